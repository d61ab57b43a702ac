"""Read a catalog's human-readable source files (``data/<name>/``) into a :class:`Catalog`,
validated at the edge with pydantic: a bad file raises :class:`CatalogError` naming the file,
the row and the field (docs/catalog.md)."""

from __future__ import annotations

import csv
import re
import tomllib
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from rigwright.core.catalog.availability import read_availability
from rigwright.core.catalog.file_rows import (
    PHYSICAL_FACTS,
    AliasRow,
    ChassisFigureRow,
    ChassisRow,
    FamilyRow,
    FrameworkRow,
    GlossaryRow,
    GpuRow,
    GradeRow,
    GuidanceSection,
    PhysicalRow,
    ScaleFileRow,
    SectionRow,
    SkuRow,
    SourceRow,
)
from rigwright.core.catalog.glossary import GlossaryTerm
from rigwright.core.catalog.model import (
    GPU_FIGURES,
    Catalog,
    ChassisFigure,
    ChassisSpec,
    FigureSource,
    Framework,
    Gpu,
    Part,
    ScaleRow,
    Sku,
    StatedFigure,
    WorkloadFamily,
    normalise_name,
    parse_psu,
)
from rigwright.core.catalog.part_skus import is_parts_row, parts_sku, price_parts_skus
from rigwright.core.catalog.parts import (
    check_file_data,
    load_parts,
    load_price_list,
    too_long_number,
)
from rigwright.core.catalog.sources import SOURCE_FILES, CatalogError, catalog_folder, content_hash

__all__ = [
    "PHYSICAL_FACTS",
    "SOURCE_FILES",
    "CatalogError",
    "catalog_folder",
    "collapse_spaces",
    "content_hash",
    "load_catalog_files",
    "printed_number",
]

# ----------------------------------------------------------------------------- parsing cells

_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")


def printed_number(cell: str, *, field: str) -> tuple[Decimal, Decimal]:
    r"""The first number in a printed cell and the unit of its last digit.

    >>> printed_number("228Tops-\u00a0 \u00a0", field="fp16")
    (Decimal('228'), Decimal('1'))
    >>> printed_number("￥89,990", field="price")
    (Decimal('89990'), Decimal('1'))

    Raises:
        CatalogError: the cell holds no number.
    """
    match = _NUMBER.search(cell)
    if match is None:
        raise CatalogError(f"{field}: no number in {cell!r}")
    text = match.group(0).replace(",", "")
    decimals = len(text.split(".")[1]) if "." in text else 0
    return Decimal(text), Decimal(1).scaleb(-decimals)


_GPU_CELL = re.compile(r"^(?P<count>\d+)\s*\*\s*(?P<name>.+?)$")
_RAM = re.compile(r"(?P<n>\d+)\s*(?P<unit>GB|TB)", re.IGNORECASE)
_IDEAL = {"CNN": "cnn", "RNN": "rnn", "推理": "inference"}


def collapse_spaces(text: str) -> str:
    """Runs of white space (the seed's non-breaking spaces included) become one space."""
    return re.sub(r"\s+", " ", text).strip()


def _parse_ideal(cell: str, *, field: str) -> tuple[str, ...]:
    parts = [p.strip() for p in cell.split("+") if p.strip()]
    try:
        return tuple(_IDEAL[p] for p in parts)
    except KeyError as exc:
        raise CatalogError(
            f"{field}: unknown ideal algorithm {exc.args[0]!r} in {cell!r}"
        ) from None


def _times(count: int, figure: Decimal | None) -> Decimal | None:
    """``count`` cards' worth of a GPU figure; None (unknown) when the figure is."""
    return None if figure is None else count * figure


def _ram_gb(cell: str, *, field: str) -> int:
    match = _RAM.search(cell)
    if match is None:
        raise CatalogError(f"{field}: no memory size in {cell!r}")
    n = int(match.group("n"))
    return n * 1024 if match.group("unit").upper() == "TB" else n


# ----------------------------------------------------------------------------- reading files


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as fh:
            return check_file_data(path.name, tomllib.load(fh), multiline=True)
    except FileNotFoundError:
        raise CatalogError(f"{path.name}: file missing in {path.parent}") from None
    except tomllib.TOMLDecodeError as exc:
        raise CatalogError(f"{path.name}: not valid TOML ({exc})") from None
    except UnicodeDecodeError as exc:
        raise CatalogError(f"{path.name}: not UTF-8 text (byte {exc.start})") from None
    except ValueError:  # an integer of thousands of digits
        raise too_long_number(path.name, path.read_text(encoding="utf-8")) from None


