#!/usr/bin/env python3
"""Generate perft reference data for Palace from Fairy-Stockfish.

Writes ``crates/rules/tests/data/perft.tsv`` (and ``perft_moves.tsv``):

    perft.tsv        label <TAB> preset <TAB> fen <TAB> depth <TAB> nodes
    perft_moves.tsv  label <TAB> preset <TAB> fen <TAB> moves <TAB> depth <TAB> nodes

Lines starting with '#' are comments (a header saying where the numbers come
from, and one comment per position saying what it exercises). In
perft_moves.tsv ``moves`` is a space-separated coordinate move list played
from ``fen`` before the perft starts: a FEN cannot say that the last move was
a pass or that bikjang was already on the board, and those positions need it.

Where the numbers come from
---------------------------
All node counts come from the Debian ``fairy-stockfish`` 11.1 binary: ONE
process is started, and for each row we send ``setoption name UCI_Variant
value <preset>``, ``position fen <fen> [moves ...]`` and ``go perft <depth>``
and read ``Nodes searched: N``. Like every Fairy-Stockfish perft, a node
where the game has immediately ended (two passes in a row; a pass answering
bikjang in ``janggi``/``janggitraditional``) has no children, and claimable
endings (repetition, the quiet-move rule) are ignored.

Every position is cross-checked against ``pyffish`` (a much newer
Fairy-Stockfish, treated as the truth) with an independent recursive perft
over ``pyffish.legal_moves(preset, fen, moves)``, using the full move history
(so passes and bikjang are seen as FSF sees them). A node whose game has
immediately ended has no children; pyffish's legal move list is empty there
(FSF's ``generate<LEGAL>`` returns early), and within two plies of the root
``is_immediate_game_end`` is also asked and must agree. The oracle goes as
deep as ``--oracle-calls`` pyffish calls allow (depth 3 for most positions,
deeper for cheap ones and for the ``--deep`` labels); below that,
``--samples`` random paths (biased towards passes and moves back and forth)
compare pyffish's legal moves with the binary's ``go perft 1`` list at every
node down to the row's depth. Any disagreement is localised to a position
and the differing moves, written into the file header, and every row of that
(label, preset) is left out.

Run with the venv that has pyffish, from anywhere:

    /tmp/venv/bin/python tools/oracle/gen_perft.py

Takes ~30 minutes on a busy 2-core machine (the pyffish oracle dominates:
2.5 ms or more a call; the binary's part is ~1.5 minutes).
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import fsf_oracle as fo  # noqa: E402
from fsf_oracle import sf  # noqa: E402
from positions import HAND_BUILT, HISTORY  # noqa: E402

REPO = HERE.parent.parent
DEFAULT_OUT = REPO / "crates" / "rules" / "tests" / "data"


@dataclass
class Job:
    label: str
    preset: str
    fen: str
    moves: tuple[str, ...]
    max_depth: int
    what: str
    group: str                      # start | setup | hand | random | history
    exempt: bool = False            # start depth 5: outside the size budget
    counts: dict[int, int] = field(default_factory=dict)   # binary
    oracle: dict[int, int] = field(default_factory=dict)   # pyffish
    sampled: int = 0                # sampled paths checked below oracle depth
    problems: list[str] = field(default_factory=list)

    @property
    def key(self):
        return (self.label, self.preset)


def log(*a):
    print(*a, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------
# Building the list of positions
# ---------------------------------------------------------------------------

def build_jobs(args) -> list[Job]:
    jobs: list[Job] = []
    xq = sf.start_fen("xiangqi")
    jg = sf.start_fen("janggi")
    jobs.append(Job("xiangqi-start", "xiangqi", xq, (), 5, "xiangqi start position", "start"))
    jobs.append(Job("janggi-start", "janggi", jg, (), 5,
                    "janggi start position (馬象象馬 both sides)", "start"))
    for p in ("janggitraditional", "janggimodern", "janggicasual"):
        jobs.append(Job("janggi-start", p, jg, (), 4, "janggi start position", "start"))
    for cho in fo.SETUPS:
        for han in fo.SETUPS:
            fen = fo.janggi_setup_fen(cho, han)
            jobs.append(Job(f"setup-cho-{cho}-han-{han}", "janggi", fen, (), 4,
                            f"setup pairing: Cho {fo.SETUPS[cho]} ({cho}), "
                            f"Han {fo.SETUPS[han]} ({han}, read from Han's left = file i)",
                            "setup"))
    for s in HAND_BUILT:
        for p in s.presets:
            jobs.append(Job(s.label, p, s.fen, (), s.max_depth, s.what, "hand"))
    for s in HISTORY:
        for p in s.presets:
            jobs.append(Job(s.label, p, s.fen, tuple(s.moves), s.max_depth, s.what, "history"))
    rng = random.Random(args.seed)
    counts = {"xiangqi": args.random, "janggi": args.random,
              "janggitraditional": args.random_other,
              "janggimodern": args.random_other,
              "janggicasual": args.random_other}
    for preset, n in counts.items():
        for i, (fen, plies) in enumerate(random_positions(preset, n, rng)):
            jobs.append(Job(f"random-{preset}-{i + 1:02d}", preset, fen, (), 4,
                            f"random playout of {plies} plies from the start (seed {args.seed})",
                            "random"))
    return jobs


def random_positions(preset: str, n: int, rng: random.Random):
    """``n`` positions after 20..60 uniformly random plies from the start,
    skipping playouts in which the game ended (no legal move, an immediate
    ending, or a claimable one at any ply)."""
    start = sf.start_fen(preset)
    out = []
    while len(out) < n:
        plies = rng.randint(20, 60)
        moves: list[str] = []
        ok = True
        for _ in range(plies):
            legal = sf.legal_moves(preset, start, moves)
            if not legal or sf.is_optional_game_end(preset, start, moves)[0]:
                ok = False
                break
            moves.append(rng.choice(legal))
        if not ok:
            continue
        d = fo.describe(preset, start, moves)
        if d["end"] is not None:
            continue
        fen = sf.get_fen(preset, start, moves)
        if fo.describe(preset, fen, [])["end"] is not None:
            continue
        out.append((fen, plies))
    return out


def validate(jobs: list[Job]) -> None:
    for j in jobs:
        code = sf.validate_fen(j.fen, j.preset)
        if code != 1:
            sys.exit(f"invalid FEN for {j.label} [{j.preset}] (validate_fen={code}): {j.fen}")
        parts = j.fen.split()
        parts[1] = "b" if parts[1] == "w" else "w"
        if sf.gives_check(j.preset, " ".join(parts), []):
            sys.exit(f"{j.label} [{j.preset}]: the side not to move is in check: {j.fen}")
        if j.moves:
            try:
                for i in range(len(j.moves)):
                    if j.moves[i] not in sf.legal_moves(j.preset, j.fen, list(j.moves[:i])):
                        sys.exit(f"{j.label} [{j.preset}]: move {j.moves[i]} is not legal")
            except Exception as e:  # pyffish raises on bad input
                sys.exit(f"{j.label} [{j.preset}]: {e}")


# ---------------------------------------------------------------------------
# Binary counts
# ---------------------------------------------------------------------------

def binary_counts(eng: fo.UciEngine, jobs: list[Job], args) -> None:
    """Fill ``job.counts`` with the binary's perft for depth 1..max_depth,
    stopping early where a row would exceed ``--row-limit`` nodes (start
    positions excepted), and for random positions keeping depth 4 only when
    it is at most ``--random-d4-limit``."""
    t0 = time.time()
    for n, j in enumerate(jobs):
        for d in range(1, j.max_depth + 1):
            limit = args.row_limit
            if j.group == "random" and d == 4:
                limit = args.random_d4_limit
            if j.group in ("hand", "history") and d == 4:
                limit = args.hand_d4_limit
            if j.group == "start" and d <= 5:
                limit = None
            if limit is not None and d >= 2 and j.counts.get(d - 1, 0) > 0:
                # estimate before paying for it: growth factor of the last ply
                prev = j.counts[d - 1]
                before = j.counts.get(d - 2, 1)
                if prev * (prev / max(before, 1)) > 3 * limit:
                    break
            total, _ = eng.perft(j.preset, j.fen, d, j.moves)
            if limit is not None and total > limit:
                break
            j.counts[d] = total
            if total == 0:
                # a finished game or no legal move: deeper rows are 0 as well
                # and cost nothing, keep them up to depth 3 for the record
                for dd in range(d + 1, min(j.max_depth, 3) + 1):
                    j.counts[dd] = eng.perft(j.preset, j.fen, dd, j.moves)[0]
                break
        if (n + 1) % 20 == 0:
            log(f"  binary: {n + 1}/{len(jobs)} positions, {time.time() - t0:.0f}s")


# ---------------------------------------------------------------------------
# pyffish oracle
# ---------------------------------------------------------------------------

def pf_levels(preset: str, fen: str, moves: list[str], depth: int) -> dict[int, int]:
    """Perft over pyffish for every depth 1..depth in one traversal."""
    counts = {d: 0 for d in range(1, depth + 1)}

    def rec(mv: list[str], level: int) -> None:
        legal = sf.legal_moves(preset, fen, mv)
        if level < 2:
            ended, _ = sf.is_immediate_game_end(preset, fen, mv)
            if ended and legal:
                raise AssertionError(f"pyffish: immediate end but legal moves at "
                                     f"{fen} moves {' '.join(mv)}")
        counts[level + 1] += len(legal)
        if level + 1 < depth:
            for m in legal:
                rec(mv + [m], level + 1)

    rec(list(moves), 0)
    return counts


def _oracle_worker(item):
    idx, preset, fen, moves, depth = item
    t = time.time()
    return idx, pf_levels(preset, fen, list(moves), depth), time.time() - t


def oracle_depth(j: Job, budget: int) -> int:
    """Deepest k with the pyffish call count sum_{d<k} nodes(d) <= budget."""
    best = 1
    calls = 1
    for k in range(2, max(j.counts) + 1 if j.counts else 1):
        calls += j.counts[k - 1]
        if calls > budget:
            break
        best = k
    return min(best, max(j.counts)) if j.counts else 0


def run_oracle(jobs: list[Job], args) -> None:
    items = []
    for i, j in enumerate(jobs):
        if not j.counts:
            continue
        budget = args.deep_calls if j.label in args.deep else args.oracle_calls
        k = oracle_depth(j, budget)
        items.append((i, j.preset, j.fen, j.moves, k))
    # longest first so that the pool finishes evenly
    est = {i: sum(jobs[i].counts.get(d, 0) for d in range(1, k)) for i, *_r, k in items}
    items.sort(key=lambda it: -est[it[0]])
    t0 = time.time()
    done = 0
    with mp.Pool(args.jobs) as pool:
        for idx, levels, dt in pool.imap_unordered(_oracle_worker, items):
            jobs[idx].oracle = levels
            done += 1
            if done % 20 == 0 or dt > 30:
                log(f"  oracle: {done}/{len(items)} positions, {time.time() - t0:.0f}s "
                    f"(last: {jobs[idx].label} [{jobs[idx].preset}] depth {max(levels)} "
                    f"in {dt:.0f}s)")


def compare(jobs: list[Job]) -> list[Job]:
    bad = []
    for j in jobs:
        for d, n in j.oracle.items():
            if j.counts.get(d) != n:
                j.problems.append(f"depth {d}: fairy-stockfish 11.1 {j.counts.get(d)} "
                                  f"vs pyffish {n}")
        if j.problems:
            bad.append(j)
    return bad


def sample_paths(eng: fo.UciEngine, j: Job, n: int, rng: random.Random) -> None:
    """Random paths below the oracle's depth: compare legal move sets."""
    depth = max(j.counts)
    if depth <= max(j.oracle, default=0) or n <= 0:
        return
    janggi = j.preset != "xiangqi"
    for _ in range(n):
        mv = list(j.moves)
        for ply in range(depth):
            pl = sorted(sf.legal_moves(j.preset, j.fen, mv))
            bl = eng.legal_moves(j.preset, j.fen, mv)
            if pl != bl:
                j.problems.append(
                    f"after moves '{' '.join(mv)}': legal moves differ; only fairy-stockfish "
                    f"11.1: {sorted(set(bl) - set(pl))}, only pyffish: {sorted(set(pl) - set(bl))}")
                return
            if not pl or ply == depth - 1:
                break
            choice = None
            r = rng.random()
            if janggi and r < 0.25:
                choice = next((m for m in pl if fo.is_pass(m)), None)
            elif r < 0.55 and len(mv) - len(j.moves) >= 2:
                rev = fo.reverse_move(mv[-2])
                choice = rev if rev in pl else None
            mv.append(choice or rng.choice(pl))
        j.sampled += 1


