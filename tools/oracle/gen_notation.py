#!/usr/bin/env python3
"""Generate move-notation reference data for Palace from Fairy-Stockfish.

Writes, under ``crates/rules/tests/data/notation/``:

    xiangqi_wxf.tsv     fen <TAB> move <TAB> WXF       (pyffish NOTATION_XIANGQI_WXF)
    janggi_numeric.tsv  fen <TAB> move <TAB> FSF form  (pyffish NOTATION_JANGGI)

``move`` is Fairy-Stockfish's coordinate form (``h3e3``, ``i10h10``, a Janggi
pass is the general's square twice). The notation column is exactly what
``pyffish.get_san(variant, fen, move, False, notation)`` returns; nothing in
these files comes from Palace's own code. Lines starting with ``#`` are
comments (the header says how the file was made).

How the rows are drawn
----------------------
Seeded random playouts from the start position (Janggi: a random horse /
elephant arrangement for each side) under pyffish's ``xiangqi`` and
``janggi`` variants. At every ply of a playout one random legal move is
recorded, plus up to two "interesting" ones:

* Xiangqi: a move of a piece that shares its file with another piece of its
  kind (front/back ``R+=5``, tandem soldiers ``15+1``), which is where WXF
  needs disambiguation;
* Janggi: a pass, a capture, or a move that gives check or mate.

A playout stops where the side not to move is in check (FSF's ``janggi``
lets a side pass in check while the generals face each other; that pass
ends the game, but from the FEN alone FSF plays on with a general that can
be captured) and, in Janggi, after 40 plies without a capture.

The playout policy is biased so that such positions come up often: in
Xiangqi it prefers moves that put a piece on a file already holding one of
its kind (soldiers especially, so that three on a file and two files with
two each occur); in Janggi it prefers captures and checks (more ``x``,
``+`` and ``#``). Rows are de-duplicated on (fen, move).

Run with the venv that has pyffish, from anywhere:

    /tmp/venv/bin/python tools/oracle/gen_notation.py

Takes about three minutes (~3 ms a pyffish call).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from fsf_oracle import (  # noqa: E402
    SETUPS,
    janggi_setup_fen,
    parse_board,
    require_pyffish,
    sf,
    split_move,
)

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
OUT_DIR = os.path.join(ROOT, "crates", "rules", "tests", "data", "notation")


def file_of(sq: str) -> str:
    return sq[0]


def same_kind_on_file(board: dict[str, str], sq: str, piece: str, exclude: str | None = None) -> int:
    """Number of other ``piece``s on the file of ``sq`` (``exclude`` ignored)."""
    f = file_of(sq)
    n = 0
    for r in range(1, 11):
        s = f"{f}{r}"
        if s != sq and s != exclude and board.get(s) == piece:
            n += 1
    return n


def tandem_move(board: dict[str, str], move: str) -> bool:
    """The moving piece shares its file with another piece of its kind."""
    a, _ = split_move(move)
    p = board.get(a)
    return p is not None and same_kind_on_file(board, a, p) > 0


def makes_tandem(board: dict[str, str], move: str) -> bool:
    """After the move the piece shares its (new) file with one of its kind."""
    a, b = split_move(move)
    p = board.get(a)
    if p is None or file_of(a) == file_of(b):
        return False
    return same_kind_on_file(board, b, p, exclude=a) > 0


def san(variant: str, fen: str, move: str, notation: int) -> str:
    return sf.get_san(variant, fen, move, False, notation)


def playout_rows(variant: str, notation: int, rng: random.Random, start_fen: str,
                 max_plies: int, rows: dict, target: int) -> None:
    fen = start_fen
    for _ in range(max_plies):
        if len(rows) >= target:
            return
        legal = sf.legal_moves(variant, fen, [])
        if not legal:
            return
        board = parse_board(fen)
        enemy_general = "k" if fen.split()[1] == "w" else "K"
        if any(board.get(split_move(m)[1]) == enemy_general for m in legal):
            # The side not to move is in check. FSF's janggi lets a side
            # pass while the generals face each other even in check (and
            # that pass ends the game); from the FEN alone the game goes on
            # with a general en prise. Not a position worth describing.
            return
        if variant == "janggi" and int(fen.split()[4]) >= 40:
            return  # bare generals shuffling: enough of those
        picks = [rng.choice(legal)]
        if variant == "xiangqi":
            tandem = [m for m in legal if tandem_move(board, m)]
            rng.shuffle(tandem)
            picks += tandem[:2]
            # Prefer soldier moves that pile soldiers up, then any move that
            # puts a piece next to one of its kind on a file.
            builders = [m for m in legal if makes_tandem(board, m)]
            pawn_builders = [m for m in builders if board[split_move(m)[0]] in "Pp"]
            pawn_moves = [m for m in legal if board[split_move(m)[0]] in "Pp"]
            x = rng.random()
            if pawn_builders and x < 0.45:
                play = rng.choice(pawn_builders)
            elif builders and x < 0.6:
                play = rng.choice(builders)
            elif pawn_moves and x < 0.75:
                play = rng.choice(pawn_moves)
            else:
                play = rng.choice(legal)
        else:
            captures = [m for m in legal if split_move(m)[1] in board and not is_pass_move(m)]
            passes = [m for m in legal if is_pass_move(m)]
            sample = rng.sample(legal, min(6, len(legal)))
            sample += rng.sample(captures, min(3, len(captures)))
            checks = []
            for m in dict.fromkeys(sample):
                s = san(variant, fen, m, notation)
                if s[-1] in "+#":
                    rows.setdefault((fen, m), s)
                    checks.append(m)
            if passes and rng.random() < 0.1:
                picks.append(passes[0])
            if captures:
                picks.append(rng.choice(captures))
            x = rng.random()
            if checks and x < 0.5:
                play = rng.choice(checks)
            elif captures and x < 0.7:
                play = rng.choice(captures)
            else:
                play = rng.choice(legal)
        for m in dict.fromkeys(picks):
            if (fen, m) not in rows:
                rows[(fen, m)] = san(variant, fen, m, notation)
        fen = sf.get_fen(variant, fen, [play])


def is_pass_move(m: str) -> bool:
    a, b = split_move(m)
    return a == b


def janggi_start(rng: random.Random) -> str:
    names = list(SETUPS)
    return janggi_setup_fen(rng.choice(names), rng.choice(names))


def generate(variant: str, notation: int, seed: int, target: int, max_plies: int) -> list:
    rng = random.Random(seed)
    rows: dict = {}
    games = 0
    while len(rows) < target:
        start = sf.start_fen("xiangqi") if variant == "xiangqi" else janggi_start(rng)
        playout_rows(variant, notation, rng, start, rng.randint(max_plies // 2, max_plies), rows, target)
        games += 1
    items = list(rows.items())[:target]
    return games, [(fen, m, s) for (fen, m), s in items]


def write(path: str, header: list[str], rows: list) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for h in header:
            f.write(f"# {h}\n")
        for fen, m, s in rows:
            f.write(f"{fen}\t{m}\t{s}\n")


# ---------------------------------------------------------------------------
# Real records: the moves as written, next to the coordinates EXPECTED.json
# gives for them (checked there with pyffish).

# The project's shared folder sits beside the repository (../shared).
RECORDS_DIR = os.environ.get(
    "PALACE_RECORDS_DIR",
    os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "records"),
)


def decode_record(path: str) -> str:
    raw = open(path, "rb").read()
    if path.endswith(".gib"):
        return raw.decode("cp949", errors="replace")
    for enc in ("utf-8", "gbk", "big5"):
        try:
            return raw.decode(enc)
        except UnicodeDecodeError:
            pass
    return raw.decode("utf-8", errors="replace")


def record_games(text: str) -> list[list[str]]:
    """Move tokens of each game: tags, {comments}, move numbers, results
    and xqbase's "====" footers left out."""
    text = re.sub(r"\{[^}]*\}", " ", text, flags=re.S)
    games: list[list[str]] = []
    cur: list[str] | None = None
    for line in text.splitlines():
        s = line.strip()
        if s.startswith("====") or s.startswith("["):
            if cur:
                games.append(cur)
            cur = None
            continue
        if cur is None:
            cur = []
        for t in s.split():
            if re.fullmatch(r"\d+\.+", t) or t in ("1-0", "0-1", "1/2-1/2", "*"):
                continue
            if re.fullmatch(r"[\x1a\ufffd]+", t):
                continue
            t = re.sub(r"^\d+\.", "", t)
            if t:
                cur.append(t)
    if cur:
        games.append(cur)
    return games


