"""Tests of the match-log analysis scripts (run by .ci/run):

    python3 -m unittest discover -s tools/analysis -v

The material tests need pyffish and are skipped without it; the moveloss,
blunders and choicebench runs need Debian's fairy-stockfish too (.ci/run installs both);
the others use only the standard library.
"""
import contextlib
import fcntl
import io
import json
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import choicebench  # noqa: E402
import compare  # noqa: E402
import figure  # noqa: E402
import fsf  # noqa: E402
import matchlog  # noqa: E402
import moveloss  # noqa: E402

try:
    import pyffish  # noqa: F401
    import material
except ImportError:  # pragma: no cover - depends on the machine
    material = None

HERE = os.path.dirname(os.path.abspath(__file__))
JANGGI = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1'


def write_log(directory, name, lines):
    path = os.path.join(directory, name)
    with open(path, 'w') as f:
        f.write('\n'.join(lines) + '\n')
    return path


def game_line(number, score, first, moves='a4b4 i7h7', fen=JANGGI, reason='resign adjudication'):
    side = 'first' if first else 'second'
    start = f' from {fen}' if fen else ''
    return f'game {number}: {score} ({reason}) engine1 {side}{start} | {moves}'


class MatchLogTest(unittest.TestCase):
    def test_reads_game_lines_and_skips_the_rest(self):
        with tempfile.TemporaryDirectory() as d:
            path = write_log(d, 'm.log', [
                'palace vs fairy-stockfish (janggi, 1000 ms/move): 2 games',
                game_line(7, '1', True),
                'some progress line',
                game_line(8, '0.5', False, fen=None, reason='max-plies adjudication'),
            ])
            games = list(matchlog.games(path))
        self.assertEqual([g.number for g in games], [7, 8])
        self.assertEqual(games[0].score, '1')
        self.assertTrue(games[0].engine1_first)
        self.assertEqual(games[0].fen, JANGGI)
        self.assertEqual(games[0].moves, ['a4b4', 'i7h7'])
        self.assertEqual(games[1].reason, 'max-plies adjudication')
        self.assertFalse(games[1].engine1_first)
        self.assertIsNone(games[1].fen)
        # An older log without `from FEN`: game 8 plays opening (8 - 1) / 2.
        self.assertEqual(matchlog.start_fen(games[1], ['a', 'b', 'c', 'd', 'e']), 'd')

    def test_a_log_without_games_or_a_missing_file_is_refused_clearly(self):
        with tempfile.TemporaryDirectory() as d:
            empty = write_log(d, 'empty.log', ['nothing here'])
            with self.assertRaises(SystemExit) as e:
                list(matchlog.games(empty))
            self.assertIn('no game lines', str(e.exception.code))
            with self.assertRaises(SystemExit) as e:
                list(matchlog.games(os.path.join(d, 'missing.log')))
            self.assertIn('cannot read', str(e.exception.code))


