"""Flowers AI hooks: a heuristic evaluation and determinisation of hidden cards.

``evaluate(state, p)`` estimates p's final score in points, so values are comparable across
players. It starts from the rulebook's scoring and softens it by the turns left:

- a value group that is still too small is not yet lost: its cards count as removed only with
  a risk that grows as the game nears its end and as fewer cells stay open around it;
- a colour group of 2-4 cards earns part of the points it would earn as a field, if it can
  still grow (an empty cell next to it) and turns remain;
- a butterfly not yet next to its colour earns a little if a neighbouring cell is free;
- while a card is held (after the draw, before the placement) the value of its best placement
  is included, so a draw is judged by where the card would go;
- in a game of several, once a stack holds no more cards than the others draw before the
  player's next turn, all that credit is weighed against the score the game would end with,
  by the chance that one of them ends it meanwhile (``_end_chance``).

When the game is over the estimate equals the exact final score; in a game of several, once
its end is sure (over, or its last placement to make), a win adds ``WIN_POINTS`` (shared
among co-winners): a game of several is won, not scored. Results are memoised by the area's
content (areas are immutable), so search that revisits positions pays once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from random import Random
from typing import NamedTuple

from engine.core.actions import Action
from engine.core.ai.agents import logistic
from engine.core.notes import Note, Players, Term
from engine.games.flowers import rules, scoring
from engine.games.flowers.components import (
    BUTTERFLY,
    COLOUR,
    FLOWER_IDS,
    HIDDEN,
    IS_PURPLE,
    VALUE,
)
from engine.games.flowers.scoring import connected, score_area
from engine.games.flowers.state import Area, Cell, Draw, Phase, Place, State

# Share of the cards of each value in the deck: how often a needed value turns up.
_FREQUENCY = {1: 12 / 108, 2: 24 / 108, 3: 32 / 108, 4: 40 / 108}
# Part of a future field's points credited to a colour group of n cards (n < 5).
_FIELD_HOPE = (0.0, 0.0, 0.15, 0.35, 0.6)
_BUTTERFLY_HOPE = 0.35
_OVERFULL_RISK = 0.95
# Points a turn adds on average (measured on greedy self-play): the estimate credits the turns
# left with it, so that positions before and after a turn are valued alike.
_GROWTH_PER_TURN = 0.75
# Share of the stacked cards drawn before a stack runs out (multiplayer, measured).
_DRAWN_SHARE = 0.85
# Solo: face-up cards used per turn on average (the timer's card plus some draws).
_SOLO_UP_PER_TURN = 1.6
_CLOSED_RISK = 0.85
# Lead (points) over which another player's chance to end the game, by taking a stack's last
# card before a player's next turn, rises from 1/2 to about 3/4 (``_end_chance``).
_END_LEAD_SCALE = 1.0
# Points a win is worth above the score once the game's end is sure (``evaluate``): more than
# any turns left could add, as a sure win is all a game of several can give.
WIN_POINTS = 100.0
_CACHE_LIMIT = 100_000

_SIDES = ((1, 0), (-1, 0), (0, 1), (0, -1))

# Memo tables keyed by an area's content itself. Keyed by its hash, areas that differ told
# one value: in CPython hash(-1) == hash(-2), so a card at column -1 and one at -2 were the
# same garden, and a `normal` seat lost its field for a "best" move worth 13 points less
# (play test).
AreaKey = frozenset[tuple[Cell, tuple[int, ...]]]
_area_cache: dict[tuple[AreaKey, bool, int], float] = {}
_held_cache: dict[tuple[AreaKey, bool, int, int], float] = {}


def turns_left(state: State, player: int) -> float:
    """Estimated cards ``player`` will still draw and place, not counting a held card. In a
    game of several the draws left are a share of the stacked cards, but no more than the
    stacks' count times the shortest: draws spread over the stacks, and the game ends when the
    shortest runs out. Stacks of 3, 10 and 12 cards were 10 turns each, a field 2 cards away
    was worth more than a sure point, and the other ended the game two turns later (play
    tester 212). The held card counts as drawn from any stack alike: charged to the short
    one, that stack's draw lost turns that no other draw did, and `normal` shunned it."""
    if state.phase is Phase.OVER:
        return 0.0
    stacks = state.stacks
    placing = state.phase is Phase.PLACE
    if placing and not all(stacks):
        return 0.0  # the last card of a stack was drawn: this placement ends the game
    if state.players == 1:
        up = sum(len(stack) for stack, face in zip(stacks, state.face_up, strict=True) if face)
        down = sum(
            len(stack) for stack, face in zip(stacks, state.face_up, strict=True) if not face
        )
        if placing:
            up -= 1  # the timer throws the face-up card away
        if up <= 0:
            return 0.0
        return min(up / _SOLO_UP_PER_TURN, float(down))
    sizes = [len(stack) for stack in stacks]
    drawn = 0
    if placing and state.held_from is not None:
        sizes[state.held_from] += 1  # back where it was: one draw of the many left
        drawn = 1
    bound = len(sizes) * min(sizes) - drawn
    return min(_DRAWN_SHARE * sum(len(stack) for stack in stacks), float(bound)) / state.players


def _group_risk(need: int, value: int, open_cells: int, turns: float) -> float:
    """Chance that a group still missing ``need`` cards of ``value`` stays incomplete."""
    if turns <= 0.0:
        return 1.0
    if open_cells == 0:
        return _CLOSED_RISK
    reach = turns * _FREQUENCY[value] * 1.2
    risk = need / (need + reach)
    if open_cells < need:
        risk = min(1.0, risk * 1.25)
    return risk


def area_value(area: Area, summer: bool, turns: float) -> float:
    """Estimated final score of one area with about ``turns`` placements still to come."""
    rounded = round(turns * 2)
    key = (frozenset(area.items()), summer, rounded)
    cached = _area_cache.get(key)
    if cached is not None:
        return cached
    value = _area_terms(area, summer, rounded / 2).value
    if len(_area_cache) >= _CACHE_LIMIT:
        _area_cache.clear()
    _area_cache[key] = value
    return value


class _AreaTerms(NamedTuple):
    """The parts of ``area_value``: a hint names the one its move gains most on."""

    fields: float
    """Points of fields, and part of those that groups of one colour may still become."""
    butterflies: float
    """Points of butterflies beside their colour, and a little for those that may be."""
    penalty: float
    """Cards likely removed: each value group still wrong, by its risk to stay so."""

    @property
    def value(self) -> float:
        return self.fields + self.butterflies - self.penalty


def _area_terms(area: Area, summer: bool, turns: float) -> _AreaTerms:
    tops = {cell: pile[-1] for cell, pile in area.items()}
    risk: dict[Cell, float] = {}
    penalty = 0.0
    for start, card in tops.items():
        if start in risk:
            continue
        value = VALUE[card]
        if value == 0:
            risk[start] = 0.0
            continue
        group = [start]
        seen = {start}
        empty: set[Cell] = set()
        index = 0
        while index < len(group):
            x, y = group[index]
            index += 1
            for dx, dy in _SIDES:
                near = (x + dx, y + dy)
                if near in seen:
                    continue
                other = tops.get(near)
                if other is None:
                    empty.add(near)
                elif VALUE[other] == value:
                    seen.add(near)
                    group.append(near)
        size = len(group)
        if size == value:
            chance = 0.0
        elif size > value:
            chance = 1.0 if turns <= 0.0 else _OVERFULL_RISK
        else:
            chance = _group_risk(value - size, value, len(empty), turns)
        for cell in group:
            risk[cell] = chance
        if chance:
            penalty += chance * sum(len(area[cell]) for cell in group)
    # Fields (and hopes of fields) among the cards likely to stay.
    kept = {cell: card for cell, card in tops.items() if risk[cell] < 0.9}
    purple_near: set[Cell] = set()
    if summer:
        for (x, y), card in kept.items():
            if VALUE[card] == 0:
                purple_near.update((x + dx, y + dy) for dx, dy in _SIDES)
    fields = 0.0
    done: set[Cell] = set()
    for start, card in kept.items():
        if start in done or VALUE[card] == 0:
            continue
        colour = COLOUR[card]
        group = [start]
        done.add(start)
        growable = False
        index = 0
        while index < len(group):
            x, y = group[index]
            index += 1
            for dx, dy in _SIDES:
                near = (x + dx, y + dy)
                if near in done:
                    continue
                other = kept.get(near)
                if other is None:
                    if near not in tops:
                        growable = True
                elif COLOUR[other] == colour and VALUE[other] != 0:
                    done.add(near)
                    group.append(near)
        size = len(group)
        sure = sum(1.0 - risk[cell] for cell in group)
        if summer and not any(cell in purple_near for cell in group):
            if turns > 0.0 and growable:
                fields += 0.3 * sure * (1.0 if size >= 5 else _FIELD_HOPE[size])
            continue
        if size >= 5:
            fields += sure
        elif turns > 0.0 and growable:
            ramp = min(1.0, turns / (2.0 * (5 - size)))
            fields += sure * _FIELD_HOPE[size] * ramp
    butterflies = 0.0
    for (x, y), card in kept.items():
        wing = BUTTERFLY[card]
        if wing < 0:
            continue
        free = False
        for dx, dy in _SIDES:
            near = (x + dx, y + dy)
            other = kept.get(near)
            if other is not None and COLOUR[other] == wing:
                butterflies += 1.0 - risk[(x, y)]
                break
            if near not in tops:
                free = True
        else:
            if free and turns > 0.0:
                butterflies += _BUTTERFLY_HOPE * min(1.0, turns / 4.0) * (1.0 - risk[(x, y)])
    return _AreaTerms(fields, butterflies, penalty)


def _labels(tops: Mapping[Cell, int], key: tuple[int, ...]) -> tuple[dict[Cell, int], list[int]]:
    """Connected groups of equal ``key[card]``: cell -> group id, and each group's size."""
    label: dict[Cell, int] = {}
    sizes: list[int] = []
    for start, card in tops.items():
        if start in label:
            continue
        want = key[card]
        gid = len(sizes)
        label[start] = gid
        todo = [start]
        size = 0
        while todo:
            x, y = todo.pop()
            size += 1
            for dx, dy in _SIDES:
                near = (x + dx, y + dy)
                if near not in label:
                    other = tops.get(near)
                    if other is not None and key[other] == want:
                        label[near] = gid
                        todo.append(near)
        sizes.append(size)
    return label, sizes


