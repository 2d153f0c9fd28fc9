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
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blauw</translation>
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
        <source>Tumblin-Dice</source>
        <translation>Tumblin-Dice</translation>
    </message>
    <message>
        <source>Flick dice down a stepped board and land them on the best level.</source>
        <translation>Knip dobbelstenen over een getrapt bord en laat ze op de beste trede landen.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>End of the game</source>
        <translation>Einde van het spel</translation>
    </message>
    <message>
        <source>After a number of rounds, then tie-breaks</source>
        <translation>Na een aantal rondes, dan beslissingsrondes</translation>
    </message>
    <message>
        <source>First to 301 points</source>
        <translation>Eerst naar 301 punten</translation>
    </message>
    <message>
        <source>First to 501 points</source>
        <translation>Eerst naar 501 punten</translation>
    </message>
    <message>
        <source>First to win a number of rounds</source>
        <translation>Eerst een aantal rondes winnen</translation>
    </message>
    <message>
        <source>Rounds to play</source>
        <translation>Aantal rondes</translation>
    </message>
    <message>
        <source>Only for a game over a number of rounds; players still tied afterwards throw extra rounds alone.</source>
        <translation>Alleen bij een spel over een aantal rondes; wie daarna nog gelijk staat, gooit alleen extra rondes.</translation>
    </message>
    <message>
        <source>Rounds needed to win</source>
        <translation>Gewonnen rondes nodig</translation>
    </message>
    <message>
        <source>Only when playing for won rounds.</source>
        <translation>Alleen bij spelen om gewonnen rondes.</translation>
    </message>
    <message>
        <source>Dice per player</source>
        <translation>Dobbelstenen per speler</translation>
    </message>
    <message>
        <source>5 dice</source>
        <translation>5 dobbelstenen</translation>
    </message>
    <message>
        <source>5 dice and a bonus die that counts double</source>
        <translation>5 dobbelstenen en een bonusdobbelsteen die dubbel telt</translation>
    </message>
    <message>
        <source>9 dice</source>
        <translation>9 dobbelstenen</translation>
    </message>
    <message>
        <source>Play in two teams</source>
        <translation>In twee teams spelen</translation>
    </message>
    <message>
        <source>Partners sit apart and never throw one after the other; their points are added up.</source>
        <translation>Partners zitten uit elkaar en gooien nooit na elkaar; hun punten worden opgeteld.</translation>
    </message>
    <message>
        <source>A die short of the line</source>
        <translation>Een dobbelsteen vóór de lijn</translation>
    </message>
    <message>
        <source>is removed at once</source>
        <translation>wordt meteen weggenomen</translation>
    </message>
    <message>
        <source>stays until the round is scored</source>
        <translation>blijft liggen tot de telling</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Telling</translation>
    </message>
    <message>
        <source>Face times level</source>
        <translation>Ogen maal trede</translation>
    </message>
    <message>
        <source>Face plus level (for children)</source>
        <translation>Ogen plus trede (voor kinderen)</translation>
    </message>
    <message>
        <source>A die off the board</source>
        <translation>Een dobbelsteen van het bord</translation>
    </message>
    <message>
        <source>scores nothing</source>
        <translation>levert niets op</translation>
    </message>
    <message>
        <source>costs its owner the face it shows</source>
        <translation>kost de eigenaar de ogen die hij toont</translation>
    </message>
    <message>
        <source>All of a player&apos;s dice scoring</source>
        <translation>Alle dobbelstenen van een speler scoren</translation>
    </message>
    <message>
        <source>no bonus</source>
        <translation>geen bonus</translation>
    </message>
    <message>
        <source>10 extra points</source>
        <translation>10 extra punten</translation>
    </message>
    <message>
        <source>20 extra points</source>
        <translation>20 extra punten</translation>
    </message>
    <message>
        <source>that player&apos;s points count double</source>
        <translation>de punten van die speler tellen dubbel</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dobbelstenen</translation>
    </message>
    <message>
        <source>Ordinary six-sided dice</source>
        <translation>Gewone zeszijdige dobbelstenen</translation>
    </message>
    <message>
        <source>Eight-sided dice</source>
        <translation>Achtzijdige dobbelstenen</translation>
    </message>
    <message>
        <source>Ten-sided dice</source>
        <translation>Tienzijdige dobbelstenen</translation>
    </message>
    <message>
        <source>Twelve-sided dice</source>
        <translation>Twaalfzijdige dobbelstenen</translation>
    </message>
    <message>
        <source>Twenty-sided dice</source>
        <translation>Twintigzijdige dobbelstenen</translation>
    </message>
    <message>
        <source>A mix of special dice</source>
        <translation>Een mix van speciale dobbelstenen</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>The required number of rounds was won.</source>
        <translation>Het vereiste aantal rondes is gewonnen.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>Write a throw like %1 (add b at the end for the bonus die), or write “next” to collect the dice.</source>
        <translation>Schrijf een worp als %1 (met b aan het eind voor de bonusdobbelsteen), of schrijf “next” om de dobbelstenen te pakken.</translation>
    </message>
    <message>
        <source>The round is still under way: the dice are collected once every die has been thrown.</source>
        <translation>De ronde is nog bezig: de dobbelstenen worden pas gepakt als ze allemaal gegooid zijn.</translation>
    </message>
    <message>
        <source>The round is over: collect the dice before the next throw.</source>
        <translation>De ronde is voorbij: pak eerst de dobbelstenen voor je weer gooit.</translation>
    </message>
    <message>
        <source>The die must start on the launch pad: x from %1 to %2 mm, y from %3 to %4 mm.</source>
        <translation>De dobbelsteen moet op het lanceerplatform beginnen: x van %1 tot %2 mm, y van %3 tot %4 mm.</translation>
    </message>
    <message>
        <source>The die must be flicked down the board: the aim must lie between %1 and %2 mrad.</source>
        <translation>De dobbelsteen moet het bord af worden geknipt: de richting moet tussen %1 en %2 mrad liggen.</translation>
    </message>
    <message>
        <source>The speed must lie between %1 and %2 mm/s.</source>
        <translation>De snelheid moet tussen %1 en %2 mm/s liggen.</translation>
    </message>
    <message>
        <source>The top spin must lie between %1 and %2 rad/s.</source>
        <translation>Het boveneffect moet tussen %1 en %2 rad/s liggen.</translation>
    </message>
    <message>
        <source>The side spin must lie between %1 and %2 rad/s.</source>
        <translation>Het zijeffect moet tussen %1 en %2 rad/s liggen.</translation>
    </message>
    <message>
        <source>There is no bonus die left in your hand.</source>
        <translation>Je hebt geen bonusdobbelsteen meer in de hand.</translation>
    </message>
    <message>
        <source>Only your bonus die is left: throw it as the bonus die.</source>
        <translation>Alleen je bonusdobbelsteen is nog over: gooi hem als bonusdobbelsteen.</translation>
    </message>
