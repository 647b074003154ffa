package org.boardwright.server.play;

/**
 * A game as stored in the {@code games} table: its setup and the parts that change, with the
 * version every change bumps, the seat to move and the number of dice rolls thrown (taken back or
 * not).
 */
record GameRow(
        GameSetup setup,
        ClockState clock,
        Outcome outcome,
        Offers offers,
        int ply,
        int rollsThrown,
        long version,
        long updatedAt,
        Integer toMove) {}
