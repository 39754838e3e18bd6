"""Reference engine of the Legions! comprehensive rulebook ver. 1.00 (slices one and two).

Modules: ``cards`` (definitions, vocabulary), ``state`` (dataclasses), ``zones`` (lanes, card and
core moves), ``stats`` (a unit's ATK, HP and keywords now), ``result`` (ch. 24), ``setup`` (ch. 23,
25, declared states), ``turn`` (ch. 26, 28), ``play`` (ch. 30-33), ``main_phase`` (ch. 27, 20-3b/c),
``battle`` (27-4, 29-3, ch. 34, 39-4), ``damage`` (ch. 10-12), ``actions`` (checking, listing),
``flow`` (driver), ``serialize`` (JSON), ``engine`` (the :class:`~tcgjudge.engine.interface.Engine`
adapter). Not yet: card text (ch. 35-38) and the keywords of ch. 39 other than Haste, Assault and
First Strike.
"""
