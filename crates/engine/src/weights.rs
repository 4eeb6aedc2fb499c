//! The evaluation's weights: one table per game, indexed by the feature
//! constants below. Values are centipawns (1/100 of a Xiangqi soldier, or
//! of half a Janggi point). The tables are written by `palace tune`, which
//! fits them to positions labelled by a stronger searcher (see
//! `tools/tune/README.md`); edit the constants' meaning here, the numbers
//! by re-running the tuner. One hand adjustment, measured in games, sits on
//! top of the fit: the Janggi near-general chariot, horse and soldier
//! weights were scaled by 1.5 (73/49/71 -> 110/74/107; against
//! Fairy-Stockfish at 100 ms 75.0% vs 71.2% over the same 200 games). The
//! tuner starts from the table as it stands, so a refit may move them back:
//! measure such a refit in games before keeping it.

/// Material, one per piece kind in `Role` order: general, advisor,
/// elephant, horse, chariot, cannon, soldier.
pub const MATERIAL: usize = 0;
/// Piece-square tables, one per piece kind, `PST_POINTS` each: relative
/// rank (0 = own back rank) times 5 plus the file counted from the nearer
/// edge (4 = centre file). See `eval::pst_index`.
pub const PST: usize = 7;
pub const PST_POINTS: usize = 50;
/// Per reachable point of a horse.
pub const HORSE_MOBILITY: usize = PST + 7 * PST_POINTS;
/// Per reachable point of a chariot.
pub const CHARIOT_MOBILITY: usize = HORSE_MOBILITY + 1;
/// Per point of the enemy palace a horse reaches.
pub const HORSE_PALACE: usize = HORSE_MOBILITY + 2;
/// Per point of the enemy palace a chariot reaches.
pub const CHARIOT_PALACE: usize = HORSE_MOBILITY + 3;
/// Per missing advisor times each enemy chariot, horse, cannon, crossed
/// soldier (four features).
pub const SAFETY_ADVISOR: usize = HORSE_MOBILITY + 4;
/// Per missing elephant times each enemy chariot, horse, cannon, crossed
/// soldier (four features).
pub const SAFETY_ELEPHANT: usize = SAFETY_ADVISOR + 4;
/// Chariot, horse, cannon, soldier within two files and three ranks of the
/// enemy general (four features).
pub const NEAR_GENERAL: usize = SAFETY_ELEPHANT + 4;
/// Cannon on the enemy general's file with exactly one piece between.
pub const CANNON_AIM: usize = NEAR_GENERAL + 4;
/// Xiangqi: cannon on the central file while 24 or more pieces are on the board.
pub const CANNON_CENTRAL: usize = CANNON_AIM + 1;
/// Per cannon, per piece on the board beyond `PIECES_BASE`.
pub const CANNON_SCREENS: usize = CANNON_AIM + 2;
/// Soldier with a friendly soldier beside it.
pub const SOLDIER_CONNECTED: usize = CANNON_AIM + 3;
/// Janggi: Han's bonus where some ending is decided on points (Han's 1.5).
pub const HAN_POINTS: usize = CANNON_AIM + 4;
/// The side to move.
pub const TEMPO: usize = CANNON_AIM + 5;
/// Per horse, per piece on the board beyond `PIECES_BASE`.
pub const HORSE_SCREENS: usize = TEMPO + 1;
/// Cannon on the enemy general's file with nothing between.
pub const CANNON_EMPTY: usize = HORSE_SCREENS + 1;
/// Per point a cannon can move to or capture on.
pub const CANNON_MOBILITY: usize = CANNON_EMPTY + 1;
/// Per point an elephant can move to or capture on.
pub const ELEPHANT_MOBILITY: usize = CANNON_EMPTY + 2;
/// Per point of the enemy palace a cannon reaches.
pub const CANNON_PALACE: usize = CANNON_EMPTY + 3;
/// Threatened pieces, twelve features for the side to move and then
/// twelve for the other side: attacked and not defended (advisor,
/// elephant, horse, chariot, cannon, soldier), then attacked by a piece
/// worth less (the same six kinds). These, `CANNON_MOBILITY`,
/// `ELEPHANT_MOBILITY`, `CANNON_PALACE` and `PALACE_ATTACKED` cost about a
/// third of the nodes per second; Xiangqi left them out until they were
/// fitted to 47k positions (held-out loss 0.00957 -> 0.00933).
pub const THREATS: usize = CANNON_EMPTY + 4;
/// Per point of the own palace the enemy attacks.
pub const PALACE_ATTACKED: usize = THREATS + 24;
/// General safety beyond a sum: with `n` chariots, horses and soldiers
/// within two files and three ranks of the enemy general plus cannons on
/// its file with at most one piece between, `n (n - 1) / 2` (pairs of
/// attackers), and `n` times the enemy's missing advisors and elephants.
pub const NEAR_PAIRS: usize = PALACE_ATTACKED + 1;
pub const NEAR_X_MISSING: usize = PALACE_ATTACKED + 2;
/// The square of the danger units of an attack on the enemy general
/// (`eval::danger`): pieces bearing on its palace, palace points only the
/// general covers, kinds of piece with a safe or an unsafe check, no
/// chariot left. Weight 0 in both tables, where it is not computed: with
/// weight 1 in Janggi (bench 652,058) no screen against Fairy-Stockfish
/// told it from the table without it once its speed cost was charged
/// (docs/engine-log.md).
pub const KING_DANGER: usize = PALACE_ATTACKED + 3;
/// Number of features.
pub const N_FEATURES: usize = PALACE_ATTACKED + 4;
/// Cannon and horse terms: pieces on the board that count as none.
pub const PIECES_BASE: i32 = 20;