class CompareTest(unittest.TestCase):
    def test_elo_matches_palace_match(self):
        # The figures `palace-dev match` prints (elo_with_margin's unit test).
        self.assertIn('+191 +/-', compare.elo([1.0] * 75 + [0.0] * 25))
        even = compare.elo([1.0] * 10 + [0.0] * 10)
        self.assertIn('50.0% (+10 =0 -10, +0 +/-', even)
        margin = float(even.rsplit(' ', 1)[1].rstrip(')'))
        self.assertTrue(100 < margin < 300, even)
        # At 0% the margin stays finite (slope clamped at 0.5/n).
        zero = compare.elo([0.0] * 20)
        self.assertNotIn('inf', zero)
        self.assertNotIn('nan', zero)

    def test_sign_test(self):
        self.assertEqual(compare.sign_test(0, 0), 1.0)
        self.assertAlmostEqual(compare.sign_test(5, 0), 0.0625)
        self.assertAlmostEqual(compare.sign_test(0, 5), 0.0625)
        self.assertAlmostEqual(compare.sign_test(40, 32), 0.41, places=2)
        self.assertEqual(compare.sign_test(3, 3), 1.0)

    def run_compare(self, args):
        out = io.StringIO()
        old = sys.argv
        sys.argv = ['compare.py'] + args
        try:
            with contextlib.redirect_stdout(out):
                compare.main()
        finally:
            sys.argv = old
        return out.getvalue()

    def test_pairs_games_by_number_across_logs(self):
        with tempfile.TemporaryDirectory() as d:
            new_a = write_log(d, 'new_a.log', [game_line(1, '1', True), game_line(2, '1', False)])
            new_b = write_log(d, 'new_b.log', [game_line(3, '0', True), game_line(9, '1', True)])
            base = write_log(d, 'base.log', [
                game_line(1, '1', True), game_line(2, '0', False),
                game_line(3, '0.5', True), game_line(4, '1', False)])
            text = self.run_compare([new_a, new_b, '--', base])
        self.assertIn('new:  4 games, 75.0% (+3 =0 -1', text)
        self.assertIn('base: 4 games, 62.5% (+2 =1 -1', text)
        self.assertIn('3 common games', text)
        # Game 2: new won where base lost; game 3: new lost where base drew.
        self.assertIn('results differ in 2: new better in 1, worse in 1 (sign test p = 1.00)', text)

    def test_bad_arguments_and_scores_are_refused(self):
        with self.assertRaises(SystemExit) as e:
            self.run_compare(['only.log'])
        self.assertIn('usage', str(e.exception.code))
        with tempfile.TemporaryDirectory() as d:
            bad = write_log(d, 'bad.log', [game_line(1, '2', True)])
            good = write_log(d, 'good.log', [game_line(1, '1', True)])
            with self.assertRaises(SystemExit) as e:
                self.run_compare([bad, '--', good])
            self.assertIn("unknown score '2'", str(e.exception.code))

    def test_runs_as_a_script(self):
        with tempfile.TemporaryDirectory() as d:
            log = write_log(d, 'a.log', [game_line(1, '1', True)])
            out = subprocess.run([sys.executable, os.path.join(HERE, 'compare.py'), log, '--', log],
                                 capture_output=True, text=True, check=True).stdout
        self.assertIn('results differ in 0', out)


class FigureTest(unittest.TestCase):
    def test_adds_the_parts_of_a_resumed_match(self):
        with tempfile.TemporaryDirectory() as d:
            first = write_log(d, 'a.log', [game_line(1, '1', True), game_line(2, '0.5', False)])
            # The second part repeats game 2 (the same result) and skips 3.
            second = write_log(d, 'b.log', [
                game_line(2, '0.5', False), game_line(4, '0', False, reason='checkmate')])
            text = figure.report(figure.tally([first, second]))
        self.assertIn('3 games, 50.0% (+1 =1 -1, +0 +/- ', text)
        self.assertIn('lower bound -', text)
        self.assertIn('game numbers 1-4, 1 missing: 3', text)
        self.assertIn('endings: checkmate 1, resign adjudication 2', text)

    def test_a_game_with_two_results_is_refused(self):
        with tempfile.TemporaryDirectory() as d:
            a = write_log(d, 'a.log', [game_line(5, '1', True)])
            b = write_log(d, 'b.log', [game_line(5, '0', True)])
            with self.assertRaises(SystemExit) as e:
                figure.tally([a, b])
        self.assertIn('game 5 is in the logs twice with different results', str(e.exception.code))

    def test_runs_as_a_script(self):
        with tempfile.TemporaryDirectory() as d:
            log = write_log(d, 'a.log', [game_line(1, '1', True), game_line(2, '1', False)])
            out = subprocess.run([sys.executable, os.path.join(HERE, 'figure.py'), log],
                                 capture_output=True, text=True, check=True).stdout
        self.assertIn('2 games, 100.0% (+2 =0 -0', out)
        usage = subprocess.run([sys.executable, os.path.join(HERE, 'figure.py')],
                               capture_output=True, text=True)
        self.assertNotEqual(usage.returncode, 0)
        self.assertIn('usage: figure.py', usage.stderr)


