// Reading what the server sends: FEN boards, point names, moves.
//
// Points are named as in the server's coordinate moves: file letter a..i
// and rank 1..10 from the first player's side (`e1`, `i10`).

export const FILES = 'abcdefghi';

/** @typedef {{side: 0|1, role: string}} PieceOnBoard */

/**
 * Point name from file 0..8 and rank 0..9.
 * @param {number} file
 * @param {number} rank
 */
export function pointName(file, rank) {
  return FILES[file] + String(rank + 1);
}

/** File 0..8 and rank 0..9 of a point name, or null. @param {string} name */
export function parsePoint(name) {
  const m = /^([a-i])(10|[1-9])$/.exec(name);
  if (!m) return null;
  return { file: FILES.indexOf(m[1]), rank: Number(m[2]) - 1 };
}

/** Splits a coordinate move (`h3e3`, `i10h10`) into its two points. @param {string} move */
export function splitMove(move) {
  const m = /^([a-i](?:10|[1-9]))([a-i](?:10|[1-9]))$/.exec(move);
  return m ? { from: m[1], to: m[2] } : null;
}

/** Whether a move is a Janggi pass (the general's point twice). @param {string} move */
export function isPass(move) {
  const s = splitMove(move);
  return s !== null && s.from === s.to;
}

/**
 * The pieces of a FEN's board field, by point name.
 * Uppercase letters are the first player's.
 * @param {string} fen
 * @returns {Map<string, PieceOnBoard>}
 */
export function parseFen(fen) {
  /** @type {Map<string, PieceOnBoard>} */
  const board = new Map();
  const rows = fen.split(' ')[0].split('/');
  rows.forEach((/** @type {string} */ row, /** @type {number} */ i) => {
    const rank = 9 - i;
    let file = 0;
    for (let j = 0; j < row.length; j++) {
      const ch = row[j];
      if (ch >= '0' && ch <= '9') {
        let n = ch;
        while (j + 1 < row.length && row[j + 1] >= '0' && row[j + 1] <= '9') n += row[++j];
        file += Number(n);
      } else {
        const lower = ch.toLowerCase();
        const role = lower === 'h' ? 'n' : lower === 'e' ? 'b' : lower;
        board.set(pointName(file, rank), { side: ch === lower ? 1 : 0, role });
        file += 1;
      }
    }
  });
  return board;
}

/**
 * Legal destinations of a point, from the server's legal moves (passes left out).
 * @param {string[]} legalMoves
 * @param {string} from
 */
export function destinations(legalMoves, from) {
  /** @type {string[]} */
  const out = [];
  for (const mv of legalMoves) {
    const s = splitMove(mv);
    if (s && s.from === from && s.to !== from) out.push(s.to);
  }
  return out;
}
