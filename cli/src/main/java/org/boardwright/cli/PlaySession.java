package org.boardwright.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.boardwright.ai.SearchListener;
import org.boardwright.engine.Dice;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.IllegalMoveException;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.Result;
import org.boardwright.engine.record.GameRecord;

/**
 * One game in the terminal: people type moves and commands, computer players answer, dice are
 * rolled by the session (players never roll). Bad input is explained and the game goes on.
 * When the game ends its record is printed and can still be saved; the end of input ends the
 * session cleanly.
 */
final class PlaySession {

    /** Input lines longer than this are refused (no move or command comes near). */
    private static final int MAX_LINE_BYTES = 1 << 16;
    private static final int WIDTH = 78;

    private final Game game;
    private final GameState state;
    private final String startPosition;
    /** Every move played from the start position, dice outcomes included, and their notation. */
    private final List<Integer> moves = new ArrayList<>();
    private final List<String> notations = new ArrayList<>();
    /**
     * The computer player of each seat, null where a person plays. A seat is the colour a player
     * began with; after a Monkey Queen swap the players have exchanged colours (see {@link #seatOf}).
     */
    private final Players.Computer[] computers;
    private long delayMillis;
    private final long seed;
    private final SplittableRandom dice;
    private final int[] diceBuffer = new int[GameState.MAX_MOVES];
    private final int[] moveBuffer = new int[GameState.MAX_MOVES];
    private final BoardView board;
    private final PrintWriter out;
    private final LineReader input;
    private final LocalDate date = LocalDate.now();

    /** A result the board does not show (a resignation), with its reason; null while the board decides. */
    private Result declaredResult;
    private String termination;
    /** Whether dice were rolled or a computer played, so the record keeps the seed that replays them. */
    private boolean randomnessUsed;
    private boolean boardShown;
    private String loadedFrom;

    /**
     * @param state the position to play on; its undo history must be {@code earlierMoves}
     * @param seed the seed the dice and the computer players' randomness were made from, for the record
     */
    PlaySession(Terminal terminal, GameState state, String startPosition, List<Integer> earlierMoves,
            List<String> earlierNotations, Players.Computer[] computers, long seed, SplittableRandom dice, boolean color) {
        this.game = state.game();
        this.state = state;
        this.startPosition = startPosition;
        this.moves.addAll(earlierMoves);
        this.notations.addAll(earlierNotations);
        this.computers = computers.clone();
        this.seed = seed;
        this.dice = dice;
        this.board = new BoardView(game, color);
        this.out = terminal.out();
        this.input = new LineReader(terminal.in(), MAX_LINE_BYTES);
        this.randomnessUsed = computers[0] != null || computers[1] != null;
    }

    /** Continues a loaded record: its declared result (a resignation) stands. */
    void loadedFrom(String file, GameRecord record) {
        this.loadedFrom = file;
        if (record.isFinished() && !state.isTerminal()) {
            declaredResult = record.result();
            termination = record.tag("Termination").orElse(null);
        }
    }

    /** Plays until the players quit or the input ends; returns the exit status. */
    int run() throws IOException {
        introduce();
        while (true) {
            if (!isOver()) {
                if (state.isChanceNode()) {
                    rollDice();
                    continue;
                }
                int forcedPass = forcedPass(state);
                if (forcedPass >= 0) {
                    out.println(sideName(state.sideToMove()) + " has no legal move and passes.");
                    play(forcedPass);
                    continue;
                }
                Players.Computer computer = computers[seatOf(state, state.sideToMove())];

                if (computer != null) {
                    computerMoves(computer);
                    continue;
                }
                if (!boardShown) {
                    showBoard();
                }
            }
            out.print(isOver() ? "> " : sideName(state.sideToMove()) + " to move> ");
            out.flush();
            LineReader.Line line = input.next();
            if (line == null) {
                endOfInput();
                return 0;
            }
            if (!handle(line)) {
                return 0;
            }
        }
    }

