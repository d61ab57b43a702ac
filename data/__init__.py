"""The shipped catalog sources (package data, read through importlib.resources)."""
