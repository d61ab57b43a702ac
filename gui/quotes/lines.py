"""The line quoting a selected or compared workstation: a SKU as printed, a custom or changed
build at its price, with the notice asking to set or check that price."""

from __future__ import annotations

from decimal import Decimal

from rigwright.core.build.model import Build
from rigwright.core.catalog.components import ComponentError
from rigwright.core.catalog.model import Catalog
from rigwright.core.compare.chart_data import CHANGED, CUSTOM, SKU, Candidate
from rigwright.core.pricing.exchange import ExchangeRate, convert_from_cny
from rigwright.core.pricing.markets import CATALOG_CURRENCY
from rigwright.core.pricing.money import round_fen
from rigwright.core.quote.document import LineItem, build_line, sku_line
from rigwright.core.search.pareto import derived_price
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.core.text.words import label as quote_label
from rigwright.gui.quotes.amounts import ScreenMoney


def build_description(build: Build, lang: str) -> str:
    """A custom or changed build's line text in ``lang``: "Deep-learning workstation GT410i
    (2 × RTX2080Ti)" (the build's own label names the SKU it started from, which a changed
    build no longer is)."""
    gpus = " + ".join(f"{g.count} × {g.model}" for g in build.gpus)
    text = f"{quote_label('workstation', lang)} {build.chassis}"
    return f"{text} ({gpus})" if gpus else text


Notice = Text | str
"""A notice shown above the options: a :class:`rigwright.core.text.i18n.Text` (rendered in the
window's
language whenever shown) or "" for none."""


def candidate_line(
    candidate: Candidate,
    lang: str,
    basis: str | Text = "",
    rate: ExchangeRate | None = None,
) -> tuple[LineItem, Notice]:
    """The line quoting ``candidate``, and a notice ("" when none; else a Text, shown through
    :func:`rigwright.gui.widgets.i18n.tr_text`): a SKU as printed (its own price), a custom or
    changed build at its price (0 with a notice asking for the price when it is to be set; a
    notice asking to check it when it is derived from illustrative prices). ``basis``: how the
    price was reached (:attr:`rigwright.core.pricing.prices.Price.basis`), said in the notice;
    a custom build's own basis when "". ``rate``: the quote's exchange rate (None: a CNY
    quote); a build's CNY price is converted with it."""
    if candidate.kind == SKU and candidate.sku is not None:
        return sku_line(candidate.sku), ""
    if not basis and candidate.custom is not None and candidate.kind == CUSTOM:
        basis = candidate.custom.price_basis_text
    amount = candidate.price_cny
    notice: Notice = ""
    if amount is None:
        notice = (
            QT_TRANSLATE_NOOP(
                "QuoteEditor",
                "The build's price is to be set ({basis}): enter its unit price in the table.",
            ).format(basis=basis)
            if basis
            else QT_TRANSLATE_NOOP(
                "QuoteEditor",
                "The build's price is to be set (no price): enter its unit price in the table.",
            )
        )
        amount = Decimal(0)
    elif candidate.illustrative:
        # The price as the quote states it: converted, in the quote's currency.
        currency = rate.currency if rate is not None else CATALOG_CURRENCY
        price = ScreenMoney(convert_from_cny(round_fen(amount), rate), currency)
        notice = (
            QT_TRANSLATE_NOOP(
                "QuoteEditor",
                "The build's price {price} is derived from illustrative prices, not "
                "firm ones: check it and enter the price to quote before the quote is sent. "
                "Derived as: {basis}",
            ).format(price=price, basis=basis)
            if basis
            else QT_TRANSLATE_NOOP(
                "QuoteEditor",
                "The build's price {price} is derived from illustrative prices, not "
                "firm ones: check it and enter the price to quote before the quote is sent.",
            ).format(price=price)
        )
    build = candidate.build
    price_in_quote = convert_from_cny(round_fen(amount), rate)
    return build_line(build, price_in_quote, build_description(build, lang)), notice


def candidate_basis(candidate: Candidate, catalog: Catalog) -> Text | str:
    """How ``candidate``'s price is reached: a custom build's basis, a changed build's
    derived price's (:func:`rigwright.core.search.pareto.derived_price`; "" when it cannot be
    derived), "" for a SKU (its line carries the SKU's own basis)."""
    if candidate.kind == CUSTOM and candidate.custom is not None:
        return candidate.custom.price_basis_text
    base = candidate.custom or candidate.sku
    if candidate.kind != CHANGED or base is None:
        return ""
    try:
        return derived_price(catalog, candidate.build, base).basis_text
    except (ComponentError, KeyError, ValueError):
        return ""


def selection_line(
    state, lang: str, rate: ExchangeRate | None = None
) -> tuple[LineItem, Notice] | None:
    """The line quoting what the engineer has selected, and a notice ("" when none)
    (:func:`candidate_line` of the changed build, else of the selection, at
    :attr:`rigwright.gui.state.AppState.working_price`). None when nothing is selected."""
    candidate = state.changed_candidate() or state.base_candidate()
    if candidate is None:
        # A SKU whose cells do not read into a build is still quoted as printed.
        return (sku_line(state.selected_sku), "") if state.selected_sku is not None else None
    price = state.working_price
    return candidate_line(candidate, lang, price.basis_text if price is not None else "", rate)
