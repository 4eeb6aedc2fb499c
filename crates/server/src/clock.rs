//! Server-authoritative game clocks: Fischer (base + increment) and
//! byo-yomi (main time, then N periods of T; a period is used up only
//! by a move that takes longer than T).
//!
//! [`Clocks`] is pure: every method takes the time it is asked at, so the
//! game actor drives it with `tokio::time` (paused in tests) and the rules
//! are tested here without waiting.

use palace_rules::Color;
use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt;
use std::time::Duration;
use tokio::time::Instant;
use utoipa::ToSchema;

/// A time control as the API shows it (seconds).
#[derive(Serialize, ToSchema, Clone, Copy, PartialEq, Eq, Debug)]
#[serde(tag = "kind", rename_all = "lowercase")]
#[schema(as = TimeControl)]
pub enum TimeControlView {
    Fischer { base: u64, increment: u64 },
    Byoyomi { main: u64, periods: u32, period: u64 },
}

/// One side's clock as clients see it.
#[derive(Serialize, ToSchema, Clone, Copy, PartialEq, Eq, Debug)]
pub struct SideClock {
    /// Main time left.
    pub remaining_ms: u64,
    /// Byo-yomi periods left.
    pub periods: u32,
    /// Byo-yomi: time left in the current period (null under Fischer).
    pub period_ms: Option<u64>,
}

/// The clocks of a game as clients see them.
#[derive(Serialize, ToSchema, Clone, PartialEq, Eq, Debug)]
#[schema(as = Clocks)]
pub struct ClocksView {
    pub control: TimeControlView,
    /// The control in words (`5+2`, `10m 3x30s`).
    pub shown: String,
    /// By side name.
    pub sides: BTreeMap<&'static str, SideClock>,
    /// The side whose clock runs.
    pub running: Option<&'static str>,
}

/// Longest base or main time, and longest increment or period.
const MAX_MAIN: Duration = Duration::from_secs(3 * 3600);
const MAX_STEP: Duration = Duration::from_secs(600);
const MAX_PERIODS: u32 = 10;

/// How much time each side has.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TimeControl {
    /// `base` at the start, `increment` added after each move.
    Fischer { base: Duration, increment: Duration },
    /// `main` at the start, then `periods` periods of `period` each.
    ByoYomi {
        main: Duration,
        periods: u32,
        period: Duration,
    },
}

impl TimeControl {
    /// A checked time control from the API's numbers (seconds).
    pub fn fischer(base_s: u64, increment_s: u64) -> Result<TimeControl, String> {
        let (base, increment) = (Duration::from_secs(base_s), Duration::from_secs(increment_s));
        if base.is_zero() && increment.is_zero() {
            return Err("a clock needs a base time or an increment".into());
        }
        if base > MAX_MAIN || increment > MAX_STEP {
            return Err("the base time is at most 3 hours and the increment at most 10 minutes".into());
        }
        Ok(TimeControl::Fischer { base, increment })
    }

    /// A checked byo-yomi control from the API's numbers (seconds).
    pub fn byo_yomi(main_s: u64, periods: u32, period_s: u64) -> Result<TimeControl, String> {
        let (main, period) = (Duration::from_secs(main_s), Duration::from_secs(period_s));
        if periods == 0 || period.is_zero() {
            return Err("byo-yomi needs at least one period of at least a second".into());
        }
        if main > MAX_MAIN || period > MAX_STEP || periods > MAX_PERIODS {
            return Err("main time is at most 3 hours, periods at most 10 of at most 10 minutes".into());
        }
        Ok(TimeControl::ByoYomi {
            main,
            periods,
            period,
        })
    }

    /// The API's shape: `{"kind":"fischer","base":300,"increment":2}` or
    /// `{"kind":"byoyomi","main":600,"periods":3,"period":30}` (seconds).
    #[must_use]
    pub fn view(&self) -> TimeControlView {
        match *self {
            TimeControl::Fischer { base, increment } => TimeControlView::Fischer {
                base: base.as_secs(),
                increment: increment.as_secs(),
            },
            TimeControl::ByoYomi {
                main,
                periods,
                period,
            } => TimeControlView::Byoyomi {
                main: main.as_secs(),
                periods,
                period: period.as_secs(),
            },
        }
    }

