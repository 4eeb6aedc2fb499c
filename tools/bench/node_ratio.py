#!/usr/bin/env python3
"""How many nodes each engine searches in a given time per move, in real game
positions: the node odds a fixed-node screen should give (`palace-dev match
--nodes N --nodes2 M`) to stand in for that time per move.

The start positions overstate Palace's lead (docs/bench.md: 2.2x in Janggi);
in positions from Palace's 1 s games it was 1.62x (docs/strength.md).

usage: node_ratio.py POSITIONS [--ms 1000] [--count 16] [--offset 0]
                     [--step N] [--variant janggi] [--cpu 1]

  POSITIONS  a file with one FEN per line, or `FEN;...` lines as
             `palace-dev datagen` writes them; every --step-th position
             (default lines / count) is used, starting at --offset

The 1.62x of docs/strength.md: the 2,658 positions of tools/tune/README.md's
depth-12 run, `--step 130 --offset 0` and `--step 130 --offset 65`.

Each engine runs in a fresh process per position (1 thread, 16 MB of hash,
`go movetime MS`), pinned to --cpu with taskset; run it on an idle machine.
"""
import argparse
import subprocess
import sys

PALACE = ['target/release/palace', 'uci']
FSF = ['/usr/games/fairy-stockfish']


def nodes(command, variant, fen, ms):
    """The node count of the last `info` line of one `go movetime`."""
    try:
        p = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             text=True, bufsize=1)
    except OSError as e:
        sys.exit(f'cannot run {" ".join(command)}: {e.strerror}')
    for line in ('uci', f'setoption name UCI_Variant value {variant}',
                 'setoption name Hash value 16', 'setoption name Threads value 1', 'isready'):
        p.stdin.write(line + '\n')
    for line in p.stdout:
        if line.startswith('readyok'):
            break
    p.stdin.write(f'position fen {fen}\ngo movetime {ms}\n')
    last = None
    for line in p.stdout:
        if ' nodes ' in line:
            last = line.split()
        if line.startswith('bestmove'):
            break
    p.stdin.write('quit\n')
    p.stdin.close()
    p.wait()
    if last is None:
        sys.exit(f'{" ".join(command)} reported no nodes for {fen}')
    return int(last[last.index('nodes') + 1])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('positions', help='FEN per line, or datagen FEN;score;result lines')
    ap.add_argument('--ms', type=int, default=1000, help='time per move (default 1000)')
    ap.add_argument('--count', type=int, default=16, help='positions to use (default 16)')
    ap.add_argument('--offset', type=int, default=0, help='first line to use (default 0)')
    ap.add_argument('--step', type=int, help='lines between positions (default: lines / count)')
    ap.add_argument('--variant', default='janggi')
    ap.add_argument('--cpu', default='1', help='the core both engines run on (default 1)')
    ap.add_argument('--palace', default=PALACE[0])
    ap.add_argument('--fsf', default=FSF[0])
    args = ap.parse_args()
    try:
        with open(args.positions) as f:
            fens = [line.split(';')[0].strip() for line in f if line.strip()]
    except OSError as e:
        sys.exit(f'cannot read {args.positions}: {e.strerror}')
    if not fens:
        sys.exit(f'{args.positions}: no positions')
    step = args.step or max(1, len(fens) // args.count)
    chosen = fens[args.offset::step][:args.count]
    pin = ['taskset', '-c', args.cpu]
    total = [0, 0]
    print(f'{"palace":>10} {"fsf":>10} ratio  ({args.ms} ms a move, {len(chosen)} positions)')
    for fen in chosen:
        a = nodes(pin + [args.palace, 'uci'], args.variant, fen, args.ms)
        b = nodes(pin + [args.fsf], args.variant, fen, args.ms)
        total[0] += a
        total[1] += b
        print(f'{a:>10} {b:>10} {a / b:5.2f}', flush=True)
    n = len(chosen)
    print(f'per move: palace {total[0] // n}, fsf {total[1] // n}, ratio {total[0] / total[1]:.3f}')


if __name__ == '__main__':
    main()
