"""Wording the seed's configuration text for a quote language."""

from __future__ import annotations

import pytest

from rigwright.core.catalog.glossary import localise


def test_english_configuration_text(seed_catalog):
    g = seed_catalog.glossary
    assert (
        localise("intel第9代處理器(6核@4.9Ghz )", "en", g)
        == "intel 9th-gen processor (6 cores @4.9Ghz)"
    )
    assert (
        localise("2*Xeon白金8280(56核3.3GHz/ 睿頻4.0GHz", "en", g)
        == "2*Xeon Platinum 8280(56 cores 3.3GHz/ turbo 4.0GHz"
    )
    assert (
        localise("2*Xeon金6234(16核3.7GHz)/ 睿頻4GHz", "en", g)
        == "2*Xeon Gold 6234(16 cores 3.7GHz)/ turbo 4GHz"
    )
    assert localise("雙塔式(雙2000w)", "en", g) == "dual tower (2 × 2000w)"
    assert (
        localise("3.84TB SSD系統盤/6.4TB P-SSD/266TB并行存儲", "en", g)
        == "3.84TB SSD system disk /6.4TB P-SSD/266TB parallel storage"
    )
    assert localise('32"-4K圖顯', "en", g) == '32"-4K display'


def test_every_configuration_cell_has_no_chinese_left_in_english(seed_catalog):
    for sku in seed_catalog.skus:
        for part in (sku.cpu, sku.ram, sku.storage, sku.chassis, sku.monitor):
            english = localise(part, "en", seed_catalog.glossary)
            assert not any("\u4e00" <= ch <= "\u9fff" for ch in english), (sku.number, english)


def test_simplified_and_traditional(seed_catalog):
    g = seed_catalog.glossary
    assert localise('雙塔式(雙2000w)/27"-4K圖顯', "zh_CN", g) == '双塔式(双2000w)/27"-4K图显'
    assert localise("雙塔式(雙2000w)", "zh_TW", g) == "雙塔式(雙2000w)"  # as printed
    with pytest.raises(ValueError, match="lang: unknown 'fr'"):
        localise("x", "fr", g)
