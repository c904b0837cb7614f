<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Bet</source>
        <translation>Nyitás</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Bet {amount}</source>
        <translation>Nyitás: {amount}</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Call</source>
        <translation>Megadás</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Call {amount}</source>
        <translation>Megadás {amount}</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Check</source>
        <translation>Passz</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Fold</source>
        <translation>Dobás</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>It is not your turn.</source>
        <translation>Most nem Ön következik.</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Pot</source>
        <translation>Kassza</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Raise</source>
        <translation>Emelés</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Raise to</source>
        <translation>Emelés …-ig</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Raise to {amount}</source>
        <translation>Emelés {amount}-ig</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Type an amount.</source>
        <translation>Nincs megadva összeg.</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>amount</source>
        <translation>összeg</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>{amount} more to call into {pot} — {share} of the pot after the call</source>
        <translation>Megadáshoz még {amount} kell a(z) {pot} kasszába — ez a megadás utáni kassza {share}-a</translation>
    </message>
    <message>
        <source>{text} is not a number of chips.</source>
        <translation type="vanished">{text} nem érvényes zsetonszám.</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>½ pot</source>
        <translation>½ kassza</translation>
    </message>
</context>
<context>
    <name>Answers</name>
    <message>
        <source>a low has no card above an eight: {rank}</source>
        <translation type="vanished">az alsó kézben nincs nyolcasnál magasabb lap: {rank}</translation>
    </message>
    <message>
        <source>and|full of|full|over|high|low|kicker|kickers|of|with|plus</source>
        <extracomment>words a trainee may type between the ranks of a call (&quot;kings AND sevens&quot;, &quot;aces FULL OF nines&quot;, &quot;nine HIGH&quot;, &quot;ace KICKER&quot;), separated by &quot;|&quot;; they are skipped (the English ones always are).</extracomment>
        <translation type="vanished">és|full|a legmagasabb|legmagasabb|magas|alsó|alsó kéz|kicker|kísérő|kísérő lap|mellé|plusz</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>boat|full boat|full</source>
        <extracomment>the usual other names of a full house, separated by &quot;|&quot;.</extracomment>
        <translation>full|boat|full boat</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>chips|chip</source>
        <extracomment>words a trainee may type after an amount, as in &quot;544 chips&quot;, separated by &quot;|&quot;.</extracomment>
        <translation>zseton|zsetont|zsetonok</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>name at least one seat by its number</source>
        <translation>legalább egy széket meg kell adni a számával</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>no pair|nothing</source>
        <extracomment>the usual other names of a high-card hand, separated by &quot;|&quot;.</extracomment>
        <translation>semmi|nincs pár</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>one pair</source>
        <extracomment>the usual other names of one pair, separated by &quot;|&quot;.</extracomment>
        <translation>egy pár</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>pot {number}&apos;s amount</source>
        <translation>{number}. kassza összege</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>pot {number}: type the amount, a colon, then the seats (for example &apos;120: 1 3 4&apos;)</source>
        <translation>{number}. kassza: az összeg, kettőspont, majd a székek (például &apos;120: 1 3 4&apos;)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>quads</source>
        <extracomment>the usual other names of four of a kind, separated by &quot;|&quot;.</extracomment>
        <translation>quads|négy egyforma</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>raise to|raise-to|bet|bet to|make it|to</source>
        <extracomment>words a trainee may type before an amount, as in &quot;raise to 544&quot;, separated by &quot;|&quot; (the English words are always understood as well). Do not list a word for &quot;raise&quot; alone: &quot;raise 100&quot; is ambiguous.</extracomment>
        <translation>emelés végösszege|végösszeg|emelés eddig|nyitás|tét</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>royal</source>
        <extracomment>the usual other names of a royal flush, separated by &quot;|&quot; (English ones are understood too).</extracomment>
        <translation>royal|királyi színsor</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>seat {seat} is named twice</source>
        <translation>{seat}. szék kétszer szerepel</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>seat|seats</source>
        <extracomment>the word a trainee may type with a seat number (&quot;seat 4&quot;), separated by &quot;|&quot; if there are several forms; the translation of &quot;Seat {seat}&quot; is understood as well.</extracomment>
        <translation>szék|széken|székek|hely</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>steel wheel</source>
        <extracomment>the usual other names of a straight flush (the five-high one: &quot;steel wheel&quot;), separated by &quot;|&quot;.</extracomment>
        <translation>steel wheel</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>the amount</source>
        <translation>az összeg</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>the chips for seat {seat}</source>
        <translation>{seat}. szék zsetonjai</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>trips|set</source>
        <extracomment>the usual other names of three of a kind, separated by &quot;|&quot;.</extracomment>
        <translation>trips|szett|set</translation>
    </message>
    <message>
        <source>type the ranks only (for example K 7)</source>
        <translation type="vanished">csak a lapok értékét írja be (például K 7)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>type {what} as a number</source>
        <translation>{what}: számot kell megadni</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>wheel|broadway</source>
        <extracomment>the usual other names of a straight (the five-high &quot;wheel&quot;, the ace-high &quot;broadway&quot;), &quot;|&quot;.</extracomment>
        <translation>wheel|broadway</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>{item} is not &apos;seat: chips&apos; (for example &apos;4: 120&apos;)</source>
        <translation>{item} nem &apos;szék: zseton&apos; alakú (például &apos;4: 120&apos;)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>{problem} ({what})</source>
        <extracomment>{problem} says what is wrong with a typed number, {what} which number it is.</extracomment>
        <translation>{problem} ({what})</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>{text} is not a hand name (one of: {names})</source>
        <translation>{text} nem kéznév (lehetséges nevek: {names})</translation>
    </message>
    <message>
        <source>{text} is not a number of chips ({what})</source>
        <translation type="vanished">{text} nem érvényes zsetonszám ({what})</translation>
    </message>
    <message>
        <source>{text} is not a rank (A K Q J 10 9 … 2, or the ranks&apos; names)</source>
        <translation type="vanished">{text} nem lapérték (A K Q J 10 9 … 2, vagy az értékek neve)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>{word} is not a seat number</source>
        <translation>{word} nem székszám</translation>
    </message>
</context>
<context>
    <name>AuditionReport</name>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>An audition is passed with at least 80 % right in every skill, each answered within its target time (the median answer). Graded by dealerdesk against the TDA 2024 rules and Robert&apos;s Rules of Poker.</source>
        <translation>Az osztói vizsga akkor sikeres, ha minden készségben legalább 80% a helyes válaszok aránya, és mindegyikben a célidőn belül felel (a válaszidők mediánja). Az értékelést a dealerdesk végezte a TDA 2024-es szabályai és a Robert&apos;s Rules of Poker alapján.</translation>
    </message>
    <message>
        <source>An audition is passed with at least 80 % right in every skill. Graded by dealerdesk against the TDA 2024 rules and Robert&apos;s Rules of Poker.</source>
        <translation type="vanished">Az osztói vizsga akkor sikeres, ha minden készségben legalább 80% a helyes válaszok aránya. Az értékelést a dealerdesk végezte a TDA 2024-es szabályai és a Robert&apos;s Rules of Poker alapján.</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Dealer audition</source>
        <translation>Osztói vizsga</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Difficulty</source>
        <translation>Nehézség</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Games</source>
        <translation>Játékok</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Median time</source>
        <translation>Medián idő</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>NOT PASSED</source>
        <translation>NEM FELELT MEG</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>PASSED</source>
        <translation>MEGFELELT</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Pass mark {mark:.0%}</source>
        <translation>Megfelelési küszöb: {mark:.0%}</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Questions</source>
        <translation>Kérdések</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Result</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Right</source>
        <translation>Helyes</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Save audition result</source>
        <translation>A vizsga eredményének mentése</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Score</source>
        <translation>Arány</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Session</source>
        <translation>Vizsga</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Skill</source>
        <translation>Készség</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Target</source>
        <translation>Célidő</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>The audition result could not be saved to {file}: {reason}.</source>
        <translation>A vizsga eredményét nem sikerült menteni ide: {file}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>The audition result was saved to {file}.</source>
        <translation>A vizsga eredménye mentve: {file}.</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Trainee</source>
        <translation>Tanuló</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>not passed</source>
        <translation>nem felelt meg</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>pass mark {needed} of {asked}</source>
        <translation>megfelelési küszöb: {needed} / {asked}</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>passed</source>
        <translation>megfelelt</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>the PDF could not be written</source>
        <translation>a PDF-fájlt nem sikerült megírni</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>too slow</source>
        <translation>túl lassú</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>{minutes} min</source>
        <translation>{minutes} perc</translation>
    </message>
</context>
<context>
    <name>BotReasons</name>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>A bet would put its whole stack in, so it checks instead.</source>
        <translation>Egy nyitással a teljes stackjét betenné, ezért inkább passzol.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>A raise would put its whole stack in, so it calls instead.</source>
        <translation>Egy emeléssel a teljes stackjét betenné, ezért inkább megad.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>Checking costs nothing, so it checks.</source>
        <translation>A passz semmibe sem kerül, ezért passzol.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>It may not bet, so it checks.</source>
        <translation>Nem nyithat, ezért passzol.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>It may not raise, so it calls.</source>
        <translation>Nem emelhet, ezért megad.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>Its cards are not known here, so it plays them as an average hand.</source>
        <translation>A lapjai itt nem ismertek, ezért átlagos kézként játssza őket.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>Most of its chips are in the pot already: {cards} goes on for the rest.</source>
        <translation>{cards}: zsetonjainak nagy része már a kasszában van, így a maradékkal is folytatja.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>With {stack} big blinds it is push or fold: {cards} is in the chart&apos;s pushing range for this seat.</source>
        <extracomment>push or fold: with a short stack a player either moves all-in or folds.</extracomment>
        <translation>{stack} nagyvakkal all-in vagy dobás: {cards} benne van a táblázat all-in tartományában erről a helyről.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>With {stack} big blinds it is push or fold: {cards} is not in the chart&apos;s pushing range for this seat.</source>
        <translation>{stack} nagyvakkal all-in vagy dobás: {cards} nincs benne a táblázat all-in tartományában erről a helyről.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} (top {top}% of starting hands) is ahead of most hands that raise from that seat.</source>
        <translation>{cards} (a kezdőkezek legjobb {top}%-a) erősebb a legtöbb kéznél, amellyel arról a helyről emelnek.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} (top {top}% of starting hands) is not worth a raise; the flop comes free.</source>
        <translation>{cards} (a kezdőkezek legjobb {top}%-a) nem ér egy emelést; a flopot ingyen látja.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} (top {top}% of starting hands) is too weak for a call that costs {price}% of the pot.</source>
        <translation>{cards} (a kezdőkezek legjobb {top}%-a) túl gyenge egy megadáshoz, amely a kassza {price}%-ába kerül.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} (top {top}% of starting hands) is worth a call that costs {price}% of the pot.</source>
        <extracomment>{price} is what the call costs as a percentage of the pot after the call.</extracomment>
        <translation>{cards} (a kezdőkezek legjobb {top}%-a) megér egy megadást, amely a kassza {price}%-ába kerül.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} (top {top}% of starting hands) is worth a cheap look at the flop, not a raise.</source>
        <translation>{cards} (a kezdőkezek legjobb {top}%-a) megér egy olcsó flopot, de emelést nem.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} is a draw: it can improve, and the others would fold to a bet about {folds}% of the time.</source>
        <translation>{cards}: húzó kéz, még javulhat, és egy nyitásra a többiek az esetek kb. {folds}%-ában dobnának.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} is among the top {top}% of starting hands; from this seat it opens the top {range}%.</source>
        <extracomment>{cards} is the computer player&apos;s two or four hole cards; {top} and {range} are percentages of all starting hands.</extracomment>
        <translation>{cards}: a kezdőkezek legjobb {top}%-ában van; erről a helyről a legjobb {range}%-kal emel elsőként.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} is in the chart&apos;s range for calling an all-in of {stack} big blinds.</source>
        <translation>{cards}: benne van a táblázat tartományában egy {stack} nagyvakos all-in megadásához.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} is not in the chart&apos;s range for calling an all-in of {stack} big blinds.</source>
        <translation>{cards}: nincs benne a táblázat tartományában egy {stack} nagyvakos all-in megadásához.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} is only in the top {top}% of starting hands; from this seat it plays the top {range}%.</source>
        <translation>{cards}: csak a kezdőkezek legjobb {top}%-ában van; erről a helyről a legjobb {range}%-ot játssza.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} is strong (it wins about {equity}%); it checks to let the others bet.</source>
        <translation>{cards}: erős kéz (kb. {equity}%-ban nyer); passzol, hogy a többiek nyissanak.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} seldom wins at a showdown, but the others would fold to a bet about {folds}% of the time.</source>
        <extracomment>{folds} is a percentage: how often the others would fold to the bet.</extracomment>
        <translation>{cards}: showdownon ritkán nyer, de egy nyitásra a többiek az esetek kb. {folds}%-ában dobnának.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} seldom wins at a showdown, but the others would fold to a raise about {folds}% of the time.</source>
        <translation>{cards}: showdownon ritkán nyer, de egy emelésre a többiek az esetek kb. {folds}%-ában dobnának.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} wins about {equity}% against the bettor&apos;s likely hands; here it calls with {need}% or more.</source>
        <translation>{cards}: a nyitó valószínű kezei ellen kb. {equity}%-ban nyer; itt {need}% vagy több kell neki a megadáshoz.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} wins about {equity}% against the hands that would call a raise: a raise for value.</source>
        <translation>{cards}: kb. {equity}%-ban nyer azok ellen a kezek ellen, amelyek egy emelést megadnának: értékre emel.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} wins about {equity}% against the hands that would call: a bet for value.</source>
        <extracomment>{equity} is the share of the pot the hand wins on average, as a percentage.</extracomment>
        <translation>{cards}: kb. {equity}%-ban nyer azok ellen a kezek ellen, amelyek megadnának: értékre nyit.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} wins about {equity}% against the likely hands: not enough to bet.</source>
        <translation>{cards}: a valószínű kezek ellen kb. {equity}%-ban nyer: ez nyitáshoz kevés.</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} wins only about {equity}% against the bettor&apos;s likely hands; here it calls with {need}% or more.</source>
        <translation>{cards}: a nyitó valószínű kezei ellen csak kb. {equity}%-ban nyer; itt {need}% vagy több kell neki a megadáshoz.</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <location filename="../../bots/levels.py"/>
        <source>Beginner</source>
        <translation>Kezdő</translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Calling station</source>
        <translation>Calling station</translation>
    </message>
    <message>
        <location filename="../../bots/profiles.py"/>
        <source>Calls with almost anything to keep you honest; bets only the big hands.</source>
        <translation>Szinte bármivel megad, hogy ne lehessen könnyen blöffölni ellene; csak a nagy kezeivel nyit.</translation>
    </message>
    <message>
        <location filename="../../bots/profiles.py"/>
        <source>Careful with chips: calls to see cards, raises only with the best hands.</source>
        <translation>Vigyáz a zsetonjaira: megad, hogy lapot lásson, és csak a legjobb kezekkel emel.</translation>
    </message>
    <message>
        <location filename="../../bots/profiles.py"/>
        <source>Disciplined and sharp: folds a lot, but a raise from this player is trouble.</source>
        <translation>Fegyelmezett és éles eszű: sokat dob, de ha ő emel, abból baj lesz.</translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Loose-aggressive</source>
        <translation>Laza-agresszív</translation>
    </message>
    <message>
        <location filename="../../bots/profiles.py"/>
        <source>Loves to see the next card and hates to fold; bluffing this player rarely works.</source>
        <translation>Imádja látni a következő lapot, és utál dobni; őt ritkán lehet kiblöffölni.</translation>
    </message>
    <message>
        <location filename="../../bots/profiles.py"/>
        <source>Picks good hands and plays them hard; bluffs now and then to stay hard to read.</source>
        <translation>Jó kezeket választ, és keményen játssza őket; időnként blöfföl, hogy nehéz legyen kiolvasni.</translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Plays few hands and would rather call than raise; a bet from it means a strong hand.</source>
        <translation>Kevés kezet játszik, és inkább megad, mint emel; ha nyit, erős keze van.</translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Plays few hands but plays them hard: raises to enter, bets its good hands, bluffs now and then.</source>
        <translation>Kevés kezet játszik, de azokat keményen: emeléssel száll be, a jó kezeivel nyit, időnként blöfföl.</translation>
    </message>
    <message>
        <location filename="../../bots/levels.py"/>
        <source>Plays its own cards more than yours, bluffs seldom and misjudges short stacks.</source>
        <translation>Inkább a saját lapjait játssza, mint az Önéit, ritkán blöfföl, és rosszul méri fel a rövid stacket.</translation>
    </message>
    <message>
        <location filename="../../bots/profiles.py"/>
        <source>Plays many hands and bets most of them; makes you decide for your chips.</source>
        <translation>Sok kezet játszik, és a legtöbbel nyit; rákényszeríti Önt, hogy a zsetonjairól döntsön.</translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Plays many hands and keeps betting: raises, re-raises and bluffs often.</source>
        <translation>Sok kezet játszik, és folyamatosan licitál: gyakran emel, visszaemel és blöfföl.</translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Plays many hands, hardly ever raises, and calls almost any bet to see the next card.</source>
        <translation>Sok kezet játszik, szinte sosem emel, és szinte bármilyen tétet megad, hogy lássa a következő lapot.</translation>
    </message>
    <message>
        <location filename="../../bots/profiles.py"/>
        <source>Raises and re-raises to keep the pressure on; expect to be tested.</source>
        <translation>Emel és visszaemel, hogy nyomás alatt tartsa Önt; számítson rá, hogy próbára teszi.</translation>
    </message>
    <message>
        <location filename="../../bots/levels.py"/>
        <source>Reads your betting, bluffs where it makes sense and learns a little about how you play.</source>
        <translation>Olvassa az Ön licitjeit, ott blöfföl, ahol van értelme, és kicsit kiismeri az Ön játékát.</translation>
    </message>
    <message>
        <location filename="../../bots/levels.py"/>
        <source>Reads your betting, keeps to the push-or-fold chart and quickly finds out how you play.</source>
        <translation>Olvassa az Ön licitjeit, tartja magát az all-in-vagy-dobás táblázathoz, és gyorsan kiismeri az Ön játékát.</translation>
    </message>
    <message>
        <location filename="../../bots/levels.py"/>
        <source>Regular</source>
        <translation>Rendszeres játékos</translation>
    </message>
    <message>
        <location filename="../../bots/levels.py"/>
        <source>Shark</source>
        <translation>Cápa</translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Tight-aggressive</source>
        <translation>Szoros-agresszív</translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Tight-passive</source>
        <translation>Szoros-passzív</translation>
    </message>
    <message>
        <location filename="../../bots/profiles.py"/>
        <source>Waits patiently for a big hand; a bet from this player usually means one.</source>
        <translation>Türelmesen vár egy nagy kézre; ha ő nyit, általában meg is van neki.</translation>
    </message>
</context>
<context>
    <name>Calls</name>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>a call is a few words: the hand, its ranks and a deciding kicker</source>
        <translation>a bemondás néhány szó: a kéz, az értékei és a döntő kicker</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>a low has no card above an eight: {rank}</source>
        <translation>az alsó kézben nincs nyolcasnál magasabb lap: {rank}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>and|of|the|an|to|with|plus|is|has</source>
        <extracomment>words a call may have that say nothing of the hand (&quot;kings AND sevens&quot;, &quot;straight TO THE queen&quot;, &quot;an ace kicker&quot;), separated by &quot;|&quot;. A one-letter word here would hide a rank&apos;s letter (&quot;a&quot; is the ace unless a hand&apos;s word follows it: &quot;a pair&quot;).</extracomment>
        <translation>és|meg|az|plusz</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>broadway</source>
        <extracomment>the ace-high straight&apos;s own name, separated by &quot;|&quot;.</extracomment>
        <translation>broadway</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>call the high hand too, then the low (for example “aces up, seven-five low”)</source>
        <translation>a felső kezet is be kell mondani, utána az alsót (például „ászok és nyolcasok, hetes-ötös alsó kéz”)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>call the low too (for example “aces up, seven-five low”), or “no low”</source>
        <translation>az alsó kezet is be kell mondani (például „ászok és nyolcasok, hetes-ötös alsó kéz”), vagy: „nincs alsó kéz”</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>four</source>
        <extracomment>the number said before a rank for four of a kind (&quot;four kings&quot;), separated by &quot;|&quot;.</extracomment>
        <translation>négy</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>four {ranks}</source>
        <extracomment>four cards of a rank (&quot;four kings&quot;); {ranks} is the plural rank word; may use {rank} (one card&apos;s word, for a language that counts in the singular: &quot;négy király&quot;) and drop {ranks}.</extracomment>
        <translation>négy {rank}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>full of|over</source>
        <extracomment>words that join a full house&apos;s three and pair (&quot;kings full of sixes&quot;, &quot;kings over sixes&quot;), &quot;|&quot;.</extracomment>
        <translation>full</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>high</source>
        <extracomment>the word said next to a straight&apos;s, a flush&apos;s or a high card&apos;s top rank (&quot;queen high&quot;), &quot;|&quot;.</extracomment>
        <translation>magas|a legmagasabb|legmagasabb</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>kicker|kickers|decides|decide|plays</source>
        <extracomment>words said next to the kickers of a call (&quot;ace kicker&quot;, &quot;jack decides&quot;), separated by &quot;|&quot;; the kickers are read on the side the translation of &quot;{call}, {kickers} kicker&quot; puts them.</extracomment>
        <translation>kicker|kickerrel|kísérő|kísérővel|dönt|döntenek</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>low</source>
        <extracomment>the word said next to a low&apos;s cards (&quot;seven-five low&quot;), separated by &quot;|&quot;; the cards are read on the side the translation of &quot;{cards} low&quot; (hand names) puts them.</extracomment>
        <translation>alsó|alsó kéz|low</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>no low</source>
        <translation>nincs alsó kéz</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>no low|no qualifying low</source>
        <extracomment>the ways a trainee may say there is no low in hi/lo (&quot;no low&quot;), separated by &quot;|&quot;; the words of the call &quot;no low&quot; are understood too.</extracomment>
        <translation>nincs alsó kéz|nincs alsó|nincs low|nincs érvényes alsó kéz</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>pair of {ranks}</source>
        <extracomment>{ranks} is the plural rank word; may use {rank} (as Hungarian &quot;ász pár&quot;) and drop {ranks}.</extracomment>
        <translation>{rank} pár</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>pair of|a pair of</source>
        <extracomment>words that say a hand is a pair when it is called (&quot;pair of kings&quot;), separated by &quot;|&quot; (the English ones and the hand names are always understood).</extracomment>
        <translation>pár|egy pár</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>quad</source>
        <extracomment>words that say four of a kind (&quot;quad kings&quot;), separated by &quot;|&quot;.</extracomment>
        <translation>quads</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>royal flush</source>
        <translation>royal flush</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>steel wheel</source>
        <extracomment>the five-high straight flush&apos;s own name, separated by &quot;|&quot;.</extracomment>
        <translation>steel wheel</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>this game has no low to call: call the hand only</source>
        <translation>ebben a játékban nincs alsó kéz: csak a kezet kell bemondani</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>three</source>
        <extracomment>the number said before a rank for three of a kind (&quot;three aces&quot;), separated by &quot;|&quot;.</extracomment>
        <translation>három</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>three {ranks}</source>
        <extracomment>three cards of a rank (&quot;three nines&quot;); {ranks} is the plural rank word; may use {rank} and drop {ranks}.</extracomment>
        <translation>{rank} drill</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>trip|set of|a set of</source>
        <extracomment>words that say three of a kind (&quot;trip nines&quot;, &quot;a set of fours&quot;), separated by &quot;|&quot;.</extracomment>
        <translation>trips|szett</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>two</source>
        <extracomment>the number said before a rank for a pair of it (&quot;two kings&quot;), &quot;|&quot;; a word that is also a rank&apos;s name counts only before a plural rank.</extracomment>
        <translation>két|kettő</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>two lows called: call one</source>
        <translation>két alsó kéz bemondva: csak egyet kell</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>type the call as a dealer says it, for example “kings full of sixes”</source>
        <translation>a bemondást úgy kell beírni, ahogy az osztó mondja, például „full house, királyok hatosokkal”</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>up</source>
        <extracomment>the word that calls two pair by its top pair alone (&quot;aces up&quot;), separated by &quot;|&quot;.</extracomment>
        <translation>up</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>wheel</source>
        <extracomment>the five-high straight&apos;s own name (&quot;the wheel&quot;), separated by &quot;|&quot;.</extracomment>
        <translation>wheel</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>{call}, {kickers} kicker</source>
        <extracomment>a call with the kicker(s) that decide it: &quot;pair of aces, king kicker&quot;, &quot;ace-high flush, queen-ten kicker&quot; ({kickers}: rank words joined by &quot;-&quot;).</extracomment>
        <translation>{call}, {kickers} kicker</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>{first} and {second} are two different hands: call one</source>
        <translation>{first} és {second} két különböző kéz: csak egyet kell bemondani</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>{high} and {low}</source>
        <extracomment>two pair as a dealer calls it (&quot;aces and eights&quot;): plural rank words.</extracomment>
        <translation>két pár, {high} és {low}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>{high}, {low}</source>
        <extracomment>a hi/lo call: the high hand&apos;s call, then the low&apos;s (&quot;aces and eights, seven-five low&quot;).</extracomment>
        <translation>{high}, {low}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>{ranks} up</source>
        <extracomment>two pair called by its top pair alone (&quot;aces up&quot;); {ranks} is the plural rank word.</extracomment>
        <translation>két pár, {ranks}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>{rank} high</source>
        <translation>{rank} magas</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>{rank} high, {kickers} decides</source>
        <extracomment>a high-card hand whose lower cards decide: &quot;king high, jack decides&quot; ({kickers}: rank words joined by &quot;-&quot;).</extracomment>
        <extracomment>English plural: {rank} high, {kickers} decide</extracomment>
        <translation>
            <numerusform>{rank} magas, {kickers} dönt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>{rank}-high flush</source>
        <translation>{rank} magas flöss</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>{rank}-high straight</source>
        <translation>{rank} magas sor</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>{rank}-high straight flush</source>
        <translation>{rank} magas színsor</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>{three} full of {pair}</source>
        <extracomment>{three} and {pair} are plural rank words; may use {pair_with} (the pair&apos;s rank as in &quot;with sixes&quot;: Hungarian &quot;hatosokkal&quot;) and drop {pair}.</extracomment>
        <translation>full house, {three} {pair_with}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>{words} does not say which hand: say it as a dealer does, for example “king-jack high”, “flush, ace-king” or “pair of kings”</source>
        <translation>{words}: nem derül ki, melyik kéz; úgy kell mondani, ahogy az osztó, például „király-bubi magas”, „flöss, ász-király” vagy „király pár”</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>{word} is not a word of a call (ranks: A K Q J 10 9 … 2 or their names; hands: pair, trips, straight, flush, full …)</source>
        <translation>{word} nem a bemondás szava (értékek: A K Q J 10 9 … 2 vagy a nevük; kezek: pár, drill, sor, flöss, full …)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>{word} — did you mean {suggestion}?</source>
        <extracomment>a word of a typed call not known ({word}), and the known word nearest to it.</extracomment>
        <translation>{word} — talán: {suggestion}?</translation>
    </message>
