package org.boardwright.ai.mcts;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.boardwright.ai.Evaluation;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Result;

/**
 * One thread's MCTS tree, kept in parallel arrays (no object per node) so that a search allocates
 * only when the arrays grow. A node's statistics are from the side that moved into it: the side to
 * move at its parent. Children of a chance node are its outcomes, with their probabilities.
 */
final class SearchTree {

    static final byte UNKNOWN = 0;

    /** Proven: the side that moved into the node wins (or draws) with best play from here. */
    static final byte WIN = 1;

    static final byte LOSS = 2;

    private static final int MAX_PATH = 1 << 16;

    /** Bytes the arrays take per node. */
    private static final int BYTES_PER_NODE = 4 + 4 + 4 + 4 + 8 + 8 + 1 + 1 + 1 + 4;

    private final Mcts.Config config;
    private final SplittableRandom random;
    private final int[] moves = new int[GameState.MAX_MOVES];

    /** Nodes this tree may hold: the configured number, less if the heap is small. */
    private final int maxNodes;

    int size;
    int[] move = new int[0];
    int[] firstChild = new int[0];
    int[] childCount = new int[0];
    int[] visits = new int[0];
    double[] total = new double[0];
    long[] hash = new long[0];
    byte[] toMove = new byte[0];
    byte[] proof = new byte[0];
    boolean[] chance = new boolean[0];
    float[] probability = new float[0];

    int root = -1;
    private final int[] path = new int[MAX_PATH];

    SearchTree(Mcts.Config config, SplittableRandom random) {
        this.config = config;
        this.random = random;
        long byMemory =
                Runtime.getRuntime().maxMemory() / (BYTES_PER_NODE * 16L); // room for many trees
        this.maxNodes = (int) Math.max(1 << 16, Math.min(config.maxNodes(), byMemory));
    }

    /**
     * Makes {@code state} the root: a descendant of the old root within a few plies when tree reuse
     * is on and the position is found there, a fresh tree otherwise.
     */
    void setRoot(GameState state) {
        if (config.reuseTree() && root >= 0 && size < maxNodes() / 2) {
            int found = find(root, state.hash(), 4);
            if (found >= 0 && firstChild[found] >= 0) {
                root = found;
                return;
            }
        }
        size = 0;
        ensureCapacity(1);
        root = newNode(-1, state);
        if (!state.isOverWithoutClaim()) {
            firstChild[root] = -1; // at a claimable draw the root plays on: it never claims
        }
    }

    private int find(int node, long key, int depth) {
        if (hash[node] == key && !chance[node]) {
            return node;
        }
        if (depth == 0 || firstChild[node] < 0) {
            return -1;
        }
        for (int c = firstChild[node], end = c + childCount[node]; c < end; c++) {
            int f = find(c, key, depth - 1);
            if (f >= 0) {
                return f;
            }
        }
        return -1;
    }

    private int newNode(int moveIntoNode, GameState state) {
        int n = size++;
        move[n] = moveIntoNode;
        firstChild[n] = -1;
        childCount[n] = 0;
        visits[n] = 0;
        total[n] = 0;
        hash[n] = state.hash();
        toMove[n] = (byte) seatToMove(state);
        chance[n] = state.isChanceNode();
        probability[n] = 0;
        proof[n] = UNKNOWN;
        if (state.isTerminal()) {
            firstChild[n] = -2; // terminal: never expanded
        }
        return n;
    }

