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
            <source>Black</source>
            <translation>Schwarz</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Grün</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Weiß</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blau</translation>
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
            <source>Orange</source>
            <translation>Orange</translation>
        </message>
    </context>
    <context>
        <name>games</name>
        <message>
            <source>Tumblin-Dice</source>
            <translation>Tumblin-Dice</translation>
        </message>
        <message>
            <source>Flick dice down a stepped board and land them on the best level.</source>
            <translation>Schnippe Würfel über ein Stufenbrett und lande sie auf der besten Stufe.</translation>
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <source>End of the game</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <source>After a number of rounds, then tie-breaks</source>
            <translation>Nach einer Zahl von Runden, dann Stichrunden</translation>
        </message>
        <message>
            <source>First to 301 points</source>
            <translation>Zuerst 301 Punkte</translation>
        </message>
        <message>
            <source>First to 501 points</source>
            <translation>Zuerst 501 Punkte</translation>
        </message>
        <message>
            <source>First to win a number of rounds</source>
            <translation>Zuerst eine Zahl von Runden gewinnen</translation>
        </message>
        <message>
            <source>Rounds to play</source>
            <translation>Zu spielende Runden</translation>
        </message>
        <message>
            <source>Only for a game over a number of rounds; players still tied afterwards throw extra rounds alone.</source>
            <translation>Nur beim Spiel über eine Zahl von Runden; wer danach noch gleichauf liegt, spielt allein Zusatzrunden.</translation>
        </message>
        <message>
            <source>Rounds needed to win</source>
            <translation>Nötige Rundensiege</translation>
        </message>
        <message>
            <source>Only when playing for won rounds.</source>
            <translation>Nur beim Spiel um gewonnene Runden.</translation>
        </message>
        <message>
            <source>Dice per player</source>
            <translation>Würfel je Spieler</translation>
        </message>
        <message>
            <source>5 dice</source>
            <translation>5 Würfel</translation>
        </message>
        <message>
            <source>5 dice and a bonus die that counts double</source>
            <translation>5 Würfel und ein Bonuswürfel, der doppelt zählt</translation>
        </message>
        <message>
            <source>9 dice</source>
            <translation>9 Würfel</translation>
        </message>
        <message>
            <source>Play in two teams</source>
            <translation>In zwei Teams spielen</translation>
        </message>
        <message>
            <source>Partners sit apart and never throw one after the other; their points are added up.</source>
            <translation>Partner sitzen getrennt und werfen nie direkt nacheinander; ihre Punkte werden addiert.</translation>
        </message>
        <message>
            <source>A die short of the line</source>
            <translation>Ein Würfel vor der Linie</translation>
        </message>
        <message>
            <source>is removed at once</source>
            <translation>wird sofort entfernt</translation>
        </message>
        <message>
            <source>stays until the round is scored</source>
            <translation>bleibt bis zur Wertung liegen</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Wertung</translation>
        </message>
        <message>
            <source>Face times level</source>
            <translation>Augen mal Stufe</translation>
        </message>
        <message>
            <source>Face plus level (for children)</source>
            <translation>Augen plus Stufe (für Kinder)</translation>
        </message>
        <message>
            <source>A die off the board</source>
            <translation>Ein Würfel neben dem Brett</translation>
        </message>
        <message>
            <source>scores nothing</source>
            <translation>zählt nichts</translation>
        </message>
        <message>
            <source>costs its owner the face it shows</source>
            <translation>kostet seinen Besitzer die gezeigten Augen</translation>
        </message>
        <message>
            <source>All of a player's dice scoring</source>
            <translation>Alle Würfel eines Spielers punkten</translation>
        </message>
        <message>
            <source>no bonus</source>
            <translation>kein Bonus</translation>
        </message>
        <message>
            <source>10 extra points</source>
            <translation>10 Extrapunkte</translation>
        </message>
        <message>
            <source>20 extra points</source>
            <translation>20 Extrapunkte</translation>
        </message>
        <message>
            <source>that player's points count double</source>
            <translation>die Punkte dieses Spielers zählen doppelt</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Würfel</translation>
        </message>
        <message>
            <source>Ordinary six-sided dice</source>
            <translation>Gewöhnliche sechsseitige Würfel</translation>
        </message>
        <message>
            <source>Eight-sided dice</source>
            <translation>Achtseitige Würfel</translation>
        </message>
        <message>
            <source>Ten-sided dice</source>
            <translation>Zehnseitige Würfel</translation>
        </message>
        <message>
            <source>Twelve-sided dice</source>
            <translation>Zwölfseitige Würfel</translation>
        </message>
        <message>
            <source>Twenty-sided dice</source>
            <translation>Zwanzigseitige Würfel</translation>
        </message>
        <message>
            <source>A mix of special dice</source>
            <translation>Eine Mischung von Spezialwürfeln</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>The required number of rounds was won.</source>
            <translation>Die nötige Zahl von Runden wurde gewonnen.</translation>
        </message>
    </context>
    <context>
        <name>refusals</name>
        <message>
            <source>Write a throw like %1 (add b at the end for the bonus die), or write “next” to collect the dice.</source>
            <translation>Schreib einen Wurf wie %1 (mit b am Ende für den Bonuswürfel) oder „next“, um die Würfel einzusammeln.</translation>
        </message>
        <message>
            <source>The round is still under way: the dice are collected once every die has been thrown.</source>
            <translation>Die Runde läuft noch: Die Würfel werden erst eingesammelt, wenn alle geworfen sind.</translation>
        </message>
        <message>
            <source>The round is over: collect the dice before the next throw.</source>
            <translation>Die Runde ist vorbei: Sammle zuerst die Würfel ein, bevor du wieder wirfst.</translation>
        </message>
        <message>
            <source>The die must start on the launch pad: x from %1 to %2 mm, y from %3 to %4 mm.</source>
            <translation>Der Würfel muss auf der Startfläche beginnen: x von %1 bis %2 mm, y von %3 bis %4 mm.</translation>
        </message>
        <message>
            <source>The die must be flicked down the board: the aim must lie between %1 and %2 mrad.</source>
            <translation>Der Würfel muss das Brett hinunter geschnippt werden: Die Richtung muss zwischen %1 und %2 mrad liegen.</translation>
        </message>
        <message>
            <source>The speed must lie between %1 and %2 mm/s.</source>
            <translation>Das Tempo muss zwischen %1 und %2 mm/s liegen.</translation>
        </message>
        <message>
            <source>The top spin must lie between %1 and %2 rad/s.</source>
            <translation>Der Vorwärtsdrall muss zwischen %1 und %2 rad/s liegen.</translation>
        </message>
        <message>
            <source>The side spin must lie between %1 and %2 rad/s.</source>
            <translation>Der Seitendrall muss zwischen %1 und %2 rad/s liegen.</translation>
        </message>
        <message>
            <source>There is no bonus die left in your hand.</source>
            <translation>Du hast keinen Bonuswürfel mehr in der Hand.</translation>
        </message>
        <message>
            <source>Only your bonus die is left: throw it as the bonus die.</source>
            <translation>Nur noch dein Bonuswürfel ist übrig: Wirf ihn als Bonuswürfel.</translation>
        </message>
    </context>
    <context>
        <name>tumblin</name>
        <message>
            <source>top %1, side %2</source>
            <translation>oben %1, seitlich %2</translation>
        </message>
        <message>
            <source>R%1</source>
            <translation>R%1</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Jetzt</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message numerus="yes">
            <source>Round %1 · %n die(s) left to throw</source>
            <translation>
                <numerusform>Runde %1 · noch %n Würfel zu werfen</numerusform>
                <numerusform>Runde %1 · noch %n Würfel zu werfen</numerusform>
            </translation>
        </message>
        <message>
            <source>Round %1 is over: %2.</source>
            <translation>Runde %1 ist vorbei: %2.</translation>
        </message>
        <message numerus="yes">
            <source>Game over after %n round(s).</source>
            <translation>
                <numerusform>Spielende nach %n Runde.</numerusform>
                <numerusform>Spielende nach %n Runden.</numerusform>
            </translation>
        </message>
        <message>
            <source>Last round: %1.</source>
            <translation>Letzte Runde: %1.</translation>
        </message>
        <message numerus="yes">
            <source>Winner: %1</source>
            <translation>
                <numerusform>Sieger: %1</numerusform>
                <numerusform>Sieger: %1</numerusform>
            </translation>
        </message>
        <message>
            <source>Go on: next round</source>
            <translation>Weiter: nächste Runde</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation>Tempo</translation>
        </message>
        <message>
            <source>Aim</source>
            <translation>Richtung</translation>
        </message>
        <message>
            <source>Spin</source>
            <translation>Drall</translation>
        </message>
        <message>
            <source>Click above the centre for top spin, below for back spin, left or right for side spin; double-click for none.</source>
            <translation>Über der Mitte klicken für Vorwärtsdrall, darunter für Rückwärtsdrall, links oder rechts für Seitendrall; Doppelklick für keinen.</translation>
        </message>
        <message>
            <source>Throw the bonus die (counts double)</source>
            <translation>Den Bonuswürfel werfen (zählt doppelt)</translation>
        </message>
        <message>
            <source>Throw</source>
            <translation>Werfen</translation>
        </message>
        <message>
            <source>Replay last throw</source>
            <translation>Letzten Wurf wiederholen</translation>
        </message>
        <message>
            <source>Press the launch pad where the die should start and sweep toward the board (or pull back), then let go: the faster or longer, the harder. Escape cancels. Keys: arrows aim and move the die, hold S for the speed, Space throws.</source>
            <translation>Drücke auf die Startfläche, wo der Würfel starten soll, und wische zum Spielbrett hin (oder ziehe zurück), dann lass los: je schneller oder länger, desto kräftiger. Escape bricht ab. Tasten: Pfeiltasten zielen und verschieben den Würfel, S gedrückt halten für das Tempo, Leertaste wirft.</translation>
        </message>
        <message>
            <source>Collect the dice: next round</source>
            <translation>Würfel einsammeln: nächste Runde</translation>
        </message>
        <message>
            <source>The throw could not be simulated. Please report this as a bug.</source>
            <translation>Der Wurf konnte nicht simuliert werden. Bitte melde das als Fehler.</translation>
        </message>
        <message>
            <source>%1's die fell off the board.</source>
            <translation>Der Würfel von %1 fiel vom Brett.</translation>
        </message>
        <message>
            <source>%1's die stopped short of the line.</source>
            <translation>Der Würfel von %1 blieb vor der Linie liegen.</translation>
        </message>
        <message>
            <source>%1's die shows %2 on level %3×: %4 points.</source>
            <translation>Der Würfel von %1 zeigt %2 auf Stufe %3×: %4 Punkte.</translation>
        </message>
        <message>
            <source>No throw: aim toward the board</source>
            <translation>Kein Wurf: zum Spielbrett hin zielen</translation>
        </message>
        <message>
            <source>%1 m/s</source>
            <translation>%1 m/s</translation>
        </message>
        <message>
            <source>straight</source>
            <translation>geradeaus</translation>
        </message>
        <message>
            <source>%1° left</source>
            <translation>%1° nach links</translation>
        </message>
        <message>
            <source>%1° right</source>
            <translation>%1° nach rechts</translation>
        </message>
        <message>
            <source>top spin %1 rad/s</source>
            <translation>Vorwärtsdrall %1 rad/s</translation>
        </message>
        <message>
            <source>back spin %1 rad/s</source>
            <translation>Rückwärtsdrall %1 rad/s</translation>
        </message>
        <message>
            <source>left side spin %1 rad/s</source>
            <translation>Linksdrall %1 rad/s</translation>
        </message>
        <message>
            <source>right side spin %1 rad/s</source>
            <translation>Rechtsdrall %1 rad/s</translation>
        </message>
        <message>
            <source>no spin</source>
            <translation>ohne Drall</translation>
        </message>
        <message>
            <source>in the middle of the launch pad</source>
            <translation>in der Mitte der Startfläche</translation>
        </message>
        <message>
            <source>%1 mm above the middle of the launch pad</source>
            <translation>%1 mm über der Mitte der Startfläche</translation>
        </message>
        <message>
            <source>%1 mm below the middle of the launch pad</source>
            <translation>%1 mm unter der Mitte der Startfläche</translation>
        </message>
        <message>
            <source>off the board</source>
            <translation>neben dem Brett</translation>
        </message>
        <message>
            <source>short of the line</source>
            <translation>vor der Linie</translation>
        </message>
        <message>
            <source>%1 on level %2×</source>
            <translation>%1 auf Stufe %2×</translation>
        </message>
        <message>
            <source>%1 (bonus die)</source>
            <translation>%1 (Bonuswürfel)</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>No dice on the board</source>
            <translation>Keine Würfel auf dem Brett</translation>
        </message>
        <message>
            <source>On the board: %1</source>
            <translation>Auf dem Brett: %1</translation>
        </message>
        <message>
            <source>Launch pad: the game is over</source>
            <translation>Startfläche: Das Spiel ist vorbei</translation>
        </message>
        <message>
            <source>Launch pad: round %1 is scored, press N to collect the dice</source>
            <translation>Startfläche: Runde %1 ist gewertet, N sammelt die Würfel ein</translation>
        </message>
        <message numerus="yes">
            <source>Launch pad, %1 to throw (%n die(s) left)</source>
            <translation>
                <numerusform>Startfläche, %1 wirft (noch %n Würfel)</numerusform>
                <numerusform>Startfläche, %1 wirft (noch %n Würfel)</numerusform>
            </translation>
        </message>
        <message>
            <source>the bonus die</source>
            <translation>der Bonuswürfel</translation>
        </message>
        <message>
            <source>start %1, %2</source>
            <translation>Start %1, %2</translation>
        </message>
        <message>
            <source>dice collected, round %1 begins</source>
            <translation>Würfel eingesammelt, Runde %1 beginnt</translation>
        </message>
        <message>
            <source>bonus die at %1</source>
            <translation>Bonuswürfel mit %1</translation>
        </message>
        <message>
            <source>throw at %1</source>
            <translation>Wurf mit %1</translation>
        </message>
        <message>
            <source>rolling…</source>
            <translation>rollt noch…</translation>
        </message>
        <message>
            <source>fell off the board</source>
            <translation>fiel vom Brett</translation>
        </message>
        <message>
            <source>stopped short of the line</source>
            <translation>blieb vor der Linie liegen</translation>
        </message>
        <message numerus="yes">
            <source>came to rest showing %1 on level %2× (%n point(s))</source>
            <translation>
                <numerusform>blieb mit %1 oben auf Stufe %2× liegen (%n Punkt)</numerusform>
                <numerusform>blieb mit %1 oben auf Stufe %2× liegen (%n Punkte)</numerusform>
            </translation>
        </message>
        <message>
            <source>knocked %1's die off the board</source>
            <translation>stieß den Würfel von %1 vom Brett</translation>
        </message>
        <message>
            <source>pushed %1's die back short of the line</source>
            <translation>schob den Würfel von %1 vor die Linie zurück</translation>
        </message>
        <message>
            <source>moved %1's die to %2</source>
            <translation>verschob den Würfel von %1: jetzt %2</translation>
        </message>
        <message>
            <source>Perspective View</source>
            <translation>Perspektivische Ansicht</translation>
        </message>
        <message>
            <source>View From Above</source>
            <translation>Ansicht von oben</translation>
        </message>
    </context>
    <context>
        <name>tutorial</name>
        <message>
            <source>The board</source>
            <translation>Das Brett</translation>
        </message>
        <message>
            <source>There are no side rails: a die can fall off anywhere.</source>
            <translation>Seitenbanden gibt es nicht: Ein Würfel kann überall hinunterfallen.</translation>
        </message>
        <message>
            <source>Your first flick</source>
            <translation>Dein erster Wurf</translation>
        </message>
        <message>
            <source>Your die did not get past the line. Pull back a little further.</source>
            <translation>Dein Würfel kam nicht hinter die Linie. Ziehe etwas weiter zurück.</translation>
        </message>
        <message>
            <source>It counts! A die that stops short of the line is taken away at once and scores nothing.</source>
            <translation>Er zählt! Ein Würfel, der vor der Linie liegen bleibt, wird sofort entfernt und bringt nichts.</translation>
        </message>
        <message>
            <source>Falling off</source>
            <translation>Hinunterfallen</translation>
        </message>
        <message>
            <source>Too hard, and the die flies off the front or over a side: it scores nothing. See for yourself: flick a die hard enough to fall off the board.</source>
            <translation>Zu fest, und der Würfel fliegt vorn oder seitlich hinunter: Dann bringt er nichts. Probier es aus: Schnippe einen Würfel so fest, dass er vom Brett fällt.</translation>
        </message>
        <message>
            <source>Still on the board. Pull back further for more speed.</source>
            <translation>Noch auf dem Brett. Ziehe weiter zurück, für mehr Tempo.</translation>
        </message>
        <message>
            <source>Gone. Dice that fall off stay out until the round is over.</source>
            <translation>Weg. Hinuntergefallene Würfel bleiben draußen, bis die Runde vorbei ist.</translation>
        </message>
        <message>
            <source>Speed, aim and spin</source>
            <translation>Tempo, Richtung und Drall</translation>
        </message>
        <message>
            <source>The panel sets a throw exactly: speed, aim in degrees, and spin when you click the small die face. Set 1.75 m/s, aim 0°, and press Throw to land on level 2.</source>
            <translation>Im Seitenfeld stellst du einen Wurf genau ein: Tempo, Richtung in Grad und Drall mit einem Klick auf die kleine Würfelfläche. Stelle 1,75 m/s und Richtung 0° ein und drücke Werfen, um auf Stufe 2 zu landen.</translation>
        </message>
        <message>
            <source>Not on level 2. Try 1.75 m/s, straight down the board.</source>
            <translation>Nicht auf Stufe 2. Versuche 1,75 m/s, gerade das Brett hinab.</translation>
        </message>
        <message>
            <source>The pegs on levels 2 and 3 bounce dice aside: a small change of aim or speed can end somewhere else.</source>
            <translation>Die Stifte auf den Stufen 2 und 3 lenken Würfel ab: Schon eine kleine Änderung von Richtung oder Tempo kann woanders enden.</translation>
        </message>
        <message>
            <source>This is the last die of the round: throw it past the line. Once every die is thrown the round is scored; then press “Collect the dice” to start the next one.</source>
            <translation>Das ist der letzte Würfel der Runde: Wirf ihn hinter die Linie. Sind alle Würfel geworfen, wird die Runde gewertet; drücke dann „Würfel einsammeln“, um die nächste zu beginnen.</translation>
        </message>
        <message>
            <source>A die on level 4</source>
            <translation>Ein Würfel auf Stufe 4</translation>
        </message>
        <message>
            <source>Knocking dice</source>
            <translation>Würfel anstoßen</translation>
        </message>
        <message>
            <source>Flick your dice from the launch pad at the back down the wooden steps. A die that stops past the line where 1× begins scores its top face times its level: 1×, 2×, 3×, or 4× on the three small platforms at the front.</source>
            <translation>Schnippe deine Würfel von der Startfläche hinten die Holzstufen hinab. Ein Würfel, der hinter der Linie liegen bleibt, an der 1× beginnt, bringt seine obere Augenzahl mal seine Stufe: 1×, 2×, 3× oder 4× auf den drei kleinen Podesten vorn.</translation>
        </message>
        <message>
            <source>Click the launch pad to place your die, pull back like a slingshot and let go: the longer the pull, the faster the die. Get it past the line where 1× begins.</source>
            <translation>Klicke auf die Startfläche, um deinen Würfel abzulegen, ziehe wie bei einer Schleuder zurück und lass los: Je länger der Zug, desto schneller der Würfel. Bring ihn hinter die Linie, an der 1× beginnt.</translation>
        </message>
        <message>
            <source>Thrown dice stay where they stop, as obstacles and as targets. Hit your opponent's die, just past the line, and push it along.</source>
            <translation>Geworfene Würfel bleiben liegen, wo sie anhalten, als Hindernis und als Ziel. Triff den Würfel deines Gegners knapp hinter der Linie und schiebe ihn weiter.</translation>
        </message>
        <message>
            <source>You missed it. Aim straight at the die, a little harder.</source>
            <translation>Daneben. Ziele gerade auf den Würfel, etwas fester.</translation>
        </message>
        <message>
            <source>Hit! A knocked die may land on a better level or fall off: any die, even your own, can be hit.</source>
            <translation>Treffer! Ein angestoßener Würfel kann auf einer besseren Stufe landen oder hinunterfallen: Jeder Würfel kann getroffen werden, auch dein eigener.</translation>
        </message>
        <message>
            <source>Scoring a round</source>
            <translation>Eine Runde werten</translation>
        </message>
        <message>
            <source>Throw your last die past the line, then collect the dice.</source>
            <translation>Wirf deinen letzten Würfel hinter die Linie und sammle dann die Würfel ein.</translation>
        </message>
        <message>
            <source>Each die past the line scored face times level; the best score of a round throws first in the next.</source>
            <translation>Jeder Würfel hinter der Linie brachte Augenzahl mal Stufe; wer die Runde am besten abschloss, wirft in der nächsten zuerst.</translation>
        </message>
        <message>
            <source>Land a die on one of the three 4× platforms at the front. Your opponent's die is in the way: aim past it, or knock it along.</source>
            <translation>Lande einen Würfel auf einem der drei 4×-Podeste vorn. Der Würfel deines Gegners ist im Weg: Ziele an ihm vorbei oder stoß ihn weiter.</translation>
        </message>
        <message>
            <source>Not on level 4 yet. Try again: the side platforms are reached with a little aim.</source>
            <translation>Noch nicht auf Stufe 4. Versuch es noch einmal: Die seitlichen Podeste erreichst du mit etwas Richtung.</translation>
        </message>
        <message>
            <source>Perfect: every point on those platforms counts four times. You are ready to play!</source>
            <translation>Perfekt: Auf diesen Podesten zählt jedes Auge vierfach. Du bist bereit zu spielen!</translation>
        </message>
    </context>
</TS>