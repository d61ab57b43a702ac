"""Catalog lint: every place where a catalog contradicts itself, its own rules or the sourced
reference, with severity, where, the stated figure, the expected one and why. The kinds of
finding are listed in docs/catalog.md."""

from __future__ import annotations

import csv
import functools
import re
import statistics
import tomllib
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any

from rigwright.core.catalog.labels import format_figure
from rigwright.core.catalog.model import (
    Catalog,
    Gpu,
    Sku,
    confidence_text,
    cooler_text,
    data_text,
    normalise_name,
    sku_class_text,
)
from rigwright.core.catalog.sources import CatalogError, catalog_folder
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.core.text.words import scale_text

SEVERITIES = ("error", "warning", "info")
"""Most serious first."""

PATTERN_TOLERANCE = 0.02
"""A figure within 2 % of the pattern value follows the pattern."""

PATTERN_QUORUM = 0.75
"""A ratio is a pattern when at least this share of the GPUs follow it."""

REFERENCE_TOLERANCE = 0.02
"""A seed figure within 2 % of the reference figure agrees with it."""

FP8_RATIO = 2
"""Dense FP8 tensor throughput over dense FP16 tensor throughput on every architecture with
FP8 tensor cores (Ada, Hopper, Blackwell): NVIDIA Ada whitepaper, Appendix A (RTX 4090: FP8
330.3 = 2 × FP16 165.2, FP32 accumulate); H100 datasheet (FP8 3,026 = 2 × FP16 1,513, PCIe);
RTX Blackwell PRO whitepaper, Appendix A (RTX PRO 6000: 1007.6 = 2 × 503.8)."""

FP8_TOLERANCE = 0.005
"""An FP8 figure within 0.5 % of ``FP8_RATIO`` × tensor_tflops follows the rule: rounding of
the printed figures (2 × 165.2 = 330.4 against 330.3; 2 × 756 = 1512 against 1513) stays far
below it, while an FP16-accumulate or sparse figure (2 × off) or a clock mismatch between two
figures of one sheet (≥ 1 %) is reported."""

_METRIC_WORDS: dict[str, Text] = {
    "cuda_cores": QT_TRANSLATE_NOOP("lint", "CUDA cores"),
    "tensor_cores": QT_TRANSLATE_NOOP("lint", "tensor cores"),
    "memory_gb": QT_TRANSLATE_NOOP("lint", "memory (GB)"),
    "memory_bandwidth_gbs": QT_TRANSLATE_NOOP("lint", "memory bandwidth (GB/s)"),
    "tensor_tflops": QT_TRANSLATE_NOOP("lint", "tensor TFLOPS"),
    "fp16_tflops": QT_TRANSLATE_NOOP("lint", "FP16 TFLOPS"),
    "fp32_tflops": QT_TRANSLATE_NOOP("lint", "FP32 TFLOPS"),
    "fp8_tensor_tflops": QT_TRANSLATE_NOOP("lint", "FP8 tensor TFLOPS"),
    "fp4_tensor_tflops": QT_TRANSLATE_NOOP("lint", "FP4 tensor TFLOPS"),
}


@dataclass(frozen=True, slots=True)
class Finding:
    """One problem in a catalog.

    Attributes:
        severity: "error", "warning" or "info".
        kind: the kind of problem (docs/catalog.md, "Catalog lint").
        where: {"sku": number, "code": code}, {"gpu": name} or {"text": where in the seed}.
        message_text: one sentence for people: a :class:`rigwright.core.text.i18n.Text` the
            window shows in its language (English in :attr:`message`).
        stated: the figure or text as the catalog states it ("" when not a figure).
        expected_text: what it should be by the rule ("" when not a figure), a plain string
            or, when it has words ("at most 4"), a Text (English in :attr:`expected`).
        why_text: the rule, in words, translatable (English in :attr:`why`).
        figure: the GPU metric the finding is about ("fp16_tflops"), "" when it is not
            about one figure; not part of :meth:`as_json`.
    """

    severity: str
    kind: str
    where: dict[str, str]
    message_text: Text | str
    stated: str = ""
    expected_text: Text | str = ""
    why_text: Text | str = ""
    figure: str = ""

    @property
    def message(self) -> str:
        """The finding in English (the command line's and the JSON's)."""
        return str(self.message_text)

    @property
    def expected(self) -> str:
        """What it should be, in English."""
        return str(self.expected_text)

    @property
    def why(self) -> str:
        """The rule, in English."""
        return str(self.why_text)

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

    def add(
        self,
        severity: str,
        kind: str,
        where: dict[str, str],
        message: Text,
        stated: object = "",
        expected: object = "",
        why: Text | str = "",
        figure: str = "",
    ) -> None:
        self.findings.append(
            Finding(
                severity,
                kind,
                where,
                message,
                str(stated),
                expected if isinstance(expected, Text) else str(expected),
                why,
                figure,
            )
        )


