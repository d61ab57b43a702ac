"""Rigwright's core: catalog, workload profiles, recommendation, quotes. Pure Python, no Qt."""


def app_version() -> str:
    """The installed package's version ("0.1.0"), or "(not installed)" from a bare tree."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("rigwright")
    except PackageNotFoundError:
        return "(not installed)"
