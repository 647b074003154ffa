package org.boardwright.ai;

/**
 * Receives a search's progress; searches report here and never print. Called from the search
 * thread.
 */
@FunctionalInterface
public interface SearchListener {

    SearchListener NONE = info -> {};

    void onInfo(SearchInfo info);

    /**
     * Polled by the search: true ends it as soon as possible (it still returns a legal move). A
     * caller that owns one listener per search can stop exactly that search, with no race against
     * the next one.
     */
    default boolean stopRequested() {
        return false;
    }
}
