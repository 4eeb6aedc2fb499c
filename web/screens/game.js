// The game screen: the board, whose turn it is, the panels, and the game's
// socket. The server decides everything; this screen shows its state and
// sends the player's intents.

import { Board } from '../board.js';
import { $ } from '../dom.js';
import { t } from '../i18n.js';
import { GameSocket, joinGame } from '../net.js';
import { PIECE_SETS } from '../pieces.js';
import { sideIndex, sideKey } from '../protocol.js';
import * as sound from '../sound.js';
import * as store from '../store.js';
import { errorText, outcomeText, sideName } from '../words.js';
import { renderControls } from '../panels/controls.js';
import { wireEmbedCode } from '../panels/embed-code.js';
import { movesText, renderMoves } from '../panels/moves.js';
import { fill as fillOver, renderOver } from '../panels/over.js';
import { renderPlayers } from '../panels/players.js';
import { renderSetup } from '../panels/setup.js';
import { addChat, initChat, renderChat, resetChat } from '../panels/chat.js';
import { renderClocks, stopClocks } from '../panels/clocks.js';
import { initOnline, renderOnline, stopOnline } from '../panels/online.js';
import { settings, startGame } from './start.js';
import { firstMover, myTurn, setupTurn, turnIndex } from './view.js';

/** @typedef {import('./view.js').GameView} GameView */
/** @typedef {import('./view.js').LiveView} LiveView */
/** @typedef {import('../protocol.js').GameState} GameState */

/** @type {GameView|null} */
let current = null;
/** @type {GameSocket|null} */
let socket = null;
/** @type {Board} */
let board;
/** @type {(path: string) => void} */
let navigate = () => {};
/** @type {() => void} */
let notFound = () => {};

/** The chosen piece set. @returns {import('../pieces.js').PieceSet} */
export function pieceSet() {
  const s = store.get('pieces', 'traditional');
  return PIECE_SETS.includes(s) ? s : 'traditional';
}

/** The game on screen once its state has come. @returns {LiveView|null} */
function live() {
  return current && current.state ? /** @type {LiveView} */ (current) : null;
}

/**
 * Wires the game screen once.
 * @param {{go: (path: string) => void, notFound: () => void}} hooks
 */
export function init(hooks) {
  navigate = hooks.go;
  notFound = hooks.notFound;
  board = new Board($('board'), { onMove: (move) => send({ type: 'move', move }), announce });
  $('pass').addEventListener('click', askPass);
  $('pass-yes').addEventListener('click', () => {
    $('confirm-pass').close();
    send({ type: 'pass' });
  });
  $('pass-no').addEventListener('click', () => $('confirm-pass').close());
  $('undo').addEventListener('click', () => send({ type: 'undo' }));
  $('coords').addEventListener('change', () => {
    store.set('coords', $('coords').checked);
    render();
  });
  $('review-first').addEventListener('click', () => review(0));
  $('review-prev').addEventListener('click', () => current && current.review !== null && review(current.review - 1));
  $('review-next').addEventListener('click', () => current && current.review !== null && review(current.review + 1));
  $('review-live').addEventListener('click', () => review(null));
  document.addEventListener('keydown', reviewKeys);
  $('flip').addEventListener('click', () => {
    if (!current) return;
    current.flipped = !current.flipped;
    render();
  });
  $('resign').addEventListener('click', () => $('confirm-resign').showModal());
  $('resign-yes').addEventListener('click', () => {
    $('confirm-resign').close();
    send({ type: 'resign' });
  });
  $('resign-no').addEventListener('click', () => $('confirm-resign').close());
  $('new').addEventListener('click', () => navigate('/'));
  $('again').addEventListener('click', playAgain);
  $('over-close').addEventListener('click', () => $('game-over').close());
  $('copy-invite').addEventListener('click', () => copy($('invite-link').value, $('copy-invite'), 'copied'));
  wireEmbedCode(() => (current ? current.id : null), copy);
  $('copy-moves').addEventListener('click', () => {
    const v = live();
    if (v) copy(movesText(v), $('copy-moves'), 'moves-copied');
  });
  initOnline(send);
  initChat((room, text) => {
    if (socket && socket.chat(room, text)) return true;
    showError(t('error-not-connected'));
    return false;
  });
  // The skip link and the board's container hand focus to the board itself.
  $('board').addEventListener('focus', () => board.svg.focus());
}