</context>
<context>
    <name>Chips</name>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>Casino cash chips (1 to 5,000)</source>
        <translation>Kaszinó készpénzes zsetonok (1–5 000)</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>Home game set (1 to 100)</source>
        <translation>Otthoni zsetonkészlet (1–100)</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>Tournament chips (25 to 25,000)</source>
        <translation>Versenyzsetonok (25–25 000)</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>black</source>
        <translation>fekete</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>blue</source>
        <translation>kék</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>brown</source>
        <translation>barna</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>green</source>
        <translation>zöld</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>grey</source>
        <translation>szürke</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>orange</source>
        <translation>narancs</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>pink</source>
        <translation>rózsaszín</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>purple</source>
        <translation>lila</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>red</source>
        <translation>piros</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>unknown chip set {name!r}: choose one of {names}</source>
        <translation>ismeretlen zsetonkészlet: {name!r} (lehetséges: {names})</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>white</source>
        <translation>fehér</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>yellow</source>
        <translation>sárga</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/answer.py"/>
        <source>{colour} ({value})</source>
        <extracomment>a chip named by its colour and value: &quot;black (100)&quot;.</extracomment>
        <translation>{colour} ({value})</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>{count} {colour} ({value})</source>
        <extracomment>a number of chips of one colour and the chips&apos; value: &quot;3 black (100)&quot;.</extracomment>
        <translation>{count} {colour} ({value})</translation>
    </message>
</context>
<context>
    <name>ClassReport</name>
    <message>
        <location filename="../../trainer/class_report.py"/>
        <source>another result has the same name ({files}): both are kept</source>
        <translation>egy másik eredmény is ugyanezen a néven szerepel ({files}): mindkettő megmarad</translation>
    </message>
    <message>
        <location filename="../../trainer/class_report.py"/>
        <source>changed after dealerdesk wrote it: its answers are graded again, its times cannot be checked</source>
        <translation>a dealerdesk általi mentés után módosították: a válaszok újra pontozva, az idők nem ellenőrizhetők</translation>
    </message>
    <message>
        <location filename="../../trainer/class_report.py"/>
        <source>holds what a result does not, ignored: {keys}</source>
        <translation>olyat is tartalmaz, ami nem része egy eredménynek, figyelmen kívül hagyva: {keys}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/class_report.py"/>
        <source>question {numbers} was on the screen when the exam was left, and answered after</source>
        <extracomment>English plural: questions {numbers} were on the screen when the exam was left, and answered after</extracomment>
        <translation>
            <numerusform>a(z) {numbers}. kérdés a képernyőn volt, amikor a vizsgát félbehagyták, és csak utána válaszolták meg</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/class_report.py"/>
        <source>the answer to question {numbers} could not be read: counted wrong</source>
        <extracomment>English plural: the answers to questions {numbers} could not be read: counted wrong</extracomment>
        <translation>
            <numerusform>a(z) {numbers}. kérdés válasza nem olvasható: hibásnak számít</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/class_report.py"/>
        <source>unfinished: {answered} of {count} questions answered</source>
        <translation>befejezetlen: {count} kérdésből {answered} megválaszolva</translation>
    </message>
</context>
<context>
    <name>ClassReportPage</name>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Answer given</source>
        <translation>Adott válasz</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Answers of {name}</source>
        <translation>{name} válaszai</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Certificate</source>
        <translation>Tanúsítvány</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Class report</source>
        <translation>Csoportjelentés</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Every answer is graded again by the rules engine from the exam&apos;s questions and what the trainee typed; a skill is passed with at least 80 % right and the median answer within its target time.</source>
        <translation>Minden választ újrapontoz a szabálymotor a vizsga kérdései és a tanuló által beírtak alapján; egy készség akkor megfelelt, ha legalább 80% helyes, és a medián válaszidő a célidőn belül van.</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Every question was answered right.</source>
        <translation>Minden kérdésre helyes válasz érkezett.</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Exam id</source>
        <translation>Vizsgaazonosító</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Graded by dealerdesk against the exam</source>
        <translation>A dealerdesk pontozta, a vizsga:</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Instructor</source>
        <translation>Oktató</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Median time</source>
        <translation>Medián idő</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Median time (target marked)</source>
        <translation>Medián idő (a célidő jelölve)</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Missed</source>
        <translation>Elhibázta</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Mistakes named</source>
        <translation>Megnevezett hibák</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Notes</source>
        <translation>Megjegyzések</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Passed</source>
        <translation>Megfelelt</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Question</source>
        <translation>Kérdés</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Questions</source>
        <translation>Kérdések</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Questions most missed</source>
        <translation>A legtöbbször elhibázott kérdések</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Result</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Right</source>
        <translation>Helyes</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Right answer</source>
        <translation>Helyes válasz</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Right answers (pass mark {mark:.0%})</source>
        <translation>Helyes válaszok (küszöb: {mark:.0%})</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Score</source>
        <translation>Arány</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Skill</source>
        <translation>Készség</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Target</source>
        <translation>Célidő</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>The class by skill</source>
        <translation>A csoport készségenként</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>This certifies that</source>
        <translation>Ezennel igazoljuk, hogy</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Time</source>
        <translation>Idő</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Trainee</source>
        <translation>Tanuló</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Trainees</source>
        <translation>Tanulók</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>no time limit</source>
        <translation>nincs időkorlát</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>not answered</source>
        <translation>nincs válasz</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>not passed</source>
        <translation>nem felelt meg</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>passed</source>
        <translation>megfelelt</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>passed the dealer exam</source>
        <translation>sikeresen letette az osztói vizsgát:</translation>
    </message>
    <message>
        <source>the PDF could not be written</source>
        <translation type="vanished">a PDF-fájlt nem sikerült megírni</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>unfinished</source>
        <translation>befejezetlen</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>{right} of {count} answers right, every skill at least 80 % right within its target time.</source>
        <translation>{count} válaszból {right} helyes, minden készségben legalább 80% helyes, a célidőn belül.</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>{seconds} per question</source>
        <translation>kérdésenként {seconds}</translation>
    </message>
</context>
<context>
    <name>ClassResults</name>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Answer given</source>
        <translation>Adott válasz</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Answers</source>
        <translation>Válaszok</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/results/class_results.py"/>
        <source>Cancelled: {count} more file was not read.</source>
        <extracomment>English plural: Cancelled: {count} more files were not read.</extracomment>
        <translation>
            <numerusform>Megszakítva: további {count} fájl nem lett beolvasva.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Class results: {exam}</source>
        <translation>Csoporteredmények: {exam}</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Grading the answers again: {done} of {total} results</source>
        <translation>A válaszok újraértékelése: {done} / {total} eredmény</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Median time</source>
        <translation>Medián idő</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Median time against the target (s)</source>
        <translation>Medián idő a célidőhöz képest (mp)</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Missed</source>
        <translation>Elhibázta</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Mistakes named</source>
        <translation>Megnevezett hibák</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>No new results since it is watched.</source>
        <translation>A figyelés kezdete óta nem érkezett új eredmény.</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Print…</source>
        <translation>Nyomtatás…</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Question</source>
        <translation>Kérdés</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Questions most missed</source>
        <translation>Legtöbbet hibázott kérdések</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Reading the result files: {done} of {total}</source>
        <translation>Az eredményfájlok beolvasása: {done} / {total}</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Result</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Results saved into a folder (a shared drive, a USB stick) can come into this report as they are saved: watch the folder.</source>
        <translation>Az egy mappába (megosztott meghajtóra, USB-kulcsra) mentett eredmények a mentésükkor bekerülhetnek ebbe a jelentésbe, ha a mappa figyelése be van kapcsolva.</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Right</source>
        <translation>Helyes</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Right answer</source>
        <translation>Helyes válasz</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Right answers (pass mark {mark:.0%})</source>
        <translation>Helyes válaszok (küszöb: {mark:.0%})</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Save as CSV…</source>
        <translation>Mentés CSV-ként…</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Save as PDF…</source>
        <translation>Mentés PDF-ként…</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Save the class report</source>
        <translation>A csoportjelentés mentése</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Score</source>
        <translation>Arány</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Skill</source>
        <translation>Készség</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Stop watching</source>
        <translation>Figyelés leállítása</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Target</source>
        <translation>Célidő</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>The class by skill</source>
        <translation>A csoport készségenként</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>The class report could not be saved to {file}: {reason}.</source>
        <translation>A csoportjelentést nem sikerült ide menteni: {file}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>The class report was saved to {file}.</source>
        <translation>A csoportjelentés mentve: {file}.</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>The folder is not there now (a drive not connected?): it is looked for again.</source>
        <translation>A mappa most nem érhető el (nincs csatlakoztatva a meghajtó?): a program újra keresi.</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>The folder the results are saved into</source>
        <translation>A mappa, ahová az eredmények kerülnek</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>The report was not made: Train → Class results… makes it from the results kept (choose no files).</source>
        <translation>A jelentés nem készült el: a Gyakorlás → Csoporteredmények… elkészíti a megőrzött eredményekből (fájlt nem kell választani).</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>The results could not be kept: {reason}</source>
        <translation>Az eredményeket nem sikerült megőrizni: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Time</source>
        <translation>Idő</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Trainee</source>
        <translation>Tanuló</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Trainees</source>
        <translation>Tanulók</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Watch a folder…</source>
        <translation>Mappa figyelése…</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Watching {folder} for results.</source>
        <translation>Eredmények figyelése ebben a mappában: {folder}.</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>not answered</source>
        <translation>nincs válasz</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/results/class_results.py"/>
        <source>{count} file in it cannot be used: it is read again when it changes.</source>
        <extracomment>English plural: {count} files in it cannot be used: each is read again when it changes.</extracomment>
        <translation>
            <numerusform>A mappában {count} fájl nem használható: a program újra beolvassa, amikor megváltozik.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/results/class_results.py"/>
        <source>{count} result went further than the one kept (a later file of its sitting).</source>
        <extracomment>English plural: {count} results went further than the ones kept (later files of their sittings).</extracomment>
        <translation>
            <numerusform>{count} eredmény a korábban megőrzöttnél tovább jutott (ugyanannak a vizsgázásnak egy későbbi fájlja).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>{exam}: {questions} questions · {trainees} results · {passed} passed</source>
        <translation>{exam}: {questions} kérdés · {trainees} eredmény · {passed} megfelelt</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>{new} result files imported, {kept} kept already, {refused} refused.</source>
        <translation>{new} eredményfájl importálva, {kept} már megvolt, {refused} elutasítva.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/results/class_results.py"/>
        <source>{time}: {count} new result came in.</source>
        <extracomment>English plural: {time}: {count} new results came in.</extracomment>
        <translation>
            <numerusform>{time}: {count} új eredmény érkezett.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <location filename="../../ui/window/crash.py"/>
        <source>A report was saved to {path}

Please attach it when you report the problem.</source>
        <translation>A hibajelentés mentve ide: {path}

Kérjük, csatolja a probléma bejelentésekor.</translation>
    </message>
    <message>
        <location filename="../../ui/window/crash.py"/>
        <source>The report could not be saved to {folder} ({problem}). Its text is under Show Details.</source>
        <translation>A hibajelentést nem sikerült ide menteni: {folder} ({problem}). A szövege a Részletek megjelenítése gombbal érhető el.</translation>
    </message>
    <message>
        <location filename="../../ui/window/crash.py"/>
        <source>dealerdesk ran into a problem and could not finish what it was doing: {summary}</source>
        <translation>A dealerdesk hibába ütközött, és nem tudta befejezni a műveletet: {summary}</translation>
    </message>
</context>
<context>
    <name>Dealing</name>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>A player asks for the pot</source>
        <translation>Egy játékos „pot”-ot kér</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>A table seats 2 to 10 players, not {count}.</source>
        <translation>Egy asztalnál 2–10 játékos ül, nem {count}.</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Call the showdown</source>
        <translation>A showdown levezetése</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Floor: {mistake}</source>
        <translation>Teremfőnök: {mistake}</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Floor: {mistake} — {answer}</source>
        <translation>Teremfőnök: {mistake} — {answer}</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Gather the bets into the pot</source>
        <translation>A tétek begyűjtése a kasszába</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Kill the losers and push the pot</source>
        <translation>A vesztes kezek muckba tétele, a kassza a nyerőhöz</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Move the button and take the blinds</source>
        <translation>Az osztógomb továbbvitele, a vakok beszedése</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>None of the chosen games can be dealt.</source>
        <translation>A választott játékok egyike sem osztható.</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Read the hand</source>
        <translation>A kéz leolvasása</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Rule on the raise</source>
        <translation>Döntés az emelésről</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Split the pot high and low</source>
        <translation>A kassza megosztása felső és alsó kéz között</translation>
    </message>
    <message>
        <source>Take the rake and pay the winners</source>
        <translation type="vanished">Vond le a rake-et, és fizesd ki a nyerőket</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Take the rake out of the pot</source>
        <translation>A rake kivétele a kasszából</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>The difficulty is 1 to 4, not {difficulty}.</source>
        <translation>A nehézség 1 és 4 között van, nem {difficulty}.</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Unknown house rake “{rake}”.</source>
        <translation>Ismeretlen rake: „{rake}”.</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Whose action, or is the round over?</source>
        <translation>Ki következik, vagy vége a licitkörnek?</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>that is not right</source>
        <translation>ez nem helyes</translation>
    </message>
