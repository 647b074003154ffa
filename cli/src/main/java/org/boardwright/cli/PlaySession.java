package org.boardwright.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.time.LocalDate;
import java.util.List;
import org.boardwright.ai.SearchListener;
import org.boardwright.engine.DrawClaim;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.MoveKind;
import org.boardwright.engine.Result;
import org.boardwright.engine.play.PlayedGame;
import org.boardwright.engine.record.GameRecord;

/**
 * One game in the terminal: people type moves and commands ({@link PlayCommands}), computer players
 * answer, and what nobody chooses (dice, forced passes) {@link PlayedGame} plays and the session
 * announces. When the game ends its record is printed and can still be saved; the end of input ends
 * the session cleanly.
 */
final class PlaySession {

    /** Input lines longer than this are refused (no move or command comes near). */
    private static final int MAX_LINE_BYTES = 1 << 16;

    static final int WIDTH = 78;

    private final Game game;
    private final PlayedGame played;

    /**
     * The computer player of each seat, null where a person plays. A seat is the colour a player
     * began with; after the pie rule's swap the players have exchanged colours.
     */
    private final Players.Computer[] computers;

    private long delayMillis;
    private final BoardView board;
    private final PrintWriter out;
    private final LineReader input;
    private final PlayCommands commands;
    private final LocalDate date = LocalDate.now();

    /**
     * A result the board does not show (a resignation), with its reason; null while the board
     * decides.
     */
    private Result declaredResult;

    private String termination;

    /**
     * Whether dice were thrown or a computer played, so the record keeps the seed that replays them
     * (also after a takeback).
     */
    private boolean randomnessUsed;

    private boolean boardShown;
    private String loadedFrom;

    /**
     * The number of plies when the dice just told the turn's phase, so the board does not repeat
     * it; -1 if not.
     */
    private int phaseToldAt = -1;

    /**
     * @param played the game so far; its seed throws the dice and is the seed the computer players'
     *     randomness was made from, for the record
     */
    PlaySession(Terminal terminal, PlayedGame played, Players.Computer[] computers, boolean color) {
        this.game = played.game();
        this.played = played;
        this.computers = computers.clone();
        this.board = new BoardView(game, color);
        this.out = terminal.out();
        this.input = new LineReader(terminal.in(), MAX_LINE_BYTES);
        this.commands = new PlayCommands(this, out);
        this.randomnessUsed =
                computers[0] != null
                        || computers[1] != null
                        || played.plies().stream().anyMatch(p -> p.kind() == MoveKind.CHANCE);
    }

    private String notation = org.boardwright.engine.Game.ALGEBRAIC;

    /** The record this game was loaded from, whose players and date the record keeps; or null. */
    private GameRecord loaded;

    /** Tags of a loaded record kept in the record (Event, Site, ...), or null. */
    private java.util.Map<String, String> extraTags;

    /** Continues a loaded record: its declared result (a resignation) stands. */
    void loadedFrom(String file, GameRecord record) {
        this.loadedFrom = file;
        loaded = record;
        extraTags = new java.util.LinkedHashMap<>(record.tags());
        extraTags
                .keySet()
                .removeAll(
                        java.util.List.of(
                                GameRecord.GAME,
                                GameRecord.DATE,
                                GameRecord.RESULT,
                                GameRecord.START,
                                GameRecord.SWAP,
                                "Termination",
                                "Seed",
                                game.sideName(0),
                                game.sideName(1)));
        if (record.isFinished() && !played.isOver()) {
            declaredResult = record.result();
            termination = record.tag("Termination").orElse(null);
        }
    }

    /** Plays until the players quit or the input ends; returns the exit status. */
    int run() throws IOException {
        introduce();
        while (true) {
            if (!isOver()) {
                if (playAutomatic()) {
                    continue;
                }
                Players.Computer computer = computers[played.seatToMove()];
                if (computer != null) {
                    computerMoves(computer);
                    continue;
                }
                if (!boardShown) {
                    showBoard();
                }
            }
            out.print(isOver() ? "> " : sideName(state().sideToMove()) + " to move> ");
            out.flush();
            LineReader.Line line = input.next();
            if (line == null) {
                endOfInput();
                return 0;
            }
            if (!commands.handle(line)) {
                return 0;
            }
        }
    }

