"""`rigwright quote --market`: the quote's currency and tax; a bad code names the flag."""

from __future__ import annotations

from decimal import Decimal


def _quote(run, db, tmp_path, *extra: str):
    calls = []
    code, text, err = run(
        "--db",
        db,
        "quote",
        "--sku",
        "1.7",
        "--customer",
        "客戶",
        "--out",
        str(tmp_path / "q.pdf"),
        *extra,
        render_quote=lambda *a: calls.append(a),
    )
    return code, text, err, calls


def test_market_sets_the_currency_and_tax_not_the_language(run, db, tmp_path):
    code, text, _, calls = _quote(run, db, tmp_path, "--lang", "zh_TW", "--market", "TW")
    assert code == 0
    quote = calls[0][0]
    assert (quote.document.market, quote.currency, quote.document.vat_percent) == (
        "tw",
        "TWD",
        Decimal(5),
    )
    assert quote.rate.currency == "TWD" and quote.rate.as_of.isoformat() == "2026-11-30"
    assert quote.options[0].totals.total == Decimal("412560.26")  # 89,990 / 0.229032 + 5 %
    assert "NT$412,560.26" in text
    code, _, _, calls = _quote(run, db, tmp_path, "--lang", "zh_TW")
    assert code == 0 and calls[0][0].currency == "CNY"  # Traditional Chinese is not Taiwan


def test_a_bad_market_names_the_flag(run, db, tmp_path):
    code, _, err, calls = _quote(run, db, tmp_path, "--market", "jp")
    assert code == 2 and not calls
    assert "--market: unknown market 'jp'; use one of cn, tw, hk, intl" in err


def test_without_the_flag_a_card_not_sold_in_the_vendors_market_is_refused(run, db, tmp_path):
    """The quote's market is the vendor profile's (mainland China at first): a workstation of
    cards not sold there is refused as with --market cn, not quoted."""
    argv = ["--db", db, "quote", "--catalog", "current", "--sku", "RW-R4PQ", "--customer", "X"]
    argv += ["--out", str(tmp_path / "q.pdf")]
    code, _, err = run(*argv, render_quote=lambda *a: None)
    assert code == 2 and "not sold in mainland China" in err
    code, _, err = run(*argv, "--market", "intl", render_quote=lambda *a: None)
    assert code == 0, err
