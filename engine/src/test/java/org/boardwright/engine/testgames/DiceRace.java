package org.boardwright.engine.testgames;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameDescriptor;
import org.boardwright.engine.GameDescriptor.Board;
import org.boardwright.engine.GameDescriptor.PieceKind;
import org.boardwright.engine.GameDescriptor.Shape;
import org.boardwright.engine.GameDescriptor.Side;
import org.boardwright.engine.GameState;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.PositionText;
import org.boardwright.engine.Result;
import org.boardwright.engine.Square;

/**
 * A tiny test-only game with chance nodes, to run the conformance suite where dice matter.
 *
 * <p>Rules. Two pawns race along their own rank of a board {@code target + 1} squares wide: Red on
 * rank 1, Blue on rank 2, both starting on file a. Red moves first. A turn is a chance node (a
 * three-sided die: 1 with probability 1/2, 2 with 1/3, 3 with 1/6), then the mover advances its
 * pawn 1 to n squares (n the roll) without passing the last file. A pawn that stops on the file of
 * the enemy pawn sends it back to file a. The first pawn to reach the last file wins.
 *
 * <p>Notation: outcomes {@code roll:<n>}; moves {@code c1-e1}, or {@code c1xe1} when the move sends
 * the enemy pawn back. Position strings: the two ranks, the side to move, and {@code phase=roll} (a
 * chance node, or a finished game) or {@code phase=move:<n>} (to move with roll n).
 */
public final class DiceRace implements Game {

    /** The standard race: 10 steps, board 11 wide. */
    public static final DiceRace STANDARD = new DiceRace(10);

    /**
     * The race for a spec's parameters ({@code target}, 2 to 25): for registering it with {@link
     * org.boardwright.engine.Games}.
     */
    public static DiceRace fromParameters(Map<String, String> parameters) {
        int target = 10;
        for (Map.Entry<String, String> p : parameters.entrySet()) {
            if (!p.getKey().equals("target")) {
                throw new NotationException(
                        "unknown parameter "
                                + NotationException.quote(p.getKey())
                                + " of dicerace");
            }
            try {
                target = Integer.parseInt(p.getValue());
            } catch (NumberFormatException e) {
                throw new NotationException(
                        "target must be a number, not " + NotationException.quote(p.getValue()));
            }
            if (target < 2 || target > 25) {
                throw new NotationException("target must be 2 to 25, not " + target);
            }
        }
        return target == 10 ? STANDARD : new DiceRace(target);
    }

    /** Adds the race to the game registry (tests that drive it by spec). */
    public static void register() {
        org.boardwright.engine.Games.register("dicerace", DiceRace::fromParameters);
    }

    static final int OUTCOME = 0x100;
    static final int BUMP = 0x200;

    /** The die's faces 1..3 and their probabilities (index 0 unused). */
    static final double[] PROBABILITY = {0, 1.0 / 2, 1.0 / 3, 1.0 / 6};

    static final int FACES = 3;

    final int target;
    private final GameDescriptor descriptor;
    final long[][] zobristPawn;
    final long zobristBlue;
    final long[] zobristRoll = new long[FACES + 1];

    public DiceRace(int target) {
        if (target < 2 || target > 25) {
            throw new IllegalArgumentException("target " + target);
        }
        this.target = target;
        descriptor =
                GameDescriptor.builder("dicerace", "Dice Race")
                        .summary("A test-only race of two pawns driven by a three-sided die.")
                        .sides(new Side("Red", "red", 'r'), new Side("Blue", "blue", 'b'))
                        .pieces(
                                List.of(
                                        PieceKind.single("R", 0, Shape.CHECKER, "Red pawn"),
                                        PieceKind.single("B", 1, Shape.CHECKER, "Blue pawn")))
                        .board(new Board(target + 1, 2, false))
                        .features(GameDescriptor.Feature.CHANCE)
                        .parameters(
                                List.of(
                                        new GameDescriptor.Parameter(
                                                "target", "steps to the goal", 2, 25, 10)))
                        .build();
        SplittableRandom random = new SplittableRandom(target * 7919L);
        zobristPawn = new long[2][target + 1];
        for (long[] keys : zobristPawn) {
            for (int i = 0; i < keys.length; i++) {
                keys[i] = random.nextLong();
            }
        }
        zobristBlue = random.nextLong();
        for (int i = 1; i <= FACES; i++) {
            zobristRoll[i] = random.nextLong();
        }
    }