@unittest.skipIf(material is None, 'needs pyffish (pip install pyffish)')
class MaterialTest(unittest.TestCase):
    def test_balance_in_janggi_points(self):
        self.assertEqual(material.balance(JANGGI, material.VALUES['janggi']), 0)
        # Without Han's two chariots the first player is 26 points up.
        no_rooks = JANGGI.replace('rnba1abnr/', '1nba1abn1/', 1)
        self.assertEqual(material.balance(no_rooks, material.VALUES['janggi']), 26)

    def test_trail_follows_captures_and_refuses_an_illegal_move(self):
        values = material.VALUES['janggi']
        # The e-file soldiers meet and Cho's takes Han's (2 points).
        moves = ['e4e5', 'e7e6', 'e5e6']
        trail = material.material_trail('janggi', JANGGI, moves, values, 1)
        self.assertEqual(trail, [0, 0, 0, 2])
        self.assertEqual(material.material_trail('janggi', JANGGI, moves, values, -1)[-1], -2)
        with self.assertRaises(ValueError):
            material.material_trail('janggi', JANGGI, ['e4e9'], values, 1)

    def test_counts_losses_while_ahead(self):
        self.assertEqual(material.longest_run([0, 2, 3, 2, 0, 2], lambda v: v >= 2), 3)
        with tempfile.TemporaryDirectory() as d:
            log = write_log(d, 'm.log', [game_line(1, '0', True, moves='e4e5 e7e6 e5e6')])
            out = subprocess.run([sys.executable, os.path.join(HERE, 'material.py'), log, 'janggi', '1', '2', '1'],
                                 capture_output=True, text=True, check=True).stdout
        self.assertIn('game 1: 0 (resign adjudication, 3 plies): 0 0 0 2', out)
        self.assertIn('lost 1, of them ahead by >= 2 for >= 1 plies: 1', out)


class MoveLossTest(unittest.TestCase):
    def test_reads_pieces_by_point(self):
        self.assertEqual(moveloss.piece_at(JANGGI, 'a10'), 'r')
        self.assertEqual(moveloss.piece_at(JANGGI, 'e2'), 'k')
        self.assertEqual(moveloss.piece_at(JANGGI, 'b3'), 'c')
        self.assertEqual(moveloss.piece_at(JANGGI, 'e5'), '.')
        self.assertEqual(moveloss.piece_at(JANGGI, 'i4'), 'p')
        with self.assertRaises(ValueError):
            moveloss.piece_at(JANGGI, 'j4')
        with self.assertRaises(ValueError):
            moveloss.piece_at('9/9 w', 'a1')

    def test_kinds_of_move(self):
        self.assertEqual(moveloss.move_kind(JANGGI, 'b1c3'), ('horse', 'quiet'))
        self.assertEqual(moveloss.move_kind(JANGGI, 'e2e2'), ('general', 'pass'))
        # The chariot on a1 onto Cho's own horse is not a move, but the
        # kind reads the board only: a piece on the target is a capture.
        self.assertEqual(moveloss.move_kind(JANGGI, 'a1b1'), ('chariot', 'capture'))
        self.assertEqual(moveloss.move_kind(JANGGI, 'a10a9'), ('chariot', 'quiet'))
        with self.assertRaises(ValueError):
            moveloss.move_kind(JANGGI, 'e5e6')
        with self.assertRaises(ValueError):
            moveloss.move_kind(JANGGI, 'pass')

    def test_loss_is_the_score_given_away(self):
        # +80 before, the opponent then at +20: 100 cp given away.
        self.assertEqual(moveloss.loss(80, 20), 100)
        # A move the judge likes better than its own best loses nothing.
        self.assertEqual(moveloss.loss(80, -120), 0)

    @unittest.skipUnless(material and os.access(fsf.FSF, os.X_OK), 'needs pyffish and fairy-stockfish')
    def test_judges_each_move_of_the_chosen_engine(self):
        with tempfile.TemporaryDirectory() as d:
            # Engine 1 has Cho (first): plies 0 and 2 are its moves, the
            # second a soldier capture.
            log = write_log(d, 'm.log', [game_line(1, '1', True, moves='e4e5 e7e6 e5e6 a7a6')])
            script = os.path.join(HERE, 'moveloss.py')
            run = lambda *a: subprocess.run([sys.executable, script, log, 'janggi', '--depth', '3',
                                             '--plies', '0:4', *a],
                                            capture_output=True, text=True, check=True).stdout
            one, two = run(), run('--engine', '2')
        self.assertRegex(one, r'kind capture +moves +1 ')
        self.assertRegex(one, r'kind quiet +moves +1 ')
        self.assertRegex(one, r'piece soldier +moves +2 ')
        self.assertTrue(one.startswith('engine 1, Fairy-Stockfish depth 3, plies 0-4'))
        # Han's e7e6 and a7a6: two quiet soldier moves.
        self.assertTrue(two.startswith('engine 2'))
        self.assertRegex(two, r'kind quiet +moves +2 ')
        self.assertNotIn('capture', two)

    @unittest.skipUnless(material and os.access(fsf.FSF, os.X_OK), 'needs pyffish and fairy-stockfish')
    def test_a_move_from_an_empty_point_is_refused_with_its_place(self):
        with tempfile.TemporaryDirectory() as d:
            log = write_log(d, 'm.log', [game_line(7, '1', True, moves='e5e6 e7e6')])
            r = subprocess.run([sys.executable, os.path.join(HERE, 'moveloss.py'), log, 'janggi',
                                '--depth', '2', '--plies', '0:2'], capture_output=True, text=True)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn('game 7 ply 0: e5e6: no piece on e5', r.stderr)
        self.assertNotIn('Traceback', r.stderr)

    def test_bad_arguments_are_refused(self):
        script = os.path.join(HERE, 'moveloss.py')
        for args, message in ((['x.log', 'chess'], 'invalid choice'),
                              (['x.log', 'janggi', '--plies', '9:3'], 'LO < HI')):
            r = subprocess.run([sys.executable, script, *args], capture_output=True, text=True)
            self.assertNotEqual(r.returncode, 0)
            self.assertIn(message, r.stderr)


