"""Differential judging: ``tcgjudge explore`` plays an engine against the reference engine and writes each
disagreement as a scenario.

Walks start from a corpus (:mod:`.corpus`: every setup the game's scenarios declare, generated states, seeded
fresh games), take random legal actions weighted toward the least seen (:mod:`.walker`), compare the two
engines after each on what the rules decide (:mod:`.compare`, :mod:`.normalise`), shrink each disagreement to
its shortest sequence (:mod:`.shrink`) and write it as Gherkin (:mod:`.scenario`). Nothing here names a game:
everything comes from the game's declaration (its reference engine, invariant kit, renames, forced decisions,
random events).
"""
