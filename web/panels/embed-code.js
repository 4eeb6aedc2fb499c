// The game screen's "copy embed code": an <iframe> of the game's embed
// view (/embed/{id}, which any site may frame) with a text link back to
// the game, shown in a field and copied.

import { $ } from '../dom.js';
import { t } from '../i18n.js';

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The snippet for a game.
 * @param {string} id
 */
export function embedCode(id) {
  const origin = location.origin;
  const title = escapeHtml(t('embed-frame-title'));
  const link = escapeHtml(t('embed-link-game'));
  return (
    `<iframe src="${origin}/embed/${id}" width="360" height="480" title="${title}" style="border:0;max-width:100%"></iframe>\n` +
    `<p><a href="${origin}/play/${id}">${link}</a></p>`
  );
}

/**
 * Wires the button.
 * @param {() => string|null} gameId  the game on screen
 * @param {(text: string, button: HTMLButtonElement, doneId: string) => void} copy
 */
export function wireEmbedCode(gameId, copy) {
  $('copy-embed').addEventListener('click', () => {
    const id = gameId();
    if (!id) return;
    const code = embedCode(id);
    const field = /** @type {HTMLTextAreaElement} */ ($('embed-code'));
    field.value = code;
    field.hidden = false;
    copy(code, /** @type {HTMLButtonElement} */ ($('copy-embed')), 'embed-code-copied');
  });
}
