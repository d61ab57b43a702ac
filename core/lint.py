"""Catalog lint: every place where a catalog contradicts itself, its own rules or the sourced
reference, with severity, where, the stated figure, the expected one and why.

The seed is kept exactly as printed; lint is how its problems are shown instead of fixed.
Kinds of finding (``Finding.kind``):

- ``stated-total``: a SKU's stated total (GPU memory, FP16 Tops) against count × per-GPU figure,
  beyond the printed precision (error).
- ``rounding``: a stated total within the printed precision but not the rounded computed
  total (info).
- ``pattern``: a GPU figure that breaks a ratio its siblings follow, for the ratios the
  catalog declares in patterns.toml (the seed: 8 CUDA cores per tensor core, FP16 = 2 × FP32,
  tensor TFLOPS = 8 × FP32) (warning).
- ``unit``: a printed figure whose unit cannot be right ("960TB SSD" where every other SSD
  is at most a few TB; "672GBs" for GB/s) (warning / info).
- ``code``: a SKU code that disagrees with the SKU's own contents (data/<catalog>/sku_codes.toml
  documents the code pattern) (error).
- ``scale-table``: a SKU packing more of a GPU than the seed's scale table allows (warning).
- ``class-range``: a SKU whose GPU count is outside its class's stated range (warning).
- ``claim``: a sentence of the seed that its own tables contradict (warning).
- ``reference``: a seed figure more than :data:`REFERENCE_TOLERANCE` away from the sourced
  reference figure (warning; info when the reference is only a secondary source).
- ``text``: a misspelling or stray characters in a printed cell (info).

Pure Python; the rule files (patterns.toml, sku_codes.toml, claims.toml,
reference_figures.csv) are read from the catalog's folder when it has them.
"""

from __future__ import annotations

import csv
import re
import statistics
import tomllib
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any

from core.catalog import Catalog, Gpu, Sku, normalise_name

SEVERITIES = ("error", "warning", "info")
"""Most serious first."""

PATTERN_TOLERANCE = 0.02
"""A figure within 2 % of the pattern value follows the pattern."""

PATTERN_QUORUM = 0.75
"""A ratio is a pattern when at least this share of the GPUs follow it."""

REFERENCE_TOLERANCE = 0.02
"""A seed figure within 2 % of the reference figure agrees with it."""

_METRIC_WORDS = {
    "cuda_cores": "CUDA cores",
    "tensor_cores": "tensor cores",
    "memory_gb": "memory (GB)",
    "memory_bandwidth_gbs": "memory bandwidth (GB/s)",
    "tensor_tflops": "tensor TFLOPS",
    "fp16_tflops": "FP16 TFLOPS",
    "fp32_tflops": "FP32 TFLOPS",
}


@dataclass(frozen=True, slots=True)
class Finding:
    """One problem in a catalog.

    Attributes:
        severity: "error", "warning" or "info".
        kind: the kind of problem (see the module docstring).
        where: {"sku": number, "code": code}, {"gpu": name} or {"text": where in the seed}.
        message: one sentence for people.
        stated: the figure or text as the catalog states it ("" when not a figure).
        expected: what it should be by the rule ("" when not a figure).
        why: the rule, in words.
    """

    severity: str
    kind: str
    where: dict[str, str]
    message: str
    stated: str = ""
    expected: str = ""
    why: str = ""

    def as_json(self) -> dict[str, Any]:
        """The finding as a JSON object (the ``rigwright lint --json`` shape)."""
        return {
            "severity": self.severity,
            "kind": self.kind,
            "where": dict(self.where),
            "message": self.message,
            "stated": self.stated,
            "expected": self.expected,
            "why": self.why,
        }


@dataclass(slots=True)
class _Report:
    findings: list[Finding] = field(default_factory=list)

    def add(self, severity: str, kind: str, where: dict[str, str], message: str,
            stated: object = "", expected: object = "", why: str = "") -> None:
        self.findings.append(Finding(severity, kind, where, message, str(stated),
                                     str(expected), why))


def _sku_where(sku: Sku) -> dict[str, str]:
    return {"sku": sku.number, "code": sku.code}


def _fmt(value: Decimal | float) -> str:
    d = Decimal(str(value))
    return format(d.normalize(), "f") if d == d.to_integral() else str(d)


# ----------------------------------------------------------------------------- SKU totals

