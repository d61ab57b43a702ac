"""Derived prices: a priced base (a printed SKU, a custom build) with its GPUs changed, at its
price less its GPUs at list price plus the new ones (``data/<catalog>/prices.toml``). The one
home of this derivation; the search and the window's working build both price through it."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal

from rigwright.core.catalog.model import Catalog, Sku, data_text, join_texts
from rigwright.core.pricing.money import format_cny
from rigwright.core.pricing.prices import PRICE_TO_BE_SET_TEXT, Price, price_of
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

# The messages keep the translation context "search", where they were first written, so the
# shipped translations still find them.

PricedLine = tuple[str, int, Price]
"""(GPU model, cards, its list price)."""

SKU_KIND = QT_TRANSLATE_NOOP("search", "SKU price: {basis}")
"""How a SKU's own price is worded in a derived basis."""

CUSTOM_KIND = QT_TRANSLATE_NOOP("search", "custom build price: {basis}")
"""How a custom build's own price is worded in a derived basis."""


@dataclass(frozen=True, slots=True)
class PriceBase:
    """What a derived price starts from.

    Attributes:
        name: what the basis calls it ("SKU 1.7", "the custom build").
        kind: how its own price is worded (:data:`SKU_KIND`, :data:`CUSTOM_KIND`).
        price_cny: its own price, CNY, exact.
        basis: how its own price was reached.
        illustrative: True when its own price only illustrates.
    """

    name: Text | str
    kind: Text
    price_cny: Decimal
    basis: Text | str
    illustrative: bool


def sku_base(sku: Sku) -> PriceBase:
    """A printed SKU as the base of a derived price (its printed price and basis)."""
    return PriceBase(
        f"SKU {sku.number}",
        SKU_KIND,
        Decimal(sku.price_cny),
        data_text(sku.price_basis),
        sku.price_illustrative,
    )


def swap_price(base: PriceBase, old: list[PricedLine], new: list[PricedLine]) -> Price:
    """The price of ``base`` with its GPUs ``old`` replaced by ``new``: the base's price − the
    old GPUs at list price + the new ones at list price. ``Price(None, reason)`` when a GPU has
    no list price or the base less its GPUs is not above 0."""
    missing = [model for model, count, price in [*old, *new] if count and price.amount_cny is None]
    if missing:
        names = join_texts(list(dict.fromkeys(missing)))
        template = (
            QT_TRANSLATE_NOOP(
                "search", "{to_be_set}: {gpus} has no list price, so the price cannot be derived"
            )
            if len(set(missing)) == 1
            else QT_TRANSLATE_NOOP(
                "search", "{to_be_set}: {gpus} have no list price, so the price cannot be derived"
            )
        )
        return Price(None, template.format(to_be_set=PRICE_TO_BE_SET_TEXT, gpus=names))
    # every counted GPU has a list price here (``missing`` is empty)
    terms_old = [
        (model, count, price.amount_cny)
        for model, count, price in old
        if count and price.amount_cny is not None
    ]
    terms_new = [
        (model, count, price.amount_cny)
        for model, count, price in new
        if count and price.amount_cny is not None
    ]
    base_cny = base.price_cny
    platform = base_cny - sum((count * unit for _, count, unit in terms_old), Decimal(0))
    if platform <= 0:
        return Price(
            None,
            QT_TRANSLATE_NOOP(
                "search",
                "{to_be_set}: {base}'s price {price} less its GPUs at list price is "
                "{platform}, not above 0",
            ).format(
                to_be_set=PRICE_TO_BE_SET_TEXT,
                base=base.name,
                price=format_cny(base_cny),
                platform=format_cny(platform),
            ),
        )
    amount = platform + sum((count * unit for _, count, unit in terms_new), Decimal(0))
    terms = [
        QT_TRANSLATE_NOOP("search", " − {count} × {gpu} at list {unit}").format(
            count=count, gpu=model, unit=format_cny(unit)
        )
        for model, count, unit in terms_old
    ]
    terms += [
        QT_TRANSLATE_NOOP("search", " + {count} × {gpu} at list {unit}").format(
            count=count, gpu=model, unit=format_cny(unit)
        )
        for model, count, unit in terms_new
    ]
    bases = {model: price.basis_text for model, count, price in [*old, *new] if count}
    values = {
        "base": base.name,
        "price": format_cny(base_cny),
        "terms": join_texts(terms, ""),
        "amount": format_cny(amount),
        "kind": base.kind.format(basis=base.basis),
    }
    if bases:
        text = QT_TRANSLATE_NOOP(
            "search", "{base}'s price {price}{terms} = {amount} ({kind}; list prices: {lists})"
        ).format(
            lists=join_texts(
                [
                    QT_TRANSLATE_NOOP("search", "{gpu} {basis}").format(gpu=model, basis=basis)
                    for model, basis in bases.items()
                ],
                "; ",
            ),
            **values,
        )
    else:
        text = QT_TRANSLATE_NOOP(
            "search", "{base}'s price {price}{terms} = {amount} ({kind})"
        ).format(**values)
    illustrative = base.illustrative or any(p.illustrative for _, c, p in [*old, *new] if c)
    return Price(amount, text, illustrative)


def derived_price(
    catalog: Catalog,
    base: PriceBase,
    base_gpus: Iterable[tuple[str, int]],
    gpus: Iterable[tuple[str, int]],
    *,
    only_gpus_change: bool,
) -> Price:
    """The price of a build that changes ``base``'s GPUs ``base_gpus`` into ``gpus`` (each a
    (GPU model, cards) pair): the base's price − its GPUs at list price + the new GPUs at list
    price. The same GPUs cost exactly the base's price (no list price needed).

    Returns:
        The price with its basis and whether it is illustrative; ``Price(None, reason)``
        (:data:`rigwright.core.pricing.prices.PRICE_TO_BE_SET`, never a guess) when not
        ``only_gpus_change`` (the catalog prices workstations and parts, not other changes), a
        GPU has no list price, or the base less its GPUs is not above 0.

    Raises:
        KeyError: a GPU the catalog does not know.
    """
    if not only_gpus_change:
        return Price(
            None,
            QT_TRANSLATE_NOOP(
                "search",
                "{to_be_set}: the build changes more than {base}'s GPUs, and the catalog "
                "prices no such change",
            ).format(to_be_set=PRICE_TO_BE_SET_TEXT, base=base.name),
        )
    old, new = list(base_gpus), list(gpus)
    if sorted(new) == sorted(old):
        return Price(
            base.price_cny,
            QT_TRANSLATE_NOOP("search", "{base}'s price {price}, the same GPUs ({kind})").format(
                base=base.name,
                price=format_cny(base.price_cny),
                kind=base.kind.format(basis=base.basis),
            ),
            base.illustrative,
        )

    def priced(lines: list[tuple[str, int]]) -> list[PricedLine]:
        return [
            (catalog.gpu(model).name, count, price_of(catalog, model, "gpu"))
            for model, count in lines
        ]

    return swap_price(base, priced(old), priced(new))
