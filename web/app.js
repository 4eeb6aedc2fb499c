// Palace in the browser: the start screen, the game screen and the game's
// WebSocket. The server decides everything; this page shows its state and
// sends the player's intents.

import { Board } from './board.js';
import { PIECE_SETS, PIECE_SET_NAMES, smallPiece } from './pieces.js';
import { isPass } from './position.js';
import { LEVELS, RULES, SETUP_CHOICE, SIDES, outcomeWords, setupName, sideIndex } from './words.js';
import * as store from './store.js';

/** @param {string} id */
const $ = (id) => /** @type {any} */ (document.getElementById(id));

const DEFAULTS = { game: 'xiangqi', mode: 'computer', level: 4, side: 'first', rules: {} };

/**
 * The game on screen.
 * `review`: the ply shown while looking back through the moves (null: the game now).
 * @type {null | {id: string, token: string|null, seats: number[], spectator: boolean, flipped: boolean|null,
 *   state: any, socket: WebSocket|null, retry: number, closed: boolean, shownOver: string, review: number|null}}
 */
let current = null;
/** @type {Board} */
let board;

function pieceSet() {
  const s = store.get('pieces', 'traditional');
  return PIECE_SETS.includes(s) ? s : 'traditional';
}

function settings() {
  return { ...DEFAULTS, ...store.get('settings', {}) };
}

// -- start screen -----------------------------------------------------------

function radios(name) {
  return /** @type {HTMLInputElement[]} */ ([...document.querySelectorAll(`input[name="${name}"]`)]);
}

function radioValue(name) {
  const r = radios(name).find((i) => i.checked);
  return r ? r.value : '';
}

function setRadio(name, value) {
  for (const r of radios(name)) r.checked = r.value === value;
}

function option(value, text) {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = text;
  return o;
}

function buildStart() {
  const s = settings();
  setRadio('game', s.game);
  setRadio('mode', s.mode);
  const level = $('level');
  for (let i = 1; i <= 8; i++) level.append(option(String(i), String(i)));
  level.value = String(s.level);
  const quick = $('level-quick');
  for (const l of LEVELS) {
    const label = document.createElement('label');
    label.innerHTML = `<input type="radio" name="quick" value="${l.level}"> ${l.name}`;
    quick.append(label);
  }
  for (const r of radios('quick')) r.addEventListener('change', () => {
    level.value = r.value;
    refreshStart();
  });
  level.addEventListener('change', () => refreshStart());
  for (const name of ['game', 'mode']) for (const r of radios(name)) r.addEventListener('change', () => refreshStart());
  $('rules').addEventListener('change', () => refreshStart());
  $('new-game').addEventListener('submit', (e) => {
    e.preventDefault();
    startGame(formSettings());
  });
  $('resume-button').addEventListener('click', () => {
    const id = store.get('current', null);
    if (id) go(`/play/${id}`);
  });
  refreshStart(s);
}

