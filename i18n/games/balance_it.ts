<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
    <context>
        <name>balance</name>
        <message>
            <source>%1, left of the pivot: %2</source>
            <extracomment>The suffix of the cell of a pawn the picked one would beat, as in the notation ("M:S5-F2x"). How far above the pawns the cell of a pawn to beat lies (scene units). What the cursor's cell holds, in words (translated when used, `word`); the previews are the side panel's.</extracomment>
            <translation>%1, a sinistra del fulcro: %2</translation>
        </message>
        <message>
            <source>%1, right of the pivot: %2</source>
            <translation>%1, a destra del fulcro: %2</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>vuoto</translation>
        </message>
        <message>
            <source>large pawn of %1 (%2)</source>
            <translation>birillo grande di %1 (%2)</translation>
        </message>
        <message>
            <source>medium pawn of %1 (%2)</source>
            <translation>birillo medio di %1 (%2)</translation>
        </message>
        <message>
            <source>picked: large pawn</source>
            <translation>scelto: birillo grande</translation>
        </message>
        <message>
            <source>picked: medium pawn</source>
            <translation>scelto: birillo medio</translation>
        </message>
        <message>
            <source>the picked large pawn can go here.</source>
            <translation>il birillo grande scelto può andare qui.</translation>
        </message>
        <message>
            <source>the picked medium pawn can go here.</source>
            <translation>il birillo medio scelto può andare qui.</translation>
        </message>
        <message>
            <source>%1: beat this pawn: %2.</source>
            <translation>%1: prendi questo birillo: %2.</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>Scorta</translation>
        </message>
        <message>
            <source>Supply of %1 (%2): large pawns %3, medium pawns %4</source>
            <translation>Scorta di %1 (%2): birilli grandi %3, birilli medi %4</translation>
        </message>
        <message>
            <source>Preview: the arm would come to rest on the board!</source>
            <translation>Anteprima: il braccio resterebbe appoggiato sul piano di gioco!</translation>
        </message>
        <message>
            <source>Preview: the arm settles at %1°.</source>
            <translation>Anteprima: il braccio si ferma a %1°.</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passa</translation>
        </message>
        <message>
            <source>Let this roll go; next turn you must place or move if you can. Key: N</source>
            <translation>Lascia perdere questo tiro; al prossimo turno devi piazzare o spostare se puoi. Tasto: N</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>Sinistra</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Destra</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>Netto</translation>
        </message>
        <message>
            <source>Moment (large pawns × holders)</source>
            <translation>Momento (birilli grandi × posizioni)</translation>
        </message>
        <message>
            <source>Tilt over the game (degrees)</source>
            <translation>Inclinazione durante la partita (gradi)</translation>
        </message>
        <message>
            <source>Round %1. Roll-off: %2.</source>
            <translation>Round %1. Tiro iniziale: %2.</translation>
        </message>
        <message>
            <source>%1 rolled %2 and cannot move: turn skipped.</source>
            <translation>%1 ha tirato %2 e non può muovere: turno saltato.</translation>
        </message>
        <message>
            <source>%1 beats a pawn.</source>
            <translation>%1 prende un birillo.</translation>
        </message>
        <message>
            <source>%1 tipped the arm!</source>
            <translation>%1 ha fatto cadere la bilancia!</translation>
        </message>
        <message>
            <source>%1 passed.</source>
            <translation>%1 passa.</translation>
        </message>
        <message>
            <source>%1 rolled %2.</source>
            <translation>%1 ha tirato %2.</translation>
        </message>
        <message>
            <source>First turn of the round: place a pawn in S%1.</source>
            <translation>Primo turno del round: piazza un birillo in S%1.</translation>
        </message>
        <message>
            <source>Must place or move this turn.</source>
            <translation>In questo turno devi piazzare o spostare.</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>Eliminato</translation>
        </message>
        <message>
            <source>Colour lost: plays the partner's pawns</source>
            <translation>Colore perso: gioca i birilli del compagno</translation>
        </message>
        <message>
            <source>Home: %1/%2</source>
            <translation>Arrivati: %1/%2</translation>
        </message>
        <message>
            <source>Team tips: %1</source>
            <translation>Cadute della squadra: %1</translation>
        </message>
        <message>
            <source>Must move</source>
            <translation>Deve muovere</translation>
        </message>
        <message>
            <source>Beat this pawn</source>
            <translation>Prendi questo birillo</translation>
        </message>
        <message>
            <source>Move here</source>
            <translation>Qui</translation>
        </message>
        <message>
            <source>Click one of your own pawns or your supply.</source>
            <translation>Fai clic su un tuo birillo o sulla tua scorta.</translation>
        </message>
    </context>
    <context>
        <name>colours</name>
        <message>
            <source>Black</source>
            <translation>Nero</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>Giallo</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Rosso</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blu</translation>
        </message>
    </context>
    <context>
        <name>games</name>
        <message>
            <source>Balance DUELS</source>
            <translation>Balance DUELS</translation>
        </message>
        <message>
            <source>A dice race along a balance arm that must never tip.</source>
            <translation>Una corsa di dadi sul braccio di una bilancia che non deve mai cadere.</translation>
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <source>Game</source>
            <translation>Partita</translation>
        </message>
        <message>
            <source>Teams (A+B against C+D, or against solo C)</source>
            <translation>Squadre (A+B contro C+D, o contro C da solo)</translation>
        </message>
        <message>
            <source>Each for themselves (elimination rounds)</source>
            <translation>Ognuno per sé (round a eliminazione)</translation>
        </message>
        <message>
            <source>Every player has 2 large and 2 medium pawns of one colour.</source>
            <translation>Ogni giocatore ha 2 birilli grandi e 2 medi di un colore.</translation>
        </message>
        <message>
            <source>Pawns per player</source>
            <translation>Birilli per giocatore</translation>
        </message>
        <message>
            <source>6 large pawns</source>
            <translation>6 birilli grandi</translation>
        </message>
        <message>
            <source>8 large pawns (variant)</source>
            <translation>8 birilli grandi (variante)</translation>
        </message>
        <message>
            <source>Models C and D and the custom model use at most 6.</source>
            <translation>I modelli C e D e il modello libero ne usano al massimo 6.</translation>
        </message>
        <message>
            <source>Balance model</source>
            <translation>Modello di bilancia</translation>
        </message>
        <message>
            <source>A: holders numbered from the pivot outwards</source>
            <translation>A: posizioni numerate dal perno verso l'esterno</translation>
        </message>
        <message>
            <source>B: numbered from the ends inwards</source>
            <translation>B: numerate dalle estremità verso l'interno</translation>
        </message>
        <message>
            <source>C: start inwards, finish outwards</source>
            <translation>C: partenza verso l'interno, arrivo verso l'esterno</translation>
        </message>
        <message>
            <source>D: start outwards, finish inwards</source>
            <translation>D: partenza verso l'esterno, arrivo verso l'interno</translation>
        </message>
        <message>
            <source>Custom: with the 4 single holders</source>
            <translation>Modello libero: con le 4 posizioni singole</translation>
        </message>
        <message>
            <source>The booklet's pictures of models B-D are lost; Ludoteca reconstructs them from the rules.</source>
            <translation>Le figure dei modelli B-D mancano nel libretto; Ludoteca le ricostruisce dalle regole.</translation>
        </message>
        <message>
            <source>Beating</source>
            <translation>Prese</translation>
        </message>
        <message>
            <source>A pawn arriving in its finish half may send an opponent's pawn in the same holder back to its supply.</source>
            <translation>Un birillo che arriva nella sua metà di arrivo può rimandare un birillo avversario della stessa posizione nella scorta del suo proprietario.</translation>
        </message>
        <message>
            <source>Arm sensitivity</source>
            <translation>Sensibilità del braccio</translation>
        </message>
        <message>
            <source>Steady</source>
            <translation>Stabile</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Twitchy</source>
            <translation>Nervosa</translation>
        </message>
        <message>
            <source>How far the arm may lean before it lies on the board; the side panel shows the limit.</source>
            <translation>Quanto può inclinarsi il braccio prima di appoggiarsi sul piano; il pannello laterale mostra il limite.</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>The balance arm came to rest on the board.</source>
            <translation>Il braccio della bilancia si è appoggiato sul piano di gioco.</translation>
        </message>
        <message>
            <source>All pawns reached the finish half.</source>
            <translation>Tutti i birilli hanno raggiunto la metà di arrivo.</translation>
        </message>
        <message>
            <source>The other side tipped the arm twice.</source>
            <translation>L'altro lato ha fatto cadere la bilancia due volte.</translation>
        </message>
        <message>
            <source>Nobody could move any more.</source>
            <translation>Nessuno poteva più muovere.</translation>
        </message>
    </context>
    <context>
        <name>refusals</name>
        <message>
            <source>The first turn of a round must place a pawn in %1.</source>
            <translation>Nel primo turno di un round devi piazzare un birillo in %1.</translation>
        </message>
        <message>
            <source>You passed last turn, so this turn you must place or move a pawn.</source>
            <translation>Hai passato l’ultimo turno, quindi ora devi piazzare o spostare un birillo.</translation>
        </message>
        <message>
            <source>Your supply has no %1 pawn left.</source>
            <translation>Nella tua scorta non resta nessun birillo %1.</translation>
        </message>
        <message>
            <source>Holder %1 is full.</source>
            <translation>La posizione %1 è piena.</translation>
        </message>
        <message>
            <source>There is no holder %1: the track runs from S1 to S7, then F1 to F7.</source>
            <translation>La posizione %1 non esiste: il percorso va da S1 a S7 e poi da F1 a F7.</translation>
        </message>
        <message>
            <source>You have no %1 pawn in %2.</source>
            <translation>Non hai nessun birillo %1 in %2.</translation>
        </message>
        <message>
            <source>From %1 a roll of %2 would go past F7, the end of the track.</source>
            <translation>Da %1 un tiro di %2 andrebbe oltre F7, la fine del percorso.</translation>
        </message>
        <message>
            <source>Beating is switched off in this game.</source>
            <translation>In questa partita le prese sono disattivate.</translation>
        </message>
        <message>
            <source>Only a pawn arriving in its finish half can beat.</source>
            <translation>Solo un birillo che arriva nella sua metà di arrivo può prendere.</translation>
        </message>
        <message>
            <source>There is no pawn to beat in %1.</source>
            <translation>In %1 non c’è nessun birillo da prendere.</translation>
        </message>
        <message>
            <source>The pawn in %1 plays on your side and cannot be beaten.</source>
            <translation>Il birillo in %1 gioca dalla tua parte e non può essere preso.</translation>
        </message>
        <message>
            <source>The die shows %1: a new pawn goes into S%1.</source>
            <translation>Il dado mostra %1: un nuovo birillo va in S%1.</translation>
        </message>
        <message>
            <source>The die shows %1: a pawn moves exactly %1 holders forward.</source>
            <translation>Il dado mostra %1: un birillo avanza di esattamente %1 posizioni.</translation>
        </message>
    </context>
    <context>
        <name>tutorial</name>
        <message>
            <source>The arm and your track</source>
            <translation>Il braccio e il tuo percorso</translation>
        </message>
        <message>
            <source>Your pawns enter on your start half, the right half of the arm (S1 to S7), cross the pivot and travel to your finish half on the left (F1 to F7). Bring all six home first, but never leave the arm resting on the board. Your opponent uses the same holders, numbered the other way round.</source>
            <translation>I tuoi birilli entrano nella tua metà di partenza, la metà destra del braccio (S1–S7), superano il perno e raggiungono la tua metà di arrivo a sinistra (F1–F7). Portali a casa tutti e sei per primo, ma non lasciare mai il braccio appoggiato sul piano. L'avversario usa le stesse posizioni, numerate al contrario.</translation>
        </message>
        <message>
            <source>Roll and place</source>
            <translation>Tirare e piazzare</translation>
        </message>
        <message>
            <source>Ludoteca rolls one die for you at the start of each turn. Your first turn of a round is always a placement: a pawn from your supply goes into the start holder the die shows. You rolled a 3: click a pawn in your box, then the ringed holder S3.</source>
            <translation>All'inizio di ogni turno Ludoteca tira un dado per te. Il tuo primo turno di un round è sempre un piazzamento: un birillo della tua scorta va nella posizione di partenza indicata dal dado. Hai ottenuto un 3: fai clic su un birillo del tuo riquadro, poi sulla posizione cerchiata S3.</translation>
        </message>
        <message>
            <source>Place a pawn from your supply in S3.</source>
            <translation>Piazza un birillo della tua scorta in S3.</translation>
        </message>
        <message>
            <source>Your opponent placed a pawn too. Holders 1 to 6 take two pawns each; holder 7 at the very end takes one.</source>
            <translation>Anche l'avversario ha piazzato un birillo. Le posizioni da 1 a 6 ospitano due birilli ciascuna; la 7, proprio in fondo, uno solo.</translation>
        </message>
        <message>
            <source>Moving forward</source>
            <translation>Avanti</translation>
        </message>
        <message>
            <source>From now on you either place a pawn in the start holder the die shows or move one pawn exactly that many holders forward. S3 is full, so move the pawn on S1 three holders: S2, S3, S4. Full holders never block the way; only the holder you land in needs room.</source>
            <translation>D'ora in poi piazzi un birillo nella posizione di partenza indicata dal dado, oppure sposti un birillo in avanti di esattamente tante posizioni. S3 è piena, quindi sposta il birillo in S1 di tre posizioni: S2, S3, S4. Le posizioni piene non sbarrano mai la strada; solo quella d'arrivo deve avere posto.</translation>
        </message>
        <message>
            <source>Move the pawn on S1 to S4.</source>
            <translation>Sposta il birillo da S1 a S4.</translation>
        </message>
        <message>
            <source>Well counted! Every holder counts, empty or full.</source>
            <translation>Ben contato! Ogni posizione conta, vuota o piena.</translation>
        </message>
        <message>
            <source>Across the pivot</source>
            <translation>Oltre il perno</translation>
        </message>
        <message>
            <source>After S7, the end of the arm, your track goes on at F1, just past the pivot. You rolled a 4: move the pawn on S5 via S6, S7 and F1 to F2, and watch its weight pull the other half down.</source>
            <translation>Dopo S7, in fondo al braccio, il tuo percorso prosegue in F1, appena oltre il perno. Hai ottenuto un 4: sposta il birillo da S5 fino a F2 passando per S6, S7 e F1, e guarda il suo peso tirare giù l'altra metà.</translation>
        </message>
        <message>
            <source>Move the pawn on S5 four holders forward, to F2.</source>
            <translation>Sposta il birillo in S5 di quattro posizioni, fino a F2.</translation>
        </message>
        <message>
            <source>Your pawn is in your finish half. A pawn crossing the pivot swings the arm a long way.</source>
            <translation>Il tuo birillo è nella tua metà di arrivo. Un birillo che supera il perno fa oscillare molto il braccio.</translation>
        </message>
        <message>
            <source>What tips the arm</source>
            <translation>Che cosa fa cadere la bilancia</translation>
        </message>
        <message>
            <source>Every pawn pulls its half down by its weight times its distance from the pivot, so pawns far out pull hardest. If the arm comes to rest on the board after your turn, you lose at once. See for yourself: place a pawn on S6.</source>
            <translation>Ogni birillo tira giù la sua metà con il suo peso per la sua distanza dal perno: i birilli lontani tirano di più. Se dopo il tuo turno il braccio resta appoggiato sul piano, perdi subito. Provalo: piazza un birillo in S6.</translation>
        </message>
        <message>
            <source>Place a pawn from your supply on S6 to see the arm tip.</source>
            <translation>Piazza un birillo della tua scorta in S6 per vedere la bilancia cadere.</translation>
        </message>
        <message>
            <source>The arm rests on the board: whoever moved last loses. An arm that only swings down, touches the board and rises again has not tipped.</source>
            <translation>Il braccio è appoggiato sul piano: chi ha mosso per ultimo perde. Un braccio che scende soltanto, tocca il piano e risale non è caduto.</translation>
        </message>
        <message>
            <source>Passing</source>
            <translation>Passare</translation>
        </message>
        <message>
            <source>You rolled a 1 and every move would tip the arm: pass with the Pass button. After a pass you must move next turn, so then find the safe move. Pick a pawn and rest the mouse on a holder it may go to: a dashed outline shows where the arm would settle, and the panel tells whether it would tip.</source>
            <translation>Hai ottenuto un 1 e ogni mossa farebbe cadere la bilancia: passa con il pulsante Passa. Dopo aver passato devi muovere nel turno seguente, quindi cerca allora la mossa sicura. Scegli un birillo e tieni il mouse su una posizione dove può andare: un contorno tratteggiato mostra dove si fermerebbe il braccio, e il pannello dice se cadrebbe.</translation>
        </message>
        <message>
            <source>Pawns in your finish half are attackers. When one lands in a holder beside an opponent's pawn, it may beat it: that pawn goes back to its owner's supply. Pick the pawn on S5, then click the circle on the opponent's pawn in F2 to beat it.</source>
            <translation>I birilli nella tua metà di arrivo sono attaccanti. Quando uno arriva in una posizione accanto a un birillo avversario, può prenderlo: quel birillo torna nella scorta del suo proprietario. Scegli il birillo in S5, poi fai clic sul cerchio del birillo avversario in F2 per prenderlo.</translation>
        </message>
        <message>
            <source>Move to F2 by clicking the circle on the opponent's pawn, not the mark over the holder.</source>
            <translation>Vai in F2 facendo clic sul cerchio del birillo avversario, non sul segno sopra la posizione.</translation>
        </message>
        <message>
            <source>Pass first; on your next turn, move the pawn on S6 across the pivot.</source>
            <translation>Prima passa; nel turno seguente porta il birillo in S6 oltre il perno.</translation>
        </message>
        <message>
            <source>Safe! Passing never tips the arm, but you may not pass twice in a row. With no legal move at all, your turn is simply skipped.</source>
            <translation>Al sicuro! Passare non fa mai cadere la bilancia, ma non puoi passare due volte di fila. Se non hai nessuna mossa possibile, salti semplicemente il turno.</translation>
        </message>
        <message>
            <source>Beating</source>
            <translation>Prese</translation>
        </message>
        <message>
            <source>Beaten! Beating is never compulsory, and pawns in their owner's finish half are safe: nobody can beat them.</source>
            <translation>Preso! Prendere non è mai obbligatorio, e i birilli nella metà di arrivo del loro proprietario sono al sicuro: nessuno può prenderli.</translation>
        </message>
        <message>
            <source>Coming home</source>
            <translation>L'arrivo</translation>
        </message>
        <message>
            <source>When your last pawn enters your finish half, you may rearrange your pawns there freely. If any arrangement keeps the arm up, you win, even if the move itself would tip it. Bring your last pawn home: S6 to F3.</source>
            <translation>Quando il tuo ultimo birillo entra nella tua metà di arrivo, puoi ridisporre liberamente lì i tuoi birilli. Se una disposizione tiene su il braccio, vinci, anche se la mossa in sé lo farebbe cadere. Porta a casa l'ultimo birillo: da S6 a F3.</translation>
        </message>
        <message>
            <source>Move the pawn on S6 four holders forward, to F3.</source>
            <translation>Sposta il birillo in S6 di quattro posizioni, fino a F3.</translation>
        </message>
        <message>
            <source>You win! Ludoteca moved one of your pawns nearer the pivot, so the arm stays up.</source>
            <translation>Hai vinto! Ludoteca ha avvicinato al perno uno dei tuoi birilli, così il braccio resta su.</translation>
        </message>
        <message>
            <source>Challenge: home in two turns</source>
            <translation>Sfida: a casa in due turni</translation>
        </message>
        <message>
            <source>Bring your last two pawns home in your next two turns without tipping the arm. You rolled a 6, your next roll will be a 6 too, and your opponent will pass in between.</source>
            <translation>Porta a casa i tuoi ultimi due birilli nei prossimi due turni senza far cadere la bilancia. Hai ottenuto un 6, anche il prossimo tiro sarà un 6, e l'avversario passerà in mezzo.</translation>
        </message>
        <message>
            <source>Beating takes an opponent's weight off your finish half.</source>
            <translation>Una presa toglie il peso di un avversario dalla tua metà di arrivo.</translation>
        </message>
        <message>
            <source>Brilliant: two beats and both pawns home. You are ready for your first duel!</source>
            <translation>Bravissimo: due prese ed entrambi i birilli a casa. Sei pronto per il tuo primo duello!</translation>
        </message>
    </context>
</TS>