def _quick_scores(area: Area, targets: tuple[Cell, ...], card: int) -> list[tuple[float, Cell]]:
    """A cheap local guess of how good each target cell is for ``card`` (higher is better)."""
    tops = {cell: pile[-1] for cell, pile in area.items()}
    value_of, value_sizes = _labels(tops, VALUE)
    colour_of, colour_sizes = _labels(tops, COLOUR)
    value, colour, wing = VALUE[card], COLOUR[card], BUTTERFLY[card]
    scored: list[tuple[float, Cell]] = []
    for cell in targets:
        x, y = cell
        score = 0.0
        under = tops.get(cell)
        if under is not None:
            group = value_sizes[value_of[cell]]
            under_value = VALUE[under]
            if group == under_value:
                score -= 1.5 * group  # breaks a valid group
            else:
                score += len(area[cell])  # hides a card that would be removed
        same_value: set[int] = set()
        same_colour: set[int] = set()
        for dx, dy in _SIDES:
            near = (x + dx, y + dy)
            other = tops.get(near)
            if other is None:
                continue
            if VALUE[other] == value:
                same_value.add(value_of[near])
            if COLOUR[other] == colour:
                same_colour.add(colour_of[near])
            if wing >= 0 and COLOUR[other] == wing:
                score += 0.8
            if BUTTERFLY[other] == colour:
                score += 0.8
        merged = 1 + sum(value_sizes[gid] for gid in same_value)
        if merged == value:
            score += 2.0 + value
        elif merged < value:
            score += 1.0
        else:
            score -= 2.0 * merged
        field = 1 + sum(colour_sizes[gid] for gid in same_colour)
        score += 0.6 * min(field, 6)
        if field >= 5 > max((colour_sizes[gid] for gid in same_colour), default=0):
            score += 3.0
        scored.append((score, cell))
    return scored


_EXACT_CANDIDATES = 6


def best_placement(
    area: Area, targets: tuple[Cell, ...], card: int, summer: bool, turns: float
) -> float:
    """The value of ``area`` after placing ``card`` where it fits best.

    A cheap local score picks a few candidate cells; those are valued by ``area_value``.
    """
    key = (frozenset(area.items()), summer, round(turns * 2), card)
    cached = _held_cache.get(key)
    if cached is not None:
        return cached
    scored = _quick_scores(area, targets, card)
    if len(scored) > _EXACT_CANDIDATES:
        scored.sort(reverse=True)
        scored = scored[:_EXACT_CANDIDATES]
    best = -1e9
    for _score, cell in scored:
        grown = dict(area)
        pile = area.get(cell)
        grown[cell] = (card,) if pile is None else (*pile, card)
        value = area_value(grown, summer, turns)
        if value > best:
            best = value
    if len(_held_cache) >= _CACHE_LIMIT:
        _held_cache.clear()
    _held_cache[key] = best
    return best


def _draws_before(state: State, player: int) -> int:
    """How many cards the other players draw before ``player``'s next turn, or on their own
    turn, after it (a game of several): the rules end the game once a stack's last card is
    placed, so a stack holding no more cards than that may end it before ``player`` places
    another card."""
    if state.players == 1 or state.phase is Phase.OVER:
        return 0
    if player == state.current:
        return state.players - 1
    ahead = (player - state.current) % state.players
    return ahead if state.phase is Phase.DRAW else ahead - 1


def most_turns(state: State, player: int) -> int:
    """The most cards ``player`` can still place after ``state`` (no card in hand), however
    the others draw: in a game of several, every stack but one kept at a card, the last draw
    emptying that one; solo, one turn per face-up card, which the timer throws away. A hint
    promised "3 more make it a field" where the game could end before the player's next turn
    (play tester 209); a hint promises no more cards than can come."""
    if state.phase is Phase.OVER or not all(state.stacks):
        return 0
    sizes = [len(stack) for stack in state.stacks]
    if state.players == 1:
        return min(
            (size for size, up in zip(sizes, state.face_up, strict=True) if up),
            default=sum(sizes),
        )
    draws = sum(sizes) - (len(sizes) - 1)
    # the first of those draws is the current player's, or in the placing phase the next's
    ahead = (player - state.current - (state.phase is Phase.PLACE)) % state.players
    return 0 if draws <= ahead else (draws - 1 - ahead) // state.players + 1


def _takes_the_end(chances: Sequence[float], cards: int) -> float:
    """The chance that at least ``cards`` of the players drawing, each with its own chance to
    take from the short stack (``chances``), do so: the last of them ends the game."""
    counts = [1.0] + [0.0] * len(chances)
    for chance in chances:
        for taken in range(len(chances), 0, -1):
            counts[taken] = counts[taken] * (1.0 - chance) + counts[taken - 1] * chance
        counts[0] *= 1.0 - chance
    return sum(counts[cards:])


def _short_stack(state: State, player: int) -> int:
    """The cards of a stack the others may empty, and so end the game, before ``player``
    places another card than the one of the turn begun (``_draws_before``); 0 if none may."""
    draws = _draws_before(state, player)
    short = min((len(stack) for stack in state.stacks), default=0) if draws else 0
    return short if short <= draws else 0


def _end_chance(state: State, player: int, ended: float, short: int) -> float:
    """The chance that the others end the game by emptying the stack of ``short`` cards
    (``_short_stack``) before ``player`` places another card, their score then ``ended``:
    each other player drawing meanwhile takes from it with the chance that ending the game
    wins them the game, judged on the scores the game would end with, theirs raised by what a
    card adds (``_GROWTH_PER_TURN``)."""
    draws = _draws_before(state, player)
    first = state.current + (state.phase is Phase.PLACE or state.current == player)
    seats = [(first + step) % state.players for step in range(draws)]
    final = [
        ended if seat == player else area_value(area, state.summer, 0.0)
        for seat, area in enumerate(state.areas)
    ]
    chances = [
        logistic(
            (final[seat] + _GROWTH_PER_TURN - max(final[:seat] + final[seat + 1 :]))
            / _END_LEAD_SCALE
        )
        for seat in seats
    ]
    return _takes_the_end(chances, short)


def _garden_value(state: State, player: int, turns: float) -> float:
    """``player``'s garden valued with about ``turns`` placements to come (``area_value``),
    a card they hold laid where it fits best (``best_placement``)."""
    area, summer = state.areas[player], state.summer
    if state.phase is Phase.PLACE and player == state.current and state.held is not None:
        if state.held == HIDDEN:
            return area_value(area, summer, turns) + _GROWTH_PER_TURN
        return best_placement(area, state.targets[player], state.held, summer, turns)
    return area_value(area, summer, turns)


def estimated_score(state: State, player: int) -> float:
    """Estimated final score of ``player`` in points, the win aside (``evaluate`` adds it):
    what the turns left may still add, weighed against the score the game would end with,
    by the chance it ends before the player's next turn (``_end_chance``). Credited the
    points of a group that needed two more 3s, a hint gave up a point scored with a stack
    down to its last card, and the game ended before the group could grow (play tester
    188)."""
    turns = turns_left(state, player)
    hoped = _garden_value(state, player, turns) + _GROWTH_PER_TURN * turns
    short = _short_stack(state, player) if turns else 0
    if not short:
        return hoped
    ended = _garden_value(state, player, 0.0)
    if state.phase is Phase.DRAW and player == state.current:
        ended += _GROWTH_PER_TURN  # the turn begun is played before the others draw
    chance = _end_chance(state, player, ended, short)
    return chance * ended + (1.0 - chance) * hoped


def _ending(state: State) -> bool:
    """The game of several is over, or its last placement is all that is left: every score
    is then final but the placer's, who places where it fits best."""
    if state.players == 1:
        return False
    return state.phase is Phase.OVER or (state.phase is Phase.PLACE and not all(state.stacks))


def evaluate(state: State, player: int) -> float:
    """Estimated final score of ``player`` (comparable across players), plus ``WIN_POINTS``
    once the game's end is sure and they win it (shared among co-winners; at the last
    placement of a card known, as the placer places it best, ``_last_placed``; of a card not
    yet seen, by estimates, half for equal points): judged by points alone, a `normal` seat
    leading 24 to 21 drew on for the points a turn adds on average, where taking the last
    card of a stack ended the game and won it, and lost 20 to 21 (play test)."""
    value = estimated_score(state, player)
    if not _ending(state):
        return value
    if state.phase is Phase.OVER:
        winners = scoring.projection(state).winners  # the tie-break on removed cards too
        return value + (WIN_POINTS / len(winners) if player in winners else 0.0)
    if state.held is not None and state.held != HIDDEN:
        return evaluate(_last_placed(state), player)
    best_rival = max(
        estimated_score(state, seat) for seat in range(state.players) if seat != player
    )
    if value > best_rival:
        return value + WIN_POINTS
    if value == best_rival:
        return value + WIN_POINTS / 2
    return value


def _unseen(view: State) -> list[int]:
    """The flower cards ``view`` does not show (in areas, discard, face-up tops, own hand)."""
    seen: set[int] = set()
    for area in view.areas:
        for pile in area.values():
            seen.update(pile)
    seen.update(view.discard)
    for stack in view.stacks:
        seen.update(stack)
    if view.held is not None:
        seen.add(view.held)
    return [card for card in FLOWER_IDS if card not in seen]


_last_end: list[tuple[State, State]] = []
"""The last game ended by ``_last_placed`` (a search evaluates one state for every player in
a row)."""


def _last_placed(state: State) -> State:
    """The game over after its last placement, the held card placed where the placer ends
    best: their win first (the tie-break on removed cards too), then their points. Judged by
    estimates, a tie counted half a win: a `normal` seat leading by a point took the face-down
    stack's last card, tied, and lost on removed cards (play tester 126)."""
    if _last_end and _last_end[0][0] is state:
        return _last_end[0][1]
    placer = state.current
    ends = [rules.apply(state, place) for place in rules.legal_actions(state)]
    best = max(ends, key=lambda end: evaluate(end, placer))
    _last_end[:] = [(state, best)]
    return best


