// The study board: import a game record (file picker, drag and drop, or
// paste), step through it, branch off by playing on the board, export the
// game or the line on the board, copy the FEN. Every rule comes from the
// server: the positions of a record and the legal moves of each are asked
// of /api/positions/check, never worked out here.

import { Board } from '../board.js';
import { $, make, option } from '../dom.js';
import { setText, t } from '../i18n.js';
import { checkPosition, fetchGame, readRecord, writeRecord } from '../net.js';
import { isPass } from '../position.js';
import * as store from '../store.js';
import * as analysis from '../panels/analysis.js';
import { winner } from '../protocol.js';
import { errorText } from '../words.js';
import { pieceSet } from './game.js';

/** @typedef {'xiangqi'|'janggi'} GameKind */

/**
 * The game being studied and the line on the board.
 * @typedef {object} Study
 * @property {string} rules
 * @property {GameKind} game
 * @property {string} startFen
 * @property {string[]} gameMoves   the record's moves
 * @property {string[]} gameFens    the position after each of them, the start first
 * @property {string[]} gameTexts   the record's moves in the game's notation
 * @property {Record<string, string>} tags
 * @property {string|null} result
 * @property {string[]} line        the moves on the board (the record's, or a branch off it)
 * @property {string[]} fens        the position after each move of the line, the start first
 * @property {string[]} texts       the line's moves in the game's notation
 * @property {number} ply           the position shown: after this many moves of the line
 */

/** Export formats by game; the words are `study-format-<format>`. */
const FORMATS = {
  xiangqi: ['pgn', 'wxf', 'chinese', 'fen'],
  janggi: ['pgn', 'korean', 'gib', 'fen'],
};
const EXTENSIONS = /** @type {Record<string, string>} */ ({ gib: 'gib', fen: 'fen' });
/** Wait this long after the last step before asking for the position's legal moves. */
const LEGAL_DELAY_MS = 150;

/** @type {Study|null} */
let study = null;
/** @type {import('../net.js').RecordFile|null} */
let file = null;
/** Legal moves and check, by FEN (asked of the server once per position). */
/** @type {Map<string, {moves: string[], inCheck: boolean}>} */
const known = new Map();
/** @type {Board|null} */
let board = null;
/** @type {ReturnType<typeof setTimeout>|undefined} */
let legalTimer;
/** A position handed over by the board editor, opened on showing. */
/** @type {{rules: string, fen: string}|null} */
let pending = null;
/** @type {(game: GameKind, fen: string) => void} */
let editPosition = () => {};

/** @param {string} rules @returns {GameKind} */
function gameOf(rules) {
  return rules.startsWith('janggi') ? 'janggi' : 'xiangqi';
}

/**
 * Wires the study screen once.
 * @param {{edit: (game: GameKind, fen: string) => void}} hooks  opens a position in the board editor
 */
