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
        <source>All of a player&apos;s dice scoring</source>
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
        <source>that player&apos;s points count double</source>
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
        <source>Round %1 scored. Collect the dice to go on.</source>
        <translation>Ronda %1 puntuada. Recoge los dados para seguir.</translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n round(s).</source>
        <translation>
            <numerusform>Partida terminada tras %n ronda.</numerusform>
            <numerusform>Partida terminada tras %n rondas.</numerusform>
        </translation>
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
        <source>Collect the dice: next round</source>
        <translation>Recoger los dados: siguiente ronda</translation>
    </message>
    <message>
        <source>The throw could not be simulated. Please report this as a bug.</source>
        <extracomment>Drag length (mm of scene) that gives full power. Speeds (m/s) at no and at full power; power^1.5 leaves fine control in the playable band.</extracomment>
        <translation>No se pudo simular el lanzamiento. Por favor, informa de este error.</translation>
    </message>
    <message>
        <source>%1&apos;s die fell off the board.</source>
        <translation>El dado de %1 se cayó del tablero.</translation>
    </message>
    <message>
        <source>%1&apos;s die stopped short of the line.</source>
        <translation>El dado de %1 se quedó antes de la línea.</translation>
    </message>
    <message>
        <source>%1&apos;s die shows %2 on level %3×: %4 points.</source>
        <translation>El dado de %1 muestra %2 en el nivel %3×: %4 puntos.</translation>
    </message>
    <message>
        <source>Click the launch pad to place your die, then drag back to aim and let go; the longer the pull, the harder the flick.</source>
        <translation>Pulsa en la zona de lanzamiento para colocar tu dado, luego arrastra hacia atrás para apuntar y suelta; cuanto más tires, más fuerte el toque.</translation>
    </message>
    <message>
        <source>%1 m/s</source>
        <translation>%1 m/s</translation>
    </message>
</context>
</TS>
