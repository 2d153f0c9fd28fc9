<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>colours</name>
        <message>
            <source>Black</source>
            <translation>Noir</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Blanc</translation>
        </message>
    </context>
    <context>
        <name>equilibrix</name>
        <message>
            <source>Put one of your bases here</source>
            <translation>Posez ici une de vos bases</translation>
        </message>
        <message>
            <source>Base</source>
            <translation>Base</translation>
        </message>
        <message>
            <source>The tetrahedron (origin)</source>
            <translation>Le tétraèdre (origine)</translation>
        </message>
        <message>
            <source>5+1 token: once, six of your fields may meet at one point</source>
            <translation>Jeton 5+1 : une fois, six de vos champs peuvent se rejoindre en un point</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passer</translation>
        </message>
        <message>
            <source>Lens microbacterium</source>
            <translation>Microbactérie lentille</translation>
        </message>
        <message>
            <source>Triangle microbacterium</source>
            <translation>Microbactérie triangle</translation>
        </message>
        <message>
            <source>Bacterium %1</source>
            <translation>Bactérie %1</translation>
        </message>
        <message>
            <source>%1 lost and chooses the next target.</source>
            <translation>%1 a perdu et choisit le prochain objectif.</translation>
        </message>
        <message>
            <source>Place one of your three bases: click a free corner outside the board.</source>
            <translation>Posez une de vos trois bases : cliquez sur un coin libre hors du plateau.</translation>
        </message>
        <message>
            <source>Place the tetrahedron: click a gap between two pieces of the ring.</source>
            <translation>Posez le tétraèdre : cliquez sur un espace entre deux pièces de l’anneau.</translation>
        </message>
        <message>
            <source>Pick one of the highlighted pieces or a microbacterium.</source>
            <translation>Prenez une des pièces en surbrillance ou une microbactérie.</translation>
        </message>
        <message>
            <source>You may also pass.</source>
            <translation>Vous pouvez aussi passer.</translation>
        </message>
        <message>
            <source>Only the highlighted pieces may be taken.</source>
            <translation>Seules les pièces en surbrillance peuvent être prises.</translation>
        </message>
        <message>
            <source>%1 in hand: move it onto the board, turn it with the wheel or the right button, click to place.</source>
            <translation>%1 en main : amenez-la sur le plateau, tournez-la avec la molette ou le bouton droit, cliquez pour la poser.</translation>
        </message>
        <message>
            <source>The piece must lie completely on the board.</source>
            <translation>La pièce doit reposer entièrement sur le plateau.</translation>
        </message>
        <message>
            <source>Click to place it here.</source>
            <translation>Cliquez pour la poser ici.</translation>
        </message>
        <message>
            <source>Click to place it here using your 5+1 token (six fields at %1).</source>
            <translation>Cliquez pour la poser ici avec votre jeton 5+1 (six champs en %1).</translation>
        </message>
        <message>
            <source>%1 would have %2 of your fields</source>
            <translation>%1 aurait %2 de vos champs</translation>
        </message>
        <message>
            <source>Too many: %1 (at most five around a point).</source>
            <translation>Trop : %1 (au plus cinq autour d’un point).</translation>
        </message>
        <message>
            <source>A field there is already covered.</source>
            <translation>Un champ y est déjà occupé.</translation>
        </message>
        <message>
            <source>The piece must touch one of your pieces at a connection point.</source>
            <translation>La pièce doit toucher une de vos pièces en un point de connexion.</translation>
        </message>
        <message>
            <source>That microbacterium has already been played.</source>
            <translation>Cette microbactérie a déjà été jouée.</translation>
        </message>
        <message>
            <source>Hint: %1</source>
            <translation>Conseil : %1</translation>
        </message>
        <message>
            <source>Hint: pass.</source>
            <translation>Conseil : passer.</translation>
        </message>
        <message>
            <source>Hint: put a base at the marked corner.</source>
            <translation>Conseil : posez une base au coin marqué.</translation>
        </message>
        <message>
            <source>Hint: put the tetrahedron before piece %1.</source>
            <translation>Conseil : posez le tétraèdre avant la pièce %1.</translation>
        </message>
        <message>
            <source>Time Factor</source>
            <translation>Facteur temps</translation>
        </message>
        <message>
            <source>Autonomy</source>
            <translation>Autonomie</translation>
        </message>
        <message>
            <source>3+3 Targets</source>
            <translation>3+3 objectifs</translation>
        </message>
        <message>
            <source>Campaign</source>
            <translation>Campagne</translation>
        </message>
        <message>
            <source>%1: a draw.</source>
            <translation>%1 : match nul.</translation>
        </message>
        <message>
            <source>%1: %2 wins.</source>
            <translation>%1 : %2 gagne.</translation>
        </message>
        <message>
            <source>Campaign, game %1: %2</source>
            <translation>Campagne, partie %1 : %2</translation>
        </message>
        <message>
            <source>Territory: %1 %2, %3 %4</source>
            <translation>Territoire : %1 %2, %3 %4</translation>
        </message>
        <message>
            <source>%1 – bases connected: own %2, opponent's %3</source>
            <translation>%1 – bases reliées : à soi %2, adverses %3</translation>
        </message>
        <message>
            <source>Whoever cannot place a piece loses.</source>
            <translation>Qui ne peut plus poser de pièce perd.</translation>
        </message>
        <message>
            <source>Victory points: %1 %2, %3 %4 (%5 to win)</source>
            <translation>Points de victoire : %1 %2, %3 %4 (%5 pour gagner)</translation>
        </message>
        <message numerus="yes">
            <source>%1 chooses from %n piece(s).</source>
            <translation>
                <numerusform>%1 choisit parmi %n pièce.</numerusform>
                <numerusform>%1 choisit parmi %n pièces.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %n 5+1 token(s)</source>
            <translation>
                <numerusform>%1 : %n jeton 5+1</numerusform>
                <numerusform>%1 : %n jetons 5+1</numerusform>
            </translation>
        </message>
        <message>
            <source>Wheel or right button: turn the piece. Esc: put it back.</source>
            <translation>Molette ou bouton droit : tourner la pièce. Échap : la reposer.</translation>
        </message>
    </context>
    <context>
        <name>games</name>
        <message>
            <source>EQUILIBRIX Combact</source>
            <translation>EQUILIBRIX Combact</translation>
        </message>
        <message>
            <source>Claim territory with shaped pieces on a Flower-of-Life board.</source>
            <translation>Conquérez du territoire avec des pièces façonnées sur un plateau Fleur de vie.</translation>
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <source>Time Factor (who cannot place loses)</source>
            <translation>Facteur temps (qui ne peut poser perd)</translation>
        </message>
        <message>
            <source>Autonomy (territory)</source>
            <translation>Autonomie (territoire)</translation>
        </message>
        <message>
            <source>3+3 Targets (connect bases)</source>
            <translation>3+3 objectifs (relier les bases)</translation>
        </message>
        <message>
            <source>Campaign (first to two wins)</source>
            <translation>Campagne (le premier à deux victoires)</translation>
        </message>
        <message>
            <source>Game target</source>
            <translation>Objectif de la partie</translation>
        </message>
        <message>
            <source>Target of a campaign's first game</source>
            <translation>Objectif de la première partie d’une campagne</translation>
        </message>
        <message>
            <source>Later games of a campaign are chosen by the loser of the previous game.</source>
            <translation>Les parties suivantes d’une campagne sont choisies par le perdant de la précédente.</translation>
        </message>
        <message>
            <source>Pieces on offer after the tetrahedron</source>
            <translation>Pièces proposées après le tétraèdre</translation>
        </message>
        <message>
            <source>Four in the rules. In a campaign the loser of the last game gets one more, the winner one fewer.</source>
            <translation>Quatre selon la règle. En campagne, le perdant de la dernière partie en reçoit une de plus, le gagnant une de moins.</translation>
        </message>
        <message>
            <source>Victory points to win a campaign</source>
            <translation>Points de victoire pour gagner une campagne</translation>
        </message>
        <message>
            <source>The 5+1 token allows six fields</source>
            <translation>Le jeton 5+1 permet six champs</translation>
        </message>
        <message>
            <source>at one point</source>
            <translation>en un point</translation>
        </message>
        <message>
            <source>at any points of one placement</source>
            <translation>en plusieurs points d’une même pose</translation>
        </message>
        <message>
            <source>The rules leave open whether one use of the token may raise several points to six.</source>
            <translation>La règle ne dit pas si un usage du jeton peut porter plusieurs points à six.</translation>
        </message>
        <message>
            <source>Colours of the six bases (3+3 Targets)</source>
            <translation>Couleurs des six bases (3+3 objectifs)</translation>
        </message>
        <message>
            <source>alternating</source>
            <translation>alternées</translation>
        </message>
        <message>
            <source>shuffled</source>
            <translation>mélangées</translation>
        </message>
        <message>
            <source>placed by the players in turn</source>
            <translation>posées à tour de rôle par les joueurs</translation>
        </message>
        <message>
            <source>With the last choice the players put their three bases on the rim corners one at a time before the game starts.</source>
            <translation>Avec le dernier choix, avant la partie, les joueurs posent à tour de rôle leurs trois bases sur les coins du bord.</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>The player to move could not place any piece and loses.</source>
            <extracomment>Fields of one colour allowed around a connection point, and with the 5+1 token. A campaign with this many games (draws included) ends on victory points. Bases of each colour in 3+3 ZIELE.</extracomment>
            <translation>Le joueur au trait ne pouvait poser aucune pièce et perd.</translation>
        </message>
        <message>
            <source>Both players passed; the larger territory wins.</source>
            <translation>Les deux ont passé ; le plus grand territoire gagne.</translation>
        </message>
        <message>
            <source>Both players passed; more connected bases win.</source>
            <translation>Les deux ont passé ; le plus de bases reliées gagne.</translation>
        </message>
        <message>
            <source>The campaign is won on victory points.</source>
            <translation>La campagne se gagne aux points de victoire.</translation>
        </message>
    </context>
</TS>