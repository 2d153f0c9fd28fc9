<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>abalone</name>
        <message>
            <source>You can only move your own marbles.</source>
            <extracomment>A game length no real game reaches; bounds hostile input. Outcome reason codes of this game (sentences in SPEC.reasons). For each axis, the four directions that cross it (broadside directions).</extracomment>
            <translation>Vous ne pouvez déplacer que vos propres billes.</translation>
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
            <source>A sideways move needs empty cells: it never pushes.</source>
            <translation>Un déplacement latéral exige des cases vides : il ne pousse jamais.</translation>
        </message>
        <message>
            <source>Your own marble is in the way: select the whole line.</source>
            <translation>Votre propre bille gêne : sélectionnez toute la rangée.</translation>
        </message>
        <message>
            <source>You need more marbles than your opponent to push (sumito).</source>
            <translation>Pour pousser, il faut plus de billes que l'adversaire (sumito).</translation>
        </message>
        <message>
            <source>Your own marble behind the pushed ones blocks the push.</source>
            <translation>Votre bille derrière les billes poussées bloque la poussée.</translation>
        </message>
        <message>
            <source>That is not a move on this board.</source>
            <translation>Ce n'est pas un coup sur ce plateau.</translation>
        </message>
        <message>
            <source>Clocks</source>
            <extracomment>A game read from a text record (a `GameRecord`), to replace the current one.</extracomment>
            <translation>Pendules</translation>
        </message>
        <message>
            <source>Copy game record</source>
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
            <translation>Cliquez ou glissez sur 1 à 3 de vos billes alignées, puis cliquez sur une flèche ou sur la case d'arrivée, ou faites glisser les billes. Le clic droit annule la sélection.</translation>
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
            <source>This is not a game record that can be replayed: %1</source>
            <translation>Ce n'est pas un relevé de partie qui puisse être rejoué : %1</translation>
        </message>
        <message>
            <source>That marble is not yours: select 1 to 3 of your own marbles.</source>
            <extracomment>Distance between neighbouring cell centres, in scene units; everything else is a fraction of it.</extracomment>
            <translation>Cette bille n'est pas à vous : sélectionnez 1 à 3 de vos propres billes.</translation>
        </message>
        <message>
            <source>Select 1 to 3 of your own marbles first.</source>
            <translation>Sélectionnez d'abord 1 à 3 de vos propres billes.</translation>
        </message>
        <message>
            <source>Marbles move one cell: click next to the selected marbles, or an arrow.</source>
            <translation>Les billes avancent d'une case : cliquez à côté des billes sélectionnées, ou sur une flèche.</translation>
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
            <source>Push six of your opponent's marbles off the hexagonal board.</source>
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
            <translation>La marguerite belge est la position des tournois. Standard, marguerite belge et marguerite allemande sont bien documentées ; les autres sont des variantes d'une seule source.</translation>
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
            <translation>Qui n'a plus de temps perd. En tournoi, chacun dispose de 10 à 15 minutes.</translation>
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
            <translation>Le joueur au trait n'a aucun coup légal : partie nulle.</translation>
        </message>
    </context>
</TS>