def _read_csv(path: Path) -> list[dict[str, str]]:
    try:
        with path.open(encoding="utf-8", newline="") as fh:
            return check_file_data(path.name, list(csv.DictReader(fh)), rows=True)
    except FileNotFoundError:
        raise CatalogError(f"{path.name}: file missing in {path.parent}") from None
    except UnicodeDecodeError as exc:
        raise CatalogError(f"{path.name}: not UTF-8 text (byte {exc.start})") from None
    except csv.Error as exc:
        raise CatalogError(f"{path.name}: not valid CSV ({exc})") from None


def _validate(model: type[BaseModel], raw: dict[str, Any], where: str) -> Any:
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = ".".join(str(p) for p in first["loc"]) or "row"
        raise CatalogError(f"{where}, field {loc}: {first['msg']}") from None


def _rows(model: type[BaseModel], rows: list[dict[str, Any]], file: str, key: str) -> list[Any]:
    out = []
    for i, raw in enumerate(rows, start=1):
        label = raw.get(key) or f"#{i}"
        out.append(_validate(model, raw, f"{file} row {label}"))
    return out


def _chassis_figures(folder: Path, series: str) -> tuple[ChassisFigure, ...]:
    """The figures of ``chassis/<series>.toml`` (none when the file is absent).

    Raises:
        CatalogError: the file is invalid (names file, figure and field).
    """
    path = folder / "chassis" / f"{series}.toml"
    if not path.is_file():
        return ()
    data = _read_toml(path)
    if data.get("series") != series:
        raise CatalogError(
            f"chassis/{series}.toml, field series: {data.get('series')!r} is not {series!r}"
        )
    rows = [
        _validate(ChassisFigureRow, raw, f"chassis/{series}.toml figure {raw.get('name', i)}")
        for i, raw in enumerate(data.get("figure", []), start=1)
    ]
    positions = [r for r in rows if r.name == "gpu_positions"]
    if positions and not str(positions[0].value).isdigit():
        raise CatalogError(
            f"chassis/{series}.toml figure gpu_positions, field value: "
            f"{positions[0].value!r} is not a whole number"
        )
    return tuple(ChassisFigure(r.name, str(r.value), r.unit, r.status, r.note) for r in rows)


