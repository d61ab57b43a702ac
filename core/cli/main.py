"""The ``rigwright`` command line: headless subcommands for scripts and acceptance checks.

``rigwright [--db PATH] [--catalog NAME] [SUBCOMMAND ...]``; the global options may also
follow the subcommand. With no subcommand the window opens (the ``open_window`` hook given by
``rigwright.gui.shell.entry``). Exit codes: 0 success, 2 invalid input, 1 a failure while working.

This module is pure Python: the window and the PDF renderer are passed in as hooks, so
``core`` never imports Qt.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections.abc import Callable, Sequence
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TextIO, cast

from rigwright.core import app_version
from rigwright.core.catalog.model import METRICS, PART_FIGURES, Catalog, Part, PartKind
from rigwright.core.catalog.sources import CatalogError
from rigwright.core.io import logs
from rigwright.core.io.logs import LEVELS
from rigwright.core.io.paths import user_path
from rigwright.core.pricing.prices import PRICE_TO_BE_SET, Price, price_of
from rigwright.core.recommend.ranking import (
    MODEL_SCALES,
    RECOMMENDED_WITHIN,
    Request,
    parse_budget,
    parse_gpu_count,
    recommend,
    resolve_workload,
)
from rigwright.core.storage.database import NotOursError, StorageError
from rigwright.core.text.clean import one_line

_log = logging.getLogger("rigwright.cli")

if TYPE_CHECKING:
    from rigwright.core.quote.document import ResolvedQuote
from rigwright.core.recommend.workloads import METRIC_LABELS, UnknownWorkload

EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_USAGE = 2

LANGS = ("zh_CN", "zh_TW", "en")

OpenWindow = Callable[[Path | None, str], int]
RenderQuote = Callable[["ResolvedQuote", Catalog, Path], None]
"""(resolved quote, its catalog, out path) -> None: writes the quote PDF; raises OSError or
ValueError on failure (nothing is left at the path then)."""


class UsageError(Exception):
    """Invalid input from the user: reported on one line, exit code 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


class _DefaultCatalog(str):
    """The default catalog name, told apart from one typed with --catalog (catalog import)."""


def _global_options(parser: argparse.ArgumentParser, *, suppress: bool) -> None:
    default = argparse.SUPPRESS if suppress else None
    parser.add_argument(
        "--db",
        default=default,
        metavar="PATH",
        help="SQLite database file (default: the per-user data directory)",
    )
    parser.add_argument(
        "--catalog",
        default=argparse.SUPPRESS if suppress else _DefaultCatalog("seed-2020"),
        metavar="NAME",
        help="catalog name (default: seed-2020)",
    )
    parser.add_argument(
        "--log-level",
        default=default,
        type=str.upper,
        choices=LEVELS,
        metavar="LEVEL",
        help="what the log file keeps: "
        + ", ".join(LEVELS)
        + " (default: $RIGWRIGHT_LOG_LEVEL, else INFO)",
    )


def _version() -> str:
    return app_version()


SUBCOMMANDS = ("gpus", "parts", "skus", "recommend", "lint", "check", "quote", "catalog", "about")
"""The subcommands :func:`build_parser` defines (without one, the window opens)."""


