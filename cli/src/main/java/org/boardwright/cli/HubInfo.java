package org.boardwright.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.boardwright.ai.SearchInfo;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameState;

/**
 * The engine protocol's {@code info} line: depth, score, nodes and principal variation, as Hub
 * clients (Scan's protocol) read them. Scores are hundredths of the game's unit; a proven result is
 * a large score of Scan's own form with its length in plies ({@code score=9995 mate=5}).
 */
final class HubInfo {

    /**
     * Scan's bound for scores (hundredths of a man): a proven result in n plies is reported as
     * {@code +-(PROVEN - n)}, as Scan's own search scores it (its {@code score::win(ply)}), so a
     * Hub client that reads only {@code score=} sees a decided game.
     */
    static final int PROVEN = 10_000;

    /** Ordinary scores stay within this, below every proven one. */
    static final int EVAL_LIMIT = PROVEN - 1000;

    private HubInfo() {}

    /** Moves go out in the Hub protocol's own form where the game has one (checkers). */
    static String notation(GameState state) {
        return state.game().notations().contains(Game.HUB) ? Game.HUB : Game.ALGEBRAIC;
    }

    /** The whole line for a search's report from {@code root}. */
    static String line(GameState root, SearchInfo info) {
        return String.format(
                Locale.ROOT,
                "info depth=%d %s nodes=%d pv=%s",
                info.depth(),
                scoreFields(info),
                info.nodes(),
                HubLine.quote(String.join(" ", pv(root, info.pv()))));
    }

    /**
     * The score fields: {@code score=<hundredths>} always; for a proven result the score is {@code
     * +-(PROVEN - plies)} and {@code mate=<plies>} follows it (negative for a loss).
     */
    static String scoreFields(SearchInfo info) {
        if (info.mate() == 0) {
            return "score=" + Math.max(-EVAL_LIMIT, Math.min(EVAL_LIMIT, info.score()));
        }
        int plies = Math.min(Math.abs(info.mate()), PROVEN - EVAL_LIMIT - 1);
        int score = info.mate() > 0 ? PROVEN - plies : -(PROVEN - plies);
        return "score=" + score + " mate=" + info.mate();
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
