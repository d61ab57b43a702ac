"""The quote document: reading quote files, resolving lines, totals, and internal figures."""

from __future__ import annotations

import base64
import json
import os
from decimal import Decimal
from pathlib import Path

import pytest

from rigwright.core.build.model import build_from_sku, build_to_json
from rigwright.core.pricing.money import Discount
from rigwright.core.quote.document import (
    PLACEHOLDER_VENDOR,
    QuoteDocument,
    QuoteFileError,
    VendorProfile,
    build_line,
    check_text,
    extra_presets,
    parse_discount,
    quote_from_data,
    read_quote_file,
    resolve_quote,
    software_stack,
)

PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
)


def doc(**changes) -> QuoteDocument:
    data = {
        "customer": {"company": "测试客户"},
        "date": "2026-11-30",
        "options": [{"items": [{"kind": "sku", "sku": "1.7"}]}],
    }
    return quote_from_data({**data, **changes})


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("5%", Discount("percent", Decimal(5))),
        (" 7.5 % ", Discount("percent", Decimal("7.5"))),
        ("500", Discount("amount", Decimal(500))),
        ({"amount": "12.30"}, Discount("amount", Decimal("12.30"))),
        ({"percent": "10"}, Discount("percent", Decimal(10))),
        ("", None),
        ("0", None),
        (None, None),
        # As people type amounts: grouped, with a sign, in ten-thousands or thousands.
        ("1,000", Discount("amount", Decimal(1000))),
        ("¥1,000", Discount("amount", Decimal(1000))),
        ("0.2万", Discount("amount", Decimal(2000))),
        ("2k", Discount("amount", Decimal(2000))),
        ("５％", Discount("percent", Decimal(5))),
    ],
)
def test_discounts_are_read_as_typed(typed, expected):
    assert parse_discount(typed) == expected


@pytest.mark.parametrize("typed", ["5 percent", "-5%", "101%", {"off": "5"}, 5.0, "1,00", "-500"])
def test_bad_discounts_are_refused(typed):
    with pytest.raises(ValueError, match="discount|must be"):
        parse_discount(typed)


def test_text_is_kept_literally_but_checked():
    assert check_text("  <b>ACME</b> & Co  ", "customer") == "<b>ACME</b> & Co"
    assert check_text("Line 1\r\nLine 2", "notes", multiline=True) == "Line 1\nLine 2"
    for bad, reason in [
        ("a\nb", "control character"),
        ("a\u200bb", "invisible"),
        ("a\U0001f600", "cannot be printed"),
        ("x" * 201, "201 characters"),
    ]:
        with pytest.raises(ValueError, match=reason):
            check_text(bad, "customer")


def test_a_sku_line_is_priced_at_the_seed_price_with_vat_on_top(seed_catalog):
    quote = resolve_quote(doc(), seed_catalog)
    (option,) = quote.options
    (line,) = option.lines
    assert line.unit_price == Decimal(89990) and line.sku.code == "GT410i 14596-SB4X"
    assert option.totals.vat == Decimal("11698.70") and option.totals.total == Decimal("101688.70")
    assert option.title == "方案 A"
    assert [c.kind for c in line.components][:3] == ["处理器", "内存", "GPU"]
    assert quote.vendor == PLACEHOLDER_VENDOR


def test_discounts_and_costs_give_the_internal_margin(seed_catalog):
    quote = resolve_quote(
        doc(
            options=[
                {
                    "items": [
                        {"kind": "sku", "sku": "1.7", "discount": "10%", "unit_cost": "60000"},
                        {
                            "kind": "extra",
                            "description": "保修",
                            "quantity": 2,
                            "unit_price": "1000",
                            "unit_cost": "400",
                        },
                    ],
                    "discount": "991",
                }
            ]
        ),
        seed_catalog,
    )
    totals = quote.options[0].totals
    # 89,990 less 10 % = 80,991; + 2,000; less 991 -> 82,000; VAT 10,660
    assert (totals.subtotal, totals.discounted, totals.vat, totals.total) == (
        Decimal("82991.00"),
        Decimal("82000.00"),
        Decimal("10660.00"),
        Decimal("92660.00"),
    )
    assert quote.options[0].cost == Decimal(60800)
    assert quote.options[0].margin_percent == Decimal("25.9")  # (82,000 - 60,800) / 82,000


