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
            <source>All of a player's dice scoring</source>
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
            <source>that player's points count double</source>
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
            <source>Round %1 is over: %2.</source>
            <translation>Ronde %1 is voorbij: %2.</translation>
        </message>
        <message numerus="yes">
            <source>Game over after %n round(s).</source>
            <translation>
                <numerusform>Spel voorbij na %n ronde.</numerusform>
                <numerusform>Spel voorbij na %n rondes.</numerusform>
            </translation>
        </message>
        <message>
            <source>Last round: %1.</source>
            <translation>Laatste ronde: %1.</translation>
        </message>
        <message numerus="yes">
            <source>Winner: %1</source>
            <translation>
                <numerusform>Winnaar: %1</numerusform>
                <numerusform>Winnaars: %1</numerusform>
            </translation>
        </message>
        <message>
            <source>Go on: next round</source>
            <translation>Verder: volgende ronde</translation>
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
            <source>Press the launch pad where the die should start and sweep toward the board (or pull back), then let go: the faster or longer, the harder. Escape cancels. Keys: arrows aim and move the die, hold S for the speed, Space throws.</source>
            <translation>Druk op het lanceerplatform waar de dobbelsteen moet beginnen en veeg naar het bord (of trek terug), laat dan los: hoe sneller of verder, hoe harder. Escape breekt af. Toetsen: pijltjes mikken en verplaatsen de dobbelsteen, houd S ingedrukt voor de snelheid, spatie gooit.</translation>
        </message>
        <message>
            <source>Collect the dice: next round</source>
            <translation>Dobbelstenen pakken: volgende ronde</translation>
        </message>
        <message>
            <source>The throw could not be simulated. Please report this as a bug.</source>
            <translation>De worp kon niet worden gesimuleerd. Meld dit alsjeblieft als fout.</translation>
        </message>
        <message>
            <source>%1's die fell off the board.</source>
            <translation>De dobbelsteen van %1 viel van het bord.</translation>
        </message>
        <message>
            <source>%1's die stopped short of the line.</source>
            <translation>De dobbelsteen van %1 bleef vóór de lijn.</translation>
        </message>
        <message>
            <source>%1's die shows %2 on level %3×: %4 points.</source>
            <translation>De dobbelsteen van %1 toont %2 op trede %3×: %4 punten.</translation>
        </message>
        <message>
            <source>No throw: aim toward the board</source>
            <translation>Geen worp: mik naar het bord</translation>
        </message>
        <message>
            <source>%1 m/s</source>
            <translation>%1 m/s</translation>
        </message>
        <message>
            <source>straight</source>
            <translation>rechtdoor</translation>
        </message>
        <message>
            <source>%1° left</source>
            <translation>%1° naar links</translation>
        </message>
        <message>
            <source>%1° right</source>
            <translation>%1° naar rechts</translation>
        </message>
        <message>
            <source>top spin %1 rad/s</source>
            <translation>voorwaarts effect %1 rad/s</translation>
        </message>
        <message>
            <source>back spin %1 rad/s</source>
            <translation>achterwaarts effect %1 rad/s</translation>
        </message>
        <message>
            <source>left side spin %1 rad/s</source>
            <translation>linkseffect %1 rad/s</translation>
        </message>
        <message>
            <source>right side spin %1 rad/s</source>
            <translation>rechtseffect %1 rad/s</translation>
        </message>
        <message>
            <source>no spin</source>
            <translation>geen effect</translation>
        </message>
        <message>
            <source>in the middle of the launch pad</source>
            <translation>in het midden van het lanceerplatform</translation>
        </message>
        <message>
            <source>%1 mm above the middle of the launch pad</source>
            <translation>%1 mm boven het midden van het lanceerplatform</translation>
        </message>
        <message>
            <source>%1 mm below the middle of the launch pad</source>
            <translation>%1 mm onder het midden van het lanceerplatform</translation>
        </message>
        <message>
            <source>off the board</source>
            <translation>naast het bord</translation>
        </message>
        <message>
            <source>short of the line</source>
            <translation>vóór de lijn</translation>
        </message>
        <message>
            <source>%1 on level %2×</source>
            <translation>%1 op trede %2×</translation>
        </message>
        <message>
            <source>%1 (bonus die)</source>
            <translation>%1 (bonusdobbelsteen)</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>No dice on the board</source>
            <translation>Geen dobbelstenen op het bord</translation>
        </message>
        <message>
            <source>On the board: %1</source>
            <translation>Op het bord: %1</translation>
        </message>
        <message>
            <source>Launch pad: the game is over</source>
            <translation>Lanceerplatform: het spel is voorbij</translation>
        </message>
        <message>
            <source>Launch pad: round %1 is scored, press N to collect the dice</source>
            <translation>Lanceerplatform: ronde %1 is geteld, N pakt de dobbelstenen</translation>
        </message>
        <message numerus="yes">
            <source>Launch pad, %1 to throw (%n die(s) left)</source>
            <translation>
                <numerusform>Lanceerplatform, %1 gooit (nog %n dobbelsteen)</numerusform>
                <numerusform>Lanceerplatform, %1 gooit (nog %n dobbelstenen)</numerusform>
            </translation>
        </message>
        <message>
            <source>the bonus die</source>
            <translation>de bonusdobbelsteen</translation>
        </message>
        <message>
            <source>start %1, %2</source>
            <translation>start %1, %2</translation>
        </message>
        <message>
            <source>dice collected, round %1 begins</source>
            <translation>dobbelstenen gepakt, ronde %1 begint</translation>
        </message>
        <message>
            <source>bonus die at %1</source>
            <translation>bonusdobbelsteen met %1</translation>
        </message>
        <message>
            <source>throw at %1</source>
            <translation>worp met %1</translation>
        </message>
        <message>
            <source>rolling…</source>
            <translation>rolt nog…</translation>
        </message>
        <message>
            <source>fell off the board</source>
            <translation>viel van het bord</translation>
        </message>
        <message>
            <source>stopped short of the line</source>
            <translation>bleef vóór de lijn liggen</translation>
        </message>
        <message numerus="yes">
            <source>came to rest showing %1 on level %2× (%n point(s))</source>
            <translation>
                <numerusform>kwam tot rust met %1 boven op trede %2× (%n punt)</numerusform>
                <numerusform>kwam tot rust met %1 boven op trede %2× (%n punten)</numerusform>
            </translation>
        </message>
        <message>
            <source>knocked %1's die off the board</source>
            <translation>gooide de dobbelsteen van %1 van het bord</translation>
        </message>
        <message>
            <source>pushed %1's die back short of the line</source>
            <translation>duwde de dobbelsteen van %1 terug vóór de lijn</translation>
        </message>
        <message>
            <source>moved %1's die to %2</source>
            <translation>verschoof de dobbelsteen van %1: nu %2</translation>
        </message>
        <message>
            <source>Perspective View</source>
            <translation>Perspectiefweergave</translation>
        </message>
        <message>
            <source>View From Above</source>
            <translation>Bovenaanzicht</translation>
        </message>
    </context>
    <context>
        <name>tutorial</name>
        <message>
            <source>The board</source>
            <translation>Het bord</translation>
        </message>
        <message>
            <source>There are no side rails: a die can fall off anywhere.</source>
            <translation>Er zijn geen zijranden: een dobbelsteen kan overal van het bord vallen.</translation>
        </message>
        <message>
            <source>Your first flick</source>
            <translation>Je eerste worp</translation>
        </message>
        <message>
            <source>Your die did not get past the line. Pull back a little further.</source>
            <translation>Je dobbelsteen kwam niet voorbij de lijn. Trek iets verder terug.</translation>
        </message>
        <message>
            <source>It counts! A die that stops short of the line is taken away at once and scores nothing.</source>
            <translation>Hij telt! Een dobbelsteen die vóór de lijn stilvalt, wordt meteen weggenomen en levert niets op.</translation>
        </message>
        <message>
            <source>Falling off</source>
            <translation>Van het bord</translation>
        </message>
        <message>
            <source>Too hard, and the die flies off the front or over a side: it scores nothing. See for yourself: flick a die hard enough to fall off the board.</source>
            <translation>Te hard, en de dobbelsteen vliegt er vooraan of opzij af: dan levert hij niets op. Probeer het zelf: gooi een dobbelsteen zo hard dat hij van het bord valt.</translation>
        </message>
        <message>
            <source>Still on the board. Pull back further for more speed.</source>
            <translation>Nog op het bord. Trek verder terug voor meer snelheid.</translation>
        </message>
        <message>
            <source>Gone. Dice that fall off stay out until the round is over.</source>
            <translation>Weg. Dobbelstenen die eraf vallen, blijven eraf tot de ronde voorbij is.</translation>
        </message>
        <message>
            <source>Speed, aim and spin</source>
            <translation>Snelheid, richting en effect</translation>
        </message>
        <message>
            <source>The panel sets a throw exactly: speed, aim in degrees, and spin when you click the small die face. Set 1.75 m/s, aim 0°, and press Throw to land on level 2.</source>
            <translation>In het paneel stel je een worp precies in: de snelheid, de richting in graden, en effect met een klik op het kleine dobbelsteenvlak. Kies 1,75 m/s en richting 0°, en druk op Gooien om op trede 2 te landen.</translation>
        </message>
        <message>
            <source>Not on level 2. Try 1.75 m/s, straight down the board.</source>
            <translation>Niet op trede 2. Probeer 1,75 m/s, recht het bord af.</translation>
        </message>
        <message>
            <source>The pegs on levels 2 and 3 bounce dice aside: a small change of aim or speed can end somewhere else.</source>
            <translation>De pinnen op trede 2 en 3 laten dobbelstenen opzij ketsen: een klein verschil in richting of snelheid kan ergens anders eindigen.</translation>
        </message>
        <message>
            <source>This is the last die of the round: throw it past the line. Once every die is thrown the round is scored; then press “Collect the dice” to start the next one.</source>
            <translation>Dit is de laatste dobbelsteen van de ronde: gooi hem voorbij de lijn. Zodra alle dobbelstenen gegooid zijn, wordt de ronde geteld; druk dan op “Dobbelstenen pakken” om de volgende te beginnen.</translation>
        </message>
        <message>
            <source>A die on level 4</source>
            <translation>Een dobbelsteen op trede 4</translation>
        </message>
        <message>
            <source>Knocking dice</source>
            <translation>Dobbelstenen raken</translation>
        </message>
        <message>
            <source>Flick your dice from the launch pad at the back down the wooden steps. A die that stops past the line where 1× begins scores its top face times its level: 1×, 2×, 3×, or 4× on the three small platforms at the front.</source>
            <translation>Knip je dobbelstenen vanaf het lanceerplatform achteraan de houten trap af. Een dobbelsteen die voorbij de lijn waar 1× begint stilvalt, levert het bovenste vlak maal zijn trede op: 1×, 2×, 3× of 4× op de drie kleine plateaus vooraan.</translation>
        </message>
        <message>
            <source>Click the launch pad to place your die, pull back like a slingshot and let go: the longer the pull, the faster the die. Get it past the line where 1× begins.</source>
            <translation>Klik op het lanceerplatform om je dobbelsteen neer te zetten, trek terug als met een katapult en laat los: hoe langer je trekt, hoe sneller de dobbelsteen. Krijg hem voorbij de lijn waar 1× begint.</translation>
        </message>
        <message>
            <source>Thrown dice stay where they stop, as obstacles and as targets. Hit your opponent's die, just past the line, and push it along.</source>
            <translation>Gegooide dobbelstenen blijven liggen waar ze stoppen, als hindernis en als doelwit. Raak de dobbelsteen van je tegenstander, net voorbij de lijn, en duw hem verder.</translation>
        </message>
        <message>
            <source>You missed it. Aim straight at the die, a little harder.</source>
            <translation>Mis. Mik recht op de dobbelsteen, iets harder.</translation>
        </message>
        <message>
            <source>Hit! A knocked die may land on a better level or fall off: any die, even your own, can be hit.</source>
            <translation>Raak! Een geraakte dobbelsteen kan op een betere trede landen of eraf vallen: elke dobbelsteen, ook je eigen, kan geraakt worden.</translation>
        </message>
        <message>
            <source>Scoring a round</source>
            <translation>Een ronde tellen</translation>
        </message>
        <message>
            <source>Throw your last die past the line, then collect the dice.</source>
            <translation>Gooi je laatste dobbelsteen voorbij de lijn en pak dan de dobbelstenen.</translation>
        </message>
        <message>
            <source>Each die past the line scored face times level; the best score of a round throws first in the next.</source>
            <translation>Elke dobbelsteen voorbij de lijn leverde vlak maal trede op; wie de ronde het best scoorde, gooit in de volgende als eerste.</translation>
        </message>
        <message>
            <source>Land a die on one of the three 4× platforms at the front. Your opponent's die is in the way: aim past it, or knock it along.</source>
            <translation>Laat een dobbelsteen landen op een van de drie 4×-plateaus vooraan. De dobbelsteen van je tegenstander ligt in de weg: gooi erlangs, of stoot hem verder.</translation>
        </message>
        <message>
            <source>Not on level 4 yet. Try again: the side platforms are reached with a little aim.</source>
            <translation>Nog niet op trede 4. Probeer opnieuw: de plateaus opzij haal je met een beetje richting.</translation>
        </message>
        <message>
            <source>Perfect: every point on those platforms counts four times. You are ready to play!</source>
            <translation>Perfect: op die plateaus telt elk oog vier keer. Je bent klaar om te spelen!</translation>
        </message>
    </context>
</TS>