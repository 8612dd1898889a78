"""Translations: complete for every user-facing string, compiled, and switchable at run time."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QDir, QFileInfo
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import QFileDialog, QHeaderView, QLabel, QMessageBox, QTreeView

from desktop import i18n, paths
from desktop.dialogs import file_dialog
from desktop.dialogs.settings_dialog import SettingsDialog
from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.core import registry
from engine.core.save import Seat

TRANSLATED = [lang for lang in i18n.LANGUAGES if lang != i18n.SOURCE_LANGUAGE]


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_in_desktop_has_a_finished_translation(language: str) -> None:
    ts = paths.translations_dir() / f"bouquet_{language}.ts"
    catalogue = i18n.read_ts(ts)
    unfinished = sorted(key for key, (_, done) in catalogue.items() if not done)
    assert not unfinished, f"unfinished in {ts.name}: {unfinished[:10]}"
    missing = sorted(set(i18n.extract_messages()) - set(catalogue))
    assert not missing, (
        f"{len(missing)} strings are not in {ts.name} (run `python -m desktop.i18n`, then "
        f"translate): {missing[:10]}"
    )


def _french_texts() -> list[str]:
    """Every French message and every line of the French rules pages."""
    catalogue = i18n.read_ts(paths.translations_dir() / "bouquet_fr.ts")
    rules = Path(__file__).resolve().parents[3] / "docs" / "rules" / "fr"
    texts = [text for text, _ in catalogue.values()]
    texts += [line for page in rules.glob("*.md") for line in page.read_text("utf-8").splitlines()]
    return texts


def test_french_punctuation_never_starts_a_line() -> None:
    """French puts a space before ":", ";", "?", "!" and "»" and after "«": a no-break
    space, or a wrapped line could begin with the sign ("Défausse" / ": 2 cartes"). In the
    messages and in the French rules pages alike."""
    loose = [text for text in _french_texts() if re.search(r" [:;?!»]|« ", text) is not None]
    assert not loose, loose[:5]


def test_french_writes_the_typographic_apostrophe() -> None:
    """French typesetting writes "l’arbre", not the typewriter's "l'arbre"; so do the
    names the app elides into a message (checked with the French moves' texts)."""
    straight = [text for text in _french_texts() if "'" in text]
    assert not straight, straight[:5]


def extracted(tmp_path: Path, first: str, second: str) -> set[tuple[str, str]]:
    """The messages the extractor finds in a package of two modules, ``a`` and ``b``."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "a.py").write_text(first)
    (package / "b.py").write_text(second)
    return set(i18n.extract_messages(package))


def test_the_extractor_finds_self_tr_translate_and_module_helpers(tmp_path: Path) -> None:
    found = extracted(
        tmp_path,
        "from PySide6.QtCore import QCoreApplication, QObject\n"
        "def tr(text):\n"
        "    return QCoreApplication.translate('Helper', text)\n"
        "class Box(QObject):\n"
        "    def f(self):\n"
        "        return self.tr('In a class'), tr('Through the helper'),"
        " QCoreApplication.translate('Ctx', 'Direct')\n",
        "from pkg.a import tr\nX = tr('Imported helper')\n",
    )
    assert found == {
        ("Box", "In a class"),
        ("Helper", "Through the helper"),
        ("Ctx", "Direct"),
        ("Helper", "Imported helper"),
    }


def test_a_helper_with_two_contexts_gives_its_text_to_both(tmp_path: Path) -> None:
    """One English move that French and German word apart (told once done, or asked about) is
    written once and translated in both contexts; the text may be a later argument."""
    found = extracted(
        tmp_path,
        "from PySide6.QtCore import QCoreApplication\n"
        "def tr_move(told, text):\n"
        "    return QCoreApplication.translate('Told' if told else 'Asked', text)\n"
        "X = tr_move(True, 'Flip it')\n",
        "from pkg.a import tr_move\nY = tr_move(False, 'Skip')\n",
    )
    assert found == {("Told", "Flip it"), ("Asked", "Flip it"), ("Told", "Skip"), ("Asked", "Skip")}


def test_lupdate_agrees_that_nothing_is_unfinished(tmp_path: Path) -> None:
    """Qt's own lupdate, run over the shell's class-based strings, finds nothing new."""
    tool = i18n.lupdate_path()
    if tool is None:
        pytest.skip("pyside6-lupdate is not installed")
    copy = tmp_path / "bouquet_fr.ts"
    shutil.copy(paths.translations_dir() / "bouquet_fr.ts", copy)
    sources = [
        str(paths.REPO_ROOT / "desktop" / name)
        for name in ("main_window.py", "start_screen.py", "session_controller.py")
    ] + [str(path) for path in (paths.REPO_ROOT / "desktop" / "dialogs").glob("*.py")]
    subprocess.run([str(tool), "-silent", *sources, "-ts", str(copy)], check=True)
    unfinished = [key for key, (_, done) in i18n.read_ts(copy).items() if not done]
    assert not unfinished


def test_ts_files_compile_and_translate(compiled_translations: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    assert (compiled_translations / "bouquet_fr.qm").stat().st_size > 1000
    assert i18n.install("fr") == "fr"
    assert QCoreApplication.translate("MainWindow", "&File") == "&Fichier"
    assert i18n.tr_engine("Removed cards") == "Cartes retirées"
    assert i18n.install("de") == "de"
    assert QCoreApplication.translate("StartScreen", "Resume last game") == (
        "Letztes Spiel fortsetzen"
    )
    assert i18n.install("en") == "en"
    assert QCoreApplication.translate("MainWindow", "&File") == "&File"


def test_ensure_compiled_only_rebuilds_outdated_catalogues(tmp_path: Path) -> None:
    sources = tmp_path / "ts"
    sources.mkdir()
    for ts in paths.translations_dir().glob("bouquet_*.ts"):
        shutil.copy2(ts, sources / ts.name)
    out = tmp_path / "qm"
    first = i18n.ensure_compiled(ts_dir=sources, out_dir=out)
    assert {path.name for path in first} == {"bouquet_de.qm", "bouquet_fr.qm"}
    stamps = {path: path.stat().st_mtime_ns for path in first}
    again = i18n.ensure_compiled(ts_dir=sources, out_dir=out)
    assert again == first
    assert {path: path.stat().st_mtime_ns for path in again} == stamps
    # a catalogue edited after it was compiled is compiled again, and only that one
    french = out / "bouquet_fr.qm"
    compiled = french.stat().st_mtime_ns
    past, later = compiled - 10_000_000_000, compiled + 10_000_000_000
    os.utime(french, ns=(past, past))
    os.utime(sources / "bouquet_fr.ts", ns=(later, later))
    i18n.ensure_compiled(ts_dir=sources, out_dir=out)
    assert french.stat().st_mtime_ns > past
    assert (out / "bouquet_de.qm").stat().st_mtime_ns == stamps[out / "bouquet_de.qm"]


def test_switching_to_french_translates_the_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(window)
    game = registry.get_game("flowers")
    from desktop.dialogs.new_game import NewGameChoice

    window.start_game(
        NewGameChoice("flowers", game.parse_options({"players": 1}), 3, (Seat(name="Ann"),))
    )
    window.apply_settings(Settings(language="fr", ai_move_delay_ms=0))
    assert window.file_menu.title() == "&Fichier"
    assert window.actions_by_name["undo"].text() == "&Annuler"
    assert window.turn_label.text() == "Ann joue"
    window.close_game()
    assert window.start_screen.resume.text() == "Reprendre la dernière partie"
    assert window.start_screen.cards["flowers"].play.text() == "Jouer"
    window.apply_settings(Settings(language="de", ai_move_delay_ms=0))
    assert window.file_menu.title() == "&Datei"
    assert window.start_screen.cards["flowers"].players.text().startswith("1–4 Spieler")
    window.apply_settings(Settings(language="en", ai_move_delay_ms=0))
    assert window.file_menu.title() == "&File"
    window.close()


@pytest.mark.usefixtures("translations")
def test_a_run_in_another_language_than_the_setting_says_so_in_settings(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Started with --lang de while English is the setting, Settings showed "English" as if it
    were the language in use: it says which language this run speaks. OK keeps that language
    until the setting itself is changed (OK after changing only the AI's delay switched a
    French run to English in the middle of a match)."""
    assert i18n.install("de") == "de"  # as ``--lang de`` does at start
    window = MainWindow(Settings(language="en", ai_move_delay_ms=0))
    qtbot.addWidget(window)
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    assert dialog.language.currentData() == "en"
    assert not dialog.language_note.isHidden()
    assert "auf Deutsch," in dialog.language_note.text()  # the language's name in a sentence
    dialog.ai_delay.setValue(300)
    window.apply_settings(dialog.settings())
    assert window.settings.ai_move_delay_ms == 300
    assert i18n.current_language() == "de" and window.file_menu.title() == "&Datei"
    switch = SettingsDialog(window.settings, window)
    qtbot.addWidget(switch)
    switch.language.setCurrentIndex(switch.language.findData("fr"))
    window.apply_settings(switch.settings())
    assert i18n.current_language() == "fr" and window.file_menu.title() == "&Fichier"
    same = SettingsDialog(window.settings, window)
    qtbot.addWidget(same)
    assert same.language_note.isHidden()  # the setting is the language in use
    window.close()


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "look_in", "file_type"),
    [("fr", "&Voir dans\u00a0:", "&Fichiers de type\u00a0:"), ("de", "&Suchen in:", "Datei&typ:")],
)
def test_the_file_dialogs_labels_speak_the_apps_language(
    qtbot, language: str, look_in: str, file_type: str
) -> None:  # type: ignore[no-untyped-def]
    """Qt's own catalogues lack two labels of its file dialog, as Qt 6 writes them with a
    shortcut: a French Save dialog said "Look in:" and "Files of type:"."""
    assert i18n.install(language) == language
    for saving in (False, True):
        dialog = file_dialog.file_dialog(None, "", "", "", saving=saving)
        qtbot.addWidget(dialog)
        assert dialog.findChild(QLabel, "lookInLabel").text() == look_in
        assert dialog.findChild(QLabel, "fileTypeLabel").text() == file_type
        assert (dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave) == saving