def test_a_custom_build_line_lists_its_components(seed_catalog):
    build = build_from_sku(seed_catalog.sku("2.5"), seed_catalog)
    line = build_line(build, Decimal("123456.78"), "")
    quote = resolve_quote(doc(lang="en", options=[{"items": [line.model_dump()]}]), seed_catalog)
    resolved = quote.options[0].lines[0]
    assert resolved.build == build and resolved.unit_price == Decimal("123456.78")
    texts = [c.text for c in resolved.components]
    assert f"{build.gpus[0].count} × {build.gpus[0].model}" in texts
    assert resolved.description.startswith("Deep-learning workstation")


@pytest.mark.parametrize(
    ("lang", "drive"),
    [("en", "60TB parallel storage"), ("zh_CN", "60TB并行存储"), ("zh_TW", "60TB並行存儲")],
)
def test_a_custom_builds_drives_are_worded_for_the_quote(seed_catalog, lang, drive):
    """A build made from a SKU keeps the seed's drives ("60TB并行存儲"): the quote words them
    as it words the SKU's own cells."""
    build = build_from_sku(seed_catalog.sku("3.3"), seed_catalog)
    line = build_line(build, Decimal("123456.78"), "")
    quote = resolve_quote(doc(lang=lang, options=[{"items": [line.model_dump()]}]), seed_catalog)
    assert drive in [c.text for c in quote.options[0].lines[0].components]


def test_the_document_round_trips_through_its_json(seed_catalog):
    original = doc(
        vendor={
            "name": "供应商",
            "logo_png": base64.b64encode(PNG).decode(),
            "max_discount_percent": "8",
        },
        options=[
            {
                "title": "A",
                "items": [{"kind": "sku", "sku": "1.7", "discount": "5%"}],
                "discount": "100.50",
            }
        ],
        notes="第一行\n第二行",
    )
    again = quote_from_data(json.loads(original.to_json()))
    assert again == original
    assert again.vendor.logo_png == PNG and again.options[0].discount == Discount(
        "amount", Decimal("100.50")
    )


def test_a_quote_file_reads_its_logo_beside_it(tmp_path: Path):
    (tmp_path / "logo.png").write_bytes(PNG)
    path = tmp_path / "q.json"
    data = {
        "vendor": {"name": "V", "logo": "logo.png"},
        "customer": {"company": "C"},
        "options": [{"items": [{"kind": "extra", "description": "x", "unit_price": "1"}]}],
    }
    path.write_text(json.dumps(data), encoding="utf-8")
    assert read_quote_file(path).vendor.logo_png == PNG
    data["vendor"]["logo"] = "missing.png"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(QuoteFileError, match="vendor.logo: cannot read missing.png"):
        read_quote_file(path)
    (tmp_path / "logo.txt").write_text("not an image")
    data["vendor"]["logo"] = "logo.txt"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(QuoteFileError) as caught:  # named by the file's key and the file
        read_quote_file(path)
    assert str(caught.value) == "vendor.logo ('logo.txt'): the logo must be a PNG or JPEG image"


def quote_with_logo(folder: Path, logo: str) -> Path:
    path = folder / "q.json"
    data = {
        "vendor": {"name": "V", "logo": logo},
        "customer": {"company": "C"},
        "options": [{"items": [{"kind": "extra", "description": "x", "unit_price": "1"}]}],
    }
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "logo", ["../secret.png", "img/../../secret.png", "ABSOLUTE", "link.png", "img\x00.png"]
)
def test_a_quote_file_cannot_read_a_logo_outside_its_folder(tmp_path: Path, logo):
    # Before: any path was read ("../../home/user/.ssh/id.png", an absolute path, a symlink
    # leading out), its bytes ending up in the quote and its PDF.
    (tmp_path / "secret.png").write_bytes(PNG)
    folder = tmp_path / "quotes"
    folder.mkdir()
    (folder / "img").mkdir()
    (folder / "link.png").symlink_to(tmp_path / "secret.png")
    logo = str(tmp_path / "secret.png") if logo == "ABSOLUTE" else logo
    with pytest.raises(
        QuoteFileError,
        match="^vendor.logo: .* is not a file in the quote "
        "file's folder; put the logo beside the quote file$",
    ):
        read_quote_file(quote_with_logo(folder, logo))
    (folder / "img" / "logo.png").write_bytes(PNG)
    assert read_quote_file(quote_with_logo(folder, "img/logo.png")).vendor.logo_png == PNG


