#!/usr/bin/env python3
"""Compare two builds on the same games of a book: each build's match logs
against the same opponent (`palace-dev match --verbose`, the same `--openings`,
`--first-game` to split a match over cores or sessions), paired by game
number (game i plays opening (i - 1) / 2 with engine 1 first when i is
odd, so the same number is the same opening and colour).

Pairing removes the openings' share of the noise: the two builds' scores
are compared only on the games both played, with the games where the
results differ counted (the only ones that say anything about which build
is stronger), and a two-sided sign test on them. Timed games are not
reproducible: the same build played twice on 29 Janggi games at 1 s gave
11 different results, so a discordant count is itself noisy, and only a
lopsided split (a small p) is evidence.

usage: compare.py NEW.log [NEW.log ...] -- BASE.log [BASE.log ...]

Prints, for each build, its score over all its games and over the common
ones (per cent, wins / draws / losses, Elo with a 95% margin), then the
discordant pairs.
"""
import math
import sys

import matchlog

POINTS = {'1': 1.0, '0.5': 0.5, '1/2': 0.5, '0': 0.0}


def load(paths):
    """Engine 1's score per game number over the logs (a later log's game
    overrides an earlier one with the same number)."""
    scores = {}
    for path in paths:
        for game in matchlog.games(path):
            if game.score not in POINTS:
                sys.exit(f'{path}: game {game.number}: unknown score {game.score!r}')
            scores[game.number] = POINTS[game.score]
    return scores


def elo_and_margin(points):
    """Elo and its 95% margin, as `palace-dev match` computes them (normal
    approximation on the per-game scores)."""
    n = len(points)
    p = sum(points) / n
    var = sum((x - p) ** 2 for x in points) / n
    e = -400 * math.log10(1 / min(max(p, 1e-6), 1 - 1e-6) - 1)
    e = 0.0 if abs(e) < 0.5 else e  # an even score prints +0, not -0
    # The slope of the Elo curve at the score, clamped as `palace-dev match`
    # clamps it (`elo_with_margin`), so the margin stays finite at 0 or 100%.
    q = min(max(p, 0.5 / n), 1 - 0.5 / n)
    return e, 1.96 * math.sqrt(var / n) * 400 / (math.log(10) * q * (1 - q))


def elo(points):
    """Per cent, W/D/L and Elo with its 95% margin, as `palace-dev match`
    reports it."""
    n = len(points)
    w = sum(1 for p in points if p == 1.0)
    d = sum(1 for p in points if p == 0.5)
    e, margin = elo_and_margin(points)
    return f'{100 * sum(points) / n:.1f}% (+{w} ={d} -{n - w - d}, {e:+.0f} +/- {margin:.0f})'


def sign_test(better, worse):
    """Two-sided p-value that the discordant pairs split this unevenly by
    chance (each pair a fair coin)."""
    n = better + worse
    if n == 0:
        return 1.0
    k = max(better, worse)
    tail = sum(math.comb(n, i) for i in range(k, n + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def main():
    args = sys.argv[1:]
    if '--' not in args or args.index('--') == 0 or args[-1] == '--':
        sys.exit(__doc__)
    cut = args.index('--')
    new, base = load(args[:cut]), load(args[cut + 1:])
    common = sorted(set(new) & set(base))
    print(f'new:  {len(new)} games, {elo(list(new.values()))}')
    print(f'base: {len(base)} games, {elo(list(base.values()))}')
    if not common:
        print('no game number in common')
        return
    print(f'{len(common)} common games: new {elo([new[g] for g in common])}, '
          f'base {elo([base[g] for g in common])}')
    better = sum(1 for g in common if new[g] > base[g])
    worse = sum(1 for g in common if new[g] < base[g])
    print(f'results differ in {better + worse}: new better in {better}, worse in {worse} '
          f'(sign test p = {sign_test(better, worse):.2f})')


if __name__ == '__main__':
    main()
