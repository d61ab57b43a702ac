"""Read a catalog's platform parts (``parts.toml``) and price list (``prices.toml``), both
optional and validated with pydantic; docs/catalog.md shows the two formats."""

from __future__ import annotations

import re
import tomllib
from decimal import Decimal
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from rigwright.core.catalog.model import (
    PART_FIGURES,
    ExchangeRate,
    Gpu,
    Part,
    PartFigure,
    PartKind,
    PriceEntry,
    PriceList,
    normalise_name,
)
from rigwright.core.catalog.sources import CatalogError
from rigwright.core.text.clean import MAX_DIGITS, data_problems, one_line

PARTS_FILE = "parts.toml"
PRICES_FILE = "prices.toml"
CONFIDENCES = ("datasheet", "secondary")
ASSUMED_BASIS = "assumed"
"""The ``basis`` of a price no source gives; its ``source`` then reads "method: ...; reason:
..." (how the figure was reached, and why no citable price was used)."""
_ASSUMED_SOURCE = re.compile(r"\bmethod:\s*\S.*;\s*reason:\s*\S", re.DOTALL)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class SourceModel(_Strict):
    """One ``[sources.<key>]`` table of ``parts.toml``: a cited source."""

    address: str = Field(min_length=1)
    confidence: str = Field(pattern="^(datasheet|secondary)$")
    note: str = ""


class FigureModel(_Strict):
    """One figure of a part: sourced (``source``), assumed (``assumed``: the reason) or
    unknown (no ``value``; ``unknown``: why)."""

    name: str
    value: int | Decimal | str | None = None
    source: str | None = None
    assumed: str | None = None
    unknown: str | None = None
    note: str = ""

    @field_validator("name")
    @classmethod
    def _known(cls, value: str) -> str:
        if value not in PART_FIGURES:
            raise ValueError(f"unknown figure {value!r}; use one of {', '.join(PART_FIGURES)}")
        return value

    @field_validator("value", mode="before")
    @classmethod
    def _no_bool(cls, value: Any) -> Any:
        if isinstance(value, bool):
            raise ValueError("a figure is a number or text, not true/false")  # noqa: TRY004 (pydantic reports ValueError)
        if isinstance(value, str) and not value.strip():
            return None  # blank is unknown
        return value

    @model_validator(mode="after")
    def _one_status(self) -> FigureModel:
        # Errors found here start with "FIELD: " (a model validator has no location).
        _, numeric, _ = PART_FIGURES[self.name]
        if self.value is None:
            if self.source or self.assumed:
                raise ValueError(
                    "value: a figure with a source or an assumption needs a value "
                    "(leave source/assumed out for an unknown figure)"
                )
            return self
        if self.unknown is not None:
            raise ValueError("unknown: a figure with a value is not unknown")
        if bool(self.source) == bool(self.assumed and self.assumed.strip()):
            raise ValueError(
                "source: give either source (a key of [sources]) or assumed (the reason)"
            )
        if numeric:
            try:
                number = Decimal(str(self.value))
            except ArithmeticError:
                raise ValueError(f"value: {self.value!r} is not a number") from None
            if not number.is_finite() or number < 0:
                raise ValueError(f"value: {self.value!r} must be a number, 0 or more")
        return self


class PartModel(_Strict):
    """One ``[[part]]`` table of ``parts.toml``: a platform part and its figures."""

    kind: PartKind
    name: str = Field(min_length=1)
    family: str = ""
    note: str = ""
    figure: list[FigureModel] = Field(default_factory=list)


class RateModel(_Strict):
    """The ``[exchange_rate]`` table of ``prices.toml``: CNY per USD, dated."""

    cny_per_usd: Decimal = Field(gt=0)
    as_of: str = Field(pattern=r"^\d{4}-\d{2}-\d{2}$")
    note: str = ""


class PriceModel(_Strict):
    """One ``[[price]]`` entry of ``prices.toml``: an item's price in USD or CNY."""

    item: str = Field(min_length=1)
    kind: str = Field(pattern="^(gpu|part)$")
    usd: Decimal | None = Field(default=None, gt=0)
    cny: Decimal | None = Field(default=None, ge=0)
    basis: str = "launch MSRP"
    date: str | None = None
    source: str = ""
    illustrative: bool = True

    @model_validator(mode="after")
    def _one_amount(self) -> PriceModel:
        if (self.usd is None) == (self.cny is None):
            raise ValueError(
                "usd: give either usd or cny (leave the item out when it has no "
                'price: it shows "price to be set")'
            )
        if self.basis.strip() == ASSUMED_BASIS and not _ASSUMED_SOURCE.search(self.source):
            raise ValueError(
                'source: an assumed price says how it was reached and why: "method: ...; '
                'reason: ..."'
            )
        return self


class PriceFileModel(_Strict):
    """The whole ``prices.toml``: its title, exchange rate and price entries."""

    title: str = Field(min_length=1)
    illustrative: bool = True
    note: str = ""
    exchange_rate: RateModel | None = None
    price: list[PriceModel] = Field(default_factory=list)


