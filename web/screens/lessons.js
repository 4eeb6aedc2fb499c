// The lessons: a list (/learn) and one lesson at a time (/learn/{id}). A
// lesson is data from /lessons.json (position, rule set, candidate moves,
// answer, message ids); its words are in the catalogues. Three stages: the
// rule on the position, the candidate moves drawn as arrows, then the
// player's move on the board. Whether that move is legal, and the position
// after it, come from the server (/api/positions/check, the rules library);
// this module only compares the move with the lesson's answer. Progress is
// kept in the browser (store.js).

import { Board } from '../board.js';
import { $, make } from '../dom.js';
import { setText, t } from '../i18n.js';
import { checkPosition } from '../net.js';
import { isPass, parseFen, splitMove } from '../position.js';
import * as store from '../store.js';
import { errorText, pieceName, sideName } from '../words.js';
import { pieceSet } from './game.js';

/**
 * One lesson as web/lessons.json holds it (validated by crates/server/tests/lessons.rs).
 * @typedef {object} Lesson
 * @property {string} id
 * @property {'xiangqi'|'janggi'} game
 * @property {string} rules
 * @property {string} fen
 * @property {'w'|'b'} side
 * @property {string[]} candidates
 * @property {string[]} answer
 * @property {string} goal
 * @property {string} title
 * @property {string} rule
 * @property {string} question
 * @property {string} explain
 * @property {string} wrong
 * @property {string} review
 */

/**
 * The lesson on the board.
 * @typedef {object} Current
 * @property {Lesson} lesson
 * @property {string} fen          the position shown
 * @property {string[]} legal      the moves the player may make now
 * @property {boolean} inCheck
 * @property {string|null} played  the move made (null: none yet)
 * @property {'open'|'right'|'wrong'|'shown'} verdict
 */

const SVG = 'http://www.w3.org/2000/svg';
const STORE_KEY = 'lessons';

/** @type {Lesson[]|null} */
let lessons = null;
/** @type {Current|null} */
let current = null;
/** @type {Board|null} */
let board = null;
/** @type {SVGGElement|null} the candidate arrows, drawn over the board */
let arrows = null;
/** Which lesson the screen shows; null: the list. @type {string|null} */
let wanted = null;

/** Progress: lesson id to 'solved' (found by the player) or 'shown'. @returns {Record<string, string>} */
function progress() {
  const p = store.get(STORE_KEY, {});
  return p && typeof p === 'object' ? p : {};
}

/** @param {string} id @param {'solved'|'shown'} how */
function remember(id, how) {
  const p = progress();
  // Once solved, a lesson stays solved.
  if (p[id] !== 'solved') p[id] = how;
  store.set(STORE_KEY, p);
}

/** The lessons, fetched once. @returns {Promise<Lesson[]|null>} */
async function load() {
  if (lessons) return lessons;
  try {
    const res = await fetch('/lessons.json');
    if (res.ok) lessons = (await res.json()).lessons;
  } catch {
    // Shown below as "could not reach the server".
  }
  return lessons;
}

/** Wires the screen once. */
export function init() {
  board = new Board($('lesson-board'), { onMove: (m) => play(m) });
  board.svg.dataset.testid = 'lesson-board';
  arrows = /** @type {SVGGElement} */ (document.createElementNS(SVG, 'g'));
  arrows.setAttribute('class', 'lesson-arrows');
  arrows.setAttribute('aria-hidden', 'true');
  // Above the pieces, below the cells that take the pointer.
  board.svg.insertBefore(arrows, board.cells);
  $('lesson-show').addEventListener('click', showAnswer);
  $('lesson-retry').addEventListener('click', () => current && start(current.lesson));
  $('lesson-pass').addEventListener('click', () => {
    const pass = current && current.legal.find(isPass);
    if (pass) play(pass);
  });
}

/**
 * Shows the list (no id) or one lesson.
 * @param {string} [id]
 */
export async function show(id) {
  wanted = id || null;
  $('learn').hidden = false;
  $('learn-list').hidden = wanted !== null;
  $('lesson').hidden = wanted === null;
  const all = await load();
  const error = $('learn-error');
  // Not a catalogue message until one is set below (a language change would refill it).
  delete error.dataset.l10nId;
  if (!all) {
    error.textContent = errorText('unavailable');
    return;
  }
  error.textContent = '';
  if (wanted === null) {
    current = null;
    renderList();
    return;
  }
  const lesson = all.find((l) => l.id === wanted);
  if (!lesson) {
    $('lesson').hidden = true;
    setText(error, 'lessons-not-found');
    return;
  }
  if (!current || current.lesson !== lesson) {
    // A new lesson opens at its board, wherever the last one was scrolled to.
    window.scrollTo(0, 0);
    await start(lesson);
  } else {
    render();
  }
}

