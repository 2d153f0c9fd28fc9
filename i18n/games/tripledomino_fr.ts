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
</context>
</TS>
