package org.boardwright.ai.checkers;

import java.util.List;
import org.boardwright.ai.tuning.WeightedEvaluation;
import org.boardwright.engine.GameState;
import org.boardwright.engine.checkers.CheckersState;
import org.boardwright.engine.checkers.Draughts;

/**
 * The alpha-beta evaluation of checkers, in hundredths of a man, from the side to move: the terms
 * it shares with the Twist's ({@link DraughtsEvaluation}, {@link DraughtsTerms}) and what checkers
 * programs add to them, each counted by {@link CheckersFeatures}: runaway men, pieces the enemy
 * could jump, the back-rank guards (bridge, triangle), a man in the enemy's dog hole, the centre,
 * the balance of the wings, blocked men, the kings' freedom and the first king. How much each
 * counts is tuned by self-play (docs/strength.md, "The checkers evaluation").
 */
public final class CheckersEvaluation extends WeightedEvaluation {

    static final int MAN = DraughtsTerms.MAN;

    /**
     * The weights' names: first those of {@link DraughtsEvaluation} but the Twist's option, in its
     * order, then the new ones.
     */
    private static final List<String> NAMES =
            List.of(
                    "KING",
                    "KING_ENDGAME_TENTHS",
                    "BACK_RANK",
                    "MOBILITY",
                    "TRADE_TENTHS",
                    "HUNT",
                    "ADVANCE_1",
                    "ADVANCE_2",
                    "ADVANCE_3",
                    "ADVANCE_4",
                    "ADVANCE_5",
                    "ADVANCE_6",
                    "FILE_1",
                    "FILE_2",
                    "FILE_3",
                    "KING_EDGE_1",
                    "KING_EDGE_2",
                    "KING_EDGE_3",
                    "RUNAWAY",
                    "RUNAWAY_RANK",
                    "THREATENED",
                    "FORKED",
                    "BRIDGE",
                    "TRIANGLE",
                    "DOG_HOLE",
                    "CENTRE",
                    "IMBALANCE",
                    "BLOCKED",
                    "KING_MOBILITY",
                    "TRAPPED_KING",
                    "FIRST_KING");

    private static final int KING = 0;
    private static final int KING_ENDGAME = 1;
    private static final int BACK_RANK = 2;
    private static final int MOBILITY = 3;
    private static final int TRADE = 4;
    private static final int HUNT = 5;
    private static final int ADVANCE = 6;
    private static final int FILE = 12;
    private static final int KING_EDGE = 15;

    /** Per runaway man, and per rank it has advanced. */
    private static final int RUNAWAY = 18;

    private static final int RUNAWAY_RANK = 19;

    /** Per piece of the side to move the enemy could jump (subtracted). */
    private static final int THREATENED = 20;

    /** Once more when two or more are (subtracted): a fork wins one. */
    private static final int FORKED = 21;

    private static final int BRIDGE = 22;
    private static final int TRIANGLE = 23;
    private static final int DOG_HOLE = 24;
    private static final int CENTRE = 25;

    /** Per man of difference between the wings. */
    private static final int IMBALANCE = 26;

    private static final int BLOCKED = 27;

    /** Per step of a king, beyond {@code MOBILITY}. */
    private static final int KING_MOBILITY = 28;

    private static final int TRAPPED_KING = 29;

    /** A side with kings against one with none but men. */
    private static final int FIRST_KING = 30;

    /** The weights tuned by self-play (docs/strength.md, "The checkers evaluation"). */
    public static final CheckersEvaluation TUNED =
            new CheckersEvaluation(
                    new int[] {
                        127, -4, 9, 1, 57, 3, 9, -1, -2, -6, -11, -7, -4, -1, 3, 3, 5, 6, 0, 5, 12,
                        129, 41, 10, -58, -3, -1, -2, 0, 11, 8
                    },
                    63);

    /** Bonus of a man by ranks advanced (0 = its own back rank, 6 = one step from crowning). */
    private final int[] advance = new int[7];

    /** Bonus of a man by file (symmetric; the edge files 0). */
    private final int[] manFile = new int[8];

    /** Bonus of a king by square, by its distance from the edge (the edge 0). */
    private final int[] kingSquare = new int[64];

    private CheckersEvaluation(int[] weights, double scoreScale) {
        super(NAMES, weights, scoreScale);
        DraughtsTerms.squareTables(w, ADVANCE, FILE, KING_EDGE, advance, manFile, kingSquare);
    }

