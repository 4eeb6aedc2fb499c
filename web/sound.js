// Move, capture and check sounds, made with WebAudio (no sound files), and
// the remembered mute switch.

import * as store from './store.js';

/** @type {AudioContext|null} */
let ctx = null;

/** Whether sounds are on (the default). */
export function enabled() {
  return store.get('sound', true) !== false;
}

/** @param {boolean} on */
export function setEnabled(on) {
  store.set('sound', on);
}

/** The audio context, made on first use (browsers allow it after a user gesture). */
function audio() {
  if (!ctx) {
    const Ctor = window.AudioContext;
    if (!Ctor) return null;
    ctx = new Ctor();
  }
  if (ctx.state === 'suspended') ctx.resume().catch(() => {});
  return ctx;
}

/**
 * One short tone.
 * @param {AudioContext} a
 * @param {number} at       start, seconds from now
 * @param {number} freq     Hz
 * @param {number} length   seconds
 * @param {OscillatorType} type
 * @param {number} volume   0..1
 */
function tone(a, at, freq, length, type, volume) {
  const osc = a.createOscillator();
  const gain = a.createGain();
  const t0 = a.currentTime + at;
  osc.type = type;
  osc.frequency.setValueAtTime(freq, t0);
  osc.frequency.exponentialRampToValueAtTime(freq * 0.6, t0 + length);
  gain.gain.setValueAtTime(volume, t0);
  gain.gain.exponentialRampToValueAtTime(0.001, t0 + length);
  osc.connect(gain).connect(a.destination);
  osc.start(t0);
  osc.stop(t0 + length + 0.02);
}

/**
 * Plays the sound of a move: a wooden click, a heavier one for a capture,
 * and two rising tones for a check.
 * @param {{capture: boolean, check: boolean}} what
 */
export function playMove({ capture, check }) {
  if (!enabled()) return;
  const a = audio();
  if (!a) return;
  tone(a, 0, capture ? 180 : 420, capture ? 0.16 : 0.08, 'triangle', capture ? 0.5 : 0.35);
  if (capture) tone(a, 0.02, 95, 0.14, 'sine', 0.4);
  if (check) {
    tone(a, 0.12, 660, 0.12, 'sine', 0.25);
    tone(a, 0.24, 880, 0.16, 'sine', 0.25);
  }
}
