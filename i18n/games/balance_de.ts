<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>balance</name>
    <message>
        <source>Preview: the arm would come to rest on the board!</source>
        <translation>Vorschau: der Balken würde auf dem Spielbrett liegen bleiben!</translation>
    </message>
    <message>
        <source>Preview: the arm settles at %1°.</source>
        <translation>Vorschau: der Balken kommt bei %1° zur Ruhe.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Let this roll go; next turn you must place or move if you can.</source>
        <translation>Diesen Wurf verfallen lassen; nächstes Mal musst du setzen oder umsetzen, wenn es geht.</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Moment (large pawns × holders)</source>
        <translation>Moment (große Figuren × Halter)</translation>
    </message>
    <message>
        <source>Tilt over the game (degrees)</source>
        <translation>Neigung im Spielverlauf (Grad)</translation>
    </message>
    <message>
        <source>Round %1. Roll-off: %2.</source>
        <translation>Runde %1. Anfangswurf: %2.</translation>
    </message>
    <message>
        <source>%1 rolled %2 and cannot move: turn skipped.</source>
        <translation>%1 würfelt %2 und kann nicht ziehen: Zug entfällt.</translation>
    </message>
    <message>
        <source>%1 beats a pawn.</source>
        <translation>%1 schlägt eine Figur.</translation>
    </message>
    <message>
        <source>%1 tipped the arm!</source>
        <translation>%1 hat die Waage kippen lassen!</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 passt.</translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 würfelt %2.</translation>
    </message>
    <message>
        <source>First turn of the round: place a pawn in S%1.</source>
        <translation>Erster Zug der Runde: setze eine Figur in S%1.</translation>
    </message>
    <message>
        <source>Must place or move this turn.</source>
        <translation>In diesem Zug musst du setzen oder umsetzen.</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <source>Colour lost: plays the partner&apos;s pawns</source>
        <translation>Farbe verloren: spielt die Figuren des Partners</translation>
    </message>
    <message>
        <source>Home: %1/%2</source>
        <translation>Im Ziel: %1/%2</translation>
    </message>
    <message>
        <source>Team tips: %1</source>
        <translation>Kipper des Teams: %1</translation>
    </message>
    <message>
        <source>Must move</source>
        <translation>Muss ziehen</translation>
    </message>
    <message>
        <source>Beat this pawn</source>
        <translation>Diese Figur schlagen</translation>
    </message>
    <message>
        <source>Move here</source>
        <translation>Hierher</translation>
    </message>
    <message>
        <source>Click one of your own pawns or your supply.</source>
        <translation>Klicke auf eine eigene Figur oder deinen Vorrat.</translation>
    </message>
