package org.boardwright.client;

import java.util.OptionalInt;

/**
 * The answer to creating a game.
 *
 * @param seat the creator's seat; empty for a hot-seat game, whose one token plays both
 * @param token the creator's seat token (shown once)
 * @param invite the invitation a friend joins with ({@link BoardwrightClient#join}); null but for
 *     {@code friend} games
 * @param state the game as the creator sees it
 */
public record CreatedGame(
        String id, OptionalInt seat, String token, String invite, GameState state) {}
