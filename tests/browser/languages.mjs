// Palace in other languages: the start screen and a game in Japanese,
// Korean, Arabic (right to left) and English with screenshots, and the
// language chosen by the browser on a first visit and by the switcher
// after that. The words expected are read from the catalogues.

import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { check, newPage, root, shots, tap, waitMoves, words } from './harness.mjs';
import { smallControls } from './every-player.mjs';

/** The start screen and a game in one language: words, direction, layout, screenshots. */
async function languageTour(browser, url, lang) {
  const { ctx, page } = await newPage(browser, 1280, 800, lang);
  await page.goto(url);
  await page.waitForSelector('[data-testid=start]');
  const rtl = ['ar', 'fa', 'he'].includes(lang);
  const html = await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
  check(html.lang === lang && html.dir === (rtl ? 'rtl' : 'ltr'), `${lang}: html ${JSON.stringify(html)}`);
  check((await page.textContent('#start h1')) === words(lang, 'start-heading'), `${lang}: the heading is translated`);
  check((await page.textContent('[data-testid=start]')) === words(lang, 'start-button'), `${lang}: Start is translated`);
  await page.evaluate(() => document.fonts.ready);
  // Japanese and Korean words come with their own shipped font.
  const family = { ja: 'Palace Text JP', ko: 'Palace Text KR' }[lang];
  if (family) {
    const status = await page.evaluate((f) => [...document.fonts].filter((x) => x.family.replace(/"/g, '') === f).map((x) => x.status), family);
    check(status.includes('loaded'), `${lang}: ${family} ${status}`);
  }
  await page.screenshot({ path: join(shots, `start-${lang}.png`), fullPage: true });
  await page.click('label:has(input[name=game][value=xiangqi])');
  await page.click('label:has(input[name=mode][value=local])');
  await page.click('[data-testid=start]');
  await page.waitForSelector('#turn[data-turn]:not([data-turn=connecting])');
  const turn = await page.textContent('#turn');
  check(turn === words(lang, 'turn-side-to-move', { side: words(lang, 'side-red') }), `${lang}: turn reads "${turn}"`);
  // A move, so the move list and the last-move marks show too.
  await tap(page, 'h3');
  await tap(page, 'e3');
  await waitMoves(page, 1);
  // The board's points are named in the language (piece, side, point).
  const cell = await page.getAttribute('[data-cell=e3]', 'aria-label');
  const named = words(lang, 'point-piece', { side: words(lang, 'side-red'), piece: words(lang, 'piece-xiangqi-c'), point: 'e3' });
  check(cell === named, `${lang}: e3 is named "${cell}", want "${named}"`);
  const layout = await page.evaluate(() => {
    const box = (s) => document.querySelector(s).getBoundingClientRect();
    return { board: box('.board-wrap').x, panel: box('.panel').x, a1: box('[data-point=a1]').x, i1: box('[data-point=i1]').x };
  });
  // Right to left: the panel sits left of the board; the board keeps file a on the left.
  check(rtl ? layout.panel < layout.board : layout.panel > layout.board, `${lang}: panel and board ${JSON.stringify(layout)}`);
  check(layout.a1 < layout.i1, `${lang}: the board keeps its geometry`);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(shots, `game-${lang}.png`) });
  await ctx.close();
}

export const languages = {
  async 'start screen and a game in Japanese'(browser, url) {
    await languageTour(browser, url, 'ja');
  },
  async 'start screen and a game in Korean'(browser, url) {
    await languageTour(browser, url, 'ko');
  },
  async 'start screen and a game in Arabic, right to left'(browser, url) {
    await languageTour(browser, url, 'ar');
  },
  async 'start screen and a game in English'(browser, url) {
    await languageTour(browser, url, 'en');
  },

  // First visit: the browser's language; then the switcher's, kept over a reload.
  async 'language follows the browser, then the switcher'(browser, url) {
    const { ctx, page } = await newPage(browser, 1024, 768, 'ko-KR');
    await page.goto(url);
    await page.waitForSelector('[data-testid=start]');
    check((await page.getAttribute('html', 'lang')) === 'ko', 'ko-KR browser: Korean page');
    await page.selectOption('[data-testid=language]', 'ja');
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    check((await page.textContent('#start h1')) === words('ja', 'start-heading'), 'switched to Japanese');
    await page.reload();
    await page.waitForSelector('[data-testid=start]');
    check((await page.getAttribute('html', 'lang')) === 'ja', 'Japanese after a reload');
    check((await page.inputValue('[data-testid=language]')) === 'ja', 'the switcher shows Japanese');
    // Every screen has the switcher: the game screen too.
    await page.click('[data-testid=start]');
    await page.waitForSelector('#turn[data-turn]:not([data-turn=connecting])');
    check(await page.isVisible('[data-testid=language]'), 'switcher on the game screen');
    await ctx.close();
  },


  // Every language on a 360 x 740 phone: Start in view, nothing wider than
  // the screen, no control under 44 px, on the start and the game screen.
  async 'every language fits a phone'(browser, url) {
    const i18n = readFileSync(join(root, 'web/i18n.js'), 'utf8');
    const list = /export const LANGUAGES = \[([^\]]*)\]/.exec(i18n);
    const langs = [...list[1].matchAll(/'([A-Za-z-]+)'/g)].map((m) => m[1]);
    check(langs.length === 24, `24 languages (${langs.length})`);
    const problems = [];
    for (const lang of langs) {
      const { ctx, page } = await newPage(browser, 360, 740, lang);
      await page.goto(url);
      await page.waitForSelector('[data-testid=start]');
      if ((await page.getAttribute('html', 'lang')) !== lang) problems.push(`${lang}: page in ${await page.getAttribute('html', 'lang')}`);
      const start = await page.locator('[data-testid=start]').boundingBox();
      if (!start || start.y + start.height > 740) problems.push(`${lang}: Start below the fold`);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      if (wide > 360) problems.push(`${lang}: start screen ${wide} px wide`);
      for (const c of await smallControls(page)) problems.push(`${lang}: start ${c}`);
      await page.click('label:has(input[name=mode][value=local])');
      await page.click('[data-testid=start]');
      await page.waitForSelector('#turn[data-turn]:not([data-turn=connecting])');
      const wideGame = await page.evaluate(() => document.documentElement.scrollWidth);
      if (wideGame > 360) problems.push(`${lang}: game screen ${wideGame} px wide`);
      for (const c of await smallControls(page)) problems.push(`${lang}: game ${c}`);
      if (['de', 'ru', 'fil', 'th', 'hi', 'fa'].includes(lang)) {
        await page.screenshot({ path: join(shots, `game-360-${lang}.png`), fullPage: true });
      }
      await ctx.close();
    }
    check(problems.length === 0, problems.join('; '));
  },
};
