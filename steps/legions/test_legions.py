"""The Legions! suite: every installed feature file, with the shared and the game's step library.

Run with ``pytest --pyargs tcgjudge.steps.legions --tcg-game legions``.
"""

from __future__ import annotations

from pytest_bdd import scenarios
from tcgjudge.steps.legions.effect_steps import *  # noqa: F403
from tcgjudge.steps.legions.given_steps import *  # noqa: F403
from tcgjudge.steps.legions.then_steps import *  # noqa: F403
from tcgjudge.steps.legions.when_steps import *  # noqa: F403
from tcgjudge.steps.legions.world import world  # noqa: F401
from tcgjudge.steps.shared.steps import *  # noqa: F403

from tcgjudge.registry import get_game

scenarios(str(get_game("legions").features_dir))
