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
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Triple Domino</source>
        <translation>Triple Domino</translation>
    </message>
    <message>
        <source>Match the numbers of 56 triangular tiles and build bonus shapes.</source>
        <translation>Lege 56 dreieckige Steine mit passenden Zahlen an und baue Bonusfiguren.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Bridge / double link points</source>
        <translation>Punkte für Brücke / doppelte Verbindung</translation>
    </message>
    <message>
        <source>The printed table is hard to read; pick the reading you play with. Triple Domino rule set only.</source>
        <translation>Die gedruckte Tabelle ist schwer lesbar; wähle die Lesart, mit der ihr spielt. Nur beim Triple-Domino-Regelwerk.</translation>
    </message>
    <message>
        <source>A tile closing several hexagons</source>
        <translation>Ein Stein, der mehrere Sechsecke schließt</translation>
    </message>
    <message>
        <source>Triple Domino rule set only.</source>
        <translation>Nur beim Triple-Domino-Regelwerk.</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Zielpunktzahl</translation>
    </message>
    <message>
        <source>Triple Domino</source>
        <translation>Triple Domino</translation>
    </message>
    <message>
        <source>Triominos style</source>
        <translation>Triominos-Stil</translation>
    </message>
    <message>
        <source>Triple Domino plays to 300 with bridge and double-link bonuses. The Triominos style plays to 400 with smaller hands, bridge 40, hexagons 50/60/70, a bonus for opening with a triple and 10 more after three useless draws.</source>
        <translation>Triple Domino geht bis 300 mit Boni für Brücke und doppelte Verbindung. Der Triominos-Stil geht bis 400 mit kleineren Händen, Brücke 40, Sechsecken 50/60/70, einem Bonus für einen Drilling als Eröffnung und 10 Punkten mehr nach drei nutzlosen Ziehungen.</translation>
    </message>
    <message>
        <source>30 / 25</source>
        <translation>30 / 25</translation>
    </message>
    <message>
        <source>40 / 25</source>
        <translation>40 / 25</translation>
    </message>
    <message>
        <source>30 / 40</source>
        <translation>30 / 40</translation>
    </message>
    <message>
        <source>50 for each</source>
        <translation>je 50</translation>
    </message>
    <message>
        <source>50 once</source>
        <translation>einmal 50</translation>
    </message>
    <message>
        <source>From the rule set</source>
        <translation>Laut Regelwerk</translation>
    </message>
    <message>
        <source>100 points</source>
        <translation>100 Punkte</translation>
    </message>
    <message>
        <source>200 points</source>
        <translation>200 Punkte</translation>
    </message>
    <message>
        <source>300 points</source>
        <translation>300 Punkte</translation>
    </message>
    <message>
        <source>400 points</source>
        <translation>400 Punkte</translation>
    </message>
    <message>
        <source>500 points</source>
        <translation>500 Punkte</translation>
    </message>
    <message>
        <source>The game ends after the round in which someone reaches it.</source>
        <translation>Das Spiel endet nach der Runde, in der jemand sie erreicht.</translation>
    </message>
    <message>
        <source>Draws allowed in solitaire</source>
        <translation>Erlaubte Ziehungen im Solitär</translation>
    </message>
    <message>
        <source>A fixed limit makes your scores comparable.</source>
        <translation>Eine feste Grenze macht deine Ergebnisse vergleichbar.</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>A player reached the target score at the end of a round.</source>
        <translation>Am Ende einer Runde hat jemand die Zielpunktzahl erreicht.</translation>
    </message>
    <message>
        <source>The solitaire game is over: no tile fits and no draw is left.</source>
        <translation>Das Solitär ist vorbei: Kein Stein passt und du darfst nicht mehr ziehen.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>The round opens with %1, laid in the middle of the table.</source>
        <extracomment>Outcome reasons of this game. How a round ended (kept in the score sheet). Turn phases. Refusal codes of this game (sentences in `REFUSALS`; the layout&apos;s own in `layout.py`).</extracomment>
        <translation>Die Runde beginnt mit %1 in der Mitte des Tisches.</translation>
    </message>
    <message>
        <source>No tile shows %1 in clockwise order.</source>
        <translation>Kein Stein zeigt %1 im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>The tile %1 is not in your hand.</source>
        <translation>Der Stein %1 ist nicht auf deiner Hand.</translation>
    </message>
    <message>
        <source>After drawing, only the tile just drawn (%1) may be laid.</source>
        <translation>Nach dem Ziehen darf nur der eben gezogene Stein (%1) gelegt werden.</translation>
    </message>
    <message>
        <source>The tile %1 fits nowhere on the table.</source>
        <translation>Der Stein %1 passt nirgends an die Auslage.</translation>
    </message>
    <message>
        <source>That place is already taken.</source>
        <translation>Dieser Platz ist schon belegt.</translation>
    </message>
    <message>
        <source>A new tile must share a whole side with a tile on the table.</source>
        <translation>Ein neuer Stein muss eine ganze Seite mit einem ausliegenden Stein teilen.</translation>
    </message>
    <message>
        <source>Along the shared side your %1 and %2 would meet %3 and %4.</source>
        <translation>An der gemeinsamen Seite träfen deine %1 und %2 auf %3 und %4.</translation>
    </message>
    <message>
        <source>At a corner your %1 would meet a %2.</source>
        <translation>An einer Ecke träfe deine %1 auf eine %2.</translation>
    </message>
    <message>
        <source>The pool is empty: there is nothing to draw.</source>
        <translation>Der Vorrat ist leer: Es gibt nichts zu ziehen.</translation>
    </message>
    <message>
        <source>You may draw at most %1 tiles in one turn.</source>
        <translation>Du darfst pro Zug höchstens %1 Steine ziehen.</translation>
    </message>
    <message>
        <source>You have no draws left in this solitaire game.</source>
        <translation>In diesem Solitär darfst du nicht mehr ziehen.</translation>
    </message>
    <message>
        <source>You cannot pass while you may still draw from the pool.</source>
        <translation>Du kannst nicht passen, solange du noch aus dem Vorrat ziehen darfst.</translation>
    </message>
    <message>
        <source>You cannot pass while one of your tiles fits on the table.</source>
        <translation>Du kannst nicht passen, solange einer deiner Steine an die Auslage passt.</translation>
    </message>
