//! The state of a game as JSON: the shape `palace status` prints, which the
//! API extends with the players, the move list and the spectators.

use palace_rules::{Color, Game, Variant};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

/// The name of a side in its game: `red`/`black` (Xiangqi) or `cho`/`han` (Janggi).
#[must_use]
pub fn side_name(variant: Variant, color: Color) -> &'static str {
    match (variant, color) {
        (Variant::Xiangqi, Color::First) => "red",
        (Variant::Xiangqi, Color::Second) => "black",
        (Variant::Janggi, Color::First) => "cho",
        (Variant::Janggi, Color::Second) => "han",
    }
}

/// The schema of a side's name as [`side_name`] writes it (the component
/// `Side`): its values come from `side_name` itself.
#[derive(Debug)]
pub struct SideName;

impl utoipa::PartialSchema for SideName {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        let names = [Variant::Xiangqi, Variant::Janggi]
            .into_iter()
            .flat_map(|v| Color::ALL.map(|c| side_name(v, c)));
        crate::api::one_of(names, "").into()
    }
}

impl ToSchema for SideName {
    fn name() -> std::borrow::Cow<'static, str> {
        "Side".into()
    }
}

/// How a game ended (or would end): `{"result", "reason"}`.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
#[schema(as = Outcome)]
pub struct OutcomeView {
    /// `1-0`, `0-1`, `1/2-1/2` (or `*`: aborted).
    pub result: String,
    pub reason: String,
}

impl OutcomeView {
    fn of(o: palace_rules::Outcome) -> OutcomeView {
        OutcomeView {
            result: o.result.as_str().to_owned(),
            reason: o.reason.as_str().to_owned(),
        }
    }
}

/// Janggi's points, the second side's with its komi.
#[derive(Serialize, ToSchema, Clone, Copy, PartialEq, Debug)]
pub struct Points {
    pub cho: f64,
    pub han: f64,
}

/// The state `palace status` prints and the API's game state starts with.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
pub struct StatusView {
    /// Rule-set preset name.
    pub rules: String,
    pub fen: String,
    pub side_to_move: &'static str,
    /// Coordinate moves, sorted.
    pub legal_moves: Vec<String>,
    pub in_check: bool,
    /// Janggi: the generals face each other.
    pub bikjang: bool,
    /// Janggi only.
    pub points: Option<Points>,
    pub outcome: Option<OutcomeView>,
    /// How a pass now would end the game, if it would.
    pub pass_outcome: Option<OutcomeView>,
}

/// How the game would end if the side to move passed now (`None` if a pass
/// is not legal or the game would go on). The rules library decides: the
/// pass is played on a copy of the game.
#[must_use]
pub fn pass_outcome(game: &Game) -> Option<palace_rules::Outcome> {
    let pass = game.legal_moves().into_iter().find(|m| m.is_pass())?;
    let mut after = game.clone();
    after.play(pass).ok().flatten()
}

/// The state `palace status` prints: rules, fen, side_to_move,
/// legal_moves (sorted), in_check, bikjang, points, outcome, and
/// pass_outcome (how a pass now would end the game, or null).
#[must_use]
pub fn status_view(game: &Game) -> StatusView {
    let pos = game.position();
    let janggi = pos.variant() == Variant::Janggi;
    let mut legal: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
    legal.sort();
    StatusView {
        rules: game.rules().name.to_string(),
        fen: pos.fen(),
        side_to_move: side_name(pos.variant(), pos.turn()),
        legal_moves: legal,
        in_check: pos.in_check(),
        bikjang: janggi && pos.generals_facing(),
        points: janggi.then(|| {
            let [cho, han] = pos.janggi_points();
            Points { cho, han }
        }),
        outcome: game.outcome().map(OutcomeView::of),
        pass_outcome: pass_outcome(game).map(OutcomeView::of),
    }
}

/// [`status_view`] as a JSON value (what `palace status` prints).
#[must_use]
pub fn status_json(game: &Game) -> Value {
    serde_json::to_value(status_view(game)).expect("a status serializes")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn janggi(rules: &str, moves: &[&str]) -> Game {
        let set = palace_rules::RuleSet::preset(rules).expect("known rule set");
        let mut game = Game::new(set);
        for m in moves {
            game.play_text(m).unwrap();
        }
        game
    }

    #[test]
    fn a_pass_after_a_pass_would_end_the_game() {
        // Cho passes: a pass by Han now ends the game on points (Han wins
        // with 73.5 to 72) under rules that decide double passes on points.
        let game = janggi("janggi-standard", &["e2e2"]);
        let v = status_json(&game);
        assert_eq!(v["pass_outcome"]["reason"], "double-pass", "{v}");
        assert_eq!(v["pass_outcome"]["result"], "0-1");
        // No pass yet: a pass goes on.
        assert_eq!(status_json(&janggi("janggi", &[]))["pass_outcome"], Value::Null);
        // Xiangqi has no pass.
        assert_eq!(status_json(&janggi("xiangqi", &[]))["pass_outcome"], Value::Null);
    }
}
