"""The ONE PIECE CARD GAME step library in one import.

``from tcgjudge.steps.onepiece.common_steps import *`` brings the ``world`` fixture and
every Given/When/Then step fixture into a test module. The vocabulary is listed in
``docs/onepiece-steps.md``.
"""

from __future__ import annotations

from tcgjudge.steps.onepiece.given_steps import *  # noqa: F403
from tcgjudge.steps.onepiece.then_steps import *  # noqa: F403
from tcgjudge.steps.onepiece.when_steps import *  # noqa: F403
from tcgjudge.steps.onepiece.world import world  # noqa: F401
