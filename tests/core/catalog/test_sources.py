"""Where a catalog's folder is (:func:`rigwright.core.catalog.sources.catalog_folder`): a
catalog name is only ever a folder directly under data/, never a path out of it."""

from __future__ import annotations

import pytest

from rigwright.core.catalog.sources import CatalogError, catalog_folder


@pytest.mark.parametrize(
    "name",
    [
        "../seed-2020",
        "seed-2020/../seed-2020",
        "/etc",
        "..",
        "x" * 300,
        "seed-2020\\..\\seed-2020",
        "seed\x00",
    ],
)
def test_a_catalog_name_is_never_a_path_out_of_data(tmp_path, name):
    # Before: "../<folder>" opened a catalog outside data/ (a quote file's "catalog" or
    # --catalog chose any folder holding a catalog.toml), and a 300-character name raised
    # OSError (file name too long).
    root = tmp_path / "data"
    (root / "sub").mkdir(parents=True)
    (tmp_path / "seed-2020").mkdir()
    (tmp_path / "seed-2020" / "catalog.toml").write_text("", encoding="utf-8")
    with pytest.raises(CatalogError, match="^unknown catalog "):
        catalog_folder(name if name != "/etc" else str(tmp_path / "seed-2020"), root)
