"""GUI test configuration.

The offscreen platform plugin of Qt >= 6.x logs "This plugin does not support
propagateSizeHints()" whenever a QMainWindow is shown. It says nothing about our code, and
Qt warnings fail tests (``qt_log_level_fail = WARNING``), so that one message is ignored
for the tests in this folder.
"""

from __future__ import annotations

from pathlib import Path

import pytest

OFFSCREEN_NOISE = r"This plugin does not support propagateSizeHints\(\)"

_HERE = Path(__file__).resolve().parent


def pytest_collection_modifyitems(config, items):
    for item in items:
        if _HERE in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.qt_log_ignore(OFFSCREEN_NOISE))