/// Names of the scalar features after the tables, in order (for the tuner's output).
pub const SCALAR_NAMES: [&str; N_FEATURES - HORSE_MOBILITY] = [
    "horse mobility",
    "chariot mobility",
    "horse palace",
    "chariot palace",
    "safety advisor x chariot",
    "safety advisor x horse",
    "safety advisor x cannon",
    "safety advisor x soldier",
    "safety elephant x chariot",
    "safety elephant x horse",
    "safety elephant x cannon",
    "safety elephant x soldier",
    "near general chariot",
    "near general horse",
    "near general cannon",
    "near general soldier",
    "cannon aim",
    "cannon central",
    "cannon screens",
    "soldier connected",
    "han points",
    "tempo",
    "horse screens",
    "cannon empty",
    "cannon mobility",
    "elephant mobility",
    "cannon palace",
    "mover hanging advisor",
    "mover hanging elephant",
    "mover hanging horse",
    "mover hanging chariot",
    "mover hanging cannon",
    "mover hanging soldier",
    "mover attacked by less advisor",
    "mover attacked by less elephant",
    "mover attacked by less horse",
    "mover attacked by less chariot",
    "mover attacked by less cannon",
    "mover attacked by less soldier",
    "waiting hanging advisor",
    "waiting hanging elephant",
    "waiting hanging horse",
    "waiting hanging chariot",
    "waiting hanging cannon",
    "waiting hanging soldier",
    "waiting attacked by less advisor",
    "waiting attacked by less elephant",
    "waiting attacked by less horse",
    "waiting attacked by less chariot",
    "waiting attacked by less cannon",
    "waiting attacked by less soldier",
    "palace attacked",
    "near general pairs",
    "near general x missing guards",
    "king danger",
];

/// Piece kind names in `Role` order.
pub const ROLE_NAMES: [&str; 7] = [
    "general", "advisor", "elephant", "horse", "chariot", "cannon", "soldier",
];

/// Renders a weight table as Rust source (what `palace tune` writes).
#[must_use]
pub fn render(name: &str, doc: &str, w: &[i32]) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let _ = writeln!(s, "/// {doc}");
    let _ = writeln!(s, "#[rustfmt::skip]");
    let _ = writeln!(s, "pub static {name}: [i32; N_FEATURES] = [");
    let _ = writeln!(s, "    // material: {}", ROLE_NAMES.join(", "));
    let mat: Vec<String> = w[MATERIAL..MATERIAL + 7]
        .iter()
        .map(|v| format!("{v},"))
        .collect();
    let _ = writeln!(s, "    {}", mat.join(" "));
    for (r, role) in ROLE_NAMES.iter().enumerate() {
        let _ = writeln!(
            s,
            "    // {role}: ranks 0..9 from its own side, files edge..centre"
        );
        for rank in 0..10 {
            let at = PST + r * PST_POINTS + rank * 5;
            let row: Vec<String> = w[at..at + 5].iter().map(|v| format!("{v:5},")).collect();
            let _ = writeln!(s, "   {}", row.join(""));
        }
    }
    for (i, n) in SCALAR_NAMES.iter().enumerate() {
        let _ = writeln!(s, "    {}, // {n}", w[HORSE_MOBILITY + i]);
    }
    let _ = writeln!(s, "];");
    s
}

