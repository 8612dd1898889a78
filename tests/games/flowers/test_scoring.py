"""Scoring: every worked example of the rulebook, plus the interpretations we chose."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core.game import ScoreLine
from engine.core.notes import Note, Players, Term
from engine.games.flowers import GAME
from engine.games.flowers.scoring import next_rank, projection, rank_title, score_area
from engine.games.flowers.state import FlowersOptions, Phase

from .helpers import Picker, area_from, with_areas

# The rulebook's final-scoring example, rebuilt: a red field of 5 (four 4s and a 1), a lone
# yellow 3 (removed), three blue 2s in a row (removed), a green field of 7 (three 3s, two 2s,
# two separate 1s) and a green 3 with a red butterfly touching a red card.
FINAL_EXAMPLE = """
R4  R4 R4 R4 R1 Y3
G3r G3 G3 G2 G2 .
G1  B2 G1 .  .  .
.   B2 .  .  .  .
.   B2 .  .  .  .
"""


def test_final_scoring_example_line_by_line() -> None:
    area = area_from(FINAL_EXAMPLE)
    score = score_area(area, summer=False)
    assert score.removed_cells == ((1, 2), (1, 3), (1, 4), (5, 0))
    assert score.removed_cards == 4
    assert score.lines() == (
        ScoreLine("removed", "Removed cards", -4, 4),
        ScoreLine("field.red", "Red field", 5, 5),
        ScoreLine("field.green", "Green field", 7, 7),
        ScoreLine("butterflies", "Butterflies next to their colour", 1, 1),
    )
    assert score.butterfly_cells == ((0, 1),)
    assert score.score == 5 + 7 + 1 - 4
    # the rulebook's figures one by one: the lone "3" (-1), the group of three "2" (-3), the
    # red field of 5 and the green field of 7
    wrong = sorted(
        (group.value, len(group.cells)) for group in score.value_groups if not group.valid
    )
    assert wrong == [(2, 3), (3, 1)]
    assert sorted((field.colour, field.size) for field in score.fields) == [
        ("green", 7),
        ("red", 5),
    ]


def test_lone_three_costs_one_point() -> None:
    score = score_area(area_from("R1 Y3"), summer=False)
    assert score.removed_cells == ((1, 0),)
    assert score.score == -1


def test_three_twos_are_all_removed() -> None:
    score = score_area(area_from("B2 B2 B2"), summer=False)
    assert score.removed_cards == 3
    assert score.score == -3


@pytest.mark.parametrize(
    ("picture", "removed"),
    [
        ("Y1", 0),
        ("Y1 R1", 2),  # two 1s side by side: neither is alone
        ("Y1 R2 B1", 1),  # the 2 has no partner; the 1s do not touch
        ("Y2 R2", 0),
        ("Y3 R3 B3", 0),
        ("Y3 R3\nB3 G3", 4),  # four 3s in one group
        ("Y4 R4\nB4 G4", 0),
        ("Y4 R4 B4 G4 Y4", 5),
        ("Y4 R4 B4", 3),
        ("Y2 Y3 Y2", 3),  # same colour, but each 2 is alone and the 3 too
    ],
)
def test_value_groups(picture: str, removed: int) -> None:
    assert score_area(area_from(picture), summer=False).removed_cards == removed


def test_value_groups_are_listed_with_their_validity() -> None:
    groups = score_area(area_from("Y2 Y3 Y2\nR3 R3 B1"), summer=False).value_groups
    described = sorted((g.value, len(g.cells), g.valid) for g in groups)
    assert described == [(1, 1, True), (2, 1, False), (2, 1, False), (3, 3, True)]
    cells = [cell for group in groups for cell in group.cells]
    assert sorted(cells) == sorted(area_from("Y2 Y3 Y2\nR3 R3 B1"))
    removed = {cell for g in groups if not g.valid for cell in g.cells}
    assert removed == set(score_area(area_from("Y2 Y3 Y2\nR3 R3 B1"), summer=False).removed_cells)


def test_diagonal_cards_are_not_in_one_group() -> None:
    # Cards touching only by a corner are not adjacent: two 1s stay alone, two 2s are no pair.
    assert score_area(area_from("Y1 .\n. B1"), summer=False).removed_cards == 0
    assert score_area(area_from("Y2 .\n. B2"), summer=False).removed_cards == 2


def test_removing_a_card_removes_every_card_under_it() -> None:
    # A lone 3 on top of two covered cards: all three cards go, -3.
    area = area_from("Y4/R2/B3 G1")
    score = score_area(area, summer=False)
    assert score.removed_cells == ((0, 0),)
    assert score.removed_cards == 3
    assert score.score == -3


def test_covered_cards_never_score_nor_count_in_groups() -> None:
    # Five red cards, but one is covered by a blue 1: the red group has only 4 visible cards.
    area = area_from("R2 R2 R4/B1 R3 R3 R3")
    score = score_area(area, summer=False)
    # Visible: R2 R2 | B1 | R3 R3 R3 -> valid groups, but no colour field reaches 5.
    assert score.removed_cards == 0
    assert score.fields == ()
    assert score.score == 0


def test_field_needs_five_cards() -> None:
    four = score_area(area_from("R4 R4 R4 R4"), summer=False)
    assert four.fields == () and four.score == 0
    five = score_area(area_from("R4 R4 R4 R4 R1"), summer=False)
    assert five.score == 5
    assert five.lines()[1] == ScoreLine("field.red", "Red field", 5, 5)


def test_fields_are_judged_after_removal() -> None:
    # Six red cards in a row, but the trailing red 2 is alone: removed, the field keeps 5.
    score = score_area(area_from("R4 R4 R4 R4 R1 R2"), summer=False)
    assert score.removed_cards == 1
    assert score.field_points == 5
    assert score.score == 4


# -- butterflies --------------------------------------------------------------------------


def test_rulebook_butterfly_example() -> None:
    # The yellow 4 with a green butterfly, in a valid group of four 4s, next to a green card.
    scoring = score_area(area_from("Y4g Y4 Y4 Y4\nG1  .  .  ."), summer=False)
    assert scoring.butterfly_cells == ((0, 0),)
    assert scoring.score == 1
    lonely = score_area(area_from("Y4g Y4 Y4 Y4\nR1  .  .  ."), summer=False)
    assert lonely.butterfly_cells == ()
    assert lonely.score == 0


def test_butterfly_counts_once_however_many_neighbours() -> None:
    score = score_area(area_from(". G1 .\nG2 Y4g G2\n. G1 ."), summer=False)
    # Y4g is a lone 4: it is removed, so its butterfly is gone.
    assert score.butterfly_cells == ()
    score = score_area(area_from("G1 Y2r R1\n. Y2 ."), summer=False)
    assert score.butterfly_cells == ((1, 0),)
    assert score.score == 1


def test_butterfly_on_a_removed_card_does_not_score() -> None:
    score = score_area(area_from("R3g G1"), summer=False)
    assert score.removed_cells == ((0, 0),)
    assert score.butterfly_cells == ()
    assert score.score == -1


def test_removed_card_is_no_neighbour_for_a_butterfly() -> None:
    # The red 2 with a blue butterfly touches a blue 3, but that 3 is alone and removed.
    score = score_area(area_from("R2b R2 B3"), summer=False)
    assert score.removed_cells == ((2, 0),)
    assert score.butterfly_cells == ()
    assert score.score == -1


def test_covered_butterfly_does_not_score() -> None:
    score = score_area(area_from("Y4g/R1 G1"), summer=False)
    # Visible: R1 G1 -> two adjacent 1s, both removed (3 cards in all).
    assert score.removed_cards == 3
    assert score.butterfly_cells == ()


# -- Summer variant ------------------------------------------------------------------------


def test_summer_only_fields_touching_purple_score() -> None:
    picture = """
    R4 R4 R4 R4 R1 .
    P  .  .  .  .  .
    .  .  B4 B4 B4 B4
    .  .  .  .  .  B1
    """
    area = area_from(picture)
    summer = score_area(area, summer=True)
    assert [(field.colour, field.scores) for field in summer.fields] == [
        ("red", True),
        ("blue", False),
    ]
    assert summer.score == 5
    assert [(line.key, line.points) for line in summer.lines()] == [
        ("removed", 0),
        ("field.red", 5),
        ("unscored.blue", 0),
        ("butterflies", 0),
    ]
    assert [line.key for line in score_area(area, summer=False).lines()] == [
        "removed",
        "field.red",
        "field.blue",
        "butterflies",
    ]
    standard = score_area(area, summer=False)
    assert standard.score == 10


def test_summer_purple_touching_by_a_corner_only_does_not_count() -> None:
    area = area_from(". R4 R4 R4 R4 R1\nP . . . . .")
    assert score_area(area, summer=True).score == 0
    area = area_from("P R4 R4 R4 R4 R1")
    assert score_area(area, summer=True).score == 5


def test_purple_card_is_never_removed() -> None:
    score = score_area(area_from("P"), summer=True)
    assert score.removed_cards == 0 and score.score == 0


# -- ranks, ties, projection -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("score", "title"),
    [
        (-5, "Beginner"),
        (10, "Beginner"),
        (11, "Apprentice"),
        (17, "Apprentice"),
        (18, "Expert"),
        (24, "Expert"),
        (25, "Master"),
        (40, "Master"),
    ],
)
def test_solo_ranks(score: int, title: str) -> None:
    assert rank_title(score) == title


def test_the_game_names_each_rank_with_the_least_score_that_earns_it() -> None:
    """The results' window names the ranks still to chase with their scores (``GameInfo``):
    each the least score the rulebook's ladder gives that rank."""
    ranks = dict(GAME.info.solo_rank_steps())
    assert ranks == {"Apprentice": 11, "Expert": 18, "Master": 25}
    assert all(rank_title(least) == rank != rank_title(least - 1) for rank, least in ranks.items())


