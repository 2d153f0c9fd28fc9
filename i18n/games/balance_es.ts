<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>balance</name>
        <message>
            <source>%1, left of the pivot: %2</source>
            <extracomment>The suffix of the cell of a pawn the picked one would beat, as in the notation ("M:S5-F2x"). How far above the pawns the cell of a pawn to beat lies (scene units). What the cursor's cell holds, in words (translated when used, `word`); the previews are the side panel's.</extracomment>
            <translation>%1, a la izquierda del pivote: %2</translation>
        </message>
        <message>
            <source>%1, right of the pivot: %2</source>
            <translation>%1, a la derecha del pivote: %2</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>vacío</translation>
        </message>
        <message>
            <source>large pawn of %1 (%2)</source>
            <translation>peón grande de %1 (%2)</translation>
        </message>
        <message>
            <source>medium pawn of %1 (%2)</source>
            <translation>peón mediano de %1 (%2)</translation>
        </message>
        <message>
            <source>picked: large pawn</source>
            <translation>elegido: peón grande</translation>
        </message>
        <message>
            <source>picked: medium pawn</source>
            <translation>elegido: peón mediano</translation>
        </message>
        <message>
            <source>the picked large pawn can go here.</source>
            <translation>el peón grande elegido puede ir aquí.</translation>
        </message>
        <message>
            <source>the picked medium pawn can go here.</source>
            <translation>el peón mediano elegido puede ir aquí.</translation>
        </message>
        <message>
            <source>%1: beat this pawn: %2.</source>
            <translation>%1: echar este peón: %2.</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>Reserva</translation>
        </message>
        <message>
            <source>Supply of %1 (%2): large pawns %3, medium pawns %4</source>
            <translation>Reserva de %1 (%2): peones grandes %3, peones medianos %4</translation>
        </message>
        <message>
            <source>Preview: the arm would come to rest on the board!</source>
            <translation>Vista previa: ¡el brazo quedaría apoyado en el tablero!</translation>
        </message>
        <message>
            <source>Preview: the arm settles at %1°.</source>
            <translation>Vista previa: el brazo se detiene a %1°.</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pasar</translation>
        </message>
        <message>
            <source>Let this roll go; next turn you must place or move if you can. Key: N</source>
            <translation>Deja pasar esta tirada; en el próximo turno debes colocar o mover si puedes. Tecla: N</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>Izquierda</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Derecha</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>Neto</translation>
        </message>
        <message>
            <source>Moment (large pawns × holders)</source>
            <translation>Momento (peones grandes × sujetapeones)</translation>
        </message>
        <message>
            <source>Tilt over the game (degrees)</source>
            <translation>Inclinación durante la partida (grados)</translation>
        </message>
        <message>
            <source>Round %1. Roll-off: %2.</source>
            <translation>Ronda %1. Tirada inicial: %2.</translation>
        </message>
        <message>
            <source>%1 rolled %2 and cannot move: turn skipped.</source>
            <translation>%1 sacó %2 y no puede jugar: pierde el turno.</translation>
        </message>
        <message>
            <source>%1 beats a pawn.</source>
            <translation>%1 echa un peón.</translation>
        </message>
        <message>
            <source>%1 tipped the arm!</source>
            <translation>¡%1 ha desequilibrado la balanza!</translation>
        </message>
        <message>
            <source>%1 passed.</source>
            <translation>%1 pasa.</translation>
        </message>
        <message>
            <source>%1 rolled %2.</source>
            <translation>%1 sacó %2.</translation>
        </message>
        <message>
            <source>First turn of the round: place a pawn in S%1.</source>
            <translation>Primer turno de la ronda: coloca un peón en S%1.</translation>
        </message>
        <message>
            <source>Must place or move this turn.</source>
            <translation>En este turno debes colocar o mover.</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>Eliminado</translation>
        </message>
        <message>
            <source>Colour lost: plays the partner's pawns</source>
            <translation>Color perdido: juega los peones del compañero</translation>
        </message>
        <message>
            <source>Home: %1/%2</source>
            <translation>En meta: %1/%2</translation>
        </message>
        <message>
            <source>Team tips: %1</source>
            <translation>Vuelcos del equipo: %1</translation>
        </message>
        <message>
            <source>Must move</source>
            <translation>Debe jugar</translation>
        </message>
        <message>
            <source>Beat this pawn</source>
            <translation>Echar este peón</translation>
        </message>
        <message>
            <source>Move here</source>
            <translation>Aquí</translation>
        </message>
        <message>
            <source>Click one of your own pawns or your supply.</source>
            <translation>Haz clic en uno de tus peones o en tu reserva.</translation>
        </message>
    </context>
    <context>
        <name>colours</name>
        <message>
            <source>Black</source>
            <translation>Negro</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>Amarillo</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Rojo</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Azul</translation>
        </message>
    </context>
    <context>
        <name>games</name>
        <message>
            <source>Balance DUELS</source>
            <translation>Balance DUELS</translation>
        </message>
        <message>
            <source>A dice race along a balance arm that must never tip.</source>
            <translation>Una carrera de dados sobre el brazo de una balanza que nunca debe volcar.</translation>
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <source>Game</source>
            <translation>Partida</translation>
        </message>
        <message>
            <source>Teams (A+B against C+D, or against solo C)</source>
            <translation>Equipos (A+B contra C+D, o contra C en solitario)</translation>
        </message>
        <message>
            <source>Each for themselves (elimination rounds)</source>
            <translation>Cada uno por su cuenta (rondas eliminatorias)</translation>
        </message>
        <message>
            <source>Every player has 2 large and 2 medium pawns of one colour.</source>
            <translation>Cada jugador tiene 2 peones grandes y 2 medianos de un color.</translation>
        </message>
        <message>
            <source>Pawns per player</source>
            <translation>Peones por jugador</translation>
        </message>
        <message>
            <source>6 large pawns</source>
            <translation>6 peones grandes</translation>
        </message>
        <message>
            <source>8 large pawns (variant)</source>
            <translation>8 peones grandes (variante)</translation>
        </message>
        <message>
            <source>Models C and D and the custom model use at most 6.</source>
            <translation>Los modelos C y D y el modelo propio usan como máximo 6.</translation>
        </message>
        <message>
            <source>Balance model</source>
            <translation>Modelo de balanza</translation>
        </message>
        <message>
            <source>A: holders numbered from the pivot outwards</source>
            <translation>A: sujetapeones numerados desde el eje hacia fuera</translation>
        </message>
        <message>
            <source>B: numbered from the ends inwards</source>
            <translation>B: numerados desde los extremos hacia dentro</translation>
        </message>
        <message>
            <source>C: start inwards, finish outwards</source>
            <translation>C: salida hacia dentro, llegada hacia fuera</translation>
        </message>
        <message>
            <source>D: start outwards, finish inwards</source>
            <translation>D: salida hacia fuera, llegada hacia dentro</translation>
        </message>
        <message>
            <source>Custom: with the 4 single holders</source>
            <translation>Modelo propio: con los 4 sujetapeones sencillos</translation>
        </message>
        <message>
            <source>The booklet's pictures of models B-D are lost; Ludoteca reconstructs them from the rules.</source>
            <translation>Faltan las imágenes de los modelos B-D en el folleto; Ludoteca los reconstruye a partir de las reglas.</translation>
        </message>
        <message>
            <source>Beating</source>
            <translation>Echar peones</translation>
        </message>
        <message>
            <source>A pawn arriving in its finish half may send an opponent's pawn in the same holder back to its supply.</source>
            <translation>Un peón que llega a su mitad de llegada puede devolver un peón rival del mismo sujetapeones a la reserva de su dueño.</translation>
        </message>
        <message>
            <source>Arm sensitivity</source>
            <translation>Sensibilidad del brazo</translation>
        </message>
        <message>
            <source>Steady</source>
            <translation>Estable</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Twitchy</source>
            <translation>Nerviosa</translation>
        </message>
        <message>
            <source>How far the arm may lean before it lies on the board; the side panel shows the limit.</source>
            <translation>Cuánto puede inclinarse el brazo antes de quedar apoyado en el tablero; el panel lateral muestra el límite.</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>The balance arm came to rest on the board.</source>
            <translation>El brazo de la balanza quedó apoyado en el tablero.</translation>
        </message>
        <message>
            <source>All pawns reached the finish half.</source>
            <translation>Todos los peones llegaron a la mitad de llegada.</translation>
        </message>
        <message>
            <source>The other side tipped the arm twice.</source>
            <translation>El otro lado desequilibró la balanza dos veces.</translation>
        </message>
        <message>
            <source>Nobody could move any more.</source>
            <translation>Nadie podía jugar ya.</translation>
        </message>
    </context>
    <context>
        <name>refusals</name>
        <message>
            <source>The first turn of a round must place a pawn in %1.</source>
            <translation>En el primer turno de una ronda debes colocar un peón en %1.</translation>
        </message>
        <message>
            <source>You passed last turn, so this turn you must place or move a pawn.</source>
            <translation>Pasaste en tu último turno, así que ahora debes colocar o mover un peón.</translation>
        </message>
        <message>
            <source>Your supply has no %1 pawn left.</source>
            <translation>No te queda ningún peón %1 en la reserva.</translation>
        </message>
        <message>
            <source>Holder %1 is full.</source>
            <translation>El sujetapeones %1 está lleno.</translation>
        </message>
        <message>
            <source>There is no holder %1: the track runs from S1 to S7, then F1 to F7.</source>
            <translation>No existe el sujetapeones %1: el recorrido va de S1 a S7 y luego de F1 a F7.</translation>
        </message>
        <message>
            <source>You have no %1 pawn in %2.</source>
            <translation>No tienes ningún peón %1 en %2.</translation>
        </message>
        <message>
            <source>From %1 a roll of %2 would go past F7, the end of the track.</source>
            <translation>Desde %1, un %2 en el dado pasaría de F7, el final del recorrido.</translation>
        </message>
        <message>
            <source>Beating is switched off in this game.</source>
            <translation>En esta partida no se pueden echar peones.</translation>
        </message>
        <message>
            <source>Only a pawn arriving in its finish half can beat.</source>
            <translation>Solo un peón que llega a su mitad de llegada puede echar a otro.</translation>
        </message>
        <message>
            <source>There is no pawn to beat in %1.</source>
            <translation>En %1 no hay ningún peón que echar.</translation>
        </message>
        <message>
            <source>The pawn in %1 plays on your side and cannot be beaten.</source>
            <translation>El peón de %1 juega en tu lado y no se puede echar.</translation>
        </message>
        <message>
            <source>The die shows %1: a new pawn goes into S%1.</source>
            <translation>El dado muestra %1: un peón nuevo va a S%1.</translation>
        </message>
        <message>
            <source>The die shows %1: a pawn moves exactly %1 holders forward.</source>
            <translation>El dado muestra %1: un peón avanza exactamente %1 sujetapeones.</translation>
        </message>
    </context>
    <context>
        <name>tutorial</name>
        <message>
            <source>The arm and your track</source>
            <translation>El brazo y tu camino</translation>
        </message>
        <message>
            <source>Your pawns enter on your start half, the right half of the arm (S1 to S7), cross the pivot and travel to your finish half on the left (F1 to F7). Bring all six home first, but never leave the arm resting on the board. Your opponent uses the same holders, numbered the other way round.</source>
            <translation>Tus peones entran por tu mitad de salida, la mitad derecha del brazo (S1 a S7), cruzan el eje y van hasta tu mitad de llegada, a la izquierda (F1 a F7). Sé el primero en llevar los seis, pero nunca dejes el brazo apoyado en el tablero. Tu rival usa los mismos sujetapeones, numerados al revés.</translation>
        </message>
        <message>
            <source>Roll and place</source>
            <translation>Tirar y colocar</translation>
        </message>
        <message>
            <source>Ludoteca rolls one die for you at the start of each turn. Your first turn of a round is always a placement: a pawn from your supply goes into the start holder the die shows. You rolled a 3: click a pawn in your box, then the ringed holder S3.</source>
            <translation>Ludoteca tira un dado por ti al comienzo de cada turno. Tu primer turno de una ronda es siempre una colocación: un peón de tu reserva va al sujetapeones de salida que indica el dado. Has sacado un 3: haz clic en un peón de tu recuadro y luego en el sujetapeones S3, marcado con un círculo.</translation>
        </message>
        <message>
            <source>Place a pawn from your supply in S3.</source>
            <translation>Coloca un peón de tu reserva en S3.</translation>
        </message>
        <message>
            <source>Your opponent placed a pawn too. Holders 1 to 6 take two pawns each; holder 7 at the very end takes one.</source>
            <translation>Tu rival también ha colocado un peón. Los sujetapeones 1 a 6 admiten dos peones cada uno; el 7, en el mismo extremo, uno solo.</translation>
        </message>
        <message>
            <source>Moving forward</source>
            <translation>Avanzar</translation>
        </message>
        <message>
            <source>From now on you either place a pawn in the start holder the die shows or move one pawn exactly that many holders forward. S3 is full, so move the pawn on S1 three holders: S2, S3, S4. Full holders never block the way; only the holder you land in needs room.</source>
            <translation>A partir de ahora colocas un peón en el sujetapeones de salida que indica el dado o mueves un peón exactamente tantos sujetapeones hacia delante. S3 está lleno, así que mueve el peón de S1 tres sujetapeones: S2, S3, S4. Los sujetapeones llenos nunca cortan el paso; solo el de llegada necesita sitio.</translation>
        </message>
        <message>
            <source>Move the pawn on S1 to S4.</source>
            <translation>Mueve el peón de S1 a S4.</translation>
        </message>
        <message>
            <source>Well counted! Every holder counts, empty or full.</source>
            <translation>¡Bien contado! Cada sujetapeones cuenta, esté vacío o lleno.</translation>
        </message>
        <message>
            <source>Across the pivot</source>
            <translation>Al otro lado del eje</translation>
        </message>
        <message>
            <source>After S7, the end of the arm, your track goes on at F1, just past the pivot. You rolled a 4: move the pawn on S5 via S6, S7 and F1 to F2, and watch its weight pull the other half down.</source>
            <translation>Después de S7, el extremo del brazo, tu camino sigue en F1, justo pasado el eje. Has sacado un 4: mueve el peón de S5 por S6, S7 y F1 hasta F2, y mira cómo su peso tira ahora de la otra mitad hacia abajo.</translation>
        </message>
        <message>
            <source>Move the pawn on S5 four holders forward, to F2.</source>
            <translation>Mueve el peón de S5 cuatro sujetapeones hacia delante, hasta F2.</translation>
        </message>
        <message>
            <source>Your pawn is in your finish half. A pawn crossing the pivot swings the arm a long way.</source>
            <translation>Tu peón está en tu mitad de llegada. Un peón que cruza el eje hace oscilar mucho el brazo.</translation>
        </message>
        <message>
            <source>What tips the arm</source>
            <translation>Qué hace volcar el brazo</translation>
        </message>
        <message>
            <source>Every pawn pulls its half down by its weight times its distance from the pivot, so pawns far out pull hardest. If the arm comes to rest on the board after your turn, you lose at once. See for yourself: place a pawn on S6.</source>
            <translation>Cada peón tira de su mitad hacia abajo con su peso por su distancia al eje, así que los peones alejados tiran más fuerte. Si el brazo queda apoyado en el tablero después de tu turno, pierdes inmediatamente. Compruébalo tú mismo: coloca un peón en S6.</translation>
        </message>
        <message>
            <source>Place a pawn from your supply on S6 to see the arm tip.</source>
            <translation>Coloca un peón de tu reserva en S6 para ver volcar el brazo.</translation>
        </message>
        <message>
            <source>The arm rests on the board: whoever moved last loses. An arm that only swings down, touches the board and rises again has not tipped.</source>
            <translation>El brazo queda apoyado en el tablero: quien jugó el último pierde. Un brazo que solo baja, toca el tablero y vuelve a subir no ha volcado.</translation>
        </message>
        <message>
            <source>Passing</source>
            <translation>Pasar</translation>
        </message>
        <message>
            <source>You rolled a 1 and every move would tip the arm: pass with the Pass button. After a pass you must move next turn, so then find the safe move. Pick a pawn and rest the mouse on a holder it may go to: a dashed outline shows where the arm would settle, and the panel tells whether it would tip.</source>
            <translation>Has sacado un 1 y cualquier jugada haría volcar el brazo: pasa con el botón Pasar. Después de pasar debes jugar en el turno siguiente, así que busca entonces la jugada segura. Elige un peón y deja el ratón sobre un sujetapeones al que pueda ir: un contorno discontinuo muestra dónde se detendría el brazo, y el panel indica si volcaría.</translation>
        </message>
        <message>
            <source>Pawns in your finish half are attackers. When one lands in a holder beside an opponent's pawn, it may beat it: that pawn goes back to its owner's supply. Pick the pawn on S5, then click the circle on the opponent's pawn in F2 to beat it.</source>
            <translation>Los peones de tu mitad de llegada son atacantes. Cuando uno llega a un sujetapeones junto a un peón rival, puede echarlo: ese peón vuelve a la reserva de su dueño. Elige el peón de S5 y luego haz clic en el círculo del peón rival en F2 para echarlo.</translation>
        </message>
        <message>
            <source>Move to F2 by clicking the circle on the opponent's pawn, not the mark over the holder.</source>
            <translation>Ve a F2 haciendo clic en el círculo del peón rival, no en la marca sobre el sujetapeones.</translation>
        </message>
        <message>
            <source>Pass first; on your next turn, move the pawn on S6 across the pivot.</source>
            <translation>Primero pasa; en tu siguiente turno, lleva el peón de S6 al otro lado del eje.</translation>
        </message>
        <message>
            <source>Safe! Passing never tips the arm, but you may not pass twice in a row. With no legal move at all, your turn is simply skipped.</source>
            <translation>¡A salvo! Pasar nunca hace volcar el brazo, pero no puedes pasar dos veces seguidas. Si no tienes ninguna jugada posible, simplemente pierdes el turno.</translation>
        </message>
        <message>
            <source>Beating</source>
            <translation>Echar peones</translation>
        </message>
        <message>
            <source>Beaten! Beating is never compulsory, and pawns in their owner's finish half are safe: nobody can beat them.</source>
            <translation>¡Echado! Echar un peón nunca es obligatorio, y los peones en la mitad de llegada de su dueño están a salvo: nadie puede echarlos.</translation>
        </message>
        <message>
            <source>Coming home</source>
            <translation>La llegada</translation>
        </message>
        <message>
            <source>When your last pawn enters your finish half, you may rearrange your pawns there freely. If any arrangement keeps the arm up, you win, even if the move itself would tip it. Bring your last pawn home: S6 to F3.</source>
            <translation>Cuando tu último peón entra en tu mitad de llegada, puedes reordenar allí tus peones libremente. Si alguna disposición mantiene el brazo en alto, ganas, aunque la jugada en sí lo haría volcar. Lleva tu último peón: de S6 a F3.</translation>
        </message>
        <message>
            <source>Move the pawn on S6 four holders forward, to F3.</source>
            <translation>Mueve el peón de S6 cuatro sujetapeones hacia delante, hasta F3.</translation>
        </message>
        <message>
            <source>You win! Ludoteca moved one of your pawns nearer the pivot, so the arm stays up.</source>
            <translation>¡Has ganado! Ludoteca ha acercado uno de tus peones al eje para que el brazo siga en alto.</translation>
        </message>
        <message>
            <source>Challenge: home in two turns</source>
            <translation>Reto: todos dentro en dos turnos</translation>
        </message>
        <message>
            <source>Bring your last two pawns home in your next two turns without tipping the arm. You rolled a 6, your next roll will be a 6 too, and your opponent will pass in between.</source>
            <translation>Lleva tus dos últimos peones a tu mitad de llegada en tus dos próximos turnos sin hacer volcar el brazo. Has sacado un 6, tu próxima tirada también será un 6, y tu rival pasará entre medias.</translation>
        </message>
        <message>
            <source>Beating takes an opponent's weight off your finish half.</source>
            <translation>Echar un peón quita el peso del rival de tu mitad de llegada.</translation>
        </message>
        <message>
            <source>Brilliant: two beats and both pawns home. You are ready for your first duel!</source>
            <translation>Genial: dos peones echados y los dos tuyos dentro. ¡Ya estás listo para tu primer duelo!</translation>
        </message>
    </context>
</TS>