<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
  <context>
    <name>EndGameDialog</name>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="45" />
      <source>Game over</source>
      <translation>Partie terminée</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="150" />
      <source>Play again (new code)</source>
      <translation>Rejouer (nouveau code)</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="149" />
      <source>Play again (same code)</source>
      <translation>Rejouer (même code)</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="127" />
      <source>Rank</source>
      <translation>Rang</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="67" />
      <source>Shared win: {names}</source>
      <translation>Victoire partagée : {names}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="120" />
      <source>Tie-break</source>
      <translation>Départage</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="111" />
      <source>Total</source>
      <translation>Total</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="69" />
      <source>{game} · challenge code {code}</source>
      <translation>{game} · code de défi {code}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="60" />
      <source>{name} scored {score}</source>
      <translation>{name} a marqué {score} points</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="65" />
      <source>{name} wins!</source>
      <translation>{name} gagne !</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="106" />
      <source>{points} ({count}×)</source>
      <translation>{points} ({count}×)</translation>
    </message>
  </context>
  <context>
    <name>FlowersBoard</name>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="44" />
      <source>%1 %2</source>
      <translation>%1 %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="503" />
      <source>%1 discarded</source>
      <translation>%1 défaussé</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="87" />
      <source>%1 field</source>
      <translation>champ %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="766" />
      <source>%1 is playing…</source>
      <translation>%1 joue…</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="500" />
      <source>%1 left</source>
      <translation>%1 restantes</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="583" />
      <source>%1 pts</source>
      <translation>%1 pts</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="47" />
      <source>%1 with a %2 butterfly</source>
      <translation>%1 avec un papillon %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="565" />
      <source>%1's garden</source>
      <translation>Jardin de %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="1001" />
      <source>+</source>
      <translation>+</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="740" />
      <source>Apprentice</source>
      <translation>Apprenti</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="739" />
      <source>Beginner</source>
      <translation>Débutant</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="85" />
      <source>Butterflies next to their colour</source>
      <translation>Papillons à côté de leur couleur</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="83" />
      <source>Cards out of a valid value group</source>
      <translation>Cartes hors d'un groupe de valeurs valide</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="628" />
      <source>Cover this card</source>
      <translation>Recouvrir cette carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="598" />
      <source>Drag a card from a stack onto your garden, or click a stack.</source>
      <translation>Faites glisser une carte d'une pile vers votre jardin, ou cliquez sur une pile.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="599" />
      <source>Drag this card to a highlighted cell: next to a card, or on top of one to cover it. You can also click a cell, or use the arrow keys and Enter.</source>
      <translation>Faites glisser cette carte sur une case en surbrillance : à côté d'une carte, ou par-dessus pour la recouvrir. Vous pouvez aussi cliquer sur une case, ou utiliser les flèches et Entrée.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="541" />
      <source>Draw a card</source>
      <translation>Piocher une carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="70" />
      <source>Draw a card first.</source>
      <translation>Piochez d'abord une carte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="267" />
      <source>Draw from stack %1</source>
      <translation>Piocher dans la pile %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="889" />
      <location filename="../desktop/games/flowers/board.py" line="894" />
      <source>Drop the card on a highlighted cell of your garden.</source>
      <translation>Déposez la carte sur une case en surbrillance de votre jardin.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="741" />
      <source>Expert</source>
      <translation>Expert</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="695" />
      <source>Final score</source>
      <translation>Score final</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="1000" />
      <source>Fit</source>
      <translation>Ajuster</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="1000" />
      <source>Fit the table to the window</source>
      <translation>Ajuster la table à la fenêtre</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="755" />
      <source>Game over: %1 points.</source>
      <translation>Partie terminée : %1 points.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="761" />
      <source>Game over: %1 share the victory with %2 points.</source>
      <translation>Partie terminée : %1 se partagent la victoire avec %2 points.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="757" />
      <source>Game over: %1 wins with %2 points.</source>
      <translation>Partie terminée : %1 gagne avec %2 points.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="708" />
      <source>If you place it here</source>
      <translation>Si vous la posez ici</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="785" />
      <source>It is not your turn.</source>
      <translation>Ce n'est pas votre tour.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="742" />
      <source>Master</source>
      <translation>Maître</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="901" />
      <source>Now click a highlighted cell, or drag the card there.</source>
      <translation>Cliquez maintenant sur une case en surbrillance, ou faites-y glisser la carte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="270" />
      <source>Place a card at %1, %2</source>
      <translation>Poser une carte en %1, %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="630" />
      <source>Place your card here</source>
      <translation>Posez votre carte ici</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="770" />
      <source>Place your card on a highlighted cell.</source>
      <translation>Posez votre carte sur une case en surbrillance.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="527" />
      <source>Player %1</source>
      <translation>Joueur %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="703" />
      <source>Rank</source>
      <translation>Rang</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="695" />
      <source>Score if the game ended now</source>
      <translation>Score si la partie finissait maintenant</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="996" />
      <source>Show which value groups are valid, your fields and scoring butterflies</source>
      <translation>Montrer les groupes de valeurs valides, vos champs et les papillons qui marquent</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="994" />
      <source>Teaching overlay</source>
      <translation>Aide visuelle</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="66" />
      <source>That cell is not next to your flowers.</source>
      <translation>Cette case n'est pas à côté de vos fleurs.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="74" />
      <source>That stack is empty.</source>
      <translation>Cette pile est vide.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="75" />
      <location filename="../desktop/games/flowers/board.py" line="594" />
      <location filename="../desktop/games/flowers/board.py" line="783" />
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="67" />
      <source>The purple starting card can never be covered.</source>
      <translation>La carte de départ violette ne peut jamais être recouverte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="701" />
      <location filename="../desktop/games/flowers/board.py" line="722" />
      <source>Total</source>
      <translation>Total</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="596" />
      <source>Wait for %1.</source>
      <translation>Attendez %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="71" />
      <location filename="../desktop/games/flowers/board.py" line="787" />
      <source>You already hold a card: place it first.</source>
      <translation>Vous tenez déjà une carte : posez-la d'abord.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="888" />
      <source>You can only place cards in your own garden.</source>
      <translation>Vous ne pouvez poser des cartes que dans votre propre jardin.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="788" />
      <source>You cannot take that card now.</source>
      <translation>Vous ne pouvez pas prendre cette carte maintenant.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="547" />
      <source>Your card</source>
      <translation>Votre carte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="768" />
      <source>Your turn: draw a card from a stack (drag it, click it, or ←/→ and Enter).</source>
      <translation>À vous : piochez une carte dans une pile (glissez-la, cliquez dessus, ou ←/→ et Entrée).</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="1001" />
      <source>Zoom in</source>
      <translation>Zoom avant</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="999" />
      <source>Zoom out</source>
      <translation>Zoom arrière</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="40" />
      <source>a face-down card</source>
      <translation>une carte face cachée</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="30" />
      <source>blue</source>
      <translation>bleu</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="31" />
      <source>green</source>
      <translation>vert</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="32" />
      <source>purple</source>
      <translation>violet</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="29" />
      <source>red</source>
      <translation>rouge</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="43" />
      <source>the purple starting card</source>
      <translation>la carte de départ violette</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="28" />
      <source>yellow</source>
      <translation>jaune</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="999" />
      <source>−</source>
      <translation>−</translation>
    </message>
  </context>
  <context>
    <name>GameCard</name>
    <message>
      <location filename="../desktop/start_screen.py" line="170" />
      <source>Coming soon</source>
      <translation>Bientôt disponible</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="170" />
      <source>Play</source>
      <translation>Jouer</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="172" />
      <source>Rules</source>
      <translation>Règles</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="171" />
      <source>Tutorial</source>
      <translation>Tutoriel</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="167" />
      <source>solo mode</source>
      <translation>mode solo</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="161" />
      <source>{count} players</source>
      <translation>{count} joueurs</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="163" />
      <source>{low}–{high} players</source>
      <translation>{low} à {high} joueurs</translation>
    </message>
  </context>
  <context>
    <name>HandoffScreen</name>
    <message>
      <location filename="../desktop/table/handoff.py" line="85" />
      <source>I am {name}, show my cards</source>
      <translation>Je suis {name}, montrer mes cartes</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="81" />
      <source>Pass the screen to {name}</source>
      <translation>Passez l'écran à {name}</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="83" />
      <source>The table is hidden so that nobody sees another player's cards.</source>
      <translation>La table est masquée pour que personne ne voie les cartes d'un autre joueur.</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../desktop/main_window.py" line="284" />
      <source>&amp;About Bouquet</source>
      <translation>À &amp;propos de Bouquet</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="273" />
      <source>&amp;Close Game</source>
      <translation>&amp;Fermer la partie</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="290" />
      <source>&amp;Edit</source>
      <translation>&amp;Édition</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="288" />
      <source>&amp;File</source>
      <translation>&amp;Fichier</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="281" />
      <source>&amp;Fit to Window</source>
      <translation>A&amp;juster à la fenêtre</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="292" />
      <source>&amp;Help</source>
      <translation>&amp;Aide</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="278" />
      <source>&amp;History</source>
      <translation>&amp;Historique</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="269" />
      <source>&amp;New Game…</source>
      <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="270" />
      <source>&amp;Open…</source>
      <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="275" />
      <source>&amp;Quit</source>
      <translation>&amp;Quitter</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="277" />
      <source>&amp;Redo</source>
      <translation>&amp;Rétablir</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="282" />
      <source>&amp;Rules</source>
      <translation>&amp;Règles</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="271" />
      <source>&amp;Save</source>
      <translation>&amp;Enregistrer</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="283" />
      <source>&amp;Tutorial</source>
      <translation>&amp;Tutoriel</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="276" />
      <source>&amp;Undo</source>
      <translation>&amp;Annuler</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="291" />
      <source>&amp;View</source>
      <translation>&amp;Affichage</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="295" />
      <source>&lt;start of the game&gt;</source>
      <translation>&lt;début de la partie&gt;</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="801" />
      <source>About Bouquet</source>
      <translation>À propos de Bouquet</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="653" />
      <source>Autosave failed: {reason}</source>
      <translation>Échec de la sauvegarde automatique : {reason}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="581" />
      <source>Bouquet games (*{suffix})</source>
      <translation>Parties Bouquet (*{suffix})</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="529" />
      <source>Bouquet games (*{suffix});;All files (*)</source>
      <translation>Parties Bouquet (*{suffix});;Tous les fichiers (*)</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="802" />
      <source>Bouquet {version}

