package org.boardwright.server.play;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonInclude.Include;
import java.util.ArrayList;
import java.util.List;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameDescriptor;
import org.boardwright.engine.GameState;
import org.boardwright.engine.MoveKind;
import org.boardwright.engine.play.PlayedGame;

/**
 * A game as clients see it: the state object of docs/API.md, as typed records that Jackson writes
 * in the order given here. Everything game-specific comes from the game's descriptor and the
 * engine's answers (move kinds, words, counters, dice), never from the game's name.
 */
public final class GameView {

    /**
     * A seat as shown: its colour now, who sits there, the computer's level or whether the person
     * has joined.
     */
    record Seat(
            int seat,
            String color,
            SeatKind kind,
            @JsonInclude(Include.NON_NULL) String level,
            @JsonInclude(Include.NON_NULL) Boolean joined,
            @JsonInclude(Include.NON_NULL) Player player) {}

    /**
     * The signed-in player in a seat: name, rating when the game started and the change the result
     * made (rated games).
     */
    @JsonInclude(Include.NON_NULL)
    record Player(String name, Integer rating, Integer ratingDiff, Boolean bot) {}

    /**
     * A legal move that is not a move on the board (a swap, a declaration, a pass), with words for
     * a button.
     */
    record Action(String move, MoveKind kind, String label) {}

    /** A game's per-side counter (the Twist's options). */
    record Counter(String name, List<Integer> values) {}

    /** The clocks as shown: none, or timed. */
    sealed interface Clock permits NoClock, TimedClock {}

    /** An untimed game: only the server's time. */
    record NoClock(ClockKind type, long serverTime) implements Clock {}

    /**
     * A clock or correspondence: its settings, the time left, which seat's runs (null: none), and
     * the server's time.
     */
    @JsonInclude(Include.NON_NULL)
    record TimedClock(
            ClockKind type,
            Integer minutes,
            Integer increment,
            Integer days,
            List<Long> remainingMs,
            @JsonInclude(Include.ALWAYS) Integer running,
            long serverTime)
            implements Clock {}

    /** The rematch: the new game's id once made, or the seat that offered it. */
    @JsonInclude(Include.NON_NULL)
    record Rematch(String gameId, Integer offeredBy) {}

    public record State(
            String id,
            String game,
            String spec,
            String name,
            String credit,
            Opponent opponent,
            GameStatus status,
            List<Seat> seats,
            Object you,
            int ply,
            List<String> moves,
            List<MoveKind> moveKinds,
            String startPosition,
            String position,
            List<List<String>> board,
            String sideToMove,
            Integer toMove,
            List<String> legalMoves,
            String lastMove,
            List<Action> actions,
            @JsonInclude(Include.NON_NULL) Counter counter,
            @JsonInclude(Include.NON_NULL) String turnNote,
            @JsonInclude(Include.NON_NULL) String turnText,
            @JsonInclude(Include.NON_NULL) List<Integer> lastRoll,
            @JsonInclude(Include.NON_NULL) Boolean swapAvailable,
            Integer drawOffer,
            @JsonInclude(Include.NON_NULL) String drawClaim,
            Integer takebackRequest,
            String result,
            Integer winner,
            String reason,
            boolean enginePolicy,
            Clock clock,
            boolean claimable,
            boolean thinking,
            Rematch rematch,
            @JsonInclude(Include.NON_NULL) String seed,
            long createdAt,
            @JsonInclude(Include.NON_NULL) Boolean rated,
            @JsonInclude(Include.NON_NULL) LastDeclaration lastDeclaration) {

        /** The same state as seen by another {@code you}. */
        public State as(Object viewer) {
            return new State(
                    id,
                    game,
                    spec,
                    name,
                    credit,
                    opponent,
                    status,
                    seats,
                    viewer,
                    ply,
                    moves,
                    moveKinds,
                    startPosition,
                    position,
                    board,
                    sideToMove,
                    toMove,
                    legalMoves,
                    lastMove,
                    actions,
                    counter,
                    turnNote,
                    turnText,
                    lastRoll,
                    swapAvailable,
                    drawOffer,
                    drawClaim,
                    takebackRequest,
                    result,
                    winner,
                    reason,
                    enginePolicy,
                    clock,
                    claimable,
                    thinking,
                    rematch,
                    seed,
                    createdAt,
                    rated,
                    lastDeclaration);
        }
    }

    private final Clocks clocks;
    private final GameRepository games;
    private ComputerPlayers computer;

    public GameView(GameRepository games, Clocks clocks) {
        this.games = games;
        this.clocks = clocks;
    }

