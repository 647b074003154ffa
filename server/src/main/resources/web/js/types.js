// The server's JSON as the pages use it (docs/API.md), for editors and readers: JSDoc only, no code.

/**
 * @typedef {object} Designer
 * @property {string} name
 * @property {string} url
 */

/**
 * @typedef {object} Side
 * @property {string} name       shown to people ("Red")
 * @property {string} colour     a word the pictures know (red, blue, white, ivory, cigar) or any other
 * @property {string} letter     its lower-case letter in position strings
 * @property {Paint} paint       how its pieces are painted: the server's palette (engine Palette)
 */

/**
 * @typedef {object} Paint
 * @property {string} fill       the piece's body
 * @property {string} edge       its rim
 * @property {string} mark       the mark the second side's pieces carry
 * @property {string} ink        text on the piece (a stack's height)
 * @property {string} darkFill   the body in the dark theme
 * @property {string} darkEdge   the rim in the dark theme
 */

/**
 * @typedef {'CHECKER' | 'MAN' | 'KING' | 'STACK' | 'BABY'} Shape
 */

/**
 * @typedef {object} PieceKind
 * @property {string} letter     a square's text starts with it ("I" of "I20")
 * @property {number} minHeight  the heights it covers (the number after the letter, 1 when absent)
 * @property {number} maxHeight
 * @property {number} side       0 or 1
 * @property {Shape} shape
 * @property {string} legend     words for the legend and screen readers ("Red king")
 */

/**
 * @typedef {object} DescriptorParameter
 * @property {string} key
 * @property {string} description
 * @property {number} min
 * @property {number} max
 * @property {number} defaultValue
 */

/**
 * @typedef {object} Descriptor
 * @property {string} id
 * @property {string} name
 * @property {Designer | null} designer   null for a traditional game
 * @property {string} summary
 * @property {Side[]} sides
 * @property {PieceKind[]} pieces
 * @property {{width: number, height: number, darkSquaresOnly: boolean}} board
 * @property {boolean} drawsByAgreement
 * @property {boolean} capturesCompulsory
 * @property {boolean} chance             dice thrown by the server
 * @property {boolean} pieRule            the second player may answer the first move by swapping
 * @property {boolean} forcedPasses
 * @property {string | null} counter      the name of a per-side count ("options")
 * @property {DescriptorParameter[]} parameters
 */

/**
 * @typedef {object} CatalogEntry
 * @property {string} id
 * @property {string} name
 * @property {string} credit
 * @property {number} width
 * @property {number} height
 * @property {string[]} sides
 * @property {boolean} draws
 * @property {{key: string, min: number, max: number, default: number}[]} parameters
 * @property {string} initialPosition
 * @property {string[]} notations        the move notations the game reads and writes ("algebraic" first)
 * @property {Object<string, string>} squareNumbers  a numbered square's label by its name ({"g1": "1"}); empty without numbering
 * @property {string[]} [engines]  outside engines the operator named for the game, as levels ("engine:scan")
 * @property {Descriptor} descriptor
 */

/**
 * @typedef {object} Catalog
 * @property {CatalogEntry[]} games
 * @property {string[]} levels
 */

/**
 * @typedef {'BOARD' | 'FORCED_PASS' | 'SWAP' | 'DECLARATION' | 'CHANCE'} MoveKind
 */

/**
 * A legal move that is not a move on the board, with words for its button.
 * @typedef {object} Action
 * @property {string} move     its notation, sent as the move
 * @property {MoveKind} kind
 * @property {string} label    "Swap sides", "Declare speed on e5"
 */

/**
 * @typedef {object} Seat
 * @property {number} seat
 * @property {string} color    the side's name now (it changes with a swap)
 * @property {'human' | 'computer'} kind
 * @property {string} [level]
 * @property {boolean} [joined]
 */

/**
 * @typedef {object} Clock
 * @property {'none' | 'clock' | 'correspondence'} type
 * @property {number[]} [remainingMs]
 * @property {number | null} [running]
 * @property {number} serverTime
 */

/**
 * @typedef {object} GameState
 * @property {string} id
 * @property {string} game           the bare game id
 * @property {string} spec           the id with its parameters
 * @property {string} name
 * @property {'computer' | 'friend' | 'hotseat'} opponent
 * @property {'active' | 'finished' | 'aborted'} status
 * @property {Seat[]} seats
 * @property {number | 'both' | null} you
 * @property {number} ply
 * @property {string[]} moves
 * @property {MoveKind[]} moveKinds  parallel to moves
 * @property {string[][]} board      rows from the top rank down, each square's text ("" empty)
 * @property {string | null} sideToMove
 * @property {number | null} toMove   the seat to move; null while nobody chooses (dice) or after the end
 * @property {string[]} legalMoves
 * @property {Action[]} actions
 * @property {{name: string, values: number[]}} [counter]   games with a counter only
 * @property {string} [turnNote]     the turn's phase as a code (games with a counter)
 * @property {string} [turnText]     the turn's phase in words, empty when there is nothing to tell
 * @property {number[]} [lastRoll]   the dice of the last throw (games with chance)
 * @property {boolean} [swapAvailable]
 * @property {number | null} drawOffer
 * @property {string} [drawClaim] the draw the player to move may claim now, in words (absent when none)
 * @property {number | null} takebackRequest
 * @property {string | null} result
 * @property {number | null} winner
 * @property {string | null} reason
 * @property {boolean} enginePolicy
 * @property {Clock} clock
 * @property {boolean} claimable
 * @property {boolean} thinking
 * @property {{gameId?: string, offeredBy?: number} | null} rematch
 * @property {{ply: number, side: string, words: string, roll: string | null, outcome: string | null}} [lastDeclaration]
 *   games with declarations: the last one, its throw and what it made of it, in words
 */

export {};
