package org.boardwright.tools.checkers;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.boardwright.ai.Budget;
import org.boardwright.ai.EndgameTable;
import org.boardwright.ai.Player;
import org.boardwright.ai.Players;
import org.boardwright.ai.SearchListener;
import org.boardwright.ai.checkers.CheckersEndgames;
import org.boardwright.ai.checkers.EndgamePositions;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.CheckersGame;
import org.boardwright.engine.checkers.CheckersState;
import org.boardwright.engine.checkers.Numbering;

/**
 * A fixed test set of checkers positions with a known best move, and how many of them a player
 * finds: won endgame positions with no capture to make, where exactly one of two or more legal
 * moves keeps the win and the win is at least a given number of plies from its conversion, as the
 * databases say (a player that sees the databases solves every one; the set measures a search and
 * evaluation without them).
 *
 * <p>The set is a text file: lines starting with {@code #} are comments, every other line is a
 * position in PDN's FEN and its one winning move in numeric notation, separated by a space.
 */
public final class WinningMoveSet {

    static final String USAGE =
            "usage: WinningMoveSet make --egdb DIR --pieces N [--min-plies P] --positions K"
                    + " --seed S --out FILE\n"
                    + "       WinningMoveSet solve --set FILE --player NAME (--move-nodes N | --move-time S)"
                    + " [--seed S]";

    /** A position and its one winning move, as in the file. */
    public record Entry(String fen, String move) {

        /** The line of the file. */
        String line() {
            return fen + " " + move;
        }
    }

    /** What a player found: the positions tried and solved, and the ones it missed. */
    public record Score(int positions, int solved, List<String> missed) {}

    /** Positions drawn for each one wanted before {@link #make} gives up (none may qualify). */
    static final int DRAWS_PER_POSITION = 100_000;

    private WinningMoveSet() {}

    /**
     * Random positions of {@code pieces} pieces (every position as likely) that are won for the
     * side to move, at least {@code minPlies} plies from the conversion, with no capture to make
     * and exactly one winning move among two or more, until {@code count} are found.
     *
     * @param tables the databases, holding every class of {@code pieces} pieces and fewer
     */
    public static List<Entry> make(
            CheckersEndgames tables, int pieces, int minPlies, int count, long seed) {
        EndgamePositions draw = new EndgamePositions(tables, pieces);
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[GameState.MAX_MOVES];
        List<Entry> entries = new ArrayList<>(count);
        long limit = (long) DRAWS_PER_POSITION * count;
        for (long drawn = 0; entries.size() < count; drawn++) {
            if (drawn == limit) {
                throw new IllegalArgumentException(
                        String.format(
                                "only %d of %d positions found in %d drawn: fewer plies or pieces",
                                entries.size(), count, drawn));
            }
            CheckersState state = CheckersGame.INSTANCE.parsePosition(draw.next(random));
            int value = tables.probe(state);
            if (state.isTerminal()
                    || !EndgameTable.isWin(value)
                    || EndgameTable.plies(value) < minPlies
                    || state.mayCapture()) {
                continue;
            }
            int n = state.legalMoves(moves, 0);
            int winning = -1;
            int wins = 0;
            for (int i = 0; i < n && wins < 2; i++) {
                if (keepsTheWin(tables, state, moves[i])) {
                    winning = moves[i];
                    wins++;
                }
            }
            if (n >= 2 && wins == 1) {
                entries.add(new Entry(state.fen(), Numbering.format(winning)));
            }
        }
        return entries;
    }

    /** Whether the side to move still wins after {@code move}, by the databases. */
    static boolean keepsTheWin(CheckersEndgames tables, GameState state, int move) {
        int mover = state.sideToMove();
        state.play(move);
        boolean win =
                state.isTerminal()
                        ? state.result().winner() == mover
                        : EndgameTable.isLoss(tables.probe(state));
        state.undo();
        return win;
    }

