<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>abalone</name>
    <message>
        <source>The record asks for [%1 &quot;%2&quot;], which this game does not offer.</source>
        <translation>La partita chiede [%1 &quot;%2&quot;], che questo gioco non offre.</translation>
    </message>
    <message>
        <source>This text cannot be read as a game record.</source>
        <translation>Questo testo non si può leggere come partita registrata.</translation>
    </message>
    <message>
        <source>Copy game record</source>
        <extracomment>A game read from a text record (a `GameRecord`), to replace the current one.</extracomment>
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
        <source>Select 1 to 3 of your own marbles first.</source>
        <extracomment>Animation lengths, in milliseconds, and how far the pointer must move to count as a drag.</extracomment>
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
        <source>Push six of your opponent&apos;s marbles off the hexagonal board.</source>
        <translation>Spingi sei biglie dell&apos;avversario fuori dal tavoliere esagonale.</translation>
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
<context>
    <name>refusals</name>
    <message>
        <source>You have no marble on %1.</source>
        <translation>Non hai nessuna biglia in %1.</translation>
    </message>
    <message>
        <source>At most three marbles move together.</source>
        <translation>Al massimo tre biglie si muovono insieme.</translation>
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
        <source>A sideways move needs an empty cell in front of every marble: it never pushes.</source>
        <translation>Una mossa laterale richiede una casella libera davanti a ogni biglia: non spinge mai.</translation>
    </message>
    <message>
        <source>Your own marble on %1 is in the way: move the whole line together.</source>
        <translation>Una tua biglia in %1 è d&apos;intralcio: muovi tutta la fila insieme.</translation>
    </message>
    <message>
        <source>To push (sumito) you need more marbles in the line than your opponent.</source>
        <translation>Per spingere (sumito) ti servono più biglie sulla linea del tuo avversario.</translation>
    </message>
    <message>
        <source>Your own marble on %1, behind the marbles you push, blocks the push.</source>
        <translation>Una tua biglia in %1, dietro alle biglie che spingi, blocca la spinta.</translation>
    </message>
    <message>
        <source>This game is played without a clock.</source>
        <translation>Questa partita si gioca senza orologio.</translation>
    </message>
    <message>
        <source>Only the clock of the player to move can run out.</source>
        <translation>Può scadere solo l&apos;orologio di chi ha il turno.</translation>
    </message>
    <message>
        <source>The board has no cell %1.</source>
        <translation>Il tavoliere non ha la casella %1.</translation>
    </message>
    <message>
        <source>Marbles move one cell at a time, and %2 is not next to %1.</source>
        <translation>Le biglie avanzano di una casella alla volta, e %2 non è accanto a %1.</translation>
    </message>
    <message>
        <source>The cells %1 and %2 are not the two ends of a line of two or three marbles.</source>
        <translation>Le caselle %1 e %2 non sono le due estremità di una fila di due o tre biglie.</translation>
    </message>
    <message>
        <source>Write a move along the line as its rear marble and the cell it moves to, like a1b2.</source>
        <translation>Scrivi una mossa in linea con la biglia posteriore e la casella in cui va, come a1b2.</translation>
    </message>
</context>
</TS>
