"""Offline help: what each metric, workload profile and rule means, in the window's language.
More in docs/window.md (`rigwright.gui.widgets.help`).
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QUrl, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDockWidget,
    QHBoxLayout,
    QLineEdit,
    QMainWindow,
    QSplitter,
    QStyle,
    QTextBrowser,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rigwright.core.help.topics import (
    KINDS,
    START_TOPIC,
    Block,
    HelpFileError,
    HelpTopic,
    Span,
    grouped,
    resolve,
    topics,
    weight_facts,
)
from rigwright.gui.widgets import i18n
from rigwright.gui.widgets.i18n import Retranslating, number_text
from rigwright.gui.widgets.lazy import LazyPage

HELP_TOPIC = "help_topic"
"""The dynamic property holding a widget's help topic id (a str)."""

HELP_DOCK_NAME = "helpDock"
"""The object name of the help dock (:func:`install_help`), for saved window states."""

DOCK_WIDTH = 320
"""The help dock's width when it first opens, px: a 1280 × 720 window keeps ~960 px."""

_TOPIC_ROLE = Qt.ItemDataRole.UserRole
_LINK_SCHEME = "help:"


def set_help_topic(widget: QWidget, topic: str) -> None:
    """F1 on ``widget`` (or a child without a topic of its own) shows ``topic``."""
    widget.setProperty(HELP_TOPIC, topic)


def topic_at(widget: QWidget | None) -> str | None:
    """The help topic of ``widget`` or its nearest ancestor that has one, else None."""
    while widget is not None:
        topic = widget.property(HELP_TOPIC)
        if isinstance(topic, str) and topic:
            return topic
        widget = widget.parentWidget()
    return None


def request_help(widget: QWidget, topic: str | None) -> bool:
    """Ask ``widget``'s window to show ``topic`` (None: the help's contents) in its help
    panel; False when the window has no help panel (``show_help(topic)``)."""
    window = widget.window()
    show = getattr(window, "show_help", None)
    if show is None:
        return False
    show(topic)
    return True


def help_button(
    topic: str | Callable[[], str | None], parent: QWidget | None = None
) -> QToolButton:
    """A small "?" button that shows ``topic`` (or the one ``topic()`` gives when clicked,
    for a view whose subject changes) in the help panel; its tooltip and accessible name say
    so in the window's language (set again on a language change by the caller's
    ``retranslate``: :func:`retranslate_help_button`)."""
    button = QToolButton(parent)
    button.setObjectName("helpButton")
    button.setText("?")
    button.setAutoRaise(True)
    if isinstance(topic, str):
        set_help_topic(button, topic)
        button.clicked.connect(lambda: request_help(button, topic))
    else:
        button.clicked.connect(lambda: request_help(button, topic()))
    retranslate_help_button(button)
    return button


def retranslate_help_button(button: QToolButton) -> None:
    """Set a :func:`help_button`'s tooltip and accessible name in the window's language."""
    tip = QCoreApplication.translate("help", "Explain this (F1)")
    button.setToolTip(tip)
    button.setAccessibleName(QCoreApplication.translate("help", "Help"))


# ----------------------------------------------------------------------------- rendering


def _spans_html(spans: tuple[Span, ...]) -> str:
    out = []
    for span in spans:
        text = html.escape(span.text)
        if span.target is not None:
            text = f'<a href="{html.escape(_LINK_SCHEME + span.target, quote=True)}">{text}</a>'
        elif span.bold:
            text = f"<b>{text}</b>"
        out.append(text)
    return "".join(out)


def blocks_html(blocks: tuple[Block, ...]) -> str:
    """The HTML of a parsed body: ``<p>`` paragraphs and ``<ul>`` lists, the text escaped,
    links as ``help:<topic id>`` anchors."""
    out = []
    for block in blocks:
        if block.kind == "list":
            items = "".join(f"<li>{_spans_html(item)}</li>" for item in block.items)
            out.append(f"<ul>{items}</ul>")
        else:
            out.append(f"<p>{_spans_html(block.items[0])}</p>")
    return "\n".join(out)


def _link(topic_id: str, found: dict[str, HelpTopic], lang: str) -> str:
    topic = found.get(topic_id)
    title = topic.title(lang) if topic is not None else topic_id
    return f'<a href="{html.escape(_LINK_SCHEME + topic_id, quote=True)}">{html.escape(title)}</a>'


# ----------------------------------------------------------------------------- the panel


