<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>abalone</name>
    <message>
        <source>The record asks for [%1 &quot;%2&quot;], which this game does not offer.</source>
        <translation>Die Partie verlangt [%1 &quot;%2&quot;], doch das bietet dieses Spiel nicht.</translation>
    </message>
    <message>
        <source>This text cannot be read as a game record.</source>
        <translation>Dieser Text lässt sich nicht als Partie lesen.</translation>
    </message>
    <message>
        <source>Copy game record</source>
        <extracomment>A game read from a text record (a `GameRecord`), to replace the current one.</extracomment>
        <translation>Partie kopieren</translation>
    </message>
    <message>
        <source>Copies the moves so far in Aba-Pro notation, to paste into a message or a file.</source>
        <translation>Kopiert die bisherigen Züge in Aba-Pro-Notation, zum Einfügen in eine Nachricht oder Datei.</translation>
    </message>
    <message>
        <source>Read game record…</source>
        <translation>Partie einlesen…</translation>
    </message>
    <message>
        <source>Replays a game record in Aba-Pro notation, pasted from a message or a file.</source>
        <translation>Spielt eine Partie in Aba-Pro-Notation nach, eingefügt aus einer Nachricht oder Datei.</translation>
    </message>
    <message>
        <source>Click or drag across 1 to 3 of your marbles in a line, then click an arrow, click the cell to move to, or drag the marbles. Right-click clears the selection.</source>
        <translation>Klicke oder ziehe über 1 bis 3 deiner Kugeln in einer Reihe, dann klicke auf einen Pfeil oder auf das Zielfeld, oder ziehe die Kugeln. Rechtsklick hebt die Auswahl auf.</translation>
    </message>
    <message>
        <source>Read game record</source>
        <translation>Partie einlesen</translation>
    </message>
    <message>
        <source>Paste a game record in Aba-Pro notation:</source>
        <translation>Füge eine Partie in Aba-Pro-Notation ein:</translation>
    </message>
    <message>
        <source>Select 1 to 3 of your own marbles first.</source>
        <extracomment>Animation lengths, in milliseconds, and how far the pointer must move to count as a drag.</extracomment>
        <translation>Wähle zuerst 1 bis 3 deiner eigenen Kugeln.</translation>
    </message>
    <message>
        <source>Marbles move one cell: click next to the selected marbles, or an arrow.</source>
        <translation>Kugeln ziehen ein Feld weit: klicke neben die gewählten Kugeln oder auf einen Pfeil.</translation>
    </message>
