<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
  <context>
    <name>EndGameDialog</name>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="45" />
      <source>Game over</source>
      <translation>Spiel vorbei</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="150" />
      <source>Play again (new code)</source>
      <translation>Nochmal spielen (neuer Code)</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="149" />
      <source>Play again (same code)</source>
      <translation>Nochmal spielen (gleicher Code)</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="127" />
      <source>Rank</source>
      <translation>Rang</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="67" />
      <source>Shared win: {names}</source>
      <translation>Geteilter Sieg: {names}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="120" />
      <source>Tie-break</source>
      <translation>Gleichstandsregel</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="111" />
      <source>Total</source>
      <translation>Summe</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="69" />
      <source>{game} · challenge code {code}</source>
      <translation>{game} · Herausforderungscode {code}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="60" />
      <source>{name} scored {score}</source>
      <translation>{name} hat {score} Punkte erzielt</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="65" />
      <source>{name} wins!</source>
      <translation>{name} gewinnt!</translation>
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
      <translation>%1 abgelegt</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="87" />
      <source>%1 field</source>
      <translation>%1 Feld</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="766" />
      <source>%1 is playing…</source>
      <translation>%1 ist am Zug…</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="500" />
      <source>%1 left</source>
      <translation>noch %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="583" />
      <source>%1 pts</source>
      <translation>%1 Pkt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="47" />
      <source>%1 with a %2 butterfly</source>
      <translation>%1 mit einem %2 Schmetterling</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="565" />
      <source>%1's garden</source>
      <translation>Garten von %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="1001" />
      <source>+</source>
      <translation>+</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="740" />
      <source>Apprentice</source>
      <translation>Lehrling</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="739" />
      <source>Beginner</source>
      <translation>Anfänger</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="85" />
      <source>Butterflies next to their colour</source>
      <translation>Schmetterlinge neben ihrer Farbe</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="83" />
      <source>Cards out of a valid value group</source>
      <translation>Karten außerhalb einer gültigen Wertegruppe</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="628" />
      <source>Cover this card</source>
      <translation>Diese Karte abdecken</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="598" />
      <source>Drag a card from a stack onto your garden, or click a stack.</source>
      <translation>Zieh eine Karte von einem Stapel in deinen Garten oder klicke auf einen Stapel.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="599" />
      <source>Drag this card to a highlighted cell: next to a card, or on top of one to cover it. You can also click a cell, or use the arrow keys and Enter.</source>
      <translation>Zieh diese Karte auf ein hervorgehobenes Feld: neben eine Karte oder auf eine, um sie abzudecken. Du kannst auch ein Feld anklicken oder die Pfeiltasten und Enter benutzen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="541" />
      <source>Draw a card</source>
      <translation>Eine Karte ziehen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="70" />
      <source>Draw a card first.</source>
      <translation>Ziehe zuerst eine Karte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="267" />
      <source>Draw from stack %1</source>
      <translation>Von Stapel %1 ziehen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="889" />
      <location filename="../desktop/games/flowers/board.py" line="894" />
      <source>Drop the card on a highlighted cell of your garden.</source>
      <translation>Lege die Karte auf ein hervorgehobenes Feld deines Gartens.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="741" />
      <source>Expert</source>
      <translation>Experte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="695" />
      <source>Final score</source>
      <translation>Endstand</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="1000" />
      <source>Fit</source>
      <translation>Einpassen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="1000" />
      <source>Fit the table to the window</source>
      <translation>Tisch an das Fenster anpassen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="755" />
      <source>Game over: %1 points.</source>
      <translation>Spiel vorbei: %1 Punkte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="761" />
      <source>Game over: %1 share the victory with %2 points.</source>
      <translation>Spiel vorbei: %1 teilen sich den Sieg mit %2 Punkten.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="757" />
      <source>Game over: %1 wins with %2 points.</source>
      <translation>Spiel vorbei: %1 gewinnt mit %2 Punkten.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="708" />
      <source>If you place it here</source>
      <translation>Wenn du sie hier ablegst</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="785" />
      <source>It is not your turn.</source>
      <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="742" />
      <source>Master</source>
      <translation>Meister</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="901" />
      <source>Now click a highlighted cell, or drag the card there.</source>
      <translation>Klicke jetzt auf ein hervorgehobenes Feld oder zieh die Karte dorthin.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="270" />
      <source>Place a card at %1, %2</source>
      <translation>Eine Karte auf %1, %2 legen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="630" />
      <source>Place your card here</source>
      <translation>Lege deine Karte hier ab</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="770" />
      <source>Place your card on a highlighted cell.</source>
      <translation>Lege deine Karte auf ein hervorgehobenes Feld.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="527" />
      <source>Player %1</source>
      <translation>Spieler %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="703" />
      <source>Rank</source>
      <translation>Rang</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="695" />
      <source>Score if the game ended now</source>
      <translation>Punkte, wenn das Spiel jetzt endete</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="996" />
      <source>Show which value groups are valid, your fields and scoring butterflies</source>
      <translation>Gültige Wertegruppen, deine Felder und punktende Schmetterlinge zeigen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="994" />
      <source>Teaching overlay</source>
      <translation>Lernhilfe</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="66" />
      <source>That cell is not next to your flowers.</source>
      <translation>Dieses Feld liegt nicht neben deinen Blumen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="74" />
      <source>That stack is empty.</source>
      <translation>Dieser Stapel ist leer.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="75" />
      <location filename="../desktop/games/flowers/board.py" line="594" />
      <location filename="../desktop/games/flowers/board.py" line="783" />
      <source>The game is over.</source>
      <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="67" />
      <source>The purple starting card can never be covered.</source>
      <translation>Die lila Startkarte kann nie abgedeckt werden.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="701" />
      <location filename="../desktop/games/flowers/board.py" line="722" />
      <source>Total</source>
      <translation>Summe</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="596" />
      <source>Wait for %1.</source>
      <translation>Warte auf %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="71" />
      <location filename="../desktop/games/flowers/board.py" line="787" />
      <source>You already hold a card: place it first.</source>
      <translation>Du hältst schon eine Karte: lege sie zuerst ab.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="888" />
      <source>You can only place cards in your own garden.</source>
      <translation>Du kannst Karten nur in deinen eigenen Garten legen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="788" />
      <source>You cannot take that card now.</source>
      <translation>Du kannst diese Karte jetzt nicht nehmen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="547" />
      <source>Your card</source>
      <translation>Deine Karte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="768" />
      <source>Your turn: draw a card from a stack (drag it, click it, or ←/→ and Enter).</source>
      <translation>Du bist dran: Ziehe eine Karte von einem Stapel (ziehen, anklicken oder ←/→ und Enter).</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="1001" />
      <source>Zoom in</source>
      <translation>Vergrößern</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="999" />
      <source>Zoom out</source>
      <translation>Verkleinern</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="40" />
      <source>a face-down card</source>
      <translation>eine verdeckte Karte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="30" />
      <source>blue</source>
      <translation>blau</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="31" />
      <source>green</source>
      <translation>grün</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="32" />
      <source>purple</source>
      <translation>lila</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="29" />
      <source>red</source>
      <translation>rot</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="43" />
      <source>the purple starting card</source>
      <translation>die lila Startkarte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="28" />
      <source>yellow</source>
      <translation>gelb</translation>
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
      <translation>Demnächst</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="170" />
      <source>Play</source>
      <translation>Spielen</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="172" />
      <source>Rules</source>
      <translation>Regeln</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="171" />
      <source>Tutorial</source>
      <translation>Tutorial</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="167" />
      <source>solo mode</source>
      <translation>Solomodus</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="161" />
      <source>{count} players</source>
      <translation>{count} Spieler</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="163" />
      <source>{low}–{high} players</source>
      <translation>{low}–{high} Spieler</translation>
    </message>
  </context>
  <context>
    <name>HandoffScreen</name>
    <message>
      <location filename="../desktop/table/handoff.py" line="85" />
      <source>I am {name}, show my cards</source>
      <translation>Ich bin {name}, zeig meine Karten</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="81" />
      <source>Pass the screen to {name}</source>
      <translation>Gib den Bildschirm an {name} weiter</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="83" />
      <source>The table is hidden so that nobody sees another player's cards.</source>
      <translation>Der Tisch ist verdeckt, damit niemand die Karten der anderen sieht.</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../desktop/main_window.py" line="284" />
      <source>&amp;About Bouquet</source>
      <translation>Ü&amp;ber Bouquet</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="273" />
      <source>&amp;Close Game</source>
      <translation>Spiel &amp;schließen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="290" />
      <source>&amp;Edit</source>
      <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="288" />
      <source>&amp;File</source>
      <translation>&amp;Datei</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="281" />
      <source>&amp;Fit to Window</source>
      <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="292" />
      <source>&amp;Help</source>
      <translation>&amp;Hilfe</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="278" />
      <source>&amp;History</source>
      <translation>&amp;Verlauf</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="269" />
      <source>&amp;New Game…</source>
      <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="270" />
      <source>&amp;Open…</source>
      <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="275" />
      <source>&amp;Quit</source>
      <translation>&amp;Beenden</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="277" />
      <source>&amp;Redo</source>
      <translation>&amp;Wiederholen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="282" />
      <source>&amp;Rules</source>
      <translation>&amp;Regeln</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="271" />
      <source>&amp;Save</source>
      <translation>&amp;Speichern</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="283" />
      <source>&amp;Tutorial</source>
      <translation>&amp;Tutorial</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="276" />
      <source>&amp;Undo</source>
      <translation>&amp;Rückgängig</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="291" />
      <source>&amp;View</source>
      <translation>&amp;Ansicht</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="295" />
      <source>&lt;start of the game&gt;</source>
      <translation>&lt;Spielbeginn&gt;</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="801" />
      <source>About Bouquet</source>
      <translation>Über Bouquet</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="653" />
      <source>Autosave failed: {reason}</source>
      <translation>Automatisches Speichern fehlgeschlagen: {reason}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="581" />
      <source>Bouquet games (*{suffix})</source>
      <translation>Bouquet-Spiele (*{suffix})</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="529" />
      <source>Bouquet games (*{suffix});;All files (*)</source>
      <translation>Bouquet-Spiele (*{suffix});;Alle Dateien (*)</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="802" />
      <source>Bouquet {version}

