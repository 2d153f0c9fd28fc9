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
        <translation>I compagni siedono separati e non tirano mai uno dopo l&apos;altro; i loro punti si sommano.</translation>
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
        <source>All of a player&apos;s dice scoring</source>
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
        <source>that player&apos;s points count double</source>
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
        <source>Round %1 scored. Collect the dice to go on.</source>
        <translation>Round %1 contato. Raccogli i dadi per continuare.</translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n round(s).</source>
        <translation>
            <numerusform>Partita finita dopo %n round.</numerusform>
            <numerusform>Partita finita dopo %n round.</numerusform>
        </translation>
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
        <translation>Clicca sopra il centro per l&apos;effetto in avanti, sotto per l&apos;effetto all&apos;indietro, a sinistra o a destra per l&apos;effetto laterale; doppio clic per nessuno.</translation>
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
        <translation>Rivedi l&apos;ultimo tiro</translation>
    </message>
    <message>
        <source>Collect the dice: next round</source>
        <translation>Raccogli i dadi: round successivo</translation>
    </message>
    <message>
        <source>The throw could not be simulated. Please report this as a bug.</source>
        <extracomment>Drag length (mm of scene) that gives full power. Speeds (m/s) at no and at full power; power^1.5 leaves fine control in the playable band.</extracomment>
        <translation>Non è stato possibile simulare il tiro. Segnala questo errore, per favore.</translation>
    </message>
    <message>
        <source>%1&apos;s die fell off the board.</source>
        <translation>Il dado di %1 è caduto dal tavoliere.</translation>
    </message>
    <message>
        <source>%1&apos;s die stopped short of the line.</source>
        <translation>Il dado di %1 si è fermato prima della linea.</translation>
    </message>
    <message>
        <source>%1&apos;s die shows %2 on level %3×: %4 points.</source>
        <translation>Il dado di %1 mostra %2 sul livello %3×: %4 punti.</translation>
    </message>
    <message>
        <source>Click the launch pad to place your die, then drag back to aim and let go; the longer the pull, the harder the flick.</source>
        <translation>Clicca sulla pedana di lancio per posare il dado, poi trascina indietro per mirare e rilascia; più lungo il tiro, più forte il colpetto.</translation>
    </message>
    <message>
        <source>%1 m/s</source>
        <translation>%1 m/s</translation>
    </message>
</context>
</TS>
