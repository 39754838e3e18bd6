"""Granblue Fantasy steps of the effect procedure (chapter 8): the choice of replacement effects (8-10-2)."""

from __future__ import annotations

from pytest_bdd import parsers, when
from tcgjudge.steps.gbf.steps import TRY, _card_number
from tcgjudge.steps.gbf.world import World
from tcgjudge.steps.shared.world import PLAYER, parse_quoted

from tcgjudge.engine.interface import Action


@when(
    parsers.re(
        PLAYER
        + " "
        + TRY
        + r'(?:applies|apply) (?:the replacements? (?P<names>".+")|no replacement) to "(?P<card>[^"]+)"$'
    )
)
def when_apply_replacements(world: World, player: str, tries: str, names: str | None, card: str) -> None:
    """`When pX [tries to ]applies the replacements "NAME" and "NAME" to "ID"`, `When pX applies the replacement "NAME"
    to "ID"`, `When pX applies no replacement to "ID"` — `apply_replacements`: of the replacement effects of that
    card the event waits on, those named, in the order named (8-10-2); an optional one may be left out (8-10-3).

    Vocabulary: Actions
    """
    effects = world.cards.get(_card_number(world, card), {}).get("effects", [])
    order: list[int] = []
    for name in parse_quoted(names) if names else []:
        index = next((i for i, e in enumerate(effects) if e.get("name") == name), None)
        assert index is not None, f'"{card}" has no effect named "{name}"'
        order.append(index)
    action: Action = {"type": "apply_replacements", "player": player, "card": card, "effects": order}
    world.act(action, attempt=bool(tries))
