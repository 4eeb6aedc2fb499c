// The client's words: Fluent catalogues (web/locales/<lang>.ftl), one per
// language, loaded on demand. `t` formats a message of the chosen language,
// falling back to English for a message a catalogue lacks; static elements
// of the page name their message in `data-l10n-id`.

import { FluentBundle, FluentResource } from './vendor/fluent-bundle/index.js';
import * as store from './store.js';

/** The languages Palace speaks (a catalogue each in locales/), in the order the switcher lists them. */
export const LANGUAGES = [
  'en', 'ja', 'ko', 'zh-CN', 'zh-TW', 'id', 'ms', 'de', 'es', 'fil', 'fr', 'it', 'nl', 'pl', 'pt-BR', 'vi', 'tr', 'ru', 'uk', 'ar', 'fa', 'he', 'hi', 'th',
];

/** Languages written right to left. */
const RTL = new Set(['ar', 'fa', 'he']);

/** The shipped fonts for the words of the CJK catalogues (web/style.css), by language. */
const TEXT_FONTS = {
  ja: ['Palace Text JP', '\u4e00'],
  ko: ['Palace Text KR', '\uac00'],
  'zh-CN': ['Palace Text SC', '\u4e00'],
  'zh-TW': ['Palace Text TC', '\u4e00'],
  th: ['Palace Text Thai', '\u0e01'],
  hi: ['Palace Text Devanagari', '\u0915'],
};

/**
 * Loads the shipped font a language's words need (if any) before they are
 * shown: text laid out while its font is still loading can stay in boxes.
 * Gives up after three seconds (the device's own fonts then serve).
 * @param {string} lang
 */
async function loadFont(lang) {
  const font = /** @type {Record<string, string[]>} */ (TEXT_FONTS)[lang];
  if (!font || !document.fonts) return;
  const [family, sample] = font;
  const timeout = new Promise((ok) => setTimeout(ok, 3000));
  await Promise.race([document.fonts.load(`16px "${family}"`, sample), timeout]).catch(() => {});
}

/** Old or other codes a browser may report, to the code Palace uses. */
const ALIASES = { tl: 'fil', iw: 'he', in: 'id', zh: 'zh-CN', pt: 'pt-BR', nb: '', no: '' };

/** @type {Map<string, FluentBundle>} */
const bundles = new Map();
let current = 'en';
/** @type {Set<() => void>} */
const listeners = new Set();

/**
 * The Palace language for a list of browser language tags (first match
 * wins), or English.
 * @param {readonly string[]} tags
 * @param {readonly string[]} [languages]  those to choose from (default: the shipped ones)
 * @returns {string}
 */
export function negotiate(tags, languages = LANGUAGES) {
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag) continue;
    const exact = languages.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const parts = tag.toLowerCase().split('-');
    const base = parts[0];
    if (base === 'zh') {
      // Traditional characters for Taiwan, Hong Kong, Macau and Hant.
      const traditional = parts.slice(1).some((p) => p === 'tw' || p === 'hk' || p === 'mo' || p === 'hant');
      const zh = traditional ? 'zh-TW' : 'zh-CN';
      if (languages.includes(zh)) return zh;
      continue;
    }
    const alias = /** @type {Record<string, string>} */ (ALIASES)[base];
    if (alias && languages.includes(alias)) return alias;
    const byBase = languages.find((l) => l.toLowerCase().split('-')[0] === base);
    if (byBase) return byBase;
  }
  return 'en';
}

/** @param {string} lang */
async function load(lang) {
  const have = bundles.get(lang);
  if (have) return have;
  const res = await fetch(`/locales/${lang}.ftl`);
  if (!res.ok) throw new Error(`${lang}: ${res.status}`);
  // Isolation marks keep names of the other direction readable in RTL text.
  const bundle = new FluentBundle(lang, { useIsolating: RTL.has(lang) });
  bundle.addResource(new FluentResource(await res.text()));
  bundles.set(lang, bundle);
  return bundle;
}

/** The chosen language's code. */
export function language() {
  return current;
}

/** Whether the chosen language is written right to left. */
export function isRtl() {
  return RTL.has(current);
}

/**
 * The text of a message in the chosen language (English if it lacks it).
 * @param {string} id
 * @param {Record<string, string|number>} [args]
 * @returns {string}
 */
export function t(id, args) {
  for (const lang of [current, 'en']) {
    const bundle = bundles.get(lang);
    const msg = bundle && bundle.getMessage(id);
    if (bundle && msg && msg.value) return bundle.formatPattern(msg.value, args);
  }
  return id;
}

/**
 * Fills every element under `root` that names a message: its text, or the
 * attributes listed in `data-l10n-attr` (e.g. `aria-label,title`).
 * @param {ParentNode} root
 */
export function translate(root) {
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-l10n-id]'))) {
    const id = /** @type {string} */ (el.dataset.l10nId);
    const args = el.dataset.l10nArgs ? JSON.parse(el.dataset.l10nArgs) : undefined;
    const text = t(id, args);
    const attrs = el.dataset.l10nAttr;
    if (attrs) for (const a of attrs.split(',')) el.setAttribute(a.trim(), text);
    else el.textContent = text;
  }
}

/**
 * Marks an element with a message and fills it now.
 * @param {HTMLElement} el
 * @param {string} id
 * @param {Record<string, string|number>} [args]
 */
export function setText(el, id, args) {
  el.dataset.l10nId = id;
  if (args) el.dataset.l10nArgs = JSON.stringify(args);
  else delete el.dataset.l10nArgs;
  el.textContent = t(id, args);
}

/** Runs `fn` whenever the language changes. @param {() => void} fn */
export function onChange(fn) {
  listeners.add(fn);
}

/**
 * Switches to a language (remembered for the next visit) and refreshes the
 * page's words.
 * @param {string} lang
 * @param {{remember?: boolean}} [opts]
 */
export async function setLanguage(lang, { remember = true } = {}) {
  if (!LANGUAGES.includes(lang)) lang = 'en';
  await load('en');
  try {
    await load(lang);
  } catch {
    lang = 'en';
  }
  await loadFont(lang);
  current = lang;
  if (remember) store.set('language', lang);
  const html = document.documentElement;
  html.lang = lang;
  html.dir = RTL.has(lang) ? 'rtl' : 'ltr';
  translate(document);
  for (const fn of listeners) fn();
}

/** The language of this visit: the one chosen before, else the browser's. */
export function initialLanguage() {
  const saved = store.get('language', null);
  if (typeof saved === 'string' && LANGUAGES.includes(saved)) return saved;
  return negotiate(navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language]);
}

/**
 * Fills a <select> with the languages, each named in itself.
 * @param {HTMLSelectElement} select
 */
export function fillLanguageSelect(select) {
  select.replaceChildren();
  for (const lang of LANGUAGES) {
    const o = document.createElement('option');
    o.value = lang;
    o.lang = lang;
    o.textContent = autonym(lang);
    select.append(o);
  }
  select.value = current;
}

/** A language's name in that language, from the browser's own data. @param {string} lang */
function autonym(lang) {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) || lang;
    return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
  } catch {
    return lang;
  }
}
