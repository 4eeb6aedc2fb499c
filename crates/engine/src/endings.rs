//! The game's history as the search sees it, and the endings of the rule
//! set decided from it exactly as `palace_rules::Game` decides them
//! (repetition, perpetual check, double pass, bikjang, ply and quiet limits,
//! bare material), at the cost of a few comparisons per node.

use palace_rules::{BikjangEnd, Color, Decision, Game, Move, Position, Repetition, Role, RuleSet};

/// What the search remembers of one position on the path.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub hash: u64,
    pub in_check: bool,
    pub facing: bool,
    /// The move that led here was a pass (a real one).
    pub pass: bool,
    /// The move that led here was a search-only null move (no pass rule):
    /// repetitions are not looked for across it.
    pub null: bool,
    /// The move that led here captured.
    pub capture: bool,
    /// Some move up to here (this one included) captured.
    pub any_capture: bool,
    /// The move that led here (`None` for the start position).
    pub mv: Option<Move>,
    /// Index of the last null move's position, 0 if none.
    pub last_null: u32,
}

/// Stands in for the position before the start: nothing happened there.
const NO_MOVE: Entry = Entry {
    hash: 0,
    in_check: false,
    facing: false,
    pass: false,
    null: false,
    capture: false,
    any_capture: false,
    mv: None,
    last_null: 0,
};

/// How a finished game went.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    Win(Color),
    Draw,
}

/// Positions from the game's start to the current search node.
#[derive(Clone, Debug)]
pub struct Path {
    entries: Vec<Entry>,
    rules: &'static RuleSet,
    /// Index of the search root; a position repeated after it counts as a
    /// repetition at once (the side could repeat it again).
    root: usize,
    /// The positions themselves, kept only under the Xiangqi chasing rule
    /// (chases are worked out only when a repetition is found).
    positions: Vec<Position>,
    chasing: bool,
}

impl Path {
    /// The path of a game: every position it reached. `extra` reserves room
    /// for the search's plies so that pushing never allocates.
    #[must_use]
    pub fn from_game(game: &Game, extra: usize) -> Path {
        let positions = game.positions();
        let moves = game.moves();
        let chasing = matches!(game.rules().repetition, Repetition::Fsf { chasing: true, .. });
        let mut path = Path {
            entries: Vec::with_capacity(positions.len() + extra),
            rules: game.rules(),
            root: usize::MAX,
            positions: Vec::with_capacity(if chasing { positions.len() + extra } else { 0 }),
            chasing,
        };
        if chasing {
            path.positions.push(positions[0].clone());
        }
        path.entries.push(Entry {
            hash: positions[0].hash(),
            in_check: positions[0].in_check(),
            facing: positions[0].generals_facing(),
            pass: false,
            null: false,
            capture: false,
            any_capture: false,
            mv: None,
            last_null: 0,
        });
        for (i, &m) in moves.iter().enumerate() {
            let capture = positions[i].is_capture(m);
            path.push(&positions[i + 1], m, false, capture);
        }
        path
    }

    /// The path of a lone position (no earlier history).
    #[must_use]
    pub fn from_position(pos: &Position, extra: usize) -> Path {
        Path::from_game(&Game::from_position(pos.clone()), extra)
    }

    /// Marks the current position as the search root.
    pub fn set_root(&mut self) {
        self.root = self.entries.len() - 1;
    }

    /// Number of positions on the path.
    #[must_use]
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Never empty: the start position is always there.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The last entry.
    #[must_use]
    #[inline]
    pub fn last(&self) -> &Entry {
        &self.entries[self.entries.len() - 1]
    }

    /// Adds the position reached by a move (`null` for a search-only null
    /// move, given as a pass).
    #[inline]
    pub fn push(&mut self, pos: &Position, m: Move, null: bool, capture: bool) {
        let pass = m.is_pass();
        if self.chasing {
            self.positions.push(pos.clone());
        }
        let prev = *self.last();
        let index = self.entries.len() as u32;
        self.entries.push(Entry {
            hash: pos.hash(),
            in_check: pos.in_check(),
            facing: pos.generals_facing(),
            pass: pass && !null,
            null,
            capture,
            any_capture: prev.any_capture || capture,
            mv: Some(m),
            last_null: if null { index } else { prev.last_null },
        });
    }

