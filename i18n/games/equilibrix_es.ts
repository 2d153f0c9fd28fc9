<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>colours</name>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
</context>
<context>
    <name>equilibrix</name>
    <message>
        <source>Put one of your bases here</source>
        <translation>Pon aquí una de tus bases</translation>
    </message>
    <message>
        <source>Take a piece first: keys 1 to 9, or [ and ].</source>
        <extracomment>The piece at the cursor is centred as near as it can be to a point this far (board units) from the cursor&apos;s connection point: where a piece&apos;s centre falls on a tie (the middle of a triangle), the nudge decides, so every placement on the board lies at exactly one cursor point.</extracomment>
        <translation>Toma primero una pieza: teclas 1 a 9, o [ y ].</translation>
    </message>
    <message>
        <source>%1 in hand (%2 of %3): the arrow keys move it, R and Shift+R turn it, Space places it, Esc puts it back.</source>
        <translation>%1 en la mano (%2 de %3): las flechas la mueven, R y Mayús+R la giran, Espacio la coloca, Esc la devuelve.</translation>
    </message>
    <message>
        <source>Tetrahedron before %1</source>
        <translation>Tetraedro antes de %1</translation>
    </message>
    <message>
        <source>Corner %1, free for a base</source>
        <translation>Esquina %1, libre para una base</translation>
    </message>
    <message>
        <source>Next target: %1</source>
        <translation>Próximo objetivo: %1</translation>
    </message>
    <message>
        <source>%1 fits here.</source>
        <translation>%1 se puede colocar aquí.</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>%1, free</source>
        <translation>%1, libre</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (black, %n field(s))</source>
        <translation>
            <numerusform>%1 (negra, %n campo)</numerusform>
            <numerusform>%1 (negra, %n campos)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (white, %n field(s))</source>
        <translation>
            <numerusform>%1 (blanca, %n campo)</numerusform>
            <numerusform>%1 (blanca, %n campos)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n field(s))</source>
        <translation>
            <numerusform>%1 (%2, %n campo)</numerusform>
            <numerusform>%1 (%2, %n campos)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (black)</source>
        <translation>%1 (negra)</translation>
    </message>
    <message>
        <source>%1 (white)</source>
        <translation>%1 (blanca)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The tetrahedron (origin)</source>
        <extracomment>How strongly an empty field takes the colour of the territory it belongs to (Autonomy). The territory stone: (fill, outline) of the seat whose territory this empty field is, or None.</extracomment>
        <translation>El tetraedro (origen)</translation>
    </message>
    <message>
        <source>5+1 token: once, six of your fields may meet at one point</source>
        <translation>Ficha 5+1: una vez, seis de tus campos pueden coincidir en un punto</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>After a piece lands, this many fields take their new tint per frame (about 4 ms of painting). Refusals about too many fields at a point: those points are ringed on the board.</extracomment>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Lens microbacterium</source>
        <translation>Microbacteria lente</translation>
    </message>
    <message>
        <source>Triangle microbacterium</source>
        <translation>Microbacteria triángulo</translation>
    </message>
    <message>
        <source>Bacterium %1</source>
        <translation>Bacteria %1</translation>
    </message>
    <message>
        <source>%1 lost and chooses the next target.</source>
        <translation>%1 ha perdido y elige el siguiente objetivo.</translation>
    </message>
    <message>
        <source>Place one of your three bases: click a free corner outside the board.</source>
        <translation>Coloca una de tus tres bases: haz clic en una esquina libre fuera del tablero.</translation>
    </message>
    <message>
        <source>Place the tetrahedron: click a gap between two pieces of the ring.</source>
        <translation>Coloca el tetraedro: haz clic en un hueco entre dos piezas del anillo.</translation>
    </message>
    <message>
        <source>Pick one of the highlighted pieces or a microbacterium.</source>
        <translation>Elige una de las piezas resaltadas o una microbacteria.</translation>
    </message>
    <message>
        <source>You may also pass.</source>
        <translation>También puedes pasar.</translation>
    </message>
    <message>
        <source>%1 in hand: move it onto the board, turn it with the wheel or the right button, click to place.</source>
        <translation>%1 en la mano: llévala al tablero, gírala con la rueda o el botón derecho, haz clic para colocarla.</translation>
    </message>
    <message>
        <source>Click or press Space to place it here using your 5+1 token (six fields at %1).</source>
        <translation>Haz clic o pulsa Espacio para colocarla aquí usando tu ficha 5+1 (seis campos en %1).</translation>
    </message>
    <message>
        <source>Click or press Space to place it here.</source>
        <translation>Haz clic o pulsa Espacio para colocarla aquí.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Pista: pasar.</translation>
    </message>
    <message>
        <source>Hint: put a base at the marked corner.</source>
        <translation>Pista: pon una base en la esquina marcada.</translation>
    </message>
    <message>
        <source>Hint: put the tetrahedron before piece %1.</source>
        <translation>Pista: coloca el tetraedro antes de la pieza %1.</translation>
    </message>
    <message>
        <source>Time Factor</source>
        <translation>Factor tiempo</translation>
    </message>
    <message>
        <source>Autonomy</source>
        <translation>Autonomía</translation>
    </message>
    <message>
        <source>3+3 Targets</source>
        <translation>3+3 objetivos</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campaña</translation>
    </message>
    <message>
        <source>%1: a draw.</source>
        <translation>%1: empate.</translation>
    </message>
    <message>
        <source>%1: %2 wins on the tie-break (more of the opponent&apos;s bases connected).</source>
        <translation>%1: gana %2 por el desempate (más bases del rival conectadas).</translation>
    </message>
    <message>
        <source>%1: %2 wins.</source>
        <translation>%1: gana %2.</translation>
    </message>
    <message>
        <source>Keys: 1 to 9 or [ ] take a piece, R and Shift+R turn it, the arrow keys move it, Space or Enter places it, 0 passes.</source>
        <translation>Teclas: 1 a 9 o [ ] toman una pieza, R y Mayús+R la giran, las flechas la mueven, Espacio o Intro la colocan, 0 pasa.</translation>
    </message>
    <message>
        <source>Campaign, game %1: %2</source>
        <translation>Campaña, partida %1: %2</translation>
    </message>
    <message>
        <source>Territory: %1 %2, %3 %4</source>
        <translation>Territorio: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>%1 – bases connected: own %2, opponent&apos;s %3</source>
        <translation>%1 – bases conectadas: propias %2, del rival %3</translation>
    </message>
    <message>
        <source>Whoever cannot place a piece loses.</source>
        <translation>Quien no pueda colocar una pieza pierde.</translation>
    </message>
    <message>
        <source>Victory points: %1 %2, %3 %4 (%5 to win)</source>
        <translation>Puntos de victoria: %1 %2, %3 %4 (%5 para ganar)</translation>
    </message>
    <message numerus="yes">
        <source>%1 chooses from %n piece(s).</source>
        <translation>
            <numerusform>%1 elige entre %n pieza.</numerusform>
            <numerusform>%1 elige entre %n piezas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n 5+1 token(s)</source>
        <translation>
            <numerusform>%1: %n ficha 5+1</numerusform>
            <numerusform>%1: %n fichas 5+1</numerusform>
        </translation>
    </message>
    <message>
        <source>Wheel or right button: turn the piece. Esc: put it back.</source>
        <translation>Rueda o botón derecho: girar la pieza. Esc: devolverla.</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>EQUILIBRIX Combact</source>
        <translation>EQUILIBRIX Combact</translation>
    </message>
    <message>
        <source>Claim territory with shaped pieces on a Flower-of-Life board.</source>
        <translation>Conquista territorio con piezas de formas únicas en un tablero de la Flor de la Vida.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Time Factor (who cannot place loses)</source>
        <translation>Factor tiempo (quien no puede colocar pierde)</translation>
    </message>
    <message>
        <source>Autonomy (territory)</source>
        <translation>Autonomía (territorio)</translation>
    </message>
    <message>
        <source>3+3 Targets (connect bases)</source>
        <translation>3+3 objetivos (conectar bases)</translation>
    </message>
    <message>
        <source>Campaign (first to two wins)</source>
        <translation>Campaña (quien gane antes dos partidas)</translation>
    </message>
    <message>
        <source>Game target</source>
        <translation>Objetivo de juego</translation>
    </message>
    <message>
        <source>Target of a campaign&apos;s first game</source>
        <translation>Objetivo de la primera partida de una campaña</translation>
    </message>
    <message>
        <source>Later games of a campaign are chosen by the loser of the previous game.</source>
        <translation>Las partidas siguientes de una campaña las elige quien perdió la anterior.</translation>
    </message>
    <message>
        <source>Pieces on offer after the tetrahedron</source>
        <translation>Piezas ofrecidas tras el tetraedro</translation>
    </message>
    <message>
        <source>Four in the rules. In a campaign the loser of the last game gets one more, the winner one fewer.</source>
        <translation>Cuatro según las reglas. En una campaña quien perdió la última partida recibe una más y quien ganó una menos.</translation>
    </message>
    <message>
        <source>Victory points to win a campaign</source>
        <translation>Puntos de victoria para ganar una campaña</translation>
    </message>
    <message>
        <source>The 5+1 token allows six fields</source>
        <translation>La ficha 5+1 permite seis campos</translation>
    </message>
    <message>
        <source>at one point</source>
        <translation>en un punto</translation>
    </message>
    <message>
        <source>at any points of one placement</source>
        <translation>en cualquier punto de una jugada</translation>
    </message>
    <message>
        <source>The rules leave open whether one use of the token may raise several points to six.</source>
        <translation>Las reglas no aclaran si un uso de la ficha puede llevar varios puntos a seis.</translation>
    </message>
    <message>
        <source>Colours of the six bases (3+3 Targets)</source>
        <translation>Colores de las seis bases (3+3 objetivos)</translation>
    </message>
    <message>
        <source>alternating</source>
        <translation>alternos</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>barajados</translation>
    </message>
    <message>
        <source>placed by the players in turn</source>
        <translation>colocadas por turnos por los jugadores</translation>
    </message>
    <message>
        <source>With the last choice the players put their three bases on the rim corners one at a time before the game starts.</source>
        <translation>Con la última opción, antes de empezar, los jugadores colocan por turnos sus tres bases en las esquinas del borde.</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>The player to move could not place any piece and loses.</source>
        <extracomment>Fields of one colour allowed around a connection point, and with the 5+1 token. A campaign with this many games (draws included) ends on victory points. Bases of each colour in 3+3 ZIELE. 3+3 Targets with as many own bases linked on each side: more linked bases of the opponent&apos;s colour won.</extracomment>
        <translation>El jugador en turno no pudo colocar ninguna pieza y pierde.</translation>
    </message>
    <message>
        <source>Both players passed; the larger territory wins.</source>
        <translation>Ambos pasaron; gana el territorio mayor.</translation>
    </message>
    <message>
        <source>Both players passed; more connected bases win.</source>
        <translation>Ambos pasaron; ganan más bases conectadas.</translation>
    </message>
    <message>
        <source>Both players passed with as many of their own bases connected; the tie-break, more of the opponent&apos;s bases connected, decided.</source>
        <translation>Ambos pasaron con las mismas bases propias conectadas; decidió el desempate: más bases del rival conectadas.</translation>
    </message>
    <message>
        <source>The campaign is won on victory points.</source>
        <translation>La campaña se gana por puntos de victoria.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>That piece is not on offer: take one of the ring pieces offered just after the tetrahedron, or one of your microbacteria.</source>
        <translation>Esa pieza no se ofrece: toma una de las piezas del anillo que se ofrecen justo después del tetraedro, o una de tus microbacterias.</translation>
    </message>
    <message>
        <source>You have already played that microbacterium.</source>
        <translation>Ya has jugado esa microbacteria.</translation>
    </message>
    <message>
        <source>A piece turns in six steps, numbered r0 to r5.</source>
        <translation>Una pieza gira en seis pasos, numerados de r0 a r5.</translation>
    </message>
    <message>
        <source>Turned to r%1 this piece looks the same as at r%2: write r%2.</source>
        <translation>Girada a r%1, esta pieza se ve igual que en r%2: escribe r%2.</translation>
    </message>
    <message>
        <source>The piece must lie completely on the board.</source>
        <translation>La pieza debe quedar entera sobre el tablero.</translation>
    </message>
    <message>
        <source>A field there is already covered.</source>
        <translation>Un campo ahí ya está ocupado.</translation>
    </message>
    <message>
        <source>The piece must touch one of your pieces at a connection point.</source>
        <translation>La pieza debe tocar una de tus piezas en un punto de conexión.</translation>
    </message>
    <message>
        <source>More than five of your fields would meet at %1.</source>
        <translation>Más de cinco de tus campos coincidirían en %1.</translation>
    </message>
    <message>
        <source>The 5+1 token allows six fields at one point only, not at %1.</source>
        <translation>La ficha 5+1 permite seis campos solo en un punto, no en %1.</translation>
    </message>
    <message>
        <source>Not even the 5+1 token allows more than six of your fields at %1.</source>
        <translation>Ni siquiera la ficha 5+1 permite más de seis de tus campos en %1.</translation>
    </message>
    <message>
        <source>In Time Factor you may not pass: place a piece.</source>
        <translation>En Factor tiempo no se puede pasar: coloca una pieza.</translation>
    </message>
    <message>
        <source>The tetrahedron goes into one of the %1 gaps of the ring.</source>
        <translation>El tetraedro va en uno de los %1 huecos del anillo.</translation>
    </message>
    <message>
        <source>A base goes on one of the six corners of the rim.</source>
        <translation>Una base va en una de las seis esquinas del borde.</translation>
    </message>
    <message>
        <source>There is already a base at %1.</source>
        <translation>Ya hay una base en %1.</translation>
    </message>
    <message>
        <source>Choose Time Factor, Autonomy or 3+3 Targets as the next game&apos;s target.</source>
        <translation>Elige Factor tiempo, Autonomía o 3+3 objetivos como objetivo de la próxima partida.</translation>
    </message>
    <message>
        <source>First the bases are put on the corners of the rim.</source>
        <translation>Primero se colocan las bases en las esquinas del borde.</translation>
    </message>
    <message>
        <source>First the tetrahedron must be put into the ring.</source>
        <translation>Primero hay que colocar el tetraedro en el anillo.</translation>
    </message>
    <message>
        <source>The loser of the last game first chooses the next target.</source>
        <translation>Primero, quien perdió la última partida elige el siguiente objetivo.</translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>The Flower of Life</source>
        <translation>La Flor de la Vida</translation>
    </message>
    <message>
        <source>The circles cut the board into 144 fields: lenses with two points and curved triangles with three. Their points meet at 37 connection points; the move list names them by column and row, like d4 in the centre. You claim the board by laying pieces in your colour.</source>
        <translation>Los círculos dividen el tablero en 144 campos: lentes de dos puntas y triángulos curvos de tres. Sus puntas se encuentran en 37 puntos de conexión; la lista de jugadas los nombra por columna y fila, como d4 en el centro. Conquistas el tablero colocando piezas de tu color.</translation>
    </message>
    <message>
        <source>Taking a piece</source>
        <translation>Tomar una pieza</translation>
    </message>
    <message>
        <source>The pieces lie in a ring around the board; the second player has put the tetrahedron into one of its gaps. On your turn take one of the four pieces after it, clockwise (they glow), turn it with the wheel or the right button and click to place it. Your first piece may go anywhere.</source>
        <translation>Las piezas forman un anillo alrededor del tablero; el segundo jugador ha puesto el tetraedro en uno de sus huecos. En tu turno toma una de las cuatro piezas que lo siguen en el sentido de las agujas del reloj (brillan), gírala con la rueda del ratón o el botón derecho y haz clic para colocarla. Tu primera pieza puede ir en cualquier sitio.</translation>
    </message>
    <message>
        <source>Take one of the glowing ring pieces and place it on the board.</source>
        <translation>Toma una de las piezas del anillo que brillan y colócala en el tablero.</translation>
    </message>
    <message>
        <source>The tetrahedron moved into the gap your piece left, so the next offer starts after it.</source>
        <translation>El tetraedro ha avanzado al hueco que dejó tu pieza, así que la próxima oferta empieza después de él.</translation>
    </message>
    <message>
        <source>Stay connected</source>
        <translation>Siempre conectado</translation>
    </message>
    <message>
        <source>Every later piece must touch one of your pieces at a connection point, so all your pieces form one network. Pieces never overlap. Place another piece from the ring.</source>
        <translation>Cada pieza posterior debe tocar una de tus piezas en un punto de conexión, de modo que todas tus piezas forman una sola red. Las piezas nunca se solapan. Coloca otra pieza del anillo.</translation>
    </message>
    <message>
        <source>Place a glowing ring piece so that it touches your black piece at a point.</source>
        <translation>Coloca una pieza del anillo que brille de modo que toque tu pieza negra en un punto.</translation>
    </message>
    <message>
        <source>Connected! Your opponent&apos;s pieces only block fields; they never connect yours.</source>
        <translation>¡Conectado! Las piezas del rival solo bloquean campos; nunca conectan las tuyas.</translation>
    </message>
    <message>
        <source>Microbacteria</source>
        <translation>Microbacterias</translation>
    </message>
    <message>
        <source>Instead of a ring piece you may lay one of your two microbacteria, a single lens or triangle from your box. The tetrahedron then stays where it is, and each microbacterium can be used once per game.</source>
        <translation>En lugar de una pieza del anillo puedes colocar una de tus dos microbacterias, una lente o un triángulo sueltos de tu recuadro. El tetraedro se queda entonces donde está, y cada microbacteria se puede usar una vez por partida.</translation>
    </message>
    <message>
        <source>Take the lens or the triangle from your box, not a ring piece.</source>
        <translation>Toma la lente o el triángulo de tu recuadro, no una pieza del anillo.</translation>
    </message>
    <message>
        <source>Microbacteria fit where nothing else will, so they are often worth keeping for later.</source>
        <translation>Las microbacterias caben donde no cabe nada más, así que a menudo conviene guardarlas para después.</translation>
    </message>
    <message>
        <source>The five-point rule</source>
        <translation>La regla de los cinco puntos</translation>
    </message>
    <message>
        <source>At any connection point at most five of the twelve fields around it may be yours; the dots at the points help you count. Five of your fields already meet at two points of your piece. Lay a piece that touches the ringed point without a sixth field anywhere.</source>
        <translation>Alrededor de cada punto de conexión, como mucho cinco de los doce campos pueden ser tuyos; los puntitos de las puntas te ayudan a contar. En dos puntos de tu pieza ya se juntan cinco de tus campos. Coloca una pieza que toque el punto rodeado sin ningún sexto campo.</translation>
    </message>
    <message>
        <source>Touch the ringed point without your 5+1 token: keep every point at five of your fields or fewer.</source>
        <translation>Toca el punto rodeado sin tu ficha 5+1: deja cada punto con cinco de tus campos como mucho.</translation>
    </message>
    <message>
        <source>Well counted! Your opponent&apos;s fields never count against your limit.</source>
        <translation>¡Bien contado! Los campos del rival nunca cuentan para tu límite.</translation>
    </message>
    <message>
        <source>The 5+1 token</source>
        <translation>La ficha 5+1</translation>
    </message>
    <message>
        <source>Your 5+1 token lets you break the rule once: one point gets a sixth field of yours, and the token goes to your opponent. Ludoteca uses it by itself when a placement needs it. Lay a piece that gives the ringed point a sixth field.</source>
        <translation>Tu ficha 5+1 te permite romper la regla una vez: un punto recibe un sexto campo tuyo y la ficha pasa al rival. Ludoteca la usa sola cuando una jugada la necesita. Coloca una pieza que dé al punto rodeado un sexto campo.</translation>
    </message>
    <message>
        <source>Put one more field of yours at the ringed point; the status bar tells you when the token will be used.</source>
        <translation>Pon un campo más tuyo en el punto rodeado; la barra de estado te avisa cuando se usará la ficha.</translation>
    </message>
    <message>
        <source>The token now belongs to your opponent, who may use it the same way and hand it back. No point ever takes a seventh field.</source>
        <translation>La ficha es ahora de tu rival, que puede usarla del mismo modo y así devolvértela. Ningún punto recibe nunca un séptimo campo.</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>Territorio</translation>
    </message>
    <message>
        <source>In the usual game, Autonomy, each empty field in an area bordered only by your pieces and the rim scores you a point. Your pieces almost close off the upper left of the board: close the ringed gap.</source>
        <translation>En el juego habitual, Autonomía, cada campo vacío de un territorio limitado solo por tus piezas y el borde te da un punto. Tus piezas casi cierran la parte superior izquierda del tablero: cierra el hueco rodeado.</translation>
    </message>
    <message>
        <source>Fill the ringed gap between your pieces and the rim.</source>
        <translation>Rellena el hueco rodeado entre tus piezas y el borde.</translation>
    </message>
    <message>
        <source>That corner is your territory, shaded in your colour. An area that touches even one field of your opponent counts for nobody.</source>
        <translation>Esa esquina es tu territorio, sombreada en tu color. Un territorio que toque aunque sea un campo del rival no cuenta para nadie.</translation>
    </message>
    <message>
        <source>Passing and the end</source>
        <translation>Pasar y el final</translation>
    </message>
    <message>
        <source>You may pass instead of placing. When both players pass one after the other, the game ends and the larger territory wins. White has just passed: pass too with the button below the board.</source>
        <translation>Puedes pasar en lugar de colocar. Cuando ambos jugadores pasan uno tras otro, la partida acaba y gana el territorio mayor. Blanco acaba de pasar: pasa tú también, con el botón bajo el tablero.</translation>
    </message>
    <message>
        <source>Click Pass below the board.</source>
        <translation>Haz clic en Pasar, bajo el tablero.</translation>
    </message>
    <message>
        <source>Game over: your territory is larger, so you win.</source>
        <translation>Fin de la partida: tu territorio es mayor, así que ganas.</translation>
    </message>
    <message>
        <source>Challenge: overtake White</source>
        <translation>Reto: adelanta a Blanco</translation>
    </message>
    <message>
        <source>If the game ended now, White would win 37 to 16. Lay one piece that puts you ahead; White will then pass, and your pass ends the game.</source>
        <translation>Si la partida acabara ahora, Blanco ganaría 37 a 16. Coloca una pieza que te ponga por delante; después Blanco pasará, y tu pase terminará la partida.</translation>
    </message>
    <message>
        <source>An area that touches even one of your fields no longer counts for White.</source>
        <translation>Un territorio que toque aunque sea uno de tus campos ya no cuenta para Blanco.</translation>
    </message>
    <message>
        <source>You win! Spoiling your opponent&apos;s area can be worth more than a corner of your own.</source>
        <translation>¡Has ganado! Estropear el territorio del rival puede valer más que una esquina propia.</translation>
    </message>
</context>
</TS>
