"""The typed core both reference engines share: the work stack and its tasks, decisions, the driver loop.

Each engine keeps its rules; what they copied from each other lives here once:

- :mod:`.tasks`: :class:`Task`, the base of a game's task kinds (one frozen dataclass per kind), and
  :class:`TaskTable`, the one table a game registers its handlers in (a decorator that refuses a duplicate);
- :mod:`.outcome`: :class:`Outcome` (``DONE``, ``WAIT``, ``STOP``) of a step of card text and
  :data:`IMPOSSIBLE`, the value of a step that cannot be carried out;
- :mod:`.decisions`: :class:`Pending`, the decision a game waits for, and :class:`Continuation`, the typed
  "what to do with the answer" it carries;
- :mod:`.flow`: :class:`Flow`, the driver loop (run the work stack until a decision) with the game's rules
  in named hooks;
- :mod:`.game`: starting a game from a setup and the pure transition (copy, apply, advance);
- :mod:`.players`: the two player ids and the id and log helpers of a game state;
- :mod:`.observe`: the parts of an observation both games build alike (the decision, the result).
"""
