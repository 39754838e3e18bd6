"""Reference engine of the ONE PIECE CARD GAME comprehensive rules, on the shared typed core (``reference.core``).

Modules: ``cards`` (definitions and vocabulary), ``state`` (dataclasses), ``tasks`` (the work-stack task
kinds and their handler table), ``decisions`` (decision kinds and the continuations that finish them),
``zones`` (moves, secret areas), ``continuous`` (current power/keywords/prohibitions, expiry), ``keywords``
(ch. 10-1), effects of chapter 8 in ``triggered`` (automatic effects), ``activation`` (activating and paying),
``costs`` (8-3-1), ``resolution`` (resolving effects, the table of effect kinds), ``replacement`` and ``ko``
(K.O., 10-2-1, and its replacement); ``turn`` (ch. 6), ``battle`` (ch. 7), ``rule_processing`` (ch. 9, 1-2),
``setup`` (ch. 5), ``actions`` (validation, legal actions), ``flow`` (driver), ``serialize`` (JSON),
``engine`` (the :class:`~tcgjudge.engine.interface.Engine` adapter).
"""