Five flower-themed tabletop games on one offline table.</source>
      <translation>Bouquet {version}

Cinq jeux de société fleuris sur une même table, hors ligne.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="540" />
      <location filename="../desktop/main_window.py" line="545" />
      <source>Cannot open {name}</source>
      <translation>Impossible d'ouvrir {name}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="820" />
      <source>Cannot save the settings</source>
      <translation>Impossible d'enregistrer les paramètres</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="598" />
      <source>Cannot save {name}</source>
      <translation>Impossible d'enregistrer {name}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="620" />
      <source>Clear List</source>
      <translation>Vider la liste</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="361" />
      <source>Code {code}</source>
      <translation>Code {code}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="719" />
      <source>Confirm move</source>
      <translation>Confirmer le coup</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="356" />
      <source>Game over</source>
      <translation>Partie terminée</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="294" />
      <source>History</source>
      <translation>Historique</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="416" />
      <source>No game available</source>
      <translation>Aucun jeu disponible</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="416" />
      <source>No game board is installed yet.</source>
      <translation>Aucun plateau de jeu n'est encore installé.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="616" />
      <source>No recent games</source>
      <translation>Aucune partie récente</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="289" />
      <source>Open &amp;Recent</source>
      <translation>Ouvrir &amp;récent</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="527" />
      <source>Open saved game</source>
      <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="720" />
      <source>Play this move?
{move}</source>
      <translation>Jouer ce coup ?
{move}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="272" />
      <source>Save &amp;As…</source>
      <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="579" />
      <source>Save game</source>
      <translation>Enregistrer la partie</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="510" />
      <source>Save the game in progress before leaving it?</source>
      <translation>Enregistrer la partie en cours avant de la quitter ?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="605" />
      <source>Saved {name}</source>
      <translation>{name} enregistré</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="274" />
      <source>Se&amp;ttings…</source>
      <translation>Para&amp;mètres…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="325" />
      <source>Take back your last move</source>
      <translation>Reprendre votre dernier coup</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="132" />
      <source>The AI could not move</source>
      <translation>L'IA n'a pas pu jouer</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="293" />
      <source>Toolbar</source>
      <translation>Barre d'outils</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="509" />
      <source>Unsaved game</source>
      <translation>Partie non enregistrée</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="279" />
      <source>Zoom &amp;In</source>
      <translation>Zoom &amp;avant</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="280" />
      <source>Zoom &amp;Out</source>
      <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="546" />
      <source>{game} cannot be played in this version yet.</source>
      <translation>{game} ne peut pas encore être joué dans cette version.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="403" />
      <source>{game} with {names} · {moves} moves</source>
      <translation>{game} avec {names} · {moves} coups</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="370" />
      <source>{name} is thinking…</source>
      <translation>{name} réfléchit…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="359" />
      <source>{name} to play</source>
      <translation>{name} joue</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="372" />
      <source>AI – easy</source>
      <translation>IA – facile</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="374" />
      <source>AI – hard</source>
      <translation>IA – difficile</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="373" />
      <source>AI – normal</source>
      <translation>IA – normale</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="381" />
      <source>Challenge code</source>
      <translation>Code de défi</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="383" />
      <source>Copy</source>
      <translation>Copier</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="366" />
      <source>Game</source>
      <translation>Jeu</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="371" />
      <source>Human</source>
      <translation>Humain</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="382" />
      <source>New code</source>
      <translation>Nouveau code</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="365" />
      <source>New game</source>
      <translation>Nouvelle partie</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="322" />
      <source>No game is available yet.</source>
      <translation>Aucun jeu n'est encore disponible.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="313" />
      <location filename="../desktop/dialogs/new_game.py" line="378" />
      <source>Player {number}</source>
      <translation>Joueur {number}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="367" />
      <source>Players</source>
      <translation>Joueurs</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="377" />
      <source>Seat {number}</source>
      <translation>Place {number}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="369" />
      <source>Seats</source>
      <translation>Places</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="385" />
      <source>Share the code: the same code and options deal the same game.</source>
      <translation>Partagez le code : le même code et les mêmes options donnent la même donne.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="326" />
      <source>The challenge code has 8 letters and digits, like {example}.</source>
      <translation>Le code de défi compte 8 lettres et chiffres, comme {example}.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="368" />
      <source>Variant</source>
      <translation>Variante</translation>
    </message>
  </context>
  <context>
    <name>RulesDialog</name>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="17" />
      <source>Rules of {game}</source>
      <translation>Règles de {game}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="35" />
      <source>The rules summary of this game is not written yet.</source>
      <translation>Le résumé des règles de ce jeu n'est pas encore écrit.</translation>
    </message>
  </context>
  <context>
    <name>SessionController</name>
    <message>
      <location filename="../desktop/session_controller.py" line="186" />
      <source>It is not your turn.</source>
      <translation>Ce n'est pas votre tour.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="154" />
      <location filename="../desktop/session_controller.py" line="184" />
      <source>No game in progress.</source>
      <translation>Aucune partie en cours.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="156" />
      <source>Only AI seats are playing.</source>
      <translation>Seules des IA jouent.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="160" />
      <source>Undo is not possible: that move showed a hidden card.</source>
      <translation>Annulation impossible : ce coup a montré une carte cachée.</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="59" />
      <source> ms</source>
      <translation> ms</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="67" />
      <source>AI move delay</source>
      <translation>Délai des coups de l'IA</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="64" />
      <source>Animations</source>
      <translation>Animations</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="52" />
      <source>Ask before each move is played</source>
      <translation>Demander avant de jouer chaque coup</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="65" />
      <source>Colour-blind help</source>
      <translation>Aide daltonisme</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="66" />
      <source>Confirm moves</source>
      <translation>Confirmer les coups</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="41" />
      <source>Fast</source>
      <translation>Rapides</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="63" />
      <source>Language</source>
      <translation>Langue</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="42" />
      <source>Normal</source>
      <translation>Normales</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="40" />
      <source>Off</source>
      <translation>Désactivées</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="24" />
      <source>Settings</source>
      <translation>Paramètres</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="49" />
      <source>Show patterns as well as colours</source>
      <translation>Afficher des motifs en plus des couleurs</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="43" />
      <source>Slow</source>
      <translation>Lentes</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="28" />
      <source>System language</source>
      <translation>Langue du système</translation>
    </message>
  </context>
  <context>
    <name>StartScreen</name>
    <message>
      <location filename="../desktop/start_screen.py" line="260" />
      <source>Five flower games on one table. Choose a game:</source>
      <translation>Cinq jeux de fleurs sur une même table. Choisissez un jeu :</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="261" />
      <source>No game is installed.</source>
      <translation>Aucun jeu n'est installé.</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="257" />
      <location filename="../desktop/start_screen.py" line="266" />
      <source>No game to resume.</source>
      <translation>Aucune partie à reprendre.</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="263" />
      <source>Open saved game…</source>
      <translation>Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="262" />
      <source>Resume last game</source>
      <translation>Reprendre la dernière partie</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="264" />
      <source>Settings…</source>
      <translation>Paramètres…</translation>
    </message>
  </context>
  <context>
    <name>engine</name>
    <message>
      <location filename="../desktop/i18n.py" line="60" />
      <source>Apprentice</source>
      <translation>Apprenti</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="61" />
      <source>Beginner</source>
      <translation>Débutant</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="54" />
      <source>Blue field</source>
      <translation>Champ bleu</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="66" />
      <source>Bluff with face-down animals and steer the garden's total towards your last card.</source>
      <translation>Bluffez avec des animaux face cachée et menez le total du jardin vers votre dernière carte.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="57" />
      <source>Butterflies next to their colour</source>
      <translation>Papillons à côté de leur couleur</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="44" />
      <source>Draw a flower card, place it in your garden: grow colour fields, mind the values.</source>
      <translation>Piochez une carte fleur, posez-la dans votre jardin : faites grandir des champs de couleur, attention aux valeurs.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="59" />
      <source>Expert</source>
      <translation>Expert</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="74" />
      <source>Face-down cards you do not know</source>
      <translation>Cartes face cachée que vous ne connaissez pas</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="43" />
      <source>Flowers</source>
      <translation>Flowers</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="73" />
      <source>Garrison Petal Power</source>
      <translation>Puissance de pétales de la garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="55" />
      <source>Green field</source>
      <translation>Champ vert</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="76" />
      <source>Holds the Great Hornbill</source>
      <translation>Détient le Grand Calao</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="78" />
      <source>Hornbill: nobody holds it, so nobody wins.</source>
      <translation>Calao : personne ne le détient, donc personne ne gagne.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="58" />
      <source>Master</source>
      <translation>Maître</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="37" />
      <source>Nothing to undo.</source>
      <translation>Rien à annuler.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="65" />
      <source>Petal Plotters</source>
      <translation>Petal Plotters</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="56" />
      <source>Purple field</source>
      <translation>Champ violet</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="53" />
      <source>Red field</source>
      <translation>Champ rouge</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="51" />
      <source>Removed cards</source>
      <translation>Cartes retirées</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="63" />
      <source>Tie on points and removed cards: the victory is shared.</source>
      <translation>Égalité de points et de cartes retirées : la victoire est partagée.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="62" />
      <source>Tie on points: the player with fewer removed cards wins.</source>
      <translation>Égalité de points : le joueur avec le moins de cartes retirées gagne.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="38" />
      <source>Undo is not possible: that move showed a hidden card.</source>
      <translation>Annulation impossible : ce coup a montré une carte cachée.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="77" />
      <source>Victory Points</source>
      <translation>Points de victoire</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="75" />
      <source>Victory card: face down</source>
      <translation>Carte de victoire : face cachée</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="52" />
      <source>Yellow field</source>
      <translation>Champ jaune</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="71" />
      <source>match</source>
      <translation>match</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="72" />
      <source>memory aid</source>
      <translation>aide-mémoire</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="40" />
      <source>mode</source>
      <translation>mode</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="39" />
      <source>players</source>
      <translation>joueurs</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="70" />
      <source>single</source>
      <translation>manche unique</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="50" />
      <source>solo</source>
      <translation>solo</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="48" />
      <source>standard</source>
      <translation>standard</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="49" />
      <source>summer</source>
      <translation>été</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="41" />
      <source>variant</source>
      <translation>variante</translation>
    </message>
  </context>
</TS>
