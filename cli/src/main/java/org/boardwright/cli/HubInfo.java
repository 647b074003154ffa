package org.boardwright.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.boardwright.ai.SearchInfo;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;

/**
 * The engine protocol's {@code info} line, in the order and units of Scan's Hub protocol: depth,
 * score in men (the game's unit) as a real number, nodes, time in seconds, speed in millions of
 * nodes a second, and the principal variation in quotes. A proven result is a score of Scan's own
 * form, {@code +-(100 - plies / 100)} men ({@code score=99.95} for a win in 5 plies, which Hub
 * clients read as a win), followed by {@code mate=<plies>} (negative for a loss), a field of ours
 * that clients ignore. A result the endgame databases prove, whose distance to the end is not
 * known, is the smallest proven score, {@code score=90.01} (a client reads a win in 999 plies),
 * followed by {@code egdb=win} or, with {@code score=-90.01}, {@code egdb=loss}.
 */
final class HubInfo {

    /**
     * Scan's bound for scores in hundredths of a man: a proven result in n plies is {@code
     * +-(PROVEN - n)}, as Scan's own search scores it, so a client that reads only {@code score=}
     * sees a decided game.
     */
    static final int PROVEN = 10_000;

    /** Ordinary scores stay within this, below every proven one. */
    static final int EVAL_LIMIT = PROVEN - 1000;

    private HubInfo() {}

    /** Moves go out in the Hub protocol's own form where the game has one (checkers). */
    static String notation(GameState state) {
        return state.game().notations().contains(Game.HUB) ? Game.HUB : Game.ALGEBRAIC;
    }

    /** The whole line for a search's report from {@code root}, {@code seconds} into the search. */
    static String line(GameState root, SearchInfo info, double seconds) {
        double time = Math.max(seconds, 0.001);
        return String.format(
                Locale.ROOT,
                "info depth=%d %s nodes=%d time=%.3f nps=%.2f pv=%s",
                info.depth(),
                scoreFields(info),
                info.nodes(),
                time,
                info.nodes() / time / 1e6,
                HubLine.quote(String.join(" ", pv(root, info.pv()))));
    }

    /**
     * The score fields: {@code score=<men>} always (hundredths written as a decimal); for a proven
     * result the score is {@code +-(PROVEN - plies)} hundredths and {@code mate=<plies>} follows
     * it; for a result the endgame databases prove, {@code +-(EVAL_LIMIT + 1)} and {@code egdb=win}
     * or {@code egdb=loss}.
     */
    static String scoreFields(SearchInfo info) {
        if (info.mate() == 0 && AlphaBeta.isEndgameResult(info.score())) {
            // Proven, its distance unknown: the smallest proven score, so that clients reading
            // score= alone see a decided game, and every mate the search finds ranks above it.
            boolean win = info.score() > 0;
            return "score="
                    + men(win ? EVAL_LIMIT + 1 : -(EVAL_LIMIT + 1))
                    + " egdb="
                    + (win ? "win" : "loss");
        }
        if (info.mate() == 0) {
            return "score=" + men(Math.max(-EVAL_LIMIT, Math.min(EVAL_LIMIT, info.score())));
        }
        int plies = Math.min(Math.abs(info.mate()), PROVEN - EVAL_LIMIT - 1);
        int score = info.mate() > 0 ? PROVEN - plies : -(PROVEN - plies);
        return "score=" + men(score) + " mate=" + info.mate();
    }

    /** Hundredths as a decimal: 34 is 0.34, -1250 is -12.50. */
    static String men(int hundredths) {
        return String.format(Locale.ROOT, "%.2f", hundredths / 100.0);
    }

    /**
     * The principal variation in the moves the protocol speaks for the game (the Hub's form for
     * checkers), replayed on a copy of the root; a move it cannot read (a dice outcome) ends it.
     */
    static List<String> pv(GameState root, List<String> pv) {
        String notation = notation(root);
        if (notation.equals(Game.ALGEBRAIC)) {
            return pv;
        }
        GameState s = root.copy();
        List<String> out = new ArrayList<>(pv.size());
        for (String m : pv) {
            if (s.isTerminal() || s.isChanceNode()) {
                break;
            }
            int move;
            try {
                move = s.parseMove(m);
            } catch (IllegalArgumentException e) {
                break;
            }
            out.add(s.formatMove(move, notation));
            s.play(move);
        }
        return out;
    }
}
