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
/// Number of features.
pub const N_FEATURES: usize = PALACE_ATTACKED + 3;
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
    0, 77, 76, 331, 906, 510, 128,
    // general: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,  -11,   23,
       0,    0,    0,   -5,    2,
       0,    0,    0,   -6,   -3,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // advisor: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,  -12,    0,
       0,    0,    0,    0,   22,
       0,    0,    0,  -10,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // elephant: ranks 0..9 from its own side, files edge..centre
       0,    0,   -4,    0,    0,
       0,    0,    0,    0,    0,
     -17,    0,    0,    0,   35,
       0,    0,    0,    0,    0,
       0,    0,  -14,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // horse: ranks 0..9 from its own side, files edge..centre
      -1,  -25,    3,    0,    0,
      -6,    0,   -1,    0,  -14,
       5,    2,   -1,    1,   -3,
       0,    0,    3,   -2,    3,
       0,   -1,    7,   15,    2,
      -1,    0,    1,    6,   -1,
      -1,    2,   -8,    0,    1,
       1,    1,   -3,    4,    2,
       1,    2,    2,    1,    0,
      -1,    1,    1,    0,    0,
    // chariot: ranks 0..9 from its own side, files edge..centre
     -16,   11,   -1,    1,    0,
      -6,   -9,   -6,   -1,   -2,
      -8,    1,    1,   -1,   -1,
       0,    1,    2,    4,    1,
       1,    3,    0,    3,    1,
       1,    0,    5,    1,    2,
       1,    5,    6,   -5,   -4,
       0,    4,   -7,    2,    1,
       2,    5,   -1,   -2,    0,
       1,    2,    0,    2,    0,
    // cannon: ranks 0..9 from its own side, files edge..centre
      -1,   -1,    1,    3,    1,
       0,   -1,    4,   -5,   -4,
       4,    2,    9,    5,   -7,
       1,   -4,   -1,   -3,    3,
      -6,    0,    1,   -1,   11,
       1,   -2,   -1,   -1,    7,
      -7,   -4,   -1,    0,    2,
       1,   -4,   -6,    1,    1,
      -5,   -4,    0,   -1,    0,
       5,    2,   -1,    1,    0,
    // soldier: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
     -17,    0,  -24,    0,   11,
      -7,    0,   10,    0,    4,
      -3,   -2,   16,    3,    8,
      -3,    1,    5,    2,   -2,
       0,    2,    2,    2,    2,
       0,    1,    3,    2,    0,
      -1,   -2,   -4,   -7,   -4,
    19, // horse mobility
    7, // chariot mobility
    19, // horse palace
    -1, // chariot palace
    -91, // safety advisor x chariot
    -49, // safety advisor x horse
    -16, // safety advisor x cannon
    -52, // safety advisor x soldier
    -39, // safety elephant x chariot
    -49, // safety elephant x horse
    -43, // safety elephant x cannon
    -25, // safety elephant x soldier
    44, // near general chariot
    8, // near general horse
    -37, // near general cannon
    67, // near general soldier
    123, // cannon aim
    68, // cannon central
    12, // cannon screens
    -16, // soldier connected
    0, // han points
    64, // tempo
    7, // horse screens
    114, // cannon empty
    2, // cannon mobility
    -7, // elephant mobility
    6, // cannon palace
    -84, // mover hanging advisor
    -38, // mover hanging elephant
    -50, // mover hanging horse
    -35, // mover hanging chariot
    -92, // mover hanging cannon
    -36, // mover hanging soldier
    -30, // mover attacked by less advisor
    -51, // mover attacked by less elephant
    -33, // mover attacked by less horse
    -2, // mover attacked by less chariot
    -29, // mover attacked by less cannon
    0, // mover attacked by less soldier
    -71, // waiting hanging advisor
    -54, // waiting hanging elephant
    -85, // waiting hanging horse
    169, // waiting hanging chariot
    -134, // waiting hanging cannon
    -59, // waiting hanging soldier
    12, // waiting attacked by less advisor
    -40, // waiting attacked by less elephant
    -142, // waiting attacked by less horse
    -197, // waiting attacked by less chariot
    -117, // waiting attacked by less cannon
    0, // waiting attacked by less soldier
    -8, // palace attacked
    39, // near general pairs
    -17, // near general x missing guards
];