export function hide() {
  $('learn').hidden = true;
}

/** Redraws the words (a language change) and the board (a piece set change). */
export function render() {
  if ($('learn').hidden) return;
  if (wanted === null) renderList();
  else renderLesson();
}

function renderList() {
  const all = lessons || [];
  const p = progress();
  const done = all.filter((l) => p[l.id] === 'solved').length;
  setText($('lessons-progress'), 'lessons-progress', { done, total: all.length });
  const groups = $('lessons-groups');
  groups.replaceChildren();
  for (const game of /** @type {const} */ (['xiangqi', 'janggi'])) {
    const section = make('section', 'lesson-group');
    const h = make('h2', '', t(`game-${game}`));
    const list = make('ol', 'lesson-items');
    for (const l of all.filter((x) => x.game === game)) {
      const li = make('li', p[l.id] === 'solved' ? 'solved' : '');
      const a = make('a', 'lesson-link', t(l.title));
      a.setAttribute('href', `/learn/${l.id}`);
      a.dataset.testid = `lesson-link-${l.id}`;
      li.append(a);
      if (p[l.id] === 'solved') {
        const badge = make('span', 'badge', t('lessons-solved'));
        badge.dataset.testid = 'lesson-solved';
        li.append(badge);
      }
      list.append(li);
    }
    section.append(h, list);
    groups.append(section);
  }
}

/**
 * Sets a lesson up from its position: the legal moves come from the server.
 * @param {Lesson} lesson
 */
async function start(lesson) {
  current = { lesson, fen: lesson.fen, legal: [], inCheck: false, played: null, verdict: 'open' };
  const me = current;
  renderLesson();
  const res = await checkPosition({ rules: lesson.rules, start_fen: lesson.fen });
  if (current !== me) return;
  if (!res.ok || !res.data.ok) {
    $('lesson-feedback').textContent = errorText(res.ok ? 'illegal-move' : res.error);
    return;
  }
  me.legal = res.data.legal_moves || [];
  me.inCheck = !!res.data.in_check;
  renderLesson();
}

/**
 * A move made on the board (or the pass button, or "show answer"): the
 * server plays it; the lesson says whether it was the answer.
 * @param {string} move
 * @param {boolean} [shown]  played by "show answer"
 */
async function play(move, shown = false) {
  const me = current;
  if (!me || me.played) return;
  me.played = move;
  me.legal = [];
  renderLesson();
  const { lesson } = me;
  const res = await checkPosition({ rules: lesson.rules, start_fen: lesson.fen, moves: [move] });
  if (current !== me) return;
  if (!res.ok || !res.data.ok || !res.data.positions) {
    // Refused by the rules (cannot happen from the board's legal moves) or no server: start again.
    me.played = null;
    await start(lesson);
    $('lesson-feedback').textContent = errorText(res.ok ? 'illegal-move' : res.error);
    return;
  }
  me.fen = res.data.positions[0];
  me.inCheck = !!res.data.in_check;
  const outcome = res.data.outcome;
  // A mate must be one by the server's judgement too, not only by the data.
  const right = lesson.answer.includes(move) && (lesson.goal !== 'mate' || (!!outcome && outcome.reason === 'checkmate'));
  if (shown) {
    me.verdict = 'shown';
    remember(lesson.id, 'shown');
  } else if (right) {
    me.verdict = 'right';
    remember(lesson.id, 'solved');
  } else {
    me.verdict = 'wrong';
  }
  renderLesson();
}

function showAnswer() {
  const me = current;
  if (!me) return;
  const answer = me.lesson.answer.find((a) => me.lesson.candidates.includes(a)) || me.lesson.answer[0];
  if (me.played) {
    // Back to the lesson's position first, then the answer.
    start(me.lesson).then(() => play(answer, true));
  } else {
    play(answer, true);
  }
}

