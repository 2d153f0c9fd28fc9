<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>colours</name>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Halma and Chinese checkers</source>
        <translation>Halma und Sternhalma</translation>
    </message>
    <message>
        <source>Hop your whole army across the board into the opposite corner.</source>
        <translation>Bring dein ganzes Heer mit Sprüngen in die gegenüberliegende Ecke.</translation>
    </message>
</context>
<context>
    <name>halma</name>
    <message>
        <source>%1 cannot move and passes.</source>
        <translation>%1 kann nicht ziehen und setzt aus.</translation>
    </message>
    <message>
        <source>Partners:</source>
        <translation>Partner:</translation>
    </message>
    <message>
        <source>Places:</source>
        <translation>Plätze:</translation>
    </message>
    <message>
        <source>red peg</source>
        <extracomment>A peg and a camp of each colour the game offers, for what the cursor is on (named whole, so that each language can inflect the colour).</extracomment>
        <translation>roter Stein</translation>
    </message>
    <message>
        <source>blue peg</source>
        <translation>blauer Stein</translation>
    </message>
    <message>
        <source>green peg</source>
        <translation>grüner Stein</translation>
    </message>
    <message>
        <source>yellow peg</source>
        <translation>gelber Stein</translation>
    </message>
    <message>
        <source>purple peg</source>
        <translation>lila Stein</translation>
    </message>
    <message>
        <source>white peg</source>
        <translation>weißer Stein</translation>
    </message>
    <message>
        <source>orange peg</source>
        <translation>oranger Stein</translation>
    </message>
    <message>
        <source>black peg</source>
        <translation>schwarzer Stein</translation>
    </message>
    <message>
        <source>red camp</source>
        <translation>rotes Lager</translation>
    </message>
    <message>
        <source>blue camp</source>
        <translation>blaues Lager</translation>
    </message>
    <message>
        <source>green camp</source>
        <translation>grünes Lager</translation>
    </message>
    <message>
        <source>yellow camp</source>
        <translation>gelbes Lager</translation>
    </message>
    <message>
        <source>purple camp</source>
        <translation>lila Lager</translation>
    </message>
    <message>
        <source>white camp</source>
        <translation>weißes Lager</translation>
    </message>
    <message>
        <source>orange camp</source>
        <translation>oranges Lager</translation>
    </message>
    <message>
        <source>black camp</source>
        <translation>schwarzes Lager</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>picked up</source>
        <translation>aufgenommen</translation>
    </message>
    <message>
        <source>the picked-up peg can go here</source>
        <translation>der aufgenommene Stein kann hierhin</translation>
    </message>
    <message>
        <source>camp of %1</source>
        <translation>Lager von %1</translation>
    </message>
    <message>
        <source>peg of %1</source>
        <translation>Stein von %1</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Three or six players always play on the star.</source>
        <translation>Mit drei oder sechs Spielern wird immer auf dem Stern gespielt.</translation>
    </message>
    <message>
        <source>10 pegs</source>
        <translation>10 Steine</translation>
    </message>
    <message>
        <source>Winning rule</source>
        <translation>Siegregel</translation>
    </message>
    <message>
        <source>Swap with blocking pegs</source>
        <translation>Tauschen mit blockierenden Steinen</translation>
    </message>
    <message>
        <source>A peg may step onto an opponent&apos;s peg that is still in its home camp inside your target camp; the two change places.</source>
        <translation>Ein Stein darf auf einen gegnerischen Stein ziehen, der noch in dessen Heimatlager innerhalb deines Ziellagers steht; beide tauschen die Plätze.</translation>
    </message>
    <message>
        <source>Star (Chinese checkers)</source>
        <translation>Stern (Sternhalma)</translation>
    </message>
    <message>
        <source>Square (Halma)</source>
        <translation>Quadrat (Halma)</translation>
    </message>
    <message>
        <source>Pegs on the star</source>
        <translation>Steine auf dem Stern</translation>
    </message>
    <message>
        <source>15 pegs</source>
        <translation>15 Steine</translation>
    </message>
    <message>
        <source>With 15 pegs each camp is one row deeper.</source>
        <translation>Mit 15 Steinen ist jedes Lager eine Reihe tiefer.</translation>
    </message>
    <message>
        <source>Anti-spoiling (Parlett)</source>
        <translation>Gegen Blockieren (Parlett)</translation>
    </message>
    <message>
        <source>Only own pegs count</source>
        <translation>Nur eigene Steine zählen</translation>
    </message>
    <message>
        <source>Anti-spoiling: a full target camp wins if at least one of its pegs is yours, so pegs left at home cannot block it forever.</source>
        <translation>Gegen Blockieren: Ein volles Ziellager gewinnt, wenn mindestens ein Stein darin dir gehört; zu Hause gelassene Steine können es so nicht für immer blockieren.</translation>
    </message>
    <message>
        <source>Turns to leave home (0: off)</source>
        <translation>Züge zum Verlassen der Heimat (0: aus)</translation>
    </message>
    <message>
        <source>A player with a peg still at home after this many turns is out of the game; with partners, the whole side is.</source>
        <translation>Wer nach so vielen Zügen noch einen Stein zu Hause hat, scheidet aus; mit Partnern das ganze Team.</translation>
    </message>
    <message>
        <source>No stops in other camps</source>
        <translation>Kein Halt in fremden Lagern</translation>
    </message>
    <message>
        <source>Hopping through them is still allowed.</source>
        <translation>Hindurchspringen bleibt erlaubt.</translation>
    </message>
    <message>
        <source>Long hops</source>
        <translation>Weite Sprünge</translation>
    </message>
    <message>
        <source>Hop over a single distant peg, landing as far beyond it as you started before it.</source>
        <translation>Über einen einzelnen entfernten Stein springen und so weit dahinter landen, wie man davor stand.</translation>
    </message>
    <message>
        <source>Partners sitting opposite</source>
        <translation>Partner sitzen gegenüber</translation>
    </message>
    <message>
        <source>Players sitting opposite play as a side: the side wins when both partners have all their pegs home.</source>
        <translation>Wer sich gegenübersitzt, spielt zusammen: Das Team gewinnt, wenn beide Partner alle Steine im Ziel haben.</translation>
    </message>
    <message>
        <source>Play on for the places</source>
        <translation>Um die Plätze weiterspielen</translation>
    </message>
    <message>
        <source>After the winner, the others go on until only one player or side is left.</source>
        <translation>Nach dem Sieger spielen die anderen weiter, bis nur noch ein Spieler oder Team übrig ist.</translation>
    </message>
    <message>
        <source>Turns go counter-clockwise</source>
        <translation>Reihum gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Seats are laid out clockwise; with this the turn passes the other way round.</source>
        <translation>Die Plätze liegen im Uhrzeigersinn; damit geht der Zug andersherum weiter.</translation>
    </message>
    <message>
        <source>Draw after quiet turns (0: off)</source>
        <translation>Remis nach ruhigen Zügen (0: aus)</translation>
    </message>
    <message>
        <source>A draw when no peg has entered its target camp for this many turns.</source>
        <translation>Unentschieden, wenn so viele Züge lang kein Stein sein Ziellager erreicht.</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>The whole target camp is filled.</source>
        <translation>Das ganze Ziellager ist gefüllt.</translation>
    </message>
    <message>
        <source>A player did not leave the home camp in time.</source>
        <translation>Ein Spieler hat das Heimatlager nicht rechtzeitig verlassen.</translation>
    </message>
    <message>
        <source>No peg reached its target camp for too long.</source>
        <translation>Zu lange hat kein Stein sein Ziellager erreicht.</translation>
    </message>
    <message>
        <source>Nobody can move any more.</source>
        <translation>Niemand kann mehr ziehen.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>There is no hole %1 on this board.</source>
        <translation>Ein Loch %1 gibt es auf diesem Brett nicht.</translation>
    </message>
    <message>
        <source>There is no peg on %1.</source>
        <translation>Auf %1 steht kein Stein.</translation>
    </message>
    <message>
        <source>The peg on %1 is not yours: pick one of your own.</source>
        <translation>Der Stein auf %1 gehört dir nicht: Wähle einen deiner eigenen.</translation>
    </message>
    <message>
        <source>The peg on %1 has no move at the moment.</source>
        <translation>Der Stein auf %1 kann gerade nicht ziehen.</translation>
    </message>
    <message>
        <source>The hole %1 is taken.</source>
        <translation>Das Loch %1 ist besetzt.</translation>
    </message>
    <message>
        <source>The peg on %1 has reached its target camp and may not leave it again.</source>
        <translation>Der Stein auf %1 ist in seinem Ziellager angekommen und darf es nicht mehr verlassen.</translation>
    </message>
    <message>
        <source>The hole %1 lies in another player&apos;s camp: you may hop through it but not stop there.</source>
        <translation>Das Loch %1 liegt im Lager eines anderen Spielers: Du darfst hindurchspringen, aber dort nicht stehen bleiben.</translation>
    </message>
    <message>
        <source>The peg on %1 cannot reach %2 with one step or a chain of hops.</source>
        <translation>Der Stein auf %1 erreicht %2 weder mit einem Schritt noch mit einer Sprungkette.</translation>
    </message>
    <message>
        <source>The holes %1 are not a chain of hops this peg can make.</source>
        <translation>Die Löcher %1 sind keine Sprungkette, die dieser Stein machen kann.</translation>
    </message>
    <message>
        <source>You may only pass when none of your pegs can move.</source>
        <translation>Aussetzen darfst du nur, wenn keiner deiner Steine ziehen kann.</translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>A race across the star</source>
        <translation>Ein Wettlauf über den Stern</translation>
    </message>
    <message>
        <source>Your ten pegs start in the camp at the bottom. Move all of them into the camp straight across, marked here, before your opponent fills yours. Nothing is ever captured.</source>
        <translation>Deine zehn Steine beginnen im Lager unten. Bring sie alle in das genau gegenüberliegende Lager, hier markiert, bevor dein Gegner deines füllt. Geschlagen wird nie.</translation>
    </message>
    <message>
        <source>A step</source>
        <translation>Ein Schritt</translation>
    </message>
    <message>
        <source>On your turn you move one peg. The simplest move is a step to a neighbouring empty hole. Step one of your front pegs forward.</source>
        <translation>In deinem Zug bewegst du einen Stein. Der einfachste Zug ist ein Schritt in ein leeres Nachbarloch. Zieh einen deiner vorderen Steine einen Schritt vor.</translation>
    </message>
    <message>
        <source>Move one peg of your front row to an empty hole right next to it.</source>
        <translation>Zieh einen Stein deiner vorderen Reihe in ein leeres Loch direkt daneben.</translation>
    </message>
    <message>
        <source>Good. A step always goes to a hole right next to the peg.</source>
        <translation>Gut. Ein Schritt führt immer in ein Loch direkt neben dem Stein.</translation>
    </message>
    <message>
        <source>A hop</source>
        <translation>Ein Sprung</translation>
    </message>
    <message>
        <source>A peg may also hop over a neighbouring peg into the empty hole right behind it, in a straight line. Hop one of the pegs in your second row over a front peg.</source>
        <translation>Ein Stein darf auch über einen angrenzenden Stein in das leere Loch direkt dahinter springen, in gerader Linie. Lass einen Stein deiner zweiten Reihe über einen vorderen Stein springen.</translation>
    </message>
    <message>
        <source>Pick a peg behind the front row and jump over a front peg.</source>
        <translation>Nimm einen Stein hinter der vorderen Reihe und spring über einen vorderen Stein.</translation>
    </message>
    <message>
        <source>That is a hop: much faster than a step. The peg you hop over stays where it is.</source>
        <translation>Das ist ein Sprung: viel schneller als ein Schritt. Der übersprungene Stein bleibt, wo er ist.</translation>
    </message>
    <message>
        <source>Any peg will do</source>
        <translation>Jeder Stein hilft</translation>
    </message>
    <message>
        <source>You may hop over any peg, yours or your opponent&apos;s. Nothing is taken: other pegs are stepping stones. Hop over your opponent&apos;s peg.</source>
        <translation>Du darfst über jeden Stein springen, deinen eigenen oder den deines Gegners. Geschlagen wird nichts: Andere Steine sind Trittsteine. Spring über den Stein deines Gegners.</translation>
    </message>
    <message>
        <source>Jump with your marked peg over your opponent&apos;s peg next to it.</source>
        <translation>Spring mit deinem markierten Stein über den gegnerischen Stein daneben.</translation>
    </message>
    <message>
        <source>Move one of the pegs already inside the camp further in, towards the marked holes.</source>
        <translation>Zieh einen der Steine, die schon im Lager stehen, weiter hinein, zu den markierten Löchern.</translation>
    </message>
    <message>
        <source>Move a peg from outside into the empty marked hole.</source>
        <translation>Zieh einen Stein von draußen in das leere markierte Loch.</translation>
    </message>
    <message>
        <source>One long chain</source>
        <translation>Eine lange Kette</translation>
    </message>
    <message>
        <source>Well hopped! Your opponent may use your pegs in the same way.</source>
        <translation>Gut gesprungen! Dein Gegner darf deine Steine genauso nutzen.</translation>
    </message>
    <message>
        <source>Chains of hops</source>
        <translation>Sprungketten</translation>
    </message>
    <message>
        <source>After a hop, the same peg may hop again, in any direction, as often as it can. You may stop after any hop, but you can never add a step. Hop along the chain to the marked hole.</source>
        <translation>Nach einem Sprung darf derselbe Stein erneut springen, in jede Richtung, so oft es geht. Du darfst nach jedem Sprung aufhören, aber nie einen Schritt anhängen. Spring die Kette entlang zum markierten Loch.</translation>
    </message>
    <message>
        <source>Start with the marked peg at the bottom and keep hopping until it reaches the marked hole.</source>
        <translation>Beginne mit dem markierten Stein unten und spring weiter, bis er das markierte Loch erreicht.</translation>
    </message>
    <message>
        <source>Three hops in one move! Long chains win the race.</source>
        <translation>Drei Sprünge in einem Zug! Lange Ketten gewinnen den Wettlauf.</translation>
    </message>
    <message>
        <source>Make room</source>
        <translation>Platz machen</translation>
    </message>
    <message>
        <source>A peg that has reached the target camp may still move inside it, but it never leaves it again. Your pegs outside need room: move a peg deeper into the camp.</source>
        <translation>Ein Stein, der das Ziellager erreicht hat, darf sich darin noch bewegen, verlässt es aber nie wieder. Deine Steine draußen brauchen Platz: Zieh einen Stein tiefer ins Lager.</translation>
    </message>
    <message>
        <source>Now there is room at the entrance for the pegs still on their way.</source>
        <translation>Jetzt ist am Eingang Platz für die Steine, die noch unterwegs sind.</translation>
    </message>
    <message>
        <source>Fill the camp</source>
        <translation>Füll das Lager</translation>
    </message>
    <message>
        <source>Your opponent left a peg at home to block you, but it counts: the camp is full when every hole holds a peg, at least one of them yours. Fill the last hole and win.</source>
        <translation>Dein Gegner hat einen Stein daheim gelassen, um dich zu blockieren, aber er zählt mit: Das Lager ist voll, wenn jedes Loch einen Stein hat und mindestens einer davon deiner ist. Füll das letzte Loch und gewinne.</translation>
    </message>
    <message>
        <source>The camp is full: you win, even with a peg still outside.</source>
        <translation>Das Lager ist voll: Du gewinnst, auch wenn noch ein Stein draußen steht.</translation>
    </message>
    <message>
        <source>Bring one of your pegs to the marked hole in a single move. Look carefully: the right peg may be the one you expect least.</source>
        <translation>Bring einen deiner Steine mit einem einzigen Zug ins markierte Loch. Schau genau hin: Der richtige Stein ist vielleicht der, mit dem du am wenigsten rechnest.</translation>
    </message>
    <message>
        <source>Only a chain of hops gets there. Try the pegs at the very back.</source>
        <translation>Nur eine Sprungkette führt dorthin. Versuch es mit den Steinen ganz hinten.</translation>
    </message>
    <message>
        <source>Five hops at once! You are ready for a real game. Good luck!</source>
        <translation>Fünf Sprünge auf einmal! Du bist bereit für eine echte Partie. Viel Glück!</translation>
    </message>
</context>
</TS>