def determinise(view: State, player: int, rng: Random) -> State:
    """A full state consistent with ``view``: HIDDEN cards replaced by a random arrangement
    of the flower cards ``player`` has not seen (``_unseen``)."""
    unseen = _unseen(view)
    hidden_slots = sum(stack.count(HIDDEN) for stack in view.stacks) + view.out.count(HIDDEN)
    if view.held == HIDDEN:
        hidden_slots += 1
    if hidden_slots != len(unseen):
        raise ValueError(
            f"inconsistent view: {hidden_slots} hidden cards but {len(unseen)} unseen cards"
        )
    if not unseen:
        return view
    rng.shuffle(unseen)
    pool = iter(unseen)
    stacks = tuple(
        tuple(next(pool) if card == HIDDEN else card for card in stack)
        if HIDDEN in stack
        else stack
        for stack in view.stacks
    )
    held = next(pool) if view.held == HIDDEN else view.held
    out = tuple(next(pool) if card == HIDDEN else card for card in view.out)
    return State(
        view.players,
        view.summer,
        view.phase,
        view.current,
        view.areas,
        view.targets,
        stacks,
        view.face_up,
        held,
        view.held_from,
        view.discard,
        out,
        view.starting,
        view.turn,
        view.rng,
    )


# -- hint reasons ----------------------------------------------------------------------


def _placed(area: Area, cell: Cell, card: int) -> Area:
    grown = dict(area)
    grown[cell] = (*area.get(cell, ()), card)
    return grown


def _best_score(view: State, player: int, card: int) -> int:
    """``player``'s score with ``card`` on the target cell where it scores most now."""
    area = view.areas[player]
    return max(
        score_area(_placed(area, cell, card), view.summer).score for cell in view.targets[player]
    )


PLACE_SIDES: tuple[tuple[Cell, str], ...] = (
    ((-1, 0), "right of {card}"),
    ((0, -1), "below {card}"),
    ((1, 0), "left of {card}"),
    ((0, 1), "above {card}"),
)
"""A free cell named by a card beside it, as History names a place: the offset from the cell
to that card, and the words; checked in this order, as History checks them."""


def _place_words(area: Area, cell: Cell) -> Note | None:
    """``cell`` of ``area`` named by the card it covers or a card beside it ("on the red 4",
    "left of the blue 3"), a card no other card on top shows in its colour and value; None
    where no such card names it (a purple card alone beside it names no one cell)."""
    tops = {place: pile[-1] for place, pile in area.items() if not IS_PURPLE[pile[-1]]}
    shown = [(COLOUR[card], VALUE[card]) for card in tops.values()]

    def named(place: Cell) -> Note | None:
        card = tops.get(place)
        if card is None or shown.count((COLOUR[card], VALUE[card])) > 1:
            return None
        return Note.of(CARD_NAMES[COLOUR[card]], value=VALUE[card])

    if cell in area:
        card = named(cell)
        return None if card is None else Note.of("on {card}", card=card)
    x, y = cell
    for (dx, dy), words in PLACE_SIDES:
        card = named((x + dx, y + dy))
        if card is not None:
            return Note.of(words, card=card)
    return None


def _elsewhere(area: Area, before: int, best: int, places: Sequence[Cell]) -> Note:
    """What the card's best places now (``places``, each leaving ``best``) would do to a score
    of ``before``, as a clause of a hint that places it lower (``hint_reason``): "another
    place would bring it to −1" read as a gain where −1 was the score kept (play tester of
    session 55). The place is named where it is one and a card names it, else counted:
    "another place" read in German as "anderswo", anywhere else, where one place alone, on
    the red 4, raised the score, and every other place kept it (play tester 209)."""
    where = _place_words(area, places[0]) if len(places) == 1 else None
    if where is not None:
        if best > before:
            return Note.of(
                "laid {place}, it would raise your score to {best} at once", place=where, best=best
            )
        if best == before:
            return Note.of(
                "laid {place}, it would keep your score at {best}", place=where, best=best
            )
        return Note.of(
            "laid {place}, it would lower your score only to {best}", place=where, best=best
        )
    if len(places) == 1:
        if best > before:
            return Note.of(
                "only one other place would raise your score to {best} at once", best=best
            )
        if best == before:
            return Note.of("only one other place would keep your score at {best}", best=best)
        return Note.of("only one other place would lower your score less, to {best}", best=best)
    count = len(places)
    if best > before:
        return Note.of(
            "{count} other places would raise your score to {best} at once", count=count, best=best
        )
    if best == before:
        return Note.of(
            "{count} other places would keep your score at {best}", count=count, best=best
        )
    return Note.of(
        "{count} other places would lower your score only to {best}", count=count, best=best
    )


BUILT_MIN_GAIN = 0.05
"""Least gain (estimated points) on a term of ``area_value`` for a hint to name what the move
builds there (``_gains``)."""
CARDS_OF_COLOUR: tuple[str, ...] = ("yellow cards", "red cards", "blue cards", "green cards")
"""The words a hint names a patch's cards by, one per colour of ``COLOURS``: a word of its own
for each, as French and German write the colour after or before the noun, and agree it."""


def _gains(before: Area, after: Area, cell: Cell, summer: bool, turns: float) -> dict[str, float]:
    """What the card laid on ``cell`` gains on each term of ``area_value`` (``"fields"``,
    ``"groups"``, ``"butterflies"``), against the card laid on its own in the open: every card
    added must find its value group, so a card joining a group in progress adds to the risk of
    removal, yet less than one laid alone."""
    card = after[cell][-1]
    value = VALUE[card]
    old, new = _area_terms(before, summer, turns), _area_terms(after, summer, turns)
    alone = _group_risk(value - 1, value, len(_SIDES) - 1, turns) if value > 1 else 0.0
    hope = 0.0
    if BUTTERFLY[card] >= 0 and turns > 0.0 and alone < 0.9:
        hope = _BUTTERFLY_HOPE * min(1.0, turns / 4.0) * (1.0 - alone)
    return {
        "fields": new.fields - old.fields,
        "groups": old.penalty + alone - new.penalty,
        "butterflies": new.butterflies - old.butterflies - hope,
    }


def _touches_purple(cells: list[Cell], tops: Mapping[Cell, int]) -> bool:
    """Summer: does one of ``cells`` touch a purple starting card (a field must, to score)?"""
    return any(
        (x + dx, y + dy) in tops and IS_PURPLE[tops[(x + dx, y + dy)]]
        for x, y in cells
        for dx, dy in _SIDES
    )


def _group_needs(tops: Mapping[Cell, int], cell: Cell) -> tuple[bool, Note | None]:
    """Is the card on ``cell`` in a complete value group (the rules keep it), and if not, what
    its group still needs, in words: None where it has too many cards already."""
    value = VALUE[tops[cell]]
    count = len(connected(cell, tops, VALUE))
    more = value - count
    if more == 0 or value == 0:
        return True, None
    if more < 0:
        return False, None
    if count == 1 and more == 1:
        return False, Note.of("a second 2 touches it (until then it is removed)")
    if more == 1:
        return False, Note.of(
            "one more {value} touches its group of {value}s (until then it is removed)",
            value=value,
        )
    return False, Note.of(
        "{more} more {value}s touch its group of {value}s (until then it is removed)",
        value=value,
        more=more,
    )


def _raised_by(before: Area, after: Area, summer: bool) -> Note | None:
    """What raises the score now when a card is laid (``before`` to ``after``), named by the
    part of the score that gains most: "At its best place it raises your score from −1 to 0"
    did not say that the blue 4's butterfly touched a red card (play tester 191). None when
    no part names the card laid."""
    cell = next(place for place, pile in after.items() if before.get(place) != pile)
    old, new = score_area(before, summer), score_area(after, summer)
    tops = {place: pile[-1] for place, pile in after.items()}
    card = tops[cell]
    gains = sorted(
        (
            (new.field_points - old.field_points, "fields"),
            (old.removed_cards - new.removed_cards, "removed"),
            (len(new.butterfly_cells) - len(old.butterfly_cells), "butterflies"),
        ),
        reverse=True,
    )
    for gain, part in gains:
        if gain <= 0:
            return None
        if part == "fields":
            field = next((field for field in new.fields if cell in field.cells), None)
            if field is not None and field.scores:
                return Note.of(
                    "it makes a field of {count} {cards}",
                    count=field.size,
                    cards=Term(CARDS_OF_COLOUR[COLOUR[card]]),
                )
        elif part == "removed":
            group = connected(cell, tops, VALUE)
            if len(group) == VALUE[card] > 1 and set(group) - {cell} <= set(old.removed_cells):
                return Note.of(
                    "it completes a group of {value}s: its {count} cards are no longer removed",
                    value=VALUE[card],
                    count=len(group),
                )
            if cell in old.removed_cells:
                return Note.of("it covers a card that would be removed")
        elif cell in new.butterfly_cells and cell not in old.butterfly_cells:
            return Note.of("its butterfly touches a card of the butterfly's colour")
        else:
            x, y = cell
            sides = {(x + dx, y + dy) for dx, dy in _SIDES}
            if sides & (set(new.butterfly_cells) - set(old.butterfly_cells)):
                return Note.of("it lays a card beside a butterfly of its colour")
    return None


class _Traded(NamedTuple):
    """What a card laid gains now on fields and what it loses now elsewhere (``_traded``)."""

    gained: Note
    lost: Note