def _check_totals(catalog: Catalog, report: _Report) -> None:
    for sku in catalog.skus:
        for name, label in (("fp16", "FP16 Tops (total)"), ("memory", "GPU memory GB (total)"),
                            ("memory_bandwidth", "memory bandwidth GB/s (per GPU)")):
            fig = getattr(sku, name)
            if fig.computed is None:
                continue
            rounded = fig.computed.quantize(fig.precision, rounding=ROUND_HALF_UP)
            why = (f"{label} = {sku.gpu_count} × {sku.gpu}" if name != "memory_bandwidth"
                   else f"{label} = the GPU's figure")
            if fig.is_contradiction:
                report.add("error", "stated-total", _sku_where(sku),
                           f"SKU {sku.number} states {fig.printed.strip()} {label}; "
                           f"{why} gives {_fmt(fig.computed)}",
                           fig.stated, _fmt(fig.computed), why)
            elif fig.stated != rounded:
                report.add("info", "rounding", _sku_where(sku),
                           f"SKU {sku.number} states {fig.printed.strip()} {label}; "
                           f"{_fmt(fig.computed)} rounds to {_fmt(rounded)}",
                           fig.stated, _fmt(rounded),
                           "a total within the printed precision, rounded the other way")


# ----------------------------------------------------------------------------- GPU patterns

def _check_patterns(catalog: Catalog, patterns: list[dict[str, str]], report: _Report) -> None:
    """``patterns``: (figure, base, label) rows of the catalog's patterns.toml; the figure is
    expected at base × the ratio most GPUs share."""
    gpus = [g for g in catalog.gpus if g.tensor_cores]
    for row in patterns:
        top, bottom, label = row["figure"], row["base"], row["label"]
        # Unknown figures take no part: neither in the pattern nor as a finding.
        ratios = {g.name: float(g.figure(top)) / float(g.figure(bottom))  # type: ignore[arg-type]
                  for g in gpus
                  if g.figure(top) is not None and g.figure(bottom)}
        if len(ratios) < 4:
            continue
        typical = statistics.median(ratios.values())
        following = [n for n, r in ratios.items() if abs(r / typical - 1) <= PATTERN_TOLERANCE]
        if len(following) < PATTERN_QUORUM * len(ratios):
            continue
        for gpu in gpus:
            ratio = ratios.get(gpu.name)
            if ratio is None or gpu.name in following:
                continue
            expected = float(gpu.figure(bottom)) * typical
            places = 0 if top.endswith("cores") else 2
            shown = 3 if typical < 1 else 2
            report.add(
                "warning", "pattern", {"gpu": gpu.name},
                f"{gpu.name}: {_METRIC_WORDS[top]} {_fmt(gpu.figure(top))} gives {label} "
                f"{ratio:.{shown}f}; {len(following)} of {len(ratios)} GPUs have "
                f"{typical:.{shown}f}, which would make it {expected:.{places}f}",
                _fmt(gpu.figure(top)), f"{expected:.{places}f}",
                f"{label} is {typical:.{shown}f} for {len(following)} of {len(ratios)} GPUs",
            )


# ----------------------------------------------------------------------------- units

_SSD = re.compile(r"(?P<size>\d+(?:\.\d+)?)\s*(?P<unit>GB|TB)\s*SSD", re.IGNORECASE)


def _check_units(catalog: Catalog, report: _Report) -> None:
    sizes: list[tuple[Sku, float, str]] = []
    for sku in catalog.skus:
        for m in _SSD.finditer(sku.storage):
            gb = float(m.group("size")) * (1000 if m.group("unit").upper() == "TB" else 1)
            sizes.append((sku, gb, m.group(0)))
    if len(sizes) >= 4:
        typical = statistics.median(gb for _, gb, _ in sizes)
        for sku, gb, text in sizes:
            if gb > 100 * typical:
                report.add("warning", "unit", _sku_where(sku),
                           f"SKU {sku.number} prints {text!r}: {gb / 1000:g} TB on one SSD, "
                           f"while the other SSDs are about {typical / 1000:g} TB; GB is meant",
                           text, text.replace("TB", "GB"),
                           "an SSD capacity 100× the others' cannot be right")
    for sku in catalog.skus:
        printed = sku.memory_bandwidth.printed.strip()
        if not printed.endswith("GB/s"):
            report.add("info", "unit", _sku_where(sku),
                       f"SKU {sku.number} prints bandwidth as {printed!r}", printed,
                       f"{_fmt(sku.memory_bandwidth.stated)}GB/s", "the unit is GB/s")


# ----------------------------------------------------------------------------- codes

def _read_toml(path: Path) -> dict[str, Any]:
    with path.open("rb") as fh:
        return tomllib.load(fh)


_CLOCK = re.compile(r"(\d+(?:\.\d+)?)\s*G[Hh]z")
_PARALLEL = re.compile(r"(\d+)TB并行存儲")


