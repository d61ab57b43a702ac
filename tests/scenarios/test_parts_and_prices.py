"""Platform parts and the illustrative price list of the ``current`` catalog.

The CPU and board figures are checked against an independent transcription of the reference
notes (gpus-notes.md, "CPU / platform facts" and "Boards with a seven-slot layout"), made by
hand here: the tests never read ../shared. Every assumed figure carries its reason; prices are
launch MSRP × the dated rate, exact; a missing price stays None (never 0) from the files to
the database, the JSON and the totals; a bad parts file names file, part and field.
"""

from __future__ import annotations

import dataclasses
import io
import json
import re
import shutil
import sqlite3
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from rigwright.core.catalog.files import CatalogError, load_catalog_files
from rigwright.core.catalog.model import PART_FIGURES, PartKind
from rigwright.core.cli import main as cli
from rigwright.core.io.paths import data_dir
from rigwright.core.pricing.prices import PRICE_TO_BE_SET, Price, price_of, total_price
from rigwright.core.storage.database import open_catalog
from rigwright.core.storage.packs import PackError, export_pack, pack_from_text, price_list_name

LIST = price_list_name(date.today())
"""How an import today names its price list in a basis."""

ARK = "https://ark.intel.com/content/www/us/en/ark/products/"

# gpus-notes.md, "CPU / platform facts", transcribed by hand. Columns: name, cores,
# base/default power W, max turbo power W (None: not given), CPU PCIe lanes (None: not
# given), memory channels, confidence, a piece of the source address.
CPUS = [
    ("Intel Xeon w9-3495X", 56, 350, 420, 112, 8, "datasheet", ARK + "233483/"),
    ("Intel Xeon w9-3475X", 36, 300, 360, 112, 8, "datasheet", ARK + "233419/"),
    ("Intel Xeon w7-3465X", 28, 300, 360, 112, 8, "datasheet", ARK + "233417/"),
    ("Intel Xeon w5-3435X", 16, 270, 324, 112, 8, "datasheet", ARK + "233421/"),
    ("Intel Xeon w7-2495X", 24, 225, 270, 64, 4, "datasheet", ARK + "233416/"),
    ("Intel Xeon w5-2465X", 16, 200, 240, 64, 4, "datasheet", ARK + "233415/"),
    ("Intel Xeon w3-2423", 6, 120, 144, 64, 4, "datasheet", ARK + "233484/"),
    ("AMD Ryzen Threadripper PRO 7995WX", 96, 350, None, 128, 8, "secondary", "32790046551"),
    ("AMD Ryzen Threadripper PRO 7945WX", 12, 350, None, 128, 8, "secondary", "32790046551"),
    ("AMD Ryzen Threadripper PRO 9995WX", 96, 350, None, None, 8, "secondary", "55688998217"),
]

# "Boards with a seven-slot layout": board name -> (slots, x16 slots, x8 slots; None = not
# given), confidence, a piece of the source address.
BOARDS = {
    "ASUS Pro WS WRX90E-SAGE SE": (7, 6, 1, "secondary", "53167925930"),
    "ASUS W790E-SAGE SE": (7, None, None, "secondary", "autonomous-ai/Personal-AI-Computer"),
}

# Launch MSRPs (USD) and dates of the current GPUs in the reference gpus.csv, by hand; None is
# a blank cell (no price: "price to be set").
MSRPS = {
    "GeForce RTX 3090": (1499, "2020-09-24"),
    "GeForce RTX 4090": (1599, "2022-10-12"),
    "GeForce RTX 5090": (1999, "2025-01-30"),
    "RTX A6000": None,
    "RTX 6000 Ada Generation": (6800, "2022-12-03"),
    "RTX PRO 6000 Blackwell Workstation Edition": (8565, "2025-03-18"),
    "RTX PRO 6000 Blackwell Max-Q Workstation Edition": None,
    "RTX 5000 Ada Generation": None,
    "RTX 4000 Ada Generation": (1250, "2023-08-09"),
    "L4": None,
    "L40S": None,
    "A100 PCIe 80GB": None,
    "H100 PCIe 80GB": None,
    "H100 NVL 94GB": None,
    "H200 NVL 141GB": None,
}


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


# The price-list mechanics below are tested on the earlier, partial list of launch MSRPs
# (kept beside this file): it leaves items unpriced, which the shipped list no longer does.
LAUNCH_MSRP_PRICES = Path(__file__).with_name("launch_msrp_prices.toml")


