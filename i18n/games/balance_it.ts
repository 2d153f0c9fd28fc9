<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>balance</name>
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
        <source>Let this roll go; next turn you must place or move if you can.</source>
        <translation>Lascia questo tiro; al prossimo turno devi piazzare o spostare se puoi.</translation>
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
        <source>Colour lost: plays the partner&apos;s pawns</source>
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
        <translation>A: posizioni numerate dal perno verso l&apos;esterno</translation>
    </message>
    <message>
        <source>B: numbered from the ends inwards</source>
        <translation>B: numerate dalle estremità verso l&apos;interno</translation>
    </message>
    <message>
        <source>C: start inwards, finish outwards</source>
        <translation>C: partenza verso l&apos;interno, arrivo verso l&apos;esterno</translation>
    </message>
    <message>
        <source>D: start outwards, finish inwards</source>
        <translation>D: partenza verso l&apos;esterno, arrivo verso l&apos;interno</translation>
    </message>
    <message>
        <source>Custom: with the 4 single holders</source>
        <translation>Modello libero: con le 4 posizioni singole</translation>
    </message>
    <message>
        <source>The booklet&apos;s pictures of models B-D are lost; Ludoteca reconstructs them from the rules.</source>
        <translation>Le figure dei modelli B-D mancano nel libretto; Ludoteca le ricostruisce dalle regole.</translation>
    </message>
    <message>
        <source>Beating</source>
        <translation>Prese</translation>
    </message>
    <message>
        <source>A pawn arriving in its finish half may send an opponent&apos;s pawn in the same holder back to its supply.</source>
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
        <translation>L&apos;altro lato ha fatto cadere la bilancia due volte.</translation>
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
</TS>
