// Palace for every player: the shipped glyph font, a game played with the keyboard alone, a 360 x 740
// phone, a game link that leads nowhere, the move list copied as text.
// Elements are found by role, test id or id, never by English words; the
// words expected are read from the catalogues.

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { check, engine, gameState, newPage, points, shots, startGame, startServer, tap, waitMoves, words } from './harness.mjs';

/** Controls on screen smaller than 44 x 44 px (hidden ones and the board left out). */
export async function smallControls(page) {
  return page.evaluate(() => {
    const sel = 'button, select, a[href], input:not([type=radio]):not([type=checkbox]), label:has(input)';
    const out = [];
    for (const el of document.querySelectorAll(sel)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || el.closest('[hidden], dialog:not([open])')) continue;
      if (el.classList.contains('skip')) continue;
      if (r.width < 44 || r.height < 44) {
        out.push(`${el.tagName.toLowerCase()}#${el.id || el.getAttribute('data-testid') || ''} ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
    }
    return out;
  });
}

/** Presses Tab until the focused element matches, at most `limit` times. */
async function tabTo(page, selector, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((s) => !!document.activeElement && document.activeElement.matches(s), selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The board's keyboard cursor point (from aria-activedescendant). */
async function cursorPoint(page) {
  const id = await page.getAttribute('[data-testid=board]', 'aria-activedescendant');
  check(id, 'the board has a cursor');
  return id.split('-').pop();
}

/** Moves the keyboard cursor to a point with the arrow keys (board not turned). */
async function cursorTo(page, target) {
  const at = await cursorPoint(page);
  const col = (p) => p.charCodeAt(0) - 97;
  const row = (p) => 10 - Number(p.slice(1));
  const dx = col(target) - col(at);
  const dy = row(target) - row(at);
  for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
  check((await cursorPoint(page)) === target, `cursor on ${target}`);
}

export const everyPlayer = {
  // The pieces and the river drawn in the shipped font, with no CJK system font.
  async 'pieces render in the shipped glyph font'(browser, url) {
    let systemCjk = '';
    try {
      systemCjk = execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).trim();
    } catch {
      // No fontconfig: no system fonts to speak of.
    }
    if (systemCjk) console.log(`     (note: this machine has CJK system fonts: ${systemCjk.split('\n')[0]})`);
    const { ctx, page } = await newPage(browser, 1024, 900);
    await startGame(page, url, { game: 'xiangqi', mode: 'local' });
    await page.evaluate(() => document.fonts.ready);
    const fonts = await page.evaluate(() => ({
      pieces: document.fonts.check('700 30px "Palace Glyphs"', '帥將俥炮兵楚河漢界'),
      hangul: document.fonts.check('700 30px "Palace Glyphs"', '궁차포졸'),
      loaded: [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Palace Glyphs').map((f) => f.status),
      family: getComputedStyle(document.querySelector('#board text.glyph')).fontFamily,
    }));
    check(fonts.pieces && fonts.hangul, `glyphs available: ${JSON.stringify(fonts)}`);
    check(fonts.loaded.includes('loaded'), `the glyph font is loaded: ${JSON.stringify(fonts.loaded)}`);
    check(fonts.family.startsWith('"Palace Glyphs"'), `pieces use it: ${fonts.family}`);
    // A drawn character is as wide as the font's ideograph, not an empty box's width.
    const widths = await page.evaluate(() => [...document.querySelectorAll('#board text.glyph')].map((t) => t.getBBox().width));
    check(widths.length === 32 && widths.every((w) => w > 15), `glyph widths ${widths.slice(0, 4)}`);
    await page.locator('#board svg.board').screenshot({ path: join(shots, 'glyphs-xiangqi.png') });
    await page.selectOption('[data-testid=pieceset]', 'readable');
    await page.goto(url);
    await startGame(page, url, { game: 'janggi', mode: 'local' });
    // Han chooses, then Cho.
    await page.click('#setup-options button[data-setup="ma-sang-sang-ma"]');
    await page.waitForFunction(() => (document.getElementById('setup-options').dataset.key || '').includes(':cho:'));
    await page.click('#setup-options button[data-setup="ma-sang-sang-ma"]');
    await page.waitForFunction(() => !document.getElementById('board').hidden);
    await page.locator('#board svg.board').screenshot({ path: join(shots, 'glyphs-janggi-hangul.png') });
    await ctx.close();
  },

  // Start, moves and resignation with the keyboard alone.
  async 'a game against the computer with the keyboard alone'(browser, url) {
    const { ctx, page } = await newPage(browser, 1280, 900);
    await page.goto(url);
    await page.waitForSelector('[data-testid=start]');
    // The level: Tab to the quick choices, arrows to Easy.
    await tabTo(page, 'input[name=quick]');
    for (let i = 0; i < 3 && (await page.evaluate(() => document.activeElement.value)) !== '1'; i++) {
      await page.keyboard.press('ArrowLeft');
    }
    check((await page.inputValue('#level')) === '1', 'level 1 chosen with the keyboard');
    await tabTo(page, '[data-testid=start]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#turn[data-turn=turn-yours]');
    await tabTo(page, '[data-testid=board]');
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    check(ring !== 'none', `the focused board shows a focus ring (${ring})`);
    // Pick up and put back with Escape.
    await cursorTo(page, 'b3');
    await page.keyboard.press('Enter');
    check((await page.locator('[role=gridcell][aria-selected=true]').count()) === 1, 'Enter picks up');
    await page.waitForFunction(() => document.querySelector('[data-testid=announce]').textContent.length > 0);
    await page.keyboard.press('Escape');
    check((await page.locator('[role=gridcell][aria-selected=true]').count()) === 0, 'Escape puts down');
    const label = await page.getAttribute('[data-cell=b3]', 'aria-label');
    check(label === words('en', 'point-piece', { side: 'Red', piece: 'Cannon', point: 'b3' }), `b3 is named "${label}"`);
    const uci = engine();
    try {
      for (let n = 0; n < 3; n++) {
        const st = await gameState(url, page);
        const mv = await uci.best(st.rules, st.fen, 50);
        const [from, to] = points(mv);
        await cursorTo(page, from);
        await page.keyboard.press('Enter');
        await cursorTo(page, to);
        await page.keyboard.press(n % 2 ? ' ' : 'Enter');
        await waitMoves(page, st.moves.length + 2, 20000);
        await page.waitForSelector('#turn[data-turn=turn-yours], #turn[data-turn=over]');
      }
    } finally {
      uci.quit();
    }
    // The computer's last move is announced in the game's notation.
    const said = await page.textContent('[data-testid=announce]');
    const last = (await page.locator('#moves button.mv').allTextContents()).pop();
    check(said.includes(last), `"${said}" announces ${last}`);
    await page.screenshot({ path: join(shots, 'keyboard-game.png') });
    await tabTo(page, '[data-testid=resign]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=confirm-resign][open]');
    // "Keep playing" has the focus; Shift+Tab reaches Resign.
    await page.keyboard.press('Shift+Tab');
    check(await page.evaluate(() => document.activeElement.id === 'resign-yes'), 'Shift+Tab reaches Resign');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=game-over][open]');
    check((await page.textContent('#over-title')) === words('en', 'over-lost'), 'resigned: lost');
    await ctx.close();
  },

  // A phone: Start in view without scrolling, every control at least 44 px.
  async 'start screen at 360 x 740'(browser, url) {
    const { ctx, page } = await newPage(browser, 360, 740);
    await page.goto(url);
    await page.waitForSelector('[data-testid=start]');
    for (const game of ['xiangqi', 'janggi']) {
      await page.click(`label:has(input[name=game][value=${game}])`);
      const start = await page.locator('[data-testid=start]').boundingBox();
      check(start && start.y >= 0 && start.y + start.height <= 740, `${game}: Start in view: ${JSON.stringify(start)}`);
      const onTop = await page.evaluate(() => {
        const b = document.querySelector('[data-testid=start]').getBoundingClientRect();
        return document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2)?.closest('[data-testid=start]') !== null;
      });
      check(onTop, `${game}: nothing covers Start`);
      check((await smallControls(page)).length === 0, `${game}: small controls ${await smallControls(page)}`);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      check(wide <= 360, `${game}: nothing sticks out sideways (${wide} px)`);
    }
    await page.screenshot({ path: join(shots, 'start-360.png') });
    // The sound switch is remembered.
    check((await page.getAttribute('[data-testid=sound]', 'aria-pressed')) === 'true', 'sounds on at first');
    await page.click('[data-testid=sound]');
    await page.reload();
    await page.waitForSelector('[data-testid=start]');
    check((await page.getAttribute('[data-testid=sound]', 'aria-pressed')) === 'false', 'muted after a reload');
    // Level choices say what each level is like.
    const about = await page.locator('#level-quick label .sub').allTextContents();
    check(about.length === 3 && about[0] === words('en', 'level-easy-about'), `level words ${about}`);
    // The game screen too: controls and readable coordinates.
    await page.click('label:has(input[name=game][value=xiangqi])');
    await page.click('label:has(input[name=mode][value=local])');
    await page.click('[data-testid=start]');
    await page.waitForSelector('#turn[data-turn]:not([data-turn=connecting])');
    await tap(page, 'h3');
    await tap(page, 'e3');
    await waitMoves(page, 1);
    const small = await smallControls(page);
    check(small.length === 0, `game screen: small controls ${small}`);
    const coord = await page.evaluate(() => document.querySelector('#board text.coord').getBoundingClientRect().height);
    check(coord >= 12, `coordinates ${coord} px tall`);
    await page.screenshot({ path: join(shots, 'game-360.png'), fullPage: true });
    await ctx.close();
  },

  // A link to a game that is not there says so.
  async 'a game link that does not exist'(browser, url) {
    const { ctx, page } = await newPage(browser, 800, 600);
    const res = await page.goto(`${url}/play/abcdefghjkmn`);
    check(res.status() === 200, 'the page loads');
    await page.waitForSelector('[data-testid=not-found]:not([hidden])');
    check((await page.textContent('#not-found h1')) === words('en', 'not-found-heading'), 'says there is no game');
    await page.screenshot({ path: join(shots, 'not-found.png') });
    await page.click('#not-found a');
    await page.waitForSelector('[data-testid=start]');
    await ctx.close();
  },

  // The move list as text, numbered by move.
  async 'the move list copies as text'(browser, url) {
    const { ctx, page } = await newPage(browser, 1024, 800);
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    await startGame(page, url, { game: 'xiangqi', mode: 'local' });
    for (const [i, mv] of ['h3e3', 'h8e8', 'b1c3'].entries()) {
      const [from, to] = points(mv);
      await tap(page, from);
      await tap(page, to);
      await waitMoves(page, i + 1);
    }
    await page.click('[data-testid=copy-moves]');
    await page.waitForFunction(() => document.querySelector('[data-testid=copy-moves]').dataset.l10nId
      && document.querySelector('[data-testid=copy-moves]').textContent !== '');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    const shown = await page.locator('#moves button.mv').allTextContents();
    const want = `1. ${shown[0]} ${shown[1]}\n2. ${shown[2]}`;
    check(text === want, `copied "${text}", want "${want}"`);
    await ctx.close();
  },

  // The server restarts mid-game: the page reconnects by itself and plays on.
  async 'reconnects after a server restart'(browser) {
    const first = await startServer();
    const { ctx, page } = await newPage(browser, 1024, 800);
    let server = first;
    try {
      await startGame(page, first.url, { game: 'xiangqi', mode: 'local' });
      await tap(page, 'h3');
      await tap(page, 'e3');
      await waitMoves(page, 1);
      await first.kill();
      await page.waitForSelector('#turn[data-turn=reconnecting]');
      server = await startServer({ dir: first.dir, port: first.port });
      await page.waitForSelector('#turn[data-turn=turn-side-to-move]', { timeout: 20000 });
      await waitMoves(page, 1);
      // Actions after the resync carry the new state's version and are taken.
      await tap(page, 'h8');
      await tap(page, 'e8');
      await waitMoves(page, 2);
      check((await page.textContent('#play-error')) === '', 'no error after reconnecting');
    } finally {
      await ctx.close();
      server.stop();
    }
  },

  // A move made by the other side slides (not with reduced motion) and
  // sounds (not when muted): counted by wrapping Element.animate and
  // AudioContext.createOscillator.
  async 'moves slide and sound unless asked not to'(browser, url) {
    /** Plays h3e3 against the computer and counts slides and tones until its reply. */
    const play = async (reducedMotion, muted) => {
      const ctx = await browser.newContext({ viewport: { width: 1024, height: 800 }, locale: 'en-US', reducedMotion });
      const page = await ctx.newPage();
      await page.addInitScript(() => {
        window.__slides = 0;
        window.__tones = 0;
        const animate = Element.prototype.animate;
        Element.prototype.animate = function (...args) {
          window.__slides += 1;
          return animate.apply(this, args);
        };
        const osc = AudioContext.prototype.createOscillator;
        AudioContext.prototype.createOscillator = function () {
          window.__tones += 1;
          return osc.call(this);
        };
      });
      await page.goto(url);
      await page.waitForSelector('[data-testid=start]');
      if (muted) await page.click('[data-testid=sound]');
      await startGame(page, url, { game: 'xiangqi', mode: 'computer', side: 'first' });
      await tap(page, 'h3');
      await tap(page, 'e3');
      await waitMoves(page, 2, 20000);
      await page.waitForTimeout(100);
      const counts = await page.evaluate(() => ({ slides: window.__slides, tones: window.__tones }));
      await ctx.close();
      return counts;
    };
    const normal = await play('no-preference', false);
    check(normal.slides === 1 && normal.tones > 0, `the computer's move slides and sounds: ${JSON.stringify(normal)}`);
    const quiet = await play('reduce', true);
    check(quiet.slides === 0 && quiet.tones === 0, `reduced motion and muted: ${JSON.stringify(quiet)}`);
  },

  // Under Fairy-Stockfish's traditional Janggi rules a double pass is a
  // draw: the confirmation says so, from the server's pass_outcome.
  async 'pass confirmation says a draw under traditional rules'(browser, url) {
    const { ctx, page } = await newPage(browser, 1024, 900);
    await page.goto(url);
    await page.click('label:has(input[name=game][value=janggi])');
    await page.click('label:has(input[name=mode][value=local])');
    await page.selectOption('#rules', 'janggitraditional');
    await page.click('[data-testid=start]');
    await page.waitForSelector('#turn[data-turn=turn-side-to-move]');
    await page.click('[data-testid=pass]');
    await waitMoves(page, 1);
    await page.click('[data-testid=pass]');
    await page.waitForSelector('[data-testid=confirm-pass][open]');
    const question = await page.textContent('#pass-question');
    const want = words('en', 'pass-question', { outcome: words('en', 'outcome-draw-double-pass') });
    check(question === want, `"${question}", want "${want}"`);
    await page.click('[data-testid=pass-yes]');
    await page.waitForSelector('[data-testid=game-over][open]');
    check((await page.textContent('#over-reason')) === words('en', 'outcome-draw-double-pass'), 'a draw by double pass');
    check(await page.isHidden('#over-points'), 'no points shown for a draw');
    await page.screenshot({ path: join(shots, 'janggi-traditional-double-pass.png') });
    await ctx.close();
  },
};
