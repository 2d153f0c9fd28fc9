<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>colours</name>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Viola</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Arancione</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Triple Domino</source>
        <translation>Triple Domino</translation>
    </message>
    <message>
        <source>Match the numbers of 56 triangular tiles and build bonus shapes.</source>
        <translation>Accosta 56 tessere triangolari con numeri uguali e forma figure bonus.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Rule set</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>Bridge / double link points</source>
        <translation>Punti per ponte / doppio legame</translation>
    </message>
    <message>
        <source>The printed table is hard to read; pick the reading you play with. Triple Domino rule set only.</source>
        <translation>La tabella stampata è poco leggibile; scegli la lettura con cui giocate. Solo con il regolamento Triple Domino.</translation>
    </message>
    <message>
        <source>A tile closing several hexagons</source>
        <translation>Una tessera che chiude più esagoni</translation>
    </message>
    <message>
        <source>Triple Domino rule set only.</source>
        <translation>Solo con il regolamento Triple Domino.</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Punteggio da raggiungere</translation>
    </message>
    <message>
        <source>Triple Domino</source>
        <translation>Triple Domino</translation>
    </message>
    <message>
        <source>Triominos style</source>
        <translation>Stile Triominos</translation>
    </message>
    <message>
        <source>Triple Domino plays to 300 with bridge and double-link bonuses. The Triominos style plays to 400 with smaller hands, bridge 40, hexagons 50/60/70, a bonus for opening with a triple and 10 more after three useless draws.</source>
        <translation>Triple Domino si gioca fino a 300 con bonus per ponte e doppio legame. Lo stile Triominos arriva a 400 con mani più piccole, ponte 40, esagoni 50/60/70, un bonus per l&apos;apertura con un tris e 10 punti in più dopo tre pescate inutili.</translation>
    </message>
    <message>
        <source>30 / 25</source>
        <translation>30 / 25</translation>
    </message>
    <message>
        <source>40 / 25</source>
        <translation>40 / 25</translation>
    </message>
    <message>
        <source>30 / 40</source>
        <translation>30 / 40</translation>
    </message>
    <message>
        <source>50 for each</source>
        <translation>50 ciascuno</translation>
    </message>
    <message>
        <source>50 once</source>
        <translation>50 una volta</translation>
    </message>
    <message>
        <source>From the rule set</source>
        <translation>Secondo il regolamento</translation>
    </message>
    <message>
        <source>100 points</source>
        <translation>100 punti</translation>
    </message>
    <message>
        <source>200 points</source>
        <translation>200 punti</translation>
    </message>
    <message>
        <source>300 points</source>
        <translation>300 punti</translation>
    </message>
    <message>
        <source>400 points</source>
        <translation>400 punti</translation>
    </message>
    <message>
        <source>500 points</source>
        <translation>500 punti</translation>
    </message>
    <message>
        <source>The game ends after the round in which someone reaches it.</source>
        <translation>La partita finisce dopo la mano in cui qualcuno lo raggiunge.</translation>
    </message>
    <message>
        <source>Draws allowed in solitaire</source>
        <translation>Pescate consentite nel solitario</translation>
    </message>
    <message>
        <source>A fixed limit makes your scores comparable.</source>
        <translation>Un limite fisso rende confrontabili i tuoi punteggi.</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>A player reached the target score at the end of a round.</source>
        <translation>Alla fine di una mano qualcuno ha raggiunto il punteggio stabilito.</translation>
    </message>
    <message>
        <source>The solitaire game is over: no tile fits and no draw is left.</source>
        <translation>Il solitario è finito: nessuna tessera si adatta e non puoi più pescare.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>The round opens with %1, laid in the middle of the table.</source>
        <extracomment>Outcome reasons of this game. How a round ended (kept in the score sheet). Turn phases. Refusal codes of this game (sentences in `REFUSALS`; the layout&apos;s own in `layout.py`).</extracomment>
        <translation>La mano si apre con %1, posata al centro del tavolo.</translation>
    </message>
    <message>
        <source>No tile shows %1 in clockwise order.</source>
        <translation>Nessuna tessera mostra %1 in senso orario.</translation>
    </message>
    <message>
        <source>The tile %1 is not in your hand.</source>
        <translation>La tessera %1 non è tra le tue.</translation>
    </message>
    <message>
        <source>After drawing, only the tile just drawn (%1) may be laid.</source>
        <translation>Dopo aver pescato puoi posare solo la tessera appena pescata (%1).</translation>
    </message>
    <message>
        <source>The tile %1 fits nowhere on the table.</source>
        <translation>La tessera %1 non si adatta in nessun punto del tavolo.</translation>
    </message>
    <message>
        <source>That place is already taken.</source>
        <translation>Quel posto è già occupato.</translation>
    </message>
    <message>
        <source>A new tile must share a whole side with a tile on the table.</source>
        <translation>Una nuova tessera deve avere un lato intero in comune con una tessera in tavola.</translation>
    </message>
    <message>
        <source>Along the shared side your %1 and %2 would meet %3 and %4.</source>
        <translation>Lungo il lato in comune il tuo %1 e il tuo %2 toccherebbero %3 e %4.</translation>
    </message>
    <message>
        <source>At a corner your %1 would meet a %2.</source>
        <translation>In un angolo il tuo %1 toccherebbe un %2.</translation>
    </message>
    <message>
        <source>The pool is empty: there is nothing to draw.</source>
        <translation>Il mazzo è vuoto: non c&apos;è più nulla da pescare.</translation>
    </message>
    <message>
        <source>You may draw at most %1 tiles in one turn.</source>
        <translation>Puoi pescare al massimo %1 tessere per turno.</translation>
    </message>
    <message>
        <source>You have no draws left in this solitaire game.</source>
        <translation>In questo solitario non puoi più pescare.</translation>
    </message>
    <message>
        <source>You cannot pass while you may still draw from the pool.</source>
        <translation>Non puoi passare finché puoi ancora pescare dal mazzo.</translation>
    </message>
    <message>
        <source>You cannot pass while one of your tiles fits on the table.</source>
        <translation>Non puoi passare finché una delle tue tessere si adatta al tavolo.</translation>
    </message>
