"""Keep the Qt Linguist translations (``resources/i18n/rigwright_<lang>.ts``) in step with the
code, fill them, and compile them.

    python packaging/translations.py update          # lupdate: new strings in, gone ones marked
    python packaging/translations.py merge FILE.json # fill translations {context: {source: {lang:
    text}}} python packaging/translations.py status          # unfinished translations per language
    python packaging/translations.py build           # lrelease: .qm beside each .ts (the installer)
    python packaging/translations.py coverage FILE.json SOURCE.py...  # what FILE.json misses

``update`` runs PySide6's ``lupdate`` over ``gui/`` and ``core/`` (``-no-obsolete``: a string
removed from the code leaves the ``.ts``); existing translations are kept. Translators may use
Qt Linguist (``pyside6-linguist``) on the ``.ts`` files instead of ``merge``.
"""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TRANSLATED = ("zh_CN", "zh_TW")
"""The languages with a ``.ts`` (English is the source)."""


def ts_path(lang: str) -> Path:
    return ROOT / "resources" / "i18n" / f"rigwright_{lang}.ts"


def sources() -> list[Path]:
    """The Python files lupdate reads: the window's and the core's (its messages)."""
    return sorted([*ROOT.glob("gui/**/*.py"), *ROOT.glob("core/**/*.py")])


def lupdate(ts: Path, lang: str) -> None:
    import PySide6

    tool = Path(PySide6.__file__).resolve().parent / "lupdate"
    files = [str(p.relative_to(ROOT)) for p in sources()]
    subprocess.run(
        [
            str(tool),
            "-silent",
            "-no-obsolete",
            "-locations",
            "none",
            "-target-language",
            lang,
            *files,
            "-ts",
            str(ts.relative_to(ROOT)),
        ],
        cwd=ROOT,
        check=True,
    )


def messages(ts: Path):
    """(context, source, translation element) of every message of ``ts``."""
    tree = ET.parse(ts)
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield name, message.findtext("source") or "", message.find("translation")


def merge(fragment: dict[str, dict[str, dict[str, str]]]) -> dict[str, int]:
    """Fill the ``.ts`` files from ``fragment`` ({context: {source: {lang: text}}}); returns
    how many translations each language got."""
    counts = {}
    for lang in TRANSLATED:
        path = ts_path(lang)
        tree = ET.parse(path)
        n = 0
        for context in tree.getroot().iter("context"):
            table = fragment.get(context.findtext("name") or "", {})
            for message in context.iter("message"):
                text = table.get(message.findtext("source") or "", {}).get(lang)
                if not text:
                    continue
                element = message.find("translation")
                element.text = text
                element.attrib.pop("type", None)
                n += 1
        tree.write(path, encoding="utf-8", xml_declaration=True)
        counts[lang] = n
    return counts


def unfinished(lang: str) -> list[tuple[str, str]]:
    """(context, source) of each message of ``lang`` with no finished translation."""
    return [
        (c, s)
        for c, s, t in messages(ts_path(lang))
        if t is None
        or t.get("type") in ("unfinished", "vanished", "obsolete")
        or not (t.text or "").strip()
    ]


def coverage(fragment: dict[str, dict[str, dict[str, str]]], files: list[str]) -> list[str]:
    """Problems of ``fragment`` as the translations of ``files``: a string of the files it
    does not translate into each language, or a translation whose ``{fields}`` differ."""
    import tempfile

    import PySide6

    from rigwright.core.text.i18n import template_fields

    tool = Path(PySide6.__file__).resolve().parent / "lupdate"
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        ts = Path(tmp) / "x.ts"
        subprocess.run([str(tool), "-silent", *files, "-ts", str(ts)], check=True)
        for context, source, _t in messages(ts):
            entry = fragment.get(context, {}).get(source)
            for lang in TRANSLATED:
                text = (entry or {}).get(lang)
                if not text:
                    problems.append(f"[{context}] {source!r}: no {lang}")
                elif template_fields(text) != template_fields(source):
                    problems.append(f"[{context}] {source!r}: {lang} fields differ: {text!r}")
    return problems


def main(argv: list[str]) -> int:
    if argv and argv[0] == "coverage":
        fragment = json.loads(Path(argv[1]).read_text(encoding="utf-8"))
        problems = coverage(fragment, argv[2:])
        print("\n".join(problems) or "complete")
        return 1 if problems else 0
    if not argv or argv[0] not in ("update", "merge", "status", "build"):
        print(__doc__)
        return 2
    command = argv[0]
    if command == "update":
        for lang in TRANSLATED:
            lupdate(ts_path(lang), lang)
        command = "status"
    if command == "merge":
        for name in argv[1:]:
            fragment = json.loads(Path(name).read_text(encoding="utf-8"))
            print(name, merge(fragment))
        command = "status"
    if command == "status":
        for lang in TRANSLATED:
            missing = unfinished(lang)
            print(f"{lang}: {len(missing)} unfinished")
            for context, source in missing[:20]:
                print(f"    [{context}] {source[:90]!r}")
        return 0
    from rigwright.gui.widgets.i18n import compile_ts

    for lang in TRANSLATED:
        compile_ts(ts_path(lang), ts_path(lang).with_suffix(".qm"))
        print(f"built {ts_path(lang).with_suffix('.qm').relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
