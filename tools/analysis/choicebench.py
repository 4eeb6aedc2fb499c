#!/usr/bin/env python3
"""A position benchmark of move choice: how much an engine's chosen moves give
away, by a deep Fairy-Stockfish judgement, over a fixed set of positions.

Games against Fairy-Stockfish tell builds apart only over hundreds of games
(about 115 games leave +/- 9 points, docs/engine-log.md). This asks a
question with far less noise: on the same positions, with the same node
budget, which build chooses better moves? The engine's search is
deterministic (one thread, `ucinewgame` before each position, `go nodes
N`), so two runs of one build agree exactly and a difference is the
builds'.

    choicebench.py label MATCH.log VARIANT SET.json [--engine 1|2] [--games N]
                         [--plies LO:HI] [--every K] [--depth D]
    choicebench.py score SET.json [--engine-cmd CMD] [--nodes N] [--list]

label  picks the positions where the chosen engine of a `palace-dev match
       --verbose` log was to move (plies LO to HI of the first N games,
       every K-th of its moves) and has Fairy-Stockfish search each to
       depth D (default 16) for its best move and score. SET.json is
       written after every position, so a stopped run loses nothing, and
       running the same command again resumes it.
score  has the engine (default `target/release/palace uci`) choose a move
       in each position with `go nodes N` (default 340000, Palace's nodes
       at about 1 s in Janggi game positions). A move other than the
       judge's best is scored by the judge at the same depth once, and the
       score is kept in SET.json for later runs. Prints the share of
       positions where the engine chose the judge's move, the mean loss
       (the judge's score of the position minus its score after the move,
       never below 0; also with each loss capped at 300 cp, as one move
       into a mate outweighs dozens of ordinary ones) and the share
       losing 50 and 100 cp or more.

The judge favours moves it would play itself, so the loss measures
distance from Fairy-Stockfish's choices, not strength; confirm what it
suggests in games (docs/strength.md#protocol). On the first sets (411
positions of 1 s games, depth 16) it did not prefer Palace's moves at
twice the nodes (38 better, 36 worse): check a new set that way before
screening with it.

Needs /usr/games/fairy-stockfish (Debian package fairy-stockfish) and
pyffish (`pip install pyffish`). At depth 16 Fairy-Stockfish takes a few
seconds a Janggi position on one core.
"""
import argparse
import fcntl
import json
import os
import shlex
import sys

import matchlog
from fsf import Fsf, Uci
from moveloss import loss, plies

MATE = 3000
# Losses above this count as this much in the capped mean: one move into a
# mate (3000) would otherwise outweigh dozens of ordinary choices.
CAP = 300


def positive(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f'{text}: want a whole number of at least 1')
    return int(text)


def summary(losses: list, agreed: int) -> dict:
    """The figures `score` prints, from each position's loss."""
    n = len(losses)
    return {
        'positions': n,
        'agreement': agreed / n,
        'mean_loss': sum(losses) / n,
        'capped_mean': sum(min(x, CAP) for x in losses) / n,
        'loss_50': sum(x >= 50 for x in losses) / n,
        'loss_100': sum(x >= 100 for x in losses) / n,
    }


def read_set(path: str) -> dict:
    try:
        with open(path) as f:
            data = json.load(f)
    except OSError as e:
        sys.exit(f'cannot read {path}: {e.strerror}')
    except json.JSONDecodeError as e:
        sys.exit(f'{path}: not a position set ({e.msg} at line {e.lineno})')
    if not isinstance(data, dict) or not {'variant', 'depth', 'positions'} <= data.keys():
        sys.exit(f'{path}: not a position set (written by `choicebench.py label`)')
    return data


def write_set(path: str, data: dict):
    """Writes the set through a temporary file, so a crash leaves the old
    file whole."""
    tmp = path + '.tmp'
    with open(tmp, 'w') as f:
        json.dump(data, f, indent=1)
    os.replace(tmp, path)


def save_judged(path: str, data: dict):
    """Adds the moves judged in `data` to the set file, keeping those other
    runs on the same set added meanwhile (two builds may be scored on one
    set side by side): under a lock, the file is read again and merged."""
    with open(path + '.lock', 'w') as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        current = read_set(path)
        judged = {(p['game'], p['ply']): p['after'] for p in data['positions']}
        for p in current['positions']:
            mine = judged.get((p['game'], p['ply']))
            if mine is not None:
                p['after'].update(mine)
                mine.update(p['after'])
        write_set(path, current)


def judge(fsf: Fsf, fen: str, moves: list) -> tuple:
    """The judge's (score, best move), from a clear table so that the
    labels do not depend on the order positions were judged in."""
    fsf.send('ucinewgame')
    return fsf.search(fen, moves)


