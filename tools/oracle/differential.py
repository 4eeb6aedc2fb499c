#!/usr/bin/env python3
"""Live differential test: Palace's binary against Fairy-Stockfish (pyffish).

Plays the same seeded random games as gen_differential.py (same seed, presets
and options give the same games) and, for every position, asks Palace and
compares its answer with pyffish's.

Palace is started ONCE as ``<palace> status --batch`` and spoken to in JSON
lines, one query and one answer per line:

    query:  {"rules": "<preset>", "fen": "<start FEN>", "moves": "m1 m2 ..."}
    answer: {"legal_moves": [sorted coordinate moves],
             "in_check": bool,
             "outcome": null | {"result": "1-0"|"0-1"|"1/2-1/2", "reason": "..."}}
       or:  {"error": "..."}

What is compared, per position (the position after ``moves`` from ``fen``):

* ``legal_moves`` as a set against ``pyffish.legal_moves``. At a claimable
  ("optional") ending, where FSF still lists the moves but Palace ends the
  game, an empty list is accepted too (``--strict-ended`` forbids that);
* ``in_check`` against ``pyffish.gives_check`` (side to move in check);
* the outcome: null against "no ending", else the ``result`` string (first
  player's view); the ``reason`` is printed but not compared, since Palace's
  reason names are its own.

A game stops at its first mismatch (later positions would only repeat it);
every mismatch is printed on stdout with its preset, FEN and move list.
Progress goes to stderr. Exit status: 0 all agreed, 1 some mismatch, 2 Palace
could not be run or answered garbage.

    /tmp/venv/bin/python tools/oracle/differential.py --positions 20000
    /tmp/venv/bin/python tools/oracle/differential.py --presets janggi --seed 7 --palace ./palace
"""

from __future__ import annotations

import argparse
import json
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import fsf_oracle as fo  # noqa: E402

REPO = HERE.parent.parent


class PalaceError(Exception):
    pass


class Palace:
    """``palace status --batch`` as one child process."""

    def __init__(self, path: str, timeout: float):
        self.timeout = timeout
        try:
            self.proc = subprocess.Popen([path, "status", "--batch"], stdin=subprocess.PIPE,
                                         stdout=subprocess.PIPE, text=True, bufsize=1,
                                         encoding="utf-8")
        except OSError as e:
            raise PalaceError(f"cannot start {path}: {e}") from e
        self.lines: queue.Queue = queue.Queue()
        threading.Thread(target=self._reader, daemon=True).start()

    def _reader(self) -> None:
        assert self.proc.stdout
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def ask(self, query: dict) -> dict:
        assert self.proc.stdin
        try:
            self.proc.stdin.write(json.dumps(query) + "\n")
            self.proc.stdin.flush()
        except BrokenPipeError as e:
            raise PalaceError(f"palace closed its input (exit status {self.proc.poll()})") from e
        try:
            line = self.lines.get(timeout=self.timeout)
        except queue.Empty as e:
            raise PalaceError(f"no answer within {self.timeout}s to {json.dumps(query)}") from e
        if line is None:
            raise PalaceError(f"palace exited (status {self.proc.wait()}) "
                              f"while answering {json.dumps(query)}")
        try:
            ans = json.loads(line)
        except json.JSONDecodeError as e:
            raise PalaceError(f"not JSON: {line!r} (query {json.dumps(query)})") from e
        if not isinstance(ans, dict):
            raise PalaceError(f"not a JSON object: {line!r}")
        return ans

    def close(self) -> None:
        try:
            if self.proc.stdin:
                self.proc.stdin.close()
            self.proc.wait(timeout=10)
        except Exception:
            self.proc.kill()


