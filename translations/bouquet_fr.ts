<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
  <context>
    <name>CommandLine</name>
    <message>
      <location filename="../desktop/app.py" line="105" />
      <source>--lang applies only to a new start; the running Bouquet keeps its language (Settings can change it).</source>
      <translation>--lang ne vaut qu’au lancement de Bouquet ; le Bouquet déjà ouvert garde sa langue (vous pouvez la changer dans les Paramètres).</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="71" />
      <source>--lang needs one of the languages system, en, fr or de.</source>
      <translation>--lang attend l’une des langues system, en, fr ou de.</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="87" />
      <source>-style needs the name of a style, such as -style Fusion.</source>
      <translation>-style attend le nom d’un style, par exemple -style Fusion.</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="82" />
      <source>Bouquet cannot use these arguments: {arguments}. See bouquet --help.</source>
      <translation>Bouquet ne peut pas utiliser ces arguments : {arguments}. Voir bouquet --help.</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="59" />
      <source>Bouquet does not know the argument {argument}. See bouquet --help.</source>
      <translation>Bouquet ne connaît pas l’argument {argument}. Voir bouquet --help.</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="74" />
      <source>Bouquet does not know the language {given}: --lang needs one of system, en, fr or de.</source>
      <translation>Bouquet ne connaît pas la langue {given} : --lang attend l’une des langues system, en, fr ou de.</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="97" />
      <source>Bouquet is already running: its window comes to the front and is asked to open {files}.</source>
      <translation>Bouquet est déjà ouvert : sa fenêtre passe au premier plan, et il lui est demandé d’ouvrir {files}.</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="94" />
      <source>Bouquet is already running: its window comes to the front.</source>
      <translation>Bouquet est déjà ouvert : sa fenêtre passe au premier plan.</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="57" />
      <source>The file name is empty.</source>
      <translation>Le nom du fichier est vide.</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="37" />
      <source>Usage: bouquet [SAVE_FILE] [--lang system|en|fr|de] [-- SAVE_FILE...]

