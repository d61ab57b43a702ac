"""The compare view: the builds the engineer put side by side (:attr:`AppState.compared`, two to
four SKUs, custom or changed builds), one column each, one row per figure of
:func:`rigwright.core.compare.table.compare_builds`.
More in docs/window.md (`rigwright.gui.compare.view`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rigwright.core.compare.chart_data import Candidate
from rigwright.core.compare.table import (
    BEST_MARK,
    HIGHER,
    WINDOW_ROWS,
    CompareRow,
    column_of,
    compare_builds,
    compare_label,
)
from rigwright.gui.state import MAX_COMPARE, AppState
from rigwright.gui.widgets import i18n
from rigwright.gui.widgets.help import set_help_topic
from rigwright.gui.widgets.i18n import Retranslating, tr_text
from rigwright.gui.widgets.theme import MUTED, Tone

BEST_TONE = Tone("#d4efdb", "#1e3d28")
"""Background of a row's best cell: pale green; dark green on the dark theme (the palette's
text on it 17:1 and 9.8:1)."""
WORST_TONE = Tone("#f8dcd8", "#47231f")
"""Background of a row's worst cell: pale red; dark red on the dark theme (16:1, 11:1)."""
SELECTED_TONE = Tone("#e1ebf7", "#24344a")
"""Background of the other cells of the selected build's column: pale blue; dark blue
(17:1, 10:1; muted text 5.3:1, 5.8:1)."""

LABEL_CHARS = 28
"""The row-label column's widest, in average characters of its font: a longer label wraps."""

HEAD_LINES = 2
"""A build's head wraps to at most this many lines; beyond, it is elided (full in its
tooltip)."""


def wrap_text(text: str, metrics: QFontMetrics, width: int, max_lines: int = 0) -> str:
    """``text`` broken into lines of at most ``width`` px in ``metrics``' font, at spaces
    (inside a word, CJK text or a code longer than a line, between characters), joined by
    "\n". With ``max_lines`` (> 0) the last line kept is elided ("…") when more would follow.
    """
    width = max(width, metrics.horizontalAdvance("MM"))
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        trial = f"{line} {word}" if line else word
        if metrics.horizontalAdvance(trial) <= width:
            line = trial
            continue
        if line:
            lines.append(line)
        line = ""
        for ch in word:  # a word wider than a line: broken between its characters
            if line and metrics.horizontalAdvance(line + ch) > width:
                lines.append(line)
                line = ""
            line += ch
    if line:
        lines.append(line)
    if max_lines > 0 and len(lines) > max_lines:
        rest = " ".join(lines[max_lines - 1 :])
        lines = lines[: max_lines - 1] + [
            metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)
        ]
    return "\n".join(lines)


def _label(candidate: Candidate) -> str:
    """``candidate``'s label in the window's language (a core label may be a ``Text``)."""
    return tr_text(candidate.label)


