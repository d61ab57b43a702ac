"""A quote resolved against its catalog: each line's SKU or build, component list and
price, each option's totals, and the problems that keep a quote from a customer."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from rigwright.core.build.model import Build, BuildError, build_from_json, build_from_sku
from rigwright.core.catalog.glossary import localise
from rigwright.core.catalog.model import Catalog, PartKind, Sku
from rigwright.core.pricing.exchange import ExchangeRate, convert_from_cny
from rigwright.core.pricing.money import MoneyError, Totals, margin, round_fen, totals
from rigwright.core.quote.facts import cpu_name
from rigwright.core.quote.fields import QuoteFileError
from rigwright.core.quote.model import (
    PLACEHOLDER_VENDOR,
    LineItem,
    Option,
    QuoteDocument,
    VendorProfile,
)
from rigwright.core.quote.price_notes import (
    BASE,
    FROM_PARTS,
    ON_SKU,
    PSU_AT_ASSEMBLY,
    derived_sentence,
    footnote,
    sku_source,
)
from rigwright.core.recommend.workloads import UnknownWorkload, resolve_workload
from rigwright.core.search.candidates import quoted_prices
from rigwright.core.text.words import basis_words, label


@dataclass(frozen=True, slots=True)
class Component:
    """One entry of a workstation's component list: a kind label and the text as quoted."""

    kind: str
    text: str
    quantity: int = 1


@dataclass(frozen=True, slots=True)
class ResolvedLine:
    """A line item with what it refers to.

    Attributes:
        item: the line as written.
        description: the text printed for it, in the quote's language.
        components: a workstation's component list (empty for an extra).
        sku: the seed SKU (kind "sku"), else None.
        build: the workstation's build (SKU or custom), else None.
        unit_price: per unit, in the quote's currency (a SKU line without its own price:
            the catalog's CNY price, converted with the quote's rate outside CNY).
        price_note: where the line's catalog price comes from: an illustrative price's
            footnote (:mod:`rigwright.core.quote.price_notes`), a firm one's basis, or "".
        converted: True when ``unit_price`` is a catalog price converted from CNY.
        source: the footnote's sentence naming an illustrative price's list ("" when the
            price is firm or the engineer's own): the quote prints one footnote of them.
        derived: how a custom build's price at the catalog's derived price was reached ("" for
            any other price: a SKU's own, or one the engineer typed).
        illustrative: True when the line's price only illustrates (marked ※).
    """

    item: LineItem
    description: str
    components: tuple[Component, ...]
    sku: Sku | None
    build: Build | None
    unit_price: Decimal
    price_note: str = ""
    converted: bool = False
    source: str = ""
    derived: str = ""
    illustrative: bool = False


@dataclass(frozen=True, slots=True)
class ResolvedOption:
    """An option with its lines resolved and its money totalled.

    Attributes:
        title: the option's title in the quote's language.
        option: the option as written.
        lines: the resolved lines, in order.
        totals: the option's money (:func:`rigwright.core.pricing.money.totals`).
    """

    title: str
    option: Option
    lines: tuple[ResolvedLine, ...]
    totals: Totals

    @property
    def systems(self) -> tuple[ResolvedLine, ...]:
        """The workstation lines (SKUs and custom builds)."""
        return tuple(line for line in self.lines if line.build is not None)

    @property
    def cost(self) -> Decimal | None:
        """Internal: the option's cost (Σ quantity × unit cost), None when a line has none."""
        total = Decimal(0)
        for line in self.lines:
            if line.item.unit_cost is None:
                return None
            total += line.item.quantity * line.item.unit_cost
        return total

    @property
    def margin_percent(self) -> Decimal | None:
        """Internal: the margin on the discounted subtotal, percent, or None (no cost)."""
        return margin(self.totals.discounted, self.cost)


