<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
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
    <name>equilibrix</name>
    <message>
        <source>Put one of your bases here</source>
        <translation>Zet hier een van je basissen</translation>
    </message>
    <message>
        <source>Take a piece first: keys 1 to 9, or [ and ].</source>
        <extracomment>The piece at the cursor is centred as near as it can be to a point this far (board units) from the cursor&apos;s connection point: where a piece&apos;s centre falls on a tie (the middle of a triangle), the nudge decides, so every placement on the board lies at exactly one cursor point.</extracomment>
        <translation>Neem eerst een stuk: toetsen 1 tot 9, of [ en ].</translation>
    </message>
    <message>
        <source>%1 in hand (%2 of %3): the arrow keys move it, R and Shift+R turn it, Space places it, Esc puts it back.</source>
        <translation>%1 in de hand (%2 van %3): de pijltjestoetsen bewegen het, R en Shift+R draaien het, Spatie legt het, Esc legt het terug.</translation>
    </message>
    <message>
        <source>Tetrahedron before %1</source>
        <translation>Tetraëder vóór %1</translation>
    </message>
    <message>
        <source>Corner %1, free for a base</source>
        <translation>Hoek %1, vrij voor een basis</translation>
    </message>
    <message>
        <source>Next target: %1</source>
        <translation>Volgend doel: %1</translation>
    </message>
    <message>
        <source>%1 fits here.</source>
        <translation>%1 past hier.</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>%1, free</source>
        <translation>%1, vrij</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (black, %n field(s))</source>
        <translation>
            <numerusform>%1 (zwart, %n veld)</numerusform>
            <numerusform>%1 (zwart, %n velden)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (white, %n field(s))</source>
        <translation>
            <numerusform>%1 (wit, %n veld)</numerusform>
            <numerusform>%1 (wit, %n velden)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n field(s))</source>
        <translation>
            <numerusform>%1 (%2, %n veld)</numerusform>
            <numerusform>%1 (%2, %n velden)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (black)</source>
        <translation>%1 (zwart)</translation>
    </message>
    <message>
        <source>%1 (white)</source>
        <translation>%1 (wit)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The tetrahedron (origin)</source>
        <extracomment>How strongly an empty field takes the colour of the territory it belongs to (Autonomy). The territory stone: (fill, outline) of the seat whose territory this empty field is, or None.</extracomment>
        <translation>De tetraëder (oorsprong)</translation>
    </message>
    <message>
        <source>5+1 token: once, six of your fields may meet at one point</source>
        <translation>5+1-fiche: één keer mogen zes van je velden op één punt samenkomen</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>After a piece lands, this many fields take their new tint per frame (about 4 ms of painting). Refusals about too many fields at a point: those points are ringed on the board.</extracomment>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Lens microbacterium</source>
        <translation>Lens-microbacterie</translation>
    </message>
    <message>
        <source>Triangle microbacterium</source>
        <translation>Driehoek-microbacterie</translation>
    </message>
    <message>
        <source>Bacterium %1</source>
        <translation>Bacterie %1</translation>
    </message>
    <message>
        <source>%1 lost and chooses the next target.</source>
        <translation>%1 heeft verloren en kiest het volgende doel.</translation>
    </message>
    <message>
        <source>Place one of your three bases: click a free corner outside the board.</source>
        <translation>Zet een van je drie basissen: klik op een vrije hoek buiten het bord.</translation>
    </message>
    <message>
        <source>Place the tetrahedron: click a gap between two pieces of the ring.</source>
        <translation>Plaats de tetraëder: klik op een opening tussen twee stukken van de ring.</translation>
    </message>
    <message>
        <source>Pick one of the highlighted pieces or a microbacterium.</source>
        <translation>Kies een van de gemarkeerde stukken of een microbacterie.</translation>
    </message>
    <message>
        <source>You may also pass.</source>
        <translation>Je mag ook passen.</translation>
    </message>
    <message>
        <source>%1 in hand: move it onto the board, turn it with the wheel or the right button, click to place.</source>
        <translation>%1 in de hand: beweeg het over het bord, draai het met het muiswiel of de rechterknop, klik om te leggen.</translation>
    </message>
    <message>
        <source>Click or press Space to place it here using your 5+1 token (six fields at %1).</source>
        <translation>Klik of druk op Spatie om het hier te leggen met je 5+1-fiche (zes velden op %1).</translation>
    </message>
    <message>
        <source>Click or press Space to place it here.</source>
        <translation>Klik of druk op Spatie om het hier te leggen.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tip: %1</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Tip: passen.</translation>
    </message>
    <message>
        <source>Hint: put a base at the marked corner.</source>
        <translation>Tip: zet een basis op de gemarkeerde hoek.</translation>
    </message>
    <message>
        <source>Hint: put the tetrahedron before piece %1.</source>
        <translation>Tip: zet de tetraëder vóór stuk %1.</translation>
    </message>
    <message>
        <source>Time Factor</source>
        <translation>Tijdfactor</translation>
    </message>
    <message>
        <source>Autonomy</source>
        <translation>Autonomie</translation>
    </message>
    <message>
        <source>3+3 Targets</source>
        <translation>3+3 doelen</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Veldtocht</translation>
    </message>
    <message>
        <source>%1: a draw.</source>
        <translation>%1: gelijkspel.</translation>
    </message>
    <message>
        <source>%1: %2 wins on the tie-break (more of the opponent&apos;s bases connected).</source>
        <translation>%1: %2 wint via de tiebreak (meer bases van de tegenstander verbonden).</translation>
    </message>
    <message>
        <source>%1: %2 wins.</source>
        <translation>%1: %2 wint.</translation>
    </message>
    <message>
        <source>Keys: 1 to 9 or [ ] take a piece, R and Shift+R turn it, the arrow keys move it, Space or Enter places it, 0 passes.</source>
        <translation>Toetsen: 1 tot 9 of [ ] nemen een stuk, R en Shift+R draaien het, de pijltjestoetsen bewegen het, Spatie of Enter legt het, 0 past.</translation>
    </message>
    <message>
        <source>Campaign, game %1: %2</source>
        <translation>Veldtocht, partij %1: %2</translation>
    </message>
    <message>
        <source>Territory: %1 %2, %3 %4</source>
        <translation>Gebied: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>%1 – bases connected: own %2, opponent&apos;s %3</source>
        <translation>%1 – verbonden bases: eigen %2, van de tegenstander %3</translation>
    </message>
    <message>
        <source>Whoever cannot place a piece loses.</source>
        <translation>Wie geen stuk meer kan leggen, verliest.</translation>
    </message>
    <message>
        <source>Victory points: %1 %2, %3 %4 (%5 to win)</source>
        <translation>Overwinningspunten: %1 %2, %3 %4 (%5 om te winnen)</translation>
    </message>
    <message numerus="yes">
        <source>%1 chooses from %n piece(s).</source>
        <translation>
            <numerusform>%1 kiest uit %n stuk.</numerusform>
            <numerusform>%1 kiest uit %n stukken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n 5+1 token(s)</source>
        <translation>
            <numerusform>%1: %n 5+1-fiche</numerusform>
            <numerusform>%1: %n 5+1-fiches</numerusform>
        </translation>
    </message>
    <message>
        <source>Wheel or right button: turn the piece. Esc: put it back.</source>
        <translation>Muiswiel of rechterknop: stuk draaien. Esc: terugleggen.</translation>
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
        <translation>Verover gebied met gevormde stukken op een bord van de Bloem des Levens.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Time Factor (who cannot place loses)</source>
        <translation>Tijdfactor (wie niet kan leggen, verliest)</translation>
    </message>
    <message>
        <source>Autonomy (territory)</source>
        <translation>Autonomie (gebied)</translation>
    </message>
    <message>
        <source>3+3 Targets (connect bases)</source>
        <translation>3+3 doelen (bases verbinden)</translation>
    </message>
    <message>
        <source>Campaign (first to two wins)</source>
        <translation>Veldtocht (wie eerst twee partijen wint)</translation>
    </message>
    <message>
        <source>Game target</source>
        <translation>Speldoel</translation>
    </message>
    <message>
        <source>Target of a campaign&apos;s first game</source>
        <translation>Doel van de eerste partij van een veldtocht</translation>
    </message>
    <message>
        <source>Later games of a campaign are chosen by the loser of the previous game.</source>
        <translation>Latere partijen van een veldtocht kiest de verliezer van de vorige partij.</translation>
    </message>
    <message>
        <source>Pieces on offer after the tetrahedron</source>
        <translation>Aangeboden stukken na de tetraëder</translation>
    </message>
    <message>
        <source>Four in the rules. In a campaign the loser of the last game gets one more, the winner one fewer.</source>
        <translation>Vier volgens de regels. In een veldtocht krijgt de verliezer van de vorige partij er één meer, de winnaar één minder.</translation>
    </message>
    <message>
        <source>Victory points to win a campaign</source>
        <translation>Overwinningspunten om een veldtocht te winnen</translation>
    </message>
    <message>
        <source>The 5+1 token allows six fields</source>
        <translation>Het 5+1-fiche staat zes velden toe</translation>
    </message>
    <message>
        <source>at one point</source>
        <translation>op één punt</translation>
    </message>
    <message>
        <source>at any points of one placement</source>
        <translation>op willekeurige punten van één zet</translation>
    </message>
    <message>
        <source>The rules leave open whether one use of the token may raise several points to six.</source>
        <translation>De regels laten open of één gebruik van het fiche meerdere punten op zes mag brengen.</translation>
    </message>
    <message>
        <source>Colours of the six bases (3+3 Targets)</source>
        <translation>Kleuren van de zes bases (3+3 doelen)</translation>
    </message>
    <message>
        <source>alternating</source>
        <translation>afwisselend</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>geschud</translation>
    </message>
    <message>
        <source>placed by the players in turn</source>
        <translation>om de beurt door de spelers geplaatst</translation>
    </message>
    <message>
        <source>With the last choice the players put their three bases on the rim corners one at a time before the game starts.</source>
        <translation>Bij de laatste keuze zetten de spelers vóór het begin om de beurt hun drie basissen op de hoeken van de rand.</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>The player to move could not place any piece and loses.</source>
        <extracomment>Fields of one colour allowed around a connection point, and with the 5+1 token. A campaign with this many games (draws included) ends on victory points. Bases of each colour in 3+3 ZIELE. 3+3 Targets with as many own bases linked on each side: more linked bases of the opponent&apos;s colour won.</extracomment>
        <translation>De speler aan zet kon geen stuk leggen en verliest.</translation>
    </message>
    <message>
        <source>Both players passed; the larger territory wins.</source>
        <translation>Beide spelers passten; het grootste gebied wint.</translation>
    </message>
    <message>
        <source>Both players passed; more connected bases win.</source>
        <translation>Beide spelers passten; meer verbonden bases winnen.</translation>
    </message>
    <message>
        <source>Both players passed with as many of their own bases connected; the tie-break, more of the opponent&apos;s bases connected, decided.</source>
        <translation>Beide spelers passten met evenveel eigen bases verbonden; de tiebreak, meer verbonden bases van de tegenstander, besliste.</translation>
    </message>
    <message>
        <source>The campaign is won on victory points.</source>
        <translation>De veldtocht is gewonnen op overwinningspunten.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>That piece is not on offer: take one of the ring pieces offered just after the tetrahedron, or one of your microbacteria.</source>
        <translation>Dat stuk wordt niet aangeboden: neem een van de ringstukken die direct na de tetraëder worden aangeboden, of een van je microbacteriën.</translation>
    </message>
    <message>
        <source>You have already played that microbacterium.</source>
        <translation>Die microbacterie heb je al gespeeld.</translation>
    </message>
    <message>
        <source>A piece turns in six steps, numbered r0 to r5.</source>
        <translation>Een stuk draait in zes stappen, genummerd r0 tot en met r5.</translation>
    </message>
    <message>
        <source>Turned to r%1 this piece looks the same as at r%2: write r%2.</source>
        <translation>Gedraaid naar r%1 ziet dit stuk er hetzelfde uit als bij r%2: schrijf r%2.</translation>
    </message>
    <message>
        <source>The piece must lie completely on the board.</source>
        <translation>Het stuk moet helemaal op het bord liggen.</translation>
    </message>
    <message>
        <source>A field there is already covered.</source>
        <translation>Daar is al een veld bedekt.</translation>
    </message>
    <message>
        <source>The piece must touch one of your pieces at a connection point.</source>
        <translation>Het stuk moet een van je stukken raken op een verbindingspunt.</translation>
    </message>
    <message>
        <source>More than five of your fields would meet at %1.</source>
        <translation>Op %1 zouden meer dan vijf van je velden samenkomen.</translation>
    </message>
    <message>
        <source>The 5+1 token allows six fields at one point only, not at %1.</source>
        <translation>De 5+1-fiche staat zes velden op maar één punt toe, niet op %1.</translation>
    </message>
    <message>
        <source>Not even the 5+1 token allows more than six of your fields at %1.</source>
        <translation>Zelfs de 5+1-fiche staat op %1 niet meer dan zes van je velden toe.</translation>
    </message>
    <message>
        <source>In Time Factor you may not pass: place a piece.</source>
        <translation>Bij Tijdfactor mag je niet passen: leg een stuk.</translation>
    </message>
    <message>
        <source>The tetrahedron goes into one of the %1 gaps of the ring.</source>
        <translation>De tetraëder komt in een van de %1 openingen van de ring.</translation>
    </message>
    <message>
        <source>A base goes on one of the six corners of the rim.</source>
        <translation>Een basis komt op een van de zes hoeken van de rand.</translation>
    </message>
    <message>
        <source>There is already a base at %1.</source>
        <translation>Op %1 staat al een basis.</translation>
    </message>
    <message>
        <source>Choose Time Factor, Autonomy or 3+3 Targets as the next game&apos;s target.</source>
        <translation>Kies Tijdfactor, Autonomie of 3+3 doelen als doel van het volgende spel.</translation>
    </message>
    <message>
        <source>First the bases are put on the corners of the rim.</source>
        <translation>Eerst worden de basissen op de hoeken van de rand gezet.</translation>
    </message>
    <message>
        <source>First the tetrahedron must be put into the ring.</source>
        <translation>Eerst moet de tetraëder in de ring worden gezet.</translation>
    </message>
    <message>
        <source>The loser of the last game first chooses the next target.</source>
        <translation>Eerst kiest de verliezer van het vorige spel het volgende doel.</translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>The Flower of Life</source>
        <translation>De Bloem des Levens</translation>
    </message>
    <message>
        <source>The circles cut the board into 144 fields: lenses with two points and curved triangles with three. Their points meet at 37 connection points; the move list names them by column and row, like d4 in the centre. You claim the board by laying pieces in your colour.</source>
        <translation>De cirkels verdelen het bord in 144 velden: lenzen met twee punten en gebogen driehoeken met drie. Hun punten komen samen in 37 verbindingspunten; de zettenlijst noemt ze naar kolom en rij, zoals d4 in het midden. Je verovert het bord door stukken in je kleur te leggen.</translation>
    </message>
    <message>
        <source>Taking a piece</source>
        <translation>Een stuk nemen</translation>
    </message>
    <message>
        <source>The pieces lie in a ring around the board; the second player has put the tetrahedron into one of its gaps. On your turn take one of the four pieces after it, clockwise (they glow), turn it with the wheel or the right button and click to place it. Your first piece may go anywhere.</source>
        <translation>De stukken liggen in een ring rond het bord; de tweede speler heeft de tetraëder in een van de openingen gezet. Neem in je beurt een van de vier stukken die er met de klok mee op volgen (ze lichten op), draai het met het muiswiel of de rechtermuisknop en klik om het te leggen. Je eerste stuk mag overal liggen.</translation>
    </message>
    <message>
        <source>Take one of the glowing ring pieces and place it on the board.</source>
        <translation>Neem een van de oplichtende stukken uit de ring en leg het op het bord.</translation>
    </message>
    <message>
        <source>The tetrahedron moved into the gap your piece left, so the next offer starts after it.</source>
        <translation>De tetraëder is in de opening geschoven die je stuk achterliet, dus het volgende aanbod begint daarna.</translation>
    </message>
    <message>
        <source>Stay connected</source>
        <translation>Blijf verbonden</translation>
    </message>
    <message>
        <source>Every later piece must touch one of your pieces at a connection point, so all your pieces form one network. Pieces never overlap. Place another piece from the ring.</source>
        <translation>Elk volgend stuk moet op een verbindingspunt een van je stukken raken, zodat al je stukken één netwerk vormen. Stukken overlappen nooit. Leg nog een stuk uit de ring.</translation>
    </message>
    <message>
        <source>Place a glowing ring piece so that it touches your black piece at a point.</source>
        <translation>Leg een oplichtend stuk uit de ring zo dat het je zwarte stuk in een punt raakt.</translation>
    </message>
    <message>
        <source>Connected! Your opponent&apos;s pieces only block fields; they never connect yours.</source>
        <translation>Verbonden! De stukken van je tegenstander blokkeren alleen velden; ze verbinden de jouwe nooit.</translation>
    </message>
    <message>
        <source>Microbacteria</source>
        <translation>Microbacteriën</translation>
    </message>
    <message>
        <source>Instead of a ring piece you may lay one of your two microbacteria, a single lens or triangle from your box. The tetrahedron then stays where it is, and each microbacterium can be used once per game.</source>
        <translation>In plaats van een stuk uit de ring mag je een van je twee microbacteriën leggen, een losse lens of driehoek uit je vak. De tetraëder blijft dan staan, en elke microbacterie kun je één keer per partij gebruiken.</translation>
    </message>
    <message>
        <source>Take the lens or the triangle from your box, not a ring piece.</source>
        <translation>Neem de lens of de driehoek uit je vak, geen stuk uit de ring.</translation>
    </message>
    <message>
        <source>Microbacteria fit where nothing else will, so they are often worth keeping for later.</source>
        <translation>Microbacteriën passen waar niets anders past, dus vaak loont het ze te bewaren.</translation>
    </message>
    <message>
        <source>The five-point rule</source>
        <translation>De vijfpuntenregel</translation>
    </message>
    <message>
        <source>At any connection point at most five of the twelve fields around it may be yours; the dots at the points help you count. Five of your fields already meet at two points of your piece. Lay a piece that touches the ringed point without a sixth field anywhere.</source>
        <translation>Rond elk verbindingspunt mogen hoogstens vijf van de twaalf velden van jou zijn; de stipjes bij de punten helpen je tellen. Al vijf van je velden komen samen in twee punten van je stuk. Leg een stuk dat het omcirkelde punt raakt zonder ergens een zesde veld.</translation>
    </message>
    <message>
        <source>Touch the ringed point without your 5+1 token: keep every point at five of your fields or fewer.</source>
        <translation>Raak het omcirkelde punt zonder je 5+1-fiche: houd elk punt op hoogstens vijf van je velden.</translation>
    </message>
    <message>
        <source>Well counted! Your opponent&apos;s fields never count against your limit.</source>
        <translation>Goed geteld! De velden van je tegenstander tellen nooit mee voor jouw grens.</translation>
    </message>
    <message>
        <source>The 5+1 token</source>
        <translation>Het 5+1-fiche</translation>
    </message>
    <message>
        <source>Your 5+1 token lets you break the rule once: one point gets a sixth field of yours, and the token goes to your opponent. Ludoteca uses it by itself when a placement needs it. Lay a piece that gives the ringed point a sixth field.</source>
        <translation>Met je 5+1-fiche mag je de regel één keer breken: één punt krijgt een zesde veld van jou, en het fiche gaat naar je tegenstander. Ludoteca gebruikt het vanzelf als een zet het nodig heeft. Leg een stuk dat het omcirkelde punt een zesde veld geeft.</translation>
    </message>
    <message>
        <source>Put one more field of yours at the ringed point; the status bar tells you when the token will be used.</source>
        <translation>Leg nog een veld van jou aan het omcirkelde punt; de statusbalk meldt wanneer het fiche gebruikt wordt.</translation>
    </message>
    <message>
        <source>The token now belongs to your opponent, who may use it the same way and hand it back. No point ever takes a seventh field.</source>
        <translation>Het fiche is nu van je tegenstander, die het op dezelfde manier mag gebruiken en zo teruggeeft. Geen enkel punt krijgt ooit een zevende veld.</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>Gebied</translation>
    </message>
    <message>
        <source>In the usual game, Autonomy, each empty field in an area bordered only by your pieces and the rim scores you a point. Your pieces almost close off the upper left of the board: close the ringed gap.</source>
        <translation>In het gewone spel, Autonomie, levert elk leeg veld in een gebied dat alleen door jouw stukken en de buitenrand begrensd wordt je een punt op. Je stukken sluiten het bord linksboven bijna af: dicht de omcirkelde opening.</translation>
    </message>
    <message>
        <source>Fill the ringed gap between your pieces and the rim.</source>
        <translation>Vul de omcirkelde opening tussen je stukken en de buitenrand.</translation>
    </message>
    <message>
        <source>That corner is your territory, shaded in your colour. An area that touches even one field of your opponent counts for nobody.</source>
        <translation>Die hoek is jouw gebied, gekleurd in jouw kleur. Een gebied dat ook maar één veld van je tegenstander raakt, telt voor niemand.</translation>
    </message>
    <message>
        <source>Passing and the end</source>
        <translation>Passen en het einde</translation>
    </message>
    <message>
        <source>You may pass instead of placing. When both players pass one after the other, the game ends and the larger territory wins. White has just passed: pass too with the button below the board.</source>
        <translation>Je mag passen in plaats van te leggen. Als beide spelers na elkaar passen, eindigt de partij en wint het grootste gebied. Wit heeft net gepast: pas ook, met de knop onder het bord.</translation>
    </message>
    <message>
        <source>Click Pass below the board.</source>
        <translation>Klik op Passen onder het bord.</translation>
    </message>
    <message>
        <source>Game over: your territory is larger, so you win.</source>
        <translation>Afgelopen: jouw gebied is groter, dus je wint.</translation>
    </message>
    <message>
        <source>Challenge: overtake White</source>
        <translation>Uitdaging: haal Wit in</translation>
    </message>
    <message>
        <source>If the game ended now, White would win 37 to 16. Lay one piece that puts you ahead; White will then pass, and your pass ends the game.</source>
        <translation>Als de partij nu eindigde, won Wit met 37 tegen 16. Leg één stuk waarmee je voor komt te staan; daarna past Wit, en jouw pas beëindigt de partij.</translation>
    </message>
    <message>
        <source>An area that touches even one of your fields no longer counts for White.</source>
        <translation>Een gebied dat ook maar één van je velden raakt, telt niet meer voor Wit.</translation>
    </message>
    <message>
        <source>You win! Spoiling your opponent&apos;s area can be worth more than a corner of your own.</source>
        <translation>Gewonnen! Het gebied van je tegenstander bederven kan meer opleveren dan een eigen hoek.</translation>
    </message>
</context>
</TS>
