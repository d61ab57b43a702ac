"""The words of customer quotes: labels in zh_CN, zh_TW and en, dates, and the Simplified
forms of the workload labels. Customer-facing words name the seed "UltraLAB 2020 selection
guide" (选型指南 / 選型指南), never "seed".
"""

from __future__ import annotations

import datetime as _dt
import re

from babel.dates import format_date as _babel_format_date

from rigwright.core.text.i18n import LANGS, QT_TRANSLATE_NOOP, Text, as_text, words
from rigwright.core.text.terms import TERMS


def _total(key: str, en: str, zh_prefix: str = "", total: bool = True) -> Text:
    """The label of a figure summed over the cards: the glossary term ``key``
    (:data:`rigwright.core.text.terms.TERMS`) with "合计" ("合計"), in English ``en``."""
    t = TERMS[key]
    cn, tw = ("合计", "合計") if total else ("", "")
    return words(en, zh_CN=f"{zh_prefix}{t.zh_CN}{cn}", zh_TW=f"{zh_prefix}{t.zh_TW}{tw}")


def _per_gpu(key: str, en: str) -> Text:
    """The label of a per-GPU figure: "单卡" ("單卡") and the glossary term ``key``."""
    t = TERMS[key]
    return words(en, zh_CN=f"单卡{t.zh_CN}", zh_TW=f"單卡{t.zh_TW}")


