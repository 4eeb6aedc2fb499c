// The board editor: place and remove pieces of either side for either game,
// choose the side to move, and have the server's rules judge the position.
// A position the rules accept opens in the study board; a refused one is
// shown with the rules' reason. The FEN field reads and writes the same
// position for keyboards and pasting.

import { Board } from '../board.js';
import { $, choice, make, radioValue, radios, setRadio } from '../dom.js';
import { setText, t } from '../i18n.js';
import { checkPosition } from '../net.js';
import { smallPiece } from '../pieces.js';
import { parseFen, pointName } from '../position.js';
import { RULES, errorText, pieceName, sideName } from '../words.js';
import { pieceSet } from './game.js';
import { settings, startGame } from './start.js';

/** @typedef {'xiangqi'|'janggi'} GameKind */
/** @typedef {import('../position.js').PieceOnBoard} PieceOnBoard */

const ROLES = ['k', 'a', 'b', 'n', 'r', 'c', 'p'];
/** The rules' piece names (in refusals) to FEN letters. */
const LETTER = /** @type {Record<string, string>} */ ({
  general: 'k', advisor: 'a', elephant: 'b', horse: 'n', chariot: 'r', cannon: 'c', soldier: 'p',
});
/** The piece a refusal is about when it names none. */
const REASON_PIECE = /** @type {Record<string, string>} */ ({
  'general-count': 'k', 'general-outside-palace': 'k', 'advisor-misplaced': 'a', 'elephant-misplaced': 'b',
  'soldier-behind-start': 'p',
});
/** Refusals with their own sentence (`editor-fault-<reason>`). */
const REASONS = new Set([
  'bad-fen', 'general-count', 'general-outside-palace', 'generals-facing', 'too-many', 'misplaced',
  'soldier-behind-start', 'opponent-in-check',
]);

/** @type {GameKind} */
let game = 'xiangqi';
/** @type {Map<string, PieceOnBoard>} */
let pieces = new Map();
/** @type {0|1} */
let turn = 0;
/** The piece placed by a tap, or null: a tap removes. @type {PieceOnBoard|null} */
let tool = { side: 0, role: 'r' };
/** @type {Board|null} */
let board = null;
/** The position last accepted by the rules (null: not checked since the last change). */
/** @type {string|null} */
let accepted = null;
/** @type {(rules: string, fen: string) => void} */
let openStudy = () => {};

/** @returns {string} */
function rules() {
  return RULES[game][0][0];
}

/** The FEN of the board as set up. */
function fen() {
  const rows = [];
  for (let rank = 9; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 9; file++) {
      const pc = pieces.get(pointName(file, rank));
      if (!pc) {
        empty += 1;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      row += pc.side === 0 ? pc.role.toUpperCase() : pc.role;
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  return `${rows.join('/')} ${turn === 0 ? 'w' : 'b'} - - 0 1`;
}

/**
 * Wires the editor once.
 * @param {{study: (rules: string, fen: string) => void}} hooks  opens a position in the study board
 */
export function init({ study }) {
  openStudy = study;
  // A grid for keyboards too: the arrow keys move a cursor, Enter or Space
  // places the chosen piece (or removes), a FEN letter chooses the piece
  // (upper case: the first player's), Delete or Backspace removes.
  board = new Board($('editor-board'), { onMove: () => {}, onPoint: place });
  const svg = board.svg;
  svg.dataset.testid = 'editor-board-grid';
  svg.setAttribute('aria-describedby', 'editor-keys');
  svg.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
    if (!board || e.altKey || e.ctrlKey || e.metaKey) return;
    const point = board.cursor;
    if ((e.key === 'Delete' || e.key === 'Backspace') && point) {
      e.preventDefault();
      if (pieces.delete(point)) changed();
      return;
    }
    const role = e.key.toLowerCase();
    if (e.key.length === 1 && ROLES.includes(role)) {
      e.preventDefault();
      tool = { side: e.key === role ? 1 : 0, role };
      render();
    } else if (e.key === 'x') {
      e.preventDefault();
      tool = null;
      render();
    }
  });
  for (const r of radios('editor-game')) {
    r.addEventListener('change', () => {
      game = radioValue('editor-game') === 'janggi' ? 'janggi' : 'xiangqi';
      startPosition();
    });
  }
  $('editor-start').addEventListener('click', () => startPosition());
  $('editor-clear').addEventListener('click', () => {
    pieces = new Map();
    changed();
  });
  $('editor-fen').addEventListener('change', () => setPosition(game, $('editor-fen').value));
  $('editor-check').addEventListener('click', () => check());
  $('editor-study').addEventListener('click', () => {
    if (accepted) openStudy(rules(), accepted);
  });
  for (const [id, mode] of [['editor-computer', 'computer'], ['editor-friend', 'friend']]) {
    $(id).addEventListener('click', () => {
      if (!accepted) return;
      const s = settings();
      // The player's own level; the editor's rule set, whose pieces are placed.
      startGame({ ...s, game, mode, side: 'first', rules: { ...s.rules, [game]: rules() } }, (text) => {
        $('editor-verdict').className = 'bad';
        $('editor-verdict').textContent = text;
      }, accepted);
    });
  }
  startPosition();
}

