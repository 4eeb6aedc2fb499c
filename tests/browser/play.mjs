// Plays Palace by clicking in a real browser: starts `palace serve` on a
// free port with a fresh database, drives Debian's Chromium with
// playwright-core, and saves screenshots under artifacts/screenshots/.
//
//   cargo build && (cd tests/browser && npm install && npm test)
//
// PALACE_BIN (default target/debug/palace) and CHROMIUM (default
// /usr/bin/chromium) choose the programs. Prints "N passed, N failed".

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const bin = process.env.PALACE_BIN || join(root, 'target/debug/palace');
const shots = join(root, 'artifacts/screenshots');
mkdirSync(shots, { recursive: true });

// Board geometry of web/board.js (viewBox 596 x 656, 58 margin, 60 per point).
const VIEW_W = 596;
const MARGIN = 58;
const UNIT = 60;

function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {any} */ (s.address());
      s.close(() => ok(port));
    });
  });
}

async function startServer() {
  const dir = mkdtempSync(join(tmpdir(), 'palace-browser-'));
  const port = await freePort();
  const child = spawn(bin, ['serve', '--bind', `127.0.0.1:${port}`, '--database', join(dir, 'palace.sqlite3')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PALACE_LOG_LEVEL: 'warn' },
  });
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error('palace serve did not start')), 15000);
    lines.on('line', (l) => {
      const m = /Palace is listening on (http:\/\/\S+)/.exec(l);
      if (m) {
        clearTimeout(timer);
        ok(m[1]);
      }
    });
    child.once('exit', (code) => fail(new Error(`palace serve exited with ${code}`)));
  });
  return { url, stop: () => { child.kill('SIGKILL'); rmSync(dir, { recursive: true, force: true }); } };
}

/** Screen position of a board point (`e1`). */
async function point(page, name, flipped = false) {
  const box = await page.locator('svg.board').boundingBox();
  const s = box.width / VIEW_W;
  let f = name.charCodeAt(0) - 97;
  let r = Number(name.slice(1)) - 1;
  if (flipped) {
    f = 8 - f;
    r = 9 - r;
  }
  return { x: box.x + (MARGIN + f * UNIT) * s, y: box.y + (MARGIN + (9 - r) * UNIT) * s };
}

async function tap(page, name, flipped) {
  const p = await point(page, name, flipped);
  await page.mouse.click(p.x, p.y);
}

async function drag(page, from, to, flipped) {
  const a = await point(page, from, flipped);
  const b = await point(page, to, flipped);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

async function moveCount(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#moves li')].reduce(
      (n, li) => n + li.textContent.trim().split(/\s+/).filter((w) => w && w !== '…').length,
      0,
    ),
  );
}

async function waitMoves(page, n) {
  await page.waitForFunction(
    (want) =>
      [...document.querySelectorAll('#moves li')].reduce(
        (k, li) => k + li.textContent.trim().split(/\s+/).filter((w) => w && w !== '…').length,
        0,
      ) >= want,
    n,
    { timeout: 10000 },
  );
}

function check(cond, what) {
  if (!cond) throw new Error(what);
}

/** Script errors of every page, checked after each test. */
const pageErrors = [];

