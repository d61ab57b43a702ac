"""The words of customer quotes: labels in zh_CN, zh_TW and en, dates, and the Simplified
forms of the workload labels. Customer-facing words name the seed "UltraLAB 2020 selection
guide" (选型指南 / 選型指南), never "seed".
"""

from __future__ import annotations

import datetime as _dt
import re

from babel.dates import format_date as _babel_format_date

from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text, as_text

LANGS: tuple[str, ...] = ("zh_CN", "zh_TW", "en")
"""Quote languages: Simplified Chinese, Traditional Chinese, English."""


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
    "workstation": {
        "zh_CN": "深度学习工作站",
        "zh_TW": "深度學習工作站",
        "en": "Deep-learning workstation",
    },
    "cpu": {"zh_CN": "处理器", "zh_TW": "處理器", "en": "CPU"},
    "ram": {"zh_CN": "内存", "zh_TW": "記憶體", "en": "Memory"},
    "gpu": {"zh_CN": "GPU", "zh_TW": "GPU", "en": "GPU"},
    "storage": {"zh_CN": "存储", "zh_TW": "儲存", "en": "Storage"},
    "chassis": {"zh_CN": "机箱/电源", "zh_TW": "機箱/電源", "en": "Chassis / PSU"},
    "chassis_only": {"zh_CN": "机箱", "zh_TW": "機箱", "en": "Chassis"},
    "psu": {"zh_CN": "电源", "zh_TW": "電源", "en": "PSU"},
    "monitor": {"zh_CN": "显示器", "zh_TW": "顯示器", "en": "Monitor"},
    "configuration": {"zh_CN": "配置", "zh_TW": "配置", "en": "Configuration"},
    "diagram": {
        "zh_CN": "机箱与 PCIe 插槽示意图",
        "zh_TW": "機箱與 PCIe 插槽示意圖",
        "en": "Chassis and PCIe slots (schematic)",
    },
    "chart": {"zh_CN": "GPU 对比", "zh_TW": "GPU 比較", "en": "GPU comparison"},
    "reasons": {"zh_CN": "推荐理由", "zh_TW": "推薦理由", "en": "Why this configuration"},
    "notes": {"zh_CN": "说明", "zh_TW": "說明", "en": "Notes"},
    "currency_note": {
        "zh_CN": "金额单位：人民币（CNY）。",
        "zh_TW": "金額單位：人民幣（CNY）。",
        "en": "Amounts in Chinese yuan (CNY).",
    },
    "illustrative_note": {
        "zh_CN": "※ 示意价格：取自 UltraLAB 2020 深度学习硬件选型指南（税费未注明），仅供参考，"
        "以正式价目表为准。",
        "zh_TW": "※ 示意價格：取自 UltraLAB 2020 深度學習硬體選型指南（稅費未註明），僅供參考，"
        "以正式價目表為準。",
        "en": "※ Illustrative price from the UltraLAB 2020 selection guide (VAT not stated), for "
        "reference only; the vendor's price list prevails.",
    },
    "basis_note": {
        "zh_CN": "价格依据：{basis}",
        "zh_TW": "價格依據：{basis}",
        "en": "Price basis: {basis}",
    },
    "price_list": {"zh_CN": "价目表", "zh_TW": "價目表", "en": "Price list"},
    "vat_not_stated": {
        "zh_CN": "未注明是否含增值税",
        "zh_TW": "未註明是否含增值稅",
        "en": "VAT not stated",
    },
    "source_vendor_price": {
        "zh_CN": "配置与 GPU 数据来源：UltraLAB 2020 深度学习硬件选型指南；价格：供应商价目表；"
        "GPU 功耗与尺寸为参考数据。",
        "zh_TW": "配置與 GPU 數據來源：UltraLAB 2020 深度學習硬體選型指南；價格：供應商價目表；"
        "GPU 功耗與尺寸為參考數據。",
        "en": "Configuration and GPU figures: UltraLAB 2020 selection guide; price: the vendor's "
        "price list; GPU board power and size: reference table.",
    },
    "source": {
        "zh_CN": "配置、价格与 GPU 数据来源：UltraLAB 2020 深度学习硬件选型指南；"
        "GPU 功耗与尺寸为参考数据。",
        "zh_TW": "配置、價格與 GPU 數據來源：UltraLAB 2020 深度學習硬體選型指南；"
        "GPU 功耗與尺寸為參考數據。",
        "en": "Configuration, price and GPU figures: UltraLAB 2020 selection guide "
        "(deep-learning hardware); GPU board power and size: reference table.",
    },
    "page": {
        "zh_CN": "第 {n} 页，共 {total} 页",
        "zh_TW": "第 {n} 頁，共 {total} 頁",
        "en": "Page {n} of {total}",
    },
    "placeholder": {
        "zh_CN": "示例供应商（占位）",
        "zh_TW": "示範供應商（佔位）",
        "en": "placeholder vendor",
    },
    # --- the quote document's PDF (rigwright.gui.quotes.pdf) and its facts
    # (rigwright.core.quote.facts)
    "number_revision": {
        "zh_CN": "{number}（第 {revision} 版）",
        "zh_TW": "{number}（第 {revision} 版）",
        "en": "{number} R{revision}",
    },
    "draft_number": {
        "zh_CN": "草稿（未编号）",
        "zh_TW": "草稿（未編號）",
        "en": "Draft (not yet numbered)",
    },
    "valid_until": {"zh_CN": "有效期至", "zh_TW": "有效期至", "en": "Valid until"},
    "prepared_for": {"zh_CN": "客户", "zh_TW": "客戶", "en": "Prepared for"},
    "contact": {"zh_CN": "联系人", "zh_TW": "聯絡人", "en": "Contact"},
    "phone": {"zh_CN": "电话", "zh_TW": "電話", "en": "Phone"},
    "email": {"zh_CN": "邮箱", "zh_TW": "電子郵件", "en": "E-mail"},
    "address": {"zh_CN": "地址", "zh_TW": "地址", "en": "Address"},
    "website": {"zh_CN": "网址", "zh_TW": "網址", "en": "Web"},
    "intro": {
        "zh_CN": "感谢您的垂询。我们根据贵方的深度学习工作负载，提供以下配置方案供您比较选择；"
        "各方案的配置、性能与推荐理由详见后页。",
        "zh_TW": "感謝您的垂詢。我們根據貴方的深度學習工作負載，提供以下配置方案供您比較選擇；"
        "各方案的配置、效能與推薦理由詳見後頁。",
        "en": "Thank you for your enquiry. We are pleased to offer the following "
        "configurations for your deep-learning work; each option's configuration, "
        "performance and the reasons it fits are set out on the following pages.",
    },
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
    "figures_note": {
        "zh_CN": "GPU 数据取自选型指南的 GPU 表，按卡数合计；板卡功耗为参考数据。",
        "zh_TW": "GPU 數據取自選型指南的 GPU 表，按卡數合計；板卡功耗為參考資料。",
        "en": "GPU figures from the selection guide's GPU table, totalled over "
        "the cards; board power from a reference table.",
    },
    "fig_gpu": {"zh_CN": "GPU", "zh_TW": "GPU", "en": "GPU"},
    "fig_gpu_count": {"zh_CN": "GPU 数量", "zh_TW": "GPU 數量", "en": "GPU count"},
    "fig_memory_total": {
        "zh_CN": "GPU 显存合计",
        "zh_TW": "GPU 顯存合計",
        "en": "Total GPU memory",
    },
    "fig_bandwidth": {
        "zh_CN": "单卡显存带宽",
        "zh_TW": "單卡顯存帶寬",
        "en": "Memory bandwidth per GPU",
    },
    "fig_tensor_total": {
        "zh_CN": "张量算力合计",
        "zh_TW": "張量算力合計",
        "en": "Tensor TFLOPS, total",
    },
    "fig_fp16_total": {
        "zh_CN": "FP16 算力合计",
        "zh_TW": "FP16 算力合計",
        "en": "FP16 TFLOPS, total",
    },
    "fig_fp32_total": {
        "zh_CN": "FP32 算力合计",
        "zh_TW": "FP32 算力合計",
        "en": "FP32 TFLOPS, total",
    },
    "fig_board_power": {
        "zh_CN": "GPU 板卡功耗合计",
        "zh_TW": "GPU 板卡功耗合計",
        "en": "GPU board power, total",
    },
    "fig_psu": {"zh_CN": "电源容量", "zh_TW": "電源容量", "en": "PSU capacity"},
    "unknown": {"zh_CN": "未知", "zh_TW": "未知", "en": "unknown"},
    "not_stated": {"zh_CN": "未注明", "zh_TW": "未註明", "en": "not stated"},
    "guide_states": {
        "zh_CN": "选型指南标称 {value}",
        "zh_TW": "選型指南標稱 {value}",
        "en": "selection guide: {value}",
    },
    "comparison": {"zh_CN": "方案对比", "zh_TW": "方案比較", "en": "Comparison of options"},
    "comparison_note": {
        "zh_CN": "数据为每个方案全部工作站的合计（单卡带宽除外）。",
        "zh_TW": "數據為每個方案全部工作站的合計（單卡帶寬除外）。",
        "en": "Figures are for all workstations of an option (bandwidth: per GPU).",
    },
    "software_stack": {"zh_CN": "软件栈", "zh_TW": "軟體堆疊", "en": "Software stack"},
    "software_intro": {
        "zh_CN": "UltraLAB 2020 选型指南推荐的深度学习软件环境：",
        "zh_TW": "UltraLAB 2020 選型指南推薦的深度學習軟體環境：",
        "en": "The deep-learning software the UltraLAB 2020 selection guide recommends:",
    },
    "terms": {"zh_CN": "条款与说明", "zh_TW": "條款與說明", "en": "Terms and notes"},
    "payment_terms": {"zh_CN": "付款方式", "zh_TW": "付款方式", "en": "Payment"},
    "delivery_terms": {"zh_CN": "交货", "zh_TW": "交貨", "en": "Delivery"},
    "remarks": {"zh_CN": "备注", "zh_TW": "備註", "en": "Notes"},
    "pricing": {"zh_CN": "价格说明", "zh_TW": "價格說明", "en": "Prices"},
    "vat_note": {
        "zh_CN": "以上价格均为人民币（CNY）。各方案的增值税按 {rate} 对折后小计计征，"
        "含税总价 = 折后金额 + 增值税。",
        "zh_TW": "以上價格均為人民幣（CNY）。各方案的增值稅按 {rate} 對折後小計計徵，"
        "含稅總價 = 折後金額 + 增值稅。",
        "en": "All prices in Chinese yuan (CNY). VAT at {rate} is charged on each "
        "option's discounted subtotal; total = after discount + VAT.",
    },
    "figures_source": {
        "zh_CN": "配置与 GPU 数据来源：UltraLAB 2020 深度学习硬件选型指南；"
        "GPU 板卡功耗与尺寸为参考数据。",
        "zh_TW": "配置與 GPU 數據來源：UltraLAB 2020 深度學習硬體選型指南；"
        "GPU 板卡功耗與尺寸為參考資料。",
        "en": "Configuration and GPU figures: UltraLAB 2020 selection guide "
        "(deep-learning hardware); GPU board power and size: reference "
        "table.",
    },
    "payment_details": {"zh_CN": "收款信息", "zh_TW": "收款資訊", "en": "Bank details"},
    "tax_id": {"zh_CN": "纳税人识别号", "zh_TW": "統一編號", "en": "Tax ID"},
    "bank_name": {"zh_CN": "开户银行", "zh_TW": "開戶銀行", "en": "Bank"},
    "bank_account": {"zh_CN": "银行账号", "zh_TW": "銀行帳號", "en": "Account no."},
    "sign_vendor": {
        "zh_CN": "供应商（签字盖章）",
        "zh_TW": "供應商（簽字蓋章）",
        "en": "For the vendor (signature, seal)",
    },
    "sign_customer": {
        "zh_CN": "客户确认（签字盖章）",
        "zh_TW": "客戶確認（簽字蓋章）",
        "en": "Accepted by the customer (signature, seal)",
    },
    "summary_facts": {
        "zh_CN": "GPU 显存 {memory} · 张量算力 {tensor}",
        "zh_TW": "GPU 顯存 {memory} · 張量算力 {tensor}",
        "en": "{memory} GPU memory · {tensor} tensor",
    },
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