@dataclass(frozen=True, slots=True)
class ResolvedQuote:
    """A quote document resolved against its catalog, ready to show or print.

    ``rate`` is the exchange rate its catalog prices were converted with (None: a CNY quote).
    """

    document: QuoteDocument
    vendor: VendorProfile
    options: tuple[ResolvedOption, ...]
    rate: ExchangeRate | None = None

    @property
    def currency(self) -> str:
        """The currency of every amount: "CNY", "TWD", "HKD" or "USD"."""
        return self.document.currency

    @property
    def converted(self) -> bool:
        """True when a line's price is a catalog price converted with :attr:`rate`."""
        return any(line.converted for option in self.options for line in option.lines)

    @property
    def lang(self) -> str:
        """The quote's language: "zh_CN", "zh_TW" or "en"."""
        return self.document.lang


def sku_components(sku: Sku, lang: str, catalog: Catalog) -> tuple[Component, ...]:
    """A SKU's component list as the quote prints it: the seed's cells worded for ``lang``
    through the catalog's glossary (seed guide, section 五)."""
    # A SKU built from parts names its PSU (the seed's cell "chassis/PSU" names only the case
    # for such a SKU): the customer reads what the workstation is quoted with.
    psus = [
        n for n in sku.parts if any(p.name == n and p.kind is PartKind.PSU for p in catalog.parts)
    ]
    parts = (
        ("cpu", sku.cpu, 1),
        ("ram", sku.ram, 1),
        ("gpu", f"{sku.gpu_count} × {sku.gpu}", sku.gpu_count),
        ("storage", sku.storage, 1),
        ("chassis_only" if psus else "chassis", sku.chassis, 1),
        *(("psu", name, 1) for name in psus),
        ("monitor", sku.monitor, 1),
    )
    return tuple(
        Component(
            label(key, lang),
            localise(text, lang, catalog.glossary) if catalog.glossary else text,
            qty,
        )
        for key, text, qty in parts
        if text
    )


def build_components(
    build: Build, lang: str, catalog: Catalog | None = None
) -> tuple[Component, ...]:
    """A custom build's component list: chassis, CPUs, memory, GPUs, PSUs and drives (worded
    for ``lang`` through ``catalog``'s glossary, as :func:`sku_components` words the seed's
    cells: a build made from a SKU keeps the seed's "28TB存儲")."""
    out = [Component(label("chassis_only", lang), build.chassis)]
    out += [
        Component(
            label("cpu", lang),
            f"{c.count} × {cpu_name(c.name, lang)}" if c.count > 1 else cpu_name(c.name, lang),
            c.count,
        )
        for c in build.cpus
    ]
    if build.memory_gb:
        out.append(Component(label("ram", lang), f"{build.memory_gb} GB"))
    out += [Component(label("gpu", lang), f"{g.count} × {g.model}", g.count) for g in build.gpus]
    if build.psus_w:
        psu = build.psu or f"{build.psus_w[0]} W"
        text = f"{len(build.psus_w)} × {psu}" if len(build.psus_w) > 1 else psu
        out.append(Component(label("psu", lang), text, len(build.psus_w)))
    else:
        out.append(Component(label("psu", lang), PSU_AT_ASSEMBLY.wording(lang)))
    glossary = catalog.glossary if catalog is not None else ()
    out += [
        Component(label("storage", lang), localise(d, lang, glossary) if glossary else d)
        for d in build.drives
    ]
    return tuple(out)


