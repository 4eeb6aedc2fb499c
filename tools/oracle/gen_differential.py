#!/usr/bin/env python3
"""Generate differential test data for Palace from pyffish random playouts.

Writes ``<out-dir>/<preset>.jsonl`` for the engine-compatible presets
(xiangqi, janggi, janggitraditional, janggimodern, janggicasual): one JSON
object per game, on one line:

    {"preset": "janggi",
     "fen": "<start FEN>",
     "moves": ["a4b4", "e9e9", ...],            # coordinate moves played
     "positions": [                              # len(moves) + 1 entries
        {"legal": ["a1a2", ...],                 # sorted legal moves
         "check": false,                         # side to move in check?
         "end": null},                           # or {"result", "kind"}
        ...]}

``positions[i]`` describes the position after ``moves[:i]`` from ``fen``
(with that history: passes and repetitions count). Only the last position
can have a non-null ``end``: the playout stops at the first ending, or after
``--max-ply`` moves (then the last ``end`` is null).

Every value comes from pyffish (Fairy-Stockfish 230826), never from Palace:

* ``legal``: ``legal_moves(preset, fen, moves)``, sorted. It is empty when the
  game has immediately ended (FSF generates no moves then), but NOT at a
  claimable ("optional") ending, where the moves are still listed.
* ``check``: ``gives_check(preset, fen, moves)``, which returns FSF's
  ``pos.checkers() != 0`` for the position after ``moves``: whether the side
  to move is in check. For i = 0 (empty move list) this is the same call and
  answers for the start FEN itself (FSF computes the checkers when it sets up
  a FEN), so one method serves every position.
* ``end``, decided in this order:
    1. ``is_immediate_game_end`` (two passes in a row, bikjang answered by a
       pass, ...) -> kind "immediate";
    2. no legal moves -> ``game_result`` (checkmate, or no move at all) ->
       kind "nomoves";
    3. ``is_optional_game_end`` (repetition, perpetual check, the quiet-move
       rule) -> kind "optional": Palace ends the game there too.
  (Immediate is tested first because FSF's move generator returns nothing
  once the game has immediately ended; asking "no legal moves?" first would
  call those endings "nomoves". The result is the same either way.)
  ``result`` is from the first player's side (uppercase, 'w': Red / Cho):
  "1-0", "0-1" or "1/2-1/2"; FSF's values are from the side to move's view
  (> 0 win, < 0 loss, 0 draw) and are mapped accordingly.

Moves are chosen at random with a seeded RNG, mildly biased so that games
contain passes, captures, checks and repetitions (see
``fsf_oracle.PlayoutPolicy``). Start positions: mostly the standard start;
for Janggi sometimes one of the 16 setup pairings; sometimes the FEN reached
after a few random plies (see ``fsf_oracle.random_start``).

The same seed, presets and options give the same games in differential.py,
the live version that asks Palace's binary instead of writing files.

    /tmp/venv/bin/python tools/oracle/gen_differential.py            # 2500 positions/preset
    /tmp/venv/bin/python tools/oracle/gen_differential.py --positions 200 --out-dir /tmp/d
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import fsf_oracle as fo  # noqa: E402

REPO = HERE.parent.parent
DEFAULT_OUT = REPO / "crates" / "rules" / "tests" / "data" / "differential"


def games(preset: str, n_positions: int, seed: int, max_ply: int):
    """Yield games (dicts as written to the file) until at least
    ``n_positions`` positions have been described."""
    rng = fo.preset_rng(seed, preset)
    total = 0
    while total < n_positions:
        fen = fo.random_start(preset, rng)
        moves: list[str] = []
        positions = []
        for mv, d in fo.playout(preset, fen, rng, max_ply):
            moves = mv
            positions.append(d)
        total += len(positions)
        yield {"preset": preset, "fen": fen, "moves": moves, "positions": positions}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--positions", type=int, default=2500,
                    help="positions to describe per preset (whole games; default %(default)s)")
    ap.add_argument("--seed", type=int, default=1, help="RNG seed (default %(default)s)")
    ap.add_argument("--out-dir", type=Path, default=DEFAULT_OUT,
                    help="output folder (default: %(default)s)")
    ap.add_argument("--presets", default=",".join(fo.ALL_PRESETS),
                    help="comma-separated presets (default: all five)")
    ap.add_argument("--max-ply", type=int, default=300,
                    help="stop a playout after this many moves (default %(default)s)")
    ap.add_argument("--legal-format", choices=("list", "string"), default="list",
                    help="write legal moves as a JSON list or as one space-separated "
                         "string (smaller files)")
    args = ap.parse_args()
    fo.require_pyffish()
    args.out_dir.mkdir(parents=True, exist_ok=True)

    grand = Counter()
    for preset in filter(None, args.presets.split(",")):
        if preset not in fo.ALL_PRESETS:
            sys.exit(f"unknown preset {preset!r}")
        t0 = time.time()
        ends: Counter = Counter()
        stats: Counter = Counter()
        path = args.out_dir / f"{preset}.jsonl"
        with path.open("w", encoding="utf-8") as out:
            for g in games(preset, args.positions, args.seed, args.max_ply):
                stats["games"] += 1
                stats["positions"] += len(g["positions"])
                stats["checks"] += sum(p["check"] for p in g["positions"])
                stats["passes"] += sum(fo.is_pass(m) for m in g["moves"])
                if g["fen"] != fo.sf.start_fen(preset):
                    stats["other starts"] += 1
                last = g["positions"][-1]["end"]
                if last is None:
                    ends["max-ply"] += 1
                else:
                    kind = last["kind"]
                    if kind == "immediate":
                        two = len(g["moves"]) >= 2 and all(fo.is_pass(m) for m in g["moves"][-2:])
                        kind += " (two passes)" if two else " (bikjang)"
                    ends[f"{kind} {last['result']}"] += 1
                if args.legal_format == "string":
                    for p in g["positions"]:
                        p["legal"] = " ".join(p["legal"])
                out.write(json.dumps(g, separators=(",", ":"), ensure_ascii=False) + "\n")
        size = path.stat().st_size
        print(f"{preset}: {stats['games']} games, {stats['positions']} positions, "
              f"{stats['checks']} in check, {stats['passes']} passes, "
              f"{stats['other starts']} non-standard starts, {size / 1e6:.2f} MB, "
              f"{time.time() - t0:.0f}s", file=sys.stderr)
        print("   endings: " + ", ".join(f"{k}: {v}" for k, v in sorted(ends.items())),
              file=sys.stderr)
        grand.update(ends)
    print("all presets: " + ", ".join(f"{k}: {v}" for k, v in sorted(grand.items())),
          file=sys.stderr)


if __name__ == "__main__":
    main()
