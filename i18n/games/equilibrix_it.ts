<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>colours</name>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
</context>
<context>
    <name>equilibrix</name>
    <message>
        <source>Put one of your bases here</source>
        <translation>Metti qui una delle tue basi</translation>
    </message>
    <message>
        <source>Take a piece first: keys 1 to 9, or [ and ].</source>
        <extracomment>The piece at the cursor is centred as near as it can be to a point this far (board units) from the cursor&apos;s connection point: where a piece&apos;s centre falls on a tie (the middle of a triangle), the nudge decides, so every placement on the board lies at exactly one cursor point.</extracomment>
        <translation>Prendi prima un pezzo: tasti da 1 a 9, oppure [ e ].</translation>
    </message>
    <message>
        <source>%1 in hand (%2 of %3): the arrow keys move it, R and Shift+R turn it, Space places it, Esc puts it back.</source>
        <translation>%1 in mano (%2 di %3): le frecce lo spostano, R e Maiusc+R lo ruotano, Spazio lo posa, Esc lo rimette a posto.</translation>
    </message>
    <message>
        <source>Tetrahedron before %1</source>
        <translation>Tetraedro prima di %1</translation>
    </message>
    <message>
        <source>Corner %1, free for a base</source>
        <translation>Angolo %1, libero per una base</translation>
    </message>
    <message>
        <source>Next target: %1</source>
        <translation>Prossimo obiettivo: %1</translation>
    </message>
    <message>
        <source>%1 fits here.</source>
        <translation>%1 si può posare qui.</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>%1, free</source>
        <translation>%1, libero</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (black, %n field(s))</source>
        <translation>
            <numerusform>%1 (nero, %n campo)</numerusform>
            <numerusform>%1 (nero, %n campi)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (white, %n field(s))</source>
        <translation>
            <numerusform>%1 (bianco, %n campo)</numerusform>
            <numerusform>%1 (bianco, %n campi)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n field(s))</source>
        <translation>
            <numerusform>%1 (%2, %n campo)</numerusform>
            <numerusform>%1 (%2, %n campi)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (black)</source>
        <translation>%1 (nero)</translation>
    </message>
    <message>
        <source>%1 (white)</source>
        <translation>%1 (bianco)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The tetrahedron (origin)</source>
        <extracomment>How strongly an empty field takes the colour of the territory it belongs to (Autonomy). The territory stone: (fill, outline) of the seat whose territory this empty field is, or None.</extracomment>
        <translation>Il tetraedro (origine)</translation>
    </message>
    <message>
        <source>5+1 token: once, six of your fields may meet at one point</source>
        <translation>Gettone 5+1: una volta, sei dei tuoi campi possono incontrarsi in un punto</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>After a piece lands, this many fields take their new tint per frame (about 4 ms of painting). Refusals about too many fields at a point: those points are ringed on the board.</extracomment>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Lens microbacterium</source>
        <translation>Microbatterio lente</translation>
    </message>
    <message>
        <source>Triangle microbacterium</source>
        <translation>Microbatterio triangolo</translation>
    </message>
    <message>
        <source>Bacterium %1</source>
        <translation>Batterio %1</translation>
    </message>
    <message>
        <source>%1 lost and chooses the next target.</source>
        <translation>%1 ha perso e sceglie il prossimo obiettivo.</translation>
    </message>
    <message>
        <source>Place one of your three bases: click a free corner outside the board.</source>
        <translation>Metti una delle tue tre basi: fai clic su un angolo libero fuori dal tavoliere.</translation>
    </message>
    <message>
        <source>Place the tetrahedron: click a gap between two pieces of the ring.</source>
        <translation>Metti il tetraedro: fai clic su uno spazio tra due pezzi dell’anello.</translation>
    </message>
    <message>
        <source>Pick one of the highlighted pieces or a microbacterium.</source>
        <translation>Scegli uno dei pezzi evidenziati o un microbatterio.</translation>
    </message>
    <message>
        <source>You may also pass.</source>
        <translation>Puoi anche passare.</translation>
    </message>
    <message>
        <source>%1 in hand: move it onto the board, turn it with the wheel or the right button, click to place.</source>
        <translation>%1 in mano: portalo sul tavoliere, ruotalo con la rotella o il tasto destro, fai clic per posarlo.</translation>
    </message>
    <message>
        <source>Click or press Space to place it here using your 5+1 token (six fields at %1).</source>
        <translation>Fai clic o premi Spazio per posarlo qui usando il tuo gettone 5+1 (sei campi in %1).</translation>
    </message>
    <message>
        <source>Click or press Space to place it here.</source>
        <translation>Fai clic o premi Spazio per posarlo qui.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Suggerimento: %1</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Suggerimento: passa.</translation>
    </message>
    <message>
        <source>Hint: put a base at the marked corner.</source>
        <translation>Suggerimento: metti una base nell&apos;angolo segnato.</translation>
    </message>
    <message>
        <source>Hint: put the tetrahedron before piece %1.</source>
        <translation>Suggerimento: metti il tetraedro prima del pezzo %1.</translation>
    </message>
    <message>
        <source>Time Factor</source>
        <translation>Fattore tempo</translation>
    </message>
    <message>
        <source>Autonomy</source>
        <translation>Autonomia</translation>
    </message>
    <message>
        <source>3+3 Targets</source>
        <translation>3+3 obiettivi</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campagna</translation>
    </message>
    <message>
        <source>%1: a draw.</source>
        <translation>%1: pareggio.</translation>
    </message>
    <message>
        <source>%1: %2 wins on the tie-break (more of the opponent&apos;s bases connected).</source>
        <translation>%1: vince %2 allo spareggio (più basi dell&apos;avversario collegate).</translation>
    </message>
    <message>
        <source>%1: %2 wins.</source>
        <translation>%1: vince %2.</translation>
    </message>
    <message>
        <source>Keys: 1 to 9 or [ ] take a piece, R and Shift+R turn it, the arrow keys move it, Space or Enter places it, 0 passes.</source>
        <translation>Tasti: da 1 a 9 o [ ] prendono un pezzo, R e Maiusc+R lo ruotano, le frecce lo spostano, Spazio o Invio lo posa, 0 passa.</translation>
    </message>
    <message>
        <source>Campaign, game %1: %2</source>
        <translation>Campagna, partita %1: %2</translation>
    </message>
    <message>
        <source>Territory: %1 %2, %3 %4</source>
        <translation>Territorio: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>%1 – bases connected: own %2, opponent&apos;s %3</source>
        <translation>%1 – basi collegate: proprie %2, dell’avversario %3</translation>
    </message>
    <message>
        <source>Whoever cannot place a piece loses.</source>
        <translation>Chi non può posare un pezzo perde.</translation>
    </message>
    <message>
        <source>Victory points: %1 %2, %3 %4 (%5 to win)</source>
        <translation>Punti vittoria: %1 %2, %3 %4 (%5 per vincere)</translation>
    </message>
    <message numerus="yes">
        <source>%1 chooses from %n piece(s).</source>
        <translation>
            <numerusform>%1 sceglie tra %n pezzo.</numerusform>
            <numerusform>%1 sceglie tra %n pezzi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n 5+1 token(s)</source>
        <translation>
            <numerusform>%1: %n gettone 5+1</numerusform>
            <numerusform>%1: %n gettoni 5+1</numerusform>
        </translation>
    </message>
    <message>
        <source>Wheel or right button: turn the piece. Esc: put it back.</source>
        <translation>Rotella o tasto destro: ruota il pezzo. Esc: rimettilo a posto.</translation>
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
        <translation>Conquista territorio con pezzi sagomati su un tavoliere a Fiore della Vita.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Time Factor (who cannot place loses)</source>
        <translation>Fattore tempo (chi non può posare perde)</translation>
    </message>
    <message>
        <source>Autonomy (territory)</source>
        <translation>Autonomia (territorio)</translation>
    </message>
    <message>
        <source>3+3 Targets (connect bases)</source>
        <translation>3+3 obiettivi (collegare le basi)</translation>
    </message>
    <message>
        <source>Campaign (first to two wins)</source>
        <translation>Campagna (chi vince per primo due partite)</translation>
    </message>
    <message>
        <source>Game target</source>
        <translation>Obiettivo di gioco</translation>
    </message>
    <message>
        <source>Target of a campaign&apos;s first game</source>
        <translation>Obiettivo della prima partita di una campagna</translation>
    </message>
    <message>
        <source>Later games of a campaign are chosen by the loser of the previous game.</source>
        <translation>Le partite successive di una campagna le sceglie chi ha perso la precedente.</translation>
    </message>
    <message>
        <source>Pieces on offer after the tetrahedron</source>
        <translation>Pezzi offerti dopo il tetraedro</translation>
    </message>
    <message>
        <source>Four in the rules. In a campaign the loser of the last game gets one more, the winner one fewer.</source>
        <translation>Quattro secondo le regole. In una campagna chi ha perso l’ultima partita ne riceve uno in più, chi ha vinto uno in meno.</translation>
    </message>
    <message>
        <source>Victory points to win a campaign</source>
        <translation>Punti vittoria per vincere una campagna</translation>
    </message>
    <message>
        <source>The 5+1 token allows six fields</source>
        <translation>Il gettone 5+1 consente sei campi</translation>
    </message>
    <message>
        <source>at one point</source>
        <translation>in un punto</translation>
    </message>
    <message>
        <source>at any points of one placement</source>
        <translation>in più punti della stessa mossa</translation>
    </message>
    <message>
        <source>The rules leave open whether one use of the token may raise several points to six.</source>
        <translation>Le regole non chiariscono se un uso del gettone possa portare più punti a sei.</translation>
    </message>
    <message>
        <source>Colours of the six bases (3+3 Targets)</source>
        <translation>Colori delle sei basi (3+3 obiettivi)</translation>
    </message>
    <message>
        <source>alternating</source>
        <translation>alternati</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>mescolati</translation>
    </message>
    <message>
        <source>placed by the players in turn</source>
        <translation>messe a turno dai giocatori</translation>
    </message>
    <message>
        <source>With the last choice the players put their three bases on the rim corners one at a time before the game starts.</source>
        <translation>Con l&apos;ultima scelta, prima di iniziare, i giocatori mettono a turno le loro tre basi sugli angoli del bordo.</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>The player to move could not place any piece and loses.</source>
        <extracomment>Fields of one colour allowed around a connection point, and with the 5+1 token. A campaign with this many games (draws included) ends on victory points. Bases of each colour in 3+3 ZIELE. 3+3 Targets with as many own bases linked on each side: more linked bases of the opponent&apos;s colour won.</extracomment>
        <translation>Il giocatore di turno non poteva posare alcun pezzo e perde.</translation>
    </message>
    <message>
        <source>Both players passed; the larger territory wins.</source>
        <translation>Entrambi hanno passato; vince il territorio più grande.</translation>
    </message>
    <message>
        <source>Both players passed; more connected bases win.</source>
        <translation>Entrambi hanno passato; vincono più basi collegate.</translation>
    </message>
    <message>
        <source>Both players passed with as many of their own bases connected; the tie-break, more of the opponent&apos;s bases connected, decided.</source>
        <translation>Entrambi hanno passato con le stesse basi proprie collegate; ha deciso lo spareggio: più basi dell&apos;avversario collegate.</translation>
    </message>
    <message>
        <source>The campaign is won on victory points.</source>
        <translation>La campagna si vince ai punti vittoria.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>That piece is not on offer: take one of the ring pieces offered just after the tetrahedron, or one of your microbacteria.</source>
        <translation>Quel pezzo non è in offerta: prendi uno dei pezzi dell’anello offerti subito dopo il tetraedro, o uno dei tuoi microbatteri.</translation>
    </message>
    <message>
        <source>You have already played that microbacterium.</source>
        <translation>Hai già giocato quel microbatterio.</translation>
    </message>
    <message>
        <source>A piece turns in six steps, numbered r0 to r5.</source>
        <translation>Un pezzo ruota in sei passi, numerati da r0 a r5.</translation>
    </message>
    <message>
        <source>Turned to r%1 this piece looks the same as at r%2: write r%2.</source>
        <translation>Ruotato in r%1 questo pezzo appare uguale che in r%2: scrivi r%2.</translation>
    </message>
    <message>
        <source>The piece must lie completely on the board.</source>
        <translation>Il pezzo deve stare tutto sul tavoliere.</translation>
    </message>
    <message>
        <source>A field there is already covered.</source>
        <translation>Un campo lì è già occupato.</translation>
    </message>
    <message>
        <source>The piece must touch one of your pieces at a connection point.</source>
        <translation>Il pezzo deve toccare uno dei tuoi pezzi in un punto di connessione.</translation>
    </message>
    <message>
        <source>More than five of your fields would meet at %1.</source>
        <translation>In %1 si incontrerebbero più di cinque dei tuoi campi.</translation>
    </message>
    <message>
        <source>The 5+1 token allows six fields at one point only, not at %1.</source>
        <translation>Il gettone 5+1 consente sei campi in un solo punto, non in %1.</translation>
    </message>
    <message>
        <source>Not even the 5+1 token allows more than six of your fields at %1.</source>
        <translation>Nemmeno il gettone 5+1 consente più di sei dei tuoi campi in %1.</translation>
    </message>
    <message>
        <source>In Time Factor you may not pass: place a piece.</source>
        <translation>In Fattore tempo non si può passare: posa un pezzo.</translation>
    </message>
    <message>
        <source>The tetrahedron goes into one of the %1 gaps of the ring.</source>
        <translation>Il tetraedro va in uno dei %1 spazi dell’anello.</translation>
    </message>
    <message>
        <source>A base goes on one of the six corners of the rim.</source>
        <translation>Una base va su uno dei sei angoli del bordo.</translation>
    </message>
    <message>
        <source>There is already a base at %1.</source>
        <translation>In %1 c’è già una base.</translation>
    </message>
    <message>
        <source>Choose Time Factor, Autonomy or 3+3 Targets as the next game&apos;s target.</source>
        <translation>Scegli Fattore tempo, Autonomia o 3+3 obiettivi come obiettivo della prossima partita.</translation>
    </message>
    <message>
        <source>First the bases are put on the corners of the rim.</source>
        <translation>Prima si mettono le basi sugli angoli del bordo.</translation>
    </message>
    <message>
        <source>First the tetrahedron must be put into the ring.</source>
        <translation>Prima bisogna mettere il tetraedro nell’anello.</translation>
    </message>
    <message>
        <source>The loser of the last game first chooses the next target.</source>
        <translation>Prima chi ha perso l’ultima partita sceglie il prossimo obiettivo.</translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>The Flower of Life</source>
        <translation>Il Fiore della Vita</translation>
    </message>
    <message>
        <source>The circles cut the board into 144 fields: lenses with two points and curved triangles with three. Their points meet at 37 connection points; the move list names them by column and row, like d4 in the centre. You claim the board by laying pieces in your colour.</source>
        <translation>I cerchi dividono il tavoliere in 144 campi: lenti a due punte e triangoli curvi a tre. Le loro punte si incontrano in 37 punti di connessione; la lista delle mosse li chiama per colonna e riga, come d4 al centro. Conquisti il tavoliere posando pezzi del tuo colore.</translation>
    </message>
    <message>
        <source>Taking a piece</source>
        <translation>Prendere un pezzo</translation>
    </message>
    <message>
        <source>The pieces lie in a ring around the board; the second player has put the tetrahedron into one of its gaps. On your turn take one of the four pieces after it, clockwise (they glow), turn it with the wheel or the right button and click to place it. Your first piece may go anywhere.</source>
        <translation>I pezzi formano un anello attorno al tavoliere; il secondo giocatore ha messo il tetraedro in uno dei suoi vuoti. Nel tuo turno prendi uno dei quattro pezzi che lo seguono in senso orario (si illuminano), ruotalo con la rotella o il tasto destro e fai clic per posarlo. Il tuo primo pezzo può andare ovunque.</translation>
    </message>
    <message>
        <source>Take one of the glowing ring pieces and place it on the board.</source>
        <translation>Prendi uno dei pezzi illuminati dell&apos;anello e posalo sul tavoliere.</translation>
    </message>
    <message>
        <source>The tetrahedron moved into the gap your piece left, so the next offer starts after it.</source>
        <translation>Il tetraedro è avanzato nel vuoto lasciato dal tuo pezzo, quindi la prossima offerta comincia dopo di lui.</translation>
    </message>
    <message>
        <source>Stay connected</source>
        <translation>Resta collegato</translation>
    </message>
    <message>
        <source>Every later piece must touch one of your pieces at a connection point, so all your pieces form one network. Pieces never overlap. Place another piece from the ring.</source>
        <translation>Ogni pezzo successivo deve toccare uno dei tuoi pezzi in un punto di connessione, così tutti i tuoi pezzi formano un&apos;unica rete. I pezzi non si sovrappongono mai. Posa un altro pezzo dall&apos;anello.</translation>
    </message>
    <message>
        <source>Place a glowing ring piece so that it touches your black piece at a point.</source>
        <translation>Posa un pezzo illuminato dell&apos;anello in modo che tocchi il tuo pezzo nero in un punto.</translation>
    </message>
    <message>
        <source>Connected! Your opponent&apos;s pieces only block fields; they never connect yours.</source>
        <translation>Collegato! I pezzi dell&apos;avversario bloccano solo dei campi; non collegano mai i tuoi.</translation>
    </message>
    <message>
        <source>Microbacteria</source>
        <translation>Microbatteri</translation>
    </message>
    <message>
        <source>Instead of a ring piece you may lay one of your two microbacteria, a single lens or triangle from your box. The tetrahedron then stays where it is, and each microbacterium can be used once per game.</source>
        <translation>Invece di un pezzo dell&apos;anello puoi posare uno dei tuoi due microbatteri, una lente o un triangolo singolo dal tuo riquadro. Il tetraedro allora resta dov&apos;è, e ogni microbatterio si può usare una volta per partita.</translation>
    </message>
    <message>
        <source>Take the lens or the triangle from your box, not a ring piece.</source>
        <translation>Prendi la lente o il triangolo dal tuo riquadro, non un pezzo dell&apos;anello.</translation>
    </message>
    <message>
        <source>Microbacteria fit where nothing else will, so they are often worth keeping for later.</source>
        <translation>I microbatteri entrano dove non entra nient&apos;altro, quindi spesso conviene tenerli per dopo.</translation>
    </message>
    <message>
        <source>The five-point rule</source>
        <translation>La regola dei cinque punti</translation>
    </message>
    <message>
        <source>At any connection point at most five of the twelve fields around it may be yours; the dots at the points help you count. Five of your fields already meet at two points of your piece. Lay a piece that touches the ringed point without a sixth field anywhere.</source>
        <translation>Attorno a ogni punto di connessione al massimo cinque dei dodici campi possono essere tuoi; i puntini sulle punte ti aiutano a contare. In due punti del tuo pezzo si incontrano già cinque dei tuoi campi. Posa un pezzo che tocchi il punto cerchiato senza nessun sesto campo.</translation>
    </message>
    <message>
        <source>Touch the ringed point without your 5+1 token: keep every point at five of your fields or fewer.</source>
        <translation>Tocca il punto cerchiato senza il tuo gettone 5+1: tieni ogni punto a cinque dei tuoi campi al massimo.</translation>
    </message>
    <message>
        <source>Well counted! Your opponent&apos;s fields never count against your limit.</source>
        <translation>Ben contato! I campi dell&apos;avversario non contano mai per il tuo limite.</translation>
    </message>
    <message>
        <source>The 5+1 token</source>
        <translation>Il gettone 5+1</translation>
    </message>
    <message>
        <source>Your 5+1 token lets you break the rule once: one point gets a sixth field of yours, and the token goes to your opponent. Ludoteca uses it by itself when a placement needs it. Lay a piece that gives the ringed point a sixth field.</source>
        <translation>Il tuo gettone 5+1 ti permette di infrangere la regola una volta: un punto riceve un sesto campo tuo e il gettone passa all&apos;avversario. Ludoteca lo usa da solo quando una mossa ne ha bisogno. Posa un pezzo che dia al punto cerchiato un sesto campo.</translation>
    </message>
    <message>
        <source>Put one more field of yours at the ringed point; the status bar tells you when the token will be used.</source>
        <translation>Metti un altro tuo campo sul punto cerchiato; la barra di stato ti dice quando verrà usato il gettone.</translation>
    </message>
    <message>
        <source>The token now belongs to your opponent, who may use it the same way and hand it back. No point ever takes a seventh field.</source>
        <translation>Il gettone ora è dell&apos;avversario, che può usarlo allo stesso modo e così restituirtelo. Nessun punto riceve mai un settimo campo.</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>Il territorio</translation>
    </message>
    <message>
        <source>In the usual game, Autonomy, each empty field in an area bordered only by your pieces and the rim scores you a point. Your pieces almost close off the upper left of the board: close the ringed gap.</source>
        <translation>Nel gioco abituale, Autonomia, ogni campo vuoto in un territorio delimitato solo dai tuoi pezzi e dal bordo ti vale un punto. I tuoi pezzi chiudono quasi la parte in alto a sinistra del tavoliere: chiudi il varco cerchiato.</translation>
    </message>
    <message>
        <source>Fill the ringed gap between your pieces and the rim.</source>
        <translation>Riempi il varco cerchiato tra i tuoi pezzi e il bordo.</translation>
    </message>
    <message>
        <source>That corner is your territory, shaded in your colour. An area that touches even one field of your opponent counts for nobody.</source>
        <translation>Quell&apos;angolo è il tuo territorio, ombreggiato nel tuo colore. Un territorio che tocca anche un solo campo dell&apos;avversario non conta per nessuno.</translation>
    </message>
    <message>
        <source>Passing and the end</source>
        <translation>Passare e la fine</translation>
    </message>
    <message>
        <source>You may pass instead of placing. When both players pass one after the other, the game ends and the larger territory wins. White has just passed: pass too with the button below the board.</source>
        <translation>Puoi passare invece di posare. Quando entrambi i giocatori passano uno dopo l&apos;altro, la partita finisce e vince il territorio più grande. Il Bianco ha appena passato: passa anche tu, con il pulsante sotto il tavoliere.</translation>
    </message>
    <message>
        <source>Click Pass below the board.</source>
        <translation>Fai clic su Passa sotto il tavoliere.</translation>
    </message>
    <message>
        <source>Game over: your territory is larger, so you win.</source>
        <translation>Partita finita: il tuo territorio è più grande, quindi vinci.</translation>
    </message>
    <message>
        <source>Challenge: overtake White</source>
        <translation>Sfida: supera il Bianco</translation>
    </message>
    <message>
        <source>If the game ended now, White would win 37 to 16. Lay one piece that puts you ahead; White will then pass, and your pass ends the game.</source>
        <translation>Se la partita finisse ora, il Bianco vincerebbe 37 a 16. Posa un pezzo che ti porti in vantaggio; poi il Bianco passerà, e il tuo passaggio chiuderà la partita.</translation>
    </message>
    <message>
        <source>An area that touches even one of your fields no longer counts for White.</source>
        <translation>Un territorio che tocca anche uno solo dei tuoi campi non conta più per il Bianco.</translation>
    </message>
    <message>
        <source>You win! Spoiling your opponent&apos;s area can be worth more than a corner of your own.</source>
        <translation>Hai vinto! Rovinare il territorio dell&apos;avversario può valere più di un angolo tutto tuo.</translation>
    </message>
</context>
</TS>
