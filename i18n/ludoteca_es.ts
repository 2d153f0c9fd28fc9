<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
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
            <source>Computer – %1</source>
            <translation>Ordenador – %1</translation>
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
            <source>Start game</source>
            <translation>Empezar partida</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
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
        <name>RulesBrowser</name>
        <message>
            <source>Each game's own keys</source>
            <extracomment>The list entry of the Keyboard page (game entries hold their game's id).</extracomment>
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
            <source>Hide hands between hot-seat turns</source>
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
    </context>
    <context>
        <name>SidePanel</name>
        <message>
            <source>Human</source>
            <extracomment>The player typed (or pasted) a move's notation and pressed Enter. What screen readers were last told (the move list's newest entry); for tests and for saying it again.</extracomment>
            <translation>Humano</translation>
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
            <source>&amp;Fast</source>
            <translation>&amp;Rápida</translation>
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
            <source>Privacy Screen Between &amp;Turns</source>
            <translation>Pantalla de privacidad entre &amp;turnos</translation>
        </message>
        <message>
            <source>Show &amp;Side Panel</source>
            <translation>Mostrar el panel &amp;lateral</translation>
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
            <source>An unreadable history file was kept aside and a new history started.</source>
            <translation>Se apartó un archivo de historial ilegible y se empezó un historial nuevo.</translation>
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
            <extracomment>Seat colours for games that define none (Okabe-Ito, readable for colour-blind players).</extracomment>
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