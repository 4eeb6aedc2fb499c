// The move list: the game's notation (or coordinates), one button per move
// to look back at the position after it, and the list as plain text to copy.

import { $, make } from '../dom.js';
import { t } from '../i18n.js';
import { isPass } from '../position.js';
import * as store from '../store.js';
import { firstMover } from '../screens/view.js';

/**
 * @param {import('../screens/view.js').LiveView} v
 * @param {(ply: number) => void} onReview
 */
export function renderMoves(v, onReview) {
  const s = v.state;
  const list = $('moves');
  list.replaceChildren();
  const coords = !!store.get('coords', false);
  $('coords').checked = coords;
  const hist = s.history;
  const first = firstMover(s);
  const shown = v.review === null ? hist.length : v.review;
  /** @type {HTMLLIElement} */
  let li = make('li');
  for (let k = 0; k < hist.length + first; k++) {
    if (k % 2 === 0) {
      li = make('li');
      list.append(li);
    }
    if (k < first) {
      li.append(make('span', 'mv', '…'));
      continue;
    }
    const ply = k - first + 1;
    const h = hist[ply - 1];
    const b = make('button', 'mv', coords ? (isPass(h.move) ? t('move-pass') : h.move) : h.text);
    b.type = 'button';
    b.dataset.ply = String(ply);
    b.title = t('move-title', { ply, move: h.move });
    if (ply === shown) {
      b.classList.add('current');
      b.setAttribute('aria-current', 'step');
    }
    b.addEventListener('click', () => onReview(ply));
    li.append(b);
  }
  if (v.review === null) list.scrollTop = list.scrollHeight;
  $('copy-moves').disabled = hist.length === 0;
}

/**
 * The moves as text, numbered by move pair ("1. C2=5 H8+7"), in the
 * notation shown.
 * @param {import('../screens/view.js').LiveView} v
 */
export function movesText(v) {
  const s = v.state;
  const coords = !!store.get('coords', false);
  const words = s.history.map((h) => (coords ? (isPass(h.move) ? t('move-pass') : h.move) : h.text));
  const first = firstMover(s);
  const cells = first ? ['…', ...words] : words;
  const lines = [];
  for (let i = 0; i < cells.length; i += 2) lines.push(`${i / 2 + 1}. ${cells.slice(i, i + 2).join(' ')}`);
  return lines.join('\n');
}