def records_rows(records_dir: str, per_file: int) -> list[str]:
    expected = json.load(open(os.path.join(records_dir, "EXPECTED.json"), encoding="utf-8"))
    rows = []
    for name, info in expected["files"].items():
        if not name.endswith((".gib", ".pgn")) or "letter-coords" in name:
            continue
        games = record_games(decode_record(os.path.join(records_dir, name)))
        taken = 0
        for i, exp in enumerate(info["games"]):
            uci = exp["uci"].split()
            legal = exp.get("legal_to_end") or []
            # All of the WXF file: its tandem forms (+P+1, -P+1, +C-1) are spread out.
            limit = len(info["games"]) if "wxf" in name else per_file
            if taken >= limit or i >= len(games) or len(games[i]) != len(uci) or not legal:
                continue
            preset = next((p for p in ("xiangqi", "janggi") if p in legal), legal[0])
            rows.append("\t".join([name, str(exp["game"]), preset, exp["start_fen"],
                                   " ".join(games[i]), " ".join(uci)]))
            taken += 1
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=20261130)
    ap.add_argument("--rows", type=int, default=12000, help="rows per file")
    ap.add_argument("--max-plies", type=int, default=240)
    ap.add_argument("--out", default=OUT_DIR)
    ap.add_argument("--records", default=RECORDS_DIR,
                    help="folder of real game records with EXPECTED.json (for records.tsv)")
    ap.add_argument("--records-per-file", type=int, default=4)
    ap.add_argument("--only-records", action="store_true", help="write records.tsv only")
    args = ap.parse_args()
    if os.path.exists(os.path.join(args.records, "EXPECTED.json")):
        rows = records_rows(args.records, args.records_per_file)
        path = os.path.join(args.out, "records.tsv")
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write("# records.tsv: real game records, the moves as written and in coordinates\n")
            f.write(f"# from {args.records} (see SOURCES.md there); coordinates from its EXPECTED.json,\n")
            f.write("# which checked every move with pyffish. Made by tools/oracle/gen_notation.py\n")
            f.write("# columns: file, game, preset, start fen, written moves, coordinate moves\n")
            for r in rows:
                f.write(r + "\n")
        print(f"records.tsv: {len(rows)} games", file=sys.stderr)
    if args.only_records:
        return
    require_pyffish()
    for variant, notation, name, label in [
        ("xiangqi", sf.NOTATION_XIANGQI_WXF, "xiangqi_wxf.tsv", "NOTATION_XIANGQI_WXF"),
        ("janggi", sf.NOTATION_JANGGI, "janggi_numeric.tsv", "NOTATION_JANGGI"),
    ]:
        t0 = time.time()
        games, rows = generate(variant, notation, args.seed, args.rows, args.max_plies)
        header = [
            f"{name}: fen, coordinate move, pyffish.get_san(\"{variant}\", fen, move, False, pyffish.{label})",
            f"source: {sf.info().strip()} (pyffish {'.'.join(map(str, sf.version()))})",
            f"made by: tools/oracle/gen_notation.py --seed {args.seed} --rows {args.rows} "
            f"--max-plies {args.max_plies}",
            f"{len(rows)} rows from {games} seeded random playouts; columns separated by one TAB",
        ]
        write(os.path.join(args.out, name), header, rows)
        print(f"{name}: {len(rows)} rows, {games} games, {time.time() - t0:.0f}s", file=sys.stderr)


if __name__ == "__main__":
    main()