def load_catalog_files(name: str = "seed-2020", root: Path | None = None) -> Catalog:
    """Read and validate catalog ``name`` from its source files.

    Args:
        name: the catalog folder under ``root`` ("seed-2020").
        root: the folder holding catalogs; default the shipped ``data/``.

    Returns:
        The whole :class:`Catalog`, GPUs in table order and SKUs in row order.

    Raises:
        CatalogError: a file is missing or invalid, or the files disagree (a SKU names an
            unknown GPU, a tier names an unknown GPU, ...); the message names the file,
            the row and the field.
    """
    folder = catalog_folder(name, root)
    meta = _read_toml(folder / "catalog.toml")
    tensor_definition = meta.get("tensor_definition", "")
    if not isinstance(tensor_definition, str) or not tensor_definition.strip():
        raise CatalogError(
            "catalog.toml, field tensor_definition: say what tensor_tflops "
            'measures (e.g. "dense FP16 tensor, FP32 accumulate")'
        )

    gpus, by_norm = _read_gpus(folder, meta)
    gpu_by_name = {g.name: g for g in gpus}

    def resolve(printed: str, where: str) -> str:
        key = normalise_name(printed)
        if key in by_norm:
            return by_norm[key]
        for gpu in gpus:
            if key in (normalise_name(a) for a in gpu.aliases):
                return gpu.name
        raise CatalogError(f"{where}: unknown GPU {printed!r} (add it to gpu_aliases.csv?)")

    parts = load_parts(folder)
    skus = _read_skus(folder, gpu_by_name, resolve, parts)
    chassis = _read_chassis(folder, skus)

    guidance = _optional_toml(folder, "guidance.toml")
    # A pack without the seed's expert tables has no [cnn] / [rnn] sections.
    sections: dict[str, GuidanceSection] = {
        key: _validate(GuidanceSection, guidance[key], f"guidance.toml [{key}]")
        for key in ("cnn", "rnn")
        if key in guidance
    }

    scale_table, grades = _guidance_tables(guidance, resolve)

    platform = _optional_toml(folder, "platform.toml")
    frameworks = tuple(
        Framework(
            name=f.name,
            focus=f.focus,
            languages=f.languages,
            multi_gpu=f.multi_gpu,
            cnn=f.cnn,
            rnn=f.rnn,
            gan=f.gan,
            rbm_dbn=f.rbm_dbn,
            cells_as_printed=tuple(f.cells_as_printed),
            uncertain=tuple(f.uncertain),
            note=f.note,
        )
        for f in _rows(FrameworkRow, platform.get("framework", []), "platform.toml", "name")
    )
    families = tuple(
        WorkloadFamily(
            key=f.key,
            name_as_printed=f.name_as_printed,
            name_en=f.name_en,
            variants=tuple(f.variants),
            applications_as_printed=f.applications_as_printed,
            applications_en=f.applications_en,
        )
        for f in _rows(
            FamilyRow,
            _optional_toml(folder, "workloads.toml").get("family", []),
            "workloads.toml",
            "key",
        )
    )

    glossary_path = folder / "glossary.csv"
    glossary = (
        tuple(
            GlossaryTerm(zh_TW=r.zh_TW, zh_CN=r.zh_CN, en=r.en, traditional=r.traditional)
            for r in _rows(GlossaryRow, _read_csv(glossary_path), "glossary.csv", "zh_TW")
        )
        if glossary_path.exists()
        else ()
    )

    price_list = load_price_list(folder, tuple(gpus), parts)
    availability = read_availability(
        folder, [g.name for g in gpus] + [p.name for p in parts] + [s.code for s in skus]
    )

    catalog = Catalog(
        name=str(meta.get("name", name)),
        title=str(meta.get("title", name)),
        gpus=tuple(gpus),
        skus=tuple(skus),
        chassis=chassis,
        cnn_priority=_priority(sections, "cnn"),
        rnn_priority=_priority(sections, "rnn"),
        priority_as_printed={k: v.priority_as_printed for k, v in sections.items()},
        cnn_tiers=_tiers(sections, "cnn", resolve),
        rnn_tiers=_tiers(sections, "rnn", resolve),
        scale_table=scale_table,
        rnn_grades={k: tuple(v) for k, v in grades.items()},
        frameworks=frameworks,
        workload_families=families,
        sdk={k: str(v) for k, v in platform.get("sdk", {}).items()},
        os={k: str(v) for k, v in platform.get("os", {}).items()},
        glossary=glossary,
        content_hash=content_hash(folder),
        tensor_definition=tensor_definition.strip(),
        parts=parts,
        price_list=price_list,
        availability=availability,
    )
    return price_parts_skus(catalog) if any(s.parts for s in skus) else catalog


def _optional_csv(folder: Path, file: str) -> list[dict[str, str]]:
    """The rows of ``folder/file``; none when the file is absent."""
    return _read_csv(folder / file) if (folder / file).exists() else []


def _optional_toml(folder: Path, file: str) -> dict[str, Any]:
    """The tables of ``folder/file``; none when the file is absent."""
    return _read_toml(folder / file) if (folder / file).exists() else {}


