"""A build, the rules it must keep, the fixes that make it valid, its chassis diagram."""
