<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="th_TH" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../../ui/action_bar.py"/>
        <source>All-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/action_bar.py"/>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/action_bar.py"/>
        <source>Call {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/action_bar.py"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/action_bar.py"/>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/action_bar.py"/>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/action_bar.py"/>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/action_bar.py"/>
        <source>Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/action_bar.py"/>
        <source>Raise to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/action_bar.py"/>
        <source>Type an amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/action_bar.py"/>
        <source>amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/action_bar.py"/>
        <source>{text} is not a number of chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/action_bar.py"/>
        <source>½ pot</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Answers</name>
    <message>
        <location filename="../../trainer/answers.py"/>
        <source>name at least one seat by its number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/answers.py"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/answers.py"/>
        <source>pot {number}&apos;s amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/answers.py"/>
        <source>pot {number}: type the amount, a colon, then the seats (for example &apos;120: 1 3 4&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/answers.py"/>
        <source>seat {seat} is named twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/answers.py"/>
        <source>the amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/answers.py"/>
        <source>the chips for seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/answers.py"/>
        <source>type {what} as a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/answers.py"/>
        <source>{item} is not &apos;seat: chips&apos; (for example &apos;4: 120&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/answers.py"/>
        <source>{text} is not a hand name (one of: {names})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/answers.py"/>
        <source>{text} is not a number of chips ({what})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/answers.py"/>
        <source>{word} is not a seat number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AuditionReport</name>
    <message>
        <location filename="../../ui/audition_report.py"/>
        <source>An audition is passed with at least 80 % right in every skill. Graded by dealerdesk against the TDA 2024 rules and Robert&apos;s Rules of Poker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/audition_report.py"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/audition_report.py"/>
        <source>Dealer audition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/audition_report.py"/>
        <source>NOT PASSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/audition_report.py"/>
        <source>PASSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/audition_report.py"/>
        <source>Pass mark {mark:.0%}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/audition_report.py"/>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/audition_report.py"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/audition_report.py"/>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/audition_report.py"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/audition_report.py"/>
        <source>Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/audition_report.py"/>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/audition_report.py"/>
        <source>Trainee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/audition_report.py"/>
        <source>not passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/audition_report.py"/>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/audition_report.py"/>
        <source>{minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Calling station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Loose-aggressive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Plays few hands and would rather call than raise; a bet from it means a strong hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Plays few hands but plays them hard: raises to enter, bets its good hands, bluffs now and then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Plays many hands and keeps betting: raises, re-raises and bluffs often.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Plays many hands, hardly ever raises, and calls almost any bet to see the next card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Tight-aggressive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Tight-passive</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <location filename="../../ui/crash.py"/>
        <source>A report was saved to {path}

Please attach it when you report the problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/crash.py"/>
        <source>The report could not be saved to {folder} ({problem}). Its text is under Show Details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/crash.py"/>
        <source>dealerdesk ran into a problem and could not finish what it was doing: {summary}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source> and </source>
        <extracomment>joins the winners of one pot (&quot;Seat 2 (Ann) 60 and Seat 5 (Bob) 60&quot;); keep the spaces.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>(tied: split, odd chip to the first seat left of the button)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>A pot raise adds that much to the {bet} bet: raise to {bet} + {added} = {raise_to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>Bets in front of the players: {bets} = {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>Chips already in the middle: {chips}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>Each player&apos;s chips in this hand: {chips}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>High: {shares}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>House rule: the blinds count as posted in full, adding {chips}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>Low: {shares}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>Main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>Minimum raise-to = {bet} + {increment} = {raise_to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>Nobody bet {street}, the final round: the first player left of the button shows first, {who}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>Nobody called the last {amount} of {who}: it goes back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>Nobody has bet yet: the largest bet is the pot, {pot}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>Side pot {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>The bet to match is {bet}; {who} has {in_front} in front, so the call is {call}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>The dealer kills the hands that win nothing: {players}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>The last bet or raise {street} (the final betting round) was {who}&apos;s: that hand shows first (TDA 17-A).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>The others follow clockwise: {players}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>The pot on the table: {pot}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>The smallest raise adds the last full bet or raise of this street (at least the big blind): {increment}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>Winners: {players}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>before the flop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>no low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>no qualifying low, so the high hand takes it all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>on the flop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>on the river</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>on the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>scoops high and low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>split as evenly as possible, odd chips from the first seat left of the button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>{amount} ({seat})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>{chips} dead money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>{players} is all-in and the betting is over: every hand is turned face up at once, and none may be mucked (TDA 16).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>{pot} ({amount}, {players}): high half {high} (the odd chip goes high), low half {low}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>{pot} ({amount}, {players}): {shares}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>{pot}: up to {level} from each player: {layer} = {amount}; it can be won by {players}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>{seat} {chips}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>{seat} {chips} (folded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>{who} has only {chips} in all, so the maximum is {maximum}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>{who} has only {chips} in all: the only raise is all-in to {chips}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>{who} made it {raise_to} (+{size}): a full raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>{who} made it {raise_to} (+{size}): short: less than a full raise, so it does not reopen the betting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>{who} must first call {call}: the pot after the call is {pot} + {call} = {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>{who} {amount}</source>
        <extracomment>joins the winners of one pot (&quot;Seat 2 (Ann) 60 and Seat 5 (Bob) 60&quot;); keep the spaces.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>{who} {refusal}: fold or call only (TDA 47).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/explain.py"/>
        <source>{who}: {hands}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Grading</name>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>All hands face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>Chips returned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>Hands killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>Main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>Minimum raise to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>Number of pots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>Raise to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>Seat {seat} from main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>Seat {seat} from side pot {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>Seat {seat}: {chips}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>Shows first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>Side pot {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>Winning hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>{pot} amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/grading.py"/>
        <source>{pot} seats</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandNames</name>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Flush, {rank} high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Four of a kind, {ranks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Full house, {three} full of {pair}</source>
        <extracomment>{three} and {pair} are plural rank words (&quot;kings&quot;, &quot;sevens&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>High card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>High card, {rank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Low {cards}</source>
        <extracomment>{cards} is the low&apos;s ranks as a dealer reads them, e.g. &quot;7-5-3-2-A&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Pair of {ranks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Royal flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Straight flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Straight flush, {rank} high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Straight, {rank} high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Three of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Three of a kind, {ranks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Two pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Two pair, {high} and {low}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>sevens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>two</source>
        <extracomment>one card of a rank, put into &quot;Flush, {rank} high&quot;, &quot;Straight, {rank} high&quot; and &quot;High card, {rank}&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>twos</source>
        <extracomment>several cards of a rank, put into &quot;Pair of {ranks}&quot;, &quot;Two pair, {high} and {low}&quot;, &quot;Full house, {three} full of {pair}&quot; … as they are (no case endings are added): choose a form that fits all of them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Kinds</name>
    <message>
        <location filename="../../trainer/kinds.py"/>
        <source>Hi/lo split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/kinds.py"/>
        <source>Minimum raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/kinds.py"/>
        <source>Pot-limit maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/kinds.py"/>
        <source>Showdown order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/kinds.py"/>
        <source>Side pots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/kinds.py"/>
        <source>Winning hands</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <location filename="../../ui/i18n.py"/>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>&amp;About dealerdesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>&amp;Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>&amp;Four-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>&amp;Keyboard shortcuts…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>&amp;Open session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>&amp;Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>&amp;Save session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>&amp;Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>&amp;Welcome screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>A poker table and dealer trainer for Hold&apos;em, Omaha and Omaha Hi/Lo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>About dealerdesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>Answer the questions a casino dealer must know instantly, graded and explained.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>Export hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>Export hand as &amp;PHH…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>Export hand as PokerStars &amp;text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>Export session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>Export session as P&amp;HH…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>Export session as PokerStars te&amp;xt…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>Hand history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>No hand has been played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>Open session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>Save audition result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>Save session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>See your accuracy and speed in each dealing skill over time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>Sit at a table against computer players in any game and betting structure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>The language changes to {language} the next time dealerdesk starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>This session has no answers yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>Trainee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>dealerdesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py"/>
        <source>dealerdesk: a poker table and dealer trainer for Hold&apos;em, Omaha and Omaha Hi/Lo, following the TDA 2024 rules and Robert&apos;s Rules of Poker.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mistakes</name>
    <message>
        <location filename="../../trainer/mistakes.py"/>
        <source>a counterfeited low counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/mistakes.py"/>
        <source>a folded player&apos;s chips left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/mistakes.py"/>
        <source>a short all-in counted as a full raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/mistakes.py"/>
        <source>a short all-in treated as reopening the betting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/mistakes.py"/>
        <source>all the chips put in one pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/mistakes.py"/>
        <source>an all-in showdown: every hand is tabled at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/mistakes.py"/>
        <source>blinds not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/mistakes.py"/>
        <source>one or three hole cards used in Omaha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/practice.py"/>
        <source>out of time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/mistakes.py"/>
        <source>pots pooled before halving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/mistakes.py"/>
        <source>raise-by given for raise-to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/mistakes.py"/>
        <source>the antes or dead blinds left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/mistakes.py"/>
        <source>the bet doubled instead of adding the last full raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/mistakes.py"/>
        <source>the bets in front left out of the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/mistakes.py"/>
        <source>the call left out of the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/mistakes.py"/>
        <source>the earlier street&apos;s aggressor shown first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/mistakes.py"/>
        <source>the last bettor or raiser of the final round shows first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/mistakes.py"/>
        <source>the odd chip to the wrong seat or half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/mistakes.py"/>
        <source>the pot before the call given as the maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/mistakes.py"/>
        <source>the uncalled bet left in the pot</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>A mix of all styles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>Animate dealing, bets and pots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>Betting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>Big blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>Big-blind ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>Button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>Dead button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>Fixed limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>Moving button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>No limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>Omaha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>Omaha Hi/Lo 8-or-better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>Opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>Pot limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>Small blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>Stacks must cover at least one big blind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>Starting stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>Texas Hold&apos;em</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>The small blind cannot be bigger than the big blind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py"/>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayController</name>
    <message>
        <location filename="../../ui/play.py"/>
        <source>(all-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/play.py"/>
        <source>(high)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/play.py"/>
        <source>(low)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/play.py"/>
        <source>Flop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/play.py"/>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/play.py"/>
        <source>River</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/play.py"/>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/play.py"/>
        <source>ante {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/play.py"/>
        <source>bets {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/play.py"/>
        <source>calls {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/play.py"/>
        <source>checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/play.py"/>
        <source>folds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/play.py"/>
        <source>no low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/play.py"/>
        <source>raises to {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/play.py"/>
        <source>{game} · blinds {small}/{big}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/play.py"/>
        <source>{name} buys in again for {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/play.py"/>
        <source>{name} wins {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/play.py"/>
        <source>{name}: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/play.py"/>
        <source>— Hand {number} —</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>Accuracy per skill (share right each day)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>Answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>Audition result as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>Export as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>Mastery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>Median answer time per skill (seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>Median time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>Mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>Print audition result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>Save audition result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>Seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>Sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>Trainee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>When (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>audition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>not passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/progress_view.py"/>
        <source>wrong</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>, ante {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>, big-blind ante {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Flop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Hold&apos;em</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>It is {who}&apos;s turn. What is the smallest amount {seat} may raise to? (Answer “none” if they may not raise.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>No-limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Omaha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Omaha Hi/Lo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Once the hands are read, which hands does the dealer kill?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Pot-limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Preflop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>River</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Seats: {seats}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Showdown: {hands}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>The betting is over. Build the pots: each pot&apos;s amount and the seats that can win it, main pot first, and any chips returned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>The hands are tabled. How many chips does each seat receive from each pot?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>The hands are tabled. Which seat wins (high, and low if there is one), and with what hand?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Who must show first, and in what order do the others follow? (Or are all hands turned face up at once?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{game}, blinds {blinds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{name} {stack}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{name} {stack} (button)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} bets {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} bets {amount} (all-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} calls all-in for {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} calls {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} folds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} mucks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} raises to {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} raises to {amount} (all-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} shows {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{street} [{cards}]</source>
        <extracomment>a street and the board so far, e.g. &quot;Turn [Kh 7d 2c 9s]&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{street}: {actions}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{structure} {game}</source>
        <extracomment>a game&apos;s full name, e.g. &quot;Pot-limit&quot; + &quot;Omaha Hi/Lo&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{who} asks for the pot and then says “pot”. How much is in the pot, and raise to what?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{who} says “pot”. Raise to what?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QKeySequenceEdit</name>
    <message>
        <location filename="../../ui/qt_strings.py"/>
        <source>Press shortcut</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location filename="../../ui/qt_strings.py"/>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/qt_strings.py"/>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/qt_strings.py"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/qt_strings.py"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/qt_strings.py"/>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/qt_strings.py"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/qt_strings.py"/>
        <source>Select All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location filename="../../ui/qt_strings.py"/>
        <source>Hide Details...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/qt_strings.py"/>
        <source>Show Details...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../../ui/qt_strings.py"/>
        <source>&amp;No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/qt_strings.py"/>
        <source>&amp;Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/qt_strings.py"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/qt_strings.py"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/qt_strings.py"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/qt_strings.py"/>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/qt_strings.py"/>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/qt_strings.py"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/qt_strings.py"/>
        <source>Restore Defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/qt_strings.py"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Question</name>
    <message>
        <location filename="../../trainer/question.py"/>
        <source>Seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/question.py"/>
        <source>Seat {seat} ({name})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/question.py"/>
        <source>nobody in this hand sits in seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../rules/table.py"/>
        <source>a hand is being played; end it before planning the next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../rules/table.py"/>
        <source>a hand needs at least two players ready to play, not {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>bet {amount} is above the maximum bet {limit} (all of {who}&apos;s chips)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>bet {amount} is above the maximum bet {limit} (the pot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>bet {amount} is below the minimum bet {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>bet {amount} is not allowed: {who} can only go all-in, bet {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>bet {amount} is not the fixed-limit bet {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../rules/betting.py"/>
        <source>has no chips beyond the call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../rules/betting.py"/>
        <source>has no opponent left who could call a raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../rules/betting.py"/>
        <source>may not raise: the betting is capped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../rules/betting.py"/>
        <source>may not raise: the short all-in did not reopen the betting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>nobody is to act now (the hand is at: {phase})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>raise to {amount} is above the maximum raise to {limit} (all of {who}&apos;s chips)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>raise to {amount} is above the maximum raise to {limit} (the pot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>raise to {amount} is below the minimum raise to {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>raise to {amount} is not allowed: {who} can only go all-in, raise to {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>raise to {amount} is not the fixed-limit raise to {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>{player} acted out of turn: it is {actor}&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>{who} {refusal}</source>
        <extracomment>a refusal (&quot;has no chips beyond the call&quot; …) said of the player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>A session asks at least one question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>A timed session lasts more than 0 minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>An audition asks a fixed number of questions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>Choose at least one skill to train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>The difficulty is 1 to 4, not {difficulty}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>The drill pack “{name}” has no questions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>The mode is &quot;practice&quot; or &quot;audition&quot;, not “{mode}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>The session is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>The time per question must be more than 0 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionSetup</name>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>1 — a few deep stacks, round numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>2 — a short stack, one side pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>3 — fuller tables, antes, several all-ins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>4 — full tables, BB ante, short all-ins, odd chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Audition: a fixed mix of the skills, results at the end, 80 % each to pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Deal new hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Drill pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Drill pack “{name}”: {count} questions, asked in order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Games (none ticked: all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Import drill pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Import drill pack…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>New trainee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>New trainee…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>New training session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>No drill pack: new hands are dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Omaha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Omaha Hi/Lo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Practice: each answer graded and explained at once, weak skills more often</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Texas Hold&apos;em</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Timed: seconds per question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/session_setup.py"/>
        <source>Trainee</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../ui/shortcuts_dialog.py"/>
        <source>All-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shortcuts_dialog.py"/>
        <source>Bet / raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shortcuts_dialog.py"/>
        <source>Check / call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shortcuts_dialog.py"/>
        <source>Each action needs its own key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shortcuts_dialog.py"/>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/shortcuts_dialog.py"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../ui/table_items.py"/>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/table_scene.py"/>
        <source>All-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/table_scene.py"/>
        <source>Away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/table_items.py"/>
        <source>BB</source>
        <comment>big blind marker</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/table_scene.py"/>
        <source>Folded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/table_items.py"/>
        <source>Main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/table_items.py"/>
        <source>SB</source>
        <comment>small blind marker</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/table_items.py"/>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/table_items.py"/>
        <source>Side pot %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainerPage</name>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source> of {limit:.0f} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>All hands face up at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Answer (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Answer recorded. The results come at the end of the audition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Audition passed: every skill at 80 % or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Audition result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Eligible seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Every answer is saved in your progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Hands killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>High winner(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Low winner(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Minimum raise to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Mistake: {cause}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>New session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Next question (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Not passed yet: every skill needs 80 % or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Not quite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Pass mark 80 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Pots, main pot first (click seats to mark who can win each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Print result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Question {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Question {n} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Raise to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Returned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Right!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Save result as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>See the result (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Session result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Time is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>Winning hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>answered in {s:.0f} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>chips, or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>fill in at least the main pot: its amount and eligible seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>seat: chips, or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>seat: chips, …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>seats (or click them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>seats, e.g. 4 6 1 (or click the seats)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>seats, or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>session: {m}:{s:02d} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>the minimum raise-to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>the raise-to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>you said {given}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>{left:.0f} s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>{right} of {answered} right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>{right} of {answered} right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>{right} right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/trainer_page.py"/>
        <source>{s:.0f} s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