// The tables below are written by `palace tune --write`.
/// Weights, Xiangqi.
#[rustfmt::skip]
pub static XQ_WEIGHTS: [i32; N_FEATURES] = [
    // material: general, advisor, elephant, horse, chariot, cannon, soldier
    0, 36, 92, 307, 800, 492, 128,
    // general: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,   -4,   19,
       0,    0,    0,   -9,   -2,
       0,    0,    0,   -3,   -1,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // advisor: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,   -2,    0,
       0,    0,    0,    0,   19,
       0,    0,    0,  -16,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // elephant: ranks 0..9 from its own side, files edge..centre
       0,    0,   -3,    0,    0,
       0,    0,    0,    0,    0,
     -16,    0,    0,    0,   19,
       0,    0,    0,    0,    0,
       0,    0,   -1,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // horse: ranks 0..9 from its own side, files edge..centre
       0,  -28,    4,    0,    0,
      -2,    0,   -3,   -2,   -9,
      -8,   -2,    4,    5,   -1,
       0,    0,    1,   -2,    6,
       1,    0,    5,   11,    1,
       1,    0,   -1,    7,   -3,
      -1,    6,   -6,    6,   -2,
       3,    1,   -5,    1,    3,
       0,    2,    8,    1,    1,
       0,    1,    1,    1,    0,
    // chariot: ranks 0..9 from its own side, files edge..centre
     -17,   12,    4,    4,    0,
      -7,   -6,   -3,   -3,   -1,
      -9,   -2,   -2,    4,    1,
      -1,    2,    2,    0,    2,
      -1,   -1,    3,   -1,    1,
       0,    3,    3,    3,    2,
       1,    6,    0,   -9,    2,
       1,   -1,   -2,    4,    2,
       0,    1,   -6,    0,    1,
       0,    1,    3,    3,    1,
    // cannon: ranks 0..9 from its own side, files edge..centre
      -2,   -2,   -2,    2,    0,
      -1,   -1,    0,   -2,   -1,
       2,    4,    5,    4,   -2,
       0,   -2,    0,   -3,   -1,
      -5,   -1,    0,   -4,    4,
      -1,   -4,   -1,   -2,   11,
      -3,    0,   -3,   -3,    4,
       0,   -2,   -1,    0,   -2,
       0,   -2,   -1,    0,    0,
       7,    8,   -1,    1,    0,
    // soldier: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
     -17,    0,  -22,    0,   13,
      -8,    0,    2,    0,    6,
       0,    2,   15,    4,    7,
      -1,    1,    3,    3,    2,
       0,    1,    2,    5,    1,
      -1,    1,    0,   -1,    0,
      -1,   -3,   -6,   -7,   -4,
    24, // horse mobility
    8, // chariot mobility
    5, // horse palace
    -1, // chariot palace
    -116, // safety advisor x chariot
    -60, // safety advisor x horse
    -3, // safety advisor x cannon
    -54, // safety advisor x soldier
    -38, // safety elephant x chariot
    -29, // safety elephant x horse
    -35, // safety elephant x cannon
    -11, // safety elephant x soldier
    31, // near general chariot
    3, // near general horse
    -24, // near general cannon
    61, // near general soldier
    123, // cannon aim
    38, // cannon central
    13, // cannon screens
    -11, // soldier connected
    0, // han points
    66, // tempo
    7, // horse screens
    106, // cannon empty
    3, // cannon mobility
    -4, // elephant mobility
    4, // cannon palace
    -59, // mover hanging advisor
    -62, // mover hanging elephant
    -64, // mover hanging horse
    34, // mover hanging chariot
    -99, // mover hanging cannon
    -28, // mover hanging soldier
    -44, // mover attacked by less advisor
    -42, // mover attacked by less elephant
    -41, // mover attacked by less horse
    -66, // mover attacked by less chariot
    -33, // mover attacked by less cannon
    0, // mover attacked by less soldier
    -95, // waiting hanging advisor
    -67, // waiting hanging elephant
    -94, // waiting hanging horse
    144, // waiting hanging chariot
    -126, // waiting hanging cannon
    -52, // waiting hanging soldier
    -3, // waiting attacked by less advisor
    -29, // waiting attacked by less elephant
    -15, // waiting attacked by less horse
    -178, // waiting attacked by less chariot
    -95, // waiting attacked by less cannon
    0, // waiting attacked by less soldier
    -7, // palace attacked
    47, // near general pairs
    -7, // near general x missing guards
    0, // king danger
];

