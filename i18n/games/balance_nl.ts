<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>balance</name>
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
        <source>Let this roll go; next turn you must place or move if you can.</source>
        <translation>Laat deze worp schieten; volgende beurt moet je plaatsen of verplaatsen als dat kan.</translation>
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
        <source>Colour lost: plays the partner&apos;s pawns</source>
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
        <source>The booklet&apos;s pictures of models B-D are lost; Ludoteca reconstructs them from the rules.</source>
        <translation>De afbeeldingen van modellen B-D in het boekje ontbreken; Ludoteca reconstrueert ze uit de regels.</translation>
    </message>
    <message>
        <source>Beating</source>
        <translation>Slaan</translation>
    </message>
    <message>
        <source>A pawn arriving in its finish half may send an opponent&apos;s pawn in the same holder back to its supply.</source>
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
</TS>
