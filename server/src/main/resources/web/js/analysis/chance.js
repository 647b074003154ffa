// The analysis board's panel for a game with a counter or dice (from the descriptor's `counter`
// and `chance`): each side's count in the position and the dice of the latest throw.

import { h } from '../dom.js';
import { diceView } from '../game/chance.js';

/** The panel's contents at `node` of `tree`, whose position `pos` is split into its parts. */
export function chanceParts(d, tree, node, pos) {
  const parts = [];
  if (d.counter) {
    const values = (pos.keys.get(d.counter) || '0,0').split(',');
    parts.push(
      h(
        'div',
        { class: 'counter' },
        d.sides.map((s, i) =>
          h('span', { dataset: { side: String(i) } }, `${s.name} ${d.counter}: `, h('strong', {}, values[i] || '0')),
        ),
      ),
    );
  }
  if (d.chance) {
    const roll = tree.lastRoll(node);
    parts.push(diceView(roll));
  }
  if (node.state && node.state.turnText) parts.push(h('p', { class: 'turn-phase muted' }, node.state.turnText));
  return parts;
}
