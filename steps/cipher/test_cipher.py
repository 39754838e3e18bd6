"""The Cipher suite: every installed feature file, with the shared and the game's step library.

Run with ``pytest --pyargs tcgjudge.steps.cipher --tcg-game cipher``.
"""

from __future__ import annotations

from pytest_bdd import scenarios
from tcgjudge.steps.cipher.battle_steps import *  # noqa: F403
from tcgjudge.steps.cipher.effect_steps import *  # noqa: F403
from tcgjudge.steps.cipher.keyword_steps import *  # noqa: F403
from tcgjudge.steps.cipher.principles_steps import *  # noqa: F403
from tcgjudge.steps.cipher.skill_steps import *  # noqa: F403
from tcgjudge.steps.cipher.steps import *  # noqa: F403
from tcgjudge.steps.cipher.support_steps import *  # noqa: F403
from tcgjudge.steps.cipher.trigger_steps import *  # noqa: F403
from tcgjudge.steps.cipher.turn_steps import *  # noqa: F403
from tcgjudge.steps.cipher.world import world  # noqa: F401
from tcgjudge.steps.shared.steps import *  # noqa: F403

from tcgjudge.registry import get_game

scenarios(str(get_game("cipher").features_dir))
