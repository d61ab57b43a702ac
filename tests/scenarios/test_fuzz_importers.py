"""Hostile and broken files: every importer fuzzed with hypothesis.

Each importer (catalog pack JSON, price list CSV, quote file, and ``import_file`` into a
database) gets raw bytes, random text, and valid files with mutated fields (wrong types, huge,
negative, NaN and infinite numbers, deep nesting, long strings, control and bidirectional
characters, lone surrogates, duplicate and missing keys, formula-like cells). The only
outcomes allowed are a valid result or the importer's own error with a one-line message
naming the file (and the row or field); any other exception fails the test. A refused
``import_file`` leaves the database exactly as it was (every row, compared by a dump).

The examples are derandomized (the same cases on every run). ``pytest
--hypothesis-show-statistics tests/scenarios/test_fuzz_importers.py`` prints the cases run per
importer.
"""

from __future__ import annotations

import ast
import codecs
import copy
import csv
import dataclasses
import functools
import io
import json
import re
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.quote.document import QuoteFileError, read_quote_file, resolve_quote
from rigwright.core.storage.database import open_catalog
from rigwright.core.storage.packs import (
    PackError,
    catalog_to_pack,
    decode_text,
    export_pack,
    import_file,
    pack_from_text,
    read_price_list,
)
from tests.core.storage.test_packs import dump

ROOT = Path(__file__).resolve().parents[2]

FUZZ = settings(
    deadline=None,
    derandomize=True,
    database=None,
    print_blob=True,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.function_scoped_fixture,
        HealthCheck.filter_too_much,
    ],
)


@functools.cache
def seed():
    return load_catalog_files("seed-2020")


@functools.cache
def seed_pack() -> str:
    return json.dumps(catalog_to_pack(seed()), ensure_ascii=False)


@functools.cache
def example_quote() -> str:
    return (ROOT / "docs" / "quote-example-en.json").read_text(encoding="utf-8")


# ----------------------------------------------------------------------------- hostile values

CODE_LIKE = [
    "__import__('os').system('echo owned')",
    "{{7*7}}",
    "${HOME}",
    "$(id)",
    "`id`",
    '=HYPERLINK("http://example.invalid","x")',
    "=cmd|' /C calc'!A0",
    "@SUM(A1:A2)",
    "+1+1",
    "-2+3",
    "\t=1+1",
    "<script>alert(1)</script>",
    "%s%s%n",
    "{0.__class__}",
    "!!python/object/apply:os.system ['id']",
]
ODD_TEXT = [
    "",
    " ",
    "\x00",
    "a\x00b",
    "\ufeffname",
    "\u202eevil\u202c",
    "\u200b",
    "\ud800",
    "\udfff x",
    "line\nbreak",
    "\r",
    "\x1b[31mred",
    "ｃｏｎ",
    "１２３",
    "一百二十",
    "¥￥",
    "../../etc/passwd",
    "C:\\x",
    "\\\\server\\share",
    "con",
    "NUL",
    "com1",
    "a" * 5000,
    "x" * 200_000,
    "\U0001f600",
    "e\u0301",
    "Ａ．．／",
]
RAW_TOKENS = [
    "NaN",
    "Infinity",
    "-Infinity",
    "1e400",
    "-1e400",
    "1e-400",
    "-0",
    "-0.0",
    "0",
    "-1",
    "9" * 30,
    "9" * 5000,
    "18446744073709551616",
    "1.5",
    "0.1e1",
    "true",
    "false",
    "null",
    "[]",
    "{}",
    "[" * 100_000 + "]" * 100_000,
    '{"a":' * 3000 + "1" + "}" * 3000,
]

leaf_text = st.one_of(st.sampled_from(CODE_LIKE + ODD_TEXT), st.text(max_size=40))
leaf_python = st.one_of(
    leaf_text,
    st.integers(min_value=-(2**70), max_value=2**70),
    # A fresh copy each draw: the same [] or {} put into two documents and changed in the
    # first would make the next example differ from its recorded draws (Hypothesis: "Flaky").
    st.sampled_from([None, True, False, [], {}, [None], {"": None}, 0, -1, 2**63, 10**25]).map(
        copy.deepcopy
    ),
    st.decimals(allow_nan=False, allow_infinity=False, places=3).map(str),
)


class Raw:
    """A raw JSON token spliced into the text (NaN, 1e400, a 5000-digit number, nesting)."""

    def __init__(self, token: str) -> None:
        self.token = token


