"""Rigwright's installed namespace: ``rigwright.core`` (the folder ``core/``), ``rigwright.gui``
(``gui/``) and their package data ``rigwright.data`` and ``rigwright.resources`` (pyproject.toml's
``package-dir``). The version's one home is :data:`rigwright.core.__version__`."""