export function init({ edit }) {
  editPosition = edit;
  board = new Board($('study-board'), { onMove: (m) => play(m) });
  // The game screen's board keeps the plain test id.
  board.svg.dataset.testid = 'study-board-grid';
  analysis.init({ board, jump: toGamePly });
  $('study-file').addEventListener('change', () => {
    const f = /** @type {HTMLInputElement} */ ($('study-file')).files;
    if (f && f[0]) importRecord(f[0]);
  });
  $('study-read').addEventListener('click', () => {
    const text = /** @type {HTMLTextAreaElement} */ ($('study-paste')).value;
    // A link to a game of this server opens that game.
    const link = /\/play\/([a-z2-9]{12})\b/.exec(text);
    if (link && text.trim().split(/\s+/).length === 1) openPalaceGame(link[1]);
    else if (text.trim()) importRecord(text);
  });
  const section = $('study');
  section.addEventListener('dragover', (/** @type {DragEvent} */ e) => {
    e.preventDefault();
    section.classList.add('dragging');
  });
  section.addEventListener('dragleave', () => section.classList.remove('dragging'));
  section.addEventListener('drop', (/** @type {DragEvent} */ e) => {
    e.preventDefault();
    section.classList.remove('dragging');
    const f = e.dataTransfer && e.dataTransfer.files[0];
    if (f) importRecord(f);
  });
  $('study-games').addEventListener('change', () => openGame(Number($('study-games').value)));
  $('study-first').addEventListener('click', () => step(0));
  $('study-prev').addEventListener('click', () => study && step(study.ply - 1));
  $('study-next').addEventListener('click', () => study && step(study.ply + 1));
  $('study-last').addEventListener('click', () => study && step(study.line.length));
  $('study-back').addEventListener('click', backToGame);
  // Coordinates or the game's notation, the same choice as in games.
  $('study-coords').addEventListener('change', () => {
    store.set('coords', /** @type {HTMLInputElement} */ ($('study-coords')).checked);
    render();
  });
  $('study-moves').addEventListener('click', (/** @type {MouseEvent} */ e) => {
    const b = e.target instanceof Element ? e.target.closest('button.mv') : null;
    if (b) step(Number(/** @type {HTMLElement} */ (b).dataset.ply));
  });
  document.addEventListener('keydown', (e) => {
    if ($('study').hidden || !study || e.altKey || e.ctrlKey || e.metaKey) return;
    const el = e.target instanceof Element ? e.target : null;
    if (el && el.closest('input, textarea, select, svg.board')) return;
    const to = { ArrowLeft: study.ply - 1, ArrowRight: study.ply + 1, Home: 0, End: study.line.length }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    step(to);
  });
  $('study-copy-fen').addEventListener('click', () => study && copy(study.fens[study.ply]));
  $('study-edit').addEventListener('click', () => {
    if (!study) return;
    editPosition(study.game, study.fens[study.ply]);
  });
  $('study-export').addEventListener('click', () => exportText());
  $('study-copy').addEventListener('click', async () => {
    const text = await exportText();
    if (text !== null) copy(text);
  });
  $('study-download').addEventListener('click', async () => {
    const text = await exportText();
    if (text === null) return;
    const format = $('study-format').value;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    a.download = `palace-study.${EXTENSIONS[format] || 'pgn'}`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 10000);
  });
}

/**
 * Opens a position in the study board when it is shown next.
 * @param {string} rules
 * @param {string} fen
 */
export function openPosition(rules, fen) {
  pending = { rules, fen };
}

/** Shows the study board; with a game's id, that game of this server. @param {string} [id] */
export function show(id) {
  $('study').hidden = false;
  const p = pending;
  pending = null;
  if (id) openPalaceGame(id);
  else if (p) load({ game: 1, rules: p.rules, start_fen: p.fen, moves: [], result: null, tags: {} });
  render();
}

/** Opens a game played on this server, as its state gives it. @param {string} id */
async function openPalaceGame(id) {
  fail('');
  const res = await fetchGame(id);
  if (!res.ok) {
    fail(t('study-read-failed', { reason: errorText(res.error) }));
    return;
  }
  const s = res.data;
  file = null;
  $('study-games-row').hidden = true;
  const w = s.outcome ? winner(s.outcome) : undefined;
  const result = w === undefined ? null : w === null ? '1/2-1/2' : w === 0 ? '1-0' : '0-1';
  await load({ game: 1, rules: s.rules, start_fen: s.start_fen, moves: s.moves, result, tags: { Site: `${location.origin}/play/${id}` } });
}

export function hide() {
  $('study').hidden = true;
  analysis.leave();
}

/** Shows the record's position after `ply` of its moves (the graph's jump). @param {number} ply */
function toGamePly(ply) {
  if (!study) return;
  study.line = [...study.gameMoves];
  study.fens = [...study.gameFens];
  study.texts = [...study.gameTexts];
  step(ply);
}

/** @param {string} text */
function copy(text) {
  if (navigator.clipboard) navigator.clipboard.writeText(text).catch(() => {});
}

/** @param {string} text */
function fail(text) {
  $('study-error').textContent = text;
}

/**
 * Reads a record file or pasted text and opens its first game.
 * @param {Blob|string} content
 */
async function importRecord(content) {
  fail('');
  setText($('study-status'), 'study-reading');
  const res = await readRecord(content);
  if (!res.ok) {
    const reason = res.error === 'unreadable-record' && res.message ? res.message : errorText(res.error);
    fail(t('study-read-failed', { reason }));
    render();
    return;
  }
  file = res.data;
  const games = file.games;
  if (file.errors.length) {
    const e = file.errors[0];
    fail(t('study-game-errors', { count: file.errors.length, detail: e.message }));
  }
  const select = $('study-games');
  select.replaceChildren(
    ...games.map((g, i) => option(String(i), t('study-game-option', { number: g.game, title: gameTitle(g) }))),
  );
  $('study-games-row').hidden = games.length < 2;
  if (games.length) await openGame(0);
  else render();
}

