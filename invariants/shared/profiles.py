"""Hypothesis settings profiles for the invariants, and where their example database lives.

* ``ci``: 25 examples of up to 40 steps per machine; the One Piece invariants take about 5 s
  with ``-n 2`` on 2 cores.
* ``deep``: 500 examples of up to 100 steps, for a nightly job or a release: about 90 s the same way.

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
PROFILES = ("ci", "deep")
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
    settings.register_profile("deep", max_examples=500, stateful_step_count=100, **common)  # type: ignore[arg-type]


def chosen_profile() -> str:
    """The profile ``TCGJUDGE_HYPOTHESIS_PROFILE`` names; a name that is not a profile is a usage error."""
    name = os.environ.get(PROFILE_VARIABLE, "ci")
    if name not in PROFILES:
        raise ValueError(f"{PROFILE_VARIABLE}={name!r} is not a profile; choose one of {', '.join(PROFILES)}")
    return name


def active_settings() -> settings:
    register_profiles()
    return settings.get_profile(chosen_profile())