/** Updates the start screen after a choice (or from saved settings). */
function refreshStart(saved) {
  const game = radioValue('game') || 'xiangqi';
  const mode = radioValue('mode') || 'computer';
  const rules = $('rules');
  const keep = (saved && saved.rules && saved.rules[game]) || rules.value;
  const advanced = document.createElement('optgroup');
  advanced.label = 'Advanced: Fairy-Stockfish compatible';
  advanced.append(...RULES[game].filter((r) => r[2]).map(([v, t]) => option(v, t)));
  rules.replaceChildren(...RULES[game].filter((r) => !r[2]).map(([v, t]) => option(v, t)), advanced);
  if (RULES[game].some(([v]) => v === keep)) rules.value = keep;
  $('level-box').hidden = mode !== 'computer';
  const level = Number($('level').value);
  setRadio('quick', String(level));
  const sc = store.score(`${game}:${level}`);
  $('score').textContent = `Your score at level ${level}: ${sc.win} won, ${sc.loss} lost, ${sc.draw} drawn`;
  $('mode-score').textContent = modeScore(game, mode);
  const sides = SIDES[game];
  const side = radioValue('side') || (saved && saved.side) || 'first';
  const sideBox = $('choose-side');
  sideBox.replaceChildren();
  const sideChoices =
    mode === 'local'
      ? [['first', `${sides[0]} at the bottom`]]
      : [
          ['first', `${sides[0]} <span class="sub">moves first</span>`],
          ['second', `${sides[1]} <span class="sub">moves second</span>`],
          ['random', 'Random'],
        ];
  for (const [v, t] of sideChoices) {
    const label = document.createElement('label');
    label.innerHTML = `<input type="radio" name="side" value="${v}"> ${t}`;
    sideBox.append(label);
  }
  setRadio('side', sideChoices.some(([v]) => v === side) ? side : 'first');
  $('setup-hint').hidden = !(game === 'janggi' && SETUP_CHOICE.has(rules.value));
  const resume = store.get('current', null);
  $('resume').hidden = !resume;
}

/** The kept score of two-player games in words ('' against the computer). */
function modeScore(game, mode) {
  const sides = SIDES[game];
  if (mode === 'friend') {
    const sc = store.score(`${game}:friend`);
    return `Against friends: ${sc.win} won, ${sc.loss} lost, ${sc.draw} drawn`;
  }
  if (mode === 'local') {
    const sc = store.score(`${game}:local`);
    return `Games on this device: ${sides[0]} won ${sc.win}, ${sides[1]} won ${sc.loss}, ${sc.draw} drawn`;
  }
  return '';
}

function formSettings() {
  const game = radioValue('game') || 'xiangqi';
  const old = settings();
  return {
    game,
    mode: radioValue('mode') || 'computer',
    level: Number($('level').value) || 4,
    side: radioValue('side') || 'first',
    rules: { ...old.rules, [game]: $('rules').value || RULES[game][0][0] },
  };
}

function showStart() {
  closeGame();
  $('play').hidden = true;
  $('start').hidden = false;
  $('start-error').textContent = '';
  refreshStart(settings());
  document.title = 'Palace: Janggi and Xiangqi';
}

/** Creates a game with these settings and opens it. */
async function startGame(s) {
  store.set('settings', s);
  const rules = s.rules[s.game] || RULES[s.game][0][0];
  /** @type {any} */
  const body = { game: s.game, rules, mode: s.mode, side: s.side };
  if (s.mode === 'computer') body.level = s.level;
  $('start-error').textContent = '';
  try {
    const res = await fetch('/api/games', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const data = await res.json();
    if (!res.ok) throw new Error(data.message || res.statusText);
    store.setSeat(data.id, data.token, data.seats);
    if (data.links && data.links.invite) store.set(`invite:${data.id}`, data.links.invite);
    store.set('current', data.id);
    go(`/play/${data.id}`);
  } catch (err) {
    const msg = `Could not start a game: ${err instanceof Error ? err.message : err}`;
    if (!$('start').hidden) $('start-error').textContent = msg;
    else showError(msg);
  }
}

// -- navigation -------------------------------------------------------------

function go(path) {
  history.pushState(null, '', path);
  route();
}

function route() {
  const m = /^\/play\/([a-z2-9]{12})$/.exec(location.pathname);
  if (m) openGame(m[1]);
  else showStart();
}

// -- game screen ------------------------------------------------------------

async function openGame(id) {
  closeGame();
  $('start').hidden = true;
  $('play').hidden = false;
  $('play-error').textContent = '';
  let seat = store.seat(id);
  const invite = new URLSearchParams(location.hash.slice(1)).get('invite');
  let notice = '';
  if (invite) {
    history.replaceState(null, '', location.pathname);
    if (!seat) {
      try {
        const res = await fetch(`/api/games/${id}/join`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ invite }),
        });
        const data = await res.json();
        if (res.ok) {
          store.setSeat(id, data.token, data.seats);
          seat = store.seat(id);
        } else if (data.error === 'seat-taken') {
          notice = 'Both seats are taken: you are watching this game.';
        } else {
          notice = `${data.message || 'This invite does not work'}: you are watching this game.`;
        }
      } catch {
        notice = 'Could not reach the server.';
      }
    }
  }
  if (seat) store.set('current', id);
  current = {
    id,
    token: seat ? seat.token : null,
    seats: [],
    spectator: !seat,
    flipped: null,
    state: null,
    socket: null,
    retry: 0,
    closed: false,
    shownOver: '',
    review: null,
  };
  $('turn').textContent = 'Connecting…';
  showNotice(notice);
  connect();
}

