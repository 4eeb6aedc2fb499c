// Piece sets and piece drawing.
//
// A piece is drawn as an SVG group centred on its point: a disc (Xiangqi)
// or an octagon in three sizes (Janggi), and a glyph from the chosen set.
// The sides differ by colour and also by shape: the second player's pieces
// carry a second, inner outline, so colour is never the only difference.

import { pieceName } from './words.js';

const SVG = 'http://www.w3.org/2000/svg';

/** @typedef {'k'|'a'|'b'|'n'|'r'|'c'|'p'} Role */
/** @typedef {'traditional'|'readable'|'letters'|'pictures'} PieceSet */

/** The piece sets; each is named by the message `pieceset-<set>`. @type {PieceSet[]} */
export const PIECE_SETS = ['traditional', 'readable', 'letters', 'pictures'];

// Traditional characters by game, side (0 = first, 1 = second) and role.
/** @type {Record<'xiangqi'|'janggi', Record<string, string>[]>} */
const TRADITIONAL = {
  xiangqi: [
    { k: '帥', a: '仕', b: '相', n: '傌', r: '俥', c: '炮', p: '兵' },
    { k: '將', a: '士', b: '象', n: '馬', r: '車', c: '砲', p: '卒' },
  ],
  janggi: [
    { k: '楚', a: '士', b: '象', n: '馬', r: '車', c: '包', p: '卒' },
    { k: '漢', a: '士', b: '象', n: '馬', r: '車', c: '包', p: '兵' },
  ],
};

// One familiar character per kind, the same for both sides.
/** @type {Record<'xiangqi'|'janggi', Record<string, string>>} */
const READABLE = {
  xiangqi: { k: '将', a: '士', b: '象', n: '马', r: '车', c: '炮', p: '兵' },
  janggi: { k: '궁', a: '사', b: '상', n: '마', r: '차', c: '포', p: '졸' },
};

/** @type {Record<string, string>} */
const LETTERS = { k: 'K', a: 'A', b: 'E', n: 'H', r: 'R', c: 'C', p: 'S' };

// Simple icons in a 100 x 100 box centred on (50, 50), drawn for Palace.
/** @type {Record<string, string>} */
const ICONS = {
  // Crown.
  k: 'M18 72 L14 34 L34 50 L50 22 L66 50 L86 34 L82 72 Z M18 78 H82 V86 H18 Z',
  // Shield.
  a: 'M50 12 L82 24 V48 C82 70 66 82 50 90 C34 82 18 70 18 48 V24 Z M50 26 L70 33 V48 C70 62 61 71 50 77 Z',
  // Elephant: body, head, trunk, ear, legs.
  b: 'M22 40 C22 28 36 22 52 24 C66 26 74 30 78 40 C84 52 84 62 80 74 L74 74 L74 62 C70 66 66 66 62 64 ' +
    'L62 78 L54 78 L54 62 L40 62 L40 78 L32 78 L32 62 C26 60 22 52 22 40 Z ' +
    'M78 40 C88 46 90 60 86 76 L80 76 C83 64 82 54 76 50 Z',
  // Horse head.
  n: 'M30 86 L34 62 C26 58 20 50 22 42 L40 26 L40 14 L50 22 C66 22 78 34 80 52 L82 86 Z ' +
    'M36 40 A4 4 0 1 0 36.1 40 Z',
  // Chariot wheel.
  r: 'M50 14 A36 36 0 1 0 50.1 14 Z M50 24 A26 26 0 1 1 49.9 24 Z M46 22 H54 V78 H46 Z M22 46 H78 V54 H22 Z ' +
    'M29 34 L34 29 L71 66 L66 71 Z M66 29 L71 34 L34 71 L29 66 Z',
  // Cannon: barrel on a wheel.
  c: 'M14 48 L70 26 L76 40 L20 62 Z M70 24 L84 20 L88 34 L76 40 Z M46 58 A16 16 0 1 0 46.1 58 Z ' +
    'M46 66 A8 8 0 1 1 45.9 66 Z',
  // Soldier: helmet, body and spear.
  p: 'M38 30 A12 12 0 1 1 62 30 Z M34 30 H66 V34 H34 Z M40 38 H60 L66 84 H34 Z M74 12 L80 12 L80 88 L74 88 Z ' +
    'M70 18 L77 4 L84 18 Z',
};

