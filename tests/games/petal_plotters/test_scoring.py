"""The priority order (every example of the rulebook), breakdowns, notes, VP and matches."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from engine.core.actions import Action
from engine.core.notes import Note, Players, Term, render_note
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.components import CARDS, HORNBILL
from engine.games.petal_plotters.scoring import (
    MOST_DEAL_NOTES,
    PRIORITY,
    decide,
    decided_match,
    outcome,
)
from engine.games.petal_plotters.state import MATCH_DEALS, Phase, State
from tests.games.petal_plotters.helpers import down, position, power, random_game, up

SS, KA, FR, BS = "snail_spider", "katydid", "frog", "blue_squad"


@pytest.mark.parametrize(
    ("total", "categories", "category", "winners"),
    [
        # Snail / Spider: below 0, first in the order (beats the Katydid's "7 or less").
        (-1, [SS, KA, FR], SS, (0,)),
        (0, [SS, KA, FR], KA, (1,)),
        (-5, [KA, BS, FR], KA, (0,)),
        # Katydid: 7 or less.
        (7, [KA, BS, FR], KA, (0,)),
        (8, [KA, BS, FR], BS, (1,)),
        # Frog: 12 or more, before the Blue Squad.
        (12, [KA, BS, FR], FR, (2,)),
        (11, [KA, BS, FR], BS, (1,)),
        # The rulebook's example: 13 -> the Frog; else the Blue Squad; else the Hornbill.
        (13, [FR, BS, KA], FR, (0,)),
        (13, [KA, BS, BS], BS, (1, 2)),
        (13, [KA, KA, SS], "hornbill", (2,)),
        # Nobody achieves anything: the Hornbill (held by seat 2 here).
        (3, [FR, BS, BS], "hornbill", (2,)),
        (-3, [FR, BS, None], "hornbill", (2,)),
        # Co-winners of one category win together.
        (-2, [SS, SS, KA], SS, (0, 1)),
    ],
)
def test_priority_order(
    total: int, categories: list[str | None], category: str, winners: tuple[int, ...]
) -> None:
    result = decide(total, categories, hornbill_holder=2)
    assert result.category == category
    assert result.winners == winners


def test_notes_explain_the_order_line_by_line_with_structured_values() -> None:
    result = decide(13, [KA, BS, KA], hornbill_holder=0)
    assert result.notes == (
        Note.of("Total Petal Power: {total}.", total=13),
        Note.of(
            "{category} needs {condition}: not met.",
            category=Term("Snail / Spider"),
            condition=Term("below 0"),
        ),
        Note.of(
            "{category} needs {condition}: not met.",
            category=Term("Katydid"),
            condition=Term("7 or less"),
        ),
        Note.of(
            "{category} needs {condition}: met, but nobody holds one.",
            category=Term("Frog"),
            condition=Term("12 or more"),
        ),
        Note.of(
            "{category} needs {condition}: met, {players} wins.",
            category=Term("Blue Squad"),
            condition=Term("8 or more"),
            players=Players((1,)),
        ),
    )
    names = ["Ana", "Ben", "Cleo"]
    assert [render_note(note, names) for note in result.notes] == [
        "Total Petal Power: 13.",
        "Snail / Spider needs below 0: not met.",
        "Katydid needs 7 or less: not met.",
        "Frog needs 12 or more: met, but nobody holds one.",
        "Blue Squad needs 8 or more: met, Ben wins.",
    ]
    assert result.notes[-1].seats == (1,)
    assert all(note.seats == () for note in result.notes[:-1])
    together = decide(-1, [SS, SS, SS], hornbill_holder=0)
    assert render_note(together.notes[-1], names).endswith("met, Ana, Ben and Cleo win together.")
    fallback = decide(5, [FR, FR, FR], hornbill_holder=1)
    assert fallback.notes[-1] == Note.of(
        "Hornbill: nobody else won, {player} wins with the Hornbill.", player=Players((1,))
    )
    assert render_note(fallback.notes[-1], names) == (
        "Hornbill: nobody else won, Ben wins with the Hornbill."
    )
    nobody = decide(5, [FR, FR, FR], hornbill_holder=None)
    assert nobody.notes[-1] == Note.of("Hornbill: nobody holds it, so nobody wins.")


def test_a_later_category_also_met_is_told_why_it_did_not_win() -> None:
    """Total 20 meets the Frog's and the Blue Squad's conditions: the Blue Squad's holder
    read only "Frog … met, Ana wins." and took it for a mistake."""
    names = ["Ana", "Ben", "Cleo"]
    result = decide(20, [FR, BS, KA], hornbill_holder=2)
    assert result.winners == (0,)
    assert [render_note(note, names) for note in result.notes[-2:]] == [
        "Frog needs 12 or more: met, Ana wins.",
        "Blue Squad needs 8 or more: met too, but Frog comes first in the order.",
    ]
    # the line names no one: the one that names players is still who won
    assert [note.seats for note in result.notes if note.seats] == [(0,)]
    below = decide(-2, [KA, SS, BS], hornbill_holder=2)
    assert render_note(below.notes[-1], names) == (
        "Katydid needs 7 or less: met too, but Snail / Spider comes first in the order."
    )
    # only categories someone holds: nobody wonders about the others
    assert render_note(decide(20, [FR, KA, KA], 2).notes[-1], names).endswith("Ana wins.")


@pytest.mark.parametrize(
    ("category", "solo", "group"),
    [(SS, 3, 1), (KA, 2, 1), (FR, 3, 1), (BS, 2, 1)],
)
def test_victory_point_table(category: str, solo: int, group: int) -> None:
    total = {SS: -4, KA: 5, FR: 15, BS: 9}[category]
    alone = decide(total, [category, None, None], hornbill_holder=2)
    assert alone.vp == (solo, 0, 0)
    shared = decide(total, [category, category, None], hornbill_holder=2)
    assert shared.vp == (group, group, 0)


def test_hornbill_solo_is_worth_two() -> None:
    assert decide(5, [FR, FR, None], hornbill_holder=2).vp == (0, 0, 2)


def finished(garrisons: list[list[object]], victory: list[str | None]) -> State:
    state = position([[], [], []], garrisons, victory=victory)  # type: ignore[arg-type]
    return State(
        **{**{n: getattr(state, n) for n in state.__dataclass_fields__}, "phase": Phase.OVER}
    )


def test_result_counts_every_garrison_card_face_down_or_rotated() -> None:
    state = finished(
        [
            [up(HORNBILL, 3), down("frog-1", 0)],
            [down("pangolin-1", 1, top_up=False)],
            [down("katydid-1", 2), up("spider-1", 3, top_up=False)],
        ],
        ["frog-2", "honey-bee-1", "garden-snail-1"],
    )
    expected = (
        power(HORNBILL, True)
        + power("frog-1", True)
        + power("pangolin-1", False)
        + power("katydid-1", True)
        + power("spider-1", False)
    )
    assert outcome(state).total == expected
    result = GAME.result(state)
    lines = {line.key: line for line in result.players[0].lines}
    assert lines["garrison"].points == power(HORNBILL, True) + power("frog-1", True)
    assert lines["category"].text == "Frog" and lines["hornbill"].text == "in Garrison"
    # a single deal scores Victory Points too, shown once: as the score, not a line and a total
    assert [line.key for line in result.players[1].lines] == ["garrison", "category"]
    assert result.score_label == "Victory Points"
    assert result.notes[0] == Note.of("Total Petal Power: {total}.", total=expected)
    assert sum(result.players[s].lines[0].points for s in range(3)) == expected
    assert set(result.winners) == set(outcome(state).winners)
    assert all(result.players[s].score == outcome(state).vp[s] for s in range(3))
    assert result.places == ()  # a deal names its winners by the priority order, no places


def test_projection_of_a_view_skips_unknown_cards_and_says_so() -> None:
    state = position(
        [["dusky-leaf-langur-3"], ["honey-bee-3"], ["katydid-2"]],
        [[up(HORNBILL, 3), down("frog-1", 0)], [down("pangolin-1", 1)], []],
    )
    projection = GAME.projection(GAME.view(state, 2))
    assert projection.notes[0] == Note.of(
        "{count} face-down cards are unknown and not counted.", count=2
    )
    assert projection.notes[1] == Note.of(
        "Total Petal Power: {total}.", total=power(HORNBILL, True)
    )
    full = GAME.projection(state)
    assert full.notes[0].template == "Total Petal Power: {total}."
    one_unknown = GAME.projection(GAME.view(state, 0))
    assert render_note(one_unknown.notes[0], []) == ("1 face-down card is unknown and not counted.")


@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_match_is_three_deals_with_victory_points(players: int) -> None:
    states, _ = random_game(players, seed=players * 31, match=True)
    deals = [s.deal for s in states]
    assert deals[0] == 1 and deals[-1] == MATCH_DEALS
    assert sorted(set(deals)) == [1, 2, 3]
    end = states[-1]
    assert len(end.history) == MATCH_DEALS
    for number, record in enumerate(end.history, start=1):
        # every new deal starts from fresh hands
        first = next(s for s in states if s.deal == number)
        assert first.phase is Phase.HORNBILL
        assert all(first.garrisons[seat] == () for seat in range(players))
        # somebody wins every deal (the Hornbill when nobody else does): never no VP
        assert record.category is not None and sum(record.vp) > 0
        assert record.notes[0] == Note.of("Total Petal Power: {total}.", total=record.total)
    totals = tuple(sum(r.vp[seat] for r in end.history) for seat in range(players))
    assert end.vp == totals
    # the standings as each deal ended, which the table's earlier-deal windows show
    for number in range(MATCH_DEALS + 1):
        standing = tuple(sum(r.vp[seat] for r in end.history[:number]) for seat in range(players))
        assert end.vp_after(number) == standing
        assert next(s for s in states if len(s.history) == number).vp == standing
    result = GAME.result(end)
    assert result.scores == totals
    assert result.winners == tuple(s for s in range(players) if totals[s] == max(totals))
    # places by Victory Points, shared on equal points
    assert result.places == tuple(1 + sum(other > mine for other in totals) for mine in totals)
    assert {result.places[seat] for seat in result.winners} == {1}
    assert len(result.players[0].lines) == MATCH_DEALS
    deal_lines = [note for note in result.notes if note.template == "Deal {number}:"]
    assert deal_lines == [Note.of("Deal {number}:", number=n) for n in (1, 2, 3)]
    names = [f"P{seat}" for seat in range(players)]
    last = render_note(result.notes[-1], names)
    assert last.startswith("Match: ") and last.endswith(f" with {max(totals)} VP.")
    assert result.notes[-1].seats == result.winners


def test_match_deal_record_matches_the_scoring_of_that_deal() -> None:
    states, _ = random_game(3, seed=8, match=True)
    new_deals = [after for before, after in itertools.pairwise(states) if after.deal != before.deal]
    assert [state.deal for state in new_deals] == [2, 3]
    assert all(len(state.hands[0]) == 6 for state in new_deals)
    end = states[-1]
    assert len(end.history) == MATCH_DEALS
    for record in end.history:
        # each recorded deal, scored again from its revealed cards, gives its recorded outcome
        total = sum(power(slot.card, slot.top_up) for g in record.garrisons for slot in g)
        categories = [None if card is None else CARDS[card].category for card in record.victory]
        holder = next(
            seat for seat, g in enumerate(record.garrisons) if any(s.card == HORNBILL for s in g)
        )
        expected = decide(total, categories, holder)
        assert (record.total, record.category, record.winners, record.vp, record.notes) == (
            expected.total,
            expected.category,
            expected.winners,
            expected.vp,
            expected.notes,
        )
    assert end.vp == tuple(map(sum, zip(*(record.vp for record in end.history), strict=True)))
    # each record keeps its deal's discard pile as the deal's last table left it
    last_tables = [
        before for before, after in itertools.pairwise(states) if after.deal != before.deal
    ]
    for record, before in zip(end.history, last_tables, strict=False):
        assert record.discard[: len(before.discard)] == before.discard
    assert end.history[-1].discard == end.discard


@pytest.mark.parametrize("players", [2, 4])
def test_a_deals_end_is_the_table_its_last_move_left_turned_over(players: int) -> None:
    """The move that ends a deal of a match deals the next: History's row of it showed the new
    hands (play tester, session 54). ``part_end`` gives the table the deal ended on, as the
    match's last deal ends: no hand, every Garrison, victory card and the discard as the last
    move left them, turned over, the Victory Points counted; of the views, each player's view
    of it (nothing hidden comes out but what the end turns over)."""
    states, actions = random_game(players, seed=5 * players, match=True)
    ends = 0
    for before, action, after in zip(states, actions, states[1:], strict=False):
        end = GAME.part_end(before, after)
        if after.deal == before.deal:  # no deal ended, or the match did (``after`` shows it)
            assert end is None
            continue
        ends += 1
        assert isinstance(action, Action) and end is not None
        # the move played as the match's last deal ends on the table it leaves
        last = GAME.apply(replace(before, deal=MATCH_DEALS), action)
        assert last.phase is Phase.OVER and len(last.history) == len(after.history)
        assert (end.phase, end.deal, end.vp, end.history) == (
            Phase.OVER,
            before.deal,
            after.vp,
            after.history,
        )
        assert replace(end, deal=MATCH_DEALS) == replace(last, looked=(), rumours=())
        for seat in range(players):
            view = GAME.part_end(GAME.view(before, seat), GAME.view(after, seat))
            assert view == GAME.view(end, seat)
    assert ends == MATCH_DEALS - 1


def test_a_deal_is_told_in_at_most_most_deal_notes_lines() -> None:
    """The deal window keeps room for the most lines a deal may be told in from the first deal
    on (``MOST_DEAL_NOTES``): every total and every hand of victory categories stays within
    it, and some take it all."""
    categories = (*PRIORITY, None)
    longest = max(
        len(decide(total, held, holder).notes)
        for total in range(-12, 40)
        for held in itertools.product(categories, repeat=3)
        for holder in (None, 0)
    )
    assert longest == MOST_DEAL_NOTES


@pytest.mark.parametrize(
    ("first", "second", "decided"),
    [
        ((3, 0, 0), (3, 0, 0), (0,)),  # 6 to 0: the last deal's 3 VP cannot make it up
        ((3, 0, 0), (0, 0, 3), ()),  # 3 to 3: two leaders
        ((3, 0, 0), (2, 1, 0), (0,)),  # 5 to 1: 1 + 3 < 5
        ((2, 0, 0), (1, 1, 0), ()),  # 3 to 1: 1 + 3 passes 3
        ((3, 0, 0), (1, 1, 1), ()),  # 4 to 1: 1 + 3 only equals 4, a shared win
        ((3, 3, 0), (1, 1, 0), ()),  # two leaders: nothing is decided between them
    ],
)
def test_a_match_is_decided_when_nobody_can_catch_its_leader(
    first: tuple[int, int, int], second: tuple[int, int, int], decided: tuple[int, ...]
) -> None:
    """Play tester 208 played deal 3 of a match lost after deal 2 (6 VP to 0), and nothing said
    so: the engine says who has won once no other seat can reach, or equal, their Victory
    Points by winning every deal left alone (3 VP, the most a deal gives)."""
    states, _ = random_game(3, seed=24, match=True)
    third = next(state for state in states if state.deal == 3)
    records = (replace(third.history[0], vp=first), replace(third.history[1], vp=second))
    table = replace(third, history=records, vp=tuple(map(sum, zip(first, second, strict=True))))
    note = decided_match(table, 2)
    if not decided:
        assert note is None
        return
    assert note is not None and note.seats == decided
    assert render_note(note, ["Iris", "Rose", "Cleo"]) == (
        "Iris has won the match: nobody can catch up in the deals left."
    )
    # after deal 1 nothing is decided yet (two deals give 6); a single deal is no match; once
    # the match is over its own note names the winner
    assert decided_match(table, 1) is None
    assert decided_match(replace(table, match=False), 2) is None
    end = states[-1]
    assert len(end.history) == MATCH_DEALS
    assert decided_match(replace(end, history=(*records, end.history[2])), 2) is None
