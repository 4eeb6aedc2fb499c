// The study board's analysis: the engine's evaluation and best lines for
// the position shown, deepening as the server's search goes on, the best
// move drawn as an arrow; and, for the whole game, an evaluation graph
// with the mistakes marked, which jumps to a move when clicked. The
// engine runs on the server (/api/analysis/socket); this file only asks
// and draws.

import { $, make, option } from '../dom.js';
import { setText, t } from '../i18n.js';
import { isPass } from '../position.js';
import * as store from '../store.js';
import { sideName } from '../words.js';

/** A drop of more than this (centipawns, for the side that moved) is a mistake. */
export const MISTAKE_CP = 150;
/** Evaluations beyond this are drawn at the graph's edge. */
const GRAPH_CAP = 1000;
/** Wait this long after the last step before asking (stepping fast asks once). */
const ASK_DELAY_MS = 80;
const MAX_LINES = 5;
const SVG = 'http://www.w3.org/2000/svg';
const GRAPH_W = 600;
const GRAPH_H = 120;

/**
 * @typedef {object} Shown  the position on the study board
 * @property {string} rules
 * @property {'xiangqi'|'janggi'} game
 * @property {string} fen
 * @property {string} startFen
 * @property {string[]} gameMoves  the record's moves (the graph's)
 * @property {number|null} gamePly  the record's ply shown, or null off its line
 */

/**
 * @typedef {object} Line
 * @property {number} multipv
 * @property {{cp?: number, mate?: number}} score  the side to move's view
 * @property {string[]} pv
 * @property {string[]} text
 */

/** @typedef {{type: string, id?: number|null, fen?: string, depth?: number, lines?: Line[], ply?: number, cp?: number, mate?: number|null, best?: string|null, code?: string, message?: string, no_moves?: boolean}} Reply */

/**
 * @typedef {object} Graph
 * @property {string} key       start and moves it is of
 * @property {number} id
 * @property {string[]} moves
 * @property {0|1} first        who moves first
 * @property {(number|null)[]} cp  first player's view, one per position
 * @property {boolean} done
 */

/** @type {import('../board.js').Board|null} */
let board = null;
/** @type {(ply: number) => void} */
let jump = () => {};
/** @type {Shown|null} */
let shown = null;
/** @type {WebSocket|null} */
let socket = null;
/** The request waiting for the socket to open. @type {object|null} */
let queued = null;
let nextId = 1;
/** The live analysis asked for: its id and what it is of. @type {{id: number, key: string}|null} */
let live = null;
/** @type {Reply|null} */
let lastEval = null;
/** @type {Graph|null} */
let graph = null;
/** @type {ReturnType<typeof setTimeout>|undefined} */
let askTimer;
/** @type {string} */
let failure = '';
/** What the graph was last drawn of: it is redrawn only when that changes. */
let graphDrawn = '';

/** @param {{board: import('../board.js').Board, jump: (ply: number) => void}} hooks */
export function init(hooks) {
  board = hooks.board;
  jump = hooks.jump;
  const on = /** @type {HTMLInputElement} */ ($('analysis-on'));
  on.checked = !!store.get('analysis', false);
  on.addEventListener('change', () => {
    store.set('analysis', on.checked);
    if (!on.checked) stopLive();
    ask();
    render();
  });
  $('analysis-lines').addEventListener('change', () => {
    store.set('analysisLines', Number($('analysis-lines').value));
    ask();
  });
  $('analysis-graph-run').addEventListener('click', runGraph);
  const svg = $('analysis-graph');
  svg.addEventListener('click', (/** @type {MouseEvent} */ e) => {
    if (!graph) return;
    const box = svg.getBoundingClientRect();
    const n = graph.moves.length;
    if (box.width <= 0 || n === 0) return;
    const ply = Math.round(((e.clientX - box.left) / box.width) * n);
    jump(Math.max(0, Math.min(n, ply)));
  });
}

