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
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Triple Domino</source>
        <translation>Triple Domino</translation>
    </message>
    <message>
        <source>Match the numbers of 56 triangular tiles and build bonus shapes.</source>
        <translation>Une 56 fichas triangulares con números iguales y forma figuras de bonificación.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Rule set</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Bridge / double link points</source>
        <translation>Puntos de puente / doble enlace</translation>
    </message>
    <message>
        <source>The printed table is hard to read; pick the reading you play with. Triple Domino rule set only.</source>
        <translation>La tabla impresa se lee mal; elige la lectura con la que juegas. Solo con el reglamento Triple Domino.</translation>
    </message>
    <message>
        <source>A tile closing several hexagons</source>
        <translation>Una ficha que cierra varios hexágonos</translation>
    </message>
    <message>
        <source>Triple Domino rule set only.</source>
        <translation>Solo con el reglamento Triple Domino.</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Puntuación objetivo</translation>
    </message>
    <message>
        <source>Triple Domino</source>
        <translation>Triple Domino</translation>
    </message>
    <message>
        <source>Triominos style</source>
        <translation>Estilo Triominos</translation>
    </message>
    <message>
        <source>Triple Domino plays to 300 with bridge and double-link bonuses. The Triominos style plays to 400 with smaller hands, bridge 40, hexagons 50/60/70, a bonus for opening with a triple and 10 more after three useless draws.</source>
        <translation>Triple Domino se juega hasta 300 con bonos de puente y doble enlace. El estilo Triominos llega a 400 con manos más pequeñas, puente 40, hexágonos 50/60/70, un bono por abrir con un triple y 10 puntos más tras tres robos inútiles.</translation>
    </message>
    <message>
        <source>30 / 25</source>
        <translation>30 / 25</translation>
    </message>
    <message>
        <source>40 / 25</source>
        <translation>40 / 25</translation>
    </message>
    <message>
        <source>30 / 40</source>
        <translation>30 / 40</translation>
    </message>
    <message>
        <source>50 for each</source>
        <translation>50 cada uno</translation>
    </message>
    <message>
        <source>50 once</source>
        <translation>50 una vez</translation>
    </message>
    <message>
        <source>From the rule set</source>
        <translation>Según el reglamento</translation>
    </message>
    <message>
        <source>100 points</source>
        <translation>100 puntos</translation>
    </message>
    <message>
        <source>200 points</source>
        <translation>200 puntos</translation>
    </message>
    <message>
        <source>300 points</source>
        <translation>300 puntos</translation>
    </message>
    <message>
        <source>400 points</source>
        <translation>400 puntos</translation>
    </message>
    <message>
        <source>500 points</source>
        <translation>500 puntos</translation>
    </message>
    <message>
        <source>The game ends after the round in which someone reaches it.</source>
        <translation>La partida termina tras la ronda en la que alguien la alcanza.</translation>
    </message>
    <message>
        <source>Draws allowed in solitaire</source>
        <translation>Robos permitidos en solitario</translation>
    </message>
    <message>
        <source>A fixed limit makes your scores comparable.</source>
        <translation>Un límite fijo hace comparables tus puntuaciones.</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>A player reached the target score at the end of a round.</source>
        <translation>Alguien alcanzó la puntuación objetivo al final de una ronda.</translation>
    </message>
    <message>
        <source>The solitaire game is over: no tile fits and no draw is left.</source>
        <translation>El solitario ha terminado: ninguna ficha encaja y ya no puedes robar.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>The round opens with %1, laid in the middle of the table.</source>
        <extracomment>Outcome reasons of this game. How a round ended (kept in the score sheet). Turn phases. Refusal codes of this game (sentences in `REFUSALS`; the layout&apos;s own in `layout.py`).</extracomment>
        <translation>La ronda se abre con %1, colocada en el centro de la mesa.</translation>
    </message>
    <message>
        <source>No tile shows %1 in clockwise order.</source>
        <translation>Ninguna ficha muestra %1 en el sentido de las agujas del reloj.</translation>
    </message>
    <message>
        <source>The tile %1 is not in your hand.</source>
        <translation>La ficha %1 no está en tu mano.</translation>
    </message>
    <message>
        <source>After drawing, only the tile just drawn (%1) may be laid.</source>
        <translation>Después de robar solo se puede colocar la ficha recién robada (%1).</translation>
    </message>
    <message>
        <source>The tile %1 fits nowhere on the table.</source>
        <translation>La ficha %1 no encaja en ningún sitio de la mesa.</translation>
    </message>
    <message>
        <source>That place is already taken.</source>
        <translation>Ese sitio ya está ocupado.</translation>
    </message>
    <message>
        <source>A new tile must share a whole side with a tile on the table.</source>
        <translation>Una ficha nueva debe compartir un lado entero con una ficha de la mesa.</translation>
    </message>
    <message>
        <source>Along the shared side your %1 and %2 would meet %3 and %4.</source>
        <translation>En el lado compartido, tu %1 y tu %2 tocarían un %3 y un %4.</translation>
    </message>
    <message>
        <source>At a corner your %1 would meet a %2.</source>
        <translation>En una esquina, tu %1 tocaría un %2.</translation>
    </message>
    <message>
        <source>The pool is empty: there is nothing to draw.</source>
        <translation>El pozo está vacío: no queda nada que robar.</translation>
    </message>
    <message>
        <source>You may draw at most %1 tiles in one turn.</source>
        <translation>Puedes robar como mucho %1 fichas por turno.</translation>
    </message>
    <message>
        <source>You have no draws left in this solitaire game.</source>
        <translation>Ya no puedes robar más en este solitario.</translation>
    </message>
    <message>
        <source>You cannot pass while you may still draw from the pool.</source>
        <translation>No puedes pasar mientras aún puedas robar del pozo.</translation>
    </message>
    <message>
        <source>You cannot pass while one of your tiles fits on the table.</source>
        <translation>No puedes pasar mientras una de tus fichas encaje en la mesa.</translation>
    </message>
