package org.boardwright.engine.cage;

import java.util.random.RandomGenerator;
import org.boardwright.engine.GameState;

/**
 * Cage's move generator over one {@link CageState}'s checkers (the state's own sets, read in
 * place): the steps of all checkers at once by set operations, the jump sequences by a depth-first
 * search, a uniform random move without listing, and the path of a jump move for play and notation.
 * Moves are packed as {@link CageState} describes. What it computes for a position (the move
 * summary) holds until the state plays or undoes a move ({@link #invalidate}).
 *
 * <p>Steps are found for all checkers at once, one direction at a time, with set operations. A
 * checker's own origin counts as empty when its destination is judged: for R1 a step to an
 * orthogonal neighbour of the origin is blocked only by a second friendly neighbour, and jump
 * landings (always an even number of files and ranks from the origin) are never next to it.
 */
final class CageMoves {

    private static final int PASS = CageState.PASS;
    private static final int JUMP = CageState.JUMP;
    private static final int SQUARE_MASK = CageState.SQUARE_MASK;
    private static final int DIRECTION_SHIFT = CageState.DIRECTION_SHIFT;
    private static final int ORDINAL_SHIFT = CageState.ORDINAL_SHIFT;
    private static final int MAX_MOVES = GameState.MAX_MOVES;

    /** The state's checkers of each side: squares 0-49 in lo, 50-99 in hi. */
    private final long[] lo;

    private final long[] hi;

    /** The side whose moves are generated. */
    private int side;

    // Step destinations by direction, filled by computeSteps().
    private final long[] stepLo = new long[8];
    private final long[] stepHi = new long[8];

    // The jump search (searchPaths). Its sets are fixed for the side to move by prepareJumps().
    private static final int LIST = 0;
    private static final int COUNT = 1;
    private static final int FIND = 2;
    private long emptyLo;
    private long emptyHi;
    private long notNearOwnLo; // squares with no friendly orthogonal neighbour
    private long notNearOwnHi;

    /**
     * Per orthogonal direction, the squares a checker of the side to move could jump from (before
     * any capture).
     */
    private final long[] jumpDirLo = new long[4];

    private final long[] jumpDirHi = new long[4];

    /**
     * Per direction, own checkers whose first jump that way is a whole sequence (an edge capture,
     * or nothing onward).
     */
    private final long[] singleLo = new long[4];

    private final long[] singleHi = new long[4];

    /**
     * Per direction, own checkers whose first jump that way must go on: the paths need a search.
     */
    private final long[] onwardLo = new long[4];

    private final long[] onwardHi = new long[4];
    private long enemyLo; // enemies not yet jumped on the current path
    private long enemyHi;
    private long landLo; // where a jump from the current origin may land
    private long landHi;
    private int searchMode;
    private int searchOrigin;
    private int searchDirection;
    private int pathsFound;
    private int targetPath;
    private int pathLimit;
    private boolean stopSearch;
    private int[] listBuffer;
    private int listSize;

    /**
     * The current path: landing squares (for an edge capture the last is the captured square) and
     * captured squares.
     */
    final int[] pathSquares = new int[64];

    final int[] pathCaptures = new int[64];

    /** The path found in FIND mode. */
    int foundLength;

    boolean foundEdge;
    // The move summary of the current position (summarize()): valid until invalidate().
    private boolean summaryValid;
    private int stepTotal;
    private int singleTotal;
    private int jumpTotal; // single jumps and longer sequences

    /**
     * The first jumps that go on (origin, direction) and their path counts, filled by countJumps().
     */
    private final int[] onwardOrigins = new int[200];

    private final int[] onwardDirections = new int[200];
    private final int[] onwardCounts = new int[200];
    private int onwardCount;

    CageMoves(long[] lo, long[] hi) {
        this.lo = lo;
        this.hi = hi;
    }

    /** Forgets the move summary: the position changed. */
    void invalidate() {
        summaryValid = false;
    }