</context>
<context>
    <name>DealingPage</name>
    <message>
        <location filename="../../ui/training/dealing_page.py"/>
        <source>Deal on (Enter)</source>
        <translation>Osztás tovább (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/training/dealing_page.py"/>
        <source>Every step is saved in your progress, with the skill that grades it.</source>
        <translation>Minden lépés bekerül az Ön haladásába, azzal a készséggel, amely értékeli.</translation>
    </message>
    <message>
        <location filename="../../ui/training/dealing_page.py"/>
        <source>Hand {n} of {total} · {step}</source>
        <translation>{n}. leosztás / {total} · {step}</translation>
    </message>
    <message>
        <location filename="../../ui/training/dealing_page.py"/>
        <source>Hand {n} · {step}</source>
        <translation>{n}. leosztás · {step}</translation>
    </message>
    <message>
        <location filename="../../ui/training/dealing_page.py"/>
        <source>Hands dealt: {hands} · {rate} hands per hour · error rate {errors} %</source>
        <translation>Leosztva: {hands} · {rate} leosztás óránként · hibaarány {errors}%</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation type="vanished">Medián idő</translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="vanished">Helyes</translation>
    </message>
    <message>
        <location filename="../../ui/training/dealing_page.py"/>
        <source>Right — the hand goes on.</source>
        <translation>Helyes — a leosztás folytatódik.</translation>
    </message>
    <message>
        <location filename="../../ui/training/dealing_page.py"/>
        <source>See the result (Enter)</source>
        <translation>Eredmény megtekintése (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/training/dealing_page.py"/>
        <source>Skip to my step (Space)</source>
        <translation>Ugrás az osztó lépéséhez (szóköz)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="vanished">Lépés</translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="vanished">Célidő</translation>
    </message>
    <message>
        <location filename="../../ui/training/dealing_page.py"/>
        <source>The game you dealt</source>
        <translation>Az Ön által osztott játék</translation>
    </message>
    <message>
        <location filename="../../ui/training/dealing_page.py"/>
        <source>The players act… Your step comes next: {step}.</source>
        <translation>A játékosok lépnek… Az Ön következő lépése: {step}.</translation>
    </message>
</context>
<context>
    <name>ExamEntries</name>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>&amp;Class results…</source>
        <translation>&amp;Csoporteredmények…</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>After each answer</source>
        <translation>Minden válasz után</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>An exam needs a name and at least one skill.</source>
        <translation>A vizsgához név és legalább egy készség kell.</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>At the end</source>
        <translation>A végén</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Class results: the exam&apos;s folder</source>
        <translation>Csoporteredmények: a vizsga mappája</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Dealing the questions: {done} of {total}</source>
        <translation>A kérdések összeállítása: {done} / {total}</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Difficulty</source>
        <translation>Nehézség</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>E&amp;xport exam…</source>
        <translation>Vizsga e&amp;xportálása…</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Exam</source>
        <translation>Vizsga</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Export exam</source>
        <translation>Vizsga exportálása</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Export exam cancelled: nothing was written.</source>
        <translation>A vizsga exportálása megszakítva: semmi sem lett kiírva.</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Going on from question {number}: your earlier answers are kept.</source>
        <translation>Folytatás a(z) {number}. kérdéstől: a korábbi válaszok megmaradtak.</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Questions</source>
        <translation>Kérdésszám</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Seconds per question</source>
        <translation>Másodperc kérdésenként</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Skills</source>
        <translation>Készségek</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Take an &amp;exam…</source>
        <translation>Vizsga l&amp;etétele…</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Take an exam</source>
        <translation>Vizsga letétele</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Take an exam: its folder</source>
        <translation>Vizsga letétele: a vizsga mappája</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>The exam was written to {folder}. Give the folder to the class: each trainee opens it with Train → Take an exam…</source>
        <translation>A vizsga mentve: {folder}. Adja oda a mappát a csoportnak: minden tanuló a Gyakorlás → Vizsga letétele… menüponttal nyitja meg.</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>The trainees&apos; result files (none: those kept already)</source>
        <translation>A tanulók eredményfájljai (ha nincs: a már meglévők)</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>This exam cannot be used: {reason}</source>
        <translation>Ez a vizsga nem használható: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Verdicts</source>
        <translation>Értékelés</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Where to keep your result file</source>
        <translation>Hová kerüljön az eredményfájl</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Where to put the exam&apos;s folder</source>
        <translation>Hová kerüljön a vizsga mappája</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Your answer is kept, but the result file could not be written: {reason}. It is written again with your next answer.</source>
        <translation>A válasz megmaradt, de az eredményfájlt nem sikerült megírni: {reason}. A következő válasszal újra megíródik.</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Your name, as your instructor will read it:</source>
        <translation>Név, ahogy az oktató olvasni fogja:</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>no limit</source>
        <translation>nincs korlát</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source> (the odd chip goes to the high half)</source>
        <translation> (a maradék zseton a felső félé)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source> and </source>
        <extracomment>joins the winners of one pot (&quot;Seat 2 (Ann) 60 and Seat 5 (Bob) 60&quot;); keep the spaces.</extracomment>
        <translation> és </translation>
    </message>
    <message>
        <source>(tied: split, odd chip to the first seat left of the button)</source>
        <translation type="vanished">(döntetlen: megosztva, a páratlan zseton a gombtól balra eső első széké)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>A bet and {raises} raise, with three or more players holding chips: the round is capped, so {who} may call or fold only (RRoP §3 r3).</source>
        <extracomment>English plural: A bet and {raises} raises, with three or more players holding chips: the round is capped, so {who} may call or fold only (RRoP §3 r3).</extracomment>
        <translation>
            <numerusform>Egy nyitás és {raises} emelés, miközben három vagy több játékosnak van még zsetonja: a kör elérte az emelési korlátot (cap), ezért {who} csak megadhat vagy dobhat (RRoP §3 r3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>A bet and {raises} raise: the round is capped, and in a tournament the cap holds heads-up too (TDA 48), so {who} may call or fold only.</source>
        <extracomment>English plural: A bet and {raises} raises: the round is capped, and in a tournament the cap holds heads-up too (TDA 48), so {who} may call or fold only.</extracomment>
        <translation>
            <numerusform>Egy nyitás és {raises} emelés: a kör elérte az emelési korlátot (cap), és versenyen a korlát kettesben is érvényes (TDA 48), ezért {who} csak megadhat vagy dobhat.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>A pot raise adds that much to the {bet} bet: raise to {bet} + {added} = {raise_to} (RRoP §14, pot limit).</source>
        <translation>A pot-emelés ennyivel emeli meg a(z) {bet} zsetonos tétet: emelés {bet} + {added} = {raise_to}-ig (RRoP §14, pot limit).</translation>
    </message>
    <message>
        <source>A pot raise adds that much to the {bet} bet: raise to {bet} + {added} = {raise_to}.</source>
        <translation type="vanished">A kasszányi emelés ennyivel növeli a tétet ({bet}): emelés {bet} + {added} = {raise_to} összegre.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>A raise adds one big bet to the bet to match: raise to {level} + {size} = {full}.</source>
        <translation>Az emelés egy nagy tétet tesz a megadandó tétre: emelés {level} + {size} = {full}-ig.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>A raise adds one small bet to the bet to match: raise to {level} + {size} = {full}.</source>
        <translation>Az emelés egy kis tétet tesz a megadandó tétre: emelés {level} + {size} = {full}-ig.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>A tournament has no missed blinds: the players away are dealt in and blinded, their hands dead (TDA 30).</source>
        <translation>Versenyen nincs kihagyott vak: a távol lévő játékosok is kapnak lapot, a vakjukat beteszik, a kezük halott (TDA 30).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>A {hand} has no kicker to say.</source>
        <translation>{hand}: nincs bemondandó kicker.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>After the flop the action starts with the first active player clockwise from the button.</source>
        <translation>A flop után az osztógombtól az óramutató járásával megegyezően az első aktív játékos kezdi a licitet.</translation>
    </message>
    <message>
        <source>All-in, so no more action for them: {seats}.</source>
        <translation type="vanished">All-inben vannak, ezért nem licitálnak tovább: {seats}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>All-in, so no more action for them: {seats}.</source>
        <comment>one seat</comment>
        <extracomment>a list of one seat or several (the comment says which): the verb agrees with it.</extracomment>
        <translation>All-inben van, ezért már nem licitál: {seats}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>All-in, so no more action for them: {seats}.</source>
        <comment>several seats</comment>
        <translation>All-inben vannak, ezért már nem licitálnak: {seats}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>Before the flop a short or dead blind counts as posted in full (TDA 54-B), adding {chips}.</source>
        <translation>A flop előtt a hiányos vagy halott vak teljesnek számít (TDA 54-B), ez további {chips}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Before the flop the action starts left of the big blind and goes clockwise; the big blind acts last.</source>
        <translation>A flop előtt a nagyvaktól balra ülő játékos kezd, és a licit az óramutató járásával megegyezően halad; a nagyvak licitál utoljára.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>Before the flop the big blind, {increment}, is the opening bet: a raise must add at least {increment} (TDA 43-A).</source>
        <translation>A flop előtt a nagyvak ({increment}) a nyitó tét: az emelésnek legalább ennyivel kell növelnie a tétet (TDA 43-A).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>Bets in front of the players: {bets} = {total}.</source>
        <translation>Tétek a játékosok előtt: {bets} = {total}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>Bets in front of the players: {bets}.</source>
        <translation>Tétek a játékosok előtt: {bets}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>Betting on earlier streets does not count ({who} bet or raised last there).</source>
        <translation>A korábbi körök licitje nem számít (ott utoljára ez a szék nyitott vagy emelt: {who}).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Button: seat {button}, where nobody is dealt in — a dead button; the player before it acts last again.</source>
        <translation>Osztógomb: {button}. szék, ahol senki sem kap lapot — halott osztógomb; az előtte ülő játékos ismét utolsóként lép.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Button: {button}.</source>
        <translation>Osztógomb: {button}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/explain.py"/>
        <source>Check: {parts} = {total}, every chip put in.</source>
        <translation>Ellenőrzés: {parts} = {total}, minden betett zseton.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>Chips already in the middle: {chips}.</source>
        <translation>Középen már bent lévő zsetonok: {chips}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>Coloured up: {pile} — {count} chips instead of {before}.</source>
        <translation>Nagyobb címletre váltva (color up): {pile} — {count} zseton {before} helyett.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>Count the pot colour by colour, largest chips first: each colour stands in stacks of five, so count the stacks, times five, and add the short stack.</source>
        <translation>A kasszát színenként kell számolni, a legnagyobb zsetonokkal kezdve: minden szín ötös oszlopokban áll, így az oszlopok számát öttel kell szorozni, és hozzá kell adni a rövid oszlopot.</translation>
    </message>
    <message>
        <source>Count the pot colour by colour, largest chips first; small chips stand in stacks of 20, the big ones are cut in fives.</source>
        <translation type="vanished">A kasszát színenként kell számolni, a legnagyobb zsetonokkal kezdve; a kis zsetonok 20-as oszlopokban állnak, a nagyokat ötösével vágják.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Dead button (RRoP §4 2b; TDA 32): the player due the big blind always posts it — the next player in the game after last hand&apos;s big blind. The small blind goes where the big blind was and the button where the small blind was, even onto an empty seat or a player who has left.</source>
        <translation>Halott osztógomb (RRoP §4 2b; TDA 32): a nagyvakot mindig az teszi be, aki soron van vele — az előző leosztás nagyvakja után következő játékos. A kisvak oda kerül, ahol a nagyvak volt, az osztógomb oda, ahol a kisvak volt, akkor is, ha az a szék üres, vagy a játékosa távozott.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Dealt in, from the first seat left of the button to the button: {seats}.</source>
        <translation>Lapot kapnak, az osztógombtól balra eső első széktől az osztógombig: {seats}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/explain.py"/>
        <source>Each player&apos;s chips in this hand: {chips}.</source>
        <translation>Az egyes játékosok zsetonjai ebben a leosztásban: {chips}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>Each winner receives: {shares}.</source>
        <translation>A nyertesek ennyit kapnak: {shares}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>Every hand still in wins a share: the dealer kills none.</source>
        <translation>Minden játékban maradt kéz nyer valamit: az osztó egyiket sem teszi muckba.</translation>
    </message>
    <message>
        <source>Every other player still in is all-in or could only call: nobody could call a raise, so {who} may call or fold only.</source>
        <translation type="vanished">A játékban maradt többi játékos all-inben van, vagy csak megadni tudna: emelést senki sem tudna megadni, ezért {who} csak megadhat vagy dobhat.</translation>
    </message>
    <message>
        <location filename="../../trainer/core/betting_steps.py"/>
        <source>Every other player still in is all-in or could only call: nobody could call a raise, so {who} may fold or call only.</source>
        <translation>A játékban maradt többi játékos all-inben van, vagy csak megadni tudna: emelést senki sem tudna megadni, ezért {who} csak dobhat vagy megadhat.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>First the uncalled {amount} went back to {who}: it was never in the pot, so it is never raked.</source>
        <translation>Először a(z) {who} visszakapja a meg nem adott {amount} zsetont: sosem volt a kasszában, így rake sem jár utána.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>Fixed limit {small}/{big}: {street} every bet and raise is the big bet, {size}.</source>
        <translation>Fix limit {small}/{big}: {street} minden nyitás és emelés a nagy tét, {size}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>Fixed limit {small}/{big}: {street} every bet and raise is the small bet, {size}.</source>
        <translation>Fix limit {small}/{big}: {street} minden nyitás és emelés a kis tét, {size}.</translation>
    </message>
    <message>
        <source>Folded, so passed over: {seats}.</source>
        <translation type="vanished">Bedobtak, ezért kimaradnak: {seats}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Folded, so passed over: {seats}.</source>
        <comment>one seat</comment>
        <extracomment>a list of one seat or several (the comment says which): the verb agrees with it.</extracomment>
        <translation>Bedobta a lapjait, ezért kimarad: {seats}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Folded, so passed over: {seats}.</source>
        <comment>several seats</comment>
        <translation>Bedobták a lapjaikat, ezért kimaradnak: {seats}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>Give it back in the fewest chips, largest first: {chips}.</source>
        <translation>A visszajárót a lehető legkevesebb zsetonban kell adni, a legnagyobbakkal kezdve: {chips}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Heads-up the big blind acts first after the flop and the button last.</source>
        <translation>Kettesben a flop után a nagyvak kezd, az osztógomb licitál utoljára.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Heads-up the button posts the small blind and acts first before the flop; the big blind acts last.</source>
        <translation>Kettesben az osztógomb teszi be a kisvakot, és a flop előtt ő kezd; a nagyvak licitál utoljára.</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>High: {shares}</source>
        <translation>Felső: {shares}</translation>
    </message>
    <message>
        <source>House rule: the blinds count as posted in full, adding {chips}.</source>
        <translation type="vanished">Házszabály: a vakok teljes összegükkel számítanak, ez {chips} többletet jelent.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>House rule: the small blind counts as a big blind until the big blind has acted (RRoP §14, pot limit), adding {chips}.</source>
        <translation>Házszabály: a kisvak nagyvaknak számít, amíg a nagyvak nem lépett (RRoP §14, pot limit), ez további {chips}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>In all: {total}.</source>
        <translation>Összesen: {total}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>Low: {cards}, called {call}.</source>
        <translation>Alsó kéz: {cards}, bemondva: {call}.</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>Low: {shares}</source>
        <translation>Alsó: {shares}</translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation type="vanished">Főkassza</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>Minimum raise-to = {bet} + {increment} = {raise_to}.</source>
        <translation>Minimális emelés végösszege = {bet} + {increment} = {raise_to}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Moving button (RRoP §4 r2): the button moves on to the next player in the game and the blinds follow it; a player away when the small blind passes owes it dead on their return.</source>
        <translation>Mozgó osztógomb (RRoP §4 r2): az osztógomb a következő játékban lévő játékoshoz lép, a vakok követik; aki távol volt, amikor a kisvak elhaladt mellette, visszatérésekor halottként tartozik vele.</translation>
    </message>
    <message>
        <source>Mucked when their turn came, so dead: {players}.</source>
        <translation type="vanished">Sorra kerülve eldobták, így halott: {players}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>Mucked when their turn came, so dead: {players}.</source>
        <comment>one seat</comment>
        <extracomment>a list of one seat or several (the comment says which): the verb agrees with it.</extracomment>
        <translation>Amikor sorra került, eldobta a lapjait, így a keze halott: {players}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>Mucked when their turn came, so dead: {players}.</source>
        <comment>several seats</comment>
        <translation>Amikor sorra kerültek, eldobták a lapjaikat, így a kezük halott: {players}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>No cap: the rake is {rake}.</source>
        <translation>Nincs plafon: a rake {rake}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>No flop was dealt: no flop, no drop. Nothing is raked and nothing is dropped for the jackpot; the whole pot is pushed.</source>
        <translation>Nem volt flop, így nincs sem rake, sem jackpot-levonás (nincs flop, nincs rake); a teljes kassza a nyertesé.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>No low: no two hole cards and three board cards make five different ranks of eight or lower.</source>
        <translation>Nincs alsó kéz: két saját lap és három közös lap sem ad öt különböző, nyolcas vagy kisebb értéket.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>No other hand tabled has the same hand and ranks: the kickers decide nothing and are not said.</source>
        <translation>Egyetlen másik asztalra tett kéz sem ugyanilyen, ugyanezekkel az értékekkel: a kickerek nem döntenek, nem kell bemondani őket.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>Nobody bet {street}, the final betting round: the first active player left of the button shows first, {who} (TDA 17-A).</source>
        <translation>Senki sem nyitott {street}, az utolsó licitkörben: az osztógombtól balra eső első aktív játékos mutat elsőként: {who} (TDA 17-A).</translation>
    </message>
    <message>
        <source>Nobody bet {street}, the final round: the first player left of the button shows first, {who}.</source>
        <translation type="vanished">Senki sem nyitott {street}, az utolsó licitkörben: a gombtól balra ülő első játékos mutat elsőként: {who}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/explain.py"/>
        <source>Nobody called the last {amount} of {who}: it goes back (TDA 15-B).</source>
        <translation>{who} utolsó {amount} zsetonját senki sem adta meg: visszajár (TDA 15-B).</translation>
    </message>
    <message>
        <source>Nobody called the last {amount} of {who}: it goes back.</source>
        <translation type="vanished">{who} utolsó {amount} zsetonját senki sem adta meg: visszajár.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>Nobody has bet yet {street}: the largest bet is the pot, {pot} (RRoP §14, pot limit).</source>
        <translation>Még senki sem nyitott {street}: a legnagyobb nyitás a kassza, {pot} (RRoP §14, pot limit).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>Nobody has bet yet {street}: {who} may check (a call of 0).</source>
        <translation>{street} még senki sem nyitott: {who} passzolhat (a megadás 0).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>Nobody has bet yet {street}: {who} may check or bet.</source>
        <translation>Még senki sem nyitott {street}: {who} passzolhat vagy nyithat.</translation>
    </message>
    <message>
        <source>Nobody has bet yet: the largest bet is the pot, {pot}.</source>
        <translation type="vanished">Még senki sem nyitott: a legnagyobb nyitás a kassza, azaz {pot}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>Nobody has made a full bet on this street yet: a raise must still add at least the minimum bet, {increment} (RRoP §14).</source>
        <translation>Ebben a körben még senki sem nyitott teljes téttel: az emelésnek így is legalább a minimális nyitással ({increment}) kell növelnie a tétet (RRoP §14).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Nobody is left to act: every active player has called the last bet or raise, or everyone checked, or only one player has chips behind. The round is over: gather the bets.</source>
        <translation>Senki sem következik: minden aktív játékos megadta az utolsó tétet vagy emelést, vagy mindenki passzolt, vagy csak egy játékosnak maradt zsetonja. A licitkörnek vége: a téteket be kell gyűjteni a kasszába.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Nobody raised, so the big blind has the option: check or raise.</source>
        <translation>Senki sem emelt, ezért a nagyvaknak még van választása (opció): passzol vagy emel.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>Not {call}: that is the board alone; Omaha plays exactly two hole cards.</source>
        <translation>Nem {call}: az csak a board; Omahában pontosan két saját lap játszik.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>Not {call}: that plays {mine} from the hand with four board cards; Omaha plays exactly two hole cards.</source>
        <translation>Nem {call}: ahhoz a kézből csak egy lap játszana ({mine}), négy közös lappal; Omahában pontosan két saját lap játszik.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>Not {call}: that takes {mine} from the hand — three hole cards, and Omaha plays exactly two.</source>
        <translation>Nem {call}: az ehhez a kézből ezt venné: {mine} — három saját lapot, Omahában pedig pontosan kettő játszik.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>Not {call}: the hand has only one card of the suit ({mine}); an Omaha flush needs two suited hole cards.</source>
        <translation>Nem {call}: a kézben csak egy lap van ebből a színből ({mine}); az omahás flösshöz két azonos színű saját lap kell.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>Omaha plays exactly two hole cards and three from the board: {five} — {mine} from the hand, {board} from the board.</source>
        <translation>Omahában pontosan két saját lap és három közös lap játszik: {five} — a kézből {mine}, a boardról {board}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>Seat {seat}: {chips}</source>
        <translation>{seat}. szék: {chips}</translation>
    </message>
    <message>
        <source>Side pot {number}</source>
        <translation type="vanished">{number}. mellékkassza</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Small blind: {small}.</source>
        <translation>Kisvak: {small}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>So the action is on {who}.</source>
        <translation>Tehát a(z) {who} következik.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Still to act, in order: {players}.</source>
        <translation>Még licitálnia kell, sorrendben: {players}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>The best five of the seven cards: {five} ({mine} from the hand).</source>
        <translation>A hét lap legjobb öt lapja: {five} (a kézből: {mine}).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>The bet is {size}.</source>
        <translation>A nyitás: {size}.</translation>
    </message>
    <message>
        <location filename="../../trainer/core/betting_steps.py"/>
        <source>The bet to match is {bet}; {who} has nothing in front, so the call is {bet}.</source>
        <translation>A megadandó tét {bet}; {who} előtt nincs tét, így a megadás {bet}.</translation>
    </message>
    <message>
        <location filename="../../trainer/core/betting_steps.py"/>
        <source>The bet to match is {bet}; {who} has {in_front} in front, so a full call would be {bet} − {in_front} = {full}, but {who} has only {chips} behind: calling puts {seat} all-in for less, {chips}.</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;), {seat} the seat alone; may drop {seat} where the sentence has named the seat already.</extracomment>
        <translation>A megadandó tét {bet}; {who} előtt {in_front} van, így a teljes megadás {bet} − {in_front} = {full} lenne, de {who} stackjében csak {chips} maradt: a megadással kevesebbel, {chips} zsetonnal all-inbe kerül.</translation>
    </message>
    <message>
        <location filename="../../trainer/core/betting_steps.py"/>
        <source>The bet to match is {bet}; {who} has {in_front} in front, so the call is {bet} − {in_front} = {call}.</source>
        <translation>A megadandó tét {bet}; {who} előtt {in_front} van, így a megadás {bet} − {in_front} = {call}.</translation>
    </message>
    <message>
        <source>The bet to match is {bet}; {who} has {in_front} in front, so the call is {call}.</source>
        <translation type="vanished">A megadandó tét {bet}; {who} előtt {in_front} van, így a megadás {call}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>The betting is capped (a bet and {raises} raise): {who} may fold or call only (RRoP §3).</source>
        <extracomment>English plural: The betting is capped (a bet and {raises} raises): {who} may fold or call only (RRoP §3).</extracomment>
        <translation>
            <numerusform>A licit elérte az emelési korlátot (egy nyitás és {raises} emelés): {who} csak dobhat vagy megadhat (RRoP §3).</numerusform>
        </translation>
    </message>
    <message>
        <source>The betting is capped (a bet and {raises} raises): {who} may fold or call only (RRoP §3).</source>
        <translation type="vanished">A licit elérte az emelési korlátot (egy nyitás és {raises} emelés): {who} csak dobhat vagy megadhat (RRoP §3).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>The big blind moves one seat on, to {big}.</source>
        <translation>A nagyvak egy székkel továbblép: {big}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>The big blind passes seat(s) {seats} and goes to {big}: {why}.</source>
        <translation>A nagyvak átlépi ezeket a székeket: {seats}, és ide kerül: {big} ({why}).</translation>
    </message>
    <message>
        <source>The big blind passes seat(s) {seats}: nobody there is in the game (empty, away or just sat down), so it goes to {big}.</source>
        <translation type="vanished">A nagyvak átlépi ezeket a székeket: {seats} — ott senki sincs játékban (üres, távol van vagy most ült le), így ide kerül: {big}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>The big blind, {blind}, is the bet (number 1 of the cap&apos;s count).</source>
        <translation>A nagyvak, {blind}, számít nyitásnak (az emelési korlát számolásában az 1.).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>The call is {call}; the chip put out is worth {paid}, so the change is {paid} − {call} = {change}.</source>
        <translation>A megadás {call}; a letett zseton értéke {paid}, így a visszajáró {paid} − {call} = {change}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>The call: {call}.</source>
        <translation>A bemondás: {call}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>The cap was reached while three or more players had chips; a round once capped stays capped when it comes down to two (RRoP §3 r4), so {who} may call or fold only.</source>
        <translation>A kör akkor érte el az emelési korlátot, amikor még három vagy több játékosnak volt zsetonja; a korlát akkor is marad, ha ketten maradnak (RRoP §3 r4), ezért {who} csak megadhat vagy dobhat.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>The cap with {players} players dealt in is {cap}: the rake stops there, {rake}.</source>
        <translation>{players} játékosnál a plafon {cap}: a rake itt megáll, {rake}.</translation>
    </message>
    <message>
        <source>The dealer kills the hands that win nothing: {players}.</source>
        <translation type="vanished">Az osztó megsemmisíti a semmit sem nyerő kezeket: {players}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>The dealer kills the hands that win nothing: {players}.</source>
        <comment>one seat</comment>
        <extracomment>a list of one seat or several (the comment says which): the verb agrees with it.</extracomment>
        <translation>A semmit sem nyerő kezet az osztó muckba teszi: {players}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>The dealer kills the hands that win nothing: {players}.</source>
        <comment>several seats</comment>
        <translation>A semmit sem nyerő kezeket az osztó muckba teszi: {players}.</translation>
    </message>
    <message>
        <source>The last bet or raise {street} (the final betting round) was {who}&apos;s: that hand shows first (TDA 17-A).</source>
        <translation type="vanished">Az utolsó nyitást vagy emelést {street} (az utolsó licitkörben) {who} tette: ez a kéz mutat elsőként (TDA 17-A).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>The last bet or raise {street}, the final betting round, was {who}&apos;s: that hand is shown first (TDA 17-A).</source>
        <translation>Az utolsó nyitás vagy emelés {street}, az utolsó licitkörben, ettől a széktől jött: {who}. Ez a kéz mutat elsőként (TDA 17-A).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>The last full bet or raise of this street added {increment}: a raise must add at least as much (TDA 43-A).</source>
        <translation>A kör utolsó teljes nyitása vagy emelése {increment} volt: a következő emelésnek is legalább ennyivel kell növelnie a tétet (TDA 43-A).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>The others follow clockwise, so the order is: {players}.</source>
        <translation>A többiek az óramutató járásával megegyezően követik, így a sorrend: {players}.</translation>
    </message>
    <message>
        <source>The others follow clockwise: {players}.</source>
        <translation type="vanished">A többiek az óramutató járásával megegyezően követik: {players}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>The pot is under {threshold}: no jackpot drop.</source>
        <translation>A kassza {threshold} alatt van: nincs jackpot-levonás.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>The pot is {total} in {count} chips: {pile}.</source>
        <translation>A kassza {total}, {count} zsetonban: {pile}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>The pot on the table: {pot}.</source>
        <translation>A kassza az asztalon: {pot}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>The pot on the table: {terms} = {pot}.</source>
        <translation>A kassza az asztalon: {terms} = {pot}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>The pot reached {threshold} and a flop was seen: {drop} is dropped for the jackpot, on top of the rake.</source>
        <translation>A kassza legalább {threshold}, és volt flop: {drop} jackpot-levonás a rake-en felül.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>The pot: {pots} chips.</source>
        <translation>A kassza: {pots} zseton.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>The raise counts from the last full bet, {level}, not from the all-in: {level} + {size} = {full}.</source>
        <translation>Az emelés az utolsó teljes nyitástól vagy emeléstől ({level}) számít, nem az all-intől: {level} + {size} = {full}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>The rake and the drop come out of the main pot first (a side pot only for what the main pot cannot cover).</source>
        <translation>A rake és a levonás először a főkasszából jön (mellékkasszából csak az, amit a főkassza nem fed).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>The small blind falls on seat {place}, where the big blind was; nobody there posts it (empty, away, or waiting for the big blind): no small blind this hand — it is not moved on to the next player.</source>
        <translation>A kisvak a(z) {place}. székre esik, ahol a nagyvak volt; ott senki sem teszi be (üres, távol van vagy a nagyvakra vár): ebben a leosztásban nincs kisvak — nem kerül át a következő játékosra.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>The smallest bet is the minimum bet, one big blind: {minimum} (RRoP §14).</source>
        <translation>A legkisebb nyitás a minimális nyitás, egy nagyvak: {minimum} (RRoP §14).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>The smallest bet is the minimum bet: {minimum} (RRoP §14).</source>
        <translation>A legkisebb nyitás a minimális nyitás: {minimum} (RRoP §14).</translation>
    </message>
    <message>
        <source>The smallest raise adds the last full bet or raise of this street (at least the big blind): {increment}.</source>
        <translation type="vanished">A minimális emelés mértéke a kör utolsó teljes nyitása vagy emelése (legalább a nagyvak): {increment}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>Then the called chips go with the bet: {call} in front of the player.</source>
        <translation>A megadott összeg a tét mellé kerül: {call} a játékos előtt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>There have been {count} full bet and raise, the cap with three or more players, but only two players have chips: heads-up a cash game has no cap (RRoP §3 r4).</source>
        <extracomment>English plural: There have been {count} full bets and raises, the cap with three or more players, but only two players have chips: heads-up a cash game has no cap (RRoP §3 r4).</extracomment>
        <translation>
            <numerusform>Eddig {count} teljes nyitás és emelés volt, ez három vagy több játékosnál az emelési korlát, de csak két játékosnak van zsetonja: kettesben a készpénzes játékban nincs korlát (RRoP §3 r4).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>Together: {sum} = {total}.</source>
        <translation>Együtt: {sum} = {total}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Two players: heads-up the button posts the small blind and the other player the big blind (TDA 34-B; RRoP §4), and nobody posts the big blind twice running. Button and small blind: {button}.</source>
        <translation>Két játékos: kettesben az osztógomb teszi be a kisvakot, a másik játékos a nagyvakot (TDA 34-B; RRoP §4), és senki sem teszi be kétszer egymás után a nagyvakot. Osztógomb és kisvak: {button}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>Under the cap of {cap} ({players} players dealt in): the rake is {rake}.</source>
        <translation>A rake {rake}, a plafon ({cap}, {players} játékos) alatt.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>Winners: {players}.</source>
        <extracomment>a winner and the pots they win, e.g. &quot;Seat 5 (Ann) — Main pot, Side pot 1&quot;.</extracomment>
        <translation>Nyertesek: {players}.</translation>
    </message>
    <message>
        <location filename="../../trainer/core/betting_steps.py"/>
        <source>before the flop</source>
        <translation>a flop előtt</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>best high and best low: scoops the whole pot</source>
        <translation>legjobb felső és legjobb alsó kéz: az egész kasszát viszi (scoop)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>no low</source>
        <translation>nincs alsó kéz</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>no qualifying low, and the high hands tie</source>
        <translation>nincs érvényes alsó kéz, és a felső kezek döntetlent játszanak</translation>
    </message>
    <message>
        <source>no qualifying low, so the high hand takes it all</source>
        <translation type="vanished">nincs érvényes alsó kéz, így a felső kéz viszi az egészet</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>no qualifying low, so the high hand takes it all (RRoP §7)</source>
        <translation>nincs érvényes alsó kéz, ezért a felső kéz viszi az egészet (RRoP §7)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/betting_steps.py"/>
        <source>on the flop</source>
        <translation>a flopon</translation>
    </message>
    <message>
        <location filename="../../trainer/core/betting_steps.py"/>
        <source>on the river</source>
        <translation>a riveren</translation>
    </message>
    <message>
        <location filename="../../trainer/core/betting_steps.py"/>
        <source>on the turn</source>
        <translation>a turnön</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>one big bet, {size}</source>
        <translation>egy nagy tét, {size}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>one small bet, {size}</source>
        <translation>egy kis tét, {size}</translation>
    </message>
    <message>
        <source>scoops high and low</source>
        <translation type="vanished">a felső és az alsó felet is viszi (scoop)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>seat {seat} has just sat down</source>
        <translation>{seat}. szék: most ült le</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>seat {seat} is away</source>
        <translation>{seat}. szék: távol van</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>seat {seat} is back, owing missed blinds</source>
        <translation>{seat}. szék: visszajött, tartozik a kihagyott vakokkal</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>seat {seat} is empty</source>
        <translation>{seat}. szék: üres</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>seat {seat} is not dealt in</source>
        <translation>{seat}. szék: nem kap lapot</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>seat {seat} posts the small blind</source>
        <translation>{seat}. szék: beteszi a kisvakot</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>seat {seat} takes the button</source>
        <translation>{seat}. szék: megkapja az osztógombot</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>seat {seat} waits for the big blind</source>
        <translation>{seat}. szék: a nagyvakra vár</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>split after the rake: high half {high} → {high_shares}; low half {low} → {low_shares}</source>
        <translation>felezés a rake után: felső fél {high} → {high_shares}; alsó fél {low} → {low_shares}</translation>
    </message>
    <message>
        <source>split after the rake: high half {high}, low half {low}</source>
        <translation type="vanished">felezés a rake után: felső fél {high}, alsó fél {low}</translation>
    </message>
    <message>
        <source>split as evenly as possible, odd chips from the first seat left of the button</source>
        <translation type="vanished">a lehető legegyenlőbben elosztva, a páratlan zsetonok a gombtól balra eső első széktől kezdve</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>split as evenly as possible: the odd chip goes to {who}, the first tied winner left of the button (TDA 20-A)</source>
        <translation>a lehető legegyenlőbben elosztva: a maradék zseton az azonos kézzel nyerők közül az osztógombtól balra eső elsőé: {who} (TDA 20-A)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>split as evenly as possible: the odd chips go one each to {players}, the first tied winners left of the button (TDA 20-A)</source>
        <translation>a lehető legegyenlőbben elosztva: a maradék zsetonokból egyet-egyet kapnak az azonos kézzel nyerők közül az osztógombtól balra eső elsők: {players} (TDA 20-A)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>split evenly</source>
        <translation>egyenlően elosztva</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>the same hands win high and low, so the whole pot is split as evenly as possible (RRoP Ties)</source>
        <translation>ugyanazok a kezek nyerik a felső és az alsó részt, ezért az egész kasszát a lehető legegyenlőbben osztják el (RRoP Ties)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>tied: {parts} = {total}</source>
        <translation>döntetlen: {parts} = {total}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>{amount} ({seat})</source>
        <translation>{amount} ({seat})</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>{amount} = high half {high} + low half {low}.</source>
        <translation>{amount} = felső fél {high} + alsó fél {low}.</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>{amount} = high half {high} + low half {low}: the odd chip goes to the high half (TDA 20-C).</source>
        <translation>{amount} = felső fél {high} + alsó fél {low}: a maradék zseton a felső félé (TDA 20-C).</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>{amount} − drop {drop} = {left}</source>
        <translation>{amount} − jackpot-levonás {drop} = {left}</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>{amount} − rake {rake} = {left}</source>
        <translation>{amount} − rake {rake} = {left}</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>{amount} − rake {rake} − drop {drop} = {left}</source>
        <translation>{amount} − rake {rake} − jackpot-levonás {drop} = {left}</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>{amount} − {taken} of the rake and drop = {left}</source>
        <translation>{amount} − {taken} (a rake és a jackpot-levonás része) = {left}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/explain.py"/>
        <source>{chips} dead money</source>
        <translation>{chips} halott pénz</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>{chip}: {count} chip, worth {subtotal}</source>
        <extracomment>one colour&apos;s chips in a pot, a single short stack: &quot;green (25): 3 chips, worth 75&quot;.</extracomment>
        <extracomment>English plural: {chip}: {count} chips, worth {subtotal}</extracomment>
        <translation>
            <numerusform>{chip}: {count} zseton, értéke {subtotal}</numerusform>
        </translation>
    </message>
    <message>
        <source>{chip}: {count} chips, worth {subtotal}</source>
        <extracomment>one colour&apos;s chips in a pot, in one stack: &quot;green (25): 7 chips, worth 175&quot;.</extracomment>
        <translation type="vanished">{chip}: {count} zseton, értéke {subtotal}</translation>
    </message>
    <message>
        <source>{chip}: {stacks} = {count} chips, worth {subtotal}</source>
        <extracomment>one colour&apos;s chips in a pot, stack by stack: &quot;black (100): 5 + 5 + 3 = 13 chips, worth 1300&quot;.</extracomment>
        <translation type="vanished">{chip}: {stacks} = {count} zseton, értéke {subtotal}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>{chip}: {stacks} × 5 + {short} = {count} chips, worth {subtotal}</source>
        <extracomment>one colour&apos;s chips in a pot, stacks of five and a short stack: &quot;green (25): 7 × 5 + 2 = 37 chips, worth 925&quot;.</extracomment>
        <translation>{chip}: {stacks} × 5 + {short} = {count} zseton, értéke {subtotal}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>{chip}: {stacks} × 5 = {count} chips, worth {subtotal}</source>
        <extracomment>one colour&apos;s chips in a pot, in stacks of five: &quot;black (100): 3 × 5 = 15 chips, worth 1500&quot;.</extracomment>
        <translation>{chip}: {stacks} × 5 = {count} zseton, értéke {subtotal}</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>{hand} ({cards})</source>
        <translation>{hand} ({cards})</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>{left}: {count} {chip} make {used}; {left} − {used} = {rest} left.</source>
        <extracomment>one step of colouring up: &quot;1375: 2 purple (500) make 1000; 1375 − 1000 = 375 left.&quot;</extracomment>
        <translation>{left}: {count} db {chip} értéke {used}; {left} − {used} = {rest} marad.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>{percent}% of {pot} is {amount}, rounded down to the smallest chip ({chip}).</source>
        <translation>A kassza ({pot}) {percent}%-a {amount}, lefelé kerekítve a legkisebb zsetonra ({chip}).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>{players} are all-in and the betting is over: every hand is turned face up at once, and none may be mucked (TDA 16).</source>
        <translation>{players} all-inben vannak, és a licit véget ért: minden kezet egyszerre kell felfordítani, és egyik sem dobható el (TDA 16).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>{players} is all-in and the betting is over: every hand is turned face up at once, and none may be mucked (TDA 16).</source>
        <translation>{players} all-inben van, és a licit véget ért: minden kezet egyszerre kell felfordítani, és egyik sem dobható el (TDA 16).</translation>
    </message>
    <message>
        <source>{pot} ({amount}, {players}): high half {high} (the odd chip goes high), low half {low}.</source>
        <translation type="vanished">{pot} ({amount}, {players}): felső fél {high} (a páratlan zseton a felsőé), alsó fél {low}.</translation>
    </message>
    <message>
        <source>{pot} ({amount}, {players}): {shares}</source>
        <translation type="vanished">{pot} ({amount}, {players}): {shares}</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>{pot} ({amount}; {players} can win it)</source>
        <translation>{pot} ({amount}; megnyerheti: {players})</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/explain.py"/>
        <source>{pot}: the dead antes, up to {level} from each player: {layer} = {amount}; it can be won by {players}.</source>
        <translation>{pot}: a halott anték, játékosonként legfeljebb {level}: {layer} = {amount}; megnyerheti: {players}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/explain.py"/>
        <source>{pot}: up to {level} from each player: {layer} = {amount}; it can be won by {players}.</source>
        <translation>{pot}: játékosonként legfeljebb {level}: {layer} = {amount}; megnyerheti: {players}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>{pot}: {amount}</source>
        <translation>{pot}: {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>{pot}: {amount} − {taken} = {left}</source>
        <translation>{pot}: {amount} − {taken} = {left}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>{pot}: {amount} − {taken} = {left}, left to award.</source>
        <translation>{pot}: {amount} − {taken} = {left}, ennyi marad kiosztásra.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>{seat} (not acted yet)</source>
        <translation>{seat} (még nem licitált)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>{seat} ({chips} to call)</source>
        <translation>{seat} ({chips} a megadáshoz)</translation>
    </message>
    <message>
        <source>{seat} {chips}</source>
        <translation type="vanished">{seat} {chips}</translation>
    </message>
    <message>
        <source>{seat} {chips} (folded)</source>
        <translation type="vanished">{seat} {chips} (dobott)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/explain.py"/>
        <source>{seat}: {chips}</source>
        <translation>{seat}: {chips}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/explain.py"/>
        <source>{seat}: {chips} (folded)</source>
        <translation>{seat}: {chips} (dobott)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} already acted at {acted}, but has faced a full raise since: the betting is reopened for {seat} (TDA 47-A).</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;), {seat} the seat alone; may drop {seat} where the sentence has named the seat already.</extracomment>
        <translation>{who} már lépett, amikor a tét {acted} volt, de azóta teljes emelés jött: a licit újranyílik (TDA 47-A).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} already acted at {acted}; since then the bet has gone up only {bet} − {acted} = +{size}, less than a full bet of {full}: an all-in under half a bet does not reopen the betting, so {seat} may call or fold only (TDA 47-B; RRoP §3 r6).</source>
        <translation>{who} már lépett, amikor a tét {acted} volt; azóta a tét csak {bet} − {acted} = +{size} zsetonnal nőtt, kevesebbel, mint a(z) {full} teljes tét: a fél tétnél kisebb all-in nem nyitja újra a licitet, ezért {seat} csak megadhat vagy dobhat (TDA 47-B; RRoP §3 r6).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} already acted at {acted}; since then the bet has gone up only {bet} − {acted} = +{size}, less than a full raise of {increment}: the betting is not reopened for {seat}, so fold or call only (TDA 47-A).</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;), {seat} the seat alone; may drop {seat} where the sentence has named the seat already.</extracomment>
        <translation>{who} már lépett, amikor a tét {acted} volt; azóta a tét csak {bet} − {acted} = +{size} zsetonnal nőtt, kevesebbel, mint a(z) {increment} teljes emelés: a licit nem nyílik újra, ezért csak dobhat vagy megadhat (TDA 47-A).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} already acted at {acted}; the short all-ins since add up to {bet} − {acted} = +{size}, at least a full raise: the betting is reopened for {seat} (TDA 47-A).</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;), {seat} the seat alone; may drop {seat} where the sentence has named the seat already.</extracomment>
        <translation>{who} már lépett, amikor a tét {acted} volt; az azóta jött rövid all-inek összesen {bet} − {acted} = +{size}, legalább egy teljes emelés: a licit újranyílik (TDA 47-A).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>{who} also has {call}: the kicker decides, so the call says {kickers}.</source>
        <translation>{who} keze is {call}: a kicker dönt, ezért a bemondás: {kickers}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} bets {amount} all-in: at least the minimum bet, so a full bet.</source>
        <translation>{who} all-inben nyit {amount} zsetonnal: legalább a minimális nyitás, tehát teljes nyitás.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} bets {amount} all-in: less than the minimum bet of {needed}, so not a full bet; it does not reopen the betting for players who have already acted (TDA 47-A).</source>
        <translation>{who} all-inben nyit {amount} zsetonnal: kevesebb a(z) {needed} minimális nyitásnál, ezért nem teljes nyitás, és nem nyitja újra a licitet azoknak, akik már léptek (TDA 47-A).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} bets {amount}: a full bet.</source>
        <translation>{who} nyit {amount} zsetonnal: teljes nyitás.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} bets {amount}: bet number {number}.</source>
        <translation>{who} nyit {amount} zsetonnal: ez a(z) {number}. tét.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who} has just sat down between the button and the blinds: may not post or be dealt in there, and waits until the button has passed (TDA 8-A, 10-A).</source>
        <translation>{who} most ült le az osztógomb és a vakok közé: ott nem tehet be és nem kaphat lapot, megvárja, amíg az osztógomb elhalad (TDA 8-A, 10-A).</translation>
    </message>
    <message>
        <source>{who} has no chips beyond the call, so there is nothing to raise with: call or fold only.</source>
        <translation type="vanished">{who} számára nem marad zseton a megadáson túl, így nincs mivel emelni: csak megadhat vagy dobhat.</translation>
    </message>
    <message>
        <location filename="../../trainer/core/betting_steps.py"/>
        <source>{who} has no chips beyond the call, so there is nothing to raise with: fold or call only.</source>
        <translation>{who} számára nem marad zseton a megadáson túl, így nincs mivel emelni: csak dobhat vagy megadhat.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} has not acted yet on this street, so may complete the short all-in to a full raise (TDA 47-B).</source>
        <translation>{who} ebben a körben még nem lépett, ezért a rövid all-int teljes emelésre egészítheti ki (TDA 47-B).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} has not acted yet on this street, so may raise whatever short all-ins came before (TDA 47-A).</source>
        <translation>{who} ebben a körben még nem lépett, ezért emelhet, bármilyen rövid all-inek jöttek is előtte (TDA 47-A).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} has only {chips} in all ({in_front} in front + {behind} behind), less than {bet} + {increment} = {full}: the only raise is all-in to {chips}.</source>
        <translation>{who} összesen csak {chips} zsetonnal rendelkezik ({in_front} maga előtt + {behind} a stackben), ez kevesebb, mint {bet} + {increment} = {full}: csak all-inben emelhet, {chips}-ig.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>{who} has only {chips} in all ({own} in front + {behind} behind), so the most is all-in for {maximum}.</source>
        <translation>{who} összesen csak {chips} zsetonnal rendelkezik ({own} maga előtt + {behind} a stackben), így legfeljebb all-inben emelhet, {maximum}-ig.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} has only {chips} in all, less than {full}: the raise is all-in to {chips}.</source>
        <translation>{who} összesen csak {chips} zsetonnal rendelkezik, ez kevesebb, mint {full}: az emelés all-in {chips}-ig.</translation>
    </message>
    <message>
        <source>{who} has only {chips} in all, so the maximum is {maximum}.</source>
        <translation type="vanished">{who} zsetonja összesen csak {chips}, így a maximum {maximum}.</translation>
    </message>
    <message>
        <source>{who} has only {chips} in all: the only raise is all-in to {chips}.</source>
        <translation type="vanished">{who} zsetonja összesen csak {chips}: az egyetlen lehetséges emelés az all-in, {chips} összegre.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} has only {chips}, less than the minimum bet of {full}: the only bet is all-in for {chips}.</source>
        <translation>{who} csak {chips} zsetonnal rendelkezik, ez kevesebb, mint a(z) {full} minimális nyitás: csak all-inben nyithat, {chips} zsetonnal.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} has posted the small blind, {in_front}: to call the big blind {who} completes with {bet} − {in_front} = {call}.</source>
        <translation>{who} betette a kisvakot, {in_front}: a nagyvak megadásához kiegészít {bet} − {in_front} = {call} zsetonnal.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} has the bet, {bet}, in front already: nothing to call (0), {who} may check.</source>
        <translation>{who} előtt már ott van a tét, {bet}: nincs mit megadni (0), {who} passzolhat.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>{who} has the same hand with the same kickers: nothing to say after the ranks (the pot is split).</source>
        <translation>{who} keze ugyanez, ugyanazokkal a kickerekkel: az értékek után nincs mit mondani (a kasszát megosztják).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>{who} has {own} in front, so the call is {bet} − {own} = {call}.</source>
        <translation>{who} előtt {own} van, így a megadás {bet} − {own} = {call}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} is all-in to {amount}: {amount} − {level} = +{over}, at least half a bet ({half}), so it counts as a full bet or raise, number {number} (TDA 47-B; RRoP §3 r6).</source>
        <translation>{who} all-in {amount}-ig: {amount} − {level} = +{over}, legalább fél tét ({half}), ezért teljes nyitásnak vagy emelésnek számít, ez a(z) {number}. (TDA 47-B; RRoP §3 r6).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} is all-in to {amount}: {amount} − {level} = +{over}, less than half a bet ({half}), so not a full bet or raise; it does not reopen the betting for players who have already acted (TDA 47-B; RRoP §3 r6).</source>
        <translation>{who} all-in {amount}-ig: {amount} − {level} = +{over}, kevesebb, mint fél tét ({half}), így nem teljes nyitás vagy emelés; nem nyitja újra a licitet azoknak, akik már léptek (TDA 47-B; RRoP §3 r6).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who} is away as the big blind passes: owes it (and the small blind) on return.</source>
        <translation>{who} távol van, amikor a nagyvak elhalad: visszatérésekor tartozik vele (és a kisvakkal).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who} is away as the small blind passes: owes it dead on return.</source>
        <translation>{who} távol van, amikor a kisvak elhalad: visszatérésekor halottként tartozik vele.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who} is away: not dealt in.</source>
        <translation>{who} távol van: nem kap lapot.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who} is back, owing the blinds missed while away, but sits between the button and the blinds: may not post or be dealt in there, and waits until the button has passed (RRoP §4).</source>
        <translation>{who} visszajött, és tartozik a távollétében kihagyott vakokkal, de az osztógomb és a vakok között ül: ott nem tehet be és nem kaphat lapot, megvárja, amíg az osztógomb elhalad (RRoP §4).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who} is new and chose to play now, outside the blinds: posts a big blind, {live} live (RRoP §4).</source>
        <translation>{who} új játékos, és azonnal játszani akar, a vakokon kívül: betesz egy nagyvakot, {live} élőként (RRoP §4).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} last acted at {acted}; the bet has gone up by a full bet or more since, so the betting is reopened for {seat} (TDA 47-B).</source>
        <translation>{who} utoljára akkor lépett, amikor a tét {acted} volt; azóta a tét legalább egy teljes téttel nőtt, így a licit újranyílik {seat} számára (TDA 47-B).</translation>
    </message>
    <message>
        <source>{who} made it {raise_to} (+{size}): a full raise.</source>
        <translation type="vanished">{who} {raise_to} összegre emelt (+{size}): teljes emelés.</translation>
    </message>
    <message>
        <source>{who} made it {raise_to} (+{size}): short: less than a full raise, so it does not reopen the betting.</source>
        <translation type="vanished">{who} {raise_to} összegre emelt (+{size}): rövid, kevesebb egy teljes emelésnél, így nem nyitja újra a licitet.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} may call or fold only.</source>
        <translation>{who} csak megadhat vagy dobhat.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who} missed only the small blind: posts {dead} dead, into the middle (RRoP §4).</source>
        <translation>{who} csak a kisvakot hagyta ki: {dead} halott tétet tesz be, középre (RRoP §4).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who} missed the big blind and plays now: posts {live} live (a big blind, which counts toward the bet) and {dead} dead (the small blind, into the middle) (RRoP §4).</source>
        <translation>{who} kihagyta a nagyvakot, és most játszik: {live} élő tétet tesz be (egy nagyvakot, ami a tétjébe számít) és {dead} halottat (a kisvakot, középre) (RRoP §4).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>{who} must first call {call}: the pot after the call is {pot} + {call} = {total}.</source>
        <translation>{who} először megad ({call}): a kassza a megadás után {pot} + {call} = {total}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who} posts {live} live.</source>
        <translation>{who} {live} élő tétet tesz be.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} raises all-in to {amount} ({amount} − {before} = +{size}): a full raise.</source>
        <translation>{who} all-inben emel {amount}-ig ({amount} − {before} = +{size}): teljes emelés.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} raises all-in to {amount} ({amount} − {before} = +{size}): less than a full raise of {needed}, so it does not reopen the betting for players who have already acted (TDA 47-A).</source>
        <translation>{who} all-inben emel {amount}-ig ({amount} − {before} = +{size}): kevesebb a(z) {needed} teljes emelésnél, ezért nem nyitja újra a licitet azoknak, akik már léptek (TDA 47-A).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} raises to {amount} ({amount} − {before} = +{size}): a full raise.</source>
        <translation>{who} emel {amount}-ig ({amount} − {before} = +{size}): teljes emelés.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} raises to {amount}: number {number} of the cap&apos;s count.</source>
        <translation>{who} emel {amount}-ig: az emelési korlát számolásában a(z) {number}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>{who} tables {hole}; the board is {board}.</source>
        <translation>{who} asztalra teszi: {hole}; a board: {board}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who} waits for the big blind: not dealt in until it reaches them.</source>
        <translation>{who} a nagyvakra vár: addig nem kap lapot, amíg a nagyvak el nem éri.</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>{who} {amount}</source>
        <extracomment>joins the winners of one pot (&quot;Seat 2 (Ann) 60 and Seat 5 (Bob) 60&quot;); keep the spaces.</extracomment>
        <translation>{who} {amount} zsetont kap</translation>
    </message>
    <message>
        <source>{who} {refusal}: fold or call only (TDA 47).</source>
        <translation type="vanished">{who} {refusal}: csak dobás vagy megadás lehetséges (TDA 47).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} {refusal}: fold or call only.</source>
        <translation>{who} {refusal}: csak dobhat vagy megadhat.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>{who} — {pots}</source>
        <translation>{who} — {pots}</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>{who}: {hands}.</source>
        <translation>{who}: {hands}.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../evaluation/games.py"/>
        <source>Hold&apos;em</source>
        <translation>Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../../evaluation/games.py"/>
        <source>Omaha</source>
        <translation>Omaha</translation>
    </message>
    <message>
        <location filename="../../evaluation/games.py"/>
        <source>Omaha Hi/Lo</source>
        <translation>Omaha Hi/Lo</translation>
    </message>