def test_the_file_dialogs_columns_are_whole(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A German Open dialog showed its size and type cut ("547…tes", "Ein…ent") beside a
    name column with room to spare (play test): each column but the name's is as wide as its
    words, the name takes the rest, and the dialog opens wide enough for them."""
    (tmp_path / "ben-am-zug.bouquet").write_text("{}", encoding="utf-8")
    dialog = file_dialog.file_dialog(None, "", str(tmp_path), "", saving=False)
    qtbot.addWidget(dialog)
    files = dialog.findChild(QTreeView, "treeView")
    assert files is not None
    header = files.header()
    assert header.sectionResizeMode(0) == QHeaderView.ResizeMode.Stretch
    assert all(
        header.sectionResizeMode(column) == QHeaderView.ResizeMode.ResizeToContents
        for column in range(1, header.count())
    )
    assert dialog.width() >= file_dialog.FILE_DIALOG_W
    # a save's type is named as such, not "plain text document" (German play test)
    model = files.model()
    qtbot.waitUntil(lambda: model.rowCount(files.rootIndex()) == 1, timeout=5000)
    row = model.index(0, 2, files.rootIndex())
    qtbot.waitUntil(lambda: model.data(row) == "Bouquet game", timeout=5000)


def test_the_file_dialog_types_files_by_their_names_alone(tmp_path: Path) -> None:
    """Qt's own dialog read each file's first bytes to name its type, and in /proc a file
    that never ends froze it for good (play test): types come from names, never from what a
    file holds."""
    types = file_dialog.SaveFileTypes()
    looks_like_a_pdf = tmp_path / "notes"
    looks_like_a_pdf.write_bytes(b"%PDF-1.4\n")  # read, it would be a "PDF document"
    assert types.type(QFileInfo(str(looks_like_a_pdf))) == "File"
    text = tmp_path / "notes.txt"
    text.write_text("hello", encoding="utf-8")
    assert types.type(QFileInfo(str(text))) not in ("File", "")  # Qt's words for plain text
    assert types.type(QFileInfo(str(tmp_path))) == "Folder"
    assert types.type(QFileInfo(QDir.rootPath())) == "Drive"


def test_the_file_dialog_finds_icons_by_names_alone(qapp: QCoreApplication, tmp_path: Path) -> None:
    """The types came from names, yet Qt's own icons still read each file's first bytes:
    typing /proc/ in the file name froze the dialog on /proc/kmsg (play test 123). A file
    named without a known ending gets the generic icon, whatever it holds."""
    theme = tmp_path / "icons" / "probe"
    (theme / "16").mkdir(parents=True)
    (theme / "index.theme").write_text(
        "[Icon Theme]\nName=probe\nDirectories=16\n\n[16]\nSize=16\n", encoding="utf-8"
    )
    picture = QPixmap(16, 16)
    picture.fill()
    for name in ("image-png", "image-x-generic", "application-octet-stream"):
        assert picture.save(str(theme / "16" / f"{name}.png"))
    search, name = QIcon.themeSearchPaths(), QIcon.themeName()
    QIcon.setThemeSearchPaths([str(theme.parent)])
    QIcon.setThemeName("probe")
    try:
        types = file_dialog.SaveFileTypes()
        looks_like_a_png = tmp_path / "photo"
        looks_like_a_png.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(32))
        assert types.icon(QFileInfo(str(looks_like_a_png))).name() == "application-octet-stream"
        named_png = tmp_path / "photo.png"
        named_png.write_bytes(b"not a picture")
        assert types.icon(QFileInfo(str(named_png))).name() == "image-png"
    finally:
        QIcon.setThemeSearchPaths(search)
        QIcon.setThemeName(name)


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(("language", "folder"), [("fr", "Dossier"), ("de", "Ordner")])
def test_the_file_dialog_names_a_folder_in_the_apps_language(
    tmp_path: Path, language: str, folder: str
) -> None:
    """Qt's own French has no word for its "Folder": a French list said "Folder" (play test)."""
    assert i18n.install(language) == language
    try:
        assert file_dialog.SaveFileTypes().type(QFileInfo(str(tmp_path))) == folder
    finally:
        assert i18n.install("en") == "en"


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "save", "discard"),
    [("fr", "Enregistrer", "Ne pas enregistrer"), ("de", "Speichern", "Nicht speichern")],
)
def test_the_discard_button_says_do_not_save(qtbot, language: str, save: str, discard: str) -> None:  # type: ignore[no-untyped-def]
    """Qt's own French named "Save before leaving?"'s Discard button "Ne pas tenir compte"
    (disregard): ours, searched first, says "do not save"; Qt's other words stay Qt's."""
    assert i18n.install(language) == language
    box = QMessageBox(
        QMessageBox.Icon.Question,
        "",
        "",
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel,
    )
    qtbot.addWidget(box)
    assert box.button(QMessageBox.StandardButton.Save).text() == save
    assert box.button(QMessageBox.StandardButton.Discard).text() == discard


