<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>balance</name>
    <message>
        <source>Preview: the arm would come to rest on the board!</source>
        <translation>Aperçu : le fléau resterait posé sur le plateau !</translation>
    </message>
    <message>
        <source>Preview: the arm settles at %1°.</source>
        <translation>Aperçu : le fléau s&apos;immobilise à %1°.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Let this roll go; next turn you must place or move if you can.</source>
        <translation>Laisser ce coup de dé ; au tour suivant vous devez placer ou déplacer si possible.</translation>
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
        <source>Colour lost: plays the partner&apos;s pawns</source>
        <translation>Couleur perdue : joue les pions du partenaire</translation>
    </message>
    <message>
        <source>Home: %1/%2</source>
        <translation>Arrivés : %1/%2</translation>
    </message>
    <message>
        <source>Team tips: %1</source>
        <translation>Basculements de l&apos;équipe : %1</translation>
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
        <translation>Chaque joueur a 2 grands et 2 moyens pions d&apos;une couleur.</translation>
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
        <translation>A : porte-pions numérotés depuis le pivot vers l&apos;extérieur</translation>
    </message>
    <message>
        <source>B: numbered from the ends inwards</source>
        <translation>B : numérotés depuis les bouts vers l&apos;intérieur</translation>
    </message>
    <message>
        <source>C: start inwards, finish outwards</source>
        <translation>C : départ vers l&apos;intérieur, arrivée vers l&apos;extérieur</translation>
    </message>
    <message>
        <source>D: start outwards, finish inwards</source>
        <translation>D : départ vers l&apos;extérieur, arrivée vers l&apos;intérieur</translation>
    </message>
    <message>
        <source>Custom: with the 4 single holders</source>
        <translation>Modèle libre : avec les 4 porte-pions simples</translation>
    </message>
    <message>
        <source>The booklet&apos;s pictures of models B-D are lost; Ludoteca reconstructs them from the rules.</source>
        <translation>Les images des modèles B-D manquent dans le livret ; Ludoteca les reconstitue à partir des règles.</translation>
    </message>
    <message>
        <source>Beating</source>
        <translation>Prise</translation>
    </message>
    <message>
        <source>A pawn arriving in its finish half may send an opponent&apos;s pawn in the same holder back to its supply.</source>
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
        <translation>Jusqu&apos;où le fléau peut pencher avant de reposer sur le plateau ; le panneau latéral montre la limite.</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>The balance arm came to rest on the board.</source>
        <translation>Le fléau s&apos;est posé sur le plateau de jeu.</translation>
    </message>
    <message>
        <source>All pawns reached the finish half.</source>
        <translation>Tous les pions ont atteint la moitié FINISH.</translation>
    </message>
    <message>
        <source>The other side tipped the arm twice.</source>
        <translation>L&apos;autre camp a fait basculer la balance deux fois.</translation>
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
</TS>