def _traded(before: Area, after: Area, summer: bool) -> _Traded | None:
    """For a card laid (``before`` to ``after``) whose field's points count now, the score
    rising no more than they do: the points its field gains and what takes them back, each
    with its figure. "Your score stays 12 for now, but so it puts 10 green cards together into
    a field – 10 points" was said where the field's point counted at once and the blue 2 it
    covered took its butterfly's point with it: "for now … but" promised a gain to come that
    never came (play tester 209). None where the field gains nothing now, or the rest loses
    nothing."""
    cell = next(place for place, pile in after.items() if before.get(place) != pile)
    old, new = score_area(before, summer), score_area(after, summer)
    field = next((field for field in new.fields if cell in field.cells and field.scores), None)
    if field is None:
        return None
    grown = {place for place in field.cells if place != cell}
    earlier = [other for other in old.fields if other.scores and grown & set(other.cells)]
    gain = field.size - sum(other.size for other in earlier)
    rest = new.score - old.score - gain
    if gain <= 0 or rest >= 0:
        return None
    cards = Term(CARDS_OF_COLOUR[COLOUR[after[cell][-1]]])
    if earlier:
        gained = Note.of(
            "its field of {cards} grows to {count} cards (+{gain})",
            cards=cards,
            count=field.size,
            gain=gain,
        )
    else:
        gained = Note.of(
            "it makes a field of {count} {cards} (+{gain})",
            count=field.size,
            cards=cards,
            gain=gain,
        )
    losses: list[Note] = []
    won = set(new.butterfly_cells) - set(old.butterfly_cells)
    butterflies = -len(set(old.butterfly_cells) - set(new.butterfly_cells))
    covered_wing = (
        cell in before and cell in old.butterfly_cells and cell not in new.butterfly_cells
    )
    if covered_wing and butterflies == -1:
        losses.append(
            Note.of("the butterfly of the card it covers no longer scores ({loss})", loss=-1)
        )
    elif butterflies == -1:
        losses.append(Note.of("a butterfly no longer scores ({loss})", loss=-1))
    elif butterflies < 0:
        losses.append(
            Note.of(
                "{count} butterflies no longer score ({loss})", count=-butterflies, loss=butterflies
            )
        )
    removed = new.removed_cards - old.removed_cards
    if removed == 1:
        losses.append(Note.of("a card is removed ({loss})", loss=-1))
    elif removed > 1:
        losses.append(Note.of("{count} cards are removed ({loss})", count=removed, loss=-removed))
    fields = rest - butterflies + removed
    if won or removed < 0 or fields > 0:
        return None  # a gain beside the field's: told as before
    if fields < 0:
        losses.append(Note.of("other fields lose points ({loss})", loss=fields))
    if not losses:
        return None
    lost = losses[0]
    for more in losses[1:]:
        lost = Note.of("{first} and {then}", first=lost, then=more)
    return _Traded(gained, lost)


HINT_KEEP_MARGIN = 1.0
"""How much more (estimated final points, ``evaluate``) a placement that breaks a group
scoring now must be worth than the best placement that keeps the most points now, for a hint
to give it (``hint_move``)."""


def _broken_group(area: Area, cell: Cell, card: int, summer: bool) -> bool:
    """Does ``card`` on ``cell`` spoil a value group that scores now: a card of a valid group
    would then be removed (the group covered in part, or joined by one too many)?"""
    valid = {
        place
        for group in score_area(area, summer).value_groups
        if group.valid
        for place in group.cells
    }
    return bool(valid & set(score_area(_placed(area, cell, card), summer).removed_cells))


class _Kept(NamedTuple):
    """The placement a hint gives instead of one that breaks a group scoring now
    (``_kept_instead``)."""

    place: Place
    edge: float
    """How much more ``evaluate`` rates the breaking placement than ``place``."""
    keeps: bool
    """Does ``place`` keep the score (else no place does, and it lowers the score least)?"""


def _kept_instead(view: State, player: int, action: Action) -> _Kept | None:
    """For a placement that breaks a group scoring now (``_broken_group``) and leaves a score
    below what another place keeps now (the score before the move, or, where every place
    lowers it, the least lowered): the placement ``evaluate`` prefers among those that keep
    that score, and how much more ``action`` is worth than it. None for any other move.
    Where no place kept the score, a hint covered a green 4 of a group of four 4s, the score
    falling from −1 to −7 for a set of red cards that were themselves to be removed, where
    another place lowered it to −2 and ``evaluate`` rated it 0.6 points less (play tester
    191)."""
    held = view.held
    if not isinstance(action, Place) or held is None or held == HIDDEN:
        return None
    area, summer = view.areas[player], view.summer
    before = score_area(area, summer).score
    scores = {
        place: score_area(_placed(area, (place.x, place.y), held), summer).score
        for place in rules.legal_actions(view)
        if isinstance(place, Place)
    }
    kept_score = min(before, max(scores.values()))
    if scores[action] >= kept_score or not _broken_group(area, (action.x, action.y), held, summer):
        return None
    keeping = [place for place, score in scores.items() if score >= kept_score]
    world = determinise(view, player, Random(view.rng))
    worth = {place: evaluate(rules.apply(world, place), player) for place in (*keeping, action)}
    kept = max(keeping, key=lambda place: worth[place])
    return _Kept(kept, worth[action] - worth[kept], kept_score == before)


HINT_PLAN_MARGIN = 1.0
"""How much less (estimated final points, ``evaluate``) than the planned place (``_planned``)
the search's place must be worth for a hint to give it instead: the search chose it over a
place its own first look (the same evaluation) rates clearly higher, so its look ahead found
it clearly better. Below that, the two are alike to the search, which chose among near
equals by chance (in 48 placements of `normal` games, the 31 it chose elsewhere were worth
0.3 points less at most, 26 of them exactly as much)."""


def _planned(view: State, player: int) -> tuple[Place, dict[Place, float]]:
    """The place a hint gives the held card by the evaluation, and every place's worth
    (``evaluate``): the place it rates best (the first of equals, in the targets' order), or
    the best place that keeps the score where that one breaks a group scoring now for less
    than ``HINT_KEEP_MARGIN`` (``_kept_instead``). The cards still hidden weigh nothing in it
    (only how many there are), so the hint for a face-up card's draw, on any table it
    foresees, names the place the next hint gives (``hint_reason``)."""
    world = determinise(view, player, Random(view.rng))
    worth = {
        place: evaluate(rules.apply(world, place), player)
        for place in rules.legal_actions(view)
        if isinstance(place, Place)
    }
    plan = max(worth, key=worth.__getitem__)
    kept = _kept_instead(view, player, plan)
    if kept is not None and kept.edge < HINT_KEEP_MARGIN:
        plan = kept.place
    return plan, worth


class _FaceDownAgainst(NamedTuple):
    """A face-down draw that a face-up card beats now more often than not
    (``_face_down_against``)."""

    face_up: Draw
    """The face-up card's draw scoring most now (of equals, the one ``evaluate`` rates best)."""
    higher: int
    """How many of the cards still unseen would score more now than that face-up card."""
    advantage: float
    """How much more ``evaluate`` rates the face-down draw (over every unseen card) than the
    face-up one's."""
    turn: bool
    """Solo, the face-up stack no longer than the face-down one: drawing the face-up card
    takes two cards off its stack this turn (the timer discards the next), and as the
    face-up stack runs out first, the game ends a turn sooner."""

    @property
    def kept(self) -> bool:
        """Does the hint keep the face-down draw (``hint_move``): ``evaluate`` rates it more
        than ``HINT_PLAN_MARGIN`` higher, or higher at all where the face-up draw would cost
        a turn (``turn``)?"""
        return self.advantage > HINT_PLAN_MARGIN or (self.turn and self.advantage > 0.0)


def _face_down_against(view: State, player: int, draw: Draw) -> _FaceDownAgainst | None:
    """For a draw from the face-down stack (not its last card in a game of several, whose
    reason is how the game ends) where a face-up card raises the score now and fewer than
    half the cards still unseen would score more now, at their best place: that face-up card,
    the figures the draw's reason tells (``_face_down_draw``), and how much more ``evaluate``
    rates the face-down draw than the face-up card's (the face-down card each unseen card in
    turn, not sampled). None for any other draw."""
    stacks = view.stacks
    if draw.stack >= len(stacks) or view.face_up[draw.stack] or not stacks[draw.stack]:
        return None
    if view.players > 1 and len(stacks[draw.stack]) == 1:
        return None
    shown = {
        Draw(index): _best_score(view, player, pile[-1])
        for index, (pile, up) in enumerate(zip(stacks, view.face_up, strict=True))
        if up and pile and pile[-1] != HIDDEN
    }
    if not shown:
        return None
    best = max(shown.values())
    if best <= score_area(view.areas[player], view.summer).score:
        return None
    unseen = _unseen(view)
    higher = sum(_best_score(view, player, card) > best for card in unseen)
    if 2 * higher >= len(unseen):
        return None
    world = determinise(view, player, Random(view.rng))
    worth = {
        up: evaluate(rules.apply(world, up), player) for up, score in shown.items() if score == best
    }
    face_up = max(worth, key=worth.__getitem__)
    pile = world.stacks[draw.stack]
    down = sum(
        evaluate(
            rules.apply(
                replace(
                    world,
                    stacks=tuple(
                        (*pile[:-1], card) if index == draw.stack else other
                        for index, other in enumerate(world.stacks)
                    ),
                ),
                draw,
            ),
            player,
        )
        for card in unseen
    ) / len(unseen)
    turn = view.players == 1 and len(stacks[face_up.stack]) <= len(stacks[draw.stack])
    return _FaceDownAgainst(face_up, higher, down - worth[face_up], turn)


class PlannedPlace(NamedTuple):
    """A hint's draw of a face-up card (``hint_aim``): the place its reason told for the card,
    which the next hint gives once the card is taken (``hint_planned``)."""

    card: int
    turn: int
    """The turn of the draw (``State.turn``): the plan is for the placing that follows it."""
    place: Place


def _face_up_plan(
    view: State, world: State, player: int, draw: Draw
) -> tuple[State, PlannedPlace] | None:
    """For ``draw`` of a face-up card ``player`` sees: the table after it in ``world`` (a
    determinisation of ``view``) and the place the next hint gives that card (``_planned``).
    None for any other draw."""
    if draw.stack >= len(view.stacks):
        return None
    stack = view.stacks[draw.stack]
    if not stack or not view.face_up[draw.stack] or stack[-1] == HIDDEN:
        return None
    drawn = rules.apply(world, draw)
    plan = _planned(rules.view(drawn, player), player)[0]
    return drawn, PlannedPlace(stack[-1], view.turn, plan)


def hint_aim(view: State, player: int, action: Action) -> PlannedPlace | None:
    """What a hint of ``action`` plans: for the draw of a face-up card, the place its reason
    tells (``hint_reason``); None for any other move."""
    if not isinstance(action, Draw):
        return None
    planned = _face_up_plan(view, determinise(view, player, Random(view.rng)), player, action)
    return None if planned is None else planned[1]


