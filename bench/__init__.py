"""Rigwright's benchmarks (``python -m bench`` runs them all; see ``bench/README.md``).

Each module also runs on its own (``python bench/<name>.py``). Not a package of the product:
nothing under ``core/`` or ``gui/`` imports it, and the tests only import
:mod:`bench.catalogs` (the synthetic catalogs' generator).
"""