def _copy_current(root: Path) -> Path:
    shutil.copytree(data_dir() / "current", root / "current")
    shutil.copyfile(LAUNCH_MSRP_PRICES, root / "current" / "prices.toml")
    return root


@pytest.fixture(scope="module")
def current(tmp_path_factory: pytest.TempPathFactory):
    """data/current with the launch-MSRP price list."""
    return load_catalog_files("current", _copy_current(tmp_path_factory.mktemp("data")))


@pytest.fixture(scope="module")
def shipped():
    """data/current as shipped (every item priced)."""
    return load_catalog_files("current")


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    """A writable copy of data/current (launch-MSRP price list) under tmp_path/data/current."""
    return _copy_current(tmp_path / "data")


# ----------------------------------------------------------------------------- parts


def test_the_seed_has_no_parts_and_an_illustrative_gpu_price_list(seed_catalog):
    # data/seed-2020/prices.toml: GPU launch MSRPs from gpu_physical.csv, not from the seed
    # (the configuration search prices a SKU's platform with other GPUs from it).
    assert seed_catalog.parts == ()
    pl = seed_catalog.price_list
    assert pl is not None and pl.illustrative and "not from the seed" in pl.title
    assert {e.kind for e in pl.entries} == {"gpu"}
    assert all(e.amount_usd == seed_catalog.gpu(e.item).launch_msrp_usd for e in pl.entries)
    assert price_of(seed_catalog, "TESLA V100") == Price(None)  # no MSRP: to be set, not 0


def test_every_kind_is_present(current):
    kinds = {p.kind for p in current.parts}
    assert kinds == set(PartKind)


@pytest.mark.parametrize("row", CPUS, ids=[r[0] for r in CPUS])
def test_cpu_figures_are_the_notes(current, row):
    name, cores, base, turbo, lanes, channels, confidence, source = row
    cpu = current.part(name)
    assert cpu.kind is PartKind.CPU
    for figure, expected in (
        ("cores", cores),
        ("base_power_w", base),
        ("memory_channels", channels),
    ):
        fig = cpu.figure(figure)
        assert fig.number == expected, figure
        assert fig.status == "sourced" and fig.confidence == confidence, figure
        if figure != "memory_channels":  # the notes' AMD rows do not say whose it is
            assert source in fig.source, figure
    assert cpu.figure("base_power_w").unit == "W"
    if turbo is not None:
        fig = cpu.figure("max_power_w")
        assert (fig.number, fig.status, fig.confidence) == (turbo, "sourced", confidence)
        assert source in fig.source
    else:  # AMD's package power is not in the notes: an assumption with its reason
        fig = cpu.figure("max_power_w")
        assert fig.status == "assumed" and "not sourced" in fig.note
    lane_fig = cpu.figure("pcie_lanes")
    assert lane_fig.unit == "lanes"
    if lanes is not None:
        assert lane_fig.number == lanes and lane_fig.status == "sourced"
    else:
        assert lane_fig.status == "assumed" and "not separately sourced" in lane_fig.note


def test_threadripper_lanes_say_they_are_a_leak(current):
    fig = current.part("AMD Ryzen Threadripper PRO 7995WX").figure("pcie_lanes")
    assert "wccftech" in fig.source and "leak" in fig.note


def test_the_cpus_are_the_notes_models_and_the_servers(current):
    # The notes' workstation CPUs, and the EPYC of the lineup's 4U server (sourced in
    # parts.toml, docs/catalog-current.md).
    cpus = [p.name for p in current.parts if p.kind is PartKind.CPU]
    assert cpus == [r[0] for r in CPUS] + ["AMD EPYC 9355"]
    assert current.part("AMD EPYC 9355").figure("cores").status == "sourced"


@pytest.mark.parametrize("board", sorted(BOARDS))
def test_board_slot_maps_are_the_notes(current, board):
    slots, x16, x8, confidence, source = BOARDS[board]
    chassis = next(
        p for p in current.parts if p.kind is PartKind.CHASSIS and p.figure("board").value == board
    )
    count = chassis.figure("slot_count")
    assert (count.number, count.status, count.confidence) == (slots, "sourced", confidence)
    assert source in count.source
    for name, expected in (("x16_slots", x16), ("x8_slots", x8)):
        fig = chassis.figure(name)
        if expected is None:
            assert fig.status == "assumed" and fig.note
        else:
            assert (fig.number, fig.status) == (expected, "sourced")
    slot_map = chassis.figure("slot_map").value.split()
    assert len(slot_map) == slots
    assert slot_map.count("x16") == chassis.number("x16_slots")
    assert slot_map.count("x8") == chassis.number("x8_slots")
    # Which slot is x8, the spacing and the case are not in the notes.
    for name in ("slot_map", "slot_pitch", "case_expansion_slots", "max_gpu_length_mm", "psu_bays"):
        assert chassis.figure(name).status == "assumed", name
    assert chassis.number("max_double_width_gpus") == 4


