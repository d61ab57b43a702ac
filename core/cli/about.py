"""``rigwright about``: the version, the catalog in use, the database and log folders and
the library versions, as JSON or as lines for people."""

from __future__ import annotations

import argparse
from typing import TextIO

from rigwright.core.catalog.sources import CatalogError
from rigwright.core.cli.inputs import EXIT_OK, db_path, open_catalog
from rigwright.core.cli.output import write_json
from rigwright.core.storage.database import StorageError


def run_about(args: argparse.Namespace, out: TextIO) -> int:
    """``rigwright about [--json]``: :func:`rigwright.core.about.about` for the ``--catalog``
    catalog. A catalog that cannot be opened is listed with the reason (exit 0): the facts
    matter most when something is wrong."""
    from rigwright.core.about import about, about_lines

    catalogs, errors = [], []
    try:
        catalogs.append(open_catalog(args))
    except (CatalogError, StorageError, OSError) as exc:
        errors.append({"name": args.catalog, "reason": str(exc)})
    facts = about(catalogs, db_path(args))
    if errors:
        facts["catalog_errors"] = errors
    if args.json:
        write_json(facts, out)
    else:
        for line in about_lines(facts):
            print(line, file=out)
    return EXIT_OK
