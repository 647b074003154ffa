package org.boardwright.server.play;

/**
 * A game's timing as the API shows it (docs/API.md): the kind and its minutes, increment or days.
 */
public record ClockView(ClockKind type, Integer minutes, Integer increment, Integer days) {}
