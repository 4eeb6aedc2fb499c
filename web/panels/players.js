// The players panel: who plays each side (top of the board first), who is
// to move, how many watch, and the invite link while a seat is free.

import { $, make } from '../dom.js';
import { t } from '../i18n.js';
import { smallPiece } from '../pieces.js';
import { sideKey } from '../protocol.js';
import * as store from '../store.js';
import { sideName } from '../words.js';
import { setupTurn, turnIndex } from '../screens/view.js';

/**
 * @param {import('../screens/view.js').LiveView} v
 * @param {import('../pieces.js').PieceSet} pieceSet
 */
export function renderPlayers(v, pieceSet) {
  const s = v.state;
  const box = $('players');
  box.replaceChildren();
  const t0 = turnIndex(s);
  // Top of the board first.
  const order = v.flipped ? [0, 1] : [1, 0];
  for (const i of order) {
    const seat = s.seats[sideKey(s.game, i)] || { player: null, taken: false, connected: false };
    const row = make('div', 'player');
    row.dataset.testid = `player-${i}`;
    row.append(smallPiece(s.game, /** @type {0|1} */ (i), 'k', pieceSet, 28));
    const side = sideName(s.game, i);
    let id;
    /** @type {Record<string, string|number>} */
    const args = { side };
    if (v.seats.includes(i)) id = v.seats.length === 2 ? 'player-this-device' : 'player-you';
    else if (seat.player === 'computer') {
      id = 'player-computer';
      args.level = s.level || 0;
    } else if (!seat.taken) id = 'player-waiting-friend';
    else if (s.mode === 'friend' && !v.spectator) id = seat.connected ? 'player-friend' : 'player-friend-away';
    else id = seat.connected ? 'player-other' : 'player-other-away';
    const name = s.players && s.players[sideKey(s.game, i)];
    if (name) {
      // An account's name links to its profile; the words say whose it is.
      const a = make('a', 'player-name', name);
      a.setAttribute('href', `/players/${encodeURIComponent(name)}`);
      row.append(a, make('span', 'sub', t(id, args)));
    } else row.append(make('span', '', t(id, args)));
    if (i === t0 && !s.outcome && setupTurn(s) === null) row.append(make('span', 'to-move', t('to-move')));
    box.append(row);
  }
  if (s.spectators > 0) {
    const watching = make('div', 'player sub', t('spectators', { count: s.spectators }));
    watching.dataset.testid = 'spectators';
    watching.dataset.count = String(s.spectators);
    box.append(watching);
  }
  // The invite link while the friend's seat is free.
  const open = Object.values(s.seats).some((x) => !x.taken);
  const link = store.get(`invite:${v.id}`, '');
  $('invite').hidden = !(s.mode === 'friend' && open && link && !v.spectator);
  if (!$('invite').hidden) $('invite-link').value = link.startsWith('http') ? link : location.origin + link;
}
