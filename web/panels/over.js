// The game-over dialog: who won and how (the server's reason in words), the
// points where the game was decided on them, and the kept score.

import { $ } from '../dom.js';
import { t } from '../i18n.js';
import { winner } from '../protocol.js';
import * as store from '../store.js';
import { outcomeText, sideName } from '../words.js';
import { modeScore } from '../screens/start.js';

/** Reasons after which a win was decided on points: the points are shown with it. */
const ON_POINTS = new Set(['bikjang', 'double-pass', 'ply-limit']);

/**
 * Shows the dialog once per game end (and records the score once).
 * @param {import('../screens/view.js').LiveView} v
 */
export function renderOver(v) {
  const s = v.state;
  if (!s.outcome) {
    v.shownOver = `${v.id}:none`;
    return;
  }
  const key = `${v.id}:${s.moves.length}:${s.outcome.reason}`;
  if (v.shownOver === key) return;
  v.shownOver = key;
  fill(v);
  const dlg = $('game-over');
  if (!dlg.open) dlg.showModal();
}

/**
 * Writes the dialog's words (again after a language change).
 * @param {import('../screens/view.js').LiveView} v
 */
export function fill(v) {
  const s = v.state;
  const outcome = s.outcome;
  if (!outcome) return;
  const w = winner(outcome);
  /** @param {boolean} first @returns {'win'|'loss'|'draw'} */
  const resultFor = (first) => (w === null ? 'draw' : (w === 0) === first ? 'win' : 'loss');
  let title = t('over-title');
  let score = '';
  if (v.seats.length === 1) {
    const result = resultFor(v.seats[0] === 0);
    title = t(result === 'win' ? 'over-won' : result === 'loss' ? 'over-lost' : 'over-draw');
    if (s.mode === 'computer') {
      const sc = store.recordScore(v.id, `${s.game}:${s.level}`, result);
      score = t('score-after-level', { level: s.level || 0, won: sc.win, lost: sc.loss, drawn: sc.draw });
    } else if (s.mode === 'friend') {
      store.recordScore(v.id, `${s.game}:friend`, result);
      score = modeScore(s.game, 'friend', 'score-after');
    }
  } else if (v.seats.length === 2) {
    // Two players on one device: kept as the first player's result.
    store.recordScore(v.id, `${s.game}:local`, resultFor(true));
    score = modeScore(s.game, 'local', 'score-after');
  }
  $('over-title').textContent = title;
  $('over-reason').textContent = outcomeText(s.game, outcome);
  const points = $('over-points');
  points.hidden = !(w !== null && ON_POINTS.has(outcome.reason) && s.points);
  if (s.points) {
    points.textContent = t('over-points', {
      first: sideName(s.game, 0),
      firstPoints: s.points.cho,
      second: sideName(s.game, 1),
      secondPoints: s.points.han,
    });
  }
  $('over-score').textContent = score;
}
