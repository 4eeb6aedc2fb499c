"""Debian's fairy-stockfish as a judge for the scripts in this folder: one
process, one variant, a fixed search depth."""
import re
import subprocess
import sys

FSF = '/usr/games/fairy-stockfish'


class Fsf:
    """One Fairy-Stockfish process searching to a fixed depth; a mate
    scores `mate` centipawns (signed)."""

    def __init__(self, variant: str, depth: int, mate: int = 10000, hash_mb: int = 16):
        try:
            self.p = subprocess.Popen([FSF], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      text=True, bufsize=1)
        except OSError as e:
            sys.exit(f'cannot run {FSF}: {e.strerror} (apt-get install fairy-stockfish)')
        self.depth, self.mate = depth, mate
        for line in ('uci', f'setoption name UCI_Variant value {variant}',
                     f'setoption name Hash value {hash_mb}', 'isready'):
            self.send(line)
        self.until('readyok')

    def send(self, line: str):
        self.p.stdin.write(line + '\n')

    def until(self, prefix: str) -> list:
        lines = []
        for line in self.p.stdout:
            lines.append(line)
            if line.startswith(prefix):
                return lines
        sys.exit('fairy-stockfish stopped')

    def search(self, fen: str, moves: list) -> tuple:
        """(score for the side to move, best move) of `fen` after `moves`;
        the score is None where no `info` line gave one."""
        self.send(f'position fen {fen}' + (f' moves {" ".join(moves)}' if moves else ''))
        self.send(f'go depth {self.depth}')
        score = best = None
        for line in self.until('bestmove'):
            m = re.search(r'score (cp|mate) (-?\d+)', line)
            if m:
                v = int(m.group(2))
                score = v if m.group(1) == 'cp' else (self.mate if v > 0 else -self.mate)
            if line.startswith('bestmove'):
                best = line.split()[1]
        return score, best
