"""The ``rigwright`` command line's headless subcommands."""
