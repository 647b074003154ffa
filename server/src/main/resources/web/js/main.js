// Entry point: picks the page from the address. "/" is the home page ("?rules=<game>" a
// rules page, "?about" the about page), "/g/<id>" a game.

import { showAbout, showHome, showRules } from './home.js';
import { showGame } from './game.js';
import { setupTheme } from './theme.js';

setupTheme();
const main = document.getElementById('main');
const params = new URLSearchParams(location.search);
const gameMatch = /^\/g\/([^/]+)\/?$/.exec(location.pathname);
if (gameMatch) showGame(main, decodeURIComponent(gameMatch[1]));
else if (params.has('rules')) showRules(main, params.get('rules'));
else if (params.has('about')) showAbout(main);
else showHome(main);
