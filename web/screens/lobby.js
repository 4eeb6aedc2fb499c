// The lobby (/lobby): everyone's open seeks, live over the lobby socket;
// create a seek (game, rule set, clock, rated or casual, side) or challenge
// a named player; accept a seek, cancel one's own, answer a challenge. A
// seek or challenge that becomes a game opens it for both players.

import { $, make, option } from '../dom.js';
import { t } from '../i18n.js';
import * as online from '../online.js';
import * as store from '../store.js';
import { RULES, errorText, sideName } from '../words.js';

/** @typedef {import('../online.js').Offer} Offer */

/** @type {(path: string) => void} */
let navigate = () => {};
/** @type {online.LobbySocket|null} */
let socket = null;
/** @type {Map<string, Offer>} */
const seeks = new Map();
/** @type {Map<string, Offer>} */
const challenges = new Map();

/** Seat tokens of this browser's own seeks and challenges, by offer id. @returns {Record<string, string>} */
function mine() {
  return store.get('offers', {});
}

/** @param {string} id @param {string|null} token */
function remember(id, token) {
  const all = mine();
  if (token) all[id] = token;
  else delete all[id];
  // A guest's forgotten seeks expire on the server; keep the newest few here.
  const ids = Object.keys(all);
  for (const old of ids.slice(0, Math.max(0, ids.length - 20))) delete all[old];
  store.set('offers', all);
}

/** @param {(path: string) => void} go */
export function init(go) {
  navigate = go;
  $('seek-game').addEventListener('change', () => fillForm());
  $('seek-clock').addEventListener('change', () => showClockFields());
  $('seek-form').addEventListener('submit', (/** @type {SubmitEvent} */ e) => {
    e.preventDefault();
    const b = /** @type {HTMLButtonElement|null} */ (e.submitter);
    submit(!!b && b.value === 'challenge');
  });
  online.onAccount(() => {
    if (socket) socket.reconnect();
    render();
  });
}

export function show() {
  $('lobby').hidden = false;
  $('seek-error').textContent = '';
  fillForm();
  render();
  if (!socket) socket = new online.LobbySocket(receive);
  checkMine();
}

export function hide() {
  $('lobby').hidden = true;
  if (socket) socket.close();
  socket = null;
}

/** Redraws in the current language. */
export function refresh() {
  if ($('lobby').hidden) return;
  fillForm();
  render();
}

/** The form's choices in words (keeping what is chosen). */
function fillForm() {
  document.title = t('lobby-heading');
  const gameSel = $('seek-game');
  const game = gameSel.value || 'xiangqi';
  gameSel.replaceChildren(option('xiangqi', t('game-xiangqi')), option('janggi', t('game-janggi')));
  gameSel.value = game;
  const kind = /** @type {'xiangqi'|'janggi'} */ (game);
  const rules = $('seek-rules');
  const keepRules = rules.value;
  rules.replaceChildren(...RULES[kind].filter((r) => !r[1]).map(([v]) => option(v, t(`rules-${v}`))));
  if (RULES[kind].some(([v]) => v === keepRules)) rules.value = keepRules;
  const clock = $('seek-clock');
  const keepClock = clock.value || 'fischer';
  clock.replaceChildren(
    option('fischer', t('lobby-clock-fischer')),
    option('byoyomi', t('lobby-clock-byoyomi')),
    option('none', t('lobby-untimed')),
  );
  clock.value = keepClock;
  const side = $('seek-side');
  const keepSide = side.value || 'random';
  side.replaceChildren(
    option('random', t('side-random')),
    option('first', sideName(kind, 0)),
    option('second', sideName(kind, 1)),
  );
  side.value = keepSide;
  showClockFields();
}

function showClockFields() {
  const kind = $('seek-clock').value;
  $('seek-fischer').hidden = kind !== 'fischer';
  $('seek-byoyomi').hidden = kind !== 'byoyomi';
}

