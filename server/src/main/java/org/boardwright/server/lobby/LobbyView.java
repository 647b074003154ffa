package org.boardwright.server.lobby;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonInclude.Include;
import org.boardwright.engine.Games;
import org.boardwright.server.common.Wire;
import org.boardwright.server.play.ClockSettings;
import org.boardwright.server.play.ClockView;

/** The lobby's JSON: challenges and the messages of the lobby's WebSocket. */
public final class LobbyView {

    private LobbyView() {}

    /** A player as the lobby shows one: name, rating in the game, "?" while provisional. */
    record Player(String name, int rating, boolean provisional, boolean bot) {}

    @JsonInclude(Include.NON_NULL)
    public record ChallengeView(
            String id,
            Player author,
            @JsonInclude(Include.NON_NULL) String to,
            String game,
            String spec,
            String name,
            ClockView clock,
            String color,
            boolean rated,
            @JsonInclude(Include.NON_NULL) Integer ratingMin,
            @JsonInclude(Include.NON_NULL) Integer ratingMax,
            boolean quick,
            long createdAt) {}

    public static ChallengeView of(Challenge c) {
        var game = Games.get(c.spec());
        ClockSettings k = c.clock();
        return new ChallengeView(
                c.id(),
                new Player(
                        c.author().username(),
                        c.authorRating(),
                        c.authorProvisional(),
                        c.author().bot()),
                c.to() == null ? null : c.to().username(),
                game.id(),
                c.spec(),
                game.descriptor().name(),
                new ClockView(k.kind(), k.minutes(), k.increment(), k.days()),
                Wire.name(c.color()),
                c.rated(),
                c.ratingMin(),
                c.ratingMax(),
                c.quick(),
                c.createdAt());
    }

    record Added(String type, ChallengeView challenge) {
        Added(ChallengeView challenge) {
            this("challenge-added", challenge);
        }
    }

    record Removed(String type, String id) {
        Removed(String id) {
            this("challenge-removed", id);
        }
    }

    /** To both players of an accepted challenge: their game has started. */
    record Started(String type, String challenge, String gameId) {
        Started(String challenge, String gameId) {
            this("game-started", challenge, gameId);
        }
    }

    /** The whole lobby, first thing on connecting. */
    public record Whole(
            String type,
            @JsonInclude(Include.ALWAYS) String you,
            java.util.List<ChallengeView> challenges) {
        public Whole(String you, java.util.List<ChallengeView> challenges) {
            this("lobby", you, challenges);
        }
    }
}
