"""Files and settings: the file dialog in the app's language, and files a player edited."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt
from PySide6.QtWidgets import QFileDialog, QStyleOptionViewItem, QTreeView
from pytestqt.qtbot import QtBot

from desktop import i18n, paths, settings
from desktop.dialogs import file_dialog
from desktop.settings import Settings
from desktop.solo_records import SoloRecord, SoloRecords, read_records


def _listed(qtbot: QtBot, folder: Path) -> tuple[QFileDialog, list[str]]:
    """Qt's own file dialog on ``folder`` (one file in it), and its file's row as its list
    writes it."""
    dialog = file_dialog.file_dialog(None, "", str(folder), "", saving=False)
    qtbot.addWidget(dialog)
    files = dialog.findChild(QTreeView, "treeView")
    assert files is not None
    model = files.model()
    qtbot.waitUntil(lambda: model.rowCount(files.rootIndex()) == 1, timeout=5000)
    row: list[str] = []
    for column in range(model.columnCount(files.rootIndex())):
        index = model.index(0, column, files.rootIndex())
        option = QStyleOptionViewItem()
        files.itemDelegateForIndex(index).initStyleOption(option, index)
        row.append(option.text)
    return dialog, row


@pytest.mark.usefixtures("translations")
def test_the_file_dialog_writes_sizes_and_dates_in_the_apps_language(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A French window on an English system listed its saves' sizes and dates in English
    ("19.53 KiB", "12/4/26 3:56 PM"; play test, round 11): they are written in French, as
    Qt's own words (the columns' titles) are when Qt ships them."""
    save = tmp_path / "rose.bouquet"
    save.write_bytes(b" " * 20_000)
    changed = datetime(2026, 12, 4, 15, 56).timestamp()
    os.utime(save, (changed, changed))
    assert i18n.install("fr") == "fr"
    assert QLocale().name().startswith("fr")
    dialog, row = _listed(qtbot, tmp_path)
    assert row[file_dialog.SIZE_COLUMN] == "19,53 Kio"
    assert row[file_dialog.DATE_COLUMN] == "04/12/2026 15:56"
    qt_catalogues = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    if (qt_catalogues / "qtbase_fr.qm").is_file():
        files = dialog.findChild(QTreeView, "treeView").model()
        assert files.headerData(file_dialog.SIZE_COLUMN, Qt.Orientation.Horizontal) == "Taille"
    assert i18n.install("en") == "en"
    assert _listed(qtbot, tmp_path)[1][file_dialog.SIZE_COLUMN] == "19.53 KiB"


class _NoQtCatalogues:
    """``QLibraryInfo`` where Qt ships no catalogues (a build without them)."""

    LibraryPath = QLibraryInfo.LibraryPath

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def path(self, _which: QLibraryInfo.LibraryPath) -> str:
        return str(self.folder)


@pytest.mark.usefixtures("translations")
def test_french_without_qts_own_catalogue_still_speaks_french(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Where Qt's own catalogues are missing, the app's words and its numbers are French
    still; only Qt's own words stay English."""
    monkeypatch.setattr(i18n, "QLibraryInfo", _NoQtCatalogues(tmp_path))
    assert i18n.install("fr") == "fr"
    assert QLocale().name().startswith("fr")
    assert QCoreApplication.translate("FileDialog", "Folder") == "Dossier"
    assert QLocale().formattedDataSize(20_000) == "19,53 Kio"


def test_settings_and_records_edited_in_notepad_are_no_damage(tmp_path: Path) -> None:
    """Notepad's "UTF-8 with BOM" writes a byte order mark first: a settings file edited there
    was reset whole and set aside, and every solo record called unreadable."""
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"language": "fr"}', encoding="utf-8-sig")
    assert settings.read_and_keep() == (Settings(language="fr"), False, None, False)
    assert path.is_file()
    records = tmp_path / "solo-records.json"
    kept = SoloRecords(records=[RECORD])
    records.write_text(kept.model_dump_json(), encoding="utf-8-sig")
    assert read_records(records) == (kept, None, False, 0, False)
    assert records.is_file()


RECORD = SoloRecord(
    game="flowers",
    score=19,
    code="ABCD-EFGH",
    game_key="0" * 64,
    finished=datetime(2026, 12, 5, 7, 0, tzinfo=UTC),
)
