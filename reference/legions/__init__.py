"""Reference engine of the Legions! comprehensive rulebook ver. 1.00 (first slice).

Modules: ``cards`` (definitions, vocabulary), ``state`` (dataclasses), ``zones`` (lanes, card and
core moves), ``result`` (ch. 24), ``setup`` (ch. 23, 25, declared states), ``turn`` (ch. 26, 28),
``play`` (ch. 30-33), ``main_phase`` (ch. 27, 20-3b/c), ``actions`` (checking, listing), ``flow``
(driver), ``serialize`` (JSON), ``engine`` (the :class:`~tcgjudge.engine.interface.Engine` adapter).
Not yet: battle (ch. 29 beyond incapacitation, 34) and card text (ch. 35-39).
"""