def _sku_where(sku: Sku) -> dict[str, str]:
    return {"sku": sku.number, "code": sku.code}


# ----------------------------------------------------------------------------- SKU totals


def _check_totals(catalog: Catalog, report: _Report) -> None:
    labels = (
        ("fp16", QT_TRANSLATE_NOOP("lint", "FP16 Tops (total)")),
        ("memory", QT_TRANSLATE_NOOP("lint", "GPU memory GB (total)")),
        ("memory_bandwidth", QT_TRANSLATE_NOOP("lint", "memory bandwidth GB/s (per GPU)")),
    )
    for sku in catalog.skus:
        for name, label in labels:
            fig = getattr(sku, name)
            if fig.computed is None:
                continue
            rounded = fig.computed.quantize(fig.precision, rounding=ROUND_HALF_UP)
            why = (
                QT_TRANSLATE_NOOP("lint", "{label} = {count} × {gpu}").format(
                    label=label, count=sku.gpu_count, gpu=sku.gpu
                )
                if name != "memory_bandwidth"
                else QT_TRANSLATE_NOOP("lint", "{label} = the GPU's figure").format(label=label)
            )
            if fig.is_contradiction:
                report.add(
                    "error",
                    "stated-total",
                    _sku_where(sku),
                    QT_TRANSLATE_NOOP(
                        "lint", "SKU {number} states {printed} {label}; {why} gives {computed}"
                    ).format(
                        number=sku.number,
                        printed=fig.printed.strip(),
                        label=label,
                        why=why,
                        computed=format_figure(fig.computed),
                    ),
                    fig.stated,
                    format_figure(fig.computed),
                    why,
                )
            elif fig.stated != rounded:
                report.add(
                    "info",
                    "rounding",
                    _sku_where(sku),
                    QT_TRANSLATE_NOOP(
                        "lint",
                        "SKU {number} states {printed} {label}; {computed} rounds to {rounded}",
                    ).format(
                        number=sku.number,
                        printed=fig.printed.strip(),
                        label=label,
                        computed=format_figure(fig.computed),
                        rounded=format_figure(rounded),
                    ),
                    fig.stated,
                    format_figure(rounded),
                    QT_TRANSLATE_NOOP(
                        "lint", "a total within the printed precision, rounded the other way"
                    ),
                )


# ----------------------------------------------------------------------------- GPU patterns


