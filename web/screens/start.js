// The start screen: choose the game, the opponent, the level, the side and
// the rules, then create the game and open it.

import { $, choice, option, radioValue, radios, setRadio } from '../dom.js';
import { language, t } from '../i18n.js';
import { createGame } from '../net.js';
import { LobbySocket } from '../online.js';
import * as store from '../store.js';
import { LEVELS, RULES, SETUP_CHOICE, errorText, sideName } from '../words.js';

/** @typedef {'xiangqi'|'janggi'} GameKind */
/** @typedef {{game: GameKind, mode: string, level: number, side: string, rules: Record<string, string>}} Settings */

/** @type {Settings} */
const DEFAULTS = { game: 'xiangqi', mode: 'computer', level: 4, side: 'first', rules: {} };

/** @type {(path: string) => void} */
let navigate = () => {};

/** The settings of the last game started (or the defaults). @returns {Settings} */
export function settings() {
  return { ...DEFAULTS, ...store.get('settings', {}) };
}

/** @returns {GameKind} */
function chosenGame() {
  return radioValue('game') === 'janggi' ? 'janggi' : 'xiangqi';
}

/**
 * Wires the start screen once.
 * @param {(path: string) => void} go  opens a path of the client
 */
export function init(go) {
  navigate = go;
  const s = settings();
  setRadio('game', s.game);
  setRadio('mode', s.mode);
  const level = $('level');
  for (let i = 1; i <= 8; i++) level.append(option(String(i), String(i)));
  level.value = String(s.level);
  level.addEventListener('change', () => refresh());
  for (const name of ['game', 'mode']) for (const r of radios(name)) r.addEventListener('change', () => refresh());
  $('rules').addEventListener('change', () => refresh());
  $('new-game').addEventListener('submit', (/** @type {Event} */ e) => {
    e.preventDefault();
    startGame(formSettings());
  });
  $('resume-button').addEventListener('click', () => {
    const id = store.get('current', null);
    if (id) navigate(`/play/${id}`);
  });
}

/** How many are online and playing, live from the lobby's socket (null: not known yet). */
let counts = /** @type {{online: number, games: number}|null} */ (null);
/** @type {LobbySocket|null} */
let countsSocket = null;

/** Shows the start screen. */
export function show() {
  $('start').hidden = false;
  $('start-error').textContent = '';
  refresh(settings());
  if (!countsSocket) {
    countsSocket = new LobbySocket((msg) => {
      if (msg.type === 'stats') counts = { online: msg.online, games: msg.games };
      else if (msg.type === 'lobby' && msg.stats) counts = msg.stats;
      else return;
      showCounts();
    });
  }
}

export function hide() {
  $('start').hidden = true;
  if (countsSocket) countsSocket.close();
  countsSocket = null;
}

function showCounts() {
  const el = $('online-counts');
  el.textContent = counts ? t('start-online-now', counts) : '';
  el.dataset.online = counts ? String(counts.online) : '';
  el.dataset.games = counts ? String(counts.games) : '';
}

/**
 * Redraws the choices that depend on others, in the current language.
 * @param {Settings} [saved]  settings to restore (on showing the screen)
 */
