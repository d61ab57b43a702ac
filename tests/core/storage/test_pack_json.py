"""Reading a catalog pack (core/storage/pack_json.py): truncated or invalid JSON, JSON that
breaks the parser or says two things, duplicate codes and unknown GPUs, every problem
reported at once, each on one short line."""

from __future__ import annotations

import json

import pytest

from rigwright.core.storage.pack_format import PackError
from rigwright.core.storage.packs import import_file
from tests.core.storage.conftest import broken_pack, problems_of


def test_duplicate_sku_code(seed_json, tmp_db):
    def edit(p):
        p["skus"][1]["code"] = p["skus"][0]["code"]
        p["skus"][1]["code_as_printed"] = p["skus"][0]["code_as_printed"]

    with pytest.raises(PackError) as exc:
        import_file(broken_pack(seed_json, edit), tmp_db, "mine")
    assert problems_of(exc) == [
        (
            "broken.json $.skus[1], field code: duplicate SKU code 'GX380i 14932-SA2X' "
            "(also $.skus[0])"
        )
    ]


def test_unknown_gpu_referenced_by_a_sku(seed_json, tmp_db):
    with pytest.raises(PackError) as exc:
        import_file(
            broken_pack(seed_json, lambda p: p["skus"][4].update(gpu="RTX 9090")), tmp_db, "mine"
        )
    [message] = problems_of(exc)
    assert message.startswith(
        "broken.json $.skus[4], field gpu: unknown GPU 'RTX 9090'; the pack's GPUs are "
    )


def test_every_problem_is_reported_not_only_the_first(seed_json, tmp_db):
    def edit(p):
        p["gpus"][0]["memory_gb"] = "a lot"  # wrong type
        p["gpus"][1]["board_power_w"] = -1  # out of range
        p["gpus"][2]["colour"] = "green"  # unknown field
        del p["skus"][2]["price_cny"]  # missing field
        p["skus"][5]["gpu"] = "Voodoo 2"  # unknown GPU
        p["skus"][6]["fp16"]["computed"] = "1"  # not ours
        p["cnn_tiers"][1].append("Voodoo 3")  # a tier names an unknown GPU
        p["format_version"] = 7

    tier_length = len(json.loads(seed_json.read_text(encoding="utf-8"))["cnn_tiers"][1])
    with pytest.raises(PackError) as exc:
        import_file(broken_pack(seed_json, edit), tmp_db, "mine")
    where = [(p.where, p.field) for p in exc.value.problems]
    assert sorted(where) == sorted(
        [
            ("$", "format_version"),
            ("$.gpus[0]", "memory_gb"),
            ("$.gpus[1]", "board_power_w"),
            ("$.gpus[2]", "colour"),
            ("$.skus[2]", "price_cny"),
            ("$.skus[5]", "gpu"),
            ("$.skus[6].fp16", "computed"),
            ("$.cnn_tiers[1]", f"[{tier_length}]"),
        ]
    )
    assert str(exc.value) == "broken.json: 8 errors; nothing was imported"


def test_truncated_json(seed_json, tmp_db):
    text = seed_json.read_text(encoding="utf-8")
    path = seed_json.with_name("cut.json")
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    with pytest.raises(PackError) as exc:
        import_file(path, tmp_db, "mine")
    [message] = problems_of(exc)
    assert message.startswith("cut.json line ")
    assert message.endswith("the JSON ends too early (truncated file?)")


def test_not_json_at_all(tmp_path, tmp_db):
    path = tmp_path / "x.json"
    path.write_text('{"name": "x",, }', encoding="utf-8")
    with pytest.raises(PackError) as exc:
        import_file(path, tmp_db)
    assert problems_of(exc) == [
        "x.json line 1, column 14: not valid JSON (Expecting property name enclosed in double"
        " quotes)"
    ]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (
            "[" * 100_000 + "]" * 100_000,
            "the JSON nests 100000 levels deep; a catalog pack nests at most 32",
        ),
        ('{"format": ' + "9" * 5000 + "}", "a number of at most 30 digits"),
        ('{"format": NaN}', "NaN is not a number a catalog pack may hold"),
        ('{"format": -Infinity}', "-Infinity is not a number a catalog pack may hold"),
        ('{"name": "a", "name": "b"}', "the key 'name' appears twice in one object"),
    ],
)
def test_json_that_breaks_the_parser_or_says_two_things_is_refused(tmp_path, tmp_db, text, reason):
    # Before: RecursionError / ValueError tracebacks, NaN taken as a float, the last key
    # silently winning.
    path = tmp_path / "odd.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PackError) as exc:
        import_file(path, tmp_db, "mine")
    [message] = problems_of(exc)
    assert message.startswith((f"odd.json: {reason}", f"odd.json $, field format: {reason}"))
    assert not tmp_db.exists()


def test_a_problem_quoting_the_file_is_one_short_line(seed_json, tmp_db):
    # A key of the file's own with a line break, a terminal escape and a right-to-left
    # override, and a 200,000-character key: each message stays one line of bounded length.
    path = broken_pack(seed_json, lambda p: p.update({"x\n\x1b[2J\u202eevil": 1, "k" * 200_000: 2}))
    with pytest.raises(PackError) as exc:
        import_file(path, tmp_db, "mine")
    messages = problems_of(exc)
    assert (
        "broken.json $, field x\\x0a\\x1b[2J\\u202eevil: the key contains a control character "
        "(U+000A)" in messages
    )
    assert all("\n" not in m and "\x1b" not in m and len(m) < 700 for m in messages)
