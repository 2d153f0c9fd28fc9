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
        <translation>Envoyez des dés d&apos;une pichenette sur un plateau en escalier et posez-les sur le meilleur niveau.</translation>
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
        <translation>Les partenaires sont séparés et ne lancent jamais l&apos;un après l&apos;autre ; leurs points s&apos;additionnent.</translation>
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
        <translation>reste jusqu&apos;au décompte</translation>
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
        <translation>coûte à son propriétaire la valeur qu&apos;il montre</translation>
    </message>
    <message>
        <source>All of a player&apos;s dice scoring</source>
        <translation>Tous les dés d&apos;un joueur marquent</translation>
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
        <source>that player&apos;s points count double</source>
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
        <source>Round %1 scored. Collect the dice to go on.</source>
        <translation>Manche %1 comptée. Ramassez les dés pour continuer.</translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n round(s).</source>
        <translation>
            <numerusform>Partie finie après %n manche.</numerusform>
            <numerusform>Partie finie après %n manches.</numerusform>
        </translation>
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
        <source>Collect the dice: next round</source>
        <translation>Ramasser les dés : manche suivante</translation>
    </message>
    <message>
        <source>The throw could not be simulated. Please report this as a bug.</source>
        <extracomment>Drag length (mm of scene) that gives full power. Speeds (m/s) at no and at full power; power^1.5 leaves fine control in the playable band.</extracomment>
        <translation>Le lancer n’a pas pu être simulé. Merci de signaler ce bogue.</translation>
    </message>
    <message>
        <source>%1&apos;s die fell off the board.</source>
        <translation>Le dé de %1 est tombé du plateau.</translation>
    </message>
    <message>
        <source>%1&apos;s die stopped short of the line.</source>
        <translation>Le dé de %1 s&apos;est arrêté avant la ligne.</translation>
    </message>
    <message>
        <source>%1&apos;s die shows %2 on level %3×: %4 points.</source>
        <translation>Le dé de %1 montre %2 sur le niveau %3× : %4 points.</translation>
    </message>
    <message>
        <source>Click the launch pad to place your die, then drag back to aim and let go; the longer the pull, the harder the flick.</source>
        <translation>Cliquez sur la piste de lancement pour poser votre dé, puis tirez en arrière pour viser et relâchez ; plus vous tirez, plus la pichenette est forte.</translation>
    </message>
    <message>
        <source>%1 m/s</source>
        <translation>%1 m/s</translation>
    </message>
</context>
</TS>
