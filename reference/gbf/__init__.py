"""Reference engine of the Granblue Fantasy TCG comprehensive rules 1.10 and its rule reference, on the shared
typed core (tcgjudge.reference.core).

Modules: ``cards`` (definitions, fixed numbers), ``state`` (dataclasses), ``rules`` (moves, the end of the game,
1-2), ``setup`` (5-1, 5-2, declared states), ``turn`` (setup and turn tasks, chapter 6, the driver),
``damage`` (chapter 9: damage, incapacitation, armor break, replenishment; entering 10-2-3), ``actions``
(listing and applying decisions), ``serialize`` (JSON), ``engine`` (the adapter). Not yet: attacks
(chapter 7) and card text (chapter 8).
"""
