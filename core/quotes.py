"""Customer quotes for a seed workstation: line items, total, labels and money formatting.

The seed prices whole SKUs only (section 五, "￥89,990"), so a quote has one priced line for
the workstation at the seed price and one unpriced line per component ("included"); the total
is the seed price. Customer-facing words name the seed "UltraLAB 2020 selection guide"
(选型指南 / 選型指南), never "seed". The PDF renderer lives in ``gui.pdf``.
"""

from __future__ import annotations

import datetime as _dt
import secrets
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal

from babel.dates import format_date as _babel_format_date
from babel.numbers import format_decimal

from core.catalog import Sku
from core.glossary import GlossaryTerm, localise

LANGS: tuple[str, ...] = ("zh_CN", "zh_TW", "en")
"""Quote languages: Simplified Chinese, Traditional Chinese, English."""

CURRENCY = "CNY"
"""ISO 4217 code of every quote amount (the seed's prices are in yuan)."""
CURRENCY_SYMBOL = "¥"
"""Printed before every amount in every language (babel writes "CN¥" for en and zh_TW)."""
CUSTOMER_MAX_LEN = 200
"""Longest customer name accepted, in characters."""
FIGURES_SOURCE = "UltraLAB 2020 selection guide"
"""Where the configuration, price and GPU figures come from, as the customer reads it."""

