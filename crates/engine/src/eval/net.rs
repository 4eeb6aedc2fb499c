//! A learned evaluation: a small network over the pieces on the board, the
//! kind Fairy-Stockfish calls NNUE, in its simplest form.
//!
//! Each side's view of the board is a set of active inputs, one per piece
//! (own or enemy, kind, point as that side sees the board, i.e. turned
//! half a circle for the second player), plus one input that is on when
//! the viewer is the second player (Janggi's Han, who moves second and
//! holds the 1.5 points). The first layer sums the rows of the active
//! inputs into `hidden` values per view ("accumulator"); both views,
//! the side to move's first, are clipped to `0..=1` and weighed into one
//! score. Integers throughout: first-layer values carry a factor `QA`,
//! output weights a factor `QB`.
//!
//! The search keeps both views' first layer for the last board evaluated
//! at each ply (`Accumulator`); a child's costs only the points where its
//! board differs (two for a move), not a pass over every piece.
//!
//! A network may be trained on top of the classical evaluation
//! (`residual`): it then learns only what the table gets wrong, and the
//! engine adds the two. Where data is thin the correction stays small, and
//! the search keeps the table's judgement there.
//!
//! File format (little-endian): the 8 bytes `PALNET02`, the game (1 byte:
//! 0 Xiangqi, 1 Janggi), flags (1 byte: bit 0 on top of the classical
//! evaluation), the hidden size (u16), the output scale in
//! centipawns (i32), then the first layer's weights `INPUTS x hidden`
//! (i16, input-major), its biases (`hidden` i16), the output weights
//! (`2 x hidden` i16, side to move's view first) and the output bias (i32).
//! `palace-dev train-net` writes it.

use palace_rules::validate::start_count;
use palace_rules::{Color, Occupant, Position, Role, Variant};
use std::sync::{Arc, OnceLock};

/// The network Palace plays Janggi with unless `EvalFile` says otherwise:
/// 128 values on top of the table, trained on 533k positions labelled by
/// Fairy-Stockfish (`tools/tune/janggi-net.sh` makes it again, bit for
/// bit).
const JANGGI_BUILTIN: &[u8] = include_bytes!("../../nets/janggi-residual-128-b.net");
/// Xiangqi's, by the same recipe: 128 values on top of the table, 717k
/// positions (`tools/tune/xiangqi-net.sh`, bit for bit).
const XIANGQI_BUILTIN: &[u8] = include_bytes!("../../nets/xiangqi-residual-128-a.net");

/// The built-in network of a game, read once.
#[must_use]
pub fn builtin(variant: Variant) -> Arc<Network> {
    static JANGGI: OnceLock<Arc<Network>> = OnceLock::new();
    static XIANGQI: OnceLock<Arc<Network>> = OnceLock::new();
    let (cell, bytes) = match variant {
        Variant::Janggi => (&JANGGI, JANGGI_BUILTIN),
        Variant::Xiangqi => (&XIANGQI, XIANGQI_BUILTIN),
    };
    let net = cell
        .get_or_init(|| Arc::new(Network::from_bytes(bytes).expect("a built-in network is a valid file")));
    // A file for the wrong game would score every position from the wrong
    // pieces' points; the test of the built-ins checks, this guards builds.
    debug_assert_eq!(net.variant(), variant);
    net.clone()
}

/// Inputs per view: own and enemy (2) times seven kinds times 90 points,
/// then the "viewer is the second player" input.
pub const INPUTS: usize = 2 * 7 * 90 + 1;
/// The input that is on in the second player's view.
pub const SECOND_INPUT: usize = INPUTS - 1;
/// Scale of the first layer's integers: 1.0 is `QA`.
pub const QA: i32 = 255;
/// Scale of the output weights' integers: 1.0 is `QB`.
pub const QB: i32 = 64;
/// Most hidden values a file may declare.
pub const MAX_HIDDEN: usize = 256;
const MAGIC: &[u8; 8] = b"PALNET02";
const HEADER: usize = 8 + 1 + 1 + 2 + 4;

/// The input of a piece (an `Occupant::index` code, not empty) on point
/// `sq` in the view of player `view` (0 first, 1 second).
#[inline(always)]
fn input(view: usize, code: usize, sq: usize) -> usize {
    let kind = (code & 7) - 1;
    let enemy = usize::from(code >> 3 != view);
    // The second player sees the board turned half a circle.
    let point = if view == 1 { 89 - sq } else { sq };
    (enemy * 7 + kind) * 90 + point
}

