"""The invariants every game has, written once; each game's declaration maps them to its clauses.

Some are rules of every game (a finished game offers no action and keeps its result); the rest
are the engine contract every game shares (a listed action is accepted, an impossible one is
rejected and changes nothing, a replay is identical). A game maps a contract invariant to no
clause: it is checked all the same, and coverage shows it under no clause.
"""

from __future__ import annotations

from tcgjudge.invariants.shared.records import Invariant, Transition

NO_ACTIONS_AFTER_THE_END = "no-actions-after-the-end"
ACTIONS_WHILE_RUNNING = "actions-while-running"
LEGAL_ACTIONS_ARE_ACCEPTED = "legal-actions-are-accepted"
IMPOSSIBLE_ACTIONS_ARE_REJECTED = "impossible-actions-are-rejected"
REJECTION_CHANGES_NOTHING = "rejection-changes-nothing"
DETERMINISM = "determinism"
RESULT_STABLE = "result-stable"


def finished_game_stays_finished(step: Transition) -> str | None:
    if step.before["result"]["over"] and step.after["result"] != step.before["result"]:
        return f"the result changed after the game ended: {step.before['result']} -> {step.after['result']}"
    return None


def _checked_by_the_machine(step: Transition) -> str | None:
    """Checked where the state machine acts (it needs the engine, not only two observations)."""
    return None


DESCRIPTIONS: dict[str, str] = {
    NO_ACTIONS_AFTER_THE_END: "a finished game lists no legal action",
    ACTIONS_WHILE_RUNNING: "a game that is not over lists at least one legal action",
    LEGAL_ACTIONS_ARE_ACCEPTED: "every listed legal action is accepted",
    IMPOSSIBLE_ACTIONS_ARE_REJECTED: "an action naming a card that does not exist or the wrong player is rejected",
    REJECTION_CHANGES_NOTHING: "a rejected action leaves the observation exactly as it was",
    DETERMINISM: "the same setup and actions give the same observation",
    RESULT_STABLE: "a finished game's result never changes",
}


def generic_invariants(clauses: dict[str, tuple[str, ...]] | None = None) -> tuple[Invariant, ...]:
    """The generic invariants, each citing the clauses a game maps it to (a game's ``invariant_clauses``)."""
    clauses = clauses or {}
    return tuple(
        Invariant(
            name,
            tuple(clauses.get(name, ())),
            description,
            finished_game_stays_finished if name == RESULT_STABLE else _checked_by_the_machine,
        )
        for name, description in DESCRIPTIONS.items()
    )
