// Online play in the browser: accounts through the header's dialog, two
// players meeting in the lobby for a rated game with a clock, a third
// watching and chatting with the spectators, both profiles' ratings and
// charts afterwards, the live list, the archive's replay and downloads.
// Elements are found by role or data-testid, words through the catalogue.

import { join } from 'node:path';
import { check, newPage, shots, startServer, tap, waitMoves, words } from './harness.mjs';
import { smallControls } from './every-player.mjs';

const PASSWORD = 'correct horse 1';

/** A name no earlier test of this server run has taken. @param {string} base */
function fresh(base) {
  return `${base}${Date.now().toString(36).slice(-6)}`;
}

/** Registers through the header's dialog and waits for the header to say who is in. */
async function register(page, url, name) {
  await page.goto(url);
  await page.getByTestId('login-open').click();
  await page.getByTestId('account-username').fill(name);
  await page.getByTestId('account-password').fill(PASSWORD);
  await page.getByTestId('account-register').click();
  await page.getByTestId('account-name').filter({ hasText: name }).waitFor();
}

/** The lobby's seek row of a player. */
function seekOf(page, name) {
  return page.getByTestId('seek').filter({ hasText: name });
}

export const online = {
  async 'online: a rated game from the lobby, watched, chatted, rated'(browser, url) {
    const alice = fresh('alice');
    const bob = fresh('bob');
    const carol = fresh('carol');
    const a = await newPage(browser, 1280, 800);
    const b = await newPage(browser, 390, 844);
    const c = await newPage(browser, 1024, 768);
    await register(a.page, url, alice);
    await register(b.page, url, bob);
    await register(c.page, url, carol);

    // The start screen's live counts, and the way to the lobby.
    await a.page.goto(url);
    await a.page.waitForFunction(() => Number(document.getElementById('online-counts')?.dataset.online) >= 1);
    await a.page.getByTestId('open-lobby').click();
    await a.page.getByTestId('lobby').waitFor();
    await b.page.goto(`${url}/lobby`);
    await b.page.getByTestId('lobby').waitFor();

    // Alice seeks a rated Xiangqi game with byo-yomi: no main time, one period of 8 s.
    await a.page.getByTestId('seek-game').selectOption('xiangqi');
    await a.page.getByTestId('seek-clock').selectOption('byoyomi');
    await a.page.getByTestId('seek-main').fill('0');
    await a.page.getByTestId('seek-periods').fill('1');
    await a.page.getByTestId('seek-period').fill('8');
    await a.page.getByTestId('seek-side').selectOption('first');
    await a.page.getByTestId('seek-rated').check();
    await a.page.getByTestId('seek-create').click();
    await seekOf(a.page, alice).getByTestId('seek-cancel').waitFor();
    // Bob's lobby shows it live, with Alice's provisional rating.
    const row = seekOf(b.page, alice);
    await row.waitFor();
    const rowText = await row.textContent();
    check(rowText.includes('1500?'), `the seek shows a provisional rating: ${rowText}`);
    await b.page.screenshot({ path: join(shots, 'lobby-phone.png') });
    await row.getByTestId('seek-accept').click();

    // Both are in the game: Alice Red (first), Bob Black; the clocks show.
    await a.page.waitForURL(/\/play\/[a-z2-9]{12}$/);
    await b.page.waitForURL(/\/play\/[a-z2-9]{12}$/);
    check(a.page.url() === b.page.url(), 'both players are in one game');
    for (const p of [a.page, b.page]) {
      await p.waitForSelector('#board svg.board g.piece', { state: 'attached' });
      await p.getByTestId('clock-0').waitFor();
      await p.getByTestId('clock-1').waitFor();
    }
    const periods = await a.page.getByTestId('periods-0').textContent();
    check(periods.includes('1') && periods.includes('8'), `byo-yomi periods shown: ${periods}`);
    check(await a.page.locator('a.player-name', { hasText: bob }).isVisible(), "Bob's name links to his profile");
    check(await b.page.getByTestId('offer-draw').isHidden(), 'Xiangqi has no draw offers');
    check(await b.page.getByTestId('ask-takeback').isHidden(), 'a rated game has no takebacks');
    check(await a.page.getByTestId('abort').isVisible(), 'aborting is offered before two plies');

    // Carol finds the game among the live games and watches.
    await c.page.goto(`${url}/live`);
    const listed = c.page.getByTestId('live-game').filter({ hasText: alice });
    await listed.waitFor();
    check((await listed.textContent()).includes(bob), 'the live list names both players');
    check((await listed.getByTestId('live-clock-0').textContent()) === '8.0', 'the live list shows the clocks');
    await listed.getByTestId('live-watch').click();
    await c.page.waitForURL(a.page.url());
    await c.page.waitForSelector('#board svg.board g.piece', { state: 'attached' });
    // Players and the watcher see one spectator.
    for (const p of [a.page, c.page]) {
      await p.locator('[data-testid=spectators][data-count="1"]').waitFor();
    }

    // The spectators' chat: Carol's words reach watchers, not the players.
    await c.page.getByTestId('chat-text').fill('what a game');
    await c.page.getByTestId('chat-send').click();
    await c.page.getByTestId('chat-line').filter({ hasText: 'what a game' }).waitFor();
    check(await a.page.getByTestId('chat-tab-spectators').isHidden(), 'players do not see the spectators chat while playing');
    // The players' chat, shown as text (never HTML), read by the watcher too.
    await a.page.getByTestId('chat-text').fill('<b>good luck</b>');
    await a.page.getByTestId('chat-send').click();
    await b.page.getByTestId('chat-line').filter({ hasText: '<b>good luck</b>' }).waitFor();
    check((await b.page.locator('#chat-lines b').count()) === 0, 'a chat message is not read as HTML');
    await c.page.getByTestId('chat-tab-players').click();
    await c.page.getByTestId('chat-line').filter({ hasText: '<b>good luck</b>' }).waitFor();
    check(
      (await a.page.getByTestId('chat-line').filter({ hasText: 'what a game' }).count()) === 0,
      'the spectators chat never reached a player',
    );

    // Moves: the first is untimed, then the clock of the side to move runs.
    await tap(a.page, 'b3');
    await tap(a.page, 'b5');
    await waitMoves(b.page, 1);
    await tap(b.page, 'a7', true);
    await tap(b.page, 'a6', true);
    await waitMoves(a.page, 2);
    await tap(a.page, 'h3');
    await tap(a.page, 'h5');
    await waitMoves(a.page, 3);
    // Black's clock runs down on both screens, warning of low time.
    const running = a.page.locator('[data-testid=clock-1].running');
    await running.waitFor();
    const t0 = Number(await running.getAttribute('data-ms'));
    await a.page.waitForTimeout(1200);
    const t1 = Number(await running.getAttribute('data-ms'));
    check(t1 < t0 - 700, `the running clock ticks: ${t0} then ${t1}`);
    check(await b.page.locator('[data-testid=clock-1].running.low').isVisible(), "Bob sees his own clock run low");
    await a.page.screenshot({ path: join(shots, 'online-clocks.png') });

    // Bob lets his time run out: Red wins on time, for both.
    const onTime = words('en', 'outcome-win-timeout', { side: words('en', 'side-red') });
    for (const p of [a.page, b.page]) {
      await p.waitForSelector('#game-over[open]', { timeout: 15000 });
      const reason = await p.getByTestId('over-reason').textContent();
      check(reason === onTime, `game over says "${reason}"`);
      await p.locator('#over-close').click();
    }
    // After the game the players may read the spectators' chat.
    await c.page.waitForSelector('#game-over[open]');
    await c.page.locator('#over-close').click();
    await c.page.getByTestId('chat-tab-spectators').click();
    await c.page.getByTestId('chat-text').fill('well played');
    await c.page.getByTestId('chat-send').click();
    await a.page.getByTestId('chat-tab-spectators').click();
    await a.page.getByTestId('chat-line').filter({ hasText: 'well played' }).waitFor();
    check(await a.page.getByTestId('chat-form').isHidden(), 'a player does not write in the spectators chat');
    check(await a.page.getByTestId('download-pgn').isVisible(), 'the finished game downloads as PGN');
    check(await a.page.getByTestId('rematch').isVisible(), 'a rematch is offered');

    // Both profiles show the changed ratings and a chart of one point.
    await a.page.getByTestId('account-name').click();
    await a.page.getByTestId('profile').waitFor();
    const mine = a.page.getByTestId('rating-value-xiangqi');
    await mine.waitFor();
    check(Number(await mine.getAttribute('data-rating')) > 1500, "the winner's rating rose");
    check((await mine.textContent()).endsWith('?'), 'still provisional after one game');
    check((await a.page.locator('[data-testid=rating-chart-xiangqi] circle').count()) === 1, 'the chart has the game');
    await a.page.screenshot({ path: join(shots, 'profile.png') });
    await b.page.goto(`${url}/players/${bob}`);
    const his = b.page.getByTestId('rating-value-xiangqi');
    await his.waitFor();
    check(Number(await his.getAttribute('data-rating')) < 1500, "the loser's rating fell");
    await b.page.getByTestId('profile-game').first().waitFor();

    // The archive: the game from the profile, replayed move by move.
    await b.page.getByTestId('profile-game').first().locator('a').click();
    await waitMoves(b.page, 3);
    await b.page.waitForSelector('#game-over[open]');
    await b.page.locator('#over-close').click();
    await b.page.locator('#moves button.mv').first().click();
    await b.page.locator('#review:not([hidden])').waitFor();
    check((await b.page.getByTestId('over-reason').textContent()) === onTime, 'the archive says how it ended');
    const pgn = await (await fetch(`${url}${await b.page.getByTestId('download-pgn').getAttribute('href')}`)).text();
    check(pgn.includes('[Result "1-0"]') && pgn.includes(alice), 'the PGN download has the result and players');

    // The leaderboard lists both.
    await c.page.goto(`${url}/leaderboard/xiangqi`);
    await c.page.getByTestId('leaderboard-row').filter({ hasText: alice }).waitFor();
    await c.page.getByTestId('leaderboard-row').filter({ hasText: bob }).waitFor();
    for (const x of [a, b, c]) await x.ctx.close();
  },

  async 'online: login refusals are said in words'(browser, url) {
    const { ctx, page } = await newPage(browser, 360, 740);
    const name = fresh('dave');
    await register(page, url, name);
    await page.getByTestId('logout').click();
    await page.getByTestId('login-open').waitFor();
    await page.getByTestId('login-open').click();
    await page.getByTestId('account-username').fill(name);
    await page.getByTestId('account-password').fill('not the password');
    await page.getByTestId('account-login').click();
    const error = page.getByTestId('account-error');
    await error.filter({ hasText: words('en', 'account-error-wrong-credentials') }).waitFor();
    check(await page.getByTestId('account-name').isHidden(), 'not logged in');
    // Registering a taken name, in any letter case.
    await page.getByTestId('account-username').fill(name.toUpperCase());
    await page.getByTestId('account-password').fill(PASSWORD);
    await page.getByTestId('account-register').click();
    await error.filter({ hasText: words('en', 'account-error-username-taken') }).waitFor();
    // The right password logs in.
    await page.getByTestId('account-username').fill(name);
    await page.getByTestId('account-login').click();
    await page.getByTestId('account-name').filter({ hasText: name }).waitFor();
    // A guest's rated seek is refused in words; the lobby stays empty of it.
    await page.getByTestId('logout').click();
    await page.getByTestId('login-open').waitFor();
    await page.goto(`${url}/lobby`);
    await page.getByTestId('seek-rated').check();
    await page.getByTestId('seek-create').click();
    await page.getByTestId('seek-error').filter({ hasText: words('en', 'lobby-error-rated-needs-account') }).waitFor();
    await ctx.close();
  },

  async 'online: a casual game between guests: takeback, draw offer, a player gone, abort'(browser, url) {
    const a = await newPage(browser, 1024, 768);
    const b = await newPage(browser, 360, 740);
    await a.page.goto(`${url}/lobby`);
    await b.page.goto(`${url}/lobby`);
    // A seek cancelled by its guest creator leaves the other lobby too.
    await a.page.getByTestId('seek-create').click();
    const gone = a.page.locator('[data-testid=seek].own');
    await gone.waitFor();
    const goneId = await gone.getAttribute('data-offer');
    await b.page.locator(`[data-testid=seek][data-offer="${goneId}"]`).waitFor();
    await gone.getByTestId('seek-cancel').click();
    await b.page.locator(`[data-testid=seek][data-offer="${goneId}"]`).waitFor({ state: 'detached' });
    await gone.waitFor({ state: 'detached' });
    // A Janggi game under the strict rules (which have draws by agreement), untimed.
    await a.page.getByTestId('seek-game').selectOption('janggi');
    await a.page.getByTestId('seek-rules').selectOption('janggi-strict');
    await a.page.getByTestId('seek-clock').selectOption('none');
    await a.page.getByTestId('seek-side').selectOption('first');
    await a.page.getByTestId('seek-create').click();
    const mine = a.page.locator('[data-testid=seek].own');
    await mine.waitFor();
    const id = await mine.getAttribute('data-offer');
    await b.page.locator(`[data-testid=seek][data-offer="${id}"]`).getByTestId('seek-accept').click();
    for (const p of [a.page, b.page]) {
      await p.waitForURL(/\/play\/[a-z2-9]{12}$/);
      await p.waitForSelector('#board svg.board g.piece', { state: 'attached' });
    }
    check(await a.page.locator('#clocks').isHidden(), 'an untimed game shows no clocks');
    await tap(a.page, 'a1');
    await tap(a.page, 'a2');
    await waitMoves(b.page, 1);
    // A takeback, asked and accepted.
    await a.page.getByTestId('ask-takeback').click();
    await b.page.locator('[data-testid=offer][data-offer=takeback]').waitFor();
    await b.page.getByTestId('offer-accept').click();
    await waitMoves(a.page, 0);
    await tap(a.page, 'a1');
    await tap(a.page, 'a2');
    await waitMoves(b.page, 1);
    // A draw, offered and declined.
    await b.page.getByTestId('offer-draw').click();
    await a.page.locator('[data-testid=offer][data-offer=draw]').waitFor();
    const offer = await a.page.locator('#offer-text').textContent();
    check(offer === words('en', 'offer-draw-from', { side: words('en', 'side-han') }), `the offer says who: ${offer}`);
    await a.page.getByTestId('offer-decline').click();
    await a.page.getByTestId('offer').waitFor({ state: 'hidden' });
    // The opponent leaves: a countdown to a claim (the server's 60 s grace).
    await b.ctx.close();
    const grace = a.page.getByTestId('grace');
    await grace.waitFor({ timeout: 15000 });
    const seconds = Number(await grace.getAttribute('data-seconds'));
    check(seconds > 0 && seconds <= 60, `the grace countdown runs: ${seconds} s`);
    check(await a.page.getByTestId('claim-win').isHidden(), 'no claim before the grace period ends');
    // Within the first two plies the game may still be aborted: no result.
    await a.page.getByTestId('abort').click();
    await a.page.waitForSelector('#game-over[open]');
    check((await a.page.getByTestId('over-reason').textContent()) === words('en', 'outcome-aborted'), 'aborted');
    // A Janggi game downloads as GIB too.
    const gib = await fetch(`${url}${await a.page.getByTestId('download-gib').getAttribute('href')}`);
    check(gib.ok && (await a.page.getByTestId('download-gib').isVisible()), `the GIB download: ${gib.status}`);
    await a.ctx.close();
  },

  // A challenge by name, declined then accepted, on phones in Arabic (right to left).
  async 'online: a challenge by name, on phones, right to left'(browser, url) {
    const alice = fresh('ali');
    const bob = fresh('bader');
    const a = await newPage(browser, 360, 740, 'ar');
    const b = await newPage(browser, 360, 740, 'ar');
    await register(a.page, url, alice);
    await register(b.page, url, bob);
    await a.page.goto(`${url}/lobby`);
    await b.page.goto(`${url}/lobby`);
    check((await a.page.evaluate(() => document.documentElement.dir)) === 'rtl', 'Arabic reads right to left');
    // A name that does not exist is refused in words.
    await a.page.getByTestId('seek-to').fill('nobody-at-all');
    await a.page.getByTestId('challenge-send').click();
    await a.page.getByTestId('seek-error').filter({ hasText: words('ar', 'lobby-error-unknown-player') }).waitFor();
    await a.page.getByTestId('seek-to').fill(bob);
    await a.page.getByTestId('challenge-send').click();
    await a.page.getByTestId('challenge-withdraw').waitFor();
    const challenge = b.page.getByTestId('challenge');
    await challenge.waitFor();
    check((await challenge.textContent()).includes(words('ar', 'lobby-challenge-from', { name: alice })), 'Bob sees who challenges');
    // Nothing sticks out of a phone's width, and every control is a finger's size.
    for (const p of [a.page, b.page]) {
      const wide = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      check(wide <= 0, `the lobby fits a phone (${wide} px too wide)`);
      const small = await smallControls(p);
      check(small.length === 0, `small controls: ${small.join(', ')}`);
    }
    await b.page.screenshot({ path: join(shots, 'lobby-challenge-ar.png'), fullPage: true });
    await b.page.getByTestId('challenge-decline').click();
    await a.page.getByTestId('challenge').waitFor({ state: 'detached' });
    // Again, accepted: both are in the game.
    await a.page.getByTestId('challenge-send').click();
    await b.page.getByTestId('challenge-accept').click();
    for (const p of [a.page, b.page]) {
      await p.waitForURL(/\/play\/[a-z2-9]{12}$/);
      await p.waitForSelector('#board svg.board g.piece', { state: 'attached' });
    }
    check(a.page.url() === b.page.url(), 'one game for both');
    const wide = await a.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    check(wide <= 0, `the online game fits a phone (${wide} px too wide)`);
    // Alice resigns; both ask for a rematch from the game-over dialog: a new game, colours swapped.
    const first = a.page.url();
    const before = await (await fetch(`${url}/api/games/${first.split('/').pop()}`)).json();
    await a.page.getByTestId('resign').click();
    await a.page.getByTestId('resign-yes').click();
    for (const p of [a.page, b.page]) {
      await p.waitForSelector('#game-over[open]');
      await p.getByTestId('play-again').click();
    }
    for (const p of [a.page, b.page]) await p.waitForURL((u) => /\/play\/[a-z2-9]{12}$/.test(u.pathname) && u.href !== first);
    check(a.page.url() === b.page.url(), 'the rematch is one game for both');
    const after = await (await fetch(`${url}/api/games/${a.page.url().split('/').pop()}`)).json();
    check(after.players.red === before.players.black && after.players.black === before.players.red, 'colours swapped');
    // The profile, right to left on a phone.
    await a.page.goto(`${url}/players/${alice}`);
    await a.page.getByTestId('rating-value-xiangqi').waitFor();
    const profileWide = await a.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    check(profileWide <= 0, `the profile fits a phone (${profileWide} px too wide)`);
    for (const x of [a, b]) await x.ctx.close();
  },

  // On a server of its own with a 2 s grace period: the opponent gone, the
  // countdown runs out and the win is claimed.
  async 'online: a game left past the grace period is claimed'(browser) {
    const saved = process.env.PALACE_ABANDON_GRACE;
    process.env.PALACE_ABANDON_GRACE = '2';
    const server = await startServer();
    if (saved === undefined) delete process.env.PALACE_ABANDON_GRACE;
    else process.env.PALACE_ABANDON_GRACE = saved;
    try {
      const a = await newPage(browser, 1024, 768);
      const b = await newPage(browser, 1024, 768);
      await a.page.goto(`${server.url}/lobby`);
      await b.page.goto(`${server.url}/lobby`);
      await a.page.getByTestId('seek-side').selectOption('first');
      await a.page.getByTestId('seek-create').click();
      const mine = a.page.locator('[data-testid=seek].own');
      await mine.waitFor();
      const id = await mine.getAttribute('data-offer');
      await b.page.locator(`[data-testid=seek][data-offer="${id}"]`).getByTestId('seek-accept').click();
      for (const p of [a.page, b.page]) await p.waitForSelector('#board svg.board g.piece', { state: 'attached' });
      await tap(a.page, 'b3');
      await tap(a.page, 'b5');
      await waitMoves(b.page, 1);
      await b.ctx.close();
      await a.page.getByTestId('grace').waitFor();
      await a.page.getByTestId('claim-win').waitFor({ timeout: 10000 });
      check((await a.page.getByTestId('grace').textContent()) === words('en', 'grace-over'), 'the countdown ran out');
      await a.page.getByTestId('claim-win').click();
      await a.page.waitForSelector('#game-over[open]');
      const reason = await a.page.getByTestId('over-reason').textContent();
      check(reason === words('en', 'outcome-win-abandonment', { side: words('en', 'side-red') }), `claimed: ${reason}`);
      await a.ctx.close();
    } finally {
      server.stop();
    }
  },
};
