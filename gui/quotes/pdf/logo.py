"""The vendor logo of the quote PDF's cover, decoded once (:func:`read_logo`); one that cannot
be read is an error, never left out."""

from __future__ import annotations

import struct
import sys
import zlib
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QIODevice,
    QSize,
    qInstallMessageHandler,
)
from PySide6.QtGui import (
    QImage,
    QImageReader,
)

LOGO_UNREADABLE = "the vendor logo cannot be read as an image"
"""The reason given when the vendor's logo bytes do not decode to an image."""
LOGO_MAX_PX = 4000
"""The largest logo accepted, px a side (:data:`rigwright.core.quote.document.MAX_LOGO_PX`):
checked from the image header before anything is decoded."""
LOGO_KEEP_PX = 1200
"""A logo larger than this a side is decoded scaled down to it (it is printed at most 60 mm
wide, 709 px at 300 dpi)."""


class LogoError(ValueError):
    """The vendor logo cannot be printed; the message is the reason (:data:`LOGO_UNREADABLE`,
    or the logo's size when it is larger than :data:`LOGO_MAX_PX`)."""


def read_logo(data: bytes) -> QImage:
    """The vendor logo (PNG or JPEG bytes) decoded once, for the cover.

    The image's size is read from its header first: more than :data:`LOGO_MAX_PX` a side is
    refused before anything is decoded, more than :data:`LOGO_KEEP_PX` is decoded scaled down.
    A PNG's chunks and compressed data are checked before Qt sees it (libpng prints its errors
    straight to stderr), and Qt's own image messages are kept off the log while it decodes:
    the failure is reported once, as this exception.

    Raises:
        LogoError: the bytes are no readable PNG or JPEG, or the image is too large.
    """
    if data.startswith(_PNG_SIGNATURE) and not _png_is_whole(data):
        raise LogoError(LOGO_UNREADABLE)
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer)
    try:
        with _quiet_image_io():
            size = reader.size()
            width, height = size.width(), size.height()
            if width > LOGO_MAX_PX or height > LOGO_MAX_PX:
                raise LogoError(
                    f"the vendor logo is {width} × {height} pixels; at most "
                    f"{LOGO_MAX_PX} × {LOGO_MAX_PX}"
                )
            if size.isValid() and max(width, height) > LOGO_KEEP_PX:
                scale = LOGO_KEEP_PX / max(width, height)
                reader.setScaledSize(
                    QSize(max(1, round(width * scale)), max(1, round(height * scale)))
                )
            image = reader.read() if size.isValid() and not size.isEmpty() else QImage()
    finally:
        # The reader before the buffer it reads (left to the garbage collector, the order
        # is arbitrary and a reader outliving its device crashes).
        reader.setDevice(None)
        del reader
        buffer.close()
    if image.isNull() or image.width() <= 0 or image.height() <= 0:
        raise LogoError(LOGO_UNREADABLE)
    return image


_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _png_is_whole(data: bytes) -> bool:
    """True when ``data`` is a structurally sound PNG: every chunk complete with a matching
    CRC, IHDR first, IEND last, and the image data one complete zlib stream."""
    pos = len(_PNG_SIGNATURE)
    seen: list[bytes] = []
    inflate = zlib.decompressobj()
    try:
        while pos + 12 <= len(data):
            length, kind = struct.unpack(">I4s", data[pos : pos + 8])
            end = pos + 8 + length
            if end + 4 > len(data):
                return False
            body = data[pos + 8 : end]
            if zlib.crc32(kind + body) != int.from_bytes(data[end : end + 4], "big"):
                return False
            if not seen and (kind != b"IHDR" or length != 13):
                return False
            seen.append(kind)
            if kind == b"IDAT":
                # inflated in bounded pieces: the check never holds the whole image
                inflate.decompress(body, 1 << 16)
                while inflate.unconsumed_tail:
                    inflate.decompress(inflate.unconsumed_tail, 1 << 16)
            pos = end + 4
            if kind == b"IEND":
                break
    except zlib.error:
        return False
    return seen[-1:] == [b"IEND"] and b"IDAT" in seen and inflate.eof


@contextmanager
def _quiet_image_io() -> Iterator[None]:
    """Qt's image-plugin messages (categories ``qt.gui.imageio*``: "Corrupt JPEG data",
    libpng warnings, the allocation limit) dropped while the body runs; every other message
    goes on to the handler installed before."""

    def handler(mode, context, message) -> None:
        if (context.category or "").startswith("qt.gui.imageio"):
            return
        if previous is not None:
            previous(mode, context, message)
        else:
            print(message, file=sys.stderr)

    previous = qInstallMessageHandler(handler)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)