async function newPage(browser, width, height) {
  const ctx = await browser.newContext({ viewport: { width, height } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  return { ctx, page };
}

async function startGame(page, url, { game, mode, side }) {
  await page.goto(url);
  await page.click(`label:has(input[name=game][value=${game}])`);
  await page.click(`label:has(input[name=mode][value=${mode}])`);
  if (side) await page.click(`label:has(input[name=side][value=${side}])`);
  await page.click('button[type=submit]');
  await page.waitForSelector('svg.board g.piece');
  await page.waitForFunction(() => !document.getElementById('turn').textContent.startsWith('Connecting'));
}

const tests = {
  // Two players on one device, Xiangqi: taps, a drag, an illegal drop, mate.
  async 'xiangqi on one device to checkmate'(browser, url) {
    const { ctx, page } = await newPage(browser, 1280, 800);
    await startGame(page, url, { game: 'xiangqi', mode: 'local' });
    await page.screenshot({ path: join(shots, 'xiangqi-start.png') });
    await tap(page, 'b3');
    check((await page.locator('circle.dot').count()) > 0, 'tapping a cannon shows its destinations');
    await page.screenshot({ path: join(shots, 'xiangqi-selected.png') });
    await tap(page, 'b5');
    await waitMoves(page, 1);
    // An illegal drop snaps back and sends nothing.
    await drag(page, 'a7', 'a3');
    await page.waitForTimeout(300);
    check((await moveCount(page)) === 1, 'an illegal drop is not played');
    await drag(page, 'a7', 'a6');
    await waitMoves(page, 2);
    await tap(page, 'b5');
    await tap(page, 'c5');
    await waitMoves(page, 3);
    await tap(page, 'f10');
    await tap(page, 'e9');
    await waitMoves(page, 4);
    await tap(page, 'c5');
    check((await page.locator('circle.capture').count()) > 0, 'a capture is offered as a ring');
    await tap(page, 'c10');
    await page.waitForSelector('#game-over[open]');
    const reason = await page.textContent('#over-reason');
    check(reason.includes('Red wins by checkmate'), `game over says "${reason}"`);
    await page.screenshot({ path: join(shots, 'xiangqi-checkmate.png') });
    // A reload continues the game where it was.
    await page.reload();
    await page.waitForSelector('#game-over[open]');
    check((await moveCount(page)) === 5, 'a reload shows every move');
    await ctx.close();
  },

  // Against the computer on a 360 px screen, Janggi, playing Han.
  async 'janggi against the computer at 360 px'(browser, url) {
    const { ctx, page } = await newPage(browser, 360, 740);
    await startGame(page, url, { game: 'janggi', mode: 'computer', side: 'second' });
    await waitMoves(page, 1);
    const turn = await page.textContent('#turn');
    check(turn.includes('Your turn'), `turn says "${turn}"`);
    check(!(await page.isDisabled('#pass')), 'Han may pass');
    // Han at the bottom: the board is turned.
    await tap(page, 'a7', true);
    await tap(page, 'b7', true);
    await waitMoves(page, 3);
    await page.screenshot({ path: join(shots, 'janggi-computer-360.png'), fullPage: true });
    await page.selectOption('#pieceset', 'pictures');
    await page.screenshot({ path: join(shots, 'janggi-pictures-360.png'), fullPage: true });
    await page.click('#resign');
    await page.click('#resign-yes');
    await page.waitForSelector('#game-over[open]');
    const title = await page.textContent('#over-title');
    check(title === 'You lost', `game over title "${title}"`);
    check((await page.textContent('#over-score')).includes('0 won, 1 lost'), 'the score is kept');
    await page.screenshot({ path: join(shots, 'janggi-resigned-360.png') });
    await ctx.close();
  },

  // A friend joins through the invite link; a third visitor watches.
  async 'friend game through an invite link'(browser, url) {
    const a = await newPage(browser, 1024, 768);
    await startGame(a.page, url, { game: 'janggi', mode: 'friend', side: 'first' });
    const link = await a.page.inputValue('#invite-link');
    check(link.includes('#invite='), `invite link ${link}`);
    await a.page.screenshot({ path: join(shots, 'friend-invite.png') });
    const b = await newPage(browser, 390, 800);
    await b.page.goto(link);
    await b.page.waitForSelector('svg.board g.piece');
    await b.page.waitForFunction(() => document.getElementById('players').textContent.includes('Han: you'));
    await tap(a.page, 'a4');
    await tap(a.page, 'b4');
    await waitMoves(b.page, 1);
    await tap(b.page, 'i7', true);
    await tap(b.page, 'h7', true);
    await waitMoves(a.page, 2);
    const c = await newPage(browser, 800, 700);
    await c.page.goto(link);
    await c.page.waitForSelector('svg.board g.piece');
    await c.page.waitForFunction(() => document.getElementById('notice').textContent.includes('watching'));
    await a.page.waitForFunction(() => document.getElementById('players').textContent.includes('1 watching'));
    await b.page.screenshot({ path: join(shots, 'friend-han-390.png'), fullPage: true });
    await c.page.screenshot({ path: join(shots, 'friend-spectator.png') });
    for (const x of [a, b, c]) await x.ctx.close();
  },
};

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
});
let passed = 0;
let failed = 0;
try {
  for (const [name, run] of Object.entries(tests)) {
    const t0 = Date.now();
    try {
      pageErrors.length = 0;
      await run(browser, server.url);
      check(pageErrors.length === 0, `script errors in the page: ${pageErrors.join('; ')}`);
      passed += 1;
      console.log(`ok   ${name} (${Date.now() - t0} ms)`);
    } catch (e) {
      failed += 1;
      console.log(`FAIL ${name}: ${e instanceof Error ? e.stack : e}`);
    }
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
