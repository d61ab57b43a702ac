"""The catalog: GPUs, SKUs and parts, read from their source files, with the catalog's lint."""
