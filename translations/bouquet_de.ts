<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
  <context>
    <name>CommandLine</name>
    <message>
      <location filename="../desktop/app.py" line="105" />
      <source>--lang applies only to a new start; the running Bouquet keeps its language (Settings can change it).</source>
      <translation>--lang gilt nur beim Start; das laufende Bouquet behält seine Sprache (du kannst sie in den Einstellungen ändern).</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="71" />
      <source>--lang needs one of the languages system, en, fr or de.</source>
      <translation>--lang braucht eine der Sprachen system, en, fr oder de.</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="87" />
      <source>-style needs the name of a style, such as -style Fusion.</source>
      <translation>-style braucht den Namen eines Stils, etwa -style Fusion.</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="82" />
      <source>Bouquet cannot use these arguments: {arguments}. See bouquet --help.</source>
      <translation>Bouquet kann diese Argumente nicht verwenden: {arguments}. Siehe bouquet --help.</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="59" />
      <source>Bouquet does not know the argument {argument}. See bouquet --help.</source>
      <translation>Bouquet kennt das Argument {argument} nicht. Siehe bouquet --help.</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="74" />
      <source>Bouquet does not know the language {given}: --lang needs one of system, en, fr or de.</source>
      <translation>Bouquet kennt die Sprache {given} nicht: --lang braucht eine der Sprachen system, en, fr oder de.</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="97" />
      <source>Bouquet is already running: its window comes to the front and is asked to open {files}.</source>
      <translation>Bouquet läuft schon: Sein Fenster kommt nach vorne und soll {files} öffnen.</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="94" />
      <source>Bouquet is already running: its window comes to the front.</source>
      <translation>Bouquet läuft schon: sein Fenster kommt nach vorne.</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="57" />
      <source>The file name is empty.</source>
      <translation>Der Dateiname ist leer.</translation>
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
      <translation>Aufruf: bouquet [SPIELSTAND] [--lang system|en|fr|de] [-- SPIELSTAND...]

Bouquet: Blumen-Kartenspiele an einem Tisch, ganz ohne Internet.

  SPIELSTAND      ein gespeichertes Spiel (.bouquet), das geöffnet wird
  --lang SPRACHE  die Sprache für diesen Start: system, en, fr oder de
                  (ohne sie die in den Einstellungen gewählte)
  -style NAME     ein Qt-Widget-Stil für diesen Start, etwa Fusion
                  (auch die anderen Optionen von Qt, etwa -reverse, gelten)
  --debug         schreibt auch die Debug-Meldungen, für einen Fehlerbericht,
                  in {log}
  --version       gibt die Version aus und endet
  -h, --help      gibt diese Hilfe aus und endet
  --              danach folgen nur Dateinamen, auch solche, die mit
                  „-“ beginnen (oder schreibe ./-name)</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="56" />
      <source>bouquet: error: {message}</source>
      <translation>bouquet: Fehler: {message}</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="64" />
      <source>{argument} begins with “-”, as an option does: to open the file of that name, write {file}.</source>
      <translation>{argument} beginnt wie eine Option mit „-“: Um die Datei dieses Namens zu öffnen, schreibe {file}.</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="90" />
      <source>{option} needs a value after it. See bouquet --help.</source>
      <translation>{option} braucht danach einen Wert. Siehe bouquet --help.</translation>
    </message>
    <message>
      <location filename="../desktop/app.py" line="102" />
      <source>“{path}”</source>
      <translation>„{path}“</translation>
    </message>
  </context>
  <context>
    <name>ComputerLevel</name>
    <message>
      <location filename="../desktop/i18n.py" line="1105" />
      <source>AI easy</source>
      <translation>KI leicht</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1109" />
      <source>AI hard</source>
      <translation>KI schwer</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1107" />
      <source>AI normal</source>
      <translation>KI normal</translation>
    </message>
  </context>
  <context>
    <name>ComputerNames</name>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="63" />
      <source>Daisy</source>
      <extracomment>Flower names used as first names: the names New Game gives the computer players. Write a first name your language has that is also a flower's (French Marguerite, German Rosa), or a flower name used as a first name; every name different.</extracomment>
      <translation>Margarete</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="67" />
      <source>Fern</source>
      <extracomment>Flower names used as first names: the names New Game gives the computer players. Write a first name your language has that is also a flower's (French Marguerite, German Rosa), or a flower name used as a first name; every name different.</extracomment>
      <translation>Jasmin</translation>
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
      <translation>Lilli</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="64" />
      <source>Poppy</source>
      <extracomment>Flower names used as first names: the names New Game gives the computer players. Write a first name your language has that is also a flower's (French Marguerite, German Rosa), or a flower name used as a first name; every name different.</extracomment>
      <translation>Erika</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="61" />
      <source>Rose</source>
      <extracomment>Flower names used as first names: the names New Game gives the computer players. Write a first name your language has that is also a flower's (French Marguerite, German Rosa), or a flower name used as a first name; every name different.</extracomment>
      <translation>Rosa</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="66" />
      <source>Violet</source>
      <extracomment>Flower names used as first names: the names New Game gives the computer players. Write a first name your language has that is also a flower's (French Marguerite, German Rosa), or a flower name used as a first name; every name different.</extracomment>
      <translation>Viola</translation>
    </message>
  </context>
  <context>
    <name>EndGameDialog</name>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="383" />
      <source>1st</source>
      <translation>1.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="384" />
      <source>2nd</source>
      <translation>2.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="385" />
      <source>3rd</source>
      <translation>3.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="386" />
      <source>4th</source>
      <translation>4.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="387" />
      <source>5th</source>
      <translation>5.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="331" />
      <source>A new game with the same players and options, dealt anew (a new code).</source>
      <translation>Eine neue Partie mit denselben Spielern und Optionen, neu gegeben (ein neuer Code).</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="145" />
      <source>Game over</source>
      <translation>Partie vorbei</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="258" />
      <source>Place</source>
      <translation>Platz</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="315" />
      <source>Play again</source>
      <translation>Noch einmal spielen</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="315" />
      <source>Play again (new code)</source>
      <translation>Noch einmal spielen (neuer Code)</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="313" />
      <source>Play again (same code)</source>
      <translation>Noch einmal spielen (gleicher Code)</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="266" />
      <source>Rank</source>
      <translation>Rang</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="193" />
      <source>Shared win: {names}</source>
      <translation>Geteilter Sieg: {names}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="321" />
      <source>The same cards again (the same code): a replay, listed in your solo results but not counted toward your best score and rank.</source>
      <translation>Dieselben Karten noch einmal (derselbe Code): eine Wiederholung, die in deinen Solo-Ergebnissen steht, aber nicht für deine beste Punktzahl und deinen Rang zählt.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="326" />
      <source>The same game again: the same players, options and cards (the same code).</source>
      <translation>Dieselbe Partie noch einmal: dieselben Spieler, Optionen und Karten (derselbe Code).</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="249" />
      <source>Tie-break</source>
      <translation>Gleichstandsregel</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="236" />
      <source>Total</source>
      <translation>Summe</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="183" />
      <source>You scored {score} point</source>
      <translation>Du hast {score} Punkt erzielt</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="177" />
      <source>You scored {score} point: {rank}</source>
      <translation>Du hast {score} Punkt erzielt: {rank}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="185" />
      <source>You scored {score} points</source>
      <translation>Du hast {score} Punkte erzielt</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="179" />
      <source>You scored {score} points: {rank}</source>
      <translation>Du hast {score} Punkte erzielt: {rank}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="203" />
      <source>winner</source>
      <translation>Sieger</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="195" />
      <source>{game} · challenge code {code}</source>
      <translation>{game} · Herausforderungscode {code}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="165" />
      <source>{name} scored {score} point</source>
      <translation>{name} hat {score} Punkt erzielt</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="167" />
      <source>{name} scored {score} points</source>
      <translation>{name} hat {score} Punkte erzielt</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="189" />
      <source>{name} wins!</source>
      <translation>{name} gewinnt!</translation>
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
      <translation>&amp;Suchen in:</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/file_dialog.py" line="65" />
      <source>Bouquet game</source>
      <translation>Bouquet-Spiel</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/file_dialog.py" line="61" />
      <source>Drive</source>
      <translation>Laufwerk</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/file_dialog.py" line="68" />
      <source>File</source>
      <translation>Datei</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/file_dialog.py" line="114" />
      <source>Files of &amp;type:</source>
      <translation>Datei&amp;typ:</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/file_dialog.py" line="63" />
      <source>Folder</source>
      <translation>Ordner</translation>
    </message>
  </context>
  <context>
    <name>FileName</name>
    <message>
      <location filename="../desktop/i18n.py" line="1126" />
      <location filename="../desktop/i18n.py" line="1133" />
      <source>“%1”</source>
      <translation>„%1“</translation>
    </message>
  </context>
  <context>
    <name>FlowersBoard</name>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4391" />
      <source>%1 (change %2)</source>
      <translation>%1 (Änderung %2)</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4370" />
      <source>%1 at %2 points: %3 short</source>
      <translation>%1 ab %2 Punkten: Es fehlten %3 Punkte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4376" />
      <source>%1 at %2 points: %3 to go</source>
      <translation>%1 ab %2 Punkten: noch %3 Punkte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4368" />
      <source>%1 at %2 points: 1 short</source>
      <translation>%1 ab %2 Punkten: Es fehlte 1 Punkt</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4374" />
      <source>%1 at %2 points: 1 to go</source>
      <translation>%1 ab %2 Punkten: noch 1 Punkt</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3549" />
      <source>%1 card</source>
      <translation>%1 Karte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3485" />
      <location filename="../desktop/games/flowers/board.py" line="3544" />
      <source>%1 card left</source>
      <translation>noch %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3549" />
      <source>%1 cards</source>
      <translation>%1 Karten</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3485" />
      <location filename="../desktop/games/flowers/board.py" line="3544" />
      <source>%1 cards left</source>
      <translation>noch %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2449" />
      <source>%1 in row %2, column %3</source>
      <translation>%1 in Reihe %2, Spalte %3</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4455" />
      <location filename="../desktop/games/flowers/board.py" line="4457" />
      <source>%1 is playing…</source>
      <translation>%1 ist am Zug…</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3716" />
      <source>%1 pt</source>
      <translation>%1 Pkt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3716" />
      <source>%1 pts</source>
      <translation>%1 Pkt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="78" />
      <source>%1 with a blue butterfly</source>
      <translation>%1 mit einem blauen Schmetterling</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="79" />
      <source>%1 with a green butterfly</source>
      <translation>%1 mit einem grünen Schmetterling</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="77" />
      <source>%1 with a red butterfly</source>
      <translation>%1 mit einem roten Schmetterling</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="76" />
      <source>%1 with a yellow butterfly</source>
      <translation>%1 mit einem gelben Schmetterling</translation>
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
      <translation>%1 — die Partie endet, sobald diese Karte liegt</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2240" />
      <source>%1 — the game then ends</source>
      <translation>%1 — danach endet die Partie</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2232" />
      <source>%1 — the timer discards the %2</source>
      <translation>%1 — danach wird die %2 abgeworfen</translation>
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
      <translation>Garten von %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3482" />
      <source>%1, on top of a face-up stack</source>
      <translation>%1, oben auf einem offenen Stapel</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2057" />
      <source>%1, your turn — your garden is now the large one</source>
      <translation>%1, du bist dran — dein Garten ist jetzt groß dargestellt</translation>
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
      <translation>%1: %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4401" />
      <source>%1: %2 or less</source>
      <translation>%1: %2 oder weniger</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4407" />
      <source>%1: %2 or more</source>
      <translation>%1: %2 oder mehr</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4409" />
      <source>%1: %2–%3</source>
      <translation>%1: %2–%3</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3484" />
      <source>A face-down stack: its top card is hidden</source>
      <translation>Ein verdeckter Stapel: Seine oberste Karte ist verdeckt</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4416" />
      <source>Apprentice</source>
      <translation>Lehrling</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4415" />
      <source>Beginner</source>
      <translation>Anfänger</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3613" />
      <source>Card in hand</source>
      <translation>Karte auf der Hand</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3497" />
      <source>Click to see %1's garden large (Page Down: the next garden)</source>
      <translation>Klicke, um den Garten von %1 groß zu sehen (Bild ab: der nächste Garten)</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2993" />
      <source>Click, or press Esc, to go back to your garden</source>
      <translation>Klicke oder drücke Esc, um zu deinem Garten zurückzukehren</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4705" />
      <source>Cover this card</source>
      <translation>Diese Karte abdecken</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4019" />
      <source>Covered: it does not score, but it goes with the card on top if that one is removed (−1).</source>
      <translation>Verdeckt: Die Karte zählt nicht, wird aber mit der Karte darüber entfernt, wenn diese entfernt wird (−1).</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3552" />
      <source>Discard pile</source>
      <translation>Ablagestapel</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3941" />
      <source>Drag a card from a stack onto your garden, click a stack, or press its number.</source>
      <translation>Ziehe eine Karte von einem Stapel in deinen Garten, klicke auf einen Stapel oder drücke seine Nummer.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3944" />
      <source>Drag this card to a highlighted cell: next to a card, or on top of one to cover it. You can also click a cell, or use the arrow keys and Enter.</source>
      <translation>Ziehe diese Karte auf einen hervorgehobenen Platz: neben eine Karte oder auf eine, um sie abzudecken. Du kannst auch einen Platz anklicken oder die Pfeiltasten und Enter benutzen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2276" />
      <location filename="../desktop/games/flowers/board.py" line="3606" />
      <source>Draw a card</source>
      <translation>Eine Karte ziehen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2278" />
      <source>Draw from the face-down stack</source>
      <translation>Vom verdeckten Stapel ziehen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4815" />
      <source>Drop the card on a highlighted cell of your garden.</source>
      <translation>Lege die Karte auf einen hervorgehobenen Platz deines Gartens.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3054" />
      <source>Esc, Enter or a click: back to your garden</source>
      <translation>Esc, Enter oder ein Klick: zurück zu deinem Garten</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4417" />
      <source>Expert</source>
      <translation>Experte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3078" />
      <location filename="../desktop/games/flowers/board.py" line="4298" />
      <source>Final score</source>
      <translation>Endstand</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4304" />
      <source>Final score — %1</source>
      <translation>Endstand — %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4435" />
      <source>Game over: %1 point.</source>
      <translation>Spiel vorbei: %1 Punkt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4435" />
      <source>Game over: %1 points.</source>
      <translation>Spiel vorbei: %1 Punkte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4446" />
      <source>Game over: %1 share the victory with %2 point.</source>
      <translation>Spiel vorbei: %1 teilen sich den Sieg mit %2 Punkt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4448" />
      <source>Game over: %1 share the victory with %2 points.</source>
      <translation>Spiel vorbei: %1 teilen sich den Sieg mit %2 Punkten.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4439" />
      <source>Game over: %1 wins with %2 point.</source>
      <translation>Spiel vorbei: %1 gewinnt mit %2 Punkt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4441" />
      <source>Game over: %1 wins with %2 points.</source>
      <translation>Spiel vorbei: %1 gewinnt mit %2 Punkten.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="5322" />
      <source>Go back to your garden to play: press Esc.</source>
      <translation>Kehre zum Spielen zu deinem Garten zurück: Drücke Esc.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="1366" />
      <source>If you place it here</source>
      <translation>Hierhin gelegt</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4062" />
      <source>In a valid group of %1.</source>
      <translation>In einer gültigen Gruppe aus %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4075" />
      <source>Its butterfly touches a card of the butterfly's colour: +1.</source>
      <translation>Der Schmetterling dieser Karte berührt eine Karte seiner Farbe: +1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4078" />
      <source>Its butterfly touches no card of its colour: it earns 0.</source>
      <translation>Der Schmetterling dieser Karte berührt keine Karte seiner Farbe: Er bringt 0 Punkte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4057" />
      <source>Its group has %1 cards; it needs exactly %2.</source>
      <translation>Die Gruppe dieser Karte hat %1 Karten; nötig sind genau %2.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4053" />
      <source>Its group has 1 card; it needs exactly %1.</source>
      <translation>Die Gruppe dieser Karte hat 1 Karte; nötig sind genau %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4535" />
      <source>Last turn: the game ends once the card you draw is placed.</source>
      <translation>Letzter Zug: Die Partie endet, sobald die Karte liegt, die du jetzt nimmst.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4530" />
      <source>Last turn: the game ends once this card is placed.</source>
      <translation>Letzter Zug: Die Partie endet, sobald diese Karte liegt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4418" />
      <source>Master</source>
      <translation>Meister</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="5357" />
      <source>No free cell further along this column: ← or → go to another column.</source>
      <translation>Kein freier Platz weiter in dieser Spalte: ← oder → führen in eine andere Spalte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="5356" />
      <source>No free cell further along this row: ↑ or ↓ go to another row.</source>
      <translation>Kein freier Platz weiter in dieser Reihe: ↑ oder ↓ führen in eine andere Reihe.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4046" />
      <source>Not in a valid group of %1 yet: it would be removed (−%2).</source>
      <translation>Noch nicht in einer gültigen Gruppe aus %1: Die Karte würde entfernt werden (−%2).</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4044" />
      <source>Not in a valid group of %1: it is removed (−%2).</source>
      <translation>Nicht in einer gültigen Gruppe aus %1: Die Karte wird entfernt (−%2).</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="5298" />
      <source>Nothing to cancel. Esc takes back a card while you drag it, and brings your garden back when another player's is shown large.</source>
      <translation>Nichts abzubrechen. Esc legt eine Karte zurück, während du sie ziehst, und holt deinen Garten zurück, wenn der eines anderen groß dargestellt ist.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4851" />
      <source>Now click a highlighted cell, or drag the card there.</source>
      <translation>Klicke jetzt auf einen hervorgehobenen Platz oder ziehe die Karte dorthin.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3062" />
      <source>Page Down, Page Up: the other gardens</source>
      <translation>Bild ab, Bild auf: die anderen Gärten</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4068" />
      <source>Part of a field of %1 cards that touches no purple starting card: in the Summer variant it does not score.</source>
      <translation>Teil eines Felds aus %1 Karten, das keine lila Startkarte berührt: In der Sommer-Variante zählt es nicht.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4066" />
      <source>Part of a field of %1 cards.</source>
      <translation>Teil eines Felds aus %1 Karten.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2382" />
      <source>Place a card</source>
      <translation>Eine Karte legen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2403" />
      <source>Place a card %1</source>
      <translation>Eine Karte %1 legen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2404" />
      <source>Place the %1 %2</source>
      <translation>Die %1 %2 legen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4707" />
      <source>Place your card here</source>
      <translation>Lege deine Karte hier an</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4483" />
      <source>Place your card on a highlighted cell (drag it, click the cell, or the arrows and Enter).</source>
      <translation>Lege deine Karte auf einen hervorgehobenen Platz (hinziehen, den Platz anklicken oder Pfeiltasten und Enter).</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4498" />
      <source>Place your card on a highlighted cell.</source>
      <translation>Lege deine Karte auf einen hervorgehobenen Platz.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3459" />
      <location filename="../desktop/games/flowers/board.py" line="4288" />
      <source>Placed since your last move.</source>
      <translation>Seit deinem letzten Zug gelegt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3587" />
      <source>Player %1</source>
      <translation>Spieler %1</translation>
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
      <translation>Punkte, wenn das Spiel jetzt endete</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4306" />
      <source>Score if the game ended now — %1</source>
      <translation>Punkte, wenn das Spiel jetzt endete — %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="608" />
      <source>Seat %1</source>
      <translation>Platz %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="5480" />
      <source>Show which value groups are valid, your fields and scoring butterflies</source>
      <translation>Gültige Wertegruppen, deine Felder und punktende Schmetterlinge zeigen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4040" />
      <source>Starting card: it has no value and can never be covered.</source>
      <translation>Startkarte: Sie hat keinen Wert und kann nie abgedeckt werden.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2286" />
      <source>Take the %1</source>
      <translation>Die %1 nehmen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2288" />
      <source>Take the %1 from the left stack</source>
      <translation>Die %1 vom linken Stapel nehmen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2291" />
      <source>Take the %1 from the middle stack</source>
      <translation>Die %1 vom mittleren Stapel nehmen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2290" />
      <source>Take the %1 from the right stack</source>
      <translation>Die %1 vom rechten Stapel nehmen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4544" />
      <source>Taking %1 ends the game once the card is placed.</source>
      <translation>Nimmst du %1, endet die Partie, sobald die Karte liegt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4546" />
      <source>Taking %1 or %2 ends the game once the card is placed.</source>
      <translation>Nimmst du %1 oder %2, endet die Partie, sobald die Karte liegt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="5478" />
      <source>Teaching overlay</source>
      <translation>Lernhilfe</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="5295" />
      <source>The blue frame shows the stack you draw from: ←/→ moves it, Enter draws.</source>
      <translation>Der blaue Rahmen zeigt den Stapel, von dem du ziehst: ←/→ verschiebt ihn, Enter zieht.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="5292" />
      <source>The blue frame shows where your card goes: the arrows move it, Enter places it.</source>
      <translation>Der blaue Rahmen zeigt, wohin deine Karte kommt: Die Pfeiltasten verschieben ihn, Enter legt sie dort an.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3920" />
      <source>The card you drew must be placed: it cannot go back to its stack. The arrow keys move between the places.</source>
      <translation>Die gezogene Karte muss gelegt werden: Sie kann nicht auf ihren Stapel zurück. Mit den Pfeiltasten gehst du die Plätze durch.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3916" />
      <source>The card you took stays in hand: Undo (%1) puts it back on its stack until it is placed. The arrow keys move between the places.</source>
      <translation>Die genommene Karte bleibt auf der Hand: Rückgängig (%1) legt sie auf ihren Stapel zurück, solange sie nicht angelegt ist. Mit den Pfeiltasten gehst du die Plätze durch.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3929" />
      <source>The game is over.</source>
      <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3457" />
      <location filename="../desktop/games/flowers/board.py" line="4285" />
      <source>The last move placed this card.</source>
      <translation>Der letzte Zug hat diese Karte gelegt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3477" />
      <source>The next card of this face-up stack: it is turned face up once the card taken from it is placed.</source>
      <translation>Die nächste Karte dieses offenen Stapels: Sie wird aufgedeckt, sobald die davon genommene Karte angelegt ist.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4488" />
      <source>Then the timer discards the face-up %1.</source>
      <translation>Danach wird die offene %1 abgeworfen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4321" />
      <source>Total</source>
      <translation>Summe</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4082" />
      <source>Under it, from the top: %1.</source>
      <translation>Darunter, von oben nach unten: %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3935" />
      <location filename="../desktop/games/flowers/board.py" line="3937" />
      <source>Wait for %1.</source>
      <translation>Warte auf %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4843" />
      <source>You can only place cards in your own garden.</source>
      <translation>Du kannst Karten nur in deinen eigenen Garten legen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4571" />
      <source>You cannot take that card now.</source>
      <translation>Du kannst diese Karte jetzt nicht nehmen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3645" />
      <source>Your garden (%1)</source>
      <translation>Dein Garten (%1)</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4509" />
      <source>Your garden is now the large one.</source>
      <translation>Dein Garten ist jetzt groß dargestellt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4693" />
      <source>Your score would be %1 (change %2).</source>
      <translation>Dein Punktestand wäre %1 (Änderung %2).</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3052" />
      <source>Your turn: Esc, Enter or a click takes you back to your garden</source>
      <translation>Du bist dran: Esc, Enter oder ein Klick bringt dich zu deinem Garten zurück</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4462" />
      <source>Your turn: Esc, Enter or a click takes you back to your garden to draw a card.</source>
      <translation>Du bist dran: Esc, Enter oder ein Klick bringt dich zu deinem Garten zurück, um eine Karte zu ziehen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4464" />
      <source>Your turn: Esc, Enter or a click takes you back to your garden to place your card.</source>
      <translation>Du bist dran: Esc, Enter oder ein Klick bringt dich zu deinem Garten zurück, um deine Karte zu legen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4472" />
      <source>Your turn: draw a card from a stack (drag it, click it, press %1, or ←/→ and Enter).</source>
      <translation>Du bist dran: Nimm eine Karte von einem Stapel (mit der Maus hinziehen, anklicken, %1 drücken oder ←/→ und Enter).</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4479" />
      <source>Your turn: draw a card from a stack.</source>
      <translation>Du bist dran: Nimm eine Karte von einem Stapel.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4540" />
      <source>a card from the face-down stack</source>
      <translation>eine Karte vom verdeckten Stapel</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="87" />
      <source>a face-down card</source>
      <translation>eine verdeckte Karte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2459" />
      <source>above the %1</source>
      <translation>oben an die %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2397" />
      <source>at %2 (%1)</source>
      <translation>auf %2 (%1)</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2392" />
      <source>at %2 (on the %1)</source>
      <translation>auf die %1 in %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2457" />
      <source>below the %1</source>
      <translation>unten an die %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="62" />
      <source>blue %1</source>
      <translation>blaue %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="3490" />
      <source>click or drag it to draw</source>
      <translation>klicke darauf oder zieh sie heraus, um sie zu nehmen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="63" />
      <source>green %1</source>
      <translation>grüne %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4285" />
      <source>last move</source>
      <translation>letzter Zug</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2458" />
      <source>left of the %1</source>
      <translation>links neben die %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="468" />
      <source>leftmost %1</source>
      <translation>ganz linke %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="471" />
      <source>lowest %1</source>
      <translation>unterste %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2467" />
      <source>next to the purple starting card</source>
      <translation>neben die lila Startkarte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2453" />
      <source>on the %1</source>
      <translation>auf die %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="61" />
      <source>red %1</source>
      <translation>rote %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2456" />
      <source>right of the %1</source>
      <translation>rechts neben die %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="469" />
      <source>rightmost %1</source>
      <translation>ganz rechte %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4288" />
      <source>since your last move</source>
      <translation>seit deinem letzten Zug</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="1603" />
      <location filename="../desktop/games/flowers/board.py" line="2215" />
      <source>the %1</source>
      <translation>die %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="1609" />
      <source>the %1 in the middle</source>
      <translation>die %1 in der Mitte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="1605" />
      <source>the %1 on the left</source>
      <translation>die %1 links</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="1607" />
      <source>the %1 on the right</source>
      <translation>die %1 rechts</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="89" />
      <source>the purple starting card</source>
      <translation>die lila Startkarte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="470" />
      <source>uppermost %1</source>
      <translation>oberste %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="60" />
      <source>yellow %1</source>
      <translation>gelbe %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4251" />
      <source>✓ valid value group · ✗ removed at the end (−1 each, with what lay under it) · coloured outline: a field (dashed: it touches no purple card and did not score) · +1: a scoring butterfly</source>
      <translation>✓ gültige Wertegruppe · ✗ am Ende entfernt (je −1, mit allem darunter) · farbiger Umriss: ein Feld (gestrichelt: berührte keine lila Karte und zählte nicht) · +1: ein punktender Schmetterling</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4257" />
      <source>✓ valid value group · ✗ removed at the end (−1 each, with what lay under it) · coloured outline: a scoring field · +1: a scoring butterfly</source>
      <translation>✓ gültige Wertegruppe · ✗ am Ende entfernt (je −1, mit allem darunter) · farbiger Umriss: ein punktendes Feld · +1: ein punktender Schmetterling</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4237" />
      <source>✓ valid value group · ✗ would be removed at the end · coloured outline: a field (dashed: it touches no purple card and does not score) · +1: a scoring butterfly</source>
      <translation>✓ gültige Wertegruppe · ✗ würde am Ende entfernt werden · farbiger Umriss: ein Feld (gestrichelt: berührt keine lila Karte und zählt nicht) · +1: ein punktender Schmetterling</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="4243" />
      <source>✓ valid value group · ✗ would be removed at the end · coloured outline: a scoring field · +1: a scoring butterfly</source>
      <translation>✓ gültige Wertegruppe · ✗ würde am Ende entfernt werden · farbiger Umriss: ein punktendes Feld · +1: ein punktender Schmetterling</translation>
    </message>
  </context>
  <context>
    <name>FlowersHint</name>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2276" />
      <source>Draw a card</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is FlowersBoard's). French: the vous imperative, in lower case after the colon ("piochez le %1"); German: the du imperative ("Nimm die %1").</extracomment>
      <translation>Zieh eine Karte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2278" />
      <source>Draw from the face-down stack</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is FlowersBoard's). French: the vous imperative, in lower case after the colon ("piochez le %1"); German: the du imperative ("Nimm die %1").</extracomment>
      <translation>Zieh vom verdeckten Stapel</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2382" />
      <source>Place a card</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is FlowersBoard's). French: the vous imperative, in lower case after the colon ("piochez le %1"); German: the du imperative ("Nimm die %1").</extracomment>
      <translation>Leg eine Karte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2403" />
      <source>Place a card %1</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is FlowersBoard's). French: the vous imperative, in lower case after the colon ("piochez le %1"); German: the du imperative ("Nimm die %1").</extracomment>
      <translation>Leg eine Karte %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2404" />
      <source>Place the %1 %2</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is FlowersBoard's). French: the vous imperative, in lower case after the colon ("piochez le %1"); German: the du imperative ("Nimm die %1").</extracomment>
      <translation>Leg die %1 %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2286" />
      <source>Take the %1</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is FlowersBoard's). French: the vous imperative, in lower case after the colon ("piochez le %1"); German: the du imperative ("Nimm die %1").</extracomment>
      <translation>Nimm die %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2288" />
      <source>Take the %1 from the left stack</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is FlowersBoard's). French: the vous imperative, in lower case after the colon ("piochez le %1"); German: the du imperative ("Nimm die %1").</extracomment>
      <translation>Nimm die %1 vom linken Stapel</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2291" />
      <source>Take the %1 from the middle stack</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is FlowersBoard's). French: the vous imperative, in lower case after the colon ("piochez le %1"); German: the du imperative ("Nimm die %1").</extracomment>
      <translation>Nimm die %1 vom mittleren Stapel</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2290" />
      <source>Take the %1 from the right stack</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is FlowersBoard's). French: the vous imperative, in lower case after the colon ("piochez le %1"); German: the du imperative ("Nimm die %1").</extracomment>
      <translation>Nimm die %1 vom rechten Stapel</translation>
    </message>
  </context>
  <context>
    <name>FlowersHistory</name>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2196" />
      <source>%1 and place it %2</source>
      <translation>%1 und %2 gelegt</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2349" />
      <source>%1 — it was the last card of its stack: the game ends</source>
      <translation>%1 — das war die letzte Karte des Stapels: Ende der Partie</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2347" />
      <source>%1 — it was the last card of the face-down stack: the game ends</source>
      <translation>%1 — das war die letzte Karte des verdeckten Stapels: Ende der Partie</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2331" />
      <source>%1 — the timer discards the %2</source>
      <translation>%1 — danach wurde die %2 abgeworfen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2341" />
      <source>%1 — the timer discards the %2, the last card of its stack: the game ends</source>
      <translation>%1 — danach wurde die %2 abgeworfen, die letzte Karte des Stapels: Ende der Partie</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2276" />
      <source>Draw a card</source>
      <translation>Karte gezogen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2278" />
      <source>Draw from the face-down stack</source>
      <translation>Vom verdeckten Stapel gezogen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2199" />
      <source>Draw the %1 from the face-down stack and place it %2</source>
      <translation>Die %1 vom verdeckten Stapel gezogen und %2 gelegt</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2382" />
      <source>Place a card</source>
      <translation>Eine Karte gelegt</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2403" />
      <source>Place a card %1</source>
      <translation>Eine Karte %1 gelegt</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2404" />
      <source>Place the %1 %2</source>
      <translation>Die %1 %2 gelegt</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2286" />
      <source>Take the %1</source>
      <translation>Die %1 genommen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2288" />
      <source>Take the %1 from the left stack</source>
      <translation>Die %1 vom linken Stapel genommen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2291" />
      <source>Take the %1 from the middle stack</source>
      <translation>Die %1 vom mittleren Stapel genommen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="2290" />
      <source>Take the %1 from the right stack</source>
      <translation>Die %1 vom rechten Stapel genommen</translation>
    </message>
  </context>
  <context>
    <name>FlowersLesson</name>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="90" />
      <source>%1 point (%2)</source>
      <translation>%1 Punkt (%2)</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="90" />
      <source>%1 points (%2)</source>
      <translation>%1 Punkte (%2)</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="219" />
      <source>A butterfly earns 1 point when its card and a touching card of the butterfly's colour both stay to the end. Take the %1 and lay it on the orange frame, over the %2 (with the keys, 1 draws it and Enter places it): it becomes the fourth 4, and its butterfly touches the green card below it. The %2 stood alone and would be removed at the end (−2 with the card under it); covered, it no longer counts. With the 4s complete, your green row turns into a field of five.</source>
      <translation>Ein Schmetterling bringt 1 Punkt, wenn seine Karte und eine Karte in der Farbe des Schmetterlings, die sie berührt, beide bis zum Ende liegen bleiben. Nimm die %1 und lege sie auf den orangefarbenen Rahmen, auf die %2 (mit den Tasten: 1 zieht sie, Enter legt sie): Sie wird die vierte 4, und ihr Schmetterling berührt die grüne Karte darunter. Die %2 lag allein und würde am Ende entfernt (−2 mit der Karte darunter); abgedeckt zählt sie nicht mehr. Mit vollständigen 4ern wird deine grüne Reihe zu einem Feld aus fünf Karten.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="173" />
      <source>A few turns are now played for you. Once they are down, look at the marks on your cards. Each value must end in a group of exactly that many touching cards of that value, whatever their colour: a 1 stays alone, 2s come in pairs, 3s in threes, 4s in fours. Each colour has three 1s, six 2s, eight 3s and ten 4s: the 1s are rare, the 4s common.

✓ marks a valid group, like your two green 2s, framed in orange here. ✗ marks cards that would be removed at the end: −1 point each, and −1 for every card under them. Your 4s are only three so far.</source>
      <translation>Jetzt werden ein paar Züge für dich gespielt. Danach sieh dir die Zeichen auf deinen Karten an. Jeder Wert muss am Ende in einer Gruppe aus genau so vielen sich berührenden Karten dieses Werts liegen, egal welche Farbe: eine 1 bleibt allein, 2er kommen paarweise, 3er zu dritt, 4er zu viert. Jede Farbe hat drei 1er, sechs 2er, acht 3er und zehn 4er: 1er sind selten, 4er häufig.