def test_generic_parts_are_assumed_with_reasons(current):
    """A generic PSU, memory kit or drive (no product named) is assumed with its reason; a
    named product (the lineup's Seasonic PSUs) is sourced."""
    for part in current.parts:
        if part.kind in (PartKind.PSU, PartKind.MEMORY, PartKind.DRIVE):
            main = {"psu": "power_w", "memory": "capacity_gb", "drive": "capacity_tb"}
            fig = part.figure(main[part.kind.value])
            if fig.status == "sourced":
                assert fig.source and fig.confidence in ("datasheet", "secondary"), part.name
            else:
                assert fig.status == "assumed" and len(fig.note) > 10, part.name


def test_psu_options(current):
    psus = {
        (p.number("psu_count"), p.number("power_w"))
        for p in current.parts
        if p.kind is PartKind.PSU
    }
    assert {(1, 1200), (1, 1600), (1, 2000)} <= psus
    assert any(count == 2 for count, _ in psus)  # a dual-PSU option


def test_every_figure_is_sourced_assumed_or_unknown(current):
    assert current.parts
    for part in current.parts:
        for fig in part.figures:
            assert fig.unit == PART_FIGURES[fig.name][0]
            if fig.status == "sourced":
                assert (
                    fig.value is not None
                    and fig.source
                    and fig.confidence in ("datasheet", "secondary")
                ), (part.name, fig.name)
            elif fig.status == "assumed":
                assert fig.value is not None and len(fig.note) > 10, (part.name, fig.name)
                assert not fig.source and not fig.confidence
            else:
                assert fig.status == "unknown" and fig.value is None, (part.name, fig.name)


def test_an_unknown_figure_is_none_not_zero(current):
    fig = current.part("Intel Xeon w9-3475X").figure("memory_max_tb")
    assert fig.status == "unknown" and fig.value is None and fig.number is None
    assert current.part("Intel Xeon w9-3475X").number("memory_max_tb") is None


# ----------------------------------------------------------------------------- bad files


BAD_PARTS = [
    (
        '{ name = "cores", value = 56, source = "ark-w9-3495x" }',
        '{ name = "cores", value = "many", source = "ark-w9-3495x" }',
        "parts.toml part 'Intel Xeon w9-3495X', figure cores, field value: 'many' is not a number",
    ),
    (
        '{ name = "cores", value = 56, source = "ark-w9-3495x" }',
        '{ name = "cores", value = 56, source = "nowhere" }',
        "parts.toml part 'Intel Xeon w9-3495X', figure cores, field source: unknown source "
        "'nowhere'",
    ),
    (
        '{ name = "cores", value = 56, source = "ark-w9-3495x" }',
        '{ name = "cores", value = 56 }',
        "parts.toml part 'Intel Xeon w9-3495X', figure cores, field source: give either source",
    ),
    (
        '{ name = "cores", value = 56, source = "ark-w9-3495x" }',
        '{ name = "cores", value = -56, source = "ark-w9-3495x" }',
        "parts.toml part 'Intel Xeon w9-3495X', figure cores, field value: -56 must be",
    ),
    (
        '{ name = "cores", value = 56, source = "ark-w9-3495x" }',
        '{ name = "corez", value = 56, source = "ark-w9-3495x" }',
        "parts.toml part 'Intel Xeon w9-3495X', figure corez, field name: unknown figure 'corez'",
    ),
    (
        'kind = "cpu"\nname = "Intel Xeon w9-3495X"',
        'kind = "gpu"\nname = "Intel Xeon w9-3495X"',
        "parts.toml part 'Intel Xeon w9-3495X', field kind:",
    ),
    (
        'name = "Intel Xeon w9-3475X"',
        'name = "Intel Xeon w9-3495X"',
        "parts.toml part 'Intel Xeon w9-3495X', field name: another part has this name",
    ),
]


@pytest.mark.parametrize(
    ("old", "new", "message"),
    BAD_PARTS,
    ids=[
        "not-a-number",
        "unknown-source",
        "no-status",
        "negative",
        "unknown-figure",
        "unknown-kind",
        "duplicate",
    ],
)
def test_a_bad_parts_file_names_file_part_and_field(pack, old, new, message):
    path = pack / "current" / "parts.toml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(CatalogError) as exc:
        load_catalog_files("current", pack)
    assert str(exc.value).startswith(message), str(exc.value)