class BlundersTest(unittest.TestCase):
    @unittest.skipUnless(os.access(fsf.FSF, os.X_OK), 'needs fairy-stockfish')
    def test_scores_the_lost_games_only(self):
        with tempfile.TemporaryDirectory() as d:
            log = write_log(d, 'm.log', [game_line(1, '0', True, moves='e4e5 e7e6 e5e6'),
                                         game_line(2, '1', True)])
            book = write_log(d, 'book.txt', ['# starts are in the log'])
            out = subprocess.run([sys.executable, os.path.join(HERE, 'blunders.py'), log, book, 'janggi', '5', '3'],
                                 capture_output=True, text=True, check=True).stdout
        # Only the lost game, scored before each of Palace's two moves.
        lines = out.splitlines()
        self.assertEqual(len(lines), 2)
        self.assertRegex(lines[0], r'^game 1 \(resign adjudication, 3 plies\): -?\d+$')
        self.assertTrue(lines[1].startswith('  drops: '))


# A UCI engine that always answers with a move a Janggi start cannot play
# (the chariot on a1 through its own soldier on a4).
FAKE_ENGINE = """
import sys
for line in sys.stdin:
    word = line.split()[0] if line.split() else ''
    if word == 'uci':
        print('uciok', flush=True)
    elif word == 'isready':
        print('readyok', flush=True)
    elif word == 'go':
        print('bestmove a1a9', flush=True)
    elif word == 'quit':
        break
"""