</context>
<context>
    <name>Grading</name>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Action on</source>
        <translation>Következik</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <source>All hands face up</source>
        <translation>Minden kéz felfordítva</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>Bet or raise to</source>
        <translation>Nyitás vagy emelés végösszege</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>Big blind</source>
        <translation>Nagyvak</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>Button</source>
        <translation>Osztógomb</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>Call</source>
        <translation>Megadás</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>Change owed</source>
        <translation>Visszajáró</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/kind.py"/>
        <source>Chips returned</source>
        <translation>Visszajáró zsetonok</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>Dealt in</source>
        <translation>Lapot kap</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>Hand</source>
        <translation>Kéz</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <source>Hands killed</source>
        <translation>Muckba tett kezek</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/winner/kind.py"/>
        <source>High</source>
        <translation>Felső</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>Jackpot drop</source>
        <translation>Jackpot-levonás</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>Kicker</source>
        <translation>Kicker</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <location filename="../../trainer/kinds/winner/kind.py"/>
        <source>Low</source>
        <translation>Alsó</translation>
    </message>
    <message>
        <location filename="../../trainer/core/words.py"/>
        <source>Main pot</source>
        <translation>Főkassza</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/kind.py"/>
        <source>Minimum bet</source>
        <translation>Minimális nyitás</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/kind.py"/>
        <source>Minimum raise to</source>
        <translation>Minimális emelés végösszege</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/kind.py"/>
        <source>Number of pots</source>
        <translation>Kasszák száma</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <source>Order</source>
        <translation>Sorrend</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>Other posts (live + dead)</source>
        <translation>Egyéb betétek (élő + halott)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <source>Pot</source>
        <translation>Kassza</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <source>Raise to</source>
        <translation>Emelés végösszege</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>Rake</source>
        <translation>Rake</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>Ranks</source>
        <translation>Értékek</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/hi_lo_split/kind.py"/>
        <source>Seat {seat} from main pot</source>
        <translation>{seat}. szék, főkassza</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/hi_lo_split/kind.py"/>
        <source>Seat {seat} from side pot {number}</source>
        <translation>{seat}. szék, {number}. mellékkassza</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>Seat {seat} receives</source>
        <translation>{seat}. szék kap</translation>
    </message>
    <message>
        <location filename="../../trainer/core/words.py"/>
        <source>Seat {seat}: {chips}</source>
        <translation>{seat}. szék: {chips}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <source>Shows first</source>
        <translation>Elsőként mutat</translation>
    </message>
    <message>
        <location filename="../../trainer/core/words.py"/>
        <source>Side pot {number}</source>
        <translation>{number}. mellékkassza</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>Small blind</source>
        <translation>Kisvak</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>The call</source>
        <translation>A bemondás</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>The pot</source>
        <translation>A kassza</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/winner/kind.py"/>
        <source>Winning hand</source>
        <translation>Nyerő kéz</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>name one seat, or “none” if the round is over</source>
        <translation>egy széket adjon meg, vagy „nincs”, ha vége a licitkörnek</translation>
    </message>
    <message>
        <location filename="../../trainer/core/words.py"/>
        <source>no</source>
        <translation>nem</translation>
    </message>
    <message>
        <location filename="../../trainer/core/words.py"/>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>none: the round is over</source>
        <translation>nincs: vége a licitkörnek</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>not needed: no other hand tabled ties it</source>
        <translation>nem kell: nincs az asztalon másik azonos kéz</translation>
    </message>
    <message>
        <location filename="../../trainer/core/words.py"/>
        <source>yes</source>
        <translation>igen</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>{chip} chips</source>
        <extracomment>a part of a colour-up&apos;s grade: &quot;Black (100) chips&quot;.</extracomment>
        <translation>{chip} zseton (db)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/kind.py"/>
        <source>{pot} amount</source>
        <translation>{pot} összege</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/kind.py"/>
        <source>{pot} seats</source>
        <translation>{pot} jogosult székei</translation>
    </message>
