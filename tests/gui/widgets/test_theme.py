"""Tests for gui/widgets/theme.py, the View ▸ Dark theme action and ``--theme``, and the window at
150 % text scaling on a 1366×768 screen (911×512 logical pixels)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from rigwright.core.storage.database import open_catalog, read_user_setting
from rigwright.gui.charts.gpu_metric import (
    ACCENT,
    DARK_ACCENT,
    DARK_TIERS,
    LIGHT_TIERS,
    OTHER,
    MetricChart,
    render_metric_chart,
)
from rigwright.gui.shell import entry
from rigwright.gui.shell import main_window as main_window_module
from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.state import AppState
from rigwright.gui.widgets.theme import (
    DARK_COLORS,
    ERROR,
    MUTED,
    SYSTEM,
    THEME_SETTING,
    UNKNOWN_TEXT,
    Theme,
    apply_theme,
    current_theme,
    dark_palette,
    is_dark,
    parse_theme,
    store_theme,
    stored_choice,
    stored_theme,
)

Role = QPalette.ColorRole
Group = QPalette.ColorGroup

TEXT_ON_BACKGROUND = [
    (Role.WindowText, Role.Window),
    (Role.Text, Role.Base),
    (Role.Text, Role.AlternateBase),
    (Role.ButtonText, Role.Button),
    (Role.ToolTipText, Role.ToolTipBase),
    (Role.HighlightedText, Role.Highlight),
    (Role.PlaceholderText, Role.Base),
    (Role.Link, Role.Base),
    (Role.LinkVisited, Role.Base),
]
"""The text roles people read, each on the background it is drawn on."""


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio of two opaque colours (1 to 21)."""

    def luminance(color: QColor) -> float:
        def channel(c: float) -> float:
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

        return (
            0.2126 * channel(color.redF())
            + 0.7152 * channel(color.greenF())
            + 0.0722 * channel(color.blueF())
        )

    lighter, darker = sorted((luminance(a), luminance(b)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


@pytest.fixture
def themed_app(qapp):
    """The application; its palette is put back after the test (the theme is global)."""
    saved = QPalette(qapp.palette())
    yield qapp
    qapp.setPalette(saved)
    QApplication.processEvents()  # deliver the palette change before the next test


@pytest.fixture
def db(tmp_db):
    open_catalog(tmp_db, "seed-2020")  # creates the database the settings live in
    return tmp_db


def _window(qtbot, catalog, db_path=None) -> MainWindow:
    win = MainWindow(AppState(catalog, db_path=db_path))
    qtbot.addWidget(win)  # closed after the test: its close stops the search worker
    return win


# ---------------------------------------------------------------------- the palettes
def test_the_dark_palette_sets_every_role():
    roles = {r for r in Role if r not in (Role.NoRole, Role.NColorRoles)}
    assert roles <= set(DARK_COLORS)
    palette = dark_palette()
    for role, color in DARK_COLORS.items():
        for group in (Group.Active, Group.Inactive):
            assert palette.color(group, role) == QColor(color), (group, role)


@pytest.mark.parametrize(("text", "background"), TEXT_ON_BACKGROUND)
def test_dark_text_reads_on_its_background(themed_app, text, background):
    apply_theme(themed_app, Theme.DARK)
    palette = themed_app.palette()
    assert is_dark(palette) and current_theme() is Theme.DARK
    for group in (Group.Active, Group.Inactive):
        ratio = contrast(palette.color(group, text), palette.color(group, background))
        assert ratio >= 4.5, (group, text, background, ratio)


def test_disabled_text_is_dimmer_but_still_legible(themed_app):
    apply_theme(themed_app, Theme.DARK)
    palette = themed_app.palette()
    for text, background in (
        (Role.WindowText, Role.Window),
        (Role.Text, Role.Base),
        (Role.ButtonText, Role.Button),
    ):
        active = contrast(palette.color(Group.Active, text), palette.color(background))
        disabled = contrast(
            palette.color(Group.Disabled, text), palette.color(Group.Disabled, background)
        )
        assert 3 <= disabled < active, (text, disabled, active)


def test_light_is_fusions_standard_palette(themed_app):
    apply_theme(themed_app, Theme.DARK)
    apply_theme(themed_app, Theme.LIGHT)
    assert themed_app.style().name().lower() == "fusion"
    assert not is_dark(themed_app.palette()) and current_theme() is Theme.LIGHT
    assert themed_app.palette() == themed_app.style().standardPalette()


@pytest.mark.parametrize(
    "tone",
    [MUTED, ERROR, UNKNOWN_TEXT, main_window_module.NOTES_TONE],
    ids=["muted", "error", "unknown", "notes"],
)
def test_theme_colours_read_on_both_themes(tone):
    light = QApplication.style().standardPalette()
    for palette in (light, dark_palette()):
        for background in (Role.Window, Role.Base):
            ratio = contrast(tone.on(palette), palette.color(background))
            assert ratio >= 4.5, (tone, is_dark(palette), background, ratio)


def test_parse_theme():
    assert parse_theme(" Dark ") is Theme.DARK and parse_theme("light") is Theme.LIGHT
    with pytest.raises(ValueError, match="'blue' is not a theme"):
        parse_theme("blue")
    assert tuple(t.value for t in Theme) == entry.THEMES


# ---------------------------------------------------------------------- the window
def test_view_menu_sets_the_theme_at_once_and_keeps_it(qtbot, themed_app, seed_catalog, db):
    assert stored_choice(db) == SYSTEM and stored_theme(db) is Theme.LIGHT  # the default
    win = _window(qtbot, seed_catalog, db)
    win.show()
    menus = [a.text().replace("&", "") for a in win.menuBar().actions()]
    assert menus.index("View") == menus.index("File") + 1 + ("Edit" in menus)
    actions = win.theme_actions
    assert actions[SYSTEM].isChecked() and not win.dark_theme_action.isChecked()
    assert win.theme_group.isExclusive()

    win.dark_theme_action.trigger()
    assert current_theme() is Theme.DARK and win.dark_theme_action.isChecked()
    assert read_user_setting(db, THEME_SETTING) == "dark"
    qtbot.waitUntil(lambda: is_dark(win.palette()))
    # What no palette role colours follows too.
    assert main_window_module.NOTES_TONE.dark in win.notes.styleSheet()
    assert win.banner.styleSheet() == main_window_module.BANNER_STYLE_DARK
    chart = win.chart_view.chart
    qtbot.waitUntil(lambda: chart.colors.background == themed_app.palette().color(Role.Base))
    # CNN has seed tiers: its bars take the dark theme's tier colours.
    assert DARK_TIERS[0] in chart.bar_item.colors
    assert not {c.name() for c in LIGHT_TIERS} & {c.name() for c in chart.bar_item.colors}
    assert MUTED.dark in win.data_quality.detail.styleSheet()

    # A new window (the next start) finds the choice.
    win.close()
    apply_theme(themed_app, stored_theme(db))
    again = _window(qtbot, seed_catalog, db)
    assert again.dark_theme_action.isChecked()
    again.theme_actions["light"].trigger()
    assert current_theme() is Theme.LIGHT and stored_theme(db) is Theme.LIGHT
    qtbot.waitUntil(lambda: not is_dark(again.palette()))
    assert main_window_module.NOTES_COLOR in again.notes.styleSheet()
    # Back to following the system (light here: the offscreen platform says no scheme).
    again.theme_actions[SYSTEM].trigger()
    assert stored_choice(db) == SYSTEM and again.theme_actions[SYSTEM].isChecked()
    assert again.theme_follower.choice == SYSTEM


def test_following_the_system_applies_its_scheme_when_it_changes(
    qtbot, themed_app, seed_catalog, db, monkeypatch
):
    from rigwright.gui.widgets import theme as theme_module

    win = _window(qtbot, seed_catalog, db)
    win.show()
    assert win.theme_follower.choice == SYSTEM
    monkeypatch.setattr(theme_module, "system_theme", lambda: Theme.DARK)
    win.theme_follower._on_scheme_changed()  # what QStyleHints.colorSchemeChanged calls
    assert current_theme() is Theme.DARK
    qtbot.waitUntil(lambda: is_dark(win.palette()))
    assert win.theme_actions[SYSTEM].isChecked()  # still following, not "dark"
    # A theme chosen by hand is kept when the system changes.
    win.theme_actions["light"].trigger()
    win.theme_follower._on_scheme_changed()
    assert current_theme() is Theme.LIGHT


def test_a_theme_applied_elsewhere_checks_the_action_without_storing(
    qtbot, themed_app, seed_catalog, db
):
    win = _window(qtbot, seed_catalog, db)
    win.show()
    apply_theme(themed_app, Theme.DARK)  # as --theme dark does, for this run only
    qtbot.waitUntil(win.dark_theme_action.isChecked)
    assert read_user_setting(db, THEME_SETTING) is None


def test_a_bad_stored_theme_is_light(db):
    assert store_theme(db, Theme.DARK) and stored_theme(db) is Theme.DARK
    from rigwright.core.storage.database import write_user_setting

    write_user_setting(db, THEME_SETTING, "sepia")
    assert stored_theme(db) is Theme.LIGHT


def test_the_budget_error_follows_the_theme(qtbot, themed_app, seed_catalog):
    win = _window(qtbot, seed_catalog)
    win.show()
    panel = win.panel
    panel.budget_edit.setText("abc")
    panel.commit_budget()
    assert panel.budget_error.isVisibleTo(panel)

    def ink() -> str:
        return panel.budget_error.palette().color(Role.WindowText).name()

    assert ink() == ERROR.light and ERROR.light in panel.budget_edit.styleSheet()
    apply_theme(themed_app, Theme.DARK)
    qtbot.waitUntil(lambda: ink() == ERROR.dark)
    assert ERROR.dark in panel.budget_edit.styleSheet()
    # The field's own colours are the dark theme's too (its style sheet applied afresh).
    qtbot.waitUntil(lambda: is_dark(panel.budget_edit.palette()))


def test_widgets_with_style_sheets_take_the_new_palette(qtbot, themed_app):
    from PySide6.QtWidgets import QPushButton

    button = QPushButton("Fix")
    qtbot.addWidget(button)
    button.setStyleSheet("QPushButton { text-align: left; padding: 3px 8px; }")
    button.show()
    apply_theme(themed_app, Theme.DARK)
    qtbot.waitUntil(lambda: button.palette().color(Role.Button) == QColor(DARK_COLORS[Role.Button]))
    assert button.styleSheet() == "QPushButton { text-align: left; padding: 3px 8px; }"


def test_the_gpu_detail_follows_the_theme(qtbot, themed_app, seed_catalog):
    win = _window(qtbot, seed_catalog)
    win.show()
    win.gpu_table.select_gpu("TESLA T4")
    assert MUTED.light in win.gpu_table.detail.toHtml().lower()
    apply_theme(themed_app, Theme.DARK)
    qtbot.waitUntil(lambda: MUTED.dark in win.gpu_table.detail.toHtml().lower())
    assert "TESLA T4" in win.gpu_table.detail.toPlainText()


# ---------------------------------------------------------------------- the chart
def test_the_chart_follows_the_theme_but_the_pdf_stays_on_white(qtbot, themed_app, seed_catalog):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    apply_theme(themed_app, Theme.DARK)
    chart = MetricChart()
    qtbot.addWidget(chart)
    chart.show_metric(seed_catalog, "tensor_tflops", {"Titan RTX"})
    assert chart.colors.background == themed_app.palette().color(Role.Base)
    assert DARK_ACCENT in chart.bar_item.colors

    image = QImage(600, 500, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    render_metric_chart(
        painter, QRectF(0, 0, 600, 500), seed_catalog, "tensor_tflops", {"RTX2080Ti"}, "CNN"
    )
    painter.end()
    pixels = {image.pixelColor(x, y).name() for x in range(0, 600, 3) for y in range(0, 500, 3)}
    assert ACCENT.name() in pixels and OTHER.name() in pixels
    assert DARK_ACCENT.name() not in pixels
    assert themed_app.palette().color(Role.Base).name() not in pixels


# ---------------------------------------------------------------------- --theme
@pytest.mark.parametrize(
    ("argv", "theme", "rest"),
    [
        ([], None, []),
        (["--theme", "dark"], "dark", []),
        (["--db", "x.sqlite3", "--theme=Light", "gpus"], "light", ["--db", "x.sqlite3", "gpus"]),
        (["--theme", "dark", "--theme", "light"], "light", []),
        (["gpus", "--", "--theme"], None, ["gpus", "--", "--theme"]),
    ],
)
def test_the_theme_option_is_taken_out(argv, theme, rest):
    assert entry.split_theme_option(argv) == (theme, rest)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ["--theme", "blue"],
            "rigwright: error: --theme: 'blue' is not a theme (use light or dark)\n",
        ),
        (["--theme"], "rigwright: error: --theme needs a value: light or dark\n"),
        (["--theme", "--db", "x"], "rigwright: error: --theme needs a value: light or dark\n"),
        (["--theme="], "rigwright: error: --theme needs a value: light or dark\n"),
    ],
)
def test_a_bad_theme_is_one_line_and_exit_2(capsys, monkeypatch, argv, message):
    opened = []
    monkeypatch.setattr(entry, "open_window", lambda *a, **k: opened.append(a) or 0)
    assert entry.main(argv) == 2
    out, err = capsys.readouterr()
    assert err == message and out == "" and "Traceback" not in err
    assert not opened


