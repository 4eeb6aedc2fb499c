"""Shared helpers for the Fairy-Stockfish oracle scripts in tools/oracle/.

Nothing here knows anything about Palace's own rules code: every number and
every legal-move list comes from Fairy-Stockfish (FSF), either

* the Debian ``fairy-stockfish`` 11.1 binary, spoken to over UCI
  (:class:`UciEngine`), or
* the ``pyffish`` Python binding (PyPI), which wraps a much newer FSF
  (``pyffish.info()`` says "Fairy-Stockfish 230826").

pyffish is treated as the newest truth; the binary is used where raw speed is
needed (perft), and its answers are cross-checked against pyffish.

pyffish facts this module relies on (checked against FSF's source and by
experiment, see tools/oracle/README.md):

* every call rebuilds the position from ``fen`` plus the move list, so the
  history (passes, repetitions) is known to it; a call costs ~2.5 ms;
* ``legal_moves`` returns an empty list when ``is_immediate_game_end`` is true
  (FSF's ``generate<LEGAL>`` returns early there);
* ``gives_check(variant, fen, moves)`` returns ``pos.checkers() != 0`` for the
  position *after* ``moves``: i.e. whether the side to move there is in check.
  With an empty move list it answers for the FEN position itself;
* game values are from the side to move's point of view: > 0 the side to move
  has won, < 0 it has lost, 0 draw.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from typing import Iterable

try:
    import pyffish as sf
except ImportError:  # pragma: no cover - reported nicely by the scripts
    sf = None

JANGGI_PRESETS = ("janggi", "janggitraditional", "janggimodern", "janggicasual")
ALL_PRESETS = ("xiangqi",) + JANGGI_PRESETS

FILES = "abcdefghi"


def require_pyffish() -> None:
    if sf is None:
        sys.exit("pyffish is not importable: run with the venv that has it "
                 "(e.g. /tmp/venv/bin/python) or `pip install pyffish`")


# ---------------------------------------------------------------------------
# FEN helpers
# ---------------------------------------------------------------------------

def board_fen(pieces: dict[str, str], side: str = "w", halfmove: int = 0,
              fullmove: int = 1) -> str:
    """Build a 9x10 FEN from ``{"e2": "K", "e9": "k", ...}``.

    Squares are written as file letter + rank number 1..10 (Fairy-Stockfish
    coordinates). Uppercase = first player (Red / Cho).
    """
    grid = [["" for _ in range(9)] for _ in range(10)]
    for sq, pc in pieces.items():
        f = FILES.index(sq[0])
        r = int(sq[1:]) - 1
        if not (0 <= r < 10):
            raise ValueError(f"bad square {sq}")
        if grid[r][f]:
            raise ValueError(f"square {sq} used twice")
        grid[r][f] = pc
    rows = []
    for r in range(9, -1, -1):
        row, empty = "", 0
        for f in range(9):
            if grid[r][f]:
                if empty:
                    row += str(empty)
                    empty = 0
                row += grid[r][f]
            else:
                empty += 1
        if empty:
            row += str(empty)
        rows.append(row)
    return f"{'/'.join(rows)} {side} - - {halfmove} {fullmove}"


def parse_board(fen: str) -> dict[str, str]:
    """Inverse of :func:`board_fen` for the board field: square -> piece."""
    board: dict[str, str] = {}
    rows = fen.split()[0].split("/")
    for i, row in enumerate(rows):
        rank = 10 - i
        f = 0
        num = ""
        for ch in row:
            if ch.isdigit():
                num += ch
                continue
            if num:
                f += int(num)
                num = ""
            board[f"{FILES[f]}{rank}"] = ch
            f += 1
    return board


def split_move(m: str) -> tuple[str, str]:
    """``"i10h10"`` -> ``("i10", "h10")``."""
    i = 2 if m[2].isalpha() else 3
    return m[:i], m[i:]


def is_pass(m: str) -> bool:
    a, b = split_move(m)
    return a == b


def reverse_move(m: str) -> str:
    a, b = split_move(m)
    return b + a


def first_player_to_move(fen: str, nmoves: int) -> bool:
    """True when the first player (uppercase, 'w': Red / Cho) is to move
    after ``nmoves`` plies from ``fen``."""
    white = fen.split()[1] == "w"
    return white if nmoves % 2 == 0 else not white


def result_string(value: int, stm_is_first: bool) -> str:
    """Map an FSF game value (side to move's view) to a PGN-style result
    from the first player's side."""
    if value == 0:
        return "1/2-1/2"
    stm_wins = value > 0
    return "1-0" if stm_wins == stm_is_first else "0-1"


# ---------------------------------------------------------------------------
# Janggi setups
# ---------------------------------------------------------------------------

# Arrangement names, read from the owner's own left: m = ma 馬 (horse),
# s = sang 象 (elephant).
SETUPS = {
    "mssm": "馬象象馬",
    "smsm": "象馬象馬",
    "msms": "馬象馬象",
    "smms": "象馬馬象",
}


def _arr_letters(name: str) -> list[str]:
    return ["n" if c == "m" else "b" for c in name]


def cho_back_rank(name: str) -> str:
    """Cho's rank 1 for an arrangement read from Cho's left (file a):
    the four letters land on files b, c, g, h."""
    b, c, g, h = (x.upper() for x in _arr_letters(name))
    return f"R{b}{c}A1A{g}{h}R"


def han_back_rank(name: str) -> str:
    """Han's rank 10 for an arrangement read from Han's own left, which is
    file i: the four letters land on files h, g, c, b."""
    h, g, c, b = _arr_letters(name)
    return f"r{b}{c}a1a{g}{h}r"


def janggi_setup_fen(cho: str, han: str) -> str:
    return (f"{han_back_rank(han)}/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/"
            f"4K4/{cho_back_rank(cho)} w - - 0 1")


# ---------------------------------------------------------------------------
# The Debian fairy-stockfish binary over UCI
# ---------------------------------------------------------------------------

def find_engine(explicit: str | None = None) -> str:
    cands = [explicit] if explicit else []
    cands += [shutil.which("fairy-stockfish") or "", "/usr/games/fairy-stockfish"]
    for c in cands:
        if c and os.path.exists(c):
            return c
    sys.exit("fairy-stockfish binary not found (apt-get install fairy-stockfish; "
             "Debian puts it in /usr/games), or pass --engine PATH")


class UciEngine:
    """One long-lived ``fairy-stockfish`` process answering many perfts."""

    def __init__(self, path: str):
        self.path = path
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True,
                                     bufsize=1)
        self.variant: str | None = None
        self._send("uci")
        self.id_name = ""
        for line in self._lines_until("uciok"):
            if line.startswith("id name "):
                self.id_name = line[len("id name "):]

    def _send(self, cmd: str) -> None:
        assert self.proc.stdin
        self.proc.stdin.write(cmd + "\n")
        self.proc.stdin.flush()

    def _lines_until(self, prefix: str) -> Iterable[str]:
        assert self.proc.stdout
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("fairy-stockfish exited unexpectedly")
            line = line.rstrip("\n")
            yield line
            if line.startswith(prefix):
                return

    def set_variant(self, variant: str) -> None:
        if variant != self.variant:
            self._send(f"setoption name UCI_Variant value {variant}")
            self._send("isready")
            for _ in self._lines_until("readyok"):
                pass
            self.variant = variant

    def perft(self, variant: str, fen: str, depth: int,
              moves: list[str] | tuple[str, ...] = ()) -> tuple[int, dict[str, int]]:
        """Return (total nodes, divide {move: nodes}) for ``go perft depth``."""
        self.set_variant(variant)
        cmd = f"position fen {fen}"
        if moves:
            cmd += " moves " + " ".join(moves)
        self._send(cmd)
        self._send(f"go perft {depth}")
        divide: dict[str, int] = {}
        total = None
        for line in self._lines_until("Nodes searched"):
            if line.startswith("Nodes searched"):
                total = int(line.split(":")[1])
            elif ": " in line and not line.startswith("info"):
                mv, n = line.split(": ", 1)
                divide[mv.strip()] = int(n)
        assert total is not None
        return total, divide

    def legal_moves(self, variant: str, fen: str, moves=()) -> list[str]:
        """Legal moves per the binary: the divide of ``go perft 1``."""
        total, divide = self.perft(variant, fen, 1, moves)
        assert total == len(divide), (total, divide)
        return sorted(divide)

    def close(self) -> None:
        try:
            self._send("quit")
            self.proc.wait(timeout=5)
        except Exception:
            self.proc.kill()


