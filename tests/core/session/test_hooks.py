"""Tests for core/session/hooks.py."""

from __future__ import annotations

import pytest

from rigwright.core.session.hooks import Hooks


def test_callbacks_are_called_in_the_order_they_connected_with_the_arguments():
    hooks, calls = Hooks(), []
    hooks.connect("a", lambda *args: calls.append(("first", args)))
    hooks.connect("a", lambda *args: calls.append(("second", args)))
    hooks.connect("b", lambda *args: calls.append(("b", args)))
    hooks.emit("a", 1, "x")
    assert calls == [("first", (1, "x")), ("second", (1, "x"))]


def test_an_event_nobody_listens_to_is_emitted_to_no_one():
    Hooks().emit("nothing", 1)


def test_a_disconnected_callback_is_not_called_and_an_unknown_one_is_refused():
    hooks, calls = Hooks(), []
    hooks.connect("a", calls.append)
    hooks.disconnect("a", calls.append)
    hooks.emit("a", 1)
    assert calls == []
    with pytest.raises(ValueError):
        hooks.disconnect("a", calls.append)


def test_a_callback_connected_while_emitting_is_called_from_the_next_emission():
    hooks, calls = Hooks(), []

    def first() -> None:
        calls.append("first")
        hooks.connect("a", lambda: calls.append("late"))

    hooks.connect("a", first)
    hooks.emit("a")
    assert calls == ["first"]
    hooks.emit("a")
    assert calls == ["first", "first", "late"]