def test_a_packaged_app_uses_only_the_catalogues_it_ships(
    qapp: QCoreApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A cache left by an older source run must not override a packaged app's catalogues."""
    shipped, cache = tmp_path / "shipped", tmp_path / "cache"
    ready = i18n.ensure_compiled(out_dir=shipped)
    assert {path.name for path in ready} >= {"bouquet_fr.qm"}
    cache.mkdir()
    (cache / "bouquet_fr.qm").write_bytes(b"stale")
    monkeypatch.setattr(i18n, "qm_dir", lambda: cache)
    monkeypatch.setattr(i18n.paths, "translations_dir", lambda: shipped)
    assert i18n.find_qm("fr") == cache / "bouquet_fr.qm"  # a source run prefers its cache

    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert i18n.find_qm("fr") == shipped / "bouquet_fr.qm"
    assert i18n.ensure_compiled() == []  # nothing compiled, even with lrelease at hand
    assert (cache / "bouquet_fr.qm").read_bytes() == b"stale"
    try:
        assert i18n.install("fr") == "fr"
        assert QCoreApplication.translate("MainWindow", "&File") == "&Fichier"
    finally:
        i18n.install("en")


def mnemonic(text: str) -> str | None:
    """The letter Alt (or the letter alone, in an open menu) chooses: the one after "&"."""
    plain = text.replace("&&", "")  # "&&" writes a literal "&"
    at = plain.find("&")
    return plain[at + 1].lower() if 0 <= at < len(plain) - 1 else None


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_menu_entry_has_a_keyboard_letter_of_its_own(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    """Two entries of one menu (or two menus of the bar) with one letter make Alt+letter
    open the first only; an entry without a letter cannot be chosen by letter at all."""
    window = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(window)
    assert i18n.install(language) == language
    window.retranslate()
    bar = window.menuBar()
    menus = [bar, *(action.menu() for action in bar.actions())]
    for menu in menus:
        texts = [
            action.text()
            for action in menu.actions()
            if not action.isSeparator()
            and action not in (window.undo_why, window.hint_why)  # lines to read
        ]
        letters = [mnemonic(text) for text in texts]
        assert None not in letters, f"{language}: no letter in {texts}"
        assert len(set(letters)) == len(letters), f"{language}: one letter twice in {texts}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_menu_bars_access_keys_are_plain_letters_apart(language: str) -> None:
    """French wrote "&Édition": Alt+É, a key most keyboards lack, so Alt+E did nothing."""
    catalogue = i18n.read_ts(paths.translations_dir() / f"bouquet_{language}.ts")
    keys = []
    for source in ("&File", "&Edit", "&View", "&Help"):
        text = catalogue[("MainWindow", source)][0]
        key = text[text.index("&") + 1].lower()
        assert key.isascii() and key.isalpha(), (source, text)
        keys.append(key)
    assert len(set(keys)) == len(keys), keys


def test_an_unwritable_cache_still_gives_french(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp
) -> None:  # type: ignore[no-untyped-def]
    """French or German with a cache folder that cannot be written stopped the app at its
    start (the catalogues are compiled there): they are compiled for the run elsewhere."""
    if i18n.lrelease_path() is None:
        pytest.skip("pyside6-lrelease is not installed")
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the cache folder should be")
    monkeypatch.setattr(paths, "cache_dir", lambda: blocked)
    monkeypatch.setattr(i18n, "_run_qm_dir", None)
    try:
        ready = i18n.ensure_compiled()
        assert {path.name for path in ready} >= {"bouquet_fr.qm", "bouquet_de.qm"}
        assert all(not path.is_relative_to(blocked) for path in ready)
        assert i18n.install("fr") == "fr"
        assert QCoreApplication.translate("MainWindow", "&File") == "&Fichier"
    finally:
        i18n.install("en")


@pytest.mark.usefixtures("translations")
def test_french_gives_an_unnamed_seat_its_article(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A seat left blank is "Joueur 1", a noun: "Le jardin de Joueur 1" and "Passez l'écran
    à Joueur 1" should read "du Joueur 1", "au Joueur 1" (play test). A name as typed, and
    a word a translator wrote, are left alone."""
    from desktop.history import News
    from desktop.table.handoff import HandoffScreen

    assert i18n.install("fr") == "fr"
    try:
        assert (
            i18n.elide("Le jardin de Joueur 1 est affiché") == "Le jardin du Joueur 1 est affiché"
        )
        assert i18n.elide("Passez l’écran à Joueur 12") == "Passez l’écran au Joueur 12"
        assert i18n.elide("De Joueur 2 à Joueur 3") == "Du Joueur 2 au Joueur 3"
        assert i18n.elide("le jardin de Joueuse") == "le jardin de Joueuse"
        assert i18n.elide("la garnison de Ann") == "la garnison d’Ann"
        screen = HandoffScreen()
        qtbot.addWidget(screen)
        screen.ask(1, "Joueur 2", News())
        assert screen.title.text() == "Passez l’écran au Joueur 2"
    finally:
        assert i18n.install("en") == "en"
    assert i18n.elide("Pass the screen to Joueur 2") == "Pass the screen to Joueur 2"


@pytest.mark.usefixtures("translations")
def test_french_says_where_the_game_goes_and_how_to_confirm_moves(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """ "« solo1.bouquet » enregistré" named the file, not the game, and "Pour être consulté
    avant chaque coup" read oddly (French play tester)."""
    window = MainWindow(Settings(ai_move_delay_ms=0, confirm_moves=False))
    qtbot.addWidget(window)
    window.apply_settings(Settings(language="fr", ai_move_delay_ms=0, confirm_moves=False))
    game = registry.get_game("flowers")
    from desktop.dialogs.new_game import NewGameChoice

    window.start_game(
        NewGameChoice("flowers", game.parse_options({"players": 1}), 31, (Seat(name="Ann"),))
    )
    for _ in range(2):  # a draw, then the placement that turns up the timer's next card
        legal = window.controller.choices_for_viewer()
        assert legal and window.board is not None
        window.board.action_chosen.emit(legal[0])
    assert window.undo_why.text().endswith(
        "Pour confirmer chaque coup avant qu’il soit joué\u00a0: Paramètres › Confirmer les coups."
    )
    assert window.save_to(tmp_path / "solo1.bouquet")
    said = window.statusBar().currentMessage()
    assert said == f"Partie enregistrée dans {i18n.file_name_text(tmp_path / 'solo1.bouquet')}"
    assert "«\u00a0solo1.bouquet\u00a0»" in said
    window.close()


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "reason"),
    [
        (
            "fr",
            "Pas de conseil dans une partie solo qui compte\u00a0: le score et le rang doivent"
            " être les vôtres. Une partie rejouée (non comptée) en propose.",
        ),
        (
            "de",
            "In einem Solospiel, das zählt, gibt es keine Tipps: Punkte und Rang sollen ganz"
            " dein Verdienst sein. Bei einer Wiederholung (zählt nicht) gibt es Tipps.",
        ),
    ],
)
def test_a_counted_solo_game_says_why_it_has_no_hint_in_natural_words(
    qtbot, language: str, reason: str
) -> None:  # type: ignore[no-untyped-def]
    """ "son score et son rang sont les vôtres. Une partie rejouée, non comptée, en a." read
    awkwardly, and so did the German "… hat sie" (play tester, session 55): the Edit menu's
    reason under a greyed Hint, as a player reads it."""
    window = MainWindow(Settings(ai_move_delay_ms=0, confirm_moves=False))
    qtbot.addWidget(window)
    window.apply_settings(Settings(language=language, ai_move_delay_ms=0, confirm_moves=False))
    game = registry.get_game("flowers")
    from desktop.dialogs.new_game import NewGameChoice

    window.start_game(
        NewGameChoice("flowers", game.parse_options({"players": 1}), 31, (Seat(name="Ann"),))
    )
    assert not window.actions_by_name["hint"].isEnabled()
    assert window.hint_why.text() == reason
    window.close()
