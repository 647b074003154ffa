// The panel of games with dice or a counter: each side's count (the counter's name from the
// descriptor), the last throw as dice pictures, and where the player stands in his turn.

import { h } from '../dom.js';
import { listWords } from '../games.js';
import { dieSvg } from '../pictures.js';
import { diceOf } from './words.js';

export function createChancePanel(ctx) {
  const element = h('div', { class: 'chance-panel', id: 'chance-panel', hidden: true });

  function render() {
    const state = ctx.state;
    const d = ctx.descriptor;
    if (!d.chance && !d.counter) {
      element.hidden = true;
      return;
    }
    element.hidden = false;
    const parts = [];
    if (state.counter) {
      const colours = ctx.sides();
      parts.push(
        h(
          'div',
          { class: 'counter' },
          state.counter.values.map((value, side) =>
            h(
              'span',
              { dataset: { side: String(side) } },
              `${colours[side]} ${state.counter.name}: `,
              h('strong', {}, String(value)),
            ),
          ),
        ),
      );
    }
    if (d.chance) {
      const roll = state.lastRoll && state.lastRoll.length ? state.lastRoll : null;
      parts.push(diceView(roll));
    }
    if (state.turnNote !== undefined) {
      const declaring =
        ctx.myTurn() && ctx.viewPly === null && (state.actions || []).some((a) => a.kind === 'DECLARATION');
      parts.push(
        h(
          'p',
          { class: 'turn-phase muted' },
          state.turnText || 'Turn: start of a normal turn.',
          declaring ? ` Declare one${d.chance ? ', then the dice are thrown,' : ''} or move on the board.` : '',
        ),
      );
    }
    const last = state.lastDeclaration;
    if (last) {
      // The last declaration, its dice and what they made of it, in words, until the next one.
      const dice = last.roll ? diceOf(last.roll) : null;
      parts.push(
        h(
          'p',
          { class: 'declaration-outcome', id: 'declaration-outcome' },
          h('strong', {}, `${last.side}: ${last.words.charAt(0).toLowerCase()}${last.words.slice(1)}. `),
          dice ? `Dice ${listWords(dice.map(String))}. ` : 'The dice are still to be thrown. ',
          last.outcome && last.outcome !== state.turnText ? last.outcome : '',
        ),
      );
    }
    element.replaceChildren(...parts);
  }

  return { element, render };
}

/**
 * The last throw as dice pictures, or a note that none was thrown yet.
 * @param {number[] | null} roll
 */
export function diceView(roll) {
  return h(
    'div',
    {
      class: 'dice',
      id: 'dice',
      role: 'group',
      'aria-label': roll ? `Last throw: ${listWords(roll.map(String))}` : 'No dice thrown yet',
    },
    roll ? roll.map(dieSvg) : [h('span', { class: 'muted' }, 'No dice yet')],
  );
}
