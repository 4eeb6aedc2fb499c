// Points, captured pieces and the game's buttons (pass, take back, resign).

import { $, make } from '../dom.js';
import { t } from '../i18n.js';
import { smallPiece } from '../pieces.js';
import { isPass } from '../position.js';
import { sideKey } from '../protocol.js';
import { sideName } from '../words.js';
import { firstMover, myTurn } from '../screens/view.js';

/**
 * @param {import('../screens/view.js').LiveView} v
 * @param {import('../pieces.js').PieceSet} pieceSet
 */
export function renderControls(v, pieceSet) {
  const s = v.state;
  const points = $('points');
  points.hidden = !s.points;
  if (s.points) {
    points.textContent = t('points', {
      first: sideName(s.game, 0),
      firstPoints: s.points.cho,
      second: sideName(s.game, 1),
      secondPoints: s.points.han,
    });
  }
  const cap = $('captured');
  cap.replaceChildren();
  for (const i of /** @type {(0|1)[]} */ ([0, 1])) {
    const lost = s.captured[sideKey(s.game, i)] || [];
    const row = make('div', 'row-c');
    const side = sideName(s.game, i);
    row.append(make('span', 'label', t(lost.length ? 'captured-lost' : 'captured-none', { side })));
    for (const ch of lost) row.append(smallPiece(s.game, i, ch.toLowerCase(), pieceSet, 24));
    cap.append(row);
  }
  const mine = myTurn(v);
  const pass = $('pass');
  pass.hidden = s.game !== 'janggi';
  pass.disabled = !(mine && s.legal_moves.some(isPass));
  const undo = $('undo');
  undo.hidden = v.spectator || s.mode === 'friend' || s.mode === 'online';
  const myMoveMade = s.mode === 'local' ? s.moves.length > 0 : hasMyMove(v);
  undo.disabled = !!s.outcome || !myMoveMade || v.review !== null;
  $('resign').hidden = v.spectator;
  $('resign').disabled = !!s.outcome;
}

/**
 * Whether the player has a move on the list (computer games).
 * @param {import('../screens/view.js').LiveView} v
 */
function hasMyMove(v) {
  // Moves alternate from the start position's side to move.
  const first = firstMover(v.state);
  return v.state.moves.some((_, i) => v.seats.includes((first + i) % 2));
}
