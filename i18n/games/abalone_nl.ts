<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>abalone</name>
    <message>
        <source>The record asks for [%1 &quot;%2&quot;], which this game does not offer.</source>
        <translation>Het verslag vraagt om [%1 &quot;%2&quot;], maar dat biedt dit spel niet.</translation>
    </message>
    <message>
        <source>This text cannot be read as a game record.</source>
        <translation>Deze tekst is niet te lezen als partijverslag.</translation>
    </message>
    <message>
        <source>Copy game record</source>
        <extracomment>A game read from a text record (a `GameRecord`), to replace the current one.</extracomment>
        <translation>Partijverslag kopiëren</translation>
    </message>
    <message>
        <source>Copies the moves so far in Aba-Pro notation, to paste into a message or a file.</source>
        <translation>Kopieert de zetten tot nu toe in Aba-Pro-notatie, om in een bericht of bestand te plakken.</translation>
    </message>
    <message>
        <source>Read game record…</source>
        <translation>Partijverslag inlezen…</translation>
    </message>
    <message>
        <source>Replays a game record in Aba-Pro notation, pasted from a message or a file.</source>
        <translation>Speelt een partijverslag in Aba-Pro-notatie na, geplakt uit een bericht of een bestand.</translation>
    </message>
    <message>
        <source>Click or drag across 1 to 3 of your marbles in a line, then click an arrow, click the cell to move to, or drag the marbles. Right-click clears the selection.</source>
        <translation>Klik of sleep over 1 tot 3 van je knikkers op een rij, klik dan op een pijl of op het veld waar ze heen moeten, of sleep de knikkers. Rechtsklikken wist de selectie.</translation>
    </message>
    <message>
        <source>Read game record</source>
        <translation>Partijverslag inlezen</translation>
    </message>
    <message>
        <source>Paste a game record in Aba-Pro notation:</source>
        <translation>Plak een partijverslag in Aba-Pro-notatie:</translation>
    </message>
    <message>
        <source>Select 1 to 3 of your own marbles first.</source>
        <extracomment>Animation lengths, in milliseconds, and how far the pointer must move to count as a drag.</extracomment>
        <translation>Selecteer eerst 1 tot 3 van je eigen knikkers.</translation>
    </message>
    <message>
        <source>Marbles move one cell: click next to the selected marbles, or an arrow.</source>
        <translation>Knikkers gaan één veld verder: klik naast de geselecteerde knikkers, of op een pijl.</translation>
    </message>
