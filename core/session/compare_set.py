"""The compare set: the builds shown side by side, in the order added, at most
:data:`MAX_COMPARE`."""

from __future__ import annotations

from rigwright.core.compare.chart_data import Candidate
from rigwright.core.session.hooks import Hooks
from rigwright.core.session.working import Render
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP

MAX_COMPARE = 4
"""The most builds the compare view holds side by side."""


class CompareSet:
    """The compared builds; every change emits ``compare_changed`` on ``hooks`` but
    :meth:`drop` (the caller tells)."""

    def __init__(self, hooks: Hooks, render: Render) -> None:
        """An empty set that tells ``hooks`` and words refusals with ``render``."""
        self._hooks, self._render = hooks, render
        self._items: list[Candidate] = []

    @property
    def items(self) -> list[Candidate]:
        """The compared builds, in the order added (a copy)."""
        return list(self._items)

    def add(self, candidate: Candidate) -> str | None:
        """Add ``candidate`` (two changes of one build are two builds). Returns the reason
        when refused (already there, or the set holds :data:`MAX_COMPARE`), else None."""
        build = self._render(candidate.label)
        if any(known.key == candidate.key for known in self._items):
            return self._render(
                QT_TRANSLATE_NOOP("AppState", "{build} is already in the comparison.").format(
                    build=build
                )
            )
        if len(self._items) >= MAX_COMPARE:
            return self._render(
                QT_TRANSLATE_NOOP(
                    "AppState",
                    "The comparison holds at most {most} builds: remove one before adding {build}.",
                ).format(most=MAX_COMPARE, build=build)
            )
        self._items.append(candidate)
        self._hooks.emit("compare_changed")
        return None

    def remove(self, key: str) -> None:
        """Take the build ``key`` out (no-op when absent)."""
        kept = [c for c in self._items if c.key != key]
        if len(kept) != len(self._items):
            self._items = kept
            self._hooks.emit("compare_changed")

    def clear(self) -> None:
        """Empty the set."""
        if self._items:
            self._items = []
            self._hooks.emit("compare_changed")

    def drop(self) -> int:
        """Empty the set without telling (another catalog); returns how many were in it."""
        count = len(self._items)
        self._items = []
        return count