def hint_planned(view: State, player: int, aim: object) -> Place | None:
    """The place for the card in hand that the hint of its draw planned (``aim``, a
    ``PlannedPlace``), with no search: the hint of the draw told it, and a second search of
    some 3 s, once the card was taken, gave that place again but for a search's rare
    disagreement (play tester 188). None when ``aim`` is no plan for this card and turn."""
    if (
        not isinstance(aim, PlannedPlace)
        or view.phase is not Phase.PLACE
        or view.current != player
        or view.held != aim.card
        or view.turn != aim.turn
        or aim.place not in rules.legal_actions(view)
    ):
        return None
    return aim.place


def hint_move(view: State, player: int, searched: Action) -> Action:
    """The place planned for the held card (``_planned``), unless the ``searched`` place is
    worth more than ``HINT_PLAN_MARGIN`` less; else the ``searched`` move, unless it is a
    placement that gives up points already scored (breaks a valid group, and the score drops)
    while another keeps the score and ``evaluate`` rates it less than ``HINT_KEEP_MARGIN``
    better: then the best placement that keeps the score.

    The plan is the place the draw's hint told of: the search put the drawn card elsewhere
    among places alike to it, and the two hints disagreed on its place and on what it built
    (play tester 131). A hint broke a group that scored for a setup that "may pay off" (play
    tester 122); at a last placement that lost whatever it did, the search broke the placer's
    groups, the score ending at -13 where 5 was there to keep: every losing place was alike
    to it.

    A face-down draw that a face-up card beats now more often than not
    (``_face_down_against``) gives way to that face-up card's draw, unless ``evaluate`` rates
    the face-down draw more than ``HINT_PLAN_MARGIN`` higher, or higher at all where the
    face-up draw would end a solo game a turn sooner (``_FaceDownAgainst.kept``; its reason
    then says so): with a red 2 face up that made a pair and a sure 7, the search drew face
    down, its reason saying only that a face-down card would do better about 5 % of the time
    (play tester 149). The search was right there (240 deals played on by a `normal` seat:
    0.7 points more, face down), for the turn the timer's second face-up card costs."""
    if isinstance(searched, Place) and view.held is not None and view.held != HIDDEN:
        plan, worth = _planned(view, player)
        if worth[plan] - worth[searched] <= HINT_PLAN_MARGIN:
            return plan
    if isinstance(searched, Draw):
        against = _face_down_against(view, player, searched)
        if against is not None and not against.kept:
            return against.face_up
        return searched
    kept = _kept_instead(view, player, searched)
    if kept is None or kept.edge >= HINT_KEEP_MARGIN:
        return searched
    return kept.place


