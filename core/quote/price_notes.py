"""Where a quote's prices come from, in the customer's words: the one ※ footnote naming the
price list actually used and its date (the 2020 guide for the seed's SKUs, the catalog's
shipped illustrative list, or the vendor's imported list), how a derived price was reached,
a custom build's base, and the source of the configuration figures."""

from __future__ import annotations

import re
from collections.abc import Iterable

from rigwright.core.catalog.labels import SEED_PRICE_BASIS
from rigwright.core.catalog.model import Catalog, Sku
from rigwright.core.text.i18n import Text, words
from rigwright.core.text.words import PRICE_NOTE, label

SEED_CATALOG = "seed-2020"
"""The catalog whose configurations and figures are the 2020 guide's own."""

GUIDE = words(
    "Illustrative prices: the package prices printed in the UltraLAB 2020 selection guide "
    "(VAT not stated).",
    zh_CN="示意价格：取自 UltraLAB 2020 深度学习硬件选型指南所列整机价格（税费未注明）。",
    zh_TW="示意價格：取自 UltraLAB 2020 深度學習硬體選型指南所列整機價格（稅費未註明）。",
)
SHIPPED = words(
    # "Taxes", not "VAT": the same list is converted for a Taiwan quote, whose tax is 營業稅.
    "the catalog's shipped illustrative price list of {date} (taxes and duties not included)",
    zh_CN="本目录随附的示意价目表（{date}，不含税费与关税）",
    zh_TW="本目錄隨附的示意價目表（{date}，不含稅費與關稅）",
)
VENDOR = words(
    "the vendor's price list of {date}",
    zh_CN="供应商 {date} 价目表",
    zh_TW="供應商 {date} 價目表",
)
FROM_LIST = words(
    "Illustrative prices: {list}.",
    zh_CN="示意价格：取自{list}。",
    zh_TW="示意價格：取自{list}。",
)
DERIVED_FROM_SKU = words(
    "Prices marked “derived” are for configurations the catalog does not list: a listed "
    "workstation's price with its GPUs exchanged at the GPU prices of {list}, never below a "
    "listed workstation whose parts the configuration has.",
    zh_CN="标注“推算”的价格用于目录未列出的配置：以所列工作站的价格为基础，按{list}的 GPU 价格"
    "换入本配置的 GPU，且不低于其部件所涵盖的所列工作站价格。",
    zh_TW="標註「推算」的價格用於目錄未列出的配置：以所列工作站的價格為基礎，按{list}的 GPU 價格"
    "換入本配置的 GPU，且不低於其零件所涵蓋的所列工作站價格。",
)
DERIVED_FROM_PARTS = words(
    "Prices marked “derived” are the sum of the configuration's parts and GPUs at the prices "
    "of {list}.",
    zh_CN="标注“推算”的价格为本配置各部件与 GPU 按{list}的价格合计。",
    zh_TW="標註「推算」的價格為本配置各零件與 GPU 按{list}的價格合計。",
)
TAIL = words(
    "For reference only; the vendor's formal price list prevails.",
    zh_CN="仅供参考，以正式价目表为准。",
    zh_TW="僅供參考，以正式價目表為準。",
)
DERIVED_MARK = words("(derived price)", zh_CN="（推算价格）", zh_TW="（推算價格）")
"""The word beside a custom build's derived price."""
PSU_AT_ASSEMBLY = words(
    "sized at assembly", zh_CN="装机时按整机功耗选配", zh_TW="裝機時依整機功耗選配"
)
"""A PSU the catalog does not state (the seed's 3.x platforms), in a component list or a
diagram box; the one wording of it (:mod:`rigwright.core.quote.assurance` prints it too)."""
ON_SKU = words(
    "custom configuration on the platform of workstation {code}",
    zh_CN="定制配置，基于工作站 {code} 的平台",
    zh_TW="訂製配置，基於工作站 {code} 的平台",
)
FROM_PARTS = words(
    "custom configuration built from parts",
    zh_CN="按部件定制的配置",
    zh_TW="依零件訂製的配置",
)
BASE = words("Configuration", zh_CN="配置方式", zh_TW="配置方式")
"""The component kind a custom build's base is printed under."""
FIGURES = words(
    "Configuration and GPU figures: the catalog in use, “{title}”, from the GPU makers' data "
    "sheets and the references it cites; GPU board power and size: reference table.",
    zh_CN="配置与 GPU 数据来源：所用硬件目录（GPU 厂商规格书及其所引资料）；GPU 板卡功耗与尺寸为"
    "参考数据。",
    zh_TW="配置與 GPU 數據來源：所用硬體目錄（GPU 廠商規格書及其所引資料）；GPU 板卡功耗與尺寸為"
    "參考資料。",
)

