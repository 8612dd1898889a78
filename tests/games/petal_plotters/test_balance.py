"""The balance tool's measured seats: what each one is shown, and that a game is scored."""

from __future__ import annotations

import math
from pathlib import Path
from random import Random

import pytest

from engine.games.petal_plotters import balance
from engine.games.petal_plotters.components import CATEGORIES
from engine.games.petal_plotters.scoring import outcome
from engine.games.petal_plotters.state import HIDDEN, PetalPlottersOptions, Phase


def _hidden_count(state: balance.State) -> int:
    cards = [slot.card for garrison in state.garrisons for slot in garrison]
    cards += [held.card for hand in state.hands for held in hand]
    return cards.count(HIDDEN)


def _mid_game(players: int, seed: int) -> balance.State:
    """A state after a few normal moves, with face-down cards in several Garrisons."""
    state = balance.GAME.new_game(PetalPlottersOptions(players=players), seed)
    agents = [balance.make_agent("normal", seat) for seat in range(players)]
    for _ in range(3 * players):
        seat = state.current
        state = balance.GAME.apply(
            state, agents[seat].choose(balance.GAME, balance.GAME.view(state, seat), seat)
        )
    return state


def test_hard_seat_sees_only_its_view() -> None:
    state = _mid_game(3, 4)
    assert balance._seat_input("hard", state, 1) == balance.GAME.view(state, 1)
    assert _hidden_count(balance._seat_input("hard", state, 1)) > 0


def test_oracles_see_what_they_are_documented_to_see() -> None:
    state = _mid_game(3, 4)
    assert balance._seat_input("oracle", state, 1) is state
    garrisons_shown = balance._seat_input("garrison-oracle", state, 1)
    assert garrisons_shown.garrisons == state.garrisons
    assert garrisons_shown.hands == balance.GAME.view(state, 1).hands
    assert HIDDEN not in {slot.card for g in garrisons_shown.garrisons for slot in g}


def _record_scoring(monkeypatch: pytest.MonkeyPatch) -> list[tuple[balance.State, int]]:
    """Every (final state, seat) the balance tool scores, so a test can check the scoring
    against the rules' own outcome of that very game."""
    scored: list[tuple[balance.State, int]] = []
    real = balance.win_share

    def recording(state: balance.State, seat: int) -> float:
        scored.append((state, seat))
        return real(state, seat)

    monkeypatch.setattr(balance, "win_share", recording)
    return scored


def _share_of(state: balance.State, seat: int) -> float:
    """``seat``'s share of a finished game by the rules' outcome (co-winners share)."""
    winners = outcome(state).winners
    return 1.0 / len(winners) if seat in winners else 0.0


