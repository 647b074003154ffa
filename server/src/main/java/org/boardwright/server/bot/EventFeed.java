package org.boardwright.server.bot;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.boardwright.server.accounts.Account;
import org.boardwright.server.lobby.Lobby;
import org.boardwright.server.lobby.LobbyView;
import org.boardwright.server.play.PlayerGames;

/**
 * A bot's event stream: each poll compares the challenges made to it and its active games with the
 * last poll's, read from the database (so what another instance stored is seen too), and tells the
 * differences. Owned by one stream's thread.
 */
public final class EventFeed {

    /** One line of the event stream. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Event(String type, Object challenge, Object game) {}

    /** A game that started or ended: its id, the game, the bot's seat and opponent. */
    public record GameRef(String id, String game, int seat, String color, String opponent) {}

    /** A challenge that went without a game: its id. */
    public record Gone(String id) {}

    private final Lobby lobby;
    private final PlayerGames playerGames;
    private final Account bot;
    private Map<String, LobbyView.ChallengeView> challenges = new HashMap<>();
    private Map<String, PlayerGames.Line> active = new LinkedHashMap<>();

    EventFeed(Lobby lobby, PlayerGames playerGames, Account bot) {
        this.lobby = lobby;
        this.playerGames = playerGames;
        this.bot = bot;
    }

    static List<LobbyView.ChallengeView> challengesTo(Lobby lobby, Account bot) {
        List<LobbyView.ChallengeView> to = new ArrayList<>();
        for (LobbyView.ChallengeView c : lobby.visibleTo(bot)) {
            if (c.to() != null && c.to().equalsIgnoreCase(bot.username())) {
                to.add(c);
            }
        }
        return to;
    }

    /** The events since the last poll (the first poll: every pending challenge and active game). */
    public List<Event> poll() {
        List<Event> events = new ArrayList<>();
        Map<String, PlayerGames.Line> nowActive = new LinkedHashMap<>();
        for (PlayerGames.Line line :
                playerGames.page(bot.id(), null, PlayerGames.Filter.ACTIVE, 0, true)) {
            nowActive.put(line.id(), line);
        }
        for (PlayerGames.Line line : active.values()) {
            if (!nowActive.containsKey(line.id())) {
                events.add(new Event("gameFinish", null, ref(line)));
            }
        }
        Map<String, LobbyView.ChallengeView> nowChallenges = new LinkedHashMap<>();
        for (LobbyView.ChallengeView c : challengesTo(lobby, bot)) {
            nowChallenges.put(c.id(), c);
        }
        for (String id : challenges.keySet()) {
            if (!nowChallenges.containsKey(id)) {
                events.add(new Event("challengeGone", new Gone(id), null));
            }
        }
        for (LobbyView.ChallengeView c : nowChallenges.values()) {
            if (!challenges.containsKey(c.id())) {
                events.add(new Event("challenge", c, null));
            }
        }
        for (PlayerGames.Line line : nowActive.values()) {
            if (!active.containsKey(line.id())) {
                events.add(new Event("gameStart", null, ref(line)));
            }
        }
        active = nowActive;
        challenges = nowChallenges;
        return events;
    }

    private static GameRef ref(PlayerGames.Line line) {
        return new GameRef(line.id(), line.game(), line.seat(), line.color(), line.opponent());
    }
}
