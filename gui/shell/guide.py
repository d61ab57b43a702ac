"""The first-run guide: four steps along the presales workflow (workload, recommendation,
configure, quote) as a bar across the top of the window that leaves it usable, shown on the first
start (``rigwright.gui.widgets.settings.GUIDE_DONE`` not yet set) and from Help ▸ Getting started.
Each step takes the window to what it talks about and rings that live widget."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, Signal
from PySide6.QtGui import QPainter, QPalette, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from rigwright.gui.widgets.i18n import Retranslating
from rigwright.gui.widgets.theme import Tone, tint_frame

GUIDE_TONE = Tone("#e8f1fb", "#1d3147")
"""The bar's background: a quiet blue apart from the window and the yellow banner."""
GUIDE_BORDER = Tone("#8fb3de", "#3f6a99")


class Spotlight(QWidget):
    """A ring drawn around the live widget a guide step talks about, over the window and
    transparent to the mouse (the window stays usable), following the widget as the window
    is resized or laid out again; hidden while there is no widget to point at."""

    MARGIN = 4
    """How far the ring stands off the widget's edge, px."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("guideSpotlight")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self._target: QWidget | None = None
        window.installEventFilter(self)
        self.hide()

    def target(self) -> QWidget | None:
        """The widget pointed at, or None."""
        return self._target

    def point_at(self, widget: QWidget | None) -> None:
        """Ring ``widget`` (None: hide the ring)."""
        if self._target is not None:
            self._target.removeEventFilter(self)
        self._target = widget
        if widget is None:
            self.hide()
            return
        widget.installEventFilter(self)
        self._place()
        self.show()
        self.raise_()

    def ring(self) -> QRect:
        """The ring's rectangle in the window's coordinates (empty when no widget)."""
        if self._target is None or self.parentWidget() is None:
            return QRect()
        top_left = self._target.mapTo(self.parentWidget(), QPoint(0, 0))
        m = self.MARGIN
        return QRect(top_left, self._target.size()).adjusted(-m, -m, m, m)

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.LayoutRequest):
            self._place()
        return False

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt's name
        if self._target is None or not self._target.isVisible():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 3))
        painter.drawRoundedRect(self.ring(), 6, 6)
        painter.end()


class GuideBar(Retranslating, QFrame):
    """The guide's bar: "Step n of 4", the step's title and text, Back / Next (Finish) / Skip.

    Args:
        steps: one callback per step (4), called when the step is shown: it takes the window
            to what the step talks about and returns the widget to ring (or None).

    Signals:
        finished(bool): the guide was closed; True when it went through to the last step,
            False when skipped.
    """

    finished = Signal(bool)
    STEPS = 4

    def __init__(self, steps: Sequence[Callable[[], QWidget | None]], parent=None):
        super().__init__(parent)
        if len(steps) != self.STEPS:
            raise ValueError(f"steps: the guide has {self.STEPS} steps, {len(steps)} given")
        self.setObjectName("guideBar")
        self._steps = list(steps)
        self._index = 0
        self.spotlight: Spotlight | None = None  # made on the first step, over the window
        self.counter = QLabel()
        self.counter.setObjectName("guideCounter")
        self.text = QLabel()
        self.text.setObjectName("guideText")
        self.text.setWordWrap(True)
        self.text.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.back_button = QPushButton()
        self.back_button.setObjectName("guideBack")
        self.back_button.clicked.connect(lambda: self.show_step(self._index - 1))
        self.next_button = QPushButton()
        self.next_button.setObjectName("guideNext")
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(self._next)
        self.skip_button = QPushButton()
        self.skip_button.setObjectName("guideSkip")
        self.skip_button.clicked.connect(lambda: self._close(False))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.counter)
        layout.addWidget(self.text, 1)
        for button in (self.back_button, self.next_button, self.skip_button):
            layout.addWidget(button)
        self._style()
        self.retranslate()

    @property
    def step(self) -> int:
        """The step shown, 0 to 3."""
        return self._index

    def start(self) -> None:
        """Show the bar at the first step."""
        self.show()
        self.show_step(0)

    def show_step(self, index: int) -> None:
        """Show step ``index`` (clamped to 0..3) and take the window there."""
        self._index = max(0, min(self.STEPS - 1, index))
        self.retranslate()
        target = self._steps[self._index]()
        if self.spotlight is None and isinstance(target, QWidget):
            self.spotlight = Spotlight(self.window())
        if self.spotlight is not None:
            self.spotlight.point_at(target if isinstance(target, QWidget) else None)

    def step_texts(self) -> list[tuple[str, str]]:
        """(title, text) of each step, in the window's language."""
        return [
            (
                self.tr("Workload"),
                self.tr(
                    "Pick the customer's workload on the left, then the budget (CNY), the "
                    "model scale or least GPU memory and the GPU count."
                ),
            ),
            (
                self.tr("Recommendation"),
                self.tr(
                    "The GPUs and workstations ranked for that workload, with the reasons; "
                    "select the workstation to offer."
                ),
            ),
            (
                self.tr("Configure"),
                self.tr(
                    "Adjust the build on the chassis diagram (add, move or remove cards); the "
                    "rule check says at once what fits and what to change."
                ),
            ),
            (
                self.tr("Quote"),
                self.tr(
                    "Add the build to a quote (File ▸ Add to quote, Ctrl+Shift+A) and "
                    "export the PDF in Chinese or English (Ctrl+E)."
                ),
            ),
        ]

    def retranslate(self) -> None:
        title, text = self.step_texts()[self._index]
        self.counter.setText(
            self.tr("Step {n} of {total}").format(n=self._index + 1, total=self.STEPS)
        )
        self.text.setText(f"<b>{title}</b> — {text}")
        self.back_button.setText(self.tr("Back"))
        self.back_button.setEnabled(self._index > 0)
        last = self._index == self.STEPS - 1
        self.next_button.setText(self.tr("Finish") if last else self.tr("Next"))
        self.skip_button.setText(self.tr("Skip the guide"))
        self.setAccessibleName(self.tr("Getting started guide"))

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.PaletteChange:
            self._style()
        super().changeEvent(event)

    def _style(self) -> None:
        tint_frame(self, GUIDE_TONE, GUIDE_BORDER)

    def _next(self) -> None:
        if self._index == self.STEPS - 1:
            self._close(True)
        else:
            self.show_step(self._index + 1)

    def _close(self, completed: bool) -> None:
        self.hide()
        if self.spotlight is not None:
            self.spotlight.point_at(None)
        self.finished.emit(completed)