/** A few of a game's tags that tell games apart. @param {import('../net.js').RecordGame} g */
function gameTitle(g) {
  // PGN's tags, then GIB's: event, first player, second player, date.
  const names = ['Event', 'Red', 'White', 'Black', 'Date', '대회명', '초대국자', '한대국자', '대국일자'];
  return names.map((n) => g.tags[n]).filter((v) => v && v.trim()).join(' · ');
}

/** @param {number} index */
async function openGame(index) {
  if (!file || !file.games[index]) return;
  await load(file.games[index]);
}

/**
 * Opens a game: its positions come from the server.
 * @param {import('../net.js').RecordGame} g
 */
async function load(g) {
  const res = await checkPosition({ rules: g.rules, start_fen: g.start_fen, moves: g.moves });
  if (!res.ok || !res.data.ok || !res.data.positions || !res.data.start_fen) {
    const reason = res.ok ? res.data.reason || '' : errorText(res.error);
    fail(t('study-read-failed', { reason }));
    render();
    return;
  }
  const data = res.data;
  const fens = [/** @type {string} */ (data.start_fen), ...(data.positions || [])];
  const texts = data.notation || [];
  remember(/** @type {string} */ (data.fen), data);
  study = {
    rules: g.rules,
    game: gameOf(g.rules),
    startFen: fens[0],
    gameMoves: g.moves,
    gameFens: fens,
    gameTexts: texts,
    tags: g.tags,
    result: g.result,
    line: [...g.moves],
    fens: [...fens],
    texts: [...texts],
    ply: 0,
  };
  render();
}

/** @param {string} fen @param {import('../net.js').PositionCheck} data */
function remember(fen, data) {
  known.set(fen, { moves: data.legal_moves || [], inCheck: !!data.in_check });
}

/** Shows the position after `ply` moves of the line. @param {number} ply */
function step(ply) {
  if (!study) return;
  study.ply = Math.max(0, Math.min(study.line.length, ply));
  render();
}

/** Asks for the shown position's legal moves, once it has stayed a moment. */
function askLegal() {
  clearTimeout(legalTimer);
  if (!study) return;
  const s = study;
  const fen = s.fens[s.ply];
  if (known.has(fen)) return;
  legalTimer = setTimeout(async () => {
    const res = await checkPosition({ rules: s.rules, start_fen: fen });
    if (res.ok && res.data.ok) {
      remember(fen, res.data);
      if (study === s && s.fens[s.ply] === fen) render();
    }
  }, LEGAL_DELAY_MS);
}

/**
 * A move played on the board: the line's next move, or a branch off it.
 * @param {string} move
 */
async function play(move) {
  if (!study) return;
  const s = study;
  const at = s.ply;
  if (s.line[at] === move) {
    step(at + 1);
    return;
  }
  const res = await checkPosition({ rules: s.rules, start_fen: s.fens[at], moves: [move] });
  if (!res.ok || !res.data.ok || !res.data.positions) {
    render();
    return;
  }
  const fen = res.data.positions[0];
  remember(fen, res.data);
  s.line = [...s.line.slice(0, at), move];
  s.fens = [...s.fens.slice(0, at + 1), fen];
  s.texts = [...s.texts.slice(0, at), (res.data.notation || [])[0] || move];
  s.ply = at + 1;
  render();
}

/** Where the line leaves the record's moves (null: it does not). */
function branchPoint() {
  if (!study) return null;
  const s = study;
  for (let i = 0; i < s.line.length; i++) if (s.line[i] !== s.gameMoves[i]) return i;
  return null;
}

function backToGame() {
  if (!study) return;
  const at = branchPoint();
  study.line = [...study.gameMoves];
  study.fens = [...study.gameFens];
  study.texts = [...study.gameTexts];
  study.ply = Math.min(study.ply, at === null ? study.ply : at);
  render();
}

