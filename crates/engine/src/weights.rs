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
/// `ELEPHANT_MOBILITY`, `CANNON_PALACE` and `PALACE_ATTACKED` are computed
/// in Janggi only (their weights in the Xiangqi table stay 0): in Xiangqi
/// they cost about 30% of the nodes per second for a smaller gain, and
/// scored 43% (-49 +/- 56) in self-play at 100 ms against the build without them.
pub const THREATS: usize = CANNON_EMPTY + 4;
/// Per point of the own palace the enemy attacks.
pub const PALACE_ATTACKED: usize = THREATS + 24;
/// Number of features.
pub const N_FEATURES: usize = PALACE_ATTACKED + 1;
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
    0, 132, 91, 325, 853, 564, 130,
    // general: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,   -5,   28,
       0,    0,    0,  -11,    0,
       0,    0,    0,   -6,   -5,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // advisor: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,   -7,    0,
       0,    0,    0,    0,   17,
       0,    0,    0,  -10,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // elephant: ranks 0..9 from its own side, files edge..centre
       0,    0,   -2,    0,    0,
       0,    0,    0,    0,    0,
     -13,    0,    0,    0,   20,
       0,    0,    0,    0,    0,
       0,    0,   -4,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // horse: ranks 0..9 from its own side, files edge..centre
       0,  -19,    1,    0,    0,
      -3,    0,   -4,   -2,   -9,
      -6,   -1,    3,    1,   -2,
       0,    0,   -1,   -3,    2,
      -1,    0,    4,    7,    2,
       0,    2,    2,    7,   -1,
      -1,    7,   -6,    6,   -1,
       1,    0,   -6,    1,    4,
       0,    4,    5,    2,    1,
       0,    0,    1,    0,    0,
    // chariot: ranks 0..9 from its own side, files edge..centre
     -18,    7,    1,    2,    0,
     -10,   -6,   -4,   -1,   -1,
      -7,    0,    0,    0,    1,
       0,    3,    2,    6,    3,
       2,    1,    3,    2,    2,
      -4,    3,    3,    2,    3,
      -1,   10,    1,   -3,    2,
       1,   -1,    2,    1,    0,
       2,    3,   -1,   -2,    1,
       0,    0,   -2,   -4,    2,
    // cannon: ranks 0..9 from its own side, files edge..centre
      -1,   -3,    0,    0,    0,
       0,   -2,    3,    2,    1,
       1,    4,    7,    5,   -2,
       0,   -4,    1,   -1,   -1,
      -5,    0,   -1,    0,    8,
      -1,   -4,   -2,   -1,    5,
      -7,   -2,    2,   -3,    7,
       0,   -1,   -1,   -1,   -1,
      -1,   -1,   -4,   -3,   -1,
       6,    2,   -1,    0,    0,
    // soldier: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
     -21,    0,  -22,    0,   14,
     -14,    0,    0,    0,   -1,
       1,    0,    9,   10,   12,
       0,    3,   -2,    3,    3,
       0,    1,   -1,    3,    2,
      -2,    3,    1,    9,    0,
       0,    0,   -2,   -4,   -4,
    23, // horse mobility
    9, // chariot mobility
    15, // horse palace
    4, // chariot palace
    -66, // safety advisor x chariot
    -41, // safety advisor x horse
    -6, // safety advisor x cannon
    -27, // safety advisor x soldier
    -39, // safety elephant x chariot
    -28, // safety elephant x horse
    -31, // safety elephant x cannon
    -19, // safety elephant x soldier
    48, // near general chariot
    26, // near general horse
    -19, // near general cannon
    97, // near general soldier
    123, // cannon aim
    60, // cannon central
    14, // cannon screens
    8, // soldier connected
    0, // han points
    76, // tempo
    7, // horse screens
    64, // cannon empty
    0, // cannon mobility
    0, // elephant mobility
    0, // cannon palace
    0, // mover hanging advisor
    0, // mover hanging elephant
    0, // mover hanging horse
    0, // mover hanging chariot
    0, // mover hanging cannon
    0, // mover hanging soldier
    0, // mover attacked by less advisor
    0, // mover attacked by less elephant
    0, // mover attacked by less horse
    0, // mover attacked by less chariot
    0, // mover attacked by less cannon
    0, // mover attacked by less soldier
    0, // waiting hanging advisor
    0, // waiting hanging elephant
    0, // waiting hanging horse
    0, // waiting hanging chariot
    0, // waiting hanging cannon
    0, // waiting hanging soldier
    0, // waiting attacked by less advisor
    0, // waiting attacked by less elephant
    0, // waiting attacked by less horse
    0, // waiting attacked by less chariot
    0, // waiting attacked by less cannon
    0, // waiting attacked by less soldier
    0, // palace attacked
];