@pytest.mark.parametrize("name", ["../../elsewhere", "/etc", "a/b", "..\\x", "con", "", "x\x00"])
def test_a_quote_file_names_a_catalog_never_a_path(name):
    # Before: "../../elsewhere" was opened as data/../../elsewhere, a folder outside data/.
    with pytest.raises(QuoteFileError, match="^catalog: "):
        doc(catalog=name)


def test_a_huge_number_or_a_hostile_key_gives_one_short_line(tmp_path: Path):
    path = tmp_path / "q.json"
    path.write_text(
        '{"customer": {"company": "C"}, "revision": ' + "9" * 5000 + "}", encoding="utf-8"
    )
    # Before: ValueError (int max str digits) escaped as a traceback.
    with pytest.raises(QuoteFileError, match="a number in the file has thousands of digits"):
        read_quote_file(path)
    with pytest.raises(QuoteFileError) as exc:
        doc(customer={"company": "C", "x\n\x1b[2J" + "y" * 100_000: 1})
    message = str(exc.value)
    # Before: the key printed raw: a line break, a terminal escape and 100,000 characters.
    assert message.startswith("customer.'x\\n\\x1b[2Jyyy") and message.endswith(
        "…: Extra inputs are not permitted, got 1"
    )
    assert "\n" not in message and "\x1b" not in message and len(message) <= 400


def test_the_stored_vendor_is_used_unless_the_quote_names_one(seed_catalog):
    stored = VendorProfile(name="Stored")
    assert resolve_quote(doc(), seed_catalog, stored).vendor == stored
    assert resolve_quote(doc(vendor={"name": "Own"}), seed_catalog, stored).vendor.name == "Own"


def test_the_software_stack_is_the_seeds_section_four(seed_catalog):
    stack = dict(software_stack(seed_catalog))
    assert stack["開發環境"] == "CUDA Toolkit"
    assert "TensorRT" in stack["推理SDK"]
    extras = extra_presets(seed_catalog, "en")
    assert any(
        "CUDA Toolkit" in e.description and "TensorRT, DALI, Docker)" in e.description
        for e in extras
    )
    assert all(e.kind == "extra" and e.unit_price > 0 for e in extras)


def test_validity_defaults_to_thirty_days():
    assert str(doc().validity) == "2026-12-30"
    assert str(doc(valid_until="2027-01-15").validity) == "2027-01-15"


def test_a_build_round_trips_as_a_line(seed_catalog):
    build = build_from_sku(seed_catalog.sku("1.7"), seed_catalog)
    assert build_line(build, Decimal(1)).build == build_to_json(build)


def test_validity_stays_within_the_dates_a_quote_may_have():
    assert str(doc(date="2099-12-20").validity) == "2099-12-31"


# ----------------------------------------------------------------------------- pipes and devices
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX-only")
def test_a_pipe_as_a_quote_file_is_refused_without_blocking(tmp_path: Path):
    from tests.core.io.test_files import never_blocked

    pipe = tmp_path / "q.json"
    os.mkfifo(pipe)
    outcome = never_blocked(lambda: read_quote_file(pipe), pipe)
    assert isinstance(outcome, QuoteFileError)
    assert str(outcome) == f"{pipe}: is not a regular file (a folder, a device or a pipe)"
    folder = tmp_path / "folder.json"
    folder.mkdir()
    with pytest.raises(QuoteFileError, match="folder.json: is not a regular file"):
        read_quote_file(folder)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX-only")
def test_a_pipe_as_the_logo_is_refused_without_blocking(tmp_path: Path):
    from tests.core.io.test_files import never_blocked

    pipe = tmp_path / "logo.png"
    os.mkfifo(pipe)
    path = quote_with_logo(tmp_path, "logo.png")
    outcome = never_blocked(lambda: read_quote_file(path), pipe)
    assert isinstance(outcome, QuoteFileError)
    assert str(outcome) == (
        "vendor.logo: cannot read logo.png: is not a regular file (a folder, a device or a pipe)"
    )


def test_a_deeply_nested_quote_file_says_so(tmp_path: Path):
    """A newcomer's 100,000 nested brackets were reported as "not valid JSON" (they are
    valid): the message now says what is wrong."""
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(QuoteFileError) as caught:
        read_quote_file(path)
    assert str(caught.value) == (
        f"{path}: the JSON nests too deeply to read (a quote file "
        f"nests a few levels: quote, options, items)"
    )
    path.write_text('{"customer": ', encoding="utf-8")
    with pytest.raises(QuoteFileError, match=r"not valid JSON \(line 1, column 14\)$"):
        read_quote_file(path)