def check_file_data(file: str, data: Any, multiline: bool = False, rows: bool = False) -> Any:
    """``data`` read from ``file`` (TOML tables, or CSV rows with ``rows``), after refusing
    what a quote file refuses (:func:`rigwright.core.text.clean.data_problems`: control,
    invisible and bidirectional characters, numbers of more than
    :data:`rigwright.core.text.clean.MAX_DIGITS` digits).

    Raises:
        CatalogError: "<file> <where>, field <name>: <reason>" for the first such value.
    """
    problems = data_problems(data, multiline)
    if not problems:
        return data
    loc, reason = problems[0]
    if rows and loc and isinstance(loc[0], int):
        where = f"row {loc[0] + 1}"
        loc = loc[1:]
    else:
        where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in loc[:-1])
        where = where.lstrip(".") or "table"
        loc = loc[-1:]
    field = ".".join(str(p) for p in loc) or "value"
    raise CatalogError(one_line(f"{file} {where}, field {field}: {reason}"))


def too_long_number(file: str, text: str) -> CatalogError:
    """The error for a file ``tomllib`` cannot read because a number in it is too long for
    ``int()``, naming the line (instead of Python's ``set_int_max_str_digits`` hint)."""
    found = re.search(rf"[0-9_]{{{MAX_DIGITS + 1},}}", text)
    line = text.count("\n", 0, found.start()) + 1 if found else 0
    return CatalogError(
        f"{file}" + (f" line {line}" if line else "") + f": a number of at most {MAX_DIGITS} digits"
    )