</context>
<context>
    <name>Grammar</name>
    <message>
        <location filename="../../grammar.py"/>
        <source> — </source>
        <extracomment>before the second part of a line the code joins (&quot;Main pot: Seat 4 300 — no qualifying low…&quot;).</extracomment>
        <translation> — </translation>
    </message>
    <message>
        <location filename="../../grammar.py"/>
        <source>, </source>
        <extracomment>between the items of a list (&quot;Seat 1, Seat 2, Seat 4&quot;), with its space.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../grammar.py"/>
        <source>.</source>
        <extracomment>the full stop closing a sentence the code builds in parts; Thai: leave it empty (a space).</extracomment>
        <translation>.</translation>
    </message>
    <message>
        <location filename="../../grammar.py"/>
        <source>; </source>
        <extracomment>between two clauses the code joins (&quot;…the pot is split; the odd chip…&quot;); Thai: a space.</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../../grammar.py"/>
        <source>as alone</source>
        <extracomment>how a hand&apos;s name (&quot;Straight&quot;, &quot;Two pair, kings and sevens&quot;) is written inside a sentence, after a colon or a word: &quot;lowercase&quot; if your language writes it with a small first letter there (Hungarian: &quot;… nyer: sor&quot;), &quot;as alone&quot; to keep it as it is written alone (English; Thai, which has no capitals). Only these two words are understood.</extracomment>
        <translation>lowercase</translation>
    </message>
    <message>
        <location filename="../../grammar.py"/>
        <source>{seat}: {amount}</source>
        <extracomment>a seat and its chips (&quot;Seat 7: 600&quot;); keep a mark between them so the numbers cannot run together.</extracomment>
        <translation>{seat}: {amount}</translation>
    </message>
    <message>
        <location filename="../../grammar.py"/>
        <source>{value}%</source>
        <extracomment>a percentage (&quot;80%&quot;); one style in the whole translation (the catalogue check rejects &quot;80 %&quot;).</extracomment>
        <translation>{value}%</translation>
    </message>
</context>
<context>
    <name>HandNames</name>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Flush</source>
        <translation>Flöss</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Flush, {rank} high</source>
        <translation>Flöss, {rank} a legmagasabb</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Four of a kind</source>
        <translation>Póker</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Four of a kind, {ranks}</source>
        <translation>Póker, {ranks}</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Full house</source>
        <translation>Full house</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>Full house, {three} full of {pair}</source>
        <extracomment>{three} and {pair} are plural rank words (&quot;kings&quot;, &quot;sevens&quot;); may use {pair_with} (the pair&apos;s rank as in &quot;with sevens&quot;: Hungarian &quot;hetesekkel&quot;) and drop {pair}.</extracomment>
        <translation>Full house, {three} {pair_with}</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>High card</source>
        <translation>Magas lap</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>High card, {rank}</source>
        <translation>Magas lap, {rank}</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Low {cards}</source>
        <extracomment>{cards} is the low&apos;s ranks as a dealer reads them, e.g. &quot;7-5-3-2-A&quot;.</extracomment>
        <translation>Alsó kéz {cards}</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Pair</source>
        <translation>Pár</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Pair of {ranks}</source>
        <extracomment>{ranks} is the plural rank word (&quot;aces&quot;); may use {rank} (one card: &quot;ace&quot;, as in Hungarian &quot;ász pár&quot;) and drop {ranks}.</extracomment>
        <translation>{rank} pár</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Royal flush</source>
        <translation>Royal flush</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Straight</source>
        <translation>Sor</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Straight flush</source>
        <translation>Színsor</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Straight flush, {rank} high</source>
        <translation>Színsor, {rank} a legmagasabb</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Straight, {rank} high</source>
        <translation>Sor, {rank} a legmagasabb</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Three of a kind</source>
        <translation>Drill</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Three of a kind, {ranks}</source>
        <translation>Drill, {ranks}</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Two pair</source>
        <translation>Két pár</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Two pair, {high} and {low}</source>
        <translation>Két pár, {high} és {low}</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>ace</source>
        <translation>ász</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>aces</source>
        <translation>ászok</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>eight</source>
        <translation>nyolcas</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>eights</source>
        <translation>nyolcasok</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>five</source>
        <translation>ötös</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>fives</source>
        <translation>ötösök</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>four</source>
        <translation>négyes</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>fours</source>
        <translation>négyesek</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>jack</source>
        <translation>bubi</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>jacks</source>
        <translation>bubik</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>king</source>
        <translation>király</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>kings</source>
        <translation>királyok</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>nine</source>
        <translation>kilences</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>nines</source>
        <translation>kilencesek</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>queen</source>
        <translation>dáma</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>queens</source>
        <translation>dámák</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>seven</source>
        <translation>hetes</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>sevens</source>
        <translation>hetesek</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>six</source>
        <translation>hatos</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>sixes</source>
        <translation>hatosok</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>ten</source>
        <translation>tízes</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>tens</source>
        <translation>tízesek</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>three</source>
        <translation>hármas</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>threes</source>
        <translation>hármasok</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>two</source>
        <extracomment>one card of a rank, put into &quot;Flush, {rank} high&quot;, &quot;Straight, {rank} high&quot; and &quot;High card, {rank}&quot;.</extracomment>
        <translation>kettes</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>twos</source>
        <extracomment>several cards of a rank, put into &quot;Pair of {ranks}&quot;, &quot;Two pair, {high} and {low}&quot;, &quot;Full house, {three} full of {pair}&quot; … as they are (no case endings are added): choose a form that fits all of them.</extracomment>
        <translation>kettesek</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>two|three|four|five|six|seven|eight|nine|ten</source>
        <extracomment>the ranks two to ten said in words, in that order, separated by &quot;|&quot;, for a language whose rank words above are digits (Thai: the hand names say &quot;คู่ 7&quot;, yet a trainee may type &quot;คู่เจ็ด&quot;); read as the ranks only where a rank&apos;s word is its digit. Nine words, one per rank.</extracomment>
        <translation>kettes|hármas|négyes|ötös|hatos|hetes|nyolcas|kilences|tízes</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with aces</source>
        <translation>ászokkal</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with eights</source>
        <translation>nyolcasokkal</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with fives</source>
        <translation>ötösökkel</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with fours</source>
        <translation>négyesekkel</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with jacks</source>
        <translation>bubikkal</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with kings</source>
        <translation>királyokkal</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with nines</source>
        <translation>kilencesekkel</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with queens</source>
        <translation>dámákkal</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with sevens</source>
        <translation>hetesekkel</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with sixes</source>
        <translation>hatosokkal</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with tens</source>
        <translation>tízesekkel</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with threes</source>
        <translation>hármasokkal</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with twos</source>
        <extracomment>the pair of a full house as the second part of its name, for languages that put it in a case of its own (Hungarian &quot;királyok hetesekkel&quot; = kings full of sevens: &quot;hetesekkel&quot;). English never shows these; a translation of &quot;Full house, {three} full of {pair}&quot; may use {pair_with} (this word) instead of {pair}.</extracomment>
        <translation>kettesekkel</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>{cards} low</source>
        <extracomment>a low called by its top cards: {cards} is rank words joined by &quot;-&quot; (&quot;seven-five&quot;).</extracomment>
        <translation>{cards} alsó kéz</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>{hand}, {kickers} kicker</source>
        <extracomment>a call with the kicker(s) that decide it: &quot;Pair of aces, king kicker&quot;, &quot;Flush, ace high, queen-ten kicker&quot; ({kickers}: rank words joined by &quot;-&quot;).</extracomment>
        <translation>{hand}, {kickers} kicker</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>{hand}: {ranks}</source>
        <extracomment>a hand called with the wrong number of ranks, shown as given (&quot;Two pair: king&quot;).</extracomment>
        <translation>{hand}: {ranks}</translation>
    </message>
</context>
<context>
    <name>Kinds</name>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Button and blinds</source>
        <translation>Osztógomb és vakok</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Calling the hand</source>
        <translation>A kéz bemondása</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Chips and change</source>
        <translation>Zsetonok és visszajáró</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Hi/lo split</source>
        <translation>Hi/lo felezés</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Limit betting</source>
        <translation>Limit licit</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Minimum raise</source>
        <translation>Minimális emelés</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Pot-limit maximum</source>
        <translation>Pot-limit maximum</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Rake and jackpot drop</source>
        <translation>Rake és jackpot-levonás</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Showdown order</source>
        <translation>Showdown-sorrend</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Side pots</source>
        <translation>Mellékkasszák</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Whose action</source>
        <translation>Ki következik</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Winning hands</source>
        <translation>Nyerő kezek</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <location filename="../../ui/common/language.py"/>
        <source>System</source>
        <translation>Rendszer</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;About dealerdesk</source>
        <translation>A dealerdesk &amp;névjegye</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Animations</source>
        <translation>&amp;Animációk</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Back to the game</source>
        <translation>&amp;Vissza a játékhoz</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Deal the next hand automatically</source>
        <translation>A következő leosztás automatikus &amp;osztása</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Fast</source>
        <translation>&amp;Gyors</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Four-colour deck</source>
        <translation>Négyszínű &amp;pakli</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Game</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>&amp;Billentyűparancsok…</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Language</source>
        <translation>&amp;Nyelv</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;New game…</source>
        <translation>Új &amp;játék…</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;New training session…</source>
        <translation>Új &amp;gyakorlás…</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normál</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Open session…</source>
        <translation>Játszma &amp;megnyitása…</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Pause computer players</source>
        <translation>A gépi játékosok &amp;szüneteltetése</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Progress</source>
        <translation>H&amp;aladás</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Quit</source>
        <translation>Ki&amp;lépés</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Save session…</source>
        <translation>Játszma men&amp;tése…</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Slow</source>
        <translation>&amp;Lassú</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Train</source>
        <translation>&amp;Gyakorlás</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Welcome screen</source>
        <translation>Kez&amp;dőképernyő</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>A hand is being played: it will be lost.</source>
        <translation>Egy leosztás folyamatban van: elvész.</translation>
    </message>
    <message>
        <location filename="../../ui/window/pages.py"/>
        <source>A poker table and dealer trainer for Hold&apos;em, Omaha and Omaha Hi/Lo.</source>
        <translation>Pókerasztal és osztóképző program Hold&apos;em, Omaha és Omaha Hi/Lo játékhoz.</translation>
    </message>
    <message>
        <location filename="../../ui/common/dialogs.py"/>
        <source>A training session is in progress ({counter}). Go back to it, or start a new one? Its answers so far are saved either way.</source>
        <translation>Egy gyakorlás folyamatban van ({counter}). Visszatér hozzá, vagy újat kezd? Az eddigi válaszok mindkét esetben megmaradnak.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>A training session is in progress: it ends here (the answers so far are saved).</source>
        <translation>Egy gyakorlás folyamatban van: itt véget ér (az eddigi válaszok megmaradnak).</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>A training session is in progress: it ends here.</source>
        <translation>Gyakorlás van folyamatban: itt véget ér.</translation>
    </message>
    <message>
        <location filename="../../ui/common/dialogs.py"/>
        <source>About dealerdesk</source>
        <translation>A dealerdesk névjegye</translation>
    </message>
    <message>
        <location filename="../../ui/window/pages.py"/>
        <source>Answer the questions a casino dealer must know instantly, graded and explained.</source>
        <translation>Kérdések, amelyekre egy kaszinói osztónak azonnal tudnia kell a választ – értékeléssel és magyarázattal.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>Answers not saved</source>
        <translation>Nem mentett válaszok</translation>
    </message>
    <message>
        <source>Back to the &amp;game</source>
        <translation type="vanished">Vissza a &amp;játékhoz</translation>
    </message>
    <message>
        <location filename="../../ui/common/dialogs.py"/>
        <source>Back to the session</source>
        <translation>Vissza a gyakorláshoz</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Back to the t&amp;raining session</source>
        <translation>Vissza a gyako&amp;rláshoz</translation>
    </message>
    <message>
        <source>Back to the training &amp;session</source>
        <translation type="vanished">Vissza a képzési &amp;munkamenethez</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Computer players&apos; &amp;speed</source>
        <translation>A gépi játékosok &amp;tempója</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/session_files.py"/>
        <source>Export hand</source>
        <translation>Leosztás exportálása</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Export hand as &amp;PHH…</source>
        <translation>Leosztás exportálása &amp;PHH-ként…</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Export hand as Open Hand &amp;History…</source>
        <translation>Leosztás exportálása Open Hand &amp;History-ként…</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Export hand as PokerStars &amp;text…</source>
        <translation>Leosztás exportálása PokerStars-&amp;szövegként…</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/session_files.py"/>
        <source>Export session</source>
        <translation>Játszma exportálása</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Export session as Open Hand Histor&amp;y…</source>
        <translation>Játszma exportálása Open Hand Histor&amp;y-ként…</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Export session as P&amp;HH…</source>
        <translation>Játszma exportálása P&amp;HH-ként…</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Export session as PokerStars te&amp;xt…</source>
        <translation>Játszma exportálása PokerStars-s&amp;zövegként…</translation>
    </message>
    <message>
        <location filename="../../ui/window/pages.py"/>
        <source>Hand history</source>
        <translation>Leosztástörténet</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Ne&amp;xt hand</source>
        <translation>Követ&amp;kező leosztás</translation>
    </message>
    <message>
        <location filename="../../ui/common/dialogs.py"/>
        <source>New session…</source>
        <translation>Új gyakorlás…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <location filename="../../ui/window/pages.py"/>
        <source>Next hand</source>
        <translation>Következő leosztás</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/session_files.py"/>
        <location filename="../../ui/window/main_window.py"/>
        <source>No hand has been played yet.</source>
        <translation>Még egyetlen leosztás sem zajlott le.</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/session_files.py"/>
        <location filename="../../ui/window/main_window.py"/>
        <source>Open session</source>
        <translation>Játszma megnyitása</translation>
    </message>
    <message>
        <location filename="../../ui/common/dialogs.py"/>
        <source>Out of chips</source>
        <translation>Elfogyott a zseton</translation>
    </message>
    <message>
        <location filename="../../ui/window/pages.py"/>
        <source>Play</source>
        <translation>Játék</translation>
    </message>
    <message>
        <location filename="../../ui/window/pages.py"/>
        <source>Progress</source>
        <translation>Haladás</translation>
    </message>
    <message>
        <location filename="../../ui/common/dialogs.py"/>
        <source>Quit anyway?</source>
        <translation>Mégis kilép?</translation>
    </message>
    <message>
        <location filename="../../ui/common/dialogs.py"/>
        <source>Quit dealerdesk?</source>
        <translation>Kilép a dealerdeskből?</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/session_files.py"/>
        <source>Reading the session file…</source>
        <translation>A játszmafájl beolvasása…</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>S&amp;ound</source>
        <translation>&amp;Hangok</translation>
    </message>
    <message>
        <source>Save audition result</source>
        <translation type="vanished">Meghallgatás eredményének mentése</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/session_files.py"/>
        <source>Save session</source>
        <translation>Játszma mentése</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>Save your progress elsewhere</source>
        <translation>Az előrehaladás mentése máshová</translation>
    </message>
    <message>
        <location filename="../../ui/window/pages.py"/>
        <source>See your accuracy and speed in each dealing skill over time.</source>
        <translation>A pontosság és a gyorsaság alakulása az egyes osztói készségekben, időrendben.</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Show computer players&apos; &amp;reasons</source>
        <translation>Gépi játékosok &amp;indoklása</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Show player s&amp;tatistics (HUD)</source>
        <translation>Játékosok s&amp;tatisztikái (HUD)</translation>
    </message>
    <message>
        <location filename="../../ui/window/pages.py"/>
        <source>Sit at a table against computer players in any game and betting structure.</source>
        <translation>Játék gépi játékosok ellen, bármely játékban és licitstruktúrában.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>The language changes to {language} the next time dealerdesk starts.</source>
        <translation>A dealerdesk következő indításakor a nyelv erre változik: {language}.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>This session has no answers yet.</source>
        <translation>Ebben a gyakorlásban még nincs válasz.</translation>
    </message>
    <message>
        <location filename="../../ui/window/pages.py"/>
        <source>Train</source>
        <translation>Gyakorlás</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>Trainee</source>
        <translation>Tanuló</translation>
    </message>
    <message>
        <location filename="../../ui/common/dialogs.py"/>
        <source>Training session in progress</source>
        <translation>Folyamatban lévő gyakorlás</translation>
    </message>
    <message>
        <location filename="../../ui/common/dialogs.py"/>
        <source>You have no chips left. Buy in again for {amount}?</source>
        <translation>Nem maradt zsetonja. Beszáll újra {amount} zsetonnal?</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>dealerdesk</source>
        <translation>dealerdesk</translation>
    </message>
    <message>
        <location filename="../../ui/common/dialogs.py"/>
        <source>dealerdesk: a poker table and dealer trainer for Hold&apos;em, Omaha and Omaha Hi/Lo, following the TDA 2024 rules and Robert&apos;s Rules of Poker.</source>
        <translation>dealerdesk: pókerasztal és osztóképző program Hold&apos;em, Omaha és Omaha Hi/Lo játékhoz, a TDA 2024-es szabályai és a Robert&apos;s Rules of Poker szerint.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/play_mode/session_files.py"/>
        <source>{done} of {total} hand checked</source>
        <extracomment>English plural: {done} of {total} hands checked</extracomment>
        <translation>
            <numerusform>{total} leosztásból {done} ellenőrizve</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/play_mode/session_files.py"/>
        <source>{done} of {total} hand written</source>
        <extracomment>English plural: {done} of {total} hands written</extracomment>
        <translation>
            <numerusform>{total} leosztásból {done} kiírva</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>← Back to the game</source>
        <translation>← Vissza a játékhoz</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>← Back to the training session</source>
        <translation>← Vissza a gyakorláshoz</translation>
    </message>
