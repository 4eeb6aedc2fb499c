// The rules pages (/rules/{preset}, rendered by the server): draws each
// diagram with the board component from the data in the page (a FEN, the
// piece's point, the points it may go to and those blocked, all from the
// rules library) and the pictures of the piece table. The page reads
// without this script; it only adds the drawings.

import { Board } from './board.js';
import * as i18n from './i18n.js';
import { drawPiece } from './pieces.js';

const SVG = 'http://www.w3.org/2000/svg';
const UNIT = 60;

/** @param {string} list  points separated by spaces */
function points(list) {
  return list.split(' ').filter((p) => p);
}

/**
 * Draws one diagram: the position, the piece picked up, dots where it may
 * go, and a cross on each point it is blocked from.
 * @param {HTMLElement} figure
 */
function drawDiagram(figure) {
  const box = /** @type {HTMLElement} */ (figure.querySelector('.diagram-board'));
  const game = figure.dataset.game === 'janggi' ? 'janggi' : 'xiangqi';
  const from = figure.dataset.from || '';
  const targets = points(figure.dataset.targets || '');
  const board = new Board(box, { onMove: () => {}, interactive: false });
  board.render({
    game,
    fen: figure.dataset.fen || '',
    legalMoves: targets.map((to) => from + to),
    lastMove: null,
    inCheck: false,
    turn: 0,
    flipped: false,
    pieceSet: 'traditional',
  });
  board.select(from);
  for (const p of points(figure.dataset.blocked || '')) {
    const { x, y } = board.xy(p);
    const d = UNIT * 0.16;
    const cross = document.createElementNS(SVG, 'path');
    cross.setAttribute('class', 'blocked');
    cross.setAttribute('d', `M${x - d} ${y - d}L${x + d} ${y + d}M${x + d} ${y - d}L${x - d} ${y + d}`);
    board.marks.append(cross);
  }
  figure.dataset.drawn = 'true';
}

/**
 * The board's picture of a piece in the quick-reference table.
 * @param {HTMLElement} cell
 */
function drawPicture(cell) {
  const game = cell.dataset.game === 'janggi' ? 'janggi' : 'xiangqi';
  const role = cell.dataset.role || 'k';
  const px = 34;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `${-px / 2} ${-px / 2} ${px} ${px}`);
  svg.setAttribute('width', String(px));
  svg.setAttribute('height', String(px));
  svg.setAttribute('class', 'mini');
  svg.setAttribute('aria-hidden', 'true');
  svg.append(drawPiece(game, 0, role, 'pictures', px));
  cell.append(svg);
}

async function init() {
  // The board names pieces through the catalogues: load the page's language first.
  await i18n.setLanguage(document.documentElement.lang || 'en', { remember: false });
  for (const f of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('figure.diagram'))) drawDiagram(f);
  for (const c of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('td.picture'))) drawPicture(c);
  document.body.dataset.ready = 'true';
}

init();
