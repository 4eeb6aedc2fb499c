"""UCI engines for the scripts in this folder: any engine as a process, and
Debian's fairy-stockfish as a judge (one process, one variant, a fixed
search depth)."""
import re
import subprocess
import sys

FSF = '/usr/games/fairy-stockfish'


class Uci:
    """One UCI engine process (`command`, a list of words), set to
    `variant` and the `options` (name -> value) and ready. A missing
    program or an engine that exits ends the script with a message that
    names it."""

    def __init__(self, command: list, variant: str, options: dict, hint: str = ''):
        self.command = ' '.join(command)
        try:
            self.p = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      text=True, bufsize=1)
        except OSError as e:
            sys.exit(f'cannot run {self.command}: {e.strerror}{hint}')
        self.send('uci')
        self.send(f'setoption name UCI_Variant value {variant}')
        for name, value in options.items():
            self.send(f'setoption name {name} value {value}')
        self.send('isready')
        self.until('readyok')

    def send(self, line: str):
        try:
            self.p.stdin.write(line + '\n')
        except BrokenPipeError:
            sys.exit(f'{self.command}: the engine exited')

    def until(self, prefix: str) -> list:
        """The engine's lines up to and including the first that starts
        with `prefix`."""
        lines = []
        for line in self.p.stdout:
            lines.append(line)
            if line.startswith(prefix):
                return lines
        sys.exit(f'{self.command}: the engine exited')


class Fsf(Uci):
    """One Fairy-Stockfish process searching to a fixed depth; a mate
    scores `mate` centipawns (signed)."""

    def __init__(self, variant: str, depth: int, mate: int = 10000, hash_mb: int = 16):
        super().__init__([FSF], variant, {'Hash': hash_mb}, ' (apt-get install fairy-stockfish)')
        self.depth, self.mate = depth, mate

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
