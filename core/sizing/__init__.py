"""Sizing: whether a model fits a GPU and how fast it runs there: the model zoo, the memory
model (a breakdown with each term's formula and source) and the fewest cards that hold it."""
