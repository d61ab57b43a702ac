"""Runs the configuration search (:func:`core.search.search_builds`) off the UI thread.

One worker thread; each :meth:`SearchRunner.start` cancels the search before it (its
``cancelled()`` turns True, so the core raises :class:`core.search.SearchCancelled` at its next
check) and is numbered, so a result that arrives after a newer start is dropped: the window
only ever shows the custom builds of the latest inputs.
"""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QObject, Signal

from core.catalog import Catalog
from core.recommend import Request
from core.rules import Site
from core.search import SearchCancelled, SearchResult, search_builds


class SearchRunner(QObject):
    """Starts searches in a worker thread and reports the latest one's result.

    Signals:
        finished(int, object): the search numbered ``int`` ended with this
            :class:`core.search.SearchResult`; emitted only if no newer search started.
        failed(int, str): the search numbered ``int`` raised; the one-line reason.

    The signals are emitted from the worker thread; receivers living in the UI thread get
    them queued (Qt's automatic connection), so slots run on the UI thread.
    """

    finished = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None, search=None):
        super().__init__(parent)
        self._search = search  # None: core.search.search_builds, looked up at each run
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="rigwright-search")
        self._lock = threading.Lock()
        self._generation = 0
        self._cancel: threading.Event | None = None
        self._closed = False

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
        self._pool.submit(self._run, generation, cancel, catalog, request, site)
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

    def _run(self, generation: int, cancel: threading.Event, catalog: Catalog,
             request: Request, site: Site | None) -> None:
        try:
            search = self._search or search_builds
            result: SearchResult = search(catalog, request, site, cancelled=cancel.is_set)
        except SearchCancelled:
            return
        except Exception as exc:  # noqa: BLE001 - reported to the window, never raised there
            if self._current(generation):
                text = str(exc).strip().splitlines()
                self._emit(self.failed, generation, text[0] if text else type(exc).__name__)
            return
        if not cancel.is_set() and self._current(generation):
            self._emit(self.finished, generation, result)

    @staticmethod
    def _emit(signal, *args) -> None:
        try:
            signal.emit(*args)
        except RuntimeError:  # the window (and this object) went away meanwhile
            pass
