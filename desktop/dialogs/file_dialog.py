"""Open and Save: Qt's file dialog, with the labels Qt's own catalogues leave in English.

Qt 6 writes two of its labels with a shortcut ("&Look in:", "Files of &type:") that the
catalogues shipped with PySide6 do not have yet, so a French or German window showed them in
English; the app gives them in its own catalogue. A native dialog (Windows, macOS) ignores
them and speaks the system's language.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QFileInfo,
    QLocale,
    QMimeDatabase,
    QMimeType,
    QModelIndex,
    QPersistentModelIndex,
    QUrl,
)
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QFileDialog,
    QFileIconProvider,
    QFileSystemModel,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QWidget,
)

from desktop import paths
from engine.core.save import SAVE_SUFFIX


class SaveFileTypes(QFileIconProvider):
    """The dialog's type column names a Bouquet save as such: the system's file types know
    no ".bouquet", and a German list called each save "Einfaches Textdokument" (play test).
    Other files are typed, and given their icons, by their names alone: Qt's own provider
    reads a file's first bytes, and in /proc a file that never ends (/proc/kmsg) froze the
    dialog for good, in its type column and then in its icons (play tests)."""

    def __init__(self) -> None:
        super().__init__()
        self._types = QMimeDatabase()

    def _kind(self, info: QFileInfo) -> QMimeType:
        return self._types.mimeTypeForFile(info, QMimeDatabase.MatchMode.MatchExtension)

    def icon(self, which: QFileInfo | QFileIconProvider.IconType) -> QIcon:
        if not isinstance(which, QFileInfo) or which.isRoot() or which.isDir():
            return super().icon(which)  # a folder's icon reads no file
        kind = self._kind(which)
        generic = QIcon.fromTheme(kind.genericIconName(), super().icon(self.IconType.File))
        return QIcon.fromTheme(kind.iconName(), generic)

    def type(self, info: QFileInfo) -> str:
        # Qt's catalogues lack its own words for these: a French list said "Folder" (play test)
        if info.isRoot():
            return QCoreApplication.translate("FileDialog", "Drive")
        if info.isDir():
            return QCoreApplication.translate("FileDialog", "Folder")
        if f".{info.suffix().lower()}" == SAVE_SUFFIX:
            return QCoreApplication.translate("FileDialog", "Bouquet game")
        kind = self._kind(info)
        if kind.isDefault():
            return QCoreApplication.translate("FileDialog", "File")
        return kind.comment()


SIZE_COLUMN, DATE_COLUMN = 1, 3
"""The columns of Qt's file list that hold a file's size and the date it was last changed."""


class AppLocaleColumns(QStyledItemDelegate):
    """Sizes and dates in the file list, written as the app's language writes them: Qt's
    file list writes them as the system's does, and a French window on an English system
    listed "19.37 KiB" and "12/4/26 3:56 PM" (play test, round 11)."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        files = index.model()
        if not isinstance(files, QFileSystemModel):
            return
        locale = QLocale()  # the app's language (``i18n.install``), not the system's
        if index.column() == SIZE_COLUMN and not files.isDir(index):
            option.text = locale.formattedDataSize(files.size(index))
        elif index.column() == DATE_COLUMN:
            changed = files.lastModified(index)
            option.text = locale.toString(changed, QLocale.FormatType.ShortFormat)


def file_dialog(
    parent: QWidget | None, caption: str, where: str, filters: str, *, saving: bool
) -> QFileDialog:
    """The dialog to open a file (``saving`` False) or to name one (True), started at
    ``where`` (a folder, or a file to propose)."""
    dialog = QFileDialog(parent, caption, where, filters)
    if saving:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        # the window asks, of the name the file will have (``MainWindow._may_replace``)
        dialog.setOption(QFileDialog.Option.DontConfirmOverwrite)
    else:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.setLabelText(
        QFileDialog.DialogLabel.LookIn, QCoreApplication.translate("FileDialog", "&Look in:")
    )
    dialog.setLabelText(
        QFileDialog.DialogLabel.FileType,
        QCoreApplication.translate("FileDialog", "Files of &type:"),
    )
    types = SaveFileTypes()
    dialog.setIconProvider(types)
    dialog.file_types = types  # type: ignore[attr-defined]  # kept as long as the dialog
    _offer_saves_folders(dialog)
    _write_in_the_apps_language(dialog)
    _fit_columns(dialog)
    return dialog


def _write_in_the_apps_language(dialog: QFileDialog) -> None:
    """The file list's sizes and dates in the app's language (``AppLocaleColumns``)."""
    files = dialog.findChild(QTreeView, "treeView")
    if files is None:
        return
    columns = AppLocaleColumns(files)
    for column in (SIZE_COLUMN, DATE_COLUMN):
        files.setItemDelegateForColumn(column, columns)


def _offer_saves_folders(dialog: QFileDialog) -> None:
    """The side bar lists the saves folder, and the one of earlier versions while it holds
    saves (``paths.saves_folders``): the saves made before the folder moved to the player's
    documents stay where they were, one click away. The places Qt keeps in the side bar
    (its own and any the player added) stay; the earlier folder leaves once it is empty."""
    ours = [QUrl.fromLocalFile(str(folder)) for folder in paths.saves_folders()]
    former = QUrl.fromLocalFile(str(paths.former_saves_dir()))
    kept = [place for place in dialog.sidebarUrls() if place != former and place not in ours]
    dialog.setSidebarUrls(kept + ours)


def _fit_columns(dialog: QFileDialog) -> None:
    """Qt's own dialog (no native one here) as wide as its file list needs: its size, type
    and date columns were cut ("547…tes", "Ein…ent") beside a name column with room to spare
    (play test)."""
    files = dialog.findChild(QTreeView, "treeView")
    if files is None:
        return
    header = files.header()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, header.count()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    dialog.resize(max(dialog.width(), FILE_DIALOG_W), max(dialog.height(), FILE_DIALOG_H))


FILE_DIALOG_W, FILE_DIALOG_H = 820, 480
"""The least size Qt's own dialog opens at: room for a name beside the other columns."""


def choose_file(
    parent: QWidget | None, caption: str, where: str, filters: str, *, saving: bool
) -> str:
    """The file chosen, or "" if the player cancelled."""
    dialog = file_dialog(parent, caption, where, filters, saving=saving)
    try:
        if dialog.exec() != QFileDialog.DialogCode.Accepted:
            return ""
        chosen = dialog.selectedFiles()
        return chosen[0] if chosen else ""
    finally:
        dialog.deleteLater()