/// The active inputs of `view`'s side of the board (at most 33).
pub fn active_inputs(pos: &Position, view: Color, out: &mut Vec<u16>) {
    out.clear();
    for (sq, occ) in pos.board().iter().enumerate() {
        if !occ.is_empty() {
            out.push(input(view.index(), occ.index(), sq) as u16);
        }
    }
    if view == Color::Second {
        out.push(SECOND_INPUT as u16);
    }
}

/// A network read from a file, for one game.
#[derive(Clone)]
pub struct Network {
    variant: Variant,
    /// Added to the classical evaluation rather than instead of it.
    residual: bool,
    hidden: usize,
    out_scale: i32,
    w1: Vec<i16>,
    b1: Vec<i16>,
    w2: Vec<i16>,
    b2: i32,
}

impl std::fmt::Debug for Network {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Network")
            .field("variant", &self.variant)
            .field("hidden", &self.hidden)
            .finish_non_exhaustive()
    }
}

/// Floating-point weights as a trainer holds them (the layout of the file,
/// in `f32`, without the integer factors).
#[derive(Clone, Debug)]
pub struct FloatWeights {
    pub hidden: usize,
    /// `INPUTS x hidden`, input-major.
    pub w1: Vec<f32>,
    pub b1: Vec<f32>,
    /// `2 x hidden`: the side to move's view, then the other's.
    pub w2: Vec<f32>,
    pub b2: f32,
}

impl FloatWeights {
    /// The network's output before `out_scale`: what a trainer fits.
    #[must_use]
    pub fn forward(&self, stm: &[u16], other: &[u16]) -> f32 {
        let h = self.hidden;
        let mut y = self.b2;
        for (v, inputs) in [stm, other].into_iter().enumerate() {
            let mut acc = self.b1.clone();
            for &i in inputs {
                let row = &self.w1[i as usize * h..(i as usize + 1) * h];
                acc.iter_mut().zip(row).for_each(|(a, w)| *a += w);
            }
            y += acc
                .iter()
                .zip(&self.w2[v * h..(v + 1) * h])
                .map(|(a, w)| a.clamp(0.0, 1.0) * w)
                .sum::<f32>();
        }
        y
    }
}

fn to_i16(x: f32, scale: i32, what: &str) -> Result<i16, String> {
    let v = (x * scale as f32).round();
    if v.is_finite() && v >= f32::from(i16::MIN) && v <= f32::from(i16::MAX) {
        Ok(v as i16)
    } else {
        Err(format!("{what} weight {x} does not fit 16 bits at scale {scale}"))
    }
}

/// Most pieces a valid board holds (both sides' starting sets, which
/// neither game adds to): bounds how many piece rows a first-layer sum
/// adds up. A FEN with more, which `palace_rules::validate` refuses, may
/// wrap the sums into a wrong score, never a crash.
const MAX_PIECES: usize = {
    let (mut n, mut i) = (0, 0);
    while i < Role::ALL.len() {
        n += start_count(Role::ALL[i]);
        i += 1;
    }
    2 * n
};

/// Refuses first-layer weights whose sum over any board could leave i16:
/// the search updates sums with wrapping arithmetic, which is exact only
/// while the true sum fits. The bound per hidden value is its bias, the
/// `MAX_PIECES` largest (or smallest) piece rows and the second-player input.
fn check_sums(hidden: usize, w1: &[i16], b1: &[i16]) -> Result<(), String> {
    let mut column = Vec::with_capacity(INPUTS - 1);
    for j in 0..hidden {
        column.clear();
        column.extend((0..INPUTS - 1).map(|i| i32::from(w1[i * hidden + j])));
        column.sort_unstable();
        let second = i32::from(w1[SECOND_INPUT * hidden + j]);
        let bias = i32::from(b1[j]);
        let high: i32 = column.iter().rev().take(MAX_PIECES).map(|&w| w.max(0)).sum();
        let low: i32 = column.iter().take(MAX_PIECES).map(|&w| w.min(0)).sum();
        let (high, low) = (bias + high + second.max(0), bias + low + second.min(0));
        if high > i32::from(i16::MAX) || low < i32::from(i16::MIN) {
            return Err(format!(
                "first-layer sums of hidden value {j} could reach {low}..={high}, beyond 16 bits"
            ));
        }
    }
    Ok(())
}