</context>
<context>
    <name>Mistakes</name>
    <message>
        <location filename="../../trainer/kinds/chips/mistakes.py"/>
        <source>a colour counted at another colour&apos;s value</source>
        <translation>egy szín zsetonjai egy másik szín értékén számolva</translation>
    </message>
    <message>
        <location filename="../../trainer/core/mistakes.py"/>
        <source>a counterfeited low counted</source>
        <translation>elértéktelenedett (counterfeitelt) alsó kéz beszámítva</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/mistakes.py"/>
        <source>a dead small blind moved on to the next player</source>
        <translation>a halott kisvak átkerült a következő játékosra</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/mistakes.py"/>
        <source>a folded player&apos;s chips left out</source>
        <translation>egy dobott játékos zsetonjai kimaradtak</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/mistakes.py"/>
        <source>a missed small blind posted live instead of dead</source>
        <translation>a kihagyott kisvak élőként betéve halott helyett</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/mistakes.py"/>
        <source>a newcomer dealt in between the blinds and the button</source>
        <translation>új játékos lapot kapott a vakok és az osztógomb között</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>a player still to act skipped</source>
        <translation>kihagyott egy játékost, akinek még licitálnia kell</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>a raise allowed on a capped round</source>
        <translation>emelést engedett a korlátot elért körben</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/mistakes.py"/>
        <source>a short all-in counted as a full raise</source>
        <translation>a rövid all-in teljes emelésként számolva</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/mistakes.py"/>
        <source>a short all-in treated as reopening the betting</source>
        <translation>a rövid all-in úgy kezelve, mintha újranyitotta volna a licitet</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/hi_lo_split/mistakes.py"/>
        <source>a tied half given whole to one hand: the pot not quartered</source>
        <translation>egy döntetlen fél egészben egy kézhez került: a kassza nincs negyedelve</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>after the flop the action started left of the big blind, not left of the button</source>
        <translation>a flop után a nagyvaktól balra kezdte a licitet, nem az osztógombtól balra</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/mistakes.py"/>
        <source>all the chips put in one pot</source>
        <translation>minden zseton egy kasszába került</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>an Omaha flush read with one suited hole card</source>
        <translation>omahás flöss egyetlen azonos színű saját lappal</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>an all-in of half a bet or more not counted as a raise</source>
        <translation>a legalább fél tétnyi all-in nem számított emelésnek</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/mistakes.py"/>
        <source>an all-in showdown: every hand is tabled at once</source>
        <translation>all-in showdown: minden kezet egyszerre kell felfedni</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>an all-in under half a bet treated as a full raise</source>
        <translation>a fél tétnél kisebb all-in teljes emelésnek számítva</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/mistakes.py"/>
        <source>blinds not counted</source>
        <translation>a vakok kimaradtak</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>heads-up order reversed: the button acts first before the flop and last after it</source>
        <translation>fordított sorrend kettesben: az osztógomb a flop előtt elsőként, utána utolsóként licitál</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/mistakes.py"/>
        <source>heads-up, the big blind put on the button (the button posts the small blind)</source>
        <translation>kettesben a nagyvak az osztógombra került (az osztógomb a kisvakot teszi be)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/mistakes.py"/>
        <source>more raked than the cap</source>
        <translation>a plafonnál több rake</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>no cap heads-up in a tournament (the cap holds there)</source>
        <translation>nincs korlát kettesben versenyen (ott a korlát érvényes)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/mistakes.py"/>
        <source>one colour&apos;s chips left out of the count</source>
        <translation>egy szín zsetonjai kimaradtak a számolásból</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/mistakes.py"/>
        <source>one colour&apos;s stack miscounted</source>
        <translation>egy szín oszlopa rosszul megszámolva</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>one hole card (or the board alone) read as an Omaha hand</source>
        <translation>omahás kéz egy saját lappal (vagy csak a boardból) kiolvasva</translation>
    </message>
    <message>
        <location filename="../../trainer/core/mistakes.py"/>
        <source>one or three hole cards used in Omaha</source>
        <translation>egy vagy három saját lap felhasználva Omahában</translation>
    </message>
    <message>
        <location filename="../../trainer/practice.py"/>
        <source>out of time</source>
        <translation>lejárt az idő</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/hi_lo_split/mistakes.py"/>
        <source>pots pooled before halving</source>
        <translation>a kasszák összevonva a felezés előtt</translation>
    </message>
    <message>
        <location filename="../../trainer/core/mistakes.py"/>
        <source>raise-by given for raise-to</source>
        <translation>az emelés mértéke szerepel a végösszeg helyett</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/mistakes.py"/>
        <source>rake or jackpot drop taken with no flop (no flop, no drop)</source>
        <translation>rake vagy jackpot-levonás flop nélkül (nincs flop, nincs rake)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>the action given on although the round is over (every bet called, or everyone checked)</source>
        <translation>továbbadta a licitet, pedig vége a körnek (minden tétet megadtak, vagy mindenki passzolt)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>the action given to a player who has acted and owes nothing</source>
        <translation>olyan játékosnak adta a licitet, aki már licitált és nem tartozik</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>the action given to a player who has folded or is all-in</source>
        <translation>olyan játékosnak adta a licitet, aki bedobott vagy all-inben van</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/mistakes.py"/>
        <source>the antes or dead blinds left out</source>
        <translation>az anték vagy a halott vakok kimaradtak</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/mistakes.py"/>
        <source>the bet doubled instead of adding the last full raise</source>
        <translation>a tét megduplázva az utolsó teljes emelés hozzáadása helyett</translation>
    </message>
    <message>
        <location filename="../../trainer/core/mistakes.py"/>
        <source>the bets in front left out of the pot</source>
        <translation>a játékosok előtti tétek kimaradtak a kasszából</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/mistakes.py"/>
        <source>the big blind given to the same player twice running</source>
        <translation>ugyanaz a játékos kapta kétszer egymás után a nagyvakot</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>the big blind&apos;s option forgotten: nobody raised, so the big blind may still check or raise</source>
        <translation>elfelejtette a nagyvak opcióját: senki sem emelt, így a nagyvak még passzolhat vagy emelhet</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>the board&apos;s own hand called instead of the player&apos;s best hand</source>
        <translation>a board saját keze bemondva a játékos legjobb keze helyett</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/mistakes.py"/>
        <source>the button moved past a dead seat under the dead-button rule</source>
        <translation>az osztógomb átlépett egy halott széket, pedig halott osztógombbal játszanak</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>the call counted without the player&apos;s own chips already in front</source>
        <translation>a megadásból nem vonta le a játékos előtt már ott lévő zsetonokat</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/mistakes.py"/>
        <source>the call given back instead of the change</source>
        <translation>a megadás összege visszaadva a visszajáró helyett</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/mistakes.py"/>
        <source>the call left out of the pot</source>
        <translation>a megadás kimaradt a kasszából</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/mistakes.py"/>
        <source>the change counted from a different chip</source>
        <translation>a visszajáró egy másik zsetonból számolva</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/mistakes.py"/>
        <source>the change short or over by one chip</source>
        <translation>a visszajáró egy zsetonnal kevesebb vagy több</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/mistakes.py"/>
        <source>the coloured-up chips do not add up to the pot</source>
        <translation>a nagyobb címletre váltott zsetonok összege nem egyezik a kasszával</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/mistakes.py"/>
        <source>the dead small blind of a missed-blind post forgotten</source>
        <translation>a kihagyott vakok pótlásánál a halott kisvak kimaradt</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/mistakes.py"/>
        <source>the earlier street&apos;s aggressor shown first</source>
        <translation>egy korábbi kör agresszora mutatott elsőként</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/mistakes.py"/>
        <source>the hands shown counter-clockwise (after the first, the order goes to the left)</source>
        <translation>a kezeket az óramutató járásával ellentétes irányban mutatták (az első után a sorrend balra halad)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>the kicker left out where it decides</source>
        <translation>a kicker kimaradt, pedig dönt</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/mistakes.py"/>
        <source>the last bettor or raiser of the final round shows first</source>
        <translation>az utolsó licitkör utolsó nyitója vagy emelője mutat elsőként</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/hi_lo_split/mistakes.py"/>
        <source>the odd chip to the wrong seat or half</source>
        <translation>a páratlan zseton rossz székhez vagy félhez került</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/mistakes.py"/>
        <source>the pot before the call given as the maximum</source>
        <translation>a megadás előtti kassza szerepel maximumként</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/winner/mistakes.py"/>
        <source>the pot pushed to a hand that a tabled hand beats</source>
        <translation>a kasszát olyan kéznek tolta, amelyet egy felfedett kéz megver</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/hi_lo_split/mistakes.py"/>
        <source>the pot shared equally among the winners (in thirds) instead of half high, half low</source>
        <translation>a kassza egyenlően elosztva a nyertesek között (harmadolva) a felső és az alsó fél helyett</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/mistakes.py"/>
        <source>the pot split before it was raked</source>
        <translation>a kassza felezése a rake előtt</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/hi_lo_split/mistakes.py"/>
        <source>the pot split high and low although no low qualifies (the high hand scoops)</source>
        <translation>felső és alsó kézre osztotta a kasszát, pedig nincs érvényes alsó kéz (a felső kéz viszi az egészet)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/mistakes.py"/>
        <source>the pot&apos;s chips left as they were (not coloured up)</source>
        <translation>a kassza zsetonjai változatlanok maradtak (nincs nagyobb címletre váltva)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/mistakes.py"/>
        <source>the rake taken on the uncalled bet</source>
        <translation>rake a meg nem adott tét után</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>the ranks called in the wrong order (the higher pair or the trips first)</source>
        <translation>rossz sorrendben bemondott értékek (a magasabb pár vagy a drill az első)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/mistakes.py"/>
        <source>the right amount, but not coloured up into the fewest chips</source>
        <translation>jó összeg, de nem a lehető legkevesebb zsetonra váltva</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>the round called over with a player still to act</source>
        <translation>lezárta a kört, pedig még valakinek licitálnia kell</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>the round capped heads-up in a cash game (heads-up there is no cap)</source>
        <translation>korlát kettesben készpénzes játékban (kettesben nincs korlát)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>the small bet used on a big-bet street</source>
        <translation>kis tét a nagy tétes körben</translation>
    </message>
    <message>
        <location filename="../../trainer/core/mistakes.py"/>
        <source>the stack left out: a player without the chips for the full raise may only go all-in</source>
        <translation>a stacket nem vette figyelembe: akinek nincs elég zsetonja a teljes emelésre, az csak all-in mehet</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/mistakes.py"/>
        <source>the uncalled bet left in the pot</source>
        <translation>a meg nem adott tét a kasszában maradt</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/hi_lo_split/mistakes.py"/>
        <source>the whole pot given to the high hand although a low qualifies</source>
        <translation>az egész kassza a felső kézhez került, pedig van érvényes alsó kéz</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>the wrong hand called</source>
        <translation>rossz kéz bemondva</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>the wrong low called</source>
        <translation>rossz alsó kéz bemondva</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>three hole cards read into an Omaha hand</source>
        <translation>omahás kéz három saját lappal kiolvasva</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>A mix of all styles</source>
        <translation>Minden stílus vegyesen</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Animate dealing, bets and pots</source>
        <translation>Osztás, tétek és kasszák animálása</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Betting</source>
        <translation>Licitstruktúra</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Big blind</source>
        <translation>Nagyvak</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Big-blind ante</source>
        <translation>Nagyvak-ante</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Button</source>
        <translation>Osztógomb</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Dead button</source>
        <translation>Halott osztógomb</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Drop from a pot of</source>
        <translation>Levonás ekkora kasszától</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Fixed limit</source>
        <translation>Fix limit</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Game</source>
        <translation>Játék</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>House rake</source>
        <translation>Rake (házi jutalék)</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Jackpot drop</source>
        <translation>Jackpot-levonás</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Moving button</source>
        <translation>Mozgó osztógomb</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>New game</source>
        <translation>Új játék</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>No cap</source>
        <translation>Nincs plafon</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>No flop, no drop</source>
        <translation>Nincs flop, nincs rake</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>No limit</source>
        <translation>No-limit</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>No rake</source>
        <translation>Nincs rake</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>None</source>
        <translation>Nincs</translation>
    </message>
    <message>
        <source>Omaha</source>
        <translation type="vanished">Omaha</translation>
    </message>
    <message>
        <source>Omaha Hi/Lo 8-or-better</source>
        <translation type="vanished">Omaha Hi/Lo (8 vagy jobb)</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Opponents</source>
        <translation>Ellenfelek</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Pot limit</source>
        <translation>Pot-limit</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Rake cap</source>
        <translation>Rake-plafon</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Small blind</source>
        <translation>Kisvak</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Stacks must cover at least one big blind.</source>
        <translation>A stacknek legalább egy nagyvakot fedeznie kell.</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Starting stack</source>
        <translation>Kezdő stack</translation>
    </message>
    <message>
        <source>Texas Hold&apos;em</source>
        <translation type="vanished">Texas Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>The small blind cannot be bigger than the big blind.</source>
        <translation>A kisvak nem lehet nagyobb a nagyvaknál.</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Their skill</source>
        <translation>Tudásuk</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>You</source>
        <translation>Ön</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Your name</source>
        <translation>Név</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <location filename="../../number_input.py"/>
        <source>type a number</source>
        <translation>számot kell megadni</translation>
    </message>
    <message>
        <location filename="../../number_input.py"/>
        <source>{text} is not a number of chips</source>
        <translation>{text} nem érvényes zsetonszám</translation>
    </message>
    <message>
        <location filename="../../number_input.py"/>
        <source>{text} is not a number of chips: write it as {plain} or {grouped}</source>
        <translation>{text} nem érvényes zsetonszám: helyes alak például {plain} vagy {grouped}</translation>
    </message>
    <message>
        <location filename="../../number_input.py"/>
        <source>{text} is not a whole number of chips: write it as {plain} or {grouped}</source>
        <translation>{text} nem egész zsetonszám: helyes alak például {plain} vagy {grouped}</translation>
    </message>
    <message>
        <location filename="../../number_input.py"/>
        <source>{text} is too long for a number of chips (at most {digits} digits)</source>
        <translation>{text} túl hosszú zsetonszámnak (legfeljebb {digits} számjegy)</translation>
    </message>
</context>
<context>
    <name>PlayController</name>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>(all-in)</source>
        <translation>(all-in)</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>(high)</source>
        <translation>(felső)</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>(low)</source>
        <translation>(alsó)</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>Equity: {shares}</source>
        <translation>Equity: {shares}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>Flop</source>
        <translation>Flop</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>Hand {number} · {street}</source>
        <translation>{number}. leosztás · {street}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>It is not your turn.</source>
        <translation>Most nem Ön következik.</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>Preflop</source>
        <translation>Preflop</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>Result</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>You buy in again for {amount}</source>
        <translation>Ön újra beszáll {amount} zsetonnal</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>You leave the table.</source>
        <translation>Ön elhagyja az asztalt.</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>You may not buy in for {amount}: the table&apos;s maximum buy-in is {limit}.</source>
        <translation>Ön nem szállhat be {amount} zsetonnal: ennél az asztalnál a beszállás legfeljebb {limit}.</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>You show {cards}</source>
        <translation>Ön felfedi a lapjait: {cards}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>You win {amount}</source>
        <translation>Ön {amount} zsetont nyer</translation>
    </message>
    <message>
        <source>You win {amount} with {hand}</source>
        <translation type="vanished">Ön {amount} zsetont nyer ezzel: {hand}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>You win {amount}: {hand}</source>
        <translation>Ön {amount} zsetont nyer: {hand}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>Your cards: {cards}</source>
        <translation>Az Ön lapjai: {cards}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>ante {amount}</source>
        <translation>ante {amount}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>bets {amount}</source>
        <translation>nyit {amount} zsetonnal</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>calls {amount}</source>
        <translation>megad {amount} zsetont</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>checks</source>
        <translation>passzol</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>folds</source>
        <translation>dob</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>jackpot drop {drop} from {threshold}</source>
        <translation>jackpot-levonás {drop}, legalább {threshold} kasszánál</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>no flop no drop</source>
        <translation>nincs flop, nincs rake</translation>
    </message>
    <message>
        <location filename="../../play/showdown.py"/>
        <source>no low</source>
        <translation>nincs alsó kéz</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>raises to {amount}</source>
        <translation>emel {amount}-ig</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>rake {percent}</source>
        <translation>rake {percent}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>rake {percent} (cap {cap})</source>
        <translation>rake {percent} (plafon {cap})</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>{game} · blinds {small}/{big}</source>
        <translation>{game} · vakok {small}/{big}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>{name} ({street}, {action}): {reason}</source>
        <translation>{name} ({street}, {action}): {reason}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>{name} ({style}, {level}): {personality}</source>
        <translation>{name} ({style}, {level}): {personality}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>{name} buys in again for {amount}</source>
        <translation>{name} újra beszáll {amount} zsetonnal</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>{name} may not buy in for {amount}: the table&apos;s maximum buy-in is {limit}. {name} sits out.</source>
        <translation>{name} nem szállhat be {amount} zsetonnal: ennél az asztalnál a beszállás legfeljebb {limit}. {name} kimarad.</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>{name} shows {cards}</source>
        <translation>{name} felfedi a lapjait: {cards}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>{name} wins {amount}</source>
        <translation>{name} {amount} zsetont nyer</translation>
    </message>
    <message>
        <source>{name} wins {amount} with {hand}</source>
        <translation type="vanished">{name} {amount} zsetont nyer ezzel: {hand}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>{name} wins {amount}: {hand}</source>
        <translation>{name} {amount} zsetont nyer: {hand}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>{name} {share}</source>
        <translation>{name} {share}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>{name}: {action}</source>
        <translation>{name}: {action}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>— Hand {number} —</source>
        <translation>— {number}. leosztás —</translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Accuracy</source>
        <translation>Pontosság</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Accuracy per skill (share right each day)</source>
        <translation>Pontosság készségenként (a helyes válaszok napi aránya)</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Answer a few questions in Train: your accuracy and speed in each skill appear here, day by day, with every session and answer.</source>
        <translation>Válaszoljon néhány kérdésre a Gyakorlásban: itt jelenik meg napról napra a pontossága és a gyorsasága minden készségben, minden gyakorlással és válasszal.</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Answered</source>
        <translation>Megválaszolt</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Answers</source>
        <translation>Válaszok</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Audition result as PDF…</source>
        <translation>Vizsgaeredmény PDF-ként…</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Dealing a live game</source>
        <translation>Élő játék osztása</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Export as CSV</source>
        <translation>Exportálás CSV-be</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Export as CSV…</source>
        <translation>Exportálás CSV-be…</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Hands per hour in each dealt game</source>
        <translation>Leosztás óránként az egyes osztott élő játékokban</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_charts.py"/>
        <source>MMM d</source>
        <extracomment>the date on the progress charts&apos; time axis, in Qt&apos;s date format (MMM = short month name).</extracomment>
        <translation>MMM d.</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Mastery</source>
        <translation>Jártasság</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Median answer time per skill (seconds)</source>
        <translation>Medián válaszidő készségenként (másodperc)</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Median time</source>
        <translation>Medián idő</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Mistake</source>
        <translation>Hiba</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Mode</source>
        <translation>Mód</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>No answers yet</source>
        <translation>Még nincs válasz</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Print audition result…</source>
        <translation>Vizsgaeredmény nyomtatása…</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Questions</source>
        <translation>Kérdések</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Result</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Right</source>
        <translation>Helyes</translation>
    </message>
    <message>
        <source>Save audition result</source>
        <translation type="vanished">Meghallgatás eredményének mentése</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/results/progress_view.py"/>
        <source>Saved {count} answer to {file}.</source>
        <extracomment>English plural: Saved {count} answers to {file}.</extracomment>
        <translation>
            <numerusform>{count} válasz mentve ide: {file}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Seconds</source>
        <translation>Másodperc</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Session</source>
        <translation>Gyakorlás</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Sessions</source>
        <translation>Gyakorlások</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Skill</source>
        <translation>Készség</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Skills shown:</source>
        <translation>Látható készségek:</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Target</source>
        <translation>Célidő</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Trainee</source>
        <translation>Tanuló</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Train…</source>
        <translation>Gyakorlás…</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>When</source>
        <translation>Időpont</translation>
    </message>
    <message>
        <source>When (UTC)</source>
        <translation type="vanished">Időpont (UTC)</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>audition</source>
        <translation>vizsga</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>error rate {share}</source>
        <translation>hibaarány {share}</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>live game</source>
        <translation>élő játék</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>mastered</source>
        <translation>elsajátítva</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>not passed</source>
        <translation>nem felelt meg</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>passed</source>
        <translation>megfelelt</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>practice</source>
        <translation>gyakorlás</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>right</source>
        <translation>helyes</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>right, but too slow</source>
        <translation>helyes, de túl lassú</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>wrong</source>
        <translation>hibás</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/results/progress_view.py"/>
        <source>{count} hand</source>
        <extracomment>English plural: {count} hands</extracomment>
        <translation>
            <numerusform>{count} leosztás</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>{count} hands per hour</source>
        <translation>{count} leosztás óránként</translation>
    </message>
    <message>
        <location filename="../../ui/common/language.py"/>
        <source>{seconds} s</source>
        <translation>{seconds} mp</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source> ({cap} with {players} players or fewer dealt in)</source>
        <translation> ({players} vagy kevesebb játékosnál {cap})</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>, ante {amount}</source>
        <translation>, ante {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>, big-blind ante {amount}</source>
        <translation>, nagyvak-ante {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>; a jackpot drop of {drop} once the pot reaches {threshold} (with a flop)</source>
        <translation>; {drop} jackpot-levonás, ha a kassza legalább {threshold} (flop után)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>; no flop, no drop</source>
        <translation>; nincs flop, nincs rake</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Board [{cards}]</source>
        <extracomment>the whole board once the betting is over, e.g. &quot;Board [Kh7d2c9s3h]&quot;.</extracomment>
        <translation>Board [{cards}]</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Cash game, blinds {blinds}, dead button</source>
        <translation>Készpénzes játék, vakok {blinds}, halott osztógomb</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Cash game, blinds {blinds}, moving button</source>
        <translation>Készpénzes játék, vakok {blinds}, mozgó osztógomb</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>Count the pot.</source>
        <translation>Meg kell számolni a kasszát.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Empty seats: {seats}.</source>
        <translation>Üres székek: {seats}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>Fixed limit {small}/{big}, cash game.</source>
        <translation>Fix limit {small}/{big}, készpénzes játék.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>Fixed limit {small}/{big}, tournament.</source>
        <translation>Fix limit {small}/{big}, verseny.</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Flop</source>
        <translation>Flop</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Hands (by seat): {hands}</source>
        <translation>Kezek (székenként): {hands}</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Hands tabled (by seat): {hands}</source>
        <translation>Az asztalra tett kezek (székenként): {hands}</translation>
    </message>
    <message>
        <source>Hold&apos;em</source>
        <translation type="vanished">Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>In the game, owing nothing: {seats}.</source>
        <translation>Játékban, tartozás nélkül: {seats}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>It is {who}&apos;s turn and nobody has bet yet on this street. How much is a call (0 = check), and how much is {seat}&apos;s bet? (Answer “none” if they may not bet.)</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;), {seat} the seat alone; may drop {seat} where the sentence has named the seat already.</extracomment>
        <translation>{who} következik, és ebben a körben még senki sem nyitott. Mennyi a megadás (0 = passz), és mekkora a nyitás? (Írja: „nincs”, ha nem nyithat.)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/kind.py"/>
        <source>It is {who}&apos;s turn and nobody has bet yet on this street. What is the smallest bet {seat} may make? (Answer “none” if they may not bet.)</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;), {seat} the seat alone; may drop {seat} where the sentence has named the seat already.</extracomment>
        <translation>{who} következik, és ebben a körben még senki sem nyitott. Mekkora a legkisebb nyitás, amelyet tehet? (Ha nem nyithat, a válasz: „nincs”.)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>It is {who}&apos;s turn. How much must {seat} put in to call, and what may they raise to? (Answer “none” if they may not raise.)</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;), {seat} the seat alone; may drop {seat} where the sentence has named the seat already.</extracomment>
        <translation>{who} következik. Mennyit kell betennie a megadáshoz, és meddig emelhet? (Írja: „nincs”, ha nem emelhet.)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/kind.py"/>
        <source>It is {who}&apos;s turn. What is the smallest amount {seat} may raise to? (Answer “none” if they may not raise.)</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;), {seat} the seat alone; may drop {seat} where the sentence has named the seat already.</extracomment>
        <translation>{who} következik. Legkevesebb meddig emelhet? (Ha nem emelhet, a válasz: „nincs”.)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Last hand (heads-up): the button and the small blind on {button}, the big blind on {big}.</source>
        <translation>Előző leosztás (kettesben): osztógomb és kisvak: {button}, nagyvak: {big}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Last hand: the button on {button}, no small blind, the big blind on {big}.</source>
        <translation>Előző leosztás: osztógomb: {button}, kisvak nem volt, nagyvak: {big}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Last hand: the button on {button}, the small blind on {small}, the big blind on {big}.</source>
        <translation>Előző leosztás: osztógomb: {button}, kisvak: {small}, nagyvak: {big}.</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>No-limit</source>
        <translation>No-limit</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <source>Nobody has bet yet. {who} bets “pot”. How much is the bet?</source>
        <translation>Még senki sem nyitott. {who} „pot” összeggel nyit. Mekkora a nyitás?</translation>
    </message>
    <message>
        <source>Omaha</source>
        <translation type="vanished">Omaha</translation>
    </message>
    <message>
        <source>Omaha Hi/Lo</source>
        <translation type="vanished">Omaha Hi/Lo</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <source>Once the hands are read, which hands does the dealer kill?</source>
        <translation>A kezek kiolvasása után mely kezeket teszi muckba az osztó?</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Pot-limit</source>
        <translation>Pot-limit</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Preflop</source>
        <translation>Preflop</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Seat {seat}</source>
        <translation>{seat}. szék</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Seat {seat} ({name})</source>
        <translation>{seat}. szék ({name})</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Seat {seat}: empty — {name} left after the last hand.</source>
        <translation>{seat}. szék: üres — {name} az előző leosztás után távozott.</translation>
    </message>
    <message>
        <source>Seat {seat}: empty.</source>
        <translation type="vanished">{seat}. szék: üres.</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}, {stack}</source>
        <translation type="vanished">{seat}. szék: {name}, {stack}</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Seats: {seats}</source>
        <translation>Székek: {seats}</translation>
    </message>
    <message>
        <source>Showdown: {hands}</source>
        <translation type="vanished">Showdown: {hands}</translation>
    </message>
    <message>
        <source>The betting is over and the pot is {total} in {pile}. Before you push it, colour it up: the same amount in the fewest chips. How many chips of each colour?</source>
        <extracomment>{pile} is the pot&apos;s chips by colour: &quot;6 black (100), 4 green (25)&quot;.</extracomment>
        <translation type="vanished">A licitálásnak vége, a kassza {total}, ebben: {pile}. A kifizetés előtt fel kell váltani: ugyanaz az összeg a lehető legkevesebb zsetonban. Hány zseton kell az egyes színekből?</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>The betting is over. Before you push the pot, colour it up: the same amount in the fewest chips.</source>
        <translation>A licitálásnak vége. A kassza kifizetése előtt nagyobb címletre kell váltani (color up): ugyanaz az összeg a lehető legkevesebb zsetonban.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/kind.py"/>
        <source>The betting is over. Build the pots: each pot&apos;s amount and the seats that can win it, main pot first, and any chips returned.</source>
        <translation>A licit véget ért. Mi a kasszák felosztása? Minden kassza összege és a megnyerésére jogosult székek, a főkasszával kezdve, valamint az esetleges visszajáró zsetonok.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/kind.py"/>
        <source>The betting round is over. Gather the bets: each pot&apos;s amount and the seats that can win it, main pot first, and any chips returned.</source>
        <translation>Vége a licitkörnek. A tétek begyűjtése a kasszába: minden kassza összege és a székek, amelyek megnyerhetik, először a főkassza, majd a visszajáró zsetonok.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/hi_lo_split/kind.py"/>
        <source>The hands are tabled. How many chips does each seat receive from each pot?</source>
        <translation>A kezek az asztalon vannak. Melyik szék hány zsetont kap az egyes kasszákból?</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/winner/kind.py"/>
        <source>The hands are tabled. Which seat wins (high, and low if there is one), and with what hand?</source>
        <translation>A kezek az asztalon vannak. Melyik szék nyer (felső, és ha van, alsó kézzel), és milyen kézzel?</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>The house rake: {structure}. The hand is over: how much is raked, and how many chips does each winner receive?</source>
        <translation>A ház rake-je: {structure}. A leosztás véget ért: mennyi a rake, és hány zsetont kapnak a nyertesek?</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>The house rake: {structure}. The hand is over: how much is raked, how much is dropped for the jackpot, and how many chips does each winner receive?</source>
        <translation>A ház rake-je: {structure}. A leosztás véget ért: mennyi a rake, mennyi a jackpot-levonás, és hány zsetont kapnak a nyertesek?</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>The house rake: {structure}. The hands are tabled: before the pot is awarded, how much is raked and how much is dropped for the jackpot?</source>
        <translation>A ház rake-je: {structure}. A lapok az asztalon: mielőtt a kasszát odaítéled, mennyi a rake és mennyi a jackpot-levonás?</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>The house rake: {structure}. The hands are tabled: before the pot is awarded, how much is raked?</source>
        <translation>A ház rake-je: {structure}. A lapok az asztalon: mielőtt a kasszát odaítéled, mennyi a rake?</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>The last hand is over. For the next deal: where does the button go, who posts the small blind (or nobody) and the big blind, who else posts what (live + dead), and which seats are dealt in?</source>
        <translation>Az előző leosztás véget ért. A következő osztásnál: hová kerül az osztógomb, ki teszi be a kisvakot (vagy senki) és a nagyvakot, ki tesz még be mit (élő + halott), és mely székek kapnak lapot?</translation>
    </message>
    <message>
        <source>The pot in the middle is in chips: {pile}. Count it: how much is in the pot?</source>
        <extracomment>{pile} is the pot&apos;s chips by colour: &quot;6 black (100), 4 green (25)&quot;.</extracomment>
        <translation type="vanished">A kassza zsetonokban: {pile}. Mennyi van a kasszában?</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Tournament, blinds {blinds}, dead button</source>
        <translation>Verseny, vakok {blinds}, halott osztógomb</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>Tournament: count the pot.</source>
        <translation>Verseny: meg kell számolni a kasszát.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>Tournament: the betting is over. Before you push the pot, colour it up: the same amount in the fewest chips.</source>
        <translation>Verseny: a licitálásnak vége. A kassza kifizetése előtt nagyobb címletre kell váltani (color up): ugyanaz az összeg a lehető legkevesebb zsetonban.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>Tournament: {who} calls {call} with one {chip} chip. How much change?</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;); {chip} a chip by colour and value (&quot;purple (500)&quot;), which the table shows in front of the player.</extracomment>
        <translation>Verseny: {who} megad ({call}), és egy {chip} zsetont tesz be. Mennyi a visszajáró?</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <source>Who must show first, and in what order do the others follow? (Or are all hands turned face up at once?)</source>
        <translation>Ki mutat elsőként, és milyen sorrendben követik a többiek? (Vagy minden kezet egyszerre kell felfordítani?)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Whose action is it? Give the seat, or “none” if the betting round is over.</source>
        <translation>Ki következik? Adja meg a széket, vagy „nincs”, ha vége a licitkörnek.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>away</source>
        <translation>távol van</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>missed the big blind</source>
        <translation>kihagyta a nagyvakot</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>missed the small blind</source>
        <translation>kihagyta a kisvakot</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>new: has just sat down</source>
        <translation>új: most ült le</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>waits for the big blind</source>
        <translation>a nagyvakra vár</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>wants to play now</source>
        <translation>azonnal játszani akar</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{game}, blinds {blinds}</source>
        <translation>{game}, vakok {blinds}</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{name} {stack}</source>
        <translation>{name}: {stack}</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{name} {stack} (button)</source>
        <translation>{name}: {stack} (osztógomb)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>{percent}% of the pot to a cap of {cap}</source>
        <translation>a kassza {percent}%-a, legfeljebb {cap}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>{percent}% of the pot, no cap</source>
        <translation>a kassza {percent}%-a, plafon nélkül</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} bets {amount}</source>
        <translation>{player} nyit {amount} zsetonnal</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} bets {amount} (all-in)</source>
        <translation>{player} nyit {amount} zsetonnal (all-in)</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} calls all-in for {amount}</source>
        <translation>{player} all-inben megad {amount} zsetont</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} calls {amount}</source>
        <translation>{player} megad {amount} zsetont</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} checks</source>
        <translation>{player} passzol</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} folds</source>
        <translation>{player} dob</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} mucks</source>
        <translation>{player} eldobja a lapjait</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} posts {amount} and is all-in</source>
        <translation>{player} betesz {amount} zsetont, és all-inben van</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} raises to {amount}</source>
        <translation>{player} emel {amount}-ig</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} raises to {amount} (all-in)</source>
        <translation>{player} emel {amount}-ig (all-in)</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} shows {cards}</source>
        <translation>{player} felfedi: {cards}</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} {cards}</source>
        <translation>{player} {cards}</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{street} [{cards}]</source>
        <extracomment>a street and the board so far, e.g. &quot;Turn [Kh 7d 2c 9s]&quot;.</extracomment>
        <translation>{street} [{cards}]</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{street}: {actions}</source>
        <translation>{street}: {actions}</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{structure} {game}</source>
        <extracomment>a game&apos;s full name, e.g. &quot;Pot-limit&quot; + &quot;Omaha Hi/Lo&quot;.</extracomment>
        <translation>{structure} {game}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <source>{who} asks for the pot and then bets “pot”. How much is in the pot, and how much is the bet?</source>
        <translation>{who} megkérdezi a kassza méretét, majd „pot” összeggel nyit. Mennyi van a kasszában, és mekkora a nyitás?</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <source>{who} asks for the pot and then says “pot”. How much is in the pot, and raise to what?</source>
        <translation>{who} megkérdezi a kassza méretét, majd azt mondja: „pot”. Mennyi van a kasszában, és meddig emel?</translation>
    </message>
    <message>
        <source>{who} calls {call} by putting out one {chip} chip. How much change do you give back?</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;); {chip} a chip by colour and value (&quot;purple (500)&quot;).</extracomment>
        <translation type="vanished">{who} megad {call} összeget, és ehhez egy {chip} zsetont tesz le. Mennyi a visszajáró?</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>{who} calls {call} with one {chip} chip. How much change?</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;); {chip} a chip by colour and value (&quot;black (100)&quot;), which the table shows in front of the player.</extracomment>
        <translation>{who} megad ({call}), és egy {chip} zsetont tesz be. Mennyi a visszajáró?</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <source>{who} says “pot”. Raise to what?</source>
        <translation>{who} azt mondja: „pot”. Meddig emel?</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>{who} tables the hand. Call it as a dealer says it: the hand and its ranks, and the kicker only where it decides.</source>
        <translation>{who} asztalra teszi a lapjait. Mondja be a kezet, ahogy az osztó mondja: a kezet és az értékeit, a kickert csak ott, ahol dönt.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>{who} tables the hand. Call it as a dealer says it: the hand and its ranks, the kicker only where it decides, and the low.</source>
        <translation>{who} asztalra teszi a lapjait. Mondja be a kezet, ahogy az osztó mondja: a kezet és az értékeit, a kickert csak ott, ahol dönt, és az alsó kezet.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who}: {state}.</source>
        <translation>{who}: {state}.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Drive</source>
        <translation>Meghajtó</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>File</source>
        <translation>Fájl</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Mappa</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
