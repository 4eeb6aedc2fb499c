// What the browser tests share: the server, the pages, the board's
// geometry, a UCI engine that suggests the test player's moves.

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { FluentBundle, FluentResource } from '../../web/vendor/fluent-bundle/index.js';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const bin = process.env.PALACE_BIN || join(root, 'target/debug/palace');
export const shots = join(root, 'artifacts/screenshots');
mkdirSync(shots, { recursive: true });

// Board geometry of web/board.js (viewBox 596 x 656, 58 margin, 60 per point).
const VIEW_W = 596;
const MARGIN = 58;
const UNIT = 60;

export function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {any} */ (s.address());
      s.close(() => ok(port));
    });
  });
}

/**
 * Starts `palace serve` with a fresh database (or the given folder's, on
 * the given port: a restart). `stop` kills it and removes the folder,
 * `kill` only kills it.
 * @param {{dir?: string, port?: number}} [at]
 */
export async function startServer(at = {}) {
  const dir = at.dir || mkdtempSync(join(tmpdir(), 'palace-browser-'));
  const port = at.port || (await freePort());
  const child = spawn(bin, ['serve', '--bind', `127.0.0.1:${port}`, '--database', join(dir, 'palace.sqlite3')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // Every page of every test comes from 127.0.0.1: the per-address limits
    // (tested by the server's own hold-up tests) would refuse the suite's games.
    env: {
      ...process.env,
      PALACE_LOG_LEVEL: 'warn',
      PALACE_GAMES_PER_MINUTE: '10000',
      PALACE_MAX_CONNECTIONS_PER_ADDRESS: '10000',
    },
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
  const exited = new Promise((ok) => child.once('exit', ok));
  return {
    url,
    dir,
    port,
    stop: () => {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
    /** Kills the server (SIGTERM: it closes the sockets with 1001 first) and waits for it to end. */
    kill: async (signal = 'SIGTERM') => {
      child.kill(signal);
      await exited;
    },
  };
}

/** Screen position of a board point (`e1`). */
export async function point(page, name, flipped = false) {
  const box = await page.locator('#board svg.board').boundingBox();
  const s = box.width / VIEW_W;
  let f = name.charCodeAt(0) - 97;
  let r = Number(name.slice(1)) - 1;
  if (flipped) {
    f = 8 - f;
    r = 9 - r;
  }
  return { x: box.x + (MARGIN + f * UNIT) * s, y: box.y + (MARGIN + (9 - r) * UNIT) * s };
}

export async function tap(page, name, flipped) {
  const p = await point(page, name, flipped);
  await page.mouse.click(p.x, p.y);
}

export async function drag(page, from, to, flipped) {
  const a = await point(page, from, flipped);
  const b = await point(page, to, flipped);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

export async function moveCount(page) {
  return page.locator('#moves button.mv').count();
}

/** Waits until the move list has exactly `n` moves. */
export async function waitMoves(page, n, timeout = 10000) {
  await page.waitForFunction((want) => document.querySelectorAll('#moves button.mv').length === want, n, {
    timeout,
  });
}

/** The game's state from the API, as any client could read it. */
export async function gameState(url, page) {
  const id = new URL(page.url()).pathname.split('/').pop();
  const res = await fetch(`${url}/api/games/${id}`);
  return res.json();
}

/** A `palace uci` process that suggests the test player's moves. */
export function engine() {
  const child = spawn(bin, ['uci'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  /** @type {((line: string) => void)[]} */
  const waiting = [];
  lines.on('line', (l) => {
    if (l.startsWith('bestmove') && waiting.length) waiting.shift()(l.split(' ')[1]);
  });
  return {
    /** @returns {Promise<string>} */
    best(rules, fen, ms = 100) {
      child.stdin.write(`setoption name UCI_Variant value ${rules}\nposition fen ${fen}\ngo movetime ${ms}\n`);
      return new Promise((ok) => waiting.push(ok));
    },
    quit() {
      child.stdin.end('quit\n');
    },
  };
}

/** Splits a coordinate move into its points. */
export function points(move) {
  const m = /^([a-i]\d+)([a-i]\d+)$/.exec(move);
  if (!m) throw new Error(`not a move: ${move}`);
  return [m[1], m[2]];
}

/** Chooses a Janggi setup on the setup screen. */
export async function chooseSetup(page, name) {
  await page.click(`#setup-options button[data-setup="${name}"]`);
}

export function check(cond, what) {
  if (!cond) throw new Error(what);
}

/** Script errors of every page, checked after each test. */
export const pageErrors = [];

export async function newPage(browser, width, height, locale = 'en-US') {
  const ctx = await browser.newContext({ viewport: { width, height }, locale });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  return { ctx, page };
}

export async function startGame(page, url, { game, mode, side }) {
  await page.goto(url);
  await page.click(`label:has(input[name=game][value=${game}])`);
  await page.click(`label:has(input[name=mode][value=${mode}])`);
  if (side) await page.click(`label:has(input[name=side][value=${side}])`);
  await page.click('button[type=submit]');
  await page.waitForSelector('#board svg.board g.piece', { state: 'attached' });
  await page.waitForSelector('#turn[data-turn]:not([data-turn=connecting])');
}

/** @type {Map<string, FluentBundle>} */
const bundles = new Map();

/**
 * A message of a catalogue, as the page should show it.
 * @param {string} lang
 * @param {string} id
 * @param {Record<string, string|number>} [args]
 */
export function words(lang, id, args) {
  let b = bundles.get(lang);
  if (!b) {
    b = new FluentBundle(lang, { useIsolating: ['ar', 'fa', 'he'].includes(lang) });
    b.addResource(new FluentResource(readFileSync(join(root, 'web/locales', `${lang}.ftl`), 'utf8')));
    bundles.set(lang, b);
  }
  const msg = b.getMessage(id);
  check(msg && msg.value, `${lang} has ${id}`);
  return b.formatPattern(msg.value, args);
}