LABELS: dict[str, dict[str, str]] = {
    "title": {"zh_CN": "报价单", "zh_TW": "報價單", "en": "Quotation"},
    "customer": {"zh_CN": "客户", "zh_TW": "客戶", "en": "Customer"},
    "date": {"zh_CN": "日期", "zh_TW": "日期", "en": "Date"},
    "number": {"zh_CN": "报价单号", "zh_TW": "報價單號", "en": "Quote no."},
    "item": {"zh_CN": "序号", "zh_TW": "序號", "en": "#"},
    "description": {"zh_CN": "项目", "zh_TW": "項目", "en": "Description"},
    "quantity": {"zh_CN": "数量", "zh_TW": "數量", "en": "Qty"},
    "unit_price": {"zh_CN": "单价", "zh_TW": "單價", "en": "Unit price"},
    "amount": {"zh_CN": "金额", "zh_TW": "金額", "en": "Amount"},
    "total": {"zh_CN": "合计", "zh_TW": "合計", "en": "Total"},
    "included": {"zh_CN": "已含", "zh_TW": "已含", "en": "included"},
    "workstation": {"zh_CN": "深度学习工作站", "zh_TW": "深度學習工作站",
                    "en": "Deep-learning workstation"},
    "cpu": {"zh_CN": "处理器", "zh_TW": "處理器", "en": "CPU"},
    "ram": {"zh_CN": "内存", "zh_TW": "記憶體", "en": "Memory"},
    "gpu": {"zh_CN": "GPU", "zh_TW": "GPU", "en": "GPU"},
    "storage": {"zh_CN": "存储", "zh_TW": "儲存", "en": "Storage"},
    "chassis": {"zh_CN": "机箱/电源", "zh_TW": "機箱/電源", "en": "Chassis / PSU"},
    "chassis_only": {"zh_CN": "机箱", "zh_TW": "機箱", "en": "Chassis"},
    "psu": {"zh_CN": "电源", "zh_TW": "電源", "en": "PSU"},
    "monitor": {"zh_CN": "显示器", "zh_TW": "顯示器", "en": "Monitor"},
    "configuration": {"zh_CN": "配置", "zh_TW": "配置", "en": "Configuration"},
    "diagram": {"zh_CN": "机箱与 PCIe 插槽示意图", "zh_TW": "機箱與 PCIe 插槽示意圖",
                "en": "Chassis and PCIe slots (schematic)"},
    "chart": {"zh_CN": "GPU 对比", "zh_TW": "GPU 比較", "en": "GPU comparison"},
    "reasons": {"zh_CN": "推荐理由", "zh_TW": "推薦理由", "en": "Why this configuration"},
    "notes": {"zh_CN": "说明", "zh_TW": "說明", "en": "Notes"},
    "currency_note": {"zh_CN": "金额单位：人民币（CNY）。",
                      "zh_TW": "金額單位：人民幣（CNY）。",
                      "en": "Amounts in Chinese yuan (CNY)."},
    "illustrative_note": {
        "zh_CN": "※ 示意价格：取自 UltraLAB 2020 深度学习硬件选型指南（税费未注明），仅供参考，"
                 "以正式价目表为准。",
        "zh_TW": "※ 示意價格：取自 UltraLAB 2020 深度學習硬體選型指南（稅費未註明），僅供參考，"
                 "以正式價目表為準。",
        "en": "※ Illustrative price from the UltraLAB 2020 selection guide (VAT not stated), for "
              "reference only; the vendor's price list prevails."},
    "basis_note": {"zh_CN": "价格依据：{basis}", "zh_TW": "價格依據：{basis}",
                   "en": "Price basis: {basis}"},
    "source_vendor_price": {
        "zh_CN": "配置与 GPU 数据来源：UltraLAB 2020 深度学习硬件选型指南；价格：供应商价目表；"
                 "GPU 功耗与尺寸为参考数据。",
        "zh_TW": "配置與 GPU 數據來源：UltraLAB 2020 深度學習硬體選型指南；價格：供應商價目表；"
                 "GPU 功耗與尺寸為參考數據。",
        "en": "Configuration and GPU figures: UltraLAB 2020 selection guide; price: the vendor's "
              "price list; GPU board power and size: reference table."},
    "source": {"zh_CN": "配置、价格与 GPU 数据来源：UltraLAB 2020 深度学习硬件选型指南；"
                        "GPU 功耗与尺寸为参考数据。",
               "zh_TW": "配置、價格與 GPU 數據來源：UltraLAB 2020 深度學習硬體選型指南；"
                        "GPU 功耗與尺寸為參考數據。",
               "en": "Configuration, price and GPU figures: UltraLAB 2020 selection guide "
                     "(deep-learning hardware); GPU board power and size: reference table."},
    "page": {"zh_CN": "第 {n} 页，共 {total} 页", "zh_TW": "第 {n} 頁，共 {total} 頁",
             "en": "Page {n} of {total}"},
    "placeholder": {"zh_CN": "示例供应商（占位）", "zh_TW": "示範供應商（佔位）",
                    "en": "placeholder vendor"},
    # --- the quote document's PDF (gui.pdf) and its facts (core.quote_facts)
    "number_revision": {"zh_CN": "{number}（第 {revision} 版）",
                        "zh_TW": "{number}（第 {revision} 版）",
                        "en": "{number} R{revision}"},
    "draft_number": {"zh_CN": "草稿（未编号）", "zh_TW": "草稿（未編號）",
                     "en": "Draft (not yet numbered)"},
    "valid_until": {"zh_CN": "有效期至", "zh_TW": "有效期至", "en": "Valid until"},
    "prepared_for": {"zh_CN": "客户", "zh_TW": "客戶", "en": "Prepared for"},
    "contact": {"zh_CN": "联系人", "zh_TW": "聯絡人", "en": "Contact"},
    "phone": {"zh_CN": "电话", "zh_TW": "電話", "en": "Phone"},
    "email": {"zh_CN": "邮箱", "zh_TW": "電子郵件", "en": "E-mail"},
    "address": {"zh_CN": "地址", "zh_TW": "地址", "en": "Address"},
    "website": {"zh_CN": "网址", "zh_TW": "網址", "en": "Web"},
    "intro": {"zh_CN": "感谢您的垂询。我们根据贵方的深度学习工作负载，提供以下配置方案供您比较选择；"
                       "各方案的配置、性能与推荐理由详见后页。",
              "zh_TW": "感謝您的垂詢。我們根據貴方的深度學習工作負載，提供以下配置方案供您比較選擇；"
                       "各方案的配置、效能與推薦理由詳見後頁。",
              "en": "Thank you for your enquiry. We are pleased to offer the following "
                    "configurations for your deep-learning work; each option's configuration, "
                    "performance and the reasons it fits are set out on the following pages."},
    "options_summary": {"zh_CN": "方案一览", "zh_TW": "方案一覽", "en": "Options at a glance"},
    "option": {"zh_CN": "方案", "zh_TW": "方案", "en": "Option"},
    "system": {"zh_CN": "系统", "zh_TW": "系統", "en": "System"},
    "total_incl_vat": {"zh_CN": "含税总价", "zh_TW": "含稅總價", "en": "Total incl. VAT"},
    "capital": {"zh_CN": "大写金额", "zh_TW": "大寫金額", "en": "In words"},
    "discount": {"zh_CN": "折扣", "zh_TW": "折扣", "en": "Discount"},
    "subtotal": {"zh_CN": "小计", "zh_TW": "小計", "en": "Subtotal"},
    "option_discount": {"zh_CN": "方案折扣", "zh_TW": "方案折扣", "en": "Option discount"},
    "after_discount": {"zh_CN": "折后金额", "zh_TW": "折後金額", "en": "After discount"},
    "vat": {"zh_CN": "增值税 {rate}", "zh_TW": "增值稅 {rate}", "en": "VAT {rate}"},
    "line_items": {"zh_CN": "报价明细", "zh_TW": "報價明細", "en": "Line items"},
    "workload": {"zh_CN": "工作负载", "zh_TW": "工作負載", "en": "Workload"},
    "configuration_of": {"zh_CN": "配置详情", "zh_TW": "配置詳情", "en": "Configuration"},
    "performance": {"zh_CN": "性能指标", "zh_TW": "效能指標", "en": "Performance"},
    "figures_note": {"zh_CN": "GPU 数据取自选型指南的 GPU 表，按卡数合计；板卡功耗为参考数据。",
                     "zh_TW": "GPU 數據取自選型指南的 GPU 表，按卡數合計；板卡功耗為參考資料。",
                     "en": "GPU figures from the selection guide's GPU table, totalled over "
                           "the cards; board power from a reference table."},
    "fig_gpu": {"zh_CN": "GPU", "zh_TW": "GPU", "en": "GPU"},
    "fig_gpu_count": {"zh_CN": "GPU 数量", "zh_TW": "GPU 數量", "en": "GPU count"},
    "fig_memory_total": {"zh_CN": "GPU 显存合计", "zh_TW": "GPU 顯存合計",
                         "en": "Total GPU memory"},
    "fig_bandwidth": {"zh_CN": "单卡显存带宽", "zh_TW": "單卡顯存帶寬",
                      "en": "Memory bandwidth per GPU"},
    "fig_tensor_total": {"zh_CN": "Tensor 算力合计", "zh_TW": "Tensor 算力合計",
                         "en": "Tensor TFLOPS, total"},
    "fig_fp16_total": {"zh_CN": "FP16 算力合计", "zh_TW": "FP16 算力合計",
                       "en": "FP16 TFLOPS, total"},
    "fig_fp32_total": {"zh_CN": "FP32 算力合计", "zh_TW": "FP32 算力合計",
                       "en": "FP32 TFLOPS, total"},
    "fig_board_power": {"zh_CN": "GPU 板卡功耗合计", "zh_TW": "GPU 板卡功耗合計",
                        "en": "GPU board power, total"},
    "fig_psu": {"zh_CN": "电源容量", "zh_TW": "電源容量", "en": "PSU capacity"},
    "unknown": {"zh_CN": "未知", "zh_TW": "未知", "en": "unknown"},
    "not_stated": {"zh_CN": "未注明", "zh_TW": "未註明", "en": "not stated"},
    "guide_states": {"zh_CN": "选型指南标称 {value}", "zh_TW": "選型指南標稱 {value}",
                     "en": "selection guide: {value}"},
    "comparison": {"zh_CN": "方案对比", "zh_TW": "方案比較", "en": "Comparison of options"},
    "comparison_note": {"zh_CN": "数据为每个方案全部工作站的合计（单卡带宽除外）。",
                        "zh_TW": "數據為每個方案全部工作站的合計（單卡帶寬除外）。",
                        "en": "Figures are for all workstations of an option (bandwidth: per "
                              "GPU)."},
    "software_stack": {"zh_CN": "软件栈", "zh_TW": "軟體堆疊", "en": "Software stack"},
    "software_intro": {"zh_CN": "UltraLAB 2020 选型指南推荐的深度学习软件环境：",
                       "zh_TW": "UltraLAB 2020 選型指南推薦的深度學習軟體環境：",
                       "en": "The deep-learning software the UltraLAB 2020 selection guide "
                             "recommends:"},
    "terms": {"zh_CN": "条款与说明", "zh_TW": "條款與說明", "en": "Terms and notes"},
    "payment_terms": {"zh_CN": "付款方式", "zh_TW": "付款方式", "en": "Payment"},
    "delivery_terms": {"zh_CN": "交货", "zh_TW": "交貨", "en": "Delivery"},
    "remarks": {"zh_CN": "备注", "zh_TW": "備註", "en": "Notes"},
    "pricing": {"zh_CN": "价格说明", "zh_TW": "價格說明", "en": "Prices"},
    "vat_note": {"zh_CN": "以上价格均为人民币（CNY）。各方案的增值税按 {rate} 对折后小计计征，"
                          "含税总价 = 折后金额 + 增值税。",
                 "zh_TW": "以上價格均為人民幣（CNY）。各方案的增值稅按 {rate} 對折後小計計徵，"
                          "含稅總價 = 折後金額 + 增值稅。",
                 "en": "All prices in Chinese yuan (CNY). VAT at {rate} is charged on each "
                       "option's discounted subtotal; total = after discount + VAT."},
    "figures_source": {"zh_CN": "配置与 GPU 数据来源：UltraLAB 2020 深度学习硬件选型指南；"
                                "GPU 板卡功耗与尺寸为参考数据。",
                       "zh_TW": "配置與 GPU 數據來源：UltraLAB 2020 深度學習硬體選型指南；"
                                "GPU 板卡功耗與尺寸為參考資料。",
                       "en": "Configuration and GPU figures: UltraLAB 2020 selection guide "
                             "(deep-learning hardware); GPU board power and size: reference "
                             "table."},
    "payment_details": {"zh_CN": "收款信息", "zh_TW": "收款資訊", "en": "Bank details"},
    "tax_id": {"zh_CN": "纳税人识别号", "zh_TW": "統一編號", "en": "Tax ID"},
    "bank_name": {"zh_CN": "开户银行", "zh_TW": "開戶銀行", "en": "Bank"},
    "bank_account": {"zh_CN": "银行账号", "zh_TW": "銀行帳號", "en": "Account no."},
    "sign_vendor": {"zh_CN": "供应商（签字盖章）", "zh_TW": "供應商（簽字蓋章）",
                    "en": "For the vendor (signature, seal)"},
    "sign_customer": {"zh_CN": "客户确认（签字盖章）", "zh_TW": "客戶確認（簽字蓋章）",
                      "en": "Accepted by the customer (signature, seal)"},
    "summary_facts": {"zh_CN": "GPU 显存 {memory} · Tensor 算力 {tensor}",
                      "zh_TW": "GPU 顯存 {memory} · Tensor 算力 {tensor}",
                      "en": "{memory} GPU memory · {tensor} tensor"},
    "workstation_no": {"zh_CN": "第 {n} 项", "zh_TW": "第 {n} 項", "en": "item {n}"},
}
"""Quote label strings: key -> language -> text."""