    private void introduce() {
        out.println(game.name() + (game.credit().isEmpty() ? "" : " " + game.credit()));
        out.println(sideName(0) + ": " + playerName(0) + ", " + sideName(1) + ": " + playerName(1)
                + (randomnessUsed ? " (seed " + seed + ")" : ""));
        List<String> legal = state.legalMoveNotations();
        boolean personToMove = !state.isChanceNode() && computers[seatOf(state, state.sideToMove())] == null;
        String example = legal.isEmpty() || !personToMove || forcedPass(state) >= 0 ? "" : " such as " + legal.get(0);
        out.println("Type a move" + example + ", 'moves' to list the legal moves, or 'help'.");
        if (loadedFrom != null) {
            out.println("Loaded " + loadedFrom + ": " + count(moves.size(), "move") + ".");
        }
        if (state.playersSwapped()) {
            out.println(coloursAfterSwap());
        }
        if (!notations.isEmpty()) {
            out.println(Text.wrap(notations, WIDTH));
        }
        out.println();
        showBoard(); // also when a computer moves first
        if (isOver()) {
            announceEnd();
        }
    }

    /** Handles one line of input; false when the player quits. */
    private boolean handle(LineReader.Line line) {
        if (line.tooLong()) {
            out.println("That line is too long.");
            return true;
        }
        String text = line.text().strip();
        if (text.isEmpty()) {
            return true;
        }
        String[] words = text.split("\\s+", 2);
        String argument = words.length > 1 ? words[1] : "";
        switch (words[0].toLowerCase(Locale.ROOT)) {
            case "help":
                help();
                break;
            case "moves":
            case "?":
                listMoves();
                break;
            case "undo":
                undo();
                break;
            case "resign":
                resign();
                break;
            case "record":
                printLines(record().toMultiLine());
                break;
            case "save":
                save(argument);
                break;
            case "board":
                showBoard();
                break;
            case "quit":
            case "exit":
                if (!isOver()) {
                    out.println("Leaving the game unfinished. Its record:");
                    printLines(record().toMultiLine());
                }
                return false;
            default:
                playTyped(text);
        }
        return true;
    }

    private void help() {
        out.println("Commands:");
        out.println("  <move>       play a move in notation, e.g. a1xa2 (a kill) or c3-c6");
        out.println("  moves, ?     list the legal moves");
        out.println("  undo         take back your last move (and the computer's reply)");
        out.println("  resign       give up the game");
        out.println("  board        show the board again");
        out.println("  record       print the game record");
        out.println("  save FILE    save the game record to FILE");
        out.println("  help         this list");
        out.println("  quit         leave");
    }

    private void playTyped(String text) {
        if (isOver()) {
            out.println("The game is over. You can still type record, save FILE, board or quit.");
            return;
        }
        int move;
        try {
            move = state.parseMove(text.toLowerCase(Locale.ROOT));
        } catch (NotationException e) {
            if (e instanceof IllegalMoveException) {
                out.println("Illegal move " + Text.oneLine(text) + " for " + sideName(state.sideToMove()) + ". "
                        + movesFromTheSameSquare(text.toLowerCase(Locale.ROOT)));
            } else {
                out.println("Not a command or a move: " + Text.oneLine(e.getMessage()) + ". Type 'help' for the commands.");
            }
            return;
        }
        play(move);
    }

    /** A hint for an illegal move: the legal moves from its origin square, or that there are none. */
    private String movesFromTheSameSquare(String move) {
        int end = 0;
        while (end < move.length() && (Character.isLetterOrDigit(move.charAt(end)) && move.charAt(end) != 'x' || end == 0)) {
            end++;
        }
        String origin = move.substring(0, end);
        if (!origin.matches("[a-z][0-9]{1,2}")) {
            return "Type 'moves' to list the legal moves.";
        }
        List<String> same = state.legalMoveNotations().stream()
                .filter(m -> m.startsWith(origin) && m.length() > origin.length() && !Character.isDigit(m.charAt(origin.length())))
                .toList();
        if (same.isEmpty()) {
            return "No legal move starts at " + origin + "; type 'moves' to list the legal moves.";
        }
        return "Legal moves from " + origin + ": " + String.join(" ", same) + ".";
    }

