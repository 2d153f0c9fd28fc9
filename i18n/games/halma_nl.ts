<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>colours</name>
    <message>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Geel</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Paars</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Oranje</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Halma and Chinese checkers</source>
        <translation>Halma en Chinees dammen</translation>
    </message>
    <message>
        <source>Hop your whole army across the board into the opposite corner.</source>
        <translation>Spring met je hele leger over het bord naar de overkant.</translation>
    </message>
</context>
<context>
    <name>halma</name>
    <message>
        <source>%1 cannot move and passes.</source>
        <translation>%1 kan niet zetten en past.</translation>
    </message>
    <message>
        <source>Partners:</source>
        <translation>Partners:</translation>
    </message>
    <message>
        <source>Places:</source>
        <translation>Plaatsen:</translation>
    </message>
    <message>
        <source>red peg</source>
        <extracomment>A peg and a camp of each colour the game offers, for what the cursor is on (named whole, so that each language can inflect the colour).</extracomment>
        <translation>rode pion</translation>
    </message>
    <message>
        <source>blue peg</source>
        <translation>blauwe pion</translation>
    </message>
    <message>
        <source>green peg</source>
        <translation>groene pion</translation>
    </message>
    <message>
        <source>yellow peg</source>
        <translation>gele pion</translation>
    </message>
    <message>
        <source>purple peg</source>
        <translation>paarse pion</translation>
    </message>
    <message>
        <source>white peg</source>
        <translation>witte pion</translation>
    </message>
    <message>
        <source>orange peg</source>
        <translation>oranje pion</translation>
    </message>
    <message>
        <source>black peg</source>
        <translation>zwarte pion</translation>
    </message>
    <message>
        <source>red camp</source>
        <translation>rood kamp</translation>
    </message>
    <message>
        <source>blue camp</source>
        <translation>blauw kamp</translation>
    </message>
    <message>
        <source>green camp</source>
        <translation>groen kamp</translation>
    </message>
    <message>
        <source>yellow camp</source>
        <translation>geel kamp</translation>
    </message>
    <message>
        <source>purple camp</source>
        <translation>paars kamp</translation>
    </message>
    <message>
        <source>white camp</source>
        <translation>wit kamp</translation>
    </message>
    <message>
        <source>orange camp</source>
        <translation>oranje kamp</translation>
    </message>
    <message>
        <source>black camp</source>
        <translation>zwart kamp</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message>
        <source>picked up</source>
        <translation>opgepakt</translation>
    </message>
    <message>
        <source>the picked-up peg can go here</source>
        <translation>de opgepakte pion kan hierheen</translation>
    </message>
    <message>
        <source>camp of %1</source>
        <translation>kamp van %1</translation>
    </message>
    <message>
        <source>peg of %1</source>
        <translation>pion van %1</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Three or six players always play on the star.</source>
        <translation>Met drie of zes spelers wordt altijd op de ster gespeeld.</translation>
    </message>
    <message>
        <source>10 pegs</source>
        <translation>10 pionnen</translation>
    </message>
    <message>
        <source>Winning rule</source>
        <translation>Winstregel</translation>
    </message>
    <message>
        <source>Swap with blocking pegs</source>
        <translation>Wisselen met blokkerende pionnen</translation>
    </message>
    <message>
        <source>A peg may step onto an opponent&apos;s peg that is still in its home camp inside your target camp; the two change places.</source>
        <translation>Een pion mag op een pion van een tegenstander stappen die nog in diens eigen kamp binnen jouw doelkamp staat; de twee ruilen van plaats.</translation>
    </message>
    <message>
        <source>Star (Chinese checkers)</source>
        <translation>Ster (Chinees dammen)</translation>
    </message>
    <message>
        <source>Square (Halma)</source>
        <translation>Vierkant (Halma)</translation>
    </message>
    <message>
        <source>Pegs on the star</source>
        <translation>Pionnen op de ster</translation>
    </message>
    <message>
        <source>15 pegs</source>
        <translation>15 pionnen</translation>
    </message>
    <message>
        <source>With 15 pegs each camp is one row deeper.</source>
        <translation>Met 15 pionnen is elk kamp een rij dieper.</translation>
    </message>
    <message>
        <source>Anti-spoiling (Parlett)</source>
        <translation>Tegen blokkeren (Parlett)</translation>
    </message>
    <message>
        <source>Only own pegs count</source>
        <translation>Alleen eigen pionnen tellen</translation>
    </message>
    <message>
        <source>Anti-spoiling: a full target camp wins if at least one of its pegs is yours, so pegs left at home cannot block it forever.</source>
        <translation>Tegen blokkeren: een vol doelkamp wint als minstens één pion erin van jou is, zodat thuis gebleven pionnen het niet eeuwig kunnen blokkeren.</translation>
    </message>
    <message>
        <source>Turns to leave home (0: off)</source>
        <translation>Beurten om thuis te verlaten (0: uit)</translation>
    </message>
    <message>
        <source>A player with a peg still at home after this many turns is out of the game; with partners, the whole side is.</source>
        <translation>Wie na zoveel beurten nog een pion thuis heeft, ligt uit het spel; met partners het hele team.</translation>
    </message>
    <message>
        <source>No stops in other camps</source>
        <translation>Niet stoppen in andere kampen</translation>
    </message>
    <message>
        <source>Hopping through them is still allowed.</source>
        <translation>Er doorheen springen mag nog wel.</translation>
    </message>
    <message>
        <source>Long hops</source>
        <translation>Lange sprongen</translation>
    </message>
    <message>
        <source>Hop over a single distant peg, landing as far beyond it as you started before it.</source>
        <translation>Spring over één verre pion en land even ver erachter als je ervoor begon.</translation>
    </message>
    <message>
        <source>Partners sitting opposite</source>
        <translation>Partners tegenover elkaar</translation>
    </message>
    <message>
        <source>Players sitting opposite play as a side: the side wins when both partners have all their pegs home.</source>
        <translation>Spelers die tegenover elkaar zitten vormen een team: het team wint als beide partners al hun pionnen in het doelkamp hebben.</translation>
    </message>
    <message>
        <source>Play on for the places</source>
        <translation>Doorspelen om de plaatsen</translation>
    </message>
    <message>
        <source>After the winner, the others go on until only one player or side is left.</source>
        <translation>Na de winnaar spelen de anderen door tot er nog maar één speler of team over is.</translation>
    </message>
    <message>
        <source>Turns go counter-clockwise</source>
        <translation>Beurten tegen de klok in</translation>
    </message>
    <message>
        <source>Seats are laid out clockwise; with this the turn passes the other way round.</source>
        <translation>De plaatsen liggen met de klok mee; hiermee gaat de beurt de andere kant op.</translation>
    </message>
    <message>
        <source>Draw after quiet turns (0: off)</source>
        <translation>Remise na stille beurten (0: uit)</translation>
    </message>
    <message>
        <source>A draw when no peg has entered its target camp for this many turns.</source>
        <translation>Remise als zoveel beurten lang geen pion zijn doelkamp binnenkomt.</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>The whole target camp is filled.</source>
        <translation>Het hele doelkamp is gevuld.</translation>
    </message>
    <message>
        <source>A player did not leave the home camp in time.</source>
        <translation>Een speler heeft het thuiskamp niet op tijd verlaten.</translation>
    </message>
    <message>
        <source>No peg reached its target camp for too long.</source>
        <translation>Te lang is geen pion in zijn doelkamp aangekomen.</translation>
    </message>
    <message>
        <source>Nobody can move any more.</source>
        <translation>Niemand kan nog zetten.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>There is no hole %1 on this board.</source>
        <translation>Er is geen gat %1 op dit bord.</translation>
    </message>
    <message>
        <source>There is no peg on %1.</source>
        <translation>Op %1 staat geen pion.</translation>
    </message>
    <message>
        <source>The peg on %1 is not yours: pick one of your own.</source>
        <translation>De pion op %1 is niet van jou: kies een van je eigen pionnen.</translation>
    </message>
    <message>
        <source>The peg on %1 has no move at the moment.</source>
        <translation>De pion op %1 kan op dit moment nergens heen.</translation>
    </message>
    <message>
        <source>The hole %1 is taken.</source>
        <translation>Het gat %1 is bezet.</translation>
    </message>
    <message>
        <source>The peg on %1 has reached its target camp and may not leave it again.</source>
        <translation>De pion op %1 heeft zijn doelkamp bereikt en mag het niet meer verlaten.</translation>
    </message>
    <message>
        <source>The hole %1 lies in another player&apos;s camp: you may hop through it but not stop there.</source>
        <translation>Het gat %1 ligt in het kamp van een andere speler: je mag erdoorheen springen, maar er niet stoppen.</translation>
    </message>
    <message>
        <source>The peg on %1 cannot reach %2 with one step or a chain of hops.</source>
        <translation>De pion op %1 kan %2 niet bereiken met één stap of een reeks sprongen.</translation>
    </message>
    <message>
        <source>The holes %1 are not a chain of hops this peg can make.</source>
        <translation>De gaten %1 vormen geen reeks sprongen die deze pion kan maken.</translation>
    </message>
    <message>
        <source>You may only pass when none of your pegs can move.</source>
        <translation>Je mag alleen passen als geen enkele pion van je kan zetten.</translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>A race across the star</source>
        <translation>Een race over de ster</translation>
    </message>
    <message>
        <source>Your ten pegs start in the camp at the bottom. Move all of them into the camp straight across, marked here, before your opponent fills yours. Nothing is ever captured.</source>
        <translation>Je tien pionnen beginnen in het kamp onderaan. Breng ze allemaal naar het kamp recht tegenover, hier gemarkeerd, voordat je tegenstander het jouwe vult. Er wordt nooit iets geslagen.</translation>
    </message>
    <message>
        <source>A step</source>
        <translation>Een stap</translation>
    </message>
    <message>
        <source>On your turn you move one peg. The simplest move is a step to a neighbouring empty hole. Step one of your front pegs forward.</source>
        <translation>In je beurt verplaats je één pion. De eenvoudigste zet is een stap naar een leeg buurgat. Zet een van je voorste pionnen een stap vooruit.</translation>
    </message>
    <message>
        <source>Move one peg of your front row to an empty hole right next to it.</source>
        <translation>Zet een pion van je voorste rij naar een leeg gat er direct naast.</translation>
    </message>
    <message>
        <source>Good. A step always goes to a hole right next to the peg.</source>
        <translation>Goed. Een stap gaat altijd naar een gat direct naast de pion.</translation>
    </message>
    <message>
        <source>A hop</source>
        <translation>Een sprong</translation>
    </message>
    <message>
        <source>A peg may also hop over a neighbouring peg into the empty hole right behind it, in a straight line. Hop one of the pegs in your second row over a front peg.</source>
        <translation>Een pion mag ook over een aangrenzende pion springen, naar het lege gat er direct achter, in een rechte lijn. Laat een pion uit je tweede rij over een voorste pion springen.</translation>
    </message>
    <message>
        <source>Pick a peg behind the front row and jump over a front peg.</source>
        <translation>Kies een pion achter de voorste rij en spring over een voorste pion.</translation>
    </message>
    <message>
        <source>That is a hop: much faster than a step. The peg you hop over stays where it is.</source>
        <translation>Dat is een sprong: veel sneller dan een stap. De pion waar je overheen springt, blijft staan.</translation>
    </message>
    <message>
        <source>Any peg will do</source>
        <translation>Elke pion is goed</translation>
    </message>
    <message>
        <source>You may hop over any peg, yours or your opponent&apos;s. Nothing is taken: other pegs are stepping stones. Hop over your opponent&apos;s peg.</source>
        <translation>Je mag over elke pion springen, van jezelf of van je tegenstander. Er wordt niets geslagen: andere pionnen zijn opstapjes. Spring over de pion van je tegenstander.</translation>
    </message>
    <message>
        <source>Jump with your marked peg over your opponent&apos;s peg next to it.</source>
        <translation>Spring met je gemarkeerde pion over de pion van je tegenstander ernaast.</translation>
    </message>
    <message>
        <source>Move one of the pegs already inside the camp further in, towards the marked holes.</source>
        <translation>Zet een van de pionnen die al in het kamp staan verder naar binnen, naar de gemarkeerde gaten.</translation>
    </message>
    <message>
        <source>Move a peg from outside into the empty marked hole.</source>
        <translation>Zet een pion van buiten in het lege gemarkeerde gat.</translation>
    </message>
    <message>
        <source>One long chain</source>
        <translation>Eén lange reeks</translation>
    </message>
    <message>
        <source>Well hopped! Your opponent may use your pegs in the same way.</source>
        <translation>Mooi gesprongen! Je tegenstander mag jouw pionnen net zo gebruiken.</translation>
    </message>
    <message>
        <source>Chains of hops</source>
        <translation>Reeksen sprongen</translation>
    </message>
    <message>
        <source>After a hop, the same peg may hop again, in any direction, as often as it can. You may stop after any hop, but you can never add a step. Hop along the chain to the marked hole.</source>
        <translation>Na een sprong mag dezelfde pion opnieuw springen, in elke richting, zo vaak als het kan. Je mag na elke sprong stoppen, maar er nooit een stap aan toevoegen. Spring langs de reeks naar het gemarkeerde gat.</translation>
    </message>
    <message>
        <source>Start with the marked peg at the bottom and keep hopping until it reaches the marked hole.</source>
        <translation>Begin met de gemarkeerde pion onderaan en blijf springen tot hij het gemarkeerde gat bereikt.</translation>
    </message>
    <message>
        <source>Three hops in one move! Long chains win the race.</source>
        <translation>Drie sprongen in één zet! Lange reeksen winnen de race.</translation>
    </message>
    <message>
        <source>Make room</source>
        <translation>Maak ruimte</translation>
    </message>
    <message>
        <source>A peg that has reached the target camp may still move inside it, but it never leaves it again. Your pegs outside need room: move a peg deeper into the camp.</source>
        <translation>Een pion die het doelkamp heeft bereikt, mag daarbinnen nog bewegen, maar verlaat het nooit meer. Je pionnen buiten hebben ruimte nodig: zet een pion dieper het kamp in.</translation>
    </message>
    <message>
        <source>Now there is room at the entrance for the pegs still on their way.</source>
        <translation>Nu is er bij de ingang plaats voor de pionnen die nog onderweg zijn.</translation>
    </message>
    <message>
        <source>Fill the camp</source>
        <translation>Vul het kamp</translation>
    </message>
    <message>
        <source>Your opponent left a peg at home to block you, but it counts: the camp is full when every hole holds a peg, at least one of them yours. Fill the last hole and win.</source>
        <translation>Je tegenstander liet een pion thuis staan om je te blokkeren, maar die telt mee: het kamp is vol als elk gat een pion heeft en minstens één daarvan van jou is. Vul het laatste gat en win.</translation>
    </message>
    <message>
        <source>The camp is full: you win, even with a peg still outside.</source>
        <translation>Het kamp is vol: je wint, ook al staat er nog een pion buiten.</translation>
    </message>
    <message>
        <source>Bring one of your pegs to the marked hole in a single move. Look carefully: the right peg may be the one you expect least.</source>
        <translation>Breng een van je pionnen in één zet naar het gemarkeerde gat. Kijk goed: de juiste pion is misschien de pion die je het minst verwacht.</translation>
    </message>
    <message>
        <source>Only a chain of hops gets there. Try the pegs at the very back.</source>
        <translation>Alleen een reeks sprongen komt daar. Probeer de pionnen helemaal achteraan.</translation>
    </message>
    <message>
        <source>Five hops at once! You are ready for a real game. Good luck!</source>
        <translation>Vijf sprongen in één keer! Je bent klaar voor een echte partij. Veel plezier!</translation>
    </message>
</context>
</TS>
