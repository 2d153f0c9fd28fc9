<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>GameCard</name>
    <message>
        <source>Not yet available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is still being built.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameChooser</name>
    <message>
        <source>Choose a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play hot-seat with friends at one computer, or against the computer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Choose Another Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause Computer Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Ludoteca</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privacy Screen Between &amp;Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer player ran into a problem and has been paused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ludoteca games (*%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file cannot be opened as a Ludoteca game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unfinished game of %1 was saved automatically. Continue it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Ludoteca</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ludoteca&lt;/h3&gt;&lt;p&gt;Six tabletop games for one computer: play hot-seat with friends or against the computer.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer – %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game – %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variants and options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the device to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other players should look away now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1 – show my tiles</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>The rules of this game are not written yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules are not translated yet; they are shown in English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animate moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide hands between hot-seat turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the running game automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer thinking time:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Balance DUELS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dice race along a balance arm that must never tip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abalone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push six of your opponent&apos;s marbles off the hexagonal board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EQUILIBRIX Combact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim territory with shaped pieces on a Flower-of-Life board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tumblin-Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flick dice down a stepped board and land them on the best level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triple Domino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match the numbers of 56 triangular tiles and build bonus shapes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halma and Chinese checkers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hop your whole army across the board into the opposite corner.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>The game is won.</source>
        <extracomment>Version of the state envelope written by `GameState.to_json`. Hot-seat games with hands that the other players must not see. Whether `legal_moves()` enumerates every move (False for continuous throws). False for a game listed in the chooser whose engine is not built yet. The game&apos;s own `Outcome.reason` codes -&gt; sentence (marked with QT_TRANSLATE_NOOP(&quot;reasons&quot;, ...)). Sentences for the common reason codes, shown by the GUI at the end of a game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends in a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends on points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time ran out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player resigned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move limit was reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position was repeated too often.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setup</name>
    <message>
        <source>Player %1</source>
        <extracomment>Seat colours for games that define none (Okabe-Ito, readable for colour-blind players).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