class HelpPanel(Retranslating, QWidget):
    """The help: a filter box, the topics grouped by kind in a tree, and the selected
    topic's text (links lead to other topics; Back or Alt+Left returns).

    Signals:
        topic_shown(str): the id of the topic now shown.
    """

    topic_shown = Signal(str)

    def __init__(
        self, parent: QWidget | None = None, found: dict[str, HelpTopic] | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("helpPanel")
        self._error = ""
        if found is None:
            try:
                found = topics()
            except HelpFileError as exc:
                found, self._error = {}, str(exc)
        self._topics = found
        self._current: str | None = None
        self._missing: str | None = None
        self._history: list[str] = []
        self._titled: str | None = None  # the language of the titles in the tree

        self.filter_edit = QLineEdit()
        self.filter_edit.setObjectName("helpFilter")
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self._apply_filter)
        self.filter_edit.returnPressed.connect(self._show_first_match)
        self.filter_edit.installEventFilter(self)
        self.back_button = QToolButton()
        self.back_button.setObjectName("helpBack")
        self.back_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_ArrowBack))
        self.back_button.setAutoRaise(True)
        self.back_button.setShortcut(QKeySequence(Qt.Modifier.ALT | Qt.Key.Key_Left))
        self.back_button.setEnabled(False)
        self.back_button.clicked.connect(self.back)

        self.tree = QTreeWidget()
        self.tree.setObjectName("helpTopics")
        self.tree.setHeaderHidden(True)
        self.tree.setColumnCount(1)
        self.tree.setRootIsDecorated(True)
        self.tree.setUniformRowHeights(True)
        self._groups: dict[str, QTreeWidgetItem] = {}
        self._items: dict[str, QTreeWidgetItem] = {}
        for kind, members in grouped(self._topics).items():
            if not members:
                continue
            group = QTreeWidgetItem(self.tree)
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self._groups[kind] = group
            for topic in members:
                item = QTreeWidgetItem(group)
                item.setData(0, _TOPIC_ROLE, topic.id)
                self._items[topic.id] = item
        if "page" in self._groups:
            self.tree.expandItem(self._groups["page"])
        self.tree.currentItemChanged.connect(self._on_current_item)

        self.browser = QTextBrowser()
        self.browser.setObjectName("helpText")
        self.browser.setOpenLinks(False)
        self.browser.setOpenExternalLinks(False)
        self.browser.anchorClicked.connect(self._on_link)
        self.browser.document().setIndentWidth(18)  # bullets: a 320 px dock has no 40 px to spare

        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.back_button)
        top.addWidget(self.filter_edit, 1)
        split = QSplitter(Qt.Orientation.Vertical)
        split.setObjectName("helpSplitter")
        split.setChildrenCollapsible(False)
        split.addWidget(self.tree)
        split.addWidget(self.browser)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        self.setTabOrder(self.filter_edit, self.tree)
        self.setTabOrder(self.tree, self.browser)
        self.setMinimumWidth(220)
        self.retranslate()

    def sizeHint(self) -> QSize:
        return QSize(DOCK_WIDTH, 560)

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        group_names = {
            "page": self.tr("Getting started and pages"),
            "workload": self.tr("Workload profiles"),
            "metric": self.tr("Metrics"),
            "rule": self.tr("Rules"),
        }
        for kind in KINDS:
            if kind in self._groups:
                self._groups[kind].setText(0, group_names[kind])
        self._titled = None
        self.filter_edit.setPlaceholderText(self.tr("Filter topics"))
        self.filter_edit.setAccessibleName(self.tr("Filter help topics"))
        self.filter_edit.setToolTip(
            self.tr(
                "Type words to find a topic; Down moves to the list, Enter opens the first match"
            )
        )
        self.back_button.setAccessibleName(self.tr("Back"))
        self.back_button.setToolTip(self.tr("Back to the previous topic (Alt+Left)"))
        self.tree.setAccessibleName(self.tr("Help topics"))
        self.browser.setAccessibleName(self.tr("Help text"))
        self._apply_filter(self.filter_edit.text())
        self._render()

    # ------------------------------------------------------------------ showing topics
    @property
    def current_topic(self) -> str | None:
        """The id of the topic shown, or None."""
        return self._current

    def resolve(self, topic_id: str | None) -> str | None:
        """The id of the topic this panel shows for ``topic_id`` (None: none fits), see
        :func:`rigwright.core.help.topics.resolve`."""
        return resolve(topic_id or START_TOPIC, self._topics)

    def show_topic(self, topic_id: str | None) -> bool:
        """Show ``topic_id`` (None: :data:`rigwright.core.help.topics.START_TOPIC`); a rule's name
        (``rule:power``) or a workload alias (``workload:lstm``) shows the topic that explains
        it. False, with a message in the text, when the help has no such topic."""
        wanted = topic_id or START_TOPIC
        found = self.resolve(wanted)
        if found is None:
            self._missing = wanted
            self._render()
            return False
        self._show(found, remember=True)
        return True

    def back(self) -> None:
        """Show the topic shown before the current one."""
        if self._history:
            self._show(self._history.pop(), remember=False)

    def _show(self, topic_id: str, remember: bool) -> None:
        if remember and self._current is not None and self._current != topic_id:
            self._history.append(self._current)
        self._current, self._missing = topic_id, None
        self.back_button.setEnabled(bool(self._history))
        item = self._items.get(topic_id)
        if item is not None:
            if item.isHidden():
                self.filter_edit.clear()
            self.tree.blockSignals(True)
            self.tree.setCurrentItem(item)
            self.tree.blockSignals(False)
            self.tree.scrollToItem(item)
        self._render()
        self.topic_shown.emit(topic_id)

    def _retitle(self, lang: str) -> None:
        """The topics' titles in the tree in ``lang`` (when it is not the language they are
        in already)."""
        if self._titled != lang:
            for topic_id, item in self._items.items():
                item.setText(0, self._topics[topic_id].title(lang))
            self._titled = lang

    def _render(self) -> None:
        lang = i18n.current_language()
        self._retitle(lang)
        if self._error:
            self.browser.setHtml(
                "<p>"
                + html.escape(
                    self.tr("The help could not be read: {reason}").format(reason=self._error)
                )
                + "</p>"
            )
            return
        if self._missing is not None:
            self.browser.setHtml(
                "<p>"
                + html.escape(
                    self.tr("There is no help on “{topic}” yet.").format(topic=self._missing)
                )
                + "</p>"
            )
            return
        if self._current is None:
            self.browser.clear()
            return
        topic = self._topics[self._current]
        parts = [
            f"<h3>{html.escape(topic.title(lang))}</h3>",
            blocks_html(topic.blocks(lang)),
            self._facts_html(topic, lang),
        ]
        if topic.see_also:
            links = "".join(f"<li>{_link(t, self._topics, lang)}</li>" for t in topic.see_also)
            heading = html.escape(self.tr("See also"))
            parts.append(f"<p><b>{heading}</b></p><ul>{links}</ul>")
        self.browser.setHtml("\n".join(p for p in parts if p))

    def _facts_html(self, topic: HelpTopic, lang: str) -> str:
        """The weights of a workload or metric topic, from the code (never stale)."""
        facts = weight_facts(topic.id)
        if facts is None:
            return ""
        row = html.escape(self.tr("{name}: {weight}"))
        rows = "".join(
            "<li>"
            + row.format(
                name=_link(other, self._topics, lang), weight=html.escape(number_text(round(w, 3)))
            )
            + "</li>"
            for other, w in facts.weights
        )
        out = []
        if topic.kind == "workload":
            out.append(
                "<p><b>"
                + html.escape(
                    self.tr(
                        "Weights derived from the seed guide, heaviest first (Metric weights can "
                        "change them):"
                    )
                )
                + "</b></p>"
                + f"<ul>{rows}</ul>"
            )
            if facts.seed_priority:
                out.append(
                    "<p>"
                    + html.escape(
                        self.tr("The seed's priority line as printed: {line}").format(
                            line=facts.seed_priority
                        )
                    )
                    + "</p>"
                )
            if facts.scaling_per_doubling is not None:
                percent = number_text(round(facts.scaling_per_doubling * 100, 1))
                out.append(
                    "<p>"
                    + html.escape(
                        self.tr(
                            "Multi-GPU scaling assumed: {percent} % of the throughput kept per "
                            "doubling of the GPU count."
                        ).format(percent=percent)
                    )
                    + "</p>"
                )
        elif rows:
            out.append(
                "<p><b>"
                + html.escape(
                    self.tr(
                        "Weight of this metric in each workload profile "
                        "(derived from the seed guide):"
                    )
                )
                + "</b></p>"
                + f"<ul>{rows}</ul>"
            )
        else:
            out.append(
                "<p>"
                + html.escape(
                    self.tr("No workload profile weights this metric: it is shown for reference.")
                )
                + "</p>"
            )
        return "\n".join(out)

    # ------------------------------------------------------------------ interaction
    def _on_current_item(self, item: QTreeWidgetItem | None, _previous=None) -> None:
        topic_id = item.data(0, _TOPIC_ROLE) if item is not None else None
        if isinstance(topic_id, str) and topic_id != self._current:
            self._show(topic_id, remember=True)

    def _on_link(self, url: QUrl) -> None:
        target = url.toString()
        if target.startswith(_LINK_SCHEME):
            self.show_topic(target[len(_LINK_SCHEME) :])

    def _apply_filter(self, text: str) -> None:
        lang = i18n.current_language()
        words = text.strip()
        for group in self._groups.values():
            visible = 0
            for i in range(group.childCount()):
                item = group.child(i)
                topic = self._topics[item.data(0, _TOPIC_ROLE)]
                hidden = bool(words) and not topic.matches(words, lang)
                item.setHidden(hidden)
                visible += not hidden
            group.setHidden(visible == 0)
            if words and visible:
                group.setExpanded(True)

    def _visible_items(self) -> list[QTreeWidgetItem]:
        return [
            g.child(i)
            for g in self._groups.values()
            if not g.isHidden()
            for i in range(g.childCount())
            if not g.child(i).isHidden()
        ]

    def visible_topics(self) -> list[str]:
        """The ids of the topics the list shows (all, or those matching the filter), in
        its order."""
        return [item.data(0, _TOPIC_ROLE) for item in self._visible_items()]

    def _show_first_match(self) -> None:
        matches = self.visible_topics()
        if matches:
            self._show(matches[0], remember=True)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.filter_edit
            and event.type() == QEvent.Type.KeyPress
            and event.key() == Qt.Key.Key_Down
        ):
            matches = self._visible_items()
            if matches:
                self.tree.setCurrentItem(matches[0])
            self.tree.setFocus(Qt.FocusReason.TabFocusReason)
            return True
        return super().eventFilter(watched, event)


