"""Dies before the handshake, with a message on stderr."""

from __future__ import annotations

import sys

sys.stderr.write("fatal: cannot open cards.db\n")
sys.exit(2)