def _check_patterns(catalog: Catalog, patterns: list[dict[str, str]], report: _Report) -> None:
    """``patterns``: (figure, base, label) rows of the catalog's patterns.toml; the figure is
    expected at base × the ratio most GPUs share."""
    gpus = [g for g in catalog.gpus if g.tensor_cores]
    for row in patterns:
        top, bottom, label = row["figure"], row["base"], row["label"]
        # Unknown figures take no part: neither in the pattern nor as a finding.
        ratios = {
            g.name: float(g.figure(top)) / float(g.figure(bottom))  # type: ignore[arg-type]
            for g in gpus
            if g.figure(top) is not None and g.figure(bottom)
        }
        if len(ratios) < 4:
            continue
        typical = statistics.median(ratios.values())
        following = [n for n, r in ratios.items() if abs(r / typical - 1) <= PATTERN_TOLERANCE]
        if len(following) < PATTERN_QUORUM * len(ratios):
            continue
        for gpu in gpus:
            ratio, base = ratios.get(gpu.name), gpu.figure(bottom)
            if ratio is None or base is None or gpu.name in following:
                continue
            expected = float(base) * typical
            places = 0 if top.endswith("cores") else 2
            shown = 3 if typical < 1 else 2
            report.add(
                "warning",
                "pattern",
                {"gpu": gpu.name},
                QT_TRANSLATE_NOOP(
                    "lint",
                    "{gpu}: {metric} {value} gives {label} {ratio}; "
                    "{following} of {total} GPUs have {typical}, which "
                    "would make it {expected}",
                ).format(
                    gpu=gpu.name,
                    metric=_METRIC_WORDS[top],
                    value=format_figure(gpu.figure(top)),
                    label=data_text(label),
                    ratio=f"{ratio:.{shown}f}",
                    following=len(following),
                    total=len(ratios),
                    typical=f"{typical:.{shown}f}",
                    expected=f"{expected:.{places}f}",
                ),
                format_figure(gpu.figure(top)),
                f"{expected:.{places}f}",
                QT_TRANSLATE_NOOP(
                    "lint", "{label} is {typical} for {following} of {total} GPUs"
                ).format(
                    label=data_text(label),
                    typical=f"{typical:.{shown}f}",
                    following=len(following),
                    total=len(ratios),
                ),
                figure=top,
            )


def _check_fp8_relation(catalog: Catalog, report: _Report) -> None:
    """Each stated FP8 peak against :data:`FP8_RATIO` × the GPU's tensor_tflops.

    Both are dense and taken with the same accumulate mode, so a figure off the rule is a
    sparse, an FP16-accumulate or a mistyped figure, or a sheet not consistent with itself.
    FP4 has no such rule across cards (2 × FP8 on RTX PRO, 4 × the FP32-accumulate FP8 rate
    on GeForce RTX 5090), so it is not checked.
    """
    for gpu in catalog.gpus:
        fp8, tensor = gpu.fp8_tensor_tflops, gpu.tensor_tflops
        if fp8 is None or not tensor:
            continue
        expected = FP8_RATIO * tensor
        if abs(float(fp8 / expected) - 1) <= FP8_TOLERANCE:
            continue
        report.add(
            "warning",
            "fp8-relation",
            {"gpu": gpu.name},
            QT_TRANSLATE_NOOP(
                "lint",
                "{gpu}: {metric} {value} is {ratio} × its tensor TFLOPS {tensor}; FP8 runs at "
                "{rule} × the dense FP16 tensor rate, which would make it {expected}",
            ).format(
                gpu=gpu.name,
                metric=_METRIC_WORDS["fp8_tensor_tflops"],
                value=format_figure(fp8),
                ratio=f"{float(fp8 / tensor):.2f}",
                tensor=format_figure(tensor),
                rule=FP8_RATIO,
                expected=format_figure(expected),
            ),
            format_figure(fp8),
            format_figure(expected),
            QT_TRANSLATE_NOOP(
                "lint",
                "dense FP8 = {rule} × dense FP16 tensor (Ada, Hopper, Blackwell), within "
                "{tolerance:.1%}",
            ).format(rule=FP8_RATIO, tolerance=FP8_TOLERANCE),
            figure="fp8_tensor_tflops",
        )


def flagged_figures(catalog: Catalog) -> dict[tuple[str, str], Finding]:
    """The GPU figures the lint's pattern check flags in ``catalog``: (GPU name, metric) ->
    its finding (stated figure, the expected one, the rule): the pattern check (only for a
    shipped catalog with a ``patterns.toml``) and the FP8 relation. Cached by
    the catalog's name and GPUs, so a ranking on every input change checks them once."""
    return _flagged_figures(catalog.name, catalog.gpus)


