// What the server sends and takes, as JSDoc types, and the one rule of the
// protocol the client carries out itself: folding an `update` into the
// state it has. Everything else the client shows is decided by the server.

/** @typedef {'xiangqi'|'janggi'} GameKind */
/** @typedef {'red'|'black'|'cho'|'han'} SideKey */
/** @typedef {'computer'|'local'|'friend'|'online'} Mode */

/**
 * How a game ended. `result` is `1-0` / `0-1` / `1/2-1/2` (older servers)
 * or `first-wins` / `second-wins` / `draw`; `reason` one of the rules
 * library's end reasons (`checkmate`, `bikjang`, `double-pass`, ...).
 * @typedef {{result: string, reason: string}} Outcome
 */

/**
 * One move of the game: coordinates, the game's notation, the position
 * after it and whether it gives check.
 * @typedef {{move: string, text: string, fen: string, check: boolean}} HistoryEntry
 */

/**
 * A seat; `claim_in_ms` (two-player games, while the seat has no
 * connection): how long until the opponent may claim the game (0: now).
 * @typedef {{player: 'human'|'computer'|null, taken: boolean, connected: boolean, claim_in_ms?: number|null}} Seat
 */

/**
 * A clock side: main time left, byo-yomi periods left and the time left in
 * the current period (null with Fischer clocks).
 * @typedef {{remaining_ms: number, periods: number, period_ms: number|null}} ClockSide
 * @typedef {{kind: 'fischer', base: number, increment: number} | {kind: 'byoyomi', main: number, periods: number, period: number}} TimeControl
 * @typedef {{control: TimeControl, shown: string, sides: Record<string, ClockSide>, running: SideKey|null}} Clocks
 * @typedef {{draw: SideKey|null, takeback: SideKey|null, rematch: SideKey[], rematch_game: string|null}} Offers
 */

/**
 * The Janggi setup choice: who chooses now, the four arrangements for that
 * side (name and start FEN), and what Han chose.
 * @typedef {{to_choose: SideKey|null, options: {name: string, fen: string}[], han?: string|null}} SetupChoice
 */

/**
 * The full state of a game, as in `hello` and `state` messages and
 * `GET /api/games/{id}`.
 * @typedef {object} GameState
 * @property {string} id
 * @property {GameKind} game
 * @property {string} rules
 * @property {Mode} mode
 * @property {number|null} level
 * @property {number} version        counts every change; actions name the one they were made against
 * @property {string} fen
 * @property {string} start_fen
 * @property {SideKey} side_to_move
 * @property {string[]} legal_moves  sorted coordinate moves; a pass is the general's point twice
 * @property {boolean} in_check
 * @property {boolean} bikjang
 * @property {{cho: number, han: number}|null} points
 * @property {Outcome|null} outcome
 * @property {Outcome|null} [pass_outcome]  how the game ends if the side to move passes now (null: it goes on)
 * @property {{cho: string, han: string}|null} arrangements
 * @property {SetupChoice|null} setup
 * @property {HistoryEntry[]} history
 * @property {string[]} moves
 * @property {string|null} last_move
 * @property {Record<string, string[]>} captured  lost pieces (FEN letters) by side key
 * @property {number} repetitions
 * @property {SideKey|null} resigned
 * @property {Record<string, Seat>} seats
 * @property {number} spectators
 * @property {Clocks|null} [clocks]        the server's clocks as of this state (null: untimed)
 * @property {Record<string, string|null>} [players]  account names by side key (null: a guest)
 * @property {boolean} [rated]
 * @property {boolean} [draw_agreement]    whether a draw may be offered
 * @property {Offers} [offers]
 */

/** Every state field except `history` and `moves`. @typedef {Omit<GameState, 'history'|'moves'>} StateFields */

/**
 * @typedef {{type: 'hello', you: {seats: SideKey[], spectator: boolean}, state: GameState}} HelloMessage
 * @typedef {{type: 'state', state: GameState}} StateMessage
 * @typedef {{type: 'update', version: number, history_from: number, history: HistoryEntry[], state: StateFields}} UpdateMessage
 * @typedef {{type: 'presence', seats: Record<string, Seat>, spectators: number}} PresenceMessage
 * @typedef {{type: 'error', code: string, message: string}} ErrorMessage
 * @typedef {{type: 'pong'}} PongMessage
 * @typedef {{type: 'chat', room: 'players'|'spectators', from: string|null, text: string}} ChatMessage
 * @typedef {HelloMessage|StateMessage|UpdateMessage|PresenceMessage|ErrorMessage|PongMessage|ChatMessage} ServerMessage
 */

/**
 * What the client sends. Actions carry the version of the state they were
 * made against; the server refuses a stale one with the code `stale`.
 * Online games add offers and answers (`offer-draw`, `accept-draw`,
 * `decline-draw`, `takeback`, `accept-takeback`, `decline-takeback`),
 * `abort`, `rematch` and `claim`.
 * @typedef {{type: 'move', move: string} | {type: 'pass'} | {type: 'resign'} | {type: 'undo'} | {type: 'setup', arrangement: string}
 *   | {type: 'offer-draw'|'accept-draw'|'decline-draw'|'takeback'|'accept-takeback'|'decline-takeback'|'abort'|'rematch'}
 *   | {type: 'claim', result: 'win'|'draw'}} Action
 */

/**
 * The reply of `POST /api/games` and `POST /api/games/{id}/join`.
 * @typedef {{id: string, token: string, seats: SideKey[], links?: {invite?: string}}} SeatGrant
 */

/** An HTTP error body: a stable code and an English message for logs. @typedef {{error: string, message: string}} ApiError */

/**
 * The state after an `update`: history up to `history_from` kept, the new
 * entries appended, every other field taken from the update.
 * Returns null if the update does not fit (a gap: the client must resync).
 * @param {GameState} old
 * @param {UpdateMessage} msg
 * @returns {GameState|null}
 */
export function applyUpdate(old, msg) {
  if (msg.history_from > old.history.length) return null;
  const history = old.history.slice(0, msg.history_from).concat(msg.history);
  return { ...msg.state, history, moves: history.map((h) => h.move), version: msg.version };
}

/**
 * Index 0 (first player) or 1 of a side key.
 * @param {string} key
 * @returns {0|1}
 */
export function sideIndex(key) {
  return key === 'red' || key === 'cho' ? 0 : 1;
}

/**
 * The side key of index 0/1 in a game.
 * @param {GameKind} game
 * @param {number} index
 * @returns {SideKey}
 */
export function sideKey(game, index) {
  if (game === 'janggi') return index === 0 ? 'cho' : 'han';
  return index === 0 ? 'red' : 'black';
}

/**
 * The winner of an outcome: 0, 1, or null for a draw.
 * @param {Outcome} outcome
 * @returns {0|1|null}
 */
export function winner(outcome) {
  if (outcome.result === '1-0' || outcome.result === 'first-wins') return 0;
  if (outcome.result === '0-1' || outcome.result === 'second-wins') return 1;
  return null;
}
