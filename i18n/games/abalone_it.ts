<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
    <context>
        <name>abalone</name>
        <message>
            <source>You can only move your own marbles.</source>
            <extracomment>A game length no real game reaches; bounds hostile input. Outcome reason codes of this game (sentences in SPEC.reasons). For each axis, the four directions that cross it (broadside directions).</extracomment>
            <translation>Puoi muovere solo le tue biglie.</translation>
        </message>
        <message>
            <source>At most three marbles move together.</source>
            <translation>Si muovono al massimo tre biglie insieme.</translation>
        </message>
        <message>
            <source>The marbles must touch each other in a straight line.</source>
            <translation>Le biglie devono toccarsi in linea retta.</translation>
        </message>
        <message>
            <source>You cannot move your own marble off the board.</source>
            <translation>Non puoi spingere fuori dal tavoliere una tua biglia.</translation>
        </message>
        <message>
            <source>A sideways move needs empty cells: it never pushes.</source>
            <translation>Una mossa laterale richiede caselle vuote: non spinge mai.</translation>
        </message>
        <message>
            <source>Your own marble is in the way: select the whole line.</source>
            <translation>Una tua biglia è d'intralcio: seleziona tutta la fila.</translation>
        </message>
        <message>
            <source>You need more marbles than your opponent to push (sumito).</source>
            <translation>Per spingere ti servono più biglie dell'avversario (sumito).</translation>
        </message>
        <message>
            <source>Your own marble behind the pushed ones blocks the push.</source>
            <translation>Una tua biglia dietro quelle spinte blocca la spinta.</translation>
        </message>
        <message>
            <source>That is not a move on this board.</source>
            <translation>Questa non è una mossa su questo tavoliere.</translation>
        </message>
        <message>
            <source>Clocks</source>
            <extracomment>A game read from a text record (a `GameRecord`), to replace the current one.</extracomment>
            <translation>Orologi</translation>
        </message>
        <message>
            <source>Copy game record</source>
            <translation>Copia la partita</translation>
        </message>
        <message>
            <source>Copies the moves so far in Aba-Pro notation, to paste into a message or a file.</source>
            <translation>Copia le mosse finora in notazione Aba-Pro, da incollare in un messaggio o in un file.</translation>
        </message>
        <message>
            <source>Read game record…</source>
            <translation>Leggi una partita…</translation>
        </message>
        <message>
            <source>Replays a game record in Aba-Pro notation, pasted from a message or a file.</source>
            <translation>Rigioca una partita registrata in notazione Aba-Pro, incollata da un messaggio o da un file.</translation>
        </message>
        <message>
            <source>Click or drag across 1 to 3 of your marbles in a line, then click an arrow, click the cell to move to, or drag the marbles. Right-click clears the selection.</source>
            <translation>Clicca o trascina su 1-3 tue biglie in fila, poi clicca una freccia o la casella di arrivo, oppure trascina le biglie. Il clic destro annulla la selezione.</translation>
        </message>
        <message>
            <source>Read game record</source>
            <translation>Leggi una partita</translation>
        </message>
        <message>
            <source>Paste a game record in Aba-Pro notation:</source>
            <translation>Incolla una partita in notazione Aba-Pro:</translation>
        </message>
        <message>
            <source>This is not a game record that can be replayed: %1</source>
            <translation>Questa non è una registrazione di partita che si possa rigiocare: %1</translation>
        </message>
        <message>
            <source>That marble is not yours: select 1 to 3 of your own marbles.</source>
            <extracomment>Distance between neighbouring cell centres, in scene units; everything else is a fraction of it.</extracomment>
            <translation>Questa biglia non è tua: seleziona da 1 a 3 delle tue biglie.</translation>
        </message>
        <message>
            <source>Select 1 to 3 of your own marbles first.</source>
            <translation>Seleziona prima da 1 a 3 delle tue biglie.</translation>
        </message>
        <message>
            <source>Marbles move one cell: click next to the selected marbles, or an arrow.</source>
            <translation>Le biglie avanzano di una casella: clicca accanto alle biglie selezionate o su una freccia.</translation>
        </message>
    </context>
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
        <name>games</name>
        <message>
            <source>Abalone</source>
            <translation>Abalone</translation>
        </message>
        <message>
            <source>Push six of your opponent's marbles off the hexagonal board.</source>
            <translation>Spingi sei biglie dell'avversario fuori dal tavoliere esagonale.</translation>
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <source>Standard</source>
            <extracomment>Layout ids in menu order; the first three are the sourced ones (see data/layouts.json).</extracomment>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Belgian Daisy</source>
            <translation>Margherita belga</translation>
        </message>
        <message>
            <source>German Daisy</source>
            <translation>Margherita tedesca</translation>
        </message>
        <message>
            <source>Dutch Daisy</source>
            <translation>Margherita olandese</translation>
        </message>
        <message>
            <source>Swiss Daisy</source>
            <translation>Margherita svizzera</translation>
        </message>
        <message>
            <source>Domination</source>
            <translation>Dominazione</translation>
        </message>
        <message>
            <source>The Wall</source>
            <translation>Il muro</translation>
        </message>
        <message>
            <source>Pyramid</source>
            <translation>Piramide</translation>
        </message>
        <message>
            <source>Face to Face</source>
            <translation>Faccia a faccia</translation>
        </message>
        <message>
            <source>Infiltration</source>
            <translation>Infiltrazione</translation>
        </message>
        <message>
            <source>Snakes</source>
            <translation>Serpenti</translation>
        </message>
        <message>
            <source>Starting layout</source>
            <translation>Disposizione iniziale</translation>
        </message>
        <message>
            <source>Belgian Daisy is the tournament layout. Standard, Belgian Daisy and German Daisy are well documented; the others are variants from a single source.</source>
            <translation>La margherita belga è la disposizione dei tornei. Standard, margherita belga e margherita tedesca sono ben documentate; le altre sono varianti da una sola fonte.</translation>
        </message>
        <message>
            <source>Marbles to push off</source>
            <translation>Biglie da spingere fuori</translation>
        </message>
        <message>
            <source>Six in the official rules; two makes a quick blitz game.</source>
            <translation>Sei secondo le regole ufficiali; con due si gioca una partita lampo.</translation>
        </message>
        <message>
            <source>Clock (minutes per player, 0 = none)</source>
            <translation>Orologio (minuti per giocatore, 0 = nessuno)</translation>
        </message>
        <message>
            <source>Whoever runs out of time loses. Tournaments play 10 to 15 minutes each.</source>
            <translation>Chi esaurisce il tempo perde. Nei tornei ciascuno ha da 10 a 15 minuti.</translation>
        </message>
        <message>
            <source>Move limit in plies (house rule, 0 = none)</source>
            <translation>Limite di mosse in semimosse (regola della casa, 0 = nessuno)</translation>
        </message>
        <message>
            <source>At the limit the player with more marbles wins; equal numbers draw.</source>
            <translation>Al limite vince chi ha più biglie; a parità è patta.</translation>
        </message>
        <message>
            <source>Threefold repetition draws (house rule)</source>
            <translation>Tripla ripetizione: patta (regola della casa)</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>Enough marbles were pushed off the board.</source>
            <translation>Sono state spinte fuori abbastanza biglie.</translation>
        </message>
        <message>
            <source>The player to move has no legal move: a draw.</source>
            <translation>Chi ha il tratto non ha mosse legali: patta.</translation>
        </message>
    </context>
</TS>