def _read(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as fh:
            data = tomllib.load(fh, parse_float=Decimal)
    except tomllib.TOMLDecodeError as exc:
        raise CatalogError(f"{path.name}: not valid TOML ({exc})") from None
    except UnicodeDecodeError as exc:
        raise CatalogError(f"{path.name}: not UTF-8 text (byte {exc.start})") from None
    except ValueError:  # an integer of thousands of digits
        raise too_long_number(path.name, path.read_text(encoding="utf-8")) from None
    return check_file_data(path.name, data, multiline=True)


def _error(where: str, exc: ValidationError) -> CatalogError:
    err = exc.errors()[0]
    loc = ".".join(str(p) for p in err["loc"] if not (isinstance(p, str) and "[" in p))
    msg = err["msg"].removeprefix("Value error, ")
    if not loc:
        named = re.match(r"^(\w+): (.*)$", msg, re.DOTALL)
        if named:
            loc, msg = named.groups()
    return CatalogError(f"{where}, field {loc or 'row'}: {msg}")


def _figure_field(raw: dict[str, Any], index: int) -> str:
    name = raw.get("name") if isinstance(raw, dict) else None
    return f"figure {name}" if isinstance(name, str) else f"figure #{index}"


def _text(value: int | Decimal | str) -> str:
    return str(value).strip() if isinstance(value, str) else str(value)


def _part_figure(fig: FigureModel, fwhere: str, sources: dict[str, SourceModel]) -> PartFigure:
    """A validated figure as the part's: unknown, sourced (its source looked up) or assumed."""
    unit = PART_FIGURES[fig.name][0]
    if fig.value is None:
        return PartFigure(fig.name, None, unit, "unknown", note=(fig.unknown or fig.note).strip())
    if fig.source:
        src = sources.get(fig.source)
        if src is None:
            raise CatalogError(
                f"{fwhere}, field source: unknown source {fig.source!r} "
                f"(add it under [sources.{fig.source}])"
            )
        note = "; ".join(n for n in (src.note.strip(), fig.note.strip()) if n)
        return PartFigure(
            fig.name, _text(fig.value), unit, "sourced", src.confidence, src.address, note
        )
    reason = (fig.assumed or "").strip()
    if fig.note.strip():
        reason = f"{reason}; {fig.note.strip()}"
    return PartFigure(fig.name, _text(fig.value), unit, "assumed", note=reason)


def load_parts(folder: Path) -> tuple[Part, ...]:
    """The parts of ``folder/parts.toml``, in file order (none when the file is absent).

    Raises:
        CatalogError: the file is invalid; the message names the file, the part and the field.
    """
    path = folder / PARTS_FILE
    if not path.is_file():
        return ()
    data = _read(path)
    unknown_tables = sorted(set(data) - {"sources", "part"})
    if unknown_tables:
        raise CatalogError(
            f"{PARTS_FILE}: unknown table {unknown_tables[0]!r} (use [sources.KEY] and [[part]])"
        )
    sources: dict[str, SourceModel] = {}
    for key, raw in (data.get("sources") or {}).items():
        try:
            sources[key] = SourceModel.model_validate(raw)
        except ValidationError as exc:
            raise _error(f"{PARTS_FILE} source {key!r}", exc) from None
    parts: list[Part] = []
    seen: set[str] = set()
    for i, raw in enumerate(data.get("part") or [], start=1):
        label = raw.get("name") if isinstance(raw, dict) and raw.get("name") else f"#{i}"
        where = f"{PARTS_FILE} part {label!r}"
        figures_raw = raw.get("figure", []) if isinstance(raw, dict) else []
        # Validate each figure on its own first, so the error names the figure.
        figures: list[PartFigure] = []
        names: set[str] = set()
        for j, fig_raw in enumerate(figures_raw if isinstance(figures_raw, list) else [], 1):
            fwhere = f"{where}, {_figure_field(fig_raw, j)}"
            try:
                fig = FigureModel.model_validate(fig_raw)
            except ValidationError as exc:
                raise _error(fwhere, exc) from None
            if fig.name in names:
                raise CatalogError(f"{fwhere}, field name: the part gives {fig.name} twice")
            names.add(fig.name)
            figures.append(_part_figure(fig, fwhere, sources))
        try:
            model = PartModel.model_validate({**raw, "figure": []})
        except ValidationError as exc:
            raise _error(where, exc) from None
        if not isinstance(figures_raw, list):
            raise CatalogError(f"{where}, field figure: a list of figures ([{{...}}, ...])")
        key = normalise_name(model.name)
        if key in seen:
            raise CatalogError(f"{where}, field name: another part has this name")
        seen.add(key)
        parts.append(
            Part(
                model.kind,
                model.name.strip(),
                model.family.strip(),
                tuple(figures),
                model.note.strip(),
            )
        )
    return tuple(parts)


def load_price_list(
    folder: Path, gpus: tuple[Gpu, ...], parts: tuple[Part, ...]
) -> PriceList | None:
    """The price list of ``folder/prices.toml`` (None when the file is absent).

    A GPU's USD price must agree with its launch MSRP and date in the GPU table when the
    table gives them (the list converts that figure; it does not restate another).

    Raises:
        CatalogError: the file is invalid or names an unknown GPU or part; the message names
            the file, the entry and the field.
    """
    path = folder / PRICES_FILE
    if not path.is_file():
        return None
    data = _read(path)
    listed = data.get("price")
    raw_prices: list[Any] = listed if isinstance(listed, list) else []
    models: list[PriceModel] = []
    for i, raw in enumerate(raw_prices, start=1):
        label = raw.get("item") if isinstance(raw, dict) and raw.get("item") else f"#{i}"
        try:
            models.append(PriceModel.model_validate(raw))
        except ValidationError as exc:
            raise _error(f"{PRICES_FILE} price {label!r}", exc) from None
    try:
        head = PriceFileModel.model_validate({**data, "price": []})
    except ValidationError as exc:
        raise _error(PRICES_FILE, exc) from None
    gpu_by = {normalise_name(g.name): g for g in gpus}
    part_by = {normalise_name(p.name): p for p in parts}
    entries: list[PriceEntry] = []
    seen: set[tuple[str, str]] = set()
    for m in models:
        where = f"{PRICES_FILE} price {m.item!r}"
        if m.usd is not None and head.exchange_rate is None:
            raise CatalogError(f"{where}, field usd: a USD price needs [exchange_rate]")
        if m.kind == "gpu":
            gpu = gpu_by.get(normalise_name(m.item))
            if gpu is None:
                raise CatalogError(f"{where}, field item: unknown GPU")
            name = gpu.name
            if m.usd is not None and m.basis == "launch MSRP":
                if gpu.launch_msrp_usd is not None and m.usd != gpu.launch_msrp_usd:
                    raise CatalogError(
                        f"{where}, field usd: {m.usd} is not the GPU table's "
                        f"launch MSRP {gpu.launch_msrp_usd}"
                    )
                if gpu.launch_date is not None and m.date != gpu.launch_date:
                    raise CatalogError(
                        f"{where}, field date: {m.date!r} is not the GPU "
                        f"table's launch date {gpu.launch_date!r}"
                    )
        else:
            part = part_by.get(normalise_name(m.item))
            if part is None:
                raise CatalogError(f"{where}, field item: unknown part (not in {PARTS_FILE})")
            name = part.name
        if (m.kind, name) in seen:
            raise CatalogError(f"{where}, field item: priced twice")
        seen.add((m.kind, name))
        entries.append(
            PriceEntry(
                item=name,
                kind=m.kind,
                amount_usd=m.usd,
                amount_cny=m.cny,
                basis=m.basis.strip(),
                date=(m.date or None),
                source=m.source.strip(),
                illustrative=m.illustrative or head.illustrative,
            )
        )
    rate = head.exchange_rate
    return PriceList(
        title=head.title.strip(),
        exchange_rate=None
        if rate is None
        else ExchangeRate(rate.cny_per_usd, rate.as_of, rate.note.strip()),
        entries=tuple(entries),
        illustrative=head.illustrative,
        note=head.note.strip(),
    )
