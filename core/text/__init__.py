"""Words: translatable :class:`Text` without Qt, the checks on text from outside, the words
of customer documents."""
