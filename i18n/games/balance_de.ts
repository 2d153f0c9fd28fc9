<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>balance</name>
        <message>
            <source>%1, left of the pivot: %2</source>
            <extracomment>The suffix of the cell of a pawn the picked one would beat, as in the notation ("M:S5-F2x"). How far above the pawns the cell of a pawn to beat lies (scene units). What the cursor's cell holds, in words (translated when used, `word`); the previews are the side panel's.</extracomment>
            <translation>%1, links vom Drehpunkt: %2</translation>
        </message>
        <message>
            <source>%1, right of the pivot: %2</source>
            <translation>%1, rechts vom Drehpunkt: %2</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>leer</translation>
        </message>
        <message>
            <source>large pawn of %1 (%2)</source>
            <translation>große Figur von %1 (%2)</translation>
        </message>
        <message>
            <source>medium pawn of %1 (%2)</source>
            <translation>mittlere Figur von %1 (%2)</translation>
        </message>
        <message>
            <source>picked: large pawn</source>
            <translation>gewählt: große Figur</translation>
        </message>
        <message>
            <source>picked: medium pawn</source>
            <translation>gewählt: mittlere Figur</translation>
        </message>
        <message>
            <source>the picked large pawn can go here.</source>
            <translation>die gewählte große Figur kann hierher.</translation>
        </message>
        <message>
            <source>the picked medium pawn can go here.</source>
            <translation>die gewählte mittlere Figur kann hierher.</translation>
        </message>
        <message>
            <source>%1: beat this pawn: %2.</source>
            <translation>%1: diese Figur schlagen: %2.</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>Vorrat</translation>
        </message>
        <message>
            <source>Supply of %1 (%2): large pawns %3, medium pawns %4</source>
            <translation>Vorrat von %1 (%2): große Figuren %3, mittlere Figuren %4</translation>
        </message>
        <message>
            <source>Preview: the arm would come to rest on the board!</source>
            <translation>Vorschau: der Balken würde auf dem Spielbrett liegen bleiben!</translation>
        </message>
        <message>
            <source>Preview: the arm settles at %1°.</source>
            <translation>Vorschau: der Balken kommt bei %1° zur Ruhe.</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passen</translation>
        </message>
        <message>
            <source>Let this roll go; next turn you must place or move if you can. Key: N</source>
            <translation>Diesen Wurf verfallen lassen; nächstes Mal musst du setzen oder umsetzen, wenn es geht. Taste: N</translation>
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
            <translation>Moment (große Figuren × Halter)</translation>
        </message>
        <message>
            <source>Tilt over the game (degrees)</source>
            <translation>Neigung im Spielverlauf (Grad)</translation>
        </message>
        <message>
            <source>Round %1. Roll-off: %2.</source>
            <translation>Runde %1. Anfangswurf: %2.</translation>
        </message>
        <message>
            <source>%1 rolled %2 and cannot move: turn skipped.</source>
            <translation>%1 würfelt %2 und kann nicht ziehen: Zug entfällt.</translation>
        </message>
        <message>
            <source>%1 beats a pawn.</source>
            <translation>%1 schlägt eine Figur.</translation>
        </message>
        <message>
            <source>%1 tipped the arm!</source>
            <translation>%1 hat die Waage kippen lassen!</translation>
        </message>
        <message>
            <source>%1 passed.</source>
            <translation>%1 passt.</translation>
        </message>
        <message>
            <source>%1 rolled %2.</source>
            <translation>%1 würfelt %2.</translation>
        </message>
        <message>
            <source>First turn of the round: place a pawn in S%1.</source>
            <translation>Erster Zug der Runde: setze eine Figur in S%1.</translation>
        </message>
        <message>
            <source>Must place or move this turn.</source>
            <translation>In diesem Zug musst du setzen oder umsetzen.</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>Ausgeschieden</translation>
        </message>
        <message>
            <source>Colour lost: plays the partner's pawns</source>
            <translation>Farbe verloren: spielt die Figuren des Partners</translation>
        </message>
        <message>
            <source>Home: %1/%2</source>
            <translation>Im Ziel: %1/%2</translation>
        </message>
        <message>
            <source>Team tips: %1</source>
            <translation>Kipper des Teams: %1</translation>
        </message>
        <message>
            <source>Must move</source>
            <translation>Muss ziehen</translation>
        </message>
        <message>
            <source>Beat this pawn</source>
            <translation>Diese Figur schlagen</translation>
        </message>
        <message>
            <source>Move here</source>
            <translation>Hierher</translation>
        </message>
        <message>
            <source>Click one of your own pawns or your supply.</source>
            <translation>Klicke auf eine eigene Figur oder deinen Vorrat.</translation>
        </message>
    </context>
    <context>
        <name>colours</name>
        <message>
            <source>Black</source>
            <translation>Schwarz</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>Gelb</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Rot</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blau</translation>
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
            <translation>Ein Würfelrennen auf einem Waagebalken, der nie kippen darf.</translation>
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Teams (A+B against C+D, or against solo C)</source>
            <translation>Teams (A+B gegen C+D oder gegen Einzelspieler C)</translation>
        </message>
        <message>
            <source>Each for themselves (elimination rounds)</source>
            <translation>Jeder für sich (Ausscheidungsrunden)</translation>
        </message>
        <message>
            <source>Every player has 2 large and 2 medium pawns of one colour.</source>
            <translation>Jeder Spieler hat 2 große und 2 mittlere Figuren einer Farbe.</translation>
        </message>
        <message>
            <source>Pawns per player</source>
            <translation>Figuren pro Spieler</translation>
        </message>
        <message>
            <source>6 large pawns</source>
            <translation>6 große Figuren</translation>
        </message>
        <message>
            <source>8 large pawns (variant)</source>
            <translation>8 große Figuren (Variante)</translation>
        </message>
        <message>
            <source>Models C and D and the custom model use at most 6.</source>
            <translation>Die Modelle C und D und das eigene Modell verwenden höchstens 6.</translation>
        </message>
        <message>
            <source>Balance model</source>
            <translation>Balancemodell</translation>
        </message>
        <message>
            <source>A: holders numbered from the pivot outwards</source>
            <translation>A: Halter vom Drehpunkt nach außen nummeriert</translation>
        </message>
        <message>
            <source>B: numbered from the ends inwards</source>
            <translation>B: von den Enden nach innen nummeriert</translation>
        </message>
        <message>
            <source>C: start inwards, finish outwards</source>
            <translation>C: Start nach innen, Ziel nach außen</translation>
        </message>
        <message>
            <source>D: start outwards, finish inwards</source>
            <translation>D: Start nach außen, Ziel nach innen</translation>
        </message>
        <message>
            <source>Custom: with the 4 single holders</source>
            <translation>Eigenes Modell: mit den 4 einreihigen Haltern</translation>
        </message>
        <message>
            <source>The booklet's pictures of models B-D are lost; Ludoteca reconstructs them from the rules.</source>
            <translation>Die Bilder der Modelle B-D fehlen in der Anleitung; Ludoteca rekonstruiert sie aus den Regeln.</translation>
        </message>
        <message>
            <source>Beating</source>
            <translation>Schlagen</translation>
        </message>
        <message>
            <source>A pawn arriving in its finish half may send an opponent's pawn in the same holder back to its supply.</source>
            <translation>Eine Figur, die in ihrer Zielhälfte ankommt, darf eine gegnerische Figur im selben Halter in deren Vorrat zurückschicken.</translation>
        </message>
        <message>
            <source>Arm sensitivity</source>
            <translation>Empfindlichkeit des Balkens</translation>
        </message>
        <message>
            <source>Steady</source>
            <translation>Ruhig</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Twitchy</source>
            <translation>Zappelig</translation>
        </message>
        <message>
            <source>How far the arm may lean before it lies on the board; the side panel shows the limit.</source>
            <translation>Wie weit sich der Balken neigen darf, bevor er auf dem Brett liegt; die Seitenleiste zeigt die Grenze.</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>The balance arm came to rest on the board.</source>
            <translation>Der Waagebalken kam auf dem Spielbrett zur Ruhe.</translation>
        </message>
        <message>
            <source>All pawns reached the finish half.</source>
            <translation>Alle Figuren erreichten die Zielhälfte.</translation>
        </message>
        <message>
            <source>The other side tipped the arm twice.</source>
            <translation>Die andere Seite hat die Waage zweimal kippen lassen.</translation>
        </message>
        <message>
            <source>Nobody could move any more.</source>
            <translation>Niemand konnte mehr ziehen.</translation>
        </message>
    </context>
    <context>
        <name>refusals</name>
        <message>
            <source>The first turn of a round must place a pawn in %1.</source>
            <translation>Im ersten Zug einer Runde musst du eine Figur in %1 setzen.</translation>
        </message>
        <message>
            <source>You passed last turn, so this turn you must place or move a pawn.</source>
            <translation>Du hast im letzten Zug gepasst, also musst du jetzt eine Figur setzen oder umsetzen.</translation>
        </message>
        <message>
            <source>Your supply has no %1 pawn left.</source>
            <translation>In deinem Vorrat ist keine %1-Figur mehr.</translation>
        </message>
        <message>
            <source>Holder %1 is full.</source>
            <translation>Halter %1 ist voll.</translation>
        </message>
        <message>
            <source>There is no holder %1: the track runs from S1 to S7, then F1 to F7.</source>
            <translation>Einen Halter %1 gibt es nicht: die Bahn führt von S1 bis S7 und dann von F1 bis F7.</translation>
        </message>
        <message>
            <source>You have no %1 pawn in %2.</source>
            <translation>Du hast keine %1-Figur in %2.</translation>
        </message>
        <message>
            <source>From %1 a roll of %2 would go past F7, the end of the track.</source>
            <translation>Von %1 aus würde ein Wurf von %2 über F7 hinausgehen, das Ende der Bahn.</translation>
        </message>
        <message>
            <source>Beating is switched off in this game.</source>
            <translation>Schlagen ist in diesem Spiel ausgeschaltet.</translation>
        </message>
        <message>
            <source>Only a pawn arriving in its finish half can beat.</source>
            <translation>Nur eine Figur, die in ihrer Zielhälfte ankommt, darf schlagen.</translation>
        </message>
        <message>
            <source>There is no pawn to beat in %1.</source>
            <translation>In %1 steht keine Figur, die man schlagen könnte.</translation>
        </message>
        <message>
            <source>The pawn in %1 plays on your side and cannot be beaten.</source>
            <translation>Die Figur in %1 spielt auf deiner Seite und kann nicht geschlagen werden.</translation>
        </message>
        <message>
            <source>The die shows %1: a new pawn goes into S%1.</source>
            <translation>Der Würfel zeigt %1: eine neue Figur kommt nach S%1.</translation>
        </message>
        <message>
            <source>The die shows %1: a pawn moves exactly %1 holders forward.</source>
            <translation>Der Würfel zeigt %1: eine Figur zieht genau %1 Halter vorwärts.</translation>
        </message>
    </context>
    <context>
        <name>tutorial</name>
        <message>
            <source>The arm and your track</source>
            <translation>Der Balken und deine Bahn</translation>
        </message>
        <message>
            <source>Your pawns enter on your start half, the right half of the arm (S1 to S7), cross the pivot and travel to your finish half on the left (F1 to F7). Bring all six home first, but never leave the arm resting on the board. Your opponent uses the same holders, numbered the other way round.</source>
            <translation>Deine Figuren kommen auf deine Starthälfte, die rechte Hälfte des Balkens (S1 bis S7), überqueren den Drehpunkt und ziehen in deine Zielhälfte links (F1 bis F7). Bring als Erster alle sechs ins Ziel, aber lass den Balken nie auf dem Brett liegen. Dein Gegner benutzt dieselben Halter, nur andersherum nummeriert.</translation>
        </message>
        <message>
            <source>Roll and place</source>
            <translation>Würfeln und einsetzen</translation>
        </message>
        <message>
            <source>Ludoteca rolls one die for you at the start of each turn. Your first turn of a round is always a placement: a pawn from your supply goes into the start holder the die shows. You rolled a 3: click a pawn in your box, then the ringed holder S3.</source>
            <translation>Ludoteca würfelt zu Beginn jedes Zuges einen Würfel für dich. Dein erster Zug einer Runde ist immer ein Einsetzen: Eine Figur aus deinem Vorrat kommt in den Starthalter, den der Würfel zeigt. Du hast eine 3 gewürfelt: Klicke auf eine Figur in deinem Feld und dann auf den eingekreisten Halter S3.</translation>
        </message>
        <message>
            <source>Place a pawn from your supply in S3.</source>
            <translation>Setze eine Figur aus deinem Vorrat in S3 ein.</translation>
        </message>
        <message>
            <source>Your opponent placed a pawn too. Holders 1 to 6 take two pawns each; holder 7 at the very end takes one.</source>
            <translation>Dein Gegner hat auch eine Figur eingesetzt. Die Halter 1 bis 6 nehmen je zwei Figuren auf, Halter 7 ganz am Ende nur eine.</translation>
        </message>
        <message>
            <source>Moving forward</source>
            <translation>Vorwärts ziehen</translation>
        </message>
        <message>
            <source>From now on you either place a pawn in the start holder the die shows or move one pawn exactly that many holders forward. S3 is full, so move the pawn on S1 three holders: S2, S3, S4. Full holders never block the way; only the holder you land in needs room.</source>
            <translation>Ab jetzt setzt du entweder eine Figur in den Starthalter ein, den der Würfel zeigt, oder du ziehst eine Figur genau so viele Halter vor. S3 ist voll, also ziehe die Figur auf S1 drei Halter weit: S2, S3, S4. Volle Halter versperren nie den Weg; nur der Halter, in dem du landest, braucht Platz.</translation>
        </message>
        <message>
            <source>Move the pawn on S1 to S4.</source>
            <translation>Ziehe die Figur auf S1 nach S4.</translation>
        </message>
        <message>
            <source>Well counted! Every holder counts, empty or full.</source>
            <translation>Gut gezählt! Jeder Halter zählt mit, ob leer oder voll.</translation>
        </message>
        <message>
            <source>Across the pivot</source>
            <translation>Über den Drehpunkt</translation>
        </message>
        <message>
            <source>After S7, the end of the arm, your track goes on at F1, just past the pivot. You rolled a 4: move the pawn on S5 via S6, S7 and F1 to F2, and watch its weight pull the other half down.</source>
            <translation>Nach S7, dem Ende des Balkens, geht deine Bahn bei F1 weiter, gleich hinter dem Drehpunkt. Du hast eine 4 gewürfelt: Ziehe die Figur auf S5 über S6, S7 und F1 nach F2 und sieh zu, wie ihr Gewicht jetzt die andere Hälfte nach unten zieht.</translation>
        </message>
        <message>
            <source>Move the pawn on S5 four holders forward, to F2.</source>
            <translation>Ziehe die Figur auf S5 vier Halter vor, nach F2.</translation>
        </message>
        <message>
            <source>Your pawn is in your finish half. A pawn crossing the pivot swings the arm a long way.</source>
            <translation>Deine Figur steht in deiner Zielhälfte. Eine Figur, die den Drehpunkt überquert, lässt den Balken weit umschwingen.</translation>
        </message>
        <message>
            <source>What tips the arm</source>
            <translation>Was den Balken kippt</translation>
        </message>
        <message>
            <source>Every pawn pulls its half down by its weight times its distance from the pivot, so pawns far out pull hardest. If the arm comes to rest on the board after your turn, you lose at once. See for yourself: place a pawn on S6.</source>
            <translation>Jede Figur zieht ihre Hälfte mit ihrem Gewicht mal ihrem Abstand zum Drehpunkt nach unten; Figuren weit außen ziehen also am stärksten. Bleibt der Balken nach deinem Zug auf dem Brett liegen, verlierst du sofort. Probier es aus: Setze eine Figur auf S6 ein.</translation>
        </message>
        <message>
            <source>Place a pawn from your supply on S6 to see the arm tip.</source>
            <translation>Setze eine Figur aus deinem Vorrat auf S6 ein, um den Balken kippen zu sehen.</translation>
        </message>
        <message>
            <source>The arm rests on the board: whoever moved last loses. An arm that only swings down, touches the board and rises again has not tipped.</source>
            <translation>Der Balken liegt auf dem Brett: Wer zuletzt gezogen hat, verliert. Schwingt der Balken nur aus, berührt das Brett und hebt sich wieder, ist er nicht gekippt.</translation>
        </message>
        <message>
            <source>Passing</source>
            <translation>Passen</translation>
        </message>
        <message>
            <source>You rolled a 1 and every move would tip the arm: pass with the Pass button. After a pass you must move next turn, so then find the safe move. Pick a pawn and rest the mouse on a holder it may go to: a dashed outline shows where the arm would settle, and the panel tells whether it would tip.</source>
            <translation>Du hast eine 1 gewürfelt, und jeder Zug würde den Balken kippen: Passe mit der Schaltfläche „Passen“. Nach einem Passen musst du im nächsten Zug ziehen, such dann also den sicheren Zug. Wähle eine Figur und lass die Maus auf einem Halter ruhen, in den sie darf: Ein gestrichelter Umriss zeigt, wo der Balken zur Ruhe käme, und das Feld daneben sagt, ob er kippen würde.</translation>
        </message>
        <message>
            <source>Pawns in your finish half are attackers. When one lands in a holder beside an opponent's pawn, it may beat it: that pawn goes back to its owner's supply. Pick the pawn on S5, then click the circle on the opponent's pawn in F2 to beat it.</source>
            <translation>Figuren in deiner Zielhälfte sind Angreifer. Landet eine in einem Halter neben einer gegnerischen Figur, darf sie diese schlagen: Die Figur geht zurück in den Vorrat ihres Besitzers. Wähle die Figur auf S5 und klicke dann auf den Kreis an der gegnerischen Figur in F2, um sie zu schlagen.</translation>
        </message>
        <message>
            <source>Move to F2 by clicking the circle on the opponent's pawn, not the mark over the holder.</source>
            <translation>Ziehe nach F2, indem du auf den Kreis an der gegnerischen Figur klickst, nicht auf die Markierung über dem Halter.</translation>
        </message>
        <message>
            <source>Pass first; on your next turn, move the pawn on S6 across the pivot.</source>
            <translation>Passe zuerst; ziehe im nächsten Zug die Figur auf S6 über den Drehpunkt.</translation>
        </message>
        <message>
            <source>Safe! Passing never tips the arm, but you may not pass twice in a row. With no legal move at all, your turn is simply skipped.</source>
            <translation>Sicher! Durch Passen kippt der Balken nie, aber zweimal hintereinander darfst du nicht passen. Ist gar kein Zug möglich, wird dein Zug einfach übersprungen.</translation>
        </message>
        <message>
            <source>Beating</source>
            <translation>Schlagen</translation>
        </message>
        <message>
            <source>Beaten! Beating is never compulsory, and pawns in their owner's finish half are safe: nobody can beat them.</source>
            <translation>Geschlagen! Schlagen ist nie Pflicht, und Figuren in der Zielhälfte ihres Besitzers sind sicher: Niemand kann sie schlagen.</translation>
        </message>
        <message>
            <source>Coming home</source>
            <translation>Heimkommen</translation>
        </message>
        <message>
            <source>When your last pawn enters your finish half, you may rearrange your pawns there freely. If any arrangement keeps the arm up, you win, even if the move itself would tip it. Bring your last pawn home: S6 to F3.</source>
            <translation>Erreicht deine letzte Figur deine Zielhälfte, darfst du deine Figuren dort frei umstellen. Hält irgendeine Aufstellung den Balken oben, gewinnst du, auch wenn der Zug selbst ihn kippen würde. Bring deine letzte Figur heim: S6 nach F3.</translation>
        </message>
        <message>
            <source>Move the pawn on S6 four holders forward, to F3.</source>
            <translation>Ziehe die Figur auf S6 vier Halter vor, nach F3.</translation>
        </message>
        <message>
            <source>You win! Ludoteca moved one of your pawns nearer the pivot, so the arm stays up.</source>
            <translation>Gewonnen! Ludoteca hat eine deiner Figuren näher an den Drehpunkt gestellt, damit der Balken oben bleibt.</translation>
        </message>
        <message>
            <source>Challenge: home in two turns</source>
            <translation>Herausforderung: in zwei Zügen heim</translation>
        </message>
        <message>
            <source>Bring your last two pawns home in your next two turns without tipping the arm. You rolled a 6, your next roll will be a 6 too, and your opponent will pass in between.</source>
            <translation>Bring deine letzten zwei Figuren in deinen nächsten zwei Zügen heim, ohne den Balken zu kippen. Du hast eine 6 gewürfelt, dein nächster Wurf wird auch eine 6, und dein Gegner passt dazwischen.</translation>
        </message>
        <message>
            <source>Beating takes an opponent's weight off your finish half.</source>
            <translation>Schlagen nimmt gegnerisches Gewicht von deiner Zielhälfte.</translation>
        </message>
        <message>
            <source>Brilliant: two beats and both pawns home. You are ready for your first duel!</source>
            <translation>Großartig: zweimal geschlagen und beide Figuren daheim. Du bist bereit für dein erstes Duell!</translation>
        </message>
    </context>
</TS>