// What players of an online game do besides moving: offer and answer a
// draw (where the rule set has draws) or a takeback (casual games), abort
// in the first two plies, ask for a rematch, and claim the game when the
// opponent has been gone past the grace period (a countdown until then).
// The server says what is allowed; the buttons follow its state.

import { $ } from '../dom.js';
import { t } from '../i18n.js';
import { sideIndex, sideKey } from '../protocol.js';
import { sideName } from '../words.js';

/** @typedef {import('../screens/view.js').LiveView} LiveView */
/** @typedef {import('../protocol.js').Action} Action */

/** @type {(action: Action) => void} */
let send = () => {};
/** The opponent's claim countdown: the seats object it came with, when, and the timer. */
let grace = /** @type {{seats: object, at: number, ms: number}|null} */ (null);
/** @type {ReturnType<typeof setInterval>|undefined} */
let graceTimer;
/** @type {LiveView|null} */
let last = null;

/** @param {(action: Action) => void} sender */
export function initOnline(sender) {
  send = sender;
  const act = (/** @type {string} */ id, /** @type {Action} */ action) => $(id).addEventListener('click', () => send(action));
  act('offer-draw', { type: 'offer-draw' });
  act('ask-takeback', { type: 'takeback' });
  act('abort', { type: 'abort' });
  act('rematch', { type: 'rematch' });
  act('claim-win', { type: 'claim', result: 'win' });
  act('claim-draw', { type: 'claim', result: 'draw' });
  $('offer-accept').addEventListener('click', () => answer('accept'));
  $('offer-decline').addEventListener('click', () => answer('decline'));
}

/** Answers the opponent's pending offer. @param {'accept'|'decline'} how */
function answer(how) {
  const s = last && last.state;
  if (!s || !s.offers) return;
  if (s.offers.draw) send({ type: how === 'accept' ? 'accept-draw' : 'decline-draw' });
  else if (s.offers.takeback) send({ type: how === 'accept' ? 'accept-takeback' : 'decline-takeback' });
}

/** The side this browser plays in a two-player game, or null. @param {LiveView} v */
function mySide(v) {
  return !v.spectator && v.seats.length === 1 ? sideKey(v.state.game, v.seats[0]) : null;
}

/** @param {LiveView|null} v */
export function renderOnline(v) {
  last = v;
  const s = v && v.state;
  const isOnline = !!s && s.mode === 'online';
  const me = v && s ? mySide(v) : null;
  const playing = isOnline && !!me;
  $('online-buttons').hidden = !playing;
  $('downloads').hidden = !s || !s.outcome || s.mode === 'computer' && !s.moves.length;
  if (s && s.outcome) {
    $('download-pgn').setAttribute('href', `/api/games/${s.id}/pgn`);
    $('download-gib').setAttribute('href', `/api/games/${s.id}/gib`);
    $('download-gib').hidden = s.game !== 'janggi';
  }
  if (!v || !s || !playing || !me) {
    $('offer').hidden = true;
    showGrace(null, null);
    return;
  }
  const offers = s.offers || { draw: null, takeback: null, rematch: [], rematch_game: null };
  const over = !!s.outcome;
  $('offer-draw').hidden = over || !s.draw_agreement;
  $('offer-draw').disabled = !!offers.draw;
  $('ask-takeback').hidden = over || !!s.rated;
  $('ask-takeback').disabled = !!offers.takeback || s.moves.length === 0;
  $('abort').hidden = over || s.moves.length >= 2;
  $('rematch').hidden = !over || (s.outcome && s.outcome.reason === 'aborted') || false;
  const asked = offers.rematch.filter((k) => k !== me).length > 0;
  $('rematch').disabled = offers.rematch.includes(me);
  $('rematch').textContent = t(asked ? 'online-rematch-accept' : 'online-rematch');
  $('rematch').dataset.asked = String(asked);

  // An offer pending: the opponent's to answer, or one's own waiting.
  const pending = !over ? (offers.draw ? ['draw', offers.draw] : offers.takeback ? ['takeback', offers.takeback] : null) : null;
  $('offer').hidden = !pending;
  if (pending) {
    const [what, by] = pending;
    const theirs = by !== me;
    $('offer-text').textContent = theirs
      ? t(`offer-${what}-from`, { side: sideName(s.game, sideIndex(/** @type {any} */ (by))) })
      : t(`offer-${what}-waiting`);
    $('offer').dataset.offer = what;
    $('offer-accept').hidden = !theirs;
    $('offer-decline').hidden = !theirs;
  }
  // The opponent gone: the countdown to a claim, then the claim buttons.
  const theirKey = sideKey(s.game, 1 - /** @type {number} */ (v.seats[0]));
  const seat = s.seats[theirKey];
  const away = !over && seat && seat.taken && !seat.connected && typeof seat.claim_in_ms === 'number';
  showGrace(away ? s.seats : null, away ? /** @type {number} */ (seat.claim_in_ms) : null);
}

/**
 * Runs the countdown from the server's figure (a new seats object restarts it).
 * @param {object|null} seats
 * @param {number|null} ms
 */
function showGrace(seats, ms) {
  if (!seats || ms === null) {
    grace = null;
    clearInterval(graceTimer);
    $('grace').hidden = true;
    $('claim-win').hidden = true;
    $('claim-draw').hidden = true;
    return;
  }
  if (!grace || grace.seats !== seats) grace = { seats, at: performance.now(), ms };
  clearInterval(graceTimer);
  tick();
  graceTimer = setInterval(tick, 250);
}

function tick() {
  if (!grace) return;
  const left = Math.max(0, grace.ms - (performance.now() - grace.at));
  const el = $('grace');
  el.hidden = false;
  const seconds = Math.ceil(left / 1000);
  el.textContent = left > 0 ? t('grace-countdown', { seconds }) : t('grace-over');
  el.dataset.seconds = String(seconds);
  $('claim-win').hidden = left > 0;
  $('claim-draw').hidden = left > 0;
  if (left <= 0) clearInterval(graceTimer);
}

/** Stops the countdown (leaving the game screen). */
export function stopOnline() {
  clearInterval(graceTimer);
  grace = null;
  last = null;
}
