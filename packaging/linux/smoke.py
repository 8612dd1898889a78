"""Smoke test of a frozen Bouquet (run by build.sh with the build venv's Python).

    python packaging/linux/smoke.py dist/Bouquet/Bouquet

Checks that the bundle holds the app icon and Qt's SVG icon engine, that the executable prints
its version, refuses a damaged save with one line, that a second launch hands its save to the
running app and exits, and, for every game of this checkout, opens a save with a few moves
played (an AI seat next, so the AI process starts too) in French and keeps running without a
traceback. It uses Qt's offscreen platform, so no display is needed. Exits non-zero with the
reason on failure.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from desktop.paths import DATA_ROOT, app_icon_path  # noqa: E402 - after the path set-up
from engine.core.registry import all_games  # noqa: E402
from engine.core.save import Seat, write_save  # noqa: E402
from engine.core.session import Session  # noqa: E402
from engine.version import APP_VERSION  # noqa: E402

RUN_SECONDS = 8.0
BAD_SIGNS = ("Traceback", "Error", "could not", "Could not", "cannot", "Cannot")


def fail(message: str) -> None:
    print(f"smoke: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def check_icon(exe: Path) -> None:
    """The window icon needs the SVG and Qt's SVG icon engine (missing, Qt would say nothing)."""
    bundle = exe.parent / "_internal"
    if not (bundle / app_icon_path().relative_to(DATA_ROOT)).is_file():
        fail("the app icon is not in the bundle")
    if not any(bundle.glob("PySide6/Qt/plugins/iconengines/*qsvgicon*")):
        fail("Qt's SVG icon engine is not in the bundle: the window would have no icon")
    print("smoke: app icon and SVG icon engine bundled")


def run_briefly(command: list[str], env: dict[str, str]) -> tuple[int | None, str]:
    """Start the app, give it RUN_SECONDS; returns (exit status or None if still up, stderr)."""
    with tempfile.TemporaryFile() as err:
        process = subprocess.Popen(
            command, env=env, stdout=subprocess.DEVNULL, stderr=err, start_new_session=True
        )
        deadline = time.monotonic() + RUN_SECONDS
        while time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.2)
        status = process.poll()
        if status is None:  # still running: good; stop it and the AI process it started
            stop(process)
        err.seek(0)
        return status, err.read().decode("utf-8", "replace")


def stop(process: subprocess.Popen[bytes]) -> None:
    """Stop an app started with ``start_new_session`` and the AI process it started."""
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def check_one_instance(exe: str, env: dict[str, str], home: Path, save: Path) -> None:
    """A second launch hands its save to the running app and exits, no window of its own: two
    windows shared one autosave (desktop/single_instance.py, which needs QtNetwork)."""
    first = subprocess.Popen(
        [exe], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
    )
    try:
        time.sleep(RUN_SECONDS / 2)  # started and listening
        if first.poll() is not None:
            fail(f"the first launch exited with status {first.returncode}")
        status, err = run_briefly([exe, str(save)], env)
        if status != 0 or "Traceback" in err:
            fail(f"a second launch: status {status} (None: it kept running), {err!r}")
        recent = home / "data" / "recent.json"
        deadline = time.monotonic() + RUN_SECONDS
        while time.monotonic() < deadline and str(save.resolve()) not in _recent_files(recent):
            time.sleep(0.2)
        if str(save.resolve()) not in _recent_files(recent):
            fail("the running app did not open the save a second launch handed over")
        if first.poll() is not None:
            fail(f"the running app exited with status {first.returncode}")
    finally:
        stop(first)
    print("smoke: a second launch hands its save to the running app and exits")


def _recent_files(recent: Path) -> list[str]:
    try:
        return list(json.loads(recent.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return []


def main() -> int:
    exe = str(Path(sys.argv[1]).resolve())
    check_icon(Path(exe))
    with tempfile.TemporaryDirectory(prefix="bouquet-smoke-") as tmp:
        home = Path(tmp)
        env = dict(os.environ, BOUQUET_HOME=str(home / "home"), QT_QPA_PLATFORM="offscreen")

        done = subprocess.run([exe, "--version"], capture_output=True, text=True, env=env)
        if done.returncode != 0 or done.stdout.strip() != f"bouquet {APP_VERSION}":
            fail(f"--version: status {done.returncode}, {done.stdout!r} {done.stderr!r}")
        print(f"smoke: {done.stdout.strip()}")

        # a damaged save (a double-click in the file manager) opens the window with its error
        bad = home / "bad.bouquet"
        bad.write_text("not a save", encoding="utf-8")
        status, err = run_briefly([exe, str(bad)], env)
        if status is not None or "Traceback" in err:
            fail(f"a damaged save: status {status}, {err!r}")
        print("smoke: a damaged save opens the window with its error")
        done = subprocess.run([exe, "--bogus"], capture_output=True, text=True, env=env)
        if done.returncode != 2 or "Traceback" in done.stderr:
            fail(f"a bad option: status {done.returncode}, {done.stderr!r}")

        for game_id, game in all_games().items():
            players = min(max(2, game.info.min_players), game.info.max_players)
            session = Session(game, game.parse_options({"players": players}), seed=1)
            for _ in range(50):  # the human seat 0 plays until an AI seat is to move
                if game.current_player(session.state) not in (0, None):
                    break
                session.apply(game.legal_actions(session.state)[0])
            seats = (
                Seat(name="Ann"),
                *(Seat(name=f"AI {seat}", kind="normal") for seat in range(1, players)),
            )
            save = home / f"{game_id}.bouquet"
            write_save(save, session, seats)
            # a profile of its own: an earlier run's unfinished game would make this one ask
            # whether to save it first
            alone = dict(env, BOUQUET_HOME=str(home / f"home-{game_id}"))
            status, err = run_briefly([exe, str(save), "--lang", "fr"], alone)
            if status is not None:
                fail(f"{game_id}: the app exited with status {status}:\n{err}")
            if any(sign in err for sign in BAD_SIGNS):
                fail(f"{game_id}: the app complained:\n{err}")
            print(f"smoke: {game_id} save opened ({players} players), no error output")
        twice = home / "home-twice"
        check_one_instance(exe, dict(env, BOUQUET_HOME=str(twice)), twice, save)
    print("smoke: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