/// Weights, Janggi.
#[rustfmt::skip]
pub static JG_WEIGHTS: [i32; N_FEATURES] = [
    // material: general, advisor, elephant, horse, chariot, cannon, soldier
    0, 294, 286, 572, 1231, 620, 230,
    // general: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,   -2,   22,
       0,    0,    0,  -10,   24,
       0,    0,    0,  -23,  -12,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // advisor: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,   -2,  -17,
       0,    0,    0,    9,   16,
       0,    0,    0,   -4,   -2,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // elephant: ranks 0..9 from its own side, files edge..centre
      -1,  -15,   -2,    0,    0,
       0,    0,    1,    0,    0,
       1,    0,    0,   -2,   -9,
       3,   -2,    0,   14,    8,
       0,    1,   -2,    2,   -1,
       2,    5,    0,    0,    0,
      -1,    1,    3,   -2,    0,
      -1,    0,    0,    0,    1,
       1,    0,    0,    0,   -1,
      -2,   -1,    0,    0,    0,
    // horse: ranks 0..9 from its own side, files edge..centre
       2,  -23,  -21,    0,   -1,
       0,   -1,   -3,   -2,   -6,
     -10,    4,   20,   22,   -2,
       0,    1,    0,    2,    2,
       0,   -8,    3,    7,    4,
       1,    1,    0,    4,    1,
       1,    1,   -2,   -1,   -1,
       1,    2,    1,    0,    0,
       0,   -2,    1,    0,    0,
       0,    0,    1,    0,    0,
    // chariot: ranks 0..9 from its own side, files edge..centre
      -7,    1,    2,   -2,    0,
      -6,   -4,   -3,   -3,   -2,
       3,   -2,    4,    3,    0,
       0,   -3,    2,    1,   -1,
      -4,   -4,    7,   -1,    1,
       3,    2,    0,    2,   -1,
      -2,    5,    0,   -4,   -1,
       4,    3,   -3,    2,   -1,
       2,    2,   -2,    1,    0,
       7,   -3,   -3,    2,    0,
    // cannon: ranks 0..9 from its own side, files edge..centre
       1,    3,    1,   24,   19,
       0,    3,   -1,    9,    2,
     -11,   -7,   -5,    5,   43,
      -2,   -3,   -1,    0,    1,
      -2,   -6,   -6,    1,    4,
      -6,   -2,   -1,    0,    2,
      -4,   -8,   -1,    3,    4,
      -6,  -10,   -4,    2,    3,
     -10,   -9,   -7,    1,    0,
      -7,   -9,   -2,   -1,    0,
    // soldier: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
     -23,  -13,    7,   22,   14,
     -26,  -10,    8,   11,    9,
      -7,   -4,    3,    0,    4,
      -2,   -1,    2,    6,    2,
      -2,   -2,   -1,    2,    1,
       1,    0,   -2,    1,    0,
       0,    0,    0,    0,    0,
    13, // horse mobility
    12, // chariot mobility
    -29, // horse palace
    -21, // chariot palace
    -23, // safety advisor x chariot
    -17, // safety advisor x horse
    -10, // safety advisor x cannon
    -17, // safety advisor x soldier
    -22, // safety elephant x chariot
    40, // safety elephant x horse
    -19, // safety elephant x cannon
    2, // safety elephant x soldier
    69, // near general chariot
    68, // near general horse
    -51, // near general cannon
    65, // near general soldier
    19, // cannon aim
    0, // cannon central
    11, // cannon screens
    6, // soldier connected
    19, // han points
    98, // tempo
    -6, // horse screens
    158, // cannon empty
    10, // cannon mobility
    14, // elephant mobility
    -13, // cannon palace
    -95, // mover hanging advisor
    -89, // mover hanging elephant
    -125, // mover hanging horse
    -9, // mover hanging chariot
    -104, // mover hanging cannon
    -62, // mover hanging soldier
    -83, // mover attacked by less advisor
    -63, // mover attacked by less elephant
    -5, // mover attacked by less horse
    -120, // mover attacked by less chariot
    -86, // mover attacked by less cannon
    0, // mover attacked by less soldier
    -94, // waiting hanging advisor
    -110, // waiting hanging elephant
    -107, // waiting hanging horse
    40, // waiting hanging chariot
    -137, // waiting hanging cannon
    -90, // waiting hanging soldier
    -25, // waiting attacked by less advisor
    -66, // waiting attacked by less elephant
    -51, // waiting attacked by less horse
    -234, // waiting attacked by less chariot
    -80, // waiting attacked by less cannon
    0, // waiting attacked by less soldier
    -28, // palace attacked
    10, // near general pairs
    -6, // near general x missing guards
];
