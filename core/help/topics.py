"""The offline help's content: what each metric, workload profile, rule and page means, in
English, Simplified and Traditional Chinese, read from ``resources/help/*.toml`` and
validated at the edge (:func:`load_topics`); ``docs/help-topics.md`` gives the file format.
"""

from __future__ import annotations

import ast
import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from rigwright.core.help.markup import _INLINE
from rigwright.core.io.paths import resources_dir

LANGS: tuple[str, ...] = ("en", "zh_CN", "zh_TW")
"""The content languages; every topic has a title and a body in each."""

KINDS: tuple[str, ...] = ("page", "workload", "metric", "rule")
"""The kinds of topic (the id's prefix), in the order the help lists them."""

PAGES: tuple[str, ...] = (
    "getting_started",
    "configure",
    "chassis",
    "rule_check",
    "charts",
    "compare",
    "gpu_table",
    "data_quality",
    "parts",
    "quotes",
)
"""The window's pages and tabs that have a help page (``page:<name>``): the Configure page,
its tabs (chassis diagram, rule check, charts, compare, GPU spec table, data quality, parts),
the Quotes page, and the workflow overview ``page:getting_started``."""

DERIVED_METRICS: tuple[str, ...] = (
    "score",
    "throughput",
    "cny_per_tflops",
    "cny_per_memory_gb",
    "board_power_w",
    "slot_width",
)
"""Figures the window shows beside the seed's seven GPU metrics, each with a help topic: the
workload score (:mod:`rigwright.core.recommend.ranking`), a build's throughput estimate, ¥ per
tensor TFLOPS and ¥ per GB (:mod:`rigwright.core.compare.table`), and the GPU's board power and slot
width (reference table)."""

START_TOPIC = "page:getting_started"
"""The topic the help opens on when nothing more specific is asked for."""

_ID = re.compile(r"^(page|workload|metric|rule):[a-z0-9_]+(?:\.[a-z0-9_]+)*$")


class HelpFileError(ValueError):
    """A help file is unreadable or invalid; the message names the file, the topic and the
    field."""


# ----------------------------------------------------------------------------- markup


@dataclass(frozen=True, slots=True)
class Span:
    """A run of text in a paragraph or a bullet.

    Attributes:
        text: the words, as written (not escaped).
        bold: written between ``**``.
        target: the topic id a link leads to, or None for plain text.
    """

    text: str
    bold: bool = False
    target: str | None = None


@dataclass(frozen=True, slots=True)
class Block:
    """A paragraph (one item) or a bullet list (one item per bullet); each item is a tuple of
    :class:`Span`."""

    kind: Literal["paragraph", "list"]
    items: tuple[tuple[Span, ...], ...]


def _spans(text: str) -> tuple[Span, ...]:
    out: list[Span] = []
    pos = 0
    for match in _INLINE.finditer(text):
        if match.start() > pos:
            out.append(Span(text[pos : match.start()]))
        if match.group("bold") is not None:
            out.append(Span(match.group("bold"), bold=True))
        else:
            out.append(Span(match.group("label"), target=match.group("target")))
        pos = match.end()
    if pos < len(text):
        out.append(Span(text[pos:]))
    return tuple(out)


def parse_body(text: str) -> tuple[Block, ...]:
    """The blocks of a body: paragraphs are separated by blank lines and their lines joined
    by a space (no space between two Chinese lines); consecutive lines starting with ``- ``
    are a bullet list (a following indented line continues the bullet). Inline:
    ``**bold**`` and ``[label](topic:id)`` links."""
    blocks: list[Block] = []
    for chunk in re.split(r"\n\s*\n", text.strip()):
        # runs of ("paragraph", lines) and ("list", bullets), in order
        runs: list[tuple[str, list[str]]] = []
        for line in chunk.splitlines():
            stripped = line.strip()
            if not stripped:
                continue
            if stripped.startswith("- "):
                if not runs or runs[-1][0] != "list":
                    runs.append(("list", []))
                runs[-1][1].append(stripped[2:].strip())
            elif runs and runs[-1][0] == "list" and line[:1].isspace():
                runs[-1][1][-1] = _join([runs[-1][1][-1], stripped])
            else:
                if not runs or runs[-1][0] != "paragraph":
                    runs.append(("paragraph", []))
                runs[-1][1].append(stripped)
        for kind, lines in runs:
            if kind == "list":
                blocks.append(Block("list", tuple(_spans(b) for b in lines)))
            else:
                blocks.append(Block("paragraph", (_spans(_join(lines)),)))
    return tuple(blocks)