    private void introduce() {
        out.println(game.name() + (game.credit().isEmpty() ? "" : " " + game.credit()));
        out.println(
                sideName(0)
                        + ": "
                        + playerName(0)
                        + ", "
                        + sideName(1)
                        + ": "
                        + playerName(1)
                        + (randomnessUsed ? " (seed " + played.seed() + ")" : ""));
        List<String> legal = state().legalMoveNotations(notation);
        boolean personChooses = played.awaitsChoice() && computers[played.seatToMove()] == null;
        String example = legal.isEmpty() || !personChooses ? "" : " such as " + legal.get(0);
        out.println("Type a move" + example + ", 'moves' to list the legal moves, or 'help'.");
        if (loadedFrom != null) {
            out.println("Loaded " + loadedFrom + ": " + count(played.size(), "move") + ".");
        }
        if (state().playersSwapped()) {
            out.println(coloursAfterSwap());
        }
        if (played.size() > 0) {
            out.println(Text.wrap(played.notations(), WIDTH));
        }
        out.println();
        showBoard(); // also when a computer moves first
        if (isOver()) {
            announceEnd();
        }
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

    /**
     * Plays and announces what nobody chooses (dice thrown from the seed, forced passes); false if
     * there was none.
     */
    private boolean playAutomatic() {
        int from = played.size();
        if (played.playAutomatic() == 0) {
            return false;
        }
        for (int ply = from; ply < played.size(); ply++) {
            announceAutomatic(ply);
        }
        boardShown = false;
        if (isOver()) {
            announceEnd();
        }
        return true;
    }

    private void announceAutomatic(int ply) {
        PlayedGame.Ply p = played.plies().get(ply);
        String mover = sideName(positionAfter(ply).sideToMove());
        if (p.kind() != MoveKind.CHANCE) {
            out.println(mover + " has no legal move and passes.");
            return;
        }
        out.println(mover + " rolls: " + p.notation());
        randomnessUsed = true;
        GameState after = positionAfter(ply + 1);
        String dice = after.game().text().describeTurn(after);
        if (!after.isOverWithoutClaim() && !dice.isEmpty()) {
            out.println(dice); // what the dice gave
            phaseToldAt = ply + 1;
        }
    }

    private void computerMoves(Players.Computer computer) {
        pause();
        int move;
        try {
            move =
                    computer.player()
                            .chooseMove(state().copy(), computer.budget(), SearchListener.NONE);
        } catch (org.boardwright.ai.PlayerForfeit e) {
            // An outside engine that crashed, hung or played an illegal move loses the game.
            int side = state().sideToMove();
            declaredResult = Result.winFor(side ^ 1);
            termination = sideName(side) + " (" + computer.name() + ") forfeits: " + e.getMessage();
            announceEnd();
            return;
        }
        out.println(
                sideName(state().sideToMove())
                        + " ("
                        + computer.name()
                        + ") plays "
                        + state().formatMove(move, notation));
        play(move);
    }

    /** Plays a move the seat to move chose. */
    void play(int move) {
        boolean swap = state().moveKind(move) == MoveKind.SWAP;
        played.choose(move);
        if (swap) {
            out.println("Swap: the players exchange colours. " + coloursAfterSwap());
        }
        boardShown = false;
        if (isOver()) {
            announceEnd();
        } else if (state().claimableDraw().claimable() && computers[played.seatToMove()] == null) {
            out.println(
                    sideName(state().sideToMove())
                            + " may claim "
                            + state().game().text().claim(state().claimableDraw())
                            + ": type 'claim', or play on.");
        }
    }

    /** The player to move claims the draw the position allows ('claim'). */
    void claimDraw() {
        if (isOver()) {
            out.println("The game is over.");
            return;
        }
        DrawClaim claim = state().claimableDraw();
        if (!claim.claimable()) {
            out.println("There is no draw to claim here.");
            return;
        }
        declaredResult = Result.DRAW;
        termination =
                sideName(state().sideToMove()) + " claimed " + state().game().text().claim(claim);
        announceEnd();
    }

    /**
     * Takes back to the last position where a person was to choose: the start of his last turn (its
     * declarations too), so against the computer its reply and your move. Dice thrown before the
     * turn's first choice stay thrown; dice taken back are never thrown the same again (the next
     * throw is the game's next roll, see PlayedGame#rollsThrown).
     */
    void undo() {
        if (isOver()) {
            out.println("The game is over; it cannot be taken back.");
            return;
        }
        int from = takebackPly();
        if (from < 0) {
            out.println("Nothing to undo.");
            return;
        }
        int plies = played.size() - from;
        played.truncate(from);
        out.println("Took back " + count(plies, "move") + ".");
        showBoard();
    }

    /** The first ply a person chose in his last turn, or -1 when no person has chosen one. */
    private int takebackPly() {
        List<PlayedGame.Ply> plies = played.plies();
        for (int i = plies.size() - 1; i >= 0; i--) {
            Integer seat = plies.get(i).chosenBy();
            if (seat != null && computers[seat] == null) {
                int start = played.lastTurnStart(seat);
                while (plies.get(start).isAutomatic()) {
                    start++;
                }
                return start;
            }
        }
        return -1;
    }

    void resign() {
        if (isOver()) {
            out.println("The game is over.");
            return;
        }
        int side = state().sideToMove();
        declaredResult = Result.winFor(1 - side);
        termination = sideName(side) + " resigned";
        announceEnd();
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
        String reason = declaredResult != null ? termination : played.resultReason();
        out.println(
                "Game over: "
                        + result().notation()
                        + (reason == null || reason.isEmpty() ? "" : " (" + reason + ")"));
        if (state().playersSwapped() && result().winner() >= 0) {
            out.println(winnerAfterSwap());
        }
        out.println();
        printLines(record().toMultiLine());
        out.println();
        out.println("Type 'save FILE' to save the record, or 'quit'.");
    }

    void showBoard() {
        int last = played.lastNonChancePly();
        String lastMove = last < 0 ? null : played.plies().get(last).notation();
        printLines(board.render(state(), lastMove));
        if (last >= 0) {
            out.println(
                    "Last move: " + sideName(positionAfter(last).sideToMove()) + " " + lastMove);
        }
        if (!isOver()) {
            TurnNotes.lines(state(), phaseToldAt == played.size()).forEach(out::println);
        }
        boardShown = true;
    }

    /** The position after the first {@code plies} plies of the game. */
    private GameState positionAfter(int plies) {
        GameState position = state().copy();
        for (int i = played.size(); i > plies; i--) {
            position.undo();
        }
        return position;
    }

    /** Prints text that ends with a line end, flushed like every line. */
    void printLines(String text) {
        out.print(text);
        out.flush();
    }

    static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    GameState state() {
        return played.state();
    }

    boolean isOver() {
        return declaredResult != null || played.isOver();
    }

    private Result result() {
        return declaredResult != null ? declaredResult : played.result();
    }

    private String sideName(int side) {
        return game.sideName(side);
    }

    /** The name of the player in a seat. */
    /** A seat's player for the record: a person keeps the loaded record's name. */
    private String recordedPlayer(int seat) {
        String name = playerName(seat);
        if (loaded != null && Players.HUMAN.equals(name)) {
            String before = loaded.player(seat);
            return before == null || before.equals(GameRecord.UNKNOWN_PLAYER) ? name : before;
        }
        return name;
    }

    private String playerName(int seat) {
        return computers[seat] == null ? Players.HUMAN : computers[seat].name();
    }

    /** Who plays which colour after the swap, by the seats the players began in. */
    private String coloursAfterSwap() {
        return "Now "
                + sideName(0)
                + ": "
                + playerName(1)
                + " (began as "
                + sideName(1)
                + "), "
                + sideName(1)
                + ": "
                + playerName(0)
                + " (began as "
                + sideName(0)
                + ").";
    }

    private String winnerAfterSwap() {
        int winner = result().winner();
        int seat = state().seatOfSide(winner);
        return "Winner: "
                + playerName(seat)
                + ", who began as "
                + sideName(seat)
                + " and played "
                + sideName(winner)
                + " after the swap.";
    }

    /** The notation moves are shown and recorded in (one of the game's). */
    void setNotation(String notation) {
        this.notation = notation;
    }

    String notation() {
        return notation;
    }

    /** The record of the game so far. */
    GameRecord record() {
        GameRecord.Builder builder =
                played.record(recordedPlayer(0), recordedPlayer(1)).date(date).notation(notation);
        if (loaded != null) {
            builder.date(loaded.tags().get(GameRecord.DATE));
        }
        if (extraTags != null) {
            extraTags.forEach(builder::tag);
        }
        if (declaredResult != null) {
            builder.result(declaredResult);
        }
        if (termination != null) {
            builder.tag("Termination", termination);
        }
        if (randomnessUsed) {
            builder.tag("Seed", Long.toString(played.seed()));
        }
        return builder.build();
    }
}