A könyvtár nem található.
Ellenőrizze, hogy jól adta-e meg a könyvtár nevét.</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
A fájl nem található.
Ellenőrizze, hogy jól adta-e meg a fájl nevét.</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 már létezik.
Szeretné lecserélni?</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Choose</source>
        <translation>&amp;Kiválasztás</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Delete</source>
        <translation>&amp;Törlés</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Hely:</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;New Folder</source>
        <translation>Ú&amp;j mappa</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Open</source>
        <translation>&amp;Megnyitás</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Rename</source>
        <translation>Át&amp;nevezés</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Save</source>
        <translation>Menté&amp;s</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>„%1” írásvédett.
Mindenképp törölni szeretné?</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>All Files (*)</source>
        <translation>Minden fájl (*)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Biztosan törölni szeretné: „%1”?</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Back</source>
        <translation>Vissza</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Change to detail view mode</source>
        <translation>Váltás részletes nézet módra</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Change to list view mode</source>
        <translation>Váltás listanézet módra</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Could not delete directory.</source>
        <translation>Nem sikerült törölni a könyvtárat.</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Create New Folder</source>
        <translation>Új mappa létrehozása</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Create a New Folder</source>
        <translation>Egy új mappa létrehozása</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Detail View</source>
        <translation>Részletes nézet</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Directories</source>
        <translation>Könyvtárak</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Directory:</source>
        <translation>Könyvtár:</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>File &amp;name:</source>
        <translation>Fájl&amp;név:</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Files</source>
        <translation>Fájlok</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Files of &amp;type:</source>
        <translation>Fájl&amp;típus:</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Forward</source>
        <translation>Előre</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Go back</source>
        <translation>Ugrás vissza</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Go forward</source>
        <translation>Ugrás előre</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Go to the parent directory</source>
        <translation>Ugrás a szülőkönyvtárba</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>List View</source>
        <translation>Listanézet</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>List of places and bookmarks</source>
        <translation>Helyek és könyvjelzők listája</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>New Folder</source>
        <translation>Új mappa</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Parent Directory</source>
        <translation>Szülőkönyvtár</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Recent Places</source>
        <translation>Legutóbbi helyek</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Show </source>
        <translation>Megjelenítés </translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Rejtett fájlok megjelenítése</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Sidebar</source>
        <translation>Oldalsáv</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Computer</source>
        <translation>Számítógép</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Date Modified</source>
        <translation>Módosítás dátuma</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>My Computer</source>
        <translation>Saját számítógép</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Size</source>
        <translation>Méret</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Típus</translation>
    </message>
</context>
<context>
    <name>QKeySequenceEdit</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Press shortcut</source>
        <translation>Nyomja meg a billentyűparancsot</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Copy</source>
        <translation>&amp;Másolás</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Paste</source>
        <translation>&amp;Beillesztés</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Redo</source>
        <translation>Új&amp;ra</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Kivágás</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Delete</source>
        <translation>Törlés</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Select All</source>
        <translation>Összes kijelölése</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Hide Details...</source>
        <translation>Részletek elrejtése…</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Show Details...</source>
        <translation>Részletek megjelenítése…</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;No</source>
        <translation>&amp;Nem</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Yes</source>
        <translation>&amp;Igen</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Apply</source>
        <translation>Alkalmaz</translation>
    </message>
    <message>
        <location filename="../../ui/common/long_work.py"/>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Discard</source>
        <translation>Eldobás</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Open</source>
        <translation>Megnyitás</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Restore Defaults</source>
        <translation>Alapértelmezések visszaállítása</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Save</source>
        <translation>Mentés</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>A(z) %1 már létezik.
Szeretné felülírni?</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>A(z) %1 egy könyvtár.
Válasszon egy másik fájlnevet.</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Options &lt;&lt;</source>
        <translation>&amp;Beállítások &lt;&lt;</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Options &gt;&gt;</source>
        <translation>&amp;Beállítások &gt;&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Print</source>
        <translation>&amp;Nyomtatás</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>All Pages</source>
        <translation>Összes oldal</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Even Pages</source>
        <translation>Páros oldalak</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>A(z) %1 fájl nem írható.
Válasszon egy másik fájlnevet.</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Local file</source>
        <translation>Helyi fájl</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Odd Pages</source>
        <translation>Páratlan oldalak</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Print</source>
        <translation>Nyomtatás</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Print To File ...</source>
        <translation>Nyomtatás fájlba…</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Print to File (PDF)</source>
        <translation>Nyomtatás fájlba (PDF)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>The &apos;From&apos; value cannot be greater than the &apos;To&apos; value.</source>
        <translation>Az „Ettől” értéke nem lehet nagyobb mint az „Eddig” értéke.</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Write PDF file</source>
        <translation>PDF-fájl írása</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Collate</source>
        <translation>Leválogatás</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Color</source>
        <translation>Színes</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Color Mode</source>
        <translation>Színmód</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Copies</source>
        <translation>Másolatok</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Copies:</source>
        <translation>Másolatok:</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Current Page</source>
        <translation>Jelenlegi oldal</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Double Sided Printing</source>
        <translation>Két oldalas nyomtatás</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Grayscale</source>
        <translation>Szürkeárnyalatos</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Long side binding</source>
        <translation>Hosszú oldali kötés</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Off</source>
        <translation>Ki</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Options</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Output Settings</source>
        <translation>Kimenet beállításai</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Page &amp;Set:</source>
        <translation>Oldal&amp;készlet:</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Pages</source>
        <translation>Oldalak</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Pages from</source>
        <translation>Oldalak ettől</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Print all</source>
        <translation>Összes nyomtatása</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Print range</source>
        <translation>Nyomtatási tartomány</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Reverse</source>
        <translation>Megfordítás</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Selection</source>
        <translation>Kijelölés</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Short side binding</source>
        <translation>Rövid oldali kötés</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>Adjon meg oldalakat vagy tartományokat vesszővel elválasztva. A tartományokat két, kötőjellel elválasztott számmal kell megadni. Például: 3,5-7,9 a 3., 5., 6., 7. és 9. oldalakat nyomtatja ki.</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>to</source>
        <translation>eddig</translation>
    </message>
</context>
<context>
    <name>QPrintWidget</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Name:</source>
        <translation>&amp;Név:</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Location:</source>
        <translation>Hely:</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Output &amp;file:</source>
        <translation>Kimeneti &amp;fájl:</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>P&amp;roperties</source>
        <translation>&amp;Tulajdonságok</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Preview</source>
        <translation>Előnézet</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Printer</source>
        <translation>Nyomtató</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Type:</source>
        <translation>Típus:</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Scroll Left</source>
        <translation>Görgetés balra</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Scroll Right</source>
        <translation>Görgetés jobbra</translation>
    </message>
</context>
<context>
    <name>Question</name>
    <message>
        <location filename="../../trainer/core/question.py"/>
        <source>Seat {seat}</source>
        <translation>{seat}. szék</translation>
    </message>
    <message>
        <location filename="../../trainer/core/question.py"/>
        <source>Seat {seat} ({name})</source>
        <translation>{seat}. szék ({name})</translation>
    </message>
    <message>
        <location filename="../../trainer/core/question.py"/>
        <source>nobody in this hand sits in seat {seat}</source>
        <translation>ebben a leosztásban senki sem ül ezen a széken: {seat}</translation>
    </message>
</context>
<context>
    <name>Rake</name>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>10% to 4 + jackpot drop 1 from pots of 20</source>
        <translation>10%, legfeljebb 4 + 1 jackpot 20-as kasszától</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>10% to 5 (3 heads-up), no flop no drop</source>
        <translation>10%, legfeljebb 5 (kettesben 3), nincs flop, nincs rake</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>5% to 3 (2 three-handed, 1 heads-up)</source>
        <translation>5%, legfeljebb 3 (hárman 2, kettesben 1)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>No rake</source>
        <translation>Nincs rake</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../rules/table.py"/>
        <source>a hand is being played; end it before planning the next</source>
        <translation>egy leosztás folyamatban van; a következő tervezése előtt be kell fejezni</translation>
    </message>
    <message>
        <location filename="../../rules/table.py"/>
        <source>a hand needs at least two players ready to play, not {count}</source>
        <translation>egy leosztáshoz legalább két játékra kész játékos kell, nem {count}</translation>
    </message>
    <message>
        <source>bet {amount} is above the maximum bet {limit} (all of {who}&apos;s chips)</source>
        <translation type="vanished">a nyitás ({amount}) meghaladja a maximális nyitást ({limit}, {who} összes zsetonja)</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>bet {amount} is above the maximum bet {limit} (all-in)</source>
        <translation>a nyitás ({amount}) meghaladja a maximális nyitást ({limit}, all-in)</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>bet {amount} is above the maximum bet {limit} (the pot)</source>
        <translation>a nyitás ({amount}) meghaladja a maximális nyitást ({limit}, a kassza)</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>bet {amount} is below the minimum bet {limit}</source>
        <translation>a nyitás ({amount}) kisebb a minimális nyitásnál ({limit})</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>bet {amount} is not allowed: {who} can only go all-in, bet {limit}</source>
        <translation>a nyitás ({amount}) nem megengedett: {who} csak all-in nyithat, {limit} zsetonnal</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>bet {amount} is not the fixed-limit bet {limit}</source>
        <translation>a nyitás ({amount}) nem egyezik a fix limites nyitással ({limit})</translation>
    </message>
    <message>
        <location filename="../../rules/betting.py"/>
        <source>has no chips beyond the call</source>
        <translation>nem rendelkezik zsetonnal a megadáson felül</translation>
    </message>
    <message>
        <location filename="../../rules/betting.py"/>
        <source>has no opponent left who could call a raise</source>
        <translation>nem áll szemben olyan ellenféllel, aki megadhatna egy emelést</translation>
    </message>
    <message>
        <location filename="../../rules/betting.py"/>
        <source>may not raise: the betting is capped</source>
        <translation>nem emelhet: a licit elérte az emelési korlátot (cap)</translation>
    </message>
    <message>
        <location filename="../../rules/betting.py"/>
        <source>may not raise: the short all-in did not reopen the betting</source>
        <translation>nem emelhet: a rövid all-in nem nyitotta újra a licitet</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>nobody is to act now (the hand is at: {phase})</source>
        <translation>most senki sem következik (a leosztás állapota: {phase})</translation>
    </message>
    <message>
        <source>raise to {amount} is above the maximum raise to {limit} (all of {who}&apos;s chips)</source>
        <translation type="vanished">az emelés végösszege ({amount}) meghaladja a maximumot ({limit}, {who} összes zsetonja)</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>raise to {amount} is above the maximum raise to {limit} (all-in)</source>
        <translation>az emelés {amount}-ig meghaladja a maximumot ({limit}-ig, all-in)</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>raise to {amount} is above the maximum raise to {limit} (the pot)</source>
        <translation>az emelés {amount}-ig meghaladja a maximumot ({limit}-ig, a kassza)</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>raise to {amount} is below the minimum raise to {limit}</source>
        <translation>az emelés {amount}-ig kevesebb a minimumnál ({limit}-ig)</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>raise to {amount} is not allowed: {who} can only go all-in, raise to {limit}</source>
        <translation>az emelés {amount}-ig nem megengedett: {who} csak all-inben emelhet, {limit}-ig</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>raise to {amount} is not the fixed-limit raise to {limit}</source>
        <translation>az emelés {amount}-ig nem egyezik a fix limites emeléssel ({limit}-ig)</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>{player} acted out of turn: it is {actor}&apos;s turn</source>
        <translation>{player} soron kívül lépett: most {actor} következik</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>{who} {refusal}</source>
        <extracomment>a refusal (&quot;has no chips beyond the call&quot; …) said of the player.</extracomment>
        <translation>{who} {refusal}</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>A dealt game lasts at least one hand.</source>
        <translation>Egy osztott játék legalább egy leosztásig tart.</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>A drill pack&apos;s questions are asked in practice or an audition, not in a dealt game.</source>
        <translation>A gyakorlatcsomag kérdései gyakorlásban vagy osztói vizsgán jönnek, nem osztott játékban.</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>A session asks at least one question.</source>
        <translation>Egy gyakorlásban legalább egy kérdésnek kell lennie.</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>A table seats 2 to 10 players, not {count}.</source>
        <translation>Egy asztalnál 2–10 játékos ül, nem {count}.</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>A timed session lasts more than 0 minutes.</source>
        <translation>Az időre menő gyakorlásnak 0 percnél hosszabbnak kell lennie.</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>An audition asks a fixed number of questions.</source>
        <translation>A vizsga rögzített számú kérdésből áll.</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>Choose at least one skill to train.</source>
        <translation>Legalább egy gyakorlandó készséget ki kell választani.</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>The difficulty is 1 to 4, not {difficulty}.</source>
        <translation>A nehézség 1 és 4 közötti érték lehet, nem {difficulty}.</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>The drill pack “{name}” has no questions.</source>
        <translation>A gyakorlatcsomag nem tartalmaz kérdéseket: „{name}”.</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>The house rake is one of the room&apos;s rakes, not “{rake}”.</source>
        <translation>A ház rake-je a terem egyik rake-je lehet, nem „{rake}”.</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>The mode is &quot;practice&quot; or &quot;audition&quot;, not “{mode}”.</source>
        <translation>A mód „practice” (gyakorlás) vagy „audition” (vizsga) lehet, nem „{mode}”.</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>The session is over.</source>
        <translation>A gyakorlás véget ért.</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>The time per question must be more than 0 seconds.</source>
        <translation>A kérdésenkénti időnek 0 másodpercnél többnek kell lennie.</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>Unknown chip set “{name}”.</source>
        <translation>Ismeretlen zsetonkészlet: „{name}”.</translation>
    </message>
