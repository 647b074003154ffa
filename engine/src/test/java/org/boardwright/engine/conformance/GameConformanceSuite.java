package org.boardwright.engine.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameDescriptor;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.IllegalMoveException;
import org.boardwright.engine.MoveKind;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.Perft;
import org.boardwright.engine.Result;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The conformance suite every game passes (docs/architecture.md, "Conformance suite": "Every game
 * passes one shared conformance suite"). A game's test class extends this class, names the game and
 * gives a perft table; the hooks below let a game adjust what its rules require (a rule that lets
 * "terminal" and "no legal moves" disagree, chance nodes, long games).
 *
 * <p>Every check is deterministic: random playouts are driven by {@link SplittableRandom}s seeded
 * from {@link #seed()} and a per-test salt, so a failure always reproduces and the message names
 * the playout, the ply and the position.
 *
 * <pre>{@code
 * class CageTest extends GameConformanceSuite {
 *     protected Game game() { return CageGame.INSTANCE; }
 *     protected List<PerftCase> perftTable() {
 *         return List.of(perft(CageGame.INSTANCE.initialPosition(), 20, 424, 10_140));
 *     }
 * }
 * }</pre>
 *
 * <p>The test methods are package-private on purpose: a game cannot override one away. What a
 * game's rules change goes through the hooks, where it is visible and justified.
 */
public abstract class GameConformanceSuite {

    /** One row of a perft table: a position and perft(1), perft(2), ... from it. */
    public record PerftCase(String position, long... counts) {

        @Override
        public String toString() {
            return position + " " + Arrays.toString(counts);
        }
    }

    /** A perft row: {@code perft(position, p1, p2, p3)}. */
    protected static PerftCase perft(String position, long... counts) {
        return new PerftCase(position, counts);
    }

    // ---------------------------------------------------------------------------------------
    // Hooks

    /** The game under test. */
    protected abstract Game game();

    /**
     * Perft rows; pick depths so that the whole table runs in well under a second. Perft is only
     * defined where no chance node has to be expanded (docs/rules/README.md, perft).
     */
    protected abstract List<PerftCase> perftTable();

    /**
     * More positions to start playouts from (the initial position and the perft positions are
     * always used).
     */
    protected List<String> extraPositions() {
        return List.of();
    }

    /**
     * Whether a rule lets this state be over without a claim while it has legal moves, or have no
     * legal move while it is not. The default (no exceptions) is what every game should have unless
     * its rules page in docs/rules/ says otherwise.
     */
    protected boolean terminalMayDifferFromNoMoves(GameState state) {
        return false;
    }

    /** Whether the game has chance nodes; if so, the playouts must meet some. */
    protected boolean hasChanceNodes() {
        return false;
    }

    /** Number of random playouts per invariant test. */
    protected int playouts() {
        return 300;
    }

    /** A playout stops after this many plies even if the game is not over. */
    protected int maxPlies() {
        return 2000;
    }

    /**
     * The expensive per-move checks (notation round trips, bad moves) run on every n-th ply only.
     */
    protected int sampleInterval() {
        return 8;
    }

    /** The base seed of every random choice in the suite. */
    protected long seed() {
        return 0x5EED_2026L;
    }

    /** Malformed position strings specific to the game, added to {@link #malformedPositions()}. */
    protected List<String> extraMalformedPositions() {
        return List.of();
    }

    /**
     * Move strings specific to the game that are malformed or illegal wherever they are tried
     * (skipped where legal).
     */
    protected List<String> extraBadMoves() {
        return List.of();
    }

    // ---------------------------------------------------------------------------------------
    // Playout machinery

    /** Sees every position of a playout; must leave the state as it found it. */
    @FunctionalInterface
    protected interface Visitor {
        void visit(GameState state, int playout, int ply);
    }

    /** The positions every playout test starts from, in order: the initial position first. */
    protected final List<String> startPositions() {
        Set<String> starts = new LinkedHashSet<>();
        starts.add(game().initialPosition());
        for (PerftCase c : perftTable()) {
            starts.add(c.position());
        }
        starts.addAll(extraPositions());
        return List.copyOf(starts);
    }

    private GameState start(int playout) {
        if (playout % startPositions().size() == 0) {
            return game().newInitialState();
        }
        return game().parsePosition(startPositions().get(playout % startPositions().size()));
    }

    /** A seeded generator for one test: the same salt always gives the same choices. */
    protected final SplittableRandom random(long salt) {
        return new SplittableRandom(seed() * 0x9E3779B97F4A7C15L + salt);
    }

    /**
     * Runs {@code count} random playouts (uniform among moves, chance outcomes by probability, both
     * chosen by the suite itself, not by {@link GameState#randomMove}) and shows every position
     * reached, the last one included, to the visitor.
     */
    protected final void playouts(long salt, int count, Visitor visitor) {
        SplittableRandom rng = random(salt);
        int[] moves = new int[GameState.MAX_MOVES];
        for (int p = 0; p < count; p++) {
            GameState state = start(p);
            for (int ply = 0; ; ply++) {
                long hash = state.hash();
                int played = state.movesPlayed();
                visitor.visit(state, p, ply);
                if (state.hash() != hash || state.movesPlayed() != played) {
                    fail("the check changed the state (playout " + p + ", ply " + ply + ")");
                }
                int n = state.legalMoves(moves, 0);
                if (n == 0 || state.isTerminal() || ply >= maxPlies()) { // the engine's end
                    break;
                }
                state.play(pick(state, moves, n, rng));
            }
        }
    }

    /** A move drawn by the suite: uniform, or by probability at a chance node. */
    protected static int pick(GameState state, int[] moves, int n, SplittableRandom rng) {
        if (!state.isChanceNode()) {
            return moves[rng.nextInt(n)];
        }
        double r = rng.nextDouble();
        for (int i = 0; i < n - 1; i++) {
            r -= state.chanceProbability(moves[i]);
            if (r < 0) {
                return moves[i];
            }
        }
        return moves[n - 1];
    }

    protected static int[] legal(GameState state) {
        int[] buffer = new int[GameState.MAX_MOVES];
        return Arrays.copyOf(buffer, state.legalMoves(buffer, 0));
    }

    private static Set<Integer> legalSet(GameState state) {
        Set<Integer> set = new HashSet<>();
        for (int m : legal(state)) {
            set.add(m);
        }
        return set;
    }

    private static void check(boolean ok, Supplier<String> message) {
        if (!ok) {
            fail(message.get());
        }
    }

    private static String where(GameState state, int playout, int ply) {
        return " (playout " + playout + ", ply " + ply + ", position " + state.position() + ")";
    }

    private boolean sampled(int playout, int ply) {
        return (ply + playout) % sampleInterval() == 0;
    }

    // ---------------------------------------------------------------------------------------
    // The descriptor: what callers outside the game rely on

    @Test
    void descriptorAgreesWithTheGame() {
        Game game = game();
        GameDescriptor d = game.descriptor();
        assertThat(game.spec()).startsWith(d.id());
        assertThat(d.sides()).hasSize(2);
        assertThat(d.side(0).name()).isNotEqualTo(d.side(1).name());
        assertThat(d.side(0).letter()).isNotEqualTo(d.side(1).letter());
        for (int x = -1; x <= game.width(); x++) {
            for (int y = -1; y <= game.height(); y++) {
                assertThat(game.isPlayable(x, y))
                        .as("square %d,%d", x, y)
                        .isEqualTo(d.board().isPlayable(x, y));
            }
        }
        for (GameDescriptor.Parameter p : d.parameters()) {
            assertThat(p.min()).isLessThanOrEqualTo(p.defaultValue());
            assertThat(p.defaultValue()).isLessThanOrEqualTo(p.max());
            Game withDefault = Games.get(d.id() + ":" + p.key() + "=" + p.defaultValue());
            assertThat(withDefault.initialPosition())
                    .isEqualTo(Games.get(d.id()).initialPosition());
            assertThatThrownBy(() -> Games.get(d.id() + ":" + p.key() + "=" + (p.max() + 1)))
                    .isInstanceOf(NotationException.class);
            assertThatThrownBy(() -> Games.get(d.id() + ":" + p.key() + "=" + (p.min() - 1)))
                    .isInstanceOf(NotationException.class);
        }
    }

    /**
     * Every square's text is a piece kind of the side its position letter says; move kinds match
     * the descriptor's features.
     */
    @Test
    void piecesAndMoveKindsAreThoseTheDescriptorDeclares() {
        GameDescriptor d = game().descriptor();
        Set<MoveKind> seen = EnumSet.noneOf(MoveKind.class);
        int[] buffer = new int[GameState.MAX_MOVES];
        playouts(
                0xD35C,
                Math.min(playouts(), 60),
                (state, p, ply) -> {
                    for (int x = 0; x < game().width(); x++) {
                        for (int y = 0; y < game().height(); y++) {
                            String text = state.pieceAt(x, y);
                            if (!text.isEmpty()) {
                                GameDescriptor.PieceKind kind = d.pieceOf(text);
                                check(
                                        kind != null,
                                        () -> "no piece kind for " + text + where(state, p, ply));
                            }
                        }
                    }
                    int n = state.legalMoves(buffer, 0);
                    for (int i = 0; i < n; i++) {
                        MoveKind kind = state.moveKind(buffer[i]);
                        seen.add(kind);
                        check(
                                (kind == MoveKind.CHANCE) == state.isChanceNode(),
                                () -> "chance kind off a chance node" + where(state, p, ply));
                        check(
                                kind != MoveKind.FORCED_PASS || n == 1,
                                () -> "a forced pass beside other moves" + where(state, p, ply));
                        check(
                                !state.describeMove(buffer[i]).isEmpty(),
                                () -> "a move without words" + where(state, p, ply));
                    }
                    int forced = state.forcedMove(buffer);
                    check(
                            forced == -1 || state.moveKind(forced) == MoveKind.FORCED_PASS,
                            () -> "forcedMove" + where(state, p, ply));
                    check(
                            state.seatOfSide(state.seatToMove()) == state.sideToMove(),
                            () -> "seat mapping" + where(state, p, ply));
                    for (int side = 0; side < 2; side++) {
                        int s = side;
                        check(
                                d.counter() != null || state.counter(s) == 0,
                                () ->
                                        "a counter the descriptor does not name"
                                                + where(state, p, ply));
                    }
                });
        assertThat(seen.contains(MoveKind.CHANCE)).as("chance outcomes met").isEqualTo(d.chance());
        if (!d.forcedPasses()) {
            assertThat(seen).doesNotContain(MoveKind.FORCED_PASS);
        }
        if (!d.pieRule()) {
            assertThat(seen).doesNotContain(MoveKind.SWAP);
        }
        if (d.counter() == null) {
            assertThat(seen).doesNotContain(MoveKind.DECLARATION);
        }
    }

    // ---------------------------------------------------------------------------------------
    // The initial state

    @Test
    void initialStateIsFreshAndMatchesInitialPosition() {
        GameState state = game().newInitialState();
        assertThat(state.game()).isSameAs(game());
        assertThat(state.movesPlayed()).isZero();
        assertThat(state.isTerminal()).isFalse();
        assertThat(state.result()).isEqualTo(Result.ONGOING);
        assertThat(state.position()).isEqualTo(game().initialPosition());
        assertThat(state.hash()).isEqualTo(state.computeHash());
        GameState parsed = game().parsePosition(game().initialPosition());
        assertThat(parsed.hash()).isEqualTo(state.hash());
        assertThat(parsed.position()).isEqualTo(state.position());
    }

    @Test
    void startPositionsAreValidAndRoundTrip() {
        for (String p : startPositions()) {
            GameState state = game().parsePosition(p);
            assertThat(state.position()).as("round trip of %s", p).isEqualTo(p);
            assertThat(state.hash()).as("hash of %s", p).isEqualTo(state.computeHash());
        }
    }

    // ---------------------------------------------------------------------------------------
    // Undo and hash

    @Test
    void undoRestoresPositionAndHashAfterEveryMove() {
        int[] moves = new int[GameState.MAX_MOVES];
        playouts(
                1,
                playouts(),
                (state, p, ply) -> {
                    String position = state.position();
                    long hash = state.hash();
                    int played = state.movesPlayed();
                    int n = state.legalMoves(moves, 0);
                    for (int i = 0; i < n; i++) {
                        int m = moves[i];
                        state.play(m);
                        check(
                                state.movesPlayed() == played + 1,
                                () -> "movesPlayed not incremented by " + m + where(state, p, ply));
                        state.undo();
                        check(
                                state.hash() == hash,
                                () ->
                                        "hash not restored after undo of "
                                                + state.formatMove(m)
                                                + where(state, p, ply));
                        check(
                                state.movesPlayed() == played,
                                () -> "movesPlayed not restored" + where(state, p, ply));
                        if (i == 0 || i == n - 1 || sampled(p, ply)) {
                            check(
                                    state.position().equals(position),
                                    () ->
                                            "position not restored after undo of "
                                                    + state.formatMove(m)
                                                    + ": "
                                                    + state.position()
                                                    + " instead of "
                                                    + position);
                        }
                    }
                });
    }

    @Test
    void undoUnwindsAWholePlayoutToTheStart() {
        SplittableRandom rng = random(2);
        int[] moves = new int[GameState.MAX_MOVES];
        int count = playouts();
        for (int p = 0; p < count; p++) {
            GameState state = start(p);
            List<String> positions = new ArrayList<>();
            List<Long> hashes = new ArrayList<>();
            for (int ply = 0; ; ply++) {
                positions.add(state.position());
                hashes.add(state.hash());
                int n = state.legalMoves(moves, 0);
                if (n == 0 || ply >= maxPlies()) {
                    break;
                }
                state.play(pick(state, moves, n, rng));
            }
            for (int i = positions.size() - 1; i >= 0; i--) {
                assertThat(state.movesPlayed())
                        .as("movesPlayed while unwinding playout %d", p)
                        .isEqualTo(i);
                assertThat(state.position())
                        .as("position after unwinding playout %d to ply %d", p, i)
                        .isEqualTo(positions.get(i));
                assertThat(state.hash())
                        .as("hash after unwinding playout %d to ply %d", p, i)
                        .isEqualTo(hashes.get(i));
                if (i > 0) {
                    state.undo();
                }
            }
        }
    }

    @Test
    void hashEqualsComputeHashAfterEveryPlayAndUndo() {
        int[] moves = new int[GameState.MAX_MOVES];
        playouts(
                3,
                playouts(),
                (state, p, ply) -> {
                    check(
                            state.hash() == state.computeHash(),
                            () -> "hash() != computeHash()" + where(state, p, ply));
                    int n = state.legalMoves(moves, 0);
                    for (int i = 0; i < n; i++) {
                        int m = moves[i];
                        state.play(m);
                        check(
                                state.hash() == state.computeHash(),
                                () ->
                                        "hash() != computeHash() after "
                                                + m
                                                + " from"
                                                + where(state, p, ply));
                        state.undo();
                        check(
                                state.hash() == state.computeHash(),
                                () ->
                                        "hash() != computeHash() after undo of "
                                                + m
                                                + where(state, p, ply));
                    }
                });
    }

    @Test
    void hashDiffersForDifferentPositionsMet() {
        // Not a guarantee of Zobrist hashing, but a collision among a few thousand positions
        // means keys are missing (for the side to move, a piece kind, a rule state).
        java.util.Map<Long, String> seen = new java.util.HashMap<>();
        playouts(
                4,
                Math.max(1, playouts() / 10),
                (state, p, ply) -> {
                    String position = state.position();
                    String other = seen.putIfAbsent(state.hash(), position);
                    check(
                            other == null || other.equals(position),
                            () -> "hash collision between " + other + " and " + position);
                });
    }

    // ---------------------------------------------------------------------------------------
    // Terminal states and results

    @Test
    void terminalIffNoLegalMoves() {
        int[] moves = new int[GameState.MAX_MOVES];
        int[] terminals = {0};
        playouts(
                5,
                playouts(),
                (state, p, ply) -> {
                    int n = state.legalMoves(moves, 0);
                    if (state.isTerminal()) {
                        terminals[0]++;
                    }
                    if (!terminalMayDifferFromNoMoves(state)) {
                        check(
                                state.isOverWithoutClaim() == (n == 0),
                                () ->
                                        "isOverWithoutClaim() is "
                                                + state.isOverWithoutClaim()
                                                + " with "
                                                + n
                                                + " legal moves"
                                                + where(state, p, ply));
                    }
                    check(
                            !state.isOverWithoutClaim() || state.isTerminal(),
                            () -> "over without a claim but not terminal" + where(state, p, ply));
                    if (state.claimableDraw().claimable()) {
                        check(
                                state.isTerminal() && !state.isOverWithoutClaim(),
                                () ->
                                        "a claimable draw that the engine does not take, or that"
                                                + " ends the game without a claim"
                                                + where(state, p, ply));
                    }
                    if (state.isOverWithoutClaim()) {
                        check(
                                !state.isChanceNode(),
                                () -> "a finished game is a chance node" + where(state, p, ply));
                    }
                });
        assertThat(terminals[0])
                .as("random playouts that reached the end of the game")
                .isPositive();
    }

    @Test
    void resultIsOngoingIffNotTerminalAndReasonIffOver() {
        playouts(
                6,
                playouts(),
                (state, p, ply) -> {
                    Result result = state.result();
                    check(result != null, () -> "null result" + where(state, p, ply));
                    check(
                            (result == Result.ONGOING) == !state.isTerminal(),
                            () ->
                                    "result "
                                            + result
                                            + " but isTerminal() "
                                            + state.isTerminal()
                                            + where(state, p, ply));
                    check(
                            result.isOver() == state.isTerminal(),
                            () -> "isOver() disagrees" + where(state, p, ply));
                    String reason = state.resultReason();
                    check(reason != null, () -> "null resultReason()" + where(state, p, ply));
                    check(
                            reason.isBlank() == !result.isOver(),
                            () ->
                                    "resultReason '"
                                            + reason
                                            + "' with result "
                                            + result
                                            + where(state, p, ply));
                });
    }

    // ---------------------------------------------------------------------------------------
    // Legal moves and notation

    @Test
    void legalMovesAreDistinctAndRespectTheOffset() {
        int[] moves = new int[GameState.MAX_MOVES];
        int[] shifted = new int[GameState.MAX_MOVES + 16];
        playouts(
                7,
                playouts(),
                (state, p, ply) -> {
                    int n = state.legalMoves(moves, 0);
                    check(
                            n >= 0 && n <= GameState.MAX_MOVES,
                            () -> n + " moves" + where(state, p, ply));
                    int[] sorted = Arrays.copyOf(moves, n);
                    Arrays.sort(sorted);
                    for (int i = 1; i < n; i++) {
                        int dup = sorted[i];
                        check(
                                sorted[i - 1] != dup,
                                () -> "move " + dup + " listed twice" + where(state, p, ply));
                    }
                    Arrays.fill(shifted, 0xCAFE);
                    int n2 = state.legalMoves(shifted, 16);
                    check(
                            n2 == n,
                            () -> "different move count with an offset" + where(state, p, ply));
                    for (int i = 0; i < 16; i++) {
                        check(
                                shifted[i] == 0xCAFE,
                                () -> "legalMoves wrote before its offset" + where(state, p, ply));
                    }
                    check(
                            Arrays.equals(moves, 0, n, shifted, 16, 16 + n),
                            () -> "different moves with an offset" + where(state, p, ply));
                });
    }

    @Test
    void everyMoveNotationParsesBackToTheSameMoveAndNotationsAreDistinct() {
        int[] moves = new int[GameState.MAX_MOVES];
        playouts(
                8,
                playouts(),
                (state, p, ply) -> {
                    if (!sampled(p, ply)) {
                        return;
                    }
                    int n = state.legalMoves(moves, 0);
                    Set<String> notations = new HashSet<>();
                    for (int i = 0; i < n; i++) {
                        int m = moves[i];
                        String text = state.formatMove(m);
                        check(
                                text != null
                                        && !text.isEmpty()
                                        && text.strip().equals(text)
                                        && text.indexOf(' ') < 0,
                                () -> "bad notation '" + text + "'" + where(state, p, ply));
                        check(
                                notations.add(text),
                                () -> "two moves written " + text + where(state, p, ply));
                        int parsed = state.parseMove(text);
                        check(
                                parsed == m,
                                () ->
                                        text
                                                + " parses to "
                                                + parsed
                                                + ", not "
                                                + m
                                                + where(state, p, ply));
                    }
                    List<String> sorted = new ArrayList<>(notations);
                    sorted.sort(null);
                    check(
                            state.legalMoveNotations().equals(sorted),
                            () ->
                                    "legalMoveNotations() is not the sorted notations"
                                            + where(state, p, ply));
                });
    }

    // ---------------------------------------------------------------------------------------
    // Position strings

    @Test
    void positionStringRoundTripsWithSameHashAndMoves() {
        playouts(
                9,
                playouts(),
                (state, p, ply) -> {
                    String position = state.position();
                    GameState parsed;
                    try {
                        parsed = game().parsePosition(position);
                    } catch (NotationException e) {
                        throw new AssertionError(
                                "a reached position is rejected: "
                                        + e.getMessage()
                                        + where(state, p, ply),
                                e);
                    }
                    check(
                            parsed.position().equals(position),
                            () -> "round trip gives " + parsed.position() + where(state, p, ply));
                    check(
                            parsed.hash() == state.hash(),
                            () -> "parsed state has another hash" + where(state, p, ply));
                    check(
                            parsed.computeHash() == parsed.hash(),
                            () -> "parsed hash != computeHash" + where(state, p, ply));
                    check(
                            parsed.movesPlayed() == 0,
                            () -> "parsed state has history" + where(state, p, ply));
                    check(
                            parsed.sideToMove() == state.sideToMove(),
                            () -> "parsed side differs" + where(state, p, ply));
                    if (!state.endedByHistory()) {
                        check(
                                parsed.isTerminal() == state.isTerminal(),
                                () -> "parsed isTerminal differs" + where(state, p, ply));
                        check(
                                parsed.result() == state.result(),
                                () -> "parsed result differs" + where(state, p, ply));
                        check(
                                parsed.isChanceNode() == state.isChanceNode(),
                                () -> "parsed chance node differs" + where(state, p, ply));
                        check(
                                legalSet(parsed).equals(legalSet(state)),
                                () -> "parsed state has other moves" + where(state, p, ply));
                    }
                    for (int x = 0; x < game().width(); x++) {
                        for (int y = 0; y < game().height(); y++) {
                            int fx = x;
                            int fy = y;
                            check(
                                    parsed.pieceAt(x, y).equals(state.pieceAt(x, y)),
                                    () ->
                                            "pieceAt("
                                                    + fx
                                                    + ","
                                                    + fy
                                                    + ") differs"
                                                    + where(state, p, ply));
                        }
                    }
                });
    }

    // ---------------------------------------------------------------------------------------
    // Copies

    @Test
    void copyIsIndependentAndSharesUndoHistory() {
        int[] moves = new int[GameState.MAX_MOVES];
        playouts(
                10,
                playouts(),
                (state, p, ply) -> {
                    if (!sampled(p, ply)) {
                        return;
                    }
                    String position = state.position();
                    long hash = state.hash();
                    int played = state.movesPlayed();
                    GameState copy = state.copy();
                    check(copy != state, () -> "copy() returned this");
                    check(
                            copy.position().equals(position)
                                    && copy.hash() == hash
                                    && copy.movesPlayed() == played,
                            () -> "copy differs from the original" + where(state, p, ply));
                    int n = copy.legalMoves(moves, 0);
                    if (n > 0) {
                        copy.play(moves[n / 2]);
                        check(
                                state.position().equals(position)
                                        && state.hash() == hash
                                        && state.movesPlayed() == played,
                                () ->
                                        "playing on the copy changed the original"
                                                + where(state, p, ply));
                        copy.undo();
                        check(
                                copy.position().equals(position) && copy.hash() == hash,
                                () -> "copy undo of its own move" + where(state, p, ply));
                    }
                    // The copy can take back the original's moves, without touching the original.
                    GameState original = start(p);
                    for (int i = 0; i < played; i++) {
                        copy.undo();
                    }
                    check(
                            copy.movesPlayed() == 0,
                            () -> "copy movesPlayed after unwinding" + where(state, p, ply));
                    check(
                            copy.position().equals(original.position())
                                    && copy.hash() == original.hash(),
                            () ->
                                    "unwinding the copy does not reach the playout's start"
                                            + where(state, p, ply));
                    check(
                            state.position().equals(position)
                                    && state.hash() == hash
                                    && state.movesPlayed() == played,
                            () -> "undo on the copy changed the original" + where(state, p, ply));
                    // And the original is independent of its copy.
                    if (n > 0) {
                        GameState copy2 = state.copy();
                        state.play(moves[0]);
                        check(
                                copy2.position().equals(position) && copy2.hash() == hash,
                                () ->
                                        "playing on the original changed the copy"
                                                + where(state, p, ply));
                        state.undo();
                    }
                });
    }

    // ---------------------------------------------------------------------------------------
    // Random moves

    @Test
    void randomMoveReturnsAListedMoveOrMinusOneIffNone() {
        int[] moves = new int[GameState.MAX_MOVES];
        int[] buffer = new int[GameState.MAX_MOVES];
        SplittableRandom rng = random(11);
        playouts(
                11,
                playouts(),
                (state, p, ply) -> {
                    int n = state.legalMoves(moves, 0);
                    for (int k = 0; k < 3; k++) {
                        int m = state.randomMove(rng, buffer);
                        if (n == 0) {
                            check(
                                    m == -1,
                                    () ->
                                            "randomMove gives "
                                                    + m
                                                    + " without legal moves"
                                                    + where(state, p, ply));
                        } else {
                            boolean listed = false;
                            for (int i = 0; i < n; i++) {
                                listed |= moves[i] == m;
                            }
                            boolean ok = listed;
                            check(
                                    ok,
                                    () ->
                                            "randomMove gives unlisted move "
                                                    + m
                                                    + where(state, p, ply));
                        }
                    }
                });
    }

    /** Positions for the statistical tests: the start positions and a few from playouts. */
    private List<GameState> statisticalPositions(boolean chance) {
        List<GameState> positions = new ArrayList<>();
        for (String s : startPositions()) {
            positions.add(game().parsePosition(s));
        }
        playouts(
                12,
                40,
                (state, p, ply) -> {
                    if (ply % 7 == 3 && positions.size() < 12 + startPositions().size()) {
                        positions.add(state.copy());
                    }
                });
        positions.removeIf(s -> s.isChanceNode() != chance || legal(s).length < 2);
        return positions;
    }

    /**
     * Chi-square of observed counts against expected ones, checked against a loose bound (mean + 8
     * standard deviations + 20) with a fixed seed: it never fails by chance, but catches a selector
     * that ignores some moves, always picks the same one or is clearly biased.
     */
    private static void checkChiSquare(String what, long[] observed, double[] expected) {
        double chi2 = 0;
        for (int i = 0; i < observed.length; i++) {
            double d = observed[i] - expected[i];
            chi2 += d * d / expected[i];
            if (expected[i] >= 30) {
                assertThat(observed[i])
                        .as("%s: outcome %d never drawn (expected %.1f)", what, i, expected[i])
                        .isPositive();
            }
        }
        int df = observed.length - 1;
        double bound = df + 8 * Math.sqrt(2.0 * df) + 20;
        assertThat(chi2)
                .as(
                        "%s: chi-square with %d degrees of freedom; counts %s, expected %s",
                        what, df, Arrays.toString(observed), Arrays.toString(expected))
                .isLessThan(bound);
    }

    @Test
    void randomMoveIsUniformOverLegalMoves() {
        List<GameState> positions = statisticalPositions(false);
        assertThat(positions).as("positions with at least two moves").isNotEmpty();
        SplittableRandom rng = random(13);
        int[] buffer = new int[GameState.MAX_MOVES];
        for (GameState state : positions) {
            int[] moves = legal(state);
            int n = moves.length;
            int draws = Math.max(3000, 100 * n);
            java.util.Map<Integer, Integer> index = new java.util.HashMap<>();
            for (int i = 0; i < n; i++) {
                index.put(moves[i], i);
            }
            long[] observed = new long[n];
            for (int k = 0; k < draws; k++) {
                Integer i = index.get(state.randomMove(rng, buffer));
                assertThat(i)
                        .as("randomMove gave an unlisted move at %s", state.position())
                        .isNotNull();
                observed[i]++;
            }
            double[] expected = new double[n];
            Arrays.fill(expected, (double) draws / n);
            checkChiSquare("randomMove at " + state.position(), observed, expected);
        }
    }

    @Test
    void chanceProbabilitiesArePositiveAndSumToOne() {
        int[] moves = new int[GameState.MAX_MOVES];
        int[] chanceNodes = {0};
        playouts(
                14,
                playouts(),
                (state, p, ply) -> {
                    if (!state.isChanceNode()) {
                        return;
                    }
                    chanceNodes[0]++;
                    int n = state.legalMoves(moves, 0);
                    check(n > 0, () -> "a chance node without outcomes" + where(state, p, ply));
                    double sum = 0;
                    for (int i = 0; i < n; i++) {
                        double pr = state.chanceProbability(moves[i]);
                        int m = moves[i];
                        check(
                                pr > 0 && pr <= 1,
                                () ->
                                        "probability "
                                                + pr
                                                + " of "
                                                + state.formatMove(m)
                                                + where(state, p, ply));
                        sum += pr;
                    }
                    double total = sum;
                    check(
                            Math.abs(total - 1) < 1e-9,
                            () -> "probabilities sum to " + total + where(state, p, ply));
                });
        if (hasChanceNodes()) {
            assertThat(chanceNodes[0]).as("chance nodes met in random playouts").isPositive();
        } else {
            assertThat(chanceNodes[0]).as("chance nodes in a game without chance").isZero();
        }
    }

    @Test
    void randomMoveDrawsChanceOutcomesInProportion() {
        List<GameState> positions = statisticalPositions(true);
        if (hasChanceNodes()) {
            assertThat(positions).as("chance nodes with at least two outcomes").isNotEmpty();
        }
        SplittableRandom rng = random(15);
        int[] buffer = new int[GameState.MAX_MOVES];
        for (GameState state : positions) {
            int[] outcomes = legal(state);
            int n = outcomes.length;
            double minP = 1;
            for (int o : outcomes) {
                minP = Math.min(minP, state.chanceProbability(o));
            }
            int draws = (int) Math.min(2_000_000, Math.max(5000, Math.ceil(50 / minP)));
            java.util.Map<Integer, Integer> index = new java.util.HashMap<>();
            for (int i = 0; i < n; i++) {
                index.put(outcomes[i], i);
            }
            long[] observed = new long[n];
            for (int k = 0; k < draws; k++) {
                Integer i = index.get(state.randomMove(rng, buffer));
                assertThat(i)
                        .as("randomMove gave an unlisted outcome at %s", state.position())
                        .isNotNull();
                observed[i]++;
            }
            double[] expected = new double[n];
            for (int i = 0; i < n; i++) {
                expected[i] = draws * state.chanceProbability(outcomes[i]);
            }
            checkChiSquare("chance outcomes at " + state.position(), observed, expected);
        }
    }

    // ---------------------------------------------------------------------------------------
    // Perft

    @TestFactory
    Stream<DynamicTest> perftMatchesTable() {
        assertThat(perftTable()).as("perft table").isNotEmpty();
        return perftTable().stream()
                .flatMap(
                        c -> {
                            List<DynamicTest> tests = new ArrayList<>();
                            for (int d = 1; d <= c.counts().length; d++) {
                                int depth = d;
                                tests.add(
                                        DynamicTest.dynamicTest(
                                                "perft " + depth + " of " + c.position(),
                                                () -> {
                                                    GameState state =
                                                            game().parsePosition(c.position());
                                                    assertThat(Perft.count(state, depth))
                                                            .isEqualTo(c.counts()[depth - 1]);
                                                    assertThat(state.position())
                                                            .as("state after perft")
                                                            .isEqualTo(c.position());
                                                    assertThat(state.hash())
                                                            .as("hash after perft")
                                                            .isEqualTo(state.computeHash());
                                                    assertThat(state.movesPlayed())
                                                            .as("movesPlayed after perft")
                                                            .isZero();
                                                }));
                            }
                            return tests.stream();
                        });
    }

    @Test
    void perftOfDepthZeroIsOneAndDepthOneIsTheMoveCount() {
        for (String s : startPositions()) {
            GameState state = game().parsePosition(s);
            assertThat(Perft.count(state, 0)).isEqualTo(1);
            if (!state.isChanceNode()) {
                assertThat(Perft.count(state, 1))
                        .as("perft 1 of %s", s)
                        .isEqualTo(legal(state).length);
            }
        }
    }

    // ---------------------------------------------------------------------------------------
    // Garbage in

    /** Malformed position strings derived from the game's initial position, plus the game's own. */
    protected List<String> malformedPositions() {
        Game g = game();
        String start = g.initialPosition();
        int space = start.indexOf(' ');
        String board = start.substring(0, space);
        String rest = start.substring(space); // " <side>[ keys]"
        String side = rest.strip().split(" ")[0];
        String keys = rest.strip().substring(side.length());
        String[] ranks = board.split("/", -1);
        int w = g.width();
        int top = g.height() - 1;
        int playableX = 0;
        while (!g.isPlayable(playableX, top)) {
            playableX++;
        }
        List<String> list = new ArrayList<>();
        list.add("");
        list.add("   ");
        list.add("\t\n");
        list.add(board); // no side
        list.add(board + " ");
        list.add(rest.strip());
        list.add(
                String.join("/", Arrays.copyOfRange(ranks, 1, ranks.length))
                        + rest); // one rank too few
        list.add(ranks[0] + "/" + board + rest); // one rank too many
        list.add(board + "/" + rest);
        list.add("/" + board + rest);
        list.add(board.replace('/', '|') + rest);
        list.add(board.replace("/", "") + rest);
        list.add(withTopRank(ranks, ranks[0] + ".") + rest); // rank too long
        list.add(withTopRank(ranks, ".".repeat(w - 1)) + rest); // rank too short
        list.add(withTopRank(ranks, "") + rest);
        for (String junk : new String[] {"Z", "?", "5", "*", "-", "z", "Q"}) {
            list.add(
                    withTopRank(ranks, ".".repeat(playableX) + junk + ".".repeat(w - playableX - 1))
                            + rest);
        }
        for (String badSide :
                new String[] {
                    "x",
                    side.toUpperCase(java.util.Locale.ROOT),
                    side + side,
                    "0",
                    "-",
                    "red",
                    String.valueOf(g.sideLetter(0)) + g.sideLetter(1)
                }) {
            list.add(board + " " + badSide + keys);
        }
        list.add(start + " foo=1");
        list.add(start + " zz=zz");
        list.add(start + " foo");
        list.add(start + " foo=");
        list.add(start + " =1");
        list.add(start + " =");
        list.add(start + " " + "k".repeat(100_000));
        list.add(".".repeat(100_000) + rest);
        list.add((board + "/").repeat(100_000 / board.length()) + board + rest);
        list.add(start + " ".repeat(100_000) + "x");
        list.add("♜♞♝♛♚♝♞♜ r");
        list.add(withTopRank(ranks, "Ｒ".repeat(w)) + rest); // full-width letters
        list.add(withTopRank(ranks, "Я".repeat(w)) + rest);
        list.add(withTopRank(ranks, "😀".repeat(w)) + rest);
        list.add(withTopRank(ranks, "\u0000".repeat(w)) + rest);
        list.add(board + " \uFFFF");
        list.add(board + " " + side + "\u0301");
        list.add("\uD800" + start);
        list.add(null);
        list.addAll(extraMalformedPositions());
        return list;
    }

    private static String withTopRank(String[] ranks, String top) {
        String[] copy = ranks.clone();
        copy[0] = top;
        return String.join("/", copy);
    }

    private static String describe(String s) {
        if (s == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length() && i < 60; i++) {
            char c = s.charAt(i);
            sb.append(c >= 32 && c < 127 ? String.valueOf(c) : String.format("\\u%04x", (int) c));
        }
        if (s.length() > 60) {
            sb.append("...(").append(s.length()).append(" chars)");
        }
        return sb.append('"').toString();
    }

    @TestFactory
    Stream<DynamicTest> malformedPositionsAreRejectedWithAMessage() {
        return malformedPositions().stream()
                .map(
                        s ->
                                DynamicTest.dynamicTest(
                                        "rejects " + describe(s),
                                        () -> {
                                            try {
                                                GameState state = game().parsePosition(s);
                                                fail(
                                                        "accepted "
                                                                + describe(s)
                                                                + " as "
                                                                + state.position());
                                            } catch (NotationException e) {
                                                assertThat(e.getMessage())
                                                        .as("message for %s", describe(s))
                                                        .isNotBlank();
                                            }
                                        }));
    }

    /**
     * Perft computed from position strings alone: every node is parsed afresh, so nothing of the
     * line's history (repetition, passes, ply counts) can count. {@link Perft} must agree
     * (docs/rules/README.md, perft).
     */
    protected long perftByPositionStrings(String position, int depth) {
        if (depth == 0) {
            return 1;
        }
        GameState state = game().parsePosition(position);
        long total = 0;
        for (int move : state.legalMoveList()) {
            state.play(move);
            total += perftByPositionStrings(state.position(), depth - 1);
            state.undo();
        }
        return total;
    }

    @Test
    void perftCountsByThePositionAlone() {
        for (PerftCase c : perftTable()) {
            int depth = Math.min(2, c.counts().length);
            GameState state = game().parsePosition(c.position());
            assertThat(Perft.count(state, depth))
                    .as("perft %d of %s", depth, c.position())
                    .isEqualTo(perftByPositionStrings(c.position(), depth));
        }
    }

    /** Move strings that are malformed (or illegal) wherever they are tried. */
    protected List<String> badMoves() {
        List<String> list =
                new ArrayList<>(
                        Arrays.asList(
                                "",
                                " ",
                                "\t",
                                "pass",
                                "swap",
                                "extra",
                                "zz9-a1",
                                "a1-",
                                "-a1",
                                "a1",
                                "a1--a2",
                                "a1-a2-",
                                "-",
                                "x",
                                "a1xa1",
                                "a1-a1",
                                "a0-a1",
                                "A1-A2",
                                "a1 a2",
                                "a1 - a2",
                                "\u0430" + "1-" + "\u0430" + "2",
                                "é1-é2",
                                "a\u0661-a\u0662",
                                "\u0000",
                                "a1-a2\u0000",
                                "roll:",
                                "roll:9-9",
                                "roll:0",
                                "roll:x",
                                "speed:",
                                "a1-a2".repeat(20_000),
                                "a" + "1".repeat(100_000),
                                "a1-" + "a".repeat(100_000),
                                "a1-a12345678901234567890",
                                "😀-😀"));
        list.add(null);
        list.addAll(extraBadMoves());
        return list;
    }

    private static void assertRejected(GameState state, String text, String why) {
        assertRejected(state, text, why, false);
    }

    /**
     * A well-formed move (one that is legal somewhere) must be refused as illegal, not as
     * malformed.
     */
    private static void assertRejectedAsIllegal(GameState state, String text, String why) {
        assertRejected(state, text, why, true);
    }

    private static void assertRejected(
            GameState state, String text, String why, boolean wellFormed) {
        String position = state.position();
        long hash = state.hash();
        int played = state.movesPlayed();
        try {
            int m = state.parseMove(text);
            fail(
                    "parseMove accepted "
                            + describe(text)
                            + " ("
                            + why
                            + ") as "
                            + m
                            + " at "
                            + position);
        } catch (NotationException e) {
            assertThat(e.getMessage())
                    .as("message for %s at %s", describe(text), position)
                    .isNotBlank();
            if (wellFormed) {
                assertThat(e)
                        .as("rejection of %s", describe(text))
                        .isInstanceOf(IllegalMoveException.class);
            }
        }
        assertThat(state.hash()).as("hash after rejecting %s", describe(text)).isEqualTo(hash);
        assertThat(state.movesPlayed())
                .as("movesPlayed after rejecting %s", describe(text))
                .isEqualTo(played);
        assertThat(state.position())
                .as("position after rejecting %s", describe(text))
                .isEqualTo(position);
    }

    @Test
    void malformedAndIllegalMovesAreRejectedAndChangeNothing() {
        List<String> bad = badMoves();
        playouts(
                16,
                Math.max(1, playouts() / 10),
                (state, p, ply) -> {
                    if (!sampled(p, ply)) {
                        return;
                    }
                    Set<String> legal = new HashSet<>(state.legalMoveNotations());
                    for (String text : bad) {
                        if (text == null || !legal.contains(text.strip())) {
                            assertRejected(state, text, "malformed or illegal");
                        }
                    }
                });
    }

    @Test
    void opponentMovesAreRejected() {
        int[] tried = {0};
        playouts(
                17,
                Math.max(1, playouts() / 5),
                (state, p, ply) -> {
                    if (!sampled(p, ply)) {
                        return;
                    }
                    String position = state.position();
                    String[] fields = position.split(" ", -1);
                    char own = fields[1].charAt(0);
                    fields[1] =
                            String.valueOf(
                                    own == game().sideLetter(0)
                                            ? game().sideLetter(1)
                                            : game().sideLetter(0));
                    GameState flipped;
                    try {
                        flipped = game().parsePosition(String.join(" ", fields));
                    } catch (NotationException e) {
                        return; // not every position is valid with the other side to move
                    }
                    Set<String> legal = new HashSet<>(state.legalMoveNotations());
                    for (String text : flipped.legalMoveNotations()) {
                        if (!legal.contains(text)) {
                            tried[0]++;
                            assertRejectedAsIllegal(state, text, "a move of the side not to move");
                        }
                    }
                });
        assertThat(tried[0]).as("opponent moves tried").isPositive();
    }

    @Test
    void movesAfterTheGameIsOverAreRejected() {
        int[] ends = {0};
        List<String> bad = badMoves();
        playouts(
                18,
                Math.max(1, playouts() / 5),
                (state, p, ply) -> {
                    if (!state.isOverWithoutClaim() || terminalMayDifferFromNoMoves(state)) {
                        return;
                    }
                    ends[0]++;
                    assertThat(state.legalMoveNotations()).as("moves at a finished game").isEmpty();
                    if (state.movesPlayed() > 0) {
                        GameState before = state.copy();
                        before.undo();
                        for (String text : before.legalMoveNotations()) {
                            assertRejectedAsIllegal(state, text, "the game is over");
                        }
                    }
                    for (String text : bad) {
                        assertRejected(state, text, "the game is over");
                    }
                });
        assertThat(ends[0]).as("playouts that reached the end of the game").isPositive();
    }

    // ---------------------------------------------------------------------------------------
    // Allocation

    @Test
    void hotPathsAllocateNothingAfterWarmUp() {
        java.lang.management.ThreadMXBean plain = ManagementFactory.getThreadMXBean();
        assumeTrue(
                plain instanceof com.sun.management.ThreadMXBean,
                "no com.sun.management.ThreadMXBean");
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) plain;
        assumeTrue(bean.isThreadAllocatedMemorySupported(), "allocation counting unsupported");
        if (!bean.isThreadAllocatedMemoryEnabled()) {
            bean.setThreadAllocatedMemoryEnabled(true);
        }
        GameState state = game().newInitialState();
        int[] moves = new int[GameState.MAX_MOVES];
        int[] buffer = new int[GameState.MAX_MOVES];
        SplittableRandom rng = random(19);
        long sink = bean.getCurrentThreadAllocatedBytes();
        sink +=
                allocationFreePlayouts(
                        state, 300, rng, moves,
                        buffer); // warm-up: class loading, JIT, history growth
        long before = bean.getCurrentThreadAllocatedBytes();
        sink += allocationFreePlayouts(state, 200, rng, moves, buffer);
        long after = bean.getCurrentThreadAllocatedBytes();
        assertThat(after - before)
                .as("bytes allocated by 200 playouts (sink %d)", sink)
                .isLessThanOrEqualTo(4096);
    }

    /** Playouts using only the allocation-free API; the state ends where it began. */
    private long allocationFreePlayouts(
            GameState state, int count, SplittableRandom rng, int[] moves, int[] buffer) {
        long sink = 0;
        int limit = maxPlies();
        for (int p = 0; p < count; p++) {
            int plies = 0;
            while (plies < limit) {
                int n = state.legalMoves(moves, 0);
                if (n == 0) {
                    break;
                }
                int m = state.randomMove(rng, buffer);
                if (state.isChanceNode()) {
                    sink += (long) (state.chanceProbability(m) * 1000);
                }
                state.play(m);
                sink += state.hash() + state.sideToMove() + (state.isTerminal() ? 1 : 0);
                plies++;
            }
            for (int i = 0; i < plies; i++) {
                state.undo();
            }
            sink ^= state.hash();
        }
        return sink;
    }
}
