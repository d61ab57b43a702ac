"""Shipped fonts, help topics and translations (package data, read through importlib.resources)."""