impl Network {
    /// The network for `variant` from float weights, rounded to the
    /// file's integers; `out_scale` is centipawns per unit of output;
    /// `residual`: added to the classical evaluation.
    pub fn quantize(
        variant: Variant,
        f: &FloatWeights,
        out_scale: i32,
        residual: bool,
    ) -> Result<Network, String> {
        let h = f.hidden;
        if h == 0 || h > MAX_HIDDEN || f.w1.len() != INPUTS * h || f.b1.len() != h || f.w2.len() != 2 * h {
            return Err(format!("inconsistent float weights for {h} hidden values"));
        }
        let conv = |v: &[f32], scale, what| -> Result<Vec<i16>, String> {
            v.iter().map(|&x| to_i16(x, scale, what)).collect()
        };
        let (w1, b1) = (
            conv(&f.w1, QA, "first-layer")?,
            conv(&f.b1, QA, "first-layer bias")?,
        );
        check_sums(h, &w1, &b1)?;
        Ok(Network {
            variant,
            residual,
            hidden: h,
            out_scale,
            w1,
            b1,
            w2: conv(&f.w2, QB, "output")?,
            b2: (f.b2 * (QA * QB) as f32).round() as i32,
        })
    }

    /// The network's weights as floats (what `quantize` rounded), for a
    /// trainer that goes on from a file.
    #[must_use]
    pub fn to_float(&self) -> FloatWeights {
        let conv = |v: &[i16], scale: i32| v.iter().map(|&x| f32::from(x) / scale as f32).collect();
        FloatWeights {
            hidden: self.hidden,
            w1: conv(&self.w1, QA),
            b1: conv(&self.b1, QA),
            w2: conv(&self.w2, QB),
            b2: self.b2 as f32 / (QA * QB) as f32,
        }
    }

    /// Centipawns per unit of the float network's output.
    #[must_use]
    pub fn out_scale(&self) -> i32 {
        self.out_scale
    }

