"""Catalog export: a catalog pack (one JSON file, every field) and three CSVs for people
(``gpus.csv``, ``skus.csv``, ``availability.csv``, UTF-8 with a BOM for Excel), written all or
nothing."""

from __future__ import annotations

import contextlib
import csv
import dataclasses
import errno
import io
import json
import os
from collections.abc import Iterable
from decimal import Decimal
from enum import Enum
from pathlib import Path
from typing import Any

from rigwright.core.catalog.availability import AVAILABILITY_FILE, COLUMNS
from rigwright.core.catalog.files import PHYSICAL_FACTS
from rigwright.core.catalog.model import GPU_FIGURES, Catalog
from rigwright.core.io.files import stage, umask_mode
from rigwright.core.storage.pack_format import PACK_FORMAT, PACK_VERSION


def _plain(value: Any) -> Any:
    """A catalog value as JSON-ready data: Decimals as strings, enums as their values."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value) if f.init}
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


def catalog_to_pack(catalog: Catalog) -> dict[str, Any]:
    """The whole catalog as the JSON object of a pack."""
    return {"format": PACK_FORMAT, "format_version": PACK_VERSION, **_plain(catalog)}


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""A text cell starting with one of these is a formula to Excel and LibreOffice
("=HYPERLINK(...)", "=cmd|' /C calc'!A0"): the CSVs write it after an apostrophe, which makes
the spreadsheet show it as text, and a price list drops that apostrophe again."""


def _cell(value: Any) -> str:
    """A CSV cell: unknown (None) is blank, never 0; text that a spreadsheet would run as a
    formula is written after an apostrophe (:data:`FORMULA_STARTS`)."""
    if value is None:
        return ""
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return str(value)


def _uncell(text: str) -> str:
    """A CSV cell's text as written before :func:`_cell` guarded it."""
    return text[1:] if text.startswith("'") and text[1:].startswith(FORMULA_STARTS) else text


GPU_CSV_COLUMNS = ("name", "aliases", *GPU_FIGURES, *PHYSICAL_FACTS)
SKU_CSV_COLUMNS = (
    "number",
    "code",
    "price_cny",
    "basis",
    "illustrative",
    "price_as_printed",
    "class",
    "series",
    "gpu",
    "gpu_count",
    "cpu",
    "ram",
    "ram_gb",
    "storage",
    "chassis",
    "psu_count",
    "psu_w",
    "monitor",
    "stated_fp16_tops",
    "computed_fp16_tops",
    "stated_memory_bandwidth_gbs",
    "computed_memory_bandwidth_gbs",
    "stated_memory_gb",
    "computed_memory_gb",
    "ideal_as_printed",
    "remark",
)


def _csv_text(header: Iterable[str], rows: Iterable[Iterable[Any]]) -> str:
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, lineterminator="\r\n")  # Excel's line ends
    writer.writerow(header)
    for row in rows:
        writer.writerow([_cell(v) for v in row])
    return buffer.getvalue()


def gpus_csv(catalog: Catalog) -> str:
    """``gpus.csv``: one row per GPU, figures and physical facts; a blank cell is unknown."""
    return _csv_text(
        GPU_CSV_COLUMNS,
        (
            [
                g.name,
                "; ".join(g.aliases),
                *(getattr(g, m) for m in GPU_FIGURES),
                *(getattr(g, f) for f in PHYSICAL_FACTS),
            ]
            for g in catalog.gpus
        ),
    )


def skus_csv(catalog: Catalog) -> str:
    """``skus.csv``: one row per SKU; its first columns make it a price list."""
    return _csv_text(
        SKU_CSV_COLUMNS,
        (
            [
                s.number,
                s.code,
                s.price_cny,
                s.price_basis,
                "true" if s.price_illustrative else "false",
                s.price_as_printed,
                s.sku_class,
                s.series,
                s.gpu,
                s.gpu_count,
                s.cpu,
                s.ram,
                s.ram_gb,
                s.storage,
                s.chassis,
                s.psu_count,
                s.psu_w,
                s.monitor,
                s.fp16.stated,
                s.fp16.computed,
                s.memory_bandwidth.stated,
                s.memory_bandwidth.computed,
                s.memory.stated,
                s.memory.computed,
                s.ideal_as_printed,
                s.remark,
            ]
            for s in catalog.skus
        ),
    )


AVAILABILITY_CSV_COLUMNS = COLUMNS
"""``availability.csv``'s columns: a catalog folder's file, importable alone."""


def availability_csv(catalog: Catalog) -> str:
    """``availability.csv``: one row per (item, market) the catalog's data knows, as a catalog
    folder's file has them; importing it alone (an availability list) sets those rows."""
    return _csv_text(
        AVAILABILITY_CSV_COLUMNS,
        ([a.item, a.market, a.status, a.as_of, a.source, a.note] for a in catalog.availability),
    )


def _naming(exc: OSError, path: Path) -> OSError:
    """``exc`` as an OSError whose filename is the target ``path`` (not a temporary file)."""
    if exc.errno is None:
        return OSError(errno.EIO, str(exc), str(path))
    return OSError(exc.errno, exc.strerror or os.strerror(exc.errno), str(path))


def write_files_atomically(files: dict[Path, bytes]) -> None:
    """Write every file to a temporary file beside it, then move each into place.

    Every target is checked first (a folder in the way is refused); nothing is replaced until
    every file has been written completely; a failure removes the temporary files and leaves
    the folder as it was. The files get the mode a new file gets under the umask.

    Raises:
        OSError: a file cannot be written; its ``filename`` is the target file.
    """
    for path in files:
        if path.is_dir():
            raise IsADirectoryError(errno.EISDIR, "a folder is in the way of the file", str(path))
    mode = umask_mode()
    staged: list[tuple[str, Path]] = []
    try:
        for path, data in files.items():
            try:
                staged.append((stage(path, data, mode), path))
            except OSError as exc:
                raise _naming(exc, path) from exc
        for tmp, path in staged:
            try:
                os.replace(tmp, path)
            except OSError as exc:
                raise _naming(exc, path) from exc
    except BaseException:
        for tmp, _ in staged:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp)
        raise


def export_pack(catalog: Catalog, folder: Path) -> list[Path]:
    """Write ``folder/<name>.json``, ``folder/gpus.csv``, ``folder/skus.csv`` and
    ``folder/availability.csv`` (the folder is created if needed); returns the paths written,
    the pack first.

    Raises:
        OSError: the folder or a file cannot be written; nothing is half-written.
    """
    folder.mkdir(parents=True, exist_ok=True)
    text = json.dumps(catalog_to_pack(catalog), ensure_ascii=False, indent=2) + "\n"
    files = {
        folder / f"{catalog.name}.json": text.encode("utf-8"),
        folder / "gpus.csv": gpus_csv(catalog).encode("utf-8-sig"),
        folder / "skus.csv": skus_csv(catalog).encode("utf-8-sig"),
        folder / AVAILABILITY_FILE: availability_csv(catalog).encode("utf-8-sig"),
    }
    write_files_atomically(files)
    return list(files)