    public void connect(ComputerPlayers computer) {
        this.computer = computer;
    }

    /** The state of a locked game as seen by {@code you}. */
    public State state(LiveGame g, Object you) {
        long now = games.now();
        Game game = g.game;
        GameDescriptor descriptor = game.descriptor();
        PlayedGame play = g.play;
        GameState st = play.state();
        Integer toMove = g.toMove();
        List<Seat> seats = new ArrayList<>();
        for (SeatRow seat : g.seats) {
            seats.add(
                    new Seat(
                            seat.seat(),
                            game.sideName(g.sideOf(seat.seat())),
                            seat.kind(),
                            seat.isComputer() ? seat.level() : null,
                            seat.isComputer() ? null : seat.joined(),
                            seat.player() == null
                                    ? null
                                    : new Player(
                                            seat.player().name(),
                                            seat.player().rating(),
                                            seat.player().ratingDiff(),
                                            seat.player().bot() ? Boolean.TRUE : null)));
        }
        List<String> moves = play.notations();
        List<Action> actions = new ArrayList<>();
        if (toMove != null) {
            for (int m : st.legalMoveList()) {
                MoveKind kind = st.moveKind(m);
                if (kind != MoveKind.BOARD) {
                    actions.add(
                            new Action(st.formatMove(m), kind, capitalised(st.describeMove(m))));
                }
            }
        }
        Counter counter =
                descriptor.counter() == null
                        ? null
                        : new Counter(descriptor.counter(), List.of(st.counter(0), st.counter(1)));
        int[] dice = play.lastDice();
        List<Integer> lastRoll =
                dice == null ? null : java.util.Arrays.stream(dice).boxed().toList();
        Boolean swapAvailable =
                descriptor.pieRule()
                        ? g.isActive() && actions.stream().anyMatch(a -> a.kind() == MoveKind.SWAP)
                        : null;
        Offers o = g.offers;
        Rematch rematch =
                o.rematchGameId() != null
                        ? new Rematch(o.rematchGameId(), null)
                        : o.rematch() != null ? new Rematch(null, o.rematch()) : null;
        return new State(
                g.id(),
                game.id(),
                game.spec(),
                game.name(),
                game.credit(),
                g.setup.opponent(),
                g.outcome.status(),
                seats,
                you,
                play.size(),
                moves,
                play.plies().stream().map(PlayedGame.Ply::kind).toList(),
                g.setup.startPosition(),
                st.position(),
                board(game, st),
                toMove == null ? null : game.sideName(st.sideToMove()),
                toMove,
                toMove == null ? List.of() : st.legalMoveNotations(),
                moves.isEmpty() ? null : moves.get(moves.size() - 1),
                actions,
                counter,
                descriptor.counter() == null ? null : game.text().turnNote(st),
                descriptor.counter() == null ? null : game.text().describeTurn(st),
                descriptor.chance() ? lastRoll : null,
                swapAvailable,
                o.draw(),
                toMove == null || !st.claimableDraw().claimable()
                        ? null
                        : game.text().claim(st.claimableDraw()),
                o.takeback(),
                g.isActive() ? null : g.outcome.result(),
                g.outcome.winner(),
                g.outcome.reason(),
                g.outcome.enginePolicy(),
                clock(g, now),
                clocks.claimable(g),
                computer.isThinking(g),
                rematch,
                !g.isActive() && descriptor.chance() ? Long.toString(g.setup.seed()) : null,
                g.setup.createdAt(),
                g.setup.rated() ? Boolean.TRUE : null,
                LastDeclaration.of(game, play));
    }

    private static List<List<String>> board(Game game, GameState st) {
        List<List<String>> board = new ArrayList<>();
        for (int y = game.height() - 1; y >= 0; y--) {
            List<String> rank = new ArrayList<>();
            for (int x = 0; x < game.width(); x++) {
                rank.add(st.pieceAt(x, y));
            }
            board.add(rank);
        }
        return board;
    }

    private Clock clock(LiveGame g, long now) {
        ClockSettings s = g.setup.clock();
        if (!s.isTimed()) {
            return new NoClock(ClockKind.NONE, now);
        }
        long[] remaining = clocks.remainingNow(g, now);
        return new TimedClock(
                s.kind(),
                s.minutes(),
                s.increment(),
                s.days(),
                List.of(remaining[0], remaining[1]),
                Clocks.running(g),
                now);
    }

    private static String capitalised(String words) {
        return words.isEmpty()
                ? words
                : Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }
}