def test_the_theme_and_the_language_reach_the_window(monkeypatch, tmp_db):
    opened = []
    monkeypatch.setattr(
        entry,
        "open_window",
        lambda db, catalog, theme=None, lang=None: opened.append((db, catalog, theme, lang)) or 0,
    )
    assert entry.main(["--db", str(tmp_db), "--theme", "DARK"]) == 0
    assert entry.main(["--lang=zh_tw", "--db", str(tmp_db)]) == 0
    assert opened == [(tmp_db, "seed-2020", "dark", None), (tmp_db, "seed-2020", None, "zh_TW")]


def test_a_bad_language_is_a_usage_error(monkeypatch, capsys):
    monkeypatch.setattr(entry, "open_window", lambda *a, **k: 0)
    assert entry.main(["--lang", "fr"]) == 2
    assert capsys.readouterr().err == (
        "rigwright: error: --lang: 'fr' is not a language (use zh_CN or zh_TW or en)\n"
    )


# ---------------------------------------------------------------------- scaling
@pytest.mark.parametrize("messages", [False, True], ids=["plain", "banner-and-notes"])
def test_the_window_fits_1366x768_at_150_percent(qtbot, seed_catalog, messages):
    """At 150 % a 1366×768 screen is 911×512 logical pixels: the window's minimum fits it,
    with the custom-weights banner and the notes shown too (they scroll rather than grow)."""
    win = _window(qtbot, seed_catalog)
    if messages:
        win.state.set_model_scale("large")
        editor = win.panel.weights_editor
        editor.spin("fp16_tflops").setValue(editor.spin("fp16_tflops").value() + 0.5)
        assert win.banner.isVisibleTo(win) and win.notes.isVisibleTo(win)
    win.resize(911, 512)
    win.show()
    qtbot.waitExposed(win)
    QApplication.processEvents()
    win.build_tabs()  # the tabs built when first shown: all of them count
    QApplication.processEvents()
    hint = win.minimumSizeHint()
    pages = {
        win.tabs.tabText(i): win.tabs.widget(i).minimumSizeHint().width()
        for i in range(win.tabs.count())
    }
    assert hint.width() <= 911 and hint.height() <= 512, (
        f"minimum {hint.width()}×{hint.height()}; the tab pages' minimum widths: {pages}"
    )
    assert win.width() <= 911 and win.height() <= 512, win.size()