    /// [`TimeControl::view`] as a JSON value (also what storage keeps).
    #[must_use]
    pub fn to_json(&self) -> Value {
        serde_json::to_value(self.view()).expect("a time control serializes")
    }

    /// Reads the API's shape back.
    pub fn from_json(v: &Value) -> Result<TimeControl, String> {
        let num = |k: &str| -> Result<u64, String> {
            v.get(k)
                .and_then(Value::as_u64)
                .ok_or_else(|| format!("the clock needs '{k}', a whole number of seconds"))
        };
        match v.get("kind").and_then(Value::as_str) {
            Some("fischer") => TimeControl::fischer(num("base")?, num("increment")?),
            Some("byoyomi") => TimeControl::byo_yomi(
                num("main")?,
                u32::try_from(num("periods")?).map_err(|_| "too many periods".to_owned())?,
                num("period")?,
            ),
            _ => Err("a clock's kind is fischer or byoyomi".into()),
        }
    }

    /// The time each side starts with.
    fn start(&self) -> Duration {
        match *self {
            TimeControl::Fischer { base, .. } => base,
            TimeControl::ByoYomi { main, .. } => main,
        }
    }

    fn periods(&self) -> u32 {
        match *self {
            TimeControl::Fischer { .. } => 0,
            TimeControl::ByoYomi { periods, .. } => periods,
        }
    }

    /// Estimated length of a 40-move game per side, for sorting seeks.
    #[must_use]
    pub fn estimate(&self) -> Duration {
        match *self {
            TimeControl::Fischer { base, increment } => base + increment * 40,
            TimeControl::ByoYomi {
                main,
                periods,
                period,
            } => main + period * periods.min(40),
        }
    }
}

impl fmt::Display for TimeControl {
    /// `5+2` (minutes + seconds) or `10m 3x30s`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::Fischer { base, increment } => {
                write!(f, "{}+{}", base.as_secs() / 60, increment.as_secs())
            }
            TimeControl::ByoYomi {
                main,
                periods,
                period,
            } => {
                write!(f, "{}m {periods}x{}s", main.as_secs() / 60, period.as_secs())
            }
        }
    }
}

/// A side ran out of time.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Flagged(pub Color);

/// Both sides' clocks.
#[derive(Clone, Debug)]
pub struct Clocks {
    pub control: TimeControl,
    /// Main time left (Fischer: all the time left), by [`Color::index`],
    /// as of the moment the running clock started.
    remaining: [Duration; 2],
    /// Byo-yomi periods left.
    periods: [u32; 2],
    /// The side whose clock runs, and since when.
    running: Option<(Color, Instant)>,
}

impl Clocks {
    /// Full clocks, neither running.
    #[must_use]
    pub fn new(control: TimeControl) -> Clocks {
        Clocks {
            control,
            remaining: [control.start(); 2],
            periods: [control.periods(); 2],
            running: None,
        }
    }

    /// The side whose clock runs.
    #[must_use]
    pub fn running(&self) -> Option<Color> {
        self.running.map(|(c, _)| c)
    }

    /// Starts `side`'s clock at `now` (the other's stops where it is).
    pub fn start(&mut self, side: Color, now: Instant) {
        self.running = Some((side, now));
    }

    /// Stops the clocks (the game ended) at `now`, charging the running side.
    pub fn stop(&mut self, now: Instant) {
        if let Some((side, since)) = self.running.take() {
            let (main, periods, _) = self.charge(side, now.saturating_duration_since(since));
            self.remaining[side.index()] = main;
            self.periods[side.index()] = periods;
        }
    }

    /// What `used` costs `side`: main time and periods left, and whether it
    /// flagged. A byo-yomi move that takes longer than a period uses up a
    /// period for each period it overran.
    fn charge(&self, side: Color, used: Duration) -> (Duration, u32, bool) {
        let main = self.remaining[side.index()];
        let periods = self.periods[side.index()];
        if used < main {
            return (main - used, periods, false);
        }
        match self.control {
            TimeControl::Fischer { .. } => (Duration::ZERO, 0, true),
            TimeControl::ByoYomi { period, .. } => {
                let over = used - main;
                // Whole periods overrun: a move within its period uses none.
                let spent = u32::try_from(over.as_nanos() / period.as_nanos().max(1)).unwrap_or(u32::MAX);
                if spent >= periods {
                    (Duration::ZERO, 0, true)
                } else {
                    (Duration::ZERO, periods - spent, false)
                }
            }
        }
    }

