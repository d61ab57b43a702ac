"""The exact configuration search over custom builds."""
