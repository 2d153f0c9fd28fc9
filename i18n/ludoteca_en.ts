<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>ChancePlot</name>
        <message>
            <source>Chance</source>
            <extracomment>The player clicked position `index` on the plot.</extracomment>
            <translation>Chance</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Move</translation>
        </message>
        <message>
            <source>? a mistake: the move cost its player at least %1 points of their chance to win against the move the analysis prefers</source>
            <translation>? a mistake: the move cost its player at least %1 points of their chance to win against the move the analysis prefers</translation>
        </message>
        <message>
            <source>?! a dubious move: the move cost its player at least %1 points of their chance to win against the move the analysis prefers</source>
            <translation>?! a dubious move: the move cost its player at least %1 points of their chance to win against the move the analysis prefers</translation>
        </message>
        <message>
            <source>▼ ?! dubious, ? mistake: a move that lost ground</source>
            <translation>▼ ?! dubious, ? mistake: a move that lost ground</translation>
        </message>
        <message>
            <source>Move %1: %2</source>
            <translation>Move %1: %2</translation>
        </message>
    </context>
    <context>
        <name>Finale</name>
        <message>
            <source>New game…</source>
            <extracomment>How long the banner takes to come in at normal animation speed. The banner's width against the board view's, and its least width in pixels. The banner came up for a game's end (the outcome, the scene showing it): the window's win sound. The end position last celebrated (its state object): each end has its moment once.</extracomment>
            <translation>New game…</translation>
        </message>
        <message>
            <source>Review the game</source>
            <translation>Review the game</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>Escape or a click on the board closes this too.</source>
            <translation>Escape or a click on the board closes this too.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <source>Draw!</source>
            <translation>Draw!</translation>
        </message>
        <message>
            <source>%1 wins!</source>
            <translation>%1 wins!</translation>
        </message>
        <message>
            <source>%1 win!</source>
            <translation>%1 win!</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <source>Not yet available</source>
            <extracomment>Arrow keys between the cards, as (dx, dy) in the grid. The player asked for the game's tutorial. An arrow key on the card: (card, dx, dy), for the chooser to move the focus to a neighbour.</extracomment>
            <translation>Not yet available</translation>
        </message>
        <message>
            <source>Learn to Play</source>
            <translation>Learn to Play</translation>
        </message>
        <message>
            <source>A short interactive lesson on %1</source>
            <translation>A short interactive lesson on %1</translation>
        </message>
        <message>
            <source>Start a new game of %1</source>
            <translation>Start a new game of %1</translation>
        </message>
        <message>
            <source>This game is still being built.</source>
            <translation>This game is still being built.</translation>
        </message>
        <message>
            <source>Learn to play %1</source>
            <translation>Learn to play %1</translation>
        </message>
    </context>
    <context>
        <name>GameChooser</name>
        <message>
            <source>Choose a game</source>
            <extracomment>The player asked for a game's tutorial.</extracomment>
            <translation>Choose a game</translation>
        </message>
        <message>
            <source>Play hot-seat with friends at one computer, or against the computer.</source>
            <translation>Play hot-seat with friends at one computer, or against the computer.</translation>
        </message>
    </context>
    <context>
        <name>GameFiles</name>
        <message>
            <source>Ludoteca games (*%1)</source>
            <translation>Ludoteca games (*%1)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>All files (*)</translation>
        </message>
        <message>
            <source>Save Game</source>
            <translation>Save Game</translation>
        </message>
        <message>
            <source>The game could not be saved.</source>
            <translation>The game could not be saved.</translation>
        </message>
        <message>
            <source>Saved to %1</source>
            <translation>Saved to %1</translation>
        </message>
        <message>
            <source>Open Game</source>
            <translation>Open Game</translation>
        </message>
        <message>
            <source>The game %1 is not available in this version.</source>
            <translation>The game %1 is not available in this version.</translation>
        </message>
        <message>
            <source>This file cannot be opened as a Ludoteca game.</source>
            <translation>This file cannot be opened as a Ludoteca game.</translation>
        </message>
        <message>
            <source>%1 is open. Move ▸ Review and Replay (Ctrl+R) replays it move by move.</source>
            <translation>%1 is open. Move ▸ Review and Replay (Ctrl+R) replays it move by move.</translation>
        </message>
        <message>
            <source>Autosave failed: %1</source>
            <translation>Autosave failed: %1</translation>
        </message>
        <message>
            <source>Resume game</source>
            <translation>Resume game</translation>
        </message>
        <message>
            <source>An unfinished game of %1 was saved automatically. Continue it?</source>
            <translation>An unfinished game of %1 was saved automatically. Continue it?</translation>
        </message>
    </context>
    <context>
        <name>GamesTab</name>
        <message>
            <source>Date</source>
            <extracomment>How many games the list reads at a time (the newest first); the next ones when the list is scrolled to its end: a history of years opens at once. What each choice of `SHOWN` asks the store for (`complete`).</extracomment>
            <translation>Date</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Result</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Mode</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Moves</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Duration</translation>
        </message>
        <message>
            <source>The %1 most recent of %2 games are listed: scroll to the end of the list for more, or choose a game or a period above.</source>
            <translation>The %1 most recent of %2 games are listed: scroll to the end of the list for more, or choose a game or a period above.</translation>
        </message>
        <message>
            <source>No unfinished games: a game left before its end waits here, to be continued.</source>
            <translation>No unfinished games: a game left before its end waits here, to be continued.</translation>
        </message>
        <message>
            <source>No games here yet. Every game played to its end, and every game left unfinished, is kept here.</source>
            <translation>No games here yet. Every game played to its end, and every game left unfinished, is kept here.</translation>
        </message>
        <message>
            <source>Stored games, newest first</source>
            <translation>Stored games, newest first</translation>
        </message>
        <message>
            <source>S&amp;how:</source>
            <translation>S&amp;how:</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>All games</translation>
        </message>
        <message>
            <source>Finished games</source>
            <translation>Finished games</translation>
        </message>
        <message>
            <source>Unfinished games</source>
            <translation>Unfinished games</translation>
        </message>
        <message>
            <source>&amp;Replay</source>
            <translation>&amp;Replay</translation>
        </message>
        <message>
            <source>C&amp;ontinue</source>
            <translation>C&amp;ontinue</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>&amp;Export…</translation>
        </message>
        <message>
            <source>&amp;Delete…</source>
            <translation>&amp;Delete…</translation>
        </message>
        <message>
            <source>Open the game in the review, at its first move</source>
            <translation>Open the game in the review, at its first move</translation>
        </message>
        <message>
            <source>Go on playing this unfinished game</source>
            <translation>Go on playing this unfinished game</translation>
        </message>
        <message>
            <source>Save the game as a %1 file</source>
            <translation>Save the game as a %1 file</translation>
        </message>
        <message>
            <source>Remove the game from the history</source>
            <translation>Remove the game from the history</translation>
        </message>
    </context>
    <context>
        <name>HistoryControl</name>
        <message>
            <source>The history cannot be shown.</source>
            <translation>The history cannot be shown.</translation>
        </message>
        <message>
            <source>The history is not kept in this run of Ludoteca.</source>
            <translation>The history is not kept in this run of Ludoteca.</translation>
        </message>
        <message>
            <source>It is no longer in the history.</source>
            <translation>It is no longer in the history.</translation>
        </message>
        <message>
            <source>This game cannot be opened.</source>
            <translation>This game cannot be opened.</translation>
        </message>
        <message>
            <source>Export Game</source>
            <translation>Export Game</translation>
        </message>
        <message>
            <source>The game could not be exported.</source>
            <translation>The game could not be exported.</translation>
        </message>
        <message>
            <source>Delete Game</source>
            <translation>Delete Game</translation>
        </message>
        <message>
            <source>Delete this game from the history? This cannot be undone.</source>
            <translation>Delete this game from the history? This cannot be undone.</translation>
        </message>
        <message>
            <source>The game could not be deleted.</source>
            <translation>The game could not be deleted.</translation>
        </message>
        <message>
            <source>Ludoteca histories (*%1)</source>
            <translation>Ludoteca histories (*%1)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>All files (*)</translation>
        </message>
        <message>
            <source>Export History</source>
            <translation>Export History</translation>
        </message>
        <message>
            <source>The history could not be exported.</source>
            <translation>The history could not be exported.</translation>
        </message>
        <message>
            <source>History exported to %1</source>
            <translation>History exported to %1</translation>
        </message>
        <message>
            <source>Import History</source>
            <translation>Import History</translation>
        </message>
        <message>
            <source>The history cannot be read just now.</source>
            <translation>The history cannot be read just now.</translation>
        </message>
        <message>
            <source>The file is too large to be a Ludoteca history.</source>
            <translation>The file is too large to be a Ludoteca history.</translation>
        </message>
        <message>
            <source>Importing the history…</source>
            <translation>Importing the history…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>The import was cancelled: nothing was added to the history.</source>
            <translation>The import was cancelled: nothing was added to the history.</translation>
        </message>
        <message>
            <source>This file cannot be imported as a Ludoteca history.</source>
            <translation>This file cannot be imported as a Ludoteca history.</translation>
        </message>
        <message>
            <source>Games added to the history: %1.</source>
            <translation>Games added to the history: %1.</translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <source>History and Statistics</source>
            <extracomment>Something went wrong reading or writing the history: a sentence for the status line.</extracomment>
            <translation>History and Statistics</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Game:</translation>
        </message>
        <message>
            <source>&amp;Period:</source>
            <translation>&amp;Period:</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>All games</translation>
        </message>
        <message>
            <source>All time</source>
            <translation>All time</translation>
        </message>
        <message>
            <source>Last 7 days</source>
            <translation>Last 7 days</translation>
        </message>
        <message>
            <source>Last 30 days</source>
            <translation>Last 30 days</translation>
        </message>
        <message>
            <source>Last 12 months</source>
            <translation>Last 12 months</translation>
        </message>
        <message>
            <source>&amp;Statistics</source>
            <translation>&amp;Statistics</translation>
        </message>
        <message>
            <source>Recent Ga&amp;mes</source>
            <translation>Recent Ga&amp;mes</translation>
        </message>
        <message>
            <source>Pla&amp;yers</source>
            <translation>Pla&amp;yers</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>The history changed: its statistics and ratings are being counted again…</source>
            <translation>The history changed: its statistics and ratings are being counted again…</translation>
        </message>
        <message>
            <source>This history can only be read: its folder cannot be written. Its games are shown, but new games are not stored and players cannot be changed.</source>
            <translation>This history can only be read: its folder cannot be written. Its games are shown, but new games are not stored and players cannot be changed.</translation>
        </message>
    </context>
    <context>
        <name>JoinDialog</name>
        <message>
            <source>This code has a typing error: check it against the host's.</source>
            <translation>This code has a typing error: check it against the host's.</translation>
        </message>
        <message>
            <source>Looking for the game…</source>
            <translation>Looking for the game…</translation>
        </message>
        <message>
            <source>The server cannot be reached: %1</source>
            <translation>The server cannot be reached: %1</translation>
        </message>
        <message>
            <source>No game answers to this code yet. Is the host's room open?</source>
            <translation>No game answers to this code yet. Is the host's room open?</translation>
        </message>
        <message>
            <source>%1: %2, %3 seat(s) free.</source>
            <translation>%1: %2, %3 seat(s) free.</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Seat %1</translation>
        </message>
        <message>
            <source>The first free seat</source>
            <translation>The first free seat</translation>
        </message>
        <message>
            <source>Watch the game</source>
            <translation>Watch the game</translation>
        </message>
        <message>
            <source>%1: %2, %3 seat(s) free</source>
            <translation>%1: %2, %3 seat(s) free</translation>
        </message>
        <message>
            <source>Join a network game</source>
            <translation>Join a network game</translation>
        </message>
        <message>
            <source>Games on this network:</source>
            <translation>Games on this network:</translation>
        </message>
        <message>
            <source>Invite code:</source>
            <translation>Invite code:</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Your name:</translation>
        </message>
        <message>
            <source>Seat:</source>
            <translation>Seat:</translation>
        </message>
        <message>
            <source>Server:</source>
            <translation>Server:</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>Join</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
    </context>
    <context>
        <name>MainToolBar</name>
        <message>
            <source>Sound is off: click to turn it on</source>
            <translation>Sound is off: click to turn it on</translation>
        </message>
        <message>
            <source>Sound is on: click to mute it</source>
            <translation>Sound is on: click to mute it</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>This game cannot be started with these settings.</source>
            <extracomment>The first window's size where the screen has room for it.</extracomment>
            <translation>This game cannot be started with these settings.</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1 is thinking…</translation>
        </message>
        <message>
            <source>Computer player</source>
            <translation>Computer player</translation>
        </message>
        <message>
            <source>Hint: %1 (chance to win after it: %2)</source>
            <translation>Hint: %1 (chance to win after it: %2)</translation>
        </message>
        <message>
            <source>The computer player ran into a problem and has been paused.</source>
            <translation>The computer player ran into a problem and has been paused.</translation>
        </message>
        <message>
            <source>Not allowed: %1</source>
            <translation>Not allowed: %1</translation>
        </message>
        <message>
            <source>The computer player chose a move that is not allowed (%1) and has been paused. Please report this as a bug.</source>
            <translation>The computer player chose a move that is not allowed (%1) and has been paused. Please report this as a bug.</translation>
        </message>
        <message>
            <source>About Ludoteca</source>
            <translation>About Ludoteca</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Ludoteca&lt;/h3&gt;&lt;p&gt;Six tabletop games for one computer: play hot-seat with friends or against the computer.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Ludoteca&lt;/h3&gt;&lt;p&gt;Six tabletop games for one computer: play hot-seat with friends or against the computer.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>NetSession</name>
        <message>
            <source>free seat</source>
            <extracomment>How long a guest waits for the host's record of a finished game before the game's end is told anyway. The room's table changed (a dict: seats, who is there, started, waiting). The room refused a move or a request of this screen: an `IllegalMove`-like (code, params). A seat's name changed (a guest joined under its own name). The seats played at this screen by people. A guest's copy of the finished game as the host recorded it (it replays: for the history).</extracomment>
            <translation>free seat</translation>
        </message>
        <message>
            <source>connected</source>
            <translation>connected</translation>
        </message>
        <message>
            <source>reconnecting…</source>
            <translation>reconnecting…</translation>
        </message>
    </context>
    <context>
        <name>NetworkControl</name>
        <message>
            <source>Choose the game to host.</source>
            <extracomment>While this computer serves its room on the home network: the server and its announcement.</extracomment>
            <translation>Choose the game to host.</translation>
        </message>
        <message>
            <source>A network game needs at least one remote seat.</source>
            <translation>A network game needs at least one remote seat.</translation>
        </message>
        <message>
            <source>Set a seat to “Remote player”: its player joins from another computer.</source>
            <translation>Set a seat to “Remote player”: its player joins from another computer.</translation>
        </message>
        <message>
            <source>This game cannot be started with these settings.</source>
            <translation>This game cannot be started with these settings.</translation>
        </message>
        <message>
            <source>%1's %2</source>
            <translation>%1's %2</translation>
        </message>
        <message>
            <source>The room is open: give your friends the code %1.</source>
            <translation>The room is open: give your friends the code %1.</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Network game</translation>
        </message>
        <message>
            <source>You were hosting a network game of %1. Open its room again? Your guests come back by themselves.</source>
            <translation>You were hosting a network game of %1. Open its room again? Your guests come back by themselves.</translation>
        </message>
        <message>
            <source>That is not a server address.</source>
            <translation>That is not a server address.</translation>
        </message>
        <message>
            <source>Write it as mqtt://host:port.</source>
            <translation>Write it as mqtt://host:port.</translation>
        </message>
        <message>
            <source>This computer serves the room on port %1.</source>
            <translation>This computer serves the room on port %1.</translation>
        </message>
        <message>
            <source>Connecting to the game…</source>
            <translation>Connecting to the game…</translation>
        </message>
        <message>
            <source>The host refused to take the move back.</source>
            <translation>The host refused to take the move back.</translation>
        </message>
        <message>
            <source>Join a network game</source>
            <translation>Join a network game</translation>
        </message>
        <message>
            <source>The host closed the room.</source>
            <translation>The host closed the room.</translation>
        </message>
        <message>
            <source>The game is over; the host closed the room.</source>
            <translation>The game is over; the host closed the room.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Player %1</source>
            <translation>Player %1</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Seat %1</translation>
        </message>
        <message>
            <source>Player %1 colour</source>
            <translation>Player %1 colour</translation>
        </message>
        <message>
            <source>Player %1 name</source>
            <translation>Player %1 name</translation>
        </message>
        <message>
            <source>Player %1: human or computer</source>
            <translation>Player %1: human or computer</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Human</translation>
        </message>
        <message>
            <source>Remote player (another computer)</source>
            <translation>Remote player (another computer)</translation>
        </message>
        <message>
            <source>Host a network game – %1</source>
            <extracomment>Hosting a network game: a seat may also be played from another computer. The people the history knows, by name without case (`gui.history.Player`s).</extracomment>
            <translation>Host a network game – %1</translation>
        </message>
        <message>
            <source>New game – %1</source>
            <translation>New game – %1</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Number of players:</source>
            <translation>Number of players:</translation>
        </message>
        <message>
            <source>%1 moves first.</source>
            <translation>%1 moves first.</translation>
        </message>
        <message>
            <source>Variants and options</source>
            <translation>Variants and options</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Network game</translation>
        </message>
        <message>
            <source>Time per turn:</source>
            <translation>Time per turn:</translation>
        </message>
        <message>
            <source>No limit</source>
            <translation>No limit</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>When a player's time for a turn runs out, the computer plays a quick move in their place.</source>
            <translation>When a player's time for a turn runs out, the computer plays a quick move in their place.</translation>
        </message>
        <message>
            <source>The room meets:</source>
            <translation>The room meets:</translation>
        </message>
        <message>
            <source>On the server below (across the internet)</source>
            <translation>On the server below (across the internet)</translation>
        </message>
        <message>
            <source>On this computer (home network)</source>
            <translation>On this computer (home network)</translation>
        </message>
        <message>
            <source>Server:</source>
            <translation>Server:</translation>
        </message>
        <message>
            <source>Start game</source>
            <translation>Start game</translation>
        </message>
        <message>
            <source>Open the room</source>
            <translation>Open the room</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Computer – %1</source>
            <translation>Computer – %1</translation>
        </message>
    </context>
    <context>
        <name>PlayersTab</name>
        <message>
            <source>Name</source>
            <extracomment>A player was added, renamed, changed or forgotten.</extracomment>
            <translation>Name</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Colour</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Language</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Games</translation>
        </message>
        <message>
            <source>Known since</source>
            <translation>Known since</translation>
        </message>
        <message>
            <source>“%1” is what a seat is called when nobody names it: choose a person's name.</source>
            <translation>“%1” is what a seat is called when nobody names it: choose a person's name.</translation>
        </message>
        <message>
            <source>This name cannot be used: it is empty, too long, taken by another player, or the player has games in the history and cannot be forgotten.</source>
            <translation>This name cannot be used: it is empty, too long, taken by another player, or the player has games in the history and cannot be forgotten.</translation>
        </message>
        <message>
            <source>The history cannot be changed just now.</source>
            <translation>The history cannot be changed just now.</translation>
        </message>
        <message>
            <source>Known players</source>
            <translation>Known players</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Name:</translation>
        </message>
        <message>
            <source>Preferred &amp;colour:</source>
            <translation>Preferred &amp;colour:</translation>
        </message>
        <message>
            <source>Preferred &amp;language:</source>
            <translation>Preferred &amp;language:</translation>
        </message>
        <message>
            <source>No preference</source>
            <translation>No preference</translation>
        </message>
        <message>
            <source>The window's language</source>
            <translation>The window's language</translation>
        </message>
        <message>
            <source>&amp;Add as New Player</source>
            <translation>&amp;Add as New Player</translation>
        </message>
        <message>
            <source>Sa&amp;ve Changes</source>
            <translation>Sa&amp;ve Changes</translation>
        </message>
        <message>
            <source>&amp;Forget Player</source>
            <translation>&amp;Forget Player</translation>
        </message>
        <message>
            <source>Only a player without games in the history can be forgotten</source>
            <translation>Only a player without games in the history can be forgotten</translation>
        </message>
    </context>
    <context>
        <name>PrivacyScreen</name>
        <message>
            <source>Pass the device to %1</source>
            <translation>Pass the device to %1</translation>
        </message>
        <message>
            <source>The other players should look away now.</source>
            <translation>The other players should look away now.</translation>
        </message>
        <message>
            <source>I am %1 – show my hand</source>
            <translation>I am %1 – show my hand</translation>
        </message>
    </context>
    <context>
        <name>ReviewDock</name>
        <message>
            <source>Review</source>
            <translation>Review</translation>
        </message>
        <message>
            <source>The analysis ran into a problem.</source>
            <translation>The analysis ran into a problem.</translation>
        </message>
        <message>
            <source>Analysing…</source>
            <translation>Analysing…</translation>
        </message>
        <message>
            <source>Step through the game, or analyse it to see each player's chance to win.</source>
            <translation>Step through the game, or analyse it to see each player's chance to win.</translation>
        </message>
        <message>
            <source>Chances to win: %1.</source>
            <translation>Chances to win: %1.</translation>
        </message>
        <message>
            <source>Next move %1 (%2) leaves %3 a chance of %4; the analysis prefers %5 (%6).</source>
            <translation>Next move %1 (%2) leaves %3 a chance of %4; the analysis prefers %5 (%6).</translation>
        </message>
        <message>
            <source>Export Moves</source>
            <translation>Export Moves</translation>
        </message>
        <message>
            <source>Text files (*.txt)</source>
            <translation>Text files (*.txt)</translation>
        </message>
        <message>
            <source>The moves could not be exported.</source>
            <translation>The moves could not be exported.</translation>
        </message>
        <message>
            <source>Moves exported to %1</source>
            <translation>Moves exported to %1</translation>
        </message>
    </context>
    <context>
        <name>ReviewPanel</name>
        <message>
            <source>Analyse Game</source>
            <extracomment>The player picked a position (by the plot, the slider or the step buttons).</extracomment>
            <translation>Analyse Game</translation>
        </message>
        <message>
            <source>Evaluate every position: each player's chance to win, move by move</source>
            <translation>Evaluate every position: each player's chance to win, move by move</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Stop</translation>
        </message>
        <message>
            <source>Export Moves…</source>
            <translation>Export Moves…</translation>
        </message>
        <message>
            <source>Start of the game</source>
            <translation>Start of the game</translation>
        </message>
        <message>
            <source>One move back</source>
            <translation>One move back</translation>
        </message>
        <message>
            <source>One move forward</source>
            <translation>One move forward</translation>
        </message>
        <message>
            <source>Last move</source>
            <translation>Last move</translation>
        </message>
        <message>
            <source>Position in the game</source>
            <translation>Position in the game</translation>
        </message>
        <message>
            <source>Chances to win</source>
            <translation>Chances to win</translation>
        </message>
        <message>
            <source>Each player's chance to win after every move; click to go there</source>
            <translation>Each player's chance to win after every move; click to go there</translation>
        </message>
        <message>
            <source>%1 / %2</source>
            <translation>%1 / %2</translation>
        </message>
    </context>
    <context>
        <name>RoomPanel</name>
        <message>
            <source>Connecting…</source>
            <translation>Connecting…</translation>
        </message>
        <message>
            <source>Waiting for players: %1 seat(s) free.</source>
            <translation>Waiting for players: %1 seat(s) free.</translation>
        </message>
        <message>
            <source>Everybody is here: start the game.</source>
            <translation>Everybody is here: start the game.</translation>
        </message>
        <message>
            <source>Everybody is here: the host starts the game.</source>
            <translation>Everybody is here: the host starts the game.</translation>
        </message>
        <message>
            <source>Waiting for %1 (reconnecting…)</source>
            <translation>Waiting for %1 (reconnecting…)</translation>
        </message>
        <message>
            <source>Spectator</source>
            <translation>Spectator</translation>
        </message>
        <message>
            <source>%1 asks to take back their last move.</source>
            <translation>%1 asks to take back their last move.</translation>
        </message>
        <message>
            <source>Waiting for the host (reconnecting…)</source>
            <translation>Waiting for the host (reconnecting…)</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Network game</translation>
        </message>
        <message>
            <source>Invite code:</source>
            <translation>Invite code:</translation>
        </message>
        <message>
            <source>Invite code</source>
            <translation>Invite code</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copy</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>Start the game</translation>
        </message>
        <message>
            <source>Say something to the table…</source>
            <translation>Say something to the table…</translation>
        </message>
        <message>
            <source>Chat message</source>
            <translation>Chat message</translation>
        </message>
        <message>
            <source>Chat</source>
            <translation>Chat</translation>
        </message>
        <message>
            <source>Allow</source>
            <translation>Allow</translation>
        </message>
        <message>
            <source>Refuse</source>
            <translation>Refuse</translation>
        </message>
        <message>
            <source>React with %1</source>
            <translation>React with %1</translation>
        </message>
    </context>
    <context>
        <name>RulesBrowser</name>
        <message>
            <source>Each game's own keys</source>
            <extracomment>The list entries of the Keyboard page and the network page (game entries hold their game's id).</extracomment>
            <translation>Each game's own keys</translation>
        </message>
        <message>
            <source>The rules of this game are not written yet.</source>
            <extracomment>The player asked for the shown game's tutorial.</extracomment>
            <translation>The rules of this game are not written yet.</translation>
        </message>
        <message>
            <source>These rules are not translated yet; they are shown in English.</source>
            <translation>These rules are not translated yet; they are shown in English.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>Learn to Play</source>
            <translation>Learn to Play</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Keyboard</translation>
        </message>
        <message>
            <source>Playing over the network</source>
            <translation>Playing over the network</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Preferences</source>
            <translation>Preferences</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Off</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Fast</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Slow</translation>
        </message>
        <message>
            <source>Like the desktop</source>
            <translation>Like the desktop</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Light</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Dark</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>High contrast</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Colour-blind safe, with marks</source>
            <translation>Colour-blind safe, with marks</translation>
        </message>
        <message>
            <source>Hide hands between turns</source>
            <translation>Hide hands between turns</translation>
        </message>
        <message>
            <source>Save the running game automatically</source>
            <translation>Save the running game automatically</translation>
        </message>
        <message>
            <source>Longer looks deeper; a game's analysis takes this long per move</source>
            <translation>Longer looks deeper; a game's analysis takes this long per move</translation>
        </message>
        <message>
            <source>Mute sound</source>
            <translation>Mute sound</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Language:</translation>
        </message>
        <message>
            <source>Computer thinking time:</source>
            <translation>Computer thinking time:</translation>
        </message>
        <message>
            <source>Analysis time per position:</source>
            <translation>Analysis time per position:</translation>
        </message>
        <message>
            <source>Theme:</source>
            <translation>Theme:</translation>
        </message>
        <message>
            <source>Piece colours:</source>
            <translation>Piece colours:</translation>
        </message>
        <message>
            <source>Animation speed:</source>
            <translation>Animation speed:</translation>
        </message>
        <message>
            <source>Sound volume:</source>
            <translation>Sound volume:</translation>
        </message>
    </context>
    <context>
        <name>SidePanel</name>
        <message>
            <source>Human</source>
            <translation>Human</translation>
        </message>
        <message>
            <source>Remote player</source>
            <extracomment>The player typed (or pasted) a move's notation and pressed Enter. What screen readers were last told (the move list's newest entry); for tests and for saying it again.</extracomment>
            <translation>Remote player</translation>
        </message>
        <message>
            <source>%1 to move</source>
            <translation>%1 to move</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Moves</translation>
        </message>
        <message>
            <source>Every move of the game so far, the newest last</source>
            <translation>Every move of the game so far, the newest last</translation>
        </message>
        <message>
            <source>Type a move</source>
            <translation>Type a move</translation>
        </message>
        <message>
            <source>Start of the game</source>
            <translation>Start of the game</translation>
        </message>
        <message>
            <source>Type a move and press Enter</source>
            <translation>Type a move and press Enter</translation>
        </message>
        <message>
            <source>A move in the game's notation, as in the move list</source>
            <translation>A move in the game's notation, as in the move list</translation>
        </message>
    </context>
    <context>
        <name>StatisticsTab</name>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Best score</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>Average score</translation>
        </message>
        <message>
            <source>Longest winning streak</source>
            <translation>Longest winning streak</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Rating</translation>
        </message>
        <message>
            <source>%1 ± %2</source>
            <translation>%1 ± %2</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Played</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Won</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Lost</translation>
        </message>
        <message>
            <source>Drawn</source>
            <translation>Drawn</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Win rate</translation>
        </message>
        <message numerus="yes">
            <source>Of these, %n game(s) with every seat theirs: neither won nor lost.</source>
            <translation>
                <numerusform>Of these, %n game with every seat theirs: neither won nor lost.</numerusform>
                <numerusform>Of these, %n games with every seat theirs: neither won nor lost.</numerusform>
            </translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Games</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Mode</translation>
        </message>
        <message>
            <source>Against</source>
            <translation>Against</translation>
        </message>
        <message>
            <source>Results of %1</source>
            <translation>Results of %1</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Results</translation>
        </message>
        <message>
            <source>Rating of %1</source>
            <translation>Rating of %1</translation>
        </message>
        <message>
            <source>%1, game %2 (%3): rating %4 ± %5</source>
            <translation>%1, game %2 (%3): rating %4 ± %5</translation>
        </message>
        <message>
            <source>A computer level keeps a fixed rating, measured in matches between the levels.</source>
            <translation>A computer level keeps a fixed rating, measured in matches between the levels.</translation>
        </message>
        <message>
            <source>No rated game yet: ratings come from finished games.</source>
            <translation>No rated game yet: ratings come from finished games.</translation>
        </message>
        <message>
            <source>Glicko-2 rating after each game played (new players start at 1500). Choose one game above to see how sure each rating is and to compare with the computer levels.</source>
            <translation>Glicko-2 rating after each game played (new players start at 1500). Choose one game above to see how sure each rating is and to compare with the computer levels.</translation>
        </message>
        <message>
            <source>Glicko-2 rating after each game played; the shaded band is ± twice the rating deviation (narrower: surer), the dashed lines are the computer levels.</source>
            <translation>Glicko-2 rating after each game played; the shaded band is ± twice the rating deviation (narrower: surer), the dashed lines are the computer levels.</translation>
        </message>
        <message>
            <source>Games played</source>
            <translation>Games played</translation>
        </message>
        <message>
            <source>Players and their results</source>
            <translation>Players and their results</translation>
        </message>
        <message>
            <source>Results against each opponent</source>
            <translation>Results against each opponent</translation>
        </message>
        <message>
            <source>Rating after each game</source>
            <translation>Rating after each game</translation>
        </message>
        <message>
            <source>No finished games here yet. Every game played to its end is kept, with its players, result and moves.</source>
            <translation>No finished games here yet. Every game played to its end is kept, with its players, result and moves.</translation>
        </message>
        <message>
            <source>Results and rating</source>
            <extracomment>Above this many games a line is drawn without its dots (they would run together). The narrowest the rating plot is beside the results (below that each has a tab).</extracomment>
            <translation>Results and rating</translation>
        </message>
        <message>
            <source>Most played modes</source>
            <translation>Most played modes</translation>
        </message>
    </context>
    <context>
        <name>TutorialPage</name>
        <message>
            <source>Learn to play %1</source>
            <extracomment>Pause before the other side's scripted answer, so the learner sees their own move land (milliseconds).</extracomment>
            <translation>Learn to play %1</translation>
        </message>
        <message>
            <source>Show Me</source>
            <translation>Show Me</translation>
        </message>
        <message>
            <source>Start Step Again</source>
            <translation>Start Step Again</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Back</translation>
        </message>
        <message>
            <source>Leave the Tutorial</source>
            <translation>Leave the Tutorial</translation>
        </message>
        <message>
            <source>Try again: %1</source>
            <translation>Try again: %1</translation>
        </message>
        <message>
            <source>Well done!</source>
            <translation>Well done!</translation>
        </message>
        <message>
            <source>Good. Go on.</source>
            <translation>Good. Go on.</translation>
        </message>
        <message>
            <source>Watch the move on the board.</source>
            <translation>Watch the move on the board.</translation>
        </message>
        <message>
            <source>Now make that move yourself.</source>
            <translation>Now make that move yourself.</translation>
        </message>
        <message>
            <source>Step %1 of %2</source>
            <translation>Step %1 of %2</translation>
        </message>
        <message>
            <source>Challenge: %1</source>
            <translation>Challenge: %1</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Finish</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Next</translation>
        </message>
    </context>
    <context>
        <name>WindowMenus</name>
        <message>
            <source>&amp;Game</source>
            <extracomment>The keys of each window action (`act_&lt;name&gt;`): the platform's standard keys where there are some. Plain letters other than P and ? are the board's (h/j/k/l move its cursor); Ctrl+Q quits where the platform has no key for it. The Keyboard help page lists them from here, as this keyboard names them.</extracomment>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <source>&amp;Move</source>
            <translation>&amp;Move</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <source>&amp;Full Screen</source>
            <translation>&amp;Full Screen</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Settings</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Language</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;New Game…</source>
            <translation>&amp;New Game…</translation>
        </message>
        <message>
            <source>&amp;Choose Another Game</source>
            <translation>&amp;Choose Another Game</translation>
        </message>
        <message>
            <source>&amp;Restart</source>
            <translation>&amp;Restart</translation>
        </message>
        <message>
            <source>&amp;Join Network Game…</source>
            <translation>&amp;Join Network Game…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Open…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Save</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>Save &amp;As…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Undo</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Redo</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Hint</translation>
        </message>
        <message>
            <source>&amp;Pause Computer Players</source>
            <translation>&amp;Pause Computer Players</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Rules</translation>
        </message>
        <message>
            <source>&amp;Keyboard</source>
            <translation>&amp;Keyboard</translation>
        </message>
        <message>
            <source>&amp;About Ludoteca</source>
            <translation>&amp;About Ludoteca</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Preferences…</translation>
        </message>
        <message>
            <source>&amp;Animations</source>
            <translation>&amp;Animations</translation>
        </message>
        <message>
            <source>Animation Spee&amp;d</source>
            <translation>Animation Spee&amp;d</translation>
        </message>
        <message>
            <source>T&amp;heme</source>
            <translation>T&amp;heme</translation>
        </message>
        <message>
            <source>Hide Hands Between &amp;Turns</source>
            <translation>Hide Hands Between &amp;Turns</translation>
        </message>
        <message>
            <source>&amp;Mute Sound</source>
            <translation>&amp;Mute Sound</translation>
        </message>
        <message>
            <source>&amp;History and Statistics…</source>
            <translation>&amp;History and Statistics…</translation>
        </message>
        <message>
            <source>Con&amp;tinue an Unfinished Game…</source>
            <translation>Con&amp;tinue an Unfinished Game…</translation>
        </message>
        <message>
            <source>E&amp;xport History…</source>
            <translation>E&amp;xport History…</translation>
        </message>
        <message>
            <source>&amp;Import History…</source>
            <translation>&amp;Import History…</translation>
        </message>
        <message>
            <source>&amp;Fast</source>
            <translation>&amp;Fast</translation>
        </message>
        <message>
            <source>Host Net&amp;work Game…</source>
            <translation>Host Net&amp;work Game…</translation>
        </message>
        <message>
            <source>&amp;Normal</source>
            <translation>&amp;Normal</translation>
        </message>
        <message>
            <source>S&amp;low</source>
            <translation>S&amp;low</translation>
        </message>
        <message>
            <source>Like the &amp;Desktop</source>
            <translation>Like the &amp;Desktop</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>&amp;Light</translation>
        </message>
        <message>
            <source>Dar&amp;k</source>
            <translation>Dar&amp;k</translation>
        </message>
        <message>
            <source>&amp;High Contrast</source>
            <translation>&amp;High Contrast</translation>
        </message>
        <message>
            <source>&amp;Colour-Blind Palette</source>
            <translation>&amp;Colour-Blind Palette</translation>
        </message>
        <message>
            <source>Show &amp;Side Panel</source>
            <translation>Show &amp;Side Panel</translation>
        </message>
        <message>
            <source>Show Tool&amp;bar</source>
            <translation>Show Tool&amp;bar</translation>
        </message>
        <message>
            <source>&amp;Analyse Game</source>
            <translation>&amp;Analyse Game</translation>
        </message>
        <message>
            <source>Re&amp;view and Replay</source>
            <translation>Re&amp;view and Replay</translation>
        </message>
        <message>
            <source>&amp;Learn to Play…</source>
            <translation>&amp;Learn to Play…</translation>
        </message>
    </context>
    <context>
        <name>history</name>
        <message>
            <source>The game could not be added to the history: its folder cannot be used.</source>
            <translation>The game could not be added to the history: its folder cannot be used.</translation>
        </message>
        <message>
            <source>The game could not be written to the history yet; it will be tried again after the next game.</source>
            <translation>The game could not be written to the history yet; it will be tried again after the next game.</translation>
        </message>
        <message>
            <source>Another program kept the history file locked: it was kept aside and a new history started.</source>
            <extracomment>What the store's problems mean to the player: the first mark found in them gives the sentence.</extracomment>
            <translation>Another program kept the history file locked: it was kept aside and a new history started.</translation>
        </message>
        <message>
            <source>The history file comes from a newer Ludoteca: it was kept aside and a new history started.</source>
            <translation>The history file comes from a newer Ludoteca: it was kept aside and a new history started.</translation>
        </message>
        <message>
            <source>Damaged games that could not be written to the history were kept aside in its folder.</source>
            <translation>Damaged games that could not be written to the history were kept aside in its folder.</translation>
        </message>
        <message>
            <source>An unreadable history file was kept aside and a new history started.</source>
            <translation>An unreadable history file was kept aside and a new history started.</translation>
        </message>
        <message>
            <source>Damaged games were left out of the export.</source>
            <translation>Damaged games were left out of the export.</translation>
        </message>
        <message>
            <source>Some stored games or players are damaged and are left out.</source>
            <translation>Some stored games or players are damaged and are left out.</translation>
        </message>
        <message>
            <source>The history cannot be read just now.</source>
            <translation>The history cannot be read just now.</translation>
        </message>
        <message>
            <source>The history's folder cannot be written, so the history is only read: this game is not stored in it.</source>
            <translation>The history's folder cannot be written, so the history is only read: this game is not stored in it.</translation>
        </message>
        <message>
            <source>The game could not be added to the history.</source>
            <translation>The game could not be added to the history.</translation>
        </message>
        <message>
            <source>%1%</source>
            <translation>%1%</translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 min</translation>
        </message>
        <message>
            <source>%1 h %2 min</source>
            <translation>%1 h %2 min</translation>
        </message>
        <message>
            <source>Unfinished</source>
            <translation>Unfinished</translation>
        </message>
        <message>
            <source>%1 wins.</source>
            <translation>%1 wins.</translation>
        </message>
        <message>
            <source>%1, %2, wins.</source>
            <translation>%1, %2, wins.</translation>
        </message>
        <message>
            <source>Winners: %1.</source>
            <translation>Winners: %1.</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
        <message>
            <source>%1 players</source>
            <translation>%1 players</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>yes</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>standard rules</source>
            <translation>standard rules</translation>
        </message>
    </context>
    <context>
        <name>levels</name>
        <message>
            <source>Easy</source>
            <translation>Easy</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Hard</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>The game is won.</source>
            <extracomment>Seat i always plays colours[i] (Abalone: Black moves first), so a colour chosen for a player decides their seat: the new-game dialog seats the players in colour order. Hot-seat games with hands that the other players must not see. Whether `legal_moves()` enumerates every move (False for continuous throws). The key of an int option giving each player's minutes on a game clock (0: no clock), for games that offer one; the GUI keeps the time and plays `state.flag_move(seat)` when a clock runs out. False for a game listed in the chooser whose engine is not built yet. The game's own `Outcome.reason` codes -&gt; sentence (marked with QT_TRANSLATE_NOOP("reasons", ...)). The game's own `IllegalMove.code`s -&gt; sentence (marked with QT_TRANSLATE_NOOP("refusals", ...)); a sentence names its parameters %1, %2, …. The common codes are in `COMMON_REFUSALS`. Sentences for the common reason codes, shown by the GUI at the end of a game.</extracomment>
            <translation>The game is won.</translation>
        </message>
        <message>
            <source>The game ends in a draw.</source>
            <translation>The game ends in a draw.</translation>
        </message>
        <message>
            <source>The game ends on points.</source>
            <translation>The game ends on points.</translation>
        </message>
        <message>
            <source>Time ran out.</source>
            <translation>Time ran out.</translation>
        </message>
        <message>
            <source>A player resigned.</source>
            <translation>A player resigned.</translation>
        </message>
        <message>
            <source>The move limit was reached.</source>
            <translation>The move limit was reached.</translation>
        </message>
        <message>
            <source>The position was repeated too often.</source>
            <translation>The position was repeated too often.</translation>
        </message>
    </context>
    <context>
        <name>refusals</name>
        <message>
            <source>The game is over: no more moves can be made.</source>
            <extracomment>Version of the state envelope written by `GameState.to_json`. Sentences for the common refusal codes, shown by the GUI when a move is refused.</extracomment>
            <translation>The game is over: no more moves can be made.</translation>
        </message>
        <message>
            <source>That is not a move of this game.</source>
            <translation>That is not a move of this game.</translation>
        </message>
        <message>
            <source>A move must be given as text.</source>
            <translation>A move must be given as text.</translation>
        </message>
        <message>
            <source>That text is not a move in this game's notation.</source>
            <translation>That text is not a move in this game's notation.</translation>
        </message>
        <message>
            <source>That move is not allowed in this position.</source>
            <translation>That move is not allowed in this position.</translation>
        </message>
        <message>
            <source>That move is allowed, but this step asks for another one.</source>
            <extracomment>Refusal codes of a tutorial (context "refusals" of the shell catalog).</extracomment>
            <translation>That move is allowed, but this step asks for another one.</translation>
        </message>
        <message>
            <source>That did not reach the goal of this step.</source>
            <translation>That did not reach the goal of this step.</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <extracomment>The largest room save read back. What the room says when it refuses something (context "refusals"; the engine's own codes have theirs).</extracomment>
            <translation>The game has not started yet.</translation>
        </message>
        <message>
            <source>The game waits for a player who is reconnecting.</source>
            <translation>The game waits for a player who is reconnecting.</translation>
        </message>
        <message>
            <source>Another move was played first.</source>
            <translation>Another move was played first.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <source>That seat is played from another computer.</source>
            <translation>That seat is played from another computer.</translation>
        </message>
        <message>
            <source>Spectators cannot move.</source>
            <translation>Spectators cannot move.</translation>
        </message>
        <message>
            <source>The game has no free seat.</source>
            <translation>The game has no free seat.</translation>
        </message>
        <message>
            <source>That seat has just been taken.</source>
            <translation>That seat has just been taken.</translation>
        </message>
    </context>
    <context>
        <name>review</name>
        <message>
            <source>%1%</source>
            <translation>%1%</translation>
        </message>
    </context>
    <context>
        <name>saves</name>
        <message>
            <source>Move %1 (%2) is not allowed: %3</source>
            <extracomment>What `QSaveFile` leaves behind when the app is killed while writing `name.ludoteca` (where the file system cannot make unnamed temporary files): `name.ludoteca.` and six random characters. A temporary file this old is not being written by a running copy of the app. Files larger than this are refused before reading (a real save is a few hundred kB at most).</extracomment>
            <translation>Move %1 (%2) is not allowed: %3</translation>
        </message>
        <message>
            <source>This is not a file that a game can be saved in.</source>
            <translation>This is not a file that a game can be saved in.</translation>
        </message>
        <message>
            <source>The file is too large to be a saved game.</source>
            <translation>The file is too large to be a saved game.</translation>
        </message>
        <message>
            <source>The file is not a text file.</source>
            <translation>The file is not a text file.</translation>
        </message>
        <message>
            <source>The saved players do not match the game's seats.</source>
            <translation>The saved players do not match the game's seats.</translation>
        </message>
    </context>
    <context>
        <name>setup</name>
        <message>
            <source>Player %1</source>
            <extracomment>A seat's default name, "Player 2" (context "setup").</extracomment>
            <translation>Player %1</translation>
        </message>
    </context>
    <context>
        <name>texts</name>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n player</numerusform>
                <numerusform>%n players</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 or %2 players</source>
            <translation>%1 or %2 players</translation>
        </message>
        <message>
            <source>%1–%2 players</source>
            <translation>%1–%2 players</translation>
        </message>
        <message>
            <source>Draw.</source>
            <translation>Draw.</translation>
        </message>
        <message>
            <source>%1 wins.</source>
            <translation>%1 wins.</translation>
        </message>
        <message>
            <source>%1 win.</source>
            <translation>%1 win.</translation>
        </message>
    </context>
</TS>