/** The number of lines asked for. */
function lineCount() {
  const n = Number(store.get('analysisLines', 1));
  return Number.isInteger(n) && n >= 1 && n <= MAX_LINES ? n : 1;
}

/** Opens the socket if needed and sends (or queues) a request. @param {object} req */
function send(req) {
  failure = '';
  if (socket && socket.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify(req));
    return;
  }
  queued = req;
  if (socket && socket.readyState === WebSocket.CONNECTING) return;
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const ws = new WebSocket(`${proto}//${location.host}/api/analysis/socket`);
  socket = ws;
  ws.addEventListener('open', () => {
    if (socket !== ws || !queued) return;
    ws.send(JSON.stringify(queued));
    queued = null;
  });
  ws.addEventListener('message', (e) => {
    if (socket !== ws) return;
    try {
      receive(JSON.parse(e.data));
    } catch {
      // Not JSON: nothing this client sent for.
    }
  });
  ws.addEventListener('close', () => {
    if (socket !== ws) return;
    socket = null;
    // Asked again on the next step; a graph half done stays as it is.
    live = null;
    if (graph && !graph.done) graph.done = true;
    render();
  });
}

/** @param {Reply} msg */
function receive(msg) {
  if (msg.type === 'error') {
    const code = msg.code || '';
    failure =
      code === 'too-many-analyses'
        ? t('analysis-too-many')
        : code === 'no-engine'
          ? t('analysis-no-engine')
          : t('analysis-failed', { reason: msg.message || code });
    if (graph && msg.id === graph.id) graph.done = true;
    render();
    return;
  }
  if (graph && msg.id === graph.id) {
    if (msg.type === 'point' && typeof msg.ply === 'number') {
      graph.cp[msg.ply] = typeof msg.cp === 'number' ? msg.cp : null;
      drawGraph();
    } else if (msg.type === 'done') {
      graph.done = true;
      render();
      // The live analysis waited for the graph.
      ask();
    }
    return;
  }
  if (!live || msg.id !== live.id) return;
  if (msg.type === 'eval' || (msg.type === 'done' && msg.no_moves)) {
    lastEval = msg;
    render();
  }
}

/** Stops the live analysis (the socket stays for the next). */
function stopLive() {
  clearTimeout(askTimer);
  if (live && socket && socket.readyState === WebSocket.OPEN && !(graph && !graph.done)) {
    socket.send(JSON.stringify({ type: 'stop' }));
  }
  live = null;
  lastEval = null;
  if (board) board.setArrows([]);
}

/** Asks for the shown position's analysis, if wanted and not asked yet. */
function ask() {
  clearTimeout(askTimer);
  const on = /** @type {HTMLInputElement} */ ($('analysis-on')).checked;
  if (!on || !shown) return;
  // One search per socket: a graph being drawn goes first.
  if (graph && !graph.done) return;
  const s = shown;
  const lines = lineCount();
  const key = `${s.rules} ${s.fen} ${lines}`;
  if (live && live.key === key) return;
  askTimer = setTimeout(() => {
    const id = nextId++;
    live = { id, key };
    lastEval = null;
    send({ type: 'analyse', id, rules: s.rules, fen: s.fen, lines });
    render();
  }, ASK_DELAY_MS);
}

/** Evaluates every position of the game for the graph. */
function runGraph() {
  if (!shown) return;
  const s = shown;
  const id = nextId++;
  graph = {
    key: `${s.rules} ${s.startFen} ${s.gameMoves.join(' ')}`,
    id,
    moves: [...s.gameMoves],
    first: s.startFen.split(' ')[1] === 'b' ? 1 : 0,
    cp: new Array(s.gameMoves.length + 1).fill(null),
    done: false,
  };
  // The graph's search replaces the live one on the socket.
  live = null;
  send({ type: 'graph', id, rules: s.rules, fen: s.startFen, moves: s.gameMoves });
  render();
}

/**
 * The study board shows a position (or none).
 * @param {Shown|null} s
 */
