<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>colours</name>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Viola</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Arancione</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Triple Domino</source>
        <translation>Triple Domino</translation>
    </message>
    <message>
        <source>Match the numbers of 56 triangular tiles and build bonus shapes.</source>
        <translation>Accosta 56 tessere triangolari con numeri uguali e forma figure bonus.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Rule set</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>Bridge / double link points</source>
        <translation>Punti per ponte / doppio legame</translation>
    </message>
    <message>
        <source>The printed table is hard to read; pick the reading you play with. Triple Domino rule set only.</source>
        <translation>La tabella stampata è poco leggibile; scegli la lettura con cui giocate. Solo con il regolamento Triple Domino.</translation>
    </message>
    <message>
        <source>A tile closing several hexagons</source>
        <translation>Una tessera che chiude più esagoni</translation>
    </message>
    <message>
        <source>Triple Domino rule set only.</source>
        <translation>Solo con il regolamento Triple Domino.</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Punteggio da raggiungere</translation>
    </message>
    <message>
        <source>Triple Domino</source>
        <translation>Triple Domino</translation>
    </message>
    <message>
        <source>Triominos style</source>
        <translation>Stile Triominos</translation>
    </message>
    <message>
        <source>Triple Domino plays to 300 with bridge and double-link bonuses. The Triominos style plays to 400 with smaller hands, bridge 40, hexagons 50/60/70, a bonus for opening with a triple and 10 more after three useless draws.</source>
        <translation>Triple Domino si gioca fino a 300 con bonus per ponte e doppio legame. Lo stile Triominos arriva a 400 con mani più piccole, ponte 40, esagoni 50/60/70, un bonus per l&apos;apertura con un tris e 10 punti in più dopo tre pescate inutili.</translation>
    </message>
    <message>
        <source>30 / 25</source>
        <translation>30 / 25</translation>
    </message>
    <message>
        <source>40 / 25</source>
        <translation>40 / 25</translation>
    </message>
    <message>
        <source>30 / 40</source>
        <translation>30 / 40</translation>
    </message>
    <message>
        <source>50 for each</source>
        <translation>50 ciascuno</translation>
    </message>
    <message>
        <source>50 once</source>
        <translation>50 una volta</translation>
    </message>
    <message>
        <source>From the rule set</source>
        <translation>Secondo il regolamento</translation>
    </message>
    <message>
        <source>100 points</source>
        <translation>100 punti</translation>
    </message>
    <message>
        <source>200 points</source>
        <translation>200 punti</translation>
    </message>
    <message>
        <source>300 points</source>
        <translation>300 punti</translation>
    </message>
    <message>
        <source>400 points</source>
        <translation>400 punti</translation>
    </message>
    <message>
        <source>500 points</source>
        <translation>500 punti</translation>
    </message>
    <message>
        <source>The game ends after the round in which someone reaches it.</source>
        <translation>La partita finisce dopo la mano in cui qualcuno lo raggiunge.</translation>
    </message>
    <message>
        <source>Draws allowed in solitaire</source>
        <translation>Pescate consentite nel solitario</translation>
    </message>
    <message>
        <source>A fixed limit makes your scores comparable.</source>
        <translation>Un limite fisso rende confrontabili i tuoi punteggi.</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>A player reached the target score at the end of a round.</source>
        <translation>Alla fine di una mano qualcuno ha raggiunto il punteggio stabilito.</translation>
    </message>
    <message>
        <source>The solitaire game is over: no tile fits and no draw is left.</source>
        <translation>Il solitario è finito: nessuna tessera si adatta e non puoi più pescare.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>The round opens with %1, laid in the middle of the table.</source>
        <extracomment>Outcome reasons of this game. How a round ended (kept in the score sheet). Turn phases. Refusal codes of this game (sentences in `REFUSALS`; the layout&apos;s own in `layout.py`).</extracomment>
        <translation>La mano si apre con %1, posata al centro del tavolo.</translation>
    </message>
    <message>
        <source>No tile shows %1 in clockwise order.</source>
        <translation>Nessuna tessera mostra %1 in senso orario.</translation>
    </message>
    <message>
        <source>The tile %1 is not in your hand.</source>
        <translation>La tessera %1 non è tra le tue.</translation>
    </message>
    <message>
        <source>After drawing, only the tile just drawn (%1) may be laid.</source>
        <translation>Dopo aver pescato puoi posare solo la tessera appena pescata (%1).</translation>
    </message>
    <message>
        <source>The tile %1 fits nowhere on the table.</source>
        <translation>La tessera %1 non si adatta in nessun punto del tavolo.</translation>
    </message>
    <message>
        <source>That place is already taken.</source>
        <translation>Quel posto è già occupato.</translation>
    </message>
    <message>
        <source>A new tile must share a whole side with a tile on the table.</source>
        <translation>Una nuova tessera deve avere un lato intero in comune con una tessera in tavola.</translation>
    </message>
    <message>
        <source>Along the shared side your %1 and %2 would meet %3 and %4.</source>
        <translation>Lungo il lato in comune il tuo %1 e il tuo %2 toccherebbero %3 e %4.</translation>
    </message>
    <message>
        <source>At a corner your %1 would meet a %2.</source>
        <translation>In un angolo il tuo %1 toccherebbe un %2.</translation>
    </message>
    <message>
        <source>The pool is empty: there is nothing to draw.</source>
        <translation>Il mazzo è vuoto: non c&apos;è più nulla da pescare.</translation>
    </message>
    <message>
        <source>You may draw at most %1 tiles in one turn.</source>
        <translation>Puoi pescare al massimo %1 tessere per turno.</translation>
    </message>
    <message>
        <source>You have no draws left in this solitaire game.</source>
        <translation>In questo solitario non puoi più pescare.</translation>
    </message>
    <message>
        <source>You cannot pass while you may still draw from the pool.</source>
        <translation>Non puoi passare finché puoi ancora pescare dal mazzo.</translation>
    </message>
    <message>
        <source>You cannot pass while one of your tiles fits on the table.</source>
        <translation>Non puoi passare finché una delle tue tessere si adatta al tavolo.</translation>
    </message>
