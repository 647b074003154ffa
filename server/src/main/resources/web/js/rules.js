// The rules of each game in plain words, from docs/rules/ (one page per game). Each entry
// is a list of [heading, paragraphs]. Engine-policy limits are marked as such.

export const RULES = {
  madrooks: [
    ['Setup', ['An 8×8 board full of checkers in a checkerboard pattern: Red on the dark squares (a1 is Red), Blue on the light squares, 32 each. Red moves first.']],
    ['Seeing', ['Along each rank and file a checker sees the first checker in its way, next to it or across empty squares. It is in position to kill when it sees at least one enemy checker.']],
    ['Your turn', [
      'Move one of your checkers. A checker in position to kill may kill: it moves onto an enemy checker it sees, which leaves the board.',
      'A checker that is not in position to kill may engage instead: it slides along a rank or file over empty squares and stops on an empty square from which it sees an enemy checker.',
      'Killing is never compulsory: while one checker could kill, another may engage. There is no passing; while both sides have checkers there is always a move.',
    ]],
    ['Winning', ['Remove the last enemy checker. There are no draws.']],
  ],
  madbishops: [
    ['Setup', ['A 10×10 board; only the dark squares are used. Each rank of dark squares holds one colour: Blue on ranks 1, 3, 5, 7 and 9, Red on ranks 2, 4, 6, 8 and 10, 25 checkers each. Red moves first.']],
    ['Seeing', ['Along each diagonal a checker sees the first checker in its way, next to it or across empty squares. It is in position to kill when it sees at least one enemy checker.']],
    ['Your turn', [
      'Move one of your checkers. A checker in position to kill may kill: it moves onto an enemy checker it sees, which leaves the board.',
      'A checker that is not in position to kill may engage instead: it slides diagonally over empty squares and stops on an empty square from which it sees an enemy checker.',
      'Killing is never compulsory, and there is no passing.',
    ]],
    ['Winning', ['Remove the last enemy checker. There are no draws.']],
  ],
  cage: [
    ['Setup', ['A 10×10 board full of checkers in a checkerboard pattern, Red on the dark squares (a1 is Red). Red moves first. With no empty square, the first moves are edge captures.']],
    ['Neighbours', ['Neighbours are orthogonal (left, right, up, down). A checker with an enemy checker next to it is attached; otherwise it is free. A checker may never come to rest next to a friendly checker, after a step or on any landing square of a jump.']],
    ['Steps', [
      'A step goes one square in any of the eight directions to an empty square. It must bring the checker strictly closer to the centre of the board, or take a free checker to a square where it is attached (in any direction).',
      'An attached checker may not step to a square where it would be free.',
    ]],
    ['Jumps', [
      'A jump goes orthogonally over a neighbouring enemy checker to the empty square just beyond, and removes it.',
      'Edge capture: when the enemy checker stands on the edge and the square beyond is off the board, both checkers leave the board and the turn ends. To enter it, click your checker and then the enemy checker on the edge.',
      'Starting with a jump is optional, but a checker that has jumped must go on jumping while it can, along the path you choose. A turn is one step or one jump sequence. Click each landing square in turn.',
    ]],
    ['Passing', ['A player with no legal move must pass; the program plays the pass for him and says so.']],
    ['Winning', ['Remove the last enemy checker, even if your own last checker falls in the same edge capture. If your last checker falls and the opponent still has checkers, the opponent wins.']],
    ['Engine policy', ['Not rules of the game but limits of this program: two passes in a row, or 1,000 plies, end the game unfinished. The program says so when it happens.']],
  ],
  monkeyqueen: [
    ['Setup', ['A 12×12 board. Ivory starts with one stack of 20 checkers on g1, Cigar with one stack of 20 on f12; Ivory moves first. The heights can be chosen (3 to 99 each): give the weaker player more checkers as a handicap.']],
    ['Pieces', ['A stack of two or more is its owner\'s queen (the number on it is its height); a single checker is a baby. Everything slides like a chess queen over empty squares.']],
    ['Moves', [
      'Capture (queen or baby): slide onto the first stack in the way when it is the enemy\'s. The enemy stack leaves the board and the capturer keeps its height.',
      'A queen of height 3 or more may slide to an empty square, leaving its bottom checker behind as a new baby; the queen gets one lower.',
      'A baby may slide to an empty square only if that brings it strictly closer, in straight-line distance, to the enemy queen.',
      'Capturing is never compulsory.',
    ]],
    ['Pie rule', ['Once, as the answer to Ivory\'s first move, Cigar may swap: the board stays as it is, and the two players exchange colours, so the player who made the first move now plays Cigar and moves next.']],
    ['Winning', ['Capture the enemy queen. A player with no legal move loses. There are no draws.']],
  ],
  checkers: [
    ['Setup', ['English draughts on the dark squares of an 8×8 board. Red has 12 men on ranks 1 to 3 and moves first; White has 12 men on ranks 6 to 8.']],
    ['Moves', [
      'Men step one square diagonally forward; kings one square diagonally in any direction.',
      'A jump goes over a diagonally neighbouring enemy piece to the empty square beyond and removes it. Men jump forward only, kings both ways. A piece that has jumped goes on jumping while it can, changing direction as it likes. Click each landing square in turn.',
      'Capturing is compulsory: if any jump exists you must play a jump sequence, any one you choose, to its end.',
      'A man reaching the far rank becomes a king (drawn with a crown and a double ring), and the move ends there.',
    ]],
    ['Winning', ['A player who cannot move loses; taking every enemy piece is the common way. Players may agree a draw.']],
    ['Engine policy', ['Not a rule: the game is drawn on the third occurrence of the same position with the same player to move, or after 80 plies without a capture or a man move.']],
  ],
  twist: [
    ['Checkers, plus options', ['Everything in English checkers holds. In addition each player has options, starting with none. A king that jumps earns its owner one option (one per turn); each of his kings captured costs him one unused option.']],
    ['Declaring', [
      'At the start of a normal turn a player with an option may spend one and declare: pass (skip this turn), extra (an extra turn), speed or initiative for one of his kings. Then two dice are thrown, and the board shows them.',
      'Pass and extra succeed when the dice differ; on doubles the player plays an ordinary turn. A successful extra gives an ordinary turn, then a bonus turn in which the piece just moved may not move, while the opponent misses a turn.',
      'Speed and initiative are worth the lower die v (a 1 gives nothing). Speed: the king slides exactly v squares in a straight diagonal, or slides fewer and then jumps in the same direction. Initiative: the king makes a chain of exactly v single steps; the second step may not go the same direction as the first, and no step may go straight back. A jump may end the steps, and then ordinary jumping finishes the move.',
      'Compulsory capture covers boosted moves too. If a boost leaves no legal move, the turn is ordinary.',
    ]],
    ['Losing for lack of moves', ['A player with no board move loses, unless he holds an option: then he must declare, and if he still has no move afterwards (and did not pass successfully) he loses.']],
    ['Engine policy', ['As in checkers: third repetition and 80 plies without a capture or man move are draws, and a game is drawn after 1,000 plies. The dice come from a seeded source stored with the game, so a takeback never changes a roll.']],
  ],
};

export const SHORT = {
  madrooks: 'Kill what you see along ranks and files; remove every enemy checker.',
  madbishops: 'Mad Rooks on the diagonals of a 10×10 board.',
  cage: 'A full board, edge captures and jump chains toward the centre.',
  monkeyqueen: 'Queens that leave babies behind; capture the enemy queen.',
  checkers: 'English draughts: compulsory jumps, kings on the far rank.',
  twist: 'Checkers where kings earn options to gamble on dice.',
};
