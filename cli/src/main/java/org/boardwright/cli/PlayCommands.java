package org.boardwright.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.boardwright.engine.GameState;
import org.boardwright.engine.IllegalMoveException;
import org.boardwright.engine.NotationException;

/**
 * What a person types during a game of {@code play}: a move, or a command (moves, undo, resign,
 * record, save, board, help, quit). Bad input is explained and the game goes on.
 */
final class PlayCommands {

    private final PlaySession session;
    private final PrintWriter out;

    PlayCommands(PlaySession session, PrintWriter out) {
        this.session = session;
        this.out = out;
    }

    /** Handles one line of input; false when the player quits. */
    boolean handle(LineReader.Line line) {
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
                session.undo();
                break;
            case "resign":
                session.resign();
                break;
            case "claim":
                session.claimDraw();
                break;
            case "record":
                session.printLines(session.record().toMultiLine());
                break;
            case "save":
                save(argument);
                break;
            case "board":
                session.showBoard();
                break;
            case "quit":
            case "exit":
                if (!session.isOver()) {
                    out.println("Leaving the game unfinished. Its record:");
                    session.printLines(session.record().toMultiLine());
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
        out.println("  claim        claim a draw the rules allow (checkers: repetition, 40 moves)");
        out.println("  resign       give up the game");
        out.println("  board        show the board again");
        out.println("  record       print the game record");
        out.println("  save FILE    save the game record to FILE");
        out.println("  help         this list");
        out.println("  quit         leave");
    }

    private void playTyped(String text) {
        if (session.isOver()) {
            out.println("The game is over. You can still type record, save FILE, board or quit.");
            return;
        }
        GameState state = session.state();
        int move;
        try {
            move = state.parseMove(text.toLowerCase(Locale.ROOT));
        } catch (NotationException e) {
            if (e instanceof IllegalMoveException) {
                out.println(
                        "Illegal move "
                                + Text.oneLine(text)
                                + " for "
                                + state.game().sideName(state.sideToMove())
                                + ". "
                                + movesFromTheSameSquare(
                                        state, session.notation(), text.toLowerCase(Locale.ROOT)));
            } else {
                out.println(
                        "Not a command or a move: "
                                + Text.oneLine(e.getMessage())
                                + ". Type 'help' for the commands.");
            }
            return;
        }
        session.play(move);
    }

    /**
     * A hint for an illegal move: the legal moves from its origin square, or that there are none.
     */
    private static String movesFromTheSameSquare(GameState state, String notation, String move) {
        int end = 0;
        while (end < move.length()
                && (Character.isLetterOrDigit(move.charAt(end)) && move.charAt(end) != 'x'
                        || end == 0)) {
            end++;
        }
        String origin = move.substring(0, end);
        if (!origin.matches("[a-z][0-9]{1,2}|[0-9]{1,2}")) {
            return "Type 'moves' to list the legal moves.";
        }
        List<String> same =
                state.legalMoveNotations(notation).stream()
                        .filter(
                                m ->
                                        m.startsWith(origin)
                                                && m.length() > origin.length()
                                                && !Character.isDigit(m.charAt(origin.length())))
                        .toList();
        if (same.isEmpty()) {
            return "No legal move starts at " + origin + "; type 'moves' to list the legal moves.";
        }
        return "Legal moves from " + origin + ": " + String.join(" ", same) + ".";
    }

    private void listMoves() {
        if (session.isOver()) {
            out.println("No legal moves: the game is over.");
            return;
        }
        List<String> legal = session.state().legalMoveNotations(session.notation());
        out.println(PlaySession.count(legal.size(), "legal move") + ":");
        out.println(Text.wrap(legal, PlaySession.WIDTH));
    }

    /**
     * The record as written to a file: in a format of the game's own world when the file's
     * extension names one (checkers: {@code .pdn}), else Boardwright's multi-line record.
     */
    static String recordText(Path path, org.boardwright.engine.record.GameRecord record) {
        String name = path.getFileName() == null ? "" : path.getFileName().toString();
        for (var format : record.game().recordFormats()) {
            if (name.toLowerCase(java.util.Locale.ROOT).endsWith("." + format.extension())) {
                return format.write(record);
            }
        }
        return record.toMultiLine();
    }

    private void save(String file) {
        if (file.isBlank()) {
            out.println("Usage: save FILE");
            return;
        }
        try {
            Path path = Path.of(file.strip());
            Files.writeString(path, recordText(path, session.record()));
            out.println("Saved the record to " + path + ".");
        } catch (IOException | InvalidPathException | SecurityException e) {
            out.println(
                    "Could not save to "
                            + Text.oneLine(file)
                            + ": "
                            + Text.oneLine(describe(e))
                            + ". Check that the folder exists and can be written.");
        }
    }

    private static String describe(Exception e) {
        String type =
                e.getClass()
                        .getSimpleName()
                        .replace("Exception", "")
                        .replaceAll("([a-z])([A-Z])", "$1 $2");
        return e.getMessage() == null ? type : type + ": " + e.getMessage();
    }
}
