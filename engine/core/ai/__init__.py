"""AI seats: every agent decides from ``view(state, me)`` and the legal actions only."""

from engine.core.ai.agents import (
    AI_LEVELS,
    Agent,
    AgentCancelled,
    CancelToken,
    GreedyAgent,
    MctsAgent,
    RandomAgent,
    make_agent,
)

__all__ = [
    "AI_LEVELS",
    "Agent",
    "AgentCancelled",
    "CancelToken",
    "GreedyAgent",
    "MctsAgent",
    "RandomAgent",
    "make_agent",
]