@functools.lru_cache(maxsize=8)
def _flagged_figures(name: str, gpus: tuple[Gpu, ...]) -> dict[tuple[str, str], Finding]:
    catalog = Catalog(name=name, title=name, gpus=gpus)
    report = _Report()
    _check_fp8_relation(catalog, report)
    try:
        folder: Path | None = catalog_folder(name)
    except CatalogError:
        folder = None
    if folder is not None and (folder / "patterns.toml").is_file():
        patterns = _read_toml(folder / "patterns.toml").get("pattern", [])
        _check_patterns(catalog, patterns, report)
    return {(f.where["gpu"], f.figure): f for f in report.findings if f.figure}


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
                report.add(
                    "warning",
                    "unit",
                    _sku_where(sku),
                    QT_TRANSLATE_NOOP(
                        "lint",
                        "SKU {number} prints {text!r}: {tb:g} TB on "
                        "one SSD, while the other SSDs are about "
                        "{typical:g} TB; GB is meant",
                    ).format(number=sku.number, text=text, tb=gb / 1000, typical=typical / 1000),
                    text,
                    text.replace("TB", "GB"),
                    QT_TRANSLATE_NOOP("lint", "an SSD capacity 100× the others' cannot be right"),
                )
    for sku in catalog.skus:
        printed = sku.memory_bandwidth.printed.strip()
        if not printed.endswith("GB/s"):
            report.add(
                "info",
                "unit",
                _sku_where(sku),
                QT_TRANSLATE_NOOP("lint", "SKU {number} prints bandwidth as {printed!r}").format(
                    number=sku.number, printed=printed
                ),
                printed,
                f"{format_figure(sku.memory_bandwidth.stated)}GB/s",
                QT_TRANSLATE_NOOP("lint", "the unit is GB/s"),
            )


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
            report.add(
                "warning",
                "code",
                where,
                QT_TRANSLATE_NOOP(
                    "lint", "SKU {number}: code {code!r} does not follow the seed's code pattern"
                ).format(number=sku.number, code=tail),
                tail,
                rules["pattern"],
                QT_TRANSLATE_NOOP("lint", "see sku_codes.toml"),
            )
            continue
        # A pattern checks the fields it has groups for (the seed's: sockets, clock, RAM...;
        # the current lineup's: class, count, GPU letter).
        groups = m.groupdict()
        checks: list[tuple[Text, str, str | Text]] = [
            (QT_TRANSLATE_NOOP("lint", "GPU count"), m.group("count"), str(sku.gpu_count)),
        ]
        if "sockets" in groups:
            sockets = 2 if sku.cpu.startswith("2*") else 1
            checks.insert(
                0, (QT_TRANSLATE_NOOP("lint", "CPU sockets"), m.group("sockets"), str(sockets))
            )
        if "sku_class" in groups:
            coded_class = rules.get("classes", {}).get(m.group("sku_class"), "?")
            checks.append((QT_TRANSLATE_NOOP("lint", "class"), coded_class, sku.sku_class.value))
        clock = _CLOCK.search(sku.cpu) if "clock" in groups else None
        if clock:
            checks.append(
                (
                    QT_TRANSLATE_NOOP("lint", "CPU clock (tenths of GHz)"),
                    m.group("clock"),
                    f"{round(float(clock.group(1)) * 10):02d}",
                )
            )
        ram = groups.get("ram")
        if ram:
            ram_gb = int(ram[:-1]) * 1024 if ram.endswith("T") else int(ram)
            checks.append((QT_TRANSLATE_NOOP("lint", "memory GB"), str(ram_gb), str(sku.ram_gb)))
        if groups.get("parallel_tb"):
            parallel = _PARALLEL.search(sku.storage)
            checks.append(
                (
                    QT_TRANSLATE_NOOP("lint", "parallel storage TB"),
                    m.group("parallel_tb"),
                    parallel.group(1) if parallel else QT_TRANSLATE_NOOP("lint", "none"),
                )
            )
        letter = m.group("letter")
        if letters and sku.gpu not in letters.get(letter, set()):
            fits = [k for k, v in letters.items() if sku.gpu in v]
            checks.append(
                (QT_TRANSLATE_NOOP("lint", "GPU letter"), letter, fits[0] if fits else "?")
            )
        for what, coded, actual in checks:
            if coded != str(actual):
                report.add(
                    "error",
                    "code",
                    where,
                    QT_TRANSLATE_NOOP(
                        "lint",
                        "SKU {number}: the code {code!r} says "
                        "{what} {coded}, the row says {actual}",
                    ).format(number=sku.number, code=tail, what=what, coded=coded, actual=actual),
                    coded,
                    actual,
                    QT_TRANSLATE_NOOP("lint", "the code's {what} field (sku_codes.toml)").format(
                        what=what
                    ),
                )