LABELS: dict[str, Text] = {
    "title": words("Quotation", zh_CN="报价单", zh_TW="報價單"),
    "customer": words("Customer", zh_CN="客户", zh_TW="客戶"),
    "date": words("Date", zh_CN="日期", zh_TW="日期"),
    "number": words("Quote no.", zh_CN="报价单号", zh_TW="報價單號"),
    "item": words("#", zh_CN="序号", zh_TW="序號"),
    "description": words("Description", zh_CN="项目", zh_TW="項目"),
    "quantity": words("Qty", zh_CN="数量", zh_TW="數量"),
    "unit_price": words("Unit price", zh_CN="单价", zh_TW="單價"),
    "amount": words("Amount", zh_CN="金额", zh_TW="金額"),
    "total": words("Total", zh_CN="合计", zh_TW="合計"),
    "included": words("included", zh_CN="已含", zh_TW="已含"),
    "workstation": words(
        "Deep-learning workstation",
        zh_CN="深度学习工作站",
        zh_TW="深度學習工作站",
    ),
    "cpu": words("CPU", zh_CN="处理器", zh_TW="處理器"),
    "ram": words("Memory", zh_CN="内存", zh_TW="記憶體"),
    "gpu": words("GPU", zh_CN="GPU", zh_TW="GPU"),
    "storage": words("Storage", zh_CN="存储", zh_TW="儲存"),
    "chassis": words("Chassis / PSU", zh_CN="机箱/电源", zh_TW="機箱/電源"),
    "chassis_only": words("Chassis", zh_CN="机箱", zh_TW="機箱"),
    "psu": words("PSU", zh_CN="电源", zh_TW="電源"),
    "monitor": words("Monitor", zh_CN="显示器", zh_TW="顯示器"),
    "configuration": words("Configuration", zh_CN="配置", zh_TW="配置"),
    "diagram": words(
        "Chassis and PCIe slots (schematic)",
        zh_CN="机箱与 PCIe 插槽示意图",
        zh_TW="機箱與 PCIe 插槽示意圖",
    ),
    "chart": words("GPU comparison", zh_CN="GPU 对比", zh_TW="GPU 比較"),
    "reasons": words("Why this configuration", zh_CN="推荐理由", zh_TW="推薦理由"),
    "sizing": words(
        "Your model on this workstation", zh_CN="您的模型在本工作站上", zh_TW="您的模型在本工作站上"
    ),
    "notes": words("Notes", zh_CN="说明", zh_TW="說明"),
    "currency_note": words(
        "Amounts in Chinese yuan (CNY).",
        zh_CN="金额单位：人民币（CNY）。",
        zh_TW="金額單位：人民幣（CNY）。",
    ),
    "illustrative_note": words(
        (
            "※ Illustrative price from the UltraLAB 2020 selection guide (VAT not stated), for "
            "reference only; the vendor's price list prevails."
        ),
        zh_CN=(
            "※ 示意价格：取自 UltraLAB 2020 深度学习硬件选型指南（税费未注明），仅供参考，以正式价"
            "目表为准。"
        ),
        zh_TW=(
            "※ 示意價格：取自 UltraLAB 2020 深度學習硬體選型指南（稅費未註明），僅供參考，以正式價"
            "目表為準。"
        ),
    ),
    "basis_note": words(
        "Price basis: {basis}",
        zh_CN="价格依据：{basis}",
        zh_TW="價格依據：{basis}",
    ),
    "price_list": words("Price list", zh_CN="价目表", zh_TW="價目表"),
    "vat_not_stated": words(
        "VAT not stated",
        zh_CN="未注明是否含增值税",
        zh_TW="未註明是否含增值稅",
    ),
    "source_vendor_price": words(
        (
            "Configuration and GPU figures: UltraLAB 2020 selection guide; price: the vendor's "
            "price list; GPU board power and size: reference table."
        ),
        zh_CN=(
            "配置与 GPU 数据来源：UltraLAB 2020 深度学习硬件选型指南；价格：供应商价目表；GPU "
            "功耗与尺寸为参考数据。"
        ),
        zh_TW=(
            "配置與 GPU 數據來源：UltraLAB 2020 深度學習硬體選型指南；價格：供應商價目表；GPU "
            "功耗與尺寸為參考數據。"
        ),
    ),
    "source": words(
        (
            "Configuration, price and GPU figures: UltraLAB 2020 selection guide (deep-learning "
            "hardware); GPU board power and size: reference table."
        ),
        zh_CN=(
            "配置、价格与 GPU 数据来源：UltraLAB 2020 深度学习硬件选型指南；GPU "
            "功耗与尺寸为参考数据。"
        ),
        zh_TW=(
            "配置、價格與 GPU 數據來源：UltraLAB 2020 深度學習硬體選型指南；GPU "
            "功耗與尺寸為參考數據。"
        ),
    ),
    "page": words(
        "Page {n} of {total}",
        zh_CN="第 {n} 页，共 {total} 页",
        zh_TW="第 {n} 頁，共 {total} 頁",
    ),
    "placeholder": words(
        "placeholder vendor",
        zh_CN="示例供应商（占位）",
        zh_TW="示範供應商（佔位）",
    ),
    # --- the quote document's PDF (rigwright.gui.quotes.pdf) and its facts
    # (rigwright.core.quote.facts)
    "number_revision": words(
        "{number} R{revision}",
        zh_CN="{number}（第 {revision} 版）",
        zh_TW="{number}（第 {revision} 版）",
    ),
    "draft_number": words(
        "Draft (not yet numbered)",
        zh_CN="草稿（未编号）",
        zh_TW="草稿（未編號）",
    ),
    "valid_until": words("Valid until", zh_CN="有效期至", zh_TW="有效期至"),
    "prepared_for": words("Prepared for", zh_CN="客户", zh_TW="客戶"),
    "contact": words("Contact", zh_CN="联系人", zh_TW="聯絡人"),
    "phone": words("Phone", zh_CN="电话", zh_TW="電話"),
    "email": words("E-mail", zh_CN="邮箱", zh_TW="電子郵件"),
    "address": words("Address", zh_CN="地址", zh_TW="地址"),
    "website": words("Web", zh_CN="网址", zh_TW="網址"),
    "intro": words(
        (
            "Thank you for your enquiry. We are pleased to offer the following configurations for "
            "your deep-learning work; each option's configuration, performance and the reasons it "
            "fits are set out on the following pages."
        ),
        zh_CN=(
            "感谢您的垂询。我们根据贵方的深度学习工作负载，提供以下配置方案供您比较选择；各方案的配"
            "置、性能与推荐理由详见后页。"
        ),
        zh_TW=(
            "感謝您的垂詢。我們根據貴方的深度學習工作負載，提供以下配置方案供您比較選擇；各方案的配"
            "置、效能與推薦理由詳見後頁。"
        ),
    ),
    "options_summary": words("Options at a glance", zh_CN="方案一览", zh_TW="方案一覽"),
    "option": words("Option", zh_CN="方案", zh_TW="方案"),
    "system": words("System", zh_CN="系统", zh_TW="系統"),
    "total_incl_vat": words("Total incl. VAT", zh_CN="含税总价", zh_TW="含稅總價"),
    "capital": words("In words", zh_CN="大写金额", zh_TW="大寫金額"),
    "discount": words("Discount", zh_CN="折扣", zh_TW="折扣"),
    "subtotal": words("Subtotal", zh_CN="小计", zh_TW="小計"),
    "option_discount": words("Option discount", zh_CN="方案折扣", zh_TW="方案折扣"),
    "after_discount": words("After discount", zh_CN="折后金额", zh_TW="折後金額"),
    "vat": words("VAT {rate}", zh_CN="增值税 {rate}", zh_TW="增值稅 {rate}"),
    "line_items": words("Line items", zh_CN="报价明细", zh_TW="報價明細"),
    "workload": words("Workload", zh_CN="工作负载", zh_TW="工作負載"),
    "configuration_of": words("Configuration", zh_CN="配置详情", zh_TW="配置詳情"),
    "performance": words("Performance", zh_CN="性能指标", zh_TW="效能指標"),
    "figures_note": words(
        (
            "GPU figures from the selection guide's GPU table, totalled over the cards; board "
            "power from a reference table."
        ),
        zh_CN="GPU 数据取自选型指南的 GPU 表，按卡数合计；整卡功耗为参考数据。",
        zh_TW="GPU 數據取自選型指南的 GPU 表，按卡數合計；整卡功耗為參考資料。",
    ),
    "fig_gpu": words("GPU", zh_CN="GPU", zh_TW="GPU"),
    "fig_gpu_count": words("GPU count", zh_CN="GPU 数量", zh_TW="GPU 數量"),
    "fig_memory_total": _total("memory", "Total GPU memory"),
    "fig_bandwidth": _per_gpu("bandwidth", "Memory bandwidth per GPU"),
    "fig_tensor_total": _total("tensor", "Tensor Core TFLOPS, total"),
    "fig_fp16_total": _total("fp16", "FP16 TFLOPS, total"),
    "fig_fp32_total": _total("fp32", "FP32 TFLOPS, total"),
    "fig_board_power": _total("board_power", "GPU board power, total"),
    "fig_psu": _total("psu", "PSU capacity", total=False),
    "tensor_note": words(
        "Tensor Core TFLOPS: {definition}.",
        zh_CN="Tensor Core 算力：{definition}。",
        zh_TW="Tensor Core 算力：{definition}。",
    ),
    "tensor_mixed_note": words(
        (
            "The Tensor Core figures of GeForce cards and of other cards are defined differently "
            "and are not ranked against each other."
        ),
        zh_CN="GeForce 显卡与其他显卡的 Tensor Core 算力定义不同，不相互比较优劣。",
        zh_TW="GeForce 顯示卡與其他顯示卡的 Tensor Core 算力定義不同，不相互比較優劣。",
    ),
    "unknown": words("unknown", zh_CN="未知", zh_TW="未知"),
    "not_stated": words("not stated", zh_CN="未注明", zh_TW="未註明"),
    "guide_states": words(
        "selection guide: {value}",
        zh_CN="选型指南标称 {value}",
        zh_TW="選型指南標稱 {value}",
    ),
    "comparison": words("Comparison of options", zh_CN="方案对比", zh_TW="方案比較"),
    "comparison_note": words(
        "Figures are for all workstations of an option (bandwidth: per GPU).",
        zh_CN="数据为每个方案全部工作站的合计（单卡带宽除外）。",
        zh_TW="數據為每個方案全部工作站的合計（單卡帶寬除外）。",
    ),
    "software_stack": words("Software stack", zh_CN="软件栈", zh_TW="軟體堆疊"),
    "software_intro_guide": words(
        (
            "The deep-learning software the UltraLAB 2020 selection guide recommended in April "
            "2020 (the versions of that date; newer versions are installed on request):"
        ),
        zh_CN=(
            "UltraLAB 2020 选型指南（2020 年 4 月）推荐的深度学习软件环境（均为当时的版本，可按需"
            "安装更新版本）："
        ),
        zh_TW=(
            "UltraLAB 2020 選型指南（2020 年 4 月）推薦的深度學習軟體環境（均為當時的版本，可依需"
            "求安裝更新版本）："
        ),
    ),
    "software_intro": words(
        "The deep-learning software installed with this configuration, each version dated:",
        zh_CN="本配置安装的深度学习软件环境（各版本注明发布日期）：",
        zh_TW="本配置安裝的深度學習軟體環境（各版本註明發布日期）：",
    ),
    "terms": words("Terms and notes", zh_CN="条款与说明", zh_TW="條款與說明"),
    "payment_terms": words("Payment", zh_CN="付款方式", zh_TW="付款方式"),
    "delivery_terms": words("Delivery", zh_CN="交货", zh_TW="交貨"),
    "remarks": words("Notes", zh_CN="备注", zh_TW="備註"),
    "pricing": words("Prices", zh_CN="价格说明", zh_TW="價格說明"),
    "vat_note": words(
        (
            "All prices in Chinese yuan (CNY). VAT at {rate} is charged on each option's "
            "discounted subtotal; total = after discount + VAT."
        ),
        zh_CN=(
            "以上价格均为人民币（CNY）。各方案的增值税按 {rate} 对折后小计计征，含税总价 = "
            "折后金额 + 增值税。"
        ),
        zh_TW=(
            "以上價格均為人民幣（CNY）。各方案的增值稅按 {rate} 對折後小計計徵，含稅總價 = "
            "折後金額 + 增值稅。"
        ),
    ),
    "figures_source": words(
        (
            "Configuration and GPU figures: UltraLAB 2020 selection guide (deep-learning "
            "hardware); GPU board power and size: reference table."
        ),
        zh_CN=(
            "配置与 GPU 数据来源：UltraLAB 2020 深度学习硬件选型指南；GPU "
            "板卡功耗与尺寸为参考数据。"
        ),
        zh_TW=(
            "配置與 GPU 數據來源：UltraLAB 2020 深度學習硬體選型指南；GPU "
            "板卡功耗與尺寸為參考資料。"
        ),
    ),
    "payment_details": words("Bank details", zh_CN="收款信息", zh_TW="收款資訊"),
    "tax_id": words("Tax ID", zh_CN="纳税人识别号", zh_TW="統一編號"),
    "bank_name": words("Bank", zh_CN="开户银行", zh_TW="開戶銀行"),
    "bank_account": words("Account no.", zh_CN="银行账号", zh_TW="銀行帳號"),
    "sign_vendor": words(
        "For the vendor (signature, seal)",
        zh_CN="供应商（签字盖章）",
        zh_TW="供應商（簽字蓋章）",
    ),
    "sign_customer": words(
        "Accepted by the customer (signature, seal)",
        zh_CN="客户确认（签字盖章）",
        zh_TW="客戶確認（簽字蓋章）",
    ),
    "summary_facts": words(
        # no-break spaces: a figure stays on the line of its name
        "{memory} GPU memory · {tensor}\u00a0Tensor Core",
        zh_CN="显存\u00a0{memory} · Tensor Core 算力\u00a0{tensor}",
        zh_TW="顯存\u00a0{memory} · Tensor Core 算力\u00a0{tensor}",
    ),
    "workstation_no": words("item {n}", zh_CN="第 {n} 项", zh_TW="第 {n} 項"),
}
"""Quote label strings: key -> the word (:meth:`rigwright.core.text.i18n.Text.wording` per
language)."""


