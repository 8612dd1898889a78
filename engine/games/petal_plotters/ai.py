"""Petal Plotters AI hooks: evaluation and determinisation.

``evaluate`` estimates a player's chance of winning the deal (times 10, so a sure win is
worth 10 points): the final total is modelled as the current total plus a zero-mean normal
drift whose spread grows with the cards still to be played; the player's category is their
victory card, or the best category among the cards they could still keep. A category wins
for the totals that meet its condition and are not taken by a higher-priority category held
(or likely to be held) by someone else; co-holders share. The Hornbill holder also wins the
totals nobody claims.

States in the middle of an ability or a pass are first resolved greedily (each decision
maker takes their best choice by the same evaluation, never Cancel), so a one-ply search
values ``UseAbility`` by what the ability can achieve.

``determinise`` deals the cards a view does not show at random into the hidden places.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from random import Random
from typing import Final

from engine.core.actions import Action
from engine.core.notes import Note, NoteValue, Term
from engine.games.petal_plotters import rules
from engine.games.petal_plotters.components import CARDS, CATEGORY_NAMES, HORNBILL
from engine.games.petal_plotters.counting import Place, rumour_places, unseen_cards
from engine.games.petal_plotters.scoring import (
    CONDITION_TEXT,
    PRIORITY,
    VP_GROUP,
    VP_SOLO,
    condition_met,
    outcome,
)
from engine.games.petal_plotters.state import (
    HIDDEN,
    Cancel,
    DealRecord,
    HandCard,
    Phase,
    Slot,
    State,
    UseAbility,
    evolve,
)

VP_SCALE = 3.0
"""Evaluation units per Victory Point."""
DRIFT_PER_CARD = 1.9
"""Standard deviation of the total's change per card still to be played."""
HAND_CLAIM = 0.5
"""Chance that a rival who still holds a category in hand ends up keeping it."""
DRIFT_MEAN = 0.5
"""Fraction of the mid-point (top + bottom) / 2 of the cards still to be played that the total
is expected to gain."""
MIDPOINT = {card.id: (card.top + card.bottom) / 2 for card in CARDS.values()}


_INDEX = {category: index for index, category in enumerate(PRIORITY)}


def _around(center: int, spread: float) -> list[tuple[int, float]]:
    """Whole totals near ``center`` and their chances, a normal drift of ``spread`` rounded to
    whole totals (all of it on ``center`` when there is no spread)."""
    if spread <= 0.05:
        return [(center, 1.0)]
    reach = math.ceil(3.5 * spread)
    weights = [
        (center + delta, math.exp(-0.5 * (delta / spread) ** 2))
        for delta in range(-reach, reach + 1)
    ]
    norm = sum(weight for _, weight in weights)
    return [(total, weight / norm) for total, weight in weights]


def _band(total: int) -> int:
    """Which of ``_masses``'s four ranges ``total`` lies in (0: below 0 … 3: 12 or more)."""
    return 0 if total < 0 else 1 if total <= 7 else 2 if total < 12 else 3


@lru_cache(maxsize=8192)
def _masses(center: int, spread_key: int) -> tuple[float, float, float, float]:
    """Probability that the final total is below 0, 0..7, 8..11, 12 or more (``_around``
    ``center``, spread in tenths). These four ranges are where the set of met conditions
    changes: below 0 meets Snail/Spider and Katydid; 0..7 the Katydid; 8..11 the Blue Squad;
    12 or more the Frog and the Blue Squad."""
    masses = [0.0, 0.0, 0.0, 0.0]
    for t, chance in _around(center, spread_key / 10.0):
        masses[_band(t)] += chance
    return masses[0], masses[1], masses[2], masses[3]


def _categories_of(cards: Iterable[str]) -> set[str]:
    """The categories of ``cards`` that a victory card can win with (a hidden card: none)."""
    return {CARDS[card].category for card in cards if card in CARDS and card != HORNBILL}


def _table_total(state: State) -> int:
    """The Garrisons' total so far (a hidden card counts nothing)."""
    total = 0
    for garrison in state.garrisons:
        for slot in garrison:
            card = CARDS.get(slot.card)
            if card is not None:
                total += card.top if slot.top_up else card.bottom
    return total


def _outlook(state: State) -> tuple[int, float]:
    """Where the final total is expected to end, and its spread: the Garrisons' total so far
    plus a share of the mid-points of the cards still to be played, spread more the more
    cards remain."""
    total = _table_total(state)
    remaining = 0
    drift = 0.0
    for seat in range(state.players):
        hand = state.hands[seat]
        if len(hand) > 1:
            remaining += len(hand) - 1
            middle = sum(MIDPOINT.get(held.card, 0.0) for held in hand)
            drift += middle * (len(hand) - 1) / len(hand)
    if state.pending is not None:
        remaining += len(state.pending.passed)
    spread = DRIFT_PER_CARD * math.sqrt(remaining) + (0.5 if remaining else 0.0)
    return total + round(DRIFT_MEAN * drift), spread


def _claims(state: State, player: int) -> tuple[list[float], set[int]]:
    """Rivals' claims on each category (by ``PRIORITY`` index): a laid victory card is sure, a
    card in hand likely (``HAND_CLAIM``); and the categories ``player`` may keep."""
    claims = [0.0, 0.0, 0.0, 0.0]
    mine: set[int] = set()
    for seat in range(state.players):
        held = state.victory[seat]
        if held is not None and held.card in CARDS:
            cats = {CARDS[held.card].category}
            weight = 1.0
        else:
            cats = _categories_of(card.card for card in state.hands[seat])
            weight = HAND_CLAIM
        indexes = {_INDEX[category] for category in cats if category in _INDEX}
        if seat == player:
            mine = indexes
            continue
        for index in indexes:
            claims[index] = 1.0 - (1.0 - claims[index]) * (1.0 - weight)
    return claims, mine


def _masses_of(state: State) -> tuple[float, float, float, float]:
    """``_masses`` around the total ``_outlook`` expects for ``state``."""
    center, spread = _outlook(state)
    return _masses(center, round(spread * 10))


def _winning(
    masses: tuple[float, float, float, float], claims: list[float]
) -> tuple[float, float, float, float]:
    """For each category (by ``PRIORITY`` index), the chance the total meets it and no rival's
    claim on a category before it takes the win: a player keeping that card wins, alone or
    with others."""
    low, mid, high, top = masses
    c_snail, _, c_frog, _ = claims
    return (low, low * (1.0 - c_snail) + mid, top, high + top * (1.0 - c_frog))


def win_chance(state: State, player: int, category: str) -> float:
    """The chance ``player`` wins the deal keeping a card of ``category``, as ``base_value``
    models it: the chance the total meets it was read as the chance to win, where a Frog held
    by another comes before the Blue Squad (play test)."""
    claims, _ = _claims(state, player)
    return _winning(_masses_of(state), claims)[_INDEX[category]]


def alone_chance(state: State, player: int, category: str) -> float:
    """The chance ``player`` wins the deal alone keeping a card of ``category``: their
    ``win_chance`` less the wins a rival's claim on the same category would share, as
    ``base_value`` counts them. A hint's "you win about 80%" counted four-way shares of the
    Katydid, each worth a single Victory Point (play tester 127)."""
    claims, _ = _claims(state, player)
    index = _INDEX[category]
    return _winning(_masses_of(state), claims)[index] * (1.0 - claims[index])


