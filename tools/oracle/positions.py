"""Hand-built test positions for gen_perft.py.

Each position is written as a dict square -> piece (Fairy-Stockfish letters:
K general, A advisor, B elephant, N horse, R chariot, C cannon, P soldier;
uppercase = first player, Red in Xiangqi, Cho in Janggi) so that it can be
read without decoding a FEN. Squares: files a..i, ranks 1..10 from the first
player's side. Cho's palace is d1..f3, Han's d8..f10; the palace diagonals
are d1-e2-f3, f1-e2-d3, d8-e9-f10, f8-e9-d10.

``Spec.presets`` says which engine presets the position is run under; the
movement rules are the same in all four Janggi presets, so only positions
about passing, bikjang, check and mate are run under all four.

``HISTORY`` holds positions that need the moves that led to them (a FEN
cannot say "the last move was a pass" or "bikjang was already on the board
last turn"): those go to perft_moves.tsv with the move list.
"""

from __future__ import annotations

from dataclasses import dataclass

from fsf_oracle import JANGGI_PRESETS, board_fen


@dataclass
class Spec:
    label: str
    fen: str
    presets: tuple[str, ...]
    what: str                       # one line: what the position exercises
    moves: tuple[str, ...] = ()     # history (perft_moves.tsv only)
    max_depth: int = 4              # deepest row; lowered when too costly


J = ("janggi",)
JALL = JANGGI_PRESETS
X = ("xiangqi",)

JANGGI_START = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"


def P(pieces: str, side: str = "w") -> str:
    """``P("K e2, k d9, R a1")`` -> FEN. Piece letter, space, square."""
    d = {}
    for item in pieces.split(","):
        pc, sq = item.split()
        d[sq] = pc
    return board_fen(d, side)