def _resolve_line(
    item: LineItem,
    where: str,
    doc: QuoteDocument,
    catalog: Catalog,
    rate: ExchangeRate | None = None,
) -> ResolvedLine:
    lang = doc.lang
    if item.kind == "sku":
        try:
            sku = catalog.sku(item.sku or "")
        except KeyError as exc:
            raise QuoteFileError(f"{where}.sku: {exc.args[0]}") from None
        try:
            build = build_from_sku(sku, catalog)
        except (ValueError, KeyError) as exc:
            raise QuoteFileError(
                f"{where}.sku: SKU {sku.number} cannot be read as a build: {exc}"
            ) from None
        price = (
            item.unit_price
            if item.unit_price is not None
            else convert_from_cny(Decimal(sku.price_cny), rate)
        )
        note = source = ""
        illustrative = item.unit_price is None and sku.price_illustrative
        if illustrative:
            source = sku_source(sku, catalog, lang)
            note = footnote([source], lang)
        elif item.unit_price is None:
            note = label("basis_note", lang).format(basis=basis_words(sku.price_basis, lang))
        text = item.description or f"{label('workstation', lang)} {sku.code}"
        converted = item.unit_price is None and rate is not None
        return ResolvedLine(
            item,
            text,
            sku_components(sku, lang, catalog),
            sku,
            build,
            price,
            note,
            converted,
            source,
            illustrative=illustrative,
        )
    if item.kind == "build":
        try:
            build = build_from_json(item.build, catalog)
        except BuildError as exc:
            raise QuoteFileError(f"{where}.build.{exc}") from None
        assert item.unit_price is not None  # checked by LineItem
        return _build_line(item, build, doc, catalog, rate)
    assert item.unit_price is not None
    return ResolvedLine(item, item.description, (), None, None, item.unit_price)


def _build_line(
    item: LineItem,
    build: Build,
    doc: QuoteDocument,
    catalog: Catalog,
    rate: ExchangeRate | None,
) -> ResolvedLine:
    """A custom build's line: described in the customer's words (its chassis and GPUs, its
    base), its price marked derived when it is one the catalog derives for it
    (:func:`rigwright.core.search.candidates.quoted_prices`: the search's, or a changed SKU's);
    a price the engineer typed is theirs, unmarked."""
    lang = doc.lang
    assert item.unit_price is not None
    gpus = " + ".join(f"{g.count} × {g.model}" for g in build.gpus)
    name = f"{build.chassis} ({gpus})" if gpus and lang == "en" else build.chassis
    if gpus and lang != "en":
        name = f"{build.chassis}（{gpus}）"
    text = item.description or f"{label('workstation', lang)} {name}"
    derived = source = note = base = ""
    illustrative = False
    prices = quoted_prices(catalog, build)
    if prices:  # its base: the platform the search builds it on
        first = prices[0][1]
        base = ON_SKU.wording(lang).format(code=first.code) if first else FROM_PARTS.wording(lang)
    for price, sku in prices:
        assert price.amount_cny is not None
        if convert_from_cny(round_fen(price.amount_cny), rate) == item.unit_price:
            derived = derived_sentence(catalog, lang, from_sku=sku is not None)
            illustrative = price.illustrative
            note = footnote([derived], lang) if illustrative else derived
            source = derived if illustrative else ""
            break
    components = build_components(build, lang, catalog)
    if base:
        components = (Component(BASE.wording(lang), base), *components)
    return ResolvedLine(
        item,
        text,
        components,
        None,
        build,
        item.unit_price,
        note,
        source=source,
        derived=derived,
        illustrative=illustrative,
    )