def label(key: str, lang: str) -> str:
    """The label ``key`` in ``lang`` (one of :data:`LANGS`).

    Raises:
        KeyError: unknown label key.
        ValueError: unknown language.
    """
    _check_lang(lang)
    return LABELS[key][lang]


@dataclass(frozen=True, slots=True)
class VendorProfile:
    """The vendor printed in the quote header (a placeholder until branding is configured)."""

    name: str
    address: str
    phone: str
    email: str
    is_placeholder: bool = True


PLACEHOLDER_VENDOR = VendorProfile(
    name="Rigwright Demo Vendor",
    address="1 Example Road, Example City (placeholder address)",
    phone="+86 000 0000 0000",
    email="sales@example.invalid",
)


@dataclass(frozen=True, slots=True)
class LineItem:
    """One quote line.

    Attributes:
        description: what the line is, in the quote language (seed text kept as printed).
        quantity: units (count).
        unit_price: CNY per unit, or None for a component included in a priced line.
        amount: quantity x unit price, CNY, or None when included.
    """

    description: str
    quantity: int
    unit_price: Decimal | None
    amount: Decimal | None

    @property
    def is_included(self) -> bool:
        """True for a component line without its own price."""
        return self.amount is None


@dataclass(frozen=True, slots=True)
class Quote:
    """A customer quote for one SKU.

    Attributes:
        number: quote number, "Q-YYYYMMDD-HHMM-XXXX" (:func:`quote_number`).
        customer: customer name, validated.
        date: quote date.
        lang: one of :data:`LANGS`.
        vendor: the vendor header.
        sku: the quoted SKU.
        items: the lines: the priced workstation line first, then its components.
        total: sum of the priced amounts, CNY; equals the seed price.
        currency: always "CNY" (the seed's currency).
        source: where the price and figures come from, as the customer reads it.
    """

    number: str
    customer: str
    date: _dt.date
    lang: str
    vendor: VendorProfile
    sku: Sku
    items: tuple[LineItem, ...]
    total: Decimal
    currency: str = CURRENCY
    source: str = FIGURES_SOURCE

    def label(self, key: str) -> str:
        """The label ``key`` in this quote's language."""
        return label(key, self.lang)


