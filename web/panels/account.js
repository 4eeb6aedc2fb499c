// The header's account corner on every screen: who is logged in (a link to
// their profile) and log out, or a button that opens the log-in / register
// dialog. The server keeps the session; refusals are said in words.

import { $ } from '../dom.js';
import { t } from '../i18n.js';
import { account, loadAccount, logOut, onAccount, signIn } from '../online.js';
import { errorText } from '../words.js';

/** The refusals of register and login, in words. @param {string} code */
function refusal(code) {
  switch (code) {
    case 'username-taken':
    case 'bad-username':
    case 'bad-password':
    case 'wrong-credentials':
    case 'rate-limited':
      return t(`account-error-${code}`);
    case 'unreachable':
      return t('error-unreachable');
    default:
      return errorText(code);
  }
}

/** Wires the header's account corner and its dialog once. */
export function init() {
  const dialog = $('account-dialog');
  $('login-open').addEventListener('click', () => {
    $('account-error').textContent = '';
    $('account-password').value = '';
    dialog.showModal();
  });
  $('account-cancel').addEventListener('click', () => dialog.close());
  $('account-form').addEventListener('submit', async (/** @type {SubmitEvent} */ e) => {
    e.preventDefault();
    const submitter = /** @type {HTMLButtonElement|null} */ (e.submitter);
    const what = submitter && submitter.value === 'register' ? 'register' : 'login';
    const name = $('account-username').value.trim();
    const password = $('account-password').value;
    const buttons = /** @type {HTMLButtonElement[]} */ ([...dialog.querySelectorAll('button')]);
    for (const b of buttons) b.disabled = true;
    const res = await signIn(what, name, password);
    for (const b of buttons) b.disabled = false;
    if (res.ok) {
      dialog.close();
      $('account-password').value = '';
    } else {
      $('account-error').textContent = refusal(res.error);
    }
  });
  $('logout').addEventListener('click', () => logOut());
  onAccount(render);
  render();
  loadAccount();
}

/** Shows who is logged in (also on a change of language). */
export function render() {
  const me = account();
  $('login-open').hidden = !!me;
  $('account-in').hidden = !me;
  if (me) {
    const link = $('account-name');
    link.textContent = me.username;
    link.setAttribute('href', `/players/${encodeURIComponent(me.username)}`);
    link.setAttribute('aria-label', t('account-signed-in', { name: me.username }));
  }
}
