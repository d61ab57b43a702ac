"""The schema of a help topic (:func:`rigwright.core.help.topics.load_topics`), as pydantic models.

Kept apart from :mod:`rigwright.core.help.topics` so that importing the help's model, as the
window's start does, does not import pydantic (docs/performance.md); the topics are read when the
help is first shown.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, field_validator

from rigwright.core.help.markup import _HTML


class _LangText(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    title: str = Field(min_length=1, max_length=120)
    body: str = Field(min_length=1)

    @field_validator("title", "body")
    @classmethod
    def _no_html(cls, value: str) -> str:
        if _HTML.search(value):
            raise ValueError(
                "raw HTML is not allowed (use the help markup: paragraphs, "
                "'- ' bullets, **bold**, [label](topic:id))"
            )
        return value


class _TopicModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    en: _LangText
    # The files' keys are the language codes ("zh_CN"); the attributes are lowercase.
    zh_cn: _LangText = Field(alias="zh_CN")
    zh_tw: _LangText = Field(alias="zh_TW")
    see_also: list[str] = Field(default_factory=list)
    group: str | None = None
