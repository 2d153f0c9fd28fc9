<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>ChancePlot</name>
        <message>
            <source>Chance</source>
            <extracomment>The player clicked position `index` on the plot.</extracomment>
            <translation>Chance</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Coup</translation>
        </message>
        <message>
            <source>? a mistake: the move cost its player at least %1 points of their chance to win against the move the analysis prefers</source>
            <translation>? une erreur : le coup a coûté à son joueur au moins %1 points de chance de gagner par rapport au coup que l’analyse préfère</translation>
        </message>
        <message>
            <source>?! a dubious move: the move cost its player at least %1 points of their chance to win against the move the analysis prefers</source>
            <translation>?! un coup douteux : le coup a coûté à son joueur au moins %1 points de chance de gagner par rapport au coup que l’analyse préfère</translation>
        </message>
        <message>
            <source>▼ ?! dubious, ? mistake: a move that lost ground</source>
            <translation>▼ ?! douteux, ? erreur : un coup qui a perdu du terrain</translation>
        </message>
        <message>
            <source>Move %1: %2</source>
            <translation>Coup %1 : %2</translation>
        </message>
    </context>
    <context>
        <name>Finale</name>
        <message>
            <source>New game…</source>
            <extracomment>How long the banner takes to come in at normal animation speed. The banner's width against the board view's, and its least width in pixels. The banner came up for a game's end (the outcome, the scene showing it): the window's win sound. The end position last celebrated (its state object): each end has its moment once.</extracomment>
            <translation>Nouvelle partie…</translation>
        </message>
        <message>
            <source>Review the game</source>
            <translation>Revoir la partie</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Escape or a click on the board closes this too.</source>
            <translation>Échap ou un clic sur le plateau ferme aussi ceci.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <source>Draw!</source>
            <translation>Match nul !</translation>
        </message>
        <message>
            <source>%1 wins!</source>
            <translation>%1 gagne !</translation>
        </message>
        <message>
            <source>%1 win!</source>
            <translation>%1 gagnent !</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <source>Not yet available</source>
            <extracomment>Arrow keys between the cards, as (dx, dy) in the grid. The player asked for the game's tutorial. An arrow key on the card: (card, dx, dy), for the chooser to move the focus to a neighbour.</extracomment>
            <translation>Pas encore disponible</translation>
        </message>
        <message>
            <source>Learn to Play</source>
            <translation>Apprendre à jouer</translation>
        </message>
        <message>
            <source>A short interactive lesson on %1</source>
            <translation>Une courte leçon interactive sur %1</translation>
        </message>
        <message>
            <source>Start a new game of %1</source>
            <translation>Commencer une nouvelle partie de %1</translation>
        </message>
        <message>
            <source>This game is still being built.</source>
            <translation>Ce jeu est encore en construction.</translation>
        </message>
        <message>
            <source>Learn to play %1</source>
            <translation>Apprendre à jouer à %1</translation>
        </message>
    </context>
    <context>
        <name>GameChooser</name>
        <message>
            <source>Choose a game</source>
            <extracomment>The player asked for a game's tutorial.</extracomment>
            <translation>Choisissez un jeu</translation>
        </message>
        <message>
            <source>Play hot-seat with friends at one computer, or against the computer.</source>
            <translation>Jouez à tour de rôle entre amis sur un même ordinateur, ou contre l'ordinateur.</translation>
        </message>
    </context>
    <context>
        <name>GameFiles</name>
        <message>
            <source>Ludoteca games (*%1)</source>
            <translation>Parties Ludoteca (*%1)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Save Game</source>
            <translation>Enregistrer la partie</translation>
        </message>
        <message>
            <source>The game could not be saved.</source>
            <translation>La partie n'a pas pu être enregistrée.</translation>
        </message>
        <message>
            <source>Saved to %1</source>
            <translation>Enregistré dans %1</translation>
        </message>
        <message>
            <source>Open Game</source>
            <translation>Ouvrir une partie</translation>
        </message>
        <message>
            <source>The game %1 is not available in this version.</source>
            <translation>Le jeu %1 n’est pas disponible dans cette version.</translation>
        </message>
        <message>
            <source>This file cannot be opened as a Ludoteca game.</source>
            <translation>Ce fichier ne peut pas être ouvert comme partie Ludoteca.</translation>
        </message>
        <message>
            <source>%1 is open. Move ▸ Review and Replay (Ctrl+R) replays it move by move.</source>
            <translation>%1 est ouverte. Coup ▸ Revue et relecture (Ctrl+R) la rejoue coup par coup.</translation>
        </message>
        <message>
            <source>Autosave failed: %1</source>
            <translation>Échec de l'enregistrement automatique : %1</translation>
        </message>
        <message>
            <source>Resume game</source>
            <translation>Reprendre la partie</translation>
        </message>
        <message>
            <source>An unfinished game of %1 was saved automatically. Continue it?</source>
            <translation>Une partie inachevée de %1 a été enregistrée automatiquement. La reprendre ?</translation>
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
            <translation>Jeu</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Mode</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Coups</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Durée</translation>
        </message>
        <message>
            <source>The %1 most recent of %2 games are listed: scroll to the end of the list for more, or choose a game or a period above.</source>
            <translation>Les %1 parties les plus récentes sur %2 sont listées : faites défiler jusqu'à la fin de la liste pour en voir plus, ou choisissez un jeu ou une période ci-dessus.</translation>
        </message>
        <message>
            <source>No unfinished games: a game left before its end waits here, to be continued.</source>
            <translation>Aucune partie inachevée : une partie quittée avant sa fin attend ici d'être reprise.</translation>
        </message>
        <message>
            <source>No games here yet. Every game played to its end, and every game left unfinished, is kept here.</source>
            <translation>Aucune partie pour l'instant. Chaque partie jouée jusqu'au bout, et chaque partie laissée inachevée, est conservée ici.</translation>
        </message>
        <message>
            <source>Stored games, newest first</source>
            <translation>Parties gardées, les plus récentes d'abord</translation>
        </message>
        <message>
            <source>S&amp;how:</source>
            <translation>A&amp;fficher :</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Toutes les parties</translation>
        </message>
        <message>
            <source>Finished games</source>
            <translation>Parties terminées</translation>
        </message>
        <message>
            <source>Unfinished games</source>
            <translation>Parties inachevées</translation>
        </message>
        <message>
            <source>&amp;Replay</source>
            <translation>&amp;Revoir</translation>
        </message>
        <message>
            <source>C&amp;ontinue</source>
            <translation>&amp;Continuer</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>&amp;Exporter…</translation>
        </message>
        <message>
            <source>&amp;Delete…</source>
            <translation>S&amp;upprimer…</translation>
        </message>
        <message>
            <source>Open the game in the review, at its first move</source>
            <translation>Ouvrir la partie dans la revue, à son premier coup</translation>
        </message>
        <message>
            <source>Go on playing this unfinished game</source>
            <translation>Continuer à jouer cette partie inachevée</translation>
        </message>
        <message>
            <source>Save the game as a %1 file</source>
            <translation>Enregistrer la partie dans un fichier %1</translation>
        </message>
        <message>
            <source>Remove the game from the history</source>
            <translation>Retirer la partie de l'historique</translation>
        </message>
    </context>
    <context>
        <name>HistoryControl</name>
        <message>
            <source>The history cannot be shown.</source>
            <translation>L'historique ne peut pas être affiché.</translation>
        </message>
        <message>
            <source>The history is not kept in this run of Ludoteca.</source>
            <translation>L'historique n'est pas conservé pendant cette session de Ludoteca.</translation>
        </message>
        <message>
            <source>It is no longer in the history.</source>
            <translation>Elle n'est plus dans l'historique.</translation>
        </message>
        <message>
            <source>This game cannot be opened.</source>
            <translation>Cette partie ne peut pas être ouverte.</translation>
        </message>
        <message>
            <source>Export Game</source>
            <translation>Exporter la partie</translation>
        </message>
        <message>
            <source>The game could not be exported.</source>
            <translation>La partie n'a pas pu être exportée.</translation>
        </message>
        <message>
            <source>Delete Game</source>
            <translation>Supprimer la partie</translation>
        </message>
        <message>
            <source>Delete this game from the history? This cannot be undone.</source>
            <translation>Supprimer cette partie de l'historique ? Cette action est irréversible.</translation>
        </message>
        <message>
            <source>The game could not be deleted.</source>
            <translation>La partie n'a pas pu être supprimée.</translation>
        </message>
        <message>
            <source>Ludoteca histories (*%1)</source>
            <translation>Historiques Ludoteca (*%1)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Export History</source>
            <translation>Exporter l'historique</translation>
        </message>
        <message>
            <source>The history could not be exported.</source>
            <translation>L'historique n'a pas pu être exporté.</translation>
        </message>
        <message>
            <source>History exported to %1</source>
            <translation>Historique exporté vers %1</translation>
        </message>
        <message>
            <source>Import History</source>
            <translation>Importer un historique</translation>
        </message>
        <message>
            <source>The history cannot be read just now.</source>
            <translation>L'historique ne peut pas être lu pour le moment.</translation>
        </message>
        <message>
            <source>The file is too large to be a Ludoteca history.</source>
            <translation>Le fichier est trop volumineux pour être un historique Ludoteca.</translation>
        </message>
        <message>
            <source>Importing the history…</source>
            <translation>Importation de l'historique…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>The import was cancelled: nothing was added to the history.</source>
            <translation>L'importation a été annulée : rien n'a été ajouté à l'historique.</translation>
        </message>
        <message>
            <source>This file cannot be imported as a Ludoteca history.</source>
            <translation>Ce fichier ne peut pas être importé comme historique Ludoteca.</translation>
        </message>
        <message>
            <source>Games added to the history: %1.</source>
            <translation>Parties ajoutées à l'historique : %1.</translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <source>History and Statistics</source>
            <extracomment>Something went wrong reading or writing the history: a sentence for the status line.</extracomment>
            <translation>Historique et statistiques</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Jeu :</translation>
        </message>
        <message>
            <source>&amp;Period:</source>
            <translation>&amp;Période :</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Tous les jeux</translation>
        </message>
        <message>
            <source>All time</source>
            <translation>Depuis le début</translation>
        </message>
        <message>
            <source>Last 7 days</source>
            <translation>7 derniers jours</translation>
        </message>
        <message>
            <source>Last 30 days</source>
            <translation>30 derniers jours</translation>
        </message>
        <message>
            <source>Last 12 months</source>
            <translation>12 derniers mois</translation>
        </message>
        <message>
            <source>&amp;Statistics</source>
            <translation>&amp;Statistiques</translation>
        </message>
        <message>
            <source>Recent Ga&amp;mes</source>
            <translation>&amp;Dernières parties</translation>
        </message>
        <message>
            <source>Pla&amp;yers</source>
            <translation>J&amp;oueurs</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>The history changed: its statistics and ratings are being counted again…</source>
            <translation>L'historique a changé : ses statistiques et ses classements sont en train d'être recalculés…</translation>
        </message>
        <message>
            <source>This history can only be read: its folder cannot be written. Its games are shown, but new games are not stored and players cannot be changed.</source>
            <translation>Cet historique peut seulement être lu : son dossier n’est pas accessible en écriture. Ses parties sont affichées, mais les nouvelles parties ne sont pas enregistrées et les joueurs ne peuvent pas être modifiés.</translation>
        </message>
    </context>
    <context>
        <name>JoinDialog</name>
        <message>
            <source>This code has a typing error: check it against the host's.</source>
            <translation>Ce code contient une faute de frappe : comparez-le avec celui de l’hôte.</translation>
        </message>
        <message>
            <source>Looking for the game…</source>
            <translation>Recherche de la partie…</translation>
        </message>
        <message>
            <source>The server cannot be reached: %1</source>
            <translation>Le serveur est injoignable : %1</translation>
        </message>
        <message>
            <source>No game answers to this code yet. Is the host's room open?</source>
            <translation>Aucune partie ne répond encore à ce code. La salle de l’hôte est-elle ouverte ?</translation>
        </message>
        <message>
            <source>%1: %2, %3 seat(s) free.</source>
            <translation>%1 : %2, places libres : %3.</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Place %1</translation>
        </message>
        <message>
            <source>The first free seat</source>
            <translation>La première place libre</translation>
        </message>
        <message>
            <source>Watch the game</source>
            <translation>Regarder la partie</translation>
        </message>
        <message>
            <source>%1: %2, %3 seat(s) free</source>
            <translation>%1 : %2, places libres : %3</translation>
        </message>
        <message>
            <source>Join a network game</source>
            <translation>Rejoindre une partie en réseau</translation>
        </message>
        <message>
            <source>Games on this network:</source>
            <translation>Parties sur ce réseau :</translation>
        </message>
        <message>
            <source>Invite code:</source>
            <translation>Code d’invitation :</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Votre nom :</translation>
        </message>
        <message>
            <source>Seat:</source>
            <translation>Place :</translation>
        </message>
        <message>
            <source>Server:</source>
            <translation>Serveur :</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>Rejoindre</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
    </context>
    <context>
        <name>MainToolBar</name>
        <message>
            <source>Sound is off: click to turn it on</source>
            <translation>Le son est coupé : cliquez pour le rétablir</translation>
        </message>
        <message>
            <source>Sound is on: click to mute it</source>
            <translation>Le son est activé : cliquez pour le couper</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>This game cannot be started with these settings.</source>
            <extracomment>The first window's size where the screen has room for it.</extracomment>
            <translation>Cette partie ne peut pas commencer avec ces réglages.</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1 réfléchit…</translation>
        </message>
        <message>
            <source>Computer player</source>
            <translation>Joueur ordinateur</translation>
        </message>
        <message>
            <source>Hint: %1 (chance to win after it: %2)</source>
            <translation>Conseil : %1 (chance de gagner ensuite : %2)</translation>
        </message>
        <message>
            <source>The computer player ran into a problem and has been paused.</source>
            <translation>Le joueur ordinateur a rencontré un problème et a été mis en pause.</translation>
        </message>
        <message>
            <source>Not allowed: %1</source>
            <translation>Interdit : %1</translation>
        </message>
        <message>
            <source>The computer player chose a move that is not allowed (%1) and has been paused. Please report this as a bug.</source>
            <translation>L’ordinateur a choisi un coup interdit (%1) et a été mis en pause. Merci de signaler ce bogue.</translation>
        </message>
        <message>
            <source>About Ludoteca</source>
            <translation>À propos de Ludoteca</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Ludoteca&lt;/h3&gt;&lt;p&gt;Six tabletop games for one computer: play hot-seat with friends or against the computer.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Ludoteca&lt;/h3&gt;&lt;p&gt;Six jeux de société pour un ordinateur : jouez à tour de rôle entre amis ou contre l'ordinateur.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>NetSession</name>
        <message>
            <source>free seat</source>
            <extracomment>How long a guest waits for the host's record of a finished game before the game's end is told anyway. The room's table changed (a dict: seats, who is there, started, waiting). The room refused a move or a request of this screen: an `IllegalMove`-like (code, params). A seat's name changed (a guest joined under its own name). The seats played at this screen by people. A guest's copy of the finished game as the host recorded it (it replays: for the history).</extracomment>
            <translation>place libre</translation>
        </message>
        <message>
            <source>connected</source>
            <translation>connecté</translation>
        </message>
        <message>
            <source>reconnecting…</source>
            <translation>reconnexion…</translation>
        </message>
    </context>
    <context>
        <name>NetworkControl</name>
        <message>
            <source>Choose the game to host.</source>
            <extracomment>While this computer serves its room on the home network: the server and its announcement.</extracomment>
            <translation>Choisissez le jeu à héberger.</translation>
        </message>
        <message>
            <source>A network game needs at least one remote seat.</source>
            <translation>Une partie en réseau demande au moins un joueur à distance.</translation>
        </message>
        <message>
            <source>Set a seat to “Remote player”: its player joins from another computer.</source>
            <translation>Réglez une place sur « Joueur à distance » : son joueur la rejoint depuis un autre ordinateur.</translation>
        </message>
        <message>
            <source>This game cannot be started with these settings.</source>
            <translation>Cette partie ne peut pas commencer avec ces réglages.</translation>
        </message>
        <message>
            <source>%1's %2</source>
            <translation>%2 chez %1</translation>
        </message>
        <message>
            <source>The room is open: give your friends the code %1.</source>
            <translation>La salle est ouverte : donnez à vos amis le code %1.</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Partie en réseau</translation>
        </message>
        <message>
            <source>You were hosting a network game of %1. Open its room again? Your guests come back by themselves.</source>
            <translation>Vous hébergiez une partie en réseau de %1. Rouvrir sa salle ? Vos invités reviendront d’eux-mêmes.</translation>
        </message>
        <message>
            <source>That is not a server address.</source>
            <translation>Ce n’est pas une adresse de serveur.</translation>
        </message>
        <message>
            <source>Write it as mqtt://host:port.</source>
            <translation>Écrivez-la sous la forme mqtt://host:port.</translation>
        </message>
        <message>
            <source>This computer serves the room on port %1.</source>
            <translation>Cet ordinateur héberge la salle sur le port %1.</translation>
        </message>
        <message>
            <source>Connecting to the game…</source>
            <translation>Connexion à la partie…</translation>
        </message>
        <message>
            <source>The host refused to take the move back.</source>
            <translation>L’hôte a refusé d’annuler le coup.</translation>
        </message>
        <message>
            <source>Join a network game</source>
            <translation>Rejoindre une partie en réseau</translation>
        </message>
        <message>
            <source>The host closed the room.</source>
            <translation>L’hôte a fermé la salle.</translation>
        </message>
        <message>
            <source>The game is over; the host closed the room.</source>
            <translation>La partie est terminée ; l’hôte a fermé la salle.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Player %1</source>
            <translation>Joueur %1</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Place %1</translation>
        </message>
        <message>
            <source>Player %1 colour</source>
            <translation>Couleur du joueur %1</translation>
        </message>
        <message>
            <source>Player %1 name</source>
            <translation>Nom du joueur %1</translation>
        </message>
        <message>
            <source>Player %1: human or computer</source>
            <translation>Joueur %1 : humain ou ordinateur</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Humain</translation>
        </message>
        <message>
            <source>Remote player (another computer)</source>
            <translation>Joueur à distance (autre ordinateur)</translation>
        </message>
        <message>
            <source>Host a network game – %1</source>
            <extracomment>Hosting a network game: a seat may also be played from another computer. The people the history knows, by name without case (`gui.history.Player`s).</extracomment>
            <translation>Héberger une partie en réseau – %1</translation>
        </message>
        <message>
            <source>New game – %1</source>
            <translation>Nouvelle partie – %1</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Number of players:</source>
            <translation>Nombre de joueurs :</translation>
        </message>
        <message>
            <source>%1 moves first.</source>
            <translation>Premier à jouer : %1.</translation>
        </message>
        <message>
            <source>Variants and options</source>
            <translation>Variantes et options</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Partie en réseau</translation>
        </message>
        <message>
            <source>Time per turn:</source>
            <translation>Temps par tour :</translation>
        </message>
        <message>
            <source>No limit</source>
            <translation>Sans limite</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>When a player's time for a turn runs out, the computer plays a quick move in their place.</source>
            <translation>Quand le temps d’un joueur pour un tour est écoulé, l’ordinateur joue un coup rapide à sa place.</translation>
        </message>
        <message>
            <source>The room meets:</source>
            <translation>La salle se trouve :</translation>
        </message>
        <message>
            <source>On the server below (across the internet)</source>
            <translation>Sur le serveur ci-dessous (par internet)</translation>
        </message>
        <message>
            <source>On this computer (home network)</source>
            <translation>Sur cet ordinateur (réseau domestique)</translation>
        </message>
        <message>
            <source>Server:</source>
            <translation>Serveur :</translation>
        </message>
        <message>
            <source>Start game</source>
            <translation>Commencer la partie</translation>
        </message>
        <message>
            <source>Open the room</source>
            <translation>Ouvrir la salle</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Computer – %1</source>
            <translation>Ordinateur – %1</translation>
        </message>
    </context>
    <context>
        <name>PlayersTab</name>
        <message>
            <source>Name</source>
            <extracomment>A player was added, renamed, changed or forgotten.</extracomment>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Couleur</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Known since</source>
            <translation>Connu depuis</translation>
        </message>
        <message>
            <source>“%1” is what a seat is called when nobody names it: choose a person's name.</source>
            <translation>« %1 » est le nom d’une place que personne n’a nommée : choisissez le nom d’une personne.</translation>
        </message>
        <message>
            <source>This name cannot be used: it is empty, too long, taken by another player, or the player has games in the history and cannot be forgotten.</source>
            <translation>Ce nom ne peut pas être utilisé : il est vide, trop long ou déjà pris par un autre joueur, ou bien le joueur a des parties dans l'historique et ne peut pas être oublié.</translation>
        </message>
        <message>
            <source>The history cannot be changed just now.</source>
            <translation>L'historique ne peut pas être modifié pour le moment.</translation>
        </message>
        <message>
            <source>Known players</source>
            <translation>Joueurs connus</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Nom :</translation>
        </message>
        <message>
            <source>Preferred &amp;colour:</source>
            <translation>&amp;Couleur préférée :</translation>
        </message>
        <message>
            <source>Preferred &amp;language:</source>
            <translation>&amp;Langue préférée :</translation>
        </message>
        <message>
            <source>No preference</source>
            <translation>Aucune préférence</translation>
        </message>
        <message>
            <source>The window's language</source>
            <translation>La langue de la fenêtre</translation>
        </message>
        <message>
            <source>&amp;Add as New Player</source>
            <translation>Ajou&amp;ter comme nouveau joueur</translation>
        </message>
        <message>
            <source>Sa&amp;ve Changes</source>
            <translation>&amp;Enregistrer les modifications</translation>
        </message>
        <message>
            <source>&amp;Forget Player</source>
            <translation>O&amp;ublier le joueur</translation>
        </message>
        <message>
            <source>Only a player without games in the history can be forgotten</source>
            <translation>Seul un joueur sans parties dans l'historique peut être oublié</translation>
        </message>
    </context>
    <context>
        <name>PrivacyScreen</name>
        <message>
            <source>Pass the device to %1</source>
            <translation>Passez l'appareil à %1</translation>
        </message>
        <message>
            <source>The other players should look away now.</source>
            <translation>Les autres joueurs détournent le regard.</translation>
        </message>
        <message>
            <source>I am %1 – show my hand</source>
            <translation>Je suis %1 – montrer ma main</translation>
        </message>
    </context>
    <context>
        <name>ReviewDock</name>
        <message>
            <source>Review</source>
            <translation>Revue</translation>
        </message>
        <message>
            <source>The analysis ran into a problem.</source>
            <translation>L’analyse a rencontré un problème.</translation>
        </message>
        <message>
            <source>Analysing…</source>
            <translation>Analyse en cours…</translation>
        </message>
        <message>
            <source>Step through the game, or analyse it to see each player's chance to win.</source>
            <translation>Parcourez la partie coup par coup, ou analysez-la pour voir la chance de gagner de chaque joueur.</translation>
        </message>
        <message>
            <source>Chances to win: %1.</source>
            <translation>Chances de gagner : %1.</translation>
        </message>
        <message>
            <source>Next move %1 (%2) leaves %3 a chance of %4; the analysis prefers %5 (%6).</source>
            <translation>Le coup suivant %1 (%2) laisse à %3 une chance de %4 ; l’analyse préfère %5 (%6).</translation>
        </message>
        <message>
            <source>Export Moves</source>
            <translation>Exporter les coups</translation>
        </message>
        <message>
            <source>Text files (*.txt)</source>
            <translation>Fichiers texte (*.txt)</translation>
        </message>
        <message>
            <source>The moves could not be exported.</source>
            <translation>Les coups n’ont pas pu être exportés.</translation>
        </message>
        <message>
            <source>Moves exported to %1</source>
            <translation>Coups exportés vers %1</translation>
        </message>
    </context>
    <context>
        <name>ReviewPanel</name>
        <message>
            <source>Analyse Game</source>
            <extracomment>The player picked a position (by the plot, the slider or the step buttons).</extracomment>
            <translation>Analyser la partie</translation>
        </message>
        <message>
            <source>Evaluate every position: each player's chance to win, move by move</source>
            <translation>Évaluer chaque position : la chance de gagner de chaque joueur, coup par coup</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Arrêter</translation>
        </message>
        <message>
            <source>Export Moves…</source>
            <translation>Exporter les coups…</translation>
        </message>
        <message>
            <source>Start of the game</source>
            <translation>Début de la partie</translation>
        </message>
        <message>
            <source>One move back</source>
            <translation>Un coup en arrière</translation>
        </message>
        <message>
            <source>One move forward</source>
            <translation>Un coup en avant</translation>
        </message>
        <message>
            <source>Last move</source>
            <translation>Dernier coup</translation>
        </message>
        <message>
            <source>Position in the game</source>
            <translation>Position dans la partie</translation>
        </message>
        <message>
            <source>Chances to win</source>
            <translation>Chances de gagner</translation>
        </message>
        <message>
            <source>Each player's chance to win after every move; click to go there</source>
            <translation>La chance de gagner de chaque joueur après chaque coup ; cliquez pour y aller</translation>
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
            <translation>Connexion…</translation>
        </message>
        <message>
            <source>Waiting for players: %1 seat(s) free.</source>
            <translation>En attente de joueurs – places libres : %1.</translation>
        </message>
        <message>
            <source>Everybody is here: start the game.</source>
            <translation>Tout le monde est là : commencez la partie.</translation>
        </message>
        <message>
            <source>Everybody is here: the host starts the game.</source>
            <translation>Tout le monde est là : l’hôte commence la partie.</translation>
        </message>
        <message>
            <source>Waiting for %1 (reconnecting…)</source>
            <translation>En attente de %1 (reconnexion…)</translation>
        </message>
        <message>
            <source>Spectator</source>
            <translation>Spectateur</translation>
        </message>
        <message>
            <source>%1 asks to take back their last move.</source>
            <translation>%1 demande à annuler son dernier coup.</translation>
        </message>
        <message>
            <source>Waiting for the host (reconnecting…)</source>
            <translation>En attente de l’hôte (reconnexion…)</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Partie en réseau</translation>
        </message>
        <message>
            <source>Invite code:</source>
            <translation>Code d’invitation :</translation>
        </message>
        <message>
            <source>Invite code</source>
            <translation>Code d’invitation</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copier</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>Commencer la partie</translation>
        </message>
        <message>
            <source>Say something to the table…</source>
            <translation>Dites quelque chose à la table…</translation>
        </message>
        <message>
            <source>Chat message</source>
            <translation>Message de discussion</translation>
        </message>
        <message>
            <source>Chat</source>
            <translation>Discussion</translation>
        </message>
        <message>
            <source>Allow</source>
            <translation>Autoriser</translation>
        </message>
        <message>
            <source>Refuse</source>
            <translation>Refuser</translation>
        </message>
        <message>
            <source>React with %1</source>
            <translation>Réagir avec %1</translation>
        </message>
    </context>
    <context>
        <name>RulesBrowser</name>
        <message>
            <source>Each game's own keys</source>
            <extracomment>The list entries of the Keyboard page and the network page (game entries hold their game's id).</extracomment>
            <translation>Les touches propres à chaque jeu</translation>
        </message>
        <message>
            <source>The rules of this game are not written yet.</source>
            <extracomment>The player asked for the shown game's tutorial.</extracomment>
            <translation>Les règles de ce jeu ne sont pas encore écrites.</translation>
        </message>
        <message>
            <source>These rules are not translated yet; they are shown in English.</source>
            <translation>Ces règles ne sont pas encore traduites ; elles sont affichées en anglais.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <source>Learn to Play</source>
            <translation>Apprendre à jouer</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Clavier</translation>
        </message>
        <message>
            <source>Playing over the network</source>
            <translation>Jouer en réseau</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Preferences</source>
            <translation>Préférences</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Désactivées</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rapide</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lente</translation>
        </message>
        <message>
            <source>Like the desktop</source>
            <translation>Comme le bureau</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Clair</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Sombre</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>Contraste élevé</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Colour-blind safe, with marks</source>
            <translation>Adaptée aux daltoniens, avec des marques</translation>
        </message>
        <message>
            <source>Hide hands between turns</source>
            <translation>Cacher les mains entre les tours</translation>
        </message>
        <message>
            <source>Save the running game automatically</source>
            <translation>Enregistrer automatiquement la partie en cours</translation>
        </message>
        <message>
            <source>Longer looks deeper; a game's analysis takes this long per move</source>
            <translation>Plus long regarde plus loin ; l’analyse d’une partie prend ce temps par coup</translation>
        </message>
        <message>
            <source>Mute sound</source>
            <translation>Couper le son</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Langue :</translation>
        </message>
        <message>
            <source>Computer thinking time:</source>
            <translation>Temps de réflexion de l'ordinateur :</translation>
        </message>
        <message>
            <source>Analysis time per position:</source>
            <translation>Temps d’analyse par position :</translation>
        </message>
        <message>
            <source>Theme:</source>
            <translation>Thème :</translation>
        </message>
        <message>
            <source>Piece colours:</source>
            <translation>Couleurs des pièces :</translation>
        </message>
        <message>
            <source>Animation speed:</source>
            <translation>Vitesse des animations :</translation>
        </message>
        <message>
            <source>Sound volume:</source>
            <translation>Volume du son :</translation>
        </message>
    </context>
    <context>
        <name>SidePanel</name>
        <message>
            <source>Human</source>
            <translation>Humain</translation>
        </message>
        <message>
            <source>Remote player</source>
            <extracomment>The player typed (or pasted) a move's notation and pressed Enter. What screen readers were last told (the move list's newest entry); for tests and for saying it again.</extracomment>
            <translation>Joueur à distance</translation>
        </message>
        <message>
            <source>%1 to move</source>
            <translation>À %1 de jouer</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Coups</translation>
        </message>
        <message>
            <source>Every move of the game so far, the newest last</source>
            <translation>Tous les coups de la partie jusqu'ici, le plus récent en dernier</translation>
        </message>
        <message>
            <source>Type a move</source>
            <translation>Taper un coup</translation>
        </message>
        <message>
            <source>Start of the game</source>
            <translation>Début de la partie</translation>
        </message>
        <message>
            <source>Type a move and press Enter</source>
            <translation>Tapez un coup puis Entrée</translation>
        </message>
        <message>
            <source>A move in the game's notation, as in the move list</source>
            <translation>Un coup dans la notation du jeu, comme dans la liste des coups</translation>
        </message>
    </context>
    <context>
        <name>StatisticsTab</name>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Meilleur score</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>Score moyen</translation>
        </message>
        <message>
            <source>Longest winning streak</source>
            <translation>Plus longue série de victoires</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Classement</translation>
        </message>
        <message>
            <source>%1 ± %2</source>
            <translation>%1 ± %2</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Jouées</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gagnées</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Perdues</translation>
        </message>
        <message>
            <source>Drawn</source>
            <translation>Égalités</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Taux de victoire</translation>
        </message>
        <message numerus="yes">
            <source>Of these, %n game(s) with every seat theirs: neither won nor lost.</source>
            <translation>
                <numerusform>Dont %n partie où toutes les places étaient à ce joueur : ni gagnée ni perdue.</numerusform>
                <numerusform>Dont %n parties où toutes les places étaient à ce joueur : ni gagnées ni perdues.</numerusform>
            </translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Jeu</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Mode</translation>
        </message>
        <message>
            <source>Against</source>
            <translation>Contre</translation>
        </message>
        <message>
            <source>Results of %1</source>
            <translation>Résultats de %1</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Résultats</translation>
        </message>
        <message>
            <source>Rating of %1</source>
            <translation>Classement de %1</translation>
        </message>
        <message>
            <source>%1, game %2 (%3): rating %4 ± %5</source>
            <translation>%1, partie %2 (%3) : classement %4 ± %5</translation>
        </message>
        <message>
            <source>A computer level keeps a fixed rating, measured in matches between the levels.</source>
            <translation>Un niveau de l'ordinateur garde un classement fixe, mesuré lors de matchs entre les niveaux.</translation>
        </message>
        <message>
            <source>No rated game yet: ratings come from finished games.</source>
            <translation>Aucune partie classée pour l'instant : les classements viennent des parties terminées.</translation>
        </message>
        <message>
            <source>Glicko-2 rating after each game played (new players start at 1500). Choose one game above to see how sure each rating is and to compare with the computer levels.</source>
            <translation>Classement Glicko-2 après chaque partie jouée (un nouveau joueur commence à 1500). Choisissez un jeu ci-dessus pour voir la fiabilité de chaque classement et le comparer aux niveaux de l’ordinateur.</translation>
        </message>
        <message>
            <source>Glicko-2 rating after each game played; the shaded band is ± twice the rating deviation (narrower: surer), the dashed lines are the computer levels.</source>
            <translation>Classement Glicko-2 après chaque partie jouée ; la bande ombrée vaut ± deux fois l’écart de classement (plus étroite : plus sûr), les lignes pointillées sont les niveaux de l’ordinateur.</translation>
        </message>
        <message>
            <source>Games played</source>
            <translation>Parties jouées</translation>
        </message>
        <message>
            <source>Players and their results</source>
            <translation>Joueurs et leurs résultats</translation>
        </message>
        <message>
            <source>Results against each opponent</source>
            <translation>Résultats contre chaque adversaire</translation>
        </message>
        <message>
            <source>Rating after each game</source>
            <translation>Classement après chaque partie</translation>
        </message>
        <message>
            <source>No finished games here yet. Every game played to its end is kept, with its players, result and moves.</source>
            <translation>Aucune partie terminée pour l'instant. Chaque partie jouée jusqu'au bout est conservée, avec ses joueurs, son résultat et ses coups.</translation>
        </message>
        <message>
            <source>Results and rating</source>
            <extracomment>Above this many games a line is drawn without its dots (they would run together). The narrowest the rating plot is beside the results (below that each has a tab).</extracomment>
            <translation>Résultats et classement</translation>
        </message>
        <message>
            <source>Most played modes</source>
            <translation>Modes les plus joués</translation>
        </message>
    </context>
    <context>
        <name>TutorialPage</name>
        <message>
            <source>Learn to play %1</source>
            <extracomment>Pause before the other side's scripted answer, so the learner sees their own move land (milliseconds).</extracomment>
            <translation>Apprendre à jouer à %1</translation>
        </message>
        <message>
            <source>Show Me</source>
            <translation>Montre-moi</translation>
        </message>
        <message>
            <source>Start Step Again</source>
            <translation>Recommencer l’étape</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Retour</translation>
        </message>
        <message>
            <source>Leave the Tutorial</source>
            <translation>Quitter le tutoriel</translation>
        </message>
        <message>
            <source>Try again: %1</source>
            <translation>Essayez encore : %1</translation>
        </message>
        <message>
            <source>Well done!</source>
            <translation>Bravo !</translation>
        </message>
        <message>
            <source>Good. Go on.</source>
            <translation>Bien. Continuez.</translation>
        </message>
        <message>
            <source>Watch the move on the board.</source>
            <translation>Regardez le coup sur le plateau.</translation>
        </message>
        <message>
            <source>Now make that move yourself.</source>
            <translation>À vous maintenant de jouer ce coup.</translation>
        </message>
        <message>
            <source>Step %1 of %2</source>
            <translation>Étape %1 sur %2</translation>
        </message>
        <message>
            <source>Challenge: %1</source>
            <translation>Défi : %1</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Terminer</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Suivant</translation>
        </message>
    </context>
    <context>
        <name>WindowMenus</name>
        <message>
            <source>&amp;Game</source>
            <extracomment>The keys of each window action (`act_&lt;name&gt;`): the platform's standard keys where there are some. Plain letters other than P and ? are the board's (h/j/k/l move its cursor); Ctrl+Q quits where the platform has no key for it. The Keyboard help page lists them from here, as this keyboard names them.</extracomment>
            <translation>&amp;Partie</translation>
        </message>
        <message>
            <source>&amp;Move</source>
            <translation>&amp;Coup</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>Affic&amp;hage</translation>
        </message>
        <message>
            <source>&amp;Full Screen</source>
            <translation>&amp;Plein écran</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Réglages</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Langue</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Aide</translation>
        </message>
        <message>
            <source>&amp;New Game…</source>
            <translation>&amp;Nouvelle partie…</translation>
        </message>
        <message>
            <source>&amp;Choose Another Game</source>
            <translation>&amp;Choisir un autre jeu</translation>
        </message>
        <message>
            <source>&amp;Restart</source>
            <translation>&amp;Recommencer</translation>
        </message>
        <message>
            <source>&amp;Join Network Game…</source>
            <translation>Re&amp;joindre une partie en réseau…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Ouvrir…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Enregistrer</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>Enregistrer &amp;sous…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Indice</translation>
        </message>
        <message>
            <source>&amp;Pause Computer Players</source>
            <translation>Mettre les joueurs ordinateur en &amp;pause</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Règles</translation>
        </message>
        <message>
            <source>&amp;Keyboard</source>
            <translation>&amp;Clavier</translation>
        </message>
        <message>
            <source>&amp;About Ludoteca</source>
            <translation>À &amp;propos de Ludoteca</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Préférences…</translation>
        </message>
        <message>
            <source>&amp;Animations</source>
            <translation>&amp;Animations</translation>
        </message>
        <message>
            <source>Animation Spee&amp;d</source>
            <translation>&amp;Vitesse des animations</translation>
        </message>
        <message>
            <source>T&amp;heme</source>
            <translation>Thè&amp;me</translation>
        </message>
        <message>
            <source>Hide Hands Between &amp;Turns</source>
            <translation>Cacher les mains entre les &amp;tours</translation>
        </message>
        <message>
            <source>&amp;Mute Sound</source>
            <translation>Couper le &amp;son</translation>
        </message>
        <message>
            <source>&amp;History and Statistics…</source>
            <translation>&amp;Historique et statistiques…</translation>
        </message>
        <message>
            <source>Con&amp;tinue an Unfinished Game…</source>
            <translation>Con&amp;tinuer une partie inachevée…</translation>
        </message>
        <message>
            <source>E&amp;xport History…</source>
            <translation>E&amp;xporter l'historique…</translation>
        </message>
        <message>
            <source>&amp;Import History…</source>
            <translation>&amp;Importer un historique…</translation>
        </message>
        <message>
            <source>&amp;Fast</source>
            <translation>&amp;Rapide</translation>
        </message>
        <message>
            <source>Host Net&amp;work Game…</source>
            <translation>Héberger une &amp;partie en réseau…</translation>
        </message>
        <message>
            <source>&amp;Normal</source>
            <translation>&amp;Normale</translation>
        </message>
        <message>
            <source>S&amp;low</source>
            <translation>&amp;Lente</translation>
        </message>
        <message>
            <source>Like the &amp;Desktop</source>
            <translation>Comme le &amp;bureau</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>&amp;Clair</translation>
        </message>
        <message>
            <source>Dar&amp;k</source>
            <translation>&amp;Sombre</translation>
        </message>
        <message>
            <source>&amp;High Contrast</source>
            <translation>Contraste &amp;élevé</translation>
        </message>
        <message>
            <source>&amp;Colour-Blind Palette</source>
            <translation>Palette pour &amp;daltoniens</translation>
        </message>
        <message>
            <source>Show &amp;Side Panel</source>
            <translation>A&amp;fficher le panneau latéral</translation>
        </message>
        <message>
            <source>Show Tool&amp;bar</source>
            <translation>Afficher la &amp;barre d’outils</translation>
        </message>
        <message>
            <source>&amp;Analyse Game</source>
            <translation>&amp;Analyser la partie</translation>
        </message>
        <message>
            <source>Re&amp;view and Replay</source>
            <translation>Re&amp;vue et relecture</translation>
        </message>
        <message>
            <source>&amp;Learn to Play…</source>
            <translation>Apprendre à &amp;jouer…</translation>
        </message>
    </context>
    <context>
        <name>history</name>
        <message>
            <source>The game could not be added to the history: its folder cannot be used.</source>
            <translation>La partie n'a pas pu être ajoutée à l'historique : son dossier est inutilisable.</translation>
        </message>
        <message>
            <source>The game could not be written to the history yet; it will be tried again after the next game.</source>
            <translation>La partie n'a pas encore pu être écrite dans l'historique ; un nouvel essai aura lieu après la prochaine partie.</translation>
        </message>
        <message>
            <source>Another program kept the history file locked: it was kept aside and a new history started.</source>
            <extracomment>What the store's problems mean to the player: the first mark found in them gives the sentence.</extracomment>
            <translation>Un autre programme gardait le fichier d'historique verrouillé : il a été mis de côté et un nouvel historique a été commencé.</translation>
        </message>
        <message>
            <source>The history file comes from a newer Ludoteca: it was kept aside and a new history started.</source>
            <translation>Le fichier d'historique vient d'un Ludoteca plus récent : il a été mis de côté et un nouvel historique a été commencé.</translation>
        </message>
        <message>
            <source>Damaged games that could not be written to the history were kept aside in its folder.</source>
            <translation>Les parties endommagées qui n’ont pas pu être écrites dans l’historique ont été mises de côté dans son dossier.</translation>
        </message>
        <message>
            <source>An unreadable history file was kept aside and a new history started.</source>
            <translation>Un fichier d'historique illisible a été mis de côté et un nouvel historique a commencé.</translation>
        </message>
        <message>
            <source>Damaged games were left out of the export.</source>
            <translation>Les parties endommagées n’ont pas été exportées.</translation>
        </message>
        <message>
            <source>Some stored games or players are damaged and are left out.</source>
            <translation>Certaines parties ou certains joueurs enregistrés sont endommagés et sont laissés de côté.</translation>
        </message>
        <message>
            <source>The history cannot be read just now.</source>
            <translation>L'historique ne peut pas être lu pour le moment.</translation>
        </message>
        <message>
            <source>The history's folder cannot be written, so the history is only read: this game is not stored in it.</source>
            <translation>Le dossier de l’historique n’est pas accessible en écriture, l’historique est donc seulement lu : cette partie n’y est pas enregistrée.</translation>
        </message>
        <message>
            <source>The game could not be added to the history.</source>
            <translation>La partie n’a pas pu être ajoutée à l’historique.</translation>
        </message>
        <message>
            <source>%1%</source>
            <translation>%1 %</translation>
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
            <translation>Inachevée</translation>
        </message>
        <message>
            <source>%1 wins.</source>
            <translation>%1 gagne.</translation>
        </message>
        <message>
            <source>%1, %2, wins.</source>
            <translation>%1, %2, gagne.</translation>
        </message>
        <message>
            <source>Winners: %1.</source>
            <translation>Gagnants : %1.</translation>
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
            <translation>%1 joueurs</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <source>no</source>
            <translation>non</translation>
        </message>
        <message>
            <source>standard rules</source>
            <translation>règles standard</translation>
        </message>
    </context>
    <context>
        <name>levels</name>
        <message>
            <source>Easy</source>
            <translation>Facile</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Difficile</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>The game is won.</source>
            <extracomment>Seat i always plays colours[i] (Abalone: Black moves first), so a colour chosen for a player decides their seat: the new-game dialog seats the players in colour order. Hot-seat games with hands that the other players must not see. Whether `legal_moves()` enumerates every move (False for continuous throws). The key of an int option giving each player's minutes on a game clock (0: no clock), for games that offer one; the GUI keeps the time and plays `state.flag_move(seat)` when a clock runs out. False for a game listed in the chooser whose engine is not built yet. The game's own `Outcome.reason` codes -&gt; sentence (marked with QT_TRANSLATE_NOOP("reasons", ...)). The game's own `IllegalMove.code`s -&gt; sentence (marked with QT_TRANSLATE_NOOP("refusals", ...)); a sentence names its parameters %1, %2, …. The common codes are in `COMMON_REFUSALS`. Sentences for the common reason codes, shown by the GUI at the end of a game.</extracomment>
            <translation>La partie est gagnée.</translation>
        </message>
        <message>
            <source>The game ends in a draw.</source>
            <translation>La partie se termine par une égalité.</translation>
        </message>
        <message>
            <source>The game ends on points.</source>
            <translation>La partie se décide aux points.</translation>
        </message>
        <message>
            <source>Time ran out.</source>
            <translation>Le temps est écoulé.</translation>
        </message>
        <message>
            <source>A player resigned.</source>
            <translation>Un joueur a abandonné.</translation>
        </message>
        <message>
            <source>The move limit was reached.</source>
            <translation>La limite de coups est atteinte.</translation>
        </message>
        <message>
            <source>The position was repeated too often.</source>
            <translation>La position s'est répétée trop souvent.</translation>
        </message>
    </context>
    <context>
        <name>refusals</name>
        <message>
            <source>The game is over: no more moves can be made.</source>
            <extracomment>Version of the state envelope written by `GameState.to_json`. Sentences for the common refusal codes, shown by the GUI when a move is refused.</extracomment>
            <translation>La partie est terminée : plus aucun coup n’est possible.</translation>
        </message>
        <message>
            <source>That is not a move of this game.</source>
            <translation>Ce n’est pas un coup de ce jeu.</translation>
        </message>
        <message>
            <source>A move must be given as text.</source>
            <translation>Un coup doit être donné sous forme de texte.</translation>
        </message>
        <message>
            <source>That text is not a move in this game's notation.</source>
            <translation>Ce texte n’est pas un coup dans la notation de ce jeu.</translation>
        </message>
        <message>
            <source>That move is not allowed in this position.</source>
            <translation>Ce coup n’est pas permis dans cette position.</translation>
        </message>
        <message>
            <source>That move is allowed, but this step asks for another one.</source>
            <extracomment>Refusal codes of a tutorial (context "refusals" of the shell catalog).</extracomment>
            <translation>Ce coup est permis, mais cette étape en demande un autre.</translation>
        </message>
        <message>
            <source>That did not reach the goal of this step.</source>
            <translation>L’objectif de cette étape n’est pas atteint.</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <extracomment>The largest room save read back. What the room says when it refuses something (context "refusals"; the engine's own codes have theirs).</extracomment>
            <translation>La partie n’a pas encore commencé.</translation>
        </message>
        <message>
            <source>The game waits for a player who is reconnecting.</source>
            <translation>La partie attend un joueur qui se reconnecte.</translation>
        </message>
        <message>
            <source>Another move was played first.</source>
            <translation>Un autre coup a été joué avant.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Ce n’est pas votre tour.</translation>
        </message>
        <message>
            <source>That seat is played from another computer.</source>
            <translation>Cette place est jouée depuis un autre ordinateur.</translation>
        </message>
        <message>
            <source>Spectators cannot move.</source>
            <translation>Les spectateurs ne peuvent pas jouer.</translation>
        </message>
        <message>
            <source>The game has no free seat.</source>
            <translation>La partie n’a aucune place libre.</translation>
        </message>
        <message>
            <source>That seat has just been taken.</source>
            <translation>Cette place vient d’être prise.</translation>
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
            <translation>Le coup %1 (%2) n’est pas permis : %3</translation>
        </message>
        <message>
            <source>This is not a file that a game can be saved in.</source>
            <translation>Ce n’est pas un fichier dans lequel une partie peut être enregistrée.</translation>
        </message>
        <message>
            <source>The file is too large to be a saved game.</source>
            <translation>Le fichier est trop volumineux pour être une partie enregistrée.</translation>
        </message>
        <message>
            <source>The file is not a text file.</source>
            <translation>Le fichier n’est pas un fichier texte.</translation>
        </message>
        <message>
            <source>The saved players do not match the game's seats.</source>
            <translation>Les joueurs enregistrés ne correspondent pas aux places de la partie.</translation>
        </message>
    </context>
    <context>
        <name>setup</name>
        <message>
            <source>Player %1</source>
            <extracomment>A seat's default name, "Player 2" (context "setup").</extracomment>
            <translation>Joueur %1</translation>
        </message>
    </context>
    <context>
        <name>texts</name>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n joueur</numerusform>
                <numerusform>%n joueurs</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 or %2 players</source>
            <translation>%1 ou %2 joueurs</translation>
        </message>
        <message>
            <source>%1–%2 players</source>
            <translation>%1 à %2 joueurs</translation>
        </message>
        <message>
            <source>Draw.</source>
            <translation>Égalité.</translation>
        </message>
        <message>
            <source>%1 wins.</source>
            <translation>%1 gagne.</translation>
        </message>
        <message>
            <source>%1 win.</source>
            <translation>%1 gagnent.</translation>
        </message>
    </context>
</TS>