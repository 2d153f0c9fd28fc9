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
            <source>Black</source>
            <translation>Nero</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Verde</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Bianco</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blu</translation>
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
            <source>Tumblin-Dice</source>
            <translation>Tumblin-Dice</translation>
        </message>
        <message>
            <source>Flick dice down a stepped board and land them on the best level.</source>
            <translation>Lancia i dadi con un colpetto lungo un tavoliere a gradini e falli fermare sul livello migliore.</translation>
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <source>End of the game</source>
            <translation>Fine della partita</translation>
        </message>
        <message>
            <source>After a number of rounds, then tie-breaks</source>
            <translation>Dopo un numero di round, poi spareggi</translation>
        </message>
        <message>
            <source>First to 301 points</source>
            <translation>Il primo a 301 punti</translation>
        </message>
        <message>
            <source>First to 501 points</source>
            <translation>Il primo a 501 punti</translation>
        </message>
        <message>
            <source>First to win a number of rounds</source>
            <translation>Il primo a vincere un numero di round</translation>
        </message>
        <message>
            <source>Rounds to play</source>
            <translation>Round da giocare</translation>
        </message>
        <message>
            <source>Only for a game over a number of rounds; players still tied afterwards throw extra rounds alone.</source>
            <translation>Solo per una partita a numero di round; chi è ancora pari dopo gioca da solo round in più.</translation>
        </message>
        <message>
            <source>Rounds needed to win</source>
            <translation>Round vinti necessari</translation>
        </message>
        <message>
            <source>Only when playing for won rounds.</source>
            <translation>Solo giocando a round vinti.</translation>
        </message>
        <message>
            <source>Dice per player</source>
            <translation>Dadi per giocatore</translation>
        </message>
        <message>
            <source>5 dice</source>
            <translation>5 dadi</translation>
        </message>
        <message>
            <source>5 dice and a bonus die that counts double</source>
            <translation>5 dadi e un dado bonus che vale doppio</translation>
        </message>
        <message>
            <source>9 dice</source>
            <translation>9 dadi</translation>
        </message>
        <message>
            <source>Play in two teams</source>
            <translation>Gioca in due squadre</translation>
        </message>
        <message>
            <source>Partners sit apart and never throw one after the other; their points are added up.</source>
            <translation>I compagni siedono separati e non tirano mai uno dopo l'altro; i loro punti si sommano.</translation>
        </message>
        <message>
            <source>A die short of the line</source>
            <translation>Un dado prima della linea</translation>
        </message>
        <message>
            <source>is removed at once</source>
            <translation>viene tolto subito</translation>
        </message>
        <message>
            <source>stays until the round is scored</source>
            <translation>resta fino al conteggio</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Punteggio</translation>
        </message>
        <message>
            <source>Face times level</source>
            <translation>Valore per livello</translation>
        </message>
        <message>
            <source>Face plus level (for children)</source>
            <translation>Valore più livello (per bambini)</translation>
        </message>
        <message>
            <source>A die off the board</source>
            <translation>Un dado fuori dal tavoliere</translation>
        </message>
        <message>
            <source>scores nothing</source>
            <translation>non vale nulla</translation>
        </message>
        <message>
            <source>costs its owner the face it shows</source>
            <translation>costa al proprietario il valore che mostra</translation>
        </message>
        <message>
            <source>All of a player's dice scoring</source>
            <translation>Tutti i dadi di un giocatore a punti</translation>
        </message>
        <message>
            <source>no bonus</source>
            <translation>nessun bonus</translation>
        </message>
        <message>
            <source>10 extra points</source>
            <translation>10 punti in più</translation>
        </message>
        <message>
            <source>20 extra points</source>
            <translation>20 punti in più</translation>
        </message>
        <message>
            <source>that player's points count double</source>
            <translation>i punti di quel giocatore valgono doppio</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Dadi</translation>
        </message>
        <message>
            <source>Ordinary six-sided dice</source>
            <translation>Dadi normali a sei facce</translation>
        </message>
        <message>
            <source>Eight-sided dice</source>
            <translation>Dadi a otto facce</translation>
        </message>
        <message>
            <source>Ten-sided dice</source>
            <translation>Dadi a dieci facce</translation>
        </message>
        <message>
            <source>Twelve-sided dice</source>
            <translation>Dadi a dodici facce</translation>
        </message>
        <message>
            <source>Twenty-sided dice</source>
            <translation>Dadi a venti facce</translation>
        </message>
        <message>
            <source>A mix of special dice</source>
            <translation>Un misto di dadi speciali</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>The required number of rounds was won.</source>
            <translation>È stato vinto il numero di round richiesto.</translation>
        </message>
    </context>
    <context>
        <name>refusals</name>
        <message>
            <source>Write a throw like %1 (add b at the end for the bonus die), or write “next” to collect the dice.</source>
            <translation>Scrivi un tiro come %1 (con b alla fine per il dado bonus), oppure «next» per raccogliere i dadi.</translation>
        </message>
        <message>
            <source>The round is still under way: the dice are collected once every die has been thrown.</source>
            <translation>Il round è ancora in corso: i dadi si raccolgono quando sono stati tirati tutti.</translation>
        </message>
        <message>
            <source>The round is over: collect the dice before the next throw.</source>
            <translation>Il round è finito: raccogli i dadi prima di tirare di nuovo.</translation>
        </message>
        <message>
            <source>The die must start on the launch pad: x from %1 to %2 mm, y from %3 to %4 mm.</source>
            <translation>Il dado deve partire dalla pedana di lancio: x da %1 a %2 mm, y da %3 a %4 mm.</translation>
        </message>
        <message>
            <source>The die must be flicked down the board: the aim must lie between %1 and %2 mrad.</source>
            <translation>Il dado va lanciato giù per il tavoliere: la mira deve stare tra %1 e %2 mrad.</translation>
        </message>
        <message>
            <source>The speed must lie between %1 and %2 mm/s.</source>
            <translation>La velocità deve stare tra %1 e %2 mm/s.</translation>
        </message>
        <message>
            <source>The top spin must lie between %1 and %2 rad/s.</source>
            <translation>L’effetto in avanti deve stare tra %1 e %2 rad/s.</translation>
        </message>
        <message>
            <source>The side spin must lie between %1 and %2 rad/s.</source>
            <translation>L’effetto laterale deve stare tra %1 e %2 rad/s.</translation>
        </message>
        <message>
            <source>There is no bonus die left in your hand.</source>
            <translation>Non hai più nessun dado bonus in mano.</translation>
        </message>
        <message>
            <source>Only your bonus die is left: throw it as the bonus die.</source>
            <translation>Ti resta solo il dado bonus: tiralo come dado bonus.</translation>
        </message>
    </context>
    <context>
        <name>tumblin</name>
        <message>
            <source>top %1, side %2</source>
            <translation>sopra %1, lato %2</translation>
        </message>
        <message>
            <source>R%1</source>
            <translation>R%1</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Giocatore</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Ora</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totale</translation>
        </message>
        <message numerus="yes">
            <source>Round %1 · %n die(s) left to throw</source>
            <translation>
                <numerusform>Round %1 · resta %n dado da tirare</numerusform>
                <numerusform>Round %1 · restano %n dadi da tirare</numerusform>
            </translation>
        </message>
        <message>
            <source>Round %1 is over: %2.</source>
            <translation>Il round %1 è finito: %2.</translation>
        </message>
        <message numerus="yes">
            <source>Game over after %n round(s).</source>
            <translation>
                <numerusform>Partita finita dopo %n round.</numerusform>
                <numerusform>Partita finita dopo %n round.</numerusform>
            </translation>
        </message>
        <message>
            <source>Last round: %1.</source>
            <translation>Ultimo round: %1.</translation>
        </message>
        <message numerus="yes">
            <source>Winner: %1</source>
            <translation>
                <numerusform>Vincitore: %1</numerusform>
                <numerusform>Vincitori: %1</numerusform>
            </translation>
        </message>
        <message>
            <source>Go on: next round</source>
            <translation>Avanti: round successivo</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation>Velocità</translation>
        </message>
        <message>
            <source>Aim</source>
            <translation>Mira</translation>
        </message>
        <message>
            <source>Spin</source>
            <translation>Effetto</translation>
        </message>
        <message>
            <source>Click above the centre for top spin, below for back spin, left or right for side spin; double-click for none.</source>
            <translation>Clicca sopra il centro per l'effetto in avanti, sotto per l'effetto all'indietro, a sinistra o a destra per l'effetto laterale; doppio clic per nessuno.</translation>
        </message>
        <message>
            <source>Throw the bonus die (counts double)</source>
            <translation>Tira il dado bonus (vale doppio)</translation>
        </message>
        <message>
            <source>Throw</source>
            <translation>Tira</translation>
        </message>
        <message>
            <source>Replay last throw</source>
            <translation>Rivedi l'ultimo tiro</translation>
        </message>
        <message>
            <source>Press the launch pad where the die should start and sweep toward the board (or pull back), then let go: the faster or longer, the harder. Escape cancels. Keys: arrows aim and move the die, hold S for the speed, Space throws.</source>
            <translation>Premi sulla pedana di lancio dove deve partire il dado e scorri verso il tabellone (o tira indietro), poi rilascia: più veloce o più lungo, più forte. Esc annulla. Tasti: le frecce mirano e spostano il dado, tieni premuto S per la velocità, Spazio lancia.</translation>
        </message>
        <message>
            <source>Collect the dice: next round</source>
            <translation>Raccogli i dadi: round successivo</translation>
        </message>
        <message>
            <source>The throw could not be simulated. Please report this as a bug.</source>
            <translation>Non è stato possibile simulare il tiro. Segnala questo errore, per favore.</translation>
        </message>
        <message>
            <source>%1's die fell off the board.</source>
            <translation>Il dado di %1 è caduto dal tavoliere.</translation>
        </message>
        <message>
            <source>%1's die stopped short of the line.</source>
            <translation>Il dado di %1 si è fermato prima della linea.</translation>
        </message>
        <message>
            <source>%1's die shows %2 on level %3×: %4 points.</source>
            <translation>Il dado di %1 mostra %2 sul livello %3×: %4 punti.</translation>
        </message>
        <message>
            <source>No throw: aim toward the board</source>
            <translation>Nessun tiro: mira verso il tabellone</translation>
        </message>
        <message>
            <source>%1 m/s</source>
            <translation>%1 m/s</translation>
        </message>
        <message>
            <source>straight</source>
            <translation>dritto</translation>
        </message>
        <message>
            <source>%1° left</source>
            <translation>%1° a sinistra</translation>
        </message>
        <message>
            <source>%1° right</source>
            <translation>%1° a destra</translation>
        </message>
        <message>
            <source>top spin %1 rad/s</source>
            <translation>effetto in avanti %1 rad/s</translation>
        </message>
        <message>
            <source>back spin %1 rad/s</source>
            <translation>effetto all'indietro %1 rad/s</translation>
        </message>
        <message>
            <source>left side spin %1 rad/s</source>
            <translation>effetto a sinistra %1 rad/s</translation>
        </message>
        <message>
            <source>right side spin %1 rad/s</source>
            <translation>effetto a destra %1 rad/s</translation>
        </message>
        <message>
            <source>no spin</source>
            <translation>senza effetto</translation>
        </message>
        <message>
            <source>in the middle of the launch pad</source>
            <translation>al centro della pedana di lancio</translation>
        </message>
        <message>
            <source>%1 mm above the middle of the launch pad</source>
            <translation>%1 mm sopra il centro della pedana di lancio</translation>
        </message>
        <message>
            <source>%1 mm below the middle of the launch pad</source>
            <translation>%1 mm sotto il centro della pedana di lancio</translation>
        </message>
        <message>
            <source>off the board</source>
            <translation>fuori dal tavoliere</translation>
        </message>
        <message>
            <source>short of the line</source>
            <translation>prima della linea</translation>
        </message>
        <message>
            <source>%1 on level %2×</source>
            <translation>%1 sul livello %2×</translation>
        </message>
        <message>
            <source>%1 (bonus die)</source>
            <translation>%1 (dado bonus)</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>No dice on the board</source>
            <translation>Nessun dado sul tavoliere</translation>
        </message>
        <message>
            <source>On the board: %1</source>
            <translation>Sul tavoliere: %1</translation>
        </message>
        <message>
            <source>Launch pad: the game is over</source>
            <translation>Pedana di lancio: la partita è finita</translation>
        </message>
        <message>
            <source>Launch pad: round %1 is scored, press N to collect the dice</source>
            <translation>Pedana di lancio: il round %1 è contato, N raccoglie i dadi</translation>
        </message>
        <message numerus="yes">
            <source>Launch pad, %1 to throw (%n die(s) left)</source>
            <translation>
                <numerusform>Pedana di lancio, tira %1 (resta %n dado)</numerusform>
                <numerusform>Pedana di lancio, tira %1 (restano %n dadi)</numerusform>
            </translation>
        </message>
        <message>
            <source>the bonus die</source>
            <translation>il dado bonus</translation>
        </message>
        <message>
            <source>start %1, %2</source>
            <translation>partenza %1, %2</translation>
        </message>
        <message>
            <source>dice collected, round %1 begins</source>
            <translation>dadi raccolti, inizia il round %1</translation>
        </message>
        <message>
            <source>bonus die at %1</source>
            <translation>dado bonus a %1</translation>
        </message>
        <message>
            <source>throw at %1</source>
            <translation>tiro a %1</translation>
        </message>
        <message>
            <source>rolling…</source>
            <translation>in movimento…</translation>
        </message>
        <message>
            <source>fell off the board</source>
            <translation>è caduto dal tavoliere</translation>
        </message>
        <message>
            <source>stopped short of the line</source>
            <translation>si è fermato prima della linea</translation>
        </message>
        <message numerus="yes">
            <source>came to rest showing %1 on level %2× (%n point(s))</source>
            <translation>
                <numerusform>si è fermato mostrando %1 sul livello %2× (%n punto)</numerusform>
                <numerusform>si è fermato mostrando %1 sul livello %2× (%n punti)</numerusform>
            </translation>
        </message>
        <message>
            <source>knocked %1's die off the board</source>
            <translation>ha fatto cadere il dado di %1 dal tavoliere</translation>
        </message>
        <message>
            <source>pushed %1's die back short of the line</source>
            <translation>ha respinto il dado di %1 prima della linea</translation>
        </message>
        <message>
            <source>moved %1's die to %2</source>
            <translation>ha spostato il dado di %1: ora %2</translation>
        </message>
        <message>
            <source>Perspective View</source>
            <translation>Vista prospettica</translation>
        </message>
        <message>
            <source>View From Above</source>
            <translation>Vista dall’alto</translation>
        </message>
    </context>
    <context>
        <name>tutorial</name>
        <message>
            <source>The board</source>
            <translation>Il tavoliere</translation>
        </message>
        <message>
            <source>There are no side rails: a die can fall off anywhere.</source>
            <translation>Non ci sono sponde: un dado può cadere giù da qualsiasi parte.</translation>
        </message>
        <message>
            <source>Your first flick</source>
            <translation>Il tuo primo tiro</translation>
        </message>
        <message>
            <source>Your die did not get past the line. Pull back a little further.</source>
            <translation>Il dado non ha superato la linea. Tira un po' più indietro.</translation>
        </message>
        <message>
            <source>It counts! A die that stops short of the line is taken away at once and scores nothing.</source>
            <translation>Vale! Un dado che si ferma prima della linea viene tolto subito e non vale nulla.</translation>
        </message>
        <message>
            <source>Falling off</source>
            <translation>Cadere giù</translation>
        </message>
        <message>
            <source>Too hard, and the die flies off the front or over a side: it scores nothing. See for yourself: flick a die hard enough to fall off the board.</source>
            <translation>Troppo forte, e il dado vola giù davanti o di lato: non vale nulla. Prova tu: lancia un dado così forte da farlo cadere dal tavoliere.</translation>
        </message>
        <message>
            <source>Still on the board. Pull back further for more speed.</source>
            <translation>Ancora sul tavoliere. Tira più indietro per andare più veloce.</translation>
        </message>
        <message>
            <source>Gone. Dice that fall off stay out until the round is over.</source>
            <translation>Caduto. I dadi caduti restano fuori fino alla fine del round.</translation>
        </message>
        <message>
            <source>Speed, aim and spin</source>
            <translation>Velocità, mira ed effetto</translation>
        </message>
        <message>
            <source>The panel sets a throw exactly: speed, aim in degrees, and spin when you click the small die face. Set 1.75 m/s, aim 0°, and press Throw to land on level 2.</source>
            <translation>Il pannello regola un tiro con precisione: la velocità, la mira in gradi e l'effetto con un clic sulla piccola faccia del dado. Imposta 1,75 m/s e mira 0°, poi premi Tira per arrivare al livello 2.</translation>
        </message>
        <message>
            <source>Not on level 2. Try 1.75 m/s, straight down the board.</source>
            <translation>Non è sul livello 2. Prova 1,75 m/s, dritto giù per il tavoliere.</translation>
        </message>
        <message>
            <source>The pegs on levels 2 and 3 bounce dice aside: a small change of aim or speed can end somewhere else.</source>
            <translation>I pioli dei livelli 2 e 3 deviano i dadi: un piccolo cambio di mira o di velocità può finire altrove.</translation>
        </message>
        <message>
            <source>This is the last die of the round: throw it past the line. Once every die is thrown the round is scored; then press “Collect the dice” to start the next one.</source>
            <translation>È l'ultimo dado del round: lancialo oltre la linea. Quando tutti i dadi sono stati lanciati si fa il conteggio; premi allora «Raccogli i dadi» per cominciare il round successivo.</translation>
        </message>
        <message>
            <source>A die on level 4</source>
            <translation>Un dado sul livello 4</translation>
        </message>
        <message>
            <source>Knocking dice</source>
            <translation>Colpire i dadi</translation>
        </message>
        <message>
            <source>Flick your dice from the launch pad at the back down the wooden steps. A die that stops past the line where 1× begins scores its top face times its level: 1×, 2×, 3×, or 4× on the three small platforms at the front.</source>
            <translation>Lancia i dadi con un colpetto dalla pedana di lancio, dietro, giù per i gradini di legno. Un dado che si ferma oltre la linea dove comincia 1× vale la faccia superiore per il suo livello: 1×, 2×, 3× o 4× sulle tre piccole piattaforme davanti.</translation>
        </message>
        <message>
            <source>Click the launch pad to place your die, pull back like a slingshot and let go: the longer the pull, the faster the die. Get it past the line where 1× begins.</source>
            <translation>Clicca sulla pedana di lancio per posare il dado, tira indietro come una fionda e lascia: più tiri, più il dado va veloce. Portalo oltre la linea dove comincia 1×.</translation>
        </message>
        <message>
            <source>Thrown dice stay where they stop, as obstacles and as targets. Hit your opponent's die, just past the line, and push it along.</source>
            <translation>I dadi lanciati restano dove si fermano, come ostacoli e come bersagli. Colpisci il dado dell'avversario, appena oltre la linea, e spingilo più avanti.</translation>
        </message>
        <message>
            <source>You missed it. Aim straight at the die, a little harder.</source>
            <translation>Mancato. Mira dritto al dado, un po' più forte.</translation>
        </message>
        <message>
            <source>Hit! A knocked die may land on a better level or fall off: any die, even your own, can be hit.</source>
            <translation>Colpito! Un dado colpito può finire su un livello migliore o cadere giù: si può colpire qualsiasi dado, anche i propri.</translation>
        </message>
        <message>
            <source>Scoring a round</source>
            <translation>Il conteggio del round</translation>
        </message>
        <message>
            <source>Throw your last die past the line, then collect the dice.</source>
            <translation>Lancia l'ultimo dado oltre la linea, poi raccogli i dadi.</translation>
        </message>
        <message>
            <source>Each die past the line scored face times level; the best score of a round throws first in the next.</source>
            <translation>Ogni dado oltre la linea ha segnato la sua faccia per il livello; il miglior punteggio di un round tira per primo nel successivo.</translation>
        </message>
        <message>
            <source>Land a die on one of the three 4× platforms at the front. Your opponent's die is in the way: aim past it, or knock it along.</source>
            <translation>Fai fermare un dado su una delle tre piattaforme 4× davanti. Il dado dell'avversario è d'intralcio: passagli accanto, o spingilo oltre.</translation>
        </message>
        <message>
            <source>Not on level 4 yet. Try again: the side platforms are reached with a little aim.</source>
            <translation>Non ancora sul livello 4. Riprova: le piattaforme laterali si raggiungono mirando un po' di lato.</translation>
        </message>
        <message>
            <source>Perfect: every point on those platforms counts four times. You are ready to play!</source>
            <translation>Perfetto: su quelle piattaforme ogni punto conta quattro volte. Sei pronto a giocare!</translation>
        </message>
    </context>
</TS>