HAND_BUILT: list[Spec] = [
    # ----------------------------------------------------------------- Janggi
    Spec("jg-only-pass",
         P("K d1, k f10, r a2, r e8"), JALL,
         "Cho not in check, every general step attacked: the pass is Cho's only move"),
    Spec("jg-pass-quiet",
         P("K e2, A d1, R a1, P c4, N g3, k f9, a e10, r i10, p g7, c b8"), JALL,
         "quiet sparse position: passes at every ply, two passes in a row end the game"),
    Spec("jg-check-no-pass",
         P("K e2, A d1, A f1, R a3, N c1, P g4, k d9, r e7, p a7"), JALL,
         "Cho in check from a chariot on the file: no pass, block/capture/step aside"),
    Spec("jg-mated",
         P("K d1, P i4, k f10, r d8, r a2, r e10"), JALL,
         "Cho checkmated (chariots): no legal move at all, perft 0"),
    Spec("jg-mated-han",
         P("k f10, p a7, K d2, R f5, R e4, N c5", "b"), JALL,
         "Han checkmated in its palace corner: no legal move"),
    Spec("jg-cannon-check",
         P("K e2, P e4, A f3, N c4, P a4, k d10, c e7, p i7"), JALL,
         "Cho in check from a cannon over its own soldier: move the screen, add a second screen, step aside"),
    Spec("bikjang-facing",
         P("K e2, A d1, R a1, N c3, P g4, k e9, a f10, r i10, n g8, p c7"), JALL,
         "bikjang: generals face on the open e file, Cho to move (must break it or pass)"),
    Spec("bikjang-facing-han",
         P("K e1, A f1, R a3, P c4, k e10, a d10, r h10, n b8, p g7", "b"), JALL,
         "bikjang with Han to move"),
    Spec("bikjang-create",
         P("K e2, A f1, N e5, R a1, P c4, k e9, a d10, r i10, p g7"), JALL,
         "Cho's horse is the only piece between the generals: moving it creates bikjang"),
    Spec("bikjang-bare",
         P("K e2, k e9, P a4, p i7"), JALL,
         "bikjang with almost nothing else on the board"),
    Spec("palace-general-advisor",
         P("K f3, A d1, A d3, P a4, k e9, a f8, a d10, p i7"), J,
         "general and advisors on palace corners and centre: diagonal steps along palace lines only"),
    Spec("palace-general-edge",
         P("K d2, A e1, P a4, k f9, a e10, p i7"), J,
         "general on a palace edge midpoint (d2) and advisor on e1: no diagonal steps there"),
    Spec("palace-chariot",
         P("K e1, R d1, R f8, P a4, k e10, a d10, p e7, p i7"), J,
         "chariots on palace corners: d1-e2-f3 diagonal in its own palace, f8-e9-d10 in Han's"),
    Spec("palace-chariot-centre",
         P("K d1, R e2, P a4, k f10, r e9, a d8, p i7"), J,
         "chariots on both palace centres: four diagonal directions, blocked beyond"),
    Spec("palace-cannon",
         P("K d2, C d1, A e2, C d8, P a4, k d10, a e9, r f10, p i7"), J,
         "cannons on palace corners jumping the centre: d1 over e2 to f3, d8 over e9 capturing f10"),
    Spec("palace-cannon-cannon-centre",
         P("K d2, C d8, P a4, k d10, c e9, r f10, p i7"), J,
         "a cannon on the palace centre is no screen: d8 may not jump e9 to f10"),
    Spec("palace-soldier",
         P("K f3, P d8, P f9, P f5, k e10, p d3, p e2, a d10"), J,
         "soldiers inside the enemy palace: d8-e9 diagonal step, none from the edge midpoint f9; Han's d3-e2, e2-d1/f1"),
    Spec("palace-soldier-centre",
         P("K d1, P e9, P a4, k f8, a d8, p i7"), J,
         "soldier on the enemy palace centre: diagonal steps to d10 and f10"),
    Spec("palace-diag-check-chariot",
         P("K e1, R d8, P a4, k f10, a e10, a f8, p i7", "b"), J,
         "Han in check from a chariot along the d8-e9-f10 palace diagonal"),
    Spec("palace-diag-check-cannon",
         P("K e1, C d8, P a4, k f10, a e9, n e10, p i7", "b"), J,
         "Han in check from a cannon jumping its own advisor on the palace centre"),
    Spec("palace-diag-check-soldier",
         P("K d1, P e9, P a4, k f10, a d10, p i7", "b"), J,
         "Han in check from a soldier on the palace centre (diagonal capture)"),
    Spec("cannon-screens",
         P("K e2, C a1, P a4, C b3, C i1, P i4, C h3, k d9, n a8, c b6, c i7, p e7"), J,
         "Cho cannons: normal screen (a1 over a4), cannon as screen (b3 at b6), cannon as target (i1 over i4 to i7), no screen (h3)"),
    Spec("cannon-screens-han",
         P("K f2, R a3, C g1, P c4, P e4, k e9, c a10, p a7, c c10, c e6, n h8", "b"), J,
         "Han cannons: own soldier and enemy soldier as screens, own general as screen (e6 over e9), own cannon (a10) no screen for c10"),
    Spec("elephant-blocks",
         P("K d2, B e5, P e6, R g6, k f9, p g4, p c6, n c2, b b8"), J,
         "janggi elephant on e5: first-point block (e6), second-point blocks (g4, c6 enemy; g6 own), capture on c2"),
    Spec("elephant-blocks-han",
         P("K e2, P f6, P d4, R a4, k e9, b e6, b c9, p d7, n h6", "b"), J,
         "Han elephants: blocks at the first and second intermediate points"),
    Spec("horse-legs",
         P("K e2, N e5, P e6, R d5, N c1, k f9, n h7, p h8, p g6, r i6"), J,
         "janggi horses with blocked legs (e6 and d5 for e5; h8 for Han's h7)"),
    # ---------------------------------------------------------------- Xiangqi
    Spec("xq-flying-general-pin",
         P("K e1, C e5, P a4, k e10, r i10, p c7"), X,
         "the cannon alone between the generals is pinned by the flying-general rule"),
    Spec("xq-flying-general-king",
         P("K d1, A d3, P c4, k e10, a f10, r a10", "w"), X,
         "the red general may not step onto the open e file facing the black general"),
    Spec("xq-flying-general-black",
         P("K f1, R a2, k e9, n e7, p i7", "b"), X,
         "the black general may not step onto the open f file facing the red general"),
    Spec("xq-elephant-eye",
         P("K e1, B e3, B g5, P d4, A f2, k d10, b c10, p c6, r i9"), X,
         "xiangqi elephants: eyes blocked (d4, f2), river not crossed from g5"),
    Spec("xq-horse-legs",
         P("K e1, N e5, P e6, N b1, P b2, k f10, n g8, r g9, p c5"), X,
         "xiangqi horses with blocked legs"),
    Spec("xq-cannon",
         P("K e1, C b3, C b5, C h3, R h6, k e10, c b9, n h8, p e7, r a5"), X,
         "xiangqi cannons: capturing over a cannon screen is allowed; chariot-like quiet moves"),
    Spec("xq-soldiers",
         P("K e1, P e5, P c7, P g10, P a6, k d10, p e4, p i6, p b3"), X,
         "soldiers before and after the river, on the last rank"),
    Spec("xq-check-evasions",
         P("K e1, A d1, A f1, R a3, N b2, C h2, k e10, n f3, r d9, p e6"), X,
         "Red in check from a horse on f3 (leg f2): capture it, block the leg, step aside"),
    Spec("xq-mated",
         P("K d1, P a4, k f10, r d8, r a2, r e9"), X,
         "Red checkmated by chariots: perft 0"),
    Spec("xq-stalemate",
         P("K d1, k f10, r a2, r e9"), X,
         "Red not in check with no legal move (a loss in xiangqi): perft 0"),
    Spec("xq-discovered-check",
         P("K e1, R e4, N e6, P c6, k e10, a d10, a f10, r a9", "w"), X,
         "red horse leaves the e file: discovered check by the chariot"),
]

# Positions whose meaning needs the moves that led to them (perft_moves.tsv).
BIKJANG_BASE = P("K e1, k d10")
HISTORY: list[Spec] = [
    Spec("start-after-pass", JANGGI_START, JALL,
         "Han to move after Cho passed: a second pass ends the game",
         moves=("e2e2",), max_depth=3),
    Spec("start-after-two-passes", JANGGI_START, JALL,
         "game over after two passes in a row: perft 0",
         moves=("e2e2", "e9e9"), max_depth=2),
    Spec("start-pass-move-pass", JANGGI_START, JALL,
         "pass, move, pass: passes not in a row do not end the game",
         moves=("e2e2", "a7a6", "e2e2"), max_depth=3),
    Spec("bikjang-after-move", BIKJANG_BASE, JALL,
         "Han just created bikjang (d10e10): Cho must break it or pass",
         moves=("e1e2", "d10e10"), max_depth=4),
    Spec("bikjang-answered-by-pass", BIKJANG_BASE, JALL,
         "Cho answered bikjang with a pass: game over in janggi/janggitraditional",
         moves=("e1e2", "d10e10", "e2e2"), max_depth=3),
    Spec("start-repetition", JANGGI_START, JALL,
         "the start position seen a third time: perft ignores claimable endings",
         moves=("a1a2", "a10a9", "a2a1", "a9a10") * 2, max_depth=3),
    Spec("xq-start-repetition", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", X,
         "the xiangqi start seen a third time",
         moves=("a1a2", "a10a9", "a2a1", "a9a10") * 2, max_depth=3),
]
