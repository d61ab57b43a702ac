"""Rigwright's core: catalog, workload profiles, recommendation, quotes. Pure Python, no Qt."""
