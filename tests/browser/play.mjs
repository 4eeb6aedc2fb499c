// Plays Palace in a real browser: starts `palace serve` on a free port
// with a fresh database, drives Debian's Chromium with playwright-core, and
// saves screenshots under artifacts/screenshots/.
//
//   cargo build && (cd tests/browser && npm install && npm test)
//
// PALACE_BIN (default target/debug/palace) and CHROMIUM (default
// /usr/bin/chromium) choose the programs. Prints "N passed, N failed".

import { chromium } from 'playwright-core';
import { check, pageErrors, startServer } from './harness.mjs';
import { games } from './games.mjs';
import { everyPlayer } from './every-player.mjs';
import { languages } from './languages.mjs';
import { study } from './study.mjs';
import { lessons } from './lessons.mjs';
import { online } from './online.mjs';
import { rulesEmbed } from './rules-embed.mjs';
import { analysis } from './analysis.mjs';

const tests = { ...games, ...everyPlayer, ...languages, ...study, ...lessons, ...online, ...rulesEmbed, ...analysis };
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
});
let passed = 0;
let failed = 0;
try {
  // PALACE_TESTS=word runs only the tests whose name contains it.
  const only = process.env.PALACE_TESTS || '';
  for (const [name, run] of Object.entries(tests)) {
    if (!name.includes(only)) continue;
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
