// The client's words: every catalogue in web/locales has every message of
// the English one with the same variables and formats without errors, the
// languages the client offers are the catalogues there are, and no
// user-visible text sits outside the catalogues (string literals put into
// the page by web/*.js, text in web/index.html).
//
//   node --test words.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FluentParser, Visitor } from '@fluent/syntax';
import { FluentBundle, FluentResource } from '../../web/vendor/fluent-bundle/index.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const web = join(root, 'web');
const locales = join(web, 'locales');

/** Variables ($name) a message uses anywhere: value, attributes, selectors, variants. */
class Variables extends Visitor {
  constructor() {
    super();
    /** @type {Set<string>} */
    this.names = new Set();
  }
  visitVariableReference(node) {
    this.names.add(node.id.name);
  }
}

/**
 * The messages of a catalogue: id -> sorted variable names; and its junk.
 * @param {string} text
 */
function catalogue(text) {
  const res = new FluentParser({ withSpans: false }).parse(text);
  const junk = res.body.filter((e) => e.type === 'Junk').map((e) => e.content.trim().split('\n')[0]);
  /** @type {Map<string, string[]>} */
  const messages = new Map();
  for (const e of res.body) {
    if (e.type !== 'Message') continue;
    const v = new Variables();
    v.visit(e);
    messages.set(e.id.name, [...v.names].sort());
  }
  return { junk, messages };
}

/** The language list of a source file: the array literal after `marker`. */
function languageList(file, marker) {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(marker);
  assert.ok(start >= 0, `${marker} in ${file}`);
  const m = /=\s*&?\[([^\]]*)\]/.exec(text.slice(start));
  const body = m ? m[1] : '';
  return [...body.matchAll(/['"]([A-Za-z-]+)['"]/g)].map((m) => m[1]);
}

const files = readdirSync(locales).filter((f) => f.endsWith('.ftl')).sort();
const en = catalogue(readFileSync(join(locales, 'en.ftl'), 'utf8'));

test('the English catalogue parses and has the messages', () => {
  assert.deepEqual(en.junk, []);
  assert.ok(en.messages.size > 150, `${en.messages.size} messages`);
});

for (const file of files) {
  const lang = file.replace(/\.ftl$/, '');
  test(`catalogue ${lang}: every English message, same variables, formats cleanly`, () => {
    const text = readFileSync(join(locales, file), 'utf8');
    const cat = catalogue(text);
    assert.deepEqual(cat.junk, [], `${lang}: entries that do not parse`);
    const missing = [...en.messages.keys()].filter((id) => !cat.messages.has(id));
    assert.deepEqual(missing, [], `${lang}: missing messages`);
    const extra = [...cat.messages.keys()].filter((id) => !en.messages.has(id));
    assert.deepEqual(extra, [], `${lang}: messages English does not have`);
    for (const [id, vars] of en.messages) {
      assert.deepEqual(cat.messages.get(id), vars, `${lang}: ${id} uses other variables`);
    }
    // The runtime library reads it too, and every message formats with
    // sample values without errors (unknown terms, bad selectors).
    const bundle = new FluentBundle(lang, { useIsolating: false });
    const resource = new FluentResource(text);
    assert.deepEqual(bundle.addResource(resource), []);
    for (const [id, vars] of en.messages) {
      const msg = bundle.getMessage(id);
      assert.ok(msg && msg.value, `${lang}: ${id} has no value`);
      for (const sample of [1, 2, 5]) {
        const args = Object.fromEntries(vars.map((v) => [v, sample]));
        const errors = [];
        const out = bundle.formatPattern(msg.value, args, errors);
        assert.deepEqual(errors.map(String), [], `${lang}: ${id}`);
        assert.ok(out.trim().length > 0, `${lang}: ${id} is empty`);
      }
    }
  });
}

test('the languages offered are the catalogues shipped', () => {
  const client = languageList(join(web, 'i18n.js'), 'export const LANGUAGES');
  assert.deepEqual([...client].sort(), files.map((f) => f.replace(/\.ftl$/, '')).sort());
  const assets = readFileSync(join(root, 'crates/server/src/assets.rs'), 'utf8');
  for (const f of files) assert.ok(assets.includes(`"locales/${f}"`), `${f} is embedded`);
});

test('the shipped fonts hold every CJK character the catalogues and the board use', () => {
  // web/fonts/build-glyphs.py writes what each font holds; rerun it after changing a CJK catalogue.
  const held = JSON.parse(readFileSync(join(web, 'fonts/glyphs.json'), 'utf8'));
  const text = /[\u3000-\u30ff\u3400-\u9fff\uac00-\ud7a3\uff00-\uffef]/gu;
  for (const [lang, file] of [['ja', 'text-ja.woff2'], ['ko', 'text-ko.woff2'], ['zh-CN', 'text-zh-CN.woff2'], ['zh-TW', 'text-zh-TW.woff2']]) {
    const used = new Set(readFileSync(join(locales, `${lang}.ftl`), 'utf8').match(text) || []);
    const missing = [...used].filter((c) => !held[file].includes(c));
    assert.deepEqual(missing, [], `${file} lacks characters of ${lang}.ftl`);
  }
  for (const [lang, file, script] of [['th', 'text-th.woff2', /[\u0e00-\u0e7f]/gu], ['hi', 'text-hi.woff2', /[\u0900-\u097f]/gu]]) {
    const used = new Set(readFileSync(join(locales, `${lang}.ftl`), 'utf8').match(script) || []);
    const missing = [...used].filter((c) => !held[file].includes(c));
    assert.deepEqual(missing, [], `${file} lacks characters of ${lang}.ftl`);
  }
  const board = /[\u3400-\u9fff\uac00-\ud7a3]/gu;
  for (const src of ['pieces.js', 'board.js']) {
    const used = new Set(readFileSync(join(web, src), 'utf8').match(board) || []);
    const missing = [...used].filter((c) => !held['palace-glyphs.woff2'].includes(c));
    assert.deepEqual(missing, [], `palace-glyphs.woff2 lacks characters of ${src}`);
  }
});

// -- text outside the catalogues ----------------------------------------------

const LETTER = /\p{L}/u;

/**
 * Words in a JS or template literal, with `${...}` parts left out.
 * @param {string} lit  the literal with its quotes
 */
function hasWords(lit) {
  const inner = lit.slice(1, -1).replace(/\$\{[^}]*\}/g, '');
  return LETTER.test(inner);
}

const LIT = String.raw`('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|` + '`(?:[^`\\\\]|\\\\.)*`)';
/** Places where a literal becomes text on the page. */
const SINKS = [
  new RegExp(String.raw`\.(?:textContent|innerText|innerHTML|outerHTML|title|placeholder|label|alt|ariaLabel)\s*\+?=\s*` + LIT, 'g'),
  new RegExp(String.raw`setAttribute\(\s*['"](?:aria-label|aria-description|aria-valuetext|title|alt|placeholder|label)['"]\s*,\s*` + LIT, 'g'),
  new RegExp(String.raw`(?:createTextNode|alert|confirm|prompt|insertAdjacentText|insertAdjacentHTML)\((?:\s*['"][a-z]+['"]\s*,)?\s*` + LIT, 'g'),
  // The text arguments of dom.js's helpers: option(value, text), make(tag, class, text),
  // choice(name, value, main, sub).
  new RegExp(String.raw`\boption\(\s*[^,()]+,\s*` + LIT, 'g'),
  new RegExp(String.raw`\b(?:make|choice)\(\s*[^,()]+,\s*[^,()]+,\s*` + LIT, 'g'),
  new RegExp(String.raw`\bchoice\(\s*[^,()]+,\s*[^,()]+,\s*[^,()]+,\s*` + LIT, 'g'),
  new RegExp(String.raw`\.(?:append|prepend|replaceChildren|before|after)\(\s*` + LIT, 'g'),
];

/**
 * Literals with words that a script puts on the page.
 * @param {string} src
 */
export function scanScript(src) {
  const code = src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = [];
  for (const re of SINKS) {
    for (const m of code.matchAll(re)) {
      const lit = m[1];
      if (hasWords(lit)) found.push(m[0].slice(0, 80));
    }
  }
  return found;
}

/**
 * Text nodes and text attributes with words in a page.
 * @param {string} html
 */
export function scanPage(html) {
  const page = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '<$1>');
  const found = [];
  for (const m of page.matchAll(/>([^<]+)</g)) if (LETTER.test(m[1])) found.push(m[1].trim());
  for (const m of page.matchAll(/\s(title|alt|placeholder|aria-label|aria-description|label)="([^"]*)"/g)) {
    if (LETTER.test(m[2])) found.push(`${m[1]}="${m[2]}"`);
  }
  return found;
}

