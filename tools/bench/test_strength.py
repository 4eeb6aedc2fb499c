"""Tests of tools/bench/strength.sh (run by .ci/run):

    python3 -m unittest discover -s tools/bench -p 'test_*.py' -v

strength.sh plays hours of games, so these tests give it stand-ins for
palace-dev, palace and fairy-stockfish: the stand-in palace-dev prints the
arguments it was given and the cores it may run on, then exits. What is
tested is the script's own work: the matches it starts, their arguments
and cores, the resume and handover forms, the load check and every
refusal. They need two cores and taskset, as the script does.
"""
import os
import re
import shutil
import stat
import subprocess
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
SCRIPT = os.path.join(HERE, 'strength.sh')

# Prints its arguments and its allowed cores, sleeps STAND_SLEEP seconds,
# and exits 1 when STAND_FAIL names an argument it was given.
STAND_IN_MATCH = """#!/bin/bash
echo "args: $*"
echo "cpus: $(awk '/^Cpus_allowed_list/{print $2}' /proc/self/status)"
sleep "${STAND_SLEEP:-0}"
if [ -n "${STAND_FAIL:-}" ]; then
  for a in "$@"; do [ "$a" = "$STAND_FAIL" ] && { echo "failed" >&2; exit 1; }; done
fi
exit 0
"""
STAND_IN_BENCH = """#!/bin/bash
echo "Nodes searched  : 123"
"""
COMMON = '--rules {rules} --movetime {ms} --resign-score 1000 --resign-moves 5 --verbose'


def read(path):
    with open(path) as f:
        return f.read()


def executable(path, text):
    with open(path, 'w') as f:
        f.write(text)
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)
    return path


@unittest.skipUnless((os.cpu_count() or 1) >= 2 and shutil.which('taskset'),
                     'strength.sh needs two cores and taskset')
class StrengthScriptTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.dir)
        bins = os.path.join(self.dir, 'bin')
        os.mkdir(bins)
        self.fsf = executable(os.path.join(bins, 'fairy-stockfish'), '#!/bin/sh\n')
        self.dev = executable(os.path.join(bins, 'palace-dev'), STAND_IN_MATCH)
        executable(os.path.join(bins, 'palace'), STAND_IN_BENCH)
        self.logs = os.path.join(self.dir, 'logs')

    def run_script(self, *args, script=SCRIPT, **env):
        full = dict(os.environ, PALACE_DEV=self.dev, FSF=self.fsf, LOGS=self.logs,
                    MAX_LOAD='99', LOAD_WAIT='0')
        full.pop('PALACE', None)
        full.pop('SETS', None)
        full.pop('FIRST_CPU', None)
        full.pop('ENGINE', None)
        full.update(env)
        return subprocess.run(['bash', script, *args], env=full, capture_output=True,
                              text=True, timeout=120)

    def matches(self):
        """The matches started, by opening set: (arguments, cores)."""
        found = {}
        if not os.path.isdir(self.logs):
            return found
        for name in sorted(os.listdir(self.logs)):
            if not name.endswith('.out'):
                continue
            text = read(os.path.join(self.logs, name))
            args = re.search(r'^args: (.*)$', text, re.M).group(1)
            cpus = re.search(r'^cpus: (.*)$', text, re.M).group(1)
            kind = 'book' if '--openings' in args else 'random'
            self.assertNotIn(kind, found, f'two {kind} matches started')
            self.assertIn(f'-{kind}-from', name)
            found[kind] = (args, cpus)
        return found

    def started(self):
        """How many stand-in matches have printed both their lines."""
        if not os.path.isdir(self.logs):
            return 0
        return sum('cpus:' in read(os.path.join(self.logs, n))
                   for n in os.listdir(self.logs) if n.endswith('.out'))

    def expected(self, rules, ms, kind, first, games, engine='palace'):
        if kind == 'book':
            openings = f'--openings {REPO}/tools/openings/books/{rules}-300.txt'
        else:
            openings = '--random-plies 2 --random-openings 200 --seed 1'
        return (f'match --engine1 {engine} --engine2 {self.fsf} '
                + COMMON.format(rules=rules, ms=ms)
                + f' {openings} --first-game {first} --games {games}')

    def test_default_run_plays_games_1_to_400_of_both_sets_one_per_core(self):
        r = self.run_script('xiangqi', '1000')
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(self.matches(), {
            'book': (self.expected('xiangqi', 1000, 'book', 1, 400), '0'),
            'random': (self.expected('xiangqi', 1000, 'random', 1, 400), '1'),
        })
        self.assertRegex(r.stdout, r'bench 123 engine palace load before: [0-9.]+ [0-9.]+ [0-9.]+')
        self.assertRegex(r.stdout, r'load after: [0-9.]+')

    def test_resume_and_last_games_per_set(self):
        r = self.run_script('janggi', '100', '87:89', '400:390',
                            ENGINE='palace:net=some.net')
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(self.matches(), {
            'book': (self.expected('janggi', 100, 'book', 87, 314, 'palace:net=some.net'), '0'),
            'random': (self.expected('janggi', 100, 'random', 89, 302, 'palace:net=some.net'), '1'),
        })

    def test_one_number_resumes_both_sets(self):
        r = self.run_script('janggi', '1000', '41', '360')
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(self.matches(), {
            'book': (self.expected('janggi', 1000, 'book', 41, 320), '0'),
            'random': (self.expected('janggi', 1000, 'random', 41, 320), '1'),
        })

    def test_handover_plays_the_random_set_alone_on_cpu_0(self):
        r = self.run_script('janggi', '1000', '390', '400', SETS='random')
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(self.matches(), {
            'random': (self.expected('janggi', 1000, 'random', 390, 11), '0'),
        })

    def test_handover_of_book_games_to_cpu_1_with_first_cpu(self):
        r = self.run_script('xiangqi', '1000', '388', '400', SETS='book', FIRST_CPU='1')
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(self.matches(), {
            'book': (self.expected('xiangqi', 1000, 'book', 388, 13), '1'),
        })

    def test_first_cpu_1_swaps_the_cores_of_both_sets(self):
        r = self.run_script('janggi', '100', '5', '6', FIRST_CPU='1')
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(self.matches(), {
            'book': (self.expected('janggi', 100, 'book', 5, 2), '1'),
            'random': (self.expected('janggi', 100, 'random', 5, 2), '0'),
        })

    def test_a_finished_set_is_skipped(self):
        r = self.run_script('janggi', '1000', '401:395', '400')
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn('book openings: games up to 400 already played', r.stdout)
        self.assertEqual(self.matches(), {
            'random': (self.expected('janggi', 1000, 'random', 395, 6), '1'),
        })

    def test_nothing_left_to_play_exits_0_without_a_match(self):
        r = self.run_script('xiangqi', '1000', '401', '400')
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn('nothing to play', r.stdout)
        self.assertEqual(self.matches(), {})

    def test_a_failed_match_fails_the_run_after_both_end(self):
        r = self.run_script('xiangqi', '100', STAND_FAIL='--random-plies')
        self.assertEqual(r.returncode, 1)
        self.assertEqual(set(self.matches()), {'book', 'random'})
        self.assertEqual(r.stdout.count('== '), 2, 'both matches\' output is printed')

    def test_bad_arguments_are_refused_before_any_match(self):
        cases = [
            ((), {}, 1, 'usage: strength.sh RULES MOVETIME_MS'),
            (('xiangqi',), {}, 1, 'usage: strength.sh RULES MOVETIME_MS'),
            (('chess', '100'), {}, 2, 'RULES must be janggi or xiangqi'),
            (('janggi', '1s'), {}, 2, 'MOVETIME_MS must be a positive number of milliseconds'),
            (('janggi', '0'), {}, 2, 'MOVETIME_MS must be a positive number of milliseconds'),
            (('janggi', '00'), {}, 2, 'MOVETIME_MS must be a positive number of milliseconds'),
            (('janggi', '100', 'a'), {}, 2, "'a' is not a game number"),
            (('janggi', '100', '5:x'), {}, 2, "'x' is not a game number"),
            (('janggi', '100', '1', '400:'), {}, 2, "'' is not a game number"),
            (('janggi', '100', '0'), {}, 2, "'0' is not a game number (1 or more"),
            (('janggi', '100', '5:07'), {}, 2, "'07' is not a game number"),
            (('janggi', '100'), {'LOAD_WAIT': 'x'}, 2, 'LOAD_WAIT must be a number of seconds'),
            (('janggi', '100'), {'SETS': 'random book'}, 2, 'SETS must be'),
            (('janggi', '100'), {'FIRST_CPU': '2'}, 2, 'FIRST_CPU must be 0 or 1'),
            (('janggi', '100'), {'FSF': '/nonexistent/fairy-stockfish'}, 2,
             'no /nonexistent/fairy-stockfish (apt-get install fairy-stockfish)'),
        ]
        for args, env, code, message in cases:
            with self.subTest(args=args, env=env):
                r = self.run_script(*args, **env)
                self.assertEqual(r.returncode, code, r.stderr)
                self.assertIn(message, r.stderr)
                self.assertEqual(self.matches(), {})
                self.assertFalse(os.path.exists(self.logs), 'no log folder made')

    def test_refuses_above_max_load_after_waiting_load_wait(self):
        r = self.run_script('janggi', '100', MAX_LOAD='-1', LOAD_WAIT='0')
        self.assertEqual(r.returncode, 3)
        self.assertRegex(r.stderr, r'load average [0-9.]+ is above -1 after 0s: something else is running')
        self.assertEqual(self.matches(), {})
        start = time.monotonic()
        r = self.run_script('janggi', '100', MAX_LOAD='-1', LOAD_WAIT='10')
        self.assertGreaterEqual(time.monotonic() - start, 10)
        self.assertEqual(r.returncode, 3)
        self.assertIn('waiting up to 10s for it to settle', r.stderr)
        self.assertIn('after 10s', r.stderr)
        self.assertEqual(self.matches(), {})

    def test_editing_the_script_during_a_run_does_not_change_that_run(self):
        # A copy at the same depth, so the script finds its "repository".
        copy_dir = os.path.join(self.dir, 'repo', 'tools', 'bench')
        os.makedirs(copy_dir)
        copy = os.path.join(copy_dir, 'strength.sh')
        shutil.copy(SCRIPT, copy)
        env = dict(os.environ, PALACE_DEV=self.dev, FSF=self.fsf, LOGS=self.logs,
                   MAX_LOAD='99', LOAD_WAIT='0', STAND_SLEEP='2')
        proc = subprocess.Popen(['bash', copy, 'xiangqi', '1000'], env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        deadline = time.monotonic() + 30
        while self.started() < 2 and time.monotonic() < deadline:
            time.sleep(0.1)
        text = read(copy)
        self.assertIn('load after:', text)
        with open(copy, 'w') as f:
            f.write(text.replace('load after:', 'EDITED:'))
        out, err = proc.communicate(timeout=60)
        self.assertEqual(proc.returncode, 0, err)
        self.assertIn('load after:', out)
        self.assertNotIn('EDITED', out)


if __name__ == '__main__':
    unittest.main()
