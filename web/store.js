// What the browser remembers between visits (localStorage): settings, seat
// tokens of its games, the game in progress, and the score against the
// computer per level.

const KEY = 'palace.v1';

function load() {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) || '{}');
    return v && typeof v === 'object' ? v : {};
  } catch {
    return {};
  }
}

/** @param {Record<string, any>} data */
function save(data) {
  try {
    localStorage.setItem(KEY, JSON.stringify(data));
  } catch {
    // Private mode or full: play on without remembering.
  }
}

/**
 * @param {string} name
 * @param {any} fallback
 * @returns {any}
 */
export function get(name, fallback) {
  const v = load()[name];
  return v === undefined ? fallback : v;
}

/** @param {string} name @param {any} value */
export function set(name, value) {
  const data = load();
  data[name] = value;
  save(data);
}

/**
 * The seat of this browser in a game: {token, seats} or null.
 * @param {string} gameId
 * @returns {{token: string, seats: string[]}|null}
 */
export function seat(gameId) {
  return get('seats', {})[gameId] || null;
}

/** @param {string} gameId @param {string} token @param {string[]} seats */
export function setSeat(gameId, token, seats) {
  const all = get('seats', {});
  all[gameId] = { token, seats, at: Date.now() };
  // Keep the newest 50.
  const ids = Object.keys(all).sort((a, b) => all[b].at - all[a].at);
  for (const id of ids.slice(50)) delete all[id];
  set('seats', all);
}

/**
 * Records a finished game once under a score key (`xiangqi:4` for level 4,
 * `janggi:friend`, `xiangqi:local`); returns that key's score.
 * @param {string} gameId
 * @param {string} key
 * @param {'win'|'loss'|'draw'} outcome
 * @returns {{win: number, loss: number, draw: number}}
 */
export function recordScore(gameId, key, outcome) {
  const done = get('scored', []);
  const score = get('score', {});
  const s = score[key] || { win: 0, loss: 0, draw: 0 };
  if (!done.includes(gameId)) {
    s[outcome] += 1;
    score[key] = s;
    set('score', score);
    set('scored', [...done, gameId].slice(-200));
  }
  return s;
}

/**
 * The score kept under a key (see `recordScore`).
 * @param {string} key
 * @returns {{win: number, loss: number, draw: number}}
 */
export function score(key) {
  return get('score', {})[key] || { win: 0, loss: 0, draw: 0 };
}