    /**
     * One iteration: select, expand, play out, back up. {@code state} is the root position and is
     * restored.
     */
    void iterate(GameState state) {
        if (isSolved() || firstChild[root] == -2) {
            return; // nothing left to learn
        }
        int depth = 0;
        int node = root;
        path[depth++] = node;
        // Selection: down the tree while nodes are expanded and unproven.
        while (firstChild[node] >= 0 && proof[node] == UNKNOWN && depth < MAX_PATH) {
            int child = chance[node] ? sampleOutcome(node) : select(node);
            state.play(move[child]);
            node = child;
            path[depth++] = node;
        }
        double seat0Score; // what the player in seat 0 (who moved first) scored: 1, 1/2 or 0
        if (proof[node] != UNKNOWN && node != root) {
            int mover = toMove[path[depth - 2]];
            seat0Score = (proof[node] == WIN ? mover : mover ^ 1) == 0 ? 1 : 0;
        } else if (firstChild[node] == -2) {
            seat0Score = endScore(state, node, path[depth - 2]);
        } else {
            // Expansion: all children at once, in random order so ties break randomly.
            if (expand(node, state) && depth < MAX_PATH) {
                int child = chance[node] ? sampleOutcome(node) : firstChild[node];
                state.play(move[child]);
                node = child;
                path[depth++] = node;
            }
            seat0Score =
                    firstChild[node] == -2
                            ? endScore(state, node, path[depth - 2])
                            : playout(state);
        }
        // Back-up, and the solver's proofs from the leaf towards the root.
        for (int i = depth - 1; i >= 0; i--) {
            int n = path[i];
            visits[n]++;
            if (i > 0) {
                total[n] += toMove[path[i - 1]] == 0 ? seat0Score : 1 - seat0Score;
            }
        }
        if (config.solver()) {
            for (int i = depth - 2; i >= 0; i--) {
                if (!prove(path[i], i > 0 ? toMove[path[i - 1]] : -1)) {
                    break;
                }
            }
        }
        for (int i = depth - 1; i > 0; i--) {
            state.undo();
        }
    }

    /**
     * The seat a state's side to move belongs to: its colour, or the other one once the players
     * have exchanged colours (Monkey Queen's swap). Statistics and proofs are by seat, so a swap is
     * judged for the player who makes it.
     */
    private static int seatToMove(GameState state) {
        return state.sideToMove() ^ (state.playersSwapped() ? 1 : 0);
    }

    /**
     * Seat 0's score at the end of the game; with the solver, a decisive end proves the node for
     * its mover.
     */
    private double endScore(GameState state, int node, int parent) {
        Result result = state.result();
        int swap = state.playersSwapped() ? 1 : 0;
        if (config.solver() && result.winner() >= 0) {
            proof[node] = (result.winner() ^ swap) == toMove[parent] ? WIN : LOSS;
        }
        return result.score(swap); // seat 0 plays colour 0, or colour 1 after a swap
    }

    /**
     * Plies to the end of the game after the root move {@code rootMove} if it is proven, with the
     * winner hurrying and the loser delaying; 0 if it is not proven in this tree.
     */
    int provenPlies(int rootMove) {
        if (root < 0) {
            return 0;
        }
        for (int c = firstChild[root], end = c + childCount[root]; c < end && c >= 0; c++) {
            if (move[c] == rootMove && proof[c] != UNKNOWN) {
                return 1 + pliesToEnd(c);
            }
        }
        return 0;
    }

    private int pliesToEnd(int node) {
        if (firstChild[node] < 0) {
            return 0;
        }
        int fastestWin = -1;
        int slowestLoss = 0;
        for (int c = firstChild[node], end = c + childCount[node]; c < end; c++) {
            if (proof[c] == WIN) {
                int d = pliesToEnd(c);
                fastestWin = fastestWin < 0 ? d : Math.min(fastestWin, d);
            } else {
                slowestLoss = Math.max(slowestLoss, pliesToEnd(c));
            }
        }
        return 1 + (fastestWin >= 0 ? fastestWin : slowestLoss);
    }

    boolean isSolved() {
        return proof[root] != UNKNOWN;
    }

    /**
     * Proves a node from its children where possible: a child won by the side to move wins the node
     * for that side; children all lost by it lose it. Returns whether the node is proven.
     */
    private boolean prove(int node, int moverIntoNode) {
        if (proof[node] != UNKNOWN) {
            return true;
        }
        if (chance[node] || firstChild[node] < 0) {
            return false;
        }
        int side = toMove[node];
        boolean allLost = true;
        for (int c = firstChild[node], end = c + childCount[node]; c < end; c++) {
            if (proof[c] == WIN) {
                proof[node] = side == moverIntoNode ? WIN : LOSS;
                return true;
            }
            allLost &= proof[c] == LOSS;
        }
        if (allLost) {
            proof[node] = side == moverIntoNode ? LOSS : WIN;
            return true;
        }
        return false;
    }

