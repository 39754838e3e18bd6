"""``python -m tcgjudge``: the same as the ``tcgjudge`` command."""

from tcgjudge.cli.main import main

main()
