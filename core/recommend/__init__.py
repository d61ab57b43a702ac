"""Workload profiles and the ranking of GPUs and SKUs for a request."""
