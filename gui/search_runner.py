"""Runs the configuration search (:func:`rigwright.core.search.pareto.search_builds`) off the UI
thread.
More in docs/window.md (`rigwright.gui.search_runner`).
"""

from __future__ import annotations

import queue
import threading
from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QObject, QTimer, Signal

from rigwright.core.build.rules import Site
from rigwright.core.catalog.model import Catalog
from rigwright.core.recommend.ranking import Request
from rigwright.core.search.pareto import SearchCancelled, SearchResult, search_builds
from rigwright.core.text.i18n import Text
from rigwright.gui.widgets.i18n import tr_text


class SearchRunner(QObject):
    """Starts searches in a worker thread and reports the latest one's result.

    Signals:
        finished(int, object): the search numbered ``int`` ended with this
            :class:`rigwright.core.search.pareto.SearchResult`; emitted only if no newer search
            started.
        failed(int, str): the search numbered ``int`` raised; the one-line reason (in the
            window's language when the core's message is translatable).

    Both are emitted on the UI thread, from :data:`POLL_MS`-millisecond polls of the
    worker's outcome queue that run only while a search is pending.
    """

    POLL_MS = 10

    finished = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None, search=None):
        super().__init__(parent)
        self._search = (
            search  # None: rigwright.core.search.pareto.search_builds, looked up at each run
        )
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="rigwright-search")
        self._lock = threading.Lock()
        self._generation = 0
        self._cancel: threading.Event | None = None
        self._closed = False
        self._outcomes: queue.SimpleQueue = queue.SimpleQueue()
        self._pending = 0  # searches submitted and not yet drained (UI thread only)
        self._timer = QTimer(self)
        self._timer.setInterval(self.POLL_MS)
        self._timer.timeout.connect(self._drain)

    @property
    def generation(self) -> int:
        """The number of the latest search started (0 before the first)."""
        return self._generation

    def start(self, catalog: Catalog, request: Request, site: Site | None) -> int:
        """Cancel the running search, if any, and start one for these inputs; returns its
        number (0 after :meth:`shutdown`: nothing starts). The inputs are immutable, so the
        worker reads them without locking."""
        with self._lock:
            if self._closed:
                return 0
            if self._cancel is not None:
                self._cancel.set()
            self._generation += 1
            generation, cancel = self._generation, threading.Event()
            self._cancel = cancel
        self._pending += 1
        self._pool.submit(self._run, generation, cancel, catalog, request, site)
        if not self._timer.isActive():
            self._timer.start()
        return generation

    def cancel(self) -> None:
        """Cancel the running search; nothing is reported for it."""
        with self._lock:
            if self._cancel is not None:
                self._cancel.set()
            self._generation += 1  # a result already on its way is stale now

    def shutdown(self) -> None:
        """Cancel and wait for the worker to end (at application exit)."""
        self.cancel()
        with self._lock:
            self._closed = True
        self._pool.shutdown(wait=True)

    def _current(self, generation: int) -> bool:
        with self._lock:
            return generation == self._generation

    def _run(
        self,
        generation: int,
        cancel: threading.Event,
        catalog: Catalog,
        request: Request,
        site: Site | None,
    ) -> None:
        """Worker thread: search and queue the outcome; no Qt call here."""
        outcome: tuple[str, object] = ("cancelled", None)
        try:
            search = self._search or search_builds
            result: SearchResult = search(catalog, request, site, cancelled=cancel.is_set)
            if not cancel.is_set():
                outcome = ("finished", result)
        except SearchCancelled:
            pass
        except Exception as exc:  # noqa: BLE001 - reported to the window, never raised there
            message = exc.args[0] if len(exc.args) == 1 else None
            if isinstance(message, Text):  # rendered on the UI thread, in its language
                outcome = ("failed", message)
            else:
                text = str(exc).strip().splitlines()
                outcome = ("failed", text[0] if text else type(exc).__name__)
        self._outcomes.put((generation, *outcome))

    def _drain(self) -> None:
        """UI thread: report the outcomes of the latest search; stop polling when none is
        pending."""
        while True:
            try:
                generation, kind, payload = self._outcomes.get_nowait()
            except queue.Empty:
                break
            self._pending -= 1
            if not self._current(generation):
                continue
            if kind == "finished":
                self.finished.emit(generation, payload)
            elif kind == "failed":
                if isinstance(payload, Text):
                    lines = tr_text(payload).strip().splitlines()
                    payload = lines[0] if lines else str(payload)
                self.failed.emit(generation, payload)
        if self._pending <= 0:
            self._pending = 0
            self._timer.stop()
