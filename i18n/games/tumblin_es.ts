<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>colours</name>
        <message>
            <source>Red</source>
            <translation>Rojo</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Negro</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Verde</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Blanco</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Azul</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>Amarillo</translation>
        </message>
        <message>
            <source>Purple</source>
            <translation>Morado</translation>
        </message>
        <message>
            <source>Orange</source>
            <translation>Naranja</translation>
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
            <translation>Lanza dados de un toque por un tablero escalonado y déjalos en el mejor nivel.</translation>
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <source>End of the game</source>
            <translation>Fin de la partida</translation>
        </message>
        <message>
            <source>After a number of rounds, then tie-breaks</source>
            <translation>Tras un número de rondas, y luego desempates</translation>
        </message>
        <message>
            <source>First to 301 points</source>
            <translation>El primero a 301 puntos</translation>
        </message>
        <message>
            <source>First to 501 points</source>
            <translation>El primero a 501 puntos</translation>
        </message>
        <message>
            <source>First to win a number of rounds</source>
            <translation>El primero en ganar un número de rondas</translation>
        </message>
        <message>
            <source>Rounds to play</source>
            <translation>Rondas a jugar</translation>
        </message>
        <message>
            <source>Only for a game over a number of rounds; players still tied afterwards throw extra rounds alone.</source>
            <translation>Solo en una partida por número de rondas; quienes sigan empatados juegan solos rondas extra.</translation>
        </message>
        <message>
            <source>Rounds needed to win</source>
            <translation>Rondas ganadas necesarias</translation>
        </message>
        <message>
            <source>Only when playing for won rounds.</source>
            <translation>Solo al jugar por rondas ganadas.</translation>
        </message>
        <message>
            <source>Dice per player</source>
            <translation>Dados por jugador</translation>
        </message>
        <message>
            <source>5 dice</source>
            <translation>5 dados</translation>
        </message>
        <message>
            <source>5 dice and a bonus die that counts double</source>
            <translation>5 dados y un dado de bonificación que cuenta doble</translation>
        </message>
        <message>
            <source>9 dice</source>
            <translation>9 dados</translation>
        </message>
        <message>
            <source>Play in two teams</source>
            <translation>Jugar en dos equipos</translation>
        </message>
        <message>
            <source>Partners sit apart and never throw one after the other; their points are added up.</source>
            <translation>Los compañeros se sientan separados y nunca lanzan seguidos; sus puntos se suman.</translation>
        </message>
        <message>
            <source>A die short of the line</source>
            <translation>Un dado antes de la línea</translation>
        </message>
        <message>
            <source>is removed at once</source>
            <translation>se retira en el acto</translation>
        </message>
        <message>
            <source>stays until the round is scored</source>
            <translation>se queda hasta el recuento</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Puntuación</translation>
        </message>
        <message>
            <source>Face times level</source>
            <translation>Valor por nivel</translation>
        </message>
        <message>
            <source>Face plus level (for children)</source>
            <translation>Valor más nivel (para niños)</translation>
        </message>
        <message>
            <source>A die off the board</source>
            <translation>Un dado fuera del tablero</translation>
        </message>
        <message>
            <source>scores nothing</source>
            <translation>no puntúa</translation>
        </message>
        <message>
            <source>costs its owner the face it shows</source>
            <translation>le cuesta a su dueño el valor que muestra</translation>
        </message>
        <message>
            <source>All of a player's dice scoring</source>
            <translation>Todos los dados de un jugador puntúan</translation>
        </message>
        <message>
            <source>no bonus</source>
            <translation>sin bonificación</translation>
        </message>
        <message>
            <source>10 extra points</source>
            <translation>10 puntos extra</translation>
        </message>
        <message>
            <source>20 extra points</source>
            <translation>20 puntos extra</translation>
        </message>
        <message>
            <source>that player's points count double</source>
            <translation>los puntos de ese jugador cuentan doble</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Dados</translation>
        </message>
        <message>
            <source>Ordinary six-sided dice</source>
            <translation>Dados normales de seis caras</translation>
        </message>
        <message>
            <source>Eight-sided dice</source>
            <translation>Dados de ocho caras</translation>
        </message>
        <message>
            <source>Ten-sided dice</source>
            <translation>Dados de diez caras</translation>
        </message>
        <message>
            <source>Twelve-sided dice</source>
            <translation>Dados de doce caras</translation>
        </message>
        <message>
            <source>Twenty-sided dice</source>
            <translation>Dados de veinte caras</translation>
        </message>
        <message>
            <source>A mix of special dice</source>
            <translation>Una mezcla de dados especiales</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>The required number of rounds was won.</source>
            <translation>Se ganó el número necesario de rondas.</translation>
        </message>
    </context>
    <context>
        <name>refusals</name>
        <message>
            <source>Write a throw like %1 (add b at the end for the bonus die), or write “next” to collect the dice.</source>
            <translation>Escribe un lanzamiento como %1 (con b al final para el dado de bonificación), o «next» para recoger los dados.</translation>
        </message>
        <message>
            <source>The round is still under way: the dice are collected once every die has been thrown.</source>
            <translation>La ronda sigue en juego: los dados se recogen cuando se han lanzado todos.</translation>
        </message>
        <message>
            <source>The round is over: collect the dice before the next throw.</source>
            <translation>La ronda ha terminado: recoge los dados antes de volver a lanzar.</translation>
        </message>
        <message>
            <source>The die must start on the launch pad: x from %1 to %2 mm, y from %3 to %4 mm.</source>
            <translation>El dado debe salir de la zona de lanzamiento: x de %1 a %2 mm, y de %3 a %4 mm.</translation>
        </message>
        <message>
            <source>The die must be flicked down the board: the aim must lie between %1 and %2 mrad.</source>
            <translation>El dado debe lanzarse hacia abajo del tablero: la dirección debe estar entre %1 y %2 mrad.</translation>
        </message>
        <message>
            <source>The speed must lie between %1 and %2 mm/s.</source>
            <translation>La velocidad debe estar entre %1 y %2 mm/s.</translation>
        </message>
        <message>
            <source>The top spin must lie between %1 and %2 rad/s.</source>
            <translation>El efecto hacia delante debe estar entre %1 y %2 rad/s.</translation>
        </message>
        <message>
            <source>The side spin must lie between %1 and %2 rad/s.</source>
            <translation>El efecto lateral debe estar entre %1 y %2 rad/s.</translation>
        </message>
        <message>
            <source>There is no bonus die left in your hand.</source>
            <translation>No te queda ningún dado de bonificación en la mano.</translation>
        </message>
        <message>
            <source>Only your bonus die is left: throw it as the bonus die.</source>
            <translation>Solo te queda el dado de bonificación: lánzalo como dado de bonificación.</translation>
        </message>
    </context>
    <context>
        <name>tumblin</name>
        <message>
            <source>top %1, side %2</source>
            <translation>arriba %1, lado %2</translation>
        </message>
        <message>
            <source>R%1</source>
            <translation>R%1</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Ahora</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message numerus="yes">
            <source>Round %1 · %n die(s) left to throw</source>
            <translation>
                <numerusform>Ronda %1 · queda %n dado por lanzar</numerusform>
                <numerusform>Ronda %1 · quedan %n dados por lanzar</numerusform>
            </translation>
        </message>
        <message>
            <source>Round %1 is over: %2.</source>
            <translation>La ronda %1 ha terminado: %2.</translation>
        </message>
        <message numerus="yes">
            <source>Game over after %n round(s).</source>
            <translation>
                <numerusform>Partida terminada tras %n ronda.</numerusform>
                <numerusform>Partida terminada tras %n rondas.</numerusform>
            </translation>
        </message>
        <message>
            <source>Last round: %1.</source>
            <translation>Última ronda: %1.</translation>
        </message>
        <message numerus="yes">
            <source>Winner: %1</source>
            <translation>
                <numerusform>Ganador: %1</numerusform>
                <numerusform>Ganadores: %1</numerusform>
            </translation>
        </message>
        <message>
            <source>Go on: next round</source>
            <translation>Seguir: siguiente ronda</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation>Velocidad</translation>
        </message>
        <message>
            <source>Aim</source>
            <translation>Dirección</translation>
        </message>
        <message>
            <source>Spin</source>
            <translation>Efecto</translation>
        </message>
        <message>
            <source>Click above the centre for top spin, below for back spin, left or right for side spin; double-click for none.</source>
            <translation>Pulsa encima del centro para efecto hacia delante, debajo para efecto hacia atrás, a izquierda o derecha para efecto lateral; doble clic para ninguno.</translation>
        </message>
        <message>
            <source>Throw the bonus die (counts double)</source>
            <translation>Lanzar el dado de bonificación (cuenta doble)</translation>
        </message>
        <message>
            <source>Throw</source>
            <translation>Lanzar</translation>
        </message>
        <message>
            <source>Replay last throw</source>
            <translation>Repetir el último lanzamiento</translation>
        </message>
        <message>
            <source>Press the launch pad where the die should start and sweep toward the board (or pull back), then let go: the faster or longer, the harder. Escape cancels. Keys: arrows aim and move the die, hold S for the speed, Space throws.</source>
            <translation>Pulsa en la zona de lanzamiento donde debe empezar el dado y desliza hacia el tablero (o tira hacia atrás), luego suelta: cuanto más rápido o más largo, más fuerte. Escape cancela. Teclas: las flechas apuntan y mueven el dado, mantén S para la velocidad, Espacio lanza.</translation>
        </message>
        <message>
            <source>Collect the dice: next round</source>
            <translation>Recoger los dados: siguiente ronda</translation>
        </message>
        <message>
            <source>The throw could not be simulated. Please report this as a bug.</source>
            <translation>No se pudo simular el lanzamiento. Por favor, informa de este error.</translation>
        </message>
        <message>
            <source>%1's die fell off the board.</source>
            <translation>El dado de %1 se cayó del tablero.</translation>
        </message>
        <message>
            <source>%1's die stopped short of the line.</source>
            <translation>El dado de %1 se quedó antes de la línea.</translation>
        </message>
        <message>
            <source>%1's die shows %2 on level %3×: %4 points.</source>
            <translation>El dado de %1 muestra %2 en el nivel %3×: %4 puntos.</translation>
        </message>
        <message>
            <source>No throw: aim toward the board</source>
            <translation>Sin lanzamiento: apunta hacia el tablero</translation>
        </message>
        <message>
            <source>%1 m/s</source>
            <translation>%1 m/s</translation>
        </message>
        <message>
            <source>straight</source>
            <translation>recto</translation>
        </message>
        <message>
            <source>%1° left</source>
            <translation>%1° a la izquierda</translation>
        </message>
        <message>
            <source>%1° right</source>
            <translation>%1° a la derecha</translation>
        </message>
        <message>
            <source>top spin %1 rad/s</source>
            <translation>efecto hacia delante %1 rad/s</translation>
        </message>
        <message>
            <source>back spin %1 rad/s</source>
            <translation>efecto hacia atrás %1 rad/s</translation>
        </message>
        <message>
            <source>left side spin %1 rad/s</source>
            <translation>efecto a la izquierda %1 rad/s</translation>
        </message>
        <message>
            <source>right side spin %1 rad/s</source>
            <translation>efecto a la derecha %1 rad/s</translation>
        </message>
        <message>
            <source>no spin</source>
            <translation>sin efecto</translation>
        </message>
        <message>
            <source>in the middle of the launch pad</source>
            <translation>en el centro de la zona de lanzamiento</translation>
        </message>
        <message>
            <source>%1 mm above the middle of the launch pad</source>
            <translation>%1 mm por encima del centro de la zona de lanzamiento</translation>
        </message>
        <message>
            <source>%1 mm below the middle of the launch pad</source>
            <translation>%1 mm por debajo del centro de la zona de lanzamiento</translation>
        </message>
        <message>
            <source>off the board</source>
            <translation>fuera del tablero</translation>
        </message>
        <message>
            <source>short of the line</source>
            <translation>antes de la línea</translation>
        </message>
        <message>
            <source>%1 on level %2×</source>
            <translation>%1 en el nivel %2×</translation>
        </message>
        <message>
            <source>%1 (bonus die)</source>
            <translation>%1 (dado de bonificación)</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>No dice on the board</source>
            <translation>Ningún dado en el tablero</translation>
        </message>
        <message>
            <source>On the board: %1</source>
            <translation>En el tablero: %1</translation>
        </message>
        <message>
            <source>Launch pad: the game is over</source>
            <translation>Zona de lanzamiento: la partida ha terminado</translation>
        </message>
        <message>
            <source>Launch pad: round %1 is scored, press N to collect the dice</source>
            <translation>Zona de lanzamiento: la ronda %1 está puntuada, N recoge los dados</translation>
        </message>
        <message numerus="yes">
            <source>Launch pad, %1 to throw (%n die(s) left)</source>
            <translation>
                <numerusform>Zona de lanzamiento, lanza %1 (queda %n dado)</numerusform>
                <numerusform>Zona de lanzamiento, lanza %1 (quedan %n dados)</numerusform>
            </translation>
        </message>
        <message>
            <source>the bonus die</source>
            <translation>el dado de bonificación</translation>
        </message>
        <message>
            <source>start %1, %2</source>
            <translation>salida %1, %2</translation>
        </message>
        <message>
            <source>dice collected, round %1 begins</source>
            <translation>dados recogidos, empieza la ronda %1</translation>
        </message>
        <message>
            <source>bonus die at %1</source>
            <translation>dado de bonificación a %1</translation>
        </message>
        <message>
            <source>throw at %1</source>
            <translation>lanzamiento a %1</translation>
        </message>
        <message>
            <source>rolling…</source>
            <translation>rodando…</translation>
        </message>
        <message>
            <source>fell off the board</source>
            <translation>se cayó del tablero</translation>
        </message>
        <message>
            <source>stopped short of the line</source>
            <translation>se quedó antes de la línea</translation>
        </message>
        <message numerus="yes">
            <source>came to rest showing %1 on level %2× (%n point(s))</source>
            <translation>
                <numerusform>se detuvo mostrando %1 en el nivel %2× (%n punto)</numerusform>
                <numerusform>se detuvo mostrando %1 en el nivel %2× (%n puntos)</numerusform>
            </translation>
        </message>
        <message>
            <source>knocked %1's die off the board</source>
            <translation>echó el dado de %1 del tablero</translation>
        </message>
        <message>
            <source>pushed %1's die back short of the line</source>
            <translation>empujó el dado de %1 hasta antes de la línea</translation>
        </message>
        <message>
            <source>moved %1's die to %2</source>
            <translation>movió el dado de %1: ahora %2</translation>
        </message>
        <message>
            <source>Perspective View</source>
            <translation>Vista en perspectiva</translation>
        </message>
        <message>
            <source>View From Above</source>
            <translation>Vista desde arriba</translation>
        </message>
    </context>
    <context>
        <name>tutorial</name>
        <message>
            <source>The board</source>
            <translation>El tablero</translation>
        </message>
        <message>
            <source>There are no side rails: a die can fall off anywhere.</source>
            <translation>No hay bordes laterales: un dado puede caerse por cualquier sitio.</translation>
        </message>
        <message>
            <source>Your first flick</source>
            <translation>Tu primer lanzamiento</translation>
        </message>
        <message>
            <source>Your die did not get past the line. Pull back a little further.</source>
            <translation>Tu dado no pasó la línea. Tira un poco más hacia atrás.</translation>
        </message>
        <message>
            <source>It counts! A die that stops short of the line is taken away at once and scores nothing.</source>
            <translation>¡Cuenta! Un dado que se detiene antes de la línea se retira en el acto y no puntúa.</translation>
        </message>
        <message>
            <source>Falling off</source>
            <translation>Caerse del tablero</translation>
        </message>
        <message>
            <source>Too hard, and the die flies off the front or over a side: it scores nothing. See for yourself: flick a die hard enough to fall off the board.</source>
            <translation>Demasiado fuerte, y el dado sale volando por delante o por un lado: no puntúa. Compruébalo: lanza un dado con fuerza suficiente para que se caiga del tablero.</translation>
        </message>
        <message>
            <source>Still on the board. Pull back further for more speed.</source>
            <translation>Sigue en el tablero. Tira más hacia atrás para ganar velocidad.</translation>
        </message>
        <message>
            <source>Gone. Dice that fall off stay out until the round is over.</source>
            <translation>Fuera. Los dados que se caen se quedan fuera hasta que termina la ronda.</translation>
        </message>
        <message>
            <source>Speed, aim and spin</source>
            <translation>Velocidad, dirección y efecto</translation>
        </message>
        <message>
            <source>The panel sets a throw exactly: speed, aim in degrees, and spin when you click the small die face. Set 1.75 m/s, aim 0°, and press Throw to land on level 2.</source>
            <translation>El panel ajusta un lanzamiento con precisión: la velocidad, la dirección en grados y el efecto con un clic en la pequeña cara del dado. Pon 1,75 m/s y dirección 0°, y pulsa Lanzar para llegar al nivel 2.</translation>
        </message>
        <message>
            <source>Not on level 2. Try 1.75 m/s, straight down the board.</source>
            <translation>No está en el nivel 2. Prueba 1,75 m/s, recto tablero abajo.</translation>
        </message>
        <message>
            <source>The pegs on levels 2 and 3 bounce dice aside: a small change of aim or speed can end somewhere else.</source>
            <translation>Las clavijas de los niveles 2 y 3 desvían los dados: un pequeño cambio de dirección o de velocidad puede acabar en otro sitio.</translation>
        </message>
        <message>
            <source>This is the last die of the round: throw it past the line. Once every die is thrown the round is scored; then press “Collect the dice” to start the next one.</source>
            <translation>Es el último dado de la ronda: lánzalo más allá de la línea. Cuando se han lanzado todos los dados, se hace el recuento; pulsa entonces «Recoger los dados» para empezar la siguiente.</translation>
        </message>
        <message>
            <source>A die on level 4</source>
            <translation>Un dado en el nivel 4</translation>
        </message>
        <message>
            <source>Knocking dice</source>
            <translation>Golpear dados</translation>
        </message>
        <message>
            <source>Flick your dice from the launch pad at the back down the wooden steps. A die that stops past the line where 1× begins scores its top face times its level: 1×, 2×, 3×, or 4× on the three small platforms at the front.</source>
            <translation>Lanza tus dados de un toque desde la zona de lanzamiento, al fondo, escalones de madera abajo. Un dado que se detiene más allá de la línea donde empieza 1× vale su cara superior por su nivel: 1×, 2×, 3× o 4× en las tres pequeñas plataformas de delante.</translation>
        </message>
        <message>
            <source>Click the launch pad to place your die, pull back like a slingshot and let go: the longer the pull, the faster the die. Get it past the line where 1× begins.</source>
            <translation>Haz clic en la zona de lanzamiento para colocar tu dado, tira hacia atrás como con un tirachinas y suelta: cuanto más tiras, más rápido va el dado. Llévalo más allá de la línea donde empieza 1×.</translation>
        </message>
        <message>
            <source>Thrown dice stay where they stop, as obstacles and as targets. Hit your opponent's die, just past the line, and push it along.</source>
            <translation>Los dados lanzados se quedan donde se detienen, como obstáculos y como blancos. Golpea el dado de tu rival, justo pasada la línea, y empújalo más adelante.</translation>
        </message>
        <message>
            <source>You missed it. Aim straight at the die, a little harder.</source>
            <translation>Fallaste. Apunta recto al dado, un poco más fuerte.</translation>
        </message>
        <message>
            <source>Hit! A knocked die may land on a better level or fall off: any die, even your own, can be hit.</source>
            <translation>¡Tocado! Un dado golpeado puede caer en un nivel mejor o salirse del tablero: se puede golpear cualquier dado, incluso los tuyos.</translation>
        </message>
        <message>
            <source>Scoring a round</source>
            <translation>El recuento de una ronda</translation>
        </message>
        <message>
            <source>Throw your last die past the line, then collect the dice.</source>
            <translation>Lanza tu último dado más allá de la línea y luego recoge los dados.</translation>
        </message>
        <message>
            <source>Each die past the line scored face times level; the best score of a round throws first in the next.</source>
            <translation>Cada dado más allá de la línea valió su cara por su nivel; la mejor puntuación de una ronda lanza primero en la siguiente.</translation>
        </message>
        <message>
            <source>Land a die on one of the three 4× platforms at the front. Your opponent's die is in the way: aim past it, or knock it along.</source>
            <translation>Deja un dado en una de las tres plataformas 4× de delante. El dado de tu rival estorba: pasa por su lado o empújalo.</translation>
        </message>
        <message>
            <source>Not on level 4 yet. Try again: the side platforms are reached with a little aim.</source>
            <translation>Todavía no está en el nivel 4. Inténtalo otra vez: a las plataformas laterales se llega apuntando un poco.</translation>
        </message>
        <message>
            <source>Perfect: every point on those platforms counts four times. You are ready to play!</source>
            <translation>Perfecto: en esas plataformas cada punto cuenta cuatro veces. ¡Ya puedes jugar!</translation>
        </message>
    </context>
</TS>