def hint_reason(view: State, player: int, action: Action) -> Note | None:
    """What ``action`` does to ``player``'s score now, from their view: a placement by the
    score it leaves (and, below its card's best place now, that best), a face-up draw as the
    next hint tells the place it gives that card (``_planned``), a face-down draw against the
    best a face-up card could score and what a hidden card may (``_face_down_draw``; a hint
    to draw named the card but not what it was for, play test). A move that scores nothing
    now was chosen for
    the fields and groups it prepares (``evaluate``), and the note says what it builds
    (``built``), or else that it may pay off later, rather than leave a falling score
    unexplained; a move that ends the game says how it ends
    for the player (``ended``: that it would pay off was said of the last card, play test)."""
    before = score_area(view.areas[player], view.summer).score
    world = determinise(view, player, Random(view.rng))

    def ended(after: State, at_best: bool) -> Note:
        """How the game ends for ``player`` after a move that ends it: who wins, and why when
        the points are level. "Your score drops from 14 to 13" did not say that 13 tied the
        leader, nor that the tie went to the fewer removed cards (play test)."""
        result = scoring.projection(after)
        score = result.players[player].score
        others = Players(tuple(seat for seat in result.winners if seat != player))
        level = Players(
            tuple(
                seat
                for seat, other in enumerate(result.players)
                if seat != player and other.score == score
            )
        )
        if player in result.winners and others.seats:
            if at_best:
                return Note.of(
                    "At its best place your score ends at {score}: you share the win with"
                    " {players}.",
                    score=score,
                    players=others,
                )
            return Note.of(
                "Your score ends at {score}: you share the win with {players}.",
                score=score,
                players=others,
            )
        if player in result.winners and level.seats:
            if at_best:
                return Note.of(
                    "At its best place your score ends at {score}, level with {players}: you"
                    " win on fewer removed cards.",
                    score=score,
                    players=level,
                )
            return Note.of(
                "Your score ends at {score}, level with {players}: you win on fewer removed cards.",
                score=score,
                players=level,
            )
        if player in result.winners:
            if at_best:
                return Note.of(
                    "At its best place your score ends at {score}: you win.", score=score
                )
            return Note.of("Your score ends at {score}: you win.", score=score)
        if len(others.seats) == 1:
            if at_best:
                return Note.of(
                    "At its best place your score ends at {score}: {players} wins.",
                    score=score,
                    players=others,
                )
            return Note.of(
                "Your score ends at {score}: {players} wins.", score=score, players=others
            )
        if at_best:
            return Note.of(
                "At its best place your score ends at {score}: {players} win.",
                score=score,
                players=others,
            )
        return Note.of("Your score ends at {score}: {players} win.", score=score, players=others)

    def laid_at(area: Area) -> Cell:
        before = world.areas[player]
        return next(place for place, pile in area.items() if before.get(place) != pile)

    def gains(after: State) -> dict[str, float]:
        area = after.areas[player]
        return _gains(
            world.areas[player], area, laid_at(area), view.summer, turns_left(after, player)
        )

    def built(after: State, rivals: Sequence[State] = ()) -> Note | None:
        """What the card laid in ``after`` builds, named by the term of ``evaluate`` it gains
        most on (``_gains``), in figures the player can count on the table; None when it builds
        nothing to name. Following the hints, a newcomer saw their score fall from 4 to −2,
        each reason saying only that the place "may pay off", and nearly stopped trusting
        Hint, where the places built fields worth 19 by the end (play tester 129). Against
        ``rivals`` (the card's best places now, where it scores more), only what this place
        builds beyond each of them: a place two points below its best was told by a butterfly
        the best place gave as well (play tester 131); and never words a best place earns too,
        though the evaluation's gains differ: "there it makes a field of 5 red cards" at −1,
        where covering the green 3 made the same field and 5 (play tester 136)."""
        here = gains(after)
        beyond = {
            term: gain - max((gains(rival)[term] for rival in rivals), default=0.0)
            for term, gain in here.items()
        }
        gained = sorted(
            (term for term, gain in beyond.items() if gain >= BUILT_MIN_GAIN),
            key=lambda term: -beyond[term],
        )
        # a group in progress is named last even when the place gains nothing on it: that
        # the card starts one says why the score drops, and what it waits for; not beside a
        # better place now, which may keep its group as well
        for term in (*gained, *(() if rivals else ("groups",))):
            words = clause(after, term)
            if words is not None and all(
                clause(rival, term, counted=True) != words for rival in rivals
            ):
                return words
        return None

    def clause(after: State, term: str, counted: bool = False) -> Note | None:
        """The words for what the card laid in ``after`` builds on ``term`` of ``evaluate``
        (``built``), or None when it builds nothing there to name; ``counted``: a field whose
        points are in the score now named too, as a best place's words to compare with (a
        field counted at once there is no gain of a place below it)."""
        before, area = world.areas[player], after.areas[player]
        cell = laid_at(area)
        tops = {place: pile[-1] for place, pile in area.items()}
        card = tops[cell]
        # a card laid on one alike (in colour, value or butterfly) grows no patch, group or
        # butterfly's neighbours: it only takes that card's place
        covered = before[cell][-1] if cell in before else None
        same_colour = covered is not None and COLOUR[covered] == COLOUR[card]
        same_value = covered is not None and VALUE[covered] == VALUE[card]
        same_wing = covered is not None and BUTTERFLY[covered] == BUTTERFLY[card]
        near = [
            tops[side]
            for side in ((cell[0] + dx, cell[1] + dy) for dx, dy in _SIDES)
            if side in tops
        ]
        # no more cards are promised than the player can still place: "3 more make it a field"
        # was said where the game could end before their next turn (play tester 209)
        most = most_turns(after, player)
        if term == "fields":
            patch = connected(cell, tops, COLOUR)
            count = len(patch)
            if count < 2 or same_colour or (view.summer and not _touches_purple(patch, tops)):
                return None
            cards = Term(CARDS_OF_COLOUR[COLOUR[card]])
            scored = score_area(area, view.summer).fields
            if not counted and any(cell in field.cells and field.scores for field in scored):
                # its points are in the score now, not a gain to come (play tester 209)
                return None
            if count >= scoring.FIELD_MIN:
                return Note.of(
                    "it makes a field of {count} {cards}: {count} points, if none of them"
                    " is removed",
                    count=count,
                    cards=cards,
                )
            more = scoring.FIELD_MIN - count
            if more > most:
                return None
            # the rules remove the cards of an incomplete value group before fields are
            # counted: "one more makes it a field" was said of four red cards of which a lone
            # 3 and two 4s of a group just broken were to be removed (play tester 191)
            removed = set(score_area(area, view.summer).removed_cells)
            unsure = sum(place in removed for place in patch)
            if unsure == 0 and more == 1:
                return Note.of(
                    "it makes a set of {count} touching {cards}: one more"
                    " makes it a field worth 5 points",
                    count=count,
                    cards=cards,
                )
            if unsure == 0:
                return Note.of(
                    "it makes a set of {count} touching {cards}: {more} more"
                    " make it a field worth 5 points",
                    count=count,
                    cards=cards,
                    more=more,
                )
            if unsure == 1 and more == 1:
                return Note.of(
                    "it makes a set of {count} touching {cards}: one more makes it a field"
                    " worth 5 points, though one of them is not yet in a complete value group"
                    " and would be removed first",
                    count=count,
                    cards=cards,
                )
            if unsure == 1:
                return Note.of(
                    "it makes a set of {count} touching {cards}: {more} more make it a field"
                    " worth 5 points, though one of them is not yet in a complete value group"
                    " and would be removed first",
                    count=count,
                    cards=cards,
                    more=more,
                )
            if more == 1:
                return Note.of(
                    "it makes a set of {count} touching {cards}: one more makes it a field"
                    " worth 5 points, though {unsure} of them are not yet in a complete value"
                    " group and would be removed first",
                    count=count,
                    cards=cards,
                    unsure=unsure,
                )
            return Note.of(
                "it makes a set of {count} touching {cards}: {more} more make it a field"
                " worth 5 points, though {unsure} of them are not yet in a complete value group"
                " and would be removed first",
                count=count,
                cards=cards,
                more=more,
                unsure=unsure,
            )
        if term == "groups":
            value = VALUE[card]
            count = len(connected(cell, tops, VALUE))
            more = value - count
            if value < 2 or more < 0 or more > most or same_value:
                return None
            if more == 0:
                return Note.of(
                    "it completes a group of {value}s: its {count} cards are no longer removed",
                    value=value,
                    count=count,
                )
            if count == 1 and more == 1:
                return Note.of(
                    "it starts a pair of 2s: a second 2 touching it keeps both from being removed"
                )
            if count == 1:
                return Note.of(
                    "it starts a group of {value}s: {more} more {value}s touching it keep"
                    " them all from being removed",
                    value=value,
                    more=more,
                )
            if more == 1:
                return Note.of(
                    "it brings a group of {value}s to {count} cards: one more {value}"
                    " touching them keeps them all from being removed",
                    value=value,
                    count=count,
                )
            return Note.of(
                "it brings a group of {value}s to {count} cards: {more} more {value}s"
                " touching them keep them all from being removed",
                value=value,
                count=count,
                more=more,
            )
        # a butterfly's point needs its card kept: a blue 2 beside a green card was told
        # "1 point, if both cards stay to the end", with no word that the lone 2 is removed
        # until a second 2 touches it (play tester 191)
        complete, needs = _group_needs(tops, cell)
        if VALUE[card] - len(connected(cell, tops, VALUE)) > most:
            needs = None  # its group cannot be completed in the turns left
        if not same_wing and any(COLOUR[other] == BUTTERFLY[card] for other in near):
            if complete:
                return Note.of(
                    "its butterfly touches a card of the butterfly's colour: 1 point, if both"
                    " cards stay to the end"
                )
            if needs is not None:
                return Note.of(
                    "its butterfly touches a card of the butterfly's colour: 1 point once"
                    " {needs}, if both cards stay to the end",
                    needs=needs,
                )
        if not same_colour and any(BUTTERFLY[other] == COLOUR[card] for other in near):
            if complete:
                return Note.of(
                    "it lays a card beside a butterfly of its colour: 1 point, if both cards"
                    " stay to the end"
                )
            if needs is not None:
                return Note.of(
                    "it lays a card beside a butterfly of its colour: 1 point once {needs},"
                    " if both cards stay to the end",
                    needs=needs,
                )
        if not same_wing and BUTTERFLY[card] >= 0 and len(near) < len(_SIDES) and most:
            return Note.of(
                "its butterfly earns 1 point once a card of the butterfly's colour touches"
                " it, if both cards stay to the end"
            )
        return None

    def best_places(holding: State) -> list[State]:
        """The tables after the card ``holding`` holds is laid where it scores most now."""
        held, area = holding.held, holding.areas[player]
        assert held is not None
        scores = {
            cell: score_area(_placed(area, cell, held), view.summer).score
            for cell in holding.targets[player]
        }
        top = max(scores.values())
        return [
            rules.apply(holding, Place(*cell)) for cell, score in scores.items() if score == top
        ]

    def placed(holding: State, after: State, drawn: bool) -> Note:
        """The card ``holding`` holds, laid as in ``after``, told by the score it leaves and,
        below the card's best place now, that best: a place that scores less than it could
        now says what it builds (``built``), or else that it may pay off by the game's end.
        ``drawn``: told for the draw of that card, of the place the next hint gives it
        (``_planned``), in the words of that hint ("At its best place" where the place
        scores most now). The best is told as what another place would bring the score to:
        "where its best place now gives 5" read as a location to a child, beside "the place it
        suits best for the game's end", two best places in one sentence (play tester 136)."""
        score, over = score_area(after.areas[player], view.summer).score, after.phase is Phase.OVER
        held = holding.held
        assert held is not None
        best = _best_score(holding, player, held)
        at_best = drawn and score == best
        if over:
            return ended(after, at_best)
        if best > score:
            made = built(after, best_places(holding))
        else:
            made = built(after) if score <= before else None
        if best > score:
            # below the card's best place now, that best is told as what another place would do
            # to the score: the draw's hint had said what that best was, and a lower score after
            # it read as a mistake (play test). Told of the draw, it is the place the next hint
            # gives, and what it builds there: told by the place scoring most now, the next hint
            # put the card elsewhere, below the score the draw's hint had given (play tester
            # 131). The hint's place is named for what it builds: "but there it makes a patch"
            # read as the other place (play tester 142). "Placed where the next hint will put it
            # (chosen for your final score), it lowers your score from −1 to −2; another place
            # would bring it to −1 straight away" was hard to parse, and hid that −1 was the
            # score kept (play tester of session 55): the other place says whether it raises,
            # keeps or lowers the score (``_elsewhere``)
            area = holding.areas[player]
            elsewhere = _elsewhere(
                area,
                before,
                best,
                [
                    cell
                    for cell in holding.targets[player]
                    if score_area(_placed(area, cell, held), view.summer).score == best
                ],
            )
            if score > before:
                if drawn and made is not None:
                    return Note.of(
                        "At the recommended place (framed once you take the card), your score rises"
                        " from {before} to {after}; {elsewhere}, but at the recommended place"
                        " {built}.",
                        before=before,
                        after=score,
                        elsewhere=elsewhere,
                        built=made,
                    )
                if drawn:
                    return Note.of(
                        "At the recommended place (framed once you take the card), your score rises"
                        " from {before} to {after}; {elsewhere}, but the recommended place may"
                        " pay off more by the game's end.",
                        before=before,
                        after=score,
                        elsewhere=elsewhere,
                    )
                if made is not None:
                    return Note.of(
                        "It raises your score from {before} to {after}; {elsewhere}, but at this"
                        " place {built}.",
                        before=before,
                        after=score,
                        elsewhere=elsewhere,
                        built=made,
                    )
                return Note.of(
                    "It raises your score from {before} to {after}; {elsewhere}, but this place"
                    " may pay off more by the game's end.",
                    before=before,
                    after=score,
                    elsewhere=elsewhere,
                )
            if score == before:
                if drawn and made is not None:
                    return Note.of(
                        "At the recommended place (framed once you take the card), your score stays"
                        " {score} for now; {elsewhere}, but at the recommended place {built}.",
                        score=score,
                        elsewhere=elsewhere,
                        built=made,
                    )
                if drawn:
                    return Note.of(
                        "At the recommended place (framed once you take the card), your score stays"
                        " {score} for now; {elsewhere}, but the recommended place may pay off"
                        " more by the game's end.",
                        score=score,
                        elsewhere=elsewhere,
                    )
                if made is not None:
                    return Note.of(
                        "Your score stays {score} for now; {elsewhere}, but at this place {built}.",
                        score=score,
                        elsewhere=elsewhere,
                        built=made,
                    )
                return Note.of(
                    "Your score stays {score} for now; {elsewhere}, but this place may pay off"
                    " more by the game's end.",
                    score=score,
                    elsewhere=elsewhere,
                )
            if drawn and made is not None:
                return Note.of(
                    "At the recommended place (framed once you take the card), your score first"
                    " drops from {before} to {after}; {elsewhere}, but at the recommended place"
                    " {built}.",
                    before=before,
                    after=score,
                    elsewhere=elsewhere,
                    built=made,
                )
            if drawn:
                return Note.of(
                    "At the recommended place (framed once you take the card), your score first"
                    " drops from {before} to {after}; {elsewhere}, but the recommended place may"
                    " pay off more by the game's end.",
                    before=before,
                    after=score,
                    elsewhere=elsewhere,
                )
            if made is not None:
                return Note.of(
                    "Your score drops from {before} to {after} for now; {elsewhere}, but at this"
                    " place {built}.",
                    before=before,
                    after=score,
                    elsewhere=elsewhere,
                    built=made,
                )
            return Note.of(
                "Your score drops from {before} to {after} for now; {elsewhere}, but this place"
                " may pay off more by the game's end.",
                before=before,
                after=score,
                elsewhere=elsewhere,
            )
        traded = _traded(holding.areas[player], after.areas[player], view.summer)
        if traded is not None:
            # what the card gains now and what it loses now, both counted in the score: "for
            # now, but it makes a field" promised a gain to come (play tester 209); a rise
            # told by its field alone left the butterfly it cost untold (play tester 215)
            if at_best and score > before:
                return Note.of(
                    "At its best place it raises your score from {before} to {after}: {gained},"
                    " but {lost}.",
                    before=before,
                    after=score,
                    gained=traded.gained,
                    lost=traded.lost,
                )
            if score > before:
                return Note.of(
                    "It raises your score from {before} to {after}: {gained}, but {lost}.",
                    before=before,
                    after=score,
                    gained=traded.gained,
                    lost=traded.lost,
                )
            if at_best and score == before:
                return Note.of(
                    "At its best place your score stays {score}: {gained}, but {lost}.",
                    score=score,
                    gained=traded.gained,
                    lost=traded.lost,
                )
            if at_best:
                return Note.of(
                    "At its best place your score drops from {before} to {after}: {gained}, but"
                    " {lost}.",
                    before=before,
                    after=score,
                    gained=traded.gained,
                    lost=traded.lost,
                )
            if score == before:
                return Note.of(
                    "Your score stays {score}: {gained}, but {lost}.",
                    score=score,
                    gained=traded.gained,
                    lost=traded.lost,
                )
            return Note.of(
                "Your score drops from {before} to {after}: {gained}, but {lost}.",
                before=before,
                after=score,
                gained=traded.gained,
                lost=traded.lost,
            )
        if at_best:
            if score > before:
                why = _raised_by(holding.areas[player], after.areas[player], view.summer)
                if why is not None:
                    return Note.of(
                        "At its best place it raises your score from {before} to {after}: {why}.",
                        before=before,
                        after=score,
                        why=why,
                    )
                return Note.of(
                    "At its best place it raises your score from {before} to {after}.",
                    before=before,
                    after=score,
                )
            if score == before:
                if made is not None:
                    return Note.of(
                        "At its best place your score stays {score} for now, but {built}.",
                        score=score,
                        built=made,
                    )
                return Note.of(
                    "At its best place your score stays {score} for now; it may pay off by"
                    " the game's end.",
                    score=score,
                )
            if made is not None:
                return Note.of(
                    "At its best place your score drops from {before} to {after} for now, but"
                    " {built}.",
                    before=before,
                    after=score,
                    built=made,
                )
            return Note.of(
                "At its best place your score drops from {before} to {after} for now; it may"
                " pay off by the game's end.",
                before=before,
                after=score,
            )
        if score > before:
            why = _raised_by(holding.areas[player], after.areas[player], view.summer)
            if why is not None:
                return Note.of(
                    "It raises your score from {before} to {after}: {why}.",
                    before=before,
                    after=score,
                    why=why,
                )
            return Note.of(
                "It raises your score from {before} to {after}.", before=before, after=score
            )
        if score == before:
            if made is not None:
                return Note.of(
                    "Your score stays {score} for now, but {built}.", score=score, built=made
                )
            return Note.of(
                "Your score stays {score} for now; this place may pay off by the game's end.",
                score=score,
            )
        if made is not None:
            return Note.of(
                "Your score drops from {before} to {after} for now, but {built}.",
                before=before,
                after=score,
                built=made,
            )
        return Note.of(
            "Your score drops from {before} to {after} for now; this place may pay off by the"
            " game's end.",
            before=before,
            after=score,
        )

    def hinted(seen: State, holding: State, place: Place, drawn: bool) -> Note:
        """The place hint's reason for ``place`` of the card ``holding`` holds, ``seen`` the
        player's view of it (``drawn``: told for the draw of that card, see ``placed``)."""
        then = rules.apply(holding, place)
        kept = _kept_instead(seen, player, place)
        if kept is not None and kept.edge >= HINT_KEEP_MARGIN and then.phase is not Phase.OVER:
            # a hint that gives up points scored says what for (``hint_move``): "may pay off"
            # read as a guess, worth less than the group it broke (play tester 122)
            after = score_area(then.areas[player], view.summer).score
            if kept.keeps:
                return Note.of(
                    "It breaks a group that scores: your score drops from {before} to {after}"
                    " for now, but by the game's end this place should leave it about {gain}"
                    " higher than the best place that keeps it.",
                    before=before,
                    after=after,
                    gain=round(kept.edge),
                )
            return Note.of(
                "It breaks a group that scores: your score drops from {before} to {after} for"
                " now, but by the game's end this place should leave it about {gain} higher"
                " than the best place that lowers it least.",
                before=before,
                after=after,
                gain=round(kept.edge),
            )
        return placed(holding, then, drawn)

    if isinstance(action, Place):
        if view.held is None or view.held == HIDDEN:
            return None
        return hinted(view, world, action, drawn=False)
    if not isinstance(action, Draw) or action.stack >= len(view.stacks):
        return None
    stack = view.stacks[action.stack]
    planned = _face_up_plan(view, world, player, action)
    if planned is not None:
        # told of the place the next hint gives the card (``_planned``), in that hint's words:
        # told of the place scoring most now, the next hint (a search) put it elsewhere and
        # named what it built there, while the draw's hint said it "may pay off" (play tester
        # 131); told of the place ``evaluate`` prefers, the next hint still put it elsewhere,
        # before ``hint_move`` kept to that place (play test)
        drawn, plan = planned[0], planned[1].place
        seen = rules.view(drawn, player)
        note = hinted(seen, drawn, plan, drawn=True)
        after = _best_score(view, player, stack[-1])
        others = [
            _best_score(view, player, pile[-1])
            for index, (pile, up) in enumerate(zip(view.stacks, view.face_up, strict=True))
            if up and pile and pile[-1] != HIDDEN and index != action.stack
        ]
        other_best = max(others, default=after)
        if rules.apply(drawn, plan).phase is Phase.OVER or other_best <= after:
            return note
        # another face-up card scores more now: "raises your score from 12 to 13" read as the
        # best move where the blue 2 gave 14 at once (play test). Its score is told with what
        # it gains: "another face-up card would give 0 now" read as 0 points gained, where
        # it raised −1 to 0 (play tester of session 55)
        other = Term("the other face-up card" if len(others) == 1 else "another face-up card")
        gain = other_best - before
        if gain > 0:
            return Note.of(
                "{placed} With {other} your score would be {best} now (+{gain}), but this card"
                " should pay off more by the game's end.",
                placed=note,
                other=other,
                best=other_best,
                gain=gain,
            )
        if gain == 0:
            return Note.of(
                "{placed} With {other} your score would stay {best} now, but this card should pay"
                " off more by the game's end.",
                placed=note,
                other=other,
                best=other_best,
            )
        return Note.of(
            "{placed} With {other} your score would be {best} now ({gain}), but this card"
            " should pay off more by the game's end.",
            placed=note,
            other=other,
            best=other_best,
            gain=gain,
        )
    if view.players > 1 and len(stack) == 1:
        return _last_hidden_card(view, world, player, action)
    shown = [
        pile[-1]
        for pile, up in zip(view.stacks, view.face_up, strict=True)
        if up and pile and pile[-1] != HIDDEN
    ]
    if not shown:
        return None
    return _face_down_draw(view, player, before, shown, action)