    /** The moves of the position, whose move summary {@link #summarize} computed. */
    int list(int[] buffer, int offset) {
        int n = offset;
        for (int d = 0; d < 8; d++) {
            int delta = Board.DELTA[d];
            for (long b = stepLo[d]; b != 0; b &= b - 1) {
                int to = Long.numberOfTrailingZeros(b);
                buffer[n++] = (to - delta) | to << 7;
            }
            for (long b = stepHi[d]; b != 0; b &= b - 1) {
                int to = Long.numberOfTrailingZeros(b) + Board.HALF_SQUARES;
                buffer[n++] = (to - delta) | to << 7;
            }
        }
        for (int d = 0; d < 4; d++) {
            for (long b = singleLo[d]; b != 0; b &= b - 1) {
                buffer[n++] = Long.numberOfTrailingZeros(b) | JUMP | d << DIRECTION_SHIFT;
            }
            for (long b = singleHi[d]; b != 0; b &= b - 1) {
                buffer[n++] =
                        (Long.numberOfTrailingZeros(b) + Board.HALF_SQUARES)
                                | JUMP
                                | d << DIRECTION_SHIFT;
            }
        }
        if (onwardCount > 0) {
            listBuffer = buffer;
            listSize = n;
            for (int i = 0; i < onwardCount; i++) {
                searchPaths(onwardOrigins[i], onwardDirections[i], LIST, 0, Integer.MAX_VALUE);
            }
            n = listSize;
            listBuffer = null;
        }
        if (n == offset) {
            buffer[n++] = PASS; // no legal move: the player must pass
        }
        return n - offset;
    }

    /**
     * Uniform over the legal moves without listing them: count steps and jump paths (the move
     * summary {@link #summarize} computed), then pick one.
     */
    int random(RandomGenerator rng) {
        int steps = stepTotal;
        int total = steps + jumpTotal;
        if (total == 0) {
            return PASS;
        }
        int r = rng.nextInt(total);
        if (r < steps) {
            for (int d = 0; d < 8; d++) {
                int inLo = Long.bitCount(stepLo[d]);
                int inHi = Long.bitCount(stepHi[d]);
                if (r < inLo) {
                    int to = nthBit(stepLo[d], r);
                    return (to - Board.DELTA[d]) | to << 7;
                }
                r -= inLo;
                if (r < inHi) {
                    int to = nthBit(stepHi[d], r) + Board.HALF_SQUARES;
                    return (to - Board.DELTA[d]) | to << 7;
                }
                r -= inHi;
            }
        }
        r -= steps;
        if (r < singleTotal) {
            for (int d = 0; d < 4; d++) {
                int inLo = Long.bitCount(singleLo[d]);
                int inHi = Long.bitCount(singleHi[d]);
                if (r < inLo) {
                    return nthBit(singleLo[d], r) | JUMP | d << DIRECTION_SHIFT;
                }
                r -= inLo;
                if (r < inHi) {
                    return (nthBit(singleHi[d], r) + Board.HALF_SQUARES)
                            | JUMP
                            | d << DIRECTION_SHIFT;
                }
                r -= inHi;
            }
        }
        r -= singleTotal;
        for (int i = 0; ; i++) {
            if (r < onwardCounts[i]) {
                return onwardOrigins[i]
                        | JUMP
                        | onwardDirections[i] << DIRECTION_SHIFT
                        | r << ORDINAL_SHIFT;
            }
            r -= onwardCounts[i];
        }
    }

    /**
     * Computes, once per position, the step destinations, the jump origins and their path counts.
     * Counting stops once the moves exceed {@link GameState#MAX_MOVES} (an engine limit, see {@link
     * CageState#isTerminal}), so a made-up web of millions of jump paths costs little.
     */
    void summarize(int side) {
        if (summaryValid) {
            return;
        }
        this.side = side;
        stepTotal = computeSteps();
        jumpTotal = countJumps(MAX_MOVES + 1 - stepTotal);
        summaryValid = true;
    }

    /**
     * Engine limit: more legal moves than callers' move lists ({@link GameState#MAX_MOVES}) hold.
     */
    boolean tooManyMoves(int side) {
        summarize(side);
        return stepTotal + jumpTotal > MAX_MOVES;
    }

    private static int nthBit(long bits, int n) {
        for (int i = 0; i < n; i++) {
            bits &= bits - 1;
        }
        return Long.numberOfTrailingZeros(bits);
    }

    /**
     * Fills {@link #stepLo}/{@link #stepHi} with the destinations of the legal steps in each
     * direction and returns their number. A step needs an empty destination that obeys R1; from an
     * attached checker it must be centering and end attached (R2; it cannot be adjoining); from a
     * free checker it must be centering or adjoining (ending attached).
     */
    private int computeSteps() {
        int opp = side ^ 1;
        return steps(lo[side], hi[side], lo[opp], hi[opp], stepLo, stepHi);
    }