def label(key: str, lang: str) -> str:
    """The label ``key`` in ``lang`` (one of :data:`LANGS`).

    Raises:
        KeyError: unknown label key.
        ValueError: unknown language.
    """
    _check_lang(lang)
    return LABELS[key].wording(lang)


_SIMPLIFIED = str.maketrans(
    {
        "積": "积",
        "經": "经",
        "網": "网",
        "絡": "络",
        "遞": "递",
        "歸": "归",
        "對": "对",
        "動": "动",
        "編": "编",
        "碼": "码",
        "棧": "栈",
        "層": "层",
        "資": "资",
        "擴": "扩",
        "機": "机",
        "學": "学",
        "習": "习",
        "語": "语",
        "識": "识",
        "圖": "图",
        "類": "类",
        "別": "别",
        "體": "体",
        "計": "计",
        "帶": "带",
        "寬": "宽",
        "顯": "显",
        "態": "态",
        "關": "关",
        "係": "系",
    }
)


PRICE_NOTE = "Price list"
"""How an imported price's basis names its price list, in no language: "含税价 (Price list
2026-05-04)" (its date, never its file's name, which is the engineer's: a basis is printed in
the customer's quote); :func:`basis_words` words it for a quote."""
DEFAULT_BASIS = "VAT not stated"
"""The basis of an imported price that its price list does not state."""


