<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>colours</name>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Halma and Chinese checkers</source>
        <translation>Halma et dames chinoises</translation>
    </message>
    <message>
        <source>Hop your whole army across the board into the opposite corner.</source>
        <translation>Faites sauter toute votre armée jusqu&apos;au coin opposé.</translation>
    </message>
</context>
<context>
    <name>halma</name>
    <message>
        <source>%1 cannot move and passes.</source>
        <translation>%1 ne peut pas jouer et passe.</translation>
    </message>
    <message>
        <source>Partners:</source>
        <translation>Équipes :</translation>
    </message>
    <message>
        <source>Places:</source>
        <translation>Places :</translation>
    </message>
    <message>
        <source>red peg</source>
        <extracomment>A peg and a camp of each colour the game offers, for what the cursor is on (named whole, so that each language can inflect the colour).</extracomment>
        <translation>pion rouge</translation>
    </message>
    <message>
        <source>blue peg</source>
        <translation>pion bleu</translation>
    </message>
    <message>
        <source>green peg</source>
        <translation>pion vert</translation>
    </message>
    <message>
        <source>yellow peg</source>
        <translation>pion jaune</translation>
    </message>
    <message>
        <source>purple peg</source>
        <translation>pion violet</translation>
    </message>
    <message>
        <source>white peg</source>
        <translation>pion blanc</translation>
    </message>
    <message>
        <source>orange peg</source>
        <translation>pion orange</translation>
    </message>
    <message>
        <source>black peg</source>
        <translation>pion noir</translation>
    </message>
    <message>
        <source>red camp</source>
        <translation>camp rouge</translation>
    </message>
    <message>
        <source>blue camp</source>
        <translation>camp bleu</translation>
    </message>
    <message>
        <source>green camp</source>
        <translation>camp vert</translation>
    </message>
    <message>
        <source>yellow camp</source>
        <translation>camp jaune</translation>
    </message>
    <message>
        <source>purple camp</source>
        <translation>camp violet</translation>
    </message>
    <message>
        <source>white camp</source>
        <translation>camp blanc</translation>
    </message>
    <message>
        <source>orange camp</source>
        <translation>camp orange</translation>
    </message>
    <message>
        <source>black camp</source>
        <translation>camp noir</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>picked up</source>
        <translation>soulevé</translation>
    </message>
    <message>
        <source>the picked-up peg can go here</source>
        <translation>le pion soulevé peut aller ici</translation>
    </message>
    <message>
        <source>camp of %1</source>
        <translation>camp de %1</translation>
    </message>
    <message>
        <source>peg of %1</source>
        <translation>pion de %1</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Three or six players always play on the star.</source>
        <translation>À trois ou six joueurs, on joue toujours sur l&apos;étoile.</translation>
    </message>
    <message>
        <source>10 pegs</source>
        <translation>10 pions</translation>
    </message>
    <message>
        <source>Winning rule</source>
        <translation>Règle de victoire</translation>
    </message>
    <message>
        <source>Swap with blocking pegs</source>
        <translation>Échange avec les pions bloquants</translation>
    </message>
    <message>
        <source>A peg may step onto an opponent&apos;s peg that is still in its home camp inside your target camp; the two change places.</source>
        <translation>Un pion peut avancer sur un pion adverse resté dans son propre camp, à l&apos;intérieur de votre camp d&apos;arrivée ; les deux échangent leurs places.</translation>
    </message>
    <message>
        <source>Star (Chinese checkers)</source>
        <translation>Étoile (dames chinoises)</translation>
    </message>
    <message>
        <source>Square (Halma)</source>
        <translation>Carré (Halma)</translation>
    </message>
    <message>
        <source>Pegs on the star</source>
        <translation>Pions sur l&apos;étoile</translation>
    </message>
    <message>
        <source>15 pegs</source>
        <translation>15 pions</translation>
    </message>
    <message>
        <source>With 15 pegs each camp is one row deeper.</source>
        <translation>Avec 15 pions, chaque camp a une rangée de plus.</translation>
    </message>
    <message>
        <source>Anti-spoiling (Parlett)</source>
        <translation>Anti-blocage (Parlett)</translation>
    </message>
    <message>
        <source>Only own pegs count</source>
        <translation>Seuls vos pions comptent</translation>
    </message>
    <message>
        <source>Anti-spoiling: a full target camp wins if at least one of its pegs is yours, so pegs left at home cannot block it forever.</source>
        <translation>Anti-blocage : un camp d&apos;arrivée plein gagne si au moins un de ses pions est à vous ; des pions laissés au départ ne peuvent donc pas le bloquer indéfiniment.</translation>
    </message>
    <message>
        <source>Turns to leave home (0: off)</source>
        <translation>Tours pour quitter le départ (0 : non)</translation>
    </message>
    <message>
        <source>A player with a peg still at home after this many turns is out of the game; with partners, the whole side is.</source>
        <translation>Un joueur qui a encore un pion au départ après ce nombre de tours est éliminé ; avec des partenaires, toute l&apos;équipe l&apos;est.</translation>
    </message>
    <message>
        <source>No stops in other camps</source>
        <translation>Pas d&apos;arrêt dans les autres camps</translation>
    </message>
    <message>
        <source>Hopping through them is still allowed.</source>
        <translation>Les traverser en sautant reste permis.</translation>
    </message>
    <message>
        <source>Long hops</source>
        <translation>Longs sauts</translation>
    </message>
    <message>
        <source>Hop over a single distant peg, landing as far beyond it as you started before it.</source>
        <translation>Sauter par-dessus un seul pion éloigné et atterrir aussi loin derrière lui qu&apos;on était devant.</translation>
    </message>
    <message>
        <source>Partners sitting opposite</source>
        <translation>Partenaires face à face</translation>
    </message>
    <message>
        <source>Players sitting opposite play as a side: the side wins when both partners have all their pegs home.</source>
        <translation>Les joueurs assis face à face jouent en équipe : l&apos;équipe gagne quand les deux partenaires ont tous leurs pions arrivés.</translation>
    </message>
    <message>
        <source>Play on for the places</source>
        <translation>Continuer pour les places</translation>
    </message>
    <message>
        <source>After the winner, the others go on until only one player or side is left.</source>
        <translation>Après le gagnant, les autres continuent jusqu&apos;à ce qu&apos;il ne reste qu&apos;un joueur ou une équipe.</translation>
    </message>
    <message>
        <source>Turns go counter-clockwise</source>
        <translation>Tours dans le sens antihoraire</translation>
    </message>
    <message>
        <source>Seats are laid out clockwise; with this the turn passes the other way round.</source>
        <translation>Les places sont disposées dans le sens horaire ; avec cette option, le tour passe dans l&apos;autre sens.</translation>
    </message>
    <message>
        <source>Draw after quiet turns (0: off)</source>
        <translation>Nulle après tours calmes (0 : non)</translation>
    </message>
    <message>
        <source>A draw when no peg has entered its target camp for this many turns.</source>
        <translation>Partie nulle si aucun pion n&apos;entre dans son camp d&apos;arrivée pendant ce nombre de tours.</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>The whole target camp is filled.</source>
        <translation>Tout le camp d&apos;arrivée est rempli.</translation>
    </message>
    <message>
        <source>A player did not leave the home camp in time.</source>
        <translation>Un joueur n&apos;a pas quitté son camp de départ à temps.</translation>
    </message>
    <message>
        <source>No peg reached its target camp for too long.</source>
        <translation>Aucun pion n&apos;a atteint son camp d&apos;arrivée depuis trop longtemps.</translation>
    </message>
    <message>
        <source>Nobody can move any more.</source>
        <translation>Plus personne ne peut jouer.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>There is no hole %1 on this board.</source>
        <translation>Il n&apos;y a pas de trou %1 sur ce plateau.</translation>
    </message>
    <message>
        <source>There is no peg on %1.</source>
        <translation>Il n&apos;y a pas de pion en %1.</translation>
    </message>
    <message>
        <source>The peg on %1 is not yours: pick one of your own.</source>
        <translation>Le pion en %1 n&apos;est pas à vous : choisissez l&apos;un des vôtres.</translation>
    </message>
    <message>
        <source>The peg on %1 has no move at the moment.</source>
        <translation>Le pion en %1 ne peut pas bouger pour le moment.</translation>
    </message>
    <message>
        <source>The hole %1 is taken.</source>
        <translation>Le trou %1 est occupé.</translation>
    </message>
    <message>
        <source>The peg on %1 has reached its target camp and may not leave it again.</source>
        <translation>Le pion en %1 a atteint son camp d&apos;arrivée et ne peut plus en sortir.</translation>
    </message>
    <message>
        <source>The hole %1 lies in another player&apos;s camp: you may hop through it but not stop there.</source>
        <translation>Le trou %1 se trouve dans le camp d&apos;un autre joueur : vous pouvez le traverser en sautant, mais pas vous y arrêter.</translation>
    </message>
    <message>
        <source>The peg on %1 cannot reach %2 with one step or a chain of hops.</source>
        <translation>Le pion en %1 ne peut pas atteindre %2 par un pas ni par une suite de sauts.</translation>
    </message>
    <message>
        <source>The holes %1 are not a chain of hops this peg can make.</source>
        <translation>Les trous %1 ne forment pas une suite de sauts que ce pion peut faire.</translation>
    </message>
    <message>
        <source>You may only pass when none of your pegs can move.</source>
        <translation>Vous ne pouvez passer que si aucun de vos pions ne peut bouger.</translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>A race across the star</source>
        <translation>Une course à travers l&apos;étoile</translation>
    </message>
    <message>
        <source>Your ten pegs start in the camp at the bottom. Move all of them into the camp straight across, marked here, before your opponent fills yours. Nothing is ever captured.</source>
        <translation>Vos dix pions partent du camp en bas. Amenez-les tous dans le camp juste en face, marqué ici, avant que votre adversaire ne remplisse le vôtre. Rien n&apos;est jamais pris.</translation>
    </message>
    <message>
        <source>A step</source>
        <translation>Un pas</translation>
    </message>
    <message>
        <source>On your turn you move one peg. The simplest move is a step to a neighbouring empty hole. Step one of your front pegs forward.</source>
        <translation>À votre tour, vous déplacez un pion. Le coup le plus simple est un pas vers un trou voisin vide. Avancez d&apos;un pas l&apos;un de vos pions de devant.</translation>
    </message>
    <message>
        <source>Move one peg of your front row to an empty hole right next to it.</source>
        <translation>Déplacez un pion de votre première rangée vers un trou vide juste à côté.</translation>
    </message>
    <message>
        <source>Good. A step always goes to a hole right next to the peg.</source>
        <translation>Bien. Un pas mène toujours à un trou juste à côté du pion.</translation>
    </message>
    <message>
        <source>A hop</source>
        <translation>Un saut</translation>
    </message>
    <message>
        <source>A peg may also hop over a neighbouring peg into the empty hole right behind it, in a straight line. Hop one of the pegs in your second row over a front peg.</source>
        <translation>Un pion peut aussi sauter par-dessus un pion voisin jusqu&apos;au trou vide juste derrière, en ligne droite. Faites sauter un pion de votre deuxième rangée par-dessus un pion de devant.</translation>
    </message>
    <message>
        <source>Pick a peg behind the front row and jump over a front peg.</source>
        <translation>Prenez un pion derrière la première rangée et sautez par-dessus un pion de devant.</translation>
    </message>
    <message>
        <source>That is a hop: much faster than a step. The peg you hop over stays where it is.</source>
        <translation>C&apos;est un saut : bien plus rapide qu&apos;un pas. Le pion sauté reste à sa place.</translation>
    </message>
    <message>
        <source>Any peg will do</source>
        <translation>N&apos;importe quel pion</translation>
    </message>
    <message>
        <source>You may hop over any peg, yours or your opponent&apos;s. Nothing is taken: other pegs are stepping stones. Hop over your opponent&apos;s peg.</source>
        <translation>Vous pouvez sauter par-dessus n&apos;importe quel pion, le vôtre ou celui de l&apos;adversaire. Rien n&apos;est pris : les autres pions servent de tremplins. Sautez par-dessus le pion de votre adversaire.</translation>
    </message>
    <message>
        <source>Jump with your marked peg over your opponent&apos;s peg next to it.</source>
        <translation>Sautez avec votre pion marqué par-dessus le pion adverse juste à côté.</translation>
    </message>
    <message>
        <source>Move one of the pegs already inside the camp further in, towards the marked holes.</source>
        <translation>Déplacez l&apos;un des pions déjà dans le camp plus loin vers l&apos;intérieur, vers les trous marqués.</translation>
    </message>
    <message>
        <source>Move a peg from outside into the empty marked hole.</source>
        <translation>Amenez un pion du dehors dans le trou marqué encore vide.</translation>
    </message>
    <message>
        <source>One long chain</source>
        <translation>Une longue chaîne</translation>
    </message>
    <message>
        <source>Well hopped! Your opponent may use your pegs in the same way.</source>
        <translation>Joli saut ! Votre adversaire peut utiliser vos pions de la même façon.</translation>
    </message>
    <message>
        <source>Chains of hops</source>
        <translation>Chaînes de sauts</translation>
    </message>
    <message>
        <source>After a hop, the same peg may hop again, in any direction, as often as it can. You may stop after any hop, but you can never add a step. Hop along the chain to the marked hole.</source>
        <translation>Après un saut, le même pion peut sauter encore, dans n&apos;importe quelle direction, aussi souvent que possible. Vous pouvez vous arrêter après chaque saut, mais jamais ajouter un pas. Suivez la chaîne jusqu&apos;au trou marqué.</translation>
    </message>
    <message>
        <source>Start with the marked peg at the bottom and keep hopping until it reaches the marked hole.</source>
        <translation>Partez du pion marqué en bas et continuez à sauter jusqu&apos;à ce qu&apos;il atteigne le trou marqué.</translation>
    </message>
    <message>
        <source>Three hops in one move! Long chains win the race.</source>
        <translation>Trois sauts en un coup ! Les longues chaînes gagnent la course.</translation>
    </message>
    <message>
        <source>Make room</source>
        <translation>Faites de la place</translation>
    </message>
    <message>
        <source>A peg that has reached the target camp may still move inside it, but it never leaves it again. Your pegs outside need room: move a peg deeper into the camp.</source>
        <translation>Un pion arrivé dans le camp d&apos;arrivée peut encore s&apos;y déplacer, mais n&apos;en sort plus jamais. Vos pions dehors ont besoin de place : enfoncez un pion plus loin dans le camp.</translation>
    </message>
    <message>
        <source>Now there is room at the entrance for the pegs still on their way.</source>
        <translation>Il y a maintenant de la place à l&apos;entrée pour les pions encore en route.</translation>
    </message>
    <message>
        <source>Fill the camp</source>
        <translation>Remplissez le camp</translation>
    </message>
    <message>
        <source>Your opponent left a peg at home to block you, but it counts: the camp is full when every hole holds a peg, at least one of them yours. Fill the last hole and win.</source>
        <translation>Votre adversaire a laissé un pion chez lui pour vous bloquer, mais il compte : le camp est plein quand chaque trou a un pion et qu&apos;au moins un est à vous. Remplissez le dernier trou et gagnez.</translation>
    </message>
    <message>
        <source>The camp is full: you win, even with a peg still outside.</source>
        <translation>Le camp est plein : vous gagnez, même avec un pion encore dehors.</translation>
    </message>
    <message>
        <source>Bring one of your pegs to the marked hole in a single move. Look carefully: the right peg may be the one you expect least.</source>
        <translation>Amenez l&apos;un de vos pions au trou marqué en un seul coup. Regardez bien : le bon pion est peut-être celui que vous attendez le moins.</translation>
    </message>
    <message>
        <source>Only a chain of hops gets there. Try the pegs at the very back.</source>
        <translation>Seule une chaîne de sauts y mène. Essayez les pions tout au fond.</translation>
    </message>
    <message>
        <source>Five hops at once! You are ready for a real game. Good luck!</source>
        <translation>Cinq sauts d&apos;un coup ! Vous êtes prêt pour une vraie partie. Bonne chance !</translation>
    </message>
</context>
</TS>
