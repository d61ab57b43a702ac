"""The offline help's content, without Qt."""
