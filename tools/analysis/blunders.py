#!/usr/bin/env python3
"""Where did Palace lose? Replays the games a `palace-dev match --verbose` log
lost (engine1 = Palace) and asks Fairy-Stockfish for its score before each
of Palace's moves, printing the score trail and the moves after which it
dropped by 150 centipawns or more.

usage: blunders.py MATCH.log OPENINGS.txt VARIANT [MAX_GAMES] [DEPTH]

  MATCH.log     stderr of `palace-dev match --verbose` (lines `game N: ...`)
  OPENINGS.txt  the openings file the match used
                (crates/engine/data/openings-<game>.txt; unused when the
                log's game lines name their start with `from FEN`)
  VARIANT       Fairy-Stockfish's UCI_Variant (xiangqi, janggi)

Needs /usr/games/fairy-stockfish (Debian package fairy-stockfish).
"""
import sys

import matchlog
from fsf import Fsf


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    log, openings, variant = sys.argv[1:4]
    max_games = int(sys.argv[4]) if len(sys.argv) > 4 else 10**9
    depth = int(sys.argv[5]) if len(sys.argv) > 5 else 11
    book = [line.split('#')[0].strip() for line in open(openings)]
    book = [b for b in book if b]
    fsf = Fsf(variant, depth)

    def score(fen, moves):
        return fsf.search(fen, moves)[0]

    seen = 0
    for game in matchlog.games(log):
        if game.score != '0':
            continue
        seen += 1
        if seen > max_games:
            break
        fen = matchlog.start_fen(game, book)
        moves = game.moves
        # Palace has the first player ('w') or the second; the plies it
        # moves at depend on who is to move in the starting position.
        first_to_move = fen.split()[1] == 'w'
        ours = 0 if game.engine1_first == first_to_move else 1
        trail = [(k, score(fen, moves[:k])) for k in range(len(moves) + 1) if k % 2 == ours]
        drops = [f'ply {k1}: {moves[k1]} {s1} -> {s2}'
                 for (k1, s1), (_, s2) in zip(trail, trail[1:])
                 if s1 is not None and s2 is not None and s1 - s2 >= 150 and s1 > -600]
        print(f'game {game.number} ({game.reason}, {len(moves)} plies): '
              + ' '.join(str(s) for _, s in trail[::4]), flush=True)
        print('  drops: ' + ('; '.join(drops) or 'none'), flush=True)


if __name__ == '__main__':
    main()