def test_a_bad_price_names_file_entry_and_field(pack):
    path = pack / "current" / "prices.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("usd = 1599", "usd = 1699"), encoding="utf-8")
    with pytest.raises(
        CatalogError,
        match=r"^prices.toml price 'GeForce RTX 4090', field usd: "
        r"1699 is not the GPU table's launch MSRP 1599",
    ):
        load_catalog_files("current", pack)
    path.write_text(
        text.replace('item = "Intel Xeon w9-3495X"', 'item = "Intel Xeon w9-9999X"'),
        encoding="utf-8",
    )
    with pytest.raises(
        CatalogError,
        match=r"^prices.toml price 'Intel Xeon w9-9999X', "
        r"field item: unknown part",
    ):
        load_catalog_files("current", pack)
    path.write_text(text.replace("usd = 1599", "usd = 1599.5"), encoding="utf-8")
    with pytest.raises(CatalogError, match=r"field usd"):
        load_catalog_files("current", pack)


# ----------------------------------------------------------------------------- prices


def test_the_rate_is_dated_illustrative_and_editable(current):
    pl = current.price_list
    assert pl.illustrative
    rate = pl.exchange_rate
    assert rate.cny_per_usd == Decimal("7.10") and rate.as_of == "2026-11-30"
    assert "illustrative" in rate.note.lower() and "not a quote" in rate.note


@pytest.mark.parametrize("gpu", sorted(MSRPS))
def test_gpu_price_is_launch_msrp_times_the_rate(current, gpu):
    price = price_of(current, gpu)
    if MSRPS[gpu] is None:
        assert price == Price(None, PRICE_TO_BE_SET, False)
        return
    usd, date = MSRPS[gpu]
    assert price.amount_cny == Decimal(usd) * Decimal("7.10")
    assert isinstance(price.amount_cny, Decimal)
    assert price.illustrative
    assert price.basis == f"launch MSRP USD {usd} ({date}) × 7.10 CNY/USD on 2026-11-30"


def test_exact_amounts(current):
    assert price_of(current, "GeForce RTX 4090").amount_cny == Decimal("11352.90")
    assert price_of(current, "GeForce RTX 4090").label() == "¥11,352.90 (illustrative)"
    w9 = price_of(current, "Intel Xeon w9-3495X")
    assert w9.amount_cny == Decimal("41811.90") and "heise" not in w9.basis
    assert w9.basis.startswith("launch price USD 5889 (date not stated) × 7.10")


def test_editing_the_rate_moves_every_price(pack):
    path = pack / "current" / "prices.toml"
    path.write_text(
        path.read_text(encoding="utf-8").replace('"7.10"', '"7.2345"'), encoding="utf-8"
    )
    catalog = load_catalog_files("current", pack)
    assert price_of(catalog, "GeForce RTX 5090").amount_cny == Decimal("14461.7655")


def test_parts_without_a_price_are_to_be_set(current):
    for part in current.parts:
        price = price_of(current, part.name, "part")
        if part.name == "Intel Xeon w9-3495X":
            assert price.is_set
        else:
            assert price.amount_cny is None and price.label() == PRICE_TO_BE_SET


def test_a_catalog_without_a_price_list_prices_nothing(seed_catalog):
    bare = dataclasses.replace(seed_catalog, price_list=None)
    assert price_of(bare, "Titan RTX") == Price(None)


def test_totals_count_known_prices_and_list_the_rest(current):
    total = total_price(
        current,
        [("GeForce RTX 4090", 4), "Intel Xeon w9-3495X", "PSU 2000 W (ATX 3.x)", ("L40S", 2)],
    )
    assert total.known_cny == 4 * Decimal("11352.90") + Decimal("41811.90")
    assert total.unpriced == ("PSU 2000 W (ATX 3.x)", "L40S")
    assert total.illustrative and not total.complete
    assert total.label() == "¥87,223.50 (illustrative) plus 2 items price to be set"


def test_a_total_of_unpriced_items_is_not_zero(current):
    total = total_price(current, ["L40S", "SATA HDD 16 TB (3.5-inch)"])
    assert total.known_cny == 0 and len(total.unpriced) == 2
    assert total.label() == PRICE_TO_BE_SET


def test_unknown_items_and_counts_are_refused(current):
    with pytest.raises(KeyError, match="unknown GPU or part"):
        total_price(current, ["Voodoo 5"])
    with pytest.raises(ValueError, match="count"):
        total_price(current, [("L40S", 0)])


