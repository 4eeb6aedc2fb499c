// Talking to the server about online play: accounts, seeks and
// challenges, players, leaderboards, live games and the lobby's socket.
// The session is an HttpOnly cookie the browser sends by itself; this
// module only remembers who is logged in, for the header and the screens.

/** @template T @typedef {import('./net.js').ApiResult<T>} ApiResult */
/** @typedef {import('./protocol.js').TimeControl} TimeControl */

/**
 * Glicko-2 rating as the server shows it (`shown` is e.g. `1500?` while provisional).
 * @typedef {{rating: number, deviation: number, volatility?: number, provisional: boolean, shown: string,
 *   games?: number, wins?: number, draws?: number, losses?: number,
 *   history?: {at: number, game: string, rating: number, deviation: number}[]}} Rating
 * @typedef {{id: number, username: string}} Account
 * @typedef {{id: string, by: string|null, to?: string, rating: Rating|null, game: string, rules: string,
 *   clock: TimeControl|null, clock_shown: string|null, rated: boolean, side: string, created_at: number}} Offer
 * @typedef {{username: string, created_at?: number, ratings: Record<string, Rating>}} Player
 * @typedef {{id: string, game: string|null, rules: string, players: Record<string, string|null>, rated: boolean,
 *   clock: TimeControl|null, result: string|null, reason: string|null, created_at: number, plies: number}} PlayedGame
 * @typedef {{id: string, game: string, rules: string, rated: boolean, spectators: number, plies: number,
 *   players: Record<string, {name: string|null, rating: Rating|null}>, clocks: import('./protocol.js').Clocks|null}} LiveGame
 * @typedef {{id: string, token: string, seats: string[], state: import('./protocol.js').GameState}} GameGrant
 */

/**
 * @template T
 * @param {'GET'|'POST'|'DELETE'} method
 * @param {string} path
 * @param {object} [body]
 * @returns {Promise<ApiResult<T>>}
 */
async function request(method, path, body) {
  let res;
  try {
    /** @type {RequestInit} */
    const init = { method, credentials: 'same-origin' };
    if (body) {
      init.headers = { 'content-type': 'application/json' };
      init.body = JSON.stringify(body);
    }
    res = await fetch(path, init);
  } catch {
    return { ok: false, status: 0, error: 'unreachable' };
  }
  let data = null;
  try {
    data = await res.json();
  } catch {
    // 204, or a body that is not JSON: the status says enough.
  }
  if (res.ok) return { ok: true, status: res.status, data };
  return { ok: false, status: res.status, error: (data && data.error) || 'other' };
}

// -- the account --------------------------------------------------------------

/** @type {Account|null} */
let me = null;
/** @type {((me: Account|null) => void)[]} */
const listeners = [];

/** The logged-in player, or null (a guest). */
export function account() {
  return me;
}

/** Calls `fn` whenever the player logs in or out. @param {(me: Account|null) => void} fn */
export function onAccount(fn) {
  listeners.push(fn);
}

/** @param {Account|null} a */
function setAccount(a) {
  me = a;
  for (const fn of listeners) fn(me);
}

/** Asks the server who is logged in (a guest: null). */
export async function loadAccount() {
  const res = await request('GET', '/api/account/me');
  setAccount(res.ok ? /** @type {any} */ (res.data) : null);
  return me;
}

/**
 * Registers or logs in; the server starts a session (its cookie).
 * @param {'register'|'login'} what
 * @param {string} username
 * @param {string} password
 * @returns {Promise<ApiResult<Account>>}
 */
export async function signIn(what, username, password) {
  /** @type {ApiResult<any>} */
  const res = await request('POST', `/api/account/${what}`, { username, password });
  if (res.ok) {
    const a = res.data && res.data.username ? res.data : await loadAccount();
    setAccount(a && a.account ? a.account : a);
  }
  return res;
}

export async function logOut() {
  const res = await request('POST', '/api/account/logout', {});
  if (res.ok) setAccount(null);
  return res;
}

// -- seeks and challenges -------------------------------------------------------

/**
 * @typedef {{game: string, rules?: string, clock?: TimeControl|null, rated: boolean, side: string, to?: string}} SeekBody
 */

/** @returns {Promise<ApiResult<{seeks: Offer[], challenges: Offer[]}>>} */
export function listSeeks() {
  return request('GET', '/api/seeks');
}

