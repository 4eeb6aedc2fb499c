// The board: an SVG of 9 x 10 points that shows a position and offers the
// server's legal moves by tapping or dragging. It never decides legality
// itself: it only offers moves from the list the server sent.

import { drawPiece, pieceRadius } from './pieces.js';
import { FILES, parseFen, parsePoint, pointName, destinations } from './position.js';

const SVG = 'http://www.w3.org/2000/svg';
const UNIT = 60;
const MARGIN = 58;
const WIDTH = 8 * UNIT + 2 * MARGIN;
const HEIGHT = 9 * UNIT + 2 * MARGIN;
/** Pointer travel (px on screen) before a press becomes a drag. */
const DRAG_START = 6;

function el(name, attrs = {}) {
  const e = document.createElementNS(SVG, name);
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
 */

export class Board {
  /**
   * @param {HTMLElement} container
   * @param {{onMove: (move: string) => void}} options
   */
  constructor(container, { onMove }) {
    this.onMove = onMove;
    this.svg = el('svg', {
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      class: 'board',
      role: 'img',
      'aria-label': 'Board',
    });
    this.grid = el('g', { class: 'grid' });
    this.marks = el('g', { class: 'marks' });
    this.pieces = el('g', { class: 'pieces' });
    this.hints = el('g', { class: 'hints' });
    this.svg.append(this.grid, this.marks, this.pieces, this.hints);
    container.append(this.svg);
    /** @type {BoardState|null} */
    this.state = null;
    this.gridKey = '';
    this.selected = null;
    this.drag = null;
    this.pending = false;
    this.svg.addEventListener('pointerdown', (e) => this.down(e));
    this.svg.addEventListener('pointermove', (e) => this.moveDrag(e));
    this.svg.addEventListener('pointerup', (e) => this.up(e));
    this.svg.addEventListener('pointercancel', () => this.cancelDrag());
  }

  /** @param {BoardState} state */
  render(state) {
    const keep = this.state && this.selected && this.state.fen === state.fen;
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
    this.drawMarks();
    this.drawPieces();
    this.drawHints();
  }

  /** Screen position (SVG units) of a point. */
  xy(name) {
    const p = parsePoint(name);
    const flipped = this.state ? this.state.flipped : false;
    const f = flipped ? 8 - p.file : p.file;
    const r = flipped ? p.rank : 9 - p.rank;
    return { x: MARGIN + f * UNIT, y: MARGIN + r * UNIT };
  }

  drawGrid() {
    const g = this.grid;
    g.replaceChildren();
    const { game, flipped } = this.state;
    g.append(el('rect', { class: 'wood', x: 0, y: 0, width: WIDTH, height: HEIGHT, rx: 10 }));
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
      const texts = flipped ? ['漢 界', '楚 河'] : ['楚 河', '漢 界'];
      [
        [MARGIN + 2 * UNIT, texts[0]],
        [MARGIN + 6 * UNIT, texts[1]],
      ].forEach(([x, s]) => {
        const t = el('text', { class: 'river', x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
        t.textContent = s;
        g.append(t);
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
      const name = pointName(f, flipped ? 9 : 0);
      const { x } = this.xy(name);
      const t = el('text', { class: 'coord', x, y: HEIGHT - 10, 'text-anchor': 'middle' });
      t.textContent = FILES[f];
      g.append(t);
    }
    for (let r = 0; r < 10; r++) {
      const { y } = this.xy(pointName(flipped ? 8 : 0, r));
      const t = el('text', { class: 'coord', x: 16, y, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
      t.textContent = String(r + 1);
      g.append(t);
    }
  }

  drawMarks() {
    const m = this.marks;
    m.replaceChildren();
    const { lastMove, inCheck, turn } = this.state;
    if (lastMove) {
      const from = lastMove.match(/^[a-i]\d+/)[0];
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
  }

  drawPieces() {
    const layer = this.pieces;
    layer.replaceChildren();
    const { game, pieceSet, inCheck, turn } = this.state;
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
    if (!this.selected) return;
    for (const to of destinations(this.state.legalMoves, this.selected)) {
      const { x, y } = this.xy(to);
      const target = this.board.get(to);
      if (target) {
        const r = pieceRadius(this.state.game, target.role) * UNIT + 5;
        h.append(el('circle', { class: 'capture', cx: x, cy: y, r }));
      } else {
        h.append(el('circle', { class: 'dot', cx: x, cy: y, r: UNIT * 0.13 }));
      }
    }
  }

  /** Whether the viewer may move the piece on a point now. */
  movable(name) {
    if (!name || !this.state || this.pending) return false;
    const pc = this.board.get(name);
    return !!pc && pc.side === this.state.turn && destinations(this.state.legalMoves, name).length > 0;
  }

  /** The nearest point to an event, if within half a unit. */
  pointAt(e) {
    const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(this.svg.getScreenCTM().inverse());
    let f = Math.round((pt.x - MARGIN) / UNIT);
    let r = Math.round((pt.y - MARGIN) / UNIT);
    if (f < 0 || f > 8 || r < 0 || r > 9) return { name: null, pt };
    const dx = pt.x - (MARGIN + f * UNIT);
    const dy = pt.y - (MARGIN + r * UNIT);
    if (dx * dx + dy * dy > (UNIT * 0.55) ** 2) return { name: null, pt };
    if (this.state.flipped) f = 8 - f;
    else r = 9 - r;
    return { name: pointName(f, r), pt };
  }

  select(name) {
    this.selected = name;
    this.drawMarks();
    this.drawHints();
  }

  play(from, to) {
    const move = from + to;
    if (!this.state.legalMoves.includes(move)) return false;
    // Show the move at once; the server's next state confirms or undoes it.
    const pc = this.board.get(from);
    this.board.delete(from);
    this.board.set(to, pc);
    this.selected = null;
    this.pending = true;
    this.drawMarks();
    this.drawPieces();
    this.drawHints();
    this.onMove(move);
    return true;
  }

  down(e) {
    if (!this.state || this.pending || e.button > 0) return;
    const { name } = this.pointAt(e);
    if (!name) {
      this.select(null);
      return;
    }
    if (this.selected && this.selected !== name && this.play(this.selected, name)) return;
    if (this.movable(name)) {
      const again = this.selected === name;
      this.select(name);
      const node = this.pieces.querySelector(`[data-point="${name}"]`);
      this.drag = { from: name, x: e.clientX, y: e.clientY, node, active: false, again };
      this.svg.setPointerCapture(e.pointerId);
      e.preventDefault();
    } else {
      this.select(null);
    }
  }

  moveDrag(e) {
    const d = this.drag;
    if (!d) return;
    if (!d.active && Math.hypot(e.clientX - d.x, e.clientY - d.y) < DRAG_START) return;
    d.active = true;
    const { pt } = this.pointAt(e);
    d.node.classList.add('lifted');
    d.node.setAttribute('transform', `translate(${pt.x} ${pt.y})`);
    this.pieces.append(d.node);
  }

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

  cancelDrag(d = this.drag) {
    this.drag = null;
    if (!d || !d.node) return;
    const { x, y } = this.xy(d.from);
    d.node.classList.remove('lifted');
    d.node.setAttribute('transform', `translate(${x} ${y})`);
  }
}