    /**
     * The steps of the checkers {@code o} against the enemy checkers {@code e} (the rules above):
     * their number, and, when {@code outLo}/{@code outHi} are not null, their destinations by
     * direction. Shared by the move generator and the evaluation's counts ({@link CageFeatures}).
     */
    static int steps(long oLo, long oHi, long eLo, long eHi, long[] outLo, long[] outHi) {
        long emptLo = Board.HALF & ~(oLo | eLo);
        long emptHi = Board.HALF & ~(oHi | eHi);
        // Squares with an enemy neighbour: a checker there is attached.
        long attLo = Board.adjacentLo(eLo, eHi);
        long attHi = Board.adjacentHi(eLo, eHi);
        // Squares with at least one / at least two friendly orthogonal neighbours.
        long nLo = Board.northLo(oLo);
        long nHi = Board.northHi(oLo, oHi);
        long sLo = Board.southLo(oLo, oHi);
        long sHi = Board.southHi(oHi);
        long eaLo = Board.east(oLo);
        long eaHi = Board.east(oHi);
        long wLo = Board.west(oLo);
        long wHi = Board.west(oHi);
        long near1Lo = nLo | sLo | eaLo | wLo;
        long near1Hi = nHi | sHi | eaHi | wHi;
        long near2Lo = (nLo & sLo) | (eaLo & wLo) | ((nLo | sLo) & (eaLo | wLo));
        long near2Hi = (nHi & sHi) | (eaHi & wHi) | ((nHi | sHi) & (eaHi | wHi));
        long attachedLo = oLo & attLo;
        long attachedHi = oHi & attHi;
        long freeLo = oLo & ~attLo;
        long freeHi = oHi & ~attHi;
        int total = 0;
        for (int d = 0; d < 8; d++) {
            // R1: after an orthogonal step the origin is one friendly neighbour of the destination;
            // it counts as empty.
            long openLo = emptLo & ~(d < 4 ? near2Lo : near1Lo);
            long openHi = emptHi & ~(d < 4 ? near2Hi : near1Hi);
            long centLo = Board.CENTERING_LO[d];
            long centHi = Board.CENTERING_HI[d];
            long toLo =
                    (Board.shiftLo(d, attachedLo, attachedHi) & attLo & centLo)
                            | (Board.shiftLo(d, freeLo, freeHi) & (centLo | attLo));
            long toHi =
                    (Board.shiftHi(d, attachedLo, attachedHi) & attHi & centHi)
                            | (Board.shiftHi(d, freeLo, freeHi) & (centHi | attHi));
            toLo &= openLo;
            toHi &= openHi;
            if (outLo != null) {
                outLo[d] = toLo;
                outHi[d] = toHi;
            }
            total += Long.bitCount(toLo) + Long.bitCount(toHi);
        }
        return total;
    }

