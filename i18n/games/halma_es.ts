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
            <source>Blue</source>
            <translation>Azul</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Verde</translation>
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
            <source>White</source>
            <translation>Blanco</translation>
        </message>
        <message>
            <source>Orange</source>
            <translation>Naranja</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Negro</translation>
        </message>
    </context>
    <context>
        <name>games</name>
        <message>
            <source>Halma and Chinese checkers</source>
            <translation>Halma y damas chinas</translation>
        </message>
        <message>
            <source>Hop your whole army across the board into the opposite corner.</source>
            <translation>Salta con todo tu ejército hasta la esquina opuesta.</translation>
        </message>
    </context>
    <context>
        <name>halma</name>
        <message>
            <source>%1 cannot move and passes.</source>
            <translation>%1 no puede mover y pasa.</translation>
        </message>
        <message>
            <source>Partners:</source>
            <translation>Parejas:</translation>
        </message>
        <message>
            <source>Places:</source>
            <translation>Puestos:</translation>
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <source>Board</source>
            <translation>Tablero</translation>
        </message>
        <message>
            <source>Three or six players always play on the star.</source>
            <translation>Con tres o seis jugadores siempre se juega en la estrella.</translation>
        </message>
        <message>
            <source>10 pegs</source>
            <translation>10 fichas</translation>
        </message>
        <message>
            <source>Winning rule</source>
            <translation>Regla de victoria</translation>
        </message>
        <message>
            <source>Swap with blocking pegs</source>
            <translation>Intercambio con fichas que bloquean</translation>
        </message>
        <message>
            <source>A peg may step onto an opponent's peg that is still in its home camp inside your target camp; the two change places.</source>
            <translation>Una ficha puede avanzar sobre una ficha rival que sigue en su propio campo dentro de tu campo de destino; las dos intercambian su lugar.</translation>
        </message>
        <message>
            <source>Star (Chinese checkers)</source>
            <translation>Estrella (damas chinas)</translation>
        </message>
        <message>
            <source>Square (Halma)</source>
            <translation>Cuadrado (Halma)</translation>
        </message>
        <message>
            <source>Pegs on the star</source>
            <translation>Fichas en la estrella</translation>
        </message>
        <message>
            <source>15 pegs</source>
            <translation>15 fichas</translation>
        </message>
        <message>
            <source>With 15 pegs each camp is one row deeper.</source>
            <translation>Con 15 fichas cada campo tiene una fila más.</translation>
        </message>
        <message>
            <source>Anti-spoiling (Parlett)</source>
            <translation>Contra el bloqueo (Parlett)</translation>
        </message>
        <message>
            <source>Only own pegs count</source>
            <translation>Solo cuentan las fichas propias</translation>
        </message>
        <message>
            <source>Anti-spoiling: a full target camp wins if at least one of its pegs is yours, so pegs left at home cannot block it forever.</source>
            <translation>Contra el bloqueo: un campo de destino lleno gana si al menos una de sus fichas es tuya, así que las fichas que se quedan en casa no pueden bloquearlo para siempre.</translation>
        </message>
        <message>
            <source>Turns to leave home (0: off)</source>
            <translation>Turnos para salir de casa (0: no)</translation>
        </message>
        <message>
            <source>A player with a peg still at home after this many turns is out of the game; with partners, the whole side is.</source>
            <translation>Quien tenga aún una ficha en casa tras tantos turnos queda fuera del juego; con compañeros, todo el equipo.</translation>
        </message>
        <message>
            <source>No stops in other camps</source>
            <translation>Sin paradas en otros campos</translation>
        </message>
        <message>
            <source>Hopping through them is still allowed.</source>
            <translation>Se puede seguir saltando a través de ellos.</translation>
        </message>
        <message>
            <source>Long hops</source>
            <translation>Saltos largos</translation>
        </message>
        <message>
            <source>Hop over a single distant peg, landing as far beyond it as you started before it.</source>
            <translation>Saltar sobre una sola ficha lejana y caer tan lejos detrás de ella como se estaba delante.</translation>
        </message>
        <message>
            <source>Partners sitting opposite</source>
            <translation>Compañeros enfrentados</translation>
        </message>
        <message>
            <source>Players sitting opposite play as a side: the side wins when both partners have all their pegs home.</source>
            <translation>Los jugadores sentados uno frente a otro forman equipo: el equipo gana cuando los dos compañeros tienen todas sus fichas en destino.</translation>
        </message>
        <message>
            <source>Play on for the places</source>
            <translation>Seguir jugando por los puestos</translation>
        </message>
        <message>
            <source>After the winner, the others go on until only one player or side is left.</source>
            <translation>Tras el ganador, los demás siguen hasta que solo queda un jugador o un equipo.</translation>
        </message>
        <message>
            <source>Turns go counter-clockwise</source>
            <translation>Turnos en sentido antihorario</translation>
        </message>
        <message>
            <source>Seats are laid out clockwise; with this the turn passes the other way round.</source>
            <translation>Los puestos siguen el sentido horario; con esto el turno pasa en sentido contrario.</translation>
        </message>
        <message>
            <source>Draw after quiet turns (0: off)</source>
            <translation>Tablas tras turnos sin avance (0: no)</translation>
        </message>
        <message>
            <source>A draw when no peg has entered its target camp for this many turns.</source>
            <translation>Tablas si durante ese número de turnos ninguna ficha entra en su campo de destino.</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>The whole target camp is filled.</source>
            <translation>Todo el campo de destino está lleno.</translation>
        </message>
        <message>
            <source>A player did not leave the home camp in time.</source>
            <translation>Un jugador no salió de su campo a tiempo.</translation>
        </message>
        <message>
            <source>No peg reached its target camp for too long.</source>
            <translation>Hace demasiado que ninguna ficha llega a su campo de destino.</translation>
        </message>
        <message>
            <source>Nobody can move any more.</source>
            <translation>Nadie puede mover ya.</translation>
        </message>
    </context>
    <context>
        <name>refusals</name>
        <message>
            <source>There is no hole %1 on this board.</source>
            <translation>No hay ningún agujero %1 en este tablero.</translation>
        </message>
        <message>
            <source>There is no peg on %1.</source>
            <translation>No hay ninguna ficha en %1.</translation>
        </message>
        <message>
            <source>The peg on %1 is not yours: pick one of your own.</source>
            <translation>La ficha de %1 no es tuya: elige una de las tuyas.</translation>
        </message>
        <message>
            <source>The peg on %1 has no move at the moment.</source>
            <translation>La ficha de %1 no puede moverse ahora.</translation>
        </message>
        <message>
            <source>The hole %1 is taken.</source>
            <translation>El agujero %1 está ocupado.</translation>
        </message>
        <message>
            <source>The peg on %1 has reached its target camp and may not leave it again.</source>
            <translation>La ficha de %1 ya llegó a su campo de destino y no puede volver a salir.</translation>
        </message>
        <message>
            <source>The hole %1 lies in another player's camp: you may hop through it but not stop there.</source>
            <translation>El agujero %1 está en el campo de otro jugador: puedes saltar a través de él, pero no detenerte allí.</translation>
        </message>
        <message>
            <source>The peg on %1 cannot reach %2 with one step or a chain of hops.</source>
            <translation>La ficha de %1 no llega a %2 ni con un paso ni con una cadena de saltos.</translation>
        </message>
        <message>
            <source>The holes %1 are not a chain of hops this peg can make.</source>
            <translation>Los agujeros %1 no son una cadena de saltos que esta ficha pueda hacer.</translation>
        </message>
        <message>
            <source>You may only pass when none of your pegs can move.</source>
            <translation>Solo puedes pasar cuando ninguna de tus fichas puede moverse.</translation>
        </message>
    </context>
</TS>