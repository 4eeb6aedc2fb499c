#!/usr/bin/env python3
"""One figure of docs/strength.md from the logs of a match played in parts.

usage: figure.py LOG [LOG ...]

Reads the game lines of `palace-dev match --verbose` logs (a run stopped
after game k and resumed with `--first-game k+1` leaves one log per part),
refuses a game number that appears twice with different results, and prints
engine 1's score (per cent, wins / draws / losses, Elo with its 95% margin,
as `palace-dev match` prints them), the Elo's lower bound, the game numbers
missing below the highest, and how the games ended.
"""
import sys
from collections import Counter

import compare
import matchlog


def tally(paths):
    """The games by number over all logs; exits on a contradiction."""
    games = {}
    for path in paths:
        for g in matchlog.games(path):
            if g.score not in compare.POINTS:
                sys.exit(f'{path}: game {g.number}: unknown score {g.score!r}')
            seen = games.get(g.number)
            if seen and seen.score != g.score:
                sys.exit(f'game {g.number} is in the logs twice with different results '
                         f'({seen.score} and {g.score})')
            games[g.number] = g
    return games


def report(games) -> str:
    points = [compare.POINTS[g.score] for g in games.values()]
    e, margin = compare.elo_and_margin(points)
    top = max(games)
    missing = [k for k in range(1, top + 1) if k not in games]
    endings = Counter(g.reason for g in games.values())
    shown = f': {", ".join(map(str, missing[:10]))}{" ..." if len(missing) > 10 else ""}' if missing else ''
    return '\n'.join([
        f'{len(points)} games, {compare.elo(points)}, lower bound {e - margin:+.0f} Elo',
        f'game numbers {min(games)}-{top}, {len(missing)} missing{shown}',
        'endings: ' + ', '.join(f'{k} {v}' for k, v in sorted(endings.items())),
    ])


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__.strip())
    if args[0] in ('-h', '--help'):
        print(__doc__.strip())
        return
    print(report(tally(args)))


if __name__ == '__main__':
    main()