def base_value(state: State, player: int) -> float:
    """VP_SCALE x the Victory Points ``player`` can expect (from this deal, plus the match's
    VP so far), without resolving a pending ability."""
    earned = state.vp[player] if state.match else 0
    if state.phase is Phase.OVER:
        if state.match:
            return VP_SCALE * earned
        return VP_SCALE * outcome(state).vp[player]
    masses = _masses_of(state)
    claims, mine = _claims(state, player)
    chances = _winning(masses, claims)
    holder = -1
    for seat, garrison in enumerate(state.garrisons):
        if any(slot.card == HORNBILL for slot in garrison):
            holder = seat
    best = 0.0
    for index in mine:
        alone = 1.0 - claims[index]
        category = PRIORITY[index]
        points = alone * VP_SOLO[category] + (1.0 - alone) * VP_GROUP[category]
        best = max(best, chances[index] * points)
    expected = best
    if holder == player:
        expected += _nobody_wins(masses, claims, mine) * VP_SOLO["hornbill"]
    return VP_SCALE * (earned + expected)


def _nobody_wins(
    masses: tuple[float, float, float, float], claims: list[float], mine: set[int]
) -> float:
    """The chance no victory card wins, where the Hornbill's holder wins: the total meets no
    condition of a card kept, rivals' by their ``claims``, the player's own (``mine``, by
    ``PRIORITY`` index) sure to be kept."""
    low, mid, high, top = masses
    t_snail, t_katydid, t_frog, t_blue = (
        1.0 if index in mine else claims[index] for index in range(4)
    )
    return (
        low * (1.0 - t_snail) * (1.0 - t_katydid)
        + mid * (1.0 - t_katydid)
        + high * (1.0 - t_blue)
        + top * (1.0 - t_frog) * (1.0 - t_blue)
    )


def hornbill_chance(state: State, player: int) -> float:
    """The chance ``player``, holding the Hornbill, wins with it, as ``base_value`` counts it:
    a hint that relied on it said "you win if nobody else does" and no chance (play tester
    135)."""
    claims, mine = _claims(state, player)
    return _nobody_wins(_masses_of(state), claims, mine)


def choices(state: State) -> list[Action]:
    """The legal actions an AI weighs: all but Cancel. Cancel only takes back the mover's own
    choice of an ability; an AI that weighs it against the ability's targets (each valued on
    other sampled worlds) chooses, cancels and chooses again, which reads as dithering, and
    as a player may cancel as often as they like, it could do so without end."""
    return [action for action in rules.legal_actions(state) if not isinstance(action, Cancel)]


def _resolve(state: State, depth: int = 0) -> State:
    """Play out a pending ability or pass greedily (never Cancel)."""
    while state.phase in (Phase.ABILITY, Phase.PASS) and depth < 12:
        depth += 1
        mover = state.current
        options = choices(state)
        if not options:
            break
        best_state = state
        best_value = -math.inf
        for action in options:
            after = rules.apply(state, action)
            if after.phase is Phase.ABILITY and after.current == mover and after.pending:
                # a two-part choice (exchange): look one decision further
                after = _resolve(after, depth + 4)
            value = base_value(after, mover)
            if value > best_value:
                best_value, best_state = value, after
        state = best_state
    return state


_last_resolved: list[tuple[State, State]] = []
"""The last resolution (search code evaluates one state for every player in a row)."""


def evaluate(state: State, player: int) -> float:
    if state.phase in (Phase.ABILITY, Phase.PASS):
        cached = _last_resolved[0] if _last_resolved else None
        if cached is not None and cached[0] is state:
            state = cached[1]
        else:
            resolved = _resolve(state)
            _last_resolved[:] = [(state, resolved)]
            state = resolved
    return base_value(state, player)


# -- determinisation ---------------------------------------------------------------------


def _place_rumours(view: State, player: int, unseen: set[str], rng: Random) -> dict[Place, str]:
    """Each card ``player``'s rumours name, in one of its hidden places chosen at random
    (``rumour_places``), no two in one place. Only the unseen ones: a calibration seat shown
    more than its view (``balance``) may see where one is. The true table is one way to place
    them all; a random choice alone may block a later card (a card that may be with Ada or
    Ben, put in Ada's only hidden card, leaves none for one sure to be Ada's), so a blocked
    choice is taken back."""
    wanted = [
        (rumour.card, rumour_places(view, rumour))
        for rumour in view.rumours
        if rumour.knower == player and rumour.card in unseen
    ]
    wanted.sort(key=lambda entry: len(entry[1]))  # the most constrained first
    placed: dict[Place, str] = {}

    def place_from(next_one: int) -> bool:
        if next_one == len(wanted):
            return True
        card, places = wanted[next_one]
        free = [place for place in places if place not in placed]
        rng.shuffle(free)
        for place in free:
            placed[place] = card
            if place_from(next_one + 1):
                return True
            del placed[place]
        return False

    if not place_from(0):
        raise ValueError("determinise: the rumours name no place that holds them all")
    return placed


def determinise(view: State, player: int, rng: Random) -> State:
    """A full state consistent with ``view``: the unseen cards dealt at random into the hidden
    places (hands, face-down Garrison cards with a random orientation, victory cards, passed
    cards, the cards set aside), each card the view's rumours name (``Rumour``) first, into
    one of the hidden places they name."""
    unseen = set(unseen_cards(view))
    pending = view.pending
    placed = _place_rumours(view, player, unseen, rng)
    unknown = sorted(unseen - set(placed.values()))
    rng.shuffle(unknown)
    pool = iter(unknown)

    def card_at(place: Place) -> str:
        return placed[place] if place in placed else next(pool)

    def fill(held: HandCard, place: Place) -> HandCard:
        return held if held.card != HIDDEN else HandCard(card_at(place), held.seen_by)

    hands = tuple(
        tuple(fill(held, ("hand", seat, index)) for index, held in enumerate(hand))
        for seat, hand in enumerate(view.hands)
    )
    garrisons = tuple(
        tuple(
            slot
            if slot.card != HIDDEN
            else Slot(card_at(("slot", seat, index)), False, rng.random() < 0.5, slot.seen_by)
            for index, slot in enumerate(garrison)
        )
        for seat, garrison in enumerate(view.garrisons)
    )
    victory = tuple(
        None if held is None else fill(held, ("victory", seat, 0))
        for seat, held in enumerate(view.victory)
    )
    if pending is not None:
        passed = tuple(
            fill(held, ("passed", index, 0)) for index, held in enumerate(pending.passed)
        )
        give = pending.give
        give_top_up = pending.give_top_up
        if give == HIDDEN:
            give = rng.choice(hands[view.current]).card
            give_top_up = rng.random() < 0.5
        pending = evolve(pending, passed=passed, give=give, give_top_up=give_top_up)
    set_aside = tuple(next(pool) for _ in view.set_aside)
    leftover = list(pool)
    if leftover:
        raise ValueError(f"determinise: {len(leftover)} cards had no hidden place")
    return evolve(
        view,
        hands=hands,
        garrisons=garrisons,
        victory=victory,
        pending=pending,
        set_aside=set_aside,
        rng=rng.getrandbits(64),
        viewer=None,
    )