@pytest.mark.parametrize("kind", ["oracle", "garrison-oracle"])
def test_measured_game_scores_the_measured_seat(kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    scored = _record_scoring(monkeypatch)
    shares = []
    for measured in range(3):
        share, times = balance._measured_game((kind, 3, 2, measured, None))
        [(final, seat)] = scored
        scored.clear()
        assert seat == measured and balance.GAME.is_over(final)
        assert share == _share_of(final, measured)
        assert times and all(moment > 0.0 for moment in times)
        shares.append(share)
    # in this deal the measured seat loses at one seat and wins at another: both are checked
    assert min(shares) == 0.0 < max(shares)


def test_last_decisions_are_the_two_card_turns_of_a_normal_game() -> None:
    positions = balance._last_decisions(3, 5)
    for state, mover in positions:
        assert state.phase is Phase.TURN and state.current == mover
        assert len(state.hands[mover]) == 2
    # every seat comes to its victory card (a pass or an exchange can bring a seat back to two)
    assert {mover for _, mover in positions} == {0, 1, 2}


def _unknown_face_down(view: balance.State) -> list[tuple[int, int]]:
    return [
        (seat, index)
        for seat, garrison in enumerate(view.garrisons)
        for index, slot in enumerate(garrison)
        if slot.card == HIDDEN and not slot.face_up
    ]


def test_the_orientation_oracle_samples_cards_but_knows_which_end_is_up() -> None:
    state = _mid_game(3, 6)
    view = balance.GAME.view(state, 1)
    unknown = _unknown_face_down(view)
    assert len(unknown) >= 2
    game = balance._game_for("orientation-oracle", state)
    assert balance._seat_input("orientation-oracle", state, 1) == view
    rng = Random(3)
    worlds = [game.determinise(view, 1, rng) for _ in range(20)]
    for world in worlds:
        for seat, index in unknown:
            assert world.garrisons[seat][index].top_up == state.garrisons[seat][index].top_up
    # the cards themselves are still sampled: the worlds do not all hold the true cards
    assert any(
        world.garrisons[seat][index].card != state.garrisons[seat][index].card
        for world in worlds
        for seat, index in unknown
    )
    # without the oracle, some sampled orientation differs from the truth
    plain = [balance.GAME.determinise(view, 1, rng) for _ in range(20)]
    assert any(
        world.garrisons[seat][index].top_up != state.garrisons[seat][index].top_up
        for world in plain
        for seat, index in unknown
    )


def test_the_intent_oracle_turns_each_card_the_way_its_owner_wants() -> None:
    state = _mid_game(3, 6)
    view = balance.GAME.view(state, 1)
    game = balance._game_for("intent-oracle", state)
    assert balance._game_for("normal", state) is balance.GAME
    world = game.determinise(view, 1, Random(5))
    aims = balance.evolve(world, hands=state.hands, victory=state.victory)
    unknown = _unknown_face_down(view)
    assert len(unknown) >= 2
    for seat, index in unknown:
        assert world.garrisons[seat][index].card != HIDDEN
        assert world.garrisons[seat][index].top_up == balance.preferred_end(aims, seat, index)


@pytest.mark.parametrize("kind", ["normal", "oracle", "orientation-oracle", "intent-oracle"])
def test_a_last_decision_is_played_then_finished(
    kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, mover = balance._last_decisions(3, 5)[0]
    scored = _record_scoring(monkeypatch)
    share, spent = balance._last_decision_share((kind, 3, 5, 0))
    assert spent > 0.0
    # the share is the mover's mean over FINISHES games played to their end
    assert len(scored) == balance.FINISHES
    assert all(seat == mover and balance.GAME.is_over(final) for final, seat in scored)
    finishes = [_share_of(final, mover) for final, _ in scored]
    assert share == pytest.approx(sum(finishes) / balance.FINISHES)
    assert share > 0.0  # the mover wins a finish of this position: the mean is not vacuous


@pytest.mark.parametrize(
    ("kind", "level"),
    [("normal", "normal"), ("hard", "hard"), ("hard-oracle", "hard"), ("oracle", "normal")],
)
def test_each_measured_kind_names_its_level(kind: str, level: str) -> None:
    assert balance._level(kind) == level


def test_hard_oracles_are_shown_what_the_normal_oracles_are() -> None:
    state = _mid_game(3, 4)
    assert balance._seat_input("hard-oracle", state, 1) is state
    assert balance._seat_input("hard-garrison-oracle", state, 1) == balance._seat_input(
        "garrison-oracle", state, 1
    )


def test_a_budget_reaches_the_measured_hard_seat() -> None:
    """The measured seat plays with the budget asked for (max move time stays near it)."""
    _, times = balance._measured_game(("hard", 3, 2, 1, 0.05))
    assert times and max(times) < 0.5  # the hard level's own budget is 0.9 s


def test_the_rules_publish_a_whole_self_play_table_within_the_deck_targets() -> None:
    """The player's rules show the self-play shares per victory card, copied from a run of
    ``balance 1000 2``: a whole row per player count, and numbers that keep the deck targets.
    This reads the document only; :func:`test_self_play_keeps_the_deck_targets` measures the
    game itself."""
    doc = (Path(__file__).resolve().parents[3] / "docs" / "rules" / "petal-plotters.md").read_text(
        "utf-8"
    )
    lines = doc.splitlines()
    header = lines.index("| Players | Snail / Spider | Katydid | Frog | Blue Squad | Hornbill |")
    rows = [line.strip("|").split("|") for line in lines[header + 2 : header + 6]]
    assert [int(row[0]) for row in rows] == [2, 3, 4, 5]
    for row in rows:
        shares = [float(cell.strip().rstrip("%")) for cell in row[1:]]
        assert abs(sum(shares) - 100.0) < 0.5
        assert max(shares) <= 40.0
        assert 1.0 <= shares[-1] <= 10.0  # the Hornbill


SELF_PLAY_DEALS = 300
"""Self-play deals per player count for the slow balance test (about 100 s on two cores)."""


def _cap(share: float, deals: int) -> float:
    """A target share plus three standard errors of a sample of ``deals`` deals: a measured
    share above it means the true share is above the target (a false alarm is about 0.1 %)."""
    return share + 3.0 * math.sqrt(share * (1.0 - share) / deals)


@pytest.mark.slow
def test_self_play_keeps_the_deck_targets() -> None:
    """Measured with the balance tool (``normal`` seats, the same deals as ``balance`` runs):
    no victory category wins more than 40 % of the deals at any player count, and the
    Hornbill wins some deals, but rarely (at most 10 %), each allowing for the sample's error."""
    table = balance.category_table(SELF_PLAY_DEALS, 2)
    rows = [line.strip("|").split("|") for line in table.splitlines()[2:]]
    assert [(int(row[0]), int(row[1])) for row in rows] == [
        (players, SELF_PLAY_DEALS) for players in (2, 3, 4, 5)
    ]
    hornbill = CATEGORIES.index("hornbill")
    hornbill_wins = 0
    for row in rows:
        shares = [float(cell.strip().rstrip("%")) / 100.0 for cell in row[2:]]
        assert len(shares) == len(CATEGORIES)
        assert sum(shares) == pytest.approx(1.0, abs=0.005)  # every deal has a winner
        assert max(shares) <= _cap(0.40, SELF_PLAY_DEALS), row
        assert shares[hornbill] <= _cap(0.10, SELF_PLAY_DEALS), row
        hornbill_wins += round(shares[hornbill] * SELF_PLAY_DEALS)
    assert hornbill_wins >= 1


def test_sampling_error_reports_bias_spread_and_orientation() -> None:
    report = balance.sampling_error(2)
    count = len(balance._last_decisions(3, 1)) + len(balance._last_decisions(3, 2))
    assert report.startswith(f"{count} last decisions (3 players, 2 games, 50 worlds each)")
    assert "mean error" in report and "top end up" in report


def test_the_command_line_passes_player_counts_and_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[object, ...]] = []

    def fake(*args: object) -> str:
        calls.append(args)
        return ""

    monkeypatch.setattr(balance, "against_normal", fake)
    balance.main(["--hard", "--players=2,4", "--budget=0.2", "12", "1"])
    assert calls == [("hard", 12, 1, (2, 4), 0.2)]
    balance.main(["--hard-oracle", "6"])
    assert calls[-1] == ("hard-oracle", 6, 2, (3, 5), None)
    monkeypatch.setattr(balance, "last_decision", fake)
    balance.main(["--last-decision", "--players=2", "30", "1"])
    assert calls[-1] == (30, 1, 2)
    balance.main(["--last-decision"])
    assert calls[-1] == (60, 2, 3)


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--hrad"], "unrecognized arguments: --hrad"),
        (["many"], "'many' is not a whole number"),
        (["0"], "'0' is not 1 or more"),
        (["--hard", "--players=6"], "Petal Plotters is for 2 to 5 players"),
        (["--hard", "--budget=soon"], "'soon' is not a number of seconds"),
    ],
)
def test_the_command_line_refuses_bad_input_before_playing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], argv: list[str], said: str
) -> None:
    """A mistyped option ran a thousand deals; a word for a count ended in a traceback."""
    monkeypatch.setattr(balance, "category_table", pytest.fail)
    monkeypatch.setattr(balance, "against_normal", pytest.fail)
    with pytest.raises(SystemExit) as exit_info:
        balance.main(argv)
    assert exit_info.value.code == 2
    assert said in capsys.readouterr().err


def test_the_command_line_help_plays_nothing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(balance, "category_table", pytest.fail)
    with pytest.raises(SystemExit) as exit_info:
        balance.main(["--help"])
    assert exit_info.value.code == 0
    assert "--hard-garrison-oracle" in capsys.readouterr().out
