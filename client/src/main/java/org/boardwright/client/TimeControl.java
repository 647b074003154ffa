package org.boardwright.client;

import java.util.LinkedHashMap;
import java.util.Map;

/** A game's or challenge's {@code clock}: none, a live clock, or correspondence days. */
public record TimeControl(String type, int minutes, int increment, int days) {

    public static TimeControl none() {
        return new TimeControl("none", 0, 0, 0);
    }

    /** Minutes a side and seconds added after each move. */
    public static TimeControl live(int minutes, int incrementSeconds) {
        return new TimeControl("clock", minutes, incrementSeconds, 0);
    }

    /** Days a move. */
    public static TimeControl correspondence(int days) {
        return new TimeControl("correspondence", 0, 0, days);
    }

    Map<String, Object> toJson() {
        Map<String, Object> clock = new LinkedHashMap<>();
        clock.put("type", type);
        switch (type) {
            case "clock" -> {
                clock.put("minutes", minutes);
                clock.put("increment", increment);
            }
            case "correspondence" -> clock.put("days", days);
            default -> {}
        }
        return clock;
    }
}