def compare(ans: dict, want: dict, strict_ended: bool) -> list[str]:
    """Differences between Palace's answer and pyffish's description."""
    if "error" in ans:
        return [f"palace error: {ans['error']}"]
    probs = []
    for k in ("legal_moves", "in_check", "outcome"):
        if k not in ans:
            probs.append(f"answer lacks {k!r}")
    if probs:
        return probs
    got = set(ans["legal_moves"] or [])
    exp = set(want["legal"])
    end = want["end"]
    if got != exp:
        lenient = (not strict_ended and not got and end is not None
                   and end["kind"] == "optional")
        if not lenient:
            probs.append(f"legal moves: only palace {sorted(got - exp)}, "
                         f"only fairy-stockfish {sorted(exp - got)}")
    if bool(ans["in_check"]) != want["check"]:
        probs.append(f"in_check: palace {ans['in_check']}, fairy-stockfish {want['check']}")
    out = ans["outcome"]
    got_res = None if out is None else out.get("result")
    exp_res = None if end is None else end["result"]
    if got_res != exp_res:
        probs.append(f"outcome: palace {json.dumps(out)}, fairy-stockfish "
                     f"{json.dumps(end)}")
    return probs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--palace", default=str(REPO / "target" / "release" / "palace"),
                    help="Palace binary (default: %(default)s)")
    ap.add_argument("--positions", type=int, default=2500,
                    help="positions to check per preset (whole games; default %(default)s)")
    ap.add_argument("--presets", default=",".join(fo.ALL_PRESETS),
                    help="comma-separated presets (default: all five)")
    ap.add_argument("--seed", type=int, default=1, help="RNG seed (default %(default)s)")
    ap.add_argument("--max-ply", type=int, default=300,
                    help="stop a playout after this many moves (default %(default)s)")
    ap.add_argument("--timeout", type=float, default=30.0,
                    help="seconds to wait for one answer (default %(default)s)")
    ap.add_argument("--max-mismatches", type=int, default=100,
                    help="stop after this many mismatching games (default %(default)s)")
    ap.add_argument("--strict-ended", action="store_true",
                    help="at a claimable ending require FSF's full legal move list")
    args = ap.parse_args()
    fo.require_pyffish()
    presets = [p for p in args.presets.split(",") if p]
    for p in presets:
        if p not in fo.ALL_PRESETS:
            sys.exit(f"unknown preset {p!r}")

    try:
        palace = Palace(args.palace, args.timeout)
    except PalaceError as e:
        print(f"error: {e}", file=sys.stderr)
        sys.exit(2)

    mismatches = 0
    checked = 0
    t0 = time.time()
    last_report = 0.0
    try:
        for preset in presets:
            rng = fo.preset_rng(args.seed, preset)
            done = games = 0
            while done < args.positions and mismatches < args.max_mismatches:
                fen = fo.random_start(preset, rng)
                games += 1
                for moves, want in fo.playout(preset, fen, rng, args.max_ply):
                    query = {"rules": preset, "fen": fen, "moves": " ".join(moves)}
                    probs = compare(palace.ask(query), want, args.strict_ended)
                    done += 1
                    checked += 1
                    if probs:
                        mismatches += 1
                        print(f"MISMATCH [{preset}] fen {fen}")
                        print(f"  moves ({len(moves)}): {' '.join(moves) or '-'}")
                        for p in probs:
                            print(f"  {p}")
                        sys.stdout.flush()
                        break  # the rest of this game would only repeat it
                    now = time.time()
                    if now - last_report > 2:
                        last_report = now
                        print(f"  [{preset}] {done}/{args.positions} positions, {games} games, "
                              f"{mismatches} mismatches, {checked / (now - t0):.0f} positions/s",
                              file=sys.stderr, flush=True)
            print(f"[{preset}] {done} positions in {games} games checked", file=sys.stderr)
    except PalaceError as e:
        print(f"error: {e}", file=sys.stderr)
        palace.close()
        sys.exit(2)
    palace.close()
    print(f"{checked} positions checked in {time.time() - t0:.0f}s, {mismatches} mismatching "
          f"games", file=sys.stderr)
    sys.exit(1 if mismatches else 0)


if __name__ == "__main__":
    main()