def basis_words(basis: str, lang: str) -> str:
    """A stored price ``basis`` in the words of a quote in ``lang``: the importer's own
    :data:`DEFAULT_BASIS` and :data:`PRICE_NOTE` translated ("未注明是否含增值税 (价目表
    2026-05-04)"), the vendor's own words as they were imported."""
    _check_lang(lang)
    if basis == DEFAULT_BASIS or basis.startswith(DEFAULT_BASIS + " ("):
        basis = label("vat_not_stated", lang) + basis[len(DEFAULT_BASIS) :]
    return re.sub(rf"\({re.escape(PRICE_NOTE)}(?=[ )])", "(" + label("price_list", lang), basis)


def to_simplified(text: str) -> str:
    """``text`` with the Traditional characters of the workload labels made Simplified.

    A small character table, not a converter: it covers the words of
    ``rigwright.core.recommend.workloads`` labels ("CNN 卷積神經網絡" -> "CNN 卷积神经网络",
    遞歸 -> 递归, 對抗 -> 对抗, 編碼器 -> 编码器, 堆棧 -> 堆栈) and a few common neighbours;
    any other character is kept. For labels only: seed text quoted as printed stays Traditional.
    """
    return text.translate(_SIMPLIFIED)


def _check_lang(lang: str) -> None:
    if lang not in LANGS:
        raise ValueError(f"lang: must be one of {', '.join(LANGS)}, not {lang!r}")