/** @param {SeekBody} body @returns {Promise<ApiResult<{seek: Offer, token: string}>>} */
export function createSeek(body) {
  return request('POST', '/api/seeks', body);
}

/** Cancels one's own seek (by session, or by its token for a guest). @param {string} id @param {string} [token] */
export function cancelSeek(id, token) {
  const q = token ? `?token=${encodeURIComponent(token)}` : '';
  return request('DELETE', `/api/seeks/${encodeURIComponent(id)}${q}`);
}

/** @param {string} id @returns {Promise<ApiResult<GameGrant>>} */
export function acceptSeek(id) {
  return request('POST', `/api/seeks/${encodeURIComponent(id)}/accept`, {});
}

/** @param {string} id @returns {Promise<ApiResult<{status: string, game?: string}>>} */
export function seekStatus(id) {
  return request('GET', `/api/seeks/${encodeURIComponent(id)}`);
}

/** @param {SeekBody} body @returns {Promise<ApiResult<{challenge: Offer, token: string}>>} */
export function createChallenge(body) {
  return request('POST', '/api/challenges', body);
}

/**
 * Accepts or declines a challenge (declining one's own withdraws it).
 * @param {string} id
 * @param {'accept'|'decline'} answer
 * @returns {Promise<ApiResult<GameGrant>>}
 */
export function answerChallenge(id, answer) {
  return request('POST', `/api/challenges/${encodeURIComponent(id)}/${answer}`, {});
}

// -- players, games, counts -----------------------------------------------------

/** @param {string} name @returns {Promise<ApiResult<Player>>} */
export function player(name) {
  return request('GET', `/api/players/${encodeURIComponent(name)}`);
}

/**
 * @param {string} name
 * @param {number} page
 * @returns {Promise<ApiResult<{username: string, page: number, next_page: number|null, games: PlayedGame[]}>>}
 */
export function playerGames(name, page) {
  return request('GET', `/api/players/${encodeURIComponent(name)}/games?page=${page}`);
}

/** @param {string} game @returns {Promise<ApiResult<{game: string, players: (Rating & {username: string})[]}>>} */
export function leaderboard(game) {
  return request('GET', `/api/leaderboard/${encodeURIComponent(game)}`);
}

/** @returns {Promise<ApiResult<{games: LiveGame[]}>>} */
export function liveGames() {
  return request('GET', '/api/games?status=live');
}

// -- the lobby's socket -----------------------------------------------------------

/**
 * @typedef {{type: 'lobby', seeks: Offer[], challenges: Offer[], stats?: {online: number, games: number}}
 *   | {type: 'seek-added', seek: Offer} | {type: 'challenge-added', challenge: Offer}
 *   | {type: 'seek-removed', id: string, reason: string, game: string|null}
 *   | {type: 'challenge-removed', id: string, reason: string, game: string|null}
 *   | {type: 'stats', online: number, games: number}} LobbyMessage
 */

/**
 * The lobby live: every message goes to `onMessage`; reconnects with
 * backoff (a new `lobby` message then brings the whole listing again).
 */
export class LobbySocket {
  /** @param {(msg: LobbyMessage) => void} onMessage */
  constructor(onMessage) {
    this.onMessage = onMessage;
    /** @type {WebSocket|null} */
    this.ws = null;
    this.closed = false;
    this.failures = 0;
    /** @type {ReturnType<typeof setTimeout>|undefined} */
    this.timer = undefined;
    this.connect();
  }

  connect() {
    if (this.closed) return;
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(`${proto}//${location.host}/api/lobby/socket`);
    this.ws = ws;
    ws.addEventListener('message', (e) => {
      if (this.ws !== ws) return;
      try {
        this.failures = 0;
        this.onMessage(JSON.parse(e.data));
      } catch {
        // Not JSON: nothing to show.
      }
    });
    ws.addEventListener('close', () => {
      if (this.ws !== ws || this.closed) return;
      this.failures += 1;
      const delay = Math.min(10000, 500 * 2 ** (this.failures - 1));
      this.timer = setTimeout(() => this.connect(), delay * (0.5 + Math.random() / 2));
    });
  }

  /** Connects again (after logging in or out: the challenges seen change). */
  reconnect() {
    const ws = this.ws;
    this.ws = null;
    if (ws) ws.close();
    clearTimeout(this.timer);
    this.connect();
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    if (this.ws) this.ws.close();
    this.ws = null;
  }
}