/**
 * Radius of a piece in board units (one unit = the distance between points).
 * @param {'xiangqi'|'janggi'} game
 * @param {string} role
 */
export function pieceRadius(game, role) {
  if (game === 'xiangqi') return 0.44;
  if (role === 'k') return 0.47;
  if (role === 'a' || role === 'p') return 0.34;
  return 0.41;
}

/** @param {number} r */
function octagon(r) {
  const pts = [];
  for (let i = 0; i < 8; i++) {
    const a = Math.PI / 8 + (i * Math.PI) / 4;
    pts.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
}

/**
 * @param {string} name
 * @param {Record<string, string|number>} attrs
 * @returns {SVGElement}
 */
function el(name, attrs) {
  const e = /** @type {SVGElement} */ (document.createElementNS(SVG, name));
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/**
 * The ink of a side: Red / Han red; Black dark; Cho green-blue.
 * @param {'xiangqi'|'janggi'} game
 * @param {number} side
 */
export function inkOf(game, side) {
  if (side === 0) return game === 'janggi' ? 'var(--cho)' : 'var(--red)';
  return game === 'janggi' ? 'var(--han)' : 'var(--black)';
}

/**
 * Draws one piece centred on (0, 0) at `unit` pixels per board unit.
 * @param {'xiangqi'|'janggi'} game
 * @param {0|1} side
 * @param {Role|string} role  a FEN letter in lower case
 * @param {PieceSet} set
 * @param {number} unit
 */
export function drawPiece(game, side, role, set, unit) {
  const g = el('g', { class: `piece side${side}` });
  const r = pieceRadius(game, role) * unit;
  const ink = inkOf(game, side);
  /** @param {number} rr @param {Record<string, string|number>} attrs */
  const shape = (rr, attrs) =>
    game === 'janggi' ? el('polygon', { points: octagon(rr), ...attrs }) : el('circle', { r: rr, ...attrs });
  g.append(shape(r, { class: 'body', fill: 'var(--piece)', stroke: ink, 'stroke-width': unit * 0.045 }));
  if (side === 1) {
    // The second player's mark: an inner outline.
    g.append(shape(r * 0.8, { fill: 'none', stroke: ink, 'stroke-width': unit * 0.025 }));
  }
  if (set === 'pictures') {
    const size = r * 1.25;
    const icon = el('path', {
      d: ICONS[role],
      fill: ink,
      'fill-rule': 'evenodd',
      transform: `translate(${-size / 2} ${-size / 2}) scale(${size / 100})`,
    });
    g.append(icon);
  } else {
    const ch =
      set === 'traditional' ? TRADITIONAL[game][side][role] : set === 'readable' ? READABLE[game][role] : LETTERS[role];
    const t = el('text', {
      class: 'glyph',
      'text-anchor': 'middle',
      'dominant-baseline': 'central',
      'font-size': r * (set === 'letters' ? 1.05 : 1.1),
      fill: ink,
    });
    t.textContent = ch;
    g.append(t);
  }
  const title = el('title', {});
  title.textContent = pieceName(game, role);
  g.append(title);
  return g;
}

/**
 * A small piece for lists (captured pieces): an inline SVG element.
 * @param {'xiangqi'|'janggi'} game
 * @param {0|1} side
 * @param {string} role
 * @param {PieceSet} set
 */
export function smallPiece(game, side, role, set, px = 26) {
  const svg = el('svg', { viewBox: `${-px / 2} ${-px / 2} ${px} ${px}`, width: px, height: px, class: 'mini' });
  svg.append(drawPiece(game, side, role, set, px / 1.0));
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', pieceName(game, role));
  return svg;
}
