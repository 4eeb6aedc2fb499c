#!/usr/bin/env python3
"""Endgame positions from match logs, for testing endgame knowledge with
`palace-dev match --openings FILE` (games from opening books reach an ending in
only a fraction of games, so an evaluation change there is drowned out).

Replays every game of the `palace-dev match --verbose` logs (lines
`game N: SCORE (REASON) engine1 first|second from FEN | MOVES`) with pyffish
and keeps the first position where at most PIECES pieces (generals
included) are left and the side to move is not in check, when the game is
not over and the material is within BALANCE points (Xiangqi values: chariot 9,
cannon 4.5, horse 4, advisor and elephant 2, soldier 1; Janggi: 13, 7, 5, 3,
3, 2). Duplicate boards are dropped.

Usage: tools/openings/endgame_book.py VARIANT LOG... [--pieces N]
       [--balance B] > FILE      (needs pyffish: `pip install pyffish`)
"""

from __future__ import annotations

import argparse
import re
import sys

try:
    import pyffish as sf
except ImportError:
    sys.exit("pyffish is not importable: run with a venv that has it (pip install pyffish)")

VALUES = {
    "xiangqi": {"r": 9, "c": 4.5, "n": 4, "h": 4, "a": 2, "b": 2, "e": 2, "p": 1, "k": 0},
    "janggi": {"r": 13, "c": 7, "n": 5, "h": 5, "a": 3, "b": 3, "e": 3, "p": 2, "k": 0},
}

LINE = re.compile(r"^game \d+: \S+ \([^)]*\) engine1 \w+ from (.+?) \| (.*)$")


def board_of(fen: str) -> str:
    return fen.split()[0]


def material(board: str, values: dict[str, float]) -> tuple[int, float]:
    """(pieces on the board, First's material minus Second's)."""
    n, diff = 0, 0.0
    for ch in board:
        if ch.isalpha():
            n += 1
            v = values[ch.lower()]
            diff += v if ch.isupper() else -v
    return n, diff


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("variant", help="pyffish variant: xiangqi or janggi")
    ap.add_argument("logs", nargs="+", help="stderr files of `palace-dev match --verbose`")
    ap.add_argument("--pieces", type=int, default=14, help="pieces left, generals included (default 14)")
    ap.add_argument("--balance", type=float, default=5.0, help="largest material difference kept (default 5)")
    args = ap.parse_args()
    values = VALUES["janggi" if args.variant.startswith("janggi") else "xiangqi"]
    seen: set[str] = set()
    games = kept = 0
    for path in args.logs:
        for line in open(path, encoding="utf-8"):
            m = LINE.match(line.strip())
            if not m:
                continue
            games += 1
            fen, moves = m.group(1), m.group(2).split()
            # One move at a time from the previous FEN (the history of
            # repetitions does not matter for picking a position).
            for i in range(len(moves) + 1):
                if i > 0:
                    fen = sf.get_fen(args.variant, fen, moves[i - 1:i])
                n, diff = material(board_of(fen), values)
                if n > args.pieces:
                    continue
                if abs(diff) > args.balance or not sf.legal_moves(args.variant, fen, []):
                    break
                if sf.gives_check(args.variant, fen, []):
                    continue
                if board_of(fen) not in seen:
                    seen.add(board_of(fen))
                    print(fen)
                    kept += 1
                break
    print(f"{kept} positions from {games} games", file=sys.stderr)


if __name__ == "__main__":
    main()