# ----------------------------------------------------------------------------- database, JSON


def test_parts_and_prices_survive_the_database(tmp_db, tmp_path, current):
    root = tmp_path / "data"
    _copy_current(root)
    assert open_catalog(tmp_db, "current", root) == current
    again = open_catalog(tmp_db, "current", root)  # read back from the rows
    assert again == current
    assert again.price_list.exchange_rate.cny_per_usd.as_tuple() == Decimal("7.10").as_tuple()
    assert price_of(again, "L40S").amount_cny is None
    con = sqlite3.connect(tmp_db)
    rows = con.execute("select count(*) from part where catalog = 'current'").fetchone()
    stored = json.loads(
        con.execute("select price_list from catalog where name = 'current'").fetchone()[0]
    )
    unknown = con.execute("select figures from part where name = 'Intel Xeon w9-3475X'").fetchone()
    con.close()
    assert rows == (len(current.parts),)
    assert "L40S" not in {e["item"] for e in stored["entries"]}  # not stored as 0
    assert {"name": "memory_max_tb", "value": None}.items() <= next(
        f for f in json.loads(unknown[0]) if f["name"] == "memory_max_tb"
    ).items()


def test_parts_cli_json(tmp_db, current):
    code, out, err = run("--db", str(tmp_db), "parts", "--catalog", "current", "--json")
    assert code == 0 and err == ""
    parts = json.loads(out)
    assert len(parts) == len(current.parts)
    by_name = {p["name"]: p for p in parts}
    w9 = by_name["Intel Xeon w9-3495X"]
    assert w9["price_cny"] == 41811.9 and w9["price_illustrative"] is True
    cores = next(f for f in w9["figures"] if f["name"] == "cores")
    assert cores == {
        "name": "cores",
        "value": 56,
        "unit": "",
        "status": "sourced",
        "confidence": "datasheet",
        "source": ARK + "233483/intel-xeon-w93495x-processor-105m-cache-1-90-ghz.html",
        "note": "Intel ARK (ARK scrape in felixsteinke/cpu-spec-dataset, 2023)",
    }
    psu = by_name["PSU 1600 W (ATX 3.x)"]
    assert psu["price_cny"] == 3200 and psu["price_basis"].startswith("assumed CNY 3200")
    unknown = next(
        f for f in by_name["Intel Xeon w9-3475X"]["figures"] if f["name"] == "memory_max_tb"
    )
    assert unknown["value"] is None and unknown["status"] == "unknown"
    slot_map = next(
        f
        for f in by_name["Tower, ASUS Pro WS WRX90E-SAGE SE"]["figures"]
        if f["name"] == "slot_map"
    )
    assert slot_map["value"] == "x16 x16 x16 x16 x16 x16 x8" and slot_map["status"] == "assumed"


def test_parts_cli_kind_filter_and_table(tmp_db):
    code, out, _ = run(
        "--db", str(tmp_db), "parts", "--catalog", "current", "--kind", "psu", "--json"
    )
    assert code == 0 and {p["kind"] for p in json.loads(out)} == {"psu"}
    code, out, _ = run("--db", str(tmp_db), "parts", "--catalog", "current", "--kind", "cpu")
    assert code == 0
    assert "[cpu] Intel Xeon w9-3495X" in out and "price: ¥41,811.90 (illustrative)" in out
    assert "price: price to be set" in out and "None" not in out
    assert re.search(r"^memory_max_tb +unknown +unknown +the notes state 4 TB", out, re.MULTILINE)


def test_parts_cli_errors_and_empty(tmp_db):
    code, _, err = run("--db", str(tmp_db), "parts", "--kind", "gpu")
    assert code == 2 and "invalid choice" in err
    code, _, err = run("--db", str(tmp_db), "parts", "--catalog", "nope")
    assert code == 2 and "unknown catalog" in err
    code, out, _ = run("--db", str(tmp_db), "parts")
    assert code == 0 and "has no platform parts" in out
    code, out, _ = run("--db", str(tmp_db), "parts", "--json")
    assert code == 0 and json.loads(out) == []


def test_gpus_json_gains_prices_for_a_priced_catalog(tmp_db):
    code, out, _ = run("--db", str(tmp_db), "gpus", "--catalog", "current", "--json")
    assert code == 0
    by_name = {g["name"]: g for g in json.loads(out)}
    assert by_name["GeForce RTX 4090"]["price_cny"] == 11352.9
    assert by_name["GeForce RTX 4090"]["price_basis"] == (
        "launch MSRP USD 1599 (2022-10-12) × 7.10 CNY/USD on 2026-11-30"
    )
    assert all(g["price_cny"] is not None for g in by_name.values())  # every GPU priced
    assert by_name["H200 NVL 141GB"]["price_basis"].startswith("assumed USD 31580")
    seed = load_catalog_files("seed-2020")
    assert all(
        "price_cny" not in g for g in cli.gpu_json(dataclasses.replace(seed, price_list=None))
    )


