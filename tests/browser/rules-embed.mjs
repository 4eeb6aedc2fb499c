// The rules pages and the embeddable board in the browser: a rules page in
// two languages with its diagrams drawn by the board component (and its
// words there without scripts); the "copy embed code" snippet put on a page
// of another origin, whose frame follows the live game as it is played; a
// finished game stepped through in the embed view. Found by test id, words
// compared with the catalogues'.

import { createServer } from 'node:http';
import { join } from 'node:path';
import { check, gameState, newPage, shots, startGame, tap, waitMoves, words } from './harness.mjs';

const id = (name) => `[data-testid="${name}"]`;

/**
 * A second HTTP server (another origin: another host name and port) that
 * serves one page.
 * @param {string} html
 */
function otherOrigin(html) {
  return new Promise((ok) => {
    const server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {any} */ (server.address());
      ok({ url: `http://localhost:${port}/`, close: () => server.close() });
    });
  });
}

/** Checks every diagram of a rules page: drawn, with a dot or ring per point the page lists. */
async function checkDiagrams(page) {
  await page.waitForSelector('body[data-ready="true"]');
  const figures = await page.$$eval('figure[data-testid="diagram"]', (fs) =>
    fs.map((f) => ({
      drawn: f.dataset.drawn === 'true',
      targets: (f.dataset.targets || '').split(' ').filter((p) => p).length,
      blocked: (f.dataset.blocked || '').split(' ').filter((p) => p).length,
      hints: f.querySelectorAll('.hints circle').length,
      crosses: f.querySelectorAll('path.blocked').length,
      pieces: f.querySelectorAll('g.piece').length,
      palace: f.querySelectorAll('line.palace').length,
    })),
  );
  check(figures.length === 7, `7 diagrams, got ${figures.length}`);
  for (const [i, f] of figures.entries()) {
    check(f.drawn && f.pieces >= 2, `diagram ${i} drawn with its pieces (${f.pieces})`);
    check(f.targets > 0 && f.hints === f.targets, `diagram ${i}: ${f.hints} marks for ${f.targets} points`);
    check(f.crosses === f.blocked, `diagram ${i}: ${f.crosses} crosses for ${f.blocked} blocked points`);
    check(f.palace === 4, `diagram ${i} shows the palace lines`);
  }
  check(figures.some((f) => f.blocked > 0), 'some diagram shows a block');
  const pictures = await page.locator('td.picture svg').count();
  check(pictures === 7, `the table shows 7 pictures, got ${pictures}`);
}

