"""What the fixes of a build may choose from in a market: the catalog without the items not
sold there and without the GPUs no workstation takes, the build's own items kept (so that
the build can still be checked and only its alternatives are filtered). The command line's
``check --fixes`` and the window's fix buttons both search in it."""

from __future__ import annotations

from rigwright.core.build.model import Build
from rigwright.core.catalog.model import Catalog


def build_items(build: Build) -> list[str]:
    """The catalog names a build uses: its GPU models, chassis, PSU part and CPU lines."""
    names = [line.model for line in build.gpus]
    names.append(build.chassis)
    if build.psu:
        names.append(build.psu)
    names.extend(c.name for c in build.cpus)
    return names


def fix_choices(build: Build, catalog: Catalog, market: str | None) -> Catalog:
    """``catalog`` as the fixes of ``build`` in ``market`` see it
    (:func:`rigwright.core.catalog.availability.for_market` with ``workstation=True`` and the
    build's items kept); None: no market filter, only the workstation cards."""
    # Imported here: the availability module brings pydantic, which the window's start avoids.
    from rigwright.core.catalog.markets import for_market

    return for_market(catalog, market, workstation=True, keep=build_items(build))