@pytest.mark.parametrize(
    ("score", "coming"),
    [
        (-5, ("Apprentice", 11)),
        (10, ("Apprentice", 11)),
        (11, ("Expert", 18)),
        (24, ("Master", 25)),
    ],
)
def test_the_next_rank_is_the_one_above(score: int, coming: tuple[str, int]) -> None:
    assert next_rank(score) == coming
    assert rank_title(coming[1]) == coming[0] and rank_title(coming[1] - 1) != coming[0]


def test_a_master_has_no_rank_to_chase() -> None:
    assert next_rank(25) is None and next_rank(40) is None


def test_solo_result_carries_the_rank() -> None:
    state = GAME.new_game(FlowersOptions(players=1), 3)
    picture = "R4 R4 R4 R4 R1\nR3 R3 R3 R2 R2\nB4 B4 B4 B4 B1\nB3 B3 B3 B2 B2\nG4 G4 G4 G4 G1"
    state = with_areas(state, [area_from(picture)])
    result = projection(state)
    assert result.scores == (25,)
    assert result.players[0].title == "Master"
    assert result.winners == (0,)


def test_a_finished_solo_game_says_how_far_the_next_rank_was() -> None:
    """The results named the rank reached; the points to the next one were on the table's
    panel alone, under the results (play test)."""
    state = GAME.new_game(FlowersOptions(players=1), 3)
    field = with_areas(state, [area_from("R4 R4 R4 R4 R1 .  B4 B4 B4 B4 B1")])  # 10: Beginner
    assert projection(field).notes == ()  # still playing: the table's panel says it
    over = projection(replace(field, phase=Phase.OVER))
    assert over.scores == (10,)
    assert over.notes == (
        Note.of(
            "Next rank, {rank} at {points} points: 1 short.",
            rank=Term("Apprentice"),
            points=11,
        ),
    )
    four = with_areas(state, [area_from("R4 R4 R4 R4 R1 G3")])  # 5, a lone 3 removed: 4
    assert projection(replace(four, phase=Phase.OVER)).notes == (
        Note.of(
            "Next rank, {rank} at {points} points: {short} short.",
            rank=Term("Apprentice"),
            points=11,
            short=7,
        ),
    )
    master = "R4 R4 R4 R4 R1\nR3 R3 R3 R2 R2\nB4 B4 B4 B4 B1\nB3 B3 B3 B2 B2\nG4 G4 G4 G4 G1"
    top = replace(with_areas(state, [area_from(master)]), phase=Phase.OVER)
    assert projection(top).notes == ()  # a Master has no rank left to chase


