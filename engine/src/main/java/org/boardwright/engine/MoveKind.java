package org.boardwright.engine;

/** What a move is, for drivers and pages that treat some moves apart from moves on the board. */
public enum MoveKind {
    /** A move of pieces on the board. */
    BOARD,
    /** A pass a player makes because he has no other move: played for him. */
    FORCED_PASS,
    /** The pie rule's swap of sides. */
    SWAP,
    /** A declaration made before the dice are thrown (the Twist's options). */
    DECLARATION,
    /** A chance outcome (a throw of the dice): nobody's choice. */
    CHANCE
}
