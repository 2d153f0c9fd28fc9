<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>abalone</name>
        <message>
            <source>The record asks for [%1 "%2"], which this game does not offer.</source>
            <translation>Die Partie verlangt [%1 "%2"], doch das bietet dieses Spiel nicht.</translation>
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
            <source>Keys: the arrows move the ring, Space or Enter selects a marble or moves the selected marbles to the cell under the ring, Escape clears the selection.</source>
            <translation>Tasten: Die Pfeiltasten bewegen den Ring, Leertaste oder Eingabetaste wählt eine Kugel aus oder zieht die ausgewählten Kugeln auf das Feld unter dem Ring, Esc hebt die Auswahl auf.</translation>
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
            <extracomment>Animation lengths at normal speed, in milliseconds, and how far the pointer must move to count as a drag.</extracomment>
            <translation>Wähle zuerst 1 bis 3 deiner eigenen Kugeln.</translation>
        </message>
        <message>
            <source>Marbles move one cell: click next to the selected marbles, or an arrow.</source>
            <translation>Kugeln ziehen ein Feld weit: klicke neben die gewählten Kugeln oder auf einen Pfeil.</translation>
        </message>
        <message>
            <source>%1, white marble, selected</source>
            <extracomment>The cursor ring sits inside a marble, so the selection ring round it stays in sight.</extracomment>
            <translation>%1, weiße Kugel, ausgewählt</translation>
        </message>
        <message>
            <source>%1, white marble</source>
            <translation>%1, weiße Kugel</translation>
        </message>
        <message>
            <source>%1, black marble, selected</source>
            <translation>%1, schwarze Kugel, ausgewählt</translation>
        </message>
        <message>
            <source>%1, black marble</source>
            <translation>%1, schwarze Kugel</translation>
        </message>
        <message>
            <source>%1, empty</source>
            <translation>%1, leer</translation>
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
            <source>Move limit, counting both players' moves (house rule, 0 = none)</source>
            <translation>Zuglimit, Züge beider Spieler gezählt (Hausregel, 0 = keines)</translation>
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
    <context>
        <name>tutorial</name>
        <message>
            <source>Push them off</source>
            <translation>Schieb sie hinaus</translation>
        </message>
        <message>
            <source>You play the black marbles, White the white ones. Whoever first pushes six of the other's marbles off the board wins. Black always moves first; then you take turns.</source>
            <translation>Du spielst mit den schwarzen Kugeln, Weiß mit den weißen. Wer zuerst sechs Kugeln des anderen vom Brett schiebt, gewinnt. Schwarz beginnt immer; danach zieht ihr abwechselnd.</translation>
        </message>
        <message>
            <source>One hole at a time</source>
            <translation>Eine Mulde weit</translation>
        </message>
        <message>
            <source>Each turn you move one, two or three of your marbles exactly one hole. Move the marble in the middle to any of its six neighbouring holes.</source>
            <translation>In deinem Zug bewegst du eine, zwei oder drei deiner Kugeln genau eine Mulde weit. Zieh die Kugel in der Mitte in eine ihrer sechs Nachbarmulden.</translation>
        </message>
        <message>
            <source>Move the marble on E5, one hole in any direction.</source>
            <translation>Zieh die Kugel auf E5 eine Mulde weit, in beliebiger Richtung.</translation>
        </message>
        <message>
            <source>That is a move. Marbles never jump: they always go one hole.</source>
            <translation>Das ist ein Zug. Kugeln springen nie: Sie ziehen immer eine Mulde weit.</translation>
        </message>
        <message>
            <source>A line moves like a train</source>
            <translation>Eine Linie fährt wie ein Zug</translation>
        </message>
        <message>
            <source>Two or three marbles that touch in a straight line may move together. Along their own line they go like a train: only the hole in front has to be free. Move the line of three along its length.</source>
            <translation>Zwei oder drei Kugeln, die sich in gerader Linie berühren, dürfen gemeinsam ziehen. In ihrer eigenen Richtung fahren sie wie ein Zug auf Schienen: Nur die Mulde vorn muss frei sein. Zieh die Dreierlinie in Längsrichtung.</translation>
        </message>
        <message>
            <source>Move all three marbles C3, D4 and E5 along their line.</source>
            <translation>Zieh alle drei Kugeln C3, D4 und E5 entlang ihrer Linie.</translation>
        </message>
        <message>
            <source>Well done: the whole line moved one hole.</source>
            <translation>Gut gemacht: Die ganze Linie ist eine Mulde vorgerückt.</translation>
        </message>
        <message>
            <source>Sideways</source>
            <translation>Seitwärts</translation>
        </message>
        <message>
            <source>A line can also step sideways, each marble one hole in the same direction. Every hole it moves into must be empty, so a sideways move never pushes. Move the three marbles sideways.</source>
            <translation>Eine Linie kann auch seitlich ziehen, jede Kugel eine Mulde in dieselbe Richtung. Jede Mulde, in die sie zieht, muss leer sein; ein Seitwärtszug schiebt also nie. Zieh die drei Kugeln zur Seite.</translation>
        </message>
        <message>
            <source>Move C3, D4 and E5 side by side, across their line, into empty holes.</source>
            <translation>Zieh C3, D4 und E5 nebeneinander, quer zu ihrer Linie, in leere Mulden.</translation>
        </message>
        <message>
            <source>Good. Sideways moves never push, but they let a line change lanes.</source>
            <translation>Gut. Seitwärtszüge schieben nie, aber damit wechselt eine Linie die Spur.</translation>
        </message>
        <message>
            <source>Two push one</source>
            <translation>Zwei schieben eine</translation>
        </message>
        <message>
            <source>You push white marbles by moving along your line, when your line has more marbles than the white line right in front of it. This is called sumito. Push the white marble with your two.</source>
            <translation>Weiße Kugeln schiebst du mit einem Zug in Linie, wenn deine Linie mehr Kugeln hat als die weiße Linie direkt davor. Das nennt man Sumito. Schieb die weiße Kugel mit deinen zweien.</translation>
        </message>
        <message>
            <source>Move D4 and E5 together along their line, into the white marble.</source>
            <translation>Zieh D4 und E5 gemeinsam entlang ihrer Linie gegen die weiße Kugel.</translation>
        </message>
        <message>
            <source>Pushed! The white marble moved one hole back.</source>
            <translation>Geschoben! Die weiße Kugel ist eine Mulde zurückgewichen.</translation>
        </message>
        <message>
            <source>Equal numbers hold</source>
            <translation>Gleich viele halten stand</translation>
        </message>
        <message>
            <source>Two cannot push two: equal lines hold each other, and a line of three can never be pushed. Bring a third marble to the back of your line, on C3.</source>
            <translation>Zwei können zwei nicht schieben: Gleich lange Linien halten sich gegenseitig, und eine Dreierlinie lässt sich nie schieben. Bring eine dritte Kugel ans Ende deiner Linie, auf C3.</translation>
        </message>
        <message>
            <source>Fill the hole C3, just behind D4.</source>
            <translation>Besetze die Mulde C3, direkt hinter D4.</translation>
        </message>
        <message>
            <source>Now three of yours face two of White's.</source>
            <translation>Jetzt stehen drei von dir zwei von Weiß gegenüber.</translation>
        </message>
        <message>
            <source>Three push two</source>
            <translation>Drei schieben zwei</translation>
        </message>
        <message>
            <source>Three marbles push one or two. The hole behind the last white marble must be empty or off the board; one of your own marbles there blocks the push. Push the two white marbles.</source>
            <translation>Drei Kugeln schieben eine oder zwei. Die Mulde hinter der letzten weißen Kugel muss leer sein oder außerhalb des Bretts liegen; eine eigene Kugel dort blockiert das Schieben. Schieb die beiden weißen Kugeln.</translation>
        </message>
        <message>
            <source>Move your line of three into the two white marbles.</source>
            <translation>Zieh deine Dreierlinie gegen die beiden weißen Kugeln.</translation>
        </message>
        <message>
            <source>Three beat two. Pushing is always a choice, never a must.</source>
            <translation>Drei schlagen zwei. Schieben ist immer eine Wahl, nie eine Pflicht.</translation>
        </message>
        <message>
            <source>Over the edge</source>
            <translation>Über den Rand</translation>
        </message>
        <message>
            <source>A white marble pushed past the edge leaves the game and lands in your tray. Push the marble on I9 off the board.</source>
            <translation>Eine weiße Kugel, die über den Rand geschoben wird, scheidet aus und landet in deiner Schale. Schieb die Kugel auf I9 vom Brett.</translation>
        </message>
        <message>
            <source>Push along your line towards I9 and beyond the edge.</source>
            <translation>Schieb entlang deiner Linie in Richtung I9 und über den Rand.</translation>
        </message>
        <message>
            <source>One down! Push off six and you win.</source>
            <translation>Eine ist draußen! Schieb sechs hinaus, und du gewinnst.</translation>
        </message>
        <message>
            <source>Two moves, one marble</source>
            <translation>Zwei Züge, eine Kugel</translation>
        </message>
        <message>
            <source>Push a white marble off in two moves. White will save a marble if it can, so threaten both white marbles at once.</source>
            <translation>Schieb in zwei Zügen eine weiße Kugel vom Brett. Weiß rettet eine Kugel, wenn es kann; bedrohe also beide weißen Kugeln zugleich.</translation>
        </message>
        <message>
            <source>Find the one move that puts two of your marbles in line behind each white marble.</source>
            <translation>Finde den einen Zug, der hinter jede weiße Kugel zwei deiner Kugeln in Linie bringt.</translation>
        </message>
        <message>
            <source>Brilliant: White could save only one of them. You are ready for your first game!</source>
            <translation>Großartig: Weiß konnte nur eine der beiden retten. Du bist bereit für deine erste Partie!</translation>
        </message>
    </context>
</TS>