✓ markiert eine gültige Gruppe, wie deine zwei grünen 2er, hier orange umrahmt. ✗ markiert Karten, die am Ende entfernt würden: −1 Punkt pro Karte und −1 für jede Karte darunter. Deine 4er sind bisher nur drei.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="315" />
      <source>Almost! For this lesson, put the card on the orange frame.</source>
      <translation>Fast! Lege die Karte in dieser Lektion auf den orangefarbenen Rahmen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="215" />
      <source>Butterflies</source>
      <translation>Schmetterlinge</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="143" />
      <source>Covering</source>
      <translation>Abdecken</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="119" />
      <source>Every turn you draw one card and place it. Take the face-up %1: drag it out of its stack and drop it on the orange frame, to the right of your starting card (or click the card, then the frame; with the keys, 1 draws it and Enter places it).

A new card must share a whole edge with a card of your garden: touching only at a corner is not enough. While you hold a card, green frames show every cell where it may go.</source>
      <translation>In jedem Zug ziehst du eine Karte und legst sie in deinen Garten. Nimm die offene %1: Ziehe sie von ihrem Stapel und lege sie auf den orangefarbenen Rahmen rechts neben deiner Startkarte (oder klicke auf die Karte und dann auf den Rahmen; mit den Tasten: 1 zieht sie, Enter legt sie).

Eine neue Karte muss eine ganze Kante mit einer Karte deines Gartens teilen: Eine Berührung nur an einer Ecke reicht nicht. Solange du eine Karte hältst, zeigen grüne Rahmen alle Plätze, an die sie darf.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="196" />
      <source>Fields</source>
      <translation>Felder</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="197" />
      <source>Five or more touching cards of one colour make a field: 1 point for each card in it, whatever its value. Your green row needs a fifth card: take the face-up %1 and put it at the right end of the row (with the keys, 1 draws it and Enter places it). A 1 must not touch another 1, so it is fine alone.

Watch the score: cards of a broken value group are removed before fields are counted, and your two green 4s belong to a group of only three 4s.</source>
      <translation>Fünf oder mehr sich berührende Karten einer Farbe bilden ein Feld: 1 Punkt pro Karte, egal welcher Wert. Deine grüne Reihe braucht eine fünfte Karte: Nimm die offene %1 und lege sie ans rechte Ende der Reihe (mit den Tasten: 1 zieht sie, Enter legt sie). Eine 1 darf keine andere 1 berühren, allein ist sie also gut aufgehoben.

Achte auf die Punkte: Karten einer unvollständigen Wertegruppe werden entfernt, bevor Felder gezählt werden, und deine zwei grünen 4er gehören zu einer Gruppe aus nur drei 4ern.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="354" />
      <source>Flowers lesson</source>
      <translation>Flowers-Lektion</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="275" />
      <source>Free game</source>
      <translation>Freies Spiel</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="236" />
      <source>If the game ended now, your garden would score %1.

The game ends once a stack runs out: whoever takes its last card still places it. Alone, it also ends when the timer throws away the last face-up card, and your score earns a rank: Apprentice from 11 points, Expert from 18, Master from 25.</source>
      <translation>Wenn das Spiel jetzt endete, brächte dein Garten %1.

Das Spiel endet, sobald ein Stapel leer ist: Wer die letzte Karte eines Stapels nimmt, legt sie noch an. Im Solospiel endet es auch, wenn die letzte offene Karte abgeworfen wird, und deine Punktzahl bringt dir einen Rang: Lehrling ab 11 Punkten, Experte ab 18, Meister ab 25.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="100" />
      <source>In Flowers you grow a garden of flower cards. Each turn you draw one card and place it in your garden. Big fields of one colour score points; the values decide which cards survive the final count.

Your garden starts with one card: the %1 in the orange frame. This lesson takes about three minutes.</source>
      <translation>In Flowers lässt du einen Garten aus Blumenkarten wachsen. In jedem Zug ziehst du eine Karte und legst sie in deinen Garten. Große Felder einer Farbe bringen Punkte; die Werte entscheiden, welche Karten die Schlusswertung überstehen.

Dein Garten beginnt mit einer Karte: Im orangefarbenen Rahmen liegt die %1. Diese Lektion dauert etwa drei Minuten.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="365" />
      <source>Keys: %1 draws the card, Enter places it on the orange frame.</source>
      <translation>Tasten: %1 zieht die Karte, Enter legt sie auf den orangefarbenen Rahmen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="368" />
      <source>Keys: the arrows move the blue frame, Enter places the card.</source>
      <translation>Tasten: Die Pfeiltasten bewegen den blauen Rahmen, Enter legt die Karte an.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="288" />
      <source>Not sure which move is best? Press %1 (Hint): a good move is framed on the table, and the words under this step say why. The lesson has hints; a solo game of your own, played for its rank, has none.</source>
      <translation>Unsicher, welcher Zug am besten ist? Drücke %1 (Tipp): Ein guter Zug wird auf dem Tisch eingerahmt, und der Text unter diesem Schritt sagt, warum. Die Lektion gibt dir Tipps; ein richtiges Solospiel, in dem es um deinen Rang geht, nicht.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="314" />
      <source>Not that one: for this lesson, take the card in the orange frame.</source>
      <translation>Nicht diese: Nimm in dieser Lektion die Karte im orangefarbenen Rahmen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="247" />
      <source>Other ways to play</source>
      <translation>Weitere Spielweisen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="277" />
      <source>Play on: draw and place until a stack runs out (with the keys, 1 or 2 draws and Enter places). Hover a green frame, or move the blue one with the arrow keys, to see what your score would become.</source>
      <translation>Spiel weiter: Ziehe und lege, bis ein Stapel leer ist (mit den Tasten: 1 oder 2 zieht, Enter legt). Fahre über einen grünen Rahmen oder bewege den blauen mit den Pfeiltasten, um zu sehen, wie sich deine Punkte ändern würden.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="267" />
      <source>Press Next (Enter) to finish this game on your own: the teaching overlay and the score preview stay on.</source>
      <translation>Drücke Weiter (Enter), um dieses Spiel allein zu beenden: Lernhilfe und Punktevorschau bleiben an.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="155" />
      <source>So the face-up stack loses a card every turn, and a second when you take from it: it runs out first, and the game ends with it (after about 20 turns if you always take the face-up card).</source>
      <translation>Der offene Stapel verliert also in jedem Zug eine Karte und eine zweite, wenn du von ihm nimmst: Er ist zuerst leer, und mit ihm endet das Spiel (nach etwa 20 Zügen, wenn du immer die offene Karte nimmst).</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="249" />
      <source>The Summer variant (New Game) adds purple starting cards: nothing may cover them, and only fields that touch one count.</source>
      <translation>Die Sommer-Variante (Neues Spiel) bringt lila Startkarten: Nichts darf sie abdecken, und nur Felder, die eine berühren, zählen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="108" />
      <source>The score panel counts your garden as if the game ended now: a lone 4 is not yet in a group of four 4s, so it would be removed (the ✗), and your score starts at −1.</source>
      <translation>Die Punktetafel zählt deinen Garten, als ob das Spiel jetzt endete: Eine einzelne 4 ist noch nicht in einer Gruppe von vier 4ern, sie würde also entfernt (das ✗), und dein Punktestand beginnt bei −1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="72" />
      <source>The score panel's line in colour, “%1”, then gives your total after that move and, in brackets, what the move gains or loses.</source>
      <translation>Die farbige Zeile der Punktetafel, „%1“, zeigt dann deine Summe nach diesem Zug und in Klammern, was der Zug gewinnt oder verliert.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="187" />
      <source>Too many is as bad as too few: a group of three touching 2s is removed whole, −3 points.</source>
      <translation>Zu viele sind so schlecht wie zu wenige: Eine Gruppe aus drei sich berührenden 2ern wird ganz entfernt, −3 Punkte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="171" />
      <source>Value groups</source>
      <translation>Wertegruppen</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="357" />
      <source>Watch…</source>
      <translation>Schau zu…</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="98" />
      <source>Welcome to Flowers</source>
      <translation>Willkommen bei Flowers</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="235" />
      <source>Well done!</source>
      <translation>Gut gemacht!</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="208" />
      <source>Well played! The field does not count yet: two of its green cards are 4s, in a group of only three 4s, which is removed before fields are counted. The next step mends that.</source>
      <translation>Gut gemacht! Das Feld zählt noch nicht: Zwei seiner grünen Karten sind 4er einer Gruppe aus nur drei 4ern, die vor dem Zählen der Felder entfernt wird. Der nächste Schritt behebt das.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="164" />
      <source>Well played! The score fell: at the end a card whose value has no group of its size is removed, −1 point for it and −1 for each card under it. The next step shows these groups.</source>
      <translation>Gut gemacht! Die Punkte sind gesunken: Am Ende wird jede Karte entfernt, deren Wert keine Gruppe der passenden Größe bildet: −1 Punkt für sie und −1 für jede Karte, die sie abdeckt. Der nächste Schritt zeigt diese Gruppen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="137" />
      <source>Well played! Then the next face-up card (the %1) was discarded: in a solo game that happens after each of your turns, as the next step explains.</source>
      <translation>Gut gemacht! Danach wurde die nächste offene Karte (die %1) abgeworfen: Im Solospiel geschieht das nach jedem deiner Züge, wie der nächste Schritt erklärt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="258" />
      <source>With 2 to 4 players there is no timer but three stacks, two of them face up; the other players' gardens are shown smaller around yours, and you take turns. When you take a face-up card, its stack shows a card back until you place it: then the next card turns up. The best score wins; on a tie, whoever removed fewer cards. Against other players, Hint (%1) shows you a good move and says why; a solo game, played for its rank, has none.</source>
      <translation>Mit 2 bis 4 Spielern gibt es keinen Zeitgeber, aber drei Stapel, zwei davon offen; die Gärten der anderen siehst du verkleinert um deinen herum, und ihr seid abwechselnd am Zug. Nimmst du eine offene Karte, zeigt ihr Stapel eine Rückseite, bis du sie angelegt hast: Dann wird die nächste Karte aufgedeckt. Die beste Punktzahl gewinnt; bei Gleichstand, wer weniger Karten entfernt hat. Gegen andere Spieler zeigt dir Tipp (%1) einen guten Zug und sagt, warum; ein Solospiel, das um einen Rang geht, hat keine Tipps.</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="145" />
      <source>You may also lay a card on top of one of yours. Only the top card of a pile counts; a small tab shows how many cards lie under it.

In this solo game, after each of your turns the face-up card is discarded and the next one turned up: the table calls this the timer. Now draw the face-down card and drop it on the %1 you just placed (with the keys, 2 draws it and Enter places it).</source>
      <translation>Du darfst eine Karte auch auf eine deiner Karten legen. Nur die oberste Karte eines Platzes zählt; ein kleiner Reiter zeigt, wie viele Karten darunter liegen.