    #[inline]
    pub fn pop(&mut self) {
        self.entries.pop();
        if self.chasing {
            self.positions.pop();
        }
    }

    /// Pieces chased by the move into position `j` (0 for the start and
    /// for null moves), as `Game` records them.
    fn chased(&self, j: usize) -> u128 {
        let e = &self.entries[j];
        match e.mv {
            Some(m) if j > 0 && !e.null => self.positions[j].chased_by(&self.positions[j - 1], m),
            _ => 0,
        }
    }

    /// The chase masks of `Game`'s repetition loop when it stops at `stop`
    /// (plies back): pieces chased by every move of each side.
    fn chase_masks(&self, stop: usize, end: usize) -> (u128, u128) {
        let k = self.entries.len() - 1;
        let mv = |back: usize| if back < k { self.entries[k - back].mv } else { None };
        let chased = |back: usize| self.chased(k - back);
        let mut them = undo_move(chased(0), mv(1)) & chased(2);
        let mut us = undo_move(chased(1), mv(2)) & chased(3);
        let mut i = 4;
        while i <= stop {
            if i != k {
                them = undo_move(them, mv(i - 1)) & chased(i);
            }
            if i < stop && i < end {
                us = undo_move(us, mv(i)) & chased(i + 1);
            }
            i += 2;
        }
        (them, us)
    }

    fn decided(pos: &Position, d: Decision) -> Verdict {
        match d {
            Decision::Draw => Verdict::Draw,
            Decision::Points => {
                if pos.material_points_x2(Color::First) > pos.material_points_x2(Color::Second) + 3 {
                    Verdict::Win(Color::First)
                } else {
                    Verdict::Win(Color::Second)
                }
            }
        }
    }

    /// The ending that applies at `pos` (the last position on the path),
    /// other than "no legal move", which the caller finds by generating
    /// moves. Where the game's order of precedence puts "no legal move"
    /// first, this checks for it too.
    #[must_use]
    pub fn ending(&self, pos: &Position) -> Option<Verdict> {
        let rules = self.rules;
        let k = self.entries.len() - 1;
        let cur = &self.entries[k];
        // Before any move, the move-dependent endings cannot apply.
        let prev = if k == 0 { &NO_MOVE } else { &self.entries[k - 1] };
        // Immediate endings (Fairy-Stockfish's order puts them first).
        let bikjang = match rules.bikjang_end {
            BikjangEnd::None => None,
            BikjangEnd::PassWhileFacing(d) => {
                (cur.pass && prev.facing && cur.facing).then(|| Self::decided(pos, d))
            }
            BikjangEnd::StillFacingAfterCapture(d) => {
                (prev.any_capture && prev.facing && cur.facing).then(|| Self::decided(pos, d))
            }
        };
        let double_pass = rules
            .double_pass
            .and_then(|d| (k >= 2 && cur.pass && prev.pass).then(|| Self::decided(pos, d)));
        if rules.engine_compatible {
            if let Some(v) = bikjang.or(double_pass) {
                return Some(v);
            }
        }
        let other = bikjang
            .or_else(|| self.repetition(pos))
            .or(double_pass)
            .or_else(|| {
                let (limit, d) = rules.ply_limit?;
                let ply = 2 * (pos.fullmoves() - 1) + u32::from(pos.turn() == Color::Second);
                (ply >= limit).then(|| Self::decided(pos, d))
            })
            .or_else(|| self.quiet(pos))
            .or_else(|| (rules.bare_material_draw && bare(pos)).then_some(Verdict::Draw))?;
        // No legal move takes precedence over all of these.
        if pos.count_legal() == 0 {
            return Some(Verdict::Win(!pos.turn()));
        }
        Some(other)
    }