def _read_gpus(folder: Path, meta: dict[str, Any]) -> tuple[list[Gpu], dict[str, str]]:
    """The GPUs of ``gpus.csv`` with their aliases, physical facts and figure sources, and
    normalised name -> canonical name."""
    gpu_rows: list[GpuRow] = _rows(GpuRow, _read_csv(folder / "gpus.csv"), "gpus.csv", "name")
    if not gpu_rows:
        raise CatalogError("gpus.csv: no GPU rows")
    alias_rows: list[AliasRow] = _rows(
        AliasRow, _optional_csv(folder, "gpu_aliases.csv"), "gpu_aliases.csv", "alias"
    )
    has_physical = (folder / "gpu_physical.csv").exists()
    physical_rows: list[PhysicalRow] = _rows(
        PhysicalRow, _optional_csv(folder, "gpu_physical.csv"), "gpu_physical.csv", "gpu"
    )
    source_rows: list[SourceRow] = _rows(
        SourceRow, _optional_csv(folder, "gpu_sources.csv"), "gpu_sources.csv", "gpu"
    )
    by_norm = {normalise_name(r.name): r.name for r in gpu_rows}
    if len(by_norm) != len(gpu_rows):
        raise CatalogError("gpus.csv: two rows have the same name (ignoring case and spaces)")

    aliases: dict[str, list[str]] = {r.name: [] for r in gpu_rows}
    for alias in alias_rows:
        if normalise_name(alias.gpu) not in by_norm:
            raise CatalogError(
                f"gpu_aliases.csv row {alias.alias}, field gpu: unknown GPU {alias.gpu!r}"
            )
        aliases[by_norm[normalise_name(alias.gpu)]].append(alias.alias)
    physical = {}
    for phys_row in physical_rows:
        if normalise_name(phys_row.gpu) not in by_norm:
            raise CatalogError(f"gpu_physical.csv row {phys_row.gpu}, field gpu: unknown GPU")
        physical[by_norm[normalise_name(phys_row.gpu)]] = phys_row

    missing = [r.name for r in gpu_rows if r.name not in physical]
    if has_physical and missing:
        raise CatalogError(
            f"gpu_physical.csv: no row for {', '.join(missing)} (a row with "
            f"blank power and cooler 'unknown' says the facts are not known)"
        )
    columns = meta.get("figure_columns", {})
    if not isinstance(columns, dict) or any(k not in GPU_FIGURES for k in columns):
        raise CatalogError(
            f"catalog.toml [figure_columns]: keys must be figures of the GPU "
            f"table ({', '.join(GPU_FIGURES)})"
        )
    sources: dict[str, list[FigureSource]] = {r.name: [] for r in gpu_rows}
    for i, src in enumerate(source_rows, start=1):
        if normalise_name(src.gpu) not in by_norm:
            raise CatalogError(f"gpu_sources.csv row {i} ({src.gpu}), field gpu: unknown GPU")
        if src.field in columns and src.reference_column != columns[src.field]:
            raise CatalogError(
                f"gpu_sources.csv row {i} ({src.gpu}), field reference_column: "
                f"{src.reference_column!r}, but catalog.toml [figure_columns] takes "
                f"{src.field} from {columns[src.field]!r}"
            )
        gpu_name = by_norm[normalise_name(src.gpu)]
        if any(f.field == src.field for f in sources[gpu_name]):
            raise CatalogError(
                f"gpu_sources.csv row {i} ({src.gpu}), field field: {src.field} has two sources"
            )
        sources[gpu_name].append(
            FigureSource(src.field, src.confidence, src.reference_column, src.source)
        )
    gpus = []
    for gpu_row in gpu_rows:
        phys = physical.get(gpu_row.name)
        facts: dict[str, Any] = {"physical_source": "no physical facts in this catalog (unknown)"}
        if phys is not None:
            facts = {
                "board_power_w": phys.board_power_w,
                # A blank slot width (an SXM module, an unsourced partner card) is unknown:
                # the model's default of two slots stands in for it.
                "slot_width": phys.slot_width or 2,
                "form_factor": phys.form_factor or "pcie",
                "cooler": phys.cooler,
                "physical_source": (
                    f"reference: {phys.reference_name} (board power "
                    f"{phys.board_power_confidence}, slot width {phys.slot_width_confidence}); "
                    f"cooler: {phys.cooler_source}"
                ),
                "power_connectors": phys.power_connectors,
                "nvlink": phys.nvlink,
                "pcie": phys.pcie,
                "board_length_mm": phys.board_length_mm,
                "launch_msrp_usd": phys.launch_msrp_usd,
                "launch_date": phys.launch_date,
            }
        gpus.append(
            Gpu(
                name=gpu_row.name,
                cuda_cores=gpu_row.cuda_cores,
                tensor_cores=gpu_row.tensor_cores,
                memory_gb=gpu_row.memory_gb,
                memory_bandwidth_gbs=gpu_row.memory_bandwidth_gbs,
                tensor_tflops=gpu_row.tensor_tflops,
                fp16_tflops=gpu_row.fp16_tflops,
                fp32_tflops=gpu_row.fp32_tflops,
                fp8_tensor_tflops=gpu_row.fp8_tensor_tflops,
                fp4_tensor_tflops=gpu_row.fp4_tensor_tflops,
                aliases=tuple(aliases[gpu_row.name]),
                figure_sources=tuple(sources[gpu_row.name]),
                **facts,
            )
        )
    return gpus, by_norm


