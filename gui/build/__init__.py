"""The live chassis and slot diagram and the build's rule check."""