def localize(eng: fo.UciEngine, j: Job) -> str:
    """Walk down to a node where the two engines' legal move lists differ."""
    bad_depth = min((d for d, n in j.oracle.items() if j.counts.get(d) != n), default=None)
    if bad_depth is None:
        return ""
    mv = list(j.moves)
    depth = bad_depth
    while depth >= 1:
        _, bd = eng.perft(j.preset, j.fen, depth, mv)
        pd = {m: (pf_levels(j.preset, j.fen, mv + [m], depth - 1)[depth - 1] if depth > 1 else 1)
              for m in sf.legal_moves(j.preset, j.fen, mv)}
        if set(bd) != set(pd):
            return (f"at '{' '.join(mv)}' (from the row's position): only fairy-stockfish "
                    f"11.1: {sorted(set(bd) - set(pd))}, only pyffish: "
                    f"{sorted(set(pd) - set(bd))}")
        diff = [m for m in bd if bd[m] != pd[m]]
        if not diff:
            return "counts differ but every divide agrees (?)"
        mv.append(diff[0])
        depth -= 1
    return "could not localise"


# ---------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------

def write_tables(out_dir: Path, jobs: list[Job], header: list[str]) -> dict:
    out_dir.mkdir(parents=True, exist_ok=True)
    stats = {}
    for name, hist in (("perft.tsv", False), ("perft_moves.tsv", True)):
        rows = 0
        nodes = 0
        nodes_budget = 0
        lines = list(header)
        lines.append("#")
        if hist:
            lines.append("# label\tpreset\tfen\tmoves\tdepth\tnodes")
        else:
            lines.append("# label\tpreset\tfen\tdepth\tnodes")
        last = None
        for j in jobs:
            if bool(j.moves) != hist or j.problems or not j.counts:
                continue
            if j.label != last:
                lines.append(f"# {j.label}: {j.what}")
                last = j.label
            for d in sorted(j.counts):
                n = j.counts[d]
                cols = [j.label, j.preset, j.fen]
                if hist:
                    cols.append(" ".join(j.moves))
                cols += [str(d), str(n)]
                lines.append("\t".join(cols))
                rows += 1
                nodes += n
                if not (j.group == "start" and d == 5):
                    nodes_budget += n
        (out_dir / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
        stats[name] = (rows, nodes, nodes_budget)
    return stats


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out-dir", type=Path, default=DEFAULT_OUT,
                    help="where perft.tsv and perft_moves.tsv go (default: %(default)s)")
    ap.add_argument("--engine", help="path of the fairy-stockfish binary (default: PATH, /usr/games)")
    ap.add_argument("--seed", type=int, default=20240611, help="seed of the random positions")
    ap.add_argument("--random", type=int, default=30,
                    help="random positions for xiangqi and for janggi (default %(default)s)")
    ap.add_argument("--random-other", type=int, default=10,
                    help="random positions for each other janggi preset (default %(default)s)")
    ap.add_argument("--row-limit", type=int, default=3_000_000,
                    help="largest node count of a row (start positions exempt)")
    ap.add_argument("--random-d4-limit", type=int, default=150_000,
                    help="a random position gets a depth-4 row only up to this many nodes")
    ap.add_argument("--hand-d4-limit", type=int, default=200_000,
                    help="a hand-built position gets a depth-4 row only up to this many nodes")
    ap.add_argument("--oracle-calls", type=int, default=4000,
                    help="pyffish calls allowed per position for the full cross-check")
    ap.add_argument("--deep", default="janggi-start",
                    help="comma-separated labels cross-checked with --deep-calls")
    ap.add_argument("--deep-calls", type=int, default=40000)
    ap.add_argument("--samples", type=int, default=24,
                    help="random paths checked below the oracle depth, per position")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2,
                    help="worker processes for the pyffish oracle")
    args = ap.parse_args()
    args.deep = set(filter(None, args.deep.split(",")))
    fo.require_pyffish()

    t_all = time.time()
    eng = fo.UciEngine(fo.find_engine(args.engine))
    log(f"engine: {eng.id_name} ({eng.path}); pyffish: {sf.info()}")
    jobs = build_jobs(args)
    validate(jobs)
    log(f"{len(jobs)} positions (label x preset)")

    t = time.time()
    binary_counts(eng, jobs, args)
    t_binary = time.time() - t
    log(f"binary perft done in {t_binary:.0f}s")

    t = time.time()
    run_oracle(jobs, args)
    t_oracle = time.time() - t
    log(f"pyffish oracle done in {t_oracle:.0f}s")

    t = time.time()
    rng = random.Random(args.seed + 1)
    for j in jobs:
        sample_paths(eng, j, args.samples, rng)
    t_samples = time.time() - t
    log(f"sampled paths done in {t_samples:.0f}s")

    compare(jobs)
    bad = [j for j in jobs if j.problems]
    discrepancies = []
    for j in bad:
        where = localize(eng, j) if any(j.counts.get(d) != n for d, n in j.oracle.items()) else ""
        discrepancies.append(f"{j.label} [{j.preset}] {j.fen}"
                             + (f" moves {' '.join(j.moves)}" if j.moves else "")
                             + ": " + "; ".join(j.problems) + (f"; {where}" if where else ""))
    eng_name = eng.id_name
    eng.close()

    kept = [j for j in jobs if j.oracle and not j.problems]
    full = sum(1 for j in kept if max(j.oracle) >= max(j.counts))
    by_depth: dict[int, int] = {}
    for j in kept:
        by_depth[max(j.oracle)] = by_depth.get(max(j.oracle), 0) + 1
    depth_note = ", ".join(f"{n} to depth {d}" for d, n in sorted(by_depth.items()))
    header = [
        "# Perft reference counts for Palace's rules crate. GENERATED: do not edit by hand.",
        f"# Source: the Debian `fairy-stockfish` binary ({eng_name}), one process,",
        "#   `setoption name UCI_Variant value <preset>`, `position fen <fen> [moves ...]`, `go perft <depth>`.",
        "#   A node where the game has immediately ended (two passes in a row; a pass answering bikjang",
        "#   in janggi/janggitraditional) has no children; claimable endings are ignored.",
        f"# Regenerate: /tmp/venv/bin/python tools/oracle/gen_perft.py --seed {args.seed}"
        f" --random {args.random} --random-other {args.random_other}",
        f"# Cross-check: pyffish ({sf.info()}) recursive perft over legal_moves(preset, fen, moves)",
        f"#   agreed with every kept position (of both perft files): {depth_note}; {full} of",
        f"#   {len(kept)} positions were checked down to their deepest row. Below the checked depth, random paths (biased to",
        f"#   passes and moves back and forth, {args.samples} per position) compared the legal move lists",
        "#   of pyffish and of the binary's `go perft 1` at every node down to the deepest row.",

    ]
    if discrepancies:
        header.append("# Discrepancies fairy-stockfish 11.1 vs pyffish (those rows are LEFT OUT):")
        header += [f"#   {d}" for d in discrepancies]
    else:
        header.append("# Discrepancies fairy-stockfish 11.1 vs pyffish: none found.")
    stats = write_tables(args.out_dir, jobs, header)
    for name, (rows, nodes, budget) in stats.items():
        log(f"{args.out_dir / name}: {rows} rows, {nodes:,} nodes "
            f"({budget:,} without start depth 5)")
    for d in discrepancies:
        log("DISCREPANCY: " + d)
    log(f"total {time.time() - t_all:.0f}s (binary {t_binary:.0f}s, oracle {t_oracle:.0f}s, "
        f"samples {t_samples:.0f}s)")


if __name__ == "__main__":
    main()