/// Weights, Janggi.
#[rustfmt::skip]
pub static JG_WEIGHTS: [i32; N_FEATURES] = [
    // material: general, advisor, elephant, horse, chariot, cannon, soldier
    0, 215, 222, 436, 994, 493, 222,
    // general: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,   -1,   15,
       0,    0,    0,   -5,   21,
       0,    0,    0,  -26,   -5,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // advisor: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,  -11,   -7,
       0,    0,    0,   -3,   11,
       0,    0,    0,    1,    8,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
    // elephant: ranks 0..9 from its own side, files edge..centre
       0,  -13,   -8,    0,    0,
      -1,   -2,   -1,   -1,   -1,
       0,    0,   -1,    1,   -4,
      -3,    1,    0,   11,    1,
       1,    2,    0,    1,    0,
      -2,    4,    2,    1,    0,
       1,    3,    7,    1,   -1,
       0,    1,    0,    0,    0,
       0,   -1,    0,    0,    0,
       0,    0,    0,   -1,    0,
    // horse: ranks 0..9 from its own side, files edge..centre
      -2,  -15,   -8,    0,   -2,
      -4,   -2,   -3,   -6,   -1,
     -15,   -1,   25,   14,    1,
      -1,   -1,   -1,    5,    7,
      -1,   -2,   -2,    4,    5,
      -1,    2,   -1,    5,    0,
       1,    1,    0,    2,   -1,
       0,   -1,   -1,   -1,    0,
       1,    0,   -1,    0,    0,
       0,    0,   -1,    0,    0,
    // chariot: ranks 0..9 from its own side, files edge..centre
     -10,    0,    6,    0,   -1,
     -15,   -4,   -3,    0,   -1,
      -1,    2,    1,    1,    0,
      -1,   -1,    0,    0,    3,
      -2,    1,    6,    2,    2,
       2,    3,   -1,   -5,    2,
       4,    2,    2,   -2,    0,
       2,    4,    2,   -1,    0,
       2,   -1,    1,    1,    0,
       0,    1,    0,   -2,    1,
    // cannon: ranks 0..9 from its own side, files edge..centre
      -1,   -1,    3,    4,   11,
      -1,   -1,    2,    9,    3,
      -6,   -7,   -3,   14,   31,
       0,   -3,   -1,    2,    1,
       1,   -5,   -1,    2,    3,
      -4,   -4,    0,    2,   10,
      -4,   -4,   -4,    1,    3,
      -3,   -7,   -1,    0,    1,
      -6,   -6,   -6,   -1,    0,
     -10,   -6,   -9,    0,    0,
    // soldier: ranks 0..9 from its own side, files edge..centre
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
       0,    0,    0,    0,    0,
     -14,   -5,    8,    7,    7,
     -20,   -4,    6,   14,   10,
     -15,   -2,    2,    6,    6,
      -6,    3,    5,    9,    2,
      -3,    1,    3,    2,    2,
       0,   -1,   -1,   -1,    0,
      -3,   -5,  -12,   -2,   -1,
    17, // horse mobility
    10, // chariot mobility
    -5, // horse palace
    6, // chariot palace
    -21, // safety advisor x chariot
    -25, // safety advisor x horse
    -24, // safety advisor x cannon
    5, // safety advisor x soldier
    -4, // safety elephant x chariot
    -8, // safety elephant x horse
    -17, // safety elephant x cannon
    12, // safety elephant x soldier
    47, // near general chariot
    67, // near general horse
    -21, // near general cannon
    57, // near general soldier
    20, // cannon aim
    0, // cannon central
    16, // cannon screens
    5, // soldier connected
    8, // han points
    131, // tempo
    4, // horse screens
    125, // cannon empty
    10, // cannon mobility
    14, // elephant mobility
    2, // cannon palace
    -56, // mover hanging advisor
    -69, // mover hanging elephant
    -94, // mover hanging horse
    27, // mover hanging chariot
    -84, // mover hanging cannon
    -68, // mover hanging soldier
    -108, // mover attacked by less advisor
    -20, // mover attacked by less elephant
    -48, // mover attacked by less horse
    -109, // mover attacked by less chariot
    -54, // mover attacked by less cannon
    0, // mover attacked by less soldier
    -49, // waiting hanging advisor
    -59, // waiting hanging elephant
    -79, // waiting hanging horse
    103, // waiting hanging chariot
    -141, // waiting hanging cannon
    -67, // waiting hanging soldier
    0, // waiting attacked by less advisor
    -41, // waiting attacked by less elephant
    -82, // waiting attacked by less horse
    -257, // waiting attacked by less chariot
    -73, // waiting attacked by less cannon
    0, // waiting attacked by less soldier
    -6, // palace attacked
];
