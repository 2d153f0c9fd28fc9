<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>abalone</name>
        <message>
            <source>You can only move your own marbles.</source>
            <extracomment>A game length no real game reaches; bounds hostile input. Outcome reason codes of this game (sentences in SPEC.reasons). For each axis, the four directions that cross it (broadside directions).</extracomment>
            <translation>Solo puedes mover tus propias bolas.</translation>
        </message>
        <message>
            <source>At most three marbles move together.</source>
            <translation>Se mueven como mucho tres bolas a la vez.</translation>
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
            <source>A sideways move needs empty cells: it never pushes.</source>
            <translation>Un movimiento lateral necesita casillas vacías: nunca empuja.</translation>
        </message>
        <message>
            <source>Your own marble is in the way: select the whole line.</source>
            <translation>Tu propia bola estorba: selecciona toda la fila.</translation>
        </message>
        <message>
            <source>You need more marbles than your opponent to push (sumito).</source>
            <translation>Para empujar necesitas más bolas que tu rival (sumito).</translation>
        </message>
        <message>
            <source>Your own marble behind the pushed ones blocks the push.</source>
            <translation>Tu propia bola detrás de las empujadas bloquea el empuje.</translation>
        </message>
        <message>
            <source>That is not a move on this board.</source>
            <translation>Eso no es un movimiento en este tablero.</translation>
        </message>
        <message>
            <source>Clocks</source>
            <extracomment>A game read from a text record (a `GameRecord`), to replace the current one.</extracomment>
            <translation>Relojes</translation>
        </message>
        <message>
            <source>Copy game record</source>
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
            <source>This is not a game record that can be replayed: %1</source>
            <translation>Este no es un registro de partida que se pueda reproducir: %1</translation>
        </message>
        <message>
            <source>That marble is not yours: select 1 to 3 of your own marbles.</source>
            <extracomment>Distance between neighbouring cell centres, in scene units; everything else is a fraction of it.</extracomment>
            <translation>Esa bola no es tuya: selecciona de 1 a 3 de tus propias bolas.</translation>
        </message>
        <message>
            <source>Select 1 to 3 of your own marbles first.</source>
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
</TS>