</context>
<context>
    <name>tripledomino</name>
    <message>
        <source>start</source>
        <extracomment>Bonus names, shown next to ghost outlines and in move descriptions (context &quot;tripledomino&quot;).</extracomment>
        <translation>Start</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <source>double link</source>
        <translation>doppelte Verbindung</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>Sechseck</translation>
    </message>
    <message>
        <source>two hexagons</source>
        <translation>zwei Sechsecke</translation>
    </message>
    <message>
        <source>three hexagons</source>
        <translation>drei Sechsecke</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Round %1 (now)</source>
        <translation>Runde %1 (läuft)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the pool</source>
        <translation>
            <numerusform>%n Stein im Vorrat</numerusform>
            <numerusform>%n Steine im Vorrat</numerusform>
        </translation>
    </message>
    <message>
        <source>Personal best: %1</source>
        <translation>Persönlicher Rekord: %1</translation>
    </message>
    <message>
        <source>Target: %1 points</source>
        <translation>Ziel: %1 Punkte</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punkteblatt</translation>
    </message>
    <message>
        <source>Solitaire over: %1 points.</source>
        <translation>Solitär vorbei: %1 Punkte.</translation>
    </message>
    <message>
        <source>Round %1: %2 went out (%3 points).</source>
        <translation>Runde %1: %2 ist fertig (%3 Punkte).</translation>
    </message>
    <message>
        <source>Round %1 blocked: %2 tied with the fewest points in hand.</source>
        <translation>Runde %1 blockiert: %2 hatten gleichauf die wenigsten Punkte auf der Hand.</translation>
    </message>
    <message>
        <source>Round %1 blocked: %2 had the fewest points in hand (%3 points).</source>
        <translation>Runde %1 blockiert: %2 hatte die wenigsten Punkte auf der Hand (%3 Punkte).</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>Mouse travel (scene units) that turns a press on the table into a pan.</extracomment>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>−%1 points</source>
        <translation>−%1 Punkte</translation>
    </message>
    <message>
        <source>%1&apos;s tiles</source>
        <translation>Steine von %1</translation>
    </message>
    <message>
        <source>open the round with the marked tile</source>
        <translation>eröffne die Runde mit dem markierten Stein</translation>
    </message>
    <message>
        <source>you may place the tile just drawn</source>
        <translation>du darfst den gerade gezogenen Stein legen</translation>
    </message>
    <message>
        <source>nothing fits: draw or pass</source>
        <translation>nichts passt: ziehen oder passen</translation>
    </message>
    <message>
        <source>%1&apos;s tiles are hidden</source>
        <translation>Die Steine von %1 sind verdeckt</translation>
    </message>
    <message numerus="yes">
        <source>Solitaire · %n draw(s) left</source>
        <translation>
            <numerusform>Solitär · noch %n Ziehung</numerusform>
            <numerusform>Solitär · noch %n Ziehungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n Stein</numerusform>
            <numerusform>%1: %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>top</source>
        <translation>oben</translation>
    </message>
    <message>
        <source>lower right</source>
        <translation>unten rechts</translation>
    </message>
    <message>
        <source>lower left</source>
        <translation>unten links</translation>
    </message>
    <message>
        <source>upper left</source>
        <translation>oben links</translation>
    </message>
    <message>
        <source>upper right</source>
        <translation>oben rechts</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>unten</translation>
    </message>
    <message>
        <source>Tile %1 in your hand, %2 of %3</source>
        <translation>Stein %1 auf deiner Hand, %2 von %3</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <source>opens the round</source>
        <translation>eröffnet die Runde</translation>
    </message>
    <message>
        <source>just drawn</source>
        <translation>gerade gezogen</translation>
    </message>
    <message>
        <source>can be laid</source>
        <translation>kann gelegt werden</translation>
    </message>
    <message>
        <source>cannot be laid now</source>
        <translation>kann jetzt nicht gelegt werden</translation>
    </message>
    <message>
        <source>Place %1, pointing up</source>
        <translation>Platz %1, Spitze oben</translation>
    </message>
    <message>
        <source>Place %1, pointing down</source>
        <translation>Platz %1, Spitze unten</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message numerus="yes">
        <source>%1 fits here for %n point(s)</source>
        <translation>
            <numerusform>%1 passt hier für %n Punkt</numerusform>
            <numerusform>%1 passt hier für %n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>Opening the round</source>
        <translation>Die Runde eröffnen</translation>
    </message>
    <message>
        <source>Each tile shows three numbers, one in each corner. The highest triple opens the round, and you hold it: drag your 5-5-5 onto the outline in the middle of the table.</source>
        <translation>Jeder Stein trägt drei Zahlen, eine in jeder Ecke. Der höchste Drilling eröffnet die Runde, und du hast ihn: Ziehe deinen Stein 5-5-5 auf den Umriss in der Mitte des Tisches.</translation>
    </message>
    <message>
        <source>Open the round with the marked tile, 5-5-5.</source>
        <translation>Eröffne die Runde mit dem markierten Stein 5-5-5.</translation>
    </message>
    <message>
        <source>20 points: a tile scores the sum of its numbers, and the opening tile earns 5 more. Your opponent answered with a 2-5-5.</source>
        <translation>20 Punkte: Ein Stein bringt die Summe seiner Zahlen, der Eröffnungsstein 5 mehr. Dein Gegner hat mit dem Stein 2-5-5 geantwortet.</translation>
    </message>
    <message>
        <source>Matching numbers</source>
        <translation>Passende Zahlen</translation>
    </message>
    <message>
        <source>A new tile must share a whole side with a tile on the table, and the numbers along that side must match. Find the place where your 2-4-5 fits.</source>
        <translation>Ein neuer Stein muss eine ganze Seite mit einem Stein auf dem Tisch teilen, und die Zahlen entlang dieser Seite müssen übereinstimmen. Finde den Platz, an dem dein Stein 2-4-5 passt.</translation>
    </message>
    <message>
        <source>Lay the 2-4-5 against the side that shows a 5 and a 2.</source>
        <translation>Lege den Stein 2-4-5 an die Seite, die eine 5 und eine 2 zeigt.</translation>
    </message>
    <message>
        <source>11 points. Tiles are never turned over, so 2-4-5 has no mirror twin 2-5-4: some gaps can never be filled.</source>
        <translation>11 Punkte. Steine werden nie umgedreht: Zum Stein 2-4-5 gibt es kein Spiegelbild 2-5-4, darum bleiben manche Lücken für immer offen.</translation>
    </message>
    <message>
        <source>Double link</source>
        <translation>Doppelte Verbindung</translation>
    </message>
    <message>
        <source>Later in a round the table has gaps. A tile that fits against two sides at once earns a double link: 25 extra points. Fill the gap at the top with your 1-2-5.</source>
        <translation>Später in einer Runde hat der Tisch Lücken. Ein Stein, der zugleich an zwei Seiten passt, bringt eine doppelte Verbindung: 25 Zusatzpunkte. Fülle die Lücke oben mit deinem Stein 1-2-5.</translation>
    </message>
    <message>
        <source>Look for a gap where your 1-2-5 touches two tiles at once.</source>
        <translation>Suche eine Lücke, in der dein Stein 1-2-5 zwei Steine zugleich berührt.</translation>
    </message>
    <message>
        <source>8 points for the tile and 25 for the double link.</source>
        <translation>8 Punkte für den Stein und 25 für die doppelte Verbindung.</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Sechseck</translation>
    </message>
    <message>
        <source>Six tiles around one point make a hexagon. The tile that closes it earns 50 extra points, instead of a double link. Close a hexagon with your 2-3-5.</source>
        <translation>Sechs Steine um einen Punkt bilden ein Sechseck. Der Stein, der es schließt, bringt 50 Zusatzpunkte, statt einer doppelten Verbindung. Schließe ein Sechseck mit deinem Stein 2-3-5.</translation>
    </message>
    <message>
        <source>Find the point that already has five tiles around it.</source>
        <translation>Suche den Punkt, um den schon fünf Steine liegen.</translation>
    </message>
    <message>
        <source>10 points for the tile and 50 for the hexagon!</source>
        <translation>10 Punkte für den Stein und 50 für das Sechseck!</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <source>A bridge touches the table with one side, while its far corner reaches a tile across a gap: 30 extra points. That corner must match too. Build a bridge with your 2-5-5.</source>
        <translation>Eine Brücke berührt den Tisch mit nur einer Seite, und ihre ferne Spitze reicht über eine Lücke hinweg an einen Stein: 30 Zusatzpunkte. Auch diese Ecke muss passen. Baue eine Brücke mit deinem Stein 2-5-5.</translation>
    </message>
    <message>
        <source>Lay the 2-5-5 so that its far corner touches a tile across the gap.</source>
        <translation>Lege den Stein 2-5-5 so, dass seine ferne Spitze über die Lücke hinweg einen Stein berührt.</translation>
    </message>
    <message>
        <source>12 points and 30 for the bridge. A tile earns only one kind of bonus: a hexagon, a double link or a bridge.</source>
        <translation>12 Punkte und 30 für die Brücke. Ein Stein bekommt nur eine Art Bonus: Sechseck, doppelte Verbindung oder Brücke.</translation>
    </message>
    <message>
        <source>The round is over: see the score sheet. A round also ends when nothing fits and the pool is empty; then the player with the lowest hand scores. The game ends after the round in which someone reaches 300.</source>
        <translation>Die Runde ist vorbei: Sieh aufs Punkteblatt. Eine Runde endet auch, wenn nichts mehr passt und der Vorrat leer ist; dann punktet, wer am wenigsten auf der Hand hat. Das Spiel endet nach der Runde, in der jemand 300 erreicht.</translation>
    </message>
    <message>
        <source>150 points in two turns</source>
        <translation>150 Punkte in zwei Zügen</translation>
    </message>
    <message>
        <source>Not enough yet. Think about which tile to lay first: in the right order, one tile closes two hexagons.</source>
        <translation>Noch nicht genug. Welchen Stein legst du zuerst? In der richtigen Reihenfolge schließt ein Stein zwei Sechsecke.</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>None of your tiles fits. Press Draw to take a tile from the pool; each draw costs 5 points, and you may draw up to three times in one turn.</source>
        <translation>Keiner deiner Steine passt. Drücke Ziehen, um einen Stein aus dem Vorrat zu nehmen; jedes Ziehen kostet 5 Punkte, und du darfst bis zu dreimal in einem Zug ziehen.</translation>
    </message>
    <message>
        <source>The tile you drew fits: lay it.</source>
        <translation>Der gezogene Stein passt: Lege ihn.</translation>
    </message>
    <message>
        <source>After drawing you may lay only the tile you just drew; then your turn is over.</source>
        <translation>Nach dem Ziehen darfst du nur den gerade gezogenen Stein legen; danach ist dein Zug vorbei.</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>You have drawn twice and still nothing fits. Draw once more; if that tile does not fit either, press Pass. You may only pass when you cannot draw any more.</source>
        <translation>Du hast zweimal gezogen, und noch immer passt nichts. Ziehe noch einmal; passt auch dieser Stein nicht, drücke Passen. Passen darfst du nur, wenn du nicht mehr ziehen kannst.</translation>
    </message>
    <message>
        <source>Draw a third time, then pass.</source>
        <translation>Ziehe ein drittes Mal, dann passe.</translation>
    </message>
    <message>
        <source>Three draws cost 15 points. When the pool is empty and nothing fits, you must pass and lose 5 points.</source>
        <translation>Dreimal Ziehen kostete 15 Punkte. Ist der Vorrat leer und nichts passt, musst du passen und verlierst 5 Punkte.</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Ausmachen</translation>
    </message>
    <message>
        <source>Lay your last tile to end the round. Going out earns 20 points, plus the value of every tile still in the other players&apos; hands.</source>
        <translation>Lege deinen letzten Stein, um die Runde zu beenden. Ausmachen bringt 20 Punkte, dazu den Wert jedes Steins, den die anderen noch auf der Hand haben.</translation>
    </message>
    <message>
        <source>Lay your last tile, the 4-5-5.</source>
        <translation>Lege deinen letzten Stein 4-5-5.</translation>
    </message>
    <message>
        <source>Score at least 150 points in your next two turns. Think about the order: one tile can change the shape of the gap for the next.</source>
        <translation>Erziele in deinen nächsten zwei Zügen mindestens 150 Punkte. Denk an die Reihenfolge: Ein Stein kann die Form der Lücke für den nächsten verändern.</translation>
    </message>
    <message>
        <source>Brilliant: 42 for the bridge, then 110 for two hexagons at once. You are ready for a real game!</source>
        <translation>Glänzend: 42 für die Brücke, dann 110 für zwei Sechsecke auf einmal. Du bist bereit für ein echtes Spiel!</translation>
    </message>
</context>
</TS>
