"""The step vocabulary every game shares, written once: its scenario context and its game-neutral steps.

A game's step package subclasses :class:`~tcgjudge.steps.shared.world.World` (the hook that builds
its setups), defines the ``world`` fixture, and star-imports :mod:`tcgjudge.steps.shared.steps`.
The vocabulary is listed in ``docs/steps.md``.
"""
