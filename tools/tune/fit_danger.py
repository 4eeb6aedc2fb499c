#!/usr/bin/env python3
"""Fit the units of Palace's king-danger feature (crates/engine/src/eval/danger.rs).

The danger of one side's attack is a sum of units over its parts (pieces of
each kind bearing on the enemy palace, palace points only the general covers,
kinds of piece with a safe or only an unsafe check, no chariot left) minus a
threshold; the evaluation adds `max(0, danger)^2 / 64` (weight 1 in Janggi).
`palace-dev tune` fits linear weights and cannot fit units inside a square, so
this script does, over positions written by `palace-dev datagen`:

  python3 tools/tune/fit_danger.py --target labels jg-deep.txt
  python3 tools/tune/fit_danger.py --target fsf-king-safety jg-deep.txt

--target labels            the label blended with the game's result, as
                           `palace-dev tune` does (lambda 0.7, K 300, Palace
                           centipawns 1.6 per labeller centipawn)
--target fsf-king-safety   Fairy-Stockfish's static king-safety term
                           (middlegame, its `eval` command), in Palace
                           centipawns

Each position's parts and its evaluation without the danger come from
`palace uci`'s `eval` command; every fourth game (a game ends where the
move number drops) is held out, and the loss there is printed before and
after. Prints the units as danger.rs spells them.

Needs numpy and scipy (pip install numpy scipy); --target fsf-king-safety
also needs /usr/games/fairy-stockfish.
"""
import argparse
import math
import subprocess
import sys

KINDS = ['elephant', 'horse', 'chariot', 'cannon', 'soldier']
# Index of each kind in the parts line's attackers (general first).
KIND_AT = {'elephant': 2, 'horse': 3, 'chariot': 4, 'cannon': 5, 'soldier': 6}
PARAMS = [f'attacker {k}' for k in KINDS] + [
    'weak point', 'safe chariot', 'safe cannon', 'safe horse',
    'unsafe chariot', 'unsafe cannon', 'unsafe horse', 'no chariot', 'threshold']
# The units danger.rs holds now (bench 652,058), the fit's start.
START = [40, 80, 40, 60, 30, 0, 88, 62, 83, 0, 12, 18, 87, 108]
DIV = 64.0


def parse_parts(line):
    """`danger parts First: attackers a b c d e f g weak w safe x y z unsafe
    x y z no-chariot n` -> a feature vector in PARAMS order (the threshold
    as -1)."""
    words = line.split(':', 1)[1].split()
    try:
        at = words.index('attackers')
        attackers = [int(w) for w in words[at + 1:at + 8]]
        weak = int(words[words.index('weak') + 1])
        s = words.index('safe')
        safe = [int(w) for w in words[s + 1:s + 4]]
        u = words.index('unsafe')
        unsafe = [int(w) for w in words[u + 1:u + 4]]
        no_chariot = int(words[words.index('no-chariot') + 1])
    except (ValueError, IndexError):
        sys.exit(f'cannot read the danger parts in: {line!r}')
    # Safe and unsafe checks of a kind do not add up: the safe one counts.
    unsafe = [0 if safe[k] else unsafe[k] for k in range(3)]
    return [attackers[KIND_AT[k]] for k in KINDS] + [weak] + safe + unsafe + [-no_chariot, -1]


def read_evals(text):
    """`palace uci` output of `position` + `eval` per position -> for each,
    (evaluation from First's side without the danger, First's parts,
    Second's parts)."""
    out, danger_cp, parts = [], 0, {}
    for line in text.splitlines():
        if line.startswith('king danger'):
            danger_cp = int(line.split()[-1])
        elif line.startswith('danger parts First'):
            parts[0] = parse_parts(line)
        elif line.startswith('danger parts Second'):
            parts[1] = parse_parts(line)
        elif line.startswith('Final evaluation'):
            total = int(line.split()[2])
            if len(parts) != 2:
                sys.exit('palace uci printed no danger parts: a build before danger.rs?')
            out.append((total - danger_cp, parts[0], parts[1]))
            danger_cp, parts = 0, {}
    return out


def run_engine(command, fens, variant):
    """Runs the UCI engine `command` (a list) over `position fen` + `eval`
    for every FEN; its output."""
    cmds = ['uci', f'setoption name UCI_Variant value {variant}']
    cmds += [f'position fen {f}\neval' for f in fens] + ['quit']
    try:
        p = subprocess.run(command,
                           input='\n'.join(cmds) + '\n', capture_output=True, text=True,
                           check=True)
    except (OSError, subprocess.CalledProcessError) as e:
        sys.exit(f'cannot run {" ".join(command)}: {e}')
    return p.stdout


def fsf_king_safety(text):
    """Fairy-Stockfish `eval` output -> its king-safety total (middlegame,
    pawns from White's side) per position."""
    out = []
    for line in text.splitlines():
        cells = line.split('|')
        if len(cells) == 4 and cells[0].strip() == 'King safety':
            out.append(float(cells[3].split()[0]))
    return out


