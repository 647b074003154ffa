// Bot accounts on the pages: the BOT mark beside a bot's name, and the account page's panel to
// mark the account a bot and manage its API tokens (docs/API.md, Bots).
import { h } from './dom.js';
import { request } from './api.js';

const api = {
  status: () => request('GET', '/api/account/bot'),
  markBot: () => request('POST', '/api/account/bot', { body: {} }),
  tokens: () => request('GET', '/api/account/tokens'),
  createToken: (label, scopes) => request('POST', '/api/account/tokens', { body: { label, scopes } }),
  revokeToken: (id) => request('DELETE', `/api/account/tokens/${encodeURIComponent(id)}`),
};

/** The BOT mark beside a name, or nothing for a person. */
export function botBadge(bot) {
  return bot ? h('span', { class: 'bot-badge', title: 'A bot: a program plays on this account' }, 'BOT') : null;
}

/** The account page's panel: whether the account is a bot, and its API tokens. */
export async function botPanel() {
  const note = h('p', { 'aria-live': 'polite' });
  const status = h('p', {});
  const list = h('ul', { class: 'saved' });
  const shown = h('p', { class: 'hint' });
  const label = h('input', { maxlength: 40, 'aria-label': 'Token label', placeholder: 'my engine' });
  const run = (f) => async () => {
    note.textContent = '';
    try {
      await f();
    } catch (e) {
      note.textContent = e.message;
    }
  };
  const markButton = h(
    'button',
    {
      type: 'button',
      onclick: run(async () => {
        if (!confirm('Make this account a bot for good? Only an account that has played no game can.')) return;
        await api.markBot();
        await refresh();
      }),
    },
    'Make this a bot account',
  );
  async function refresh() {
    const s = await api.status();
    status.replaceChildren(
      s.bot ? 'This account is a bot: a program plays on it through the bot API.' : 'This account is a person’s. ',
    );
    markButton.hidden = s.bot;
    const t = await api.tokens();
    list.replaceChildren(
      ...(t.tokens.length
        ? t.tokens.map((k) =>
            h(
              'li',
              {},
              `${k.label} (${k.scopes.join(', ')}), made ${new Date(k.createdAt).toLocaleDateString()} `,
              h(
                'button',
                {
                  type: 'button',
                  class: 'ghost small',
                  onclick: run(async () => {
                    await api.revokeToken(k.id);
                    shown.textContent = '';
                    await refresh();
                  }),
                },
                'Revoke',
              ),
            ),
          )
        : [h('li', { class: 'muted' }, 'No API tokens.')]),
    );
  }
  await refresh();
  return h(
    'section',
    { class: 'panel', 'aria-labelledby': 'bot-title' },
    h('h2', { id: 'bot-title' }, 'Bot and API tokens'),
    status,
    markButton,
    list,
    h(
      'div',
      { class: 'row' },
      h('label', { class: 'field' }, h('span', {}, 'New token'), label),
      h(
        'button',
        {
          type: 'button',
          onclick: run(async () => {
            const made = await api.createToken(label.value, ['bot:play', 'challenge:read']);
            shown.textContent = `Your token (shown this once): ${made.token}`;
            label.value = '';
            await refresh();
          }),
        },
        'Create token',
      ),
    ),
    shown,
    note,
  );
}
