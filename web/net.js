// Talking to the server: the HTTP API (create, join, look up a game) and a
// game's WebSocket, which reconnects by itself and keeps the newest state.

import { applyUpdate } from './protocol.js';

/** @typedef {import('./protocol.js').GameState} GameState */
/** @typedef {import('./protocol.js').ServerMessage} ServerMessage */
/** @typedef {import('./protocol.js').Action} Action */
/** @typedef {import('./protocol.js').SideKey} SideKey */

/** Close codes after which reconnecting cannot help. */
const CLOSE_FORBIDDEN = 4403;
const CLOSE_NOT_FOUND = 4404;
/** Reconnect delays: the first, doubling up to the last, each with jitter. */
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 10000;

/**
 * The answer of an API call: its HTTP status and JSON body (an error body
 * `{error, message}` when not ok; `error` is `unreachable` without answer).
 * @template T
 * @typedef {{ok: true, status: number, data: T} | {ok: false, status: number, error: string}} ApiResult
 */

/**
 * @template T
 * @param {string} path
 * @param {object} [body]  sent as JSON with POST; none: GET
 * @returns {Promise<ApiResult<T>>}
 */
export async function api(path, body) {
  let res;
  try {
    res = await fetch(path, body
      ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : {});
  } catch {
    return { ok: false, status: 0, error: 'unreachable' };
  }
  let data = null;
  try {
    data = await res.json();
  } catch {
    // A body that is not JSON: the status says enough.
  }
  if (res.ok) return { ok: true, status: res.status, data };
  return { ok: false, status: res.status, error: (data && data.error) || 'other' };
}

/**
 * Creates a game.
 * @param {{game: string, rules: string, mode: string, side: string, level?: number, start_fen?: string}} body
 * @returns {Promise<ApiResult<import('./protocol.js').SeatGrant>>}
 */
export function createGame(body) {
  return api('/api/games', body);
}

/**
 * Takes the free seat of a friend game with its invite secret.
 * @param {string} id
 * @param {string} invite
 * @returns {Promise<ApiResult<import('./protocol.js').SeatGrant>>}
 */
export function joinGame(id, invite) {
  return api(`/api/games/${id}/join`, { invite });
}

/**
 * A game's state, as anyone may read it.
 * @param {string} id
 * @returns {Promise<ApiResult<GameState>>}
 */
export function fetchGame(id) {
  return api(`/api/games/${id}`);
}

/**
 * @typedef {object} SocketHandlers
 * @property {(state: GameState, you: {seats: SideKey[], spectator: boolean}) => void} onHello  a full state on (re)connecting
 * @property {(state: GameState) => void} onState  a newer state
 * @property {(msg: import('./protocol.js').PresenceMessage) => void} onPresence
 * @property {(code: string) => void} onError  a refusal, by code (stale ones are not passed on)
 * @property {(status: 'connecting'|'open'|'reconnecting') => void} onStatus
 * @property {() => void} onNotFound  the game does not exist
 * @property {() => void} onForbidden  the seat token no longer fits (the socket goes on as a spectator)
 * @property {(msg: import('./protocol.js').ChatMessage) => void} [onChat]  a chat message (online games)
 */

/** One game's socket: connects, reconnects with backoff, keeps the newest state. */
export class GameSocket {
  /**
   * @param {string} id
   * @param {string|null} token
   * @param {SocketHandlers} handlers
   */
  constructor(id, token, handlers) {
    this.id = id;
    this.token = token;
    this.handlers = handlers;
    /** @type {GameState|null} */
    this.state = null;
    /** @type {WebSocket|null} */
    this.ws = null;
    this.failures = 0;
    this.closed = false;
    /** @type {ReturnType<typeof setTimeout>|undefined} */
    this.timer = undefined;
    this.connect();
  }

