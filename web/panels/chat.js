// A game's two chats: the players' (both players write; watchers read it)
// and the spectators' (watchers only; the players do not see it while
// they play). Every message is shown as text, never as HTML.

import { $, make } from '../dom.js';
import { t } from '../i18n.js';

/** @typedef {'players'|'spectators'} Room */

/** @type {(room: Room, text: string) => boolean} */
let post = () => false;
/** Messages by room, as they came (at most MAX_LINES each). @type {Record<Room, {from: string|null, text: string}[]>} */
let lines = { players: [], spectators: [] };
/** @type {Room} */
let room = 'players';
let roomChosen = false;
/** What this browser may do: write in the players' room, see the spectators'. */
let can = { players: false, spectators: false, seeSpectators: false };
const MAX_LINES = 200;
const SIDES = ['red', 'black', 'cho', 'han'];

/** @param {(room: Room, text: string) => boolean} sender  false when it could not be sent */
export function initChat(sender) {
  post = sender;
  for (const r of /** @type {Room[]} */ (['players', 'spectators'])) {
    $(`chat-tab-${r}`).addEventListener('click', () => {
      room = r;
      roomChosen = true;
      draw();
    });
  }
  $('chat-form').addEventListener('submit', (/** @type {Event} */ e) => {
    e.preventDefault();
    const input = $('chat-text');
    const text = input.value.trim();
    if (!text) return;
    if (post(room, text)) input.value = '';
  });
}

/** Forgets the last game's messages. */
export function resetChat() {
  lines = { players: [], spectators: [] };
  roomChosen = false;
}

/** @param {import('../protocol.js').ChatMessage} msg */
export function addChat(msg) {
  const list = lines[msg.room === 'spectators' ? 'spectators' : 'players'];
  list.push({ from: msg.from, text: String(msg.text) });
  if (list.length > MAX_LINES) list.shift();
  draw();
}

/** @param {import('../screens/view.js').LiveView|null} v */
export function renderChat(v) {
  const s = v && v.state;
  const show = !!s && s.mode === 'online';
  $('chat').hidden = !show;
  if (!v || !s || !show) return;
  const player = !v.spectator && v.seats.length > 0;
  can = { players: player, spectators: !player, seeSpectators: !player || !!s.outcome };
  if (!roomChosen || (room === 'spectators' && !can.seeSpectators)) room = player ? 'players' : 'spectators';
  draw();
}

function draw() {
  $('chat-tab-spectators').hidden = !can.seeSpectators;
  for (const r of /** @type {Room[]} */ (['players', 'spectators'])) {
    $(`chat-tab-${r}`).setAttribute('aria-selected', String(r === room));
  }
  const items = lines[room].map((m) => {
    const li = make('li', 'chat-line');
    li.dataset.testid = 'chat-line';
    // A guest player is named by its side (the server sends the side's key).
    // A guest watcher comes as `guest`.
    const name = m.from && SIDES.includes(m.from) ? t(`side-${m.from}`) : m.from === 'guest' ? null : m.from;
    li.append(make('span', 'chat-from', name ? t('chat-from', { name }) : t('chat-from-guest')), ' ');
    // textContent: a message is never read as HTML.
    li.append(make('span', 'chat-text', m.text));
    return li;
  });
  const list = $('chat-lines');
  list.replaceChildren(...items);
  list.scrollTop = list.scrollHeight;
  $('chat-form').hidden = !can[room];
}
