<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>colours</name>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Yellow</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Purple</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Halma and Chinese checkers</source>
        <translation>Halma and Chinese checkers</translation>
    </message>
    <message>
        <source>Hop your whole army across the board into the opposite corner.</source>
        <translation>Hop your whole army across the board into the opposite corner.</translation>
    </message>
</context>
<context>
    <name>halma</name>
    <message>
        <source>%1 cannot move and passes.</source>
        <translation>%1 cannot move and passes.</translation>
    </message>
    <message>
        <source>Partners:</source>
        <translation>Partners:</translation>
    </message>
    <message>
        <source>Places:</source>
        <translation>Places:</translation>
    </message>
    <message>
        <source>red peg</source>
        <extracomment>A peg and a camp of each colour the game offers, for what the cursor is on (named whole, so that each language can inflect the colour).</extracomment>
        <translation>red peg</translation>
    </message>
    <message>
        <source>blue peg</source>
        <translation>blue peg</translation>
    </message>
    <message>
        <source>green peg</source>
        <translation>green peg</translation>
    </message>
    <message>
        <source>yellow peg</source>
        <translation>yellow peg</translation>
    </message>
    <message>
        <source>purple peg</source>
        <translation>purple peg</translation>
    </message>
    <message>
        <source>white peg</source>
        <translation>white peg</translation>
    </message>
    <message>
        <source>orange peg</source>
        <translation>orange peg</translation>
    </message>
    <message>
        <source>black peg</source>
        <translation>black peg</translation>
    </message>
    <message>
        <source>red camp</source>
        <translation>red camp</translation>
    </message>
    <message>
        <source>blue camp</source>
        <translation>blue camp</translation>
    </message>
    <message>
        <source>green camp</source>
        <translation>green camp</translation>
    </message>
    <message>
        <source>yellow camp</source>
        <translation>yellow camp</translation>
    </message>
    <message>
        <source>purple camp</source>
        <translation>purple camp</translation>
    </message>
    <message>
        <source>white camp</source>
        <translation>white camp</translation>
    </message>
    <message>
        <source>orange camp</source>
        <translation>orange camp</translation>
    </message>
    <message>
        <source>black camp</source>
        <translation>black camp</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <source>picked up</source>
        <translation>picked up</translation>
    </message>
    <message>
        <source>the picked-up peg can go here</source>
        <translation>the picked-up peg can go here</translation>
    </message>
    <message>
        <source>camp of %1</source>
        <translation>camp of %1</translation>
    </message>
    <message>
        <source>peg of %1</source>
        <translation>peg of %1</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Three or six players always play on the star.</source>
        <translation>Three or six players always play on the star.</translation>
    </message>
    <message>
        <source>10 pegs</source>
        <translation>10 pegs</translation>
    </message>
    <message>
        <source>Winning rule</source>
        <translation>Winning rule</translation>
    </message>
    <message>
        <source>Swap with blocking pegs</source>
        <translation>Swap with blocking pegs</translation>
    </message>
    <message>
        <source>A peg may step onto an opponent&apos;s peg that is still in its home camp inside your target camp; the two change places.</source>
        <translation>A peg may step onto an opponent&apos;s peg that is still in its home camp inside your target camp; the two change places.</translation>
    </message>
    <message>
        <source>Star (Chinese checkers)</source>
        <translation>Star (Chinese checkers)</translation>
    </message>
    <message>
        <source>Square (Halma)</source>
        <translation>Square (Halma)</translation>
    </message>
    <message>
        <source>Pegs on the star</source>
        <translation>Pegs on the star</translation>
    </message>
    <message>
        <source>15 pegs</source>
        <translation>15 pegs</translation>
    </message>
    <message>
        <source>With 15 pegs each camp is one row deeper.</source>
        <translation>With 15 pegs each camp is one row deeper.</translation>
    </message>
    <message>
        <source>Anti-spoiling (Parlett)</source>
        <translation>Anti-spoiling (Parlett)</translation>
    </message>
    <message>
        <source>Only own pegs count</source>
        <translation>Only own pegs count</translation>
    </message>
    <message>
        <source>Anti-spoiling: a full target camp wins if at least one of its pegs is yours, so pegs left at home cannot block it forever.</source>
        <translation>Anti-spoiling: a full target camp wins if at least one of its pegs is yours, so pegs left at home cannot block it forever.</translation>
    </message>
    <message>
        <source>Turns to leave home (0: off)</source>
        <translation>Turns to leave home (0: off)</translation>
    </message>
    <message>
        <source>A player with a peg still at home after this many turns is out of the game; with partners, the whole side is.</source>
        <translation>A player with a peg still at home after this many turns is out of the game; with partners, the whole side is.</translation>
    </message>
    <message>
        <source>No stops in other camps</source>
        <translation>No stops in other camps</translation>
    </message>
    <message>
        <source>Hopping through them is still allowed.</source>
        <translation>Hopping through them is still allowed.</translation>
    </message>
    <message>
        <source>Long hops</source>
        <translation>Long hops</translation>
    </message>
    <message>
        <source>Hop over a single distant peg, landing as far beyond it as you started before it.</source>
        <translation>Hop over a single distant peg, landing as far beyond it as you started before it.</translation>
    </message>
    <message>
        <source>Partners sitting opposite</source>
        <translation>Partners sitting opposite</translation>
    </message>
    <message>
        <source>Players sitting opposite play as a side: the side wins when both partners have all their pegs home.</source>
        <translation>Players sitting opposite play as a side: the side wins when both partners have all their pegs home.</translation>
    </message>
    <message>
        <source>Play on for the places</source>
        <translation>Play on for the places</translation>
    </message>
    <message>
        <source>After the winner, the others go on until only one player or side is left.</source>
        <translation>After the winner, the others go on until only one player or side is left.</translation>
    </message>
    <message>
        <source>Turns go counter-clockwise</source>
        <translation>Turns go counter-clockwise</translation>
    </message>
    <message>
        <source>Seats are laid out clockwise; with this the turn passes the other way round.</source>
        <translation>Seats are laid out clockwise; with this the turn passes the other way round.</translation>
    </message>
    <message>
        <source>Draw after quiet turns (0: off)</source>
        <translation>Draw after quiet turns (0: off)</translation>
    </message>
    <message>
        <source>A draw when no peg has entered its target camp for this many turns.</source>
        <translation>A draw when no peg has entered its target camp for this many turns.</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>The whole target camp is filled.</source>
        <translation>The whole target camp is filled.</translation>
    </message>
    <message>
        <source>A player did not leave the home camp in time.</source>
        <translation>A player did not leave the home camp in time.</translation>
    </message>
    <message>
        <source>No peg reached its target camp for too long.</source>
        <translation>No peg reached its target camp for too long.</translation>
    </message>
    <message>
        <source>Nobody can move any more.</source>
        <translation>Nobody can move any more.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>There is no hole %1 on this board.</source>
        <translation>There is no hole %1 on this board.</translation>
    </message>
    <message>
        <source>There is no peg on %1.</source>
        <translation>There is no peg on %1.</translation>
    </message>
    <message>
        <source>The peg on %1 is not yours: pick one of your own.</source>
        <translation>The peg on %1 is not yours: pick one of your own.</translation>
    </message>
    <message>
        <source>The peg on %1 has no move at the moment.</source>
        <translation>The peg on %1 has no move at the moment.</translation>
    </message>
    <message>
        <source>The hole %1 is taken.</source>
        <translation>The hole %1 is taken.</translation>
    </message>
    <message>
        <source>The peg on %1 has reached its target camp and may not leave it again.</source>
        <translation>The peg on %1 has reached its target camp and may not leave it again.</translation>
    </message>
    <message>
        <source>The hole %1 lies in another player&apos;s camp: you may hop through it but not stop there.</source>
        <translation>The hole %1 lies in another player&apos;s camp: you may hop through it but not stop there.</translation>
    </message>
    <message>
        <source>The peg on %1 cannot reach %2 with one step or a chain of hops.</source>
        <translation>The peg on %1 cannot reach %2 with one step or a chain of hops.</translation>
    </message>
    <message>
        <source>The holes %1 are not a chain of hops this peg can make.</source>
        <translation>The holes %1 are not a chain of hops this peg can make.</translation>
    </message>
    <message>
        <source>You may only pass when none of your pegs can move.</source>
        <translation>You may only pass when none of your pegs can move.</translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>A race across the star</source>
        <translation>A race across the star</translation>
    </message>
    <message>
        <source>Your ten pegs start in the camp at the bottom. Move all of them into the camp straight across, marked here, before your opponent fills yours. Nothing is ever captured.</source>
        <translation>Your ten pegs start in the camp at the bottom. Move all of them into the camp straight across, marked here, before your opponent fills yours. Nothing is ever captured.</translation>
    </message>
    <message>
        <source>A step</source>
        <translation>A step</translation>
    </message>
    <message>
        <source>On your turn you move one peg. The simplest move is a step to a neighbouring empty hole. Step one of your front pegs forward.</source>
        <translation>On your turn you move one peg. The simplest move is a step to a neighbouring empty hole. Step one of your front pegs forward.</translation>
    </message>
    <message>
        <source>Move one peg of your front row to an empty hole right next to it.</source>
        <translation>Move one peg of your front row to an empty hole right next to it.</translation>
    </message>
    <message>
        <source>Good. A step always goes to a hole right next to the peg.</source>
        <translation>Good. A step always goes to a hole right next to the peg.</translation>
    </message>
    <message>
        <source>A hop</source>
        <translation>A hop</translation>
    </message>
    <message>
        <source>A peg may also hop over a neighbouring peg into the empty hole right behind it, in a straight line. Hop one of the pegs in your second row over a front peg.</source>
        <translation>A peg may also hop over a neighbouring peg into the empty hole right behind it, in a straight line. Hop one of the pegs in your second row over a front peg.</translation>
    </message>
    <message>
        <source>Pick a peg behind the front row and jump over a front peg.</source>
        <translation>Pick a peg behind the front row and jump over a front peg.</translation>
    </message>
    <message>
        <source>That is a hop: much faster than a step. The peg you hop over stays where it is.</source>
        <translation>That is a hop: much faster than a step. The peg you hop over stays where it is.</translation>
    </message>
    <message>
        <source>Any peg will do</source>
        <translation>Any peg will do</translation>
    </message>
    <message>
        <source>You may hop over any peg, yours or your opponent&apos;s. Nothing is taken: other pegs are stepping stones. Hop over your opponent&apos;s peg.</source>
        <translation>You may hop over any peg, yours or your opponent&apos;s. Nothing is taken: other pegs are stepping stones. Hop over your opponent&apos;s peg.</translation>
    </message>
    <message>
        <source>Jump with your marked peg over your opponent&apos;s peg next to it.</source>
        <translation>Jump with your marked peg over your opponent&apos;s peg next to it.</translation>
    </message>
    <message>
        <source>Move one of the pegs already inside the camp further in, towards the marked holes.</source>
        <translation>Move one of the pegs already inside the camp further in, towards the marked holes.</translation>
    </message>
    <message>
        <source>Move a peg from outside into the empty marked hole.</source>
        <translation>Move a peg from outside into the empty marked hole.</translation>
    </message>
    <message>
        <source>One long chain</source>
        <translation>One long chain</translation>
    </message>
    <message>
        <source>Well hopped! Your opponent may use your pegs in the same way.</source>
        <translation>Well hopped! Your opponent may use your pegs in the same way.</translation>
    </message>
    <message>
        <source>Chains of hops</source>
        <translation>Chains of hops</translation>
    </message>
    <message>
        <source>After a hop, the same peg may hop again, in any direction, as often as it can. You may stop after any hop, but you can never add a step. Hop along the chain to the marked hole.</source>
        <translation>After a hop, the same peg may hop again, in any direction, as often as it can. You may stop after any hop, but you can never add a step. Hop along the chain to the marked hole.</translation>
    </message>
    <message>
        <source>Start with the marked peg at the bottom and keep hopping until it reaches the marked hole.</source>
        <translation>Start with the marked peg at the bottom and keep hopping until it reaches the marked hole.</translation>
    </message>
    <message>
        <source>Three hops in one move! Long chains win the race.</source>
        <translation>Three hops in one move! Long chains win the race.</translation>
    </message>
    <message>
        <source>Make room</source>
        <translation>Make room</translation>
    </message>
    <message>
        <source>A peg that has reached the target camp may still move inside it, but it never leaves it again. Your pegs outside need room: move a peg deeper into the camp.</source>
        <translation>A peg that has reached the target camp may still move inside it, but it never leaves it again. Your pegs outside need room: move a peg deeper into the camp.</translation>
    </message>
    <message>
        <source>Now there is room at the entrance for the pegs still on their way.</source>
        <translation>Now there is room at the entrance for the pegs still on their way.</translation>
    </message>
    <message>
        <source>Fill the camp</source>
        <translation>Fill the camp</translation>
    </message>
    <message>
        <source>Your opponent left a peg at home to block you, but it counts: the camp is full when every hole holds a peg, at least one of them yours. Fill the last hole and win.</source>
        <translation>Your opponent left a peg at home to block you, but it counts: the camp is full when every hole holds a peg, at least one of them yours. Fill the last hole and win.</translation>
    </message>
    <message>
        <source>The camp is full: you win, even with a peg still outside.</source>
        <translation>The camp is full: you win, even with a peg still outside.</translation>
    </message>
    <message>
        <source>Bring one of your pegs to the marked hole in a single move. Look carefully: the right peg may be the one you expect least.</source>
        <translation>Bring one of your pegs to the marked hole in a single move. Look carefully: the right peg may be the one you expect least.</translation>
    </message>
    <message>
        <source>Only a chain of hops gets there. Try the pegs at the very back.</source>
        <translation>Only a chain of hops gets there. Try the pegs at the very back.</translation>
    </message>
    <message>
        <source>Five hops at once! You are ready for a real game. Good luck!</source>
        <translation>Five hops at once! You are ready for a real game. Good luck!</translation>
    </message>
</context>
</TS>
