package org.boardwright.server;

/**
 * What a game is from its creation on, never changed: its id, game, start, opponent, dice seed and
 * timing.
 */
record GameSetup(
        String id,
        String spec,
        String startPosition,
        Opponent opponent,
        long seed,
        ClockSettings clock,
        long createdAt) {}