</context>
<context>
    <name>colours</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Abalone</source>
        <translation>Abalone</translation>
    </message>
    <message>
        <source>Push six of your opponent&apos;s marbles off the hexagonal board.</source>
        <translation>Schiebe sechs Kugeln deines Gegenübers vom sechseckigen Brett.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Standard</source>
        <extracomment>Layout ids in menu order; the first three are the sourced ones (see data/layouts.json).</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Belgian Daisy</source>
        <translation>Belgisches Gänseblümchen</translation>
    </message>
    <message>
        <source>German Daisy</source>
        <translation>Deutsches Gänseblümchen</translation>
    </message>
    <message>
        <source>Dutch Daisy</source>
        <translation>Holländisches Gänseblümchen</translation>
    </message>
    <message>
        <source>Swiss Daisy</source>
        <translation>Schweizer Gänseblümchen</translation>
    </message>
    <message>
        <source>Domination</source>
        <translation>Dominanz</translation>
    </message>
    <message>
        <source>The Wall</source>
        <translation>Die Mauer</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation>Pyramide</translation>
    </message>
    <message>
        <source>Face to Face</source>
        <translation>Auge in Auge</translation>
    </message>
    <message>
        <source>Infiltration</source>
        <translation>Infiltration</translation>
    </message>
    <message>
        <source>Snakes</source>
        <translation>Schlangen</translation>
    </message>
    <message>
        <source>Starting layout</source>
        <translation>Startaufstellung</translation>
    </message>
    <message>
        <source>Belgian Daisy is the tournament layout. Standard, Belgian Daisy and German Daisy are well documented; the others are variants from a single source.</source>
        <translation>Das Belgische Gänseblümchen ist die Turnieraufstellung. Standard, Belgisches und Deutsches Gänseblümchen sind gut belegt; die anderen sind Varianten aus nur einer Quelle.</translation>
    </message>
    <message>
        <source>Marbles to push off</source>
        <translation>Kugeln, die hinaus müssen</translation>
    </message>
    <message>
        <source>Six in the official rules; two makes a quick blitz game.</source>
        <translation>Sechs nach den offiziellen Regeln; mit zwei wird es eine schnelle Blitzpartie.</translation>
    </message>
    <message>
        <source>Clock (minutes per player, 0 = none)</source>
        <translation>Uhr (Minuten pro Person, 0 = keine)</translation>
    </message>
    <message>
        <source>Whoever runs out of time loses. Tournaments play 10 to 15 minutes each.</source>
        <translation>Wer keine Zeit mehr hat, verliert. Auf Turnieren hat jede Person 10 bis 15 Minuten.</translation>
    </message>
    <message>
        <source>Move limit in plies (house rule, 0 = none)</source>
        <translation>Zuglimit in Halbzügen (Hausregel, 0 = keines)</translation>
    </message>
    <message>
        <source>At the limit the player with more marbles wins; equal numbers draw.</source>
        <translation>Am Limit gewinnt, wer mehr Kugeln hat; bei Gleichstand ist es remis.</translation>
    </message>
    <message>
        <source>Threefold repetition draws (house rule)</source>
        <translation>Dreifache Wiederholung ist remis (Hausregel)</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>Enough marbles were pushed off the board.</source>
        <translation>Es wurden genug Kugeln vom Brett geschoben.</translation>
    </message>
    <message>
        <source>The player to move has no legal move: a draw.</source>
        <translation>Wer am Zug ist, hat keinen erlaubten Zug: remis.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>You have no marble on %1.</source>
        <translation>Du hast keine Kugel auf %1.</translation>
    </message>
    <message>
        <source>At most three marbles move together.</source>
        <translation>Höchstens drei Kugeln bewegen sich zusammen.</translation>
    </message>
    <message>
        <source>The marbles must touch each other in a straight line.</source>
        <translation>Die Kugeln müssen sich in einer geraden Linie berühren.</translation>
    </message>
    <message>
        <source>You cannot move your own marble off the board.</source>
        <translation>Du kannst deine eigene Kugel nicht vom Brett schieben.</translation>
    </message>
    <message>
        <source>A sideways move needs an empty cell in front of every marble: it never pushes.</source>
        <translation>Ein seitlicher Zug braucht vor jeder Kugel ein freies Feld: er schiebt nie.</translation>
    </message>
    <message>
        <source>Your own marble on %1 is in the way: move the whole line together.</source>
        <translation>Deine eigene Kugel auf %1 ist im Weg: bewege die ganze Reihe zusammen.</translation>
    </message>
    <message>
        <source>To push (sumito) you need more marbles in the line than your opponent.</source>
        <translation>Zum Schieben (Sumito) brauchst du in der Linie mehr Kugeln als dein Gegenüber.</translation>
    </message>
    <message>
        <source>Your own marble on %1, behind the marbles you push, blocks the push.</source>
        <translation>Deine eigene Kugel auf %1 hinter den geschobenen Kugeln blockiert das Schieben.</translation>
    </message>
    <message>
        <source>This game is played without a clock.</source>
        <translation>Diese Partie wird ohne Uhr gespielt.</translation>
    </message>
    <message>
        <source>Only the clock of the player to move can run out.</source>
        <translation>Nur die Uhr der Person am Zug kann ablaufen.</translation>
    </message>
    <message>
        <source>The board has no cell %1.</source>
        <translation>Das Brett hat kein Feld %1.</translation>
    </message>
    <message>
        <source>Marbles move one cell at a time, and %2 is not next to %1.</source>
        <translation>Kugeln ziehen immer nur ein Feld weit, und %2 liegt nicht neben %1.</translation>
    </message>
    <message>
        <source>The cells %1 and %2 are not the two ends of a line of two or three marbles.</source>
        <translation>Die Felder %1 und %2 sind nicht die beiden Enden einer Reihe aus zwei oder drei Kugeln.</translation>
    </message>
    <message>
        <source>Write a move along the line as its rear marble and the cell it moves to, like a1b2.</source>
        <translation>Schreibe einen Zug entlang der Reihe als hinterste Kugel und ihr Zielfeld, etwa a1b2.</translation>
    </message>
</context>
</TS>
