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
            <source>That peg is not yours: pick one of your own.</source>
            <translation>Dieser Stein gehört dir nicht: wähle einen eigenen.</translation>
        </message>
        <message>
            <source>This peg cannot move.</source>
            <translation>Dieser Stein kann nicht ziehen.</translation>
        </message>
        <message>
            <source>Places:</source>
            <translation>Plätze:</translation>
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
            <source>A peg may step onto an opponent's peg that is still in its home camp inside your target camp; the two change places.</source>
            <translation>Ein Stein darf auf einen gegnerischen Stein ziehen, der noch in dessen Heimatlager innerhalb deines Ziellagers steht; beide tauschen die Plätze.</translation>
        </message>
        <message>
            <source>A player with a peg still at home after this many turns is out of the game.</source>
            <translation>Wer nach so vielen Zügen noch einen Stein zu Hause hat, scheidet aus.</translation>
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
            <source>Play on for the places</source>
            <translation>Um die Plätze weiterspielen</translation>
        </message>
        <message>
            <source>After the winner, the others go on until only one is left.</source>
            <translation>Nach dem Sieger spielen die anderen weiter, bis nur noch einer übrig ist.</translation>
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
</TS>