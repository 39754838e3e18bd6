"""A correct engine that knows nothing of `include` and `log_from` (the default of :class:`Faulty`): it always sends
the whole log, and only the decision in transition replies, as an engine written before they existed would."""

from __future__ import annotations

from protocol_engine import Faulty

Faulty().main()
