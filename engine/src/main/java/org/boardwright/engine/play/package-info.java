/**
 * A game as it is played: the one play loop every driver (the terminal, the server, matches between
 * computer players) uses, so dice, forced passes, the pie rule's seats, takebacks and records work
 * the same everywhere.
 */
package org.boardwright.engine.play;
