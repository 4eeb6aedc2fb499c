// The game on screen as the game screen and its panels see it: the
// server's state plus what this browser knows (its seats, the board's
// orientation, the move being looked back at).

import { sideIndex } from '../protocol.js';

/**
 * @typedef {object} GameView
 * @property {string} id
 * @property {number[]} seats        the sides (0/1) this browser plays
 * @property {boolean} spectator
 * @property {boolean|null} flipped  second player at the bottom (null: not decided yet)
 * @property {import('../protocol.js').GameState|null} state
 * @property {number|null} review    the ply shown while looking back (null: the game now)
 * @property {string} shownOver      the game end the dialog was shown for
 * @property {string} noticeId       a message shown above the board until the position says more
 */

/** @typedef {GameView & {state: import('../protocol.js').GameState}} LiveView */

/**
 * Index 0/1 of the side to move.
 * @param {import('../protocol.js').GameState} s
 * @returns {0|1}
 */
export function turnIndex(s) {
  return sideIndex(s.side_to_move);
}

/**
 * The side (0/1) that chooses its Janggi setup now, or null.
 * @param {import('../protocol.js').GameState} s
 */
export function setupTurn(s) {
  return s.setup && s.setup.to_choose ? sideIndex(s.setup.to_choose) : null;
}

/**
 * Whether this browser is to move now.
 * @param {GameView} v
 */
export function myTurn(v) {
  const s = v.state;
  return !!s && !s.outcome && v.seats.includes(turnIndex(s));
}

/**
 * Index 0/1 of the side that moves first from the start position.
 * @param {import('../protocol.js').GameState} s
 */
export function firstMover(s) {
  return s.start_fen.split(' ')[1] === 'b' ? 1 : 0;
}
