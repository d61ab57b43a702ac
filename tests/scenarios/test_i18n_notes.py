"""The messages the core writes for the window are translatable
:class:`rigwright.core.text.i18n.Text`.

Recommendation notes and reasons, layout notes, search notes, reasons and price bases, lint
findings, price bases, workload labels and metric names: each is a Text of its module's
context with every field given, whose rendering through a translator differs from the
English (so that nothing stays English in a translated window), while ``str()`` keeps the
English the command line, the JSON and the older tests read.
"""

from __future__ import annotations

import dataclasses
import re
import shutil
import tomllib
from decimal import Decimal
from pathlib import Path

import pytest

from rigwright.core.build.layout import LayoutNote, chassis_layout
from rigwright.core.build.model import build_from_sku
from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.catalog.lint import lint_catalog
from rigwright.core.catalog.model import (
    METRICS,
    Cooler,
    PriceEntry,
    PriceList,
    cooler_text,
    data_text,
    is_marked_data_text,
    join_texts,
    metric_label_text,
    metric_text,
)
from rigwright.core.compare.chart_data import (
    changed_candidate,
    price_points_text,
    scaling_assumption_text,
    sku_candidate,
)
from rigwright.core.io.paths import data_dir
from rigwright.core.pricing.prices import Price, price_of, total_price
from rigwright.core.recommend.ranking import (
    PROFILES,
    Request,
    parse_budget,
    parse_gpu_count,
    recommend,
    scale_fit,
)
from rigwright.core.recommend.workloads import METRIC_LABELS, resolve_workload, validate_weights
from rigwright.core.search.pareto import derived_price, search_builds
from rigwright.core.text.i18n import Text, template_fields

DATA = Path(__file__).resolve().parents[2] / "data"


def shout(_context: str, source: str) -> str:
    """A translator that upper-cases a template's words, keeps its {fields} as they are and
    marks it "⟦…⟧" (so that a name such as "CNN" shows it went through the translator)."""
    words = re.sub(r"(\{[^{}]*\})|([^{}]+)", lambda m: m.group(1) or m.group(2).upper(), source)
    return f"⟦{words}⟧"


def assert_complete(text: Text) -> None:
    """Every field of ``text`` and of the texts it quotes is given."""
    assert isinstance(text, Text), text
    given = {name for name, _ in text.params}
    assert template_fields(text.source) <= given, (text.source, given)
    for _, value in text.params:
        if isinstance(value, Text):
            assert_complete(value)


def assert_translatable(text: object, *contexts: str) -> None:
    """``text`` is a complete Text of one of ``contexts`` (or a data sentence marked for
    translation) that a translator changes."""
    assert isinstance(text, Text) and not isinstance(text, str), repr(text)
    data = text.context == "catalog" and is_marked_data_text(text.source)
    assert text.context in contexts or data, (text.context, text.source)
    assert_complete(text)
    english = str(text)
    assert english == text.render()
    assert text.render(shout) != english, text.source


@pytest.fixture(scope="module")
def current():
    return load_catalog_files("current")


# ----------------------------------------------------------------------------- recommend

REQUESTS = (
    {},
    {"budget_cny": 20_000},
    {"budget_cny": 5_000},
    {"model_scale": "large"},
    {"model_scale": "small", "min_gpu_memory_gb": 48},
    {"min_gpu_memory_gb": 49},
    {"gpu_count": (10, 16)},
    {"min_gpu_memory_gb": 16, "gpu_count": (2, 3)},
)


@pytest.mark.parametrize("workload", list(PROFILES))
def test_every_recommendation_note_and_reason_is_translatable(seed_catalog, workload):
    notes = 0
    for extra in REQUESTS:
        rec = recommend(seed_catalog, Request(workload=workload, **extra))
        assert rec.notes == [str(n) for n in rec.notes_text]
        for note in rec.notes_text:
            assert_translatable(note, "recommend")
        notes += len(rec.notes_text)
        for gpu in rec.gpus:
            assert gpu.reasons == [str(r) for r in gpu.reasons_text] and gpu.reasons_text
            for reason in gpu.reasons_text:
                assert_translatable(reason, "recommend")
        for sku in rec.skus:
            assert sku.reasons == [str(r) for r in sku.reasons_text] and sku.reasons_text
            for reason in sku.reasons_text:
                assert_translatable(reason, "recommend")
    assert notes >= 4  # the requests above give notes for every workload


