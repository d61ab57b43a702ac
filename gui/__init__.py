"""Rigwright's Qt user interface: the main window, its views, table models and renderers.

Every Qt import of the product lives under this package; :mod:`core` never imports it.
"""