function closeGame() {
  if (current) {
    current.closed = true;
    if (current.socket) current.socket.close();
  }
  current = null;
}

function connect() {
  const game = current;
  if (!game || game.closed) return;
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const q = game.token ? `?token=${encodeURIComponent(game.token)}` : '';
  const ws = new WebSocket(`${proto}//${location.host}/api/games/${game.id}/socket${q}`);
  game.socket = ws;
  ws.addEventListener('message', (e) => {
    if (current !== game) return;
    let msg;
    try {
      msg = JSON.parse(e.data);
    } catch {
      return;
    }
    onMessage(msg);
  });
  ws.addEventListener('open', () => {
    game.retry = 0;
  });
  ws.addEventListener('close', (e) => {
    if (current !== game || game.closed) return;
    if (e.code === 4404) {
      store.set('current', null);
      showStart();
      $('start-error').textContent = 'That game does not exist (any more).';
      return;
    }
    if (e.code === 4403) {
      // The stored token no longer fits: watch instead.
      game.token = null;
      game.spectator = true;
    }
    game.retry = Math.min(game.retry + 1, 5);
    $('turn').textContent = 'Reconnecting…';
    setTimeout(connect, 500 * 2 ** game.retry);
  });
}

function send(msg) {
  const ws = current && current.socket;
  if (!ws || ws.readyState !== WebSocket.OPEN) {
    showError('Not connected to the server; trying again…');
    render();
    return;
  }
  // Every action names the state it was made against: the server refuses
  // a resent or duplicated one as stale instead of acting twice.
  ws.send(JSON.stringify({ ...msg, version: current.state ? current.state.version : 0 }));
}

function onMessage(msg) {
  const game = current;
  if (!game) return;
  switch (msg.type) {
    case 'hello':
      game.seats = msg.you.seats.map(sideIndex);
      game.spectator = msg.you.spectator;
      if (game.flipped === null) game.flipped = game.seats.length === 1 && game.seats[0] === 1;
      game.state = msg.state;
      render();
      break;
    case 'state':
    case 'update': {
      let state = msg.state;
      if (msg.type === 'update') {
        // Only the moves from the first that changed: keep the rest.
        const known = game.state && Array.isArray(game.state.history) ? game.state.history : [];
        const history = known.slice(0, msg.history_from).concat(msg.history);
        state = { ...msg.state, history, moves: history.map((h) => h.move) };
      }
      game.state = state;
      // Reviewing stays on its move unless that move was taken back.
      if (game.review !== null && game.review >= moveHistory(state).length) game.review = null;
      render();
      break;
    }
    case 'presence':
      if (game.state) {
        game.state.seats = msg.seats;
        game.state.spectators = msg.spectators;
        renderPlayers();
        renderTurn();
      }
      break;
    case 'error':
      // A stale action was made against a state the newest one replaces:
      // nothing happened, and the board already shows what did.
      if (msg.code !== 'stale') showError(msg.message);
      render();
      break;
    default:
      break;
  }
}

let errorTimer = 0;
function showError(text) {
  $('play-error').textContent = text;
  clearTimeout(errorTimer);
  errorTimer = setTimeout(() => {
    $('play-error').textContent = '';
  }, 5000);
}