    @Override
    public GameDescriptor descriptor() {
        return descriptor;
    }

    @Override
    public String spec() {
        return target == 10 ? "dicerace" : "dicerace:target=" + target;
    }

    @Override
    public State newInitialState() {
        return new State(this, 0, 0, 0, 0);
    }

    @Override
    public State parsePosition(String position) {
        PositionText text = PositionText.parse(position, this);
        int[] pawns = new int[2];
        for (int side = 0; side < 2; side++) {
            String letter = side == 0 ? "R" : "B";
            pawns[side] = -1;
            for (int x = 0; x <= target; x++) {
                String p = text.piece(x, side);
                if (p.isEmpty()) {
                    continue;
                }
                if (!p.equals(letter)) {
                    throw new NotationException(
                            "unexpected '"
                                    + p
                                    + "' at "
                                    + Square.name(x, side)
                                    + " (rank "
                                    + (side + 1)
                                    + " holds the "
                                    + sideName(side)
                                    + " pawn "
                                    + letter
                                    + ")");
                }
                if (pawns[side] >= 0) {
                    throw new NotationException("two " + sideName(side) + " pawns");
                }
                pawns[side] = x;
            }
            if (pawns[side] < 0) {
                throw new NotationException("no " + sideName(side) + " pawn on rank " + (side + 1));
            }
        }
        int roll = -1;
        for (var e : text.keys().entrySet()) {
            if (!e.getKey().equals("phase")) {
                throw new NotationException("unknown key '" + e.getKey() + "' (expected phase)");
            }
            String v = e.getValue();
            if (v.equals("roll")) {
                roll = 0;
            } else if (v.matches("move:[1-" + FACES + "]")) {
                roll = v.charAt(5) - '0';
            } else {
                throw new NotationException(
                        "bad phase '" + v + "' (expected roll or move:1 to move:" + FACES + ")");
            }
        }
        if (roll < 0) {
            throw new NotationException("missing phase=roll or phase=move:<n>");
        }
        int side = text.side();
        if (pawns[0] == target && pawns[1] == target) {
            throw new NotationException("both pawns on the last file");
        }
        for (int s = 0; s < 2; s++) {
            if (pawns[s] == target && (side == s || roll != 0)) {
                throw new NotationException(
                        sideName(s)
                                + " has won: "
                                + sideName(s ^ 1)
                                + " is to move with phase=roll");
            }
        }
        return new State(this, pawns[0], pawns[1], side, roll);
    }

    @Override
    public String toString() {
        return spec();
    }

    /** A Dice Race position. */
    public static final class State extends GameState {

        private final DiceRace game;
        private final int[] pawn = new int[2];
        private int side;

        /**
         * 0 in the roll phase (a chance node unless the game is over), else the roll to move with.
         */
        private int roll;

        private long hash;

        /**
         * Each entry: the move, the roll it was played with (bits 12-15), the enemy pawn's file
         * before it (bits 16+).
         */
        private int[] history = new int[64];

        private int historySize;

        State(DiceRace game, int red, int blue, int side, int roll) {
            this.game = game;
            pawn[0] = red;
            pawn[1] = blue;
            this.side = side;
            this.roll = roll;
            hash = computeHash();
        }

        private State(State other) {
            game = other.game;
            pawn[0] = other.pawn[0];
            pawn[1] = other.pawn[1];
            side = other.side;
            roll = other.roll;
            hash = other.hash;
            history = other.history.clone();
            historySize = other.historySize;
        }

        @Override
        public DiceRace game() {
            return game;
        }

        @Override
        public int sideToMove() {
            return side;
        }

        @Override
        public boolean isTerminal() {
            return pawn[0] == game.target || pawn[1] == game.target;
        }

        /** The race's one three-sided die. */
        @Override
        public int[] dice(int outcome) {
            return (outcome & OUTCOME) != 0 ? new int[] {outcome & 0xFF} : new int[0];
        }

        @Override
        public boolean isChanceNode() {
            return roll == 0 && !isTerminal();
        }

        @Override
        public double chanceProbability(int outcome) {
            if (!isChanceNode()) {
                throw new IllegalStateException("not a chance node");
            }
            return PROBABILITY[outcome & 0xFF];
        }

