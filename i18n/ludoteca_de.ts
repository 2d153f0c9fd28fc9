<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>ChancePlot</name>
        <message>
            <source>Chance</source>
            <extracomment>The player clicked position `index` on the plot.</extracomment>
            <translation>Chance</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Zug</translation>
        </message>
        <message>
            <source>? a mistake: the move cost its player at least %1 points of their chance to win against the move the analysis prefers</source>
            <translation>? ein Fehler: der Zug kostete seinen Spieler mindestens %1 Prozentpunkte Gewinnchance gegenüber dem Zug, den die Analyse vorzieht</translation>
        </message>
        <message>
            <source>?! a dubious move: the move cost its player at least %1 points of their chance to win against the move the analysis prefers</source>
            <translation>?! ein zweifelhafter Zug: der Zug kostete seinen Spieler mindestens %1 Prozentpunkte Gewinnchance gegenüber dem Zug, den die Analyse vorzieht</translation>
        </message>
        <message>
            <source>▼ ?! dubious, ? mistake: a move that lost ground</source>
            <translation>▼ ?! zweifelhaft, ? Fehler: ein Zug, der Boden verlor</translation>
        </message>
        <message>
            <source>Move %1: %2</source>
            <translation>Zug %1: %2</translation>
        </message>
    </context>
    <context>
        <name>Finale</name>
        <message>
            <source>New game…</source>
            <extracomment>How long the banner takes to come in at normal animation speed. The banner's width against the board view's, and its least width in pixels. The banner came up for a game's end (the outcome, the scene showing it): the window's win sound. The end position last celebrated (its state object): each end has its moment once.</extracomment>
            <translation>Neues Spiel…</translation>
        </message>
        <message>
            <source>Review the game</source>
            <translation>Partie nachspielen</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Escape or a click on the board closes this too.</source>
            <translation>Escape oder ein Klick aufs Brett schließt das auch.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <source>Draw!</source>
            <translation>Unentschieden!</translation>
        </message>
        <message>
            <source>%1 wins!</source>
            <translation>%1 gewinnt!</translation>
        </message>
        <message>
            <source>%1 win!</source>
            <translation>%1 gewinnen!</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <source>Not yet available</source>
            <extracomment>Arrow keys between the cards, as (dx, dy) in the grid. The player asked for the game's tutorial. An arrow key on the card: (card, dx, dy), for the chooser to move the focus to a neighbour.</extracomment>
            <translation>Noch nicht verfügbar</translation>
        </message>
        <message>
            <source>Learn to Play</source>
            <translation>Spielen lernen</translation>
        </message>
        <message>
            <source>A short interactive lesson on %1</source>
            <translation>Eine kurze interaktive Lektion zu %1</translation>
        </message>
        <message>
            <source>Start a new game of %1</source>
            <translation>Eine neue Partie %1 beginnen</translation>
        </message>
        <message>
            <source>This game is still being built.</source>
            <translation>An diesem Spiel wird noch gearbeitet.</translation>
        </message>
        <message>
            <source>Learn to play %1</source>
            <translation>%1 spielen lernen</translation>
        </message>
    </context>
    <context>
        <name>GameChooser</name>
        <message>
            <source>Choose a game</source>
            <extracomment>The player asked for a game's tutorial.</extracomment>
            <translation>Wähle ein Spiel</translation>
        </message>
        <message>
            <source>Play hot-seat with friends at one computer, or against the computer.</source>
            <translation>Spielt abwechselnd mit Freunden an einem Computer oder gegen den Computer.</translation>
        </message>
    </context>
    <context>
        <name>GameFiles</name>
        <message>
            <source>Ludoteca games (*%1)</source>
            <translation>Ludoteca-Spiele (*%1)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Save Game</source>
            <translation>Spiel speichern</translation>
        </message>
        <message>
            <source>The game could not be saved.</source>
            <translation>Das Spiel konnte nicht gespeichert werden.</translation>
        </message>
        <message>
            <source>Saved to %1</source>
            <translation>Gespeichert in %1</translation>
        </message>
        <message>
            <source>Open Game</source>
            <translation>Spiel öffnen</translation>
        </message>
        <message>
            <source>The game %1 is not available in this version.</source>
            <translation>Das Spiel %1 ist in dieser Version nicht verfügbar.</translation>
        </message>
        <message>
            <source>This file cannot be opened as a Ludoteca game.</source>
            <translation>Diese Datei lässt sich nicht als Ludoteca-Spiel öffnen.</translation>
        </message>
        <message>
            <source>%1 is open. Move ▸ Review and Replay (Ctrl+R) replays it move by move.</source>
            <translation>%1 ist geöffnet. Zug ▸ Rückblick und Wiederholung (Strg+R) spielt die Partie Zug für Zug nach.</translation>
        </message>
        <message>
            <source>Autosave failed: %1</source>
            <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
        </message>
        <message>
            <source>Resume game</source>
            <translation>Spiel fortsetzen</translation>
        </message>
        <message>
            <source>An unfinished game of %1 was saved automatically. Continue it?</source>
            <translation>Eine unbeendete Partie %1 wurde automatisch gespeichert. Weiterspielen?</translation>
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
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Modus</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Züge</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Dauer</translation>
        </message>
        <message>
            <source>The %1 most recent of %2 games are listed: scroll to the end of the list for more, or choose a game or a period above.</source>
            <translation>Die %1 neuesten von %2 Partien werden aufgeführt: Scrolle ans Ende der Liste für weitere oder wähle oben ein Spiel oder einen Zeitraum.</translation>
        </message>
        <message>
            <source>No unfinished games: a game left before its end waits here, to be continued.</source>
            <translation>Keine unbeendeten Partien: Eine vor ihrem Ende verlassene Partie wartet hier darauf, fortgesetzt zu werden.</translation>
        </message>
        <message>
            <source>No games here yet. Every game played to its end, and every game left unfinished, is kept here.</source>
            <translation>Hier sind noch keine Partien. Jede zu Ende gespielte und jede unbeendet verlassene Partie wird hier aufbewahrt.</translation>
        </message>
        <message>
            <source>Stored games, newest first</source>
            <translation>Gespeicherte Partien, neueste zuerst</translation>
        </message>
        <message>
            <source>S&amp;how:</source>
            <translation>&amp;Anzeigen:</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Alle Partien</translation>
        </message>
        <message>
            <source>Finished games</source>
            <translation>Beendete Partien</translation>
        </message>
        <message>
            <source>Unfinished games</source>
            <translation>Unbeendete Partien</translation>
        </message>
        <message>
            <source>&amp;Replay</source>
            <translation>&amp;Nachspielen</translation>
        </message>
        <message>
            <source>C&amp;ontinue</source>
            <translation>&amp;Fortsetzen</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>&amp;Exportieren…</translation>
        </message>
        <message>
            <source>&amp;Delete…</source>
            <translation>&amp;Löschen…</translation>
        </message>
        <message>
            <source>Open the game in the review, at its first move</source>
            <translation>Die Partie im Rückblick öffnen, beim ersten Zug</translation>
        </message>
        <message>
            <source>Go on playing this unfinished game</source>
            <translation>Diese unbeendete Partie weiterspielen</translation>
        </message>
        <message>
            <source>Save the game as a %1 file</source>
            <translation>Die Partie als %1-Datei speichern</translation>
        </message>
        <message>
            <source>Remove the game from the history</source>
            <translation>Die Partie aus dem Verlauf löschen</translation>
        </message>
    </context>
    <context>
        <name>HistoryControl</name>
        <message>
            <source>The history cannot be shown.</source>
            <translation>Der Verlauf kann nicht angezeigt werden.</translation>
        </message>
        <message>
            <source>The history is not kept in this run of Ludoteca.</source>
            <translation>In dieser Sitzung von Ludoteca wird kein Verlauf geführt.</translation>
        </message>
        <message>
            <source>It is no longer in the history.</source>
            <translation>Sie ist nicht mehr im Verlauf.</translation>
        </message>
        <message>
            <source>This game cannot be opened.</source>
            <translation>Diese Partie kann nicht geöffnet werden.</translation>
        </message>
        <message>
            <source>Export Game</source>
            <translation>Partie exportieren</translation>
        </message>
        <message>
            <source>The game could not be exported.</source>
            <translation>Die Partie konnte nicht exportiert werden.</translation>
        </message>
        <message>
            <source>Delete Game</source>
            <translation>Partie löschen</translation>
        </message>
        <message>
            <source>Delete this game from the history? This cannot be undone.</source>
            <translation>Diese Partie aus dem Verlauf löschen? Das lässt sich nicht rückgängig machen.</translation>
        </message>
        <message>
            <source>The game could not be deleted.</source>
            <translation>Die Partie konnte nicht gelöscht werden.</translation>
        </message>
        <message>
            <source>Ludoteca histories (*%1)</source>
            <translation>Ludoteca-Verläufe (*%1)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Export History</source>
            <translation>Verlauf exportieren</translation>
        </message>
        <message>
            <source>The history could not be exported.</source>
            <translation>Der Verlauf konnte nicht exportiert werden.</translation>
        </message>
        <message>
            <source>History exported to %1</source>
            <translation>Verlauf exportiert nach %1</translation>
        </message>
        <message>
            <source>Import History</source>
            <translation>Verlauf importieren</translation>
        </message>
        <message>
            <source>The history cannot be read just now.</source>
            <translation>Der Verlauf kann gerade nicht gelesen werden.</translation>
        </message>
        <message>
            <source>The file is too large to be a Ludoteca history.</source>
            <translation>Die Datei ist zu groß für einen Ludoteca-Verlauf.</translation>
        </message>
        <message>
            <source>Importing the history…</source>
            <translation>Verlauf wird importiert…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>The import was cancelled: nothing was added to the history.</source>
            <translation>Der Import wurde abgebrochen: Dem Verlauf wurde nichts hinzugefügt.</translation>
        </message>
        <message>
            <source>This file cannot be imported as a Ludoteca history.</source>
            <translation>Diese Datei lässt sich nicht als Ludoteca-Verlauf importieren.</translation>
        </message>
        <message>
            <source>Games added to the history: %1.</source>
            <translation>Dem Verlauf hinzugefügte Partien: %1.</translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <source>History and Statistics</source>
            <extracomment>Something went wrong reading or writing the history: a sentence for the status line.</extracomment>
            <translation>Verlauf und Statistik</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Spiel:</translation>
        </message>
        <message>
            <source>&amp;Period:</source>
            <translation>&amp;Zeitraum:</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Alle Spiele</translation>
        </message>
        <message>
            <source>All time</source>
            <translation>Gesamter Zeitraum</translation>
        </message>
        <message>
            <source>Last 7 days</source>
            <translation>Letzte 7 Tage</translation>
        </message>
        <message>
            <source>Last 30 days</source>
            <translation>Letzte 30 Tage</translation>
        </message>
        <message>
            <source>Last 12 months</source>
            <translation>Letzte 12 Monate</translation>
        </message>
        <message>
            <source>&amp;Statistics</source>
            <translation>S&amp;tatistik</translation>
        </message>
        <message>
            <source>Recent Ga&amp;mes</source>
            <translation>Letzte &amp;Partien</translation>
        </message>
        <message>
            <source>Pla&amp;yers</source>
            <translation>Spiele&amp;r</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>The history changed: its statistics and ratings are being counted again…</source>
            <translation>Der Verlauf hat sich geändert: Seine Statistik und Wertungen werden neu gezählt…</translation>
        </message>
        <message>
            <source>This history can only be read: its folder cannot be written. Its games are shown, but new games are not stored and players cannot be changed.</source>
            <translation>Dieser Verlauf kann nur gelesen werden: In seinen Ordner kann nicht geschrieben werden. Seine Partien werden gezeigt, aber neue Partien werden nicht gespeichert und Spieler können nicht geändert werden.</translation>
        </message>
    </context>
    <context>
        <name>JoinDialog</name>
        <message>
            <source>This code has a typing error: check it against the host's.</source>
            <translation>Dieser Code enthält einen Tippfehler: Vergleiche ihn mit dem des Hosts.</translation>
        </message>
        <message>
            <source>Looking for the game…</source>
            <translation>Das Spiel wird gesucht…</translation>
        </message>
        <message>
            <source>The server cannot be reached: %1</source>
            <translation>Der Server ist nicht erreichbar: %1</translation>
        </message>
        <message>
            <source>No game answers to this code yet. Is the host's room open?</source>
            <translation>Noch antwortet kein Spiel auf diesen Code. Ist der Raum des Hosts offen?</translation>
        </message>
        <message>
            <source>%1: %2, %3 seat(s) free.</source>
            <translation>%1: %2, freie Plätze: %3.</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Platz %1</translation>
        </message>
        <message>
            <source>The first free seat</source>
            <translation>Der erste freie Platz</translation>
        </message>
        <message>
            <source>Watch the game</source>
            <translation>Der Partie zuschauen</translation>
        </message>
        <message>
            <source>%1: %2, %3 seat(s) free</source>
            <translation>%1: %2, freie Plätze: %3</translation>
        </message>
        <message>
            <source>Join a network game</source>
            <translation>Einem Netzwerkspiel beitreten</translation>
        </message>
        <message>
            <source>Games on this network:</source>
            <translation>Spiele in diesem Netzwerk:</translation>
        </message>
        <message>
            <source>Invite code:</source>
            <translation>Einladungscode:</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Dein Name:</translation>
        </message>
        <message>
            <source>Seat:</source>
            <translation>Platz:</translation>
        </message>
        <message>
            <source>Server:</source>
            <translation>Server:</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>Beitreten</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
    </context>
    <context>
        <name>MainToolBar</name>
        <message>
            <source>Sound is off: click to turn it on</source>
            <translation>Der Ton ist aus: klicke, um ihn einzuschalten</translation>
        </message>
        <message>
            <source>Sound is on: click to mute it</source>
            <translation>Der Ton ist an: klicke, um ihn stummzuschalten</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>This game cannot be started with these settings.</source>
            <extracomment>The first window's size where the screen has room for it.</extracomment>
            <translation>Mit diesen Einstellungen kann das Spiel nicht beginnen.</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1 denkt nach…</translation>
        </message>
        <message>
            <source>Computer player</source>
            <translation>Computerspieler</translation>
        </message>
        <message>
            <source>Hint: %1 (chance to win after it: %2)</source>
            <translation>Tipp: %1 (Gewinnchance danach: %2)</translation>
        </message>
        <message>
            <source>The computer player ran into a problem and has been paused.</source>
            <translation>Der Computerspieler ist auf ein Problem gestoßen und wurde angehalten.</translation>
        </message>
        <message>
            <source>Not allowed: %1</source>
            <translation>Nicht erlaubt: %1</translation>
        </message>
        <message>
            <source>The computer player chose a move that is not allowed (%1) and has been paused. Please report this as a bug.</source>
            <translation>Der Computerspieler hat einen nicht erlaubten Zug gewählt (%1) und wurde angehalten. Bitte melde das als Fehler.</translation>
        </message>
        <message>
            <source>About Ludoteca</source>
            <translation>Über Ludoteca</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Ludoteca&lt;/h3&gt;&lt;p&gt;Six tabletop games for one computer: play hot-seat with friends or against the computer.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Ludoteca&lt;/h3&gt;&lt;p&gt;Sechs Brettspiele für einen Computer: abwechselnd mit Freunden oder gegen den Computer.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>NetSession</name>
        <message>
            <source>free seat</source>
            <extracomment>How long a guest waits for the host's record of a finished game before the game's end is told anyway. The room's table changed (a dict: seats, who is there, started, waiting). The room refused a move or a request of this screen: an `IllegalMove`-like (code, params). A seat's name changed (a guest joined under its own name). The seats played at this screen by people. A guest's copy of the finished game as the host recorded it (it replays: for the history).</extracomment>
            <translation>freier Platz</translation>
        </message>
        <message>
            <source>connected</source>
            <translation>verbunden</translation>
        </message>
        <message>
            <source>reconnecting…</source>
            <translation>verbindet erneut…</translation>
        </message>
    </context>
    <context>
        <name>NetworkControl</name>
        <message>
            <source>Choose the game to host.</source>
            <extracomment>While this computer serves its room on the home network: the server and its announcement.</extracomment>
            <translation>Wähle das Spiel, das du hosten willst.</translation>
        </message>
        <message>
            <source>A network game needs at least one remote seat.</source>
            <translation>Ein Netzwerkspiel braucht mindestens einen Netzwerkspieler.</translation>
        </message>
        <message>
            <source>Set a seat to “Remote player”: its player joins from another computer.</source>
            <translation>Stelle einen Platz auf „Netzwerkspieler“: Sein Spieler kommt von einem anderen Computer dazu.</translation>
        </message>
        <message>
            <source>This game cannot be started with these settings.</source>
            <translation>Mit diesen Einstellungen kann das Spiel nicht beginnen.</translation>
        </message>
        <message>
            <source>%1's %2</source>
            <translation>%2 bei %1</translation>
        </message>
        <message>
            <source>The room is open: give your friends the code %1.</source>
            <translation>Der Raum ist offen: Gib deinen Freunden den Code %1.</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Netzwerkspiel</translation>
        </message>
        <message>
            <source>You were hosting a network game of %1. Open its room again? Your guests come back by themselves.</source>
            <translation>Du hast ein Netzwerkspiel %1 gehostet. Seinen Raum wieder öffnen? Deine Gäste kommen von selbst zurück.</translation>
        </message>
        <message>
            <source>That is not a server address.</source>
            <translation>Das ist keine Serveradresse.</translation>
        </message>
        <message>
            <source>Write it as mqtt://host:port.</source>
            <translation>Schreib sie als mqtt://host:port.</translation>
        </message>
        <message>
            <source>This computer serves the room on port %1.</source>
            <translation>Dieser Computer stellt den Raum auf Port %1 bereit.</translation>
        </message>
        <message>
            <source>Connecting to the game…</source>
            <translation>Verbindung zum Spiel wird hergestellt…</translation>
        </message>
        <message>
            <source>The host refused to take the move back.</source>
            <translation>Der Host hat abgelehnt, den Zug zurückzunehmen.</translation>
        </message>
        <message>
            <source>Join a network game</source>
            <translation>Einem Netzwerkspiel beitreten</translation>
        </message>
        <message>
            <source>The host closed the room.</source>
            <translation>Der Host hat den Raum geschlossen.</translation>
        </message>
        <message>
            <source>The game is over; the host closed the room.</source>
            <translation>Die Partie ist vorbei; der Host hat den Raum geschlossen.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Player %1</source>
            <translation>Spieler %1</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Platz %1</translation>
        </message>
        <message>
            <source>Player %1 colour</source>
            <translation>Farbe von Spieler %1</translation>
        </message>
        <message>
            <source>Player %1 name</source>
            <translation>Name von Spieler %1</translation>
        </message>
        <message>
            <source>Player %1: human or computer</source>
            <translation>Spieler %1: Mensch oder Computer</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Mensch</translation>
        </message>
        <message>
            <source>Remote player (another computer)</source>
            <translation>Netzwerkspieler (anderer Computer)</translation>
        </message>
        <message>
            <source>Host a network game – %1</source>
            <extracomment>Hosting a network game: a seat may also be played from another computer. The people the history knows, by name without case (`gui.history.Player`s).</extracomment>
            <translation>Netzwerkspiel hosten – %1</translation>
        </message>
        <message>
            <source>New game – %1</source>
            <translation>Neues Spiel – %1</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Number of players:</source>
            <translation>Anzahl der Spieler:</translation>
        </message>
        <message>
            <source>%1 moves first.</source>
            <translation>%1 beginnt.</translation>
        </message>
        <message>
            <source>Variants and options</source>
            <translation>Varianten und Optionen</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Netzwerkspiel</translation>
        </message>
        <message>
            <source>Time per turn:</source>
            <translation>Zeit pro Zug:</translation>
        </message>
        <message>
            <source>No limit</source>
            <translation>Unbegrenzt</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>When a player's time for a turn runs out, the computer plays a quick move in their place.</source>
            <translation>Läuft die Zeit eines Spielers für einen Zug ab, macht der Computer an seiner Stelle einen schnellen Zug.</translation>
        </message>
        <message>
            <source>The room meets:</source>
            <translation>Ort des Raums:</translation>
        </message>
        <message>
            <source>On the server below (across the internet)</source>
            <translation>Auf dem Server unten (über das Internet)</translation>
        </message>
        <message>
            <source>On this computer (home network)</source>
            <translation>Auf diesem Computer (Heimnetz)</translation>
        </message>
        <message>
            <source>Server:</source>
            <translation>Server:</translation>
        </message>
        <message>
            <source>Start game</source>
            <translation>Spiel starten</translation>
        </message>
        <message>
            <source>Open the room</source>
            <translation>Raum öffnen</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
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
            <translation>Farbe</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partien</translation>
        </message>
        <message>
            <source>Known since</source>
            <translation>Bekannt seit</translation>
        </message>
        <message>
            <source>“%1” is what a seat is called when nobody names it: choose a person's name.</source>
            <translation>„%1“ heißt ein Platz, dem niemand einen Namen gibt: wähle den Namen einer Person.</translation>
        </message>
        <message>
            <source>This name cannot be used: it is empty, too long, taken by another player, or the player has games in the history and cannot be forgotten.</source>
            <translation>Dieser Name kann nicht verwendet werden: Er ist leer, zu lang oder schon von einem anderen Spieler belegt, oder der Spieler hat Partien im Verlauf und kann nicht vergessen werden.</translation>
        </message>
        <message>
            <source>The history cannot be changed just now.</source>
            <translation>Der Verlauf kann gerade nicht geändert werden.</translation>
        </message>
        <message>
            <source>Known players</source>
            <translation>Bekannte Spieler</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Name:</translation>
        </message>
        <message>
            <source>Preferred &amp;colour:</source>
            <translation>Bevorzugte &amp;Farbe:</translation>
        </message>
        <message>
            <source>Preferred &amp;language:</source>
            <translation>Bevorzugte Spr&amp;ache:</translation>
        </message>
        <message>
            <source>No preference</source>
            <translation>Keine Präferenz</translation>
        </message>
        <message>
            <source>The window's language</source>
            <translation>Die Sprache des Fensters</translation>
        </message>
        <message>
            <source>&amp;Add as New Player</source>
            <translation>Als neuen Spieler &amp;hinzufügen</translation>
        </message>
        <message>
            <source>Sa&amp;ve Changes</source>
            <translation>Änderungen sp&amp;eichern</translation>
        </message>
        <message>
            <source>&amp;Forget Player</source>
            <translation>Spieler &amp;vergessen</translation>
        </message>
        <message>
            <source>Only a player without games in the history can be forgotten</source>
            <translation>Nur ein Spieler ohne Partien im Verlauf kann vergessen werden</translation>
        </message>
    </context>
    <context>
        <name>PrivacyScreen</name>
        <message>
            <source>Pass the device to %1</source>
            <translation>Gib das Gerät an %1 weiter</translation>
        </message>
        <message>
            <source>The other players should look away now.</source>
            <translation>Die anderen Spieler schauen jetzt bitte weg.</translation>
        </message>
        <message>
            <source>I am %1 – show my hand</source>
            <translation>Ich bin %1 – meine Hand zeigen</translation>
        </message>
    </context>
    <context>
        <name>ReviewDock</name>
        <message>
            <source>Review</source>
            <translation>Rückblick</translation>
        </message>
        <message>
            <source>The analysis ran into a problem.</source>
            <translation>Bei der Analyse ist ein Problem aufgetreten.</translation>
        </message>
        <message>
            <source>Analysing…</source>
            <translation>Analysiere …</translation>
        </message>
        <message>
            <source>Step through the game, or analyse it to see each player's chance to win.</source>
            <translation>Geh die Partie Zug für Zug durch oder analysiere sie, um die Gewinnchance jedes Spielers zu sehen.</translation>
        </message>
        <message>
            <source>Chances to win: %1.</source>
            <translation>Gewinnchancen: %1.</translation>
        </message>
        <message>
            <source>Next move %1 (%2) leaves %3 a chance of %4; the analysis prefers %5 (%6).</source>
            <translation>Der nächste Zug %1 (%2) lässt %3 eine Chance von %4; die Analyse bevorzugt %5 (%6).</translation>
        </message>
        <message>
            <source>Export Moves</source>
            <translation>Züge exportieren</translation>
        </message>
        <message>
            <source>Text files (*.txt)</source>
            <translation>Textdateien (*.txt)</translation>
        </message>
        <message>
            <source>The moves could not be exported.</source>
            <translation>Die Züge konnten nicht exportiert werden.</translation>
        </message>
        <message>
            <source>Moves exported to %1</source>
            <translation>Züge exportiert nach %1</translation>
        </message>
    </context>
    <context>
        <name>ReviewPanel</name>
        <message>
            <source>Analyse Game</source>
            <extracomment>The player picked a position (by the plot, the slider or the step buttons).</extracomment>
            <translation>Partie analysieren</translation>
        </message>
        <message>
            <source>Evaluate every position: each player's chance to win, move by move</source>
            <translation>Jede Stellung bewerten: die Gewinnchance jedes Spielers, Zug für Zug</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Anhalten</translation>
        </message>
        <message>
            <source>Export Moves…</source>
            <translation>Züge exportieren …</translation>
        </message>
        <message>
            <source>Start of the game</source>
            <translation>Anfang der Partie</translation>
        </message>
        <message>
            <source>One move back</source>
            <translation>Einen Zug zurück</translation>
        </message>
        <message>
            <source>One move forward</source>
            <translation>Einen Zug vor</translation>
        </message>
        <message>
            <source>Last move</source>
            <translation>Letzter Zug</translation>
        </message>
        <message>
            <source>Position in the game</source>
            <translation>Stelle in der Partie</translation>
        </message>
        <message>
            <source>Chances to win</source>
            <translation>Gewinnchancen</translation>
        </message>
        <message>
            <source>Each player's chance to win after every move; click to go there</source>
            <translation>Die Gewinnchance jedes Spielers nach jedem Zug; klicken, um dorthin zu gehen</translation>
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
            <translation>Verbindung wird hergestellt…</translation>
        </message>
        <message>
            <source>Waiting for players: %1 seat(s) free.</source>
            <translation>Warten auf Spieler – freie Plätze: %1.</translation>
        </message>
        <message>
            <source>Everybody is here: start the game.</source>
            <translation>Alle sind da: Starte das Spiel.</translation>
        </message>
        <message>
            <source>Everybody is here: the host starts the game.</source>
            <translation>Alle sind da: Der Host startet das Spiel.</translation>
        </message>
        <message>
            <source>Waiting for %1 (reconnecting…)</source>
            <translation>Warten auf %1 (verbindet erneut…)</translation>
        </message>
        <message>
            <source>Spectator</source>
            <translation>Zuschauer</translation>
        </message>
        <message>
            <source>%1 asks to take back their last move.</source>
            <translation>%1 möchte den letzten Zug zurücknehmen.</translation>
        </message>
        <message>
            <source>Waiting for the host (reconnecting…)</source>
            <translation>Warten auf den Host (verbindet erneut…)</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Netzwerkspiel</translation>
        </message>
        <message>
            <source>Invite code:</source>
            <translation>Einladungscode:</translation>
        </message>
        <message>
            <source>Invite code</source>
            <translation>Einladungscode</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopieren</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>Spiel starten</translation>
        </message>
        <message>
            <source>Say something to the table…</source>
            <translation>Sag etwas in die Runde…</translation>
        </message>
        <message>
            <source>Chat message</source>
            <translation>Chatnachricht</translation>
        </message>
        <message>
            <source>Chat</source>
            <translation>Chat</translation>
        </message>
        <message>
            <source>Allow</source>
            <translation>Erlauben</translation>
        </message>
        <message>
            <source>Refuse</source>
            <translation>Ablehnen</translation>
        </message>
        <message>
            <source>React with %1</source>
            <translation>Mit %1 reagieren</translation>
        </message>
    </context>
    <context>
        <name>RulesBrowser</name>
        <message>
            <source>Each game's own keys</source>
            <extracomment>The list entries of the Keyboard page and the network page (game entries hold their game's id).</extracomment>
            <translation>Die eigenen Tasten jedes Spiels</translation>
        </message>
        <message>
            <source>The rules of this game are not written yet.</source>
            <extracomment>The player asked for the shown game's tutorial.</extracomment>
            <translation>Die Regeln dieses Spiels sind noch nicht geschrieben.</translation>
        </message>
        <message>
            <source>These rules are not translated yet; they are shown in English.</source>
            <translation>Diese Regeln sind noch nicht übersetzt; sie werden auf Englisch angezeigt.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Spielregeln</translation>
        </message>
        <message>
            <source>Learn to Play</source>
            <translation>Spielen lernen</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Tastatur</translation>
        </message>
        <message>
            <source>Playing over the network</source>
            <translation>Im Netzwerk spielen</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Preferences</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Aus</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Schnell</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Langsam</translation>
        </message>
        <message>
            <source>Like the desktop</source>
            <translation>Wie der Desktop</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Hell</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Dunkel</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>Hoher Kontrast</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Colour-blind safe, with marks</source>
            <translation>Für Farbenblinde, mit Zeichen</translation>
        </message>
        <message>
            <source>Hide hands between turns</source>
            <translation>Hände zwischen den Zügen verbergen</translation>
        </message>
        <message>
            <source>Save the running game automatically</source>
            <translation>Laufendes Spiel automatisch speichern</translation>
        </message>
        <message>
            <source>Longer looks deeper; a game's analysis takes this long per move</source>
            <translation>Länger schaut tiefer; die Analyse einer Partie braucht so lange pro Zug</translation>
        </message>
        <message>
            <source>Mute sound</source>
            <translation>Ton stummschalten</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Sprache:</translation>
        </message>
        <message>
            <source>Computer thinking time:</source>
            <translation>Bedenkzeit des Computers:</translation>
        </message>
        <message>
            <source>Analysis time per position:</source>
            <translation>Analysezeit pro Stellung:</translation>
        </message>
        <message>
            <source>Theme:</source>
            <translation>Farbschema:</translation>
        </message>
        <message>
            <source>Piece colours:</source>
            <translation>Farben der Steine:</translation>
        </message>
        <message>
            <source>Animation speed:</source>
            <translation>Tempo der Animationen:</translation>
        </message>
        <message>
            <source>Sound volume:</source>
            <translation>Lautstärke:</translation>
        </message>
    </context>
    <context>
        <name>SidePanel</name>
        <message>
            <source>Human</source>
            <translation>Mensch</translation>
        </message>
        <message>
            <source>Remote player</source>
            <extracomment>The player typed (or pasted) a move's notation and pressed Enter. What screen readers were last told (the move list's newest entry); for tests and for saying it again.</extracomment>
            <translation>Netzwerkspieler</translation>
        </message>
        <message>
            <source>%1 to move</source>
            <translation>%1 ist am Zug</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Züge</translation>
        </message>
        <message>
            <source>Every move of the game so far, the newest last</source>
            <translation>Alle Züge der Partie bis jetzt, der neueste zuletzt</translation>
        </message>
        <message>
            <source>Type a move</source>
            <translation>Einen Zug tippen</translation>
        </message>
        <message>
            <source>Start of the game</source>
            <translation>Spielbeginn</translation>
        </message>
        <message>
            <source>Type a move and press Enter</source>
            <translation>Zug eingeben und Eingabetaste drücken</translation>
        </message>
        <message>
            <source>A move in the game's notation, as in the move list</source>
            <translation>Ein Zug in der Notation des Spiels, wie in der Zugliste</translation>
        </message>
    </context>
    <context>
        <name>StatisticsTab</name>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Beste Punktzahl</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>Schnitt</translation>
        </message>
        <message>
            <source>Longest winning streak</source>
            <translation>Längste Serie</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Wertung</translation>
        </message>
        <message>
            <source>%1 ± %2</source>
            <translation>%1 ± %2</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Gespielt</translation>
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
            <translation>Remis</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Siegquote</translation>
        </message>
        <message numerus="yes">
            <source>Of these, %n game(s) with every seat theirs: neither won nor lost.</source>
            <translation>
                <numerusform>Davon %n Partie, in der alle Plätze diesem Spieler gehörten: weder gewonnen noch verloren.</numerusform>
                <numerusform>Davon %n Partien, in denen alle Plätze diesem Spieler gehörten: weder gewonnen noch verloren.</numerusform>
            </translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partien</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Modus</translation>
        </message>
        <message>
            <source>Against</source>
            <translation>Gegen</translation>
        </message>
        <message>
            <source>Results of %1</source>
            <translation>Ergebnisse von %1</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Ergebnisse</translation>
        </message>
        <message>
            <source>Rating of %1</source>
            <translation>Wertung von %1</translation>
        </message>
        <message>
            <source>%1, game %2 (%3): rating %4 ± %5</source>
            <translation>%1, Partie %2 (%3): Wertung %4 ± %5</translation>
        </message>
        <message>
            <source>A computer level keeps a fixed rating, measured in matches between the levels.</source>
            <translation>Eine Computerstufe hat eine feste Wertung, gemessen in Partien zwischen den Stufen.</translation>
        </message>
        <message>
            <source>No rated game yet: ratings come from finished games.</source>
            <translation>Noch keine gewertete Partie: Wertungen ergeben sich aus beendeten Partien.</translation>
        </message>
        <message>
            <source>Glicko-2 rating after each game played (new players start at 1500). Choose one game above to see how sure each rating is and to compare with the computer levels.</source>
            <translation>Glicko-2-Wertung nach jeder gespielten Partie (neue Spieler beginnen bei 1500). Wähle oben ein Spiel, um zu sehen, wie sicher jede Wertung ist, und um sie mit den Computerstufen zu vergleichen.</translation>
        </message>
        <message>
            <source>Glicko-2 rating after each game played; the shaded band is ± twice the rating deviation (narrower: surer), the dashed lines are the computer levels.</source>
            <translation>Glicko-2-Wertung nach jeder gespielten Partie; das schattierte Band ist ± die doppelte Wertungsabweichung (schmaler: sicherer), die gestrichelten Linien sind die Computerstufen.</translation>
        </message>
        <message>
            <source>Games played</source>
            <translation>Gespielte Partien</translation>
        </message>
        <message>
            <source>Players and their results</source>
            <translation>Spieler und ihre Ergebnisse</translation>
        </message>
        <message>
            <source>Results against each opponent</source>
            <translation>Ergebnisse gegen jeden Gegner</translation>
        </message>
        <message>
            <source>Rating after each game</source>
            <translation>Wertung nach jeder Partie</translation>
        </message>
        <message>
            <source>No finished games here yet. Every game played to its end is kept, with its players, result and moves.</source>
            <translation>Hier sind noch keine beendeten Partien. Jede zu Ende gespielte Partie wird mit ihren Spielern, ihrem Ergebnis und ihren Zügen aufbewahrt.</translation>
        </message>
        <message>
            <source>Results and rating</source>
            <extracomment>Above this many games a line is drawn without its dots (they would run together). The narrowest the rating plot is beside the results (below that each has a tab).</extracomment>
            <translation>Ergebnisse und Wertung</translation>
        </message>
        <message>
            <source>Most played modes</source>
            <translation>Meistgespielte Modi</translation>
        </message>
    </context>
    <context>
        <name>TutorialPage</name>
        <message>
            <source>Learn to play %1</source>
            <extracomment>Pause before the other side's scripted answer, so the learner sees their own move land (milliseconds).</extracomment>
            <translation>%1 spielen lernen</translation>
        </message>
        <message>
            <source>Show Me</source>
            <translation>Zeig es mir</translation>
        </message>
        <message>
            <source>Start Step Again</source>
            <translation>Schritt neu beginnen</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Zurück</translation>
        </message>
        <message>
            <source>Leave the Tutorial</source>
            <translation>Lektion verlassen</translation>
        </message>
        <message>
            <source>Try again: %1</source>
            <translation>Versuch es noch einmal: %1</translation>
        </message>
        <message>
            <source>Well done!</source>
            <translation>Gut gemacht!</translation>
        </message>
        <message>
            <source>Good. Go on.</source>
            <translation>Gut. Weiter so.</translation>
        </message>
        <message>
            <source>Watch the move on the board.</source>
            <translation>Sieh dir den Zug auf dem Brett an.</translation>
        </message>
        <message>
            <source>Now make that move yourself.</source>
            <translation>Mach diesen Zug jetzt selbst.</translation>
        </message>
        <message>
            <source>Step %1 of %2</source>
            <translation>Schritt %1 von %2</translation>
        </message>
        <message>
            <source>Challenge: %1</source>
            <translation>Herausforderung: %1</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Fertig</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Weiter</translation>
        </message>
    </context>
    <context>
        <name>WindowMenus</name>
        <message>
            <source>&amp;Game</source>
            <extracomment>The keys of each window action (`act_&lt;name&gt;`): the platform's standard keys where there are some. Plain letters other than P and ? are the board's (h/j/k/l move its cursor); Ctrl+Q quits where the platform has no key for it. The Keyboard help page lists them from here, as this keyboard names them.</extracomment>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <source>&amp;Move</source>
            <translation>&amp;Zug</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <source>&amp;Full Screen</source>
            <translation>&amp;Vollbild</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Einstellungen</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Sprache</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>&amp;New Game…</source>
            <translation>&amp;Neues Spiel…</translation>
        </message>
        <message>
            <source>&amp;Choose Another Game</source>
            <translation>Anderes Spiel &amp;wählen</translation>
        </message>
        <message>
            <source>&amp;Restart</source>
            <translation>Neu s&amp;tarten</translation>
        </message>
        <message>
            <source>&amp;Join Network Game…</source>
            <translation>&amp;Einem Netzwerkspiel beitreten…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>Ö&amp;ffnen…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Speichern</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>Speichern &amp;unter…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Wiederholen</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Tipp</translation>
        </message>
        <message>
            <source>&amp;Pause Computer Players</source>
            <translation>Computerspieler &amp;anhalten</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Spielregeln</translation>
        </message>
        <message>
            <source>&amp;Keyboard</source>
            <translation>&amp;Tastatur</translation>
        </message>
        <message>
            <source>&amp;About Ludoteca</source>
            <translation>Ü&amp;ber Ludoteca</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Einstellungen…</translation>
        </message>
        <message>
            <source>&amp;Animations</source>
            <translation>&amp;Animationen</translation>
        </message>
        <message>
            <source>Animation Spee&amp;d</source>
            <translation>Animations&amp;tempo</translation>
        </message>
        <message>
            <source>T&amp;heme</source>
            <translation>&amp;Farbschema</translation>
        </message>
        <message>
            <source>Hide Hands Between &amp;Turns</source>
            <translation>Hände zwischen den &amp;Zügen verbergen</translation>
        </message>
        <message>
            <source>&amp;Mute Sound</source>
            <translation>Ton stu&amp;mmschalten</translation>
        </message>
        <message>
            <source>&amp;History and Statistics…</source>
            <translation>&amp;Verlauf und Statistik…</translation>
        </message>
        <message>
            <source>Con&amp;tinue an Unfinished Game…</source>
            <translation>Unbeendete &amp;Partie fortsetzen…</translation>
        </message>
        <message>
            <source>E&amp;xport History…</source>
            <translation>Verlauf e&amp;xportieren…</translation>
        </message>
        <message>
            <source>&amp;Import History…</source>
            <translation>Verlauf &amp;importieren…</translation>
        </message>
        <message>
            <source>&amp;Fast</source>
            <translation>&amp;Schnell</translation>
        </message>
        <message>
            <source>Host Net&amp;work Game…</source>
            <translation>Netzwerkspiel &amp;hosten…</translation>
        </message>
        <message>
            <source>&amp;Normal</source>
            <translation>&amp;Normal</translation>
        </message>
        <message>
            <source>S&amp;low</source>
            <translation>&amp;Langsam</translation>
        </message>
        <message>
            <source>Like the &amp;Desktop</source>
            <translation>Wie der &amp;Desktop</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>&amp;Hell</translation>
        </message>
        <message>
            <source>Dar&amp;k</source>
            <translation>D&amp;unkel</translation>
        </message>
        <message>
            <source>&amp;High Contrast</source>
            <translation>Hoher &amp;Kontrast</translation>
        </message>
        <message>
            <source>&amp;Colour-Blind Palette</source>
            <translation>&amp;Palette für Farbenblinde</translation>
        </message>
        <message>
            <source>Show &amp;Side Panel</source>
            <translation>Seiten&amp;leiste anzeigen</translation>
        </message>
        <message>
            <source>Show Tool&amp;bar</source>
            <translation>&amp;Werkzeugleiste anzeigen</translation>
        </message>
        <message>
            <source>&amp;Analyse Game</source>
            <translation>Partie &amp;analysieren</translation>
        </message>
        <message>
            <source>Re&amp;view and Replay</source>
            <translation>&amp;Rückblick und Wiederholung</translation>
        </message>
        <message>
            <source>&amp;Learn to Play…</source>
            <translation>Spielen &amp;lernen …</translation>
        </message>
    </context>
    <context>
        <name>history</name>
        <message>
            <source>The game could not be added to the history: its folder cannot be used.</source>
            <translation>Die Partie konnte nicht in den Verlauf aufgenommen werden: sein Ordner ist nicht nutzbar.</translation>
        </message>
        <message>
            <source>The game could not be written to the history yet; it will be tried again after the next game.</source>
            <translation>Die Partie konnte noch nicht in den Verlauf geschrieben werden; nach der nächsten Partie wird es erneut versucht.</translation>
        </message>
        <message>
            <source>Another program kept the history file locked: it was kept aside and a new history started.</source>
            <extracomment>What the store's problems mean to the player: the first mark found in them gives the sentence.</extracomment>
            <translation>Ein anderes Programm hielt die Verlaufsdatei gesperrt: Sie wurde beiseitegelegt und ein neuer Verlauf begonnen.</translation>
        </message>
        <message>
            <source>The history file comes from a newer Ludoteca: it was kept aside and a new history started.</source>
            <translation>Die Verlaufsdatei stammt von einem neueren Ludoteca: Sie wurde beiseitegelegt und ein neuer Verlauf begonnen.</translation>
        </message>
        <message>
            <source>Damaged games that could not be written to the history were kept aside in its folder.</source>
            <translation>Beschädigte Partien, die nicht in den Verlauf geschrieben werden konnten, wurden in seinem Ordner beiseitegelegt.</translation>
        </message>
        <message>
            <source>An unreadable history file was kept aside and a new history started.</source>
            <translation>Eine unlesbare Verlaufsdatei wurde beiseitegelegt und ein neuer Verlauf begonnen.</translation>
        </message>
        <message>
            <source>Damaged games were left out of the export.</source>
            <translation>Beschädigte Partien wurden beim Export ausgelassen.</translation>
        </message>
        <message>
            <source>Some stored games or players are damaged and are left out.</source>
            <translation>Einige gespeicherte Partien oder Spieler sind beschädigt und werden ausgelassen.</translation>
        </message>
        <message>
            <source>The history cannot be read just now.</source>
            <translation>Der Verlauf kann gerade nicht gelesen werden.</translation>
        </message>
        <message>
            <source>The history's folder cannot be written, so the history is only read: this game is not stored in it.</source>
            <translation>In den Ordner des Verlaufs kann nicht geschrieben werden, deshalb wird der Verlauf nur gelesen: Diese Partie wird darin nicht gespeichert.</translation>
        </message>
        <message>
            <source>The game could not be added to the history.</source>
            <translation>Die Partie konnte nicht in den Verlauf aufgenommen werden.</translation>
        </message>
        <message>
            <source>%1%</source>
            <translation>%1 %</translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 Min.</translation>
        </message>
        <message>
            <source>%1 h %2 min</source>
            <translation>%1 Std. %2 Min.</translation>
        </message>
        <message>
            <source>Unfinished</source>
            <translation>Unbeendet</translation>
        </message>
        <message>
            <source>%1 wins.</source>
            <translation>%1 gewinnt.</translation>
        </message>
        <message>
            <source>%1, %2, wins.</source>
            <translation>%1, %2, gewinnt.</translation>
        </message>
        <message>
            <source>Winners: %1.</source>
            <translation>Gewinner: %1.</translation>
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
            <translation>%1 Spieler</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>no</source>
            <translation>nein</translation>
        </message>
        <message>
            <source>standard rules</source>
            <translation>Standardregeln</translation>
        </message>
    </context>
    <context>
        <name>levels</name>
        <message>
            <source>Easy</source>
            <translation>Leicht</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Schwer</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>The game is won.</source>
            <extracomment>Seat i always plays colours[i] (Abalone: Black moves first), so a colour chosen for a player decides their seat: the new-game dialog seats the players in colour order. Hot-seat games with hands that the other players must not see. Whether `legal_moves()` enumerates every move (False for continuous throws). The key of an int option giving each player's minutes on a game clock (0: no clock), for games that offer one; the GUI keeps the time and plays `state.flag_move(seat)` when a clock runs out. False for a game listed in the chooser whose engine is not built yet. The game's own `Outcome.reason` codes -&gt; sentence (marked with QT_TRANSLATE_NOOP("reasons", ...)). The game's own `IllegalMove.code`s -&gt; sentence (marked with QT_TRANSLATE_NOOP("refusals", ...)); a sentence names its parameters %1, %2, …. The common codes are in `COMMON_REFUSALS`. Sentences for the common reason codes, shown by the GUI at the end of a game.</extracomment>
            <translation>Das Spiel ist gewonnen.</translation>
        </message>
        <message>
            <source>The game ends in a draw.</source>
            <translation>Das Spiel endet unentschieden.</translation>
        </message>
        <message>
            <source>The game ends on points.</source>
            <translation>Das Spiel wird nach Punkten entschieden.</translation>
        </message>
        <message>
            <source>Time ran out.</source>
            <translation>Die Zeit ist abgelaufen.</translation>
        </message>
        <message>
            <source>A player resigned.</source>
            <translation>Ein Spieler hat aufgegeben.</translation>
        </message>
        <message>
            <source>The move limit was reached.</source>
            <translation>Die Zuggrenze ist erreicht.</translation>
        </message>
        <message>
            <source>The position was repeated too often.</source>
            <translation>Die Stellung wurde zu oft wiederholt.</translation>
        </message>
    </context>
    <context>
        <name>refusals</name>
        <message>
            <source>The game is over: no more moves can be made.</source>
            <extracomment>Version of the state envelope written by `GameState.to_json`. Sentences for the common refusal codes, shown by the GUI when a move is refused.</extracomment>
            <translation>Das Spiel ist vorbei: Es sind keine Züge mehr möglich.</translation>
        </message>
        <message>
            <source>That is not a move of this game.</source>
            <translation>Das ist kein Zug dieses Spiels.</translation>
        </message>
        <message>
            <source>A move must be given as text.</source>
            <translation>Ein Zug muss als Text angegeben werden.</translation>
        </message>
        <message>
            <source>That text is not a move in this game's notation.</source>
            <translation>Dieser Text ist kein Zug in der Notation dieses Spiels.</translation>
        </message>
        <message>
            <source>That move is not allowed in this position.</source>
            <translation>Dieser Zug ist in dieser Stellung nicht erlaubt.</translation>
        </message>
        <message>
            <source>That move is allowed, but this step asks for another one.</source>
            <extracomment>Refusal codes of a tutorial (context "refusals" of the shell catalog).</extracomment>
            <translation>Dieser Zug ist erlaubt, aber dieser Schritt verlangt einen anderen.</translation>
        </message>
        <message>
            <source>That did not reach the goal of this step.</source>
            <translation>Damit ist das Ziel dieses Schritts nicht erreicht.</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <extracomment>The largest room save read back. What the room says when it refuses something (context "refusals"; the engine's own codes have theirs).</extracomment>
            <translation>Die Partie hat noch nicht begonnen.</translation>
        </message>
        <message>
            <source>The game waits for a player who is reconnecting.</source>
            <translation>Die Partie wartet auf einen Spieler, der sich neu verbindet.</translation>
        </message>
        <message>
            <source>Another move was played first.</source>
            <translation>Ein anderer Zug wurde zuerst gespielt.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Du bist nicht am Zug.</translation>
        </message>
        <message>
            <source>That seat is played from another computer.</source>
            <translation>Dieser Platz wird von einem anderen Computer aus gespielt.</translation>
        </message>
        <message>
            <source>Spectators cannot move.</source>
            <translation>Zuschauer können nicht ziehen.</translation>
        </message>
        <message>
            <source>The game has no free seat.</source>
            <translation>Die Partie hat keinen freien Platz.</translation>
        </message>
        <message>
            <source>That seat has just been taken.</source>
            <translation>Dieser Platz wurde gerade besetzt.</translation>
        </message>
    </context>
    <context>
        <name>review</name>
        <message>
            <source>%1%</source>
            <translation>%1 %</translation>
        </message>
    </context>
    <context>
        <name>saves</name>
        <message>
            <source>Move %1 (%2) is not allowed: %3</source>
            <extracomment>What `QSaveFile` leaves behind when the app is killed while writing `name.ludoteca` (where the file system cannot make unnamed temporary files): `name.ludoteca.` and six random characters. A temporary file this old is not being written by a running copy of the app. Files larger than this are refused before reading (a real save is a few hundred kB at most).</extracomment>
            <translation>Zug %1 (%2) ist nicht erlaubt: %3</translation>
        </message>
        <message>
            <source>This is not a file that a game can be saved in.</source>
            <translation>Dies ist keine Datei, in der ein Spiel gespeichert sein kann.</translation>
        </message>
        <message>
            <source>The file is too large to be a saved game.</source>
            <translation>Die Datei ist zu groß für ein gespeichertes Spiel.</translation>
        </message>
        <message>
            <source>The file is not a text file.</source>
            <translation>Die Datei ist keine Textdatei.</translation>
        </message>
        <message>
            <source>The saved players do not match the game's seats.</source>
            <translation>Die gespeicherten Spieler passen nicht zu den Plätzen des Spiels.</translation>
        </message>
    </context>
    <context>
        <name>setup</name>
        <message>
            <source>Player %1</source>
            <extracomment>A seat's default name, "Player 2" (context "setup").</extracomment>
            <translation>Spieler %1</translation>
        </message>
    </context>
    <context>
        <name>texts</name>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n Spieler</numerusform>
                <numerusform>%n Spieler</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 or %2 players</source>
            <translation>%1 oder %2 Spieler</translation>
        </message>
        <message>
            <source>%1–%2 players</source>
            <translation>%1–%2 Spieler</translation>
        </message>
        <message>
            <source>Draw.</source>
            <translation>Unentschieden.</translation>
        </message>
        <message>
            <source>%1 wins.</source>
            <translation>%1 gewinnt.</translation>
        </message>
        <message>
            <source>%1 win.</source>
            <translation>%1 gewinnen.</translation>
        </message>
    </context>
</TS>