    /// Reads a network file; the error says what is wrong with it.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, String> {
        if bytes.len() < HEADER || &bytes[..8] != MAGIC {
            return Err("not a Palace network file (it does not start with PALNET02)".into());
        }
        let variant = match bytes[8] {
            0 => Variant::Xiangqi,
            1 => Variant::Janggi,
            g => {
                return Err(format!(
                    "unknown game {g} in the network file (0 Xiangqi, 1 Janggi)"
                ))
            }
        };
        if bytes[9] > 1 {
            return Err(format!("unknown flags {} in the network file", bytes[9]));
        }
        let residual = bytes[9] & 1 == 1;
        let hidden = usize::from(u16::from_le_bytes([bytes[10], bytes[11]]));
        if hidden == 0 || hidden > MAX_HIDDEN {
            return Err(format!("hidden size {hidden} outside 1..={MAX_HIDDEN}"));
        }
        let out_scale = i32::from_le_bytes(bytes[12..16].try_into().expect("4 bytes"));
        if out_scale <= 0 {
            return Err(format!(
                "output scale {out_scale} is not a positive number of centipawns"
            ));
        }
        let want = HEADER + 2 * (INPUTS * hidden + hidden + 2 * hidden) + 4;
        if bytes.len() != want {
            return Err(format!(
                "network file of {} bytes; {hidden} hidden values need {want}",
                bytes.len()
            ));
        }
        let mut at = HEADER;
        let mut take = |n: usize| {
            let v: Vec<i16> = bytes[at..at + 2 * n]
                .chunks_exact(2)
                .map(|c| i16::from_le_bytes([c[0], c[1]]))
                .collect();
            at += 2 * n;
            v
        };
        let w1 = take(INPUTS * hidden);
        let b1 = take(hidden);
        let w2 = take(2 * hidden);
        let b2 = i32::from_le_bytes(bytes[want - 4..].try_into().expect("4 bytes"));
        check_sums(hidden, &w1, &b1)?;
        Ok(Network {
            variant,
            residual,
            hidden,
            out_scale,
            w1,
            b1,
            w2,
            b2,
        })
    }

    /// Reads a network file from disk.
    pub fn load(path: &std::path::Path) -> Result<Network, String> {
        let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        Network::from_bytes(&bytes).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// The file's bytes.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(HEADER + 2 * (self.w1.len() + 3 * self.hidden) + 4);
        out.extend_from_slice(MAGIC);
        out.push(u8::from(self.variant == Variant::Janggi));
        out.push(u8::from(self.residual));
        out.extend_from_slice(&(self.hidden as u16).to_le_bytes());
        out.extend_from_slice(&self.out_scale.to_le_bytes());
        for v in self.w1.iter().chain(&self.b1).chain(&self.w2) {
            out.extend_from_slice(&v.to_le_bytes());
        }
        out.extend_from_slice(&self.b2.to_le_bytes());
        out
    }

    /// The game the network evaluates.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Whether the network adds to the classical evaluation.
    #[must_use]
    pub fn residual(&self) -> bool {
        self.residual
    }

    /// The number of hidden values per view.
    #[must_use]
    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// The first-layer row of a piece (`Occupant::index` code) on a point
    /// in the view of player `view` (0 first, 1 second).
    #[inline(always)]
    fn row(&self, view: usize, code: usize, sq: usize) -> &[i16] {
        let i = input(view, code, sq);
        &self.w1[i * self.hidden..(i + 1) * self.hidden]
    }

    /// Both views' first layer computed from the board.
    pub fn refresh(&self, pos: &Position, acc: &mut Accumulator) {
        let h = self.hidden;
        for view in 0..2 {
            acc.vals[view][..h].copy_from_slice(&self.b1);
        }
        add_row(
            &mut acc.vals[1][..h],
            &self.w1[SECOND_INPUT * h..(SECOND_INPUT + 1) * h],
        );
        for (sq, occ) in pos.board().iter().enumerate() {
            let code = occ.index();
            if code != 0 {
                for view in 0..2 {
                    add_row(&mut acc.vals[view][..h], self.row(view, code, sq));
                }
            }
        }
        acc.board = *pos.board();
        acc.valid = true;
    }

    /// Sets `acc` to `pos`'s first layer: from `parent` (the accumulator
    /// one ply up) where its board differs from `pos`'s in few points (a
    /// move changes two), else from the board `acc` held before (a
    /// sibling's, usually: the parent's may be stale after an evaluation
    /// the cache answered), else afresh.
    pub fn update_from(&self, pos: &Position, parent: &Accumulator, acc: &mut Accumulator) {
        let board = pos.board();
        let from_parent = if parent.valid {
            Changes::between(&parent.board, board)
        } else {
            None
        };
        match from_parent {
            Some(changes) => self.apply(parent, &changes, board, acc),
            None => self.update(pos, acc),
        }
    }

    /// Brings `acc` from the board it holds to `pos`'s, point by point
    /// where few points differ, else afresh.
    pub fn update(&self, pos: &Position, acc: &mut Accumulator) {
        let board = pos.board();
        let changes = match acc.valid {
            true => Changes::between(&acc.board, board),
            false => None,
        };
        let Some(changes) = changes else {
            return self.refresh(pos, acc);
        };
        let h = self.hidden;
        for view in 0..2 {
            self.apply_rows(view, &changes, &mut acc.vals[view][..h]);
        }
        acc.board = *board;
    }

    /// Takes the rows of the pieces gone off `vals` and adds those come.
    #[inline(always)]
    fn apply_rows(&self, view: usize, changes: &Changes, vals: &mut [i16]) {
        for &(code, sq) in changes.subs() {
            sub_row(vals, self.row(view, code, sq));
        }
        for &(code, sq) in changes.adds() {
            add_row(vals, self.row(view, code, sq));
        }
    }

    /// `acc` = `parent` with `changes` applied, in one pass over each
    /// view for the usual quiet move and capture (the copy and the rows
    /// fused, rather than a copy followed by a pass per row).
    #[inline(always)]
    fn apply(&self, parent: &Accumulator, changes: &Changes, board: &[Occupant; 90], acc: &mut Accumulator) {
        let h = self.hidden;
        for view in 0..2 {
            let src = &parent.vals[view][..h];
            let dst = &mut acc.vals[view][..h];
            match (changes.subs(), changes.adds()) {
                (&[(s0, q0)], &[(a0, p0)]) => {
                    let (s0, a0) = (self.row(view, s0, q0), self.row(view, a0, p0));
                    for (((d, &v), &s0), &a0) in dst.iter_mut().zip(src).zip(s0).zip(a0) {
                        *d = v.wrapping_sub(s0).wrapping_add(a0);
                    }
                }
                (&[(s0, q0), (s1, q1)], &[(a0, p0)]) => {
                    let (s0, s1) = (self.row(view, s0, q0), self.row(view, s1, q1));
                    let a0 = self.row(view, a0, p0);
                    let rows = s0.iter().zip(s1).zip(a0);
                    for ((d, &v), ((&s0, &s1), &a0)) in dst.iter_mut().zip(src).zip(rows) {
                        *d = v.wrapping_sub(s0).wrapping_sub(s1).wrapping_add(a0);
                    }
                }
                _ => {
                    dst.copy_from_slice(src);
                    self.apply_rows(view, changes, dst);
                }
            }
        }
        acc.board = *board;
        acc.valid = true;
    }

    /// The evaluation of the board `acc` holds with `pos`'s side to move
    /// (`acc` must be up to date with `pos`).
    #[must_use]
    pub fn evaluate_with(&self, pos: &Position, acc: &Accumulator) -> i32 {
        debug_assert!(acc.valid && acc.board == *pos.board());
        let h = self.hidden;
        let stm = pos.turn().index();
        let mut y = i64::from(self.b2);
        for (v, view) in [stm, 1 - stm].into_iter().enumerate() {
            y += i64::from(output(&acc.vals[view][..h], &self.w2[v * h..(v + 1) * h]));
        }
        let net = (y * i64::from(self.out_scale) / i64::from(QA * QB)) as i32;
        if self.residual {
            net + super::evaluate(pos)
        } else {
            net
        }
    }

    /// Evaluation of `pos` from the side to move's point of view, in
    /// centipawns, computed afresh.
    #[must_use]
    pub fn evaluate(&self, pos: &Position) -> i32 {
        let mut acc = Accumulator::new();
        self.refresh(pos, &mut acc);
        self.evaluate_with(pos, &acc)
    }
}

