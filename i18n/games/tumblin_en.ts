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
        <source>All of a player&apos;s dice scoring</source>
        <translation>All of a player&apos;s dice scoring</translation>
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
        <source>that player&apos;s points count double</source>
        <translation>that player&apos;s points count double</translation>
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
        <source>Round %1 scored. Collect the dice to go on.</source>
        <translation>Round %1 scored. Collect the dice to go on.</translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n round(s).</source>
        <translation>
            <numerusform>Game over after %n round.</numerusform>
            <numerusform>Game over after %n rounds.</numerusform>
        </translation>
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
        <source>Collect the dice: next round</source>
        <translation>Collect the dice: next round</translation>
    </message>
    <message>
        <source>The throw could not be simulated. Please report this as a bug.</source>
        <extracomment>Drag length (mm of scene) that gives full power. Speeds (m/s) at no and at full power; power^1.5 leaves fine control in the playable band.</extracomment>
        <translation>The throw could not be simulated. Please report this as a bug.</translation>
    </message>
    <message>
        <source>%1&apos;s die fell off the board.</source>
        <translation>%1&apos;s die fell off the board.</translation>
    </message>
    <message>
        <source>%1&apos;s die stopped short of the line.</source>
        <translation>%1&apos;s die stopped short of the line.</translation>
    </message>
    <message>
        <source>%1&apos;s die shows %2 on level %3×: %4 points.</source>
        <translation>%1&apos;s die shows %2 on level %3×: %4 points.</translation>
    </message>
    <message>
        <source>Click the launch pad to place your die, then drag back to aim and let go; the longer the pull, the harder the flick.</source>
        <translation>Click the launch pad to place your die, then drag back to aim and let go; the longer the pull, the harder the flick.</translation>
    </message>
    <message>
        <source>%1 m/s</source>
        <translation>%1 m/s</translation>
    </message>
</context>
</TS>
