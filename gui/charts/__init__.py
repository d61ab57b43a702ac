"""The charts and their export."""