# ---------------------------------------------------------------------------
# pyffish-based perft (the cross-check oracle)
# ---------------------------------------------------------------------------

def pf_perft(variant: str, fen: str, moves: list[str], depth: int,
             strict_depth: int = 2) -> int:
    """Perft over pyffish.

    A node whose game has immediately ended (``is_immediate_game_end``: two
    passes in a row, a pass answering bikjang, ...) has no children. pyffish's
    ``legal_moves`` already returns no moves there; at nodes within
    ``strict_depth`` plies of the root we also ask ``is_immediate_game_end``
    and assert that both agree.
    """
    if depth == 0:
        return 1
    legal = sf.legal_moves(variant, fen, moves)
    if strict_depth > 0:
        ended, _ = sf.is_immediate_game_end(variant, fen, moves)
        if ended and legal:
            raise AssertionError(f"pyffish: immediate end with legal moves at "
                                 f"{fen} moves {' '.join(moves)}")
        if ended:
            return 0
    if depth == 1:
        return len(legal)
    return sum(pf_perft(variant, fen, moves + [m], depth - 1, strict_depth - 1)
               for m in legal)


def pf_divide(variant: str, fen: str, moves: list[str], depth: int) -> dict[str, int]:
    return {m: pf_perft(variant, fen, moves + [m], depth - 1)
            for m in sf.legal_moves(variant, fen, moves)}


