<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>colours</name>
        <message>
            <source>Red</source>
            <translation>Rouge</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Noir</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Vert</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Blanc</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Bleu</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>Jaune</translation>
        </message>
        <message>
            <source>Purple</source>
            <translation>Violet</translation>
        </message>
        <message>
            <source>Orange</source>
            <translation>Orange</translation>
        </message>
    </context>
    <context>
        <name>games</name>
        <message>
            <source>Tumblin-Dice</source>
            <translation>Tumblin-Dice</translation>
        </message>
        <message>
            <source>Flick dice down a stepped board and land them on the best level.</source>
            <translation>Envoyez des dés d'une pichenette sur un plateau en escalier et posez-les sur le meilleur niveau.</translation>
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <source>End of the game</source>
            <translation>Fin de la partie</translation>
        </message>
        <message>
            <source>After a number of rounds, then tie-breaks</source>
            <translation>Après un nombre de manches, puis départage</translation>
        </message>
        <message>
            <source>First to 301 points</source>
            <translation>Premier à 301 points</translation>
        </message>
        <message>
            <source>First to 501 points</source>
            <translation>Premier à 501 points</translation>
        </message>
        <message>
            <source>First to win a number of rounds</source>
            <translation>Premier à gagner un nombre de manches</translation>
        </message>
        <message>
            <source>Rounds to play</source>
            <translation>Manches à jouer</translation>
        </message>
        <message>
            <source>Only for a game over a number of rounds; players still tied afterwards throw extra rounds alone.</source>
            <translation>Seulement pour une partie en nombre de manches ; les joueurs encore à égalité jouent seuls des manches en plus.</translation>
        </message>
        <message>
            <source>Rounds needed to win</source>
            <translation>Manches gagnées nécessaires</translation>
        </message>
        <message>
            <source>Only when playing for won rounds.</source>
            <translation>Seulement en jouant aux manches gagnées.</translation>
        </message>
        <message>
            <source>Dice per player</source>
            <translation>Dés par joueur</translation>
        </message>
        <message>
            <source>5 dice</source>
            <translation>5 dés</translation>
        </message>
        <message>
            <source>5 dice and a bonus die that counts double</source>
            <translation>5 dés et un dé bonus qui compte double</translation>
        </message>
        <message>
            <source>9 dice</source>
            <translation>9 dés</translation>
        </message>
        <message>
            <source>Play in two teams</source>
            <translation>Jouer en deux équipes</translation>
        </message>
        <message>
            <source>Partners sit apart and never throw one after the other; their points are added up.</source>
            <translation>Les partenaires sont séparés et ne lancent jamais l'un après l'autre ; leurs points s'additionnent.</translation>
        </message>
        <message>
            <source>A die short of the line</source>
            <translation>Un dé avant la ligne</translation>
        </message>
        <message>
            <source>is removed at once</source>
            <translation>est retiré aussitôt</translation>
        </message>
        <message>
            <source>stays until the round is scored</source>
            <translation>reste jusqu'au décompte</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Décompte</translation>
        </message>
        <message>
            <source>Face times level</source>
            <translation>Valeur fois niveau</translation>
        </message>
        <message>
            <source>Face plus level (for children)</source>
            <translation>Valeur plus niveau (pour les enfants)</translation>
        </message>
        <message>
            <source>A die off the board</source>
            <translation>Un dé hors du plateau</translation>
        </message>
        <message>
            <source>scores nothing</source>
            <translation>ne rapporte rien</translation>
        </message>
        <message>
            <source>costs its owner the face it shows</source>
            <translation>coûte à son propriétaire la valeur qu'il montre</translation>
        </message>
        <message>
            <source>All of a player's dice scoring</source>
            <translation>Tous les dés d'un joueur marquent</translation>
        </message>
        <message>
            <source>no bonus</source>
            <translation>pas de bonus</translation>
        </message>
        <message>
            <source>10 extra points</source>
            <translation>10 points de plus</translation>
        </message>
        <message>
            <source>20 extra points</source>
            <translation>20 points de plus</translation>
        </message>
        <message>
            <source>that player's points count double</source>
            <translation>les points de ce joueur comptent double</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Dés</translation>
        </message>
        <message>
            <source>Ordinary six-sided dice</source>
            <translation>Dés ordinaires à six faces</translation>
        </message>
        <message>
            <source>Eight-sided dice</source>
            <translation>Dés à huit faces</translation>
        </message>
        <message>
            <source>Ten-sided dice</source>
            <translation>Dés à dix faces</translation>
        </message>
        <message>
            <source>Twelve-sided dice</source>
            <translation>Dés à douze faces</translation>
        </message>
        <message>
            <source>Twenty-sided dice</source>
            <translation>Dés à vingt faces</translation>
        </message>
        <message>
            <source>A mix of special dice</source>
            <translation>Un mélange de dés spéciaux</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>The required number of rounds was won.</source>
            <translation>Le nombre de manches requis a été gagné.</translation>
        </message>
    </context>
    <context>
        <name>refusals</name>
        <message>
            <source>Write a throw like %1 (add b at the end for the bonus die), or write “next” to collect the dice.</source>
            <translation>Écrivez un lancer comme %1 (avec b à la fin pour le dé bonus), ou « next » pour ramasser les dés.</translation>
        </message>
        <message>
            <source>The round is still under way: the dice are collected once every die has been thrown.</source>
            <translation>La manche n’est pas finie : on ramasse les dés une fois qu’ils ont tous été lancés.</translation>
        </message>
        <message>
            <source>The round is over: collect the dice before the next throw.</source>
            <translation>La manche est terminée : ramassez les dés avant de lancer à nouveau.</translation>
        </message>
        <message>
            <source>The die must start on the launch pad: x from %1 to %2 mm, y from %3 to %4 mm.</source>
            <translation>Le dé doit partir de la piste de lancement : x de %1 à %2 mm, y de %3 à %4 mm.</translation>
        </message>
        <message>
            <source>The die must be flicked down the board: the aim must lie between %1 and %2 mrad.</source>
            <translation>Le dé doit être lancé vers le bas du plateau : la visée doit être comprise entre %1 et %2 mrad.</translation>
        </message>
        <message>
            <source>The speed must lie between %1 and %2 mm/s.</source>
            <translation>La vitesse doit être comprise entre %1 et %2 mm/s.</translation>
        </message>
        <message>
            <source>The top spin must lie between %1 and %2 rad/s.</source>
            <translation>L’effet coulé doit être compris entre %1 et %2 rad/s.</translation>
        </message>
        <message>
            <source>The side spin must lie between %1 and %2 rad/s.</source>
            <translation>L’effet latéral doit être compris entre %1 et %2 rad/s.</translation>
        </message>
        <message>
            <source>There is no bonus die left in your hand.</source>
            <translation>Il ne vous reste plus de dé bonus en main.</translation>
        </message>
        <message>
            <source>Only your bonus die is left: throw it as the bonus die.</source>
            <translation>Il ne vous reste que le dé bonus : lancez-le comme dé bonus.</translation>
        </message>
    </context>
    <context>
        <name>tumblin</name>
        <message>
            <source>top %1, side %2</source>
            <translation>dessus %1, côté %2</translation>
        </message>
        <message>
            <source>R%1</source>
            <translation>M%1</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>En jeu</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message numerus="yes">
            <source>Round %1 · %n die(s) left to throw</source>
            <translation>
                <numerusform>Manche %1 · encore %n dé à lancer</numerusform>
                <numerusform>Manche %1 · encore %n dés à lancer</numerusform>
            </translation>
        </message>
        <message>
            <source>Round %1 is over: %2.</source>
            <translation>La manche %1 est finie : %2.</translation>
        </message>
        <message numerus="yes">
            <source>Game over after %n round(s).</source>
            <translation>
                <numerusform>Partie finie après %n manche.</numerusform>
                <numerusform>Partie finie après %n manches.</numerusform>
            </translation>
        </message>
        <message>
            <source>Last round: %1.</source>
            <translation>Dernière manche : %1.</translation>
        </message>
        <message numerus="yes">
            <source>Winner: %1</source>
            <translation>
                <numerusform>Gagnant : %1</numerusform>
                <numerusform>Gagnants : %1</numerusform>
            </translation>
        </message>
        <message>
            <source>Go on: next round</source>
            <translation>Continuer : manche suivante</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation>Vitesse</translation>
        </message>
        <message>
            <source>Aim</source>
            <translation>Visée</translation>
        </message>
        <message>
            <source>Spin</source>
            <translation>Effet</translation>
        </message>
        <message>
            <source>Click above the centre for top spin, below for back spin, left or right for side spin; double-click for none.</source>
            <translation>Cliquez au-dessus du centre pour un effet coulé, en dessous pour un effet rétro, à gauche ou à droite pour un effet latéral ; double-clic pour aucun.</translation>
        </message>
        <message>
            <source>Throw the bonus die (counts double)</source>
            <translation>Lancer le dé bonus (compte double)</translation>
        </message>
        <message>
            <source>Throw</source>
            <translation>Lancer</translation>
        </message>
        <message>
            <source>Replay last throw</source>
            <translation>Revoir le dernier lancer</translation>
        </message>
        <message>
            <source>Press the launch pad where the die should start and sweep toward the board (or pull back), then let go: the faster or longer, the harder. Escape cancels. Keys: arrows aim and move the die, hold S for the speed, Space throws.</source>
            <translation>Appuyez sur la piste de lancement là où le dé doit partir et balayez vers le plateau (ou tirez en arrière), puis relâchez : plus c'est rapide ou long, plus la pichenette est forte. Échap annule. Touches : les flèches visent et déplacent le dé, maintenir S règle la vitesse, Espace lance.</translation>
        </message>
        <message>
            <source>Collect the dice: next round</source>
            <translation>Ramasser les dés : manche suivante</translation>
        </message>
        <message>
            <source>The throw could not be simulated. Please report this as a bug.</source>
            <translation>Le lancer n’a pas pu être simulé. Merci de signaler ce bogue.</translation>
        </message>
        <message>
            <source>%1's die fell off the board.</source>
            <translation>Le dé de %1 est tombé du plateau.</translation>
        </message>
        <message>
            <source>%1's die stopped short of the line.</source>
            <translation>Le dé de %1 s'est arrêté avant la ligne.</translation>
        </message>
        <message>
            <source>%1's die shows %2 on level %3×: %4 points.</source>
            <translation>Le dé de %1 montre %2 sur le niveau %3× : %4 points.</translation>
        </message>
        <message>
            <source>No throw: aim toward the board</source>
            <translation>Pas de lancer : visez vers le plateau</translation>
        </message>
        <message>
            <source>%1 m/s</source>
            <translation>%1 m/s</translation>
        </message>
        <message>
            <source>straight</source>
            <translation>tout droit</translation>
        </message>
        <message>
            <source>%1° left</source>
            <translation>%1° à gauche</translation>
        </message>
        <message>
            <source>%1° right</source>
            <translation>%1° à droite</translation>
        </message>
        <message>
            <source>top spin %1 rad/s</source>
            <translation>effet avant %1 rad/s</translation>
        </message>
        <message>
            <source>back spin %1 rad/s</source>
            <translation>effet arrière %1 rad/s</translation>
        </message>
        <message>
            <source>left side spin %1 rad/s</source>
            <translation>effet à gauche %1 rad/s</translation>
        </message>
        <message>
            <source>right side spin %1 rad/s</source>
            <translation>effet à droite %1 rad/s</translation>
        </message>
        <message>
            <source>no spin</source>
            <translation>sans effet</translation>
        </message>
        <message>
            <source>in the middle of the launch pad</source>
            <translation>au milieu de la piste de lancement</translation>
        </message>
        <message>
            <source>%1 mm above the middle of the launch pad</source>
            <translation>%1 mm au-dessus du milieu de la piste de lancement</translation>
        </message>
        <message>
            <source>%1 mm below the middle of the launch pad</source>
            <translation>%1 mm au-dessous du milieu de la piste de lancement</translation>
        </message>
        <message>
            <source>off the board</source>
            <translation>hors du plateau</translation>
        </message>
        <message>
            <source>short of the line</source>
            <translation>avant la ligne</translation>
        </message>
        <message>
            <source>%1 on level %2×</source>
            <translation>%1 sur le niveau %2×</translation>
        </message>
        <message>
            <source>%1 (bonus die)</source>
            <translation>%1 (dé bonus)</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <source>No dice on the board</source>
            <translation>Aucun dé sur le plateau</translation>
        </message>
        <message>
            <source>On the board: %1</source>
            <translation>Sur le plateau : %1</translation>
        </message>
        <message>
            <source>Launch pad: the game is over</source>
            <translation>Piste de lancement : la partie est terminée</translation>
        </message>
        <message>
            <source>Launch pad: round %1 is scored, press N to collect the dice</source>
            <translation>Piste de lancement : la manche %1 est comptée, N ramasse les dés</translation>
        </message>
        <message numerus="yes">
            <source>Launch pad, %1 to throw (%n die(s) left)</source>
            <translation>
                <numerusform>Piste de lancement, %1 lance (%n dé restant)</numerusform>
                <numerusform>Piste de lancement, %1 lance (%n dés restants)</numerusform>
            </translation>
        </message>
        <message>
            <source>the bonus die</source>
            <translation>le dé bonus</translation>
        </message>
        <message>
            <source>start %1, %2</source>
            <translation>départ %1, %2</translation>
        </message>
        <message>
            <source>dice collected, round %1 begins</source>
            <translation>dés ramassés, la manche %1 commence</translation>
        </message>
        <message>
            <source>bonus die at %1</source>
            <translation>dé bonus à %1</translation>
        </message>
        <message>
            <source>throw at %1</source>
            <translation>lancer à %1</translation>
        </message>
        <message>
            <source>rolling…</source>
            <translation>en mouvement…</translation>
        </message>
        <message>
            <source>fell off the board</source>
            <translation>est tombé du plateau</translation>
        </message>
        <message>
            <source>stopped short of the line</source>
            <translation>s'est arrêté avant la ligne</translation>
        </message>
        <message numerus="yes">
            <source>came to rest showing %1 on level %2× (%n point(s))</source>
            <translation>
                <numerusform>s'est arrêté sur %1 au niveau %2× (%n point)</numerusform>
                <numerusform>s'est arrêté sur %1 au niveau %2× (%n points)</numerusform>
            </translation>
        </message>
        <message>
            <source>knocked %1's die off the board</source>
            <translation>a fait tomber le dé de %1 du plateau</translation>
        </message>
        <message>
            <source>pushed %1's die back short of the line</source>
            <translation>a repoussé le dé de %1 avant la ligne</translation>
        </message>
        <message>
            <source>moved %1's die to %2</source>
            <translation>a déplacé le dé de %1 : maintenant %2</translation>
        </message>
        <message>
            <source>Perspective View</source>
            <translation>Vue en perspective</translation>
        </message>
        <message>
            <source>View From Above</source>
            <translation>Vue de dessus</translation>
        </message>
    </context>
    <context>
        <name>tutorial</name>
        <message>
            <source>The board</source>
            <translation>Le plateau</translation>
        </message>
        <message>
            <source>There are no side rails: a die can fall off anywhere.</source>
            <translation>Il n'y a pas de bords : un dé peut tomber n'importe où.</translation>
        </message>
        <message>
            <source>Your first flick</source>
            <translation>Votre première pichenette</translation>
        </message>
        <message>
            <source>Your die did not get past the line. Pull back a little further.</source>
            <translation>Votre dé n'a pas passé la ligne. Tirez un peu plus loin.</translation>
        </message>
        <message>
            <source>It counts! A die that stops short of the line is taken away at once and scores nothing.</source>
            <translation>Il compte ! Un dé qui s'arrête avant la ligne est retiré aussitôt et ne rapporte rien.</translation>
        </message>
        <message>
            <source>Falling off</source>
            <translation>Tomber du plateau</translation>
        </message>
        <message>
            <source>Too hard, and the die flies off the front or over a side: it scores nothing. See for yourself: flick a die hard enough to fall off the board.</source>
            <translation>Trop fort, et le dé s'envole par l'avant ou par un côté : il ne rapporte rien. Essayez : lancez un dé assez fort pour qu'il tombe du plateau.</translation>
        </message>
        <message>
            <source>Still on the board. Pull back further for more speed.</source>
            <translation>Toujours sur le plateau. Tirez plus loin pour aller plus vite.</translation>
        </message>
        <message>
            <source>Gone. Dice that fall off stay out until the round is over.</source>
            <translation>Parti. Les dés tombés restent dehors jusqu'à la fin de la manche.</translation>
        </message>
        <message>
            <source>Speed, aim and spin</source>
            <translation>Vitesse, visée et effet</translation>
        </message>
        <message>
            <source>The panel sets a throw exactly: speed, aim in degrees, and spin when you click the small die face. Set 1.75 m/s, aim 0°, and press Throw to land on level 2.</source>
            <translation>Le panneau règle un lancer avec précision : la vitesse, la visée en degrés, et l'effet d'un clic sur la petite face de dé. Réglez 1,75 m/s et une visée de 0°, puis appuyez sur Lancer pour atterrir sur le niveau 2.</translation>
        </message>
        <message>
            <source>Not on level 2. Try 1.75 m/s, straight down the board.</source>
            <translation>Pas sur le niveau 2. Essayez 1,75 m/s, droit dans l'axe du plateau.</translation>
        </message>
        <message>
            <source>The pegs on levels 2 and 3 bounce dice aside: a small change of aim or speed can end somewhere else.</source>
            <translation>Les chevilles des niveaux 2 et 3 font dévier les dés : un petit changement de visée ou de vitesse peut finir ailleurs.</translation>
        </message>
        <message>
            <source>This is the last die of the round: throw it past the line. Once every die is thrown the round is scored; then press “Collect the dice” to start the next one.</source>
            <translation>C'est le dernier dé de la manche : lancez-le au-delà de la ligne. Quand tous les dés sont lancés, la manche est comptée ; appuyez alors sur « Ramasser les dés » pour commencer la suivante.</translation>
        </message>
        <message>
            <source>A die on level 4</source>
            <translation>Un dé sur le niveau 4</translation>
        </message>
        <message>
            <source>Knocking dice</source>
            <translation>Heurter des dés</translation>
        </message>
        <message>
            <source>Flick your dice from the launch pad at the back down the wooden steps. A die that stops past the line where 1× begins scores its top face times its level: 1×, 2×, 3×, or 4× on the three small platforms at the front.</source>
            <translation>Envoyez vos dés d'une pichenette depuis la piste de lancement, à l'arrière, le long des marches en bois. Un dé qui s'arrête au-delà de la ligne où commence le 1× rapporte sa face du dessus multipliée par son niveau : 1×, 2×, 3×, ou 4× sur les trois petites plates-formes à l'avant.</translation>
        </message>
        <message>
            <source>Click the launch pad to place your die, pull back like a slingshot and let go: the longer the pull, the faster the die. Get it past the line where 1× begins.</source>
            <translation>Cliquez sur la piste de lancement pour poser votre dé, tirez en arrière comme avec un lance-pierre et lâchez : plus vous tirez, plus le dé va vite. Faites-le passer au-delà de la ligne où commence le 1×.</translation>
        </message>
        <message>
            <source>Thrown dice stay where they stop, as obstacles and as targets. Hit your opponent's die, just past the line, and push it along.</source>
            <translation>Les dés lancés restent là où ils s'arrêtent, comme obstacles et comme cibles. Touchez le dé de votre adversaire, juste au-delà de la ligne, et poussez-le plus loin.</translation>
        </message>
        <message>
            <source>You missed it. Aim straight at the die, a little harder.</source>
            <translation>Manqué. Visez droit sur le dé, un peu plus fort.</translation>
        </message>
        <message>
            <source>Hit! A knocked die may land on a better level or fall off: any die, even your own, can be hit.</source>
            <translation>Touché ! Un dé heurté peut atterrir sur un meilleur niveau ou tomber : tout dé, même le vôtre, peut être touché.</translation>
        </message>
        <message>
            <source>Scoring a round</source>
            <translation>Compter une manche</translation>
        </message>
        <message>
            <source>Throw your last die past the line, then collect the dice.</source>
            <translation>Lancez votre dernier dé au-delà de la ligne, puis ramassez les dés.</translation>
        </message>
        <message>
            <source>Each die past the line scored face times level; the best score of a round throws first in the next.</source>
            <translation>Chaque dé au-delà de la ligne a rapporté sa face multipliée par son niveau ; le meilleur score d'une manche lance en premier à la suivante.</translation>
        </message>
        <message>
            <source>Land a die on one of the three 4× platforms at the front. Your opponent's die is in the way: aim past it, or knock it along.</source>
            <translation>Posez un dé sur l'une des trois plates-formes 4× à l'avant. Le dé de votre adversaire vous gêne : passez à côté, ou poussez-le plus loin.</translation>
        </message>
        <message>
            <source>Not on level 4 yet. Try again: the side platforms are reached with a little aim.</source>
            <translation>Pas encore sur le niveau 4. Réessayez : les plates-formes latérales s'atteignent en visant un peu de côté.</translation>
        </message>
        <message>
            <source>Perfect: every point on those platforms counts four times. You are ready to play!</source>
            <translation>Parfait : sur ces plates-formes, chaque point compte quatre fois. Vous êtes prêt à jouer !</translation>
        </message>
    </context>
</TS>