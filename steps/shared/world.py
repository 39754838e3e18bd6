"""The scenario context every game's steps share.

Given steps only write into a :class:`World`; the engine is started lazily by the first When or
Then step (so Givens may come in any order), from the setup the game's ``build_setup`` hook
makes. Nothing here imports a reference engine: everything goes through
:class:`tcgjudge.engine.interface.Engine`.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from tcgjudge.engine.interface import Action, Engine, IllegalActionError, Observation, UndeclaredCapabilityError
from tcgjudge.identity import CardNames, renamed
from tcgjudge.jsondata import json_copy
from tcgjudge.registry import get_game

PLAYER = r"(?P<player>p[12])"
"""A player in a step: ``p1`` or ``p2``, the players every game declares (``Game.players``, checked by
tests/test_every_game.py); steps that go over the players read the game's ``players``."""
QUOTED = r'"(?P<{}>[^"]+)"'
"""A quoted name in a step, as a named group: ``QUOTED.format("card")``."""
CLAUSE = r"(?:RR-[a-z0-9-]+|\d+(?:[.-]\d+)*[a-z]?(?:~\d+)?)"
"""A clause id in any numbering style of the rules documents: ``7-1-4-1``, ``13.2.1.5``, ``24-4c``, ``RR-…``."""

MAX_AUTO_ACTIONS = 200
"""Bound on the actions a 'played on until' step may take, so a broken engine cannot hang."""

CHECK_SETUPS_VARIABLE = "TCGJUDGE_CHECK_SETUPS"
"""Set to 1 to check every setup and action a scenario sends against the game's schemas before it reaches the engine.

The project's own tests run the whole suite with it (a step that builds a bad setup or action is a bug of
the suite, not of the engine); ordinary runs skip it, as it costs about a fifth of the suite's time."""


_ITEM = r'(?:(?P<count>\d+) (?:cards?|copies) of )?"(?P<card>[^"]+)"(?: as "(?P<id>[^"]+)")?(?P<face_up> face up)?'
_ITEM_RE = re.compile(_ITEM)
_SEP_RE = re.compile(r"(?:, and |, | and )")


def parse_items(text: str) -> list[dict[str, Any]]:
    """``"A" as "a1", 3 cards of "B" and "C" face up`` -> entries ``{card, id?, count, face_up}``."""
    text = text.strip()
    if text in ("nothing", "no cards"):
        return []
    items: list[dict[str, Any]] = []
    pos = 0
    while True:
        match = _ITEM_RE.match(text, pos)
        if match is None:
            raise ValueError(f"cannot read a card list at {text[pos:]!r} (in {text!r})")
        items.append(
            {
                "card": match["card"],
                "id": match["id"],
                "count": int(match["count"] or 1),
                "face_up": bool(match["face_up"]),
            }
        )
        pos = match.end()
        if pos == len(text):
            return items
        sep = _SEP_RE.match(text, pos)
        if sep is None:
            raise ValueError(f"expected ', ' or ' and ' at {text[pos:]!r} (in {text!r})")
        pos = sep.end()


def declared_entries(text: str, prefix: str) -> list[dict[str, Any]]:
    """A card list (:func:`parse_items`) as declared zone entries, each with an id: the scenario's own for a single
    card it names, else ``<prefix><item>-<copy>``."""
    out = []
    for n, item in enumerate(parse_items(text)):
        for k in range(item["count"]):
            cid = item["id"] if item["id"] and item["count"] == 1 else f"{prefix}{n}-{k}"
            out.append({"card": item["card"], "id": cid})
    return out


def parse_quoted(text: str) -> list[str]:
    """``"a", "b" and "c"`` -> ``["a", "b", "c"]``; ``nothing`` -> ``[]``."""
    if text.strip() in ("nothing", "no cards"):
        return []
    return [item["card"] for item in parse_items(text)]


def show(value: Any) -> str:
    """A value as it appears in failure messages."""
    return json.dumps(value, sort_keys=True)


def action_matches(wanted: Action, offered: Action) -> bool:
    """``offered`` (a legal action) is ``wanted``: every field of ``wanted`` agrees (lists as multisets)."""
    for key, value in wanted.items():
        have = offered.get(key)
        if key == "count" and have is None:
            continue  # a listed action without a count stands for any count the player can choose
        if isinstance(value, list) and isinstance(have, list):
            if sorted(map(str, value)) != sorted(map(str, have)):
                return False
        elif have != value:
            return False
    return True


def citing(error: IllegalActionError) -> str:
    """How a rejection names its clause, in a message ("citing clause 7-1-1" or "citing no clause")."""
    return f"citing clause {error.clause}" if error.clause else "citing no clause"