        @Override
        public int legalMoves(int[] buffer, int offset) {
            if (isTerminal()) {
                return 0;
            }
            if (roll == 0) {
                for (int n = 1; n <= FACES; n++) {
                    buffer[offset + n - 1] = OUTCOME | n;
                }
                return FACES;
            }
            int count = 0;
            for (int k = 1; k <= roll && pawn[side] + k <= game.target; k++) {
                buffer[offset + count++] = k | (pawn[side] + k == pawn[side ^ 1] ? BUMP : 0);
            }
            return count;
        }

        @Override
        public void play(int move) {
            if (historySize == history.length) {
                history = Arrays.copyOf(history, historySize * 2);
            }
            if ((move & OUTCOME) != 0) {
                history[historySize++] = move;
                roll = move & 0xFF;
                hash ^= game.zobristRoll[roll];
                return;
            }
            int k = move & 0xFF;
            int enemy = side ^ 1;
            history[historySize++] = move | roll << 12 | pawn[enemy] << 16;
            hash ^= game.zobristPawn[side][pawn[side]] ^ game.zobristPawn[side][pawn[side] + k];
            pawn[side] += k;
            if ((move & BUMP) != 0) {
                hash ^= game.zobristPawn[enemy][pawn[enemy]] ^ game.zobristPawn[enemy][0];
                pawn[enemy] = 0;
            }
            hash ^= game.zobristRoll[roll] ^ game.zobristBlue;
            roll = 0;
            side = enemy;
        }

        @Override
        public void undo() {
            if (historySize == 0) {
                throw new IllegalStateException("no move to undo");
            }
            int entry = history[--historySize];
            if ((entry & OUTCOME) != 0) {
                hash ^= game.zobristRoll[roll];
                roll = 0;
                return;
            }
            int enemy = side;
            side ^= 1;
            roll = entry >>> 12 & 0xF;
            hash ^= game.zobristRoll[roll] ^ game.zobristBlue;
            if ((entry & BUMP) != 0) {
                int before = entry >>> 16;
                hash ^= game.zobristPawn[enemy][0] ^ game.zobristPawn[enemy][before];
                pawn[enemy] = before;
            }
            int k = entry & 0xFF;
            hash ^= game.zobristPawn[side][pawn[side]] ^ game.zobristPawn[side][pawn[side] - k];
            pawn[side] -= k;
        }

        @Override
        public int movesPlayed() {
            return historySize;
        }

        @Override
        public Result result() {
            if (pawn[0] == game.target) {
                return Result.FIRST_WINS;
            }
            if (pawn[1] == game.target) {
                return Result.SECOND_WINS;
            }
            return Result.ONGOING;
        }

        @Override
        public String resultReason() {
            int winner = result().winner();
            return winner < 0 ? "" : game.sideName(winner) + " reached the last file";
        }

        @Override
        public long hash() {
            return hash;
        }

        @Override
        public long computeHash() {
            return game.zobristPawn[0][pawn[0]]
                    ^ game.zobristPawn[1][pawn[1]]
                    ^ (side == 1 ? game.zobristBlue : 0)
                    ^ game.zobristRoll[roll];
        }

        @Override
        public State copy() {
            return new State(this);
        }

        @Override
        public String position() {
            return PositionText.ranks(game, this::pieceAt)
                    + ' '
                    + game.sideLetter(side)
                    + (roll == 0 ? " phase=roll" : " phase=move:" + roll);
        }

        @Override
        public String pieceAt(int x, int y) {
            if (y < 0 || y > 1 || pawn[y] != x) {
                return "";
            }
            return y == 0 ? "R" : "B";
        }

        @Override
        public String formatMove(int move) {
            if ((move & OUTCOME) != 0) {
                return "roll:" + (move & 0xFF);
            }
            int from = pawn[side];
            return Square.name(from, side)
                    + ((move & BUMP) != 0 ? 'x' : '-')
                    + Square.name(from + (move & 0xFF), side);
        }

        @Override
        protected void checkMoveSyntax(String text) {
            if (text.startsWith("roll:")) {
                if (!text.matches("roll:[1-9]")) {
                    throw new NotationException(
                            "malformed roll '" + text + "' (expected roll:<n>)");
                }
                return;
            }
            int sep = Math.max(text.indexOf('-'), text.indexOf('x'));
            if (sep < 0
                    || Square.tryParse(text, 0, sep, game.width(), 2) == null
                    || Square.tryParse(text, sep + 1, text.length(), game.width(), 2) == null) {
                throw new NotationException(
                        "malformed move '" + text + "' (expected roll:<n>, a1-c1 or a1xc1)");
            }
        }
    }
}