    fn quiet(&self, pos: &Position) -> Option<Verdict> {
        let (limit, d) = self.rules.quiet_limit?;
        let quiet = pos.halfmoves();
        if quiet < limit {
            return None;
        }
        let k = self.entries.len() - 1;
        let mut offset = 0;
        if self.rules.quiet_limit_check_offset {
            let played = k as u32;
            if played >= 20 {
                let end = quiet.min(played) as usize;
                let (mut them, mut us) = (0, 0);
                let mut i = 0;
                while i < end {
                    them += u32::from(self.entries[k - i].in_check);
                    us += u32::from(self.entries[k - i - 1].in_check);
                    i += 2;
                }
                offset = 2 * (them.max(us).saturating_sub(10));
            }
        }
        (quiet.saturating_sub(offset) >= limit).then(|| Self::decided(pos, d))
    }

    fn repetition(&self, pos: &Position) -> Option<Verdict> {
        match self.rules.repetition {
            Repetition::None => None,
            Repetition::XiangqiSimple | Repetition::JanggiPoints => self.simple_repetition(pos),
            Repetition::Fsf {
                n_fold,
                decision,
                move_repetition,
                ..
            } => self.fsf_repetition(pos, n_fold, decision, move_repetition),
        }
    }

    /// How far back a repetition may be looked for: not past the last
    /// capture (positions before it have more pieces) nor a null move.
    #[inline]
    fn window(&self, pos: &Position) -> usize {
        let k = self.entries.len() - 1;
        let since_null = k - self.entries[k].last_null as usize;
        (pos.halfmoves() as usize).min(k).min(since_null)
    }

    fn simple_repetition(&self, pos: &Position) -> Option<Verdict> {
        let k = self.entries.len() - 1;
        let end = self.window(pos);
        if end < 4 {
            return None;
        }
        let h = self.entries[k].hash;
        let mut count = 1;
        let mut first = k;
        let mut i = 4;
        while i <= end {
            if self.entries[k - i].hash == h {
                count += 1;
                first = k - i;
            }
            i += 2;
        }
        let in_tree = count == 2 && self.root != usize::MAX && first > self.root;
        if count < 3 && !in_tree {
            return None;
        }
        let us = pos.turn();
        let mut all_check = [true, true];
        let mut moved = [false, false];
        for j in first..k {
            // Position j has `us` to move when k - j is even.
            let side = if (k - j) % 2 == 0 { us } else { !us };
            moved[side.index()] = true;
            if !self.entries[j + 1].in_check {
                all_check[side.index()] = false;
            }
        }
        let checker = [all_check[0] && moved[0], all_check[1] && moved[1]];
        Some(match (checker[0], checker[1]) {
            (true, false) => Verdict::Win(Color::Second),
            (false, true) => Verdict::Win(Color::First),
            _ => match self.rules.repetition {
                Repetition::JanggiPoints => Self::decided(pos, Decision::Points),
                _ => Verdict::Draw,
            },
        })
    }