def test_unscored_gpus_and_weights_say_why_translatably(current):
    rec = recommend(current, Request(workload="inference"))
    assert rec.unscored_text, "the current catalog has GPUs without an FP16 figure"
    assert rec.unscored == {k: str(v) for k, v in rec.unscored_text.items()}
    for why in rec.unscored_text.values():
        assert_translatable(why, "recommend")
    assert any(n.startswith("not ranked (unknown figures): ") for n in rec.notes)
    for note in rec.notes_text:
        assert_translatable(note, "recommend")
    custom = recommend(current, Request(workload="cnn", weights={"fp16_tflops": 1, "memory_gb": 1}))
    for score in custom.gpus:
        for reason in score.reasons_text:
            assert_translatable(reason, "recommend")


def test_recommendation_reasons_keep_their_english(seed_catalog):
    rec = recommend(seed_catalog, Request(workload="cnn", budget_cny=5_000))
    top = rec.gpus[0]
    assert top.reasons[0] == "Tensor 133 TFLOPS: #1 of 13 (first CNN priority)"
    assert top.reasons[1] == "Then fp32 16.66 TFLOPS, memory 32 GB"
    assert top.reasons_text[1].render(shout) == ("⟦THEN ⟦⟦⟦FP32⟧ 16.66 TFLOPS⟧, ⟦⟦MEMORY⟧ 32 GB⟧⟧⟧")
    assert rec.notes == [
        (
            "no SKU within ¥5,000; the cheapest that meets the other filters is "
            "1.1 GX380i 14932-SA2X at ¥29,990"
        )
    ]
    sku = recommend(seed_catalog, Request(workload="rnn")).skus[0]
    assert re.fullmatch(
        r"\d+ × .+ \(GPU score \d+\.\d\): about \d+\.\d\d GPUs' worth for "
        r"RNN / LSTM / GRU, assuming 75 % kept per doubling",
        sku.reasons[0],
    )
    assert re.fullmatch(r"¥[\d,]+: ¥[\d,]+ per score point", sku.reasons[1])
    # Rendered in a language: the workload's name and the metric names translate too.
    assert "⟦RNN / LSTM / GRU⟧" in sku.reasons_text[0].render(shout)


def test_scale_differences_are_translatable(seed_catalog):
    gpus = tuple(
        dataclasses.replace(g, cooler=Cooler.PASSIVE) if g.name == "Quadro RTX8000" else g
        for g in seed_catalog.gpus
    )
    odd = dataclasses.replace(seed_catalog, gpus=gpus)
    found = []
    for catalog in (seed_catalog, odd):
        for scale in ("small", "medium", "large", "very-large"):
            fit = scale_fit(catalog, scale)
            assert fit.differences == tuple(str(d) for d in fit.differences_text)
            found += fit.differences_text
    english = [str(d) for d in found]
    for kind in ("also fits the", "the seed lists", "the chassis rule gives", "above the seed's"):
        assert any(kind in d for d in english), kind
    for difference in found:
        assert_translatable(difference, "recommend")
    assert (
        "the seed lists Quadro RTX8000 for the very-large scale; the rule does not "
        "(48 GB, passive)" in english
    )


def test_input_errors_are_translatable(seed_catalog):
    for call in (
        lambda: parse_budget("lots"),
        lambda: parse_budget("0"),
        lambda: parse_gpu_count("4-2"),
        lambda: parse_gpu_count("99"),
        lambda: recommend(seed_catalog, Request(workload="cnn", budget_cny=-1)),
        lambda: scale_fit(seed_catalog, "huge"),
        lambda: validate_weights({"tensor_tflops": -1}),
        lambda: validate_weights({"tensor_tflops": 0}),
        lambda: resolve_workload("knitting"),
    ):
        with pytest.raises(ValueError) as info:
            call()
        (message,) = info.value.args
        assert_translatable(message, "recommend", "workloads")
        assert str(info.value) == str(message)
    with pytest.raises(
        ValueError, match=r"^budget: 'lots' is not an amount in CNY \(e\.g\. 100000\)$"
    ):
        parse_budget("lots")


