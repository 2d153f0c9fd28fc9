<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>colours</name>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
</context>
<context>
    <name>equilibrix</name>
    <message>
        <source>Put one of your bases here</source>
        <translation>Put one of your bases here</translation>
    </message>
    <message>
        <source>Take a piece first: keys 1 to 9, or [ and ].</source>
        <extracomment>The piece at the cursor is centred as near as it can be to a point this far (board units) from the cursor&apos;s connection point: where a piece&apos;s centre falls on a tie (the middle of a triangle), the nudge decides, so every placement on the board lies at exactly one cursor point.</extracomment>
        <translation>Take a piece first: keys 1 to 9, or [ and ].</translation>
    </message>
    <message>
        <source>%1 in hand (%2 of %3): the arrow keys move it, R and Shift+R turn it, Space places it, Esc puts it back.</source>
        <translation>%1 in hand (%2 of %3): the arrow keys move it, R and Shift+R turn it, Space places it, Esc puts it back.</translation>
    </message>
    <message>
        <source>Tetrahedron before %1</source>
        <translation>Tetrahedron before %1</translation>
    </message>
    <message>
        <source>Corner %1, free for a base</source>
        <translation>Corner %1, free for a base</translation>
    </message>
    <message>
        <source>Next target: %1</source>
        <translation>Next target: %1</translation>
    </message>
    <message>
        <source>%1 fits here.</source>
        <translation>%1 fits here.</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>%1, free</source>
        <translation>%1, free</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (black, %n field(s))</source>
        <translation>
            <numerusform>%1 (black, %n field)</numerusform>
            <numerusform>%1 (black, %n fields)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (white, %n field(s))</source>
        <translation>
            <numerusform>%1 (white, %n field)</numerusform>
            <numerusform>%1 (white, %n fields)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n field(s))</source>
        <translation>
            <numerusform>%1 (%2, %n field)</numerusform>
            <numerusform>%1 (%2, %n fields)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (black)</source>
        <translation>%1 (black)</translation>
    </message>
    <message>
        <source>%1 (white)</source>
        <translation>%1 (white)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The tetrahedron (origin)</source>
        <extracomment>How strongly an empty field takes the colour of the territory it belongs to (Autonomy). The territory stone: (fill, outline) of the seat whose territory this empty field is, or None.</extracomment>
        <translation>The tetrahedron (origin)</translation>
    </message>
    <message>
        <source>5+1 token: once, six of your fields may meet at one point</source>
        <translation>5+1 token: once, six of your fields may meet at one point</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>After a piece lands, this many fields take their new tint per frame (about 4 ms of painting). Refusals about too many fields at a point: those points are ringed on the board.</extracomment>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Lens microbacterium</source>
        <translation>Lens microbacterium</translation>
    </message>
    <message>
        <source>Triangle microbacterium</source>
        <translation>Triangle microbacterium</translation>
    </message>
    <message>
        <source>Bacterium %1</source>
        <translation>Bacterium %1</translation>
    </message>
    <message>
        <source>%1 lost and chooses the next target.</source>
        <translation>%1 lost and chooses the next target.</translation>
    </message>
    <message>
        <source>Place one of your three bases: click a free corner outside the board.</source>
        <translation>Place one of your three bases: click a free corner outside the board.</translation>
    </message>
    <message>
        <source>Place the tetrahedron: click a gap between two pieces of the ring.</source>
        <translation>Place the tetrahedron: click a gap between two pieces of the ring.</translation>
    </message>
    <message>
        <source>Pick one of the highlighted pieces or a microbacterium.</source>
        <translation>Pick one of the highlighted pieces or a microbacterium.</translation>
    </message>
    <message>
        <source>You may also pass.</source>
        <translation>You may also pass.</translation>
    </message>
    <message>
        <source>%1 in hand: move it onto the board, turn it with the wheel or the right button, click to place.</source>
        <translation>%1 in hand: move it onto the board, turn it with the wheel or the right button, click to place.</translation>
    </message>
    <message>
        <source>Click or press Space to place it here using your 5+1 token (six fields at %1).</source>
        <translation>Click or press Space to place it here using your 5+1 token (six fields at %1).</translation>
    </message>
    <message>
        <source>Click or press Space to place it here.</source>
        <translation>Click or press Space to place it here.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Hint: %1</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Hint: pass.</translation>
    </message>
    <message>
        <source>Hint: put a base at the marked corner.</source>
        <translation>Hint: put a base at the marked corner.</translation>
    </message>
    <message>
        <source>Hint: put the tetrahedron before piece %1.</source>
        <translation>Hint: put the tetrahedron before piece %1.</translation>
    </message>
    <message>
        <source>Time Factor</source>
        <translation>Time Factor</translation>
    </message>
    <message>
        <source>Autonomy</source>
        <translation>Autonomy</translation>
    </message>
    <message>
        <source>3+3 Targets</source>
        <translation>3+3 Targets</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campaign</translation>
    </message>
    <message>
        <source>%1: a draw.</source>
        <translation>%1: a draw.</translation>
    </message>
    <message>
        <source>%1: %2 wins on the tie-break (more of the opponent&apos;s bases connected).</source>
        <translation>%1: %2 wins on the tie-break (more of the opponent&apos;s bases connected).</translation>
    </message>
    <message>
        <source>%1: %2 wins.</source>
        <translation>%1: %2 wins.</translation>
    </message>
    <message>
        <source>Keys: 1 to 9 or [ ] take a piece, R and Shift+R turn it, the arrow keys move it, Space or Enter places it, 0 passes.</source>
        <translation>Keys: 1 to 9 or [ ] take a piece, R and Shift+R turn it, the arrow keys move it, Space or Enter places it, 0 passes.</translation>
    </message>
    <message>
        <source>Campaign, game %1: %2</source>
        <translation>Campaign, game %1: %2</translation>
    </message>
    <message>
        <source>Territory: %1 %2, %3 %4</source>
        <translation>Territory: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>%1 – bases connected: own %2, opponent&apos;s %3</source>
        <translation>%1 – bases connected: own %2, opponent&apos;s %3</translation>
    </message>
    <message>
        <source>Whoever cannot place a piece loses.</source>
        <translation>Whoever cannot place a piece loses.</translation>
    </message>
    <message>
        <source>Victory points: %1 %2, %3 %4 (%5 to win)</source>
        <translation>Victory points: %1 %2, %3 %4 (%5 to win)</translation>
    </message>
    <message numerus="yes">
        <source>%1 chooses from %n piece(s).</source>
        <translation>
            <numerusform>%1 chooses from %n piece.</numerusform>
            <numerusform>%1 chooses from %n pieces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n 5+1 token(s)</source>
        <translation>
            <numerusform>%1: %n 5+1 token</numerusform>
            <numerusform>%1: %n 5+1 tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Wheel or right button: turn the piece. Esc: put it back.</source>
        <translation>Wheel or right button: turn the piece. Esc: put it back.</translation>
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
        <translation>Claim territory with shaped pieces on a Flower-of-Life board.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Time Factor (who cannot place loses)</source>
        <translation>Time Factor (who cannot place loses)</translation>
    </message>
    <message>
        <source>Autonomy (territory)</source>
        <translation>Autonomy (territory)</translation>
    </message>
    <message>
        <source>3+3 Targets (connect bases)</source>
        <translation>3+3 Targets (connect bases)</translation>
    </message>
    <message>
        <source>Campaign (first to two wins)</source>
        <translation>Campaign (first to two wins)</translation>
    </message>
    <message>
        <source>Game target</source>
        <translation>Game target</translation>
    </message>
    <message>
        <source>Target of a campaign&apos;s first game</source>
        <translation>Target of a campaign&apos;s first game</translation>
    </message>
    <message>
        <source>Later games of a campaign are chosen by the loser of the previous game.</source>
        <translation>Later games of a campaign are chosen by the loser of the previous game.</translation>
    </message>
    <message>
        <source>Pieces on offer after the tetrahedron</source>
        <translation>Pieces on offer after the tetrahedron</translation>
    </message>
    <message>
        <source>Four in the rules. In a campaign the loser of the last game gets one more, the winner one fewer.</source>
        <translation>Four in the rules. In a campaign the loser of the last game gets one more, the winner one fewer.</translation>
    </message>
    <message>
        <source>Victory points to win a campaign</source>
        <translation>Victory points to win a campaign</translation>
    </message>
    <message>
        <source>The 5+1 token allows six fields</source>
        <translation>The 5+1 token allows six fields</translation>
    </message>
    <message>
        <source>at one point</source>
        <translation>at one point</translation>
    </message>
    <message>
        <source>at any points of one placement</source>
        <translation>at any points of one placement</translation>
    </message>
    <message>
        <source>The rules leave open whether one use of the token may raise several points to six.</source>
        <translation>The rules leave open whether one use of the token may raise several points to six.</translation>
    </message>
    <message>
        <source>Colours of the six bases (3+3 Targets)</source>
        <translation>Colours of the six bases (3+3 Targets)</translation>
    </message>
    <message>
        <source>alternating</source>
        <translation>alternating</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>shuffled</translation>
    </message>
    <message>
        <source>placed by the players in turn</source>
        <translation>placed by the players in turn</translation>
    </message>
    <message>
        <source>With the last choice the players put their three bases on the rim corners one at a time before the game starts.</source>
        <translation>With the last choice the players put their three bases on the rim corners one at a time before the game starts.</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>The player to move could not place any piece and loses.</source>
        <extracomment>Fields of one colour allowed around a connection point, and with the 5+1 token. A campaign with this many games (draws included) ends on victory points. Bases of each colour in 3+3 ZIELE. 3+3 Targets with as many own bases linked on each side: more linked bases of the opponent&apos;s colour won.</extracomment>
        <translation>The player to move could not place any piece and loses.</translation>
    </message>
    <message>
        <source>Both players passed; the larger territory wins.</source>
        <translation>Both players passed; the larger territory wins.</translation>
    </message>
    <message>
        <source>Both players passed; more connected bases win.</source>
        <translation>Both players passed; more connected bases win.</translation>
    </message>
    <message>
        <source>Both players passed with as many of their own bases connected; the tie-break, more of the opponent&apos;s bases connected, decided.</source>
        <translation>Both players passed with as many of their own bases connected; the tie-break, more of the opponent&apos;s bases connected, decided.</translation>
    </message>
    <message>
        <source>The campaign is won on victory points.</source>
        <translation>The campaign is won on victory points.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>That piece is not on offer: take one of the ring pieces offered just after the tetrahedron, or one of your microbacteria.</source>
        <translation>That piece is not on offer: take one of the ring pieces offered just after the tetrahedron, or one of your microbacteria.</translation>
    </message>
    <message>
        <source>You have already played that microbacterium.</source>
        <translation>You have already played that microbacterium.</translation>
    </message>
    <message>
        <source>A piece turns in six steps, numbered r0 to r5.</source>
        <translation>A piece turns in six steps, numbered r0 to r5.</translation>
    </message>
    <message>
        <source>Turned to r%1 this piece looks the same as at r%2: write r%2.</source>
        <translation>Turned to r%1 this piece looks the same as at r%2: write r%2.</translation>
    </message>
    <message>
        <source>The piece must lie completely on the board.</source>
        <translation>The piece must lie completely on the board.</translation>
    </message>
    <message>
        <source>A field there is already covered.</source>
        <translation>A field there is already covered.</translation>
    </message>
    <message>
        <source>The piece must touch one of your pieces at a connection point.</source>
        <translation>The piece must touch one of your pieces at a connection point.</translation>
    </message>
    <message>
        <source>More than five of your fields would meet at %1.</source>
        <translation>More than five of your fields would meet at %1.</translation>
    </message>
    <message>
        <source>The 5+1 token allows six fields at one point only, not at %1.</source>
        <translation>The 5+1 token allows six fields at one point only, not at %1.</translation>
    </message>
    <message>
        <source>Not even the 5+1 token allows more than six of your fields at %1.</source>
        <translation>Not even the 5+1 token allows more than six of your fields at %1.</translation>
    </message>
    <message>
        <source>In Time Factor you may not pass: place a piece.</source>
        <translation>In Time Factor you may not pass: place a piece.</translation>
    </message>
    <message>
        <source>The tetrahedron goes into one of the %1 gaps of the ring.</source>
        <translation>The tetrahedron goes into one of the %1 gaps of the ring.</translation>
    </message>
    <message>
        <source>A base goes on one of the six corners of the rim.</source>
        <translation>A base goes on one of the six corners of the rim.</translation>
    </message>
    <message>
        <source>There is already a base at %1.</source>
        <translation>There is already a base at %1.</translation>
    </message>
    <message>
        <source>Choose Time Factor, Autonomy or 3+3 Targets as the next game&apos;s target.</source>
        <translation>Choose Time Factor, Autonomy or 3+3 Targets as the next game&apos;s target.</translation>
    </message>
    <message>
        <source>First the bases are put on the corners of the rim.</source>
        <translation>First the bases are put on the corners of the rim.</translation>
    </message>
    <message>
        <source>First the tetrahedron must be put into the ring.</source>
        <translation>First the tetrahedron must be put into the ring.</translation>
    </message>
    <message>
        <source>The loser of the last game first chooses the next target.</source>
        <translation>The loser of the last game first chooses the next target.</translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>The Flower of Life</source>
        <translation>The Flower of Life</translation>
    </message>
    <message>
        <source>The circles cut the board into 144 fields: lenses with two points and curved triangles with three. Their points meet at 37 connection points; the move list names them by column and row, like d4 in the centre. You claim the board by laying pieces in your colour.</source>
        <translation>The circles cut the board into 144 fields: lenses with two points and curved triangles with three. Their points meet at 37 connection points; the move list names them by column and row, like d4 in the centre. You claim the board by laying pieces in your colour.</translation>
    </message>
    <message>
        <source>Taking a piece</source>
        <translation>Taking a piece</translation>
    </message>
    <message>
        <source>The pieces lie in a ring around the board; the second player has put the tetrahedron into one of its gaps. On your turn take one of the four pieces after it, clockwise (they glow), turn it with the wheel or the right button and click to place it. Your first piece may go anywhere.</source>
        <translation>The pieces lie in a ring around the board; the second player has put the tetrahedron into one of its gaps. On your turn take one of the four pieces after it, clockwise (they glow), turn it with the wheel or the right button and click to place it. Your first piece may go anywhere.</translation>
    </message>
    <message>
        <source>Take one of the glowing ring pieces and place it on the board.</source>
        <translation>Take one of the glowing ring pieces and place it on the board.</translation>
    </message>
    <message>
        <source>The tetrahedron moved into the gap your piece left, so the next offer starts after it.</source>
        <translation>The tetrahedron moved into the gap your piece left, so the next offer starts after it.</translation>
    </message>
    <message>
        <source>Stay connected</source>
        <translation>Stay connected</translation>
    </message>
    <message>
        <source>Every later piece must touch one of your pieces at a connection point, so all your pieces form one network. Pieces never overlap. Place another piece from the ring.</source>
        <translation>Every later piece must touch one of your pieces at a connection point, so all your pieces form one network. Pieces never overlap. Place another piece from the ring.</translation>
    </message>
    <message>
        <source>Place a glowing ring piece so that it touches your black piece at a point.</source>
        <translation>Place a glowing ring piece so that it touches your black piece at a point.</translation>
    </message>
    <message>
        <source>Connected! Your opponent&apos;s pieces only block fields; they never connect yours.</source>
        <translation>Connected! Your opponent&apos;s pieces only block fields; they never connect yours.</translation>
    </message>
    <message>
        <source>Microbacteria</source>
        <translation>Microbacteria</translation>
    </message>
    <message>
        <source>Instead of a ring piece you may lay one of your two microbacteria, a single lens or triangle from your box. The tetrahedron then stays where it is, and each microbacterium can be used once per game.</source>
        <translation>Instead of a ring piece you may lay one of your two microbacteria, a single lens or triangle from your box. The tetrahedron then stays where it is, and each microbacterium can be used once per game.</translation>
    </message>
    <message>
        <source>Take the lens or the triangle from your box, not a ring piece.</source>
        <translation>Take the lens or the triangle from your box, not a ring piece.</translation>
    </message>
    <message>
        <source>Microbacteria fit where nothing else will, so they are often worth keeping for later.</source>
        <translation>Microbacteria fit where nothing else will, so they are often worth keeping for later.</translation>
    </message>
    <message>
        <source>The five-point rule</source>
        <translation>The five-point rule</translation>
    </message>
    <message>
        <source>At any connection point at most five of the twelve fields around it may be yours; the dots at the points help you count. Five of your fields already meet at two points of your piece. Lay a piece that touches the ringed point without a sixth field anywhere.</source>
        <translation>At any connection point at most five of the twelve fields around it may be yours; the dots at the points help you count. Five of your fields already meet at two points of your piece. Lay a piece that touches the ringed point without a sixth field anywhere.</translation>
    </message>
    <message>
        <source>Touch the ringed point without your 5+1 token: keep every point at five of your fields or fewer.</source>
        <translation>Touch the ringed point without your 5+1 token: keep every point at five of your fields or fewer.</translation>
    </message>
    <message>
        <source>Well counted! Your opponent&apos;s fields never count against your limit.</source>
        <translation>Well counted! Your opponent&apos;s fields never count against your limit.</translation>
    </message>
    <message>
        <source>The 5+1 token</source>
        <translation>The 5+1 token</translation>
    </message>
    <message>
        <source>Your 5+1 token lets you break the rule once: one point gets a sixth field of yours, and the token goes to your opponent. Ludoteca uses it by itself when a placement needs it. Lay a piece that gives the ringed point a sixth field.</source>
        <translation>Your 5+1 token lets you break the rule once: one point gets a sixth field of yours, and the token goes to your opponent. Ludoteca uses it by itself when a placement needs it. Lay a piece that gives the ringed point a sixth field.</translation>
    </message>
    <message>
        <source>Put one more field of yours at the ringed point; the status bar tells you when the token will be used.</source>
        <translation>Put one more field of yours at the ringed point; the status bar tells you when the token will be used.</translation>
    </message>
    <message>
        <source>The token now belongs to your opponent, who may use it the same way and hand it back. No point ever takes a seventh field.</source>
        <translation>The token now belongs to your opponent, who may use it the same way and hand it back. No point ever takes a seventh field.</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>Territory</translation>
    </message>
    <message>
        <source>In the usual game, Autonomy, each empty field in an area bordered only by your pieces and the rim scores you a point. Your pieces almost close off the upper left of the board: close the ringed gap.</source>
        <translation>In the usual game, Autonomy, each empty field in an area bordered only by your pieces and the rim scores you a point. Your pieces almost close off the upper left of the board: close the ringed gap.</translation>
    </message>
    <message>
        <source>Fill the ringed gap between your pieces and the rim.</source>
        <translation>Fill the ringed gap between your pieces and the rim.</translation>
    </message>
    <message>
        <source>That corner is your territory, shaded in your colour. An area that touches even one field of your opponent counts for nobody.</source>
        <translation>That corner is your territory, shaded in your colour. An area that touches even one field of your opponent counts for nobody.</translation>
    </message>
    <message>
        <source>Passing and the end</source>
        <translation>Passing and the end</translation>
    </message>
    <message>
        <source>You may pass instead of placing. When both players pass one after the other, the game ends and the larger territory wins. White has just passed: pass too with the button below the board.</source>
        <translation>You may pass instead of placing. When both players pass one after the other, the game ends and the larger territory wins. White has just passed: pass too with the button below the board.</translation>
    </message>
    <message>
        <source>Click Pass below the board.</source>
        <translation>Click Pass below the board.</translation>
    </message>
    <message>
        <source>Game over: your territory is larger, so you win.</source>
        <translation>Game over: your territory is larger, so you win.</translation>
    </message>
    <message>
        <source>Challenge: overtake White</source>
        <translation>Challenge: overtake White</translation>
    </message>
    <message>
        <source>If the game ended now, White would win 37 to 16. Lay one piece that puts you ahead; White will then pass, and your pass ends the game.</source>
        <translation>If the game ended now, White would win 37 to 16. Lay one piece that puts you ahead; White will then pass, and your pass ends the game.</translation>
    </message>
    <message>
        <source>An area that touches even one of your fields no longer counts for White.</source>
        <translation>An area that touches even one of your fields no longer counts for White.</translation>
    </message>
    <message>
        <source>You win! Spoiling your opponent&apos;s area can be worth more than a corner of your own.</source>
        <translation>You win! Spoiling your opponent&apos;s area can be worth more than a corner of your own.</translation>
    </message>
</context>
</TS>