    private void listMoves() {
        if (isOver()) {
            out.println("No legal moves: the game is over.");
            return;
        }
        List<String> legal = state.legalMoveNotations();
        out.println(count(legal.size(), "legal move") + ":");
        out.println(Text.wrap(legal, WIDTH));
    }

    private void rollDice() {
        // the n-th roll is fixed by the seed and n, so undo and replay never change it
        int outcome = Dice.roll(state, seed, Dice.rollsIn(notations), diceBuffer);
        String roll = state.formatMove(outcome);
        out.println(sideName(state.sideToMove()) + " rolls: " + roll);
        randomnessUsed = true;
        play(outcome);
        String explanation = TwistNotes.explainRoll(roll, state);
        if (!explanation.isEmpty() && !isOver()) {
            out.println(explanation);
        }
    }

    /**
     * The move when the only legal move is {@code pass} (a Cage player without a move), else -1.
     * Nobody has a choice there, so the session plays it and says so instead of asking.
     */
    private int forcedPass(GameState position) {
        if (position.isChanceNode() || position.legalMoves(moveBuffer, 0) != 1) {
            return -1;
        }
        return position.formatMove(moveBuffer[0]).equals("pass") ? moveBuffer[0] : -1;
    }

    /** Lets people watch a game between computers (--delay). */
    private void pause() {
        if (delayMillis > 0) {
            try {
                Thread.sleep(delayMillis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Waits this long before each computer move. */
    void setDelay(double seconds) {
        delayMillis = Math.round(seconds * 1000);
    }

    private void computerMoves(Players.Computer computer) {
        pause();
        int move = computer.player().chooseMove(state, computer.budget(), SearchListener.NONE);
        out.println(sideName(state.sideToMove()) + " (" + computer.name() + ") plays " + state.formatMove(move));
        play(move);
    }

    private void play(int move) {
        notations.add(state.formatMove(move));
        moves.add(move);
        boolean swappedBefore = state.playersSwapped();
        state.play(move);
        if (state.playersSwapped() != swappedBefore) {
            out.println("Swap: the players exchange colours. " + coloursAfterSwap());
        }
        boardShown = false;
        if (isOver()) {
            announceEnd();
        }
    }

    /**
     * Takes back the last move, and on until a person is to move again (so against the
     * computer, its reply and your move). Dice rolled before that move stay rolled.
     */
    private void undo() {
        if (isOver()) {
            out.println("The game is over; it cannot be taken back.");
            return;
        }
        int plies = pliesToUndo();
        if (plies == 0) {
            out.println("Nothing to undo.");
            return;
        }
        for (int i = 0; i < plies; i++) {
            state.undo();
            moves.remove(moves.size() - 1);
            notations.remove(notations.size() - 1);
        }
        out.println("Took back " + count(plies, "move") + ".");
        showBoard();
    }

    /** How many plies to take back to reach the last position where a person was to move; 0 if none. */
    private int pliesToUndo() {
        GameState probe = state.copy();
        for (int plies = 1; plies <= moves.size(); plies++) {
            probe.undo();
            if (!probe.isChanceNode() && computers[seatOf(probe, probe.sideToMove())] == null && forcedPass(probe) < 0) {
                return plies;
            }
        }
        return 0;
    }

    private void resign() {
        if (isOver()) {
            out.println("The game is over.");
            return;
        }
        int side = state.sideToMove();
        declaredResult = Result.winFor(1 - side);
        termination = sideName(side) + " resigned";
        announceEnd();
    }

    private void save(String file) {
        if (file.isBlank()) {
            out.println("Usage: save FILE");
            return;
        }
        try {
            Path path = Path.of(file.strip());
            Files.writeString(path, record().toMultiLine());
            out.println("Saved the record to " + path + ".");
        } catch (IOException | InvalidPathException | SecurityException e) {
            out.println("Could not save to " + Text.oneLine(file) + ": " + Text.oneLine(describe(e))
                    + ". Check that the folder exists and can be written.");
        }
    }

    private static String describe(Exception e) {
        String type = e.getClass().getSimpleName().replace("Exception", "").replaceAll("([a-z])([A-Z])", "$1 $2");
        return e.getMessage() == null ? type : type + ": " + e.getMessage();
    }

    private void endOfInput() {
        out.println();
        if (!isOver()) {
            out.println("End of input; the game is unfinished. Its record:");
            printLines(record().toMultiLine());
        }
    }

    private void announceEnd() {
        showBoard();
        String reason = declaredResult != null ? termination : state.resultReason();
        out.println("Game over: " + result().notation() + (reason == null || reason.isEmpty() ? "" : " (" + reason + ")"));
        if (state.playersSwapped() && result().winner() >= 0) {
            out.println(winnerAfterSwap());
        }
        out.println();
        printLines(record().toMultiLine());
        out.println();
        out.println("Type 'save FILE' to save the record, or 'quit'.");
    }

    private void showBoard() {
        int last = lastBoardMove();
        printLines(board.render(state, last < 0 ? null : notations.get(last)));
        if (last >= 0) {
            out.println("Last move: " + sideName(moverOf(last)) + " " + notations.get(last));
        }
        TwistNotes.status(state).forEach(out::println);
        offerSwap();
        boardShown = true;
    }

    /** The index of the last move that is not a dice outcome, to mark on the board; -1 if none. */
    private int lastBoardMove() {
        for (int i = notations.size() - 1; i >= 0; i--) {
            if (!notations.get(i).startsWith("roll:")) {
                return i;
            }
        }
        return -1;
    }

    /** The side that played move {@code index}. */
    private int moverOf(int index) {
        GameState before = state.copy();
        for (int i = moves.size(); i > index; i--) {
            before.undo();
        }
        return before.sideToMove();
    }

    /** Prints text that ends with a line end, flushed like every line. */
    private void printLines(String text) {
        out.print(text);
        out.flush();
    }

    private static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    private boolean isOver() {
        return declaredResult != null || state.isTerminal();
    }

    private Result result() {
        return declaredResult != null ? declaredResult : state.result();
    }

    private String sideName(int side) {
        return game.sideName(side);
    }

    /** The name of the player in a seat: the colour he began with. */
    private String playerName(int seat) {
        return computers[seat] == null ? Players.HUMAN : computers[seat].name();
    }

    // ---------------------------------------------------------------- the pie-rule swap (Monkey Queen)

    /** The seat of the player now playing a colour: the same colour, or the other after a swap. */
    private static int seatOf(GameState state, int colour) {
        return state.playersSwapped() ? 1 - colour : colour;
    }

    /** Tells the side to move, when it may swap, what the swap does. */
    private void offerSwap() {
        if (isOver() || !state.legalMoveNotations().contains("swap")) {
            return;
        }
        int side = state.sideToMove();
        out.println("Pie rule: " + sideName(side) + " may answer 'swap' instead of a move. The board stays and the players");
        out.println("exchange colours: " + sideName(side) + "'s player takes over " + sideName(1 - side) + ", "
                + sideName(1 - side) + "'s player plays " + sideName(side) + " and moves next.");
    }

    /** Who plays which colour after the swap, by the seats the players began in. */
    private String coloursAfterSwap() {
        return "Now " + sideName(0) + ": " + playerName(1) + " (began as " + sideName(1) + "), "
                + sideName(1) + ": " + playerName(0) + " (began as " + sideName(0) + ").";
    }

    private String winnerAfterSwap() {
        int winner = result().winner();
        return "Winner: " + playerName(seatOf(state, winner)) + ", who began as " + sideName(seatOf(state, winner))
                + " and played " + sideName(winner) + " after the swap.";
    }

    /** The record of the game so far. */
    GameRecord record() {
        GameRecord.Builder builder = GameRecord.builder(game).date(date)
                .player(0, playerName(0)).player(1, playerName(1))
                .start(startPosition).moves(moves);
        if (declaredResult != null) {
            builder.result(declaredResult);
        }
        if (termination != null) {
            builder.tag("Termination", termination);
        }
        if (randomnessUsed) {
            builder.tag("Seed", Long.toString(seed));
        }
        if (state.playersSwapped()) {
            // The colour tags name the players by the colour they began with; this one by the colour they ended with.
            builder.tag("Swap", sideName(0) + ": " + playerName(1) + ", " + sideName(1) + ": " + playerName(0));
        }
        return builder.build();
    }
}
