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
        <source>Round %1 blocked: %2 tied with the fewest points in hand.</source>
        <translation>Round %1 blocked: %2 tied with the fewest points in hand.</translation>
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
    <message>
        <source>top</source>
        <translation>top</translation>
    </message>
    <message>
        <source>lower right</source>
        <translation>lower right</translation>
    </message>
    <message>
        <source>lower left</source>
        <translation>lower left</translation>
    </message>
    <message>
        <source>upper left</source>
        <translation>upper left</translation>
    </message>
    <message>
        <source>upper right</source>
        <translation>upper right</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>bottom</translation>
    </message>
    <message>
        <source>Tile %1 in your hand, %2 of %3</source>
        <translation>Tile %1 in your hand, %2 of %3</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>chosen</translation>
    </message>
    <message>
        <source>opens the round</source>
        <translation>opens the round</translation>
    </message>
    <message>
        <source>just drawn</source>
        <translation>just drawn</translation>
    </message>
    <message>
        <source>can be laid</source>
        <translation>can be laid</translation>
    </message>
    <message>
        <source>cannot be laid now</source>
        <translation>cannot be laid now</translation>
    </message>
    <message>
        <source>Place %1, pointing up</source>
        <translation>Place %1, pointing up</translation>
    </message>
    <message>
        <source>Place %1, pointing down</source>
        <translation>Place %1, pointing down</translation>
    </message>
    <message>
        <source>free</source>
        <translation>free</translation>
    </message>
    <message numerus="yes">
        <source>%1 fits here for %n point(s)</source>
        <translation>
            <numerusform>%1 fits here for %n point</numerusform>
            <numerusform>%1 fits here for %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>Opening the round</source>
        <translation>Opening the round</translation>
    </message>
    <message>
        <source>Each tile shows three numbers, one in each corner. The highest triple opens the round, and you hold it: drag your 5-5-5 onto the outline in the middle of the table.</source>
        <translation>Each tile shows three numbers, one in each corner. The highest triple opens the round, and you hold it: drag your 5-5-5 onto the outline in the middle of the table.</translation>
    </message>
    <message>
        <source>Open the round with the marked tile, 5-5-5.</source>
        <translation>Open the round with the marked tile, 5-5-5.</translation>
    </message>
    <message>
        <source>20 points: a tile scores the sum of its numbers, and the opening tile earns 5 more. Your opponent answered with a 2-5-5.</source>
        <translation>20 points: a tile scores the sum of its numbers, and the opening tile earns 5 more. Your opponent answered with a 2-5-5.</translation>
    </message>
    <message>
        <source>Matching numbers</source>
        <translation>Matching numbers</translation>
    </message>
    <message>
        <source>A new tile must share a whole side with a tile on the table, and the numbers along that side must match. Find the place where your 2-4-5 fits.</source>
        <translation>A new tile must share a whole side with a tile on the table, and the numbers along that side must match. Find the place where your 2-4-5 fits.</translation>
    </message>
    <message>
        <source>Lay the 2-4-5 against the side that shows a 5 and a 2.</source>
        <translation>Lay the 2-4-5 against the side that shows a 5 and a 2.</translation>
    </message>
    <message>
        <source>11 points. Tiles are never turned over, so 2-4-5 has no mirror twin 2-5-4: some gaps can never be filled.</source>
        <translation>11 points. Tiles are never turned over, so 2-4-5 has no mirror twin 2-5-4: some gaps can never be filled.</translation>
    </message>
    <message>
        <source>Double link</source>
        <translation>Double link</translation>
    </message>
    <message>
        <source>Later in a round the table has gaps. A tile that fits against two sides at once earns a double link: 25 extra points. Fill the gap at the top with your 1-2-5.</source>
        <translation>Later in a round the table has gaps. A tile that fits against two sides at once earns a double link: 25 extra points. Fill the gap at the top with your 1-2-5.</translation>
    </message>
    <message>
        <source>Look for a gap where your 1-2-5 touches two tiles at once.</source>
        <translation>Look for a gap where your 1-2-5 touches two tiles at once.</translation>
    </message>
    <message>
        <source>8 points for the tile and 25 for the double link.</source>
        <translation>8 points for the tile and 25 for the double link.</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Hexagon</translation>
    </message>
    <message>
        <source>Six tiles around one point make a hexagon. The tile that closes it earns 50 extra points, instead of a double link. Close a hexagon with your 2-3-5.</source>
        <translation>Six tiles around one point make a hexagon. The tile that closes it earns 50 extra points, instead of a double link. Close a hexagon with your 2-3-5.</translation>
    </message>
    <message>
        <source>Find the point that already has five tiles around it.</source>
        <translation>Find the point that already has five tiles around it.</translation>
    </message>
    <message>
        <source>10 points for the tile and 50 for the hexagon!</source>
        <translation>10 points for the tile and 50 for the hexagon!</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Bridge</translation>
    </message>
    <message>
        <source>A bridge touches the table with one side, while its far corner reaches a tile across a gap: 30 extra points. That corner must match too. Build a bridge with your 2-5-5.</source>
        <translation>A bridge touches the table with one side, while its far corner reaches a tile across a gap: 30 extra points. That corner must match too. Build a bridge with your 2-5-5.</translation>
    </message>
    <message>
        <source>Lay the 2-5-5 so that its far corner touches a tile across the gap.</source>
        <translation>Lay the 2-5-5 so that its far corner touches a tile across the gap.</translation>
    </message>
    <message>
        <source>12 points and 30 for the bridge. A tile earns only one kind of bonus: a hexagon, a double link or a bridge.</source>
        <translation>12 points and 30 for the bridge. A tile earns only one kind of bonus: a hexagon, a double link or a bridge.</translation>
    </message>
    <message>
        <source>The round is over: see the score sheet. A round also ends when nothing fits and the pool is empty; then the player with the lowest hand scores. The game ends after the round in which someone reaches 300.</source>
        <translation>The round is over: see the score sheet. A round also ends when nothing fits and the pool is empty; then the player with the lowest hand scores. The game ends after the round in which someone reaches 300.</translation>
    </message>
    <message>
        <source>150 points in two turns</source>
        <translation>150 points in two turns</translation>
    </message>
    <message>
        <source>Not enough yet. Think about which tile to lay first: in the right order, one tile closes two hexagons.</source>
        <translation>Not enough yet. Think about which tile to lay first: in the right order, one tile closes two hexagons.</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Drawing</translation>
    </message>
    <message>
        <source>None of your tiles fits. Press Draw to take a tile from the pool; each draw costs 5 points, and you may draw up to three times in one turn.</source>
        <translation>None of your tiles fits. Press Draw to take a tile from the pool; each draw costs 5 points, and you may draw up to three times in one turn.</translation>
    </message>
    <message>
        <source>The tile you drew fits: lay it.</source>
        <translation>The tile you drew fits: lay it.</translation>
    </message>
    <message>
        <source>After drawing you may lay only the tile you just drew; then your turn is over.</source>
        <translation>After drawing you may lay only the tile you just drew; then your turn is over.</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Passing</translation>
    </message>
    <message>
        <source>You have drawn twice and still nothing fits. Draw once more; if that tile does not fit either, press Pass. You may only pass when you cannot draw any more.</source>
        <translation>You have drawn twice and still nothing fits. Draw once more; if that tile does not fit either, press Pass. You may only pass when you cannot draw any more.</translation>
    </message>
    <message>
        <source>Draw a third time, then pass.</source>
        <translation>Draw a third time, then pass.</translation>
    </message>
    <message>
        <source>Three draws cost 15 points. When the pool is empty and nothing fits, you must pass and lose 5 points.</source>
        <translation>Three draws cost 15 points. When the pool is empty and nothing fits, you must pass and lose 5 points.</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Going out</translation>
    </message>
    <message>
        <source>Lay your last tile to end the round. Going out earns 20 points, plus the value of every tile still in the other players&apos; hands.</source>
        <translation>Lay your last tile to end the round. Going out earns 20 points, plus the value of every tile still in the other players&apos; hands.</translation>
    </message>
    <message>
        <source>Lay your last tile, the 4-5-5.</source>
        <translation>Lay your last tile, the 4-5-5.</translation>
    </message>
    <message>
        <source>Score at least 150 points in your next two turns. Think about the order: one tile can change the shape of the gap for the next.</source>
        <translation>Score at least 150 points in your next two turns. Think about the order: one tile can change the shape of the gap for the next.</translation>
    </message>
    <message>
        <source>Brilliant: 42 for the bridge, then 110 for two hexagons at once. You are ready for a real game!</source>
        <translation>Brilliant: 42 for the bridge, then 110 for two hexagons at once. You are ready for a real game!</translation>
    </message>
</context>
</TS>