/**
 * Opens a game: takes an invite's seat if the link carries one, then connects.
 * @param {string} id
 */
export async function show(id) {
  hide();
  $('play').hidden = false;
  $('play-error').textContent = '';
  $('embed-code').hidden = true;
  let seat = store.seat(id);
  const invite = new URLSearchParams(location.hash.slice(1)).get('invite');
  let noticeId = '';
  if (invite) {
    history.replaceState(null, '', location.pathname);
    if (!seat) {
      const res = await joinGame(id, invite);
      if (res.ok) {
        store.setSeat(id, res.data.token, res.data.seats);
        seat = store.seat(id);
      } else if (res.error === 'unknown-game') {
        notFound();
        return;
      } else if (res.error === 'seat-taken') {
        noticeId = 'notice-seat-taken';
      } else if (res.error === 'unreachable') {
        noticeId = 'error-unreachable';
      } else {
        noticeId = 'notice-invite-failed';
      }
    }
  }
  if (seat) store.set('current', id);
  const view = {
    id,
    seats: /** @type {number[]} */ ([]),
    spectator: !seat,
    flipped: /** @type {boolean|null} */ (null),
    state: /** @type {GameState|null} */ (null),
    review: /** @type {number|null} */ (null),
    shownOver: '',
    noticeId,
  };
  current = view;
  resetChat();
  $('turn').textContent = t('turn-connecting');
  showNotice(noticeId ? t(noticeId) : '');
  socket = new GameSocket(id, seat ? seat.token : null, {
    onHello(state, you) {
      if (current !== view) return;
      view.seats = you.seats.map(sideIndex);
      view.spectator = you.spectator;
      if (view.flipped === null) view.flipped = view.seats.length === 1 && view.seats[0] === 1;
      const before = view.state;
      view.state = state;
      if (before) announceChanges(before, state);
      render();
    },
    onState(state) {
      if (current !== view) return;
      const before = view.state;
      view.state = state;
      // Reviewing stays on its move unless that move was taken back.
      if (view.review !== null && view.review >= state.history.length) view.review = null;
      if (before) announceChanges(before, state);
      render(before);
    },
    onPresence() {
      const v = live();
      if (v !== view || !v) return;
      renderPlayers(v, pieceSet());
      renderTurn(v);
      renderOnline(v);
    },
    onChat(msg) {
      if (current === view) addChat(msg);
    },
    onError(code) {
      if (current !== view) return;
      showError(errorText(code));
      render();
    },
    onStatus(status) {
      if (current !== view) return;
      if (status === 'open') return;
      $('turn').textContent = t(`turn-${status}`);
      $('turn').dataset.turn = status;
    },
    onNotFound() {
      if (current !== view) return;
      if (store.get('current', null) === id) store.set('current', null);
      notFound();
    },
    onForbidden() {
      view.spectator = true;
    },
  });
}

/** Leaves the game screen (closing the socket). */
export function hide() {
  if (socket) socket.close();
  socket = null;
  current = null;
  stopClocks();
  stopOnline();
  $('play').hidden = true;
  for (const id of ['game-over', 'confirm-resign', 'confirm-pass']) if ($(id).open) $(id).close();
}

/**
 * Sends an action made against the newest state.
 * @param {import('../protocol.js').Action} action
 */
function send(action) {
  if (!socket || !socket.send(action)) {
    showError(t('error-not-connected'));
    render();
  }
}

/** Pass, asking first when the server says a pass now ends the game. */
function askPass() {
  const v = live();
  if (!v) return;
  const ends = v.state.pass_outcome;
  if (!ends) {
    send({ type: 'pass' });
    return;
  }
  $('pass-question').textContent = t('pass-question', { outcome: outcomeText(v.state.game, ends) });
  $('confirm-pass').showModal();
}

/** @param {string} text */
function announce(text) {
  const el = $('announce');
  // A new text node makes screen readers read the same words again.
  el.textContent = '';
  requestAnimationFrame(() => {
    el.textContent = text;
  });
}

