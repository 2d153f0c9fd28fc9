<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>abalone</name>
        <message>
            <source>The record asks for [%1 "%2"], which this game does not offer.</source>
            <translation>The record asks for [%1 "%2"], which this game does not offer.</translation>
        </message>
        <message>
            <source>This text cannot be read as a game record.</source>
            <translation>This text cannot be read as a game record.</translation>
        </message>
        <message>
            <source>Copy game record</source>
            <extracomment>A game read from a text record (a `GameRecord`), to replace the current one.</extracomment>
            <translation>Copy game record</translation>
        </message>
        <message>
            <source>Copies the moves so far in Aba-Pro notation, to paste into a message or a file.</source>
            <translation>Copies the moves so far in Aba-Pro notation, to paste into a message or a file.</translation>
        </message>
        <message>
            <source>Read game record…</source>
            <translation>Read game record…</translation>
        </message>
        <message>
            <source>Replays a game record in Aba-Pro notation, pasted from a message or a file.</source>
            <translation>Replays a game record in Aba-Pro notation, pasted from a message or a file.</translation>
        </message>
        <message>
            <source>Click or drag across 1 to 3 of your marbles in a line, then click an arrow, click the cell to move to, or drag the marbles. Right-click clears the selection.</source>
            <translation>Click or drag across 1 to 3 of your marbles in a line, then click an arrow, click the cell to move to, or drag the marbles. Right-click clears the selection.</translation>
        </message>
        <message>
            <source>Keys: the arrows move the ring, Space or Enter selects a marble or moves the selected marbles to the cell under the ring, Escape clears the selection.</source>
            <translation>Keys: the arrows move the ring, Space or Enter selects a marble or moves the selected marbles to the cell under the ring, Escape clears the selection.</translation>
        </message>
        <message>
            <source>Read game record</source>
            <translation>Read game record</translation>
        </message>
        <message>
            <source>Paste a game record in Aba-Pro notation:</source>
            <translation>Paste a game record in Aba-Pro notation:</translation>
        </message>
        <message>
            <source>Select 1 to 3 of your own marbles first.</source>
            <extracomment>Animation lengths at normal speed, in milliseconds, and how far the pointer must move to count as a drag.</extracomment>
            <translation>Select 1 to 3 of your own marbles first.</translation>
        </message>
        <message>
            <source>Marbles move one cell: click next to the selected marbles, or an arrow.</source>
            <translation>Marbles move one cell: click next to the selected marbles, or an arrow.</translation>
        </message>
        <message>
            <source>%1, white marble, selected</source>
            <extracomment>The cursor ring sits inside a marble, so the selection ring round it stays in sight.</extracomment>
            <translation>%1, white marble, selected</translation>
        </message>
        <message>
            <source>%1, white marble</source>
            <translation>%1, white marble</translation>
        </message>
        <message>
            <source>%1, black marble, selected</source>
            <translation>%1, black marble, selected</translation>
        </message>
        <message>
            <source>%1, black marble</source>
            <translation>%1, black marble</translation>
        </message>
        <message>
            <source>%1, empty</source>
            <translation>%1, empty</translation>
        </message>
    </context>
    <context>
        <name>colours</name>
        <message>
            <source>Black</source>
            <translation>Black</translation>
        </message>
        <message>
            <source>White</source>
            <translation>White</translation>
        </message>
    </context>
    <context>
        <name>games</name>
        <message>
            <source>Abalone</source>
            <translation>Abalone</translation>
        </message>
        <message>
            <source>Push six of your opponent's marbles off the hexagonal board.</source>
            <translation>Push six of your opponent's marbles off the hexagonal board.</translation>
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <source>Standard</source>
            <extracomment>Layout ids in menu order; the first three are the sourced ones (see data/layouts.json).</extracomment>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Belgian Daisy</source>
            <translation>Belgian Daisy</translation>
        </message>
        <message>
            <source>German Daisy</source>
            <translation>German Daisy</translation>
        </message>
        <message>
            <source>Dutch Daisy</source>
            <translation>Dutch Daisy</translation>
        </message>
        <message>
            <source>Swiss Daisy</source>
            <translation>Swiss Daisy</translation>
        </message>
        <message>
            <source>Domination</source>
            <translation>Domination</translation>
        </message>
        <message>
            <source>The Wall</source>
            <translation>The Wall</translation>
        </message>
        <message>
            <source>Pyramid</source>
            <translation>Pyramid</translation>
        </message>
        <message>
            <source>Face to Face</source>
            <translation>Face to Face</translation>
        </message>
        <message>
            <source>Infiltration</source>
            <translation>Infiltration</translation>
        </message>
        <message>
            <source>Snakes</source>
            <translation>Snakes</translation>
        </message>
        <message>
            <source>Starting layout</source>
            <translation>Starting layout</translation>
        </message>
        <message>
            <source>Belgian Daisy is the tournament layout. Standard, Belgian Daisy and German Daisy are well documented; the others are variants from a single source.</source>
            <translation>Belgian Daisy is the tournament layout. Standard, Belgian Daisy and German Daisy are well documented; the others are variants from a single source.</translation>
        </message>
        <message>
            <source>Marbles to push off</source>
            <translation>Marbles to push off</translation>
        </message>
        <message>
            <source>Six in the official rules; two makes a quick blitz game.</source>
            <translation>Six in the official rules; two makes a quick blitz game.</translation>
        </message>
        <message>
            <source>Clock (minutes per player, 0 = none)</source>
            <translation>Clock (minutes per player, 0 = none)</translation>
        </message>
        <message>
            <source>Whoever runs out of time loses. Tournaments play 10 to 15 minutes each.</source>
            <translation>Whoever runs out of time loses. Tournaments play 10 to 15 minutes each.</translation>
        </message>
        <message>
            <source>Move limit, counting both players' moves (house rule, 0 = none)</source>
            <translation>Move limit, counting both players' moves (house rule, 0 = none)</translation>
        </message>
        <message>
            <source>At the limit the player with more marbles wins; equal numbers draw.</source>
            <translation>At the limit the player with more marbles wins; equal numbers draw.</translation>
        </message>
        <message>
            <source>Threefold repetition draws (house rule)</source>
            <translation>Threefold repetition draws (house rule)</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>Enough marbles were pushed off the board.</source>
            <translation>Enough marbles were pushed off the board.</translation>
        </message>
        <message>
            <source>The player to move has no legal move: a draw.</source>
            <translation>The player to move has no legal move: a draw.</translation>
        </message>
    </context>
    <context>
        <name>refusals</name>
        <message>
            <source>You have no marble on %1.</source>
            <translation>You have no marble on %1.</translation>
        </message>
        <message>
            <source>At most three marbles move together.</source>
            <translation>At most three marbles move together.</translation>
        </message>
        <message>
            <source>The marbles must touch each other in a straight line.</source>
            <translation>The marbles must touch each other in a straight line.</translation>
        </message>
        <message>
            <source>You cannot move your own marble off the board.</source>
            <translation>You cannot move your own marble off the board.</translation>
        </message>
        <message>
            <source>A sideways move needs an empty cell in front of every marble: it never pushes.</source>
            <translation>A sideways move needs an empty cell in front of every marble: it never pushes.</translation>
        </message>
        <message>
            <source>Your own marble on %1 is in the way: move the whole line together.</source>
            <translation>Your own marble on %1 is in the way: move the whole line together.</translation>
        </message>
        <message>
            <source>To push (sumito) you need more marbles in the line than your opponent.</source>
            <translation>To push (sumito) you need more marbles in the line than your opponent.</translation>
        </message>
        <message>
            <source>Your own marble on %1, behind the marbles you push, blocks the push.</source>
            <translation>Your own marble on %1, behind the marbles you push, blocks the push.</translation>
        </message>
        <message>
            <source>This game is played without a clock.</source>
            <translation>This game is played without a clock.</translation>
        </message>
        <message>
            <source>Only the clock of the player to move can run out.</source>
            <translation>Only the clock of the player to move can run out.</translation>
        </message>
        <message>
            <source>The board has no cell %1.</source>
            <translation>The board has no cell %1.</translation>
        </message>
        <message>
            <source>Marbles move one cell at a time, and %2 is not next to %1.</source>
            <translation>Marbles move one cell at a time, and %2 is not next to %1.</translation>
        </message>
        <message>
            <source>The cells %1 and %2 are not the two ends of a line of two or three marbles.</source>
            <translation>The cells %1 and %2 are not the two ends of a line of two or three marbles.</translation>
        </message>
        <message>
            <source>Write a move along the line as its rear marble and the cell it moves to, like a1b2.</source>
            <translation>Write a move along the line as its rear marble and the cell it moves to, like a1b2.</translation>
        </message>
    </context>
    <context>
        <name>tutorial</name>
        <message>
            <source>Push them off</source>
            <translation>Push them off</translation>
        </message>
        <message>
            <source>You play the black marbles, White the white ones. Whoever first pushes six of the other's marbles off the board wins. Black always moves first; then you take turns.</source>
            <translation>You play the black marbles, White the white ones. Whoever first pushes six of the other's marbles off the board wins. Black always moves first; then you take turns.</translation>
        </message>
        <message>
            <source>One hole at a time</source>
            <translation>One hole at a time</translation>
        </message>
        <message>
            <source>Each turn you move one, two or three of your marbles exactly one hole. Move the marble in the middle to any of its six neighbouring holes.</source>
            <translation>Each turn you move one, two or three of your marbles exactly one hole. Move the marble in the middle to any of its six neighbouring holes.</translation>
        </message>
        <message>
            <source>Move the marble on E5, one hole in any direction.</source>
            <translation>Move the marble on E5, one hole in any direction.</translation>
        </message>
        <message>
            <source>That is a move. Marbles never jump: they always go one hole.</source>
            <translation>That is a move. Marbles never jump: they always go one hole.</translation>
        </message>
        <message>
            <source>A line moves like a train</source>
            <translation>A line moves like a train</translation>
        </message>
        <message>
            <source>Two or three marbles that touch in a straight line may move together. Along their own line they go like a train: only the hole in front has to be free. Move the line of three along its length.</source>
            <translation>Two or three marbles that touch in a straight line may move together. Along their own line they go like a train: only the hole in front has to be free. Move the line of three along its length.</translation>
        </message>
        <message>
            <source>Move all three marbles C3, D4 and E5 along their line.</source>
            <translation>Move all three marbles C3, D4 and E5 along their line.</translation>
        </message>
        <message>
            <source>Well done: the whole line moved one hole.</source>
            <translation>Well done: the whole line moved one hole.</translation>
        </message>
        <message>
            <source>Sideways</source>
            <translation>Sideways</translation>
        </message>
        <message>
            <source>A line can also step sideways, each marble one hole in the same direction. Every hole it moves into must be empty, so a sideways move never pushes. Move the three marbles sideways.</source>
            <translation>A line can also step sideways, each marble one hole in the same direction. Every hole it moves into must be empty, so a sideways move never pushes. Move the three marbles sideways.</translation>
        </message>
        <message>
            <source>Move C3, D4 and E5 side by side, across their line, into empty holes.</source>
            <translation>Move C3, D4 and E5 side by side, across their line, into empty holes.</translation>
        </message>
        <message>
            <source>Good. Sideways moves never push, but they let a line change lanes.</source>
            <translation>Good. Sideways moves never push, but they let a line change lanes.</translation>
        </message>
        <message>
            <source>Two push one</source>
            <translation>Two push one</translation>
        </message>
        <message>
            <source>You push white marbles by moving along your line, when your line has more marbles than the white line right in front of it. This is called sumito. Push the white marble with your two.</source>
            <translation>You push white marbles by moving along your line, when your line has more marbles than the white line right in front of it. This is called sumito. Push the white marble with your two.</translation>
        </message>
        <message>
            <source>Move D4 and E5 together along their line, into the white marble.</source>
            <translation>Move D4 and E5 together along their line, into the white marble.</translation>
        </message>
        <message>
            <source>Pushed! The white marble moved one hole back.</source>
            <translation>Pushed! The white marble moved one hole back.</translation>
        </message>
        <message>
            <source>Equal numbers hold</source>
            <translation>Equal numbers hold</translation>
        </message>
        <message>
            <source>Two cannot push two: equal lines hold each other, and a line of three can never be pushed. Bring a third marble to the back of your line, on C3.</source>
            <translation>Two cannot push two: equal lines hold each other, and a line of three can never be pushed. Bring a third marble to the back of your line, on C3.</translation>
        </message>
        <message>
            <source>Fill the hole C3, just behind D4.</source>
            <translation>Fill the hole C3, just behind D4.</translation>
        </message>
        <message>
            <source>Now three of yours face two of White's.</source>
            <translation>Now three of yours face two of White's.</translation>
        </message>
        <message>
            <source>Three push two</source>
            <translation>Three push two</translation>
        </message>
        <message>
            <source>Three marbles push one or two. The hole behind the last white marble must be empty or off the board; one of your own marbles there blocks the push. Push the two white marbles.</source>
            <translation>Three marbles push one or two. The hole behind the last white marble must be empty or off the board; one of your own marbles there blocks the push. Push the two white marbles.</translation>
        </message>
        <message>
            <source>Move your line of three into the two white marbles.</source>
            <translation>Move your line of three into the two white marbles.</translation>
        </message>
        <message>
            <source>Three beat two. Pushing is always a choice, never a must.</source>
            <translation>Three beat two. Pushing is always a choice, never a must.</translation>
        </message>
        <message>
            <source>Over the edge</source>
            <translation>Over the edge</translation>
        </message>
        <message>
            <source>A white marble pushed past the edge leaves the game and lands in your tray. Push the marble on I9 off the board.</source>
            <translation>A white marble pushed past the edge leaves the game and lands in your tray. Push the marble on I9 off the board.</translation>
        </message>
        <message>
            <source>Push along your line towards I9 and beyond the edge.</source>
            <translation>Push along your line towards I9 and beyond the edge.</translation>
        </message>
        <message>
            <source>One down! Push off six and you win.</source>
            <translation>One down! Push off six and you win.</translation>
        </message>
        <message>
            <source>Two moves, one marble</source>
            <translation>Two moves, one marble</translation>
        </message>
        <message>
            <source>Push a white marble off in two moves. White will save a marble if it can, so threaten both white marbles at once.</source>
            <translation>Push a white marble off in two moves. White will save a marble if it can, so threaten both white marbles at once.</translation>
        </message>
        <message>
            <source>Find the one move that puts two of your marbles in line behind each white marble.</source>
            <translation>Find the one move that puts two of your marbles in line behind each white marble.</translation>
        </message>
        <message>
            <source>Brilliant: White could save only one of them. You are ready for your first game!</source>
            <translation>Brilliant: White could save only one of them. You are ready for your first game!</translation>
        </message>
    </context>
</TS>