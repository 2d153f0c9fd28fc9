<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
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
    <name>equilibrix</name>
    <message>
        <source>Put one of your bases here</source>
        <translation>Eine deiner Basen hierher setzen</translation>
    </message>
    <message>
        <source>Take a piece first: keys 1 to 9, or [ and ].</source>
        <extracomment>The piece at the cursor is centred as near as it can be to a point this far (board units) from the cursor&apos;s connection point: where a piece&apos;s centre falls on a tie (the middle of a triangle), the nudge decides, so every placement on the board lies at exactly one cursor point.</extracomment>
        <translation>Nimm zuerst ein Teil: Tasten 1 bis 9, oder [ und ].</translation>
    </message>
    <message>
        <source>%1 in hand (%2 of %3): the arrow keys move it, R and Shift+R turn it, Space places it, Esc puts it back.</source>
        <translation>%1 in der Hand (%2 von %3): Die Pfeiltasten bewegen es, R und Umschalt+R drehen es, die Leertaste legt es, Esc legt es zurück.</translation>
    </message>
    <message>
        <source>Tetrahedron before %1</source>
        <translation>Tetraeder vor %1</translation>
    </message>
    <message>
        <source>Corner %1, free for a base</source>
        <translation>Ecke %1, frei für eine Basis</translation>
    </message>
    <message>
        <source>Next target: %1</source>
        <translation>Nächstes Ziel: %1</translation>
    </message>
    <message>
        <source>%1 fits here.</source>
        <translation>%1 passt hier.</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>%1, free</source>
        <translation>%1, frei</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (black, %n field(s))</source>
        <translation>
            <numerusform>%1 (schwarz, %n Feld)</numerusform>
            <numerusform>%1 (schwarz, %n Felder)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (white, %n field(s))</source>
        <translation>
            <numerusform>%1 (weiß, %n Feld)</numerusform>
            <numerusform>%1 (weiß, %n Felder)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n field(s))</source>
        <translation>
            <numerusform>%1 (%2, %n Feld)</numerusform>
            <numerusform>%1 (%2, %n Felder)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (black)</source>
        <translation>%1 (schwarz)</translation>
    </message>
    <message>
        <source>%1 (white)</source>
        <translation>%1 (weiß)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The tetrahedron (origin)</source>
        <extracomment>How strongly an empty field takes the colour of the territory it belongs to (Autonomy). The territory stone: (fill, outline) of the seat whose territory this empty field is, or None.</extracomment>
        <translation>Der Tetraeder (Urheber)</translation>
    </message>
    <message>
        <source>5+1 token: once, six of your fields may meet at one point</source>
        <translation>Jeton 5+1: einmal dürfen sechs deiner Felder an einem Punkt zusammentreffen</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>After a piece lands, this many fields take their new tint per frame (about 4 ms of painting). Refusals about too many fields at a point: those points are ringed on the board.</extracomment>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Lens microbacterium</source>
        <translation>Zweispitzige Mikrobakterie</translation>
    </message>
    <message>
        <source>Triangle microbacterium</source>
        <translation>Dreieckige Mikrobakterie</translation>
    </message>
    <message>
        <source>Bacterium %1</source>
        <translation>Bakterie %1</translation>
    </message>
    <message>
        <source>%1 lost and chooses the next target.</source>
        <translation>%1 hat verloren und wählt das nächste Spielziel.</translation>
    </message>
    <message>
        <source>Place one of your three bases: click a free corner outside the board.</source>
        <translation>Setze eine deiner drei Basen: Klicke auf eine freie Ecke außerhalb des Bretts.</translation>
    </message>
    <message>
        <source>Place the tetrahedron: click a gap between two pieces of the ring.</source>
        <translation>Lege den Tetraeder: Klicke auf eine Lücke zwischen zwei Teilen des Rings.</translation>
    </message>
    <message>
        <source>Pick one of the highlighted pieces or a microbacterium.</source>
        <translation>Wähle eines der hervorgehobenen Teile oder eine Mikrobakterie.</translation>
    </message>
    <message>
        <source>You may also pass.</source>
        <translation>Du darfst auch passen.</translation>
    </message>
    <message>
        <source>%1 in hand: move it onto the board, turn it with the wheel or the right button, click to place.</source>
        <translation>%1 in der Hand: Zieh es auf das Brett, dreh es mit dem Mausrad oder der rechten Maustaste, klicke zum Legen.</translation>
    </message>
    <message>
        <source>Click or press Space to place it here using your 5+1 token (six fields at %1).</source>
        <translation>Klicke oder drücke die Leertaste, um es hier mit deinem Jeton 5+1 zu legen (sechs Felder an %1).</translation>
    </message>
    <message>
        <source>Click or press Space to place it here.</source>
        <translation>Klicke oder drücke die Leertaste, um es hier zu legen.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Tipp: passen.</translation>
    </message>
    <message>
        <source>Hint: put a base at the marked corner.</source>
        <translation>Tipp: Setze eine Basis an die markierte Ecke.</translation>
    </message>
    <message>
        <source>Hint: put the tetrahedron before piece %1.</source>
        <translation>Tipp: Lege den Tetraeder vor das Teil %1.</translation>
    </message>
    <message>
        <source>Time Factor</source>
        <translation>Zeitfaktor</translation>
    </message>
    <message>
        <source>Autonomy</source>
        <translation>Autonomie</translation>
    </message>
    <message>
        <source>3+3 Targets</source>
        <translation>3+3 Ziele</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>%1: a draw.</source>
        <translation>%1: unentschieden.</translation>
    </message>
    <message>
        <source>%1: %2 wins on the tie-break (more of the opponent&apos;s bases connected).</source>
        <translation>%1: %2 gewinnt durch den Gleichstandsentscheid (mehr Basen des Gegners verbunden).</translation>
    </message>
    <message>
        <source>%1: %2 wins.</source>
        <translation>%1: %2 gewinnt.</translation>
    </message>
    <message>
        <source>Keys: 1 to 9 or [ ] take a piece, R and Shift+R turn it, the arrow keys move it, Space or Enter places it, 0 passes.</source>
        <translation>Tasten: 1 bis 9 oder [ ] nehmen ein Teil, R und Umschalt+R drehen es, die Pfeiltasten bewegen es, Leertaste oder Eingabetaste legt es, 0 passt.</translation>
    </message>
    <message>
        <source>Campaign, game %1: %2</source>
        <translation>Kampagne, Partie %1: %2</translation>
    </message>
    <message>
        <source>Territory: %1 %2, %3 %4</source>
        <translation>Territorium: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>%1 – bases connected: own %2, opponent&apos;s %3</source>
        <translation>%1 – verbundene Basen: eigene %2, gegnerische %3</translation>
    </message>
    <message>
        <source>Whoever cannot place a piece loses.</source>
        <translation>Wer kein Teil mehr legen kann, verliert.</translation>
    </message>
    <message>
        <source>Victory points: %1 %2, %3 %4 (%5 to win)</source>
        <translation>Siegpunkte: %1 %2, %3 %4 (%5 zum Sieg)</translation>
    </message>
    <message numerus="yes">
        <source>%1 chooses from %n piece(s).</source>
        <translation>
            <numerusform>%1 wählt aus %n Teil.</numerusform>
            <numerusform>%1 wählt aus %n Teilen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n 5+1 token(s)</source>
        <translation>
            <numerusform>%1: %n Jeton 5+1</numerusform>
            <numerusform>%1: %n Jetons 5+1</numerusform>
        </translation>
    </message>
    <message>
        <source>Wheel or right button: turn the piece. Esc: put it back.</source>
        <translation>Mausrad oder rechte Maustaste: Teil drehen. Esc: zurücklegen.</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>EQUILIBRIX Combact</source>
        <translation>EQUILIBRIX Combact</translation>
    </message>
    <message>
        <source>Claim territory with shaped pieces on a Flower-of-Life board.</source>
        <translation>Erobere Territorium mit geformten Teilen auf einem Brett aus der Blume des Lebens.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Time Factor (who cannot place loses)</source>
        <translation>Zeitfaktor (wer nicht legen kann, verliert)</translation>
    </message>
    <message>
        <source>Autonomy (territory)</source>
        <translation>Autonomie (Territorium)</translation>
    </message>
    <message>
        <source>3+3 Targets (connect bases)</source>
        <translation>3+3 Ziele (Basen verbinden)</translation>
    </message>
    <message>
        <source>Campaign (first to two wins)</source>
        <translation>Kampagne (wer zuerst zwei Partien gewinnt)</translation>
    </message>
    <message>
        <source>Game target</source>
        <translation>Spielziel</translation>
    </message>
    <message>
        <source>Target of a campaign&apos;s first game</source>
        <translation>Spielziel der ersten Partie einer Kampagne</translation>
    </message>
    <message>
        <source>Later games of a campaign are chosen by the loser of the previous game.</source>
        <translation>Die späteren Partien einer Kampagne wählt der Verlierer der vorigen Partie.</translation>
    </message>
    <message>
        <source>Pieces on offer after the tetrahedron</source>
        <translation>Angebotene Teile nach dem Tetraeder</translation>
    </message>
    <message>
        <source>Four in the rules. In a campaign the loser of the last game gets one more, the winner one fewer.</source>
        <translation>Vier laut Regel. In einer Kampagne bekommt der Verlierer der letzten Partie eines mehr, der Gewinner eines weniger.</translation>
    </message>
    <message>
        <source>Victory points to win a campaign</source>
        <translation>Siegpunkte für den Gewinn einer Kampagne</translation>
    </message>
    <message>
        <source>The 5+1 token allows six fields</source>
        <translation>Der Jeton 5+1 erlaubt sechs Felder</translation>
    </message>
    <message>
        <source>at one point</source>
        <translation>an einem Punkt</translation>
    </message>
    <message>
        <source>at any points of one placement</source>
        <translation>an beliebigen Punkten eines Zuges</translation>
    </message>
    <message>
        <source>The rules leave open whether one use of the token may raise several points to six.</source>
        <translation>Die Regel lässt offen, ob ein Einsatz des Jetons mehrere Punkte auf sechs bringen darf.</translation>
    </message>
    <message>
        <source>Colours of the six bases (3+3 Targets)</source>
        <translation>Farben der sechs Basen (3+3 Ziele)</translation>
    </message>
    <message>
        <source>alternating</source>
        <translation>abwechselnd</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>gemischt</translation>
    </message>
    <message>
        <source>placed by the players in turn</source>
        <translation>abwechselnd von den Spielern gesetzt</translation>
    </message>
    <message>
        <source>With the last choice the players put their three bases on the rim corners one at a time before the game starts.</source>
        <translation>Bei der letzten Wahl setzen die Spieler vor Spielbeginn abwechselnd ihre drei Basen auf die Ecken am Rand.</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>The player to move could not place any piece and loses.</source>
        <extracomment>Fields of one colour allowed around a connection point, and with the 5+1 token. A campaign with this many games (draws included) ends on victory points. Bases of each colour in 3+3 ZIELE. 3+3 Targets with as many own bases linked on each side: more linked bases of the opponent&apos;s colour won.</extracomment>
        <translation>Der Spieler am Zug konnte kein Teil legen und verliert.</translation>
    </message>
    <message>
        <source>Both players passed; the larger territory wins.</source>
        <translation>Beide haben gepasst; das größere Territorium gewinnt.</translation>
    </message>
    <message>
        <source>Both players passed; more connected bases win.</source>
        <translation>Beide haben gepasst; mehr verbundene Basen gewinnen.</translation>
    </message>
    <message>
        <source>Both players passed with as many of their own bases connected; the tie-break, more of the opponent&apos;s bases connected, decided.</source>
        <translation>Beide haben gepasst, mit gleich vielen eigenen Basen verbunden; der Gleichstandsentscheid, mehr verbundene Basen des Gegners, hat entschieden.</translation>
    </message>
    <message>
        <source>The campaign is won on victory points.</source>
        <translation>Die Kampagne ist nach Siegpunkten gewonnen.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>That piece is not on offer: take one of the ring pieces offered just after the tetrahedron, or one of your microbacteria.</source>
        <translation>Dieses Teil wird nicht angeboten: Nimm eines der Ringteile, die direkt nach dem Tetraeder angeboten werden, oder eine deiner Mikrobakterien.</translation>
    </message>
    <message>
        <source>You have already played that microbacterium.</source>
        <translation>Diese Mikrobakterie hast du schon gespielt.</translation>
    </message>
    <message>
        <source>A piece turns in six steps, numbered r0 to r5.</source>
        <translation>Ein Teil dreht sich in sechs Schritten, nummeriert von r0 bis r5.</translation>
    </message>
    <message>
        <source>Turned to r%1 this piece looks the same as at r%2: write r%2.</source>
        <translation>Auf r%1 gedreht sieht dieses Teil genauso aus wie auf r%2: Schreib r%2.</translation>
    </message>
    <message>
        <source>The piece must lie completely on the board.</source>
        <translation>Das Teil muss ganz auf dem Brett liegen.</translation>
    </message>
    <message>
        <source>A field there is already covered.</source>
        <translation>Ein Feld dort ist schon belegt.</translation>
    </message>
    <message>
        <source>The piece must touch one of your pieces at a connection point.</source>
        <translation>Das Teil muss eines deiner Teile an einem Verbindungspunkt berühren.</translation>
    </message>
    <message>
        <source>More than five of your fields would meet at %1.</source>
        <translation>Bei %1 träfen mehr als fünf deiner Felder zusammen.</translation>
    </message>
    <message>
        <source>The 5+1 token allows six fields at one point only, not at %1.</source>
        <translation>Der Jeton 5+1 erlaubt sechs Felder nur an einem Punkt, nicht an %1.</translation>
    </message>
    <message>
        <source>Not even the 5+1 token allows more than six of your fields at %1.</source>
        <translation>Auch der Jeton 5+1 erlaubt bei %1 nicht mehr als sechs deiner Felder.</translation>
    </message>
    <message>
        <source>In Time Factor you may not pass: place a piece.</source>
        <translation>Im Zeitfaktor darfst du nicht passen: Lege ein Teil.</translation>
    </message>
    <message>
        <source>The tetrahedron goes into one of the %1 gaps of the ring.</source>
        <translation>Der Tetraeder kommt in eine der %1 Lücken des Rings.</translation>
    </message>
    <message>
        <source>A base goes on one of the six corners of the rim.</source>
        <translation>Eine Basis kommt auf eine der sechs Ecken am Rand.</translation>
    </message>
    <message>
        <source>There is already a base at %1.</source>
        <translation>Bei %1 steht schon eine Basis.</translation>
    </message>
    <message>
        <source>Choose Time Factor, Autonomy or 3+3 Targets as the next game&apos;s target.</source>
        <translation>Wähle Zeitfaktor, Autonomie oder 3+3 Ziele als Spielziel der nächsten Partie.</translation>
    </message>
    <message>
        <source>First the bases are put on the corners of the rim.</source>
        <translation>Zuerst werden die Basen auf die Ecken am Rand gesetzt.</translation>
    </message>
    <message>
        <source>First the tetrahedron must be put into the ring.</source>
        <translation>Zuerst muss der Tetraeder in den Ring gelegt werden.</translation>
    </message>
    <message>
        <source>The loser of the last game first chooses the next target.</source>
        <translation>Zuerst wählt der Verlierer der letzten Partie das nächste Spielziel.</translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>The Flower of Life</source>
        <translation>Die Blume des Lebens</translation>
    </message>
    <message>
        <source>The circles cut the board into 144 fields: lenses with two points and curved triangles with three. Their points meet at 37 connection points; the move list names them by column and row, like d4 in the centre. You claim the board by laying pieces in your colour.</source>
        <translation>Die Kreise teilen das Brett in 144 Felder: Linsen mit zwei Spitzen und gebogene Dreiecke mit drei. Ihre Spitzen treffen sich in 37 Verbindungspunkten; die Zugliste benennt sie nach Spalte und Reihe, etwa d4 in der Mitte. Du eroberst das Brett, indem du Teile in deiner Farbe legst.</translation>
    </message>
    <message>
        <source>Taking a piece</source>
        <translation>Ein Teil nehmen</translation>
    </message>
    <message>
        <source>The pieces lie in a ring around the board; the second player has put the tetrahedron into one of its gaps. On your turn take one of the four pieces after it, clockwise (they glow), turn it with the wheel or the right button and click to place it. Your first piece may go anywhere.</source>
        <translation>Die Teile liegen in einem Ring um das Brett; der zweite Spieler hat den Tetraeder in eine seiner Lücken gesetzt. Nimm in deinem Zug eines der vier Teile, die im Uhrzeigersinn auf ihn folgen (sie leuchten), drehe es mit dem Mausrad oder der rechten Maustaste und klicke, um es zu legen. Dein erstes Teil darf überallhin.</translation>
    </message>
    <message>
        <source>Take one of the glowing ring pieces and place it on the board.</source>
        <translation>Nimm eines der leuchtenden Teile aus dem Ring und lege es aufs Brett.</translation>
    </message>
    <message>
        <source>The tetrahedron moved into the gap your piece left, so the next offer starts after it.</source>
        <translation>Der Tetraeder ist in die Lücke gerückt, die dein Teil hinterlassen hat; das nächste Angebot beginnt also danach.</translation>
    </message>
    <message>
        <source>Stay connected</source>
        <translation>Verbunden bleiben</translation>
    </message>
    <message>
        <source>Every later piece must touch one of your pieces at a connection point, so all your pieces form one network. Pieces never overlap. Place another piece from the ring.</source>
        <translation>Jedes weitere Teil muss eines deiner Teile an einem Verbindungspunkt berühren, sodass alle deine Teile ein Netz bilden. Teile überlappen nie. Lege ein weiteres Teil aus dem Ring.</translation>
    </message>
    <message>
        <source>Place a glowing ring piece so that it touches your black piece at a point.</source>
        <translation>Lege ein leuchtendes Teil aus dem Ring so, dass es dein schwarzes Teil in einem Punkt berührt.</translation>
    </message>
    <message>
        <source>Connected! Your opponent&apos;s pieces only block fields; they never connect yours.</source>
        <translation>Verbunden! Die Teile deines Gegners blockieren nur Felder; sie verbinden deine nie.</translation>
    </message>
    <message>
        <source>Microbacteria</source>
        <translation>Mikrobakterien</translation>
    </message>
    <message>
        <source>Instead of a ring piece you may lay one of your two microbacteria, a single lens or triangle from your box. The tetrahedron then stays where it is, and each microbacterium can be used once per game.</source>
        <translation>Statt eines Teils aus dem Ring darfst du eine deiner zwei Mikrobakterien legen, eine einzelne Linse oder ein Dreieck aus deinem Kasten. Der Tetraeder bleibt dann stehen, und jede Mikrobakterie kannst du einmal pro Partie einsetzen.</translation>
    </message>
    <message>
        <source>Take the lens or the triangle from your box, not a ring piece.</source>
        <translation>Nimm die Linse oder das Dreieck aus deinem Kasten, kein Teil aus dem Ring.</translation>
    </message>
    <message>
        <source>Microbacteria fit where nothing else will, so they are often worth keeping for later.</source>
        <translation>Mikrobakterien passen dort, wo sonst nichts mehr passt; oft lohnt es sich, sie aufzuheben.</translation>
    </message>
    <message>
        <source>The five-point rule</source>
        <translation>Die Fünf-Punkte-Regel</translation>
    </message>
    <message>
        <source>At any connection point at most five of the twelve fields around it may be yours; the dots at the points help you count. Five of your fields already meet at two points of your piece. Lay a piece that touches the ringed point without a sixth field anywhere.</source>
        <translation>An jedem Verbindungspunkt dürfen höchstens fünf der zwölf Felder dir gehören; die Punkte an den Spitzen helfen beim Zählen. An zwei Punkten deines Teils treffen sich schon fünf deiner Felder. Lege ein Teil, das den umkreisten Punkt berührt, ohne irgendwo ein sechstes Feld.</translation>
    </message>
    <message>
        <source>Touch the ringed point without your 5+1 token: keep every point at five of your fields or fewer.</source>
        <translation>Berühre den umkreisten Punkt ohne deinen Jeton 5+1: Halte jeden Punkt bei höchstens fünf deiner Felder.</translation>
    </message>
    <message>
        <source>Well counted! Your opponent&apos;s fields never count against your limit.</source>
        <translation>Gut gezählt! Die Felder deines Gegners zählen nie gegen deine Grenze.</translation>
    </message>
    <message>
        <source>The 5+1 token</source>
        <translation>Der Jeton 5+1</translation>
    </message>
    <message>
        <source>Your 5+1 token lets you break the rule once: one point gets a sixth field of yours, and the token goes to your opponent. Ludoteca uses it by itself when a placement needs it. Lay a piece that gives the ringed point a sixth field.</source>
        <translation>Mit deinem Jeton 5+1 darfst du die Regel einmal brechen: Ein Punkt bekommt ein sechstes Feld von dir, und der Jeton geht an deinen Gegner. Ludoteca setzt ihn von selbst ein, wenn ein Zug ihn braucht. Lege ein Teil, das dem umkreisten Punkt ein sechstes Feld gibt.</translation>
    </message>
    <message>
        <source>Put one more field of yours at the ringed point; the status bar tells you when the token will be used.</source>
        <translation>Lege ein weiteres deiner Felder an den umkreisten Punkt; die Statusleiste sagt dir, wann der Jeton eingesetzt wird.</translation>
    </message>
    <message>
        <source>The token now belongs to your opponent, who may use it the same way and hand it back. No point ever takes a seventh field.</source>
        <translation>Der Jeton gehört jetzt deinem Gegner, der ihn genauso einsetzen und dir damit zurückgeben darf. Kein Punkt bekommt je ein siebtes Feld.</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>In the usual game, Autonomy, each empty field in an area bordered only by your pieces and the rim scores you a point. Your pieces almost close off the upper left of the board: close the ringed gap.</source>
        <translation>Im üblichen Spiel, Autonomie, bringt dir jedes leere Feld in einem Gebiet, das nur von deinen Teilen und dem Rand begrenzt wird, einen Punkt. Deine Teile schließen das Brett oben links fast ab: Schließe die umkreiste Lücke.</translation>
    </message>
    <message>
        <source>Fill the ringed gap between your pieces and the rim.</source>
        <translation>Fülle die umkreiste Lücke zwischen deinen Teilen und dem Rand.</translation>
    </message>
    <message>
        <source>That corner is your territory, shaded in your colour. An area that touches even one field of your opponent counts for nobody.</source>
        <translation>Diese Ecke ist dein Gebiet, in deiner Farbe getönt. Ein Gebiet, das auch nur ein Feld deines Gegners berührt, zählt für niemanden.</translation>
    </message>
    <message>
        <source>Passing and the end</source>
        <translation>Passen und Spielende</translation>
    </message>
    <message>
        <source>You may pass instead of placing. When both players pass one after the other, the game ends and the larger territory wins. White has just passed: pass too with the button below the board.</source>
        <translation>Du darfst passen, statt zu legen. Passen beide Spieler nacheinander, endet die Partie, und das größere Gebiet gewinnt. Weiß hat gerade gepasst: Passe auch, mit der Schaltfläche unter dem Brett.</translation>
    </message>
    <message>
        <source>Click Pass below the board.</source>
        <translation>Klicke auf Passen unter dem Brett.</translation>
    </message>
    <message>
        <source>Game over: your territory is larger, so you win.</source>
        <translation>Die Partie ist aus: Dein Gebiet ist größer, also gewinnst du.</translation>
    </message>
    <message>
        <source>Challenge: overtake White</source>
        <translation>Herausforderung: Überhole Weiß</translation>
    </message>
    <message>
        <source>If the game ended now, White would win 37 to 16. Lay one piece that puts you ahead; White will then pass, and your pass ends the game.</source>
        <translation>Endete die Partie jetzt, gewänne Weiß mit 37 zu 16. Lege ein Teil, das dich in Führung bringt; danach passt Weiß, und dein Passen beendet die Partie.</translation>
    </message>
    <message>
        <source>An area that touches even one of your fields no longer counts for White.</source>
        <translation>Ein Gebiet, das auch nur eines deiner Felder berührt, zählt nicht mehr für Weiß.</translation>
    </message>
    <message>
        <source>You win! Spoiling your opponent&apos;s area can be worth more than a corner of your own.</source>
        <translation>Gewonnen! Das Gebiet des Gegners zu verderben kann mehr wert sein als eine eigene Ecke.</translation>
    </message>
</context>
</TS>