export function show(s) {
  const before = shown;
  shown = s;
  if (!s) {
    stopLive();
  } else {
    if (!before || before.fen !== s.fen || before.rules !== s.rules) {
      if (board) board.setArrows([]);
    }
    const key = `${s.rules} ${s.startFen} ${s.gameMoves.join(' ')}`;
    if (graph && graph.key !== key) graph = null;
    ask();
  }
  render();
}

/** The study board is left: end the search and close the socket. */
export function leave() {
  stopLive();
  shown = null;
  if (socket) socket.close();
  socket = null;
  queued = null;
  if (graph && !graph.done) graph.done = true;
}

/**
 * A score as the first player sees it: "+0.35", or who mates in how many.
 * @param {{cp?: number, mate?: number}} score  the side to move's view
 * @param {0|1} turn
 * @param {'xiangqi'|'janggi'} game
 */
function scoreText(score, turn, game) {
  if (typeof score.mate === 'number') {
    // Mate 0: the side to move has no move and has lost.
    const winner = score.mate > 0 ? turn : 1 - turn;
    return t('analysis-mate', { side: sideName(game, winner), moves: Math.max(1, Math.abs(score.mate)) });
  }
  const cp = (score.cp || 0) * (turn === 0 ? 1 : -1);
  return `${cp > 0 ? '+' : cp < 0 ? '−' : ''}${(Math.abs(cp) / 100).toFixed(2)}`;
}

/** Redraws the panel in the current language. */
export function render() {
  const panel = $('analysis');
  if (!panel) return;
  const on = /** @type {HTMLInputElement} */ ($('analysis-on')).checked;
  const sel = $('analysis-lines');
  const n = lineCount();
  sel.replaceChildren(...Array.from({ length: MAX_LINES }, (_, i) => option(String(i + 1), String(i + 1))));
  sel.value = String(n);
  $('analysis-graph-run').disabled = !shown || (!!graph && !graph.done);
  $('analysis-error').textContent = failure;
  const list = $('analysis-list');
  const s = shown;
  list.style.setProperty('--lines', String(on && s ? n : 0));
  if (!on || !s) {
    $('analysis-score').textContent = '';
    $('analysis-depth').textContent = '';
    list.replaceChildren();
  } else if (!lastEval) {
    $('analysis-score').textContent = '';
    setText($('analysis-depth'), 'analysis-waiting');
    list.replaceChildren();
  } else if (lastEval.type === 'done') {
    $('analysis-score').textContent = '';
    setText($('analysis-depth'), 'analysis-no-moves');
    list.replaceChildren();
  } else {
    renderLines(lastEval, s);
  }
  drawGraph();
}

/** @param {Reply} ev @param {Shown} s */
function renderLines(ev, s) {
  const turn = (ev.fen || s.fen).split(' ')[1] === 'b' ? 1 : 0;
  const lines = ev.lines || [];
  const coords = !!store.get('coords', false);
  $('analysis-score').textContent = lines.length ? scoreText(lines[0].score, turn, s.game) : '';
  setText($('analysis-depth'), 'analysis-depth', { depth: ev.depth || 0 });
  const list = $('analysis-list');
  list.replaceChildren(
    ...lines.map((l) => {
      const li = make('li');
      li.dataset.testid = 'analysis-line';
      li.append(make('span', 'score', scoreText(l.score, turn, s.game)));
      const words = l.pv.map((m, i) => (coords || !l.text[i] ? (isPass(m) ? t('move-pass') : m) : l.text[i]));
      const moves = make('span', 'pv', words.join(' '));
      moves.dataset.uci = l.pv.join(' ');
      li.append(moves);
      li.title = t('analysis-line-title', { number: l.multipv, moves: l.pv.join(' ') });
      return li;
    }),
  );
  if (board) board.setArrows(lines.map((l) => l.pv[0]).filter((m) => !!m));
}

/**
 * @param {string} name
 * @param {Record<string, string|number>} attrs
 */
