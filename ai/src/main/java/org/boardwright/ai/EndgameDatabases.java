package org.boardwright.ai;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.boardwright.ai.checkers.EndgameBuilder;
import org.boardwright.ai.checkers.EndgameCheck;

/**
 * A game's endgame databases as {@link EndgameTables} reaches them: read from a directory, built
 * into one, checked there.
 */
public interface EndgameDatabases {

    /** The databases in {@code dir}; a table of no positions when it holds none. */
    EndgameTable load(Path dir) throws IOException;

    /** A table of no positions, kept in place of databases that could not be read. */
    EndgameTable empty();

    /** Builds the databases up to {@code pieces} pieces in {@code dir} on threads. */
    List<EndgameBuilder.ClassReport> build(
            Path dir, int pieces, int threads, EndgameBuilder.Progress progress) throws IOException;

    /** Checks every database in {@code dir} for consistency; the faults found. */
    List<EndgameCheck.Fault> check(
            Path dir, int maxFaults, int threads, EndgameBuilder.Progress progress)
            throws IOException;
}
