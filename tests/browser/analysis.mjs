// The study board's analysis in the browser: a score and a best line (with
// its arrow on the board) within two seconds of asking, several lines on
// request, a new position analysed when stepping, and the evaluation graph
// of a 100-move game (200 plies) that jumps to a move when clicked. And
// the board editor driven from the keyboard alone.
// Elements are found by test id, words compared with the catalogue's.

import { join } from 'node:path';
import { check, newPage, root, shots, words } from './harness.mjs';

const DATA = join(root, 'crates/records/tests/data');
const id = (name) => `[data-testid="${name}"]`;

async function openStudy(page, url) {
  await page.goto(url);
  await page.click(id('open-study'));
  await page.waitForSelector(`${id('study')}:not([hidden])`);
}

/** The ply the study board shows (0 at the start). */
async function currentPly(page) {
  return page.$eval('#study-moves', (l) => {
    const c = l.querySelector('button.mv.current');
    return c ? Number(/** @type {HTMLElement} */ (c).dataset.ply) : 0;
  });
}

/** The lines shown: score, moves and their coordinates. */
async function shownLines(page) {
  return page.$$eval('[data-testid="analysis-line"]', (ls) =>
    ls.map((l) => ({
      score: (l.querySelector('.score') || { textContent: '' }).textContent,
      text: (l.querySelector('.pv') || { textContent: '' }).textContent,
      uci: /** @type {HTMLElement} */ (l.querySelector('.pv')).dataset.uci || '',
    })),
  );
}