    /**
     * Sets up the jump search for the side to move, and sorts the first jumps of its checkers (an
     * enemy next to them with, beyond it, a square to land on or the edge of the board) by
     * direction into single jumps and jumps that go on.
     */
    private void prepareJumps() {
        int opp = side ^ 1;
        long oLo = lo[side];
        long oHi = hi[side];
        long eLo = lo[opp];
        long eHi = hi[opp];
        emptyLo = Board.HALF & ~(oLo | eLo);
        emptyHi = Board.HALF & ~(oHi | eHi);
        notNearOwnLo = Board.HALF & ~Board.adjacentLo(oLo, oHi);
        notNearOwnHi = Board.HALF & ~Board.adjacentHi(oLo, oHi);
        long landLo = emptyLo & notNearOwnLo; // a first landing is never the origin
        long landHi = emptyHi & notNearOwnHi;
        for (int d = 0; d < 4; d++) {
            int back = (d + 2) & 3;
            // Squares whose d-neighbour is an enemy, and squares whose next-but-one square is a
            // landing.
            long nextEnemyLo = Board.shiftLo(back, eLo, eHi);
            long nextEnemyHi = Board.shiftHi(back, eLo, eHi);
            long oneBackLo = Board.shiftLo(back, landLo, landHi);
            long oneBackHi = Board.shiftHi(back, landLo, landHi);
            long twoBackLo = Board.shiftLo(back, oneBackLo, oneBackHi) | Board.EDGE_JUMP_LO[d];
            long twoBackHi = Board.shiftHi(back, oneBackLo, oneBackHi) | Board.EDGE_JUMP_HI[d];
            jumpDirLo[d] = nextEnemyLo & twoBackLo;
            jumpDirHi[d] = nextEnemyHi & twoBackHi;
        }
        // A first jump goes on when its landing square has a jump onward. From there only the jump
        // straight back could meet the captured checker or land on the origin, and it is over the
        // captured checker: so the sets of jumps from squares before any capture tell.
        for (int d = 0; d < 4; d++) {
            int back = (d + 2) & 3;
            long nextLo = jumpDirLo[(d + 3) & 3] | jumpDirLo[d] | jumpDirLo[(d + 1) & 3];
            long nextHi = jumpDirHi[(d + 3) & 3] | jumpDirHi[d] | jumpDirHi[(d + 1) & 3];
            long oneBackLo = Board.shiftLo(back, nextLo, nextHi);
            long oneBackHi = Board.shiftHi(back, nextLo, nextHi);
            long goesOnLo = Board.shiftLo(back, oneBackLo, oneBackHi) & ~Board.EDGE_JUMP_LO[d];
            long goesOnHi = Board.shiftHi(back, oneBackLo, oneBackHi) & ~Board.EDGE_JUMP_HI[d];
            long ownLo = jumpDirLo[d] & oLo;
            long ownHi = jumpDirHi[d] & oHi;
            onwardLo[d] = ownLo & goesOnLo;
            onwardHi[d] = ownHi & goesOnHi;
            singleLo[d] = ownLo & ~goesOnLo;
            singleHi[d] = ownHi & ~goesOnHi;
        }
    }

    /**
     * Counts the jump sequences: the single jumps at once, then the paths after each first jump
     * that goes on (into onwardOrigins/onwardDirections/onwardCounts), stopping once {@code budget}
     * are found. Returns the total (at most the budget).
     */
    private int countJumps(int budget) {
        prepareJumps();
        int total = 0;
        for (int d = 0; d < 4; d++) {
            total += Long.bitCount(singleLo[d]) + Long.bitCount(singleHi[d]);
        }
        singleTotal = total;
        onwardCount = 0;
        for (int d = 0; d < 4; d++) {
            for (int half = 0; half < 2; half++) {
                for (long b = half == 0 ? onwardLo[d] : onwardHi[d];
                        b != 0 && total < budget;
                        b &= b - 1) {
                    int origin = Long.numberOfTrailingZeros(b) + half * Board.HALF_SQUARES;
                    int paths = searchPaths(origin, d, COUNT, 0, budget - total);
                    onwardOrigins[onwardCount] = origin;
                    onwardDirections[onwardCount] = d;
                    onwardCounts[onwardCount++] = paths;
                    total += paths;
                }
            }
        }
        return Math.min(total, budget);
    }

    /**
     * Depth-first search of the jump paths of the checker on {@code origin} whose first jump goes
     * in direction d and on (after {@link #prepareJumps}). LIST writes each path as a move into
     * listBuffer; COUNT only counts; FIND stops at path number {@code target} and leaves it in
     * pathSquares/pathCaptures, foundLength and foundEdge. Stops after {@code limit} paths; returns
     * the number found.
     */
    private int searchPaths(int origin, int d, int mode, int target, int limit) {
        startSearch(origin, d, mode, target, limit);
        int e = origin + Board.DELTA[d];
        int landing = Board.NEIGHBOUR[4 * e + d];
        pathCaptures[0] = e;
        pathSquares[0] = landing;
        toggleEnemy(e);
        jumpFrom(landing, 1);
        toggleEnemy(e);
        return pathsFound;
    }

    /**
     * Sets the search up for paths from {@code origin}: no path found yet, every enemy on the
     * board.
     */
    private void startSearch(int origin, int d, int mode, int target, int limit) {
        searchMode = mode;
        searchOrigin = origin;
        searchDirection = d;
        targetPath = target;
        pathLimit = limit;
        pathsFound = 0;
        stopSearch = false;
        int opp = side ^ 1;
        enemyLo = lo[opp];
        enemyHi = hi[opp];
        // The origin counts as empty: a path may come back to it.
        long originLo = origin < Board.HALF_SQUARES ? 1L << origin : 0;
        long originHi = origin < Board.HALF_SQUARES ? 0 : 1L << (origin - Board.HALF_SQUARES);
        landLo = (emptyLo | originLo) & notNearOwnLo;
        landHi = (emptyHi | originHi) & notNearOwnHi;
    }