def format_quote_date(date: _dt.date, lang: str) -> str:
    """The date in ``lang``'s long form: "2026年11月30日", "November 30, 2026"."""
    _check_lang(lang)
    return _babel_format_date(date, format="long", locale=lang)


SCALE_TEXT: dict[str, Text] = {
    "small": QT_TRANSLATE_NOOP("recommend", "small"),
    "medium": QT_TRANSLATE_NOOP("recommend", "medium"),
    "large": QT_TRANSLATE_NOOP("recommend", "large"),
    "very-large": QT_TRANSLATE_NOOP("recommend", "very-large"),
}
"""The word for each model scale (its key in English), translatable."""


def scale_text(scale: str) -> Text:
    """The word for a model scale ("very-large"), translatable; ``str()`` is the key."""
    return SCALE_TEXT.get(scale) or as_text(scale)


GRADE_TEXT: dict[str, Text] = {
    "good": QT_TRANSLATE_NOOP("recommend", "good"),
    "better": QT_TRANSLATE_NOOP("recommend", "better"),
    "best": QT_TRANSLATE_NOOP("recommend", "best"),
}
"""The word for each of the seed's RNN grades (its key in English), translatable."""


def grade_text(grade: str) -> Text:
    """The word for an RNN grade ("better"), translatable; ``str()`` is the key."""
    return GRADE_TEXT.get(grade) or as_text(grade)
