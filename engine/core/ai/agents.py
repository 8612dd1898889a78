"""The four AI levels, generic over games.

- ``random``: any legal action.
- ``easy``: greedy on the game's evaluation, with noise.
- ``normal``: greedy on the game's evaluation, averaged over determinisations.
- ``hard``: information-set MCTS over determinisations, leaves scored by the evaluation,
  within a time budget.

An agent sees only the view of its own seat. Where the view hides cards, the agent samples
full states consistent with it (``Game.determinise``), so it can never use what it may not see.
Every agent checks its :class:`CancelToken` so a GUI can stop it at once.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any, Protocol

from engine.core.actions import Action
from engine.core.game import Game

AI_LEVELS = ("random", "easy", "normal", "hard")
DEFAULT_BUDGET_S = {"random": 0.0, "easy": 0.05, "normal": 0.3, "hard": 0.9}


class AgentCancelled(Exception):
    """Raised inside an agent when its CancelToken is set."""


class CancelToken:
    """A thread-safe flag the GUI sets to stop a thinking agent (undo, new game, quit)."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def check(self) -> None:
        if self._event.is_set():
            raise AgentCancelled()


class Agent(Protocol):
    level: str

    def choose(
        self,
        game: Game[Any, Any],
        view: Any,
        player: int,
        cancel: CancelToken | None = None,
    ) -> Action:
        """Pick one of ``game.legal_actions(view)``, knowing only ``view``."""
        ...


def _some(actions: Sequence[Action]) -> Sequence[Action]:
    if len(actions) == 0:
        raise ValueError("the agent was asked to move with no legal action")
    return actions


@dataclass
class RandomAgent:
    seed: int = 0
    level: str = "random"
    rng: Random = field(init=False)

    def __post_init__(self) -> None:
        self.rng = Random(self.seed)

    def choose(
        self, game: Game[Any, Any], view: Any, player: int, cancel: CancelToken | None = None
    ) -> Action:
        actions = _some(game.legal_actions(view))
        return actions[self.rng.randrange(len(actions))]


@dataclass
class GreedyAgent:
    """One-ply greedy on the game's evaluation, averaged over ``samples`` determinisations.

    ``noise`` (in evaluation units) makes the easy level human-like and beatable.
    """

    seed: int = 0
    samples: int = 4
    noise: float = 0.0
    level: str = "normal"
    rng: Random = field(init=False)

    def __post_init__(self) -> None:
        self.rng = Random(self.seed)

    def choose(
        self, game: Game[Any, Any], view: Any, player: int, cancel: CancelToken | None = None
    ) -> Action:
        actions = _some(game.ai_actions(view))
        if len(actions) == 1:
            return actions[0]
        samples = self.samples if game.info.hidden_information else 1
        worlds = [game.determinise(view, player, self.rng) for _ in range(samples)]
        best_value = -math.inf
        best: list[Action] = []
        for action in actions:
            if cancel is not None:
                cancel.check()
            value = _worth(game, worlds, action, player)
            if self.noise:
                value += self.rng.gauss(0.0, self.noise)
            if value > best_value + 1e-9:
                best_value, best = value, [action]
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return best[self.rng.randrange(len(best))]


def _worth(game: Game[Any, Any], worlds: Sequence[Any], action: Action, player: int) -> float:
    """``action``'s value to ``player``, averaged over the sampled ``worlds``.

    A step its mover can still take back and follow with a choice of their own (an ability
    before its target: ``Game.commits`` is False) is worth what the mover will choose next,
    on the same knowledge: the best follow-up's average, not each world's best follow-up.
    That average of maxima would see through hidden cards, overrate the step, and leave the
    next choice worse than going back.
    """
    afters = [game.apply(world, action) for world in worlds]
    first = afters[0]
    if game.current_player(first) != player or game.commits(worlds[0], action):
        return sum(game.evaluate(after, player) for after in afters) / len(afters)
    best = -math.inf
    for follow in game.ai_actions(first):
        total = 0.0
        for after in afters:
            if follow in game.legal_actions(after):
                after = game.apply(after, follow)
            total += game.evaluate(after, player)
        best = max(best, total / len(afters))
    return best


class _Node:
    __slots__ = ("avail", "children", "order", "prior", "total", "visits")

    def __init__(self, prior: float = 0.0) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 0
        """How often this node's action was legal when its parent was visited (IS-MCTS)."""
        self.total: list[float] | None = None
        self.prior = prior
        """The mover's reward estimate for this action from a one-ply evaluation."""
        self.order: list[tuple[float, float, Action]] | None = None
        """This node's actions with their one-ply values and leads, best first (computed once)."""

    def mean(self, player: int) -> float:
        if not self.visits or self.total is None:
            return 0.0
        return self.total[player] / self.visits