# ----------------------------------------------------------------------------- packs


def test_a_pack_round_trips_parts_and_prices(tmp_path, current):
    path = export_pack(current, tmp_path / "out")[0]
    again = pack_from_text(path.read_text(encoding="utf-8"), path.name)
    assert again == current
    assert again.parts == current.parts and again.price_list == current.price_list
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert raw["price_list"]["exchange_rate"]["cny_per_usd"] == "7.10"
    assert not any(e["item"] == "L40S" for e in raw["price_list"]["entries"])


def test_a_bad_pack_part_is_reported(tmp_path, current):
    path = export_pack(current, tmp_path / "out")[0]
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["parts"][0]["figures"][0]["status"] = "guessed"
    raw["parts"][1]["figures"][0]["value"] = None  # sourced, but no value
    raw["price_list"]["entries"][0]["item"] = "Voodoo 5"
    with pytest.raises(PackError) as exc:
        pack_from_text(json.dumps(raw), "p.json")
    problems = [str(p) for p in exc.value.problems]
    assert any("$.parts[0].figures[0], field status: must be one of" in p for p in problems)
    assert any(
        "$.parts[1].figures[0], field value: a sourced figure needs a value" in p for p in problems
    )
    assert any("$.price_list.entries[0], field item: unknown GPU 'Voodoo 5'" in p for p in problems)


def test_an_older_pack_without_parts_still_imports(tmp_path, current):
    path = export_pack(dataclasses.replace(current, parts=(), price_list=None), tmp_path / "out")[0]
    raw = json.loads(path.read_text(encoding="utf-8"))
    del raw["parts"], raw["price_list"]
    again = pack_from_text(json.dumps(raw), "old.json")
    assert again.parts == () and again.price_list is None


# ----------------------------------------------------------------------------- vendor price list


def write_list(path: Path, text: str, encoding: str) -> Path:
    path.write_bytes(text.replace("\n", "\r\n").encode(encoding))
    return path


@pytest.mark.parametrize(
    "encoding, header, basis",
    [
        ("utf-8-sig", "name,price_cny,basis\n", "incl. VAT"),
        ("gbk", "名称,价格,计价基准\n", "含税价"),
    ],
)
def test_a_vendor_price_list_prices_gpus_and_parts(tmp_path, tmp_db, encoding, header, basis):
    path = write_list(
        tmp_path / "vendor.csv",
        header + f'geforce rtx4090,"￥15,999",{basis}\n'  # spelled like gpu()
        f"PSU 1600 W (ATX 3.x),1899,{basis}\n",
        encoding,
    )
    code, out, err = run(
        "--db",
        str(tmp_db),
        "catalog",
        "import",
        str(path),
        "--from",
        "current",
        "--catalog",
        "mine",
    )
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        (
            "updated catalog 'mine' (a copy of 'current') from price list vendor.csv "
            f"({'UTF-8 with BOM' if encoding == 'utf-8-sig' else 'GBK'}): 1 GPU priced, "
            "1 part priced, 2 changed"
        ),
        f"  gpu GeForce RTX 4090: ¥11,352.90 -> ￥15,999 ({basis})",
        f"  part PSU 1600 W (ATX 3.x): ¥3,200 -> ￥1,899 ({basis})",
    ]
    mine = open_catalog(tmp_db, "mine")
    gpu, psu = price_of(mine, "GeForce RTX 4090"), price_of(mine, "psu 1600 w (atx 3.x)")
    assert gpu == Price(
        Decimal(15999), f"{basis} ({LIST}) CNY 15999 (date not stated)", illustrative=False
    )
    assert (psu.amount_cny, psu.illustrative) == (Decimal(1899), False)
    # The file is the engineer's record (the entry's source), never in the printed basis.
    assert "vendor.csv" not in psu.basis
    assert (
        next(e.source for e in mine.price_list.entries if e.item == "PSU 1600 W (ATX 3.x)")
        == "Price list vendor.csv"
    )
    total = total_price(mine, [("GeForce RTX 4090", 4), "PSU 1600 W (ATX 3.x)"])
    assert total.complete and total.unpriced == ()
    assert total.known_cny == Decimal(4 * 15999 + 1899) and not total.illustrative
    assert total.label() == "¥65,895"
    # Items the list does not name keep their illustrative launch-MSRP price.
    w9 = price_of(mine, "Intel Xeon w9-3495X")
    assert w9.illustrative and w9.amount_cny == Decimal("41811.90")
    assert total_price(mine, ["GeForce RTX 4090", "Intel Xeon w9-3495X"]).illustrative
    # The views show the new firm prices.
    code, out, _ = run("--db", str(tmp_db), "parts", "--catalog", "mine", "--json")
    by_name = {p["name"]: p for p in json.loads(out)}
    assert by_name["PSU 1600 W (ATX 3.x)"]["price_cny"] == 1899
    assert by_name["PSU 1600 W (ATX 3.x)"]["price_illustrative"] is False
    code, out, _ = run("--db", str(tmp_db), "gpus", "--catalog", "mine", "--json")
    by_name = {g["name"]: g for g in json.loads(out)}
    assert by_name["GeForce RTX 4090"]["price_cny"] == 15999
    assert by_name["GeForce RTX 4090"]["price_illustrative"] is False
    assert by_name["H200 NVL 141GB"]["price_illustrative"] is True  # the list's own price kept
    # The shipped catalog is untouched.
    assert price_of(open_catalog(tmp_db, "current"), "GeForce RTX 4090").illustrative


