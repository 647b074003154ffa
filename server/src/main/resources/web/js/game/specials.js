// Moves that are not on the board, as buttons with the server's words (the state's actions: a
// swap, declarations), and the pie rule's offer to swap after the first move.

import { h } from '../dom.js';
import { declarationGroups } from './declarations.js';

export function createSpecials(ctx) {
  const element = h('div', {
    class: 'specials',
    id: 'specials',
    role: 'group',
    'aria-label': 'Moves that are not on the board',
  });
  const prompt = h('div', { class: 'prompt', id: 'prompt' });

  function render() {
    const state = ctx.state;
    const d = ctx.descriptor;
    element.replaceChildren();
    prompt.replaceChildren();
    // Declarations come and go every turn: their row keeps its place. The pie rule's offer comes
    // on the second move: its space is kept until it has been answered (the one shift left
    // follows that answer), so nothing jumps when the offer appears.
    const swapCanCome = d.pieRule && state.status === 'active' && state.ply <= 1;
    element.classList.toggle('reserved', d.counter !== null || ctx.sawDeclarations || swapCanCome);
    const list = ctx.viewPly !== null || !ctx.myTurn() ? [] : state.actions || [];
    for (const action of list.filter((a) => a.kind !== 'DECLARATION')) {
      element.append(
        h(
          'button',
          {
            type: 'button',
            class: action.kind === 'SWAP' ? 'primary' : '',
            dataset: { move: action.move, kind: action.kind },
            disabled: ctx.pending,
            onclick: () => ctx.send(action.move),
          },
          action.label,
        ),
      );
    }
    const declarations = list.filter((a) => a.kind === 'DECLARATION');
    if (declarations.length) element.append(declarationGroups(ctx, declarations, () => render()));
    if (swapCanCome) {
      // Laid out from the start, shown only while the swap is on offer.
      const [first, second] = ctx.sides();
      const offered = list.some((a) => a.kind === 'SWAP');
      prompt.append(
        h(
          'div',
          { class: 'swap-prompt', role: 'region', 'aria-label': 'Swap offer', dataset: { offered: String(offered) } },
          h('strong', {}, 'Swap?'),
          h(
            'p',
            {},
            `${first} has made the first move. You may swap: take over ${first}'s position, while the first player takes ${second} and moves next. Or answer as ${second} by moving on the board.`,
          ),
        ),
      );
    }
  }

  return { element, prompt, render };
}
