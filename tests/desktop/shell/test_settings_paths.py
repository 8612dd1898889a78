"""Settings and per-user files: defaults, corrupt files, atomic writes, the recent list."""

from __future__ import annotations

import errno
import json
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from desktop import app, paths, settings
from desktop.dialogs import file_dialog
from desktop.settings import Settings


def test_all_files_live_under_bouquet_home(bouquet_home: Path) -> None:
    for path in (paths.settings_path(), paths.autosave_path(), paths.saves_dir()):
        assert bouquet_home in path.parents
    assert paths.autosave_path().suffix == ".bouquet"


def test_saves_go_to_the_players_documents_and_the_apps_own_files_stay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saves went to the app's data folder, on Linux the hidden ~/.local/share, and play
    testers could not find them outside the app: they go to "Bouquet" in the documents
    folder, and the autosave, settings and records stay the app's own."""
    monkeypatch.delenv(paths.HOME_ENV)
    monkeypatch.setattr(paths, "user_documents_dir", lambda: str(tmp_path / "Documents"))
    monkeypatch.setattr(paths, "user_data_dir", lambda *_args, **_kw: str(tmp_path / "data"))
    assert paths.saves_dir() == tmp_path / "Documents" / "Bouquet"
    assert paths.autosave_path().parent == tmp_path / "data"
    assert paths.former_saves_dir() == tmp_path / "data" / "saves"


def test_the_file_dialog_offers_the_former_saves_folder_while_it_holds_saves(
    qtbot: QtBot,
) -> None:
    """Saves made before the folder moved stay where they were, not moved behind the player's
    back: the file dialog's side bar offers their folder, beside the saves folder, while a
    save is in it, and not once it is empty."""

    def places() -> list[Path]:
        dialog = file_dialog.file_dialog(None, "", "", "", saving=False)
        qtbot.addWidget(dialog)
        return [Path(url.toLocalFile()) for url in dialog.sidebarUrls() if url.isLocalFile()]

    former = paths.former_saves_dir()
    former.mkdir(parents=True)
    (former / "before.bouquet").write_text("{}", encoding="utf-8")
    paths.saves_dir().mkdir(parents=True)
    assert places()[-2:] == [paths.saves_dir(), former]
    assert Path.home() in places()  # Qt's own places stay
    (former / "before.bouquet").unlink()
    assert former not in places() and places()[-1] == paths.saves_dir()


def test_missing_settings_give_defaults() -> None:
    assert settings.load() == Settings()
    assert Settings().language == "system"


def test_settings_round_trip_atomically() -> None:
    chosen = Settings(
        language="de",
        animation_speed="slow",
        colour_blind_patterns=True,
        confirm_moves=True,
        ai_move_delay_ms=1200,
    )
    settings.save(chosen)
    assert settings.load() == chosen
    leftovers = [p for p in paths.settings_path().parent.iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []


def test_a_corrupt_settings_file_falls_back_to_defaults() -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00{not json")
    assert settings.load() == Settings()
    path.write_text("[1, 2, 3]")
    assert settings.load() == Settings()


def test_bad_values_are_dropped_one_by_one() -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        json.dumps(
            {
                "language": "fr",
                "animation_speed": "warp",
                "ai_move_delay_ms": -5,
                "confirm_moves": True,
                "unknown": 1,
            }
        )
    )
    loaded = settings.load()
    assert loaded.language == "fr" and loaded.confirm_moves is True
    assert loaded.animation_speed == "normal" and loaded.ai_move_delay_ms == 600


def test_a_settings_file_too_large_is_not_read_and_is_set_aside() -> None:
    """A file far larger than any Bouquet writes (``MAX_SETTINGS_BYTES``) is not read into
    memory: its values are not taken, and it is kept aside as a damaged one is."""
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"language": "fr"})
    path.write_text(text + " " * (settings.MAX_SETTINGS_BYTES - len(text) + 1))
    read = settings.read_and_keep()
    assert read.settings.language == Settings().language != "fr"
    assert read.refused and read.kept is not None and read.kept.stat().st_size > len(text)