    /// `side` finished a move at `now`: its time is charged (an increment
    /// added, a byo-yomi period started afresh) and the other side's clock
    /// starts. A side that moved after its flag fell has flagged.
    pub fn moved(&mut self, side: Color, now: Instant) -> Result<(), Flagged> {
        if let Some((running, since)) = self.running {
            if running == side {
                let (main, periods, flagged) = self.charge(side, now.saturating_duration_since(since));
                if flagged {
                    self.remaining[side.index()] = Duration::ZERO;
                    self.periods[side.index()] = 0;
                    self.running = None;
                    return Err(Flagged(side));
                }
                self.remaining[side.index()] = main;
                self.periods[side.index()] = periods;
                if let TimeControl::Fischer { increment, .. } = self.control {
                    self.remaining[side.index()] += increment;
                }
            }
        }
        self.running = Some((!side, now));
        Ok(())
    }

    /// When the running side's flag falls, if a clock runs.
    #[must_use]
    pub fn flag_at(&self) -> Option<Instant> {
        let (side, since) = self.running?;
        let main = self.remaining[side.index()];
        let extra = match self.control {
            TimeControl::Fischer { .. } => Duration::ZERO,
            TimeControl::ByoYomi { period, .. } => period * self.periods[side.index()],
        };
        Some(since + main + extra)
    }

    /// Whether the running side has flagged by `now`.
    #[must_use]
    pub fn flagged(&self, now: Instant) -> Option<Flagged> {
        let (side, _) = self.running?;
        (self.flag_at()? <= now).then_some(Flagged(side))
    }

    /// The clocks as clients see them at `now`: per side the main time left
    /// (ms), byo-yomi periods left and, in byo-yomi, the time left in the
    /// current period; and which side's clock runs (clients tick it down
    /// and correct themselves from each new message).
    #[must_use]
    pub fn view(&self, now: Instant, name: impl Fn(Color) -> &'static str) -> ClocksView {
        let mut sides = BTreeMap::new();
        for c in Color::ALL {
            let used = match self.running {
                Some((r, since)) if r == c => now.saturating_duration_since(since),
                _ => Duration::ZERO,
            };
            let (main, periods, flagged) = self.charge(c, used);
            let period_ms = match self.control {
                TimeControl::ByoYomi { period, .. } if main.is_zero() && !flagged => {
                    let main_then = self.remaining[c.index()];
                    let over = used.saturating_sub(main_then);
                    let into = Duration::from_nanos(
                        u64::try_from(over.as_nanos() % period.as_nanos().max(1)).unwrap_or(0),
                    );
                    // A clock that has not run into byo-yomi yet shows a full period.
                    Some(ms(period.saturating_sub(into)))
                }
                TimeControl::ByoYomi { .. } => Some(if flagged { 0 } else { ms(self.period_len()) }),
                TimeControl::Fischer { .. } => None,
            };
            sides.insert(
                name(c),
                SideClock {
                    remaining_ms: ms(main),
                    periods,
                    period_ms,
                },
            );
        }
        ClocksView {
            control: self.control.view(),
            shown: self.control.to_string(),
            sides,
            running: self.running().map(&name),
        }
    }

    /// [`Clocks::view`] as a JSON value.
    #[must_use]
    pub fn to_json(&self, now: Instant, name: impl Fn(Color) -> &'static str) -> Value {
        serde_json::to_value(self.view(now, name)).expect("clocks serialize")
    }

    fn period_len(&self) -> Duration {
        match self.control {
            TimeControl::ByoYomi { period, .. } => period,
            TimeControl::Fischer { .. } => Duration::ZERO,
        }
    }

    /// What is stored with each move: main time (ms) and periods left.
    #[must_use]
    pub fn snapshot(&self) -> String {
        format!(
            "{} {} {} {}",
            ms(self.remaining[0]),
            self.periods[0],
            ms(self.remaining[1]),
            self.periods[1]
        )
    }