_SIMPLIFIED = str.maketrans({
    "積": "积", "經": "经", "網": "网", "絡": "络", "遞": "递", "歸": "归", "對": "对",
    "動": "动", "編": "编", "碼": "码", "棧": "栈", "層": "层", "資": "资", "擴": "扩",
    "機": "机", "學": "学", "習": "习", "語": "语", "識": "识", "圖": "图", "類": "类",
    "別": "别", "體": "体", "計": "计", "帶": "带", "寬": "宽", "顯": "显", "態": "态",
    "關": "关", "係": "系",
})


def to_simplified(text: str) -> str:
    """``text`` with the Traditional characters of the workload labels made Simplified.

    A small character table, not a converter: it covers the words of
    ``core.workloads`` labels ("CNN 卷積神經網絡" -> "CNN 卷积神经网络", 遞歸 -> 递归,
    對抗 -> 对抗, 編碼器 -> 编码器, 堆棧 -> 堆栈) and a few common neighbours; any other
    character is kept. For labels only: seed text quoted as printed stays Traditional.
    """
    return text.translate(_SIMPLIFIED)


def _check_lang(lang: str) -> None:
    if lang not in LANGS:
        raise ValueError(f"lang: must be one of {', '.join(LANGS)}, not {lang!r}")


def validate_customer(name: object) -> str:
    """The customer name stripped of outer white space.

    Raises:
        ValueError: naming the field "customer": not text, empty, longer than
            :data:`CUSTOMER_MAX_LEN` characters, containing control, invisible-formatting or
            unassigned characters, or characters beyond the Basic Multilingual Plane (emoji,
            which the bundled font cannot print).
    """
    if not isinstance(name, str):
        # ValueError, not TypeError: callers report every bad field the same way.
        raise ValueError(f"customer: must be text, not {type(name).__name__}")  # noqa: TRY004
    text = name.strip()
    if not text:
        raise ValueError("customer: must not be empty")
    if len(text) > CUSTOMER_MAX_LEN:
        raise ValueError(
            f"customer: {len(text)} characters, at most {CUSTOMER_MAX_LEN} allowed"
        )
    for ch in text:
        category = unicodedata.category(ch)
        if category == "Cc":
            raise ValueError(f"customer: contains a control character (U+{ord(ch):04X})")
        if category in ("Cf", "Co", "Cs", "Cn"):
            # Invisible formatting (zero-width, bidirectional overrides that can make a name
            # read differently) or unassigned code points: not part of a printed name.
            raise ValueError(f"customer: contains an invisible or unassigned character "
                             f"(U+{ord(ch):04X})")
        if ord(ch) > 0xFFFF:
            raise ValueError(f"customer: {ch!r} (U+{ord(ch):04X}) cannot be printed with the "
                             f"quote's font")
    return text