/** The export chosen, written by the server; null if it failed. @returns {Promise<string|null>} */
async function exportText() {
  if (!study) return null;
  const s = study;
  const format = $('study-format').value || 'pgn';
  const which = $('study-export-which').value;
  // A FEN is of the position on the board; a record is of the game or of the line.
  const moves = format === 'fen' ? s.line.slice(0, s.ply) : which === 'game' ? s.gameMoves : s.line;
  const result = which === 'game' && s.result ? s.result : '*';
  const res = await writeRecord({ rules: s.rules, start_fen: s.startFen, moves, to: format, tags: s.tags, result });
  const out = /** @type {HTMLTextAreaElement} */ ($('study-export-text'));
  if (!res.ok) {
    fail(errorText(res.error));
    return null;
  }
  fail('');
  out.value = res.data.text;
  return res.data.text;
}

/** Redraws the screen in the current language. */
export function render() {
  if ($('study').hidden) return;
  document.title = t('title-study');
  const s = study;
  const formats = $('study-format');
  const game = s ? s.game : 'xiangqi';
  const keep = formats.value;
  formats.replaceChildren(...FORMATS[game].map((f) => option(f, t(`study-format-${f}`))));
  if (FORMATS[game].includes(keep)) formats.value = keep;
  const which = $('study-export-which');
  const keepWhich = which.value || 'line';
  which.replaceChildren(option('line', t('study-export-line')), option('game', t('study-export-game')));
  which.value = keepWhich;
  for (const id of ['study-first', 'study-prev', 'study-next', 'study-last', 'study-copy-fen', 'study-edit', 'study-export', 'study-download', 'study-copy']) {
    $(id).disabled = !s;
  }
  if (!s || !board) {
    setText($('study-status'), 'study-empty');
    $('study-moves').replaceChildren();
    $('study-back').hidden = true;
    /** @type {HTMLInputElement} */ ($('study-fen')).value = '';
    analysis.show(null);
    return;
  }
  const fen = s.fens[s.ply];
  const branch = branchPoint();
  $('study-back').hidden = branch === null;
  if (branch !== null && s.ply > branch) setText($('study-status'), 'study-branch', { ply: s.ply, from: branch + 1 });
  else setText($('study-status'), 'study-ply', { ply: s.ply, total: s.line.length });
  /** @type {HTMLInputElement} */ ($('study-fen')).value = fen;
  const legal = known.get(fen);
  const turn = fen.split(' ')[1] === 'b' ? 1 : 0;
  board.render({
    game: s.game,
    fen,
    legalMoves: legal ? legal.moves : [],
    lastMove: s.ply > 0 ? s.line[s.ply - 1] : null,
    inCheck: legal ? legal.inCheck : false,
    turn,
    flipped: false,
    pieceSet: pieceSet(),
  });
  renderMoves(s, branch);
  analysis.show({
    rules: s.rules,
    game: s.game,
    fen,
    startFen: s.startFen,
    gameMoves: s.gameMoves,
    gamePly: branch === null || s.ply <= branch ? s.ply : null,
  });
  askLegal();
}

/**
 * The line's moves, one button each; those of a branch marked.
 * @param {Study} s
 * @param {number|null} branch
 */
function renderMoves(s, branch) {
  const list = $('study-moves');
  list.replaceChildren();
  const first = s.startFen.split(' ')[1] === 'b' ? 1 : 0;
  const coords = !!store.get('coords', false);
  /** @type {HTMLInputElement} */ ($('study-coords')).checked = coords;
  /** @type {HTMLLIElement} */
  let li = make('li');
  for (let k = 0; k < s.line.length + first; k++) {
    if (k % 2 === 0) {
      li = make('li');
      list.append(li);
    }
    if (k < first) {
      li.append(make('span', 'mv', '…'));
      continue;
    }
    const ply = k - first + 1;
    const move = s.line[ply - 1];
    // A pass reads as the player's language says it, in either notation.
    const text = isPass(move) ? t('move-pass') : coords || !s.texts[ply - 1] ? move : s.texts[ply - 1];
    const b = make('button', 'mv', text);
    b.type = 'button';
    b.dataset.ply = String(ply);
    b.dataset.move = move;
    b.title = t('move-title', { ply, move });
    if (branch !== null && ply > branch) b.classList.add('branch');
    if (ply === s.ply) {
      b.classList.add('current');
      b.setAttribute('aria-current', 'step');
    }
    li.append(b);
  }
  const current = list.querySelector('.current');
  if (current && typeof current.scrollIntoView === 'function') current.scrollIntoView({ block: 'nearest' });
}