/**
 * Says the moves and events between two states, and plays their sound.
 * @param {GameState} before
 * @param {GameState} after
 */
function announceChanges(before, after) {
  const added = after.history.slice(before.history.length);
  if (added.length === 0 && !(after.outcome && !before.outcome)) return;
  const first = firstMover(after);
  const lines = [];
  added.forEach((h, i) => {
    const ply = before.history.length + i;
    const side = sideName(after.game, (first + ply) % 2);
    const m = /^([a-i]\d+)([a-i]\d+)$/.exec(h.move);
    lines.push(t(m && m[1] === m[2] ? 'announce-pass' : 'announce-move', { side, move: h.text }));
    if (h.check) lines.push(t(`check-${after.game}`));
  });
  if (after.outcome && !before.outcome) lines.push(outcomeText(after.game, after.outcome));
  announce(lines.join(' '));
  const last = added[added.length - 1];
  if (last) {
    const lost = (/** @type {GameState} */ s) => Object.values(s.captured).reduce((n, l) => n + l.length, 0);
    sound.playMove({ capture: lost(after) > lost(before), check: last.check });
  }
}

let errorTimer = 0;
/** @param {string} text */
function showError(text) {
  $('play-error').textContent = text;
  clearTimeout(errorTimer);
  errorTimer = window.setTimeout(() => {
    $('play-error').textContent = '';
  }, 5000);
}

/** @param {string} text */
function showNotice(text) {
  $('notice').textContent = text;
  $('notice').hidden = !text;
}

/**
 * Copies text, saying so on the button for a moment.
 * @param {string} text
 * @param {HTMLButtonElement} button
 * @param {string} doneId
 */
async function copy(text, button, doneId) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard permission: copy through a selected text field.
    const area = document.createElement('textarea');
    area.value = text;
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
  const id = button.dataset.l10nId || '';
  button.textContent = t(doneId);
  setTimeout(() => {
    button.textContent = t(id);
  }, 2000);
}

/**
 * Shows the state on screen.
 * @param {GameState|null} [before]  the state before this one (to slide the new move)
 */
export function render(before = null) {
  const v = live();
  if (!v) return;
  const s = v.state;
  document.title = t('title-game', { first: sideName(s.game, 0), second: sideName(s.game, 1) });
  $('rules-this').setAttribute('href', `/rules/${s.rules}`);
  const chooser = setupTurn(s);
  const choosing = chooser !== null && !s.outcome && v.seats.includes(chooser);
  $('setup-choice').hidden = chooser === null || !!s.outcome;
  $('board').hidden = choosing;
  $('board-help').hidden = choosing;
  if (chooser !== null) renderSetup(v, chooser, choosing, pieceSet(), (arrangement) => send({ type: 'setup', arrangement }));
  const hist = s.history;
  const ply = v.review;
  if (ply === null) {
    const justMade = before && hist.length === before.history.length + 1 ? s.last_move : null;
    board.render({
      game: s.game,
      fen: s.fen,
      legalMoves: myTurn(v) ? s.legal_moves : [],
      lastMove: s.last_move,
      inCheck: s.in_check,
      turn: turnIndex(s),
      flipped: !!v.flipped,
      pieceSet: pieceSet(),
      // The player's own move is already where it was dropped.
      slide: justMade && !board.pending ? justMade : null,
    });
  } else {
    const at = ply > 0 ? hist[ply - 1] : null;
    const fen = at ? at.fen : s.start_fen;
    board.render({
      game: s.game,
      fen,
      legalMoves: [],
      lastMove: at ? at.move : null,
      inCheck: at ? at.check : false,
      turn: fen.split(' ')[1] === 'b' ? 1 : 0,
      flipped: !!v.flipped,
      pieceSet: pieceSet(),
    });
  }
  $('review').hidden = ply === null;
  if (ply !== null) {
    $('review-text').textContent = ply === 0 ? t('review-start') : t('review-after', { ply, total: hist.length });
    $('review-first').disabled = ply === 0;
    $('review-prev').disabled = ply === 0;
  }
  renderTurn(v);
  renderPlayers(v, pieceSet());
  renderControls(v, pieceSet());
  renderMoves(v, review);
  renderClocks(v);
  renderOnline(v);
  renderChat(v);
  followRematch(v);
  renderOver(v);
  if ($('game-over').open) fillOver(v);
}