# ----------------------------------------------------------------------------- workloads


def test_workload_labels_and_derivations_are_translatable():
    for profile in PROFILES.values():
        assert str(profile.label_text) == profile.label_en
        assert str(profile.derivation_text) == profile.derivation
        assert_translatable(profile.label_text, "workloads")
        assert_translatable(profile.derivation_text, "workloads")
    assert PROFILES["cnn"].label_zh == "CNN 卷積神經網絡"  # the seed's words, as printed


def test_metric_and_cooler_words_are_translatable():
    for metric in METRICS:
        assert str(metric_text(metric)) == METRIC_LABELS[metric][0]
        assert str(metric_text(metric, lower=True)) == METRIC_LABELS[metric][0].lower()
        assert (
            str(metric_label_text(metric))
            == f"{METRIC_LABELS[metric][0]} {METRIC_LABELS[metric][1]}".strip()
        )
        for text in (
            metric_text(metric),
            metric_text(metric, lower=True),
            metric_label_text(metric),
        ):
            assert_translatable(text, "catalog")
    for cooler in Cooler:
        assert str(cooler_text(cooler)) == cooler.value
        assert_translatable(cooler_text(cooler), "catalog")
    assert str(metric_text("no_such_metric")) == "no_such_metric"


def test_lists_join_with_the_languages_separators():
    chinese = {"{first}, {rest}": "{first}、{rest}", "{first}; {rest}": "{first}；{rest}"}

    def zh(_context: str, source: str) -> str:
        return chinese.get(source, source)

    assert str(join_texts(["A", "B", "C"])) == "A, B, C"
    assert join_texts(["A", "B", "C"]).render(zh) == "A、B、C"
    assert join_texts(["A", "B"], "; ").render(zh) == "A；B"
    assert str(join_texts([])) == "" and str(join_texts(["A"])) == "A"


# ----------------------------------------------------------------------------- layout


@pytest.mark.parametrize("number", ["1.1", "1.7", "2.1", "3.1", "3.7"])
def test_layout_notes_are_translatable(seed_catalog, number):
    layout = chassis_layout(seed_catalog.sku(number), seed_catalog)
    assert layout.notes
    for note in layout.notes:
        assert isinstance(note, LayoutNote)
        assert_translatable(note, "layout")
        assert str(note) == note.text("en")
    assert_complete(layout.psu.describe_text())
    assert str(layout.psu.describe_text()) == layout.psu.describe()


def test_a_layout_note_names_its_assumed_figures_translatably(seed_catalog):
    layout = chassis_layout(seed_catalog.sku("3.1"), seed_catalog)
    assumed = next(n for n in layout.notes if n.key == "assumed")
    assert str(assumed).startswith(
        "Assumed (the guide gives no figure): gpu positions 9; pcie switch yes; psu not stated"
    )
    rendered = assumed.render(shout)
    assert "⟦⟦GPU POSITIONS⟧ 9⟧" in rendered and "⟦⟦PSU⟧ ⟦NOT STATED⟧⟧" in rendered
    assert str(layout.notes[0]) == "9 GPUs in a chassis the selection guide rates for 8-9"
    # Notes compare by what they say.
    again = chassis_layout(seed_catalog.sku("3.1"), seed_catalog)
    assert again.notes == layout.notes and hash(again.notes) == hash(layout.notes)


# ----------------------------------------------------------------------------- search


