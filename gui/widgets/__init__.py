"""Pieces every view uses: language, theme, fonts, help links, messages, progress, settings."""