  connect() {
    if (this.closed) return;
    this.handlers.onStatus(this.failures === 0 ? 'connecting' : 'reconnecting');
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const q = this.token ? `?token=${encodeURIComponent(this.token)}` : '';
    const ws = new WebSocket(`${proto}//${location.host}/api/games/${this.id}/socket${q}`);
    this.ws = ws;
    ws.addEventListener('message', (e) => {
      if (this.ws !== ws) return;
      /** @type {ServerMessage} */
      let msg;
      try {
        msg = JSON.parse(e.data);
      } catch {
        return;
      }
      this.receive(msg);
    });
    ws.addEventListener('close', (e) => {
      if (this.ws !== ws || this.closed) return;
      this.ws = null;
      if (e.code === CLOSE_NOT_FOUND) {
        this.closed = true;
        this.handlers.onNotFound();
        return;
      }
      if (e.code === CLOSE_FORBIDDEN) {
        // The stored seat no longer fits: watch instead, at once.
        if (this.token === null) {
          this.closed = true;
          return;
        }
        this.token = null;
        this.handlers.onForbidden();
        this.failures = 0;
        this.connect();
        return;
      }
      this.failures += 1;
      this.handlers.onStatus('reconnecting');
      const base = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (this.failures - 1));
      this.timer = setTimeout(() => this.connect(), base * (0.5 + Math.random() / 2));
    });
  }

  /** @param {ServerMessage} msg */
  receive(msg) {
    switch (msg.type) {
      case 'hello':
        this.failures = 0;
        this.state = msg.state;
        this.handlers.onStatus('open');
        this.handlers.onHello(msg.state, msg.you);
        break;
      case 'state':
        if (this.state && msg.state.version < this.state.version) return;
        this.state = msg.state;
        this.handlers.onState(msg.state);
        break;
      case 'update': {
        if (!this.state || msg.version <= this.state.version) return;
        const next = applyUpdate(this.state, msg);
        if (!next) {
          // A gap: start over from a fresh hello.
          if (this.ws) this.ws.close();
          return;
        }
        this.state = next;
        this.handlers.onState(next);
        break;
      }
      case 'presence':
        if (this.state) {
          this.state.seats = msg.seats;
          this.state.spectators = msg.spectators;
        }
        this.handlers.onPresence(msg);
        break;
      case 'chat':
        if (this.handlers.onChat) this.handlers.onChat(msg);
        break;
      case 'error':
        // A stale action was made against an older state; the newer one is on its way.
        if (msg.code !== 'stale') this.handlers.onError(msg.code);
        break;
      default:
        break;
    }
  }

  /** Whether actions can be sent now. */
  get open() {
    return !!this.ws && this.ws.readyState === WebSocket.OPEN;
  }

  /**
   * Sends an action made against the newest state; false if not connected.
   * @param {Action} action
   */
  send(action) {
    if (!this.ws || !this.open || !this.state) return false;
    this.ws.send(JSON.stringify({ ...action, version: this.state.version }));
    return true;
  }

  /**
   * Sends a chat message (it changes no state: no version); false if not connected.
   * @param {'players'|'spectators'} room
   * @param {string} text
   */
  chat(room, text) {
    if (!this.ws || !this.open) return false;
    this.ws.send(JSON.stringify({ type: 'chat', room, text }));
    return true;
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    if (this.ws) this.ws.close();
    this.ws = null;
  }
}

// -- the study board's API ----------------------------------------------------

/**
 * A game as a record file gives it (`palace convert --to json`).
 * @typedef {{game: number, rules: string, start_fen: string, moves: string[], result: string|null, tags: Record<string, string>}} RecordGame
 * @typedef {{format: string, encoding: string|null, games: RecordGame[], errors: {game: number, line: number|null, offset: number|null, ply: number|null, message: string}[]}} RecordFile
 */

/**
 * Reads a record file (its bytes, or pasted text) into games.
 * @param {Blob|string} content
 * @returns {Promise<ApiResult<RecordFile> & {message?: string}>}
 */
export async function readRecord(content) {
  let res;
  try {
    res = await fetch('/api/records/read', { method: 'POST', body: content });
  } catch {
    return { ok: false, status: 0, error: 'unreachable' };
  }
  const data = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, data };
  return { ok: false, status: res.status, error: (data && data.error) || 'other', message: data && data.message };
}

/**
 * Writes one game in a record format.
 * @param {{rules: string, start_fen: string, moves: string[], to: string, tags?: Record<string, string>, result?: string}} body
 * @returns {Promise<ApiResult<{to: string, text: string}>>}
 */
export function writeRecord(body) {
  return api('/api/records/write', body);
}

/**
 * A position judged by the rules and the moves replayed from it: the last
 * position's state (legal moves, check, outcome) and each FEN on the way,
 * or `ok: false` with the reason it is refused.
 * @typedef {{ok: boolean, reason?: string, side?: string, square?: string, piece?: string, count?: number, max?: number, ply?: number,
 *   fen?: string, start_fen?: string, positions?: string[], legal_moves?: string[], in_check?: boolean, side_to_move?: string,
 *   outcome?: import('./protocol.js').Outcome|null, notation?: string[]}} PositionCheck
 * @param {{rules: string, start_fen?: string, moves?: string[]}} body
 * @returns {Promise<ApiResult<PositionCheck>>}
 */
export function checkPosition(body) {
  return api('/api/positions/check', body);
}
