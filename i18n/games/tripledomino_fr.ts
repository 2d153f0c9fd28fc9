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
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
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
        <source>Triple Domino</source>
        <translation>Triple Domino</translation>
    </message>
    <message>
        <source>Match the numbers of 56 triangular tiles and build bonus shapes.</source>
        <translation>Assemblez 56 tuiles triangulaires aux nombres concordants et formez des figures bonus.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Rule set</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Bridge / double link points</source>
        <translation>Points du pont / de la double liaison</translation>
    </message>
    <message>
        <source>The printed table is hard to read; pick the reading you play with. Triple Domino rule set only.</source>
        <translation>Le tableau imprimé est difficile à lire ; choisissez la lecture avec laquelle vous jouez. Règles Triple Domino uniquement.</translation>
    </message>
    <message>
        <source>A tile closing several hexagons</source>
        <translation>Une tuile qui ferme plusieurs hexagones</translation>
    </message>
    <message>
        <source>Triple Domino rule set only.</source>
        <translation>Règles Triple Domino uniquement.</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Score à atteindre</translation>
    </message>
    <message>
        <source>Triple Domino</source>
        <translation>Triple Domino</translation>
    </message>
    <message>
        <source>Triominos style</source>
        <translation>Style Triominos</translation>
    </message>
    <message>
        <source>Triple Domino plays to 300 with bridge and double-link bonuses. The Triominos style plays to 400 with smaller hands, bridge 40, hexagons 50/60/70, a bonus for opening with a triple and 10 more after three useless draws.</source>
        <translation>Triple Domino se joue jusqu&apos;à 300 avec des bonus de pont et de double liaison. Le style Triominos va jusqu&apos;à 400 avec des mains plus petites, pont 40, hexagones 50/60/70, un bonus pour ouvrir avec un triple et 10 points de plus après trois pioches inutiles.</translation>
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
        <translation>50 chacun</translation>
    </message>
    <message>
        <source>50 once</source>
        <translation>50 une fois</translation>
    </message>
    <message>
        <source>From the rule set</source>
        <translation>Selon les règles</translation>
    </message>
    <message>
        <source>100 points</source>
        <translation>100 points</translation>
    </message>
    <message>
        <source>200 points</source>
        <translation>200 points</translation>
    </message>
    <message>
        <source>300 points</source>
        <translation>300 points</translation>
    </message>
    <message>
        <source>400 points</source>
        <translation>400 points</translation>
    </message>
    <message>
        <source>500 points</source>
        <translation>500 points</translation>
    </message>
    <message>
        <source>The game ends after the round in which someone reaches it.</source>
        <translation>La partie s&apos;arrête après la manche où quelqu&apos;un l&apos;atteint.</translation>
    </message>
    <message>
        <source>Draws allowed in solitaire</source>
        <translation>Pioches permises en solitaire</translation>
    </message>
    <message>
        <source>A fixed limit makes your scores comparable.</source>
        <translation>Une limite fixe rend vos scores comparables.</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>A player reached the target score at the end of a round.</source>
        <translation>Un joueur a atteint le score visé à la fin d&apos;une manche.</translation>
    </message>
    <message>
        <source>The solitaire game is over: no tile fits and no draw is left.</source>
        <translation>Le solitaire est terminé : aucune tuile ne va et vous ne pouvez plus piocher.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>The round opens with %1, laid in the middle of the table.</source>
        <extracomment>Outcome reasons of this game. How a round ended (kept in the score sheet). Turn phases. Refusal codes of this game (sentences in `REFUSALS`; the layout&apos;s own in `layout.py`).</extracomment>
        <translation>La manche s&apos;ouvre avec %1, posée au centre de la table.</translation>
    </message>
    <message>
        <source>No tile shows %1 in clockwise order.</source>
        <translation>Aucune tuile ne montre %1 dans le sens des aiguilles d&apos;une montre.</translation>
    </message>
    <message>
        <source>The tile %1 is not in your hand.</source>
        <translation>La tuile %1 n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <source>After drawing, only the tile just drawn (%1) may be laid.</source>
        <translation>Après une pioche, seule la tuile qui vient d&apos;être piochée (%1) peut être posée.</translation>
    </message>
    <message>
        <source>The tile %1 fits nowhere on the table.</source>
        <translation>La tuile %1 ne va nulle part sur la table.</translation>
    </message>
    <message>
        <source>That place is already taken.</source>
        <translation>Cette place est déjà prise.</translation>
    </message>
    <message>
        <source>A new tile must share a whole side with a tile on the table.</source>
        <translation>Une nouvelle tuile doit partager un côté entier avec une tuile de la table.</translation>
    </message>
    <message>
        <source>Along the shared side your %1 and %2 would meet %3 and %4.</source>
        <translation>Le long du côté commun, vos %1 et %2 toucheraient %3 et %4.</translation>
    </message>
    <message>
        <source>At a corner your %1 would meet a %2.</source>
        <translation>À un coin, votre %1 toucherait un %2.</translation>
    </message>
    <message>
        <source>The pool is empty: there is nothing to draw.</source>
        <translation>La pioche est vide : il n&apos;y a plus rien à piocher.</translation>
    </message>
    <message>
        <source>You may draw at most %1 tiles in one turn.</source>
        <translation>Vous pouvez piocher au plus %1 tuiles par tour.</translation>
    </message>
    <message>
        <source>You have no draws left in this solitaire game.</source>
        <translation>Vous ne pouvez plus piocher dans ce solitaire.</translation>
    </message>
    <message>
        <source>You cannot pass while you may still draw from the pool.</source>
        <translation>Vous ne pouvez pas passer tant que vous pouvez encore piocher.</translation>
    </message>
    <message>
        <source>You cannot pass while one of your tiles fits on the table.</source>
        <translation>Vous ne pouvez pas passer tant qu&apos;une de vos tuiles va sur la table.</translation>
    </message>
