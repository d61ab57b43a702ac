"""Build Rigwright's offline installer, package it and smoke-test it, in one command.

    python packaging/build.py                  # the one-folder app: dist/rigwright/ python
    packaging/build.py --tar --deb      # Linux: + dist/rigwright-<version>-linux-x86_64.tar.gz
                                               #   and dist/rigwright_<version>_amd64.deb
    python packaging/build.py --smoke          # this system's packages, installed and tested
    python packaging/build.py --setup          # Windows: dist/rigwright-<version>-windows-x64-
                                               #   setup.exe (Inno Setup 6)
    python packaging/build.py --dmg            # macOS: dist/Rigwright.app in a .dmg

Needs the project installed with the ``package`` extra (``pip install -e '.[package]'``:
PyInstaller and pypdf). Steps:

1. compile the translations (``resources/i18n/*.ts``, lrelease through
   ``packaging/translations.py``'s list and ``rigwright.gui.widgets.i18n.compile_ts``) into
   ``build/i18n``;
2. PyInstaller with ``packaging/rigwright.spec`` into ``build/pyinstaller`` and
   ``dist/rigwright/`` (``dist/Rigwright.app`` on macOS); on Linux the debug info of the
   bundled libraries is stripped (``strip --strip-debug``; libraries repaired by auditwheel,
   ``*.libs/``, are left alone);
3. ``--tar``: ``dist/rigwright-<version>-linux-<arch>.tar.gz`` (one folder
   ``rigwright-<version>/``, run ``rigwright-<version>/rigwright``);
4. ``--deb``: ``dist/rigwright_<version>_<debarch>.deb`` (``dpkg-deb --root-owner-group``):
   the app in ``/opt/rigwright``, ``/usr/bin/rigwright`` linking to it, a desktop entry
   (and its icon when ``resources/icons/rigwright.png`` exists), depending on the Debian
   packages of Qt's runtime libraries that README.md lists;
5. ``--setup`` (Windows, Inno Setup 6): the per-user installer of
   ``packaging/windows/rigwright.iss``; ``--dmg`` (macOS, hdiutil): the .app in a .dmg;
6. ``--smoke``: make this system's packages, install them into fresh temporary folders (Linux:
   ``dpkg-deb -x`` and the unpacked .tar.gz; Windows: a silent per-user install, then a silent
   uninstall that must keep the user's database; macOS: the .app on the mounted, read-only
   .dmg) and run each with a throw-away HOME (and XDG folders) on Qt's offscreen platform:
   ``--version``; the window (zh_CN) until it is shown, which must create the database in the
   user's data folder (``$XDG_DATA_HOME/Rigwright`` on Linux), never in the install folder,
   and show translated text from the bundled .qm files; ``gpus --json``; the quote PDF of
   ``docs/quote-example-zh_CN.json`` in zh_CN, zh_TW and en, whose text must hold the title,
   customer, date, every option's total (computed here from the source tree) and the
   capital-numeral total; and nothing may be written into the install folder. Then the sizes
   and start times are measured (``bench/package.py``); a size over its budget fails.

Exit codes: 0 done (and the smoke test passed), 1 a step failed (its output is shown), 2 bad
usage. Only the Linux part is verified on the development machine; Windows and macOS run in
CI (``.github/workflows/package.yml``, see packaging/README.md).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
DIST = ROOT / "dist"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "packaging"))

APP_ID = "rigwright"
EXAMPLE_QUOTE = ROOT / "docs" / "quote-example-zh_CN.json"
SMOKE_ENV = "RIGWRIGHT_SMOKE_SHOWN"  # packaging/launcher.py's hook
TIMEOUT_S = 300


class BuildError(Exception):
    """A build or smoke-test step failed; the message says which and why."""


def project() -> tuple[str, str]:
    """(name, version): the name from pyproject.toml, the version from its one home,
    ``rigwright.core.__version__`` (pyproject.toml reads it too), read without importing
    ``core``."""
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    source = (ROOT / "core" / "__init__.py").read_text(encoding="utf-8")
    version = re.search(r'^__version__ = "([^"]+)"', source, re.MULTILINE)
    if version is None:
        raise BuildError("core/__init__.py states no __version__")
    return meta["name"], version[1]


def say(message: str) -> None:
    print(f"build: {message}", flush=True)


def run(cmd: list[str], **kwargs) -> subprocess.CompletedProcess:
    """Run ``cmd``; raises BuildError with its output when it fails or times out."""
    kwargs.setdefault("timeout", TIMEOUT_S)
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, check=False, **kwargs)
    except subprocess.TimeoutExpired as exc:
        raise BuildError(
            f"{Path(cmd[0]).name} timed out after {exc.timeout} s: {' '.join(map(str, cmd))}"
        ) from None
    if done.returncode != 0:
        raise BuildError(
            f"{' '.join(map(str, cmd))} exited with {done.returncode}:\n"
            f"{done.stdout[-4000:]}{done.stderr[-4000:]}"
        )
    return done


# ------------------------------------------------------------------------------------ build


def compile_translations(out: Path) -> list[Path]:
    """lrelease every ``.ts`` into ``out``; returns the ``.qm`` files."""
    import translations  # packaging/translations.py: the list of languages and their files

    from rigwright.gui.widgets.i18n import compile_ts

    if out.exists():
        shutil.rmtree(out)
    built = []
    for lang in translations.TRANSLATED:
        qm = out / f"rigwright_{lang}.qm"
        compile_ts(translations.ts_path(lang), qm)
        built.append(qm)
    return built


def pyinstaller(qm_dir: Path, clean: bool) -> Path:
    """Run PyInstaller on the spec; returns the built app (folder, or .app on macOS)."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise BuildError("PyInstaller is not installed: pip install -e '.[package]'") from None
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(DIST),
        "--workpath",
        str(BUILD / "pyinstaller"),
    ]
    if clean:
        cmd.append("--clean")
    run(
        [*cmd, str(ROOT / "packaging" / "rigwright.spec"), "--", "--qm-dir", str(qm_dir)],
        cwd=ROOT,
        timeout=1800,
    )
    app = DIST / ("Rigwright.app" if sys.platform == "darwin" else APP_ID)
    if not app.exists():
        raise BuildError(f"PyInstaller made no {app}")
    return app


