"""The French words a family's hot-seat Flowers play test found odd (session 56): a move taken
back said "les coups joués par Joueur 2 … au Joueur 2", a new game's question read as a
statement, the records' "Aucun champ … 0" and replay tooltip, the tie line's "le moins de"."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication

from desktop import i18n, paths
from desktop.i18n import fill_named

NBSP = "\u00a0"


@pytest.fixture
def french(translations: None) -> None:
    """The French catalogue installed (English again afterwards, ``translations``)."""
    assert i18n.install("fr") == "fr"


@pytest.mark.usefixtures("french")
@pytest.mark.parametrize(
    ("source", "said"),
    [
        (
            "This takes back what {names} played: the turn goes back to {player}.",
            f"Cela annule le jeu du Joueur 2{NBSP}: c’est de nouveau au Joueur 2 de jouer.",
        ),
        (
            "This takes back what {names} played: the turn goes back to {player}, and the"
            " screen with it.",
            f"Cela annule le jeu du Joueur 2{NBSP}: c’est de nouveau au Joueur 2 de"
            " jouer, et l’écran lui revient.",
        ),
        (
            "This takes back what {names} played, and your own moves with it: the turn comes"
            " back to you.",
            f"Cela annule le jeu du Joueur 2, et le vôtre avec{NBSP}: c’est de nouveau à"
            " vous de jouer.",
        ),
    ],
)
def test_taking_back_another_players_move_names_them_alike(source: str, said: str) -> None:
    """ "Cela reprend les coups joués par Joueur 2 : le tour revient au Joueur 2": a plural
    for one move, and "par Joueur 2" beside "au Joueur 2" (play tester, session 56). The
    names now follow "de" and "à", which take the article the same way."""
    template = QCoreApplication.translate("MainWindow", source)
    player = QCoreApplication.translate("NewGameDialog", "Player {number}").format(number=2)
    assert fill_named(template, {"names": player, "player": player}) == said


@pytest.mark.usefixtures("french")
@pytest.mark.parametrize(
    ("context", "source", "said"),
    [
        (
            "MainWindow",
            "Another game replaces the unfinished game you can resume:\n{game}",
            "Commencer une autre partie remplacera la partie inachevée que vous pouvez"
            f" reprendre{NBSP}:\n{{game}}",
        ),
        (
            "SoloResultsDialog",
            "The chosen game's cards again, by its code and variant: a replay, listed but not"
            " counted toward your best score and rank.",
            f"Rejouer la donne de la partie choisie (même code, même variante){NBSP}: la partie"
            " rejouée figurera dans la liste, mais ne comptera ni pour votre meilleur score ni"
            " pour votre rang.",
        ),
        (
            "engine",
            "No field (5+ cards of one colour)",
            "Champs (5 cartes ou plus d’une même couleur)",
        ),
        (
            "engine",
            "{players} tie on points: fewer removed cards breaks the tie.",
            f"{{players}} sont à égalité de points{NBSP}: c’est le nombre de cartes retirées"
            " qui les départage (le moins l’emporte).",
        ),
    ],
)
def test_the_play_testers_french_sentences_read_as_french(
    context: str, source: str, said: str
) -> None:
    """ "Une autre partie remplace la partie inachevée" read as a statement, "Aucun champ (…)
    0" beside its points as "no field: 0", the replay tooltip as words strung together, and
    "le moins de cartes retirées les départage" as a clumsy tie line (play tester, session
    56)."""
    assert QCoreApplication.translate(context, source) == said


def page_words(game_id: str, language: str) -> str:
    """A rules page's text with its line breaks and no-break spaces as plain spaces, the way a
    reader takes it in."""
    text = paths.rules_path(game_id, language).read_text(encoding="utf-8")
    return re.sub(r"[\s\u00a0]+", " ", text)


@pytest.mark.parametrize(
    ("game_id", "language", "gone", "said"),
    [
        (
            "flowers",
            "fr",
            "la carte en dessous est montrée une fois",
            "la carte suivante n’est retournée qu’une fois la carte prise posée",
        ),
        (
            "flowers",
            "fr",
            "10 ou moins Débutant, 11–17 Apprenti",
            "10 points ou moins : Débutant ; de 11 à 17 : Apprenti ; de 18 à 24 : Expert ; 25 et"
            " plus : Maître.",
        ),
        (
            "flowers",
            "de",
            "10 oder weniger Anfänger, 11–17 Lehrling",
            "10 Punkte oder weniger: Anfänger; 11 bis 17: Lehrling; 18 bis 24: Experte; 25 und"
            " mehr: Meister.",
        ),
        (
            "flowers",
            "fr",
            "Leurs cartes à venir étaient connues, comme Annuler",
            "on en connaissait déjà les cartes à venir (c’est pour la même raison qu’Annuler ne"
            " revient jamais sur une carte montrée). Bouquet vous prévient avant",
        ),
        (
            "flowers",
            "fr",
            "pour lire lequel",
            "Laissez le pointeur sur une carte marquée pour savoir de quel coup il s’agit",
        ),
        (
            "petal-plotters",
            "fr",
            "en travers à côté de votre garnison",
            "posée face cachée et en travers, sous votre garnison (Bouquet la montre là, sous"
            " les premières cartes de la rangée, dans le cadre de votre garnison)",
        ),
        (
            "petal-plotters",
            "de",
            "quer neben deine Garnison",
            "verdeckt und quer unter deine Garnison gelegt (Bouquet zeigt sie dort, unter den"
            " ersten Karten der Reihe, im Feld deiner Garnison)",
        ),
        (
            "petal-plotters",
            "fr",
            "vous laissent tranquille",
            "les capacités qui visent les cartes en main (passer une carte) ne vous concernent"
            " plus",
        ),
        (
            "petal-plotters",
            "fr",
            "4 Sauterelle, 1 Grenouille, 10 Escouade bleue",
            "à 2–3 joueurs, 1 Grand Calao, 2 Escargots ou Araignées, 4 Sauterelles, 1 Grenouille"
            " et 10 cartes de l’Escouade bleue",
        ),
        (
            "petal-plotters",
            "fr",
            "le bout du haut vers le haut",
            "dans le bon sens (le haut de la carte en haut)",
        ),
        ("petal-plotters", "fr", "| Seul |", "| Gagnant seul | 3 | 2 | 3 | 2 | 2 |"),
        ("petal-plotters", "fr", "| À plusieurs |", "| Gagnants à plusieurs | 1 | 1 | 1 | 1 |"),
        ("petal-plotters", "de", "| Allein |", "| Alleiniger Sieger | 3 | 2 | 3 | 2 | 2 |"),
        ("petal-plotters", "de", "| Gemeinsam |", "| Gemeinsame Sieger | 1 | 1 | 1 | 1 |"),
        (
            "petal-plotters",
            "fr",
            "ne l’empêche que sans l’aide-mémoire, où la table",
            "Montrer une carte que la personne connaissait déjà ne bloque Annuler que si"
            " l’aide-mémoire est désactivé : sans lui,",
        ),
    ],
)
def test_the_rules_pages_say_it_as_the_play_tester_read_it(
    game_id: str, language: str, gone: str, said: str
) -> None:
    """The rules reader's words a French play tester stumbled on (session 56): an anglicism
    ("comme Annuler ne revient jamais"), ranks run together without punctuation, "lequel"
    standing for nothing, the victory card "à côté de" the Garrison where the rulebook lays it
    below, singular nouns after numbers, "Seul / À plusieurs" as the Victory Points' rows."""
    words = page_words(game_id, language)
    assert gone not in words
    assert said in words


def test_what_a_petal_plotters_player_knows_is_told_in_paragraphs() -> None:
    """Interpretation 8 of the French page was one paragraph of some 300 words (play tester,
    session 56): it is told in paragraphs, none past 120 words."""
    text = paths.rules_path("petal-plotters", "fr").read_text(encoding="utf-8")
    item = re.search(r"^8\. \*\*Ce que sait un joueur.*?(?=^9\. )", text, re.M | re.S)
    assert item is not None
    paragraphs = item.group(0).strip().split("\n\n")
    assert len(paragraphs) >= 3
    assert max(len(paragraph.split()) for paragraph in paragraphs) <= 120
