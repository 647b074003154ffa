package org.boardwright.engine.testgames;

import java.util.Map;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameDescriptor;
import org.boardwright.engine.GameDescriptor.Board;
import org.boardwright.engine.GameDescriptor.Side;
import org.boardwright.engine.GameState;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.PositionText;
import org.boardwright.engine.Result;

/**
 * A tiny game with dice, for tests of code that must handle chance nodes (records, perft, bench,
 * moves, play) before the Twist exists. Unlike {@link DiceRace} every game has the same length, so
 * tests can count moves and plies exactly. Each turn the mover rolls two two-sided dice ({@code
 * roll:1-1} 1/4, {@code roll:1-2} 1/2, {@code roll:2-2} 1/4), then plays {@code take} (adds the
 * roll to their score) or {@code skip}. After four turns the higher score wins; Blue wins ties.
 * Position: {@code .. r turns=0 red=0 blue=0}, plus {@code roll=a-b} between a roll and the move.
 */
public final class DiceGame implements Game {

    public static final DiceGame INSTANCE = new DiceGame();

    static final int TURNS = 4;
    static final int TAKE = 10;
    static final int SKIP = 11;
    private static final String[] ROLLS = {"1-1", "1-2", "2-2"};
    private static final double[] PROBABILITIES = {0.25, 0.5, 0.25};

    private static final GameDescriptor DESCRIPTOR =
            GameDescriptor.builder("dice", "Dice Test")
                    .summary(
                            "A test-only game of four turns of two dice: take the roll or skip it.")
                    .sides(new Side("Red", "red", 'r'), new Side("Blue", "blue", 'b'))
                    .board(new Board(2, 1, false))
                    .features(GameDescriptor.Feature.CHANCE)
                    .build();

    private DiceGame() {}

    @Override
    public GameDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public String spec() {
        return "dice";
    }

    @Override
    public GameState newInitialState() {
        return new State(0, 0, 0, 0, -1);
    }

    @Override
    public GameState parsePosition(String position) {
        PositionText text = PositionText.parse(position, this);
        for (int x = 0; x < 2; x++) {
            if (!text.piece(x, 0).isEmpty()) {
                throw new NotationException("dice has no pieces");
            }
        }
        Map<String, String> keys = text.keys();
        for (String key : keys.keySet()) {
            if (!key.matches("turns|red|blue|roll")) {
                throw new NotationException("unknown key '" + key + "'");
            }
        }
        int turns = number(keys, "turns", TURNS);
        int red = number(keys, "red", 2 * TURNS);
        int blue = number(keys, "blue", 2 * TURNS);
        int roll = -1;
        if (keys.containsKey("roll")) {
            roll = java.util.Arrays.asList(ROLLS).indexOf(keys.get("roll"));
            if (roll < 0 || turns >= TURNS) {
                throw new NotationException("bad roll");
            }
        }
        return new State(text.side(), turns, red, blue, roll);
    }

    private static int number(Map<String, String> keys, String key, int max) {
        String value = keys.get(key);
        if (value == null) {
            throw new NotationException("missing key " + key);
        }
        if (!value.matches("[0-9]")) {
            throw new NotationException("bad " + key);
        }
        int n = Integer.parseInt(value);
        if (n > max) {
            throw new NotationException("bad " + key);
        }
        return n;
    }

    /** The state: whose turn, turns done, scores, and the pending roll (-1 at a chance node). */
    static final class State extends GameState {
        private int side;
        private int turns;
        private final int[] score = new int[2];
        private int roll;
        private int[] history = new int[64];
        private int size;

        State(int side, int turns, int red, int blue, int roll) {
            this.side = side;
            this.turns = turns;
            score[0] = red;
            score[1] = blue;
            this.roll = roll;
        }

        @Override
        public Game game() {
            return INSTANCE;
        }

        @Override
        public int sideToMove() {
            return side;
        }

        @Override
        public boolean isChanceNode() {
            return !isTerminal() && roll < 0;
        }

        @Override
        public double chanceProbability(int outcome) {
            return PROBABILITIES[outcome];
        }

        @Override
        public int legalMoves(int[] buffer, int offset) {
            if (isTerminal()) {
                return 0;
            }
            if (roll < 0) {
                buffer[offset] = 0;
                buffer[offset + 1] = 1;
                buffer[offset + 2] = 2;
                return 3;
            }
            buffer[offset] = TAKE;
            buffer[offset + 1] = SKIP;
            return 2;
        }

        @Override
        public void play(int move) {
            if (size == history.length) {
                history = java.util.Arrays.copyOf(history, size * 2);
            }
            if (move < TAKE) {
                roll = move;
                history[size++] = move;
                return;
            }
            history[size++] = move | roll << 8;
            if (move == TAKE) {
                score[side] += roll + 2;
            }
            roll = -1;
            turns++;
            side ^= 1;
        }

        @Override
        public void undo() {
            int entry = history[--size];
            int move = entry & 0xff;
            if (move < TAKE) {
                roll = -1;
                return;
            }
            side ^= 1;
            turns--;
            roll = entry >> 8;
            if (move == TAKE) {
                score[side] -= roll + 2;
            }
        }

        @Override
        public int movesPlayed() {
            return size;
        }

        @Override
        public boolean isTerminal() {
            return turns >= TURNS;
        }

        @Override
        public Result result() {
            if (!isTerminal()) {
                return Result.ONGOING;
            }
            return score[0] > score[1] ? Result.FIRST_WINS : Result.SECOND_WINS;
        }

        @Override
        public String resultReason() {
            return isTerminal() ? "the scores are " + score[0] + " to " + score[1] : "";
        }

        @Override
        public long hash() {
            return computeHash();
        }

        @Override
        public long computeHash() {
            return ((((long) side * 31 + turns) * 31 + score[0]) * 31 + score[1]) * 31 + roll;
        }

        @Override
        public GameState copy() {
            State copy = new State(side, turns, score[0], score[1], roll);
            copy.history = history.clone();
            copy.size = size;
            return copy;
        }

        @Override
        public String position() {
            return ".. "
                    + INSTANCE.sideLetter(side)
                    + " turns="
                    + turns
                    + " red="
                    + score[0]
                    + " blue="
                    + score[1]
                    + (roll >= 0 ? " roll=" + ROLLS[roll] : "");
        }

        @Override
        public String formatMove(int move) {
            return move == TAKE ? "take" : move == SKIP ? "skip" : "roll:" + ROLLS[move];
        }

        @Override
        public String pieceAt(int x, int y) {
            return "";
        }

        @Override
        protected void checkMoveSyntax(String text) {
            if (!text.matches("take|skip|roll:[1-6]-[1-6]")) {
                throw new NotationException("malformed move '" + text + "'");
            }
        }
    }
}
