<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>abalone</name>
        <message>
            <source>The record asks for [%1 "%2"], which this game does not offer.</source>
            <translation>La partie demande [%1 "%2"], ce que ce jeu ne propose pas.</translation>
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
            <translation>Cliquez ou glissez sur 1 à 3 de vos billes alignées, puis cliquez sur une flèche ou sur la case d'arrivée, ou faites glisser les billes. Le clic droit annule la sélection.</translation>
        </message>
        <message>
            <source>Keys: the arrows move the ring, Space or Enter selects a marble or moves the selected marbles to the cell under the ring, Escape clears the selection.</source>
            <translation>Touches : les flèches déplacent l'anneau, Espace ou Entrée sélectionne une bille ou déplace les billes sélectionnées sur la case sous l'anneau, Échap annule la sélection.</translation>
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
            <extracomment>Animation lengths at normal speed, in milliseconds, and how far the pointer must move to count as a drag.</extracomment>
            <translation>Sélectionnez d'abord 1 à 3 de vos propres billes.</translation>
        </message>
        <message>
            <source>Marbles move one cell: click next to the selected marbles, or an arrow.</source>
            <translation>Les billes avancent d'une case : cliquez à côté des billes sélectionnées, ou sur une flèche.</translation>
        </message>
        <message>
            <source>%1, white marble, selected</source>
            <extracomment>The cursor ring sits inside a marble, so the selection ring round it stays in sight.</extracomment>
            <translation>%1, bille blanche, sélectionnée</translation>
        </message>
        <message>
            <source>%1, white marble</source>
            <translation>%1, bille blanche</translation>
        </message>
        <message>
            <source>%1, black marble, selected</source>
            <translation>%1, bille noire, sélectionnée</translation>
        </message>
        <message>
            <source>%1, black marble</source>
            <translation>%1, bille noire</translation>
        </message>
        <message>
            <source>%1, empty</source>
            <translation>%1, vide</translation>
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
            <source>Move limit, counting both players' moves (house rule, 0 = none)</source>
            <translation>Limite de coups, ceux des deux joueurs comptés (règle maison, 0 = aucune)</translation>
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
    <context>
        <name>refusals</name>
        <message>
            <source>You have no marble on %1.</source>
            <translation>Vous n'avez pas de bille en %1.</translation>
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
            <translation>Seule la pendule du joueur au trait peut s'écouler.</translation>
        </message>
        <message>
            <source>The board has no cell %1.</source>
            <translation>Le plateau n'a pas de case %1.</translation>
        </message>
        <message>
            <source>Marbles move one cell at a time, and %2 is not next to %1.</source>
            <translation>Les billes avancent d'une case à la fois, et %2 n'est pas à côté de %1.</translation>
        </message>
        <message>
            <source>The cells %1 and %2 are not the two ends of a line of two or three marbles.</source>
            <translation>Les cases %1 et %2 ne sont pas les deux bouts d'une ligne de deux ou trois billes.</translation>
        </message>
        <message>
            <source>Write a move along the line as its rear marble and the cell it moves to, like a1b2.</source>
            <translation>Notez un déplacement en ligne par la bille arrière et sa case d'arrivée, comme a1b2.</translation>
        </message>
    </context>
    <context>
        <name>tutorial</name>
        <message>
            <source>Push them off</source>
            <translation>Poussez-les dehors</translation>
        </message>
        <message>
            <source>You play the black marbles, White the white ones. Whoever first pushes six of the other's marbles off the board wins. Black always moves first; then you take turns.</source>
            <translation>Vous jouez les billes noires, votre adversaire les blanches. Le premier qui pousse six billes de l'autre hors du plateau gagne. Les noires commencent toujours ; ensuite, on joue à tour de rôle.</translation>
        </message>
        <message>
            <source>One hole at a time</source>
            <translation>Une case à la fois</translation>
        </message>
        <message>
            <source>Each turn you move one, two or three of your marbles exactly one hole. Move the marble in the middle to any of its six neighbouring holes.</source>
            <translation>À votre tour, vous déplacez une, deux ou trois de vos billes d'exactement une case. Déplacez la bille du centre vers l'une de ses six cases voisines.</translation>
        </message>
        <message>
            <source>Move the marble on E5, one hole in any direction.</source>
            <translation>Déplacez la bille en E5 d'une case, dans n'importe quelle direction.</translation>
        </message>
        <message>
            <source>That is a move. Marbles never jump: they always go one hole.</source>
            <translation>Voilà un coup. Les billes ne sautent jamais : elles avancent toujours d'une case.</translation>
        </message>
        <message>
            <source>A line moves like a train</source>
            <translation>Une ligne avance comme un train</translation>
        </message>
        <message>
            <source>Two or three marbles that touch in a straight line may move together. Along their own line they go like a train: only the hole in front has to be free. Move the line of three along its length.</source>
            <translation>Deux ou trois billes qui se touchent en ligne droite peuvent bouger ensemble. Dans leur propre axe, elles avancent comme un train : seule la case de tête doit être libre. Faites avancer la ligne de trois dans sa longueur.</translation>
        </message>
        <message>
            <source>Move all three marbles C3, D4 and E5 along their line.</source>
            <translation>Déplacez les trois billes C3, D4 et E5 le long de leur ligne.</translation>
        </message>
        <message>
            <source>Well done: the whole line moved one hole.</source>
            <translation>Bravo : toute la ligne a avancé d'une case.</translation>
        </message>
        <message>
            <source>Sideways</source>
            <translation>De côté</translation>
        </message>
        <message>
            <source>A line can also step sideways, each marble one hole in the same direction. Every hole it moves into must be empty, so a sideways move never pushes. Move the three marbles sideways.</source>
            <translation>Une ligne peut aussi faire un pas de côté, chaque bille d'une case dans la même direction. Toutes les cases où elle arrive doivent être vides : un déplacement latéral ne pousse donc jamais. Déplacez les trois billes de côté.</translation>
        </message>
        <message>
            <source>Move C3, D4 and E5 side by side, across their line, into empty holes.</source>
            <translation>Déplacez C3, D4 et E5 côte à côte, en travers de leur ligne, vers des cases vides.</translation>
        </message>
        <message>
            <source>Good. Sideways moves never push, but they let a line change lanes.</source>
            <translation>Bien. Un déplacement latéral ne pousse jamais, mais il permet à une ligne de changer de couloir.</translation>
        </message>
        <message>
            <source>Two push one</source>
            <translation>Deux poussent une</translation>
        </message>
        <message>
            <source>You push white marbles by moving along your line, when your line has more marbles than the white line right in front of it. This is called sumito. Push the white marble with your two.</source>
            <translation>Vous poussez les billes blanches en avançant dans l'axe de votre ligne, quand elle compte plus de billes que la ligne blanche juste devant. C'est le sumito. Poussez la bille blanche avec vos deux billes.</translation>
        </message>
        <message>
            <source>Move D4 and E5 together along their line, into the white marble.</source>
            <translation>Avancez D4 et E5 ensemble le long de leur ligne, contre la bille blanche.</translation>
        </message>
        <message>
            <source>Pushed! The white marble moved one hole back.</source>
            <translation>Poussée ! La bille blanche a reculé d'une case.</translation>
        </message>
        <message>
            <source>Equal numbers hold</source>
            <translation>À nombre égal, on tient</translation>
        </message>
        <message>
            <source>Two cannot push two: equal lines hold each other, and a line of three can never be pushed. Bring a third marble to the back of your line, on C3.</source>
            <translation>Deux ne poussent pas deux : des lignes égales se tiennent en échec, et une ligne de trois ne peut jamais être poussée. Amenez une troisième bille à l'arrière de votre ligne, en C3.</translation>
        </message>
        <message>
            <source>Fill the hole C3, just behind D4.</source>
            <translation>Occupez la case C3, juste derrière D4.</translation>
        </message>
        <message>
            <source>Now three of yours face two of White's.</source>
            <translation>Vous voilà à trois contre deux billes blanches.</translation>
        </message>
        <message>
            <source>Three push two</source>
            <translation>Trois poussent deux</translation>
        </message>
        <message>
            <source>Three marbles push one or two. The hole behind the last white marble must be empty or off the board; one of your own marbles there blocks the push. Push the two white marbles.</source>
            <translation>Trois billes en poussent une ou deux. La case derrière la dernière bille blanche doit être vide ou hors du plateau ; une de vos billes à cet endroit bloque la poussée. Poussez les deux billes blanches.</translation>
        </message>
        <message>
            <source>Move your line of three into the two white marbles.</source>
            <translation>Avancez votre ligne de trois contre les deux billes blanches.</translation>
        </message>
        <message>
            <source>Three beat two. Pushing is always a choice, never a must.</source>
            <translation>Trois battent deux. Pousser est toujours un choix, jamais une obligation.</translation>
        </message>
        <message>
            <source>Over the edge</source>
            <translation>Par-dessus le bord</translation>
        </message>
        <message>
            <source>A white marble pushed past the edge leaves the game and lands in your tray. Push the marble on I9 off the board.</source>
            <translation>Une bille blanche poussée au-delà du bord quitte le jeu et tombe dans votre godet. Poussez la bille en I9 hors du plateau.</translation>
        </message>
        <message>
            <source>Push along your line towards I9 and beyond the edge.</source>
            <translation>Poussez le long de votre ligne vers I9, jusqu'au-delà du bord.</translation>
        </message>
        <message>
            <source>One down! Push off six and you win.</source>
            <translation>Et d'une ! Sortez-en six et vous gagnez.</translation>
        </message>
        <message>
            <source>Two moves, one marble</source>
            <translation>Deux coups, une bille</translation>
        </message>
        <message>
            <source>Push a white marble off in two moves. White will save a marble if it can, so threaten both white marbles at once.</source>
            <translation>Sortez une bille blanche en deux coups. Votre adversaire sauvera une bille s'il le peut : menacez donc les deux billes blanches à la fois.</translation>
        </message>
        <message>
            <source>Find the one move that puts two of your marbles in line behind each white marble.</source>
            <translation>Trouvez le coup qui place deux de vos billes en ligne derrière chaque bille blanche.</translation>
        </message>
        <message>
            <source>Brilliant: White could save only one of them. You are ready for your first game!</source>
            <translation>Magnifique : l'adversaire n'a pu en sauver qu'une. Vous êtes prêt pour votre première partie !</translation>
        </message>
    </context>
</TS>