# -- hint reasons ----------------------------------------------------------------------

HINT_WORLDS = 40
"""Sampled worlds behind a hint's likely totals: with 12, two targets of one ability read
"3 to 7" and "3 to 13" on the same table (play test). The reason is worked out in the hint's
thread, with its move; at five players it takes up to 0.2 s."""


def _worlds(view: State, player: int) -> list[State]:
    """The worlds a hint weighs ``view``'s moves on, seeded by the table: the same table gives
    the same words, and every move of one table is weighed on the same worlds."""
    rng = Random(view.rng)
    return [determinise(view, player, rng) for _ in range(HINT_WORLDS)]


def _mean_value(worlds: list[State], player: int) -> float:
    return sum(evaluate(world, player) for world in worlds) / len(worlds)


def _own_step(worlds: list[State], player: int) -> tuple[Action, list[State]] | None:
    """``player``'s step in the ability or pass before them, chosen once for every world by
    the mean of its value over them (None: no step to choose), and the worlds after it."""
    options = choices(worlds[0])
    if not options:
        return None
    outcomes = [(action, [rules.apply(world, action) for world in worlds]) for action in options]
    return max(outcomes, key=lambda outcome: _mean_value(outcome[1], player))


def _resolve_own_steps(worlds: list[State], player: int) -> list[State]:
    """``player``'s own steps of an ability or a pass, each chosen once for the worlds they
    cannot tell apart (those their view of is the same), by the mean of its value over them:
    a player picks a target not knowing the hidden cards. Chosen per world (``_resolve``),
    the choice knew each world's cards, so a hint promised at an ability's start more than
    its targets then gave (play test). Chosen once for every world, a step after a look did
    not know the card seen: a Pangolin's look, then a rotation it may make, was rated below a
    Honey Bee's look alone (play tester 135)."""
    done = list(worlds)

    def alike(indexes: list[int]) -> list[list[int]]:
        """``indexes`` of ``done`` by the player's view of them."""
        seen: dict[State, list[int]] = {}
        for index in indexes:
            seen.setdefault(rules.view(done[index], player), []).append(index)
        return list(seen.values())

    unsettled = alike(list(range(len(worlds))))
    while unsettled:
        indexes = unsettled.pop()
        first = done[indexes[0]]
        if first.phase not in (Phase.ABILITY, Phase.PASS) or first.current != player:
            continue
        step = _own_step([done[index] for index in indexes], player)
        if step is None:
            continue
        for index, after in zip(indexes, step[1], strict=True):
            done[index] = after
        unsettled.extend(alike(indexes))
    return done


def _likely_totals(outlooks: list[tuple[int, float]]) -> dict[int, float]:
    """The chance of each final total, over sampled worlds each ending ``_around`` its own
    expected total with its own spread (``_outlook``; a spread of 0 where the deal is over)."""
    chances: dict[int, float] = {}
    for center, spread in outlooks:
        for total, chance in _around(center, spread):
            chances[total] = chances.get(total, 0.0) + chance / len(outlooks)
    return chances


PRIORITY_GAP = 15
"""Percentage points between the chance the total meets a victory card and the chance to win
with it from which a hint says that a card before it in the priority order may win first."""

LIKELY_SHARE = 2 / 3
"""The share of a hint's likely totals its range covers: "between 9 and 15" leaves a sixth out
at each end."""


def _likely_range(chances: dict[int, float]) -> tuple[int, int]:
    """The lowest and highest of the likely totals (``LIKELY_SHARE`` of them, the middle)."""
    tail = (1 - LIKELY_SHARE) / 2
    low = high = None
    reached = 0.0
    for total in sorted(chances):
        reached += chances[total]
        if low is None and reached > tail:
            low = total
        if high is None and reached >= 1 - tail - 1e-9:
            high = total
    assert low is not None and high is not None
    return low, high


def _middle(chances: dict[int, float]) -> int:
    """The likely total: the middle one of ``chances`` (half of them at or below it)."""
    reached = 0.0
    for total in sorted(chances):
        reached += chances[total]
        if reached >= 0.5 - 1e-9:
            return total
    return max(chances)


def _in_fives(chance: float) -> int:
    """A chance as a percentage in steps of 5, never 0 or 100: a sampled world is a guess."""
    return min(95, max(5, 5 * round(20 * chance)))


def _winners(after: State, record: DealRecord | None) -> set[int]:
    """The winners of a sampled world whose deal is over (``record``: the deal of a match it
    ended; None: the game is over)."""
    return set(outcome(after).winners if record is None else record.winners)


SHARED_TOLD = 15
"""Percentage points of a chance to win that are shared wins from which a hint's reason says
so, with the chance to win alone: "you win about 80%" counted four-way shares of the Katydid,
worth a single Victory Point each (play tester 127)."""


TOLD_HELD = 50
"""The chance to win (percent) from which a hint's reason names a card the player holds before
the Hornbill in their Garrison (``_Figures.aim``), and a hint weighs a move by that card's
chance (``_Figures.told_chance``)."""

HORNBILL_TOLD = 10
"""The chance to win with the Hornbill (percent), besides the card a reason names, from which
the reason tells it."""


PURPOSE_GAP = 10
"""Percentage points by which a move's known change of the total must lower the chance that a
rival's card before the player's wins first, or raise the player's chance to win, for a
hint's reason to say what the change is for."""

WINS_FIRST: Final = {"katydid": "snail_spider", "blue_squad": "frog"}
"""The card before each category in the priority order whose condition lies within its own:
below 0 a Snail / Spider wins before a Katydid, 12 or more a Frog before a Blue Squad."""


TOTALS_TEXT: Final = {
    "snail_spider": "a total below 0",
    "katydid": "a total of 7 or less",
    "frog": "a total of 12 or more",
    "blue_squad": "a total of 8 or more",
}
"""Each category's condition as the totals a hint's change of the total steers toward or away
from: the condition alone read "It raises the total by 3, away from below 0, where a rival's
Snail / Spider would win before your Katydid", "toward below 0", and in German "in Richtung
unter 0" (seen in seeded games, session 50)."""


HIGH_TOTAL = 12
"""A total that meets the conditions of the cards that want a high total (Frog, Blue Squad)
and none of those that want a low one (every condition is a total and all above or below)."""


def _against(category: str, change: int) -> bool:
    """``change`` moves the total away from ``category``'s condition: lowers it where high
    totals meet it (Frog, Blue Squad), raises it where low ones do (Snail / Spider, Katydid)."""
    return (change < 0) == condition_met(category, HIGH_TOTAL)


def _kept_in(after: State, record: DealRecord | None, player: int) -> str | None:
    """The victory card ``player`` keeps in a sampled world (``record``: the deal it ended)."""
    if record is not None:
        return record.victory[player]
    laid = after.victory[player]
    return None if laid is None else laid.card