def test_a_vendor_price_may_say_it_is_illustrative(tmp_path, tmp_db):
    path = write_list(tmp_path / "p.csv", "item,price_cny,illustrative\nL40S,60000,yes\n", "utf-8")
    code, _, err = run(
        "--db",
        str(tmp_db),
        "catalog",
        "import",
        str(path),
        "--from",
        "current",
        "--catalog",
        "mine",
    )
    assert (code, err) == (0, "")
    price = price_of(open_catalog(tmp_db, "mine"), "L40S")
    assert (price.amount_cny, price.illustrative) == (Decimal(60000), True)
    assert price.basis.startswith(f"VAT not stated ({LIST}) CNY 60000")


def test_a_price_list_can_price_a_catalog_without_a_price_list(tmp_path, tmp_db):
    seed = load_catalog_files("seed-2020")
    bare = export_pack(dataclasses.replace(seed, name="bare", price_list=None), tmp_path / "bare")[
        0
    ]
    assert run("--db", str(tmp_db), "catalog", "import", str(bare))[0] == 0
    path = write_list(tmp_path / "p.csv", "name,price_cny\nRTX2080Ti,9999\n", "utf-8")
    code, _, err = run(
        "--db", str(tmp_db), "catalog", "import", str(path), "--from", "bare", "--catalog", "mine"
    )
    assert (code, err) == (0, "")
    mine = open_catalog(tmp_db, "mine")
    assert price_of(mine, "RTX 2080 Ti").amount_cny == Decimal(9999)
    assert not price_of(mine, "RTX 2080 Ti").illustrative
    others = [g.name for g in mine.gpus if g.name != mine.gpu("RTX2080Ti").name]
    assert all(price_of(mine, g).amount_cny is None for g in others)  # to be set, not 0
    assert total_price(mine, ["RTX2080Ti", others[0]]).label() == (
        f"¥9,999 plus 1 item {PRICE_TO_BE_SET}"
    )
    code, out, _ = run("--db", str(tmp_db), "gpus", "--catalog", "mine", "--json")
    by_name = {g["name"]: g for g in json.loads(out)}
    assert by_name[mine.gpu("RTX2080Ti").name]["price_cny"] == 9999