    /// Fairy-Stockfish's n-fold repetition with perpetual check and, for
    /// `janggimodern`, its Kakao rule against shuttling one piece back and
    /// forth (as `Game` decides them).
    fn fsf_repetition(
        &self,
        pos: &Position,
        n_fold: u32,
        decision: Decision,
        move_repetition: bool,
    ) -> Option<Verdict> {
        let k = self.entries.len() - 1;
        let end = self.window(pos);
        if end < 4 {
            return None;
        }
        let at = |back: usize| &self.entries[k - back];
        let mv = |back: usize| if back < k { self.entries[k - back].mv } else { None };
        let reverse = |m: Move| Move::new(m.to(), m.from());
        let us = pos.turn();
        let mut perpetual_them = at(0).in_check && at(2).in_check;
        let mut perpetual_us = at(1).in_check && at(3).in_check;
        let mut shuttle = 0;
        if move_repetition {
            if let Some(last) = mv(0) {
                let moved_role = pos.piece_at(last.to()).map(|p| p.role);
                if !last.is_pass()
                    && !at(1).in_check
                    && !at(3).in_check
                    && !matches!(moved_role, Some(Role::General | Role::Advisor))
                {
                    if mv(2) == Some(reverse(last)) {
                        shuttle = 2;
                    } else if mv(2).is_some_and(Move::is_pass) {
                        shuttle = 1;
                    }
                }
            }
        }
        let mut count = 0;
        let h = at(0).hash;
        let mut i = 4;
        while i <= end {
            if shuttle > 0 {
                if i < end && at(i + 1).in_check {
                    shuttle = 0;
                } else if shuttle < 4 {
                    let against = if shuttle == 1 { mv(0) } else { mv(i - 2) };
                    if against.is_some_and(|a| !a.is_pass() && mv(i) == Some(reverse(a))) {
                        shuttle += 1;
                    } else {
                        shuttle = 0;
                    }
                } else if (i == k || !self.entries[k - i].capture)
                    && mv(i - 2).map(|m| m.from().index()) == Some(mv(i).map_or(0, |m| m.to().index()))
                {
                    return Some(Verdict::Win(us));
                } else {
                    shuttle = 0;
                }
            }
            let stp = at(i);
            perpetual_them &= stp.in_check;
            if stp.hash == h {
                count += 1;
                let in_tree = self.root != usize::MAX && k - i > self.root;
                if count + 1 >= n_fold || in_tree {
                    if perpetual_them || perpetual_us {
                        return Some(if !perpetual_us {
                            Verdict::Win(us)
                        } else if !perpetual_them {
                            Verdict::Win(!us)
                        } else {
                            Self::decided(pos, decision)
                        });
                    }
                    if self.chasing {
                        let (chase_them, chase_us) = self.chase_masks(i, end);
                        if chase_them != 0 && chase_us == 0 {
                            return Some(Verdict::Win(us));
                        }
                        if chase_us != 0 && chase_them == 0 {
                            return Some(Verdict::Win(!us));
                        }
                    }
                    return Some(Self::decided(pos, decision));
                }
            }
            if i < end {
                perpetual_us &= at(i + 1).in_check;
            }
            i += 2;
        }
        None
    }
}

/// A chased piece that made `m` is tracked back to where it came from.
fn undo_move(b: u128, m: Option<Move>) -> u128 {
    match m {
        Some(m) if b & (1u128 << m.to().index()) != 0 => {
            (b ^ (1u128 << m.to().index())) | (1u128 << m.from().index())
        }
        _ => b,
    }
}

/// Neither side has a chariot, horse, cannon or soldier.
fn bare(pos: &Position) -> bool {
    if pos.occupied(Color::First).count_ones() > 5 || pos.occupied(Color::Second).count_ones() > 5 {
        return false;
    }
    Color::ALL.iter().all(|&c| {
        [Role::Chariot, Role::Horse, Role::Cannon, Role::Soldier]
            .iter()
            .all(|&r| pos.count(c, r) == 0)
    })
}

/// The move that led to the last position was a pass that a further pass
/// could turn into an ending (double pass, or bikjang answered by a pass):
/// such positions get their own hash key.
#[must_use]
#[inline]
pub fn pass_matters(rules: &RuleSet, last: &Entry) -> bool {
    last.pass && (rules.double_pass.is_some() || matches!(rules.bikjang_end, BikjangEnd::PassWhileFacing(_)))
}

