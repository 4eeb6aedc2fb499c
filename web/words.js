// Names of the things the client shows, through the catalogues: sides,
// pieces, rule sets, setups, levels and how a game ended. The words are in
// web/locales/*.ftl; this module only picks the message for a value.

import { t } from './i18n.js';
import { sideKey, winner } from './protocol.js';

/** @typedef {import('./protocol.js').GameKind} GameKind */

/**
 * A side's name: index 0 is the first player (Red, Cho).
 * @param {GameKind} game
 * @param {number} index
 */
export function sideName(game, index) {
  return t(`side-${sideKey(game, index)}`);
}

/**
 * A piece's name in its game, from its FEN letter (lower case).
 * @param {GameKind} game
 * @param {string} role
 */
export function pieceName(game, role) {
  return t(`piece-${game}-${role}`);
}

/** Rule sets by game: [preset, advanced (engine-compatible)]. The words are `rules-<preset>`. */
export const RULES = {
  xiangqi: /** @type {[string, boolean][]} */ ([
    ['xiangqi-standard', false],
    ['xiangqi', true],
  ]),
  janggi: /** @type {[string, boolean][]} */ ([
    ['janggi-standard', false],
    ['janggi-club', false],
    ['janggi-strict', false],
    ['janggi', true],
    ['janggitraditional', true],
    ['janggimodern', true],
    ['janggicasual', true],
  ]),
};

/** Rule sets where each side chooses its setup. */
export const SETUP_CHOICE = new Set(['janggi-standard']);

/** The quick level choices: level and the message naming it (`<id>` and `<id>-about`). */
export const LEVELS = [
  { level: 1, id: 'level-easy' },
  { level: 4, id: 'level-normal' },
  { level: 8, id: 'level-hard' },
];

/** A Janggi setup's name (`ma-sang-sang-ma`, ...) in words. @param {string} name */
export function setupName(name) {
  return t(`setup-${name}`);
}

/** End reasons that have their own sentence, for a win and for a draw. */
const WIN_REASONS = new Set([
  'checkmate', 'no-legal-moves', 'bikjang', 'repetition', 'perpetual-check', 'double-pass', 'ply-limit',
  'quiet-limit', 'bare-material', 'resignation', 'agreement', 'timeout', 'abandonment',
]);
const DRAW_REASONS = new Set([
  'bikjang', 'repetition', 'perpetual-check', 'double-pass', 'ply-limit', 'quiet-limit', 'bare-material', 'agreement',
  'timeout', 'abandonment',
]);

/**
 * How a game ended, in a sentence: the server's result and reason mapped to
 * words (e.g. bikjang with a draw reads "Draw by bikjang", with a win "wins
 * on points after bikjang"). No rule is worked out here.
 * @param {GameKind} game
 * @param {import('./protocol.js').Outcome} outcome
 */
export function outcomeText(game, outcome) {
  // Aborted in the first two plies: no result at all.
  if (outcome.reason === 'aborted') return t('outcome-aborted');
  const w = winner(outcome);
  if (w === null) return t(DRAW_REASONS.has(outcome.reason) ? `outcome-draw-${outcome.reason}` : 'outcome-draw');
  const side = sideName(game, w);
  return t(WIN_REASONS.has(outcome.reason) ? `outcome-win-${outcome.reason}` : 'outcome-win', { side });
}

/**
 * A server error code in words.
 * @param {string} code
 */
export function errorText(code) {
  const known = [
    'unknown-game', 'wrong-token', 'spectator', 'not-your-turn', 'malformed-move', 'illegal-move', 'game-over',
    'undo-not-allowed', 'setup-pending', 'no-setup', 'unknown-setup', 'nothing-to-undo', 'wrong-invite',
    'seat-taken', 'unavailable', 'storage', 'storage-unavailable', 'too-many-spectators', 'bad-request', 'too-large',
    'malformed', 'rate-limited', 'no-draws', 'two-players-only', 'no-offer', 'too-late-to-abort', 'opponent-present',
    'not-over', 'bad-chat',
  ];
  return known.includes(code) ? t(`error-${code}`) : t('error-other', { code });
}
