"""The compare view."""