def _join(lines: list[str]) -> str:
    """Lines of one paragraph as one line: a space between them, none between CJK text."""
    out = ""
    for raw in lines:
        line = raw.strip()
        if out and not (_cjk(out[-1]) and _cjk(line[:1])):
            out += " "
        out += line
    return out


def _cjk(char: str) -> bool:
    return bool(char) and (
        "\u2e80" <= char <= "\u9fff" or "\uff00" <= char <= "\uffef" or "\u3000" <= char <= "\u303f"
    )


def plain_text(blocks: tuple[Block, ...]) -> str:
    """The words of ``blocks`` without markup (for searching)."""
    return "\n".join("".join(s.text for s in item) for b in blocks for item in b.items)


# ----------------------------------------------------------------------------- topics


@dataclass(frozen=True, slots=True)
class HelpTopic:
    """One help topic in every language.

    Attributes:
        id: ``"<kind>:<key>"`` ("rule:power.sustained").
        titles, bodies: language ("en", "zh_CN", "zh_TW") -> text; bodies in the markup of
            :func:`parse_body`.
        see_also: related topic ids, listed under the text.
        group: for a rule topic, the name of its rule in :data:`rigwright.core.build.rules.RULES`
            ("power"), so ``rule:power`` finds it too; None otherwise.
        source: the file it was read from.
    """

    id: str
    titles: Mapping[str, str]
    bodies: Mapping[str, str]
    see_also: tuple[str, ...] = ()
    group: str | None = None
    source: str = ""

    @property
    def kind(self) -> str:
        """The topic's kind: "metric", "workload", "rule" or "page"."""
        return self.id.split(":", 1)[0]

    @property
    def key(self) -> str:
        """The id without its kind ("power.sustained")."""
        return self.id.split(":", 1)[1]

    def title(self, lang: str) -> str:
        """The title in ``lang`` (English for a language the help does not have)."""
        return self.titles.get(lang) or self.titles["en"]

    def body(self, lang: str) -> str:
        """The body's markup in ``lang`` (English for a language the help does not have)."""
        return self.bodies.get(lang) or self.bodies["en"]

    def blocks(self, lang: str) -> tuple[Block, ...]:
        """The body in ``lang`` parsed (:func:`parse_body`)."""
        return parse_body(self.body(lang))

    def matches(self, words: str, lang: str) -> bool:
        """Whether every word of ``words`` (case-insensitive) is in the id, the title or the
        body in ``lang`` or English."""
        hay = " ".join(
            (
                self.id,
                self.title(lang),
                plain_text(self.blocks(lang)),
                self.title("en"),
                plain_text(self.blocks("en")),
            )
        ).casefold()
        return all(w in hay for w in words.casefold().split())


def _where(loc: Sequence[object]) -> str:
    return ".".join(str(p) for p in loc) or "(topic)"


def _topic(path: Path, topic_id: str, raw: Any) -> HelpTopic:
    where = f"{path.name}: topic {topic_id!r}"
    if not _ID.match(topic_id):
        raise HelpFileError(
            f"{where}: the id must be <kind>:<key> with kind one of "
            f"{', '.join(KINDS)} and a lower-case key"
        )
    # pydantic on the first read of the help, not with this module (docs/performance.md).
    from pydantic import ValidationError

    from rigwright.core.help.schema import _TopicModel

    try:
        model = _TopicModel.model_validate(raw)
    except ValidationError as exc:
        errors = exc.errors()
        first = errors[0]
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        raise HelpFileError(f"{where}: {_where(first['loc'])}: {first['msg']}{more}") from None
    kind = topic_id.split(":", 1)[0]
    if model.group is not None:
        from rigwright.core.build.rules import RULE_NAMES

        if kind != "rule":
            raise HelpFileError(f"{where}: group: only rule topics have a group")
        if model.group not in RULE_NAMES:
            raise HelpFileError(
                f"{where}: group: {model.group!r} is not a rule of "
                f"rigwright.core.build.rules.RULES ({', '.join(sorted(RULE_NAMES))})"
            )
    langs = {lang: getattr(model, lang.lower()) for lang in LANGS}
    return HelpTopic(
        topic_id,
        {k: v.title for k, v in langs.items()},
        {k: v.body for k, v in langs.items()},
        tuple(model.see_also),
        model.group,
        path.name,
    )


