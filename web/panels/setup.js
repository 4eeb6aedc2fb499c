// The Janggi setup choice: four small boards for the side that chooses now.

import { Board } from '../board.js';
import { $, make } from '../dom.js';
import { t } from '../i18n.js';
import { language } from '../i18n.js';
import { setupName, sideName } from '../words.js';

/**
 * @param {import('../screens/view.js').LiveView} v
 * @param {number} chooser  the side (0/1) that chooses
 * @param {boolean} mine    whether this browser chooses for it
 * @param {import('../pieces.js').PieceSet} pieceSet
 * @param {(arrangement: string) => void} choose
 */
export function renderSetup(v, chooser, mine, pieceSet, choose) {
  const s = v.state;
  const setup = /** @type {import('../protocol.js').SetupChoice} */ (s.setup);
  const side = sideName('janggi', chooser);
  $('setup-title').textContent = t(mine ? 'setup-title-mine' : 'setup-title-other', { side });
  const info = [];
  if (setup.han && chooser === 0) info.push(t('setup-han-chose', { setup: setupName(setup.han) }));
  if (chooser === 1) info.push(t('setup-order'));
  info.push(t('setup-named'));
  $('setup-info').textContent = info.join(' ');
  const box = $('setup-options');
  const key = `${v.id}:${setup.to_choose}:${mine}:${pieceSet}:${v.flipped}:${language()}`;
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  box.replaceChildren();
  if (!mine) return;
  for (const o of setup.options) {
    const b = make('button');
    b.type = 'button';
    b.dataset.setup = o.name;
    const mini = new Board(b, { onMove: () => {}, interactive: false });
    mini.render({
      game: 'janggi',
      fen: o.fen,
      legalMoves: [],
      lastMove: null,
      inCheck: false,
      turn: 0,
      // The chooser's own side at the bottom (two players on one device: whoever chooses).
      flipped: v.seats.length === 2 ? chooser === 1 : !!v.flipped,
      pieceSet,
    });
    b.append(make('span', '', setupName(o.name)));
    b.addEventListener('click', () => choose(o.name));
    box.append(b);
  }
}
