//! Playing a record's moves one by one, each checked by the rules, and
//! saying why one is refused.

use palace_rules::{Color, Move, MoveList, Position, Role, Variant};

/// A game being read: the position reached and the moves so far.
pub(crate) struct Replay {
    pub pos: Position,
    pub moves: Vec<Move>,
}

impl Replay {
    pub fn new(start: Position) -> Replay {
        Replay {
            pos: start,
            moves: Vec::new(),
        }
    }

    /// The ply number of the next move (1 = first).
    pub fn next_ply(&self) -> usize {
        self.moves.len() + 1
    }

    /// Plays a move the rules have already found legal.
    pub fn push(&mut self, m: Move) {
        self.pos = self.pos.play(m).expect("a move checked legal plays");
        self.moves.push(m);
    }

    /// Plays a move given by its points, or says why it is not legal.
    pub fn play_points(&mut self, m: Move) -> Result<(), String> {
        if self.pos.is_legal(m) {
            self.push(m);
            Ok(())
        } else {
            Err(format!("{m}: {}", explain(&self.pos, m)))
        }
    }
}

/// Why `m` is not legal in `pos`, in words naming the piece and points
/// (callers put the move as written before it).
pub(crate) fn explain(pos: &Position, m: Move) -> String {
    let turn = pos.turn();
    let variant = pos.variant();
    let Some(piece) = pos.piece_at(m.from()) else {
        return format!("there is no piece on {}", m.from());
    };
    if piece.color != turn {
        return format!(
            "the piece on {} is {}'s, and {} is to move",
            m.from(),
            side_name(variant, piece.color),
            side_name(variant, turn)
        );
    }
    if m.is_pass() {
        return if variant == Variant::Janggi {
            format!(
                "{} may not pass here (in check, or the rules forbid it)",
                side_name(variant, turn)
            )
        } else {
            "there is no pass in Xiangqi".to_owned()
        };
    }
    let what = format!("{} {}", side_name(variant, turn), role_name(piece.role));
    if leaves_general_attacked(pos, m) {
        format!(
            "the {what} on {} may not move to {}: that leaves {}'s general in check",
            m.from(),
            m.to(),
            side_name(variant, turn)
        )
    } else {
        format!("the {what} on {} has no legal move to {}", m.from(), m.to())
    }
}

/// Whether `m` is a move of the piece's kind that is refused only because
/// the mover's general would then be attacked.
fn leaves_general_attacked(pos: &Position, m: Move) -> bool {
    let mut list = MoveList::new();
    pos.generate_pseudo_legal(&mut list);
    if !list.contains(&m) {
        return false;
    }
    let mut next = pos.clone();
    next.play_unchecked(m);
    let mut setup = next.to_setup();
    setup.turn = pos.turn();
    // With the mover to move again, its general attacked is "in check".
    Position::from_setup(&setup, pos.rules()).is_ok_and(|p| p.in_check())
}

pub(crate) fn side_name(variant: Variant, color: Color) -> &'static str {
    match (variant, color) {
        (Variant::Xiangqi, Color::First) => "Red",
        (Variant::Xiangqi, Color::Second) => "Black",
        (Variant::Janggi, Color::First) => "Cho",
        (Variant::Janggi, Color::Second) => "Han",
    }
}

pub(crate) fn role_name(role: Role) -> &'static str {
    match role {
        Role::General => "general",
        Role::Advisor => "advisor",
        Role::Elephant => "elephant",
        Role::Horse => "horse",
        Role::Chariot => "chariot",
        Role::Cannon => "cannon",
        Role::Soldier => "soldier",
    }
}
