// The page for a link that leads to no game (or no page at all): says so,
// and offers the start screen.

import { $ } from '../dom.js';
import { t } from '../i18n.js';

export function show() {
  $('not-found').hidden = false;
  document.title = t('not-found-heading');
}

export function hide() {
  $('not-found').hidden = true;
}
