"""The quote history, the quote editor, the vendor profile and the quote PDF."""
