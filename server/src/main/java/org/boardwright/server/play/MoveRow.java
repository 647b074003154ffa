package org.boardwright.server.play;

/** A row of {@code moves}: seat is null for what the server played itself (dice, a forced pass). */
record MoveRow(int ply, String move, Integer seat, long playedAt) {}
