<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
  <context>
    <name>EndGameDialog</name>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="45" />
      <source>Game over</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="150" />
      <source>Play again (new code)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="149" />
      <source>Play again (same code)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="127" />
      <source>Rank</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="67" />
      <source>Shared win: {names}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="120" />
      <source>Tie-break</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="111" />
      <source>Total</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="69" />
      <source>{game} · challenge code {code}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="60" />
      <source>{name} scored {score}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="65" />
      <source>{name} wins!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/end_game.py" line="106" />
      <source>{points} ({count}×)</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>FlowersBoard</name>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="44" />
      <source>%1 %2</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="477" />
      <source>%1 discarded</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="80" />
      <source>%1 field</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="737" />
      <source>%1 is playing…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="474" />
      <source>%1 left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="557" />
      <source>%1 pts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="46" />
      <source>%1 with a %2 butterfly</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="539" />
      <source>%1's garden</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="975" />
      <source>+</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="713" />
      <source>Apprentice</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="712" />
      <source>Beginner</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="78" />
      <source>Butterflies next to their colour</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="76" />
      <source>Cards out of a valid value group</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="602" />
      <source>Cover this card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="572" />
      <source>Drag a card from a stack onto your garden, or click a stack.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="573" />
      <source>Drag this card to a highlighted cell: next to a card, or on top of one to cover it. You can also click a cell, or use the arrow keys and Enter.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="515" />
      <source>Draw a card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="63" />
      <source>Draw a card first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="259" />
      <source>Draw from stack %1</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="860" />
      <location filename="../desktop/games/flowers/board.py" line="865" />
      <source>Drop the card on a highlighted cell of your garden.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="714" />
      <source>Expert</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="668" />
      <source>Final score</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="974" />
      <source>Fit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="974" />
      <source>Fit the table to the window</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="728" />
      <source>Game over: %1 points.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="733" />
      <source>Game over: %1 share the victory with %2 points.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="730" />
      <source>Game over: %1 wins with %2 points.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="681" />
      <source>If you place it here</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="756" />
      <source>It is not your turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="715" />
      <source>Master</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="872" />
      <source>Now click a highlighted cell, or drag the card there.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="261" />
      <source>Place a card at %1, %2</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="603" />
      <source>Place your card here</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="741" />
      <source>Place your card on a highlighted cell.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="501" />
      <source>Player %1</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="676" />
      <source>Rank</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="668" />
      <source>Score if the game ended now</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="970" />
      <source>Show which value groups are valid, your fields and scoring butterflies</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="968" />
      <source>Teaching overlay</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="59" />
      <source>That cell is not next to your flowers.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="67" />
      <source>That stack is empty.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="68" />
      <location filename="../desktop/games/flowers/board.py" line="568" />
      <location filename="../desktop/games/flowers/board.py" line="754" />
      <source>The game is over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="60" />
      <source>The purple starting card can never be covered.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="674" />
      <location filename="../desktop/games/flowers/board.py" line="695" />
      <source>Total</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="570" />
      <source>Wait for %1.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="64" />
      <location filename="../desktop/games/flowers/board.py" line="758" />
      <source>You already hold a card: place it first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="859" />
      <source>You can only place cards in your own garden.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="759" />
      <source>You cannot take that card now.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="521" />
      <source>Your card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="739" />
      <source>Your turn: draw a card from a stack (drag it, click it, or ←/→ and Enter).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="975" />
      <source>Zoom in</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="973" />
      <source>Zoom out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="40" />
      <source>a face-down card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="30" />
      <source>blue</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="31" />
      <source>green</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="32" />
      <source>purple</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="29" />
      <source>red</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="43" />
      <source>the purple starting card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/items.py" line="28" />
      <source>yellow</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/games/flowers/board.py" line="973" />
      <source>−</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>GameCard</name>
    <message>
      <location filename="../desktop/start_screen.py" line="170" />
      <source>Coming soon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="170" />
      <source>Play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="172" />
      <source>Rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="171" />
      <source>Tutorial</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="167" />
      <source>solo mode</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="161" />
      <source>{count} players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="163" />
      <source>{low}–{high} players</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>HandoffScreen</name>
    <message>
      <location filename="../desktop/table/handoff.py" line="85" />
      <source>I am {name}, show my cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="81" />
      <source>Pass the screen to {name}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/table/handoff.py" line="83" />
      <source>The table is hidden so that nobody sees another player's cards.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../desktop/main_window.py" line="271" />
      <source>&amp;About Bouquet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="260" />
      <source>&amp;Close Game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="277" />
      <source>&amp;Edit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="275" />
      <source>&amp;File</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="268" />
      <source>&amp;Fit to Window</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="279" />
      <source>&amp;Help</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="265" />
      <source>&amp;History</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="256" />
      <source>&amp;New Game…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="257" />
      <source>&amp;Open…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="262" />
      <source>&amp;Quit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="264" />
      <source>&amp;Redo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="269" />
      <source>&amp;Rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="258" />
      <source>&amp;Save</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="270" />
      <source>&amp;Tutorial</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="263" />
      <source>&amp;Undo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="278" />
      <source>&amp;View</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="282" />
      <source>&lt;start of the game&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="765" />
      <source>About Bouquet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="624" />
      <source>Autosave failed: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="566" />
      <source>Bouquet games (*{suffix})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="515" />
      <source>Bouquet games (*{suffix});;All files (*)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="766" />
      <source>Bouquet {version}