@dataclass
class MctsAgent:
    """Single-observer information-set MCTS with determinisation and evaluation at leaves.

    Each iteration samples a world consistent with the agent's view and walks the shared tree
    using only actions legal in that world. Selection is UCB over availability counts with a
    progressive bias towards the one-ply evaluation of the action (its prior). Each node is
    widened progressively, in the order of that one-ply evaluation (computed once per node),
    so the budget goes to the promising actions first. Leaves are scored by the game's
    evaluation turned into per-player rewards in [0, 1] (the lead over the best rival, or for
    one player the gain over the starting position). The search stops at the time budget, or
    earlier once the most visited root action cannot be caught up.
    """

    seed: int = 0
    budget_s: float = DEFAULT_BUDGET_S["hard"]
    max_iterations: int = 100_000
    exploration: float = 0.35
    rollout_depth: int = 0
    widening: float = 1.5
    prior_weight: float = 30.0
    """Progressive bias: the prior counts as this many virtual visits."""
    reward_scale: float = 3.0
    max_depth: int = 8
    root_samples: int = 4
    """Sampled worlds behind the root's priors in games with hidden information."""
    iterations: int | None = None
    """A search without a clock: this many iterations (fewer once the choice cannot change)
    and no time budget, so one view and seed give one move on any machine, at any load. A
    hint asked twice of one position gave two moves when the search stopped at the clock
    (play test)."""
    level: str = "hard"
    rng: Random = field(init=False)

    def __post_init__(self) -> None:
        self.rng = Random(self.seed)

    def _rewards(
        self, game: Game[Any, Any], state: Any, players: int, baseline: float
    ) -> list[float]:
        """Per-player reward in [0, 1]: a logistic of each player's lead over the best other."""
        if players > 1 and game.is_over(state):
            winners = game.result(state).winners
            return [1.0 / len(winners) if p in winners else 0.0 for p in range(players)]
        values = [game.evaluate(state, p) for p in range(players)]
        return self._to_rewards(values, baseline)

    def _to_rewards(self, values: list[float], baseline: float) -> list[float]:
        if len(values) == 1:
            return [logistic((values[0] - baseline) / self.reward_scale)]
        rewards = []
        for p, value in enumerate(values):
            rival = max(values[q] for q in range(len(values)) if q != p)
            rewards.append(logistic((value - rival) / self.reward_scale))
        return rewards

    def _ordered(
        self,
        game: Game[Any, Any],
        world: Any,
        actions: Sequence[Action],
        mover: int,
        baseline: float,
        deadline: float,
    ) -> list[tuple[float, float, Action]]:
        """Actions with the mover's one-ply reward estimate and the lead behind it, best
        first (a node's ``order``). The lead ranks actions whose rewards are equal: a lead far
        beyond the reward scale gives a reward of exactly 1, and a `hard` seat that had won
        whatever it did threw away 19 points with its last card, the first of its moves in
        list order (play test)."""
        players = game.player_count(world)
        scored: list[tuple[float, float, Action]] = []
        for index, action in enumerate(actions):
            if index >= 2 and time.monotonic() > deadline:
                scored.extend((0.0, -math.inf, other) for other in list(actions)[index:])
                break
            after = game.apply(world, action)
            mine = game.evaluate(after, mover)
            if players == 1:
                lead = mine - baseline
            else:
                lead = mine - max(game.evaluate(after, p) for p in range(players) if p != mover)
            scored.append((logistic(lead / self.reward_scale), lead, action))
        scored.sort(key=lambda entry: entry[:2], reverse=True)
        return scored

    def _root_order(
        self,
        game: Game[Any, Any],
        view: Any,
        player: int,
        actions: Sequence[Action],
        baseline: float,
        deadline: float,
    ) -> list[tuple[float, float, Action]]:
        """The root's priors averaged over several sampled worlds, as the normal level does.

        One sampled world gives a noisy prior where much is hidden; the root decides the move,
        so it gets the same care as a greedy choice before the search refines it.
        """
        samples = self.root_samples if game.info.hidden_information else 1
        totals: dict[Action, tuple[float, float]] = {}
        for _ in range(samples):
            world = game.determinise(view, player, self.rng)
            legal_here = set(game.ai_actions(world))
            usable = [action for action in actions if action in legal_here]
            for value, lead, action in self._ordered(
                game, world, usable, player, baseline, deadline
            ):
                value_total, lead_total = totals.get(action, (0.0, 0.0))
                totals[action] = (value_total + value / samples, lead_total + lead / samples)
        ranked = sorted(totals.items(), key=lambda entry: entry[1], reverse=True)
        return [(value, lead, action) for action, (value, lead) in ranked]

    def choose(
        self, game: Game[Any, Any], view: Any, player: int, cancel: CancelToken | None = None
    ) -> Action:
        actions = _some(game.ai_actions(view))
        if len(actions) == 1:
            return actions[0]
        players = game.player_count(view)
        start = time.monotonic()
        timed = self.iterations is None
        deadline = start + self.budget_s * _BUDGET_SHARE if timed else math.inf
        limit = self.max_iterations if self.iterations is None else self.iterations
        baseline = game.evaluate(view, player) if players == 1 else 0.0
        root = _Node()
        root.order = self._root_order(game, view, player, actions, baseline, deadline)
        iterations = 0
        while iterations < limit:
            if cancel is not None:
                cancel.check()
            if iterations > 0:
                if timed:
                    now = time.monotonic()
                    rate = iterations / max(now - start, 1e-6)
                    remaining = rate * (deadline - now)
                else:
                    remaining = limit - iterations
                if remaining <= 0 or self._decided(root, iterations, remaining):
                    break
            iterations += 1
            world = game.determinise(view, player, self.rng)
            node = root
            path: list[_Node] = []
            while not game.is_over(world):
                mover = game.current_player(world)
                assert mover is not None
                legal = game.ai_actions(world)
                if node.order is None:
                    node.order = self._ordered(game, world, legal, mover, baseline, deadline)
                allowed = max(1, int(self.widening * math.sqrt(node.visits + 1)))
                if len(node.children) < min(allowed, len(legal)) and len(path) < self.max_depth:
                    new = next(
                        (
                            (prior, a)
                            for prior, _lead, a in node.order
                            if a not in node.children and a in legal
                        ),
                        None,
                    )
                    if new is None:
                        new = next(((0.5, a) for a in legal if a not in node.children), None)
                    if new is not None:
                        for action, other in node.children.items():
                            if action in legal:
                                other.avail += 1
                        child = _Node(new[0])
                        child.avail = 1
                        node.children[new[1]] = child
                        path.append(child)
                        world = game.apply(world, new[1])
                        node = child
                        break
                candidates = [(a, c) for a, c in node.children.items() if a in legal]
                if not candidates:
                    break
                best_action, best_child, best_score = candidates[0][0], candidates[0][1], -math.inf
                for action, child in candidates:
                    child.avail += 1
                    score = self._ucb(child, mover)
                    if score > best_score:
                        best_action, best_child, best_score = action, child, score
                path.append(best_child)
                world = game.apply(world, best_action)
                node = best_child
            for _ in range(self.rollout_depth):
                if game.is_over(world):
                    break
                legal = game.ai_actions(world)
                world = game.apply(world, legal[self.rng.randrange(len(legal))])
            rewards = self._rewards(game, world, players, baseline)
            root.visits += 1
            for visited in path:
                visited.visits += 1
                if visited.total is None:
                    visited.total = [0.0] * players
                for p in range(players):
                    visited.total[p] += rewards[p]
        best = max(
            ((a, c) for a, c in root.children.items() if a in actions),
            key=lambda pair: (pair[1].visits, pair[1].mean(player) if pair[1].total else 0.0),
            default=None,
        )
        if best is None:
            return actions[self.rng.randrange(len(actions))]
        return best[0]

    def _ucb(self, child: _Node, mover: int) -> float:
        visits = child.visits
        if visits == 0 or child.total is None:
            return 1.0 + child.prior
        mean = (child.total[mover] + self.prior_weight * child.prior) / (visits + self.prior_weight)
        return mean + self.exploration * math.sqrt(math.log(child.avail + 1) / visits)

    @staticmethod
    def _decided(root: _Node, iterations: int, remaining: float) -> bool:
        """True when the most visited root action cannot be overtaken in the ``remaining``
        iterations."""
        if iterations < 32 or len(root.children) < 2:
            return False
        counts = sorted((child.visits for child in root.children.values()), reverse=True)
        return counts[0] - counts[1] > remaining


_BUDGET_SHARE = 0.85
"""Share of the budget spent searching; the rest absorbs the last iteration and the reply."""


def logistic(x: float) -> float:
    """1 / (1 + e^-x), 0 far below: a lead (in points over a scale) as a share in [0, 1]."""
    if x < -30.0:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def make_agent(
    level: str, seed: int = 0, budget_s: float | None = None, iterations: int | None = None
) -> Agent:
    """An agent for a level name; raises ValueError for an unknown level. ``iterations``
    makes a ``hard`` search a fixed one, without a clock (``MctsAgent.iterations``)."""
    if level == "random":
        return RandomAgent(seed=seed)
    if level == "easy":
        return GreedyAgent(seed=seed, samples=2, noise=1.5, level="easy")
    if level == "normal":
        return GreedyAgent(seed=seed, samples=4, noise=0.0, level="normal")
    if level == "hard":
        budget = DEFAULT_BUDGET_S["hard"] if budget_s is None else budget_s
        return MctsAgent(seed=seed, budget_s=budget, iterations=iterations)
    raise ValueError(f"unknown AI level {level!r} (levels: {', '.join(AI_LEVELS)})")