@dataclass(frozen=True)
class _Figures:
    """What a hint's reason says of a move, worked out on worlds sampled from the player's
    view (``hint_reason``), and what the hint chooses its move by (``hint_move``): the two
    apart, a hint gave a move its own figures rated below another (play tester 121)."""

    player: int
    afters: list[State]
    """The worlds after the move, its mover's own steps chosen once for all, the rest
    greedily."""
    ended: list[DealRecord | None]
    """Per world, the deal of a match the move ended (the table after it is the next deal's)."""
    chances: dict[int, float]
    """The chance of each final total."""
    last: bool
    """The move ends the deal, with the steps of its ability: nobody moves after it."""
    kept: str | None
    """The card every sampled world keeps as the player's victory card, laid by this move (a
    card with a condition: the Hornbill, taken into a hand, has none)."""
    guessed: bool
    """The move lays as the player's victory card one they have not seen (an exchange's, a
    pass's): each sampled world keeps its own guess."""
    held: frozenset[str]
    """The categories of the cards the player holds after the move in every sampled world:
    their own still in hand, and one the move takes into their hand from a place they know."""
    taken: frozenset[str]
    """Of ``held``, the categories only a card the move takes into their hand gives them."""
    change: int
    """What the move, with its mover's own steps, adds to the total, the same in every
    sampled world (a known card added or rotated); 0: none, or not known."""
    spent: str | None
    """The card whose ability the move plays out (or begins), where it leaves the total as it
    is in every sampled world: the card leaves the hand without adding to the total."""
    begun: bool
    """The move is a later step of an ability already played: its card left the hand then."""
    has_hornbill: bool
    """The Hornbill lies in the player's Garrison: its chance is told where no card is."""

    @property
    def certain(self) -> bool:
        return len(self.chances) == 1

    @property
    def likely(self) -> tuple[int, int]:
        return _likely_range(self.chances)

    def met(self, category: str) -> int:
        """The chance the total meets ``category``'s condition (``_in_fives``)."""
        return _in_fives(
            sum(c for total, c in self.chances.items() if condition_met(category, total))
        )

    def _outcomes(self, category: str | None) -> list[tuple[float, float]]:
        """Per world, the chance the player wins keeping ``category`` (None: the card that
        world keeps, ``guessed``), and the chance they win alone. Where a world's deal is
        over, whether they are among its winners, and its only one: among them, not their
        share, counts as a win (a win shared with Ben read as "you win about 35% of the
        time" where Ann nearly always won, play test). Else as ``win_chance`` and
        ``alone_chance`` model them."""
        found = []
        for after, record in zip(self.afters, self.ended, strict=True):
            if record is not None or after.phase is Phase.OVER:
                winners = _winners(after, record)
                found.append((float(self.player in winners), float(winners == {self.player})))
                continue
            if category is None:
                card = _kept_in(after, record, self.player)
                assert card is not None  # guessed: every world keeps a card
                kept = CARDS[card].category
            else:
                kept = category
            if kept not in _INDEX:  # the Hornbill taken into a hand: no condition to meet
                found.append((0.0, 0.0))
                continue
            found.append(
                (win_chance(after, self.player, kept), alone_chance(after, self.player, kept))
            )
        return found

    def hornbill_more(self, category: str) -> float:
        """The chance the player wins with the Hornbill they hold, keeping ``category``: the
        totals that meet no card's condition kept, where the deal goes on (where it is over,
        ``winning`` counts every win). ``base_value`` counts these wins; told without them, a
        Pangolin's rotation, chosen by that value, took a hint's "you win about 50%" for a
        Honey Bee's look to 40% at the Pangolin's first step (play tester 135)."""
        more = 0.0
        for after, record in zip(self.afters, self.ended, strict=True):
            if record is not None or after.phase is Phase.OVER:
                continue
            if any(slot.card == HORNBILL for slot in after.garrisons[self.player]):
                claims, _ = _claims(after, self.player)
                more += _nobody_wins(_masses_of(after), claims, {_INDEX[category]})
        return more / len(self.afters)

    def winning(self, category: str | None) -> int:
        """The chance the player wins, alone or with others, keeping ``category`` (None: the
        card each world keeps), in ``_in_fives``."""
        won = [chance for chance, _ in self._outcomes(category)]
        return _in_fives(sum(won) / len(won))

    def alone(self, category: str | None) -> int:
        """The chance the player wins alone keeping ``category`` (as ``winning``)."""
        won = [chance for _, chance in self._outcomes(category)]
        return _in_fives(sum(won) / len(won))

    def _rival_claims(self) -> list[float]:
        """The mean chance that a rival keeps each category, by ``PRIORITY`` index (as
        ``_claims``; where a world's deal is over, whether one kept it)."""
        sums = [0.0, 0.0, 0.0, 0.0]
        for after, record in zip(self.afters, self.ended, strict=True):
            if record is None:
                claims = _claims(after, self.player)[0]
            else:
                kept = {
                    CARDS[card].category
                    for seat, card in enumerate(record.victory)
                    if seat != self.player and card
                }
                claims = [float(category in kept) for category in PRIORITY]
            sums = [total + claim for total, claim in zip(sums, claims, strict=True)]
        return [total / len(self.afters) for total in sums]

    def hornbill(self) -> int:
        """The chance the player wins with the Hornbill (``hornbill_chance``; where a world's
        deal is over, whether they won with it), in ``_in_fives``."""
        won = []
        for after, record in zip(self.afters, self.ended, strict=True):
            if record is not None:
                won.append(float(record.category == "hornbill" and self.player in record.winners))
            elif after.phase is Phase.OVER:
                result = outcome(after)
                won.append(float(result.category == "hornbill" and self.player in result.winners))
            else:
                won.append(hornbill_chance(after, self.player))
        return _in_fives(sum(won) / len(won))

    def frees(self) -> bool:
        """The move's ``change`` of the total takes it, by ``PURPOSE_GAP``, to totals where no
        rival's card is likely to win: where the Hornbill's holder wins."""
        if not self.change:
            return False
        claims = self._rival_claims()

        def free(chances: dict[int, float]) -> float:
            masses = [0.0, 0.0, 0.0, 0.0]
            for total, chance in chances.items():
                masses[_band(total)] += chance
            return _nobody_wins((masses[0], masses[1], masses[2], masses[3]), claims, set())

        without = {total - self.change: c for total, c in self.chances.items()}
        return free(self.chances) - free(without) >= PURPOSE_GAP / 100

    def purpose(self, category: str) -> str | None:
        """What the move's ``change`` of the total does for ``category``: "away" from the
        totals where a rival's card before it wins first (``WINS_FIRST``), "toward" the totals
        it wins at, by ``PURPOSE_GAP``, from a likely total (``_middle``) outside them, or
        "within" them from one inside and to one inside; None: none of these. The likely
        totals with and without the change, read as ``_winning`` does: "+2 then −2" lowered
        the total while the player aimed high, and nothing said it kept it under a rival's
        Frog (play tester 129); "toward 7 or less" was said of a total of 3 taken to −1 (play
        tester 135)."""
        if not self.change or category not in _INDEX:
            return None
        without = {total - self.change: c for total, c in self.chances.items()}
        first = WINS_FIRST.get(category)
        claim = 0.0 if first is None else self._rival_claims()[_INDEX[first]]

        def met(cat: str, chances: dict[int, float]) -> float:
            return sum(c for total, c in chances.items() if condition_met(cat, total))

        def first_wins(chances: dict[int, float]) -> float:
            return 0.0 if first is None else claim * met(first, chances)

        def wins(chances: dict[int, float]) -> float:
            return met(category, chances) - first_wins(chances)

        gap = PURPOSE_GAP / 100
        if first_wins(without) - first_wins(self.chances) >= gap and wins(self.chances) >= wins(
            without
        ):
            return "away"
        if wins(self.chances) - wins(without) < gap:
            return None
        if not condition_met(category, _middle(without)):
            return "toward"
        if condition_met(category, _middle(self.chances)):
            return "within"
        return None

    def held_chances(self) -> dict[str, int]:
        """The chance to win with each category the player still holds (``winning``)."""
        return {category: self.winning(category) for category in PRIORITY if category in self.held}

    def best_chance(self) -> int | None:
        """The best chance to win these figures find: the kept card's, else that of the held
        card most likely to win (None: no card to win with)."""
        if self.kept is not None:
            category = CARDS[self.kept].category
            return self.winning(category) + self.hornbill_told(category)
        if self.guessed:
            return self.winning(None)
        held = self.held_chances()
        return max(
            (chance + self.hornbill_told(category) for category, chance in held.items()),
            default=None,
        )

    def hornbill_told(self, category: str) -> int:
        """``hornbill_more`` as a reason tells it, in steps of 5, and with ``winning`` no more
        than 95 (0: not told, under ``HORNBILL_TOLD``)."""
        more = self.hornbill_more(category)
        if more * 100 < HORNBILL_TOLD:
            return 0
        return max(0, min(5 * round(20 * more), 95 - self.winning(category)))

    def aim(self) -> tuple[str, int] | None:
        """The card the reason names as the one the move works toward (its category, or the
        Hornbill), and the chance to win with it the reason tells: the card the move keeps;
        else, where the move lays no card not seen yet (``guessed``), the held card most
        likely to win, from ``TOLD_HELD``; else the Hornbill in the player's Garrison; else
        that held card, where it wins at all. None: it names none. The reason's words and a
        hint's keeping to its aim (``hint_move``) both follow this one rule. Without the
        Hornbill, a hint whose held cards all won less than ``TOLD_HELD`` named none ("It
        lowers the total by 5. After it, the total will likely end between 0 and 15."): the
        player could not tell what the move was for (play tester 151)."""
        if self.kept is not None:
            category = CARDS[self.kept].category
            return category, self.winning(category) + self.hornbill_told(category)
        if self.guessed:
            return None
        held = self.held_chances()
        best = max(held, key=held.__getitem__, default=None)
        if best is not None and held[best] >= TOLD_HELD:
            return best, held[best] + self.hornbill_told(best)
        if self.has_hornbill:
            return HORNBILL, self.hornbill()
        if best is not None and held[best] > 0:
            return best, held[best] + self.hornbill_told(best)
        return None

    def told_chance(self) -> int | None:
        """The chance to win the reason says, as a hint weighs a move by it (``hint_move``):
        the kept card's, or that of the held card most likely to win from ``TOLD_HELD``; None
        when it says none, or says a held card's below ``TOLD_HELD`` (``aim``), too weak a
        plan to give a move for."""
        best = self.best_chance()
        if self.kept is None and best is not None and best < TOLD_HELD:
            return None
        return best


