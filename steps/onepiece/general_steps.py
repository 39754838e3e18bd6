"""Steps used only by the general scenarios; shared steps live in given_steps, when_steps and then_steps."""

from __future__ import annotations
