<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
    <context>
        <name>abalone</name>
        <message>
            <source>The record asks for [%1 "%2"], which this game does not offer.</source>
            <translation>La partita chiede [%1 "%2"], che questo gioco non offre.</translation>
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
            <source>Keys: the arrows move the ring, Space or Enter selects a marble or moves the selected marbles to the cell under the ring, Escape clears the selection.</source>
            <translation>Tasti: le frecce spostano l'anello, barra spaziatrice o Invio seleziona una biglia o sposta le biglie selezionate sulla casella sotto l'anello, Esc annulla la selezione.</translation>
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
            <extracomment>Animation lengths at normal speed, in milliseconds, and how far the pointer must move to count as a drag.</extracomment>
            <translation>Seleziona prima da 1 a 3 delle tue biglie.</translation>
        </message>
        <message>
            <source>Marbles move one cell: click next to the selected marbles, or an arrow.</source>
            <translation>Le biglie avanzano di una casella: clicca accanto alle biglie selezionate o su una freccia.</translation>
        </message>
        <message>
            <source>%1, white marble, selected</source>
            <extracomment>The cursor ring sits inside a marble, so the selection ring round it stays in sight.</extracomment>
            <translation>%1, biglia bianca, selezionata</translation>
        </message>
        <message>
            <source>%1, white marble</source>
            <translation>%1, biglia bianca</translation>
        </message>
        <message>
            <source>%1, black marble, selected</source>
            <translation>%1, biglia nera, selezionata</translation>
        </message>
        <message>
            <source>%1, black marble</source>
            <translation>%1, biglia nera</translation>
        </message>
        <message>
            <source>%1, empty</source>
            <translation>%1, vuota</translation>
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
            <source>Move limit, counting both players' moves (house rule, 0 = none)</source>
            <translation>Limite di mosse, contando quelle di entrambi i giocatori (regola della casa, 0 = nessuno)</translation>
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
            <translation>Una tua biglia in %1 è d'intralcio: muovi tutta la fila insieme.</translation>
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
            <translation>Può scadere solo l'orologio di chi ha il turno.</translation>
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
    <context>
        <name>tutorial</name>
        <message>
            <source>Push them off</source>
            <translation>Spingile fuori</translation>
        </message>
        <message>
            <source>You play the black marbles, White the white ones. Whoever first pushes six of the other's marbles off the board wins. Black always moves first; then you take turns.</source>
            <translation>Tu giochi con le biglie nere, il Bianco con quelle bianche. Vince chi per primo spinge fuori dal tavoliere sei biglie dell'altro. Il Nero muove sempre per primo; poi si gioca a turni alterni.</translation>
        </message>
        <message>
            <source>One hole at a time</source>
            <translation>Una casella alla volta</translation>
        </message>
        <message>
            <source>Each turn you move one, two or three of your marbles exactly one hole. Move the marble in the middle to any of its six neighbouring holes.</source>
            <translation>Al tuo turno muovi una, due o tre delle tue biglie esattamente di una casella. Sposta la biglia al centro in una delle sue sei caselle vicine.</translation>
        </message>
        <message>
            <source>Move the marble on E5, one hole in any direction.</source>
            <translation>Sposta la biglia in E5 di una casella, in qualunque direzione.</translation>
        </message>
        <message>
            <source>That is a move. Marbles never jump: they always go one hole.</source>
            <translation>Ecco una mossa. Le biglie non saltano mai: avanzano sempre di una casella.</translation>
        </message>
        <message>
            <source>A line moves like a train</source>
            <translation>Una linea avanza come un trenino</translation>
        </message>
        <message>
            <source>Two or three marbles that touch in a straight line may move together. Along their own line they go like a train: only the hole in front has to be free. Move the line of three along its length.</source>
            <translation>Due o tre biglie che si toccano in linea retta possono muoversi insieme. Nella loro direzione avanzano come un trenino: deve essere libera solo la casella davanti. Muovi la linea di tre nel senso della sua lunghezza.</translation>
        </message>
        <message>
            <source>Move all three marbles C3, D4 and E5 along their line.</source>
            <translation>Muovi tutte e tre le biglie C3, D4 ed E5 lungo la loro linea.</translation>
        </message>
        <message>
            <source>Well done: the whole line moved one hole.</source>
            <translation>Ben fatto: tutta la linea è avanzata di una casella.</translation>
        </message>
        <message>
            <source>Sideways</source>
            <translation>Di lato</translation>
        </message>
        <message>
            <source>A line can also step sideways, each marble one hole in the same direction. Every hole it moves into must be empty, so a sideways move never pushes. Move the three marbles sideways.</source>
            <translation>Una linea può anche fare un passo di lato, ogni biglia di una casella nella stessa direzione. Tutte le caselle in cui entra devono essere vuote, quindi una mossa laterale non spinge mai. Sposta di lato le tre biglie.</translation>
        </message>
        <message>
            <source>Move C3, D4 and E5 side by side, across their line, into empty holes.</source>
            <translation>Sposta C3, D4 ed E5 affiancate, di traverso alla loro linea, in caselle vuote.</translation>
        </message>
        <message>
            <source>Good. Sideways moves never push, but they let a line change lanes.</source>
            <translation>Bene. Le mosse laterali non spingono mai, ma permettono a una linea di cambiare corsia.</translation>
        </message>
        <message>
            <source>Two push one</source>
            <translation>Due spingono una</translation>
        </message>
        <message>
            <source>You push white marbles by moving along your line, when your line has more marbles than the white line right in front of it. This is called sumito. Push the white marble with your two.</source>
            <translation>Spingi le biglie bianche con una mossa in linea, quando la tua linea ha più biglie della linea bianca proprio davanti. Si chiama sumito. Spingi la biglia bianca con le tue due.</translation>
        </message>
        <message>
            <source>Move D4 and E5 together along their line, into the white marble.</source>
            <translation>Muovi D4 ed E5 insieme lungo la loro linea, contro la biglia bianca.</translation>
        </message>
        <message>
            <source>Pushed! The white marble moved one hole back.</source>
            <translation>Spinta! La biglia bianca è arretrata di una casella.</translation>
        </message>
        <message>
            <source>Equal numbers hold</source>
            <translation>A numero pari si resiste</translation>
        </message>
        <message>
            <source>Two cannot push two: equal lines hold each other, and a line of three can never be pushed. Bring a third marble to the back of your line, on C3.</source>
            <translation>Due non possono spingere due: linee uguali si tengono a vicenda, e una linea di tre non può mai essere spinta. Porta una terza biglia in coda alla tua linea, in C3.</translation>
        </message>
        <message>
            <source>Fill the hole C3, just behind D4.</source>
            <translation>Occupa la casella C3, subito dietro D4.</translation>
        </message>
        <message>
            <source>Now three of yours face two of White's.</source>
            <translation>Ora hai tre biglie contro due del Bianco.</translation>
        </message>
        <message>
            <source>Three push two</source>
            <translation>Tre spingono due</translation>
        </message>
        <message>
            <source>Three marbles push one or two. The hole behind the last white marble must be empty or off the board; one of your own marbles there blocks the push. Push the two white marbles.</source>
            <translation>Tre biglie ne spingono una o due. La casella dietro l'ultima biglia bianca deve essere vuota o fuori dal tavoliere; una tua biglia lì blocca la spinta. Spingi le due biglie bianche.</translation>
        </message>
        <message>
            <source>Move your line of three into the two white marbles.</source>
            <translation>Muovi la tua linea di tre contro le due biglie bianche.</translation>
        </message>
        <message>
            <source>Three beat two. Pushing is always a choice, never a must.</source>
            <translation>Tre battono due. Spingere è sempre una scelta, mai un obbligo.</translation>
        </message>
        <message>
            <source>Over the edge</source>
            <translation>Oltre il bordo</translation>
        </message>
        <message>
            <source>A white marble pushed past the edge leaves the game and lands in your tray. Push the marble on I9 off the board.</source>
            <translation>Una biglia bianca spinta oltre il bordo esce dal gioco e finisce nella tua vaschetta. Spingi fuori dal tavoliere la biglia in I9.</translation>
        </message>
        <message>
            <source>Push along your line towards I9 and beyond the edge.</source>
            <translation>Spingi lungo la tua linea verso I9 e oltre il bordo.</translation>
        </message>
        <message>
            <source>One down! Push off six and you win.</source>
            <translation>Una è fuori! Spingine fuori sei e vinci.</translation>
        </message>
        <message>
            <source>Two moves, one marble</source>
            <translation>Due mosse, una biglia</translation>
        </message>
        <message>
            <source>Push a white marble off in two moves. White will save a marble if it can, so threaten both white marbles at once.</source>
            <translation>Spingi fuori una biglia bianca in due mosse. Il Bianco salverà una biglia se può, quindi minaccia entrambe le biglie bianche insieme.</translation>
        </message>
        <message>
            <source>Find the one move that puts two of your marbles in line behind each white marble.</source>
            <translation>Trova l'unica mossa che mette due tue biglie in linea dietro ciascuna biglia bianca.</translation>
        </message>
        <message>
            <source>Brilliant: White could save only one of them. You are ready for your first game!</source>
            <translation>Splendido: il Bianco ha potuto salvarne solo una. Sei pronto per la tua prima partita!</translation>
        </message>
    </context>
</TS>