    @Override
    public CheckersEvaluation withWeights(int[] weights, double scale) {
        return new CheckersEvaluation(weights, scale);
    }

    @Override
    public int evaluate(GameState state) {
        CheckersState c = (CheckersState) state;
        long red = c.pieces(0);
        long white = c.pieces(1);
        long kings = c.kings();
        int quiet = c.quiet();
        int total = Long.bitCount(red | white);
        int kingValue = DraughtsTerms.kingValue(w[KING], w[KING_ENDGAME], total);
        int lead =
                DraughtsTerms.material(red, kings, kingValue)
                        - DraughtsTerms.material(white, kings, kingValue);

        int score = lead + side(red, white, kings, 0) - side(white, red, kings, 1);

        score =
                DraughtsTerms.convert(
                        score, lead, total, quiet, w[TRADE], w[HUNT], red, white, kings);
        int mover = c.sideToMove();
        int forMover = mover == 0 ? score : -score;
        if (w[THREATENED] != 0 || w[FORKED] != 0) {
            long own = mover == 0 ? red : white;
            long enemy = mover == 0 ? white : red;
            int hanging = Long.bitCount(CheckersFeatures.threatened(own, enemy, kings, mover ^ 1));
            forMover -= w[THREATENED] * hanging + (hanging >= 2 ? w[FORKED] : 0);
        }
        return forMover;
    }

    /** The terms of {@code side}'s pieces {@code own} that do not depend on who is to move. */
    private int side(long own, long enemy, long kings, int side) {
        long men = own & ~kings;
        long ownKings = own & kings;
        long enemyMen = enemy & ~kings;
        long occupied = own | enemy;
        int score = 0;
        int runaways = 0;
        int runawayRanks = 0;
        for (long b = men; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            int y = sq >>> 3;
            int advanced = side == 0 ? y : 7 - y;
            score += advance[Math.min(advanced, 6)] + manFile[sq & 7];
            if ((CheckersFeatures.cone(side, sq) & enemy) == 0) {
                runaways++;
                runawayRanks += advanced;
            }
        }
        score += w[RUNAWAY] * runaways + w[RUNAWAY_RANK] * runawayRanks;
        for (long b = ownKings; b != 0; b &= b - 1) {
            score += kingSquare[Long.numberOfTrailingZeros(b)];
        }
        // The back rank guards against enemy crowning while the enemy still has men to crown.
        if (enemyMen != 0) {
            long backRank = side == 0 ? Draughts.RANK_1 : Draughts.RANK_8;
            score += w[BACK_RANK] * Long.bitCount(men & backRank);
            score += w[BRIDGE] * CheckersFeatures.bridge(men, side);
            score += w[TRIANGLE] * CheckersFeatures.triangle(men, side);
            if (ownKings != 0 && (enemy & kings) == 0) {
                score += w[FIRST_KING];
            }
        }
        score += w[DOG_HOLE] * CheckersFeatures.dogHole(men, side);
        score += w[CENTRE] * CheckersFeatures.centre(men);
        score += w[IMBALANCE] * CheckersFeatures.imbalance(men);
        score += w[BLOCKED] * CheckersFeatures.blockedMen(men, occupied, side);
        int kingSteps = CheckersFeatures.kingSteps(ownKings, occupied);
        score += w[MOBILITY] * (menSteps(men, occupied, side) + kingSteps);
        score += w[KING_MOBILITY] * kingSteps;
        score += w[TRAPPED_KING] * CheckersFeatures.trappedKings(ownKings, occupied);
        return score;
    }

    /** Non-capturing steps of {@code side}'s men. */
    private static int menSteps(long men, long occupied, int side) {
        long empty = Draughts.DARK & ~occupied;
        int manDirections = Draughts.MAN_DIRECTIONS[side];
        int n = 0;
        for (int d = 0; d < 4; d++) {
            if ((manDirections >>> d & 1) != 0) {
                n += Long.bitCount(Draughts.shift(men, d) & empty);
            }
        }
        return n;
    }

    @Override
    public int captureValue(GameState state, int move) {
        return Draughts.jumps(move);
    }

    @Override
    public Quiescence quiescence() {
        return Quiescence.FORCED_CAPTURES;
    }

    /** Four random plies before the evaluation judges a playout, where the other games play six. */
    @Override
    public int playoutCutoff() {
        return 4;
    }

    /** Checkers rewards a sharper focus on the best lines than the other games. */
    @Override
    public double exploration() {
        return 0.5;
    }
}