def games_of(fens):
    """A game number per position: a new game where the move number drops."""
    game, last, out = 0, math.inf, []
    for f in fens:
        move = int(f.split()[-1])
        if move < last:
            game += 1
        last = move
        out.append(game)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('data', nargs='+', help='files written by palace-dev datagen (FEN;score;result)')
    ap.add_argument('--target', choices=['labels', 'fsf-king-safety'], default='labels')
    ap.add_argument('--palace', default='target/release/palace', help='the palace binary')
    ap.add_argument('--fsf', default='/usr/games/fairy-stockfish')
    ap.add_argument('--variant', default='janggi')
    ap.add_argument('--lambda', dest='lam', type=float, default=0.7)
    args = ap.parse_args()
    try:
        import numpy as np
        from scipy.optimize import minimize
    except ImportError:
        sys.exit('fit_danger.py needs numpy and scipy: pip install numpy scipy')

    rows = []
    for path in args.data:
        try:
            with open(path) as f:
                for n, line in enumerate(f, 1):
                    parts = line.strip().split(';')
                    if len(parts) != 3:
                        sys.exit(f'{path}:{n}: expected FEN;score;result')
                    rows.append((parts[0], int(parts[1]), float(parts[2])))
        except OSError as e:
            sys.exit(f'cannot read {path}: {e.strerror}')
    if len(rows) < 100:
        sys.exit(f'only {len(rows)} positions: too few to fit {len(PARAMS)} units')
    fens = [r[0] for r in rows]
    evals = read_evals(run_engine([args.palace, 'uci'], fens, args.variant))
    if len(evals) != len(rows):
        sys.exit(f'{args.palace} evaluated {len(evals)} of {len(rows)} positions')
    e0 = np.array([e[0] for e in evals], float)
    x = [np.array([e[1 + s] for e in evals], float) for s in (0, 1)]
    if args.target == 'labels':
        k = 300.0
        sig = lambda v: 1 / (1 + np.exp(-v))
        first = np.array([s if f.split()[1] == 'w' else -s for f, s, _ in rows], float)
        result = np.array([r for _, _, r in rows], float)
        target = args.lam * sig(first / k) + (1 - args.lam) * result

        def loss(w, m):
            d = [np.maximum(0, x[s][m] @ w) for s in (0, 1)]
            v = e0[m] + (d[0] ** 2 - d[1] ** 2) / DIV
            return np.mean((sig(v / (1.6 * k)) - target[m]) ** 2)
    else:
        ks = fsf_king_safety(run_engine([args.fsf], fens, args.variant))
        if len(ks) != len(rows):
            sys.exit(f'{args.fsf} printed {len(ks)} king-safety terms for {len(rows)} positions')
        target = np.array(ks) * 100 * 1.6

        def loss(w, m):
            d = [np.maximum(0, x[s][m] @ w) for s in (0, 1)]
            return np.mean(((d[0] ** 2 - d[1] ** 2) / DIV - target[m]) ** 2)

    game = np.array(games_of(fens))
    train, held = game % 4 != 0, game % 4 == 0
    start = np.array(START, float)
    none = np.zeros(len(PARAMS))
    none[-1] = 10 ** 6  # a threshold no attack reaches: no danger at all
    bounds = [(0, 300)] * (len(PARAMS) - 2) + [(0, 300), (-100, 400)]
    # Scaled so that the gradient's size is well above L-BFGS-B's tolerance.
    scale = 1e4 / max(loss(start, train), 1e-12)
    fit = minimize(lambda w: scale * loss(w, train), start, method='L-BFGS-B', bounds=bounds)
    print(f'{len(rows)} positions, {game.max()} games ({held.sum()} positions held out)')
    for name, w in (('no danger', none), ('current units', start), ('fitted', fit.x)):
        print(f'{name:14} loss: train {loss(w, train):.6f}, held out {loss(w, held):.6f}')
    u = [round(v) for v in fit.x]
    print('\n// danger.rs, fitted by tools/tune/fit_danger.py --target', args.target)
    print(f'const ATTACKER_UNITS: [i32; 8] = [0, 0, 0, {u[0]}, {u[1]}, {u[2]}, {u[3]}, {u[4]}];')
    print(f'const WEAK_POINT_UNITS: i32 = {u[5]};')
    print(f'const SAFE_CHECK_UNITS: [i32; 3] = [{u[6]}, {u[7]}, {u[8]}];')
    print(f'const UNSAFE_CHECK_UNITS: [i32; 3] = [{u[9]}, {u[10]}, {u[11]}];')
    print(f'const NO_CHARIOT_UNITS: i32 = {u[12]};')
    print(f'const DANGER_THRESHOLD: i32 = {u[13]};')


if __name__ == '__main__':
    main()