    /**
     * UCB1 among the children; with the solver, a proven win is taken and proven losses avoided.
     */
    private int select(int node) {
        int first = firstChild[node];
        int end = first + childCount[node];
        double logParent = Math.log(Math.max(1, visits[node]));
        double c = config.exploration();
        int best = -1;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int ch = first; ch < end; ch++) {
            if (config.solver()) {
                if (proof[ch] == WIN) {
                    return ch;
                }
                if (proof[ch] == LOSS) {
                    continue;
                }
            }
            int v = visits[ch];
            if (v == 0) {
                return ch; // children are in random order: the first unvisited is a random one
            }
            double value = total[ch] / v + c * Math.sqrt(logParent / v);
            if (value > bestValue) {
                bestValue = value;
                best = ch;
            }
        }
        return best >= 0 ? best : first; // every child lost: any will do
    }

    private int sampleOutcome(int node) {
        int first = firstChild[node];
        int last = first + childCount[node] - 1;
        double r = random.nextDouble();
        for (int ch = first; ch < last; ch++) {
            r -= probability[ch];
            if (r < 0) {
                return ch;
            }
        }
        return last;
    }

    /**
     * Adds the node's children; false when the tree is full (the iteration then plays out from
     * here).
     */
    private boolean expand(int node, GameState state) {
        int n = state.legalMoves(moves, 0);
        if (n == 0 || size + n > maxNodes()) {
            return false;
        }
        ensureCapacity(size + n);
        if (!state.isChanceNode()) {
            for (int i = n - 1; i > 0; i--) { // Fisher-Yates
                int j = random.nextInt(i + 1);
                int t = moves[i];
                moves[i] = moves[j];
                moves[j] = t;
            }
        }
        int first = size;
        for (int i = 0; i < n; i++) {
            state.play(moves[i]);
            int child = newNode(moves[i], state);
            state.undo();
            if (chance[node]) {
                probability[child] = (float) state.chanceProbability(moves[i]);
            }
        }
        firstChild[node] = first;
        childCount[node] = n;
        return true;
    }

    /**
     * A random playout; seat 0's score. With an evaluation the playout stops after the cutoff and
     * the evaluation's win probability for the side to move judges the position; otherwise a
     * playout cut short by the ply limit counts half.
     */
    private double playout(GameState state) {
        int plies = 0;
        Evaluation evaluation = config.evaluation();
        int limit = evaluation != null ? config.playoutCutoff() : config.playoutPlyLimit();
        while (!state.isTerminal() && plies < limit) {
            state.play(state.randomMove(random, moves));
            plies++;
        }
        int swap = state.playersSwapped() ? 1 : 0;
        double seat0Score;
        if (state.isTerminal()) {
            seat0Score = state.result().score(swap);
        } else if (evaluation != null && !state.isChanceNode()) {
            double mover = evaluation.winProbability(evaluation.evaluate(state));
            seat0Score = seatToMove(state) == 0 ? mover : 1 - mover;
        } else {
            seat0Score = 0.5;
        }
        for (int i = 0; i < plies; i++) {
            state.undo();
        }
        return seat0Score;
    }

    private int maxNodes() {
        return maxNodes;
    }

    /**
     * Allocates the arrays at their full size now, so a timed search never waits for them to grow.
     */
    void reserveAll() {
        ensureCapacity(maxNodes());
    }

    /** Forgets the tree (after a failure); the next search starts afresh. */
    void reset() {
        root = -1;
        size = 0;
    }

    /**
     * Grows every array together: each new array is made before any is replaced, so a failure
     * leaves them all as they were.
     */
    private void ensureCapacity(int needed) {
        if (needed <= move.length) {
            return;
        }
        int capacity =
                Math.min(
                        Math.max(needed, Math.max(1 << 14, move.length * 2)),
                        Math.max(needed, maxNodes()));
        int[] newMove = Arrays.copyOf(move, capacity);
        int[] newFirstChild = Arrays.copyOf(firstChild, capacity);
        int[] newChildCount = Arrays.copyOf(childCount, capacity);
        int[] newVisits = Arrays.copyOf(visits, capacity);
        double[] newTotal = Arrays.copyOf(total, capacity);
        long[] newHash = Arrays.copyOf(hash, capacity);
        byte[] newToMove = Arrays.copyOf(toMove, capacity);
        byte[] newProof = Arrays.copyOf(proof, capacity);
        boolean[] newChance = Arrays.copyOf(chance, capacity);
        float[] newProbability = Arrays.copyOf(probability, capacity);
        move = newMove;
        firstChild = newFirstChild;
        childCount = newChildCount;
        visits = newVisits;
        total = newTotal;
        hash = newHash;
        toMove = newToMove;
        proof = newProof;
        chance = newChance;
        probability = newProbability;
    }
}
