"""The live chassis and slot diagram: the scene drawn from a build's diagram, its view, the GPU
palette, the verdict list and the diagram tab (see docs/chassis-diagram.md). The painting code
looks ``_text`` up here, so replacing it here reaches every painted word."""

from __future__ import annotations

from rigwright.gui.build.scene.build_scene import BuildScene
from rigwright.gui.build.scene.drawing import (
    CONNECTOR_GAP,
    _qrect,
    _text,
    colours,
    palette_is_dark,
)
from rigwright.gui.build.scene.items import DiagramItem
from rigwright.gui.build.scene.palette import GPU_MIME, GpuPalette
from rigwright.gui.build.scene.panel import DiagramPanel
from rigwright.gui.build.scene.verdict_list import VerdictList
from rigwright.gui.build.scene.view import DiagramView
from rigwright.gui.build.scene.words import (
    _WORDS,
    _known_word,
    slot_label,
    subtitle_text,
    word,
)

__all__ = [
    "CONNECTOR_GAP",
    "GPU_MIME",
    "_WORDS",
    "BuildScene",
    "DiagramItem",
    "DiagramPanel",
    "DiagramView",
    "GpuPalette",
    "VerdictList",
    "_known_word",
    "_qrect",
    "_text",
    "colours",
    "palette_is_dark",
    "slot_label",
    "subtitle_text",
    "word",
]
