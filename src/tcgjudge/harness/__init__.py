"""The pytest plugin's parts, under the thin hook switchboard of ``tcgjudge.plugin``.

Split as pytest-bdd splits its own plugin: the hooks stay in ``plugin.py`` and each hands its work to one module
here. ``options`` (the command-line options, the engine they describe, the selection), ``items`` (what a scenario
item is: its clauses, feature, line, tags and needs; the selection), ``outcomes`` (what a report means: outcome and
failure kind), ``recording`` (the results file, the first fatal error, the end of the session), all over one typed
record per scenario (``record``).
"""