@lru_cache(maxsize=64)
def _figures(view: State, player: int, action: Action) -> _Figures:
    """The figures of ``hint_reason`` for ``action`` (see there), on ``_worlds``. Kept for
    the last few moves weighed (never changed once made): a hint weighs every move of the
    turn (``hint_move``), then tells its reason and its aim (``hint_aim``) for one of them,
    on the same worlds."""
    worlds = _worlds(view, player)
    stepped = _resolve_own_steps([rules.apply(world, action) for world in worlds], player)
    afters = [_resolve(after) for after in stepped]
    changes = {
        (after.history[-1].total if len(after.history) > len(view.history) else _table_total(after))
        - _table_total(world)
        for world, after in zip(worlds, stepped, strict=True)
    }
    last = all(
        after.phase is Phase.OVER or len(after.history) > len(view.history) for after in afters
    )
    ended = [
        after.history[-1] if len(after.history) > len(view.history) else None for after in afters
    ]
    chances = _likely_totals(
        [
            _outlook(after) if record is None else (record.total, 0.0)
            for after, record in zip(afters, ended, strict=True)
        ]
    )
    kepts = [_kept_in(after, record, player) for after, record in zip(afters, ended, strict=True)]
    kept = kepts[0]
    # a card is named only when every sampled world keeps it: one an exchange or a pass brings
    # from a hidden place is a sampled guess (a hint named a Snail for the card taken, and a
    # Honey Bee came; "which you hold" named the card a pass might bring, play tests), but one
    # taken from the player's own Garrison is known (the hint fell back on the Hornbill, play
    # test)
    sure = all(card == kept for card in kepts)
    laid = view.victory[player] is None and None not in kepts
    named = laid and sure and kept is not None and CARDS[kept].category in CONDITION_TEXT
    # the cards held after the move in every sampled world: the player's own, and one an
    # exchange takes from a place they know (their own Garrison's Katydid, where the reason
    # named the Blue Squad held at 15% for a move that aimed at the Katydid's 90%, play tester
    # 192); not one a pass or an exchange brings from a hidden place, a sampled guess ("which
    # you hold" named the card a pass might bring, play test)
    hands = [
        {held.card for held in after.hands[player]} if record is None else set()
        for after, record in zip(afters, ended, strict=True)
    ]
    known = set.intersection(*hands)
    own = {held.card for held in view.hands[player]}
    held = _categories_of(known)
    mine = _categories_of(known & own)
    # the ability's card: the one the move plays, or the one whose steps it goes on with
    ability = action.card if isinstance(action, UseAbility) else None
    if view.pending is not None and view.phase is Phase.ABILITY:
        ability = view.pending.card
    return _Figures(
        player=player,
        afters=afters,
        ended=ended,
        chances=chances,
        last=last,
        kept=kept if named else None,
        guessed=laid and not sure,
        held=frozenset(held),
        taken=frozenset(held - mine),
        change=next(iter(changes)) if len(changes) == 1 else 0,
        spent=ability if changes == {0} and view.turn_player == player else None,
        begun=view.phase is Phase.ABILITY,
        has_hornbill=any(slot.card == HORNBILL for slot in view.garrisons[player]),
    )


def _told_chance(figures: _Figures, category: str | None) -> dict[str, NoteValue]:
    """The chance to win keeping ``category`` (None: the card each world keeps) as a reason
    says it: ``percent``, and ``alone`` too where shared wins make ``SHARED_TOLD`` of it."""
    won, alone = figures.winning(category), figures.alone(category)
    if won - alone >= SHARED_TOLD:
        return {"percent": won, "alone": alone}
    return {"percent": won}


