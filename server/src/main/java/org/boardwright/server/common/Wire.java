package org.boardwright.server.common;

import java.util.Locale;

/** The lower-case names by which enums travel in JSON and in the database ("active", "hotseat"). */
public final class Wire {

    private Wire() {}

    public static String name(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }

    /** The constant whose wire name this is; null when there is none. */
    public static <E extends Enum<E>> E parse(Class<E> type, String wire) {
        if (wire == null) {
            return null;
        }
        for (E e : type.getEnumConstants()) {
            if (name(e).equals(wire)) {
                return e;
            }
        }
        return null;
    }

    /**
     * The action a request names; 400 naming the actions there are ("action must be offer, accept
     * or decline").
     */
    public static <E extends Enum<E>> E action(Class<E> type, String wire) {
        E e = parse(type, wire);
        if (e == null) {
            E[] all = type.getEnumConstants();
            StringBuilder names = new StringBuilder();
            for (int i = 0; i < all.length; i++) {
                names.append(i == 0 ? "" : i == all.length - 1 ? " or " : ", ")
                        .append(name(all[i]));
            }
            throw Refusal.invalid("action must be " + names);
        }
        return e;
    }

    /**
     * The constant whose wire name this is; IllegalStateException for a stored value no version
     * wrote.
     */
    public static <E extends Enum<E>> E stored(Class<E> type, String wire) {
        E e = parse(type, wire);
        if (e == null) {
            throw new IllegalStateException(
                    "unknown " + type.getSimpleName() + " " + wire + " in the database");
        }
        return e;
    }
}
