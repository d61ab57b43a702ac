"""Builds side by side: the candidates on show, the compare table, the charts' figures."""
