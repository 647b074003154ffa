package org.boardwright.server.play;

/**
 * What a game is from its creation on, never changed: its id, game, start, opponent, dice seed and
 * timing, and whether the result changes the players' ratings.
 */
public record GameSetup(
        String id,
        String spec,
        String startPosition,
        Opponent opponent,
        long seed,
        ClockSettings clock,
        long createdAt,
        boolean rated) {}