QUOTE_NUMBER_RE = r"Q-\d{8}-\d{4}-[0-9A-F]{4}"
"""Pattern of :func:`quote_number`'s numbers (a regular expression)."""


def quote_number(moment: _dt.datetime | None = None) -> str:
    """A quote number unique without a database: "Q-20261130-1425-7F3A".

    Date and time (to the minute) of ``moment``, then 4 random hex digits from :mod:`secrets`:
    two quotes made in the same minute collide with a chance of 1 in 65,536.

    Args:
        moment: when the quote is made; the local time now when None.

    Returns:
        "Q-<YYYYMMDD>-<HHMM>-<4 upper-case hex digits>" (see :data:`QUOTE_NUMBER_RE`).
    """
    moment = moment or _dt.datetime.now()
    return f"Q-{moment:%Y%m%d-%H%M}-{secrets.token_hex(2).upper()}"


def format_cny(amount: Decimal, lang: str) -> str:
    """``amount`` yuan as money in ``lang``: "¥89,990.00" in every quote language.

    The digits are grouped as ``lang`` groups them; the symbol is always "¥" (babel's
    currency format writes "CN¥" for en and zh_TW, which a customer in China does not expect).

    Raises:
        ValueError: unknown language.
    """
    _check_lang(lang)
    return CURRENCY_SYMBOL + format_decimal(amount, format="#,##0.00", locale=lang)


