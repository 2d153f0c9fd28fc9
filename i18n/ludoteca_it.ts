<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
    <context>
        <name>ChancePlot</name>
        <message>
            <source>Chance</source>
            <extracomment>The player clicked position `index` on the plot.</extracomment>
            <translation>Probabilità</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Mossa</translation>
        </message>
        <message>
            <source>? a mistake: the move cost its player at least %1 points of their chance to win against the move the analysis prefers</source>
            <translation>? un errore: la mossa è costata al suo giocatore almeno %1 punti di probabilità di vincere rispetto alla mossa che l’analisi preferisce</translation>
        </message>
        <message>
            <source>?! a dubious move: the move cost its player at least %1 points of their chance to win against the move the analysis prefers</source>
            <translation>?! una mossa dubbia: la mossa è costata al suo giocatore almeno %1 punti di probabilità di vincere rispetto alla mossa che l’analisi preferisce</translation>
        </message>
        <message>
            <source>▼ ?! dubious, ? mistake: a move that lost ground</source>
            <translation>▼ ?! dubbia, ? errore: una mossa che ha perso terreno</translation>
        </message>
        <message>
            <source>Move %1: %2</source>
            <translation>Mossa %1: %2</translation>
        </message>
    </context>
    <context>
        <name>Finale</name>
        <message>
            <source>New game…</source>
            <extracomment>How long the banner takes to come in at normal animation speed. The banner's width against the board view's, and its least width in pixels. The banner came up for a game's end (the outcome, the scene showing it): the window's win sound. The end position last celebrated (its state object): each end has its moment once.</extracomment>
            <translation>Nuova partita…</translation>
        </message>
        <message>
            <source>Review the game</source>
            <translation>Rivedi la partita</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Escape or a click on the board closes this too.</source>
            <translation>Esc o un clic sulla plancia chiude anche questo.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partita è finita.</translation>
        </message>
        <message>
            <source>Draw!</source>
            <translation>Pareggio!</translation>
        </message>
        <message>
            <source>%1 wins!</source>
            <translation>%1 vince!</translation>
        </message>
        <message>
            <source>%1 win!</source>
            <translation>%1 vincono!</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <source>Not yet available</source>
            <extracomment>Arrow keys between the cards, as (dx, dy) in the grid. The player asked for the game's tutorial. An arrow key on the card: (card, dx, dy), for the chooser to move the focus to a neighbour.</extracomment>
            <translation>Non ancora disponibile</translation>
        </message>
        <message>
            <source>Learn to Play</source>
            <translation>Impara a giocare</translation>
        </message>
        <message>
            <source>A short interactive lesson on %1</source>
            <translation>Una breve lezione interattiva su %1</translation>
        </message>
        <message>
            <source>Start a new game of %1</source>
            <translation>Inizia una nuova partita a %1</translation>
        </message>
        <message>
            <source>This game is still being built.</source>
            <translation>Questo gioco è ancora in costruzione.</translation>
        </message>
        <message>
            <source>Learn to play %1</source>
            <translation>Impara a giocare a %1</translation>
        </message>
    </context>
    <context>
        <name>GameChooser</name>
        <message>
            <source>Choose a game</source>
            <extracomment>The player asked for a game's tutorial.</extracomment>
            <translation>Scegli un gioco</translation>
        </message>
        <message>
            <source>Play hot-seat with friends at one computer, or against the computer.</source>
            <translation>Gioca a turno con gli amici su un solo computer, oppure contro il computer.</translation>
        </message>
    </context>
    <context>
        <name>GameFiles</name>
        <message>
            <source>Ludoteca games (*%1)</source>
            <translation>Partite di Ludoteca (*%1)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Tutti i file (*)</translation>
        </message>
        <message>
            <source>Save Game</source>
            <translation>Salva partita</translation>
        </message>
        <message>
            <source>The game could not be saved.</source>
            <translation>Non è stato possibile salvare la partita.</translation>
        </message>
        <message>
            <source>Saved to %1</source>
            <translation>Salvato in %1</translation>
        </message>
        <message>
            <source>Open Game</source>
            <translation>Apri partita</translation>
        </message>
        <message>
            <source>The game %1 is not available in this version.</source>
            <translation>Il gioco %1 non è disponibile in questa versione.</translation>
        </message>
        <message>
            <source>This file cannot be opened as a Ludoteca game.</source>
            <translation>Questo file non può essere aperto come partita di Ludoteca.</translation>
        </message>
        <message>
            <source>%1 is open. Move ▸ Review and Replay (Ctrl+R) replays it move by move.</source>
            <translation>%1 è aperta. Mossa ▸ Revisione e replay (Ctrl+R) la ripercorre mossa per mossa.</translation>
        </message>
        <message>
            <source>Autosave failed: %1</source>
            <translation>Salvataggio automatico non riuscito: %1</translation>
        </message>
        <message>
            <source>Resume game</source>
            <translation>Riprendi partita</translation>
        </message>
        <message>
            <source>An unfinished game of %1 was saved automatically. Continue it?</source>
            <translation>Una partita non finita a %1 è stata salvata automaticamente. Vuoi continuarla?</translation>
        </message>
    </context>
    <context>
        <name>GamesTab</name>
        <message>
            <source>Date</source>
            <extracomment>How many games the list reads at a time (the newest first); the next ones when the list is scrolled to its end: a history of years opens at once. What each choice of `SHOWN` asks the store for (`complete`).</extracomment>
            <translation>Data</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Gioco</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Giocatori</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Risultato</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Modalità</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Mosse</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Durata</translation>
        </message>
        <message>
            <source>The %1 most recent of %2 games are listed: scroll to the end of the list for more, or choose a game or a period above.</source>
            <translation>Sono elencate le %1 partite più recenti su %2: scorri fino alla fine dell'elenco per vederne altre, oppure scegli un gioco o un periodo qui sopra.</translation>
        </message>
        <message>
            <source>No unfinished games: a game left before its end waits here, to be continued.</source>
            <translation>Nessuna partita non finita: una partita lasciata prima della fine aspetta qui di essere continuata.</translation>
        </message>
        <message>
            <source>No games here yet. Every game played to its end, and every game left unfinished, is kept here.</source>
            <translation>Ancora nessuna partita. Qui vengono conservate tutte le partite giocate fino alla fine e tutte quelle lasciate a metà.</translation>
        </message>
        <message>
            <source>Stored games, newest first</source>
            <translation>Partite salvate, le più recenti prima</translation>
        </message>
        <message>
            <source>S&amp;how:</source>
            <translation>&amp;Mostra:</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Tutte le partite</translation>
        </message>
        <message>
            <source>Finished games</source>
            <translation>Partite finite</translation>
        </message>
        <message>
            <source>Unfinished games</source>
            <translation>Partite non finite</translation>
        </message>
        <message>
            <source>&amp;Replay</source>
            <translation>&amp;Rivedi</translation>
        </message>
        <message>
            <source>C&amp;ontinue</source>
            <translation>&amp;Continua</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>&amp;Esporta…</translation>
        </message>
        <message>
            <source>&amp;Delete…</source>
            <translation>E&amp;limina…</translation>
        </message>
        <message>
            <source>Open the game in the review, at its first move</source>
            <translation>Apri la partita nella revisione, alla prima mossa</translation>
        </message>
        <message>
            <source>Go on playing this unfinished game</source>
            <translation>Continua a giocare questa partita non finita</translation>
        </message>
        <message>
            <source>Save the game as a %1 file</source>
            <translation>Salva la partita come file %1</translation>
        </message>
        <message>
            <source>Remove the game from the history</source>
            <translation>Rimuovi la partita dalla cronologia</translation>
        </message>
    </context>
    <context>
        <name>HistoryControl</name>
        <message>
            <source>The history cannot be shown.</source>
            <translation>Non è possibile mostrare la cronologia.</translation>
        </message>
        <message>
            <source>The history is not kept in this run of Ludoteca.</source>
            <translation>In questa sessione di Ludoteca la cronologia non viene conservata.</translation>
        </message>
        <message>
            <source>It is no longer in the history.</source>
            <translation>Non è più nella cronologia.</translation>
        </message>
        <message>
            <source>This game cannot be opened.</source>
            <translation>Non è possibile aprire questa partita.</translation>
        </message>
        <message>
            <source>Export Game</source>
            <translation>Esporta partita</translation>
        </message>
        <message>
            <source>The game could not be exported.</source>
            <translation>Non è stato possibile esportare la partita.</translation>
        </message>
        <message>
            <source>Delete Game</source>
            <translation>Elimina partita</translation>
        </message>
        <message>
            <source>Delete this game from the history? This cannot be undone.</source>
            <translation>Eliminare questa partita dalla cronologia? L'operazione non può essere annullata.</translation>
        </message>
        <message>
            <source>The game could not be deleted.</source>
            <translation>Non è stato possibile eliminare la partita.</translation>
        </message>
        <message>
            <source>Ludoteca histories (*%1)</source>
            <translation>Cronologie di Ludoteca (*%1)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Tutti i file (*)</translation>
        </message>
        <message>
            <source>Export History</source>
            <translation>Esporta la cronologia</translation>
        </message>
        <message>
            <source>The history could not be exported.</source>
            <translation>Non è stato possibile esportare la cronologia.</translation>
        </message>
        <message>
            <source>History exported to %1</source>
            <translation>Cronologia esportata in %1</translation>
        </message>
        <message>
            <source>Import History</source>
            <translation>Importa una cronologia</translation>
        </message>
        <message>
            <source>The history cannot be read just now.</source>
            <translation>Al momento non è possibile leggere la cronologia.</translation>
        </message>
        <message>
            <source>The file is too large to be a Ludoteca history.</source>
            <translation>Il file è troppo grande per essere una cronologia di Ludoteca.</translation>
        </message>
        <message>
            <source>Importing the history…</source>
            <translation>Importazione della cronologia…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
        <message>
            <source>The import was cancelled: nothing was added to the history.</source>
            <translation>L'importazione è stata annullata: non è stato aggiunto nulla alla cronologia.</translation>
        </message>
        <message>
            <source>This file cannot be imported as a Ludoteca history.</source>
            <translation>Questo file non può essere importato come cronologia di Ludoteca.</translation>
        </message>
        <message>
            <source>Games added to the history: %1.</source>
            <translation>Partite aggiunte alla cronologia: %1.</translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <source>History and Statistics</source>
            <extracomment>Something went wrong reading or writing the history: a sentence for the status line.</extracomment>
            <translation>Cronologia e statistiche</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Gioco:</translation>
        </message>
        <message>
            <source>&amp;Period:</source>
            <translation>&amp;Periodo:</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Tutti i giochi</translation>
        </message>
        <message>
            <source>All time</source>
            <translation>Da sempre</translation>
        </message>
        <message>
            <source>Last 7 days</source>
            <translation>Ultimi 7 giorni</translation>
        </message>
        <message>
            <source>Last 30 days</source>
            <translation>Ultimi 30 giorni</translation>
        </message>
        <message>
            <source>Last 12 months</source>
            <translation>Ultimi 12 mesi</translation>
        </message>
        <message>
            <source>&amp;Statistics</source>
            <translation>&amp;Statistiche</translation>
        </message>
        <message>
            <source>Recent Ga&amp;mes</source>
            <translation>Partite recen&amp;ti</translation>
        </message>
        <message>
            <source>Pla&amp;yers</source>
            <translation>Giocat&amp;ori</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>The history changed: its statistics and ratings are being counted again…</source>
            <translation>La cronologia è cambiata: le sue statistiche e i rating vengono ricalcolati…</translation>
        </message>
        <message>
            <source>This history can only be read: its folder cannot be written. Its games are shown, but new games are not stored and players cannot be changed.</source>
            <translation>Questa cronologia si può solo leggere: non si può scrivere nella sua cartella. Le sue partite sono mostrate, ma le nuove partite non vengono salvate e i giocatori non si possono modificare.</translation>
        </message>
    </context>
    <context>
        <name>JoinDialog</name>
        <message>
            <source>This code has a typing error: check it against the host's.</source>
            <translation>Questo codice contiene un errore di battitura: confrontalo con quello dell'host.</translation>
        </message>
        <message>
            <source>Looking for the game…</source>
            <translation>Ricerca della partita…</translation>
        </message>
        <message>
            <source>The server cannot be reached: %1</source>
            <translation>Il server non è raggiungibile: %1</translation>
        </message>
        <message>
            <source>No game answers to this code yet. Is the host's room open?</source>
            <translation>Nessuna partita risponde ancora a questo codice. La stanza dell'host è aperta?</translation>
        </message>
        <message>
            <source>%1: %2, %3 seat(s) free.</source>
            <translation>%1: %2, posti liberi: %3.</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Posto %1</translation>
        </message>
        <message>
            <source>The first free seat</source>
            <translation>Il primo posto libero</translation>
        </message>
        <message>
            <source>Watch the game</source>
            <translation>Guarda la partita</translation>
        </message>
        <message>
            <source>%1: %2, %3 seat(s) free</source>
            <translation>%1: %2, posti liberi: %3</translation>
        </message>
        <message>
            <source>Join a network game</source>
            <translation>Collegati a una partita in rete</translation>
        </message>
        <message>
            <source>Games on this network:</source>
            <translation>Partite su questa rete:</translation>
        </message>
        <message>
            <source>Invite code:</source>
            <translation>Codice d'invito:</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Il tuo nome:</translation>
        </message>
        <message>
            <source>Seat:</source>
            <translation>Posto:</translation>
        </message>
        <message>
            <source>Server:</source>
            <translation>Server:</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>Collegati</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
    </context>
    <context>
        <name>MainToolBar</name>
        <message>
            <source>Sound is off: click to turn it on</source>
            <translation>L'audio è spento: fai clic per riattivarlo</translation>
        </message>
        <message>
            <source>Sound is on: click to mute it</source>
            <translation>L'audio è acceso: fai clic per silenziarlo</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>This game cannot be started with these settings.</source>
            <extracomment>The first window's size where the screen has room for it.</extracomment>
            <translation>Questa partita non può iniziare con queste impostazioni.</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1 sta pensando…</translation>
        </message>
        <message>
            <source>Computer player</source>
            <translation>Giocatore computer</translation>
        </message>
        <message>
            <source>Hint: %1 (chance to win after it: %2)</source>
            <translation>Suggerimento: %1 (probabilità di vincere dopo: %2)</translation>
        </message>
        <message>
            <source>The computer player ran into a problem and has been paused.</source>
            <translation>Il giocatore computer ha avuto un problema ed è stato messo in pausa.</translation>
        </message>
        <message>
            <source>Not allowed: %1</source>
            <translation>Non consentito: %1</translation>
        </message>
        <message>
            <source>The computer player chose a move that is not allowed (%1) and has been paused. Please report this as a bug.</source>
            <translation>Il giocatore del computer ha scelto una mossa non consentita (%1) ed è stato messo in pausa. Segnalalo come errore, per favore.</translation>
        </message>
        <message>
            <source>About Ludoteca</source>
            <translation>Informazioni su Ludoteca</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Ludoteca&lt;/h3&gt;&lt;p&gt;Six tabletop games for one computer: play hot-seat with friends or against the computer.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Ludoteca&lt;/h3&gt;&lt;p&gt;Sei giochi da tavolo per un computer: gioca a turno con gli amici o contro il computer.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>NetSession</name>
        <message>
            <source>free seat</source>
            <extracomment>How long a guest waits for the host's record of a finished game before the game's end is told anyway. The room's table changed (a dict: seats, who is there, started, waiting). The room refused a move or a request of this screen: an `IllegalMove`-like (code, params). A seat's name changed (a guest joined under its own name). The seats played at this screen by people. A guest's copy of the finished game as the host recorded it (it replays: for the history).</extracomment>
            <translation>posto libero</translation>
        </message>
        <message>
            <source>connected</source>
            <translation>connesso</translation>
        </message>
        <message>
            <source>reconnecting…</source>
            <translation>riconnessione…</translation>
        </message>
    </context>
    <context>
        <name>NetworkControl</name>
        <message>
            <source>Choose the game to host.</source>
            <extracomment>While this computer serves its room on the home network: the server and its announcement.</extracomment>
            <translation>Scegli il gioco da ospitare.</translation>
        </message>
        <message>
            <source>A network game needs at least one remote seat.</source>
            <translation>Una partita in rete richiede almeno un giocatore remoto.</translation>
        </message>
        <message>
            <source>Set a seat to “Remote player”: its player joins from another computer.</source>
            <translation>Imposta un posto su «Giocatore remoto»: il suo giocatore si collega da un altro computer.</translation>
        </message>
        <message>
            <source>This game cannot be started with these settings.</source>
            <translation>Questa partita non può iniziare con queste impostazioni.</translation>
        </message>
        <message>
            <source>%1's %2</source>
            <translation>%2 da %1</translation>
        </message>
        <message>
            <source>The room is open: give your friends the code %1.</source>
            <translation>La stanza è aperta: dai ai tuoi amici il codice %1.</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Partita in rete</translation>
        </message>
        <message>
            <source>You were hosting a network game of %1. Open its room again? Your guests come back by themselves.</source>
            <translation>Stavi ospitando una partita in rete a %1. Vuoi riaprire la sua stanza? I tuoi ospiti torneranno da soli.</translation>
        </message>
        <message>
            <source>That is not a server address.</source>
            <translation>Questo non è un indirizzo di server.</translation>
        </message>
        <message>
            <source>Write it as mqtt://host:port.</source>
            <translation>Scrivilo nella forma mqtt://host:port.</translation>
        </message>
        <message>
            <source>This computer serves the room on port %1.</source>
            <translation>Questo computer ospita la stanza sulla porta %1.</translation>
        </message>
        <message>
            <source>Connecting to the game…</source>
            <translation>Connessione alla partita…</translation>
        </message>
        <message>
            <source>The host refused to take the move back.</source>
            <translation>L'host ha rifiutato di annullare la mossa.</translation>
        </message>
        <message>
            <source>Join a network game</source>
            <translation>Collegati a una partita in rete</translation>
        </message>
        <message>
            <source>The host closed the room.</source>
            <translation>L'host ha chiuso la stanza.</translation>
        </message>
        <message>
            <source>The game is over; the host closed the room.</source>
            <translation>La partita è finita; l'host ha chiuso la stanza.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Player %1</source>
            <translation>Giocatore %1</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Posto %1</translation>
        </message>
        <message>
            <source>Player %1 colour</source>
            <translation>Colore del giocatore %1</translation>
        </message>
        <message>
            <source>Player %1 name</source>
            <translation>Nome del giocatore %1</translation>
        </message>
        <message>
            <source>Player %1: human or computer</source>
            <translation>Giocatore %1: umano o computer</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Umano</translation>
        </message>
        <message>
            <source>Remote player (another computer)</source>
            <translation>Giocatore remoto (altro computer)</translation>
        </message>
        <message>
            <source>Host a network game – %1</source>
            <extracomment>Hosting a network game: a seat may also be played from another computer. The people the history knows, by name without case (`gui.history.Player`s).</extracomment>
            <translation>Ospita una partita in rete – %1</translation>
        </message>
        <message>
            <source>New game – %1</source>
            <translation>Nuova partita – %1</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Giocatori</translation>
        </message>
        <message>
            <source>Number of players:</source>
            <translation>Numero di giocatori:</translation>
        </message>
        <message>
            <source>%1 moves first.</source>
            <translation>Muove per primo: %1.</translation>
        </message>
        <message>
            <source>Variants and options</source>
            <translation>Varianti e opzioni</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Partita in rete</translation>
        </message>
        <message>
            <source>Time per turn:</source>
            <translation>Tempo per turno:</translation>
        </message>
        <message>
            <source>No limit</source>
            <translation>Nessun limite</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>When a player's time for a turn runs out, the computer plays a quick move in their place.</source>
            <translation>Quando il tempo di un giocatore per un turno scade, il computer fa una mossa veloce al suo posto.</translation>
        </message>
        <message>
            <source>The room meets:</source>
            <translation>La stanza si trova:</translation>
        </message>
        <message>
            <source>On the server below (across the internet)</source>
            <translation>Sul server qui sotto (via internet)</translation>
        </message>
        <message>
            <source>On this computer (home network)</source>
            <translation>Su questo computer (rete di casa)</translation>
        </message>
        <message>
            <source>Server:</source>
            <translation>Server:</translation>
        </message>
        <message>
            <source>Start game</source>
            <translation>Inizia la partita</translation>
        </message>
        <message>
            <source>Open the room</source>
            <translation>Apri la stanza</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
        <message>
            <source>Computer – %1</source>
            <translation>Computer – %1</translation>
        </message>
    </context>
    <context>
        <name>PlayersTab</name>
        <message>
            <source>Name</source>
            <extracomment>A player was added, renamed, changed or forgotten.</extracomment>
            <translation>Nome</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Colore</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Lingua</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partite</translation>
        </message>
        <message>
            <source>Known since</source>
            <translation>Conosciuto dal</translation>
        </message>
        <message>
            <source>“%1” is what a seat is called when nobody names it: choose a person's name.</source>
            <translation>«%1» è il nome di un posto a cui nessuno ha dato un nome: scegli il nome di una persona.</translation>
        </message>
        <message>
            <source>This name cannot be used: it is empty, too long, taken by another player, or the player has games in the history and cannot be forgotten.</source>
            <translation>Questo nome non può essere usato: è vuoto, troppo lungo o già usato da un altro giocatore, oppure il giocatore ha partite nella cronologia e non può essere dimenticato.</translation>
        </message>
        <message>
            <source>The history cannot be changed just now.</source>
            <translation>Al momento non è possibile modificare la cronologia.</translation>
        </message>
        <message>
            <source>Known players</source>
            <translation>Giocatori conosciuti</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Giocatore</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Nome:</translation>
        </message>
        <message>
            <source>Preferred &amp;colour:</source>
            <translation>&amp;Colore preferito:</translation>
        </message>
        <message>
            <source>Preferred &amp;language:</source>
            <translation>&amp;Lingua preferita:</translation>
        </message>
        <message>
            <source>No preference</source>
            <translation>Nessuna preferenza</translation>
        </message>
        <message>
            <source>The window's language</source>
            <translation>La lingua della finestra</translation>
        </message>
        <message>
            <source>&amp;Add as New Player</source>
            <translation>Aggi&amp;ungi come nuovo giocatore</translation>
        </message>
        <message>
            <source>Sa&amp;ve Changes</source>
            <translation>Salva le &amp;modifiche</translation>
        </message>
        <message>
            <source>&amp;Forget Player</source>
            <translation>&amp;Dimentica il giocatore</translation>
        </message>
        <message>
            <source>Only a player without games in the history can be forgotten</source>
            <translation>Si può dimenticare solo un giocatore senza partite nella cronologia</translation>
        </message>
    </context>
    <context>
        <name>PrivacyScreen</name>
        <message>
            <source>Pass the device to %1</source>
            <translation>Passa il dispositivo a %1</translation>
        </message>
        <message>
            <source>The other players should look away now.</source>
            <translation>Gli altri giocatori ora guardano altrove.</translation>
        </message>
        <message>
            <source>I am %1 – show my hand</source>
            <translation>Sono %1 – mostra la mia mano</translation>
        </message>
    </context>
    <context>
        <name>ReviewDock</name>
        <message>
            <source>Review</source>
            <translation>Revisione</translation>
        </message>
        <message>
            <source>The analysis ran into a problem.</source>
            <translation>L'analisi ha incontrato un problema.</translation>
        </message>
        <message>
            <source>Analysing…</source>
            <translation>Analisi in corso…</translation>
        </message>
        <message>
            <source>Step through the game, or analyse it to see each player's chance to win.</source>
            <translation>Ripercorri la partita mossa per mossa, oppure analizzala per vedere la probabilità di vincere di ogni giocatore.</translation>
        </message>
        <message>
            <source>Chances to win: %1.</source>
            <translation>Probabilità di vincere: %1.</translation>
        </message>
        <message>
            <source>Next move %1 (%2) leaves %3 a chance of %4; the analysis prefers %5 (%6).</source>
            <translation>La mossa successiva %1 (%2) lascia a %3 una probabilità del %4; l'analisi preferisce %5 (%6).</translation>
        </message>
        <message>
            <source>Export Moves</source>
            <translation>Esporta le mosse</translation>
        </message>
        <message>
            <source>Text files (*.txt)</source>
            <translation>File di testo (*.txt)</translation>
        </message>
        <message>
            <source>The moves could not be exported.</source>
            <translation>Non è stato possibile esportare le mosse.</translation>
        </message>
        <message>
            <source>Moves exported to %1</source>
            <translation>Mosse esportate in %1</translation>
        </message>
    </context>
    <context>
        <name>ReviewPanel</name>
        <message>
            <source>Analyse Game</source>
            <extracomment>The player picked a position (by the plot, the slider or the step buttons).</extracomment>
            <translation>Analizza la partita</translation>
        </message>
        <message>
            <source>Evaluate every position: each player's chance to win, move by move</source>
            <translation>Valuta ogni posizione: la probabilità di vincere di ogni giocatore, mossa per mossa</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Ferma</translation>
        </message>
        <message>
            <source>Export Moves…</source>
            <translation>Esporta le mosse…</translation>
        </message>
        <message>
            <source>Start of the game</source>
            <translation>Inizio della partita</translation>
        </message>
        <message>
            <source>One move back</source>
            <translation>Una mossa indietro</translation>
        </message>
        <message>
            <source>One move forward</source>
            <translation>Una mossa avanti</translation>
        </message>
        <message>
            <source>Last move</source>
            <translation>Ultima mossa</translation>
        </message>
        <message>
            <source>Position in the game</source>
            <translation>Posizione nella partita</translation>
        </message>
        <message>
            <source>Chances to win</source>
            <translation>Probabilità di vincere</translation>
        </message>
        <message>
            <source>Each player's chance to win after every move; click to go there</source>
            <translation>La probabilità di vincere di ogni giocatore dopo ogni mossa; fai clic per andarci</translation>
        </message>
        <message>
            <source>%1 / %2</source>
            <translation>%1 / %2</translation>
        </message>
    </context>
    <context>
        <name>RoomPanel</name>
        <message>
            <source>Connecting…</source>
            <translation>Connessione…</translation>
        </message>
        <message>
            <source>Waiting for players: %1 seat(s) free.</source>
            <translation>In attesa di giocatori – posti liberi: %1.</translation>
        </message>
        <message>
            <source>Everybody is here: start the game.</source>
            <translation>Ci sono tutti: inizia la partita.</translation>
        </message>
        <message>
            <source>Everybody is here: the host starts the game.</source>
            <translation>Ci sono tutti: l'host avvia la partita.</translation>
        </message>
        <message>
            <source>Waiting for %1 (reconnecting…)</source>
            <translation>In attesa di %1 (riconnessione…)</translation>
        </message>
        <message>
            <source>Spectator</source>
            <translation>Spettatore</translation>
        </message>
        <message>
            <source>%1 asks to take back their last move.</source>
            <translation>%1 chiede di annullare la sua ultima mossa.</translation>
        </message>
        <message>
            <source>Waiting for the host (reconnecting…)</source>
            <translation>In attesa dell'host (riconnessione…)</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Partita in rete</translation>
        </message>
        <message>
            <source>Invite code:</source>
            <translation>Codice d'invito:</translation>
        </message>
        <message>
            <source>Invite code</source>
            <translation>Codice d'invito</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copia</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>Inizia la partita</translation>
        </message>
        <message>
            <source>Say something to the table…</source>
            <translation>Di' qualcosa al tavolo…</translation>
        </message>
        <message>
            <source>Chat message</source>
            <translation>Messaggio di chat</translation>
        </message>
        <message>
            <source>Chat</source>
            <translation>Chat</translation>
        </message>
        <message>
            <source>Allow</source>
            <translation>Consenti</translation>
        </message>
        <message>
            <source>Refuse</source>
            <translation>Rifiuta</translation>
        </message>
        <message>
            <source>React with %1</source>
            <translation>Reagisci con %1</translation>
        </message>
    </context>
    <context>
        <name>RulesBrowser</name>
        <message>
            <source>Each game's own keys</source>
            <extracomment>The list entries of the Keyboard page and the network page (game entries hold their game's id).</extracomment>
            <translation>I tasti propri di ciascun gioco</translation>
        </message>
        <message>
            <source>The rules of this game are not written yet.</source>
            <extracomment>The player asked for the shown game's tutorial.</extracomment>
            <translation>Le regole di questo gioco non sono ancora state scritte.</translation>
        </message>
        <message>
            <source>These rules are not translated yet; they are shown in English.</source>
            <translation>Queste regole non sono ancora tradotte; sono mostrate in inglese.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regole</translation>
        </message>
        <message>
            <source>Learn to Play</source>
            <translation>Impara a giocare</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Tastiera</translation>
        </message>
        <message>
            <source>Playing over the network</source>
            <translation>Giocare in rete</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Preferences</source>
            <translation>Preferenze</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Disattivate</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Veloce</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lenta</translation>
        </message>
        <message>
            <source>Like the desktop</source>
            <translation>Come il desktop</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Chiaro</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Scuro</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>Alto contrasto</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Colour-blind safe, with marks</source>
            <translation>Adatta ai daltonici, con segni</translation>
        </message>
        <message>
            <source>Hide hands between turns</source>
            <translation>Nascondi le mani tra i turni</translation>
        </message>
        <message>
            <source>Save the running game automatically</source>
            <translation>Salva automaticamente la partita in corso</translation>
        </message>
        <message>
            <source>Longer looks deeper; a game's analysis takes this long per move</source>
            <translation>Più tempo guarda più lontano; l'analisi di una partita richiede questo tempo per mossa</translation>
        </message>
        <message>
            <source>Mute sound</source>
            <translation>Silenzia l'audio</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Lingua:</translation>
        </message>
        <message>
            <source>Computer thinking time:</source>
            <translation>Tempo di riflessione del computer:</translation>
        </message>
        <message>
            <source>Analysis time per position:</source>
            <translation>Tempo di analisi per posizione:</translation>
        </message>
        <message>
            <source>Theme:</source>
            <translation>Tema:</translation>
        </message>
        <message>
            <source>Piece colours:</source>
            <translation>Colori dei pezzi:</translation>
        </message>
        <message>
            <source>Animation speed:</source>
            <translation>Velocità delle animazioni:</translation>
        </message>
        <message>
            <source>Sound volume:</source>
            <translation>Volume dell'audio:</translation>
        </message>
    </context>
    <context>
        <name>SidePanel</name>
        <message>
            <source>Human</source>
            <translation>Umano</translation>
        </message>
        <message>
            <source>Remote player</source>
            <extracomment>The player typed (or pasted) a move's notation and pressed Enter. What screen readers were last told (the move list's newest entry); for tests and for saying it again.</extracomment>
            <translation>Giocatore remoto</translation>
        </message>
        <message>
            <source>%1 to move</source>
            <translation>Tocca a %1</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Giocatori</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Mosse</translation>
        </message>
        <message>
            <source>Every move of the game so far, the newest last</source>
            <translation>Tutte le mosse della partita finora, la più recente in fondo</translation>
        </message>
        <message>
            <source>Type a move</source>
            <translation>Scrivere una mossa</translation>
        </message>
        <message>
            <source>Start of the game</source>
            <translation>Inizio della partita</translation>
        </message>
        <message>
            <source>Type a move and press Enter</source>
            <translation>Scrivi una mossa e premi Invio</translation>
        </message>
        <message>
            <source>A move in the game's notation, as in the move list</source>
            <translation>Una mossa nella notazione del gioco, come nell’elenco delle mosse</translation>
        </message>
    </context>
    <context>
        <name>StatisticsTab</name>
        <message>
            <source>Player</source>
            <translation>Giocatore</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Punteggio migliore</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>Punteggio medio</translation>
        </message>
        <message>
            <source>Longest winning streak</source>
            <translation>Serie di vittorie più lunga</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Rating</translation>
        </message>
        <message>
            <source>%1 ± %2</source>
            <translation>%1 ± %2</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Giocate</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Vinte</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Perse</translation>
        </message>
        <message>
            <source>Drawn</source>
            <translation>Pareggiate</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Percentuale di vittorie</translation>
        </message>
        <message numerus="yes">
            <source>Of these, %n game(s) with every seat theirs: neither won nor lost.</source>
            <translation>
                <numerusform>Di queste, %n partita con tutti i posti di questo giocatore: né vinta né persa.</numerusform>
                <numerusform>Di queste, %n partite con tutti i posti di questo giocatore: né vinte né perse.</numerusform>
            </translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Gioco</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partite</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Modalità</translation>
        </message>
        <message>
            <source>Against</source>
            <translation>Contro</translation>
        </message>
        <message>
            <source>Results of %1</source>
            <translation>Risultati di %1</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Risultati</translation>
        </message>
        <message>
            <source>Rating of %1</source>
            <translation>Rating di %1</translation>
        </message>
        <message>
            <source>%1, game %2 (%3): rating %4 ± %5</source>
            <translation>%1, partita %2 (%3): rating %4 ± %5</translation>
        </message>
        <message>
            <source>A computer level keeps a fixed rating, measured in matches between the levels.</source>
            <translation>Un livello del computer ha un rating fisso, misurato in incontri tra i livelli.</translation>
        </message>
        <message>
            <source>No rated game yet: ratings come from finished games.</source>
            <translation>Ancora nessuna partita con rating: i rating derivano dalle partite finite.</translation>
        </message>
        <message>
            <source>Glicko-2 rating after each game played (new players start at 1500). Choose one game above to see how sure each rating is and to compare with the computer levels.</source>
            <translation>Rating Glicko-2 dopo ogni partita giocata (i nuovi giocatori partono da 1500). Scegli un gioco qui sopra per vedere quanto è sicuro ogni rating e per confrontarlo con i livelli del computer.</translation>
        </message>
        <message>
            <source>Glicko-2 rating after each game played; the shaded band is ± twice the rating deviation (narrower: surer), the dashed lines are the computer levels.</source>
            <translation>Rating Glicko-2 dopo ogni partita giocata; la fascia ombreggiata è ± il doppio della deviazione del rating (più stretta: più sicuro), le linee tratteggiate sono i livelli del computer.</translation>
        </message>
        <message>
            <source>Games played</source>
            <translation>Partite giocate</translation>
        </message>
        <message>
            <source>Players and their results</source>
            <translation>Giocatori e i loro risultati</translation>
        </message>
        <message>
            <source>Results against each opponent</source>
            <translation>Risultati contro ogni avversario</translation>
        </message>
        <message>
            <source>Rating after each game</source>
            <translation>Rating dopo ogni partita</translation>
        </message>
        <message>
            <source>No finished games here yet. Every game played to its end is kept, with its players, result and moves.</source>
            <translation>Ancora nessuna partita finita. Ogni partita giocata fino alla fine viene conservata, con i giocatori, il risultato e le mosse.</translation>
        </message>
        <message>
            <source>Results and rating</source>
            <extracomment>Above this many games a line is drawn without its dots (they would run together). The narrowest the rating plot is beside the results (below that each has a tab).</extracomment>
            <translation>Risultati e rating</translation>
        </message>
        <message>
            <source>Most played modes</source>
            <translation>Modalità più giocate</translation>
        </message>
    </context>
    <context>
        <name>TutorialPage</name>
        <message>
            <source>Learn to play %1</source>
            <extracomment>Pause before the other side's scripted answer, so the learner sees their own move land (milliseconds).</extracomment>
            <translation>Impara a giocare a %1</translation>
        </message>
        <message>
            <source>Show Me</source>
            <translation>Mostramelo</translation>
        </message>
        <message>
            <source>Start Step Again</source>
            <translation>Ricomincia il passo</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Indietro</translation>
        </message>
        <message>
            <source>Leave the Tutorial</source>
            <translation>Esci dal tutorial</translation>
        </message>
        <message>
            <source>Try again: %1</source>
            <translation>Riprova: %1</translation>
        </message>
        <message>
            <source>Well done!</source>
            <translation>Ben fatto!</translation>
        </message>
        <message>
            <source>Good. Go on.</source>
            <translation>Bene. Continua.</translation>
        </message>
        <message>
            <source>Watch the move on the board.</source>
            <translation>Guarda la mossa sul tavoliere.</translation>
        </message>
        <message>
            <source>Now make that move yourself.</source>
            <translation>Ora fai tu quella mossa.</translation>
        </message>
        <message>
            <source>Step %1 of %2</source>
            <translation>Passo %1 di %2</translation>
        </message>
        <message>
            <source>Challenge: %1</source>
            <translation>Sfida: %1</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Fine</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Avanti</translation>
        </message>
    </context>
    <context>
        <name>WindowMenus</name>
        <message>
            <source>&amp;Game</source>
            <extracomment>The keys of each window action (`act_&lt;name&gt;`): the platform's standard keys where there are some. Plain letters other than P and ? are the board's (h/j/k/l move its cursor); Ctrl+Q quits where the platform has no key for it. The Keyboard help page lists them from here, as this keyboard names them.</extracomment>
            <translation>&amp;Partita</translation>
        </message>
        <message>
            <source>&amp;Move</source>
            <translation>&amp;Mossa</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Visualizza</translation>
        </message>
        <message>
            <source>&amp;Full Screen</source>
            <translation>Schermo &amp;intero</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Impostazioni</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Lingua</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Aiuto</translation>
        </message>
        <message>
            <source>&amp;New Game…</source>
            <translation>&amp;Nuova partita…</translation>
        </message>
        <message>
            <source>&amp;Choose Another Game</source>
            <translation>Scegli un altro &amp;gioco</translation>
        </message>
        <message>
            <source>&amp;Restart</source>
            <translation>&amp;Ricomincia</translation>
        </message>
        <message>
            <source>&amp;Join Network Game…</source>
            <translation>Co&amp;llegati a una partita in rete…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Apri…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Salva</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>Salva &amp;con nome…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Esci</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Annulla</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Ripeti</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Suggerimento</translation>
        </message>
        <message>
            <source>&amp;Pause Computer Players</source>
            <translation>Metti in &amp;pausa i giocatori computer</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Regole</translation>
        </message>
        <message>
            <source>&amp;Keyboard</source>
            <translation>&amp;Tastiera</translation>
        </message>
        <message>
            <source>&amp;About Ludoteca</source>
            <translation>&amp;Informazioni su Ludoteca</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Preferenze…</translation>
        </message>
        <message>
            <source>&amp;Animations</source>
            <translation>&amp;Animazioni</translation>
        </message>
        <message>
            <source>Animation Spee&amp;d</source>
            <translation>&amp;Velocità delle animazioni</translation>
        </message>
        <message>
            <source>T&amp;heme</source>
            <translation>T&amp;ema</translation>
        </message>
        <message>
            <source>Hide Hands Between &amp;Turns</source>
            <translation>Nascondi le mani tra i &amp;turni</translation>
        </message>
        <message>
            <source>&amp;Mute Sound</source>
            <translation>&amp;Silenzia l'audio</translation>
        </message>
        <message>
            <source>&amp;History and Statistics…</source>
            <translation>Cr&amp;onologia e statistiche…</translation>
        </message>
        <message>
            <source>Con&amp;tinue an Unfinished Game…</source>
            <translation>Con&amp;tinua una partita non finita…</translation>
        </message>
        <message>
            <source>E&amp;xport History…</source>
            <translation>Es&amp;porta la cronologia…</translation>
        </message>
        <message>
            <source>&amp;Import History…</source>
            <translation>&amp;Importa una cronologia…</translation>
        </message>
        <message>
            <source>&amp;Fast</source>
            <translation>&amp;Veloce</translation>
        </message>
        <message>
            <source>Host Net&amp;work Game…</source>
            <translation>Ospita &amp;una partita in rete…</translation>
        </message>
        <message>
            <source>&amp;Normal</source>
            <translation>&amp;Normale</translation>
        </message>
        <message>
            <source>S&amp;low</source>
            <translation>&amp;Lenta</translation>
        </message>
        <message>
            <source>Like the &amp;Desktop</source>
            <translation>Come il &amp;desktop</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>&amp;Chiaro</translation>
        </message>
        <message>
            <source>Dar&amp;k</source>
            <translation>&amp;Scuro</translation>
        </message>
        <message>
            <source>&amp;High Contrast</source>
            <translation>&amp;Alto contrasto</translation>
        </message>
        <message>
            <source>&amp;Colour-Blind Palette</source>
            <translation>Tavolozza per &amp;daltonici</translation>
        </message>
        <message>
            <source>Show &amp;Side Panel</source>
            <translation>&amp;Mostra il pannello laterale</translation>
        </message>
        <message>
            <source>Show Tool&amp;bar</source>
            <translation>Mostra la &amp;barra degli strumenti</translation>
        </message>
        <message>
            <source>&amp;Analyse Game</source>
            <translation>&amp;Analizza la partita</translation>
        </message>
        <message>
            <source>Re&amp;view and Replay</source>
            <translation>&amp;Revisione e replay</translation>
        </message>
        <message>
            <source>&amp;Learn to Play…</source>
            <translation>Impara a &amp;giocare…</translation>
        </message>
    </context>
    <context>
        <name>history</name>
        <message>
            <source>The game could not be added to the history: its folder cannot be used.</source>
            <translation>Non è stato possibile aggiungere la partita alla cronologia: la sua cartella non è utilizzabile.</translation>
        </message>
        <message>
            <source>The game could not be written to the history yet; it will be tried again after the next game.</source>
            <translation>Non è stato ancora possibile scrivere la partita nella cronologia; si riproverà dopo la prossima partita.</translation>
        </message>
        <message>
            <source>Another program kept the history file locked: it was kept aside and a new history started.</source>
            <extracomment>What the store's problems mean to the player: the first mark found in them gives the sentence.</extracomment>
            <translation>Un altro programma teneva bloccato il file della cronologia: è stato messo da parte ed è stata iniziata una nuova cronologia.</translation>
        </message>
        <message>
            <source>The history file comes from a newer Ludoteca: it was kept aside and a new history started.</source>
            <translation>Il file della cronologia viene da un Ludoteca più recente: è stato messo da parte ed è stata iniziata una nuova cronologia.</translation>
        </message>
        <message>
            <source>Damaged games that could not be written to the history were kept aside in its folder.</source>
            <translation>Le partite danneggiate che non è stato possibile scrivere nella cronologia sono state messe da parte nella sua cartella.</translation>
        </message>
        <message>
            <source>An unreadable history file was kept aside and a new history started.</source>
            <translation>Un file di cronologia illeggibile è stato messo da parte ed è iniziata una nuova cronologia.</translation>
        </message>
        <message>
            <source>Damaged games were left out of the export.</source>
            <translation>Le partite danneggiate sono state escluse dall’esportazione.</translation>
        </message>
        <message>
            <source>Some stored games or players are damaged and are left out.</source>
            <translation>Alcune partite o alcuni giocatori salvati sono danneggiati e vengono esclusi.</translation>
        </message>
        <message>
            <source>The history cannot be read just now.</source>
            <translation>Al momento non è possibile leggere la cronologia.</translation>
        </message>
        <message>
            <source>The history's folder cannot be written, so the history is only read: this game is not stored in it.</source>
            <translation>Non si può scrivere nella cartella della cronologia, quindi la cronologia viene solo letta: questa partita non vi viene salvata.</translation>
        </message>
        <message>
            <source>The game could not be added to the history.</source>
            <translation>Non è stato possibile aggiungere la partita alla cronologia.</translation>
        </message>
        <message>
            <source>%1%</source>
            <translation>%1%</translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 min</translation>
        </message>
        <message>
            <source>%1 h %2 min</source>
            <translation>%1 h %2 min</translation>
        </message>
        <message>
            <source>Unfinished</source>
            <translation>Non finita</translation>
        </message>
        <message>
            <source>%1 wins.</source>
            <translation>Vince %1.</translation>
        </message>
        <message>
            <source>%1, %2, wins.</source>
            <translation>%1, %2, vince.</translation>
        </message>
        <message>
            <source>Winners: %1.</source>
            <translation>Vincitori: %1.</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
        <message>
            <source>%1 players</source>
            <translation>%1 giocatori</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sì</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>standard rules</source>
            <translation>regole standard</translation>
        </message>
    </context>
    <context>
        <name>levels</name>
        <message>
            <source>Easy</source>
            <translation>Facile</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Difficile</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>The game is won.</source>
            <extracomment>Seat i always plays colours[i] (Abalone: Black moves first), so a colour chosen for a player decides their seat: the new-game dialog seats the players in colour order. Hot-seat games with hands that the other players must not see. Whether `legal_moves()` enumerates every move (False for continuous throws). The key of an int option giving each player's minutes on a game clock (0: no clock), for games that offer one; the GUI keeps the time and plays `state.flag_move(seat)` when a clock runs out. False for a game listed in the chooser whose engine is not built yet. The game's own `Outcome.reason` codes -&gt; sentence (marked with QT_TRANSLATE_NOOP("reasons", ...)). The game's own `IllegalMove.code`s -&gt; sentence (marked with QT_TRANSLATE_NOOP("refusals", ...)); a sentence names its parameters %1, %2, …. The common codes are in `COMMON_REFUSALS`. Sentences for the common reason codes, shown by the GUI at the end of a game.</extracomment>
            <translation>La partita è vinta.</translation>
        </message>
        <message>
            <source>The game ends in a draw.</source>
            <translation>La partita finisce in parità.</translation>
        </message>
        <message>
            <source>The game ends on points.</source>
            <translation>La partita si decide ai punti.</translation>
        </message>
        <message>
            <source>Time ran out.</source>
            <translation>Il tempo è scaduto.</translation>
        </message>
        <message>
            <source>A player resigned.</source>
            <translation>Un giocatore si è arreso.</translation>
        </message>
        <message>
            <source>The move limit was reached.</source>
            <translation>È stato raggiunto il limite di mosse.</translation>
        </message>
        <message>
            <source>The position was repeated too often.</source>
            <translation>La posizione si è ripetuta troppe volte.</translation>
        </message>
    </context>
    <context>
        <name>refusals</name>
        <message>
            <source>The game is over: no more moves can be made.</source>
            <extracomment>Version of the state envelope written by `GameState.to_json`. Sentences for the common refusal codes, shown by the GUI when a move is refused.</extracomment>
            <translation>La partita è finita: non si possono più fare mosse.</translation>
        </message>
        <message>
            <source>That is not a move of this game.</source>
            <translation>Questa non è una mossa di questo gioco.</translation>
        </message>
        <message>
            <source>A move must be given as text.</source>
            <translation>Una mossa deve essere data come testo.</translation>
        </message>
        <message>
            <source>That text is not a move in this game's notation.</source>
            <translation>Questo testo non è una mossa nella notazione di questo gioco.</translation>
        </message>
        <message>
            <source>That move is not allowed in this position.</source>
            <translation>Questa mossa non è consentita in questa posizione.</translation>
        </message>
        <message>
            <source>That move is allowed, but this step asks for another one.</source>
            <extracomment>Refusal codes of a tutorial (context "refusals" of the shell catalog).</extracomment>
            <translation>Questa mossa è consentita, ma questo passo ne chiede un'altra.</translation>
        </message>
        <message>
            <source>That did not reach the goal of this step.</source>
            <translation>Così non hai raggiunto l'obiettivo di questo passo.</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <extracomment>The largest room save read back. What the room says when it refuses something (context "refusals"; the engine's own codes have theirs).</extracomment>
            <translation>La partita non è ancora iniziata.</translation>
        </message>
        <message>
            <source>The game waits for a player who is reconnecting.</source>
            <translation>La partita aspetta un giocatore che si sta ricollegando.</translation>
        </message>
        <message>
            <source>Another move was played first.</source>
            <translation>È stata giocata prima un'altra mossa.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Non è il tuo turno.</translation>
        </message>
        <message>
            <source>That seat is played from another computer.</source>
            <translation>Quel posto è giocato da un altro computer.</translation>
        </message>
        <message>
            <source>Spectators cannot move.</source>
            <translation>Gli spettatori non possono muovere.</translation>
        </message>
        <message>
            <source>The game has no free seat.</source>
            <translation>La partita non ha posti liberi.</translation>
        </message>
        <message>
            <source>That seat has just been taken.</source>
            <translation>Quel posto è appena stato occupato.</translation>
        </message>
    </context>
    <context>
        <name>review</name>
        <message>
            <source>%1%</source>
            <translation>%1%</translation>
        </message>
    </context>
    <context>
        <name>saves</name>
        <message>
            <source>Move %1 (%2) is not allowed: %3</source>
            <extracomment>What `QSaveFile` leaves behind when the app is killed while writing `name.ludoteca` (where the file system cannot make unnamed temporary files): `name.ludoteca.` and six random characters. A temporary file this old is not being written by a running copy of the app. Files larger than this are refused before reading (a real save is a few hundred kB at most).</extracomment>
            <translation>La mossa %1 (%2) non è consentita: %3</translation>
        </message>
        <message>
            <source>This is not a file that a game can be saved in.</source>
            <translation>Questo non è un file in cui si possa salvare una partita.</translation>
        </message>
        <message>
            <source>The file is too large to be a saved game.</source>
            <translation>Il file è troppo grande per essere una partita salvata.</translation>
        </message>
        <message>
            <source>The file is not a text file.</source>
            <translation>Il file non è un file di testo.</translation>
        </message>
        <message>
            <source>The saved players do not match the game's seats.</source>
            <translation>I giocatori salvati non corrispondono ai posti della partita.</translation>
        </message>
    </context>
    <context>
        <name>setup</name>
        <message>
            <source>Player %1</source>
            <extracomment>A seat's default name, "Player 2" (context "setup").</extracomment>
            <translation>Giocatore %1</translation>
        </message>
    </context>
    <context>
        <name>texts</name>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n giocatore</numerusform>
                <numerusform>%n giocatori</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 or %2 players</source>
            <translation>%1 o %2 giocatori</translation>
        </message>
        <message>
            <source>%1–%2 players</source>
            <translation>%1–%2 giocatori</translation>
        </message>
        <message>
            <source>Draw.</source>
            <translation>Pareggio.</translation>
        </message>
        <message>
            <source>%1 wins.</source>
            <translation>Vince %1.</translation>
        </message>
        <message>
            <source>%1 win.</source>
            <translation>Vincono %1.</translation>
        </message>
    </context>
</TS>