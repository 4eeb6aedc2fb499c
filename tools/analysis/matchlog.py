"""Reads the game lines of a `palace-dev match --verbose` log, for the scripts
in this folder.

A game line is

    game N: SCORE (REASON) engine1 first|second [from FEN] | MOVES

where SCORE is engine 1's result (1, 0.5 or 0), `first` means engine 1 has
the first player (upper case, whoever moves first in the start position),
and `from FEN` names the start (logs written before it was added index the
openings book instead: game N plays opening (N - 1) / 2).
"""
import re
import sys
from typing import Iterator, NamedTuple, Optional

GAME_LINE = re.compile(
    r'game (\d+): (\S+) \(([^)]*)\) engine1 (first|second)(?: from ([^|]*))? \| (.*)')


class Game(NamedTuple):
    number: int
    score: str
    reason: str
    engine1_first: bool
    fen: Optional[str]
    moves: list


def games(path: str) -> Iterator[Game]:
    """The games of the log at `path`, in order; exits with a clear
    message when the file cannot be read or holds no game line."""
    try:
        with open(path) as f:
            lines = f.readlines()
    except OSError as e:
        sys.exit(f'cannot read {path}: {e.strerror}')
    found = False
    for line in lines:
        m = GAME_LINE.match(line.strip())
        if not m:
            continue
        found = True
        number, score, reason, side, fen, moves = m.groups()
        yield Game(int(number), score, reason, side == 'first',
                   fen.strip() if fen else None, moves.split())
    if not found:
        sys.exit(f'{path}: no game lines (`game N: ... | moves`, written by '
                 '`palace-dev match --verbose`)')


def start_fen(game: Game, book: Optional[list]) -> str:
    """The game's start: its `from FEN`, or else its opening in `book`."""
    if game.fen:
        return game.fen
    if not book:
        sys.exit(f'game {game.number} names no start position; give the openings book')
    return book[((game.number - 1) // 2) % len(book)]


def engine_plies(game: Game, start: str, engine: int, lo: int, hi: int) -> list:
    """The plies from `lo` up to `hi` (not included) at which engine 1 or
    2 was to move in `game`, which began from the FEN `start`."""
    mover = 0 if game.engine1_first == (start.split()[1] == 'w') else 1
    if engine == 2:
        mover ^= 1
    return [k for k in range(lo, min(hi, len(game.moves))) if k % 2 == mover]
