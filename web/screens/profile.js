// A player's profile (/players/{name}): the rating per game ("?" while
// provisional), its history drawn as an SVG chart, win/draw/loss counts,
// and every game they played, a page at a time, each opening its replay.

import { $, make } from '../dom.js';
import { t } from '../i18n.js';
import * as online from '../online.js';
import { sideKey } from '../protocol.js';
import { outcomeText } from '../words.js';

const SVG = 'http://www.w3.org/2000/svg';
/** The chart's drawing area (viewBox units). */
const W = 320;
const H = 120;
const PAD = 8;
/** Room on the left for the scale's numbers. */
const LEFT = 44;

let name = '';
let page = 1;
/** @type {import('../online.js').Player|null} */
let profile = null;
/** @type {{next_page: number|null, games: import('../online.js').PlayedGame[]}|null} */
let games = null;

export function init() {
  $('profile-prev').addEventListener('click', () => loadGames(page - 1));
  $('profile-next').addEventListener('click', () => loadGames(page + 1));
}

/** @param {string} who  the name as the path has it */
export async function show(who) {
  $('players-page').hidden = false;
  name = decodeURIComponent(who);
  profile = null;
  games = null;
  $('profile-error').textContent = '';
  render();
  const res = await online.player(name);
  if (name !== decodeURIComponent(who)) return;
  if (!res.ok) {
    $('profile-error').textContent = res.status === 404 ? t('profile-unknown') : t('error-unreachable');
    return;
  }
  profile = res.data;
  render();
  await loadGames(1);
}

export function hide() {
  $('players-page').hidden = true;
}

/** @param {number} p */
async function loadGames(p) {
  if (p < 1) return;
  const res = await online.playerGames(name, p);
  if (!res.ok) return;
  page = p;
  games = res.data;
  render();
}

/** Redraws in the current language. */
export function render() {
  if ($('players-page').hidden) return;
  document.title = t('profile-title', { name });
  $('profile-name').textContent = name;
  const box = $('profile-ratings');
  box.replaceChildren();
  if (profile) {
    for (const game of ['xiangqi', 'janggi']) {
      const r = profile.ratings[game];
      if (!r) continue;
      const card = make('section', 'rating-card');
      card.dataset.testid = `rating-${game}`;
      card.append(make('h2', '', t(`game-${game}`)));
      const big = make('p', 'rating-big', r.shown);
      big.dataset.testid = `rating-value-${game}`;
      big.dataset.rating = String(r.rating);
      card.append(big);
      if (r.provisional) card.append(make('p', 'sub', t('profile-provisional')));
      card.append(make('p', '', t('profile-record', { games: r.games || 0, wins: r.wins || 0, draws: r.draws || 0, losses: r.losses || 0 })));
      if (r.history && r.history.length) card.append(chart(game, r.history));
      box.append(card);
    }
  }
  const list = $('profile-games');
  list.replaceChildren(...(games ? games.games.map(gameRow) : []));
  $('profile-prev').hidden = page <= 1;
  $('profile-next').hidden = !games || !games.next_page;
}

/**
 * The rating after each rated game as a line: oldest on the left.
 * @param {string} game
 * @param {{rating: number, at: number}[]} history
 */
function chart(game, history) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
  svg.setAttribute('class', 'rating-chart');
  svg.setAttribute('role', 'img');
  svg.dataset.testid = `rating-chart-${game}`;
  const ratings = history.map((h) => h.rating);
  const lo = Math.min(...ratings) - 10;
  const hi = Math.max(...ratings) + 10;
  const x = (/** @type {number} */ i) => LEFT + (history.length === 1 ? (W - LEFT - PAD) / 2 : (i * (W - LEFT - PAD)) / (history.length - 1));
  const y = (/** @type {number} */ r) => H - PAD - ((r - lo) * (H - 2 * PAD)) / (hi - lo);
  svg.setAttribute('aria-label', t('profile-chart', { game: t(`game-${game}`), from: ratings[0], to: ratings[ratings.length - 1] }));
  // The highest and lowest ratings shown, as the chart's scale.
  for (const [r, at] of [[Math.max(...ratings), PAD + 10], [Math.min(...ratings), H - PAD]]) {
    const label = document.createElementNS(SVG, 'text');
    label.setAttribute('x', String(PAD));
    label.setAttribute('y', String(at));
    label.setAttribute('class', 'chart-label');
    label.textContent = String(r);
    svg.append(label);
  }
  const line = document.createElementNS(SVG, 'polyline');
  line.setAttribute('points', history.map((h, i) => `${x(i).toFixed(1)},${y(h.rating).toFixed(1)}`).join(' '));
  line.setAttribute('class', 'chart-line');
  svg.append(line);
  history.forEach((h, i) => {
    const dot = document.createElementNS(SVG, 'circle');
    dot.setAttribute('cx', x(i).toFixed(1));
    dot.setAttribute('cy', y(h.rating).toFixed(1));
    dot.setAttribute('r', '3');
    dot.setAttribute('class', 'chart-dot');
    const title = document.createElementNS(SVG, 'title');
    title.textContent = String(h.rating);
    dot.append(title);
    svg.append(dot);
  });
  return svg;
}

/** One played game: the players, how it ended, a link to its replay. @param {import('../online.js').PlayedGame} g */
function gameRow(g) {
  const li = make('li', 'game-row');
  li.dataset.testid = 'profile-game';
  const kind = g.game === 'janggi' ? 'janggi' : 'xiangqi';
  // The players by side key (a JSON object's keys come in no side order).
  const names = [0, 1].map((i) => g.players[sideKey(kind, i)] || t('lobby-guest'));
  const a = make('a', '', t('game-players', { first: names[0] || '', second: names[1] || '' }));
  a.setAttribute('href', `/play/${g.id}`);
  li.append(a, ' ');
  let result = t('profile-playing');
  if (g.result && g.reason) result = outcomeText(kind, { result: g.result, reason: g.reason });
  li.append(make('span', 'sub', t('profile-game-about', {
    game: t(`game-${kind}`),
    rated: t(g.rated ? 'lobby-rated-short' : 'lobby-casual-short'),
    result,
  })));
  return li;
}
