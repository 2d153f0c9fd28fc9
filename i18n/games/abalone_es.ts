<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>abalone</name>
    <message>
        <source>The record asks for [%1 &quot;%2&quot;], which this game does not offer.</source>
        <translation>La partida pide [%1 &quot;%2&quot;], algo que este juego no ofrece.</translation>
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
        <source>Read game record</source>
        <translation>Leer la partida</translation>
    </message>
    <message>
        <source>Paste a game record in Aba-Pro notation:</source>
        <translation>Pega un registro de partida en notación Aba-Pro:</translation>
    </message>
    <message>
        <source>Select 1 to 3 of your own marbles first.</source>
        <extracomment>Animation lengths, in milliseconds, and how far the pointer must move to count as a drag.</extracomment>
        <translation>Primero selecciona de 1 a 3 de tus propias bolas.</translation>
    </message>
    <message>
        <source>Marbles move one cell: click next to the selected marbles, or an arrow.</source>
        <translation>Las bolas avanzan una casilla: haz clic junto a las bolas seleccionadas o en una flecha.</translation>
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
        <source>Push six of your opponent&apos;s marbles off the hexagonal board.</source>
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
        <source>Move limit in plies (house rule, 0 = none)</source>
        <translation>Límite de jugadas en medias jugadas (regla de la casa, 0 = ninguno)</translation>
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
</TS>
