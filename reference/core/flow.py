"""The driver every engine shares: run the work stack until a player must decide or the game is over.

The loop is the same for every game; what differs is in named hooks a game's :class:`Flow` overrides
(as python-chess keeps one board loop and lets a variant override its rules): whether the game is over,
what may interrupt the top task (automatic effects, continuous effects), what an empty stack means (the
main-phase decision) and what too many steps mean.
"""

from __future__ import annotations

from typing import Any, ClassVar, Generic, Protocol, TypeVar

from .decisions import Pending
from .tasks import Handlers, Task


class FlowState(Protocol):
    """What the loop reads of a game state: the decision it waits for and the work stack."""

    pending: Pending | None
    tasks: Any  # list[Task]: the last task runs next (invariant, so a game's list[Task] matches)


S = TypeVar("S", bound=FlowState)


class Flow(Generic[S]):
    """A game's driver: :meth:`advance` with the game's rules in the hooks below."""

    max_steps: ClassVar[int] = 10_000

    def __init__(self, tasks: Handlers[S]) -> None:
        self.tasks = tasks

    # -- hooks ---------------------------------------------------------------------------------------

    def game_over(self, s: S) -> bool:
        """Check the end of the game (and record it); True when it is over. Runs before every step."""
        raise NotImplementedError

    def interrupt(self, s: S, top: Task | None) -> bool:
        """Run what comes before the top task (automatic effects...); True if something happened."""
        return False

    def idle(self, s: S) -> None:
        """The stack is empty and nothing interrupts: leave the decision that follows pending."""
        raise NotImplementedError

    def runaway(self, s: S) -> None:
        """``max_steps`` steps ran without a decision."""
        raise AssertionError("the game ran for too many steps without a decision")

    # -- the loop ------------------------------------------------------------------------------------

    def advance(self, s: S) -> None:
        """Proceed until a player must decide or the game is over."""
        stack: list[Task] = s.tasks
        run = self.tasks.run
        for _ in range(self.max_steps):
            if self.game_over(s) or s.pending is not None:
                return
            top = stack[-1] if stack else None
            if self.interrupt(s, top):
                continue
            if top is not None:
                stack.pop()
                run(s, top)
                continue
            self.idle(s)
            if s.pending is None:
                raise AssertionError("nothing to do: the idle hook left no decision")
            return
        self.runaway(s)