# ---------------------------------------------------------------------------
# Position description and game end, as the differential data records them
# ---------------------------------------------------------------------------

def describe(variant: str, fen: str, moves: list[str]) -> dict:
    """Describe the position after ``moves`` from ``fen``.

    Returns ``{"legal": sorted list, "check": bool, "end": None | {...}}``.

    End detection order: ``is_immediate_game_end`` first, then "no legal
    moves" (``game_result``), then ``is_optional_game_end``. (FSF's legal move
    generator returns nothing once the game has immediately ended, so testing
    "no legal moves" first would label two-pass and bikjang endings as
    "nomoves"; the result would be the same, since ``game_result`` consults
    ``is_immediate_game_end`` itself.)
    """
    legal = sorted(sf.legal_moves(variant, fen, moves))
    check = bool(sf.gives_check(variant, fen, moves))
    stm_first = first_player_to_move(fen, len(moves))
    end = None
    imm, val = sf.is_immediate_game_end(variant, fen, moves)
    if imm:
        if legal:
            raise AssertionError("pyffish: immediate end with legal moves")
        end = {"result": result_string(val, stm_first), "kind": "immediate"}
    elif not legal:
        val = sf.game_result(variant, fen, moves)
        end = {"result": result_string(val, stm_first), "kind": "nomoves"}
    else:
        opt, val = sf.is_optional_game_end(variant, fen, moves)
        if opt:
            end = {"result": result_string(val, stm_first), "kind": "optional"}
    return {"legal": legal, "check": check, "end": end}


# ---------------------------------------------------------------------------
# Random playouts shared by gen_differential.py and differential.py
# ---------------------------------------------------------------------------

@dataclass
class PlayoutPolicy:
    """Mildly biased random move choice.

    Each ply, in this order, with these probabilities:

    * ``p_pass`` (Janggi only): play the pass if it is legal;
    * a repetition streak: with ``p_streak`` per ply a streak of 4 to
      ``streak_len`` plies starts during which every side plays the reverse of
      its own previous move when that is legal (provokes repetitions: short
      streaks give a position twice, long ones a threefold repetition,
      sometimes with checks or chases);
    * ``p_rev``: play the reverse of the move played two plies earlier;
    * ``p_capture``: a random capture, if any;
    * ``p_check``: try up to ``check_tries`` random moves; among those that
      give check play one that mates (no legal reply) if there is one, else
      the first checking one (one or two pyffish calls per candidate);
    * otherwise a uniformly random legal move.
    """
    p_pass: float = 0.04
    p_streak: float = 0.006
    streak_len: int = 12
    p_rev: float = 0.05
    p_capture: float = 0.5
    p_check: float = 0.25
    check_tries: int = 6


