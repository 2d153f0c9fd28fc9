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
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Arancione</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Halma and Chinese checkers</source>
        <translation>Halma e dama cinese</translation>
    </message>
    <message>
        <source>Hop your whole army across the board into the opposite corner.</source>
        <translation>Porta con i salti tutto il tuo esercito nell&apos;angolo opposto.</translation>
    </message>
</context>
<context>
    <name>halma</name>
    <message>
        <source>%1 cannot move and passes.</source>
        <translation>%1 non può muovere e passa.</translation>
    </message>
    <message>
        <source>Partners:</source>
        <translation>Squadre:</translation>
    </message>
    <message>
        <source>Places:</source>
        <translation>Piazzamenti:</translation>
    </message>
    <message>
        <source>red peg</source>
        <extracomment>A peg and a camp of each colour the game offers, for what the cursor is on (named whole, so that each language can inflect the colour).</extracomment>
        <translation>pedina rossa</translation>
    </message>
    <message>
        <source>blue peg</source>
        <translation>pedina blu</translation>
    </message>
    <message>
        <source>green peg</source>
        <translation>pedina verde</translation>
    </message>
    <message>
        <source>yellow peg</source>
        <translation>pedina gialla</translation>
    </message>
    <message>
        <source>purple peg</source>
        <translation>pedina viola</translation>
    </message>
    <message>
        <source>white peg</source>
        <translation>pedina bianca</translation>
    </message>
    <message>
        <source>orange peg</source>
        <translation>pedina arancione</translation>
    </message>
    <message>
        <source>black peg</source>
        <translation>pedina nera</translation>
    </message>
    <message>
        <source>red camp</source>
        <translation>campo rosso</translation>
    </message>
    <message>
        <source>blue camp</source>
        <translation>campo blu</translation>
    </message>
    <message>
        <source>green camp</source>
        <translation>campo verde</translation>
    </message>
    <message>
        <source>yellow camp</source>
        <translation>campo giallo</translation>
    </message>
    <message>
        <source>purple camp</source>
        <translation>campo viola</translation>
    </message>
    <message>
        <source>white camp</source>
        <translation>campo bianco</translation>
    </message>
    <message>
        <source>orange camp</source>
        <translation>campo arancione</translation>
    </message>
    <message>
        <source>black camp</source>
        <translation>campo nero</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuoto</translation>
    </message>
    <message>
        <source>picked up</source>
        <translation>sollevata</translation>
    </message>
    <message>
        <source>the picked-up peg can go here</source>
        <translation>la pedina sollevata può andare qui</translation>
    </message>
    <message>
        <source>camp of %1</source>
        <translation>campo di %1</translation>
    </message>
    <message>
        <source>peg of %1</source>
        <translation>pedina di %1</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Board</source>
        <translation>Tavoliere</translation>
    </message>
    <message>
        <source>Three or six players always play on the star.</source>
        <translation>In tre o in sei si gioca sempre sulla stella.</translation>
    </message>
    <message>
        <source>10 pegs</source>
        <translation>10 pedine</translation>
    </message>
    <message>
        <source>Winning rule</source>
        <translation>Regola di vittoria</translation>
    </message>
    <message>
        <source>Swap with blocking pegs</source>
        <translation>Scambio con le pedine che bloccano</translation>
    </message>
    <message>
        <source>A peg may step onto an opponent&apos;s peg that is still in its home camp inside your target camp; the two change places.</source>
        <translation>Una pedina può muovere su una pedina avversaria rimasta nel proprio campo dentro il tuo campo d&apos;arrivo; le due si scambiano di posto.</translation>
    </message>
    <message>
        <source>Star (Chinese checkers)</source>
        <translation>Stella (dama cinese)</translation>
    </message>
    <message>
        <source>Square (Halma)</source>
        <translation>Quadrato (Halma)</translation>
    </message>
    <message>
        <source>Pegs on the star</source>
        <translation>Pedine sulla stella</translation>
    </message>
    <message>
        <source>15 pegs</source>
        <translation>15 pedine</translation>
    </message>
    <message>
        <source>With 15 pegs each camp is one row deeper.</source>
        <translation>Con 15 pedine ogni campo ha una fila in più.</translation>
    </message>
    <message>
        <source>Anti-spoiling (Parlett)</source>
        <translation>Contro il blocco (Parlett)</translation>
    </message>
    <message>
        <source>Only own pegs count</source>
        <translation>Contano solo le pedine proprie</translation>
    </message>
    <message>
        <source>Anti-spoiling: a full target camp wins if at least one of its pegs is yours, so pegs left at home cannot block it forever.</source>
        <translation>Contro il blocco: un campo d&apos;arrivo pieno vince se almeno una delle sue pedine è tua, così le pedine lasciate in casa non possono bloccarlo per sempre.</translation>
    </message>
    <message>
        <source>Turns to leave home (0: off)</source>
        <translation>Turni per lasciare la casa (0: no)</translation>
    </message>
    <message>
        <source>A player with a peg still at home after this many turns is out of the game; with partners, the whole side is.</source>
        <translation>Chi dopo tanti turni ha ancora una pedina in casa è escluso dal gioco; con i compagni, tutta la squadra.</translation>
    </message>
    <message>
        <source>No stops in other camps</source>
        <translation>Nessuna sosta in altri campi</translation>
    </message>
    <message>
        <source>Hopping through them is still allowed.</source>
        <translation>Attraversarli saltando resta permesso.</translation>
    </message>
    <message>
        <source>Long hops</source>
        <translation>Salti lunghi</translation>
    </message>
    <message>
        <source>Hop over a single distant peg, landing as far beyond it as you started before it.</source>
        <translation>Saltare sopra una sola pedina lontana, atterrando dietro di lei alla stessa distanza da cui si è partiti.</translation>
    </message>
    <message>
        <source>Partners sitting opposite</source>
        <translation>Compagni di fronte</translation>
    </message>
    <message>
        <source>Players sitting opposite play as a side: the side wins when both partners have all their pegs home.</source>
        <translation>I giocatori seduti uno di fronte all&apos;altro giocano in squadra: la squadra vince quando entrambi i compagni hanno tutte le pedine arrivate.</translation>
    </message>
    <message>
        <source>Play on for the places</source>
        <translation>Continuare per i piazzamenti</translation>
    </message>
    <message>
        <source>After the winner, the others go on until only one player or side is left.</source>
        <translation>Dopo il vincitore gli altri continuano finché resta un solo giocatore o una sola squadra.</translation>
    </message>
    <message>
        <source>Turns go counter-clockwise</source>
        <translation>Turni in senso antiorario</translation>
    </message>
    <message>
        <source>Seats are laid out clockwise; with this the turn passes the other way round.</source>
        <translation>I posti sono disposti in senso orario; con questa opzione il turno passa nell&apos;altro senso.</translation>
    </message>
    <message>
        <source>Draw after quiet turns (0: off)</source>
        <translation>Patta dopo turni senza arrivi (0: no)</translation>
    </message>
    <message>
        <source>A draw when no peg has entered its target camp for this many turns.</source>
        <translation>Patta se per tanti turni nessuna pedina entra nel suo campo d&apos;arrivo.</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>The whole target camp is filled.</source>
        <translation>L&apos;intero campo d&apos;arrivo è pieno.</translation>
    </message>
    <message>
        <source>A player did not leave the home camp in time.</source>
        <translation>Un giocatore non ha lasciato in tempo il campo di partenza.</translation>
    </message>
    <message>
        <source>No peg reached its target camp for too long.</source>
        <translation>Da troppo tempo nessuna pedina raggiunge il suo campo d&apos;arrivo.</translation>
    </message>
    <message>
        <source>Nobody can move any more.</source>
        <translation>Nessuno può più muovere.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>There is no hole %1 on this board.</source>
        <translation>Su questo tavoliere non c&apos;è nessun foro %1.</translation>
    </message>
    <message>
        <source>There is no peg on %1.</source>
        <translation>In %1 non c&apos;è nessuna pedina.</translation>
    </message>
    <message>
        <source>The peg on %1 is not yours: pick one of your own.</source>
        <translation>La pedina in %1 non è tua: scegline una delle tue.</translation>
    </message>
    <message>
        <source>The peg on %1 has no move at the moment.</source>
        <translation>La pedina in %1 per ora non può muovere.</translation>
    </message>
    <message>
        <source>The hole %1 is taken.</source>
        <translation>Il foro %1 è occupato.</translation>
    </message>
    <message>
        <source>The peg on %1 has reached its target camp and may not leave it again.</source>
        <translation>La pedina in %1 è arrivata nel suo campo d&apos;arrivo e non può più uscirne.</translation>
    </message>
    <message>
        <source>The hole %1 lies in another player&apos;s camp: you may hop through it but not stop there.</source>
        <translation>Il foro %1 è nel campo di un altro giocatore: puoi attraversarlo saltando, ma non fermarti lì.</translation>
    </message>
    <message>
        <source>The peg on %1 cannot reach %2 with one step or a chain of hops.</source>
        <translation>La pedina in %1 non raggiunge %2 né con un passo né con una catena di salti.</translation>
    </message>
    <message>
        <source>The holes %1 are not a chain of hops this peg can make.</source>
        <translation>I fori %1 non sono una catena di salti che questa pedina può fare.</translation>
    </message>
    <message>
        <source>You may only pass when none of your pegs can move.</source>
        <translation>Puoi passare solo quando nessuna delle tue pedine può muovere.</translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>A race across the star</source>
        <translation>Una corsa attraverso la stella</translation>
    </message>
    <message>
        <source>Your ten pegs start in the camp at the bottom. Move all of them into the camp straight across, marked here, before your opponent fills yours. Nothing is ever captured.</source>
        <translation>Le tue dieci pedine partono dal campo in basso. Portale tutte nel campo esattamente di fronte, segnato qui, prima che l&apos;avversario riempia il tuo. Non si cattura mai nulla.</translation>
    </message>
    <message>
        <source>A step</source>
        <translation>Un passo</translation>
    </message>
    <message>
        <source>On your turn you move one peg. The simplest move is a step to a neighbouring empty hole. Step one of your front pegs forward.</source>
        <translation>Al tuo turno muovi una pedina. La mossa più semplice è un passo verso un foro vicino vuoto. Fai avanzare di un passo una delle tue pedine davanti.</translation>
    </message>
    <message>
        <source>Move one peg of your front row to an empty hole right next to it.</source>
        <translation>Sposta una pedina della tua prima fila in un foro vuoto subito accanto.</translation>
    </message>
    <message>
        <source>Good. A step always goes to a hole right next to the peg.</source>
        <translation>Bene. Un passo porta sempre in un foro subito accanto alla pedina.</translation>
    </message>
    <message>
        <source>A hop</source>
        <translation>Un salto</translation>
    </message>
    <message>
        <source>A peg may also hop over a neighbouring peg into the empty hole right behind it, in a straight line. Hop one of the pegs in your second row over a front peg.</source>
        <translation>Una pedina può anche saltare sopra una pedina vicina fino al foro vuoto subito dietro, in linea retta. Fai saltare una pedina della tua seconda fila sopra una pedina davanti.</translation>
    </message>
    <message>
        <source>Pick a peg behind the front row and jump over a front peg.</source>
        <translation>Scegli una pedina dietro la prima fila e salta sopra una pedina davanti.</translation>
    </message>
    <message>
        <source>That is a hop: much faster than a step. The peg you hop over stays where it is.</source>
        <translation>Questo è un salto: molto più veloce di un passo. La pedina scavalcata resta dov&apos;è.</translation>
    </message>
    <message>
        <source>Any peg will do</source>
        <translation>Ogni pedina va bene</translation>
    </message>
    <message>
        <source>You may hop over any peg, yours or your opponent&apos;s. Nothing is taken: other pegs are stepping stones. Hop over your opponent&apos;s peg.</source>
        <translation>Puoi saltare sopra qualsiasi pedina, tua o dell&apos;avversario. Non si prende nulla: le altre pedine sono trampolini. Salta sopra la pedina dell&apos;avversario.</translation>
    </message>
    <message>
        <source>Jump with your marked peg over your opponent&apos;s peg next to it.</source>
        <translation>Salta con la tua pedina segnata sopra la pedina avversaria lì accanto.</translation>
    </message>
    <message>
        <source>Move one of the pegs already inside the camp further in, towards the marked holes.</source>
        <translation>Sposta più all&apos;interno una delle pedine già nel campo, verso i fori segnati.</translation>
    </message>
    <message>
        <source>Move a peg from outside into the empty marked hole.</source>
        <translation>Porta una pedina da fuori nel foro segnato ancora vuoto.</translation>
    </message>
    <message>
        <source>One long chain</source>
        <translation>Una lunga catena</translation>
    </message>
    <message>
        <source>Well hopped! Your opponent may use your pegs in the same way.</source>
        <translation>Bel salto! L&apos;avversario può usare le tue pedine allo stesso modo.</translation>
    </message>
    <message>
        <source>Chains of hops</source>
        <translation>Catene di salti</translation>
    </message>
    <message>
        <source>After a hop, the same peg may hop again, in any direction, as often as it can. You may stop after any hop, but you can never add a step. Hop along the chain to the marked hole.</source>
        <translation>Dopo un salto la stessa pedina può saltare ancora, in qualsiasi direzione, tutte le volte che può. Puoi fermarti dopo ogni salto, ma non puoi mai aggiungere un passo. Segui la catena fino al foro segnato.</translation>
    </message>
    <message>
        <source>Start with the marked peg at the bottom and keep hopping until it reaches the marked hole.</source>
        <translation>Parti dalla pedina segnata in basso e continua a saltare finché non raggiunge il foro segnato.</translation>
    </message>
    <message>
        <source>Three hops in one move! Long chains win the race.</source>
        <translation>Tre salti in una mossa! Le catene lunghe vincono la corsa.</translation>
    </message>
    <message>
        <source>Make room</source>
        <translation>Fai spazio</translation>
    </message>
    <message>
        <source>A peg that has reached the target camp may still move inside it, but it never leaves it again. Your pegs outside need room: move a peg deeper into the camp.</source>
        <translation>Una pedina arrivata nel campo d&apos;arrivo può ancora muoversi al suo interno, ma non ne esce mai più. Le tue pedine fuori hanno bisogno di spazio: sposta una pedina più in fondo nel campo.</translation>
    </message>
    <message>
        <source>Now there is room at the entrance for the pegs still on their way.</source>
        <translation>Ora all&apos;ingresso c&apos;è posto per le pedine ancora in viaggio.</translation>
    </message>
    <message>
        <source>Fill the camp</source>
        <translation>Riempi il campo</translation>
    </message>
    <message>
        <source>Your opponent left a peg at home to block you, but it counts: the camp is full when every hole holds a peg, at least one of them yours. Fill the last hole and win.</source>
        <translation>L&apos;avversario ha lasciato una pedina a casa per bloccarti, ma conta: il campo è pieno quando ogni foro ha una pedina e almeno una è tua. Riempi l&apos;ultimo foro e vinci.</translation>
    </message>
    <message>
        <source>The camp is full: you win, even with a peg still outside.</source>
        <translation>Il campo è pieno: vinci, anche con una pedina ancora fuori.</translation>
    </message>
    <message>
        <source>Bring one of your pegs to the marked hole in a single move. Look carefully: the right peg may be the one you expect least.</source>
        <translation>Porta una delle tue pedine nel foro segnato con una sola mossa. Guarda bene: la pedina giusta potrebbe essere quella che meno ti aspetti.</translation>
    </message>
    <message>
        <source>Only a chain of hops gets there. Try the pegs at the very back.</source>
        <translation>Solo una catena di salti arriva lì. Prova con le pedine più indietro.</translation>
    </message>
    <message>
        <source>Five hops at once! You are ready for a real game. Good luck!</source>
        <translation>Cinque salti in un colpo! Sei pronto per una vera partita. Buona fortuna!</translation>
    </message>
</context>
</TS>