</context>
<context>
    <name>colours</name>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
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
        <translation>Duw zes knikkers van je tegenstander van het zeshoekige bord.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Standard</source>
        <extracomment>Layout ids in menu order; the first three are the sourced ones (see data/layouts.json).</extracomment>
        <translation>Standaard</translation>
    </message>
    <message>
        <source>Belgian Daisy</source>
        <translation>Belgische margriet</translation>
    </message>
    <message>
        <source>German Daisy</source>
        <translation>Duitse margriet</translation>
    </message>
    <message>
        <source>Dutch Daisy</source>
        <translation>Nederlandse margriet</translation>
    </message>
    <message>
        <source>Swiss Daisy</source>
        <translation>Zwitserse margriet</translation>
    </message>
    <message>
        <source>Domination</source>
        <translation>Overheersing</translation>
    </message>
    <message>
        <source>The Wall</source>
        <translation>De muur</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation>Piramide</translation>
    </message>
    <message>
        <source>Face to Face</source>
        <translation>Oog in oog</translation>
    </message>
    <message>
        <source>Infiltration</source>
        <translation>Infiltratie</translation>
    </message>
    <message>
        <source>Snakes</source>
        <translation>Slangen</translation>
    </message>
    <message>
        <source>Starting layout</source>
        <translation>Beginopstelling</translation>
    </message>
    <message>
        <source>Belgian Daisy is the tournament layout. Standard, Belgian Daisy and German Daisy are well documented; the others are variants from a single source.</source>
        <translation>De Belgische margriet is de toernooiopstelling. Standaard, Belgische margriet en Duitse margriet zijn goed gedocumenteerd; de andere zijn varianten uit één enkele bron.</translation>
    </message>
    <message>
        <source>Marbles to push off</source>
        <translation>Knikkers om eraf te duwen</translation>
    </message>
    <message>
        <source>Six in the official rules; two makes a quick blitz game.</source>
        <translation>Zes volgens de officiële regels; met twee speel je een snel blitzspel.</translation>
    </message>
    <message>
        <source>Clock (minutes per player, 0 = none)</source>
        <translation>Klok (minuten per speler, 0 = geen)</translation>
    </message>
    <message>
        <source>Whoever runs out of time loses. Tournaments play 10 to 15 minutes each.</source>
        <translation>Wie door zijn tijd heen is, verliest. Op toernooien krijgt ieder 10 tot 15 minuten.</translation>
    </message>
    <message>
        <source>Move limit in plies (house rule, 0 = none)</source>
        <translation>Zettenlimiet in halve zetten (huisregel, 0 = geen)</translation>
    </message>
    <message>
        <source>At the limit the player with more marbles wins; equal numbers draw.</source>
        <translation>Bij de limiet wint wie meer knikkers heeft; evenveel is gelijkspel.</translation>
    </message>
    <message>
        <source>Threefold repetition draws (house rule)</source>
        <translation>Drievoudige herhaling is remise (huisregel)</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>Enough marbles were pushed off the board.</source>
        <translation>Er zijn genoeg knikkers van het bord geduwd.</translation>
    </message>
    <message>
        <source>The player to move has no legal move: a draw.</source>
        <translation>Wie aan zet is, heeft geen geldige zet: gelijkspel.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>You have no marble on %1.</source>
        <translation>Je hebt geen knikker op %1.</translation>
    </message>
    <message>
        <source>At most three marbles move together.</source>
        <translation>Er bewegen hoogstens drie knikkers tegelijk.</translation>
    </message>
    <message>
        <source>The marbles must touch each other in a straight line.</source>
        <translation>De knikkers moeten in een rechte lijn tegen elkaar liggen.</translation>
    </message>
    <message>
        <source>You cannot move your own marble off the board.</source>
        <translation>Je kunt je eigen knikker niet van het bord schuiven.</translation>
    </message>
    <message>
        <source>A sideways move needs an empty cell in front of every marble: it never pushes.</source>
        <translation>Een zijwaartse zet heeft voor elke knikker een leeg veld nodig: hij duwt nooit.</translation>
    </message>
    <message>
        <source>Your own marble on %1 is in the way: move the whole line together.</source>
        <translation>Je eigen knikker op %1 staat in de weg: verschuif de hele rij samen.</translation>
    </message>
    <message>
        <source>To push (sumito) you need more marbles in the line than your opponent.</source>
        <translation>Om te duwen (sumito) heb je meer knikkers op de lijn nodig dan je tegenstander.</translation>
    </message>
    <message>
        <source>Your own marble on %1, behind the marbles you push, blocks the push.</source>
        <translation>Je eigen knikker op %1, achter de knikkers die je duwt, blokkeert het duwen.</translation>
    </message>
    <message>
        <source>This game is played without a clock.</source>
        <translation>Deze partij wordt zonder klok gespeeld.</translation>
    </message>
    <message>
        <source>Only the clock of the player to move can run out.</source>
        <translation>Alleen de klok van de speler die aan zet is kan aflopen.</translation>
    </message>
    <message>
        <source>The board has no cell %1.</source>
        <translation>Het bord heeft geen veld %1.</translation>
    </message>
    <message>
        <source>Marbles move one cell at a time, and %2 is not next to %1.</source>
        <translation>Knikkers gaan één veld tegelijk, en %2 ligt niet naast %1.</translation>
    </message>
    <message>
        <source>The cells %1 and %2 are not the two ends of a line of two or three marbles.</source>
        <translation>De velden %1 en %2 zijn niet de twee uiteinden van een rij van twee of drie knikkers.</translation>
    </message>
    <message>
        <source>Write a move along the line as its rear marble and the cell it moves to, like a1b2.</source>
        <translation>Schrijf een zet langs de rij als de achterste knikker en het veld waar die heen gaat, zoals a1b2.</translation>
    </message>
</context>
</TS>
