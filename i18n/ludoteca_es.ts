<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>ChancePlot</name>
        <message>
            <source>Chance</source>
            <extracomment>The player clicked position `index` on the plot.</extracomment>
            <translation>Probabilidad</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Jugada</translation>
        </message>
        <message>
            <source>? a mistake: the move cost its player at least %1 points of their chance to win against the move the analysis prefers</source>
            <translation>? un error: la jugada le costó a su jugador al menos %1 puntos de probabilidad de ganar frente a la jugada que prefiere el análisis</translation>
        </message>
        <message>
            <source>?! a dubious move: the move cost its player at least %1 points of their chance to win against the move the analysis prefers</source>
            <translation>?! una jugada dudosa: la jugada le costó a su jugador al menos %1 puntos de probabilidad de ganar frente a la jugada que prefiere el análisis</translation>
        </message>
        <message>
            <source>▼ ?! dubious, ? mistake: a move that lost ground</source>
            <translation>▼ ?! dudosa, ? error: una jugada que perdió terreno</translation>
        </message>
        <message>
            <source>Move %1: %2</source>
            <translation>Jugada %1: %2</translation>
        </message>
    </context>
    <context>
        <name>Finale</name>
        <message>
            <source>New game…</source>
            <extracomment>How long the banner takes to come in at normal animation speed. The banner's width against the board view's, and its least width in pixels. The banner came up for a game's end (the outcome, the scene showing it): the window's win sound. The end position last celebrated (its state object): each end has its moment once.</extracomment>
            <translation>Partida nueva…</translation>
        </message>
        <message>
            <source>Review the game</source>
            <translation>Repasar la partida</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Escape or a click on the board closes this too.</source>
            <translation>Escape o un clic en el tablero también lo cierra.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partida ha terminado.</translation>
        </message>
        <message>
            <source>Draw!</source>
            <translation>¡Empate!</translation>
        </message>
        <message>
            <source>%1 wins!</source>
            <translation>¡%1 gana!</translation>
        </message>
        <message>
            <source>%1 win!</source>
            <translation>¡%1 ganan!</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <source>Not yet available</source>
            <extracomment>Arrow keys between the cards, as (dx, dy) in the grid. The player asked for the game's tutorial. An arrow key on the card: (card, dx, dy), for the chooser to move the focus to a neighbour.</extracomment>
            <translation>Aún no disponible</translation>
        </message>
        <message>
            <source>Learn to Play</source>
            <translation>Aprender a jugar</translation>
        </message>
        <message>
            <source>A short interactive lesson on %1</source>
            <translation>Una breve lección interactiva sobre %1</translation>
        </message>
        <message>
            <source>Start a new game of %1</source>
            <translation>Empezar una partida nueva de %1</translation>
        </message>
        <message>
            <source>This game is still being built.</source>
            <translation>Este juego todavía está en construcción.</translation>
        </message>
        <message>
            <source>Learn to play %1</source>
            <translation>Aprender a jugar a %1</translation>
        </message>
    </context>
    <context>
        <name>GameChooser</name>
        <message>
            <source>Choose a game</source>
            <extracomment>The player asked for a game's tutorial.</extracomment>
            <translation>Elige un juego</translation>
        </message>
        <message>
            <source>Play hot-seat with friends at one computer, or against the computer.</source>
            <translation>Juega por turnos con amigos en un mismo ordenador, o contra el ordenador.</translation>
        </message>
    </context>
    <context>
        <name>GameFiles</name>
        <message>
            <source>Ludoteca games (*%1)</source>
            <translation>Partidas de Ludoteca (*%1)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Save Game</source>
            <translation>Guardar partida</translation>
        </message>
        <message>
            <source>The game could not be saved.</source>
            <translation>No se ha podido guardar la partida.</translation>
        </message>
        <message>
            <source>Saved to %1</source>
            <translation>Guardado en %1</translation>
        </message>
        <message>
            <source>Open Game</source>
            <translation>Abrir partida</translation>
        </message>
        <message>
            <source>The game %1 is not available in this version.</source>
            <translation>El juego %1 no está disponible en esta versión.</translation>
        </message>
        <message>
            <source>This file cannot be opened as a Ludoteca game.</source>
            <translation>Este archivo no se puede abrir como partida de Ludoteca.</translation>
        </message>
        <message>
            <source>%1 is open. Move ▸ Review and Replay (Ctrl+R) replays it move by move.</source>
            <translation>%1 está abierta. Jugada ▸ Repaso y repetición (Ctrl+R) la reproduce jugada a jugada.</translation>
        </message>
        <message>
            <source>Autosave failed: %1</source>
            <translation>Error al guardar automáticamente: %1</translation>
        </message>
        <message>
            <source>Resume game</source>
            <translation>Reanudar partida</translation>
        </message>
        <message>
            <source>An unfinished game of %1 was saved automatically. Continue it?</source>
            <translation>Se guardó automáticamente una partida sin terminar de %1. ¿Quieres continuarla?</translation>
        </message>
    </context>
    <context>
        <name>GamesTab</name>
        <message>
            <source>Date</source>
            <extracomment>How many games the list reads at a time (the newest first); the next ones when the list is scrolled to its end: a history of years opens at once. What each choice of `SHOWN` asks the store for (`complete`).</extracomment>
            <translation>Fecha</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Juego</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Jugadores</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Modalidad</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Jugadas</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Duración</translation>
        </message>
        <message>
            <source>The %1 most recent of %2 games are listed: scroll to the end of the list for more, or choose a game or a period above.</source>
            <translation>Se muestran las %1 partidas más recientes de %2: desplázate hasta el final de la lista para ver más, o elige un juego o un periodo arriba.</translation>
        </message>
        <message>
            <source>No unfinished games: a game left before its end waits here, to be continued.</source>
            <translation>No hay partidas sin terminar: una partida que se deja antes del final espera aquí para continuarla.</translation>
        </message>
        <message>
            <source>No games here yet. Every game played to its end, and every game left unfinished, is kept here.</source>
            <translation>Aún no hay partidas. Aquí se guardan todas las partidas jugadas hasta el final y todas las que quedaron sin terminar.</translation>
        </message>
        <message>
            <source>Stored games, newest first</source>
            <translation>Partidas guardadas, las más recientes primero</translation>
        </message>
        <message>
            <source>S&amp;how:</source>
            <translation>&amp;Mostrar:</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Todas las partidas</translation>
        </message>
        <message>
            <source>Finished games</source>
            <translation>Partidas terminadas</translation>
        </message>
        <message>
            <source>Unfinished games</source>
            <translation>Partidas sin terminar</translation>
        </message>
        <message>
            <source>&amp;Replay</source>
            <translation>&amp;Reproducir</translation>
        </message>
        <message>
            <source>C&amp;ontinue</source>
            <translation>&amp;Continuar</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>E&amp;xportar…</translation>
        </message>
        <message>
            <source>&amp;Delete…</source>
            <translation>E&amp;liminar…</translation>
        </message>
        <message>
            <source>Open the game in the review, at its first move</source>
            <translation>Abrir la partida en el repaso, en su primera jugada</translation>
        </message>
        <message>
            <source>Go on playing this unfinished game</source>
            <translation>Seguir jugando esta partida sin terminar</translation>
        </message>
        <message>
            <source>Save the game as a %1 file</source>
            <translation>Guardar la partida como archivo %1</translation>
        </message>
        <message>
            <source>Remove the game from the history</source>
            <translation>Quitar la partida del historial</translation>
        </message>
    </context>
    <context>
        <name>HistoryControl</name>
        <message>
            <source>The history cannot be shown.</source>
            <translation>No se puede mostrar el historial.</translation>
        </message>
        <message>
            <source>The history is not kept in this run of Ludoteca.</source>
            <translation>En esta sesión de Ludoteca no se guarda el historial.</translation>
        </message>
        <message>
            <source>It is no longer in the history.</source>
            <translation>Ya no está en el historial.</translation>
        </message>
        <message>
            <source>This game cannot be opened.</source>
            <translation>No se puede abrir esta partida.</translation>
        </message>
        <message>
            <source>Export Game</source>
            <translation>Exportar partida</translation>
        </message>
        <message>
            <source>The game could not be exported.</source>
            <translation>No se ha podido exportar la partida.</translation>
        </message>
        <message>
            <source>Delete Game</source>
            <translation>Eliminar partida</translation>
        </message>
        <message>
            <source>Delete this game from the history? This cannot be undone.</source>
            <translation>¿Eliminar esta partida del historial? No se puede deshacer.</translation>
        </message>
        <message>
            <source>The game could not be deleted.</source>
            <translation>No se ha podido eliminar la partida.</translation>
        </message>
        <message>
            <source>Ludoteca histories (*%1)</source>
            <translation>Historiales de Ludoteca (*%1)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Export History</source>
            <translation>Exportar historial</translation>
        </message>
        <message>
            <source>The history could not be exported.</source>
            <translation>No se ha podido exportar el historial.</translation>
        </message>
        <message>
            <source>History exported to %1</source>
            <translation>Historial exportado a %1</translation>
        </message>
        <message>
            <source>Import History</source>
            <translation>Importar historial</translation>
        </message>
        <message>
            <source>The history cannot be read just now.</source>
            <translation>Ahora mismo no se puede leer el historial.</translation>
        </message>
        <message>
            <source>The file is too large to be a Ludoteca history.</source>
            <translation>El archivo es demasiado grande para ser un historial de Ludoteca.</translation>
        </message>
        <message>
            <source>Importing the history…</source>
            <translation>Importando el historial…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>The import was cancelled: nothing was added to the history.</source>
            <translation>Se canceló la importación: no se añadió nada al historial.</translation>
        </message>
        <message>
            <source>This file cannot be imported as a Ludoteca history.</source>
            <translation>Este archivo no se puede importar como historial de Ludoteca.</translation>
        </message>
        <message>
            <source>Games added to the history: %1.</source>
            <translation>Partidas añadidas al historial: %1.</translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <source>History and Statistics</source>
            <extracomment>Something went wrong reading or writing the history: a sentence for the status line.</extracomment>
            <translation>Historial y estadísticas</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Juego:</translation>
        </message>
        <message>
            <source>&amp;Period:</source>
            <translation>&amp;Periodo:</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Todos los juegos</translation>
        </message>
        <message>
            <source>All time</source>
            <translation>Desde siempre</translation>
        </message>
        <message>
            <source>Last 7 days</source>
            <translation>Últimos 7 días</translation>
        </message>
        <message>
            <source>Last 30 days</source>
            <translation>Últimos 30 días</translation>
        </message>
        <message>
            <source>Last 12 months</source>
            <translation>Últimos 12 meses</translation>
        </message>
        <message>
            <source>&amp;Statistics</source>
            <translation>&amp;Estadísticas</translation>
        </message>
        <message>
            <source>Recent Ga&amp;mes</source>
            <translation>Partidas recien&amp;tes</translation>
        </message>
        <message>
            <source>Pla&amp;yers</source>
            <translation>J&amp;ugadores</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>The history changed: its statistics and ratings are being counted again…</source>
            <translation>El historial ha cambiado: sus estadísticas y valoraciones se están volviendo a contar…</translation>
        </message>
        <message>
            <source>This history can only be read: its folder cannot be written. Its games are shown, but new games are not stored and players cannot be changed.</source>
            <translation>Este historial solo se puede leer: no se puede escribir en su carpeta. Se muestran sus partidas, pero las partidas nuevas no se guardan y los jugadores no se pueden cambiar.</translation>
        </message>
    </context>
    <context>
        <name>JoinDialog</name>
        <message>
            <source>This code has a typing error: check it against the host's.</source>
            <translation>Este código tiene un error de escritura: compáralo con el del anfitrión.</translation>
        </message>
        <message>
            <source>Looking for the game…</source>
            <translation>Buscando la partida…</translation>
        </message>
        <message>
            <source>The server cannot be reached: %1</source>
            <translation>No se puede conectar con el servidor: %1</translation>
        </message>
        <message>
            <source>No game answers to this code yet. Is the host's room open?</source>
            <translation>Todavía ninguna partida responde a este código. ¿Está abierta la sala del anfitrión?</translation>
        </message>
        <message>
            <source>%1: %2, %3 seat(s) free.</source>
            <translation>%1: %2, puestos libres: %3.</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Puesto %1</translation>
        </message>
        <message>
            <source>The first free seat</source>
            <translation>El primer puesto libre</translation>
        </message>
        <message>
            <source>Watch the game</source>
            <translation>Ver la partida</translation>
        </message>
        <message>
            <source>%1: %2, %3 seat(s) free</source>
            <translation>%1: %2, puestos libres: %3</translation>
        </message>
        <message>
            <source>Join a network game</source>
            <translation>Unirse a una partida en red</translation>
        </message>
        <message>
            <source>Games on this network:</source>
            <translation>Partidas en esta red:</translation>
        </message>
        <message>
            <source>Invite code:</source>
            <translation>Código de invitación:</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Tu nombre:</translation>
        </message>
        <message>
            <source>Seat:</source>
            <translation>Puesto:</translation>
        </message>
        <message>
            <source>Server:</source>
            <translation>Servidor:</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>Unirse</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
    </context>
    <context>
        <name>MainToolBar</name>
        <message>
            <source>Sound is off: click to turn it on</source>
            <translation>El sonido está desactivado: haz clic para activarlo</translation>
        </message>
        <message>
            <source>Sound is on: click to mute it</source>
            <translation>El sonido está activado: haz clic para silenciarlo</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>This game cannot be started with these settings.</source>
            <extracomment>The first window's size where the screen has room for it.</extracomment>
            <translation>Esta partida no puede empezar con estos ajustes.</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1 está pensando…</translation>
        </message>
        <message>
            <source>Computer player</source>
            <translation>Jugador del ordenador</translation>
        </message>
        <message>
            <source>Hint: %1 (chance to win after it: %2)</source>
            <translation>Pista: %1 (probabilidad de ganar después: %2)</translation>
        </message>
        <message>
            <source>The computer player ran into a problem and has been paused.</source>
            <translation>El jugador del ordenador ha tenido un problema y se ha pausado.</translation>
        </message>
        <message>
            <source>Not allowed: %1</source>
            <translation>No permitido: %1</translation>
        </message>
        <message>
            <source>The computer player chose a move that is not allowed (%1) and has been paused. Please report this as a bug.</source>
            <translation>El jugador del ordenador eligió una jugada no permitida (%1) y se ha puesto en pausa. Por favor, notifícalo como un error.</translation>
        </message>
        <message>
            <source>About Ludoteca</source>
            <translation>Acerca de Ludoteca</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Ludoteca&lt;/h3&gt;&lt;p&gt;Six tabletop games for one computer: play hot-seat with friends or against the computer.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Ludoteca&lt;/h3&gt;&lt;p&gt;Seis juegos de mesa para un ordenador: juega por turnos con amigos o contra el ordenador.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>NetSession</name>
        <message>
            <source>free seat</source>
            <extracomment>How long a guest waits for the host's record of a finished game before the game's end is told anyway. The room's table changed (a dict: seats, who is there, started, waiting). The room refused a move or a request of this screen: an `IllegalMove`-like (code, params). A seat's name changed (a guest joined under its own name). The seats played at this screen by people. A guest's copy of the finished game as the host recorded it (it replays: for the history).</extracomment>
            <translation>puesto libre</translation>
        </message>
        <message>
            <source>connected</source>
            <translation>conectado</translation>
        </message>
        <message>
            <source>reconnecting…</source>
            <translation>reconectando…</translation>
        </message>
    </context>
    <context>
        <name>NetworkControl</name>
        <message>
            <source>Choose the game to host.</source>
            <extracomment>While this computer serves its room on the home network: the server and its announcement.</extracomment>
            <translation>Elige el juego del que serás anfitrión.</translation>
        </message>
        <message>
            <source>A network game needs at least one remote seat.</source>
            <translation>Una partida en red necesita al menos un jugador remoto.</translation>
        </message>
        <message>
            <source>Set a seat to “Remote player”: its player joins from another computer.</source>
            <translation>Pon un puesto en «Jugador remoto»: su jugador se une desde otro ordenador.</translation>
        </message>
        <message>
            <source>This game cannot be started with these settings.</source>
            <translation>Esta partida no puede empezar con estos ajustes.</translation>
        </message>
        <message>
            <source>%1's %2</source>
            <translation>%2 de %1</translation>
        </message>
        <message>
            <source>The room is open: give your friends the code %1.</source>
            <translation>La sala está abierta: da a tus amigos el código %1.</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Partida en red</translation>
        </message>
        <message>
            <source>You were hosting a network game of %1. Open its room again? Your guests come back by themselves.</source>
            <translation>Eras el anfitrión de una partida en red de %1. ¿Quieres volver a abrir su sala? Tus invitados volverán solos.</translation>
        </message>
        <message>
            <source>That is not a server address.</source>
            <translation>Esa no es una dirección de servidor.</translation>
        </message>
        <message>
            <source>Write it as mqtt://host:port.</source>
            <translation>Escríbela como mqtt://host:port.</translation>
        </message>
        <message>
            <source>This computer serves the room on port %1.</source>
            <translation>Este ordenador ofrece la sala en el puerto %1.</translation>
        </message>
        <message>
            <source>Connecting to the game…</source>
            <translation>Conectando con la partida…</translation>
        </message>
        <message>
            <source>The host refused to take the move back.</source>
            <translation>El anfitrión no ha aceptado deshacer la jugada.</translation>
        </message>
        <message>
            <source>Join a network game</source>
            <translation>Unirse a una partida en red</translation>
        </message>
        <message>
            <source>The host closed the room.</source>
            <translation>El anfitrión ha cerrado la sala.</translation>
        </message>
        <message>
            <source>The game is over; the host closed the room.</source>
            <translation>La partida ha terminado; el anfitrión ha cerrado la sala.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Player %1</source>
            <translation>Jugador %1</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Puesto %1</translation>
        </message>
        <message>
            <source>Player %1 colour</source>
            <translation>Color del jugador %1</translation>
        </message>
        <message>
            <source>Player %1 name</source>
            <translation>Nombre del jugador %1</translation>
        </message>
        <message>
            <source>Player %1: human or computer</source>
            <translation>Jugador %1: humano u ordenador</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Humano</translation>
        </message>
        <message>
            <source>Remote player (another computer)</source>
            <translation>Jugador remoto (otro ordenador)</translation>
        </message>
        <message>
            <source>Host a network game – %1</source>
            <extracomment>Hosting a network game: a seat may also be played from another computer. The people the history knows, by name without case (`gui.history.Player`s).</extracomment>
            <translation>Crear una partida en red – %1</translation>
        </message>
        <message>
            <source>New game – %1</source>
            <translation>Nueva partida – %1</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Jugadores</translation>
        </message>
        <message>
            <source>Number of players:</source>
            <translation>Número de jugadores:</translation>
        </message>
        <message>
            <source>%1 moves first.</source>
            <translation>Mueve primero: %1.</translation>
        </message>
        <message>
            <source>Variants and options</source>
            <translation>Variantes y opciones</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Partida en red</translation>
        </message>
        <message>
            <source>Time per turn:</source>
            <translation>Tiempo por turno:</translation>
        </message>
        <message>
            <source>No limit</source>
            <translation>Sin límite</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>When a player's time for a turn runs out, the computer plays a quick move in their place.</source>
            <translation>Cuando a un jugador se le acaba el tiempo de su turno, el ordenador hace una jugada rápida en su lugar.</translation>
        </message>
        <message>
            <source>The room meets:</source>
            <translation>Lugar de la sala:</translation>
        </message>
        <message>
            <source>On the server below (across the internet)</source>
            <translation>En el servidor de abajo (a través de internet)</translation>
        </message>
        <message>
            <source>On this computer (home network)</source>
            <translation>En este ordenador (red doméstica)</translation>
        </message>
        <message>
            <source>Server:</source>
            <translation>Servidor:</translation>
        </message>
        <message>
            <source>Start game</source>
            <translation>Empezar partida</translation>
        </message>
        <message>
            <source>Open the room</source>
            <translation>Abrir la sala</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Computer – %1</source>
            <translation>Ordenador – %1</translation>
        </message>
    </context>
    <context>
        <name>PlayersTab</name>
        <message>
            <source>Name</source>
            <extracomment>A player was added, renamed, changed or forgotten.</extracomment>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Color</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partidas</translation>
        </message>
        <message>
            <source>Known since</source>
            <translation>Conocido desde</translation>
        </message>
        <message>
            <source>“%1” is what a seat is called when nobody names it: choose a person's name.</source>
            <translation>«%1» es como se llama un puesto cuando nadie le da nombre: elige el nombre de una persona.</translation>
        </message>
        <message>
            <source>This name cannot be used: it is empty, too long, taken by another player, or the player has games in the history and cannot be forgotten.</source>
            <translation>Este nombre no se puede usar: está vacío, es demasiado largo o ya lo tiene otro jugador, o el jugador tiene partidas en el historial y no se puede olvidar.</translation>
        </message>
        <message>
            <source>The history cannot be changed just now.</source>
            <translation>Ahora mismo no se puede modificar el historial.</translation>
        </message>
        <message>
            <source>Known players</source>
            <translation>Jugadores conocidos</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Nombre:</translation>
        </message>
        <message>
            <source>Preferred &amp;colour:</source>
            <translation>&amp;Color preferido:</translation>
        </message>
        <message>
            <source>Preferred &amp;language:</source>
            <translation>&amp;Idioma preferido:</translation>
        </message>
        <message>
            <source>No preference</source>
            <translation>Sin preferencia</translation>
        </message>
        <message>
            <source>The window's language</source>
            <translation>El idioma de la ventana</translation>
        </message>
        <message>
            <source>&amp;Add as New Player</source>
            <translation>Aña&amp;dir como jugador nuevo</translation>
        </message>
        <message>
            <source>Sa&amp;ve Changes</source>
            <translation>&amp;Guardar cambios</translation>
        </message>
        <message>
            <source>&amp;Forget Player</source>
            <translation>&amp;Olvidar jugador</translation>
        </message>
        <message>
            <source>Only a player without games in the history can be forgotten</source>
            <translation>Solo se puede olvidar a un jugador sin partidas en el historial</translation>
        </message>
    </context>
    <context>
        <name>PrivacyScreen</name>
        <message>
            <source>Pass the device to %1</source>
            <translation>Pasa el dispositivo a %1</translation>
        </message>
        <message>
            <source>The other players should look away now.</source>
            <translation>Los demás jugadores deben mirar hacia otro lado.</translation>
        </message>
        <message>
            <source>I am %1 – show my hand</source>
            <translation>Soy %1 – mostrar mi mano</translation>
        </message>
    </context>
    <context>
        <name>ReviewDock</name>
        <message>
            <source>Review</source>
            <translation>Repaso</translation>
        </message>
        <message>
            <source>The analysis ran into a problem.</source>
            <translation>El análisis ha tenido un problema.</translation>
        </message>
        <message>
            <source>Analysing…</source>
            <translation>Analizando…</translation>
        </message>
        <message>
            <source>Step through the game, or analyse it to see each player's chance to win.</source>
            <translation>Recorre la partida jugada a jugada, o analízala para ver la probabilidad de ganar de cada jugador.</translation>
        </message>
        <message>
            <source>Chances to win: %1.</source>
            <translation>Probabilidades de ganar: %1.</translation>
        </message>
        <message>
            <source>Next move %1 (%2) leaves %3 a chance of %4; the analysis prefers %5 (%6).</source>
            <translation>La siguiente jugada %1 (%2) deja a %3 una probabilidad de %4; el análisis prefiere %5 (%6).</translation>
        </message>
        <message>
            <source>Export Moves</source>
            <translation>Exportar jugadas</translation>
        </message>
        <message>
            <source>Text files (*.txt)</source>
            <translation>Archivos de texto (*.txt)</translation>
        </message>
        <message>
            <source>The moves could not be exported.</source>
            <translation>No se pudieron exportar las jugadas.</translation>
        </message>
        <message>
            <source>Moves exported to %1</source>
            <translation>Jugadas exportadas a %1</translation>
        </message>
    </context>
    <context>
        <name>ReviewPanel</name>
        <message>
            <source>Analyse Game</source>
            <extracomment>The player picked a position (by the plot, the slider or the step buttons).</extracomment>
            <translation>Analizar partida</translation>
        </message>
        <message>
            <source>Evaluate every position: each player's chance to win, move by move</source>
            <translation>Evaluar cada posición: la probabilidad de ganar de cada jugador, jugada a jugada</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Detener</translation>
        </message>
        <message>
            <source>Export Moves…</source>
            <translation>Exportar jugadas…</translation>
        </message>
        <message>
            <source>Start of the game</source>
            <translation>Inicio de la partida</translation>
        </message>
        <message>
            <source>One move back</source>
            <translation>Una jugada atrás</translation>
        </message>
        <message>
            <source>One move forward</source>
            <translation>Una jugada adelante</translation>
        </message>
        <message>
            <source>Last move</source>
            <translation>Última jugada</translation>
        </message>
        <message>
            <source>Position in the game</source>
            <translation>Posición en la partida</translation>
        </message>
        <message>
            <source>Chances to win</source>
            <translation>Probabilidades de ganar</translation>
        </message>
        <message>
            <source>Each player's chance to win after every move; click to go there</source>
            <translation>La probabilidad de ganar de cada jugador tras cada jugada; haz clic para ir allí</translation>
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
            <translation>Conectando…</translation>
        </message>
        <message>
            <source>Waiting for players: %1 seat(s) free.</source>
            <translation>Esperando jugadores – puestos libres: %1.</translation>
        </message>
        <message>
            <source>Everybody is here: start the game.</source>
            <translation>Ya están todos: empieza la partida.</translation>
        </message>
        <message>
            <source>Everybody is here: the host starts the game.</source>
            <translation>Ya están todos: el anfitrión empieza la partida.</translation>
        </message>
        <message>
            <source>Waiting for %1 (reconnecting…)</source>
            <translation>Esperando a %1 (reconectando…)</translation>
        </message>
        <message>
            <source>Spectator</source>
            <translation>Espectador</translation>
        </message>
        <message>
            <source>%1 asks to take back their last move.</source>
            <translation>%1 pide deshacer su última jugada.</translation>
        </message>
        <message>
            <source>Waiting for the host (reconnecting…)</source>
            <translation>Esperando al anfitrión (reconectando…)</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Partida en red</translation>
        </message>
        <message>
            <source>Invite code:</source>
            <translation>Código de invitación:</translation>
        </message>
        <message>
            <source>Invite code</source>
            <translation>Código de invitación</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>Empezar la partida</translation>
        </message>
        <message>
            <source>Say something to the table…</source>
            <translation>Di algo a la mesa…</translation>
        </message>
        <message>
            <source>Chat message</source>
            <translation>Mensaje de chat</translation>
        </message>
        <message>
            <source>Chat</source>
            <translation>Chat</translation>
        </message>
        <message>
            <source>Allow</source>
            <translation>Permitir</translation>
        </message>
        <message>
            <source>Refuse</source>
            <translation>Rechazar</translation>
        </message>
        <message>
            <source>React with %1</source>
            <translation>Reaccionar con %1</translation>
        </message>
    </context>
    <context>
        <name>RulesBrowser</name>
        <message>
            <source>Each game's own keys</source>
            <extracomment>The list entries of the Keyboard page and the network page (game entries hold their game's id).</extracomment>
            <translation>Las teclas propias de cada juego</translation>
        </message>
        <message>
            <source>The rules of this game are not written yet.</source>
            <extracomment>The player asked for the shown game's tutorial.</extracomment>
            <translation>Las reglas de este juego aún no están escritas.</translation>
        </message>
        <message>
            <source>These rules are not translated yet; they are shown in English.</source>
            <translation>Estas reglas aún no están traducidas; se muestran en inglés.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Reglas</translation>
        </message>
        <message>
            <source>Learn to Play</source>
            <translation>Aprender a jugar</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Teclado</translation>
        </message>
        <message>
            <source>Playing over the network</source>
            <translation>Jugar en red</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Preferences</source>
            <translation>Preferencias</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Desactivadas</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rápida</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lenta</translation>
        </message>
        <message>
            <source>Like the desktop</source>
            <translation>Como el escritorio</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Claro</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Oscuro</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>Alto contraste</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Estándar</translation>
        </message>
        <message>
            <source>Colour-blind safe, with marks</source>
            <translation>Apta para daltónicos, con marcas</translation>
        </message>
        <message>
            <source>Hide hands between turns</source>
            <translation>Ocultar las manos entre turnos</translation>
        </message>
        <message>
            <source>Save the running game automatically</source>
            <translation>Guardar automáticamente la partida en curso</translation>
        </message>
        <message>
            <source>Longer looks deeper; a game's analysis takes this long per move</source>
            <translation>Más tiempo mira más lejos; el análisis de una partida tarda esto por jugada</translation>
        </message>
        <message>
            <source>Mute sound</source>
            <translation>Silenciar el sonido</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Idioma:</translation>
        </message>
        <message>
            <source>Computer thinking time:</source>
            <translation>Tiempo de reflexión del ordenador:</translation>
        </message>
        <message>
            <source>Analysis time per position:</source>
            <translation>Tiempo de análisis por posición:</translation>
        </message>
        <message>
            <source>Theme:</source>
            <translation>Tema:</translation>
        </message>
        <message>
            <source>Piece colours:</source>
            <translation>Colores de las piezas:</translation>
        </message>
        <message>
            <source>Animation speed:</source>
            <translation>Velocidad de las animaciones:</translation>
        </message>
        <message>
            <source>Sound volume:</source>
            <translation>Volumen del sonido:</translation>
        </message>
    </context>
    <context>
        <name>SidePanel</name>
        <message>
            <source>Human</source>
            <translation>Humano</translation>
        </message>
        <message>
            <source>Remote player</source>
            <extracomment>The player typed (or pasted) a move's notation and pressed Enter. What screen readers were last told (the move list's newest entry); for tests and for saying it again.</extracomment>
            <translation>Jugador remoto</translation>
        </message>
        <message>
            <source>%1 to move</source>
            <translation>Le toca a %1</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Jugadores</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Jugadas</translation>
        </message>
        <message>
            <source>Every move of the game so far, the newest last</source>
            <translation>Todas las jugadas de la partida hasta ahora, la más reciente al final</translation>
        </message>
        <message>
            <source>Type a move</source>
            <translation>Escribir una jugada</translation>
        </message>
        <message>
            <source>Start of the game</source>
            <translation>Inicio de la partida</translation>
        </message>
        <message>
            <source>Type a move and press Enter</source>
            <translation>Escribe una jugada y pulsa Intro</translation>
        </message>
        <message>
            <source>A move in the game's notation, as in the move list</source>
            <translation>Una jugada en la notación del juego, como en la lista de jugadas</translation>
        </message>
    </context>
    <context>
        <name>StatisticsTab</name>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Mejor puntuación</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>Puntuación media</translation>
        </message>
        <message>
            <source>Longest winning streak</source>
            <translation>Racha de victorias más larga</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Valoración</translation>
        </message>
        <message>
            <source>%1 ± %2</source>
            <translation>%1 ± %2</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Partidas</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Ganadas</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Perdidas</translation>
        </message>
        <message>
            <source>Drawn</source>
            <translation>Empatadas</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Porcentaje de victorias</translation>
        </message>
        <message numerus="yes">
            <source>Of these, %n game(s) with every seat theirs: neither won nor lost.</source>
            <translation>
                <numerusform>De ellas, %n partida con todos los puestos de este jugador: ni ganada ni perdida.</numerusform>
                <numerusform>De ellas, %n partidas con todos los puestos de este jugador: ni ganadas ni perdidas.</numerusform>
            </translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Juego</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partidas</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Modalidad</translation>
        </message>
        <message>
            <source>Against</source>
            <translation>Contra</translation>
        </message>
        <message>
            <source>Results of %1</source>
            <translation>Resultados de %1</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Resultados</translation>
        </message>
        <message>
            <source>Rating of %1</source>
            <translation>Valoración de %1</translation>
        </message>
        <message>
            <source>%1, game %2 (%3): rating %4 ± %5</source>
            <translation>%1, partida %2 (%3): valoración %4 ± %5</translation>
        </message>
        <message>
            <source>A computer level keeps a fixed rating, measured in matches between the levels.</source>
            <translation>Un nivel del ordenador tiene una valoración fija, medida en enfrentamientos entre los niveles.</translation>
        </message>
        <message>
            <source>No rated game yet: ratings come from finished games.</source>
            <translation>Aún no hay partidas valoradas: las valoraciones salen de las partidas terminadas.</translation>
        </message>
        <message>
            <source>Glicko-2 rating after each game played (new players start at 1500). Choose one game above to see how sure each rating is and to compare with the computer levels.</source>
            <translation>Valoración Glicko-2 tras cada partida jugada (los jugadores nuevos empiezan con 1500). Elige un juego arriba para ver lo segura que es cada valoración y compararla con los niveles del ordenador.</translation>
        </message>
        <message>
            <source>Glicko-2 rating after each game played; the shaded band is ± twice the rating deviation (narrower: surer), the dashed lines are the computer levels.</source>
            <translation>Valoración Glicko-2 tras cada partida jugada; la banda sombreada es ± el doble de la desviación de la valoración (más estrecha: más segura), las líneas discontinuas son los niveles del ordenador.</translation>
        </message>
        <message>
            <source>Games played</source>
            <translation>Partidas jugadas</translation>
        </message>
        <message>
            <source>Players and their results</source>
            <translation>Jugadores y sus resultados</translation>
        </message>
        <message>
            <source>Results against each opponent</source>
            <translation>Resultados contra cada rival</translation>
        </message>
        <message>
            <source>Rating after each game</source>
            <translation>Valoración tras cada partida</translation>
        </message>
        <message>
            <source>No finished games here yet. Every game played to its end is kept, with its players, result and moves.</source>
            <translation>Aún no hay partidas terminadas. Cada partida jugada hasta el final se guarda, con sus jugadores, su resultado y sus jugadas.</translation>
        </message>
        <message>
            <source>Results and rating</source>
            <extracomment>Above this many games a line is drawn without its dots (they would run together). The narrowest the rating plot is beside the results (below that each has a tab).</extracomment>
            <translation>Resultados y valoración</translation>
        </message>
        <message>
            <source>Most played modes</source>
            <translation>Modalidades más jugadas</translation>
        </message>
    </context>
    <context>
        <name>TutorialPage</name>
        <message>
            <source>Learn to play %1</source>
            <extracomment>Pause before the other side's scripted answer, so the learner sees their own move land (milliseconds).</extracomment>
            <translation>Aprende a jugar a %1</translation>
        </message>
        <message>
            <source>Show Me</source>
            <translation>Muéstramelo</translation>
        </message>
        <message>
            <source>Start Step Again</source>
            <translation>Repetir el paso</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Atrás</translation>
        </message>
        <message>
            <source>Leave the Tutorial</source>
            <translation>Salir del tutorial</translation>
        </message>
        <message>
            <source>Try again: %1</source>
            <translation>Inténtalo de nuevo: %1</translation>
        </message>
        <message>
            <source>Well done!</source>
            <translation>¡Muy bien!</translation>
        </message>
        <message>
            <source>Good. Go on.</source>
            <translation>Bien. Sigue.</translation>
        </message>
        <message>
            <source>Watch the move on the board.</source>
            <translation>Mira la jugada en el tablero.</translation>
        </message>
        <message>
            <source>Now make that move yourself.</source>
            <translation>Ahora haz tú esa jugada.</translation>
        </message>
        <message>
            <source>Step %1 of %2</source>
            <translation>Paso %1 de %2</translation>
        </message>
        <message>
            <source>Challenge: %1</source>
            <translation>Reto: %1</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Terminar</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Siguiente</translation>
        </message>
    </context>
    <context>
        <name>WindowMenus</name>
        <message>
            <source>&amp;Game</source>
            <extracomment>The keys of each window action (`act_&lt;name&gt;`): the platform's standard keys where there are some. Plain letters other than P and ? are the board's (h/j/k/l move its cursor); Ctrl+Q quits where the platform has no key for it. The Keyboard help page lists them from here, as this keyboard names them.</extracomment>
            <translation>&amp;Partida</translation>
        </message>
        <message>
            <source>&amp;Move</source>
            <translation>&amp;Jugada</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <source>&amp;Full Screen</source>
            <translation>Pantalla &amp;completa</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Ajustes</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;yuda</translation>
        </message>
        <message>
            <source>&amp;New Game…</source>
            <translation>&amp;Nueva partida…</translation>
        </message>
        <message>
            <source>&amp;Choose Another Game</source>
            <translation>Elegir &amp;otro juego</translation>
        </message>
        <message>
            <source>&amp;Restart</source>
            <translation>&amp;Reiniciar</translation>
        </message>
        <message>
            <source>&amp;Join Network Game…</source>
            <translation>&amp;Unirse a una partida en red…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Abrir…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Guardar</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>Guardar &amp;como…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rehacer</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Pista</translation>
        </message>
        <message>
            <source>&amp;Pause Computer Players</source>
            <translation>&amp;Pausar a los jugadores del ordenador</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Reglas</translation>
        </message>
        <message>
            <source>&amp;Keyboard</source>
            <translation>&amp;Teclado</translation>
        </message>
        <message>
            <source>&amp;About Ludoteca</source>
            <translation>&amp;Acerca de Ludoteca</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Preferencias…</translation>
        </message>
        <message>
            <source>&amp;Animations</source>
            <translation>&amp;Animaciones</translation>
        </message>
        <message>
            <source>Animation Spee&amp;d</source>
            <translation>&amp;Velocidad de las animaciones</translation>
        </message>
        <message>
            <source>T&amp;heme</source>
            <translation>T&amp;ema</translation>
        </message>
        <message>
            <source>Hide Hands Between &amp;Turns</source>
            <translation>Ocultar las manos entre &amp;turnos</translation>
        </message>
        <message>
            <source>&amp;Mute Sound</source>
            <translation>Silenciar el &amp;sonido</translation>
        </message>
        <message>
            <source>&amp;History and Statistics…</source>
            <translation>&amp;Historial y estadísticas…</translation>
        </message>
        <message>
            <source>Con&amp;tinue an Unfinished Game…</source>
            <translation>Con&amp;tinuar una partida sin terminar…</translation>
        </message>
        <message>
            <source>E&amp;xport History…</source>
            <translation>E&amp;xportar historial…</translation>
        </message>
        <message>
            <source>&amp;Import History…</source>
            <translation>&amp;Importar historial…</translation>
        </message>
        <message>
            <source>&amp;Fast</source>
            <translation>&amp;Rápida</translation>
        </message>
        <message>
            <source>Host Net&amp;work Game…</source>
            <translation>Crear una &amp;partida en red…</translation>
        </message>
        <message>
            <source>&amp;Normal</source>
            <translation>&amp;Normal</translation>
        </message>
        <message>
            <source>S&amp;low</source>
            <translation>&amp;Lenta</translation>
        </message>
        <message>
            <source>Like the &amp;Desktop</source>
            <translation>Como el &amp;escritorio</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>&amp;Claro</translation>
        </message>
        <message>
            <source>Dar&amp;k</source>
            <translation>&amp;Oscuro</translation>
        </message>
        <message>
            <source>&amp;High Contrast</source>
            <translation>&amp;Alto contraste</translation>
        </message>
        <message>
            <source>&amp;Colour-Blind Palette</source>
            <translation>Paleta para &amp;daltónicos</translation>
        </message>
        <message>
            <source>Show &amp;Side Panel</source>
            <translation>Mostrar el panel &amp;lateral</translation>
        </message>
        <message>
            <source>Show Tool&amp;bar</source>
            <translation>Mostrar la &amp;barra de herramientas</translation>
        </message>
        <message>
            <source>&amp;Analyse Game</source>
            <translation>&amp;Analizar partida</translation>
        </message>
        <message>
            <source>Re&amp;view and Replay</source>
            <translation>&amp;Repaso y repetición</translation>
        </message>
        <message>
            <source>&amp;Learn to Play…</source>
            <translation>Aprender a &amp;jugar…</translation>
        </message>
    </context>
    <context>
        <name>history</name>
        <message>
            <source>The game could not be added to the history: its folder cannot be used.</source>
            <translation>No se pudo añadir la partida al historial: su carpeta no se puede usar.</translation>
        </message>
        <message>
            <source>The game could not be written to the history yet; it will be tried again after the next game.</source>
            <translation>Aún no se pudo escribir la partida en el historial; se volverá a intentar tras la próxima partida.</translation>
        </message>
        <message>
            <source>Another program kept the history file locked: it was kept aside and a new history started.</source>
            <extracomment>What the store's problems mean to the player: the first mark found in them gives the sentence.</extracomment>
            <translation>Otro programa mantenía bloqueado el archivo del historial: se ha guardado aparte y se ha empezado un historial nuevo.</translation>
        </message>
        <message>
            <source>The history file comes from a newer Ludoteca: it was kept aside and a new history started.</source>
            <translation>El archivo del historial es de un Ludoteca más reciente: se ha guardado aparte y se ha empezado un historial nuevo.</translation>
        </message>
        <message>
            <source>Damaged games that could not be written to the history were kept aside in its folder.</source>
            <translation>Las partidas dañadas que no se pudieron escribir en el historial se han guardado aparte en su carpeta.</translation>
        </message>
        <message>
            <source>An unreadable history file was kept aside and a new history started.</source>
            <translation>Se apartó un archivo de historial ilegible y se empezó un historial nuevo.</translation>
        </message>
        <message>
            <source>Damaged games were left out of the export.</source>
            <translation>Las partidas dañadas se han dejado fuera de la exportación.</translation>
        </message>
        <message>
            <source>Some stored games or players are damaged and are left out.</source>
            <translation>Algunas partidas o jugadores guardados están dañados y se dejan fuera.</translation>
        </message>
        <message>
            <source>The history cannot be read just now.</source>
            <translation>Ahora mismo no se puede leer el historial.</translation>
        </message>
        <message>
            <source>The history's folder cannot be written, so the history is only read: this game is not stored in it.</source>
            <translation>No se puede escribir en la carpeta del historial, así que el historial solo se lee: esta partida no se guarda en él.</translation>
        </message>
        <message>
            <source>The game could not be added to the history.</source>
            <translation>La partida no se pudo añadir al historial.</translation>
        </message>
        <message>
            <source>%1%</source>
            <translation>%1 %</translation>
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
            <translation>Sin terminar</translation>
        </message>
        <message>
            <source>%1 wins.</source>
            <translation>Gana %1.</translation>
        </message>
        <message>
            <source>%1, %2, wins.</source>
            <translation>%1, %2, gana.</translation>
        </message>
        <message>
            <source>Winners: %1.</source>
            <translation>Ganadores: %1.</translation>
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
            <translation>%1 jugadores</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>standard rules</source>
            <translation>reglas estándar</translation>
        </message>
    </context>
    <context>
        <name>levels</name>
        <message>
            <source>Easy</source>
            <translation>Fácil</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Difícil</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>The game is won.</source>
            <extracomment>Seat i always plays colours[i] (Abalone: Black moves first), so a colour chosen for a player decides their seat: the new-game dialog seats the players in colour order. Hot-seat games with hands that the other players must not see. Whether `legal_moves()` enumerates every move (False for continuous throws). The key of an int option giving each player's minutes on a game clock (0: no clock), for games that offer one; the GUI keeps the time and plays `state.flag_move(seat)` when a clock runs out. False for a game listed in the chooser whose engine is not built yet. The game's own `Outcome.reason` codes -&gt; sentence (marked with QT_TRANSLATE_NOOP("reasons", ...)). The game's own `IllegalMove.code`s -&gt; sentence (marked with QT_TRANSLATE_NOOP("refusals", ...)); a sentence names its parameters %1, %2, …. The common codes are in `COMMON_REFUSALS`. Sentences for the common reason codes, shown by the GUI at the end of a game.</extracomment>
            <translation>La partida está ganada.</translation>
        </message>
        <message>
            <source>The game ends in a draw.</source>
            <translation>La partida termina en empate.</translation>
        </message>
        <message>
            <source>The game ends on points.</source>
            <translation>La partida se decide por puntos.</translation>
        </message>
        <message>
            <source>Time ran out.</source>
            <translation>Se acabó el tiempo.</translation>
        </message>
        <message>
            <source>A player resigned.</source>
            <translation>Un jugador se ha rendido.</translation>
        </message>
        <message>
            <source>The move limit was reached.</source>
            <translation>Se alcanzó el límite de jugadas.</translation>
        </message>
        <message>
            <source>The position was repeated too often.</source>
            <translation>La posición se repitió demasiadas veces.</translation>
        </message>
    </context>
    <context>
        <name>refusals</name>
        <message>
            <source>The game is over: no more moves can be made.</source>
            <extracomment>Version of the state envelope written by `GameState.to_json`. Sentences for the common refusal codes, shown by the GUI when a move is refused.</extracomment>
            <translation>La partida ha terminado: ya no se pueden hacer jugadas.</translation>
        </message>
        <message>
            <source>That is not a move of this game.</source>
            <translation>Eso no es una jugada de este juego.</translation>
        </message>
        <message>
            <source>A move must be given as text.</source>
            <translation>Una jugada debe darse como texto.</translation>
        </message>
        <message>
            <source>That text is not a move in this game's notation.</source>
            <translation>Ese texto no es una jugada en la notación de este juego.</translation>
        </message>
        <message>
            <source>That move is not allowed in this position.</source>
            <translation>Esa jugada no está permitida en esta posición.</translation>
        </message>
        <message>
            <source>That move is allowed, but this step asks for another one.</source>
            <extracomment>Refusal codes of a tutorial (context "refusals" of the shell catalog).</extracomment>
            <translation>Esa jugada está permitida, pero este paso pide otra.</translation>
        </message>
        <message>
            <source>That did not reach the goal of this step.</source>
            <translation>Así no se alcanza el objetivo de este paso.</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <extracomment>The largest room save read back. What the room says when it refuses something (context "refusals"; the engine's own codes have theirs).</extracomment>
            <translation>La partida aún no ha empezado.</translation>
        </message>
        <message>
            <source>The game waits for a player who is reconnecting.</source>
            <translation>La partida espera a un jugador que se está reconectando.</translation>
        </message>
        <message>
            <source>Another move was played first.</source>
            <translation>Antes se hizo otra jugada.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>No es tu turno.</translation>
        </message>
        <message>
            <source>That seat is played from another computer.</source>
            <translation>Ese puesto se juega desde otro ordenador.</translation>
        </message>
        <message>
            <source>Spectators cannot move.</source>
            <translation>Los espectadores no pueden mover.</translation>
        </message>
        <message>
            <source>The game has no free seat.</source>
            <translation>La partida no tiene ningún puesto libre.</translation>
        </message>
        <message>
            <source>That seat has just been taken.</source>
            <translation>Ese puesto se acaba de ocupar.</translation>
        </message>
    </context>
    <context>
        <name>review</name>
        <message>
            <source>%1%</source>
            <translation>%1 %</translation>
        </message>
    </context>
    <context>
        <name>saves</name>
        <message>
            <source>Move %1 (%2) is not allowed: %3</source>
            <extracomment>What `QSaveFile` leaves behind when the app is killed while writing `name.ludoteca` (where the file system cannot make unnamed temporary files): `name.ludoteca.` and six random characters. A temporary file this old is not being written by a running copy of the app. Files larger than this are refused before reading (a real save is a few hundred kB at most).</extracomment>
            <translation>La jugada %1 (%2) no está permitida: %3</translation>
        </message>
        <message>
            <source>This is not a file that a game can be saved in.</source>
            <translation>Esto no es un archivo en el que se pueda guardar una partida.</translation>
        </message>
        <message>
            <source>The file is too large to be a saved game.</source>
            <translation>El archivo es demasiado grande para ser una partida guardada.</translation>
        </message>
        <message>
            <source>The file is not a text file.</source>
            <translation>El archivo no es un archivo de texto.</translation>
        </message>
        <message>
            <source>The saved players do not match the game's seats.</source>
            <translation>Los jugadores guardados no coinciden con los puestos de la partida.</translation>
        </message>
    </context>
    <context>
        <name>setup</name>
        <message>
            <source>Player %1</source>
            <extracomment>A seat's default name, "Player 2" (context "setup").</extracomment>
            <translation>Jugador %1</translation>
        </message>
    </context>
    <context>
        <name>texts</name>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n jugador</numerusform>
                <numerusform>%n jugadores</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 or %2 players</source>
            <translation>%1 o %2 jugadores</translation>
        </message>
        <message>
            <source>%1–%2 players</source>
            <translation>%1–%2 jugadores</translation>
        </message>
        <message>
            <source>Draw.</source>
            <translation>Empate.</translation>
        </message>
        <message>
            <source>%1 wins.</source>
            <translation>Gana %1.</translation>
        </message>
        <message>
            <source>%1 win.</source>
            <translation>Ganan %1.</translation>
        </message>
    </context>
</TS>