CARD_NAMES: tuple[str, ...] = (
    "the yellow {value}",
    "the red {value}",
    "the blue {value}",
    "the green {value}",
)
"""A face-up card as a hint names it, one template per colour of ``COLOURS``: French and
German write the colour after or before the value, and agree it."""
PLACES: tuple[str, ...] = ("first", "second", "third", "fourth")
"""A player's place at the end of a game of several, as a hint tells it (``_ending_draws``)."""


def hint_note(view: State, player: int, action: Action) -> Note | None:
    """Why ``action`` (``hint_reason``), and how the game may end near it, in a game of
    several: a draw of a stack's last card ends the game once the card is placed, and the
    hint says so of each such draw it passes over, with how it would end for the player
    (``_ending_draws``); of the draw it gives, the board's words for the move say so, and
    ``hint_reason`` how it ends. The table's line warned "Taking the yellow 3
    ends the game once the card is placed"; the hint, laid over that line, drew face down,
    its reason saying only what a face-down card might score, where taking the yellow 3 ended
    the game with the player third (play tester 184). A reason that counts on the game's end
    to pay off, for a move that gives up score now (``_gives_up_score``), says when that end
    may come before the player's next turn (``_end_before_next_turn``): "your score stays 10
    for now; it may pay off by the game's end" was said with a stack at two cards, and the
    game ended a round later (play tester 184). Said of a place that kept the score where no
    place did better now, the warning read as a contradiction (play test of session 59):
    such a place loses nothing if the game ends first. A reason that counts on cards still to
    be placed (``_promises_cards``) says it wherever that end may come, the score given up or
    not: "3 more make it a field" was said with a stack left at one card (play tester 209)."""
    reason = hint_reason(view, player, action)
    if view.players == 1 or view.phase is Phase.OVER:
        return reason
    notes = [] if reason is None else [reason]
    if reason is not None and (
        _promises_cards(reason)
        or (_counts_on_the_end(reason) and _gives_up_score(view, player, action))
    ):
        soon = _end_before_next_turn(view, action)
        if soon is not None:
            notes.append(soon)
    if view.phase is Phase.DRAW:
        notes.extend(_ending_draws(view, player, action))
    if not notes:
        return None
    joined = notes[0]
    for note in notes[1:]:
        joined = Note.of("{first} {then}", first=joined, then=note)
    return joined


def _takes_last(view: State, action: Action) -> bool:
    """Is ``action`` a draw of its stack's last card (which ends a game of several once the
    card is placed)?"""
    return (
        isinstance(action, Draw)
        and action.stack < len(view.stacks)
        and len(view.stacks[action.stack]) == 1
    )


def _counts_on_the_end(note: Note) -> bool:
    """Do the words of ``note`` (or of a note it holds) promise a pay-off by the game's end?"""
    if "game's end" in note.template:
        return True
    return any(
        isinstance(value, Note) and _counts_on_the_end(value) for _name, value in note.params
    )


PROMISES: tuple[str, ...] = (
    "one more",
    "more make",
    "more {value}",
    "a second 2",
    "once a card",
    "once {needs}",
    "if none of them is removed",
)
"""Words of a hint's reason (``built``) that count on cards the player is still to place."""


def _promises_cards(note: Note) -> bool:
    """Do the words of ``note`` (or of a note it holds) count on cards still to be placed
    ("3 more make it a field")? Such a promise is said with the warning that the game may end
    before the player's next turn, wherever it may (``hint_note``): "your score drops from 13
    to 12 for now, but … 3 more make it a field" was said with a stack left at one card, and
    another player could end the game at once (play tester 209)."""
    if any(words in note.template for words in PROMISES):
        return True
    return any(isinstance(value, Note) and _promises_cards(value) for _name, value in note.params)


def _gives_up_score(view: State, player: int, action: Action) -> bool:
    """Does ``action`` leave ``player`` a lower score now than another move would: a
    placement below the held card's best place now; a face-up card's draw whose planned place
    (``_face_up_plan``) scores less than a face-up card at its best place; a face-down draw
    whose card, at its best place, scores less on average over the cards still unseen than
    the best face-up card? Only such a move bets on a later turn that the game's end may
    take away."""
    if isinstance(action, Place):
        held = view.held
        if held is None or held == HIDDEN:
            return False
        cell = (action.x, action.y)
        score = score_area(_placed(view.areas[player], cell, held), view.summer).score
        return _best_score(view, player, held) > score
    if not isinstance(action, Draw) or action.stack >= len(view.stacks):
        return False
    shown = [
        _best_score(view, player, pile[-1])
        for pile, up in zip(view.stacks, view.face_up, strict=True)
        if up and pile and pile[-1] != HIDDEN
    ]
    if not shown:
        return False
    world = determinise(view, player, Random(view.rng))
    planned = _face_up_plan(view, world, player, action)
    if planned is None:
        unseen = [_best_score(view, player, card) for card in _unseen(view)]
        return bool(unseen) and max(shown) * len(unseen) > sum(unseen)
    drawn, plan = planned
    after = rules.apply(drawn, plan.place)
    return max(shown) > score_area(after.areas[player], view.summer).score