/// The ending of a game position as `Game` reports it, from the path alone.
#[must_use]
pub fn game_verdict(path: &Path, pos: &Position) -> Option<Verdict> {
    path.ending(pos)
        .or_else(|| (pos.count_legal() == 0).then_some(Verdict::Win(!pos.turn())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use palace_rules::{GameResult, PRESETS};

    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
    }

    fn verdict_of(result: GameResult) -> Verdict {
        match result.winner() {
            Some(c) => Verdict::Win(c),
            None => Verdict::Draw,
        }
    }

    /// Random games that favour passes and shuffling (so that repetitions,
    /// double passes and bikjang happen), compared ply by ply with `Game`.
    #[test]
    fn endings_match_the_game_for_every_preset() {
        let mut rng = Rng(0x2545_f491_4f6c_dd1d);
        let mut seen = std::collections::HashMap::new();
        for rules in PRESETS {
            for game_no in 0..60 {
                let start = if game_no % 3 == 0 {
                    // Sparse positions reach the endings sooner.
                    if rules.is_janggi() {
                        "3k5/4a4/9/9/9/9/9/9/4A4/3K1R3 w - - 0 1"
                    } else {
                        "4k4/4a4/9/9/9/9/9/9/4A4/3K1R3 w - - 90 1"
                    }
                } else {
                    rules.start_fen()
                };
                let Ok(mut game) = Game::from_fen(start, rules) else {
                    continue;
                };
                let mut path = Path::from_game(&game, 400);
                for _ in 0..300 {
                    let pos = game.position().clone();
                    let expected = game.outcome().map(|o| verdict_of(o.result));
                    assert_eq!(
                        game_verdict(&path, &pos),
                        expected,
                        "{} {} after {:?}",
                        rules.name,
                        game.start_position().fen(),
                        game.moves()
                    );
                    if let Some(o) = game.outcome() {
                        *seen.entry(o.reason).or_insert(0) += 1;
                        break;
                    }
                    let moves = pos.legal_moves();
                    // Prefer passes, and otherwise repeat moves of a few pieces.
                    let pass = moves.iter().find(|m| m.is_pass()).copied();
                    let r = rng.next();
                    let m = match pass {
                        Some(p) if r % 4 == 0 => p,
                        _ => moves[(r as usize >> 8) % moves.len().min(if r % 3 == 0 { 64 } else { 3 })],
                    };
                    let capture = pos.is_capture(m);
                    game.play(m).unwrap();
                    path.push(game.position(), m, false, capture);
                }
            }
        }
        // Scripted cycles: a chariot checking along ranks 10 and 9 (perpetual
        // check), and a chariot chasing an unprotected horse (Xiangqi chase).
        let scripts = [
            (
                "3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1",
                "i1i10 d10d9 i10i9 d9d10 i9i10 d10d9 i10i9 d9d10 i9i10 d10d9 i10i9 d9d10 i9i10",
            ),
            (
                "1n3k3/9/9/9/9/9/9/9/9/R2K5 w - - 0 1",
                "a1b1 b10a8 b1a1 a8b10 a1b1 b10a8 b1a1 a8b10 a1b1 b10a8 b1a1 a8b10",
            ),
        ];
        let mut chase_seen = false;
        for rules in PRESETS {
            for (fen, script) in scripts {
                let Ok(mut game) = Game::from_fen(fen, rules) else {
                    continue;
                };
                let mut path = Path::from_game(&game, 64);
                for text in script.split(' ') {
                    if game.outcome().is_some() {
                        break;
                    }
                    let pos = game.position().clone();
                    let m = pos.parse_move(text).unwrap();
                    game.play(m).unwrap();
                    path.push(game.position(), m, false, pos.is_capture(m));
                    let expected = game.outcome().map(|o| verdict_of(o.result));
                    assert_eq!(
                        game_verdict(&path, game.position()),
                        expected,
                        "{} {text}",
                        rules.name
                    );
                    if let Some(o) = game.outcome() {
                        *seen.entry(o.reason).or_insert(0) += 1;
                        if rules.name == "xiangqi" && fen.starts_with("1n3k3") {
                            // The chaser loses.
                            assert_eq!(o.result, GameResult::SecondWins);
                            chase_seen = true;
                        }
                    }
                }
            }
        }
        assert!(chase_seen, "the chase cycle did not end the game");
        // The random games really reached the interesting endings.
        for reason in ["repetition", "double-pass", "perpetual-check"] {
            assert!(
                seen.keys().any(|r| r.as_str() == reason),
                "no {reason} among {seen:?}"
            );
        }
    }
}