def _check_codes(catalog: Catalog, rules: dict[str, Any], report: _Report) -> None:
    pattern = re.compile(rules["pattern"])
    letters = {letter: set(names) for letter, names in rules.get("letters", {}).items()}
    for sku in catalog.skus:
        tail = sku.code.split(" ")[-1]
        m = pattern.match(tail)
        where = _sku_where(sku)
        if m is None:
            report.add("warning", "code", where, f"SKU {sku.number}: code {tail!r} does not "
                       f"follow the seed's code pattern", tail, rules["pattern"],
                       "see sku_codes.toml")
            continue
        sockets = 2 if sku.cpu.startswith("2*") else 1
        checks: list[tuple[str, str, str]] = [
            ("CPU sockets", m.group("sockets"), str(sockets)),
            ("GPU count", m.group("count"), str(sku.gpu_count)),
        ]
        clock = _CLOCK.search(sku.cpu)
        if clock:
            checks.append(("CPU clock (tenths of GHz)", m.group("clock"),
                           f"{round(float(clock.group(1)) * 10):02d}"))
        ram = m.group("ram")
        ram_gb = int(ram[:-1]) * 1024 if ram.endswith("T") else int(ram)
        checks.append(("memory GB", str(ram_gb), str(sku.ram_gb)))
        if m.group("parallel_tb"):
            parallel = _PARALLEL.search(sku.storage)
            checks.append(("parallel storage TB", m.group("parallel_tb"),
                           parallel.group(1) if parallel else "none"))
        letter = m.group("letter")
        if letters and sku.gpu not in letters.get(letter, set()):
            fits = [k for k, v in letters.items() if sku.gpu in v]
            checks.append(("GPU letter", letter, fits[0] if fits else "?"))
        for what, coded, actual in checks:
            if coded != actual:
                report.add("error", "code", where,
                           f"SKU {sku.number}: the code {tail!r} says {what} {coded}, "
                           f"the row says {actual}", coded, actual,
                           f"the code's {what} field (sku_codes.toml)")


# ----------------------------------------------------------------------------- rules

def _check_scale_and_class(catalog: Catalog, report: _Report) -> None:
    limit: dict[str, tuple[int, str]] = {}
    for row in catalog.scale_table:
        for name in row.gpus:
            limit[name] = (row.max_per_workstation, row.scale)
    for sku in catalog.skus:
        if sku.gpu in limit and sku.gpu_count > limit[sku.gpu][0]:
            most, scale = limit[sku.gpu]
            report.add("warning", "scale-table", _sku_where(sku),
                       f"SKU {sku.number} packs {sku.gpu_count} × {sku.gpu}; the seed's scale "
                       f"table ({scale}) says at most {most} per workstation",
                       sku.gpu_count, f"at most {most}", "the seed's CNN scale table")
        spec = catalog.chassis.get(sku.series)
        if spec and not spec.min_gpus <= sku.gpu_count <= spec.max_gpus:
            report.add("warning", "class-range", _sku_where(sku),
                       f"SKU {sku.number} has {sku.gpu_count} GPUs; its class ({sku.sku_class}) "
                       f"is stated for {spec.min_gpus}-{spec.max_gpus}", sku.gpu_count,
                       f"{spec.min_gpus}-{spec.max_gpus}", f"the section heading ({spec.source})")


def _check_claims(catalog: Catalog, claims: list[dict[str, Any]], report: _Report) -> None:
    for claim in claims:
        gpu = catalog.gpu(claim["gpu"])
        metric = claim["metric"]
        known = [g for g in catalog.gpus if g.figure(metric) is not None]
        if gpu.figure(metric) is None or not known:
            continue
        best = max(known, key=lambda g: g.figure(metric))  # type: ignore[arg-type,return-value]
        if claim["claim"] == "highest" and best.figure(metric) > gpu.figure(metric):  # type: ignore[operator]
            report.add("warning", "claim", {"text": claim["where"], "gpu": gpu.name},
                       f"The seed says {gpu.name} has the highest {_METRIC_WORDS[metric]} "
                       f"(\u201c{claim['text_as_printed']}\u201d); its own table gives "
                       f"{best.name} {_fmt(best.figure(metric))} against "
                       f"{_fmt(gpu.figure(metric))}",
                       _fmt(gpu.figure(metric)), _fmt(best.figure(metric)),
                       "a claim checked against the seed's GPU table")


def _check_text_contradictions(items: list[dict[str, Any]], report: _Report) -> None:
    for item in items:
        report.add(item.get("severity", "info"), item.get("kind", "claim"),
                   {"text": item["where"]}, item["message"], item["text_as_printed"],
                   item.get("expected", ""), item.get("why", "the seed's own text"))


