"""The catalog's tables: GPUs, GPU detail, parts, data quality."""