def _said(plain: str, shared: str, **params: NoteValue) -> Note:
    """The note of ``plain``, or of ``shared`` where the chance it tells counts shared wins
    (``_told_chance`` gave ``alone``): "you win or share the win about 80% of the time (alone
    about 10%)"."""
    return Note.of(shared if "alone" in params else plain, **params)


def _keeping(view: State, player: int, action: Action) -> tuple[Action, str, int, int] | None:
    """The best chance to win keeping a card ``player`` holds, by another move of this turn
    than ``action``: that move, its card's category, and its chance alone or with others, and
    alone (``_Figures``); None: no move keeps one. A move that lays an unseen card as the
    victory card is weighed against it."""
    if view.phase is not Phase.TURN:
        return None
    own = {held.card for held in view.hands[player]}
    best: tuple[Action, str, int, int] | None = None
    for other in choices(view):
        if other == action:
            continue
        figures = _figures(view, player, other)
        if figures.kept is None or figures.kept not in own:
            continue
        category = CARDS[figures.kept].category
        chance = (other, category, figures.winning(category), figures.alone(category))
        if best is None or chance[2:] > best[2:]:
            best = chance
    return best


def _surer_keeping(view: State, player: int, action: Action) -> Action | None:
    """The move keeping a card held that ``action``'s reason tells a higher chance to win than
    ``action``'s, where ``action`` lays as the victory card one not seen yet (``_keeping``);
    None: it lays none, or keeping wins no more often."""
    if not _figures(view, player, action).guessed:
        return None
    keeping = _keeping(view, player, action)
    if keeping is None or keeping[2] <= _figures(view, player, action).winning(None):
        return None
    return keeping[0]


def _earns_more(view: State, player: int, action: Action, other: Action) -> bool:
    """``action`` earns ``player`` more Victory Points on average than ``other``, as the hint
    weighs moves (``_mean_value``, on the same worlds)."""
    return _mean_value(_figures(view, player, action).afters, player) > _mean_value(
        _figures(view, player, other).afters, player
    )


