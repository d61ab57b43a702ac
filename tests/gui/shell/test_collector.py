"""The window collects garbage only from the GUI thread's timer: a worker thread's
allocations (the configuration search makes millions) never start a collector pass, which
could free a widget's wrapper outside the thread that owns it."""

from __future__ import annotations

import gc
import threading

from rigwright.gui.shell import app


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def test_no_pass_starts_in_a_worker_thread_and_the_timer_collects(qtbot):
    app.collect_in_gui_thread()
    passes: list[str] = []

    def seen(phase: str, _info: dict) -> None:
        if phase == "start":
            passes.append(threading.current_thread().name)

    gc.callbacks.append(seen)
    try:
        worker = threading.Thread(
            target=lambda: [_Cycle() for _ in range(20 * gc.get_threshold()[0])],
            name="search-worker",
        )
        worker.start()
        worker.join()
        assert "search-worker" not in passes
        assert not gc.isenabled()
        # The GUI thread's timer runs the pass the thresholds call for.
        qtbot.waitUntil(lambda: threading.main_thread().name in passes, timeout=3000)
        assert set(passes) == {threading.main_thread().name}
    finally:
        gc.callbacks.remove(seen)