    /** The player's move in every position of the set, within the budget, against the known one. */
    public static Score solve(List<Entry> entries, String player, Budget budget, long seed) {
        int solved = 0;
        List<String> missed = new ArrayList<>();
        for (Entry entry : entries) {
            CheckersState state = CheckersGame.INSTANCE.parsePosition(entry.fen());
            Player p = Players.create(player, CheckersGame.INSTANCE, 1, new SplittableRandom(seed));
            try {
                int chosen = p.chooseMove(state.copy(), budget, SearchListener.NONE);
                if (chosen == state.parseMove(entry.move())) {
                    solved++;
                } else {
                    missed.add(entry.line() + " (played " + Numbering.format(chosen) + ")");
                }
            } finally {
                p.close();
            }
        }
        return new Score(entries.size(), solved, missed);
    }

    /** Reads a set; a line that is not a position and its legal move is an error naming it. */
    public static List<Entry> read(Path file) throws IOException {
        List<Entry> entries = new ArrayList<>();
        int number = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            number++;
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            String[] parts = t.split("\\s+");
            try {
                if (parts.length != 2) {
                    throw new IllegalArgumentException("expected a FEN and a move");
                }
                CheckersGame.INSTANCE.parsePosition(parts[0]).parseMove(parts[1]);
            } catch (RuntimeException e) {
                throw new IllegalArgumentException(
                        file + " line " + number + ": " + e.getMessage(), e);
            }
            entries.add(new Entry(parts[0], parts[1]));
        }
        return entries;
    }

    static void write(Path file, String header, List<Entry> entries) {
        StringBuilder text = new StringBuilder(header);
        for (Entry entry : entries) {
            text.append(entry.line()).append('\n');
        }
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * {@code make --egdb DIR --pieces N [--min-plies P] --positions K --seed S --out FILE}, or
     * {@code solve --set FILE --player NAME (--move-nodes N | --move-time SECONDS) [--seed S]}.
     */
    public static void main(String[] args) {
        ToolArguments.main(args, WinningMoveSet::run, USAGE);
    }

    static void run(String[] args) throws IOException {
        if (args.length == 0 || !(args[0].equals("make") || args[0].equals("solve"))) {
            throw new IllegalArgumentException("make or solve first");
        }
        Path egdb = null;
        Path out = null;
        Path set = null;
        String player = "level:max";
        int pieces = 5;
        int minPlies = 0;
        int positions = 100;
        long seed = 1;
        Budget budget = null;
        for (int i = 1; i < args.length; i++) {
            String value = ToolArguments.value(args, i);
            try {
                switch (args[i]) {
                    case "--egdb" -> egdb = Path.of(value);
                    case "--out" -> out = Path.of(value);
                    case "--set" -> set = Path.of(value);
                    case "--player" -> player = value;
                    case "--pieces" -> pieces = Integer.parseInt(value);
                    case "--positions" -> positions = Integer.parseInt(value);
                    case "--min-plies" -> minPlies = Integer.parseInt(value);
                    case "--seed" -> seed = Long.parseLong(value);
                    case "--move-nodes" -> budget = Budget.iterations(Long.parseLong(value));
                    case "--move-time" -> budget = Budget.time(Double.parseDouble(value));
                    default -> throw new IllegalArgumentException("unknown option " + args[i]);
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(args[i] + " needs a number, not " + value);
            }
            i++;
        }
        if (args[0].equals("make")) {
            if (egdb == null || out == null) {
                throw new IllegalArgumentException("make needs --egdb and --out");
            }
            List<Entry> entries =
                    make(CheckersEndgames.load(egdb), pieces, minPlies, positions, seed);
            write(
                    out,
                    String.format(
                            "# %d won positions of %d pieces, at least %d plies from conversion, no"
                                    + " capture to make, one winning move (FEN, move)%n"
                                    + "# made by: WinningMoveSet make --egdb <databases to %d pieces>"
                                    + " --pieces %d --min-plies %d --positions %d --seed %d"
                                    + " --out <file>%n",
                            positions, pieces, minPlies, pieces, pieces, minPlies, positions, seed),
                    entries);
            System.out.printf("%d positions written to %s%n", entries.size(), out);
        } else {
            if (set == null || budget == null) {
                throw new IllegalArgumentException(
                        "solve needs --set and --move-nodes or --move-time");
            }
            Score score = solve(read(set), player, budget, seed);
            score.missed().forEach(m -> System.out.println("missed " + m));
            System.out.printf(
                    "%s solved %d of %d (%s)%n",
                    player, score.solved(), score.positions(), set.getFileName());
        }
    }
}