hostile = st.one_of(leaf_python, st.sampled_from(RAW_TOKENS).map(Raw))


def dumps_with_raw(value: Any) -> str:
    """JSON text of ``value`` with every :class:`Raw` spliced in as its token."""
    raws: list[str] = []

    def default(obj: Any) -> Any:
        if isinstance(obj, Raw):
            raws.append(obj.token)
            return f"\x00RAW{len(raws) - 1}\x00"
        raise TypeError(type(obj).__name__)

    text = json.dumps(value, ensure_ascii=False, default=default)
    return re.sub(r'"\\u0000RAW(\d+)\\u0000"', lambda m: raws[int(m[1])], text)


@st.composite
def mutated_json(draw: st.DrawFn, text: str) -> str:
    """A valid JSON document (``text``) with 1 to 4 hostile changes at random places."""
    doc = json.loads(text)
    for _ in range(draw(st.integers(1, 4))):
        parent: Any = None
        key: Any = None
        node: Any = doc
        while isinstance(node, (dict, list)) and node and draw(st.integers(0, 4)) > 0:
            keys = list(node) if isinstance(node, dict) else list(range(len(node)))
            parent, key = node, draw(st.sampled_from(keys))
            node = node[key]
        op = draw(
            st.sampled_from(
                ["replace", "replace", "replace", "delete", "unknown key", "wrap", "rename"]
            )
        )
        if parent is None:
            if op == "unknown key" and isinstance(doc, dict):
                doc[draw(leaf_text)] = draw(hostile)
            continue
        if op == "replace":
            parent[key] = draw(hostile)
        elif op == "delete":
            del parent[key]
        elif op == "unknown key" and isinstance(parent, dict):
            parent[draw(leaf_text)] = draw(hostile)
        elif op == "wrap":
            parent[key] = draw(st.sampled_from([[node], {"value": node}]))
        elif op == "rename" and isinstance(parent, dict):
            parent[draw(leaf_text)] = parent.pop(key)
    out = dumps_with_raw(doc)
    if draw(st.booleans()) and out.startswith("{") and len(out) > 2:
        # A duplicate key: the first key again at the end of the top object.
        first = json.dumps(next(iter(doc), "format"))
        out = out[:-1] + f", {first}: {dumps_with_raw(draw(hostile))}}}"
    if draw(st.integers(0, 9)) == 0:
        out = out[: draw(st.integers(0, len(out)))]  # truncated
    return out


def encoded(text: str, how: str) -> bytes:
    if how == "utf-8-sig":
        return codecs.BOM_UTF8 + text.encode("utf-8", "surrogatepass")
    if how == "utf-16":
        return text.encode("utf-16", "surrogatepass")
    return text.encode(how, "replace" if how != "utf-8" else "surrogatepass")


ENCODINGS = st.sampled_from(["utf-8", "utf-8-sig", "gbk", "big5", "utf-16", "latin-1"])


# ----------------------------------------------------------------------------- checks


def check_pack_error(exc: PackError, file: str) -> None:
    """The importer's own error: every problem one non-empty line naming the file."""
    message = str(exc)
    assert message.startswith(file) and "\n" not in message and "\r" not in message
    assert exc.problems, message
    for problem in exc.problems:
        text = str(problem)
        assert text.startswith((file + " ", file + ":")), text
        assert problem.reason.strip(), text
        assert one_line(text), repr(text)
        assert problem.where or problem.field or text.startswith(file + ": "), text
        assert len(text) < 700, text[:100]


def one_line(text: str) -> bool:
    """No line break, control or bidirectional character (a message prints as one line and
    cannot rewrite the terminal)."""
    return not re.search(
        r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u200e\u200f\u202a-\u202e"
        r"\u2066-\u2069\ud800-\udfff]",
        text,
    )


def check_quote_error(exc: QuoteFileError) -> None:
    message = str(exc)
    assert message.strip(), "an empty message"
    assert one_line(message), repr(message)
    # It names what is wrong: a field path ("options[0].items[1].unit_price: ..."), the
    # quote as a whole ("quote: ..."), or the file; a value quoted from the file is cut.
    assert ": " in message, message
    assert len(message) <= 400, message[:100]


# ----------------------------------------------------------------------------- catalog packs