/** The seek the form describes. @returns {import('../online.js').SeekBody} */
function formBody() {
  const num = (/** @type {string} */ id) => Math.max(0, Math.round(Number($(id).value) || 0));
  const kind = $('seek-clock').value;
  /** @type {import('../online.js').SeekBody} */
  const body = { game: $('seek-game').value, rules: $('seek-rules').value, rated: $('seek-rated').checked, side: $('seek-side').value };
  if (kind === 'fischer') body.clock = { kind: 'fischer', base: num('seek-base') * 60, increment: num('seek-increment') };
  if (kind === 'byoyomi') {
    body.clock = { kind: 'byoyomi', main: num('seek-main') * 60, periods: num('seek-periods'), period: num('seek-period') };
  }
  return body;
}

/** A lobby refusal in words. @param {string} code */
function refusal(code) {
  const own = ['rated-needs-account', 'too-many-seeks', 'unknown-seek', 'unknown-challenge', 'own-seek', 'not-yours',
    'unknown-player', 'not-logged-in'];
  if (own.includes(code)) return t(`lobby-error-${code}`);
  if (code === 'unreachable') return t('error-unreachable');
  return errorText(code);
}

/** @param {boolean} challenge */
async function submit(challenge) {
  $('seek-error').textContent = '';
  const body = formBody();
  if (challenge) {
    const to = $('seek-to').value.trim();
    if (!to) {
      $('seek-error').textContent = t('lobby-error-no-name');
      $('seek-to').focus();
      return;
    }
    const res = await online.createChallenge({ ...body, to });
    if (!res.ok) {
      $('seek-error').textContent = refusal(res.error);
      return;
    }
    remember(res.data.challenge.id, res.data.token);
    challenges.set(res.data.challenge.id, res.data.challenge);
  } else {
    const res = await online.createSeek(body);
    if (!res.ok) {
      $('seek-error').textContent = refusal(res.error);
      return;
    }
    remember(res.data.seek.id, res.data.token);
    seeks.set(res.data.seek.id, res.data.seek);
  }
  render();
}

/** @param {import('../online.js').LobbyMessage} msg */
function receive(msg) {
  switch (msg.type) {
    case 'lobby':
      seeks.clear();
      challenges.clear();
      for (const s of msg.seeks) seeks.set(s.id, s);
      for (const c of msg.challenges) challenges.set(c.id, c);
      checkMine();
      break;
    case 'seek-added':
      seeks.set(msg.seek.id, msg.seek);
      break;
    case 'challenge-added':
      challenges.set(msg.challenge.id, msg.challenge);
      break;
    case 'seek-removed':
    case 'challenge-removed':
      (msg.type === 'seek-removed' ? seeks : challenges).delete(msg.id);
      if (msg.game && mine()[msg.id]) openGame(msg.id, msg.game);
      else if (mine()[msg.id]) remember(msg.id, null);
      break;
    default:
      return;
  }
  render();
}

/** Own seeks that became games while this page was away. */
async function checkMine() {
  for (const id of Object.keys(mine())) {
    if (seeks.has(id) || challenges.has(id)) continue;
    const res = await online.seekStatus(id);
    if (res.ok && res.data.game) {
      openGame(id, res.data.game);
      return;
    }
    if (!res.ok && res.status === 404) remember(id, null);
  }
}

/** Opens the game an own offer became, with the seat token it came with. @param {string} offer @param {string} game */
function openGame(offer, game) {
  const token = mine()[offer];
  remember(offer, null);
  if (!token || $('lobby').hidden) return;
  store.setSeat(game, token, []);
  store.set('current', game);
  navigate(`/play/${game}`);
}