def test_tie_on_points_and_removed_cards_is_shared() -> None:
    state = GAME.new_game(FlowersOptions(players=2), 3)
    picker = Picker()
    one = area_from("R4 R4 R4 R4 R1", picker)
    two = area_from("G4 G4 G4 G4 G1", picker)
    result = projection(with_areas(state, [one, two]))
    assert result.scores == (5, 5)
    assert result.winners == (0, 1)
    assert result.places == (1, 1)
    shared = "{players} tie on points and removed cards: they share the victory."
    assert result.notes == (Note.of(shared, players=Players((0, 1))),)


def test_tie_on_points_fewer_removed_wins() -> None:
    state = GAME.new_game(FlowersOptions(players=2), 3)
    picker = Picker()
    one = area_from("R4 R4 R4 R4 R1", picker)  # 5, nothing removed
    two = area_from("G4 G4 G4 G4 G1 G2 G2\n.  .  .  .  .  .  Y3", picker)  # 7 - 1 = 6?
    result = projection(with_areas(state, [one, two]))
    assert result.scores == (5, 6)
    two = area_from("B4 B4 B4 B4 B1 B2 B2\n.  .  .  .  .  .  Y1/Y3", picker)  # 7 - 2 = 5
    result = projection(with_areas(state, [one, two]))
    assert result.scores == (5, 5)
    assert result.winners == (0,)
    broken = "{players} tie on points: fewer removed cards breaks the tie."
    assert result.notes == (Note.of(broken, players=Players((0, 1))),)


