"""The Granblue Fantasy suite: every installed feature file, with the shared and the game's step library.

Run with ``pytest --pyargs tcgjudge.steps.gbf --tcg-game gbf``.
"""

from __future__ import annotations

from pytest_bdd import scenarios
from tcgjudge.steps.gbf.effect_steps import *  # noqa: F403
from tcgjudge.steps.gbf.principles_steps import *  # noqa: F403
from tcgjudge.steps.gbf.processing_steps import *  # noqa: F403
from tcgjudge.steps.gbf.steps import *  # noqa: F403
from tcgjudge.steps.gbf.value_steps import *  # noqa: F403
from tcgjudge.steps.gbf.world import world  # noqa: F401
from tcgjudge.steps.shared.steps import *  # noqa: F403

from tcgjudge.registry import get_game

scenarios(str(get_game("gbf").features_dir))