def test_search_notes_reasons_and_price_bases_are_translatable(seed_catalog):
    result = search_builds(seed_catalog, Request(workload="cnn", model_scale="medium"))
    assert result.front and result.notes_text
    assert result.notes == [str(n) for n in result.notes_text]
    for note in result.notes_text:
        assert_translatable(note, "search")
    assert any(
        n.startswith("at most as many cards as fit one workstation by the medium scale rule: ")
        for n in result.notes
    )
    warned = 0
    for build in result.front:
        assert build.reasons == tuple(str(r) for r in build.reasons_text)
        assert build.price_basis == str(build.price_basis_text)
        for reason in build.reasons_text:
            assert_translatable(reason, "search", "recommend")
        assert_translatable(build.price_basis_text, "search")
        assert_complete(build.price_label_text)
        warned += any("warning(s): " in r for r in build.reasons)
        assert str(build.base_text) == build.base
    assert warned, "the medium front has builds with warnings"


def test_parts_builds_and_derived_prices_are_translatable(current, seed_catalog):
    have = {(e.kind, e.item) for e in current.price_list.entries}
    extra = tuple(
        PriceEntry(name, kind, amount_cny=Decimal(1000 + 613 * i), basis="test", illustrative=False)
        for i, (kind, name) in enumerate(
            [("gpu", g.name) for g in current.gpus] + [("part", p.name) for p in current.parts]
        )
        if (kind, name) not in have
    )
    priced = dataclasses.replace(
        current,
        skus=(),  # the parts builds' texts (the lineup's SKUs are another platform)
        price_list=dataclasses.replace(
            current.price_list, entries=current.price_list.entries + extra
        ),
    )
    result = search_builds(priced, Request(workload="rnn", gpu_count=(1, 3)))
    assert result.front
    for build in result.front:
        assert build.price_basis.startswith("parts ¥")
        assert_translatable(build.price_basis_text, "search")
        assert str(build.base_text) == "parts" and build.base_text.render(shout) == "⟦PARTS⟧"
        for reason in build.reasons_text:
            assert_translatable(reason, "search", "recommend")
    for note in result.notes_text:
        assert_translatable(note, "search")

    seed_front = search_builds(seed_catalog, Request(workload="cnn")).front
    custom = next(b for b in seed_front if not b.printed)
    more = dataclasses.replace(
        custom.build,
        gpus=(dataclasses.replace(custom.build.gpus[0], count=custom.build.gpus[0].count + 1),),
    )
    other = dataclasses.replace(custom.build, memory_gb=custom.build.memory_gb + 1)
    sku = seed_catalog.sku(custom.base.removeprefix("SKU "))
    for base in (custom, sku):
        for build in (custom.build, more, other):
            price = derived_price(seed_catalog, build, base)
            assert_translatable(price.basis_text, "search")
            assert price.basis == str(price.basis_text)
    assert str(derived_price(seed_catalog, other, sku).basis_text) == (
        f"price to be set: the build changes more than SKU {sku.number}'s GPUs, and the "
        "catalog prices no such change"
    )


# ----------------------------------------------------------------------------- pricing


def test_price_bases_and_labels_are_translatable(seed_catalog, current, tmp_path):
    for catalog in (seed_catalog, current):
        for gpu in catalog.gpus:
            price = price_of(catalog, gpu.name, "gpu")
            assert_translatable(price.basis_text, "pricing")
            assert_complete(price.label_text())
            assert price.label() == str(price.label_text())
    # The shipped list prices every part: the unpriced labels are read on the earlier
    # partial list of launch MSRPs (kept beside these tests).
    shutil.copytree(data_dir() / "current", tmp_path / "current")
    shutil.copyfile(
        Path(__file__).with_name("launch_msrp_prices.toml"), tmp_path / "current" / "prices.toml"
    )
    current = load_catalog_files("current", tmp_path)
    parts = [p.name for p in current.parts if not price_of(current, p.name, "part").is_set]
    unpriced = price_of(current, parts[0], "part")
    assert unpriced.basis == "price to be set" and unpriced.label() == "price to be set"
    assert unpriced == Price(None, "price to be set")  # a basis in words equals its Text
    assert_translatable(unpriced.basis_text, "pricing")
    some = total_price(current, [(current.gpus[0].name, 2), parts[0], parts[1]])
    assert some.label().endswith(" (illustrative) plus 2 items price to be set")
    assert_translatable(some.label_text(), "pricing")
    one = total_price(current, [current.gpus[0].name, parts[0]])
    assert one.label().endswith(" plus 1 item price to be set")
    assert_translatable(one.label_text(), "pricing")
    assert str(total_price(current, [parts[0]]).label_text()) == "price to be set"
    vendor = dataclasses.replace(
        current,
        price_list=PriceList(
            "vendor",
            None,
            (PriceEntry(current.gpus[0].name, "gpu", amount_cny=Decimal(9999), basis="含税价"),),
            False,
        ),
    )
    price = price_of(vendor, current.gpus[0].name, "gpu")
    assert price.basis == "含税价 CNY 9999 (date not stated)"
    assert_translatable(price.basis_text, "pricing")