/// Weights, Janggi.
#[rustfmt::skip]
pub static JG_WEIGHTS: [i32; N_FEATURES] = [
    // material: general, advisor, elephant, horse, chariot, cannon, soldier
    0, 265, 306, 548, 1253, 629, 238,
    // general: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,    6,   24,
       0,    0,    0,   -9,   17,
       0,    0,    0,  -27,  -11,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // advisor: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,   -6,  -14,
       0,    0,    0,   -2,   21,
       0,    0,    0,    1,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // elephant: ranks 0..9 from its own side, files edge..centre
      -1,  -12,   -2,    0,    0,
      -3,   -1,    0,   -1,    0,
      -1,    1,    0,    1,   -1,
      -2,    0,    0,   11,   10,
       1,    0,    0,    1,   -1,
       0,    5,    1,    0,    0,
       1,    2,    1,    0,    0,
       1,    0,    0,    0,    0,
      -1,    0,   -1,    0,    0,
      -6,   -1,    0,   -1,   -1,
    // horse: ranks 0..9 from its own side, files edge..centre
      -3,  -23,  -11,   -2,   -1,
     -11,    0,    4,   -1,   -3,
      -8,   -3,   25,   27,    1,
      -2,   -1,   -2,    2,    1,
       1,    0,    3,    3,    0,
       0,    1,    3,    2,    2,
       1,    0,   -1,   -3,    2,
       1,    0,   -4,    0,    1,
      -1,    0,   -2,    0,    0,
       0,    0,    0,    0,    0,
    // chariot: ranks 0..9 from its own side, files edge..centre
      -9,   -1,    7,   -1,    0,
      -4,   -2,   -1,    1,   -1,
      -2,   -1,    0,    0,   -1,
      -1,   -2,   -1,    1,    0,
      -3,   -1,    8,   -3,    3,
       0,   -1,    3,   -5,   -1,
       1,    2,    5,   -9,    0,
       3,    3,    1,    1,    1,
      -2,    2,    1,    0,    0,
       5,   -2,    1,    3,    0,
    // cannon: ranks 0..9 from its own side, files edge..centre
      -5,   -4,    0,   21,   11,
      -1,   -1,    4,   14,    1,
      -9,  -17,   -5,   16,   34,
       1,   -1,   -1,    3,    0,
      -4,   -8,    1,    3,    5,
      -3,   -5,   -1,    2,    4,
      -3,   -3,   -2,    0,    1,
      -4,   -6,   -2,    0,    0,
      -6,   -2,   -1,    1,    0,
      -9,  -14,   -4,   -1,    0,
    // soldier: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
     -23,  -12,    5,   22,   16,
     -18,   -9,   -1,    8,   12,
      -7,   -4,    0,    6,    4,
      -3,   -2,   -1,    4,    3,
       1,    0,    0,    2,    3,
       0,    0,   -2,   -1,    0,
       1,    0,   -3,    0,    0,
    12, // horse mobility
    10, // chariot mobility
    -7, // horse palace
    -2, // chariot palace
    -61, // safety advisor x chariot
    -13, // safety advisor x horse
    -14, // safety advisor x cannon
    -18, // safety advisor x soldier
    -4, // safety elephant x chariot
    20, // safety elephant x horse
    -3, // safety elephant x cannon
    5, // safety elephant x soldier
    110, // near general chariot
    74, // near general horse
    -39, // near general cannon
    107, // near general soldier
    14, // cannon aim
    0, // cannon central
    10, // cannon screens
    7, // soldier connected
    17, // han points
    98, // tempo
    -4, // horse screens
    147, // cannon empty
    9, // cannon mobility
    13, // elephant mobility
    8, // cannon palace
    -35, // mover hanging advisor
    -68, // mover hanging elephant
    -107, // mover hanging horse
    -3, // mover hanging chariot
    -101, // mover hanging cannon
    -61, // mover hanging soldier
    -106, // mover attacked by less advisor
    -63, // mover attacked by less elephant
    -88, // mover attacked by less horse
    -103, // mover attacked by less chariot
    -104, // mover attacked by less cannon
    0, // mover attacked by less soldier
    -77, // waiting hanging advisor
    -94, // waiting hanging elephant
    -130, // waiting hanging horse
    150, // waiting hanging chariot
    -154, // waiting hanging cannon
    -68, // waiting hanging soldier
    -15, // waiting attacked by less advisor
    -102, // waiting attacked by less elephant
    -102, // waiting attacked by less horse
    -298, // waiting attacked by less chariot
    -93, // waiting attacked by less cannon
    0, // waiting attacked by less soldier
    -7, // palace attacked
    11, // near general pairs
    -5, // near general x missing guards
    0, // king danger
];
