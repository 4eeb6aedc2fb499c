// The embeddable board (/embed/{id} and /embed?fen=..., rendered by the
// server): a read-only view of a game or a position that fits a frame from
// 240 px wide. A game is followed over its socket as a spectator, so a
// live game moves as it is played; its own buttons step through the moves.

import { Board } from './board.js';
import * as i18n from './i18n.js';
import { GameSocket } from './net.js';
import { sideIndex } from './protocol.js';
import { outcomeText, sideName } from './words.js';

/** @typedef {import('./protocol.js').GameState} GameState */

const root = /** @type {HTMLElement} */ (document.querySelector('[data-testid="embed"]'));
/** @param {string} testid */
const part = (testid) => /** @type {HTMLElement} */ (root.querySelector(`[data-testid="${testid}"]`));

/** @type {GameState|null} */
let state = null;
/** The ply shown (0 = start position), or null to follow the newest. @type {number|null} */
let ply = null;
/** @type {Board} */
let board;

/** The game kind of the view. @returns {'xiangqi'|'janggi'} */
function game() {
  return root.dataset.game === 'janggi' ? 'janggi' : 'xiangqi';
}

/** Draws a position with a status line. @param {string} fen @param {string|null} last @param {string} status */
function draw(fen, last, status) {
  const turn = /** @type {0|1} */ (fen.split(' ')[1] === 'b' ? 1 : 0);
  board.render({
    game: game(),
    fen,
    legalMoves: [],
    lastMove: last,
    inCheck: false,
    turn,
    flipped: false,
    pieceSet: 'traditional',
  });
  part('embed-status').textContent = status;
  root.dataset.fen = fen;
}

/** Shows the game's state at the chosen ply. */
function show() {
  if (!state) return;
  const hist = state.history;
  const n = hist.length;
  const at = ply === null ? n : ply;
  const fen = at === 0 ? state.start_fen : hist[at - 1].fen;
  const last = at === 0 ? null : hist[at - 1].move;
  let status;
  if (at === n && state.outcome) status = outcomeText(state.game, state.outcome);
  else if (at === n) status = i18n.t('turn-side-to-move', { side: sideName(state.game, sideIndex(state.side_to_move)) });
  else status = at === 0 ? i18n.t('review-start') : i18n.t('review-after', { ply: at, total: n });
  draw(fen, last, status);
  const steps = part('embed-steps');
  steps.hidden = n === 0;
  part('embed-ply').textContent = n === 0 ? '' : `${at}/${n}`;
  /** @type {HTMLButtonElement} */ (part('embed-first')).disabled = at === 0;
  /** @type {HTMLButtonElement} */ (part('embed-prev')).disabled = at === 0;
  /** @type {HTMLButtonElement} */ (part('embed-next')).disabled = at === n;
  /** @type {HTMLButtonElement} */ (part('embed-last')).disabled = at === n;
  root.dataset.ply = String(at);
  root.dataset.plies = String(n);
}

/** Steps to a ply; the last one follows the game again. @param {number} to */
function step(to) {
  if (!state) return;
  const n = state.history.length;
  ply = to >= n ? null : Math.max(0, to);
  show();
}

async function init() {
  await i18n.setLanguage(document.documentElement.lang || 'en', { remember: false });
  board = new Board(part('embed-board'), { onMove: () => {}, interactive: false });
  const at = () => (ply === null && state ? state.history.length : ply || 0);
  part('embed-first').addEventListener('click', () => step(0));
  part('embed-prev').addEventListener('click', () => step(at() - 1));
  part('embed-next').addEventListener('click', () => step(at() + 1));
  part('embed-last').addEventListener('click', () => step(Infinity));
  const fen = root.dataset.fen || '';
  const id = root.dataset.id;
  if (!id) {
    const turn = fen.split(' ')[1] === 'b' ? 1 : 0;
    draw(fen, null, i18n.t('turn-side-to-move', { side: sideName(game(), turn) }));
    root.dataset.ready = 'true';
    return;
  }
  draw(fen, null, i18n.t('turn-connecting'));
  const update = (/** @type {GameState} */ s) => {
    state = s;
    show();
    root.dataset.ready = 'true';
    root.dataset.version = String(s.version);
  };
  new GameSocket(id, null, {
    onHello: update,
    onState: update,
    onPresence: () => {},
    onError: () => {},
    onStatus: (s) => {
      if (s === 'reconnecting') part('embed-status').textContent = i18n.t('turn-reconnecting');
    },
    onNotFound: () => {
      part('embed-status').textContent = i18n.t('not-found-text');
    },
    onForbidden: () => {},
  });
}

init();
