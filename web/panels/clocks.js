// Both clocks of a timed game, ticking between the server's figures. The
// server's clock is the truth: each state it sends carries the time left
// as of that message, and the clocks start again from it; in between only
// the running side is counted down here, for the eye.

import { $, make } from '../dom.js';
import { t } from '../i18n.js';
import { sideKey } from '../protocol.js';
import { sideName } from '../words.js';

/** @typedef {import('../protocol.js').Clocks} Clocks */

/** Time left below which a clock warns (and shows tenths). */
const LOW_MS = 20000;
const TENTHS_MS = 10000;

/** The server's clocks, when they came, and how to draw them. */
let shown = /** @type {{clocks: Clocks, at: number, game: 'xiangqi'|'janggi', order: number[], over: boolean}|null} */ (null);
/** @type {ReturnType<typeof setInterval>|undefined} */
let timer;

/**
 * Shows a state's clocks (none: hides them). Call with each new state; a
 * state whose clocks object was seen already keeps the ticking going.
 * @param {import('../screens/view.js').LiveView|null} v
 */
export function renderClocks(v) {
  const clocks = v && v.state.clocks;
  const box = $('clocks');
  if (!v || !clocks) {
    box.hidden = true;
    box.replaceChildren();
    shown = null;
    clearInterval(timer);
    return;
  }
  const order = v.flipped ? [0, 1] : [1, 0];
  if (!shown || shown.clocks !== clocks) {
    shown = { clocks, at: performance.now(), game: v.state.game, order, over: !!v.state.outcome };
  }
  shown.order = order;
  shown.game = v.state.game;
  shown.over = !!v.state.outcome;
  box.hidden = false;
  draw();
  clearInterval(timer);
  if (clocks.running && !shown.over) timer = setInterval(draw, 100);
}

/** Stops the ticking (leaving the game screen). */
export function stopClocks() {
  clearInterval(timer);
  shown = null;
}

/**
 * A side's time now: main time, periods left and the current period's time.
 * @param {import('../protocol.js').ClockSide} side
 * @param {import('../protocol.js').TimeControl} control
 * @param {number} elapsed  ms since the server's figures, for the running side (0 otherwise)
 */
export function timeLeft(side, control, elapsed) {
  const main = side.remaining_ms - elapsed;
  if (main > 0 || control.kind !== 'byoyomi') return { main: Math.max(0, main), periods: side.periods, period: side.period_ms };
  const full = control.period * 1000;
  let periods = side.periods;
  let period = (side.period_ms === null ? full : side.period_ms) + main;
  // A period used up passes to the next, as the server's clock does.
  while (period <= 0 && periods > 1) {
    periods -= 1;
    period += full;
  }
  return { main: 0, periods, period: Math.max(0, period) };
}

/** m:ss, or s.t in the last seconds. @param {number} ms */
export function format(ms) {
  if (ms < TENTHS_MS) return (Math.floor(ms / 100) / 10).toFixed(1);
  const s = Math.ceil(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

function draw() {
  if (!shown) return;
  const { clocks, at, game, order, over } = shown;
  const rows = order.map((i) => {
    const key = sideKey(game, i);
    const side = clocks.sides[key];
    const running = clocks.running === key && !over;
    const left = side ? timeLeft(side, clocks.control, running ? performance.now() - at : 0) : null;
    const row = make('div', 'clock');
    row.dataset.testid = `clock-${i}`;
    row.dataset.side = key;
    row.setAttribute('role', 'timer');
    if (running) row.classList.add('running');
    row.append(make('span', 'clock-side', sideName(game, i)));
    if (left) {
      const byo = clocks.control.kind === 'byoyomi';
      const inByo = byo && left.main <= 0;
      const now = inByo ? left.period || 0 : left.main;
      const low = now < LOW_MS && (!byo || left.periods <= 1 || inByo);
      row.classList.toggle('low', low);
      row.dataset.ms = String(Math.round(now));
      row.append(make('span', 'clock-time', format(now)));
      if (byo && clocks.control.kind === 'byoyomi') {
        const periods = make('span', 'clock-periods', t('clock-periods', { periods: left.periods, seconds: clocks.control.period }));
        periods.dataset.testid = `periods-${i}`;
        row.append(periods);
      }
      if (low && running) row.append(make('span', 'sr-only', t('clock-low')));
    }
    return row;
  });
  $('clocks').replaceChildren(...rows);
}
