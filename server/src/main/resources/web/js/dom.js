// Small helpers for building the page without a framework.

import { siteOf } from './games.js';

/** h('button', {class: 'x', onclick: f}, 'text', child...) -> an element. */
export function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') node.addEventListener(k.slice(2), v);
    else if (k === 'class') node.className = v;
    else if (k === 'dataset') Object.assign(node.dataset, v);
    else if (v === true) node.setAttribute(k, '');
    else node.setAttribute(k, v);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.appendChild(
      typeof child === 'string' || typeof child === 'number' ? document.createTextNode(String(child)) : child,
    );
  }
  return node;
}

/** Says something to screen-reader users through the page's polite live region. */
export function announce(text) {
  const region = document.getElementById('announcer');
  if (!region) return;
  // Clearing first makes a repeated message be read again.
  region.textContent = '';
  setTimeout(() => {
    region.textContent = text;
  }, 30);
}

/** "A game by <designer> (<site>), played under its own name and rules.", or null for a game without one. */
export function designerCredit(designer) {
  if (!designer) return null;
  return h(
    'p',
    { class: 'credit' },
    'A game by ',
    designer.name,
    ' (',
    h('a', { href: designer.url, rel: 'noopener' }, siteOf(designer.url)),
    '), played under its own name and rules.',
  );
}