def _read_skus(
    folder: Path,
    gpu_by_name: dict[str, Gpu],
    resolve: Callable[[str, str], str],
    parts: tuple[Part, ...] = (),
) -> list[Sku]:
    """The SKUs of ``skus.toml`` in row order: the seed's with their printed figures read
    beside the computed, and those built from ``parts`` (rows naming their parts,
    :mod:`rigwright.core.catalog.part_skus`; priced later)."""
    sku_file = _optional_toml(folder, "skus.toml")
    for i, raw in enumerate(sku_file.get("section", []), start=1):
        _validate(SectionRow, raw, f"skus.toml section {i}")
    raws = sku_file.get("sku", [])
    by_part = {normalise_name(p.name): p for p in parts}
    skus = [
        parts_sku(raw, lambda name, where: gpu_by_name[resolve(name, where)], by_part, _validate)
        for raw in raws
        if is_parts_row(raw)
    ]
    printed = [raw for raw in raws if not is_parts_row(raw)]
    sku_rows: list[SkuRow] = _rows(SkuRow, printed, "skus.toml", "number")
    seen_numbers: set[str] = {s.number for s in skus}
    if len(seen_numbers) != len(skus):
        raise CatalogError("skus.toml: two rows have the same number")
    for sku_row in sku_rows:
        where = f"skus.toml row {sku_row.number}"
        if sku_row.number in seen_numbers:
            raise CatalogError(f"{where}, field number: duplicate row number")
        seen_numbers.add(sku_row.number)
        gm = _GPU_CELL.match(sku_row.gpu_as_printed)
        if gm is None:
            raise CatalogError(
                f"{where}, field gpu_as_printed: expected 'N*GPU', got {sku_row.gpu_as_printed!r}"
            )
        count = int(gm.group("count"))
        gpu_printed = gm.group("name").strip()
        gpu = gpu_by_name[resolve(gpu_printed, f"{where}, field gpu_as_printed")]
        for part in ("cpu", "ram", "gpu_as_printed", "storage", "chassis", "monitor"):
            if getattr(sku_row, part) not in collapse_spaces(sku_row.config_as_printed):
                raise CatalogError(f"{where}, field {part}: not found in config_as_printed")
        fp16, fp16_prec = printed_number(
            sku_row.fp16_as_printed, field=f"{where}, field fp16_as_printed"
        )
        bw, bw_prec = printed_number(
            sku_row.bandwidth_as_printed, field=f"{where}, field bandwidth_as_printed"
        )
        mem, mem_prec = printed_number(
            sku_row.memory_as_printed, field=f"{where}, field memory_as_printed"
        )
        price, price_unit = printed_number(
            sku_row.price_as_printed, field=f"{where}, field price_as_printed"
        )
        if price_unit != 1:
            raise CatalogError(
                f"{where}, field price_as_printed: {sku_row.price_as_printed!r} is not "
                f"a whole number of yuan"
            )
        psu = parse_psu(sku_row.chassis)
        code = collapse_spaces(sku_row.code_as_printed)
        skus.append(
            Sku(
                number=sku_row.number,
                code=code,
                code_as_printed=sku_row.code_as_printed,
                series=code.split(" ")[0],
                sku_class=sku_row.class_,
                cpu=sku_row.cpu,
                ram=sku_row.ram,
                ram_gb=_ram_gb(sku_row.ram, field=f"{where}, field ram"),
                gpu=gpu.name,
                gpu_as_printed=gpu_printed,
                gpu_count=count,
                storage=sku_row.storage,
                chassis=sku_row.chassis,
                psu_count=psu[0] if psu else None,
                psu_w=psu[1] if psu else None,
                monitor=sku_row.monitor,
                config_as_printed=sku_row.config_as_printed,
                fp16=StatedFigure(
                    sku_row.fp16_as_printed, fp16, _times(count, gpu.fp16_tflops), fp16_prec
                ),
                memory_bandwidth=StatedFigure(
                    sku_row.bandwidth_as_printed, bw, gpu.memory_bandwidth_gbs, bw_prec
                ),
                memory=StatedFigure(
                    sku_row.memory_as_printed, mem, _times(count, gpu.memory_gb), mem_prec
                ),
                ideal_as_printed=sku_row.ideal_as_printed,
                ideal_workloads=_parse_ideal(
                    sku_row.ideal_as_printed, field=f"{where}, field ideal_as_printed"
                ),
                price_cny=int(price),
                price_as_printed=sku_row.price_as_printed,
                remark=sku_row.remark,
            )
        )
    skus.sort(key=lambda s: s.sort_key)
    codes = [normalise_name(s.code) for s in skus]
    for sku in skus:
        if codes.count(normalise_name(sku.code)) > 1:
            raise CatalogError(
                f"skus.toml row {sku.number}, field code_as_printed: "
                f"{sku.code!r} is used by another row too"
            )

    return skus