class HelpDock(Retranslating, QDockWidget):
    """The help panel as a dock of the main window (right side, hidden until asked for)."""

    def __init__(
        self, parent: QWidget | None = None, found: dict[str, HelpTopic] | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName(HELP_DOCK_NAME)
        self.setAllowedAreas(
            Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea
        )
        # The topics are read and laid out when the dock is first shown or used
        # (rigwright.gui.widgets.lazy): it starts hidden.
        self._page = LazyPage(lambda: HelpPanel(self, found))
        self.setWidget(self._page)
        self._sized = False
        self.retranslate()

    @property
    def panel(self) -> HelpPanel:
        """The :class:`HelpPanel`, built now if the dock has not been shown yet."""
        return self._page.content()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Help"))
        # the title bar's own buttons: Qt names them once, in the language of that moment
        for name, text in (
            ("qt_dockwidget_floatbutton", self.tr("Detach the help")),
            ("qt_dockwidget_closebutton", self.tr("Close the help")),
        ):
            button = self.findChild(QAbstractButton, name)
            if button is not None:
                button.setAccessibleName(text)
                button.setToolTip(text)
        self.toggleViewAction().setToolTip(
            self.tr("Show or hide the help (F1 opens the topic of the focused field)")
        )

    def show_topic(self, topic_id: str | None) -> bool:
        """Show ``topic_id`` (None: the getting-started page) and show and raise the dock;
        False when the help has no such topic (the dock says so)."""
        shown = self.panel.show_topic(topic_id)
        if not self.isVisible():
            self.show()
            window = self.parentWidget()
            if not self._sized and isinstance(window, QMainWindow) and not self.isFloating():
                window.resizeDocks([self], [DOCK_WIDTH], Qt.Orientation.Horizontal)
                self._sized = True
        self.raise_()
        return shown


def install_help(window: QMainWindow) -> HelpDock:
    """Add the (hidden) help dock to ``window``'s right side and return it.

    A window without a ``show_help(topic)`` of its own gets the dock's
    :meth:`HelpDock.show_topic` as one, so :func:`help_button` and :func:`request_help`
    reach it; a window that defines ``show_help`` keeps it (and calls ``dock.show_topic``).
    """
    dock = HelpDock(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.hide()
    if getattr(window, "show_help", None) is None:
        window.show_help = dock.show_topic
    return dock


def _inside(widget: QWidget | None, ancestor: QWidget) -> bool:
    while widget is not None:
        if widget is ancestor:
            return True
        widget = widget.parentWidget()
    return False


def show_help_for_focus(window: QMainWindow) -> None:
    """What F1 does: show the topic of the focused widget (:func:`topic_at`), else the
    getting-started page. F1 again on a widget whose topic is on show moves the focus into the
    help text (to read it from the keyboard); F1 inside the help keeps its topic."""
    focus = QApplication.focusWidget()
    dock = window.findChild(HelpDock, HELP_DOCK_NAME)
    if dock is not None and _inside(focus, dock):
        dock.show_topic(dock.panel.current_topic)
        return
    topic = topic_at(focus) if focus is not None and focus.window() is window else None
    topic = topic or START_TOPIC
    if (
        dock is not None
        and dock.isVisible()
        and dock.panel.current_topic is not None
        and dock.panel.current_topic == dock.panel.resolve(topic)
    ):
        dock.raise_()
        dock.panel.browser.setFocus(Qt.FocusReason.ShortcutFocusReason)
        return
    if not request_help(window, topic) and dock is not None:
        dock.show_topic(topic)


def help_shortcut(window: QMainWindow) -> QShortcut:
    """F1 in ``window`` opens the help on the focused widget's topic
    (:func:`show_help_for_focus`)."""
    shortcut = QShortcut(QKeySequence(Qt.Key.Key_F1), window)
    shortcut.setObjectName("helpShortcut")
    shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
    shortcut.activated.connect(lambda: show_help_for_focus(window))
    return shortcut