function showNotice(text) {
  $('notice').textContent = text;
  $('notice').hidden = !text;
}

/** Index 0/1 of the side to move. */
function turnIndex(s) {
  return sideIndex(s.side_to_move);
}

function myTurn() {
  const s = current && current.state;
  return !!s && !s.outcome && current.seats.includes(turnIndex(s));
}

/** The moves of a state with their notation and the position after each. */
function moveHistory(s) {
  return /** @type {{move: string, text: string, fen: string, check: boolean}[]} */ (s.history || []);
}

/** The side (0/1) that chooses its Janggi setup now, or null. */
function setupTurn(s) {
  return s.setup && s.setup.to_choose ? sideIndex(s.setup.to_choose) : null;
}

function render() {
  const game = current;
  if (!game || !game.state) return;
  const s = game.state;
  document.title = `Palace: ${SIDES[s.game].join(' vs ')}`;
  const chooser = setupTurn(s);
  const choosing = chooser !== null && !s.outcome && game.seats.includes(chooser);
  $('setup-choice').hidden = chooser === null || !!s.outcome;
  $('board').hidden = choosing;
  if (chooser !== null) renderSetup(chooser, choosing);
  const hist = moveHistory(s);
  const ply = game.review;
  if (ply === null) {
    board.render({
      game: s.game,
      fen: s.fen,
      legalMoves: myTurn() ? s.legal_moves : [],
      lastMove: s.last_move,
      inCheck: s.in_check,
      turn: /** @type {0|1} */ (turnIndex(s)),
      flipped: !!game.flipped,
      pieceSet: pieceSet(),
    });
  } else {
    const at = ply > 0 ? hist[ply - 1] : null;
    const fen = at ? at.fen : s.start_fen;
    board.render({
      game: s.game,
      fen,
      legalMoves: [],
      lastMove: at ? at.move : null,
      inCheck: at ? at.check : false,
      turn: fen.split(' ')[1] === 'b' ? 1 : 0,
      flipped: !!game.flipped,
      pieceSet: pieceSet(),
    });
  }
  $('review').hidden = ply === null;
  if (ply !== null) {
    $('review-text').textContent = ply === 0 ? 'Start position' : `After move ${ply} of ${hist.length}`;
    $('review-first').disabled = ply === 0;
    $('review-prev').disabled = ply === 0;
  }
  renderTurn();
  renderPlayers();
  renderSide();
  renderMoves();
  renderOver();
}

/** The setup choice: four small boards for the side that chooses now. */
function renderSetup(chooser, mine) {
  const s = current.state;
  const sides = SIDES.janggi;
  const key = `${current.id}:${s.setup.to_choose}:${mine}:${pieceSet()}:${current.flipped}`;
  $('setup-title').textContent = mine
    ? `${sides[chooser]}: choose where your horses and elephants stand`
    : `${sides[chooser]} is choosing a setup…`;
  const info = [];
  if (s.setup.han && chooser === 0) info.push(`Han chose ${setupName(s.setup.han)}.`);
  if (chooser === 1) info.push('Han chooses first, then Cho.');
  info.push('Named from each player\'s own left.');
  $('setup-info').textContent = info.join(' ');
  const box = $('setup-options');
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  box.replaceChildren();
  if (!mine) return;
  for (const o of s.setup.options) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.setup = o.name;
    const mini = new Board(b, { onMove: () => {} });
    mini.render({
      game: 'janggi',
      fen: o.fen,
      legalMoves: [],
      lastMove: null,
      inCheck: false,
      turn: 0,
      // The chooser's own side at the bottom (two players on one device: whoever chooses).
      flipped: current.seats.length === 2 ? chooser === 1 : !!current.flipped,
      pieceSet: pieceSet(),
    });
    const label = document.createElement('span');
    label.textContent = setupName(o.name);
    b.append(label);
    b.addEventListener('click', () => send({ type: 'setup', arrangement: o.name }));
    box.append(b);
  }
}

