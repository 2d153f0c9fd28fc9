<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
    <context>
        <name>abalone</name>
        <message>
            <source>The record asks for [%1 "%2"], which this game does not offer.</source>
            <translation>Het verslag vraagt om [%1 "%2"], maar dat biedt dit spel niet.</translation>
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
            <source>Keys: the arrows move the ring, Space or Enter selects a marble or moves the selected marbles to the cell under the ring, Escape clears the selection.</source>
            <translation>Toetsen: de pijltjestoetsen verplaatsen de ring, Spatiebalk of Enter selecteert een knikker of verplaatst de geselecteerde knikkers naar het veld onder de ring, Esc wist de selectie.</translation>
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
            <extracomment>Animation lengths at normal speed, in milliseconds, and how far the pointer must move to count as a drag.</extracomment>
            <translation>Selecteer eerst 1 tot 3 van je eigen knikkers.</translation>
        </message>
        <message>
            <source>Marbles move one cell: click next to the selected marbles, or an arrow.</source>
            <translation>Knikkers gaan één veld verder: klik naast de geselecteerde knikkers, of op een pijl.</translation>
        </message>
        <message>
            <source>%1, white marble, selected</source>
            <extracomment>The cursor ring sits inside a marble, so the selection ring round it stays in sight.</extracomment>
            <translation>%1, witte knikker, geselecteerd</translation>
        </message>
        <message>
            <source>%1, white marble</source>
            <translation>%1, witte knikker</translation>
        </message>
        <message>
            <source>%1, black marble, selected</source>
            <translation>%1, zwarte knikker, geselecteerd</translation>
        </message>
        <message>
            <source>%1, black marble</source>
            <translation>%1, zwarte knikker</translation>
        </message>
        <message>
            <source>%1, empty</source>
            <translation>%1, leeg</translation>
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
            <source>Push six of your opponent's marbles off the hexagonal board.</source>
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
            <source>Move limit, counting both players' moves (house rule, 0 = none)</source>
            <translation>Zettenlimiet, zetten van beide spelers geteld (huisregel, 0 = geen)</translation>
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
    <context>
        <name>tutorial</name>
        <message>
            <source>Push them off</source>
            <translation>Duw ze eraf</translation>
        </message>
        <message>
            <source>You play the black marbles, White the white ones. Whoever first pushes six of the other's marbles off the board wins. Black always moves first; then you take turns.</source>
            <translation>Jij speelt met de zwarte knikkers, Wit met de witte. Wie als eerste zes knikkers van de ander van het bord duwt, wint. Zwart begint altijd; daarna zijn jullie om de beurt.</translation>
        </message>
        <message>
            <source>One hole at a time</source>
            <translation>Eén kuiltje tegelijk</translation>
        </message>
        <message>
            <source>Each turn you move one, two or three of your marbles exactly one hole. Move the marble in the middle to any of its six neighbouring holes.</source>
            <translation>In je beurt verplaats je één, twee of drie van je knikkers precies één kuiltje. Zet de knikker in het midden naar een van zijn zes buurkuiltjes.</translation>
        </message>
        <message>
            <source>Move the marble on E5, one hole in any direction.</source>
            <translation>Verplaats de knikker op E5 één kuiltje, in welke richting je maar wilt.</translation>
        </message>
        <message>
            <source>That is a move. Marbles never jump: they always go one hole.</source>
            <translation>Dat is een zet. Knikkers springen nooit: ze gaan altijd één kuiltje verder.</translation>
        </message>
        <message>
            <source>A line moves like a train</source>
            <translation>Een lijn rijdt als een treintje</translation>
        </message>
        <message>
            <source>Two or three marbles that touch in a straight line may move together. Along their own line they go like a train: only the hole in front has to be free. Move the line of three along its length.</source>
            <translation>Twee of drie knikkers die elkaar op een rechte lijn raken, mogen samen bewegen. In hun eigen richting rijden ze als een treintje: alleen het kuiltje vooraan moet vrij zijn. Schuif de lijn van drie in de lengte op.</translation>
        </message>
        <message>
            <source>Move all three marbles C3, D4 and E5 along their line.</source>
            <translation>Verplaats alle drie de knikkers C3, D4 en E5 langs hun lijn.</translation>
        </message>
        <message>
            <source>Well done: the whole line moved one hole.</source>
            <translation>Goed zo: de hele lijn schoof één kuiltje op.</translation>
        </message>
        <message>
            <source>Sideways</source>
            <translation>Zijwaarts</translation>
        </message>
        <message>
            <source>A line can also step sideways, each marble one hole in the same direction. Every hole it moves into must be empty, so a sideways move never pushes. Move the three marbles sideways.</source>
            <translation>Een lijn kan ook opzij stappen, elke knikker één kuiltje in dezelfde richting. Elk kuiltje waar ze heen gaat, moet leeg zijn; een zijwaartse zet duwt dus nooit. Zet de drie knikkers opzij.</translation>
        </message>
        <message>
            <source>Move C3, D4 and E5 side by side, across their line, into empty holes.</source>
            <translation>Verplaats C3, D4 en E5 naast elkaar, dwars op hun lijn, naar lege kuiltjes.</translation>
        </message>
        <message>
            <source>Good. Sideways moves never push, but they let a line change lanes.</source>
            <translation>Goed. Zijwaartse zetten duwen nooit, maar zo kan een lijn van baan wisselen.</translation>
        </message>
        <message>
            <source>Two push one</source>
            <translation>Twee duwen één</translation>
        </message>
        <message>
            <source>You push white marbles by moving along your line, when your line has more marbles than the white line right in front of it. This is called sumito. Push the white marble with your two.</source>
            <translation>Je duwt witte knikkers met een zet in de lengte, als jouw lijn meer knikkers heeft dan de witte lijn er direct voor. Dat heet sumito. Duw de witte knikker weg met je twee.</translation>
        </message>
        <message>
            <source>Move D4 and E5 together along their line, into the white marble.</source>
            <translation>Schuif D4 en E5 samen langs hun lijn tegen de witte knikker.</translation>
        </message>
        <message>
            <source>Pushed! The white marble moved one hole back.</source>
            <translation>Geduwd! De witte knikker ging één kuiltje achteruit.</translation>
        </message>
        <message>
            <source>Equal numbers hold</source>
            <translation>Gelijke aantallen houden stand</translation>
        </message>
        <message>
            <source>Two cannot push two: equal lines hold each other, and a line of three can never be pushed. Bring a third marble to the back of your line, on C3.</source>
            <translation>Twee kunnen twee niet duwen: even lange lijnen houden elkaar tegen, en een lijn van drie kan nooit geduwd worden. Zet een derde knikker achter je lijn, op C3.</translation>
        </message>
        <message>
            <source>Fill the hole C3, just behind D4.</source>
            <translation>Vul het kuiltje C3, direct achter D4.</translation>
        </message>
        <message>
            <source>Now three of yours face two of White's.</source>
            <translation>Nu staan er drie van jou tegenover twee van Wit.</translation>
        </message>
        <message>
            <source>Three push two</source>
            <translation>Drie duwen twee</translation>
        </message>
        <message>
            <source>Three marbles push one or two. The hole behind the last white marble must be empty or off the board; one of your own marbles there blocks the push. Push the two white marbles.</source>
            <translation>Drie knikkers duwen er één of twee. Het kuiltje achter de laatste witte knikker moet leeg zijn of buiten het bord liggen; staat daar een eigen knikker, dan blokkeert die het duwen. Duw de twee witte knikkers.</translation>
        </message>
        <message>
            <source>Move your line of three into the two white marbles.</source>
            <translation>Schuif je lijn van drie tegen de twee witte knikkers.</translation>
        </message>
        <message>
            <source>Three beat two. Pushing is always a choice, never a must.</source>
            <translation>Drie winnen van twee. Duwen is altijd een keuze, nooit een plicht.</translation>
        </message>
        <message>
            <source>Over the edge</source>
            <translation>Over de rand</translation>
        </message>
        <message>
            <source>A white marble pushed past the edge leaves the game and lands in your tray. Push the marble on I9 off the board.</source>
            <translation>Een witte knikker die over de rand wordt geduwd, is uit het spel en belandt in jouw bakje. Duw de knikker op I9 van het bord.</translation>
        </message>
        <message>
            <source>Push along your line towards I9 and beyond the edge.</source>
            <translation>Duw langs je lijn richting I9 en over de rand.</translation>
        </message>
        <message>
            <source>One down! Push off six and you win.</source>
            <translation>Eén eraf! Duw er zes af en je wint.</translation>
        </message>
        <message>
            <source>Two moves, one marble</source>
            <translation>Twee zetten, één knikker</translation>
        </message>
        <message>
            <source>Push a white marble off in two moves. White will save a marble if it can, so threaten both white marbles at once.</source>
            <translation>Duw in twee zetten een witte knikker van het bord. Wit redt een knikker als het kan, dus bedreig beide witte knikkers tegelijk.</translation>
        </message>
        <message>
            <source>Find the one move that puts two of your marbles in line behind each white marble.</source>
            <translation>Zoek de ene zet die twee van je knikkers op een lijn achter elke witte knikker zet.</translation>
        </message>
        <message>
            <source>Brilliant: White could save only one of them. You are ready for your first game!</source>
            <translation>Schitterend: Wit kon er maar één redden. Je bent klaar voor je eerste partij!</translation>
        </message>
    </context>
</TS>