package org.boardwright.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.boardwright.ai.alphabeta.AlphaBeta;
import org.boardwright.ai.testgames.DiceRaceAi;
import org.boardwright.engine.Game;
import org.boardwright.engine.GameDescriptor;
import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.boardwright.engine.NotationException;
import org.boardwright.engine.checkers.CheckersGame;
import org.boardwright.engine.testgames.DiceRace;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A game is added by its own package and its registrations alone: the engine's ({@link Games}) and
 * the ai's ({@link GameAis}). The test-only race, registered as a game's packages register it,
 * becomes playable everywhere without an edit elsewhere.
 */
class GameRegistrationTest {

    private static final Budget SMALL = new Budget(0, 500, 2);

    @AfterEach
    void forget() {
        GameAis.unregister(DiceRaceAi.INSTANCE);
        Games.unregister("dicerace");
    }

    @Test
    void aGameRegisteredInTheEngineIsCataloguedAndPlayedByThePlayersThatNeedNoKnowledge() {
        DiceRace.register();

        assertThat(Games.ids()).contains("dicerace");
        assertThat(Games.descriptors()).extracting(GameDescriptor::id).contains("dicerace");
        Game race = Games.get("dicerace:target=6");
        assertThat(race.width()).isEqualTo(7);
        assertThat(GameAis.of(race)).isNull();
        assertThat(Evaluations.forGame(race)).isNull();
        playsALegalMove("random", race);
        playsALegalMove("uct-plain", race);
        assertThatThrownBy(() -> Players.create("alphabeta", race, 1, new SplittableRandom(1)))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("dicerace");
    }

    @Test
    void itsAiRegistrationGivesEveryPlayerAndTheSearchSignatureTheGame() {
        DiceRace.register();
        GameAis.register(DiceRaceAi.INSTANCE);
        Game race = Games.get("dicerace");

        assertThat(GameAis.of(race)).isSameAs(DiceRaceAi.INSTANCE);
        assertThat(GameAis.of(Games.get("dicerace:target=5"))).isSameAs(DiceRaceAi.INSTANCE);
        assertThat(Evaluations.forGame(race)).isSameAs(DiceRaceAi.INSTANCE.evaluation());
        assertThat(Evaluations.strongest(race)).isSameAs(DiceRaceAi.INSTANCE.evaluation());
        for (String name : Players.names()) {
            if (!name.equals(Players.LEARNED)) {
                playsALegalMove(name, race);
            }
        }
        assertThat(SearchSignature.depth(race)).isEqualTo(3);
        assertThat(SearchSignature.of(race).nodes()).isPositive();
        assertThat(EndgameTables.has(race)).isFalse();
        assertThat(EndgameTables.forGame(race)).isNull();
        assertThatThrownBy(() -> Players.create(Players.LEARNED, race, 1, new SplittableRandom(1)))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("no learned evaluation of dicerace");
    }

    @Test
    void everyShippedGameHasItsOwnRegistrationFoundByTheGameItself() {
        Set<GameAi> seen = new HashSet<>();
        for (String id : Games.ids()) {
            GameAi ai = GameAis.of(Games.get(id));
            assertThat(ai).as(id).isNotNull();
            assertThat(seen.add(ai)).as(id + " shares a registration").isTrue();
            assertThat(ai.evaluation()).as(id).isNotNull();
            assertThat(ai.endgames() != null).as(id).isEqualTo(id.equals("checkers"));
            assertThat(ai.learned() != null)
                    .as(id)
                    .isEqualTo(id.equals("checkers") || id.equals("twist"));
        }
        assertThat(GameAis.of(Games.get("monkeyqueen:ivory=25,cigar=20")))
                .isSameAs(GameAis.of(Games.get("monkeyqueen")));
        assertThat(EndgameTables.has(CheckersGame.INSTANCE)).isTrue();
    }

    @Test
    void
            levelMaxPlaysWithTheStrongestEvaluationCheckersLearnedOneAndTheLowerLevelsWithTheHandWrittenOne() {
        for (String id : Games.ids()) {
            Game game = Games.get(id);
            GameAi ai = GameAis.of(game);
            Evaluation expected = id.equals("checkers") ? ai.learned() : ai.evaluation();
            assertThat(ai.strongest()).as(id).isSameAs(expected);
            assertThat(Evaluations.strongest(game)).as(id).isSameAs(expected);
            Player max = Players.create("level:max", game, 1, new SplittableRandom(1));
            Player search = max instanceof BookPlayer book ? book.search() : max;
            assertThat(((AlphaBeta) search).evaluation()).as(id).isSameAs(expected);
            Player four = Players.create("level:4", game, 1, new SplittableRandom(1));
            assertThat(((AlphaBeta) four).evaluation()).as(id).isSameAs(ai.evaluation());
        }
    }

    private static void playsALegalMove(String name, Game game) {
        SplittableRandom random = new SplittableRandom(7);
        GameState state = game.newInitialState();
        int[] buffer = new int[GameState.MAX_MOVES];
        while (state.isChanceNode()) {
            state.play(state.randomMove(random, buffer));
        }
        Player player = Players.create(name, game, 1, random);
        int move = player.chooseMove(state, SMALL, info -> {});
        int n = state.legalMoves(buffer, 0);
        List<Integer> legal = java.util.Arrays.stream(buffer, 0, n).boxed().toList();
        assertThat(legal).as(name).contains(move);
    }
}
