"""The command line's streams: an error still exits 2 when nobody reads stderr."""

from __future__ import annotations

import io

from rigwright.core.cli import main as cli


def test_an_error_is_still_an_error_when_nobody_reads_stderr(db):
    class Gone(io.StringIO):
        def write(self, text):
            raise BrokenPipeError(32, "Broken pipe")

    code = cli.main(["--db", db, "recommend", "--workload", "svm"], out=io.StringIO(), err=Gone())
    assert code == 2
