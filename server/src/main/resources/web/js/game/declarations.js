// Declarations (the Twist's pass, extra, speed on a king, ...) as buttons grouped by kind: the
// kind is the part of the move's notation before ":" ("speed:e5" -> speed), each group sorted by
// its squares. A declaration spends one of the player's counter (options), so the first click
// asks, and a second confirms.

import { h } from '../dom.js';

let armed = null; // the move waiting for its confirmation

export function declarationGroups(ctx, actions, redraw) {
  const groups = new Map();
  for (const a of actions) {
    const kind = a.move.split(':')[0];
    if (!groups.has(kind)) groups.set(kind, []);
    groups.get(kind).push(a);
  }
  if (armed && !actions.some((a) => a.move === armed)) armed = null;
  const counter = ctx.descriptor.counter || 'counter';
  const box = h('div', { class: 'declarations', id: 'declarations' });
  for (const [kind, list] of [...groups.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    list.sort((a, b) => a.move.localeCompare(b.move));
    box.append(
      h(
        'div',
        { class: 'declaration-group', role: 'group', 'aria-label': `Declare ${kind}`, dataset: { kind } },
        h('span', { class: 'group-name' }, kind.charAt(0).toUpperCase() + kind.slice(1)),
        list.map((a) =>
          h(
            'button',
            {
              type: 'button',
              dataset: { move: a.move, kind: a.kind },
              disabled: ctx.pending,
              class: armed === a.move ? 'armed' : '',
              onclick: () => {
                armed = a.move;
                redraw();
                ctx.say(`${a.label}: this spends one of your ${counter}. Confirm or cancel.`, 'note');
              },
            },
            a.label,
          ),
        ),
      ),
    );
  }
  if (armed) {
    const action = actions.find((a) => a.move === armed);
    box.append(
      h(
        'div',
        { class: 'confirm row', id: 'declaration-confirm', role: 'group', 'aria-label': 'Confirm the declaration' },
        h('span', {}, `${action.label}? It spends one of your ${counter}.`),
        h(
          'button',
          {
            type: 'button',
            class: 'primary',
            dataset: { action: 'declare-confirm' },
            onclick: () => {
              const m = armed;
              armed = null;
              ctx.send(m);
            },
          },
          'Spend it',
        ),
        h(
          'button',
          {
            type: 'button',
            dataset: { action: 'declare-cancel' },
            onclick: () => {
              armed = null;
              ctx.say('', 'note');
              redraw();
            },
          },
          'Cancel',
        ),
      ),
    );
  }
  return box;
}