/**
 * Shows the position after `ply` moves (null: back to the game now).
 * @param {number|null} ply
 */
function review(ply) {
  const v = live();
  if (!v) return;
  const n = v.state.history.length;
  v.review = ply === null || ply >= n ? null : Math.max(0, ply);
  render();
}

/** Left and right arrows step through the moves (outside the board and text fields). @param {KeyboardEvent} e */
function reviewKeys(e) {
  const v = live();
  if (!v || $('play').hidden) return;
  const target = /** @type {Element|null} */ (e.target instanceof Element ? e.target : null);
  if (target && (target.closest('input, select, textarea, dialog') || board.svg.contains(target))) return;
  const n = v.state.history.length;
  const at = v.review === null ? n : v.review;
  if (e.key === 'ArrowLeft' && at > 0) review(at - 1);
  else if (e.key === 'ArrowRight' && v.review !== null) review(at + 1);
  else return;
  e.preventDefault();
}

/** @param {LiveView} v */
function renderTurn(v) {
  const s = v.state;
  const ti = turnIndex(s);
  const side = sideName(s.game, ti);
  const el = $('turn');
  const check = $('check-text');
  const inCheck = !!s.in_check && !s.outcome;
  el.classList.toggle('check', inCheck);
  check.hidden = !inCheck;
  if (inCheck) check.textContent = t(`check-${s.game}`);
  if (s.outcome) {
    el.textContent = outcomeText(s.game, s.outcome);
    el.dataset.turn = 'over';
    showNotice('');
    return;
  }
  const watching = v.noticeId || (v.spectator ? 'notice-watching' : '');
  const chooser = setupTurn(s);
  if (chooser !== null) {
    const who = sideName(s.game, chooser);
    const id = v.seats.includes(chooser) ? 'turn-choose-setup' : 'turn-waiting-setup';
    el.textContent = t(id, { side: who });
    el.dataset.turn = id;
    showNotice(watching ? t(watching) : '');
    return;
  }
  const seat = s.seats[sideKey(s.game, ti)];
  let id;
  if (v.seats.includes(ti)) id = v.seats.length === 2 ? 'turn-side-to-move' : 'turn-yours';
  else if (seat && seat.player === 'computer') id = 'turn-computer';
  else if (seat && !seat.taken) id = 'turn-waiting-friend';
  else if (!v.spectator) id = 'turn-waiting';
  else id = 'turn-side-to-move';
  el.textContent = t(id, { side });
  el.dataset.turn = id;
  // Position notices, as the server reports the position.
  let notice = watching;
  if (s.game === 'xiangqi' && s.repetitions === 2) notice = 'notice-repetition';
  else if (s.game === 'janggi' && s.bikjang) notice = 'notice-bikjang';
  showNotice(notice ? t(notice) : '');
}

/**
 * When both players asked for a rematch, opens the new game: this
 * browser's seat token holds the other colour there.
 * @param {LiveView} v
 */
function followRematch(v) {
  const next = v.state.offers && v.state.offers.rematch_game;
  const seat = store.seat(v.id);
  if (!next || !seat || v.spectator) return;
  if (!store.seat(next)) store.setSeat(next, seat.token, []);
  store.set('current', next);
  navigate(`/play/${next}`);
}

function playAgain() {
  const v = live();
  $('game-over').close();
  if (!v) {
    navigate('/');
    return;
  }
  const s = v.state;
  if (s.mode === 'online') {
    // Online: the same opponent again, colours swapped, when both ask.
    if (!v.spectator) send({ type: 'rematch' });
    else navigate('/lobby');
    return;
  }
  const old = settings();
  const side = s.mode === 'local' ? 'first' : v.seats[0] === 1 ? 'second' : 'first';
  startGame(
    {
      ...old,
      game: s.game,
      mode: s.mode,
      level: s.level || old.level,
      side,
      rules: { ...old.rules, [s.game]: s.rules },
    },
    showError,
  );
}
