package org.boardwright.ai.checkers;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Random positions of a piece count, each class drawn in proportion to its index space so that
 * every position is as likely: what the offline checks of the databases try them on (here, since it
 * reads the databases' index).
 */
public final class EndgamePositions {

    private final List<EndgameClass> classes;
    private final long space;
    private final long[] pos = new long[4];

    /**
     * @throws IllegalArgumentException when the databases lack a class of {@code pieces} pieces
     */
    public EndgamePositions(CheckersEndgames tables, int pieces) {
        classes = EndgameClass.upTo(pieces).stream().filter(c -> c.pieces() == pieces).toList();
        for (EndgameClass c : classes) {
            if (tables.table(c) == null) {
                throw new IllegalArgumentException(
                        "the databases do not hold " + EndgameBuilder.name(c));
            }
        }
        space = classes.stream().mapToLong(EndgameClass::size).sum();
    }

    /** A random position's text (every index that is a position as likely). */
    public String next(SplittableRandom random) {
        while (true) {
            long r = random.nextLong(space);
            EndgameClass c = null;
            for (EndgameClass k : classes) {
                if (r < k.size()) {
                    c = k;
                    break;
                }
                r -= k.size();
            }
            if (c.decode(r, pos)) {
                return EndgameCheck.text(pos);
            }
        }
    }
}