def test_bad_gpu_and_part_rows_are_all_reported(tmp_path, tmp_db):
    open_catalog(tmp_db, "current")
    path = write_list(
        tmp_path / "p.csv",
        "code,name,price_cny,illustrative\n"
        ",PSU 9000 W,1000,\n"  # unknown part
        ",GeForce RTX 4090,abc,\n"  # bad price
        ",L4,2000,maybe\n"  # bad flag
        ",geforce rtx 4090,3000,\n"  # listed twice (row 2 too)
        "GT410i 14596-SB4X,L4,3000,\n"  # SKU and GPU in one row
        ",,5,\n",
        "utf-8",
    )  # names nothing
    before = sqlite3.connect(tmp_db).execute("select price_list from catalog").fetchall()
    code, out, err = run(
        "--db",
        str(tmp_db),
        "catalog",
        "import",
        str(path),
        "--from",
        "current",
        "--catalog",
        "mine",
    )
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert lines[0].startswith(
        "p.csv row 1, field name: unknown GPU or part 'PSU 9000 W'; did you mean"
    )
    assert lines[1:] == [
        (
            "p.csv row 2, field price_cny: 'abc' is not a number of yuan (write digits with "
            "optional thousands commas, e.g. 89990 or ￥89,990)"
        ),
        "p.csv row 3, field illustrative: 'maybe': write true or false (yes/no, 1/0)",
        "p.csv row 4, field name: GPU 'GeForce RTX 4090' is listed twice (also row 2)",
        (
            "p.csv row 5, field name: the row names SKU 'GT410i 14596-SB4X' (code) and 'L4' "
            "(name); a row prices one SKU or one GPU or part: leave one blank"
        ),
        "p.csv row 6, field code: no SKU code or number, nor a GPU or part name",
        "rigwright: error: p.csv: 6 errors; nothing was imported",
    ]
    # Nothing was imported.
    assert sqlite3.connect(tmp_db).execute("select price_list from catalog").fetchall() == before
    code, _, err = run("--db", str(tmp_db), "gpus", "--catalog", "mine")
    assert code == 2 and "unknown catalog 'mine'" in err


def test_the_seed_sku_path_still_works_beside_names(tmp_path, tmp_db, seed_catalog):
    path = write_list(
        tmp_path / "p.csv",
        "number,code,name,price_cny\n1.7,GT410i 14596-SB4X,,85000\n,,RTX2080Ti,9999\n",
        "utf-8",
    )
    code, out, err = run(
        "--db",
        str(tmp_db),
        "catalog",
        "import",
        str(path),
        "--from",
        "seed-2020",
        "--catalog",
        "vendor",
    )
    assert (code, err) == (0, "")
    assert out.splitlines()[0].endswith("1 of 24 SKUs priced, 1 GPU priced, 2 changed")
    vendor = open_catalog(tmp_db, "vendor")
    assert vendor.sku("1.7").price_cny == 85000 and not vendor.sku("1.7").price_illustrative
    assert price_of(vendor, "RTX2080Ti").amount_cny == Decimal(9999)


def test_a_firm_vendor_price_ends_the_whole_list_being_illustrative(tmp_path, tmp_db):
    path = write_list(tmp_path / "v.csv", "name,price_cny\nGeForce RTX 4090,15999\n", "utf-8")
    for _ in range(2):  # importing the same list again changes nothing
        code, _, err = run(
            "--db",
            str(tmp_db),
            "catalog",
            "import",
            str(path),
            "--from",
            "current",
            "--catalog",
            "mine",
            "--replace",
        )
        assert (code, err) == (0, "")
    again = run("--db", str(tmp_db), "catalog", "import", str(path), "--catalog", "mine")[1]
    assert again.splitlines() == [
        "updated catalog 'mine' from price list v.csv (UTF-8): 1 GPU priced, 0 changed"
    ]
    pl = open_catalog(tmp_db, "mine").price_list
    assert not pl.illustrative
    assert pl.title == (
        f"{LIST} (other items: Illustrative price list: street, launch and assumed prices in CNY)"
    )
    assert all(e.illustrative for e in pl.entries if e.item != "GeForce RTX 4090")
    shipped = open_catalog(tmp_db, "current").price_list
    assert len(pl.entries) == len(shipped.entries)  # replaced in place, not added


def test_a_price_list_reprices_the_skus_summed_from_parts(tmp_path, tmp_db, shipped):
    path = write_list(
        tmp_path / "p.csv", "name,price_cny,basis\nGeForce RTX 5090,20000,incl. VAT\n", "utf-8"
    )
    code, _, err = run(
        "--db",
        str(tmp_db),
        "catalog",
        "import",
        str(path),
        "--from",
        "current",
        "--catalog",
        "mine",
    )
    assert (code, err) == (0, "")
    mine = open_catalog(tmp_db, "mine")
    before, after = shipped.sku("RW-R2G5"), mine.sku("RW-R2G5")
    summed = total_price(mine, [("GeForce RTX 5090", 2), *after.parts]).known_cny
    assert after.price_cny == int(summed.quantize(Decimal(1), rounding="ROUND_HALF_UP"))
    assert after.price_cny != before.price_cny
    # A SKU without the card keeps its price.
    assert mine.sku("RW-S8LZ").price_cny == shipped.sku("RW-S8LZ").price_cny
    code, out, _ = run("--db", str(tmp_db), "skus", "--catalog", "mine", "--json")
    assert {s["code"]: s["price_cny"] for s in json.loads(out)}["RW-R2G5"] == after.price_cny
