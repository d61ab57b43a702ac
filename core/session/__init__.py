"""The working session without Qt: what the engineer asked for, chose, compared and quoted.

The window (:mod:`rigwright.gui.state`) and the command line drive the same session; views
observe it through plain callbacks (docs/architecture.md).
"""
