#!/usr/bin/env python3
"""Generates a large book of balanced opening positions for testing engine
changes with `palace-dev match --openings FILE` (the committed books of about 20 openings
in crates/engine/data give only 40 distinct games, and a deterministic
engine at fixed nodes plays each of them the same way every time).

Every position comes from Fairy-Stockfish (the Debian `fairy-stockfish`
binary over UCI, with pyffish for FENs), not from Palace: from the start
position (for Janggi, one of the 16 setup pairings at random) it plays
PLIES moves, each chosen at random among FSF's MultiPV candidates at depth
DEPTH that are within SPREAD centipawns of its best; the position is kept
when FSF's depth-KEEP_DEPTH score is within KEEP centipawns of equal.

Usage: tools/openings/gen_book.py xiangqi|janggi COUNT [--seed S] > FILE
(needs pyffish: `.venv/bin/pip install pyffish`).
"""

from __future__ import annotations

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "oracle"))
import fsf_oracle as fo  # noqa: E402

PLIES = (6, 10)
DEPTH = 7
MULTIPV = 5
SPREAD = 40
KEEP_DEPTH = 11
KEEP = 60


def search(eng: fo.UciEngine, fen: str, moves: list[str], depth: int,
           multipv: int) -> list[tuple[str, int]]:
    """(move, cp score for the side to move) per MultiPV line, best first."""
    eng._send(f"setoption name MultiPV value {multipv}")
    cmd = f"position fen {fen}"
    if moves:
        cmd += " moves " + " ".join(moves)
    eng._send(cmd)
    eng._send(f"go depth {depth}")
    lines: dict[int, tuple[str, int]] = {}
    for line in eng._lines_until("bestmove"):
        t = line.split()
        if not t or t[0] != "info" or "pv" not in t or "score" not in t:
            continue
        if "depth" in t and int(t[t.index("depth") + 1]) != depth:
            continue
        k = int(t[t.index("multipv") + 1]) if "multipv" in t else 1
        s = t[t.index("score") + 1:t.index("score") + 3]
        cp = int(s[1]) if s[0] == "cp" else (100_000 if int(s[1]) > 0 else -100_000)
        lines[k] = (t[t.index("pv") + 1], cp)
    return [lines[k] for k in sorted(lines)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("variant", choices=["xiangqi", "janggi"])
    ap.add_argument("count", type=int, help="positions to write")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--engine", help="fairy-stockfish binary")
    args = ap.parse_args()
    fo.require_pyffish()
    sf = fo.sf
    rng = random.Random(f"{args.seed}:{args.variant}")
    eng = fo.UciEngine(fo.find_engine(args.engine))
    eng.set_variant(args.variant)
    seen: set[str] = set()
    print(f"# {args.count} balanced {args.variant} openings from tools/openings/gen_book.py "
          f"(seed {args.seed}); after '#': FSF depth-{KEEP_DEPTH} score, moves")
    tries = 0
    while len(seen) < args.count:
        tries += 1
        if args.variant == "janggi":
            names = list(fo.SETUPS)
            start = fo.janggi_setup_fen(rng.choice(names), rng.choice(names))
        else:
            start = sf.start_fen(args.variant)
        moves: list[str] = []
        for _ in range(rng.randint(*PLIES)):
            cands = search(eng, start, moves, DEPTH, MULTIPV)
            if not cands:
                break
            best = cands[0][1]
            moves.append(rng.choice([m for m, s in cands if s >= best - SPREAD]))
        if fo.describe(args.variant, start, moves)["end"] is not None:
            continue
        fen = sf.get_fen(args.variant, start, moves)
        key = " ".join(fen.split()[:2])
        if key in seen:
            continue
        final = search(eng, start, moves, KEEP_DEPTH, 1)
        if not final or abs(final[0][1]) > KEEP:
            continue
        seen.add(key)
        print(f"{fen} # {final[0][1]:+d} {' '.join(moves)}", flush=True)
        print(f"\r{len(seen)}/{args.count} kept, {tries} tried", end="", file=sys.stderr)
    print(file=sys.stderr)
    eng.close()


if __name__ == "__main__":
    main()
