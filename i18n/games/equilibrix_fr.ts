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
        <source>Take a piece first: keys 1 to 9, or [ and ].</source>
        <extracomment>The piece at the cursor is centred as near as it can be to a point this far (board units) from the cursor&apos;s connection point: where a piece&apos;s centre falls on a tie (the middle of a triangle), the nudge decides, so every placement on the board lies at exactly one cursor point.</extracomment>
        <translation>Prenez d&apos;abord une pièce : touches 1 à 9, ou [ et ].</translation>
    </message>
    <message>
        <source>%1 in hand (%2 of %3): the arrow keys move it, R and Shift+R turn it, Space places it, Esc puts it back.</source>
        <translation>%1 en main (%2 sur %3) : les flèches la déplacent, R et Maj+R la tournent, Espace la pose, Échap la repose.</translation>
    </message>
    <message>
        <source>Tetrahedron before %1</source>
        <translation>Tétraèdre avant %1</translation>
    </message>
    <message>
        <source>Corner %1, free for a base</source>
        <translation>Coin %1, libre pour une base</translation>
    </message>
    <message>
        <source>Next target: %1</source>
        <translation>Prochain objectif : %1</translation>
    </message>
    <message>
        <source>%1 fits here.</source>
        <translation>%1 peut se poser ici.</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>%1, free</source>
        <translation>%1, libre</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (black, %n field(s))</source>
        <translation>
            <numerusform>%1 (noire, %n champ)</numerusform>
            <numerusform>%1 (noire, %n champs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (white, %n field(s))</source>
        <translation>
            <numerusform>%1 (blanche, %n champ)</numerusform>
            <numerusform>%1 (blanche, %n champs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n field(s))</source>
        <translation>
            <numerusform>%1 (%2, %n champ)</numerusform>
            <numerusform>%1 (%2, %n champs)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (black)</source>
        <translation>%1 (noire)</translation>
    </message>
    <message>
        <source>%1 (white)</source>
        <translation>%1 (blanche)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The tetrahedron (origin)</source>
        <extracomment>How strongly an empty field takes the colour of the territory it belongs to (Autonomy). The territory stone: (fill, outline) of the seat whose territory this empty field is, or None.</extracomment>
        <translation>Le tétraèdre (origine)</translation>
    </message>
    <message>
        <source>5+1 token: once, six of your fields may meet at one point</source>
        <translation>Jeton 5+1 : une fois, six de vos champs peuvent se rejoindre en un point</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>After a piece lands, this many fields take their new tint per frame (about 4 ms of painting). Refusals about too many fields at a point: those points are ringed on the board.</extracomment>
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
        <source>%1 in hand: move it onto the board, turn it with the wheel or the right button, click to place.</source>
        <translation>%1 en main : amenez-la sur le plateau, tournez-la avec la molette ou le bouton droit, cliquez pour la poser.</translation>
    </message>
    <message>
        <source>Click or press Space to place it here using your 5+1 token (six fields at %1).</source>
        <translation>Cliquez ou appuyez sur Espace pour la poser ici avec votre jeton 5+1 (six champs en %1).</translation>
    </message>
    <message>
        <source>Click or press Space to place it here.</source>
        <translation>Cliquez ou appuyez sur Espace pour la poser ici.</translation>
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
        <source>%1: %2 wins on the tie-break (more of the opponent&apos;s bases connected).</source>
        <translation>%1 : %2 gagne au départage (plus de bases de l&apos;adversaire reliées).</translation>
    </message>
    <message>
        <source>%1: %2 wins.</source>
        <translation>%1 : %2 gagne.</translation>
    </message>
    <message>
        <source>Keys: 1 to 9 or [ ] take a piece, R and Shift+R turn it, the arrow keys move it, Space or Enter places it, 0 passes.</source>
        <translation>Touches : 1 à 9 ou [ ] prennent une pièce, R et Maj+R la tournent, les flèches la déplacent, Espace ou Entrée la pose, 0 passe.</translation>
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
        <source>%1 – bases connected: own %2, opponent&apos;s %3</source>
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
        <source>Target of a campaign&apos;s first game</source>
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
        <extracomment>Fields of one colour allowed around a connection point, and with the 5+1 token. A campaign with this many games (draws included) ends on victory points. Bases of each colour in 3+3 ZIELE. 3+3 Targets with as many own bases linked on each side: more linked bases of the opponent&apos;s colour won.</extracomment>
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
        <source>Both players passed with as many of their own bases connected; the tie-break, more of the opponent&apos;s bases connected, decided.</source>
        <translation>Les deux ont passé avec autant de bases à eux reliées ; le départage, le plus de bases de l&apos;adversaire reliées, a décidé.</translation>
    </message>
    <message>
        <source>The campaign is won on victory points.</source>
        <translation>La campagne se gagne aux points de victoire.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>That piece is not on offer: take one of the ring pieces offered just after the tetrahedron, or one of your microbacteria.</source>
        <translation>Cette pièce n’est pas proposée : prenez l’une des pièces de l’anneau proposées juste après le tétraèdre, ou l’une de vos microbactéries.</translation>
    </message>
    <message>
        <source>You have already played that microbacterium.</source>
        <translation>Vous avez déjà joué cette microbactérie.</translation>
    </message>
    <message>
        <source>A piece turns in six steps, numbered r0 to r5.</source>
        <translation>Une pièce tourne en six pas, numérotés de r0 à r5.</translation>
    </message>
    <message>
        <source>Turned to r%1 this piece looks the same as at r%2: write r%2.</source>
        <translation>Tournée en r%1, cette pièce a le même aspect qu’en r%2 : écrivez r%2.</translation>
    </message>
    <message>
        <source>The piece must lie completely on the board.</source>
        <translation>La pièce doit reposer entièrement sur le plateau.</translation>
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
        <source>More than five of your fields would meet at %1.</source>
        <translation>Plus de cinq de vos champs se rejoindraient en %1.</translation>
    </message>
    <message>
        <source>The 5+1 token allows six fields at one point only, not at %1.</source>
        <translation>Le jeton 5+1 ne permet six champs qu’en un seul point, pas en %1.</translation>
    </message>
    <message>
        <source>Not even the 5+1 token allows more than six of your fields at %1.</source>
        <translation>Même le jeton 5+1 ne permet pas plus de six de vos champs en %1.</translation>
    </message>
    <message>
        <source>In Time Factor you may not pass: place a piece.</source>
        <translation>En Facteur temps, on ne peut pas passer : posez une pièce.</translation>
    </message>
    <message>
        <source>The tetrahedron goes into one of the %1 gaps of the ring.</source>
        <translation>Le tétraèdre se place dans l’un des %1 espaces de l’anneau.</translation>
    </message>
    <message>
        <source>A base goes on one of the six corners of the rim.</source>
        <translation>Une base se pose sur l’un des six coins du bord.</translation>
    </message>
    <message>
        <source>There is already a base at %1.</source>
        <translation>Il y a déjà une base en %1.</translation>
    </message>
    <message>
        <source>Choose Time Factor, Autonomy or 3+3 Targets as the next game&apos;s target.</source>
        <translation>Choisissez Facteur temps, Autonomie ou 3+3 objectifs comme objectif de la prochaine partie.</translation>
    </message>
    <message>
        <source>First the bases are put on the corners of the rim.</source>
        <translation>D’abord, les bases sont posées sur les coins du bord.</translation>
    </message>
    <message>
        <source>First the tetrahedron must be put into the ring.</source>
        <translation>D’abord, le tétraèdre doit être placé dans l’anneau.</translation>
    </message>
    <message>
        <source>The loser of the last game first chooses the next target.</source>
        <translation>D’abord, le perdant de la dernière partie choisit le prochain objectif.</translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>The Flower of Life</source>
        <translation>La Fleur de vie</translation>
    </message>
    <message>
        <source>The circles cut the board into 144 fields: lenses with two points and curved triangles with three. Their points meet at 37 connection points; the move list names them by column and row, like d4 in the centre. You claim the board by laying pieces in your colour.</source>
        <translation>Les cercles découpent le plateau en 144 champs : des lentilles à deux pointes et des triangles courbes à trois. Leurs pointes se rejoignent en 37 points de connexion ; la liste des coups les nomme par colonne et rangée, comme d4 au centre. Vous conquérez le plateau en posant des pièces de votre couleur.</translation>
    </message>
    <message>
        <source>Taking a piece</source>
        <translation>Prendre une pièce</translation>
    </message>
    <message>
        <source>The pieces lie in a ring around the board; the second player has put the tetrahedron into one of its gaps. On your turn take one of the four pieces after it, clockwise (they glow), turn it with the wheel or the right button and click to place it. Your first piece may go anywhere.</source>
        <translation>Les pièces forment un anneau autour du plateau ; le second joueur a placé le tétraèdre dans l&apos;un de ses vides. À votre tour, prenez l&apos;une des quatre pièces qui le suivent dans le sens des aiguilles d&apos;une montre (elles s&apos;éclairent), tournez-la avec la molette ou le bouton droit et cliquez pour la poser. Votre première pièce peut aller n&apos;importe où.</translation>
    </message>
    <message>
        <source>Take one of the glowing ring pieces and place it on the board.</source>
        <translation>Prenez une des pièces éclairées de l&apos;anneau et posez-la sur le plateau.</translation>
    </message>
    <message>
        <source>The tetrahedron moved into the gap your piece left, so the next offer starts after it.</source>
        <translation>Le tétraèdre a avancé dans le vide laissé par votre pièce : la prochaine offre commence donc après lui.</translation>
    </message>
    <message>
        <source>Stay connected</source>
        <translation>Rester relié</translation>
    </message>
    <message>
        <source>Every later piece must touch one of your pieces at a connection point, so all your pieces form one network. Pieces never overlap. Place another piece from the ring.</source>
        <translation>Chaque pièce suivante doit toucher une de vos pièces en un point de connexion, si bien que toutes vos pièces forment un seul réseau. Les pièces ne se chevauchent jamais. Posez une autre pièce de l&apos;anneau.</translation>
    </message>
    <message>
        <source>Place a glowing ring piece so that it touches your black piece at a point.</source>
        <translation>Posez une pièce éclairée de l&apos;anneau de sorte qu&apos;elle touche votre pièce noire en un point.</translation>
    </message>
    <message>
        <source>Connected! Your opponent&apos;s pieces only block fields; they never connect yours.</source>
        <translation>Relié ! Les pièces de l&apos;adversaire ne font que bloquer des champs ; elles ne relient jamais les vôtres.</translation>
    </message>
    <message>
        <source>Microbacteria</source>
        <translation>Microbactéries</translation>
    </message>
    <message>
        <source>Instead of a ring piece you may lay one of your two microbacteria, a single lens or triangle from your box. The tetrahedron then stays where it is, and each microbacterium can be used once per game.</source>
        <translation>Au lieu d&apos;une pièce de l&apos;anneau, vous pouvez poser l&apos;une de vos deux microbactéries, une simple lentille ou un triangle de votre encadré. Le tétraèdre reste alors en place, et chaque microbactérie ne sert qu&apos;une fois par partie.</translation>
    </message>
    <message>
        <source>Take the lens or the triangle from your box, not a ring piece.</source>
        <translation>Prenez la lentille ou le triangle de votre encadré, pas une pièce de l&apos;anneau.</translation>
    </message>
    <message>
        <source>Microbacteria fit where nothing else will, so they are often worth keeping for later.</source>
        <translation>Les microbactéries passent là où rien d&apos;autre ne passe : il vaut souvent la peine de les garder pour plus tard.</translation>
    </message>
    <message>
        <source>The five-point rule</source>
        <translation>La règle des cinq points</translation>
    </message>
    <message>
        <source>At any connection point at most five of the twelve fields around it may be yours; the dots at the points help you count. Five of your fields already meet at two points of your piece. Lay a piece that touches the ringed point without a sixth field anywhere.</source>
        <translation>Autour de chaque point de connexion, au plus cinq des douze champs peuvent être à vous ; les petits points aux pointes aident à compter. Cinq de vos champs se rejoignent déjà en deux points de votre pièce. Posez une pièce qui touche le point entouré sans aucun sixième champ.</translation>
    </message>
    <message>
        <source>Touch the ringed point without your 5+1 token: keep every point at five of your fields or fewer.</source>
        <translation>Touchez le point entouré sans votre jeton 5+1 : gardez chaque point à cinq de vos champs au plus.</translation>
    </message>
    <message>
        <source>Well counted! Your opponent&apos;s fields never count against your limit.</source>
        <translation>Bien compté ! Les champs de l&apos;adversaire ne comptent jamais dans votre limite.</translation>
    </message>
    <message>
        <source>The 5+1 token</source>
        <translation>Le jeton 5+1</translation>
    </message>
    <message>
        <source>Your 5+1 token lets you break the rule once: one point gets a sixth field of yours, and the token goes to your opponent. Ludoteca uses it by itself when a placement needs it. Lay a piece that gives the ringed point a sixth field.</source>
        <translation>Votre jeton 5+1 vous permet d&apos;enfreindre la règle une fois : un point reçoit un sixième champ de votre couleur, et le jeton passe à l&apos;adversaire. Ludoteca l&apos;utilise tout seul quand un coup en a besoin. Posez une pièce qui donne un sixième champ au point entouré.</translation>
    </message>
    <message>
        <source>Put one more field of yours at the ringed point; the status bar tells you when the token will be used.</source>
        <translation>Ajoutez un de vos champs au point entouré ; la barre d&apos;état vous dit quand le jeton sera utilisé.</translation>
    </message>
    <message>
        <source>The token now belongs to your opponent, who may use it the same way and hand it back. No point ever takes a seventh field.</source>
        <translation>Le jeton appartient maintenant à l&apos;adversaire, qui peut l&apos;utiliser de la même façon et vous le rendre ainsi. Aucun point ne reçoit jamais de septième champ.</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>Le territoire</translation>
    </message>
    <message>
        <source>In the usual game, Autonomy, each empty field in an area bordered only by your pieces and the rim scores you a point. Your pieces almost close off the upper left of the board: close the ringed gap.</source>
        <translation>Dans le jeu habituel, Autonomie, chaque champ vide d&apos;un territoire bordé uniquement par vos pièces et le bord du plateau vous rapporte un point. Vos pièces ferment presque le haut gauche du plateau : fermez le passage entouré.</translation>
    </message>
    <message>
        <source>Fill the ringed gap between your pieces and the rim.</source>
        <translation>Comblez le passage entouré entre vos pièces et le bord.</translation>
    </message>
    <message>
        <source>That corner is your territory, shaded in your colour. An area that touches even one field of your opponent counts for nobody.</source>
        <translation>Ce coin est votre territoire, teinté de votre couleur. Un territoire qui touche ne serait-ce qu&apos;un champ adverse ne compte pour personne.</translation>
    </message>
    <message>
        <source>Passing and the end</source>
        <translation>Passer et la fin</translation>
    </message>
    <message>
        <source>You may pass instead of placing. When both players pass one after the other, the game ends and the larger territory wins. White has just passed: pass too with the button below the board.</source>
        <translation>Vous pouvez passer au lieu de poser. Quand les deux joueurs passent l&apos;un après l&apos;autre, la partie se termine et le plus grand territoire gagne. Blanc vient de passer : passez aussi, avec le bouton sous le plateau.</translation>
    </message>
    <message>
        <source>Click Pass below the board.</source>
        <translation>Cliquez sur Passer sous le plateau.</translation>
    </message>
    <message>
        <source>Game over: your territory is larger, so you win.</source>
        <translation>Partie terminée : votre territoire est plus grand, vous gagnez.</translation>
    </message>
    <message>
        <source>Challenge: overtake White</source>
        <translation>Défi : dépassez Blanc</translation>
    </message>
    <message>
        <source>If the game ended now, White would win 37 to 16. Lay one piece that puts you ahead; White will then pass, and your pass ends the game.</source>
        <translation>Si la partie s&apos;arrêtait maintenant, Blanc gagnerait 37 à 16. Posez une pièce qui vous fait passer devant ; Blanc passera ensuite, et votre passe terminera la partie.</translation>
    </message>
    <message>
        <source>An area that touches even one of your fields no longer counts for White.</source>
        <translation>Un territoire qui touche ne serait-ce qu&apos;un de vos champs ne compte plus pour Blanc.</translation>
    </message>
    <message>
        <source>You win! Spoiling your opponent&apos;s area can be worth more than a corner of your own.</source>
        <translation>Gagné ! Gâcher le territoire adverse peut valoir plus qu&apos;un coin à soi.</translation>
    </message>
</context>
</TS>
