// The board: an SVG of 9 x 10 points that shows a position and offers the
// server's legal moves by tapping, dragging or the keyboard. It never
// decides legality itself: it only offers moves from the list the server
// sent.
//
// For keyboards and screen readers the board is one focusable grid: the
// arrow keys move a cursor over the points (each point a grid cell with a
// name such as "Red Cannon, h3"), Enter or Space picks up and puts down,
// Escape cancels.

import { t } from './i18n.js';
import { drawPiece, pieceRadius } from './pieces.js';
import { FILES, parseFen, parsePoint, pointName, destinations } from './position.js';
import { pieceName, sideName } from './words.js';

const SVG = 'http://www.w3.org/2000/svg';
const UNIT = 60;
const MARGIN = 58;
const WIDTH = 8 * UNIT + 2 * MARGIN;
const HEIGHT = 9 * UNIT + 2 * MARGIN;
/** Pointer travel (px on screen) before a press becomes a drag. */
const DRAG_START = 6;
/** How long a move slides, in ms (none with reduced motion). */
const SLIDE_MS = 160;

/**
 * @param {string} name
 * @param {Record<string, string|number>} [attrs]
 * @returns {SVGElement}
 */
function el(name, attrs = {}) {
  const e = /** @type {SVGElement} */ (document.createElementNS(SVG, name));
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/**
 * @typedef {object} BoardState
 * @property {'xiangqi'|'janggi'} game
 * @property {string} fen
 * @property {string[]} legalMoves  moves the viewer may make now (empty if none)
 * @property {string|null} lastMove
 * @property {boolean} inCheck
 * @property {0|1} turn
 * @property {boolean} flipped      second player at the bottom
 * @property {import('./pieces.js').PieceSet} pieceSet
 * @property {string|null} [slide]  a move to show sliding (just made by someone else)
 */

/**
 * @typedef {object} BoardOptions
 * @property {(move: string) => void} onMove
 * @property {(text: string) => void} [announce]  says something to screen readers
 * @property {boolean} [interactive]  false: a picture only (setup choices)
 * @property {(point: string) => void} [onPoint]  a point chosen (tap, Enter or Space) instead
 *   of moves (the board editor); the keyboard cursor and the points' names stay
 */

/** @typedef {{from: string, x: number, y: number, node: SVGElement|null, active: boolean, again: boolean}} Drag */

let boards = 0;

export class Board {
  /**
   * @param {HTMLElement} container
   * @param {BoardOptions} options
   */
  constructor(container, { onMove, announce = () => {}, interactive = true, onPoint }) {
    this.onMove = onMove;
    this.onPoint = onPoint;
    this.announce = announce;
    this.interactive = interactive;
    this.uid = `b${++boards}`;
    this.svg = /** @type {SVGSVGElement} */ (el('svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'board' }));
    this.grid = el('g', { class: 'grid' });
    this.marks = el('g', { class: 'marks' });
    this.pieces = el('g', { class: 'pieces' });
    this.hints = el('g', { class: 'hints' });
    this.arrowLayer = el('g', { class: 'arrows' });
    this.cells = el('g', { class: 'cells' });
    this.svg.append(this.grid, this.marks, this.pieces, this.hints, this.arrowLayer, this.cells);
    /** @type {string[]} moves drawn as arrows, the best first */
    this.arrows = [];
    container.append(this.svg);
    /** @type {BoardState|null} */
    this.state = null;
    /** @type {Map<string, import('./position.js').PieceOnBoard>} */
    this.board = new Map();
    this.gridKey = '';
    /** @type {string|null} */
    this.selected = null;
    /** @type {string|null} the keyboard cursor's point */
    this.cursor = null;
    /** @type {Drag|null} */
    this.drag = null;
    this.pending = false;
    if (interactive) {
      this.svg.setAttribute('role', 'grid');
      this.svg.setAttribute('tabindex', '0');
      this.svg.dataset.testid = 'board';
      this.svg.addEventListener('pointerdown', (e) => this.down(e));
      this.svg.addEventListener('pointermove', (e) => this.moveDrag(e));
      this.svg.addEventListener('pointerup', (e) => this.up(e));
      this.svg.addEventListener('pointercancel', () => this.cancelDrag());
      this.svg.addEventListener('keydown', (e) => this.key(e));
      this.svg.addEventListener('focus', () => this.showCursor());
    } else {
      this.svg.setAttribute('aria-hidden', 'true');
    }
  }

  /** @param {BoardState} state */
  render(state) {
    const keep = this.state && this.selected && this.state.fen === state.fen;
    const before = this.board;
    this.state = state;
    this.board = parseFen(state.fen);
    this.pending = false;
    if (!keep || !this.movable(this.selected)) this.selected = null;
    this.drag = null;
    const key = `${state.game}:${state.flipped}`;
    if (key !== this.gridKey) {
      this.drawGrid();
      this.gridKey = key;
    }
    this.svg.classList.toggle('janggi', state.game === 'janggi');
    this.svg.classList.toggle('xiangqi', state.game === 'xiangqi');
    if (this.interactive) this.svg.setAttribute('aria-label', t('board-label'));
    this.drawMarks();
    this.drawPieces();
    this.drawHints();
    this.drawArrows();
    this.label();
    if (state.slide) this.slide(state.slide, before);
  }

  /**
   * Screen position (SVG units) of a point.
   * @param {string} name
   */
  xy(name) {
    const p = /** @type {{file: number, rank: number}} */ (parsePoint(name));
    const flipped = this.state ? this.state.flipped : false;
    const f = flipped ? 8 - p.file : p.file;
    const r = flipped ? p.rank : 9 - p.rank;
    return { x: MARGIN + f * UNIT, y: MARGIN + r * UNIT };
  }

  /**
   * The point at a screen column 0..8 (left to right) and row 0..9 (top down).
   * @param {number} col
   * @param {number} row
   */
  at(col, row) {
    const flipped = this.state ? this.state.flipped : false;
    return flipped ? pointName(8 - col, row) : pointName(col, 9 - row);
  }

  drawGrid() {
    const g = this.grid;
    g.replaceChildren();
    const { game, flipped } = /** @type {BoardState} */ (this.state);
    g.append(el('rect', { class: 'wood', x: 0, y: 0, width: WIDTH, height: HEIGHT, rx: 10 }));
    /** @param {string} a @param {string} b */
    const line = (a, b, cls = 'line') => {
      const p = this.xy(a);
      const q = this.xy(b);
      g.append(el('line', { class: cls, x1: p.x, y1: p.y, x2: q.x, y2: q.y }));
    };
    for (let r = 1; r <= 10; r++) line(`a${r}`, `i${r}`);
    for (const f of FILES) {
      if (game === 'xiangqi' && f !== 'a' && f !== 'i') {
        line(`${f}1`, `${f}5`);
        line(`${f}6`, `${f}10`);
      } else {
        line(`${f}1`, `${f}10`);
      }
    }
    line('d1', 'f3', 'line palace');
    line('f1', 'd3', 'line palace');
    line('d8', 'f10', 'line palace');
    line('f8', 'd10', 'line palace');
    const a1 = this.xy('a1');
    const i10 = this.xy('i10');
    g.append(
      el('rect', {
        class: 'frame',
        x: Math.min(a1.x, i10.x) - 6,
        y: Math.min(a1.y, i10.y) - 6,
        width: 8 * UNIT + 12,
        height: 9 * UNIT + 12,
      }),
    );
    if (game === 'xiangqi') {
      const y = (this.xy('a5').y + this.xy('a6').y) / 2;
      // The river's words, drawn in the shipped glyph font.
      const texts = flipped ? ['漢 界', '楚 河'] : ['楚 河', '漢 界'];
      [MARGIN + 2 * UNIT, MARGIN + 6 * UNIT].forEach((x, i) => {
        const river = el('text', { class: 'river', x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
        river.setAttribute('aria-hidden', 'true');
        river.textContent = texts[i];
        g.append(river);
      });
      // The small corner marks of the cannon and soldier points.
      for (const p of ['b3', 'h3', 'b8', 'h8', 'a4', 'c4', 'e4', 'g4', 'i4', 'a7', 'c7', 'e7', 'g7', 'i7']) {
        const { x, y } = this.xy(p);
        const d = 5;
        const len = 10;
        for (const sx of [-1, 1]) {
          if ((p[0] === 'a' && sx < 0 !== flipped) || (p[0] === 'i' && sx > 0 !== flipped)) continue;
          for (const sy of [-1, 1]) {
            const cx = x + sx * d;
            const cy = y + sy * d;
            g.append(
              el('polyline', {
                class: 'mark',
                points: `${cx + sx * len},${cy} ${cx},${cy} ${cx},${cy + sy * len}`,
              }),
            );
          }
        }
      }
    }
    // Coordinates: files under the bottom edge, ranks beside the left one.
    for (let f = 0; f < 9; f++) {
      const { x } = this.xy(pointName(f, flipped ? 9 : 0));
      const c = el('text', { class: 'coord', x, y: HEIGHT - 9, 'text-anchor': 'middle', 'aria-hidden': 'true' });
      c.textContent = FILES[f];
      g.append(c);
    }
    for (let r = 0; r < 10; r++) {
      const { y } = this.xy(pointName(flipped ? 8 : 0, r));
      const c = el('text', { class: 'coord', x: 17, y, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'aria-hidden': 'true' });
      c.textContent = String(r + 1);
      g.append(c);
    }
    if (this.interactive) this.drawCells();
  }

  /** The grid of cells screen readers walk: rows top down, points left to right. */
  drawCells() {
    this.cells.replaceChildren();
    for (let row = 0; row < 10; row++) {
      const g = el('g', { role: 'row' });
      for (let col = 0; col < 9; col++) {
        const name = this.at(col, row);
        const { x, y } = this.xy(name);
        g.append(
          el('rect', {
            role: 'gridcell',
            id: `${this.uid}-${name}`,
            'data-cell': name,
            class: 'cell',
            x: x - UNIT / 2,
            y: y - UNIT / 2,
            width: UNIT,
            height: UNIT,
          }),
        );
      }
      this.cells.append(g);
    }
  }

  /** Names each point for screen readers: piece and point, and what a move there would do. */
  label() {
    if (!this.interactive || !this.state) return;
    const { game } = this.state;
    const targets = this.selected ? destinations(this.state.legalMoves, this.selected) : [];
    for (const cell of /** @type {NodeListOf<SVGElement>} */ (this.cells.querySelectorAll('[data-cell]'))) {
      const point = /** @type {string} */ (cell.dataset.cell);
      const pc = this.board.get(point);
      const target = targets.includes(point);
      let text;
      if (pc) {
        const args = { side: sideName(game, pc.side), piece: pieceName(game, pc.role), point };
        text = t(target ? 'point-capture' : 'point-piece', args);
      } else {
        text = t(target ? 'point-target' : 'point-empty', { point });
      }
      cell.setAttribute('aria-label', text);
      cell.setAttribute('aria-selected', String(point === this.selected));
    }
  }

  drawMarks() {
    const m = this.marks;
    m.replaceChildren();
    const { lastMove, inCheck, turn } = /** @type {BoardState} */ (this.state);
    if (lastMove) {
      const from = /** @type {RegExpMatchArray} */ (lastMove.match(/^[a-i]\d+/))[0];
      const to = lastMove.slice(from.length);
      for (const p of from === to ? [from] : [from, to]) {
        const { x, y } = this.xy(p);
        const s = UNIT * 0.96;
        m.append(el('rect', { class: 'last', x: x - s / 2, y: y - s / 2, width: s, height: s, rx: 8 }));
      }
    }
    if (inCheck) {
      for (const [name, pc] of this.board) {
        if (pc.role === 'k' && pc.side === turn) {
          const { x, y } = this.xy(name);
          m.append(el('circle', { class: 'check', cx: x, cy: y, r: UNIT * 0.58 }));
        }
      }
    }
    if (this.selected) {
      const { x, y } = this.xy(this.selected);
      m.append(el('circle', { class: 'selected', cx: x, cy: y, r: UNIT * 0.52 }));
    }
    if (this.cursor && this.interactive) {
      const { x, y } = this.xy(this.cursor);
      const s = UNIT * 0.9;
      m.append(el('rect', { class: 'cursor', x: x - s / 2, y: y - s / 2, width: s, height: s, rx: 6 }));
    }
  }

  drawPieces() {
    const layer = this.pieces;
    layer.replaceChildren();
    const { game, pieceSet, inCheck, turn } = /** @type {BoardState} */ (this.state);
    for (const [name, pc] of this.board) {
      const { x, y } = this.xy(name);
      const g = drawPiece(game, pc.side, pc.role, pieceSet, UNIT);
      g.setAttribute('transform', `translate(${x} ${y})`);
      g.dataset.point = name;
      if (this.movable(name)) g.classList.add('movable');
      if (inCheck && pc.role === 'k' && pc.side === turn) g.classList.add('in-check');
      layer.append(g);
    }
  }

  drawHints() {
    const h = this.hints;
    h.replaceChildren();
    const state = /** @type {BoardState} */ (this.state);
    if (!this.selected) return;
    for (const to of destinations(state.legalMoves, this.selected)) {
      const { x, y } = this.xy(to);
      const target = this.board.get(to);
      if (target) {
        const r = pieceRadius(state.game, target.role) * UNIT + 5;
        h.append(el('circle', { class: 'capture', cx: x, cy: y, r }));
      } else {
        h.append(el('circle', { class: 'dot', cx: x, cy: y, r: UNIT * 0.13 }));
      }
    }
  }

  /**
   * Draws moves as arrows (an engine's best moves, the best first and
   * strongest); passes have none.
   * @param {string[]} moves
   */
  setArrows(moves) {
    this.arrows = moves;
    this.drawArrows();
  }

  drawArrows() {
    const layer = this.arrowLayer;
    layer.replaceChildren();
    if (!this.state) return;
    this.arrows.forEach((move, i) => {
      const m = /^([a-i]\d+)([a-i]\d+)$/.exec(move);
      if (!m || m[1] === m[2]) return;
      const a = this.xy(m[1]);
      const b = this.xy(m[2]);
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      const ux = (b.x - a.x) / len;
      const uy = (b.y - a.y) / len;
      const head = UNIT * 0.32;
      // The shaft stops where the head begins; the head's tip is on the point.
      const sx = b.x - ux * head;
      const sy = b.y - uy * head;
      const w = i === 0 ? 9 : 6;
      const g = el('g', { class: i === 0 ? 'arrow best' : 'arrow', 'data-move': move });
      if (i === 0) g.setAttribute('data-testid', 'analysis-arrow');
      g.append(el('line', { x1: a.x, y1: a.y, x2: sx, y2: sy, 'stroke-width': w }));
      const px = -uy * head * 0.6;
      const py = ux * head * 0.6;
      g.append(
        el('polygon', {
          points: `${b.x},${b.y} ${sx + px},${sy + py} ${sx - px},${sy - py}`,
        }),
      );
      layer.append(g);
    });
  }

  /**
   * Slides the piece of a move from its old point (skipped with reduced motion).
   * @param {string} move
   * @param {Map<string, import('./position.js').PieceOnBoard>} before
   */
  slide(move, before) {
    const m = /^([a-i]\d+)([a-i]\d+)$/.exec(move);
    if (!m || m[1] === m[2] || !before.get(m[1])) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const node = /** @type {SVGElement|null} */ (this.pieces.querySelector(`[data-point="${m[2]}"]`));
    if (!node || typeof node.animate !== 'function') return;
    const a = this.xy(m[1]);
    const b = this.xy(m[2]);
    this.pieces.append(node);
    node.animate(
      [{ transform: `translate(${a.x}px, ${a.y}px)` }, { transform: `translate(${b.x}px, ${b.y}px)` }],
      { duration: SLIDE_MS, easing: 'ease-out' },
    );
  }

  /**
   * Whether the viewer may move the piece on a point now.
   * @param {string|null} name
   */
  movable(name) {
    if (!name || !this.state || this.pending) return false;
    const pc = this.board.get(name);
    return !!pc && pc.side === this.state.turn && destinations(this.state.legalMoves, name).length > 0;
  }

  /**
   * The nearest point to an event, if within half a unit.
   * @param {PointerEvent} e
   */
  pointAt(e) {
    const ctm = /** @type {DOMMatrix} */ (this.svg.getScreenCTM());
    const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    let f = Math.round((pt.x - MARGIN) / UNIT);
    let r = Math.round((pt.y - MARGIN) / UNIT);
    if (f < 0 || f > 8 || r < 0 || r > 9) return { name: null, pt };
    const dx = pt.x - (MARGIN + f * UNIT);
    const dy = pt.y - (MARGIN + r * UNIT);
    if (dx * dx + dy * dy > (UNIT * 0.55) ** 2) return { name: null, pt };
    return { name: this.at(f, r), pt };
  }

  /** @param {string|null} name */
  select(name) {
    this.selected = name;
    this.drawMarks();
    this.drawHints();
    this.label();
  }

  /**
   * Plays a move if the server offered it.
   * @param {string} from
   * @param {string} to
   */
  play(from, to) {
    const state = /** @type {BoardState} */ (this.state);
    const move = from + to;
    if (!state.legalMoves.includes(move)) return false;
    // Show the move at once; the server's next state confirms or undoes it.
    const pc = /** @type {import('./position.js').PieceOnBoard} */ (this.board.get(from));
    this.board.delete(from);
    this.board.set(to, pc);
    this.selected = null;
    this.pending = true;
    this.drawMarks();
    this.drawPieces();
    this.drawHints();
    this.label();
    this.onMove(move);
    return true;
  }

  // -- keyboard ---------------------------------------------------------------

  /** Puts the cursor somewhere useful when the board gets focus. */
  showCursor() {
    if (!this.state) return;
    if (!this.cursor) {
      const mine = [...this.board.keys()].find((p) => this.movable(p));
      this.cursor = mine || this.at(4, 9);
    }
    this.moveCursor(this.cursor);
  }

  /** @param {string} name */
  moveCursor(name) {
    this.cursor = name;
    this.svg.setAttribute('aria-activedescendant', `${this.uid}-${name}`);
    this.drawMarks();
  }

  /** @param {KeyboardEvent} e */
  key(e) {
    if (!this.state || e.altKey || e.ctrlKey || e.metaKey) return;
    const cur = this.cursor || this.at(4, 9);
    const { x, y } = this.xy(cur);
    let col = Math.round((x - MARGIN) / UNIT);
    let row = Math.round((y - MARGIN) / UNIT);
    switch (e.key) {
      case 'ArrowUp':
        row = Math.max(0, row - 1);
        break;
      case 'ArrowDown':
        row = Math.min(9, row + 1);
        break;
      case 'ArrowLeft':
        col = Math.max(0, col - 1);
        break;
      case 'ArrowRight':
        col = Math.min(8, col + 1);
        break;
      case 'Enter':
      case ' ':
        this.activate(cur);
        e.preventDefault();
        e.stopPropagation();
        return;
      case 'Escape':
        if (this.selected) {
          this.select(null);
          this.announce(t('announce-put-down'));
          e.preventDefault();
          e.stopPropagation();
        }
        return;
      default:
        return;
    }
    e.preventDefault();
    e.stopPropagation();
    this.moveCursor(this.at(col, row));
  }

  /**
   * Enter or Space on a point: pick up, put down, or move there.
   * @param {string} name
   */
  activate(name) {
    const state = /** @type {BoardState} */ (this.state);
    if (this.onPoint) {
      this.onPoint(name);
      return;
    }
    if (this.pending) return;
    if (this.selected && this.selected !== name && this.play(this.selected, name)) return;
    if (this.selected === name) {
      this.select(null);
      this.announce(t('announce-put-down'));
      return;
    }
    const pc = this.board.get(name);
    if (this.movable(name) && pc) {
      this.select(name);
      const count = destinations(state.legalMoves, name).length;
      this.announce(t('announce-picked', { piece: pieceName(state.game, pc.role), point: name, count }));
    } else if (pc) {
      this.announce(t('announce-cannot-move', { piece: pieceName(state.game, pc.role), point: name }));
    }
  }

  // -- pointer ----------------------------------------------------------------

  /** @param {PointerEvent} e */
  down(e) {
    if (!this.state || this.pending || e.button > 0) return;
    const { name } = this.pointAt(e);
    if (this.onPoint) {
      if (name) {
        this.cursor = name;
        this.onPoint(name);
      }
      return;
    }
    if (!name) {
      this.select(null);
      return;
    }
    this.cursor = name;
    if (this.selected && this.selected !== name && this.play(this.selected, name)) return;
    if (this.movable(name)) {
      const again = this.selected === name;
      this.select(name);
      const node = /** @type {SVGElement|null} */ (this.pieces.querySelector(`[data-point="${name}"]`));
      this.drag = { from: name, x: e.clientX, y: e.clientY, node, active: false, again };
      this.svg.setPointerCapture(e.pointerId);
      e.preventDefault();
      this.svg.focus({ preventScroll: true });
    } else {
      this.select(null);
    }
  }

  /** @param {PointerEvent} e */
  moveDrag(e) {
    const d = this.drag;
    if (!d || !d.node) return;
    if (!d.active && Math.hypot(e.clientX - d.x, e.clientY - d.y) < DRAG_START) return;
    d.active = true;
    const { pt } = this.pointAt(e);
    d.node.classList.add('lifted');
    d.node.setAttribute('transform', `translate(${pt.x} ${pt.y})`);
    this.pieces.append(d.node);
  }

  /** @param {PointerEvent} e */
  up(e) {
    const d = this.drag;
    this.drag = null;
    if (!d) return;
    if (!d.active) {
      // A tap on the selected piece puts it down again.
      if (d.again) this.select(null);
      return;
    }
    const { name } = this.pointAt(e);
    if (name && name !== d.from && this.play(d.from, name)) return;
    // Not a legal drop: back to its point.
    this.cancelDrag(d);
  }

  /** @param {Drag|null} d */
  cancelDrag(d = this.drag) {
    this.drag = null;
    if (!d || !d.node) return;
    const { x, y } = this.xy(d.from);
    d.node.classList.remove('lifted');
    d.node.setAttribute('transform', `translate(${x} ${y})`);
  }
}
