//! Glicko-2 ratings (Glickman, "Example of the Glicko-2 system", 2013),
//! one per game (Xiangqi, Janggi), updated after each rated game as a
//! rating period of its own.

use serde::Serialize;
use utoipa::ToSchema;

/// A rating as the API shows it: rounded, with the provisional mark.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
#[schema(as = Rating)]
pub struct RatingView {
    pub rating: i64,
    pub deviation: i64,
    pub volatility: f64,
    /// Too few games for the rating to be settled.
    pub provisional: bool,
    /// The rating with `?` when provisional.
    pub shown: String,
}

/// The scale factor between the Glicko and Glicko-2 scales.
const SCALE: f64 = 173.7178;

/// The system constant τ: how much the volatility may change. The paper
/// suggests 0.3 to 1.2 and works its example with 0.5.
pub const TAU: f64 = 0.5;

/// Convergence tolerance of the volatility iteration (the paper's ε).
const EPSILON: f64 = 0.000_001;

/// A deviation above this marks a rating provisional (shown with "?").
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// The deviation never grows past a new player's.
const MAX_DEVIATION: f64 = 350.0;

/// A rating on the Glicko scale.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Glicko {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Glicko {
    /// A new player: 1500 / 350 / 0.06.
    fn default() -> Glicko {
        Glicko {
            rating: 1500.0,
            deviation: MAX_DEVIATION,
            volatility: 0.06,
        }
    }
}

/// One game's result for the player being rated: 1 win, 0.5 draw, 0 loss.
#[derive(Clone, Copy, Debug)]
pub struct Result {
    pub opponent: Glicko,
    pub score: f64,
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Glicko {
    /// Whether the rating is still uncertain (shown as "1500?").
    #[must_use]
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// The rating after one rating period with these results (steps 2 to 8
    /// of the paper), with system constant `tau`.
    #[must_use]
    pub fn update(self, results: &[Result], tau: f64) -> Glicko {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if results.is_empty() {
            let phi_new = (phi * phi + sigma * sigma).sqrt();
            return Glicko {
                deviation: (phi_new * SCALE).min(MAX_DEVIATION),
                ..self
            };
        }
        let opponents: Vec<(f64, f64, f64)> = results
            .iter()
            .map(|r| {
                let mu_j = (r.opponent.rating - 1500.0) / SCALE;
                let phi_j = r.opponent.deviation / SCALE;
                (g(phi_j), expected(mu, mu_j, phi_j), r.score)
            })
            .collect();
        let v = 1.0
            / opponents
                .iter()
                .map(|&(g, e, _)| g * g * e * (1.0 - e))
                .sum::<f64>();
        let sum: f64 = opponents.iter().map(|&(g, e, s)| g * (s - e)).sum();
        let delta = v * sum;
        // Step 5: the new volatility, by the Illinois algorithm.
        let a = (sigma * sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            let d = phi * phi + v + ex;
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * tau) < 0.0 {
                k += 1.0;
            }
            a - k * tau
        };
        let (mut fa, mut fb) = (f(big_a), f(big_b));
        while (big_b - big_a).abs() > EPSILON {
            let c = big_a + (big_a - big_b) * fa / (fb - fa);
            let fc = f(c);
            if fc * fb <= 0.0 {
                big_a = big_b;
                fa = fb;
            } else {
                fa /= 2.0;
            }
            big_b = c;
            fb = fc;
        }
        let sigma_new = (big_a / 2.0).exp();
        let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        Glicko {
            rating: SCALE * mu_new + 1500.0,
            deviation: (SCALE * phi_new).min(MAX_DEVIATION),
            volatility: sigma_new,
        }
    }

    /// Both players' ratings after one game between them; `score` is the
    /// first player's (1, 0.5 or 0).
    #[must_use]
    pub fn after_game(a: Glicko, b: Glicko, score: f64) -> (Glicko, Glicko) {
        (
            a.update(&[Result { opponent: b, score }], TAU),
            b.update(
                &[Result {
                    opponent: a,
                    score: 1.0 - score,
                }],
                TAU,
            ),
        )
    }

    /// As the API shows it: rounded, with the provisional mark.
    #[must_use]
    pub fn view(&self) -> RatingView {
        RatingView {
            rating: self.rating.round() as i64,
            deviation: self.deviation.round() as i64,
            volatility: (self.volatility * 1e6).round() / 1e6,
            provisional: self.provisional(),
            shown: format!(
                "{}{}",
                self.rating.round() as i64,
                if self.provisional() { "?" } else { "" }
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(rating: f64, deviation: f64) -> Glicko {
        Glicko {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    #[test]
    fn glickmans_worked_example() {
        let player = Glicko {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let results = [
            Result {
                opponent: at(1400.0, 30.0),
                score: 1.0,
            },
            Result {
                opponent: at(1550.0, 100.0),
                score: 0.0,
            },
            Result {
                opponent: at(1700.0, 300.0),
                score: 0.0,
            },
        ];
        let after = player.update(&results, 0.5);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_win_moves_ratings_apart_and_a_draw_between_equals_keeps_them() {
        let (w, l) = Glicko::after_game(Glicko::default(), Glicko::default(), 1.0);
        assert!(w.rating > 1500.0 && l.rating < 1500.0);
        assert!(
            (w.rating - 1500.0 - (1500.0 - l.rating)).abs() < 1e-9,
            "symmetric"
        );
        assert!(w.deviation < 350.0 && w.provisional());
        let (a, b) = Glicko::after_game(Glicko::default(), Glicko::default(), 0.5);
        assert!((a.rating - 1500.0).abs() < 1e-9 && (b.rating - 1500.0).abs() < 1e-9);
    }

    #[test]
    fn an_idle_period_widens_the_deviation_up_to_a_new_players() {
        let settled = at(1600.0, 50.0);
        assert!(settled.update(&[], TAU).deviation > 50.0);
        assert!(Glicko::default().update(&[], TAU).deviation <= 350.0);
        assert!(!settled.provisional());
    }
}
