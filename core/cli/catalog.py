"""Commands on a catalog as a whole: ``rigwright lint`` (where it contradicts itself) and
``rigwright catalog export`` / ``import`` (packs and price lists)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, TextIO

from rigwright.core.catalog.sources import CatalogError
from rigwright.core.cli.inputs import (
    EXIT_FAILURE,
    EXIT_OK,
    EXIT_USAGE,
    DefaultCatalog,
    UsageError,
    db_path,
    open_catalog,
)
from rigwright.core.cli.output import print_table, write_json


def run_lint(args: argparse.Namespace, out: TextIO) -> int:
    """``rigwright lint [--json]``: the catalog's findings (:mod:`rigwright.core.catalog.lint`)
    and a count by severity; exit 0 whatever they say."""
    from rigwright.core.catalog.lint import lint_catalog
    from rigwright.core.catalog.sources import catalog_folder

    catalog = open_catalog(args)
    try:
        folder: Path | None = catalog_folder(args.catalog)
    except CatalogError:
        folder = None  # a catalog that lives only in the database: no rule files
    findings = lint_catalog(catalog, folder)
    if args.json:
        write_json([f.as_json() for f in findings], out)
        return EXIT_OK

    def where(f: Any) -> str:
        w = f.where
        return f"{w['sku']} {w['code']}" if "sku" in w else w.get("gpu") or w.get("text", "")

    print_table(
        [[f.severity, f.kind, where(f), f.message] for f in findings],
        ["Severity", "Kind", "Where", "Finding"],
        out,
        right=set(),
    )
    counts: dict[str, int] = {}
    for f in findings:
        counts[f.severity] = counts.get(f.severity, 0) + 1
    print(
        f"{len(findings)} finding{'' if len(findings) == 1 else 's'}"
        + (": " if counts else "")
        + ", ".join(f"{n} {s}" for s, n in counts.items()),
        file=out,
    )
    return EXIT_OK


def run_catalog(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """``catalog export DIR`` / ``catalog import FILE`` (:mod:`rigwright.core.storage.packs`).
    An invalid file prints every problem on its own line, then a summary line (exit 2)."""
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
            written = export_catalog(db_path(args), args.catalog, folder)
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
    explicit = None if isinstance(args.catalog, DefaultCatalog) else args.catalog
    try:
        result = import_file(path, db_path(args), explicit, base=args.base, replace=args.replace)
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