# ----------------------------------------------------------------------------- rules


def _check_scale_and_class(catalog: Catalog, report: _Report) -> None:
    limit: dict[str, tuple[int, str]] = {}
    for row in catalog.scale_table:
        for name in row.gpus:
            limit[name] = (row.max_per_workstation, row.scale)
    for sku in catalog.skus:
        if sku.gpu in limit and sku.gpu_count > limit[sku.gpu][0]:
            most, scale = limit[sku.gpu]
            report.add(
                "warning",
                "scale-table",
                _sku_where(sku),
                QT_TRANSLATE_NOOP(
                    "lint",
                    "SKU {number} packs {count} × {gpu}; the seed's "
                    "scale table ({scale}) says at most {most} per "
                    "workstation",
                ).format(
                    number=sku.number,
                    count=sku.gpu_count,
                    gpu=sku.gpu,
                    scale=scale_text(scale),
                    most=most,
                ),
                sku.gpu_count,
                QT_TRANSLATE_NOOP("lint", "at most {most}").format(most=most),
                QT_TRANSLATE_NOOP("lint", "the seed's CNN scale table"),
            )
        spec = catalog.chassis.get(sku.series)
        if spec and not spec.min_gpus <= sku.gpu_count <= spec.max_gpus:
            report.add(
                "warning",
                "class-range",
                _sku_where(sku),
                QT_TRANSLATE_NOOP(
                    "lint",
                    "SKU {number} has {count} GPUs; its class "
                    "({sku_class}) is stated for {low}-{high}",
                ).format(
                    number=sku.number,
                    count=sku.gpu_count,
                    sku_class=sku_class_text(sku.sku_class),
                    low=spec.min_gpus,
                    high=spec.max_gpus,
                ),
                sku.gpu_count,
                f"{spec.min_gpus}-{spec.max_gpus}",
                QT_TRANSLATE_NOOP("lint", "the section heading ({source})").format(
                    source=spec.source
                ),
            )


def _check_claims(catalog: Catalog, claims: list[dict[str, Any]], report: _Report) -> None:
    for claim in claims:
        gpu = catalog.gpu(claim["gpu"])
        metric = claim["metric"]
        known = [g for g in catalog.gpus if g.figure(metric) is not None]
        if gpu.figure(metric) is None or not known:
            continue
        best = max(known, key=lambda g: g.figure(metric))  # type: ignore[arg-type,return-value]
        if claim["claim"] == "highest" and best.figure(metric) > gpu.figure(metric):  # type: ignore[operator]
            report.add(
                "warning",
                "claim",
                {"text": claim["where"], "gpu": gpu.name},
                QT_TRANSLATE_NOOP(
                    "lint",
                    "The seed says {gpu} has the highest {metric} "
                    "(\u201c{quote}\u201d); its own table gives "
                    "{best} {best_value} against {value}",
                ).format(
                    gpu=gpu.name,
                    metric=_METRIC_WORDS[metric],
                    quote=claim["text_as_printed"],
                    best=best.name,
                    best_value=format_figure(best.figure(metric)),
                    value=format_figure(gpu.figure(metric)),
                ),
                format_figure(gpu.figure(metric)),
                format_figure(best.figure(metric)),
                QT_TRANSLATE_NOOP("lint", "a claim checked against the seed's GPU table"),
            )


