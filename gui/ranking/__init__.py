"""The ranked GPUs and workstations."""
