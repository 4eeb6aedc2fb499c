#!/usr/bin/env python3
"""Where does an engine give away centipawns, move by move? Replays the games
of a `palace-dev match --verbose` log and, for each move of the chosen
engine in a ply range, asks Fairy-Stockfish at a fixed depth for its best
move and score before the move and its score after it. A move's loss is
the score before minus the score after (from the mover's view, never
below 0; 0 when it is Fairy-Stockfish's own choice). Prints the mean loss
and the share of moves losing 50 cp or more, by piece moved, by kind of
move (capture, quiet, pass) and by the game's result.

Fairy-Stockfish judging its own moves is biased in their favour, so the
figures for engine 2 are a floor to compare engine 1's pattern with (which
pieces lose more than the mean), not a score.

usage: moveloss.py MATCH.log VARIANT [--engine 1|2] [--games N]
                   [--depth D] [--plies LO:HI] [--worst CP]

  MATCH.log  stderr of `palace-dev match --verbose` (lines `game N: ... from FEN | moves`)
  VARIANT    xiangqi or janggi (Fairy-Stockfish's UCI_Variant)
  --engine   whose moves to judge (default 1, Palace in docs/matches/)
  --games    the first N games of the log (default 16)
  --depth    Fairy-Stockfish's depth (default 12)
  --plies    the plies judged, LO:HI (default 4:100; the opening's own
             plies count)
  --worst    also list every move losing at least CP (default: none)

Needs /usr/games/fairy-stockfish (Debian package fairy-stockfish) and
pyffish (`pip install pyffish`). About 0.5 s a move at depth 12 on one
core; 16 games cost about 10 minutes.
"""
import argparse
import collections
import re
import sys

import matchlog
from fsf import Fsf

MOVE = re.compile(r'([a-i](?:10|[1-9]))([a-i](?:10|[1-9]))')
# Fairy-Stockfish's letters, as both variants' FENs write them.
PIECE_NAMES = {'k': 'general', 'a': 'advisor', 'b': 'elephant', 'e': 'elephant',
               'n': 'horse', 'h': 'horse', 'r': 'chariot', 'c': 'cannon',
               'p': 'soldier', 's': 'soldier'}


def piece_at(fen: str, square: str) -> str:
    """The piece letter (lower case) on `square` (e.g. 'a10') of a 9x10
    FEN, or '.' where the point is empty."""
    rows = fen.split()[0].split('/')
    if len(rows) != 10:
        raise ValueError(f'not a 9x10 board: {fen}')
    file, rank = ord(square[0]) - ord('a'), int(square[1:])
    if not (0 <= file < 9 and 1 <= rank <= 10):
        raise ValueError(f'no point {square} on a 9x10 board')
    i = 0
    for token in re.findall(r'\d+|.', rows[10 - rank]):
        if token.isdigit():
            i += int(token)
            continue
        if i == file:
            return token.lower()
        i += 1
    return '.'


def move_kind(fen: str, move: str) -> tuple:
    """(piece name, 'pass' | 'capture' | 'quiet') of `move` in `fen`; a
    Janggi pass is a move from a point to itself."""
    m = MOVE.fullmatch(move)
    if not m:
        raise ValueError(f'not a move: {move}')
    frm, to = m.groups()
    piece = piece_at(fen, frm)
    if piece == '.':
        raise ValueError(f'{move}: no piece on {frm} in {fen}')
    name = PIECE_NAMES.get(piece, piece)
    if frm == to:
        return name, 'pass'
    return name, 'capture' if piece_at(fen, to) != '.' else 'quiet'


def loss(before: int, after: int) -> int:
    """The centipawns a move gave away: `before` is the mover's score,
    `after` the opponent's score once it is played."""
    return max(0, before + after)


def plies(text: str) -> tuple:
    m = re.fullmatch(r'(\d+):(\d+)', text)
    if not m or int(m.group(1)) >= int(m.group(2)):
        raise argparse.ArgumentTypeError(f'{text}: want LO:HI with LO < HI')
    return int(m.group(1)), int(m.group(2))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('log', help='stderr of palace-dev match --verbose')
    ap.add_argument('variant', choices=['xiangqi', 'janggi'])
    ap.add_argument('--engine', type=int, choices=[1, 2], default=1, help='whose moves to judge')
    ap.add_argument('--games', type=int, default=16, help='the first N games of the log')
    ap.add_argument('--depth', type=int, default=12, help="Fairy-Stockfish's depth")
    ap.add_argument('--plies', type=plies, default=(4, 100), help='plies judged, LO:HI')
    ap.add_argument('--worst', type=int, help='also list every move losing at least CP')
    args = ap.parse_args()
    try:
        import pyffish
    except ImportError:
        sys.exit('needs pyffish: pip install pyffish')
    fsf = Fsf(args.variant, args.depth, mate=3000, hash_mb=64)
    stats = collections.defaultdict(lambda: [0, 0, 0])  # moves, total loss, moves losing >= 50
    lo, hi = args.plies
    for n, game in enumerate(matchlog.games(args.log)):
        if n >= args.games:
            break
        fen = matchlog.start_fen(game, None)
        for k in matchlog.engine_plies(game, fen, args.engine, lo, hi):
            move = game.moves[k]
            before, best = fsf.search(fen, game.moves[:k])
            lost = 0
            if move != best and before is not None:
                after, _ = fsf.search(fen, game.moves[:k + 1])
                lost = loss(before, after) if after is not None else 0
            try:
                piece, kind = move_kind(pyffish.get_fen(args.variant, fen, game.moves[:k]), move)
            except ValueError as e:
                sys.exit(f'{args.log}: game {game.number} ply {k}: {e}')
            if args.worst is not None and lost >= args.worst:
                print(f'game {game.number} ply {k}: {piece} {move} loses {lost} '
                      f'(before {before}, best {best})', flush=True)
            for key in (f'piece {piece}', f'kind {kind}', f'result {game.score}', 'all'):
                s = stats[key]
                s[0] += 1
                s[1] += lost
                s[2] += lost >= 50
        print(f'game {game.number} judged', file=sys.stderr, flush=True)
    if not stats:
        sys.exit('no move judged: check --games and --plies')
    print(f'engine {args.engine}, Fairy-Stockfish depth {args.depth}, plies {lo}-{hi}')
    for key in sorted(stats):
        moves, total, big = stats[key]
        print(f'{key:16s} moves {moves:5d}  mean loss {total / moves:6.1f}  '
              f'loss >= 50 {big:4d} ({100 * big / moves:4.1f}%)')


if __name__ == '__main__':
    main()