def resolve_quote(
    doc: QuoteDocument,
    catalog: Catalog,
    vendor: VendorProfile | None = None,
    rates: dict[str, ExchangeRate] | None = None,
) -> ResolvedQuote:
    """Resolve ``doc``'s SKUs and builds in ``catalog`` and total every option.

    Args:
        doc: the quote.
        catalog: the catalog named by ``doc.catalog`` (the caller opens it).
        vendor: the stored vendor profile, used when ``doc.vendor`` is None; the
            placeholder vendor when both are None.
        rates: the exchange rates for a TWD, HKD or USD quote without its own rate (default:
            the rates file, :func:`rigwright.core.pricing.exchange.load_rates`).

    Raises:
        QuoteFileError: an unknown SKU, an invalid build, a discount larger than what it
            applies to, or no exchange rate for the quote's currency; the message names the
            field ("options[0].items[2].discount: ...").
    """
    from rigwright.core.quote.markets import quote_rate

    rate = quote_rate(doc, rates)
    options = []
    for i, option in enumerate(doc.options):
        if option.workload is not None:
            try:
                resolve_workload(option.workload)
            except UnknownWorkload as exc:
                raise QuoteFileError(
                    f"options[{i}].workload: {str(exc).removeprefix('workload: ')}"
                ) from None
        lines = tuple(
            _resolve_line(item, f"options[{i}].items[{j}]", doc, catalog, rate)
            for j, item in enumerate(option.items)
        )
        try:
            money = totals(
                [(line.item.quantity, line.unit_price, line.item.discount) for line in lines],
                option.discount,
                doc.vat_percent,
            )
        except MoneyError as exc:
            text = str(exc)
            if text.startswith("lines["):
                text = "items[" + text.removeprefix("lines[")
            raise QuoteFileError(f"options[{i}].{text}") from None
        options.append(ResolvedOption(doc.option_title(i), option, lines, money))
    return ResolvedQuote(doc, doc.vendor or vendor or PLACEHOLDER_VENDOR, tuple(options), rate)


GUIDANCE_RULES = frozenset({"scale_table", "chassis_range"})
"""Rules that hold a build to the seed's guidance rather than to physics: the seed's own SKUs
break them (2.5, 3.1, 3.3), so they never stop a quote; every other rule's error does."""


def export_problems(quote: ResolvedQuote, catalog: Catalog) -> list[str]:
    """Why ``quote`` must not go to a customer yet, one sentence each; empty when it may.

    A workstation line (SKU or custom build) whose build breaks a physical rule with an error
    (:func:`rigwright.core.build.rules.check_build`; slots, cooling, power, connectors, lanes,
    NVLink, form factor, memory — not :data:`GUIDANCE_RULES`), and a workstation line without
    a price (¥0.00: a build whose price is still to be set), and an option discounted to a
    total of 0.00. Drafts may be saved with
    problems; a PDF is not written until they are solved, or, for the rules' errors only
    (:func:`rule_problems`), overridden by the engineer with a reason.

    Returns:
        ["Option A, line 1: ..."], in option and line order; a rule's error ends with the
        rule's id ("... (rule slots.capacity)").
    """
    return [text for text, _rule in _problems(quote, catalog)]


def rule_problems(quote: ResolvedQuote, catalog: Catalog) -> list[str]:
    """The problems of :func:`export_problems` that the engineer may override with a reason
    (a physical rule's error on a build that could be checked); never a missing price or a
    build that cannot be checked at all."""
    return [text for text, rule in _problems(quote, catalog) if rule]


def _problems(quote: ResolvedQuote, catalog: Catalog) -> list[tuple[str, bool]]:
    """(problem, True when it is a rule's error) of every workstation line, in order."""
    from rigwright.core.build.rules import RULES, check_build

    physical = {name for name, _ in RULES} - GUIDANCE_RULES
    problems: list[tuple[str, bool]] = []
    for option in quote.options:
        unpriced = any(line.unit_price == 0 for line in option.lines)
        if option.lines and option.totals.total == 0 and not unpriced:
            # Discounted to nothing (a 100 % discount): no option is offered free by mistake.
            problems.append((f"{option.title}: its total is 0.00 after discounts", False))
        for n, line in enumerate(option.lines, start=1):
            if line.build is None:
                continue
            where = f"{option.title}, line {n}"
            if line.unit_price == 0:
                problems.append(
                    (f"{where}: the workstation has no price (¥0.00): enter its unit price", False)
                )
            try:
                verdicts = check_build(line.build, catalog, rules=physical)
            except (KeyError, ValueError) as exc:
                problems.append((f"{where}: the build cannot be checked: {exc}", False))
                continue
            problems += [
                (f"{where}: {v.message} (rule {v.rule})", True)
                for v in verdicts
                if v.severity == "error"
            ]
    return problems
