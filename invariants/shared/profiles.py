"""Hypothesis settings profiles for the invariants, and where their example database lives.

* ``ci``: bounded so the whole invariants run finishes in a few minutes on 2 cores.
* ``deep``: long runs for a nightly job or a release.

Choose with ``TCGJUDGE_HYPOTHESIS_PROFILE`` (default ``ci``). The example database
(failing examples Hypothesis replays first) is a directory from
``TCGJUDGE_HYPOTHESIS_DB`` (e.g. a shared folder), or, for ``redis://host:port``,
Hypothesis's Redis-backed database shared by several machines (needs the
``redis`` package: ``pip install hypothesis[redis]``).
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings
from hypothesis.database import DirectoryBasedExampleDatabase, ExampleDatabase, InMemoryExampleDatabase

PROFILE_VARIABLE = "TCGJUDGE_HYPOTHESIS_PROFILE"
DATABASE_VARIABLE = "TCGJUDGE_HYPOTHESIS_DB"


def example_database() -> ExampleDatabase:
    location = os.environ.get(DATABASE_VARIABLE, "")
    if location.startswith("redis://"):
        import redis  # type: ignore[import-not-found]
        from hypothesis.extra.redis import RedisExampleDatabase

        return RedisExampleDatabase(redis.Redis.from_url(location))
    if location:
        return DirectoryBasedExampleDatabase(location)
    return InMemoryExampleDatabase()


def register_profiles() -> None:
    common = {
        "deadline": None,
        "suppress_health_check": [HealthCheck.too_slow, HealthCheck.data_too_large],
        "database": example_database(),
    }
    settings.register_profile("ci", max_examples=25, stateful_step_count=40, **common)  # type: ignore[arg-type]
    settings.register_profile("deep", max_examples=2000, stateful_step_count=200, **common)  # type: ignore[arg-type]


def active_settings() -> settings:
    register_profiles()
    return settings.get_profile(os.environ.get(PROFILE_VARIABLE, "ci"))
