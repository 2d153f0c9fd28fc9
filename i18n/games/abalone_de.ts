<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>abalone</name>
        <message>
            <source>You can only move your own marbles.</source>
            <extracomment>A game length no real game reaches; bounds hostile input. Outcome reason codes of this game (sentences in SPEC.reasons). For each axis, the four directions that cross it (broadside directions).</extracomment>
            <translation>Du kannst nur deine eigenen Kugeln bewegen.</translation>
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
            <source>A sideways move needs empty cells: it never pushes.</source>
            <translation>Ein seitlicher Zug braucht freie Felder: er schiebt nie.</translation>
        </message>
        <message>
            <source>Your own marble is in the way: select the whole line.</source>
            <translation>Deine eigene Kugel ist im Weg: wähle die ganze Reihe.</translation>
        </message>
        <message>
            <source>You need more marbles than your opponent to push (sumito).</source>
            <translation>Zum Schieben brauchst du mehr Kugeln als dein Gegenüber (Sumito).</translation>
        </message>
        <message>
            <source>Your own marble behind the pushed ones blocks the push.</source>
            <translation>Deine eigene Kugel hinter den geschobenen blockiert das Schieben.</translation>
        </message>
        <message>
            <source>That is not a move on this board.</source>
            <translation>Das ist kein Zug auf diesem Brett.</translation>
        </message>
        <message>
            <source>Clocks</source>
            <extracomment>A game read from a text record (a `GameRecord`), to replace the current one.</extracomment>
            <translation>Uhren</translation>
        </message>
        <message>
            <source>Copy game record</source>
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
            <source>This is not a game record that can be replayed: %1</source>
            <translation>Das ist keine Partie, die sich nachspielen lässt: %1</translation>
        </message>
        <message>
            <source>That marble is not yours: select 1 to 3 of your own marbles.</source>
            <extracomment>Distance between neighbouring cell centres, in scene units; everything else is a fraction of it.</extracomment>
            <translation>Diese Kugel gehört dir nicht: wähle 1 bis 3 deiner eigenen Kugeln.</translation>
        </message>
        <message>
            <source>Select 1 to 3 of your own marbles first.</source>
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
            <source>Push six of your opponent's marbles off the hexagonal board.</source>
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
</TS>