</context>
<context>
    <name>tumblin</name>
    <message>
        <source>top %1, side %2</source>
        <translation>boven %1, zij %2</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>R%1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nu</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 · %n die(s) left to throw</source>
        <translation>
            <numerusform>Ronde %1 · nog %n dobbelsteen te gooien</numerusform>
            <numerusform>Ronde %1 · nog %n dobbelstenen te gooien</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 scored. Collect the dice to go on.</source>
        <translation>Ronde %1 geteld. Pak de dobbelstenen om verder te gaan.</translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n round(s).</source>
        <translation>
            <numerusform>Spel voorbij na %n ronde.</numerusform>
            <numerusform>Spel voorbij na %n rondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Snelheid</translation>
    </message>
    <message>
        <source>Aim</source>
        <translation>Richting</translation>
    </message>
    <message>
        <source>Spin</source>
        <translation>Effect</translation>
    </message>
    <message>
        <source>Click above the centre for top spin, below for back spin, left or right for side spin; double-click for none.</source>
        <translation>Klik boven het midden voor bovenspin, eronder voor terugspin, links of rechts voor zijwaarts effect; dubbelklik voor geen.</translation>
    </message>
    <message>
        <source>Throw the bonus die (counts double)</source>
        <translation>Gooi de bonusdobbelsteen (telt dubbel)</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Gooien</translation>
    </message>
    <message>
        <source>Replay last throw</source>
        <translation>Laatste worp opnieuw</translation>
    </message>
    <message>
        <source>Collect the dice: next round</source>
        <translation>Dobbelstenen pakken: volgende ronde</translation>
    </message>
    <message>
        <source>The throw could not be simulated. Please report this as a bug.</source>
        <extracomment>Drag length (mm of scene) that gives full power. Speeds (m/s) at no and at full power; power^1.5 leaves fine control in the playable band.</extracomment>
        <translation>De worp kon niet worden gesimuleerd. Meld dit alsjeblieft als fout.</translation>
    </message>
    <message>
        <source>%1&apos;s die fell off the board.</source>
        <translation>De dobbelsteen van %1 viel van het bord.</translation>
    </message>
    <message>
        <source>%1&apos;s die stopped short of the line.</source>
        <translation>De dobbelsteen van %1 bleef vóór de lijn.</translation>
    </message>
    <message>
        <source>%1&apos;s die shows %2 on level %3×: %4 points.</source>
        <translation>De dobbelsteen van %1 toont %2 op trede %3×: %4 punten.</translation>
    </message>
    <message>
        <source>Click the launch pad to place your die, then drag back to aim and let go; the longer the pull, the harder the flick.</source>
        <translation>Klik op het lanceerplatform om je dobbelsteen neer te zetten, trek dan terug om te mikken en laat los; hoe verder je trekt, hoe harder de knip.</translation>
    </message>
    <message>
        <source>%1 m/s</source>
        <translation>%1 m/s</translation>
    </message>
</context>
</TS>
