package org.boardwright.ai;

import static org.assertj.core.api.Assertions.assertThat;

import org.boardwright.engine.GameState;
import org.boardwright.engine.Games;
import org.junit.jupiter.api.Test;

class EvaluatorsTest {

    @Test
    void theGamesWithKnowledgeHaveAnEvaluator() {
        for (String id : new String[] {"madrooks", "madbishops", "cage", "checkers", "twist"}) {
            assertThat(Evaluators.forGame(Games.get(id))).as(id).isNotNull();
        }
        assertThat(Evaluators.forGame(Games.get("monkeyqueen"))).isNull();
    }

    @Test
    void theStartIsEvenAndMoreCheckersIsBetter() {
        for (String id : new String[] {"madrooks", "madbishops", "cage", "checkers", "twist"}) {
            Evaluator e = Evaluators.forGame(Games.get(id));
            assertThat(e.firstPlayerValue(Games.get(id).newInitialState())).as(id).isEqualTo(0.5);
        }
        // Mad Rooks: Red has two checkers to Blue's one.
        GameState redAhead = Games.get("madrooks").parsePosition("R......./......../......../......../......../......../......../B......R b");
        assertThat(Evaluators.forGame(Games.get("madrooks")).firstPlayerValue(redAhead)).isGreaterThan(0.5);
        // Checkers: a white king against a red man favours White.
        GameState whiteAhead = Games.get("checkers").parsePosition(".W....../......../......../......../......../......../......../r....... r");
        Evaluator draughts = Evaluators.forGame(Games.get("checkers"));
        assertThat(draughts.firstPlayerValue(whiteAhead)).isLessThan(0.5);
        // The Twist: an option more is worth something.
        GameState withOption = Games.get("twist").parsePosition(".W....../......../......../....R.../......../......../......../........ r options=1,0");
        assertThat(Evaluators.forGame(Games.get("twist")).firstPlayerValue(withOption)).isGreaterThan(0.5);
    }
}