def test_a_tie_below_the_first_place_says_how_it_was_broken() -> None:
    """Play tester 159: two players on −5 were shown 2nd and 3rd with no word why. A tie for
    any place says that fewer removed cards broke it, or that the players share the place,
    naming them, as the tie for the first place does."""
    state = GAME.new_game(FlowersOptions(players=4), 3)
    picker = Picker()
    first = area_from("R4 R4 R4 R4 R1 R2 R2", picker)  # 7
    none = area_from("G4 G4 G4 G4 G1", picker)  # 5, nothing removed
    two = area_from("B4 B4 B4 B4 B1 B2 B2\n.  .  .  .  .  .  Y1/Y3", picker)  # 7 − 2 = 5
    also_none = area_from("Y4 Y4 Y4 Y4 Y1", picker)  # 5, nothing removed
    result = projection(with_areas(state, [first, none, two, also_none]))
    assert result.scores == (7, 5, 5, 5)
    assert result.places == (1, 2, 4, 2)
    broken = "{players} tie on points: fewer removed cards breaks the tie."
    shared = "{players} tie on points and removed cards: they share their place."
    assert result.notes == (
        Note.of(broken, players=Players((1, 2, 3))),
        Note.of(shared, players=Players((1, 3))),
    )


def test_a_final_tie_is_told_in_words_on_the_removed_cards_line() -> None:
    """The end-of-game screen shows every player's lines, and a generic "Tie-break" row of
    ``PlayerResult.tiebreak`` values (which read "-3 / -2"): Flowers leaves that row out and
    says on its removed-cards line that fewer wins the tie, with the count of cards."""
    state = GAME.new_game(FlowersOptions(players=3), 3)
    picker = Picker()
    one = area_from("R4 R4 R4 R4 R1", picker)  # 5, nothing removed
    two = area_from("B4 B4 B4 B4 B1 B2 B2\n.  .  .  .  .  .  Y1/Y3", picker)  # 7 - 2 = 5
    three = area_from("G3", picker)  # -1: not in the tie, labelled alike for its row
    over = replace(with_areas(state, [one, two, three]), phase=Phase.OVER)
    result = GAME.result(over)
    assert result.winners == (0,)
    # the tie-break ranks below the winner too: 5 with none removed, 5 with two, then −1
    assert result.places == (1, 2, 3)
    assert all(player.tiebreak == () for player in result.players)
    removed = [player.lines[0] for player in result.players]
    label = "Removed cards (fewer wins the tie)"
    assert removed == [
        ScoreLine("removed", label, 0, 0),
        ScoreLine("removed", label, -2, 2),
        ScoreLine("removed", label, -1, 1),
    ]
    # during the game, early scores are often equal: the line keeps its short label
    playing = projection(with_areas(state, [one, two, three]))
    assert playing.winners == (0,)
    assert {player.lines[0].label for player in playing.players} == {"Removed cards"}
    # no tie at the end: the short label too
    alone = replace(with_areas(state, [one, area_from("Y3 Y3", picker), three]), phase=Phase.OVER)
    assert {player.lines[0].label for player in GAME.result(alone).players} == {"Removed cards"}