# ----------------------------------------------------------------------------- lint


@pytest.mark.parametrize("name", ["seed-2020", "current"])
def test_every_lint_finding_is_translatable(name):
    catalog = load_catalog_files(name)
    findings = lint_catalog(catalog, DATA / name)
    assert findings or name == "current"
    kinds = set()
    for finding in findings:
        assert finding.message == str(finding.message_text)
        assert finding.why == str(finding.why_text)
        assert finding.expected == str(finding.expected_text)
        assert finding.as_json()["message"] == finding.message
        assert_translatable(finding.message_text, "lint")
        assert_translatable(finding.why_text, "lint")
        kinds.add(finding.kind)
    if name == "seed-2020":
        assert {"stated-total", "pattern", "unit", "code", "claim", "reference", "text"} <= kinds


def test_the_seeds_shown_data_sentences_are_marked_for_translation():
    seed = DATA / "seed-2020"
    claims = tomllib.loads((seed / "claims.toml").read_text(encoding="utf-8"))
    sentences = [c[k] for c in claims["contradiction"] for k in ("message", "why", "where")]
    sentences += [c["where"] for c in claims["claim"]]
    patterns = tomllib.loads((seed / "patterns.toml").read_text(encoding="utf-8"))
    sentences += [p["label"] for p in patterns["pattern"]]
    catalog = load_catalog_files("seed-2020")
    sentences += [s.remark for s in catalog.skus if s.remark]
    for name in ("seed-2020", "current"):
        prices = tomllib.loads((DATA / name / "prices.toml").read_text(encoding="utf-8"))
        sentences += [
            e["basis"]
            for e in prices.get("gpu", []) + prices.get("part", []) + prices.get("entry", [])
            if "basis" in e
        ]
    sentences += [s.price_basis for s in catalog.skus]
    assert sentences
    unmarked = [s for s in sentences if not is_marked_data_text(s)]
    assert not unmarked, unmarked
    assert str(data_text("a {brace}")) == "a {brace}"  # data is never taken as a template


# ----------------------------------------------------------------------------- charts


def test_chart_reasons_and_assumption_are_translatable(seed_catalog):
    sku = seed_catalog.skus[0]
    base = sku_candidate(sku, build_from_sku(sku, seed_catalog))
    unpriced = changed_candidate(base, base.build, Price(None, "price to be set: parts"))
    unknown = changed_candidate(
        base,
        dataclasses.replace(
            base.build, gpus=(dataclasses.replace(base.build.gpus[0], model="Imaginary"),)
        ),
        Price(Decimal(1)),
    )
    _, left = price_points_text([base, unpriced, unknown], {sku.gpu: 50.0}, 0.95)
    assert [str(r) for _, r in left] == [
        "price to be set",
        "no score: unknown figures of Imaginary",
    ]
    for _, reason in left:
        assert_translatable(reason, "pricing", "chart_data")
    assert str(unpriced.label_text) == unpriced.label
    assert_translatable(unpriced.label_text, "chart_data")
    assumption = scaling_assumption_text(PROFILES["rnn"])
    assert str(assumption) == (
        "Assumes 75 % of the throughput kept per doubling of the GPU "
        "count (RNN / LSTM / GRU); dashed: linear."
    )
    assert_translatable(assumption, "chart_data")