export function refresh(saved) {
  if ($('start').hidden) return;
  document.title = t('title-start');
  const game = chosenGame();
  const mode = radioValue('mode') || 'computer';
  const rules = $('rules');
  const keep = (saved && saved.rules && saved.rules[game]) || rules.value;
  const advanced = document.createElement('optgroup');
  advanced.label = t('rules-advanced');
  advanced.append(...RULES[game].filter((r) => r[1]).map(([v]) => option(v, t(`rules-${v}`))));
  rules.replaceChildren(...RULES[game].filter((r) => !r[1]).map(([v]) => option(v, t(`rules-${v}`))), advanced);
  rules.value = RULES[game].some(([v]) => v === keep) ? keep : RULES[game][0][0];
  $('level-box').hidden = mode !== 'computer';
  const level = Number($('level').value);
  const quick = $('level-quick');
  // Built once per language: rebuilding on each choice would take the keyboard focus away.
  if (quick.dataset.lang !== language()) {
    quick.dataset.lang = language();
    quick.replaceChildren(...LEVELS.map((l) => choice('quick', String(l.level), t(l.id), t(`${l.id}-about`))));
    for (const r of radios('quick')) {
      r.addEventListener('change', () => {
        $('level').value = r.value;
        refresh();
      });
    }
  }
  setRadio('quick', String(level));
  const sc = store.score(`${game}:${level}`);
  $('score').textContent = t('score-level', { level, won: sc.win, lost: sc.loss, drawn: sc.draw });
  $('mode-score').textContent = modeScore(game, mode, 'score');
  const side = radioValue('side') || (saved && saved.side) || 'first';
  /** @type {HTMLLabelElement[]} */
  const sideChoices =
    mode === 'local'
      ? [choice('side', 'first', t('side-at-bottom', { side: sideName(game, 0) }))]
      : [
          choice('side', 'first', sideName(game, 0), t('side-moves-first')),
          choice('side', 'second', sideName(game, 1), t('side-moves-second')),
          choice('side', 'random', t('side-random')),
        ];
  $('choose-side').replaceChildren(...sideChoices);
  const values = sideChoices.map((l) => /** @type {HTMLInputElement} */ (l.querySelector('input')).value);
  setRadio('side', values.includes(side) ? side : 'first');
  $('setup-hint').hidden = !(game === 'janggi' && SETUP_CHOICE.has(rules.value));
  $('resume').hidden = !store.get('current', null);
  showCounts();
}

/**
 * The kept score of two-player games in words ('' against the computer).
 * @param {GameKind} game
 * @param {string} mode
 * @param {'score'|'score-after'} prefix  `score` on the start screen, `score-after` after a game
 */
export function modeScore(game, mode, prefix) {
  if (mode === 'friend') {
    const sc = store.score(`${game}:friend`);
    return t(`${prefix}-friend`, { won: sc.win, lost: sc.loss, drawn: sc.draw });
  }
  if (mode === 'local') {
    const sc = store.score(`${game}:local`);
    return t(`${prefix}-local`, {
      first: sideName(game, 0),
      firstWins: sc.win,
      second: sideName(game, 1),
      secondWins: sc.loss,
      drawn: sc.draw,
    });
  }
  return '';
}

/** @returns {Settings} */
function formSettings() {
  const game = chosenGame();
  const old = settings();
  return {
    game,
    mode: radioValue('mode') || 'computer',
    level: Number($('level').value) || 4,
    side: radioValue('side') || 'first',
    rules: { ...old.rules, [game]: $('rules').value || RULES[game][0][0] },
  };
}

/**
 * Creates a game with these settings and opens it.
 * @param {Settings} s
 * @param {(text: string) => void} [onError]  where to say it failed (default: the start screen)
 * @param {string} [startFen]  a set-up position to start from (the board editor's)
 */
export async function startGame(s, onError, startFen) {
  store.set('settings', s);
  const rules = s.rules[s.game] || RULES[s.game][0][0];
  /** @type {{game: string, rules: string, mode: string, side: string, level?: number, start_fen?: string}} */
  const body = { game: s.game, rules, mode: s.mode, side: s.side };
  if (s.mode === 'computer') body.level = s.level;
  if (startFen) body.start_fen = startFen;
  $('start-error').textContent = '';
  const res = await createGame(body);
  if (!res.ok) {
    const reason = res.error === 'unreachable' ? t('error-unreachable') : errorText(res.error);
    const text = t('start-failed', { reason });
    if (onError) onError(text);
    else $('start-error').textContent = text;
    return;
  }
  const data = res.data;
  store.setSeat(data.id, data.token, data.seats);
  if (data.links && data.links.invite) store.set(`invite:${data.id}`, data.links.invite);
  store.set('current', data.id);
  navigate(`/play/${data.id}`);
}