In diesem Solospiel wird nach jedem deiner Züge die offene Karte abgeworfen und die nächste aufgedeckt: Das ist der Zeitgeber. Ziehe jetzt die verdeckte Karte und lege sie auf die %1, die du gerade gelegt hast (mit den Tasten: 2 zieht sie, Enter legt sie).</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="117" />
      <source>Your first card</source>
      <translation>Deine erste Karte</translation>
    </message>
    <message>
      <location filename="../desktop/games/flowers/tutorial.py" line="360" />
      <source>Your move: follow the orange frame.</source>
      <translation>Dein Zug: Folge dem orangefarbenen Rahmen.</translation>
    </message>
  </context>
  <context>
    <name>GameBoard</name>
    <message>
      <location filename="../desktop/games/base.py" line="36" />
      <source>Enter: %1</source>
      <translation>Enter: %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/base.py" line="348" />
      <source>It is not your turn.</source>
      <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
      <location filename="../desktop/games/base.py" line="354" />
      <source>Nothing to cancel. Esc takes back a card while you drag it.</source>
      <translation>Nichts abzubrechen. Esc legt eine Karte zurück, während du sie ziehst.</translation>
    </message>
    <message>
      <location filename="../desktop/games/base.py" line="336" />
      <source>Your turn has just begun: click again.</source>
      <translation>Dein Zug hat gerade begonnen: Klicke noch einmal.</translation>
    </message>
  </context>
  <context>
    <name>GameCard</name>
    <message>
      <location filename="../desktop/start_screen.py" line="376" />
      <source>%3's best solo score (%1): %2</source>
      <translation>Beste Solo-Punktzahl von %3 (%1): %2</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="382" />
      <source>%3's best solo score: %2</source>
      <translation>Beste Solo-Punktzahl von %3: %2</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="338" />
      <source>A new game in the solo mode</source>
      <translation>Ein neues Spiel im Solomodus</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="378" />
      <source>Best solo score (%1): %2</source>
      <translation>Beste Solo-Punktzahl (%1): %2</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="382" />
      <source>Best solo score: %2</source>
      <translation>Beste Solo-Punktzahl: %2</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="336" />
      <source>Coming soon</source>
      <translation>Demnächst</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="339" />
      <source>Lesson</source>
      <translation>Lektion</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="336" />
      <source>Play</source>
      <translation>Spielen</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="340" />
      <source>Rules</source>
      <translation>Regeln</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="337" />
      <source>Solo</source>
      <translation>Solo</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="341" />
      <source>Solo results…</source>
      <translation>Solo-Ergebnisse…</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="333" />
      <source>solo mode</source>
      <translation>Solomodus</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="327" />
      <source>{count} players</source>
      <translation>{count} Spieler</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="329" />
      <source>{low}–{high} players</source>
      <translation>{low}–{high} Spieler</translation>
    </message>
  </context>
  <context>
    <name>HandoffScreen</name>
    <message>
      <location filename="../desktop/table/handoff.py" line="290" />
      <source>I am {name}, show my cards</source>
      <translation>Ich bin {name} – Karten zeigen</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="292" />
      <source>Keys: {enter} or {space} when {name} is ready</source>
      <translation>Tasten: {enter} oder {space}, sobald {name} bereit ist</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="206" />
      <source>Not taken yet: press again in a moment.</source>
      <translation>Noch nicht angenommen: gleich noch einmal drücken.</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="289" />
      <source>Pass the screen to {name}</source>
      <translation>Gib den Bildschirm an {name} weiter</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="273" />
      <source>The screen is passed when it is a person's turn.</source>
      <translation>Der Bildschirm geht weiter, sobald eine Person am Zug ist.</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="219" />
      <source>The table is covered: its keys work once %1 has the screen.</source>
      <translation>Der Tisch ist verdeckt: Seine Tasten wirken erst, wenn %1 den Bildschirm hat.</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="263" />
      <source>The table is hidden so that nobody sees another player's cards.</source>
      <translation>Der Tisch ist verdeckt, damit niemand die Karten der anderen sieht.</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="286" />
      <source>{name} is playing…</source>
      <translation>{name} ist am Zug…</translation>
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
      <translation>%1: %2</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="449" />
      <source>At a shared screen, an earlier table would show one player's secret cards.</source>
      <translation>An einem geteilten Bildschirm würde ein früherer Tisch die geheimen Karten eines Spielers zeigen.</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="392" />
      <source>Hidden while the screen is passed on.</source>
      <translation>Verborgen, während der Bildschirm weitergegeben wird.</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="316" />
      <source>Not taken back:</source>
      <translation>Nicht zurückgenommen:</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="443" />
      <source>Shows the table after this move, as you saw it then, to look at: Undo cannot go back past a move that showed a hidden card.</source>
      <translation>Zeigt den Tisch nach diesem Zug, wie du ihn damals gesehen hast, nur zum Ansehen: Rückgängig kann nicht hinter einen Zug zurückgehen, der eine verdeckte Karte gezeigt hat.</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="442" />
      <source>Shows the table after this move, as you saw it then.</source>
      <translation>Zeigt den Tisch nach diesem Zug, wie du ihn damals gesehen hast.</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="309" />
      <source>Since %1's last move:</source>
      <translation>Seit dem letzten Zug von %1:</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="310" />
      <source>Since your last move:</source>
      <translation>Seit deinem letzten Zug:</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="307" />
      <source>So far:</source>
      <translation>Bisher:</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="509" />
      <source>Start of the game</source>
      <translation>Beginn der Partie</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="313" />
      <source>Taken back:</source>
      <translation>Zurückgenommen:</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="305" />
      <source>The last turns of the game:</source>
      <translation>Die letzten Züge bis zum Ende:</translation>
    </message>
    <message>
      <location filename="../desktop/history.py" line="438" />
      <source>Undo cannot go back past a move that showed a hidden card, and this game is played from memory: its earlier tables are not shown again.</source>
      <translation>Rückgängig kann nicht hinter einen Zug zurückgehen, der eine verdeckte Karte gezeigt hat, und diese Partie wird aus dem Gedächtnis gespielt: Frühere Tische werden nicht noch einmal gezeigt.</translation>
    </message>
  </context>
  <context>
    <name>Lesson</name>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="934" />
      <source>A good move for you, framed on the table, and why</source>
      <translation>Ein guter Zug für dich, auf dem Tisch eingerahmt, und warum</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="923" />
      <source>A hint is for a move of yours: there is none to make now.</source>
      <translation>Tipps gibt es nur für deine eigenen Züge: Gerade hast du keinen zu machen.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="750" />
      <source>Back to step %1? The game you are playing here ends.</source>
      <translation>Zurück zu Schritt %1? Die Partie, die du hier spielst, endet.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="630" />
      <source>Close the lesson? It starts again from the first step next time.</source>
      <translation>Lektion schließen? Beim nächsten Mal beginnt sie wieder mit dem ersten Schritt.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="628" />
      <source>Close the lesson? The game you are playing here ends with it.</source>
      <translation>Lektion schließen? Die Partie, die du hier spielst, endet damit.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="914" />
      <source>Hints come in the free game at the end of the lesson: until then, the step's words and its orange frames show what to do.</source>
      <translation>Tipps gibt es im freien Spiel am Ende der Lektion: Bis dahin zeigen dir der Text des Schritts und seine orangefarbenen Rahmen, was zu tun ist.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="446" />
      <source>In a full game, Hint (%1) frames a good move and says why, and History (%2) lists every move.</source>
      <translation>In einer ganzen Partie rahmt der Tipp (%1) einen guten Zug ein und sagt, warum, und der Verlauf (%2) listet jeden Zug auf.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="438" />
      <source>In a full game, History (%2) lists every move.</source>
      <translation>In einer ganzen Partie listet der Verlauf (%2) jeden Zug auf.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="900" />
      <source>Looking for a good move…</source>
      <translation>Suche nach einem guten Zug …</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="954" />
      <source>No hint could be found: {error}</source>
      <translation>Es wurde kein Tipp gefunden: {error}</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="228" />
      <source>Play a full game against the computer…</source>
      <translation>Eine ganze Partie gegen den Computer spielen…</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="227" />
      <source>Play a full solo game…</source>
      <translation>Ein ganzes Solospiel spielen…</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="337" />
      <source>Play with others at one screen…</source>
      <translation>Mit anderen an einem Bildschirm spielen…</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="523" />
      <source>Press %1 (Enter) to read on.</source>
      <translation>Drücke %1 (Enter) für den Rest des Textes.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="541" />
      <source>Press %1 (Enter) when you are ready.</source>
      <translation>Drücke %1 (Enter), wenn du bereit bist.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="397" />
      <location filename="../desktop/tutorial/lesson.py" line="823" />
      <source>Read the explanation, then press Next (Enter).</source>
      <translation>Lies die Erklärung und drücke dann Weiter (Enter).</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="127" />
      <source>Robin</source>
      <translation>Robin</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="470" />
      <source>Step %1 of %2</source>
      <translation>Schritt %1 von %2</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="453" />
      <source>The game is over: its result is on the table. Play a full game with the button below, or close the lesson.</source>
      <translation>Die Übungspartie ist vorbei: Das Ergebnis liegt auf dem Tisch. Spiele mit dem Knopf unten eine ganze Partie oder schließe die Lektion.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="432" />
      <source>The game is over: its result is on the table. You may close the lesson.</source>
      <translation>Die Übungspartie ist vorbei: Das Ergebnis liegt auf dem Tisch. Du kannst die Lektion schließen.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="210" />
      <source>The lesson could not be prepared, so here is a free game.</source>
      <translation>Die Lektion konnte nicht vorbereitet werden, darum gibt es ein freies Spiel.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="526" />
      <source>The words go on below: scroll down to read the rest.</source>
      <translation>Der Text geht unten weiter: scrolle nach unten, um den Rest zu lesen.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="439" />
      <source>There are no hints in a solo game that counts: its score and rank must be all your own.</source>
      <translation>In einem Solospiel, das zählt, gibt es keine Tipps: Punkte und Rang sollen ganz dein Verdienst sein.</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/lesson.py" line="795" />
      <source>Well played!</source>
      <translation>Gut gespielt!</translation>
    </message>
  </context>
  <context>
    <name>LessonPanel</name>
    <message>
      <location filename="../desktop/tutorial/panel.py" line="310" />
      <source>Close the lesson</source>
      <translation>Lektion schließen</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/panel.py" line="309" />
      <source>Hint (%1)</source>
      <translation>Tipp (%1)</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/panel.py" line="250" />
      <location filename="../desktop/tutorial/panel.py" line="258" />
      <source>More ↓</source>
      <translation>Weiterlesen ↓</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/panel.py" line="250" />
      <location filename="../desktop/tutorial/panel.py" line="258" />
      <source>Next</source>
      <translation>Weiter</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/panel.py" line="311" />
      <source>Rules (F1)</source>
      <translation>Regeln (F1)</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/panel.py" line="307" />
      <source>Skip to free game</source>
      <translation>Zum freien Spiel springen</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/panel.py" line="251" />
      <source>The rest of this step's words</source>
      <translation>Der Rest des Textes zu diesem Schritt</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/panel.py" line="303" />
      <source>This step again from its start once you have begun it, else the step before (%1)</source>
      <translation>Diesen Schritt von vorn, wenn du ihn begonnen hast, sonst den vorigen Schritt (%1)</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/panel.py" line="300" />
      <source>← Back</source>
      <translation>← Zurück</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../desktop/main_window.py" line="4232" />
      <source>%1 looks at the card their move showed them, then passes the screen to %2.</source>
      <translation>%1 sieht sich die gezeigte Karte an und gibt dann den Bildschirm an %2 weiter.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4236" />
      <source>%1 looks at the last card the pass brought them, then passes the screen to %2.</source>
      <translation>%1 sieht sich die letzte Karte an, die %1 beim Weitergeben bekommen hat, und gibt dann den Bildschirm an %2 weiter.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1699" />
      <source>&amp;About Bouquet</source>
      <translation>Ü&amp;ber Bouquet</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4019" />
      <source>&amp;Clear List</source>
      <translation>Liste &amp;leeren</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1681" />
      <source>&amp;Close Game</source>
      <translation>Spiel s&amp;chließen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1739" />
      <source>&amp;Edit</source>
      <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1737" />
      <source>&amp;File</source>
      <translation>&amp;Datei</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1693" />
      <source>&amp;Fit to Window</source>
      <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1741" />
      <source>&amp;Help</source>
      <translation>&amp;Hilfe</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1689" />
      <source>&amp;History (go back to a move)</source>
      <translation>&amp;Verlauf (zu einem Zug zurückgehen)</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1696" />
      <source>&amp;Keyboard Shortcuts</source>
      <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1698" />
      <source>&amp;Lesson</source>
      <translation>&amp;Lektion</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1690" />
      <source>&amp;Move Log (beside the table)</source>
      <translation>Zug&amp;protokoll (neben dem Tisch)</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1677" />
      <source>&amp;New Game…</source>
      <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1678" />
      <source>&amp;Open…</source>
      <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1683" />
      <source>&amp;Quit</source>
      <translation>&amp;Beenden</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1685" />
      <location filename="../desktop/main_window.py" line="1874" />
      <source>&amp;Redo</source>
      <translation>&amp;Wiederholen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1876" />
      <source>&amp;Redo “{move}”</source>
      <translation>&amp;Wiederholen: „{move}“</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1878" />
      <source>&amp;Redo “{move}” and the {count} moves after it ({name})</source>
      <translation>&amp;Wiederholen: „{move}“ und die {count} Züge danach ({name})</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1877" />
      <source>&amp;Redo “{move}” and {name}'s move after it</source>
      <translation>&amp;Wiederholen: „{move}“ und den Zug von {name} danach</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1695" />
      <source>&amp;Rules</source>
      <translation>&amp;Regeln</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1679" />
      <source>&amp;Save</source>
      <translation>&amp;Speichern</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4881" />
      <source>&amp;Solo Results: {game}…</source>
      <translation>&amp;Solo-Ergebnisse: {game}…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4880" />
      <source>&amp;Solo Results…</source>
      <translation>&amp;Solo-Ergebnisse…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1684" />
      <location filename="../desktop/main_window.py" line="2068" />
      <source>&amp;Undo</source>
      <translation>&amp;Rückgängig</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2070" />
      <source>&amp;Undo “{move}”</source>
      <translation>&amp;Rückgängig: „{move}“</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2072" />
      <source>&amp;Undo “{move}” and the {count} moves after it ({name})</source>
      <translation>&amp;Rückgängig: „{move}“ und die {count} Züge danach ({name})</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2071" />
      <source>&amp;Undo “{move}” and {name}'s move after it</source>
      <translation>&amp;Rückgängig: „{move}“ und den Zug von {name} danach</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1740" />
      <source>&amp;View</source>
      <translation>&amp;Ansicht</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2139" />
      <source>(and the computer's move after it)</source>
      <translation>(und den Zug des Computers danach)</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2141" />
      <source>(and the {count} computer moves after it)</source>
      <translation>(und die {count} Züge der Computer danach)</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2135" />
      <source>(this step alone: Undo again for the turn's steps before it)</source>
      <translation>(nur dieser Schritt: noch einmal Rückgängig für die Schritte davor in diesem Zug)</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2656" />
      <source>1 turn</source>
      <translation>1 Zug</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3994" />
      <source>A file has the name of a folder on the way.</source>
      <translation>Eine Datei trägt den Namen eines Ordners auf dem Weg dorthin.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3970" />
      <source>A folder has that name.</source>
      <translation>Ein Ordner heißt so.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1918" />
      <source>A hint is for a game in progress: start or open one.</source>
      <translation>Tipps gibt es nur in einem laufenden Spiel: Beginne oder öffne eins.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1940" />
      <source>A hint is for a move of yours: there is none to make now.</source>
      <translation>Tipps gibt es nur für deine eigenen Züge: Gerade hast du keinen zu machen.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4841" />
      <source>A new best score and a new rank! Your best before: {best}.</source>
      <translation>Neue Bestleistung und ein neuer Rang! Deine bisher beste Punktzahl: {best}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4845" />
      <source>A new best score! Your best before: {best}.</source>
      <translation>Neue Bestleistung! Deine bisher beste Punktzahl: {best}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3493" />
      <source>A replay</source>
      <translation>Eine Wiederholung</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="5023" />
      <source>About Bouquet</source>
      <translation>Über Bouquet</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="882" />
      <source>Alt+↑ and Alt+↓ step through the move log: {keys} shows it.</source>
      <translation>Alt+↑ und Alt+↓ gehen durch das Zugprotokoll: {keys} zeigt es.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3227" />
      <source>Another game replaces the unfinished game you can resume:
{game}</source>
      <translation>Beginnst du ein neues Spiel, ersetzt es das nicht beendete Spiel, das du fortsetzen kannst:
{game}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2531" />
      <source>As saved in {name}: the autosave could not be written, and lacks its last moves.</source>
      <translation>Wie in {name} gespeichert: Das automatische Speichern konnte nicht schreiben, ihm fehlen die letzten Züge.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4086" />
      <source>Autosave failed</source>
      <translation>Automatisches Speichern fehlgeschlagen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1477" />
      <source>Back to the end of the game.</source>
      <translation>Zurück zum Ende der Partie.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1478" />
      <source>Back to the table as the game stands now.</source>
      <translation>Zurück zum Tisch, wie die Partie jetzt steht.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3819" />
      <source>Bouquet games (*{suffix})</source>
      <translation>Bouquet-Spiele (*{suffix})</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3321" />
      <source>Bouquet games (*{suffix});;All files (*)</source>
      <translation>Bouquet-Spiele (*{suffix});;Alle Dateien (*)</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3781" />
      <source>Bouquet keeps the game in progress in this file and rewrites it after every move. Choose another name.</source>
      <translation>Bouquet hält das laufende Spiel in dieser Datei und schreibt sie nach jedem Zug neu. Wähle einen anderen Namen.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3977" />
      <source>Bouquet may not write there.</source>
      <translation>Bouquet darf dort nicht schreiben.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="5109" />
      <source>Bouquet met an error it did not expect, and what you just did may not have happened. What happened is written to {path}: please send that file with a bug report.</source>
      <translation>Bouquet ist auf einen unerwarteten Fehler gestoßen, und was du gerade getan hast, ist vielleicht nicht geschehen. Was passiert ist, steht in {path}: Bitte schicke diese Datei mit einer Fehlermeldung.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3390" />
      <source>Bouquet opens one saved game at a time: {names} were not opened.</source>
      <translation>Bouquet öffnet nur ein gespeichertes Spiel auf einmal: {names} wurden nicht geöffnet.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3387" />
      <source>Bouquet opens one saved game at a time: {name} was not opened.</source>
      <translation>Bouquet öffnet nur ein gespeichertes Spiel auf einmal: {name} wurde nicht geöffnet.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="5024" />
      <source>Bouquet {version}

Flower-themed tabletop games on one offline table.

Games in this version: {games}.</source>
      <translation>Bouquet {version}

Blumen-Kartenspiele an einem Tisch, ganz ohne Internet.

Spiele in dieser Version: {games}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3594" />
      <source>Cannot open these saved games</source>
      <translation>Diese gespeicherten Spiele können nicht geöffnet werden</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3585" />
      <source>Cannot open {name}</source>
      <translation>{name} kann nicht geöffnet werden</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="5052" />
      <source>Cannot save the settings</source>
      <translation>Die Einstellungen können nicht gespeichert werden</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3780" />
      <location filename="../desktop/main_window.py" line="3953" />
      <source>Cannot save {name}</source>
      <translation>{name} kann nicht gespeichert werden</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3990" />
      <source>Choose a shorter name.</source>
      <translation>Wähle einen kürzeren Namen.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3977" />
      <location filename="../desktop/main_window.py" line="3995" />
      <source>Choose another folder.</source>
      <translation>Wähle einen anderen Ordner.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3970" />
      <source>Choose another name.</source>
      <translation>Wähle einen anderen Namen.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3981" />
      <source>Choose another one.</source>
      <translation>Wähle einen anderen.</translation>
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
      <translation>Zug bestätigen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1717" />
      <source>Every move, those taken back too: go back to one (Undo to there), or play them again (Redo from there).</source>
      <translation>Alle Züge, auch die zurückgenommenen: Geh zu einem zurück (Rückgängig bis dorthin) oder spiele sie erneut (Wiederholen ab dort).</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1697" />
      <source>F&amp;ull Screen</source>
      <translation>Voll&amp;bild</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3167" />
      <location filename="../desktop/main_window.py" line="3926" />
      <source>File changed</source>
      <translation>Datei geändert</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1947" />
      <source>Frame a good move for you on the table</source>
      <translation>Markiert einen guten Zug für dich auf dem Tisch</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3987" />
      <source>Free some space, or choose another folder.</source>
      <translation>Schaffe Platz oder wähle einen anderen Ordner.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1694" />
      <source>Game &amp;Results…</source>
      <translation>Spiel&amp;ergebnisse…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2251" />
      <source>Game over</source>
      <translation>Partie vorbei</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3962" />
      <source>Game saved in {name}</source>
      <translation>Spiel in {name} gespeichert</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3522" />
      <source>Go back to the saved game</source>
      <translation>Zum gespeicherten Spiel zurück</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1732" />
      <source>Hint</source>
      <translation>Tipp</translation>
    </message>
    <message>
      <location filename="../desktop/hint.py" line="111" />
      <source>Hint: {move}</source>
      <translation>Tipp: {move}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1705" />
      <source>History</source>
      <translation>Verlauf</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1706" />
      <source>History — go back to a move</source>
      <translation>Verlauf — zu einem Zug zurückgehen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1422" />
      <source>History: ↑/↓ and Enter go back to a move; Esc gives the keys back to the table.</source>
      <translation>Verlauf: ↑/↓ und Enter führen zu einem Zug zurück; Esc gibt die Tasten dem Tisch zurück.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1421" />
      <source>History: ↑/↓ and Enter show another move.</source>
      <translation>Verlauf: ↑/↓ und Enter zeigen einen anderen Zug.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1414" />
      <source>History: ↑/↓ and Enter show the table after a move; Esc goes back to the end of the game.</source>
      <translation>Verlauf: ↑/↓ und Enter zeigen den Tisch nach einem Zug; Esc führt zum Ende der Partie zurück.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1412" />
      <source>History: ↑/↓ read the moves; Esc gives the keys back to the table.</source>
      <translation>Verlauf: ↑/↓ lesen die Züge; Esc gibt die Tasten dem Tisch zurück.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3550" />
      <source>It is a folder, not a saved game.</source>
      <translation>Es ist ein Ordner, kein gespeichertes Spiel.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3921" />
      <source>It now holds another game:
{game}</source>
      <translation>Die Datei enthält jetzt eine andere Partie:
{game}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1089" />
      <source>Keep as played</source>
      <translation>So lassen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3104" />
      <source>Keep the file as it is</source>
      <translation>Datei so lassen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4391" />
      <source>Look, then pass the screen to %1.</source>
      <translation>Schau hin und gib dann den Bildschirm an %1 weiter.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4393" />
      <source>Look, then say you are done: the computers play on after that.</source>
      <translation>Sieh hin und sag dann, dass du fertig bist: Danach spielen die Computer weiter.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1301" />
      <source>Looking back at the table {when}, as you saw it: Esc returns to the game.</source>
      <translation>Du siehst den Tisch {when}, wie du ihn gesehen hast: Esc führt zur Partie zurück.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1305" />
      <source>Looking back at the table {when}, as you saw it: Undo cannot go back so far. Esc returns to the game.</source>
      <translation>Du siehst den Tisch {when}, wie du ihn gesehen hast: So weit kann Rückgängig nicht zurück. Esc führt zur Partie zurück.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1293" />
      <source>Looking back at the table {when}, as you saw it: Undo cannot go back to a computer's turn. Esc returns to the game.</source>
      <translation>Du siehst den Tisch {when}, wie du ihn gesehen hast: Rückgängig kann nicht zum Zug eines Computers zurück. Esc führt zur Partie zurück.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1312" />
      <source>Looking back at the table {when}: Esc returns to the end of the game.</source>
      <translation>Du siehst den Tisch {when}: Esc führt zum Ende der Partie zurück.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4295" />
      <source>Looking back: Redo ({keys}) plays on from here, and History's last row goes back to the latest move.</source>
      <translation>Rückblick: Wiederholen ({keys}) spielt von hier aus weiter, und die letzte Zeile des Verlaufs führt zum neuesten Zug zurück.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1984" />
      <source>Looking for a good move…</source>
      <translation>Suche nach einem guten Zug …</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1708" />
      <source>Move Log</source>
      <translation>Zugprotokoll</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1709" />
      <source>Move Log — the moves so far</source>
      <translation>Zugprotokoll — die bisherigen Züge</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2711" />
      <source>No game available</source>
      <translation>Kein Spiel verfügbar</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2711" />
      <source>No game board is installed yet.</source>
      <translation>Noch ist kein Spielbrett installiert.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2018" />
      <source>No hint could be found: {error}</source>
      <translation>Es wurde kein Tipp gefunden: {error}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4015" />
      <source>No recent games</source>
      <translation>Keine zuletzt geöffneten Spiele</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1109" />
      <source>Nothing was taken back.</source>
      <translation>Nichts wurde zurückgenommen.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2266" />
      <source>Now: your turn · the game waits while you look back: Esc returns to it</source>
      <translation>Jetzt: du bist dran · die Partie wartet, während du zurückblickst: Esc führt zurück</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2272" />
      <source>Now: {to_play} · the game waits while you look back: Esc returns to it</source>
      <translation>Jetzt: {to_play} · die Partie wartet, während du zurückblickst: Esc führt zurück</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3392" />
      <source>One game at a time</source>
      <translation>Ein Spiel auf einmal</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1097" />
      <source>Only {names} can agree to this.</source>
      <translation>Dafür braucht es die Zustimmung von {names}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1738" />
      <source>Open &amp;Recent</source>
      <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3430" />
      <source>Open a saved game</source>
      <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3319" />
      <source>Open saved game</source>
      <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3431" />
      <source>Open {name} in place of the game on the table?</source>
      <translation>{name} anstelle des Spiels auf dem Tisch öffnen?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3223" />
      <source>Opening {opened} replaces the unfinished game you can resume:
{game}</source>
      <translation>Wenn du {opened} öffnest, ersetzt es das nicht beendete Spiel, das du fortsetzen kannst:
{game}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2528" />
      <source>Part of it is damaged: Resume opens what can be read.</source>
      <translation>Ein Teil ist beschädigt: Fortsetzen öffnet, was sich lesen lässt.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2114" />
      <source>Play the move taken back again</source>
      <translation>Den zurückgenommenen Zug wiederholen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4553" />
      <source>Play this move?
{move}</source>
      <translation>Diesen Zug spielen?
{move}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2111" />
      <source>Play your move “{move}” again</source>
      <translation>Deinen Zug „{move}“ wiederholen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2112" />
      <source>Play {name}'s move “{move}” again</source>
      <translation>Den Zug „{move}“ von {name} wiederholen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="931" />
      <source>Played again: “{move}”</source>
      <translation>Wiederholt: „{move}“</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="933" />
      <source>Played again: “{move}” and the {count} moves after it ({name})</source>
      <translation>Wiederholt: „{move}“ und die {count} Züge danach ({name})</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="932" />
      <source>Played again: “{move}” and {name}'s move after it</source>
      <translation>Wiederholt: „{move}“ und der Zug von {name} danach</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2682" />
      <source>Points</source>
      <translation>Punkte</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3843" />
      <source>Read-only file</source>
      <translation>Schreibgeschützte Datei</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1731" />
      <source>Redo</source>
      <translation>Wiederholen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2218" />
      <source>Redo waits until {name} has the screen: the move is theirs.</source>
      <translation>Wiederholen wartet, bis {name} den Bildschirm hat: Der Zug gehört {name}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3931" />
      <source>Replace</source>
      <translation>Ersetzen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3874" />
      <source>Replace file</source>
      <translation>Datei ersetzen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3927" />
      <source>Replace what it holds now with this game?</source>
      <translation>Den jetzigen Inhalt der Datei durch diese Partie ersetzen?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2230" />
      <source>Return to the game first (Esc): the table shows an earlier move.</source>
      <translation>Kehre zuerst zur Partie zurück (Esc): Der Tisch zeigt einen früheren Zug.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1680" />
      <source>Save &amp;As…</source>
      <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3849" />
      <location filename="../desktop/main_window.py" line="3932" />
      <source>Save As…</source>
      <translation>Speichern unter…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3817" />
      <source>Save game</source>
      <translation>Spiel speichern</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3234" />
      <source>Save it first?</source>
      <translation>Zuerst speichern?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3232" />
      <source>Save it in {name} first?</source>
      <translation>Zuerst in {name} speichern?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3035" />
      <source>Save the end of the game in {name} before leaving it?</source>
      <translation>Das Ende der Partie in {name} speichern, bevor du sie verlässt?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3059" />
      <source>Save the game in progress before leaving it?</source>
      <translation>Das laufende Spiel vor dem Verlassen speichern?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3048" />
      <source>Save the game in progress before opening {name}?</source>
      <translation>Das laufende Spiel speichern, bevor {name} geöffnet wird?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3055" />
      <source>Save the game in progress in {name} before leaving it?</source>
      <translation>Das laufende Spiel vor dem Verlassen in {name} speichern?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2622" />
      <source>Score: {score}</source>
      <translation>Punktzahl: {score}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1682" />
      <source>Se&amp;ttings…</source>
      <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2204" />
      <source>Settings › Confirm moves asks before each move.</source>
      <translation>Einstellungen › Züge bestätigen fragt vor jedem Zug nach.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2668" />
      <source>Shared win: {names}</source>
      <translation>Geteilter Sieg: {names}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1686" />
      <source>Show a &amp;Hint</source>
      <translation>&amp;Tipp zeigen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2461" />
      <source>Some of your solo records could not be read: the other one is kept, and the file as it was is kept as {name}.</source>
      <translation>Einige deiner Solo-Bestleistungen ließen sich nicht lesen: Die andere bleibt erhalten, und die Datei, wie sie war, bleibt als {name} erhalten.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2466" />
      <source>Some of your solo records could not be read: the other {count} are kept, and the file as it was is kept as {name}.</source>
      <translation>Einige deiner Solo-Bestleistungen ließen sich nicht lesen: Die anderen {count} bleiben erhalten, und die Datei, wie sie war, bleibt als {name} erhalten.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="5108" />
      <source>Something went wrong</source>
      <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2130" />
      <source>Take back the last move</source>
      <translation>Den letzten Zug zurücknehmen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1201" />
      <source>Take back the moves of {names}?</source>
      <translation>Züge von {names} zurücknehmen?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2126" />
      <source>Take back your move “{move}”</source>
      <translation>Deinen Zug „{move}“ zurücknehmen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1205" />
      <source>Take back {names}'s move?</source>
      <translation>Zug von {names} zurücknehmen?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1203" />
      <source>Take back {names}'s moves?</source>
      <translation>Züge von {names} zurücknehmen?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2127" />
      <source>Take back {name}'s move “{move}”</source>
      <translation>Den Zug „{move}“ von {name} zurücknehmen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="913" />
      <source>Taken back: “{move}”</source>
      <translation>Zurückgenommen: „{move}“</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="915" />
      <source>Taken back: “{move}” and the {count} moves after it ({name})</source>
      <translation>Zurückgenommen: „{move}“ und die {count} Züge danach ({name})</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="914" />
      <source>Taken back: “{move}” and {name}'s move after it</source>
      <translation>Zurückgenommen: „{move}“ und der Zug von {name} danach</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3575" />
      <source>Technical details, in English, for a bug report:</source>
      <translation>Technische Angaben, auf Englisch, für einen Fehlerbericht:</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3980" />
      <source>That folder does not exist any more.</source>
      <translation>Diesen Ordner gibt es nicht mehr.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="487" />
      <source>The AI could not move</source>
      <translation>Die KI konnte nicht ziehen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2539" />
      <source>The autosave could not be written as the game was last played: it lacks the last moves.</source>
      <translation>Das automatische Speichern konnte beim letzten Spielen nicht schreiben: Ihm fehlen die letzten Züge.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3004" />
      <source>The autosave could not be written: unless you save, this game's last moves are lost.</source>
      <translation>Das automatische Speichern ist fehlgeschlagen: Ohne Speichern gehen die letzten Züge dieses Spiels verloren.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4082" />
      <source>The autosave is kept in {folder}.</source>
      <translation>Das automatische Speichern schreibt nach {folder}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3986" />
      <source>The disk is full.</source>
      <translation>Der Datenträger ist voll.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3637" />
      <source>The file as it was is kept as {name}.</source>
      <translation>Die Datei, wie sie war, bleibt als {name} erhalten.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3744" />
      <source>The folder of {name} is no longer there: choose where to save.</source>
      <translation>Der Ordner von {name} ist nicht mehr da: Wähle, wo gespeichert wird.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="5279" />
      <source>The game is over: nothing to cancel. {keys} shows the results.</source>
      <translation>Die Partie ist vorbei: Es gibt nichts abzubrechen. {keys} zeigt die Ergebnisse.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1920" />
      <source>The game is over: there is no move to hint at.</source>
      <translation>Die Partie ist vorbei: Es gibt keinen Zug mehr für einen Tipp.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3206" />
      <source>The game saved in {name} went on to its end after it was saved. Only the last game is kept to resume, so its end is lost once another game opens. Save the end in {name}?</source>
      <translation>Die in {name} gespeicherte Partie wurde nach dem Speichern zu Ende gespielt. Nur die letzte Partie wird zum Fortsetzen aufbewahrt, daher geht ihr Ende verloren, sobald eine andere Partie geöffnet wird. Das Ende in {name} speichern?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3154" />
      <source>The game you left is saved in {name}.</source>
      <translation>Das Spiel, das du verlassen hast, ist in {name} gespeichert.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="304" />
      <source>The hint is still being worked out: Enter waits for its frame.</source>
      <translation>Der Tipp wird noch berechnet: Enter wartet, bis er eingerahmt ist.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2551" />
      <source>The last game cannot be resumed. {reason} Its file is kept as {path}.</source>
      <translation>Das letzte Spiel kann nicht fortgesetzt werden. {reason} Seine Datei bleibt als {path} erhalten.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2557" />
      <source>The last game could not be read, so it cannot be resumed. Its file is kept as {path}, to send with a bug report.</source>
      <translation>Das letzte Spiel konnte nicht gelesen werden und kann daher nicht fortgesetzt werden. Seine Datei bleibt als {path} erhalten, für einen Fehlerbericht.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1723" />
      <source>The moves so far, listed beside the table as they are played: click one to look at the table after it.</source>
      <translation>Die bisherigen Züge, neben dem Tisch aufgelistet, während sie gespielt werden: Klicke auf einen, um den Tisch danach anzusehen.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3990" />
      <source>The name is too long.</source>
      <translation>Der Name ist zu lang.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4908" />
      <source>The results are closed: {keys} (View › Game Results…) opens them again.</source>
      <translation>Das Ergebnisfenster ist geschlossen: {keys} (Ansicht › Spielergebnisse…) öffnet es wieder.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4719" />
      <source>The results are open: ↑/↓ scroll them, Tab moves between their buttons, Esc closes them.</source>
      <translation>Das Ergebnisfenster ist offen: ↑/↓ blättern darin, Tab wechselt zwischen seinen Schaltflächen, Esc schließt es.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="5047" />
      <source>The settings file is {path}. Your change applies until Bouquet closes, but the next start will not have it.</source>
      <translation>Die Einstellungsdatei ist {path}. Deine Änderung gilt, bis Bouquet geschlossen wird, aber beim nächsten Start ist sie nicht mehr da.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3999" />
      <source>The system refused it: {reason}</source>
      <translation>Das System hat es abgelehnt: {reason}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1934" />
      <source>The table is covered: hints come once the player whose turn it is has the screen.</source>
      <translation>Der Tisch ist verdeckt: Tipps gibt es erst, wenn die Person am Zug den Bildschirm hat.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1186" />
      <source>The turn resumes after the card {player} showed {shown}: a card seen cannot be taken back.</source>
      <translation>Weiter geht es nach der Karte, die {player} {shown} gezeigt hat: Eine gesehene Karte lässt sich nicht zurücknehmen.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1182" />
      <source>The turn resumes after the card {player} was shown: a card seen cannot be taken back.</source>
      <translation>Weiter geht es mit der Karte, die {player} gesehen hat: Eine gesehene Karte lässt sich nicht zurücknehmen.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1177" />
      <source>The turn resumes just after “{shown_by}”, which showed everyone a card: a card seen cannot be taken back.</source>
      <translation>Weiter geht es direkt nach „{shown_by}“, das allen eine Karte gezeigt hat: Eine gesehene Karte lässt sich nicht zurücknehmen.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1923" />
      <source>There are no hints in a solo game that counts: its score and rank must be all your own. A replay (not counted) has hints.</source>
      <translation>In einem Solospiel, das zählt, gibt es keine Tipps: Punkte und Rang sollen ganz dein Verdienst sein. Bei einer Wiederholung (zählt nicht) gibt es Tipps.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2878" />
      <source>This game had gone further, or ended, before it was reopened from its save: its end will be listed in your solo results as “from a save” but will not count toward your best score and rank.</source>
      <translation>Dieses Spiel war schon weitergegangen oder beendet, bevor es aus seinem Spielstand wieder geöffnet wurde: Sein Ende wird in deinen Solo-Ergebnissen als „aus Spielstand“ stehen, aber nicht für deine beste Punktzahl und deinen Rang zählen.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4810" />
      <source>This game had gone further, or ended, before it was reopened from its save: this end is listed in your solo results as “from a save” but does not count toward your best score and rank.</source>
      <translation>Dieses Spiel war schon weitergegangen oder beendet, bevor es aus seinem Spielstand wieder geöffnet wurde: Dieses Ende steht in deinen Solo-Ergebnissen als „aus Spielstand“, zählt aber nicht für deine beste Punktzahl und deinen Rang.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4788" />
      <source>This result could not be recorded: {reason}</source>
      <translation>Dieses Ergebnis ließ sich nicht speichern: {reason}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4773" />
      <source>This result is not recorded: your solo records cannot be read (permission denied).</source>
      <translation>Dieses Ergebnis wird nicht gespeichert: Deine Solo-Bestleistungen können nicht gelesen werden (Zugriff verweigert).</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4769" />
      <source>This result is not recorded: your solo records were saved by a newer Bouquet.</source>
      <translation>Dieses Ergebnis wird nicht gespeichert: Deine Solo-Bestleistungen wurden von einem neueren Bouquet gespeichert.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3073" />
      <source>This solo game counts toward your results: left now for another game, it is listed as given up, with no score, unless it is played on from a save.</source>
      <translation>Dieses Solospiel zählt für deine Ergebnisse: Verlässt du es jetzt für ein anderes Spiel, steht es als aufgegeben in der Liste, ohne Punktzahl, außer du spielst es aus einem Spielstand weiter.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3487" />
      <source>This solo game was played further before, so its cards to come are known: played on from this save, it ends as a replay, not counted. Open it?</source>
      <translation>Dieses Solospiel wurde schon weiter gespielt, seine kommenden Karten sind also bekannt: Aus diesem Spielstand weitergespielt, endet es als Wiederholung und zählt nicht. Öffnen?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1041" />
      <source>This takes back what {names} played, and your own moves with it: the turn comes back to you.</source>
      <translation>Das nimmt zurück, was von {names} und von dir gespielt wurde: Du bist wieder dran.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1046" />
      <source>This takes back what {names} played: the turn goes back to {player}, and the screen with it.</source>
      <translation>Das nimmt zurück, was von {names} gespielt wurde: {player} ist wieder dran und bekommt den Bildschirm.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1051" />
      <source>This takes back what {names} played: the turn goes back to {player}.</source>
      <translation>Das nimmt zurück, was von {names} gespielt wurde: {player} ist wieder dran.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1742" />
      <source>Toolbar</source>
      <translation>Werkzeugleiste</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1730" />
      <source>Undo</source>
      <translation>Rückgängig</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3218" />
      <source>Unfinished game</source>
      <translation>Nicht beendetes Spiel</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3065" />
      <location filename="../desktop/main_window.py" line="3098" />
      <source>Unsaved game</source>
      <translation>Nicht gespeichertes Spiel</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1164" />
      <source>What {player} played before it in that turn stays.</source>
      <translation>Was {player} davor in diesem Zug gespielt hat, bleibt.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1931" />
      <source>You are looking at an earlier table: Esc returns to the game.</source>
      <translation>Du siehst einen früheren Tisch: Esc führt zur Partie zurück.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4849" />
      <source>You equalled your best score: {best}, code {code}.</source>
      <translation>Genauso gut wie deine beste Punktzahl: {best}, Code {code}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4800" />
      <source>You gave up a game of this code before: this replay is listed in your solo results but does not count toward your best score and rank.</source>
      <translation>Du hast ein Spiel mit diesem Code schon aufgegeben: Diese Wiederholung steht in deinen Solo-Ergebnissen, zählt aber nicht für deine Bestleistung und deinen Rang.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3482" />
      <source>You played this code before, so its cards to come are known: played on from this save, the game ends as a replay, not counted. Open it?</source>
      <translation>Du hast diesen Code schon gespielt, seine kommenden Karten sind also bekannt: Aus diesem Spielstand weitergespielt, endet das Spiel als Wiederholung und zählt nicht. Öffnen?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4805" />
      <source>You played this code before: this replay is listed in your solo results but does not count toward your best score and rank.</source>
      <translation>Du hast diesen Code schon gespielt: Diese Wiederholung steht in deinen Solo-Ergebnissen, zählt aber nicht für deine Bestleistung und deinen Rang.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4817" />
      <source>Your best score: {best}, code {code}.</source>
      <translation>Deine beste Punktzahl: {best}, Code {code}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4838" />
      <source>Your first recorded score %1.</source>
      <translation>Dein erstes gespeichertes Ergebnis (%1).</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4839" />
      <source>Your first recorded score in this game.</source>
      <translation>Dein erstes gespeichertes Ergebnis in diesem Spiel.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4833" />
      <source>Your first recorded score in this variant.</source>
      <translation>Dein erstes gespeichertes Ergebnis in dieser Variante.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2431" />
      <source>Your settings cannot be read (permission denied): Bouquet uses its defaults this time, and leaves the file {name} as it is.</source>
      <translation>Deine Einstellungen können nicht gelesen werden (Zugriff verweigert): Bouquet nimmt diesmal seine Standardwerte und lässt die Datei {name}, wie sie ist.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2442" />
      <source>Your settings could not all be read: those are back to their defaults, and the file as it was is kept as {name}.</source>
      <translation>Deine Einstellungen ließen sich nicht alle lesen: Diese sind wieder auf ihren Standardwerten, und die Datei bleibt, wie sie war, als {name} erhalten.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2438" />
      <source>Your settings could not all be read: those are back to their defaults.</source>
      <translation>Deine Einstellungen ließen sich nicht alle lesen: Diese sind wieder auf ihren Standardwerten.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2416" />
      <source>Your solo records cannot be read (permission denied): the file {name} is left as it is, and no result is added to it until Bouquet may read it.</source>
      <translation>Deine Solo-Bestleistungen können nicht gelesen werden (Zugriff verweigert): Die Datei {name} bleibt, wie sie ist, und kein Ergebnis kommt hinzu, bis Bouquet sie lesen darf.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2456" />
      <source>Your solo records could not be read: the file is kept as {name}, and new records start.</source>
      <translation>Deine Solo-Bestleistungen ließen sich nicht lesen: Die Datei bleibt als {name} erhalten, und neue Bestleistungen beginnen.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2408" />
      <source>Your solo records were saved by a newer Bouquet: they are kept as they are, and this version neither shows nor adds to them. Update Bouquet to see them.</source>
      <translation>Deine Solo-Bestleistungen wurden von einem neueren Bouquet gespeichert: Diese Version lässt sie, wie sie sind, zeigt sie aber weder an noch ergänzt sie. Aktualisiere Bouquet, um sie zu sehen.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1691" />
      <source>Zoom &amp;In</source>
      <translation>Ver&amp;größern</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1692" />
      <source>Zoom &amp;Out</source>
      <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2648" />
      <source>a turn begun</source>
      <translation>ein Zug begonnen</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1345" />
      <source>at the end of deal {deal}</source>
      <translation>am Ende von Runde {deal}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1343" />
      <source>at the start of deal {deal}</source>
      <translation>zu Beginn von Runde {deal}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1339" />
      <source>at the start of the game</source>
      <translation>zu Beginn der Partie</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1348" />
      <source>at turn {turn}</source>
      <translation>in Zug {turn}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1349" />
      <source>at turn {turn} of deal {deal}</source>
      <translation>in Zug {turn} von Runde {deal}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2584" />
      <source>counts toward your results</source>
      <translation>zählt für deine Ergebnisse</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2624" />
      <location filename="../desktop/main_window.py" line="2626" />
      <source>finished</source>
      <translation>Spiel beendet</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2639" />
      <source>no move yet</source>
      <translation>noch kein Zug gemacht</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2585" />
      <source>replay, not counted</source>
      <translation>Wiederholung, zählt nicht</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2694" />
      <source>{game} ({options})</source>
      <translation>{game} ({options})</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3562" />
      <source>{game} cannot be played in this version yet.</source>
      <translation>{game} kann in dieser Version noch nicht gespielt werden.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2691" />
      <source>{game} solo</source>
      <translation>{game} – Solo</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2617" />
      <source>{game} with {names}</source>
      <translation>{game} mit {names}</translation>
    </message>
    <message>
      <location filename="../desktop/hint.py" line="114" />
      <source>{hint}. {reason}</source>
      <translation>{hint}. {reason}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2683" />
      <source>{label}: {scores}</source>
      <translation>{label}: {scores}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2260" />
      <source>{looker} looks at a card, then {name} plays</source>
      <translation>{looker} sieht sich eine Karte an, dann ist {name} dran</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1092" />
      <source>{names}, do you agree?</source>
      <translation>Einverstanden, {names}?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1087" />
      <source>{names}: agreed</source>
      <translation>{names}: einverstanden</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4033" />
      <source>{name} (in {folder})</source>
      <translation>{name} (in {folder})</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3862" />
      <source>{name} already exists, and it is not a game Bouquet can open: {reason}

Replace it with this game?</source>
      <translation>{name} gibt es schon, und es ist kein Spiel, das Bouquet öffnen kann: {reason}

Durch dieses Spiel ersetzen?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3869" />
      <source>{name} already exists. It holds:
{game}

Replace it with this game?</source>
      <translation>{name} gibt es schon. Darin ist:
{game}

Durch dieses Spiel ersetzen?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3507" />
      <source>{name} holds this game as it was saved, before its end. Its end stays in your solo results; played on from the save, the game ends as a replay, not counted. Open the save?</source>
      <translation>{name} enthält dieses Spiel, wie es gespeichert wurde, vor seinem Ende. Sein Ende bleibt in deinen Solo-Ergebnissen; vom Spielstand aus weitergespielt, endet das Spiel als Wiederholung, die nicht zählt. Den Spielstand öffnen?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3513" />
      <source>{name} holds this game as it was saved, before its end. Open it and leave the end?</source>
      <translation>{name} enthält dieses Spiel, wie es gespeichert wurde, vor seinem Ende. Öffnen und das beendete Spiel verlassen?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3517" />
      <source>{name} holds this game as it was saved. Open it and lose the moves made since?</source>
      <translation>{name} enthält dieses Spiel, wie es gespeichert wurde. Öffnen und die seitdem gemachten Züge verlieren?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3705" />
      <source>{name} is as it was saved: File › Open opens it.</source>
      <translation>{name} ist so, wie es gespeichert wurde: Datei › Öffnen öffnet es.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3844" />
      <source>{name} is read-only: Bouquet leaves it as it is. Save under another name?</source>
      <translation>{name} ist schreibgeschützt: Bouquet lässt die Datei, wie sie ist. Unter einem anderen Namen speichern?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2364" />
      <source>{name} is thinking…</source>
      <translation>{name} denkt nach…</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3647" />
      <source>{name} opened as Windows text</source>
      <translation>{name} als Windows-Text geöffnet</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3643" />
      <source>{name} opened with a missing name filled in</source>
      <translation>{name} mit einem ergänzten fehlenden Namen geöffnet</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3641" />
      <source>{name} opened with a name shortened</source>
      <translation>{name} mit einem gekürzten Namen geöffnet</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3645" />
      <source>{name} opened with a shared name told apart</source>
      <translation>{name} mit unterschiedenen gleichen Namen geöffnet</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3649" />
      <source>{name} opened without part of it</source>
      <translation>{name} ohne einen Teil davon geöffnet</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2255" />
      <source>{name} to play</source>
      <translation>{name} ist am Zug</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3756" />
      <source>{name} was no longer in its folder (moved, renamed or deleted): the game is saved there again. File › Save As… saves it elsewhere.</source>
      <translation>{name} lag nicht mehr in seinem Ordner (verschoben, umbenannt oder gelöscht): Die Partie ist dort erneut gespeichert. Datei › Speichern unter… speichert sie woanders.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3625" />
      <source>{name} was saved by Bouquet {version}, newer than this one ({ours}): every move in it is allowed here, and it opened as it was saved.</source>
      <translation>{name} wurde mit Bouquet {version} gespeichert, einer neueren Version als dieser ({ours}): Alle Züge darin sind hier erlaubt, und das Spiel wurde so geöffnet, wie es gespeichert wurde.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3912" />
      <source>{name} was written by another program, or another Bouquet, since this game was last saved there or opened from it.</source>
      <translation>{name} wurde von einem anderen Programm oder einem anderen Bouquet geschrieben, seit diese Partie zuletzt dort gespeichert oder daraus geöffnet wurde.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3162" />
      <source>{name} was written by another program, or another Bouquet, since this game was saved there: it no longer holds this game. Save this game in another file before leaving it?</source>
      <translation>{name} wurde von einem anderen Programm oder einem anderen Bouquet geschrieben, seit diese Partie dort gespeichert wurde: Die Datei enthält diese Partie nicht mehr. Diese Partie in einer anderen Datei speichern, bevor du sie verlässt?</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2666" />
      <source>{name} wins</source>
      <translation>{name} gewinnt</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2675" />
      <source>{name} {score}</source>
      <translation>{name} {score}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="3589" />
      <source>{name}: {reason}</source>
      <translation>{name}: {reason}</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4087" />
      <source>{reason} Until it works again, the moves are not kept by themselves: save the game (File &gt; Save) to keep them.</source>
      <translation>{reason} Bis es wieder klappt, werden die Züge nicht von selbst gesichert: Speichere das Spiel (Datei &gt; Speichern), um sie zu behalten.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4855" />
      <source>{short} point short of your best score: {best}, code {code}.</source>
      <translation>{short} Punkt unter deiner besten Punktzahl: {best}, Code {code}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="4857" />
      <source>{short} points short of your best score: {best}, code {code}.</source>
      <translation>{short} Punkte unter deiner besten Punktzahl: {best}, Code {code}.</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1757" />
      <source>{tip} ({keys})</source>
      <translation>{tip} ({keys})</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2277" />
      <source>{to_play} · looking back: Redo plays on</source>
      <translation>{to_play} · Rückblick: Wiederholen spielt weiter</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="2657" />
      <source>{turns} turns</source>
      <translation>{turns} Züge</translation>
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="1747" />
      <source>⚠ Not autosaved: File &gt; Save keeps the moves</source>
      <translation>⚠ Nicht automatisch gespeichert: Datei &gt; Speichern behält die Züge</translation>
    </message>
  </context>
  <context>
    <name>MoveLog</name>
    <message>
      <location filename="../desktop/move_log.py" line="94" />
      <source>Click a move to see the table after it; Alt+↑ and Alt+↓ step to the move before or after it, and the last move or Esc returns to the game.</source>
      <translation>Klicke auf einen Zug, um den Tisch danach zu sehen; Alt+↑ und Alt+↓ gehen zum Zug davor oder danach, und der letzte Zug oder Esc führt zur Partie zurück.</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="818" />
      <source>A name has at most {count} characters.</source>
      <translation>Ein Name hat höchstens {count} Zeichen.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="981" />
      <source>A person at this screen.</source>
      <translation>Eine Person an diesem Bildschirm.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="976" />
      <source>AI – easy</source>
      <translation>KI – leicht</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="978" />
      <source>AI – hard</source>
      <translation>KI – schwer</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="977" />
      <source>AI – normal</source>
      <translation>KI – normal</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="993" />
      <source>Challenge code</source>
      <translation>Herausforderungscode</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="884" />
      <location filename="../desktop/dialogs/new_game.py" line="997" />
      <source>Copied</source>
      <translation>Kopiert</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="999" />
      <source>Copy</source>
      <translation>Kopieren</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="673" />
      <source>Easy makes mistakes, a gentle opponent; normal plays the move that looks best now; hard looks several moves ahead (about a second a move).</source>
      <translation>Die Stufe „leicht“ ist ein sanfter Gegner und macht Fehler; „normal“ spielt den Zug, der gerade am besten aussieht; „schwer“ denkt mehrere Züge voraus (etwa eine Sekunde pro Zug).</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="970" />
      <source>Game</source>
      <translation>Spiel</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="975" />
      <source>Human</source>
      <translation>Mensch</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="984" />
      <source>Looks several moves ahead; thinks about a second a move.</source>
      <translation>Denkt mehrere Züge voraus; überlegt etwa eine Sekunde pro Zug.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="994" />
      <source>New code</source>
      <translation>Neuer Code</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="969" />
      <source>New game</source>
      <translation>Neues Spiel</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="773" />
      <source>No game is available yet.</source>
      <translation>Noch ist kein Spiel verfügbar.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="972" />
      <source>Options</source>
      <translation>Optionen</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="104" />
      <location filename="../desktop/dialogs/new_game.py" line="129" />
      <location filename="../desktop/i18n.py" line="1249" />
      <source>Player {number}</source>
      <translation>Spieler {number}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="971" />
      <source>Players</source>
      <translation>Spieler</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="982" />
      <source>Plays sensibly but makes mistakes: a gentle opponent.</source>
      <translation>Spielt vernünftig, macht aber Fehler: ein sanfter Gegner.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="983" />
      <source>Plays the move that looks best right now.</source>
      <translation>Spielt den Zug, der im Moment am besten aussieht.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="987" />
      <source>Seat {number}</source>
      <translation>Platz {number}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="973" />
      <source>Seats</source>
      <translation>Plätze</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="805" />
      <source>Seats {first} and {second} are both called {name}: give them different names.</source>
      <translation>Die Plätze {first} und {second} heißen beide {name}: Gib ihnen verschiedene Namen.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="864" />
      <source>Share the code: the same code and options deal the same game.</source>
      <translation>Teile den Code: Gleicher Code und gleiche Optionen ergeben dieselbe Partie.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="699" />
      <source>Solo: your score earns a rank ({ranks} points); a game that counts has no hints, and its result joins your solo results.</source>
      <translation>Solo: Deine Punktzahl bringt einen Rang ({ranks} Punkten); eine gewertete Partie hat keine Tipps, und ihr Ergebnis kommt zu deinen Solo-Ergebnissen.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="788" />
      <source>The challenge code has 8 letters and digits, like {example}.</source>
      <translation>Der Herausforderungscode hat 8 Buchstaben und Ziffern, etwa {example}.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="859" />
      <source>The code stays hidden while people share the screen: it would show the hidden cards. The game shows it at its end.</source>
      <translation>Der Code bleibt verborgen, solange mehrere Personen den Bildschirm teilen: Er würde die verdeckten Karten verraten. Am Ende der Partie wird er gezeigt.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="315" />
      <source>without the %1</source>
      <translation>ohne %1</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="785" />
      <source>{characters} and {last} are not used in challenge codes.</source>
      <translation>{characters} und {last} kommen in Herausforderungscodes nicht vor.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="781" />
      <source>{character} is not used in challenge codes.</source>
      <translation>{character} kommt in Herausforderungscodes nicht vor.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="689" />
      <source>{rank} below {least}</source>
      <translation>{rank} unter {least}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="693" />
      <source>{rank} from {least}</source>
      <translation>{rank} ab {least}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="779" />
      <source>“{character}”</source>
      <translation>„{character}“</translation>
    </message>
  </context>
  <context>
    <name>PetalPlottersBoard</name>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1379" />
      <source> (deal %1 is over)</source>
      <translation> (Runde %1 ist vorbei)</translation>
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
      <translation>%1 (%2, zählt %3)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2455" />
      <source>%1 (%2, counts %3, then %4)</source>
      <translation>%1 (%2, zählt %3, danach %4)</translation>
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
      <translation>%1 (oben %2, unten %3) · %4: %5
%6</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1191" />
      <source>%1 card. The discard pile is public.</source>
      <translation>%1 Karte. Der Ablagestapel ist öffentlich.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1248" />
      <location filename="../desktop/games/petal_plotters/board.py" line="3937" />
      <source>%1 cards not counted</source>
      <translation>%1 Karten nicht gezählt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4184" />
      <source>%1 cards set aside unseen</source>
      <translation>%1 Karten ungesehen beiseite</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1194" />
      <source>%1 cards, oldest first. The discard pile is public.</source>
      <translation>%1 Karten, älteste zuerst. Der Ablagestapel ist öffentlich.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2561" />
      <source>%1 each passed a card, as %3's %2 asked</source>
      <translation>%1 haben je eine Karte weitergegeben, wie es die Karte %2 von %3 verlangt hat</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="172" />
      <source>%1 exchanges %2 with a card in a different Garrison</source>
      <translation>%1 tauscht %2 mit einer Karte in einer anderen Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="170" />
      <source>%1 exchanges %2 with a card in another Garrison</source>
      <translation>%1 tauscht %2 mit einer Karte in einer anderen Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="169" />
      <source>%1 exchanges one of their own hand cards for %2</source>
      <translation>%1 tauscht eine eigene Handkarte gegen %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="164" />
      <source>%1 flips %2 face up</source>
      <translation>%1 deckt %2 auf</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2243" />
      <source>%1 from %2's hand</source>
      <translation>%1 aus der Hand von %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4922" />
      <source>%1 had only this card left: they pass it to %2.</source>
      <translation>%1 hatte nur noch diese Karte: %1 gibt sie an %2 weiter.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4134" />
      <source>%1 has chosen the card to pass to %2; it changes hands once everyone has.</source>
      <translation>%1 hat die Karte gewählt, die an %2 geht; sie wechselt die Hand, sobald alle gewählt haben.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5425" />
      <source>%1 has played. Your turn in a moment…</source>
      <translation>%1 hat gespielt. Gleich bist du dran…</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2650" />
      <source>%1 have passed their card</source>
      <translation>%1 habt eure Karten schon weitergegeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5177" />
      <source>%1 holds the Great Hornbill, and begins</source>
      <translation>%1 hat den Doppelhornvogel und beginnt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2249" />
      <source>%1 in %2's Garrison</source>
      <translation>%1 in der Garnison von %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4024" />
      <location filename="../desktop/games/petal_plotters/board.py" line="4038" />
      <location filename="../desktop/games/petal_plotters/board.py" line="4138" />
      <source>%1 in hand</source>
      <translation>%1 auf der Hand</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1110" />
      <source>%1 in hand (1 passed, held until all pass)</source>
      <translation>%1 auf der Hand (1 weitergegeben, wartet, bis alle weitergeben)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1111" />
      <source>%1 in hand, 1 passed</source>
      <translation>%1 auf der Hand, 1 weitergegeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2248" />
      <source>%1 in your Garrison</source>
      <translation>%1 in deiner Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6765" />
      <source>%1 in your hand</source>
      <translation>%1 in deiner Hand</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5114" />
      <source>%1 is playing: an ability they use shows here.</source>
      <translation>%1 ist am Zug: Eine gespielte Fähigkeit erscheint hier.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5429" />
      <source>%1 is playing…</source>
      <translation>%1 ist am Zug…</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5429" />
      <source>%1 is playing… The arrows read the table.</source>
      <translation>%1 ist am Zug… Mit den Pfeiltasten gehst du die Karten auf dem Tisch durch.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="897" />
      <source>%1 laid their last card as their victory card</source>
      <translation>%1 hat die letzte Karte als Siegkarte ausgelegt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="163" />
      <source>%1 looks at %2</source>
      <translation>%1 sieht sich %2 an</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="167" />
      <source>%1 may rotate %2</source>
      <translation>%1 darf %2 drehen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4343" />
      <source>%1 may still hold:</source>
      <translation>Vielleicht bei %1:</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4221" />
      <source>%1 of %2 dealt</source>
      <translation>%1 von %2 im Spiel</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4193" />
      <source>%1 of the %2 cards are dealt.</source>
      <translation>%1 der %2 Karten werden ausgeteilt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1398" />
      <source>%1 of them were set aside unseen before the deal.</source>
      <translation>%1 davon wurden vor dem Austeilen ungesehen beiseitegelegt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2258" />
      <source>%1 on the discard pile</source>
      <translation>%1 auf dem Ablagestapel</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="764" />
      <source>%1 or %2</source>
      <translation>%1 oder %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4341" />
      <source>%1 or %2 may hold:</source>
      <translation>%1 oder %2 hat sie vielleicht:</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2559" />
      <source>%1 passed a card, as %3's %2 asked</source>
      <translation>%1 hat eine Karte weitergegeben, wie es die Karte %2 von %3 verlangt hat</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5182" />
      <source>%1 plays the ability of %2</source>
      <translation>%1 setzt die Fähigkeit der Karte %2 ein</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="168" />
      <source>%1 removes %2</source>
      <translation>%1 entfernt %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="167" />
      <source>%1 rotates %2</source>
      <translation>%1 dreht %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4219" />
      <source>%1 set aside unseen</source>
      <translation>%1 verdeckt beiseite</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5164" />
      <source>%1 to pass a card</source>
      <translation>%1 gibt eine Karte weiter</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5053" />
      <source>%1 uses %2</source>
      <translation>%1 nutzt die Karte %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1112" />
      <source>%1 · 1 passed</source>
      <translation>%1 · 1 weitergegeben</translation>
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
      <translation>%1 — %2 wird deine Siegkarte</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2666" />
      <source>%1 — no card to act on</source>
      <translation>%1 — keine Karte als Ziel</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2344" />
      <source>%1 — the card you receive becomes your victory card</source>
      <translation>%1 — die Karte, die du bekommst, wird deine Siegkarte</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2416" />
      <location filename="../desktop/games/petal_plotters/board.py" line="3037" />
      <source>%1's Garrison</source>
      <translation>der Garnison von %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3746" />
      <source>%1's hand: %2 card</source>
      <translation>Hand von %1: %2 Karte</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3746" />
      <source>%1's hand: %2 cards</source>
      <translation>Hand von %1: %2 Karten</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2255" />
      <source>%1, %2's victory card</source>
      <translation>%1, die Siegkarte von %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6755" />
      <source>%1, counts %2</source>
      <translation>%1, zählt %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2257" />
      <source>%1, now in your hand</source>
      <translation>%1, jetzt in deiner Hand</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5030" />
      <source>%1, removed from %2's Garrison</source>
      <translation>%1, aus der Garnison von %2 entfernt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5028" />
      <source>%1, removed from your Garrison</source>
      <translation>%1, aus deiner Garnison entfernt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5035" />
      <source>%1, used by %2</source>
      <translation>%1, von %2 genutzt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5035" />
      <source>%1, used by you</source>
      <translation>%1, von dir genutzt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2253" />
      <source>%1, your victory card</source>
      <translation>%1, deine Siegkarte</translation>
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
      <translation>%1: %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="806" />
      <source>%2 shared deal %1.</source>
      <translation>%2 teilen sich den Sieg in Runde %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="804" />
      <source>%2 won deal %1.</source>
      <translation>%2 hat Runde %1 gewonnen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1979" />
      <source>+%1 Victory Point</source>
      <translation>+%1 Siegpunkt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1979" />
      <source>+%1 Victory Points</source>
      <translation>+%1 Siegpunkte</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3935" />
      <source>1 card not counted</source>
      <translation>1 Karte nicht gezählt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4182" />
      <source>1 card set aside unseen</source>
      <translation>1 Karte ungesehen beiseite</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1396" />
      <source>1 of them was set aside unseen before the deal.</source>
      <translation>1 davon wurde vor dem Austeilen ungesehen beiseitegelegt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4217" />
      <source>1 set aside unseen</source>
      <translation>1 verdeckt beiseite</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="791" />
      <source>? %1</source>
      <translation>? %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5939" />
      <source>A card goes to the discard pile once its ability is used: drop it on “Use ability” to play it.</source>
      <translation>Eine Karte kommt erst auf den Ablagestapel, wenn ihre Fähigkeit genutzt ist: Lege sie auf „Fähigkeit nutzen“, um sie zu spielen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6388" />
      <source>A card you pass goes to a hand, where neither end counts: there is nothing to rotate.</source>
      <translation>Eine Karte, die du weitergibst, kommt auf eine Hand, wo keines ihrer Enden zählt: Da gibt es nichts zu drehen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="184" />
      <location filename="../desktop/games/petal_plotters/items.py" line="199" />
      <source>A face-down card</source>
      <translation>Eine verdeckte Karte</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1329" />
      <source>A match is %1 deals; whoever has the most Victory Points after the last wins (equal points share the win). Each deal's winners score, alone / together:</source>
      <translation>Eine Partie hat %1 Runden; wer nach der letzten die meisten Siegpunkte hat, gewinnt (bei Gleichstand wird der Sieg geteilt). Die Gewinner jeder Runde bekommen, allein / gemeinsam:</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5063" />
      <source>Ability of %1</source>
      <translation>Fähigkeit, die %1 nutzt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2379" />
      <source>Add %1 face down to your Garrison, with %2 up</source>
      <translation>Die Karte %1 verdeckt zu deiner Garnison hinzufügen, mit der %2 nach oben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2374" />
      <source>Add %1 face down to your Garrison, with %2 up (rotated for you)</source>
      <translation>Die Karte %1 verdeckt zu deiner Garnison hinzufügen, mit der %2 nach oben (für dich gedreht)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1312" />
      <source>Being played: %1</source>
      <translation>Wird gerade gespielt: %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="80" />
      <source>Blue Squad</source>
      <translation>Blaue Truppe</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="108" />
      <source>Butterfly</source>
      <translation>Schmetterling</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7947" />
      <source>Cancel</source>
      <translation>Abbrechen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2791" />
      <source>Cancel the ability</source>
      <translation>Fähigkeit abbrechen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2788" />
      <source>Cancel the ability of %1</source>
      <translation>Die Fähigkeit der Karte %1 abbrechen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6423" />
      <source>Cancelled: %1 is back in your hand, and it is still your turn.</source>
      <translation>Abgebrochen: Die Karte %1 ist wieder auf deiner Hand, und du bist weiter am Zug.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6746" />
      <source>Card %1 of %2, face down</source>
      <translation>Karte %1 in %2, verdeckt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2974" />
      <source>Cards changed hands: you will see yours on your turn.</source>
      <translation>Die Karten haben die Hand gewechselt: Du siehst deine, wenn du am Zug bist.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2634" />
      <location filename="../desktop/games/petal_plotters/board.py" line="2769" />
      <source>Cards passed to the left</source>
      <translation>Karten nach links weitergegeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2631" />
      <location filename="../desktop/games/petal_plotters/board.py" line="2781" />
      <source>Cards passed to the left; you received %1 from %2</source>
      <translation>Karten nach links weitergegeben; du hast die Karte %1 von %2 bekommen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2404" />
      <source>Choose %1 from your hand to give, with %2 up</source>
      <translation>Die Karte %1 aus deiner Hand zum Abgeben wählen, mit der %2 nach oben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2399" />
      <source>Choose %1 from your hand to give, with %2 up (rotated for you)</source>
      <translation>Die Karte %1 aus deiner Hand zum Abgeben wählen, mit der %2 nach oben (für dich gedreht)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5538" />
      <source>Choose a highlighted target (or ←/→ and Enter).</source>
      <translation>Wähle ein hervorgehobenes Ziel (oder ←/→ und Enter).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5539" />
      <source>Choose a highlighted target.</source>
      <translation>Wähle ein hervorgehobenes Ziel.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1473" />
      <source>Choose card %1 of %2</source>
      <translation>Karte %1 in %2 wählen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1472" />
      <source>Choose card %1 of %2 to exchange</source>
      <translation>Karte %1 in %2 zum Tauschen wählen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5282" />
      <location filename="../desktop/games/petal_plotters/board.py" line="5297" />
      <source>Choose one of the highlighted cards: ←/→ and Enter.</source>
      <translation>Wähle eine der hervorgehobenen Karten: ←/→ und Enter.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5268" />
      <source>Choose the card of your hand you give with ←/→ and Enter (R rotates it first).</source>
      <translation>Wähle die Handkarte, die du abgibst, mit ←/→ und Enter (R dreht sie vorher).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5514" />
      <source>Choose the card of your hand you give: click it (right-click or the wheel rotates it).</source>
      <translation>Wähle die Handkarte, die du abgibst: Klicke sie an (Rechtsklick oder das Mausrad drehen sie).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5510" />
      <source>Choose the card of your hand you give: click it, or ←/→ and Enter (R, right-click or the wheel rotates it).</source>
      <translation>Wähle die Handkarte, die du abgibst: Klicke sie an oder ←/→ und Enter (R, Rechtsklick oder das Mausrad drehen sie).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5522" />
      <source>Choose the card to rotate: click it, or ←/→ and R or Enter.</source>
      <translation>Wähle die Karte zum Drehen: Klicke sie an oder ←/→ und R oder Enter.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5523" />
      <source>Choose the card to rotate: click it.</source>
      <translation>Wähle die Karte zum Drehen: Klicke sie an.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5292" />
      <source>Choose the card to rotate: ←/→ and R or Enter.</source>
      <translation>Wähle die Karte zum Drehen: ←/→ und dann R oder Enter.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5527" />
      <source>Choose the two cards to exchange: click one, then the other, or drag one onto the other (or ←/→ and Enter).</source>
      <translation>Wähle die beiden Karten zum Tauschen: Klicke auf die eine, dann auf die andere, oder ziehe die eine auf die andere (oder ←/→ und Enter).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5531" />
      <source>Choose the two cards to exchange: click one, then the other, or drag one onto the other.</source>
      <translation>Wähle die beiden Karten zum Tauschen: Klicke auf die eine, dann auf die andere, oder ziehe die eine auf die andere.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3792" />
      <source>Chosen</source>
      <translation>Gewählt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5283" />
      <source>Click a highlighted card, or drag it onto the card to swap with.</source>
      <translation>Klicke auf eine hervorgehobene Karte oder ziehe sie auf die Karte, mit der sie getauscht wird.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4441" />
      <source>Click here or press C: the deal's cards, where each is as far as you know.</source>
      <translation>Klicke hier oder drücke C: die Karten der Runde, wo jede ist, soweit du es weißt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5287" />
      <source>Click it to rotate it, or Skip.</source>
      <translation>Klicke sie an, um sie zu drehen, oder auf Überspringen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5293" />
      <location filename="../desktop/games/petal_plotters/board.py" line="5298" />
      <source>Click one of the highlighted cards.</source>
      <translation>Klicke auf eine der hervorgehobenen Karten.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5271" />
      <source>Click the card of your hand you give (rotate it first to choose its up end).</source>
      <translation>Klicke auf die Handkarte, die du abgibst (drehe sie vorher, um die obere Seite zu wählen).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5933" />
      <source>Click the card to pass, or drop it on %1's panel.</source>
      <translation>Klicke auf die Karte, die du weitergibst, oder lege sie auf das Feld von %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5936" />
      <source>Click the card you give, or drop it on the Garrison card you take for it.</source>
      <translation>Klicke auf die Karte, die du abgibst, oder lege sie auf die Garnisonskarte, die du dafür nimmst.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5505" />
      <source>Click the card you pass to the left (or ←/→ and Enter).</source>
      <translation>Klicke auf die Karte, die du nach links weitergibst (oder ←/→ und Enter).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5506" />
      <source>Click the card you pass to the left.</source>
      <translation>Klicke auf die Karte, die du nach links weitergibst.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5332" />
      <source>Click to give this card</source>
      <translation>Klicke, um diese Karte abzugeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5330" />
      <source>Click to pass this card</source>
      <translation>Klicke, um diese Karte weiterzugeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="114" />
      <source>Common Birdwing</source>
      <translation>Gewöhnlicher Vogelfalter</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2266" />
      <location filename="../desktop/games/petal_plotters/board.py" line="2270" />
      <source>Deal %1</source>
      <translation>Runde %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="810" />
      <source>Deal %1 has begun; L shows deal %2.</source>
      <translation>Runde %1 hat begonnen; L zeigt Runde %2.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2531" />
      <location filename="../desktop/games/petal_plotters/board.py" line="4812" />
      <location filename="../desktop/games/petal_plotters/board.py" line="5085" />
      <source>Deal %1 is over</source>
      <translation>Runde %1 ist vorbei</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5398" />
      <source>Deal %1 is over.</source>
      <translation>Runde %1 ist vorbei.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5400" />
      <source>Deal %1 is over: all Garrisons are revealed. The next deal waits until its results are closed.</source>
      <translation>Runde %1 ist vorbei: Alle Garnisonen sind aufgedeckt. Die nächste Runde wartet, bis ihre Ergebnisse geschlossen sind.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1548" />
      <source>Deal %1 of %2</source>
      <translation>Runde %1 von %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5162" />
      <source>Deal %1 of %2 is over</source>
      <translation>Runde %1 von %2 ist vorbei</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4535" />
      <source>Deal %1 of %2 · Victory Points: %3</source>
      <translation>Runde %1 von %2 · Siegpunkte: %3</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4538" />
      <source>Deal %1 of %2 · Victory Points: %3 · %4 has won the match</source>
      <translation>Runde %1 von %2 · Siegpunkte: %3 · %4 hat die Partie gewonnen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5168" />
      <source>Deal %1 of %2: %3 lays the Great Hornbill</source>
      <translation>Runde %1 von %2: %3 legt den Doppelhornvogel aus</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5174" />
      <source>Deal %1 of %2: %3's first turn</source>
      <translation>Runde %1 von %2: erster Zug von %3</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1669" />
      <source>Deals the next hand. “Previous deal…” (L) shows these results again.</source>
      <translation>Teilt die nächste Runde aus. „Vorige Runde…“ (L) zeigt diese Ergebnisse wieder.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1183" />
      <source>Discard pile</source>
      <translation>Ablagestapel</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4175" />
      <source>Discard pile (%1)</source>
      <translation>Ablagestapel (%1)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="961" />
      <source>Discard pile: %1 card. Click to look through it.</source>
      <translation>Ablagestapel: %1 Karte. Klicke, um ihn durchzusehen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="963" />
      <source>Discard pile: %1 cards. Click to look through it.</source>
      <translation>Ablagestapel: %1 Karten. Klicke, um ihn durchzusehen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5754" />
      <source>Drag a card here to add it to your Garrison</source>
      <translation>Ziehe eine Karte hierher, um sie deiner Garnison hinzuzufügen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6085" />
      <source>Drag the card onto your Garrison or onto “Use ability”; R rotates it.</source>
      <translation>Ziehe die Karte in deine Garnison oder auf „Fähigkeit nutzen“; R dreht sie.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5110" />
      <source>Drop a card here to play its ability; the card then goes to the discard pile.</source>
      <translation>Lege eine Karte hier ab, um ihre Fähigkeit zu nutzen; danach kommt sie auf den Ablagestapel.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5974" />
      <source>Drop the Great Hornbill on your Garrison: the deal starts with it there.</source>
      <translation>Lege den Doppelhornvogel in deine Garnison: Die Runde beginnt mit ihm dort.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5975" />
      <source>Drop the Great Hornbill on your Garrison: the game starts with it there.</source>
      <translation>Lege den Doppelhornvogel in deine Garnison: Die Partie beginnt mit ihm dort.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5953" />
      <source>Drop the card on your Garrison to add it, or on “Use ability” to play its ability.</source>
      <translation>Lege die Karte in deine Garnison, um sie hinzuzufügen, oder auf „Fähigkeit nutzen“, um ihre Fähigkeit zu spielen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="109" />
      <source>Dusky Leaf Langur</source>
      <translation>Brillenlangur</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="2133" />
      <source>Empty Garrison</source>
      <translation>Leere Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="817" />
      <source>End of deal %1:</source>
      <translation>Ende der Runde %1:</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5558" />
      <source>Esc cancels (the others have seen your %1 all the same).</source>
      <translation>Esc bricht ab (die anderen haben deine Karte %1 trotzdem gesehen).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5563" />
      <source>Esc cancels.</source>
      <translation>Esc bricht ab.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2842" />
      <source>Everyone passed a card left: you gave %1 to %2</source>
      <translation>Alle gaben nach links weiter: du gabst die Karte %1 an %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2849" />
      <source>Everyone passed a card left: you gave %1 to %2 and received %3 from %4</source>
      <translation>Alle gaben nach links weiter: du gabst die Karte %1 an %2 und bekamst die Karte %3 von %4</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2844" />
      <source>Everyone passed a card left: you gave a card to %2</source>
      <translation>Alle gaben nach links weiter: du gabst eine Karte an %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2851" />
      <source>Everyone passed a card left: you gave a card to %2 and received %3 from %4</source>
      <translation>Alle gaben nach links weiter: du gabst eine Karte an %2 und bekamst die Karte %3 von %4</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5213" />
      <source>Everyone passes a card to the left. Choose the card you pass to %1: ←/→ and Enter.</source>
      <translation>Alle geben eine Karte nach links weiter. Wähle die Karte, die du an %1 gibst: ←/→ und Enter.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5217" />
      <source>Everyone passes a card to the left. Click the card you pass to %1.</source>
      <translation>Alle geben eine Karte nach links weiter. Klicke auf die Karte, die du an %1 gibst.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5222" />
      <source>Everyone passes a card to the left: %1 passed, waiting for %2.</source>
      <translation>Alle geben eine Karte nach links weiter: %1 weitergegeben, warte auf %2.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2429" />
      <source>Exchange %5 from your hand, with %6 up, for card %1 of %2</source>
      <translation>Die Karte %5 aus deiner Hand, mit der %6 nach oben, gegen Karte %1 aus %2 tauschen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1468" />
      <source>Exchange a hand card for card %1 of %2</source>
      <translation>Eine Handkarte gegen Karte %1 aus %2 tauschen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1471" />
      <source>Exchange card %3 of %4 with card %1 of %2</source>
      <translation>Karte %3 aus %4 mit Karte %1 aus %2 tauschen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1311" />
      <source>Face up in a Garrison: %1</source>
      <translation>Offen in einer Garnison: %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7970" />
      <source>Final deal…</source>
      <translation>Letzte Runde…</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1590" />
      <source>Final standings: %2</source>
      <translation>Endstand: %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5632" />
      <source>Finish the ability in progress first (or Cancel it).</source>
      <translation>Beende zuerst die laufende Fähigkeit (oder brich sie ab).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5630" />
      <location filename="../desktop/games/petal_plotters/board.py" line="5654" />
      <location filename="../desktop/games/petal_plotters/board.py" line="5890" />
      <source>First place the Great Hornbill into your Garrison.</source>
      <translation>Lege zuerst den Doppelhornvogel in deine Garnison.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1462" />
      <source>Flip card %1 of %2 face up</source>
      <translation>Karte %1 in %2 aufdecken</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2321" />
      <source>For %3's %4: pass %1 to %2, on your left</source>
      <translation>Für die Karte %4 von %3: Die Karte %1 an %2 weitergeben, links von dir</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="79" />
      <location filename="../desktop/games/petal_plotters/faces.py" line="106" />
      <source>Frog</source>
      <translation>Frosch</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5086" />
      <source>Game over</source>
      <translation>Partie vorbei</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="103" />
      <source>Garden Snail</source>
      <translation>Gartenschnecke</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="102" />
      <source>Great Hornbill</source>
      <translation>Doppelhornvogel</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="107" />
      <source>Honey Bee</source>
      <translation>Honigbiene</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="81" />
      <source>Hornbill</source>
      <translation>Doppelhornvogel</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7899" />
      <location filename="../desktop/games/petal_plotters/items.py" line="1575" />
      <source>How the winner was decided (priority order, from the top)</source>
      <translation>Wie der Sieg ermittelt wurde (Rangfolge, von oben)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5559" />
      <source>If you cancel, the others have seen your %1 all the same.</source>
      <translation>Brichst du ab, haben die anderen deine Karte %1 trotzdem gesehen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4337" />
      <source>In %1's hand you know (?: maybe):</source>
      <translation>Auf der Hand von %1 kennst du (?: vielleicht):</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4339" />
      <source>In %1's hand you know:</source>
      <translation>Auf der Hand von %1 kennst du:</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1313" />
      <source>In your hand: %1</source>
      <translation>In deiner Hand: %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3787" />
      <source>It may be %1, which you knew in %2's hand.</source>
      <translation>Vielleicht ist es die Karte %1, von der du wusstest, dass %2 sie hatte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4996" />
      <source>It may be %1: you knew where it was, and it may have changed hands since.</source>
      <translation>Vielleicht ist es die Karte %1: Du wusstest, wo sie war, und sie kann seitdem den Besitzer gewechselt haben.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="78" />
      <location filename="../desktop/games/petal_plotters/faces.py" line="105" />
      <source>Katydid</source>
      <translation>Laubheuschrecke</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5476" />
      <source>Keys: ←/→ choose, ↑/↓ read the table, R rotate, Enter add, U use, D discard pile.</source>
      <translation>Tasten: ←/→ wählen, ↑/↓ Karten durchgehen, R drehen, Enter hinzufügen, U nutzen, D Ablagestapel.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1309" />
      <source>Known as another player's victory card: %1</source>
      <translation>Bekannt als Siegkarte eines anderen: %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1310" />
      <source>Known face down in a Garrison: %1</source>
      <translation>Bekannt verdeckt in einer Garnison: %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1308" />
      <source>Known in another player's hand: %1</source>
      <translation>Bekannt in der Hand eines anderen: %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7140" />
      <source>L shows the previous deal once a deal is over: this is the match's first.</source>
      <translation>L zeigt die vorige Runde, sobald eine Runde vorbei ist: Dies ist die erste Runde der Partie.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5486" />
      <source>L shows the previous deal.</source>
      <translation>L zeigt die vorige Runde.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6065" />
      <source>Last move — %1: %2</source>
      <translation>Letzter Zug — %1: %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6052" />
      <source>Last turn — %1</source>
      <translation>Letzter Zug — %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1651" />
      <source>Later deal →</source>
      <translation>Spätere Runde →</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2732" />
      <source>Leave card %1 of %2 unrotated</source>
      <translation>Karte %1 in %2 nicht drehen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2730" />
      <source>Leave it unrotated</source>
      <translation>Nicht drehen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7955" />
      <source>Leave this optional step undone: the ability ends here.</source>
      <translation>Diesen freiwilligen Schritt auslassen: Die Fähigkeit endet hier.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1460" />
      <source>Look at card %1 of %2</source>
      <translation>Karte %1 in %2 ansehen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="113" />
      <source>Malay Red Harlequin</source>
      <translation>Malaiischer Roter Harlekin</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1657" />
      <source>Match results</source>
      <translation>Ergebnis der Partie</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1666" />
      <source>Next deal</source>
      <translation>Nächste Runde</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1610" />
      <source>Next: deal %1 of %2.</source>
      <translation>Als Nächstes: Runde %1 von %2.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5100" />
      <source>Nobody wins this time.</source>
      <translation>Diesmal gewinnt niemand.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="802" />
      <source>Nobody won deal %1.</source>
      <translation>Niemand hat Runde %1 gewonnen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1306" />
      <source>Not seen by you: %1</source>
      <translation>Nicht gesehen: %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="2177" />
      <source>Not taken yet: press again in a moment.</source>
      <translation>Noch nicht angenommen: gleich noch einmal drücken.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7085" />
      <source>Nothing to cancel. Esc cancels an ability before you choose its target, takes back a card while you drag it, and closes a card shown large.</source>
      <translation>Nichts abzubrechen. Esc bricht eine Fähigkeit ab, bevor du ihr Ziel wählst, legt eine Karte zurück, während du sie ziehst, und schließt eine groß dargestellte Karte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7117" />
      <source>Nothing to rotate here: R turns a card of your hand before you add it, or the card an ability's step rotates.</source>
      <translation>Hier gibt es nichts zu drehen: R dreht eine Karte deiner Hand, bevor du sie hinlegst, oder die Karte, die ein Schritt einer Fähigkeit dreht.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7148" />
      <source>Nothing to skip now: S skips an ability's optional step.</source>
      <translation>Gerade gibt es nichts zu überspringen: S überspringt den freiwilligen Schritt einer Fähigkeit.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5275" />
      <source>Now choose the card in another Garrison to swap with: ←/→ and Enter.</source>
      <translation>Wähle jetzt die Karte in einer anderen Garnison, mit der getauscht wird: ←/→ und Enter.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5276" />
      <source>Now click the card in another Garrison to swap with.</source>
      <translation>Klicke jetzt auf die Karte in einer anderen Garnison, mit der getauscht wird.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1608" />
      <source>Now playing: deal %1 of %2.</source>
      <translation>Jetzt läuft: Runde %1 von %2.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1315" />
      <source>On the discard pile: %1</source>
      <translation>Auf dem Ablagestapel: %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="110" />
      <source>Pangolin</source>
      <translation>Schuppentier</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2389" />
      <source>Pass %1 to %2, on your left</source>
      <translation>Die Karte %1 an %2 weitergeben, links von dir</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2391" />
      <source>Pass %1 to the left</source>
      <translation>Die Karte %1 nach links weitergeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2569" />
      <source>Passed a card for your %1</source>
      <translation>Hat eine Karte für deine Karte %1 weitergegeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2660" />
      <source>Passed a card; the others pass next</source>
      <translation>Hat eine Karte weitergegeben; die anderen folgen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2652" />
      <source>Passed so far: %1</source>
      <translation>%1 haben ihre Karte schon weitergegeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2571" />
      <source>Passed you %1, as your %2 asked</source>
      <translation>Hat dir die Karte %1 weitergegeben, wie es deine Karte %2 verlangt hat</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1247" />
      <location filename="../desktop/games/petal_plotters/board.py" line="3932" />
      <location filename="../desktop/games/petal_plotters/items.py" line="1970" />
      <source>Petal Power %1</source>
      <translation>Blütenkraft %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2747" />
      <source>Place the Great Hornbill</source>
      <translation>Den Doppelhornvogel legen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3894" />
      <source>Player %1</source>
      <translation>Spieler %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7970" />
      <source>Previous deal…</source>
      <translation>Vorige Runde…</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4467" />
      <source>Priority: 1 ▼ Snail / Spider &lt; 0 · 2 ◆ Katydid ≤ 7 · 3 ⬢ Frog ≥ 12 · 4 ● Blue Squad ≥ 8 · 5 ★ Hornbill otherwise</source>
      <translation>Rangfolge: 1 ▼ Schnecke / Spinne &lt; 0 · 2 ◆ Laubheuschrecke ≤ 7 · 3 ⬢ Frosch ≥ 12 · 4 ● Blaue Truppe ≥ 8 · 5 ★ Doppelhornvogel sonst</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4455" />
      <source>Priority: 1. ▼ Snail / Spider below 0 · 2. ◆ Katydid 7 or less · 3. ⬢ Frog 12 or more · 4. ● Blue Squad 8 or more · 5. ★ Hornbill if nobody else wins</source>
      <translation>Rangfolge: 1. ▼ Schnecke / Spinne unter 0 · 2. ◆ Laubheuschrecke 7 oder weniger · 3. ⬢ Frosch 12 oder mehr · 4. ● Blaue Truppe 8 oder mehr · 5. ★ Doppelhornvogel, wenn sonst niemand gewinnt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4472" />
      <source>Priority: ▼ &lt; 0 › ◆ ≤ 7 › ⬢ ≥ 12 › ● ≥ 8 › ★ otherwise</source>
      <translation>Rangfolge: ▼ &lt; 0 › ◆ ≤ 7 › ⬢ ≥ 12 › ● ≥ 8 › ★ sonst</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5287" />
      <source>R rotates it, S skips.</source>
      <translation>R dreht sie, S überspringt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1466" />
      <source>Remove card %1 of %2</source>
      <translation>Karte %1 aus %2 entfernen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1464" />
      <source>Rotate card %1 of %2</source>
      <translation>Karte %1 in %2 drehen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5543" />
      <source>S skips.</source>
      <translation>S überspringt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1307" />
      <source>Seen, then lost among a few places: %1</source>
      <translation>Gesehen, dann zwischen wenigen Orten verloren: %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4487" />
      <source>Shaded: the categories whose condition the total shown, %1, meets.</source>
      <translation>Farbig hinterlegt: die Kategorien, deren Bedingung die angezeigte Summe, %1, erfüllt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1915" />
      <source>Shows deal %1 of %2 (key %3).</source>
      <translation>Zeigt Runde %1 von %2 (Taste %3).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1660" />
      <source>Shows who won the match. “Final deal…” (L) shows these results again.</source>
      <translation>Zeigt, wer die Partie gewonnen hat. „Letzte Runde…“ (L) zeigt diese Ergebnisse wieder.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="112" />
      <source>Silver Royal</source>
      <translation>Silberner Königsfalter</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4838" />
      <source>Since your last move (%1 of %2):</source>
      <translation>Seit deinem letzten Zug (%1 von %2):</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4840" />
      <source>Since your last move (%1 of %2, see History):</source>
      <translation>Seit deinem letzten Zug (%1 von %2, siehe Verlauf):</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2784" />
      <location filename="../desktop/games/petal_plotters/board.py" line="7953" />
      <source>Skip</source>
      <translation>Überspringen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="77" />
      <source>Snail / Spider</source>
      <translation>Schnecke / Spinne</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4846" />
      <source>So far (%1 of %2):</source>
      <translation>Bisher (%1 von %2):</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4846" />
      <source>So far (%1 of %2, see History):</source>
      <translation>Bisher (%1 von %2, siehe Verlauf):</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2654" />
      <source>So far only %1 has passed a card</source>
      <translation>Erst %1 hat eine Karte weitergegeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="104" />
      <source>Spider</source>
      <translation>Spinne</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1590" />
      <source>Standings after deal %1: %2</source>
      <translation>Stand nach Runde %1: %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5247" />
      <location filename="../desktop/games/petal_plotters/board.py" line="5254" />
      <source>Step %1 of %2: </source>
      <translation>Schritt %1 von %2: </translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="111" />
      <source>Sunbird</source>
      <translation>Nektarvogel</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7951" />
      <source>Take the card back into your hand. It costs nothing, but the others have seen it.</source>
      <translation>Die Karte zurück auf die Hand nehmen. Das kostet nichts, aber die anderen haben sie gesehen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1634" />
      <source>That was the last deal: the match is over.</source>
      <translation>Das war die letzte Runde: Die Partie ist vorbei.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7959" />
      <source>The Deal's Cards…</source>
      <translation>Die Karten der Runde…</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7047" />
      <source>The Great Hornbill has no ability: Enter lays it in your Garrison.</source>
      <translation>Der Doppelhornvogel hat keine Fähigkeit: Enter legt ihn in deine Garnison.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1201" />
      <source>The arrows read each card; Tab goes to Close.</source>
      <translation>Die Pfeiltasten lesen jede Karte; Tab springt zu Schließen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7067" />
      <source>The blue frame shows the Great Hornbill: Enter lays it face up in your Garrison.</source>
      <translation>Der blaue Rahmen zeigt den Doppelhornvogel: Enter legt ihn offen in deine Garnison.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7078" />
      <source>The blue frame shows the card you give: ←/→ moves it, R rotates it, Enter gives it.</source>
      <translation>Der blaue Rahmen zeigt die Karte, die du abgibst: ←/→ verschiebt ihn, R dreht sie, Enter gibt sie ab.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7076" />
      <source>The blue frame shows the card you pass: ←/→ moves it, Enter passes it.</source>
      <translation>Der blaue Rahmen zeigt die Karte, die du weitergibst: ←/→ verschiebt ihn, Enter gibt sie weiter.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7071" />
      <source>The blue frame shows your choice: ←/→ moves it, Enter adds it to your Garrison (U: its ability).</source>
      <translation>Der blaue Rahmen zeigt deine Wahl: ←/→ verschiebt ihn, Enter legt sie in deine Garnison (U: ihre Fähigkeit).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7082" />
      <source>The blue frame shows your choice: ←/→ moves it, Enter takes it.</source>
      <translation>Der blaue Rahmen zeigt deine Wahl: ←/→ verschiebt ihn, Enter wählt sie.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5195" />
      <location filename="../desktop/games/petal_plotters/board.py" line="5484" />
      <source>The card you keep becomes your victory card.</source>
      <translation>Die Karte, die du behältst, wird deine Siegkarte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5194" />
      <source>The card you receive becomes your victory card.</source>
      <translation>Die Karte, die du bekommst, wird deine Siegkarte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="2184" />
      <source>The cards are still being turned over (Esc shows them all).</source>
      <translation>Die Karten werden noch umgedreht (Esc zeigt sie alle).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1335" />
      <source>The deal's cards</source>
      <translation>Die Karten der Runde</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6718" />
      <location filename="../desktop/games/petal_plotters/items.py" line="969" />
      <location filename="../desktop/games/petal_plotters/items.py" line="1189" />
      <source>The discard pile is empty.</source>
      <translation>Der Ablagestapel ist leer.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6714" />
      <source>The discard pile, %1 on top: Enter or D looks through it.</source>
      <translation>Der Ablagestapel, oben die Karte %1: Enter oder D blättert ihn durch.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5409" />
      <location filename="../desktop/games/petal_plotters/board.py" line="5626" />
      <source>The game is over.</source>
      <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5414" />
      <source>The game is over: all Garrisons are revealed.</source>
      <translation>Die Partie ist vorbei: Alle Garnisonen sind aufgedeckt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5413" />
      <source>The game is over: all Garrisons are revealed. The arrows read each card.</source>
      <translation>Die Partie ist vorbei: Alle Garnisonen sind aufgedeckt. Die Pfeiltasten zeigen jede Karte groß.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7099" />
      <source>The keys are back on the table, on the framed card: press the key again.</source>
      <translation>Die Tasten sind zurück am Tisch, auf der eingerahmten Karte: Drücke die Taste noch einmal.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4826" />
      <source>The last turns of the game (%1 of %2):</source>
      <translation>Die letzten Züge bis zum Ende (%1 von %2):</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4828" />
      <source>The last turns of the game (%1 of %2, see History):</source>
      <translation>Die letzten Züge bis zum Ende (%1 von %2, siehe Verlauf):</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1362" />
      <source>The memory aid is off: only what a real table shows you is known, and a card you laid or saw face down counts as not seen.</source>
      <translation>Die Gedächtnisstütze ist aus: Bekannt ist nur, was ein echter Tisch dir zeigt, und eine Karte, die du verdeckt gelegt oder gesehen hast, zählt als nicht gesehen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5419" />
      <source>The next deal waits until the results of the last one are closed.</source>
      <translation>Die nächste Runde wartet, bis die Ergebnisse der letzten geschlossen sind.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6424" />
      <source>The others have seen it.</source>
      <translation>Die anderen haben sie gesehen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6378" />
      <source>The rules lay the Great Hornbill with its %1 pointing up: you cannot rotate it as you lay it.</source>
      <translation>Die Regel legt den Doppelhornvogel mit der %1 nach oben: Beim Auslegen kannst du ihn nicht drehen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4203" />
      <source>The rules set these cards aside face down before the deal: nobody sees them, and they stay out of this deal.</source>
      <translation>Die Regeln legen diese Karten vor dem Austeilen verdeckt beiseite: Niemand sieht sie, und sie bleiben aus dieser Runde.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4208" />
      <source>The rules set these cards aside face down before the deal: nobody sees them, and they stay out of this game.</source>
      <translation>Die Regeln legen diese Karten vor dem Austeilen verdeckt beiseite: Niemand sieht sie, und sie spielen in dieser Partie nicht mit.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1623" />
      <source>Then came deal %1 of %2; the match is over.</source>
      <translation>Danach kam Runde %1 von %2; die Partie ist vorbei.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1617" />
      <source>Then came deal %3; next: deal %1 of %2.</source>
      <translation>Danach kam Runde %3; als Nächstes: Runde %1 von %2.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1619" />
      <source>Then came deal %3; now playing: deal %1 of %2.</source>
      <translation>Danach kam Runde %3; jetzt läuft: Runde %1 von %2.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1627" />
      <source>Then came deals %1 and %2; the match is over.</source>
      <translation>Danach kamen die Runden %1 und %2; die Partie ist vorbei.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6821" />
      <source>This card since your last move</source>
      <translation>Was seit deinem letzten Zug mit dieser Karte geschah</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6816" />
      <source>This card since your last move, newest first</source>
      <translation>Was seit deinem letzten Zug mit dieser Karte geschah, das Neueste zuerst</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6822" />
      <source>This card so far</source>
      <translation>Diese Karte bisher</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6818" />
      <source>This card so far, newest first</source>
      <translation>Diese Karte bisher, der neueste zuerst</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5948" />
      <source>This is %1's Garrison: drop the card on your own to add it, or on “Use ability” to play its ability.</source>
      <translation>Das ist die Garnison von %1: Lege die Karte in deine eigene, um sie hinzuzufügen, oder auf „Fähigkeit nutzen“, um ihre Fähigkeit zu spielen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7171" />
      <source>This is your only choice: ←/→ have nowhere else to go, Enter takes it.</source>
      <translation>Das ist deine einzige Wahl: ←/→ führen nirgendwo anders hin, Enter nimmt sie.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6052" />
      <source>This turn — %1</source>
      <translation>Dieser Zug — %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4415" />
      <source>Total Petal Power of all Garrisons</source>
      <translation>Gesamte Blütenkraft aller Garnisonen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4253" />
      <source>Turn order, to the left:</source>
      <translation>Reihenfolge, nach links:</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5096" />
      <source>Turning every Garrison card over…</source>
      <translation>Alle Garnisonskarten werden aufgedeckt…</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4254" />
      <source>Turns go clockwise, each to the player on the left; cards passed go to the left too. On your left: %1.</source>
      <translation>Gespielt wird im Uhrzeigersinn, jeweils weiter zum linken Nachbarn; weitergegebene Karten gehen auch nach links. Links von dir: %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="214" />
      <source>Upside down: counts %1</source>
      <translation>Kopfüber: zählt %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5117" />
      <source>Use ability</source>
      <translation>Fähigkeit nutzen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2383" />
      <location filename="../desktop/games/petal_plotters/board.py" line="2756" />
      <source>Use the ability of %1</source>
      <translation>Die Fähigkeit der Karte %1 nutzen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7572" />
      <source>Victory Points earned: %1</source>
      <translation>Erhaltene Siegpunkte: %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1279" />
      <location filename="../desktop/games/petal_plotters/board.py" line="4065" />
      <location filename="../desktop/games/petal_plotters/items.py" line="1996" />
      <source>Victory card</source>
      <translation>Siegkarte</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1234" />
      <location filename="../desktop/games/petal_plotters/board.py" line="1269" />
      <source>Victory card (last card kept)</source>
      <translation>Siegkarte (zuletzt behaltene Karte)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1321" />
      <source>Victory cards are not counted in the total.</source>
      <translation>Siegkarten zählen nicht zur Summe.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1312" />
      <source>When every hand is empty, all Garrisons are turned face up and their Petal Powers added up. The categories are tried in this order: the first whose condition the total meets, and whose victory card somebody holds, wins.</source>
      <translation>Wenn alle Hände leer sind, werden alle Garnisonen aufgedeckt und ihre Blütenkräfte zusammengezählt. Die Kategorien werden in dieser Reihenfolge geprüft: Die erste, auf deren Bedingung die Summe zutrifft und deren Siegkarte jemand hat, gewinnt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1358" />
      <source>Where each of the deal's %1 cards is, as far as you know.</source>
      <translation>Wo jede der %1 Karten der Runde ist, soweit du es weißt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6007" />
      <source>You cannot do that now.</source>
      <translation>Das kannst du jetzt nicht tun.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5635" />
      <source>You cannot move that card now.</source>
      <translation>Du kannst diese Karte jetzt nicht bewegen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5443" />
      <source>You hold the Great Hornbill: drag it onto your Garrison (or press Enter) to start the deal.</source>
      <translation>Du hast den Doppelhornvogel: Ziehe ihn auf deine Garnison (oder drücke Enter), um die Runde zu beginnen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5455" />
      <source>You hold the Great Hornbill: drag it onto your Garrison (or press Enter) to start the game.</source>
      <translation>Du hast den Doppelhornvogel: Ziehe ihn auf deine Garnison (oder drücke Enter), um die Partie zu beginnen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5449" />
      <source>You hold the Great Hornbill: drag it onto your Garrison to start the deal.</source>
      <translation>Du hast den Doppelhornvogel: Ziehe ihn auf deine Garnison, um die Runde zu beginnen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5461" />
      <source>You hold the Great Hornbill: drag it onto your Garrison to start the game.</source>
      <translation>Du hast den Doppelhornvogel: Ziehe ihn auf deine Garnison, um die Partie zu beginnen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3762" />
      <source>You knew %1 held %2: it is this card, or one they added face down to their Garrison.</source>
      <translation>Du wusstest, dass %1 die Karte %2 hatte: Es ist diese Karte oder eine, die verdeckt in die Garnison gelegt wurde.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4953" />
      <source>You knew %1 held this card: it may be the one they chose to pass to %2.</source>
      <translation>Du wusstest, dass %1 diese Karte hatte: Vielleicht ist es die, die %1 an %2 weitergeben will.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4958" />
      <source>You knew %1 held this card; since then they added a card face down, which may be this one.</source>
      <translation>Du wusstest, dass %1 diese Karte hatte; seitdem wurde eine Karte verdeckt in die Garnison gelegt, vielleicht diese.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4964" />
      <source>You knew where this card was; it may have changed hands since: %1 may hold it.</source>
      <translation>Du wusstest, wo diese Karte war; seitdem kann sie den Besitzer gewechselt haben: %1 hat sie vielleicht.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4970" />
      <source>You knew where this card was; it may have changed places since: %1 may hold it, or it lies face down in %2's Garrison.</source>
      <translation>Du wusstest, wo diese Karte war; seitdem kann sie den Platz gewechselt haben: %1 hat sie vielleicht, oder sie liegt verdeckt in der Garnison von %2.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3754" />
      <source>You pass this card to %1 once everyone has chosen.</source>
      <translation>Du gibst diese Karte an %1 weiter, sobald alle gewählt haben.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5053" />
      <source>You use %1</source>
      <translation>Du nutzt die Karte %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4084" />
      <source>Your Garrison (%1)</source>
      <translation>Deine Garnison (%1)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5434" />
      <source>Your last turn — %1.</source>
      <translation>Dein vorheriger Zug — %1.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5469" />
      <source>Your turn: drag a card onto your Garrison (R, right-click or the wheel rotates it) or onto “Use ability”.</source>
      <translation>Du bist dran: Lege eine Karte mit der Maus in deine Garnison (drehen mit R, Rechtsklick oder Mausrad) oder auf „Fähigkeit nutzen“.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5466" />
      <source>Your turn: drag a card onto your Garrison or onto “Use ability”.</source>
      <translation>Du bist dran: Lege eine Karte mit der Maus in deine Garnison oder auf „Fähigkeit nutzen“.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5494" />
      <source>Your turn: ←/→ choose a card, Enter adds it to your Garrison (R rotates it first), U uses its ability; ↑/↓ read the table, D shows the discard pile.</source>
      <translation>Du bist dran: ←/→ wählen eine Karte, Enter legt sie in deine Garnison (R dreht sie vorher), U nutzt ihre Fähigkeit; mit ↑/↓ gehst du den Tisch durch, D zeigt den Ablagestapel.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1314" />
      <source>Your victory card: %1</source>
      <translation>Deine Siegkarte: %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="150" />
      <source>a card from their own Garrison</source>
      <translation>eine Karte aus der eigenen Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="152" />
      <source>a card in their own Garrison</source>
      <translation>eine Karte in der eigenen Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3900" />
      <source>a face-down card</source>
      <translation>eine verdeckte Karte</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="153" />
      <source>a face-down card from their own Garrison</source>
      <translation>eine verdeckte Karte aus der eigenen Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="155" />
      <source>a face-down card in their own Garrison</source>
      <translation>eine verdeckte Karte in der eigenen Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="156" />
      <source>a face-up card from their own Garrison</source>
      <translation>eine offene Karte aus der eigenen Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="158" />
      <source>a face-up card in their own Garrison</source>
      <translation>eine offene Karte in der eigenen Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="860" />
      <source>after cancelling the abilities of %1</source>
      <translation>nachdem die Fähigkeiten der Karten %1 abgebrochen wurden</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="859" />
      <source>after cancelling the ability of %1</source>
      <translation>nachdem die Fähigkeit der Karte %1 abgebrochen wurde</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="861" />
      <source>after cancelling the ability of another %1</source>
      <translation>nachdem die Fähigkeit einer weiteren Karte %1 abgebrochen wurde</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="91" />
      <source>all Garrisons together must come to 12 at least</source>
      <translation>alle Garnisonen zusammen müssen mindestens 12 ergeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="90" />
      <source>all Garrisons together must come to 7 at most</source>
      <translation>alle Garnisonen zusammen müssen höchstens 7 ergeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="92" />
      <source>all Garrisons together must come to 8 at least</source>
      <translation>alle Garnisonen zusammen müssen mindestens 8 ergeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="89" />
      <source>all Garrisons together must come to less than 0</source>
      <translation>alle Garnisonen zusammen müssen unter 0 ergeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5039" />
      <source>and %1 more</source>
      <translation>und %1 weitere</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5239" />
      <source>card %1 of %2</source>
      <translation>Karte %1 %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4371" />
      <source>counting the cards shown to you; %1 face-down cards are not counted</source>
      <translation>nur die Karten gezählt, die dir gezeigt werden; %1 verdeckte Karten fehlen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4369" />
      <source>counting the cards shown to you; 1 face-down card is not counted</source>
      <translation>nur die Karten gezählt, die dir gezeigt werden; 1 verdeckte Karte fehlt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4384" />
      <source>counting the cards shown to you; with the %1 face-down cards, possible: %2 to %3</source>
      <translation>nur die Karten gezählt, die dir gezeigt werden; mit den %1 verdeckten Karten möglich: %2 bis %3</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4380" />
      <source>counting the cards shown to you; with the face-down card, possible: %2 to %3</source>
      <translation>nur die Karten gezählt, die dir gezeigt werden; mit der verdeckten Karte möglich: %2 bis %3</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4373" />
      <location filename="../desktop/games/petal_plotters/board.py" line="4376" />
      <source>every Garrison card counted</source>
      <translation>alle Garnisonskarten gezählt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4024" />
      <source>no cards</source>
      <translation>keine Karten</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="7572" />
      <source>none</source>
      <translation>keiner</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="892" />
      <source>one of %1</source>
      <translation>einer von %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="892" />
      <source>one of %1 places</source>
      <translation>einer von %1 Orten</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="93" />
      <source>the player with it in their Garrison wins if no victory card meets its condition</source>
      <translation>wer ihn in der Garnison hat, gewinnt, wenn keine Siegkarte ihre Bedingung erfüllt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3034" />
      <source>their own Garrison</source>
      <translation>der Garnison von %1</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/faces.py" line="851" />
      <source>top %1 · bottom %2</source>
      <translation>oben %1 · unten %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="862" />
      <source>used again after cancelling it</source>
      <translation>erneut genutzt, nachdem sie abgebrochen wurde</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="863" />
      <source>used again after cancelling it %1 times</source>
      <translation>erneut genutzt, nachdem sie %1-mal abgebrochen wurde</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2644" />
      <location filename="../desktop/games/petal_plotters/board.py" line="4251" />
      <location filename="../desktop/games/petal_plotters/board.py" line="7460" />
      <source>you</source>
      <translation>du</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2820" />
      <source>you passed %1 to %2</source>
      <translation>du hast die Karte %1 an %2 weitergegeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2822" />
      <source>you passed a card to %1</source>
      <translation>du hast eine Karte an %1 weitergegeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2415" />
      <location filename="../desktop/games/petal_plotters/board.py" line="3028" />
      <location filename="../desktop/games/petal_plotters/board.py" line="3036" />
      <source>your Garrison</source>
      <translation>deiner Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="898" />
      <source>your last card became your victory card</source>
      <translation>deine letzte Karte ist deine Siegkarte geworden</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="3031" />
      <source>your own Garrison</source>
      <translation>deiner eigenen Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="6433" />
      <source>— the others have seen it.</source>
      <translation>– die anderen haben sie gesehen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/items.py" line="1648" />
      <source>← Earlier deal</source>
      <translation>← Frühere Runde</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="5448" />
      <location filename="../desktop/games/petal_plotters/board.py" line="5460" />
      <location filename="../desktop/games/petal_plotters/board.py" line="5542" />
      <source>↑/↓ read the table.</source>
      <translation>Mit ↑/↓ gehst du den Tisch durch.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="4099" />
      <source>★ First player: began with the Great Hornbill.</source>
      <translation>★ Startspieler: hat mit dem Doppelhornvogel begonnen.</translation>
    </message>
  </context>
  <context>
    <name>PetalPlottersHint</name>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2379" />
      <source>Add %1 face down to your Garrison, with %2 up</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Leg die Karte %1 verdeckt in deine Garnison, mit der %2 nach oben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2374" />
      <source>Add %1 face down to your Garrison, with %2 up (rotated for you)</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Leg die Karte %1 verdeckt in deine Garnison, mit der %2 nach oben (für dich gedreht)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2791" />
      <source>Cancel the ability</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Brich die Fähigkeit ab</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2788" />
      <source>Cancel the ability of %1</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Brich die Fähigkeit der Karte %1 ab</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2404" />
      <source>Choose %1 from your hand to give, with %2 up</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Wähl die Karte %1 aus deiner Hand zum Abgeben, mit der %2 nach oben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2399" />
      <source>Choose %1 from your hand to give, with %2 up (rotated for you)</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Wähl die Karte %1 aus deiner Hand zum Abgeben, mit der %2 nach oben (für dich gedreht)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1473" />
      <source>Choose card %1 of %2</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Wähl Karte %1 in %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1472" />
      <source>Choose card %1 of %2 to exchange</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Wähl Karte %1 in %2 zum Tauschen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2429" />
      <source>Exchange %5 from your hand, with %6 up, for card %1 of %2</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Tausch die Karte %5 aus deiner Hand, mit der %6 nach oben, gegen Karte %1 aus %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1468" />
      <source>Exchange a hand card for card %1 of %2</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Tausch eine Handkarte gegen Karte %1 aus %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1471" />
      <source>Exchange card %3 of %4 with card %1 of %2</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Tausch Karte %3 aus %4 mit Karte %1 aus %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1462" />
      <source>Flip card %1 of %2 face up</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Deck Karte %1 in %2 auf</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2321" />
      <source>For %3's %4: pass %1 to %2, on your left</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Für die Karte %4 von %3: Gib die Karte %1 an %2 weiter, links von dir</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2732" />
      <source>Leave card %1 of %2 unrotated</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Lass Karte %1 in %2 ungedreht</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2730" />
      <source>Leave it unrotated</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Dreh sie nicht</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1460" />
      <source>Look at card %1 of %2</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Sieh dir Karte %1 in %2 an</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2389" />
      <source>Pass %1 to %2, on your left</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Gib die Karte %1 an %2 weiter, links von dir</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2391" />
      <source>Pass %1 to the left</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Gib die Karte %1 nach links weiter</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2747" />
      <source>Place the Great Hornbill</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Leg den Doppelhornvogel</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1466" />
      <source>Remove card %1 of %2</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Entferne Karte %1 aus %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1464" />
      <source>Rotate card %1 of %2</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Dreh Karte %1 in %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2784" />
      <source>Skip</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Überspring diesen Schritt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2383" />
      <location filename="../desktop/games/petal_plotters/board.py" line="2756" />
      <source>Use the ability of %1</source>
      <extracomment>A hint's advice to the player, read only after the colon of "Hint: {move}": write it as your language advises a player to make the move, not as the move's name (that is PetalPlottersBoard's). French: the vous imperative, in lower case after the colon ("utilisez la capacité de la carte %1"); German: the du imperative ("Nutze die Fähigkeit der Karte %1").</extracomment>
      <translation>Nutze die Fähigkeit der Karte %1</translation>
    </message>
  </context>
  <context>
    <name>PetalPlottersHistory</name>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2752" />
      <source>Add %1 face down to your Garrison, with %2 up</source>
      <translation>%1 verdeckt zur Garnison hinzugefügt, mit der %2 nach oben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2754" />
      <source>Add a card to their Garrison</source>
      <translation>Karte zur Garnison hinzugefügt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2791" />
      <source>Cancel the ability</source>
      <translation>Fähigkeit abgebrochen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2533" />
      <location filename="../desktop/games/petal_plotters/board.py" line="2788" />
      <source>Cancel the ability of %1</source>
      <translation>Fähigkeit der Karte %1 abgebrochen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2739" />
      <source>Choose %1 from your hand to give, with %2 up</source>
      <translation>%1 aus der eigenen Hand zum Abgeben gewählt, mit der %2 nach oben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2745" />
      <source>Choose a card from their hand to give</source>
      <translation>Karte aus der eigenen Hand zum Abgeben gewählt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1473" />
      <source>Choose card %1 of %2</source>
      <translation>Karte %1 in %2 gewählt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1472" />
      <source>Choose card %1 of %2 to exchange</source>
      <translation>Karte %1 in %2 zum Tauschen gewählt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2703" />
      <source>Exchange %5 from your hand, with %6 up, for card %1 of %2</source>
      <translation>%5 aus der eigenen Hand, mit der %6 nach oben, gegen Karte %1 aus %2 getauscht</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1468" />
      <source>Exchange a hand card for card %1 of %2</source>
      <translation>Handkarte gegen Karte %1 aus %2 getauscht</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1471" />
      <source>Exchange card %3 of %4 with card %1 of %2</source>
      <translation>Karte %3 aus %4 mit Karte %1 aus %2 getauscht</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1462" />
      <source>Flip card %1 of %2 face up</source>
      <translation>Karte %1 in %2 aufgedeckt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1409" />
      <source>Lay their last card as their victory card</source>
      <translation>letzte Karte als Siegkarte ausgelegt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1408" />
      <source>Lay your last card as your victory card</source>
      <translation>letzte Karte als Siegkarte ausgelegt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2732" />
      <source>Leave card %1 of %2 unrotated</source>
      <translation>Karte %1 in %2 nicht gedreht</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2615" />
      <location filename="../desktop/games/petal_plotters/board.py" line="2730" />
      <source>Leave it unrotated</source>
      <translation>nicht gedreht</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1460" />
      <source>Look at card %1 of %2</source>
      <translation>Karte %1 in %2 angesehen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2802" />
      <source>Pass a card</source>
      <translation>Karte weitergegeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2820" />
      <source>Passed %1 to %2</source>
      <translation>Karte %1 an %2 weitergegeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2775" />
      <source>Passed %1 to you</source>
      <translation>Hat dir die Karte %1 weitergegeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2808" />
      <location filename="../desktop/games/petal_plotters/board.py" line="2822" />
      <source>Passed a card to %1</source>
      <translation>Eine Karte an %1 weitergegeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2807" />
      <source>Passed a card to you</source>
      <translation>Hat dir eine Karte weitergegeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2747" />
      <source>Place the Great Hornbill</source>
      <translation>Doppelhornvogel gelegt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1466" />
      <source>Remove card %1 of %2</source>
      <translation>Karte %1 aus %2 entfernt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="1021" />
      <location filename="../desktop/games/petal_plotters/board.py" line="1464" />
      <source>Rotate card %1 of %2</source>
      <translation>Karte %1 in %2 gedreht</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2610" />
      <source>Rotate it</source>
      <translation>dann gedreht</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2612" />
      <source>Rotate it (counts %1)</source>
      <translation>dann gedreht (zählt jetzt %1)</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2784" />
      <source>Skip</source>
      <translation>Übersprungen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2756" />
      <source>Use the ability of %1</source>
      <translation>Karte %1 für ihre Fähigkeit gespielt</translation>
    </message>
  </context>
  <context>
    <name>PetalPlottersLesson</name>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="131" />
      <source>Add a card, upside down</source>
      <translation>Eine Karte hinzufügen, verkehrt herum</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="456" />
      <source>Almost! Rotate the card first (R) so that the %1 points up.</source>
      <translation>Fast! Drehe die Karte zuerst (R), sodass die %1 nach oben zeigt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="133" />
      <source>Basil added a card face down. Now you add one: drag the %1 in the orange frame onto your Garrison, and while you hold it press R (or right-click, or turn the wheel) so that its %2 points up (with the keys: ←/→ frame it, R rotates it, Enter adds it). Once you pick it up, a large number in a dark disc above the card shows the value that will count.

Nobody else knows which card it is or which end is up. You see it, as the memory aid (an option of New Game) shows you what you know; without it you would remember it, as at a real table.</source>
      <translation>Basil hat eine Karte verdeckt hinzugefügt. Jetzt fügst du eine hinzu: Ziehe die Karte %1 im orangefarbenen Rahmen in deine Garnison und drücke dabei R (oder Rechtsklick, oder drehe das Mausrad), sodass ihre %2 nach oben zeigt (mit den Tasten: ←/→ wechseln die Karte, R dreht sie, Enter fügt sie hinzu). Sobald du sie aufnimmst, zeigt eine große Zahl in einer dunklen Scheibe über der Karte den Wert, der zählen wird.

Niemand sonst weiß, welche Karte es ist oder welche Seite oben liegt. Du siehst sie, weil die Gedächtnisstütze (eine Einstellung im Dialog „Neues Spiel“) dir zeigt, was du weißt; ohne sie müsstest du sie dir merken, wie an einem echten Tisch.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="234" />
      <source>Basil and you now hold two cards each, so the deal ends after one more move each. When a turn leaves you one card, it goes face down and sideways below your Garrison: your victory card. It does not count in the total, and from then on no ability can reach your hand (when cards are passed round, your hand is skipped).</source>
      <translation>Basil und du habt jetzt je zwei Karten, also endet die Runde nach einem letzten Zug für jeden. Lässt dir ein Zug nur noch eine Karte, kommt sie verdeckt und quer unter deine Garnison: deine Siegkarte. Sie zählt nicht zur Summe, und von da an erreicht keine Fähigkeit mehr deine Hand (werden Karten weitergegeben, wird deine Hand übersprungen).</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="114" />
      <source>Basil and you were dealt seven cards each. The rules mark some cards “2–3” or “4–5”: those join the deck only for that many players. Bouquet builds the deck for you, so its cards carry no mark.</source>
      <translation>Basil und du habt je sieben Karten bekommen. Die Spielregel kennzeichnet manche Karten mit „2–3“ oder „4–5“: Diese kommen nur bei so vielen Spielern in den Kartenstapel. Bouquet stellt den Kartenstapel für dich zusammen, darum tragen seine Karten kein Zeichen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="243" />
      <source>Basil has just added a card face down, and the memory aid marks it “%1 ?” with “one of 2”: you passed him the %1, so it is this card or the one marked in his hand, one card in one of two places. A “?” is a guess from the cards you saw change hands, not something you know.</source>
      <translation>Basil hat gerade eine Karte verdeckt ausgelegt, und die Gedächtnisstütze markiert sie mit „%1 ?“ und „einer von 2“: Du hast ihm die Karte %1 weitergegeben, also ist es diese Karte oder die in seiner Hand markierte, eine einzige Karte an einer von zwei Stellen. Ein „?“ ist eine Vermutung aus den Karten, die du den Besitzer wechseln sahst, kein Wissen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="232" />
      <source>Basil passed you the %1.</source>
      <translation>Basil hat dir die Karte %1 weitergegeben.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="183" />
      <source>Bouquet lets you take an ability back until it has changed the table, a convenience the rulebook does not have. Drag the %1 onto “Use ability” (or frame it with ←/→ and press U), then press the red Cancel button (or Esc): the card comes back to your hand and costs you nothing, but everyone has now seen it.</source>
      <translation>Bouquet lässt dich eine Fähigkeit zurücknehmen, solange sie am Tisch nichts verändert hat – eine Erleichterung, die die Spielregel nicht kennt. Ziehe die Karte %1 auf „Fähigkeit nutzen“ (oder wähle sie mit ←/→ und drücke U) und drücke dann den roten Abbrechen-Knopf (oder Esc): Die Karte kommt zurück auf deine Hand und kostet dich nichts, aber alle haben sie jetzt gesehen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="477" />
      <source>Cancelled: the card is back in your hand. Play it again as the step says.</source>
      <translation>Abgebrochen: Die Karte ist wieder auf deiner Hand. Spiele sie noch einmal, wie der Schritt es sagt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="182" />
      <source>Changed your mind? Cancel</source>
      <translation>Umentschieden? Abbrechen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="166" />
      <source>Each card's ability is printed on that card: two cards of one animal may do different things. Point at a card, or frame it with the arrow keys, to read it large.</source>
      <translation>Die Fähigkeit jeder Karte steht auf genau dieser Karte: Zwei Karten desselben Tiers können Verschiedenes tun. Zeige auf eine Karte oder wähle sie mit den Pfeiltasten, um sie groß zu lesen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="90" />
      <source>Every card has two Petal Powers, one at each end, and only the end that points up counts. Cards go face down into Garrisons; at the end every Garrison is turned over and the Petal Powers pointing up, in all Garrisons together, make one total.

The last card you keep decides what you need: a Frog wants 12 or more, a Katydid 7 or less, a Snail or Spider below 0, the Blue Squad (every blue card) 8 or more.

A card's two Petal Powers are its numbers in round badges: the one at the top left counts as the card lies, the one upside down at the bottom right once the card is rotated (you will rotate one soon).

The badge at the top right shows the card's category by colour and shape, with the number it needs; the small badge at the bottom left repeats its shape, to be read when the card lies the other way up.</source>
      <translation>Jede Karte hat zwei Blütenkräfte, eine an jedem Ende, und nur das Ende, das nach oben zeigt, zählt. Karten kommen verdeckt in die Garnisonen; am Ende werden alle Garnisonen aufgedeckt, und die nach oben zeigenden Blütenkräfte aller Garnisonen zusammen ergeben eine Summe.

Die letzte Karte, die du behältst, bestimmt, was du brauchst: Ein Frosch will 12 oder mehr, eine Laubheuschrecke 7 oder weniger, Schnecke oder Spinne unter 0, die Blaue Truppe (alle blauen Karten) 8 oder mehr.

Die beiden Blütenkräfte einer Karte sind ihre Zahlen in runden Abzeichen: Die oben links zählt, so wie die Karte liegt, die auf dem Kopf stehende unten rechts, sobald die Karte gedreht ist (du drehst gleich selbst eine).

Das Abzeichen oben rechts zeigt die Kategorie der Karte in deren Farbe und Form, mit der Zahl, die sie braucht; das kleine Abzeichen unten links wiederholt ihre Form, damit du sie auch erkennst, wenn die Karte andersherum liegt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="281" />
      <source>Finish the deal</source>
      <translation>Die Runde beenden</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="462" />
      <source>For this lesson, follow the orange frames.</source>
      <translation>Folge in dieser Lektion den orangefarbenen Rahmen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="459" />
      <source>For this lesson, take the card in the orange frame.</source>
      <translation>Nimm in dieser Lektion die Karte im orangefarbenen Rahmen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="331" />
      <source>Free game</source>
      <translation>Freies Spiel</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="194" />
      <source>Give one, take one</source>
      <translation>Eine geben, eine nehmen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="158" />
      <source>Instead of adding a card you may play it for its ability; it then goes to the public discard pile. Drag the %1 onto “Use ability” (or frame it with ←/→ and press U): the cards it may target light up. Click Basil's first card (or frame it and press Enter) to turn it face up.</source>
      <translation>Statt eine Karte hinzuzufügen, kannst du sie für ihre Fähigkeit spielen; danach kommt sie auf den öffentlichen Ablagestapel. Ziehe die Karte %1 auf „Fähigkeit nutzen“ (oder wähle sie mit ←/→ und drücke U): Die möglichen Ziele leuchten auf. Klicke auf Basils erste Karte (oder wähle sie und drücke Enter), um sie aufzudecken.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="440" />
      <source>Keys: Enter places it.</source>
      <translation>Tasten: Enter legt ihn in deine Garnison.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="451" />
      <source>Keys: Esc cancels.</source>
      <translation>Tasten: Esc bricht ab.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="450" />
      <source>Keys: ←/→ frame the card, Enter passes it.</source>
      <translation>Tasten: ←/→ wechseln die Karte, Enter gibt sie weiter.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="442" />
      <source>Keys: ←/→ frame the card, R rotates it, Enter adds it.</source>
      <translation>Tasten: ←/→ wechseln die Karte, R dreht sie, Enter fügt sie hinzu.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="448" />
      <source>Keys: ←/→ frame the card, R rotates it, Enter gives it.</source>
      <translation>Tasten: ←/→ wechseln die Karte, R dreht sie, Enter gibt sie ab.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="444" />
      <source>Keys: ←/→ frame the card, U uses its ability.</source>
      <translation>Tasten: ←/→ wechseln die Karte, U nutzt ihre Fähigkeit.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="446" />
      <source>Keys: ←/→ frame the target, Enter chooses it.</source>
      <translation>Tasten: ←/→ wechseln das Ziel, Enter wählt es.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="320" />
      <source>Not sure which move is best? Press %1 (Hint): a good move is framed on the table, and the words under this step say why.</source>
      <translation>Unsicher, welcher Zug am besten ist? Drücke %1 (Tipp): Ein guter Zug wird auf dem Tisch eingerahmt, und der Text unter diesem Schritt sagt, warum.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="214" />
      <source>Pass to the left</source>
      <translation>Nach links weitergeben</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="430" />
      <source>Petal Plotters lesson</source>
      <translation>Petal-Plotters-Lektion</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="332" />
      <source>Play a game against Basil; the rules are in Help &gt; Rules.</source>
      <translation>Spiel eine Partie gegen Basil; die Regeln stehen unter Hilfe &gt; Regeln.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="310" />
      <source>Play the deal to its end against Basil: each turn, add a card or play one for its ability (with the keys: ←/→ frame one, Enter adds it, U plays it). Once you hold two cards, your move is your last.

The panel “Total Petal Power of all Garrisons” adds up the cards shown to you. To look through the discard pile, click it or press D.</source>
      <translation>Spiele die Runde gegen Basil zu Ende: Lege in jedem Zug eine Karte in deine Garnison oder spiele eine für ihre Fähigkeit aus (mit den Tasten: ←/→ wechseln die Karte, Enter legt sie hinein, U spielt sie aus). Sobald du nur noch zwei Karten hast, ist dein Zug der letzte.

Das Feld „Gesamte Blütenkraft aller Garnisonen“ zählt die Karten zusammen, die dir gezeigt werden. Um den Ablagestapel durchzusehen, klicke darauf oder drücke D.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="196" />
      <source>Some abilities exchange cards. Drag the %1 onto “Use ability”, then click the %2 in your hand: you give it (to choose the end that points up once given, rotate it first with R, a right-click or the wheel). Then click Basil's second card: it comes into your hand, and your %2 lies face down in its place.

With the keys: ←/→ frame each card, U uses the %1, Enter gives the %2, then takes Basil's card.</source>
      <translation>Manche Fähigkeiten tauschen Karten. Ziehe die Karte %1 auf „Fähigkeit nutzen“ und klicke dann auf die Karte %2 in deiner Hand: Du gibst sie ab (um zu wählen, welches Ende nach dem Abgeben oben zeigt, drehe sie vorher mit R, einem Rechtsklick oder dem Mausrad). Klicke dann auf Basils zweite Karte: Sie kommt in deine Hand, und deine Karte %2 liegt verdeckt an ihrem Platz.

Mit den Tasten: ←/→ wechseln die Karte, U nutzt die Karte %1, Enter gibt die Karte %2 ab und nimmt dann Basils Karte.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="173" />
      <source>Some abilities let you look at a face-down card: you alone see it, and Undo cannot take back a move that showed you a card.</source>
      <translation>Manche Fähigkeiten lassen dich eine verdeckte Karte ansehen: nur du siehst sie, und Rückgängig kann keinen Zug zurücknehmen, der dir eine Karte gezeigt hat.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="105" />
      <source>The Great Hornbill starts</source>
      <translation>Der Doppelhornvogel beginnt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="147" />
      <source>The dashed pink line round Basil's new card marks what the others changed since your last move; it stays until you move.</source>
      <translation>Die gestrichelte rosa Linie um Basils neue Karte zeigt, was die anderen seit deinem letzten Zug verändert haben; sie bleibt bis zu deinem nächsten Zug.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="300" />
      <source>This is your last move: add or play one of your two cards (with the keys: ←/→ frame one, Enter adds it, U plays it). The other becomes your victory card, so keep the one whose condition (such as ≥ 12 or ≤ 7) you think the total will meet. Then Basil makes his last move, and the Garrisons are turned over.

The panel “Total Petal Power of all Garrisons” adds up the cards shown to you. To look through the discard pile, click it or press D.</source>
      <translation>Das ist dein letzter Zug: Lege eine deiner zwei Karten in deine Garnison oder spiele sie aus (mit den Tasten: ←/→ wechseln die Karte, Enter legt sie hinein, U spielt sie aus). Die andere wird deine Siegkarte, also behalte die, deren Bedingung (etwa ≥ 12 oder ≤ 7) deiner Meinung nach auf die Summe zutreffen wird. Dann macht Basil seinen letzten Zug, und die Garnisonen werden aufgedeckt.

Das Feld „Gesamte Blütenkraft aller Garnisonen“ zählt die Karten zusammen, die dir gezeigt werden. Um den Ablagestapel durchzusehen, klicke darauf oder drücke D.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="156" />
      <source>Use an ability</source>
      <translation>Eine Fähigkeit nutzen</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="433" />
      <source>Watch Basil…</source>
      <translation>Schau Basil zu…</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="89" />
      <source>Welcome to Petal Plotters</source>
      <translation>Willkommen bei Petal Plotters</translation>
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
      <translation>Wenn alle Hände leer sind, werden die Garnisonen aufgedeckt, und die Summe wird mit dieser Liste von oben nach unten verglichen. Die erste Zeile, auf die die Summe zutrifft und für die jemand eine Karte behalten hat, gewinnt:
1. Schnecke / Spinne: unter 0
2. Laubheuschrecke: 7 oder weniger
3. Frosch: 12 oder mehr
4. Blaue Truppe: 8 oder mehr
5. Sonst: wer den Doppelhornvogel in der Garnison hat (hier du)

Bei 13 gewinnt ein behaltener Frosch; hat niemand einen behalten, die Blaue Truppe; sonst der Doppelhornvogel. Alle, die eine Karte der siegreichen Zeile behalten haben, gewinnen gemeinsam.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="253" />
      <source>Who wins</source>
      <translation>Wer gewinnt</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="271" />
      <source>Winners score Victory Points: alone, 3 for a Snail, Spider or Frog and 2 for the others; together, 1 each. A match (an option of New Game) is three deals, won by the most points; players still tied after the third deal share the victory.

Press Next (Enter) for your last move.</source>
      <translation>Die Gewinner bekommen Siegpunkte: allein 3 für Schnecke, Spinne oder Frosch und 2 für die anderen; gemeinsam je 1. Eine Partie über drei Runden (eine Einstellung im Dialog „Neues Spiel“) gewinnt, wer die meisten Punkte hat. Wer nach der dritten Runde noch gleichauf liegt, teilt sich den Sieg.

Drücke Weiter (Enter) für deinen letzten Zug.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="216" />
      <source>With the %1, everyone who holds cards passes one to the left, starting with whoever plays it. Drag the %1 onto “Use ability” (or frame it with ←/→ and press U), then click the %2 (or frame it and press Enter) to pass it to Basil; Basil then passes you one of his.</source>
      <translation>Mit der Karte %1 gibt jeder, der Karten auf der Hand hat, eine nach links weiter, beginnend mit dem, der sie spielt. Ziehe die Karte %1 auf „Fähigkeit nutzen“ (oder wähle sie mit ←/→ und drücke U) und klicke dann auf die Karte %2 (oder wähle sie und drücke Enter), um sie an Basil weiterzugeben; Basil gibt dir dann eine seiner Karten.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="121" />
      <source>With two players, four cards are set aside unseen before the deal, so nobody knows every card in play. Abilities may rotate the Great Hornbill, but in Bouquet none may remove it or exchange it: it stays in a Garrison so that, when no kept card wins, its owner does.</source>
      <translation>Zu zweit werden vor dem Austeilen vier Karten ungesehen beiseitegelegt, sodass niemand alle Karten im Spiel kennt. Fähigkeiten dürfen den Doppelhornvogel drehen, aber in Bouquet darf keine ihn entfernen oder tauschen: Er bleibt in einer Garnison, damit sein Besitzer gewinnt, wenn keine behaltene Karte gewinnt.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="107" />
      <source>You hold the Great Hornbill, so you play first and must put it face up into your Garrison, its +2 pointing up, where it stays for the whole deal. Drag it from your hand onto your Garrison (the orange frames), or press Enter.</source>
      <translation>Du hast den Doppelhornvogel, also beginnst du und musst ihn offen in deine Garnison legen, mit der +2 nach oben, wo er die ganze Runde über bleibt. Ziehe ihn von deiner Hand auf deine Garnison (die orangefarbenen Rahmen) oder drücke Enter.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="230" />
      <source>Your last card</source>
      <translation>Deine letzte Karte</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="436" />
      <source>Your move: follow the orange frames.</source>
      <translation>Dein Zug: Folge den orangefarbenen Rahmen.</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/tutorial.py" line="295" />
      <source>Your victory card is laid. Basil makes his last move, then the Garrisons are turned over.</source>
      <translation>Deine Siegkarte liegt. Basil macht seinen letzten Zug, dann werden die Garnisonen aufgedeckt.</translation>
    </message>
  </context>
  <context>
    <name>PetalPlottersShown</name>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2232" />
      <source>%1 from %2</source>
      <translation>die Karte %1 von %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2243" />
      <source>%1 from %2's hand</source>
      <translation>die Karte %1 aus der Hand von %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2249" />
      <source>%1 in %2's Garrison</source>
      <translation>die Karte %1 in der Garnison von %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2248" />
      <source>%1 in your Garrison</source>
      <translation>die Karte %1 in deiner Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2258" />
      <source>%1 on the discard pile</source>
      <translation>die Karte %1 auf dem Ablagestapel</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2255" />
      <source>%1, %2's victory card</source>
      <translation>die Karte %1, die Siegkarte von %2</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2257" />
      <source>%1, now in your hand</source>
      <translation>die Karte %1, jetzt in deiner Hand</translation>
    </message>
    <message>
      <location filename="../desktop/games/petal_plotters/board.py" line="2253" />
      <source>%1, your victory card</source>
      <translation>die Karte %1, deine Siegkarte</translation>
    </message>
  </context>
  <context>
    <name>QPlatformTheme</name>
    <message>
      <location filename="../desktop/i18n.py" line="1072" />
      <source>Discard</source>
      <translation>Nicht speichern</translation>
    </message>
  </context>
  <context>
    <name>RevealPause</name>
    <message>
      <location filename="../desktop/table/handoff.py" line="503" />
      <source>Done looking</source>
      <translation>Fertig</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="480" />
      <source>Look before play goes on: %1.</source>
      <translation>Sieh genau hin, bevor das Spiel weitergeht: %1.</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="482" />
      <source>Look before you pass the screen on: %1.</source>
      <translation>Sieh genau hin, bevor du den Bildschirm weitergibst: %1.</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="506" />
      <source>Pass the screen to {name}</source>
      <translation>Gib den Bildschirm an {name} weiter</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="469" />
      <source>The pass brought you your last card, now your victory card: only you and the player who passed it know it. Take a look.</source>
      <translation>Das Weitergeben hat dir deine letzte Karte gebracht, jetzt deine Siegkarte: Nur du und wer sie dir weitergegeben hat, kennen sie. Sieh sie dir an.</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="485" />
      <source>Your move showed you a hidden card: look at it before play goes on.</source>
      <translation>Dein Zug hat dir eine verdeckte Karte gezeigt: Sieh sie dir an, bevor das Spiel weitergeht.</translation>
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="487" />
      <source>Your move showed you a hidden card: look at it before you pass the screen on.</source>
      <translation>Dein Zug hat dir eine verdeckte Karte gezeigt: Sieh sie dir an, bevor du den Bildschirm weitergibst.</translation>
    </message>
  </context>
  <context>
    <name>RulesDialog</name>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="355" />
      <source>Contents</source>
      <translation>Inhalt</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="348" />
      <source>Enter or %1: next match. Shift+Enter or %2: previous match. Esc: back to the text.</source>
      <translation>Enter oder %1: nächster Treffer. Umschalt+Enter oder %2: vorheriger Treffer. Esc: zurück zum Text.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="345" />
      <source>Find in the rules</source>
      <translation>In den Regeln suchen</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="597" />
      <source>Not found</source>
      <translation>Nicht gefunden</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="423" />
      <source>Playing with the keyboard</source>
      <translation>Mit der Tastatur spielen</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="344" />
      <source>Rules of {game}</source>
      <translation>Regeln von {game}</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="379" />
      <source>The rules summary of this game is not written yet.</source>
      <translation>Die Regelübersicht dieses Spiels ist noch nicht geschrieben.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="607" />
      <source>{index} of {count}</source>
      <translation>{index} von {count}</translation>
    </message>
  </context>
  <context>
    <name>SessionController</name>
    <message>
      <location filename="../desktop/session_controller.py" line="561" />
      <source>%1's ability</source>
      <translation>die Fähigkeit von %1</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="734" />
      <source>It is not your turn.</source>
      <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="387" />
      <location filename="../desktop/session_controller.py" line="732" />
      <source>No game in progress.</source>
      <translation>Kein Spiel im Gange.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="389" />
      <source>Only AI seats are playing.</source>
      <translation>Es spielen nur KI-Plätze.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="463" />
      <source>Undo is not possible: %1's move showed everyone a hidden card.</source>
      <translation>Rückgängig nicht möglich: Der Zug von %1 hat allen eine verdeckte Karte gezeigt.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="452" />
      <source>Undo is not possible: %1's move showed one of their cards to the others.</source>
      <translation>Rückgängig nicht möglich: Der Zug von %1 hat den anderen eine eigene Karte gezeigt.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="442" />
      <source>Undo is not possible: %1's move showed one of their cards to the others. %1 can still take it back with the Cancel button on the table.</source>
      <translation>Rückgängig nicht möglich: Der Zug von %1 hat den anderen eine eigene Karte gezeigt. %1 kann ihn mit der Schaltfläche „Abbrechen“ auf dem Tisch noch zurücknehmen.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="542" />
      <source>Undo is not possible: %1's move “%2” showed %3 a hidden card.</source>
      <translation>Rückgängig nicht möglich: Der Zug „%2“ von %1 hat %3 eine verdeckte Karte gezeigt.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="532" />
      <source>Undo is not possible: %1's move “%2” showed %3, a card not seen before.</source>
      <translation>Rückgängig nicht möglich: Der Zug „%2“ von %1 hat %3 gezeigt, eine Karte, die ihr noch nicht kanntet.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="536" />
      <source>Undo is not possible: %1's move “%2” showed everyone a hidden card.</source>
      <translation>Rückgängig nicht möglich: Der Zug „%2“ von %1 hat allen eine verdeckte Karte gezeigt.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="512" />
      <source>Undo is not possible: %1's move “%2” showed you %3, hidden from you until then.</source>
      <translation>Rückgängig nicht möglich: Der Zug „%2“ von %1 hat dir gezeigt, was dir bis dahin verborgen war: %3.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="520" />
      <source>Undo is not possible: %1's move “%2” showed you a card.</source>
      <translation>Rückgängig nicht möglich: Der Zug „%2“ von %1 hat dir eine Karte gezeigt.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="553" />
      <source>Undo is not possible: everyone passed a card for %1's ability, and each of you received a card not seen before.</source>
      <translation>Rückgängig nicht möglich: Alle haben für die Fähigkeit von %1 eine Karte weitergegeben, und ihr habt jeweils eine Karte bekommen, die ihr noch nicht gesehen hattet.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="572" />
      <source>Undo is not possible: everyone passed a card for %1, and you received %2, hidden from you until then.</source>
      <translation>Rückgängig nicht möglich: Alle haben für %1 eine Karte weitergegeben, und du hast bekommen, was dir bis dahin verborgen war: %2.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="567" />
      <source>Undo is not possible: everyone passed a card for %1, and you received a card you had not seen.</source>
      <translation>Rückgängig nicht möglich: Alle haben für %1 eine Karte weitergegeben, und du hast eine Karte bekommen, die du noch nicht gesehen hattest.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="398" />
      <source>Undo is not possible: the end of the game showed every card.</source>
      <translation>Rückgängig nicht möglich: Das Ende der Partie hat alle Karten gezeigt.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="399" />
      <source>Undo is not possible: the game is over, and its result stands.</source>
      <translation>Rückgängig nicht möglich: Die Partie ist vorbei, und ihr Ergebnis steht fest.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="406" />
      <source>Undo is not possible: the previous deal ended, its Garrisons were turned over and new hands were dealt.</source>
      <translation>Rückgängig nicht möglich: Die vorige Runde ist vorbei, ihre Garnisonen wurden aufgedeckt und neue Hände ausgeteilt.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="466" />
      <source>Undo is not possible: your move showed everyone a hidden card.</source>
      <translation>Rückgängig nicht möglich: Dein Zug hat allen eine verdeckte Karte gezeigt.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="456" />
      <source>Undo is not possible: your move showed one of your cards to the others.</source>
      <translation>Rückgängig nicht möglich: Dein Zug hat den anderen eine deiner Karten gezeigt.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="447" />
      <source>Undo is not possible: your move showed one of your cards to the others. The Cancel button on the table still takes it back.</source>
      <translation>Rückgängig nicht möglich: Dein Zug hat den anderen eine deiner Karten gezeigt. Die Schaltfläche „Abbrechen“ auf dem Tisch nimmt den Zug noch zurück.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="486" />
      <source>Undo is not possible: your move showed you a hidden card.</source>
      <translation>Rückgängig nicht möglich: Dein Zug hat dir eine verdeckte Karte gezeigt.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="479" />
      <source>Undo is not possible: your move “%1” showed you %2, a card hidden until then.</source>
      <translation>Rückgängig nicht möglich: Dein Zug „%1“ hat dir %2 gezeigt, eine Karte, die bis dahin verdeckt war.</translation>
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="559" />
      <source>your ability</source>
      <translation>deine Fähigkeit</translation>
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
      <translation>Verzögerung der KI-Züge</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="119" />
      <source>Animations</source>
      <translation>Animationen</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="102" />
      <source>Ask before each move, unless it is the only one possible</source>
      <translation>Vor jedem Zug nachfragen, außer er ist der einzig mögliche</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="121" />
      <source>Colour-blind help</source>
      <translation>Hilfe bei Farbenblindheit</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="120" />
      <source>Colours</source>
      <translation>Farben</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="122" />
      <source>Confirm moves</source>
      <translation>Züge bestätigen</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="80" />
      <source>Dark</source>
      <translation>Dunkel</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="48" />
      <source>English</source>
      <translation>Englisch</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="93" />
      <source>Every Flowers card shows its colour's flower: yellow a sunflower, red a tulip, blue a star, green a clover. This adds a pattern to the outline of each scoring field in Flowers; Petal Plotters' categories have their shapes.</source>
      <translation>Jede Flowers-Karte zeigt die Blume ihrer Farbe: Gelb eine Sonnenblume, Rot eine Tulpe, Blau einen Stern, Grün ein Kleeblatt. Dies fügt in Flowers dem Umriss jedes wertenden Feldes ein Muster hinzu; die Kategorien in Petal Plotters haben ihre Formen.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="67" />
      <source>Fast</source>
      <translation>Schnell</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="78" />
      <source>Follow the system</source>
      <translation>Wie das System</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="49" />
      <source>French</source>
      <translation>Französisch</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="50" />
      <source>German</source>
      <translation>Deutsch</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="135" />
      <source>How long a computer's move waits before it is played: {low} to {high} ms.</source>
      <translation>Wie lange ein Zug des Computers wartet, bevor er gespielt wird: {low} bis {high} ms.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="117" />
      <source>Language</source>
      <translation>Sprache</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="79" />
      <source>Light</source>
      <translation>Hell</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="68" />
      <source>Normal</source>
      <translation>Normal</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="66" />
      <source>Off</source>
      <translation>Aus</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="32" />
      <source>Settings</source>
      <translation>Einstellungen</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="91" />
      <source>Show patterns as well as colours (Flowers' fields)</source>
      <translation>Muster zusätzlich zu Farben zeigen (Felder in Flowers)</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="69" />
      <source>Slow</source>
      <translation>Langsam</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="36" />
      <source>System language</source>
      <translation>Systemsprache</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="86" />
      <source>The colours of the windows and of the table, applied as you press OK.</source>
      <translation>Die Farben der Fenster und des Tischs, übernommen, sobald du OK drückst.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="53" />
      <source>This run is in {language}, as asked when Bouquet was started. Next time it starts in the language chosen above; choose another one here to switch now.</source>
      <translation>Diese Sitzung läuft auf {language}, wie beim Start von Bouquet verlangt. Beim nächsten Start nimmt Bouquet die oben gewählte Sprache; wähle hier eine andere, um sofort zu wechseln.</translation>
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
      <translation>deine Solo-Bestleistungen haben die größte Größe erreicht, die Bouquet lesen kann</translation>
    </message>
  </context>
  <context>
    <name>SoloResultsDialog</name>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="466" />
      <source>%1 (%2 given up)</source>
      <translation>%1 (%2 aufgegeben)</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="360" />
      <source>%1 (%2 more than your best)</source>
      <translation>%1 (%2 mehr als dein Bestwert)</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="490" />
      <source>%1 (from a save)</source>
      <translation>%1 (aus Spielstand)</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="489" />
      <source>%1 (replay)</source>
      <translation>%1 (Wiederholung)</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="474" />
      <source>%1 and %2</source>
      <translation>%1 und %2</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="348" />
      <source>%1 from %2 points</source>
      <translation>%1 ab %2 Punkten</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="461" />
      <source>%1 game</source>
      <translation>%1 Spiel</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="461" />
      <source>%1 games</source>
      <translation>%1 Spiele</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="189" />
      <source>%1 marks each player's best game of each variant.</source>
      <translation>%1 markiert das beste Spiel jedes Spielers in jeder Variante.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="191" />
      <source>%1 marks each player's best game.</source>
      <translation>%1 markiert das beste Spiel jedes Spielers.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="193" />
      <source>%1 marks the best game of each variant.</source>
      <translation>%1 markiert das beste Spiel jeder Variante.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="195" />
      <source>%1 marks your best game.</source>
      <translation>%1 markiert deine beste Partie.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="473" />
      <source>%1 replay</source>
      <translation>%1 Wiederholung</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="473" />
      <source>%1 replays</source>
      <translation>%1 Wiederholungen</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="335" />
      <source>%1 × %2</source>
      <translation>%1 × %2</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="219" />
      <source>&amp;Play this deal again</source>
      <translation>Diese Partie noch einmal &amp;spielen</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="134" />
      <source>&amp;Variant:</source>
      <translation>&amp;Variante:</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="551" />
      <source>(no name)</source>
      <translation>(ohne Namen)</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="204" />
      <source>A game given up (another begun or opened before its end) is listed as played, with no score.</source>
      <translation>Ein aufgegebenes Spiel (ein anderes begonnen oder geöffnet, bevor es zu Ende war) steht als gespielt in der Liste, ohne Punktzahl.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="198" />
      <source>A replay (a code played before, or a game reopened from its save after it had gone further) is listed, but counts toward neither the best score nor the ranks: its cards to come were known.</source>
      <translation>Eine Wiederholung (ein Code, der schon einmal gespielt wurde, oder ein Spiel, das aus seinem Spielstand wieder geöffnet wurde, nachdem es schon weitergegangen war) steht in der Liste, zählt aber weder für die beste Punktzahl noch für die Ränge: Die kommenden Karten waren schon bekannt.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="441" />
      <source>A replay: not counted toward the best or the ranks</source>
      <translation>Eine Wiederholung: zählt weder für die Bestleistung noch für die Ränge</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="130" />
      <source>All variants</source>
      <translation>Alle Varianten</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="367" />
      <source>Choose a player to see their best score and ranks.</source>
      <translation>Wähle einen Spieler, um seinen Bestwert und seine Ränge zu sehen.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="299" />
      <source>Chosen game: %1 · Total %2</source>
      <translation>Gewähltes Spiel: %1 · Summe: %2</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="289" />
      <source>Chosen game: given up before its end, with no score.</source>
      <translation>Gewähltes Spiel: vor seinem Ende aufgegeben, ohne Punktzahl.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="291" />
      <source>Chosen game: its score lines were not kept (older games have none).</source>
      <translation>Gewählte Partie: Die Punkte im Einzelnen wurden nicht festgehalten (ältere Partien haben keine).</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="164" />
      <source>Code</source>
      <translation>Code</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="161" />
      <source>Date</source>
      <translation>Datum</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="138" />
      <source>Everyone</source>
      <translation>Alle</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="546" />
      <source>From A to Z</source>
      <translation>Von A bis Z</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="546" />
      <source>From Z to A</source>
      <translation>Von Z bis A</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="436" />
      <source>Given up before its end: played, with no score</source>
      <translation>Vor seinem Ende aufgegeben: gespielt, ohne Punktzahl</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="545" />
      <source>Highest first</source>
      <translation>Höchste zuerst</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="432" />
      <source>Its player's best game of its variant</source>
      <translation>Das beste Spiel seines Spielers in seiner Variante</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="545" />
      <source>Lowest first</source>
      <translation>Niedrigste zuerst</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="543" />
      <source>Newest first</source>
      <translation>Neueste zuerst</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="371" />
      <source>No counted game yet: a replay reaches no rank.</source>
      <translation>Noch kein gezähltes Spiel: Eine Wiederholung erreicht keinen Rang.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="373" />
      <source>Not reached yet: %1</source>
      <translation>Noch nicht erreicht: %1</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="543" />
      <source>Oldest first</source>
      <translation>Älteste zuerst</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="144" />
      <source>Pla&amp;yer:</source>
      <translation>Spiele&amp;r:</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="166" />
      <source>Player</source>
      <translation>Spieler</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="163" />
      <source>Rank</source>
      <translation>Rang</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="364" />
      <source>Ranks reached: %1</source>
      <translation>Erreichte Ränge: %1</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="162" />
      <source>Score</source>
      <translation>Punkte</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="125" />
      <source>Solo results: %1</source>
      <translation>Solo-Ergebnisse: %1</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="434" />
      <source>The best game of its variant</source>
      <translation>Das beste Spiel seiner Variante</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="222" />
      <source>The chosen game's cards again, by its code and variant: a replay, listed but not counted toward your best score and rank.</source>
      <translation>Die Karten des gewählten Spiels noch einmal, mit seinem Code und seiner Variante: eine Wiederholung, die in der Liste steht, aber nicht für deine beste Punktzahl und deinen Rang zählt.</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="165" />
      <source>Variant</source>
      <translation>Variante</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="330" />
      <source>best: %1, code %2</source>
      <translation>Bestwert: %1, Code %2</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="480" />
      <source>given up after %1 turn</source>
      <translation>aufgegeben nach %1 Zug</translation>
    </message>
    <message>
      <location filename="../desktop/dialogs/solo_results.py" line="482" />
      <source>given up after %1 turns</source>
      <translation>aufgegeben nach %1 Zügen</translation>
    </message>
  </context>
  <context>
    <name>StartScreen</name>
    <message>
      <location filename="../desktop/start_screen.py" line="601" />
      <source>Flower card games on one table. Choose a game:</source>
      <translation>Blumen-Kartenspiele auf einem Tisch. Wähle ein Spiel:</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="602" />
      <source>No game is installed.</source>
      <translation>Kein Spiel ist installiert.</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="556" />
      <location filename="../desktop/start_screen.py" line="608" />
      <source>No game to resume.</source>
      <translation>Kein Spiel zum Fortsetzen.</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="605" />
      <source>Open saved game…</source>
      <translation>Gespeichertes Spiel öffnen…</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="592" />
      <source>Open the game's last save</source>
      <translation>Letzten Spielstand des Spiels öffnen</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="581" />
      <source>Resume last game</source>
      <translation>Letztes Spiel fortsetzen</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="606" />
      <source>Settings…</source>
      <translation>Einstellungen…</translation>
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="579" />
      <source>Show last game</source>
      <translation>Letztes Spiel ansehen</translation>
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
      <translation>?: alle Tasten</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="794" />
      <source>Back to the game</source>
      <translation>Zurück zur Partie</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="787" />
      <source>Fit</source>
      <translation>Einpassen</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="787" />
      <source>Fit the table to the window</source>
      <translation>Tisch an das Fenster anpassen</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="136" />
      <source>Looking back</source>
      <translation>Rückblick</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="423" />
      <source>Show all the words</source>
      <translation>Ganzen Text zeigen</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="425" />
      <source>Show all the words (%1)</source>
      <translation>Ganzen Text zeigen (%1)</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="427" />
      <source>Show less (%1)</source>
      <translation>Weniger zeigen (%1)</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="704" />
      <source>Space presses the button; Esc gives the keys back to the table.</source>
      <translation>Leertaste drückt die Schaltfläche; Esc gibt die Tasten dem Tisch zurück.</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="795" />
      <source>The table as the game stands now (Esc)</source>
      <translation>Der Tisch, wie die Partie jetzt steht (Esc)</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="132" />
      <source>To do</source>
      <translation>Zu tun</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="129" />
      <location filename="../desktop/table/bar.py" line="140" />
      <source>To do — %1</source>
      <translation>Zu tun — %1</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="134" />
      <source>Waiting</source>
      <translation>Warten</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="788" />
      <source>Zoom in</source>
      <translation>Vergrößern</translation>
    </message>
    <message>
      <location filename="../desktop/table/bar.py" line="786" />
      <source>Zoom out</source>
      <translation>Verkleinern</translation>
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
      <translation>%1 (oder die Schaltfläche Einpassen)</translation>
    </message>
    <message>
      <location filename="../desktop/table/view.py" line="277" />
      <source>%1 fits the table to the window again.</source>
      <translation>%1 passt den Tisch wieder ans Fenster an.</translation>
    </message>
    <message>
      <location filename="../desktop/table/view.py" line="271" />
      <source>Drag the empty table to move it. %1 fits it to the window again.</source>
      <translation>Ziehe den Tisch an einer leeren Stelle, um ihn zu verschieben. %1 passt ihn wieder ans Fenster an.</translation>
    </message>
    <message>
      <location filename="../desktop/table/view.py" line="150" />
      <location filename="../desktop/table/view.py" line="392" />
      <source>Not taken yet: press again in a moment.</source>
      <translation>Noch nicht angenommen: gleich noch einmal drücken.</translation>
    </message>
  </context>
  <context>
    <name>Tutorial</name>
    <message>
      <location filename="../desktop/tutorial/__init__.py" line="57" />
      <source>Lesson</source>
      <translation>Lektion</translation>
    </message>
    <message>
      <location filename="../desktop/tutorial/__init__.py" line="58" />
      <source>There is no lesson for this game yet. The rules are in Help &gt; Rules.</source>
      <translation>Für dieses Spiel gibt es noch keine Lektion. Die Regeln stehen unter Hilfe &gt; Regeln.</translation>
    </message>
  </context>
  <context>
    <name>engine</name>
    <message>
      <location filename="../desktop/i18n.py" line="390" />
      <source>(Bouquet's reading of the rules: Rules › Interpretations, item 2.)</source>
      <translation>(Bouquets Auslegung der Regeln: Regeln › Auslegungen, Punkt 2.)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="393" />
      <source>(Bouquet's reading of the rules: Rules › Interpretations, item 4.)</source>
      <translation>(Bouquets Auslegung der Regeln: Regeln › Auslegungen, Punkt 4.)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="399" />
      <source>(Bouquet's reading of the rules: Rules › Interpretations, item 6.)</source>
      <translation>(Bouquets Auslegung der Regeln: Regeln › Auslegungen, Punkt 6.)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="396" />
      <source>(Bouquet's reading of the rules: Rules › Interpretations, items 2 and 4.)</source>
      <translation>(Bouquets Auslegung der Regeln: Regeln › Auslegungen, Punkte 2 und 4.)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="61" />
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="314" />
      <source>, then </source>
      <translation>, dann </translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="247" />
      <source>1 turn into deal {deal}</source>
      <translation>1 Zug in Runde {deal}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="266" />
      <source>12 or more</source>
      <translation>12 oder mehr</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="265" />
      <source>7 or less</source>
      <translation>7 oder weniger</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="267" />
      <source>8 or more</source>
      <translation>8 oder mehr</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="103" />
      <source>A player has no name in the file: as in a new game, the seat is named {players}.</source>
      <translation>Ein Spieler hat in der Datei keinen Namen: Er heißt jetzt „{players}“, wie in einem neuen Spiel.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="169" />
      <source>A player's name in the file is longer than a seat takes: it is cut to its first {count} characters.</source>
      <translation>Ein Spielername in der Datei ist länger, als ein Platz erlaubt: Er wird auf seine ersten {count} Zeichen gekürzt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="378" />
      <source>A victory card lies below its Garrison, not in it: no ability targets it.</source>
      <translation>Eine Siegkarte liegt unter ihrer Garnison, nicht darin: Keine Fähigkeit zielt auf sie.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="954" />
      <source>After it, the total will end at {total}.</source>
      <translation>Danach liegt die Summe bei {total}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="949" />
      <source>After it, the total will end at {total}; with the Hornbill you win if nobody else does: about {percent}% of the time.</source>
      <translation>Danach liegt die Summe bei {total}; mit dem Doppelhornvogel gewinnst du, wenn sonst niemand gewinnt: in etwa {percent} % der Fälle.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="969" />
      <source>After it, the total will likely end between {low} and {high}.</source>
      <translation>Danach liegt die Summe wahrscheinlich zwischen {low} und {high}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="938" />
      <source>After it, the total will likely end between {low} and {high}: with {category}, which this move takes into your hand ({condition}), you win about {percent}% of the time.</source>
      <translation>Danach liegt die Summe wahrscheinlich zwischen {low} und {high}: Mit der Karte der Kategorie {category}, die dieser Zug in deine Hand holt ({condition}), gewinnst du in etwa {percent} % der Fälle.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="943" />
      <source>After it, the total will likely end between {low} and {high}: with {category}, which this move takes into your hand ({condition}), you win or share the win about {percent}% of the time (alone about {alone}%).</source>
      <translation>Danach liegt die Summe wahrscheinlich zwischen {low} und {high}: Mit der Karte der Kategorie {category}, die dieser Zug in deine Hand holt ({condition}), gewinnst du in etwa {percent} % der Fälle, allein oder gemeinsam mit anderen (davon allein in etwa {alone} %).</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="884" />
      <source>After it, the total will likely end between {low} and {high}: with {category}, which you hold ({condition}), you win about {percent}% of the time.</source>
      <translation>Danach liegt die Summe wahrscheinlich zwischen {low} und {high}: Mit deiner Karte der Kategorie {category} ({condition}) gewinnst du in etwa {percent} % der Fälle.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="932" />
      <source>After it, the total will likely end between {low} and {high}: with {category}, which you hold ({condition}), you win or share the win about {percent}% of the time (alone about {alone}%).</source>
      <translation>Danach liegt die Summe wahrscheinlich zwischen {low} und {high}: Mit deiner Karte der Kategorie {category} ({condition}) gewinnst du in etwa {percent} % der Fälle, allein oder gemeinsam mit anderen (davon allein in etwa {alone} %).</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="958" />
      <source>After it, the total will likely end between {low} and {high}; with the Hornbill you win if nobody else does: about {percent}% of the time.</source>
      <translation>Danach liegt die Summe wahrscheinlich zwischen {low} und {high}; mit dem Doppelhornvogel gewinnst du, wenn sonst niemand gewinnt: in etwa {percent} % der Fälle.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="206" />
      <source>Apprentice</source>
      <translation>Lehrling</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="437" />
      <source>At its best place it raises your score from {before} to {after}.</source>
      <translation>An ihrem besten Platz hebt sie deinen Punktestand von {before} auf {after}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="648" />
      <source>At its best place it raises your score from {before} to {after}: {gained}, but {lost}.</source>
      <translation>An ihrem besten Platz hebt sie deinen Punktestand von {before} auf {after}: {gained}, aber {lost}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="446" />
      <source>At its best place it raises your score from {before} to {after}: {why}.</source>
      <translation>An ihrem besten Platz hebt sie deinen Punktestand von {before} auf {after}, denn so {why}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="632" />
      <source>At its best place your score drops from {before} to {after} for now, but {built}.</source>
      <translation>An ihrem besten Platz sinkt dein Punktestand vorerst von {before} auf {after}, aber dort {built}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="622" />
      <source>At its best place your score drops from {before} to {after} for now; it may pay off by the game's end.</source>
      <translation>An ihrem besten Platz sinkt dein Punktestand vorerst von {before} auf {after}; sie kann sich bis zum Spielende auszahlen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="642" />
      <source>At its best place your score drops from {before} to {after}: {gained}, but {lost}.</source>
      <translation>An ihrem besten Platz sinkt dein Punktestand von {before} auf {after}: {gained}, aber {lost}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="608" />
      <source>At its best place your score ends at {score}, level with {players}: you win on fewer removed cards.</source>
      <translation>An ihrem besten Platz endet dein Punktestand bei {score}, gleichauf mit {players}: Du gewinnst mit weniger entfernten Karten.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="613" />
      <source>At its best place your score ends at {score}: you share the win with {players}.</source>
      <translation>An ihrem besten Platz endet dein Punktestand bei {score}: Du teilst dir den Sieg mit {players}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="607" />
      <source>At its best place your score ends at {score}: you win.</source>
      <translation>An ihrem besten Platz endet dein Punktestand bei {score}: Du gewinnst.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="617" />
      <source>At its best place your score ends at {score}: {players} win.</source>
      <translation>An ihrem besten Platz endet dein Punktestand bei {score}: {players} gewinnen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="616" />
      <source>At its best place your score ends at {score}: {players} wins.</source>
      <translation>An ihrem besten Platz endet dein Punktestand bei {score}: {players} gewinnt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="628" />
      <source>At its best place your score stays {score} for now, but {built}.</source>
      <translation>An ihrem besten Platz bleibt dein Punktestand vorerst bei {score}, aber dort {built}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="618" />
      <source>At its best place your score stays {score} for now; it may pay off by the game's end.</source>
      <translation>An ihrem besten Platz bleibt dein Punktestand vorerst bei {score}; sie kann sich bis zum Spielende auszahlen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="639" />
      <source>At its best place your score stays {score}: {gained}, but {lost}.</source>
      <translation>An ihrem besten Platz bleibt dein Punktestand bei {score}: {gained}, aber {lost}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="519" />
      <source>At the recommended place (framed once you take the card), your score first drops from {before} to {after}; {elsewhere}, but at the recommended place {built}.</source>
      <translation>Auf dem empfohlenen Platz (eingerahmt, sobald du die Karte nimmst) sinkt dein Punktestand erst von {before} auf {after}; {elsewhere}, aber am empfohlenen Platz {built}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="524" />
      <source>At the recommended place (framed once you take the card), your score first drops from {before} to {after}; {elsewhere}, but the recommended place may pay off more by the game's end.</source>
      <translation>Auf dem empfohlenen Platz (eingerahmt, sobald du die Karte nimmst) sinkt dein Punktestand erst von {before} auf {after}; {elsewhere}, aber der empfohlene Platz zahlt sich bis zum Spielende eher aus.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="498" />
      <source>At the recommended place (framed once you take the card), your score rises from {before} to {after}; {elsewhere}, but at the recommended place {built}.</source>
      <translation>Auf dem empfohlenen Platz (eingerahmt, sobald du die Karte nimmst) steigt dein Punktestand von {before} auf {after}; {elsewhere}, aber am empfohlenen Platz {built}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="503" />
      <source>At the recommended place (framed once you take the card), your score rises from {before} to {after}; {elsewhere}, but the recommended place may pay off more by the game's end.</source>
      <translation>Auf dem empfohlenen Platz (eingerahmt, sobald du die Karte nimmst) steigt dein Punktestand von {before} auf {after}; {elsewhere}, aber der empfohlene Platz zahlt sich bis zum Spielende eher aus.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="509" />
      <source>At the recommended place (framed once you take the card), your score stays {score} for now; {elsewhere}, but at the recommended place {built}.</source>
      <translation>Auf dem empfohlenen Platz (eingerahmt, sobald du die Karte nimmst) bleibt dein Punktestand vorerst bei {score}; {elsewhere}, aber am empfohlenen Platz {built}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="514" />
      <source>At the recommended place (framed once you take the card), your score stays {score} for now; {elsewhere}, but the recommended place may pay off more by the game's end.</source>
      <translation>Auf dem empfohlenen Platz (eingerahmt, sobald du die Karte nimmst) bleibt dein Punktestand vorerst bei {score}; {elsewhere}, aber der empfohlene Platz zahlt sich bis zum Spielende eher aus.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="207" />
      <source>Beginner</source>
      <translation>Anfänger</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="263" />
      <source>Blue Squad</source>
      <translation>Blaue Truppe</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="196" />
      <source>Blue field</source>
      <translation>Blaues Feld</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="200" />
      <source>Blue field not touching purple</source>
      <translation>Blaues Feld ohne Lila-Nachbarn</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="221" />
      <source>Bluff with face-down animals and steer the Garrisons' total towards your last card.</source>
      <translation>Bluffe mit verdeckten Tieren und bringe die Summe aller Garnisonen dorthin, wo deine letzte Karte sie braucht.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="815" />
      <source>But the end may come before your next turn: a stack holds only 1 card, and the game ends once another player takes and places it.</source>
      <translation>Aber das Ende kann vor deinem nächsten Zug kommen: Ein Stapel hat nur noch 1 Karte, und das Spiel endet, sobald ein anderer Spieler sie nimmt und legt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="820" />
      <source>But the end may come before your next turn: a stack holds only {count} cards, and the game ends once the other players take and place them.</source>
      <translation>Aber das Ende kann vor deinem nächsten Zug kommen: Ein Stapel hat nur noch {count} Karten, und das Spiel endet, sobald die anderen Spieler sie nehmen und legen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="825" />
      <source>But the end may come before your next turn: this draw leaves its stack 1 card, and the game ends once another player takes and places it.</source>
      <translation>Aber das Ende kann vor deinem nächsten Zug kommen: Nimmst du diese Karte, hat ihr Stapel nur noch 1 Karte, und das Spiel endet, sobald ein anderer Spieler sie nimmt und legt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="830" />
      <source>But the end may come before your next turn: this draw leaves its stack {count} cards, and the game ends once the other players take and place them.</source>
      <translation>Aber das Ende kann vor deinem nächsten Zug kommen: Nimmst du diese Karte, hat ihr Stapel nur noch {count} Karten, und das Spiel endet, sobald die anderen Spieler sie nehmen und legen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="203" />
      <source>Butterflies next to their colour</source>
      <translation>Schmetterlinge neben ihrer Farbe</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="337" />
      <source>Choose the card you pass to {player} first.</source>
      <translation>Wähle zuerst die Karte, die du an {player} weitergibst.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1003" />
      <source>Common Birdwing</source>
      <translation>Gewöhnlicher Vogelfalter</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="242" />
      <source>Deal 1</source>
      <translation>Runde 1</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="243" />
      <source>Deal 2</source>
      <translation>Runde 2</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="244" />
      <source>Deal 3</source>
      <translation>Runde 3</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="270" />
      <source>Deal {number}:</source>
      <translation>Runde {number}:</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="329" />
      <source>Draw a card first.</source>
      <translation>Ziehe zuerst eine Karte.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="186" />
      <source>Draw a flower card, place it in your garden: grow colour fields, mind the values.</source>
      <translation>Ziehe eine Blumenkarte, lege sie in deinen Garten: Lass Farbfelder wachsen, achte auf die Werte.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="844" />
      <source>Drawing the face-down stack's last card would end the game now, and whatever it is, at its best place you would win.</source>
      <translation>Die letzte Karte des verdeckten Stapels zu ziehen würde das Spiel jetzt beenden, und welche es auch ist, am besten Platz würdest du gewinnen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="849" />
      <source>Drawing the face-down stack's last card would end the game now, and whatever it is, you would lose.</source>
      <translation>Die letzte Karte des verdeckten Stapels zu ziehen würde das Spiel jetzt beenden, und welche es auch ist, du würdest verlieren.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="854" />
      <source>Drawing the face-down stack's last card would end the game now: at its best place you would win about {percent}% of the time.</source>
      <translation>Die letzte Karte des verdeckten Stapels zu ziehen würde das Spiel jetzt beenden: Am besten Platz würdest du in etwa {percent} % der Fälle gewinnen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1004" />
      <source>Dusky Leaf Langur</source>
      <translation>Brillenlangur</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="417" />
      <source>Exchange two cards of two different Garrisons.</source>
      <translation>Tausche zwei Karten aus zwei verschiedenen Garnisonen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="205" />
      <source>Expert</source>
      <translation>Experte</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="236" />
      <source>Face-down cards you do not know</source>
      <translation>Verdeckte Karten, die du nicht kennst</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="336" />
      <source>Finish the ability in progress first.</source>
      <translation>Beende zuerst die laufende Fähigkeit.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="409" />
      <source>First choose the card of your hand you give.</source>
      <translation>Wähle zuerst die Handkarte, die du abgibst.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="185" />
      <source>Flowers</source>
      <translation>Flowers</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="262" />
      <source>Frog</source>
      <translation>Frosch</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1005" />
      <source>Garden Snail</source>
      <translation>Gartenschnecke</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="235" />
      <source>Garrison Petal Power</source>
      <translation>Blütenkraft der Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="239" />
      <source>Great Hornbill (wins if nobody else does)</source>
      <translation>Doppelhornvogel (gewinnt, wenn sonst niemand gewinnt)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="197" />
      <source>Green field</source>
      <translation>Grünes Feld</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="201" />
      <source>Green field not touching purple</source>
      <translation>Grünes Feld ohne Lila-Nachbarn</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1006" />
      <source>Honey Bee</source>
      <translation>Honigbiene</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="269" />
      <source>Hornbill: nobody else won, {player} wins with the Hornbill.</source>
      <translation>Doppelhornvogel: Sonst hat niemand gewonnen, {player} gewinnt mit dem Doppelhornvogel.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="268" />
      <source>Hornbill: nobody holds it, so nobody wins.</source>
      <translation>Doppelhornvogel: Niemand hält ihn, also gewinnt niemand.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="324" />
      <source>In solo, cards are never taken from the discard pile.</source>
      <translation>Im Solospiel werden nie Karten vom Ablagestapel genommen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="431" />
      <source>It breaks a group that scores: your score drops from {before} to {after} for now, but by the game's end this place should leave it about {gain} higher than the best place that keeps it.</source>
      <translation>Dieser Platz bricht eine Gruppe auf, die zählt: Dein Punktestand sinkt vorerst von {before} auf {after}, sollte aber bis zum Spielende etwa {gain} höher liegen als am besten Platz, der ihn hält.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="440" />
      <source>It breaks a group that scores: your score drops from {before} to {after} for now, but by the game's end this place should leave it about {gain} higher than the best place that lowers it least.</source>
      <translation>Dieser Platz bricht eine Gruppe auf, die zählt: Dein Punktestand sinkt vorerst von {before} auf {after}, sollte aber bis zum Spielende etwa {gain} höher liegen als an dem Platz, der ihn am wenigsten senkt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="993" />
      <source>It leaves the total as it is and rids your hand of {card} without adding it.</source>
      <translation>Die Summe bleibt, wie sie ist, und die Karte {card} verlässt deine Hand, ohne zur Summe zu zählen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="977" />
      <source>It lowers the total by {amount}, away from {condition}, where a rival's {first} would win before your {category}.</source>
      <translation>Die Summe sinkt um {amount}: Bei {condition} würde eine gegnerische Karte der Kategorie {first} vor deiner Karte der Kategorie {category} gewinnen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1028" />
      <source>It lowers the total by {amount}, bringing it to where your {category} needs it.</source>
      <translation>Die Summe sinkt um {amount} und erreicht den Bereich, den deine Karte der Kategorie {category} braucht.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1036" />
      <source>It lowers the total by {amount}, keeping it where your {category} needs it.</source>
      <translation>Die Summe sinkt um {amount} und bleibt in dem Bereich, den deine Karte der Kategorie {category} braucht.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1044" />
      <source>It lowers the total by {amount}, keeping the final total likely where your {category} needs it.</source>
      <translation>Die Summe sinkt um {amount}, und die Endsumme bleibt wahrscheinlich in dem Bereich, den deine Karte der Kategorie {category} braucht.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1020" />
      <source>It lowers the total by {amount}, toward what your {category} needs.</source>
      <translation>Die Summe sinkt um {amount} und nähert sich dem Bereich, den deine Karte der Kategorie {category} braucht.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1012" />
      <source>It lowers the total by {amount}, where a rival's card is less likely to win.</source>
      <translation>Die Summe sinkt um {amount}; so gewinnen gegnerische Karten seltener.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1059" />
      <source>It lowers the total by {amount}.</source>
      <translation>Die Summe sinkt um {amount}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="982" />
      <source>It raises the total by {amount}, away from {condition}, where a rival's {first} would win before your {category}.</source>
      <translation>Die Summe steigt um {amount}: Bei {condition} würde eine gegnerische Karte der Kategorie {first} vor deiner Karte der Kategorie {category} gewinnen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1032" />
      <source>It raises the total by {amount}, bringing it to where your {category} needs it.</source>
      <translation>Die Summe steigt um {amount} und erreicht den Bereich, den deine Karte der Kategorie {category} braucht.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1040" />
      <source>It raises the total by {amount}, keeping it where your {category} needs it.</source>
      <translation>Die Summe steigt um {amount} und bleibt in dem Bereich, den deine Karte der Kategorie {category} braucht.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1049" />
      <source>It raises the total by {amount}, keeping the final total likely where your {category} needs it.</source>
      <translation>Die Summe steigt um {amount}, und die Endsumme bleibt wahrscheinlich in dem Bereich, den deine Karte der Kategorie {category} braucht.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1024" />
      <source>It raises the total by {amount}, toward what your {category} needs.</source>
      <translation>Die Summe steigt um {amount} und nähert sich dem Bereich, den deine Karte der Kategorie {category} braucht.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1016" />
      <source>It raises the total by {amount}, where a rival's card is less likely to win.</source>
      <translation>Die Summe steigt um {amount}; so gewinnen gegnerische Karten seltener.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1063" />
      <source>It raises the total by {amount}.</source>
      <translation>Die Summe steigt um {amount}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="422" />
      <source>It raises your score from {before} to {after}.</source>
      <translation>Dein Punktestand steigt von {before} auf {after}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="652" />
      <source>It raises your score from {before} to {after}: {gained}, but {lost}.</source>
      <translation>Dein Punktestand steigt von {before} auf {after}: {gained}, aber {lost}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="449" />
      <source>It raises your score from {before} to {after}: {why}.</source>
      <translation>Dein Punktestand steigt von {before} auf {after}, denn so {why}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="530" />
      <source>It raises your score from {before} to {after}; {elsewhere}, but at this place {built}.</source>
      <translation>Dein Punktestand steigt von {before} auf {after}; {elsewhere}, aber auf diesem Platz {built}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="534" />
      <source>It raises your score from {before} to {after}; {elsewhere}, but this place may pay off more by the game's end.</source>
      <translation>Dein Punktestand steigt von {before} auf {after}; {elsewhere}, aber dieser Platz zahlt sich bis zum Spielende eher aus.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="341" />
      <source>Its ability exchanges cards between two Garrisons: no other Garrison has a card to exchange now.</source>
      <translation>Die Fähigkeit dieser Karte tauscht Karten zwischen zwei Garnisonen: Zurzeit hat keine andere Garnison eine Karte zum Tauschen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="346" />
      <source>Its ability exchanges cards between two Garrisons: the Great Hornbill cannot be exchanged, and no other Garrison has a card to exchange now.</source>
      <translation>Die Fähigkeit dieser Karte tauscht Karten zwischen zwei Garnisonen: Der Doppelhornvogel kann nicht getauscht werden, und zurzeit hat keine andere Garnison eine Karte zum Tauschen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="383" />
      <source>Its ability has no possible target now: the Great Hornbill cannot be removed or exchanged.</source>
      <translation>Die Fähigkeit dieser Karte hat gerade kein mögliches Ziel: Der Doppelhornvogel kann weder entfernt noch getauscht werden.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="371" />
      <source>Its ability needs a card in a Garrison: there is none now.</source>
      <translation>Die Fähigkeit dieser Karte braucht eine Karte in einer Garnison: Zurzeit gibt es keine.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="359" />
      <source>Its ability needs a card in another player's Garrison: there is none now.</source>
      <translation>Die Fähigkeit dieser Karte braucht eine Karte in der Garnison eines anderen Spielers: Zurzeit gibt es keine.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="351" />
      <source>Its ability needs a card in your Garrison: there is none now.</source>
      <translation>Die Fähigkeit dieser Karte braucht eine Karte in deiner Garnison: Zurzeit gibt es keine.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="372" />
      <source>Its ability needs a face-down card in a Garrison: there is none now.</source>
      <translation>Die Fähigkeit dieser Karte braucht eine verdeckte Karte in einer Garnison: Zurzeit gibt es keine.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="363" />
      <source>Its ability needs a face-down card in another player's Garrison: there is none now.</source>
      <translation>Die Fähigkeit dieser Karte braucht eine verdeckte Karte in der Garnison eines anderen Spielers: Zurzeit gibt es keine.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="352" />
      <source>Its ability needs a face-down card in your Garrison: there is none now.</source>
      <translation>Die Fähigkeit dieser Karte braucht eine verdeckte Karte in deiner Garnison: Zurzeit gibt es keine.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="375" />
      <source>Its ability needs a face-up card in a Garrison: there is none now.</source>
      <translation>Die Fähigkeit dieser Karte braucht eine offene Karte in einer Garnison: Zurzeit gibt es keine.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="367" />
      <source>Its ability needs a face-up card in another player's Garrison: there is none now.</source>
      <translation>Die Fähigkeit dieser Karte braucht eine offene Karte in der Garnison eines anderen Spielers: Zurzeit gibt es keine.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="356" />
      <source>Its ability needs a face-up card in your Garrison: there is none now.</source>
      <translation>Die Fähigkeit dieser Karte braucht eine offene Karte in deiner Garnison: Zurzeit gibt es keine.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="261" />
      <source>Katydid</source>
      <translation>Laubheuschrecke</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1007" />
      <source>Malay Red Harlequin</source>
      <translation>Malaiischer Roter Harlekin</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="204" />
      <source>Master</source>
      <translation>Meister</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="272" />
      <source>Match: {players} share the victory with {vp} VP.</source>
      <translation>Partie: {players} teilen sich den Sieg (Siegpunkte: je {vp}).</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="271" />
      <source>Match: {players} wins with {vp} VP.</source>
      <translation>Partie: {players} gewinnt (Siegpunkte: {vp}).</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="145" />
      <source>Move {number} in the file is not a move of {game}: the file was changed or damaged.</source>
      <translation>Schritt {number} in der Datei ist kein Schritt von {game}: Die Datei wurde verändert oder beschädigt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="165" />
      <source>Move {number} in the file is not allowed by the rules: the file was changed or damaged.</source>
      <translation>Schritt {number} in der Datei ist nach den Regeln nicht erlaubt: Die Datei wurde verändert oder beschädigt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="179" />
      <source>Move {number} in the file is not allowed by the rules: the game opens just before it, without it and the moves after it.</source>
      <translation>Schritt {number} in der Datei ist nach den Regeln nicht erlaubt: Die Partie öffnet sich direkt davor, ohne ihn und die Schritte danach.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="149" />
      <source>Move {number} in the file, in turn {turn}, is not a move of {game}: the file was changed or damaged.</source>
      <translation>Schritt {number} in der Datei, in Zug {turn}, ist kein Schritt von {game}: Die Datei wurde verändert oder beschädigt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="160" />
      <source>Move {number} in the file, in turn {turn}, is not allowed by the rules: the file was changed or damaged.</source>
      <translation>Schritt {number} in der Datei, in Zug {turn}, ist nach den Regeln nicht erlaubt: Die Datei wurde verändert oder beschädigt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="174" />
      <source>Move {number} in the file, in turn {turn}, is not allowed by the rules: the game opens just before it, without it and the moves after it.</source>
      <translation>Schritt {number} in der Datei, in Zug {turn}, ist nach den Regeln nicht erlaubt: Die Partie öffnet sich direkt davor, ohne ihn und die Schritte danach.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="209" />
      <source>Next rank, {rank} at {points} points: 1 short.</source>
      <translation>Bis zum nächsten Rang ({rank} ab {points} Punkten) fehlte dir 1 Punkt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="210" />
      <source>Next rank, {rank} at {points} points: {short} short.</source>
      <translation>Bis zum nächsten Rang ({rank} ab {points} Punkten) fehlten dir {short} Punkte.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="406" />
      <source>No ability is waiting for a choice.</source>
      <translation>Keine Fähigkeit wartet auf eine Wahl.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="736" />
      <source>No card raises your score now, and every face-up card lowers it; a face-down card would keep it at {score} about {percent}% of the time.</source>
      <translation>Keine Karte bringt dir jetzt Punkte, und jede offene Karte senkt deinen Punktestand; mit einer verdeckten Karte bliebe er in etwa {percent} % der Fälle bei {score}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="759" />
      <source>No card raises your score now, and the face-up card lowers it; a face-down card would keep it at {score} about {percent}% of the time.</source>
      <translation>Keine Karte bringt dir jetzt Punkte, und die offene Karte senkt deinen Punktestand; mit einer verdeckten Karte bliebe er in etwa {percent} % der Fälle bei {score}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="741" />
      <source>No card raises your score now; a hidden card may do better by the game's end.</source>
      <translation>Keine Karte bringt dir jetzt Punkte; eine verdeckte Karte kann bis zum Spielende mehr bringen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="731" />
      <source>No face-up card raises your score now; a face-down card would raise it about {percent}% of the time.</source>
      <translation>Keine offene Karte bringt dir jetzt Punkte; eine verdeckte Karte täte es in etwa {percent} % der Fälle.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="202" />
      <source>No field (5+ cards of one colour)</source>
      <translation>Felder (ab 5 Karten einer Farbe)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="382" />
      <source>Nobody else holds a card: there is no one to pass to now.</source>
      <translation>Niemand sonst hat noch Karten: Es gibt gerade niemanden, an den du eine Karte weitergeben kannst.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="420" />
      <source>Nobody is passing cards now.</source>
      <translation>Gerade gibt niemand Karten weiter.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="51" />
      <source>Nothing to undo.</source>
      <translation>Nichts rückgängig zu machen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="964" />
      <source>Of the cards in your hand, {category} ({condition}) wins most often: about {percent}% of the time.</source>
      <translation>Von deinen Handkarten gewinnt am häufigsten eine Karte der Kategorie {category} ({condition}): in etwa {percent} % der Fälle.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="339" />
      <source>Once it is played you hold no other card to give.</source>
      <translation>Ist sie gespielt, hast du keine andere Karte mehr zum Geben.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1008" />
      <source>Pangolin</source>
      <translation>Schuppentier</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="220" />
      <source>Petal Plotters</source>
      <translation>Petal Plotters</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="234" />
      <source>Play three deals in a row, scored with Victory Points.</source>
      <translation>Drei Runden nacheinander spielen, gewertet mit Siegpunkten.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="315" />
      <source>Played face up into the first player's Garrison to start the game.</source>
      <translation>Wird zu Beginn der Runde offen in die Garnison des Startspielers gelegt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="107" />
      <source>Players have no name in the file: as in a new game, their seats are named {players}.</source>
      <translation>Spieler haben in der Datei keinen Namen: Die Plätze heißen jetzt {players}, wie in einem neuen Spiel.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="116" />
      <source>Players have the same names in the file: to tell them apart, the later ones are named {players}.</source>
      <translation>Spieler haben in der Datei dieselben Namen: Damit man sie unterscheiden kann, heißen die späteren jetzt {players}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="218" />
      <source>Purple starting cards; only fields that touch them score.</source>
      <translation>Lila Startkarten; nur Felder, die sie berühren, zählen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="195" />
      <source>Red field</source>
      <translation>Rotes Feld</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="199" />
      <source>Red field not touching purple</source>
      <translation>Rotes Feld ohne Lila-Nachbarn</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="193" />
      <source>Removed cards</source>
      <translation>Entfernte Karten</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="325" />
      <source>Removed cards (fewer wins the tie)</source>
      <translation>Entfernte Karten (bei Gleichstand gewinnt, wer weniger hat)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="228" />
      <source>Show the values you have seen on face-down cards. Without it, a card you have just looked at shows until the end of your next turn.</source>
      <translation>Zeigt die Werte, die du auf verdeckten Karten gesehen hast. Ohne diese Hilfe bleibt eine Karte, die du gerade angesehen hast, bis zum Ende deines nächsten Zugs sichtbar.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1009" />
      <source>Silver Royal</source>
      <translation>Silberner Königsfalter</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="260" />
      <source>Snail / Spider</source>
      <translation>Schnecke / Spinne</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1010" />
      <source>Spider</source>
      <translation>Spinne</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="217" />
      <source>Summer variant</source>
      <translation>Sommer-Variante</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1011" />
      <source>Sunbird</source>
      <translation>Nektarvogel</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="835" />
      <source>Taking {card} would end the game now, with you {place}.</source>
      <translation>Nimmst du {card}, endet das Spiel jetzt, und du landest auf dem {place} Platz.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="419" />
      <source>That ability step is unknown.</source>
      <translation>Dieser Schritt einer Fähigkeit ist unbekannt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="418" />
      <source>That card cannot be targeted by this ability.</source>
      <translation>Diese Fähigkeit kann nicht auf diese Karte zielen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="333" />
      <source>That card is not in your hand.</source>
      <translation>Diese Karte ist nicht auf deiner Hand.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="331" />
      <source>That cell shares no side with any of your cards.</source>
      <translation>Dieser Platz grenzt mit keiner Seite an eine deiner Karten.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="323" />
      <source>That is not a Flowers action.</source>
      <translation>Das ist keine Aktion von Flowers.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="332" />
      <source>That is not a Petal Plotters action.</source>
      <translation>Das ist keine Aktion von Petal Plotters.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="322" />
      <source>That is not a legal move now.</source>
      <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="328" />
      <source>That stack is empty.</source>
      <translation>Dieser Stapel ist leer.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="412" />
      <source>The Great Hornbill cannot be removed or exchanged.</source>
      <translation>Der Doppelhornvogel kann weder entfernt noch getauscht werden.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="334" />
      <source>The Great Hornbill has already been placed.</source>
      <translation>Der Doppelhornvogel liegt bereits.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="338" />
      <source>The Great Hornbill has no ability to use.</source>
      <translation>Der Doppelhornvogel hat keine Fähigkeit.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="403" />
      <source>The ability has already changed the table: it cannot be cancelled.</source>
      <translation>Die Fähigkeit hat den Tisch schon verändert: Abbrechen geht nicht mehr.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="754" />
      <source>The face-up card does not raise your score now; a face-down card would raise it about {percent}% of the time.</source>
      <translation>Die offene Karte bringt dir jetzt keine Punkte; eine verdeckte Karte täte es in etwa {percent} % der Fälle.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="764" />
      <source>The face-up card would raise your score to {after}, and a face-down card would raise it higher only about {percent}% of the time; but by the game's end a face-down draw should leave it about {gain} higher.</source>
      <translation>Die offene Karte brächte deinen Punktestand auf {after}, und eine verdeckte Karte brächte ihn nur in etwa {percent} % der Fälle höher; aber bis zum Spielende sollte er mit einer verdeckten Karte etwa {gain} höher liegen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="788" />
      <source>The face-up card would raise your score to {after}, and a face-down card would raise it higher only about {percent}% of the time; but drawing the face-up card takes two cards off its stack this turn (the timer discards the next), so the game ends a turn sooner.</source>
      <translation>Die offene Karte brächte deinen Punktestand auf {after}, und eine verdeckte Karte brächte ihn nur in etwa {percent} % der Fälle höher; aber ziehst du die offene Karte, verliert ihr Stapel in diesem Zug zwei Karten (der Zeitgeber wirft die nächste ab), und das Spiel endet einen Zug früher.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="749" />
      <source>The face-up card would raise your score to {after}, and no card still unseen would raise it higher now; a hidden card may do better by the game's end.</source>
      <translation>Die offene Karte brächte deinen Punktestand auf {after}, und keine Karte, die du noch nicht gesehen hast, brächte jetzt mehr; eine verdeckte Karte kann aber bis zum Spielende mehr bringen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="776" />
      <source>The face-up card would raise your score to {after}, and no card still unseen would raise it higher now; but by the game's end a face-down draw should leave it about {gain} higher.</source>
      <translation>Die offene Karte brächte deinen Punktestand auf {after}, und keine Karte, die du noch nicht gesehen hast, brächte jetzt mehr; aber bis zum Spielende sollte er mit einer verdeckten Karte etwa {gain} höher liegen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="795" />
      <source>The face-up card would raise your score to {after}, and no card still unseen would raise it higher now; but drawing the face-up card takes two cards off its stack this turn (the timer discards the next), so the game ends a turn sooner.</source>
      <translation>Die offene Karte brächte deinen Punktestand auf {after}, und keine Karte, die du noch nicht gesehen hast, brächte jetzt mehr; aber ziehst du die offene Karte, verliert ihr Stapel in diesem Zug zwei Karten (der Zeitgeber wirft die nächste ab), und das Spiel endet einen Zug früher.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="744" />
      <source>The face-up card would raise your score to {after}; a face-down card would raise it higher about {percent}% of the time.</source>
      <translation>Die offene Karte brächte deinen Punktestand auf {after}; eine verdeckte Karte brächte ihn in etwa {percent} % der Fälle höher.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="770" />
      <source>The face-up cards could raise your score to {after} at most, and a face-down card would raise it higher only about {percent}% of the time; but by the game's end a face-down draw should leave it about {gain} higher.</source>
      <translation>Die offenen Karten brächten deinen Punktestand höchstens auf {after}, und eine verdeckte Karte brächte ihn nur in etwa {percent} % der Fälle höher; aber bis zum Spielende sollte er mit einer verdeckten Karte etwa {gain} höher liegen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="726" />
      <source>The face-up cards could raise your score to {after} at most, and no card still unseen would raise it higher now; a hidden card may do better by the game's end.</source>
      <translation>Die offenen Karten brächten deinen Punktestand höchstens auf {after}, und keine Karte, die du noch nicht gesehen hast, brächte jetzt mehr; eine verdeckte Karte kann aber bis zum Spielende mehr bringen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="782" />
      <source>The face-up cards could raise your score to {after} at most, and no card still unseen would raise it higher now; but by the game's end a face-down draw should leave it about {gain} higher.</source>
      <translation>Die offenen Karten brächten deinen Punktestand höchstens auf {after}, und keine Karte, die du noch nicht gesehen hast, brächte jetzt mehr; aber bis zum Spielende sollte er mit einer verdeckten Karte etwa {gain} höher liegen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="721" />
      <source>The face-up cards could raise your score to {after} at most; a face-down card would raise it higher about {percent}% of the time.</source>
      <translation>Die offenen Karten brächten deinen Punktestand höchstens auf {after}; eine verdeckte Karte brächte ihn in etwa {percent} % der Fälle höher.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="64" />
      <source>The file cannot be read.</source>
      <translation>Die Datei kann nicht gelesen werden.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="65" />
      <source>The file cannot be read: Bouquet may not read it. Check its permissions.</source>
      <translation>Die Datei kann nicht gelesen werden: Bouquet darf sie nicht lesen. Prüfe ihre Berechtigungen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="92" />
      <source>The file gives a save format version older than any Bouquet has written: the file was changed or damaged.</source>
      <translation>Die Datei nennt eine Version des Speicherformats, die älter ist als jede, die Bouquet je geschrieben hat: Die Datei wurde verändert oder beschädigt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="121" />
      <source>The file holds a game that this version of Bouquet does not have.</source>
      <translation>Die Datei enthält ein Spiel, das diese Version von Bouquet nicht kennt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="97" />
      <source>The file is damaged: part of the saved game is missing or wrong.</source>
      <translation>Die Datei ist beschädigt: Ein Teil des gespeicherten Spiels fehlt oder ist fehlerhaft.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="76" />
      <source>The file is empty: it holds no saved game.</source>
      <translation>Die Datei ist leer: Sie enthält kein gespeichertes Spiel.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="74" />
      <source>The file is not a Bouquet save, or it is too damaged to be read.</source>
      <translation>Die Datei ist kein Bouquet-Spielstand oder zu beschädigt, um gelesen zu werden.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="130" />
      <source>The file is not a Bouquet save, or it is too damaged to be read: its text is not the JSON a save is written in.</source>
      <translation>Die Datei ist kein Bouquet-Spielstand oder zu beschädigt, um gelesen zu werden: Der Text darin ist nicht das JSON, in dem ein Spielstand geschrieben ist.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="75" />
      <source>The file is not a Bouquet save.</source>
      <translation>Die Datei ist kein Bouquet-Spielstand.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="77" />
      <source>The file is not in UTF-8, the text encoding Bouquet saves in, and it cannot be read as Windows text either: a text editor may have saved it in another encoding, or damaged it.</source>
      <translation>Die Datei ist nicht in UTF-8, der Textkodierung, in der Bouquet speichert, und sie lässt sich auch nicht als Windows-Text lesen: Ein Texteditor hat sie vielleicht in einer anderen Kodierung gespeichert oder beschädigt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="73" />
      <source>The file is too large to be a Bouquet save.</source>
      <translation>Die Datei ist zu groß für einen Bouquet-Spielstand.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="140" />
      <source>The file names the field “{field}” twice: the file was changed or damaged, and which of the two is the game's cannot be told.</source>
      <translation>Die Datei nennt das Feld „{field}“ zweimal: Die Datei wurde verändert oder beschädigt, und welches der beiden zur Partie gehört, lässt sich nicht sagen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="135" />
      <source>The file names the game {named}, but its game options are those of {held}: the file was changed or damaged.</source>
      <translation>Die Datei nennt das Spiel {named}, aber ihre Spieloptionen sind die von {held}: Die Datei wurde verändert oder beschädigt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="83" />
      <source>The file was not in UTF-8 (it was probably re-saved by a text editor): Bouquet read it as Windows text. Save it again to keep it as Bouquet writes it.</source>
      <translation>Die Datei war nicht in UTF-8 (wahrscheinlich hat ein Texteditor sie neu gespeichert): Bouquet hat sie als Windows-Text gelesen. Speichere sie erneut, damit sie so bleibt, wie Bouquet sie schreibt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="335" />
      <source>The first player must place the Great Hornbill first.</source>
      <translation>Der Startspieler muss zuerst den Doppelhornvogel legen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="801" />
      <source>The game ends once this card is placed, and whatever it is, at its best place you win.</source>
      <translation>Das Spiel endet, sobald diese Karte gelegt ist, und welche es auch ist, am besten Platz gewinnst du.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="805" />
      <source>The game ends once this card is placed, and whatever it is, you lose.</source>
      <translation>Das Spiel endet, sobald diese Karte gelegt ist, und welche es auch ist, du verlierst.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="808" />
      <source>The game ends once this card is placed: at its best place you win about {percent}% of the time.</source>
      <translation>Das Spiel endet, sobald diese Karte gelegt ist: Am besten Platz gewinnst du in etwa {percent} % der Fälle.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="125" />
      <source>The game in the file takes {low} to {high} players, not {count}: the file was changed or damaged.</source>
      <translation>Das Spiel in der Datei ist für {low} bis {high} Spieler, nicht {count}: Die Datei wurde verändert oder beschädigt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="321" />
      <source>The game is not over yet.</source>
      <translation>Die Partie ist noch nicht vorbei.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="320" />
      <source>The game is over.</source>
      <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="124" />
      <source>The game options in the file are not valid.</source>
      <translation>Die Spieloptionen in der Datei sind ungültig.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="88" />
      <source>The game was saved by a newer version of Bouquet. Update Bouquet to open it.</source>
      <translation>Das Spiel wurde mit einer neueren Version von Bouquet gespeichert. Aktualisiere Bouquet, um es zu öffnen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="98" />
      <source>The list of players in the file is damaged.</source>
      <translation>Die Spielerliste in der Datei ist beschädigt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="52" />
      <source>The moves taken back in this file were damaged: the game opens without them, so Redo has nothing to replay.</source>
      <translation>Die zurückgenommenen Schritte in dieser Datei waren beschädigt: Das Spiel öffnet sich ohne sie, Wiederholen hat also nichts nachzuspielen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="68" />
      <source>The name is too long: no file can have it.</source>
      <translation>Der Name ist zu lang: So kann keine Datei heißen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="99" />
      <source>The name of player {number} in the file is not text: the file was changed or damaged.</source>
      <translation>Der Name von Spieler {number} in der Datei ist kein Text: Die Datei wurde verändert oder beschädigt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="157" />
      <source>The number of players in the file does not match its game options.</source>
      <translation>Die Zahl der Spieler in der Datei passt nicht zu ihren Spieloptionen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="330" />
      <source>The purple starting card can never be covered.</source>
      <translation>Die lila Startkarte kann nie abgedeckt werden.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="402" />
      <source>There is no ability in progress to cancel.</source>
      <translation>Es läuft keine Fähigkeit, die du abbrechen könntest.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="410" />
      <source>There is no card there.</source>
      <translation>Dort liegt keine Karte.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="327" />
      <source>There is no stack {number}.</source>
      <translation>Es gibt keinen Stapel {number}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="69" />
      <source>There is no such file: check its name, or it may have been moved, renamed or deleted.</source>
      <translation>Diese Datei gibt es nicht: Prüfe ihren Namen, oder sie wurde vielleicht verschoben, umbenannt oder gelöscht.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="414" />
      <source>This ability targets a card in another player's Garrison.</source>
      <translation>Diese Fähigkeit zielt auf eine Karte in der Garnison eines anderen Spielers.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="413" />
      <source>This ability targets a card in your own Garrison.</source>
      <translation>Diese Fähigkeit zielt auf eine Karte in deiner eigenen Garnison.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="415" />
      <source>This ability targets a face-down card.</source>
      <translation>Diese Fähigkeit zielt auf eine verdeckte Karte.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="416" />
      <source>This ability targets a face-up card.</source>
      <translation>Diese Fähigkeit zielt auf eine offene Karte.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="906" />
      <source>This move wins less often, but earns more Victory Points on average: in a match a win alone earns 2 or 3, a shared win only 1.</source>
      <translation>Dieser Zug gewinnt seltener, bringt aber im Schnitt mehr Siegpunkte: In einer Partie über drei Runden bringt ein Sieg allein 2 oder 3, ein geteilter Sieg nur 1.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="411" />
      <source>This step acts on the card chosen by the previous step.</source>
      <translation>Dieser Schritt wirkt auf die Karte, die im vorigen Schritt gewählt wurde.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="997" />
      <source>This step leaves the total as it is: {card} goes to the discard pile without adding to it.</source>
      <translation>Dieser Schritt lässt die Summe, wie sie ist: Die Karte {card} kommt auf den Ablagestapel, ohne zur Summe zu zählen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="408" />
      <source>This step of the ability is not optional.</source>
      <translation>Dieser Schritt der Fähigkeit ist nicht freiwillig.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="407" />
      <source>This step targets a Garrison card.</source>
      <translation>Dieser Schritt zielt auf eine Karte in einer Garnison.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="250" />
      <source>Total Petal Power: {total}.</source>
      <translation>Gesamte Blütenkraft: {total}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="111" />
      <source>Two players have the same name in the file: to tell them apart, the later one is named {players}.</source>
      <translation>Zwei Spieler haben in der Datei denselben Namen: Damit man sie unterscheiden kann, heißt der spätere jetzt {players}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="57" />
      <source>Undo is not possible: that move showed a hidden card.</source>
      <translation>Rückgängig nicht möglich: Dieser Zug hat eine verdeckte Karte gezeigt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="241" />
      <source>Victory Points</source>
      <translation>Siegpunkte</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="237" />
      <source>Victory category</source>
      <translation>Siegkategorie</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="988" />
      <source>With the Hornbill you also win when nobody else does, another {percent}% of the time: about {total}% in all.</source>
      <translation>Mit dem Doppelhornvogel gewinnst du außerdem, wenn sonst niemand gewinnt: in weiteren {percent} % der Fälle. Auf beide Arten zusammen gewinnst du in etwa {total} % der Fälle.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="923" />
      <source>With the card this move brings you, not seen yet, you win about {percent}% of the time.</source>
      <translation>Mit der noch unbekannten Karte, die dir dieser Zug bringt, gewinnst du in etwa {percent} % der Fälle.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="894" />
      <source>With the card this move brings you, not seen yet, you win about {percent}% of the time; keeping {category}, which you hold ({condition}), about {held}%.</source>
      <translation>Mit der noch unbekannten Karte, die dir dieser Zug bringt, gewinnst du in etwa {percent} % der Fälle; behältst du deine Karte der Kategorie {category} ({condition}), in etwa {held} %.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="927" />
      <source>With the card this move brings you, not seen yet, you win or share the win about {percent}% of the time (alone about {alone}%).</source>
      <translation>Mit der noch unbekannten Karte, die dir dieser Zug bringt, gewinnst du in etwa {percent} % der Fälle, allein oder gemeinsam mit anderen (davon allein in etwa {alone} %).</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="899" />
      <source>With the card this move brings you, not seen yet, you win or share the win about {percent}% of the time (alone about {alone}%); keeping {category}, which you hold ({condition}), about {held}% (alone about {held_alone}%).</source>
      <translation>Mit der noch unbekannten Karte, die dir dieser Zug bringt, gewinnst du in etwa {percent} % der Fälle, allein oder gemeinsam mit anderen (davon allein in etwa {alone} %); behältst du deine Karte der Kategorie {category} ({condition}), in etwa {held} % (davon allein in etwa {held_alone} %).</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="194" />
      <source>Yellow field</source>
      <translation>Gelbes Feld</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="198" />
      <source>Yellow field not touching purple</source>
      <translation>Gelbes Feld ohne Lila-Nachbarn</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="326" />
      <source>You already hold a card: place it first.</source>
      <translation>Du hältst schon eine Karte: Lege sie zuerst an.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="340" />
      <source>You have seen the card: the ability can no longer be cancelled.</source>
      <translation>Du hast die Karte gesehen: Die Fähigkeit kann nicht mehr abgebrochen werden.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="664" />
      <source>Your score drops from {before} to {after} for now, but {built}.</source>
      <translation>Dein Punktestand sinkt vorerst von {before} auf {after}, aber so {built}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="426" />
      <source>Your score drops from {before} to {after} for now; this place may pay off by the game's end.</source>
      <translation>Dein Punktestand sinkt vorerst von {before} auf {after}; dieser Platz kann sich bis zum Spielende auszahlen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="548" />
      <source>Your score drops from {before} to {after} for now; {elsewhere}, but at this place {built}.</source>
      <translation>Dein Punktestand sinkt vorerst von {before} auf {after}; {elsewhere}, aber auf diesem Platz {built}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="553" />
      <source>Your score drops from {before} to {after} for now; {elsewhere}, but this place may pay off more by the game's end.</source>
      <translation>Dein Punktestand sinkt vorerst von {before} auf {after}; {elsewhere}, aber dieser Platz zahlt sich bis zum Spielende eher aus.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="647" />
      <source>Your score drops from {before} to {after}: {gained}, but {lost}.</source>
      <translation>Dein Punktestand sinkt von {before} auf {after}: {gained}, aber {lost}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="600" />
      <source>Your score ends at {score}, level with {players}: you win on fewer removed cards.</source>
      <translation>Dein Punktestand endet bei {score}, gleichauf mit {players}: Du gewinnst mit weniger entfernten Karten.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="604" />
      <source>Your score ends at {score}: you share the win with {players}.</source>
      <translation>Dein Punktestand endet bei {score}: Du teilst dir den Sieg mit {players}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="599" />
      <source>Your score ends at {score}: you win.</source>
      <translation>Dein Punktestand endet bei {score}: Du gewinnst.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="606" />
      <source>Your score ends at {score}: {players} win.</source>
      <translation>Dein Punktestand endet bei {score}: {players} gewinnen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="605" />
      <source>Your score ends at {score}: {players} wins.</source>
      <translation>Dein Punktestand endet bei {score}: {players} gewinnt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="636" />
      <source>Your score stays {score} for now, but {built}.</source>
      <translation>Dein Punktestand bleibt vorerst bei {score}, aber so {built}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="423" />
      <source>Your score stays {score} for now; this place may pay off by the game's end.</source>
      <translation>Dein Punktestand bleibt vorerst bei {score}; dieser Platz kann sich bis zum Spielende auszahlen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="539" />
      <source>Your score stays {score} for now; {elsewhere}, but at this place {built}.</source>
      <translation>Dein Punktestand bleibt vorerst bei {score}; {elsewhere}, aber auf diesem Platz {built}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="543" />
      <source>Your score stays {score} for now; {elsewhere}, but this place may pay off more by the game's end.</source>
      <translation>Dein Punktestand bleibt vorerst bei {score}; {elsewhere}, aber dieser Platz zahlt sich bis zum Spielende eher aus.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="646" />
      <source>Your score stays {score}: {gained}, but {lost}.</source>
      <translation>Dein Punktestand bleibt bei {score}: {gained}, aber {lost}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="658" />
      <source>a butterfly no longer scores ({loss})</source>
      <translation>ein Schmetterling zählt nicht mehr ({loss})</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="280" />
      <source>a card from another player's Garrison</source>
      <translation>eine Karte aus der Garnison eines anderen Spielers</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="282" />
      <source>a card from any Garrison</source>
      <translation>eine Karte aus einer beliebigen Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="278" />
      <source>a card from your Garrison</source>
      <translation>eine Karte aus deiner Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="296" />
      <source>a card from {player}'s Garrison</source>
      <translation>eine Karte aus der Garnison von {player}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="279" />
      <source>a card in another player's Garrison</source>
      <translation>eine Karte in der Garnison eines anderen Spielers</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="281" />
      <source>a card in any Garrison</source>
      <translation>eine Karte in einer beliebigen Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="277" />
      <source>a card in your Garrison</source>
      <translation>eine Karte in deiner Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="295" />
      <source>a card in {player}'s Garrison</source>
      <translation>eine Karte in der Garnison von {player}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="660" />
      <source>a card is removed ({loss})</source>
      <translation>eine Karte wird entfernt ({loss})</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="286" />
      <source>a face-down card from another player's Garrison</source>
      <translation>eine verdeckte Karte aus der Garnison eines anderen Spielers</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="288" />
      <source>a face-down card from any Garrison</source>
      <translation>eine verdeckte Karte aus einer beliebigen Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="284" />
      <source>a face-down card from your Garrison</source>
      <translation>eine verdeckte Karte aus deiner Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="298" />
      <source>a face-down card from {player}'s Garrison</source>
      <translation>eine verdeckte Karte aus der Garnison von {player}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="285" />
      <source>a face-down card in another player's Garrison</source>
      <translation>eine verdeckte Karte in der Garnison eines anderen Spielers</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="287" />
      <source>a face-down card in any Garrison</source>
      <translation>eine verdeckte Karte in einer beliebigen Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="283" />
      <source>a face-down card in your Garrison</source>
      <translation>eine verdeckte Karte in deiner Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="297" />
      <source>a face-down card in {player}'s Garrison</source>
      <translation>eine verdeckte Karte in der Garnison von {player}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="292" />
      <source>a face-up card from another player's Garrison</source>
      <translation>eine offene Karte aus der Garnison eines anderen Spielers</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="294" />
      <source>a face-up card from any Garrison</source>
      <translation>eine offene Karte aus einer beliebigen Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="290" />
      <source>a face-up card from your Garrison</source>
      <translation>eine offene Karte aus deiner Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="300" />
      <source>a face-up card from {player}'s Garrison</source>
      <translation>eine offene Karte aus der Garnison von {player}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="291" />
      <source>a face-up card in another player's Garrison</source>
      <translation>eine offene Karte in der Garnison eines anderen Spielers</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="293" />
      <source>a face-up card in any Garrison</source>
      <translation>eine offene Karte in einer beliebigen Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="289" />
      <source>a face-up card in your Garrison</source>
      <translation>eine offene Karte in deiner Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="299" />
      <source>a face-up card in {player}'s Garrison</source>
      <translation>eine offene Karte in der Garnison von {player}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="478" />
      <source>a second 2 touches it (until then it is removed)</source>
      <translation>eine zweite 2 sie berührt (bis dahin wird sie entfernt)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1055" />
      <source>a total below 0</source>
      <translation>einer Summe unter 0</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1057" />
      <source>a total of 12 or more</source>
      <translation>einer Summe von 12 oder mehr</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1056" />
      <source>a total of 7 or less</source>
      <translation>einer Summe von 7 oder weniger</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="1058" />
      <source>a total of 8 or more</source>
      <translation>einer Summe von 8 oder mehr</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="573" />
      <source>above {card}</source>
      <translation>oben an {card}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="578" />
      <source>another face-up card</source>
      <translation>einer anderen offenen Karte</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="264" />
      <source>below 0</source>
      <translation>unter 0</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="571" />
      <source>below {card}</source>
      <translation>unten an {card}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="719" />
      <source>blue cards</source>
      <translation>blaue Karten</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="245" />
      <source>deal {deal} of {deals}</source>
      <translation>Runde {deal} von {deals}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="246" />
      <source>deal {deal} of {deals}, {players} ahead with {vp} VP</source>
      <translation>Runde {deal} von {deals}, vorn: {players} (Siegpunkte: {vp})</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="310" />
      <source>every player passes a card from their hand to the left</source>
      <translation>jeder Spieler gibt eine Handkarte nach links weiter</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="306" />
      <source>exchange a card from your hand with {target}</source>
      <translation>eine Handkarte gegen {target} tauschen</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="307" />
      <source>exchange a card from {player}'s hand with {target}</source>
      <translation>eine Handkarte von {player} gegen {target} tauschen</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="309" />
      <source>exchange {target} with a card in a different Garrison</source>
      <translation>{target} mit einer Karte in einer anderen Garnison tauschen</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="308" />
      <source>exchange {target} with a card in another Garrison</source>
      <translation>{target} mit einer Karte in einer anderen Garnison tauschen</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="238" />
      <source>face down</source>
      <translation>verdeckt</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="840" />
      <source>first</source>
      <translation>ersten</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="303" />
      <source>flip {target} face up</source>
      <translation>{target} aufdecken</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="843" />
      <source>fourth</source>
      <translation>vierten</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="720" />
      <source>green cards</source>
      <translation>grüne Karten</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="240" />
      <source>in Garrison</source>
      <translation>in der Garnison</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="301" />
      <source>it</source>
      <translation>sie</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="693" />
      <source>it brings a group of {value}s to {count} cards: one more {value} touching them keeps them all from being removed</source>
      <translation>bringt sie eine Gruppe aus {value}ern auf {count} Karten – kommt eine weitere {value} an die Gruppe, wird keine davon entfernt</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="698" />
      <source>it brings a group of {value}s to {count} cards: {more} more {value}s touching them keep them all from being removed</source>
      <translation>bringt sie eine Gruppe aus {value}ern auf {count} Karten – kommen {more} weitere {value}er an die Gruppe, wird keine davon entfernt</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="680" />
      <source>it completes a group of {value}s: its {count} cards are no longer removed</source>
      <translation>vervollständigt sie eine Gruppe aus {value}ern – ihre {count} Karten werden nicht mehr entfernt</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="451" />
      <source>it covers a card that would be removed</source>
      <translation>deckt sie eine Karte ab, die entfernt würde</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="453" />
      <source>it lays a card beside a butterfly of its colour</source>
      <translation>liegt sie neben einem Schmetterling ihrer Farbe</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="490" />
      <source>it lays a card beside a butterfly of its colour: 1 point once {needs}, if both cards stay to the end</source>
      <translation>liegt sie neben einem Schmetterling ihrer Farbe: +1 Punkt, sobald {needs}, wenn beide Karten bis zum Ende liegen bleiben</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="708" />
      <source>it lays a card beside a butterfly of its colour: 1 point, if both cards stay to the end</source>
      <translation>liegt sie neben einem Schmetterling ihrer Farbe: +1 Punkt, wenn beide Karten bis zum Ende liegen bleiben</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="450" />
      <source>it makes a field of {count} {cards}</source>
      <translation>legt sie {count} {cards} zu einem Feld zusammen</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="656" />
      <source>it makes a field of {count} {cards} (+{gain})</source>
      <translation>sie legt {count} {cards} zu einem Feld zusammen (+{gain})</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="668" />
      <source>it makes a field of {count} {cards}: {count} points, if none of them is removed</source>
      <translation>legt sie {count} {cards} zu einem Feld zusammen – {count} Punkte, wenn keine davon entfernt wird</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="672" />
      <source>it makes a set of {count} touching {cards}: one more makes it a field worth 5 points</source>
      <translation>legt sie {count} {cards} zusammen – eine weitere macht daraus ein Feld für 5 Punkte</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="456" />
      <source>it makes a set of {count} touching {cards}: one more makes it a field worth 5 points, though one of them is not yet in a complete value group and would be removed first</source>
      <translation>legt sie {count} {cards} zusammen – eine weitere macht daraus ein Feld für 5 Punkte, doch eine davon ist noch in keiner vollständigen Wertegruppe und würde vorher entfernt</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="466" />
      <source>it makes a set of {count} touching {cards}: one more makes it a field worth 5 points, though {unsure} of them are not yet in a complete value group and would be removed first</source>
      <translation>legt sie {count} {cards} zusammen – eine weitere macht daraus ein Feld für 5 Punkte, doch {unsure} davon sind noch in keiner vollständigen Wertegruppe und würden vorher entfernt</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="676" />
      <source>it makes a set of {count} touching {cards}: {more} more make it a field worth 5 points</source>
      <translation>legt sie {count} {cards} zusammen – {more} weitere machen daraus ein Feld für 5 Punkte</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="461" />
      <source>it makes a set of {count} touching {cards}: {more} more make it a field worth 5 points, though one of them is not yet in a complete value group and would be removed first</source>
      <translation>legt sie {count} {cards} zusammen – {more} weitere machen daraus ein Feld für 5 Punkte, doch eine davon ist noch in keiner vollständigen Wertegruppe und würde vorher entfernt</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="472" />
      <source>it makes a set of {count} touching {cards}: {more} more make it a field worth 5 points, though {unsure} of them are not yet in a complete value group and would be removed first</source>
      <translation>legt sie {count} {cards} zusammen – {more} weitere machen daraus ein Feld für 5 Punkte, doch {unsure} davon sind noch in keiner vollständigen Wertegruppe und würden vorher entfernt</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="688" />
      <source>it starts a group of {value}s: {more} more {value}s touching it keep them all from being removed</source>
      <translation>beginnt sie eine Gruppe aus {value}ern – kommen {more} weitere {value}er an die Gruppe, wird keine davon entfernt</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="684" />
      <source>it starts a pair of 2s: a second 2 touching it keeps both from being removed</source>
      <translation>beginnt sie ein Paar aus 2ern – eine zweite 2, die sie berührt, bewahrt beide vor dem Entfernen</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="712" />
      <source>its butterfly earns 1 point once a card of the butterfly's colour touches it, if both cards stay to the end</source>
      <translation>bringt ihr Schmetterling 1 Punkt, sobald eine Karte seiner Farbe ihn berührt, wenn beide Karten bis zum Ende liegen bleiben</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="452" />
      <source>its butterfly touches a card of the butterfly's colour</source>
      <translation>berührt ihr Schmetterling eine Karte seiner Farbe</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="485" />
      <source>its butterfly touches a card of the butterfly's colour: 1 point once {needs}, if both cards stay to the end</source>
      <translation>berührt ihr Schmetterling eine Karte seiner Farbe: +1 Punkt, sobald {needs}, wenn beide Karten bis zum Ende liegen bleiben</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="703" />
      <source>its butterfly touches a card of the butterfly's colour: 1 point, if both cards stay to the end</source>
      <translation>berührt ihr Schmetterling eine Karte seiner Farbe: +1 Punkt, wenn beide Karten bis zum Ende liegen bleiben</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="655" />
      <source>its field of {cards} grows to {count} cards (+{gain})</source>
      <translation>ihr Feld wächst auf {count} {cards} (+{gain})</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="561" />
      <source>laid {place}, it would keep your score at {best}</source>
      <translation>{place} gelegt, bliebe er bei {best}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="562" />
      <source>laid {place}, it would lower your score only to {best}</source>
      <translation>{place} gelegt, sänke er nur auf {best}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="560" />
      <source>laid {place}, it would raise your score to {best} at once</source>
      <translation>{place} gelegt, stiege er sofort auf {best}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="572" />
      <source>left of {card}</source>
      <translation>links neben {card}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="302" />
      <source>look at {target}</source>
      <translation>{target} ansehen</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="226" />
      <source>match</source>
      <translation>Partie über drei Runden</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="233" />
      <source>match of three deals</source>
      <translation>Partie über drei Runden</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="227" />
      <source>memory aid</source>
      <translation>Gedächtnisstütze</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="59" />
      <source>mode</source>
      <translation>Modus</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="569" />
      <source>on {card}</source>
      <translation>auf {card}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="479" />
      <source>one more {value} touches its group of {value}s (until then it is removed)</source>
      <translation>ihre Gruppe aus {value}ern um eine weitere {value} wächst (bis dahin wird sie entfernt)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="564" />
      <source>only one other place would keep your score at {best}</source>
      <translation>an einem einzigen anderen Platz bliebe er bei {best}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="565" />
      <source>only one other place would lower your score less, to {best}</source>
      <translation>an einem einzigen anderen Platz sänke er nur auf {best}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="563" />
      <source>only one other place would raise your score to {best} at once</source>
      <translation>an einem einzigen anderen Platz stiege er sofort auf {best}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="662" />
      <source>other fields lose points ({loss})</source>
      <translation>andere Felder verlieren Punkte ({loss})</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="58" />
      <source>players</source>
      <translation>Spieler</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="718" />
      <source>red cards</source>
      <translation>rote Karten</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="305" />
      <source>remove {target}</source>
      <translation>{target} entfernen</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="570" />
      <source>right of {card}</source>
      <translation>rechts neben {card}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="304" />
      <source>rotate {target}</source>
      <translation>{target} drehen</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="249" />
      <source>round {round}</source>
      <translation>Runde {round}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="841" />
      <source>second</source>
      <translation>zweiten</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="225" />
      <source>single</source>
      <translation>Einzelrunde</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="192" />
      <source>solo</source>
      <translation>Solo</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="190" />
      <source>standard</source>
      <translation>Standard</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="191" />
      <source>summer</source>
      <translation>Sommer</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="838" />
      <source>the blue {value}</source>
      <translation>die blaue {value}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="657" />
      <source>the butterfly of the card it covers no longer scores ({loss})</source>
      <translation>der Schmetterling der Karte, die sie abdeckt, zählt nicht mehr ({loss})</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="839" />
      <source>the green {value}</source>
      <translation>die grüne {value}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="574" />
      <source>the other face-up card</source>
      <translation>der anderen offenen Karte</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="837" />
      <source>the red {value}</source>
      <translation>die rote {value}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="836" />
      <source>the yellow {value}</source>
      <translation>die gelbe {value}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="842" />
      <source>third</source>
      <translation>dritten</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="60" />
      <source>variant</source>
      <translation>Variante</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="717" />
      <source>yellow cards</source>
      <translation>gelbe Karten</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="312" />
      <source>you may now {action}</source>
      <translation>jetzt darfst du {action}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="311" />
      <source>you may {action}</source>
      <translation>darfst du {action}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="313" />
      <source>{action} (optional)</source>
      <translation>{action} (freiwillig)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="859" />
      <source>{category} needs {condition}, and the total will end at {total}.</source>
      <translation>{category} braucht {condition}, und die Summe liegt am Ende bei {total}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="863" />
      <source>{category} needs {condition}, yet the total will end at {total}, and this move ends the deal: no move is left to change it.</source>
      <translation>{category} braucht {condition}, doch die Summe liegt am Ende bei {total}, und dieser Zug beendet die Runde: Kein Zug bleibt, um das zu ändern.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="868" />
      <source>{category} needs {condition}. When this move ends the deal, the total is likely between {low} and {high}: you win about {percent}% of the time.</source>
      <translation>{category} braucht {condition}. Wenn dieser Zug die Runde beendet, liegt die Summe wahrscheinlich zwischen {low} und {high}: Mit dieser Karte gewinnst du in etwa {percent} % der Fälle.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="911" />
      <source>{category} needs {condition}. When this move ends the deal, the total is likely between {low} and {high}: you win or share the win about {percent}% of the time (alone about {alone}%).</source>
      <translation>{category} braucht {condition}. Wenn dieser Zug die Runde beendet, liegt die Summe wahrscheinlich zwischen {low} und {high}: Mit dieser Karte gewinnst du in etwa {percent} % der Fälle, allein oder gemeinsam mit anderen (davon allein in etwa {alone} %).</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="255" />
      <source>{category} needs {condition}: met too, but {winner} comes first in the order.</source>
      <translation>{category} braucht {condition}: auch erfüllt, aber die Kategorie {winner} kommt in der Reihenfolge zuerst.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="254" />
      <source>{category} needs {condition}: met, but nobody holds one.</source>
      <translation>{category} braucht {condition}: erfüllt, aber niemand hat diese Siegkarte.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="259" />
      <source>{category} needs {condition}: met, {players} win together.</source>
      <translation>{category} braucht {condition}: erfüllt, {players} gewinnen gemeinsam.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="258" />
      <source>{category} needs {condition}: met, {players} wins.</source>
      <translation>{category} braucht {condition}: erfüllt, {players} gewinnt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="253" />
      <source>{category} needs {condition}: not met.</source>
      <translation>{category} braucht {condition}: nicht erfüllt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="873" />
      <source>{category} needs {condition}: the total meets it about {met}% of the time, but a card before it in the priority order may win first, so you win about {percent}%. The total likely ends between {low} and {high}.</source>
      <translation>{category} braucht {condition}: Die Summe erreicht das in etwa {met} % der Fälle, aber eine Karte, die in der Rangfolge davor steht, kann zuerst gewinnen; mit dieser Karte gewinnst du daher in etwa {percent} % der Fälle. Die Summe liegt am Ende wahrscheinlich zwischen {low} und {high}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="917" />
      <source>{category} needs {condition}: the total meets it about {met}% of the time, but a card before it in the priority order may win first, so you win or share the win about {percent}% (alone about {alone}%). The total likely ends between {low} and {high}.</source>
      <translation>{category} braucht {condition}: Die Summe erreicht das in etwa {met} % der Fälle, aber eine Karte, die in der Rangfolge davor steht, kann zuerst gewinnen; mit dieser Karte gewinnst du daher in etwa {percent} % der Fälle, allein oder gemeinsam mit anderen (davon allein in etwa {alone} %). Die Summe liegt am Ende wahrscheinlich zwischen {low} und {high}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="879" />
      <source>{category} needs {condition}: you win about {percent}% of the time, the total likely ending between {low} and {high}.</source>
      <translation>{category} braucht {condition}: Mit dieser Karte gewinnst du in etwa {percent} % der Fälle; die Summe liegt am Ende wahrscheinlich zwischen {low} und {high}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="889" />
      <source>{category} needs {condition}: you win or share the win about {percent}% of the time (alone about {alone}%), the total likely ending between {low} and {high}.</source>
      <translation>{category} braucht {condition}: Mit dieser Karte gewinnst du in etwa {percent} % der Fälle, allein oder gemeinsam mit anderen (davon allein in etwa {alone} %); die Summe liegt am Ende wahrscheinlich zwischen {low} und {high}.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="973" />
      <source>{change} {reason}</source>
      <translation>{change} {reason}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="659" />
      <source>{count} butterflies no longer score ({loss})</source>
      <translation>{count} Schmetterlinge zählen nicht mehr ({loss})</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="661" />
      <source>{count} cards are removed ({loss})</source>
      <translation>{count} Karten werden entfernt ({loss})</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="251" />
      <source>{count} face-down card is unknown and not counted.</source>
      <translation>{count} verdeckte Karte ist unbekannt und wird nicht mitgezählt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="252" />
      <source>{count} face-down cards are unknown and not counted.</source>
      <translation>{count} verdeckte Karten sind unbekannt und werden nicht mitgezählt.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="567" />
      <source>{count} other places would keep your score at {best}</source>
      <translation>an {count} anderen Plätzen bliebe er bei {best}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="568" />
      <source>{count} other places would lower your score only to {best}</source>
      <translation>an {count} anderen Plätzen sänke er nur auf {best}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="566" />
      <source>{count} other places would raise your score to {best} at once</source>
      <translation>an {count} anderen Plätzen stiege er sofort auf {best}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="663" />
      <source>{first} and {then}</source>
      <translation>{first} und {then}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="814" />
      <source>{first} {then}</source>
      <translation>{first} {then}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="482" />
      <source>{more} more {value}s touch its group of {value}s (until then it is removed)</source>
      <translation>ihre Gruppe aus {value}ern um {more} weitere {value}er wächst (bis dahin wird sie entfernt)</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="62" />
      <source>{names} and {last}</source>
      <translation>{names} und {last}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="582" />
      <source>{placed} With {other} your score would be {best} now (+{gain}), but this card should pay off more by the game's end.</source>
      <translation>{placed} Mit {other} käme dein Punktestand sofort auf {best} (+{gain}), aber diese Karte lohnt sich bis zum Spielende mehr.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="592" />
      <source>{placed} With {other} your score would be {best} now ({gain}), but this card should pay off more by the game's end.</source>
      <translation>{placed} Mit {other} käme dein Punktestand sofort auf {best} ({gain}), aber diese Karte lohnt sich bis zum Spielende mehr.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="587" />
      <source>{placed} With {other} your score would stay {best} now, but this card should pay off more by the game's end.</source>
      <translation>{placed} Mit {other} bliebe dein Punktestand bei {best}, aber diese Karte lohnt sich bis zum Spielende mehr.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="273" />
      <source>{players} has won the match: nobody can catch up in the deals left.</source>
      <translation>{players} hat die Partie gewonnen: In den restlichen Runden kann niemand mehr aufholen.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="211" />
      <source>{players} tie on points and removed cards: they share the victory.</source>
      <translation>{players} sind bei Punkten und entfernten Karten gleich und teilen sich den Sieg.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="214" />
      <source>{players} tie on points and removed cards: they share their place.</source>
      <translation>{players} sind bei Punkten und entfernten Karten gleich und teilen sich ihren Platz.</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="208" />
      <source>{players} tie on points: fewer removed cards breaks the tie.</source>
      <translation>{players} sind punktgleich: Weniger entfernte Karten entscheiden.</translation>
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
      <translation>{turns} Züge in Runde {deal}</translation>
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="154" />
      <source>{why} The game opens just before that move, without it and the moves after it.</source>
      <translation>{why} Die Partie öffnet sich direkt vor diesem Schritt, ohne ihn und die Schritte danach.</translation>
    </message>
  </context>
</TS>
