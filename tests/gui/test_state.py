"""Tests for gui/state.py: the Qt adapter tells the session's events as signals of the same
names, in the same order, and its undo stack is the session's history."""

from __future__ import annotations

import dataclasses

from rigwright.core.build.model import GpuLine
from rigwright.core.session.session import EVENTS, Session
from rigwright.gui.state import AppState


def _record_signals(state: AppState) -> list[tuple]:
    told: list[tuple] = []
    for name in EVENTS:
        getattr(state, name).connect(lambda *args, name=name: told.append((name, *args)))
    return told


def _record_hooks(session: Session) -> list[tuple]:
    told: list[tuple] = []
    for name in EVENTS:
        session.hooks.connect(name, lambda *args, name=name: told.append((name, *args)))
    return told


def _drive(target, catalog) -> None:
    """The same changes through a state or a plain session."""
    target.set_budget(60000)
    target.set_budget(None)
    target.select_sku(catalog.sku("1.7"))
    build = target.working_build
    target.edit_build(dataclasses.replace(build, gpus=(GpuLine("RTX2080Ti", 2),)), "2 cards")
    target.add_selection_to_compare()
    target.select_sku(catalog.sku("3.7"))
    target.select_sku(catalog.sku("1.7"))  # its change comes back, with a notice
    target.reset_working_build()
    target.set_presenter(True)
    target.select_gpu(catalog.gpus[0])
    target.set_catalog(catalog)


def test_the_signals_follow_the_sessions_events_in_order(state, seed_catalog, tmp_path):
    told = _record_signals(state)
    _drive(state, seed_catalog)
    plain = Session(seed_catalog, db_path=tmp_path / "rigwright.db")
    events = _record_hooks(plain)
    _drive(plain, seed_catalog)
    assert told == events
    assert (
        "notice",
        "Your earlier changes to this build are back (Edit ▸ Undo returns to it unchanged).",
    ) in told


def test_the_undo_stack_is_the_sessions_history(state, seed_catalog):
    state.select_sku(seed_catalog.sku("1.7"))
    printed = state.working_build
    two = dataclasses.replace(printed, gpus=(GpuLine("RTX2080Ti", 2),))
    state.edit_build(two, "2 cards")
    assert state.undo_stack.count() == 1 and state.session.changes() == ("2 cards",)
    told = _record_signals(state)
    state.undo_stack.undo()
    assert state.session.working_build == printed and state.change_texts == ()
    assert [event[0] for event in told] == ["working_build_changed"]
    state.undo_stack.redo()
    assert state.session.working_build == two and state.change_texts == ("2 cards",)


def test_the_states_reads_are_the_sessions(state):
    session = state.session
    assert state.catalog is session.catalog and state.request == session.request
    assert state.selected_sku == session.selected_sku
    assert state.selected_layout is session.selected_layout
    assert state.candidates() == session.candidates()
    assert AppState.working_price.__doc__ == type(session).working_price.__doc__