/** Every file under a folder (vendored code left out). @param {string} dir */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'vendor' ? [] : walk(path);
    return [path];
  });
}

test('the scan finds words put on the page outside the catalogues', () => {
  // The scan itself: each kind of sink is caught, message ids are not.
  assert.equal(scanScript("el.textContent = 'Your turn';").length, 1);
  assert.equal(scanScript('b.title = `Move ${n}: ${m}`;').length, 1);
  assert.equal(scanScript("x.setAttribute('aria-label', 'Board');").length, 1);
  assert.equal(scanScript("sel.append(option('a', 'Letters'));").length, 1);
  assert.equal(scanScript("row.append(make('span', 'label', 'lost:'));").length, 1);
  assert.equal(scanScript("document.title = 'Palace';").length, 1);
  assert.equal(scanScript("el.textContent = t('turn-yours', { side });").length, 0);
  assert.equal(scanScript("el.textContent = `${a} · ${b}`;").length, 0);
  assert.equal(scanScript("li.append(make('span', 'mv', '…'));").length, 0);
  assert.equal(scanPage('<p>Resign this game?</p>').length, 1);
  assert.equal(scanPage('<button title="Next move">▶</button>').length, 1);
  assert.equal(scanPage('<p data-l10n-id="resign-question"></p><b>⏮</b>').length, 0);
});

test('no user-visible text in web/ outside the catalogues', () => {
  const found = [];
  for (const path of walk(web)) {
    const rel = relative(root, path);
    if (path.endsWith('.js')) for (const f of scanScript(readFileSync(path, 'utf8'))) found.push(`${rel}: ${f}`);
    if (path.endsWith('.html')) for (const f of scanPage(readFileSync(path, 'utf8'))) found.push(`${rel}: ${f}`);
  }
  assert.deepEqual(found, []);
});