/** Sets up the start position of the game's first rule set, as the server gives it. */
async function startPosition() {
  const kind = game;
  const res = await checkPosition({ rules: rules() });
  if (res.ok && res.data.fen && kind === game) setPosition(kind, res.data.fen);
}

/**
 * Sets up a position (from the study board, the FEN field or a button).
 * @param {GameKind} kind
 * @param {string} text
 */
export function setPosition(kind, text) {
  game = kind;
  setRadio('editor-game', kind);
  pieces = parseFen(text);
  turn = text.trim().split(/\s+/)[1] === 'b' ? 1 : 0;
  changed();
}

/** Puts the chosen piece on a point, or takes one off. @param {string} point */
function place(point) {
  const here = pieces.get(point);
  if (!tool || (here && here.side === tool.side && here.role === tool.role)) pieces.delete(point);
  else pieces.set(point, { ...tool });
  changed();
}

/** After any change: the old verdict no longer holds. */
function changed() {
  accepted = null;
  const verdict = $('editor-verdict');
  verdict.textContent = '';
  verdict.className = '';
  delete verdict.dataset.reason;
  render();
}

export function show() {
  $('editor').hidden = false;
  render();
}

export function hide() {
  $('editor').hidden = true;
}

/** Asks the rules about the position. */
async function check() {
  const at = fen();
  const res = await checkPosition({ rules: rules(), start_fen: at });
  const verdict = $('editor-verdict');
  if (at !== fen()) return;
  if (!res.ok) {
    verdict.className = 'bad';
    verdict.textContent = errorText(res.error);
    return;
  }
  const r = res.data;
  if (r.ok) {
    accepted = r.fen || at;
    verdict.className = 'good';
    verdict.dataset.reason = 'ok';
    setText(verdict, 'editor-valid');
  } else {
    verdict.className = 'bad';
    verdict.dataset.reason = r.reason || '';
    verdict.textContent = faultText(r);
  }
  render();
}

/**
 * A refusal in words: the rules' reason with its side, point and piece.
 * @param {import('../net.js').PositionCheck} r
 */
function faultText(r) {
  const reason = r.reason === 'advisor-misplaced' || r.reason === 'elephant-misplaced' ? 'misplaced' : r.reason || '';
  const letter = r.piece ? LETTER[r.piece] : REASON_PIECE[r.reason || ''];
  const args = {
    side: r.side ? t(`side-${r.side}`) : '',
    piece: letter ? pieceName(game, letter) : '',
    point: r.square || '',
    count: r.count || 0,
    max: r.max || 0,
  };
  return REASONS.has(reason) ? t(`editor-fault-${reason}`, args) : t('error-other', { code: reason });
}

/** Redraws the editor in the current language. */
export function render() {
  if ($('editor').hidden || !board) return;
  document.title = t('title-editor');
  const set = pieceSet();
  const palette = $('editor-palette');
  palette.replaceChildren();
  for (const side of /** @type {(0|1)[]} */ ([0, 1])) {
    for (const role of ROLES) {
      const b = make('button');
      b.type = 'button';
      b.setAttribute('role', 'radio');
      b.setAttribute('aria-checked', String(!!tool && tool.side === side && tool.role === role));
      b.setAttribute('aria-label', t('editor-piece', { side: sideName(game, side), piece: pieceName(game, role) }));
      b.dataset.testid = `editor-piece-${side}-${role}`;
      b.append(smallPiece(game, side, role, set, 34));
      b.addEventListener('click', () => {
        tool = { side, role };
        render();
      });
      palette.append(b);
    }
    if (side === 0) {
      const remove = make('button', '', '✕');
      remove.type = 'button';
      remove.setAttribute('role', 'radio');
      remove.setAttribute('aria-checked', String(!tool));
      remove.setAttribute('aria-label', t('editor-remove'));
      remove.title = t('editor-remove');
      remove.dataset.testid = 'editor-remove';
      remove.addEventListener('click', () => {
        tool = null;
        render();
      });
      palette.append(remove);
    }
  }
  const turns = $('editor-turn');
  turns.replaceChildren(choice('editor-turn', '0', sideName(game, 0)), choice('editor-turn', '1', sideName(game, 1)));
  setRadio('editor-turn', String(turn));
  for (const r of radios('editor-turn')) {
    r.addEventListener('change', () => {
      turn = r.value === '1' ? 1 : 0;
      changed();
    });
  }
  const text = fen();
  /** @type {HTMLInputElement} */ ($('editor-fen')).value = text;
  for (const id of ['editor-study', 'editor-computer', 'editor-friend']) $(id).disabled = accepted === null;
  board.render({ game, fen: text, legalMoves: [], lastMove: null, inCheck: false, turn, flipped: false, pieceSet: set });
}
