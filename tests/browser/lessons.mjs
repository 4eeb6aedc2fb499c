// The lessons in the browser: a lesson solved by playing the right move on
// the board, a wrong move answered with the lesson's explanation, "show
// answer" playing the answer, the pass lesson and a mate on a phone in a
// right-to-left language, and progress kept after a reload. Elements are
// found by test id, words compared with the catalogues'.

import { join } from 'node:path';
import { check, newPage, shots, words } from './harness.mjs';

const VIEW_W = 596;
const MARGIN = 58;
const UNIT = 60;
const id = (name) => `[data-testid="${name}"]`;

/** Taps a point of the lesson's board. */
async function tapPoint(page, name) {
  await page.locator('#lesson-board svg.board').scrollIntoViewIfNeeded();
  const b = await page.locator('#lesson-board svg.board').boundingBox();
  const s = b.width / VIEW_W;
  const f = name.charCodeAt(0) - 97;
  const r = Number(name.slice(1)) - 1;
  await page.mouse.click(b.x + (MARGIN + f * UNIT) * s, b.y + (MARGIN + (9 - r) * UNIT) * s);
}

/** Plays a move on the lesson's board once the server's legal moves are in. */
async function playMove(page, move) {
  const [, from, to] = /^([a-i]\d+)([a-i]\d+)$/.exec(move);
  await page.waitForSelector(`#lesson-board g.piece.movable[data-point="${from}"]`, { state: 'attached' });
  await tapPoint(page, from);
  await tapPoint(page, to);
}

/** Waits for the verdict (right, wrong, shown) and returns the feedback's text. */
async function verdict(page, kind) {
  await page.waitForSelector(`${id('lesson-feedback')}.${kind}`, { timeout: 5000 });
  return page.textContent(id('lesson-feedback'));
}

async function openLesson(page, url, lesson) {
  await page.goto(`${url}/learn/${lesson}`);
  await page.waitForSelector(`${id('lesson-candidates')} li`);
}