Five flower-themed tabletop games on one offline table.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="526" />
      <location filename="../desktop/main_window.py" line="531" />
      <source>Cannot open {name}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="784" />
      <source>Cannot save the settings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="583" />
      <source>Cannot save {name}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="605" />
      <source>Clear List</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="348" />
      <source>Code {code}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="683" />
      <source>Confirm move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="343" />
      <source>Game over</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="281" />
      <source>History</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="402" />
      <source>No game available</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="402" />
      <source>No game board is installed yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="601" />
      <source>No recent games</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="276" />
      <source>Open &amp;Recent</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="513" />
      <source>Open saved game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="684" />
      <source>Play this move?
{move}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="259" />
      <source>Save &amp;As…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="564" />
      <source>Save game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="496" />
      <source>Save the game in progress before leaving it?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="590" />
      <source>Saved {name}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="261" />
      <source>Se&amp;ttings…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="312" />
      <source>Take back your last move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="119" />
      <source>The AI could not move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="280" />
      <source>Toolbar</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="495" />
      <source>Unsaved game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="266" />
      <source>Zoom &amp;In</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="267" />
      <source>Zoom &amp;Out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="532" />
      <source>{game} cannot be played in this version yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="389" />
      <source>{game} with {names} · {moves} moves</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="357" />
      <source>{name} is thinking…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/main_window.py" line="346" />
      <source>{name} to play</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="372" />
      <source>AI – easy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="374" />
      <source>AI – hard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="373" />
      <source>AI – normal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="381" />
      <source>Challenge code</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="383" />
      <source>Copy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="366" />
      <source>Game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="371" />
      <source>Human</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="382" />
      <source>New code</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="365" />
      <source>New game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="322" />
      <source>No game is available yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="313" />
      <location filename="../desktop/dialogs/new_game.py" line="378" />
      <source>Player {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="367" />
      <source>Players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="377" />
      <source>Seat {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="369" />
      <source>Seats</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="385" />
      <source>Share the code: the same code and options deal the same game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="326" />
      <source>The challenge code has 8 letters and digits, like {example}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/new_game.py" line="368" />
      <source>Variant</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>RulesDialog</name>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="17" />
      <source>Rules of {game}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/rules.py" line="35" />
      <source>The rules summary of this game is not written yet.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SessionController</name>
    <message>
      <location filename="../desktop/session_controller.py" line="183" />
      <source>It is not your turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="151" />
      <location filename="../desktop/session_controller.py" line="181" />
      <source>No game in progress.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="153" />
      <source>Only AI seats are playing.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/session_controller.py" line="157" />
      <source>Undo is not possible: that move showed a hidden card.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="59" />
      <source> ms</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="67" />
      <source>AI move delay</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="64" />
      <source>Animations</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="52" />
      <source>Ask before each move is played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="65" />
      <source>Colour-blind help</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="66" />
      <source>Confirm moves</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="41" />
      <source>Fast</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="63" />
      <source>Language</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="42" />
      <source>Normal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="40" />
      <source>Off</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="24" />
      <source>Settings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="49" />
      <source>Show patterns as well as colours</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="43" />
      <source>Slow</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/dialogs/settings_dialog.py" line="28" />
      <source>System language</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>StartScreen</name>
    <message>
      <location filename="../desktop/start_screen.py" line="260" />
      <source>Five flower games on one table. Choose a game:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="261" />
      <source>No game is installed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="257" />
      <location filename="../desktop/start_screen.py" line="266" />
      <source>No game to resume.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="263" />
      <source>Open saved game…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="262" />
      <source>Resume last game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/start_screen.py" line="264" />
      <source>Settings…</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>engine</name>
    <message>
      <location filename="../desktop/i18n.py" line="36" />
      <source>Nothing to undo.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="37" />
      <source>Undo is not possible: that move showed a hidden card.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="39" />
      <source>mode</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="38" />
      <source>players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="42" />
      <source>solo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="41" />
      <source>standard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="43" />
      <source>summer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../desktop/i18n.py" line="40" />
      <source>variant</source>
      <translation type="unfinished" />
    </message>
  </context>
</TS>
