"""Reference engine of the Fire Emblem 0 (Cipher) comprehensive rules (version one thirty-five), on the shared
typed core (tcgjudge.reference.core).

Modules: ``cards`` (definitions, fixed numbers), ``state`` (dataclasses), ``rules`` (moves, the automatic check
timing of chapters 7-9 and 11, the end of the game, 3), ``setup`` (12.1, 12.2, declared states), ``turn`` (setup
and turn tasks, chapters 12.2 and 13-17, the driver), ``actions`` (listing and applying decisions),
``serialize`` (JSON), ``engine`` (the adapter). Not yet: battle (18, 20) and skills (19, 21-23).
"""