_VENDOR_DATE = re.compile(rf"\({re.escape(PRICE_NOTE)} (\d{{4}}-\d{{2}}-\d{{2}})")


def _say(text: Text, lang: str, **values: str) -> str:
    return text.wording(lang).format(**values)


def list_words(catalog: Catalog, lang: str) -> str:
    """The catalog's price list of GPUs and parts as a quote names it: the vendor's imported
    list and its date, else the shipped illustrative list and the date of its rate."""
    price_list = catalog.price_list
    found = _VENDOR_DATE.search(f"({price_list.title}" if price_list is not None else "")
    if found is not None:
        return _say(VENDOR, lang, date=found[1])
    rate = price_list.exchange_rate if price_list is not None else None
    return _say(SHIPPED, lang, date=rate.as_of if rate is not None else "—")


def sku_source(sku: Sku, catalog: Catalog, lang: str) -> str:
    """The footnote's sentence for an illustrative SKU price: the 2020 guide (the seed's
    printed prices), the vendor's list of the date its basis names, or the catalog's list."""
    if sku.price_basis == SEED_PRICE_BASIS:
        return GUIDE.wording(lang)
    found = _VENDOR_DATE.search(sku.price_basis)
    where = _say(VENDOR, lang, date=found[1]) if found else list_words(catalog, lang)
    return _say(FROM_LIST, lang, list=where)


def derived_sentence(catalog: Catalog, lang: str, *, from_sku: bool) -> str:
    """How a derived price was reached, in the customer's words: a listed workstation with
    its GPUs exchanged (``from_sku``), or the sum of parts, at the catalog's price list."""
    template = DERIVED_FROM_SKU if from_sku else DERIVED_FROM_PARTS
    return _say(template, lang, list=list_words(catalog, lang))


def footnote(sentences: Iterable[str], lang: str) -> str:
    """The one ※ footnote of a quote's illustrative prices ("" when there is none)."""
    said = list(dict.fromkeys(s for s in sentences if s))
    if not said:
        return ""
    space = " " if lang == "en" else ""
    return "※ " + space.join([*said, TAIL.wording(lang)])


def figures_source(catalog: Catalog, lang: str) -> str:
    """Where the configuration and GPU figures come from: the 2020 guide for the seed, the
    catalog in use (its title in English) for any other."""
    if catalog.name == SEED_CATALOG:
        return label("figures_source", lang)
    return _say(FIGURES, lang, title=catalog.title)


FIGURES_NOTE = words(
    "GPU figures from the catalog's GPU table (the makers' data sheets), totalled over the "
    "cards; board power from a reference table.",
    zh_CN="GPU 数据取自所用目录的 GPU 表（厂商规格书），按卡数合计；板卡功耗为参考数据。",
    zh_TW="GPU 數據取自所用目錄的 GPU 表（廠商規格書），按卡數合計；板卡功耗為參考資料。",
)


def figures_note(catalog: Catalog, lang: str) -> str:
    """The note under a workstation's figures: the guide's GPU table for the seed, the catalog's
    own for any other."""
    if catalog.name == SEED_CATALOG:
        return label("figures_note", lang)
    return FIGURES_NOTE.wording(lang)
