// Around a game, below its moves: each side's pieces on the board and taken, sharing (the watch
// link, the finished game, pictures of the position and of the whole game), a new game once this
// one is over (against a person: "New opponent", the same game and time sought in the lobby), the rules read in place, and the page's settings (sounds, hot-seat board turn, and
// for games with numbered squares the notation of moves and the numbers on the board).

import { accounts, currentPlayer } from '../account.js';
import { h } from '../dom.js';
import { parseBoard, pieceOf } from '../games.js';
import { startGame } from '../home.js';
import { rulesText } from '../rules.js';
import { settings } from '../settings.js';

/** How many pieces of each side stand on a board (stacks count as one piece). */
export function countPieces(descriptor, rows) {
  const counts = descriptor.sides.map(() => 0);
  for (const row of rows)
    for (const text of row) {
      const p = pieceOf(descriptor, text);
      if (p && counts[p.side] !== undefined) counts[p.side]++;
    }
  return counts;
}

function copyButton(label, action, text, done) {
  return h(
    'button',
    {
      type: 'button',
      dataset: { action },
      onclick: async () => {
        const value = text();
        try {
          await navigator.clipboard.writeText(value);
          done.textContent = `Copied: ${value}`;
        } catch {
          done.textContent = value;
        }
      },
    },
    label,
  );
}