    /** Extends the current path (depth jumps so far) from square p. */
    private void jumpFrom(int p, int depth) {
        boolean jumped = false;
        for (int d = 0; d < 4; d++) {
            int e = Board.NEIGHBOUR[4 * p + d];
            if (e < 0 || !Board.has(enemyLo, enemyHi, e)) {
                continue;
            }
            int beyond = Board.NEIGHBOUR[4 * e + d];
            if (beyond >= 0 && !Board.has(landLo, landHi, beyond)) {
                continue;
            }
            jumped = true;
            pathCaptures[depth] = e;
            if (beyond < 0) {
                // Edge capture: both checkers leave the board and the turn ends.
                pathSquares[depth] = e;
                pathEnds(depth + 1, true);
            } else {
                pathSquares[depth] = beyond;
                toggleEnemy(e); // a jumped checker cannot be jumped again
                jumpFrom(beyond, depth + 1);
                toggleEnemy(e);
            }
            if (stopSearch) {
                return;
            }
        }
        if (!jumped && depth > 0) {
            pathEnds(depth, false);
        }
    }

    private void toggleEnemy(int e) {
        if (e < Board.HALF_SQUARES) {
            enemyLo ^= 1L << e;
        } else {
            enemyHi ^= 1L << (e - Board.HALF_SQUARES);
        }
    }

    private void pathEnds(int length, boolean edge) {
        if (searchMode == FIND && pathsFound == targetPath) {
            foundLength = length;
            foundEdge = edge;
            stopSearch = true;
            return;
        }
        if (searchMode == LIST) {
            listBuffer[listSize++] =
                    searchOrigin
                            | JUMP
                            | searchDirection << DIRECTION_SHIFT
                            | pathsFound << ORDINAL_SHIFT;
        }
        pathsFound++;
        if (pathsFound >= pathLimit) {
            stopSearch = true;
        }
    }

    /**
     * Finds the path of a jump move (legal here) into pathSquares/pathCaptures, foundLength,
     * foundEdge, for the side to move {@code side}.
     */
    void findPath(int side, int move) {
        this.side = side;
        int origin = move & SQUARE_MASK;
        int d = (move >>> DIRECTION_SHIFT) & 3;
        int e = origin + Board.DELTA[d];
        int landing = Board.NEIGHBOUR[4 * e + d];
        foundLength = 0;
        if (landing < 0) { // an edge capture ends the turn
            pathCaptures[0] = e;
            pathSquares[0] = e;
            foundLength = 1;
            foundEdge = true;
            return;
        }
        if (!jumpsOnward(landing, (d + 2) & 3)) {
            pathCaptures[0] = e;
            pathSquares[0] = landing;
            foundLength = 1;
            foundEdge = false;
            return;
        }
        prepareJumps();
        searchPaths(origin, d, FIND, move >>> ORDINAL_SHIFT, Integer.MAX_VALUE);
        if (foundLength == 0) {
            throw new IllegalArgumentException("no such jump here: " + move);
        }
    }

    /**
     * Whether the side to move, having jumped onto {@code landing} from direction {@code back}, can
     * jump on: over an enemy to an edge capture or to an empty square with no friendly neighbour.
     * (The square just left and the captured checker lie straight back, the one direction not
     * tried; landings are never next to the origin.)
     */
    private boolean jumpsOnward(int landing, int back) {
        int opp = side ^ 1;
        for (int d = 0; d < 4; d++) {
            int e = Board.NEIGHBOUR[4 * landing + d];
            if (d == back || e < 0 || !Board.has(lo[opp], hi[opp], e)) {
                continue;
            }
            int beyond = Board.NEIGHBOUR[4 * e + d];
            if (beyond < 0) {
                return true;
            }
            if (Board.has(lo[side] | lo[opp], hi[side] | hi[opp], beyond)) {
                continue;
            }
            boolean friendNext = false;
            for (int d2 = 0; d2 < 4 && !friendNext; d2++) {
                int n = Board.NEIGHBOUR[4 * beyond + d2];
                friendNext = n >= 0 && Board.has(lo[side], hi[side], n);
            }
            if (!friendNext) {
                return true;
            }
        }
        return false;
    }
}
