// Two lists of the online site: the leaderboard of a game
// (/leaderboard/{game}) and the games being played now (/live), best-rated
// first, each with its players, ratings, rule set and clock, watchable.

import { $, make } from '../dom.js';
import { t } from '../i18n.js';
import * as online from '../online.js';
import { format, timeLeft } from '../panels/clocks.js';
import { sideKey } from '../protocol.js';
import { sideName } from '../words.js';

let boardGame = 'xiangqi';
/** @type {(Awaited<ReturnType<typeof online.leaderboard>>)|null} */
let board = null;
/** @type {(Awaited<ReturnType<typeof online.liveGames>>)|null} */
let live = null;
/** @type {ReturnType<typeof setInterval>|undefined} */
let liveTimer;
/** How often the live list is asked again while shown. */
const LIVE_REFRESH_MS = 5000;

/** A link to a player's profile (a guest: the word). @param {string|null} name */
function playerLink(name) {
  if (!name) return make('span', '', t('lobby-guest'));
  const a = make('a', '', name);
  a.setAttribute('href', `/players/${encodeURIComponent(name)}`);
  return a;
}

export const leaderboard = {
  /** @param {string} game */
  async show(game) {
    $('leaderboard').hidden = false;
    boardGame = game === 'janggi' ? 'janggi' : 'xiangqi';
    board = null;
    leaderboard.render();
    const res = await online.leaderboard(boardGame);
    if (res.ok && res.data.game === boardGame) board = res;
    leaderboard.render();
  },
  hide() {
    $('leaderboard').hidden = true;
  },
  render() {
    if ($('leaderboard').hidden) return;
    document.title = t('leaderboard-title', { game: t(`game-${boardGame}`) });
    for (const g of ['xiangqi', 'janggi']) $(`leaderboard-${g}`).classList.toggle('primary', g === boardGame);
    const players = board && board.ok ? board.data.players : [];
    $('leaderboard-list').replaceChildren(
      ...players.map((p) => {
        const li = make('li', 'board-row');
        li.dataset.testid = 'leaderboard-row';
        li.append(playerLink(p.username), ' ', make('span', 'rating', p.shown));
        li.append(' ', make('span', 'sub', t('profile-record', { games: p.games || 0, wins: p.wins || 0, draws: p.draws || 0, losses: p.losses || 0 })));
        return li;
      }),
    );
    $('leaderboard-empty').hidden = !board || players.length > 0;
  },
};

export const liveGames = {
  show() {
    $('live').hidden = false;
    live = null;
    liveGames.render();
    const load = async () => {
      live = await online.liveGames();
      liveGames.render();
    };
    load();
    clearInterval(liveTimer);
    liveTimer = setInterval(load, LIVE_REFRESH_MS);
  },
  hide() {
    $('live').hidden = true;
    clearInterval(liveTimer);
  },
  render() {
    if ($('live').hidden) return;
    document.title = t('live-heading');
    const games = live && live.ok ? live.data.games : [];
    $('live-list').replaceChildren(
      ...games.map((g) => {
        const kind = g.game === 'janggi' ? 'janggi' : 'xiangqi';
        const li = make('li', 'game-row');
        li.dataset.testid = 'live-game';
        li.dataset.game = g.id;
        const sides = [0, 1].map((i) => {
          const p = g.players[sideKey(kind, i)] || null;
          const span = make('span', 'live-player');
          span.append(make('span', 'sub', sideName(kind, i)), ' ', playerLink(p ? p.name : null));
          if (p && p.rating) span.append(' ', make('span', 'rating', p.rating.shown));
          // The time left as the list was read (the game's page ticks it).
          const side = g.clocks && g.clocks.sides[sideKey(kind, i)];
          if (g.clocks && side) {
            const left = timeLeft(side, g.clocks.control, 0);
            const time = make('span', 'live-clock', format(left.main > 0 ? left.main : left.period || 0));
            time.dataset.testid = `live-clock-${i}`;
            span.append(' ', time);
          }
          return span;
        });
        li.append(sides[0], ' ', sides[1]);
        li.append(make('span', 'sub', t('live-about', {
          game: t(`game-${kind}`),
          rules: t(`rules-${g.rules}`),
          clock: g.clocks ? g.clocks.shown : t('lobby-untimed'),
        })));
        if (g.spectators > 0) li.append(make('span', 'sub', t('spectators', { count: g.spectators })));
        const watch = make('a', 'button', t('live-watch'));
        watch.setAttribute('href', `/play/${g.id}`);
        watch.dataset.testid = 'live-watch';
        li.append(watch);
        return li;
      }),
    );
    $('live-empty').hidden = !live || games.length > 0;
  },
};
