package org.boardwright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.SplittableRandom;
import org.boardwright.ai.Budget;
import org.boardwright.ai.RandomPlayer;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.Result;
import org.boardwright.engine.play.PlayedGame;
import org.boardwright.engine.record.GameRecord;
import org.boardwright.engine.testgames.DiceGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlayCommandTest {

    private static final Game ROOKS = Games.get("madrooks");

    @TempDir Path dir;

    private static String lines(String... lines) {
        return String.join("\n", lines) + "\n";
    }

    @Test
    void showsTheGameAndItsCreditFirst() {
        Cli.Run run = Cli.run("quit\n", "play", "madrooks");

        assertThat(run.status()).isZero();
        assertThat(run.outLines().get(0))
                .isEqualTo("Mad Rooks by Mark Steere (marksteeregames.com)");
        assertThat(run.out())
                .contains("Red: human, Blue: human", "   a  b  c  d  e  f  g  h", "Red to move> ");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void humanMovesAndBadInputIsExplainedAndTheGameGoesOn() {
        Cli.Run run =
                Cli.run(
                        lines(
                                "a1xa3",
                                "fly me to the moon",
                                "A1XA2",
                                "moves",
                                "?",
                                "help",
                                "record",
                                "quit"),
                        "play",
                        "madrooks");

        assertThat(run.status()).isZero();
        assertThat(run.out())
                .contains("Illegal move a1xa3 for Red. Legal moves from a1: a1xa2 a1xb1.")
                .contains("Not a command or a move: malformed move 'fly me to the moon'")
                .contains("Last move: Red a1xa2", "Blue to move> ")
                .contains("take back your last move");
        GameState afterA1xa2 = ROOKS.newInitialState();
        afterA1xa2.play(afterA1xa2.parseMove("a1xa2"));
        String legal = String.join(" ", afterA1xa2.legalMoveNotations());
        assertThat(run.out())
                .contains(
                        afterA1xa2.legalMoveNotations().size()
                                + " legal moves:\n"
                                + legal.substring(0, 40));
        assertThat(run.out())
                .contains("[Red \"human\"]\n[Blue \"human\"]\n[Result \"*\"]\n\na1xa2 *\n");
    }

    @Test
    void anIllegalMoveFromASquareWithoutMovesSaysSo() {
        Cli.Run run = Cli.run(lines("b1xb2", "quit"), "play", "madrooks");
        assertThat(run.out())
                .contains("Illegal move b1xb2 for Red. No legal move starts at b1; type 'moves'");
    }

    @Test
    void aLoadedGameKeepsItsPlayersAndSeed() throws Exception {
        java.nio.file.Path file = java.nio.file.Files.createTempFile("bw", ".txt");
        Cli.Run first =
                Cli.run(
                        lines("a1xa2", "save " + file, "quit"),
                        "play",
                        "madrooks",
                        "--blue",
                        "random",
                        "--seed",
                        "8");
        assertThat(first.out()).contains("Saved the record");

        Cli.Run again = Cli.run(lines("record", "quit"), "play", "--load", file.toString());
        assertThat(again.out()).contains("[Blue \"random\"]", "[Seed \"8\"]", "Blue: random");
        java.nio.file.Files.deleteIfExists(file);
    }

    @Test
    void theFirstBoardIsShownAndTheHintIsForThePersonWhenTheComputerMovesFirst() {
        Cli.Run run =
                Cli.run(
                        lines("quit"),
                        "play",
                        "madbishops",
                        "--red",
                        "random",
                        "--seed",
                        "1",
                        "--no-color");
        String out = run.out();
        assertThat(out).contains("Type a move, 'moves'").doesNotContain("such as b");
        int firstBoard = out.indexOf(" a  b  c");
        assertThat(firstBoard).isPositive().isLessThan(out.indexOf("Red (random) plays"));
    }

    @Test
    void undoAgainstTheComputerTakesBackItsReplyToo() {
        Cli.Run run =
                Cli.run(
                        lines("undo", "a1xa2", "undo", "record", "quit"),
                        "play",
                        "madrooks",
                        "--blue",
                        "random",
                        "--seed",
                        "3");

        assertThat(run.out())
                .contains("Nothing to undo.", "Blue (random) plays ", "Took back 2 moves.")
                .contains("[Blue \"random\"]\n[Result \"*\"]\n[Seed \"3\"]\n\n*\n");
    }

    @Test
    void undoBetweenPeopleTakesBackOneMove() {
        Cli.Run run =
                Cli.run(lines("a1xa2", "b1xb2", "undo", "record", "quit"), "play", "madrooks");

        assertThat(run.out()).contains("Took back 1 move.", "\n\na1xa2 *\n");
    }

    @Test
    void resigning() {
        Cli.Run run =
                Cli.run(lines("a1xa2", "resign", "a1xa2", "undo", "quit"), "play", "madrooks");

        assertThat(run.out())
                .contains(
                        "Game over: 1-0 (Blue resigned)",
                        "[Result \"1-0\"]",
                        "[Termination \"Blue resigned\"]",
                        "a1xa2 1-0\n",
                        "Type 'save FILE' to save the record",
                        "The game is over.");
    }

    @Test
    void saveThenLoadAndContinue() throws IOException {
        Path saved = dir.resolve("game.txt");
        Cli.Run first =
                Cli.run(lines("a1xa2", "b1xb2", "save " + saved, "quit"), "play", "madrooks");
        assertThat(first.out()).contains("Saved the record to " + saved);
        GameRecord record = GameRecord.read(saved);
        assertThat(record.moveNotations()).containsExactly("a1xa2", "b1xb2");
        String third = record.finalState().legalMoveNotations().get(0);

        Path continued = dir.resolve("continued.txt");
        Cli.Run second =
                Cli.run(
                        lines(third, "save " + continued, "quit"),
                        "play",
                        "madrooks",
                        "--load",
                        saved.toString());

        assertThat(second.status()).isZero();
        assertThat(second.out())
                .contains(
                        "Loaded " + saved + ": 2 moves.",
                        "a1xa2 b1xb2",
                        "Last move: Blue b1xb2",
                        "Red to move> ");
        assertThat(GameRecord.read(continued).moveNotations())
                .containsExactly("a1xa2", "b1xb2", third);
    }

    @Test
    void loadReadsTheOneLineFormAndNeedsNoGameArgument() throws IOException {
        GameState state = ROOKS.newInitialState();
        int move = state.parseMove("a1xa2");
        Path saved = dir.resolve("one-line.txt");
        Files.writeString(saved, GameRecord.builder(ROOKS).move(move).build().toOneLine() + "\n");

        Cli.Run run = Cli.run("quit\n", "play", "--load", saved.toString());

        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("Loaded " + saved + ": 1 move.", "Blue to move> ");
    }

    @Test
    void loadRefusesBadRecordsAndOtherGames() throws IOException {
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "[Game \"madrooks\"] a1xa2 a1xa2 *");
        Path rooks = dir.resolve("rooks.txt");
        Files.writeString(rooks, "[Game \"madrooks\"] a1xa2 *");

        Cli.Run badRun = Cli.run("", "play", "--load", bad.toString());
        Cli.Run otherGame = Cli.run("", "play", "madbishops", "--load", rooks.toString());

        assertThat(badRun.status()).isEqualTo(2);
        assertThat(badRun.errLines())
                .singleElement()
                .asString()
                .contains("bad record in", "illegal move 2 \"a1xa2\"");
        assertThat(otherGame.status()).isEqualTo(2);
        assertThat(otherGame.errLines())
                .singleElement()
                .asString()
                .contains("madrooks", "not madbishops");
    }

    @Test
    void loadingAFinishedGameShowsItsEnd() throws IOException {
        Path saved = dir.resolve("finished.txt");
        Cli.run(
                lines("save " + saved),
                "play",
                "madrooks",
                "--red",
                "random",
                "--blue",
                "random",
                "--seed",
                "8");

        Cli.Run run =
                Cli.run(lines("a1xa2", "quit"), "play", "madrooks", "--load", saved.toString());

        assertThat(run.out())
                .contains("Game over: ", "The game is over.")
                .doesNotContain("to move> ");
    }

    @Test
    void randomAgainstRandomPlaysToTheEndWithoutInput() throws IOException {
        Path saved = dir.resolve("random.txt");
        Cli.Run run =
                Cli.run(
                        lines("save " + saved),
                        "play",
                        "madbishops",
                        "--red",
                        "random",
                        "--blue",
                        "random",
                        "--seed",
                        "42");

        assertThat(run.status()).isZero();
        assertThat(run.out())
                .contains("Game over: ", "Type 'save FILE'")
                .doesNotContain("to move> ");
        GameRecord record = GameRecord.read(saved);
        assertThat(record.isFinished()).isTrue();
        assertThat(record.finalState().isTerminal()).isTrue();
        assertThat(record.player(0)).isEqualTo("random");
        assertThat(record.player(1)).isEqualTo("random");
        assertThat(record.tag("Seed")).contains("42");
        assertThat(run.out())
                .contains(record.toMultiLine().substring(record.toMultiLine().indexOf("\n\n")));

        Cli.Run again =
                Cli.run(
                        "",
                        "play",
                        "madbishops",
                        "--red",
                        "random",
                        "--blue",
                        "random",
                        "--seed",
                        "42");
        assertThat(again.out()).contains(String.join(" ", record.moveNotations().subList(0, 5)));
    }

    @Test
    void endOfInputEndsCleanlyWithTheRecordSoFar() {
        Cli.Run run = Cli.run("a1xa2\n", "play", "madrooks");

        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("End of input; the game is unfinished.", "a1xa2 *");
    }

    @Test
    void startFromAPosition() {
        GameState state = ROOKS.newInitialState();
        state.play(state.parseMove("a1xa2"));

        Cli.Run run =
                Cli.run(
                        lines("record", "quit"),
                        "play",
                        "madrooks",
                        "--position",
                        state.position());

        assertThat(run.out()).contains("Blue to move> ", "[Start \"" + state.position() + "\"]");
    }

    @Test
    void savingToABadPathIsExplainedAndTheGameGoesOn() {
        Cli.Run run =
                Cli.run(
                        lines("save " + dir.resolve("no/such/dir/x.txt"), "save", "a1xa2", "quit"),
                        "play",
                        "madrooks");

        assertThat(run.out())
                .contains("Could not save to ", "Usage: save FILE", "Last move: Red a1xa2");
    }

    @Test
    void coloursOnlyOnATerminalWithoutNoColor() {
        byte[] quit = "quit\n".getBytes(StandardCharsets.UTF_8);
        String escape = "\u001b[";

        assertThat(
                        Cli.run(new ByteArrayInputStream(quit), true, Map.of(), "play", "madrooks")
                                .out())
                .contains(escape);
        assertThat(
                        Cli.run(
                                        new ByteArrayInputStream(quit),
                                        true,
                                        Map.of("NO_COLOR", "1"),
                                        "play",
                                        "madrooks")
                                .out())
                .doesNotContain(escape);
        assertThat(
                        Cli.run(
                                        new ByteArrayInputStream(quit),
                                        true,
                                        Map.of(),
                                        "play",
                                        "madrooks",
                                        "--no-color")
                                .out())
                .doesNotContain(escape);
        assertThat(
                        Cli.run(new ByteArrayInputStream(quit), false, Map.of(), "play", "madrooks")
                                .out())
                .doesNotContain(escape);
    }

    @Test
    void hugeAndBinaryInputLinesAreRefusedAndTheGameGoesOn() {
        byte[] junk =
                ("x".repeat(100_000) + "\n\u0000\u0007\n" + "a1xa2\nrecord\nquit\n")
                        .getBytes(StandardCharsets.UTF_8);

        Cli.Run run = Cli.run(junk, "play", "madrooks");

        assertThat(run.out())
                .contains("That line is too long.", "a1xa2 *")
                .doesNotContain("\u0000", "\u0007");
    }

    @Test
    void diceAreRolledByTheSessionAndUndoKeepsTheRollBeforeYourMove() throws IOException {
        StringWriter out = new StringWriter();
        Terminal terminal =
                new Terminal(
                        new ByteArrayInputStream(
                                lines("take", "undo", "record", "quit")
                                        .getBytes(StandardCharsets.UTF_8)),
                        new PrintWriter(out, true),
                        new PrintWriter(new StringWriter()),
                        false,
                        Map.of());
        PlaySession session =
                new PlaySession(
                        terminal,
                        PlayedGame.fromStart(DiceGame.INSTANCE, 5),
                        new Players.Computer[] {
                            null,
                            new Players.Computer(
                                    new RandomPlayer(new SplittableRandom(1)), Budget.iterations(1))
                        },
                        false);

        assertThat(session.run()).isZero();

        assertThat(out.toString())
                .contains(
                        "Red rolls: roll:",
                        "Blue rolls: roll:",
                        "Took back 4 moves.",
                        "[Seed \"5\"]");
        GameRecord record = session.record();
        assertThat(record.moveNotations()).singleElement().asString().startsWith("roll:");
        assertThat(record.result()).isEqualTo(Result.ONGOING);
    }

    @Test
    void aForcedPassIsAnnouncedAndPlayedNotTypedAndUndoSkipsIt() {
        // Cage: Red f6 alone in the centre with Blue c5 out of reach has no legal move.
        String redMustPass =
                "........../........../........../........../.....R..../..B......./"
                        + "........../........../........../.......... r";
        GameState afterPass = Games.get("cage").parsePosition(redMustPass.replace(" r", " b"));
        String blueMove = afterPass.legalMoveNotations().get(0);

        Cli.Run run =
                Cli.run(
                        lines("undo", blueMove, "record", "quit"),
                        "play",
                        "cage",
                        "--position",
                        redMustPass);

        assertThat(run.status()).isZero();
        // Red still has no move after Blue's reply, so it passes again; Red is never asked.
        assertThat(run.out())
                .contains(
                        "Type a move, 'moves'",
                        "Red has no legal move and passes.",
                        "Blue to move> ",
                        "Nothing to undo.",
                        "\n\npass " + blueMove + " pass *\n");
        assertThat(run.out()).doesNotContain("Red to move> ");
    }

    /**
     * The Twist in play: options shown, declarations offered, dice shown and explained; rolls fixed
     * by seed and number.
     */
    @Test
    void theTwistShowsOptionsOffersDeclarationsAndExplainsTheDice() {
        String position =
                ".W....../......../......../....R.../......../......../......../........ r options=1,0";
        Cli.Run run =
                Cli.run(
                        lines("extra", "undo", "extra", "record", "quit"),
                        "play",
                        "twist",
                        "--position",
                        position,
                        "--seed",
                        "3",
                        "--no-color");

        assertThat(run.out())
                .contains(
                        "Options: Red 1, White 0",
                        "You may declare (spending an option): extra initiative:e5 pass speed:e5",
                        "Red rolls: roll:");
        // Taking the declaration back and making it again throws the game's next roll, not the one
        // seen: the n-th roll depends on the seed and every roll thrown, taken back or not (with
        // this seed the two differ).
        java.util.regex.Matcher rolls =
                java.util.regex.Pattern.compile("Red rolls: (roll:\\d-\\d)").matcher(run.out());
        assertThat(rolls.find()).isTrue();
        String first = rolls.group(1);
        assertThat(rolls.find()).isTrue();
        String second = rolls.group(1);
        assertThat(second).isNotEqualTo(first);
        boolean different = second.charAt(5) != second.charAt(7);
        assertThat(run.out())
                .contains(
                        different
                                ? "Different dice: the extra turn succeeds."
                                : "the declaration gives nothing");
        assertThat(run.out()).contains("extra " + second + " *");
    }
}
