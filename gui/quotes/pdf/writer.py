"""The quote PDF written atomically: rendered in memory, written to a part file beside the
target, checked (its size and its ``%%EOF``), then moved over the target."""

from __future__ import annotations

import os
from pathlib import Path

from rigwright.core.catalog.model import Catalog
from rigwright.core.io.files import TargetError, check_target, new_mode, reserve_part
from rigwright.core.quote.document import (
    ResolvedQuote,
)
from rigwright.gui.quotes.pdf.app import ensure_app
from rigwright.gui.quotes.pdf.render import Progress, render_quote_pdf
from rigwright.gui.widgets.fonts import register_fonts


class QuoteExportError(OSError):
    """The quote PDF could not be written; the message is one line: "cannot write <path>: ..."."""


def _fail(out: Path, reason: str) -> QuoteExportError:
    return QuoteExportError(f"cannot write {out}: {reason}")


def _check_target(out: Path) -> Path:
    """The file to write (a link followed), after refusing a target that cannot be written
    (:func:`rigwright.core.io.files.check_target`: a directory, a missing or unwritable directory, a
    device or pipe, a read-only or locked file), before anything is rendered.

    Raises:
        QuoteExportError: "cannot write <path>: <reason>".
    """
    try:
        return check_target(out)
    except TargetError as exc:
        raise _fail(out, exc.reason) from None


def export_quote_pdf(
    quote: ResolvedQuote, catalog: Catalog, out_path: Path | str, progress: Progress | None = None
) -> None:
    """Write ``quote`` as an A4 PDF at ``out_path``, atomically; ``progress(page, pages)`` is
    called after each page is painted (a progress dialog keeps the window drawn).

    Args:
        quote: the resolved quote (:func:`rigwright.core.quote.document.resolve_quote`).
        catalog: the catalog the quote was resolved against (GPUs, chassis, guidance).
        out_path: target file; replaced only when the new PDF is complete.

    An existing file at ``out_path`` keeps its permission bits.

    Raises:
        QuoteExportError: (an ``OSError``) the target is a directory, its directory is missing
            or not writable, the target exists but may not be written
            (:data:`rigwright.core.io.files.READ_ONLY`), the vendor logo cannot be read
            (:data:`rigwright.gui.quotes.pdf.logo.LOGO_UNREADABLE`) or is too large, rendering
            failed (e.g. an option's workload is no profile), or the file written is incomplete
            (a full disk: "the disk may be full (the PDF was incomplete)"); a target locked
            when it is replaced (the PDF open in a viewer on Windows) gives the system's reason.
            The message is one line, "cannot write <path>: <reason>". No ``.part`` file is left
            behind and an existing file at ``out_path`` is kept.
    """
    chosen = Path(out_path)
    out = _check_target(chosen)
    ensure_app()
    family = register_fonts()
    try:
        fd, name = reserve_part(out)  # the bytes are written by _write_file
        os.close(fd)
    except OSError as exc:
        raise _fail(chosen, exc.strerror or str(exc)) from exc
    part = Path(name)
    try:
        data = render_quote_pdf(quote, catalog, family, progress)
        if not _is_complete_pdf(data):
            raise _fail(chosen, "the PDF renderer produced an incomplete document")
        _write_file(part, data)
        if part.stat().st_size != len(data) or not _is_complete_pdf(part.read_bytes()):
            raise _fail(chosen, INCOMPLETE)
        os.chmod(part, new_mode(out))
        os.replace(part, out)
    except BaseException as exc:
        part.unlink(missing_ok=True)
        if isinstance(exc, QuoteExportError) or not isinstance(exc, Exception):
            raise
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        reason = " ".join((reason or type(exc).__name__).split())  # one line
        raise _fail(chosen, reason) from exc


INCOMPLETE = "the disk may be full (the PDF was incomplete)"
"""The reason given when the file on disk is not the whole PDF that was rendered."""


def _is_complete_pdf(data: bytes) -> bool:
    """True when ``data`` is a PDF that ends with its end-of-file marker (and white space)."""
    return data.startswith(b"%PDF") and data.rstrip().endswith(b"%%EOF")


def _write_file(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` and flush it to disk (before the rename makes it visible).

    Raises:
        OSError: the write, flush or sync failed (e.g. ENOSPC).
    """
    with open(path, "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())
