//! The evaluation's weights: one table per game, indexed by the feature
//! constants below. Values are centipawns (1/100 of a Xiangqi soldier, or
//! of half a Janggi point). The tables are written by `palace tune`, which
//! fits them to positions labelled by a stronger searcher (see
//! `tools/tune/README.md`); edit the constants' meaning here, the numbers
//! by re-running the tuner.

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
/// Number of features.
pub const N_FEATURES: usize = CANNON_EMPTY + 1;
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
    0, 123, 99, 327, 857, 575, 137,
    // general: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,   -5,   27,
       0,    0,    0,   -9,   -5,
       0,    0,    0,   -4,   -4,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // advisor: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,  -11,    0,
       0,    0,    0,    0,   18,
       0,    0,    0,   -6,    0,
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
     -12,    0,    0,    0,   19,
       0,    0,    0,    0,    0,
       0,    0,   -4,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // horse: ranks 0..9 from its own side, files edge..centre
       0,  -20,    1,    1,    0,
      -2,    0,   -4,   -3,   -5,
      -8,   -1,    6,    1,   -4,
      -1,   -1,   -1,   -2,    3,
      -1,    0,    4,    7,    2,
       1,    1,    2,    7,   -1,
      -1,    7,   -7,    7,   -1,
       1,    0,   -5,    1,    4,
       1,    4,    4,    1,    1,
       0,    0,    1,    1,    0,
    // chariot: ranks 0..9 from its own side, files edge..centre
     -18,    7,    0,    1,    0,
     -12,   -4,   -3,    0,    0,
      -8,   -1,    1,   -1,    1,
      -1,    3,    2,    5,    3,
       0,   -1,    2,    3,    2,
      -5,    3,    3,    0,    4,
       0,    9,    0,   -2,    3,
       1,    1,    3,    0,    1,
       1,    6,   -2,   -4,    0,
       0,   -1,   -2,   -4,    1,
    // cannon: ranks 0..9 from its own side, files edge..centre
      -1,   -4,   -1,    0,    0,
      -1,   -1,    4,    1,    1,
       1,    5,    2,    5,   -1,
      -1,   -3,    0,    1,    0,
      -5,    3,   -1,    2,   10,
       0,   -4,    1,    1,    5,
      -7,   -5,   -1,   -1,   10,
      -1,   -1,   -1,   -1,   -1,
       0,   -4,   -6,   -2,    0,
       2,    2,   -1,   -1,   -1,
    // soldier: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
     -19,    0,  -22,    0,   15,
     -11,    0,    1,    0,   -2,
      -1,    0,   11,   11,   10,
       0,    4,   -5,    4,    5,
      -1,    2,   -1,    3,    2,
      -2,    1,    1,    7,    0,
       0,    1,   -4,   -4,   -5,
    23, // horse mobility
    8, // chariot mobility
    17, // horse palace
    4, // chariot palace
    -71, // safety advisor x chariot
    -46, // safety advisor x horse
    -6, // safety advisor x cannon
    -26, // safety advisor x soldier
    -36, // safety elephant x chariot
    -25, // safety elephant x horse
    -30, // safety elephant x cannon
    -17, // safety elephant x soldier
    45, // near general chariot
    27, // near general horse
    -16, // near general cannon
    99, // near general soldier
    123, // cannon aim
    65, // cannon central
    14, // cannon screens
    6, // soldier connected
    0, // han points
    76, // tempo
    8, // horse screens
    0, // cannon empty
];

/// Weights, Janggi.
#[rustfmt::skip]
pub static JG_WEIGHTS: [i32; N_FEATURES] = [
    // material: general, advisor, elephant, horse, chariot, cannon, soldier
    0, 195, 299, 463, 1146, 573, 228,
    // general: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,   -2,   19,
       0,    0,    0,   -4,   22,
       0,    0,    0,  -33,   -2,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // advisor: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,  -11,   -7,
       0,    0,    0,   -3,   12,
       0,    0,    0,   -1,    9,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // elephant: ranks 0..9 from its own side, files edge..centre
       0,  -16,  -23,    0,    0,
      -4,   -3,   -2,    3,   -1,
      -1,    0,    0,    2,    2,
      -2,    0,    0,   22,   13,
       2,    1,    0,    2,    1,
      -2,    1,    0,    3,    1,
       1,    0,    8,    4,    1,
      -2,    0,    0,    0,    0,
       1,   -2,   -2,    0,    0,
      -2,   -2,    0,   -2,    0,
    // horse: ranks 0..9 from its own side, files edge..centre
      -1,  -12,  -11,   -1,    0,
      -2,   -1,   -4,   -8,    0,
     -14,    1,   29,   15,   -1,
      -1,    0,   -2,    3,    6,
      -1,   -1,   -6,   -1,    5,
       0,    0,    0,    6,    0,
       2,    3,    1,    4,    0,
       1,   -1,   -2,   -1,   -1,
       0,    1,   -1,   -1,    0,
       1,    0,   -2,    0,    0,
    // chariot: ranks 0..9 from its own side, files edge..centre
     -13,   -4,    7,   -3,   -1,
     -14,   -5,   -4,    2,    0,
      -4,    1,   -2,   -2,    0,
      -1,    0,   -2,    2,    6,
      -2,    3,    4,    5,    2,
       1,    1,    1,   -6,    3,
       2,    5,    0,   -3,    1,
       3,    2,    0,   -1,   -1,
       1,   -2,    0,    0,    0,
       2,    2,   -1,   -2,    1,
    // cannon: ranks 0..9 from its own side, files edge..centre
      -5,   -3,    1,   10,   16,
       2,    0,    3,    8,    5,
      -4,  -20,   -6,   17,   33,
       2,   -5,    1,    0,    2,
       0,   -3,   -1,    2,    4,
      -5,   -3,   -1,    0,   15,
      -3,   -3,   -3,   -1,    5,
      -3,   -7,   -3,    1,    1,
      -9,   -6,  -10,   -3,    0,
     -10,  -10,   -5,    1,   -1,
    // soldier: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
     -19,   -1,    4,   -2,    5,
     -20,   -2,    7,   19,   14,
     -14,   -1,    1,    6,    2,
      -2,    4,    3,    6,    3,
      -1,    0,    5,    3,    1,
      -1,   -1,    0,    0,    0,
      -4,   -3,  -11,   -1,    0,
    16, // horse mobility
    7, // chariot mobility
    2, // horse palace
    12, // chariot palace
    -33, // safety advisor x chariot
    -32, // safety advisor x horse
    -44, // safety advisor x cannon
    10, // safety advisor x soldier
    20, // safety elephant x chariot
    -9, // safety elephant x horse
    -16, // safety elephant x cannon
    9, // safety elephant x soldier
    40, // near general chariot
    61, // near general horse
    -17, // near general cannon
    47, // near general soldier
    0, // cannon aim
    0, // cannon central
    19, // cannon screens
    12, // soldier connected
    11, // han points
    110, // tempo
    7, // horse screens
    0, // cannon empty
];
