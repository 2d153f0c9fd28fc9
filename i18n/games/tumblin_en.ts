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
            <source>Black</source>
            <translation>Black</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Green</translation>
        </message>
        <message>
            <source>White</source>
            <translation>White</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blue</translation>
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
            <source>Tumblin-Dice</source>
            <translation>Tumblin-Dice</translation>
        </message>
        <message>
            <source>Flick dice down a stepped board and land them on the best level.</source>
            <translation>Flick dice down a stepped board and land them on the best level.</translation>
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <source>End of the game</source>
            <translation>End of the game</translation>
        </message>
        <message>
            <source>After a number of rounds, then tie-breaks</source>
            <translation>After a number of rounds, then tie-breaks</translation>
        </message>
        <message>
            <source>First to 301 points</source>
            <translation>First to 301 points</translation>
        </message>
        <message>
            <source>First to 501 points</source>
            <translation>First to 501 points</translation>
        </message>
        <message>
            <source>First to win a number of rounds</source>
            <translation>First to win a number of rounds</translation>
        </message>
        <message>
            <source>Rounds to play</source>
            <translation>Rounds to play</translation>
        </message>
        <message>
            <source>Only for a game over a number of rounds; players still tied afterwards throw extra rounds alone.</source>
            <translation>Only for a game over a number of rounds; players still tied afterwards throw extra rounds alone.</translation>
        </message>
        <message>
            <source>Rounds needed to win</source>
            <translation>Rounds needed to win</translation>
        </message>
        <message>
            <source>Only when playing for won rounds.</source>
            <translation>Only when playing for won rounds.</translation>
        </message>
        <message>
            <source>Dice per player</source>
            <translation>Dice per player</translation>
        </message>
        <message>
            <source>5 dice</source>
            <translation>5 dice</translation>
        </message>
        <message>
            <source>5 dice and a bonus die that counts double</source>
            <translation>5 dice and a bonus die that counts double</translation>
        </message>
        <message>
            <source>9 dice</source>
            <translation>9 dice</translation>
        </message>
        <message>
            <source>Play in two teams</source>
            <translation>Play in two teams</translation>
        </message>
        <message>
            <source>Partners sit apart and never throw one after the other; their points are added up.</source>
            <translation>Partners sit apart and never throw one after the other; their points are added up.</translation>
        </message>
        <message>
            <source>A die short of the line</source>
            <translation>A die short of the line</translation>
        </message>
        <message>
            <source>is removed at once</source>
            <translation>is removed at once</translation>
        </message>
        <message>
            <source>stays until the round is scored</source>
            <translation>stays until the round is scored</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Scoring</translation>
        </message>
        <message>
            <source>Face times level</source>
            <translation>Face times level</translation>
        </message>
        <message>
            <source>Face plus level (for children)</source>
            <translation>Face plus level (for children)</translation>
        </message>
        <message>
            <source>A die off the board</source>
            <translation>A die off the board</translation>
        </message>
        <message>
            <source>scores nothing</source>
            <translation>scores nothing</translation>
        </message>
        <message>
            <source>costs its owner the face it shows</source>
            <translation>costs its owner the face it shows</translation>
        </message>
        <message>
            <source>All of a player's dice scoring</source>
            <translation>All of a player's dice scoring</translation>
        </message>
        <message>
            <source>no bonus</source>
            <translation>no bonus</translation>
        </message>
        <message>
            <source>10 extra points</source>
            <translation>10 extra points</translation>
        </message>
        <message>
            <source>20 extra points</source>
            <translation>20 extra points</translation>
        </message>
        <message>
            <source>that player's points count double</source>
            <translation>that player's points count double</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Dice</translation>
        </message>
        <message>
            <source>Ordinary six-sided dice</source>
            <translation>Ordinary six-sided dice</translation>
        </message>
        <message>
            <source>Eight-sided dice</source>
            <translation>Eight-sided dice</translation>
        </message>
        <message>
            <source>Ten-sided dice</source>
            <translation>Ten-sided dice</translation>
        </message>
        <message>
            <source>Twelve-sided dice</source>
            <translation>Twelve-sided dice</translation>
        </message>
        <message>
            <source>Twenty-sided dice</source>
            <translation>Twenty-sided dice</translation>
        </message>
        <message>
            <source>A mix of special dice</source>
            <translation>A mix of special dice</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>The required number of rounds was won.</source>
            <translation>The required number of rounds was won.</translation>
        </message>
    </context>
    <context>
        <name>refusals</name>
        <message>
            <source>Write a throw like %1 (add b at the end for the bonus die), or write “next” to collect the dice.</source>
            <translation>Write a throw like %1 (add b at the end for the bonus die), or write “next” to collect the dice.</translation>
        </message>
        <message>
            <source>The round is still under way: the dice are collected once every die has been thrown.</source>
            <translation>The round is still under way: the dice are collected once every die has been thrown.</translation>
        </message>
        <message>
            <source>The round is over: collect the dice before the next throw.</source>
            <translation>The round is over: collect the dice before the next throw.</translation>
        </message>
        <message>
            <source>The die must start on the launch pad: x from %1 to %2 mm, y from %3 to %4 mm.</source>
            <translation>The die must start on the launch pad: x from %1 to %2 mm, y from %3 to %4 mm.</translation>
        </message>
        <message>
            <source>The die must be flicked down the board: the aim must lie between %1 and %2 mrad.</source>
            <translation>The die must be flicked down the board: the aim must lie between %1 and %2 mrad.</translation>
        </message>
        <message>
            <source>The speed must lie between %1 and %2 mm/s.</source>
            <translation>The speed must lie between %1 and %2 mm/s.</translation>
        </message>
        <message>
            <source>The top spin must lie between %1 and %2 rad/s.</source>
            <translation>The top spin must lie between %1 and %2 rad/s.</translation>
        </message>
        <message>
            <source>The side spin must lie between %1 and %2 rad/s.</source>
            <translation>The side spin must lie between %1 and %2 rad/s.</translation>
        </message>
        <message>
            <source>There is no bonus die left in your hand.</source>
            <translation>There is no bonus die left in your hand.</translation>
        </message>
        <message>
            <source>Only your bonus die is left: throw it as the bonus die.</source>
            <translation>Only your bonus die is left: throw it as the bonus die.</translation>
        </message>
    </context>
    <context>
        <name>tumblin</name>
        <message>
            <source>top %1, side %2</source>
            <translation>top %1, side %2</translation>
        </message>
        <message>
            <source>R%1</source>
            <translation>R%1</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Now</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message numerus="yes">
            <source>Round %1 · %n die(s) left to throw</source>
            <translation>
                <numerusform>Round %1 · %n die left to throw</numerusform>
                <numerusform>Round %1 · %n dice left to throw</numerusform>
            </translation>
        </message>
        <message>
            <source>Round %1 is over: %2.</source>
            <translation>Round %1 is over: %2.</translation>
        </message>
        <message numerus="yes">
            <source>Game over after %n round(s).</source>
            <translation>
                <numerusform>Game over after %n round.</numerusform>
                <numerusform>Game over after %n rounds.</numerusform>
            </translation>
        </message>
        <message>
            <source>Last round: %1.</source>
            <translation>Last round: %1.</translation>
        </message>
        <message numerus="yes">
            <source>Winner: %1</source>
            <translation>
                <numerusform>Winner: %1</numerusform>
                <numerusform>Winners: %1</numerusform>
            </translation>
        </message>
        <message>
            <source>Go on: next round</source>
            <translation>Go on: next round</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation>Speed</translation>
        </message>
        <message>
            <source>Aim</source>
            <translation>Aim</translation>
        </message>
        <message>
            <source>Spin</source>
            <translation>Spin</translation>
        </message>
        <message>
            <source>Click above the centre for top spin, below for back spin, left or right for side spin; double-click for none.</source>
            <translation>Click above the centre for top spin, below for back spin, left or right for side spin; double-click for none.</translation>
        </message>
        <message>
            <source>Throw the bonus die (counts double)</source>
            <translation>Throw the bonus die (counts double)</translation>
        </message>
        <message>
            <source>Throw</source>
            <translation>Throw</translation>
        </message>
        <message>
            <source>Replay last throw</source>
            <translation>Replay last throw</translation>
        </message>
        <message>
            <source>Press the launch pad where the die should start and sweep toward the board (or pull back), then let go: the faster or longer, the harder. Escape cancels. Keys: arrows aim and move the die, hold S for the speed, Space throws.</source>
            <translation>Press the launch pad where the die should start and sweep toward the board (or pull back), then let go: the faster or longer, the harder. Escape cancels. Keys: arrows aim and move the die, hold S for the speed, Space throws.</translation>
        </message>
        <message>
            <source>Collect the dice: next round</source>
            <translation>Collect the dice: next round</translation>
        </message>
        <message>
            <source>The throw could not be simulated. Please report this as a bug.</source>
            <translation>The throw could not be simulated. Please report this as a bug.</translation>
        </message>
        <message>
            <source>%1's die fell off the board.</source>
            <translation>%1's die fell off the board.</translation>
        </message>
        <message>
            <source>%1's die stopped short of the line.</source>
            <translation>%1's die stopped short of the line.</translation>
        </message>
        <message>
            <source>%1's die shows %2 on level %3×: %4 points.</source>
            <translation>%1's die shows %2 on level %3×: %4 points.</translation>
        </message>
        <message>
            <source>No throw: aim toward the board</source>
            <translation>No throw: aim toward the board</translation>
        </message>
        <message>
            <source>%1 m/s</source>
            <translation>%1 m/s</translation>
        </message>
        <message>
            <source>straight</source>
            <translation>straight</translation>
        </message>
        <message>
            <source>%1° left</source>
            <translation>%1° left</translation>
        </message>
        <message>
            <source>%1° right</source>
            <translation>%1° right</translation>
        </message>
        <message>
            <source>top spin %1 rad/s</source>
            <translation>top spin %1 rad/s</translation>
        </message>
        <message>
            <source>back spin %1 rad/s</source>
            <translation>back spin %1 rad/s</translation>
        </message>
        <message>
            <source>left side spin %1 rad/s</source>
            <translation>left side spin %1 rad/s</translation>
        </message>
        <message>
            <source>right side spin %1 rad/s</source>
            <translation>right side spin %1 rad/s</translation>
        </message>
        <message>
            <source>no spin</source>
            <translation>no spin</translation>
        </message>
        <message>
            <source>in the middle of the launch pad</source>
            <translation>in the middle of the launch pad</translation>
        </message>
        <message>
            <source>%1 mm above the middle of the launch pad</source>
            <translation>%1 mm above the middle of the launch pad</translation>
        </message>
        <message>
            <source>%1 mm below the middle of the launch pad</source>
            <translation>%1 mm below the middle of the launch pad</translation>
        </message>
        <message>
            <source>off the board</source>
            <translation>off the board</translation>
        </message>
        <message>
            <source>short of the line</source>
            <translation>short of the line</translation>
        </message>
        <message>
            <source>%1 on level %2×</source>
            <translation>%1 on level %2×</translation>
        </message>
        <message>
            <source>%1 (bonus die)</source>
            <translation>%1 (bonus die)</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>No dice on the board</source>
            <translation>No dice on the board</translation>
        </message>
        <message>
            <source>On the board: %1</source>
            <translation>On the board: %1</translation>
        </message>
        <message>
            <source>Launch pad: the game is over</source>
            <translation>Launch pad: the game is over</translation>
        </message>
        <message>
            <source>Launch pad: round %1 is scored, press N to collect the dice</source>
            <translation>Launch pad: round %1 is scored, press N to collect the dice</translation>
        </message>
        <message numerus="yes">
            <source>Launch pad, %1 to throw (%n die(s) left)</source>
            <translation>
                <numerusform>Launch pad, %1 to throw (%n die left)</numerusform>
                <numerusform>Launch pad, %1 to throw (%n dice left)</numerusform>
            </translation>
        </message>
        <message>
            <source>the bonus die</source>
            <translation>the bonus die</translation>
        </message>
        <message>
            <source>start %1, %2</source>
            <translation>start %1, %2</translation>
        </message>
        <message>
            <source>dice collected, round %1 begins</source>
            <translation>dice collected, round %1 begins</translation>
        </message>
        <message>
            <source>bonus die at %1</source>
            <translation>bonus die at %1</translation>
        </message>
        <message>
            <source>throw at %1</source>
            <translation>throw at %1</translation>
        </message>
        <message>
            <source>rolling…</source>
            <translation>rolling…</translation>
        </message>
        <message>
            <source>fell off the board</source>
            <translation>fell off the board</translation>
        </message>
        <message>
            <source>stopped short of the line</source>
            <translation>stopped short of the line</translation>
        </message>
        <message numerus="yes">
            <source>came to rest showing %1 on level %2× (%n point(s))</source>
            <translation>
                <numerusform>came to rest showing %1 on level %2× (%n point)</numerusform>
                <numerusform>came to rest showing %1 on level %2× (%n points)</numerusform>
            </translation>
        </message>
        <message>
            <source>knocked %1's die off the board</source>
            <translation>knocked %1's die off the board</translation>
        </message>
        <message>
            <source>pushed %1's die back short of the line</source>
            <translation>pushed %1's die back short of the line</translation>
        </message>
        <message>
            <source>moved %1's die to %2</source>
            <translation>moved %1's die to %2</translation>
        </message>
        <message>
            <source>Perspective View</source>
            <translation>Perspective View</translation>
        </message>
        <message>
            <source>View From Above</source>
            <translation>View From Above</translation>
        </message>
    </context>
    <context>
        <name>tutorial</name>
        <message>
            <source>The board</source>
            <translation>The board</translation>
        </message>
        <message>
            <source>There are no side rails: a die can fall off anywhere.</source>
            <translation>There are no side rails: a die can fall off anywhere.</translation>
        </message>
        <message>
            <source>Your first flick</source>
            <translation>Your first flick</translation>
        </message>
        <message>
            <source>Your die did not get past the line. Pull back a little further.</source>
            <translation>Your die did not get past the line. Pull back a little further.</translation>
        </message>
        <message>
            <source>It counts! A die that stops short of the line is taken away at once and scores nothing.</source>
            <translation>It counts! A die that stops short of the line is taken away at once and scores nothing.</translation>
        </message>
        <message>
            <source>Falling off</source>
            <translation>Falling off</translation>
        </message>
        <message>
            <source>Too hard, and the die flies off the front or over a side: it scores nothing. See for yourself: flick a die hard enough to fall off the board.</source>
            <translation>Too hard, and the die flies off the front or over a side: it scores nothing. See for yourself: flick a die hard enough to fall off the board.</translation>
        </message>
        <message>
            <source>Still on the board. Pull back further for more speed.</source>
            <translation>Still on the board. Pull back further for more speed.</translation>
        </message>
        <message>
            <source>Gone. Dice that fall off stay out until the round is over.</source>
            <translation>Gone. Dice that fall off stay out until the round is over.</translation>
        </message>
        <message>
            <source>Speed, aim and spin</source>
            <translation>Speed, aim and spin</translation>
        </message>
        <message>
            <source>The panel sets a throw exactly: speed, aim in degrees, and spin when you click the small die face. Set 1.75 m/s, aim 0°, and press Throw to land on level 2.</source>
            <translation>The panel sets a throw exactly: speed, aim in degrees, and spin when you click the small die face. Set 1.75 m/s, aim 0°, and press Throw to land on level 2.</translation>
        </message>
        <message>
            <source>Not on level 2. Try 1.75 m/s, straight down the board.</source>
            <translation>Not on level 2. Try 1.75 m/s, straight down the board.</translation>
        </message>
        <message>
            <source>The pegs on levels 2 and 3 bounce dice aside: a small change of aim or speed can end somewhere else.</source>
            <translation>The pegs on levels 2 and 3 bounce dice aside: a small change of aim or speed can end somewhere else.</translation>
        </message>
        <message>
            <source>This is the last die of the round: throw it past the line. Once every die is thrown the round is scored; then press “Collect the dice” to start the next one.</source>
            <translation>This is the last die of the round: throw it past the line. Once every die is thrown the round is scored; then press “Collect the dice” to start the next one.</translation>
        </message>
        <message>
            <source>A die on level 4</source>
            <translation>A die on level 4</translation>
        </message>
        <message>
            <source>Knocking dice</source>
            <translation>Knocking dice</translation>
        </message>
        <message>
            <source>Flick your dice from the launch pad at the back down the wooden steps. A die that stops past the line where 1× begins scores its top face times its level: 1×, 2×, 3×, or 4× on the three small platforms at the front.</source>
            <translation>Flick your dice from the launch pad at the back down the wooden steps. A die that stops past the line where 1× begins scores its top face times its level: 1×, 2×, 3×, or 4× on the three small platforms at the front.</translation>
        </message>
        <message>
            <source>Click the launch pad to place your die, pull back like a slingshot and let go: the longer the pull, the faster the die. Get it past the line where 1× begins.</source>
            <translation>Click the launch pad to place your die, pull back like a slingshot and let go: the longer the pull, the faster the die. Get it past the line where 1× begins.</translation>
        </message>
        <message>
            <source>Thrown dice stay where they stop, as obstacles and as targets. Hit your opponent's die, just past the line, and push it along.</source>
            <translation>Thrown dice stay where they stop, as obstacles and as targets. Hit your opponent's die, just past the line, and push it along.</translation>
        </message>
        <message>
            <source>You missed it. Aim straight at the die, a little harder.</source>
            <translation>You missed it. Aim straight at the die, a little harder.</translation>
        </message>
        <message>
            <source>Hit! A knocked die may land on a better level or fall off: any die, even your own, can be hit.</source>
            <translation>Hit! A knocked die may land on a better level or fall off: any die, even your own, can be hit.</translation>
        </message>
        <message>
            <source>Scoring a round</source>
            <translation>Scoring a round</translation>
        </message>
        <message>
            <source>Throw your last die past the line, then collect the dice.</source>
            <translation>Throw your last die past the line, then collect the dice.</translation>
        </message>
        <message>
            <source>Each die past the line scored face times level; the best score of a round throws first in the next.</source>
            <translation>Each die past the line scored face times level; the best score of a round throws first in the next.</translation>
        </message>
        <message>
            <source>Land a die on one of the three 4× platforms at the front. Your opponent's die is in the way: aim past it, or knock it along.</source>
            <translation>Land a die on one of the three 4× platforms at the front. Your opponent's die is in the way: aim past it, or knock it along.</translation>
        </message>
        <message>
            <source>Not on level 4 yet. Try again: the side platforms are reached with a little aim.</source>
            <translation>Not on level 4 yet. Try again: the side platforms are reached with a little aim.</translation>
        </message>
        <message>
            <source>Perfect: every point on those platforms counts four times. You are ready to play!</source>
            <translation>Perfect: every point on those platforms counts four times. You are ready to play!</translation>
        </message>
    </context>
</TS>