</context>
<context>
    <name>colours</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Balance DUELS</source>
        <translation>Balance DUELS</translation>
    </message>
    <message>
        <source>A dice race along a balance arm that must never tip.</source>
        <translation>Ein Würfelrennen auf einem Waagebalken, der nie kippen darf.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Teams (A+B against C+D, or against solo C)</source>
        <translation>Teams (A+B gegen C+D oder gegen Einzelspieler C)</translation>
    </message>
    <message>
        <source>Each for themselves (elimination rounds)</source>
        <translation>Jeder für sich (Ausscheidungsrunden)</translation>
    </message>
    <message>
        <source>Every player has 2 large and 2 medium pawns of one colour.</source>
        <translation>Jeder Spieler hat 2 große und 2 mittlere Figuren einer Farbe.</translation>
    </message>
    <message>
        <source>Pawns per player</source>
        <translation>Figuren pro Spieler</translation>
    </message>
    <message>
        <source>6 large pawns</source>
        <translation>6 große Figuren</translation>
    </message>
    <message>
        <source>8 large pawns (variant)</source>
        <translation>8 große Figuren (Variante)</translation>
    </message>
    <message>
        <source>Models C and D and the custom model use at most 6.</source>
        <translation>Die Modelle C und D und das eigene Modell verwenden höchstens 6.</translation>
    </message>
    <message>
        <source>Balance model</source>
        <translation>Balancemodell</translation>
    </message>
    <message>
        <source>A: holders numbered from the pivot outwards</source>
        <translation>A: Halter vom Drehpunkt nach außen nummeriert</translation>
    </message>
    <message>
        <source>B: numbered from the ends inwards</source>
        <translation>B: von den Enden nach innen nummeriert</translation>
    </message>
    <message>
        <source>C: start inwards, finish outwards</source>
        <translation>C: Start nach innen, Ziel nach außen</translation>
    </message>
    <message>
        <source>D: start outwards, finish inwards</source>
        <translation>D: Start nach außen, Ziel nach innen</translation>
    </message>
    <message>
        <source>Custom: with the 4 single holders</source>
        <translation>Eigenes Modell: mit den 4 einreihigen Haltern</translation>
    </message>
    <message>
        <source>The booklet&apos;s pictures of models B-D are lost; Ludoteca reconstructs them from the rules.</source>
        <translation>Die Bilder der Modelle B-D fehlen in der Anleitung; Ludoteca rekonstruiert sie aus den Regeln.</translation>
    </message>
    <message>
        <source>Beating</source>
        <translation>Schlagen</translation>
    </message>
    <message>
        <source>A pawn arriving in its finish half may send an opponent&apos;s pawn in the same holder back to its supply.</source>
        <translation>Eine Figur, die in ihrer Zielhälfte ankommt, darf eine gegnerische Figur im selben Halter in deren Vorrat zurückschicken.</translation>
    </message>
    <message>
        <source>Arm sensitivity</source>
        <translation>Empfindlichkeit des Balkens</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>Ruhig</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Twitchy</source>
        <translation>Zappelig</translation>
    </message>
    <message>
        <source>How far the arm may lean before it lies on the board; the side panel shows the limit.</source>
        <translation>Wie weit sich der Balken neigen darf, bevor er auf dem Brett liegt; die Seitenleiste zeigt die Grenze.</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>The balance arm came to rest on the board.</source>
        <translation>Der Waagebalken kam auf dem Spielbrett zur Ruhe.</translation>
    </message>
    <message>
        <source>All pawns reached the finish half.</source>
        <translation>Alle Figuren erreichten die Zielhälfte.</translation>
    </message>
    <message>
        <source>The other side tipped the arm twice.</source>
        <translation>Die andere Seite hat die Waage zweimal kippen lassen.</translation>
    </message>
    <message>
        <source>Nobody could move any more.</source>
        <translation>Niemand konnte mehr ziehen.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>The first turn of a round must place a pawn in %1.</source>
        <translation>Im ersten Zug einer Runde musst du eine Figur in %1 setzen.</translation>
    </message>
    <message>
        <source>You passed last turn, so this turn you must place or move a pawn.</source>
        <translation>Du hast im letzten Zug gepasst, also musst du jetzt eine Figur setzen oder umsetzen.</translation>
    </message>
    <message>
        <source>Your supply has no %1 pawn left.</source>
        <translation>In deinem Vorrat ist keine %1-Figur mehr.</translation>
    </message>
    <message>
        <source>Holder %1 is full.</source>
        <translation>Halter %1 ist voll.</translation>
    </message>
    <message>
        <source>There is no holder %1: the track runs from S1 to S7, then F1 to F7.</source>
        <translation>Einen Halter %1 gibt es nicht: die Bahn führt von S1 bis S7 und dann von F1 bis F7.</translation>
    </message>
    <message>
        <source>You have no %1 pawn in %2.</source>
        <translation>Du hast keine %1-Figur in %2.</translation>
    </message>
    <message>
        <source>From %1 a roll of %2 would go past F7, the end of the track.</source>
        <translation>Von %1 aus würde ein Wurf von %2 über F7 hinausgehen, das Ende der Bahn.</translation>
    </message>
    <message>
        <source>Beating is switched off in this game.</source>
        <translation>Schlagen ist in diesem Spiel ausgeschaltet.</translation>
    </message>
    <message>
        <source>Only a pawn arriving in its finish half can beat.</source>
        <translation>Nur eine Figur, die in ihrer Zielhälfte ankommt, darf schlagen.</translation>
    </message>
    <message>
        <source>There is no pawn to beat in %1.</source>
        <translation>In %1 steht keine Figur, die man schlagen könnte.</translation>
    </message>
    <message>
        <source>The pawn in %1 plays on your side and cannot be beaten.</source>
        <translation>Die Figur in %1 spielt auf deiner Seite und kann nicht geschlagen werden.</translation>
    </message>
    <message>
        <source>The die shows %1: a new pawn goes into S%1.</source>
        <translation>Der Würfel zeigt %1: eine neue Figur kommt nach S%1.</translation>
    </message>
    <message>
        <source>The die shows %1: a pawn moves exactly %1 holders forward.</source>
        <translation>Der Würfel zeigt %1: eine Figur zieht genau %1 Halter vorwärts.</translation>
    </message>
</context>
</TS>