export const lessons = {
  async 'lessons: the right move on the board solves a lesson, kept after a reload'(browser, url) {
    const { ctx, page } = await newPage(browser, 1280, 1000);
    await page.goto(url);
    await page.click(id('open-lessons'));
    await page.waitForSelector(`${id('lessons-list')}:not([hidden])`);
    const links = await page.locator('a[data-testid^="lesson-link-"]').count();
    check(links >= 30, `${links} lessons listed`);
    check(
      (await page.textContent(id('lessons-progress'))) === words('en', 'lessons-progress', { done: 0, total: links }),
      'nothing solved at first',
    );
    await page.click(id('lesson-link-xq-cannon-screen'));
    await page.waitForSelector(`${id('lesson-candidates')} li`);
    check(page.url().endsWith('/learn/xq-cannon-screen'), `the lesson's own path: ${page.url()}`);
    check((await page.textContent(id('lesson-title'))) === words('en', 'lesson-xq-cannon-screen-title'), 'title');
    check((await page.textContent(id('lesson-rule'))) === words('en', 'lesson-xq-cannon-screen-rule'), 'rule');
    const side = words('en', 'side-red');
    check(
      (await page.textContent(id('lesson-to-move'))) === words('en', 'turn-side-to-move', { side }),
      'the side to move is said',
    );
    // Stage two: the candidates listed and drawn on the board as arrows.
    const listed = await page.$$eval(`${id('lesson-candidates')} li`, (lis) => lis.map((l) => l.dataset.move));
    const drawn = await page.$$eval('#lesson-board .lesson-arrow', (as) => as.map((a) => a.getAttribute('data-move')));
    check(listed.length === 3 && JSON.stringify(listed) === JSON.stringify(drawn), `candidates ${listed} / arrows ${drawn}`);
    check(!(await page.isVisible(id('lesson-review'))), 'no review before the answer');
    await page.screenshot({ path: join(shots, 'lesson-before.png') });
    // Stage three: the answer played on the board.
    await playMove(page, 'b3b8');
    const text = await verdict(page, 'right');
    check(text.includes(words('en', 'lesson-xq-cannon-screen-explain')), `explanation shown: ${text}`);
    check((await page.textContent(id('lesson-review'))) === words('en', 'lesson-xq-cannon-screen-review'), 'review line');
    check(await page.isVisible(id('lesson-review')), 'review shown');
    check(
      (await page.locator('#lesson-board g.piece[data-point="b8"]').count()) === 1 &&
        (await page.locator('#lesson-board g.piece[data-point="b3"]').count()) === 0,
      'the cannon stands on b8',
    );
    check((await page.locator('#lesson-board .lesson-arrow').count()) === 0, 'arrows gone after the move');
    check((await page.textContent(id('lesson-to-move'))) === '', 'no side to move once answered');
    await page.screenshot({ path: join(shots, 'lesson-solved.png') });
    // Progress survives a reload and shows on the list.
    await page.goto(`${url}/learn`);
    await page.waitForSelector(`${id('lessons-list')}:not([hidden]) a[data-testid^="lesson-link-"]`);
    check(
      (await page.textContent(id('lessons-progress'))) === words('en', 'lessons-progress', { done: 1, total: links }),
      `one solved after a reload: ${await page.textContent(id('lessons-progress'))}`,
    );
    const solved = await page.$$eval(`li:has(${id('lesson-solved')}) a`, (as) => as.map((a) => a.dataset.testid));
    check(JSON.stringify(solved) === JSON.stringify(['lesson-link-xq-cannon-screen']), `solved: ${solved}`);
    await ctx.close();
  },

  async 'lessons: a wrong move is explained, then "show answer" plays the answer'(browser, url) {
    const { ctx, page } = await newPage(browser, 1280, 1000, 'de-DE');
    await openLesson(page, url, 'jg-cannon-limit');
    check((await page.textContent(id('lesson-question'))) === words('de', 'lesson-q-capture'), 'question in German');
    // A legal move that takes nothing: refused with the lesson's reason.
    await playMove(page, 'b3d3');
    const wrong = await verdict(page, 'wrong');
    check(wrong.includes(words('de', 'lessons-wrong')), `verdict: ${wrong}`);
    check(wrong.includes(words('de', 'lesson-jg-cannon-limit-wrong')), `why: ${wrong}`);
    check(await page.isVisible(id('lesson-retry')), 'try again offered');
    check(!(await page.isVisible(id('lesson-review'))), 'no review after a wrong move');
    // "Show answer" plays it from the lesson's position.
    await page.click(id('lesson-show-answer'));
    const shown = await verdict(page, 'shown');
    check(shown.includes(words('de', 'lesson-jg-cannon-limit-explain')), `answer explained: ${shown}`);
    check((await page.textContent(id('lesson-review'))) === words('de', 'lesson-jg-cannon-limit-review'), 'review');
    check(
      (await page.locator('#lesson-board g.piece[data-point="f3"]').count()) === 1 &&
        (await page.locator('#lesson-board g.piece[data-point="b3"]').count()) === 0 &&
        (await page.locator('#lesson-board g.piece[data-point="d3"]').count()) === 0,
      'the board shows the answer b3-f3 from the start position',
    );
    // Shown is not solved.
    await page.goto(`${url}/learn`);
    await page.waitForSelector(`${id('lessons-list')}:not([hidden]) a[data-testid^="lesson-link-"]`);
    check((await page.locator(id('lesson-solved')).count()) === 0, 'a shown answer does not count as solved');
    // Try again: the lesson's position back, and the right move solves it.
    await openLesson(page, url, 'jg-cannon-limit');
    await playMove(page, 'b3f3');
    await verdict(page, 'right');
    await ctx.close();
  },

  async 'lessons: the pass and a mate on a phone, right to left'(browser, url) {
    const { ctx, page } = await newPage(browser, 360, 740, 'ar');
    await openLesson(page, url, 'jg-pass');
    const dir = await page.evaluate(() => document.documentElement.dir);
    check(dir === 'rtl', `dir ${dir}`);
    // The pass button appears because the server lists a pass among the legal moves.
    await page.waitForSelector(`${id('lesson-pass')}:not([hidden])`);
    await page.click(id('lesson-pass'));
    const text = await verdict(page, 'right');
    check(text.includes(words('ar', 'lesson-jg-pass-explain')), `pass explained: ${text}`);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    check(wide <= 360, `lesson ${wide} px wide on a 360 px phone`);
    await page.screenshot({ path: join(shots, 'lesson-360-ar.png'), fullPage: true });
    // A mate: right only when the server says checkmate.
    await page.click(id('lesson-next'));
    await page.waitForURL(/\/learn\/jg-double-chariot-mate$/);
    await page.waitForSelector(`${id('lesson-candidates')} li[data-move="b1b10"]`);
    await playMove(page, 'b1b10');
    const mate = await verdict(page, 'right');
    check(mate.includes(words('ar', 'lesson-jg-double-chariot-mate-explain')), `mate explained: ${mate}`);
    await page.goto(`${url}/learn`);
    await page.waitForSelector(`${id('lessons-list')}:not([hidden]) a[data-testid^="lesson-link-"]`);
    const listWide = await page.evaluate(() => document.documentElement.scrollWidth);
    check(listWide <= 360, `list ${listWide} px wide on a 360 px phone`);
    check((await page.locator(id('lesson-solved')).count()) === 2, 'two solved');
    await ctx.close();
  },

  async 'lessons: an unknown lesson is said to be missing'(browser, url) {
    const { ctx, page } = await newPage(browser, 1000, 800);
    await page.goto(`${url}/learn/no-such-lesson`);
    await page.waitForFunction(
      (want) => document.querySelector('[data-testid="learn-error"]').textContent === want,
      words('en', 'lessons-not-found'),
    );
    await ctx.close();
  },
};