def _read_chassis(folder: Path, skus: list[Sku]) -> dict[str, ChassisSpec]:
    """The chassis series of ``chassis.toml`` (required when there are SKUs), by series."""
    # SKUs are built in a chassis series: a catalog with SKUs needs chassis.toml.
    chassis_file = (
        _read_toml(folder / "chassis.toml")
        if any(not s.parts for s in skus)
        else _optional_toml(folder, "chassis.toml")
    )
    chassis = {}
    for i, raw in enumerate(chassis_file.get("chassis", []), start=1):
        chassis_row = _validate(ChassisRow, raw, f"chassis.toml chassis {raw.get('series', i)}")
        figures = _chassis_figures(folder, chassis_row.series)
        positions = next(
            (int(f.value) for f in figures if f.name == "gpu_positions"), chassis_row.max_gpus
        )
        chassis[chassis_row.series] = ChassisSpec(
            series=chassis_row.series,
            form_factor=chassis_row.form_factor_as_printed,
            min_gpus=chassis_row.min_gpus,
            max_gpus=chassis_row.max_gpus,
            pcie_slots=positions,
            source=chassis_row.source,
            figures=figures,
        )
    for sku in skus:
        if sku.series not in chassis and not sku.parts:
            raise CatalogError(
                f"skus.toml row {sku.number}: no chassis.toml entry for series {sku.series!r}"
            )

    return chassis


def _tiers(
    sections: dict[str, GuidanceSection], section: str, resolve: Callable[[str, str], str]
) -> tuple[tuple[str, ...], ...]:
    """The seed's tiers of ``section`` ("cnn", "rnn") as canonical GPU names, best first."""
    if section not in sections:
        return ()
    out = tuple(
        tuple(resolve(n, f"guidance.toml [{section}], field tiers") for n in tier)
        for tier in sections[section].tiers
    )
    listed = [n for tier in out for n in tier]
    twice = sorted({n for n in listed if listed.count(n) > 1})
    if twice:
        raise CatalogError(
            f"guidance.toml [{section}], field tiers: {', '.join(twice)} "
            f"listed in more than one place"
        )
    return out


def _priority(
    sections: dict[str, GuidanceSection], section: str
) -> tuple[str | tuple[str, ...], ...]:
    """The seed's priority order of ``section``; a joint step as a tuple."""
    if section not in sections:
        return ()
    return tuple(step[0] if len(step) == 1 else tuple(step) for step in sections[section].priority)


def _guidance_tables(
    guidance: dict[str, Any], resolve: Callable[[str, str], str]
) -> tuple[tuple[ScaleRow, ...], dict[str, list[str]]]:
    """The CNN scale table and the RNN grades of ``guidance.toml``."""
    scale_rows = [
        _validate(ScaleFileRow, s, f"guidance.toml scale {s.get('scale', i)}")
        for i, s in enumerate(guidance.get("scale", []), start=1)
    ]
    scale_table = tuple(
        ScaleRow(
            scale=r.scale,
            label_as_printed=r.label_as_printed,
            gpus=tuple(resolve(n, f"guidance.toml scale {r.scale}") for n in r.gpus),
            memory_gb=tuple(r.memory_gb),
            dense=r.dense,
            max_per_workstation=r.max_per_workstation,
            notes_as_printed=" ".join(r.notes_as_printed),
        )
        for r in scale_rows
    )
    grades: dict[str, list[str]] = {}
    for i, raw in enumerate(guidance.get("rnn_grade", []), start=1):
        g = _validate(GradeRow, raw, f"guidance.toml rnn_grade {i}")
        grades.setdefault(g.grade, []).append(resolve(g.gpu, f"guidance.toml rnn_grade {i}"))

    return scale_table, grades