def test_projection_sums_its_lines() -> None:
    state = with_areas(GAME.new_game(FlowersOptions(players=1), 1), [area_from(FINAL_EXAMPLE)])
    player = projection(state).players[0]
    assert player.score == sum(line.points for line in player.lines) == 9


def test_a_garden_without_a_field_still_names_fields() -> None:
    """A newcomer's score listed removed cards and butterflies, and no word that fields score
    at all: a garden with no field has a "No field" line worth 0, and loses it with its first
    (the results put a dash there for a player with one: "Fields: –" read as none)."""
    none = score_area(area_from("R1 Y3"), summer=False)
    assert [line.key for line in none.lines()] == ["removed", "fields", "butterflies"]
    assert none.lines()[1] == ScoreLine("fields", "No field (5+ cards of one colour)", 0)
    five = score_area(area_from("R4 R4 R4 R4 R1"), summer=False)
    assert [line.key for line in five.lines()] == ["removed", "field.red", "butterflies"]


def test_the_final_results_name_fields_once() -> None:
    """Side by side at the end, a garden without a field read "No field … 0" where a player
    with fields read "–" (play test): beside another player's field lines, the final results
    give it no "No field" line. The table's panel keeps it, during play and at the end (it
    shows one player's lines, and must not lose a row as the others' gardens grow); nobody
    with a field, it stays in the results too."""
    picker = Picker()
    state = GAME.new_game(FlowersOptions(players=2), 1)
    field, none = area_from("R4 R4 R4 R4 R1", picker), area_from("B1 Y3", picker)
    keys = ["removed", "fields", "butterflies"]
    playing = projection(with_areas(state, [field, none]))
    assert [line.key for line in playing.players[1].lines] == keys
    ended = replace(with_areas(state, [field, none]), phase=Phase.OVER)
    over = GAME.result(ended)
    assert [line.key for line in over.players[1].lines] == ["removed", "butterflies"]
    # alone (the table's final score, a rival's on hover), the garden names every part
    assert [line.key for line in GAME.projection(ended).players[1].lines] == keys
    assert over.players[1].score == sum(line.points for line in over.players[1].lines)
    nobody = replace(with_areas(state, [area_from("G1 G3", picker), none]), phase=Phase.OVER)
    assert [[line.key for line in player.lines] for player in GAME.result(nobody).players] == [
        keys,
        keys,
    ]


def test_hints_are_refused_only_where_a_solo_rank_is_at_stake() -> None:
    """A solo game that counts has no hints (its rank is the player's own play); a replay,
    not counted, reaches no rank and has them (French play test); so has a game with others."""
    solo = GAME.new_game(FlowersOptions(players=1), 3)
    assert not GAME.hints_allowed(solo)
    assert GAME.hints_allowed(solo, counted=False)
    assert GAME.hints_allowed(GAME.new_game(FlowersOptions(players=2), 3))