def label(args):
    try:
        import pyffish
    except ImportError:
        sys.exit('needs pyffish: pip install pyffish')
    # One label run per set: a second one would write over the first's
    # positions. The lock is the one `score` takes to add judged moves.
    lock = open(args.set + '.lock', 'w')
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        sys.exit(f'{args.set} is in use by another choicebench run; wait for it to end')
    if os.path.exists(args.set):
        data = read_set(args.set)
        if (data['variant'], data['depth']) != (args.variant, args.depth):
            sys.exit(f'{args.set} was labelled for {data["variant"]} at depth {data["depth"]}; '
                     'give another file to label with other settings')
    else:
        data = {'variant': args.variant, 'depth': args.depth, 'source': os.path.basename(args.log),
                'positions': []}
    done = {(p['game'], p['ply']) for p in data['positions']}
    wanted = []
    lo, hi = args.plies
    for n, game in enumerate(matchlog.games(args.log)):
        if n >= args.games:
            break
        start = matchlog.start_fen(game, None)
        own = matchlog.engine_plies(game, start, args.engine, lo, hi)
        wanted += [(game, start, k) for k in own[::args.every]]
    fsf = Fsf(args.variant, args.depth, mate=MATE, hash_mb=64)
    for i, (game, start, k) in enumerate(wanted):
        if (game.number, k) in done:
            continue
        try:
            fen = pyffish.get_fen(args.variant, start, game.moves[:k])
        except Exception as e:  # pyffish raises plain exceptions on bad moves
            sys.exit(f'{args.log}: game {game.number} ply {k}: the moves do not replay ({e})')
        score, best = judge(fsf, fen, [])
        if score is None or best is None:
            sys.exit(f'{args.log}: game {game.number} ply {k}: the judge gave no score')
        data['positions'].append({'game': game.number, 'ply': k, 'fen': fen, 'score': score,
                                  'best': best, 'after': {}})
        write_set(args.set, data)
        print(f'position {i + 1}/{len(wanted)}: game {game.number} ply {k} score {score} best {best}',
              file=sys.stderr, flush=True)
    print(f'{args.set}: {len(data["positions"])} positions, depth {args.depth}')


class Engine(Uci):
    """The engine under test, one process for the whole set."""

    def __init__(self, command: list, variant: str):
        super().__init__(command, variant, {'Hash': 16, 'Threads': 1})

    def choose(self, fen: str, nodes: int) -> str:
        self.send('ucinewgame')
        self.send('isready')
        self.until('readyok')
        self.send(f'position fen {fen}')
        self.send(f'go nodes {nodes}')
        words = self.until('bestmove')[-1].split()
        return words[1] if len(words) > 1 else '(none)'


def score(args):
    try:
        import pyffish
    except ImportError:
        sys.exit('needs pyffish: pip install pyffish')
    data = read_set(args.set)
    if not data['positions']:
        sys.exit(f'{args.set}: no positions')
    engine = Engine(shlex.split(args.engine_cmd), data['variant'])
    fsf = None
    losses, agreed = [], 0
    for p in data['positions']:
        move = engine.choose(p['fen'], args.nodes)
        if move not in pyffish.legal_moves(data['variant'], p['fen'], []):
            sys.exit(f'{args.engine_cmd}: illegal move {move} in game {p["game"]} ply {p["ply"]} '
                     f'({p["fen"]})')
        if move == p['best']:
            lost = 0
            agreed += 1
        else:
            if move not in p['after']:
                fsf = fsf or Fsf(data['variant'], data['depth'], mate=MATE, hash_mb=64)
                after, _ = judge(fsf, p['fen'], [move])
                if after is None:
                    sys.exit(f'game {p["game"]} ply {p["ply"]}: the judge gave no score after {move}')
                p['after'][move] = after
                save_judged(args.set, data)
            lost = loss(p['score'], p['after'][move])
        losses.append(lost)
        if args.list:
            print(f'game {p["game"]} ply {p["ply"]}: {move} (judge {p["best"]}) loses {lost}')
    s = summary(losses, agreed)
    print(f'{args.engine_cmd}, go nodes {args.nodes}; judge depth {data["depth"]}, '
          f'{s["positions"]} positions of {data.get("source", args.set)}')
    print(f'judge\'s move {100 * s["agreement"]:.1f}%  mean loss {s["mean_loss"]:.1f} cp  '
          f'capped at {CAP} {s["capped_mean"]:.1f} cp  '
          f'loss >= 50 {100 * s["loss_50"]:.1f}%  loss >= 100 {100 * s["loss_100"]:.1f}%')


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest='command', required=True)
    lab = sub.add_parser('label', help='pick positions from a match log and have the judge score them')
    lab.add_argument('log', help='stderr of palace-dev match --verbose')
    lab.add_argument('variant', choices=['xiangqi', 'janggi'])
    lab.add_argument('set', help='the position set to write (resumed if it exists)')
    lab.add_argument('--engine', type=int, choices=[1, 2], default=1,
                     help='take the positions where this engine was to move (default 1)')
    lab.add_argument('--games', type=positive, default=40, help='the first N games of the log (default 40)')
    lab.add_argument('--plies', type=plies, default=(10, 120), help='plies taken, LO:HI (default 10:120)')
    lab.add_argument('--every', type=positive, default=4,
                     help="every K-th of the engine's moves in that range (default 4)")
    lab.add_argument('--depth', type=positive, default=16, help="the judge's depth (default 16)")
    sc = sub.add_parser('score', help="have an engine choose a move in each position of a set")
    sc.add_argument('set', help='a position set written by `label`')
    sc.add_argument('--engine-cmd', default='target/release/palace uci',
                    help='the engine to test, as a command line (default: target/release/palace uci)')
    sc.add_argument('--nodes', type=positive, default=340000, help='go nodes N (default 340000)')
    sc.add_argument('--list', action='store_true', help="print each position's move and loss")
    args = ap.parse_args()
    label(args) if args.command == 'label' else score(args)


if __name__ == '__main__':
    main()
