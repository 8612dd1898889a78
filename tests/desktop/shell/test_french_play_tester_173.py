"""The French words a family's hot-seat Flowers play test found odd (session 56): a move taken
back said "les coups joués par Joueur 2 … au Joueur 2", a new game's question read as a
statement, the records' "Aucun champ … 0" and replay tooltip, the tie line's "le moins de"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from desktop import i18n
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
            "Another game replaces the unfinished game you can resume:\n{game}\nSave it first?",
            "Commencer une autre partie remplacera la partie inachevée que vous pouvez"
            f" reprendre{NBSP}:\n{{game}}\nL’enregistrer d’abord{NBSP}?",
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
