package org.boardwright.cli;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/** The players by name: "human" (a person at the terminal) and the computer players. */
final class Players {

    static final String HUMAN = "human";
    static final String RANDOM = "random";

    private Players() {
    }

    static List<String> names() {
        return List.of(HUMAN, RANDOM);
    }

    static boolean exists(String name) {
        return names().contains(name);
    }

    /**
     * The computer player of that name, or empty for "human".
     *
     * @param random the player's own source of randomness, so a seed replays a game
     */
    static Optional<Player> computer(String name, SplittableRandom random) {
        switch (name) {
            case HUMAN:
                return Optional.empty();
            case RANDOM:
                return Optional.of(new RandomPlayer(random));
            default:
                throw new IllegalArgumentException("unknown player '" + name + "' (players: "
                        + String.join(", ", names()) + ")");
        }
    }
}