</context>
<context>
    <name>tripledomino</name>
    <message>
        <source>start</source>
        <extracomment>Bonus names, shown next to ghost outlines and in move descriptions (context &quot;tripledomino&quot;).</extracomment>
        <translation>apertura</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>ponte</translation>
    </message>
    <message>
        <source>double link</source>
        <translation>doppio legame</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>esagono</translation>
    </message>
    <message>
        <source>two hexagons</source>
        <translation>due esagoni</translation>
    </message>
    <message>
        <source>three hexagons</source>
        <translation>tre esagoni</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>Round %1 (now)</source>
        <translation>Mano %1 (in corso)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the pool</source>
        <translation>
            <numerusform>%n tessera nel mazzo</numerusform>
            <numerusform>%n tessere nel mazzo</numerusform>
        </translation>
    </message>
    <message>
        <source>Personal best: %1</source>
        <translation>Record personale: %1</translation>
    </message>
    <message>
        <source>Target: %1 points</source>
        <translation>Obiettivo: %1 punti</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Foglio dei punti</translation>
    </message>
    <message>
        <source>Solitaire over: %1 points.</source>
        <translation>Solitario finito: %1 punti.</translation>
    </message>
    <message>
        <source>Round %1: %2 went out (%3 points).</source>
        <translation>Mano %1: %2 ha finito le tessere (%3 punti).</translation>
    </message>
    <message>
        <source>Round %1 blocked: %2 tied with the fewest points in hand.</source>
        <translation>Mano %1 bloccata: %2 erano pari con meno punti in mano.</translation>
    </message>
    <message>
        <source>Round %1 blocked: %2 had the fewest points in hand (%3 points).</source>
        <translation>Mano %1 bloccata: %2 aveva meno punti in mano (%3 punti).</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>Mouse travel (scene units) that turns a press on the table into a pan.</extracomment>
        <translation>Pesca</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>−%1 points</source>
        <translation>−%1 punti</translation>
    </message>
    <message>
        <source>%1&apos;s tiles</source>
        <translation>Tessere di %1</translation>
    </message>
    <message>
        <source>open the round with the marked tile</source>
        <translation>apri la mano con la tessera segnata</translation>
    </message>
    <message>
        <source>you may place the tile just drawn</source>
        <translation>puoi posare la tessera appena pescata</translation>
    </message>
    <message>
        <source>nothing fits: draw or pass</source>
        <translation>nulla si adatta: pesca o passa</translation>
    </message>
    <message>
        <source>%1&apos;s tiles are hidden</source>
        <translation>Le tessere di %1 sono nascoste</translation>
    </message>
    <message numerus="yes">
        <source>Solitaire · %n draw(s) left</source>
        <translation>
            <numerusform>Solitario · resta %n pescata</numerusform>
            <numerusform>Solitario · restano %n pescate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n tessera</numerusform>
            <numerusform>%1: %n tessere</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>top</source>
        <translation>in alto</translation>
    </message>
    <message>
        <source>lower right</source>
        <translation>in basso a destra</translation>
    </message>
    <message>
        <source>lower left</source>
        <translation>in basso a sinistra</translation>
    </message>
    <message>
        <source>upper left</source>
        <translation>in alto a sinistra</translation>
    </message>
    <message>
        <source>upper right</source>
        <translation>in alto a destra</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>in basso</translation>
    </message>
    <message>
        <source>Tile %1 in your hand, %2 of %3</source>
        <translation>Tessera %1 tra le tue, %2 di %3</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>scelta</translation>
    </message>
    <message>
        <source>opens the round</source>
        <translation>apre la mano</translation>
    </message>
    <message>
        <source>just drawn</source>
        <translation>appena pescata</translation>
    </message>
    <message>
        <source>can be laid</source>
        <translation>si può posare</translation>
    </message>
    <message>
        <source>cannot be laid now</source>
        <translation>ora non si può posare</translation>
    </message>
    <message>
        <source>Place %1, pointing up</source>
        <translation>Posto %1, punta in alto</translation>
    </message>
    <message>
        <source>Place %1, pointing down</source>
        <translation>Posto %1, punta in basso</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libero</translation>
    </message>
    <message numerus="yes">
        <source>%1 fits here for %n point(s)</source>
        <translation>
            <numerusform>%1 va qui per %n punto</numerusform>
            <numerusform>%1 va qui per %n punti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>Opening the round</source>
        <translation>Aprire la mano</translation>
    </message>
    <message>
        <source>Each tile shows three numbers, one in each corner. The highest triple opens the round, and you hold it: drag your 5-5-5 onto the outline in the middle of the table.</source>
        <translation>Ogni tessera mostra tre numeri, uno per angolo. Il tris più alto apre la mano, e ce l&apos;hai tu: trascina il tuo 5-5-5 sul contorno al centro della tavola.</translation>
    </message>
    <message>
        <source>Open the round with the marked tile, 5-5-5.</source>
        <translation>Apri la mano con la tessera segnata, il 5-5-5.</translation>
    </message>
    <message>
        <source>20 points: a tile scores the sum of its numbers, and the opening tile earns 5 more. Your opponent answered with a 2-5-5.</source>
        <translation>20 punti: una tessera vale la somma dei suoi numeri, e quella d&apos;apertura 5 in più. L&apos;avversario ha risposto con un 2-5-5.</translation>
    </message>
    <message>
        <source>Matching numbers</source>
        <translation>Numeri che combaciano</translation>
    </message>
    <message>
        <source>A new tile must share a whole side with a tile on the table, and the numbers along that side must match. Find the place where your 2-4-5 fits.</source>
        <translation>Una nuova tessera deve avere un lato intero in comune con una tessera in tavola, e i numeri lungo quel lato devono combaciare. Trova il posto in cui va il tuo 2-4-5.</translation>
    </message>
    <message>
        <source>Lay the 2-4-5 against the side that shows a 5 and a 2.</source>
        <translation>Posa il 2-4-5 contro il lato che mostra un 5 e un 2.</translation>
    </message>
    <message>
        <source>11 points. Tiles are never turned over, so 2-4-5 has no mirror twin 2-5-4: some gaps can never be filled.</source>
        <translation>11 punti. Le tessere non si capovolgono mai: il 2-4-5 non ha un&apos;immagine allo specchio 2-5-4, per questo alcuni buchi non si riempiono mai.</translation>
    </message>
    <message>
        <source>Double link</source>
        <translation>Doppio legame</translation>
    </message>
    <message>
        <source>Later in a round the table has gaps. A tile that fits against two sides at once earns a double link: 25 extra points. Fill the gap at the top with your 1-2-5.</source>
        <translation>Più avanti nella mano la tavola ha dei buchi. Una tessera che combacia insieme su due lati vale un doppio legame: 25 punti in più. Riempi il buco in alto con il tuo 1-2-5.</translation>
    </message>
    <message>
        <source>Look for a gap where your 1-2-5 touches two tiles at once.</source>
        <translation>Cerca un buco dove il tuo 1-2-5 tocca due tessere insieme.</translation>
    </message>
    <message>
        <source>8 points for the tile and 25 for the double link.</source>
        <translation>8 punti per la tessera e 25 per il doppio legame.</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Esagono</translation>
    </message>
    <message>
        <source>Six tiles around one point make a hexagon. The tile that closes it earns 50 extra points, instead of a double link. Close a hexagon with your 2-3-5.</source>
        <translation>Sei tessere attorno a un punto formano un esagono. La tessera che lo chiude vale 50 punti in più, al posto del doppio legame. Chiudi un esagono con il tuo 2-3-5.</translation>
    </message>
    <message>
        <source>Find the point that already has five tiles around it.</source>
        <translation>Cerca il punto che ha già cinque tessere attorno.</translation>
    </message>
    <message>
        <source>10 points for the tile and 50 for the hexagon!</source>
        <translation>10 punti per la tessera e 50 per l&apos;esagono!</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Ponte</translation>
    </message>
    <message>
        <source>A bridge touches the table with one side, while its far corner reaches a tile across a gap: 30 extra points. That corner must match too. Build a bridge with your 2-5-5.</source>
        <translation>Un ponte tocca la tavola con un solo lato, mentre la sua punta opposta raggiunge una tessera scavalcando un buco: 30 punti in più. Anche quell&apos;angolo deve combaciare. Costruisci un ponte con il tuo 2-5-5.</translation>
    </message>
    <message>
        <source>Lay the 2-5-5 so that its far corner touches a tile across the gap.</source>
        <translation>Posa il 2-5-5 in modo che la sua punta opposta tocchi una tessera oltre il buco.</translation>
    </message>
    <message>
        <source>12 points and 30 for the bridge. A tile earns only one kind of bonus: a hexagon, a double link or a bridge.</source>
        <translation>12 punti e 30 per il ponte. Una tessera riceve un solo tipo di bonus: esagono, doppio legame o ponte.</translation>
    </message>
    <message>
        <source>The round is over: see the score sheet. A round also ends when nothing fits and the pool is empty; then the player with the lowest hand scores. The game ends after the round in which someone reaches 300.</source>
        <translation>La mano è finita: guarda il foglio dei punti. Una mano finisce anche quando niente va bene e il mazzo è vuoto; allora segna chi ha meno punti in mano. La partita finisce dopo la mano in cui qualcuno arriva a 300.</translation>
    </message>
    <message>
        <source>150 points in two turns</source>
        <translation>150 punti in due turni</translation>
    </message>
    <message>
        <source>Not enough yet. Think about which tile to lay first: in the right order, one tile closes two hexagons.</source>
        <translation>Non basta ancora. Quale tessera posi per prima? Nell&apos;ordine giusto, una sola tessera chiude due esagoni.</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Pescare</translation>
    </message>
    <message>
        <source>None of your tiles fits. Press Draw to take a tile from the pool; each draw costs 5 points, and you may draw up to three times in one turn.</source>
        <translation>Nessuna delle tue tessere va bene. Premi Pesca per prendere una tessera dal mazzo; ogni pescata costa 5 punti, e puoi pescare fino a tre volte per turno.</translation>
    </message>
    <message>
        <source>The tile you drew fits: lay it.</source>
        <translation>La tessera pescata va bene: posala.</translation>
    </message>
    <message>
        <source>After drawing you may lay only the tile you just drew; then your turn is over.</source>
        <translation>Dopo aver pescato puoi posare solo la tessera appena pescata; poi il tuo turno finisce.</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Passare</translation>
    </message>
    <message>
        <source>You have drawn twice and still nothing fits. Draw once more; if that tile does not fit either, press Pass. You may only pass when you cannot draw any more.</source>
        <translation>Hai pescato due volte e ancora non va bene niente. Pesca un&apos;altra volta; se neanche quella tessera va bene, premi Passa. Puoi passare solo quando non puoi più pescare.</translation>
    </message>
    <message>
        <source>Draw a third time, then pass.</source>
        <translation>Pesca una terza volta, poi passa.</translation>
    </message>
    <message>
        <source>Three draws cost 15 points. When the pool is empty and nothing fits, you must pass and lose 5 points.</source>
        <translation>Tre pescate sono costate 15 punti. Se il mazzo è vuoto e niente va bene, devi passare e perdi 5 punti.</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Chiudere</translation>
    </message>
    <message>
        <source>Lay your last tile to end the round. Going out earns 20 points, plus the value of every tile still in the other players&apos; hands.</source>
        <translation>Posa l&apos;ultima tessera per chiudere la mano. Chiudere vale 20 punti, più il valore di ogni tessera rimasta in mano agli altri.</translation>
    </message>
    <message>
        <source>Lay your last tile, the 4-5-5.</source>
        <translation>Posa l&apos;ultima tessera, il 4-5-5.</translation>
    </message>
    <message>
        <source>Score at least 150 points in your next two turns. Think about the order: one tile can change the shape of the gap for the next.</source>
        <translation>Segna almeno 150 punti nei tuoi prossimi due turni. Pensa all&apos;ordine: una tessera può cambiare la forma del buco per la successiva.</translation>
    </message>
    <message>
        <source>Brilliant: 42 for the bridge, then 110 for two hexagons at once. You are ready for a real game!</source>
        <translation>Splendido: 42 per il ponte, poi 110 per due esagoni insieme. Sei pronto per una partita vera!</translation>
    </message>
</context>
</TS>
