"""Prices and exact money: the catalog's price list, totals over builds, CNY arithmetic."""
