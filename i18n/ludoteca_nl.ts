<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
    <context>
        <name>ChancePlot</name>
        <message>
            <source>Chance</source>
            <extracomment>The player clicked position `index` on the plot.</extracomment>
            <translation>Kans</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Zet</translation>
        </message>
        <message>
            <source>? a mistake: the move cost its player at least %1 points of their chance to win against the move the analysis prefers</source>
            <translation>? een fout: de zet kostte de speler minstens %1 procentpunten winkans tegenover de zet die de analyse verkiest</translation>
        </message>
        <message>
            <source>?! a dubious move: the move cost its player at least %1 points of their chance to win against the move the analysis prefers</source>
            <translation>?! een twijfelachtige zet: de zet kostte de speler minstens %1 procentpunten winkans tegenover de zet die de analyse verkiest</translation>
        </message>
        <message>
            <source>▼ ?! dubious, ? mistake: a move that lost ground</source>
            <translation>▼ ?! twijfelachtig, ? fout: een zet die terrein verloor</translation>
        </message>
        <message>
            <source>Move %1: %2</source>
            <translation>Zet %1: %2</translation>
        </message>
    </context>
    <context>
        <name>Finale</name>
        <message>
            <source>New game…</source>
            <extracomment>How long the banner takes to come in at normal animation speed. The banner's width against the board view's, and its least width in pixels. The banner came up for a game's end (the outcome, the scene showing it): the window's win sound. The end position last celebrated (its state object): each end has its moment once.</extracomment>
            <translation>Nieuw spel…</translation>
        </message>
        <message>
            <source>Review the game</source>
            <translation>Partij naspelen</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Sluiten</translation>
        </message>
        <message>
            <source>Escape or a click on the board closes this too.</source>
            <translation>Escape of een klik op het bord sluit dit ook.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Het spel is voorbij.</translation>
        </message>
        <message>
            <source>Draw!</source>
            <translation>Gelijkspel!</translation>
        </message>
        <message>
            <source>%1 wins!</source>
            <translation>%1 wint!</translation>
        </message>
        <message>
            <source>%1 win!</source>
            <translation>%1 winnen!</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <source>Not yet available</source>
            <extracomment>Arrow keys between the cards, as (dx, dy) in the grid. The player asked for the game's tutorial. An arrow key on the card: (card, dx, dy), for the chooser to move the focus to a neighbour.</extracomment>
            <translation>Nog niet beschikbaar</translation>
        </message>
        <message>
            <source>Learn to Play</source>
            <translation>Leer spelen</translation>
        </message>
        <message>
            <source>A short interactive lesson on %1</source>
            <translation>Een korte interactieve les over %1</translation>
        </message>
        <message>
            <source>Start a new game of %1</source>
            <translation>Een nieuw spel %1 beginnen</translation>
        </message>
        <message>
            <source>This game is still being built.</source>
            <translation>Aan dit spel wordt nog gewerkt.</translation>
        </message>
        <message>
            <source>Learn to play %1</source>
            <translation>Leer %1 spelen</translation>
        </message>
    </context>
    <context>
        <name>GameChooser</name>
        <message>
            <source>Choose a game</source>
            <extracomment>The player asked for a game's tutorial.</extracomment>
            <translation>Kies een spel</translation>
        </message>
        <message>
            <source>Play hot-seat with friends at one computer, or against the computer.</source>
            <translation>Speel met vrienden om beurten aan één computer, of tegen de computer.</translation>
        </message>
    </context>
    <context>
        <name>GameFiles</name>
        <message>
            <source>Ludoteca games (*%1)</source>
            <translation>Ludoteca-spellen (*%1)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Alle bestanden (*)</translation>
        </message>
        <message>
            <source>Save Game</source>
            <translation>Spel opslaan</translation>
        </message>
        <message>
            <source>The game could not be saved.</source>
            <translation>Het spel kon niet worden opgeslagen.</translation>
        </message>
        <message>
            <source>Saved to %1</source>
            <translation>Opgeslagen in %1</translation>
        </message>
        <message>
            <source>Open Game</source>
            <translation>Spel openen</translation>
        </message>
        <message>
            <source>The game %1 is not available in this version.</source>
            <translation>Het spel %1 is in deze versie niet beschikbaar.</translation>
        </message>
        <message>
            <source>This file cannot be opened as a Ludoteca game.</source>
            <translation>Dit bestand kan niet als Ludoteca-spel worden geopend.</translation>
        </message>
        <message>
            <source>%1 is open. Move ▸ Review and Replay (Ctrl+R) replays it move by move.</source>
            <translation>%1 is geopend. Zet ▸ Terugblik en herhaling (Ctrl+R) speelt de partij zet voor zet na.</translation>
        </message>
        <message>
            <source>Autosave failed: %1</source>
            <translation>Automatisch opslaan mislukt: %1</translation>
        </message>
        <message>
            <source>Resume game</source>
            <translation>Spel hervatten</translation>
        </message>
        <message>
            <source>An unfinished game of %1 was saved automatically. Continue it?</source>
            <translation>Een onafgemaakt spel %1 is automatisch bewaard. Wil je het voortzetten?</translation>
        </message>
    </context>
    <context>
        <name>GamesTab</name>
        <message>
            <source>Date</source>
            <extracomment>How many games the list reads at a time (the newest first); the next ones when the list is scrolled to its end: a history of years opens at once. What each choice of `SHOWN` asks the store for (`complete`).</extracomment>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spel</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spelers</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Uitslag</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Modus</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Zetten</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Duur</translation>
        </message>
        <message>
            <source>The %1 most recent of %2 games are listed: scroll to the end of the list for more, or choose a game or a period above.</source>
            <translation>De %1 recentste van %2 partijen staan in de lijst: scrol naar het einde van de lijst voor meer, of kies hierboven een spel of een periode.</translation>
        </message>
        <message>
            <source>No unfinished games: a game left before its end waits here, to be continued.</source>
            <translation>Geen onafgemaakte spellen: een spel dat voor het einde is verlaten, wacht hier om te worden voortgezet.</translation>
        </message>
        <message>
            <source>No games here yet. Every game played to its end, and every game left unfinished, is kept here.</source>
            <translation>Hier staan nog geen spellen. Elk uitgespeeld spel en elk onafgemaakt verlaten spel wordt hier bewaard.</translation>
        </message>
        <message>
            <source>Stored games, newest first</source>
            <translation>Bewaarde spellen, nieuwste eerst</translation>
        </message>
        <message>
            <source>S&amp;how:</source>
            <translation>T&amp;onen:</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Alle spellen</translation>
        </message>
        <message>
            <source>Finished games</source>
            <translation>Uitgespeelde spellen</translation>
        </message>
        <message>
            <source>Unfinished games</source>
            <translation>Onafgemaakte spellen</translation>
        </message>
        <message>
            <source>&amp;Replay</source>
            <translation>&amp;Naspelen</translation>
        </message>
        <message>
            <source>C&amp;ontinue</source>
            <translation>&amp;Hervatten</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>E&amp;xporteren…</translation>
        </message>
        <message>
            <source>&amp;Delete…</source>
            <translation>&amp;Verwijderen…</translation>
        </message>
        <message>
            <source>Open the game in the review, at its first move</source>
            <translation>Het spel openen in de terugblik, bij de eerste zet</translation>
        </message>
        <message>
            <source>Go on playing this unfinished game</source>
            <translation>Dit onafgemaakte spel verder spelen</translation>
        </message>
        <message>
            <source>Save the game as a %1 file</source>
            <translation>Het spel opslaan als %1-bestand</translation>
        </message>
        <message>
            <source>Remove the game from the history</source>
            <translation>Het spel uit de geschiedenis verwijderen</translation>
        </message>
    </context>
    <context>
        <name>HistoryControl</name>
        <message>
            <source>The history cannot be shown.</source>
            <translation>De geschiedenis kan niet worden getoond.</translation>
        </message>
        <message>
            <source>The history is not kept in this run of Ludoteca.</source>
            <translation>In deze sessie van Ludoteca wordt geen geschiedenis bijgehouden.</translation>
        </message>
        <message>
            <source>It is no longer in the history.</source>
            <translation>Het staat niet meer in de geschiedenis.</translation>
        </message>
        <message>
            <source>This game cannot be opened.</source>
            <translation>Dit spel kan niet worden geopend.</translation>
        </message>
        <message>
            <source>Export Game</source>
            <translation>Spel exporteren</translation>
        </message>
        <message>
            <source>The game could not be exported.</source>
            <translation>Het spel kon niet worden geëxporteerd.</translation>
        </message>
        <message>
            <source>Delete Game</source>
            <translation>Spel verwijderen</translation>
        </message>
        <message>
            <source>Delete this game from the history? This cannot be undone.</source>
            <translation>Dit spel uit de geschiedenis verwijderen? Dit kan niet ongedaan worden gemaakt.</translation>
        </message>
        <message>
            <source>The game could not be deleted.</source>
            <translation>Het spel kon niet worden verwijderd.</translation>
        </message>
        <message>
            <source>Ludoteca histories (*%1)</source>
            <translation>Ludoteca-geschiedenissen (*%1)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Alle bestanden (*)</translation>
        </message>
        <message>
            <source>Export History</source>
            <translation>Geschiedenis exporteren</translation>
        </message>
        <message>
            <source>The history could not be exported.</source>
            <translation>De geschiedenis kon niet worden geëxporteerd.</translation>
        </message>
        <message>
            <source>History exported to %1</source>
            <translation>Geschiedenis geëxporteerd naar %1</translation>
        </message>
        <message>
            <source>Import History</source>
            <translation>Geschiedenis importeren</translation>
        </message>
        <message>
            <source>The history cannot be read just now.</source>
            <translation>De geschiedenis kan nu niet worden gelezen.</translation>
        </message>
        <message>
            <source>The file is too large to be a Ludoteca history.</source>
            <translation>Het bestand is te groot voor een Ludoteca-geschiedenis.</translation>
        </message>
        <message>
            <source>Importing the history…</source>
            <translation>De geschiedenis wordt geïmporteerd…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuleren</translation>
        </message>
        <message>
            <source>The import was cancelled: nothing was added to the history.</source>
            <translation>De import is geannuleerd: er is niets aan de geschiedenis toegevoegd.</translation>
        </message>
        <message>
            <source>This file cannot be imported as a Ludoteca history.</source>
            <translation>Dit bestand kan niet als Ludoteca-geschiedenis worden geïmporteerd.</translation>
        </message>
        <message>
            <source>Games added to the history: %1.</source>
            <translation>Spellen aan de geschiedenis toegevoegd: %1.</translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <source>History and Statistics</source>
            <extracomment>Something went wrong reading or writing the history: a sentence for the status line.</extracomment>
            <translation>Geschiedenis en statistieken</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Spel:</translation>
        </message>
        <message>
            <source>&amp;Period:</source>
            <translation>&amp;Periode:</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Alle spellen</translation>
        </message>
        <message>
            <source>All time</source>
            <translation>Altijd</translation>
        </message>
        <message>
            <source>Last 7 days</source>
            <translation>Afgelopen 7 dagen</translation>
        </message>
        <message>
            <source>Last 30 days</source>
            <translation>Afgelopen 30 dagen</translation>
        </message>
        <message>
            <source>Last 12 months</source>
            <translation>Afgelopen 12 maanden</translation>
        </message>
        <message>
            <source>&amp;Statistics</source>
            <translation>S&amp;tatistieken</translation>
        </message>
        <message>
            <source>Recent Ga&amp;mes</source>
            <translation>&amp;Recente spellen</translation>
        </message>
        <message>
            <source>Pla&amp;yers</source>
            <translation>Spe&amp;lers</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Sluiten</translation>
        </message>
        <message>
            <source>The history changed: its statistics and ratings are being counted again…</source>
            <translation>De geschiedenis is veranderd: de statistieken en ratings worden opnieuw geteld…</translation>
        </message>
        <message>
            <source>This history can only be read: its folder cannot be written. Its games are shown, but new games are not stored and players cannot be changed.</source>
            <translation>Deze geschiedenis kan alleen gelezen worden: er kan niet in haar map geschreven worden. Haar spellen worden getoond, maar nieuwe spellen worden niet bewaard en spelers kunnen niet gewijzigd worden.</translation>
        </message>
    </context>
    <context>
        <name>JoinDialog</name>
        <message>
            <source>This code has a typing error: check it against the host's.</source>
            <translation>Deze code bevat een typfout: vergelijk hem met die van de host.</translation>
        </message>
        <message>
            <source>Looking for the game…</source>
            <translation>Het spel wordt gezocht…</translation>
        </message>
        <message>
            <source>The server cannot be reached: %1</source>
            <translation>De server is niet bereikbaar: %1</translation>
        </message>
        <message>
            <source>No game answers to this code yet. Is the host's room open?</source>
            <translation>Nog geen spel reageert op deze code. Is de kamer van de host open?</translation>
        </message>
        <message>
            <source>%1: %2, %3 seat(s) free.</source>
            <translation>%1: %2, vrije plaatsen: %3.</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Plaats %1</translation>
        </message>
        <message>
            <source>The first free seat</source>
            <translation>De eerste vrije plaats</translation>
        </message>
        <message>
            <source>Watch the game</source>
            <translation>Meekijken</translation>
        </message>
        <message>
            <source>%1: %2, %3 seat(s) free</source>
            <translation>%1: %2, vrije plaatsen: %3</translation>
        </message>
        <message>
            <source>Join a network game</source>
            <translation>Deelnemen aan een netwerkspel</translation>
        </message>
        <message>
            <source>Games on this network:</source>
            <translation>Spellen op dit netwerk:</translation>
        </message>
        <message>
            <source>Invite code:</source>
            <translation>Uitnodigingscode:</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Je naam:</translation>
        </message>
        <message>
            <source>Seat:</source>
            <translation>Plaats:</translation>
        </message>
        <message>
            <source>Server:</source>
            <translation>Server:</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>Deelnemen</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuleren</translation>
        </message>
    </context>
    <context>
        <name>MainToolBar</name>
        <message>
            <source>Sound is off: click to turn it on</source>
            <translation>Het geluid staat uit: klik om het aan te zetten</translation>
        </message>
        <message>
            <source>Sound is on: click to mute it</source>
            <translation>Het geluid staat aan: klik om het te dempen</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>This game cannot be started with these settings.</source>
            <extracomment>The first window's size where the screen has room for it.</extracomment>
            <translation>Dit spel kan met deze instellingen niet beginnen.</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1 denkt na…</translation>
        </message>
        <message>
            <source>Computer player</source>
            <translation>Computerspeler</translation>
        </message>
        <message>
            <source>Hint: %1 (chance to win after it: %2)</source>
            <translation>Tip: %1 (winkans daarna: %2)</translation>
        </message>
        <message>
            <source>The computer player ran into a problem and has been paused.</source>
            <translation>De computerspeler liep tegen een probleem aan en is gepauzeerd.</translation>
        </message>
        <message>
            <source>Not allowed: %1</source>
            <translation>Niet toegestaan: %1</translation>
        </message>
        <message>
            <source>The computer player chose a move that is not allowed (%1) and has been paused. Please report this as a bug.</source>
            <translation>De computerspeler koos een zet die niet is toegestaan (%1) en is gepauzeerd. Meld dit alstublieft als fout.</translation>
        </message>
        <message>
            <source>About Ludoteca</source>
            <translation>Over Ludoteca</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Ludoteca&lt;/h3&gt;&lt;p&gt;Six tabletop games for one computer: play hot-seat with friends or against the computer.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Ludoteca&lt;/h3&gt;&lt;p&gt;Zes bordspellen voor één computer: speel om beurten met vrienden of tegen de computer.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>NetSession</name>
        <message>
            <source>free seat</source>
            <extracomment>How long a guest waits for the host's record of a finished game before the game's end is told anyway. The room's table changed (a dict: seats, who is there, started, waiting). The room refused a move or a request of this screen: an `IllegalMove`-like (code, params). A seat's name changed (a guest joined under its own name). The seats played at this screen by people. A guest's copy of the finished game as the host recorded it (it replays: for the history).</extracomment>
            <translation>vrije plaats</translation>
        </message>
        <message>
            <source>connected</source>
            <translation>verbonden</translation>
        </message>
        <message>
            <source>reconnecting…</source>
            <translation>maakt opnieuw verbinding…</translation>
        </message>
    </context>
    <context>
        <name>NetworkControl</name>
        <message>
            <source>Choose the game to host.</source>
            <extracomment>While this computer serves its room on the home network: the server and its announcement.</extracomment>
            <translation>Kies het spel dat je wilt hosten.</translation>
        </message>
        <message>
            <source>A network game needs at least one remote seat.</source>
            <translation>Een netwerkspel heeft minstens één speler op afstand nodig.</translation>
        </message>
        <message>
            <source>Set a seat to “Remote player”: its player joins from another computer.</source>
            <translation>Zet een plaats op „Speler op afstand”: die speler doet mee vanaf een andere computer.</translation>
        </message>
        <message>
            <source>This game cannot be started with these settings.</source>
            <translation>Dit spel kan met deze instellingen niet beginnen.</translation>
        </message>
        <message>
            <source>%1's %2</source>
            <translation>%2 bij %1</translation>
        </message>
        <message>
            <source>The room is open: give your friends the code %1.</source>
            <translation>De kamer is open: geef je vrienden de code %1.</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Netwerkspel</translation>
        </message>
        <message>
            <source>You were hosting a network game of %1. Open its room again? Your guests come back by themselves.</source>
            <translation>Je was host van een netwerkspel %1. Wil je de kamer opnieuw openen? Je gasten komen vanzelf terug.</translation>
        </message>
        <message>
            <source>That is not a server address.</source>
            <translation>Dat is geen serveradres.</translation>
        </message>
        <message>
            <source>Write it as mqtt://host:port.</source>
            <translation>Schrijf het als mqtt://host:port.</translation>
        </message>
        <message>
            <source>This computer serves the room on port %1.</source>
            <translation>Deze computer biedt de kamer aan op poort %1.</translation>
        </message>
        <message>
            <source>Connecting to the game…</source>
            <translation>Verbinden met het spel…</translation>
        </message>
        <message>
            <source>The host refused to take the move back.</source>
            <translation>De host wilde de zet niet terugnemen.</translation>
        </message>
        <message>
            <source>Join a network game</source>
            <translation>Deelnemen aan een netwerkspel</translation>
        </message>
        <message>
            <source>The host closed the room.</source>
            <translation>De host heeft de kamer gesloten.</translation>
        </message>
        <message>
            <source>The game is over; the host closed the room.</source>
            <translation>Het spel is afgelopen; de host heeft de kamer gesloten.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Player %1</source>
            <translation>Speler %1</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Plaats %1</translation>
        </message>
        <message>
            <source>Player %1 colour</source>
            <translation>Kleur van speler %1</translation>
        </message>
        <message>
            <source>Player %1 name</source>
            <translation>Naam van speler %1</translation>
        </message>
        <message>
            <source>Player %1: human or computer</source>
            <translation>Speler %1: mens of computer</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Mens</translation>
        </message>
        <message>
            <source>Remote player (another computer)</source>
            <translation>Speler op afstand (andere computer)</translation>
        </message>
        <message>
            <source>Host a network game – %1</source>
            <extracomment>Hosting a network game: a seat may also be played from another computer. The people the history knows, by name without case (`gui.history.Player`s).</extracomment>
            <translation>Netwerkspel hosten – %1</translation>
        </message>
        <message>
            <source>New game – %1</source>
            <translation>Nieuw spel – %1</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spelers</translation>
        </message>
        <message>
            <source>Number of players:</source>
            <translation>Aantal spelers:</translation>
        </message>
        <message>
            <source>%1 moves first.</source>
            <translation>%1 begint.</translation>
        </message>
        <message>
            <source>Variants and options</source>
            <translation>Varianten en opties</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Netwerkspel</translation>
        </message>
        <message>
            <source>Time per turn:</source>
            <translation>Tijd per beurt:</translation>
        </message>
        <message>
            <source>No limit</source>
            <translation>Geen limiet</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>When a player's time for a turn runs out, the computer plays a quick move in their place.</source>
            <translation>Als de tijd van een speler voor een beurt op is, doet de computer snel een zet in diens plaats.</translation>
        </message>
        <message>
            <source>The room meets:</source>
            <translation>Waar de kamer is:</translation>
        </message>
        <message>
            <source>On the server below (across the internet)</source>
            <translation>Op de server hieronder (via internet)</translation>
        </message>
        <message>
            <source>On this computer (home network)</source>
            <translation>Op deze computer (thuisnetwerk)</translation>
        </message>
        <message>
            <source>Server:</source>
            <translation>Server:</translation>
        </message>
        <message>
            <source>Start game</source>
            <translation>Spel starten</translation>
        </message>
        <message>
            <source>Open the room</source>
            <translation>Kamer openen</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuleren</translation>
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
            <translation>Naam</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Kleur</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Taal</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Spellen</translation>
        </message>
        <message>
            <source>Known since</source>
            <translation>Bekend sinds</translation>
        </message>
        <message>
            <source>“%1” is what a seat is called when nobody names it: choose a person's name.</source>
            <translation>„%1” is hoe een plaats heet als niemand hem een naam geeft: kies de naam van een persoon.</translation>
        </message>
        <message>
            <source>This name cannot be used: it is empty, too long, taken by another player, or the player has games in the history and cannot be forgotten.</source>
            <translation>Deze naam kan niet worden gebruikt: hij is leeg, te lang of al van een andere speler, of de speler heeft spellen in de geschiedenis en kan niet worden vergeten.</translation>
        </message>
        <message>
            <source>The history cannot be changed just now.</source>
            <translation>De geschiedenis kan nu niet worden gewijzigd.</translation>
        </message>
        <message>
            <source>Known players</source>
            <translation>Bekende spelers</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Naam:</translation>
        </message>
        <message>
            <source>Preferred &amp;colour:</source>
            <translation>Voorkeurs&amp;kleur:</translation>
        </message>
        <message>
            <source>Preferred &amp;language:</source>
            <translation>Voorkeurst&amp;aal:</translation>
        </message>
        <message>
            <source>No preference</source>
            <translation>Geen voorkeur</translation>
        </message>
        <message>
            <source>The window's language</source>
            <translation>De taal van het venster</translation>
        </message>
        <message>
            <source>&amp;Add as New Player</source>
            <translation>Als nieuwe speler toe&amp;voegen</translation>
        </message>
        <message>
            <source>Sa&amp;ve Changes</source>
            <translation>Wijzigingen &amp;opslaan</translation>
        </message>
        <message>
            <source>&amp;Forget Player</source>
            <translation>Speler ver&amp;geten</translation>
        </message>
        <message>
            <source>Only a player without games in the history can be forgotten</source>
            <translation>Alleen een speler zonder spellen in de geschiedenis kan worden vergeten</translation>
        </message>
    </context>
    <context>
        <name>PrivacyScreen</name>
        <message>
            <source>Pass the device to %1</source>
            <translation>Geef het apparaat aan %1</translation>
        </message>
        <message>
            <source>The other players should look away now.</source>
            <translation>De andere spelers kijken nu even weg.</translation>
        </message>
        <message>
            <source>I am %1 – show my hand</source>
            <translation>Ik ben %1 – toon mijn stenen</translation>
        </message>
    </context>
    <context>
        <name>ReviewDock</name>
        <message>
            <source>Review</source>
            <translation>Terugblik</translation>
        </message>
        <message>
            <source>The analysis ran into a problem.</source>
            <translation>De analyse liep tegen een probleem aan.</translation>
        </message>
        <message>
            <source>Analysing…</source>
            <translation>Bezig met analyseren…</translation>
        </message>
        <message>
            <source>Step through the game, or analyse it to see each player's chance to win.</source>
            <translation>Loop de partij zet voor zet door, of analyseer haar om de winkans van elke speler te zien.</translation>
        </message>
        <message>
            <source>Chances to win: %1.</source>
            <translation>Winkansen: %1.</translation>
        </message>
        <message>
            <source>Next move %1 (%2) leaves %3 a chance of %4; the analysis prefers %5 (%6).</source>
            <translation>De volgende zet %1 (%2) laat %3 een kans van %4; de analyse verkiest %5 (%6).</translation>
        </message>
        <message>
            <source>Export Moves</source>
            <translation>Zetten exporteren</translation>
        </message>
        <message>
            <source>Text files (*.txt)</source>
            <translation>Tekstbestanden (*.txt)</translation>
        </message>
        <message>
            <source>The moves could not be exported.</source>
            <translation>De zetten konden niet worden geëxporteerd.</translation>
        </message>
        <message>
            <source>Moves exported to %1</source>
            <translation>Zetten geëxporteerd naar %1</translation>
        </message>
    </context>
    <context>
        <name>ReviewPanel</name>
        <message>
            <source>Analyse Game</source>
            <extracomment>The player picked a position (by the plot, the slider or the step buttons).</extracomment>
            <translation>Partij analyseren</translation>
        </message>
        <message>
            <source>Evaluate every position: each player's chance to win, move by move</source>
            <translation>Elke stelling beoordelen: de winkans van elke speler, zet voor zet</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Stoppen</translation>
        </message>
        <message>
            <source>Export Moves…</source>
            <translation>Zetten exporteren…</translation>
        </message>
        <message>
            <source>Start of the game</source>
            <translation>Begin van de partij</translation>
        </message>
        <message>
            <source>One move back</source>
            <translation>Eén zet terug</translation>
        </message>
        <message>
            <source>One move forward</source>
            <translation>Eén zet vooruit</translation>
        </message>
        <message>
            <source>Last move</source>
            <translation>Laatste zet</translation>
        </message>
        <message>
            <source>Position in the game</source>
            <translation>Plaats in het spel</translation>
        </message>
        <message>
            <source>Chances to win</source>
            <translation>Kansen om te winnen</translation>
        </message>
        <message>
            <source>Each player's chance to win after every move; click to go there</source>
            <translation>De winkans van elke speler na elke zet; klik om erheen te gaan</translation>
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
            <translation>Verbinden…</translation>
        </message>
        <message>
            <source>Waiting for players: %1 seat(s) free.</source>
            <translation>Wachten op spelers – vrije plaatsen: %1.</translation>
        </message>
        <message>
            <source>Everybody is here: start the game.</source>
            <translation>Iedereen is er: start het spel.</translation>
        </message>
        <message>
            <source>Everybody is here: the host starts the game.</source>
            <translation>Iedereen is er: de host start het spel.</translation>
        </message>
        <message>
            <source>Waiting for %1 (reconnecting…)</source>
            <translation>Wachten op %1 (maakt opnieuw verbinding…)</translation>
        </message>
        <message>
            <source>Spectator</source>
            <translation>Toeschouwer</translation>
        </message>
        <message>
            <source>%1 asks to take back their last move.</source>
            <translation>%1 vraagt om de laatste zet terug te nemen.</translation>
        </message>
        <message>
            <source>Waiting for the host (reconnecting…)</source>
            <translation>Wachten op de host (maakt opnieuw verbinding…)</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Netwerkspel</translation>
        </message>
        <message>
            <source>Invite code:</source>
            <translation>Uitnodigingscode:</translation>
        </message>
        <message>
            <source>Invite code</source>
            <translation>Uitnodigingscode</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopiëren</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>Spel starten</translation>
        </message>
        <message>
            <source>Say something to the table…</source>
            <translation>Zeg iets tegen de tafel…</translation>
        </message>
        <message>
            <source>Chat message</source>
            <translation>Chatbericht</translation>
        </message>
        <message>
            <source>Chat</source>
            <translation>Chat</translation>
        </message>
        <message>
            <source>Allow</source>
            <translation>Toestaan</translation>
        </message>
        <message>
            <source>Refuse</source>
            <translation>Weigeren</translation>
        </message>
        <message>
            <source>React with %1</source>
            <translation>Reageren met %1</translation>
        </message>
    </context>
    <context>
        <name>RulesBrowser</name>
        <message>
            <source>Each game's own keys</source>
            <extracomment>The list entries of the Keyboard page and the network page (game entries hold their game's id).</extracomment>
            <translation>De eigen toetsen van elk spel</translation>
        </message>
        <message>
            <source>The rules of this game are not written yet.</source>
            <extracomment>The player asked for the shown game's tutorial.</extracomment>
            <translation>De spelregels van dit spel zijn nog niet geschreven.</translation>
        </message>
        <message>
            <source>These rules are not translated yet; they are shown in English.</source>
            <translation>Deze regels zijn nog niet vertaald; ze worden in het Engels getoond.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Spelregels</translation>
        </message>
        <message>
            <source>Learn to Play</source>
            <translation>Leer spelen</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Toetsenbord</translation>
        </message>
        <message>
            <source>Playing over the network</source>
            <translation>Spelen via het netwerk</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Preferences</source>
            <translation>Voorkeuren</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Uit</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Snel</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normaal</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Langzaam</translation>
        </message>
        <message>
            <source>Like the desktop</source>
            <translation>Zoals het bureaublad</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Licht</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Donker</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>Hoog contrast</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standaard</translation>
        </message>
        <message>
            <source>Colour-blind safe, with marks</source>
            <translation>Veilig bij kleurenblindheid, met tekens</translation>
        </message>
        <message>
            <source>Hide hands between turns</source>
            <translation>Handen verbergen tussen de beurten</translation>
        </message>
        <message>
            <source>Save the running game automatically</source>
            <translation>Het lopende spel automatisch opslaan</translation>
        </message>
        <message>
            <source>Longer looks deeper; a game's analysis takes this long per move</source>
            <translation>Langer kijkt dieper; de analyse van een partij duurt zo lang per zet</translation>
        </message>
        <message>
            <source>Mute sound</source>
            <translation>Geluid dempen</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Taal:</translation>
        </message>
        <message>
            <source>Computer thinking time:</source>
            <translation>Bedenktijd van de computer:</translation>
        </message>
        <message>
            <source>Analysis time per position:</source>
            <translation>Analysetijd per stelling:</translation>
        </message>
        <message>
            <source>Theme:</source>
            <translation>Thema:</translation>
        </message>
        <message>
            <source>Piece colours:</source>
            <translation>Kleuren van de stukken:</translation>
        </message>
        <message>
            <source>Animation speed:</source>
            <translation>Snelheid van animaties:</translation>
        </message>
        <message>
            <source>Sound volume:</source>
            <translation>Geluidsvolume:</translation>
        </message>
    </context>
    <context>
        <name>SidePanel</name>
        <message>
            <source>Human</source>
            <translation>Mens</translation>
        </message>
        <message>
            <source>Remote player</source>
            <extracomment>The player typed (or pasted) a move's notation and pressed Enter. What screen readers were last told (the move list's newest entry); for tests and for saying it again.</extracomment>
            <translation>Speler op afstand</translation>
        </message>
        <message>
            <source>%1 to move</source>
            <translation>%1 is aan zet</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spelers</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Zetten</translation>
        </message>
        <message>
            <source>Every move of the game so far, the newest last</source>
            <translation>Elke zet van het spel tot nu toe, de nieuwste onderaan</translation>
        </message>
        <message>
            <source>Type a move</source>
            <translation>Een zet typen</translation>
        </message>
        <message>
            <source>Start of the game</source>
            <translation>Begin van het spel</translation>
        </message>
        <message>
            <source>Type a move and press Enter</source>
            <translation>Typ een zet en druk op Enter</translation>
        </message>
        <message>
            <source>A move in the game's notation, as in the move list</source>
            <translation>Een zet in de notatie van het spel, zoals in de zettenlijst</translation>
        </message>
    </context>
    <context>
        <name>StatisticsTab</name>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Beste score</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>Gemiddelde score</translation>
        </message>
        <message>
            <source>Longest winning streak</source>
            <translation>Langste winstreeks</translation>
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
            <translation>Gespeeld</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gewonnen</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Verloren</translation>
        </message>
        <message>
            <source>Drawn</source>
            <translation>Gelijk</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Winstpercentage</translation>
        </message>
        <message numerus="yes">
            <source>Of these, %n game(s) with every seat theirs: neither won nor lost.</source>
            <translation>
                <numerusform>Daarvan %n spel waarin alle plaatsen van deze speler waren: niet gewonnen en niet verloren.</numerusform>
                <numerusform>Daarvan %n spellen waarin alle plaatsen van deze speler waren: niet gewonnen en niet verloren.</numerusform>
            </translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spel</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Spellen</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Modus</translation>
        </message>
        <message>
            <source>Against</source>
            <translation>Tegen</translation>
        </message>
        <message>
            <source>Results of %1</source>
            <translation>Resultaten van %1</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Resultaten</translation>
        </message>
        <message>
            <source>Rating of %1</source>
            <translation>Rating van %1</translation>
        </message>
        <message>
            <source>%1, game %2 (%3): rating %4 ± %5</source>
            <translation>%1, partij %2 (%3): rating %4 ± %5</translation>
        </message>
        <message>
            <source>A computer level keeps a fixed rating, measured in matches between the levels.</source>
            <translation>Een computerniveau heeft een vaste rating, gemeten in wedstrijden tussen de niveaus.</translation>
        </message>
        <message>
            <source>No rated game yet: ratings come from finished games.</source>
            <translation>Nog geen spel dat meetelt voor de rating: ratings komen uit uitgespeelde spellen.</translation>
        </message>
        <message>
            <source>Glicko-2 rating after each game played (new players start at 1500). Choose one game above to see how sure each rating is and to compare with the computer levels.</source>
            <translation>Glicko-2-rating na elke gespeelde partij (nieuwe spelers beginnen op 1500). Kies hierboven één spel om te zien hoe zeker elke rating is en om te vergelijken met de computerniveaus.</translation>
        </message>
        <message>
            <source>Glicko-2 rating after each game played; the shaded band is ± twice the rating deviation (narrower: surer), the dashed lines are the computer levels.</source>
            <translation>Glicko-2-rating na elke gespeelde partij; de gearceerde band is ± tweemaal de ratingafwijking (smaller: zekerder), de gestreepte lijnen zijn de computerniveaus.</translation>
        </message>
        <message>
            <source>Games played</source>
            <translation>Gespeelde partijen</translation>
        </message>
        <message>
            <source>Players and their results</source>
            <translation>Spelers en hun resultaten</translation>
        </message>
        <message>
            <source>Results against each opponent</source>
            <translation>Resultaten tegen elke tegenstander</translation>
        </message>
        <message>
            <source>Rating after each game</source>
            <translation>Rating na elk spel</translation>
        </message>
        <message>
            <source>No finished games here yet. Every game played to its end is kept, with its players, result and moves.</source>
            <translation>Hier staan nog geen uitgespeelde spellen. Elk spel dat tot het einde is gespeeld, wordt bewaard, met zijn spelers, uitslag en zetten.</translation>
        </message>
        <message>
            <source>Results and rating</source>
            <extracomment>Above this many games a line is drawn without its dots (they would run together). The narrowest the rating plot is beside the results (below that each has a tab).</extracomment>
            <translation>Resultaten en rating</translation>
        </message>
        <message>
            <source>Most played modes</source>
            <translation>Meest gespeelde modi</translation>
        </message>
    </context>
    <context>
        <name>TutorialPage</name>
        <message>
            <source>Learn to play %1</source>
            <extracomment>Pause before the other side's scripted answer, so the learner sees their own move land (milliseconds).</extracomment>
            <translation>Leer %1 spelen</translation>
        </message>
        <message>
            <source>Show Me</source>
            <translation>Laat zien</translation>
        </message>
        <message>
            <source>Start Step Again</source>
            <translation>Stap opnieuw</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Terug</translation>
        </message>
        <message>
            <source>Leave the Tutorial</source>
            <translation>Les verlaten</translation>
        </message>
        <message>
            <source>Try again: %1</source>
            <translation>Probeer het nog eens: %1</translation>
        </message>
        <message>
            <source>Well done!</source>
            <translation>Goed gedaan!</translation>
        </message>
        <message>
            <source>Good. Go on.</source>
            <translation>Goed zo. Ga verder.</translation>
        </message>
        <message>
            <source>Watch the move on the board.</source>
            <translation>Kijk hoe de zet op het bord gaat.</translation>
        </message>
        <message>
            <source>Now make that move yourself.</source>
            <translation>Doe die zet nu zelf.</translation>
        </message>
        <message>
            <source>Step %1 of %2</source>
            <translation>Stap %1 van %2</translation>
        </message>
        <message>
            <source>Challenge: %1</source>
            <translation>Uitdaging: %1</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Klaar</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Volgende</translation>
        </message>
    </context>
    <context>
        <name>WindowMenus</name>
        <message>
            <source>&amp;Game</source>
            <extracomment>The keys of each window action (`act_&lt;name&gt;`): the platform's standard keys where there are some. Plain letters other than P and ? are the board's (h/j/k/l move its cursor); Ctrl+Q quits where the platform has no key for it. The Keyboard help page lists them from here, as this keyboard names them.</extracomment>
            <translation>&amp;Spel</translation>
        </message>
        <message>
            <source>&amp;Move</source>
            <translation>&amp;Zet</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Beeld</translation>
        </message>
        <message>
            <source>&amp;Full Screen</source>
            <translation>&amp;Volledig scherm</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Instellingen</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Taal</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hulp</translation>
        </message>
        <message>
            <source>&amp;New Game…</source>
            <translation>&amp;Nieuw spel…</translation>
        </message>
        <message>
            <source>&amp;Choose Another Game</source>
            <translation>Ander spel &amp;kiezen</translation>
        </message>
        <message>
            <source>&amp;Restart</source>
            <translation>Opnieuw &amp;beginnen</translation>
        </message>
        <message>
            <source>&amp;Join Network Game…</source>
            <translation>Aan netwerkspel &amp;deelnemen…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Openen…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>Op&amp;slaan</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>Opslaan a&amp;ls…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Afsluiten</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Ongedaan maken</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>Opnieuw &amp;doen</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Tip</translation>
        </message>
        <message>
            <source>&amp;Pause Computer Players</source>
            <translation>Computerspelers &amp;pauzeren</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Spelregels</translation>
        </message>
        <message>
            <source>&amp;Keyboard</source>
            <translation>&amp;Toetsenbord</translation>
        </message>
        <message>
            <source>&amp;About Ludoteca</source>
            <translation>&amp;Over Ludoteca</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Voorkeuren…</translation>
        </message>
        <message>
            <source>&amp;Animations</source>
            <translation>&amp;Animaties</translation>
        </message>
        <message>
            <source>Animation Spee&amp;d</source>
            <translation>Animatie&amp;snelheid</translation>
        </message>
        <message>
            <source>T&amp;heme</source>
            <translation>T&amp;hema</translation>
        </message>
        <message>
            <source>Hide Hands Between &amp;Turns</source>
            <translation>Handen verbergen tussen de &amp;beurten</translation>
        </message>
        <message>
            <source>&amp;Mute Sound</source>
            <translation>Geluid &amp;dempen</translation>
        </message>
        <message>
            <source>&amp;History and Statistics…</source>
            <translation>&amp;Geschiedenis en statistieken…</translation>
        </message>
        <message>
            <source>Con&amp;tinue an Unfinished Game…</source>
            <translation>Onafgemaakt spel &amp;voortzetten…</translation>
        </message>
        <message>
            <source>E&amp;xport History…</source>
            <translation>Geschiedenis e&amp;xporteren…</translation>
        </message>
        <message>
            <source>&amp;Import History…</source>
            <translation>Geschiedenis &amp;importeren…</translation>
        </message>
        <message>
            <source>&amp;Fast</source>
            <translation>&amp;Snel</translation>
        </message>
        <message>
            <source>Host Net&amp;work Game…</source>
            <translation>Netwerkspel &amp;hosten…</translation>
        </message>
        <message>
            <source>&amp;Normal</source>
            <translation>&amp;Normaal</translation>
        </message>
        <message>
            <source>S&amp;low</source>
            <translation>&amp;Langzaam</translation>
        </message>
        <message>
            <source>Like the &amp;Desktop</source>
            <translation>Zoals het &amp;bureaublad</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>&amp;Licht</translation>
        </message>
        <message>
            <source>Dar&amp;k</source>
            <translation>&amp;Donker</translation>
        </message>
        <message>
            <source>&amp;High Contrast</source>
            <translation>&amp;Hoog contrast</translation>
        </message>
        <message>
            <source>&amp;Colour-Blind Palette</source>
            <translation>&amp;Kleuren voor kleurenblinden</translation>
        </message>
        <message>
            <source>Show &amp;Side Panel</source>
            <translation>&amp;Zijpaneel tonen</translation>
        </message>
        <message>
            <source>Show Tool&amp;bar</source>
            <translation>&amp;Werkbalk tonen</translation>
        </message>
        <message>
            <source>&amp;Analyse Game</source>
            <translation>Partij &amp;analyseren</translation>
        </message>
        <message>
            <source>Re&amp;view and Replay</source>
            <translation>&amp;Terugblik en herhaling</translation>
        </message>
        <message>
            <source>&amp;Learn to Play…</source>
            <translation>&amp;Leer spelen…</translation>
        </message>
    </context>
    <context>
        <name>history</name>
        <message>
            <source>The game could not be added to the history: its folder cannot be used.</source>
            <translation>Het spel kon niet aan de geschiedenis worden toegevoegd: de map ervan is niet bruikbaar.</translation>
        </message>
        <message>
            <source>The game could not be written to the history yet; it will be tried again after the next game.</source>
            <translation>Het spel kon nog niet in de geschiedenis worden geschreven; na het volgende spel wordt het opnieuw geprobeerd.</translation>
        </message>
        <message>
            <source>Another program kept the history file locked: it was kept aside and a new history started.</source>
            <extracomment>What the store's problems mean to the player: the first mark found in them gives the sentence.</extracomment>
            <translation>Een ander programma hield het geschiedenisbestand vergrendeld: het is apart bewaard en er is een nieuwe geschiedenis begonnen.</translation>
        </message>
        <message>
            <source>The history file comes from a newer Ludoteca: it was kept aside and a new history started.</source>
            <translation>Het geschiedenisbestand komt van een nieuwere Ludoteca: het is apart bewaard en er is een nieuwe geschiedenis begonnen.</translation>
        </message>
        <message>
            <source>Damaged games that could not be written to the history were kept aside in its folder.</source>
            <translation>Beschadigde partijen die niet in de geschiedenis konden worden geschreven, zijn apart bewaard in de map ervan.</translation>
        </message>
        <message>
            <source>An unreadable history file was kept aside and a new history started.</source>
            <translation>Een onleesbaar geschiedenisbestand is apart gezet en er is een nieuwe geschiedenis begonnen.</translation>
        </message>
        <message>
            <source>Damaged games were left out of the export.</source>
            <translation>Beschadigde partijen zijn niet meegenomen in de export.</translation>
        </message>
        <message>
            <source>Some stored games or players are damaged and are left out.</source>
            <translation>Sommige opgeslagen partijen of spelers zijn beschadigd en worden weggelaten.</translation>
        </message>
        <message>
            <source>The history cannot be read just now.</source>
            <translation>De geschiedenis kan nu niet worden gelezen.</translation>
        </message>
        <message>
            <source>The history's folder cannot be written, so the history is only read: this game is not stored in it.</source>
            <translation>Er kan niet in de map van de geschiedenis geschreven worden, dus de geschiedenis wordt alleen gelezen: dit spel wordt er niet in bewaard.</translation>
        </message>
        <message>
            <source>The game could not be added to the history.</source>
            <translation>De partij kon niet aan de geschiedenis worden toegevoegd.</translation>
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
            <translation>%1 u %2 min</translation>
        </message>
        <message>
            <source>Unfinished</source>
            <translation>Onafgemaakt</translation>
        </message>
        <message>
            <source>%1 wins.</source>
            <translation>%1 wint.</translation>
        </message>
        <message>
            <source>%1, %2, wins.</source>
            <translation>%1, %2, wint.</translation>
        </message>
        <message>
            <source>Winners: %1.</source>
            <translation>Winnaars: %1.</translation>
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
            <translation>%1 spelers</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>no</source>
            <translation>nee</translation>
        </message>
        <message>
            <source>standard rules</source>
            <translation>standaardregels</translation>
        </message>
    </context>
    <context>
        <name>levels</name>
        <message>
            <source>Easy</source>
            <translation>Makkelijk</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normaal</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Moeilijk</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>The game is won.</source>
            <extracomment>Seat i always plays colours[i] (Abalone: Black moves first), so a colour chosen for a player decides their seat: the new-game dialog seats the players in colour order. Hot-seat games with hands that the other players must not see. Whether `legal_moves()` enumerates every move (False for continuous throws). The key of an int option giving each player's minutes on a game clock (0: no clock), for games that offer one; the GUI keeps the time and plays `state.flag_move(seat)` when a clock runs out. False for a game listed in the chooser whose engine is not built yet. The game's own `Outcome.reason` codes -&gt; sentence (marked with QT_TRANSLATE_NOOP("reasons", ...)). The game's own `IllegalMove.code`s -&gt; sentence (marked with QT_TRANSLATE_NOOP("refusals", ...)); a sentence names its parameters %1, %2, …. The common codes are in `COMMON_REFUSALS`. Sentences for the common reason codes, shown by the GUI at the end of a game.</extracomment>
            <translation>Het spel is gewonnen.</translation>
        </message>
        <message>
            <source>The game ends in a draw.</source>
            <translation>Het spel eindigt onbeslist.</translation>
        </message>
        <message>
            <source>The game ends on points.</source>
            <translation>Het spel wordt op punten beslist.</translation>
        </message>
        <message>
            <source>Time ran out.</source>
            <translation>De tijd is op.</translation>
        </message>
        <message>
            <source>A player resigned.</source>
            <translation>Een speler heeft opgegeven.</translation>
        </message>
        <message>
            <source>The move limit was reached.</source>
            <translation>Het maximale aantal zetten is bereikt.</translation>
        </message>
        <message>
            <source>The position was repeated too often.</source>
            <translation>De stelling is te vaak herhaald.</translation>
        </message>
    </context>
    <context>
        <name>refusals</name>
        <message>
            <source>The game is over: no more moves can be made.</source>
            <extracomment>Version of the state envelope written by `GameState.to_json`. Sentences for the common refusal codes, shown by the GUI when a move is refused.</extracomment>
            <translation>Het spel is afgelopen: er kunnen geen zetten meer worden gedaan.</translation>
        </message>
        <message>
            <source>That is not a move of this game.</source>
            <translation>Dat is geen zet van dit spel.</translation>
        </message>
        <message>
            <source>A move must be given as text.</source>
            <translation>Een zet moet als tekst worden opgegeven.</translation>
        </message>
        <message>
            <source>That text is not a move in this game's notation.</source>
            <translation>Die tekst is geen zet in de notatie van dit spel.</translation>
        </message>
        <message>
            <source>That move is not allowed in this position.</source>
            <translation>Die zet is in deze stelling niet toegestaan.</translation>
        </message>
        <message>
            <source>That move is allowed, but this step asks for another one.</source>
            <extracomment>Refusal codes of a tutorial (context "refusals" of the shell catalog).</extracomment>
            <translation>Die zet mag, maar deze stap vraagt om een andere.</translation>
        </message>
        <message>
            <source>That did not reach the goal of this step.</source>
            <translation>Daarmee is het doel van deze stap niet bereikt.</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <extracomment>The largest room save read back. What the room says when it refuses something (context "refusals"; the engine's own codes have theirs).</extracomment>
            <translation>Het spel is nog niet begonnen.</translation>
        </message>
        <message>
            <source>The game waits for a player who is reconnecting.</source>
            <translation>Het spel wacht op een speler die opnieuw verbinding maakt.</translation>
        </message>
        <message>
            <source>Another move was played first.</source>
            <translation>Er is eerst een andere zet gedaan.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Je bent niet aan de beurt.</translation>
        </message>
        <message>
            <source>That seat is played from another computer.</source>
            <translation>Die plaats wordt vanaf een andere computer gespeeld.</translation>
        </message>
        <message>
            <source>Spectators cannot move.</source>
            <translation>Toeschouwers kunnen geen zetten doen.</translation>
        </message>
        <message>
            <source>The game has no free seat.</source>
            <translation>Het spel heeft geen vrije plaats.</translation>
        </message>
        <message>
            <source>That seat has just been taken.</source>
            <translation>Die plaats is net bezet.</translation>
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
            <translation>Zet %1 (%2) is niet toegestaan: %3</translation>
        </message>
        <message>
            <source>This is not a file that a game can be saved in.</source>
            <translation>Dit is geen bestand waarin een spel kan zijn opgeslagen.</translation>
        </message>
        <message>
            <source>The file is too large to be a saved game.</source>
            <translation>Het bestand is te groot voor een opgeslagen spel.</translation>
        </message>
        <message>
            <source>The file is not a text file.</source>
            <translation>Het bestand is geen tekstbestand.</translation>
        </message>
        <message>
            <source>The saved players do not match the game's seats.</source>
            <translation>De opgeslagen spelers passen niet bij de plaatsen van het spel.</translation>
        </message>
    </context>
    <context>
        <name>setup</name>
        <message>
            <source>Player %1</source>
            <extracomment>A seat's default name, "Player 2" (context "setup").</extracomment>
            <translation>Speler %1</translation>
        </message>
    </context>
    <context>
        <name>texts</name>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n speler</numerusform>
                <numerusform>%n spelers</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 or %2 players</source>
            <translation>%1 of %2 spelers</translation>
        </message>
        <message>
            <source>%1–%2 players</source>
            <translation>%1–%2 spelers</translation>
        </message>
        <message>
            <source>Draw.</source>
            <translation>Gelijkspel.</translation>
        </message>
        <message>
            <source>%1 wins.</source>
            <translation>%1 wint.</translation>
        </message>
        <message>
            <source>%1 win.</source>
            <translation>%1 winnen.</translation>
        </message>
    </context>
</TS>