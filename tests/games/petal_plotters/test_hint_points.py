"""A hint that gives a card not seen yet over keeping a card held that wins more often: in a
match for the Victory Points it earns more, and said so; in a single deal never."""

from __future__ import annotations

from dataclasses import replace

from engine.core.notes import Note, Term
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.state import AddToGarrison, Phase, State, UseAbility

from .helpers import down, position, random_game, up

SNAIL = UseAbility("garden-snail-2")
POINTS = (
    "This move wins less often, but earns more Victory Points on average: in a match a win"
    " alone earns 2 or 3, a shared win only 1."
)


def snail_or_blue_squad(*, match: bool) -> State:
    """Five players, Cleo's (seat 2) next-to-last card: her Garden Snail's exchange brings her
    a face-down card of a rival's Garrison, not seen yet, as her victory card; keeping her
    Dusky Leaf Langur (Blue Squad, 8 or more) wins more often, mostly shared (a seeded game's
    table, as play tester 181's: "about 40% (alone about 10%); keeping Blue Squad … about 50%
    (alone about 5%)")."""
    state = position(
        [
            ["malay-red-harlequin", "garden-snail-1"],
            [],
            ["garden-snail-2", "dusky-leaf-langur-2"],
            ["frog-1", "sunbird-1"],
            ["frog-2", "spider-1"],
        ],
        [
            [down("katydid-2", 0, False), down("pangolin-1", 0)],
            [
                up("great-hornbill", 5),
                down("katydid-1", 1),
                down("spider-2", 1),
                down("dusky-leaf-langur-1", 1, False),
            ],
            [down("silver-royal", 2), down("honey-bee-2", 2)],
            [
                down("dusky-leaf-langur-3", 3, False, 0),
                down("katydid-3", 3),
                down("common-birdwing", 3, False),
            ],
            [down("sunbird-3", 4, False), down("honey-bee-1", 4, False)],
        ],
        current=2,
        first_player=1,
        victory=[None, "katydid-5", None, None, None],
        discard=("pangolin-3", "pangolin-2", "sunbird-2"),
    )
    return replace(state, match=match)


def inner(note: Note, template: str) -> Note:
    """``note``'s reason where it is ``template`` ("{change} {reason}", "{reason} {points}")
    around it, else ``note``."""
    if note.template != template:
        return note
    reason = dict(note.params)["reason"]
    assert isinstance(reason, Note)
    return reason


def weighing(note: Note | None) -> Note | None:
    """The words of a reason that weighs a card not seen yet against keeping a card held,
    without a known change of the total said before them, nor the points after them; None:
    the reason weighs none."""
    if note is None:
        return None
    words = inner(inner(note, "{change} {reason}"), "{reason} {points}")
    return words if "{held}" in words.template else None


def weighed(note: Note | None) -> dict[str, object]:
    """The figures of a reason that weighs the card not seen yet against the card held."""
    words = weighing(note)
    assert words is not None
    return dict(words.params)


def test_in_a_match_the_snail_wins_less_often_for_more_points_and_says_so() -> None:
    """The search's Snail stands: it wins alone more often, and a win alone earns 2 or 3
    Victory Points against a shared win's 1. Its reason, which sets its lower chance beside
    the Blue Squad's, says so: without it the hint read as one for the worse move (play
    tester 181)."""
    view = GAME.view(snail_or_blue_squad(match=True), 2)
    assert GAME.hint_move(view, 2, SNAIL) == SNAIL
    note = GAME.hint_reason(view, 2, SNAIL)
    said = weighed(note)
    assert said["category"] == Term("Blue Squad")
    assert isinstance(said["percent"], int) and isinstance(said["held"], int)
    assert said["percent"] < said["held"]
    assert isinstance(said["alone"], int) and isinstance(said["held_alone"], int)
    assert said["alone"] > said["held_alone"]
    assert note is not None and note.template == "{reason} {points}"
    assert dict(note.params)["points"] == Note.of(POINTS)


def test_in_a_single_deal_the_hint_keeps_the_card_that_wins_more_often() -> None:
    """One deal alone: its winners are decided by the priority order, and Victory Points
    decide nothing, so the hint gives the move that keeps the Blue Squad, whose chance to win
    its reason sets higher, not the search's Snail; the Snail's reason says nothing of
    points."""
    view = GAME.view(snail_or_blue_squad(match=False), 2)
    given = GAME.hint_move(view, 2, SNAIL)
    assert isinstance(given, AddToGarrison) and given.card == "garden-snail-2"
    said = weighed(GAME.hint_reason(view, 2, SNAIL))
    assert isinstance(said["percent"], int) and isinstance(said["held"], int)
    assert said["percent"] < said["held"]
    note = GAME.hint_reason(view, 2, SNAIL)
    assert note is not None and note.template != "{reason} {points}"
    kept = GAME.hint_reason(view, 2, given)
    assert kept is not None and "Victory Points" not in repr(kept)


def test_the_hint_never_gives_a_card_not_seen_yet_over_a_surer_one_unless_for_points() -> None:
    """Over seeded tables, each as a single deal and in a match: wherever the hint gives a
    move that lays a card not seen yet, the search having chosen it, and its reason sets a
    card held's chance higher, it is a match and the reason says the points it earns."""
    told = 0
    for seed in (28, 33):
        states, _ = random_game(5, seed)
        for state in states:
            player = state.current
            if state.phase is not Phase.TURN or len(state.hands[player]) != 2:
                continue
            for match in (False, True):
                view = GAME.view(replace(state, match=match), player)
                for searched in GAME.legal_actions(view):
                    if not isinstance(searched, UseAbility):
                        continue
                    move = GAME.hint_move(view, player, searched)
                    note = GAME.hint_reason(view, player, move)
                    if weighing(note) is None:
                        continue
                    assert note is not None
                    said = weighed(note)
                    assert isinstance(said["percent"], int) and isinstance(said["held"], int)
                    if said["percent"] < said["held"]:
                        points = inner(note, "{change} {reason}")
                        assert match and points.template == "{reason} {points}"
                        told += 1
    assert told, "a table where the hint gives up chance for points"
