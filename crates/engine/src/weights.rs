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
/// Xiangqi: cannon on the enemy general's file with exactly one piece between.
pub const CANNON_AIM: usize = NEAR_GENERAL + 4;
/// Xiangqi: cannon on the central file while 24 or more pieces are on the board.
pub const CANNON_CENTRAL: usize = CANNON_AIM + 1;
/// Janggi: per cannon, per piece on the board beyond `JG_CANNON_PIECES_BASE`.
pub const CANNON_SCREENS: usize = CANNON_AIM + 2;
/// Janggi: soldier with a friendly soldier beside it.
pub const SOLDIER_CONNECTED: usize = CANNON_AIM + 3;
/// Janggi: Han's bonus where some ending is decided on points (Han's 1.5).
pub const HAN_POINTS: usize = CANNON_AIM + 4;
/// The side to move.
pub const TEMPO: usize = CANNON_AIM + 5;
/// Number of features.
pub const N_FEATURES: usize = TEMPO + 1;
/// Janggi cannon term: pieces on the board that count as no screen.
pub const JG_CANNON_PIECES_BASE: i32 = 20;

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
    0, 200, 200, 430, 950, 460, 90,
    // general: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,    0,    0,
     -12,  -12,  -12,  -12,  -12,
     -24,  -24,  -24,  -24,  -24,
     -36,  -36,  -36,  -36,  -36,
     -48,  -48,  -48,  -48,  -48,
     -60,  -60,  -60,  -60,  -60,
     -72,  -72,  -72,  -72,  -72,
     -84,  -84,  -84,  -84,  -84,
     -96,  -96,  -96,  -96,  -96,
    -108, -108, -108, -108, -108,
    // advisor: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // elephant: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // horse: ranks 0..9 from its own side, files edge..centre
     -20,  -14,   -8,   -2,    4,
       8,   14,   20,   26,   32,
      16,   22,   28,   34,   40,
      24,   30,   36,   42,   48,
      32,   38,   44,   50,   56,
      40,   46,   52,   58,   64,
      48,   54,   60,   66,   72,
      48,   54,   60,   66,   72,
      48,   54,   60,   66,   72,
      48,   54,   60,   66,   72,
    // chariot: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       4,    4,    4,    4,    4,
       8,    8,    8,    8,    8,
      12,   12,   12,   12,   12,
      16,   16,   16,   16,   16,
      20,   20,   20,   20,   20,
      24,   24,   24,   24,   24,
    // cannon: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // soldier: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
      90,   98,  106,  114,  122,
     104,  112,  120,  128,  136,
     118,  126,  134,  142,  150,
     132,  140,  148,  156,  164,
      72,   80,   88,   96,  104,
    7, // horse mobility
    4, // chariot mobility
    0, // horse palace
    0, // chariot palace
    -24, // safety advisor x chariot
    -12, // safety advisor x horse
    -12, // safety advisor x cannon
    -6, // safety advisor x soldier
    -16, // safety elephant x chariot
    -8, // safety elephant x horse
    -8, // safety elephant x cannon
    -4, // safety elephant x soldier
    12, // near general chariot
    12, // near general horse
    12, // near general cannon
    12, // near general soldier
    30, // cannon aim
    25, // cannon central
    0, // cannon screens
    0, // soldier connected
    0, // han points
    12, // tempo
];

/// Weights, Janggi.
#[rustfmt::skip]
pub static JG_WEIGHTS: [i32; N_FEATURES] = [
    // material: general, advisor, elephant, horse, chariot, cannon, soldier
    0, 280, 320, 480, 1300, 680, 190,
    // general: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,    0,    0,
       0,    0,    0,    0,   20,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // advisor: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // elephant: ranks 0..9 from its own side, files edge..centre
       0,    5,   10,   15,   20,
       6,   11,   16,   21,   26,
      12,   17,   22,   27,   32,
      18,   23,   28,   33,   38,
      24,   29,   34,   39,   44,
      30,   35,   40,   45,   50,
      30,   35,   40,   45,   50,
      30,   35,   40,   45,   50,
      30,   35,   40,   45,   50,
      30,   35,   40,   45,   50,
    // horse: ranks 0..9 from its own side, files edge..centre
       0,    5,   10,   15,   20,
       6,   11,   16,   21,   26,
      12,   17,   22,   27,   32,
      18,   23,   28,   33,   38,
      24,   29,   34,   39,   44,
      30,   35,   40,   45,   50,
      30,   35,   40,   45,   50,
      30,   35,   40,   45,   50,
      30,   35,   40,   45,   50,
      30,   35,   40,   45,   50,
    // chariot: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // cannon: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // soldier: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
      10,   10,   10,   10,   10,
      20,   20,   20,   20,   20,
      30,   30,   30,   30,   30,
      40,   40,   40,   80,   80,
      50,   50,   50,   90,   90,
      60,   60,   60,  100,  100,
    7, // horse mobility
    4, // chariot mobility
    0, // horse palace
    0, // chariot palace
    -24, // safety advisor x chariot
    -12, // safety advisor x horse
    -12, // safety advisor x cannon
    -6, // safety advisor x soldier
    -16, // safety elephant x chariot
    -8, // safety elephant x horse
    -8, // safety elephant x cannon
    -4, // safety elephant x soldier
    12, // near general chariot
    12, // near general horse
    12, // near general cannon
    12, // near general soldier
    0, // cannon aim
    0, // cannon central
    6, // cannon screens
    10, // soldier connected
    150, // han points
    12, // tempo
];
