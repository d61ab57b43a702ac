"""What the window remembers between runs (QSettings): its layout, its language, the last workload
inputs and whether the first-run guide was seen.
More in docs/window.md (`rigwright.gui.widgets.settings`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QMainWindow, QSplitter, QTabWidget, QWidget

from rigwright.core.recommend.ranking import Request

LANGUAGE = "ui/language"
"""The window's language ("zh_CN", "zh_TW", "en"); absent: follow the system."""
GUIDE_DONE = "guide/done"
"""True once the first-run guide was finished or skipped."""
INPUTS = "inputs/request"
"""The last workload inputs, as JSON (:func:`request_to_json`)."""
_GEOMETRY, _STATE = "window/geometry", "window/state"


def settings_path() -> Path:
    """The INI file holding the settings (per user)."""
    from platformdirs import user_config_dir

    return Path(user_config_dir("Rigwright", appauthor=False)) / "settings.ini"


def settings() -> QSettings:
    """The user's settings (an INI file at :func:`settings_path`)."""
    return QSettings(str(settings_path()), QSettings.Format.IniFormat)


def read(key: str, default: Any = None) -> Any:
    """The setting ``key``, or ``default`` when absent or unreadable."""
    try:
        value = settings().value(key, default)
    except Exception:  # noqa: BLE001 - a damaged file is the same as an absent value
        return default
    return default if value is None else value


def write(key: str, value: Any) -> bool:
    """Store ``value`` under ``key``; False when the file cannot be written (the value then
    lasts for this session only)."""
    store = settings()
    store.setValue(key, value)
    store.sync()
    return store.status() == QSettings.Status.NoError


def read_bool(key: str) -> bool:
    """A boolean setting (INI files keep "true"/"false" as text); False when absent."""
    value = read(key, False)
    return value is True or str(value).lower() == "true"


def request_to_json(request: Request) -> str:
    """The inputs of ``request`` as JSON: workload, budget (CNY), model scale, least GPU
    memory (GB), GPU count (least, most) and custom weights."""
    return json.dumps(
        {
            "workload": request.workload,
            "budget_cny": request.budget_cny,
            "model_scale": request.model_scale,
            "min_gpu_memory_gb": request.min_gpu_memory_gb,
            "gpu_count": list(request.gpu_count) if request.gpu_count else None,
            "weights": request.weights,
        }
    )


def request_changes(text: str) -> dict[str, Any]:
    """The fields :func:`request_to_json` wrote, as ``AppState.update_request`` keywords;
    fields of the wrong type are left out (the caller applies what the core accepts)."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    out: dict[str, Any] = {}
    if isinstance(data.get("workload"), str):
        out["workload"] = data["workload"]
    for key in ("budget_cny", "min_gpu_memory_gb"):
        value = data.get(key)
        if value is None or (isinstance(value, int) and not isinstance(value, bool)):
            out[key] = value
    if data.get("model_scale") is None or isinstance(data.get("model_scale"), str):
        out["model_scale"] = data.get("model_scale")
    count = data.get("gpu_count")
    if count is None:
        out["gpu_count"] = None
    elif (
        isinstance(count, list)
        and len(count) == 2
        and all(isinstance(c, int) and not isinstance(c, bool) for c in count)
    ):
        out["gpu_count"] = (count[0], count[1])
    weights = data.get("weights")
    if weights is None or (
        isinstance(weights, dict)
        and all(
            isinstance(k, str) and isinstance(v, int | float) and not isinstance(v, bool)
            for k, v in weights.items()
        )
    ):
        out["weights"] = weights
    return out


def save_layout(window: QMainWindow) -> None:
    """Keep ``window``'s geometry, its docks and tool bars, its splitters' sizes and its
    tabs' current pages (by object name)."""
    store = settings()
    store.setValue(_GEOMETRY, window.saveGeometry())
    store.setValue(_STATE, window.saveState())
    for splitter in window.findChildren(QSplitter):
        if splitter.objectName():
            store.setValue(f"splitters/{splitter.objectName()}", splitter.saveState())
    for tabs in window.findChildren(QTabWidget):
        if tabs.objectName():
            store.setValue(f"tabs/{tabs.objectName()}", tabs.currentIndex())
    store.sync()


def restore_parts(widget: QWidget, tab_pages: bool = True) -> None:
    """Give the named splitters inside ``widget`` the sizes :func:`save_layout` kept, and,
    with ``tabs``, its named tab widgets their current pages.

    A page built after the window was shown restores its splitters only (``tab_pages``
    False): its tab widgets show what it was built for (the quote just opened, with its
    option A in front), not the page the last run closed on."""
    store = settings()
    for splitter in widget.findChildren(QSplitter):
        sizes = store.value(f"splitters/{splitter.objectName()}") if splitter.objectName() else None
        if isinstance(sizes, QByteArray | bytes):
            splitter.restoreState(sizes)
    if not tab_pages:
        return
    for tabs in widget.findChildren(QTabWidget):
        index = store.value(f"tabs/{tabs.objectName()}") if tabs.objectName() else None
        try:
            index = int(index)
        except (TypeError, ValueError):
            continue
        if 0 <= index < tabs.count():
            tabs.setCurrentIndex(index)


def restore_layout(window: QMainWindow) -> bool:
    """Give ``window`` the layout :func:`save_layout` kept; False when none was kept (the
    window keeps its own)."""
    store = settings()
    geometry = store.value(_GEOMETRY)
    if not isinstance(geometry, QByteArray | bytes):
        return False
    window.restoreGeometry(geometry)
    state = store.value(_STATE)
    if isinstance(state, QByteArray | bytes):
        window.restoreState(state)
    restore_parts(window)
    return True