def check_clause(game: str, clause: str) -> str:
    """``clause`` as a step argument: it must be a clause of the game's rules documents."""
    from tcgjudge.registry import clause_index

    assert clause in clause_index(game), f"the step cites {clause}, which is not a clause of {game}'s rules"
    return clause


@dataclass(frozen=True)
class ForcedAnswer:
    """A forced decision the harness answered for the scenario: whose, of which kind, and with which pass."""

    player: str
    kind: str
    action: Action


@dataclass
class World:
    """What a scenario has declared and what the engine has answered so far.

    A game subclasses it: its Given steps write the fields it adds, and :meth:`build_setup`
    turns them into the setup its data contract describes.
    """

    engine: Engine
    game: str
    started: bool = False
    setup: dict[str, Any] | None = None
    attempted: bool = False
    last_action: Action | None = None
    rejected: IllegalActionError | None = None
    before: Observation | None = None
    followed: CardNames | None = field(default=None, repr=False)
    changes: int = 0
    """How many times the game was started or moved on: the card names are followed again only after a change."""
    followed_at: int = -1
    mode: str = "state"
    """``state`` (a declared state: :meth:`player`) or ``fresh`` (a seeded fresh game: :meth:`fresh_player`)."""
    seed: int = 0
    players: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Each player's declared state, by ``p1`` / ``p2`` (a game fills in its defaults)."""
    fresh: list[dict[str, Any]] = field(default_factory=list)
    """Each player's part of a fresh game's setup, in the order of the game's ``players``."""
    answered: list[ForcedAnswer] = field(default_factory=list)
    """The forced decisions the harness answered since the scenario's own last action (:meth:`settle_forced`)."""

    DEFAULT_PREFERENCE: ClassVar[list[Action]] = []
    """The answers 'played on until' prefers, in order; otherwise the first legal action."""

    def player(self, player: str) -> dict[str, Any]:
        """The declared state of ``player``, for a Given step to fill in."""
        assert not self.started, "a Given step came after the game had already started"
        assert self.mode == "state", "this Given step describes a declared state, not a fresh game"
        return self.players[player]

    def fresh_player(self, player: str) -> dict[str, Any]:
        """``player``'s part of a fresh game's setup, for a Given step to fill in."""
        assert not self.started, "a Given step came after the game had already started"
        assert self.mode == "fresh", "this Given step needs 'Given a fresh game with seed N' first"
        return self.fresh[get_game(self.game).players.index(player)]

    def build_setup(self) -> dict[str, Any]:
        """The setup the Given steps declared (the game's hook)."""
        raise NotImplementedError(f"{type(self).__name__} does not build setups")

    def start_from(self, setup: dict[str, Any]) -> None:
        """Start the engine from ``setup`` (checked against the game's setup schema when asked to)."""
        self.check_capabilities(setup)
        if os.environ.get(CHECK_SETUPS_VARIABLE) == "1":
            problems = sent_problems(self.game, "setup", setup)
            assert not problems, "the steps built a setup that breaks the data contract:\n" + "\n".join(problems)
        self.setup = setup
        self.started = True
        self.changes += 1
        self.engine.start(self.game, setup)
        self.settle_forced()

    def settle_forced(self) -> None:
        """Answer every forced decision (its only answer is to pass) the engine asks, as if it had skipped it.

        The rules do not say whether a player is asked a question with one possible answer; an engine
        may ask it or skip it (docs/protocol.md, "Forced decisions"), so the harness answers it at once
        and every scenario sees the same state under both behaviours.
        """
        rules = get_game(self.game).decisions
        if not rules.pass_actions:
            return
        for _ in range(MAX_AUTO_ACTIONS):
            if self.engine.is_terminal():
                return
            answers = [a for a in self.engine.legal_actions() if a.get("type") not in rules.anytime_actions]
            if len(answers) != 1 or answers[0].get("type") not in rules.pass_actions:
                return
            pending = self.engine.observe().get("pending") or {}
            player = answers[0].get("player", pending.get("player"))
            self.answered.append(ForcedAnswer(str(player), str(pending.get("kind", "?")), answers[0]))
            self.changes += 1
            self.engine.apply(answers[0])

    def refuse_answered_decision(self, action: Action) -> None:
        """Stop a step that acts in a forced decision the harness has just answered for the scenario.

        The harness answers a decision whose only answer is to pass (:meth:`settle_forced`), as an engine may
        skip it; a step acting as that player right after, while the engine no longer asks that player anything,
        meant to act in that decision (say, a counter the rules refuse, in a counter step with nothing to counter
        with) and would otherwise test another rule (the action refused as out of turn). Either the engine left
        out an answer the scenario relies on (a spare counter card it did not offer), or the scenario acts in a
        forced decision: a suite bug, as it must keep the decision open with a real choice (docs/protocol.md,
        "Forced decisions") or pass it explicitly first. The reference engines never meet the second (the whole
        suites run against them). ``action`` is what the step sends, or the action whose legality it checks.
        """
        rules = get_game(self.game).decisions
        player = action.get("player")
        if player is None or action.get("type") in rules.pass_actions | rules.anytime_actions:
            return
        mine = [answer for answer in self.answered if answer.player == player]
        if not mine:
            return
        pending = self.engine.observe().get("pending")
        if isinstance(pending, dict) and pending.get("player") == player:
            return  # a decision of the same player is open again: the step acts in that one
        now = f"{pending.get('kind')} for {pending.get('player')}" if isinstance(pending, dict) else "nothing"
        raise AssertionError(
            f"this step acts as {player} ({show(action)}) in {player}'s {mine[-1].kind} decision, but the engine "
            f"offered only {show(mine[-1].action)} there, so the harness answered it as forced, and the engine now "
            f"asks {now}. Either the engine left out an answer the scenario relies on there, or the scenario acts "
            'in a forced decision, which an engine may skip (a suite bug: docs/protocol.md, "Forced decisions"; '
            "give the player a real choice there, or pass it explicitly first)"
        )

    def pass_already_given(self, action: Action) -> bool:
        """A scenario's pass with no such decision open: the forced decision was skipped or answered already."""
        if action.get("type") not in get_game(self.game).decisions.pass_actions:
            return False
        return not any(
            offered.get("type") == action.get("type") and offered.get("player") == action.get("player")
            for offered in self.engine.legal_actions()
        )

    def check_capabilities(self, setup: dict[str, Any]) -> None:
        """A setup using something the engine does not declare makes the scenario unsupported, never failed.

        The game's declaration says what each setup uses (``setup_needs``), so no scenario has to
        tag its setup's features and none can forget to.
        """
        declared = get_game(self.game)
        if declared.setup_needs is None:
            return
        needs = declared.setup_needs(setup)
        unknown = sorted(needs - declared.capability_names)
        assert not unknown, f"the game's setup_needs names undeclared capabilities {unknown} (a suite bug)"
        lacking = sorted(needs - self.engine.info().capabilities)
        if lacking:
            raise UndeclaredCapabilityError(lacking[0], f"the scenario's setup uses {', '.join(lacking)}")

    def ensure_started(self) -> None:
        """Start the engine from the declared setup, once. Rejections of the setup propagate."""
        if not self.started:
            self.start_from(self.build_setup())

    def try_start(self) -> None:
        """Start, recording a rejection of the setup (e.g. an illegal deck) instead of raising."""
        self.attempted = True
        self.rejected = None
        self.before = None
        self.last_action = None
        try:
            self.ensure_started()
        except IllegalActionError as error:
            self.rejected = error

    def observe(self) -> Observation:
        self.ensure_started()
        return self.engine.observe()

    def legal_actions(self) -> list[Action]:
        self.ensure_started()
        return self.engine.legal_actions()

    @property
    def names(self) -> CardNames:
        """The scenario's card names followed through the renames logged so far (the game's ``renames``)."""
        if self.followed is None:
            self.followed = CardNames(get_game(self.game).renames)
        if self.started and self.followed_at != self.changes:
            self.followed.follow(self.engine.observe()["log"])
            self.followed_at = self.changes
        return self.followed

    def same_card(self, id_: Any, name: str) -> bool:
        """An id an engine shows is the card the scenario calls ``name``, under any id it has had."""
        return self.names.same(id_, name)

    def event_matches(self, event: dict[str, Any], wanted: dict[str, Any]) -> bool:
        """A log event has every field of ``wanted``; card names match every id the card has had."""
        return self.names.matches(event, wanted)

    def act(self, action: Action, attempt: bool = False) -> None:
        """Apply an action. A rejection fails the scenario unless ``attempt`` (then it is recorded).

        A pass the harness already gave for a forced decision is not sent again; an engine that
        skipped that decision is judged the same (docs/protocol.md, "Forced decisions"). Any other
        action in a forced decision the harness answered is a suite bug (:meth:`refuse_answered_decision`).
        """
        self.ensure_started()
        action = renamed(self.names, action)
        if not attempt and self.pass_already_given(action):
            self.answered.clear()  # the scenario passes where the harness did: it knows that decision is over
            return
        self.refuse_answered_decision(action)
        self.answered.clear()
        if os.environ.get(CHECK_SETUPS_VARIABLE) == "1":
            problems = sent_problems(self.game, "action", action)
            assert not problems, "the scenario sends an action that breaks the data contract:\n" + "\n".join(problems)
        self.before = json_copy(self.engine.observe())
        self.attempted = attempt
        self.last_action = action
        self.rejected = None
        self.changes += 1
        try:
            self.engine.apply(action)
        except IllegalActionError as error:
            if not attempt:
                raise AssertionError(
                    f"the engine rejected {json.dumps(action)} ({citing(error)}): {error.message}"
                ) from error
            self.rejected = error
            return
        self.settle_forced()

    def default_answer(self, legal: list[Action], obs: Observation) -> Action:
        if not legal:
            raise AssertionError(
                f"the engine offers no legal action while the game is not over (pending: {obs.get('pending')})"
            )
        for wanted in self.DEFAULT_PREFERENCE:
            for action in legal:
                if all(action.get(k) == v for k, v in wanted.items()):
                    return action
        return legal[0]

    def play_on(self, done: Callable[[Observation], bool], goal: str) -> None:
        """Answer pending decisions with the default answers until ``done`` holds (bounded)."""
        for _ in range(MAX_AUTO_ACTIONS):
            obs = self.observe()
            if done(obs):
                return
            if obs["result"]["over"]:
                raise AssertionError(f"the game ended ({obs['result']}) before reaching {goal}")
            self.act(self.default_answer(self.legal_actions(), obs))
        raise AssertionError(f"{goal} not reached after {MAX_AUTO_ACTIONS} actions")


