// The study board and the board editor in the browser: records imported by
// the file picker and by pasting, stepped through with the buttons, the
// keyboard and the move list, a branch played on the board and exported as
// PGN that reads back; the editor's refusals with the rules' reasons, and a
// valid position opened in the study board. Elements are found by test id,
// words compared with the catalogue's.

import { join } from 'node:path';
import { check, gameState, newPage, root, shots, startGame, tap, waitMoves, words } from './harness.mjs';

const DATA = join(root, 'crates/records/tests/data');
const VIEW_W = 596;
const MARGIN = 58;
const UNIT = 60;

/** Taps a point of the board inside `box` (a CSS selector). */
async function tapIn(page, box, name) {
  const b = await page.locator(`${box} svg.board`).boundingBox();
  const s = b.width / VIEW_W;
  const f = name.charCodeAt(0) - 97;
  const r = Number(name.slice(1)) - 1;
  await page.mouse.click(b.x + (MARGIN + f * UNIT) * s, b.y + (MARGIN + (9 - r) * UNIT) * s);
}

const id = (name) => `[data-testid="${name}"]`;

/** The moves of the study's move list, and the ply shown. */
async function studyMoves(page) {
  return page.$$eval('#study-moves button.mv', (bs) => ({
    moves: bs.map((b) => b.dataset.move),
    current: Number((bs.find((b) => b.classList.contains('current')) || { dataset: { ply: 0 } }).dataset.ply),
  }));
}

async function waitPly(page, ply) {
  await page.waitForFunction(
    (p) => {
      const c = document.querySelector('#study-moves button.mv.current');
      return p === 0 ? !c : c && c.dataset.ply === String(p);
    },
    ply,
    { timeout: 5000 },
  );
}

