<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>balance</name>
        <message>
            <source>%1, left of the pivot: %2</source>
            <extracomment>The suffix of the cell of a pawn the picked one would beat, as in the notation ("M:S5-F2x"). How far above the pawns the cell of a pawn to beat lies (scene units). What the cursor's cell holds, in words (translated when used, `word`); the previews are the side panel's.</extracomment>
            <translation>%1, à gauche du pivot : %2</translation>
        </message>
        <message>
            <source>%1, right of the pivot: %2</source>
            <translation>%1, à droite du pivot : %2</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>vide</translation>
        </message>
        <message>
            <source>large pawn of %1 (%2)</source>
            <translation>grand pion de %1 (%2)</translation>
        </message>
        <message>
            <source>medium pawn of %1 (%2)</source>
            <translation>pion moyen de %1 (%2)</translation>
        </message>
        <message>
            <source>picked: large pawn</source>
            <translation>choisi : grand pion</translation>
        </message>
        <message>
            <source>picked: medium pawn</source>
            <translation>choisi : pion moyen</translation>
        </message>
        <message>
            <source>the picked large pawn can go here.</source>
            <translation>le grand pion choisi peut aller ici.</translation>
        </message>
        <message>
            <source>the picked medium pawn can go here.</source>
            <translation>le pion moyen choisi peut aller ici.</translation>
        </message>
        <message>
            <source>%1: beat this pawn: %2.</source>
            <translation>%1 : prendre ce pion : %2.</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>Réserve</translation>
        </message>
        <message>
            <source>Supply of %1 (%2): large pawns %3, medium pawns %4</source>
            <translation>Réserve de %1 (%2) : grands pions %3, pions moyens %4</translation>
        </message>
        <message>
            <source>Preview: the arm would come to rest on the board!</source>
            <translation>Aperçu : le fléau resterait posé sur le plateau !</translation>
        </message>
        <message>
            <source>Preview: the arm settles at %1°.</source>
            <translation>Aperçu : le fléau s'immobilise à %1°.</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passer</translation>
        </message>
        <message>
            <source>Let this roll go; next turn you must place or move if you can. Key: N</source>
            <translation>Laisser passer ce lancer ; au prochain tour, vous devez placer ou déplacer si possible. Touche : N</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>Gauche</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Droite</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>Net</translation>
        </message>
        <message>
            <source>Moment (large pawns × holders)</source>
            <translation>Moment (grands pions × porte-pions)</translation>
        </message>
        <message>
            <source>Tilt over the game (degrees)</source>
            <translation>Inclinaison au fil de la partie (degrés)</translation>
        </message>
        <message>
            <source>Round %1. Roll-off: %2.</source>
            <translation>Manche %1. Tirage de départ : %2.</translation>
        </message>
        <message>
            <source>%1 rolled %2 and cannot move: turn skipped.</source>
            <translation>%1 a fait %2 et ne peut pas jouer : tour passé.</translation>
        </message>
        <message>
            <source>%1 beats a pawn.</source>
            <translation>%1 prend un pion.</translation>
        </message>
        <message>
            <source>%1 tipped the arm!</source>
            <translation>%1 a fait basculer la balance !</translation>
        </message>
        <message>
            <source>%1 passed.</source>
            <translation>%1 passe.</translation>
        </message>
        <message>
            <source>%1 rolled %2.</source>
            <translation>%1 a fait %2.</translation>
        </message>
        <message>
            <source>First turn of the round: place a pawn in S%1.</source>
            <translation>Premier tour de la manche : placez un pion en S%1.</translation>
        </message>
        <message>
            <source>Must place or move this turn.</source>
            <translation>Ce tour, vous devez placer ou déplacer.</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>Éliminé</translation>
        </message>
        <message>
            <source>Colour lost: plays the partner's pawns</source>
            <translation>Couleur perdue : joue les pions du partenaire</translation>
        </message>
        <message>
            <source>Home: %1/%2</source>
            <translation>Arrivés : %1/%2</translation>
        </message>
        <message>
            <source>Team tips: %1</source>
            <translation>Basculements de l'équipe : %1</translation>
        </message>
        <message>
            <source>Must move</source>
            <translation>Doit jouer</translation>
        </message>
        <message>
            <source>Beat this pawn</source>
            <translation>Prendre ce pion</translation>
        </message>
        <message>
            <source>Move here</source>
            <translation>Ici</translation>
        </message>
        <message>
            <source>Click one of your own pawns or your supply.</source>
            <translation>Cliquez sur un de vos pions ou sur votre réserve.</translation>
        </message>
    </context>
    <context>
        <name>colours</name>
        <message>
            <source>Black</source>
            <translation>Noir</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>Jaune</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Rouge</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Bleu</translation>
        </message>
    </context>
    <context>
        <name>games</name>
        <message>
            <source>Balance DUELS</source>
            <translation>Balance DUELS</translation>
        </message>
        <message>
            <source>A dice race along a balance arm that must never tip.</source>
            <translation>Une course de dés sur un fléau de balance qui ne doit jamais basculer.</translation>
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <source>Game</source>
            <translation>Partie</translation>
        </message>
        <message>
            <source>Teams (A+B against C+D, or against solo C)</source>
            <translation>Équipes (A+B contre C+D, ou contre C en solo)</translation>
        </message>
        <message>
            <source>Each for themselves (elimination rounds)</source>
            <translation>Chacun pour soi (manches éliminatoires)</translation>
        </message>
        <message>
            <source>Every player has 2 large and 2 medium pawns of one colour.</source>
            <translation>Chaque joueur a 2 grands et 2 moyens pions d'une couleur.</translation>
        </message>
        <message>
            <source>Pawns per player</source>
            <translation>Pions par joueur</translation>
        </message>
        <message>
            <source>6 large pawns</source>
            <translation>6 grands pions</translation>
        </message>
        <message>
            <source>8 large pawns (variant)</source>
            <translation>8 grands pions (variante)</translation>
        </message>
        <message>
            <source>Models C and D and the custom model use at most 6.</source>
            <translation>Les modèles C et D et le modèle libre en utilisent au plus 6.</translation>
        </message>
        <message>
            <source>Balance model</source>
            <translation>Modèle de balance</translation>
        </message>
        <message>
            <source>A: holders numbered from the pivot outwards</source>
            <translation>A : porte-pions numérotés depuis le pivot vers l'extérieur</translation>
        </message>
        <message>
            <source>B: numbered from the ends inwards</source>
            <translation>B : numérotés depuis les bouts vers l'intérieur</translation>
        </message>
        <message>
            <source>C: start inwards, finish outwards</source>
            <translation>C : départ vers l'intérieur, arrivée vers l'extérieur</translation>
        </message>
        <message>
            <source>D: start outwards, finish inwards</source>
            <translation>D : départ vers l'extérieur, arrivée vers l'intérieur</translation>
        </message>
        <message>
            <source>Custom: with the 4 single holders</source>
            <translation>Modèle libre : avec les 4 porte-pions simples</translation>
        </message>
        <message>
            <source>The booklet's pictures of models B-D are lost; Ludoteca reconstructs them from the rules.</source>
            <translation>Les images des modèles B-D manquent dans le livret ; Ludoteca les reconstitue à partir des règles.</translation>
        </message>
        <message>
            <source>Beating</source>
            <translation>Prise</translation>
        </message>
        <message>
            <source>A pawn arriving in its finish half may send an opponent's pawn in the same holder back to its supply.</source>
            <translation>Un pion qui arrive dans sa moitié FINISH peut renvoyer un pion adverse du même porte-pion dans la réserve de son propriétaire.</translation>
        </message>
        <message>
            <source>Arm sensitivity</source>
            <translation>Sensibilité du fléau</translation>
        </message>
        <message>
            <source>Steady</source>
            <translation>Stable</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Twitchy</source>
            <translation>Nerveuse</translation>
        </message>
        <message>
            <source>How far the arm may lean before it lies on the board; the side panel shows the limit.</source>
            <translation>Jusqu'où le fléau peut pencher avant de reposer sur le plateau ; le panneau latéral montre la limite.</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>The balance arm came to rest on the board.</source>
            <translation>Le fléau s'est posé sur le plateau de jeu.</translation>
        </message>
        <message>
            <source>All pawns reached the finish half.</source>
            <translation>Tous les pions ont atteint la moitié FINISH.</translation>
        </message>
        <message>
            <source>The other side tipped the arm twice.</source>
            <translation>L'autre camp a fait basculer la balance deux fois.</translation>
        </message>
        <message>
            <source>Nobody could move any more.</source>
            <translation>Plus personne ne pouvait jouer.</translation>
        </message>
    </context>
    <context>
        <name>refusals</name>
        <message>
            <source>The first turn of a round must place a pawn in %1.</source>
            <translation>Au premier tour d’une manche, vous devez placer un pion en %1.</translation>
        </message>
        <message>
            <source>You passed last turn, so this turn you must place or move a pawn.</source>
            <translation>Vous avez passé au tour précédent : ce tour-ci, vous devez placer ou déplacer un pion.</translation>
        </message>
        <message>
            <source>Your supply has no %1 pawn left.</source>
            <translation>Votre réserve n’a plus de pion %1.</translation>
        </message>
        <message>
            <source>Holder %1 is full.</source>
            <translation>Le porte-pion %1 est plein.</translation>
        </message>
        <message>
            <source>There is no holder %1: the track runs from S1 to S7, then F1 to F7.</source>
            <translation>Il n’y a pas de porte-pion %1 : le parcours va de S1 à S7, puis de F1 à F7.</translation>
        </message>
        <message>
            <source>You have no %1 pawn in %2.</source>
            <translation>Vous n’avez pas de pion %1 en %2.</translation>
        </message>
        <message>
            <source>From %1 a roll of %2 would go past F7, the end of the track.</source>
            <translation>Depuis %1, un %2 au dé dépasserait F7, la fin du parcours.</translation>
        </message>
        <message>
            <source>Beating is switched off in this game.</source>
            <translation>Les prises sont désactivées dans cette partie.</translation>
        </message>
        <message>
            <source>Only a pawn arriving in its finish half can beat.</source>
            <translation>Seul un pion qui arrive dans sa moitié FINISH peut prendre.</translation>
        </message>
        <message>
            <source>There is no pawn to beat in %1.</source>
            <translation>Il n’y a aucun pion à prendre en %1.</translation>
        </message>
        <message>
            <source>The pawn in %1 plays on your side and cannot be beaten.</source>
            <translation>Le pion en %1 joue de votre côté et ne peut pas être pris.</translation>
        </message>
        <message>
            <source>The die shows %1: a new pawn goes into S%1.</source>
            <translation>Le dé montre %1 : un nouveau pion va en S%1.</translation>
        </message>
        <message>
            <source>The die shows %1: a pawn moves exactly %1 holders forward.</source>
            <translation>Le dé montre %1 : un pion avance d’exactement %1 porte-pions.</translation>
        </message>
    </context>
    <context>
        <name>tutorial</name>
        <message>
            <source>The arm and your track</source>
            <translation>Le fléau et votre piste</translation>
        </message>
        <message>
            <source>Your pawns enter on your start half, the right half of the arm (S1 to S7), cross the pivot and travel to your finish half on the left (F1 to F7). Bring all six home first, but never leave the arm resting on the board. Your opponent uses the same holders, numbered the other way round.</source>
            <translation>Vos pions entrent sur votre moitié de départ, la moitié droite du fléau (S1 à S7), franchissent le pivot et rejoignent votre moitié d'arrivée à gauche (F1 à F7). Soyez le premier à les amener tous les six, mais ne laissez jamais le fléau posé sur le plateau. Votre adversaire utilise les mêmes porte-pions, numérotés dans l'autre sens.</translation>
        </message>
        <message>
            <source>Roll and place</source>
            <translation>Lancer et placer</translation>
        </message>
        <message>
            <source>Ludoteca rolls one die for you at the start of each turn. Your first turn of a round is always a placement: a pawn from your supply goes into the start holder the die shows. You rolled a 3: click a pawn in your box, then the ringed holder S3.</source>
            <translation>Ludoteca lance un dé pour vous au début de chaque tour. Votre premier tour d'une manche est toujours un placement : un pion de votre réserve va dans le porte-pion de départ indiqué par le dé. Vous avez fait 3 : cliquez sur un pion de votre cadre, puis sur le porte-pion S3, entouré d'un cercle.</translation>
        </message>
        <message>
            <source>Place a pawn from your supply in S3.</source>
            <translation>Placez un pion de votre réserve en S3.</translation>
        </message>
        <message>
            <source>Your opponent placed a pawn too. Holders 1 to 6 take two pawns each; holder 7 at the very end takes one.</source>
            <translation>Votre adversaire a placé un pion lui aussi. Les porte-pions 1 à 6 accueillent deux pions chacun ; le 7, tout au bout, un seul.</translation>
        </message>
        <message>
            <source>Moving forward</source>
            <translation>Avancer</translation>
        </message>
        <message>
            <source>From now on you either place a pawn in the start holder the die shows or move one pawn exactly that many holders forward. S3 is full, so move the pawn on S1 three holders: S2, S3, S4. Full holders never block the way; only the holder you land in needs room.</source>
            <translation>Désormais, soit vous placez un pion dans le porte-pion de départ indiqué par le dé, soit vous avancez un pion d'exactement autant de porte-pions. S3 est plein : avancez donc le pion de S1 de trois porte-pions : S2, S3, S4. Un porte-pion plein ne barre jamais le passage ; seul celui où vous arrivez doit avoir de la place.</translation>
        </message>
        <message>
            <source>Move the pawn on S1 to S4.</source>
            <translation>Avancez le pion de S1 jusqu'en S4.</translation>
        </message>
        <message>
            <source>Well counted! Every holder counts, empty or full.</source>
            <translation>Bien compté ! Chaque porte-pion compte, vide ou plein.</translation>
        </message>
        <message>
            <source>Across the pivot</source>
            <translation>De l'autre côté du pivot</translation>
        </message>
        <message>
            <source>After S7, the end of the arm, your track goes on at F1, just past the pivot. You rolled a 4: move the pawn on S5 via S6, S7 and F1 to F2, and watch its weight pull the other half down.</source>
            <translation>Après S7, au bout du fléau, votre piste continue en F1, juste après le pivot. Vous avez fait 4 : avancez le pion de S5 jusqu'en F2 en passant par S6, S7 et F1, et regardez son poids tirer l'autre moitié vers le bas.</translation>
        </message>
        <message>
            <source>Move the pawn on S5 four holders forward, to F2.</source>
            <translation>Avancez le pion de S5 de quatre porte-pions, jusqu'en F2.</translation>
        </message>
        <message>
            <source>Your pawn is in your finish half. A pawn crossing the pivot swings the arm a long way.</source>
            <translation>Votre pion est dans votre moitié d'arrivée. Un pion qui franchit le pivot fait fortement pencher le fléau de l'autre côté.</translation>
        </message>
        <message>
            <source>What tips the arm</source>
            <translation>Ce qui fait basculer le fléau</translation>
        </message>
        <message>
            <source>Every pawn pulls its half down by its weight times its distance from the pivot, so pawns far out pull hardest. If the arm comes to rest on the board after your turn, you lose at once. See for yourself: place a pawn on S6.</source>
            <translation>Chaque pion tire sa moitié vers le bas selon son poids multiplié par sa distance au pivot : les pions éloignés tirent donc le plus fort. Si le fléau reste posé sur le plateau après votre tour, vous perdez aussitôt. Voyez par vous-même : placez un pion en S6.</translation>
        </message>
        <message>
            <source>Place a pawn from your supply on S6 to see the arm tip.</source>
            <translation>Placez un pion de votre réserve en S6 pour voir le fléau basculer.</translation>
        </message>
        <message>
            <source>The arm rests on the board: whoever moved last loses. An arm that only swings down, touches the board and rises again has not tipped.</source>
            <translation>Le fléau est posé sur le plateau : le dernier à avoir joué perd. Un fléau qui ne fait que descendre, toucher le plateau et remonter n'a pas basculé.</translation>
        </message>
        <message>
            <source>Passing</source>
            <translation>Passer</translation>
        </message>
        <message>
            <source>You rolled a 1 and every move would tip the arm: pass with the Pass button. After a pass you must move next turn, so then find the safe move. Pick a pawn and rest the mouse on a holder it may go to: a dashed outline shows where the arm would settle, and the panel tells whether it would tip.</source>
            <translation>Vous avez fait 1 et tout coup ferait basculer le fléau : passez avec le bouton Passer. Après avoir passé, vous devrez jouer au tour suivant : cherchez alors le coup sans danger. Choisissez un pion et laissez la souris sur un porte-pion où il peut aller : un contour en pointillé montre où le fléau s'immobiliserait, et le panneau indique s'il basculerait.</translation>
        </message>
        <message>
            <source>Pawns in your finish half are attackers. When one lands in a holder beside an opponent's pawn, it may beat it: that pawn goes back to its owner's supply. Pick the pawn on S5, then click the circle on the opponent's pawn in F2 to beat it.</source>
            <translation>Les pions de votre moitié d'arrivée sont des pions d'attaque. Quand l'un d'eux arrive dans un porte-pion à côté d'un pion adverse, il peut le prendre : ce pion retourne dans la réserve de son propriétaire. Choisissez le pion de S5, puis cliquez sur le cercle du pion adverse en F2 pour le prendre.</translation>
        </message>
        <message>
            <source>Move to F2 by clicking the circle on the opponent's pawn, not the mark over the holder.</source>
            <translation>Allez en F2 en cliquant sur le cercle du pion adverse, pas sur la marque au-dessus du porte-pion.</translation>
        </message>
        <message>
            <source>Pass first; on your next turn, move the pawn on S6 across the pivot.</source>
            <translation>Passez d'abord ; au tour suivant, faites franchir le pivot au pion de S6.</translation>
        </message>
        <message>
            <source>Safe! Passing never tips the arm, but you may not pass twice in a row. With no legal move at all, your turn is simply skipped.</source>
            <translation>Sauvé ! Passer ne fait jamais basculer le fléau, mais vous ne pouvez pas passer deux fois de suite. Sans aucun coup possible, votre tour est simplement sauté.</translation>
        </message>
        <message>
            <source>Beating</source>
            <translation>Prendre un pion</translation>
        </message>
        <message>
            <source>Beaten! Beating is never compulsory, and pawns in their owner's finish half are safe: nobody can beat them.</source>
            <translation>Pris ! La prise n'est jamais obligatoire, et les pions dans la moitié d'arrivée de leur propriétaire sont à l'abri : personne ne peut les prendre.</translation>
        </message>
        <message>
            <source>Coming home</source>
            <translation>L'arrivée</translation>
        </message>
        <message>
            <source>When your last pawn enters your finish half, you may rearrange your pawns there freely. If any arrangement keeps the arm up, you win, even if the move itself would tip it. Bring your last pawn home: S6 to F3.</source>
            <translation>Quand votre dernier pion entre dans votre moitié d'arrivée, vous pouvez y réarranger librement vos pions. Si une disposition garde le fléau levé, vous gagnez, même si le coup lui-même le ferait basculer. Amenez votre dernier pion : de S6 à F3.</translation>
        </message>
        <message>
            <source>Move the pawn on S6 four holders forward, to F3.</source>
            <translation>Avancez le pion de S6 de quatre porte-pions, jusqu'en F3.</translation>
        </message>
        <message>
            <source>You win! Ludoteca moved one of your pawns nearer the pivot, so the arm stays up.</source>
            <translation>Gagné ! Ludoteca a rapproché un de vos pions du pivot pour que le fléau reste levé.</translation>
        </message>
        <message>
            <source>Challenge: home in two turns</source>
            <translation>Défi : arrivés en deux tours</translation>
        </message>
        <message>
            <source>Bring your last two pawns home in your next two turns without tipping the arm. You rolled a 6, your next roll will be a 6 too, and your opponent will pass in between.</source>
            <translation>Amenez vos deux derniers pions dans votre moitié d'arrivée en deux tours, sans faire basculer le fléau. Vous avez fait 6, votre prochain lancer sera aussi un 6, et votre adversaire passera entre les deux.</translation>
        </message>
        <message>
            <source>Beating takes an opponent's weight off your finish half.</source>
            <translation>Une prise retire le poids d'un adversaire de votre moitié d'arrivée.</translation>
        </message>
        <message>
            <source>Brilliant: two beats and both pawns home. You are ready for your first duel!</source>
            <translation>Bravo : deux prises et les deux pions arrivés. Vous êtes prêt pour votre premier duel !</translation>
        </message>
    </context>
</TS>