export const rulesEmbed = {
  async 'rules pages in two languages with their diagrams'(browser, url) {
    // German from the browser's language, opened from the start screen's link.
    const { ctx, page } = await newPage(browser, 1000, 900, 'de-DE');
    await page.goto(url);
    await page.click(id('open-rules'));
    await page.waitForSelector(id('rules-overview'));
    check((await page.getAttribute('html', 'lang')) === 'de', 'the overview is German');
    await page.click('a[data-preset="janggi-club"]');
    await page.waitForSelector(id('rules-preset'));
    check((await page.getAttribute('html', 'lang')) === 'de', 'the page is German');
    check((await page.textContent('#pieces h2')) === words('de', 'rules-pieces-heading'), 'German heading');
    await checkDiagrams(page);
    // Club cannons slide: the diagram offers the slide along rank 3.
    const cannon = await page.getAttribute('[data-testid="piece-c"] figure', 'data-targets');
    check(cannon.split(' ').includes('c3'), `club cannon slides: ${cannon}`);
    await page.screenshot({ path: join(shots, 'rules-janggi-club-de.png'), fullPage: true });
    // Korean by ?lang=, a Xiangqi preset.
    await page.goto(`${url}/rules/xiangqi-standard?lang=ko`);
    check((await page.getAttribute('html', 'lang')) === 'ko', 'the page is Korean');
    check((await page.textContent('#endings h2')) === words('ko', 'rules-endings-heading'), 'Korean heading');
    await checkDiagrams(page);
    const endings = await page.$$eval('#endings li', (ls) => ls.map((l) => l.dataset.ending));
    check(endings.includes('flying-general') && endings.includes('bare-material'), `endings ${endings}`);
    await page.screenshot({ path: join(shots, 'rules-xiangqi-ko.png'), fullPage: true });
    // Arabic reads right to left; the board keeps file a on the left.
    await page.goto(`${url}/rules/janggi-standard?lang=ar`);
    check((await page.getAttribute('html', 'dir')) === 'rtl', 'Arabic is right to left');
    await checkDiagrams(page);
    await ctx.close();
    // Without scripts the words and the points are still there.
    const bare = await browser.newContext({ javaScriptEnabled: false, locale: 'ja-JP' });
    const p = await bare.newPage();
    await p.goto(`${url}/rules/janggi-strict`);
    const text = await p.textContent('main');
    check(text.includes(words('ja', 'rules-end-pass-never')), 'the endings read without scripts');
    check(text.includes(words('ja', 'rules-move-janggi-c')), 'the moves read without scripts');
    check((await p.locator('figure[data-drawn]').count()) === 0, 'no diagram drawn without scripts');
    await bare.close();
  },

  async 'the embed code on a page of another origin follows the live game'(browser, url) {
    const { ctx, page } = await newPage(browser, 1280, 800);
    await startGame(page, url, { game: 'xiangqi', mode: 'local' });
    const gid = new URL(page.url()).pathname.split('/').pop();
    check(
      (await page.getAttribute(id('rules-this-game'), 'href')) === '/rules/xiangqi-standard',
      'the game links its rules',
    );
    await page.click(id('copy-embed'));
    await page.waitForSelector(`${id('embed-code')}:not([hidden])`);
    const snippet = await page.inputValue(id('embed-code'));
    check(snippet.includes(`<iframe src="${url}/embed/${gid}"`), `snippet frames the game: ${snippet}`);
    check(snippet.includes(`href="${url}/play/${gid}"`), 'snippet links the game');
    check(snippet.includes(words('en', 'embed-link-game')), 'snippet link has its words');
    // The snippet on another site, framed at the narrowest width.
    const site = await otherOrigin(
      `<!doctype html><html><body>${snippet.replace('width="360"', 'width="240"')}</body></html>`,
    );
    const viewer = await newPage(browser, 800, 700);
    try {
      await viewer.page.goto(site.url);
      const frame = viewer.page.frameLocator('iframe');
      await frame.locator(`${id('embed')}[data-ready="true"]`).waitFor();
      check((await frame.locator(id('embed')).getAttribute('data-plies')) === '0', 'no move yet');
      const link = frame.locator(id('embed-link'));
      check((await link.getAttribute('href')) === `${url}/play/${gid}`, 'the frame links back to the game');
      check((await link.textContent()) === words('en', 'embed-link-game'), 'the link has its words');
      const fits = await frame.locator('body').evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        width: document.documentElement.clientWidth,
        board: document.querySelector('.embed-board svg').getBoundingClientRect().width,
      }));
      check(fits.width <= 240 && fits.scroll <= fits.width && fits.board > 200, `fits 240 px: ${JSON.stringify(fits)}`);
      // A move on the game screen reaches the frame.
      await tap(page, 'h3');
      await tap(page, 'e3');
      await waitMoves(page, 1);
      await frame.locator(`${id('embed')}[data-plies="1"]`).waitFor({ timeout: 10000 });
      const state = await gameState(url, page);
      check((await frame.locator(id('embed')).getAttribute('data-fen')) === state.fen, 'the frame shows the new position');
      await tap(page, 'h10');
      await tap(page, 'g8');
      await waitMoves(page, 2);
      await frame.locator(`${id('embed')}[data-plies="2"]`).waitFor({ timeout: 10000 });
      await viewer.page.screenshot({ path: join(shots, 'embed-other-origin-240.png') });
    } finally {
      site.close();
      await viewer.ctx.close();
      await ctx.close();
    }
  },

  async 'a finished game stepped through in the embed view'(browser, url) {
    const { ctx, page } = await newPage(browser, 1280, 800);
    await startGame(page, url, { game: 'xiangqi', mode: 'local' });
    const gid = new URL(page.url()).pathname.split('/').pop();
    for (const [n, [from, to]] of [['h3', 'e3'], ['h10', 'g8'], ['h1', 'g3']].entries()) {
      await tap(page, from);
      await tap(page, to);
      await waitMoves(page, n + 1);
    }
    await page.click('#resign');
    await page.click('#resign-yes');
    await page.waitForSelector('#game-over[open]');
    const state = await gameState(url, page);
    check(state.outcome, 'the game is over');
    const view = await newPage(browser, 320, 480, 'en-US');
    try {
      await view.page.goto(`${url}/embed/${gid}`);
      const root = view.page.locator(`${id('embed')}[data-ready="true"]`);
      await root.waitFor();
      const status = await view.page.textContent(id('embed-status'));
      const winner = ['first-wins', '1-0'].includes(state.outcome.result) ? 'side-red' : 'side-black';
      check(status === words('en', 'outcome-win-resignation', { side: words('en', winner) }), `status "${status}"`);
      const at = async () => ({
        ply: await view.page.getAttribute(id('embed'), 'data-ply'),
        fen: await view.page.getAttribute(id('embed'), 'data-fen'),
      });
      check((await at()).ply === '3', 'opens at the end');
      await view.page.click(id('embed-first'));
      let now = await at();
      check(now.ply === '0' && now.fen === state.start_fen, `first: ${JSON.stringify(now)}`);
      check(await view.page.isDisabled(id('embed-prev')), 'no step back from the start');
      await view.page.click(id('embed-next'));
      now = await at();
      check(now.ply === '1' && now.fen === state.history[0].fen, `next: ${JSON.stringify(now)}`);
      check(
        (await view.page.textContent(id('embed-status'))) === words('en', 'review-after', { ply: 1, total: 3 }),
        'says which move it shows',
      );
      await view.page.click(id('embed-next'));
      check((await at()).fen === state.history[1].fen, 'second move');
      await view.page.click(id('embed-prev'));
      check((await at()).ply === '1', 'a step back');
      await view.page.click(id('embed-last'));
      now = await at();
      check(now.ply === '3' && now.fen === state.fen, 'last: the final position');
      check(await view.page.isDisabled(id('embed-next')), 'no step past the end');
      await view.page.screenshot({ path: join(shots, 'embed-finished-320.png') });
    } finally {
      await view.ctx.close();
      await ctx.close();
    }
  },
};