    /// Clocks from a stored snapshot (neither running).
    #[must_use]
    pub fn restore(control: TimeControl, snapshot: &str) -> Clocks {
        let mut c = Clocks::new(control);
        let n: Vec<u64> = snapshot.split(' ').filter_map(|s| s.parse().ok()).collect();
        if let [a, pa, b, pb] = n[..] {
            c.remaining = [Duration::from_millis(a), Duration::from_millis(b)];
            c.periods = [u32::try_from(pa).unwrap_or(0), u32::try_from(pb).unwrap_or(0)];
        }
        c
    }
}

fn ms(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: Duration = Duration::from_secs(1);

    fn name(c: Color) -> &'static str {
        if c == Color::First {
            "first"
        } else {
            "second"
        }
    }

    #[test]
    fn fischer_adds_the_increment_and_flags_at_zero() {
        let t0 = Instant::now();
        let mut c = Clocks::new(TimeControl::fischer(10, 2).unwrap());
        c.start(Color::First, t0);
        assert_eq!(c.flag_at(), Some(t0 + 10 * S));
        c.moved(Color::First, t0 + 3 * S).unwrap();
        let v = c.to_json(t0 + 3 * S, name);
        assert_eq!(v["sides"]["first"]["remaining_ms"], 9000, "10 - 3 + 2");
        assert_eq!(v["running"], "second");
        assert_eq!(c.flag_at(), Some(t0 + 13 * S));
        assert_eq!(c.flagged(t0 + 13 * S - Duration::from_millis(1)), None);
        assert_eq!(c.flagged(t0 + 13 * S), Some(Flagged(Color::Second)));
        assert_eq!(
            c.moved(Color::Second, t0 + 14 * S),
            Err(Flagged(Color::Second)),
            "too late"
        );
        assert_eq!(c.running(), None);
    }

    #[test]
    fn byo_yomi_uses_a_period_only_past_its_length_and_resets_it() {
        let t0 = Instant::now();
        let mut c = Clocks::new(TimeControl::byo_yomi(10, 3, 5).unwrap());
        c.start(Color::First, t0);
        assert_eq!(c.flag_at(), Some(t0 + 25 * S));
        // 14 s: main time gone, 4 s into the first period: none used up.
        c.moved(Color::First, t0 + 14 * S).unwrap();
        let v = c.to_json(t0 + 14 * S, name);
        assert_eq!(v["sides"]["first"]["remaining_ms"], 0);
        assert_eq!(v["sides"]["first"]["periods"], 3);
        assert_eq!(
            v["sides"]["first"]["period_ms"], 5000,
            "a fresh period for the next move"
        );
        c.moved(Color::Second, t0 + 15 * S).unwrap();
        // 12 s on a 5 s period: two periods overrun and used up, one left.
        c.moved(Color::First, t0 + 27 * S).unwrap();
        assert_eq!(c.to_json(t0 + 27 * S, name)["sides"]["first"]["periods"], 1);
        c.moved(Color::Second, t0 + 28 * S).unwrap();
        // The last period resets with each move made within it...
        c.moved(Color::First, t0 + 32 * S).unwrap();
        c.moved(Color::Second, t0 + 33 * S).unwrap();
        assert_eq!(c.flag_at(), Some(t0 + 38 * S));
        let v = c.to_json(t0 + 36 * S, name);
        assert_eq!(v["sides"]["first"]["period_ms"], 2000);
        // ...and its end is the flag.
        assert_eq!(c.flagged(t0 + 38 * S), Some(Flagged(Color::First)));
    }

    #[test]
    fn time_controls_are_checked_and_round_trip() {
        assert!(TimeControl::fischer(0, 0).is_err());
        assert!(TimeControl::fischer(4 * 3600, 0).is_err());
        assert!(TimeControl::byo_yomi(600, 0, 30).is_err());
        let tc = TimeControl::byo_yomi(600, 3, 30).unwrap();
        assert_eq!(TimeControl::from_json(&tc.to_json()), Ok(tc));
        assert_eq!(tc.to_string(), "10m 3x30s");
        let f = TimeControl::fischer(300, 2).unwrap();
        assert_eq!(TimeControl::from_json(&f.to_json()), Ok(f));
        assert_eq!(f.to_string(), "5+2");
        let mut c = Clocks::new(tc);
        c.start(Color::First, Instant::now());
        c.moved(Color::First, Instant::now()).unwrap();
        let back = Clocks::restore(tc, &c.snapshot());
        assert_eq!(back.snapshot(), c.snapshot());
    }
}