/// Most changed points an update applies one by one; beyond, it refreshes.
const MAX_CHANGED: usize = 8;

/// The rows by which one board's first layer differs from another's:
/// the pieces gone from their points and the pieces come to theirs, as
/// (`Occupant::index` code, point).
struct Changes {
    subs: [(usize, usize); MAX_CHANGED],
    adds: [(usize, usize); MAX_CHANGED],
    n_subs: usize,
    n_adds: usize,
}

impl Changes {
    /// The changes from `before` to `after`; `None` beyond `MAX_CHANGED`
    /// changed points, where a fresh sum is cheaper.
    #[inline(always)]
    fn between(before: &[Occupant; 90], after: &[Occupant; 90]) -> Option<Changes> {
        let mut c = Changes {
            subs: [(0, 0); MAX_CHANGED],
            adds: [(0, 0); MAX_CHANGED],
            n_subs: 0,
            n_adds: 0,
        };
        let mut points = 0;
        for (sq, (a, b)) in before.iter().zip(after).enumerate() {
            if a != b {
                if points == MAX_CHANGED {
                    return None;
                }
                points += 1;
                if a.index() != 0 {
                    c.subs[c.n_subs] = (a.index(), sq);
                    c.n_subs += 1;
                }
                if b.index() != 0 {
                    c.adds[c.n_adds] = (b.index(), sq);
                    c.n_adds += 1;
                }
            }
        }
        Some(c)
    }

    fn subs(&self) -> &[(usize, usize)] {
        &self.subs[..self.n_subs]
    }

    fn adds(&self) -> &[(usize, usize)] {
        &self.adds[..self.n_adds]
    }
}

/// A network's first layer for one board, both players' views (by
/// player, not by side to move, so that a move changes no more than its
/// points), kept between evaluations: the next board costs only the
/// points where it differs.
#[derive(Clone)]
pub struct Accumulator {
    board: [Occupant; 90],
    vals: [[i16; MAX_HIDDEN]; 2],
    valid: bool,
}

impl Accumulator {
    /// An accumulator that holds no board yet.
    #[must_use]
    pub fn new() -> Accumulator {
        Accumulator {
            board: [Occupant::EMPTY; 90],
            vals: [[0; MAX_HIDDEN]; 2],
            valid: false,
        }
    }
}

impl Default for Accumulator {
    fn default() -> Accumulator {
        Accumulator::new()
    }
}

impl std::fmt::Debug for Accumulator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Accumulator")
            .field("valid", &self.valid)
            .finish_non_exhaustive()
    }
}

#[inline(always)]
fn sub_row(acc: &mut [i16], row: &[i16]) {
    acc.iter_mut().zip(row).for_each(|(a, w)| *a = a.wrapping_sub(*w));
}

#[inline(always)]
fn add_row(acc: &mut [i16], row: &[i16]) {
    acc.iter_mut().zip(row).for_each(|(a, w)| *a = a.wrapping_add(*w));
}

/// One view's share of the output: its clipped values weighed.
#[inline(always)]
fn output(acc: &[i16], w2: &[i16]) -> i32 {
    acc.iter()
        .zip(w2)
        .map(|(&a, &w)| i32::from(a.clamp(0, QA as i16)) * i32::from(w))
        .sum()
}

#[cfg(test)]
mod tests;