@settings(FUZZ, max_examples=400)
@given(st.data())
def test_a_mutated_pack_is_imported_or_refused_with_named_problems(data):
    text = data.draw(mutated_json(seed_pack()), label="pack")
    try:
        catalog = pack_from_text(text, "hostile.json")
    except PackError as exc:
        event("refused")
        check_pack_error(exc, "hostile.json")
    else:
        event("imported")
        # Every SKU the pack lists is kept, none silently dropped; a pack without the
        # "skus" key is a GPU-only catalog, which the format allows.
        listed = json.loads(text).get("skus") or []
        assert catalog.gpus and len(catalog.skus) == len(listed)


@settings(FUZZ, max_examples=300)
@given(
    st.one_of(
        st.binary(max_size=400),
        st.text(max_size=400).map(lambda t: t.encode("utf-8", "surrogatepass")),
    ),
    st.sampled_from([".json", ".csv"]),
)
def test_raw_bytes_are_refused_with_a_message(raw, suffix):
    file = f"bytes{suffix}"
    try:
        text, _ = decode_text(raw, file)
        if suffix == ".json":
            pack_from_text(text, file)
        else:
            read_price_list(text, file, seed())
    except PackError as exc:
        check_pack_error(exc, file)


# ----------------------------------------------------------------------------- price lists

HEADERS = {
    "code": ["code", "SKU", " 型号 ", "型號代碼", "Code"],
    "number": ["number", "No.", "编号", "序號"],
    "price_cny": ["price_cny", "价格", "價格(元)", "Price (CNY)", "售價"],
    "basis": ["basis", "计价基准", "Price basis"],
    "illustrative": ["illustrative", "price_illustrative"],
    "name": ["name", "名称", "item"],
}
PRICE_CELLS = [
    "89990",
    "￥89,990",
    "¥89,990.00",
    "８９９９０",
    "1e999",
    "NaN",
    "-0",
    "0",
    "-1",
    "9" * 400,
    "1,2,3",
    "89 990",
    "89，990",
    "一万",
    "=cmd|' /C calc'!A0",
    "@SUM(A1:A2)",
    "+89990",
    "\t89990",
    "",
    "  ",
    "$100",
    "1_000",
    "0x10",
    "٣٤٥",
]


@st.composite
def price_list_csv(draw: st.DrawFn) -> bytes:
    catalog = seed()
    clean = draw(st.booleans())  # mostly valid, a hostile cell here and there
    roles = (
        (
            ["code", "price_cny"]
            + draw(st.lists(st.sampled_from(["basis", "illustrative"]), unique=True))
        )
        if clean
        else draw(st.lists(st.sampled_from(list(HEADERS)), min_size=1, max_size=7))
    )
    header = [draw(st.sampled_from(HEADERS[r][:1] if clean else HEADERS[r])) for r in roles]
    if draw(st.integers(0, 5)) == 0:
        header.append(draw(leaf_text))
    sku_codes = [s.code for s in catalog.skus] + ([] if clean else [s.number for s in catalog.skus])
    names = [g.name for g in catalog.gpus] + [p.name for p in catalog.parts]

    def cell(role: str) -> str:
        pool = {
            "code": sku_codes,
            "number": [s.number for s in catalog.skus] + ["1.10", "1.1"],
            "price_cny": PRICE_CELLS,
            "basis": ["含税", "incl. VAT", "VAT not stated"],
            "illustrative": ["true", "false", "yes", "是", "ＴＲＵＥ"],
            "name": names,
        }[role]
        if clean and draw(st.integers(0, 9)):
            return draw(st.sampled_from(pool if role != "price_cny" else PRICE_CELLS[:4]))
        return draw(st.one_of(st.sampled_from(pool), leaf_text, st.sampled_from(CODE_LIKE)))

    rows = [header]
    for _ in range(draw(st.integers(1 if clean else 0, 8))):
        row = [cell(r) for r in roles]
        extra = 0 if clean else draw(st.integers(-1, 2))
        row = row[:extra] if extra < 0 else row + [draw(leaf_text) for _ in range(extra)]
        rows.append(row)
        if draw(st.integers(0, 4)) == 0:
            rows.append([])  # a blank row
    delimiter = "," if clean else draw(st.sampled_from([",", ",", ";", "\t", "|"]))
    quote_all = draw(st.booleans())
    lines = []
    for row in rows:
        cells = [
            ('"' + c.replace('"', '""') + '"')
            if quote_all or delimiter in c or '"' in c or "\n" in c
            else c
            for c in row
        ]
        lines.append(delimiter.join(cells))
    text = draw(st.sampled_from(["\r\n", "\n", "\r"])).join(lines)
    if draw(st.integers(0, 6)) == 0:
        text = text.replace('"', "", 1)  # an unbalanced quote
    return encoded(
        text, draw(st.sampled_from(["utf-8", "utf-8-sig", "gbk"]) if clean else ENCODINGS)
    )


