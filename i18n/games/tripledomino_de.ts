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
</context>
</TS>