@dataclass
class PlayoutState:
    variant: str
    fen: str
    moves: list[str] = field(default_factory=list)
    board: dict[str, str] = field(default_factory=dict)
    streak: int = 0

    def __post_init__(self):
        self.board = parse_board(self.fen)

    def play(self, m: str) -> None:
        a, b = split_move(m)
        if a != b:
            self.board[b] = self.board.pop(a)
        self.moves.append(m)


def choose_move(st: PlayoutState, legal: list[str], rng: random.Random,
                pol: PlayoutPolicy) -> str:
    janggi = st.variant != "xiangqi"
    if janggi and rng.random() < pol.p_pass:
        passes = [m for m in legal if is_pass(m)]
        if passes:
            return passes[0]
    if st.streak == 0 and rng.random() < pol.p_streak:
        st.streak = rng.randint(4, pol.streak_len)
    if st.streak > 0:
        st.streak -= 1
        if len(st.moves) >= 2:
            r = reverse_move(st.moves[-2])
            if r in legal:
                return r
    if len(st.moves) >= 2 and rng.random() < pol.p_rev:
        r = reverse_move(st.moves[-2])
        if r in legal:
            return r
    if rng.random() < pol.p_capture:
        caps = [m for m in legal if split_move(m)[1] in st.board and not is_pass(m)]
        if caps:
            return rng.choice(caps)
    if rng.random() < pol.p_check:
        checking = None
        for m in rng.sample(legal, min(pol.check_tries, len(legal))):
            if sf.gives_check(st.variant, st.fen, st.moves + [m]):
                if not sf.legal_moves(st.variant, st.fen, st.moves + [m]):
                    return m  # checkmate
                checking = checking or m
        if checking:
            return checking
    return rng.choice(legal)


def preset_rng(seed: int, preset: str) -> random.Random:
    """One RNG per preset, so a preset's games do not depend on which other
    presets are run (string seeds are hashed deterministically)."""
    return random.Random(f"{seed}:{preset}")


def random_start(preset: str, rng: random.Random, p_setup: float = 0.15,
                 p_after: float = 0.15, max_pre: int = 30) -> str:
    """Start position for a playout: mostly the standard start; for Janggi
    sometimes a random one of the 16 setup pairings; sometimes the FEN
    reached after 4..``max_pre`` uniformly random plies (a game that ended
    on the way is discarded and the standard start used)."""
    fen = sf.start_fen(preset)
    r = rng.random()
    if preset != "xiangqi" and r < p_setup:
        fen = janggi_setup_fen(rng.choice(list(SETUPS)), rng.choice(list(SETUPS)))
        if rng.random() < 0.5:
            return fen          # a setup pairing as it is
    elif r >= (p_setup if preset != "xiangqi" else 0.0) + p_after:
        return fen              # the standard start
    # some random plies from the start (or from the setup pairing)
    base = fen
    n = rng.randint(4, max_pre)
    moves: list[str] = []
    for _ in range(n):
        legal = sf.legal_moves(preset, base, moves)
        if not legal:
            return sf.start_fen(preset)
        moves.append(rng.choice(legal))
    if describe(preset, base, moves)["end"] is not None:
        return sf.start_fen(preset)
    return sf.get_fen(preset, base, moves)


def playout(preset: str, fen: str, rng: random.Random, max_ply: int,
            pol: PlayoutPolicy | None = None):
    """Yield ``(moves_so_far, description)`` for every position of one
    random game from ``fen``; stops at the first end or after ``max_ply``
    moves (the position after the last move is still described)."""
    pol = pol or PlayoutPolicy()
    st = PlayoutState(preset, fen)
    while True:
        d = describe(preset, fen, st.moves)
        yield list(st.moves), d
        if d["end"] is not None or len(st.moves) >= max_ply:
            return
        st.play(choose_move(st, d["legal"], rng, pol))
