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


def _legal(game: Game[Any, Any], view: Any) -> Sequence[Action]:
    actions = game.legal_actions(view)
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
        actions = _legal(game, view)
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
        actions = _legal(game, view)
        if len(actions) == 1:
            return actions[0]
        samples = self.samples if game.info.hidden_information else 1
        worlds = [game.determinise(view, player, self.rng) for _ in range(samples)]
        best_value = -math.inf
        best: list[Action] = []
        for index in range(len(actions)):
            if cancel is not None:
                cancel.check()
            action = actions[index]
            value = 0.0
            for world in worlds:
                value += game.evaluate(game.apply(world, action), player)
            value /= len(worlds)
            if self.noise:
                value += self.rng.gauss(0.0, self.noise)
            if value > best_value + 1e-9:
                best_value, best = value, [action]
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return best[self.rng.randrange(len(best))]


class _Node:
    __slots__ = ("children", "prior", "total", "visits")

    def __init__(self, prior: float = 0.0) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.total: list[float] | None = None
        self.prior = prior


@dataclass
class MctsAgent:
    """Single-observer information-set MCTS with determinisation and evaluation at leaves.

    Each iteration samples a world consistent with the agent's view, walks the shared tree
    using only actions legal in that world (UCB with availability counts), widens each node
    progressively in the order of a one-ply evaluation, and scores the leaf after a short
    greedy-free rollout by the game's evaluation turned into per-player rewards.
    """

    seed: int = 0
    budget_s: float = DEFAULT_BUDGET_S["hard"]
    max_iterations: int = 100_000
    exploration: float = 0.5
    rollout_depth: int = 0
    widening: float = 2.0
    reward_scale: float = 4.0
    level: str = "hard"
    rng: Random = field(init=False)

    def __post_init__(self) -> None:
        self.rng = Random(self.seed)

    def _rewards(self, game: Game[Any, Any], state: Any, players: int) -> list[float]:
        """Per-player reward in [0, 1]: a logistic of each player's lead over the best other."""
        if game.is_over(state):
            winners = game.result(state).winners
            return [1.0 / len(winners) if p in winners else 0.0 for p in range(players)]
        values = [game.evaluate(state, p) for p in range(players)]
        if players == 1:
            return [1.0 / (1.0 + math.exp(-(values[0]) / (self.reward_scale * 4)))]
        rewards = []
        for p in range(players):
            rival = max(values[q] for q in range(players) if q != p)
            rewards.append(1.0 / (1.0 + math.exp(-(values[p] - rival) / self.reward_scale)))
        return rewards

    def _ordered(self, game: Game[Any, Any], world: Any, actions: Sequence[Action], mover: int) -> list[tuple[float, Action]]:
        scored = [(game.evaluate(game.apply(world, action), mover), action) for action in actions]
        scored.sort(key=lambda pair: pair[0], reverse=True)
        return scored

    def choose(
        self, game: Game[Any, Any], view: Any, player: int, cancel: CancelToken | None = None
    ) -> Action:
        actions = _legal(game, view)
        if len(actions) == 1:
            return actions[0]
        players = game.player_count(view)
        root = _Node()
        deadline = time.monotonic() + self.budget_s
        iterations = 0
        while iterations < self.max_iterations and (iterations < 8 or time.monotonic() < deadline):
            if cancel is not None:
                cancel.check()
            iterations += 1
            world = game.determinise(view, player, self.rng)
            node = root
            path: list[tuple[_Node, int]] = []
            while not game.is_over(world):
                mover = game.current_player(world)
                assert mover is not None
                legal = game.legal_actions(world)
                allowed = max(1, int(self.widening * math.sqrt(node.visits + 1)))
                if len(node.children) < min(allowed, len(legal)) and not path_is_deep(path):
                    ordered = self._ordered(game, world, legal, mover)
                    new_action = next((a for _, a in ordered if a not in node.children), None)
                    if new_action is not None:
                        child = _Node()
                        node.children[new_action] = child
                        path.append((child, mover))
                        world = game.apply(world, new_action)
                        node = child
                        break
                legal_set = set(legal)
                candidates = [(a, c) for a, c in node.children.items() if a in legal_set]
                if not candidates:
                    break
                log_n = math.log(node.visits + 1)

                def ucb(pair: tuple[Action, _Node], mover: int = mover, log_n: float = log_n) -> float:
                    child = pair[1]
                    if child.visits == 0 or child.total is None:
                        return math.inf
                    mean = child.total[mover] / child.visits
                    return mean + self.exploration * math.sqrt(log_n / child.visits)

                action, child = max(candidates, key=ucb)
                path.append((child, mover))
                world = game.apply(world, action)
                node = child
            for _ in range(self.rollout_depth):
                if game.is_over(world):
                    break
                legal = game.legal_actions(world)
                world = game.apply(world, legal[self.rng.randrange(len(legal))])
            rewards = self._rewards(game, world, players)
            root.visits += 1
            for visited, _mover in path:
                visited.visits += 1
                if visited.total is None:
                    visited.total = [0.0] * players
                for p in range(players):
                    visited.total[p] += rewards[p]
        legal_set = set(actions)
        best = max(
            ((a, c) for a, c in root.children.items() if a in legal_set),
            key=lambda pair: (pair[1].visits, (pair[1].total or [0.0] * players)[player]),
            default=None,
        )
        if best is None:
            return actions[self.rng.randrange(len(actions))]
        return best[0]


def path_is_deep(path: list[tuple[_Node, int]]) -> bool:
    """Limit tree depth so the budget goes into breadth near the root."""
    return len(path) >= 8


def make_agent(level: str, seed: int = 0, budget_s: float | None = None) -> Agent:
    """An agent for a level name; raises ValueError for an unknown level."""
    if level == "random":
        return RandomAgent(seed=seed)
    if level == "easy":
        return GreedyAgent(seed=seed, samples=2, noise=1.5, level="easy")
    if level == "normal":
        return GreedyAgent(seed=seed, samples=4, noise=0.0, level="normal")
    if level == "hard":
        return MctsAgent(seed=seed, budget_s=DEFAULT_BUDGET_S["hard"] if budget_s is None else budget_s)
    raise ValueError(f"unknown AI level {level!r} (levels: {', '.join(AI_LEVELS)})")
