// Entry point: picks the page from the address. "/" is the home page ("?rules=<game>" a
// rules page, "?about" the about page), "/g/<id>" a game, "/@/<name>" a player,
// "/leaderboard/<game>" a game's best players ("/leaderboard" the first game's), "/watch" the
// games being played and the best recent ones, "/players" the player search, "/?signin" the
// sign-in and sign-up page.

import { api } from './api.js';
import { showHome, designerCredits } from './home.js';
import { showGame } from './game/controller.js';
import { showAbout, showRules } from './rules.js';
import { showAnalysis } from './analysis/page.js';
import { setupTheme } from './theme.js';
import { setupMenu } from './menu.js';
import { setupAccount, showSignIn } from './account.js';
import { showLeaderboard, showPlayer } from './player.js';
import { showPlayers } from './players.js';
import { showWatch } from './watch.js';

setupTheme();
setupMenu();
const main = document.getElementById('main');
const params = new URLSearchParams(location.search);
const gameMatch = /^\/g\/([^/]+)\/?$/.exec(location.pathname);
const playerMatch = /^\/@\/([^/]+)\/?$/.exec(location.pathname);
const boardMatch = /^\/leaderboard(?:\/([^/]+))?\/?$/.exec(location.pathname);
const path = location.pathname.replace(/\/$/, '') || '/';
markSection();
// The account box first: the home page's lobby and the player pages read who is signed in.
const signedIn = setupAccount();
if (gameMatch) showGame(main, decodeURIComponent(gameMatch[1]));
else if (playerMatch) signedIn.then(() => showPlayer(main, decodeURIComponent(playerMatch[1])));
else if (boardMatch) showLeaderboard(main, boardMatch[1] ? decodeURIComponent(boardMatch[1]) : null);
else if (path === '/watch') showWatch(main);
else if (path === '/players') showPlayers(main, params.get('q'));
else if (params.has('analyse')) showAnalysis(main, params.get('analyse'), params.get('position'));
else if (params.has('rules')) showRules(main, params.get('rules'));
else if (params.has('about')) showAbout(main);
else if (params.has('signin')) signedIn.then(() => showSignIn(main, params.get('next')));
else signedIn.then(() => showHome(main));

// The footer credits the designers of the games this server plays (index.html's text until then).
api
  .catalog()
  .then((catalog) => {
    const credits = designerCredits(catalog.games, ', played here under their own names and rules.');
    if (credits.length) document.querySelector('footer.bottom').replaceChildren(...credits);
  })
  .catch(() => {});

/** The navigation's link to the section this page belongs to is marked as the current one. */
function markSection() {
  const section =
    gameMatch ||
    params.has('analyse') ||
    params.has('rules') ||
    (path === '/' && !params.has('about') && !params.has('signin'))
      ? 'play'
      : path === '/watch'
        ? 'watch'
        : boardMatch
          ? 'leaderboards'
          : path === '/players' || playerMatch
            ? 'players'
            : params.has('about')
              ? 'about'
              : null;
  const link = section && document.querySelector(`header nav a[data-nav="${section}"]`);
  if (link) link.setAttribute('aria-current', 'page');
}