PLAYERS = ("p1", "p2")


@dataclass
class DeclaredWorld(World):
    """A scenario context whose declared state names its turn, its phase and the player to play, over a card pool
    the scenario extends (Cipher, Granblue Fantasy): its setup is built here once; a game gives its defaults (the
    ``cards`` and ``players`` factories, ``start_fresh``) and its own keys of the state (:meth:`state_extras`)."""

    cards: dict[str, dict[str, Any]] = field(default_factory=dict)
    turn: int | None = None
    phase: str | None = None
    turn_player: str | None = None
    remembered: dict[str, list[str]] = field(default_factory=dict)
    """Card ids a When step noted for a later Then step (e.g. the hand a player redrew)."""

    DECLARED_DECK_SIZE: ClassVar[int] = 10
    """The filler cards a declared player's deck holds unless the scenario says what it holds."""

    def state_extras(self) -> dict[str, Any]:
        """The game's own keys of a declared state, beside the turn, the phase, the turn player and the players."""
        return {}

    def build_setup(self) -> dict[str, Any]:
        cards = [json_copy(card) for card in self.cards.values()]
        if self.mode == "fresh":
            return {"mode": "fresh", "seed": self.seed, "cards": cards, "players": json_copy(self.fresh)}
        assert self.turn is not None and self.phase is not None and self.turn_player is not None, (
            "the scenario never declared the game ('Given a game on turn N in the <phase> phase with pX to play')"
        )
        players = json_copy(self.players)
        for p, declared in players.items():
            if declared["deck"] is None:
                size = self.DECLARED_DECK_SIZE
                declared["deck"] = [{"card": f"FILL-{i:02d}", "id": f"{p}-deck{i}"} for i in range(size)]
        state = {"turn": self.turn, "turn_player": self.turn_player, "phase": self.phase, "players": players}
        return {"mode": "state", "seed": self.seed, "cards": cards, "state": state | self.state_extras()}


def first_or_second(world: World, player: str) -> str:
    """``p1``/``p2`` as such; ``the first player`` or ``the second player`` as the engine drew them (its observation's
    ``first_player``)."""
    if player in PLAYERS:
        return player
    first = world.observe()["first_player"]
    assert first in PLAYERS, f"the engine names no first player: {first!r}"
    return str(first) if player == "the first player" else ("p2" if first == "p1" else "p1")


def sent_problems(game: str, kind: str, data: dict[str, Any]) -> list[str]:
    """Problems of a ``setup`` or ``action`` the suite sends, against the game's schema (none without schemas).

    A scenario sends only schema-valid data (an engine may validate what it receives), so a rule the
    schema itself enforces, such as a positive DON!! count (One Piece 1-3-5), is checked on the
    engine's side: every action it lists must validate (tests/test_every_game.py, and the protocol).
    """
    from tcgjudge.schemas import validate

    folder = get_game(game).schemas
    return validate(f"{folder}/{kind}", data) if folder is not None else []


def without_groups(pattern: str) -> str:
    """A regular expression with its named groups made anonymous, to nest it in another."""
    return re.sub(r"\(\?P<\w+>", "(?:", pattern)
