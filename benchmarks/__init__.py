"""Benchmarks of the harness, the reference engine, the protocol and the invariants (issue 6).

Run ``python benchmarks/run.py [--quick] [--output benchmarks/RESULTS.md]``; each
measurement lives in its own module and returns rows for one table.
"""