/** Shows the position after `ply` moves (null: back to the game now). */
function review(ply) {
  if (!current || !current.state) return;
  const n = moveHistory(current.state).length;
  current.review = ply === null || ply >= n ? null : Math.max(0, ply);
  render();
}

function renderTurn() {
  const s = current.state;
  const sides = SIDES[s.game];
  const t = turnIndex(s);
  const el = $('turn');
  el.classList.toggle('check', !!s.in_check && !s.outcome);
  if (s.outcome) {
    el.textContent = outcomeWords(s.game, s.outcome);
    return;
  }
  const chooser = setupTurn(s);
  if (chooser !== null) {
    el.textContent = current.seats.includes(chooser)
      ? `Choose your setup (${sides[chooser]}).`
      : `Waiting for ${sides[chooser]} to choose a setup…`;
    showNotice(current.spectator ? 'You are watching this game.' : '');
    return;
  }
  const check = s.in_check ? (s.game === 'janggi' ? ' Janggun (check)!' : ' Check!') : '';
  const seat = s.seats[sides[t].toLowerCase()];
  let text;
  if (current.seats.includes(t)) {
    text = current.seats.length === 2 ? `${sides[t]} to move.` : `Your turn (${sides[t]}).`;
  } else if (seat && seat.player === 'computer') {
    text = `The computer (${sides[t]}) is thinking…`;
  } else if (seat && !seat.taken) {
    text = `Waiting for your friend to join as ${sides[t]}…`;
  } else if (!current.spectator) {
    text = `Waiting for ${sides[t]}…`;
  } else {
    text = `${sides[t]} to move.`;
  }
  el.textContent = text + check;
  // Position notices.
  let notice = '';
  if (s.game === 'xiangqi' && s.repetitions === 2) {
    notice = 'This position has occurred twice. If it occurs a third time the game ends (a side that checked with every move loses).';
  } else if (s.game === 'janggi' && s.bikjang) {
    notice = 'Bikjang: the generals face each other on an open file.';
  } else if (current.spectator) {
    notice = $('notice').textContent.includes('watching') ? $('notice').textContent : 'You are watching this game.';
  }
  showNotice(notice);
}

function renderPlayers() {
  const s = current.state;
  const box = $('players');
  box.replaceChildren();
  const sides = SIDES[s.game];
  const t = turnIndex(s);
  // Top of the board first.
  const order = current.flipped ? [0, 1] : [1, 0];
  for (const i of order) {
    const seat = s.seats[sides[i].toLowerCase()] || {};
    const row = document.createElement('div');
    row.className = 'player';
    row.append(smallPiece(s.game, i, 'k', pieceSet(), 28));
    let who;
    if (current.seats.includes(i)) who = current.seats.length === 2 ? 'this device' : 'you';
    else if (seat.player === 'computer') who = `computer, level ${s.level}`;
    else if (!seat.taken) who = 'waiting for a friend';
    else {
      who = s.mode === 'friend' && !current.spectator ? 'your friend' : 'player';
      if (!seat.connected) who += ' (away)';
    }
    const name = document.createElement('span');
    name.textContent = `${sides[i]}: ${who}`;
    row.append(name);
    if (i === t && !s.outcome && setupTurn(s) === null) {
      const tm = document.createElement('span');
      tm.className = 'to-move';
      tm.textContent = 'to move';
      row.append(tm);
    }
    box.append(row);
  }
  if (s.spectators > 0) {
    const row = document.createElement('div');
    row.className = 'player sub';
    row.textContent = `${s.spectators} watching`;
    box.append(row);
  }
  // Invite link while the friend's seat is free.
  const open = Object.values(s.seats).some((x) => !x.taken);
  const link = store.get(`invite:${current.id}`, '');
  $('invite').hidden = !(s.mode === 'friend' && open && link && !current.spectator);
  if (!$('invite').hidden) $('invite-link').value = link.startsWith('http') ? link : location.origin + link;
}

