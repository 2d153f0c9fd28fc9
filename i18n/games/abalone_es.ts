<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>abalone</name>
        <message>
            <source>The record asks for [%1 "%2"], which this game does not offer.</source>
            <translation>La partida pide [%1 "%2"], algo que este juego no ofrece.</translation>
        </message>
        <message>
            <source>This text cannot be read as a game record.</source>
            <translation>Este texto no se puede leer como registro de partida.</translation>
        </message>
        <message>
            <source>Copy game record</source>
            <extracomment>A game read from a text record (a `GameRecord`), to replace the current one.</extracomment>
            <translation>Copiar la partida</translation>
        </message>
        <message>
            <source>Copies the moves so far in Aba-Pro notation, to paste into a message or a file.</source>
            <translation>Copia las jugadas hechas en notación Aba-Pro, para pegarlas en un mensaje o un archivo.</translation>
        </message>
        <message>
            <source>Read game record…</source>
            <translation>Leer la partida…</translation>
        </message>
        <message>
            <source>Replays a game record in Aba-Pro notation, pasted from a message or a file.</source>
            <translation>Reproduce un registro de partida en notación Aba-Pro, pegado desde un mensaje o un archivo.</translation>
        </message>
        <message>
            <source>Click or drag across 1 to 3 of your marbles in a line, then click an arrow, click the cell to move to, or drag the marbles. Right-click clears the selection.</source>
            <translation>Haz clic o arrastra sobre 1 a 3 de tus bolas en línea; luego haz clic en una flecha o en la casilla de destino, o arrastra las bolas. El clic derecho borra la selección.</translation>
        </message>
        <message>
            <source>Keys: the arrows move the ring, Space or Enter selects a marble or moves the selected marbles to the cell under the ring, Escape clears the selection.</source>
            <translation>Teclas: las flechas mueven el anillo; barra espaciadora o Intro selecciona una bola o mueve las bolas seleccionadas a la casilla bajo el anillo; Esc borra la selección.</translation>
        </message>
        <message>
            <source>Read game record</source>
            <translation>Leer la partida</translation>
        </message>
        <message>
            <source>Paste a game record in Aba-Pro notation:</source>
            <translation>Pega un registro de partida en notación Aba-Pro:</translation>
        </message>
        <message>
            <source>Select 1 to 3 of your own marbles first.</source>
            <extracomment>Animation lengths at normal speed, in milliseconds, and how far the pointer must move to count as a drag.</extracomment>
            <translation>Primero selecciona de 1 a 3 de tus propias bolas.</translation>
        </message>
        <message>
            <source>Marbles move one cell: click next to the selected marbles, or an arrow.</source>
            <translation>Las bolas avanzan una casilla: haz clic junto a las bolas seleccionadas o en una flecha.</translation>
        </message>
        <message>
            <source>%1, white marble, selected</source>
            <extracomment>The cursor ring sits inside a marble, so the selection ring round it stays in sight.</extracomment>
            <translation>%1, bola blanca, seleccionada</translation>
        </message>
        <message>
            <source>%1, white marble</source>
            <translation>%1, bola blanca</translation>
        </message>
        <message>
            <source>%1, black marble, selected</source>
            <translation>%1, bola negra, seleccionada</translation>
        </message>
        <message>
            <source>%1, black marble</source>
            <translation>%1, bola negra</translation>
        </message>
        <message>
            <source>%1, empty</source>
            <translation>%1, vacía</translation>
        </message>
    </context>
    <context>
        <name>colours</name>
        <message>
            <source>Black</source>
            <translation>Negras</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Blancas</translation>
        </message>
    </context>
    <context>
        <name>games</name>
        <message>
            <source>Abalone</source>
            <translation>Abalone</translation>
        </message>
        <message>
            <source>Push six of your opponent's marbles off the hexagonal board.</source>
            <translation>Saca seis bolas de tu rival del tablero hexagonal.</translation>
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <source>Standard</source>
            <extracomment>Layout ids in menu order; the first three are the sourced ones (see data/layouts.json).</extracomment>
            <translation>Estándar</translation>
        </message>
        <message>
            <source>Belgian Daisy</source>
            <translation>Margarita belga</translation>
        </message>
        <message>
            <source>German Daisy</source>
            <translation>Margarita alemana</translation>
        </message>
        <message>
            <source>Dutch Daisy</source>
            <translation>Margarita holandesa</translation>
        </message>
        <message>
            <source>Swiss Daisy</source>
            <translation>Margarita suiza</translation>
        </message>
        <message>
            <source>Domination</source>
            <translation>Dominación</translation>
        </message>
        <message>
            <source>The Wall</source>
            <translation>El muro</translation>
        </message>
        <message>
            <source>Pyramid</source>
            <translation>Pirámide</translation>
        </message>
        <message>
            <source>Face to Face</source>
            <translation>Cara a cara</translation>
        </message>
        <message>
            <source>Infiltration</source>
            <translation>Infiltración</translation>
        </message>
        <message>
            <source>Snakes</source>
            <translation>Serpientes</translation>
        </message>
        <message>
            <source>Starting layout</source>
            <translation>Disposición inicial</translation>
        </message>
        <message>
            <source>Belgian Daisy is the tournament layout. Standard, Belgian Daisy and German Daisy are well documented; the others are variants from a single source.</source>
            <translation>La margarita belga es la disposición de torneo. La estándar, la margarita belga y la margarita alemana están bien documentadas; las demás son variantes de una sola fuente.</translation>
        </message>
        <message>
            <source>Marbles to push off</source>
            <translation>Canicas que hay que sacar</translation>
        </message>
        <message>
            <source>Six in the official rules; two makes a quick blitz game.</source>
            <translation>Seis según las reglas oficiales; con dos se juega una partida relámpago.</translation>
        </message>
        <message>
            <source>Clock (minutes per player, 0 = none)</source>
            <translation>Reloj (minutos por jugador, 0 = sin reloj)</translation>
        </message>
        <message>
            <source>Whoever runs out of time loses. Tournaments play 10 to 15 minutes each.</source>
            <translation>Quien se queda sin tiempo pierde. En los torneos cada jugador tiene de 10 a 15 minutos.</translation>
        </message>
        <message>
            <source>Move limit, counting both players' moves (house rule, 0 = none)</source>
            <translation>Límite de jugadas, contando las de ambos jugadores (regla de la casa, 0 = ninguno)</translation>
        </message>
        <message>
            <source>At the limit the player with more marbles wins; equal numbers draw.</source>
            <translation>Al llegar al límite gana quien tenga más bolas; con las mismas, tablas.</translation>
        </message>
        <message>
            <source>Threefold repetition draws (house rule)</source>
            <translation>La triple repetición es tablas (regla de la casa)</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>Enough marbles were pushed off the board.</source>
            <translation>Se han sacado suficientes bolas del tablero.</translation>
        </message>
        <message>
            <source>The player to move has no legal move: a draw.</source>
            <translation>Quien tiene el turno no tiene ningún movimiento legal: tablas.</translation>
        </message>
    </context>
    <context>
        <name>refusals</name>
        <message>
            <source>You have no marble on %1.</source>
            <translation>No tienes ninguna bola en %1.</translation>
        </message>
        <message>
            <source>At most three marbles move together.</source>
            <translation>Como mucho se mueven tres bolas juntas.</translation>
        </message>
        <message>
            <source>The marbles must touch each other in a straight line.</source>
            <translation>Las bolas deben tocarse en línea recta.</translation>
        </message>
        <message>
            <source>You cannot move your own marble off the board.</source>
            <translation>No puedes sacar tu propia bola del tablero.</translation>
        </message>
        <message>
            <source>A sideways move needs an empty cell in front of every marble: it never pushes.</source>
            <translation>Un movimiento lateral necesita una casilla vacía delante de cada bola: nunca empuja.</translation>
        </message>
        <message>
            <source>Your own marble on %1 is in the way: move the whole line together.</source>
            <translation>Tu propia bola en %1 estorba: mueve toda la línea junta.</translation>
        </message>
        <message>
            <source>To push (sumito) you need more marbles in the line than your opponent.</source>
            <translation>Para empujar (sumito) necesitas más bolas en la línea que tu oponente.</translation>
        </message>
        <message>
            <source>Your own marble on %1, behind the marbles you push, blocks the push.</source>
            <translation>Tu propia bola en %1, detrás de las bolas que empujas, bloquea el empuje.</translation>
        </message>
        <message>
            <source>This game is played without a clock.</source>
            <translation>Esta partida se juega sin reloj.</translation>
        </message>
        <message>
            <source>Only the clock of the player to move can run out.</source>
            <translation>Solo puede agotarse el reloj de quien tiene el turno.</translation>
        </message>
        <message>
            <source>The board has no cell %1.</source>
            <translation>El tablero no tiene la casilla %1.</translation>
        </message>
        <message>
            <source>Marbles move one cell at a time, and %2 is not next to %1.</source>
            <translation>Las bolas avanzan de una en una casilla, y %2 no está al lado de %1.</translation>
        </message>
        <message>
            <source>The cells %1 and %2 are not the two ends of a line of two or three marbles.</source>
            <translation>Las casillas %1 y %2 no son los dos extremos de una línea de dos o tres bolas.</translation>
        </message>
        <message>
            <source>Write a move along the line as its rear marble and the cell it moves to, like a1b2.</source>
            <translation>Escribe un movimiento en línea con la bola de atrás y la casilla a la que va, como a1b2.</translation>
        </message>
    </context>
    <context>
        <name>tutorial</name>
        <message>
            <source>Push them off</source>
            <translation>Sácalas del tablero</translation>
        </message>
        <message>
            <source>You play the black marbles, White the white ones. Whoever first pushes six of the other's marbles off the board wins. Black always moves first; then you take turns.</source>
            <translation>Tú llevas las bolas negras y tu rival, las blancas. Gana quien primero saque del tablero seis bolas del otro. Siempre empiezan las negras; después se juega por turnos.</translation>
        </message>
        <message>
            <source>One hole at a time</source>
            <translation>Una casilla cada vez</translation>
        </message>
        <message>
            <source>Each turn you move one, two or three of your marbles exactly one hole. Move the marble in the middle to any of its six neighbouring holes.</source>
            <translation>En tu turno mueves una, dos o tres de tus bolas exactamente una casilla. Mueve la bola del centro a cualquiera de sus seis casillas vecinas.</translation>
        </message>
        <message>
            <source>Move the marble on E5, one hole in any direction.</source>
            <translation>Mueve la bola de E5 una casilla, en cualquier dirección.</translation>
        </message>
        <message>
            <source>That is a move. Marbles never jump: they always go one hole.</source>
            <translation>Eso es un movimiento. Las bolas nunca saltan: siempre avanzan una casilla.</translation>
        </message>
        <message>
            <source>A line moves like a train</source>
            <translation>Una línea avanza como un tren</translation>
        </message>
        <message>
            <source>Two or three marbles that touch in a straight line may move together. Along their own line they go like a train: only the hole in front has to be free. Move the line of three along its length.</source>
            <translation>Dos o tres bolas que se tocan en línea recta pueden moverse juntas. En su propia dirección avanzan como un tren: solo la casilla de delante tiene que estar libre. Mueve la línea de tres a lo largo.</translation>
        </message>
        <message>
            <source>Move all three marbles C3, D4 and E5 along their line.</source>
            <translation>Mueve las tres bolas C3, D4 y E5 a lo largo de su línea.</translation>
        </message>
        <message>
            <source>Well done: the whole line moved one hole.</source>
            <translation>Muy bien: toda la línea avanzó una casilla.</translation>
        </message>
        <message>
            <source>Sideways</source>
            <translation>De lado</translation>
        </message>
        <message>
            <source>A line can also step sideways, each marble one hole in the same direction. Every hole it moves into must be empty, so a sideways move never pushes. Move the three marbles sideways.</source>
            <translation>Una línea también puede dar un paso de lado, cada bola una casilla en la misma dirección. Todas las casillas a las que llega deben estar vacías, así que un movimiento lateral nunca empuja. Mueve las tres bolas de lado.</translation>
        </message>
        <message>
            <source>Move C3, D4 and E5 side by side, across their line, into empty holes.</source>
            <translation>Mueve C3, D4 y E5 una junto a otra, de través, a casillas vacías.</translation>
        </message>
        <message>
            <source>Good. Sideways moves never push, but they let a line change lanes.</source>
            <translation>Bien. Los movimientos laterales nunca empujan, pero permiten a una línea cambiar de carril.</translation>
        </message>
        <message>
            <source>Two push one</source>
            <translation>Dos empujan una</translation>
        </message>
        <message>
            <source>You push white marbles by moving along your line, when your line has more marbles than the white line right in front of it. This is called sumito. Push the white marble with your two.</source>
            <translation>Empujas bolas blancas con un movimiento en línea cuando tu línea tiene más bolas que la línea blanca que tiene justo delante. Esto se llama sumito. Empuja la bola blanca con tus dos bolas.</translation>
        </message>
        <message>
            <source>Move D4 and E5 together along their line, into the white marble.</source>
            <translation>Mueve D4 y E5 juntas a lo largo de su línea, contra la bola blanca.</translation>
        </message>
        <message>
            <source>Pushed! The white marble moved one hole back.</source>
            <translation>¡Empujada! La bola blanca retrocedió una casilla.</translation>
        </message>
        <message>
            <source>Equal numbers hold</source>
            <translation>A igual número, nadie cede</translation>
        </message>
        <message>
            <source>Two cannot push two: equal lines hold each other, and a line of three can never be pushed. Bring a third marble to the back of your line, on C3.</source>
            <translation>Dos no pueden empujar a dos: las líneas iguales se frenan entre sí, y una línea de tres nunca puede ser empujada. Pon una tercera bola al final de tu línea, en C3.</translation>
        </message>
        <message>
            <source>Fill the hole C3, just behind D4.</source>
            <translation>Ocupa la casilla C3, justo detrás de D4.</translation>
        </message>
        <message>
            <source>Now three of yours face two of White's.</source>
            <translation>Ahora tienes tres bolas frente a dos de las blancas.</translation>
        </message>
        <message>
            <source>Three push two</source>
            <translation>Tres empujan dos</translation>
        </message>
        <message>
            <source>Three marbles push one or two. The hole behind the last white marble must be empty or off the board; one of your own marbles there blocks the push. Push the two white marbles.</source>
            <translation>Tres bolas empujan una o dos. La casilla detrás de la última bola blanca debe estar vacía o fuera del tablero; una bola tuya en ese lugar bloquea el empuje. Empuja las dos bolas blancas.</translation>
        </message>
        <message>
            <source>Move your line of three into the two white marbles.</source>
            <translation>Mueve tu línea de tres contra las dos bolas blancas.</translation>
        </message>
        <message>
            <source>Three beat two. Pushing is always a choice, never a must.</source>
            <translation>Tres pueden con dos. Empujar siempre es una opción, nunca una obligación.</translation>
        </message>
        <message>
            <source>Over the edge</source>
            <translation>Fuera del tablero</translation>
        </message>
        <message>
            <source>A white marble pushed past the edge leaves the game and lands in your tray. Push the marble on I9 off the board.</source>
            <translation>Una bola blanca empujada más allá del borde sale del juego y cae en tu bandeja. Saca del tablero la bola de I9.</translation>
        </message>
        <message>
            <source>Push along your line towards I9 and beyond the edge.</source>
            <translation>Empuja a lo largo de tu línea hacia I9 y más allá del borde.</translation>
        </message>
        <message>
            <source>One down! Push off six and you win.</source>
            <translation>¡Una fuera! Saca seis y ganas.</translation>
        </message>
        <message>
            <source>Two moves, one marble</source>
            <translation>Dos movimientos, una bola</translation>
        </message>
        <message>
            <source>Push a white marble off in two moves. White will save a marble if it can, so threaten both white marbles at once.</source>
            <translation>Saca una bola blanca del tablero en dos movimientos. Las blancas salvarán una bola si pueden, así que amenaza a las dos bolas blancas a la vez.</translation>
        </message>
        <message>
            <source>Find the one move that puts two of your marbles in line behind each white marble.</source>
            <translation>Busca el movimiento que pone dos de tus bolas en línea detrás de cada bola blanca.</translation>
        </message>
        <message>
            <source>Brilliant: White could save only one of them. You are ready for your first game!</source>
            <translation>Genial: las blancas solo pudieron salvar una. ¡Ya estás listo para tu primera partida!</translation>
        </message>
    </context>
</TS>