def hint_reason(view: State, player: int, action: Action) -> Note | None:
    """Where the total is likely to end after ``action`` (finished greedily, on worlds sampled
    from ``player``'s view, as ``evaluate`` sees it), and the victory card that total serves:
    the game is steering the total toward your card, and a hint that only named a move did
    not teach it (play tests). A range and a chance, not one total: "should end near 22" read
    as a promise while many cards were hidden, and the deal ended at 5 (play test); one total
    only when every sampled world ends the same. A move that ends a deal of a match is told
    by that deal: the table after it is the next deal's, and its total was the new
    Hornbill's (play test). A chance to win counts shared wins, and says so where they are a
    good part of it (``_told_chance``). A move that changes the total by a known amount says
    so first, and what for where the figures show it (``told``)."""
    figures = _figures(view, player, action)

    def told(reason: Note, category: str | None = None) -> Note:
        """``reason`` after what the move's known change does to the total: by how much, and
        what for where the figures show it (``_Figures.purpose``) for ``category``, the card
        the reason names (the Hornbill: ``_Figures.frees``). "+2 then −2" and "with −3 up"
        lowered the total while the player aimed high, and nothing said why (play tester
        129). After the reason, the Hornbill's wins besides the card's, where they count
        (``_Figures.hornbill_told``)."""
        more = 0 if category not in _INDEX else figures.hornbill_told(category)
        if more:
            reason = Note.of(
                "{reason} {hornbill}",
                reason=reason,
                # with the sum: "about 50% more" read as either 50 points more or half as
                # much again (play test, session 53)
                hornbill=Note.of(
                    "With the Hornbill you also win when nobody else does, another {percent}% of"
                    " the time: about {total}% in all.",
                    percent=more,
                    total=figures.winning(category) + more,
                ),
            )
        change = figures.change
        if figures.spent is not None:
            # an ability that leaves the total as it is read as a wasted turn, its range the
            # same before and after (play tester 135): it sheds a card the total never counts
            card = Term(CARDS[figures.spent].name)
            if figures.begun:
                # a later step: the card left the hand when the ability began, and "rids your
                # hand of Honey Bee" read as false of leaving a card unrotated (play tester 192)
                clause = Note.of(
                    "This step leaves the total as it is: {card} goes to the discard pile"
                    " without adding to it.",
                    card=card,
                )
            else:
                clause = Note.of(
                    "It leaves the total as it is and rids your hand of {card} without adding it.",
                    card=card,
                )
            return Note.of("{change} {reason}", change=clause, reason=reason)
        if not change:
            return reason
        amount = abs(change)
        if category == HORNBILL:
            purpose = "free" if figures.frees() else None
        else:
            purpose = None if category is None else figures.purpose(category)
        if purpose is None and more and category and _against(category, change) and figures.frees():
            # against the card, for the Hornbill's wins the reason tells after it: said as
            # what it is for, where "It lowers the total by 1. Blue Squad needs 8 or more"
            # read as a contradiction (play test, session 53)
            purpose = "free"
        if purpose == "free":
            if change < 0:
                clause = Note.of(
                    "It lowers the total by {amount}, where a rival's card is less likely to win.",
                    amount=amount,
                )
            else:
                clause = Note.of(
                    "It raises the total by {amount}, where a rival's card is less likely to win.",
                    amount=amount,
                )
        elif category is not None and purpose == "away":
            first = WINS_FIRST[category]
            away: dict[str, NoteValue] = {
                "amount": amount,
                "condition": Term(TOTALS_TEXT[first]),
                "first": Term(CATEGORY_NAMES[first]),
                "category": Term(CATEGORY_NAMES[category]),
            }
            if change < 0:
                clause = Note.of(
                    "It lowers the total by {amount}, away from {condition}, where a rival's"
                    " {first} would win before your {category}.",
                    **away,
                )
            else:
                clause = Note.of(
                    "It raises the total by {amount}, away from {condition}, where a rival's"
                    " {first} would win before your {category}.",
                    **away,
                )
        elif category is not None and purpose == "toward":
            # short: the reason after it names the condition again, and the chance it told
            # was cut off at the end of the bar (play tester 135)
            toward = Term(CATEGORY_NAMES[category])
            if change < 0:
                clause = Note.of(
                    "It lowers the total by {amount}, toward what your {category} needs.",
                    amount=amount,
                    category=toward,
                )
            else:
                clause = Note.of(
                    "It raises the total by {amount}, toward what your {category} needs.",
                    amount=amount,
                    category=toward,
                )
        elif category is not None and purpose == "within":
            within = Term(CATEGORY_NAMES[category])
            if not condition_met(category, _table_total(view) + change):
                # judged on the likely final total: said of the total on the table, "keeping
                # it within what your Blue Squad needs" read as false of a total taken from 3
                # to 7, a newcomer checking it against the 8 or more (play tester 143); and
                # "within" read oddly of a condition with no upper end (play tester 145)
                if change < 0:
                    clause = Note.of(
                        "It lowers the total by {amount}, keeping the final total likely where"
                        " your {category} needs it.",
                        amount=amount,
                        category=within,
                    )
                else:
                    clause = Note.of(
                        "It raises the total by {amount}, keeping the final total likely where"
                        " your {category} needs it.",
                        amount=amount,
                        category=within,
                    )
            elif not condition_met(category, _table_total(view)):
                # "keeping it" was said of a total taken from 6 to 9 for a Blue Squad's 8 or
                # more: it was not there before the move (play tester 211)
                if change < 0:
                    clause = Note.of(
                        "It lowers the total by {amount}, bringing it to where your {category}"
                        " needs it.",
                        amount=amount,
                        category=within,
                    )
                else:
                    clause = Note.of(
                        "It raises the total by {amount}, bringing it to where your {category}"
                        " needs it.",
                        amount=amount,
                        category=within,
                    )
            elif change < 0:
                clause = Note.of(
                    "It lowers the total by {amount}, keeping it where your {category} needs it.",
                    amount=amount,
                    category=within,
                )
            else:
                clause = Note.of(
                    "It raises the total by {amount}, keeping it where your {category} needs it.",
                    amount=amount,
                    category=within,
                )
        elif category in _INDEX and _against(category, change):
            # where the figures give no reason for a change against the card's own condition,
            # it goes unsaid
            return reason
        elif change < 0:
            clause = Note.of("It lowers the total by {amount}.", amount=amount)
        else:
            clause = Note.of("It raises the total by {amount}.", amount=amount)
        return Note.of("{change} {reason}", change=clause, reason=reason)

    low, high = figures.likely
    certain, last, kept = figures.certain, figures.last, figures.kept
    percent = figures.met
    if kept is not None:
        category = CARDS[kept].category
        named: dict[str, NoteValue] = {
            "category": Term(CATEGORY_NAMES[category]),
            "condition": Term(CONDITION_TEXT[category]),
        }
        # the move's words say the card becomes the victory card: the reason goes on from
        # there (said twice, the line ran off a laptop's status bar, play test)
        if certain:
            if condition_met(category, low):
                return told(
                    Note.of(
                        "{category} needs {condition}, and the total will end at {total}.",
                        total=low,
                        **named,
                    ),
                    category,
                )
            return told(
                Note.of(
                    "{category} needs {condition}, yet the total will end at {total}, and this move"
                    " ends the deal: no move is left to change it.",
                    total=low,
                    **named,
                ),
                category,
            )
        chance = _told_chance(figures, category)
        if last:
            # the deal's last move: "it wins only if the total moves" gave hope where no move
            # was left to make, and "will end" read as if something could still change it;
            # the chance the total meets the card read as the chance to win, where a Snail
            # below 0 or a shared win was not told (play tests): here it is the chance to win
            return told(
                _said(
                    "{category} needs {condition}. When this move ends the deal, the total is"
                    " likely between {low} and {high}: you win about {percent}% of the time.",
                    "{category} needs {condition}. When this move ends the deal, the total is"
                    " likely between {low} and {high}: you win or share the win about {percent}%"
                    " of the time (alone about {alone}%).",
                    low=low,
                    high=high,
                    **named,
                    **chance,
                ),
                category,
            )
        # a chance, not "and"/"yet": a range that straddles the condition read as a
        # promise either way (play test); the chance to win, not that the total meets
        # the card, which read as the chance to win where a Frog held by another comes
        # before the Blue Squad (play test): a gap between the two is told, as it is
        # what the move steers by
        met = percent(category)
        if met - figures.winning(category) >= PRIORITY_GAP:
            return told(
                _said(
                    "{category} needs {condition}: the total meets it about {met}% of the time,"
                    " but a card before it in the priority order may win first, so you win"
                    " about {percent}%. The total likely ends between {low} and {high}.",
                    "{category} needs {condition}: the total meets it about {met}% of the time,"
                    " but a card before it in the priority order may win first, so you win or"
                    " share the win about {percent}% (alone about {alone}%). The total likely"
                    " ends between {low} and {high}.",
                    met=met,
                    low=low,
                    high=high,
                    **named,
                    **chance,
                ),
                category,
            )
        return told(
            _said(
                "{category} needs {condition}: you win about {percent}% of the time, the total"
                " likely ending between {low} and {high}.",
                "{category} needs {condition}: you win or share the win about {percent}% of the"
                " time (alone about {alone}%), the total likely ending between {low} and {high}.",
                low=low,
                high=high,
                **named,
                **chance,
            ),
            category,
        )
    if figures.guessed:
        # a card not seen, laid as the victory card: the reason named no card and no chance,
        # where the move gave up a card held, known, for it (play tester 127); its chance,
        # against keeping the card held
        keeping = _keeping(view, player, action)
        if keeping is None:
            return told(
                _said(
                    "With the card this move brings you, not seen yet, you win about {percent}% of"
                    " the time.",
                    "With the card this move brings you, not seen yet, you win or share the win"
                    " about {percent}% of the time (alone about {alone}%).",
                    **_told_chance(figures, None),
                )
            )
        # the two alike: both with the chance alone, where either counts shared wins
        kept_by, held_category, held, held_alone = keeping
        won, alone = figures.winning(None), figures.alone(None)
        params: dict[str, NoteValue] = {
            "percent": won,
            "category": Term(CATEGORY_NAMES[held_category]),
            "condition": Term(CONDITION_TEXT[held_category]),
            "held": held,
        }
        if max(won - alone, held - held_alone) >= SHARED_TOLD:
            params |= {"alone": alone, "held_alone": held_alone}
        weighed = _said(
            "With the card this move brings you, not seen yet, you win about {percent}% of the"
            " time; keeping {category}, which you hold ({condition}), about {held}%.",
            "With the card this move brings you, not seen yet, you win or share the win about"
            " {percent}% of the time (alone about {alone}%); keeping {category}, which you"
            " hold ({condition}), about {held}% (alone about {held_alone}%).",
            **params,
        )
        if held > won and view.match and _earns_more(view, player, action, kept_by):
            # the move a hint gives in a match though keeping wins more often (``hint_move``):
            # said without why, "40% (alone about 10%); keeping Blue Squad … about 50%"
            # read as a hint for the worse move (play tester 181)
            weighed = Note.of(
                "{reason} {points}",
                reason=weighed,
                points=Note.of(
                    "This move wins less often, but earns more Victory Points on average: in a"
                    " match a win alone earns 2 or 3, a shared win only 1."
                ),
            )
        return told(weighed)
    # the held card most likely to win, by its chance to win (as above), not the first in the
    # priority order whose condition the total likely meets; else the Hornbill (``aim``)
    aim = figures.aim()
    if aim is not None and aim[0] != HORNBILL:
        category = aim[0]
        if category in figures.taken:
            # a card the move takes into the hand (an exchange with the player's own Garrison):
            # "which you hold" read as the hand before it (play tester 192)
            plain = (
                "After it, the total will likely end between {low} and {high}: with {category},"
                " which this move takes into your hand ({condition}), you win about {percent}%"
                " of the time."
            )
            shared = (
                "After it, the total will likely end between {low} and {high}: with {category},"
                " which this move takes into your hand ({condition}), you win or share the win"
                " about {percent}% of the time (alone about {alone}%)."
            )
        else:
            plain = (
                "After it, the total will likely end between {low} and {high}: with {category},"
                " which you hold ({condition}), you win about {percent}% of the time."
            )
            shared = (
                "After it, the total will likely end between {low} and {high}: with {category},"
                " which you hold ({condition}), you win or share the win about {percent}% of"
                " the time (alone about {alone}%)."
            )
        return told(
            _said(
                plain,
                shared,
                low=low,
                high=high,
                category=Term(CATEGORY_NAMES[category]),
                condition=Term(CONDITION_TEXT[category]),
                **_told_chance(figures, category),
            ),
            category,
        )
    hornbill = aim is not None

    def and_held(reason: Note) -> Note:
        """``reason`` of a move that relies on the Hornbill, then the held card likeliest to
        win, where one may: the Hornbill's chance alone left a player wondering what their
        hand was worth (play testers 211 and 216)."""
        held = figures.held_chances()
        best = max(held, key=held.__getitem__, default=None)
        if best is None or not held[best]:
            return reason
        return Note.of(
            "{reason} {held}",
            reason=reason,
            held=Note.of(
                "Of the cards in your hand, {category} ({condition}) wins most often: about"
                " {percent}% of the time.",
                category=Term(CATEGORY_NAMES[best]),
                condition=Term(CONDITION_TEXT[best]),
                percent=held[best],
            ),
        )

    # the Hornbill's chance, and what the move does for it: "you win if nobody else does"
    # alone, while the move lowered the total, gave no chance and no reason (play tester 135)
    if certain and hornbill:
        return told(
            and_held(
                Note.of(
                    "After it, the total will end at {total}; with the Hornbill you win if nobody"
                    " else does: about {percent}% of the time.",
                    total=low,
                    percent=figures.hornbill(),
                )
            ),
            HORNBILL,
        )
    if certain:
        return told(Note.of("After it, the total will end at {total}.", total=low))
    if hornbill:
        return told(
            and_held(
                Note.of(
                    "After it, the total will likely end between {low} and {high}; with the"
                    " Hornbill you win if nobody else does: about {percent}% of the time.",
                    low=low,
                    high=high,
                    percent=figures.hornbill(),
                )
            ),
            HORNBILL,
        )
    return told(
        Note.of("After it, the total will likely end between {low} and {high}.", low=low, high=high)
    )


