// Palace in the browser: the router. Each screen (screens/*.js) shows
// itself for a path; the header's settings (language, pieces, sound) work
// on every screen. A new screen (lobby, profile, study, rules, lessons,
// embed) is one module with `show`/`hide` and one line in ROUTES.

import { $, option } from './dom.js';
import * as i18n from './i18n.js';
import { PIECE_SETS } from './pieces.js';
import * as sound from './sound.js';
import * as store from './store.js';
import * as game from './screens/game.js';
import * as notFound from './screens/notfound.js';
import * as start from './screens/start.js';
import * as editor from './screens/editor.js';
import * as study from './screens/study.js';
import * as lessons from './screens/lessons.js';
import * as lobby from './screens/lobby.js';
import * as profile from './screens/profile.js';
import { leaderboard, liveGames } from './screens/lists.js';
import * as account from './panels/account.js';

/**
 * @typedef {object} Screen
 * @property {(...params: string[]) => void | Promise<void>} show  the path's captured parts as arguments
 * @property {() => void} hide
 */

/** Paths and their screens, first match wins. @type {[RegExp, Screen][]} */
const ROUTES = [
  [/^\/$/, start],
  [/^\/play\/([a-z2-9]{12})$/, game],
  [/^\/study$/, study],
  [/^\/study\/([a-z2-9]{12})$/, study],
  [/^\/editor$/, editor],
  [/^\/learn$/, lessons],
  [/^\/learn\/([a-z0-9-]{1,60})$/, lessons],
  [/^\/lobby$/, lobby],
  [/^\/live$/, liveGames],
  [/^\/players\/([A-Za-z0-9_-]{2,20})$/, profile],
  [/^\/leaderboard\/(xiangqi|janggi)$/, leaderboard],
];

/** @type {Screen|null} */
let shown = null;

/** @param {Screen} screen @param {string[]} params */
function showScreen(screen, params) {
  for (const s of [start, game, study, editor, lessons, lobby, liveGames, profile, leaderboard, notFound]) if (s !== screen) s.hide();
  shown = screen;
  // The game on screen opens in the study board (to step through and export it).
  if (screen === game) $('study-this').setAttribute('href', `/study/${params[0]}`);
  screen.show(...params);
}

/** Opens a path of the client. @param {string} path */
function go(path) {
  history.pushState(null, '', path);
  route();
}

function route() {
  for (const [pattern, screen] of ROUTES) {
    const m = pattern.exec(location.pathname);
    if (m) {
      showScreen(screen, m.slice(1));
      return;
    }
  }
  showScreen(notFound, []);
}

function initHeader() {
  const lang = $('language');
  i18n.fillLanguageSelect(lang);
  lang.addEventListener('change', () => i18n.setLanguage(lang.value));
  const pieces = $('pieceset');
  pieces.value = game.pieceSet();
  pieces.addEventListener('change', () => {
    store.set('pieces', pieces.value);
    game.render();
    study.render();
    editor.render();
    lessons.render();
  });
  const button = $('sound');
  const showSound = () => button.setAttribute('aria-pressed', String(sound.enabled()));
  showSound();
  button.addEventListener('click', () => {
    sound.setEnabled(!sound.enabled());
    showSound();
  });
}

/** Words that are not in index.html's fixed elements, in the chosen language. */
function translateDynamic() {
  const pieces = $('pieceset');
  const value = pieces.value || game.pieceSet();
  pieces.replaceChildren(...PIECE_SETS.map((p) => option(p, i18n.t(`pieceset-${p}`))));
  pieces.value = value;
  $('language').value = i18n.language();
  if (shown === start) start.refresh();
  else if (shown === game) game.render();
  else if (shown === study) study.render();
  else if (shown === editor) editor.render();
  else if (shown === lessons) lessons.render();
  else if (shown === lobby) lobby.refresh();
  else if (shown === liveGames) liveGames.render();
  else if (shown === profile) profile.render();
  else if (shown === leaderboard) leaderboard.render();
  else if (shown === notFound) notFound.show();
  account.render();
}

async function init() {
  // The board's glyphs, loaded before the first board is drawn (see i18n.js loadFont).
  const glyphs = document.fonts ? document.fonts.load('700 16px "Palace Glyphs"', '帥').catch(() => []) : null;
  await i18n.setLanguage(i18n.initialLanguage(), { remember: false });
  await Promise.race([glyphs, new Promise((ok) => setTimeout(ok, 3000))]);
  initHeader();
  i18n.onChange(translateDynamic);
  translateDynamic();
  start.init(go);
  account.init();
  lobby.init(go);
  profile.init();
  game.init({ go, notFound: () => showScreen(notFound, []) });
  study.init({
    edit: (kind, fen) => {
      editor.setPosition(kind, fen);
      go('/editor');
    },
  });
  lessons.init();
  editor.init({
    study: (rules, fen) => {
      study.openPosition(rules, fen);
      go('/study');
    },
  });
  document.body.addEventListener('click', (e) => {
    // Links within the client open without reloading the page.
    const a = e.target instanceof Element ? e.target.closest('a[href^="/"]') : null;
    if (!a || e.ctrlKey || e.metaKey || e.shiftKey) return;
    // Pages the server renders (the rules) load as pages, not as screens.
    const path = new URL(/** @type {HTMLAnchorElement} */ (a).href).pathname;
    if (!ROUTES.some(([pattern]) => pattern.test(path))) return;
    e.preventDefault();
    go(/** @type {HTMLAnchorElement} */ (a).getAttribute('href') || '/');
  });
  window.addEventListener('popstate', route);
  route();
}

init();
