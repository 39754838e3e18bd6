"""Reference engine of the ONE PIECE CARD GAME comprehensive rules.

Modules: ``cards`` (definitions and vocabulary), ``state`` (dataclasses), ``zones`` (moves),
``continuous`` (current power/keywords/prohibitions), ``keywords`` (ch. 10-1), ``effects``
(ch. 8, K.O. and replacement), ``turn`` (ch. 6), ``battle`` (ch. 7), ``rule_processing``
(ch. 9, 1-2), ``setup`` (ch. 5), ``actions`` (validation, legal actions), ``flow`` (driver),
``serialize`` (JSON), ``engine`` (the :class:`~tcgjudge.engine.interface.Engine` adapter).
"""
