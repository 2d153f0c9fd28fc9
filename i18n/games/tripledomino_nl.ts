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
        <source>Round %1 blocked: %2 tied with the fewest points in hand.</source>
        <translation>Ronde %1 geblokkeerd: %2 hadden samen de minste punten in de hand.</translation>
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
    <message>
        <source>top</source>
        <translation>boven</translation>
    </message>
    <message>
        <source>lower right</source>
        <translation>rechtsonder</translation>
    </message>
    <message>
        <source>lower left</source>
        <translation>linksonder</translation>
    </message>
    <message>
        <source>upper left</source>
        <translation>linksboven</translation>
    </message>
    <message>
        <source>upper right</source>
        <translation>rechtsboven</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>onder</translation>
    </message>
    <message>
        <source>Tile %1 in your hand, %2 of %3</source>
        <translation>Steen %1 in je hand, %2 van %3</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>gekozen</translation>
    </message>
    <message>
        <source>opens the round</source>
        <translation>opent de ronde</translation>
    </message>
    <message>
        <source>just drawn</source>
        <translation>zojuist getrokken</translation>
    </message>
    <message>
        <source>can be laid</source>
        <translation>kan gelegd worden</translation>
    </message>
    <message>
        <source>cannot be laid now</source>
        <translation>kan nu niet gelegd worden</translation>
    </message>
    <message>
        <source>Place %1, pointing up</source>
        <translation>Plek %1, punt omhoog</translation>
    </message>
    <message>
        <source>Place %1, pointing down</source>
        <translation>Plek %1, punt omlaag</translation>
    </message>
    <message>
        <source>free</source>
        <translation>vrij</translation>
    </message>
    <message numerus="yes">
        <source>%1 fits here for %n point(s)</source>
        <translation>
            <numerusform>%1 past hier voor %n punt</numerusform>
            <numerusform>%1 past hier voor %n punten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>Opening the round</source>
        <translation>De ronde openen</translation>
    </message>
    <message>
        <source>Each tile shows three numbers, one in each corner. The highest triple opens the round, and you hold it: drag your 5-5-5 onto the outline in the middle of the table.</source>
        <translation>Elke steen toont drie getallen, één in elke hoek. De hoogste drieling opent de ronde, en die heb jij: sleep je 5-5-5 naar de omtrek midden op tafel.</translation>
    </message>
    <message>
        <source>Open the round with the marked tile, 5-5-5.</source>
        <translation>Open de ronde met de gemarkeerde steen, 5-5-5.</translation>
    </message>
    <message>
        <source>20 points: a tile scores the sum of its numbers, and the opening tile earns 5 more. Your opponent answered with a 2-5-5.</source>
        <translation>20 punten: een steen levert de som van zijn getallen op, en de openingssteen 5 extra. Je tegenstander legde er een 2-5-5 tegenaan.</translation>
    </message>
    <message>
        <source>Matching numbers</source>
        <translation>Getallen laten passen</translation>
    </message>
    <message>
        <source>A new tile must share a whole side with a tile on the table, and the numbers along that side must match. Find the place where your 2-4-5 fits.</source>
        <translation>Een nieuwe steen moet een hele zijde delen met een steen op tafel, en de getallen langs die zijde moeten gelijk zijn. Zoek de plek waar je 2-4-5 past.</translation>
    </message>
    <message>
        <source>Lay the 2-4-5 against the side that shows a 5 and a 2.</source>
        <translation>Leg de 2-4-5 tegen de zijde met een 5 en een 2.</translation>
    </message>
    <message>
        <source>11 points. Tiles are never turned over, so 2-4-5 has no mirror twin 2-5-4: some gaps can never be filled.</source>
        <translation>11 punten. Stenen worden nooit omgedraaid: 2-4-5 heeft geen spiegelbeeld 2-5-4, dus sommige gaten blijven altijd open.</translation>
    </message>
    <message>
        <source>Double link</source>
        <translation>Dubbele verbinding</translation>
    </message>
    <message>
        <source>Later in a round the table has gaps. A tile that fits against two sides at once earns a double link: 25 extra points. Fill the gap at the top with your 1-2-5.</source>
        <translation>Later in een ronde heeft de tafel gaten. Een steen die tegelijk tegen twee zijden past, krijgt een dubbele verbinding: 25 punten extra. Vul het gat bovenaan met je 1-2-5.</translation>
    </message>
    <message>
        <source>Look for a gap where your 1-2-5 touches two tiles at once.</source>
        <translation>Zoek een gat waar je 1-2-5 twee stenen tegelijk raakt.</translation>
    </message>
    <message>
        <source>8 points for the tile and 25 for the double link.</source>
        <translation>8 punten voor de steen en 25 voor de dubbele verbinding.</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Zeshoek</translation>
    </message>
    <message>
        <source>Six tiles around one point make a hexagon. The tile that closes it earns 50 extra points, instead of a double link. Close a hexagon with your 2-3-5.</source>
        <translation>Zes stenen rond één punt vormen een zeshoek. De steen die hem sluit, krijgt 50 punten extra, in plaats van een dubbele verbinding. Sluit een zeshoek met je 2-3-5.</translation>
    </message>
    <message>
        <source>Find the point that already has five tiles around it.</source>
        <translation>Zoek het punt waar al vijf stenen omheen liggen.</translation>
    </message>
    <message>
        <source>10 points for the tile and 50 for the hexagon!</source>
        <translation>10 punten voor de steen en 50 voor de zeshoek!</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Brug</translation>
    </message>
    <message>
        <source>A bridge touches the table with one side, while its far corner reaches a tile across a gap: 30 extra points. That corner must match too. Build a bridge with your 2-5-5.</source>
        <translation>Een brug raakt de tafel met één zijde, terwijl zijn verste punt over een gat heen een steen raakt: 30 punten extra. Ook dat punt moet kloppen. Bouw een brug met je 2-5-5.</translation>
    </message>
    <message>
        <source>Lay the 2-5-5 so that its far corner touches a tile across the gap.</source>
        <translation>Leg de 2-5-5 zo dat zijn verste punt over het gat heen een steen raakt.</translation>
    </message>
    <message>
        <source>12 points and 30 for the bridge. A tile earns only one kind of bonus: a hexagon, a double link or a bridge.</source>
        <translation>12 punten en 30 voor de brug. Een steen krijgt maar één soort bonus: een zeshoek, een dubbele verbinding of een brug.</translation>
    </message>
    <message>
        <source>The round is over: see the score sheet. A round also ends when nothing fits and the pool is empty; then the player with the lowest hand scores. The game ends after the round in which someone reaches 300.</source>
        <translation>De ronde is voorbij: kijk op het scoreblad. Een ronde eindigt ook als niets meer past en de pot leeg is; dan scoort wie het minst in de hand heeft. Het spel eindigt na de ronde waarin iemand 300 haalt.</translation>
    </message>
    <message>
        <source>150 points in two turns</source>
        <translation>150 punten in twee beurten</translation>
    </message>
    <message>
        <source>Not enough yet. Think about which tile to lay first: in the right order, one tile closes two hexagons.</source>
        <translation>Nog niet genoeg. Welke steen leg je eerst? In de juiste volgorde sluit één steen twee zeshoeken.</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Trekken</translation>
    </message>
    <message>
        <source>None of your tiles fits. Press Draw to take a tile from the pool; each draw costs 5 points, and you may draw up to three times in one turn.</source>
        <translation>Geen van je stenen past. Druk op Trekken om een steen uit de pot te nemen; elke keer trekken kost 5 punten, en je mag tot drie keer per beurt trekken.</translation>
    </message>
    <message>
        <source>The tile you drew fits: lay it.</source>
        <translation>De getrokken steen past: leg hem.</translation>
    </message>
    <message>
        <source>After drawing you may lay only the tile you just drew; then your turn is over.</source>
        <translation>Na het trekken mag je alleen de zojuist getrokken steen leggen; daarna is je beurt voorbij.</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>You have drawn twice and still nothing fits. Draw once more; if that tile does not fit either, press Pass. You may only pass when you cannot draw any more.</source>
        <translation>Je hebt twee keer getrokken en nog past er niets. Trek nog één keer; past ook die steen niet, druk dan op Passen. Passen mag alleen als je niet meer kunt trekken.</translation>
    </message>
    <message>
        <source>Draw a third time, then pass.</source>
        <translation>Trek een derde keer en pas dan.</translation>
    </message>
    <message>
        <source>Three draws cost 15 points. When the pool is empty and nothing fits, you must pass and lose 5 points.</source>
        <translation>Drie keer trekken kostte 15 punten. Is de pot leeg en past er niets, dan moet je passen en verlies je 5 punten.</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Uitgaan</translation>
    </message>
    <message>
        <source>Lay your last tile to end the round. Going out earns 20 points, plus the value of every tile still in the other players&apos; hands.</source>
        <translation>Leg je laatste steen om de ronde te beëindigen. Uitgaan levert 20 punten op, plus de waarde van elke steen die de anderen nog in hun hand hebben.</translation>
    </message>
    <message>
        <source>Lay your last tile, the 4-5-5.</source>
        <translation>Leg je laatste steen, de 4-5-5.</translation>
    </message>
    <message>
        <source>Score at least 150 points in your next two turns. Think about the order: one tile can change the shape of the gap for the next.</source>
        <translation>Scoor in je volgende twee beurten minstens 150 punten. Denk aan de volgorde: één steen kan de vorm van het gat voor de volgende veranderen.</translation>
    </message>
    <message>
        <source>Brilliant: 42 for the bridge, then 110 for two hexagons at once. You are ready for a real game!</source>
        <translation>Schitterend: 42 voor de brug, daarna 110 voor twee zeshoeken tegelijk. Je bent klaar voor een echt spel!</translation>
    </message>
</context>
</TS>