function renderSide() {
  const s = current.state;
  const sides = SIDES[s.game];
  const points = $('points');
  points.hidden = !s.points;
  if (s.points) points.textContent = `Points: ${sides[0]} ${s.points.cho} · ${sides[1]} ${s.points.han}`;
  const cap = $('captured');
  cap.replaceChildren();
  for (const i of [0, 1]) {
    const lost = s.captured[sides[i].toLowerCase()] || [];
    const row = document.createElement('div');
    row.className = 'row-c';
    const label = document.createElement('span');
    label.className = 'label';
    label.textContent = `${sides[i]} lost:`;
    row.append(label);
    if (lost.length === 0) label.textContent += ' nothing';
    for (const ch of lost) row.append(smallPiece(s.game, i, ch.toLowerCase(), pieceSet(), 24));
    cap.append(row);
  }
  const mine = myTurn();
  const pass = $('pass');
  pass.hidden = s.game !== 'janggi';
  pass.disabled = !(mine && s.legal_moves.some(isPass));
  const undo = $('undo');
  undo.hidden = current.spectator || s.mode === 'friend';
  const myMoveMade = s.mode === 'local' ? s.moves.length > 0 : hasMyMove(s);
  undo.disabled = !!s.outcome || !myMoveMade || current.review !== null;
  $('resign').hidden = current.spectator;
  $('resign').disabled = !!s.outcome;
}

/** Whether the player has a move on the list (computer games). */
function hasMyMove(s) {
  // Moves alternate from the start position's side to move.
  const first = s.start_fen.split(' ')[1] === 'b' ? 1 : 0;
  return s.moves.some((_, i) => current.seats.includes((first + i) % 2));
}

function renderMoves() {
  const s = current.state;
  const list = $('moves');
  list.replaceChildren();
  const coords = !!store.get('coords', false);
  $('coords').checked = coords;
  const hist = moveHistory(s);
  const first = s.start_fen.split(' ')[1] === 'b' ? 1 : 0;
  const shown = current.review === null ? hist.length : current.review;
  /** @type {HTMLLIElement|null} */
  let li = null;
  for (let k = 0; k < hist.length + first; k++) {
    if (k % 2 === 0) {
      li = document.createElement('li');
      list.append(li);
    }
    if (k < first) {
      const dots = document.createElement('span');
      dots.className = 'mv';
      dots.textContent = '…';
      li.append(dots);
      continue;
    }
    const ply = k - first + 1;
    const h = hist[ply - 1];
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'mv';
    b.dataset.ply = String(ply);
    b.textContent = coords ? (isPass(h.move) ? 'pass' : h.move) : h.text;
    b.title = `Move ${ply}: ${h.move}`;
    if (ply === shown) b.classList.add('current');
    b.addEventListener('click', () => review(ply));
    li.append(b);
  }
  if (current.review === null) list.scrollTop = list.scrollHeight;
}

