"""What core and the window use as dict keys or set members can be hashed, by its types: a field
that may hold a dict or a list (as :class:`rigwright.core.build.rules.Verdict`'s figures do) would
fail only at the first run that hashes such a value (the window once keyed the kept changes of a
selection by its custom build, and failed when that build held a verdict)."""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from decimal import Decimal

import pytest

from rigwright.core.build.model import Build, CpuLine, GpuLine
from rigwright.core.catalog.model import Sku
from rigwright.core.compare.chart_data import custom_key, sku_key
from rigwright.core.search.pareto import CustomBuild

KEYS = (Build, CpuLine, GpuLine, Sku)
"""The dataclasses used as keys: ``set[Build]`` in rigwright.core.build.fixes, ``dict[Build, …]`` in
rigwright.core.search.pareto; a SKU by equality and hash in the lists."""

_ATOMS = (str, int, float, bool, Decimal, type(None))


def _unhashable(tp, where: str) -> list[str]:
    """The places in type ``tp`` that may hold an unhashable value ([] when none)."""
    origin = typing.get_origin(tp)
    if tp in _ATOMS or (isinstance(tp, type) and issubclass(tp, enum.Enum)):
        return []
    if origin is typing.Literal:
        return []
    if origin in (typing.Union, types.UnionType, tuple, frozenset):
        return [
            p
            for n, arg in enumerate(typing.get_args(tp))
            if arg is not Ellipsis
            for p in _unhashable(arg, f"{where}[{n}]")
        ]
    if dataclasses.is_dataclass(tp):
        params = tp.__dataclass_params__
        if params.eq and not (params.frozen or params.unsafe_hash):
            return [f"{where}: {tp.__name__} is not frozen"]
        hints = typing.get_type_hints(tp)
        return [
            p
            for f in dataclasses.fields(tp)
            if f.hash is not False and (f.hash or f.compare)
            for p in _unhashable(hints[f.name], f"{where}.{f.name}")
        ]
    return [f"{where}: {tp!r}"]


@pytest.mark.parametrize("cls", KEYS, ids=lambda c: c.__name__)
def test_every_key_type_holds_only_hashable_fields(cls):
    assert _unhashable(cls, cls.__name__) == []


def test_the_check_finds_a_dict_as_custom_builds_hold_them():
    found = _unhashable(CustomBuild, "CustomBuild")
    assert any("verdicts" in p and "figures" in p for p in found), found


def test_a_selection_is_keyed_by_its_candidate_key(seed_catalog):
    from rigwright.core.recommend.ranking import Request
    from rigwright.core.search.pareto import search_builds

    front = [
        c for c in search_builds(seed_catalog, Request(workload="cnn"), None).front if not c.printed
    ]
    assert any(c.verdicts and c.verdicts[0].figures for c in front)  # unhashable builds
    keys = {custom_key(c) for c in front} | {sku_key(s) for s in seed_catalog.skus}
    assert len(keys) == len(front) + len(seed_catalog.skus)  # one key each, all distinct
    assert sku_key(seed_catalog.sku("1.7")) == "sku:1.7"
