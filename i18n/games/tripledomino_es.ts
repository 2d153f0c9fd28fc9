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
        <source>Round %1 blocked: %2 tied with the fewest points in hand.</source>
        <translation>Ronda %1 bloqueada: %2 empataron con menos puntos en la mano.</translation>
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
    <message>
        <source>top</source>
        <translation>arriba</translation>
    </message>
    <message>
        <source>lower right</source>
        <translation>abajo a la derecha</translation>
    </message>
    <message>
        <source>lower left</source>
        <translation>abajo a la izquierda</translation>
    </message>
    <message>
        <source>upper left</source>
        <translation>arriba a la izquierda</translation>
    </message>
    <message>
        <source>upper right</source>
        <translation>arriba a la derecha</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>abajo</translation>
    </message>
    <message>
        <source>Tile %1 in your hand, %2 of %3</source>
        <translation>Ficha %1 en tu mano, %2 de %3</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>elegida</translation>
    </message>
    <message>
        <source>opens the round</source>
        <translation>abre la ronda</translation>
    </message>
    <message>
        <source>just drawn</source>
        <translation>recién robada</translation>
    </message>
    <message>
        <source>can be laid</source>
        <translation>se puede colocar</translation>
    </message>
    <message>
        <source>cannot be laid now</source>
        <translation>no se puede colocar ahora</translation>
    </message>
    <message>
        <source>Place %1, pointing up</source>
        <translation>Sitio %1, punta arriba</translation>
    </message>
    <message>
        <source>Place %1, pointing down</source>
        <translation>Sitio %1, punta abajo</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message numerus="yes">
        <source>%1 fits here for %n point(s)</source>
        <translation>
            <numerusform>%1 encaja aquí por %n punto</numerusform>
            <numerusform>%1 encaja aquí por %n puntos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>Opening the round</source>
        <translation>Abrir la ronda</translation>
    </message>
    <message>
        <source>Each tile shows three numbers, one in each corner. The highest triple opens the round, and you hold it: drag your 5-5-5 onto the outline in the middle of the table.</source>
        <translation>Cada ficha lleva tres números, uno en cada esquina. El triple más alto abre la ronda, y lo tienes tú: arrastra tu 5-5-5 al contorno del centro de la mesa.</translation>
    </message>
    <message>
        <source>Open the round with the marked tile, 5-5-5.</source>
        <translation>Abre la ronda con la ficha marcada, el 5-5-5.</translation>
    </message>
    <message>
        <source>20 points: a tile scores the sum of its numbers, and the opening tile earns 5 more. Your opponent answered with a 2-5-5.</source>
        <translation>20 puntos: una ficha vale la suma de sus números, y la ficha de salida 5 más. Tu rival respondió con un 2-5-5.</translation>
    </message>
    <message>
        <source>Matching numbers</source>
        <translation>Números que coinciden</translation>
    </message>
    <message>
        <source>A new tile must share a whole side with a tile on the table, and the numbers along that side must match. Find the place where your 2-4-5 fits.</source>
        <translation>Una ficha nueva debe compartir un lado entero con una ficha de la mesa, y los números de ese lado deben coincidir. Busca el sitio donde encaja tu 2-4-5.</translation>
    </message>
    <message>
        <source>Lay the 2-4-5 against the side that shows a 5 and a 2.</source>
        <translation>Coloca el 2-4-5 junto al lado que muestra un 5 y un 2.</translation>
    </message>
    <message>
        <source>11 points. Tiles are never turned over, so 2-4-5 has no mirror twin 2-5-4: some gaps can never be filled.</source>
        <translation>11 puntos. Las fichas nunca se dan la vuelta: el 2-4-5 no tiene imagen especular 2-5-4, así que algunos huecos no se llenan nunca.</translation>
    </message>
    <message>
        <source>Double link</source>
        <translation>Doble enlace</translation>
    </message>
    <message>
        <source>Later in a round the table has gaps. A tile that fits against two sides at once earns a double link: 25 extra points. Fill the gap at the top with your 1-2-5.</source>
        <translation>Más adelante la mesa tiene huecos. Una ficha que encaja a la vez en dos lados gana un doble enlace: 25 puntos extra. Llena el hueco de arriba con tu 1-2-5.</translation>
    </message>
    <message>
        <source>Look for a gap where your 1-2-5 touches two tiles at once.</source>
        <translation>Busca un hueco donde tu 1-2-5 toque dos fichas a la vez.</translation>
    </message>
    <message>
        <source>8 points for the tile and 25 for the double link.</source>
        <translation>8 puntos por la ficha y 25 por el doble enlace.</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Hexágono</translation>
    </message>
    <message>
        <source>Six tiles around one point make a hexagon. The tile that closes it earns 50 extra points, instead of a double link. Close a hexagon with your 2-3-5.</source>
        <translation>Seis fichas alrededor de un punto forman un hexágono. La ficha que lo cierra gana 50 puntos extra, en lugar de un doble enlace. Cierra un hexágono con tu 2-3-5.</translation>
    </message>
    <message>
        <source>Find the point that already has five tiles around it.</source>
        <translation>Busca el punto que ya tiene cinco fichas alrededor.</translation>
    </message>
    <message>
        <source>10 points for the tile and 50 for the hexagon!</source>
        <translation>¡10 puntos por la ficha y 50 por el hexágono!</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Puente</translation>
    </message>
    <message>
        <source>A bridge touches the table with one side, while its far corner reaches a tile across a gap: 30 extra points. That corner must match too. Build a bridge with your 2-5-5.</source>
        <translation>Un puente toca la mesa con un solo lado, mientras su punta opuesta alcanza una ficha al otro lado de un hueco: 30 puntos extra. Esa esquina también debe coincidir. Construye un puente con tu 2-5-5.</translation>
    </message>
    <message>
        <source>Lay the 2-5-5 so that its far corner touches a tile across the gap.</source>
        <translation>Coloca el 2-5-5 de modo que su punta opuesta toque una ficha al otro lado del hueco.</translation>
    </message>
    <message>
        <source>12 points and 30 for the bridge. A tile earns only one kind of bonus: a hexagon, a double link or a bridge.</source>
        <translation>12 puntos y 30 por el puente. Una ficha gana un solo tipo de bono: hexágono, doble enlace o puente.</translation>
    </message>
    <message>
        <source>The round is over: see the score sheet. A round also ends when nothing fits and the pool is empty; then the player with the lowest hand scores. The game ends after the round in which someone reaches 300.</source>
        <translation>La ronda ha terminado: mira la hoja de puntos. Una ronda también termina cuando nada encaja y el pozo está vacío; entonces puntúa quien tenga menos en la mano. La partida termina tras la ronda en la que alguien llega a 300.</translation>
    </message>
    <message>
        <source>150 points in two turns</source>
        <translation>150 puntos en dos turnos</translation>
    </message>
    <message>
        <source>Not enough yet. Think about which tile to lay first: in the right order, one tile closes two hexagons.</source>
        <translation>Aún no basta. ¿Qué ficha colocas primero? En el orden correcto, una sola ficha cierra dos hexágonos.</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Robar</translation>
    </message>
    <message>
        <source>None of your tiles fits. Press Draw to take a tile from the pool; each draw costs 5 points, and you may draw up to three times in one turn.</source>
        <translation>Ninguna de tus fichas encaja. Pulsa Robar para tomar una ficha del pozo; cada robo cuesta 5 puntos, y puedes robar hasta tres veces por turno.</translation>
    </message>
    <message>
        <source>The tile you drew fits: lay it.</source>
        <translation>La ficha que robaste encaja: colócala.</translation>
    </message>
    <message>
        <source>After drawing you may lay only the tile you just drew; then your turn is over.</source>
        <translation>Después de robar solo puedes colocar la ficha que acabas de robar; luego termina tu turno.</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>You have drawn twice and still nothing fits. Draw once more; if that tile does not fit either, press Pass. You may only pass when you cannot draw any more.</source>
        <translation>Has robado dos veces y sigue sin encajar nada. Roba una vez más; si esa ficha tampoco encaja, pulsa Pasar. Solo puedes pasar cuando ya no puedes robar.</translation>
    </message>
    <message>
        <source>Draw a third time, then pass.</source>
        <translation>Roba una tercera vez y luego pasa.</translation>
    </message>
    <message>
        <source>Three draws cost 15 points. When the pool is empty and nothing fits, you must pass and lose 5 points.</source>
        <translation>Tres robos costaron 15 puntos. Si el pozo está vacío y nada encaja, debes pasar y pierdes 5 puntos.</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Quedarse sin fichas</translation>
    </message>
    <message>
        <source>Lay your last tile to end the round. Going out earns 20 points, plus the value of every tile still in the other players&apos; hands.</source>
        <translation>Coloca tu última ficha para terminar la ronda. Quedarse sin fichas da 20 puntos, más el valor de todas las fichas que les quedan en la mano a los demás.</translation>
    </message>
    <message>
        <source>Lay your last tile, the 4-5-5.</source>
        <translation>Coloca tu última ficha, el 4-5-5.</translation>
    </message>
    <message>
        <source>Score at least 150 points in your next two turns. Think about the order: one tile can change the shape of the gap for the next.</source>
        <translation>Consigue al menos 150 puntos en tus dos próximos turnos. Piensa en el orden: una ficha puede cambiar la forma del hueco para la siguiente.</translation>
    </message>
    <message>
        <source>Brilliant: 42 for the bridge, then 110 for two hexagons at once. You are ready for a real game!</source>
        <translation>¡Genial: 42 por el puente y luego 110 por dos hexágonos a la vez! Ya estás listo para una partida de verdad.</translation>
    </message>
</context>
</TS>