@settings(FUZZ, max_examples=500)
@given(price_list_csv())
def test_a_hostile_price_list_is_read_or_refused_with_named_rows(raw):
    try:
        text, _ = decode_text(raw, "prices.csv")
        rows = read_price_list(text, "prices.csv", seed())
    except PackError as exc:
        event("refused")
        check_pack_error(exc, "prices.csv")
    else:
        event("read")
        for u in rows.skus:
            assert 0 < u.price_cny <= 1_000_000_000
        for i in rows.items:
            assert 0 < i.price_cny <= 1_000_000_000


# ----------------------------------------------------------------------------- quote files


@settings(FUZZ, max_examples=400)
@given(st.data())
def test_a_mutated_quote_file_is_read_or_refused_naming_the_field(tmp_path_factory, data):
    text = data.draw(mutated_json(example_quote()), label="quote")
    how = data.draw(st.sampled_from(["utf-8", "utf-8", "utf-8-sig", "gbk", "utf-16"]))
    path = tmp_path_factory.mktemp("quote") / "hostile.json"
    path.write_bytes(encoded(text, how))
    try:
        doc = read_quote_file(path)
        resolve_quote(doc, seed())
    except QuoteFileError as exc:
        event("refused")
        check_quote_error(exc)
    else:
        event("read")


@settings(FUZZ, max_examples=150)
@given(st.binary(max_size=300))
def test_raw_bytes_as_a_quote_file_are_refused(tmp_path_factory, raw):
    path = tmp_path_factory.mktemp("quote") / "bytes.json"
    path.write_bytes(raw)
    try:
        read_quote_file(path)
    except QuoteFileError as exc:
        check_quote_error(exc)


# ----------------------------------------------------------------------------- into the database


@pytest.fixture(scope="module")
def fuzz_db(tmp_path_factory) -> Path:
    """A database holding the shipped seed and an imported copy 'vendor'."""
    folder = tmp_path_factory.mktemp("fuzzdb")
    db = folder / "rigwright.sqlite3"
    open_catalog(db, "seed-2020")
    import_file(export_pack(seed(), folder / "pack")[0], db, "vendor")
    return db


@settings(FUZZ, max_examples=300)
@given(st.data())
def test_a_refused_import_leaves_the_database_unchanged(fuzz_db, tmp_path_factory, data):
    kind = data.draw(st.sampled_from(["pack", "price list", "bytes"]))
    if kind == "pack":
        raw = encoded(data.draw(mutated_json(seed_pack())), data.draw(ENCODINGS))
        name = data.draw(st.sampled_from(["hostile.json", "hostile.txt", "hostile"]))
    elif kind == "price list":
        raw, name = data.draw(price_list_csv()), "prices.csv"
    else:
        raw, name = (
            data.draw(st.binary(max_size=200)),
            data.draw(st.sampled_from(["x.json", "x.csv"])),
        )
    target = data.draw(
        st.sampled_from([None, "vendor", "vendor", "seed-2020", "../x", "con", "fresh-1"])
    )
    path = tmp_path_factory.mktemp("import") / name
    path.write_bytes(raw)
    before = dump(fuzz_db)
    try:
        import_file(path, fuzz_db, target, replace=data.draw(st.booleans()))
    except PackError as exc:
        event(f"{kind}: refused")
        check_pack_error(exc, name)
        assert dump(fuzz_db) == before, "a refused import changed the database"
    else:
        event(f"{kind}: imported")


# ----------------------------------------------------------------------------- data only