def strip_debug_info(folder: Path) -> int:
    """``strip --strip-debug`` every ELF file of ``folder`` that carries DWARF debug info,
    except auditwheel's ``*.libs`` (stripping those breaks them); returns bytes saved."""
    if not shutil.which("strip"):
        say("no 'strip' (binutils): debug info left in")
        return 0
    saved = 0
    for path in sorted(folder.rglob("*")):
        if (
            not path.is_file()
            or path.is_symlink()
            or any(p.endswith(".libs") for p in path.relative_to(folder).parts)
        ):
            continue
        with path.open("rb") as fh:
            if fh.read(4) != b"\x7fELF":
                continue
            if b".debug_info" not in path.read_bytes():
                continue
        before = path.stat().st_size
        run(["strip", "--strip-debug", str(path)])
        saved += before - path.stat().st_size
    return saved


def arch() -> tuple[str, str]:
    """(the tarball's architecture name, Debian's) for this machine."""
    machine = platform.machine().lower()
    return {
        "x86_64": ("x86_64", "amd64"),
        "amd64": ("x86_64", "amd64"),
        "aarch64": ("aarch64", "arm64"),
        "arm64": ("aarch64", "arm64"),
    }.get(machine, (machine, machine))


def _tar_filter(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = "root"
    return info


def make_tar(app: Path, name: str, version: str) -> Path:
    """``dist/<name>-<version>-linux-<arch>.tar.gz`` holding ``<name>-<version>/``."""
    out = DIST / f"{name}-{version}-linux-{arch()[0]}.tar.gz"
    partial = out.with_suffix(".part")
    # gzip level 6: within 2 % of level 9's size, in half the time.
    with (
        gzip.open(partial, "wb", compresslevel=6) as gz,
        tarfile.open(fileobj=gz, mode="w", format=tarfile.PAX_FORMAT) as tar,
    ):
        tar.add(app, arcname=f"{name}-{version}", filter=_tar_filter)
    partial.replace(out)
    return out


def deb_depends() -> list[str]:
    """The Debian packages of Qt's runtime libraries: README.md's install line (the same
    list .ci/run installs), without the Python ones."""
    line = next(
        (
            ln
            for ln in (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
            if ln.startswith("sudo apt-get install -y ")
        ),
        None,
    )
    if line is None:
        raise BuildError(
            "README.md has no 'sudo apt-get install -y' line to take the .deb's dependencies from"
        )
    return [p for p in line.split()[4:] if not p.startswith("python3")]


DESKTOP_ENTRY = """[Desktop Entry]
Type=Application
Name=Rigwright
GenericName=Workstation configurator
GenericName[zh_CN]=工作站配置器
GenericName[zh_TW]=工作站配置器
Comment=Recommend deep-learning workstations and export quotes, offline
Comment[zh_CN]=离线推荐深度学习工作站并导出报价单
Comment[zh_TW]=離線推薦深度學習工作站並匯出報價單
Exec=/opt/{name}/{name} %F
Terminal=false
Categories=Office;Engineering;
StartupNotify=true
"""


def make_deb(app: Path, name: str, version: str) -> Path:
    """``dist/<name>_<version>_<debarch>.deb``: /opt/<name>, /usr/bin/<name>, a desktop entry."""
    if not shutil.which("dpkg-deb"):
        raise BuildError("dpkg-deb is not installed (Debian package dpkg)")
    stage = BUILD / "deb" / "root"
    if stage.parent.exists():
        shutil.rmtree(stage.parent)
    opt = stage / "opt" / name
    shutil.copytree(app, opt, symlinks=True)
    (stage / "usr" / "bin").mkdir(parents=True)
    (stage / "usr" / "bin" / name).symlink_to(f"/opt/{name}/{name}")
    applications = stage / "usr" / "share" / "applications"
    applications.mkdir(parents=True)
    entry = DESKTOP_ENTRY.format(name=name)
    icon = ROOT / "resources" / "icons" / f"{name}.png"
    if icon.exists():
        icons = stage / "usr" / "share" / "icons" / "hicolor" / "256x256" / "apps"
        icons.mkdir(parents=True)
        shutil.copy2(icon, icons / f"{name}.png")
        entry += f"Icon={name}\n"
    (applications / f"{name}.desktop").write_text(entry, encoding="utf-8")
    size_kb = sum(p.lstat().st_size for p in stage.rglob("*")) // 1024 + 1
    control = stage / "DEBIAN"
    control.mkdir()
    (control / "control").write_text(
        f"Package: {name}\n"
        f"Version: {version}\n"
        f"Architecture: {arch()[1]}\n"
        f"Maintainer: Rigwright <rigwright@example.invalid>\n"
        f"Installed-Size: {size_kb}\n"
        f"Depends: {', '.join(deb_depends())}\n"
        f"Section: misc\n"
        f"Priority: optional\n"
        f"Description: offline configurator for deep-learning workstations\n"
        f" Turns a deep-learning workload and a budget into recommended GPUs, workstation\n"
        f" builds and a quote PDF, without a network.\n",
        encoding="utf-8",
    )
    for path in [stage, *stage.rglob("*")]:  # no group/other write bits, whatever the umask
        if not path.is_symlink():
            path.chmod(path.stat().st_mode & ~0o022)
    out = DIST / f"{name}_{version}_{arch()[1]}.deb"
    run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(stage), str(out)], timeout=1800)
    return out