function renderOver() {
  const s = current.state;
  if (!s.outcome) {
    current.shownOver = `${current.id}:none`;
    return;
  }
  const key = `${current.id}:${s.moves.length}:${s.outcome.reason}`;
  if (current.shownOver === key) return;
  current.shownOver = key;
  const words = outcomeWords(s.game, s.outcome);
  let title = 'Game over';
  let score = '';
  /** @type {(first: boolean) => 'win'|'loss'|'draw'} */
  const resultFor = (first) =>
    s.outcome.result === '1/2-1/2' ? 'draw' : (s.outcome.result === '1-0') === first ? 'win' : 'loss';
  if (current.seats.length === 1) {
    const result = resultFor(current.seats[0] === 0);
    title = result === 'win' ? 'You won!' : result === 'loss' ? 'You lost' : 'Draw';
    if (s.mode === 'computer') {
      const sc = store.recordScore(current.id, `${s.game}:${s.level}`, result);
      score = `Against level ${s.level}: ${sc.win} won, ${sc.loss} lost, ${sc.draw} drawn.`;
    } else if (s.mode === 'friend') {
      store.recordScore(current.id, `${s.game}:friend`, result);
      score = `${modeScore(s.game, 'friend')}.`;
    }
  } else if (current.seats.length === 2) {
    // Two players on one device: kept as the first player's result.
    store.recordScore(current.id, `${s.game}:local`, resultFor(true));
    score = `${modeScore(s.game, 'local')}.`;
  }
  const sides = SIDES[s.game];
  const onPoints = ['bikjang', 'double-pass', 'ply-limit'].includes(s.outcome.reason) && s.points;
  const points = onPoints ? ` (points: ${sides[0]} ${s.points.cho}, ${sides[1]} ${s.points.han})` : '';
  $('over-title').textContent = title;
  $('over-reason').textContent = `${words}${points}.`;
  $('over-score').textContent = score;
  const dlg = $('game-over');
  if (!dlg.open) dlg.showModal();
}

function playAgain() {
  const s = current && current.state;
  $('game-over').close();
  if (!s) return go('/');
  const old = settings();
  const side = s.mode === 'local' ? 'first' : current.seats[0] === 1 ? 'second' : 'first';
  startGame({
    ...old,
    game: s.game,
    mode: s.mode,
    level: s.level || old.level,
    side,
    rules: { ...old.rules, [s.game]: s.rules },
  });
}

// -- wiring -----------------------------------------------------------------

function init() {
  board = new Board($('board'), { onMove: (move) => send({ type: 'move', move }) });
  const sel = $('pieceset');
  for (const p of PIECE_SETS) sel.append(option(p, PIECE_SET_NAMES[p]));
  sel.value = pieceSet();
  sel.addEventListener('change', () => {
    store.set('pieces', sel.value);
    render();
  });
  buildStart();
  $('pass').addEventListener('click', () => send({ type: 'pass' }));
  $('undo').addEventListener('click', () => send({ type: 'undo' }));
  $('coords').addEventListener('change', () => {
    store.set('coords', $('coords').checked);
    render();
  });
  $('review-first').addEventListener('click', () => review(0));
  $('review-prev').addEventListener('click', () => current && current.review !== null && review(current.review - 1));
  $('review-next').addEventListener('click', () => current && current.review !== null && review(current.review + 1));
  $('review-live').addEventListener('click', () => review(null));
  document.addEventListener('keydown', (e) => {
    if (!current || !current.state || $('play').hidden || e.target instanceof HTMLInputElement) return;
    const n = moveHistory(current.state).length;
    const at = current.review === null ? n : current.review;
    if (e.key === 'ArrowLeft' && at > 0) review(at - 1);
    else if (e.key === 'ArrowRight' && current.review !== null) review(at + 1);
    else return;
    e.preventDefault();
  });
  $('flip').addEventListener('click', () => {
    if (!current) return;
    current.flipped = !current.flipped;
    render();
  });
  $('resign').addEventListener('click', () => $('confirm-resign').showModal());
  $('resign-yes').addEventListener('click', () => {
    $('confirm-resign').close();
    send({ type: 'resign' });
  });
  $('resign-no').addEventListener('click', () => $('confirm-resign').close());
  $('new').addEventListener('click', () => go('/'));
  $('again').addEventListener('click', playAgain);
  $('over-close').addEventListener('click', () => $('game-over').close());
  $('copy-invite').addEventListener('click', async () => {
    const input = $('invite-link');
    try {
      await navigator.clipboard.writeText(input.value);
      $('copy-invite').textContent = 'Copied';
    } catch {
      input.select();
    }
  });
  window.addEventListener('popstate', route);
  route();
}

init();