Five flower-themed tabletop games on one offline table.</source>
      <translation>Bouquet {version}

Fünf blumige Brettspiele auf einem Offline-Tisch.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="540" />
      <location filename="../desktop/main_window.py" line="545" />
      <source>Cannot open {name}</source>
      <translation>{name} kann nicht geöffnet werden</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="820" />
      <source>Cannot save the settings</source>
      <translation>Die Einstellungen können nicht gespeichert werden</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="598" />
      <source>Cannot save {name}</source>
      <translation>{name} kann nicht gespeichert werden</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="620" />
      <source>Clear List</source>
      <translation>Liste leeren</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="361" />
      <source>Code {code}</source>
      <translation>Code {code}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="719" />
      <source>Confirm move</source>
      <translation>Zug bestätigen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="356" />
      <source>Game over</source>
      <translation>Spiel vorbei</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="294" />
      <source>History</source>
      <translation>Verlauf</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="416" />
      <source>No game available</source>
      <translation>Kein Spiel verfügbar</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="416" />
      <source>No game board is installed yet.</source>
      <translation>Noch ist kein Spielbrett installiert.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="616" />
      <source>No recent games</source>
      <translation>Keine zuletzt geöffneten Spiele</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="289" />
      <source>Open &amp;Recent</source>
      <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="527" />
      <source>Open saved game</source>
      <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="720" />
      <source>Play this move?
{move}</source>
      <translation>Diesen Zug spielen?
{move}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="272" />
      <source>Save &amp;As…</source>
      <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="579" />
      <source>Save game</source>
      <translation>Spiel speichern</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="510" />
      <source>Save the game in progress before leaving it?</source>
      <translation>Das laufende Spiel vor dem Verlassen speichern?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="605" />
      <source>Saved {name}</source>
      <translation>{name} gespeichert</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="274" />
      <source>Se&amp;ttings…</source>
      <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="325" />
      <source>Take back your last move</source>
      <translation>Deinen letzten Zug zurücknehmen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="132" />
      <source>The AI could not move</source>
      <translation>Die KI konnte nicht ziehen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="293" />
      <source>Toolbar</source>
      <translation>Werkzeugleiste</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="509" />
      <source>Unsaved game</source>
      <translation>Nicht gespeichertes Spiel</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="279" />
      <source>Zoom &amp;In</source>
      <translation>Ver&amp;größern</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="280" />
      <source>Zoom &amp;Out</source>
      <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="546" />
      <source>{game} cannot be played in this version yet.</source>
      <translation>{game} kann in dieser Version noch nicht gespielt werden.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="403" />
      <source>{game} with {names} · {moves} moves</source>
      <translation>{game} mit {names} · {moves} Züge</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="370" />
      <source>{name} is thinking…</source>
      <translation>{name} denkt nach…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="359" />
      <source>{name} to play</source>
      <translation>{name} ist am Zug</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="372" />
      <source>AI – easy</source>
      <translation>KI – leicht</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="374" />
      <source>AI – hard</source>
      <translation>KI – schwer</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="373" />
      <source>AI – normal</source>
      <translation>KI – normal</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="381" />
      <source>Challenge code</source>
      <translation>Herausforderungscode</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="383" />
      <source>Copy</source>
      <translation>Kopieren</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="366" />
      <source>Game</source>
      <translation>Spiel</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="371" />
      <source>Human</source>
      <translation>Mensch</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="382" />
      <source>New code</source>
      <translation>Neuer Code</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="365" />
      <source>New game</source>
      <translation>Neues Spiel</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="322" />
      <source>No game is available yet.</source>
      <translation>Noch ist kein Spiel verfügbar.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="313" />
      <location filename="../desktop/dialogs/new_game.py" line="378" />
      <source>Player {number}</source>
      <translation>Spieler {number}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="367" />
      <source>Players</source>
      <translation>Spieler</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="377" />
      <source>Seat {number}</source>
      <translation>Platz {number}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="369" />
      <source>Seats</source>
      <translation>Plätze</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="385" />
      <source>Share the code: the same code and options deal the same game.</source>
      <translation>Teile den Code: Gleicher Code und gleiche Optionen ergeben dieselbe Partie.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="326" />
      <source>The challenge code has 8 letters and digits, like {example}.</source>
      <translation>Der Herausforderungscode hat 8 Buchstaben und Ziffern, etwa {example}.</translation>
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
      <translation>Regeln von {game}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="35" />
      <source>The rules summary of this game is not written yet.</source>
      <translation>Die Regelübersicht dieses Spiels ist noch nicht geschrieben.</translation>
    </message>
  </context>
  <context>
    <name>SessionController</name>
    <message>
      <location filename="../desktop/session_controller.py" line="186" />
      <source>It is not your turn.</source>
      <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="154" />
      <location filename="../desktop/session_controller.py" line="184" />
      <source>No game in progress.</source>
      <translation>Kein Spiel im Gange.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="156" />
      <source>Only AI seats are playing.</source>
      <translation>Es spielen nur KI-Plätze.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="160" />
      <source>Undo is not possible: that move showed a hidden card.</source>
      <translation>Rückgängig nicht möglich: Dieser Zug hat eine verdeckte Karte gezeigt.</translation>
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
      <translation>Verzögerung der KI-Züge</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="64" />
      <source>Animations</source>
      <translation>Animationen</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="52" />
      <source>Ask before each move is played</source>
      <translation>Vor jedem Zug nachfragen</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="65" />
      <source>Colour-blind help</source>
      <translation>Hilfe bei Farbenblindheit</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="66" />
      <source>Confirm moves</source>
      <translation>Züge bestätigen</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="41" />
      <source>Fast</source>
      <translation>Schnell</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="63" />
      <source>Language</source>
      <translation>Sprache</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="42" />
      <source>Normal</source>
      <translation>Normal</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="40" />
      <source>Off</source>
      <translation>Aus</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="24" />
      <source>Settings</source>
      <translation>Einstellungen</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="49" />
      <source>Show patterns as well as colours</source>
      <translation>Muster zusätzlich zu Farben zeigen</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="43" />
      <source>Slow</source>
      <translation>Langsam</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="28" />
      <source>System language</source>
      <translation>Systemsprache</translation>
    </message>
  </context>
  <context>
    <name>StartScreen</name>
    <message>
      <location filename="../desktop/start_screen.py" line="260" />
      <source>Five flower games on one table. Choose a game:</source>
      <translation>Fünf Blumenspiele auf einem Tisch. Wähle ein Spiel:</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="261" />
      <source>No game is installed.</source>
      <translation>Kein Spiel ist installiert.</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="257" />
      <location filename="../desktop/start_screen.py" line="266" />
      <source>No game to resume.</source>
      <translation>Kein Spiel zum Fortsetzen.</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="263" />
      <source>Open saved game…</source>
      <translation>Gespeichertes Spiel öffnen…</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="262" />
      <source>Resume last game</source>
      <translation>Letztes Spiel fortsetzen</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="264" />
      <source>Settings…</source>
      <translation>Einstellungen…</translation>
    </message>
  </context>
  <context>
    <name>engine</name>
    <message>
      <location filename="../desktop/i18n.py" line="60" />
      <source>Apprentice</source>
      <translation>Lehrling</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="61" />
      <source>Beginner</source>
      <translation>Anfänger</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="54" />
      <source>Blue field</source>
      <translation>Blaues Feld</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="66" />
      <source>Bluff with face-down animals and steer the garden's total towards your last card.</source>
      <translation>Bluffe mit verdeckten Tieren und lenke die Gartensumme zu deiner letzten Karte.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="57" />
      <source>Butterflies next to their colour</source>
      <translation>Schmetterlinge neben ihrer Farbe</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="44" />
      <source>Draw a flower card, place it in your garden: grow colour fields, mind the values.</source>
      <translation>Zieh eine Blumenkarte, leg sie in deinen Garten: lass Farbfelder wachsen, achte auf die Werte.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="59" />
      <source>Expert</source>
      <translation>Experte</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="74" />
      <source>Face-down cards you do not know</source>
      <translation>Verdeckte Karten, die du nicht kennst</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="43" />
      <source>Flowers</source>
      <translation>Flowers</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="73" />
      <source>Garrison Petal Power</source>
      <translation>Blütenkraft der Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="55" />
      <source>Green field</source>
      <translation>Grünes Feld</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="76" />
      <source>Holds the Great Hornbill</source>
      <translation>Hält den Doppelhornvogel</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="78" />
      <source>Hornbill: nobody holds it, so nobody wins.</source>
      <translation>Hornvogel: Niemand hält ihn, also gewinnt niemand.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="58" />
      <source>Master</source>
      <translation>Meister</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="37" />
      <source>Nothing to undo.</source>
      <translation>Nichts rückgängig zu machen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="65" />
      <source>Petal Plotters</source>
      <translation>Petal Plotters</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="56" />
      <source>Purple field</source>
      <translation>Lila Feld</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="53" />
      <source>Red field</source>
      <translation>Rotes Feld</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="51" />
      <source>Removed cards</source>
      <translation>Entfernte Karten</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="63" />
      <source>Tie on points and removed cards: the victory is shared.</source>
      <translation>Gleichstand bei Punkten und entfernten Karten: Der Sieg wird geteilt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="62" />
      <source>Tie on points: the player with fewer removed cards wins.</source>
      <translation>Punktgleichstand: Wer weniger Karten entfernt hat, gewinnt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="38" />
      <source>Undo is not possible: that move showed a hidden card.</source>
      <translation>Rückgängig nicht möglich: Dieser Zug hat eine verdeckte Karte gezeigt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="77" />
      <source>Victory Points</source>
      <translation>Siegpunkte</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="75" />
      <source>Victory card: face down</source>
      <translation>Siegkarte: verdeckt</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="52" />
      <source>Yellow field</source>
      <translation>Gelbes Feld</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="71" />
      <source>match</source>
      <translation>Match</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="72" />
      <source>memory aid</source>
      <translation>Gedächtnisstütze</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="40" />
      <source>mode</source>
      <translation>Modus</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="39" />
      <source>players</source>
      <translation>Spieler</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="70" />
      <source>single</source>
      <translation>Einzelrunde</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="50" />
      <source>solo</source>
      <translation>Solo</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="48" />
      <source>standard</source>
      <translation>Standard</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="49" />
      <source>summer</source>
      <translation>Sommer</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="41" />
      <source>variant</source>
      <translation>Variante</translation>
    </message>
  </context>
</TS>
