//! Tuning values of the search, time management and move ordering, in one
//! place (the evaluation's weights are in `weights.rs`). Values are centipawns (1/100 of a Xiangqi soldier, or of half a
//! Janggi point) unless a name says otherwise.
//!
//! Arrays indexed by piece kind follow `Role` order: general, advisor,
//! elephant, horse, chariot, cannon, soldier.

// -- piece values -----------------------------------------------------------

/// Piece values for move ordering and pruning, Xiangqi (the evaluation
/// has its own, in `weights.rs`).
pub const XQ_VALUE: [i32; 7] = [0, 200, 200, 430, 950, 460, 90];

/// Piece values for move ordering and pruning, Janggi.
pub const JG_VALUE: [i32; 7] = [0, 280, 320, 480, 1300, 680, 190];

// -- Xiangqi endgame scaling ------------------------------------------------

/// Xiangqi endings the stronger side cannot or can hardly win: its
/// evaluation is multiplied by these sixteenths (see `eval::xq_scale`).
/// The side ahead has no piece that can cross the river (advisors and
/// elephants never do).
pub const XQ_SCALE_NO_ATTACKER: i32 = 0;
/// One soldier against two or more defenders (advisors and elephants),
/// soldiers on the last rank only, or a lone cannon against anything but a
/// bare general (it needs a screen).
pub const XQ_SCALE_LONE_MINOR_DRAW: i32 = 2;
/// A lone horse against two elephants or three defenders; a lone chariot
/// against both advisors and both elephants ("a single chariot cannot
/// break a full defence").
pub const XQ_SCALE_FULL_DEFENCE: i32 = 3;
/// A lone horse against two advisors, one soldier against one defender,
/// two soldiers against a full defence.
pub const XQ_SCALE_HARD: i32 = 8;
/// Two attackers, no chariot, against a full defence and nothing else.
pub const XQ_SCALE_TWO_MINORS: i32 = 10;

// -- search -----------------------------------------------------------------

