"""What the window builds or loads the first time it is needed, not before it is shown: a tab page
(:class:`LazyPage`, :class:`LazyContent`) and a module (:func:`lazy_import`).
More in docs/window.md (`rigwright.gui.widgets.lazy`).
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable
from types import ModuleType

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QVBoxLayout, QWidget


class LazyPage(QWidget):
    """A placeholder page that builds its content once, on its first ``showEvent`` or the
    first call of :meth:`content`, and lays it out as its only child.

    Args:
        build: makes the content (called once, with no arguments); its exceptions reach the
            caller of :meth:`content` (or Qt's event handler for a show) and the page stays
            unbuilt, so the next call tries again.
        built: called once with the content just made (e.g. to connect its signals).
        parent: the Qt parent.
    """

    def __init__(
        self,
        build: Callable[[], QWidget],
        built: Callable[[QWidget], None] | None = None,
        parent=None,
    ):
        super().__init__(parent)
        self._build = build
        self._built = built
        self._content: QWidget | None = None
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)

    @property
    def is_built(self) -> bool:
        """True once the content exists."""
        return self._content is not None

    def content(self) -> QWidget:
        """The content, built now if it was not yet."""
        if self._content is None:
            content = self._build()
            self._layout.addWidget(content)
            self._content = content
            if self._built is not None:
                self._built(content)
        return self._content

    def showEvent(self, event) -> None:
        """Build the content as the page is first shown (it is painted in the same pass)."""
        self.content()
        super().showEvent(event)


class LazyContent:
    """A class attribute that reads as the content of the :class:`LazyPage` the instance
    keeps under ``_<name>_page``, building it on first read::

        class Window(QMainWindow):
            charts = LazyContent()  # self.charts: self._charts_page.content()
    """

    def __set_name__(self, owner, name: str) -> None:
        self.page_attr = f"_{name}_page"

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        return getattr(instance, self.page_attr).content()


def lazy_import(name: str) -> ModuleType:
    """Module ``name``, loaded when one of its attributes is first read rather than now
    (the standard library's :class:`importlib.util.LazyLoader`); imported already, the module
    itself.

    For a module the window needs after it is shown, not before (docs/performance.md), such as the
    drafts the autosave writes from its first tick.

    Raises:
        ModuleNotFoundError: no module ``name`` exists (found now, loaded later).
    """
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)
    try:
        loader = importlib.util.LazyLoader(spec.loader)
    except TypeError:  # a loader without exec_module (an old frozen importer): load now
        return importlib.import_module(name)
    spec.loader = loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    loader.exec_module(module)
    return module


AFTER_PAINT_MS = 100
"""How long after the first paint :func:`after_first_paint` calls back."""


class _FirstPaint(QObject):
    """The event filter of :func:`after_first_paint`."""

    def __init__(self, widget: QWidget, callback: Callable[[], None], at_latest_ms: int):
        super().__init__(widget)
        self._widget = widget
        self._callback = callback
        self._done = False
        widget.installEventFilter(self)
        QTimer.singleShot(at_latest_ms, self, self._fire)

    def eventFilter(self, watched, event) -> bool:
        if watched is self._widget and event.type() == QEvent.Type.Paint:
            # From the loop, a moment after the paint: the first screen is on the display
            # and the events that came with it are handled first.
            QTimer.singleShot(AFTER_PAINT_MS, self, self._fire)
        return False

    def _fire(self) -> None:
        if self._done:
            return
        self._done = True
        self._widget.removeEventFilter(self)
        self.deleteLater()
        if self._widget.window().isVisible():  # not for a window closed meanwhile
            self._callback()


def after_first_paint(
    widget: QWidget, callback: Callable[[], None], at_latest_ms: int = 2000
) -> None:
    """Call ``callback()`` once, from the event loop, :data:`AFTER_PAINT_MS` after ``widget`` is
    first painted, or after ``at_latest_ms`` when it is not painted by then (a window started
    minimised): for work the window's start needs soon but not before its first screen
    (docs/performance.md), such as the autosave's crash check. Not at all when ``widget``'s window
    was closed (hidden) by then. An event filter on ``widget`` alone (one on the application would
    run Python for every event)."""
    _FirstPaint(widget, callback, at_latest_ms)
