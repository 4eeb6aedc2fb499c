// Small DOM helpers shared by the screens and panels.

/**
 * The element with an id (the page's fixed elements; see index.html).
 * @param {string} id
 * @returns {any}
 */
export const $ = (id) => document.getElementById(id);

/**
 * The radio buttons of a group.
 * @param {string} name
 */
export function radios(name) {
  return /** @type {HTMLInputElement[]} */ ([...document.querySelectorAll(`input[name="${name}"]`)]);
}

/** The checked value of a radio group, or ''. @param {string} name */
export function radioValue(name) {
  const r = radios(name).find((i) => i.checked);
  return r ? r.value : '';
}

/** Checks the radio of a group with this value. @param {string} name @param {string} value */
export function setRadio(name, value) {
  for (const r of radios(name)) r.checked = r.value === value;
}

/**
 * An <option>.
 * @param {string} value
 * @param {string} text
 */
export function option(value, text) {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = text;
  return o;
}

/**
 * An element with a class and text.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} [className]
 * @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function make(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/**
 * A choice card: a hidden radio with a main line and an optional smaller one.
 * @param {string} name
 * @param {string} value
 * @param {string} main
 * @param {string} [sub]
 */
export function choice(name, value, main, sub) {
  const label = document.createElement('label');
  const input = document.createElement('input');
  input.type = 'radio';
  input.name = name;
  input.value = value;
  label.append(input, make('span', '', main));
  if (sub) label.append(make('span', 'sub', sub));
  return label;
}