def format_quote_date(date: _dt.date, lang: str) -> str:
    """The date in ``lang``'s long form: "2026年11月30日", "November 30, 2026"."""
    _check_lang(lang)
    return _babel_format_date(date, format="long", locale=lang)


def line_items(
    sku: Sku, lang: str, glossary: Iterable[GlossaryTerm] = ()
) -> tuple[LineItem, ...]:
    """The SKU as quote lines: the workstation at the seed price, then the components.

    The component texts are the seed's cells worded for ``lang`` through ``glossary``
    (:func:`core.glossary.localise`); with no glossary they stay as printed.
    """
    glossary = tuple(glossary)
    price = Decimal(sku.price_cny)
    lines = [LineItem(f"{label('workstation', lang)} {sku.code}", 1, price, price)]
    parts = (
        ("cpu", sku.cpu, 1),
        ("ram", sku.ram, 1),
        ("gpu", f"{sku.gpu_count} × {sku.gpu}", sku.gpu_count),
        ("storage", sku.storage, 1),
        ("chassis", sku.chassis, 1),
        ("monitor", sku.monitor, 1),
    )
    for key, text, qty in parts:
        if text:
            worded = localise(text, lang, glossary) if glossary else text
            lines.append(LineItem(f"{label(key, lang)}: {worded}", qty, None, None))
    return tuple(lines)


def build_quote(
    sku: Sku,
    customer: str,
    lang: str = "zh_CN",
    today: _dt.date | None = None,
    number: str | None = None,
    vendor: VendorProfile = PLACEHOLDER_VENDOR,
    glossary: Iterable[GlossaryTerm] = (),
) -> Quote:
    """A quote for ``sku`` to ``customer`` at the seed price.

    Args:
        sku: the workstation quoted.
        customer: customer name (validated, stripped).
        lang: "zh_CN", "zh_TW" or "en".
        today: quote date; the local date when None.
        number: quote number; a new :func:`quote_number` (``today`` with the current time)
            when None.
        vendor: vendor header; the placeholder vendor by default.
        glossary: the catalog's glossary (``Catalog.glossary``), to word the seed's
            configuration text in Simplified Chinese or English; without it the text stays
            as printed (Traditional Chinese).

    Raises:
        ValueError: an invalid customer name or language (the message names the field).
    """
    _check_lang(lang)
    name = validate_customer(customer)
    date = today or _dt.date.today()
    items = line_items(sku, lang, glossary)
    total = sum((i.amount for i in items if i.amount is not None), Decimal(0))
    if total != Decimal(sku.price_cny):  # pragma: no cover - guards line_items
        raise AssertionError(f"quote total {total} differs from seed price {sku.price_cny}")
    return Quote(
        number=number or quote_number(_dt.datetime.combine(date, _dt.datetime.now().time())),
        customer=name,
        date=date,
        lang=lang,
        vendor=vendor,
        sku=sku,
        items=items,
        total=total,
    )
