// The client's pure parts, run in node: folding the server's `update` into
// the state, choosing the language from the browser's, and mapping a game's
// end (result, reason) to its message without working out any rule.
//
//   node --test client.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyUpdate, winner } from '../../web/protocol.js';
import { negotiate } from '../../web/i18n.js';
import { outcomeText } from '../../web/words.js';

const entry = (move) => ({ move, text: move.toUpperCase(), fen: `fen-${move}`, check: false });

test('an update keeps the history before history_from and takes every other field', () => {
  const old = {
    version: 7, fen: 'f7', history: [entry('h3e3'), entry('h8e8'), entry('b1c3')], moves: ['h3e3', 'h8e8', 'b1c3'],
    legal_moves: ['a'], spectators: 1,
  };
  // An undo of one move and a new one: history from ply 2 on is replaced.
  const next = applyUpdate(/** @type {any} */ (old), /** @type {any} */ ({
    type: 'update', version: 9, history_from: 2, history: [entry('b1a3')],
    state: { version: 9, fen: 'f9', legal_moves: ['b'], spectators: 2 },
  }));
  assert.ok(next);
  assert.deepEqual(next.history.map((h) => h.move), ['h3e3', 'h8e8', 'b1a3']);
  assert.deepEqual(next.moves, ['h3e3', 'h8e8', 'b1a3']);
  assert.equal(next.fen, 'f9');
  assert.deepEqual(next.legal_moves, ['b']);
  assert.equal(next.spectators, 2);
  assert.equal(next.version, 9);
  // The old state is left as it was.
  assert.equal(old.history.length, 3);
  // A gap (entries the client never had) cannot be folded: resync.
  assert.equal(applyUpdate(/** @type {any} */ (old), /** @type {any} */ ({
    type: 'update', version: 10, history_from: 4, history: [], state: {},
  })), null);
});

test('the language follows the browser, by tag, base language and script', () => {
  const all = ['en', 'ja', 'ko', 'zh-CN', 'zh-TW', 'pt-BR', 'fil', 'he', 'id', 'de', 'ar'];
  assert.equal(negotiate([], all), 'en');
  assert.equal(negotiate(['xx', 'sv'], all), 'en');
  assert.equal(negotiate(['ja-JP', 'en'], all), 'ja');
  assert.equal(negotiate(['ko-KR'], all), 'ko');
  assert.equal(negotiate(['zh-TW'], all), 'zh-TW');
  assert.equal(negotiate(['zh-Hant'], all), 'zh-TW');
  assert.equal(negotiate(['zh-HK'], all), 'zh-TW');
  assert.equal(negotiate(['zh'], all), 'zh-CN');
  assert.equal(negotiate(['zh-SG'], all), 'zh-CN');
  assert.equal(negotiate(['pt-PT'], all), 'pt-BR');
  assert.equal(negotiate(['tl'], all), 'fil');
  assert.equal(negotiate(['iw'], all), 'he');
  assert.equal(negotiate(['in'], all), 'id');
  assert.equal(negotiate(['de-AT'], all), 'de');
  assert.equal(negotiate(['sv', 'ar-EG'], all), 'ar');
  // Only what ships: a Korean browser gets the next language it reads.
  assert.equal(negotiate(['ko', 'ja'], ['en', 'ja']), 'ja');
  assert.equal(negotiate(['zh-TW', 'en'], ['en', 'zh-CN']), 'en');
});

test('results of both forms name the winner', () => {
  assert.equal(winner({ result: '1-0', reason: 'checkmate' }), 0);
  assert.equal(winner({ result: 'second-wins', reason: 'checkmate' }), 1);
  assert.equal(winner({ result: '1/2-1/2', reason: 'bikjang' }), null);
  assert.equal(winner({ result: 'draw', reason: 'bikjang' }), null);
});

test('a game end maps to the message of its reason and result', () => {
  // Without a loaded catalogue the message id itself comes back.
  assert.equal(outcomeText('janggi', { result: '1/2-1/2', reason: 'bikjang' }), 'outcome-draw-bikjang');
  assert.equal(outcomeText('janggi', { result: '0-1', reason: 'bikjang' }), 'outcome-win-bikjang');
  assert.equal(outcomeText('janggi', { result: 'draw', reason: 'double-pass' }), 'outcome-draw-double-pass');
  assert.equal(outcomeText('janggi', { result: 'first-wins', reason: 'double-pass' }), 'outcome-win-double-pass');
  assert.equal(outcomeText('xiangqi', { result: '1-0', reason: 'checkmate' }), 'outcome-win-checkmate');
  // A reason the client does not know yet still reads as a win or a draw.
  assert.equal(outcomeText('xiangqi', { result: '0-1', reason: 'something-new' }), 'outcome-win');
  assert.equal(outcomeText('xiangqi', { result: '1/2-1/2', reason: 'something-new' }), 'outcome-draw');
});

test('a clock counts down from the server figures: main time, then byo-yomi periods', async () => {
  const { timeLeft, format } = await import('../../web/panels/clocks.js');
  const fischer = { kind: 'fischer', base: 300, increment: 2 };
  assert.deepEqual(timeLeft({ remaining_ms: 5000, periods: 0, period_ms: null }, fischer, 1500), { main: 3500, periods: 0, period: null });
  assert.equal(timeLeft({ remaining_ms: 5000, periods: 0, period_ms: null }, fischer, 9000).main, 0, 'never below zero');
  const byo = { kind: 'byoyomi', main: 10, periods: 3, period: 30 };
  // 10 s of main time, 12 s used: 2 s into the first period.
  assert.deepEqual(timeLeft({ remaining_ms: 10000, periods: 3, period_ms: 30000 }, byo, 12000), { main: 0, periods: 3, period: 28000 });
  // A period used up passes to the next; the last one stops at zero.
  assert.deepEqual(timeLeft({ remaining_ms: 0, periods: 3, period_ms: 5000 }, byo, 6000), { main: 0, periods: 2, period: 29000 });
  assert.deepEqual(timeLeft({ remaining_ms: 0, periods: 1, period_ms: 5000 }, byo, 6000), { main: 0, periods: 1, period: 0 });
  assert.equal(format(65000), '1:05');
  assert.equal(format(9400), '9.4');
  assert.equal(format(3725000), '1:02:05');
});