def test_gpu_names_are_never_elided(qtbot, seed_catalog):
    """A narrow spec table keeps the names whole and scrolls sideways instead."""
    from rigwright.gui.catalog.gpu_table import COL_NAME

    win = _window(qtbot, seed_catalog)
    win.show()
    win.show_tab("gpu_table")
    qtbot.waitExposed(win)
    table = win.gpu_table.table
    needed = table.sizeHintForColumn(COL_NAME)
    for width in (911, 1366):
        win.resize(width, 700)
        QApplication.processEvents()
        assert table.columnWidth(COL_NAME) >= needed, width
    # Wide, the names take the spare width: no gap after the last column.
    header = table.horizontalHeader()
    assert header.length() >= table.viewport().width()


def test_the_quote_commands_lang_is_the_pdfs_not_the_windows(monkeypatch, tmp_db):
    """`rigwright quote ... --lang en` keeps its --lang (the PDF's language)."""
    from rigwright.core.cli import main as cli

    seen = []
    monkeypatch.setattr(cli, "main", lambda args, **kw: seen.append(list(args)) or 0)
    assert entry.main(["--db", str(tmp_db), "quote", "--sku", "3.3", "--lang", "en"]) == 0
    assert seen == [["--db", str(tmp_db), "quote", "--sku", "3.3", "--lang", "en"]]
    parser = cli.build_parser()
    assert set(cli.SUBCOMMANDS) == set(parser._subparsers._group_actions[0].choices)
