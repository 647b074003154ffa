package org.boardwright.ai;

/** Receives a search's progress; searches report here and never print. Called from the search thread. */
@FunctionalInterface
public interface SearchListener {

    SearchListener NONE = info -> { };

    void onInfo(SearchInfo info);
}
