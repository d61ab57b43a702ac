"""Board and card sizes against the chassis (core/build/rules/form_factor.py)."""

from __future__ import annotations

import dataclasses

from rigwright.core.build.rules import (
    ERROR,
    INFO,
    check_build,
)
from rigwright.core.catalog.model import PartFigure
from tests.core.build.rules.conftest import build, current_build, of


def with_chassis_figure(catalog, name, value):
    """``catalog`` whose WRX90 tower gives ``name`` = ``value`` (assumed)."""
    parts = []
    for original in catalog.parts:
        part = original
        if part.name == "Tower, ASUS Pro WS WRX90E-SAGE SE":
            figures = tuple(f for f in part.figures if f.name != name) + (
                PartFigure(name, value, status="assumed", note="test"),
            )
            part = dataclasses.replace(part, figures=figures)
        parts.append(part)
    return dataclasses.replace(catalog, parts=tuple(parts))


def test_board_form_factor(seed_catalog, current):
    def board(catalog, size):
        return of(
            "formfactor.board", check_build(current_build(catalog, board_form_factor=size), catalog)
        )

    assert board(current, "E-ATX") == [] and board(current, "SSI-EEB") == []  # the tower takes EEB
    atx_case = with_chassis_figure(current, "max_board_form_factor", "ATX")
    assert board(atx_case, "mATX") == [] and board(atx_case, "ATX") == []
    too_big = board(atx_case, "EEB")
    assert [v.severity for v in too_big] == [ERROR]
    assert (
        too_big[0].message.startswith("an EEB board (12 × 13 in")
        and "up to ATX" in too_big[0].message
    )
    assert too_big[0].figures == {"board": "EEB", "chassis_max": "ATX"}
    # No board named: nothing to check. A seed chassis's largest board is unknown.
    assert not of("formfactor.board", check_build(current_build(current), current))
    seed = of(
        "formfactor.board", check_build(build(seed_catalog, board_form_factor="ATX"), seed_catalog)
    )
    assert [(v.severity, v.message) for v in seed] == [
        (INFO, "cannot check board size: the largest board the GT410i takes is unknown")
    ]


def test_card_length(seed_catalog, current):
    assert not of(
        "formfactor.gpu_length",
        check_build(
            current_build(current, gpus=[{"model": "GeForce RTX 3090", "count": 1}]), current
        ),
    )  # 313 mm in 330 mm
    short_case = with_chassis_figure(current, "max_gpu_length_mm", "300")
    got = of(
        "formfactor.gpu_length",
        check_build(
            current_build(
                short_case,
                gpus=[
                    {"model": "GeForce RTX 3090", "count": 1},
                    {"model": "RTX A6000", "count": 1},
                ],
            ),
            short_case,
        ),
    )
    assert [(v.severity, v.figures["gpu"]) for v in got] == [(ERROR, "GeForce RTX 3090")]
    assert (
        "313 mm" in got[0].message and "300" in got[0].message and "at least 313 mm" in got[0].fix
    )
    # A seed chassis: one "cannot check" for the build, however many cards and models.
    mixed = build(
        seed_catalog, gpus=[{"model": "RTX2080Ti", "count": 2}, {"model": "TESLA V100", "count": 2}]
    )
    got = of("formfactor.gpu_length", check_build(mixed, seed_catalog))
    assert [(v.severity, v.message) for v in got] == [
        (
            INFO,
            (
                "cannot check card length: the longest card the GT410i takes is unknown "
                "(RTX2080Ti 267 mm, TESLA V100 unknown)"
            ),
        )
    ]
    # A known case and a card of unknown length.
    blank = dataclasses.replace(
        current,
        gpus=tuple(
            dataclasses.replace(g, board_length_mm=None) if g.name == "RTX A6000" else g
            for g in current.gpus
        ),
    )
    got = of("formfactor.gpu_length", check_build(current_build(blank), blank))
    assert [(v.severity, v.message) for v in got] == [
        (
            INFO,
            (
                "cannot check card length: the length of RTX A6000 is unknown "
                "(the Tower, ASUS Pro WS WRX90E-SAGE SE takes up to 330 mm)"
            ),
        )
    ]
