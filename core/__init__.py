"""Rigwright's core: catalog, workload profiles, recommendation, quotes. Pure Python, no Qt."""

__version__ = "0.1.0"
"""The app's version: the package's too (pyproject.toml reads it from here)."""


def app_version() -> str:
    """The app's version ("0.1.0"): :data:`__version__`, the same in a source tree, an
    installed package and the frozen app (no package metadata to look up)."""
    return __version__
