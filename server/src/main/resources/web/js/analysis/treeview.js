// The analysis board's moves as lichess shows them: the main line, each variation indented
// after the move it replaces, every move a button that shows the position after it.

import { h } from '../dom.js';
import { numberLabel } from '../game/movenumbers.js';

/**
 * The buttons of every move of `tree`, `cur` marked; `show` writes a move, `go` steps to a node.
 * A placeholder when there are no moves yet.
 */
export function treeItems(tree, cur, show, go) {
  function moveButton(node, numbered) {
    const label = numbered || node.side === 0 || node.parent.side !== node.side ? `${numberLabel(node)} ` : '';
    return h(
      'button',
      {
        type: 'button',
        class: `tree-move${node === cur ? ' current' : ''}`,
        'aria-current': node === cur ? 'true' : null,
        dataset: { ply: String(node.ply), move: node.move },
        onclick: () => go(node),
      },
      label,
      show(node.move),
    );
  }

  /** The line from `parent` on, each variation indented after the move it replaces. */
  function lineOf(parent, first) {
    const out = [];
    let p = parent;
    let numbered = first;
    while (p.children.length) {
      const [next, ...others] = p.children;
      out.push(moveButton(next, numbered));
      numbered = others.length > 0;
      for (const other of others)
        out.push(
          h(
            'div',
            { class: 'variation', role: 'group', 'aria-label': `Variation from ${show(other.move)}` },
            moveButton(other, true),
            ...lineOf(other, false),
          ),
        );
      p = next;
    }
    return out;
  }

  const items = lineOf(tree.root, true);
  return items.length ? items : [h('p', { class: 'muted small' }, 'No moves yet: play one on the board.')];
}

/**
 * Arrow keys and Home/End walk the tree (not while typing, nor on the board, whose arrows move
 * among squares): ← → along the line shown, ↑ ↓ among the moves from one position. The listener
 * goes once `boardBox` has left the page.
 */
export function walkWithKeys(tree, boardBox, current, go) {
  function onKey(e) {
    if (!document.body.contains(boardBox)) {
      document.removeEventListener('keydown', onKey);
      return;
    }
    const t = e.target;
    if (t && t.closest('input, select, textarea, [role="grid"]')) return;
    const cur = current();
    let next = null;
    if (e.key === 'ArrowLeft') next = cur.parent;
    else if (e.key === 'ArrowRight') next = cur.children[0] || null;
    else if (e.key === 'Home') next = tree.root;
    else if (e.key === 'End') {
      next = cur;
      while (next.children[0]) next = next.children[0];
    } else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      // Among the moves that branch from the same position.
      if (cur.parent) {
        const sibs = cur.parent.children;
        const i = sibs.indexOf(cur) + (e.key === 'ArrowDown' ? 1 : -1);
        next = sibs[i] || null;
      }
    } else return;
    e.preventDefault();
    if (next && next !== cur) go(next);
  }
  document.addEventListener('keydown', onKey);
}