</context>
<context>
    <name>tripledomino</name>
    <message>
        <source>start</source>
        <extracomment>Bonus names, shown next to ghost outlines and in move descriptions (context &quot;tripledomino&quot;).</extracomment>
        <translation>salida</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>puente</translation>
    </message>
    <message>
        <source>double link</source>
        <translation>doble enlace</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>hexágono</translation>
    </message>
    <message>
        <source>two hexagons</source>
        <translation>dos hexágonos</translation>
    </message>
    <message>
        <source>three hexagons</source>
        <translation>tres hexágonos</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>Round %1 (now)</source>
        <translation>Ronda %1 (en curso)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the pool</source>
        <translation>
            <numerusform>%n ficha en el pozo</numerusform>
            <numerusform>%n fichas en el pozo</numerusform>
        </translation>
    </message>
    <message>
        <source>Personal best: %1</source>
        <translation>Récord personal: %1</translation>
    </message>
    <message>
        <source>Target: %1 points</source>
        <translation>Objetivo: %1 puntos</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de puntos</translation>
    </message>
    <message>
        <source>Solitaire over: %1 points.</source>
        <translation>Solitario terminado: %1 puntos.</translation>
    </message>
    <message>
        <source>Round %1: %2 went out (%3 points).</source>
        <translation>Ronda %1: %2 se quedó sin fichas (%3 puntos).</translation>
    </message>
    <message>
        <source>Round %1 blocked: %2 had the fewest points in hand (%3 points).</source>
        <translation>Ronda %1 bloqueada: %2 tenía menos puntos en la mano (%3 puntos).</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>Mouse travel (scene units) that turns a press on the table into a pan.</extracomment>
        <translation>Robar</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>−%1 points</source>
        <translation>−%1 puntos</translation>
    </message>
    <message>
        <source>%1&apos;s tiles</source>
        <translation>Fichas de %1</translation>
    </message>
    <message>
        <source>open the round with the marked tile</source>
        <translation>abre la ronda con la ficha marcada</translation>
    </message>
    <message>
        <source>you may place the tile just drawn</source>
        <translation>puedes colocar la ficha que acabas de robar</translation>
    </message>
    <message>
        <source>nothing fits: draw or pass</source>
        <translation>nada encaja: roba o pasa</translation>
    </message>
    <message>
        <source>%1&apos;s tiles are hidden</source>
        <translation>Las fichas de %1 están ocultas</translation>
    </message>
    <message numerus="yes">
        <source>Solitaire · %n draw(s) left</source>
        <translation>
            <numerusform>Solitario · queda %n robo</numerusform>
            <numerusform>Solitario · quedan %n robos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n ficha</numerusform>
            <numerusform>%1: %n fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
</context>
</TS>