export function createExtras(ctx) {
  const tally = h('p', { class: 'tally small', id: 'tally' });
  const share = h('div', { class: 'row share', id: 'share', role: 'group', 'aria-label': 'Share' });
  const shared = h('p', { class: 'muted small shared', role: 'status' });
  const again = h('div', { class: 'row', id: 'new-game' });
  const rules = h('details', { class: 'in-game-rules', id: 'in-game-rules' }, h('summary', {}, 'Rules'));
  const prefs = h('div', { class: 'row prefs', id: 'prefs' });
  // The notation of moves and the numbers on the board: near the top of the panel, where the moves are read.
  const notationPrefs = h('div', { class: 'row prefs notation-prefs', id: 'notation-prefs' });
  const element = h(
    'section',
    { class: 'extras', 'aria-label': 'Share and settings' },
    again,
    share,
    shared,
    rules,
    prefs,
  );
  let rulesLoaded = false;

  rules.addEventListener('toggle', async () => {
    if (!rules.open || rulesLoaded) return;
    rulesLoaded = true;
    const text = await rulesText(ctx.entry.id);
    const body = text
      ? text.sections.map((s) => h('section', {}, h('h3', {}, s.heading), ...s.paragraphs.map((p) => h('p', {}, p))))
      : [h('p', { class: 'muted' }, 'This server has no page of rules for this game.')];
    rules.append(
      ...body,
      h(
        'p',
        { class: 'small' },
        h('a', { href: `/?rules=${encodeURIComponent(ctx.entry.id)}` }, 'The rules on their own page'),
      ),
    );
  });

  function renderTally() {
    const state = ctx.state;
    const start = countPieces(ctx.descriptor, parseBoard(ctx.state.startPosition || ctx.entry.initialPosition));
    // The position looked at (an earlier one, or the live one).
    const positions = ctx.history.positionsNow();
    const looked = ctx.viewPly !== null && positions && positions[ctx.viewPly];
    const now = countPieces(ctx.descriptor, looked ? parseBoard(looked) : state.board);
    tally.replaceChildren(
      ...ctx
        .sides()
        .map((colour, side) => {
          const taken = start[side] - now[side];
          return h(
            'span',
            { class: 'tally-side', dataset: { side: String(side) } },
            `${colour}: ${now[side]} on the board${taken > 0 ? `, ${taken} taken` : ''}`,
          );
        })
        .flatMap((node, i) => (i ? [' · ', node] : [node])),
    );
  }

  /** The analysis board with the position shown (the live one, or the one looked back at). */
  /** The analysis board with this game's moves, at the ply shown, the board turned as here. */
  function analyseLink() {
    const ply = ctx.viewPly !== null ? ctx.viewPly : ctx.state.ply;
    return `/?analyse=${encodeURIComponent(ctx.state.spec || ctx.state.game)}&game=${encodeURIComponent(ctx.id)}&ply=${ply}&side=${ctx.flipped() ? 1 : 0}`;
  }

  function newGame() {
    const state = ctx.state;
    const seat = ctx.mySeat();
    const body = { game: state.spec || state.game, opponent: state.opponent };
    if (seat !== null) body.color = state.seats[seat].color === ctx.sides()[0] ? 'first' : 'second';
    const computer = state.seats.find((s) => s.kind === 'computer');
    if (computer && computer.level) body.level = computer.level;
    startGame(body, shared);
  }

  /** The game's time control as a challenge states it. */
  function clockOf(clock) {
    if (!clock || clock.type === 'clock')
      return clock ? { type: 'clock', minutes: clock.minutes, increment: clock.increment } : { type: 'none' };
    if (clock.type === 'correspondence') return { type: 'correspondence', days: clock.days };
    return { type: 'none' };
  }

  /** Quick pairing for the same game (options and time): a game at once, or a seek to wait in. */
  let seeking = null;
  async function newOpponent() {
    const state = ctx.state;
    shared.textContent = '';
    try {
      const q = await accounts.quick({ game: state.spec || state.game, clock: clockOf(state.clock) });
      if (q.gameId) {
        location.assign(`/g/${encodeURIComponent(q.gameId)}`);
        return;
      }
      seeking = q.challengeId;
      shared.textContent = 'Looking for an opponent near your rating: the game opens here when one is found.';
    } catch (e) {
      shared.textContent = e.message;
    }
    render();
  }

  async function stopSeeking() {
    const id = seeking;
    seeking = null;
    try {
      await accounts.cancelChallenge(id);
      shared.textContent = 'No longer looking for an opponent.';
    } catch (e) {
      shared.textContent = e.message;
    }
    render();
  }

  function againButtons(state) {
    if (state.opponent !== 'friend')
      return [
        h(
          'button',
          { type: 'button', class: 'primary', dataset: { action: 'new-game' }, onclick: newGame },
          'New game',
        ),
      ];
    if (!currentPlayer().signedIn) {
      return [
        h(
          'a',
          {
            class: 'button primary',
            href: `/?signin&next=${encodeURIComponent(location.pathname)}`,
            dataset: { action: 'new-opponent' },
          },
          'Sign in to find a new opponent',
        ),
      ];
    }
    if (seeking)
      return [
        h('button', { type: 'button', dataset: { action: 'stop-seeking' }, onclick: stopSeeking }, 'Stop looking'),
      ];
    return [
      h(
        'button',
        { type: 'button', class: 'primary', dataset: { action: 'new-opponent' }, onclick: newOpponent },
        'New opponent',
      ),
    ];
  }

  function render() {
    const state = ctx.state;
    renderTally();
    const over = state.status !== 'active';
    const player = ctx.mySeat() !== null || state.you === 'both';
    again.replaceChildren(...(over && player ? againButtons(state) : []));
    const gameLink = () => `${location.origin}/g/${encodeURIComponent(ctx.id)}`;
    const ply = ctx.viewPly === null ? state.ply : ctx.viewPly;
    const base = `/api/games/${encodeURIComponent(ctx.id)}`;
    // The pictures show the board as this page does: the second side at the bottom when turned.
    const side = ctx.flipped() ? `side=${encodeURIComponent(ctx.sides()[1].toLowerCase())}` : '';
    share.replaceChildren(
      over
        ? copyButton('Copy link to this game', 'share-game', gameLink, shared)
        : copyButton('Copy watch link', 'share-watch', gameLink, shared),
      h(
        'a',
        {
          class: 'button',
          href: `${base}/image?ply=${ply}&format=png${side ? `&${side}` : ''}`,
          download: `boardwright-${ctx.id}-${ply}.png`,
          dataset: { action: 'picture' },
        },
        'Picture (PNG)',
      ),
      h(
        'a',
        {
          class: 'button',
          href: `${base}/image?ply=${ply}&format=svg${side ? `&${side}` : ''}`,
          download: `boardwright-${ctx.id}-${ply}.svg`,
          dataset: { action: 'picture-svg' },
        },
        'SVG',
      ),
      h(
        'a',
        {
          class: 'button',
          href: `${base}/gif${side ? `?${side}` : ''}`,
          download: `boardwright-${ctx.id}.gif`,
          dataset: { action: 'gif' },
        },
        'Whole game (GIF)',
      ),
      h('a', { class: 'button', href: analyseLink(), dataset: { action: 'analyse' } }, 'Analyse this position'),
    );
    const choices = [soundBox()];
    notationPrefs.replaceChildren(...notationChoices());
    if (state.you === 'both') {
      const box = h('input', {
        type: 'checkbox',
        id: 'pref-hotseat-turn',
        checked: settings.get('hotseatTurn'),
        onchange: () => {
          settings.set('hotseatTurn', box.checked);
          ctx.render();
        },
      });
      choices.push(h('label', { for: 'pref-hotseat-turn' }, box, ' Turn the board to the side to move'));
    }
    prefs.replaceChildren(...choices);
  }

  /**
   * For a game with numbered squares (its catalogue entry has them): the notation moves are shown
   * in, and the numbers on the board.
   */
  function notationChoices() {
    if (!ctx.notation.numbered) return [];
    const example = ctx.boardMoves()[0] || ctx.state.lastMove || '';
    const numbered = example ? ctx.notation.forced(example) : '';
    const select = h(
      'select',
      {
        id: 'pref-notation',
        onchange: () => {
          settings.set('notation', select.value);
          ctx.render();
        },
      },
      h(
        'option',
        { value: 'numeric', selected: ctx.notation.numeric },
        `Numbered squares${numbered ? ` (${numbered})` : ''}`,
      ),
      h(
        'option',
        { value: 'algebraic', selected: !ctx.notation.numeric },
        `Algebraic${example ? ` (${example})` : ''}`,
      ),
    );
    const box = h('input', {
      type: 'checkbox',
      id: 'pref-square-numbers',
      checked: ctx.notation.boardNumbers,
      onchange: () => {
        settings.set('squareNumbers', box.checked);
        ctx.render();
      },
    });
    return [
      h('label', { for: 'pref-notation' }, 'Moves in ', select),
      h('label', { for: 'pref-square-numbers' }, box, ' Square numbers on the board'),
    ];
  }

  function soundBox() {
    const box = h('input', {
      type: 'checkbox',
      id: 'pref-sound',
      checked: settings.get('sound'),
      onchange: () => settings.set('sound', box.checked),
    });
    return h('label', { for: 'pref-sound' }, box, ' Sounds');
  }

  return { element, tally, share, notationPrefs, render };
}