def help_dir() -> Path:
    """The shipped help: ``<root>/resources/help``."""
    return resources_dir() / "help"


def load_topics(folder: Path | None = None) -> dict[str, HelpTopic]:
    """Read and validate every ``*.toml`` of ``folder`` (default :func:`help_dir`), in name
    order; topics keep the files' order.

    Returns:
        topic id -> :class:`HelpTopic`.

    Raises:
        HelpFileError: no file, a file that is not TOML, a topic that is invalid (a missing
            language, an empty title or body, an unknown key, HTML), an id used twice, or a
            link or ``see_also`` entry naming a topic that does not exist; the message names
            the file, the topic and the field.
    """
    folder = help_dir() if folder is None else folder
    files = sorted(folder.glob("*.toml"))
    if not files:
        raise HelpFileError(f"{folder}: no help files (*.toml)")
    found: dict[str, HelpTopic] = {}
    for path in files:
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8-sig"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
            raise HelpFileError(f"{path.name}: {exc}") from None
        for topic_id, raw in data.items():
            topic = _topic(path, topic_id, raw)
            if topic_id in found:
                raise HelpFileError(
                    f"{path.name}: topic {topic_id!r}: already defined in {found[topic_id].source}"
                )
            found[topic_id] = topic
    for topic in found.values():
        where = f"{topic.source}: topic {topic.id!r}"
        for target in topic.see_also:
            if target not in found:
                raise HelpFileError(f"{where}: see_also: no topic {target!r}")
        for lang in LANGS:
            for block in topic.blocks(lang):
                for item in block.items:
                    for span in item:
                        if span.target is not None and span.target not in found:
                            raise HelpFileError(
                                f"{where}: {lang}.body: the link "
                                f"[{span.text}] leads to no topic "
                                f"{span.target!r}"
                            )
    return found


@lru_cache(maxsize=1)
def _shipped() -> dict[str, HelpTopic]:
    return load_topics()


def topics() -> dict[str, HelpTopic]:
    """The shipped help topics by id (read once).

    Raises:
        HelpFileError: the shipped files are invalid (a test keeps them valid).
    """
    return dict(_shipped())


def grouped(found: Mapping[str, HelpTopic] | None = None) -> dict[str, list[HelpTopic]]:
    """The topics by kind, in :data:`KINDS` order, each kind in the files' order."""
    found = topics() if found is None else found
    out: dict[str, list[HelpTopic]] = {kind: [] for kind in KINDS}
    for topic in found.values():
        out[topic.kind].append(topic)
    return out


def resolve(topic_id: str | None, found: Mapping[str, HelpTopic] | None = None) -> str | None:
    """The id of the topic that explains ``topic_id``: itself when the help has it; for
    ``rule:<RULES name>`` ("rule:power") the first topic of that rule; for
    ``workload:<alias>`` ("workload:lstm") the profile's topic; None when nothing fits."""
    if not topic_id:
        return None
    found = topics() if found is None else found
    if topic_id in found:
        return topic_id
    kind, _, key = topic_id.partition(":")
    if kind == "rule":
        return next((t.id for t in found.values() if t.group == key), None)
    if kind == "workload":
        from rigwright.core.recommend.workloads import UnknownWorkload, resolve_workload

        try:
            profile = resolve_workload(key)
        except UnknownWorkload:
            return None
        wanted = f"workload:{profile.key}"
        return wanted if wanted in found else None
    return None


# ----------------------------------------------------------------------------- the code's ids