def make_dmg(app: Path, version: str) -> Path:
    """macOS: ``dist/Rigwright-<version>-macos-<arch>.dmg`` (hdiutil, compressed) holding the
    .app and a link to /Applications to drag it onto."""
    stage = BUILD / "dmg"
    if stage.exists():
        shutil.rmtree(stage)
    stage.mkdir(parents=True)
    shutil.copytree(app, stage / app.name, symlinks=True)
    (stage / "Applications").symlink_to("/Applications")
    out = DIST / f"Rigwright-{version}-macos-{platform.machine()}.dmg"
    out.unlink(missing_ok=True)
    run(
        [
            "hdiutil",
            "create",
            "-volname",
            "Rigwright",
            "-srcfolder",
            str(stage),
            "-ov",
            "-format",
            "UDZO",
            str(out),
        ],
        timeout=1800,
    )
    return out


# ------------------------------------------------------------------------------- smoke test


def throwaway_env(home: Path) -> dict[str, str]:
    """The environment of a first start on a clean account: a fresh HOME and XDG folders
    under ``home``, Qt's offscreen platform, and no trace of this build's Python."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("PYTHON", "XDG_", "QT_", "LC_"))
        and k not in ("VIRTUAL_ENV", "LD_LIBRARY_PATH", "LANGUAGE", "HOME", "TMPDIR")
    }
    folders = {
        "HOME": "home",
        "XDG_DATA_HOME": "home/.local/share",
        "XDG_CONFIG_HOME": "home/.config",
        "XDG_CACHE_HOME": "home/.cache",
        "XDG_STATE_HOME": "home/.local/state",
        "XDG_RUNTIME_DIR": "run",
        "TMPDIR": "tmp",
    }
    for var, rel in folders.items():
        path = home / rel
        path.mkdir(parents=True, exist_ok=True, mode=0o700)
        env[var] = str(path)
    env.update(QT_QPA_PLATFORM="offscreen", LANG="C.UTF-8")
    return env


def snapshot(folder: Path) -> dict[str, tuple]:
    """Every path under ``folder`` with its type, size, mode and modification time."""
    out = {}
    for path in [folder, *folder.rglob("*")]:
        st = path.lstat()
        out[str(path.relative_to(folder))] = (st.st_mode, st.st_size, st.st_mtime_ns)
    return out


def expected_quote() -> dict:
    """The example quote's facts as the source tree computes them: per language the title,
    date, every option's total and the first option's capital-numeral total."""
    from rigwright.core.pricing.money import MoneyStyle, capital_amount, format_cny
    from rigwright.core.quote.document import read_quote_file, resolve_quote
    from rigwright.core.storage.database import open_catalog
    from rigwright.core.text.words import format_quote_date

    doc = read_quote_file(EXAMPLE_QUOTE)
    with tempfile.TemporaryDirectory(prefix="rigwright-expect-") as tmp:
        resolved = resolve_quote(doc, open_catalog(Path(tmp) / "expect.sqlite3", doc.catalog))
    totals = [o.totals.total for o in resolved.options]
    titles = {"zh_CN": "报价单", "zh_TW": "報價單", "en": "Quotation"}
    facts = {}
    for lang, title in titles.items():
        words = [title, doc.customer.company, format_quote_date(doc.date, lang)]
        words += [format_cny(t, lang, MoneyStyle.DOCUMENT) for t in totals]
        if lang != "en":
            words.append(capital_amount(totals[0], traditional=lang == "zh_TW"))
        facts[lang] = words
    return facts


def _flat(text: str) -> str:
    return re.sub(r"\s+", "", text)


def pdf_text(path: Path) -> str:
    """All text of the PDF at ``path`` (pypdf)."""
    from pypdf import PdfReader

    return "\n".join(page.extract_text() or "" for page in PdfReader(path).pages)


def _check_first_start(
    label: str, shown_report: dict, env: dict[str, str], install: Path
) -> tuple[Path, str]:
    """The first start's database and where it is, as the report words it; raises BuildError
    when it is missing, inside the install folder, not where the platform keeps it, or when
    the translations or the autosave did not start as shipped."""
    db = Path(shown_report["db"])
    if not db.exists():
        raise BuildError(f"{label}: the first start made no database at {db}")
    if db.resolve().is_relative_to(install.resolve()):
        raise BuildError(f"{label}: the database {db} is inside the install folder")
    where = str(db)
    if sys.platform.startswith("linux"):
        xdg = Path(env["XDG_DATA_HOME"]) / "Rigwright" / "rigwright.sqlite3"
        if db != xdg:
            raise BuildError(f"{label}: the database is at {db}, not {xdg}")
        if (Path(env["XDG_CACHE_HOME"]) / "Rigwright" / "i18n").exists():
            raise BuildError(
                f"{label}: translations were compiled into the user's cache, "
                f"the bundled .qm files were not used"
            )
        where = f"$XDG_DATA_HOME/Rigwright/{db.name}"
    if not (shown_report.get("drafts_loaded") and shown_report.get("autosave_started")):
        raise BuildError(
            f"{label}: the autosave did not start (drafts module loaded: "
            f"{shown_report.get('drafts_loaded')})"
        )
    return db, where


def smoke_one(
    label: str,
    install: Path,
    exe: Path,
    work: Path,
    version: str,
    expected: dict,
    window_exe: Path | None = None,
) -> list[str]:
    """Run the installed app at ``exe`` (inside ``install``; ``window_exe`` opens the window
    when that is another program, Windows' windowed rigwright.exe) as a first start would;
    returns the lines it reports. Raises BuildError on the first check that fails."""
    env = throwaway_env(work / "account")
    cwd = work / "cwd"
    cwd.mkdir()
    before = snapshot(install)
    lines = []

    def app(
        *args: str, extra_env: dict | None = None, program: Path = exe
    ) -> subprocess.CompletedProcess:
        try:
            return run(
                [str(program), *args], cwd=cwd, env={**env, **(extra_env or {})}, timeout=180
            )
        except BuildError as exc:
            logs = [*Path(env["HOME"]).rglob("crash.log")]
            if logs:
                exc.args = (f"{exc.args[0]}\ncrash.log:\n{logs[0].read_text('utf-8')[-3000:]}",)
            raise

    shown = app("--version").stdout.strip()
    if not (shown.startswith(APP_ID) and shown.endswith(f" {version}")):
        raise BuildError(f"{label}: --version printed {shown!r}, not '{APP_ID} {version}'")
    lines.append(f"{label}: --version: {shown}")

    # The first start: the window (zh_CN) until it is shown, then quit (launcher.py's hook).
    report = work / "shown.json"
    started = time.perf_counter()
    app("--lang", "zh_CN", extra_env={SMOKE_ENV: str(report)}, program=window_exe or exe)
    took = time.perf_counter() - started
    if not report.exists():
        raise BuildError(f"{label}: the window never showed (no {report.name})")
    shown_report = json.loads(report.read_text(encoding="utf-8"))
    db, where = _check_first_start(label, shown_report, env, install)
    built = shown_report.get("built", [])
    title = shown_report["window"]
    if not re.search(r"[\u4e00-\u9fff]", title):
        raise BuildError(f"{label}: the zh_CN window's title is not translated: {title!r}")
    lines.append(
        f"{label}: window shown and quit in {took:.1f} s, title {title!r}; "
        f"database created at {where} ({db.stat().st_size // 1024} KiB); "
        f"bundled translations used; built on first use: {', '.join(built)}; "
        f"autosave started"
    )

    gpus = json.loads(app("gpus", "--json").stdout)
    if not gpus:
        raise BuildError(f"{label}: 'gpus --json' listed no GPU")
    lines.append(f"{label}: gpus --json lists {len(gpus)} GPUs")

    example = cwd / EXAMPLE_QUOTE.name
    shutil.copy2(EXAMPLE_QUOTE, example)
    for lang, words in expected.items():
        pdf = cwd / f"quote-{lang}.pdf"
        app("quote", "--from", example.name, "--lang", lang, "--out", pdf.name)
        text = _flat(pdf_text(pdf))
        missing = [w for w in words if _flat(w) not in text]
        if missing:
            raise BuildError(f"{label}: the {lang} quote PDF lacks {missing}")
        lines.append(
            f"{label}: quote PDF {lang}: {pdf.stat().st_size // 1024} KiB, "
            f"holds {' | '.join(words)}"
        )

    after = snapshot(install)
    if after != before:
        changed = sorted(set(after.items()) ^ set(before.items()))[:5]
        raise BuildError(f"{label}: the install folder was written to: {changed}")
    lines.append(f"{label}: install folder unchanged ({len(after)} paths)")
    return lines


def smoke_linux(deb: Path, tar: Path, version: str, expected: dict) -> None:
    """Install ``deb`` (``dpkg-deb -x`` into a temporary root) and unpack ``tar`` into fresh
    temporary folders and smoke-test each."""
    with tempfile.TemporaryDirectory(prefix="rigwright-smoke-") as tmp:
        tmp_path = Path(tmp)
        root = tmp_path / "deb-root"
        run(["dpkg-deb", "-x", str(deb), str(root)])
        link = root / "usr" / "bin" / APP_ID
        target = os.readlink(link)
        if target != f"/opt/{APP_ID}/{APP_ID}" or not (root / target.lstrip("/")).is_file():
            raise BuildError(f".deb: /usr/bin/{APP_ID} points at {target!r}")
        desktop = root / "usr" / "share" / "applications" / f"{APP_ID}.desktop"
        if f"Exec=/opt/{APP_ID}/{APP_ID}" not in desktop.read_text(encoding="utf-8"):
            raise BuildError(f".deb: {desktop.name} does not start /opt/{APP_ID}/{APP_ID}")
        work = tmp_path / "deb-run"
        work.mkdir()
        for line in smoke_one(
            ".deb", root / "opt" / APP_ID, root / "opt" / APP_ID / APP_ID, work, version, expected
        ):
            say(line)
        # Started through a link (as /usr/bin/rigwright is), the app still finds its bundle.
        linked = tmp_path / "bin" / APP_ID
        linked.parent.mkdir()
        linked.symlink_to(root / "opt" / APP_ID / APP_ID)
        gpus = json.loads(
            run(
                [str(linked), "gpus", "--json"],
                cwd=tmp_path,
                env=throwaway_env(tmp_path / "linked"),
            ).stdout
        )
        say(f".deb: started through a symbolic link, gpus --json lists {len(gpus)} GPUs")

        unpacked = tmp_path / "tar-root"
        with tarfile.open(tar) as archive:
            archive.extractall(unpacked, filter="tar")
        folder = unpacked / f"{APP_ID}-{version}"
        work = tmp_path / "tar-run"
        work.mkdir()
        for line in smoke_one(".tar.gz", folder, folder / APP_ID, work, version, expected):
            say(line)


def smoke_windows(setup: Path, version: str, expected: dict) -> None:
    """Install ``setup`` silently for this user into a temporary folder, smoke-test the
    installed app, uninstall it silently and check the user's database was kept."""
    with tempfile.TemporaryDirectory(prefix="rigwright-smoke-") as tmp:
        tmp_path = Path(tmp)
        target = tmp_path / "Rigwright"
        run(
            [
                str(setup),
                "/VERYSILENT",
                "/SUPPRESSMSGBOXES",
                "/NORESTART",
                f"/DIR={target}",
                f"/LOG={tmp_path / 'setup.log'}",
            ],
            timeout=600,
        )
        work = tmp_path / "run"
        work.mkdir()
        for line in smoke_one(
            "setup.exe",
            target,
            target / f"{APP_ID}-cli.exe",
            work,
            version,
            expected,
            window_exe=target / f"{APP_ID}.exe",
        ):
            say(line)
        report = json.loads((work / "shown.json").read_text(encoding="utf-8"))
        uninstaller = next(target.glob("unins*.exe"), None)
        if uninstaller is None:
            raise BuildError("setup.exe: no uninstaller in the install folder")
        run([str(uninstaller), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"], timeout=600)
        for _ in range(60):  # the uninstaller finishes in a copy of itself
            if not (target / f"{APP_ID}.exe").exists():
                break
            time.sleep(1)
        if (target / f"{APP_ID}.exe").exists():
            raise BuildError("setup.exe: the uninstaller left rigwright.exe behind")
        if not Path(report["db"]).exists():
            raise BuildError("setup.exe: a silent uninstall deleted the user's database")
        say("setup.exe: uninstalled; the user's database was kept")


def smoke_macos(dmg: Path, version: str, expected: dict) -> None:
    """Mount ``dmg`` read-only and smoke-test the app on it (a read-only install folder)."""
    with tempfile.TemporaryDirectory(prefix="rigwright-smoke-") as tmp:
        tmp_path = Path(tmp)
        mount = tmp_path / "mnt"
        mount.mkdir()
        run(["hdiutil", "attach", "-nobrowse", "-readonly", "-mountpoint", str(mount), str(dmg)])
        try:
            app = mount / "Rigwright.app"
            work = tmp_path / "run"
            work.mkdir()
            for line in smoke_one(
                ".dmg", app, app / "Contents" / "MacOS" / APP_ID, work, version, expected
            ):
                say(line)
        finally:
            run(["hdiutil", "detach", str(mount)])


def make_setup(app: Path, version: str) -> Path:
    """Windows: ``dist/rigwright-<version>-windows-x64-setup.exe`` (Inno Setup's ISCC)."""
    iscc = shutil.which("iscc") or next(
        (
            str(p)
            for p in (
                Path(os.environ.get(v, "")) / "Inno Setup 6" / "ISCC.exe"
                for v in ("ProgramFiles(x86)", "ProgramFiles", "LOCALAPPDATA")
            )
            if p.exists()
        ),
        None,
    )
    if iscc is None:
        raise BuildError("Inno Setup 6 (ISCC.exe) is not installed")
    run(
        [
            iscc,
            f"/DAppVersion={version}",
            f"/DSourceDir={app}",
            f"/DOutputDir={DIST}",
            str(ROOT / "packaging" / "windows" / "rigwright.iss"),
        ],
        timeout=1800,
    )
    out = DIST / f"{APP_ID}-{version}-windows-x64-setup.exe"
    if not out.exists():
        raise BuildError(f"Inno Setup made no {out.name}")
    return out


# ------------------------------------------------------------------------------------- main


def _load_bench():
    """bench/package.py as a module (the sizes and start-time figures)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("bench_package", ROOT / "bench" / "package.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _built_app(args: argparse.Namespace, linux: bool, macos: bool, started: float) -> Path:
    """The frozen app in dist/: built now (translations, PyInstaller, debug info stripped on
    Linux), or the one already there with ``--skip-build``. Raises BuildError."""
    app = DIST / ("Rigwright.app" if macos else APP_ID)
    if not args.skip_build:
        qms = compile_translations(BUILD / "i18n")
        say(f"translations compiled: {', '.join(q.name for q in qms)}")
        app = pyinstaller(BUILD / "i18n", args.clean)
        if linux:
            saved = strip_debug_info(app)
            say(f"debug info stripped: {saved / 1e6:.1f} MB")
        say(f"built {app.relative_to(ROOT)} in {time.perf_counter() - started:.0f} s")
    elif not app.exists():
        raise BuildError(f"--skip-build: {app} does not exist")
    return app


def _packages(args: argparse.Namespace, app: Path, name: str, version: str) -> dict[str, Path]:
    """The packages asked for (kind -> file): .tar.gz, .deb, setup.exe, .dmg."""
    made = {}
    if args.tar:
        made["tar"] = make_tar(app, name, version)
    if args.deb:
        made["deb"] = make_deb(app, name, version)
    if args.setup:
        made["setup"] = make_setup(app, version)
    if args.dmg:
        made["dmg"] = make_dmg(app, version)
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tar", action="store_true", help="make the .tar.gz (Linux)")
    parser.add_argument("--deb", action="store_true", help="make the .deb (Linux)")
    parser.add_argument("--setup", action="store_true", help="make the setup.exe (Windows)")
    parser.add_argument("--dmg", action="store_true", help="make the .dmg (macOS)")
    parser.add_argument(
        "--smoke", action="store_true", help="make this system's packages, install and test them"
    )
    parser.add_argument(
        "--runs",
        type=int,
        default=5,
        help="start-up runs per mode for the timing after --smoke (default 5)",
    )
    parser.add_argument("--clean", action="store_true", help="PyInstaller --clean")
    parser.add_argument(
        "--skip-build",
        action="store_true",
        help="package and test the app already in dist/ (no PyInstaller)",
    )
    args = parser.parse_args(argv)
    linux, windows, macos = (
        sys.platform.startswith("linux"),
        sys.platform == "win32",
        sys.platform == "darwin",
    )
    if args.smoke:  # this system's packages
        args.tar = args.deb = args.tar or args.deb or linux
        args.setup = args.setup or windows
        args.dmg = args.dmg or macos
    for flag, ok, system in (
        ("tar", linux, "Linux"),
        ("deb", linux, "Linux"),
        ("setup", windows, "Windows"),
        ("dmg", macos, "macOS"),
    ):
        if getattr(args, flag) and not ok:
            parser.error(f"--{flag} is built on {system}")

    name, version = project()
    started = time.perf_counter()
    try:
        DIST.mkdir(exist_ok=True)
        app = _built_app(args, linux, macos, started)
        made = _packages(args, app, name, version)
        for kind, path in made.items():
            digest = hashlib.sha256(path.read_bytes()).hexdigest()
            say(
                f"{kind}: {path.relative_to(ROOT)} ({path.stat().st_size / 1e6:.1f} MB, "
                f"sha256 {digest})"
            )
        if args.smoke:
            say("smoke test: computing the expected quote from the source tree")
            expected = expected_quote()
            if linux:
                smoke_linux(made["deb"], made["tar"], version, expected)
            elif windows:
                smoke_windows(made["setup"], version, expected)
            elif macos:
                smoke_macos(made["dmg"], version, expected)
            bench_package = _load_bench()
            figures = bench_package.measure(app, DIST, runs=args.runs)
            bench_package.print_figures(figures)
            over = bench_package.sizes_over_budget(figures)
            if over:
                raise BuildError("over the size budget: " + "; ".join(over))
            say("smoke test passed")
    except BuildError as exc:
        print(f"build: FAILED: {exc}", file=sys.stderr)
        return 1
    say(f"done in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
