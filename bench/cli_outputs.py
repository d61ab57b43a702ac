"""Record the command line's output on a fixed set of invocations, to compare two trees.

Each invocation runs ``rigwright`` (the script beside this Python) in a fresh process with a
throw-away home, database and log folder; its exit status, standard output and standard error
are written to ``OUT/NNN.txt``, and a written PDF's extracted text beside them. The throw-away
folder's path is replaced by ``<TMP>`` so that two runs compare byte for byte.

Usage::

    python bench/cli_outputs.py record OUT        # about 100 invocations, 1-2 minutes
    python bench/cli_outputs.py compare OLD NEW   # exit 1 when any output differs
"""

from __future__ import annotations

import argparse
import difflib
import hashlib
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

WORKLOADS = ("cnn", "rnn", "transformer", "gan", "autoencoder", "dbn", "dsn", "inference")
KINDS = ("cpu", "psu", "chassis", "memory", "drive")
BUILD = {
    "chassis": "GX630M",
    "cpus": [{"name": "Xeon Gold 6226R", "count": 2}],
    "memory_gb": 256,
    "gpus": [{"model": "RTX2080Ti", "count": 4}],
    "psus_w": [2000],
}


def invocations() -> list[list[str]]:
    """The fixed invocations: every command, both catalogs, both output forms, refusals."""
    runs: list[list[str]] = [["--version"], ["--help"]]
    for command in (
        "gpus",
        "parts",
        "skus",
        "recommend",
        "lint",
        "check",
        "quote",
        "quotes",
        "catalog",
        "about",
    ):
        runs.append([command, "--help"])
    runs += [["catalog", "export", "--help"], ["catalog", "import", "--help"]]
    for catalog in ("seed-2020", "current"):
        pick = ["--catalog", catalog]
        for command in ("gpus", "parts", "skus", "lint"):
            runs += [[command, *pick], [command, "--json", *pick]]
        runs += [["parts", "--kind", kind, *pick] for kind in KINDS]
        runs.append(["recommend", "--workload", "cnn", "--custom", "--json", *pick])
    for workload in WORKLOADS:
        runs += [
            ["recommend", "--workload", workload],
            ["recommend", "--workload", workload, "--json"],
        ]
    runs += [
        ["recommend", "--workload", "cnn", "--budget", "100000"],
        ["recommend", "--workload", "rnn", "--model-scale", "large", "--json"],
        ["recommend", "--workload", "transformer", "--min-gpu-memory", "24"],
        ["recommend", "--workload", "gan", "--gpu-count", "2-4", "--budget", "300000"],
        ["recommend", "--workload", "cnn", "--budget", "300000", "--gpu-count", "2-8", "--custom"],
        ["recommend", "--workload", "cnn", "--custom", "--site", "220V/16A"],
        ["recommend", "--workload", "inference", "--custom", "--site", "2x120V/15A", "--json"],
    ]
    for sku in ("1.1", "1.2", "2.5", "3.1", "3.3", "3.4"):
        runs += [["check", "--sku", sku], ["check", "--sku", sku, "--json", "--fixes"]]
    runs += [
        ["check", "--sku", "2.7", "--site", "220V/10A"],
        ["check", "--sku", "GX380i 14932-SA2X"],
        ["check", "--build", "{build}"],
        ["check", "--build", "{build}", "--json", "--fixes", "--site", "230V/16A"],
        ["quote", "--sku", "1.2", "--customer", "ACME", "--out", "{tmp}/q1.pdf"],
        [
            "quote",
            "--sku",
            "2.4",
            "--customer",
            "华星科技",
            "--out",
            "{tmp}/q2.pdf",
            "--lang",
            "zh_CN",
        ],
        ["quote", "--sku", "3.4", "--customer", "華星", "--out", "{tmp}/q3.pdf", "--lang", "zh_TW"],
        ["quotes", "export", "{tmp}/history.csv"],
        ["quotes", "export", "{tmp}/history.xlsx"],
        ["catalog", "export", "{tmp}/pack"],
        ["about"],
        ["about", "--json"],
        # Refusals: each names the field and the reason.
        ["recommend", "--workload", "svm"],
        ["recommend", "--workload", "cnn", "--budget", "-5"],
        ["recommend", "--workload", "cnn", "--budget", "lots"],
        ["recommend", "--workload", "cnn", "--gpu-count", "9-2"],
        ["recommend", "--workload", "cnn", "--model-scale", "huge"],
        ["recommend", "--workload", "cnn", "--min-gpu-memory", "x"],
        ["recommend"],
        ["check", "--sku", "9.9"],
        ["check", "--build", "{tmp}/missing.json"],
        ["check", "--sku", "1.1", "--site", "999V/1A"],
        ["quote", "--sku", "1.1"],
        ["quotes", "export", "{tmp}/history.txt"],
        ["quotes", "export", "{tmp}/missing/history.csv"],
        ["gpus", "--catalog", "nosuch"],
        ["catalog", "import", "{tmp}/missing.csv"],
        ["frobnicate"],
    ]
    return runs