</context>
<context>
    <name>tripledomino</name>
    <message>
        <source>start</source>
        <extracomment>Bonus names, shown next to ghost outlines and in move descriptions (context &quot;tripledomino&quot;).</extracomment>
        <translation>départ</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>pont</translation>
    </message>
    <message>
        <source>double link</source>
        <translation>double liaison</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>hexagone</translation>
    </message>
    <message>
        <source>two hexagons</source>
        <translation>deux hexagones</translation>
    </message>
    <message>
        <source>three hexagons</source>
        <translation>trois hexagones</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Round %1 (now)</source>
        <translation>Manche %1 (en cours)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the pool</source>
        <translation>
            <numerusform>%n tuile dans la pioche</numerusform>
            <numerusform>%n tuiles dans la pioche</numerusform>
        </translation>
    </message>
    <message>
        <source>Personal best: %1</source>
        <translation>Record personnel : %1</translation>
    </message>
    <message>
        <source>Target: %1 points</source>
        <translation>Objectif : %1 points</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de score</translation>
    </message>
    <message>
        <source>Solitaire over: %1 points.</source>
        <translation>Solitaire terminé : %1 points.</translation>
    </message>
    <message>
        <source>Round %1: %2 went out (%3 points).</source>
        <translation>Manche %1 : %2 a posé sa dernière tuile (%3 points).</translation>
    </message>
    <message>
        <source>Round %1 blocked: %2 tied with the fewest points in hand.</source>
        <translation>Manche %1 bloquée : %2 étaient à égalité avec le moins de points en main.</translation>
    </message>
    <message>
        <source>Round %1 blocked: %2 had the fewest points in hand (%3 points).</source>
        <translation>Manche %1 bloquée : %2 avait le moins de points en main (%3 points).</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>Mouse travel (scene units) that turns a press on the table into a pan.</extracomment>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>−%1 points</source>
        <translation>−%1 points</translation>
    </message>
    <message>
        <source>%1&apos;s tiles</source>
        <translation>Tuiles de %1</translation>
    </message>
    <message>
        <source>open the round with the marked tile</source>
        <translation>ouvrez la manche avec la tuile marquée</translation>
    </message>
    <message>
        <source>you may place the tile just drawn</source>
        <translation>vous pouvez poser la tuile que vous venez de piocher</translation>
    </message>
    <message>
        <source>nothing fits: draw or pass</source>
        <translation>rien ne va : piochez ou passez</translation>
    </message>
    <message>
        <source>%1&apos;s tiles are hidden</source>
        <translation>Les tuiles de %1 sont cachées</translation>
    </message>
    <message numerus="yes">
        <source>Solitaire · %n draw(s) left</source>
        <translation>
            <numerusform>Solitaire · encore %n pioche</numerusform>
            <numerusform>Solitaire · encore %n pioches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1 : %n tuile</numerusform>
            <numerusform>%1 : %n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>top</source>
        <translation>en haut</translation>
    </message>
    <message>
        <source>lower right</source>
        <translation>en bas à droite</translation>
    </message>
    <message>
        <source>lower left</source>
        <translation>en bas à gauche</translation>
    </message>
    <message>
        <source>upper left</source>
        <translation>en haut à gauche</translation>
    </message>
    <message>
        <source>upper right</source>
        <translation>en haut à droite</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>en bas</translation>
    </message>
    <message>
        <source>Tile %1 in your hand, %2 of %3</source>
        <translation>Tuile %1 dans votre main, %2 sur %3</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>choisie</translation>
    </message>
    <message>
        <source>opens the round</source>
        <translation>ouvre la manche</translation>
    </message>
    <message>
        <source>just drawn</source>
        <translation>tout juste piochée</translation>
    </message>
    <message>
        <source>can be laid</source>
        <translation>peut être posée</translation>
    </message>
    <message>
        <source>cannot be laid now</source>
        <translation>ne peut pas être posée maintenant</translation>
    </message>
    <message>
        <source>Place %1, pointing up</source>
        <translation>Place %1, pointe en haut</translation>
    </message>
    <message>
        <source>Place %1, pointing down</source>
        <translation>Place %1, pointe en bas</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message numerus="yes">
        <source>%1 fits here for %n point(s)</source>
        <translation>
            <numerusform>%1 va ici pour %n point</numerusform>
            <numerusform>%1 va ici pour %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>Opening the round</source>
        <translation>Ouvrir la manche</translation>
    </message>
    <message>
        <source>Each tile shows three numbers, one in each corner. The highest triple opens the round, and you hold it: drag your 5-5-5 onto the outline in the middle of the table.</source>
        <translation>Chaque tuile porte trois nombres, un à chaque coin. Le triple le plus fort ouvre la manche, et c&apos;est vous qui l&apos;avez : faites glisser votre 5-5-5 sur le contour au centre de la table.</translation>
    </message>
    <message>
        <source>Open the round with the marked tile, 5-5-5.</source>
        <translation>Ouvrez la manche avec la tuile signalée, le 5-5-5.</translation>
    </message>
    <message>
        <source>20 points: a tile scores the sum of its numbers, and the opening tile earns 5 more. Your opponent answered with a 2-5-5.</source>
        <translation>20 points : une tuile rapporte la somme de ses nombres, et la tuile d&apos;ouverture 5 de plus. Votre adversaire a répondu avec un 2-5-5.</translation>
    </message>
    <message>
        <source>Matching numbers</source>
        <translation>Faire concorder les nombres</translation>
    </message>
    <message>
        <source>A new tile must share a whole side with a tile on the table, and the numbers along that side must match. Find the place where your 2-4-5 fits.</source>
        <translation>Une nouvelle tuile doit partager un côté entier avec une tuile de la table, et les nombres le long de ce côté doivent être les mêmes. Trouvez la place où va votre 2-4-5.</translation>
    </message>
    <message>
        <source>Lay the 2-4-5 against the side that shows a 5 and a 2.</source>
        <translation>Posez le 2-4-5 contre le côté qui montre un 5 et un 2.</translation>
    </message>
    <message>
        <source>11 points. Tiles are never turned over, so 2-4-5 has no mirror twin 2-5-4: some gaps can never be filled.</source>
        <translation>11 points. On ne retourne jamais une tuile : le 2-4-5 n&apos;a pas de reflet 2-5-4, si bien que certains trous ne se remplissent jamais.</translation>
    </message>
    <message>
        <source>Double link</source>
        <translation>Double liaison</translation>
    </message>
    <message>
        <source>Later in a round the table has gaps. A tile that fits against two sides at once earns a double link: 25 extra points. Fill the gap at the top with your 1-2-5.</source>
        <translation>Plus tard dans la manche, la table a des trous. Une tuile qui s&apos;appuie sur deux côtés à la fois vaut une double liaison : 25 points de plus. Comblez le trou du haut avec votre 1-2-5.</translation>
    </message>
    <message>
        <source>Look for a gap where your 1-2-5 touches two tiles at once.</source>
        <translation>Cherchez un trou où votre 1-2-5 touche deux tuiles à la fois.</translation>
    </message>
    <message>
        <source>8 points for the tile and 25 for the double link.</source>
        <translation>8 points pour la tuile et 25 pour la double liaison.</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <source>Six tiles around one point make a hexagon. The tile that closes it earns 50 extra points, instead of a double link. Close a hexagon with your 2-3-5.</source>
        <translation>Six tuiles autour d&apos;un même point forment un hexagone. La tuile qui le ferme rapporte 50 points de plus, au lieu d&apos;une double liaison. Fermez un hexagone avec votre 2-3-5.</translation>
    </message>
    <message>
        <source>Find the point that already has five tiles around it.</source>
        <translation>Cherchez le point qui a déjà cinq tuiles autour de lui.</translation>
    </message>
    <message>
        <source>10 points for the tile and 50 for the hexagon!</source>
        <translation>10 points pour la tuile et 50 pour l&apos;hexagone !</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Pont</translation>
    </message>
    <message>
        <source>A bridge touches the table with one side, while its far corner reaches a tile across a gap: 30 extra points. That corner must match too. Build a bridge with your 2-5-5.</source>
        <translation>Un pont ne touche la table que par un côté, et sa pointe opposée atteint une tuile par-dessus un trou : 30 points de plus. Ce coin-là doit concorder lui aussi. Construisez un pont avec votre 2-5-5.</translation>
    </message>
    <message>
        <source>Lay the 2-5-5 so that its far corner touches a tile across the gap.</source>
        <translation>Posez le 2-5-5 de sorte que sa pointe opposée touche une tuile de l&apos;autre côté du trou.</translation>
    </message>
    <message>
        <source>12 points and 30 for the bridge. A tile earns only one kind of bonus: a hexagon, a double link or a bridge.</source>
        <translation>12 points et 30 pour le pont. Une tuile ne reçoit qu&apos;une sorte de bonus : hexagone, double liaison ou pont.</translation>
    </message>
    <message>
        <source>The round is over: see the score sheet. A round also ends when nothing fits and the pool is empty; then the player with the lowest hand scores. The game ends after the round in which someone reaches 300.</source>
        <translation>La manche est terminée : voyez la feuille de score. Une manche s&apos;arrête aussi quand plus rien ne va et que la pioche est vide ; marque alors celui qui a le moins en main. La partie s&apos;arrête après la manche où quelqu&apos;un atteint 300.</translation>
    </message>
    <message>
        <source>150 points in two turns</source>
        <translation>150 points en deux tours</translation>
    </message>
    <message>
        <source>Not enough yet. Think about which tile to lay first: in the right order, one tile closes two hexagons.</source>
        <translation>Pas encore assez. Quelle tuile poser d&apos;abord ? Dans le bon ordre, une seule tuile ferme deux hexagones.</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>None of your tiles fits. Press Draw to take a tile from the pool; each draw costs 5 points, and you may draw up to three times in one turn.</source>
        <translation>Aucune de vos tuiles ne va. Appuyez sur Piocher pour prendre une tuile dans la pioche ; chaque tuile piochée coûte 5 points, et vous pouvez piocher jusqu&apos;à trois fois par tour.</translation>
    </message>
    <message>
        <source>The tile you drew fits: lay it.</source>
        <translation>La tuile piochée va : posez-la.</translation>
    </message>
    <message>
        <source>After drawing you may lay only the tile you just drew; then your turn is over.</source>
        <translation>Après avoir pioché, vous ne pouvez poser que la tuile que vous venez de piocher ; ensuite, votre tour est fini.</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>You have drawn twice and still nothing fits. Draw once more; if that tile does not fit either, press Pass. You may only pass when you cannot draw any more.</source>
        <translation>Vous avez pioché deux fois et rien ne va encore. Piochez une fois de plus ; si cette tuile ne va pas non plus, appuyez sur Passer. On ne peut passer que lorsqu&apos;on ne peut plus piocher.</translation>
    </message>
    <message>
        <source>Draw a third time, then pass.</source>
        <translation>Piochez une troisième fois, puis passez.</translation>
    </message>
    <message>
        <source>Three draws cost 15 points. When the pool is empty and nothing fits, you must pass and lose 5 points.</source>
        <translation>Trois tuiles piochées ont coûté 15 points. Quand la pioche est vide et que rien ne va, vous devez passer et perdez 5 points.</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Finir</translation>
    </message>
    <message>
        <source>Lay your last tile to end the round. Going out earns 20 points, plus the value of every tile still in the other players&apos; hands.</source>
        <translation>Posez votre dernière tuile pour terminer la manche. Finir rapporte 20 points, plus la valeur de toutes les tuiles restant dans la main des autres.</translation>
    </message>
    <message>
        <source>Lay your last tile, the 4-5-5.</source>
        <translation>Posez votre dernière tuile, le 4-5-5.</translation>
    </message>
    <message>
        <source>Score at least 150 points in your next two turns. Think about the order: one tile can change the shape of the gap for the next.</source>
        <translation>Marquez au moins 150 points en vos deux prochains tours. Pensez à l&apos;ordre : une tuile peut changer la forme du trou pour la suivante.</translation>
    </message>
    <message>
        <source>Brilliant: 42 for the bridge, then 110 for two hexagons at once. You are ready for a real game!</source>
        <translation>Brillant : 42 pour le pont, puis 110 pour deux hexagones à la fois. Vous êtes prêt pour une vraie partie !</translation>
    </message>
</context>
</TS>