def test_refused_settings_are_set_aside_and_told_on_the_start_screen(qtbot: QtBot) -> None:
    """A damaged settings file was reset with nothing said, and overwritten by the next
    write: the player's hand edit was gone (play test)."""
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"language": "fr", "animation_speed": "warp"}')
    assert settings.load() == Settings(language="fr")  # a glance leaves the file alone
    assert path.is_file()
    window = app.create_window(app.parse_args(["--lang", "en"]))
    qtbot.addWidget(window)
    kept = path.with_name("settings-damaged.json")
    assert kept.read_text() == '{"language": "fr", "animation_speed": "warp"}'
    # the values kept are written at once: they were gone at the next start (play test)
    assert settings.load() == Settings(language="fr") and path.is_file()
    assert window.settings == Settings(language="fr")
    assert window.statusBar().currentMessage() == (
        "Your settings could not all be read: those are back to their defaults, and the file"
        f" as it was is kept as “{kept}”."
    )
    # once kept, a start with good settings says nothing and sets nothing aside
    window.close()
    again = app.create_window(app.parse_args(["--lang", "en"]))
    qtbot.addWidget(again)
    assert path.is_file() and again.statusBar().currentMessage() == ""
    assert not path.with_name("settings-damaged-2.json").exists()


def test_only_a_refused_value_sets_the_file_aside() -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"language": "de", "from_a_newer_version": 1}')
    assert settings.read_and_keep() == (Settings(language="de"), False, None, False)
    assert path.is_file()
    path.write_bytes(b"\xff\xfe not text")
    read = settings.read_and_keep()
    assert read.settings == Settings() and read.refused
    assert read.kept == path.with_name("settings-damaged.json")
    assert settings.load() == Settings() and path.is_file()


def test_recent_files_newest_first_without_duplicates_or_missing(tmp_path: Path) -> None:
    files = [tmp_path / f"g{index}.bouquet" for index in range(10)]
    for file in files:
        file.write_text("{}")
        paths.add_recent_file(file)
    paths.add_recent_file(files[3])
    recent = paths.recent_files()
    assert recent[0] == files[3].resolve()
    assert len(recent) == paths.MAX_RECENT and len(set(recent)) == len(recent)
    files[9].unlink()
    assert files[9].resolve() not in paths.recent_files()
    paths.clear_recent_files()
    assert paths.recent_files() == []


def test_a_damaged_recent_list_is_ignored() -> None:
    target = paths.data_dir() / "recent.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("{broken")
    assert paths.recent_files() == []


REAL_OPEN = Path.open


def refuse_to_open(monkeypatch: pytest.MonkeyPatch, refused: Path) -> None:
    """Opening ``refused`` fails as a file of mode 000 does for anyone but root (these tests
    run as root, for whom the mode refuses nothing): ``Path.open`` raises EACCES for it."""

    def open_(self: Path, *args: Any, **kwargs: Any) -> Any:
        if self == refused:
            raise PermissionError(errno.EACCES, "Permission denied", str(self))
        return REAL_OPEN(self, *args, **kwargs)

    monkeypatch.setattr(Path, "open", open_)


def test_settings_that_may_not_be_read_are_left_where_they_are(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A settings file Bouquet may not read was called damaged, set aside and started over:
    once its permissions were mended, the player's settings were lost to the app (play
    tester, session 55). It stays where it is, untouched this run, and the start screen says
    why the defaults serve."""
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"language": "fr", "confirm_moves": true}')
    refuse_to_open(monkeypatch, path)
    window = app.create_window(app.parse_args(["--lang", "en"]))
    qtbot.addWidget(window)
    assert window.settings == Settings()
    assert window.statusBar().currentMessage() == (
        "Your settings cannot be read (permission denied): Bouquet uses its defaults this"
        f" time, and leaves the file “{path}” as it is."
    )
    window._keep_window_place()  # as at Quit: the defaults are not written over it
    settings.save(Settings(animation_speed="slow"))
    monkeypatch.setattr(Path, "open", REAL_OPEN)  # its permissions mended
    assert sorted(item.name for item in path.parent.iterdir()) == ["settings.json"]
    assert settings.load() == Settings(language="fr", confirm_moves=True)
