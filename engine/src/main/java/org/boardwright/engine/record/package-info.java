/**
 * Game records (docs/rules/README.md, "Game records"), read and written by {@link
 * org.boardwright.engine.record.GameRecord}.
 *
 * <p>Choices the design leaves open, made here:
 *
 * <ul>
 *   <li>Tags are written in the order Game, Date ({@code yyyy.MM.dd}), the two players under the
 *       game's side names (Red, Blue, ...), Result, Start (only when not the standard start), then
 *       any others (Seed, Termination, ...) in the order given. Unknown players and dates are
 *       {@code "?"} and {@code "????.??.??"}, as in PGN. Values escape {@code \"} and {@code \\};
 *       control characters in values are written as spaces.
 *   <li>The multi-line form wraps moves at 80 columns and ends with a newline; the one-line form
 *       separates everything by single spaces. The reader treats any whitespace alike, so it reads
 *       both (and CRLF files, tabs, a leading byte order mark).
 *   <li>Reading requires the Game tag and the result token at the end; other tags are optional and
 *       kept. A Result tag, when present, must equal the result token. Moves carry no move numbers
 *       and no comments.
 *   <li>When the final position is terminal the result token must be its result. When it is not,
 *       any token is accepted: {@code *} for an unfinished game, or a decision the board does not
 *       show (a resignation, named by a Termination tag).
 *   <li>Input over {@link org.boardwright.engine.record.GameRecord#MAX_CHARS} characters is refused
 *       before parsing.
 * </ul>
 */
package org.boardwright.engine.record;
