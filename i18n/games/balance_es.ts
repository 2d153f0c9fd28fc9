<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>balance</name>
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
        <source>Let this roll go; next turn you must place or move if you can.</source>
        <translation>Dejar pasar esta tirada; en el siguiente turno debes colocar o mover si puedes.</translation>
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
        <source>Colour lost: plays the partner&apos;s pawns</source>
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
        <source>The booklet&apos;s pictures of models B-D are lost; Ludoteca reconstructs them from the rules.</source>
        <translation>Faltan las imágenes de los modelos B-D en el folleto; Ludoteca los reconstruye a partir de las reglas.</translation>
    </message>
    <message>
        <source>Beating</source>
        <translation>Echar peones</translation>
    </message>
    <message>
        <source>A pawn arriving in its finish half may send an opponent&apos;s pawn in the same holder back to its supply.</source>
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
</TS>