class CompareView(Retranslating, QWidget):
    """The compared builds side by side (see the module docstring), in the window's language: the
    rows' labels and figures come from :mod:`rigwright.core.compare.table` in it, and follow a
    change of it (:meth:`retranslate`). F1 explains the compare view ("page:compare").

    Signals:
        quote_requested(list): "Quote these builds…": the compared candidates, in order
            (:meth:`rigwright.gui.quotes.tab.QuotesTab.quote_compared` makes the quote).
        message(str): a one-line outcome for the status bar ("Removed … from the comparison").
    """

    quote_requested = Signal(list)
    message = Signal(str)

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self.setObjectName("compareView")
        self.state = state
        self._candidates: list[Candidate] = []
        self._rows: list[CompareRow] = []

        set_help_topic(self, "page:compare")
        self.clear_button = QPushButton()
        self.clear_button.setObjectName("compareClear")
        self.remove_button = QPushButton()
        self.remove_button.setObjectName("compareRemove")
        self.quote_button = QPushButton()
        self.quote_button.setObjectName("compareQuote")
        self.legend = QLabel()
        self.legend.setObjectName("compareLegend")
        self.legend.setWordWrap(True)
        self.empty = QLabel()
        self.empty.setObjectName("compareEmpty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.table = QTableWidget()
        self.table.setObjectName("compareTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setWordWrap(True)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._on_cell_menu)
        header = self.table.horizontalHeader()
        header.setSectionsClickable(True)
        header.setHighlightSections(False)
        # The builds share the width left of the labels: never a sideways scroll.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        header.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        header.customContextMenuRequested.connect(self._on_header_menu)
        header.sectionClicked.connect(self.select_column)
        # The heads wrap to the columns' widths: rewrapped once a resize settles.
        self._rewrap = QTimer(self)
        self._rewrap.setSingleShot(True)
        self._rewrap.setInterval(0)
        self._rewrap.timeout.connect(self._set_heads)
        header.sectionResized.connect(lambda *_a: self._rewrap.start())
        labels = self.table.verticalHeader()
        labels.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        labels.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        labels.setMinimumSectionSize(0)
        self.table.currentCellChanged.connect(lambda *_a: self._update_buttons())

        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.addWidget(self.legend, 1)
        for button in (self.remove_button, self.clear_button, self.quote_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        layout.addLayout(buttons)
        layout.addWidget(self.empty)
        layout.addWidget(self.table, 1)

        self.clear_button.clicked.connect(self._on_clear)
        self.remove_button.clicked.connect(self._on_remove_current)
        self.quote_button.clicked.connect(lambda: self.quote_requested.emit(list(self._candidates)))
        state.compare_changed.connect(self.refresh)
        state.site_changed.connect(self.refresh)
        state.recommendation_changed.connect(self.refresh)
        state.selected_sku_changed.connect(self._show_selection)
        state.working_build_changed.connect(self._show_selection)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the buttons' texts in the window's language and draw the table again in it."""
        self.clear_button.setText(self.tr("Clear"))
        self.clear_button.setToolTip(self.tr("Take every build out of the comparison"))
        self.remove_button.setText(self.tr("Remove"))
        self.remove_button.setToolTip(
            self.tr("Take the build of the current column out of the comparison")
        )
        self.quote_button.setText(self.tr("Quote these builds…"))
        self.quote_button.setToolTip(self.tr("A new quote with one option per compared build"))
        self.table.setAccessibleName(self.tr("Compared builds"))
        self.table.setAccessibleDescription(
            self.tr(
                "One column per build, one row per figure; ▲ marks the best of a row, ▼ the worst"
            )
        )
        self.refresh()

    # ------------------------------------------------------------------ reading (tests)
    @property
    def candidates(self) -> list[Candidate]:
        """The compared builds, one per column, left to right."""
        return list(self._candidates)

    @property
    def rows(self) -> list[CompareRow]:
        """The rows shown, top to bottom."""
        return list(self._rows)

    def row_index(self, key: str) -> int:
        """The table row of comparison row ``key``.

        Raises:
            KeyError: no such row is shown.
        """
        for i, r in enumerate(self._rows):
            if r.key == key:
                return i
        raise KeyError(key)

    def cell_text(self, key: str, column: int) -> str:
        """The text of row ``key``'s cell in column ``column``, as drawn."""
        return self.table.item(self.row_index(key), column).text()

    def header_text(self, column: int) -> str:
        """Column ``column``'s head as it reads, on one line ("● " first when selected; a
        wrapped head's lines joined by a space, an elided one with its "…")."""
        return self.table.horizontalHeaderItem(column).text().replace("\n", " ")

    # ------------------------------------------------------------------ drawing
    def refresh(self) -> None:
        """Recompute the rows for the compared builds (the compare set, the site or the
        workload changed) and redraw."""
        state = self.state
        self._candidates = state.compared
        error = ""
        try:
            self._rows = (
                compare_builds(
                    [column_of(c) for c in self._candidates],
                    state.catalog,
                    state.site,
                    state.gpu_scores,
                    state.recommendation.profile.scaling_per_doubling,
                    rows=WINDOW_ROWS,
                    lang=i18n.current_language(),
                )
                if self._candidates
                else []
            )
        except (KeyError, ValueError) as exc:  # a build naming a GPU the catalog lost
            self._rows, error = [], str(exc.args[0] if exc.args else exc)
        self._fill()
        lang = i18n.current_language()
        count = len(self._candidates)
        if error:
            self.empty.setText(
                self.tr("The builds cannot be compared: {reason}").format(reason=error)
            )
        else:
            text = self._empty_text()
            if count == 1:
                text += "\n" + self.tr("{n} of {most} added so far.").format(
                    n=count, most=MAX_COMPARE
                )
            self.empty.setText(text)
        self.empty.setVisible(bool(error) or count < 2)
        self.table.setVisible(bool(self._rows))
        self.legend.setText(
            self.tr("{legend}  {illustrative}.").format(
                legend=compare_label("legend", lang),
                illustrative=compare_label("illustrative_mark", lang),
            )
            if count >= 2
            else ""
        )
        self._update_buttons()

    def _empty_text(self) -> str:
        return self.tr(
            "Add 2 to 4 builds: right-click a workstation in the list, a point in "
            "a chart, or use Add to compare on the diagram."
        )

    def _fill(self) -> None:
        lang = i18n.current_language()
        table = self.table
        table.clear()
        table.setColumnCount(len(self._candidates))
        table.setRowCount(len(self._rows))
        labels = table.verticalHeader()
        metrics = labels.fontMetrics()
        cap = metrics.averageCharWidth() * LABEL_CHARS
        for r, row in enumerate(self._rows):
            name = row.label(lang)
            label = QTableWidgetItem(wrap_text(name, metrics, cap))
            label.setToolTip(name)
            table.setVerticalHeaderItem(r, label)
        for c, candidate in enumerate(self._candidates):
            head = QTableWidgetItem(_label(candidate))
            head.setToolTip(
                self.tr(
                    "{label}\nClick to select this build; right-click to take it "
                    "out of the comparison"
                ).format(label=_label(candidate))
            )
            table.setHorizontalHeaderItem(c, head)
        muted = QBrush(MUTED.on(self.palette()))
        for r, row in enumerate(self._rows):
            for c in range(len(self._candidates)):
                mark = row.mark(c)
                text = row.text(c, lang, screen=True)
                stated = row.stated_text(c, lang)
                item = QTableWidgetItem(
                    (f"{mark} {text}" if mark else text) + (f"\n{stated}" if stated else "")
                )
                item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                tips = [self.tr("{row}: {value}").format(row=row.label(lang), value=text)]
                if stated:
                    tips.append(
                        self.tr(
                            "Ours, from the GPU table; the selection guide states "
                            "another figure ({stated}), kept beside it."
                        ).format(stated=stated)
                    )
                if mark:
                    tips.append(self._mark_tip(mark == BEST_MARK, row.better == HIGHER))
                if row.values[c] is None:
                    item.setForeground(muted)
                item.setToolTip("\n".join(tips))
                table.setItem(r, c, item)
        self._show_selection()

    def _mark_tip(self, best: bool, higher: bool) -> str:
        """What a cell's ▲ or ▼ means, in the window's language."""
        if best:
            return (
                self.tr("▲ best of the compared builds (higher is better)")
                if higher
                else self.tr("▲ best of the compared builds (lower is better)")
            )
        return (
            self.tr("▼ worst of the compared builds (higher is better)")
            if higher
            else self.tr("▼ worst of the compared builds (lower is better)")
        )

    def _head_font(self, bold: bool) -> QFont:
        font = QFont(self.table.horizontalHeader().font())
        font.setBold(bold)
        return font

    def _set_heads(self) -> None:
        """Each build's head wrapped to its column (at most :data:`HEAD_LINES` lines, then
        elided), "● " and bold for the build the diagram shows. Wrapped as if bold, so that
        selecting another build never moves a line break."""
        header = self.table.horizontalHeader()
        metrics = QFontMetrics(self._head_font(True))
        margin = 2 * self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
        selected = self.state.selected_key
        for c, candidate in enumerate(self._candidates):
            head = self.table.horizontalHeaderItem(c)
            if head is None:
                continue
            on = candidate.key == selected
            text = wrap_text(
                ("● " if on else "") + _label(candidate),
                metrics,
                self.table.columnWidth(c) - margin - 6,
                HEAD_LINES,
            )
            if head.text() != text:
                head.setText(text)
            if head.font().bold() != on:
                head.setFont(self._head_font(on))

    def _show_selection(self) -> None:
        """Tint the column of the build the diagram shows (bold head); the marked cells keep
        their best / worst tint."""
        self._set_heads()
        selected = self.state.selected_key
        palette = self.palette()
        best, worst = QBrush(BEST_TONE.on(palette)), QBrush(WORST_TONE.on(palette))
        chosen = QBrush(SELECTED_TONE.on(palette))
        for c, candidate in enumerate(self._candidates):
            on = candidate.key == selected
            for r, row in enumerate(self._rows):
                item = self.table.item(r, c)
                if item is None:
                    continue
                if c in row.best:
                    item.setBackground(best)
                elif c in row.worst:
                    item.setBackground(worst)
                else:
                    item.setBackground(chosen if on else QBrush())

    def selected_column(self) -> int | None:
        """The column of the build the diagram shows, or None when it is not compared."""
        selected = self.state.selected_key
        return next((c for c, cand in enumerate(self._candidates) if cand.key == selected), None)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.FontChange):
            self._fill()  # the theme or font changed: tints, muted text and wraps follow

    def _update_buttons(self) -> None:
        count = len(self._candidates)
        self.clear_button.setEnabled(count > 0)
        self.quote_button.setEnabled(count > 0)
        self.remove_button.setEnabled(0 <= self.table.currentColumn() < count)

    # ------------------------------------------------------------------ actions
    def select_column(self, column: int) -> None:
        """Select the build of ``column`` everywhere (lists, diagram, charts)."""
        if 0 <= column < len(self._candidates):
            self.state.select_candidate(self._candidates[column])

    def remove_column(self, column: int) -> None:
        """Take the build of ``column`` out of the comparison."""
        if 0 <= column < len(self._candidates):
            candidate = self._candidates[column]
            self.state.remove_from_compare(candidate.key)
            self.message.emit(
                self.tr("Removed {label} from the comparison").format(label=_label(candidate))
            )

    def column_menu(self, column: int) -> QMenu:
        """The context menu of ``column`` (its head or a cell): Select, Remove from
        comparison, Clear the comparison."""
        menu = QMenu(self)
        select = menu.addAction(self.tr("Select this build"))
        select.triggered.connect(lambda: self.select_column(column))
        remove = menu.addAction(self.tr("Remove from comparison"))
        remove.triggered.connect(lambda: self.remove_column(column))
        menu.addSeparator()
        clear = menu.addAction(self.tr("Clear the comparison"))
        clear.triggered.connect(self._on_clear)
        return menu

    def _popup(self, column: int, at: QPoint) -> None:
        if 0 <= column < len(self._candidates):
            menu = self.column_menu(column)
            menu.exec(at)
            menu.deleteLater()

    def _on_header_menu(self, pos: QPoint) -> None:
        header = self.table.horizontalHeader()
        self._popup(header.logicalIndexAt(pos), header.mapToGlobal(pos))

    def _on_cell_menu(self, pos: QPoint) -> None:
        self._popup(self.table.columnAt(pos.x()), self.table.viewport().mapToGlobal(pos))

    def _on_remove_current(self) -> None:
        self.remove_column(self.table.currentColumn())

    def _on_clear(self) -> None:
        if self._candidates:
            self.state.clear_compare()
            self.message.emit(self.tr("The comparison is empty"))


__all__ = ["BEST_TONE", "SELECTED_TONE", "WORST_TONE", "CompareView"]
