package org.boardwright.server.pictures;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.boardwright.server.common.Refusal;
import org.boardwright.server.play.GameRepository;
import org.boardwright.server.play.LiveGame;

/** A game page's link preview: the Open Graph tags that make a link show the game in chats. */
public final class LinkPreview {

    private final GameRepository games;

    public LinkPreview(GameRepository games) {
        this.games = games;
    }

    private static final Pattern GAME_ID = Pattern.compile("^[A-Za-z0-9_-]{1,64}$");
    private static final Pattern TITLE = Pattern.compile("<title>");

    /**
     * The game page with Open Graph tags (title, description, the PNG of the current position) so a
     * link shows its picture in chats; the page unchanged for an unknown game. {@code base} is the
     * site's configured public address (scheme and host); null leaves out the tags that need an
     * absolute address (og:url, og:image).
     */
    public String page(String html, String id, String base) {
        if (!GAME_ID.matcher(id).matches()) return html;
        String name;
        int plies;
        try {
            LiveGame g = games.lockFresh(id);
            try {
                name = g.game.descriptor().name();
                plies = g.play.size();
            } finally {
                g.lock.unlock();
            }
        } catch (Refusal e) {
            return html;
        }
        String tags =
                "<meta property=\"og:type\" content=\"website\">\n"
                        + "  <meta property=\"og:site_name\" content=\"Boardwright\">\n"
                        + "  <meta property=\"og:title\" content=\""
                        + BoardRender.escape(name)
                        + " on Boardwright\">\n"
                        + "  <meta property=\"og:description\" content=\""
                        + BoardRender.escape(name + ", " + plies + " moves played")
                        + "\">\n  ";
        if (base != null) {
            // Absolute links only from the configured address: a request's Host is the client's.
            tags +=
                    "<meta property=\"og:url\" content=\""
                            + BoardRender.escape(base + "/g/" + id)
                            + "\">\n"
                            + "  <meta property=\"og:image\" content=\""
                            + BoardRender.escape(base + "/api/games/" + id + "/image?format=png")
                            + "\">\n"
                            + "  <meta name=\"twitter:card\" content=\"summary_large_image\">\n  ";
        }
        Matcher m = TITLE.matcher(html);
        return m.find() ? html.substring(0, m.start()) + tags + html.substring(m.start()) : html;
    }
}
