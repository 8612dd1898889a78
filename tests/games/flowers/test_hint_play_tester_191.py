"""Hints that misled by the rules (play tester 191, a French newcomer, four players): cards
outside a complete value group are removed, with the cards they cover, before fields and
butterflies are counted, and a hint must neither count on them unsaid nor break a group that
scores for them."""

from __future__ import annotations

import pytest

from engine.core.notes import Note, Term, render_note
from engine.games.flowers import GAME, ai
from engine.games.flowers.ai import hint_move, hint_reason
from engine.games.flowers.state import Place, State

from .helpers import first_score, holding

# the tester's garden (s89): a lone red 3, a group of four 4s (the red one over a red 3)
GARDEN = "R3 R3/R4 G4\n.  B4    R4"
COVERS_THE_GREEN_4 = Place(2, 0)


def reason(state: State, action: Place) -> Note:
    note = hint_reason(GAME.view(state, 0), 0, action)
    assert note is not None
    return note


def test_a_hint_does_not_break_a_group_of_4s_for_cards_still_to_be_removed() -> None:
    """The red 2 on the green 4 broke the group of four 4s: −1 to −7, for a set of red cards
    of which three were to be removed; another place lowered the score only to −2, and the
    evaluation rated the break less than a point higher. No place keeps −1, and the hint now
    gives the place that lowers it least."""
    state = holding(GARDEN, "R2", 4)
    view = GAME.view(state, 0)
    assert (first_score(state), first_score(GAME.apply(state, COVERS_THE_GREEN_4))) == (-1, -7)
    best_now = max(first_score(GAME.apply(state, place)) for place in GAME.legal_actions(state))
    assert best_now == -2
    hinted = hint_move(view, 0, COVERS_THE_GREEN_4)
    assert first_score(GAME.apply(state, hinted)) == -2


def test_the_break_is_still_hinted_where_the_evaluation_rates_it_clearly_higher(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Rated clearly higher (the margin lowered below the evaluation's edge here), the break
    is hinted, and its reason weighs it against the place that lowers the score least, not
    "the best place that keeps it": none does."""
    state = holding(GARDEN, "R2", 4)
    kept = ai._kept_instead(GAME.view(state, 0), 0, COVERS_THE_GREEN_4)
    assert kept is not None and not kept.keeps and 0 < kept.edge < ai.HINT_KEEP_MARGIN
    monkeypatch.setattr(ai, "HINT_KEEP_MARGIN", kept.edge / 2)
    hinted = hint_move(GAME.view(state, 0), 0, COVERS_THE_GREEN_4)
    assert isinstance(hinted, Place) and first_score(GAME.apply(state, hinted)) == -7
    note = reason(state, hinted)
    assert note.template.endswith("than the best place that lowers it least.")
    assert dict(note.params) == {"before": -1, "after": -7, "gain": round(kept.edge)}


def test_a_set_of_one_colour_says_how_many_of_its_cards_would_be_removed_first() -> None:
    """The reason "Elle forme un ensemble de 4 cartes rouges qui se touchent : une de plus
    en fait un champ de 5 points" was said of the lone red 3, two red 4s of a broken group
    and the lone red 2: all four are removed before fields are counted, and it says so."""
    state = holding(GARDEN, "R2", 4)
    made = dict(reason(state, COVERS_THE_GREEN_4).params)["built"]
    assert isinstance(made, Note)
    assert dict(made.params) == {"count": 4, "cards": Term("red cards"), "unsure": 4}
    assert render_note(made, ["Ann", "Bob", "Cy", "Di"]) == (
        "it makes a set of 4 touching red cards: one more makes it a field worth 5 points,"
        " though 4 of them are not yet in a complete value group and would be removed first"
    )


def test_a_set_whose_cards_all_stay_is_told_as_before() -> None:
    """Three red 4s of a complete group and a red 1 beside them, alone of its value: none
    is removed, so one more red card does make a field, as the reason says."""
    state = holding("R4 R4 .\nR4 Y4 .", "R1", 4)
    assert first_score(GAME.apply(state, Place(2, 0))) == first_score(state)
    made = dict(reason(state, Place(2, 0)).params)["built"]
    assert isinstance(made, Note) and dict(made.params) == {"count": 4, "cards": Term("red cards")}
    assert made.template.endswith("one more makes it a field worth 5 points")


def test_a_rise_says_what_raises_the_score() -> None:
    """The reason "À sa meilleure place, cette carte fait passer votre score de −1 à 0"
    (s94): the blue 4 with a red butterfly, laid on the blue 4 of the group of four 4s, keeps
    the group, and its butterfly touches a red card: that is the point it gains."""
    state = holding("R3 R3/R4 G4\nR2 B4 R4\nR2 .  .", "B4r", 4)
    place = Place(1, 1)
    assert (first_score(state), first_score(GAME.apply(state, place))) == (-1, 0)
    note = reason(state, place)
    assert render_note(note, ["Ann", "Bob", "Cy", "Di"]) == (
        "It raises your score from -1 to 0: its butterfly touches a card of the butterfly's colour."
    )


def test_a_rise_by_a_group_completed_names_the_group() -> None:
    """A fourth 4 beside three: the rise is the four cards no longer removed."""
    state = holding("B4 B4 B4 .", "Y4", 4)
    note = reason(state, Place(3, 0))
    why = dict(note.params)["why"]
    assert isinstance(why, Note) and dict(why.params) == {"value": 4, "count": 4}


def test_a_butterfly_on_a_lone_2_says_the_2_waits_for_a_partner() -> None:
    """The reason "Son papillon touche une carte de sa couleur : 1 point, si les deux cartes restent
    jusqu'à la fin" (s110), of a lone blue 2: it is removed until a second 2 touches it, and
    its butterfly with it."""
    state = holding("G4 G4 G4 G4\nR1 .  .  .", "B2g", 4)
    place = Place(1, 1)
    assert first_score(GAME.apply(state, place)) == first_score(state) - 1
    made = dict(reason(state, place).params)["built"]
    assert isinstance(made, Note)
    assert render_note(made, ["Ann", "Bob", "Cy", "Di"]) == (
        "its butterfly touches a card of the butterfly's colour: 1 point once a second 2"
        " touches it (until then it is removed), if both cards stay to the end"
    )