/** Accepts a seek or a challenge and opens its game. @param {Offer} o @param {boolean} challenge */
async function accept(o, challenge) {
  $('seek-error').textContent = '';
  const res = challenge ? await online.answerChallenge(o.id, 'accept') : await online.acceptSeek(o.id);
  if (!res.ok) {
    $('seek-error').textContent = refusal(res.error);
    return;
  }
  store.setSeat(res.data.id, res.data.token, res.data.seats);
  store.set('current', res.data.id);
  navigate(`/play/${res.data.id}`);
}

/** @param {Offer} o @param {boolean} challenge */
async function cancel(o, challenge) {
  const res = challenge ? await online.answerChallenge(o.id, 'decline') : await online.cancelSeek(o.id, mine()[o.id]);
  if (!res.ok && res.status !== 404) {
    $('seek-error').textContent = refusal(res.error);
    return;
  }
  remember(o.id, null);
  (challenge ? challenges : seeks).delete(o.id);
  render();
}

/** Whether this browser made the offer. @param {Offer} o */
function isMine(o) {
  const me = online.account();
  if (me && o.by && o.by.toLowerCase() === me.username.toLowerCase()) return true;
  return !o.by && !!mine()[o.id];
}

/** One seek or challenge as a list row. @param {Offer} o @param {boolean} challenge */
function row(o, challenge) {
  const li = make('li', 'offer-row');
  li.dataset.testid = challenge ? 'challenge' : 'seek';
  li.dataset.offer = o.id;
  const kind = /** @type {'xiangqi'|'janggi'} */ (o.game === 'janggi' ? 'janggi' : 'xiangqi');
  const who = make('span', 'who');
  if (o.by) {
    const a = make('a', '', o.by);
    a.setAttribute('href', `/players/${encodeURIComponent(o.by)}`);
    who.append(a);
  } else who.append(t('lobby-guest'));
  if (o.rating) who.append(' ', make('span', 'rating', o.rating.shown));
  const what = make('span', 'what', t('lobby-offer-terms', {
    game: t(`game-${kind}`),
    rules: t(`rules-${o.rules}`),
    clock: o.clock_shown || t('lobby-untimed'),
    rated: t(o.rated ? 'lobby-rated-short' : 'lobby-casual-short'),
  }));
  li.append(who, what);
  if (challenge) {
    const me = online.account();
    const toMe = !!me && !!o.to && o.to.toLowerCase() === me.username.toLowerCase();
    li.append(make('span', 'sub', t(toMe ? 'lobby-challenge-from' : 'lobby-challenge-to-player', { name: toMe ? o.by || '' : o.to || '' })));
    if (toMe) {
      li.append(button('lobby-accept', 'challenge-accept', () => accept(o, true), true));
      li.append(button('lobby-decline', 'challenge-decline', () => cancel(o, true)));
    } else li.append(button('lobby-withdraw', 'challenge-withdraw', () => cancel(o, true)));
  } else if (isMine(o)) {
    li.classList.add('own');
    li.append(button('lobby-cancel', 'seek-cancel', () => cancel(o, false)));
  } else {
    li.append(button('lobby-accept', 'seek-accept', () => accept(o, false), true));
  }
  return li;
}

/**
 * @param {string} id  the button's words
 * @param {string} testid
 * @param {() => void} action
 * @param {boolean} [primary]
 */
function button(id, testid, action, primary = false) {
  const b = make('button', primary ? 'primary' : '', t(id));
  b.type = 'button';
  b.dataset.testid = testid;
  b.addEventListener('click', action);
  return b;
}

function render() {
  if ($('lobby').hidden) return;
  const me = online.account();
  $('lobby-guest').hidden = !!me;
  $('seek-to-row').hidden = !me;
  $('seek-challenge').hidden = !me;
  const list = [...seeks.values()].sort((a, b) => a.created_at - b.created_at);
  $('seeks').replaceChildren(...list.map((o) => row(o, false)));
  $('seeks-empty').hidden = list.length > 0;
  const ch = [...challenges.values()];
  $('challenges-box').hidden = ch.length === 0;
  $('challenges').replaceChildren(...ch.map((o) => row(o, true)));
}