/** A candidate move in words: the piece and its two points, or "pass". @param {Lesson} lesson @param {string} move */
function moveWords(lesson, move) {
  if (isPass(move)) return t('pass');
  const s = /** @type {{from: string, to: string}} */ (splitMove(move));
  const pc = parseFen(lesson.fen).get(s.from);
  const piece = pc ? pieceName(lesson.game, pc.role) : '';
  // One placeable, so that a right-to-left page keeps the move's two points in order.
  return t('lessons-candidate', { piece, move: `${s.from}-${s.to}` });
}

function renderLesson() {
  if (!current || !board) return;
  const { lesson, verdict } = current;
  const turn = lesson.side === 'b' ? 1 : 0;
  board.render({
    game: lesson.game,
    fen: current.fen,
    legalMoves: current.legal,
    lastMove: current.played,
    inCheck: current.inCheck,
    turn: /** @type {0|1} */ (current.played ? 1 - turn : turn),
    flipped: false,
    pieceSet: pieceSet(),
  });
  // The arrows belong to the lesson's position, before any move.
  drawArrows(current.played ? [] : lesson.candidates);
  setText($('lesson-title'), lesson.title);
  setText($('lesson-rule'), lesson.rule);
  setText($('lesson-question'), lesson.question);
  // Whose move the lesson asks for; once it is made, the question is answered.
  const toMove = $('lesson-to-move');
  if (current.played) {
    delete toMove.dataset.l10nId;
    toMove.textContent = '';
  } else {
    setText(toMove, 'turn-side-to-move', { side: sideName(lesson.game, turn) });
  }
  const list = $('lesson-candidates');
  list.replaceChildren(
    ...lesson.candidates.map((m, i) => {
      const li = make('li', '', moveWords(lesson, m));
      li.dataset.move = m;
      li.dataset.n = String(i + 1);
      return li;
    }),
  );
  const feedback = $('lesson-feedback');
  feedback.className = `lesson-feedback ${verdict}`;
  feedback.replaceChildren();
  if (verdict === 'right' || verdict === 'shown') {
    const head = make('strong', '', verdict === 'right' ? t('lessons-right') : t('lessons-show-answer'));
    feedback.append(head, ' ', t(lesson.explain));
  } else if (verdict === 'wrong') {
    feedback.append(make('strong', '', t('lessons-wrong')), ' ', t(lesson.wrong));
  } else if (!current.played) {
    feedback.textContent = t('lessons-play-hint');
  }
  const done = verdict === 'right' || verdict === 'shown';
  $('lesson-review-box').hidden = !done;
  setText($('lesson-review'), lesson.review);
  $('lesson-retry').hidden = verdict === 'open';
  $('lesson-show').hidden = done;
  $('lesson-pass').hidden = !current.legal.some(isPass);
  const all = lessons || [];
  const next = all[all.indexOf(lesson) + 1];
  const nextLink = $('lesson-next');
  nextLink.hidden = !next;
  if (next) nextLink.setAttribute('href', `/learn/${next.id}`);
}

/**
 * Draws the candidate moves as numbered arrows (a ring for a pass).
 * @param {string[]} moves
 */
function drawArrows(moves) {
  if (!arrows || !board) return;
  const g = arrows;
  g.replaceChildren();
  const b = board;
  /** @param {string} name @param {Record<string, string|number>} attrs */
  const el = (name, attrs) => {
    const node = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    return node;
  };
  moves.forEach((m, i) => {
    const s = splitMove(m);
    if (!s) return;
    const p = b.xy(s.from);
    const q = b.xy(s.to);
    const arrow = el('g', { class: `lesson-arrow a${i % 3}`, 'data-move': m });
    if (s.from === s.to) {
      arrow.append(el('circle', { cx: p.x, cy: p.y, r: 34 }));
    } else {
      const dx = q.x - p.x;
      const dy = q.y - p.y;
      const len = Math.hypot(dx, dy);
      const ux = dx / len;
      const uy = dy / len;
      // From the piece's edge to just before the target point, with a head.
      const x1 = p.x + ux * 22;
      const y1 = p.y + uy * 22;
      const x2 = q.x - ux * 18;
      const y2 = q.y - uy * 18;
      const hx = x2 - ux * 16;
      const hy = y2 - uy * 16;
      arrow.append(
        el('line', { x1, y1, x2: hx, y2: hy }),
        el('polygon', { points: `${x2},${y2} ${hx - uy * 10},${hy + ux * 10} ${hx + uy * 10},${hy - ux * 10}` }),
      );
    }
    const label = el('text', { x: q.x + 16, y: q.y - 16, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
    label.textContent = String(i + 1);
    arrow.append(label);
    g.append(arrow);
  });
}
