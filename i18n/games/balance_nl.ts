<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
    <context>
        <name>balance</name>
        <message>
            <source>%1, left of the pivot: %2</source>
            <extracomment>The suffix of the cell of a pawn the picked one would beat, as in the notation ("M:S5-F2x"). How far above the pawns the cell of a pawn to beat lies (scene units). What the cursor's cell holds, in words (translated when used, `word`); the previews are the side panel's.</extracomment>
            <translation>%1, links van het draaipunt: %2</translation>
        </message>
        <message>
            <source>%1, right of the pivot: %2</source>
            <translation>%1, rechts van het draaipunt: %2</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>leeg</translation>
        </message>
        <message>
            <source>large pawn of %1 (%2)</source>
            <translation>grote pion van %1 (%2)</translation>
        </message>
        <message>
            <source>medium pawn of %1 (%2)</source>
            <translation>middelgrote pion van %1 (%2)</translation>
        </message>
        <message>
            <source>picked: large pawn</source>
            <translation>gekozen: grote pion</translation>
        </message>
        <message>
            <source>picked: medium pawn</source>
            <translation>gekozen: middelgrote pion</translation>
        </message>
        <message>
            <source>the picked large pawn can go here.</source>
            <translation>de gekozen grote pion kan hierheen.</translation>
        </message>
        <message>
            <source>the picked medium pawn can go here.</source>
            <translation>de gekozen middelgrote pion kan hierheen.</translation>
        </message>
        <message>
            <source>%1: beat this pawn: %2.</source>
            <translation>%1: sla deze pion: %2.</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>Voorraad</translation>
        </message>
        <message>
            <source>Supply of %1 (%2): large pawns %3, medium pawns %4</source>
            <translation>Voorraad van %1 (%2): grote pionnen %3, middelgrote pionnen %4</translation>
        </message>
        <message>
            <source>Preview: the arm would come to rest on the board!</source>
            <translation>Voorbeeld: de arm zou op het speelbord blijven rusten!</translation>
        </message>
        <message>
            <source>Preview: the arm settles at %1°.</source>
            <translation>Voorbeeld: de arm komt tot rust op %1°.</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passen</translation>
        </message>
        <message>
            <source>Let this roll go; next turn you must place or move if you can. Key: N</source>
            <translation>Laat deze worp gaan; volgende beurt moet je plaatsen of verplaatsen als het kan. Toets: N</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>Links</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Rechts</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>Netto</translation>
        </message>
        <message>
            <source>Moment (large pawns × holders)</source>
            <translation>Moment (grote pionnen × houders)</translation>
        </message>
        <message>
            <source>Tilt over the game (degrees)</source>
            <translation>Kanteling tijdens het spel (graden)</translation>
        </message>
        <message>
            <source>Round %1. Roll-off: %2.</source>
            <translation>Ronde %1. Wie begint: %2.</translation>
        </message>
        <message>
            <source>%1 rolled %2 and cannot move: turn skipped.</source>
            <translation>%1 gooide %2 en kan niet zetten: beurt overgeslagen.</translation>
        </message>
        <message>
            <source>%1 beats a pawn.</source>
            <translation>%1 slaat een pion.</translation>
        </message>
        <message>
            <source>%1 tipped the arm!</source>
            <translation>%1 heeft de balans laten omslaan!</translation>
        </message>
        <message>
            <source>%1 passed.</source>
            <translation>%1 past.</translation>
        </message>
        <message>
            <source>%1 rolled %2.</source>
            <translation>%1 gooide %2.</translation>
        </message>
        <message>
            <source>First turn of the round: place a pawn in S%1.</source>
            <translation>Eerste beurt van de ronde: plaats een pion in S%1.</translation>
        </message>
        <message>
            <source>Must place or move this turn.</source>
            <translation>Deze beurt moet je plaatsen of verplaatsen.</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>Uit</translation>
        </message>
        <message>
            <source>Colour lost: plays the partner's pawns</source>
            <translation>Kleur kwijt: speelt met de pionnen van de partner</translation>
        </message>
        <message>
            <source>Home: %1/%2</source>
            <translation>Thuis: %1/%2</translation>
        </message>
        <message>
            <source>Team tips: %1</source>
            <translation>Omslagen team: %1</translation>
        </message>
        <message>
            <source>Must move</source>
            <translation>Moet zetten</translation>
        </message>
        <message>
            <source>Beat this pawn</source>
            <translation>Sla deze pion</translation>
        </message>
        <message>
            <source>Move here</source>
            <translation>Hierheen</translation>
        </message>
        <message>
            <source>Click one of your own pawns or your supply.</source>
            <translation>Klik op een eigen pion of op je voorraad.</translation>
        </message>
    </context>
    <context>
        <name>colours</name>
        <message>
            <source>Black</source>
            <translation>Zwart</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>Geel</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Rood</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blauw</translation>
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
            <translation>Een dobbelrace over een balansarm die nooit mag omslaan.</translation>
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <source>Game</source>
            <translation>Spel</translation>
        </message>
        <message>
            <source>Teams (A+B against C+D, or against solo C)</source>
            <translation>Teams (A+B tegen C+D, of tegen solo-speler C)</translation>
        </message>
        <message>
            <source>Each for themselves (elimination rounds)</source>
            <translation>Ieder voor zich (afvalrondes)</translation>
        </message>
        <message>
            <source>Every player has 2 large and 2 medium pawns of one colour.</source>
            <translation>Elke speler heeft 2 grote en 2 middelgrote pionnen in één kleur.</translation>
        </message>
        <message>
            <source>Pawns per player</source>
            <translation>Pionnen per speler</translation>
        </message>
        <message>
            <source>6 large pawns</source>
            <translation>6 grote pionnen</translation>
        </message>
        <message>
            <source>8 large pawns (variant)</source>
            <translation>8 grote pionnen (variant)</translation>
        </message>
        <message>
            <source>Models C and D and the custom model use at most 6.</source>
            <translation>Modellen C en D en het eigen model gebruiken er hoogstens 6.</translation>
        </message>
        <message>
            <source>Balance model</source>
            <translation>Balansmodel</translation>
        </message>
        <message>
            <source>A: holders numbered from the pivot outwards</source>
            <translation>A: houders genummerd vanaf het draaipunt naar buiten</translation>
        </message>
        <message>
            <source>B: numbered from the ends inwards</source>
            <translation>B: genummerd vanaf de uiteinden naar binnen</translation>
        </message>
        <message>
            <source>C: start inwards, finish outwards</source>
            <translation>C: start naar binnen, finish naar buiten</translation>
        </message>
        <message>
            <source>D: start outwards, finish inwards</source>
            <translation>D: start naar buiten, finish naar binnen</translation>
        </message>
        <message>
            <source>Custom: with the 4 single holders</source>
            <translation>Eigen model: met de 4 enkele houders</translation>
        </message>
        <message>
            <source>The booklet's pictures of models B-D are lost; Ludoteca reconstructs them from the rules.</source>
            <translation>De afbeeldingen van modellen B-D in het boekje ontbreken; Ludoteca reconstrueert ze uit de regels.</translation>
        </message>
        <message>
            <source>Beating</source>
            <translation>Slaan</translation>
        </message>
        <message>
            <source>A pawn arriving in its finish half may send an opponent's pawn in the same holder back to its supply.</source>
            <translation>Een pion die in zijn finishhelft aankomt, mag een pion van de tegenstander in dezelfde houder terugsturen naar diens voorraad.</translation>
        </message>
        <message>
            <source>Arm sensitivity</source>
            <translation>Gevoeligheid van de arm</translation>
        </message>
        <message>
            <source>Steady</source>
            <translation>Stabiel</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normaal</translation>
        </message>
        <message>
            <source>Twitchy</source>
            <translation>Wiebelig</translation>
        </message>
        <message>
            <source>How far the arm may lean before it lies on the board; the side panel shows the limit.</source>
            <translation>Hoe ver de arm mag overhellen voordat hij op het bord rust; het zijpaneel toont de grens.</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>The balance arm came to rest on the board.</source>
            <translation>De balansarm kwam op het speelbord tot rust.</translation>
        </message>
        <message>
            <source>All pawns reached the finish half.</source>
            <translation>Alle pionnen bereikten de finishhelft.</translation>
        </message>
        <message>
            <source>The other side tipped the arm twice.</source>
            <translation>De andere kant liet de balans twee keer omslaan.</translation>
        </message>
        <message>
            <source>Nobody could move any more.</source>
            <translation>Niemand kon nog zetten.</translation>
        </message>
    </context>
    <context>
        <name>refusals</name>
        <message>
            <source>The first turn of a round must place a pawn in %1.</source>
            <translation>In de eerste beurt van een ronde moet je een pion in %1 plaatsen.</translation>
        </message>
        <message>
            <source>You passed last turn, so this turn you must place or move a pawn.</source>
            <translation>Je hebt vorige beurt gepast, dus nu moet je een pion plaatsen of verplaatsen.</translation>
        </message>
        <message>
            <source>Your supply has no %1 pawn left.</source>
            <translation>Je voorraad heeft geen %1-pion meer.</translation>
        </message>
        <message>
            <source>Holder %1 is full.</source>
            <translation>Houder %1 is vol.</translation>
        </message>
        <message>
            <source>There is no holder %1: the track runs from S1 to S7, then F1 to F7.</source>
            <translation>Houder %1 bestaat niet: de baan loopt van S1 tot S7 en dan van F1 tot F7.</translation>
        </message>
        <message>
            <source>You have no %1 pawn in %2.</source>
            <translation>Je hebt geen %1-pion in %2.</translation>
        </message>
        <message>
            <source>From %1 a roll of %2 would go past F7, the end of the track.</source>
            <translation>Vanaf %1 zou een worp van %2 voorbij F7 gaan, het einde van de baan.</translation>
        </message>
        <message>
            <source>Beating is switched off in this game.</source>
            <translation>Slaan staat in dit spel uit.</translation>
        </message>
        <message>
            <source>Only a pawn arriving in its finish half can beat.</source>
            <translation>Alleen een pion die in zijn finishhelft aankomt, mag slaan.</translation>
        </message>
        <message>
            <source>There is no pawn to beat in %1.</source>
            <translation>In %1 staat geen pion om te slaan.</translation>
        </message>
        <message>
            <source>The pawn in %1 plays on your side and cannot be beaten.</source>
            <translation>De pion in %1 speelt aan jouw kant en kan niet geslagen worden.</translation>
        </message>
        <message>
            <source>The die shows %1: a new pawn goes into S%1.</source>
            <translation>De dobbelsteen toont %1: een nieuwe pion komt in S%1.</translation>
        </message>
        <message>
            <source>The die shows %1: a pawn moves exactly %1 holders forward.</source>
            <translation>De dobbelsteen toont %1: een pion gaat precies %1 houders vooruit.</translation>
        </message>
    </context>
    <context>
        <name>tutorial</name>
        <message>
            <source>The arm and your track</source>
            <translation>De arm en je baan</translation>
        </message>
        <message>
            <source>Your pawns enter on your start half, the right half of the arm (S1 to S7), cross the pivot and travel to your finish half on the left (F1 to F7). Bring all six home first, but never leave the arm resting on the board. Your opponent uses the same holders, numbered the other way round.</source>
            <translation>Je pionnen komen op je starthelft, de rechterhelft van de arm (S1 tot S7), steken het draaipunt over en lopen naar je finishhelft links (F1 tot F7). Breng als eerste alle zes thuis, maar laat de arm nooit op het bord liggen. Je tegenstander gebruikt dezelfde houders, andersom genummerd.</translation>
        </message>
        <message>
            <source>Roll and place</source>
            <translation>Gooien en inzetten</translation>
        </message>
        <message>
            <source>Ludoteca rolls one die for you at the start of each turn. Your first turn of a round is always a placement: a pawn from your supply goes into the start holder the die shows. You rolled a 3: click a pawn in your box, then the ringed holder S3.</source>
            <translation>Ludoteca gooit aan het begin van elke beurt één dobbelsteen voor je. Je eerste beurt van een ronde is altijd een inzet: een pion uit je voorraad gaat in de starthouder die de dobbelsteen aangeeft. Je gooide een 3: klik op een pion in je vak en dan op de omcirkelde houder S3.</translation>
        </message>
        <message>
            <source>Place a pawn from your supply in S3.</source>
            <translation>Zet een pion uit je voorraad in S3.</translation>
        </message>
        <message>
            <source>Your opponent placed a pawn too. Holders 1 to 6 take two pawns each; holder 7 at the very end takes one.</source>
            <translation>Je tegenstander heeft ook een pion ingezet. De houders 1 tot 6 hebben elk plaats voor twee pionnen; houder 7 helemaal aan het eind voor één.</translation>
        </message>
        <message>
            <source>Moving forward</source>
            <translation>Vooruit</translation>
        </message>
        <message>
            <source>From now on you either place a pawn in the start holder the die shows or move one pawn exactly that many holders forward. S3 is full, so move the pawn on S1 three holders: S2, S3, S4. Full holders never block the way; only the holder you land in needs room.</source>
            <translation>Vanaf nu zet je een pion in de starthouder die de dobbelsteen aangeeft, of je verplaatst één pion precies zoveel houders vooruit. S3 is vol, dus verplaats de pion op S1 drie houders: S2, S3, S4. Volle houders blokkeren nooit de weg; alleen de houder waar je eindigt, moet plaats hebben.</translation>
        </message>
        <message>
            <source>Move the pawn on S1 to S4.</source>
            <translation>Verplaats de pion op S1 naar S4.</translation>
        </message>
        <message>
            <source>Well counted! Every holder counts, empty or full.</source>
            <translation>Goed geteld! Elke houder telt mee, leeg of vol.</translation>
        </message>
        <message>
            <source>Across the pivot</source>
            <translation>Over het draaipunt</translation>
        </message>
        <message>
            <source>After S7, the end of the arm, your track goes on at F1, just past the pivot. You rolled a 4: move the pawn on S5 via S6, S7 and F1 to F2, and watch its weight pull the other half down.</source>
            <translation>Na S7, het uiteinde van de arm, gaat je baan verder bij F1, net voorbij het draaipunt. Je gooide een 4: verplaats de pion op S5 via S6, S7 en F1 naar F2, en zie hoe zijn gewicht nu de andere helft omlaag trekt.</translation>
        </message>
        <message>
            <source>Move the pawn on S5 four holders forward, to F2.</source>
            <translation>Verplaats de pion op S5 vier houders vooruit, naar F2.</translation>
        </message>
        <message>
            <source>Your pawn is in your finish half. A pawn crossing the pivot swings the arm a long way.</source>
            <translation>Je pion staat in je finishhelft. Een pion die het draaipunt oversteekt, laat de arm flink omzwaaien.</translation>
        </message>
        <message>
            <source>What tips the arm</source>
            <translation>Waardoor de arm kantelt</translation>
        </message>
        <message>
            <source>Every pawn pulls its half down by its weight times its distance from the pivot, so pawns far out pull hardest. If the arm comes to rest on the board after your turn, you lose at once. See for yourself: place a pawn on S6.</source>
            <translation>Elke pion trekt zijn helft omlaag met zijn gewicht maal zijn afstand tot het draaipunt, dus pionnen ver naar buiten trekken het hardst. Blijft de arm na je beurt op het bord liggen, dan verlies je meteen. Probeer het zelf: zet een pion op S6.</translation>
        </message>
        <message>
            <source>Place a pawn from your supply on S6 to see the arm tip.</source>
            <translation>Zet een pion uit je voorraad op S6 om de arm te zien kantelen.</translation>
        </message>
        <message>
            <source>The arm rests on the board: whoever moved last loses. An arm that only swings down, touches the board and rises again has not tipped.</source>
            <translation>De arm ligt op het bord: wie als laatste zette, verliest. Een arm die alleen doorzwaait, het bord raakt en weer omhoogkomt, is niet gekanteld.</translation>
        </message>
        <message>
            <source>Passing</source>
            <translation>Passen</translation>
        </message>
        <message>
            <source>You rolled a 1 and every move would tip the arm: pass with the Pass button. After a pass you must move next turn, so then find the safe move. Pick a pawn and rest the mouse on a holder it may go to: a dashed outline shows where the arm would settle, and the panel tells whether it would tip.</source>
            <translation>Je gooide een 1 en elke zet zou de arm laten kantelen: pas met de knop Passen. Na een pas moet je de volgende beurt zetten, dus zoek dan de veilige zet. Kies een pion en laat de muis rusten op een houder waar hij heen mag: een gestippelde omtrek toont waar de arm tot rust komt, en het paneel zegt of hij zou kantelen.</translation>
        </message>
        <message>
            <source>Pawns in your finish half are attackers. When one lands in a holder beside an opponent's pawn, it may beat it: that pawn goes back to its owner's supply. Pick the pawn on S5, then click the circle on the opponent's pawn in F2 to beat it.</source>
            <translation>Pionnen in je finishhelft zijn aanvallers. Komt er een terecht in een houder naast een pion van de tegenstander, dan mag hij die slaan: die pion gaat terug naar de voorraad van zijn eigenaar. Kies de pion op S5 en klik dan op de cirkel om de pion van de tegenstander in F2 om hem te slaan.</translation>
        </message>
        <message>
            <source>Move to F2 by clicking the circle on the opponent's pawn, not the mark over the holder.</source>
            <translation>Ga naar F2 door op de cirkel om de pion van de tegenstander te klikken, niet op de markering boven de houder.</translation>
        </message>
        <message>
            <source>Pass first; on your next turn, move the pawn on S6 across the pivot.</source>
            <translation>Pas eerst; verplaats in je volgende beurt de pion op S6 over het draaipunt.</translation>
        </message>
        <message>
            <source>Safe! Passing never tips the arm, but you may not pass twice in a row. With no legal move at all, your turn is simply skipped.</source>
            <translation>Veilig! Door te passen kantel je de arm nooit, maar je mag niet twee keer achter elkaar passen. Kun je helemaal niets, dan wordt je beurt gewoon overgeslagen.</translation>
        </message>
        <message>
            <source>Beating</source>
            <translation>Slaan</translation>
        </message>
        <message>
            <source>Beaten! Beating is never compulsory, and pawns in their owner's finish half are safe: nobody can beat them.</source>
            <translation>Geslagen! Slaan is nooit verplicht, en pionnen in de finishhelft van hun eigenaar zijn veilig: niemand kan ze slaan.</translation>
        </message>
        <message>
            <source>Coming home</source>
            <translation>Thuiskomen</translation>
        </message>
        <message>
            <source>When your last pawn enters your finish half, you may rearrange your pawns there freely. If any arrangement keeps the arm up, you win, even if the move itself would tip it. Bring your last pawn home: S6 to F3.</source>
            <translation>Komt je laatste pion in je finishhelft, dan mag je je pionnen daar vrij herschikken. Houdt een of andere opstelling de arm omhoog, dan win je, ook als de zet zelf hem zou laten kantelen. Breng je laatste pion thuis: S6 naar F3.</translation>
        </message>
        <message>
            <source>Move the pawn on S6 four holders forward, to F3.</source>
            <translation>Verplaats de pion op S6 vier houders vooruit, naar F3.</translation>
        </message>
        <message>
            <source>You win! Ludoteca moved one of your pawns nearer the pivot, so the arm stays up.</source>
            <translation>Gewonnen! Ludoteca zette een van je pionnen dichter bij het draaipunt, zodat de arm omhoog blijft.</translation>
        </message>
        <message>
            <source>Challenge: home in two turns</source>
            <translation>Uitdaging: in twee beurten thuis</translation>
        </message>
        <message>
            <source>Bring your last two pawns home in your next two turns without tipping the arm. You rolled a 6, your next roll will be a 6 too, and your opponent will pass in between.</source>
            <translation>Breng je laatste twee pionnen in je volgende twee beurten thuis zonder de arm te laten kantelen. Je gooide een 6, je volgende worp wordt ook een 6, en je tegenstander past daartussen.</translation>
        </message>
        <message>
            <source>Beating takes an opponent's weight off your finish half.</source>
            <translation>Slaan haalt het gewicht van een tegenstander van je finishhelft.</translation>
        </message>
        <message>
            <source>Brilliant: two beats and both pawns home. You are ready for your first duel!</source>
            <translation>Knap: twee keer geslagen en beide pionnen thuis. Je bent klaar voor je eerste duel!</translation>
        </message>
    </context>
</TS>