def rule_ids_in_code() -> tuple[str, ...]:
    """Every verdict rule id :mod:`rigwright.core.build.rules` can give, read from its source: the
    first argument of each ``Verdict("...")``, each ``rule = "..."`` assignment and the rule id
    handed to its helpers (``_dc_load(ctx, "power.circuit", ...)``), sorted.

    Returns an empty tuple when the module's source is not shipped (a frozen build)."""
    from rigwright.core.build import rules

    try:
        sources = sorted(Path(rules.__file__).parent.glob("*.py"))
        trees = [ast.parse(p.read_text(encoding="utf-8")) for p in sources]
    except (OSError, TypeError, SyntaxError):
        return ()
    ids: set[str] = set()

    def rule_like(node: ast.AST) -> str | None:
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and re.fullmatch(r"[a-z_]+\.[a-z_]+", node.value)
        ):
            return node.value
        return None

    for node in (node for tree in trees for node in ast.walk(tree)):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            args = (
                node.args[:1] if name == "Verdict" else node.args[1:2] if name == "_dc_load" else []
            )
            ids.update(v for a in args if (v := rule_like(a)))
        elif (
            isinstance(node, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == "rule" for t in node.targets)
            and (value := rule_like(node.value))
        ):
            ids.add(value)
    return tuple(sorted(ids))


def code_topic_ids() -> dict[str, tuple[str, ...]]:
    """The topic ids the code uses, by kind: every GPU metric
    (:data:`rigwright.core.catalog.model.METRICS`,
    :data:`rigwright.core.recommend.workloads.METRIC_LABELS`, the profiles' weights) and
    :data:`DERIVED_METRICS`; every profile of :data:`rigwright.core.recommend.workloads.PROFILES`;
    every rule of :data:`rigwright.core.build.rules.RULES` by name and every verdict id
    (:func:`rule_ids_in_code`); and :data:`PAGES`."""
    from rigwright.core.build.rules import RULES
    from rigwright.core.catalog.model import METRICS
    from rigwright.core.recommend.workloads import METRIC_LABELS, PROFILES

    metrics = dict.fromkeys(
        [
            *METRICS,
            *METRIC_LABELS,
            *(m for p in PROFILES.values() for m in p.weights),
            *DERIVED_METRICS,
        ]
    )
    rules = dict.fromkeys([*rule_ids_in_code(), *(name for name, _ in RULES)])
    return {
        "page": tuple(f"page:{p}" for p in PAGES),
        "workload": tuple(f"workload:{k}" for k in PROFILES),
        "metric": tuple(f"metric:{m}" for m in metrics),
        "rule": tuple(f"rule:{r}" for r in rules),
    }


def missing_topics(found: Mapping[str, HelpTopic] | None = None) -> list[str]:
    """The ids of :func:`code_topic_ids` that no topic of ``found`` (default the shipped
    help) explains (:func:`resolve`), in kind order."""
    found = topics() if found is None else found
    return [i for ids in code_topic_ids().values() for i in ids if resolve(i, found) is None]


# ----------------------------------------------------------------------------- weights


@dataclass(frozen=True, slots=True)
class WeightFacts:
    """What the code says of a workload or metric topic, shown under its text so the numbers
    never go stale (:data:`rigwright.core.recommend.workloads.PROFILES`).

    Attributes:
        weights: for a workload topic, (metric topic id, weight) heaviest first; for a metric
            topic, (workload topic id, weight of this metric) heaviest first. Weights sum to 1
            per profile (the seed-derived ones, not the user's edits).
        scaling_per_doubling: a workload's share of throughput kept per doubling of the GPU
            count (1.0 = linear); None for a metric.
        seed_priority: the seed's priority line as printed (Chinese), or "".
    """

    weights: tuple[tuple[str, float], ...]
    scaling_per_doubling: float | None = None
    seed_priority: str = ""


def weight_facts(topic_id: str) -> WeightFacts | None:
    """The profile weights behind a ``workload:`` topic, or the weight of a ``metric:`` topic's
    metric in every profile; None for other topics and for a metric that is not a GPU
    figure of :data:`rigwright.core.catalog.model.METRICS` (the derived figures)."""
    from rigwright.core.catalog.model import METRICS
    from rigwright.core.recommend.workloads import PROFILES

    kind, _, key = topic_id.partition(":")
    if kind == "workload" and key in PROFILES:
        profile = PROFILES[key]
        return WeightFacts(
            tuple((f"metric:{m}", profile.weights[m]) for m in profile.priority),
            profile.scaling_per_doubling,
            profile.seed_priority,
        )
    if kind == "metric" and key in METRICS:
        rows = sorted(
            (
                (f"workload:{p.key}", p.weights[key])
                for p in PROFILES.values()
                if p.weights.get(key)
            ),
            key=lambda row: -row[1],
        )
        return WeightFacts(tuple(rows))
    return None
