<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>balance</name>
        <message>
            <source>%1, left of the pivot: %2</source>
            <extracomment>The suffix of the cell of a pawn the picked one would beat, as in the notation ("M:S5-F2x"). How far above the pawns the cell of a pawn to beat lies (scene units). What the cursor's cell holds, in words (translated when used, `word`); the previews are the side panel's.</extracomment>
            <translation>%1, left of the pivot: %2</translation>
        </message>
        <message>
            <source>%1, right of the pivot: %2</source>
            <translation>%1, right of the pivot: %2</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>empty</translation>
        </message>
        <message>
            <source>large pawn of %1 (%2)</source>
            <translation>large pawn of %1 (%2)</translation>
        </message>
        <message>
            <source>medium pawn of %1 (%2)</source>
            <translation>medium pawn of %1 (%2)</translation>
        </message>
        <message>
            <source>picked: large pawn</source>
            <translation>picked: large pawn</translation>
        </message>
        <message>
            <source>picked: medium pawn</source>
            <translation>picked: medium pawn</translation>
        </message>
        <message>
            <source>the picked large pawn can go here.</source>
            <translation>the picked large pawn can go here.</translation>
        </message>
        <message>
            <source>the picked medium pawn can go here.</source>
            <translation>the picked medium pawn can go here.</translation>
        </message>
        <message>
            <source>%1: beat this pawn: %2.</source>
            <translation>%1: beat this pawn: %2.</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>Supply</translation>
        </message>
        <message>
            <source>Supply of %1 (%2): large pawns %3, medium pawns %4</source>
            <translation>Supply of %1 (%2): large pawns %3, medium pawns %4</translation>
        </message>
        <message>
            <source>Preview: the arm would come to rest on the board!</source>
            <translation>Preview: the arm would come to rest on the board!</translation>
        </message>
        <message>
            <source>Preview: the arm settles at %1°.</source>
            <translation>Preview: the arm settles at %1°.</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>Let this roll go; next turn you must place or move if you can. Key: N</source>
            <translation>Let this roll go; next turn you must place or move if you can. Key: N</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>Left</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Right</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>Net</translation>
        </message>
        <message>
            <source>Moment (large pawns × holders)</source>
            <translation>Moment (large pawns × holders)</translation>
        </message>
        <message>
            <source>Tilt over the game (degrees)</source>
            <translation>Tilt over the game (degrees)</translation>
        </message>
        <message>
            <source>Round %1. Roll-off: %2.</source>
            <translation>Round %1. Roll-off: %2.</translation>
        </message>
        <message>
            <source>%1 rolled %2 and cannot move: turn skipped.</source>
            <translation>%1 rolled %2 and cannot move: turn skipped.</translation>
        </message>
        <message>
            <source>%1 beats a pawn.</source>
            <translation>%1 beats a pawn.</translation>
        </message>
        <message>
            <source>%1 tipped the arm!</source>
            <translation>%1 tipped the arm!</translation>
        </message>
        <message>
            <source>%1 passed.</source>
            <translation>%1 passed.</translation>
        </message>
        <message>
            <source>%1 rolled %2.</source>
            <translation>%1 rolled %2.</translation>
        </message>
        <message>
            <source>First turn of the round: place a pawn in S%1.</source>
            <translation>First turn of the round: place a pawn in S%1.</translation>
        </message>
        <message>
            <source>Must place or move this turn.</source>
            <translation>Must place or move this turn.</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>Out</translation>
        </message>
        <message>
            <source>Colour lost: plays the partner's pawns</source>
            <translation>Colour lost: plays the partner's pawns</translation>
        </message>
        <message>
            <source>Home: %1/%2</source>
            <translation>Home: %1/%2</translation>
        </message>
        <message>
            <source>Team tips: %1</source>
            <translation>Team tips: %1</translation>
        </message>
        <message>
            <source>Must move</source>
            <translation>Must move</translation>
        </message>
        <message>
            <source>Beat this pawn</source>
            <translation>Beat this pawn</translation>
        </message>
        <message>
            <source>Move here</source>
            <translation>Move here</translation>
        </message>
        <message>
            <source>Click one of your own pawns or your supply.</source>
            <translation>Click one of your own pawns or your supply.</translation>
        </message>
    </context>
    <context>
        <name>colours</name>
        <message>
            <source>Black</source>
            <translation>Black</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>Yellow</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Red</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blue</translation>
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
            <translation>A dice race along a balance arm that must never tip.</translation>
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Teams (A+B against C+D, or against solo C)</source>
            <translation>Teams (A+B against C+D, or against solo C)</translation>
        </message>
        <message>
            <source>Each for themselves (elimination rounds)</source>
            <translation>Each for themselves (elimination rounds)</translation>
        </message>
        <message>
            <source>Every player has 2 large and 2 medium pawns of one colour.</source>
            <translation>Every player has 2 large and 2 medium pawns of one colour.</translation>
        </message>
        <message>
            <source>Pawns per player</source>
            <translation>Pawns per player</translation>
        </message>
        <message>
            <source>6 large pawns</source>
            <translation>6 large pawns</translation>
        </message>
        <message>
            <source>8 large pawns (variant)</source>
            <translation>8 large pawns (variant)</translation>
        </message>
        <message>
            <source>Models C and D and the custom model use at most 6.</source>
            <translation>Models C and D and the custom model use at most 6.</translation>
        </message>
        <message>
            <source>Balance model</source>
            <translation>Balance model</translation>
        </message>
        <message>
            <source>A: holders numbered from the pivot outwards</source>
            <translation>A: holders numbered from the pivot outwards</translation>
        </message>
        <message>
            <source>B: numbered from the ends inwards</source>
            <translation>B: numbered from the ends inwards</translation>
        </message>
        <message>
            <source>C: start inwards, finish outwards</source>
            <translation>C: start inwards, finish outwards</translation>
        </message>
        <message>
            <source>D: start outwards, finish inwards</source>
            <translation>D: start outwards, finish inwards</translation>
        </message>
        <message>
            <source>Custom: with the 4 single holders</source>
            <translation>Custom: with the 4 single holders</translation>
        </message>
        <message>
            <source>The booklet's pictures of models B-D are lost; Ludoteca reconstructs them from the rules.</source>
            <translation>The booklet's pictures of models B-D are lost; Ludoteca reconstructs them from the rules.</translation>
        </message>
        <message>
            <source>Beating</source>
            <translation>Beating</translation>
        </message>
        <message>
            <source>A pawn arriving in its finish half may send an opponent's pawn in the same holder back to its supply.</source>
            <translation>A pawn arriving in its finish half may send an opponent's pawn in the same holder back to its supply.</translation>
        </message>
        <message>
            <source>Arm sensitivity</source>
            <translation>Arm sensitivity</translation>
        </message>
        <message>
            <source>Steady</source>
            <translation>Steady</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Twitchy</source>
            <translation>Twitchy</translation>
        </message>
        <message>
            <source>How far the arm may lean before it lies on the board; the side panel shows the limit.</source>
            <translation>How far the arm may lean before it lies on the board; the side panel shows the limit.</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>The balance arm came to rest on the board.</source>
            <translation>The balance arm came to rest on the board.</translation>
        </message>
        <message>
            <source>All pawns reached the finish half.</source>
            <translation>All pawns reached the finish half.</translation>
        </message>
        <message>
            <source>The other side tipped the arm twice.</source>
            <translation>The other side tipped the arm twice.</translation>
        </message>
        <message>
            <source>Nobody could move any more.</source>
            <translation>Nobody could move any more.</translation>
        </message>
    </context>
    <context>
        <name>refusals</name>
        <message>
            <source>The first turn of a round must place a pawn in %1.</source>
            <translation>The first turn of a round must place a pawn in %1.</translation>
        </message>
        <message>
            <source>You passed last turn, so this turn you must place or move a pawn.</source>
            <translation>You passed last turn, so this turn you must place or move a pawn.</translation>
        </message>
        <message>
            <source>Your supply has no %1 pawn left.</source>
            <translation>Your supply has no %1 pawn left.</translation>
        </message>
        <message>
            <source>Holder %1 is full.</source>
            <translation>Holder %1 is full.</translation>
        </message>
        <message>
            <source>There is no holder %1: the track runs from S1 to S7, then F1 to F7.</source>
            <translation>There is no holder %1: the track runs from S1 to S7, then F1 to F7.</translation>
        </message>
        <message>
            <source>You have no %1 pawn in %2.</source>
            <translation>You have no %1 pawn in %2.</translation>
        </message>
        <message>
            <source>From %1 a roll of %2 would go past F7, the end of the track.</source>
            <translation>From %1 a roll of %2 would go past F7, the end of the track.</translation>
        </message>
        <message>
            <source>Beating is switched off in this game.</source>
            <translation>Beating is switched off in this game.</translation>
        </message>
        <message>
            <source>Only a pawn arriving in its finish half can beat.</source>
            <translation>Only a pawn arriving in its finish half can beat.</translation>
        </message>
        <message>
            <source>There is no pawn to beat in %1.</source>
            <translation>There is no pawn to beat in %1.</translation>
        </message>
        <message>
            <source>The pawn in %1 plays on your side and cannot be beaten.</source>
            <translation>The pawn in %1 plays on your side and cannot be beaten.</translation>
        </message>
        <message>
            <source>The die shows %1: a new pawn goes into S%1.</source>
            <translation>The die shows %1: a new pawn goes into S%1.</translation>
        </message>
        <message>
            <source>The die shows %1: a pawn moves exactly %1 holders forward.</source>
            <translation>The die shows %1: a pawn moves exactly %1 holders forward.</translation>
        </message>
    </context>
    <context>
        <name>tutorial</name>
        <message>
            <source>The arm and your track</source>
            <translation>The arm and your track</translation>
        </message>
        <message>
            <source>Your pawns enter on your start half, the right half of the arm (S1 to S7), cross the pivot and travel to your finish half on the left (F1 to F7). Bring all six home first, but never leave the arm resting on the board. Your opponent uses the same holders, numbered the other way round.</source>
            <translation>Your pawns enter on your start half, the right half of the arm (S1 to S7), cross the pivot and travel to your finish half on the left (F1 to F7). Bring all six home first, but never leave the arm resting on the board. Your opponent uses the same holders, numbered the other way round.</translation>
        </message>
        <message>
            <source>Roll and place</source>
            <translation>Roll and place</translation>
        </message>
        <message>
            <source>Ludoteca rolls one die for you at the start of each turn. Your first turn of a round is always a placement: a pawn from your supply goes into the start holder the die shows. You rolled a 3: click a pawn in your box, then the ringed holder S3.</source>
            <translation>Ludoteca rolls one die for you at the start of each turn. Your first turn of a round is always a placement: a pawn from your supply goes into the start holder the die shows. You rolled a 3: click a pawn in your box, then the ringed holder S3.</translation>
        </message>
        <message>
            <source>Place a pawn from your supply in S3.</source>
            <translation>Place a pawn from your supply in S3.</translation>
        </message>
        <message>
            <source>Your opponent placed a pawn too. Holders 1 to 6 take two pawns each; holder 7 at the very end takes one.</source>
            <translation>Your opponent placed a pawn too. Holders 1 to 6 take two pawns each; holder 7 at the very end takes one.</translation>
        </message>
        <message>
            <source>Moving forward</source>
            <translation>Moving forward</translation>
        </message>
        <message>
            <source>From now on you either place a pawn in the start holder the die shows or move one pawn exactly that many holders forward. S3 is full, so move the pawn on S1 three holders: S2, S3, S4. Full holders never block the way; only the holder you land in needs room.</source>
            <translation>From now on you either place a pawn in the start holder the die shows or move one pawn exactly that many holders forward. S3 is full, so move the pawn on S1 three holders: S2, S3, S4. Full holders never block the way; only the holder you land in needs room.</translation>
        </message>
        <message>
            <source>Move the pawn on S1 to S4.</source>
            <translation>Move the pawn on S1 to S4.</translation>
        </message>
        <message>
            <source>Well counted! Every holder counts, empty or full.</source>
            <translation>Well counted! Every holder counts, empty or full.</translation>
        </message>
        <message>
            <source>Across the pivot</source>
            <translation>Across the pivot</translation>
        </message>
        <message>
            <source>After S7, the end of the arm, your track goes on at F1, just past the pivot. You rolled a 4: move the pawn on S5 via S6, S7 and F1 to F2, and watch its weight pull the other half down.</source>
            <translation>After S7, the end of the arm, your track goes on at F1, just past the pivot. You rolled a 4: move the pawn on S5 via S6, S7 and F1 to F2, and watch its weight pull the other half down.</translation>
        </message>
        <message>
            <source>Move the pawn on S5 four holders forward, to F2.</source>
            <translation>Move the pawn on S5 four holders forward, to F2.</translation>
        </message>
        <message>
            <source>Your pawn is in your finish half. A pawn crossing the pivot swings the arm a long way.</source>
            <translation>Your pawn is in your finish half. A pawn crossing the pivot swings the arm a long way.</translation>
        </message>
        <message>
            <source>What tips the arm</source>
            <translation>What tips the arm</translation>
        </message>
        <message>
            <source>Every pawn pulls its half down by its weight times its distance from the pivot, so pawns far out pull hardest. If the arm comes to rest on the board after your turn, you lose at once. See for yourself: place a pawn on S6.</source>
            <translation>Every pawn pulls its half down by its weight times its distance from the pivot, so pawns far out pull hardest. If the arm comes to rest on the board after your turn, you lose at once. See for yourself: place a pawn on S6.</translation>
        </message>
        <message>
            <source>Place a pawn from your supply on S6 to see the arm tip.</source>
            <translation>Place a pawn from your supply on S6 to see the arm tip.</translation>
        </message>
        <message>
            <source>The arm rests on the board: whoever moved last loses. An arm that only swings down, touches the board and rises again has not tipped.</source>
            <translation>The arm rests on the board: whoever moved last loses. An arm that only swings down, touches the board and rises again has not tipped.</translation>
        </message>
        <message>
            <source>Passing</source>
            <translation>Passing</translation>
        </message>
        <message>
            <source>You rolled a 1 and every move would tip the arm: pass with the Pass button. After a pass you must move next turn, so then find the safe move. Pick a pawn and rest the mouse on a holder it may go to: a dashed outline shows where the arm would settle, and the panel tells whether it would tip.</source>
            <translation>You rolled a 1 and every move would tip the arm: pass with the Pass button. After a pass you must move next turn, so then find the safe move. Pick a pawn and rest the mouse on a holder it may go to: a dashed outline shows where the arm would settle, and the panel tells whether it would tip.</translation>
        </message>
        <message>
            <source>Pawns in your finish half are attackers. When one lands in a holder beside an opponent's pawn, it may beat it: that pawn goes back to its owner's supply. Pick the pawn on S5, then click the circle on the opponent's pawn in F2 to beat it.</source>
            <translation>Pawns in your finish half are attackers. When one lands in a holder beside an opponent's pawn, it may beat it: that pawn goes back to its owner's supply. Pick the pawn on S5, then click the circle on the opponent's pawn in F2 to beat it.</translation>
        </message>
        <message>
            <source>Move to F2 by clicking the circle on the opponent's pawn, not the mark over the holder.</source>
            <translation>Move to F2 by clicking the circle on the opponent's pawn, not the mark over the holder.</translation>
        </message>
        <message>
            <source>Pass first; on your next turn, move the pawn on S6 across the pivot.</source>
            <translation>Pass first; on your next turn, move the pawn on S6 across the pivot.</translation>
        </message>
        <message>
            <source>Safe! Passing never tips the arm, but you may not pass twice in a row. With no legal move at all, your turn is simply skipped.</source>
            <translation>Safe! Passing never tips the arm, but you may not pass twice in a row. With no legal move at all, your turn is simply skipped.</translation>
        </message>
        <message>
            <source>Beating</source>
            <translation>Beating</translation>
        </message>
        <message>
            <source>Beaten! Beating is never compulsory, and pawns in their owner's finish half are safe: nobody can beat them.</source>
            <translation>Beaten! Beating is never compulsory, and pawns in their owner's finish half are safe: nobody can beat them.</translation>
        </message>
        <message>
            <source>Coming home</source>
            <translation>Coming home</translation>
        </message>
        <message>
            <source>When your last pawn enters your finish half, you may rearrange your pawns there freely. If any arrangement keeps the arm up, you win, even if the move itself would tip it. Bring your last pawn home: S6 to F3.</source>
            <translation>When your last pawn enters your finish half, you may rearrange your pawns there freely. If any arrangement keeps the arm up, you win, even if the move itself would tip it. Bring your last pawn home: S6 to F3.</translation>
        </message>
        <message>
            <source>Move the pawn on S6 four holders forward, to F3.</source>
            <translation>Move the pawn on S6 four holders forward, to F3.</translation>
        </message>
        <message>
            <source>You win! Ludoteca moved one of your pawns nearer the pivot, so the arm stays up.</source>
            <translation>You win! Ludoteca moved one of your pawns nearer the pivot, so the arm stays up.</translation>
        </message>
        <message>
            <source>Challenge: home in two turns</source>
            <translation>Challenge: home in two turns</translation>
        </message>
        <message>
            <source>Bring your last two pawns home in your next two turns without tipping the arm. You rolled a 6, your next roll will be a 6 too, and your opponent will pass in between.</source>
            <translation>Bring your last two pawns home in your next two turns without tipping the arm. You rolled a 6, your next roll will be a 6 too, and your opponent will pass in between.</translation>
        </message>
        <message>
            <source>Beating takes an opponent's weight off your finish half.</source>
            <translation>Beating takes an opponent's weight off your finish half.</translation>
        </message>
        <message>
            <source>Brilliant: two beats and both pawns home. You are ready for your first duel!</source>
            <translation>Brilliant: two beats and both pawns home. You are ready for your first duel!</translation>
        </message>
    </context>
</TS>