</context>
<context>
    <name>SessionSetup</name>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>1 — a few deep stacks, round numbers</source>
        <translation>1 — néhány mély stack, kerek számok</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>2 — a short stack, one side pot</source>
        <translation>2 — egy rövid stack, egy mellékkassza</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>3 — fuller tables, antes, several all-ins</source>
        <translation>3 — teltebb asztalok, anték, több all-in</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>4 — full tables, BB ante, short all-ins, odd chips</source>
        <translation>4 — teli asztalok, BB ante, rövid all-inek, páratlan zsetonok</translation>
    </message>
    <message numerus="yes">
        <source>An audition asks at least {least} questions for {count} skill (five of each): set the length to {least} or more.</source>
        <extracomment>English plural: An audition asks at least {least} questions for {count} skills (five of each): set the length to {least} or more.</extracomment>
        <translation type="vanished">
            <numerusform>Egy osztói vizsga {count} készséggel legalább {least} kérdésből áll (mindegyikből öt): a hossz legyen legalább {least}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>An audition needs at least {least} questions: five of each skill.</source>
        <translation>Egy vizsgához legalább {least} kérdés kell: készségenként öt.</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Audition</source>
        <translation>Osztói vizsga</translation>
    </message>
    <message>
        <source>Audition: a fixed mix of the skills, results at the end, 80 % each to pass</source>
        <translation type="vanished">Osztói vizsga: a készségek rögzített keveréke, eredmény a végén, mindegyikből 80% kell a sikerhez</translation>
    </message>
    <message>
        <source>Audition: a fixed mix of the skills, results at the end, 80 % each to pass.</source>
        <translation type="vanished">Osztói vizsga: a készségek rögzített keveréke, eredmény a végén, mindegyikből 80% kell a sikerhez.</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Audition: a fixed mix of the skills, results at the end; a skill passes with 80 % right and its median answer within its target time.</source>
        <translation>Osztói vizsga: a készségek rögzített keveréke, eredmény a végén; egy készség akkor sikeres, ha legalább 80% helyes, és a medián válaszidő a célidőn belül van.</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Auto (by the difficulty)</source>
        <translation>Automatikus (a nehézség szerint)</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Chip set</source>
        <translation>Zsetonkészlet</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Clock</source>
        <translation>Időmérés</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Deal a live game</source>
        <translation>Élő játék osztása</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Deal new hands</source>
        <translation>Új leosztások</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Dealing a live game</source>
        <translation>Élő játék osztása (osztó mód)</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Difficulty</source>
        <translation>Nehézség</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Drill pack</source>
        <translation>Gyakorlatcsomag</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/training/session_setup.py"/>
        <source>Drill pack “{name}”: {count} question.</source>
        <extracomment>English plural: Drill pack “{name}”: {count} questions, asked in order.</extracomment>
        <translation>
            <numerusform>Gyakorlatcsomag: „{name}”, {count} kérdés, sorrendben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drill pack “{name}”: {count} questions, asked in order.</source>
        <translation type="vanished">Gyakorlatcsomag: „{name}”, {count} kérdés, sorrendben.</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Games (none ticked: all)</source>
        <translation>Játékok (ha egy sincs bejelölve: mind)</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Hands</source>
        <translation>Leosztások</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>House rake</source>
        <translation>A ház rake-je</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Import drill pack</source>
        <translation>Gyakorlatcsomag importálása</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Import drill pack…</source>
        <translation>Gyakorlatcsomag importálása…</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Length</source>
        <translation>Hossz</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Minutes</source>
        <translation>Időtartam (perc)</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Mode</source>
        <translation>Mód</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>New trainee</source>
        <translation>Új tanuló</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>New trainee…</source>
        <translation>Új tanuló…</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>New training session</source>
        <translation>Új gyakorlás</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>No drill pack: new hands are dealt.</source>
        <translation>Nincs gyakorlatcsomag: új leosztások készülnek.</translation>
    </message>
    <message>
        <source>Omaha</source>
        <translation type="vanished">Omaha</translation>
    </message>
    <message>
        <source>Omaha Hi/Lo</source>
        <translation type="vanished">Omaha Hi/Lo</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Players at the table</source>
        <translation>Játékosok az asztalnál</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Practice</source>
        <translation>Gyakorlás</translation>
    </message>
    <message>
        <source>Practice: each answer graded and explained at once, weak skills more often</source>
        <translation type="vanished">Gyakorlás: azonnali értékelés és magyarázat minden válaszhoz, a gyenge készségek gyakrabban</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Practice: each answer graded and explained at once, weak skills more often.</source>
        <translation>Gyakorlás: azonnali értékelés és magyarázat minden válaszhoz, a gyenge készségek gyakrabban.</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Questions</source>
        <translation>Kérdésszám</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Skills</source>
        <translation>Készségek</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Start</source>
        <translation>Indítás</translation>
    </message>
    <message>
        <source>Texas Hold&apos;em</source>
        <translation type="vanished">Texas Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Timed: seconds per question</source>
        <translation>Időkorlát: másodperc kérdésenként</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Trainee</source>
        <translation>Tanuló</translation>
    </message>
    <message>
        <source>You deal each hand of computer players, and every dealer step is asked: the button and the blinds, the pot, rulings, gathering the bets, the showdown, reading the hands, pushing the pots and the rake. You are judged by hands per hour and the error rate. The difficulty sets how fast the players act and how often the hard moments come (short all-ins, many-way all-ins, hi/lo quarters).</source>
        <translation type="vanished">Te osztasz a gépi játékosoknak minden leosztásban, és minden osztói lépést meg kell tenned: osztógomb és vakok, kassza, döntések, a tétek kasszába gyűjtése, showdown, a kezek leolvasása, a kassza nyerőhöz tolása és a rake. A leosztás óránként és a hibaarány alapján ítélünk. A nehézség azt szabja meg, milyen gyorsan cselekszenek a játékosok, és milyen gyakran jönnek a nehéz pillanatok (rövid all-inek, többes all-inek, hi/lo negyedelés).</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>You deal each hand of computer players, and every dealer step is asked: the button and the blinds, the pot, rulings, gathering the bets, the showdown, the rake, reading the hands and pushing the pots. You are judged by hands per hour and the error rate. The difficulty sets how fast the players act and how often the hard moments come (short all-ins, many-way all-ins, hi/lo quarters).</source>
        <translation>Ön osztja a gépi játékosok minden leosztását, és minden osztói lépés kérdés: osztógomb és vakok, kassza, döntések, a tétek kasszába gyűjtése, showdown, rake, a kezek leolvasása és a kassza nyerőhöz tolása. Az értékelés alapja a leosztás óránként és a hibaarány. A nehézség azt szabja meg, milyen gyorsan lépnek a játékosok, és milyen gyakran jönnek a nehéz pillanatok (rövid all-inek, többes all-inek, hi/lo negyedelés).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/training/session_setup.py"/>
        <source>{done} of {total} question checked</source>
        <extracomment>English plural: {done} of {total} questions checked</extracomment>
        <translation>
            <numerusform>{total} kérdésből {done} ellenőrizve</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../stored_settings.py"/>
        <source>Some saved settings could not be used and are back to their defaults: {names}.</source>
        <translation>Néhány mentett beállítás nem használható, ezért visszaállt az alapértékére: {names}.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../ui/play_mode/shortcuts_dialog.py"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/shortcuts_dialog.py"/>
        <source>Bet / raise</source>
        <translation>Nyitás / emelés</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/shortcuts_dialog.py"/>
        <source>Check / call</source>
        <translation>Passz / megadás</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/shortcuts_dialog.py"/>
        <source>Each action needs its own key.</source>
        <translation>Minden művelethez külön billentyű kell.</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/shortcuts_dialog.py"/>
        <source>Fold</source>
        <translation>Dobás</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/shortcuts_dialog.py"/>
        <source>Keyboard shortcuts</source>
        <translation>Billentyűparancsok</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/shortcuts_dialog.py"/>
        <source>Next hand</source>
        <translation>Következő leosztás</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <location filename="../../trainer/store/records.py"/>
        <source>A profile name can be at most {count} characters long.</source>
        <translation>A profil neve legfeljebb {count} karakter lehet.</translation>
    </message>
    <message>
        <location filename="../../trainer/store/records.py"/>
        <source>A profile name cannot be empty.</source>
        <translation>A profil neve nem lehet üres.</translation>
    </message>
    <message>
        <location filename="../../trainer/store/records.py"/>
        <source>A profile name must be on one line.</source>
        <translation>A profil nevének egy sorban kell lennie.</translation>
    </message>
    <message>
        <location filename="../../trainer/store/records.py"/>
        <source>A profile name must be text.</source>
        <translation>A profil neve csak szöveg lehet.</translation>
    </message>
    <message>
        <location filename="../../trainer/store/opening.py"/>
        <source>Progress will not be saved this session ({path}: {reason}); answers are kept until dealerdesk closes.</source>
        <translation>A haladás most nem menthető ({path}: {reason}); a válaszok a dealerdesk bezárásáig megmaradnak.</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>The progress could not be exported to {path}: {reason}.</source>
        <translation>A haladás nem exportálható ide: {path}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>The progress could not be saved to {path}: {reason}.</source>
        <translation>Az előrehaladást nem sikerült ide menteni: {path}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>The progress could not be saved: {reason}.</source>
        <translation>A haladás nem menthető: {reason}.</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>The progress database could not be read: {reason}.</source>
        <translation>A haladási adatbázis nem olvasható: {reason}.</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>The progress store is closed.</source>
        <translation>A haladási adatbázis be van zárva.</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>There is already a profile named “{name}”.</source>
        <translation>Már van ilyen nevű profil: „{name}”.</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>There is no profile number {number}; it may have been deleted.</source>
        <translation>Nincs {number} számú profil; lehet, hogy törölték.</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>Your answers are kept but not saved yet ({reason}); they are saved as soon as possible.</source>
        <translation>A válaszok megmaradtak, de még nincsenek mentve ({reason}); mentésük, amint lehetséges, megtörténik.</translation>
    </message>
    <message>
        <location filename="../../trainer/store/opening.py"/>
        <source>Your progress database could not be used ({reason}), so it was kept as {path} and a new one was started.</source>
        <translation>A haladási adatbázis nem használható ({reason}), ezért {path} néven megmaradt, és új indult.</translation>
    </message>
    <message>
        <location filename="../../trainer/store/opening.py"/>
        <source>Your progress database was written by a newer version of dealerdesk ({reason}), so it was kept unchanged as {path} and a new one was started; use the newer dealerdesk to see that progress.</source>
        <translation>A haladási adatbázist a dealerdesk egy újabb változata írta ({reason}), ezért változatlanul megmaradt {path} néven, és új indult; azt a haladást az újabb dealerdesk mutatja meg.</translation>
    </message>
    <message>
        <location filename="../../trainer/store/opening.py"/>
        <source>Your progress folder cannot be written ({path}): your progress is shown, but new answers are kept only until dealerdesk closes.</source>
        <translation>A haladás mappája nem írható ({path}): a haladás látható, de az új válaszok csak a dealerdesk bezárásáig maradnak meg.</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>another program is holding the progress database</source>
        <translation>egy másik program fogja a haladási adatbázist</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>the disk is full</source>
        <translation>a lemez megtelt</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>the progress database cannot be written</source>
        <translation>a haladási adatbázis nem írható</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/store/database.py"/>
        <source>{count} saved row of your progress could not be read and is left out.</source>
        <extracomment>English plural: {count} saved rows of your progress could not be read and are left out.</extracomment>
        <translation>
            <numerusform>A mentett haladás {count} sora nem olvasható, ezért kimarad.</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} saved rows of your progress could not be read and are left out.</source>
        <translation type="vanished">A mentett haladás {count} sora nem olvasható, ezért kimarad.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../ui/felt/items.py"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../../ui/felt/plates.py"/>
        <source>%1/%2 (%3)</source>
        <comment>a player&apos;s VPIP/PFR (percent) under their seat, and the hands they are counted over</comment>
        <translation>%1/%2 (%3)</translation>
    </message>
    <message>
        <location filename="../../ui/felt/items.py"/>
        <location filename="../../ui/felt/plates.py"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../../ui/felt/plates.py"/>
        <source>Away</source>
        <translation>Távol</translation>
    </message>
    <message>
        <location filename="../../ui/felt/items.py"/>
        <source>BB</source>
        <comment>big blind marker</comment>
        <translation>BB</translation>
    </message>
    <message>
        <location filename="../../ui/felt/items.py"/>
        <source>Bet %1</source>
        <translation>Nyitás %1</translation>
    </message>
    <message>
        <location filename="../../ui/felt/items.py"/>
        <source>Call %1</source>
        <translation>Megadás %1</translation>
    </message>
    <message>
        <location filename="../../ui/felt/items.py"/>
        <source>Check</source>
        <translation>Passz</translation>
    </message>
    <message>
        <location filename="../../ui/felt/plates.py"/>
        <source>Folded</source>
        <translation>Dobott</translation>
    </message>
    <message>
        <location filename="../../ui/felt/items.py"/>
        <source>Main pot</source>
        <translation>Főkassza</translation>
    </message>
    <message>
        <location filename="../../ui/felt/items.py"/>
        <source>Raise to %1</source>
        <translation>Emelés %1-ig</translation>
    </message>
    <message>
        <location filename="../../ui/felt/items.py"/>
        <source>SB</source>
        <comment>small blind marker</comment>
        <translation>SB</translation>
    </message>
    <message>
        <location filename="../../ui/felt/items.py"/>
        <source>Seat %1</source>
        <translation>%1. szék</translation>
    </message>
    <message>
        <location filename="../../ui/felt/items.py"/>
        <source>Side pot %1</source>
        <translation>%1. mellékkassza</translation>
    </message>
    <message>
        <location filename="../../ui/felt/scene.py"/>
        <source>Total pot: %1</source>
        <translation>Kassza összesen: %1</translation>
    </message>
    <message>
        <location filename="../../ui/felt/plates.py"/>
        <source>VPIP %1%: how often this player put chips in before the flop of their own will.
PFR %2%: how often they raised before the flop.
Hands counted this session: %3</source>
        <translation>VPIP %1%: milyen gyakran tett be a játékos önként zsetont a flop előtt.
PFR %2%: milyen gyakran emelt a flop előtt.
A játszmában számolt leosztások: %3</translation>
    </message>
    <message>
        <location filename="../../ui/felt/plates.py"/>
        <source>Wins %1</source>
        <comment>the chips a winner won, under its plate</comment>
        <translation>Nyer %1</translation>
    </message>
</context>
<context>
    <name>TrainerPage</name>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source> of {limit:.0f} s</source>
        <translation> / {limit:.0f} mp</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_table.py"/>
        <source> · raked {rake}</source>
        <translation> · rake {rake}</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_table.py"/>
        <source> · raked {rake}, jackpot drop {drop}</source>
        <translation> · rake {rake}, jackpot-levonás {drop}</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_table.py"/>
        <source>%1 · last hand</source>
        <translation>%1 · előző leosztás</translation>
    </message>
    <message>
        <source>%1 · the markers of the last hand</source>
        <translation type="vanished">%1 · a múlt leosztás jelzői</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_table.py"/>
        <source>%1 · the next deal</source>
        <translation>%1 · a következő osztás</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Action on</source>
        <translation>Következik</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <source>All hands face up at once</source>
        <translation>Minden kéz egyszerre felfordítva</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_inputs.py"/>
        <source>Amount</source>
        <translation>Összeg</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_side.py"/>
        <source>Answer (Enter)</source>
        <translation>Válasz (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>Answer recorded. The results come at the end of the audition.</source>
        <translation>Válasz rögzítve. Az eredmények a vizsga végén jelennek meg.</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>Audition passed: every skill at 80 % or more, within its target time.</source>
        <translation>Sikeres vizsga: minden készség legalább 80%, a célidőn belül.</translation>
    </message>
    <message>
        <source>Audition passed: every skill at 80 % or more.</source>
        <translation type="vanished">Sikeres vizsga: minden készség legalább 80%.</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>Audition result</source>
        <translation>Vizsgaeredmény</translation>
    </message>
    <message>
        <location filename="../../ui/training/between_hands.py"/>
        <source>Away</source>
        <translation>Távol</translation>
    </message>
    <message>
        <location filename="../../ui/training/between_hands.py"/>
        <source>Away · %1</source>
        <translation>Távol · %1</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>Back to the result (Enter)</source>
        <translation>Vissza az eredményhez (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/training/between_hands.py"/>
        <source>Back · %1</source>
        <translation>Visszajött · %1</translation>
    </message>
    <message>
        <location filename="../../ui/training/between_hands.py"/>
        <source>Back · waits for BB</source>
        <translation>Visszajött · BB-re vár</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>Bet or raise to</source>
        <translation>Nyitás/emelés végösszege</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>Big blind</source>
        <translation>Nagyvak</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>Button</source>
        <translation>Osztógomb</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>Call</source>
        <translation>Megadás</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/answer.py"/>
        <source>Change owed</source>
        <translation>Visszajáró</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/winner/kind.py"/>
        <source>Choose the hand</source>
        <translation>Válassza ki a kezet</translation>
    </message>
    <message>
        <source>Choose the hand called.</source>
        <translation type="vanished">Válassza ki a bemondott kezet.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/inputs.py"/>
        <source>Choose the winning hand.</source>
        <translation>Válassza ki a nyerő kezet.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>Dealt in</source>
        <translation>Lapot kap</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>Each winner receives</source>
        <translation>A nyertesek kapnak</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_inputs.py"/>
        <source>Eligible seats</source>
        <translation>Jogosult székek</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>Every answer is saved in your progress.</source>
        <translation>Minden válasz bekerül a haladási adatok közé.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="vanished">Kéz</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <source>Hands killed</source>
        <translation>Muckba tett kezek</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/winner/kind.py"/>
        <source>High winner(s)</source>
        <translation>Felső nyertes(ek)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>Jackpot drop</source>
        <translation>Jackpot-levonás</translation>
    </message>
    <message>
        <source>Kicker(s)</source>
        <translation type="vanished">Kicker(ek)</translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="vanished">Alsó kéz</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/winner/kind.py"/>
        <source>Low winner(s)</source>
        <translation>Alsó nyertes(ek)</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>Median time</source>
        <translation>Medián idő</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/kind.py"/>
        <source>Minimum bet</source>
        <translation>Minimális nyitás</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/kind.py"/>
        <source>Minimum raise to</source>
        <translation>Minimális emelés végösszege</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>Missed question {n} of {total}</source>
        <translation>Elhibázott kérdés: {n}/{total}</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>Mistake: {cause}.</source>
        <translation>Hiba: {cause}.</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_side.py"/>
        <source>New session…</source>
        <translation>Új gyakorlás…</translation>
    </message>
    <message>
        <location filename="../../ui/training/between_hands.py"/>
        <source>New · waits for BB</source>
        <translation>Új · BB-re vár</translation>
    </message>
    <message>
        <location filename="../../ui/training/between_hands.py"/>
        <source>New · wants to play</source>
        <translation>Új · játszani akar</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>Next missed question (Enter)</source>
        <translation>Következő elhibázott (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <location filename="../../ui/training/trainer_side.py"/>
        <source>Next question (Enter)</source>
        <translation>Következő kérdés (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>Not passed yet: every skill needs 80 % or more, within its target time.</source>
        <translation>Még nem sikerült: minden készségben legalább 80% kell, a célidőn belül.</translation>
    </message>
    <message>
        <source>Not passed yet: every skill needs 80 % or more.</source>
        <translation type="vanished">Még nem sikerült: minden készségben legalább 80% kell.</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>Not quite</source>
        <translation>Nem egészen</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <source>Order</source>
        <translation>Sorrend</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>Other posts</source>
        <translation>Egyéb betétek</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>Pass mark 80 %</source>
        <translation>Megfelelési küszöb: 80%</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <location filename="../../ui/training/trainer_table.py"/>
        <source>Pot</source>
        <translation>Kassza</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/kind.py"/>
        <source>Pots, main pot first (click seats to mark who can win each)</source>
        <translation>Kasszák, a főkasszával kezdve (a székekre kattintva jelölhető, ki nyerheti meg az egyes kasszákat)</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_side.py"/>
        <source>Previous</source>
        <translation>Előző</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_side.py"/>
        <source>Print result…</source>
        <translation>Eredmény nyomtatása…</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>Question {n}</source>
        <translation>{n}. kérdés</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>Question {n} of {total}</source>
        <translation>Kérdés: {n}/{total}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <source>Raise to</source>
        <translation>Emelés végösszege</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>Rake</source>
        <translation>Rake</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation type="vanished">Értékek</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/kind.py"/>
        <source>Returned</source>
        <translation>Visszajáró zsetonok</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>Review the missed questions ({count})</source>
        <translation>Elhibázott kérdések átnézése ({count})</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>Right</source>
        <translation>Helyes</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>Right!</source>
        <translation>Helyes!</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_side.py"/>
        <source>Save result as PDF…</source>
        <translation>Eredmény mentése PDF-ként…</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>See the result (Enter)</source>
        <translation>Eredmény megtekintése (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>Session result</source>
        <translation>A gyakorlás eredménye</translation>
    </message>
    <message>
        <source>Share</source>
        <translation type="vanished">Arány</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_side.py"/>
        <source>Show the betting again</source>
        <translation>A tétek menetének mutatása</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation type="vanished">Készség</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>Small blind</source>
        <translation>Kisvak</translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="vanished">Célidő</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>The call</source>
        <translation>Bemondás</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/answer.py"/>
        <source>The pot</source>
        <translation>A kassza</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>The results come at the end of the audition.</source>
        <translation>Az eredmények a vizsga végén jelennek meg.</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_side.py"/>
        <source>Time is up</source>
        <translation>Lejárt az idő</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>Time is up: counted as missed</source>
        <translation>Lejárt az idő: hibásnak számít</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/winner/kind.py"/>
        <source>Winning hand</source>
        <translation>Nyerő kéz</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>a seat, or none: the round is over</source>
        <translation>szék, vagy nincs: vége a körnek</translation>
    </message>
    <message>
        <source>answered in {s:.0f} s</source>
        <translation type="vanished">válasz {s:.0f} mp alatt</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>answered in {s:.0f} s, over the {target:.0f} s target</source>
        <translation>válasz {s:.0f} mp alatt, a(z) {target:.0f} mp-es célidőn túl</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>answered in {s:.0f} s, within the {target:.0f} s target</source>
        <translation>válasz {s:.0f} mp alatt, a(z) {target:.0f} mp-es célidőn belül</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/answer.py"/>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>chips</source>
        <translation>zseton</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>chips (0 = check)</source>
        <translation>zseton (0 = passz)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <location filename="../../trainer/kinds/min_raise/kind.py"/>
        <source>chips, or none</source>
        <translation>zseton, vagy nincs</translation>
    </message>
    <message>
        <source>e.g. 7 5 (seven-five), or none</source>
        <translation type="vanished">pl. 7 5 (hetes-ötös), vagy nincs</translation>
    </message>
    <message>
        <source>e.g. K 7 (kings and sevens)</source>
        <translation type="vanished">pl. K 7 (királyok és hetesek)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>e.g. aces up, seven-five low (or: no low)</source>
        <translation>pl. ászok és nyolcasok, hetes-ötös alsó kéz (vagy: nincs alsó kéz)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>e.g. kings full of sixes</source>
        <translation>pl. full house, királyok hatosokkal</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/inputs.py"/>
        <source>fill in at least the main pot: its amount and eligible seats</source>
        <translation>legalább a főkasszát ki kell tölteni: az összegét és a jogosult székeket</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>fill in how many chips of at least one colour</source>
        <translation>legalább egy színnél meg kell adni a zsetonok számát</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>how many (0 for none)</source>
        <translation>hány darab (0, ha egy sem)</translation>
    </message>
    <message>
        <location filename="../../ui/training/between_hands.py"/>
        <source>missed BB</source>
        <translation>kihagyta a BB-t</translation>
    </message>
    <message>
        <location filename="../../ui/training/between_hands.py"/>
        <source>missed SB</source>
        <translation>kihagyta az SB-t</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>name a seat by its number</source>
        <translation>adjon meg egy széket a számával</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>name a seat by its number, or type none</source>
        <translation>adjon meg egy széket a számával, vagy írja: nincs</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>name at least one seat by its number</source>
        <translation>adjon meg legalább egy széket a számával</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>name one seat, not {count}</source>
        <translation>egy széket adjon meg, ne ennyit: {count}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>nobody sits in seat {seat}</source>
        <translation>senki sem ül ezen a széken: {seat}</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>not yet</source>
        <translation>még nem</translation>
    </message>
    <message>
        <source>only where it decides, or none</source>
        <translation type="vanished">csak ha dönt, különben nincs</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>pass mark {needed} of {asked}</source>
        <translation>megfelelési küszöb: {needed} / {asked}</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>passed</source>
        <translation>megfelelt</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>seat</source>
        <translation>szék</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>seat {seat} does not exist (seats 1 to {count})</source>
        <translation>nincs ilyen szék: {seat} (székek: 1–{count})</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>seat {seat} is named twice</source>
        <translation>a(z) {seat}. szék kétszer szerepel</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>seat, or none</source>
        <translation>szék, vagy nincs</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/kind.py"/>
        <source>seat: chips, or none</source>
        <translation>szék: zseton, vagy nincs</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/hi_lo_split/kind.py"/>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>seat: chips, …</source>
        <translation>szék: zseton, …</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>seat: live+dead, e.g. 7: 5+2 — or none</source>
        <translation>szék: élő+halott, pl. 7: 5+2 — vagy nincs</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/winner/kind.py"/>
        <source>seats (or click them)</source>
        <translation>székek (kattintással is)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>seats, e.g. 1 3 4 6</source>
        <translation>székek, pl. 1 3 4 6</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <source>seats, e.g. 4 6 1 (or click the seats)</source>
        <translation>székek, pl. 4 6 1 (kattintással is)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <location filename="../../trainer/kinds/winner/kind.py"/>
        <source>seats, or none</source>
        <translation>székek, vagy nincs</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>session: {m}:{s:02d} left</source>
        <translation>gyakorlás: még {m}:{s:02d}</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>target {target:.0f} s</source>
        <translation>célidő {target:.0f} mp</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>the bet or raise-to</source>
        <translation>a nyitás vagy emelés végösszege</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>the call</source>
        <translation>a megadás</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/answer.py"/>
        <source>the change</source>
        <translation>a visszajáró</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>the jackpot drop</source>
        <translation>a jackpot-levonás</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/kind.py"/>
        <source>the minimum bet</source>
        <translation>a minimális nyitás</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/kind.py"/>
        <source>the minimum raise-to</source>
        <translation>a minimális emelés végösszege</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>the post for seat {seat}</source>
        <translation>a(z) {seat}. szék betétje</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/answer.py"/>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <source>the pot</source>
        <translation>a kassza</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <source>the raise-to</source>
        <translation>az emelés végösszege</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>the rake</source>
        <translation>a rake</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>too slow</source>
        <translation>túl lassú</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>type the post for seat {seat} as live + dead, for example 5+2</source>
        <translation>a(z) {seat}. szék betétjét élő + halott alakban adja meg, például 5+2</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>you said {given}</source>
        <translation>a megadott válasz: {given}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/answer.py"/>
        <source>{colour} ({value}) chips</source>
        <extracomment>the label of a box for a number of chips: &quot;Black (100) chips&quot;.</extracomment>
        <translation>{colour} ({value}) zseton</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_side.py"/>
        <source>{left:.0f} s left</source>
        <translation>még {left:.0f} mp</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>{right} of {answered} right</source>
        <translation>{answered} válaszból {right} helyes</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>{right} of {answered} right.</source>
        <translation>{answered} válaszból {right} helyes.</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>{right} right</source>
        <translation>{right} helyes</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>{s:.0f} s</source>
        <translation>{s:.0f} mp</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_inputs.py"/>
        <source>“{field}” is not answered yet.</source>
        <translation>A(z) „{field}” még nincs megválaszolva.</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_inputs.py"/>
        <source>“{field}” is not answered yet: type {none} if there is none.</source>
        <translation>A(z) „{field}” még nincs megválaszolva: ha nincs, írja be: {none}.</translation>
    </message>
</context>
<context>
    <name>UnsavedAnswers</name>
    <message>
        <location filename="../../ui/window/unsaved_answers.py"/>
        <source>Answers not saved</source>
        <translation>Nem mentett válaszok</translation>
    </message>
    <message>
        <location filename="../../ui/window/unsaved_answers.py"/>
        <source>Quit and lose them</source>
        <translation>Kilépés, a válaszok elvesznek</translation>
    </message>
    <message>
        <location filename="../../ui/window/unsaved_answers.py"/>
        <source>Save elsewhere…</source>
        <translation>Mentés máshová…</translation>
    </message>
    <message>
        <location filename="../../ui/window/unsaved_answers.py"/>
        <source>Try again</source>
        <translation>Újrapróbálás</translation>
    </message>
    <message>
        <location filename="../../ui/window/unsaved_answers.py"/>
        <source>Try again (after freeing some space), save your progress to another place, or quit and lose them?</source>
        <translation>Újrapróbálod (miután helyet szabadítottál fel), máshová mented az előrehaladásodat, vagy kilépsz, és a válaszok elvesznek?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/window/unsaved_answers.py"/>
        <source>Your progress, with the {count} answer not saved here, is saved in {path}.</source>
        <extracomment>English plural: Your progress, with the {count} answers not saved here, is saved in {path}.</extracomment>
        <translation>
            <numerusform>Az előrehaladásod az itt nem mentett {count} válasszal együtt ide került: {path}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/window/unsaved_answers.py"/>
        <source>the progress database cannot be written</source>
        <translation>az előrehaladás adatbázisa nem írható</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/window/unsaved_answers.py"/>
        <source>{count} answer could not be saved yet: {why}. It is kept while dealerdesk is open.</source>
        <extracomment>English plural: {count} answers could not be saved yet: {why}. They are kept while dealerdesk is open.</extracomment>
        <translation>
            <numerusform>{count} válasz még nincs mentve: {why}. Amíg a dealerdesk nyitva van, megmarad.</numerusform>
        </translation>
    </message>
</context>
</TS>