def _check_reference(catalog: Catalog, rows: list[dict[str, str]], report: _Report) -> None:
    for row in rows:
        try:
            gpu: Gpu = catalog.gpu(row["gpu"])
        except KeyError:
            continue
        metric = row["metric"]
        ref = Decimal(row["value"])
        seed = gpu.figure(metric)
        if seed is None:
            continue
        if ref == 0 or abs(float(seed / ref) - 1) <= REFERENCE_TOLERANCE:
            continue
        severity = "warning" if row["confidence"] == "datasheet" else "info"
        report.add(severity, "reference", {"gpu": gpu.name},
                   f"{gpu.name}: the seed gives {_METRIC_WORDS[metric]} {_fmt(seed)}, the "
                   f"reference {_fmt(ref)} ({row['reference_name']}, {row['reference_column']}, "
                   f"{row['confidence']})", _fmt(seed), _fmt(ref),
                   f"more than {REFERENCE_TOLERANCE:.0%} from the sourced reference")


def _check_coolers(catalog: Catalog, rows: list[dict[str, str]], report: _Report) -> None:
    """The catalog's cooler (the seed's statement wins in seed-2020) against the reference's
    description of the reference-design board: a disagreement is shown, not resolved."""
    for row in rows:
        try:
            gpu = catalog.gpu(row["gpu"])
        except KeyError:
            continue
        theirs = row["reference_cooler"]
        if theirs in ("", "unknown") or gpu.cooler.value in ("unknown", theirs):
            continue
        report.add("info", "reference", {"gpu": gpu.name},
                   f"{gpu.name}: the catalog has a {gpu.cooler.value} card, the reference "
                   f"describes {theirs} ({row['reference_name']}: {row['reference_text']}, "
                   f"{row['confidence']}); the cooler belongs to the card variant sold",
                   gpu.cooler.value, theirs, "the seed's statement against the reference design")


def _check_text(catalog: Catalog, report: _Report) -> None:
    for gpu in catalog.gpus:
        for alias in gpu.aliases:
            # An alias that is not the name with its series prefix dropped, nor an
            # abbreviation of it, is a misspelling.
            dropped = normalise_name(gpu.name).replace("quadro", "")
            if normalise_name(alias) not in (dropped, "q" + dropped):
                report.add("info", "text", {"gpu": gpu.name},
                           f"{gpu.name} is spelled {alias!r} in the seed", alias, gpu.name,
                           "the GPU table's spelling")
    for sku in catalog.skus:
        for label, printed in (("FP16", sku.fp16.printed),):
            tail = re.sub(r"^\d+Tops", "", printed.strip())
            if tail:
                report.add("info", "text", _sku_where(sku),
                           f"SKU {sku.number}'s {label} cell carries extra text: "
                           f"{printed.strip()!r}", printed.strip(), re.match(
                               r"^\d+Tops", printed.strip()).group(0), "a figure cell")
        if sku.cpu.count("(") != sku.cpu.count(")"):
            report.add("info", "text", _sku_where(sku),
                       f"SKU {sku.number}'s CPU cell has unbalanced brackets: {sku.cpu!r}",
                       sku.cpu, "", "printed text")


# ----------------------------------------------------------------------------- entry

def lint_catalog(catalog: Catalog, folder: Path | None = None) -> list[Finding]:
    """All findings for ``catalog``, most serious first, then by where.

    Args:
        catalog: the catalog.
        folder: the catalog's source folder; its ``patterns.toml``, ``sku_codes.toml``,
            ``claims.toml``, ``reference_figures.csv`` and ``reference_coolers.csv`` add the
            pattern, code, claim and reference checks when present.

    Returns:
        The findings (an empty list for a clean catalog).
    """
    report = _Report()
    _check_totals(catalog, report)
    _check_units(catalog, report)
    _check_scale_and_class(catalog, report)
    _check_text(catalog, report)
    if folder is not None:
        if (folder / "patterns.toml").is_file():
            _check_patterns(catalog, _read_toml(folder / "patterns.toml").get("pattern", []),
                            report)
        if (folder / "sku_codes.toml").is_file():
            _check_codes(catalog, _read_toml(folder / "sku_codes.toml"), report)
        if (folder / "claims.toml").is_file():
            claims = _read_toml(folder / "claims.toml")
            _check_claims(catalog, claims.get("claim", []), report)
            _check_text_contradictions(claims.get("contradiction", []), report)
        if (folder / "reference_coolers.csv").is_file():
            with (folder / "reference_coolers.csv").open(encoding="utf-8", newline="") as fh:
                _check_coolers(catalog, list(csv.DictReader(fh)), report)
        if (folder / "reference_figures.csv").is_file():
            with (folder / "reference_figures.csv").open(encoding="utf-8", newline="") as fh:
                _check_reference(catalog, list(csv.DictReader(fh)), report)
    order = {s: i for i, s in enumerate(SEVERITIES)}
    sku_order = {s.number: s.sort_key for s in catalog.skus}
    return sorted(
        report.findings,
        key=lambda f: (order[f.severity], f.kind,
                       sku_order.get(f.where.get("sku", ""), (99,)), f.where.get("gpu", "")),
    )