def _check_text_contradictions(items: list[dict[str, Any]], report: _Report) -> None:
    for item in items:
        why = item.get("why")
        report.add(
            item.get("severity", "info"),
            item.get("kind", "claim"),
            {"text": item["where"]},
            data_text(item["message"]),
            item["text_as_printed"],
            item.get("expected", ""),
            data_text(why) if why else QT_TRANSLATE_NOOP("lint", "the seed's own text"),
        )


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
        report.add(
            severity,
            "reference",
            {"gpu": gpu.name},
            QT_TRANSLATE_NOOP(
                "lint",
                "{gpu}: the seed gives {metric} {value}, the "
                "reference {reference} ({name}, {column}, "
                "{confidence})",
            ).format(
                gpu=gpu.name,
                metric=_METRIC_WORDS[metric],
                value=format_figure(seed),
                reference=format_figure(ref),
                name=row["reference_name"],
                column=row["reference_column"],
                confidence=confidence_text(row["confidence"]),
            ),
            format_figure(seed),
            format_figure(ref),
            QT_TRANSLATE_NOOP(
                "lint", "more than {tolerance:.0%} from the sourced reference"
            ).format(tolerance=REFERENCE_TOLERANCE),
        )


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
        report.add(
            "info",
            "reference",
            {"gpu": gpu.name},
            QT_TRANSLATE_NOOP(
                "lint",
                "{gpu}: the catalog has a {cooler} card, the "
                "reference describes {theirs} ({name}: {text}, "
                "{confidence}); the cooler belongs to the card "
                "variant sold",
            ).format(
                gpu=gpu.name,
                cooler=cooler_text(gpu.cooler),
                theirs=cooler_text(theirs),
                name=row["reference_name"],
                text=row["reference_text"],
                confidence=confidence_text(row["confidence"]),
            ),
            gpu.cooler.value,
            cooler_text(theirs),
            QT_TRANSLATE_NOOP("lint", "the seed's statement against the reference design"),
        )


def _check_text(catalog: Catalog, report: _Report) -> None:
    for gpu in catalog.gpus:
        for alias in gpu.aliases:
            # An alias that is not the name with its series prefix dropped, nor an
            # abbreviation of it, is a misspelling.
            dropped = normalise_name(gpu.name).replace("quadro", "")
            if normalise_name(alias) not in (dropped, "q" + dropped):
                report.add(
                    "info",
                    "text",
                    {"gpu": gpu.name},
                    QT_TRANSLATE_NOOP("lint", "{gpu} is spelled {alias!r} in the seed").format(
                        gpu=gpu.name, alias=alias
                    ),
                    alias,
                    gpu.name,
                    QT_TRANSLATE_NOOP("lint", "the GPU table's spelling"),
                )
    for sku in catalog.skus:
        for label, printed in (("FP16", sku.fp16.printed),):
            head = re.match(r"^\d+Tops", printed.strip())
            tail = printed.strip()[head.end() :] if head else printed.strip()
            if tail:
                report.add(
                    "info",
                    "text",
                    _sku_where(sku),
                    QT_TRANSLATE_NOOP(
                        "lint", "SKU {number}'s {label} cell carries extra text: {printed!r}"
                    ).format(number=sku.number, label=label, printed=printed.strip()),
                    printed.strip(),
                    head.group(0) if head else "",
                    QT_TRANSLATE_NOOP("lint", "a figure cell"),
                )
        if sku.cpu.count("(") != sku.cpu.count(")"):
            report.add(
                "info",
                "text",
                _sku_where(sku),
                QT_TRANSLATE_NOOP(
                    "lint", "SKU {number}'s CPU cell has unbalanced brackets: {cpu!r}"
                ).format(number=sku.number, cpu=sku.cpu),
                sku.cpu,
                "",
                QT_TRANSLATE_NOOP("lint", "printed text"),
            )


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
    _check_fp8_relation(catalog, report)
    if folder is not None:
        if (folder / "patterns.toml").is_file():
            _check_patterns(
                catalog, _read_toml(folder / "patterns.toml").get("pattern", []), report
            )
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
        key=lambda f: (
            order[f.severity],
            f.kind,
            sku_order.get(f.where.get("sku", ""), (99,)),
            f.where.get("gpu", ""),
        ),
    )