class ChoiceBenchTest(unittest.TestCase):
    script = os.path.join(HERE, 'choicebench.py')

    def run_script(self, *args, check=True):
        return subprocess.run([sys.executable, self.script, *args], capture_output=True, text=True,
                              check=check)

    def test_summary(self):
        s = choicebench.summary([0, 0, 60, 150], agreed=2)
        self.assertEqual(s['positions'], 4)
        self.assertEqual(s['agreement'], 0.5)
        self.assertEqual(s['mean_loss'], 52.5)
        self.assertEqual(s['loss_50'], 0.5)
        self.assertEqual(s['loss_100'], 0.25)
        s = choicebench.summary([0, 3000], agreed=1)
        self.assertEqual(s['capped_mean'], choicebench.CAP / 2)
        self.assertEqual(s['mean_loss'], 1500)

    def test_moves_judged_by_two_runs_on_one_set_are_all_kept(self):
        position = {'game': 1, 'ply': 0, 'fen': JANGGI, 'score': 0, 'best': 'b1c3', 'after': {}}
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, 'set.json')
            on_disk = {'variant': 'janggi', 'depth': 3, 'positions': [dict(position, after={'a4b4': 10})]}
            choicebench.write_set(path, on_disk)
            # This run read the set before the other run judged a4b4.
            mine = {'variant': 'janggi', 'depth': 3, 'positions': [dict(position, after={'c4d4': -5})]}
            choicebench.save_judged(path, mine)
            with open(path) as f:
                saved = json.load(f)['positions'][0]['after']
        self.assertEqual(saved, {'a4b4': 10, 'c4d4': -5})
        self.assertEqual(mine['positions'][0]['after'], saved)

    @unittest.skipUnless(material and os.access(fsf.FSF, os.X_OK), 'needs pyffish and fairy-stockfish')
    def test_labels_resumes_and_scores_an_engine(self):
        with tempfile.TemporaryDirectory() as d:
            # Engine 1 has Cho: its positions are plies 0, 2 and 4.
            log = write_log(d, 'm.log', [game_line(1, '1', True, moves='e4e5 e7e6 e5e6 a7a6 a4b4 i7h7')])
            path = os.path.join(d, 'set.json')
            lab = ('label', log, 'janggi', path, '--depth', '3', '--plies', '0:6', '--every', '1')
            first = self.run_script(*lab)
            self.assertIn('3 positions, depth 3', first.stdout)
            self.assertEqual(first.stderr.count('position '), 3)
            with open(path) as f:
                data = json.load(f)
            self.assertEqual([p['ply'] for p in data['positions']], [0, 2, 4])
            self.assertEqual(data['positions'][0]['fen'], JANGGI)
            for p in data['positions']:
                self.assertIn(p['best'], pyffish.legal_moves('janggi', p['fen'], []))
            # Run again: nothing left to label, nothing added twice.
            again = self.run_script(*lab)
            self.assertEqual(again.stderr.count('position '), 0)
            self.assertIn('3 positions, depth 3', again.stdout)
            # Make the judge's move one no engine plays (a pass), so the
            # engine's move is judged and its score kept.
            data['positions'][0]['best'] = 'e9e9'
            with open(path, 'w') as f:
                json.dump(data, f)
            sc = ('score', path, '--engine-cmd', fsf.FSF, '--nodes', '2000', '--list')
            one = self.run_script(*sc).stdout
            with open(path) as f:
                kept = json.load(f)['positions'][0]['after']
            self.assertEqual(len(kept), 1)
            self.assertRegex(one, r'game 1 ply 0: \S+ \(judge e9e9\) loses \d+')
            self.assertRegex(one, r"judge's move \d+\.\d%  mean loss \d+\.\d cp  capped at 300 \d+\.\d cp")
            self.assertIn('3 positions of m.log', one)
            # Deterministic: the same engine and nodes give the same figures.
            self.assertEqual(self.run_script(*sc).stdout, one)

    @unittest.skipUnless(material and os.access(fsf.FSF, os.X_OK), 'needs pyffish and fairy-stockfish')
    def test_bad_sets_engines_and_arguments_are_refused(self):
        with tempfile.TemporaryDirectory() as d:
            bad = write_log(d, 'bad.json', ['{"variant": "janggi"'])
            r = self.run_script('score', bad, check=False)
            self.assertNotEqual(r.returncode, 0)
            self.assertIn('not a position set', r.stderr)
            self.assertNotIn('Traceback', r.stderr)
            path = os.path.join(d, 'set.json')
            with open(path, 'w') as f:
                json.dump({'variant': 'janggi', 'depth': 3, 'source': 'x',
                           'positions': [{'game': 1, 'ply': 0, 'fen': JANGGI, 'score': 0,
                                          'best': 'b1c3', 'after': {}}]}, f)
            # Another depth into the same file is refused, the file untouched.
            log = write_log(d, 'm.log', [game_line(1, '1', True)])
            r = self.run_script('label', log, 'janggi', path, '--depth', '4', check=False)
            self.assertNotEqual(r.returncode, 0)
            self.assertIn('labelled for janggi at depth 3', r.stderr)
            # A set in use by another run is refused, not written over.
            with open(path + '.lock', 'w') as held:
                fcntl.flock(held, fcntl.LOCK_EX)
                r = self.run_script('label', log, 'janggi', path, '--depth', '3', check=False)
            self.assertNotEqual(r.returncode, 0)
            self.assertIn('in use by another choicebench run', r.stderr)
            # An engine playing an illegal move is named with the position.
            fake = write_log(d, 'fake.py', [FAKE_ENGINE])
            r = self.run_script('score', path, '--engine-cmd', f'{sys.executable} {fake}', check=False)
            self.assertNotEqual(r.returncode, 0)
            self.assertIn('illegal move a1a9 in game 1 ply 0', r.stderr)
            self.assertNotIn('Traceback', r.stderr)
            with open(path) as f:
                self.assertEqual(json.load(f)['positions'][0]['after'], {})
        for args, message in ((['score', 'x.json', '--nodes', '0'], 'at least 1'),
                              (['label', 'x.log', 'janggi', 'y.json', '--plies', '9:3'], 'LO < HI')):
            r = self.run_script(*args, check=False)
            self.assertNotEqual(r.returncode, 0)
            self.assertIn(message, r.stderr)


if __name__ == '__main__':
    unittest.main()