Bouquet: flower-themed tabletop games on one offline table.

  SAVE_FILE      a saved game (.bouquet) to open
  --lang LANG    the language for this run: system, en, fr or de
                 (without it, the one chosen in Settings)
  -style NAME    a Qt widget style for this run, such as Fusion
                 (Qt's other options, such as -reverse, are taken too)
  --debug        also write the app's debug messages, for a bug report,
                 to {log}
  --version      print the version and quit
  -h, --help     print this help and quit
  --             what follows are file names, even those that begin
                 with “-” (or write ./-name)</source>
      <translation>Utilisation : bouquet [PARTIE] [--lang system|en|fr|de] [-- PARTIE...]

Bouquet : des jeux de cartes fleuris réunis sur une même table, hors ligne.

  PARTIE         une partie enregistrée (.bouquet) à ouvrir
  --lang LANGUE  la langue de cette session : system, en, fr ou de
                 (sans elle, celle choisie dans les Paramètres)
  -style NOM     un style de widgets Qt pour cette session, comme Fusion
                 (les autres options de Qt, comme -reverse, sont acceptées aussi)
  --debug        écrit aussi les messages de débogage, pour un signalement,
                 dans {log}
  --version      affiche la version et quitte
  -h, --help     affiche cette aide et quitte
  --             la suite ne nomme que des fichiers, même ceux qui
                 commencent par « - » (ou écrivez ./-nom)</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="56" />
      <source>bouquet: error: {message}</source>
      <translation>bouquet : erreur : {message}</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="64" />
      <source>{argument} begins with “-”, as an option does: to open the file of that name, write {file}.</source>
      <translation>{argument} commence par « - », comme une option : pour ouvrir le fichier de ce nom, écrivez {file}.</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="90" />
      <source>{option} needs a value after it. See bouquet --help.</source>
      <translation>{option} attend une valeur après lui. Voir bouquet --help.</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="102" />
      <source>“{path}”</source>
      <translation>« {path} »</translation>
    </message>
  </context>
  <context>
    <name>ComputerLevel</name>
    <message>
      <location filename="../desktop/i18n.py" line="1105" />
      <source>AI easy</source>
      <translation>IA facile</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1109" />
      <source>AI hard</source>
      <translation>IA difficile</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1107" />
      <source>AI normal</source>
      <translation>IA normale</translation>
    </message>
  </context>
  <context>
    <name>ComputerNames</name>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="63" />
      <source>Daisy</source>
      <extracomment>Flower names used as first names: the names New Game gives the computer players. Write a first name your language has that is also a flower's (French Marguerite, German Rosa), or a flower name used as a first name; every name different.</extracomment>
      <translation>Marguerite</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="67" />
      <source>Fern</source>
      <extracomment>Flower names used as first names: the names New Game gives the computer players. Write a first name your language has that is also a flower's (French Marguerite, German Rosa), or a flower name used as a first name; every name different.</extracomment>
      <translation>Jasmine</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="62" />
      <source>Iris</source>
      <extracomment>Flower names used as first names: the names New Game gives the computer players. Write a first name your language has that is also a flower's (French Marguerite, German Rosa), or a flower name used as a first name; every name different.</extracomment>
      <translation>Iris</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="65" />
      <source>Lily</source>
      <extracomment>Flower names used as first names: the names New Game gives the computer players. Write a first name your language has that is also a flower's (French Marguerite, German Rosa), or a flower name used as a first name; every name different.</extracomment>
      <translation>Lili</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="64" />
      <source>Poppy</source>
      <extracomment>Flower names used as first names: the names New Game gives the computer players. Write a first name your language has that is also a flower's (French Marguerite, German Rosa), or a flower name used as a first name; every name different.</extracomment>
      <translation>Capucine</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="61" />
      <source>Rose</source>
      <extracomment>Flower names used as first names: the names New Game gives the computer players. Write a first name your language has that is also a flower's (French Marguerite, German Rosa), or a flower name used as a first name; every name different.</extracomment>
      <translation>Rose</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="66" />
      <source>Violet</source>
      <extracomment>Flower names used as first names: the names New Game gives the computer players. Write a first name your language has that is also a flower's (French Marguerite, German Rosa), or a flower name used as a first name; every name different.</extracomment>
      <translation>Violette</translation>
    </message>
  </context>
  <context>
    <name>EndGameDialog</name>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="383" />
      <source>1st</source>
      <translation>1re</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="384" />
      <source>2nd</source>
      <translation>2e</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="385" />
      <source>3rd</source>
      <translation>3e</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="386" />
      <source>4th</source>
      <translation>4e</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="387" />
      <source>5th</source>
      <translation>5e</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="331" />
      <source>A new game with the same players and options, dealt anew (a new code).</source>
      <translation>Une nouvelle partie avec les mêmes joueurs et options, distribuée à nouveau (un nouveau code).</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="145" />
      <source>Game over</source>
      <translation>Partie terminée</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="258" />
      <source>Place</source>
      <translation>Place</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="315" />
      <source>Play again</source>
      <translation>Rejouer</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="315" />
      <source>Play again (new code)</source>
      <translation>Rejouer (nouveau code)</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="313" />
      <source>Play again (same code)</source>
      <translation>Rejouer (même code)</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="266" />
      <source>Rank</source>
      <translation>Rang</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="193" />
      <source>Shared win: {names}</source>
      <translation>Victoire partagée : {names}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="321" />
      <source>The same cards again (the same code): a replay, listed in your solo results but not counted toward your best score and rank.</source>
      <translation>Les mêmes cartes à nouveau (le même code) : une partie rejouée, listée dans vos résultats en solo mais qui ne compte pas pour votre meilleur score ni votre rang.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="326" />
      <source>The same game again: the same players, options and cards (the same code).</source>
      <translation>La même partie à nouveau : mêmes joueurs, mêmes options et mêmes cartes (le même code).</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="249" />
      <source>Tie-break</source>
      <translation>Départage</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="236" />
      <source>Total</source>
      <translation>Total</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="183" />
      <source>You scored {score} point</source>
      <translation>Vous avez marqué {score} point</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="177" />
      <source>You scored {score} point: {rank}</source>
      <translation>Vous avez marqué {score} point : {rank}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="185" />
      <source>You scored {score} points</source>
      <translation>Vous avez marqué {score} points</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="179" />
      <source>You scored {score} points: {rank}</source>
      <translation>Vous avez marqué {score} points : {rank}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="203" />
      <source>winner</source>
      <translation>gagne</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="195" />
      <source>{game} · challenge code {code}</source>
      <translation>{game} · code de défi {code}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="165" />
      <source>{name} scored {score} point</source>
      <translation>{name} a marqué {score} point</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="167" />
      <source>{name} scored {score} points</source>
      <translation>{name} a marqué {score} points</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="189" />
      <source>{name} wins!</source>
      <translation>{name} gagne !</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="231" />
      <source>{points} ({count}×)</source>
      <translation>{points} ({count}×)</translation>
    </message>
  </context>
  <context>
    <name>FileDialog</name>
    <message>
      <location filename="../desktop/dialogs/file_dialog.py" line="110" />
      <source>&amp;Look in:</source>
      <translation>&amp;Voir dans :</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/file_dialog.py" line="65" />
      <source>Bouquet game</source>
      <translation>Partie Bouquet</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/file_dialog.py" line="61" />
      <source>Drive</source>
      <translation>Lecteur</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/file_dialog.py" line="68" />
      <source>File</source>
      <translation>Fichier</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/file_dialog.py" line="114" />
      <source>Files of &amp;type:</source>
      <translation>&amp;Fichiers de type :</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/file_dialog.py" line="63" />
      <source>Folder</source>
      <translation>Dossier</translation>
    </message>
  </context>
  <context>
    <name>FileName</name>
    <message>
      <location filename="../desktop/i18n.py" line="1126" />
      <location filename="../desktop/i18n.py" line="1133" />
      <source>“%1”</source>
      <translation>« %1 »</translation>
    </message>
  </context>
  <context>
    <name>FlowersBoard</name>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4391" />
      <source>%1 (change %2)</source>
      <translation>%1 (écart : %2)</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4370" />
      <source>%1 at %2 points: %3 short</source>
      <translation>%1 dès %2 points : il vous en manquait %3</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4376" />
      <source>%1 at %2 points: %3 to go</source>
      <translation>%1 dès %2 points : encore %3 points</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4368" />
      <source>%1 at %2 points: 1 short</source>
      <translation>%1 dès %2 points : il manquait 1 point</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4374" />
      <source>%1 at %2 points: 1 to go</source>
      <translation>%1 dès %2 points : encore 1 point</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3549" />
      <source>%1 card</source>
      <translation>%1 carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3485" />
      <location filename="../desktop/games/flowers/board.py" line="3544" />
      <source>%1 card left</source>
      <translation>%1 carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3549" />
      <source>%1 cards</source>
      <translation>%1 cartes</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3485" />
      <location filename="../desktop/games/flowers/board.py" line="3544" />
      <source>%1 cards left</source>
      <translation>%1 cartes</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2449" />
      <source>%1 in row %2, column %3</source>
      <translation>%1 de la ligne %2, colonne %3</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4455" />
      <location filename="../desktop/games/flowers/board.py" line="4457" />
      <source>%1 is playing…</source>
      <translation>%1 joue…</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3716" />
      <source>%1 pt</source>
      <translation>%1 pt</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3716" />
      <source>%1 pts</source>
      <translation>%1 pts</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="78" />
      <source>%1 with a blue butterfly</source>
      <translation>%1 avec un papillon bleu</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="79" />
      <source>%1 with a green butterfly</source>
      <translation>%1 avec un papillon vert</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="77" />
      <source>%1 with a red butterfly</source>
      <translation>%1 avec un papillon rouge</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="76" />
      <source>%1 with a yellow butterfly</source>
      <translation>%1 avec un papillon jaune</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2259" />
      <location filename="../desktop/games/flowers/board.py" line="3490" />
      <source>%1 · %2</source>
      <translation>%1 · %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2106" />
      <source>%1 — %2</source>
      <translation>%1 — %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2238" />
      <source>%1 — the game ends once this card is placed</source>
      <translation>%1 — la partie s’arrête une fois cette carte posée</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2240" />
      <source>%1 — the game then ends</source>
      <translation>%1 — la partie s’arrête alors</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2232" />
      <source>%1 — the timer discards the %2</source>
      <translation>%1 — le compte à rebours défausse le %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4359" />
      <source>%1 → %2</source>
      <translation>%1 → %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3047" />
      <location filename="../desktop/games/flowers/board.py" line="3645" />
      <source>%1's garden</source>
      <translation>Jardin de %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3482" />
      <source>%1, on top of a face-up stack</source>
      <translation>%1, sur le dessus d’une pile face visible</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2057" />
      <source>%1, your turn — your garden is now the large one</source>
      <translation>%1, à vous de jouer : votre jardin est affiché en grand</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3060" />
      <location filename="../desktop/games/flowers/board.py" line="4723" />
      <location filename="../desktop/games/flowers/board.py" line="5167" />
      <source>%1. %2</source>
      <translation>%1. %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3079" />
      <source>%1: %2</source>
      <translation>%1 : %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4401" />
      <source>%1: %2 or less</source>
      <translation>%1 : %2 ou moins</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4407" />
      <source>%1: %2 or more</source>
      <translation>%1 : %2 ou plus</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4409" />
      <source>%1: %2–%3</source>
      <translation>%1 : %2–%3</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3484" />
      <source>A face-down stack: its top card is hidden</source>
      <translation>Une pile face cachée : sa carte du dessus reste cachée</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4416" />
      <source>Apprentice</source>
      <translation>Apprenti</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4415" />
      <source>Beginner</source>
      <translation>Débutant</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3613" />
      <source>Card in hand</source>
      <translation>Carte en main</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3497" />
      <source>Click to see %1's garden large (Page Down: the next garden)</source>
      <translation>Cliquez pour voir le jardin de %1 en grand (Page suivante : le jardin suivant)</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2993" />
      <source>Click, or press Esc, to go back to your garden</source>
      <translation>Cliquez, ou appuyez sur Échap, pour revenir à votre jardin</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4705" />
      <source>Cover this card</source>
      <translation>Recouvrir cette carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4019" />
      <source>Covered: it does not score, but it goes with the card on top if that one is removed (−1).</source>
      <translation>Recouverte : elle ne rapporte rien, mais elle est retirée avec la carte du dessus si celle-ci l’est (−1).</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3552" />
      <source>Discard pile</source>
      <translation>Défausse</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3941" />
      <source>Drag a card from a stack onto your garden, click a stack, or press its number.</source>
      <translation>Faites glisser une carte d’une pile vers votre jardin, cliquez sur une pile, ou appuyez sur son numéro.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3944" />
      <source>Drag this card to a highlighted cell: next to a card, or on top of one to cover it. You can also click a cell, or use the arrow keys and Enter.</source>
      <translation>Faites glisser cette carte sur une case en surbrillance : à côté d’une carte, ou par-dessus pour la recouvrir. Vous pouvez aussi cliquer sur une case, ou utiliser les flèches et Entrée.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2276" />
      <location filename="../desktop/games/flowers/board.py" line="3606" />
      <source>Draw a card</source>
      <translation>Piocher une carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2278" />
      <source>Draw from the face-down stack</source>
      <translation>Piocher dans la pile face cachée</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4815" />
      <source>Drop the card on a highlighted cell of your garden.</source>
      <translation>Déposez la carte sur une case en surbrillance de votre jardin.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3054" />
      <source>Esc, Enter or a click: back to your garden</source>
      <translation>Échap, Entrée ou un clic : retour à votre jardin</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4417" />
      <source>Expert</source>
      <translation>Expert</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3078" />
      <location filename="../desktop/games/flowers/board.py" line="4298" />
      <source>Final score</source>
      <translation>Score final</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4304" />
      <source>Final score — %1</source>
      <translation>Score final — %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4435" />
      <source>Game over: %1 point.</source>
      <translation>Partie terminée : %1 point.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4435" />
      <source>Game over: %1 points.</source>
      <translation>Partie terminée : %1 points.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4446" />
      <source>Game over: %1 share the victory with %2 point.</source>
      <translation>Partie terminée : %1 se partagent la victoire avec %2 point.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4448" />
      <source>Game over: %1 share the victory with %2 points.</source>
      <translation>Partie terminée : %1 se partagent la victoire avec %2 points.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4439" />
      <source>Game over: %1 wins with %2 point.</source>
      <translation>Partie terminée : %1 gagne avec %2 point.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4441" />
      <source>Game over: %1 wins with %2 points.</source>
      <translation>Partie terminée : %1 gagne avec %2 points.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="5322" />
      <source>Go back to your garden to play: press Esc.</source>
      <translation>Revenez à votre jardin pour jouer : appuyez sur Échap.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="1366" />
      <source>If you place it here</source>
      <translation>Si vous la posez ici</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4062" />
      <source>In a valid group of %1.</source>
      <translation>Dans un groupe valide de %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4075" />
      <source>Its butterfly touches a card of the butterfly's colour: +1.</source>
      <translation>Son papillon touche une carte de la couleur du papillon : +1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4078" />
      <source>Its butterfly touches no card of its colour: it earns 0.</source>
      <translation>Son papillon ne touche aucune carte de sa couleur : il rapporte 0.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4057" />
      <source>Its group has %1 cards; it needs exactly %2.</source>
      <translation>Son groupe compte %1 cartes ; il en faut exactement %2.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4053" />
      <source>Its group has 1 card; it needs exactly %1.</source>
      <translation>Son groupe compte 1 carte ; il en faut exactement %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4535" />
      <source>Last turn: the game ends once the card you draw is placed.</source>
      <translation>Dernier tour : la partie s’arrête une fois posée la carte que vous piochez.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4530" />
      <source>Last turn: the game ends once this card is placed.</source>
      <translation>Dernier tour : la partie s’arrête une fois cette carte posée.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4418" />
      <source>Master</source>
      <translation>Maître</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="5357" />
      <source>No free cell further along this column: ← or → go to another column.</source>
      <translation>Aucune autre case libre dans cette colonne : ← ou → pour changer de colonne.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="5356" />
      <source>No free cell further along this row: ↑ or ↓ go to another row.</source>
      <translation>Aucune autre case libre sur cette ligne : ↑ ou ↓ pour changer de ligne.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4046" />
      <source>Not in a valid group of %1 yet: it would be removed (−%2).</source>
      <translation>Pas encore dans un groupe valide de %1 : elle serait retirée (−%2).</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4044" />
      <source>Not in a valid group of %1: it is removed (−%2).</source>
      <translation>Pas dans un groupe valide de %1 : elle est retirée (−%2).</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="5298" />
      <source>Nothing to cancel. Esc takes back a card while you drag it, and brings your garden back when another player's is shown large.</source>
      <translation>Rien à annuler. Échap remet en place une carte pendant que vous la faites glisser, et ramène votre jardin quand celui d’un autre joueur est affiché en grand.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4851" />
      <source>Now click a highlighted cell, or drag the card there.</source>
      <translation>Cliquez maintenant sur une case en surbrillance, ou faites-y glisser la carte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3062" />
      <source>Page Down, Page Up: the other gardens</source>
      <translation>Page suivante, Page précédente : les autres jardins</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4068" />
      <source>Part of a field of %1 cards that touches no purple starting card: in the Summer variant it does not score.</source>
      <translation>Fait partie d’un champ de %1 cartes qui ne touche aucune carte de départ violette : dans la variante d’été, il ne marque rien.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4066" />
      <source>Part of a field of %1 cards.</source>
      <translation>Fait partie d’un champ de %1 cartes.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2382" />
      <source>Place a card</source>
      <translation>Poser une carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2403" />
      <source>Place a card %1</source>
      <translation>Poser une carte %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2404" />
      <source>Place the %1 %2</source>
      <translation>Poser le %1 %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4707" />
      <source>Place your card here</source>
      <translation>Posez votre carte ici</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4483" />
      <source>Place your card on a highlighted cell (drag it, click the cell, or the arrows and Enter).</source>
      <translation>Posez votre carte sur une case en surbrillance (glissez-la, cliquez sur la case, ou flèches et Entrée).</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4498" />
      <source>Place your card on a highlighted cell.</source>
      <translation>Posez votre carte sur une case en surbrillance.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3459" />
      <location filename="../desktop/games/flowers/board.py" line="4288" />
      <source>Placed since your last move.</source>
      <translation>Posée depuis votre dernier coup.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3587" />
      <source>Player %1</source>
      <translation>Joueur %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4360" />
      <source>Rank</source>
      <translation>Rang</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3078" />
      <location filename="../desktop/games/flowers/board.py" line="4298" />
      <source>Score if the game ended now</source>
      <translation>Score si la partie finissait maintenant</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4306" />
      <source>Score if the game ended now — %1</source>
      <translation>Score si la partie finissait maintenant — %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="608" />
      <source>Seat %1</source>
      <translation>Place %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="5480" />
      <source>Show which value groups are valid, your fields and scoring butterflies</source>
      <translation>Montrer les groupes de valeurs valides, vos champs et les papillons qui marquent</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4040" />
      <source>Starting card: it has no value and can never be covered.</source>
      <translation>Carte de départ : elle n’a pas de valeur et ne peut jamais être recouverte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2286" />
      <source>Take the %1</source>
      <translation>Piocher le %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2288" />
      <source>Take the %1 from the left stack</source>
      <translation>Piocher le %1 de la pile de gauche</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2291" />
      <source>Take the %1 from the middle stack</source>
      <translation>Piocher le %1 de la pile du milieu</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2290" />
      <source>Take the %1 from the right stack</source>
      <translation>Piocher le %1 de la pile de droite</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4544" />
      <source>Taking %1 ends the game once the card is placed.</source>
      <translation>Piocher %1 arrête la partie une fois la carte posée.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4546" />
      <source>Taking %1 or %2 ends the game once the card is placed.</source>
      <translation>Piocher %1 ou %2 arrête la partie une fois la carte posée.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="5478" />
      <source>Teaching overlay</source>
      <translation>Aide visuelle</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="5295" />
      <source>The blue frame shows the stack you draw from: ←/→ moves it, Enter draws.</source>
      <translation>Le cadre bleu montre la pile où vous piochez : ←/→ le déplace, Entrée pioche.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="5292" />
      <source>The blue frame shows where your card goes: the arrows move it, Enter places it.</source>
      <translation>Le cadre bleu montre où va votre carte : les flèches le déplacent, Entrée la pose.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3920" />
      <source>The card you drew must be placed: it cannot go back to its stack. The arrow keys move between the places.</source>
      <translation>La carte piochée doit être posée : elle ne peut pas retourner dans sa pile. Les touches fléchées parcourent les emplacements.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3916" />
      <source>The card you took stays in hand: Undo (%1) puts it back on its stack until it is placed. The arrow keys move between the places.</source>
      <translation>La carte prise reste en main : Annuler (%1) la remet sur sa pile tant qu’elle n’est pas posée. Les touches fléchées parcourent les emplacements.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3929" />
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3457" />
      <location filename="../desktop/games/flowers/board.py" line="4285" />
      <source>The last move placed this card.</source>
      <translation>Le dernier coup a posé cette carte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3477" />
      <source>The next card of this face-up stack: it is turned face up once the card taken from it is placed.</source>
      <translation>La prochaine carte de cette pile : elle sera retournée une fois posée la carte qu’on y a prise.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4488" />
      <source>Then the timer discards the face-up %1.</source>
      <translation>Ensuite, le compte à rebours défausse la carte visible, le %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4321" />
      <source>Total</source>
      <translation>Total</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4082" />
      <source>Under it, from the top: %1.</source>
      <translation>En dessous, de haut en bas : %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3935" />
      <location filename="../desktop/games/flowers/board.py" line="3937" />
      <source>Wait for %1.</source>
      <translation>Attendez %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4843" />
      <source>You can only place cards in your own garden.</source>
      <translation>Vous ne pouvez poser des cartes que dans votre propre jardin.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4571" />
      <source>You cannot take that card now.</source>
      <translation>Vous ne pouvez pas piocher cette carte maintenant.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3645" />
      <source>Your garden (%1)</source>
      <translation>Votre jardin (%1)</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4509" />
      <source>Your garden is now the large one.</source>
      <translation>C’est votre jardin qui est affiché en grand.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4693" />
      <source>Your score would be %1 (change %2).</source>
      <translation>Votre score serait de %1 (écart : %2).</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3052" />
      <source>Your turn: Esc, Enter or a click takes you back to your garden</source>
      <translation>À vous : Échap, Entrée ou un clic vous ramène à votre jardin</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4462" />
      <source>Your turn: Esc, Enter or a click takes you back to your garden to draw a card.</source>
      <translation>À vous : Échap, Entrée ou un clic vous ramène à votre jardin pour piocher une carte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4464" />
      <source>Your turn: Esc, Enter or a click takes you back to your garden to place your card.</source>
      <translation>À vous : Échap, Entrée ou un clic vous ramène à votre jardin pour poser votre carte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4472" />
      <source>Your turn: draw a card from a stack (drag it, click it, press %1, or ←/→ and Enter).</source>
      <translation>À vous : piochez une carte dans une pile (glissez-la, cliquez dessus, tapez %1, ou ←/→ et Entrée).</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4479" />
      <source>Your turn: draw a card from a stack.</source>
      <translation>À vous : piochez une carte dans une pile.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4540" />
      <source>a card from the face-down stack</source>
      <translation>une carte de la pile face cachée</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="87" />
      <source>a face-down card</source>
      <translation>une carte face cachée</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2459" />
      <source>above the %1</source>
      <translation>dans la case au‑dessus du %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2397" />
      <source>at %2 (%1)</source>
      <translation>en %2 (%1)</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2392" />
      <source>at %2 (on the %1)</source>
      <translation>en %2 (sur le %1)</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2457" />
      <source>below the %1</source>
      <translation>dans la case sous le %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="62" />
      <source>blue %1</source>
      <translation>%1 bleu</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3490" />
      <source>click or drag it to draw</source>
      <translation>cliquez dessus ou faites-la glisser pour la piocher</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="63" />
      <source>green %1</source>
      <translation>%1 vert</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4285" />
      <source>last move</source>
      <translation>dernier coup</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2458" />
      <source>left of the %1</source>
      <translation>à gauche du %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="468" />
      <source>leftmost %1</source>
      <translation>%1 le plus à gauche</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="471" />
      <source>lowest %1</source>
      <translation>%1 le plus bas</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2467" />
      <source>next to the purple starting card</source>
      <translation>à côté de la carte de départ violette</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2453" />
      <source>on the %1</source>
      <translation>sur le %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="61" />
      <source>red %1</source>
      <translation>%1 rouge</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2456" />
      <source>right of the %1</source>
      <translation>à droite du %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="469" />
      <source>rightmost %1</source>
      <translation>%1 le plus à droite</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4288" />
      <source>since your last move</source>
      <translation>depuis votre dernier coup</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="1603" />
      <location filename="../desktop/games/flowers/board.py" line="2215" />
      <source>the %1</source>
      <translation>le %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="1609" />
      <source>the %1 in the middle</source>
      <translation>le %1 du milieu</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="1605" />
      <source>the %1 on the left</source>
      <translation>le %1 de gauche</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="1607" />
      <source>the %1 on the right</source>
      <translation>le %1 de droite</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="89" />
      <source>the purple starting card</source>
      <translation>la carte de départ violette</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="470" />
      <source>uppermost %1</source>
      <translation>%1 le plus haut</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="60" />
      <source>yellow %1</source>
      <translation>%1 jaune</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4251" />
      <source>✓ valid value group · ✗ removed at the end (−1 each, with what lay under it) · coloured outline: a field (dashed: it touches no purple card and did not score) · +1: a scoring butterfly</source>
      <translation>✓ groupe de valeurs valide · ✗ retirée à la fin (−1 chacune, avec ce qu’elle couvrait) · contour coloré : un champ (pointillé : il ne touchait aucune carte violette et n’a pas marqué) · +1 : un papillon qui marque</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4257" />
      <source>✓ valid value group · ✗ removed at the end (−1 each, with what lay under it) · coloured outline: a scoring field · +1: a scoring butterfly</source>
      <translation>✓ groupe de valeurs valide · ✗ retirée à la fin (−1 chacune, avec ce qu’elle couvrait) · contour coloré : un champ qui marque · +1 : un papillon qui marque</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4237" />
      <source>✓ valid value group · ✗ would be removed at the end · coloured outline: a field (dashed: it touches no purple card and does not score) · +1: a scoring butterfly</source>
      <translation>✓ groupe de valeurs valide · ✗ serait retirée à la fin · contour coloré : un champ (pointillé : il ne touche aucune carte violette et ne marque pas) · +1 : un papillon qui marque</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4243" />
      <source>✓ valid value group · ✗ would be removed at the end · coloured outline: a scoring field · +1: a scoring butterfly</source>
      <translation>✓ groupe de valeurs valide · ✗ serait retirée à la fin · contour coloré : un champ qui marque · +1 : un papillon qui marque</translation>
    </message>
  </context>
  <context>
    <name>FlowersHint</name>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2276" />
      <source>Draw a card</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is FlowersBoard's). French: the vous imperative, in lower case after the colon ("piochez le %1"); German: the du imperative ("Nimm die %1").</extracomment>
      <translation>piochez une carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2278" />
      <source>Draw from the face-down stack</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is FlowersBoard's). French: the vous imperative, in lower case after the colon ("piochez le %1"); German: the du imperative ("Nimm die %1").</extracomment>
      <translation>piochez dans la pile face cachée</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2382" />
      <source>Place a card</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is FlowersBoard's). French: the vous imperative, in lower case after the colon ("piochez le %1"); German: the du imperative ("Nimm die %1").</extracomment>
      <translation>posez une carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2403" />
      <source>Place a card %1</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is FlowersBoard's). French: the vous imperative, in lower case after the colon ("piochez le %1"); German: the du imperative ("Nimm die %1").</extracomment>
      <translation>posez une carte %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2404" />
      <source>Place the %1 %2</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is FlowersBoard's). French: the vous imperative, in lower case after the colon ("piochez le %1"); German: the du imperative ("Nimm die %1").</extracomment>
      <translation>posez le %1 %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2286" />
      <source>Take the %1</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is FlowersBoard's). French: the vous imperative, in lower case after the colon ("piochez le %1"); German: the du imperative ("Nimm die %1").</extracomment>
      <translation>piochez le %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2288" />
      <source>Take the %1 from the left stack</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is FlowersBoard's). French: the vous imperative, in lower case after the colon ("piochez le %1"); German: the du imperative ("Nimm die %1").</extracomment>
      <translation>piochez le %1 de la pile de gauche</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2291" />
      <source>Take the %1 from the middle stack</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is FlowersBoard's). French: the vous imperative, in lower case after the colon ("piochez le %1"); German: the du imperative ("Nimm die %1").</extracomment>
      <translation>piochez le %1 de la pile du milieu</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2290" />
      <source>Take the %1 from the right stack</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is FlowersBoard's). French: the vous imperative, in lower case after the colon ("piochez le %1"); German: the du imperative ("Nimm die %1").</extracomment>
      <translation>piochez le %1 de la pile de droite</translation>
    </message>
  </context>
  <context>
    <name>FlowersHistory</name>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2196" />
      <source>%1 and place it %2</source>
      <translation>%1 et le pose %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2349" />
      <source>%1 — it was the last card of its stack: the game ends</source>
      <translation>%1 — c’était la dernière carte de la pile : fin de la partie</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2347" />
      <source>%1 — it was the last card of the face-down stack: the game ends</source>
      <translation>%1 — c’était la dernière carte de la pile face cachée : fin de la partie</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2331" />
      <source>%1 — the timer discards the %2</source>
      <translation>%1 — le compte à rebours défausse le %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2341" />
      <source>%1 — the timer discards the %2, the last card of its stack: the game ends</source>
      <translation>%1 — le compte à rebours défausse le %2, dernière carte de la pile : fin de la partie</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2276" />
      <source>Draw a card</source>
      <translation>pioche une carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2278" />
      <source>Draw from the face-down stack</source>
      <translation>pioche dans la pile face cachée</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2199" />
      <source>Draw the %1 from the face-down stack and place it %2</source>
      <translation>pioche le %1 dans la pile face cachée et le pose %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2382" />
      <source>Place a card</source>
      <translation>pose une carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2403" />
      <source>Place a card %1</source>
      <translation>pose une carte %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2404" />
      <source>Place the %1 %2</source>
      <translation>pose le %1 %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2286" />
      <source>Take the %1</source>
      <translation>pioche le %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2288" />
      <source>Take the %1 from the left stack</source>
      <translation>pioche le %1 de la pile de gauche</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2291" />
      <source>Take the %1 from the middle stack</source>
      <translation>pioche le %1 de la pile du milieu</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2290" />
      <source>Take the %1 from the right stack</source>
      <translation>pioche le %1 de la pile de droite</translation>
    </message>
  </context>
  <context>
    <name>FlowersLesson</name>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="90" />
      <source>%1 point (%2)</source>
      <translation>%1 point (%2)</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="90" />
      <source>%1 points (%2)</source>
      <translation>%1 points (%2)</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="219" />
      <source>A butterfly earns 1 point when its card and a touching card of the butterfly's colour both stay to the end. Take the %1 and lay it on the orange frame, over the %2 (with the keys, 1 draws it and Enter places it): it becomes the fourth 4, and its butterfly touches the green card below it. The %2 stood alone and would be removed at the end (−2 with the card under it); covered, it no longer counts. With the 4s complete, your green row turns into a field of five.</source>
      <translation>Un papillon rapporte 1 point quand sa carte et une carte de la couleur du papillon qui la touche restent toutes deux jusqu’à la fin. Prenez le %1 et posez-le sur le cadre orange, par-dessus le %2 (au clavier, 1 le pioche et Entrée le pose) : il devient le quatrième 4, et son papillon touche la carte verte du dessous. Le %2 était seul et serait retiré à la fin (−2 avec la carte qu’il recouvre) ; recouvert, il ne compte plus. Avec les 4 au complet, votre ligne verte devient un champ de cinq.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="173" />
      <source>A few turns are now played for you. Once they are down, look at the marks on your cards. Each value must end in a group of exactly that many touching cards of that value, whatever their colour: a 1 stays alone, 2s come in pairs, 3s in threes, 4s in fours. Each colour has three 1s, six 2s, eight 3s and ten 4s: the 1s are rare, the 4s common.

✓ marks a valid group, like your two green 2s, framed in orange here. ✗ marks cards that would be removed at the end: −1 point each, and −1 for every card under them. Your 4s are only three so far.</source>
      <translation>Quelques tours sont maintenant joués pour vous. Une fois ces tours joués, regardez les marques sur vos cartes. Chaque valeur doit finir dans un groupe d’exactement autant de cartes de cette valeur qui se touchent, quelle que soit leur couleur : un 1 reste seul, les 2 vont par paires, les 3 par trois, les 4 par quatre. Chaque couleur compte trois 1, six 2, huit 3 et dix 4 : les 1 sont rares, les 4 courants.

✓ marque un groupe valide, comme vos deux 2 verts, encadrés ici en orange. ✗ marque les cartes qui seraient retirées à la fin : −1 point chacune, et −1 pour chaque carte en dessous d’elles. Vos 4 ne sont que trois pour l’instant.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="315" />
      <source>Almost! For this lesson, put the card on the orange frame.</source>
      <translation>Presque ! Pour cette leçon, posez la carte sur le cadre orange.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="215" />
      <source>Butterflies</source>
      <translation>Papillons</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="143" />
      <source>Covering</source>
      <translation>Recouvrir</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="119" />
      <source>Every turn you draw one card and place it. Take the face-up %1: drag it out of its stack and drop it on the orange frame, to the right of your starting card (or click the card, then the frame; with the keys, 1 draws it and Enter places it).

A new card must share a whole edge with a card of your garden: touching only at a corner is not enough. While you hold a card, green frames show every cell where it may go.</source>
      <translation>À chaque tour, vous piochez une carte et la posez. Prenez le %1 face visible : faites-le glisser hors de sa pile et déposez-le sur le cadre orange, à droite de votre carte de départ (ou cliquez sur la carte, puis sur le cadre ; au clavier, 1 le pioche et Entrée le pose).

Une nouvelle carte doit partager un bord entier avec une carte de votre jardin : se toucher seulement par un coin ne suffit pas. Quand vous tenez une carte, des cadres verts montrent toutes les cases où elle peut aller.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="196" />
      <source>Fields</source>
      <translation>Champs</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="197" />
      <source>Five or more touching cards of one colour make a field: 1 point for each card in it, whatever its value. Your green row needs a fifth card: take the face-up %1 and put it at the right end of the row (with the keys, 1 draws it and Enter places it). A 1 must not touch another 1, so it is fine alone.

Watch the score: cards of a broken value group are removed before fields are counted, and your two green 4s belong to a group of only three 4s.</source>
      <translation>Cinq cartes ou plus d’une même couleur qui se touchent forment un champ : 1 point par carte, quelle que soit sa valeur. Votre ligne verte a besoin d’une cinquième carte : prenez le %1 face visible et posez-le au bout droit de la ligne (au clavier, 1 le pioche et Entrée le pose). Un 1 ne doit toucher aucun autre 1 : il peut donc rester seul.

Surveillez le score : les cartes d’un groupe de valeurs incomplet sont retirées avant de compter les champs, et vos deux 4 verts font partie d’un groupe de seulement trois 4.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="354" />
      <source>Flowers lesson</source>
      <translation>Leçon de Flowers</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="275" />
      <source>Free game</source>
      <translation>Partie libre</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="236" />
      <source>If the game ended now, your garden would score %1.

The game ends once a stack runs out: whoever takes its last card still places it. Alone, it also ends when the timer throws away the last face-up card, and your score earns a rank: Apprentice from 11 points, Expert from 18, Master from 25.</source>
      <translation>Si la partie finissait maintenant, votre jardin marquerait %1.

La partie se termine dès qu’une pile est épuisée : qui prend sa dernière carte la pose quand même. En solo, elle se termine aussi quand le compte à rebours défausse la dernière carte face visible, et votre score vous vaut un rang : Apprenti dès 11 points, Expert dès 18, Maître dès 25.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="100" />
      <source>In Flowers you grow a garden of flower cards. Each turn you draw one card and place it in your garden. Big fields of one colour score points; the values decide which cards survive the final count.

Your garden starts with one card: the %1 in the orange frame. This lesson takes about three minutes.</source>
      <translation>Dans Flowers, vous faites pousser un jardin de cartes fleurs. À chaque tour, vous piochez une carte et la posez dans votre jardin. Les grands champs d’une même couleur rapportent des points ; les valeurs décident quelles cartes survivent au décompte final.

Votre jardin commence avec une carte : le %1 dans le cadre orange. Cette leçon dure environ trois minutes.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="365" />
      <source>Keys: %1 draws the card, Enter places it on the orange frame.</source>
      <translation>Touches : %1 pioche la carte, Entrée la pose sur le cadre orange.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="368" />
      <source>Keys: the arrows move the blue frame, Enter places the card.</source>
      <translation>Touches : les flèches déplacent le cadre bleu, Entrée pose la carte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="288" />
      <source>Not sure which move is best? Press %1 (Hint): a good move is framed on the table, and the words under this step say why. The lesson has hints; a solo game of your own, played for its rank, has none.</source>
      <translation>Vous hésitez sur le meilleur coup ? Appuyez sur %1 (Conseil) : un bon coup est encadré sur la table, et le texte sous cette étape dit pourquoi. La leçon propose des conseils ; une vraie partie solo, jouée pour le rang, n’en propose pas.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="314" />
      <source>Not that one: for this lesson, take the card in the orange frame.</source>
      <translation>Pas celle-là : pour cette leçon, prenez la carte dans le cadre orange.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="247" />
      <source>Other ways to play</source>
      <translation>Autres façons de jouer</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="277" />
      <source>Play on: draw and place until a stack runs out (with the keys, 1 or 2 draws and Enter places). Hover a green frame, or move the blue one with the arrow keys, to see what your score would become.</source>
      <translation>Continuez : piochez et posez jusqu’à ce qu’une pile soit épuisée (au clavier, 1 ou 2 pioche et Entrée pose). Survolez un cadre vert, ou déplacez le cadre bleu avec les flèches, pour voir ce que deviendrait votre score.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="267" />
      <source>Press Next (Enter) to finish this game on your own: the teaching overlay and the score preview stay on.</source>
      <translation>Appuyez sur Suivant (Entrée) pour finir cette partie en solo : l’aide visuelle et l’aperçu du score restent affichés.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="155" />
      <source>So the face-up stack loses a card every turn, and a second when you take from it: it runs out first, and the game ends with it (after about 20 turns if you always take the face-up card).</source>
      <translation>La pile face visible perd donc une carte à chaque tour (le compte à rebours), et une deuxième quand vous y prenez la vôtre : elle s’épuise la première, et la partie s’arrête avec elle (après une vingtaine de tours si vous prenez toujours la carte face visible).</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="249" />
      <source>The Summer variant (New Game) adds purple starting cards: nothing may cover them, and only fields that touch one count.</source>
      <translation>La variante d’été (Nouvelle partie) ajoute des cartes de départ violettes : rien ne peut les recouvrir, et seuls les champs qui en touchent une comptent.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="108" />
      <source>The score panel counts your garden as if the game ended now: a lone 4 is not yet in a group of four 4s, so it would be removed (the ✗), and your score starts at −1.</source>
      <translation>Le panneau du score compte votre jardin comme si la partie s’arrêtait maintenant : un 4 seul n’est pas encore dans un groupe de quatre 4, il serait donc retiré (le ✗), et votre score commence à −1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="72" />
      <source>The score panel's line in colour, “%1”, then gives your total after that move and, in brackets, what the move gains or loses.</source>
      <translation>La ligne en couleur du panneau de score, « %1 », donne alors votre total après ce coup et, entre parenthèses, ce que le coup fait gagner ou perdre.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="187" />
      <source>Too many is as bad as too few: a group of three touching 2s is removed whole, −3 points.</source>
      <translation>Trop, c’est aussi grave que pas assez : un groupe de trois 2 qui se touchent est retiré en entier, −3 points.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="171" />
      <source>Value groups</source>
      <translation>Groupes de valeurs</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="357" />
      <source>Watch…</source>
      <translation>Regardez…</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="98" />
      <source>Welcome to Flowers</source>
      <translation>Bienvenue dans Flowers</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="235" />
      <source>Well done!</source>
      <translation>Bien joué !</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="208" />
      <source>Well played! The field does not count yet: two of its green cards are 4s, in a group of only three 4s, which is removed before fields are counted. The next step mends that.</source>
      <translation>Bien joué ! Le champ ne compte pas encore : deux de ses cartes vertes sont des 4, dans un groupe de trois 4 seulement, qui est retiré avant le décompte des champs. L’étape suivante y remédie.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="164" />
      <source>Well played! The score fell: at the end a card whose value has no group of its size is removed, −1 point for it and −1 for each card under it. The next step shows these groups.</source>
      <translation>Bien joué ! Le score a baissé : à la fin, une carte dont la valeur n’a pas de groupe de sa taille est retirée, −1 point pour elle et −1 pour chaque carte en dessous. L’étape suivante montre ces groupes.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="137" />
      <source>Well played! Then the next face-up card (the %1) was discarded: in a solo game that happens after each of your turns, as the next step explains.</source>
      <translation>Bien joué ! Ensuite, la carte face visible suivante (le %1) a été défaussée : en solo, cela se produit après chacun de vos tours, comme l’explique l’étape suivante.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="258" />
      <source>With 2 to 4 players there is no timer but three stacks, two of them face up; the other players' gardens are shown smaller around yours, and you take turns. When you take a face-up card, its stack shows a card back until you place it: then the next card turns up. The best score wins; on a tie, whoever removed fewer cards. Against other players, Hint (%1) shows you a good move and says why; a solo game, played for its rank, has none.</source>
      <translation>De 2 à 4 joueurs, pas de compte à rebours, mais trois piles, dont deux face visible ; les jardins des autres joueurs s’affichent en plus petit autour du vôtre, et on joue chacun son tour. Quand vous prenez une carte face visible, sa pile montre un dos de carte jusqu’à ce que vous la posiez : alors la carte suivante est retournée. Le meilleur score gagne ; en cas d’égalité, celui qui a retiré le moins de cartes. Contre d’autres joueurs, Conseil (%1) vous montre un bon coup et dit pourquoi ; une partie solo, jouée pour son rang, n’en a pas.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="145" />
      <source>You may also lay a card on top of one of yours. Only the top card of a pile counts; a small tab shows how many cards lie under it.

In this solo game, after each of your turns the face-up card is discarded and the next one turned up: the table calls this the timer. Now draw the face-down card and drop it on the %1 you just placed (with the keys, 2 draws it and Enter places it).</source>
      <translation>Vous pouvez aussi poser une carte par-dessus l’une des vôtres. Seule la carte du dessus d’un emplacement compte ; un petit onglet indique combien de cartes se trouvent dessous.

Dans cette partie solo, après chacun de vos tours, la carte face visible est défaussée et la suivante est retournée : c’est le compte à rebours de la partie. Piochez maintenant la carte face cachée et déposez-la sur le %1 que vous venez de poser (au clavier, 2 la pioche et Entrée la pose).</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="117" />
      <source>Your first card</source>
      <translation>Votre première carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="360" />
      <source>Your move: follow the orange frame.</source>
      <translation>À vous : suivez le cadre orange.</translation>
    </message>
  </context>
  <context>
    <name>GameBoard</name>
    <message>
      <location filename="../desktop/games/base.py" line="36" />
      <source>Enter: %1</source>
      <translation>Entrée : %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/base.py" line="348" />
      <source>It is not your turn.</source>
      <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
      <location filename="../desktop/games/base.py" line="354" />
      <source>Nothing to cancel. Esc takes back a card while you drag it.</source>
      <translation>Rien à annuler. Échap remet en place une carte pendant que vous la faites glisser.</translation>
    </message>
    <message>
      <location filename="../desktop/games/base.py" line="336" />
      <source>Your turn has just begun: click again.</source>
      <translation>Votre tour vient de commencer : cliquez de nouveau.</translation>
    </message>
  </context>
  <context>
    <name>GameCard</name>
    <message>
      <location filename="../desktop/start_screen.py" line="376" />
      <source>%3's best solo score (%1): %2</source>
      <translation>Meilleur score en solo de %3 (%1) : %2</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="382" />
      <source>%3's best solo score: %2</source>
      <translation>Meilleur score en solo de %3 : %2</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="338" />
      <source>A new game in the solo mode</source>
      <translation>Une nouvelle partie en mode solo</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="378" />
      <source>Best solo score (%1): %2</source>
      <translation>Meilleur score en solo (%1) : %2</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="382" />
      <source>Best solo score: %2</source>
      <translation>Meilleur score en solo : %2</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="336" />
      <source>Coming soon</source>
      <translation>Bientôt disponible</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="339" />
      <source>Lesson</source>
      <translation>Leçon</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="336" />
      <source>Play</source>
      <translation>Jouer</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="340" />
      <source>Rules</source>
      <translation>Règles</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="337" />
      <source>Solo</source>
      <translation>Solo</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="341" />
      <source>Solo results…</source>
      <translation>Résultats en solo…</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="333" />
      <source>solo mode</source>
      <translation>mode solo</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="327" />
      <source>{count} players</source>
      <translation>{count} joueurs</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="329" />
      <source>{low}–{high} players</source>
      <translation>{low} à {high} joueurs</translation>
    </message>
  </context>
  <context>
    <name>HandoffScreen</name>
    <message>
      <location filename="../desktop/table/handoff.py" line="290" />
      <source>I am {name}, show my cards</source>
      <translation>Je suis {name}, montrer mes cartes</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="292" />
      <source>Keys: {enter} or {space} when {name} is ready</source>
      <translation>Touches : {enter} ou {space} une fois {name} devant l’écran</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="206" />
      <source>Not taken yet: press again in a moment.</source>
      <translation>Pas encore pris en compte : appuyez de nouveau dans un instant.</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="289" />
      <source>Pass the screen to {name}</source>
      <translation>Passez l’écran à {name}</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="273" />
      <source>The screen is passed when it is a person's turn.</source>
      <translation>L’écran passera à la personne dont ce sera le tour.</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="219" />
      <source>The table is covered: its keys work once %1 has the screen.</source>
      <translation>La table est cachée : ses touches marchent une fois l’écran passé à %1.</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="263" />
      <source>The table is hidden so that nobody sees another player's cards.</source>
      <translation>La table est masquée pour que personne ne voie les cartes d’un autre joueur.</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="286" />
      <source>{name} is playing…</source>
      <translation>{name} joue…</translation>
    </message>
  </context>
  <context>
    <name>HistoryPanel</name>
    <message>
      <location filename="../desktop/history.py" line="159" />
      <location filename="../desktop/history.py" line="166" />
      <source>%1. %2</source>
      <translation>%1. %2</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="94" />
      <source>%1: %2</source>
      <translation>%1 : %2</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="449" />
      <source>At a shared screen, an earlier table would show one player's secret cards.</source>
      <translation>Sur un écran partagé, une table antérieure montrerait les cartes secrètes d’un joueur.</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="392" />
      <source>Hidden while the screen is passed on.</source>
      <translation>Masqué pendant que l’écran passe à un autre joueur.</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="316" />
      <source>Not taken back:</source>
      <translation>Coups maintenus :</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="443" />
      <source>Shows the table after this move, as you saw it then, to look at: Undo cannot go back past a move that showed a hidden card.</source>
      <translation>Montre la table après ce coup, telle que vous la voyiez alors, pour la regarder : Annuler ne peut pas revenir avant un coup qui a montré une carte cachée.</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="442" />
      <source>Shows the table after this move, as you saw it then.</source>
      <translation>Montre la table après ce coup, telle que vous la voyiez alors.</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="309" />
      <source>Since %1's last move:</source>
      <translation>Depuis le dernier coup de %1 :</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="310" />
      <source>Since your last move:</source>
      <translation>Depuis votre dernier coup :</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="307" />
      <source>So far:</source>
      <translation>Jusqu’ici :</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="509" />
      <source>Start of the game</source>
      <translation>Début de la partie</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="313" />
      <source>Taken back:</source>
      <translation>Coups annulés :</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="305" />
      <source>The last turns of the game:</source>
      <translation>Les derniers coups de la partie :</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="438" />
      <source>Undo cannot go back past a move that showed a hidden card, and this game is played from memory: its earlier tables are not shown again.</source>
      <translation>Annuler ne peut pas revenir avant un coup qui a montré une carte cachée, et cette partie se joue de mémoire : ses tables précédentes ne sont pas remontrées.</translation>
    </message>
  </context>
  <context>
    <name>Lesson</name>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="934" />
      <source>A good move for you, framed on the table, and why</source>
      <translation>Un bon coup pour vous, encadré sur la table, et pourquoi</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="923" />
      <source>A hint is for a move of yours: there is none to make now.</source>
      <translation>Un conseil vous aide à jouer votre coup : vous n’avez aucun coup à jouer maintenant.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="750" />
      <source>Back to step %1? The game you are playing here ends.</source>
      <translation>Revenir à l’étape %1 ? La partie que vous jouez ici s’arrête.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="630" />
      <source>Close the lesson? It starts again from the first step next time.</source>
      <translation>Fermer la leçon ? Elle reprendra à la première étape la prochaine fois.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="628" />
      <source>Close the lesson? The game you are playing here ends with it.</source>
      <translation>Fermer la leçon ? La partie que vous jouez ici s’arrête avec elle.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="914" />
      <source>Hints come in the free game at the end of the lesson: until then, the step's words and its orange frames show what to do.</source>
      <translation>Vous aurez des conseils dans la partie libre, à la fin de la leçon : d’ici là, le texte de l’étape et ses cadres orange montrent quoi faire.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="446" />
      <source>In a full game, Hint (%1) frames a good move and says why, and History (%2) lists every move.</source>
      <translation>Dans une partie complète, le Conseil (%1) encadre un bon coup et dit pourquoi, et l’Historique (%2) liste tous les coups.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="438" />
      <source>In a full game, History (%2) lists every move.</source>
      <translation>Dans une partie complète, l’Historique (%2) liste tous les coups.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="900" />
      <source>Looking for a good move…</source>
      <translation>Recherche d’un bon coup…</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="954" />
      <source>No hint could be found: {error}</source>
      <translation>Aucun conseil n’a pu être trouvé : {error}</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="228" />
      <source>Play a full game against the computer…</source>
      <translation>Jouer une partie complète contre l’ordinateur…</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="227" />
      <source>Play a full solo game…</source>
      <translation>Jouer une partie solo complète…</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="337" />
      <source>Play with others at one screen…</source>
      <translation>Jouer à plusieurs sur un même écran…</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="523" />
      <source>Press %1 (Enter) to read on.</source>
      <translation>Appuyez sur %1 (Entrée) pour lire la suite du texte.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="541" />
      <source>Press %1 (Enter) when you are ready.</source>
      <translation>Appuyez sur %1 (Entrée) quand vous êtes prêt.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="397" />
      <location filename="../desktop/tutorial/lesson.py" line="823" />
      <source>Read the explanation, then press Next (Enter).</source>
      <translation>Lisez l’explication, puis appuyez sur Suivant (Entrée).</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="127" />
      <source>Robin</source>
      <translation>Robin</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="470" />
      <source>Step %1 of %2</source>
      <translation>Étape %1 sur %2</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="453" />
      <source>The game is over: its result is on the table. Play a full game with the button below, or close the lesson.</source>
      <translation>La partie d’essai est finie : son résultat est sur la table. Jouez une partie complète avec le bouton ci-dessous, ou fermez la leçon.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="432" />
      <source>The game is over: its result is on the table. You may close the lesson.</source>
      <translation>La partie d’essai est finie : son résultat est sur la table. Vous pouvez fermer la leçon.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="210" />
      <source>The lesson could not be prepared, so here is a free game.</source>
      <translation>La leçon n’a pas pu être préparée : voici une partie libre.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="526" />
      <source>The words go on below: scroll down to read the rest.</source>
      <translation>Le texte continue plus bas : faites-le défiler pour lire la suite.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="439" />
      <source>There are no hints in a solo game that counts: its score and rank must be all your own.</source>
      <translation>Pas de conseil dans une partie solo qui compte : le score et le rang doivent être les vôtres.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="795" />
      <source>Well played!</source>
      <translation>Bien joué !</translation>
    </message>
  </context>
  <context>
    <name>LessonPanel</name>
    <message>
      <location filename="../desktop/tutorial/panel.py" line="310" />
      <source>Close the lesson</source>
      <translation>Fermer la leçon</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/panel.py" line="309" />
      <source>Hint (%1)</source>
      <translation>Conseil (%1)</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/panel.py" line="250" />
      <location filename="../desktop/tutorial/panel.py" line="258" />
      <source>More ↓</source>
      <translation>Suite ↓</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/panel.py" line="250" />
      <location filename="../desktop/tutorial/panel.py" line="258" />
      <source>Next</source>
      <translation>Suivant</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/panel.py" line="311" />
      <source>Rules (F1)</source>
      <translation>Règles (F1)</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/panel.py" line="307" />
      <source>Skip to free game</source>
      <translation>Passer à la partie libre</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/panel.py" line="251" />
      <source>The rest of this step's words</source>
      <translation>La suite du texte de cette étape</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/panel.py" line="303" />
      <source>This step again from its start once you have begun it, else the step before (%1)</source>
      <translation>Cette étape depuis son début si vous l’avez commencée, sinon l’étape précédente (%1)</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/panel.py" line="300" />
      <source>← Back</source>
      <translation>← Retour</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../desktop/main_window.py" line="4232" />
      <source>%1 looks at the card their move showed them, then passes the screen to %2.</source>
      <translation>%1 regarde la carte que son coup lui a montrée, puis passe l’écran à %2.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4236" />
      <source>%1 looks at the last card the pass brought them, then passes the screen to %2.</source>
      <translation>%1 regarde la dernière carte qu’on lui a passée, puis passe l’écran à %2.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1699" />
      <source>&amp;About Bouquet</source>
      <translation>À &amp;propos de Bouquet</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4019" />
      <source>&amp;Clear List</source>
      <translation>&amp;Vider la liste</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1681" />
      <source>&amp;Close Game</source>
      <translation>&amp;Fermer la partie</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1739" />
      <source>&amp;Edit</source>
      <translation>É&amp;dition</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1737" />
      <source>&amp;File</source>
      <translation>&amp;Fichier</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1693" />
      <source>&amp;Fit to Window</source>
      <translation>A&amp;juster à la fenêtre</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1741" />
      <source>&amp;Help</source>
      <translation>&amp;Aide</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1689" />
      <source>&amp;History (go back to a move)</source>
      <translation>&amp;Historique (revenir à un coup)</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1696" />
      <source>&amp;Keyboard Shortcuts</source>
      <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1698" />
      <source>&amp;Lesson</source>
      <translation>&amp;Leçon</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1690" />
      <source>&amp;Move Log (beside the table)</source>
      <translation>Jour&amp;nal des coups (à côté de la table)</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1677" />
      <source>&amp;New Game…</source>
      <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1678" />
      <source>&amp;Open…</source>
      <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1683" />
      <source>&amp;Quit</source>
      <translation>&amp;Quitter</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1685" />
      <location filename="../desktop/main_window.py" line="1874" />
      <source>&amp;Redo</source>
      <translation>&amp;Rétablir</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1876" />
      <source>&amp;Redo “{move}”</source>
      <translation>&amp;Rétablir « {move} »</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1878" />
      <source>&amp;Redo “{move}” and the {count} moves after it ({name})</source>
      <translation>&amp;Rétablir « {move} » et les {count} coups qui ont suivi ({name})</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1877" />
      <source>&amp;Redo “{move}” and {name}'s move after it</source>
      <translation>&amp;Rétablir « {move} » et le coup de {name} qui a suivi</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1695" />
      <source>&amp;Rules</source>
      <translation>&amp;Règles</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1679" />
      <source>&amp;Save</source>
      <translation>&amp;Enregistrer</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4881" />
      <source>&amp;Solo Results: {game}…</source>
      <translation>Résultats en &amp;solo : {game}…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4880" />
      <source>&amp;Solo Results…</source>
      <translation>Résultats en &amp;solo…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1684" />
      <location filename="../desktop/main_window.py" line="2068" />
      <source>&amp;Undo</source>
      <translation>&amp;Annuler</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2070" />
      <source>&amp;Undo “{move}”</source>
      <translation>&amp;Annuler « {move} »</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2072" />
      <source>&amp;Undo “{move}” and the {count} moves after it ({name})</source>
      <translation>&amp;Annuler « {move} » et les {count} coups qui ont suivi ({name})</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2071" />
      <source>&amp;Undo “{move}” and {name}'s move after it</source>
      <translation>&amp;Annuler « {move} » et le coup de {name} qui a suivi</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1740" />
      <source>&amp;View</source>
      <translation>Affic&amp;hage</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2139" />
      <source>(and the computer's move after it)</source>
      <translation>(et le coup de l’ordinateur qui a suivi)</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2141" />
      <source>(and the {count} computer moves after it)</source>
      <translation>(et les {count} coups de l’ordinateur qui ont suivi)</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2135" />
      <source>(this step alone: Undo again for the turn's steps before it)</source>
      <translation>(cette étape seule : annulez encore pour les étapes d’avant dans ce tour)</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2656" />
      <source>1 turn</source>
      <translation>1 tour</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3994" />
      <source>A file has the name of a folder on the way.</source>
      <translation>Un fichier porte le nom d’un dossier du chemin.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3970" />
      <source>A folder has that name.</source>
      <translation>Un dossier porte ce nom.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1918" />
      <source>A hint is for a game in progress: start or open one.</source>
      <translation>Un conseil suppose une partie en cours : commencez-en une ou ouvrez-en une.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1940" />
      <source>A hint is for a move of yours: there is none to make now.</source>
      <translation>Un conseil vous aide à jouer votre coup : vous n’avez aucun coup à jouer maintenant.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4841" />
      <source>A new best score and a new rank! Your best before: {best}.</source>
      <translation>Nouveau meilleur score et nouveau rang ! Votre meilleur jusqu’ici : {best}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4845" />
      <source>A new best score! Your best before: {best}.</source>
      <translation>Nouveau meilleur score ! Votre meilleur jusqu’ici : {best}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3493" />
      <source>A replay</source>
      <translation>Une partie rejouée</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="5023" />
      <source>About Bouquet</source>
      <translation>À propos de Bouquet</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="882" />
      <source>Alt+↑ and Alt+↓ step through the move log: {keys} shows it.</source>
      <translation>Alt+↑ et Alt+↓ parcourent le journal des coups : {keys} l’affiche.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3227" />
      <source>Another game replaces the unfinished game you can resume:
{game}</source>
      <translation>Commencer une autre partie remplacera la partie inachevée que vous pouvez reprendre :
{game}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2531" />
      <source>As saved in {name}: the autosave could not be written, and lacks its last moves.</source>
      <translation>Telle qu’enregistrée dans {name} : l’enregistrement automatique n’a pas pu être écrit, et il lui manque les derniers coups.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4086" />
      <source>Autosave failed</source>
      <translation>L’enregistrement automatique a échoué</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1477" />
      <source>Back to the end of the game.</source>
      <translation>Retour à la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1478" />
      <source>Back to the table as the game stands now.</source>
      <translation>Retour à la partie en cours.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3819" />
      <source>Bouquet games (*{suffix})</source>
      <translation>Parties Bouquet (*{suffix})</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3321" />
      <source>Bouquet games (*{suffix});;All files (*)</source>
      <translation>Parties Bouquet (*{suffix});;Tous les fichiers (*)</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3781" />
      <source>Bouquet keeps the game in progress in this file and rewrites it after every move. Choose another name.</source>
      <translation>Bouquet garde la partie en cours dans ce fichier et le réécrit après chaque coup. Choisissez un autre nom.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3977" />
      <source>Bouquet may not write there.</source>
      <translation>Bouquet n’a pas le droit d’écrire ici.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="5109" />
      <source>Bouquet met an error it did not expect, and what you just did may not have happened. What happened is written to {path}: please send that file with a bug report.</source>
      <translation>Bouquet a rencontré une erreur inattendue, et ce que vous venez de faire n’a peut-être pas eu lieu. Le détail est écrit dans {path} : envoyez ce fichier avec votre signalement, s’il vous plaît.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3390" />
      <source>Bouquet opens one saved game at a time: {names} were not opened.</source>
      <translation>Bouquet ouvre une seule partie enregistrée à la fois : les fichiers {names} n’ont pas été ouverts.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3387" />
      <source>Bouquet opens one saved game at a time: {name} was not opened.</source>
      <translation>Bouquet ouvre une seule partie enregistrée à la fois : le fichier {name} n’a pas été ouvert.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="5024" />
      <source>Bouquet {version}

Flower-themed tabletop games on one offline table.

Games in this version: {games}.</source>
      <translation>Bouquet {version}

Des jeux de cartes fleuris sur une même table, hors ligne.

Jeux de cette version : {games}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3594" />
      <source>Cannot open these saved games</source>
      <translation>Impossible d’ouvrir ces parties enregistrées</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3585" />
      <source>Cannot open {name}</source>
      <translation>Impossible d’ouvrir {name}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="5052" />
      <source>Cannot save the settings</source>
      <translation>Impossible d’enregistrer les paramètres</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3780" />
      <location filename="../desktop/main_window.py" line="3953" />
      <source>Cannot save {name}</source>
      <translation>Impossible d’enregistrer {name}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3990" />
      <source>Choose a shorter name.</source>
      <translation>Choisissez un nom plus court.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3977" />
      <location filename="../desktop/main_window.py" line="3995" />
      <source>Choose another folder.</source>
      <translation>Choisissez un autre dossier.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3970" />
      <source>Choose another name.</source>
      <translation>Choisissez un autre nom.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3981" />
      <source>Choose another one.</source>
      <translation>Choisissez-en un autre.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2283" />
      <location filename="../desktop/main_window.py" line="2623" />
      <source>Code {code}</source>
      <translation>Code {code}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4553" />
      <source>Confirm move</source>
      <translation>Confirmer le coup</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1717" />
      <source>Every move, those taken back too: go back to one (Undo to there), or play them again (Redo from there).</source>
      <translation>Tous les coups, y compris ceux repris : revenez à l’un d’eux (Annuler jusque-là), ou rejouez-les (Rétablir à partir de là).</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1697" />
      <source>F&amp;ull Screen</source>
      <translation>Plein é&amp;cran</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3167" />
      <location filename="../desktop/main_window.py" line="3926" />
      <source>File changed</source>
      <translation>Fichier modifié</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1947" />
      <source>Frame a good move for you on the table</source>
      <translation>Encadre un bon coup pour vous sur la table</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3987" />
      <source>Free some space, or choose another folder.</source>
      <translation>Libérez de la place, ou choisissez un autre dossier.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1694" />
      <source>Game &amp;Results…</source>
      <translation>Résultats de la &amp;partie…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2251" />
      <source>Game over</source>
      <translation>Partie terminée</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3962" />
      <source>Game saved in {name}</source>
      <translation>Partie enregistrée dans {name}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3522" />
      <source>Go back to the saved game</source>
      <translation>Revenir à la partie enregistrée</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1732" />
      <source>Hint</source>
      <translation>Conseil</translation>
    </message>
    <message>
      <location filename="../desktop/hint.py" line="111" />
      <source>Hint: {move}</source>
      <translation>Conseil : {move}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1705" />
      <source>History</source>
      <translation>Historique</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1706" />
      <source>History — go back to a move</source>
      <translation>Historique — revenir à un coup</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1422" />
      <source>History: ↑/↓ and Enter go back to a move; Esc gives the keys back to the table.</source>
      <translation>Historique : ↑/↓ et Entrée ramènent à un coup ; Échap rend le clavier à la table.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1421" />
      <source>History: ↑/↓ and Enter show another move.</source>
      <translation>Historique : ↑/↓ et Entrée montrent un autre coup.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1414" />
      <source>History: ↑/↓ and Enter show the table after a move; Esc goes back to the end of the game.</source>
      <translation>Historique : ↑/↓ et Entrée montrent la table après un coup ; Échap revient à la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1412" />
      <source>History: ↑/↓ read the moves; Esc gives the keys back to the table.</source>
      <translation>Historique : ↑/↓ parcourent les coups ; Échap rend le clavier à la table.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3550" />
      <source>It is a folder, not a saved game.</source>
      <translation>C’est un dossier, pas une partie enregistrée.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3921" />
      <source>It now holds another game:
{game}</source>
      <translation>Il contient maintenant une autre partie :
{game}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1089" />
      <source>Keep as played</source>
      <translation>Laisser tel quel</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3104" />
      <source>Keep the file as it is</source>
      <translation>Garder le fichier tel quel</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4391" />
      <source>Look, then pass the screen to %1.</source>
      <translation>Regardez, puis passez l’écran à %1.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4393" />
      <source>Look, then say you are done: the computers play on after that.</source>
      <translation>Regardez, puis dites que vous avez fini : les ordinateurs jouent ensuite.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1301" />
      <source>Looking back at the table {when}, as you saw it: Esc returns to the game.</source>
      <translation>Vous regardez la table {when}, telle que vous la voyiez : Échap ramène à la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1305" />
      <source>Looking back at the table {when}, as you saw it: Undo cannot go back so far. Esc returns to the game.</source>
      <translation>Vous regardez la table {when}, telle que vous la voyiez : Annuler ne peut pas remonter si loin. Échap ramène à la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1293" />
      <source>Looking back at the table {when}, as you saw it: Undo cannot go back to a computer's turn. Esc returns to the game.</source>
      <translation>Vous regardez la table {when}, telle que vous la voyiez : Annuler ne peut pas revenir au tour d’un ordinateur. Échap ramène à la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1312" />
      <source>Looking back at the table {when}: Esc returns to the end of the game.</source>
      <translation>Vous regardez la table {when} : Échap ramène à la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4295" />
      <source>Looking back: Redo ({keys}) plays on from here, and History's last row goes back to the latest move.</source>
      <translation>Retour en arrière : Rétablir ({keys}) reprend la partie d’ici, et la dernière ligne de l’historique ramène au dernier coup.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1984" />
      <source>Looking for a good move…</source>
      <translation>Recherche d’un bon coup…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1708" />
      <source>Move Log</source>
      <translation>Journal des coups</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1709" />
      <source>Move Log — the moves so far</source>
      <translation>Journal des coups — les coups joués</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2711" />
      <source>No game available</source>
      <translation>Aucun jeu disponible</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2711" />
      <source>No game board is installed yet.</source>
      <translation>Aucun plateau de jeu n’est encore installé.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2018" />
      <source>No hint could be found: {error}</source>
      <translation>Aucun conseil n’a pu être trouvé : {error}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4015" />
      <source>No recent games</source>
      <translation>Aucune partie récente</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1109" />
      <source>Nothing was taken back.</source>
      <translation>Rien n’a été repris.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2266" />
      <source>Now: your turn · the game waits while you look back: Esc returns to it</source>
      <translation>Maintenant : à vous de jouer · la partie attend pendant que vous regardez en arrière : Échap y ramène</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2272" />
      <source>Now: {to_play} · the game waits while you look back: Esc returns to it</source>
      <translation>Maintenant : {to_play} · la partie attend pendant que vous regardez en arrière : Échap y ramène</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3392" />
      <source>One game at a time</source>
      <translation>Une partie à la fois</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1097" />
      <source>Only {names} can agree to this.</source>
      <translation>Il faut l’accord de {names}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1738" />
      <source>Open &amp;Recent</source>
      <translation>Ouvrir &amp;récent</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3430" />
      <source>Open a saved game</source>
      <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3319" />
      <source>Open saved game</source>
      <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3431" />
      <source>Open {name} in place of the game on the table?</source>
      <translation>Ouvrir {name} à la place de la partie sur la table ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3223" />
      <source>Opening {opened} replaces the unfinished game you can resume:
{game}</source>
      <translation>Ouvrir {opened} remplacera la partie inachevée que vous pouvez reprendre :
{game}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2528" />
      <source>Part of it is damaged: Resume opens what can be read.</source>
      <translation>Une partie est endommagée : Reprendre ouvre ce qui peut être lu.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2114" />
      <source>Play the move taken back again</source>
      <translation>Rejouer le coup repris</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4553" />
      <source>Play this move?
{move}</source>
      <translation>Jouer ce coup ?
{move}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2111" />
      <source>Play your move “{move}” again</source>
      <translation>Rejouer votre coup « {move} »</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2112" />
      <source>Play {name}'s move “{move}” again</source>
      <translation>Rejouer le coup de {name} « {move} »</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="931" />
      <source>Played again: “{move}”</source>
      <translation>Coup rejoué : « {move} »</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="933" />
      <source>Played again: “{move}” and the {count} moves after it ({name})</source>
      <translation>Coup rejoué : « {move} » et les {count} coups qui ont suivi ({name})</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="932" />
      <source>Played again: “{move}” and {name}'s move after it</source>
      <translation>Coup rejoué : « {move} » et le coup de {name} qui a suivi</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2682" />
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3843" />
      <source>Read-only file</source>
      <translation>Fichier en lecture seule</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1731" />
      <source>Redo</source>
      <translation>Rétablir</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2218" />
      <source>Redo waits until {name} has the screen: the move is theirs.</source>
      <translation>Rétablir attend que l’écran soit à {name} : c’est son coup.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3931" />
      <source>Replace</source>
      <translation>Remplacer</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3874" />
      <source>Replace file</source>
      <translation>Remplacer le fichier</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3927" />
      <source>Replace what it holds now with this game?</source>
      <translation>Remplacer ce qu’il contient maintenant par cette partie ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2230" />
      <source>Return to the game first (Esc): the table shows an earlier move.</source>
      <translation>Revenez d’abord à la partie (Échap) : la table montre un coup précédent.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1680" />
      <source>Save &amp;As…</source>
      <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3849" />
      <location filename="../desktop/main_window.py" line="3932" />
      <source>Save As…</source>
      <translation>Enregistrer sous…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3817" />
      <source>Save game</source>
      <translation>Enregistrer la partie</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3234" />
      <source>Save it first?</source>
      <translation>L’enregistrer d’abord ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3232" />
      <source>Save it in {name} first?</source>
      <translation>L’enregistrer d’abord dans {name} ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3035" />
      <source>Save the end of the game in {name} before leaving it?</source>
      <translation>Enregistrer la fin de la partie dans {name} avant de la quitter ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3059" />
      <source>Save the game in progress before leaving it?</source>
      <translation>Enregistrer la partie en cours avant de la quitter ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3048" />
      <source>Save the game in progress before opening {name}?</source>
      <translation>Enregistrer la partie en cours avant d’ouvrir {name} ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3055" />
      <source>Save the game in progress in {name} before leaving it?</source>
      <translation>Enregistrer la partie en cours dans {name} avant de la quitter ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2622" />
      <source>Score: {score}</source>
      <translation>Score : {score}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1682" />
      <source>Se&amp;ttings…</source>
      <translation>Para&amp;mètres…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2204" />
      <source>Settings › Confirm moves asks before each move.</source>
      <translation>Pour confirmer chaque coup avant qu’il soit joué : Paramètres › Confirmer les coups.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2668" />
      <source>Shared win: {names}</source>
      <translation>Victoire partagée : {names}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1686" />
      <source>Show a &amp;Hint</source>
      <translation>Afficher un &amp;conseil</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2461" />
      <source>Some of your solo records could not be read: the other one is kept, and the file as it was is kept as {name}.</source>
      <translation>Certains de vos records en solo sont illisibles : l’autre est conservé, et le fichier tel qu’il était est conservé sous le nom {name}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2466" />
      <source>Some of your solo records could not be read: the other {count} are kept, and the file as it was is kept as {name}.</source>
      <translation>Certains de vos records en solo sont illisibles : les {count} autres sont conservés, et le fichier tel qu’il était est conservé sous le nom {name}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="5108" />
      <source>Something went wrong</source>
      <translation>Un problème est survenu</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2130" />
      <source>Take back the last move</source>
      <translation>Reprendre le dernier coup</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1201" />
      <source>Take back the moves of {names}?</source>
      <translation>Reprendre les coups de {names} ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2126" />
      <source>Take back your move “{move}”</source>
      <translation>Reprendre votre coup « {move} »</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1205" />
      <source>Take back {names}'s move?</source>
      <translation>Reprendre le coup de {names} ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1203" />
      <source>Take back {names}'s moves?</source>
      <translation>Reprendre les coups de {names} ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2127" />
      <source>Take back {name}'s move “{move}”</source>
      <translation>Reprendre le coup « {move} » de {name}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="913" />
      <source>Taken back: “{move}”</source>
      <translation>Coup repris : « {move} »</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="915" />
      <source>Taken back: “{move}” and the {count} moves after it ({name})</source>
      <translation>Coup repris : « {move} » et les {count} coups qui ont suivi ({name})</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="914" />
      <source>Taken back: “{move}” and {name}'s move after it</source>
      <translation>Coup repris : « {move} » et le coup de {name} qui a suivi</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3575" />
      <source>Technical details, in English, for a bug report:</source>
      <translation>Détails techniques, en anglais, pour un rapport de bogue :</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3980" />
      <source>That folder does not exist any more.</source>
      <translation>Ce dossier n’existe plus.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="487" />
      <source>The AI could not move</source>
      <translation>L’IA n’a pas pu jouer</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2539" />
      <source>The autosave could not be written as the game was last played: it lacks the last moves.</source>
      <translation>L’enregistrement automatique n’a pas pu être écrit lors de la dernière partie jouée : il lui manque les derniers coups.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3004" />
      <source>The autosave could not be written: unless you save, this game's last moves are lost.</source>
      <translation>L’enregistrement automatique n’a pas pu être écrit : sans enregistrement, les derniers coups de cette partie seront perdus.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4082" />
      <source>The autosave is kept in {folder}.</source>
      <translation>L’enregistrement automatique se trouve dans {folder}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3986" />
      <source>The disk is full.</source>
      <translation>Le disque est plein.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3637" />
      <source>The file as it was is kept as {name}.</source>
      <translation>Le fichier tel qu’il était est conservé sous le nom {name}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3744" />
      <source>The folder of {name} is no longer there: choose where to save.</source>
      <translation>Le dossier de {name} n’est plus là : choisissez où enregistrer.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="5279" />
      <source>The game is over: nothing to cancel. {keys} shows the results.</source>
      <translation>La partie est finie : rien à annuler. {keys} affiche les résultats.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1920" />
      <source>The game is over: there is no move to hint at.</source>
      <translation>La partie est terminée : il n’y a plus de coup à conseiller.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3206" />
      <source>The game saved in {name} went on to its end after it was saved. Only the last game is kept to resume, so its end is lost once another game opens. Save the end in {name}?</source>
      <translation>La partie enregistrée dans {name} a continué jusqu’à sa fin après cet enregistrement. Seule la dernière partie est gardée pour être reprise : sa fin sera perdue dès qu’une autre partie s’ouvrira. Enregistrer la fin dans {name} ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3154" />
      <source>The game you left is saved in {name}.</source>
      <translation>La partie quittée est enregistrée dans {name}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="304" />
      <source>The hint is still being worked out: Enter waits for its frame.</source>
      <translation>Le conseil est encore en cours de calcul : Entrée attend qu’il soit encadré.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2551" />
      <source>The last game cannot be resumed. {reason} Its file is kept as {path}.</source>
      <translation>La dernière partie ne peut pas être reprise. {reason} Son fichier est conservé sous {path}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2557" />
      <source>The last game could not be read, so it cannot be resumed. Its file is kept as {path}, to send with a bug report.</source>
      <translation>La dernière partie n’a pas pu être lue et ne peut donc pas être reprise. Son fichier est conservé sous {path}, pour être joint à un rapport de bogue.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1723" />
      <source>The moves so far, listed beside the table as they are played: click one to look at the table after it.</source>
      <translation>Les coups joués jusqu’ici, listés à côté de la table au fil de la partie : cliquez sur l’un d’eux pour voir la table après lui.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3990" />
      <source>The name is too long.</source>
      <translation>Le nom est trop long.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4908" />
      <source>The results are closed: {keys} (View › Game Results…) opens them again.</source>
      <translation>Pour revoir les résultats : {keys} (Affichage › Résultats de la partie…).</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4719" />
      <source>The results are open: ↑/↓ scroll them, Tab moves between their buttons, Esc closes them.</source>
      <translation>Les résultats sont ouverts : ↑/↓ les font défiler, Tab passe d’un bouton à l’autre, Échap les ferme.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="5047" />
      <source>The settings file is {path}. Your change applies until Bouquet closes, but the next start will not have it.</source>
      <translation>Le fichier des paramètres est {path}. Votre modification s’applique jusqu’à la fermeture de Bouquet, mais le prochain démarrage ne l’aura pas.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3999" />
      <source>The system refused it: {reason}</source>
      <translation>Le système l’a refusé : {reason}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1934" />
      <source>The table is covered: hints come once the player whose turn it is has the screen.</source>
      <translation>La table est cachée : un conseil n’est possible qu’une fois l’écran passé à la personne dont c’est le tour.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1186" />
      <source>The turn resumes after the card {player} showed {shown}: a card seen cannot be taken back.</source>
      <translation>Le tour reprend après la carte que {player} a montrée à {shown} : une carte vue ne peut pas être reprise.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1182" />
      <source>The turn resumes after the card {player} was shown: a card seen cannot be taken back.</source>
      <translation>Le tour reprend après la carte montrée à {player} : une carte vue ne peut pas être reprise.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1177" />
      <source>The turn resumes just after “{shown_by}”, which showed everyone a card: a card seen cannot be taken back.</source>
      <translation>Le tour reprend juste après « {shown_by} », qui a montré une carte à tous : une carte vue ne peut pas être reprise.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1923" />
      <source>There are no hints in a solo game that counts: its score and rank must be all your own. A replay (not counted) has hints.</source>
      <translation>Pas de conseil dans une partie solo qui compte : le score et le rang doivent être les vôtres. Une partie rejouée (non comptée) en propose.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2878" />
      <source>This game had gone further, or ended, before it was reopened from its save: its end will be listed in your solo results as “from a save” but will not count toward your best score and rank.</source>
      <translation>Cette partie était allée plus loin, ou s’était terminée, avant d’être reprise de sa sauvegarde : sa fin figurera dans vos résultats en solo comme « d’une sauvegarde » mais ne comptera pas pour votre meilleur score ni votre rang.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4810" />
      <source>This game had gone further, or ended, before it was reopened from its save: this end is listed in your solo results as “from a save” but does not count toward your best score and rank.</source>
      <translation>Cette partie était allée plus loin, ou s’était terminée, avant d’être reprise de sa sauvegarde : cette fin figure dans vos résultats en solo comme « d’une sauvegarde » mais ne compte pas pour votre meilleur score ni votre rang.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4788" />
      <source>This result could not be recorded: {reason}</source>
      <translation>Ce résultat n’a pas pu être enregistré : {reason}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4773" />
      <source>This result is not recorded: your solo records cannot be read (permission denied).</source>
      <translation>Ce résultat n’est pas enregistré : vos records en solo ne peuvent pas être lus (permission refusée).</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4769" />
      <source>This result is not recorded: your solo records were saved by a newer Bouquet.</source>
      <translation>Ce résultat n’est pas enregistré : vos records en solo ont été enregistrés par une version plus récente de Bouquet.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3073" />
      <source>This solo game counts toward your results: left now for another game, it is listed as given up, with no score, unless it is played on from a save.</source>
      <translation>Cette partie solo compte dans vos résultats : quittée maintenant pour une autre partie, elle est listée comme abandonnée, sans score, à moins d’être reprise d’une sauvegarde.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3487" />
      <source>This solo game was played further before, so its cards to come are known: played on from this save, it ends as a replay, not counted. Open it?</source>
      <translation>Cette partie solo a déjà été jouée plus loin, ses cartes à venir sont donc connues : reprise de cette sauvegarde, elle se termine comme partie rejouée, non comptée. L’ouvrir ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1041" />
      <source>This takes back what {names} played, and your own moves with it: the turn comes back to you.</source>
      <translation>Cela annule le jeu de {names}, et le vôtre avec : c’est de nouveau à vous de jouer.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1046" />
      <source>This takes back what {names} played: the turn goes back to {player}, and the screen with it.</source>
      <translation>Cela annule le jeu de {names} : c’est de nouveau à {player} de jouer, et l’écran lui revient.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1051" />
      <source>This takes back what {names} played: the turn goes back to {player}.</source>
      <translation>Cela annule le jeu de {names} : c’est de nouveau à {player} de jouer.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1742" />
      <source>Toolbar</source>
      <translation>Barre d’outils</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1730" />
      <source>Undo</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3218" />
      <source>Unfinished game</source>
      <translation>Partie inachevée</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3065" />
      <location filename="../desktop/main_window.py" line="3098" />
      <source>Unsaved game</source>
      <translation>Partie non enregistrée</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1164" />
      <source>What {player} played before it in that turn stays.</source>
      <translation>Ce que {player} a joué avant dans ce tour reste joué.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1931" />
      <source>You are looking at an earlier table: Esc returns to the game.</source>
      <translation>Vous regardez une table passée : Échap ramène à la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4849" />
      <source>You equalled your best score: {best}, code {code}.</source>
      <translation>Vous égalez votre meilleur score : {best}, code {code}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4800" />
      <source>You gave up a game of this code before: this replay is listed in your solo results but does not count toward your best score and rank.</source>
      <translation>Vous aviez abandonné une partie de ce code : cette partie rejouée figure dans vos résultats en solo mais ne compte pas pour votre meilleur score ni votre rang.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3482" />
      <source>You played this code before, so its cards to come are known: played on from this save, the game ends as a replay, not counted. Open it?</source>
      <translation>Vous aviez déjà joué ce code, ses cartes à venir sont donc connues : reprise de cette sauvegarde, la partie se termine comme partie rejouée, non comptée. L’ouvrir ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4805" />
      <source>You played this code before: this replay is listed in your solo results but does not count toward your best score and rank.</source>
      <translation>Vous aviez déjà joué ce code : cette partie rejouée figure dans vos résultats en solo mais ne compte pas pour votre meilleur score ni votre rang.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4817" />
      <source>Your best score: {best}, code {code}.</source>
      <translation>Votre meilleur score : {best}, code {code}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4838" />
      <source>Your first recorded score %1.</source>
      <translation>Votre premier score enregistré %1.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4839" />
      <source>Your first recorded score in this game.</source>
      <translation>Votre premier score enregistré en solo pour ce jeu.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4833" />
      <source>Your first recorded score in this variant.</source>
      <translation>Votre premier score enregistré dans cette variante.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2431" />
      <source>Your settings cannot be read (permission denied): Bouquet uses its defaults this time, and leaves the file {name} as it is.</source>
      <translation>Vos paramètres ne peuvent pas être lus (permission refusée) : Bouquet utilise ses valeurs par défaut cette fois, et laisse le fichier {name} tel quel.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2442" />
      <source>Your settings could not all be read: those are back to their defaults, and the file as it was is kept as {name}.</source>
      <translation>Vos paramètres n’ont pas tous pu être lus : ceux-là reprennent leur valeur par défaut, et le fichier tel qu’il était est conservé sous le nom {name}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2438" />
      <source>Your settings could not all be read: those are back to their defaults.</source>
      <translation>Vos paramètres n’ont pas tous pu être lus : ceux-là reprennent leur valeur par défaut.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2416" />
      <source>Your solo records cannot be read (permission denied): the file {name} is left as it is, and no result is added to it until Bouquet may read it.</source>
      <translation>Vos records en solo ne peuvent pas être lus (permission refusée) : le fichier {name} reste tel quel, et aucun résultat n’y est ajouté tant que Bouquet ne peut pas le lire.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2456" />
      <source>Your solo records could not be read: the file is kept as {name}, and new records start.</source>
      <translation>Vos records en solo sont illisibles : le fichier est conservé sous le nom {name}, et de nouveaux records commencent.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2408" />
      <source>Your solo records were saved by a newer Bouquet: they are kept as they are, and this version neither shows nor adds to them. Update Bouquet to see them.</source>
      <translation>Vos records en solo ont été enregistrés par une version plus récente de Bouquet : ils sont conservés tels quels, et cette version ne les affiche pas et n’y ajoute rien. Mettez Bouquet à jour pour les voir.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1691" />
      <source>Zoom &amp;In</source>
      <translation>Zoom &amp;avant</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1692" />
      <source>Zoom &amp;Out</source>
      <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2648" />
      <source>a turn begun</source>
      <translation>un tour commencé</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1345" />
      <source>at the end of deal {deal}</source>
      <translation>à la fin de la donne {deal}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1343" />
      <source>at the start of deal {deal}</source>
      <translation>au début de la donne {deal}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1339" />
      <source>at the start of the game</source>
      <translation>au début de la partie</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1348" />
      <source>at turn {turn}</source>
      <translation>au tour {turn}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1349" />
      <source>at turn {turn} of deal {deal}</source>
      <translation>au tour {turn} de la donne {deal}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2584" />
      <source>counts toward your results</source>
      <translation>compte dans vos résultats</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2624" />
      <location filename="../desktop/main_window.py" line="2626" />
      <source>finished</source>
      <translation>Partie terminée</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2639" />
      <source>no move yet</source>
      <translation>aucun coup joué</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2585" />
      <source>replay, not counted</source>
      <translation>partie rejouée, non comptée</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2694" />
      <source>{game} ({options})</source>
      <translation>{game} ({options})</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3562" />
      <source>{game} cannot be played in this version yet.</source>
      <translation>{game} ne peut pas encore être joué dans cette version.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2691" />
      <source>{game} solo</source>
      <translation>{game} en solo</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2617" />
      <source>{game} with {names}</source>
      <translation>{game} avec {names}</translation>
    </message>
    <message>
      <location filename="../desktop/hint.py" line="114" />
      <source>{hint}. {reason}</source>
      <translation>{hint}. {reason}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2683" />
      <source>{label}: {scores}</source>
      <translation>{label} : {scores}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2260" />
      <source>{looker} looks at a card, then {name} plays</source>
      <translation>{looker} regarde une carte, puis {name} joue</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1092" />
      <source>{names}, do you agree?</source>
      <translation>{names}, êtes-vous d’accord ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1087" />
      <source>{names}: agreed</source>
      <translation>{names} : d’accord</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4033" />
      <source>{name} (in {folder})</source>
      <translation>{name} (dans {folder})</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3862" />
      <source>{name} already exists, and it is not a game Bouquet can open: {reason}

Replace it with this game?</source>
      <translation>{name} existe déjà, et ce n’est pas une partie que Bouquet peut ouvrir : {reason}

Le remplacer par cette partie ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3869" />
      <source>{name} already exists. It holds:
{game}

Replace it with this game?</source>
      <translation>{name} existe déjà. Il contient :
{game}

Le remplacer par cette partie ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3507" />
      <source>{name} holds this game as it was saved, before its end. Its end stays in your solo results; played on from the save, the game ends as a replay, not counted. Open the save?</source>
      <translation>{name} contient cette partie telle qu’elle a été enregistrée, avant sa fin. Sa fin reste dans vos résultats en solo ; reprise depuis la sauvegarde, la partie se termine comme une partie rejouée, qui ne compte pas. Ouvrir la sauvegarde ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3513" />
      <source>{name} holds this game as it was saved, before its end. Open it and leave the end?</source>
      <translation>{name} contient cette partie telle qu’elle a été enregistrée, avant sa fin. L’ouvrir et quitter la partie terminée ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3517" />
      <source>{name} holds this game as it was saved. Open it and lose the moves made since?</source>
      <translation>{name} contient cette partie telle qu’elle a été enregistrée. L’ouvrir et perdre les coups joués depuis ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3705" />
      <source>{name} is as it was saved: File › Open opens it.</source>
      <translation>{name} est tel qu’il a été enregistré : Fichier › Ouvrir l’ouvre.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3844" />
      <source>{name} is read-only: Bouquet leaves it as it is. Save under another name?</source>
      <translation>{name} est en lecture seule : Bouquet le laisse tel quel. Enregistrer sous un autre nom ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2364" />
      <source>{name} is thinking…</source>
      <translation>{name} réfléchit…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3647" />
      <source>{name} opened as Windows text</source>
      <translation>{name} ouvert comme texte Windows</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3643" />
      <source>{name} opened with a missing name filled in</source>
      <translation>{name} ouvert avec un nom manquant complété</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3641" />
      <source>{name} opened with a name shortened</source>
      <translation>{name} ouvert avec un nom raccourci</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3645" />
      <source>{name} opened with a shared name told apart</source>
      <translation>{name} ouvert avec deux noms identiques distingués</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3649" />
      <source>{name} opened without part of it</source>
      <translation>{name} ouvert sans une partie de son contenu</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2255" />
      <source>{name} to play</source>
      <translation>{name} joue</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3756" />
      <source>{name} was no longer in its folder (moved, renamed or deleted): the game is saved there again. File › Save As… saves it elsewhere.</source>
      <translation>{name} n’était plus dans son dossier (déplacé, renommé ou supprimé) : la partie y est de nouveau enregistrée. Fichier › Enregistrer sous… l’enregistre ailleurs.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3625" />
      <source>{name} was saved by Bouquet {version}, newer than this one ({ours}): every move in it is allowed here, and it opened as it was saved.</source>
      <translation>{name} a été enregistré par Bouquet {version}, plus récent que celui-ci ({ours}) : tous ses coups sont permis ici, et la partie s’est ouverte telle qu’elle a été enregistrée.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3912" />
      <source>{name} was written by another program, or another Bouquet, since this game was last saved there or opened from it.</source>
      <translation>{name} a été écrit par un autre programme, ou un autre Bouquet, depuis que cette partie y a été enregistrée ou ouverte pour la dernière fois.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3162" />
      <source>{name} was written by another program, or another Bouquet, since this game was saved there: it no longer holds this game. Save this game in another file before leaving it?</source>
      <translation>{name} a été écrit par un autre programme, ou un autre Bouquet, depuis que cette partie y a été enregistrée : il ne contient plus cette partie. Enregistrer cette partie dans un autre fichier avant de la quitter ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2666" />
      <source>{name} wins</source>
      <translation>{name} gagne</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2675" />
      <source>{name} {score}</source>
      <translation>{name} {score}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3589" />
      <source>{name}: {reason}</source>
      <translation>{name} : {reason}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4087" />
      <source>{reason} Until it works again, the moves are not kept by themselves: save the game (File &gt; Save) to keep them.</source>
      <translation>{reason} Tant que cela ne fonctionne pas, les coups ne sont pas conservés d’eux-mêmes : enregistrez la partie (Fichier &gt; Enregistrer) pour les garder.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4855" />
      <source>{short} point short of your best score: {best}, code {code}.</source>
      <translation>{short} point de moins que votre meilleur score : {best}, code {code}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4857" />
      <source>{short} points short of your best score: {best}, code {code}.</source>
      <translation>{short} points de moins que votre meilleur score : {best}, code {code}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1757" />
      <source>{tip} ({keys})</source>
      <translation>{tip} ({keys})</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2277" />
      <source>{to_play} · looking back: Redo plays on</source>
      <translation>{to_play} · retour en arrière : Rétablir reprend la partie</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2657" />
      <source>{turns} turns</source>
      <translation>{turns} tours</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1747" />
      <source>⚠ Not autosaved: File &gt; Save keeps the moves</source>
      <translation>⚠ Pas d’enregistrement automatique : Fichier &gt; Enregistrer garde les coups</translation>
    </message>
  </context>
  <context>
    <name>MoveLog</name>
    <message>
      <location filename="../desktop/move_log.py" line="94" />
      <source>Click a move to see the table after it; Alt+↑ and Alt+↓ step to the move before or after it, and the last move or Esc returns to the game.</source>
      <translation>Cliquez sur un coup pour voir la table après lui ; Alt+↑ et Alt+↓ passent au coup précédent ou suivant, et le dernier coup ou Échap ramène à la partie.</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="818" />
      <source>A name has at most {count} characters.</source>
      <translation>Un nom a au plus {count} caractères.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="981" />
      <source>A person at this screen.</source>
      <translation>Une personne devant cet écran.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="976" />
      <source>AI – easy</source>
      <translation>IA – facile</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="978" />
      <source>AI – hard</source>
      <translation>IA – difficile</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="977" />
      <source>AI – normal</source>
      <translation>IA – normale</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="993" />
      <source>Challenge code</source>
      <translation>Code de défi</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="884" />
      <location filename="../desktop/dialogs/new_game.py" line="997" />
      <source>Copied</source>
      <translation>Copié</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="999" />
      <source>Copy</source>
      <translation>Copier</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="673" />
      <source>Easy makes mistakes, a gentle opponent; normal plays the move that looks best now; hard looks several moves ahead (about a second a move).</source>
      <translation>« facile » est un adversaire indulgent qui fait des erreurs ; « normale » joue le coup qui semble le meilleur sur le moment ; « difficile » anticipe plusieurs coups (environ une seconde par coup).</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="970" />
      <source>Game</source>
      <translation>Jeu</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="975" />
      <source>Human</source>
      <translation>Humain</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="984" />
      <source>Looks several moves ahead; thinks about a second a move.</source>
      <translation>Prévoit plusieurs coups à l’avance ; réfléchit environ une seconde par coup.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="994" />
      <source>New code</source>
      <translation>Nouveau code</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="969" />
      <source>New game</source>
      <translation>Nouvelle partie</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="773" />
      <source>No game is available yet.</source>
      <translation>Aucun jeu n’est encore disponible.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="972" />
      <source>Options</source>
      <translation>Options</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="104" />
      <location filename="../desktop/dialogs/new_game.py" line="129" />
      <location filename="../desktop/i18n.py" line="1249" />
      <source>Player {number}</source>
      <translation>Joueur {number}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="971" />
      <source>Players</source>
      <translation>Joueurs</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="982" />
      <source>Plays sensibly but makes mistakes: a gentle opponent.</source>
      <translation>Joue raisonnablement mais fait des erreurs : un adversaire indulgent.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="983" />
      <source>Plays the move that looks best right now.</source>
      <translation>Joue le coup qui paraît le meilleur sur le moment.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="987" />
      <source>Seat {number}</source>
      <translation>Place {number}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="973" />
      <source>Seats</source>
      <translation>Places</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="805" />
      <source>Seats {first} and {second} are both called {name}: give them different names.</source>
      <translation>Les places {first} et {second} s’appellent toutes deux {name} : donnez-leur des noms différents.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="864" />
      <source>Share the code: the same code and options deal the same game.</source>
      <translation>Partagez le code : avec le même code et les mêmes options, les cartes sont distribuées à l’identique.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="699" />
      <source>Solo: your score earns a rank ({ranks} points); a game that counts has no hints, and its result joins your solo results.</source>
      <translation>Solo : votre score vaut un rang ({ranks} points) ; une partie qui compte n’a pas d’indices, et son résultat rejoint vos résultats en solo.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="788" />
      <source>The challenge code has 8 letters and digits, like {example}.</source>
      <translation>Le code de défi compte 8 lettres et chiffres, comme {example}.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="859" />
      <source>The code stays hidden while people share the screen: it would show the hidden cards. The game shows it at its end.</source>
      <translation>Le code reste caché tant que plusieurs personnes partagent l’écran : il montrerait les cartes cachées. Il s’affichera en fin de partie.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="315" />
      <source>without the %1</source>
      <translation>sans %1</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="785" />
      <source>{characters} and {last} are not used in challenge codes.</source>
      <translation>{characters} et {last} ne sont pas utilisés dans les codes de défi.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="781" />
      <source>{character} is not used in challenge codes.</source>
      <translation>{character} n’est pas utilisé dans les codes de défi.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="689" />
      <source>{rank} below {least}</source>
      <translation>{rank} sous {least}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="693" />
      <source>{rank} from {least}</source>
      <translation>{rank} dès {least}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="779" />
      <source>“{character}”</source>
      <translation>« {character} »</translation>
    </message>
  </context>
  <context>
    <name>PetalPlottersBoard</name>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1379" />
      <source> (deal %1 is over)</source>
      <translation> (la donne %1 est terminée)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3924" />
      <location filename="../desktop/games/petal_plotters/board.py" line="6765" />
      <source>%1 (%2 / %3)</source>
      <translation>%1 (%2 / %3)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2712" />
      <location filename="../desktop/games/petal_plotters/board.py" line="2720" />
      <location filename="../desktop/games/petal_plotters/board.py" line="3922" />
      <source>%1 (%2)</source>
      <translation>%1 (%2)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2456" />
      <location filename="../desktop/games/petal_plotters/board.py" line="2724" />
      <source>%1 (%2, counts %3)</source>
      <translation>%1 (%2, vaut %3)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2455" />
      <source>%1 (%2, counts %3, then %4)</source>
      <translation>%1 (%2, passe de %3 à %4)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1428" />
      <source>%1 (%2×)</source>
      <translation>%1 (%2×)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="186" />
      <source>%1 (top %2, bottom %3) · %4: %5
%6</source>
      <translation>%1 (haut %2, bas %3) · %4 : %5
%6</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1191" />
      <source>%1 card. The discard pile is public.</source>
      <translation>%1 carte. La défausse est publique.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1248" />
      <location filename="../desktop/games/petal_plotters/board.py" line="3937" />
      <source>%1 cards not counted</source>
      <translation>%1 cartes non comptées</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4184" />
      <source>%1 cards set aside unseen</source>
      <translation>%1 cartes écartées, non vues</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1194" />
      <source>%1 cards, oldest first. The discard pile is public.</source>
      <translation>%1 cartes, de la plus ancienne à la plus récente. La défausse est publique.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2561" />
      <source>%1 each passed a card, as %3's %2 asked</source>
      <translation>%1 ont chacun passé une carte, comme le demandait la carte %2 de %3</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="172" />
      <source>%1 exchanges %2 with a card in a different Garrison</source>
      <translation>%1 échange %2 avec une carte d’une autre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="170" />
      <source>%1 exchanges %2 with a card in another Garrison</source>
      <translation>%1 échange %2 avec une carte d’une autre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="169" />
      <source>%1 exchanges one of their own hand cards for %2</source>
      <translation>%1 échange une carte de sa main contre %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="164" />
      <source>%1 flips %2 face up</source>
      <translation>%1 retourne face visible %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2243" />
      <source>%1 from %2's hand</source>
      <translation>%1 de la main de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4922" />
      <source>%1 had only this card left: they pass it to %2.</source>
      <translation>%1 n’avait plus que cette carte : elle va à %2.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4134" />
      <source>%1 has chosen the card to pass to %2; it changes hands once everyone has.</source>
      <translation>%1 a choisi la carte à passer à %2 ; elle change de main quand tout le monde aura choisi.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5425" />
      <source>%1 has played. Your turn in a moment…</source>
      <translation>%1 a joué. À vous dans un instant…</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2650" />
      <source>%1 have passed their card</source>
      <translation>%1 avez déjà passé vos cartes</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5177" />
      <source>%1 holds the Great Hornbill, and begins</source>
      <translation>%1 a le Grand Calao et commence</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2249" />
      <source>%1 in %2's Garrison</source>
      <translation>%1 dans la garnison de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4024" />
      <location filename="../desktop/games/petal_plotters/board.py" line="4038" />
      <location filename="../desktop/games/petal_plotters/board.py" line="4138" />
      <source>%1 in hand</source>
      <translation>%1 en main</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1110" />
      <source>%1 in hand (1 passed, held until all pass)</source>
      <translation>%1 en main (1 passée, gardée jusqu’à ce que tous passent)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1111" />
      <source>%1 in hand, 1 passed</source>
      <translation>%1 en main, 1 passée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2248" />
      <source>%1 in your Garrison</source>
      <translation>%1 dans votre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6765" />
      <source>%1 in your hand</source>
      <translation>%1 dans votre main</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5114" />
      <source>%1 is playing: an ability they use shows here.</source>
      <translation>%1 joue : une capacité jouée s’affiche ici.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5429" />
      <source>%1 is playing…</source>
      <translation>%1 joue…</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5429" />
      <source>%1 is playing… The arrows read the table.</source>
      <translation>%1 joue… Les flèches lisent la table.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="897" />
      <source>%1 laid their last card as their victory card</source>
      <translation>%1 a posé sa dernière carte comme carte de victoire</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="163" />
      <source>%1 looks at %2</source>
      <translation>%1 regarde %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="167" />
      <source>%1 may rotate %2</source>
      <translation>%1 peut faire pivoter %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4343" />
      <source>%1 may still hold:</source>
      <translation>%1 a peut-être encore :</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4221" />
      <source>%1 of %2 dealt</source>
      <translation>%1 sur %2 en jeu</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4193" />
      <source>%1 of the %2 cards are dealt.</source>
      <translation>%1 des %2 cartes sont distribuées.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1398" />
      <source>%1 of them were set aside unseen before the deal.</source>
      <translation>%1 d’entre elles ont été mises de côté sans être vues avant la donne.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2258" />
      <source>%1 on the discard pile</source>
      <translation>%1 sur la défausse</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="764" />
      <source>%1 or %2</source>
      <translation>%1 ou %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4341" />
      <source>%1 or %2 may hold:</source>
      <translation>%1 ou %2 l’a peut-être :</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2559" />
      <source>%1 passed a card, as %3's %2 asked</source>
      <translation>%1 a passé une carte, comme le demandait la carte %2 de %3</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5182" />
      <source>%1 plays the ability of %2</source>
      <translation>%1 joue la capacité de la carte %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="168" />
      <source>%1 removes %2</source>
      <translation>%1 retire %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="167" />
      <source>%1 rotates %2</source>
      <translation>%1 fait pivoter %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4219" />
      <source>%1 set aside unseen</source>
      <translation>%1 écartées, non vues</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5164" />
      <source>%1 to pass a card</source>
      <translation>%1 passe une carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5053" />
      <source>%1 uses %2</source>
      <translation>%1 utilise la carte %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1112" />
      <source>%1 · 1 passed</source>
      <translation>%1 · 1 passée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1933" />
      <location filename="../desktop/games/petal_plotters/board.py" line="2324" />
      <location filename="../desktop/games/petal_plotters/board.py" line="2664" />
      <source>%1 — %2</source>
      <translation>%1 — %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2348" />
      <source>%1 — %2 becomes your victory card</source>
      <translation>%1 — la carte %2 devient votre carte de victoire</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2666" />
      <source>%1 — no card to act on</source>
      <translation>%1 — aucune carte à viser</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2344" />
      <source>%1 — the card you receive becomes your victory card</source>
      <translation>%1 — la carte que vous recevez devient votre carte de victoire</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2416" />
      <location filename="../desktop/games/petal_plotters/board.py" line="3037" />
      <source>%1's Garrison</source>
      <translation>la garnison de %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3746" />
      <source>%1's hand: %2 card</source>
      <translation>Main de %1 : %2 carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3746" />
      <source>%1's hand: %2 cards</source>
      <translation>Main de %1 : %2 cartes</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2255" />
      <source>%1, %2's victory card</source>
      <translation>%1, la carte de victoire de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6755" />
      <source>%1, counts %2</source>
      <translation>%1, compte pour %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2257" />
      <source>%1, now in your hand</source>
      <translation>%1, désormais dans votre main</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5030" />
      <source>%1, removed from %2's Garrison</source>
      <translation>%1, retirée de la garnison de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5028" />
      <source>%1, removed from your Garrison</source>
      <translation>%1, retirée de votre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5035" />
      <source>%1, used by %2</source>
      <translation>%1, utilisée par %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5035" />
      <source>%1, used by you</source>
      <translation>%1, utilisée par vous</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2253" />
      <source>%1, your victory card</source>
      <translation>%1, votre carte de victoire</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6726" />
      <location filename="../desktop/games/petal_plotters/board.py" line="6896" />
      <source>%1. %2</source>
      <translation>%1. %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1461" />
      <source>%1: %2</source>
      <translation>%1 : %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="806" />
      <source>%2 shared deal %1.</source>
      <translation>%2 se partagent la donne %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="804" />
      <source>%2 won deal %1.</source>
      <translation>%2 a gagné la donne %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1979" />
      <source>+%1 Victory Point</source>
      <translation>+%1 point de victoire</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1979" />
      <source>+%1 Victory Points</source>
      <translation>+%1 points de victoire</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3935" />
      <source>1 card not counted</source>
      <translation>1 carte non comptée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4182" />
      <source>1 card set aside unseen</source>
      <translation>1 carte écartée, non vue</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1396" />
      <source>1 of them was set aside unseen before the deal.</source>
      <translation>1 d’entre elles a été mise de côté sans être vue avant la donne.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4217" />
      <source>1 set aside unseen</source>
      <translation>1 écartée, non vue</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="791" />
      <source>? %1</source>
      <translation>? %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5939" />
      <source>A card goes to the discard pile once its ability is used: drop it on “Use ability” to play it.</source>
      <translation>Une carte va à la défausse une fois sa capacité utilisée : déposez-la sur « Utiliser la capacité » pour la jouer.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6388" />
      <source>A card you pass goes to a hand, where neither end counts: there is nothing to rotate.</source>
      <translation>Une carte que vous passez va dans une main, où aucune de ses valeurs ne compte : rien à faire pivoter.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="184" />
      <location filename="../desktop/games/petal_plotters/items.py" line="199" />
      <source>A face-down card</source>
      <translation>Une carte face cachée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1329" />
      <source>A match is %1 deals; whoever has the most Victory Points after the last wins (equal points share the win). Each deal's winners score, alone / together:</source>
      <translation>Une partie se joue en %1 donnes ; qui a le plus de points de victoire après la dernière gagne (à égalité, la victoire est partagée). Les gagnants de chaque donne marquent, seuls / à plusieurs :</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5063" />
      <source>Ability of %1</source>
      <translation>Capacité jouée par %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2379" />
      <source>Add %1 face down to your Garrison, with %2 up</source>
      <translation>Ajouter la carte %1 face cachée à votre garnison, avec %2 vers le haut</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2374" />
      <source>Add %1 face down to your Garrison, with %2 up (rotated for you)</source>
      <translation>Ajouter la carte %1 face cachée à votre garnison, avec %2 vers le haut (pivotée pour vous)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1312" />
      <source>Being played: %1</source>
      <translation>En cours de jeu : %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="80" />
      <source>Blue Squad</source>
      <translation>Escouade bleue</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="108" />
      <source>Butterfly</source>
      <translation>Papillon</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7947" />
      <source>Cancel</source>
      <translation>Renoncer</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2791" />
      <source>Cancel the ability</source>
      <translation>Renoncer à la capacité</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2788" />
      <source>Cancel the ability of %1</source>
      <translation>Renoncer à la capacité de la carte %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6423" />
      <source>Cancelled: %1 is back in your hand, and it is still your turn.</source>
      <translation>Vous avez renoncé : la carte %1 est revenue dans votre main, et c’est toujours votre tour.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6746" />
      <source>Card %1 of %2, face down</source>
      <translation>Carte %1 de %2, face cachée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2974" />
      <source>Cards changed hands: you will see yours on your turn.</source>
      <translation>Les cartes ont changé de main : vous verrez la vôtre à votre tour.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2634" />
      <location filename="../desktop/games/petal_plotters/board.py" line="2769" />
      <source>Cards passed to the left</source>
      <translation>cartes passées à gauche</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2631" />
      <location filename="../desktop/games/petal_plotters/board.py" line="2781" />
      <source>Cards passed to the left; you received %1 from %2</source>
      <translation>cartes passées à gauche ; vous avez reçu la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2404" />
      <source>Choose %1 from your hand to give, with %2 up</source>
      <translation>Choisir la carte %1 de votre main à donner, avec %2 vers le haut</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2399" />
      <source>Choose %1 from your hand to give, with %2 up (rotated for you)</source>
      <translation>Choisir la carte %1 de votre main à donner, avec %2 vers le haut (pivotée pour vous)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5538" />
      <source>Choose a highlighted target (or ←/→ and Enter).</source>
      <translation>Choisissez une cible en surbrillance (ou ←/→ et Entrée).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5539" />
      <source>Choose a highlighted target.</source>
      <translation>Choisissez une cible en surbrillance.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1473" />
      <source>Choose card %1 of %2</source>
      <translation>Choisir la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1472" />
      <source>Choose card %1 of %2 to exchange</source>
      <translation>Choisir la carte %1 de %2 à échanger</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5282" />
      <location filename="../desktop/games/petal_plotters/board.py" line="5297" />
      <source>Choose one of the highlighted cards: ←/→ and Enter.</source>
      <translation>Choisissez l’une des cartes en surbrillance : ←/→ et Entrée.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5268" />
      <source>Choose the card of your hand you give with ←/→ and Enter (R rotates it first).</source>
      <translation>Choisissez la carte de votre main que vous donnez avec ←/→ et Entrée (R la fait d’abord pivoter).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5514" />
      <source>Choose the card of your hand you give: click it (right-click or the wheel rotates it).</source>
      <translation>Choisissez la carte de votre main que vous donnez : cliquez dessus (clic droit ou la molette la font pivoter).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5510" />
      <source>Choose the card of your hand you give: click it, or ←/→ and Enter (R, right-click or the wheel rotates it).</source>
      <translation>Choisissez la carte de votre main que vous donnez : cliquez dessus, ou ←/→ et Entrée (R, clic droit ou la molette la font pivoter).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5522" />
      <source>Choose the card to rotate: click it, or ←/→ and R or Enter.</source>
      <translation>Choisissez la carte à faire pivoter : cliquez dessus, ou ←/→ puis R ou Entrée.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5523" />
      <source>Choose the card to rotate: click it.</source>
      <translation>Choisissez la carte à faire pivoter : cliquez dessus.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5292" />
      <source>Choose the card to rotate: ←/→ and R or Enter.</source>
      <translation>Choisissez la carte à faire pivoter : ←/→ puis R ou Entrée.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5527" />
      <source>Choose the two cards to exchange: click one, then the other, or drag one onto the other (or ←/→ and Enter).</source>
      <translation>Choisissez les deux cartes à échanger : cliquez sur l’une puis sur l’autre, ou glissez l’une sur l’autre (ou ←/→ et Entrée).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5531" />
      <source>Choose the two cards to exchange: click one, then the other, or drag one onto the other.</source>
      <translation>Choisissez les deux cartes à échanger : cliquez sur l’une puis sur l’autre, ou glissez l’une sur l’autre.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3792" />
      <source>Chosen</source>
      <translation>Choisie</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5283" />
      <source>Click a highlighted card, or drag it onto the card to swap with.</source>
      <translation>Cliquez sur une carte en surbrillance, ou glissez-la sur la carte à échanger.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4441" />
      <source>Click here or press C: the deal's cards, where each is as far as you know.</source>
      <translation>Cliquez ici ou appuyez sur C : les cartes de la donne, où se trouve chacune pour autant que vous le sachiez.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5287" />
      <source>Click it to rotate it, or Skip.</source>
      <translation>Cliquez dessus pour la faire pivoter, ou sur Ignorer.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5293" />
      <location filename="../desktop/games/petal_plotters/board.py" line="5298" />
      <source>Click one of the highlighted cards.</source>
      <translation>Cliquez sur l’une des cartes en surbrillance.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5271" />
      <source>Click the card of your hand you give (rotate it first to choose its up end).</source>
      <translation>Cliquez sur la carte de votre main que vous donnez (faites-la d’abord pivoter pour choisir le côté vers le haut).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5933" />
      <source>Click the card to pass, or drop it on %1's panel.</source>
      <translation>Cliquez sur la carte à passer, ou déposez-la sur le panneau de %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5936" />
      <source>Click the card you give, or drop it on the Garrison card you take for it.</source>
      <translation>Cliquez sur la carte que vous donnez, ou déposez-la sur la carte de garnison que vous prenez en échange.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5505" />
      <source>Click the card you pass to the left (or ←/→ and Enter).</source>
      <translation>Cliquez sur la carte que vous passez à gauche (ou ←/→ et Entrée).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5506" />
      <source>Click the card you pass to the left.</source>
      <translation>Cliquez sur la carte que vous passez à gauche.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5332" />
      <source>Click to give this card</source>
      <translation>Cliquez pour donner cette carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5330" />
      <source>Click to pass this card</source>
      <translation>Cliquez pour passer cette carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="114" />
      <source>Common Birdwing</source>
      <translation>Ornithoptère commun</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2266" />
      <location filename="../desktop/games/petal_plotters/board.py" line="2270" />
      <source>Deal %1</source>
      <translation>Donne %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="810" />
      <source>Deal %1 has begun; L shows deal %2.</source>
      <translation>La donne %1 a commencé ; L montre la donne %2.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2531" />
      <location filename="../desktop/games/petal_plotters/board.py" line="4812" />
      <location filename="../desktop/games/petal_plotters/board.py" line="5085" />
      <source>Deal %1 is over</source>
      <translation>La donne %1 est terminée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5398" />
      <source>Deal %1 is over.</source>
      <translation>La donne %1 est terminée.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5400" />
      <source>Deal %1 is over: all Garrisons are revealed. The next deal waits until its results are closed.</source>
      <translation>La donne %1 est terminée : toutes les garnisons sont révélées. La donne suivante attend que ses résultats soient fermés.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1548" />
      <source>Deal %1 of %2</source>
      <translation>Donne %1 sur %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5162" />
      <source>Deal %1 of %2 is over</source>
      <translation>Donne %1 sur %2 terminée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4535" />
      <source>Deal %1 of %2 · Victory Points: %3</source>
      <translation>Donne %1 sur %2 · Points de victoire : %3</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4538" />
      <source>Deal %1 of %2 · Victory Points: %3 · %4 has won the match</source>
      <translation>Donne %1 sur %2 · Points de victoire : %3 · %4 a gagné la partie</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5168" />
      <source>Deal %1 of %2: %3 lays the Great Hornbill</source>
      <translation>Donne %1 sur %2 : %3 pose le Grand Calao</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5174" />
      <source>Deal %1 of %2: %3's first turn</source>
      <translation>Donne %1 sur %2 : premier tour de %3</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1669" />
      <source>Deals the next hand. “Previous deal…” (L) shows these results again.</source>
      <translation>Distribue la donne suivante. « Donne précédente… » (L) montre de nouveau ces résultats.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1183" />
      <source>Discard pile</source>
      <translation>Défausse</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4175" />
      <source>Discard pile (%1)</source>
      <translation>Défausse (%1)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="961" />
      <source>Discard pile: %1 card. Click to look through it.</source>
      <translation>Défausse : %1 carte. Cliquez pour la parcourir.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="963" />
      <source>Discard pile: %1 cards. Click to look through it.</source>
      <translation>Défausse : %1 cartes. Cliquez pour la parcourir.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5754" />
      <source>Drag a card here to add it to your Garrison</source>
      <translation>Faites glisser une carte ici pour l’ajouter à votre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6085" />
      <source>Drag the card onto your Garrison or onto “Use ability”; R rotates it.</source>
      <translation>Faites glisser la carte sur votre garnison ou sur « Utiliser la capacité » ; R la fait pivoter.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5110" />
      <source>Drop a card here to play its ability; the card then goes to the discard pile.</source>
      <translation>Déposez une carte ici pour jouer sa capacité ; la carte va ensuite à la défausse.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5974" />
      <source>Drop the Great Hornbill on your Garrison: the deal starts with it there.</source>
      <translation>Déposez le Grand Calao sur votre garnison : la donne commence avec lui.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5975" />
      <source>Drop the Great Hornbill on your Garrison: the game starts with it there.</source>
      <translation>Déposez le Grand Calao sur votre garnison : la partie commence avec lui.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5953" />
      <source>Drop the card on your Garrison to add it, or on “Use ability” to play its ability.</source>
      <translation>Déposez la carte sur votre garnison pour l’ajouter, ou sur « Utiliser la capacité » pour jouer sa capacité.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="109" />
      <source>Dusky Leaf Langur</source>
      <translation>Semnopithèque obscur</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="2133" />
      <source>Empty Garrison</source>
      <translation>Garnison vide</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="817" />
      <source>End of deal %1:</source>
      <translation>Fin de la donne %1 :</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5558" />
      <source>Esc cancels (the others have seen your %1 all the same).</source>
      <translation>Échap : renoncer (les autres ont tout de même vu votre carte %1).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5563" />
      <source>Esc cancels.</source>
      <translation>Échap : renoncer.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2842" />
      <source>Everyone passed a card left: you gave %1 to %2</source>
      <translation>chacun a passé une carte à gauche : vous avez passé la carte %1 à %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2849" />
      <source>Everyone passed a card left: you gave %1 to %2 and received %3 from %4</source>
      <translation>chacun a passé une carte à gauche : vous avez passé la carte %1 à %2 et reçu la carte %3 de %4</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2844" />
      <source>Everyone passed a card left: you gave a card to %2</source>
      <translation>chacun a passé une carte à gauche : vous avez passé une carte à %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2851" />
      <source>Everyone passed a card left: you gave a card to %2 and received %3 from %4</source>
      <translation>chacun a passé une carte à gauche : vous avez passé une carte à %2 et reçu la carte %3 de %4</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5213" />
      <source>Everyone passes a card to the left. Choose the card you pass to %1: ←/→ and Enter.</source>
      <translation>Chacun passe une carte à gauche. Choisissez la carte que vous passez à %1 : ←/→ et Entrée.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5217" />
      <source>Everyone passes a card to the left. Click the card you pass to %1.</source>
      <translation>Chacun passe une carte à gauche. Cliquez sur la carte que vous passez à %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5222" />
      <source>Everyone passes a card to the left: %1 passed, waiting for %2.</source>
      <translation>Chacun passe une carte à gauche : %1 cartes passées, en attente de %2.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2429" />
      <source>Exchange %5 from your hand, with %6 up, for card %1 of %2</source>
      <translation>Échanger la carte %5 de votre main, avec %6 vers le haut, contre la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1468" />
      <source>Exchange a hand card for card %1 of %2</source>
      <translation>Échanger une carte de sa main contre la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1471" />
      <source>Exchange card %3 of %4 with card %1 of %2</source>
      <translation>Échanger la carte %3 de %4 avec la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1311" />
      <source>Face up in a Garrison: %1</source>
      <translation>Face visible dans une garnison : %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7970" />
      <source>Final deal…</source>
      <translation>Dernière donne…</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1590" />
      <source>Final standings: %2</source>
      <translation>Classement final : %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5632" />
      <source>Finish the ability in progress first (or Cancel it).</source>
      <translation>Terminez d’abord la capacité en cours (ou renoncez-y).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5630" />
      <location filename="../desktop/games/petal_plotters/board.py" line="5654" />
      <location filename="../desktop/games/petal_plotters/board.py" line="5890" />
      <source>First place the Great Hornbill into your Garrison.</source>
      <translation>Posez d’abord le Grand Calao dans votre garnison.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1462" />
      <source>Flip card %1 of %2 face up</source>
      <translation>Retourner face visible la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2321" />
      <source>For %3's %4: pass %1 to %2, on your left</source>
      <translation>Passer la carte %1 à %2, à votre gauche, pour la carte %4 de %3</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="79" />
      <location filename="../desktop/games/petal_plotters/faces.py" line="106" />
      <source>Frog</source>
      <translation>Grenouille</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5086" />
      <source>Game over</source>
      <translation>Partie terminée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="103" />
      <source>Garden Snail</source>
      <translation>Escargot des jardins</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="102" />
      <source>Great Hornbill</source>
      <translation>Grand Calao</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="107" />
      <source>Honey Bee</source>
      <translation>Abeille</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="81" />
      <source>Hornbill</source>
      <translation>Calao</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7899" />
      <location filename="../desktop/games/petal_plotters/items.py" line="1575" />
      <source>How the winner was decided (priority order, from the top)</source>
      <translation>Comment la victoire a été attribuée (ordre de priorité, de haut en bas)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5559" />
      <source>If you cancel, the others have seen your %1 all the same.</source>
      <translation>Si vous renoncez, les autres auront tout de même vu votre carte %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4337" />
      <source>In %1's hand you know (?: maybe):</source>
      <translation>Dans la main de %1, vous connaissez (? : peut-être) :</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4339" />
      <source>In %1's hand you know:</source>
      <translation>Dans la main de %1, vous connaissez :</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1313" />
      <source>In your hand: %1</source>
      <translation>Dans votre main : %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3787" />
      <source>It may be %1, which you knew in %2's hand.</source>
      <translation>C’est peut-être la carte %1, que vous saviez dans la main de %2.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4996" />
      <source>It may be %1: you knew where it was, and it may have changed hands since.</source>
      <translation>C’est peut-être la carte %1 : vous saviez où elle était, et elle a pu changer de main depuis.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="78" />
      <location filename="../desktop/games/petal_plotters/faces.py" line="105" />
      <source>Katydid</source>
      <translation>Sauterelle</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5476" />
      <source>Keys: ←/→ choose, ↑/↓ read the table, R rotate, Enter add, U use, D discard pile.</source>
      <translation>Touches : ←/→ choisir, ↑/↓ lire la table, R pivoter, Entrée ajouter, U utiliser, D voir la défausse.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1309" />
      <source>Known as another player's victory card: %1</source>
      <translation>Connues comme carte de victoire d’un autre joueur : %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1310" />
      <source>Known face down in a Garrison: %1</source>
      <translation>Connues face cachée dans une garnison : %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1308" />
      <source>Known in another player's hand: %1</source>
      <translation>Connues dans la main d’un autre joueur : %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7140" />
      <source>L shows the previous deal once a deal is over: this is the match's first.</source>
      <translation>L affichera la donne précédente dès qu’une donne sera finie ; ceci est la première donne de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5486" />
      <source>L shows the previous deal.</source>
      <translation>L montre la donne précédente.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6065" />
      <source>Last move — %1: %2</source>
      <translation>Dernier coup — %1 : %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6052" />
      <source>Last turn — %1</source>
      <translation>Tour précédent — %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1651" />
      <source>Later deal →</source>
      <translation>Donne ultérieure →</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2732" />
      <source>Leave card %1 of %2 unrotated</source>
      <translation>Ne pas faire pivoter la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2730" />
      <source>Leave it unrotated</source>
      <translation>Ne pas la faire pivoter</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7955" />
      <source>Leave this optional step undone: the ability ends here.</source>
      <translation>Laisser de côté cette étape facultative : la capacité s’arrête ici.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1460" />
      <source>Look at card %1 of %2</source>
      <translation>Regarder la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="113" />
      <source>Malay Red Harlequin</source>
      <translation>Arlequin rouge malais</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1657" />
      <source>Match results</source>
      <translation>Résultats de la partie</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1666" />
      <source>Next deal</source>
      <translation>Donne suivante</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1610" />
      <source>Next: deal %1 of %2.</source>
      <translation>Ensuite : donne %1 sur %2.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5100" />
      <source>Nobody wins this time.</source>
      <translation>Personne ne gagne cette fois-ci.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="802" />
      <source>Nobody won deal %1.</source>
      <translation>Personne n’a gagné la donne %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1306" />
      <source>Not seen by you: %1</source>
      <translation>Jamais vues : %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="2177" />
      <source>Not taken yet: press again in a moment.</source>
      <translation>Pas encore pris en compte : appuyez de nouveau dans un instant.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7085" />
      <source>Nothing to cancel. Esc cancels an ability before you choose its target, takes back a card while you drag it, and closes a card shown large.</source>
      <translation>Rien à annuler. Échap renonce à une capacité avant que vous choisissiez sa cible, remet en place une carte pendant que vous la faites glisser, et ferme une carte affichée en grand.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7117" />
      <source>Nothing to rotate here: R turns a card of your hand before you add it, or the card an ability's step rotates.</source>
      <translation>Rien à faire pivoter ici : R fait pivoter une carte de votre main avant de l’ajouter, ou la carte que fait pivoter une étape d’une capacité.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7148" />
      <source>Nothing to skip now: S skips an ability's optional step.</source>
      <translation>Rien à ignorer pour l’instant : S ignore l’étape facultative d’une capacité.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5275" />
      <source>Now choose the card in another Garrison to swap with: ←/→ and Enter.</source>
      <translation>Choisissez maintenant la carte d’une autre garnison à échanger : ←/→ et Entrée.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5276" />
      <source>Now click the card in another Garrison to swap with.</source>
      <translation>Cliquez maintenant sur la carte d’une autre garnison à échanger.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1608" />
      <source>Now playing: deal %1 of %2.</source>
      <translation>En cours : donne %1 sur %2.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1315" />
      <source>On the discard pile: %1</source>
      <translation>Dans la défausse : %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="110" />
      <source>Pangolin</source>
      <translation>Pangolin</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2389" />
      <source>Pass %1 to %2, on your left</source>
      <translation>Passer la carte %1 à %2, à votre gauche</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2391" />
      <source>Pass %1 to the left</source>
      <translation>Passer la carte %1 à gauche</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2569" />
      <source>Passed a card for your %1</source>
      <translation>a passé une carte pour votre carte %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2660" />
      <source>Passed a card; the others pass next</source>
      <translation>a passé une carte ; les autres passent la leur ensuite</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2652" />
      <source>Passed so far: %1</source>
      <translation>%1 ont déjà passé leur carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2571" />
      <source>Passed you %1, as your %2 asked</source>
      <translation>vous a passé la carte %1, comme le demandait votre carte %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1247" />
      <location filename="../desktop/games/petal_plotters/board.py" line="3932" />
      <location filename="../desktop/games/petal_plotters/items.py" line="1970" />
      <source>Petal Power %1</source>
      <translation>Puissance de pétales %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2747" />
      <source>Place the Great Hornbill</source>
      <translation>Poser le Grand Calao</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3894" />
      <source>Player %1</source>
      <translation>Joueur %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7970" />
      <source>Previous deal…</source>
      <translation>Donne précédente…</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4467" />
      <source>Priority: 1 ▼ Snail / Spider &lt; 0 · 2 ◆ Katydid ≤ 7 · 3 ⬢ Frog ≥ 12 · 4 ● Blue Squad ≥ 8 · 5 ★ Hornbill otherwise</source>
      <translation>Priorité : 1 ▼ Escargot / Araignée &lt; 0 · 2 ◆ Sauterelle ≤ 7 · 3 ⬢ Grenouille ≥ 12 · 4 ● Escouade bleue ≥ 8 · 5 ★ Calao sinon</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4455" />
      <source>Priority: 1. ▼ Snail / Spider below 0 · 2. ◆ Katydid 7 or less · 3. ⬢ Frog 12 or more · 4. ● Blue Squad 8 or more · 5. ★ Hornbill if nobody else wins</source>
      <translation>Priorité : 1. ▼ Escargot / Araignée sous 0 · 2. ◆ Sauterelle 7 ou moins · 3. ⬢ Grenouille 12 ou plus · 4. ● Escouade bleue 8 ou plus · 5. ★ Calao si personne d’autre ne gagne</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4472" />
      <source>Priority: ▼ &lt; 0 › ◆ ≤ 7 › ⬢ ≥ 12 › ● ≥ 8 › ★ otherwise</source>
      <translation>Priorité : ▼ &lt; 0 › ◆ ≤ 7 › ⬢ ≥ 12 › ● ≥ 8 › ★ sinon</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5287" />
      <source>R rotates it, S skips.</source>
      <translation>R la fait pivoter, S ignore l’étape.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1466" />
      <source>Remove card %1 of %2</source>
      <translation>Retirer la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1464" />
      <source>Rotate card %1 of %2</source>
      <translation>Faire pivoter la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5543" />
      <source>S skips.</source>
      <translation>S ignore l’étape.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1307" />
      <source>Seen, then lost among a few places: %1</source>
      <translation>Vues, puis perdues de vue entre quelques endroits : %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4487" />
      <source>Shaded: the categories whose condition the total shown, %1, meets.</source>
      <translation>En couleur : les catégories dont le total affiché, %1, remplit la condition.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1915" />
      <source>Shows deal %1 of %2 (key %3).</source>
      <translation>Affiche la donne %1 sur %2 (touche %3).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1660" />
      <source>Shows who won the match. “Final deal…” (L) shows these results again.</source>
      <translation>Montre qui a gagné la partie. « Dernière donne… » (L) montre de nouveau ces résultats.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="112" />
      <source>Silver Royal</source>
      <translation>Royal argenté</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4838" />
      <source>Since your last move (%1 of %2):</source>
      <translation>Depuis votre dernier coup (%1 sur %2) :</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4840" />
      <source>Since your last move (%1 of %2, see History):</source>
      <translation>Depuis votre dernier coup (%1 sur %2, voir l’Historique) :</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2784" />
      <location filename="../desktop/games/petal_plotters/board.py" line="7953" />
      <source>Skip</source>
      <translation>Ignorer</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="77" />
      <source>Snail / Spider</source>
      <translation>Escargot / Araignée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4846" />
      <source>So far (%1 of %2):</source>
      <translation>Jusqu’ici (%1 sur %2) :</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4846" />
      <source>So far (%1 of %2, see History):</source>
      <translation>Jusqu’ici (%1 sur %2, voir l’Historique) :</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2654" />
      <source>So far only %1 has passed a card</source>
      <translation>%1 a déjà passé sa carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="104" />
      <source>Spider</source>
      <translation>Araignée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1590" />
      <source>Standings after deal %1: %2</source>
      <translation>Classement après la donne %1 : %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5247" />
      <location filename="../desktop/games/petal_plotters/board.py" line="5254" />
      <source>Step %1 of %2: </source>
      <translation>Étape %1 sur %2. </translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="111" />
      <source>Sunbird</source>
      <translation>Souimanga</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7951" />
      <source>Take the card back into your hand. It costs nothing, but the others have seen it.</source>
      <translation>Reprendre la carte en main. Cela ne coûte rien, mais les autres l’ont vue.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1634" />
      <source>That was the last deal: the match is over.</source>
      <translation>C’était la dernière donne : la partie est terminée.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7959" />
      <source>The Deal's Cards…</source>
      <translation>Les cartes de la donne…</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7047" />
      <source>The Great Hornbill has no ability: Enter lays it in your Garrison.</source>
      <translation>Le Grand Calao n’a pas de capacité : Entrée le pose dans votre garnison.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1201" />
      <source>The arrows read each card; Tab goes to Close.</source>
      <translation>Les flèches lisent chaque carte ; Tab passe à Fermer.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7067" />
      <source>The blue frame shows the Great Hornbill: Enter lays it face up in your Garrison.</source>
      <translation>Le cadre bleu montre le Grand Calao : Entrée le pose face visible dans votre garnison.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7078" />
      <source>The blue frame shows the card you give: ←/→ moves it, R rotates it, Enter gives it.</source>
      <translation>Le cadre bleu montre la carte que vous donnez : ←/→ le déplace, R la fait pivoter, Entrée la donne.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7076" />
      <source>The blue frame shows the card you pass: ←/→ moves it, Enter passes it.</source>
      <translation>Le cadre bleu montre la carte que vous passez : ←/→ le déplace, Entrée la passe.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7071" />
      <source>The blue frame shows your choice: ←/→ moves it, Enter adds it to your Garrison (U: its ability).</source>
      <translation>Le cadre bleu montre votre choix : ←/→ le déplace, Entrée l’ajoute à votre garnison (U : sa capacité).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7082" />
      <source>The blue frame shows your choice: ←/→ moves it, Enter takes it.</source>
      <translation>Le cadre bleu montre votre choix : ←/→ le déplace, Entrée le valide.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5195" />
      <location filename="../desktop/games/petal_plotters/board.py" line="5484" />
      <source>The card you keep becomes your victory card.</source>
      <translation>La carte que vous gardez devient votre carte de victoire.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5194" />
      <source>The card you receive becomes your victory card.</source>
      <translation>La carte que vous recevez devient votre carte de victoire.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="2184" />
      <source>The cards are still being turned over (Esc shows them all).</source>
      <translation>Les cartes sont encore en train d’être retournées (Échap les montre toutes).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1335" />
      <source>The deal's cards</source>
      <translation>Les cartes de la donne</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6718" />
      <location filename="../desktop/games/petal_plotters/items.py" line="969" />
      <location filename="../desktop/games/petal_plotters/items.py" line="1189" />
      <source>The discard pile is empty.</source>
      <translation>La défausse est vide.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6714" />
      <source>The discard pile, %1 on top: Enter or D looks through it.</source>
      <translation>La défausse, %1 au-dessus : Entrée ou D permet de la parcourir.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5409" />
      <location filename="../desktop/games/petal_plotters/board.py" line="5626" />
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5414" />
      <source>The game is over: all Garrisons are revealed.</source>
      <translation>La partie est terminée : toutes les garnisons sont révélées.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5413" />
      <source>The game is over: all Garrisons are revealed. The arrows read each card.</source>
      <translation>La partie est terminée : toutes les garnisons sont révélées. Les flèches lisent chaque carte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7099" />
      <source>The keys are back on the table, on the framed card: press the key again.</source>
      <translation>Les touches sont revenues à la table, sur la carte encadrée : appuyez de nouveau sur la touche.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4826" />
      <source>The last turns of the game (%1 of %2):</source>
      <translation>Les derniers coups de la partie (%1 sur %2) :</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4828" />
      <source>The last turns of the game (%1 of %2, see History):</source>
      <translation>Les derniers coups de la partie (%1 sur %2, voir l’Historique) :</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1362" />
      <source>The memory aid is off: only what a real table shows you is known, and a card you laid or saw face down counts as not seen.</source>
      <translation>L’aide-mémoire est désactivé : seul ce qu’une vraie table vous montre est connu, et une carte que vous avez posée ou vue face cachée compte comme jamais vue.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5419" />
      <source>The next deal waits until the results of the last one are closed.</source>
      <translation>La donne suivante attend que les résultats de la précédente soient fermés.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6424" />
      <source>The others have seen it.</source>
      <translation>Les autres l’ont vue.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6378" />
      <source>The rules lay the Great Hornbill with its %1 pointing up: you cannot rotate it as you lay it.</source>
      <translation>La règle pose le Grand Calao avec son %1 vers le haut : vous ne pouvez pas le faire pivoter en le posant.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4203" />
      <source>The rules set these cards aside face down before the deal: nobody sees them, and they stay out of this deal.</source>
      <translation>Les règles mettent ces cartes de côté face cachée avant la donne : personne ne les voit, et elles restent hors de cette donne.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4208" />
      <source>The rules set these cards aside face down before the deal: nobody sees them, and they stay out of this game.</source>
      <translation>Les règles mettent ces cartes de côté face cachée avant la donne : personne ne les voit, et elles restent hors de cette partie.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1623" />
      <source>Then came deal %1 of %2; the match is over.</source>
      <translation>Puis vint la donne %1 sur %2 ; la partie est terminée.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1617" />
      <source>Then came deal %3; next: deal %1 of %2.</source>
      <translation>Puis vint la donne %3 ; ensuite : donne %1 sur %2.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1619" />
      <source>Then came deal %3; now playing: deal %1 of %2.</source>
      <translation>Puis vint la donne %3 ; en cours : donne %1 sur %2.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1627" />
      <source>Then came deals %1 and %2; the match is over.</source>
      <translation>Puis vinrent les donnes %1 et %2 ; la partie est terminée.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6821" />
      <source>This card since your last move</source>
      <translation>Sur cette carte depuis votre dernier coup</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6816" />
      <source>This card since your last move, newest first</source>
      <translation>Sur cette carte depuis votre dernier coup, du plus récent au plus ancien</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6822" />
      <source>This card so far</source>
      <translation>Sur cette carte jusqu’ici</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6818" />
      <source>This card so far, newest first</source>
      <translation>Sur cette carte jusqu’ici, du plus récent au plus ancien</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5948" />
      <source>This is %1's Garrison: drop the card on your own to add it, or on “Use ability” to play its ability.</source>
      <translation>C’est la garnison de %1 : déposez la carte sur la vôtre pour l’ajouter, ou sur « Utiliser la capacité » pour jouer sa capacité.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7171" />
      <source>This is your only choice: ←/→ have nowhere else to go, Enter takes it.</source>
      <translation>C’est votre seul choix : ←/→ ne mènent nulle part ailleurs, Entrée le prend.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6052" />
      <source>This turn — %1</source>
      <translation>Ce tour — %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4415" />
      <source>Total Petal Power of all Garrisons</source>
      <translation>Puissance de pétales totale de toutes les garnisons</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4253" />
      <source>Turn order, to the left:</source>
      <translation>Ordre de jeu, vers la gauche :</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5096" />
      <source>Turning every Garrison card over…</source>
      <translation>On retourne toutes les cartes des garnisons…</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4254" />
      <source>Turns go clockwise, each to the player on the left; cards passed go to the left too. On your left: %1.</source>
      <translation>Le jeu tourne dans le sens des aiguilles d’une montre, chacun passant la main au joueur à sa gauche ; les cartes passées vont aussi vers la gauche. À votre gauche : %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="214" />
      <source>Upside down: counts %1</source>
      <translation>À l’envers : vaut %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5117" />
      <source>Use ability</source>
      <translation>Utiliser la capacité</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2383" />
      <location filename="../desktop/games/petal_plotters/board.py" line="2756" />
      <source>Use the ability of %1</source>
      <translation>Utiliser la capacité de la carte %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7572" />
      <source>Victory Points earned: %1</source>
      <translation>Points de victoire gagnés : %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1279" />
      <location filename="../desktop/games/petal_plotters/board.py" line="4065" />
      <location filename="../desktop/games/petal_plotters/items.py" line="1996" />
      <source>Victory card</source>
      <translation>Carte de victoire</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1234" />
      <location filename="../desktop/games/petal_plotters/board.py" line="1269" />
      <source>Victory card (last card kept)</source>
      <translation>Carte de victoire (dernière carte gardée)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1321" />
      <source>Victory cards are not counted in the total.</source>
      <translation>Les cartes de victoire ne comptent pas dans le total.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1312" />
      <source>When every hand is empty, all Garrisons are turned face up and their Petal Powers added up. The categories are tried in this order: the first whose condition the total meets, and whose victory card somebody holds, wins.</source>
      <translation>Quand toutes les mains sont vides, toutes les garnisons sont retournées face visible et leurs puissances de pétales additionnées. Les catégories sont essayées dans cet ordre : la première dont le total remplit la condition, et dont quelqu’un a la carte de victoire, gagne.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1358" />
      <source>Where each of the deal's %1 cards is, as far as you know.</source>
      <translation>Où se trouve chacune des %1 cartes de la donne, pour autant que vous le sachiez.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6007" />
      <source>You cannot do that now.</source>
      <translation>Vous ne pouvez pas faire cela maintenant.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5635" />
      <source>You cannot move that card now.</source>
      <translation>Vous ne pouvez pas déplacer cette carte maintenant.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5443" />
      <source>You hold the Great Hornbill: drag it onto your Garrison (or press Enter) to start the deal.</source>
      <translation>Vous avez le Grand Calao : faites-le glisser sur votre garnison (ou appuyez sur Entrée) pour commencer la donne.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5455" />
      <source>You hold the Great Hornbill: drag it onto your Garrison (or press Enter) to start the game.</source>
      <translation>Vous avez le Grand Calao : faites-le glisser sur votre garnison (ou appuyez sur Entrée) pour commencer la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5449" />
      <source>You hold the Great Hornbill: drag it onto your Garrison to start the deal.</source>
      <translation>Vous avez le Grand Calao : faites-le glisser sur votre garnison pour commencer la donne.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5461" />
      <source>You hold the Great Hornbill: drag it onto your Garrison to start the game.</source>
      <translation>Vous avez le Grand Calao : faites-le glisser sur votre garnison pour commencer la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3762" />
      <source>You knew %1 held %2: it is this card, or one they added face down to their Garrison.</source>
      <translation>Vous saviez que %1 avait la carte %2 : c’est cette carte, ou l’une de celles ajoutées face cachée à sa garnison.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4953" />
      <source>You knew %1 held this card: it may be the one they chose to pass to %2.</source>
      <translation>Vous saviez que %1 avait cette carte : c’est peut-être celle qu’il a choisi de passer à %2.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4958" />
      <source>You knew %1 held this card; since then they added a card face down, which may be this one.</source>
      <translation>Vous saviez que %1 avait cette carte ; depuis, une carte a été ajoutée face cachée à sa garnison : c’est peut-être celle-là.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4964" />
      <source>You knew where this card was; it may have changed hands since: %1 may hold it.</source>
      <translation>Vous saviez où était cette carte ; elle a pu changer de main depuis : %1 l’a peut-être.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4970" />
      <source>You knew where this card was; it may have changed places since: %1 may hold it, or it lies face down in %2's Garrison.</source>
      <translation>Vous saviez où était cette carte ; elle a pu changer de place depuis : %1 l’a peut-être, ou elle est face cachée dans la garnison de %2.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3754" />
      <source>You pass this card to %1 once everyone has chosen.</source>
      <translation>Vous passerez cette carte à %1 quand tout le monde aura choisi.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5053" />
      <source>You use %1</source>
      <translation>Vous utilisez la carte %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4084" />
      <source>Your Garrison (%1)</source>
      <translation>Votre garnison (%1)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5434" />
      <source>Your last turn — %1.</source>
      <translation>Votre tour précédent — %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5469" />
      <source>Your turn: drag a card onto your Garrison (R, right-click or the wheel rotates it) or onto “Use ability”.</source>
      <translation>À vous : faites glisser une carte sur votre garnison (R, clic droit ou la molette la font pivoter) ou sur « Utiliser la capacité ».</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5466" />
      <source>Your turn: drag a card onto your Garrison or onto “Use ability”.</source>
      <translation>À vous : faites glisser une carte sur votre garnison ou sur « Utiliser la capacité ».</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5494" />
      <source>Your turn: ←/→ choose a card, Enter adds it to your Garrison (R rotates it first), U uses its ability; ↑/↓ read the table, D shows the discard pile.</source>
      <translation>À vous : ←/→ choisissent une carte, Entrée l’ajoute à votre garnison (R la pivote d’abord), U utilise sa capacité ; ↑/↓ lisent la table, D montre la défausse.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1314" />
      <source>Your victory card: %1</source>
      <translation>Votre carte de victoire : %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="150" />
      <source>a card from their own Garrison</source>
      <translation>une carte de sa propre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="152" />
      <source>a card in their own Garrison</source>
      <translation>une carte de sa propre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3900" />
      <source>a face-down card</source>
      <translation>une carte face cachée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="153" />
      <source>a face-down card from their own Garrison</source>
      <translation>une carte face cachée de sa propre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="155" />
      <source>a face-down card in their own Garrison</source>
      <translation>une carte face cachée de sa propre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="156" />
      <source>a face-up card from their own Garrison</source>
      <translation>une carte face visible de sa propre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="158" />
      <source>a face-up card in their own Garrison</source>
      <translation>une carte face visible de sa propre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="860" />
      <source>after cancelling the abilities of %1</source>
      <translation>après avoir renoncé aux capacités des cartes %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="859" />
      <source>after cancelling the ability of %1</source>
      <translation>après avoir renoncé à la capacité de la carte %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="861" />
      <source>after cancelling the ability of another %1</source>
      <translation>après avoir renoncé à la capacité d’une autre carte %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="91" />
      <source>all Garrisons together must come to 12 at least</source>
      <translation>toutes les garnisons réunies doivent totaliser 12 au moins</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="90" />
      <source>all Garrisons together must come to 7 at most</source>
      <translation>toutes les garnisons réunies doivent totaliser 7 au plus</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="92" />
      <source>all Garrisons together must come to 8 at least</source>
      <translation>toutes les garnisons réunies doivent totaliser 8 au moins</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="89" />
      <source>all Garrisons together must come to less than 0</source>
      <translation>toutes les garnisons réunies doivent totaliser moins de 0</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5039" />
      <source>and %1 more</source>
      <translation>et %1 de plus</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5239" />
      <source>card %1 of %2</source>
      <translation>la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4371" />
      <source>counting the cards shown to you; %1 face-down cards are not counted</source>
      <translation>en comptant les cartes qui vous sont montrées ; %1 cartes face cachée ne sont pas comptées</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4369" />
      <source>counting the cards shown to you; 1 face-down card is not counted</source>
      <translation>en comptant les cartes qui vous sont montrées ; 1 carte face cachée n’est pas comptée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4384" />
      <source>counting the cards shown to you; with the %1 face-down cards, possible: %2 to %3</source>
      <translation>en comptant les cartes qui vous sont montrées ; avec les %1 cartes face cachée, possible : de %2 à %3</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4380" />
      <source>counting the cards shown to you; with the face-down card, possible: %2 to %3</source>
      <translation>en comptant les cartes qui vous sont montrées ; avec la carte face cachée, possible : de %2 à %3</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4373" />
      <location filename="../desktop/games/petal_plotters/board.py" line="4376" />
      <source>every Garrison card counted</source>
      <translation>toutes les cartes des garnisons comptées</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4024" />
      <source>no cards</source>
      <translation>aucune carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7572" />
      <source>none</source>
      <translation>aucun</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="892" />
      <source>one of %1</source>
      <translation>l’un des %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="892" />
      <source>one of %1 places</source>
      <translation>l’un des %1 endroits</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="93" />
      <source>the player with it in their Garrison wins if no victory card meets its condition</source>
      <translation>le joueur qui l’a dans sa garnison gagne si aucune carte de victoire ne remplit sa condition</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3034" />
      <source>their own Garrison</source>
      <translation>sa propre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="851" />
      <source>top %1 · bottom %2</source>
      <translation>haut %1 · bas %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="862" />
      <source>used again after cancelling it</source>
      <translation>rejouée après y avoir renoncé</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="863" />
      <source>used again after cancelling it %1 times</source>
      <translation>rejouée après y avoir renoncé %1 fois</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2644" />
      <location filename="../desktop/games/petal_plotters/board.py" line="4251" />
      <location filename="../desktop/games/petal_plotters/board.py" line="7460" />
      <source>you</source>
      <translation>vous</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2820" />
      <source>you passed %1 to %2</source>
      <translation>vous avez passé la carte %1 à %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2822" />
      <source>you passed a card to %1</source>
      <translation>vous avez passé une carte à %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2415" />
      <location filename="../desktop/games/petal_plotters/board.py" line="3028" />
      <location filename="../desktop/games/petal_plotters/board.py" line="3036" />
      <source>your Garrison</source>
      <translation>votre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="898" />
      <source>your last card became your victory card</source>
      <translation>votre dernière carte est devenue votre carte de victoire</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3031" />
      <source>your own Garrison</source>
      <translation>votre propre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6433" />
      <source>— the others have seen it.</source>
      <translation>— les autres l’ont vue.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1648" />
      <source>← Earlier deal</source>
      <translation>← Donne antérieure</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5448" />
      <location filename="../desktop/games/petal_plotters/board.py" line="5460" />
      <location filename="../desktop/games/petal_plotters/board.py" line="5542" />
      <source>↑/↓ read the table.</source>
      <translation>↑/↓ lisent la table.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4099" />
      <source>★ First player: began with the Great Hornbill.</source>
      <translation>★ Premier joueur : a commencé avec le Grand Calao.</translation>
    </message>
  </context>
  <context>
    <name>PetalPlottersHint</name>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2379" />
      <source>Add %1 face down to your Garrison, with %2 up</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>ajoutez la carte %1 face cachée à votre garnison, avec %2 vers le haut</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2374" />
      <source>Add %1 face down to your Garrison, with %2 up (rotated for you)</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>ajoutez la carte %1 face cachée à votre garnison, avec %2 vers le haut (pivotée pour vous)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2791" />
      <source>Cancel the ability</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>renoncez à la capacité</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2788" />
      <source>Cancel the ability of %1</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>renoncez à la capacité de la carte %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2404" />
      <source>Choose %1 from your hand to give, with %2 up</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>choisissez la carte %1 de votre main à donner, avec %2 vers le haut</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2399" />
      <source>Choose %1 from your hand to give, with %2 up (rotated for you)</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>choisissez la carte %1 de votre main à donner, avec %2 vers le haut (pivotée pour vous)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1473" />
      <source>Choose card %1 of %2</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>choisissez la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1472" />
      <source>Choose card %1 of %2 to exchange</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>choisissez la carte %1 de %2 à échanger</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2429" />
      <source>Exchange %5 from your hand, with %6 up, for card %1 of %2</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>échangez la carte %5 de votre main, avec %6 vers le haut, contre la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1468" />
      <source>Exchange a hand card for card %1 of %2</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>échangez une carte de votre main contre la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1471" />
      <source>Exchange card %3 of %4 with card %1 of %2</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>échangez la carte %3 de %4 avec la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1462" />
      <source>Flip card %1 of %2 face up</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>retournez face visible la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2321" />
      <source>For %3's %4: pass %1 to %2, on your left</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>passez la carte %1 à %2, à votre gauche, pour la carte %4 de %3</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2732" />
      <source>Leave card %1 of %2 unrotated</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>ne faites pas pivoter la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2730" />
      <source>Leave it unrotated</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>ne la faites pas pivoter</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1460" />
      <source>Look at card %1 of %2</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>regardez la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2389" />
      <source>Pass %1 to %2, on your left</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>passez la carte %1 à %2, à votre gauche</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2391" />
      <source>Pass %1 to the left</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>passez la carte %1 à gauche</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2747" />
      <source>Place the Great Hornbill</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>posez le Grand Calao</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1466" />
      <source>Remove card %1 of %2</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>retirez la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1464" />
      <source>Rotate card %1 of %2</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>faites pivoter la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2784" />
      <source>Skip</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>ignorez cette étape</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2383" />
      <location filename="../desktop/games/petal_plotters/board.py" line="2756" />
      <source>Use the ability of %1</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>utilisez la capacité de la carte %1</translation>
    </message>
  </context>
  <context>
    <name>PetalPlottersHistory</name>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2752" />
      <source>Add %1 face down to your Garrison, with %2 up</source>
      <translation>carte %1 ajoutée face cachée à la garnison, %2 vers le haut</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2754" />
      <source>Add a card to their Garrison</source>
      <translation>carte ajoutée à sa garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2791" />
      <source>Cancel the ability</source>
      <translation>renoncement à la capacité</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2533" />
      <location filename="../desktop/games/petal_plotters/board.py" line="2788" />
      <source>Cancel the ability of %1</source>
      <translation>renoncement à la capacité de la carte %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2739" />
      <source>Choose %1 from your hand to give, with %2 up</source>
      <translation>carte %1 de la main choisie pour être donnée, %2 vers le haut</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2745" />
      <source>Choose a card from their hand to give</source>
      <translation>carte de sa main choisie pour être donnée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1473" />
      <source>Choose card %1 of %2</source>
      <translation>carte %1 de %2 choisie</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1472" />
      <source>Choose card %1 of %2 to exchange</source>
      <translation>carte %1 de %2 choisie pour l’échange</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2703" />
      <source>Exchange %5 from your hand, with %6 up, for card %1 of %2</source>
      <translation>carte %5 de la main, %6 vers le haut, échangée contre la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1468" />
      <source>Exchange a hand card for card %1 of %2</source>
      <translation>carte de sa main échangée contre la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1471" />
      <source>Exchange card %3 of %4 with card %1 of %2</source>
      <translation>carte %3 de %4 échangée avec la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1462" />
      <source>Flip card %1 of %2 face up</source>
      <translation>carte %1 de %2 retournée face visible</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1409" />
      <source>Lay their last card as their victory card</source>
      <translation>sa dernière carte posée comme carte de victoire</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1408" />
      <source>Lay your last card as your victory card</source>
      <translation>dernière carte posée comme carte de victoire</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2732" />
      <source>Leave card %1 of %2 unrotated</source>
      <translation>carte %1 de %2 non pivotée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2615" />
      <location filename="../desktop/games/petal_plotters/board.py" line="2730" />
      <source>Leave it unrotated</source>
      <translation>non pivotée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1460" />
      <source>Look at card %1 of %2</source>
      <translation>carte %1 de %2 regardée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2802" />
      <source>Pass a card</source>
      <translation>carte passée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2820" />
      <source>Passed %1 to %2</source>
      <translation>carte %1 passée à %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2775" />
      <source>Passed %1 to you</source>
      <translation>vous a passé la carte %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2808" />
      <location filename="../desktop/games/petal_plotters/board.py" line="2822" />
      <source>Passed a card to %1</source>
      <translation>une carte passée à %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2807" />
      <source>Passed a card to you</source>
      <translation>vous a passé une carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2747" />
      <source>Place the Great Hornbill</source>
      <translation>Grand Calao posé</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1466" />
      <source>Remove card %1 of %2</source>
      <translation>carte %1 de %2 retirée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1021" />
      <location filename="../desktop/games/petal_plotters/board.py" line="1464" />
      <source>Rotate card %1 of %2</source>
      <translation>carte %1 de %2 pivotée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2610" />
      <source>Rotate it</source>
      <translation>puis pivotée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2612" />
      <source>Rotate it (counts %1)</source>
      <translation>puis pivotée (vaut maintenant %1)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2784" />
      <source>Skip</source>
      <translation>étape passée</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2756" />
      <source>Use the ability of %1</source>
      <translation>carte %1 jouée pour sa capacité</translation>
    </message>
  </context>
  <context>
    <name>PetalPlottersLesson</name>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="131" />
      <source>Add a card, upside down</source>
      <translation>Ajouter une carte, à l’envers</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="456" />
      <source>Almost! Rotate the card first (R) so that the %1 points up.</source>
      <translation>Presque ! Faites d’abord pivoter la carte (R) pour que le %1 pointe vers le haut.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="133" />
      <source>Basil added a card face down. Now you add one: drag the %1 in the orange frame onto your Garrison, and while you hold it press R (or right-click, or turn the wheel) so that its %2 points up (with the keys: ←/→ frame it, R rotates it, Enter adds it). Once you pick it up, a large number in a dark disc above the card shows the value that will count.

Nobody else knows which card it is or which end is up. You see it, as the memory aid (an option of New Game) shows you what you know; without it you would remember it, as at a real table.</source>
      <translation>Basil a ajouté une carte face cachée. À vous d’en ajouter une : faites glisser la carte %1 du cadre orange sur votre garnison et, tout en la tenant, appuyez sur R (ou clic droit, ou tournez la molette) pour que son %2 pointe vers le haut (au clavier : ←/→ l’encadrent, R la fait pivoter, Entrée l’ajoute). Dès que vous la prenez, un grand chiffre dans un disque sombre au-dessus de la carte indique la valeur qui comptera.

Personne d’autre ne sait de quelle carte il s’agit ni quel côté est en haut. Vous la voyez, car l’aide-mémoire (une option de Nouvelle partie) vous montre ce que vous savez ; sans lui, vous devriez vous en souvenir, comme à une vraie table.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="234" />
      <source>Basil and you now hold two cards each, so the deal ends after one more move each. When a turn leaves you one card, it goes face down and sideways below your Garrison: your victory card. It does not count in the total, and from then on no ability can reach your hand (when cards are passed round, your hand is skipped).</source>
      <translation>Basil et vous avez maintenant deux cartes chacun : la donne se termine donc après un dernier coup chacun. Quand un tour vous laisse une seule carte, elle se pose face cachée et en travers sous votre garnison : c’est votre carte de victoire. Elle ne compte pas dans le total, et dès lors aucune capacité ne peut atteindre votre main (quand des cartes passent de main en main, la vôtre est sautée).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="114" />
      <source>Basil and you were dealt seven cards each. The rules mark some cards “2–3” or “4–5”: those join the deck only for that many players. Bouquet builds the deck for you, so its cards carry no mark.</source>
      <translation>Basil et vous avez reçu sept cartes chacun. La règle marque certaines cartes « 2–3 » ou « 4–5 » : elles n’entrent dans le paquet qu’avec ce nombre de joueurs. Bouquet compose le paquet pour vous, ses cartes ne portent donc aucune marque.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="243" />
      <source>Basil has just added a card face down, and the memory aid marks it “%1 ?” with “one of 2”: you passed him the %1, so it is this card or the one marked in his hand, one card in one of two places. A “?” is a guess from the cards you saw change hands, not something you know.</source>
      <translation>Basil vient d’ajouter une carte face cachée, et l’aide-mémoire la marque « %1 ? » avec « l’un des 2 » : vous lui avez passé la carte %1, c’est donc celle-ci ou celle marquée dans sa main, une seule carte à l’un de deux endroits. Un « ? » est une supposition tirée des cartes que vous avez vues changer de main, pas une certitude.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="232" />
      <source>Basil passed you the %1.</source>
      <translation>Basil vous a passé la carte %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="183" />
      <source>Bouquet lets you take an ability back until it has changed the table, a convenience the rulebook does not have. Drag the %1 onto “Use ability” (or frame it with ←/→ and press U), then press the red Cancel button (or Esc): the card comes back to your hand and costs you nothing, but everyone has now seen it.</source>
      <translation>Bouquet vous laisse reprendre une capacité tant qu’elle n’a rien changé sur la table, une facilité que la règle ne prévoit pas. Faites glisser la carte %1 sur « Utiliser la capacité » (ou encadrez-la avec ←/→ et appuyez sur U), puis appuyez sur le bouton rouge Renoncer (ou Échap) : la carte revient dans votre main sans rien vous coûter, mais tout le monde l’a vue.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="477" />
      <source>Cancelled: the card is back in your hand. Play it again as the step says.</source>
      <translation>Vous avez renoncé : la carte est revenue dans votre main. Rejouez-la comme l’étape le demande.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="182" />
      <source>Changed your mind? Cancel</source>
      <translation>Changé d’avis ? Renoncer</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="166" />
      <source>Each card's ability is printed on that card: two cards of one animal may do different things. Point at a card, or frame it with the arrow keys, to read it large.</source>
      <translation>La capacité de chaque carte est imprimée sur cette carte : deux cartes du même animal peuvent faire des choses différentes. Survolez une carte, ou encadrez-la avec les flèches, pour la lire en grand.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="90" />
      <source>Every card has two Petal Powers, one at each end, and only the end that points up counts. Cards go face down into Garrisons; at the end every Garrison is turned over and the Petal Powers pointing up, in all Garrisons together, make one total.

The last card you keep decides what you need: a Frog wants 12 or more, a Katydid 7 or less, a Snail or Spider below 0, the Blue Squad (every blue card) 8 or more.

A card's two Petal Powers are its numbers in round badges: the one at the top left counts as the card lies, the one upside down at the bottom right once the card is rotated (you will rotate one soon).

The badge at the top right shows the card's category by colour and shape, with the number it needs; the small badge at the bottom left repeats its shape, to be read when the card lies the other way up.</source>
      <translation>Chaque carte a deux puissances de pétales, une à chaque bout, et seul le bout qui pointe vers le haut compte. Les cartes vont face cachée dans les garnisons ; à la fin, toutes les garnisons sont retournées et les puissances de pétales qui pointent vers le haut, de toutes les garnisons ensemble, font un seul total.

La dernière carte que vous gardez décide de ce qu’il vous faut : une Grenouille veut 12 ou plus, une Sauterelle 7 ou moins, un Escargot ou une Araignée sous 0, l’Escouade bleue (toutes les cartes bleues) 8 ou plus.

Les deux puissances de pétales d’une carte sont ses nombres dans des badges ronds : celui en haut à gauche compte tel que la carte est posée, le nombre à l’envers en bas à droite une fois la carte pivotée (vous en ferez pivoter une bientôt).

Le badge en haut à droite montre la catégorie de la carte par sa couleur et sa forme, avec le nombre qu’elle demande ; le petit badge en bas à gauche reprend sa forme, pour la lire quand la carte est posée dans l’autre sens.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="281" />
      <source>Finish the deal</source>
      <translation>Finir la donne</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="462" />
      <source>For this lesson, follow the orange frames.</source>
      <translation>Pour cette leçon, suivez les cadres orange.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="459" />
      <source>For this lesson, take the card in the orange frame.</source>
      <translation>Pour cette leçon, prenez la carte dans le cadre orange.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="331" />
      <source>Free game</source>
      <translation>Partie libre</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="194" />
      <source>Give one, take one</source>
      <translation>Donner une carte, en prendre une</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="158" />
      <source>Instead of adding a card you may play it for its ability; it then goes to the public discard pile. Drag the %1 onto “Use ability” (or frame it with ←/→ and press U): the cards it may target light up. Click Basil's first card (or frame it and press Enter) to turn it face up.</source>
      <translation>Au lieu d’ajouter une carte, vous pouvez la jouer pour sa capacité ; elle va ensuite à la défausse publique. Faites glisser la carte %1 sur « Utiliser la capacité » (ou encadrez-la avec ←/→ et appuyez sur U) : les cartes qu’elle peut viser s’allument. Cliquez sur la première carte de Basil (ou encadrez-la et appuyez sur Entrée) pour la retourner face visible.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="440" />
      <source>Keys: Enter places it.</source>
      <translation>Touche : Entrée pour le poser.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="451" />
      <source>Keys: Esc cancels.</source>
      <translation>Touche : Échap pour renoncer.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="450" />
      <source>Keys: ←/→ frame the card, Enter passes it.</source>
      <translation>Touches : ←/→ encadrent la carte, Entrée la passe.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="442" />
      <source>Keys: ←/→ frame the card, R rotates it, Enter adds it.</source>
      <translation>Touches : ←/→ encadrent la carte, R la fait pivoter, Entrée l’ajoute.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="448" />
      <source>Keys: ←/→ frame the card, R rotates it, Enter gives it.</source>
      <translation>Touches : ←/→ encadrent la carte, R la fait pivoter, Entrée la donne.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="444" />
      <source>Keys: ←/→ frame the card, U uses its ability.</source>
      <translation>Touches : ←/→ encadrent la carte, U utilise sa capacité.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="446" />
      <source>Keys: ←/→ frame the target, Enter chooses it.</source>
      <translation>Touches : ←/→ encadrent la cible, Entrée la choisit.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="320" />
      <source>Not sure which move is best? Press %1 (Hint): a good move is framed on the table, and the words under this step say why.</source>
      <translation>Vous hésitez sur le meilleur coup ? Appuyez sur %1 (Conseil) : un bon coup est encadré sur la table, et le texte sous cette étape dit pourquoi.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="214" />
      <source>Pass to the left</source>
      <translation>Passer à gauche</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="430" />
      <source>Petal Plotters lesson</source>
      <translation>Leçon de Petal Plotters</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="332" />
      <source>Play a game against Basil; the rules are in Help &gt; Rules.</source>
      <translation>Jouez une partie contre Basil ; les règles sont dans Aide &gt; Règles.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="310" />
      <source>Play the deal to its end against Basil: each turn, add a card or play one for its ability (with the keys: ←/→ frame one, Enter adds it, U plays it). Once you hold two cards, your move is your last.

The panel “Total Petal Power of all Garrisons” adds up the cards shown to you. To look through the discard pile, click it or press D.</source>
      <translation>Jouez la donne jusqu’au bout contre Basil : à chaque tour, ajoutez une carte ou jouez-en une pour sa capacité (au clavier : ←/→ en encadrent une, Entrée l’ajoute, U la joue). Quand vous n’avez plus que deux cartes, votre coup est le dernier.

Le panneau « Puissance de pétales totale de toutes les garnisons » fait le total des cartes qui vous sont montrées. Pour parcourir la défausse, cliquez dessus ou appuyez sur D.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="196" />
      <source>Some abilities exchange cards. Drag the %1 onto “Use ability”, then click the %2 in your hand: you give it (to choose the end that points up once given, rotate it first with R, a right-click or the wheel). Then click Basil's second card: it comes into your hand, and your %2 lies face down in its place.

With the keys: ←/→ frame each card, U uses the %1, Enter gives the %2, then takes Basil's card.</source>
      <translation>Certaines capacités échangent des cartes. Faites glisser la carte %1 sur « Utiliser la capacité », puis cliquez sur la carte %2 de votre main : vous la donnez (pour choisir l’extrémité qui pointera vers le haut une fois donnée, faites-la d’abord pivoter avec R, un clic droit ou la molette). Cliquez ensuite sur la deuxième carte de Basil : elle vient dans votre main, et votre carte %2 prend sa place, face cachée.

Au clavier : ←/→ encadrent chaque carte, U utilise la carte %1, Entrée donne la carte %2, puis prend celle de Basil.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="173" />
      <source>Some abilities let you look at a face-down card: you alone see it, and Undo cannot take back a move that showed you a card.</source>
      <translation>Certaines capacités vous font regarder une carte face cachée : personne d’autre ne la voit, et Annuler ne peut pas reprendre un coup qui vous a montré une carte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="105" />
      <source>The Great Hornbill starts</source>
      <translation>Le Grand Calao commence</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="147" />
      <source>The dashed pink line round Basil's new card marks what the others changed since your last move; it stays until you move.</source>
      <translation>La ligne pointillée rose autour de la nouvelle carte de Basil marque ce que les autres ont changé depuis votre dernier coup ; elle reste jusqu’à ce que vous jouiez.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="300" />
      <source>This is your last move: add or play one of your two cards (with the keys: ←/→ frame one, Enter adds it, U plays it). The other becomes your victory card, so keep the one whose condition (such as ≥ 12 or ≤ 7) you think the total will meet. Then Basil makes his last move, and the Garrisons are turned over.

The panel “Total Petal Power of all Garrisons” adds up the cards shown to you. To look through the discard pile, click it or press D.</source>
      <translation>C’est votre dernier coup : ajoutez ou jouez l’une de vos deux cartes (au clavier : ←/→ en encadrent une, Entrée l’ajoute, U la joue). L’autre devient votre carte de victoire : gardez donc celle dont vous pensez que le total remplira la condition (comme ≥ 12 ou ≤ 7). Ensuite Basil joue son dernier coup, et les garnisons sont retournées.

Le panneau « Puissance de pétales totale de toutes les garnisons » fait le total des cartes qui vous sont montrées. Pour parcourir la défausse, cliquez dessus ou appuyez sur D.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="156" />
      <source>Use an ability</source>
      <translation>Utiliser une capacité</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="433" />
      <source>Watch Basil…</source>
      <translation>Regardez Basil…</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="89" />
      <source>Welcome to Petal Plotters</source>
      <translation>Bienvenue dans Petal Plotters</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="257" />
      <source>When all hands are empty, the Garrisons are turned over and the total is read against this list from the top. The first line that the total meets, and for which someone kept a card, wins:
1. Snail / Spider: below 0
2. Katydid: 7 or less
3. Frog: 12 or more
4. Blue Squad: 8 or more
5. Otherwise: the player with the Great Hornbill in their Garrison (you, here)

With 13, a kept Frog wins; if nobody kept one, the Blue Squad; else the Hornbill. All who kept a card of the winning line win together.</source>
      <translation>Quand toutes les mains sont vides, les garnisons sont retournées et le total est comparé à cette liste, de haut en bas. La première ligne que le total atteint, et pour laquelle quelqu’un a gardé une carte, gagne :
1. Escargot / Araignée : sous 0
2. Sauterelle : 7 ou moins
3. Grenouille : 12 ou plus
4. Escouade bleue : 8 ou plus
5. Sinon : le joueur qui a le Grand Calao dans sa garnison (vous, ici)

Avec 13, une Grenouille gardée gagne ; si personne n’en a gardé, l’Escouade bleue ; sinon le Grand Calao. Tous ceux qui ont gardé une carte de la ligne gagnante gagnent ensemble.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="253" />
      <source>Who wins</source>
      <translation>Qui gagne</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="271" />
      <source>Winners score Victory Points: alone, 3 for a Snail, Spider or Frog and 2 for the others; together, 1 each. A match (an option of New Game) is three deals, won by the most points; players still tied after the third deal share the victory.

Press Next (Enter) for your last move.</source>
      <translation>Les gagnants marquent des points de victoire : pour une victoire non partagée, 3 pour un Escargot, une Araignée ou une Grenouille et 2 pour les autres ; pour une victoire partagée, 1 chacun. Une partie en trois donnes (une option de Nouvelle partie) est gagnée par qui a le plus de points ; les joueurs encore à égalité après la troisième donne se partagent la victoire.

Appuyez sur Suivant (Entrée) pour votre dernier coup.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="216" />
      <source>With the %1, everyone who holds cards passes one to the left, starting with whoever plays it. Drag the %1 onto “Use ability” (or frame it with ←/→ and press U), then click the %2 (or frame it and press Enter) to pass it to Basil; Basil then passes you one of his.</source>
      <translation>Avec la carte %1, chaque joueur qui a des cartes en main en passe une à sa gauche, en commençant par celui qui la joue. Faites glisser la carte %1 sur « Utiliser la capacité » (ou encadrez-la avec ←/→ et appuyez sur U), puis cliquez sur la carte %2 (ou encadrez-la et appuyez sur Entrée) pour la passer à Basil ; Basil vous passe ensuite une des siennes.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="121" />
      <source>With two players, four cards are set aside unseen before the deal, so nobody knows every card in play. Abilities may rotate the Great Hornbill, but in Bouquet none may remove it or exchange it: it stays in a Garrison so that, when no kept card wins, its owner does.</source>
      <translation>À deux joueurs, quatre cartes sont mises de côté sans être regardées avant la donne : personne ne connaît toutes les cartes en jeu. Une capacité peut faire pivoter le Grand Calao, mais dans Bouquet aucune ne peut le retirer ni l’échanger : il reste dans une garnison pour que, si aucune carte gardée ne gagne, son propriétaire gagne.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="107" />
      <source>You hold the Great Hornbill, so you play first and must put it face up into your Garrison, its +2 pointing up, where it stays for the whole deal. Drag it from your hand onto your Garrison (the orange frames), or press Enter.</source>
      <translation>Vous avez le Grand Calao : vous jouez donc en premier et devez le poser face visible dans votre garnison, son +2 vers le haut, où il reste pendant toute la donne. Faites-le glisser de votre main sur votre garnison (les cadres orange), ou appuyez sur Entrée.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="230" />
      <source>Your last card</source>
      <translation>Votre dernière carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="436" />
      <source>Your move: follow the orange frames.</source>
      <translation>À vous : suivez les cadres orange.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="295" />
      <source>Your victory card is laid. Basil makes his last move, then the Garrisons are turned over.</source>
      <translation>Votre carte de victoire est posée. Basil joue son dernier coup, puis les garnisons sont retournées.</translation>
    </message>
  </context>
  <context>
    <name>PetalPlottersShown</name>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2232" />
      <source>%1 from %2</source>
      <translation>la carte %1 de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2243" />
      <source>%1 from %2's hand</source>
      <translation>la carte %1 de la main de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2249" />
      <source>%1 in %2's Garrison</source>
      <translation>la carte %1 dans la garnison de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2248" />
      <source>%1 in your Garrison</source>
      <translation>la carte %1 dans votre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2258" />
      <source>%1 on the discard pile</source>
      <translation>la carte %1 sur la défausse</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2255" />
      <source>%1, %2's victory card</source>
      <translation>la carte %1, la carte de victoire de %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2257" />
      <source>%1, now in your hand</source>
      <translation>la carte %1, désormais dans votre main</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2253" />
      <source>%1, your victory card</source>
      <translation>la carte %1, votre carte de victoire</translation>
    </message>
  </context>
  <context>
    <name>QPlatformTheme</name>
    <message>
      <location filename="../desktop/i18n.py" line="1072" />
      <source>Discard</source>
      <translation>Ne pas enregistrer</translation>
    </message>
  </context>
  <context>
    <name>RevealPause</name>
    <message>
      <location filename="../desktop/table/handoff.py" line="503" />
      <source>Done looking</source>
      <translation>J’ai regardé</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="480" />
      <source>Look before play goes on: %1.</source>
      <translation>Regardez avant que la partie continue : %1.</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="482" />
      <source>Look before you pass the screen on: %1.</source>
      <translation>Regardez avant de passer l’écran : %1.</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="506" />
      <source>Pass the screen to {name}</source>
      <translation>Passez l’écran à {name}</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="469" />
      <source>The pass brought you your last card, now your victory card: only you and the player who passed it know it. Take a look.</source>
      <translation>Le passage vous a apporté votre dernière carte, désormais votre carte de victoire : seuls vous et le joueur qui vous l’a passée la connaissez. Regardez-la.</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="485" />
      <source>Your move showed you a hidden card: look at it before play goes on.</source>
      <translation>Votre coup vous a montré une carte cachée : regardez-la avant que la partie continue.</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="487" />
      <source>Your move showed you a hidden card: look at it before you pass the screen on.</source>
      <translation>Votre coup vous a montré une carte cachée : regardez-la avant de passer l’écran.</translation>
    </message>
  </context>
  <context>
    <name>RulesDialog</name>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="355" />
      <source>Contents</source>
      <translation>Sommaire</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="348" />
      <source>Enter or %1: next match. Shift+Enter or %2: previous match. Esc: back to the text.</source>
      <translation>Entrée ou %1 : occurrence suivante. Maj+Entrée ou %2 : occurrence précédente. Échap : retour au texte.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="345" />
      <source>Find in the rules</source>
      <translation>Chercher dans les règles</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="597" />
      <source>Not found</source>
      <translation>Introuvable</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="423" />
      <source>Playing with the keyboard</source>
      <translation>Jouer au clavier</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="344" />
      <source>Rules of {game}</source>
      <translation>Règles de {game}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="379" />
      <source>The rules summary of this game is not written yet.</source>
      <translation>Le résumé des règles de ce jeu n’est pas encore écrit.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="607" />
      <source>{index} of {count}</source>
      <translation>{index} sur {count}</translation>
    </message>
  </context>
  <context>
    <name>SessionController</name>
    <message>
      <location filename="../desktop/session_controller.py" line="561" />
      <source>%1's ability</source>
      <translation>la capacité de %1</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="734" />
      <source>It is not your turn.</source>
      <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="387" />
      <location filename="../desktop/session_controller.py" line="732" />
      <source>No game in progress.</source>
      <translation>Aucune partie en cours.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="389" />
      <source>Only AI seats are playing.</source>
      <translation>Seules des IA jouent.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="463" />
      <source>Undo is not possible: %1's move showed everyone a hidden card.</source>
      <translation>Annulation impossible : le coup de %1 a montré une carte cachée à tout le monde.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="452" />
      <source>Undo is not possible: %1's move showed one of their cards to the others.</source>
      <translation>Annulation impossible : le coup de %1 a montré une de ses cartes aux autres.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="442" />
      <source>Undo is not possible: %1's move showed one of their cards to the others. %1 can still take it back with the Cancel button on the table.</source>
      <translation>Annulation impossible : le coup de %1 a montré une de ses cartes aux autres. %1 peut encore la reprendre avec le bouton « Renoncer » sur la table.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="542" />
      <source>Undo is not possible: %1's move “%2” showed %3 a hidden card.</source>
      <translation>Annulation impossible : le coup « %2 » de %1 a montré une carte cachée à %3.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="532" />
      <source>Undo is not possible: %1's move “%2” showed %3, a card not seen before.</source>
      <translation>Annulation impossible : le coup « %2 » de %1 a montré %3, une carte qu’on n’avait pas encore vue.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="536" />
      <source>Undo is not possible: %1's move “%2” showed everyone a hidden card.</source>
      <translation>Annulation impossible : le coup « %2 » de %1 a montré une carte cachée à tout le monde.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="512" />
      <source>Undo is not possible: %1's move “%2” showed you %3, hidden from you until then.</source>
      <translation>Annulation impossible : le coup « %2 » de %1 vous a montré ce qui vous était caché jusque-là : %3.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="520" />
      <source>Undo is not possible: %1's move “%2” showed you a card.</source>
      <translation>Annulation impossible : le coup « %2 » de %1 vous a montré une carte.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="553" />
      <source>Undo is not possible: everyone passed a card for %1's ability, and each of you received a card not seen before.</source>
      <translation>Annulation impossible : chacun a passé une carte pour la capacité de %1, et chacun de vous a reçu une carte jamais vue auparavant.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="572" />
      <source>Undo is not possible: everyone passed a card for %1, and you received %2, hidden from you until then.</source>
      <translation>Annulation impossible : chacun a passé une carte pour %1, et vous avez reçu ce qui vous était caché jusque-là : %2.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="567" />
      <source>Undo is not possible: everyone passed a card for %1, and you received a card you had not seen.</source>
      <translation>Annulation impossible : chacun a passé une carte pour %1, et vous avez reçu une carte que vous n’aviez pas vue.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="398" />
      <source>Undo is not possible: the end of the game showed every card.</source>
      <translation>Annulation impossible : la fin de la partie a montré toutes les cartes.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="399" />
      <source>Undo is not possible: the game is over, and its result stands.</source>
      <translation>Annulation impossible : la partie est terminée, et son résultat est acquis.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="406" />
      <source>Undo is not possible: the previous deal ended, its Garrisons were turned over and new hands were dealt.</source>
      <translation>Annulation impossible : la donne précédente est finie, ses garnisons ont été révélées et de nouvelles mains distribuées.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="466" />
      <source>Undo is not possible: your move showed everyone a hidden card.</source>
      <translation>Annulation impossible : votre coup a montré une carte cachée à tout le monde.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="456" />
      <source>Undo is not possible: your move showed one of your cards to the others.</source>
      <translation>Annulation impossible : votre coup a montré une de vos cartes aux autres.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="447" />
      <source>Undo is not possible: your move showed one of your cards to the others. The Cancel button on the table still takes it back.</source>
      <translation>Annulation impossible : votre coup a montré une de vos cartes aux autres. Le bouton « Renoncer » sur la table la reprend encore.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="486" />
      <source>Undo is not possible: your move showed you a hidden card.</source>
      <translation>Annulation impossible : votre coup vous a montré une carte cachée.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="479" />
      <source>Undo is not possible: your move “%1” showed you %2, a card hidden until then.</source>
      <translation>Annulation impossible : votre coup « %1 » vous a montré %2, une carte cachée jusque-là.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="559" />
      <source>your ability</source>
      <translation>votre capacité</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="110" />
      <source> ms</source>
      <translation> ms</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="123" />
      <source>AI move delay</source>
      <translation>Délai des coups de l’IA</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="119" />
      <source>Animations</source>
      <translation>Animations</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="102" />
      <source>Ask before each move, unless it is the only one possible</source>
      <translation>Demander avant chaque coup, sauf s’il est le seul possible</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="121" />
      <source>Colour-blind help</source>
      <translation>Aide aux daltoniens</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="120" />
      <source>Colours</source>
      <translation>Couleurs</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="122" />
      <source>Confirm moves</source>
      <translation>Confirmer les coups</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="80" />
      <source>Dark</source>
      <translation>Sombres</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="48" />
      <source>English</source>
      <translation>anglais</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="93" />
      <source>Every Flowers card shows its colour's flower: yellow a sunflower, red a tulip, blue a star, green a clover. This adds a pattern to the outline of each scoring field in Flowers; Petal Plotters' categories have their shapes.</source>
      <translation>Chaque carte de Flowers montre la fleur de sa couleur : un tournesol pour le jaune, une tulipe pour le rouge, une étoile pour le bleu, un trèfle pour le vert. Cette option ajoute un motif au contour de chaque champ qui marque des points dans Flowers ; les catégories de Petal Plotters ont leurs formes.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="67" />
      <source>Fast</source>
      <translation>Rapides</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="78" />
      <source>Follow the system</source>
      <translation>Suivre le système</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="49" />
      <source>French</source>
      <translation>français</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="50" />
      <source>German</source>
      <translation>allemand</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="135" />
      <source>How long a computer's move waits before it is played: {low} to {high} ms.</source>
      <translation>Délai avant qu’un coup de l’ordinateur soit joué : de {low} à {high} ms.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="117" />
      <source>Language</source>
      <translation>Langue</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="79" />
      <source>Light</source>
      <translation>Claires</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="68" />
      <source>Normal</source>
      <translation>Normales</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="66" />
      <source>Off</source>
      <translation>Désactivées</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="32" />
      <source>Settings</source>
      <translation>Paramètres</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="91" />
      <source>Show patterns as well as colours (Flowers' fields)</source>
      <translation>Afficher des motifs en plus des couleurs (champs de Flowers)</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="69" />
      <source>Slow</source>
      <translation>Lentes</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="36" />
      <source>System language</source>
      <translation>Langue du système</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="86" />
      <source>The colours of the windows and of the table, applied as you press OK.</source>
      <translation>Les couleurs des fenêtres et de la table, appliquées dès que vous appuyez sur OK.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="53" />
      <source>This run is in {language}, as asked when Bouquet was started. Next time it starts in the language chosen above; choose another one here to switch now.</source>
      <translation>Cette session est en {language}, comme demandé au lancement de Bouquet. Au prochain lancement, il démarrera dans la langue choisie ci-dessus ; choisissez-en une autre ici pour changer tout de suite.</translation>
    </message>
  </context>
  <context>
    <name>SoloRecords</name>
    <message>
      <location filename="../desktop/solo_records.py" line="711" />
      <source>%1 (%2)</source>
      <translation>%1 (%2)</translation>
    </message>
    <message>
      <location filename="../desktop/solo_records.py" line="535" />
      <source>your solo records have reached the largest size Bouquet reads</source>
      <translation>vos records en solo ont atteint la plus grande taille que Bouquet sait lire</translation>
    </message>
  </context>
  <context>
    <name>SoloResultsDialog</name>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="466" />
      <source>%1 (%2 given up)</source>
      <translation>%1 (abandons : %2)</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="360" />
      <source>%1 (%2 more than your best)</source>
      <translation>%1 (%2 de plus que votre meilleur score)</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="490" />
      <source>%1 (from a save)</source>
      <translation>%1 (d’une sauvegarde)</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="489" />
      <source>%1 (replay)</source>
      <translation>%1 (rejouée)</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="474" />
      <source>%1 and %2</source>
      <translation>%1 et %2</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="348" />
      <source>%1 from %2 points</source>
      <translation>%1 dès %2 points</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="461" />
      <source>%1 game</source>
      <translation>%1 partie</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="461" />
      <source>%1 games</source>
      <translation>%1 parties</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="189" />
      <source>%1 marks each player's best game of each variant.</source>
      <translation>%1 marque la meilleure partie de chaque joueur dans chaque variante.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="191" />
      <source>%1 marks each player's best game.</source>
      <translation>%1 marque la meilleure partie de chaque joueur.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="193" />
      <source>%1 marks the best game of each variant.</source>
      <translation>%1 marque la meilleure partie de chaque variante.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="195" />
      <source>%1 marks your best game.</source>
      <translation>%1 marque votre meilleure partie.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="473" />
      <source>%1 replay</source>
      <translation>%1 partie rejouée</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="473" />
      <source>%1 replays</source>
      <translation>%1 parties rejouées</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="335" />
      <source>%1 × %2</source>
      <translation>%1 × %2</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="219" />
      <source>&amp;Play this deal again</source>
      <translation>&amp;Rejouer cette donne</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="134" />
      <source>&amp;Variant:</source>
      <translation>&amp;Variante :</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="551" />
      <source>(no name)</source>
      <translation>(sans nom)</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="204" />
      <source>A game given up (another begun or opened before its end) is listed as played, with no score.</source>
      <translation>Une partie abandonnée (une autre commencée ou ouverte avant sa fin) est listée comme jouée, sans score.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="198" />
      <source>A replay (a code played before, or a game reopened from its save after it had gone further) is listed, but counts toward neither the best score nor the ranks: its cards to come were known.</source>
      <translation>Une partie rejouée (un code déjà joué, ou une partie reprise de sa sauvegarde alors qu’elle était allée plus loin) est listée, mais ne compte ni pour le meilleur score ni pour les rangs : ses cartes à venir étaient connues.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="441" />
      <source>A replay: not counted toward the best or the ranks</source>
      <translation>Partie rejouée : ne compte ni pour le meilleur score ni pour les rangs</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="130" />
      <source>All variants</source>
      <translation>Toutes les variantes</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="367" />
      <source>Choose a player to see their best score and ranks.</source>
      <translation>Choisissez un joueur pour voir son meilleur score et ses rangs.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="299" />
      <source>Chosen game: %1 · Total %2</source>
      <translation>Partie choisie : %1 · Total : %2</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="289" />
      <source>Chosen game: given up before its end, with no score.</source>
      <translation>Partie choisie : abandonnée avant sa fin, sans score.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="291" />
      <source>Chosen game: its score lines were not kept (older games have none).</source>
      <translation>Partie choisie : le détail de son score n’a pas été gardé (les parties plus anciennes n’en ont pas).</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="164" />
      <source>Code</source>
      <translation>Code</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="161" />
      <source>Date</source>
      <translation>Date</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="138" />
      <source>Everyone</source>
      <translation>Tout le monde</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="546" />
      <source>From A to Z</source>
      <translation>De A à Z</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="546" />
      <source>From Z to A</source>
      <translation>De Z à A</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="436" />
      <source>Given up before its end: played, with no score</source>
      <translation>Abandonnée avant sa fin : jouée, sans score</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="545" />
      <source>Highest first</source>
      <translation>Du plus haut au plus bas</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="432" />
      <source>Its player's best game of its variant</source>
      <translation>La meilleure partie de son joueur dans sa variante</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="545" />
      <source>Lowest first</source>
      <translation>Du plus bas au plus haut</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="543" />
      <source>Newest first</source>
      <translation>Les plus récentes d’abord</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="371" />
      <source>No counted game yet: a replay reaches no rank.</source>
      <translation>Aucune partie comptée pour l’instant : une partie rejouée n’atteint aucun rang.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="373" />
      <source>Not reached yet: %1</source>
      <translation>Pas encore atteints : %1</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="543" />
      <source>Oldest first</source>
      <translation>Les plus anciennes d’abord</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="144" />
      <source>Pla&amp;yer:</source>
      <translation>&amp;Joueur :</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="166" />
      <source>Player</source>
      <translation>Joueur</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="163" />
      <source>Rank</source>
      <translation>Rang</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="364" />
      <source>Ranks reached: %1</source>
      <translation>Rangs atteints : %1</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="162" />
      <source>Score</source>
      <translation>Score</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="125" />
      <source>Solo results: %1</source>
      <translation>Résultats en solo : %1</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="434" />
      <source>The best game of its variant</source>
      <translation>La meilleure partie de sa variante</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="222" />
      <source>The chosen game's cards again, by its code and variant: a replay, listed but not counted toward your best score and rank.</source>
      <translation>Rejouer la donne de la partie choisie (même code, même variante) : la partie rejouée figurera dans la liste, mais ne comptera ni pour votre meilleur score ni pour votre rang.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="165" />
      <source>Variant</source>
      <translation>Variante</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="330" />
      <source>best: %1, code %2</source>
      <translation>meilleur score : %1, code %2</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="480" />
      <source>given up after %1 turn</source>
      <translation>abandonnée après %1 tour</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="482" />
      <source>given up after %1 turns</source>
      <translation>abandonnée après %1 tours</translation>
    </message>
  </context>
  <context>
    <name>StartScreen</name>
    <message>
      <location filename="../desktop/start_screen.py" line="601" />
      <source>Flower card games on one table. Choose a game:</source>
      <translation>Des jeux de cartes fleuris sur une même table. Choisissez un jeu :</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="602" />
      <source>No game is installed.</source>
      <translation>Aucun jeu n’est installé.</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="556" />
      <location filename="../desktop/start_screen.py" line="608" />
      <source>No game to resume.</source>
      <translation>Aucune partie à reprendre.</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="605" />
      <source>Open saved game…</source>
      <translation>Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="592" />
      <source>Open the game's last save</source>
      <translation>Ouvrir la dernière sauvegarde de la partie</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="581" />
      <source>Resume last game</source>
      <translation>Reprendre la dernière partie</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="606" />
      <source>Settings…</source>
      <translation>Paramètres…</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="579" />
      <source>Show last game</source>
      <translation>Revoir la dernière partie</translation>
    </message>
  </context>
  <context>
    <name>TableBar</name>
    <message>
      <location filename="../desktop/table/bar.py" line="237" />
      <source>%1 · %2</source>
      <translation>%1 · %2</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="788" />
      <source>+</source>
      <translation>+</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="237" />
      <source>?: all keys</source>
      <translation>? : toutes les touches</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="794" />
      <source>Back to the game</source>
      <translation>Retour à la partie</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="787" />
      <source>Fit</source>
      <translation>Ajuster</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="787" />
      <source>Fit the table to the window</source>
      <translation>Ajuster la table à la fenêtre</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="136" />
      <source>Looking back</source>
      <translation>Retour en arrière</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="423" />
      <source>Show all the words</source>
      <translation>Afficher tout le texte</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="425" />
      <source>Show all the words (%1)</source>
      <translation>Afficher tout le texte (%1)</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="427" />
      <source>Show less (%1)</source>
      <translation>Afficher moins (%1)</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="704" />
      <source>Space presses the button; Esc gives the keys back to the table.</source>
      <translation>Espace appuie sur le bouton ; Échap rend le clavier à la table.</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="795" />
      <source>The table as the game stands now (Esc)</source>
      <translation>La table telle que la partie est maintenant (Échap)</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="132" />
      <source>To do</source>
      <translation>À faire</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="129" />
      <location filename="../desktop/table/bar.py" line="140" />
      <source>To do — %1</source>
      <translation>À faire — %1</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="134" />
      <source>Waiting</source>
      <translation>En attente</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="788" />
      <source>Zoom in</source>
      <translation>Zoom avant</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="786" />
      <source>Zoom out</source>
      <translation>Zoom arrière</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="786" />
      <source>−</source>
      <translation>−</translation>
    </message>
  </context>
  <context>
    <name>TableView</name>
    <message>
      <location filename="../desktop/table/view.py" line="265" />
      <source>%1 (or the Fit button)</source>
      <translation>%1 (ou le bouton Ajuster)</translation>
    </message>
    <message>
      <location filename="../desktop/table/view.py" line="277" />
      <source>%1 fits the table to the window again.</source>
      <translation>%1 ajuste de nouveau la table à la fenêtre.</translation>
    </message>
    <message>
      <location filename="../desktop/table/view.py" line="271" />
      <source>Drag the empty table to move it. %1 fits it to the window again.</source>
      <translation>Faites glisser la table à un endroit vide pour la déplacer. %1 l’ajuste de nouveau à la fenêtre.</translation>
    </message>
    <message>
      <location filename="../desktop/table/view.py" line="150" />
      <location filename="../desktop/table/view.py" line="392" />
      <source>Not taken yet: press again in a moment.</source>
      <translation>Pas encore pris en compte : appuyez de nouveau dans un instant.</translation>
    </message>
  </context>
  <context>
    <name>Tutorial</name>
    <message>
      <location filename="../desktop/tutorial/__init__.py" line="57" />
      <source>Lesson</source>
      <translation>Leçon</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/__init__.py" line="58" />
      <source>There is no lesson for this game yet. The rules are in Help &gt; Rules.</source>
      <translation>Il n’y a pas encore de leçon pour ce jeu. Les règles sont dans Aide &gt; Règles.</translation>
    </message>
  </context>
  <context>
    <name>engine</name>
    <message>
      <location filename="../desktop/i18n.py" line="390" />
      <source>(Bouquet's reading of the rules: Rules › Interpretations, item 2.)</source>
      <translation>(Lecture des règles propre à Bouquet : Règles › Interprétations, point 2.)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="393" />
      <source>(Bouquet's reading of the rules: Rules › Interpretations, item 4.)</source>
      <translation>(Lecture des règles propre à Bouquet : Règles › Interprétations, point 4.)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="399" />
      <source>(Bouquet's reading of the rules: Rules › Interpretations, item 6.)</source>
      <translation>(Lecture des règles propre à Bouquet : Règles › Interprétations, point 6.)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="396" />
      <source>(Bouquet's reading of the rules: Rules › Interpretations, items 2 and 4.)</source>
      <translation>(Lecture des règles propre à Bouquet : Règles › Interprétations, points 2 et 4.)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="61" />
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="314" />
      <source>, then </source>
      <translation>, puis </translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="247" />
      <source>1 turn into deal {deal}</source>
      <translation>1 tour joué dans la donne {deal}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="266" />
      <source>12 or more</source>
      <translation>12 ou plus</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="265" />
      <source>7 or less</source>
      <translation>7 ou moins</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="267" />
      <source>8 or more</source>
      <translation>8 ou plus</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="103" />
      <source>A player has no name in the file: as in a new game, the seat is named {players}.</source>
      <translation>Un joueur n’a pas de nom dans le fichier : comme dans une nouvelle partie, sa place est nommée {players}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="169" />
      <source>A player's name in the file is longer than a seat takes: it is cut to its first {count} characters.</source>
      <translation>Le nom d’un joueur dans le fichier est plus long qu’une place ne l’accepte : il est coupé à ses {count} premiers caractères.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="378" />
      <source>A victory card lies below its Garrison, not in it: no ability targets it.</source>
      <translation>Une carte de victoire est posée sous sa garnison, pas dedans : aucune capacité ne la vise.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="954" />
      <source>After it, the total will end at {total}.</source>
      <translation>Ensuite, le total finira à {total}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="949" />
      <source>After it, the total will end at {total}; with the Hornbill you win if nobody else does: about {percent}% of the time.</source>
      <translation>Ensuite, le total finira à {total} ; avec le Calao, vous gagnez si personne d’autre ne gagne : dans environ {percent} % des cas.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="969" />
      <source>After it, the total will likely end between {low} and {high}.</source>
      <translation>Ensuite, le total finira probablement entre {low} et {high}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="938" />
      <source>After it, the total will likely end between {low} and {high}: with {category}, which this move takes into your hand ({condition}), you win about {percent}% of the time.</source>
      <translation>Ensuite, le total finira probablement entre {low} et {high} : avec la carte de la catégorie {category} que ce coup prend dans votre main ({condition}), vous avez environ {percent} % de chances de gagner.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="943" />
      <source>After it, the total will likely end between {low} and {high}: with {category}, which this move takes into your hand ({condition}), you win or share the win about {percent}% of the time (alone about {alone}%).</source>
      <translation>Ensuite, le total finira probablement entre {low} et {high} : avec la carte de la catégorie {category} que ce coup prend dans votre main ({condition}), vous avez environ {percent} % de chances de gagner ou de partager la victoire (sans partage, environ {alone} %).</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="884" />
      <source>After it, the total will likely end between {low} and {high}: with {category}, which you hold ({condition}), you win about {percent}% of the time.</source>
      <translation>Ensuite, le total finira probablement entre {low} et {high} : en gardant votre carte de la catégorie {category} ({condition}), vous avez environ {percent} % de chances de gagner.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="932" />
      <source>After it, the total will likely end between {low} and {high}: with {category}, which you hold ({condition}), you win or share the win about {percent}% of the time (alone about {alone}%).</source>
      <translation>Ensuite, le total finira probablement entre {low} et {high} : en gardant votre carte de la catégorie {category} ({condition}), vous avez environ {percent} % de chances de gagner ou de partager la victoire (sans partage, environ {alone} %).</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="958" />
      <source>After it, the total will likely end between {low} and {high}; with the Hornbill you win if nobody else does: about {percent}% of the time.</source>
      <translation>Ensuite, le total finira probablement entre {low} et {high} ; avec le Calao, vous gagnez si personne d’autre ne gagne : dans environ {percent} % des cas.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="206" />
      <source>Apprentice</source>
      <translation>Apprenti</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="437" />
      <source>At its best place it raises your score from {before} to {after}.</source>
      <translation>À sa meilleure place, cette carte fait passer votre score de {before} à {after}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="648" />
      <source>At its best place it raises your score from {before} to {after}: {gained}, but {lost}.</source>
      <translation>À sa meilleure place, cette carte fait passer votre score de {before} à {after} : {gained}, mais {lost}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="446" />
      <source>At its best place it raises your score from {before} to {after}: {why}.</source>
      <translation>À sa meilleure place, cette carte fait passer votre score de {before} à {after} : {why}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="632" />
      <source>At its best place your score drops from {before} to {after} for now, but {built}.</source>
      <translation>À sa meilleure place, votre score descend de {before} à {after} pour l’instant, mais {built}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="622" />
      <source>At its best place your score drops from {before} to {after} for now; it may pay off by the game's end.</source>
      <translation>À sa meilleure place, votre score descend de {before} à {after} pour l’instant ; cette carte pourra rapporter des points d’ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="642" />
      <source>At its best place your score drops from {before} to {after}: {gained}, but {lost}.</source>
      <translation>À sa meilleure place, votre score descend de {before} à {after} : {gained}, mais {lost}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="608" />
      <source>At its best place your score ends at {score}, level with {players}: you win on fewer removed cards.</source>
      <translation>À sa meilleure place, votre score finit à {score}, à égalité avec {players} : vous gagnez avec moins de cartes retirées.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="613" />
      <source>At its best place your score ends at {score}: you share the win with {players}.</source>
      <translation>À sa meilleure place, votre score finit à {score} : vous partagez la victoire avec {players}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="607" />
      <source>At its best place your score ends at {score}: you win.</source>
      <translation>À sa meilleure place, votre score finit à {score} : vous gagnez.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="617" />
      <source>At its best place your score ends at {score}: {players} win.</source>
      <translation>À sa meilleure place, votre score finit à {score} : {players} gagnent.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="616" />
      <source>At its best place your score ends at {score}: {players} wins.</source>
      <translation>À sa meilleure place, votre score finit à {score} : {players} gagne.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="628" />
      <source>At its best place your score stays {score} for now, but {built}.</source>
      <translation>À sa meilleure place, votre score reste à {score} pour l’instant, mais {built}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="618" />
      <source>At its best place your score stays {score} for now; it may pay off by the game's end.</source>
      <translation>À sa meilleure place, votre score reste à {score} pour l’instant ; cette carte pourra rapporter des points d’ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="639" />
      <source>At its best place your score stays {score}: {gained}, but {lost}.</source>
      <translation>À sa meilleure place, votre score reste à {score} : {gained}, mais {lost}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="519" />
      <source>At the recommended place (framed once you take the card), your score first drops from {before} to {after}; {elsewhere}, but at the recommended place {built}.</source>
      <translation>Sur la case conseillée (encadrée une fois la carte prise), votre score descend d’abord de {before} à {after} ; {elsewhere}, mais sur la case conseillée, {built}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="524" />
      <source>At the recommended place (framed once you take the card), your score first drops from {before} to {after}; {elsewhere}, but the recommended place may pay off more by the game's end.</source>
      <translation>Sur la case conseillée (encadrée une fois la carte prise), votre score descend d’abord de {before} à {after} ; {elsewhere}, mais la case conseillée peut rapporter davantage d’ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="498" />
      <source>At the recommended place (framed once you take the card), your score rises from {before} to {after}; {elsewhere}, but at the recommended place {built}.</source>
      <translation>Sur la case conseillée (encadrée une fois la carte prise), votre score passe de {before} à {after} ; {elsewhere}, mais sur la case conseillée, {built}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="503" />
      <source>At the recommended place (framed once you take the card), your score rises from {before} to {after}; {elsewhere}, but the recommended place may pay off more by the game's end.</source>
      <translation>Sur la case conseillée (encadrée une fois la carte prise), votre score passe de {before} à {after} ; {elsewhere}, mais la case conseillée peut rapporter davantage d’ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="509" />
      <source>At the recommended place (framed once you take the card), your score stays {score} for now; {elsewhere}, but at the recommended place {built}.</source>
      <translation>Sur la case conseillée (encadrée une fois la carte prise), votre score reste à {score} pour l’instant ; {elsewhere}, mais sur la case conseillée, {built}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="514" />
      <source>At the recommended place (framed once you take the card), your score stays {score} for now; {elsewhere}, but the recommended place may pay off more by the game's end.</source>
      <translation>Sur la case conseillée (encadrée une fois la carte prise), votre score reste à {score} pour l’instant ; {elsewhere}, mais la case conseillée peut rapporter davantage d’ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="207" />
      <source>Beginner</source>
      <translation>Débutant</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="263" />
      <source>Blue Squad</source>
      <translation>Escouade bleue</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="196" />
      <source>Blue field</source>
      <translation>Champ bleu</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="200" />
      <source>Blue field not touching purple</source>
      <translation>Champ bleu qui ne touche pas le violet</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="221" />
      <source>Bluff with face-down animals and steer the Garrisons' total towards your last card.</source>
      <translation>Bluffez avec des animaux face cachée et amenez le total des garnisons là où le veut votre dernière carte.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="815" />
      <source>But the end may come before your next turn: a stack holds only 1 card, and the game ends once another player takes and places it.</source>
      <translation>Mais la fin peut venir avant votre prochain tour : une pile n’a plus qu’une carte, et la partie s’arrête dès qu’un autre joueur la prend et la pose.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="820" />
      <source>But the end may come before your next turn: a stack holds only {count} cards, and the game ends once the other players take and place them.</source>
      <translation>Mais la fin peut venir avant votre prochain tour : une pile n’a plus que {count} cartes, et la partie s’arrête dès que les autres joueurs les prennent et les posent.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="825" />
      <source>But the end may come before your next turn: this draw leaves its stack 1 card, and the game ends once another player takes and places it.</source>
      <translation>Mais la fin peut venir avant votre prochain tour : après ce tirage, sa pile n’a plus qu’une carte, et la partie s’arrête dès qu’un autre joueur la prend et la pose.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="830" />
      <source>But the end may come before your next turn: this draw leaves its stack {count} cards, and the game ends once the other players take and place them.</source>
      <translation>Mais la fin peut venir avant votre prochain tour : après ce tirage, sa pile n’a plus que {count} cartes, et la partie s’arrête dès que les autres joueurs les prennent et les posent.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="203" />
      <source>Butterflies next to their colour</source>
      <translation>Papillons à côté de leur couleur</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="337" />
      <source>Choose the card you pass to {player} first.</source>
      <translation>Choisissez d’abord la carte que vous passez à {player}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1003" />
      <source>Common Birdwing</source>
      <translation>Ornithoptère commun</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="242" />
      <source>Deal 1</source>
      <translation>Donne 1</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="243" />
      <source>Deal 2</source>
      <translation>Donne 2</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="244" />
      <source>Deal 3</source>
      <translation>Donne 3</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="270" />
      <source>Deal {number}:</source>
      <translation>Donne {number} :</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="329" />
      <source>Draw a card first.</source>
      <translation>Piochez d’abord une carte.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="186" />
      <source>Draw a flower card, place it in your garden: grow colour fields, mind the values.</source>
      <translation>Piochez une carte fleur, posez-la dans votre jardin : faites grandir des champs de couleur, attention aux valeurs.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="844" />
      <source>Drawing the face-down stack's last card would end the game now, and whatever it is, at its best place you would win.</source>
      <translation>Piocher la dernière carte de la pile face cachée terminerait la partie maintenant, et quelle qu’elle soit, posée au mieux, vous gagneriez.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="849" />
      <source>Drawing the face-down stack's last card would end the game now, and whatever it is, you would lose.</source>
      <translation>Piocher la dernière carte de la pile face cachée terminerait la partie maintenant, et quelle qu’elle soit, vous perdriez.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="854" />
      <source>Drawing the face-down stack's last card would end the game now: at its best place you would win about {percent}% of the time.</source>
      <translation>Piocher la dernière carte de la pile face cachée terminerait la partie maintenant : à sa meilleure place, vous gagneriez dans environ {percent} % des cas.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1004" />
      <source>Dusky Leaf Langur</source>
      <translation>Semnopithèque obscur</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="417" />
      <source>Exchange two cards of two different Garrisons.</source>
      <translation>Échangez deux cartes de deux garnisons différentes.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="205" />
      <source>Expert</source>
      <translation>Expert</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="236" />
      <source>Face-down cards you do not know</source>
      <translation>Cartes face cachée que vous ne connaissez pas</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="336" />
      <source>Finish the ability in progress first.</source>
      <translation>Terminez d’abord la capacité en cours.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="409" />
      <source>First choose the card of your hand you give.</source>
      <translation>Choisissez d’abord la carte de votre main que vous donnez.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="185" />
      <source>Flowers</source>
      <translation>Flowers</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="262" />
      <source>Frog</source>
      <translation>Grenouille</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1005" />
      <source>Garden Snail</source>
      <translation>Escargot des jardins</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="235" />
      <source>Garrison Petal Power</source>
      <translation>Puissance de pétales de la garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="239" />
      <source>Great Hornbill (wins if nobody else does)</source>
      <translation>Grand Calao (gagne si personne d’autre ne gagne)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="197" />
      <source>Green field</source>
      <translation>Champ vert</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="201" />
      <source>Green field not touching purple</source>
      <translation>Champ vert qui ne touche pas le violet</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1006" />
      <source>Honey Bee</source>
      <translation>Abeille</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="269" />
      <source>Hornbill: nobody else won, {player} wins with the Hornbill.</source>
      <translation>Calao : personne d’autre n’a gagné, {player} gagne avec le Calao.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="268" />
      <source>Hornbill: nobody holds it, so nobody wins.</source>
      <translation>Calao : personne ne le détient, donc personne ne gagne.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="324" />
      <source>In solo, cards are never taken from the discard pile.</source>
      <translation>En solo, on ne prend jamais de carte dans la défausse.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="431" />
      <source>It breaks a group that scores: your score drops from {before} to {after} for now, but by the game's end this place should leave it about {gain} higher than the best place that keeps it.</source>
      <translation>Cette place casse un groupe qui compte : votre score descend de {before} à {after} pour l’instant, mais d’ici la fin de la partie il devrait finir environ {gain} plus haut qu’à la meilleure place qui le garde.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="440" />
      <source>It breaks a group that scores: your score drops from {before} to {after} for now, but by the game's end this place should leave it about {gain} higher than the best place that lowers it least.</source>
      <translation>Cette place casse un groupe qui compte : votre score descend de {before} à {after} pour l’instant, mais d’ici la fin de la partie il devrait finir environ {gain} plus haut qu’à la place qui le fait le moins baisser.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="993" />
      <source>It leaves the total as it is and rids your hand of {card} without adding it.</source>
      <translation>Le total reste tel quel, et vous vous défaites de la carte {card} sans l’ajouter au total.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="977" />
      <source>It lowers the total by {amount}, away from {condition}, where a rival's {first} would win before your {category}.</source>
      <translation>Le total baisse de {amount} : avec {condition}, une carte de la catégorie {first} d’un adversaire gagnerait avant votre carte de la catégorie {category}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1028" />
      <source>It lowers the total by {amount}, bringing it to where your {category} needs it.</source>
      <translation>Le total baisse de {amount} et entre dans la plage qu’exige votre carte de la catégorie {category}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1036" />
      <source>It lowers the total by {amount}, keeping it where your {category} needs it.</source>
      <translation>Le total baisse de {amount} et reste dans la plage qu’exige votre carte de la catégorie {category}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1044" />
      <source>It lowers the total by {amount}, keeping the final total likely where your {category} needs it.</source>
      <translation>Le total baisse de {amount}, et le total final restera probablement dans la plage qu’exige votre carte de la catégorie {category}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1020" />
      <source>It lowers the total by {amount}, toward what your {category} needs.</source>
      <translation>Le total baisse de {amount} et se rapproche de la plage qu’exige votre carte de la catégorie {category}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1012" />
      <source>It lowers the total by {amount}, where a rival's card is less likely to win.</source>
      <translation>Le total baisse de {amount} : les cartes adverses ont ainsi moins de chances de gagner.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1059" />
      <source>It lowers the total by {amount}.</source>
      <translation>Le total baisse de {amount}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="982" />
      <source>It raises the total by {amount}, away from {condition}, where a rival's {first} would win before your {category}.</source>
      <translation>Le total monte de {amount} : avec {condition}, une carte de la catégorie {first} d’un adversaire gagnerait avant votre carte de la catégorie {category}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1032" />
      <source>It raises the total by {amount}, bringing it to where your {category} needs it.</source>
      <translation>Le total monte de {amount} et entre dans la plage qu’exige votre carte de la catégorie {category}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1040" />
      <source>It raises the total by {amount}, keeping it where your {category} needs it.</source>
      <translation>Le total monte de {amount} et reste dans la plage qu’exige votre carte de la catégorie {category}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1049" />
      <source>It raises the total by {amount}, keeping the final total likely where your {category} needs it.</source>
      <translation>Le total monte de {amount}, et le total final restera probablement dans la plage qu’exige votre carte de la catégorie {category}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1024" />
      <source>It raises the total by {amount}, toward what your {category} needs.</source>
      <translation>Le total monte de {amount} et se rapproche de la plage qu’exige votre carte de la catégorie {category}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1016" />
      <source>It raises the total by {amount}, where a rival's card is less likely to win.</source>
      <translation>Le total monte de {amount} : les cartes adverses ont ainsi moins de chances de gagner.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1063" />
      <source>It raises the total by {amount}.</source>
      <translation>Le total monte de {amount}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="422" />
      <source>It raises your score from {before} to {after}.</source>
      <translation>Votre score passe de {before} à {after}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="652" />
      <source>It raises your score from {before} to {after}: {gained}, but {lost}.</source>
      <translation>Votre score passe de {before} à {after} : {gained}, mais {lost}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="449" />
      <source>It raises your score from {before} to {after}: {why}.</source>
      <translation>Votre score passe de {before} à {after} : {why}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="530" />
      <source>It raises your score from {before} to {after}; {elsewhere}, but at this place {built}.</source>
      <translation>Votre score passe de {before} à {after} ; {elsewhere}, mais sur cette case, {built}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="534" />
      <source>It raises your score from {before} to {after}; {elsewhere}, but this place may pay off more by the game's end.</source>
      <translation>Votre score passe de {before} à {after} ; {elsewhere}, mais cette case peut rapporter davantage d’ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="341" />
      <source>Its ability exchanges cards between two Garrisons: no other Garrison has a card to exchange now.</source>
      <translation>Sa capacité échange des cartes entre deux garnisons : aucune autre garnison n’a de carte à échanger pour l’instant.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="346" />
      <source>Its ability exchanges cards between two Garrisons: the Great Hornbill cannot be exchanged, and no other Garrison has a card to exchange now.</source>
      <translation>Sa capacité échange des cartes entre deux garnisons : le Grand Calao ne peut pas être échangé, et aucune autre garnison n’a de carte à échanger pour l’instant.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="383" />
      <source>Its ability has no possible target now: the Great Hornbill cannot be removed or exchanged.</source>
      <translation>Sa capacité n’a aucune cible possible pour l’instant : le Grand Calao ne peut être ni retiré ni échangé.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="371" />
      <source>Its ability needs a card in a Garrison: there is none now.</source>
      <translation>Sa capacité demande une carte dans une garnison : il n’y en a aucune pour l’instant.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="359" />
      <source>Its ability needs a card in another player's Garrison: there is none now.</source>
      <translation>Sa capacité demande une carte dans la garnison d’un autre joueur : il n’y en a aucune pour l’instant.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="351" />
      <source>Its ability needs a card in your Garrison: there is none now.</source>
      <translation>Sa capacité demande une carte dans votre garnison : il n’y en a aucune pour l’instant.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="372" />
      <source>Its ability needs a face-down card in a Garrison: there is none now.</source>
      <translation>Sa capacité demande une carte face cachée dans une garnison : il n’y en a aucune pour l’instant.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="363" />
      <source>Its ability needs a face-down card in another player's Garrison: there is none now.</source>
      <translation>Sa capacité demande une carte face cachée dans la garnison d’un autre joueur : il n’y en a aucune pour l’instant.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="352" />
      <source>Its ability needs a face-down card in your Garrison: there is none now.</source>
      <translation>Sa capacité demande une carte face cachée dans votre garnison : il n’y en a aucune pour l’instant.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="375" />
      <source>Its ability needs a face-up card in a Garrison: there is none now.</source>
      <translation>Sa capacité demande une carte face visible dans une garnison : il n’y en a aucune pour l’instant.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="367" />
      <source>Its ability needs a face-up card in another player's Garrison: there is none now.</source>
      <translation>Sa capacité demande une carte face visible dans la garnison d’un autre joueur : il n’y en a aucune pour l’instant.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="356" />
      <source>Its ability needs a face-up card in your Garrison: there is none now.</source>
      <translation>Sa capacité demande une carte face visible dans votre garnison : il n’y en a aucune pour l’instant.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="261" />
      <source>Katydid</source>
      <translation>Sauterelle</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1007" />
      <source>Malay Red Harlequin</source>
      <translation>Arlequin rouge malais</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="204" />
      <source>Master</source>
      <translation>Maître</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="272" />
      <source>Match: {players} share the victory with {vp} VP.</source>
      <translation>Partie : {players} se partagent la victoire (points de victoire : {vp} chacun).</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="271" />
      <source>Match: {players} wins with {vp} VP.</source>
      <translation>Partie : {players} gagne (points de victoire : {vp}).</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="145" />
      <source>Move {number} in the file is not a move of {game}: the file was changed or damaged.</source>
      <translation>Le coup {number} du fichier n’est pas un coup de {game} : le fichier a été modifié ou endommagé.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="165" />
      <source>Move {number} in the file is not allowed by the rules: the file was changed or damaged.</source>
      <translation>Le coup {number} du fichier n’est pas permis par les règles : le fichier a été modifié ou endommagé.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="179" />
      <source>Move {number} in the file is not allowed by the rules: the game opens just before it, without it and the moves after it.</source>
      <translation>Le coup {number} du fichier n’est pas permis par les règles : la partie s’ouvre juste avant lui, sans lui ni les coups qui le suivent.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="149" />
      <source>Move {number} in the file, in turn {turn}, is not a move of {game}: the file was changed or damaged.</source>
      <translation>Le coup {number} du fichier, au tour {turn}, n’est pas un coup de {game} : le fichier a été modifié ou endommagé.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="160" />
      <source>Move {number} in the file, in turn {turn}, is not allowed by the rules: the file was changed or damaged.</source>
      <translation>Le coup {number} du fichier, au tour {turn}, n’est pas permis par les règles : le fichier a été modifié ou endommagé.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="174" />
      <source>Move {number} in the file, in turn {turn}, is not allowed by the rules: the game opens just before it, without it and the moves after it.</source>
      <translation>Le coup {number} du fichier, au tour {turn}, n’est pas permis par les règles : la partie s’ouvre juste avant lui, sans lui ni les coups qui le suivent.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="209" />
      <source>Next rank, {rank} at {points} points: 1 short.</source>
      <translation>Rang suivant, {rank} dès {points} points : il manquait 1 point.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="210" />
      <source>Next rank, {rank} at {points} points: {short} short.</source>
      <translation>Rang suivant, {rank} dès {points} points : il vous en manquait {short}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="406" />
      <source>No ability is waiting for a choice.</source>
      <translation>Aucune capacité n’attend de choix.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="736" />
      <source>No card raises your score now, and every face-up card lowers it; a face-down card would keep it at {score} about {percent}% of the time.</source>
      <translation>Aucune carte ne vous fait gagner de points maintenant, et chaque carte visible fait baisser votre score ; une carte face cachée le laisserait à {score} dans environ {percent} % des cas.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="759" />
      <source>No card raises your score now, and the face-up card lowers it; a face-down card would keep it at {score} about {percent}% of the time.</source>
      <translation>Aucune carte ne vous fait gagner de points maintenant, et la carte visible fait baisser votre score ; une carte face cachée le laisserait à {score} dans environ {percent} % des cas.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="741" />
      <source>No card raises your score now; a hidden card may do better by the game's end.</source>
      <translation>Aucune carte ne vous fait gagner de points maintenant ; une carte cachée pourra faire mieux d’ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="731" />
      <source>No face-up card raises your score now; a face-down card would raise it about {percent}% of the time.</source>
      <translation>Aucune carte visible ne vous fait gagner de points maintenant ; une carte face cachée le ferait dans environ {percent} % des cas.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="202" />
      <source>No field (5+ cards of one colour)</source>
      <translation>Champs (5 cartes ou plus d’une même couleur)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="382" />
      <source>Nobody else holds a card: there is no one to pass to now.</source>
      <translation>Plus personne d’autre n’a de carte en main : il n’y a personne à qui passer une carte.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="420" />
      <source>Nobody is passing cards now.</source>
      <translation>Personne ne passe de cartes en ce moment.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="51" />
      <source>Nothing to undo.</source>
      <translation>Rien à annuler.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="964" />
      <source>Of the cards in your hand, {category} ({condition}) wins most often: about {percent}% of the time.</source>
      <translation>Parmi les cartes de votre main, celle de la catégorie {category} ({condition}) gagne le plus souvent : dans environ {percent} % des cas.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="339" />
      <source>Once it is played you hold no other card to give.</source>
      <translation>Une fois cette carte jouée, il ne vous reste aucune autre carte à donner.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1008" />
      <source>Pangolin</source>
      <translation>Pangolin</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="220" />
      <source>Petal Plotters</source>
      <translation>Petal Plotters</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="234" />
      <source>Play three deals in a row, scored with Victory Points.</source>
      <translation>Jouer trois donnes d’affilée, comptées en points de victoire.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="315" />
      <source>Played face up into the first player's Garrison to start the game.</source>
      <translation>Jouée face visible dans la garnison du premier joueur pour commencer la donne.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="107" />
      <source>Players have no name in the file: as in a new game, their seats are named {players}.</source>
      <translation>Des joueurs n’ont pas de nom dans le fichier : comme dans une nouvelle partie, leurs places sont nommées {players}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="116" />
      <source>Players have the same names in the file: to tell them apart, the later ones are named {players}.</source>
      <translation>Des joueurs ont le même nom dans le fichier : pour les distinguer, les suivants sont nommés {players}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="218" />
      <source>Purple starting cards; only fields that touch them score.</source>
      <translation>Cartes de départ violettes ; seuls les champs qui les touchent marquent des points.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="195" />
      <source>Red field</source>
      <translation>Champ rouge</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="199" />
      <source>Red field not touching purple</source>
      <translation>Champ rouge qui ne touche pas le violet</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="193" />
      <source>Removed cards</source>
      <translation>Cartes retirées</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="325" />
      <source>Removed cards (fewer wins the tie)</source>
      <translation>Cartes retirées (en cas d’égalité, le moins l’emporte)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="228" />
      <source>Show the values you have seen on face-down cards. Without it, a card you have just looked at shows until the end of your next turn.</source>
      <translation>Afficher les valeurs que vous avez vues sur les cartes face cachée. Sans cette aide, une carte que vous venez de regarder reste affichée jusqu’à la fin de votre tour suivant.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1009" />
      <source>Silver Royal</source>
      <translation>Royal argenté</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="260" />
      <source>Snail / Spider</source>
      <translation>Escargot / Araignée</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1010" />
      <source>Spider</source>
      <translation>Araignée</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="217" />
      <source>Summer variant</source>
      <translation>variante d’été</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1011" />
      <source>Sunbird</source>
      <translation>Souimanga</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="835" />
      <source>Taking {card} would end the game now, with you {place}.</source>
      <translation>Prendre {card} terminerait la partie maintenant, et vous finiriez à la {place} place.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="419" />
      <source>That ability step is unknown.</source>
      <translation>Cette étape de capacité est inconnue.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="418" />
      <source>That card cannot be targeted by this ability.</source>
      <translation>Cette capacité ne peut pas viser cette carte.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="333" />
      <source>That card is not in your hand.</source>
      <translation>Cette carte n’est pas dans votre main.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="331" />
      <source>That cell shares no side with any of your cards.</source>
      <translation>Cette case n’a aucun côté commun avec vos cartes.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="323" />
      <source>That is not a Flowers action.</source>
      <translation>Ce n’est pas une action de Flowers.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="332" />
      <source>That is not a Petal Plotters action.</source>
      <translation>Ce n’est pas une action de Petal Plotters.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="322" />
      <source>That is not a legal move now.</source>
      <translation>Ce coup n’est pas permis maintenant.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="328" />
      <source>That stack is empty.</source>
      <translation>Cette pile est vide.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="412" />
      <source>The Great Hornbill cannot be removed or exchanged.</source>
      <translation>Le Grand Calao ne peut être ni retiré ni échangé.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="334" />
      <source>The Great Hornbill has already been placed.</source>
      <translation>Le Grand Calao a déjà été posé.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="338" />
      <source>The Great Hornbill has no ability to use.</source>
      <translation>Le Grand Calao n’a pas de capacité à utiliser.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="403" />
      <source>The ability has already changed the table: it cannot be cancelled.</source>
      <translation>La capacité a déjà modifié la table : on ne peut plus y renoncer.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="754" />
      <source>The face-up card does not raise your score now; a face-down card would raise it about {percent}% of the time.</source>
      <translation>La carte visible ne vous fait pas gagner de points maintenant ; une carte face cachée le ferait dans environ {percent} % des cas.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="764" />
      <source>The face-up card would raise your score to {after}, and a face-down card would raise it higher only about {percent}% of the time; but by the game's end a face-down draw should leave it about {gain} higher.</source>
      <translation>La carte visible porterait votre score à {after}, et une carte face cachée ne le porterait plus haut que dans environ {percent} % des cas ; mais d’ici la fin de la partie, piocher face cachée devrait le laisser environ {gain} plus haut.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="788" />
      <source>The face-up card would raise your score to {after}, and a face-down card would raise it higher only about {percent}% of the time; but drawing the face-up card takes two cards off its stack this turn (the timer discards the next), so the game ends a turn sooner.</source>
      <translation>La carte visible porterait votre score à {after}, et une carte face cachée ne le porterait plus haut que dans environ {percent} % des cas ; mais piocher la carte visible retire deux cartes de sa pile à ce tour (le compte à rebours défausse la suivante) : la partie finit un tour plus tôt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="749" />
      <source>The face-up card would raise your score to {after}, and no card still unseen would raise it higher now; a hidden card may do better by the game's end.</source>
      <translation>La carte visible porterait votre score à {after}, et aucune carte que vous n’avez pas encore vue ne le porterait plus haut maintenant ; une carte cachée pourra faire mieux d’ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="776" />
      <source>The face-up card would raise your score to {after}, and no card still unseen would raise it higher now; but by the game's end a face-down draw should leave it about {gain} higher.</source>
      <translation>La carte visible porterait votre score à {after}, et aucune carte que vous n’avez pas encore vue ne le porterait plus haut maintenant ; mais d’ici la fin de la partie, piocher face cachée devrait le laisser environ {gain} plus haut.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="795" />
      <source>The face-up card would raise your score to {after}, and no card still unseen would raise it higher now; but drawing the face-up card takes two cards off its stack this turn (the timer discards the next), so the game ends a turn sooner.</source>
      <translation>La carte visible porterait votre score à {after}, et aucune carte que vous n’avez pas encore vue ne le porterait plus haut maintenant ; mais piocher la carte visible retire deux cartes de sa pile à ce tour (le compte à rebours défausse la suivante) : la partie finit un tour plus tôt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="744" />
      <source>The face-up card would raise your score to {after}; a face-down card would raise it higher about {percent}% of the time.</source>
      <translation>La carte visible porterait votre score à {after} ; une carte face cachée le porterait plus haut dans environ {percent} % des cas.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="770" />
      <source>The face-up cards could raise your score to {after} at most, and a face-down card would raise it higher only about {percent}% of the time; but by the game's end a face-down draw should leave it about {gain} higher.</source>
      <translation>Les cartes visibles porteraient votre score à {after} au plus, et une carte face cachée ne le porterait plus haut que dans environ {percent} % des cas ; mais d’ici la fin de la partie, piocher face cachée devrait le laisser environ {gain} plus haut.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="726" />
      <source>The face-up cards could raise your score to {after} at most, and no card still unseen would raise it higher now; a hidden card may do better by the game's end.</source>
      <translation>Les cartes visibles porteraient votre score à {after} au plus, et aucune carte que vous n’avez pas encore vue ne le porterait plus haut maintenant ; une carte cachée pourra faire mieux d’ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="782" />
      <source>The face-up cards could raise your score to {after} at most, and no card still unseen would raise it higher now; but by the game's end a face-down draw should leave it about {gain} higher.</source>
      <translation>Les cartes visibles porteraient votre score à {after} au plus, et aucune carte que vous n’avez pas encore vue ne le porterait plus haut maintenant ; mais d’ici la fin de la partie, piocher face cachée devrait le laisser environ {gain} plus haut.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="721" />
      <source>The face-up cards could raise your score to {after} at most; a face-down card would raise it higher about {percent}% of the time.</source>
      <translation>Les cartes visibles porteraient votre score à {after} au plus ; une carte face cachée le porterait plus haut dans environ {percent} % des cas.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="64" />
      <source>The file cannot be read.</source>
      <translation>Le fichier ne peut pas être lu.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="65" />
      <source>The file cannot be read: Bouquet may not read it. Check its permissions.</source>
      <translation>Le fichier ne peut pas être lu : Bouquet n’a pas le droit de le lire. Vérifiez ses autorisations.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="92" />
      <source>The file gives a save format version older than any Bouquet has written: the file was changed or damaged.</source>
      <translation>Le fichier indique une version du format d’enregistrement plus ancienne que toutes celles que Bouquet a écrites : le fichier a été modifié ou endommagé.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="121" />
      <source>The file holds a game that this version of Bouquet does not have.</source>
      <translation>Le fichier contient un jeu que cette version de Bouquet ne connaît pas.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="97" />
      <source>The file is damaged: part of the saved game is missing or wrong.</source>
      <translation>Le fichier est endommagé : une partie des données de la partie manque ou est erronée.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="76" />
      <source>The file is empty: it holds no saved game.</source>
      <translation>Le fichier est vide : il ne contient aucune partie.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="74" />
      <source>The file is not a Bouquet save, or it is too damaged to be read.</source>
      <translation>Le fichier n’est pas une sauvegarde Bouquet, ou il est trop endommagé pour être lu.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="130" />
      <source>The file is not a Bouquet save, or it is too damaged to be read: its text is not the JSON a save is written in.</source>
      <translation>Le fichier n’est pas une sauvegarde Bouquet, ou il est trop endommagé pour être lu : son texte n’est pas du JSON, dans lequel une sauvegarde est écrite.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="75" />
      <source>The file is not a Bouquet save.</source>
      <translation>Le fichier n’est pas une sauvegarde Bouquet.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="77" />
      <source>The file is not in UTF-8, the text encoding Bouquet saves in, and it cannot be read as Windows text either: a text editor may have saved it in another encoding, or damaged it.</source>
      <translation>Le fichier n’est pas en UTF-8, l’encodage dans lequel Bouquet enregistre, et il ne peut pas non plus être lu comme texte Windows : un éditeur de texte l’a peut-être enregistré dans un autre encodage, ou l’a endommagé.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="73" />
      <source>The file is too large to be a Bouquet save.</source>
      <translation>Le fichier est trop volumineux pour être une sauvegarde Bouquet.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="140" />
      <source>The file names the field “{field}” twice: the file was changed or damaged, and which of the two is the game's cannot be told.</source>
      <translation>Le fichier donne deux fois le champ « {field} » : le fichier a été modifié ou endommagé, et on ne peut pas savoir lequel des deux est celui de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="135" />
      <source>The file names the game {named}, but its game options are those of {held}: the file was changed or damaged.</source>
      <translation>Le fichier nomme le jeu {named}, mais ses options de jeu sont celles de {held} : le fichier a été modifié ou endommagé.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="83" />
      <source>The file was not in UTF-8 (it was probably re-saved by a text editor): Bouquet read it as Windows text. Save it again to keep it as Bouquet writes it.</source>
      <translation>Le fichier n’était pas en UTF-8 (un éditeur de texte l’a sans doute réenregistré) : Bouquet l’a lu comme texte Windows. Enregistrez-le de nouveau pour le garder tel que Bouquet l’écrit.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="335" />
      <source>The first player must place the Great Hornbill first.</source>
      <translation>Le premier joueur doit d’abord poser le Grand Calao.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="801" />
      <source>The game ends once this card is placed, and whatever it is, at its best place you win.</source>
      <translation>La partie s’arrête une fois cette carte posée, et quelle qu’elle soit, posée au mieux, vous gagnez.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="805" />
      <source>The game ends once this card is placed, and whatever it is, you lose.</source>
      <translation>La partie s’arrête une fois cette carte posée, et quelle qu’elle soit, vous perdez.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="808" />
      <source>The game ends once this card is placed: at its best place you win about {percent}% of the time.</source>
      <translation>La partie se termine dès que cette carte est posée : à sa meilleure place, vous gagnez dans environ {percent} % des cas.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="125" />
      <source>The game in the file takes {low} to {high} players, not {count}: the file was changed or damaged.</source>
      <translation>Le jeu du fichier se joue de {low} à {high} joueurs, pas {count} : le fichier a été modifié ou endommagé.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="321" />
      <source>The game is not over yet.</source>
      <translation>La partie n’est pas encore terminée.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="320" />
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="124" />
      <source>The game options in the file are not valid.</source>
      <translation>Les options de jeu du fichier ne sont pas valides.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="88" />
      <source>The game was saved by a newer version of Bouquet. Update Bouquet to open it.</source>
      <translation>La partie a été enregistrée par une version plus récente de Bouquet. Mettez Bouquet à jour pour l’ouvrir.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="98" />
      <source>The list of players in the file is damaged.</source>
      <translation>La liste des joueurs du fichier est endommagée.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="52" />
      <source>The moves taken back in this file were damaged: the game opens without them, so Redo has nothing to replay.</source>
      <translation>Les coups repris de ce fichier étaient endommagés : la partie s’ouvre sans eux, et Rétablir n’a rien à rejouer.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="68" />
      <source>The name is too long: no file can have it.</source>
      <translation>Le nom est trop long : aucun fichier ne peut le porter.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="99" />
      <source>The name of player {number} in the file is not text: the file was changed or damaged.</source>
      <translation>Le nom du joueur {number} dans le fichier n’est pas du texte : le fichier a été modifié ou endommagé.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="157" />
      <source>The number of players in the file does not match its game options.</source>
      <translation>Le nombre de joueurs du fichier ne correspond pas à ses options de jeu.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="330" />
      <source>The purple starting card can never be covered.</source>
      <translation>La carte de départ violette ne peut jamais être recouverte.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="402" />
      <source>There is no ability in progress to cancel.</source>
      <translation>Il n’y a aucune capacité en cours à laquelle renoncer.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="410" />
      <source>There is no card there.</source>
      <translation>Il n’y a pas de carte à cet endroit.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="327" />
      <source>There is no stack {number}.</source>
      <translation>Il n’y a pas de pile {number}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="69" />
      <source>There is no such file: check its name, or it may have been moved, renamed or deleted.</source>
      <translation>Ce fichier n’existe pas : vérifiez son nom, ou il a peut-être été déplacé, renommé ou supprimé.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="414" />
      <source>This ability targets a card in another player's Garrison.</source>
      <translation>Cette capacité vise une carte de la garnison d’un autre joueur.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="413" />
      <source>This ability targets a card in your own Garrison.</source>
      <translation>Cette capacité vise une carte de votre propre garnison.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="415" />
      <source>This ability targets a face-down card.</source>
      <translation>Cette capacité vise une carte face cachée.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="416" />
      <source>This ability targets a face-up card.</source>
      <translation>Cette capacité vise une carte face visible.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="906" />
      <source>This move wins less often, but earns more Victory Points on average: in a match a win alone earns 2 or 3, a shared win only 1.</source>
      <translation>Ce coup gagne moins souvent, mais rapporte en moyenne plus de points de victoire : dans une partie en trois donnes, une victoire non partagée en rapporte 2 ou 3, une victoire partagée seulement 1.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="411" />
      <source>This step acts on the card chosen by the previous step.</source>
      <translation>Cette étape agit sur la carte choisie à l’étape précédente.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="997" />
      <source>This step leaves the total as it is: {card} goes to the discard pile without adding to it.</source>
      <translation>Cette étape laisse le total tel quel : la carte {card} va sur la défausse sans s’ajouter au total.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="408" />
      <source>This step of the ability is not optional.</source>
      <translation>Cette étape de la capacité n’est pas facultative.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="407" />
      <source>This step targets a Garrison card.</source>
      <translation>Cette étape vise une carte d’une garnison.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="250" />
      <source>Total Petal Power: {total}.</source>
      <translation>Puissance de pétales totale : {total}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="111" />
      <source>Two players have the same name in the file: to tell them apart, the later one is named {players}.</source>
      <translation>Deux joueurs ont le même nom dans le fichier : pour les distinguer, le second est nommé {players}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="57" />
      <source>Undo is not possible: that move showed a hidden card.</source>
      <translation>Annulation impossible : ce coup a montré une carte cachée.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="241" />
      <source>Victory Points</source>
      <translation>Points de victoire</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="237" />
      <source>Victory category</source>
      <translation>Catégorie de victoire</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="988" />
      <source>With the Hornbill you also win when nobody else does, another {percent}% of the time: about {total}% in all.</source>
      <translation>Le Calao vous fait aussi gagner quand personne d’autre ne gagne, ce qui ajoute environ {percent} % de chances : environ {total} % de chances de gagner en tout.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="923" />
      <source>With the card this move brings you, not seen yet, you win about {percent}% of the time.</source>
      <translation>Avec la carte que ce coup vous apporte, que vous n’avez pas encore vue, vous avez environ {percent} % de chances de gagner.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="894" />
      <source>With the card this move brings you, not seen yet, you win about {percent}% of the time; keeping {category}, which you hold ({condition}), about {held}%.</source>
      <translation>Avec la carte que ce coup vous apporte, que vous n’avez pas encore vue, vous avez environ {percent} % de chances de gagner ; en gardant votre carte de la catégorie {category} ({condition}), environ {held} %.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="927" />
      <source>With the card this move brings you, not seen yet, you win or share the win about {percent}% of the time (alone about {alone}%).</source>
      <translation>Avec la carte que ce coup vous apporte, que vous n’avez pas encore vue, vous avez environ {percent} % de chances de gagner ou de partager la victoire (sans partage, environ {alone} %).</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="899" />
      <source>With the card this move brings you, not seen yet, you win or share the win about {percent}% of the time (alone about {alone}%); keeping {category}, which you hold ({condition}), about {held}% (alone about {held_alone}%).</source>
      <translation>Avec la carte que ce coup vous apporte, que vous n’avez pas encore vue, vous avez environ {percent} % de chances de gagner ou de partager la victoire (sans partage, environ {alone} %) ; en gardant votre carte de la catégorie {category} ({condition}), environ {held} % (sans partage, environ {held_alone} %).</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="194" />
      <source>Yellow field</source>
      <translation>Champ jaune</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="198" />
      <source>Yellow field not touching purple</source>
      <translation>Champ jaune qui ne touche pas le violet</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="326" />
      <source>You already hold a card: place it first.</source>
      <translation>Vous tenez déjà une carte : posez-la d’abord.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="340" />
      <source>You have seen the card: the ability can no longer be cancelled.</source>
      <translation>Vous avez vu la carte : on ne peut plus renoncer à la capacité.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="664" />
      <source>Your score drops from {before} to {after} for now, but {built}.</source>
      <translation>Votre score descend de {before} à {after} pour l’instant, mais {built}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="426" />
      <source>Your score drops from {before} to {after} for now; this place may pay off by the game's end.</source>
      <translation>Votre score descend de {before} à {after} pour l’instant ; cette place pourra rapporter des points d’ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="548" />
      <source>Your score drops from {before} to {after} for now; {elsewhere}, but at this place {built}.</source>
      <translation>Votre score descend de {before} à {after} pour l’instant ; {elsewhere}, mais sur cette case, {built}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="553" />
      <source>Your score drops from {before} to {after} for now; {elsewhere}, but this place may pay off more by the game's end.</source>
      <translation>Votre score descend de {before} à {after} pour l’instant ; {elsewhere}, mais cette case peut rapporter davantage d’ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="647" />
      <source>Your score drops from {before} to {after}: {gained}, but {lost}.</source>
      <translation>Votre score descend de {before} à {after} : {gained}, mais {lost}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="600" />
      <source>Your score ends at {score}, level with {players}: you win on fewer removed cards.</source>
      <translation>Votre score finit à {score}, à égalité avec {players} : vous gagnez avec moins de cartes retirées.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="604" />
      <source>Your score ends at {score}: you share the win with {players}.</source>
      <translation>Votre score finit à {score} : vous partagez la victoire avec {players}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="599" />
      <source>Your score ends at {score}: you win.</source>
      <translation>Votre score finit à {score} : vous gagnez.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="606" />
      <source>Your score ends at {score}: {players} win.</source>
      <translation>Votre score finit à {score} : {players} gagnent.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="605" />
      <source>Your score ends at {score}: {players} wins.</source>
      <translation>Votre score finit à {score} : {players} gagne.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="636" />
      <source>Your score stays {score} for now, but {built}.</source>
      <translation>Votre score reste à {score} pour l’instant, mais {built}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="423" />
      <source>Your score stays {score} for now; this place may pay off by the game's end.</source>
      <translation>Votre score reste à {score} pour l’instant ; cette place pourra rapporter des points d’ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="539" />
      <source>Your score stays {score} for now; {elsewhere}, but at this place {built}.</source>
      <translation>Votre score reste à {score} pour l’instant ; {elsewhere}, mais sur cette case, {built}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="543" />
      <source>Your score stays {score} for now; {elsewhere}, but this place may pay off more by the game's end.</source>
      <translation>Votre score reste à {score} pour l’instant ; {elsewhere}, mais cette case peut rapporter davantage d’ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="646" />
      <source>Your score stays {score}: {gained}, but {lost}.</source>
      <translation>Votre score reste à {score} : {gained}, mais {lost}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="658" />
      <source>a butterfly no longer scores ({loss})</source>
      <translation>un papillon ne rapporte plus rien ({loss})</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="280" />
      <source>a card from another player's Garrison</source>
      <translation>une carte de la garnison d’un autre joueur</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="282" />
      <source>a card from any Garrison</source>
      <translation>une carte de n’importe quelle garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="278" />
      <source>a card from your Garrison</source>
      <translation>une carte de votre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="296" />
      <source>a card from {player}'s Garrison</source>
      <translation>une carte de la garnison de {player}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="279" />
      <source>a card in another player's Garrison</source>
      <translation>une carte de la garnison d’un autre joueur</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="281" />
      <source>a card in any Garrison</source>
      <translation>une carte de n’importe quelle garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="277" />
      <source>a card in your Garrison</source>
      <translation>une carte de votre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="295" />
      <source>a card in {player}'s Garrison</source>
      <translation>une carte de la garnison de {player}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="660" />
      <source>a card is removed ({loss})</source>
      <translation>une carte est retirée ({loss})</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="286" />
      <source>a face-down card from another player's Garrison</source>
      <translation>une carte face cachée de la garnison d’un autre joueur</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="288" />
      <source>a face-down card from any Garrison</source>
      <translation>une carte face cachée de n’importe quelle garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="284" />
      <source>a face-down card from your Garrison</source>
      <translation>une carte face cachée de votre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="298" />
      <source>a face-down card from {player}'s Garrison</source>
      <translation>une carte face cachée de la garnison de {player}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="285" />
      <source>a face-down card in another player's Garrison</source>
      <translation>une carte face cachée de la garnison d’un autre joueur</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="287" />
      <source>a face-down card in any Garrison</source>
      <translation>une carte face cachée de n’importe quelle garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="283" />
      <source>a face-down card in your Garrison</source>
      <translation>une carte face cachée de votre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="297" />
      <source>a face-down card in {player}'s Garrison</source>
      <translation>une carte face cachée de la garnison de {player}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="292" />
      <source>a face-up card from another player's Garrison</source>
      <translation>une carte face visible de la garnison d’un autre joueur</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="294" />
      <source>a face-up card from any Garrison</source>
      <translation>une carte face visible de n’importe quelle garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="290" />
      <source>a face-up card from your Garrison</source>
      <translation>une carte face visible de votre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="300" />
      <source>a face-up card from {player}'s Garrison</source>
      <translation>une carte face visible de la garnison de {player}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="291" />
      <source>a face-up card in another player's Garrison</source>
      <translation>une carte face visible de la garnison d’un autre joueur</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="293" />
      <source>a face-up card in any Garrison</source>
      <translation>une carte face visible de n’importe quelle garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="289" />
      <source>a face-up card in your Garrison</source>
      <translation>une carte face visible de votre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="299" />
      <source>a face-up card in {player}'s Garrison</source>
      <translation>une carte face visible de la garnison de {player}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="478" />
      <source>a second 2 touches it (until then it is removed)</source>
      <translation>un second 2 la touche (d’ici là, elle est retirée)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1055" />
      <source>a total below 0</source>
      <translation>un total sous 0</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1057" />
      <source>a total of 12 or more</source>
      <translation>un total de 12 ou plus</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1056" />
      <source>a total of 7 or less</source>
      <translation>un total de 7 ou moins</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1058" />
      <source>a total of 8 or more</source>
      <translation>un total de 8 ou plus</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="573" />
      <source>above {card}</source>
      <translation>contre {card}, au-dessus</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="578" />
      <source>another face-up card</source>
      <translation>une autre carte face visible</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="264" />
      <source>below 0</source>
      <translation>sous 0</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="571" />
      <source>below {card}</source>
      <translation>contre {card}, en dessous</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="719" />
      <source>blue cards</source>
      <translation>cartes bleues</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="245" />
      <source>deal {deal} of {deals}</source>
      <translation>donne {deal} sur {deals}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="246" />
      <source>deal {deal} of {deals}, {players} ahead with {vp} VP</source>
      <translation>donne {deal} sur {deals}, en tête : {players} (points de victoire : {vp})</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="310" />
      <source>every player passes a card from their hand to the left</source>
      <translation>chaque joueur passe une carte de sa main à son voisin de gauche</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="306" />
      <source>exchange a card from your hand with {target}</source>
      <translation>échanger une carte de votre main avec {target}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="307" />
      <source>exchange a card from {player}'s hand with {target}</source>
      <translation>échanger une carte de la main de {player} avec {target}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="309" />
      <source>exchange {target} with a card in a different Garrison</source>
      <translation>échanger {target} avec une carte d’une autre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="308" />
      <source>exchange {target} with a card in another Garrison</source>
      <translation>échanger {target} avec une carte d’une autre garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="238" />
      <source>face down</source>
      <translation>face cachée</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="840" />
      <source>first</source>
      <translation>première</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="303" />
      <source>flip {target} face up</source>
      <translation>retourner face visible {target}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="843" />
      <source>fourth</source>
      <translation>quatrième</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="720" />
      <source>green cards</source>
      <translation>cartes vertes</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="240" />
      <source>in Garrison</source>
      <translation>dans la garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="301" />
      <source>it</source>
      <translation>cette carte</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="693" />
      <source>it brings a group of {value}s to {count} cards: one more {value} touching them keeps them all from being removed</source>
      <translation>la carte fait un groupe de {count} cartes de valeur {value} : un {value} de plus qui les touche évite le retrait de tout le groupe</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="698" />
      <source>it brings a group of {value}s to {count} cards: {more} more {value}s touching them keep them all from being removed</source>
      <translation>la carte fait un groupe de {count} cartes de valeur {value} : {more} autres {value} qui les touchent évitent le retrait de tout le groupe</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="680" />
      <source>it completes a group of {value}s: its {count} cards are no longer removed</source>
      <translation>la carte complète un groupe de {value} : ses {count} cartes ne sont plus retirées</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="451" />
      <source>it covers a card that would be removed</source>
      <translation>la carte en recouvre une qui serait retirée</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="453" />
      <source>it lays a card beside a butterfly of its colour</source>
      <translation>la carte se pose à côté d’un papillon de sa couleur</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="490" />
      <source>it lays a card beside a butterfly of its colour: 1 point once {needs}, if both cards stay to the end</source>
      <translation>la carte se pose à côté d’un papillon de sa couleur : 1 point quand {needs}, si les deux cartes restent jusqu’à la fin</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="708" />
      <source>it lays a card beside a butterfly of its colour: 1 point, if both cards stay to the end</source>
      <translation>la carte se pose à côté d’un papillon de sa couleur : 1 point, si les deux cartes restent jusqu’à la fin</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="450" />
      <source>it makes a field of {count} {cards}</source>
      <translation>la carte forme un champ de {count} {cards}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="656" />
      <source>it makes a field of {count} {cards} (+{gain})</source>
      <translation>la carte forme un champ de {count} {cards} (+{gain})</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="668" />
      <source>it makes a field of {count} {cards}: {count} points, if none of them is removed</source>
      <translation>la carte forme un champ de {count} {cards} : {count} points, si aucune d’elles n’est retirée</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="672" />
      <source>it makes a set of {count} touching {cards}: one more makes it a field worth 5 points</source>
      <translation>la carte forme un ensemble de {count} {cards} qui se touchent : une de plus en fait un champ de 5 points</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="456" />
      <source>it makes a set of {count} touching {cards}: one more makes it a field worth 5 points, though one of them is not yet in a complete value group and would be removed first</source>
      <translation>la carte forme un ensemble de {count} {cards} qui se touchent : une de plus en fait un champ de 5 points ; toutefois l’une d’elles n’est pas encore dans un groupe de valeurs complet et serait d’abord retirée</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="466" />
      <source>it makes a set of {count} touching {cards}: one more makes it a field worth 5 points, though {unsure} of them are not yet in a complete value group and would be removed first</source>
      <translation>la carte forme un ensemble de {count} {cards} qui se touchent : une de plus en fait un champ de 5 points ; toutefois {unsure} d’entre elles ne sont pas encore dans un groupe de valeurs complet et seraient d’abord retirées</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="676" />
      <source>it makes a set of {count} touching {cards}: {more} more make it a field worth 5 points</source>
      <translation>la carte forme un ensemble de {count} {cards} qui se touchent : {more} de plus en font un champ de 5 points</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="461" />
      <source>it makes a set of {count} touching {cards}: {more} more make it a field worth 5 points, though one of them is not yet in a complete value group and would be removed first</source>
      <translation>la carte forme un ensemble de {count} {cards} qui se touchent : {more} de plus en font un champ de 5 points ; toutefois l’une d’elles n’est pas encore dans un groupe de valeurs complet et serait d’abord retirée</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="472" />
      <source>it makes a set of {count} touching {cards}: {more} more make it a field worth 5 points, though {unsure} of them are not yet in a complete value group and would be removed first</source>
      <translation>la carte forme un ensemble de {count} {cards} qui se touchent : {more} de plus en font un champ de 5 points ; toutefois {unsure} d’entre elles ne sont pas encore dans un groupe de valeurs complet et seraient d’abord retirées</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="688" />
      <source>it starts a group of {value}s: {more} more {value}s touching it keep them all from being removed</source>
      <translation>la carte commence un groupe de {value} : {more} autres {value} qui la touchent évitent le retrait de tout le groupe</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="684" />
      <source>it starts a pair of 2s: a second 2 touching it keeps both from being removed</source>
      <translation>la carte commence une paire de 2 : un second 2 qui la touche évite le retrait des deux</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="712" />
      <source>its butterfly earns 1 point once a card of the butterfly's colour touches it, if both cards stay to the end</source>
      <translation>son papillon rapportera 1 point dès qu’une carte de sa couleur le touchera, si les deux cartes restent jusqu’à la fin</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="452" />
      <source>its butterfly touches a card of the butterfly's colour</source>
      <translation>son papillon touche une carte de sa couleur</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="485" />
      <source>its butterfly touches a card of the butterfly's colour: 1 point once {needs}, if both cards stay to the end</source>
      <translation>son papillon touche une carte de sa couleur : 1 point quand {needs}, si les deux cartes restent jusqu’à la fin</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="703" />
      <source>its butterfly touches a card of the butterfly's colour: 1 point, if both cards stay to the end</source>
      <translation>son papillon touche une carte de sa couleur : 1 point, si les deux cartes restent jusqu’à la fin</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="655" />
      <source>its field of {cards} grows to {count} cards (+{gain})</source>
      <translation>son champ passe à {count} {cards} (+{gain})</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="561" />
      <source>laid {place}, it would keep your score at {best}</source>
      <translation>posée {place}, elle le laisserait à {best}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="562" />
      <source>laid {place}, it would lower your score only to {best}</source>
      <translation>posée {place}, elle ne le ferait descendre qu’à {best}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="560" />
      <source>laid {place}, it would raise your score to {best} at once</source>
      <translation>posée {place}, elle le porterait tout de suite à {best}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="572" />
      <source>left of {card}</source>
      <translation>contre {card}, à gauche</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="302" />
      <source>look at {target}</source>
      <translation>regarder {target}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="226" />
      <source>match</source>
      <translation>partie en trois donnes</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="233" />
      <source>match of three deals</source>
      <translation>partie en trois donnes</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="227" />
      <source>memory aid</source>
      <translation>aide-mémoire</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="59" />
      <source>mode</source>
      <translation>mode</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="569" />
      <source>on {card}</source>
      <translation>sur {card}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="479" />
      <source>one more {value} touches its group of {value}s (until then it is removed)</source>
      <translation>un {value} de plus touche son groupe de {value} (d’ici là, elle est retirée)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="564" />
      <source>only one other place would keep your score at {best}</source>
      <translation>une seule autre case le laisserait à {best}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="565" />
      <source>only one other place would lower your score less, to {best}</source>
      <translation>une seule autre case ne le ferait descendre qu’à {best}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="563" />
      <source>only one other place would raise your score to {best} at once</source>
      <translation>une seule autre case le porterait tout de suite à {best}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="662" />
      <source>other fields lose points ({loss})</source>
      <translation>d’autres champs perdent des points ({loss})</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="58" />
      <source>players</source>
      <translation>joueurs</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="718" />
      <source>red cards</source>
      <translation>cartes rouges</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="305" />
      <source>remove {target}</source>
      <translation>retirer {target}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="570" />
      <source>right of {card}</source>
      <translation>contre {card}, à droite</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="304" />
      <source>rotate {target}</source>
      <translation>faire pivoter {target}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="249" />
      <source>round {round}</source>
      <translation>tour de table {round}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="841" />
      <source>second</source>
      <translation>deuxième</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="225" />
      <source>single</source>
      <translation>donne unique</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="192" />
      <source>solo</source>
      <translation>solo</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="190" />
      <source>standard</source>
      <translation>standard</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="191" />
      <source>summer</source>
      <translation>été</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="838" />
      <source>the blue {value}</source>
      <translation>le {value} bleu</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="657" />
      <source>the butterfly of the card it covers no longer scores ({loss})</source>
      <translation>le papillon de la carte qu’elle recouvre ne rapporte plus rien ({loss})</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="839" />
      <source>the green {value}</source>
      <translation>le {value} vert</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="574" />
      <source>the other face-up card</source>
      <translation>l’autre carte face visible</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="837" />
      <source>the red {value}</source>
      <translation>le {value} rouge</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="836" />
      <source>the yellow {value}</source>
      <translation>le {value} jaune</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="842" />
      <source>third</source>
      <translation>troisième</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="60" />
      <source>variant</source>
      <translation>variante</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="717" />
      <source>yellow cards</source>
      <translation>cartes jaunes</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="312" />
      <source>you may now {action}</source>
      <translation>vous pouvez maintenant {action}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="311" />
      <source>you may {action}</source>
      <translation>éventuellement {action}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="313" />
      <source>{action} (optional)</source>
      <translation>{action} (facultatif)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="859" />
      <source>{category} needs {condition}, and the total will end at {total}.</source>
      <translation>Pour la catégorie {category}, le total doit être {condition}, et il finira à {total}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="863" />
      <source>{category} needs {condition}, yet the total will end at {total}, and this move ends the deal: no move is left to change it.</source>
      <translation>Pour la catégorie {category}, le total doit être {condition}, mais il finira à {total}, et ce coup termine la donne : il ne reste aucun coup pour le changer.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="868" />
      <source>{category} needs {condition}. When this move ends the deal, the total is likely between {low} and {high}: you win about {percent}% of the time.</source>
      <translation>Pour la catégorie {category}, le total doit être {condition}. Quand ce coup termine la donne, le total est probablement entre {low} et {high} : vous avez environ {percent} % de chances de gagner.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="911" />
      <source>{category} needs {condition}. When this move ends the deal, the total is likely between {low} and {high}: you win or share the win about {percent}% of the time (alone about {alone}%).</source>
      <translation>Pour la catégorie {category}, le total doit être {condition}. Quand ce coup termine la donne, le total est probablement entre {low} et {high} : vous avez environ {percent} % de chances de gagner ou de partager la victoire (sans partage, environ {alone} %).</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="255" />
      <source>{category} needs {condition}: met too, but {winner} comes first in the order.</source>
      <translation>Pour la catégorie {category}, le total doit être {condition} : condition remplie aussi, mais la catégorie {winner} passe avant dans l’ordre.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="254" />
      <source>{category} needs {condition}: met, but nobody holds one.</source>
      <translation>Pour la catégorie {category}, le total doit être {condition} : condition remplie, mais personne n’a cette carte de victoire.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="259" />
      <source>{category} needs {condition}: met, {players} win together.</source>
      <translation>Pour la catégorie {category}, le total doit être {condition} : condition remplie, {players} gagnent ensemble.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="258" />
      <source>{category} needs {condition}: met, {players} wins.</source>
      <translation>Pour la catégorie {category}, le total doit être {condition} : condition remplie, {players} gagne.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="253" />
      <source>{category} needs {condition}: not met.</source>
      <translation>Pour la catégorie {category}, le total doit être {condition} : condition non remplie.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="873" />
      <source>{category} needs {condition}: the total meets it about {met}% of the time, but a card before it in the priority order may win first, so you win about {percent}%. The total likely ends between {low} and {high}.</source>
      <translation>Pour la catégorie {category}, le total doit être {condition} : il l’est environ {met} % du temps, mais une carte qui passe avant elle dans l’ordre de priorité peut gagner d’abord, si bien que vous avez environ {percent} % de chances de gagner. Le total finira probablement entre {low} et {high}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="917" />
      <source>{category} needs {condition}: the total meets it about {met}% of the time, but a card before it in the priority order may win first, so you win or share the win about {percent}% (alone about {alone}%). The total likely ends between {low} and {high}.</source>
      <translation>Pour la catégorie {category}, le total doit être {condition} : il l’est environ {met} % du temps, mais une carte qui passe avant elle dans l’ordre de priorité peut gagner d’abord, si bien que vous avez environ {percent} % de chances de gagner ou de partager la victoire (sans partage, environ {alone} %). Le total finira probablement entre {low} et {high}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="879" />
      <source>{category} needs {condition}: you win about {percent}% of the time, the total likely ending between {low} and {high}.</source>
      <translation>Pour la catégorie {category}, le total doit être {condition} : vous avez environ {percent} % de chances de gagner, et le total finira probablement entre {low} et {high}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="889" />
      <source>{category} needs {condition}: you win or share the win about {percent}% of the time (alone about {alone}%), the total likely ending between {low} and {high}.</source>
      <translation>Pour la catégorie {category}, le total doit être {condition} : vous avez environ {percent} % de chances de gagner ou de partager la victoire (sans partage, environ {alone} %), et le total finira probablement entre {low} et {high}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="973" />
      <source>{change} {reason}</source>
      <translation>{change} {reason}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="659" />
      <source>{count} butterflies no longer score ({loss})</source>
      <translation>{count} papillons ne rapportent plus rien ({loss})</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="661" />
      <source>{count} cards are removed ({loss})</source>
      <translation>{count} cartes sont retirées ({loss})</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="251" />
      <source>{count} face-down card is unknown and not counted.</source>
      <translation>{count} carte face cachée est inconnue et n’est pas comptée.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="252" />
      <source>{count} face-down cards are unknown and not counted.</source>
      <translation>{count} cartes face cachée sont inconnues et ne sont pas comptées.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="567" />
      <source>{count} other places would keep your score at {best}</source>
      <translation>{count} autres cases le laisseraient à {best}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="568" />
      <source>{count} other places would lower your score only to {best}</source>
      <translation>{count} autres cases ne le feraient descendre qu’à {best}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="566" />
      <source>{count} other places would raise your score to {best} at once</source>
      <translation>{count} autres cases le porteraient tout de suite à {best}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="663" />
      <source>{first} and {then}</source>
      <translation>{first} et {then}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="814" />
      <source>{first} {then}</source>
      <translation>{first} {then}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="482" />
      <source>{more} more {value}s touch its group of {value}s (until then it is removed)</source>
      <translation>{more} autres {value} touchent son groupe de {value} (d’ici là, elle est retirée)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="62" />
      <source>{names} and {last}</source>
      <translation>{names} et {last}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="582" />
      <source>{placed} With {other} your score would be {best} now (+{gain}), but this card should pay off more by the game's end.</source>
      <translation>{placed} Avec {other}, votre score passerait tout de suite à {best} (+{gain}), mais cette carte devrait rapporter davantage d’ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="592" />
      <source>{placed} With {other} your score would be {best} now ({gain}), but this card should pay off more by the game's end.</source>
      <translation>{placed} Avec {other}, votre score passerait tout de suite à {best} ({gain}), mais cette carte devrait rapporter davantage d’ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="587" />
      <source>{placed} With {other} your score would stay {best} now, but this card should pay off more by the game's end.</source>
      <translation>{placed} Avec {other}, votre score resterait à {best}, mais cette carte devrait rapporter davantage d’ici la fin de la partie.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="273" />
      <source>{players} has won the match: nobody can catch up in the deals left.</source>
      <translation>{players} a gagné la partie : l’écart ne peut plus être comblé dans les donnes restantes.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="211" />
      <source>{players} tie on points and removed cards: they share the victory.</source>
      <translation>{players} sont à égalité de points et de cartes retirées : victoire partagée.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="214" />
      <source>{players} tie on points and removed cards: they share their place.</source>
      <translation>{players} sont à égalité de points et de cartes retirées : place partagée.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="208" />
      <source>{players} tie on points: fewer removed cards breaks the tie.</source>
      <translation>{players} sont à égalité de points : c’est le nombre de cartes retirées qui les départage (le moins l’emporte).</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="963" />
      <source>{reason} {held}</source>
      <translation>{reason} {held}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="987" />
      <source>{reason} {hornbill}</source>
      <translation>{reason} {hornbill}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="905" />
      <source>{reason} {points}</source>
      <translation>{reason} {points}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="389" />
      <source>{reason} {reading}</source>
      <translation>{reason} {reading}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="248" />
      <source>{turns} turns into deal {deal}</source>
      <translation>{turns} tours joués dans la donne {deal}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="154" />
      <source>{why} The game opens just before that move, without it and the moves after it.</source>
      <translation>{why} La partie s’ouvre juste avant ce coup, sans lui ni les coups qui le suivent.</translation>
    </message>
  </context>
</TS>
