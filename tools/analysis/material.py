#!/usr/bin/env python3
"""How were the games lost: on material, or with material in hand? Replays
every game of a `palace-dev match --verbose` log with pyffish (Fairy-Stockfish's
Python binding, `pip install pyffish`) and prints engine 1's material
balance every STEP plies, in the usual points (Xiangqi: chariot 9, cannon
4.5, horse 4, elephant and advisor 2, soldier 1; Janggi: chariot 13,
cannon 7, horse 5, elephant and guard 3, soldier 2), then counts the games
engine 1 lost although it was ahead by at least AHEAD points for at least
SPAN plies (and won although behind as much).

usage: material.py MATCH.log VARIANT [STEP] [AHEAD] [SPAN]

  MATCH.log  stderr of `palace-dev match --verbose` (lines `game N: ... from FEN | moves`)
  VARIANT    xiangqi or janggi
  STEP       plies between printed balances (default 10)
  AHEAD      points (default 2)
  SPAN       plies (default 10)

No engine is run: this reads material only, so it costs seconds.
"""
import sys

import pyffish

import matchlog

VALUES = {
    'xiangqi': {'r': 9, 'c': 4.5, 'n': 4, 'h': 4, 'b': 2, 'e': 2, 'a': 2, 'p': 1, 's': 1, 'k': 0},
    'janggi': {'r': 13, 'c': 7, 'n': 5, 'h': 5, 'b': 3, 'e': 3, 'a': 3, 'p': 2, 's': 2, 'k': 0},
}


def balance(fen, values):
    """Material of the first player ('w', upper case) minus the second's."""
    total = 0
    for ch in fen.split()[0]:
        if ch.isalpha():
            v = values[ch.lower()]
            total += v if ch.isupper() else -v
    return total


def material_trail(variant, fen, moves, values, sign):
    """Engine 1's balance before each move and after the last, replaying
    one move at a time (each FEN from the one before)."""
    trail = [sign * balance(fen, values)]
    for k, move in enumerate(moves):
        if move not in pyffish.legal_moves(variant, fen, []):
            raise ValueError(f'ply {k + 1}: {move} is not legal in {fen}')
        fen = pyffish.get_fen(variant, fen, [move])
        trail.append(sign * balance(fen, values))
    return trail


def longest_run(trail, test):
    best = run = 0
    for v in trail:
        run = run + 1 if test(v) else 0
        best = max(best, run)
    return best


def main():
    if len(sys.argv) < 3 or sys.argv[2] not in VALUES:
        sys.exit(__doc__)
    log, variant = sys.argv[1:3]
    step = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    ahead = float(sys.argv[4]) if len(sys.argv) > 4 else 2
    span = int(sys.argv[5]) if len(sys.argv) > 5 else 10
    values = VALUES[variant]
    counts = {'lost': 0, 'lost ahead': 0, 'won': 0, 'won behind': 0}
    for game in matchlog.games(log):
        if game.fen is None:
            sys.exit(f'{log}: game {game.number} names no start position (an older log)')
        # `first`: engine 1 has the first player (upper case), whoever is
        # to move in the starting position.
        sign = 1 if game.engine1_first else -1
        try:
            trail = material_trail(variant, game.fen, game.moves, values, sign)
        except ValueError as e:
            sys.exit(f'{log}: game {game.number}: {e} (is the variant right?)')
        if game.score == '0':
            counts['lost'] += 1
            if longest_run(trail, lambda v: v >= ahead) >= span:
                counts['lost ahead'] += 1
        elif game.score == '1':
            counts['won'] += 1
            if longest_run(trail, lambda v: v <= -ahead) >= span:
                counts['won behind'] += 1
        shown = ' '.join(f'{v + 0:g}' for v in trail[::step])
        print(f'game {game.number}: {game.score} ({game.reason}, {len(game.moves)} plies): {shown}')
    print(f"lost {counts['lost']}, of them ahead by >= {ahead:g} for >= {span} plies: "
          f"{counts['lost ahead']}; won {counts['won']}, of them behind as much: {counts['won behind']}")


if __name__ == '__main__':
    main()