@pytest.mark.parametrize(
    "text", CODE_LIKE[:6] + ['=HYPERLINK("http://x.invalid")', "@SUM(1+1)*cmd|' /C calc'!A0"]
)
def test_text_that_looks_like_code_is_stored_as_the_literal_text(tmp_path, text):
    """A pack, a price list and a quote file whose strings look like code, templates or
    spreadsheet formulas: each is kept as the very text, never run, expanded or evaluated."""
    db = tmp_path / "db.sqlite3"
    pack = json.loads(seed_pack())
    pack["skus"][0]["remark"] = text
    pack["gpus"][0]["physical_source"] = text
    path = tmp_path / "code.json"
    path.write_text(json.dumps(pack, ensure_ascii=False), encoding="utf-8")
    import_file(path, db, "literal")
    stored = open_catalog(db, "literal")
    sku = next(s for s in stored.skus if s.number == pack["skus"][0]["number"])
    assert sku.remark == text and stored.gpus[0].physical_source == text

    prices = tmp_path / "code.csv"
    buffer = io.StringIO()
    csv.writer(buffer).writerows([["code", "price_cny", "basis"], [sku.code, "12345", text]])
    prices.write_text(buffer.getvalue(), encoding="utf-8")
    import_file(prices, db, "literal", today=date(2026, 5, 4))
    priced = next(s for s in open_catalog(db, "literal").skus if s.number == sku.number)
    assert priced.price_cny == 12345 and priced.price_basis == f"{text} (Price list 2026-05-04)"

    quote = json.loads(example_quote())
    quote["customer"]["company"] = text
    quote["notes"] = text
    qpath = tmp_path / "quote.json"
    qpath.write_text(json.dumps(quote, ensure_ascii=False), encoding="utf-8")
    doc = read_quote_file(qpath)
    assert doc.customer.company == text.strip() and doc.notes == text.strip()


BANNED_CALLS = {"eval", "exec", "compile", "__import__", "breakpoint"}
BANNED_ATTRIBUTES = {
    ("pickle", "load"),
    ("pickle", "loads"),
    ("pickle", "Unpickler"),
    ("marshal", "load"),
    ("marshal", "loads"),
    ("shelve", "open"),
    ("os", "system"),
    ("os", "popen"),
    ("dill", "load"),
    ("dill", "loads"),
}
ALLOWED: dict[tuple[str, int], str] = {}
"""(file, line) of a legitimate use -> why; empty: there is none."""


