//! Tuning values: every number the evaluation and the search use, in one
//! place. Values are centipawns (1/100 of a Xiangqi soldier, or of half a
//! Janggi point) unless a name says otherwise.
//!
//! Arrays indexed by piece kind follow `Role` order: general, advisor,
//! elephant, horse, chariot, cannon, soldier.

// -- evaluation: Xiangqi ----------------------------------------------------

/// Piece values, Xiangqi.
pub const XQ_VALUE: [i32; 7] = [0, 200, 200, 430, 950, 460, 90];
/// A soldier that has crossed the river.
pub const XQ_SOLDIER_CROSSED: i32 = 90;
/// Per rank advanced beyond the river (up to the rank before the last).
pub const XQ_SOLDIER_ADVANCE: i32 = 14;
/// A crossed soldier per file nearer the centre.
pub const XQ_SOLDIER_CENTER: i32 = 8;
/// A soldier on the enemy's back rank ("old soldier") loses this much.
pub const XQ_SOLDIER_LAST_RANK: i32 = 60;
/// Horse per file nearer the centre.
pub const XQ_HORSE_CENTER: i32 = 6;
/// Horse per rank advanced, up to `XQ_HORSE_ADVANCE_MAX` ranks.
pub const XQ_HORSE_ADVANCE: i32 = 8;
pub const XQ_HORSE_ADVANCE_MAX: i32 = 6;
/// Horse still on its back rank.
pub const XQ_HORSE_BACK: i32 = -20;
/// Cannon on the central file while the board is full.
pub const XQ_CANNON_CENTRAL: i32 = 25;
/// Cannon on the enemy general's file with exactly one piece between.
pub const XQ_CANNON_AIM: i32 = 30;
/// General off its back rank, per rank.
pub const XQ_GENERAL_RAISED: i32 = -12;
/// Chariot per rank advanced beyond its own soldiers' rank.
pub const XQ_CHARIOT_ADVANCE: i32 = 4;

// -- evaluation: Janggi -----------------------------------------------------

/// Piece values, Janggi (roughly 100 per Janggi point).
pub const JG_VALUE: [i32; 7] = [0, 280, 320, 480, 1300, 680, 190];
/// Soldier per rank advanced (relative rank 3 = start rank).
pub const JG_SOLDIER_ADVANCE: i32 = 10;
/// Soldier with a friendly soldier beside it (same rank, adjacent file).
pub const JG_SOLDIER_CONNECTED: i32 = 10;
/// Soldier inside the enemy palace.
pub const JG_SOLDIER_PALACE: i32 = 40;
/// Horse and elephant per file nearer the centre.
pub const JG_MINOR_CENTER: i32 = 5;
/// Horse and elephant per rank advanced, up to `JG_MINOR_ADVANCE_MAX`.
pub const JG_MINOR_ADVANCE: i32 = 6;
pub const JG_MINOR_ADVANCE_MAX: i32 = 5;
/// Cannon per piece on the board beyond `JG_CANNON_PIECES_BASE` (screens).
pub const JG_CANNON_PER_PIECE: i32 = 6;
pub const JG_CANNON_PIECES_BASE: i32 = 20;
/// General on the palace centre.
pub const JG_GENERAL_CENTER: i32 = 20;
/// Added to Han in rule sets that decide some ending on points (Han's 1.5).
pub const JG_HAN_POINTS_BONUS: i32 = 150;

// -- evaluation: both games -------------------------------------------------

/// Per reachable point of a horse.
pub const HORSE_MOBILITY: i32 = 7;
/// Per reachable point of a chariot.
pub const CHARIOT_MOBILITY: i32 = 4;
/// Per point of the enemy palace a horse reaches. (Off: with 10 and 6 the
/// engine won 2.5/20 against Fairy-Stockfish at 100 ms/move instead of
/// 7.5/20 without; it overextends.)
pub const PALACE_ATTACK_HORSE: i32 = 0;
/// Per point of the enemy palace a chariot reaches.
pub const PALACE_ATTACK_CHARIOT: i32 = 0;
/// Per missing advisor, times the enemy's attack weight.
pub const MISSING_ADVISOR: i32 = 6;
/// Per missing elephant, times the enemy's attack weight.
pub const MISSING_ELEPHANT: i32 = 4;
/// Attack weight of each attacking piece kind (chariot, horse, cannon, crossed soldier).
pub const ATTACK_CHARIOT: i32 = 4;
pub const ATTACK_HORSE: i32 = 2;
pub const ATTACK_CANNON: i32 = 2;
pub const ATTACK_SOLDIER: i32 = 1;
/// Enemy attacker within two files and three ranks of the general.
pub const NEAR_GENERAL: i32 = 12;
/// Bonus for the side to move.
pub const TEMPO: i32 = 12;

// -- search -----------------------------------------------------------------

/// Null-move reduction: `R = NULL_BASE + depth / NULL_DIV`.
pub const NULL_BASE: i32 = 3;
pub const NULL_DIV: i32 = 4;
/// ... plus one per this much static evaluation above beta (at most 3).
pub const NULL_EVAL_DIV: i32 = 200;
/// Internal iterative reduction: nodes without a hash move from this depth.
pub const IIR_DEPTH: i32 = 4;
/// Reverse futility: a node at depth <= `RFP_DEPTH` whose static evaluation
/// beats beta by `RFP_MARGIN * depth` returns at once.
pub const RFP_DEPTH: i32 = 6;
pub const RFP_MARGIN: i32 = 90;
/// Futility for quiet moves at depth <= `FUTILITY_DEPTH`.
pub const FUTILITY_DEPTH: i32 = 3;
pub const FUTILITY_MARGIN: i32 = 120;
/// Late move pruning: quiet moves after `LMP_BASE + depth * depth` at low depth.
pub const LMP_DEPTH: i32 = 4;
pub const LMP_BASE: i32 = 3;
/// Late move reductions: `ln(depth) * ln(moves) / LMR_DIV + LMR_BASE`.
pub const LMR_BASE: f64 = 0.5;
pub const LMR_DIV: f64 = 2.0;
/// Exchange-evaluation pruning at depth <= `SEE_PRUNE_DEPTH` (not at PV
/// nodes, not in check, not checks): quiet moves losing more than
/// `SEE_QUIET_MARGIN * depth * depth`, captures losing more than
/// `SEE_CAPTURE_MARGIN * depth`.
pub const SEE_PRUNE_DEPTH: i32 = 6;
pub const SEE_QUIET_MARGIN: i32 = 25;
pub const SEE_CAPTURE_MARGIN: i32 = 100;
/// Late move reductions change by one per this much history.
pub const LMR_HISTORY_DIV: i32 = 6_000;
/// Delta pruning in quiescence.
pub const DELTA_MARGIN: i32 = 150;
/// Quiescence looks for "no legal move" when the side to move has at most
/// this many pieces.
pub const STALEMATE_PIECES: u32 = 4;
/// Aspiration window half-width.
pub const ASPIRATION: i32 = 35;
/// History bonus cap.
pub const HISTORY_MAX: i32 = 16_384;

// -- time -------------------------------------------------------------------

/// Milliseconds kept back from every deadline for communication.
pub const MOVE_OVERHEAD_MS: u64 = 15;
/// Moves assumed left when the clock does not say.
pub const DEFAULT_MOVES_TO_GO: u64 = 30;
/// A new iteration is not started past this fraction of the soft budget.
pub const SOFT_STOP_FRACTION: f64 = 0.55;
/// The hard limit is at most this many soft budgets.
pub const HARD_FACTOR: u64 = 4;
