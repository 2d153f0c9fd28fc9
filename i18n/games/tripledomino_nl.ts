<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>colours</name>
    <message>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Geel</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Paars</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Oranje</translation>
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
        <translation>Leg 56 driehoekige stenen met passende getallen aan en bouw bonusfiguren.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Rule set</source>
        <translation>Spelregels</translation>
    </message>
    <message>
        <source>Bridge / double link points</source>
        <translation>Punten voor brug / dubbele verbinding</translation>
    </message>
    <message>
        <source>The printed table is hard to read; pick the reading you play with. Triple Domino rule set only.</source>
        <translation>De gedrukte tabel is slecht leesbaar; kies de lezing waarmee je speelt. Alleen bij de Triple Domino-regels.</translation>
    </message>
    <message>
        <source>A tile closing several hexagons</source>
        <translation>Een steen die meerdere zeshoeken sluit</translation>
    </message>
    <message>
        <source>Triple Domino rule set only.</source>
        <translation>Alleen bij de Triple Domino-regels.</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Doelscore</translation>
    </message>
    <message>
        <source>Triple Domino</source>
        <translation>Triple Domino</translation>
    </message>
    <message>
        <source>Triominos style</source>
        <translation>Triominos-stijl</translation>
    </message>
    <message>
        <source>Triple Domino plays to 300 with bridge and double-link bonuses. The Triominos style plays to 400 with smaller hands, bridge 40, hexagons 50/60/70, a bonus for opening with a triple and 10 more after three useless draws.</source>
        <translation>Triple Domino gaat tot 300 met bonussen voor brug en dubbele verbinding. De Triominos-stijl gaat tot 400 met kleinere handen, brug 40, zeshoeken 50/60/70, een bonus voor een drieling als opening en 10 punten extra na drie nutteloze trekbeurten.</translation>
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
        <translation>50 per zeshoek</translation>
    </message>
    <message>
        <source>50 once</source>
        <translation>eenmaal 50</translation>
    </message>
    <message>
        <source>From the rule set</source>
        <translation>Volgens de spelregels</translation>
    </message>
    <message>
        <source>100 points</source>
        <translation>100 punten</translation>
    </message>
    <message>
        <source>200 points</source>
        <translation>200 punten</translation>
    </message>
    <message>
        <source>300 points</source>
        <translation>300 punten</translation>
    </message>
    <message>
        <source>400 points</source>
        <translation>400 punten</translation>
    </message>
    <message>
        <source>500 points</source>
        <translation>500 punten</translation>
    </message>
    <message>
        <source>The game ends after the round in which someone reaches it.</source>
        <translation>Het spel eindigt na de ronde waarin iemand deze score haalt.</translation>
    </message>
    <message>
        <source>Draws allowed in solitaire</source>
        <translation>Trekbeurten in solitaire</translation>
    </message>
    <message>
        <source>A fixed limit makes your scores comparable.</source>
        <translation>Een vaste grens maakt je scores vergelijkbaar.</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>A player reached the target score at the end of a round.</source>
        <translation>Een speler heeft aan het einde van een ronde de doelscore gehaald.</translation>
    </message>
    <message>
        <source>The solitaire game is over: no tile fits and no draw is left.</source>
        <translation>Het solitairespel is voorbij: geen steen past en je mag niet meer trekken.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>The round opens with %1, laid in the middle of the table.</source>
        <extracomment>Outcome reasons of this game. How a round ended (kept in the score sheet). Turn phases. Refusal codes of this game (sentences in `REFUSALS`; the layout&apos;s own in `layout.py`).</extracomment>
        <translation>De ronde begint met %1, in het midden van de tafel.</translation>
    </message>
    <message>
        <source>No tile shows %1 in clockwise order.</source>
        <translation>Geen enkele steen toont %1 met de klok mee.</translation>
    </message>
    <message>
        <source>The tile %1 is not in your hand.</source>
        <translation>De steen %1 zit niet in je hand.</translation>
    </message>
    <message>
        <source>After drawing, only the tile just drawn (%1) may be laid.</source>
        <translation>Na het trekken mag je alleen de zojuist getrokken steen (%1) leggen.</translation>
    </message>
    <message>
        <source>The tile %1 fits nowhere on the table.</source>
        <translation>De steen %1 past nergens op tafel.</translation>
    </message>
    <message>
        <source>That place is already taken.</source>
        <translation>Die plek is al bezet.</translation>
    </message>
    <message>
        <source>A new tile must share a whole side with a tile on the table.</source>
        <translation>Een nieuwe steen moet een hele zijde delen met een steen op tafel.</translation>
    </message>
    <message>
        <source>Along the shared side your %1 and %2 would meet %3 and %4.</source>
        <translation>Langs de gedeelde zijde zouden jouw %1 en %2 tegen %3 en %4 komen.</translation>
    </message>
    <message>
        <source>At a corner your %1 would meet a %2.</source>
        <translation>In een hoek zou jouw %1 tegen een %2 komen.</translation>
    </message>
    <message>
        <source>The pool is empty: there is nothing to draw.</source>
        <translation>De pot is leeg: er valt niets te trekken.</translation>
    </message>
    <message>
        <source>You may draw at most %1 tiles in one turn.</source>
        <translation>Je mag per beurt hoogstens %1 stenen trekken.</translation>
    </message>
    <message>
        <source>You have no draws left in this solitaire game.</source>
        <translation>In dit solitairespel mag je niet meer trekken.</translation>
    </message>
    <message>
        <source>You cannot pass while you may still draw from the pool.</source>
        <translation>Je kunt niet passen zolang je nog uit de pot mag trekken.</translation>
    </message>
    <message>
        <source>You cannot pass while one of your tiles fits on the table.</source>
        <translation>Je kunt niet passen zolang een van je stenen op tafel past.</translation>
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
        <translation>brug</translation>
    </message>
    <message>
        <source>double link</source>
        <translation>dubbele verbinding</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>zeshoek</translation>
    </message>
    <message>
        <source>two hexagons</source>
        <translation>twee zeshoeken</translation>
    </message>
    <message>
        <source>three hexagons</source>
        <translation>drie zeshoeken</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Round %1 (now)</source>
        <translation>Ronde %1 (nu)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the pool</source>
        <translation>
            <numerusform>%n steen in de pot</numerusform>
            <numerusform>%n stenen in de pot</numerusform>
        </translation>
    </message>
    <message>
        <source>Personal best: %1</source>
        <translation>Persoonlijk record: %1</translation>
    </message>
    <message>
        <source>Target: %1 points</source>
        <translation>Doel: %1 punten</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Scoreblad</translation>
    </message>
    <message>
        <source>Solitaire over: %1 points.</source>
        <translation>Solitaire voorbij: %1 punten.</translation>
    </message>
    <message>
        <source>Round %1: %2 went out (%3 points).</source>
        <translation>Ronde %1: %2 is uit (%3 punten).</translation>
    </message>
    <message>
        <source>Round %1 blocked: %2 had the fewest points in hand (%3 points).</source>
        <translation>Ronde %1 geblokkeerd: %2 had de minste punten in de hand (%3 punten).</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>Mouse travel (scene units) that turns a press on the table into a pan.</extracomment>
        <translation>Trekken</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>−%1 points</source>
        <translation>−%1 punten</translation>
    </message>
    <message>
        <source>%1&apos;s tiles</source>
        <translation>Stenen van %1</translation>
    </message>
    <message>
        <source>open the round with the marked tile</source>
        <translation>open de ronde met de gemarkeerde steen</translation>
    </message>
    <message>
        <source>you may place the tile just drawn</source>
        <translation>je mag de zojuist getrokken steen leggen</translation>
    </message>
    <message>
        <source>nothing fits: draw or pass</source>
        <translation>niets past: trek of pas</translation>
    </message>
    <message>
        <source>%1&apos;s tiles are hidden</source>
        <translation>De stenen van %1 zijn verborgen</translation>
    </message>
    <message numerus="yes">
        <source>Solitaire · %n draw(s) left</source>
        <translation>
            <numerusform>Solitaire · nog %n keer trekken</numerusform>
            <numerusform>Solitaire · nog %n keer trekken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n steen</numerusform>
            <numerusform>%1: %n stenen</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spel voorbij</translation>
    </message>
</context>
</TS>
