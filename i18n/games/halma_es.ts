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
    <message>
        <source>red peg</source>
        <extracomment>A peg and a camp of each colour the game offers, for what the cursor is on (named whole, so that each language can inflect the colour).</extracomment>
        <translation>ficha roja</translation>
    </message>
    <message>
        <source>blue peg</source>
        <translation>ficha azul</translation>
    </message>
    <message>
        <source>green peg</source>
        <translation>ficha verde</translation>
    </message>
    <message>
        <source>yellow peg</source>
        <translation>ficha amarilla</translation>
    </message>
    <message>
        <source>purple peg</source>
        <translation>ficha morada</translation>
    </message>
    <message>
        <source>white peg</source>
        <translation>ficha blanca</translation>
    </message>
    <message>
        <source>orange peg</source>
        <translation>ficha naranja</translation>
    </message>
    <message>
        <source>black peg</source>
        <translation>ficha negra</translation>
    </message>
    <message>
        <source>red camp</source>
        <translation>campo rojo</translation>
    </message>
    <message>
        <source>blue camp</source>
        <translation>campo azul</translation>
    </message>
    <message>
        <source>green camp</source>
        <translation>campo verde</translation>
    </message>
    <message>
        <source>yellow camp</source>
        <translation>campo amarillo</translation>
    </message>
    <message>
        <source>purple camp</source>
        <translation>campo morado</translation>
    </message>
    <message>
        <source>white camp</source>
        <translation>campo blanco</translation>
    </message>
    <message>
        <source>orange camp</source>
        <translation>campo naranja</translation>
    </message>
    <message>
        <source>black camp</source>
        <translation>campo negro</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>picked up</source>
        <translation>levantada</translation>
    </message>
    <message>
        <source>the picked-up peg can go here</source>
        <translation>la ficha levantada puede ir aquí</translation>
    </message>
    <message>
        <source>camp of %1</source>
        <translation>campo de %1</translation>
    </message>
    <message>
        <source>peg of %1</source>
        <translation>ficha de %1</translation>
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
        <source>A peg may step onto an opponent&apos;s peg that is still in its home camp inside your target camp; the two change places.</source>
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
        <source>The hole %1 lies in another player&apos;s camp: you may hop through it but not stop there.</source>
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
<context>
    <name>tutorial</name>
    <message>
        <source>A race across the star</source>
        <translation>Una carrera por la estrella</translation>
    </message>
    <message>
        <source>Your ten pegs start in the camp at the bottom. Move all of them into the camp straight across, marked here, before your opponent fills yours. Nothing is ever captured.</source>
        <translation>Tus diez fichas empiezan en el campo de abajo. Llévalas todas al campo que está justo enfrente, marcado aquí, antes de que tu rival llene el tuyo. Nunca se come ninguna ficha.</translation>
    </message>
    <message>
        <source>A step</source>
        <translation>Un paso</translation>
    </message>
    <message>
        <source>On your turn you move one peg. The simplest move is a step to a neighbouring empty hole. Step one of your front pegs forward.</source>
        <translation>En tu turno mueves una ficha. El movimiento más sencillo es un paso a un agujero vecino vacío. Avanza un paso una de tus fichas de delante.</translation>
    </message>
    <message>
        <source>Move one peg of your front row to an empty hole right next to it.</source>
        <translation>Mueve una ficha de tu primera fila a un agujero vacío justo al lado.</translation>
    </message>
    <message>
        <source>Good. A step always goes to a hole right next to the peg.</source>
        <translation>Bien. Un paso siempre va a un agujero justo al lado de la ficha.</translation>
    </message>
    <message>
        <source>A hop</source>
        <translation>Un salto</translation>
    </message>
    <message>
        <source>A peg may also hop over a neighbouring peg into the empty hole right behind it, in a straight line. Hop one of the pegs in your second row over a front peg.</source>
        <translation>Una ficha también puede saltar sobre una ficha vecina hasta el agujero vacío justo detrás, en línea recta. Haz saltar una ficha de tu segunda fila sobre una de delante.</translation>
    </message>
    <message>
        <source>Pick a peg behind the front row and jump over a front peg.</source>
        <translation>Elige una ficha detrás de la primera fila y salta sobre una de delante.</translation>
    </message>
    <message>
        <source>That is a hop: much faster than a step. The peg you hop over stays where it is.</source>
        <translation>Eso es un salto: mucho más rápido que un paso. La ficha saltada se queda donde está.</translation>
    </message>
    <message>
        <source>Any peg will do</source>
        <translation>Cualquier ficha sirve</translation>
    </message>
    <message>
        <source>You may hop over any peg, yours or your opponent&apos;s. Nothing is taken: other pegs are stepping stones. Hop over your opponent&apos;s peg.</source>
        <translation>Puedes saltar sobre cualquier ficha, tuya o de tu rival. No se come nada: las demás fichas son puntos de apoyo. Salta sobre la ficha de tu rival.</translation>
    </message>
    <message>
        <source>Jump with your marked peg over your opponent&apos;s peg next to it.</source>
        <translation>Salta con tu ficha marcada sobre la ficha rival que tiene al lado.</translation>
    </message>
    <message>
        <source>Move one of the pegs already inside the camp further in, towards the marked holes.</source>
        <translation>Mueve una de las fichas que ya están en el campo más adentro, hacia los agujeros marcados.</translation>
    </message>
    <message>
        <source>Move a peg from outside into the empty marked hole.</source>
        <translation>Mueve una ficha de fuera al agujero marcado que está vacío.</translation>
    </message>
    <message>
        <source>One long chain</source>
        <translation>Una cadena larga</translation>
    </message>
    <message>
        <source>Well hopped! Your opponent may use your pegs in the same way.</source>
        <translation>¡Buen salto! Tu rival puede usar tus fichas de la misma manera.</translation>
    </message>
    <message>
        <source>Chains of hops</source>
        <translation>Cadenas de saltos</translation>
    </message>
    <message>
        <source>After a hop, the same peg may hop again, in any direction, as often as it can. You may stop after any hop, but you can never add a step. Hop along the chain to the marked hole.</source>
        <translation>Después de un salto, la misma ficha puede volver a saltar, en cualquier dirección, tantas veces como pueda. Puedes parar después de cualquier salto, pero nunca añadir un paso. Salta a lo largo de la cadena hasta el agujero marcado.</translation>
    </message>
    <message>
        <source>Start with the marked peg at the bottom and keep hopping until it reaches the marked hole.</source>
        <translation>Empieza con la ficha marcada de abajo y sigue saltando hasta que llegue al agujero marcado.</translation>
    </message>
    <message>
        <source>Three hops in one move! Long chains win the race.</source>
        <translation>¡Tres saltos en un solo movimiento! Las cadenas largas ganan la carrera.</translation>
    </message>
    <message>
        <source>Make room</source>
        <translation>Haz sitio</translation>
    </message>
    <message>
        <source>A peg that has reached the target camp may still move inside it, but it never leaves it again. Your pegs outside need room: move a peg deeper into the camp.</source>
        <translation>Una ficha que ha llegado al campo de destino aún puede moverse dentro de él, pero ya nunca sale. Tus fichas de fuera necesitan sitio: mete una ficha más adentro del campo.</translation>
    </message>
    <message>
        <source>Now there is room at the entrance for the pegs still on their way.</source>
        <translation>Ahora hay sitio en la entrada para las fichas que aún vienen de camino.</translation>
    </message>
    <message>
        <source>Fill the camp</source>
        <translation>Llena el campo</translation>
    </message>
    <message>
        <source>Your opponent left a peg at home to block you, but it counts: the camp is full when every hole holds a peg, at least one of them yours. Fill the last hole and win.</source>
        <translation>Tu rival dejó una ficha en casa para bloquearte, pero cuenta: el campo está lleno cuando cada agujero tiene una ficha y al menos una es tuya. Llena el último agujero y gana.</translation>
    </message>
    <message>
        <source>The camp is full: you win, even with a peg still outside.</source>
        <translation>El campo está lleno: ganas, aunque aún tengas una ficha fuera.</translation>
    </message>
    <message>
        <source>Bring one of your pegs to the marked hole in a single move. Look carefully: the right peg may be the one you expect least.</source>
        <translation>Lleva una de tus fichas al agujero marcado en un solo movimiento. Fíjate bien: la ficha correcta quizá sea la que menos esperas.</translation>
    </message>
    <message>
        <source>Only a chain of hops gets there. Try the pegs at the very back.</source>
        <translation>Solo una cadena de saltos llega allí. Prueba con las fichas del fondo.</translation>
    </message>
    <message>
        <source>Five hops at once! You are ready for a real game. Good luck!</source>
        <translation>¡Cinco saltos de una vez! Ya estás listo para una partida de verdad. ¡Suerte!</translation>
    </message>
</context>
</TS>
