<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>abalone</name>
    <message>
        <source>The record asks for [%1 &quot;%2&quot;], which this game does not offer.</source>
        <translation>La partie demande [%1 &quot;%2&quot;], ce que ce jeu ne propose pas.</translation>
    </message>
    <message>
        <source>This text cannot be read as a game record.</source>
        <translation>Ce texte ne peut pas être lu comme un relevé de partie.</translation>
    </message>
    <message>
        <source>Copy game record</source>
        <extracomment>A game read from a text record (a `GameRecord`), to replace the current one.</extracomment>
        <translation>Copier la partie</translation>
    </message>
    <message>
        <source>Copies the moves so far in Aba-Pro notation, to paste into a message or a file.</source>
        <translation>Copie les coups joués en notation Aba-Pro, à coller dans un message ou un fichier.</translation>
    </message>
    <message>
        <source>Read game record…</source>
        <translation>Lire une partie…</translation>
    </message>
    <message>
        <source>Replays a game record in Aba-Pro notation, pasted from a message or a file.</source>
        <translation>Rejoue un relevé de partie en notation Aba-Pro, collé depuis un message ou un fichier.</translation>
    </message>
    <message>
        <source>Click or drag across 1 to 3 of your marbles in a line, then click an arrow, click the cell to move to, or drag the marbles. Right-click clears the selection.</source>
        <translation>Cliquez ou glissez sur 1 à 3 de vos billes alignées, puis cliquez sur une flèche ou sur la case d&apos;arrivée, ou faites glisser les billes. Le clic droit annule la sélection.</translation>
    </message>
    <message>
        <source>Read game record</source>
        <translation>Lire une partie</translation>
    </message>
    <message>
        <source>Paste a game record in Aba-Pro notation:</source>
        <translation>Collez un relevé de partie en notation Aba-Pro :</translation>
    </message>
    <message>
        <source>Select 1 to 3 of your own marbles first.</source>
        <extracomment>Animation lengths, in milliseconds, and how far the pointer must move to count as a drag.</extracomment>
        <translation>Sélectionnez d&apos;abord 1 à 3 de vos propres billes.</translation>
    </message>
    <message>
        <source>Marbles move one cell: click next to the selected marbles, or an arrow.</source>
        <translation>Les billes avancent d&apos;une case : cliquez à côté des billes sélectionnées, ou sur une flèche.</translation>
    </message>
