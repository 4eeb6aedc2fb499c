// Playing Palace in the browser: two players on one device, against the
// computer, with a friend through an invite link; takebacks, reloads, the
// move list, the Janggi setup and passes. English pages (locale en-US).

import { join } from 'node:path';
import {
  chooseSetup, check, drag, engine, gameState, moveCount, newPage, points, shots, startGame, tap, waitMoves,
} from './harness.mjs';

export const games = {
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
    const kept = await page.textContent('#over-score');
    check(kept.includes('Red won 1'), `two-player score "${kept}"`);
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
    // Han chooses first: four small boards; then the computer (Cho) chooses and moves.
    await page.waitForSelector('#setup-options button[data-setup]');
    check((await page.locator('#setup-options button[data-setup]').count()) === 4, 'four setups offered');
    // All four and the status fit on the phone's screen.
    const fit = await page.evaluate(() => {
      const last = [...document.querySelectorAll('#setup-options button')].pop().getBoundingClientRect();
      const turn = document.getElementById('turn').getBoundingClientRect();
      return { bottom: last.bottom, turnTop: turn.top, scrollY: window.scrollY };
    });
    check(fit.bottom <= 740 && fit.turnTop >= 0 && fit.scrollY === 0, `setup choice fits: ${JSON.stringify(fit)}`);
    await page.screenshot({ path: join(shots, 'janggi-setup-360.png'), fullPage: true });
    await chooseSetup(page, 'sang-ma-ma-sang');
    await waitMoves(page, 1);
    const st = await gameState(url, page);
    check(st.arrangements.han === 'sang-ma-ma-sang', `Han's setup is ${JSON.stringify(st.arrangements)}`);
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
    await b.page.waitForSelector('#board svg.board g.piece', { state: 'attached' });
    await b.page.waitForFunction(() => document.getElementById('players').textContent.includes('Han: you'));
    // Han (the friend) chooses first; Cho waits, then sees Han's choice.
    await a.page.waitForFunction(() => document.getElementById('turn').textContent.includes('Waiting for Han'));
    await chooseSetup(b.page, 'ma-sang-ma-sang');
    await a.page.waitForSelector('#setup-options button[data-setup]');
    const info = await a.page.textContent('#setup-info');
    check(info.includes('Han chose'), `Cho sees "${info}"`);
    await chooseSetup(a.page, 'sang-ma-sang-ma');
    await a.page.waitForFunction(() => document.getElementById('turn').textContent.includes('Your turn'));
    await tap(a.page, 'a4');
    await tap(a.page, 'b4');
    await waitMoves(b.page, 1);
    await tap(b.page, 'i7', true);
    await tap(b.page, 'h7', true);
    await waitMoves(a.page, 2);
    const c = await newPage(browser, 800, 700);
    await c.page.goto(link);
    await c.page.waitForSelector('#board svg.board g.piece', { state: 'attached' });
    await c.page.waitForFunction(() => document.getElementById('notice').textContent.includes('watching'));
    await a.page.waitForFunction(() => document.getElementById('players').textContent.includes('1 watching'));
    await b.page.screenshot({ path: join(shots, 'friend-han-390.png'), fullPage: true });
    await c.page.screenshot({ path: join(shots, 'friend-spectator.png') });
    for (const x of [a, b, c]) await x.ctx.close();
  },

  // Level 1 played to the end by clicking; the test player's moves come
  // from a short search of `palace uci`.
  async 'full game against the computer at level 1'(browser, url) {
    const { ctx, page } = await newPage(browser, 1280, 800);
    await page.goto(url);
    await page.click('label:has(input[name=game][value=xiangqi])');
    await page.click('label:has(input[name=mode][value=computer])');
    await page.click('label:has(input[name=quick][value="1"])');
    await page.click('label:has(input[name=side][value=first])');
    await page.screenshot({ path: join(shots, 'start-screen.png'), fullPage: true });
    await page.click('button[type=submit]');
    await page.waitForSelector('#board svg.board g.piece', { state: 'attached' });
    const uci = engine();
    try {
      for (let ply = 0; ; ply += 2) {
        check(ply < 400, 'the game ends within 200 moves');
        await page.waitForFunction(
          () => document.getElementById('turn').textContent.startsWith('Your turn') || document.getElementById('game-over').open,
          null,
          { timeout: 20000 },
        );
        if (await page.evaluate(() => document.getElementById('game-over').open)) break;
        const st = await gameState(url, page);
        const mv = await uci.best(st.rules, st.fen);
        check(st.legal_moves.includes(mv), `engine move ${mv} is legal`);
        const [from, to] = points(mv);
        await tap(page, from);
        await tap(page, to);
        await page.waitForFunction((n) => document.querySelectorAll('#moves button.mv').length > n, st.moves.length);
      }
    } finally {
      uci.quit();
    }
    const title = await page.textContent('#over-title');
    const reason = await page.textContent('#over-reason');
    check(title === 'You won!', `level 1 game ended "${title}" ${reason}`);
    check((await page.textContent('#over-score')).includes('Against level 1: 1 won'), 'the level 1 score counts the win');
    await page.screenshot({ path: join(shots, 'level1-won.png') });
    await ctx.close();
  },

  // Take back, piece style kept across a reload, the game resumed, the move
  // list in WXF and coordinates, and reviewing an earlier position.
  async 'undo, reload, piece style and move review'(browser, url) {
    const { ctx, page } = await newPage(browser, 1280, 800);
    await page.goto(url);
    await page.selectOption('#pieceset', 'pictures');
    await startGame(page, url, { game: 'xiangqi', mode: 'computer', side: 'first' });
    await tap(page, 'h3');
    await tap(page, 'e3');
    await waitMoves(page, 2, 20000);
    await page.click('#undo');
    await waitMoves(page, 0);
    check((await page.locator('#board g.piece[data-point=h3]').count()) === 1, 'the cannon is back on h3');
    await tap(page, 'h3');
    await tap(page, 'e3');
    await waitMoves(page, 2, 20000);
    await tap(page, 'b1');
    await tap(page, 'c3');
    await waitMoves(page, 4, 20000);
    const before = await gameState(url, page);
    await page.reload();
    await page.waitForSelector('#board svg.board g.piece', { state: 'attached' });
    await waitMoves(page, 4);
    check((await page.inputValue('#pieceset')) === 'pictures', 'the piece style is remembered');
    check((await page.locator('#board g.piece path').count()) > 0, 'pictures are drawn');
    check((await page.locator('#board g.piece text.glyph').count()) === 0, 'no characters are drawn');
    check((await gameState(url, page)).fen === before.fen, 'the reload shows the same game');
    const first = page.locator('#moves button.mv').first();
    check((await first.textContent()) === 'C2=5', `the first move reads "${await first.textContent()}" in WXF`);
    await page.check('#coords');
    check((await first.textContent()) === 'h3e3', 'coordinates on request');
    await page.uncheck('#coords');
    // Review the position after move 1.
    await first.click();
    await page.waitForSelector('#review:not([hidden])');
    check((await page.textContent('#review-text')).includes('After move 1 of 4'), 'reviewing move 1');
    check((await page.locator('#board g.piece[data-point=b1]').count()) === 1, 'the horse is still on b1 after move 1');
    check((await page.locator('#board g.piece[data-point=e3]').count()) === 1, 'the cannon stands on e3');
    await page.screenshot({ path: join(shots, 'review.png') });
    await page.click('#review-live');
    check((await page.locator('#board g.piece[data-point=c3]').count()) === 1, 'back to the game: the horse is on c3');
    // From the start screen the game can be continued.
    await page.click('#new');
    await page.click('#resume-button');
    await waitMoves(page, 4);
    await ctx.close();
  },

  // Two players on one device, Janggi: Han chooses its setup, then Cho, then Cho passes.
  async 'janggi setup choice and a pass'(browser, url) {
    const { ctx, page } = await newPage(browser, 1024, 900);
    await startGame(page, url, { game: 'janggi', mode: 'local' });
    await page.waitForSelector('#setup-options button[data-setup]');
    check((await page.textContent('#setup-title')).startsWith('Han'), 'Han chooses first');
    await page.screenshot({ path: join(shots, 'janggi-setup.png') });
    await chooseSetup(page, 'ma-sang-ma-sang');
    await page.waitForFunction(() => document.getElementById('setup-title').textContent.startsWith('Cho'));
    check((await page.textContent('#setup-info')).includes('Han chose'), "Cho sees Han's choice");
    await chooseSetup(page, 'sang-ma-sang-ma');
    await page.waitForFunction(() => document.getElementById('turn').textContent.startsWith('Cho to move'));
    const st = await gameState(url, page);
    check(st.arrangements.cho === 'sang-ma-sang-ma' && st.arrangements.han === 'ma-sang-ma-sang', 'both setups kept');
    check((await page.locator('#board g.piece[data-point=b1] title').textContent()) === 'Elephant', 'Cho elephant on b1');
    check(!(await page.isDisabled('#pass')), 'Cho may pass');
    await page.click('#pass');
    await waitMoves(page, 1);
    check((await page.locator('#moves button.mv').first().textContent()) === '한수쉼', 'a pass reads 한수쉼');
    await tap(page, 'a7');
    await tap(page, 'b7');
    await waitMoves(page, 2);
    await page.screenshot({ path: join(shots, 'janggi-after-pass.png') });
    // Two passes in a row end the game on points, both totals shown.
    await page.click('#pass');
    await waitMoves(page, 3);
    // This pass would end the game: the page asks first and says the result.
    await page.click('[data-testid=pass]');
    await page.waitForSelector('[data-testid=confirm-pass][open]');
    const question = await page.textContent('#pass-question');
    check(question.includes('Han wins on points after both sides passed'), `pass question "${question}"`);
    await page.screenshot({ path: join(shots, 'janggi-pass-confirm.png') });
    await page.click('[data-testid=pass-no]');
    await page.waitForTimeout(300);
    check((await moveCount(page)) === 3, 'keep playing sends no pass');
    await page.click('[data-testid=pass]');
    await page.click('[data-testid=pass-yes]');
    await page.waitForSelector('#game-over[open]');
    const reason = await page.textContent('#over-reason');
    const pts = await page.textContent('#over-points');
    check(reason.includes('Han wins'), `double pass: "${reason}"`);
    check(pts.includes('Cho 72, Han 73.5'), `double pass points: "${pts}"`);
    await ctx.close();
  },

  // Xiangqi: a position seen twice is announced.
  async 'xiangqi twice-seen position notice'(browser, url) {
    const { ctx, page } = await newPage(browser, 1024, 800);
    await startGame(page, url, { game: 'xiangqi', mode: 'local' });
    const line = ['h3g3', 'h8g8', 'g3h3', 'g8h8'];
    for (let i = 0; i < line.length; i++) {
      const [from, to] = points(line[i]);
      await tap(page, from);
      await tap(page, to);
      await waitMoves(page, i + 1);
    }
    const notice = await page.textContent('#notice');
    check(notice.includes('occurred twice'), `notice "${notice}"`);
    await ctx.close();
  },
};

