<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>colours</name>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Yellow</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Purple</translation>
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
        <translation>Match the numbers of 56 triangular tiles and build bonus shapes.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Rule set</source>
        <translation>Rule set</translation>
    </message>
    <message>
        <source>Bridge / double link points</source>
        <translation>Bridge / double link points</translation>
    </message>
    <message>
        <source>The printed table is hard to read; pick the reading you play with. Triple Domino rule set only.</source>
        <translation>The printed table is hard to read; pick the reading you play with. Triple Domino rule set only.</translation>
    </message>
    <message>
        <source>A tile closing several hexagons</source>
        <translation>A tile closing several hexagons</translation>
    </message>
    <message>
        <source>Triple Domino rule set only.</source>
        <translation>Triple Domino rule set only.</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Target score</translation>
    </message>
    <message>
        <source>Triple Domino</source>
        <translation>Triple Domino</translation>
    </message>
    <message>
        <source>Triominos style</source>
        <translation>Triominos style</translation>
    </message>
    <message>
        <source>Triple Domino plays to 300 with bridge and double-link bonuses. The Triominos style plays to 400 with smaller hands, bridge 40, hexagons 50/60/70, a bonus for opening with a triple and 10 more after three useless draws.</source>
        <translation>Triple Domino plays to 300 with bridge and double-link bonuses. The Triominos style plays to 400 with smaller hands, bridge 40, hexagons 50/60/70, a bonus for opening with a triple and 10 more after three useless draws.</translation>
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
        <translation>50 for each</translation>
    </message>
    <message>
        <source>50 once</source>
        <translation>50 once</translation>
    </message>
    <message>
        <source>From the rule set</source>
        <translation>From the rule set</translation>
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
        <translation>The game ends after the round in which someone reaches it.</translation>
    </message>
    <message>
        <source>Draws allowed in solitaire</source>
        <translation>Draws allowed in solitaire</translation>
    </message>
    <message>
        <source>A fixed limit makes your scores comparable.</source>
        <translation>A fixed limit makes your scores comparable.</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>A player reached the target score at the end of a round.</source>
        <translation>A player reached the target score at the end of a round.</translation>
    </message>
    <message>
        <source>The solitaire game is over: no tile fits and no draw is left.</source>
        <translation>The solitaire game is over: no tile fits and no draw is left.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>The round opens with %1, laid in the middle of the table.</source>
        <extracomment>Outcome reasons of this game. How a round ended (kept in the score sheet). Turn phases. Refusal codes of this game (sentences in `REFUSALS`; the layout&apos;s own in `layout.py`).</extracomment>
        <translation>The round opens with %1, laid in the middle of the table.</translation>
    </message>
    <message>
        <source>No tile shows %1 in clockwise order.</source>
        <translation>No tile shows %1 in clockwise order.</translation>
    </message>
    <message>
        <source>The tile %1 is not in your hand.</source>
        <translation>The tile %1 is not in your hand.</translation>
    </message>
    <message>
        <source>After drawing, only the tile just drawn (%1) may be laid.</source>
        <translation>After drawing, only the tile just drawn (%1) may be laid.</translation>
    </message>
    <message>
        <source>The tile %1 fits nowhere on the table.</source>
        <translation>The tile %1 fits nowhere on the table.</translation>
    </message>
    <message>
        <source>That place is already taken.</source>
        <translation>That place is already taken.</translation>
    </message>
    <message>
        <source>A new tile must share a whole side with a tile on the table.</source>
        <translation>A new tile must share a whole side with a tile on the table.</translation>
    </message>
    <message>
        <source>Along the shared side your %1 and %2 would meet %3 and %4.</source>
        <translation>Along the shared side your %1 and %2 would meet %3 and %4.</translation>
    </message>
    <message>
        <source>At a corner your %1 would meet a %2.</source>
        <translation>At a corner your %1 would meet a %2.</translation>
    </message>
    <message>
        <source>The pool is empty: there is nothing to draw.</source>
        <translation>The pool is empty: there is nothing to draw.</translation>
    </message>
    <message>
        <source>You may draw at most %1 tiles in one turn.</source>
        <translation>You may draw at most %1 tiles in one turn.</translation>
    </message>
    <message>
        <source>You have no draws left in this solitaire game.</source>
        <translation>You have no draws left in this solitaire game.</translation>
    </message>
    <message>
        <source>You cannot pass while you may still draw from the pool.</source>
        <translation>You cannot pass while you may still draw from the pool.</translation>
    </message>
    <message>
        <source>You cannot pass while one of your tiles fits on the table.</source>
        <translation>You cannot pass while one of your tiles fits on the table.</translation>
    </message>
</context>
<context>
    <name>tripledomino</name>
    <message>
        <source>start</source>
        <extracomment>Bonus names, shown next to ghost outlines and in move descriptions (context &quot;tripledomino&quot;).</extracomment>
        <translation>start</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>bridge</translation>
    </message>
    <message>
        <source>double link</source>
        <translation>double link</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>hexagon</translation>
    </message>
    <message>
        <source>two hexagons</source>
        <translation>two hexagons</translation>
    </message>
    <message>
        <source>three hexagons</source>
        <translation>three hexagons</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>Round %1 (now)</source>
        <translation>Round %1 (now)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the pool</source>
        <translation>
            <numerusform>%n tile in the pool</numerusform>
            <numerusform>%n tiles in the pool</numerusform>
        </translation>
    </message>
    <message>
        <source>Personal best: %1</source>
        <translation>Personal best: %1</translation>
    </message>
    <message>
        <source>Target: %1 points</source>
        <translation>Target: %1 points</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <source>Solitaire over: %1 points.</source>
        <translation>Solitaire over: %1 points.</translation>
    </message>
    <message>
        <source>Round %1: %2 went out (%3 points).</source>
        <translation>Round %1: %2 went out (%3 points).</translation>
    </message>
    <message>
        <source>Round %1 blocked: %2 had the fewest points in hand (%3 points).</source>
        <translation>Round %1 blocked: %2 had the fewest points in hand (%3 points).</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>Mouse travel (scene units) that turns a press on the table into a pan.</extracomment>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>−%1 points</source>
        <translation>−%1 points</translation>
    </message>
    <message>
        <source>%1&apos;s tiles</source>
        <translation>%1&apos;s tiles</translation>
    </message>
    <message>
        <source>open the round with the marked tile</source>
        <translation>open the round with the marked tile</translation>
    </message>
    <message>
        <source>you may place the tile just drawn</source>
        <translation>you may place the tile just drawn</translation>
    </message>
    <message>
        <source>nothing fits: draw or pass</source>
        <translation>nothing fits: draw or pass</translation>
    </message>
    <message>
        <source>%1&apos;s tiles are hidden</source>
        <translation>%1&apos;s tiles are hidden</translation>
    </message>
    <message numerus="yes">
        <source>Solitaire · %n draw(s) left</source>
        <translation>
            <numerusform>Solitaire · %n draw left</numerusform>
            <numerusform>Solitaire · %n draws left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n tile</numerusform>
            <numerusform>%1: %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
</context>
</TS>