</context>
<context>
    <name>colours</name>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
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
        <translation>Éjectez six billes adverses du plateau hexagonal.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Standard</source>
        <extracomment>Layout ids in menu order; the first three are the sourced ones (see data/layouts.json).</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Belgian Daisy</source>
        <translation>Marguerite belge</translation>
    </message>
    <message>
        <source>German Daisy</source>
        <translation>Marguerite allemande</translation>
    </message>
    <message>
        <source>Dutch Daisy</source>
        <translation>Marguerite hollandaise</translation>
    </message>
    <message>
        <source>Swiss Daisy</source>
        <translation>Marguerite suisse</translation>
    </message>
    <message>
        <source>Domination</source>
        <translation>Domination</translation>
    </message>
    <message>
        <source>The Wall</source>
        <translation>Le mur</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation>Pyramide</translation>
    </message>
    <message>
        <source>Face to Face</source>
        <translation>Face à face</translation>
    </message>
    <message>
        <source>Infiltration</source>
        <translation>Infiltration</translation>
    </message>
    <message>
        <source>Snakes</source>
        <translation>Serpents</translation>
    </message>
    <message>
        <source>Starting layout</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <source>Belgian Daisy is the tournament layout. Standard, Belgian Daisy and German Daisy are well documented; the others are variants from a single source.</source>
        <translation>La marguerite belge est la position des tournois. Standard, marguerite belge et marguerite allemande sont bien documentées ; les autres sont des variantes d&apos;une seule source.</translation>
    </message>
    <message>
        <source>Marbles to push off</source>
        <translation>Billes à éjecter</translation>
    </message>
    <message>
        <source>Six in the official rules; two makes a quick blitz game.</source>
        <translation>Six selon les règles officielles ; deux pour une partie éclair.</translation>
    </message>
    <message>
        <source>Clock (minutes per player, 0 = none)</source>
        <translation>Pendule (minutes par joueur, 0 = aucune)</translation>
    </message>
    <message>
        <source>Whoever runs out of time loses. Tournaments play 10 to 15 minutes each.</source>
        <translation>Qui n&apos;a plus de temps perd. En tournoi, chacun dispose de 10 à 15 minutes.</translation>
    </message>
    <message>
        <source>Move limit in plies (house rule, 0 = none)</source>
        <translation>Limite de coups en demi-coups (règle maison, 0 = aucune)</translation>
    </message>
    <message>
        <source>At the limit the player with more marbles wins; equal numbers draw.</source>
        <translation>À la limite, qui a le plus de billes gagne ; à égalité, partie nulle.</translation>
    </message>
    <message>
        <source>Threefold repetition draws (house rule)</source>
        <translation>Triple répétition : partie nulle (règle maison)</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>Enough marbles were pushed off the board.</source>
        <translation>Assez de billes ont été éjectées du plateau.</translation>
    </message>
    <message>
        <source>The player to move has no legal move: a draw.</source>
        <translation>Le joueur au trait n&apos;a aucun coup légal : partie nulle.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>You have no marble on %1.</source>
        <translation>Vous n&apos;avez pas de bille en %1.</translation>
    </message>
    <message>
        <source>At most three marbles move together.</source>
        <translation>Trois billes au plus se déplacent ensemble.</translation>
    </message>
    <message>
        <source>The marbles must touch each other in a straight line.</source>
        <translation>Les billes doivent se toucher en ligne droite.</translation>
    </message>
    <message>
        <source>You cannot move your own marble off the board.</source>
        <translation>Vous ne pouvez pas sortir votre propre bille du plateau.</translation>
    </message>
    <message>
        <source>A sideways move needs an empty cell in front of every marble: it never pushes.</source>
        <translation>Un déplacement latéral demande une case libre devant chaque bille : il ne pousse jamais.</translation>
    </message>
    <message>
        <source>Your own marble on %1 is in the way: move the whole line together.</source>
        <translation>Votre propre bille en %1 bloque le passage : déplacez toute la ligne ensemble.</translation>
    </message>
    <message>
        <source>To push (sumito) you need more marbles in the line than your opponent.</source>
        <translation>Pour pousser (sumito), il vous faut plus de billes sur la ligne que votre adversaire.</translation>
    </message>
    <message>
        <source>Your own marble on %1, behind the marbles you push, blocks the push.</source>
        <translation>Votre propre bille en %1, derrière les billes poussées, bloque la poussée.</translation>
    </message>
    <message>
        <source>This game is played without a clock.</source>
        <translation>Cette partie se joue sans pendule.</translation>
    </message>
    <message>
        <source>Only the clock of the player to move can run out.</source>
        <translation>Seule la pendule du joueur au trait peut s&apos;écouler.</translation>
    </message>
    <message>
        <source>The board has no cell %1.</source>
        <translation>Le plateau n&apos;a pas de case %1.</translation>
    </message>
    <message>
        <source>Marbles move one cell at a time, and %2 is not next to %1.</source>
        <translation>Les billes avancent d&apos;une case à la fois, et %2 n&apos;est pas à côté de %1.</translation>
    </message>
    <message>
        <source>The cells %1 and %2 are not the two ends of a line of two or three marbles.</source>
        <translation>Les cases %1 et %2 ne sont pas les deux bouts d&apos;une ligne de deux ou trois billes.</translation>
    </message>
    <message>
        <source>Write a move along the line as its rear marble and the cell it moves to, like a1b2.</source>
        <translation>Notez un déplacement en ligne par la bille arrière et sa case d&apos;arrivée, comme a1b2.</translation>
    </message>
</context>
</TS>
