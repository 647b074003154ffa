// The game's actions and offers: flip, hint, take-back, draw (games with draws by agreement),
// abort and claims, resign, rematch, review, the record; and the box that invites a friend.

import { api } from '../api.js';
import { h } from '../dom.js';
import { saveGame } from '../store.js';

export function createActions(ctx) {
  const element = h('div', { class: 'actions', id: 'actions', role: 'group', 'aria-label': 'Game actions' });
  const invite = h('div', { class: 'invite', id: 'invite', hidden: true });
  let resignArmed = null;

  function button(label, onclick, extra = {}) {
    return h(
      'button',
      {
        type: 'button',
        onclick,
        disabled: ctx.pending || extra.disabled,
        class: extra.class || '',
        dataset: { action: extra.action || label.toLowerCase() },
      },
      label,
    );
  }

  const call = (fn, action) => () => ctx.act(() => fn(ctx.id, ctx.token, action));

  /** Whether this page's seat has moved yet (hot-seat: anyone): a take-back needs a move of one's own. */
  function movedYet(s, seat) {
    if (s.you === 'both') return s.ply > 0;
    const side = ctx.descriptor.sides.findIndex((x) => x.name === s.seats[seat].color);
    return ctx.history.numbering().some((m) => m.side === side);
  }

  function offers(s, seat, list) {
    if (movedYet(s, seat) || (s.takebackRequest !== null && s.takebackRequest !== undefined)) {
      if (
        s.takebackRequest !== null &&
        s.takebackRequest !== undefined &&
        s.takebackRequest !== seat &&
        s.you !== 'both'
      ) {
        list.push(
          button('Accept take-back', call(api.takeback, 'accept'), { action: 'takeback-accept', class: 'primary' }),
        );
        list.push(button('Decline take-back', call(api.takeback, 'decline'), { action: 'takeback-decline' }));
      } else {
        const asked = s.takebackRequest !== null && s.takebackRequest !== undefined && s.takebackRequest === seat;
        list.push(
          button(asked ? 'Take-back asked…' : 'Take back', call(api.takeback, 'request'), {
            action: 'takeback',
            disabled: asked,
          }),
        );
      }
    }
    // A draw the rules leave to the player to move (checkers: repetition, 40 moves), with its reason.
    if (s.drawClaim && (s.you === 'both' || s.toMove === seat)) {
      list.push(button('Claim draw', call(api.draw, 'claim'), { action: 'draw-claim', class: 'primary' }));
      list.push(h('span', { class: 'claim-reason', dataset: { note: 'draw-claim' } }, `You may claim ${s.drawClaim}.`));
    }
    if (ctx.descriptor.drawsByAgreement) {
      // In hot-seat the one token answers for the other seat.
      if (s.drawOffer !== null && s.drawOffer !== undefined && (s.drawOffer !== seat || s.you === 'both')) {
        list.push(button('Accept draw', call(api.draw, 'accept'), { action: 'draw-accept', class: 'primary' }));
        list.push(button('Decline draw', call(api.draw, 'decline'), { action: 'draw-decline' }));
      } else if (s.opponent !== 'computer' && s.opponent !== 'hotseat') {
        // nobody to offer it to
        const offered = s.drawOffer !== null && s.drawOffer !== undefined;
        list.push(
          button(offered ? 'Draw offered…' : 'Offer draw', call(api.draw, 'offer'), {
            action: 'draw',
            disabled: offered,
          }),
        );
      }
    }
  }

  function resign() {
    if (!resignArmed) {
      resignArmed = setTimeout(() => {
        resignArmed = null;
        render();
      }, 4000);
      render();
      return;
    }
    clearTimeout(resignArmed);
    resignArmed = null;
    ctx.act(() => api.resign(ctx.id, ctx.token));
  }

  function rematch(s, seat, list) {
    const r = s.rematch;
    if (r && r.gameId) {
      saveGame({ id: r.gameId, token: ctx.token, name: s.name, spec: s.spec, opponent: s.opponent });
      list.push(
        h(
          'a',
          { class: 'button primary', href: `/g/${encodeURIComponent(r.gameId)}`, dataset: { action: 'rematch-go' } },
          'Go to the rematch',
        ),
      );
    } else if (r && r.offeredBy !== undefined && r.offeredBy !== null && r.offeredBy !== seat && s.you !== 'both') {
      list.push(button('Accept rematch', call(api.rematch, 'accept'), { action: 'rematch-accept', class: 'primary' }));
      list.push(button('Decline rematch', call(api.rematch, 'decline'), { action: 'rematch-decline' }));
    } else if (r && r.offeredBy === seat) {
      list.push(button('Rematch offered…', () => {}, { action: 'rematch', disabled: true }));
    } else {
      list.push(button('Rematch', call(api.rematch, 'offer'), { action: 'rematch' }));
    }
  }

  function render() {
    const s = ctx.state;
    const seat = ctx.mySeat();
    const player = seat !== null || s.you === 'both';
    const list = [
      button(
        'Flip board',
        () => {
          ctx.userFlipped = !ctx.flipped();
          ctx.renderBoard();
          ctx.bars.render();
        },
        { action: 'flip' },
      ),
    ];
    if (s.status === 'active' && player) {
      if (s.opponent === 'computer' || s.you === 'both') {
        list.push(
          button('Hint', () => ctx.history.getHint(), {
            action: 'hint',
            disabled: !ctx.myTurn() || !(s.legalMoves || []).length,
          }),
        );
      }
      offers(s, seat, list);
      if (s.ply < 2 || s.claimable) list.push(button('Abort', call(api.claim, 'abort'), { action: 'abort' }));
      if (s.claimable) list.push(button('Claim the win', call(api.claim, 'win'), { action: 'claim' }));
      list.push(
        button(resignArmed ? 'Really resign?' : 'Resign', resign, {
          action: 'resign',
          class: resignArmed ? 'danger' : '',
        }),
      );
    }
    if (s.status !== 'active' && player) rematch(s, seat, list);
    if (s.status === 'finished')
      list.push(button(ctx.review ? 'Close review' : 'Review', () => ctx.history.toggleReview(), { action: 'review' }));
    list.push(
      h(
        'a',
        {
          class: 'button',
          href: api.recordUrl(ctx.id),
          download: `boardwright-${ctx.id}.txt`,
          dataset: { action: 'export' },
        },
        'Download record',
      ),
    );
    // The game's own record formats too (checkers: PDN), each its own download.
    for (const format of (ctx.entry && ctx.entry.recordFormats) || []) {
      list.push(
        h(
          'a',
          {
            class: 'button',
            href: `${api.recordUrl(ctx.id)}?format=${encodeURIComponent(format)}`,
            download: `boardwright-${ctx.id}.${format}`,
            dataset: { action: `export-${format}` },
          },
          `Download ${format.toUpperCase()}`,
        ),
      );
    }
    element.replaceChildren(...list);
    renderInvite();
  }

  function renderInvite() {
    const link = ctx.saved && ctx.saved.invite;
    const mine = ctx.mySeat();
    const other = mine === null ? null : ctx.state.seats[1 - mine];
    const open = Boolean(link && ctx.state.status === 'active' && other && other.kind !== 'computer' && !other.joined);
    // Once shown, the box keeps its place (nothing below it jumps when the friend joins); its
    // note then says what happened, stacked over the hidden offer so the height stays the same.
    if (!open && invite.hidden) return;
    if (invite.hidden) {
      const field = h('input', {
        type: 'text',
        readonly: true,
        value: link,
        'aria-label': 'Invitation link',
        id: 'invite-link',
      });
      const done = h('span', { class: 'muted', role: 'status' });
      invite.replaceChildren(
        h(
          'div',
          { class: 'invite-offer' },
          h('strong', {}, 'Invite a friend: '),
          'send this link; it gives the other seat.',
          h(
            'div',
            { class: 'row' },
            field,
            h(
              'button',
              {
                type: 'button',
                onclick: async () => {
                  try {
                    await navigator.clipboard.writeText(link);
                    done.textContent = 'Copied.';
                  } catch {
                    field.select();
                    done.textContent = 'Press Ctrl+C to copy.';
                  }
                },
              },
              'Copy link',
            ),
          ),
          done,
        ),
        h('p', { class: 'invite-note', role: 'status' }),
      );
      invite.hidden = false;
    }
    invite.classList.toggle('used', !open);
    invite.querySelector('.invite-note').textContent = open
      ? ''
      : other && other.joined
        ? 'Your friend has joined.'
        : 'The invitation is closed.';
  }

  return { element, invite, render };
}
