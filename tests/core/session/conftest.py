"""A session on the seed catalog and a recorder of its events, without Qt."""

from __future__ import annotations

import pytest

from rigwright.core.session.session import EVENTS, Session


class Recorder:
    """Every event of a session, in order: (name, *args)."""

    def __init__(self, session: Session) -> None:
        self.events: list[tuple] = []
        for name in EVENTS:
            session.hooks.connect(name, lambda *args, name=name: self.events.append((name, *args)))

    def names(self) -> list[str]:
        return [event[0] for event in self.events]

    def take(self) -> list[str]:
        """The names recorded so far, forgotten."""
        names, self.events = self.names(), []
        return names


@pytest.fixture
def session(seed_catalog, tmp_path) -> Session:
    return Session(seed_catalog, db_path=tmp_path / "rigwright.db")


@pytest.fixture
def seen(session) -> Recorder:
    return Recorder(session)
