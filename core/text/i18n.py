"""Messages the core writes for the window, kept translatable without Qt: a :class:`Text` is
an English template, its Qt Linguist context and its values, marked with
:func:`QT_TRANSLATE_NOOP` for ``lupdate`` (``docs/architecture.md``, "Messages of the core").
"""

from __future__ import annotations

import functools
import string
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Translate = Callable[[str, str], str]
"""``translate(context, source) -> text``: Qt's ``QCoreApplication.translate`` or the identity."""


def _identity(_context: str, source: str) -> str:
    return source


@dataclass(frozen=True, slots=True)
class Text:
    """One message: an English ``str.format`` template, its translation context and values.

    Attributes:
        context: the Qt Linguist context ("rules", "layout", …); "" for data that is the
            same in every language (never translated).
        source: the English template, e.g. ``"{n} cards do not fit"``.
        params: the template's values by name, in order; a value may itself be a
            :class:`Text` (rendered in the same language first).
        renditions: the message's own wording for a customer document in another language,
            (language, template) pairs (:meth:`worded`, :meth:`in_language`); not compared.
    """

    context: str
    source: str
    params: tuple[tuple[str, Any], ...] = ()
    renditions: tuple[tuple[str, str], ...] = field(default=(), compare=False)

    def worded(self, **templates: str) -> Text:
        """This message with its own wording for documents in other languages
        (``zh_CN="…", zh_TW="…"``): what a quote in that language prints
        (:meth:`in_language`), where the window shows Qt's translation."""
        return Text(self.context, self.source, self.params, tuple(templates.items()))

    def wording(self, lang: str) -> str:
        """The template a document in ``lang`` uses: its own wording, else the English source."""
        for language, template in self.renditions:
            if language == lang:
                return template
        return self.source

    def in_language(self, lang: str) -> str:
        """The message as a document in ``lang`` prints it: its wording for ``lang``
        (:meth:`worded`), else the English source; values that are messages too are worded
        the same way. A wording whose fields differ falls back to the source."""
        values = {k: (v.in_language(lang) if isinstance(v, Text) else v) for k, v in self.params}
        template = self.wording(lang)
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):
            return self.source.format(**values)

    def format(self, **params: Any) -> Text:
        """This template with ``params`` (the names its ``{fields}`` use).

        Raises:
            KeyError: a field of the template is not given (checked here, not when shown).
        """
        missing = {name for name in _template_fields(self.source) if name not in params}
        if missing:
            raise KeyError(f"{self.context}: {self.source!r} needs {sorted(missing)}")
        return Text(self.context, self.source, tuple(params.items()), self.renditions)

    def render(self, translate: Translate = _identity) -> str:
        """The message in the language ``translate`` gives (the English one by default).

        A translation whose fields differ from the source's falls back to the source
        (the completeness test keeps this from happening).
        """
        values = {k: (v.render(translate) if isinstance(v, Text) else v) for k, v in self.params}
        # No context: data kept as it is in every language (as_text).
        template = (translate(self.context, self.source) if self.context else "") or self.source
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):
            return self.source.format(**values)

    def __str__(self) -> str:
        """The English message (the command line's and the JSON outputs' form)."""
        return self.render()


LANGS: tuple[str, ...] = ("zh_CN", "zh_TW", "en")
"""The languages of the window and of quotes: Simplified Chinese, Traditional Chinese,
English."""

LANGUAGE_NAMES: dict[str, str] = {"zh_CN": "简体中文", "zh_TW": "繁體中文", "en": "English"}
"""Each language by its own name, as a reader of it looks for it in a menu."""


# The name is the one Qt's lupdate looks for in the sources, so it cannot be lowercase.
def QT_TRANSLATE_NOOP(context: str, source: str) -> Text:  # noqa: N802
    """Mark ``source`` for translation in ``context``; returns it as a :class:`Text` with no
    values (call :meth:`Text.format` to give them)."""
    return Text(context, source)


def words(en: str, *, zh_CN: str, zh_TW: str) -> Text:  # noqa: N803 - the language codes
    """A word only documents print (a quote's label), in English and its Chinese wordings;
    never translated by the window (no context). ``words(...).wording(lang)`` is the word."""
    return Text("", en).worded(zh_CN=zh_CN, zh_TW=zh_TW)


def template_fields(template: str) -> set[str]:
    """The names of ``template``'s ``str.format`` fields: ``"{n} of {total:,}"`` ->
    ``{"n", "total"}`` (a field's attribute or index is not part of its name).

    Raises:
        ValueError: ``template`` is not a valid format string (an unmatched brace)."""
    return set(_template_fields(template))


@functools.lru_cache(maxsize=4096)
def _template_fields(template: str) -> frozenset[str]:
    # Cached: the same few hundred templates are formatted for every GPU and SKU ranked
    # (a fifth of rigwright.core.recommend.ranking.recommend on a large catalog, bench/scaling.py).
    names = set()
    for _literal, name, _spec, _conversion in string.Formatter().parse(template):
        if name is not None:
            names.add(name.split(".", 1)[0].split("[", 1)[0])
    return frozenset(names)


def as_text(value: str | Text) -> Text:
    """``value`` as a :class:`Text`; a plain string (data, such as a part's name) is kept
    as it is in every language."""
    if isinstance(value, Text):
        return value
    return Text("", "{value}", (("value", value),))