</context>
<context>
    <name>tripledomino</name>
    <message>
        <source>start</source>
        <extracomment>Bonus names, shown next to ghost outlines and in move descriptions (context &quot;tripledomino&quot;).</extracomment>
        <translation>apertura</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>ponte</translation>
    </message>
    <message>
        <source>double link</source>
        <translation>doppio legame</translation>
    </message>
    <message>
        <source>hexagon</source>
        <translation>esagono</translation>
    </message>
    <message>
        <source>two hexagons</source>
        <translation>due esagoni</translation>
    </message>
    <message>
        <source>three hexagons</source>
        <translation>tre esagoni</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>Round %1 (now)</source>
        <translation>Mano %1 (in corso)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the pool</source>
        <translation>
            <numerusform>%n tessera nel mazzo</numerusform>
            <numerusform>%n tessere nel mazzo</numerusform>
        </translation>
    </message>
    <message>
        <source>Personal best: %1</source>
        <translation>Record personale: %1</translation>
    </message>
    <message>
        <source>Target: %1 points</source>
        <translation>Obiettivo: %1 punti</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Foglio dei punti</translation>
    </message>
    <message>
        <source>Solitaire over: %1 points.</source>
        <translation>Solitario finito: %1 punti.</translation>
    </message>
    <message>
        <source>Round %1: %2 went out (%3 points).</source>
        <translation>Mano %1: %2 ha finito le tessere (%3 punti).</translation>
    </message>
    <message>
        <source>Round %1 blocked: %2 had the fewest points in hand (%3 points).</source>
        <translation>Mano %1 bloccata: %2 aveva meno punti in mano (%3 punti).</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>Mouse travel (scene units) that turns a press on the table into a pan.</extracomment>
        <translation>Pesca</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>−%1 points</source>
        <translation>−%1 punti</translation>
    </message>
    <message>
        <source>%1&apos;s tiles</source>
        <translation>Tessere di %1</translation>
    </message>
    <message>
        <source>open the round with the marked tile</source>
        <translation>apri la mano con la tessera segnata</translation>
    </message>
    <message>
        <source>you may place the tile just drawn</source>
        <translation>puoi posare la tessera appena pescata</translation>
    </message>
    <message>
        <source>nothing fits: draw or pass</source>
        <translation>nulla si adatta: pesca o passa</translation>
    </message>
    <message>
        <source>%1&apos;s tiles are hidden</source>
        <translation>Le tessere di %1 sono nascoste</translation>
    </message>
    <message numerus="yes">
        <source>Solitaire · %n draw(s) left</source>
        <translation>
            <numerusform>Solitario · resta %n pescata</numerusform>
            <numerusform>Solitario · restano %n pescate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n tessera</numerusform>
            <numerusform>%1: %n tessere</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
</context>
</TS>