/// Null-move reduction: `R = NULL_BASE + depth / NULL_DIV`.
pub const NULL_BASE: i32 = 3;
pub const NULL_DIV: i32 = 4;
/// ... plus one per this much static evaluation above beta (at most 3).
pub const NULL_EVAL_DIV: i32 = 200;
/// ProbCut: from `PROBCUT_DEPTH`, a capture whose search `depth - 4` plies
/// deep beats beta by `PROBCUT_MARGIN` cuts the node.
pub const PROBCUT_DEPTH: i32 = 5;
pub const PROBCUT_MARGIN: i32 = 160;
/// Internal iterative reduction: nodes without a hash move from this depth.
pub const IIR_DEPTH: i32 = 4;
/// Reverse futility: a node at depth <= `RFP_DEPTH` whose static evaluation
/// beats beta by `RFP_MARGIN * depth` returns at once.
pub const RFP_DEPTH: i32 = 6;
pub const RFP_MARGIN: i32 = 90;
/// Futility for quiet moves at depth <= `FUTILITY_DEPTH`.
pub const FUTILITY_DEPTH: i32 = 3;
pub const FUTILITY_MARGIN: i32 = 120;
/// Singular extension: from this depth, the hash move is extended when
/// every other move stays below its score minus `SINGULAR_MARGIN * depth`.
pub const SINGULAR_DEPTH: i32 = 8;
pub const SINGULAR_MARGIN: i32 = 2;
/// Late move pruning: quiet moves after `LMP_BASE + depth * depth` at low
/// depth (two thirds of that when the static evaluation is not improving).
pub const LMP_DEPTH: i32 = 4;
pub const LMP_BASE: i32 = 3;
/// Quiet moves whose history is below `-HISTORY_PRUNE_MARGIN * depth` are
/// pruned at depth <= `HISTORY_PRUNE_DEPTH`.
pub const HISTORY_PRUNE_DEPTH: i32 = 3;
pub const HISTORY_PRUNE_MARGIN: i32 = 4_000;
/// Late move reductions: `ln(depth) * ln(moves) / LMR_DIV + LMR_BASE`.
/// (`LMR_DIV` 1.7 against 2.0, 300 games at 30,000 nodes/move: Xiangqi
/// 53.2%, Janggi 51.2%; 1.5 against 1.7: Xiangqi 45.8% over 119 games.)
pub const LMR_BASE: f64 = 0.5;
pub const LMR_DIV: f64 = 1.7;
/// ... plus this much at nodes expected to fail high (cut nodes).
pub const LMR_CUT_NODE: i32 = 2;
/// ... minus this much for a quiet move that gives check. (Checks were
/// not reduced at all before bench 815,226: reducing them scored 53.0%
/// in Xiangqi and 60.5% in Janggi, 300 games each at 30,000 nodes/move.)
pub const LMR_CHECK: i32 = 1;
/// Exchange-evaluation pruning at depth <= `SEE_PRUNE_DEPTH` (not at PV
/// nodes, not in check, not checks): quiet moves losing more than
/// `SEE_QUIET_MARGIN * depth * depth`, captures losing more than
/// `SEE_CAPTURE_MARGIN * depth`.
pub const SEE_PRUNE_DEPTH: i32 = 6;
pub const SEE_QUIET_MARGIN: i32 = 25;
pub const SEE_CAPTURE_MARGIN: i32 = 100;
/// Late move reductions change by one per this much history.
/// (The history of a quiet move is the sum of its butterfly entry and
/// both continuation entries.)
pub const LMR_HISTORY_DIV: i32 = 12_000;
/// Delta pruning in quiescence.
pub const DELTA_MARGIN: i32 = 150;
/// Quiescence looks for "no legal move" when the side to move has at most
/// this many pieces.
pub const STALEMATE_PIECES: u32 = 4;
/// Aspiration window half-width.
pub const ASPIRATION: i32 = 35;
/// Correction history: entries per table (a power of two), the entry
/// bound, and entry units per centipawn of correction (two tables add up).
pub const CORR_SIZE: usize = 16_384;
pub const CORR_LIMIT: i32 = 1_024;
pub const CORR_UNITS_PER_CP: i32 = 16;
/// History entries stay within +-`HISTORY_MAX`.
pub const HISTORY_MAX: i32 = 16_384;
/// History bonus of a quiet move that cut off at `depth` (and malus of the
/// quiet moves tried before it): `QUAD * depth^2 + LIN * depth`, at most
/// `HISTORY_BONUS_MAX`. A bonus a hundred times larger (32, 160, 2,400:
/// Stockfish's scale) scored 48.8% in Janggi (600 games at 10,000
/// nodes/move against this one).
pub const HISTORY_BONUS_QUAD: i32 = 1;
pub const HISTORY_BONUS_LIN: i32 = 0;
pub const HISTORY_BONUS_MAX: i32 = 400;
// The update `h += b - h * |b| / HISTORY_MAX` keeps an entry (an `i16` in
// the continuation tables) within +-HISTORY_MAX only while |b| <= HISTORY_MAX.
const _: () = assert!(HISTORY_BONUS_MAX <= HISTORY_MAX && HISTORY_MAX <= i16::MAX as i32);
/// History from the previous move's search is divided by this.
pub const HISTORY_KEEP_DIV: i32 = 2;

// -- time -------------------------------------------------------------------

/// Milliseconds kept back from every clock deadline for communication.
pub const MOVE_OVERHEAD_MS: u64 = 15;
/// Milliseconds kept back from a fixed `movetime` (nothing is lost on the
/// clock by using it up, and a reply takes well under a millisecond).
pub const MOVETIME_OVERHEAD_MS: u64 = 3;
/// Moves assumed left when the clock does not say.
pub const DEFAULT_MOVES_TO_GO: u64 = 30;
/// A new iteration is not started past this fraction of the soft budget.
pub const SOFT_STOP_FRACTION: f64 = 0.55;
/// The hard limit is at most this many soft budgets.
pub const HARD_FACTOR: u64 = 4;

/// Entries of the static evaluation cache (a power of two; 8 bytes each).
pub const EVAL_CACHE: usize = 1 << 16;