export const analysis = {
  async 'analysis: score and best line within 2 s, several lines, the graph of a 100-move game'(browser, url) {
    const { ctx, page } = await newPage(browser, 1280, 1400);
    await openStudy(page, url);
    // Game 1 of this file has 200 plies: a 100-move game.
    await page.setInputFiles(id('study-file'), join(DATA, 'janggi-gib-10-2011-hangame-grandprix-mixed-script.gib'));
    await page.waitForSelector('#study-moves button.mv');
    const plies = await page.locator('#study-moves button.mv').count();
    check(plies === 200, `a 200-ply game, got ${plies}`);
    // The moves read in the game's notation (Korean), or in coordinates when chosen.
    const firstMove = page.locator('#study-moves button.mv[data-ply="1"]');
    check(/[가-힣]/.test(await firstMove.textContent()), `Korean: ${await firstMove.textContent()}`);
    await page.check(id('study-coords'));
    check((await firstMove.textContent()) === (await firstMove.getAttribute('data-move')), 'coordinates');
    await page.uncheck(id('study-coords'));
    check(/[가-힣]/.test(await firstMove.textContent()), 'Korean again');
    await page.click(id('study-next'));
    await page.click(id('study-next'));

    // Switched on: a score and a best line within two seconds.
    const t0 = Date.now();
    await page.check(id('analysis-on'));
    await page.waitForFunction(
      () => {
        const s = document.querySelector('[data-testid="analysis-score"]');
        const l = document.querySelector('[data-testid="analysis-line"] .pv');
        return s && s.textContent && l && l.textContent;
      },
      null,
      { timeout: 2000 },
    );
    const took = Date.now() - t0;
    check(took < 2000, `analysis shown after ${took} ms`);
    console.log(`     first score and line ${took} ms after switching on`);
    const [best] = await shownLines(page);
    check(/^[+−]?\d+\.\d\d$/.test(best.score) || best.score.length > 0, `a score: ${best.score}`);
    // The line is in the game's notation (Korean for Janggi), with its coordinates kept.
    check(/[가-힣]/.test(best.text), `Korean notation: ${best.text}`);
    const first = best.uci.split(' ')[0];
    check(/^[a-i]\d+[a-i]\d+$/.test(first), `coordinates: ${best.uci}`);
    // The best move is drawn as an arrow. Line and arrow are read in one
    // go: the search goes on, and a deeper result may change both between
    // two reads (the client draws them in the same update).
    const drawn = await page.evaluate(([arrowSel, lineSel]) => ({
      arrow: document.querySelector(arrowSel)?.getAttribute('data-move'),
      line: document.querySelector(lineSel)?.getAttribute('data-uci') ?? '',
    }), [id('analysis-arrow'), `${id('analysis-line')} .pv`]);
    const lineFirst = drawn.line.split(' ')[0];
    check(drawn.arrow === lineFirst, `the arrow is the best move: ${drawn.arrow} vs ${lineFirst}`);
    // It deepens.
    const depthText = async () => page.textContent(id('analysis-depth'));
    const d1 = await depthText();
    await page.waitForFunction((d) => document.querySelector('[data-testid="analysis-depth"]').textContent !== d, d1, {
      timeout: 5000,
    });

    // Three lines on request, each from its own move.
    await page.selectOption(id('analysis-lines'), '3');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="analysis-line"]').length === 3, null, {
      timeout: 5000,
    });
    const three = await shownLines(page);
    const starts = new Set(three.map((l) => l.uci.split(' ')[0]));
    check(starts.size === 3, `three different first moves: ${JSON.stringify(three)}`);
    check((await page.locator('.arrows g.arrow').count()) === 3, 'an arrow per line');

    // Stepping analyses the new position: the lines are of it.
    await page.click(id('study-next'));
    await page.waitForFunction(
      (old) => {
        const l = document.querySelector('[data-testid="analysis-line"] .pv');
        return l && /** @type {HTMLElement} */ (l).dataset.uci !== old;
      },
      three[0].uci,
      { timeout: 3000 },
    );
    await page.screenshot({ path: join(shots, 'analysis-lines.png') });

    // The whole game's graph: a point per position.
    const g0 = Date.now();
    await page.click(id('analysis-graph-run'));
    await page.waitForSelector(`${id('analysis-graph')} path.eval`, { timeout: 30000 });
    await page.waitForFunction(() => document.querySelector('[data-testid="analysis-graph"]').dataset.points === '201', null, {
      timeout: 90000,
    });
    const graphMs = Date.now() - g0;
    const status = await page.textContent(id('analysis-graph-status'));
    check(status === words('en', 'analysis-graph-done'), `graph status: ${status}`);
    const mistakes = await page.locator(id('analysis-mistake')).count();
    console.log(`     graph of 201 positions in ${graphMs} ms, ${mistakes} mistakes marked`);
    await page.screenshot({ path: join(shots, 'analysis-graph.png') });

    // The live analysis resumes after the graph, for the position shown.
    const threeLines = async () =>
      page.waitForFunction(() => document.querySelectorAll('[data-testid="analysis-line"]').length === 3, null, {
        timeout: 5000,
      });
    await threeLines();
    const graphEl = page.locator(id('analysis-graph'));
    const box = await graphEl.boundingBox();
    // The graph holds still while the lines above it are cleared and
    // refilled: its place is noted at every change of the list.
    await page.evaluate(() => {
      const g = document.querySelector('[data-testid="analysis-graph"]');
      const w = /** @type {any} */ (window);
      w.graphYs = [];
      new MutationObserver(() => w.graphYs.push(g.getBoundingClientRect().y)).observe(
        document.getElementById('analysis-list'),
        { childList: true },
      );
    });
    // Clicking the graph goes to that move: the middle is ply 100.
    await graphEl.click({ position: { x: box.width * 0.5, y: box.height / 2 } });
    await page.waitForFunction(() => {
      const c = document.querySelector('#study-moves button.mv.current');
      return c && /** @type {HTMLElement} */ (c).dataset.ply === '100';
    }, null, { timeout: 3000 });
    check((await currentPly(page)) === 100, 'at ply 100');
    // A marked mistake is a click away.
    if (mistakes > 0) {
      const dot = page.locator(id('analysis-mistake')).first();
      const ply = Number(await dot.getAttribute('data-ply'));
      // Forced past the hit test because a neighbouring mistake's dot may
      // overlap this one; the graph takes the ply from where it is clicked.
      await dot.click({ force: true });
      await page.waitForFunction((p) => {
        const c = document.querySelector('#study-moves button.mv.current');
        return c && /** @type {HTMLElement} */ (c).dataset.ply === String(p);
      }, ply, { timeout: 3000 });
      const title = await dot.locator('title').textContent();
      check(title.startsWith(words('en', 'analysis-mistake', { ply, move: 'X', drop: '1' }).split(' ')[0]), title);
    }
    await threeLines();
    const ys = await page.evaluate(() => /** @type {any} */ (window).graphYs);
    check(ys.length >= 2, `the lines were cleared and refilled: ${ys.length} changes`);
    check(ys.every((y) => Math.abs(y - box.y) < 1), `the graph stays at y ${box.y}: ${ys.join(' ')}`);

    // Switched off: nothing shown, no arrows.
    await page.uncheck(id('analysis-on'));
    check((await page.locator(id('analysis-line')).count()) === 0, 'lines gone');
    check((await page.locator('.arrows g.arrow').count()) === 0, 'arrows gone');
    await ctx.close();
  },

  async 'editor: a position set up from the keyboard alone'(browser, url) {
    const { ctx, page } = await newPage(browser, 1280, 1100);
    await page.goto(url);
    await page.click(id('open-editor'));
    await page.waitForSelector('#editor-board svg.board g.piece', { state: 'attached' });
    await page.click(id('editor-clear'));
    const fen = async () => page.inputValue(id('editor-fen'));
    const press = async (...keys) => {
      for (const k of keys) await page.keyboard.press(k);
    };
    // Focus the board: the cursor starts at the bottom middle point, e1.
    await page.focus(id('editor-board-grid'));
    const cursor = async () => page.getAttribute(id('editor-board-grid'), 'aria-activedescendant');
    check((await cursor()).endsWith('-e1'), `cursor at e1: ${await cursor()}`);
    // Red general on e1, Black general on e10 (facing: refused), then on d10.
    await press('Shift+K', 'Enter');
    await press(...Array(9).fill('ArrowUp'), 'k', 'Space');
    check((await fen()).startsWith('4k4/9/9/9/9/9/9/9/9/4K4 w'), `two generals: ${await fen()}`);
    await page.click(id('editor-check'));
    await page.waitForFunction(
      () => document.querySelector('[data-testid="editor-verdict"]').dataset.reason === 'generals-facing',
      null,
      { timeout: 5000 },
    );
    await page.focus(id('editor-board-grid'));
    await press('Delete', 'ArrowLeft', 'Enter');
    // A red chariot on b8, and a black soldier placed on c8 then removed.
    await press('ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowLeft', 'Shift+R', 'Enter');
    await press('ArrowRight', 'p', 'Enter');
    check((await fen()) === '3k5/9/1Rp6/9/9/9/9/9/9/4K4 w - - 0 1', `set up: ${await fen()}`);
    await press('x', 'Enter');
    check((await fen()) === '3k5/9/1R7/9/9/9/9/9/9/4K4 w - - 0 1', `soldier removed: ${await fen()}`);
    // The palette follows the keys: removal is chosen now.
    check((await page.getAttribute(id('editor-remove'), 'aria-checked')) === 'true', 'removal chosen');
    await page.click(id('editor-check'));
    await page.waitForFunction(
      () => document.querySelector('[data-testid="editor-verdict"]').dataset.reason === 'ok',
      null,
      { timeout: 5000 },
    );
    check((await page.textContent(id('editor-verdict'))) === words('en', 'editor-valid'), 'valid');
    await ctx.close();
  },
};
