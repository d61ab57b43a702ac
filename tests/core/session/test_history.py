"""Tests for core/session/history.py: the plain undo history."""

from __future__ import annotations

from rigwright.core.session.history import ListHistory


def _history():
    applied, moved = [], []
    history = ListHistory(applied.append, lambda: moved.append(1))
    return history, applied, moved


def test_push_applies_after_and_tells_once_undo_and_redo_go_back_and_forth():
    history, applied, moved = _history()
    one, two = ("one", ()), ("two", ())
    history.push("first", (None, ()), one)
    history.push("second", one, two)
    assert applied == [one, two] and len(moved) == 2
    assert history.changes() == ("first", "second")
    history.undo()
    assert applied[-1] == one and history.changes() == ("first",) and history.can_redo
    history.redo()
    assert applied[-1] == two and history.changes() == ("first", "second")
    assert len(moved) == 4


def test_a_push_after_an_undo_drops_the_redo_tail():
    history, applied, _moved = _history()
    history.push("first", (None, ()), ("one", ()))
    history.undo()
    history.push("other", (None, ()), ("other", ()))
    assert history.changes() == ("other",) and not history.can_redo


def test_reset_undoes_everything_and_tells_once_or_not_at_all():
    history, applied, moved = _history()
    history.reset()
    assert moved == []
    history.push("first", (None, ()), ("one", ()))
    history.push("second", ("one", ()), ("two", ()))
    moved.clear()
    history.reset()
    assert applied[-1] == (None, ()) and moved == [1] and history.changes() == ()
    history.redo()
    assert history.changes() == ("first",)


def test_restart_forgets_silently_and_may_keep_one_change():
    history, applied, moved = _history()
    history.push("first", (None, ()), ("one", ()))
    moved.clear()
    history.restart("earlier", ("kept", ()))
    assert moved == [] and applied[-1] == ("kept", ()) and history.changes() == ("earlier",)
    history.undo()
    assert applied[-1] == (None, ())
    history.restart("", None)
    assert history.changes() == () and not history.can_undo and not history.can_redo