def build_parser() -> argparse.ArgumentParser:
    """The argument parser; global options are accepted before and after the subcommand."""
    parser = _Parser(
        prog="rigwright",
        description="Offline configurator for deep-learning workstations. "
        "Without a subcommand the window opens.",
    )
    _global_options(parser, suppress=False)
    # Taken out of the arguments before parsing (rigwright.gui.shell.entry.split_option); listed here so
    # that --help names them.
    parser.add_argument(
        "--theme",
        choices=("light", "dark"),
        help="the window's theme for this run (default: the one chosen in "
        "View ▸ Theme, which follows the system unless set)",
    )
    parser.add_argument(
        "--lang",
        choices=("zh_CN", "zh_TW", "en"),
        help="the window's language (default: the one chosen in View ▸ "
        "Language; on the first start, the system's)",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    sub = parser.add_subparsers(dest="command", metavar="SUBCOMMAND", parser_class=_Parser)

    gpus = sub.add_parser("gpus", help="list the catalog's GPUs")
    gpus.add_argument("--json", action="store_true", help="print JSON")
    _global_options(gpus, suppress=True)

    parts = sub.add_parser(
        "parts", help="list the catalog's platform parts with figures, sources and prices"
    )
    parts.add_argument(
        "--kind",
        type=str.lower,
        choices=[k.value for k in PartKind],
        help="only parts of this kind",
    )
    parts.add_argument("--json", action="store_true", help="print JSON")
    _global_options(parts, suppress=True)

    skus = sub.add_parser("skus", help="list the catalog's workstation SKUs")
    skus.add_argument("--json", action="store_true", help="print JSON")
    _global_options(skus, suppress=True)

    rec = sub.add_parser("recommend", help="rank GPUs and SKUs for a workload")
    rec.add_argument(
        "--workload",
        required=True,
        help="cnn, rnn (lstm, gru), transformer, gan, autoencoder, dbn, dsn, inference",
    )
    rec.add_argument(
        "--budget", metavar="CNY", help="highest price in CNY (a price equal to it is included)"
    )
    rec.add_argument("--model-scale", metavar="S", help=f"one of {', '.join(MODEL_SCALES)}")
    rec.add_argument("--min-gpu-memory", metavar="GB", help="least memory per GPU, GB")
    rec.add_argument("--gpu-count", metavar="MIN[-MAX]", help="GPUs per workstation, e.g. 2-4")
    rec.add_argument(
        "--custom",
        action="store_true",
        help="also search custom builds: the Pareto front of score against price "
        "among valid builds",
    )
    rec.add_argument(
        "--site",
        metavar="CIRCUIT",
        help="the site's wall circuit for the rules of "
        "--custom, e.g. 220V/16A or 2x120V/15A (default: not set)",
    )
    rec.add_argument("--json", action="store_true", help="print JSON")
    _global_options(rec, suppress=True)

    lint = sub.add_parser("lint", help="list where the catalog contradicts itself (exit 0)")
    lint.add_argument("--json", action="store_true", help="print JSON")
    _global_options(lint, suppress=True)

    check = sub.add_parser("check", help="check a SKU or a build file against the rules (exit 0)")
    target = check.add_mutually_exclusive_group(required=True)
    target.add_argument("--sku", metavar="CODE-OR-NUMBER", help="a SKU of the catalog")
    target.add_argument(
        "--build", metavar="FILE.json", help="a build file (JSON; its keys are in the README)"
    )
    check.add_argument(
        "--site",
        metavar="CIRCUIT",
        help="the site's wall circuit for the power "
        "rules, e.g. 220V/10A, 220V/16A, 120V/15A, 2x120V/15A (default: not set)",
    )
    check.add_argument("--json", action="store_true", help="print JSON")
    check.add_argument(
        "--fixes",
        action="store_true",
        help="also search the smallest fixes of a build that breaks an error "
        "rule (with --json: an object with 'verdicts' and 'fixes')",
    )
    _global_options(check, suppress=True)

    quote = sub.add_parser(
        "quote",
        help="export a quote PDF: a quote file (--from) or one SKU (--sku)",
        description="Write a quote PDF. With --from, the quote file (docs/quote-format.md) "
        "gives everything; with --sku, a one-option quote of that SKU at its seed "
        "price. A quote without a number is given the next number of its year and "
        "kept in the quote history (the --db database).",
    )
    source = quote.add_mutually_exclusive_group(required=True)
    source.add_argument(
        "--from", dest="from_file", metavar="FILE.json", help="a quote file (docs/quote-format.md)"
    )
    source.add_argument("--sku", metavar="CODE-OR-NUMBER", help="a SKU of the catalog")
    quote.add_argument("--customer", metavar="NAME", help="the customer company (with --sku)")
    quote.add_argument("--out", required=True, metavar="FILE.pdf")
    quote.add_argument(
        "--lang",
        default=None,
        help="zh_CN, zh_TW or en (default: the file's language; zh_CN with --sku)",
    )
    _global_options(quote, suppress=True)

    cat = sub.add_parser("catalog", help="export a catalog pack, import a pack or a price list")
    _global_options(cat, suppress=True)
    cat_sub = cat.add_subparsers(
        dest="catalog_command", metavar="ACTION", parser_class=_Parser, required=True
    )
    export = cat_sub.add_parser(
        "export", help="write DIR/<catalog>.json, DIR/gpus.csv, DIR/skus.csv"
    )
    export.add_argument("dir", metavar="DIR")
    _global_options(export, suppress=True)
    imp = cat_sub.add_parser("import", help="import a catalog pack (.json) or a price list (.csv)")
    imp.add_argument("file", metavar="FILE")
    imp.add_argument(
        "--from",
        dest="base",
        metavar="NAME",
        help="price list: copy catalog NAME into --catalog with these prices",
    )
    imp.add_argument(
        "--replace",
        action="store_true",
        help="replace a catalog of that name already in the database",
    )
    _global_options(imp, suppress=True)

    about = sub.add_parser(
        "about",
        help="the version, the catalog in use and its version, the "
        "database and log folders, the Python and Qt versions",
    )
    about.add_argument("--json", action="store_true", help="print JSON")
    _global_options(about, suppress=True)
    return parser


# ----------------------------------------------------------------------------- JSON shapes


def _num(value: Decimal | int | None) -> int | float | None:
    """A Decimal as a JSON number: integral values as int, others as float (29.80 -> 29.8);
    an unknown figure (None) stays None (JSON ``null``), never 0."""
    if value is None or isinstance(value, int):
        return value
    return int(value) if value == value.to_integral() else float(value)


def _price_json(price: Price) -> dict[str, Any]:
    """``price_cny`` (exact, ``null`` when the item has no price: never 0), ``price_basis``
    and ``price_illustrative``."""
    return {
        "price_cny": _num(price.amount_cny),
        "price_basis": price.basis,
        "price_illustrative": price.illustrative,
    }


def gpu_json(catalog: Catalog) -> list[dict[str, Any]]:
    """The ``gpus --json`` array: one object per GPU, numbers as printed in the catalog,
    ``null`` where a figure or fact is unknown; ``tensor_definition`` says what the catalog's
    ``tensor_tflops`` measures, ``sources`` each figure's confidence and reference column.
    A catalog with a price list adds ``price_cny`` (``null``: price to be set),
    ``price_basis`` and ``price_illustrative``."""
    priced = catalog.price_list is not None
    return [
        {
            "name": g.name,
            "tensor_definition": catalog.tensor_definition,
            "aliases": list(g.aliases),
            "cuda_cores": g.cuda_cores,
            "tensor_cores": g.tensor_cores,
            "memory_gb": _num(g.memory_gb),
            "memory_bandwidth_gbs": _num(g.memory_bandwidth_gbs),
            "tensor_tflops": _num(g.tensor_tflops),
            "fp16_tflops": _num(g.fp16_tflops),
            "fp32_tflops": _num(g.fp32_tflops),
            "board_power_w": g.board_power_w,
            "slot_width": g.slot_width,
            "cooler": g.cooler.value,
            "power_connectors": g.power_connectors,
            "nvlink": g.nvlink,
            "pcie": g.pcie,
            "board_length_mm": _num(g.board_length_mm),
            "launch_msrp_usd": g.launch_msrp_usd,
            "launch_date": g.launch_date,
            "sources": {
                f.field: {
                    "confidence": f.confidence,
                    "reference_column": f.reference_column,
                    "source": f.source,
                }
                for f in g.figure_sources
            },
            **(_price_json(price_of(catalog, g.name, "gpu")) if priced else {}),
        }
        for g in catalog.gpus
    ]


def _figure_value(name: str, value: str | None) -> int | float | str | None:
    """A part's figure in JSON: a number for numeric figures, text otherwise, ``null`` when
    unknown."""
    if value is None:
        return None
    if PART_FIGURES.get(name, ("", False, ""))[1]:
        return _num(Decimal(value))
    return value


def _parts(catalog: Catalog, kind: str | None) -> list[Part]:
    return [p for p in catalog.parts if kind is None or p.kind.value == kind]


def parts_json(catalog: Catalog, kind: str | None = None) -> list[dict[str, Any]]:
    """The ``parts --json`` array: one object per part with its figures (value, unit,
    status, confidence, source, note) and its price (``price_cny`` ``null`` when it has
    none: price to be set)."""
    return [
        {
            "kind": p.kind.value,
            "name": p.name,
            "family": p.family,
            "note": p.note,
            **_price_json(price_of(catalog, p.name, "part")),
            "figures": [
                {
                    "name": f.name,
                    "value": _figure_value(f.name, f.value),
                    "unit": f.unit,
                    "status": f.status,
                    "confidence": f.confidence or None,
                    "source": f.source or None,
                    "note": f.note or None,
                }
                for f in p.figures
            ],
        }
        for p in _parts(catalog, kind)
    ]


def _print_parts(catalog: Catalog, kind: str | None, out: TextIO) -> None:
    parts = _parts(catalog, kind)
    if not parts:
        what = f"{kind} parts" if kind else "platform parts"
        print(f"The catalog {catalog.name!r} has no {what}.", file=out)
        return
    for i, p in enumerate(parts):
        if i:
            print(file=out)
        price = price_of(catalog, p.name, "part")
        family = f" — {p.family}" if p.family else ""
        print(f"[{p.kind.value}] {p.name}{family}", file=out)
        print(f"  price: {price.label()}" + (f" ({price.basis})" if price.is_set else ""), file=out)
        if p.note:
            print(f"  note: {p.note}", file=out)
        rows = []
        for f in p.figures:
            shown = "unknown" if f.value is None else f"{f.value} {f.unit}".strip()
            if f.status == "sourced":
                where = f"{f.confidence}: {f.source}" + (f" ({f.note})" if f.note else "")
            else:
                where = f.note
            rows.append([f.name, shown, f.status, where])
        _table(rows, ["  figure", "value", "status", "source / reason"], out, right=set())
    assumed = sum(f.is_assumed for p in parts for f in p.figures)
    print(
        f"\n{len(parts)} parts; {assumed} assumed figures (no source gives them: see the "
        f"reason); unknown figures are blank in the data, never 0; no price: "
        f"{PRICE_TO_BE_SET}.",
        file=out,
    )


def _components(sku: Any) -> dict[str, Any] | None:
    from rigwright.core.catalog.components import ComponentError, components_json, sku_components

    try:
        return components_json(sku_components(sku))
    except ComponentError:
        return None  # a pack whose cells follow other conventions: no decomposition


def sku_json(catalog: Catalog) -> list[dict[str, Any]]:
    """The ``skus --json`` array: stated figures with ours beside them."""
    out = []
    for s in catalog.skus:
        out.append(
            {
                "number": s.number,
                "code": s.code,
                "code_as_printed": s.code_as_printed,
                "series": s.series,
                "class": s.sku_class.value,
                "cpu": s.cpu,
                "ram": s.ram,
                "ram_gb": s.ram_gb,
                "gpu": s.gpu,
                "gpu_as_printed": s.gpu_as_printed,
                "gpu_count": s.gpu_count,
                "storage": s.storage,
                "chassis": s.chassis,
                "psu_count": s.psu_count,
                "psu_w": s.psu_w,
                "monitor": s.monitor,
                "config_as_printed": s.config_as_printed,
                "price_cny": s.price_cny,
                "price_as_printed": s.price_as_printed,
                "price_basis": s.price_basis,
                "price_illustrative": s.price_illustrative,
                "remark": s.remark,
                "stated_fp16_tflops": _num(s.fp16.stated),
                "stated_memory_bandwidth_gbs": _num(s.memory_bandwidth.stated),
                "stated_memory_gb": _num(s.memory.stated),
                "computed_fp16_tflops": _num(s.fp16.computed or Decimal(0)),
                "computed_memory_bandwidth_gbs": _num(s.memory_bandwidth.computed or Decimal(0)),
                "computed_memory_gb": _num(s.memory.computed or Decimal(0)),
                "contradictions": s.contradictions,
                "ideal_as_printed": s.ideal_as_printed,
                "ideal_workloads": list(s.ideal_workloads),
                "components": _components(s),
            }
        )
    return out


# ----------------------------------------------------------------------------- tables


def _table(rows: list[list[str]], headers: list[str], out: TextIO, right: set[int]) -> None:
    from unicodedata import east_asian_width

    def width(text: str) -> int:
        return sum(2 if east_asian_width(ch) in "WF" else 1 for ch in text)

    widths = [max(width(r[i]) for r in [headers, *rows]) for i in range(len(headers))]

    def line(cells: list[str]) -> str:
        parts = []
        for i, cell in enumerate(cells):
            pad = " " * (widths[i] - width(cell))
            parts.append(pad + cell if i in right else cell + pad)
        return "  ".join(parts).rstrip()

    print(line(headers), file=out)
    print("  ".join("-" * w for w in widths), file=out)
    for row in rows:
        print(line(row), file=out)


def _print_gpus(catalog: Catalog, out: TextIO) -> None:
    def cell(value: object) -> str:
        return "unknown" if value is None else str(value)

    rows = [[g.name, *(cell(getattr(g, m)) for m in METRICS)] for g in catalog.gpus]
    _table(
        rows,
        ["GPU", "CUDA", "Tensor", "Mem GB", "BW GB/s", "Tensor TF", "FP16 TF", "FP32 TF"],
        out,
        right=set(range(1, 8)),
    )
    print(f"Tensor TF: {catalog.tensor_definition or 'not stated'}", file=out)


def _print_skus(catalog: Catalog, out: TextIO) -> None:
    if not catalog.skus:
        print(f"The catalog {catalog.name!r} has no SKUs.", file=out)
        return
    rows = []
    for s in catalog.skus:
        flag = " !" if s.contradictions else ""
        rows.append(
            [
                s.number,
                s.code,
                f"{s.gpu_count} × {s.gpu}",
                f"¥{s.price_cny:,}",
                f"{s.fp16.stated} / {s.fp16.computed}",
                f"{s.memory.stated} / {s.memory.computed}{flag}",
                s.ideal_as_printed.strip(),
            ]
        )
    _table(
        rows,
        ["No", "Code", "GPUs", "Price", "FP16 stated/ours", "Mem GB stated/ours", "Ideal"],
        out,
        right={3},
    )
    if any(s.contradictions for s in catalog.skus):
        print(
            "! the seed's stated figure differs from count × per-GPU figure beyond rounding",
            file=out,
        )


_LISTINGS: dict[str, tuple[Callable[[Catalog], Any], Callable[[Catalog, TextIO], None]]] = {
    "gpus": (gpu_json, _print_gpus),
    "skus": (sku_json, _print_skus),
}
"""Listing subcommands: (JSON payload, table for people)."""


# ----------------------------------------------------------------------------- commands


def _db_path(args: argparse.Namespace) -> Path | None:
    if args.db is None:
        return None
    if not args.db.strip(". /\\"):
        raise UsageError(f"db: {args.db!r} is not a file name")

    return user_path(args.db)


def _catalog(args: argparse.Namespace, name: str | None = None) -> Catalog:
    """The catalog the command works on (``name``, default ``--catalog``), opened as the
    window opens it (:func:`rigwright.core.storage.health.open_at_start`, without the automatic backup): a
    damaged database is moved aside and restored from the latest backup, a read-only or
    locked one read read-only; either is said in one line on stderr. A ``--db`` file that is
    not a Rigwright database is refused (:class:`rigwright.core.storage.database.NotOursError`)."""
    from rigwright.core.storage.health import open_at_start

    catalog, report = open_at_start(_db_path(args), name or args.catalog, backup=False)
    err = getattr(args, "notes_stream", None) or sys.stderr
    if report.recovery is not None:
        print(f"rigwright: note: {report.recovery.one_line()}", file=err)
    if report.read_only is not None:
        print(
            f"rigwright: note: the database is open read-only: {report.read_only.reason}", file=err
        )
    return catalog


def _int_option(text: str | None, field: str) -> int | None:
    if text is None or not text.strip():
        return None
    try:
        value = int(text.strip())
    except ValueError:
        raise UsageError(f"{field}: {text!r} is not a whole number") from None
    if value < 0:
        raise UsageError(f"{field}: must be 0 or more, got {text!r}")
    return value


def _recommend(args: argparse.Namespace, out: TextIO) -> int:
    from rigwright.core.build.rules import parse_site
    from rigwright.core.search.pareto import SearchResult, search_builds

    try:
        profile = resolve_workload(args.workload)
        budget = parse_budget(args.budget)
        count = parse_gpu_count(args.gpu_count)
        site = parse_site(args.site)
    except (UnknownWorkload, ValueError) as exc:
        raise UsageError(str(exc)) from None
    if args.site and not args.custom:
        raise UsageError(
            "site: the printed SKUs are ranked without the rules; the site is "
            "used with --custom (or check a SKU: rigwright check --sku N --site ...)"
        )
    scale = args.model_scale.strip() if args.model_scale is not None else None
    if scale:
        scale = scale.strip().lower().replace(" ", "-").replace("_", "-")
        if scale not in MODEL_SCALES:
            raise UsageError(
                f"model-scale: unknown {args.model_scale!r}; use one of {', '.join(MODEL_SCALES)}"
            )
    request = Request(
        workload=profile.key,
        budget_cny=budget,
        model_scale=scale or None,
        min_gpu_memory_gb=_int_option(args.min_gpu_memory, "min-gpu-memory"),
        gpu_count=count,
    )
    catalog = _catalog(args)
    try:
        result = recommend(catalog, request)
    except ValueError as exc:  # e.g. a model scale on a catalog without a scale table
        raise UsageError(str(exc)) from None
    search: SearchResult | None = search_builds(catalog, request, site) if args.custom else None
    if args.json:
        payload = {
            "catalog": catalog.name,
            "tensor_definition": catalog.tensor_definition,
            "workload": args.workload,
            "profile": profile.key,
            "weights": result.weights,
            "follows_seed": result.follows_seed,
            "filters": {
                "budget_cny": budget,
                "model_scale": scale or None,
                "min_gpu_memory_gb": request.min_gpu_memory_gb,
                "gpu_count": list(count) if count else None,
            },
            "notes": result.notes,
            "gpus": [
                {
                    "name": s.gpu.name,
                    "score": round(s.score, 3),
                    "recommended": s.gpu.name in result.recommended_gpu_names,
                    "contributions": {k: round(v, 3) for k, v in s.contributions.items()},
                    "unknown_metrics": list(s.unknown_metrics),
                    "reasons": s.reasons,
                }
                for s in result.gpus
            ],
            "unscored_gpus": result.unscored,
            "skus": [
                {
                    "number": s.sku.number,
                    "code": s.sku.code,
                    "gpu": s.sku.gpu,
                    "gpu_count": s.sku.gpu_count,
                    "score": round(s.score, 3),
                    "price_cny": s.price_cny,
                    "reasons": s.reasons,
                }
                for s in result.skus
            ],
        }
        if search is not None:
            payload["custom"] = [b.as_json() for b in search.front]
            payload["search"] = search.figures_json()
        json.dump(payload, out, ensure_ascii=False, indent=2)
        out.write("\n")
        return EXIT_OK
    print(
        f"Workload: {profile.label_en} ({profile.key}); priority: "
        + " > ".join(METRIC_LABELS[m][0] for m in profile.priority)
        + ("" if result.follows_seed else " (custom weights)"),
        file=out,
    )
    for note in result.notes:
        print(f"  note: {note}", file=out)
    print(file=out)
    _table(
        [
            [
                str(i),
                s.gpu.name + (" *" if s.gpu.name in result.recommended_gpu_names else ""),
                f"{s.score:.1f}",
                s.reasons[0],
            ]
            for i, s in enumerate(result.gpus, 1)
        ],
        ["#", "GPU", "Score", "Why"],
        out,
        right={0, 2},
    )
    print(
        f"* recommended: within {RECOMMENDED_WITHIN:.0%} of the best on the first priority",
        file=out,
    )
    print(f"Tensor: {catalog.tensor_definition or 'not stated'}", file=out)
    print(file=out)
    if not catalog.skus:
        print(f"The catalog {catalog.name!r} has no SKUs.", file=out)
    elif not result.skus:
        print("No SKU matches these filters.", file=out)
    else:
        _table(
            [
                [
                    str(i),
                    s.sku.number,
                    s.sku.code,
                    f"{s.sku.gpu_count} × {s.sku.gpu}",
                    f"¥{s.price_cny:,}",
                    f"{s.score:.0f}",
                ]
                for i, s in enumerate(result.skus, 1)
            ],
            ["#", "No", "Code", "GPUs", "Price", "Score"],
            out,
            right={0, 4, 5},
        )
    if search is not None:
        _print_custom(search, site.label, out)
    return EXIT_OK


def _print_custom(search: Any, site: str, out: TextIO) -> None:
    """The ``recommend --custom`` section: the front (custom builds and the printed SKUs on
    it, each marked), each build's warnings, and the search's notes."""
    print(file=out)
    print(
        f"Custom builds: the Pareto front of score against price among valid builds "
        f"(site: {site}; {search.space_size} candidates, {search.evaluated} decided by the rules)",
        file=out,
    )
    if search.front:
        _table(
            [
                [
                    str(i),
                    b.kind,
                    b.build.label.removeprefix("custom: "),
                    b.base,
                    f"{b.count} × {b.gpu}",
                    b.price_label,
                    f"{b.score:.0f}",
                    ", ".join(v.rule for v in b.warnings) or "-",
                ]
                for i, b in enumerate(search.front, 1)
            ],
            ["#", "Kind", "Build", "Base", "GPUs", "Price", "Score", "Warnings"],
            out,
            right={0, 5, 6},
        )
        for i, b in enumerate(search.front, 1):
            for v in b.warnings:
                print(f"  {i}. warning: {v.message}", file=out)
    else:
        print("No valid build matches these filters.", file=out)
    for note in search.notes:
        print(f"  note: {note}", file=out)


_LANG_NAMES = {
    "zh_CN": ("zh_cn", "zh_hans", "zh_sg", "zh", "cn"),
    "zh_TW": ("zh_tw", "zh_hant", "zh_hk", "tw"),
    "en": ("en", "en_us", "en_gb"),
}


def parse_lang(text: str) -> str:
    """A quote language as typed ("zh-TW", "EN", "zh_Hans") -> "zh_CN", "zh_TW" or "en".

    Raises:
        UsageError: not one of the three; the message lists them.
    """
    key = text.strip().replace("-", "_").casefold()
    for lang, names in _LANG_NAMES.items():
        if key in names:
            return lang
    raise UsageError(f"lang: unknown {text!r}; use one of {', '.join(LANGS)}")


MAX_JSON_FILE_BYTES = 64 * 1024 * 1024
"""Largest JSON file a command reads (a build is a few hundred bytes)."""


def _read_json_file(name: str, field: str) -> object:
    """The parsed JSON of file ``name`` (UTF-8, with or without a byte-order mark).

    Raises:
        UsageError: no name, not a regular file (a folder, a pipe, a device), larger than
            :data:`MAX_JSON_FILE_BYTES`, unreadable, not UTF-8, not JSON, or nested too deep;
            the message names the file and the reason in one line.
    """
    if not name or not name.strip():
        raise UsageError(f"{field}: give a file name")
    path = Path(name)
    try:
        if not path.is_file():
            reason = (
                "is a folder"
                if path.is_dir()
                else ("not found" if not path.exists() else "is not a regular file")
            )
            raise UsageError(f"cannot read {name}: {reason}")
        size = path.stat().st_size
        if size > MAX_JSON_FILE_BYTES:
            raise UsageError(
                f"cannot read {name}: {size:,} bytes, more than the "
                f"{MAX_JSON_FILE_BYTES:,} a {field} file may have"
            )
        text = path.read_bytes().decode("utf-8-sig")
    except OSError as exc:
        raise UsageError(f"cannot read {name}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise UsageError(f"{name}: not UTF-8 text (save the file as UTF-8)") from None
    try:
        return json.loads(text)
    except RecursionError:
        raise UsageError(f"{name}: not valid JSON: nested too deeply") from None
    except ValueError as exc:
        raise UsageError(f"{name}: not valid JSON: {str(exc)[:200]}") from None


def _check(args: argparse.Namespace, out: TextIO) -> int:
    """``rigwright check``: the rules' verdicts on a SKU or a build file; exit 0 whatever they
    say, 2 for an unknown SKU or an unreadable or invalid build file."""
    from rigwright.core.build.model import BuildError, build_from_json, build_from_sku
    from rigwright.core.build.rules import check_build, parse_site

    try:
        site = parse_site(args.site)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    catalog = _catalog(args)
    if args.sku is not None:
        try:
            build = build_from_sku(catalog.sku(args.sku), catalog)
        except KeyError as exc:
            raise UsageError(f"sku: {exc.args[0]}") from None
    else:
        data = _read_json_file(args.build, "build")
        try:
            build = build_from_json(data, catalog)
        except BuildError as exc:
            raise UsageError(f"{args.build}: {exc}") from None
    verdicts = check_build(build, catalog, site)
    fixes = []
    if args.fixes:
        from rigwright.core.build.fixes import minimal_fixes

        fixes = minimal_fixes(build, catalog, site)
    if args.json:
        data: object = [v.as_json() for v in verdicts]
        if args.fixes:
            data = {"verdicts": data, "fixes": [f.as_json() for f in fixes]}
        json.dump(data, out, ensure_ascii=False, indent=2)
        out.write("\n")
        return EXIT_OK
    print(build.label or args.build or "", file=out)
    _table(
        [[v.severity, v.rule, v.message, v.fix] for v in verdicts],
        ["Severity", "Rule", "Verdict", "Fix"],
        out,
        right=set(),
    )
    counts: dict[str, int] = {}
    for v in verdicts:
        counts[v.severity] = counts.get(v.severity, 0) + 1
    print(
        f"{len(verdicts)} verdicts"
        + (": " if counts else "")
        + ", ".join(f"{n} {s}" for s, n in counts.items()),
        file=out,
    )
    if args.fixes:
        if not any(v.severity == "error" for v in verdicts):
            print("Fixes: none needed (no error)", file=out)
        elif not fixes:
            print("Fixes: no change of up to three parts fixes every error", file=out)
        else:
            print("Fixes (fewest changed parts, then the smallest price change):", file=out)
            for n, fix in enumerate(fixes, start=1):
                print(f"  {n}. {fix.text}  ({fix.price_change_label})", file=out)
    return EXIT_OK


def _lint(args: argparse.Namespace, out: TextIO) -> int:
    from rigwright.core.catalog.lint import lint_catalog
    from rigwright.core.catalog.sources import catalog_folder

    catalog = _catalog(args)
    try:
        folder: Path | None = catalog_folder(args.catalog)
    except CatalogError:
        folder = None  # a catalog that lives only in the database: no rule files
    findings = lint_catalog(catalog, folder)
    if args.json:
        json.dump([f.as_json() for f in findings], out, ensure_ascii=False, indent=2)
        out.write("\n")
        return EXIT_OK

    def where(f: Any) -> str:
        w = f.where
        return f"{w['sku']} {w['code']}" if "sku" in w else w.get("gpu") or w.get("text", "")

    _table(
        [[f.severity, f.kind, where(f), f.message] for f in findings],
        ["Severity", "Kind", "Where", "Finding"],
        out,
        right=set(),
    )
    counts: dict[str, int] = {}
    for f in findings:
        counts[f.severity] = counts.get(f.severity, 0) + 1
    print(
        f"{len(findings)} findings"
        + (": " if counts else "")
        + ", ".join(f"{n} {s}" for s, n in counts.items()),
        file=out,
    )
    return EXIT_OK


def _quote_out(text: str) -> Path:
    out_path = Path(text)
    if not text.strip() or out_path.name.startswith(".") or text.strip() == ".":
        raise UsageError(f"out: {text!r} is not a file name ending in .pdf")
    if out_path.suffix.lower() != ".pdf":
        raise UsageError(f"out: {text!r} must end in .pdf")
    if out_path.is_dir():
        raise UsageError(f"out: {str(out_path)!r} is a folder")
    return out_path


def _check_writable(out_path: Path) -> None:
    """Refuse a PDF target whose folder cannot take it, before a quote is numbered and saved.

    Raises:
        OSError: "cannot write <path>: <reason>".
    """
    import os

    parent = user_path(out_path).parent
    reason = (
        "folder " + str(parent) + " does not exist"
        if not parent.exists()
        else f"{parent} is not a folder"
        if not parent.is_dir()
        else f"folder {parent} is not writable"
        if not os.access(parent, os.W_OK | os.X_OK)
        else None
    )
    if reason:
        raise OSError(f"cannot write {out_path}: {reason}")


def _numbered_in_history(engine: Any, doc: Any, amount: Any) -> str:
    """A quote file's own number against the history: a number the history does not hold is
    kept there (so it is never given to another quote); one it holds must be this very quote
    (same revision and content), else the file is refused.

    Raises:
        UsageError: the number (and revision) belongs to another quote in the history.
    """
    from rigwright.core.storage.quote_store import QuoteStoreError, load_quote, save_quote

    try:
        stored = load_quote(engine, doc.number, doc.revision)
    except QuoteStoreError as exc:
        if not str(exc).startswith("no quote"):
            raise
        save_quote(engine, doc, amount)
        return "; kept in the quote history"
    if stored.model_copy(update={"status": doc.status}) != doc:
        raise UsageError(
            f"number: {doc.number} R{doc.revision} is another quote in the quote "
            f"history ({stored.customer.company}, {stored.date}); leave number "
            f"out to get the next one"
        )
    return ""


def _quote(args: argparse.Namespace, out: TextIO, render_quote: RenderQuote | None) -> int:
    """``quote --from FILE.json | --sku CODE --customer NAME --out FILE.pdf [--lang]``.

    The quote is checked whole (fields, SKUs, builds, discounts) before anything is written.
    A quote without a number is saved in the history first (it gets the next number of its
    year), so a PDF that then cannot be written loses no quote: the message says where it is.
    A quote saved in the history is said on stdout ("Saved Q-2026-0001 R1 in the quote
    history") before the PDF is written, so even a killed run tells which quote it kept.
    """
    from rigwright.core.quote.document import (
        QuoteFileError,
        check_text,
        export_problems,
        quote_for_sku,
        read_quote_file,
        resolve_quote,
    )
    from rigwright.core.storage.quote_store import load_vendor_profile, open_quote_db, save_quote

    out_path = _quote_out(args.out)
    lang = parse_lang(args.lang) if args.lang is not None else None
    explicit = (
        None
        if isinstance(getattr(args, "catalog", None), _DefaultCatalog)
        else getattr(args, "catalog", None)
    )
    try:
        if args.from_file is not None:
            if args.customer is not None:
                raise UsageError("customer: give the customer in the quote file, not with --from")
            doc = read_quote_file(args.from_file)
            if lang is not None:
                doc = doc.model_copy(update={"lang": lang})
            catalog = _catalog(args, explicit or doc.catalog)
        else:
            if args.customer is None:
                raise UsageError("customer: --sku needs --customer NAME")
            try:
                customer = check_text(args.customer, "customer", required=True)
            except ValueError as exc:
                raise UsageError(str(exc)) from None
            catalog = _catalog(args)
            try:
                sku = catalog.sku(args.sku)
            except KeyError as exc:
                raise UsageError(str(exc.args[0])) from None
            doc = quote_for_sku(sku, customer, lang or "zh_CN", catalog=catalog.name)
        _check_writable(out_path)
        engine = open_quote_db(_db_path(args))
        try:
            resolved = resolve_quote(doc, catalog, load_vendor_profile(engine))
            problems = export_problems(resolved, catalog)
            if problems:
                more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
                raise UsageError(f"cannot quote: {problems[0]}{more}")
            amount = min(o.totals.total for o in resolved.options)
            saved = ""
            if doc.number is None:
                doc = save_quote(engine, doc, amount)
                resolved = resolve_quote(doc, catalog, resolved.vendor)
                saved = f"; saved as {doc.number} in the quote history"
            else:
                saved = _numbered_in_history(engine, doc, amount)
        finally:
            engine.dispose()
    except QuoteFileError as exc:
        raise UsageError(str(exc)) from None
    if render_quote is None:
        raise RuntimeError("no PDF renderer available")
    if saved:
        # Said (and flushed) before the PDF is rendered: a run killed while writing it still
        # told which quote it kept.
        print(f"Saved {doc.number} R{doc.revision} in the quote history", file=out, flush=True)
    try:
        render_quote(resolved, catalog, out_path)
    except OSError as exc:
        if not saved:
            raise
        reason = (
            f"cannot write {exc.filename}: {exc.strerror}"
            if exc.filename and exc.strerror
            else str(exc)
        )
        raise OSError(f"{reason} (the quote is kept: {doc.number} in the quote history)") from None
    totals = ", ".join(f"{o.title} ¥{o.totals.total:,}" for o in resolved.options)
    print(
        f"Wrote {out_path} ({doc.number} R{doc.revision}, {doc.customer.company}: {totals}){saved}",
        file=out,
    )
    return EXIT_OK


def _catalog_command(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """``catalog export DIR`` / ``catalog import FILE`` (:mod:`rigwright.core.storage.packs`). An invalid file
    prints every problem on its own line, then a summary line (exit 2)."""
    from rigwright.core.storage.packs import (
        MAX_PROBLEMS_SHOWN,
        PackError,
        export_catalog,
        import_file,
    )

    if args.catalog_command == "export":
        folder = Path(args.dir)
        if folder.exists() and not folder.is_dir():
            raise UsageError(f"dir: {args.dir!r} is a file, not a folder")
        try:
            written = export_catalog(_db_path(args), args.catalog, folder)
        except OSError as exc:
            # The error names the target file (never a temporary one); nothing was replaced.
            print(
                f"rigwright: error: cannot write {exc.filename or args.dir}: "
                f"{exc.strerror or exc}; nothing was written",
                file=err,
            )
            return EXIT_USAGE if isinstance(exc, IsADirectoryError) else EXIT_FAILURE
        print(f"Wrote catalog {args.catalog!r}: " + ", ".join(str(p) for p in written), file=out)
        return EXIT_OK
    path = Path(args.file)
    if not path.is_file():  # a pipe or a device exists but is no file to import
        raise UsageError(
            f"file: {args.file!r} "
            + (
                "is a folder"
                if path.is_dir()
                else "does not exist"
                if not path.exists()
                else "is not a regular file (a device, a pipe or a socket)"
            )
        )
    explicit = None if isinstance(args.catalog, _DefaultCatalog) else args.catalog
    try:
        result = import_file(path, _db_path(args), explicit, base=args.base, replace=args.replace)
    except PackError as exc:
        for problem in exc.problems[:MAX_PROBLEMS_SHOWN]:
            print(problem, file=err)
        if len(exc.problems) > MAX_PROBLEMS_SHOWN:
            print(f"… and {len(exc.problems) - MAX_PROBLEMS_SHOWN} more errors", file=err)
        print(f"rigwright: error: {exc}", file=err)
        return EXIT_USAGE
    except OSError as exc:
        print(f"rigwright: error: cannot read {args.file}: {exc.strerror or exc}", file=err)
        return EXIT_FAILURE
    for line in result.lines():
        print(line, file=out)
    return EXIT_OK


def _about(args: argparse.Namespace, out: TextIO) -> int:
    """``rigwright about [--json]``: :func:`rigwright.core.about.about` for the ``--catalog`` catalog.
    A catalog that cannot be opened is listed with the reason (exit 0): the facts matter
    most when something is wrong."""
    from rigwright.core.about import about, about_lines

    catalogs, errors = [], []
    try:
        catalogs.append(_catalog(args))
    except (CatalogError, StorageError, OSError) as exc:
        errors.append({"name": args.catalog, "reason": str(exc)})
    facts = about(catalogs, _db_path(args))
    if errors:
        facts["catalog_errors"] = errors
    if args.json:
        json.dump(facts, out, ensure_ascii=False, indent=2)
        out.write("\n")
    else:
        for line in about_lines(facts):
            print(line, file=out)
    return EXIT_OK


def terminal_text(text: str) -> str:
    """``text`` as the command line writes it: every control, invisible or bidirectional
    character escaped by :func:`rigwright.core.text.clean.one_line` except the line breaks between lines, so
    no catalog, file name or database value can move the cursor, recolour the terminal or
    reorder a line. JSON stays valid JSON (the escapes are JSON's own)."""
    return "\n".join(map(one_line, text.split("\n")))


class _TerminalStream:
    """stdout or stderr writing every text through :func:`terminal_text`, so that everything
    the command line prints is escaped in one place."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        self._stream.write(terminal_text(text))
        return len(text)

    def flush(self) -> None:
        self._stream.flush()


class _ErrorStream(_TerminalStream):
    """stderr that never raises BrokenPipeError: when the reader of the errors has gone
    (``2>&1 | head -1``), the rest is dropped but the exit code still says the command failed.
    Each line written is also a WARNING record of the log (:data:`rigwright.core.io.logs.ON_STDERR`), so
    a refused command leaves its reason where support looks."""

    def __init__(self, stream: TextIO) -> None:
        super().__init__(stream)
        self._line = ""

    def write(self, text: str) -> int:
        self._line += text
        *lines, self._line = self._line.split("\n")
        for line in filter(str.strip, lines):
            if logs.is_configured():  # else logging's last resort would print it again
                _log.warning("%s", line, extra={logs.ON_STDERR: True})
        try:
            return super().write(text)
        except (BrokenPipeError, ValueError):  # a closed pipe, or a closed stream
            return len(text)

    def flush(self) -> None:
        try:
            super().flush()
        except (BrokenPipeError, ValueError):
            pass


def main(
    argv: Sequence[str] | None = None,
    *,
    open_window: OpenWindow | None = None,
    render_quote: RenderQuote | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    """Run the command line; returns the exit code (never raises for user errors).

    Args:
        argv: arguments without the program name; default ``sys.argv[1:]``.
        open_window: opens the window (db path, catalog name) -> exit code.
        render_quote: writes a quote PDF (see :data:`RenderQuote`).
        out, err: streams; default stdout / stderr.
    """
    if out is None:
        out = sys.stdout
        # A terminal that cannot show a character (an ASCII or Latin-1 locale) gets "?"
        # for it rather than an aborted listing.
        if hasattr(out, "reconfigure"):
            out.reconfigure(errors="replace")
    out = cast(TextIO, _TerminalStream(out))
    err = cast(TextIO, _ErrorStream(err or sys.stderr))
    parser = build_parser()
    args_list = list(sys.argv[1:] if argv is None else argv)
    # Before the arguments are read: a mistyped command is logged too (at the level of
    # RIGWRIGHT_LOG_LEVEL until --log-level is read).
    logs.configure()
    try:
        args = parser.parse_args(args_list)
        logs.configure(args.log_level, catalog=lambda: args.catalog)
        _log.info(
            "rigwright %s: %s, database %s",
            app_version(),
            args.command or "window",
            user_path(args.db) if args.db else "the per-user default",
        )
        args.notes_stream = err  # _catalog's notes (a recovered or read-only database)
        if args.command is None:
            if open_window is None:
                raise UsageError("no subcommand given and no window available")
            return open_window(_db_path(args), args.catalog)
        if args.command in _LISTINGS:
            as_json, as_table = _LISTINGS[args.command]
            catalog = _catalog(args)
            if args.json:
                json.dump(as_json(catalog), out, ensure_ascii=False, indent=2)
                out.write("\n")
            else:
                as_table(catalog, out)
            return EXIT_OK
        if args.command == "parts":
            catalog = _catalog(args)
            if args.json:
                json.dump(parts_json(catalog, args.kind), out, ensure_ascii=False, indent=2)
                out.write("\n")
            else:
                _print_parts(catalog, args.kind, out)
            return EXIT_OK
        if args.command == "recommend":
            return _recommend(args, out)
        if args.command == "lint":
            return _lint(args, out)
        if args.command == "check":
            return _check(args, out)
        if args.command == "catalog":
            return _catalog_command(args, out, err)
        if args.command == "quote":
            return _quote(args, out, render_quote)
        if args.command == "about":
            return _about(args, out)
        raise UsageError(f"unknown subcommand {args.command!r}")
    except SystemExit as exc:  # argparse after --help
        return int(exc.code or 0)
    except UsageError as exc:
        print(f"rigwright: error: {exc}", file=err)
        return EXIT_USAGE
    except CatalogError as exc:
        # An unknown catalog name is the user's input; a broken catalog file is a failure.
        code = EXIT_USAGE if str(exc).startswith("unknown catalog") else EXIT_FAILURE
        print(f"rigwright: error: {exc}", file=err)
        return code
    except BrokenPipeError:
        return EXIT_OK
    except OSError as exc:
        if exc.filename and exc.strerror:
            message = f"cannot write {exc.filename}: {exc.strerror}"
        else:
            message = str(exc)
        print(f"rigwright: error: {message}", file=err)
        return EXIT_FAILURE
    except NotOursError as exc:  # --db names another file: the user's input
        print(f"rigwright: error: {exc}", file=err)
        return EXIT_USAGE
    except (StorageError, ValueError, RuntimeError) as exc:
        print(f"rigwright: error: {exc}", file=err)
        return EXIT_FAILURE