def banned_calls(source: str) -> list[tuple[int, str]]:
    """(line, what) of every call that runs or unpickles data: eval/exec/compile/__import__,
    pickle/marshal/shelve loading, os.system/popen, yaml.load without a safe loader, and
    subprocess with shell=True."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names]
            module = getattr(node, "module", None) or ""
            for name in names:
                if name.split(".")[0] in (
                    "pickle",
                    "marshal",
                    "shelve",
                    "dill",
                    "cPickle",
                ) or module.split(".")[0] in ("pickle", "marshal", "shelve", "dill"):
                    found.append((node.lineno, f"import {module or name}"))
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Name) and func.id in BANNED_CALLS:
            found.append((node.lineno, func.id))
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
            pair = (func.value.id, func.attr)
            if pair in BANNED_ATTRIBUTES:
                found.append((node.lineno, ".".join(pair)))
            if pair in (("yaml", "load"), ("yaml", "load_all")) and not any(
                isinstance(k.value, ast.Attribute) and k.value.attr in ("SafeLoader", "CSafeLoader")
                for k in node.keywords
            ):
                found.append((node.lineno, "yaml.load without SafeLoader"))
            if func.value.id == "subprocess" and any(
                k.arg == "shell"
                and not (isinstance(k.value, ast.Constant) and k.value.value is False)
                for k in node.keywords
            ):
                found.append((node.lineno, f"subprocess.{func.attr}(shell=...)"))
    return found


def test_nothing_in_the_app_runs_or_unpickles_data():
    """Files are data only: core/ and gui/ never evaluate, execute or unpickle anything."""
    problems = []
    for folder in ("core", "gui"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            for line, what in banned_calls(path.read_text(encoding="utf-8")):
                if (rel, line) not in ALLOWED:
                    problems.append(f"{rel}:{line}: {what}")
    assert problems == []


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("eval('1')", "eval"),
        ("x = exec", None),
        ("builtins.x()", None),
        ("import pickle", "import pickle"),
        ("os.system('ls')", "os.system"),
        ("subprocess.run(['ls'], shell=True)", "subprocess.run(shell=...)"),
        ("subprocess.run(['ls'], shell=False)", None),
        ("yaml.load(f)", "yaml.load without SafeLoader"),
        ("yaml.load(f, Loader=yaml.SafeLoader)", None),
        ("re.compile('x')", None),
        ("dialog.exec()", None),
    ],
)
def test_the_scan_finds_what_it_looks_for(source, expected):
    found = [what for _, what in banned_calls(source)]
    assert found == ([expected] if expected else [])


# ----------------------------------------------------------------------------- paths

PATHLIKE = [
    "../x",
    "..",
    ".",
    "/etc/passwd",
    "C:\\x",
    "C:x",
    "\\\\server\\share",
    "a/b",
    "a\\b",
    "x\x00y",
    "con",
    "CON",
    "nul",
    "aux",
    "com1",
    "LPT9",
    "con.json",
    "vendor.",
    "vendor ",
    " vendor",
    "vendor\n",
    "ａｂｃ",
    "．．／x",
    "..／x",
    "x" * 81,
    "x" * 300,
    "a..b",
    "-x",
    "_x",
    "vendor",
    "v1.2",
    "seed-2020",
    "e\u0301",
    "\u202evendor",
]


@settings(FUZZ, max_examples=300)
@given(
    st.one_of(
        st.sampled_from(PATHLIKE),
        st.text(max_size=90),
        st.text(alphabet="abcCONul1./\\:-_ ．／\x00", max_size=12),
    )
)
def test_a_catalog_name_is_refused_or_stays_inside_the_export_folder(tmp_path_factory, name):
    """``check_target_name`` (every import's catalog name) and the pack's own name: any name
    accepted is one plain file name, not a Windows device, and its export lands in the folder."""
    from rigwright.core.quote.document import WINDOWS_DEVICES
    from rigwright.core.storage.packs import check_target_name

    try:
        check_target_name(name, "p.json", data_root=ROOT / "data")
    except PackError as exc:
        check_pack_error(exc, "p.json")
        return
    assert Path(name).name == name and name == name.strip() and not name.endswith(".")
    assert name.split(".")[0].casefold() not in WINDOWS_DEVICES
    assert re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]*", name) and len(name) <= 80
    folder = tmp_path_factory.mktemp("export")
    for path in export_pack(dataclasses.replace(seed(), name=name), folder):
        assert path.resolve().parent == folder.resolve()


@settings(FUZZ, max_examples=200)
@given(st.one_of(st.sampled_from(PATHLIKE), st.text(max_size=40)))
def test_a_catalog_name_from_a_file_never_opens_a_folder_outside_data(name):
    from rigwright.core.catalog.sources import CatalogError, catalog_folder

    try:
        folder = catalog_folder(name, ROOT / "data")
    except CatalogError:
        return
    assert folder.resolve().parent == (ROOT / "data").resolve()


@settings(FUZZ, max_examples=200)
@given(
    st.one_of(
        st.sampled_from(
            PATHLIKE + ["logo.png", "img/logo.png", "img/../logo.png", "LINK", "../quotes/logo.png"]
        ),
        st.text(max_size=30),
    )
)
def test_a_quote_file_reads_no_logo_outside_its_folder(tmp_path_factory, logo):
    base = tmp_path_factory.mktemp("logo")
    (base / "outside.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 20)
    folder = base / "quotes"
    (folder / "img").mkdir(parents=True)
    png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\1\0\0\0\1"
    (folder / "logo.png").write_bytes(png)
    (folder / "img" / "logo.png").write_bytes(png)
    (folder / "LINK").symlink_to(base / "outside.png")
    path = folder / "q.json"
    path.write_text(
        json.dumps(
            {
                "vendor": {"name": "V", "logo": logo},
                "customer": {"company": "C"},
                "options": [{"items": [{"kind": "extra", "description": "x", "unit_price": "1"}]}],
            }
        ),
        encoding="utf-8",
    )
    try:
        doc = read_quote_file(path)
    except QuoteFileError as exc:
        check_quote_error(exc)
        return
    assert doc.vendor is not None and doc.vendor.logo_png == png


def test_an_export_replaces_a_symlink_in_the_folder_never_its_target(tmp_path):
    """A symlink planted in the export folder (``skus.csv`` -> a file elsewhere) is replaced
    by the exported file; the file it pointed to is untouched."""
    outside = tmp_path / "precious.txt"
    outside.write_text("keep me", encoding="utf-8")
    folder = tmp_path / "export"
    folder.mkdir()
    (folder / "skus.csv").symlink_to(outside)
    (folder / "seed-2020.json").symlink_to(outside)
    export_pack(seed(), folder)
    assert outside.read_text(encoding="utf-8") == "keep me"
    assert not (folder / "skus.csv").is_symlink() and not (folder / "seed-2020.json").is_symlink()