def _script() -> Path:
    return Path(sys.executable).parent / "rigwright"


def record(out: Path) -> int:
    """Run every invocation and write its output under ``out``; return how many ran."""
    out.mkdir(parents=True, exist_ok=True)
    runs = invocations()
    with tempfile.TemporaryDirectory(prefix="rw-cli-") as tmp_name:
        tmp = Path(tmp_name)
        (tmp / "build.json").write_text(json.dumps(BUILD), encoding="utf-8")
        env = {k: v for k, v in os.environ.items() if not k.startswith(("RIGWRIGHT_", "LC_"))}
        env.update(
            HOME=str(tmp / "home"),
            XDG_DATA_HOME=str(tmp / "data"),
            XDG_STATE_HOME=str(tmp / "state"),
            XDG_CONFIG_HOME=str(tmp / "config"),
            XDG_CACHE_HOME=str(tmp / "cache"),
            RIGWRIGHT_LOG_DIR=str(tmp / "log"),
            LANG="C.UTF-8",
            COLUMNS="100",
            TZ="UTC",
        )
        db = tmp / "rigwright.db"
        for number, argv in enumerate(runs, 1):
            args = [a.format(tmp=tmp, build=tmp / "build.json") for a in argv]
            result = subprocess.run(  # noqa: PLW1510 - the exit status is recorded, not checked
                [str(_script()), *args[:1], "--db", str(db), *args[1:]]
                if args[0] not in ("--version", "--help", "frobnicate")
                else [str(_script()), *args],
                capture_output=True,
                text=True,
                env=env,
                timeout=300,
            )
            text = (
                f"$ rigwright {' '.join(argv)}\nexit {result.returncode}\n"
                f"--- stdout\n{result.stdout}--- stderr\n{result.stderr}"
            )
            for pdf in sorted(tmp.glob("*.pdf")):
                text += f"--- {pdf.name}\n{_pdf_text(pdf)}"
                pdf.unlink()
            if argv[:2] == ["catalog", "export"]:
                for path in sorted((tmp / "pack").rglob("*")):
                    digest = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
                    text += f"--- {path.relative_to(tmp)} {digest}\n"
            (out / f"{number:03d}.txt").write_text(
                text.replace(str(tmp), "<TMP>"), encoding="utf-8"
            )
    return len(runs)


def _pdf_text(path: Path) -> str:
    from pypdf import PdfReader

    return "".join(page.extract_text() + "\n" for page in PdfReader(path).pages)


def compare(old: Path, new: Path) -> int:
    """Print a diff of every output that differs; return 0 when all are the same bytes."""
    names = sorted({p.name for p in old.glob("*.txt")} | {p.name for p in new.glob("*.txt")})
    differ = 0
    for name in names:
        a, b = old / name, new / name
        a_text = a.read_text(encoding="utf-8") if a.exists() else ""
        b_text = b.read_text(encoding="utf-8") if b.exists() else ""
        if a_text != b_text:
            differ += 1
            sys.stdout.writelines(
                difflib.unified_diff(
                    a_text.splitlines(True), b_text.splitlines(True), str(a), str(b), n=1
                )
            )
    print(f"{len(names)} outputs, {differ} differ")
    return 1 if differ else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("record").add_argument("out", type=Path)
    cmp = sub.add_parser("compare")
    cmp.add_argument("old", type=Path)
    cmp.add_argument("new", type=Path)
    args = parser.parse_args()
    if args.command == "record":
        print(f"{record(args.out)} invocations recorded in {args.out}")
        return 0
    return compare(args.old, args.new)


if __name__ == "__main__":
    sys.exit(main())
