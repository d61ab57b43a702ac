"""The offline help's content (resources/help/*.toml, core/help/topics.py): every metric,
workload profile, rule and page the code uses has a topic with a title and a body in English,
Simplified and Traditional Chinese; a bad help file is refused with the topic and field named.

The lists of ids are read from the code (the catalog's metrics, the profiles, the rules'
source), never copied here, so a new metric, profile or verdict id without help fails."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rigwright.core.build.model import build_from_sku
from rigwright.core.build.rules import RULES, check_build, parse_site
from rigwright.core.catalog.model import METRICS
from rigwright.core.help import topics as help_topics
from rigwright.core.help.topics import (
    LANGS,
    PAGES,
    HelpFileError,
    HelpTopic,
    load_topics,
    missing_topics,
    parse_body,
    resolve,
    rule_ids_in_code,
    weight_facts,
)
from rigwright.core.recommend.workloads import METRIC_LABELS, PROFILES

RULES_PACKAGE = Path(__file__).resolve().parents[3] / "core" / "build" / "rules"


@pytest.fixture(scope="module")
def shipped() -> dict[str, HelpTopic]:
    return load_topics()


def _verdict_ids_by_regex() -> set[str]:
    """Verdict rule ids read from the text of core/build/rules/ (independently of the loader's AST
    reading): ``Verdict("x.y"``, ``rule = "x.y"`` and ``_dc_load(ctx, "x.y"``."""
    text = "\n".join(p.read_text(encoding="utf-8") for p in sorted(RULES_PACKAGE.glob("*.py")))
    ids = set(re.findall(r'Verdict\(\s*"([a-z_]+\.[a-z_]+)"', text))
    ids |= set(re.findall(r'\brule = "([a-z_]+\.[a-z_]+)"', text))
    ids |= set(re.findall(r'_dc_load\(ctx, "([a-z_]+\.[a-z_]+)"', text))
    return ids


def _code_ids() -> list[str]:
    metrics = set(METRICS) | set(METRIC_LABELS) | {m for p in PROFILES.values() for m in p.weights}
    return (
        [f"metric:{m}" for m in sorted(metrics)]
        + [f"workload:{k}" for k in PROFILES]
        + [f"rule:{r}" for r in sorted(_verdict_ids_by_regex())]
        + [f"rule:{name}" for name, _ in RULES]
        + [f"page:{p}" for p in PAGES]
    )


def test_the_rules_source_reading_finds_every_verdict_id():
    found = set(rule_ids_in_code())
    assert found == _verdict_ids_by_regex()
    assert {"slots.capacity", "power.circuit", "pcie.lanes", "memory.system_vs_gpu"} <= found


@pytest.mark.parametrize("topic_id", _code_ids())
def test_every_id_the_code_uses_has_a_topic_in_every_language(shipped, topic_id):
    found = resolve(topic_id, shipped)
    assert found is not None, f"no help topic for {topic_id}"
    topic = shipped[found]
    for lang in LANGS:
        assert topic.title(lang).strip(), f"{found}: empty {lang} title"
        assert topic.body(lang).strip(), f"{found}: empty {lang} body"
        assert topic.titles[lang] == topic.title(lang)  # its own, not the English fallback


def test_a_rule_name_leads_to_a_topic_of_that_rule(shipped):
    for name, _ in RULES:
        found = resolve(f"rule:{name}", shipped)
        assert found is not None and shipped[found].group == name


def test_the_verdicts_of_the_seed_skus_have_topics(shipped, seed_catalog):
    site = parse_site("220V/10A")
    seen = {
        v.rule
        for sku in seed_catalog.skus
        for v in check_build(build_from_sku(sku, seed_catalog), seed_catalog, site)
    }
    assert {"gpu.scale_limit", "pcie.lanes", "memory.system_vs_gpu"} <= seen
    assert [r for r in sorted(seen) if f"rule:{r}" not in shipped] == []


def test_missing_topics_lists_what_the_help_lacks(shipped):
    assert missing_topics(shipped) == []
    fewer = {
        k: v
        for k, v in shipped.items()
        if k not in ("metric:memory_gb", "workload:gan") and v.group != "nvlink"
    }
    assert missing_topics(fewer) == [
        "workload:gan",
        "metric:memory_gb",
        *(f"rule:{r}" for r in sorted(_verdict_ids_by_regex()) if r.startswith("nvlink.")),
        "rule:nvlink",
    ]


def test_chinese_texts_are_written_for_each_script(shipped):
    cjk = re.compile(r"[\u4e00-\u9fff]")
    # characters that exist only in simplified form: a Traditional text must not use them
    simplified_only = set("们这说显设为与时个应优级规则页选图报价单机电热线连导择数据库")
    for topic in shipped.values():
        for lang in ("zh_CN", "zh_TW"):
            assert cjk.search(topic.title(lang) + topic.body(lang)), f"{topic.id} {lang}"
            assert topic.body(lang) != topic.body("en")
        assert topic.body("zh_CN") != topic.body("zh_TW"), topic.id
        tw = topic.title("zh_TW") + topic.body("zh_TW")
        assert not simplified_only & set(tw), (topic.id, sorted(simplified_only & set(tw)))
        assert "“" not in tw and "”" not in tw, f"{topic.id}: zh_TW quotes with 「」"
        assert "「" not in topic.body("zh_CN"), f"{topic.id}: zh_CN quotes with “”"


def test_seed_terms_are_kept(shipped):
    assert "顯存帶寬" in shipped["metric:memory_bandwidth_gbs"].body("zh_TW")
    assert "显存带宽" in shipped["metric:memory_bandwidth_gbs"].title("zh_CN")
    assert "張量" in shipped["metric:tensor_tflops"].title("zh_TW")
    assert "Tensors> FLOP> 顯存> 半精度計算(FP16)" in shipped["workload:cnn"].body("en")
    assert "seed guide" in shipped["workload:rnn"].body("en")


def test_weight_facts_come_from_the_profiles():
    cnn = weight_facts("workload:cnn")
    assert cnn is not None
    assert [m for m, _ in cnn.weights] == [f"metric:{m}" for m in PROFILES["cnn"].priority]
    assert cnn.scaling_per_doubling == PROFILES["cnn"].scaling_per_doubling
    assert cnn.seed_priority == PROFILES["cnn"].seed_priority
    bandwidth = weight_facts("metric:memory_bandwidth_gbs")
    assert bandwidth is not None
    assert {w for w, _ in bandwidth.weights} == {
        f"workload:{p.key}" for p in PROFILES.values() if p.weights.get("memory_bandwidth_gbs")
    }
    assert bandwidth.weights[0] == ("workload:rnn", PROFILES["rnn"].weights["memory_bandwidth_gbs"])
    assert weight_facts("metric:cuda_cores") == help_topics.WeightFacts(())
    assert weight_facts("rule:pcie.lanes") is None
    assert weight_facts("metric:score") is None


def test_resolve_aliases(shipped):
    assert resolve("workload:lstm", shipped) == "workload:rnn"
    assert resolve("rule:power", shipped) == "rule:power.sustained"
    assert resolve("metric:nonsense", shipped) is None
    assert resolve(None, shipped) is None


# ----------------------------------------------------------------------------- markup


def test_parse_body_paragraphs_bullets_bold_and_links():
    blocks = parse_body(
        "First line\nsame paragraph **bold**.\n\n- one [link](metric:memory_gb)\n"
        "  continued\n- two\n\n第一行\n第二行"
    )
    assert [b.kind for b in blocks] == ["paragraph", "list", "paragraph"]
    first = blocks[0].items[0]
    assert "".join(s.text for s in first) == "First line same paragraph bold."
    assert [s.text for s in first if s.bold] == ["bold"]
    bullets = blocks[1].items
    assert len(bullets) == 2
    link = next(s for s in bullets[0] if s.target)
    assert (link.text, link.target) == ("link", "metric:memory_gb")
    assert "".join(s.text for s in bullets[0]) == "one link continued"
    assert blocks[2].items[0][0].text == "第一行第二行"  # no space between Chinese lines


# ----------------------------------------------------------------------------- bad files

_GOOD = """
["metric:example".en]
title = "Example"
body = "Text."
["metric:example".zh_CN]
title = "示例"
body = "文字。"
["metric:example".zh_TW]
title = "範例"
body = "文字。"
"""


def _write(folder: Path, text: str, name: str = "topics.toml") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(text, encoding="utf-8")
    return folder


def test_a_good_file_loads(tmp_path):
    found = load_topics(_write(tmp_path, _GOOD))
    assert found["metric:example"].title("zh_TW") == "範例"
    assert found["metric:example"].title("fr") == "Example"  # unknown language: English


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            _GOOD.replace('["metric:example".zh_TW]\ntitle = "範例"\nbody = "文字。"\n', ""),
            r"topic 'metric:example': zh_TW: Field required",
        ),
        (
            _GOOD.replace('title = "示例"', 'title = "  "'),
            r"topic 'metric:example': zh_CN\.title: String should have at least 1 character",
        ),
        (
            _GOOD.replace('body = "Text."', 'body = "Text <b>bold</b>."'),
            r"topic 'metric:example': en\.body: .*raw HTML is not allowed",
        ),
        (
            _GOOD.replace('body = "Text."', 'body = "See [that](rule:nothing)."'),
            r"topic 'metric:example': en\.body: the link \[that\] leads to no topic 'rule:nothing'",
        ),
        (
            _GOOD + '["metric:example"]\nsee_also = ["page:nowhere"]\n',
            r"topic 'metric:example': see_also: no topic 'page:nowhere'",
        ),
        (
            _GOOD + '["metric:example"]\ncolour = "red"\n',
            r"topic 'metric:example': colour: Extra inputs are not permitted",
        ),
        (
            _GOOD + '["metric:example"]\ngroup = "power"\n',
            r"topic 'metric:example': group: only rule topics have a group",
        ),
        (
            _GOOD.replace("metric:example", "rule:example") + '["rule:example"]\ngroup = "nope"\n',
            r"topic 'rule:example': group: 'nope' is not a rule of "
            r"rigwright\.core\.build\.rules\.RULES",
        ),
        (
            _GOOD.replace("metric:example", "widget:Example"),
            r"topic 'widget:Example': the id must be <kind>:<key>",
        ),
        ('["metric:example".en\ntitle = "x"', r"topics\.toml: "),
    ],
)
def test_a_bad_file_is_refused_naming_the_topic_and_field(tmp_path, text, expected):
    with pytest.raises(HelpFileError, match=expected):
        load_topics(_write(tmp_path, text))


def test_a_topic_defined_twice_is_refused(tmp_path):
    _write(tmp_path, _GOOD, "a.toml")
    _write(tmp_path, _GOOD, "b.toml")
    with pytest.raises(
        HelpFileError,
        match=r"b\.toml: topic 'metric:example': already defined "
        r"in a\.toml",
    ):
        load_topics(tmp_path)


def test_an_empty_folder_is_refused(tmp_path):
    with pytest.raises(HelpFileError, match="no help files"):
        load_topics(tmp_path)