def _end_before_next_turn(view: State, action: Action) -> Note | None:
    """That the game may end before ``view``'s player draws again: a stack left (after
    ``action``, a draw, which is said when it is the draw that leaves it so) with no more
    cards than the other players take before then. None if none is."""
    left = [
        len(stack) - (isinstance(action, Draw) and action.stack == index)
        for index, stack in enumerate(view.stacks)
    ]
    short = min((count for count in left if count > 0), default=0)
    if not short or short > view.players - 1:
        return None
    if isinstance(action, Draw) and left[action.stack] == short:
        # the stack short only once the card is taken: "a stack holds only 1 card" was read
        # of a stack that showed 2 (play tester 215)
        if short == 1:
            return Note.of(
                "But the end may come before your next turn: this draw leaves its stack 1"
                " card, and the game ends once another player takes and places it."
            )
        return Note.of(
            "But the end may come before your next turn: this draw leaves its stack {count}"
            " cards, and the game ends once the other players take and place them.",
            count=short,
        )
    if short == 1:
        return Note.of(
            "But the end may come before your next turn: a stack holds only 1 card, and the"
            " game ends once another player takes and places it."
        )
    return Note.of(
        "But the end may come before your next turn: a stack holds only {count} cards, and"
        " the game ends once the other players take and place them.",
        count=short,
    )


def _ending_draws(view: State, player: int, hinted: Action) -> list[Note]:
    """How each draw of a stack's last card but ``hinted`` would end the game for ``player``:
    a face-up card by the place they would take, it laid where they end best
    (``_last_placed``); the face-down stack's last card by how often it would win."""
    world = determinise(view, player, Random(view.rng))
    notes = []
    for index, stack in enumerate(view.stacks):
        draw = Draw(index)
        if draw == hinted or not _takes_last(view, draw):
            continue
        if view.face_up[index] and stack[-1] != HIDDEN:
            card = stack[-1]
            end = _last_placed(rules.apply(world, draw))
            place = scoring.projection(end).places[player]
            notes.append(
                Note.of(
                    "Taking {card} would end the game now, with you {place}.",
                    card=Note.of(CARD_NAMES[COLOUR[card]], value=VALUE[card]),
                    place=Term(PLACES[place - 1]),
                )
            )
            continue
        wins, total = _last_hidden_wins(view, world, player, draw)
        if wins == total:
            notes.append(
                Note.of(
                    "Drawing the face-down stack's last card would end the game now, and"
                    " whatever it is, at its best place you would win."
                )
            )
        elif wins == 0:
            notes.append(
                Note.of(
                    "Drawing the face-down stack's last card would end the game now, and"
                    " whatever it is, you would lose."
                )
            )
        else:
            notes.append(
                Note.of(
                    "Drawing the face-down stack's last card would end the game now: at its"
                    " best place you would win about {percent}% of the time.",
                    percent=_share(wins, total),
                )
            )
    return notes


def _share(count: int, total: int) -> int:
    """``count`` of ``total`` as a whole percentage, never 0 or 100 unless it is: a player
    comparing "12 of the 106 cards still unseen" with the stacks' "25 left" doubted the
    figure (play tester 137), as the unseen cards count those set aside at the start too; a
    share reads the same whichever cards it is counted over."""
    share = round(100 * count / total)
    if count and not share:
        return 1
    if count < total and share == 100:
        return 99
    return share


def _face_down_draw(view: State, player: int, before: int, shown: list[int], draw: Draw) -> Note:
    """A face-down draw told against the face-up cards ``shown``, and what a hidden card may
    do now, counted over the cards ``player`` has not seen, each at its best place: "a hidden
    card may" raise the score was said where none could, on a Summer's first turn where a 1
    keeping it at 0 was the best of any card (play tester 134). Where a face-up card does
    better now more often than not and the hint still draws face down
    (``_FaceDownAgainst.kept``), the reason says why: the turn a solo face-up draw costs,
    or else how much more ``evaluate`` rates the face-down draw.
    One face-up card (solo) is told as one: "the face-up cards" read as a second one hidden
    somewhere (play tester 149)."""
    one = len(shown) == 1
    best_shown = max(_best_score(view, player, card) for card in shown)
    unseen = [_best_score(view, player, card) for card in _unseen(view)]
    total = len(unseen)
    against = _face_down_against(view, player, draw)
    if against is not None and against.kept and against.advantage <= HINT_PLAN_MARGIN:
        if against.higher:
            return Note.of(
                "The face-up card would raise your score to {after}, and a face-down card"
                " would raise it higher only about {percent}% of the time; but drawing the"
                " face-up card takes two cards off its stack this turn (the timer discards the"
                " next), so the game ends a turn sooner.",
                after=best_shown,
                percent=_share(against.higher, total),
            )
        return Note.of(
            "The face-up card would raise your score to {after}, and no card still unseen"
            " would raise it higher now; but drawing the face-up card takes two cards off its"
            " stack this turn (the timer discards the next), so the game ends a turn sooner.",
            after=best_shown,
        )
    if against is not None and against.kept:
        gain = round(against.advantage)
        if against.higher and one:
            return Note.of(
                "The face-up card would raise your score to {after}, and a face-down card"
                " would raise it higher only about {percent}% of the time; but by the game's"
                " end a face-down draw should leave it about {gain} higher.",
                after=best_shown,
                percent=_share(against.higher, total),
                gain=gain,
            )
        if against.higher:
            return Note.of(
                "The face-up cards could raise your score to {after} at most, and a face-down"
                " card would raise it higher only about {percent}% of the time; but by the"
                " game's end a face-down draw should leave it about {gain} higher.",
                after=best_shown,
                percent=_share(against.higher, total),
                gain=gain,
            )
        if one:
            return Note.of(
                "The face-up card would raise your score to {after}, and no card still unseen"
                " would raise it higher now; but by the game's end a face-down draw should"
                " leave it about {gain} higher.",
                after=best_shown,
                gain=gain,
            )
        return Note.of(
            "The face-up cards could raise your score to {after} at most, and no card still"
            " unseen would raise it higher now; but by the game's end a face-down draw should"
            " leave it about {gain} higher.",
            after=best_shown,
            gain=gain,
        )
    if best_shown > before:
        higher = sum(score > best_shown for score in unseen)
        if higher and one:
            return Note.of(
                "The face-up card would raise your score to {after}; a face-down card would"
                " raise it higher about {percent}% of the time.",
                after=best_shown,
                percent=_share(higher, total),
            )
        if higher:
            return Note.of(
                "The face-up cards could raise your score to {after} at most; a face-down card"
                " would raise it higher about {percent}% of the time.",
                after=best_shown,
                percent=_share(higher, total),
            )
        if one:
            return Note.of(
                "The face-up card would raise your score to {after}, and no card still unseen"
                " would raise it higher now; a hidden card may do better by the game's end.",
                after=best_shown,
            )
        return Note.of(
            "The face-up cards could raise your score to {after} at most, and no card still"
            " unseen would raise it higher now; a hidden card may do better by the game's end.",
            after=best_shown,
        )
    raising = sum(score > before for score in unseen)
    if raising and one:
        return Note.of(
            "The face-up card does not raise your score now; a face-down card would"
            " raise it about {percent}% of the time.",
            percent=_share(raising, total),
        )
    if raising:
        return Note.of(
            "No face-up card raises your score now; a face-down card would"
            " raise it about {percent}% of the time.",
            percent=_share(raising, total),
        )
    keeping = sum(score == before for score in unseen)
    if best_shown < before and keeping and one:
        return Note.of(
            "No card raises your score now, and the face-up card lowers it; a face-down card"
            " would keep it at {score} about {percent}% of the time.",
            percent=_share(keeping, total),
            score=before,
        )
    if best_shown < before and keeping:
        return Note.of(
            "No card raises your score now, and every face-up card lowers it; a face-down card"
            " would keep it at {score} about {percent}% of the time.",
            percent=_share(keeping, total),
            score=before,
        )
    return Note.of("No card raises your score now; a hidden card may do better by the game's end.")


def _last_hidden_card(view: State, world: State, player: int, draw: Draw) -> Note:
    """A face-down stack's last card, drawn: the game ends once it is placed, so the draw is
    told by how often it then wins, each card it may be placed where it scores most. "No
    face-up card raises your score now; a hidden card may" was said of a draw that won
    whatever came (play test)."""
    wins, total = _last_hidden_wins(view, world, player, draw)
    if wins == total:
        return Note.of(
            "The game ends once this card is placed, and whatever it is, at its best place you win."
        )
    if wins == 0:
        return Note.of("The game ends once this card is placed, and whatever it is, you lose.")
    return Note.of(
        "The game ends once this card is placed: at its best place you win about {percent}% of"
        " the time.",
        percent=_share(wins, total),
    )


def _last_hidden_wins(view: State, world: State, player: int, draw: Draw) -> tuple[int, int]:
    """Of the cards ``player`` has not seen, how many win the game for them as the last card
    of the face-down stack ``draw`` takes, each placed where it scores most, and how many
    there are."""
    unseen = _unseen(view)
    wins = 0
    for card in unseen:
        stacks = tuple(
            (card,) if index == draw.stack else pile for index, pile in enumerate(world.stacks)
        )
        drawn = rules.apply(replace(world, stacks=stacks), draw)
        best = max(
            (rules.apply(drawn, place) for place in rules.legal_actions(drawn)),
            key=lambda end: score_area(end.areas[player], view.summer).score,
        )
        wins += player in scoring.projection(best).winners
    return wins, len(unseen)
