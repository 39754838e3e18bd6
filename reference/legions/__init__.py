"""Reference engine of the Legions! comprehensive rulebook ver. 1.00, on the shared typed core (``reference.core``):
the whole text, card text and keywords.

The modules import in layers, each building only on the ones below it (``tests/test_engine_layers.py``
keeps it so); from the bottom:

1. ``abilities``, ``cards``: card definitions and card text as data (chapter 14 and the format of chapters 35-38).
2. ``state``: the game state's dataclasses and the types every rule shares (``Hit``, ``Problem``); ``tasks``:
   the work-stack task kinds (frozen dataclasses) and their handler table, on the shared core (``reference/core``).
3. ``stats`` (what a unit has now: ATK, HP, keywords read continuously, 39-1; incapacitation, 29), ``zones``
   (moves between zones, lanes, ch. 17-18), ``result`` (ch. 24), ``sequence`` (opening a sequence, 35-3).
4. ``prohibitions`` (01-2, 01-3), ``keywords`` (what the keywords of ch. 39 change).
5. ``targets`` (35-5), ``continuous`` (35-12, 36-3), ``replacement`` (38-16), ``triggers`` (ch. 37), ``turn``
   (ch. 26, 28).
6. ``damage`` (ch. 10-12, 39-10's damage), then ``battle`` (27-4, 29-3, ch. 34, 39-4), then ``master_attack``
   (38-9) and ``move_attack`` (39-7).
7. ``effects`` (the common effects of ch. 38), then ``play`` (ch. 30-33), ``costs``, ``unlocking``, ``activated``
   (36-4), ``main_phase`` (ch. 27, 20-3b/c), ``setup`` (ch. 23, 25, declared states).
8. ``choices``, ``actions`` (checking, listing), ``flow`` (driver), ``serialize`` (JSON), ``engine`` (the
   :class:`~tcgjudge.engine.interface.Engine` adapter).
"""