HINT_MARGIN = 10
"""Percentage points by which another move's chance to win, as a hint's reason says it, beats
the search's move when the hint gives that move instead: within it, the search, which weighs
the rivals' chances and the turns to come, keeps its move (two steps of the reason's fives, so
a gap is more than the rounding of the sampled worlds)."""


AIM_MARGIN = 5
"""Percentage points by which a move's chance to win, as a hint's reason says it, must beat
the best move that works toward the card the player's last hint worked toward (``Aim``), for
the hint to change card: within it, the hint keeps to its card. A learner following hints saw
the plan change from one turn to the next (measured in 80 seeded games: 19% of consecutive
hints changed card, 9% once they keep it; docs/games/petal-plotters.md)."""


@dataclass(frozen=True)
class Aim:
    """What a hint works toward (``Game.hint_aim``): the card its reason names (a category,
    or the Hornbill), in the deal it names it in (``deal``: the deals over before it; the
    next deal's hand is new)."""

    deal: int
    category: str


def hint_aim(view: State, player: int, action: Action) -> Aim | None:
    """The card the reason for ``action`` names as the one it works toward (``_Figures.aim``),
    None where it names none."""
    aimed = _figures(view, player, action).aim()
    return None if aimed is None else Aim(len(view.history), aimed[0])


def hint_move(view: State, player: int, searched: Action, aim: Hashable | None = None) -> Action:
    """The move a hint gives ``player``, the search having chosen ``searched``.

    At a later step of their own ability (or pass), the step of the line its first step's
    reason told, on the same worlds: the search chose each step anew, and a hint's reason
    named the Frog at the ability's first step and the Blue Squad at its next (play tester
    125). A step that showed a card changes the view, so the worlds and the line follow it.

    At a turn's start, another move whose reason tells a chance to win ``HINT_MARGIN`` above
    the searched move's, and which the hint's evaluation rates higher on the same worlds: the
    hint added a card where an ability won more by its own figures (play tester 121). Between
    two abilities that leave victory cards of one category, the margin is none: the figures
    weigh what each ability does on the same worlds, and the hint gave a Honey Bee's look
    where a Pangolin's look, then a rotation it may make, did as much and more (play tester
    135). The best such move by its chance (then by that evaluation); else the searched
    move. Where that move lays a card not seen yet, and keeping a card held wins more often
    by the reason's figures (``_surer_keeping``), the move keeping it, unless in a match the
    first earns more Victory Points on average (``_earns_more``, which its reason then says):
    the reason set "about 40%" beside "keeping Blue Squad … about 50%" and said nothing of
    why (play tester 181).

    Then, where the player's last hint worked toward a card of this deal (``aim``, an
    ``Aim``) and this move works toward another or none, the best move still working toward
    it (by its chance, then that evaluation), unless this move's chance is more than
    ``AIM_MARGIN`` above: the plan changed from one turn to the next for a few points of
    sampled chance. Where no move works toward it any more (the card left the hand), the
    hint changes card."""
    own_step = (
        view.phase in (Phase.ABILITY, Phase.PASS)
        and view.current == player
        and view.turn_player == player
    )
    if own_step:
        step = _own_step(_worlds(view, player), player)
        return searched if step is None else step[0]
    if view.phase is not Phase.TURN:
        return searched
    weighed = {action: _figures(view, player, action) for action in choices(view)}
    if searched not in weighed:
        return searched
    base = weighed[searched].best_chance() or 0

    def alike(action: Action) -> bool:
        """``action`` and ``searched`` play abilities and keep cards of one category."""
        kept = weighed[action].kept, weighed[searched].kept
        return (
            isinstance(action, UseAbility)
            and isinstance(searched, UseAbility)
            and None not in kept
            and len({CARDS[card].category for card in kept if card is not None}) == 1
        )

    value = {action: _mean_value(figures.afters, player) for action, figures in weighed.items()}
    better = [
        (told, value[action], action)
        for action, figures in weighed.items()
        if (told := figures.told_chance()) is not None
        and told >= base + (0 if alike(action) else HINT_MARGIN)
        and value[action] > value[searched]
    ]
    chosen = max(better, key=lambda entry: entry[:2])[2] if better else searched
    surer = _surer_keeping(view, player, chosen)
    if surer is not None and (not view.match or not _earns_more(view, player, chosen, surer)):
        # the reason sets the two chances side by side: a move that wins less often than
        # keeping a card held is given only in a match, for the Victory Points it earns more
        # (said so); a single deal's winners are decided by the priority order alone
        chosen = surer
    if not isinstance(aim, Aim) or aim.deal != len(view.history):
        return chosen
    now = weighed[chosen].aim()
    if now is not None and now[0] == aim.category:
        return chosen
    keeping = [
        (aimed[1], value[action], action)
        for action, figures in weighed.items()
        if (aimed := figures.aim()) is not None and aimed[0] == aim.category
    ]
    if not keeping:
        return chosen
    chance, _, kept = max(keeping, key=lambda entry: entry[:2])
    told = now[1] if now is not None else weighed[chosen].told_chance() or 0
    return kept if told - chance <= AIM_MARGIN else chosen