/** A server-made position check, as any client may ask. */
async function checkPosition(url, body) {
  const res = await fetch(`${url}/api/positions/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}

async function openStudy(page, url) {
  await page.goto(url);
  await page.click(id('open-study'));
  await page.waitForSelector(`${id('study')}:not([hidden])`);
}

const isPass = (m) => m.slice(0, m.length / 2) === m.slice(m.length / 2);

export const study = {
  async 'study: a GIB with passes, stepped, branched, exported as PGN and read back'(browser, url) {
    const { ctx, page } = await newPage(browser, 1280, 1300);
    await openStudy(page, url);
    await page.setInputFiles(id('study-file'), join(DATA, 'janggi-gib-09-hangame-study-passes-comments.gib'));
    await page.waitForSelector('#study-moves button.mv');
    // Choose the file's game with a pass.
    const count = await page.locator(`${id('study-games')} option`).count();
    let moves = [];
    for (let i = 0; i < Math.max(count, 1); i++) {
      if (count > 1) {
        await page.selectOption(id('study-games'), String(i));
        await page.waitForTimeout(300);
      }
      ({ moves } = await studyMoves(page));
      if (moves.some(isPass)) break;
    }
    check(moves.some(isPass), `a game of the GIB file has a pass: ${moves.join(' ')}`);
    const passAt = moves.findIndex(isPass) + 1;
    const passButton = page.locator(`#study-moves button.mv[data-ply="${passAt}"]`);
    check((await passButton.textContent()) === words('en', 'move-pass'), 'a pass reads as the catalogue says');

    // Step with the buttons, the keyboard and the move list.
    const start = await page.inputValue(id('study-fen'));
    await page.click(id('study-next'));
    await page.click(id('study-next'));
    await waitPly(page, 2);
    check((await page.inputValue(id('study-fen'))) !== start, 'stepping changes the FEN shown');
    await page.locator('body').focus();
    await page.keyboard.press('ArrowRight');
    await waitPly(page, 3);
    await page.keyboard.press('ArrowLeft');
    await waitPly(page, 2);
    await passButton.click();
    await waitPly(page, passAt);
    await page.click(id('study-first'));
    await waitPly(page, 0);
    check((await page.inputValue(id('study-fen'))) === start, 'back at the start');
    await page.click(id('study-next'));
    await page.click(id('study-next'));
    await waitPly(page, 2);
    await page.screenshot({ path: join(shots, 'study-gib.png') });

    // Branch off: a legal move other than the game's third.
    const fen = await page.inputValue(id('study-fen'));
    const state = await checkPosition(url, { rules: 'janggi-standard', start_fen: fen });
    const branch = state.legal_moves.find((m) => m !== moves[2] && !isPass(m));
    check(branch, 'a move to branch with');
    await page.waitForSelector('#study-board g.piece.movable', { state: 'attached' });
    const [, from, to] = /^([a-i]\d+)([a-i]\d+)$/.exec(branch);
    await tapIn(page, '#study-board', from);
    await tapIn(page, '#study-board', to);
    await waitPly(page, 3);
    const after = await studyMoves(page);
    check(
      JSON.stringify(after.moves) === JSON.stringify([...moves.slice(0, 2), branch]),
      `the line is the game's first two moves and the branch: ${after.moves.join(' ')}`,
    );
    check(await page.isVisible(id('study-back')), 'a way back to the game is offered');

    // Export the line as PGN; the server reads it back to the same moves.
    await page.selectOption(id('study-format'), 'pgn');
    await page.selectOption(id('study-export-which'), 'line');
    await page.click(id('study-export'));
    await page.waitForFunction(() => document.querySelector('[data-testid="study-export-text"]').value.length > 0);
    const pgn = await page.inputValue(id('study-export-text'));
    const back = await (await fetch(`${url}/api/records/read`, { method: 'POST', body: pgn })).json();
    check(
      JSON.stringify(back.games[0].moves) === JSON.stringify(after.moves),
      `the exported PGN reads back to the line: ${JSON.stringify(back)}`,
    );
    // The whole game exports too, and the download is offered as a file.
    await page.selectOption(id('study-export-which'), 'game');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click(id('study-download'))]);
    check(download.suggestedFilename().endsWith('.pgn'), `download named ${download.suggestedFilename()}`);
    const whole = await page.inputValue(id('study-export-text'));
    const wholeBack = await (await fetch(`${url}/api/records/read`, { method: 'POST', body: whole })).json();
    check(JSON.stringify(wholeBack.games[0].moves) === JSON.stringify(moves), 'the game exports whole');

    await page.click(id('study-back'));
    await page.waitForFunction((n) => document.querySelectorAll('#study-moves button.mv').length === n, moves.length);
    await ctx.close();
  },

  async 'study: a GBK PGN file and a pasted FEN'(browser, url) {
    const { ctx, page } = await newPage(browser, 1280, 1300);
    await openStudy(page, url);
    await page.setInputFiles(id('study-file'), join(DATA, 'xiangqi-pgn-01-2017-online-gbk-chinese-draw.pgn'));
    await page.waitForSelector('#study-moves button.mv');
    const { moves } = await studyMoves(page);
    check(moves.length > 10, `the GBK game has its moves: ${moves.length}`);
    check((await page.textContent(id('study-error'))) === '', 'no error');
    await page.click(id('study-last'));
    await waitPly(page, moves.length);
    await page.screenshot({ path: join(shots, 'study-pgn.png') });

    const fen = '3k5/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1';
    await page.fill(id('study-paste'), fen);
    await page.click(id('study-read'));
    await page.waitForFunction((f) => document.querySelector('[data-testid="study-fen"]').value === f, fen);
    check((await page.locator('#study-moves button.mv').count()) === 0, 'a FEN has no moves');

    // Something that is no record is refused with the server's reason.
    await page.fill(id('study-paste'), 'hello');
    await page.click(id('study-read'));
    await page.waitForFunction(() => document.querySelector('[data-testid="study-error"]').textContent.length > 0);
    await ctx.close();
  },

  async 'study editor: refuses impossible positions with the reason, opens a valid one'(browser, url) {
    const { ctx, page } = await newPage(browser, 1280, 1300);
    await page.goto(url);
    await page.click(id('open-editor'));
    await page.waitForSelector('#editor-board svg.board g.piece', { state: 'attached' });
    const verdict = async (reason) => {
      await page.click(id('editor-check'));
      await page.waitForFunction(
        (r) => document.querySelector('[data-testid="editor-verdict"]').dataset.reason === r,
        reason,
        { timeout: 5000 },
      );
      return page.textContent(id('editor-verdict'));
    };
    check((await verdict('ok')) === words('en', 'editor-valid'), 'the start position is valid');

    await page.click(id('editor-clear'));
    await page.click(id('editor-piece-0-k'));
    await tapIn(page, '#editor-board', 'e1');
    await page.click(id('editor-piece-1-k'));
    await tapIn(page, '#editor-board', 'e10');
    check(
      (await verdict('generals-facing')) === words('en', 'editor-fault-generals-facing'),
      'facing generals are refused with the reason',
    );
    await tapIn(page, '#editor-board', 'e10');
    await tapIn(page, '#editor-board', 'd10');
    await verdict('ok');

    await page.click(id('editor-piece-0-p'));
    await tapIn(page, '#editor-board', 'a1');
    const side = words('en', 'side-red');
    const piece = words('en', 'piece-xiangqi-p');
    check(
      (await verdict('soldier-behind-start')) ===
        words('en', 'editor-fault-soldier-behind-start', { side, piece, point: 'a1' }),
      'a soldier behind its start line is refused',
    );
    await page.click(id('editor-remove'));
    await tapIn(page, '#editor-board', 'a1');
    await page.click(id('editor-piece-0-r'));
    await tapIn(page, '#editor-board', 'd2');
    await verdict('opponent-in-check');
    await page.screenshot({ path: join(shots, 'editor-refused.png') });
    await page.click('label:has(input[name="editor-turn"][value="1"])');
    await verdict('ok');
    await page.click(id('editor-remove'));
    await tapIn(page, '#editor-board', 'd2');
    await verdict('ok');
    const fen = await page.inputValue(id('editor-fen'));
    check(fen === '3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1', `the editor's FEN: ${fen}`);
    await page.click(id('editor-study'));
    await page.waitForSelector(`${id('study')}:not([hidden])`);
    await page.waitForFunction((f) => document.querySelector('[data-testid="study-fen"]').value === f, fen);
    // The position plays on in the study board: Black's general steps forward.
    await page.waitForSelector('#study-board g.piece.movable', { state: 'attached' });
    await tapIn(page, '#study-board', 'd10');
    await tapIn(page, '#study-board', 'd9');
    await waitPly(page, 1);

    // A set-up position starts a game against the computer.
    await page.goto(`${url}/editor`);
    await page.waitForSelector('#editor-board svg.board g.piece', { state: 'attached' });
    await page.click(id('editor-clear'));
    for (const [piece, at] of [['0-k', 'e1'], ['1-k', 'd10'], ['0-r', 'a5']]) {
      await page.click(id(`editor-piece-${piece}`));
      await tapIn(page, '#editor-board', at);
    }
    await verdict('ok');
    await page.click(id('editor-computer'));
    await page.waitForURL(/\/play\/[a-z2-9]{12}$/);
    await page.waitForSelector('#board svg.board g.piece', { state: 'attached' });
    const state = await gameState(url, page);
    check(state.start_fen === '3k5/9/9/9/9/R8/9/9/9/4K4 w - - 0 1', `the game starts from the editor's position: ${state.start_fen}`);
    await ctx.close();
  },

  async 'study: a game played on Palace opens in the study board and exports'(browser, url) {
    const { ctx, page } = await newPage(browser, 1280, 1300);
    await startGame(page, url, { game: 'xiangqi', mode: 'local' });
    await tap(page, 'h3');
    await tap(page, 'e3');
    await waitMoves(page, 1);
    await tap(page, 'h10');
    await tap(page, 'g8');
    await waitMoves(page, 2);
    const played = (await gameState(url, page)).moves;
    await page.click(id('study-this'));
    await page.waitForSelector(`${id('study')}:not([hidden])`);
    await page.waitForFunction(() => document.querySelectorAll('#study-moves button.mv').length === 2);
    check(JSON.stringify((await studyMoves(page)).moves) === JSON.stringify(played), 'the study has the game\'s moves');
    await page.selectOption(id('study-format'), 'chinese');
    await page.click(id('study-export'));
    await page.waitForFunction(() => document.querySelector('[data-testid="study-export-text"]').value.length > 0);
    const text = await page.inputValue(id('study-export-text'));
    const back = await (await fetch(`${url}/api/records/read`, { method: 'POST', body: text })).json();
    check(JSON.stringify(back.games[0].moves) === JSON.stringify(played), `the Chinese PGN reads back: ${text}`);
    await ctx.close();
  },
};