function svgEl(name, attrs) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/** Where the graph draws an evaluation: squeezed so that big leads still show. @param {number} cp */
function graphY(cp) {
  const c = Math.max(-GRAPH_CAP, Math.min(GRAPH_CAP, cp));
  const v = 2 / (1 + Math.exp(-c / 300)) - 1;
  return GRAPH_H / 2 - v * (GRAPH_H / 2 - 4);
}

/**
 * The plies whose move lost more than MISTAKE_CP for its player.
 * @param {Graph} g
 * @returns {{ply: number, drop: number}[]}
 */
export function mistakes(g) {
  const out = [];
  for (let k = 1; k < g.cp.length; k++) {
    const a = g.cp[k - 1];
    const b = g.cp[k];
    if (a === null || b === null) continue;
    const mover = (g.first + k - 1) % 2;
    const ca = Math.max(-GRAPH_CAP, Math.min(GRAPH_CAP, a));
    const cb = Math.max(-GRAPH_CAP, Math.min(GRAPH_CAP, b));
    const drop = mover === 0 ? ca - cb : cb - ca;
    if (drop > MISTAKE_CP) out.push({ ply: k, drop });
  }
  return out;
}

function drawGraph() {
  const svg = $('analysis-graph');
  const box = $('analysis-graph-box');
  box.hidden = !graph;
  const g = graph;
  const done = g ? g.cp.filter((c) => c !== null).length : 0;
  // Evaluations arrive many times a second: the graph stays as it is
  // (and a pointer on it keeps its target) unless it would look different.
  const drawn = g
    ? `${g.id} ${done} ${g.done} ${shown ? shown.gamePly : ''} ${document.documentElement.lang}`
    : '';
  if (drawn === graphDrawn) return;
  graphDrawn = drawn;
  svg.replaceChildren();
  if (!g) return;
  setText($('analysis-graph-status'), g.done ? 'analysis-graph-done' : 'analysis-graph-progress', {
    done,
    total: g.cp.length,
  });
  svg.setAttribute('aria-label', t('analysis-graph-label'));
  svg.dataset.points = String(done);
  const n = Math.max(1, g.moves.length);
  /** @param {number} k */
  const x = (k) => (k / n) * GRAPH_W;
  svg.append(svgEl('rect', { class: 'back', x: 0, y: 0, width: GRAPH_W, height: GRAPH_H }));
  svg.append(svgEl('line', { class: 'zero', x1: 0, y1: GRAPH_H / 2, x2: GRAPH_W, y2: GRAPH_H / 2 }));
  // The first player's share, filled from the middle.
  let path = '';
  /** @type {string[]} */
  const runs = [];
  g.cp.forEach((c, k) => {
    if (c === null) {
      if (path) runs.push(path);
      path = '';
      return;
    }
    path += `${path ? 'L' : 'M'}${x(k).toFixed(1)} ${graphY(c).toFixed(1)}`;
  });
  if (path) runs.push(path);
  for (const d of runs) svg.append(svgEl('path', { class: 'eval', d }));
  if (shown && shown.gamePly !== null) {
    const cx = x(shown.gamePly);
    svg.append(svgEl('line', { class: 'now', x1: cx, y1: 0, x2: cx, y2: GRAPH_H }));
  }
  for (const m of mistakes(g)) {
    const c = /** @type {number} */ (g.cp[m.ply]);
    const dot = svgEl('circle', { class: 'mistake', cx: x(m.ply), cy: graphY(c), r: 4.5 });
    dot.setAttribute('data-testid', 'analysis-mistake');
    dot.setAttribute('data-ply', String(m.ply));
    const move = g.moves[m.ply - 1];
    const title = svgEl('title', {});
    title.textContent = t('analysis-mistake', {
      ply: m.ply,
      move: isPass(move) ? t('move-pass') : move,
      drop: (m.drop / 100).toFixed(1),
    });
    dot.append(title);
    svg.append(dot);
  }
}
