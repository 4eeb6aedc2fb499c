"""Tests of fit_danger.py's reading of `palace uci` and Fairy-Stockfish output
(the fit itself needs numpy and scipy and is run by hand)."""
import unittest

import fit_danger

EVAL = """term (cp from First's side)         First Second  weight      cp
material horse                          1      2     548    -548
king danger                            56      2       1     +54
danger parts First: attackers 0 0 0 0 0 0 0 weak 0 safe 1 1 0 unsafe 0 0 1 no-chariot 0
danger parts Second: attackers 0 0 1 1 0 0 2 weak 3 safe 0 0 0 unsafe 1 0 0 no-chariot 1
Final evaluation: -227 cp from First's side, -227 cp for the side to move (static, no search)
term (cp from First's side)         First Second  weight      cp
danger parts First: attackers 0 0 0 0 0 0 0 weak 0 safe 0 0 0 unsafe 0 0 0 no-chariot 0
danger parts Second: attackers 0 0 0 0 0 0 0 weak 0 safe 0 0 0 unsafe 0 0 0 no-chariot 0
Final evaluation: +81 cp from First's side, +81 cp for the side to move (static, no search)
"""


class FitDangerTest(unittest.TestCase):
    def test_parts_and_the_evaluation_without_the_danger(self):
        evals = fit_danger.read_evals(EVAL)
        self.assertEqual(len(evals), 2)
        e0, first, second = evals[0]
        # The danger's +54 is taken out of the evaluation.
        self.assertEqual(e0, -281)
        # First: safe chariot and cannon checks; its unsafe horse check counts.
        self.assertEqual(first, [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 1, 0, -1])
        # Second: elephant, horse and two soldiers on the palace, three weak
        # points, an unsafe chariot check, no chariot.
        self.assertEqual(second, [1, 1, 0, 0, 2, 3, 0, 0, 0, 1, 0, 0, -1, -1])
        self.assertEqual(evals[1][0], 81)

    def test_a_safe_check_hides_the_unsafe_one_of_its_kind(self):
        v = fit_danger.parse_parts(
            'danger parts First: attackers 0 0 0 0 0 0 0 weak 0 safe 1 0 0 unsafe 1 1 0 no-chariot 0')
        self.assertEqual(v[6:12], [1, 0, 0, 0, 1, 0])

    def test_unreadable_parts_are_refused(self):
        with self.assertRaises(SystemExit) as e:
            fit_danger.parse_parts('danger parts First: attackers 0 0 weak')
        self.assertIn('cannot read the danger parts', str(e.exception))

    def test_games_split_where_the_move_number_drops(self):
        fens = ['x w - - 0 2', 'x b - - 0 5', 'x w - - 0 9', 'x w - - 0 3', 'x b - - 0 4']
        self.assertEqual(fit_danger.games_of(fens), [1, 1, 1, 2, 2])

    def test_fsf_king_safety_is_read_from_its_eval_table(self):
        text = (' King safety | -0.65 -0.83 | -6.26 -4.20 |  5.62  3.38\n'
                '    Mobility |  2.38  2.95 |  1.88  1.88 |  0.51  1.08\n')
        self.assertEqual(fit_danger.fsf_king_safety(text), [5.62])


if __name__ == '__main__':
    unittest.main()
