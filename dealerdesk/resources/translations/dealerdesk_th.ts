<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="th_TH" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>All-in</source>
        <translation>ออลอิน</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Bet</source>
        <translation>เบท</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Bet {amount}</source>
        <translation>เบท {amount}</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Call</source>
        <translation>คอล</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Call {amount}</source>
        <translation>คอล {amount}</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Check</source>
        <translation>เช็ค</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Fold</source>
        <translation>หมอบ</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>It is not your turn.</source>
        <translation>ยังไม่ถึงตาคุณ</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Min</source>
        <translation>ขั้นต่ำ</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Pot</source>
        <translation>พ็อต</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Raise</source>
        <translation>เรส</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Raise to</source>
        <translation>เรสเป็น</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Raise to {amount}</source>
        <translation>เรสเป็น {amount}</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>Type an amount.</source>
        <translation>กรุณาใส่จำนวนชิป</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>amount</source>
        <translation>จำนวน</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>{amount} more to call into {pot} — {share} of the pot after the call</source>
        <translation>ต้องคอลเพิ่ม {amount} เข้าพ็อต {pot} — เท่ากับ {share} ของพ็อตหลังคอล</translation>
    </message>
    <message>
        <source>{text} is not a number of chips.</source>
        <translation type="vanished">{text} ไม่ใช่จำนวนชิป</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/action_bar.py"/>
        <source>½ pot</source>
        <translation>½ พ็อต</translation>
    </message>
</context>
<context>
    <name>Answers</name>
    <message>
        <source>a low has no card above an eight: {rank}</source>
        <translation type="vanished">โลว์ไม่มีไพ่สูงกว่า 8: {rank}</translation>
    </message>
    <message>
        <source>and|full of|full|over|high|low|kicker|kickers|of|with|plus</source>
        <extracomment>words a trainee may type between the ranks of a call (&quot;kings AND sevens&quot;, &quot;aces FULL OF nines&quot;, &quot;nine HIGH&quot;, &quot;ace KICKER&quot;), separated by &quot;|&quot;; they are skipped (the English ones always are).</extracomment>
        <translation type="vanished">กับ|และ|คู่|ตอง|ฟูล|สูงสุด|โลว์|คิกเกอร์|ไพ่สูง</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>boat|full boat|full</source>
        <extracomment>the usual other names of a full house, separated by &quot;|&quot;.</extracomment>
        <translation>ฟูล|โบ๊ท|ฟูลโบ๊ท</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>chips|chip</source>
        <extracomment>words a trainee may type after an amount, as in &quot;544 chips&quot;, separated by &quot;|&quot;.</extracomment>
        <translation>ชิป</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>name at least one seat by its number</source>
        <translation>ใส่หมายเลขที่นั่งอย่างน้อยหนึ่งที่นั่ง</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>no pair|nothing</source>
        <extracomment>the usual other names of a high-card hand, separated by &quot;|&quot;.</extracomment>
        <translation>ไม่มีคู่|ไม่มีอะไร</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>none</source>
        <translation>ไม่มี</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>one pair</source>
        <extracomment>the usual other names of one pair, separated by &quot;|&quot;.</extracomment>
        <translation>วันแพร์|หนึ่งคู่</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>pot {number}&apos;s amount</source>
        <translation>ยอดของพ็อต {number}</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>pot {number}: type the amount, a colon, then the seats (for example &apos;120: 1 3 4&apos;)</source>
        <translation>พ็อต {number}: พิมพ์ยอดชิป ตามด้วยโคลอน (:) แล้วตามด้วยหมายเลขที่นั่ง (เช่น &apos;120: 1 3 4&apos;)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>quads</source>
        <extracomment>the usual other names of four of a kind, separated by &quot;|&quot;.</extracomment>
        <translation>โฟร์|สี่ใบ|ควอดส์</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>raise to|raise-to|bet|bet to|make it|to</source>
        <extracomment>words a trainee may type before an amount, as in &quot;raise to 544&quot;, separated by &quot;|&quot; (the English words are always understood as well). Do not list a word for &quot;raise&quot; alone: &quot;raise 100&quot; is ambiguous.</extracomment>
        <translation>เรสเป็น|เบท|เบทเป็น</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>royal</source>
        <extracomment>the usual other names of a royal flush, separated by &quot;|&quot; (English ones are understood too).</extracomment>
        <translation>รอยัล</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>seat {seat} is named twice</source>
        <translation>ระบุที่นั่ง {seat} ซ้ำสองครั้ง</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>seat|seats</source>
        <extracomment>the word a trainee may type with a seat number (&quot;seat 4&quot;), separated by &quot;|&quot; if there are several forms; the translation of &quot;Seat {seat}&quot; is understood as well.</extracomment>
        <translation>ที่นั่ง</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>steel wheel</source>
        <extracomment>the usual other names of a straight flush (the five-high one: &quot;steel wheel&quot;), separated by &quot;|&quot;.</extracomment>
        <translation>สตีลวีล</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>the amount</source>
        <translation>ยอดชิป</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>the chips for seat {seat}</source>
        <translation>ชิปของที่นั่ง {seat}</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>trips|set</source>
        <extracomment>the usual other names of three of a kind, separated by &quot;|&quot;.</extracomment>
        <translation>ทริปส์|เซ็ต|ตอง</translation>
    </message>
    <message>
        <source>type the ranks only (for example K 7)</source>
        <translation type="vanished">พิมพ์เฉพาะแต้มไพ่ (เช่น K 7)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>type {what} as a number</source>
        <translation>{what}: กรุณาพิมพ์เป็นตัวเลข</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>wheel|broadway</source>
        <extracomment>the usual other names of a straight (the five-high &quot;wheel&quot;, the ace-high &quot;broadway&quot;), &quot;|&quot;.</extracomment>
        <translation>วีล|บรอดเวย์</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>{item} is not &apos;seat: chips&apos; (for example &apos;4: 120&apos;)</source>
        <translation>{item} ไม่อยู่ในรูปแบบ &apos;ที่นั่ง: ชิป&apos; (เช่น &apos;4: 120&apos;)</translation>
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
        <translation>{text} ไม่ใช่ชื่อมือไพ่ (เลือกจาก: {names})</translation>
    </message>
    <message>
        <source>{text} is not a number of chips ({what})</source>
        <translation type="vanished">{text} ไม่ใช่จำนวนชิป ({what})</translation>
    </message>
    <message>
        <source>{text} is not a rank (A K Q J 10 9 … 2, or the ranks&apos; names)</source>
        <translation type="vanished">{text} ไม่ใช่แต้มไพ่ (A K Q J 10 9 … 2 หรือชื่อแต้ม)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/answers.py"/>
        <source>{word} is not a seat number</source>
        <translation>{word} ไม่ใช่หมายเลขที่นั่ง</translation>
    </message>
</context>
<context>
    <name>AuditionReport</name>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>An audition is passed with at least 80 % right in every skill, each answered within its target time (the median answer). Graded by dealerdesk against the TDA 2024 rules and Robert&apos;s Rules of Poker.</source>
        <translation>การทดสอบจะผ่านเมื่อตอบถูกอย่างน้อย 80% ในทุกทักษะ และตอบแต่ละทักษะได้ภายในเวลาเป้าหมาย (เวลามัธยฐานของคำตอบ) ตรวจให้คะแนนโดย dealerdesk ตามกฎ TDA 2024 และ Robert&apos;s Rules of Poker</translation>
    </message>
    <message>
        <source>An audition is passed with at least 80 % right in every skill. Graded by dealerdesk against the TDA 2024 rules and Robert&apos;s Rules of Poker.</source>
        <translation type="vanished">การทดสอบจะผ่านเมื่อตอบถูกอย่างน้อย 80 % ในทุกทักษะ ตรวจให้คะแนนโดย dealerdesk ตามกฎ TDA 2024 และ Robert&apos;s Rules of Poker</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Date</source>
        <translation>วันที่</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Dealer audition</source>
        <translation>การทดสอบดีลเลอร์ (ออดิชัน)</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Difficulty</source>
        <translation>ระดับความยาก</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Games</source>
        <translation>เกม</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Median time</source>
        <translation>เวลามัธยฐาน</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>NOT PASSED</source>
        <translation>ไม่ผ่าน</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>PASSED</source>
        <translation>ผ่าน</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Pass mark {mark:.0%}</source>
        <translation>เกณฑ์ผ่าน {mark:.0%}</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Questions</source>
        <translation>จำนวนข้อ</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Result</source>
        <translation>ผลลัพธ์</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Right</source>
        <translation>ตอบถูก</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Save audition result</source>
        <translation>บันทึกผลการทดสอบ</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Score</source>
        <translation>คะแนน</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Session</source>
        <translation>รอบทดสอบ</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Skill</source>
        <translation>ทักษะ</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Target</source>
        <translation>เป้าหมาย</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>The audition result could not be saved to {file}: {reason}.</source>
        <translation>บันทึกผลการทดสอบไปที่ {file} ไม่ได้: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>The audition result was saved to {file}.</source>
        <translation>บันทึกผลการทดสอบไว้ที่ {file} แล้ว</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>Trainee</source>
        <translation>ผู้เรียน</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>not passed</source>
        <translation>ไม่ผ่าน</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>pass mark {needed} of {asked}</source>
        <translation>เกณฑ์ผ่าน {needed} จาก {asked}</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>passed</source>
        <translation>ผ่าน</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>the PDF could not be written</source>
        <translation>เขียนไฟล์ PDF ไม่ได้</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>too slow</source>
        <translation>ช้าเกินไป</translation>
    </message>
    <message>
        <location filename="../../ui/results/audition_report.py"/>
        <source>{minutes} min</source>
        <translation>{minutes} นาที</translation>
    </message>
</context>
<context>
    <name>BotReasons</name>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>A bet would put its whole stack in, so it checks instead.</source>
        <translation>ถ้าเบทจะต้องลงชิปหน้าตักทั้งหมด จึงเช็คแทน</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>A raise would put its whole stack in, so it calls instead.</source>
        <translation>ถ้าเรสจะต้องลงชิปหน้าตักทั้งหมด จึงคอลแทน</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>Checking costs nothing, so it checks.</source>
        <translation>เช็คได้โดยไม่เสียอะไร จึงเช็ค</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>It may not bet, so it checks.</source>
        <translation>เบทไม่ได้ จึงเช็ค</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>It may not raise, so it calls.</source>
        <translation>เรสไม่ได้ จึงคอล</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>Its cards are not known here, so it plays them as an average hand.</source>
        <translation>ไม่รู้ไพ่ในมือ จึงเล่นเหมือนไพ่ระดับกลาง</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>Most of its chips are in the pot already: {cards} goes on for the rest.</source>
        <translation>ชิปส่วนใหญ่อยู่ในพ็อตแล้ว {cards} จึงเล่นต่อด้วยชิปที่เหลือ</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>With {stack} big blinds it is push or fold: {cards} is in the chart&apos;s pushing range for this seat.</source>
        <extracomment>push or fold: with a short stack a player either moves all-in or folds.</extracomment>
        <translation>มี {stack} บิ๊กบลายด์ ต้องออลอินหรือหมอบ: {cards} อยู่ในช่วงไพ่ออลอินของตารางสำหรับที่นั่งนี้</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>With {stack} big blinds it is push or fold: {cards} is not in the chart&apos;s pushing range for this seat.</source>
        <translation>มี {stack} บิ๊กบลายด์ ต้องออลอินหรือหมอบ: {cards} ไม่อยู่ในช่วงไพ่ออลอินของตารางสำหรับที่นั่งนี้</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} (top {top}% of starting hands) is ahead of most hands that raise from that seat.</source>
        <translation>{cards} (อยู่ใน {top}% แรกของไพ่เริ่มต้น) ดีกว่าไพ่ส่วนใหญ่ที่เรสจากที่นั่งนั้น</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} (top {top}% of starting hands) is not worth a raise; the flop comes free.</source>
        <translation>{cards} (อยู่ใน {top}% แรกของไพ่เริ่มต้น) ไม่คุ้มที่จะเรส ได้ดูฟล็อปฟรี</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} (top {top}% of starting hands) is too weak for a call that costs {price}% of the pot.</source>
        <translation>{cards} (อยู่ใน {top}% แรกของไพ่เริ่มต้น) อ่อนเกินไปสำหรับการคอลที่ใช้ {price}% ของพ็อต</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} (top {top}% of starting hands) is worth a call that costs {price}% of the pot.</source>
        <extracomment>{price} is what the call costs as a percentage of the pot after the call.</extracomment>
        <translation>{cards} (อยู่ใน {top}% แรกของไพ่เริ่มต้น) คุ้มที่จะคอลแม้ใช้ {price}% ของพ็อต</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} (top {top}% of starting hands) is worth a cheap look at the flop, not a raise.</source>
        <translation>{cards} (อยู่ใน {top}% แรกของไพ่เริ่มต้น) คุ้มที่จะดูฟล็อปราคาถูก แต่ไม่คุ้มที่จะเรส</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} is a draw: it can improve, and the others would fold to a bet about {folds}% of the time.</source>
        <translation>{cards} เป็นไพ่รอเข้า ยังพัฒนาได้ และถ้าเบท คนอื่นจะหมอบราว {folds}% ของครั้ง</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} is among the top {top}% of starting hands; from this seat it opens the top {range}%.</source>
        <extracomment>{cards} is the computer player&apos;s two or four hole cards; {top} and {range} are percentages of all starting hands.</extracomment>
        <translation>{cards} อยู่ใน {top}% แรกของไพ่เริ่มต้น จากที่นั่งนี้เปิดเรสด้วยไพ่ {range}% แรก</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} is in the chart&apos;s range for calling an all-in of {stack} big blinds.</source>
        <translation>{cards} อยู่ในช่วงไพ่ของตารางสำหรับคอลออลอิน {stack} บิ๊กบลายด์</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} is not in the chart&apos;s range for calling an all-in of {stack} big blinds.</source>
        <translation>{cards} ไม่อยู่ในช่วงไพ่ของตารางสำหรับคอลออลอิน {stack} บิ๊กบลายด์</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} is only in the top {top}% of starting hands; from this seat it plays the top {range}%.</source>
        <translation>{cards} อยู่แค่ใน {top}% แรกของไพ่เริ่มต้น จากที่นั่งนี้เล่นเฉพาะไพ่ {range}% แรก</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} is strong (it wins about {equity}%); it checks to let the others bet.</source>
        <translation>{cards} เป็นไพ่แรง (ชนะราว {equity}%) จึงเช็คเพื่อให้คนอื่นเบท</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} seldom wins at a showdown, but the others would fold to a bet about {folds}% of the time.</source>
        <extracomment>{folds} is a percentage: how often the others would fold to the bet.</extracomment>
        <translation>{cards} ไม่ค่อยชนะตอนโชว์ดาวน์ แต่ถ้าเบท คนอื่นจะหมอบราว {folds}% ของครั้ง</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} seldom wins at a showdown, but the others would fold to a raise about {folds}% of the time.</source>
        <translation>{cards} ไม่ค่อยชนะตอนโชว์ดาวน์ แต่ถ้าเรส คนอื่นจะหมอบราว {folds}% ของครั้ง</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} wins about {equity}% against the bettor&apos;s likely hands; here it calls with {need}% or more.</source>
        <translation>{cards} ชนะราว {equity}% เมื่อเทียบกับไพ่ที่ผู้เบทน่าจะถือ ที่นี่จะคอลเมื่อชนะได้ {need}% ขึ้นไป</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} wins about {equity}% against the hands that would call a raise: a raise for value.</source>
        <translation>{cards} ชนะราว {equity}% เมื่อเทียบกับไพ่ที่จะคอลการเรส จึงเรสเพื่อเอาค่า (value)</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} wins about {equity}% against the hands that would call: a bet for value.</source>
        <extracomment>{equity} is the share of the pot the hand wins on average, as a percentage.</extracomment>
        <translation>{cards} ชนะราว {equity}% เมื่อเทียบกับไพ่ที่จะคอล จึงเบทเพื่อเอาค่า (value)</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} wins about {equity}% against the likely hands: not enough to bet.</source>
        <translation>{cards} ชนะราว {equity}% เมื่อเทียบกับไพ่ที่คนอื่นน่าจะถือ ยังไม่พอจะเบท</translation>
    </message>
    <message>
        <location filename="../../bots/reasons.py"/>
        <source>{cards} wins only about {equity}% against the bettor&apos;s likely hands; here it calls with {need}% or more.</source>
        <translation>{cards} ชนะแค่ราว {equity}% เมื่อเทียบกับไพ่ที่ผู้เบทน่าจะถือ ที่นี่จะคอลเมื่อชนะได้ {need}% ขึ้นไป</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <location filename="../../bots/levels.py"/>
        <source>Beginner</source>
        <translation>มือใหม่</translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Calling station</source>
        <translation>คอลลิ่งสเตชัน</translation>
    </message>
    <message>
        <location filename="../../bots/profiles.py"/>
        <source>Calls with almost anything to keep you honest; bets only the big hands.</source>
        <translation>คอลแทบทุกไพ่เพื่อไม่ให้คุณบลัฟได้ง่าย ๆ และเบทเฉพาะไพ่ใหญ่</translation>
    </message>
    <message>
        <location filename="../../bots/profiles.py"/>
        <source>Careful with chips: calls to see cards, raises only with the best hands.</source>
        <translation>ระวังชิป: คอลเพื่อดูไพ่ และเรสเฉพาะไพ่ที่ดีที่สุด</translation>
    </message>
    <message>
        <location filename="../../bots/profiles.py"/>
        <source>Disciplined and sharp: folds a lot, but a raise from this player is trouble.</source>
        <translation>มีวินัยและเฉียบคม: หมอบบ่อย แต่ถ้าผู้เล่นคนนี้เรสเมื่อไรก็เตรียมลำบาก</translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Loose-aggressive</source>
        <translation>ลูส-แอกเกรสซีฟ</translation>
    </message>
    <message>
        <location filename="../../bots/profiles.py"/>
        <source>Loves to see the next card and hates to fold; bluffing this player rarely works.</source>
        <translation>ชอบดูไพ่ใบต่อไปและไม่ชอบหมอบ บลัฟผู้เล่นคนนี้ไม่ค่อยได้ผล</translation>
    </message>
    <message>
        <location filename="../../bots/profiles.py"/>
        <source>Picks good hands and plays them hard; bluffs now and then to stay hard to read.</source>
        <translation>เลือกเล่นไพ่ดีและเล่นอย่างดุดัน บลัฟบ้างเป็นครั้งคราวเพื่อให้อ่านยาก</translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Plays few hands and would rather call than raise; a bet from it means a strong hand.</source>
        <translation>เล่นไม่กี่มือ และชอบคอลมากกว่าเรส ถ้าเบทเมื่อไรแปลว่ามีไพ่แรง</translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Plays few hands but plays them hard: raises to enter, bets its good hands, bluffs now and then.</source>
        <translation>เล่นไม่กี่มือแต่เล่นหนัก: เข้าเกมด้วยการเรส เบทเมื่อได้ไพ่ดี และบลัฟเป็นครั้งคราว</translation>
    </message>
    <message>
        <location filename="../../bots/levels.py"/>
        <source>Plays its own cards more than yours, bluffs seldom and misjudges short stacks.</source>
        <translation>ดูไพ่ตัวเองมากกว่าไพ่ของคุณ บลัฟน้อย และประเมินสแต็กสั้นผิดบ่อย</translation>
    </message>
    <message>
        <location filename="../../bots/profiles.py"/>
        <source>Plays many hands and bets most of them; makes you decide for your chips.</source>
        <translation>เล่นหลายมือและเบทเกือบทุกมือ บังคับให้คุณต้องตัดสินใจด้วยชิปของคุณ</translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Plays many hands and keeps betting: raises, re-raises and bluffs often.</source>
        <translation>เล่นหลายมือและเบทไม่หยุด: เรส รีเรส และบลัฟบ่อย</translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Plays many hands, hardly ever raises, and calls almost any bet to see the next card.</source>
        <translation>เล่นหลายมือ แทบไม่เคยเรส และคอลแทบทุกเบทเพื่อดูไพ่ใบถัดไป</translation>
    </message>
    <message>
        <location filename="../../bots/profiles.py"/>
        <source>Raises and re-raises to keep the pressure on; expect to be tested.</source>
        <translation>เรสและรีเรสเพื่อกดดันตลอด เตรียมตัวถูกทดสอบได้เลย</translation>
    </message>
    <message>
        <location filename="../../bots/levels.py"/>
        <source>Reads your betting, bluffs where it makes sense and learns a little about how you play.</source>
        <translation>อ่านการเดิมพันของคุณ บลัฟเมื่อสมเหตุสมผล และเรียนรู้วิธีเล่นของคุณบ้าง</translation>
    </message>
    <message>
        <location filename="../../bots/levels.py"/>
        <source>Reads your betting, keeps to the push-or-fold chart and quickly finds out how you play.</source>
        <translation>อ่านการเดิมพันของคุณ เล่นตามตารางออลอินหรือหมอบ และจับทางวิธีเล่นของคุณได้เร็ว</translation>
    </message>
    <message>
        <location filename="../../bots/levels.py"/>
        <source>Regular</source>
        <translation>ขาประจำ</translation>
    </message>
    <message>
        <location filename="../../bots/levels.py"/>
        <source>Shark</source>
        <translation>เซียน</translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Tight-aggressive</source>
        <translation>ไทต์-แอกเกรสซีฟ</translation>
    </message>
    <message>
        <location filename="../../bots/styles.py"/>
        <source>Tight-passive</source>
        <translation>ไทต์-พาสซีฟ</translation>
    </message>
    <message>
        <location filename="../../bots/profiles.py"/>
        <source>Waits patiently for a big hand; a bet from this player usually means one.</source>
        <translation>รอไพ่ใหญ่อย่างอดทน ถ้าผู้เล่นคนนี้เบท มักแปลว่ามีไพ่ใหญ่จริง</translation>
    </message>
</context>
<context>
    <name>Calls</name>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>a call is a few words: the hand, its ranks and a deciding kicker</source>
        <translation>การขานไพ่มีเพียงไม่กี่คำ: มือไพ่ แต้ม และคิกเกอร์ที่ตัดสิน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>a low has no card above an eight: {rank}</source>
        <translation>โลว์ไม่มีไพ่สูงกว่า 8: {rank}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>and|of|the|an|to|with|plus|is|has</source>
        <extracomment>words a call may have that say nothing of the hand (&quot;kings AND sevens&quot;, &quot;straight TO THE queen&quot;, &quot;an ace kicker&quot;), separated by &quot;|&quot;. A one-letter word here would hide a rank&apos;s letter (&quot;a&quot; is the ace unless a hand&apos;s word follows it: &quot;a pair&quot;).</extracomment>
        <translation>กับ|และ|ของ|ถึง</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>broadway</source>
        <extracomment>the ace-high straight&apos;s own name, separated by &quot;|&quot;.</extracomment>
        <translation>บรอดเวย์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>call the high hand too, then the low (for example “aces up, seven-five low”)</source>
        <translation>ขานมือไพ่ไฮก่อน แล้วตามด้วยโลว์ (เช่น “ทูแพร์ คู่เอซ / โลว์ 7-5”)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>call the low too (for example “aces up, seven-five low”), or “no low”</source>
        <translation>ขานโลว์ด้วย (เช่น “ทูแพร์ คู่เอซ / โลว์ 7-5”) หรือ “ไม่มีโลว์”</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>four</source>
        <extracomment>the number said before a rank for four of a kind (&quot;four kings&quot;), separated by &quot;|&quot;.</extracomment>
        <translation>สี่ใบ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>four {ranks}</source>
        <extracomment>four cards of a rank (&quot;four kings&quot;); {ranks} is the plural rank word; may use {rank} (one card&apos;s word, for a language that counts in the singular: &quot;négy király&quot;) and drop {ranks}.</extracomment>
        <translation>โฟร์การ์ด{ranks}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>full of|over</source>
        <extracomment>words that join a full house&apos;s three and pair (&quot;kings full of sixes&quot;, &quot;kings over sixes&quot;), &quot;|&quot;.</extracomment>
        <translation>ฟูล|ฟูลออฟ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>high</source>
        <extracomment>the word said next to a straight&apos;s, a flush&apos;s or a high card&apos;s top rank (&quot;queen high&quot;), &quot;|&quot;.</extracomment>
        <translation>สูงสุด|ไฮ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>kicker|kickers|decides|decide|plays</source>
        <extracomment>words said next to the kickers of a call (&quot;ace kicker&quot;, &quot;jack decides&quot;), separated by &quot;|&quot;; the kickers are read on the side the translation of &quot;{call}, {kickers} kicker&quot; puts them.</extracomment>
        <translation>คิกเกอร์|ตัดสินที่|ตัดสิน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>low</source>
        <extracomment>the word said next to a low&apos;s cards (&quot;seven-five low&quot;), separated by &quot;|&quot;; the cards are read on the side the translation of &quot;{cards} low&quot; (hand names) puts them.</extracomment>
        <translation>โลว์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>no low</source>
        <translation>ไม่มีโลว์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>no low|no qualifying low</source>
        <extracomment>the ways a trainee may say there is no low in hi/lo (&quot;no low&quot;), separated by &quot;|&quot;; the words of the call &quot;no low&quot; are understood too.</extracomment>
        <translation>ไม่มีโลว์|ไม่มีโลว์ที่เข้าเกณฑ์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>pair of {ranks}</source>
        <extracomment>{ranks} is the plural rank word; may use {rank} (as Hungarian &quot;ász pár&quot;) and drop {ranks}.</extracomment>
        <translation>คู่{ranks}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>pair of|a pair of</source>
        <extracomment>words that say a hand is a pair when it is called (&quot;pair of kings&quot;), separated by &quot;|&quot; (the English ones and the hand names are always understood).</extracomment>
        <translation>คู่|แพร์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>quad</source>
        <extracomment>words that say four of a kind (&quot;quad kings&quot;), separated by &quot;|&quot;.</extracomment>
        <translation>โฟร์|ควอดส์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>royal flush</source>
        <translation>รอยัลฟลัช</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>steel wheel</source>
        <extracomment>the five-high straight flush&apos;s own name, separated by &quot;|&quot;.</extracomment>
        <translation>สตีลวีล</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>this game has no low to call: call the hand only</source>
        <translation>เกมนี้ไม่มีโลว์ให้ขาน: ขานเฉพาะมือไพ่</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>three</source>
        <extracomment>the number said before a rank for three of a kind (&quot;three aces&quot;), separated by &quot;|&quot;.</extracomment>
        <translation>สามใบ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>three {ranks}</source>
        <extracomment>three cards of a rank (&quot;three nines&quot;); {ranks} is the plural rank word; may use {rank} and drop {ranks}.</extracomment>
        <translation>ตอง{ranks}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>trip|set of|a set of</source>
        <extracomment>words that say three of a kind (&quot;trip nines&quot;, &quot;a set of fours&quot;), separated by &quot;|&quot;.</extracomment>
        <translation>ทริป|เซ็ต|ตอง</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>two</source>
        <extracomment>the number said before a rank for a pair of it (&quot;two kings&quot;), &quot;|&quot;; a word that is also a rank&apos;s name counts only before a plural rank.</extracomment>
        <translation>สองใบ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>two lows called: call one</source>
        <translation>ขานโลว์สองครั้ง: ขานเพียงหนึ่ง</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>type the call as a dealer says it, for example “kings full of sixes”</source>
        <translation>พิมพ์การขานไพ่แบบที่ดีลเลอร์พูด เช่น “ฟูลเฮาส์ ตองคิง คู่ 6”</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>up</source>
        <extracomment>the word that calls two pair by its top pair alone (&quot;aces up&quot;), separated by &quot;|&quot;.</extracomment>
        <translation>อัพ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>wheel</source>
        <extracomment>the five-high straight&apos;s own name (&quot;the wheel&quot;), separated by &quot;|&quot;.</extracomment>
        <translation>วีล</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>{call}, {kickers} kicker</source>
        <extracomment>a call with the kicker(s) that decide it: &quot;pair of aces, king kicker&quot;, &quot;ace-high flush, queen-ten kicker&quot; ({kickers}: rank words joined by &quot;-&quot;).</extracomment>
        <translation>{call} คิกเกอร์ {kickers}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>{first} and {second} are two different hands: call one</source>
        <translation>{first} กับ {second} เป็นมือไพ่คนละแบบ: ขานเพียงหนึ่ง</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>{high} and {low}</source>
        <extracomment>two pair as a dealer calls it (&quot;aces and eights&quot;): plural rank words.</extracomment>
        <translation>ทูแพร์ คู่{high}กับคู่{low}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>{high}, {low}</source>
        <extracomment>a hi/lo call: the high hand&apos;s call, then the low&apos;s (&quot;aces and eights, seven-five low&quot;).</extracomment>
        <translation>{high} / {low}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>{ranks} up</source>
        <extracomment>two pair called by its top pair alone (&quot;aces up&quot;); {ranks} is the plural rank word.</extracomment>
        <translation>ทูแพร์ คู่{ranks}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>{rank} high</source>
        <translation>ไพ่สูง {rank}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>{rank} high, {kickers} decides</source>
        <extracomment>a high-card hand whose lower cards decide: &quot;king high, jack decides&quot; ({kickers}: rank words joined by &quot;-&quot;).</extracomment>
        <extracomment>English plural: {rank} high, {kickers} decide</extracomment>
        <translation>
            <numerusform>ไพ่สูง {rank} ตัดสินที่{kickers}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>{rank}-high flush</source>
        <translation>ฟลัช {rank}สูงสุด</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>{rank}-high straight</source>
        <translation>สเตรท {rank}สูงสุด</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>{rank}-high straight flush</source>
        <translation>สเตรทฟลัช {rank}สูงสุด</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/words.py"/>
        <source>{three} full of {pair}</source>
        <extracomment>{three} and {pair} are plural rank words; may use {pair_with} (the pair&apos;s rank as in &quot;with sixes&quot;: Hungarian &quot;hatosokkal&quot;) and drop {pair}.</extracomment>
        <translation>ฟูลเฮาส์ ตอง{three} คู่{pair}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>{words} does not say which hand: say it as a dealer does, for example “king-jack high”, “flush, ace-king” or “pair of kings”</source>
        <translation>{words} ยังไม่บอกว่าเป็นมือไพ่อะไร: ขานแบบดีลเลอร์ เช่น “ไพ่สูง คิง ตัดสินที่แจ็ค” “ฟลัช เอซสูงสุด” หรือ “คู่คิง”</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>{word} is not a word of a call (ranks: A K Q J 10 9 … 2 or their names; hands: pair, trips, straight, flush, full …)</source>
        <translation>{word} ไม่ใช่คำที่ใช้ขานไพ่ (แต้ม: A K Q J 10 9 … 2 หรือชื่อแต้ม; มือไพ่: คู่ ตอง สเตรท ฟลัช ฟูลเฮาส์ …)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>{word} — did you mean {suggestion}?</source>
        <extracomment>a word of a typed call not known ({word}), and the known word nearest to it.</extracomment>
        <translation>{word} — หมายถึง {suggestion} หรือเปล่า?</translation>
    </message>
</context>
<context>
    <name>Chips</name>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>Casino cash chips (1 to 5,000)</source>
        <translation>ชิปเงินสดของคาสิโน (1 ถึง 5,000)</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>Home game set (1 to 100)</source>
        <translation>ชุดชิปเล่นที่บ้าน (1 ถึง 100)</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>Tournament chips (25 to 25,000)</source>
        <translation>ชิปทัวร์นาเมนต์ (25 ถึง 25,000)</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>black</source>
        <translation>ดำ</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>blue</source>
        <translation>น้ำเงิน</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>brown</source>
        <translation>น้ำตาล</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>green</source>
        <translation>เขียว</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>grey</source>
        <translation>เทา</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>orange</source>
        <translation>ส้ม</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>pink</source>
        <translation>ชมพู</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>purple</source>
        <translation>ม่วง</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>red</source>
        <translation>แดง</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>unknown chip set {name!r}: choose one of {names}</source>
        <translation>ไม่รู้จักชุดชิป {name!r}: เลือกหนึ่งใน {names}</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>white</source>
        <translation>ขาว</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>yellow</source>
        <translation>เหลือง</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/answer.py"/>
        <source>{colour} ({value})</source>
        <extracomment>a chip named by its colour and value: &quot;black (100)&quot;.</extracomment>
        <translation>ชิปสี{colour} ({value})</translation>
    </message>
    <message>
        <location filename="../../rules/chips.py"/>
        <source>{count} {colour} ({value})</source>
        <extracomment>a number of chips of one colour and the chips&apos; value: &quot;3 black (100)&quot;.</extracomment>
        <translation>ชิปสี{colour} ({value}) {count} เหรียญ</translation>
    </message>
</context>
<context>
    <name>ClassReport</name>
    <message>
        <location filename="../../trainer/class_report.py"/>
        <source>another result has the same name ({files}): both are kept</source>
        <translation>มีผลสอบอื่นชื่อเดียวกัน ({files}): เก็บไว้ทั้งคู่</translation>
    </message>
    <message>
        <location filename="../../trainer/class_report.py"/>
        <source>changed after dealerdesk wrote it: its answers are graded again, its times cannot be checked</source>
        <translation>ถูกแก้ไขหลังจาก dealerdesk บันทึก: ตรวจคำตอบใหม่ทั้งหมด แต่ตรวจสอบเวลาไม่ได้</translation>
    </message>
    <message>
        <location filename="../../trainer/class_report.py"/>
        <source>holds what a result does not, ignored: {keys}</source>
        <translation>มีข้อมูลที่ผลสอบไม่มี จึงไม่นำมาใช้: {keys}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/class_report.py"/>
        <source>question {numbers} was on the screen when the exam was left, and answered after</source>
        <extracomment>English plural: questions {numbers} were on the screen when the exam was left, and answered after</extracomment>
        <translation>
            <numerusform>คำถามข้อ {numbers} อยู่บนจอตอนออกจากการสอบ และตอบภายหลัง</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/class_report.py"/>
        <source>the answer to question {numbers} could not be read: counted wrong</source>
        <extracomment>English plural: the answers to questions {numbers} could not be read: counted wrong</extracomment>
        <translation>
            <numerusform>อ่านคำตอบข้อ {numbers} ไม่ได้: นับว่าผิด</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/class_report.py"/>
        <source>unfinished: {answered} of {count} questions answered</source>
        <translation>ยังไม่จบ: ตอบแล้ว {answered} จาก {count} ข้อ</translation>
    </message>
</context>
<context>
    <name>ClassReportPage</name>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Answer given</source>
        <translation>คำตอบที่ให้</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Answers of {name}</source>
        <translation>คำตอบของ {name}</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Certificate</source>
        <translation>ใบรับรอง</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Class report</source>
        <translation>รายงานชั้นเรียน</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Date</source>
        <translation>วันที่</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Every answer is graded again by the rules engine from the exam&apos;s questions and what the trainee typed; a skill is passed with at least 80 % right and the median answer within its target time.</source>
        <translation>ทุกคำตอบถูกตรวจใหม่ด้วยเอนจินกติกา จากคำถามของการสอบและสิ่งที่ผู้เรียนพิมพ์ ทักษะหนึ่งจะผ่านเมื่อตอบถูกอย่างน้อย 80% และเวลามัธยฐานอยู่ในเวลาเป้าหมาย</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Every question was answered right.</source>
        <translation>ทุกข้อตอบถูก</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Exam id</source>
        <translation>รหัสการสอบ</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Graded by dealerdesk against the exam</source>
        <translation>ตรวจโดย dealerdesk ตามการสอบ</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Instructor</source>
        <translation>ครูฝึก</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Median time</source>
        <translation>เวลามัธยฐาน</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Median time (target marked)</source>
        <translation>เวลามัธยฐาน (ขีดคือเวลาเป้าหมาย)</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Missed</source>
        <translation>พลาด</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Mistakes named</source>
        <translation>ข้อผิดพลาดที่ระบุ</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Notes</source>
        <translation>หมายเหตุ</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Passed</source>
        <translation>ผ่าน</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Question</source>
        <translation>ข้อ</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Questions</source>
        <translation>จำนวนข้อ</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Questions most missed</source>
        <translation>ข้อที่พลาดมากที่สุด</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Result</source>
        <translation>ผลลัพธ์</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Right</source>
        <translation>ตอบถูก</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Right answer</source>
        <translation>คำตอบที่ถูก</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Right answers (pass mark {mark:.0%})</source>
        <translation>ตอบถูก (เกณฑ์ผ่าน {mark:.0%})</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Score</source>
        <translation>คะแนน</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Skill</source>
        <translation>ทักษะ</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Target</source>
        <translation>เป้าหมาย</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>The class by skill</source>
        <translation>ชั้นเรียนแยกตามทักษะ</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>This certifies that</source>
        <translation>ขอรับรองว่า</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Time</source>
        <translation>เวลา</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Trainee</source>
        <translation>ผู้เรียน</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>Trainees</source>
        <translation>ผู้เรียน</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>no time limit</source>
        <translation>ไม่จำกัดเวลา</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>not answered</source>
        <translation>ไม่ได้ตอบ</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>not passed</source>
        <translation>ไม่ผ่าน</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>passed</source>
        <translation>ผ่าน</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>passed the dealer exam</source>
        <translation>สอบผ่านการสอบดีลเลอร์</translation>
    </message>
    <message>
        <source>the PDF could not be written</source>
        <translation type="vanished">เขียนไฟล์ PDF ไม่ได้</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>unfinished</source>
        <translation>ยังไม่จบ</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>{right} of {count} answers right, every skill at least 80 % right within its target time.</source>
        <translation>ตอบถูก {right} จาก {count} ข้อ ทุกทักษะถูกอย่างน้อย 80% ภายในเวลาเป้าหมาย</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_report_pdf.py"/>
        <source>{seconds} per question</source>
        <translation>ข้อละ {seconds}</translation>
    </message>
</context>
<context>
    <name>ClassResults</name>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Answer given</source>
        <translation>คำตอบที่ให้</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Answers</source>
        <translation>คำตอบ</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/results/class_results.py"/>
        <source>Cancelled: {count} more file was not read.</source>
        <extracomment>English plural: Cancelled: {count} more files were not read.</extracomment>
        <translation>
            <numerusform>ยกเลิกแล้ว: ยังไม่ได้อ่านอีก {count} ไฟล์</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Class results: {exam}</source>
        <translation>ผลของชั้นเรียน: {exam}</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Grading the answers again: {done} of {total} results</source>
        <translation>กำลังตรวจคำตอบใหม่: ผลสอบ {done} จาก {total}</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Median time</source>
        <translation>เวลามัธยฐาน</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Median time against the target (s)</source>
        <translation>เวลามัธยฐานเทียบเวลาเป้าหมาย (วินาที)</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Missed</source>
        <translation>พลาด</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Mistakes named</source>
        <translation>ข้อผิดพลาดที่ระบุ</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>No new results since it is watched.</source>
        <translation>ยังไม่มีผลสอบใหม่ตั้งแต่เริ่มเฝ้าดู</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Print…</source>
        <translation>พิมพ์…</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Question</source>
        <translation>ข้อ</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Questions most missed</source>
        <translation>ข้อที่พลาดมากที่สุด</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Reading the result files: {done} of {total}</source>
        <translation>กำลังอ่านไฟล์ผลสอบ: {done} จาก {total}</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Result</source>
        <translation>ผลลัพธ์</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Results saved into a folder (a shared drive, a USB stick) can come into this report as they are saved: watch the folder.</source>
        <translation>ผลสอบที่บันทึกลงโฟลเดอร์ (ไดรฟ์ที่แชร์กัน แฟลชไดรฟ์ USB) เข้ามาในรายงานนี้ได้ทันทีที่บันทึก: เฝ้าดูโฟลเดอร์นั้น</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Right</source>
        <translation>ตอบถูก</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Right answer</source>
        <translation>คำตอบที่ถูก</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Right answers (pass mark {mark:.0%})</source>
        <translation>ตอบถูก (เกณฑ์ผ่าน {mark:.0%})</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Save as CSV…</source>
        <translation>บันทึกเป็น CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Save as PDF…</source>
        <translation>บันทึกเป็น PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Save the class report</source>
        <translation>บันทึกรายงานชั้นเรียน</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Score</source>
        <translation>คะแนน</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Skill</source>
        <translation>ทักษะ</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Stop watching</source>
        <translation>หยุดเฝ้าดู</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Target</source>
        <translation>เป้าหมาย</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>The class by skill</source>
        <translation>ชั้นเรียนแยกตามทักษะ</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>The class report could not be saved to {file}: {reason}.</source>
        <translation>บันทึกรายงานชั้นเรียนไปที่ {file} ไม่ได้: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>The class report was saved to {file}.</source>
        <translation>บันทึกรายงานชั้นเรียนไว้ที่ {file} แล้ว</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>The folder is not there now (a drive not connected?): it is looked for again.</source>
        <translation>ตอนนี้ไม่พบโฟลเดอร์ (ยังไม่ได้เสียบไดรฟ์หรือเปล่า): จะค้นหาอีกครั้ง</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>The folder the results are saved into</source>
        <translation>โฟลเดอร์ที่ใช้บันทึกผลสอบ</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>The report was not made: Train → Class results… makes it from the results kept (choose no files).</source>
        <translation>ยังไม่ได้สร้างรายงาน: ฝึกซ้อม → ผลของชั้นเรียน… จะสร้างรายงานจากผลสอบที่เก็บไว้ (ไม่ต้องเลือกไฟล์)</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>The results could not be kept: {reason}</source>
        <translation>เก็บผลสอบไม่ได้: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Time</source>
        <translation>เวลา</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Trainee</source>
        <translation>ผู้เรียน</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Trainees</source>
        <translation>ผู้เรียน</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Watch a folder…</source>
        <translation>เฝ้าดูโฟลเดอร์…</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>Watching {folder} for results.</source>
        <translation>กำลังเฝ้าดูผลสอบในโฟลเดอร์ {folder}</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>not answered</source>
        <translation>ไม่ได้ตอบ</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/results/class_results.py"/>
        <source>{count} file in it cannot be used: it is read again when it changes.</source>
        <extracomment>English plural: {count} files in it cannot be used: each is read again when it changes.</extracomment>
        <translation>
            <numerusform>ในโฟลเดอร์มี {count} ไฟล์ที่ใช้ไม่ได้: จะอ่านใหม่เมื่อไฟล์เปลี่ยน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/results/class_results.py"/>
        <source>{count} result went further than the one kept (a later file of its sitting).</source>
        <extracomment>English plural: {count} results went further than the ones kept (later files of their sittings).</extracomment>
        <translation>
            <numerusform>ผลสอบ {count} รายการทำต่อจากที่เก็บไว้ (ไฟล์ที่ใหม่กว่าของการสอบรอบเดียวกัน)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>{exam}: {questions} questions · {trainees} results · {passed} passed</source>
        <translation>{exam}: {questions} ข้อ · ผลสอบ {trainees} คน · ผ่าน {passed} คน</translation>
    </message>
    <message>
        <location filename="../../ui/results/class_results.py"/>
        <source>{new} result files imported, {kept} kept already, {refused} refused.</source>
        <translation>นำเข้าไฟล์ผลสอบ {new} ไฟล์ มีอยู่แล้ว {kept} ไฟล์ ปฏิเสธ {refused} ไฟล์</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/results/class_results.py"/>
        <source>{time}: {count} new result came in.</source>
        <extracomment>English plural: {time}: {count} new results came in.</extracomment>
        <translation>
            <numerusform>{time}: ผลสอบใหม่เข้ามา {count} รายการ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <location filename="../../ui/window/crash.py"/>
        <source>A report was saved to {path}

Please attach it when you report the problem.</source>
        <translation>บันทึกรายงานไว้ที่ {path}

กรุณาแนบไฟล์นี้เมื่อแจ้งปัญหา</translation>
    </message>
    <message>
        <location filename="../../ui/window/crash.py"/>
        <source>The report could not be saved to {folder} ({problem}). Its text is under Show Details.</source>
        <translation>ไม่สามารถบันทึกรายงานไปที่ {folder} ได้ ({problem}) ดูเนื้อหารายงานได้ที่ “แสดงรายละเอียด...”</translation>
    </message>
    <message>
        <location filename="../../ui/window/crash.py"/>
        <source>dealerdesk ran into a problem and could not finish what it was doing: {summary}</source>
        <translation>dealerdesk พบปัญหาและไม่สามารถทำงานที่ค้างอยู่ให้เสร็จได้: {summary}</translation>
    </message>
</context>
<context>
    <name>Dealing</name>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>A player asks for the pot</source>
        <translation>ผู้เล่นขอ &quot;พ็อต&quot;</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>A table seats 2 to 10 players, not {count}.</source>
        <translation>โต๊ะหนึ่งนั่งได้ 2 ถึง 10 คน ไม่ใช่ {count}</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Call the showdown</source>
        <translation>ขานลำดับโชว์ดาวน์</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Floor: {mistake}</source>
        <translation>ฟลอร์: {mistake}</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Floor: {mistake} — {answer}</source>
        <translation>ฟลอร์: {mistake} — {answer}</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Gather the bets into the pot</source>
        <translation>รวบเดิมพันเข้าพ็อต</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Kill the losers and push the pot</source>
        <translation>ฆ่าไพ่ที่แพ้และดันพ็อตให้ผู้ชนะ</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Move the button and take the blinds</source>
        <translation>เลื่อนบัตตันและเก็บบลายด์</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>None of the chosen games can be dealt.</source>
        <translation>ไม่มีเกมที่เลือกไว้ที่ดีลได้</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Read the hand</source>
        <translation>อ่านไพ่ในมือ</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Rule on the raise</source>
        <translation>ตัดสินการเรส</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Split the pot high and low</source>
        <translation>แบ่งพ็อตไฮและโลว์</translation>
    </message>
    <message>
        <source>Take the rake and pay the winners</source>
        <translation type="vanished">หักค่าต๋งและจ่ายผู้ชนะ</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Take the rake out of the pot</source>
        <translation>หักค่าต๋งออกจากพ็อต</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>The difficulty is 1 to 4, not {difficulty}.</source>
        <translation>ระดับความยากคือ 1 ถึง 4 ไม่ใช่ {difficulty}</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Unknown house rake “{rake}”.</source>
        <translation>ไม่รู้จักค่าต๋ง “{rake}”</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>Whose action, or is the round over?</source>
        <translation>ถึงตาใคร หรือรอบเดิมพันจบแล้ว?</translation>
    </message>
    <message>
        <location filename="../../trainer/dealing.py"/>
        <source>that is not right</source>
        <translation>ไม่ถูกต้อง</translation>
    </message>
</context>
<context>
    <name>DealingPage</name>
    <message>
        <location filename="../../ui/training/dealing_page.py"/>
        <source>Deal on (Enter)</source>
        <translation>ดีลต่อ (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/training/dealing_page.py"/>
        <source>Every step is saved in your progress, with the skill that grades it.</source>
        <translation>ทุกขั้นตอนบันทึกไว้ในความก้าวหน้าของคุณ พร้อมทักษะที่ใช้ตรวจขั้นตอนนั้น</translation>
    </message>
    <message>
        <location filename="../../ui/training/dealing_page.py"/>
        <source>Hand {n} of {total} · {step}</source>
        <translation>ตาที่ {n} จาก {total} · {step}</translation>
    </message>
    <message>
        <location filename="../../ui/training/dealing_page.py"/>
        <source>Hand {n} · {step}</source>
        <translation>ตาที่ {n} · {step}</translation>
    </message>
    <message>
        <location filename="../../ui/training/dealing_page.py"/>
        <source>Hands dealt: {hands} · {rate} hands per hour · error rate {errors} %</source>
        <translation>ดีลแล้ว: {hands} ตา · {rate} ตาต่อชั่วโมง · อัตราความผิดพลาด {errors}%</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation type="vanished">เวลามัธยฐาน</translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="vanished">ตอบถูก</translation>
    </message>
    <message>
        <location filename="../../ui/training/dealing_page.py"/>
        <source>Right — the hand goes on.</source>
        <translation>ถูกต้อง — เล่นตาต่อไป</translation>
    </message>
    <message>
        <location filename="../../ui/training/dealing_page.py"/>
        <source>See the result (Enter)</source>
        <translation>ดูผล (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/training/dealing_page.py"/>
        <source>Skip to my step (Space)</source>
        <translation>ข้ามไปที่ขั้นตอนของฉัน (Space)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="vanished">ขั้นตอน</translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="vanished">เป้าหมาย</translation>
    </message>
    <message>
        <location filename="../../ui/training/dealing_page.py"/>
        <source>The game you dealt</source>
        <translation>เกมที่คุณดีล</translation>
    </message>
    <message>
        <location filename="../../ui/training/dealing_page.py"/>
        <source>The players act… Your step comes next: {step}.</source>
        <translation>ผู้เล่นกำลังเล่น… ขั้นตอนถัดไปของคุณ: {step}</translation>
    </message>
</context>
<context>
    <name>ExamEntries</name>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>&amp;Class results…</source>
        <translation>ผลของชั้นเรียน… (&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>After each answer</source>
        <translation>หลังตอบแต่ละข้อ</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>An exam needs a name and at least one skill.</source>
        <translation>การสอบต้องมีชื่อและทักษะอย่างน้อยหนึ่งทักษะ</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>At the end</source>
        <translation>ตอนจบ</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Class results: the exam&apos;s folder</source>
        <translation>ผลของชั้นเรียน: โฟลเดอร์ของการสอบ</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Dealing the questions: {done} of {total}</source>
        <translation>กำลังสร้างคำถาม: {done} จาก {total}</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Difficulty</source>
        <translation>ระดับความยาก</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>E&amp;xport exam…</source>
        <translation>ส่งออกการสอบ… (&amp;X)</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Exam</source>
        <translation>การสอบ</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Export exam</source>
        <translation>ส่งออกการสอบ</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Export exam cancelled: nothing was written.</source>
        <translation>ยกเลิกการส่งออกการสอบแล้ว: ไม่ได้เขียนไฟล์ใด ๆ</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Going on from question {number}: your earlier answers are kept.</source>
        <translation>ทำต่อจากข้อ {number}: คำตอบก่อนหน้ายังอยู่ครบ</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Name</source>
        <translation>ชื่อ</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Questions</source>
        <translation>จำนวนข้อ</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Seconds per question</source>
        <translation>วินาทีต่อข้อ</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Skills</source>
        <translation>ทักษะ</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Take an &amp;exam…</source>
        <translation>ทำข้อสอบ… (&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Take an exam</source>
        <translation>ทำข้อสอบ</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Take an exam: its folder</source>
        <translation>ทำข้อสอบ: โฟลเดอร์ของการสอบ</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>The exam was written to {folder}. Give the folder to the class: each trainee opens it with Train → Take an exam…</source>
        <translation>บันทึกการสอบไว้ที่ {folder} แล้ว ส่งโฟลเดอร์นี้ให้ชั้นเรียน ผู้เรียนแต่ละคนเปิดด้วย ฝึกซ้อม → ทำข้อสอบ…</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>The trainees&apos; result files (none: those kept already)</source>
        <translation>ไฟล์ผลสอบของผู้เรียน (ไม่เลือก: ใช้ที่เก็บไว้แล้ว)</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>This exam cannot be used: {reason}</source>
        <translation>ใช้การสอบนี้ไม่ได้: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Verdicts</source>
        <translation>แจ้งผล</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Where to keep your result file</source>
        <translation>เลือกที่เก็บไฟล์ผลสอบ</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Where to put the exam&apos;s folder</source>
        <translation>เลือกที่วางโฟลเดอร์ของการสอบ</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Your answer is kept, but the result file could not be written: {reason}. It is written again with your next answer.</source>
        <translation>เก็บคำตอบไว้แล้ว แต่เขียนไฟล์ผลสอบไม่ได้: {reason} จะเขียนใหม่เมื่อตอบข้อถัดไป</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>Your name, as your instructor will read it:</source>
        <translation>ชื่อของคุณ ตามที่ครูฝึกจะอ่าน:</translation>
    </message>
    <message>
        <location filename="../../ui/window/exam_entries.py"/>
        <source>no limit</source>
        <translation>ไม่จำกัด</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source> (the odd chip goes to the high half)</source>
        <translation> (ชิปเศษให้ครึ่งไฮ)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source> and </source>
        <extracomment>joins the winners of one pot (&quot;Seat 2 (Ann) 60 and Seat 5 (Bob) 60&quot;); keep the spaces.</extracomment>
        <translation> และ </translation>
    </message>
    <message>
        <source>(tied: split, odd chip to the first seat left of the button)</source>
        <translation type="vanished">(เสมอ: แบ่งพ็อต ชิปเศษให้ที่นั่งแรกทางซ้ายของบัตทอน)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>A bet and {raises} raise, with three or more players holding chips: the round is capped, so {who} may call or fold only (RRoP §3 r3).</source>
        <extracomment>English plural: A bet and {raises} raises, with three or more players holding chips: the round is capped, so {who} may call or fold only (RRoP §3 r3).</extracomment>
        <translation>
            <numerusform>เบทหนึ่งครั้งและเรส {raises} ครั้ง โดยมีผู้เล่นที่ยังมีชิปสามคนขึ้นไป: รอบนี้ครบจำนวนเรสสูงสุด (แคป) แล้ว {who} จึงคอลหรือหมอบได้เท่านั้น (RRoP §3 r3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>A bet and {raises} raise: the round is capped, and in a tournament the cap holds heads-up too (TDA 48), so {who} may call or fold only.</source>
        <extracomment>English plural: A bet and {raises} raises: the round is capped, and in a tournament the cap holds heads-up too (TDA 48), so {who} may call or fold only.</extracomment>
        <translation>
            <numerusform>เบทหนึ่งครั้งและเรส {raises} ครั้ง: รอบนี้ครบจำนวนเรสสูงสุด (แคป) แล้ว และในทัวร์นาเมนต์แคปยังใช้แม้เล่นตัวต่อตัว (TDA 48) {who} จึงคอลหรือหมอบได้เท่านั้น</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>A pot raise adds that much to the {bet} bet: raise to {bet} + {added} = {raise_to} (RRoP §14, pot limit).</source>
        <translation>เรสพ็อตคือเพิ่มจำนวนนั้นบนเบท {bet}: เรสเป็น {bet} + {added} = {raise_to} (RRoP §14, pot limit)</translation>
    </message>
    <message>
        <source>A pot raise adds that much to the {bet} bet: raise to {bet} + {added} = {raise_to}.</source>
        <translation type="vanished">การเรสเต็มพ็อตคือบวกยอดนี้เข้ากับเบท {bet}: เรสเป็น {bet} + {added} = {raise_to}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>A raise adds one big bet to the bet to match: raise to {level} + {size} = {full}.</source>
        <translation>การเรสเพิ่มหนึ่งบิ๊กเบทจากเดิมพันที่ต้องตาม: เรสเป็น {level} + {size} = {full}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>A raise adds one small bet to the bet to match: raise to {level} + {size} = {full}.</source>
        <translation>การเรสเพิ่มหนึ่งสมอลเบทจากเดิมพันที่ต้องตาม: เรสเป็น {level} + {size} = {full}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>A tournament has no missed blinds: the players away are dealt in and blinded, their hands dead (TDA 30).</source>
        <translation>ทัวร์นาเมนต์ไม่มีบลายด์ที่พลาด: ผู้เล่นที่ไม่อยู่ได้รับไพ่และถูกหักบลายด์ ไพ่ในมือเป็นไพ่ตาย (TDA 30)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>A {hand} has no kicker to say.</source>
        <translation>{hand}ไม่มีคิกเกอร์ที่ต้องขาน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>After the flop the action starts with the first active player clockwise from the button.</source>
        <translation>หลังฟล็อป ผู้เล่นที่ยังเล่นอยู่คนแรกถัดจากบัตตันตามเข็มนาฬิกาได้แอ็คชันก่อน</translation>
    </message>
    <message>
        <source>All-in, so no more action for them: {seats}.</source>
        <translation type="vanished">ออลอินแล้ว จึงไม่มีแอ็คชันอีก: {seats}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>All-in, so no more action for them: {seats}.</source>
        <comment>one seat</comment>
        <extracomment>a list of one seat or several (the comment says which): the verb agrees with it.</extracomment>
        <translation>ออลอินแล้ว จึงไม่มีแอ็คชันอีก: {seats}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>All-in, so no more action for them: {seats}.</source>
        <comment>several seats</comment>
        <translation>ออลอินแล้ว จึงไม่มีแอ็คชันอีก: {seats}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>Before the flop a short or dead blind counts as posted in full (TDA 54-B), adding {chips}.</source>
        <translation>ก่อนฟล็อป บลายด์ที่ลงไม่ครบหรือบลายด์ตายนับเหมือนลงเต็มจำนวน (TDA 54-B) เพิ่มอีก {chips}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Before the flop the action starts left of the big blind and goes clockwise; the big blind acts last.</source>
        <translation>ก่อนฟล็อป แอ็คชันเริ่มที่ผู้เล่นทางซ้ายของบิ๊กบลายด์และเวียนตามเข็มนาฬิกา บิ๊กบลายด์ได้แอ็คชันเป็นคนสุดท้าย</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>Before the flop the big blind, {increment}, is the opening bet: a raise must add at least {increment} (TDA 43-A).</source>
        <translation>ก่อนฟล็อป บิ๊กบลายด์ {increment} คือเบทเปิด: การเรสต้องเพิ่มอย่างน้อย {increment} (TDA 43-A)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>Bets in front of the players: {bets} = {total}.</source>
        <translation>เดิมพันที่วางอยู่หน้าผู้เล่น: {bets} = {total}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>Bets in front of the players: {bets}.</source>
        <translation>เดิมพันที่วางอยู่หน้าผู้เล่น: {bets}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>Betting on earlier streets does not count ({who} bet or raised last there).</source>
        <translation>การเดิมพันในรอบไพ่ก่อนหน้าไม่นับ ({who} เป็นผู้เบท/เรสคนสุดท้ายในรอบไพ่เหล่านั้น)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Button: seat {button}, where nobody is dealt in — a dead button; the player before it acts last again.</source>
        <translation>บัตตัน: ที่นั่ง {button} ซึ่งไม่มีใครได้รับไพ่ — บัตตันตาย ผู้เล่นก่อนหน้าได้เล่นคนสุดท้ายอีกครั้ง</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Button: {button}.</source>
        <translation>บัตตัน: {button}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/explain.py"/>
        <source>Check: {parts} = {total}, every chip put in.</source>
        <translation>ตรวจสอบ: {parts} = {total} ครบทุกชิปที่ลงมา</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>Chips already in the middle: {chips}.</source>
        <translation>ชิปที่อยู่กลางโต๊ะแล้ว: {chips}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>Coloured up: {pile} — {count} chips instead of {before}.</source>
        <translation>เปลี่ยนเป็นชิปใหญ่แล้ว: {pile} — {count} เหรียญ แทน {before} เหรียญ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>Count the pot colour by colour, largest chips first: each colour stands in stacks of five, so count the stacks, times five, and add the short stack.</source>
        <translation>นับพ็อตทีละสี เริ่มจากชิปใหญ่สุด ชิปแต่ละสีตั้งเป็นกองละ 5 นับจำนวนกอง คูณ 5 แล้วบวกกองที่ไม่เต็ม</translation>
    </message>
    <message>
        <source>Count the pot colour by colour, largest chips first; small chips stand in stacks of 20, the big ones are cut in fives.</source>
        <translation type="vanished">นับพ็อตทีละสี เริ่มจากชิปใหญ่สุด ชิปเล็กตั้งเป็นกองละ 20 ชิปใหญ่ตัดเป็นกองละ 5</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Dead button (RRoP §4 2b; TDA 32): the player due the big blind always posts it — the next player in the game after last hand&apos;s big blind. The small blind goes where the big blind was and the button where the small blind was, even onto an empty seat or a player who has left.</source>
        <translation>บัตตันตาย (RRoP §4 2b; TDA 32): ผู้เล่นที่ถึงคิวบิ๊กบลายด์ต้องลงบิ๊กบลายด์เสมอ — คือผู้เล่นคนถัดไปในเกมต่อจากบิ๊กบลายด์ของตาที่แล้ว สมอลบลายด์ไปอยู่ที่ที่บิ๊กบลายด์เคยอยู่ และบัตตันไปอยู่ที่ที่สมอลบลายด์เคยอยู่ แม้จะเป็นที่นั่งว่างหรือผู้เล่นที่ลุกไปแล้วก็ตาม</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Dealt in, from the first seat left of the button to the button: {seats}.</source>
        <translation>ได้รับไพ่ ตั้งแต่ที่นั่งแรกทางซ้ายของบัตตันจนถึงบัตตัน: {seats}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/explain.py"/>
        <source>Each player&apos;s chips in this hand: {chips}.</source>
        <translation>ชิปที่ผู้เล่นแต่ละคนลงในตานี้: {chips}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>Each winner receives: {shares}.</source>
        <translation>ผู้ชนะแต่ละคนได้รับ: {shares}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>Every hand still in wins a share: the dealer kills none.</source>
        <translation>ทุกมือที่ยังอยู่ได้ส่วนแบ่ง: ดีลเลอร์ไม่ต้องฆ่าไพ่มือใดเลย</translation>
    </message>
    <message>
        <source>Every other player still in is all-in or could only call: nobody could call a raise, so {who} may call or fold only.</source>
        <translation type="vanished">ผู้เล่นคนอื่นที่ยังอยู่ออลอินแล้วหรือคอลได้อย่างเดียว: ไม่มีใครคอลเรสได้ {who} จึงคอลหรือหมอบได้เท่านั้น</translation>
    </message>
    <message>
        <location filename="../../trainer/core/betting_steps.py"/>
        <source>Every other player still in is all-in or could only call: nobody could call a raise, so {who} may fold or call only.</source>
        <translation>ผู้เล่นคนอื่นที่ยังอยู่ออลอินแล้วหรือคอลได้อย่างเดียว: ไม่มีใครคอลเรสได้ {who} จึงหมอบหรือคอลได้เท่านั้น</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>First the uncalled {amount} went back to {who}: it was never in the pot, so it is never raked.</source>
        <translation>ก่อนอื่นคืนเดิมพันที่ไม่มีคนคอล {amount} ให้ {who}: เงินนี้ไม่เคยอยู่ในพ็อต จึงไม่หักค่าต๋ง</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>Fixed limit {small}/{big}: {street} every bet and raise is the big bet, {size}.</source>
        <translation>ฟิกซ์ลิมิต {small}/{big}: {street} ทุกการเบทและเรสเท่ากับบิ๊กเบท {size}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>Fixed limit {small}/{big}: {street} every bet and raise is the small bet, {size}.</source>
        <translation>ฟิกซ์ลิมิต {small}/{big}: {street} ทุกการเบทและเรสเท่ากับสมอลเบท {size}</translation>
    </message>
    <message>
        <source>Folded, so passed over: {seats}.</source>
        <translation type="vanished">หมอบแล้ว จึงข้ามไป: {seats}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Folded, so passed over: {seats}.</source>
        <comment>one seat</comment>
        <extracomment>a list of one seat or several (the comment says which): the verb agrees with it.</extracomment>
        <translation>หมอบแล้ว จึงข้ามไป: {seats}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Folded, so passed over: {seats}.</source>
        <comment>several seats</comment>
        <translation>หมอบแล้ว จึงข้ามไป: {seats}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>Give it back in the fewest chips, largest first: {chips}.</source>
        <translation>ทอนคืนด้วยชิปจำนวนน้อยที่สุด เริ่มจากชิปใหญ่สุด: {chips}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Heads-up the big blind acts first after the flop and the button last.</source>
        <translation>เมื่อเล่นตัวต่อตัว หลังฟล็อปบิ๊กบลายด์ได้แอ็คชันก่อน และบัตตันเป็นคนสุดท้าย</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Heads-up the button posts the small blind and acts first before the flop; the big blind acts last.</source>
        <translation>เมื่อเล่นตัวต่อตัว บัตตันลงสมอลบลายด์และได้แอ็คชันก่อนฟล็อปเป็นคนแรก บิ๊กบลายด์เป็นคนสุดท้าย</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>High: {shares}</source>
        <translation>ไฮ: {shares}</translation>
    </message>
    <message>
        <source>House rule: the blinds count as posted in full, adding {chips}.</source>
        <translation type="vanished">กฎของบ้าน: นับบลายด์เหมือนวางครบเต็มจำนวน จึงบวกเพิ่ม {chips}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>House rule: the small blind counts as a big blind until the big blind has acted (RRoP §14, pot limit), adding {chips}.</source>
        <translation>กฎคาสิโน: นับสมอลบลายด์เป็นบิ๊กบลายด์จนกว่าบิ๊กบลายด์จะแอ็คชัน (RRoP §14, pot limit) เพิ่มอีก {chips}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>In all: {total}.</source>
        <translation>รวมทั้งหมด: {total}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>Low: {cards}, called {call}.</source>
        <translation>โลว์: {cards} ขานว่า {call}</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>Low: {shares}</source>
        <translation>โลว์: {shares}</translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation type="vanished">พ็อตหลัก</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>Minimum raise-to = {bet} + {increment} = {raise_to}.</source>
        <translation>เรสเป็นขั้นต่ำ = {bet} + {increment} = {raise_to}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Moving button (RRoP §4 r2): the button moves on to the next player in the game and the blinds follow it; a player away when the small blind passes owes it dead on their return.</source>
        <translation>บัตตันเลื่อน (RRoP §4 r2): บัตตันเลื่อนไปยังผู้เล่นคนถัดไปในเกม และบลายด์ตามไป ผู้เล่นที่ไม่อยู่ตอนสมอลบลายด์ผ่านต้องลงสมอลบลายด์เป็นบลายด์ตายเมื่อกลับมา</translation>
    </message>
    <message>
        <source>Mucked when their turn came, so dead: {players}.</source>
        <translation type="vanished">หมอบไพ่ทิ้งเมื่อถึงคิว จึงเป็นไพ่ตาย: {players}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>Mucked when their turn came, so dead: {players}.</source>
        <comment>one seat</comment>
        <extracomment>a list of one seat or several (the comment says which): the verb agrees with it.</extracomment>
        <translation>หมอบไพ่ทิ้งเมื่อถึงตา จึงเป็นไพ่ตาย: {players}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>Mucked when their turn came, so dead: {players}.</source>
        <comment>several seats</comment>
        <translation>หมอบไพ่ทิ้งเมื่อถึงตา จึงเป็นไพ่ตาย: {players}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>No cap: the rake is {rake}.</source>
        <translation>ไม่มีเพดาน: ค่าต๋งคือ {rake}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>No flop was dealt: no flop, no drop. Nothing is raked and nothing is dropped for the jackpot; the whole pot is pushed.</source>
        <translation>ไม่ได้แจกฟล็อป (ไม่มีฟล็อป ไม่หักค่าต๋ง): ไม่หักทั้งค่าต๋งและเงินเข้าแจ็คพอต ดันพ็อตทั้งหมดให้ผู้ชนะ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>No low: no two hole cards and three board cards make five different ranks of eight or lower.</source>
        <translation>ไม่มีโลว์: ไพ่ในมือสองใบกับไพ่กลางสามใบไม่ได้ไพ่ห้าแต้มต่างกันที่ 8 หรือต่ำกว่า</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>No other hand tabled has the same hand and ranks: the kickers decide nothing and are not said.</source>
        <translation>ไม่มีมืออื่นที่เปิดบนโต๊ะมีไพ่และแต้มเดียวกัน คิกเกอร์ไม่ชี้ขาดอะไรจึงไม่ต้องขาน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>Nobody bet {street}, the final betting round: the first active player left of the button shows first, {who} (TDA 17-A).</source>
        <translation>ไม่มีใครเบท{street} ซึ่งเป็นรอบเดิมพันสุดท้าย: ผู้เล่นที่ยังเล่นอยู่คนแรกทางซ้ายของบัตตันเปิดไพ่ก่อน คือ {who} (TDA 17-A)</translation>
    </message>
    <message>
        <source>Nobody bet {street}, the final round: the first player left of the button shows first, {who}.</source>
        <translation type="vanished">ไม่มีใครเบท{street}ซึ่งเป็นรอบสุดท้าย: ผู้เล่นคนแรกทางซ้ายของบัตทอนเปิดไพ่ก่อน คือ {who}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/explain.py"/>
        <source>Nobody called the last {amount} of {who}: it goes back (TDA 15-B).</source>
        <translation>ไม่มีใครคอล {amount} สุดท้ายของ {who}: ชิปส่วนนั้นคืนให้เจ้าของ (TDA 15-B)</translation>
    </message>
    <message>
        <source>Nobody called the last {amount} of {who}: it goes back.</source>
        <translation type="vanished">ไม่มีใครคอล {amount} ส่วนสุดท้ายของ {who}: คืนชิปส่วนนี้ให้ผู้เล่น.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>Nobody has bet yet {street}: the largest bet is the pot, {pot} (RRoP §14, pot limit).</source>
        <translation>ยังไม่มีใครเบท{street}: เบทได้มากที่สุดเท่ากับพ็อต {pot} (RRoP §14, pot limit)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>Nobody has bet yet {street}: {who} may check (a call of 0).</source>
        <translation>ยังไม่มีใครเบท{street}: {who} เช็คได้ (คอล 0)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>Nobody has bet yet {street}: {who} may check or bet.</source>
        <translation>ยังไม่มีใครเบท{street}: {who} เช็คหรือเบทได้</translation>
    </message>
    <message>
        <source>Nobody has bet yet: the largest bet is the pot, {pot}.</source>
        <translation type="vanished">ยังไม่มีใครเบท: เบทได้สูงสุดเท่ากับพ็อต คือ {pot}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>Nobody has made a full bet on this street yet: a raise must still add at least the minimum bet, {increment} (RRoP §14).</source>
        <translation>ยังไม่มีใครเบทเต็มจำนวนในรอบไพ่นี้: การเรสยังต้องเพิ่มอย่างน้อยเท่าเบทขั้นต่ำ {increment} (RRoP §14)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Nobody is left to act: every active player has called the last bet or raise, or everyone checked, or only one player has chips behind. The round is over: gather the bets.</source>
        <translation>ไม่มีใครต้องแอ็คชันอีกแล้ว: ผู้เล่นที่ยังเล่นอยู่ทุกคนคอลเบทหรือเรสล่าสุดแล้ว หรือทุกคนเช็ค หรือเหลือผู้เล่นที่มีชิปเพียงคนเดียว รอบเดิมพันจบแล้ว รวบเดิมพันเข้าพ็อต</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Nobody raised, so the big blind has the option: check or raise.</source>
        <translation>ไม่มีใครเรส บิ๊กบลายด์จึงมีสิทธิ์เลือก (ออปชัน): เช็คหรือเรส</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>Not {call}: that is the board alone; Omaha plays exactly two hole cards.</source>
        <translation>ไม่ใช่ {call}: นั่นคือไพ่กลางล้วน โอมาฮาต้องใช้ไพ่ในมือสองใบพอดี</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>Not {call}: that plays {mine} from the hand with four board cards; Omaha plays exactly two hole cards.</source>
        <translation>ไม่ใช่ {call}: แบบนั้นใช้ {mine} จากมือกับไพ่กลางสี่ใบ โอมาฮาต้องใช้ไพ่ในมือสองใบพอดี</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>Not {call}: that takes {mine} from the hand — three hole cards, and Omaha plays exactly two.</source>
        <translation>ไม่ใช่ {call}: แบบนั้นใช้ {mine} จากมือ คือไพ่ในมือสามใบ แต่โอมาฮาใช้สองใบพอดี</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>Not {call}: the hand has only one card of the suit ({mine}); an Omaha flush needs two suited hole cards.</source>
        <translation>ไม่ใช่ {call}: ในมือมีไพ่ดอกนั้นใบเดียว ({mine}) ฟลัชในโอมาฮาต้องมีไพ่ในมือดอกเดียวกันสองใบ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>Omaha plays exactly two hole cards and three from the board: {five} — {mine} from the hand, {board} from the board.</source>
        <translation>โอมาฮาใช้ไพ่ในมือสองใบพอดีและไพ่กลางสามใบ: {five} คือ {mine} จากมือ และ {board} จากไพ่กลาง</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>Seat {seat}: {chips}</source>
        <translation>ที่นั่ง {seat}: {chips}</translation>
    </message>
    <message>
        <source>Side pot {number}</source>
        <translation type="vanished">ไซด์พ็อต {number}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Small blind: {small}.</source>
        <translation>สมอลบลายด์: {small}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>So the action is on {who}.</source>
        <translation>ดังนั้นถึงตา {who}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Still to act, in order: {players}.</source>
        <translation>ยังต้องแอ็คชันตามลำดับ: {players}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>The best five of the seven cards: {five} ({mine} from the hand).</source>
        <translation>ไพ่ห้าใบที่ดีที่สุดจากเจ็ดใบ: {five} ({mine} จากมือ)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>The bet is {size}.</source>
        <translation>การเบทคือ {size}</translation>
    </message>
    <message>
        <location filename="../../trainer/core/betting_steps.py"/>
        <source>The bet to match is {bet}; {who} has nothing in front, so the call is {bet}.</source>
        <translation>เดิมพันที่ต้องตามคือ {bet} {who} ยังไม่มีชิปวางอยู่หน้าตัว จึงต้องคอล {bet}</translation>
    </message>
    <message>
        <location filename="../../trainer/core/betting_steps.py"/>
        <source>The bet to match is {bet}; {who} has {in_front} in front, so a full call would be {bet} − {in_front} = {full}, but {who} has only {chips} behind: calling puts {seat} all-in for less, {chips}.</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;), {seat} the seat alone; may drop {seat} where the sentence has named the seat already.</extracomment>
        <translation>เดิมพันที่ต้องตามคือ {bet} {who} มี {in_front} วางอยู่หน้าตัว คอลเต็มจำนวนจึงเป็น {bet} − {in_front} = {full} แต่ {who} เหลือชิปเพียง {chips}: จึงคอลออลอินได้แค่ {chips}</translation>
    </message>
    <message>
        <location filename="../../trainer/core/betting_steps.py"/>
        <source>The bet to match is {bet}; {who} has {in_front} in front, so the call is {bet} − {in_front} = {call}.</source>
        <translation>เดิมพันที่ต้องตามคือ {bet} {who} มี {in_front} วางอยู่หน้าตัว จึงต้องคอล {bet} − {in_front} = {call}</translation>
    </message>
    <message>
        <source>The bet to match is {bet}; {who} has {in_front} in front, so the call is {call}.</source>
        <translation type="vanished">เดิมพันที่ต้องตามคือ {bet} และ {who} มีชิปวางอยู่ข้างหน้าแล้ว {in_front} จึงต้องคอล {call}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>The betting is capped (a bet and {raises} raise): {who} may fold or call only (RRoP §3).</source>
        <extracomment>English plural: The betting is capped (a bet and {raises} raises): {who} may fold or call only (RRoP §3).</extracomment>
        <translation>
            <numerusform>การเดิมพันครบจำนวนเรสสูงสุดแล้ว (เบทหนึ่งครั้งและเรส {raises} ครั้ง): {who} หมอบหรือคอลได้เท่านั้น (RRoP §3)</numerusform>
        </translation>
    </message>
    <message>
        <source>The betting is capped (a bet and {raises} raises): {who} may fold or call only (RRoP §3).</source>
        <translation type="vanished">การเดิมพันครบจำนวนเรสสูงสุดแล้ว (เบทหนึ่งครั้งและเรส {raises} ครั้ง): {who} หมอบหรือคอลได้เท่านั้น (RRoP §3)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>The big blind moves one seat on, to {big}.</source>
        <translation>บิ๊กบลายด์เลื่อนไปหนึ่งที่นั่ง ไปที่ {big}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>The big blind passes seat(s) {seats} and goes to {big}: {why}.</source>
        <translation>บิ๊กบลายด์ข้ามที่นั่ง {seats} ไปที่ {big}: {why}</translation>
    </message>
    <message>
        <source>The big blind passes seat(s) {seats}: nobody there is in the game (empty, away or just sat down), so it goes to {big}.</source>
        <translation type="vanished">บิ๊กบลายด์ข้ามที่นั่ง {seats}: ไม่มีใครในเกมนั่งอยู่ตรงนั้น (ว่าง ไม่อยู่ หรือเพิ่งนั่ง) จึงไปที่ {big}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>The big blind, {blind}, is the bet (number 1 of the cap&apos;s count).</source>
        <translation>บิ๊กบลายด์ {blind} นับเป็นการเบท (ครั้งที่ 1 ในการนับแคป)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>The call is {call}; the chip put out is worth {paid}, so the change is {paid} − {call} = {change}.</source>
        <translation>ยอดคอลคือ {call} แต่ชิปที่วางมีค่า {paid} เงินทอนจึงเป็น {paid} − {call} = {change}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>The call: {call}.</source>
        <translation>ขานว่า: {call}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>The cap was reached while three or more players had chips; a round once capped stays capped when it comes down to two (RRoP §3 r4), so {who} may call or fold only.</source>
        <translation>รอบนี้ถึงแคปตอนที่ยังมีผู้เล่นที่มีชิปสามคนขึ้นไป รอบที่แคปแล้วยังคงแคปแม้เหลือสองคน (RRoP §3 r4) {who} จึงคอลหรือหมอบได้เท่านั้น</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>The cap with {players} players dealt in is {cap}: the rake stops there, {rake}.</source>
        <translation>เพดานค่าต๋งเมื่อมีผู้เล่น {players} คนคือ {cap}: ค่าต๋งหยุดที่ {rake}</translation>
    </message>
    <message>
        <source>The dealer kills the hands that win nothing: {players}.</source>
        <translation type="vanished">ดีลเลอร์ฆ่าไพ่ของมือที่ไม่ชนะพ็อตใดเลย: {players}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>The dealer kills the hands that win nothing: {players}.</source>
        <comment>one seat</comment>
        <extracomment>a list of one seat or several (the comment says which): the verb agrees with it.</extracomment>
        <translation>ดีลเลอร์ฆ่าไพ่ของมือที่ไม่ชนะพ็อตใดเลย: {players}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>The dealer kills the hands that win nothing: {players}.</source>
        <comment>several seats</comment>
        <translation>ดีลเลอร์ฆ่าไพ่ของมือที่ไม่ชนะพ็อตใดเลย: {players}</translation>
    </message>
    <message>
        <source>The last bet or raise {street} (the final betting round) was {who}&apos;s: that hand shows first (TDA 17-A).</source>
        <translation type="vanished">ผู้เบท/เรสคนสุดท้าย{street} (รอบเดิมพันสุดท้าย) คือ {who}: มือนี้เปิดไพ่ก่อน (TDA 17-A).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>The last bet or raise {street}, the final betting round, was {who}&apos;s: that hand is shown first (TDA 17-A).</source>
        <translation>เบทหรือเรสครั้งสุดท้าย{street} ซึ่งเป็นรอบเดิมพันสุดท้าย เป็นของ {who}: มือนั้นต้องเปิดไพ่ก่อน (TDA 17-A)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>The last full bet or raise of this street added {increment}: a raise must add at least as much (TDA 43-A).</source>
        <translation>เบทหรือเรสเต็มจำนวนครั้งล่าสุดของรอบไพ่นี้เพิ่ม {increment}: การเรสต้องเพิ่มอย่างน้อยเท่านั้น (TDA 43-A)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>The others follow clockwise, so the order is: {players}.</source>
        <translation>คนอื่นเปิดตามเข็มนาฬิกา ลำดับจึงเป็น: {players}</translation>
    </message>
    <message>
        <source>The others follow clockwise: {players}.</source>
        <translation type="vanished">ผู้เล่นคนอื่นเปิดตามเข็มนาฬิกา: {players}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>The pot is under {threshold}: no jackpot drop.</source>
        <translation>พ็อตต่ำกว่า {threshold}: ไม่หักเงินเข้าแจ็คพอต</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>The pot is {total} in {count} chips: {pile}.</source>
        <translation>พ็อตมี {total} เป็นชิป {count} เหรียญ: {pile}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>The pot on the table: {pot}.</source>
        <translation>พ็อตบนโต๊ะ: {pot}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>The pot on the table: {terms} = {pot}.</source>
        <translation>พ็อตบนโต๊ะ: {terms} = {pot}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>The pot reached {threshold} and a flop was seen: {drop} is dropped for the jackpot, on top of the rake.</source>
        <translation>พ็อตถึง {threshold} และได้เห็นฟล็อปแล้ว: หักเงินเข้าแจ็คพอต {drop} เพิ่มจากค่าต๋ง</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>The pot: {pots} chips.</source>
        <translation>พ็อต: {pots} ชิป</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>The raise counts from the last full bet, {level}, not from the all-in: {level} + {size} = {full}.</source>
        <translation>การเรสนับจากเบทเต็มจำนวนครั้งล่าสุด {level} ไม่ใช่จากออลอิน: {level} + {size} = {full}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>The rake and the drop come out of the main pot first (a side pot only for what the main pot cannot cover).</source>
        <translation>ค่าต๋งและเงินแจ็คพอตหักจากพ็อตหลักก่อน (หักจากไซด์พ็อตเฉพาะส่วนที่พ็อตหลักไม่พอ)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>The small blind falls on seat {place}, where the big blind was; nobody there posts it (empty, away, or waiting for the big blind): no small blind this hand — it is not moved on to the next player.</source>
        <translation>สมอลบลายด์ตกที่ที่นั่ง {place} ซึ่งเคยเป็นบิ๊กบลายด์ ไม่มีใครตรงนั้นลง (ว่าง ไม่อยู่ หรือรอบิ๊กบลายด์): ตานี้ไม่มีสมอลบลายด์ — ไม่เลื่อนไปให้ผู้เล่นคนถัดไป</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>The smallest bet is the minimum bet, one big blind: {minimum} (RRoP §14).</source>
        <translation>เบทที่น้อยที่สุดคือเบทขั้นต่ำ เท่ากับหนึ่งบิ๊กบลายด์: {minimum} (RRoP §14)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>The smallest bet is the minimum bet: {minimum} (RRoP §14).</source>
        <translation>เบทที่น้อยที่สุดคือเบทขั้นต่ำ: {minimum} (RRoP §14)</translation>
    </message>
    <message>
        <source>The smallest raise adds the last full bet or raise of this street (at least the big blind): {increment}.</source>
        <translation type="vanished">เรสขั้นต่ำต้องเพิ่มเท่ากับเบทหรือเรสเต็มจำนวนครั้งล่าสุดในรอบไพ่นี้ (อย่างน้อยหนึ่งบิ๊กบลายด์): {increment}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>Then the called chips go with the bet: {call} in front of the player.</source>
        <translation>จากนั้นชิปที่คอลวางรวมกับเดิมพัน: {call} หน้าผู้เล่น</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>There have been {count} full bet and raise, the cap with three or more players, but only two players have chips: heads-up a cash game has no cap (RRoP §3 r4).</source>
        <extracomment>English plural: There have been {count} full bets and raises, the cap with three or more players, but only two players have chips: heads-up a cash game has no cap (RRoP §3 r4).</extracomment>
        <translation>
            <numerusform>มีการเบทและเรสเต็มจำนวนแล้ว {count} ครั้ง ซึ่งเป็นแคปเมื่อมีผู้เล่นสามคนขึ้นไป แต่เหลือผู้เล่นที่มีชิปเพียงสองคน: เมื่อเล่นตัวต่อตัว แคชเกมไม่มีแคป (RRoP §3 r4)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>Together: {sum} = {total}.</source>
        <translation>รวม: {sum} = {total}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Two players: heads-up the button posts the small blind and the other player the big blind (TDA 34-B; RRoP §4), and nobody posts the big blind twice running. Button and small blind: {button}.</source>
        <translation>ผู้เล่นสองคน: เมื่อเล่นตัวต่อตัว บัตตันลงสมอลบลายด์ และอีกคนลงบิ๊กบลายด์ (TDA 34-B; RRoP §4) และไม่มีใครลงบิ๊กบลายด์สองตาติดกัน บัตตันและสมอลบลายด์: {button}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>Under the cap of {cap} ({players} players dealt in): the rake is {rake}.</source>
        <translation>ต่ำกว่าเพดาน {cap} (ผู้เล่น {players} คน): ค่าต๋งคือ {rake}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>Winners: {players}.</source>
        <extracomment>a winner and the pots they win, e.g. &quot;Seat 5 (Ann) — Main pot, Side pot 1&quot;.</extracomment>
        <translation>ผู้ชนะ: {players}</translation>
    </message>
    <message>
        <location filename="../../trainer/core/betting_steps.py"/>
        <source>before the flop</source>
        <translation>ก่อนฟล็อป</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>best high and best low: scoops the whole pot</source>
        <translation>ไฮดีที่สุดและโลว์ดีที่สุด: กินทั้งพ็อต (สกู๊ป)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>no low</source>
        <translation>ไม่มีโลว์</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>no qualifying low, and the high hands tie</source>
        <translation>ไม่มีโลว์ที่เข้าเกณฑ์ และมือไฮเสมอกัน</translation>
    </message>
    <message>
        <source>no qualifying low, so the high hand takes it all</source>
        <translation type="vanished">ไม่มีโลว์ที่เข้าเกณฑ์ มือไฮจึงได้ทั้งพ็อต</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>no qualifying low, so the high hand takes it all (RRoP §7)</source>
        <translation>ไม่มีโลว์ที่เข้าเกณฑ์ มือไฮจึงได้ทั้งหมด (RRoP §7)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/betting_steps.py"/>
        <source>on the flop</source>
        <translation>บนฟล็อป</translation>
    </message>
    <message>
        <location filename="../../trainer/core/betting_steps.py"/>
        <source>on the river</source>
        <translation>บนริเวอร์</translation>
    </message>
    <message>
        <location filename="../../trainer/core/betting_steps.py"/>
        <source>on the turn</source>
        <translation>บนเทิร์น</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>one big bet, {size}</source>
        <translation>หนึ่งบิ๊กเบท {size}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>one small bet, {size}</source>
        <translation>หนึ่งสมอลเบท {size}</translation>
    </message>
    <message>
        <source>scoops high and low</source>
        <translation type="vanished">ชนะทั้งไฮและโลว์ กินทั้งพ็อต (สกู๊ป)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>seat {seat} has just sat down</source>
        <translation>ที่นั่ง {seat} เพิ่งนั่งลง</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>seat {seat} is away</source>
        <translation>ที่นั่ง {seat} ไม่อยู่</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>seat {seat} is back, owing missed blinds</source>
        <translation>ที่นั่ง {seat} กลับมาแล้วและยังค้างบลายด์ที่พลาดไป</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>seat {seat} is empty</source>
        <translation>ที่นั่ง {seat} ว่าง</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>seat {seat} is not dealt in</source>
        <translation>ที่นั่ง {seat} ไม่ได้รับไพ่</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>seat {seat} posts the small blind</source>
        <translation>ที่นั่ง {seat} ลงสมอลบลายด์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>seat {seat} takes the button</source>
        <translation>ที่นั่ง {seat} ได้บัตตัน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>seat {seat} waits for the big blind</source>
        <translation>ที่นั่ง {seat} รอบิ๊กบลายด์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>split after the rake: high half {high} → {high_shares}; low half {low} → {low_shares}</source>
        <translation>แบ่งหลังหักค่าต๋ง: ครึ่งไฮ {high} → {high_shares} ครึ่งโลว์ {low} → {low_shares}</translation>
    </message>
    <message>
        <source>split after the rake: high half {high}, low half {low}</source>
        <translation type="vanished">แบ่งหลังหักค่าต๋ง: ครึ่งไฮ {high} ครึ่งโลว์ {low}</translation>
    </message>
    <message>
        <source>split as evenly as possible, odd chips from the first seat left of the button</source>
        <translation type="vanished">แบ่งให้เท่ากันที่สุด ชิปเศษให้เริ่มจากที่นั่งแรกทางซ้ายของบัตทอน</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>split as evenly as possible: the odd chip goes to {who}, the first tied winner left of the button (TDA 20-A)</source>
        <translation>แบ่งให้เท่ากันที่สุด: ชิปเศษให้ {who} ซึ่งเป็นผู้ชนะที่เสมอกันคนแรกทางซ้ายของบัตตัน (TDA 20-A)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>split as evenly as possible: the odd chips go one each to {players}, the first tied winners left of the button (TDA 20-A)</source>
        <translation>แบ่งให้เท่ากันที่สุด: ชิปเศษให้คนละหนึ่งแก่ {players} ซึ่งเป็นผู้ชนะที่เสมอกันคนแรกๆ ทางซ้ายของบัตตัน (TDA 20-A)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>split evenly</source>
        <translation>แบ่งเท่ากัน</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>the same hands win high and low, so the whole pot is split as evenly as possible (RRoP Ties)</source>
        <translation>มือเดียวกันชนะทั้งไฮและโลว์ จึงแบ่งทั้งพ็อตให้เท่ากันที่สุด (RRoP Ties)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>tied: {parts} = {total}</source>
        <translation>เสมอ: {parts} = {total}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>{amount} ({seat})</source>
        <translation>{amount} ({seat})</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>{amount} = high half {high} + low half {low}.</source>
        <translation>{amount} = ครึ่งไฮ {high} + ครึ่งโลว์ {low}</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>{amount} = high half {high} + low half {low}: the odd chip goes to the high half (TDA 20-C).</source>
        <translation>{amount} = ครึ่งไฮ {high} + ครึ่งโลว์ {low}: ชิปเศษให้ครึ่งไฮ (TDA 20-C)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>{amount} − drop {drop} = {left}</source>
        <translation>{amount} − เงินหักเข้าแจ็คพอต {drop} = {left}</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>{amount} − rake {rake} = {left}</source>
        <translation>{amount} − ค่าต๋ง {rake} = {left}</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>{amount} − rake {rake} − drop {drop} = {left}</source>
        <translation>{amount} − ค่าต๋ง {rake} − เงินหักเข้าแจ็คพอต {drop} = {left}</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>{amount} − {taken} of the rake and drop = {left}</source>
        <translation>{amount} − {taken} (ส่วนของค่าต๋งและเงินหักเข้าแจ็คพอต) = {left}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/explain.py"/>
        <source>{chips} dead money</source>
        <translation>เงินตาย {chips}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>{chip}: {count} chip, worth {subtotal}</source>
        <extracomment>one colour&apos;s chips in a pot, a single short stack: &quot;green (25): 3 chips, worth 75&quot;.</extracomment>
        <extracomment>English plural: {chip}: {count} chips, worth {subtotal}</extracomment>
        <translation>
            <numerusform>{chip}: {count} เหรียญ มูลค่า {subtotal}</numerusform>
        </translation>
    </message>
    <message>
        <source>{chip}: {count} chips, worth {subtotal}</source>
        <extracomment>one colour&apos;s chips in a pot, in one stack: &quot;green (25): 7 chips, worth 175&quot;.</extracomment>
        <translation type="vanished">{chip}: {count} ชิป มูลค่า {subtotal}</translation>
    </message>
    <message>
        <source>{chip}: {stacks} = {count} chips, worth {subtotal}</source>
        <extracomment>one colour&apos;s chips in a pot, stack by stack: &quot;black (100): 5 + 5 + 3 = 13 chips, worth 1300&quot;.</extracomment>
        <translation type="vanished">{chip}: {stacks} = {count} ชิป มูลค่า {subtotal}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>{chip}: {stacks} × 5 + {short} = {count} chips, worth {subtotal}</source>
        <extracomment>one colour&apos;s chips in a pot, stacks of five and a short stack: &quot;green (25): 7 × 5 + 2 = 37 chips, worth 925&quot;.</extracomment>
        <translation>{chip}: {stacks} × 5 + {short} = {count} เหรียญ มูลค่า {subtotal}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>{chip}: {stacks} × 5 = {count} chips, worth {subtotal}</source>
        <extracomment>one colour&apos;s chips in a pot, in stacks of five: &quot;black (100): 3 × 5 = 15 chips, worth 1500&quot;.</extracomment>
        <translation>{chip}: {stacks} × 5 = {count} เหรียญ มูลค่า {subtotal}</translation>
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
        <translation>{left}: {chip} {count} เหรียญ เป็น {used} เหลือ {left} − {used} = {rest}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>{percent}% of {pot} is {amount}, rounded down to the smallest chip ({chip}).</source>
        <translation>{percent}% ของ {pot} คือ {amount} ปัดลงเป็นชิปที่เล็กที่สุด ({chip})</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>{players} are all-in and the betting is over: every hand is turned face up at once, and none may be mucked (TDA 16).</source>
        <translation>{players} ออลอินและการเดิมพันจบแล้ว: ทุกมือต้องเปิดไพ่หงายพร้อมกัน และห้ามหมอบไพ่ทิ้ง (TDA 16)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/explain.py"/>
        <source>{players} is all-in and the betting is over: every hand is turned face up at once, and none may be mucked (TDA 16).</source>
        <translation>{players} ออลอินและการเดิมพันจบแล้ว: ทุกมือต้องเปิดไพ่หงายพร้อมกัน และห้ามหมอบไพ่ทิ้ง (TDA 16)</translation>
    </message>
    <message>
        <source>{pot} ({amount}, {players}): high half {high} (the odd chip goes high), low half {low}.</source>
        <translation type="vanished">{pot} ({amount}, {players}): ครึ่งไฮ {high} (ชิปเศษไปฝั่งไฮ) ครึ่งโลว์ {low}.</translation>
    </message>
    <message>
        <source>{pot} ({amount}, {players}): {shares}</source>
        <translation type="vanished">{pot} ({amount}, {players}): {shares}</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <source>{pot} ({amount}; {players} can win it)</source>
        <translation>{pot} ({amount}; ผู้มีสิทธิ์ชนะ {players})</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/explain.py"/>
        <source>{pot}: the dead antes, up to {level} from each player: {layer} = {amount}; it can be won by {players}.</source>
        <translation>{pot}: แอนตี้ตาย คนละไม่เกิน {level}: {layer} = {amount} ผู้มีสิทธิ์ชนะคือ {players}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/explain.py"/>
        <source>{pot}: up to {level} from each player: {layer} = {amount}; it can be won by {players}.</source>
        <translation>{pot}: คนละไม่เกิน {level}: {layer} = {amount} ผู้มีสิทธิ์ชนะคือ {players}</translation>
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
        <translation>{pot}: {amount} − {taken} = {left} เหลือไว้มอบให้ผู้ชนะ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>{seat} (not acted yet)</source>
        <translation>{seat} (ยังไม่ได้แอ็คชัน)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>{seat} ({chips} to call)</source>
        <translation>{seat} (ต้องคอล {chips})</translation>
    </message>
    <message>
        <source>{seat} {chips}</source>
        <translation type="vanished">{seat} {chips}</translation>
    </message>
    <message>
        <source>{seat} {chips} (folded)</source>
        <translation type="vanished">{seat} {chips} (หมอบ)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/explain.py"/>
        <source>{seat}: {chips}</source>
        <translation>{seat}: {chips}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/explain.py"/>
        <source>{seat}: {chips} (folded)</source>
        <translation>{seat}: {chips} (หมอบ)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} already acted at {acted}, but has faced a full raise since: the betting is reopened for {seat} (TDA 47-A).</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;), {seat} the seat alone; may drop {seat} where the sentence has named the seat already.</extracomment>
        <translation>{who} แอ็คชันไปแล้วที่ {acted} แต่หลังจากนั้นเจอเรสเต็มจำนวน: การเดิมพันจึงเปิดใหม่ (TDA 47-A)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} already acted at {acted}; since then the bet has gone up only {bet} − {acted} = +{size}, less than a full bet of {full}: an all-in under half a bet does not reopen the betting, so {seat} may call or fold only (TDA 47-B; RRoP §3 r6).</source>
        <translation>{who} แอ็คชันไปแล้วที่ {acted} หลังจากนั้นเดิมพันเพิ่มขึ้นเพียง {bet} − {acted} = +{size} น้อยกว่าเบทเต็มจำนวน {full}: ออลอินที่ไม่ถึงครึ่งเบทไม่เปิดการเดิมพันใหม่ {seat} จึงคอลหรือหมอบได้เท่านั้น (TDA 47-B; RRoP §3 r6)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} already acted at {acted}; since then the bet has gone up only {bet} − {acted} = +{size}, less than a full raise of {increment}: the betting is not reopened for {seat}, so fold or call only (TDA 47-A).</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;), {seat} the seat alone; may drop {seat} where the sentence has named the seat already.</extracomment>
        <translation>{who} แอ็คชันไปแล้วที่ {acted} หลังจากนั้นเดิมพันเพิ่มขึ้นเพียง {bet} − {acted} = +{size} น้อยกว่าเรสเต็มจำนวน {increment}: การเดิมพันไม่เปิดใหม่ จึงหมอบหรือคอลได้เท่านั้น (TDA 47-A)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} already acted at {acted}; the short all-ins since add up to {bet} − {acted} = +{size}, at least a full raise: the betting is reopened for {seat} (TDA 47-A).</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;), {seat} the seat alone; may drop {seat} where the sentence has named the seat already.</extracomment>
        <translation>{who} แอ็คชันไปแล้วที่ {acted} ออลอินไม่ครบหลังจากนั้นรวมกันได้ {bet} − {acted} = +{size} ซึ่งไม่น้อยกว่าเรสเต็มจำนวน: การเดิมพันจึงเปิดใหม่ (TDA 47-A)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>{who} also has {call}: the kicker decides, so the call says {kickers}.</source>
        <translation>{who} ก็มี {call} เหมือนกัน คิกเกอร์เป็นตัวชี้ขาด จึงขานว่า {kickers}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} bets {amount} all-in: at least the minimum bet, so a full bet.</source>
        <translation>{who} เบทออลอิน {amount}: ไม่น้อยกว่าเบทขั้นต่ำ จึงเป็นเบทเต็มจำนวน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} bets {amount} all-in: less than the minimum bet of {needed}, so not a full bet; it does not reopen the betting for players who have already acted (TDA 47-A).</source>
        <translation>{who} เบทออลอิน {amount}: น้อยกว่าเบทขั้นต่ำ {needed} จึงไม่ใช่เบทเต็มจำนวน และไม่เปิดการเดิมพันใหม่ให้ผู้เล่นที่แอ็คชันไปแล้ว (TDA 47-A)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} bets {amount}: a full bet.</source>
        <translation>{who} เบท {amount}: เบทเต็มจำนวน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} bets {amount}: bet number {number}.</source>
        <translation>{who} เบท {amount}: การเบทครั้งที่ {number}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who} has just sat down between the button and the blinds: may not post or be dealt in there, and waits until the button has passed (TDA 8-A, 10-A).</source>
        <translation>{who} เพิ่งนั่งลงระหว่างบัตตันกับบลายด์: ห้ามลงเงินหรือรับไพ่ที่ตำแหน่งนั้น ต้องรอจนบัตตันผ่านไปก่อน (TDA 8-A, 10-A)</translation>
    </message>
    <message>
        <source>{who} has no chips beyond the call, so there is nothing to raise with: call or fold only.</source>
        <translation type="vanished">{who} ไม่มีชิปเกินกว่าที่ต้องคอล จึงไม่มีชิปให้เรส: คอลหรือหมอบได้เท่านั้น</translation>
    </message>
    <message>
        <location filename="../../trainer/core/betting_steps.py"/>
        <source>{who} has no chips beyond the call, so there is nothing to raise with: fold or call only.</source>
        <translation>{who} ไม่มีชิปเกินกว่าที่ต้องคอล จึงไม่มีชิปให้เรส: หมอบหรือคอลได้เท่านั้น</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} has not acted yet on this street, so may complete the short all-in to a full raise (TDA 47-B).</source>
        <translation>{who} ยังไม่ได้แอ็คชันในรอบไพ่นี้ จึงเติมออลอินไม่ครบให้เป็นเรสเต็มจำนวนได้ (คอมพลีท) (TDA 47-B)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} has not acted yet on this street, so may raise whatever short all-ins came before (TDA 47-A).</source>
        <translation>{who} ยังไม่ได้แอ็คชันในรอบไพ่นี้ จึงเรสได้ไม่ว่าจะมีออลอินไม่ครบมาก่อนเท่าใด (TDA 47-A)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} has only {chips} in all ({in_front} in front + {behind} behind), less than {bet} + {increment} = {full}: the only raise is all-in to {chips}.</source>
        <translation>{who} มีทั้งหมดเพียง {chips} (หน้าตัว {in_front} + เหลือ {behind}) น้อยกว่า {bet} + {increment} = {full}: เรสได้อย่างเดียวคือออลอินเป็น {chips}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>{who} has only {chips} in all ({own} in front + {behind} behind), so the most is all-in for {maximum}.</source>
        <translation>{who} มีทั้งหมดเพียง {chips} (หน้าตัว {own} + เหลือ {behind}) จึงเดิมพันได้มากที่สุดคือออลอิน {maximum}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} has only {chips} in all, less than {full}: the raise is all-in to {chips}.</source>
        <translation>{who} มีชิปทั้งหมดเพียง {chips} น้อยกว่า {full}: จึงเรสได้แค่ออลอินเป็น {chips}</translation>
    </message>
    <message>
        <source>{who} has only {chips} in all, so the maximum is {maximum}.</source>
        <translation type="vanished">{who} มีชิปทั้งหมดเพียง {chips} จึงเรสเป็นได้สูงสุด {maximum}.</translation>
    </message>
    <message>
        <source>{who} has only {chips} in all: the only raise is all-in to {chips}.</source>
        <translation type="vanished">{who} มีชิปทั้งหมดเพียง {chips}: เรสได้ทางเดียวคือออลอินเป็น {chips}.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} has only {chips}, less than the minimum bet of {full}: the only bet is all-in for {chips}.</source>
        <translation>{who} มีเพียง {chips} น้อยกว่าเบทขั้นต่ำ {full}: เบทได้อย่างเดียวคือออลอิน {chips}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} has posted the small blind, {in_front}: to call the big blind {who} completes with {bet} − {in_front} = {call}.</source>
        <translation>{who} วางสมอลบลายด์ไว้แล้ว {in_front}: การคอลบิ๊กบลายด์คือเติมให้ครบ (คอมพลีท) {bet} − {in_front} = {call}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} has the bet, {bet}, in front already: nothing to call (0), {who} may check.</source>
        <translation>{who} มีเดิมพัน {bet} วางอยู่หน้าตัวแล้ว: ไม่ต้องคอล (0) {who} เช็คได้</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>{who} has the same hand with the same kickers: nothing to say after the ranks (the pot is split).</source>
        <translation>{who} มีไพ่และคิกเกอร์เหมือนกัน ไม่ต้องขานอะไรต่อจากแต้ม (แบ่งพ็อต)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>{who} has {own} in front, so the call is {bet} − {own} = {call}.</source>
        <translation>{who} มี {own} วางอยู่หน้าตัว จึงต้องคอล {bet} − {own} = {call}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} is all-in to {amount}: {amount} − {level} = +{over}, at least half a bet ({half}), so it counts as a full bet or raise, number {number} (TDA 47-B; RRoP §3 r6).</source>
        <translation>{who} ออลอินเป็น {amount}: {amount} − {level} = +{over} อย่างน้อยครึ่งเบท ({half}) จึงนับเป็นเบทหรือเรสเต็มจำนวน ครั้งที่ {number} (TDA 47-B; RRoP §3 r6)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} is all-in to {amount}: {amount} − {level} = +{over}, less than half a bet ({half}), so not a full bet or raise; it does not reopen the betting for players who have already acted (TDA 47-B; RRoP §3 r6).</source>
        <translation>{who} ออลอินเป็น {amount}: {amount} − {level} = +{over} น้อยกว่าครึ่งเบท ({half}) จึงไม่ใช่เบทหรือเรสเต็มจำนวน ไม่เปิดการเดิมพันใหม่ให้ผู้เล่นที่แอ็คชันไปแล้ว (TDA 47-B; RRoP §3 r6)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who} is away as the big blind passes: owes it (and the small blind) on return.</source>
        <translation>{who} ไม่อยู่ตอนบิ๊กบลายด์ผ่าน: ต้องลงบิ๊กบลายด์ (และสมอลบลายด์) เมื่อกลับมา</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who} is away as the small blind passes: owes it dead on return.</source>
        <translation>{who} ไม่อยู่ตอนสมอลบลายด์ผ่าน: ต้องลงเป็นบลายด์ตายเมื่อกลับมา</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who} is away: not dealt in.</source>
        <translation>{who} ไม่อยู่: ไม่ได้รับไพ่</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who} is back, owing the blinds missed while away, but sits between the button and the blinds: may not post or be dealt in there, and waits until the button has passed (RRoP §4).</source>
        <translation>{who} กลับมาแล้วและยังค้างบลายด์ที่พลาดไปตอนไม่อยู่ แต่นั่งอยู่ระหว่างบัตตันกับบลายด์: ห้ามลงเงินหรือรับไพ่ที่ตำแหน่งนั้น ต้องรอจนบัตตันผ่านไปก่อน (RRoP §4)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who} is new and chose to play now, outside the blinds: posts a big blind, {live} live (RRoP §4).</source>
        <translation>{who} เป็นผู้เล่นใหม่และเลือกเล่นทันทีนอกตำแหน่งบลายด์: ลงบิ๊กบลายด์ {live} แบบไลฟ์ (RRoP §4)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} last acted at {acted}; the bet has gone up by a full bet or more since, so the betting is reopened for {seat} (TDA 47-B).</source>
        <translation>{who} แอ็คชันครั้งล่าสุดที่ {acted} หลังจากนั้นเดิมพันเพิ่มขึ้นอย่างน้อยหนึ่งเบทเต็มจำนวน การเดิมพันจึงเปิดใหม่สำหรับ {seat} (TDA 47-B)</translation>
    </message>
    <message>
        <source>{who} made it {raise_to} (+{size}): a full raise.</source>
        <translation type="vanished">{who} เรสเป็น {raise_to} (+{size}): เรสเต็มจำนวน.</translation>
    </message>
    <message>
        <source>{who} made it {raise_to} (+{size}): short: less than a full raise, so it does not reopen the betting.</source>
        <translation type="vanished">{who} เรสเป็น {raise_to} (+{size}): ไม่ครบ: น้อยกว่าเรสเต็มจำนวน จึงไม่เปิดการเดิมพันใหม่.</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} may call or fold only.</source>
        <translation>{who} คอลหรือหมอบได้เท่านั้น</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who} missed only the small blind: posts {dead} dead, into the middle (RRoP §4).</source>
        <translation>{who} พลาดแค่สมอลบลายด์: ลง {dead} เป็นบลายด์ตาย เข้ากลางพ็อต (RRoP §4)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who} missed the big blind and plays now: posts {live} live (a big blind, which counts toward the bet) and {dead} dead (the small blind, into the middle) (RRoP §4).</source>
        <translation>{who} พลาดบิ๊กบลายด์และจะเล่นตอนนี้: ลง {live} แบบไลฟ์ (บิ๊กบลายด์ ซึ่งนับเป็นเดิมพัน) และ {dead} เป็นบลายด์ตาย (สมอลบลายด์ เข้ากลางพ็อต) (RRoP §4)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/explain.py"/>
        <source>{who} must first call {call}: the pot after the call is {pot} + {call} = {total}.</source>
        <translation>{who} ต้องคอล {call} ก่อน: พ็อตหลังคอลคือ {pot} + {call} = {total}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who} posts {live} live.</source>
        <translation>{who} ลง {live} แบบไลฟ์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} raises all-in to {amount} ({amount} − {before} = +{size}): a full raise.</source>
        <translation>{who} เรสออลอินเป็น {amount} ({amount} − {before} = +{size}): เรสเต็มจำนวน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} raises all-in to {amount} ({amount} − {before} = +{size}): less than a full raise of {needed}, so it does not reopen the betting for players who have already acted (TDA 47-A).</source>
        <translation>{who} เรสออลอินเป็น {amount} ({amount} − {before} = +{size}): น้อยกว่าเรสเต็มจำนวน {needed} จึงไม่เปิดการเดิมพันใหม่ให้ผู้เล่นที่แอ็คชันไปแล้ว (TDA 47-A)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} raises to {amount} ({amount} − {before} = +{size}): a full raise.</source>
        <translation>{who} เรสเป็น {amount} ({amount} − {before} = +{size}): เรสเต็มจำนวน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>{who} raises to {amount}: number {number} of the cap&apos;s count.</source>
        <translation>{who} เรสเป็น {amount}: ครั้งที่ {number} ในการนับแคป</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>{who} tables {hole}; the board is {board}.</source>
        <translation>{who} เปิดไพ่ {hole} ไพ่กลางคือ {board}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who} waits for the big blind: not dealt in until it reaches them.</source>
        <translation>{who} รอบิ๊กบลายด์: ยังไม่ได้รับไพ่จนกว่าบิ๊กบลายด์จะมาถึง</translation>
    </message>
    <message>
        <location filename="../../trainer/core/showdown_steps.py"/>
        <location filename="../../trainer/kinds/rake/explain.py"/>
        <source>{who} {amount}</source>
        <extracomment>joins the winners of one pot (&quot;Seat 2 (Ann) 60 and Seat 5 (Bob) 60&quot;); keep the spaces.</extracomment>
        <translation>{who} ได้ {amount}</translation>
    </message>
    <message>
        <source>{who} {refusal}: fold or call only (TDA 47).</source>
        <translation type="vanished">{who} {refusal}: หมอบหรือคอลได้เท่านั้น (TDA 47).</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/explain.py"/>
        <source>{who} {refusal}: fold or call only.</source>
        <translation>{who} {refusal}: หมอบหรือคอลได้เท่านั้น</translation>
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
        <translation>{who}: {hands}</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../evaluation/games.py"/>
        <source>Hold&apos;em</source>
        <translation>โฮลเด็ม</translation>
    </message>
    <message>
        <location filename="../../evaluation/games.py"/>
        <source>Omaha</source>
        <translation>โอมาฮา</translation>
    </message>
    <message>
        <location filename="../../evaluation/games.py"/>
        <source>Omaha Hi/Lo</source>
        <translation>โอมาฮาไฮ/โลว์</translation>
    </message>
</context>
<context>
    <name>Grading</name>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Action on</source>
        <translation>ถึงตา</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <source>All hands face up</source>
        <translation>เปิดไพ่ทุกมือพร้อมกัน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>Bet or raise to</source>
        <translation>เบทหรือเรสเป็น</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>Big blind</source>
        <translation>บิ๊กบลายด์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>Button</source>
        <translation>บัตตัน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>Call</source>
        <translation>คอล</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>Change owed</source>
        <translation>เงินทอน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/kind.py"/>
        <source>Chips returned</source>
        <translation>ชิปคืน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>Dealt in</source>
        <translation>ได้รับไพ่</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>Hand</source>
        <translation>มือไพ่</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <source>Hands killed</source>
        <translation>ไพ่ที่ถูกฆ่า</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/winner/kind.py"/>
        <source>High</source>
        <translation>ไฮ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>Jackpot drop</source>
        <translation>เงินหักเข้าแจ็คพอต</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>Kicker</source>
        <translation>คิกเกอร์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <location filename="../../trainer/kinds/winner/kind.py"/>
        <source>Low</source>
        <translation>โลว์</translation>
    </message>
    <message>
        <location filename="../../trainer/core/words.py"/>
        <source>Main pot</source>
        <translation>พ็อตหลัก</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/kind.py"/>
        <source>Minimum bet</source>
        <translation>เบทขั้นต่ำ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/kind.py"/>
        <source>Minimum raise to</source>
        <translation>เรสเป็นขั้นต่ำ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/kind.py"/>
        <source>Number of pots</source>
        <translation>จำนวนพ็อต</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <source>Order</source>
        <translation>ลำดับ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>Other posts (live + dead)</source>
        <translation>การลงเงินอื่น (ไลฟ์ + ตาย)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <source>Pot</source>
        <translation>พ็อต</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <source>Raise to</source>
        <translation>เรสเป็น</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>Rake</source>
        <translation>ค่าต๋ง</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>Ranks</source>
        <translation>แต้ม</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/hi_lo_split/kind.py"/>
        <source>Seat {seat} from main pot</source>
        <translation>ที่นั่ง {seat} จากพ็อตหลัก</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/hi_lo_split/kind.py"/>
        <source>Seat {seat} from side pot {number}</source>
        <translation>ที่นั่ง {seat} จากไซด์พ็อต {number}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>Seat {seat} receives</source>
        <translation>ที่นั่ง {seat} ได้รับ</translation>
    </message>
    <message>
        <location filename="../../trainer/core/words.py"/>
        <source>Seat {seat}: {chips}</source>
        <translation>ที่นั่ง {seat}: {chips}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <source>Shows first</source>
        <translation>เปิดไพ่ก่อน</translation>
    </message>
    <message>
        <location filename="../../trainer/core/words.py"/>
        <source>Side pot {number}</source>
        <translation>ไซด์พ็อต {number}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>Small blind</source>
        <translation>สมอลบลายด์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>The call</source>
        <translation>การขานไพ่</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>The pot</source>
        <translation>พ็อต</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/winner/kind.py"/>
        <source>Winning hand</source>
        <translation>ไพ่ที่ชนะ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>name one seat, or “none” if the round is over</source>
        <translation>ระบุที่นั่งเดียว หรือ “ไม่มี” ถ้ารอบเดิมพันจบแล้ว</translation>
    </message>
    <message>
        <location filename="../../trainer/core/words.py"/>
        <source>no</source>
        <translation>ไม่ใช่</translation>
    </message>
    <message>
        <location filename="../../trainer/core/words.py"/>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>none</source>
        <translation>ไม่มี</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>none: the round is over</source>
        <translation>ไม่มี: รอบเดิมพันจบแล้ว</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>not needed: no other hand tabled ties it</source>
        <translation>ไม่ต้องขาน: ไม่มีมือไพ่อื่นบนโต๊ะที่เท่ากัน</translation>
    </message>
    <message>
        <location filename="../../trainer/core/words.py"/>
        <source>yes</source>
        <translation>ใช่</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>{chip} chips</source>
        <extracomment>a part of a colour-up&apos;s grade: &quot;Black (100) chips&quot;.</extracomment>
        <translation>จำนวน{chip}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/kind.py"/>
        <source>{pot} amount</source>
        <translation>ยอด{pot}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/kind.py"/>
        <source>{pot} seats</source>
        <translation>ที่นั่งที่มีสิทธิ์ใน{pot}</translation>
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
        <translation> </translation>
    </message>
    <message>
        <location filename="../../grammar.py"/>
        <source>; </source>
        <extracomment>between two clauses the code joins (&quot;…the pot is split; the odd chip…&quot;); Thai: a space.</extracomment>
        <translation> </translation>
    </message>
    <message>
        <location filename="../../grammar.py"/>
        <source>as alone</source>
        <extracomment>how a hand&apos;s name (&quot;Straight&quot;, &quot;Two pair, kings and sevens&quot;) is written inside a sentence, after a colon or a word: &quot;lowercase&quot; if your language writes it with a small first letter there (Hungarian: &quot;… nyer: sor&quot;), &quot;as alone&quot; to keep it as it is written alone (English; Thai, which has no capitals). Only these two words are understood.</extracomment>
        <translation>as alone</translation>
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
        <translation>ฟลัช</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Flush, {rank} high</source>
        <translation>ฟลัช {rank}สูงสุด</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Four of a kind</source>
        <translation>โฟร์การ์ด</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Four of a kind, {ranks}</source>
        <translation>โฟร์การ์ด{ranks}</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Full house</source>
        <translation>ฟูลเฮาส์</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>Full house, {three} full of {pair}</source>
        <extracomment>{three} and {pair} are plural rank words (&quot;kings&quot;, &quot;sevens&quot;); may use {pair_with} (the pair&apos;s rank as in &quot;with sevens&quot;: Hungarian &quot;hetesekkel&quot;) and drop {pair}.</extracomment>
        <translation>ฟูลเฮาส์ ตอง{three} คู่{pair}</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>High card</source>
        <translation>ไพ่สูง</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>High card, {rank}</source>
        <translation>ไพ่สูง {rank}</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Low {cards}</source>
        <extracomment>{cards} is the low&apos;s ranks as a dealer reads them, e.g. &quot;7-5-3-2-A&quot;.</extracomment>
        <translation>โลว์ {cards}</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Pair</source>
        <translation>แพร์</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Pair of {ranks}</source>
        <extracomment>{ranks} is the plural rank word (&quot;aces&quot;); may use {rank} (one card: &quot;ace&quot;, as in Hungarian &quot;ász pár&quot;) and drop {ranks}.</extracomment>
        <translation>คู่{ranks}</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Royal flush</source>
        <translation>รอยัลฟลัช</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Straight</source>
        <translation>สเตรท</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Straight flush</source>
        <translation>สเตรทฟลัช</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Straight flush, {rank} high</source>
        <translation>สเตรทฟลัช {rank}สูงสุด</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Straight, {rank} high</source>
        <translation>สเตรท {rank}สูงสุด</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Three of a kind</source>
        <translation>ตอง</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Three of a kind, {ranks}</source>
        <translation>ตอง{ranks}</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Two pair</source>
        <translation>ทูแพร์</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>Two pair, {high} and {low}</source>
        <translation>ทูแพร์ คู่{high}กับคู่{low}</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>ace</source>
        <translation>เอซ</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>aces</source>
        <translation>เอซ</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>eight</source>
        <translation>8</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>eights</source>
        <translation>8</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>five</source>
        <translation>5</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>fives</source>
        <translation>5</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>four</source>
        <translation>4</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>fours</source>
        <translation>4</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>jack</source>
        <translation>แจ็ค</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>jacks</source>
        <translation>แจ็ค</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>king</source>
        <translation>คิง</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>kings</source>
        <translation>คิง</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>nine</source>
        <translation>9</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>nines</source>
        <translation>9</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>queen</source>
        <translation>ควีน</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>queens</source>
        <translation>ควีน</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>seven</source>
        <translation>7</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>sevens</source>
        <translation>7</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>six</source>
        <translation>6</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>sixes</source>
        <translation>6</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>ten</source>
        <translation>10</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>tens</source>
        <translation>10</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>three</source>
        <translation>3</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>threes</source>
        <translation>3</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>two</source>
        <extracomment>one card of a rank, put into &quot;Flush, {rank} high&quot;, &quot;Straight, {rank} high&quot; and &quot;High card, {rank}&quot;.</extracomment>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>twos</source>
        <extracomment>several cards of a rank, put into &quot;Pair of {ranks}&quot;, &quot;Two pair, {high} and {low}&quot;, &quot;Full house, {three} full of {pair}&quot; … as they are (no case endings are added): choose a form that fits all of them.</extracomment>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>two|three|four|five|six|seven|eight|nine|ten</source>
        <extracomment>the ranks two to ten said in words, in that order, separated by &quot;|&quot;, for a language whose rank words above are digits (Thai: the hand names say &quot;คู่ 7&quot;, yet a trainee may type &quot;คู่เจ็ด&quot;); read as the ranks only where a rank&apos;s word is its digit. Nine words, one per rank.</extracomment>
        <translation>สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า|สิบ</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with aces</source>
        <translation>คู่เอซ</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with eights</source>
        <translation>คู่ 8</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with fives</source>
        <translation>คู่ 5</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with fours</source>
        <translation>คู่ 4</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with jacks</source>
        <translation>คู่แจ็ค</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with kings</source>
        <translation>คู่คิง</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with nines</source>
        <translation>คู่ 9</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with queens</source>
        <translation>คู่ควีน</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with sevens</source>
        <translation>คู่ 7</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with sixes</source>
        <translation>คู่ 6</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with tens</source>
        <translation>คู่ 10</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with threes</source>
        <translation>คู่ 3</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>with twos</source>
        <extracomment>the pair of a full house as the second part of its name, for languages that put it in a case of its own (Hungarian &quot;királyok hetesekkel&quot; = kings full of sevens: &quot;hetesekkel&quot;). English never shows these; a translation of &quot;Full house, {three} full of {pair}&quot; may use {pair_with} (this word) instead of {pair}.</extracomment>
        <translation>คู่ 2</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <location filename="../../trainer/kinds/call_hand/line.py"/>
        <source>{cards} low</source>
        <extracomment>a low called by its top cards: {cards} is rank words joined by &quot;-&quot; (&quot;seven-five&quot;).</extracomment>
        <translation>โลว์ {cards}</translation>
    </message>
    <message>
        <location filename="../../evaluation/names.py"/>
        <source>{hand}, {kickers} kicker</source>
        <extracomment>a call with the kicker(s) that decide it: &quot;Pair of aces, king kicker&quot;, &quot;Flush, ace high, queen-ten kicker&quot; ({kickers}: rank words joined by &quot;-&quot;).</extracomment>
        <translation>{hand} คิกเกอร์ {kickers}</translation>
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
        <translation>บัตตันและบลายด์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Calling the hand</source>
        <translation>ขานไพ่</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Chips and change</source>
        <translation>ชิปและเงินทอน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Hi/lo split</source>
        <translation>แบ่งพ็อตไฮ/โลว์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Limit betting</source>
        <translation>การเดิมพันแบบลิมิต</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Minimum raise</source>
        <translation>เรสขั้นต่ำ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Pot-limit maximum</source>
        <translation>เรสสูงสุดแบบพ็อตลิมิต</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Rake and jackpot drop</source>
        <translation>ค่าต๋งและเงินแจ็คพอต</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Showdown order</source>
        <translation>ลำดับการเปิดไพ่</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Side pots</source>
        <translation>ไซด์พ็อต</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Whose action</source>
        <translation>ถึงตาใคร</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/names.py"/>
        <source>Winning hands</source>
        <translation>ไพ่ที่ชนะ</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <location filename="../../ui/common/language.py"/>
        <source>System</source>
        <translation>ตามระบบ</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;About dealerdesk</source>
        <translation>เกี่ยวกับ dealerdesk (&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Animations</source>
        <translation>ภาพเคลื่อนไหว (&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Back to the game</source>
        <translation>กลับไปที่เกม (&amp;B)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Deal the next hand automatically</source>
        <translation>แจกตาถัดไปอัตโนมัติ (&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Fast</source>
        <translation>เร็ว (&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Four-colour deck</source>
        <translation>สำรับไพ่สี่สี (&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Game</source>
        <translation>เกม (&amp;G)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Help</source>
        <translation>วิธีใช้ (&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>ปุ่มลัดแป้นพิมพ์ (&amp;K)…</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Language</source>
        <translation>ภาษา (&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;New game…</source>
        <translation>เกมใหม่ (&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;New training session…</source>
        <translation>รอบฝึกใหม่… (&amp;N)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Normal</source>
        <translation>ปกติ (&amp;N)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Open session…</source>
        <translation>เปิดเซสชัน (&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Pause computer players</source>
        <translation>หยุดผู้เล่นคอมพิวเตอร์ชั่วคราว (&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Progress</source>
        <translation>ความก้าวหน้า (&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Quit</source>
        <translation>ออก (&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Save session…</source>
        <translation>บันทึกเซสชัน (&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Slow</source>
        <translation>ช้า (&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Train</source>
        <translation>ฝึกซ้อม (&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;View</source>
        <translation>มุมมอง (&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>&amp;Welcome screen</source>
        <translation>หน้าจอต้อนรับ (&amp;W)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>A hand is being played: it will be lost.</source>
        <translation>กำลังเล่นตานี้อยู่ ตานี้จะหายไป</translation>
    </message>
    <message>
        <location filename="../../ui/window/pages.py"/>
        <source>A poker table and dealer trainer for Hold&apos;em, Omaha and Omaha Hi/Lo.</source>
        <translation>โต๊ะโป๊กเกอร์และเครื่องมือฝึกดีลเลอร์สำหรับโฮลเด็ม โอมาฮา และโอมาฮาไฮ/โลว์</translation>
    </message>
    <message>
        <location filename="../../ui/common/dialogs.py"/>
        <source>A training session is in progress ({counter}). Go back to it, or start a new one? Its answers so far are saved either way.</source>
        <translation>มีรอบฝึกที่ยังไม่จบ ({counter}) จะกลับไปทำต่อ หรือเริ่มรอบฝึกใหม่? คำตอบที่ทำไปแล้วบันทึกไว้ทั้งสองกรณี</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>A training session is in progress: it ends here (the answers so far are saved).</source>
        <translation>รอบฝึกยังไม่จบ จะสิ้นสุดที่นี่ (คำตอบที่ทำไปแล้วบันทึกไว้แล้ว)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>A training session is in progress: it ends here.</source>
        <translation>กำลังฝึกอยู่: การฝึกจะจบลงที่นี่</translation>
    </message>
    <message>
        <location filename="../../ui/common/dialogs.py"/>
        <source>About dealerdesk</source>
        <translation>เกี่ยวกับ dealerdesk</translation>
    </message>
    <message>
        <location filename="../../ui/window/pages.py"/>
        <source>Answer the questions a casino dealer must know instantly, graded and explained.</source>
        <translation>ตอบคำถามที่ดีลเลอร์คาสิโนต้องรู้ได้ทันที พร้อมตรวจคำตอบและอธิบายวิธีคิด</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>Answers not saved</source>
        <translation>คำตอบยังไม่ได้บันทึก</translation>
    </message>
    <message>
        <source>Back to the &amp;game</source>
        <translation type="vanished">กลับไปที่เกม (&amp;G)</translation>
    </message>
    <message>
        <location filename="../../ui/common/dialogs.py"/>
        <source>Back to the session</source>
        <translation>กลับไปที่รอบฝึก</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Back to the t&amp;raining session</source>
        <translation>กลับไปที่รอบฝึก (&amp;R)</translation>
    </message>
    <message>
        <source>Back to the training &amp;session</source>
        <translation type="vanished">กลับไปที่เซสชันฝึกซ้อม (&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Computer players&apos; &amp;speed</source>
        <translation>ความเร็วของผู้เล่นคอมพิวเตอร์ (&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/session_files.py"/>
        <source>Export hand</source>
        <translation>ส่งออกตาที่เล่น</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Export hand as &amp;PHH…</source>
        <translation>ส่งออกตาที่เล่นเป็น &amp;PHH…</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Export hand as Open Hand &amp;History…</source>
        <translation>ส่งออกตาที่เล่นเป็น Open Hand History (&amp;H)…</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Export hand as PokerStars &amp;text…</source>
        <translation>ส่งออกตาที่เล่นเป็นข้อความ PokerStars (&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/session_files.py"/>
        <source>Export session</source>
        <translation>ส่งออกเซสชัน</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Export session as Open Hand Histor&amp;y…</source>
        <translation>ส่งออกเซสชันเป็น Open Hand History (&amp;Y)…</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Export session as P&amp;HH…</source>
        <translation>ส่งออกเซสชันเป็น P&amp;HH…</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Export session as PokerStars te&amp;xt…</source>
        <translation>ส่งออกเซสชันเป็นข้อความ PokerStars (&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../ui/window/pages.py"/>
        <source>Hand history</source>
        <translation>ประวัติการเล่น</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Ne&amp;xt hand</source>
        <translation>ตาถัดไป (&amp;X)</translation>
    </message>
    <message>
        <location filename="../../ui/common/dialogs.py"/>
        <source>New session…</source>
        <translation>รอบฝึกใหม่…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <location filename="../../ui/window/pages.py"/>
        <source>Next hand</source>
        <translation>ตาถัดไป</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/session_files.py"/>
        <location filename="../../ui/window/main_window.py"/>
        <source>No hand has been played yet.</source>
        <translation>ยังไม่ได้เล่นตาใดเลย</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/session_files.py"/>
        <location filename="../../ui/window/main_window.py"/>
        <source>Open session</source>
        <translation>เปิดเซสชัน</translation>
    </message>
    <message>
        <location filename="../../ui/common/dialogs.py"/>
        <source>Out of chips</source>
        <translation>ชิปหมด</translation>
    </message>
    <message>
        <location filename="../../ui/window/pages.py"/>
        <source>Play</source>
        <translation>เล่น</translation>
    </message>
    <message>
        <location filename="../../ui/window/pages.py"/>
        <source>Progress</source>
        <translation>ความก้าวหน้า</translation>
    </message>
    <message>
        <location filename="../../ui/common/dialogs.py"/>
        <source>Quit anyway?</source>
        <translation>ออกจากโปรแกรมเลยหรือไม่?</translation>
    </message>
    <message>
        <location filename="../../ui/common/dialogs.py"/>
        <source>Quit dealerdesk?</source>
        <translation>ออกจาก dealerdesk?</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/session_files.py"/>
        <source>Reading the session file…</source>
        <translation>กำลังอ่านไฟล์เซสชัน…</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>S&amp;ound</source>
        <translation>เสียง (&amp;O)</translation>
    </message>
    <message>
        <source>Save audition result</source>
        <translation type="vanished">บันทึกผลการทดสอบ</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/session_files.py"/>
        <source>Save session</source>
        <translation>บันทึกเซสชัน</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>Save your progress elsewhere</source>
        <translation>บันทึกความก้าวหน้าไว้ที่อื่น</translation>
    </message>
    <message>
        <location filename="../../ui/window/pages.py"/>
        <source>See your accuracy and speed in each dealing skill over time.</source>
        <translation>ดูความแม่นยำและความเร็วของคุณในแต่ละทักษะการดีลไพ่ตามช่วงเวลา</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Show computer players&apos; &amp;reasons</source>
        <translation>แสดงเหตุผลของผู้เล่นคอมพิวเตอร์ (&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py"/>
        <source>Show player s&amp;tatistics (HUD)</source>
        <translation>แสดงสถิติผู้เล่น (HUD) (&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/window/pages.py"/>
        <source>Sit at a table against computer players in any game and betting structure.</source>
        <translation>นั่งโต๊ะเล่นกับผู้เล่นคอมพิวเตอร์ได้ทุกเกมและทุกรูปแบบการเดิมพัน</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>The language changes to {language} the next time dealerdesk starts.</source>
        <translation>ภาษาจะเปลี่ยนเป็น {language} เมื่อเปิด dealerdesk ครั้งถัดไป</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>This session has no answers yet.</source>
        <translation>รอบฝึกนี้ยังไม่มีคำตอบ</translation>
    </message>
    <message>
        <location filename="../../ui/window/pages.py"/>
        <source>Train</source>
        <translation>ฝึกซ้อม</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>Trainee</source>
        <translation>ผู้เรียน</translation>
    </message>
    <message>
        <location filename="../../ui/common/dialogs.py"/>
        <source>Training session in progress</source>
        <translation>รอบฝึกยังไม่จบ</translation>
    </message>
    <message>
        <location filename="../../ui/common/dialogs.py"/>
        <source>You have no chips left. Buy in again for {amount}?</source>
        <translation>คุณไม่มีชิปเหลือแล้ว ซื้อชิปใหม่ {amount} หรือไม่?</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>dealerdesk</source>
        <translation>dealerdesk</translation>
    </message>
    <message>
        <location filename="../../ui/common/dialogs.py"/>
        <source>dealerdesk: a poker table and dealer trainer for Hold&apos;em, Omaha and Omaha Hi/Lo, following the TDA 2024 rules and Robert&apos;s Rules of Poker.</source>
        <translation>dealerdesk: โต๊ะโป๊กเกอร์และเครื่องมือฝึกดีลเลอร์สำหรับโฮลเด็ม โอมาฮา และโอมาฮาไฮ/โลว์ ตามกฎ TDA 2024 และ Robert&apos;s Rules of Poker</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/play_mode/session_files.py"/>
        <source>{done} of {total} hand checked</source>
        <extracomment>English plural: {done} of {total} hands checked</extracomment>
        <translation>
            <numerusform>ตรวจแล้ว {done} จาก {total} ตา</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/play_mode/session_files.py"/>
        <source>{done} of {total} hand written</source>
        <extracomment>English plural: {done} of {total} hands written</extracomment>
        <translation>
            <numerusform>เขียนแล้ว {done} จาก {total} ตา</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>← Back to the game</source>
        <translation>← กลับไปที่เกม</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py"/>
        <source>← Back to the training session</source>
        <translation>← กลับไปที่รอบฝึก</translation>
    </message>
</context>
<context>
    <name>Mistakes</name>
    <message>
        <location filename="../../trainer/kinds/chips/mistakes.py"/>
        <source>a colour counted at another colour&apos;s value</source>
        <translation>นับชิปสีหนึ่งด้วยมูลค่าของอีกสี</translation>
    </message>
    <message>
        <location filename="../../trainer/core/mistakes.py"/>
        <source>a counterfeited low counted</source>
        <translation>นับโลว์ที่ถูกทำลาย (เคาน์เตอร์ฟีต) ว่ายังใช้ได้</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/mistakes.py"/>
        <source>a dead small blind moved on to the next player</source>
        <translation>เลื่อนสมอลบลายด์ที่ตายไปให้ผู้เล่นคนถัดไป</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/mistakes.py"/>
        <source>a folded player&apos;s chips left out</source>
        <translation>ไม่ได้นับชิปของผู้เล่นที่หมอบ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/mistakes.py"/>
        <source>a missed small blind posted live instead of dead</source>
        <translation>ลงสมอลบลายด์ที่พลาดเป็นไลฟ์แทนที่จะเป็นบลายด์ตาย</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/mistakes.py"/>
        <source>a newcomer dealt in between the blinds and the button</source>
        <translation>ให้ผู้เล่นใหม่ที่นั่งระหว่างบลายด์กับบัตตันได้รับไพ่</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>a player still to act skipped</source>
        <translation>ข้ามผู้เล่นที่ยังต้องแอ็คชัน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>a raise allowed on a capped round</source>
        <translation>ให้เรสได้ทั้งที่รอบนี้ครบแคปแล้ว</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/mistakes.py"/>
        <source>a short all-in counted as a full raise</source>
        <translation>นับออลอินไม่ครบเป็นเรสเต็มจำนวน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/mistakes.py"/>
        <source>a short all-in treated as reopening the betting</source>
        <translation>ถือว่าออลอินไม่ครบเปิดการเดิมพันใหม่</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/hi_lo_split/mistakes.py"/>
        <source>a tied half given whole to one hand: the pot not quartered</source>
        <translation>ให้ครึ่งพ็อตที่เสมอกันแก่มือเดียวทั้งหมด: ไม่ได้แบ่งพ็อตเป็นสี่ส่วน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>after the flop the action started left of the big blind, not left of the button</source>
        <translation>หลังฟล็อปเริ่มแอ็คชันทางซ้ายของบิ๊กบลายด์ แทนที่จะเป็นทางซ้ายของบัตตัน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/mistakes.py"/>
        <source>all the chips put in one pot</source>
        <translation>รวมชิปทั้งหมดไว้ในพ็อตเดียว</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>an Omaha flush read with one suited hole card</source>
        <translation>อ่านเป็นฟลัชในโอมาฮาทั้งที่มีไพ่ในมือดอกนั้นใบเดียว</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>an all-in of half a bet or more not counted as a raise</source>
        <translation>ออลอินอย่างน้อยครึ่งเบทไม่ถูกนับเป็นเรส</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/mistakes.py"/>
        <source>an all-in showdown: every hand is tabled at once</source>
        <translation>เป็นโชว์ดาวน์ออลอิน: ทุกมือต้องเปิดไพ่บนโต๊ะพร้อมกัน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>an all-in under half a bet treated as a full raise</source>
        <translation>ออลอินไม่ถึงครึ่งเบทถูกนับเป็นเรสเต็มจำนวน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/mistakes.py"/>
        <source>blinds not counted</source>
        <translation>ไม่ได้นับบลายด์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>heads-up order reversed: the button acts first before the flop and last after it</source>
        <translation>ลำดับเมื่อเล่นตัวต่อตัวกลับด้าน: บัตตันได้แอ็คชันก่อนฟล็อปเป็นคนแรก และหลังฟล็อปเป็นคนสุดท้าย</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/mistakes.py"/>
        <source>heads-up, the big blind put on the button (the button posts the small blind)</source>
        <translation>ตัวต่อตัว ให้บัตตันลงบิ๊กบลายด์ (บัตตันต้องลงสมอลบลายด์)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/mistakes.py"/>
        <source>more raked than the cap</source>
        <translation>หักค่าต๋งเกินเพดาน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>no cap heads-up in a tournament (the cap holds there)</source>
        <translation>ไม่ใช้แคปเมื่อเล่นตัวต่อตัวในทัวร์นาเมนต์ (ทัวร์นาเมนต์ยังใช้แคป)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/mistakes.py"/>
        <source>one colour&apos;s chips left out of the count</source>
        <translation>ลืมนับชิปสีหนึ่ง</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/mistakes.py"/>
        <source>one colour&apos;s stack miscounted</source>
        <translation>นับกองชิปสีหนึ่งผิด</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>one hole card (or the board alone) read as an Omaha hand</source>
        <translation>อ่านมือโอมาฮาด้วยไพ่ในมือใบเดียว (หรือไพ่กลางล้วน)</translation>
    </message>
    <message>
        <location filename="../../trainer/core/mistakes.py"/>
        <source>one or three hole cards used in Omaha</source>
        <translation>ใช้ไพ่ในมือหนึ่งหรือสามใบในโอมาฮา</translation>
    </message>
    <message>
        <location filename="../../trainer/practice.py"/>
        <source>out of time</source>
        <translation>หมดเวลา</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/hi_lo_split/mistakes.py"/>
        <source>pots pooled before halving</source>
        <translation>รวมพ็อตก่อนแบ่งครึ่ง</translation>
    </message>
    <message>
        <location filename="../../trainer/core/mistakes.py"/>
        <source>raise-by given for raise-to</source>
        <translation>ตอบยอดเรสเพิ่มแทนยอดเรสเป็น</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/mistakes.py"/>
        <source>rake or jackpot drop taken with no flop (no flop, no drop)</source>
        <translation>หักค่าต๋งหรือเงินแจ็คพอตทั้งที่ไม่มีฟล็อป (ไม่มีฟล็อป ไม่หักค่าต๋ง)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>the action given on although the round is over (every bet called, or everyone checked)</source>
        <translation>ให้แอ็คชันต่อทั้งที่รอบเดิมพันจบแล้ว (ทุกเบทถูกคอลแล้ว หรือทุกคนเช็ค)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>the action given to a player who has acted and owes nothing</source>
        <translation>ให้แอ็คชันกับผู้เล่นที่แอ็คชันแล้วและไม่ต้องใส่ชิปเพิ่ม</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>the action given to a player who has folded or is all-in</source>
        <translation>ให้แอ็คชันกับผู้เล่นที่หมอบแล้วหรือออลอินแล้ว</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/mistakes.py"/>
        <source>the antes or dead blinds left out</source>
        <translation>ไม่ได้นับแอนตี้หรือบลายด์ตาย</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/mistakes.py"/>
        <source>the bet doubled instead of adding the last full raise</source>
        <translation>เอาเบทคูณสองแทนการบวกเรสเต็มจำนวนครั้งล่าสุด</translation>
    </message>
    <message>
        <location filename="../../trainer/core/mistakes.py"/>
        <source>the bets in front left out of the pot</source>
        <translation>ไม่ได้นับเดิมพันที่วางอยู่หน้าผู้เล่นเข้าพ็อต</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/mistakes.py"/>
        <source>the big blind given to the same player twice running</source>
        <translation>ให้ผู้เล่นคนเดิมลงบิ๊กบลายด์สองตาติดกัน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>the big blind&apos;s option forgotten: nobody raised, so the big blind may still check or raise</source>
        <translation>ลืมออปชันของบิ๊กบลายด์: ไม่มีใครเรส บิ๊กบลายด์ยังเช็คหรือเรสได้</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>the board&apos;s own hand called instead of the player&apos;s best hand</source>
        <translation>ขานมือของไพ่กลางแทนมือที่ดีที่สุดของผู้เล่น</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/mistakes.py"/>
        <source>the button moved past a dead seat under the dead-button rule</source>
        <translation>เลื่อนบัตตันข้ามที่นั่งตายทั้งที่ใช้กติกาบัตตันตาย</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>the call counted without the player&apos;s own chips already in front</source>
        <translation>คิดยอดคอลโดยไม่หักชิปที่ผู้เล่นวางอยู่หน้าตัวแล้ว</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/mistakes.py"/>
        <source>the call given back instead of the change</source>
        <translation>คืนยอดคอลแทนเงินทอน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/mistakes.py"/>
        <source>the call left out of the pot</source>
        <translation>ไม่ได้นับยอดคอลเข้าพ็อต</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/mistakes.py"/>
        <source>the change counted from a different chip</source>
        <translation>คิดเงินทอนจากชิปอื่น</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/mistakes.py"/>
        <source>the change short or over by one chip</source>
        <translation>เงินทอนขาดหรือเกินไปหนึ่งเหรียญ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/mistakes.py"/>
        <source>the coloured-up chips do not add up to the pot</source>
        <translation>ชิปที่เปลี่ยนแล้วรวมไม่เท่าพ็อต</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/mistakes.py"/>
        <source>the dead small blind of a missed-blind post forgotten</source>
        <translation>ลืมสมอลบลายด์ตายของการลงบลายด์ที่พลาด</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/mistakes.py"/>
        <source>the earlier street&apos;s aggressor shown first</source>
        <translation>ให้ผู้เบท/เรสคนสุดท้ายของรอบไพ่ก่อนหน้าเปิดไพ่ก่อน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/mistakes.py"/>
        <source>the hands shown counter-clockwise (after the first, the order goes to the left)</source>
        <translation>เปิดไพ่ทวนเข็มนาฬิกา (หลังคนแรก ลำดับต้องไปทางซ้าย ตามเข็มนาฬิกา)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>the kicker left out where it decides</source>
        <translation>ไม่ได้ขานคิกเกอร์ทั้งที่คิกเกอร์ชี้ขาด</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/mistakes.py"/>
        <source>the last bettor or raiser of the final round shows first</source>
        <translation>ผู้เบท/เรสคนสุดท้ายของรอบเดิมพันสุดท้ายต้องเปิดไพ่ก่อน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/hi_lo_split/mistakes.py"/>
        <source>the odd chip to the wrong seat or half</source>
        <translation>ให้ชิปเศษผิดที่นั่งหรือผิดฝั่ง</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/mistakes.py"/>
        <source>the pot before the call given as the maximum</source>
        <translation>ใช้ยอดพ็อตก่อนคอลเป็นยอดสูงสุด</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/winner/mistakes.py"/>
        <source>the pot pushed to a hand that a tabled hand beats</source>
        <translation>ดันพ็อตให้มือที่แพ้มืออื่นที่เปิดบนโต๊ะ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/hi_lo_split/mistakes.py"/>
        <source>the pot shared equally among the winners (in thirds) instead of half high, half low</source>
        <translation>แบ่งพ็อตเท่ากันให้ผู้ชนะทุกคน (แบ่งสาม) แทนที่จะแบ่งครึ่งไฮครึ่งโลว์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/mistakes.py"/>
        <source>the pot split before it was raked</source>
        <translation>แบ่งพ็อตก่อนหักค่าต๋ง</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/hi_lo_split/mistakes.py"/>
        <source>the pot split high and low although no low qualifies (the high hand scoops)</source>
        <translation>แบ่งพ็อตไฮ/โลว์ทั้งที่ไม่มีโลว์ที่เข้าเกณฑ์ (มือไฮกินทั้งพ็อต)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/mistakes.py"/>
        <source>the pot&apos;s chips left as they were (not coloured up)</source>
        <translation>ปล่อยชิปในพ็อตไว้เหมือนเดิม (ไม่ได้เปลี่ยนเป็นชิปใหญ่)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/mistakes.py"/>
        <source>the rake taken on the uncalled bet</source>
        <translation>หักค่าต๋งจากเดิมพันที่ไม่มีคนคอล</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>the ranks called in the wrong order (the higher pair or the trips first)</source>
        <translation>ขานแต้มผิดลำดับ (ต้องขานคู่ที่สูงกว่าหรือตองก่อน)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/mistakes.py"/>
        <source>the right amount, but not coloured up into the fewest chips</source>
        <translation>ยอดถูกต้อง แต่ไม่ได้เปลี่ยนเป็นชิปจำนวนน้อยที่สุด</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>the round called over with a player still to act</source>
        <translation>บอกว่ารอบเดิมพันจบทั้งที่ยังมีผู้เล่นต้องแอ็คชัน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>the round capped heads-up in a cash game (heads-up there is no cap)</source>
        <translation>ใช้แคปเมื่อเล่นตัวต่อตัวในแคชเกม (ตัวต่อตัวไม่มีแคป)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/steps.py"/>
        <source>the small bet used on a big-bet street</source>
        <translation>ใช้สมอลเบทในรอบไพ่ที่ต้องใช้บิ๊กเบท</translation>
    </message>
    <message>
        <location filename="../../trainer/core/mistakes.py"/>
        <source>the stack left out: a player without the chips for the full raise may only go all-in</source>
        <translation>ลืมดูสแต็ก: ผู้เล่นที่มีชิปไม่พอสำหรับเรสเต็มจำนวนทำได้แค่ออลอิน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/mistakes.py"/>
        <source>the uncalled bet left in the pot</source>
        <translation>ปล่อยเดิมพันที่ไม่มีคนคอลไว้ในพ็อต</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/hi_lo_split/mistakes.py"/>
        <source>the whole pot given to the high hand although a low qualifies</source>
        <translation>ให้พ็อตทั้งหมดแก่มือไฮ ทั้งที่มีโลว์ที่เข้าเกณฑ์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>the wrong hand called</source>
        <translation>ขานชนิดไพ่ผิด</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>the wrong low called</source>
        <translation>ขานโลว์ผิด</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/calls.py"/>
        <source>three hole cards read into an Omaha hand</source>
        <translation>อ่านมือโอมาฮาด้วยไพ่ในมือสามใบ</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>A mix of all styles</source>
        <translation>ผสมทุกสไตล์</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Animate dealing, bets and pots</source>
        <translation>แสดงภาพเคลื่อนไหวการแจกไพ่ การเดิมพัน และพ็อต</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Ante</source>
        <translation>แอนตี้</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Betting</source>
        <translation>รูปแบบการเดิมพัน</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Big blind</source>
        <translation>บิ๊กบลายด์</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Big-blind ante</source>
        <translation>บิ๊กบลายด์แอนตี้</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Button</source>
        <translation>บัตตัน</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Dead button</source>
        <translation>บัตตันตาย</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Drop from a pot of</source>
        <translation>หักเข้าแจ็คพอตเมื่อพ็อตถึง</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Fixed limit</source>
        <translation>ฟิกซ์ลิมิต</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Game</source>
        <translation>เกม</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>House rake</source>
        <translation>ค่าต๋ง (เรค)</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Jackpot drop</source>
        <translation>เงินหักเข้าแจ็คพอต</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Moving button</source>
        <translation>บัตตันเลื่อน</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>New game</source>
        <translation>เกมใหม่</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>No cap</source>
        <translation>ไม่มีเพดาน</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>No flop, no drop</source>
        <translation>ไม่มีฟล็อป ไม่หักค่าต๋ง</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>No limit</source>
        <translation>โนลิมิต</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>No rake</source>
        <translation>ไม่มีค่าต๋ง</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>None</source>
        <translation>ไม่มี</translation>
    </message>
    <message>
        <source>Omaha</source>
        <translation type="vanished">โอมาฮา</translation>
    </message>
    <message>
        <source>Omaha Hi/Lo 8-or-better</source>
        <translation type="vanished">โอมาฮาไฮ/โลว์ (8 หรือต่ำกว่า)</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Opponents</source>
        <translation>คู่แข่ง</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Players</source>
        <translation>จำนวนผู้เล่น</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Pot limit</source>
        <translation>พ็อตลิมิต</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Rake cap</source>
        <translation>เพดานค่าต๋ง</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Small blind</source>
        <translation>สมอลบลายด์</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Stacks must cover at least one big blind.</source>
        <translation>สแต็กต้องมีอย่างน้อยหนึ่งบิ๊กบลายด์</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Starting stack</source>
        <translation>สแต็กเริ่มต้น</translation>
    </message>
    <message>
        <source>Texas Hold&apos;em</source>
        <translation type="vanished">เท็กซัสโฮลเด็ม</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>The small blind cannot be bigger than the big blind.</source>
        <translation>สมอลบลายด์ต้องไม่มากกว่าบิ๊กบลายด์</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Their skill</source>
        <translation>ฝีมือคู่แข่ง</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>You</source>
        <translation>คุณ</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/new_game.py"/>
        <source>Your name</source>
        <translation>ชื่อของคุณ</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <location filename="../../number_input.py"/>
        <source>type a number</source>
        <translation>กรุณาพิมพ์ตัวเลข</translation>
    </message>
    <message>
        <location filename="../../number_input.py"/>
        <source>{text} is not a number of chips</source>
        <translation>{text} ไม่ใช่จำนวนชิป</translation>
    </message>
    <message>
        <location filename="../../number_input.py"/>
        <source>{text} is not a number of chips: write it as {plain} or {grouped}</source>
        <translation>{text} ไม่ใช่จำนวนชิป: พิมพ์เป็น {plain} หรือ {grouped}</translation>
    </message>
    <message>
        <location filename="../../number_input.py"/>
        <source>{text} is not a whole number of chips: write it as {plain} or {grouped}</source>
        <translation>{text} ไม่ใช่จำนวนชิปเต็มหน่วย: พิมพ์เป็น {plain} หรือ {grouped}</translation>
    </message>
    <message>
        <location filename="../../number_input.py"/>
        <source>{text} is too long for a number of chips (at most {digits} digits)</source>
        <translation>{text} ยาวเกินไปสำหรับจำนวนชิป (ไม่เกิน {digits} หลัก)</translation>
    </message>
</context>
<context>
    <name>PlayController</name>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>(all-in)</source>
        <translation>(ออลอิน)</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>(high)</source>
        <translation>(ไฮ)</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>(low)</source>
        <translation>(โลว์)</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>Equity: {shares}</source>
        <translation>อิควิตี้: {shares}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>Flop</source>
        <translation>ฟล็อป</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>Hand {number} · {street}</source>
        <translation>ตาที่ {number} · {street}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>It is not your turn.</source>
        <translation>ยังไม่ถึงตาคุณ</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>Preflop</source>
        <translation>ก่อนฟล็อป</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>Result</source>
        <translation>ผลลัพธ์</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>River</source>
        <translation>ริเวอร์</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>Turn</source>
        <translation>เทิร์น</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>You buy in again for {amount}</source>
        <translation>คุณซื้อชิปใหม่ {amount}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>You leave the table.</source>
        <translation>คุณลุกออกจากโต๊ะ</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>You may not buy in for {amount}: the table&apos;s maximum buy-in is {limit}.</source>
        <translation>คุณซื้อชิป {amount} ไม่ได้: บายอินสูงสุดของโต๊ะคือ {limit}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>You show {cards}</source>
        <translation>คุณเปิดไพ่ {cards}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>You win {amount}</source>
        <translation>คุณชนะ {amount}</translation>
    </message>
    <message>
        <source>You win {amount} with {hand}</source>
        <translation type="vanished">คุณชนะ {amount} ด้วย{hand}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>You win {amount}: {hand}</source>
        <translation>คุณชนะ {amount}: {hand}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>Your cards: {cards}</source>
        <translation>ไพ่ของคุณ: {cards}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>ante {amount}</source>
        <translation>แอนตี้ {amount}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>bets {amount}</source>
        <translation>เบท {amount}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>calls {amount}</source>
        <translation>คอล {amount}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>checks</source>
        <translation>เช็ค</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>folds</source>
        <translation>หมอบ</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>jackpot drop {drop} from {threshold}</source>
        <translation>เงินหักเข้าแจ็คพอต {drop} เมื่อพ็อตถึง {threshold}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>no flop no drop</source>
        <translation>ไม่มีฟล็อป ไม่หักค่าต๋ง</translation>
    </message>
    <message>
        <location filename="../../play/showdown.py"/>
        <source>no low</source>
        <translation>ไม่มีโลว์</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>raises to {amount}</source>
        <translation>เรสเป็น {amount}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>rake {percent}</source>
        <translation>ค่าต๋ง {percent}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>rake {percent} (cap {cap})</source>
        <translation>ค่าต๋ง {percent} (เพดาน {cap})</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>{game} · blinds {small}/{big}</source>
        <translation>{game} · บลายด์ {small}/{big}</translation>
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
        <translation>{name} ซื้อชิปใหม่ {amount}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>{name} may not buy in for {amount}: the table&apos;s maximum buy-in is {limit}. {name} sits out.</source>
        <translation>{name} ซื้อชิป {amount} ไม่ได้: บายอินสูงสุดของโต๊ะคือ {limit} {name} จึงนั่งพัก</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>{name} shows {cards}</source>
        <translation>{name} เปิดไพ่ {cards}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>{name} wins {amount}</source>
        <translation>{name} ชนะ {amount}</translation>
    </message>
    <message>
        <source>{name} wins {amount} with {hand}</source>
        <translation type="vanished">{name} ชนะ {amount} ด้วย{hand}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>{name} wins {amount}: {hand}</source>
        <translation>{name} ชนะ {amount}: {hand}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>{name} {share}</source>
        <translation>{name} ได้ {share}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>{name}: {action}</source>
        <translation>{name}: {action}</translation>
    </message>
    <message>
        <location filename="../../play/log_lines.py"/>
        <source>— Hand {number} —</source>
        <translation>— ตาที่ {number} —</translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Accuracy</source>
        <translation>ความแม่นยำ</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Accuracy per skill (share right each day)</source>
        <translation>ความแม่นยำแต่ละทักษะ (สัดส่วนที่ตอบถูกในแต่ละวัน)</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Answer a few questions in Train: your accuracy and speed in each skill appear here, day by day, with every session and answer.</source>
        <translation>ลองตอบคำถามในหน้าฝึกซ้อมสักสองสามข้อ ความแม่นยำและความเร็วของแต่ละทักษะจะแสดงที่นี่เป็นรายวัน พร้อมทุกรอบฝึกและทุกคำตอบ</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Answered</source>
        <translation>ตอบแล้ว</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Answers</source>
        <translation>คำตอบ</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Audition result as PDF…</source>
        <translation>ผลการทดสอบเป็น PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Dealing a live game</source>
        <translation>การดีลเกมจริง</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Export as CSV</source>
        <translation>ส่งออกเป็น CSV</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Export as CSV…</source>
        <translation>ส่งออกเป็น CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Hands per hour in each dealt game</source>
        <translation>ตาต่อชั่วโมงในแต่ละเกมจริงที่ดีล</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_charts.py"/>
        <source>MMM d</source>
        <extracomment>the date on the progress charts&apos; time axis, in Qt&apos;s date format (MMM = short month name).</extracomment>
        <translation>d MMM</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Mastery</source>
        <translation>ความชำนาญ</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Median answer time per skill (seconds)</source>
        <translation>เวลาตอบมัธยฐานแต่ละทักษะ (วินาที)</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Median time</source>
        <translation>เวลามัธยฐาน</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Mistake</source>
        <translation>ข้อผิดพลาด</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Mode</source>
        <translation>โหมด</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>No answers yet</source>
        <translation>ยังไม่มีคำตอบ</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Print audition result…</source>
        <translation>พิมพ์ผลการทดสอบ…</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Questions</source>
        <translation>จำนวนข้อ</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Result</source>
        <translation>ผลลัพธ์</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Right</source>
        <translation>ตอบถูก</translation>
    </message>
    <message>
        <source>Save audition result</source>
        <translation type="vanished">บันทึกผลการทดสอบ</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/results/progress_view.py"/>
        <source>Saved {count} answer to {file}.</source>
        <extracomment>English plural: Saved {count} answers to {file}.</extracomment>
        <translation>
            <numerusform>บันทึกคำตอบ {count} ข้อไว้ที่ {file} แล้ว</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Seconds</source>
        <translation>วินาที</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Session</source>
        <translation>รอบฝึก</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Sessions</source>
        <translation>รอบฝึกทั้งหมด</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Skill</source>
        <translation>ทักษะ</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Skills shown:</source>
        <translation>ทักษะที่แสดง:</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Target</source>
        <translation>เป้าหมาย</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Trainee</source>
        <translation>ผู้เรียน</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>Train…</source>
        <translation>ฝึกซ้อม…</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>When</source>
        <translation>เวลา</translation>
    </message>
    <message>
        <source>When (UTC)</source>
        <translation type="vanished">เวลา (UTC)</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>audition</source>
        <translation>ทดสอบ</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>error rate {share}</source>
        <translation>อัตราความผิดพลาด {share}</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>live game</source>
        <translation>เกมจริง</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>mastered</source>
        <translation>ชำนาญแล้ว</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>not passed</source>
        <translation>ไม่ผ่าน</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>passed</source>
        <translation>ผ่าน</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>practice</source>
        <translation>ฝึกซ้อม</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>right</source>
        <translation>ถูก</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>right, but too slow</source>
        <translation>ถูก แต่ช้าเกินไป</translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>wrong</source>
        <translation>ผิด</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/results/progress_view.py"/>
        <source>{count} hand</source>
        <extracomment>English plural: {count} hands</extracomment>
        <translation>
            <numerusform>{count} ตา</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/results/progress_view.py"/>
        <source>{count} hands per hour</source>
        <translation>{count} ตาต่อชั่วโมง</translation>
    </message>
    <message>
        <location filename="../../ui/common/language.py"/>
        <source>{seconds} s</source>
        <translation>{seconds} วินาที</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source> ({cap} with {players} players or fewer dealt in)</source>
        <translation> ({cap} เมื่อมีผู้เล่น {players} คนหรือน้อยกว่า)</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>, ante {amount}</source>
        <translation>, แอนตี้ {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>, big-blind ante {amount}</source>
        <translation>, บิ๊กบลายด์แอนตี้ {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>; a jackpot drop of {drop} once the pot reaches {threshold} (with a flop)</source>
        <translation> หักเงินเข้าแจ็คพอต {drop} เมื่อพ็อตถึง {threshold} (ต้องมีฟล็อป)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>; no flop, no drop</source>
        <translation> ไม่มีฟล็อป ไม่หักค่าต๋ง</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Board [{cards}]</source>
        <extracomment>the whole board once the betting is over, e.g. &quot;Board [Kh7d2c9s3h]&quot;.</extracomment>
        <translation>บอร์ด [{cards}]</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Cash game, blinds {blinds}, dead button</source>
        <translation>แคชเกม บลายด์ {blinds} บัตตันตาย</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Cash game, blinds {blinds}, moving button</source>
        <translation>แคชเกม บลายด์ {blinds} บัตตันเลื่อน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>Count the pot.</source>
        <translation>นับพ็อต</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Empty seats: {seats}.</source>
        <translation>ที่นั่งว่าง: {seats}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>Fixed limit {small}/{big}, cash game.</source>
        <translation>ฟิกซ์ลิมิต {small}/{big} แคชเกม</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>Fixed limit {small}/{big}, tournament.</source>
        <translation>ฟิกซ์ลิมิต {small}/{big} ทัวร์นาเมนต์</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Flop</source>
        <translation>ฟล็อป</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Hands (by seat): {hands}</source>
        <translation>ไพ่ในมือ (ตามที่นั่ง): {hands}</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Hands tabled (by seat): {hands}</source>
        <translation>ไพ่ที่เปิดบนโต๊ะ (ตามที่นั่ง): {hands}</translation>
    </message>
    <message>
        <source>Hold&apos;em</source>
        <translation type="vanished">โฮลเด็ม</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>In the game, owing nothing: {seats}.</source>
        <translation>อยู่ในเกมและไม่ติดค้างอะไร: {seats}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>It is {who}&apos;s turn and nobody has bet yet on this street. How much is a call (0 = check), and how much is {seat}&apos;s bet? (Answer “none” if they may not bet.)</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;), {seat} the seat alone; may drop {seat} where the sentence has named the seat already.</extracomment>
        <translation>ถึงตา {who} และยังไม่มีใครเบทในรอบไพ่นี้ คอลเท่าไร (0 = เช็ค) และเบทได้เท่าไร? (ตอบ “ไม่มี” ถ้าเบทไม่ได้)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/kind.py"/>
        <source>It is {who}&apos;s turn and nobody has bet yet on this street. What is the smallest bet {seat} may make? (Answer “none” if they may not bet.)</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;), {seat} the seat alone; may drop {seat} where the sentence has named the seat already.</extracomment>
        <translation>ถึงตา {who} และยังไม่มีใครเบทในรอบไพ่นี้ เบทขั้นต่ำได้เท่าไร? (ตอบ “ไม่มี” หากเบทไม่ได้)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>It is {who}&apos;s turn. How much must {seat} put in to call, and what may they raise to? (Answer “none” if they may not raise.)</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;), {seat} the seat alone; may drop {seat} where the sentence has named the seat already.</extracomment>
        <translation>ถึงตา {who} ต้องใส่ชิปเท่าไรเพื่อคอล และเรสเป็นเท่าไรได้? (ตอบ “ไม่มี” ถ้าเรสไม่ได้)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/kind.py"/>
        <source>It is {who}&apos;s turn. What is the smallest amount {seat} may raise to? (Answer “none” if they may not raise.)</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;), {seat} the seat alone; may drop {seat} where the sentence has named the seat already.</extracomment>
        <translation>ถึงตา {who} เรสเป็นขั้นต่ำได้เท่าไร? (ตอบ “ไม่มี” หากเรสไม่ได้)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Last hand (heads-up): the button and the small blind on {button}, the big blind on {big}.</source>
        <translation>ตาที่แล้ว (ตัวต่อตัว): บัตตันและสมอลบลายด์อยู่ที่ {button} บิ๊กบลายด์อยู่ที่ {big}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Last hand: the button on {button}, no small blind, the big blind on {big}.</source>
        <translation>ตาที่แล้ว: บัตตันอยู่ที่ {button} ไม่มีสมอลบลายด์ บิ๊กบลายด์อยู่ที่ {big}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Last hand: the button on {button}, the small blind on {small}, the big blind on {big}.</source>
        <translation>ตาที่แล้ว: บัตตันอยู่ที่ {button} สมอลบลายด์อยู่ที่ {small} บิ๊กบลายด์อยู่ที่ {big}</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Limit</source>
        <translation>ฟิกซ์ลิมิต</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>No-limit</source>
        <translation>โนลิมิต</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <source>Nobody has bet yet. {who} bets “pot”. How much is the bet?</source>
        <translation>ยังไม่มีใครเบท {who} เบท “พ็อต” เบทเท่าไร?</translation>
    </message>
    <message>
        <source>Omaha</source>
        <translation type="vanished">โอมาฮา</translation>
    </message>
    <message>
        <source>Omaha Hi/Lo</source>
        <translation type="vanished">โอมาฮาไฮ/โลว์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <source>Once the hands are read, which hands does the dealer kill?</source>
        <translation>เมื่ออ่านไพ่แล้ว ดีลเลอร์ต้องฆ่าไพ่มือใดบ้าง?</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Pot-limit</source>
        <translation>พ็อตลิมิต</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Preflop</source>
        <translation>ก่อนฟล็อป</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>River</source>
        <translation>ริเวอร์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Seat {seat}</source>
        <translation>ที่นั่ง {seat}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Seat {seat} ({name})</source>
        <translation>ที่นั่ง {seat} ({name})</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Seat {seat}: empty — {name} left after the last hand.</source>
        <translation>ที่นั่ง {seat}: ว่าง — {name} ลุกไปหลังตาที่แล้ว</translation>
    </message>
    <message>
        <source>Seat {seat}: empty.</source>
        <translation type="vanished">ที่นั่ง {seat}: ว่าง</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}, {stack}</source>
        <translation type="vanished">ที่นั่ง {seat}: {name}, {stack}</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Seats: {seats}</source>
        <translation>ที่นั่ง: {seats}</translation>
    </message>
    <message>
        <source>Showdown: {hands}</source>
        <translation type="vanished">โชว์ดาวน์: {hands}</translation>
    </message>
    <message>
        <source>The betting is over and the pot is {total} in {pile}. Before you push it, colour it up: the same amount in the fewest chips. How many chips of each colour?</source>
        <extracomment>{pile} is the pot&apos;s chips by colour: &quot;6 black (100), 4 green (25)&quot;.</extracomment>
        <translation type="vanished">จบการเดิมพันแล้ว พ็อตมี {total} เป็น {pile} ก่อนดันพ็อต ให้เปลี่ยนเป็นชิปใหญ่ (colour up): ยอดเท่าเดิมด้วยชิปจำนวนน้อยที่สุด ต้องใช้ชิปแต่ละสีกี่ชิป?</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>The betting is over. Before you push the pot, colour it up: the same amount in the fewest chips.</source>
        <translation>จบการเดิมพันแล้ว ก่อนดันพ็อต ให้เปลี่ยนเป็นชิปใหญ่ (colour up): ยอดเท่าเดิมด้วยชิปจำนวนน้อยที่สุด</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/kind.py"/>
        <source>The betting is over. Build the pots: each pot&apos;s amount and the seats that can win it, main pot first, and any chips returned.</source>
        <translation>การเดิมพันจบแล้ว จัดพ็อต: ระบุยอดของแต่ละพ็อตและที่นั่งที่มีสิทธิ์ชนะ เริ่มจากพ็อตหลัก และชิปที่ต้องคืน (ถ้ามี)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/kind.py"/>
        <source>The betting round is over. Gather the bets: each pot&apos;s amount and the seats that can win it, main pot first, and any chips returned.</source>
        <translation>รอบเดิมพันจบแล้ว รวบเดิมพันเข้าพ็อต: จำนวนของแต่ละพ็อตและที่นั่งที่มีสิทธิ์ชนะพ็อตนั้น เริ่มจากพ็อตหลัก และชิปที่คืนให้ผู้เล่น (ถ้ามี)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/hi_lo_split/kind.py"/>
        <source>The hands are tabled. How many chips does each seat receive from each pot?</source>
        <translation>เปิดไพ่บนโต๊ะแล้ว แต่ละที่นั่งได้รับชิปจากแต่ละพ็อตเท่าไร?</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/winner/kind.py"/>
        <source>The hands are tabled. Which seat wins (high, and low if there is one), and with what hand?</source>
        <translation>เปิดไพ่บนโต๊ะแล้ว ที่นั่งใดชนะ (ไฮ และโลว์ถ้ามี) และชนะด้วยไพ่อะไร?</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>The house rake: {structure}. The hand is over: how much is raked, and how many chips does each winner receive?</source>
        <translation>ค่าต๋งของคาสิโน: {structure} ตานี้จบแล้ว: หักค่าต๋งเท่าไร และผู้ชนะแต่ละคนได้รับกี่ชิป</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>The house rake: {structure}. The hand is over: how much is raked, how much is dropped for the jackpot, and how many chips does each winner receive?</source>
        <translation>ค่าต๋งของคาสิโน: {structure} ตานี้จบแล้ว: หักค่าต๋งเท่าไร หักเงินเข้าแจ็คพอตเท่าไร และผู้ชนะแต่ละคนได้รับกี่ชิป</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>The house rake: {structure}. The hands are tabled: before the pot is awarded, how much is raked and how much is dropped for the jackpot?</source>
        <translation>ค่าต๋งของคาสิโน: {structure} ผู้เล่นเปิดไพ่แล้ว: ก่อนมอบพ็อต หักค่าต๋งเท่าไร และหักเงินเข้าแจ็คพอตเท่าไร</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>The house rake: {structure}. The hands are tabled: before the pot is awarded, how much is raked?</source>
        <translation>ค่าต๋งของคาสิโน: {structure} ผู้เล่นเปิดไพ่แล้ว: ก่อนมอบพ็อต หักค่าต๋งเท่าไร</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>The last hand is over. For the next deal: where does the button go, who posts the small blind (or nobody) and the big blind, who else posts what (live + dead), and which seats are dealt in?</source>
        <translation>ตาที่แล้วจบแล้ว สำหรับตาถัดไป: บัตตันไปอยู่ที่ไหน ใครลงสมอลบลายด์ (หรือไม่มี) และบิ๊กบลายด์ ใครลงเงินอะไรอีก (ไลฟ์ + ตาย) และที่นั่งไหนได้รับไพ่บ้าง</translation>
    </message>
    <message>
        <source>The pot in the middle is in chips: {pile}. Count it: how much is in the pot?</source>
        <extracomment>{pile} is the pot&apos;s chips by colour: &quot;6 black (100), 4 green (25)&quot;.</extracomment>
        <translation type="vanished">พ็อตกลางโต๊ะเป็นชิป: {pile} นับดู: พ็อตมีเท่าไร?</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>Tournament, blinds {blinds}, dead button</source>
        <translation>ทัวร์นาเมนต์ บลายด์ {blinds} บัตตันตาย</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>Tournament: count the pot.</source>
        <translation>ทัวร์นาเมนต์: นับพ็อต</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>Tournament: the betting is over. Before you push the pot, colour it up: the same amount in the fewest chips.</source>
        <translation>ทัวร์นาเมนต์: จบการเดิมพันแล้ว ก่อนดันพ็อต ให้เปลี่ยนเป็นชิปใหญ่ (colour up): ยอดเท่าเดิมด้วยชิปจำนวนน้อยที่สุด</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>Tournament: {who} calls {call} with one {chip} chip. How much change?</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;); {chip} a chip by colour and value (&quot;purple (500)&quot;), which the table shows in front of the player.</extracomment>
        <translation>ทัวร์นาเมนต์: {who} คอล {call} ด้วย{chip} 1 เหรียญ ต้องทอนคืนเท่าไร?</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>Turn</source>
        <translation>เทิร์น</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <source>Who must show first, and in what order do the others follow? (Or are all hands turned face up at once?)</source>
        <translation>ใครต้องเปิดไพ่ก่อน และคนอื่นเปิดตามลำดับใด? (หรือต้องเปิดไพ่ทุกมือพร้อมกัน?)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Whose action is it? Give the seat, or “none” if the betting round is over.</source>
        <translation>ถึงตาใคร? ระบุที่นั่ง หรือ “ไม่มี” ถ้ารอบเดิมพันจบแล้ว</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>away</source>
        <translation>ไม่อยู่</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>missed the big blind</source>
        <translation>พลาดบิ๊กบลายด์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>missed the small blind</source>
        <translation>พลาดสมอลบลายด์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>new: has just sat down</source>
        <translation>ผู้เล่นใหม่: เพิ่งนั่งลง</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>waits for the big blind</source>
        <translation>รอบิ๊กบลายด์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>wants to play now</source>
        <translation>ต้องการเล่นทันที</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{game}, blinds {blinds}</source>
        <translation>{game}, บลายด์ {blinds}</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{name} {stack}</source>
        <translation>{name}: {stack}</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{name} {stack} (button)</source>
        <translation>{name}: {stack} (บัตตัน)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>{percent}% of the pot to a cap of {cap}</source>
        <translation>{percent}% ของพ็อต เพดาน {cap}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>{percent}% of the pot, no cap</source>
        <translation>{percent}% ของพ็อต ไม่มีเพดาน</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} bets {amount}</source>
        <translation>{player} เบท {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} bets {amount} (all-in)</source>
        <translation>{player} เบท {amount} (ออลอิน)</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} calls all-in for {amount}</source>
        <translation>{player} คอลออลอิน {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} calls {amount}</source>
        <translation>{player} คอล {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} checks</source>
        <translation>{player} เช็ค</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} folds</source>
        <translation>{player} หมอบ</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} mucks</source>
        <translation>{player} หมอบไพ่ทิ้ง</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} posts {amount} and is all-in</source>
        <translation>{player} ลง {amount} และออลอิน</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} raises to {amount}</source>
        <translation>{player} เรสเป็น {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} raises to {amount} (all-in)</source>
        <translation>{player} เรสเป็น {amount} (ออลอิน)</translation>
    </message>
    <message>
        <location filename="../../trainer/prompts.py"/>
        <source>{player} shows {cards}</source>
        <translation>{player} เปิดไพ่ {cards}</translation>
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
        <translation>{who} ขอให้นับพ็อตแล้วเบท “พ็อต” ในพ็อตมีเท่าไร และเบทเท่าไร?</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <source>{who} asks for the pot and then says “pot”. How much is in the pot, and raise to what?</source>
        <translation>{who} ขอให้นับพ็อตแล้วพูดว่า “พ็อต” ในพ็อตมีเท่าไร และเรสเป็นเท่าไร?</translation>
    </message>
    <message>
        <source>{who} calls {call} by putting out one {chip} chip. How much change do you give back?</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;); {chip} a chip by colour and value (&quot;purple (500)&quot;).</extracomment>
        <translation type="vanished">{who} คอล {call} โดยวาง{chip} 1 ชิป ต้องทอนคืนเท่าไร?</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>{who} calls {call} with one {chip} chip. How much change?</source>
        <extracomment>{who} is the seat and name (&quot;Seat 10 (Ivy)&quot;); {chip} a chip by colour and value (&quot;black (100)&quot;), which the table shows in front of the player.</extracomment>
        <translation>{who} คอล {call} ด้วย{chip} 1 เหรียญ ต้องทอนคืนเท่าไร?</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <source>{who} says “pot”. Raise to what?</source>
        <translation>{who} พูดว่า “พ็อต” เรสเป็นเท่าไร?</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>{who} tables the hand. Call it as a dealer says it: the hand and its ranks, and the kicker only where it decides.</source>
        <translation>{who} เปิดไพ่บนโต๊ะ ขานไพ่แบบที่ดีลเลอร์ขาน: ชนิดไพ่และแต้ม และขานคิกเกอร์เฉพาะเมื่อคิกเกอร์ชี้ขาด</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>{who} tables the hand. Call it as a dealer says it: the hand and its ranks, the kicker only where it decides, and the low.</source>
        <translation>{who} เปิดไพ่บนโต๊ะ ขานไพ่แบบที่ดีลเลอร์ขาน: ชนิดไพ่และแต้ม คิกเกอร์เฉพาะเมื่อชี้ขาด และโลว์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/explain.py"/>
        <source>{who}: {state}.</source>
        <translation>{who}: {state}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Drive</source>
        <translation>ไดรฟ์</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>File</source>
        <translation>ไฟล์</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>โฟลเดอร์</translation>
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
ไม่พบโฟลเดอร์
กรุณาตรวจสอบว่าใส่ชื่อโฟลเดอร์ถูกต้อง</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
ไม่พบไฟล์
กรุณาตรวจสอบว่าใส่ชื่อไฟล์ถูกต้อง</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>มี %1 อยู่แล้ว
ต้องการแทนที่หรือไม่?</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Choose</source>
        <translation>เลือก (&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Delete</source>
        <translation>ลบ (&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Look in:</source>
        <translation>ดูใน (&amp;L):</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;New Folder</source>
        <translation>โฟลเดอร์ใหม่ (&amp;N)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Open</source>
        <translation>เปิด (&amp;O)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Rename</source>
        <translation>เปลี่ยนชื่อ (&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Save</source>
        <translation>บันทึก (&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; ถูกป้องกันการเขียน
ต้องการลบต่อหรือไม่?</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>All Files (*)</source>
        <translation>ทุกไฟล์ (*)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>ต้องการลบ &apos;%1&apos; ใช่หรือไม่?</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Back</source>
        <translation>ย้อนกลับ</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Change to detail view mode</source>
        <translation>เปลี่ยนเป็นมุมมองแบบรายละเอียด</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Change to list view mode</source>
        <translation>เปลี่ยนเป็นมุมมองแบบรายการ</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Could not delete directory.</source>
        <translation>ลบโฟลเดอร์ไม่ได้</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Create New Folder</source>
        <translation>สร้างโฟลเดอร์ใหม่</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Create a New Folder</source>
        <translation>สร้างโฟลเดอร์ใหม่</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Detail View</source>
        <translation>มุมมองแบบรายละเอียด</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Directories</source>
        <translation>โฟลเดอร์</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Directory:</source>
        <translation>โฟลเดอร์:</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>File &amp;name:</source>
        <translation>ชื่อไฟล์ (&amp;N):</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Files</source>
        <translation>ไฟล์</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Files of &amp;type:</source>
        <translation>ชนิดไฟล์ (&amp;T):</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Forward</source>
        <translation>ไปข้างหน้า</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Go back</source>
        <translation>ย้อนกลับ</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Go forward</source>
        <translation>ไปข้างหน้า</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Go to the parent directory</source>
        <translation>ไปที่โฟลเดอร์ระดับบน</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>List View</source>
        <translation>มุมมองแบบรายการ</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>List of places and bookmarks</source>
        <translation>รายการตำแหน่งและบุ๊กมาร์ก</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>New Folder</source>
        <translation>โฟลเดอร์ใหม่</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Parent Directory</source>
        <translation>โฟลเดอร์ระดับบน</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Recent Places</source>
        <translation>ตำแหน่งล่าสุด</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Show </source>
        <translation>แสดง </translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Show &amp;hidden files</source>
        <translation>แสดงไฟล์ที่ซ่อนอยู่ (&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Sidebar</source>
        <translation>แถบด้านข้าง</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Computer</source>
        <translation>คอมพิวเตอร์</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Date Modified</source>
        <translation>วันที่แก้ไข</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>My Computer</source>
        <translation>คอมพิวเตอร์ของฉัน</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Name</source>
        <translation>ชื่อ</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Size</source>
        <translation>ขนาด</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>ชนิด</translation>
    </message>
</context>
<context>
    <name>QKeySequenceEdit</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Press shortcut</source>
        <translation>กดปุ่มลัด</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Copy</source>
        <translation>คัดลอก (&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Paste</source>
        <translation>วาง (&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Redo</source>
        <translation>ทำซ้ำ (&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Undo</source>
        <translation>เลิกทำ (&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Cu&amp;t</source>
        <translation>ตัด (&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Delete</source>
        <translation>ลบ</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Select All</source>
        <translation>เลือกทั้งหมด</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Hide Details...</source>
        <translation>ซ่อนรายละเอียด...</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Show Details...</source>
        <translation>แสดงรายละเอียด...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;No</source>
        <translation>ไม่ใช่ (&amp;N)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Yes</source>
        <translation>ใช่ (&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Apply</source>
        <translation>นำไปใช้</translation>
    </message>
    <message>
        <location filename="../../ui/common/long_work.py"/>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Discard</source>
        <translation>ละทิ้ง</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>OK</source>
        <translation>ตกลง</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Open</source>
        <translation>เปิด</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Restore Defaults</source>
        <translation>คืนค่าเริ่มต้น</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Save</source>
        <translation>บันทึก</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>มี %1 อยู่แล้ว
ต้องการเขียนทับหรือไม่?</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 เป็นโฟลเดอร์
กรุณาเลือกชื่อไฟล์อื่น</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Options &lt;&lt;</source>
        <translation>ตัวเลือก (&amp;O) &lt;&lt;</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Options &gt;&gt;</source>
        <translation>ตัวเลือก (&amp;O) &gt;&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Print</source>
        <translation>พิมพ์ (&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>All Pages</source>
        <translation>ทุกหน้า</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Even Pages</source>
        <translation>หน้าคู่</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>เขียนไฟล์ %1 ไม่ได้
กรุณาเลือกชื่อไฟล์อื่น</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Local file</source>
        <translation>ไฟล์ในเครื่อง</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Odd Pages</source>
        <translation>หน้าคี่</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Print</source>
        <translation>พิมพ์</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Print To File ...</source>
        <translation>พิมพ์ลงไฟล์…</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Print to File (PDF)</source>
        <translation>พิมพ์ลงไฟล์ (PDF)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>The &apos;From&apos; value cannot be greater than the &apos;To&apos; value.</source>
        <translation>ค่า &apos;จาก&apos; ต้องไม่มากกว่าค่า &apos;ถึง&apos;</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Write PDF file</source>
        <translation>เขียนไฟล์ PDF</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Collate</source>
        <translation>เรียงชุด</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Color</source>
        <translation>สี</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Color Mode</source>
        <translation>โหมดสี</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Copies</source>
        <translation>จำนวนสำเนา</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Copies:</source>
        <translation>สำเนา:</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Current Page</source>
        <translation>หน้าปัจจุบัน</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Double Sided Printing</source>
        <translation>พิมพ์สองหน้า</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Grayscale</source>
        <translation>ขาวดำ (เฉดเทา)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Long side binding</source>
        <translation>เย็บด้านยาว</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Off</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Options</source>
        <translation>ตัวเลือก</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Output Settings</source>
        <translation>การตั้งค่าผลลัพธ์</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Page &amp;Set:</source>
        <translation>ชุดหน้า (&amp;S):</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Pages</source>
        <translation>หน้า</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Pages from</source>
        <translation>หน้าจาก</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Print all</source>
        <translation>พิมพ์ทั้งหมด</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Print range</source>
        <translation>ช่วงที่จะพิมพ์</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Reverse</source>
        <translation>กลับลำดับ</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Selection</source>
        <translation>ส่วนที่เลือก</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Short side binding</source>
        <translation>เย็บด้านสั้น</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>ระบุหน้าหรือช่วงหน้าคั่นด้วยจุลภาค ช่วงหน้าเขียนเป็นสองตัวเลขคั่นด้วยขีด เช่น 3,5-7,9 จะพิมพ์หน้า 3, 5, 6, 7 และ 9</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>to</source>
        <translation>ถึง</translation>
    </message>
</context>
<context>
    <name>QPrintWidget</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>&amp;Name:</source>
        <translation>ชื่อ (&amp;N):</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Location:</source>
        <translation>ตำแหน่ง:</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Output &amp;file:</source>
        <translation>ไฟล์ผลลัพธ์ (&amp;F):</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>P&amp;roperties</source>
        <translation>คุณสมบัติ (&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Preview</source>
        <translation>ดูตัวอย่าง</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Printer</source>
        <translation>เครื่องพิมพ์</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Type:</source>
        <translation>ชนิด:</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Scroll Left</source>
        <translation>เลื่อนไปทางซ้าย</translation>
    </message>
    <message>
        <location filename="../../ui/common/qt_strings.py"/>
        <source>Scroll Right</source>
        <translation>เลื่อนไปทางขวา</translation>
    </message>
</context>
<context>
    <name>Question</name>
    <message>
        <location filename="../../trainer/core/question.py"/>
        <source>Seat {seat}</source>
        <translation>ที่นั่ง {seat}</translation>
    </message>
    <message>
        <location filename="../../trainer/core/question.py"/>
        <source>Seat {seat} ({name})</source>
        <translation>ที่นั่ง {seat} ({name})</translation>
    </message>
    <message>
        <location filename="../../trainer/core/question.py"/>
        <source>nobody in this hand sits in seat {seat}</source>
        <translation>ไม่มีผู้เล่นในตานี้นั่งที่นั่ง {seat}</translation>
    </message>
</context>
<context>
    <name>Rake</name>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>10% to 4 + jackpot drop 1 from pots of 20</source>
        <translation>10% สูงสุด 4 + แจ็คพอต 1 จากพ็อต 20 ขึ้นไป</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>10% to 5 (3 heads-up), no flop no drop</source>
        <translation>10% สูงสุด 5 (ตัวต่อตัว 3) ไม่มีฟล็อป ไม่หักค่าต๋ง</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>5% to 3 (2 three-handed, 1 heads-up)</source>
        <translation>5% สูงสุด 3 (สามคน 2 ตัวต่อตัว 1)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>No rake</source>
        <translation>ไม่หักค่าต๋ง</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../rules/table.py"/>
        <source>a hand is being played; end it before planning the next</source>
        <translation>กำลังเล่นตาหนึ่งอยู่ ต้องจบตานี้ก่อนจึงจะวางแผนตาถัดไปได้</translation>
    </message>
    <message>
        <location filename="../../rules/table.py"/>
        <source>a hand needs at least two players ready to play, not {count}</source>
        <translation>ตาหนึ่งต้องมีผู้เล่นพร้อมเล่นอย่างน้อยสองคน แต่มี {count} คน</translation>
    </message>
    <message>
        <source>bet {amount} is above the maximum bet {limit} (all of {who}&apos;s chips)</source>
        <translation type="vanished">เบท {amount} เกินเบทสูงสุด {limit} (ชิปทั้งหมดของ {who})</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>bet {amount} is above the maximum bet {limit} (all-in)</source>
        <translation>เบท {amount} เกินเบทสูงสุด {limit} (ออลอิน)</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>bet {amount} is above the maximum bet {limit} (the pot)</source>
        <translation>เบท {amount} เกินเบทสูงสุด {limit} (เท่ากับพ็อต)</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>bet {amount} is below the minimum bet {limit}</source>
        <translation>เบท {amount} ต่ำกว่าเบทขั้นต่ำ {limit}</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>bet {amount} is not allowed: {who} can only go all-in, bet {limit}</source>
        <translation>เบท {amount} ไม่ได้: {who} ทำได้เพียงออลอินโดยเบท {limit}</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>bet {amount} is not the fixed-limit bet {limit}</source>
        <translation>เบท {amount} ไม่ตรงกับเบทฟิกซ์ลิมิต {limit}</translation>
    </message>
    <message>
        <location filename="../../rules/betting.py"/>
        <source>has no chips beyond the call</source>
        <translation>ไม่มีชิปเหลือนอกจากยอดคอล</translation>
    </message>
    <message>
        <location filename="../../rules/betting.py"/>
        <source>has no opponent left who could call a raise</source>
        <translation>ไม่เหลือคู่แข่งที่จะคอลการเรสได้</translation>
    </message>
    <message>
        <location filename="../../rules/betting.py"/>
        <source>may not raise: the betting is capped</source>
        <translation>เรสไม่ได้: ครบจำนวนเรสสูงสุดแล้ว (แคป)</translation>
    </message>
    <message>
        <location filename="../../rules/betting.py"/>
        <source>may not raise: the short all-in did not reopen the betting</source>
        <translation>เรสไม่ได้: ออลอินไม่ครบไม่ได้เปิดการเดิมพันใหม่</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>nobody is to act now (the hand is at: {phase})</source>
        <translation>ตอนนี้ยังไม่มีใครต้องแอ็คชัน (ตานี้อยู่ที่: {phase})</translation>
    </message>
    <message>
        <source>raise to {amount} is above the maximum raise to {limit} (all of {who}&apos;s chips)</source>
        <translation type="vanished">เรสเป็น {amount} เกินยอดเรสเป็นสูงสุด {limit} (ชิปทั้งหมดของ {who})</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>raise to {amount} is above the maximum raise to {limit} (all-in)</source>
        <translation>เรสเป็น {amount} เกินยอดเรสเป็นสูงสุด {limit} (ออลอิน)</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>raise to {amount} is above the maximum raise to {limit} (the pot)</source>
        <translation>เรสเป็น {amount} เกินยอดเรสเป็นสูงสุด {limit} (เท่ากับพ็อต)</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>raise to {amount} is below the minimum raise to {limit}</source>
        <translation>เรสเป็น {amount} ต่ำกว่ายอดเรสเป็นขั้นต่ำ {limit}</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>raise to {amount} is not allowed: {who} can only go all-in, raise to {limit}</source>
        <translation>เรสเป็น {amount} ไม่ได้: {who} ทำได้เพียงออลอินโดยเรสเป็น {limit}</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>raise to {amount} is not the fixed-limit raise to {limit}</source>
        <translation>เรสเป็น {amount} ไม่ตรงกับยอดเรสเป็นแบบฟิกซ์ลิมิต {limit}</translation>
    </message>
    <message>
        <location filename="../../rules/hand.py"/>
        <source>{player} acted out of turn: it is {actor}&apos;s turn</source>
        <translation>{player} เล่นผิดคิว: ตอนนี้เป็นคิวของ {actor}</translation>
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
        <translation>เกมที่ดีลต้องมีอย่างน้อยหนึ่งตา</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>A drill pack&apos;s questions are asked in practice or an audition, not in a dealt game.</source>
        <translation>คำถามในชุดแบบฝึกหัดใช้ในการฝึกซ้อมหรือการทดสอบ ไม่ใช่ในเกมที่ดีล</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>A session asks at least one question.</source>
        <translation>รอบฝึกต้องมีคำถามอย่างน้อยหนึ่งข้อ</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>A table seats 2 to 10 players, not {count}.</source>
        <translation>โต๊ะหนึ่งนั่งได้ 2 ถึง 10 คน ไม่ใช่ {count}</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>A timed session lasts more than 0 minutes.</source>
        <translation>รอบฝึกแบบจับเวลาต้องยาวมากกว่า 0 นาที</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>An audition asks a fixed number of questions.</source>
        <translation>การทดสอบต้องมีจำนวนคำถามที่กำหนดไว้แน่นอน</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>Choose at least one skill to train.</source>
        <translation>เลือกทักษะที่จะฝึกอย่างน้อยหนึ่งทักษะ</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>The difficulty is 1 to 4, not {difficulty}.</source>
        <translation>ระดับความยากต้องเป็น 1 ถึง 4 ไม่ใช่ {difficulty}</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>The drill pack “{name}” has no questions.</source>
        <translation>ชุดแบบฝึกหัด “{name}” ไม่มีคำถาม</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>The house rake is one of the room&apos;s rakes, not “{rake}”.</source>
        <translation>ค่าต๋งของคาสิโนต้องเป็นแบบที่ห้องกำหนด ไม่ใช่ “{rake}”</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>The mode is &quot;practice&quot; or &quot;audition&quot;, not “{mode}”.</source>
        <translation>โหมดต้องเป็น &quot;practice&quot; (ฝึกซ้อม) หรือ &quot;audition&quot; (ทดสอบ) ไม่ใช่ “{mode}”</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>The session is over.</source>
        <translation>รอบฝึกจบแล้ว</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>The time per question must be more than 0 seconds.</source>
        <translation>เวลาต่อข้อต้องมากกว่า 0 วินาที</translation>
    </message>
    <message>
        <location filename="../../trainer/session.py"/>
        <source>Unknown chip set “{name}”.</source>
        <translation>ไม่รู้จักชุดชิป “{name}”</translation>
    </message>
</context>
<context>
    <name>SessionSetup</name>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>1 — a few deep stacks, round numbers</source>
        <translation>1 — ผู้เล่นน้อย สแต็กลึก ตัวเลขลงตัว</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>2 — a short stack, one side pot</source>
        <translation>2 — สแต็กสั้นหนึ่งคน ไซด์พ็อตเดียว</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>3 — fuller tables, antes, several all-ins</source>
        <translation>3 — ผู้เล่นมากขึ้น มีแอนตี้ ออลอินหลายคน</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>4 — full tables, BB ante, short all-ins, odd chips</source>
        <translation>4 — โต๊ะเต็ม บิ๊กบลายด์แอนตี้ ออลอินไม่ครบ ชิปเศษ</translation>
    </message>
    <message numerus="yes">
        <source>An audition asks at least {least} questions for {count} skill (five of each): set the length to {least} or more.</source>
        <extracomment>English plural: An audition asks at least {least} questions for {count} skills (five of each): set the length to {least} or more.</extracomment>
        <translation type="vanished">
            <numerusform>การทดสอบ {count} ทักษะต้องมีอย่างน้อย {least} ข้อ (ทักษะละห้าข้อ): ตั้งความยาวเป็น {least} ข้อขึ้นไป</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>An audition needs at least {least} questions: five of each skill.</source>
        <translation>การทดสอบต้องมีอย่างน้อย {least} ข้อ: ทักษะละห้าข้อ</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Audition</source>
        <translation>ทดสอบ</translation>
    </message>
    <message>
        <source>Audition: a fixed mix of the skills, results at the end, 80 % each to pass</source>
        <translation type="vanished">ทดสอบ: ชุดทักษะที่กำหนดไว้ แจ้งผลตอนจบ ต้องได้ 80 % ทุกทักษะจึงผ่าน</translation>
    </message>
    <message>
        <source>Audition: a fixed mix of the skills, results at the end, 80 % each to pass.</source>
        <translation type="vanished">ทดสอบ: ชุดทักษะที่กำหนดไว้ แจ้งผลตอนจบ ต้องได้ 80 % ทุกทักษะจึงผ่าน</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Audition: a fixed mix of the skills, results at the end; a skill passes with 80 % right and its median answer within its target time.</source>
        <translation>ทดสอบ: ชุดทักษะที่กำหนดไว้ แจ้งผลตอนจบ ทักษะจะผ่านเมื่อตอบถูก 80% และเวลาตอบมัธยฐานอยู่ภายในเวลาเป้าหมาย</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Auto (by the difficulty)</source>
        <translation>อัตโนมัติ (ตามระดับความยาก)</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Chip set</source>
        <translation>ชุดชิป</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Clock</source>
        <translation>จับเวลา</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Deal a live game</source>
        <translation>ดีลเกมจริง</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Deal new hands</source>
        <translation>แจกตาใหม่</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Dealing a live game</source>
        <translation>ดีลเกมจริง (โหมดดีลไพ่)</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Difficulty</source>
        <translation>ระดับความยาก</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Drill pack</source>
        <translation>ชุดแบบฝึกหัด</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/training/session_setup.py"/>
        <source>Drill pack “{name}”: {count} question.</source>
        <extracomment>English plural: Drill pack “{name}”: {count} questions, asked in order.</extracomment>
        <translation>
            <numerusform>ชุดแบบฝึกหัด “{name}”: {count} ข้อ ถามตามลำดับ</numerusform>
        </translation>
    </message>
    <message>
        <source>Drill pack “{name}”: {count} questions, asked in order.</source>
        <translation type="vanished">ชุดแบบฝึกหัด “{name}”: {count} ข้อ ถามตามลำดับ</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Games (none ticked: all)</source>
        <translation>เกม (ไม่เลือกเลย = ทุกเกม)</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Hands</source>
        <translation>จำนวนตา</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>House rake</source>
        <translation>ค่าต๋งของคาสิโน</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Import drill pack</source>
        <translation>นำเข้าชุดแบบฝึกหัด</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Import drill pack…</source>
        <translation>นำเข้าชุดแบบฝึกหัด…</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Length</source>
        <translation>ความยาว</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Minutes</source>
        <translation>นาที</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Mode</source>
        <translation>โหมด</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Name</source>
        <translation>ชื่อ</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>New trainee</source>
        <translation>ผู้เรียนใหม่</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>New trainee…</source>
        <translation>ผู้เรียนใหม่…</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>New training session</source>
        <translation>เริ่มรอบฝึกใหม่</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>No drill pack: new hands are dealt.</source>
        <translation>ไม่ใช้ชุดแบบฝึกหัด: แจกตาใหม่ทุกข้อ</translation>
    </message>
    <message>
        <source>Omaha</source>
        <translation type="vanished">โอมาฮา</translation>
    </message>
    <message>
        <source>Omaha Hi/Lo</source>
        <translation type="vanished">โอมาฮาไฮ/โลว์</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Players at the table</source>
        <translation>ผู้เล่นที่โต๊ะ</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Practice</source>
        <translation>ฝึกซ้อม</translation>
    </message>
    <message>
        <source>Practice: each answer graded and explained at once, weak skills more often</source>
        <translation type="vanished">ฝึกซ้อม: ตรวจและอธิบายทุกคำตอบทันที ทักษะที่ยังอ่อนจะถามบ่อยขึ้น</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Practice: each answer graded and explained at once, weak skills more often.</source>
        <translation>ฝึกซ้อม: ตรวจและอธิบายทุกคำตอบทันที ทักษะที่ยังอ่อนจะถามบ่อยขึ้น</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Questions</source>
        <translation>จำนวนข้อ</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Skills</source>
        <translation>ทักษะ</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Start</source>
        <translation>เริ่ม</translation>
    </message>
    <message>
        <source>Texas Hold&apos;em</source>
        <translation type="vanished">เท็กซัสโฮลเด็ม</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Timed: seconds per question</source>
        <translation>จับเวลา: วินาทีต่อข้อ</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>Trainee</source>
        <translation>ผู้เรียน</translation>
    </message>
    <message>
        <source>You deal each hand of computer players, and every dealer step is asked: the button and the blinds, the pot, rulings, gathering the bets, the showdown, reading the hands, pushing the pots and the rake. You are judged by hands per hour and the error rate. The difficulty sets how fast the players act and how often the hard moments come (short all-ins, many-way all-ins, hi/lo quarters).</source>
        <translation type="vanished">คุณเป็นดีลเลอร์ให้ผู้เล่นคอมพิวเตอร์ทุกตา และต้องทำทุกขั้นตอนของดีลเลอร์: บัตตันและบลายด์ พ็อต การตัดสิน การรวบเดิมพันเข้าพ็อต โชว์ดาวน์ การอ่านไพ่ในมือ การดันพ็อตให้ผู้ชนะ และค่าต๋ง คุณถูกวัดด้วยจำนวนตาต่อชั่วโมงและอัตราความผิดพลาด ระดับความยากกำหนดความเร็วของผู้เล่นและความถี่ของช่วงยาก (ออลอินสั้น ออลอินหลายคน การแบ่งไฮ/โลว์เป็นสี่ส่วน)</translation>
    </message>
    <message>
        <location filename="../../ui/training/session_setup.py"/>
        <source>You deal each hand of computer players, and every dealer step is asked: the button and the blinds, the pot, rulings, gathering the bets, the showdown, the rake, reading the hands and pushing the pots. You are judged by hands per hour and the error rate. The difficulty sets how fast the players act and how often the hard moments come (short all-ins, many-way all-ins, hi/lo quarters).</source>
        <translation>คุณเป็นดีลเลอร์ให้ผู้เล่นคอมพิวเตอร์ทุกตา และต้องทำทุกขั้นตอนของดีลเลอร์: บัตตันและบลายด์ พ็อต การตัดสิน การรวบเดิมพันเข้าพ็อต โชว์ดาวน์ ค่าต๋ง การอ่านไพ่ในมือ และการดันพ็อตให้ผู้ชนะ คุณถูกวัดด้วยจำนวนตาต่อชั่วโมงและอัตราความผิดพลาด ระดับความยากกำหนดความเร็วของผู้เล่นและความถี่ของช่วงยาก (ออลอินไม่ครบ ออลอินหลายคน การแบ่งไฮ/โลว์เป็นสี่ส่วน)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/training/session_setup.py"/>
        <source>{done} of {total} question checked</source>
        <extracomment>English plural: {done} of {total} questions checked</extracomment>
        <translation>
            <numerusform>ตรวจแล้ว {done} จาก {total} ข้อ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../stored_settings.py"/>
        <source>Some saved settings could not be used and are back to their defaults: {names}.</source>
        <translation>การตั้งค่าที่บันทึกไว้บางรายการใช้ไม่ได้ จึงกลับเป็นค่าเริ่มต้น: {names}</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../ui/play_mode/shortcuts_dialog.py"/>
        <source>All-in</source>
        <translation>ออลอิน</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/shortcuts_dialog.py"/>
        <source>Bet / raise</source>
        <translation>เบท / เรส</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/shortcuts_dialog.py"/>
        <source>Check / call</source>
        <translation>เช็ค / คอล</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/shortcuts_dialog.py"/>
        <source>Each action needs its own key.</source>
        <translation>แต่ละแอ็คชันต้องใช้ปุ่มไม่ซ้ำกัน</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/shortcuts_dialog.py"/>
        <source>Fold</source>
        <translation>หมอบ</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/shortcuts_dialog.py"/>
        <source>Keyboard shortcuts</source>
        <translation>ปุ่มลัดแป้นพิมพ์</translation>
    </message>
    <message>
        <location filename="../../ui/play_mode/shortcuts_dialog.py"/>
        <source>Next hand</source>
        <translation>ตาถัดไป</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <location filename="../../trainer/store/records.py"/>
        <source>A profile name can be at most {count} characters long.</source>
        <translation>ชื่อผู้เรียนยาวได้ไม่เกิน {count} ตัวอักษร</translation>
    </message>
    <message>
        <location filename="../../trainer/store/records.py"/>
        <source>A profile name cannot be empty.</source>
        <translation>ชื่อผู้เรียนต้องไม่ว่าง</translation>
    </message>
    <message>
        <location filename="../../trainer/store/records.py"/>
        <source>A profile name must be on one line.</source>
        <translation>ชื่อผู้เรียนต้องอยู่ในบรรทัดเดียว</translation>
    </message>
    <message>
        <location filename="../../trainer/store/records.py"/>
        <source>A profile name must be text.</source>
        <translation>ชื่อผู้เรียนต้องเป็นข้อความ</translation>
    </message>
    <message>
        <location filename="../../trainer/store/opening.py"/>
        <source>Progress will not be saved this session ({path}: {reason}); answers are kept until dealerdesk closes.</source>
        <translation>ครั้งนี้จะไม่บันทึกความก้าวหน้า ({path}: {reason}) คำตอบจะถูกเก็บไว้จนกว่าจะปิด dealerdesk</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>The progress could not be exported to {path}: {reason}.</source>
        <translation>ส่งออกความก้าวหน้าไปที่ {path} ไม่ได้: {reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>The progress could not be saved to {path}: {reason}.</source>
        <translation>บันทึกความก้าวหน้าไว้ที่ {path} ไม่ได้: {reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>The progress could not be saved: {reason}.</source>
        <translation>บันทึกความก้าวหน้าไม่ได้: {reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>The progress database could not be read: {reason}.</source>
        <translation>อ่านฐานข้อมูลความก้าวหน้าไม่ได้: {reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>The progress store is closed.</source>
        <translation>ฐานข้อมูลความก้าวหน้าถูกปิดแล้ว</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>There is already a profile named “{name}”.</source>
        <translation>มีผู้เรียนชื่อ “{name}” อยู่แล้ว</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>There is no profile number {number}; it may have been deleted.</source>
        <translation>ไม่มีผู้เรียนหมายเลข {number} อาจถูกลบไปแล้ว</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>Your answers are kept but not saved yet ({reason}); they are saved as soon as possible.</source>
        <translation>คำตอบของคุณถูกเก็บไว้แล้วแต่ยังไม่ได้บันทึก ({reason}) จะบันทึกทันทีที่ทำได้</translation>
    </message>
    <message>
        <location filename="../../trainer/store/opening.py"/>
        <source>Your progress database could not be used ({reason}), so it was kept as {path} and a new one was started.</source>
        <translation>ใช้ฐานข้อมูลความก้าวหน้าของคุณไม่ได้ ({reason}) จึงเก็บไฟล์เดิมไว้เป็น {path} และเริ่มฐานข้อมูลใหม่</translation>
    </message>
    <message>
        <location filename="../../trainer/store/opening.py"/>
        <source>Your progress database was written by a newer version of dealerdesk ({reason}), so it was kept unchanged as {path} and a new one was started; use the newer dealerdesk to see that progress.</source>
        <translation>ฐานข้อมูลความก้าวหน้าของคุณถูกเขียนโดย dealerdesk รุ่นใหม่กว่า ({reason}) จึงเก็บไว้โดยไม่เปลี่ยนแปลงเป็น {path} และเริ่มฐานข้อมูลใหม่ ใช้ dealerdesk รุ่นใหม่กว่าเพื่อดูความก้าวหน้านั้น</translation>
    </message>
    <message>
        <location filename="../../trainer/store/opening.py"/>
        <source>Your progress folder cannot be written ({path}): your progress is shown, but new answers are kept only until dealerdesk closes.</source>
        <translation>เขียนโฟลเดอร์ความก้าวหน้าไม่ได้ ({path}) ความก้าวหน้าจะแสดงให้ดูได้ แต่คำตอบใหม่จะถูกเก็บไว้จนกว่าจะปิด dealerdesk เท่านั้น</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>another program is holding the progress database</source>
        <translation>โปรแกรมอื่นกำลังใช้ฐานข้อมูลความก้าวหน้าอยู่</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>the disk is full</source>
        <translation>ดิสก์เต็ม</translation>
    </message>
    <message>
        <location filename="../../trainer/store/database.py"/>
        <source>the progress database cannot be written</source>
        <translation>เขียนฐานข้อมูลความก้าวหน้าไม่ได้</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/store/database.py"/>
        <source>{count} saved row of your progress could not be read and is left out.</source>
        <extracomment>English plural: {count} saved rows of your progress could not be read and are left out.</extracomment>
        <translation>
            <numerusform>อ่านข้อมูลความก้าวหน้าที่บันทึกไว้ไม่ได้ {count} แถว จึงไม่ได้นำมาแสดง</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} saved rows of your progress could not be read and are left out.</source>
        <translation type="vanished">อ่านข้อมูลความก้าวหน้าที่บันทึกไว้ไม่ได้ {count} แถว จึงไม่ได้นำมาแสดง</translation>
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
        <translation>ออลอิน</translation>
    </message>
    <message>
        <location filename="../../ui/felt/plates.py"/>
        <source>Away</source>
        <translation>ไม่อยู่</translation>
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
        <translation>เบท %1</translation>
    </message>
    <message>
        <location filename="../../ui/felt/items.py"/>
        <source>Call %1</source>
        <translation>คอล %1</translation>
    </message>
    <message>
        <location filename="../../ui/felt/items.py"/>
        <source>Check</source>
        <translation>เช็ค</translation>
    </message>
    <message>
        <location filename="../../ui/felt/plates.py"/>
        <source>Folded</source>
        <translation>หมอบ</translation>
    </message>
    <message>
        <location filename="../../ui/felt/items.py"/>
        <source>Main pot</source>
        <translation>พ็อตหลัก</translation>
    </message>
    <message>
        <location filename="../../ui/felt/items.py"/>
        <source>Raise to %1</source>
        <translation>เรสเป็น %1</translation>
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
        <translation>ที่นั่ง %1</translation>
    </message>
    <message>
        <location filename="../../ui/felt/items.py"/>
        <source>Side pot %1</source>
        <translation>ไซด์พ็อต %1</translation>
    </message>
    <message>
        <location filename="../../ui/felt/scene.py"/>
        <source>Total pot: %1</source>
        <translation>พ็อตรวม: %1</translation>
    </message>
    <message>
        <location filename="../../ui/felt/plates.py"/>
        <source>VPIP %1%: how often this player put chips in before the flop of their own will.
PFR %2%: how often they raised before the flop.
Hands counted this session: %3</source>
        <translation>VPIP %1%: ผู้เล่นคนนี้ลงชิปก่อนฟล็อปด้วยความสมัครใจบ่อยแค่ไหน
PFR %2%: เรสก่อนฟล็อปบ่อยแค่ไหน
จำนวนตาที่นับในรอบเล่นนี้: %3</translation>
    </message>
    <message>
        <location filename="../../ui/felt/plates.py"/>
        <source>Wins %1</source>
        <comment>the chips a winner won, under its plate</comment>
        <translation>ชนะ %1</translation>
    </message>
</context>
<context>
    <name>TrainerPage</name>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source> of {limit:.0f} s</source>
        <translation> จาก {limit:.0f} วินาที</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_table.py"/>
        <source> · raked {rake}</source>
        <translation> · หักค่าต๋ง {rake}</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_table.py"/>
        <source> · raked {rake}, jackpot drop {drop}</source>
        <translation> · หักค่าต๋ง {rake} เงินแจ็คพอต {drop}</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_table.py"/>
        <source>%1 · last hand</source>
        <translation>%1 · ตาที่แล้ว</translation>
    </message>
    <message>
        <source>%1 · the markers of the last hand</source>
        <translation type="vanished">%1 · เครื่องหมายของตาที่แล้ว</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_table.py"/>
        <source>%1 · the next deal</source>
        <translation>%1 · ตาถัดไป</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>Action on</source>
        <translation>ถึงตา</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <source>All hands face up at once</source>
        <translation>เปิดไพ่ทุกมือพร้อมกัน</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_inputs.py"/>
        <source>Amount</source>
        <translation>ยอดชิป</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_side.py"/>
        <source>Answer (Enter)</source>
        <translation>ตอบ (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>Answer recorded. The results come at the end of the audition.</source>
        <translation>บันทึกคำตอบแล้ว ผลจะแจ้งเมื่อจบการทดสอบ</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>Audition passed: every skill at 80 % or more, within its target time.</source>
        <translation>ผ่านการทดสอบ: ทุกทักษะได้ 80% ขึ้นไป ภายในเวลาเป้าหมาย</translation>
    </message>
    <message>
        <source>Audition passed: every skill at 80 % or more.</source>
        <translation type="vanished">ผ่านการทดสอบ: ทุกทักษะได้ 80 % ขึ้นไป</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>Audition result</source>
        <translation>ผลการทดสอบ</translation>
    </message>
    <message>
        <location filename="../../ui/training/between_hands.py"/>
        <source>Away</source>
        <translation>ไม่อยู่</translation>
    </message>
    <message>
        <location filename="../../ui/training/between_hands.py"/>
        <source>Away · %1</source>
        <translation>ไม่อยู่ · %1</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>Back to the result (Enter)</source>
        <translation>กลับไปที่ผล (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/training/between_hands.py"/>
        <source>Back · %1</source>
        <translation>กลับมา · %1</translation>
    </message>
    <message>
        <location filename="../../ui/training/between_hands.py"/>
        <source>Back · waits for BB</source>
        <translation>กลับมา · รอ BB</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>Bet or raise to</source>
        <translation>เบทหรือเรสเป็น</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>Big blind</source>
        <translation>บิ๊กบลายด์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>Button</source>
        <translation>บัตตัน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>Call</source>
        <translation>คอล</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/answer.py"/>
        <source>Change owed</source>
        <translation>เงินทอน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/winner/kind.py"/>
        <source>Choose the hand</source>
        <translation>เลือกไพ่</translation>
    </message>
    <message>
        <source>Choose the hand called.</source>
        <translation type="vanished">เลือกชนิดไพ่ที่ขาน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/inputs.py"/>
        <source>Choose the winning hand.</source>
        <translation>เลือกไพ่ที่ชนะก่อน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>Dealt in</source>
        <translation>ได้รับไพ่</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>Each winner receives</source>
        <translation>ผู้ชนะแต่ละคนได้รับ</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_inputs.py"/>
        <source>Eligible seats</source>
        <translation>ที่นั่งที่มีสิทธิ์</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>Every answer is saved in your progress.</source>
        <translation>ทุกคำตอบบันทึกไว้ในความก้าวหน้าของคุณแล้ว</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="vanished">ไพ่</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <source>Hands killed</source>
        <translation>ไพ่ที่ถูกฆ่า</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/winner/kind.py"/>
        <source>High winner(s)</source>
        <translation>ผู้ชนะไฮ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>Jackpot drop</source>
        <translation>เงินแจ็คพอต</translation>
    </message>
    <message>
        <source>Kicker(s)</source>
        <translation type="vanished">คิกเกอร์</translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="vanished">โลว์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/winner/kind.py"/>
        <source>Low winner(s)</source>
        <translation>ผู้ชนะโลว์</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>Median time</source>
        <translation>เวลามัธยฐาน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/kind.py"/>
        <source>Minimum bet</source>
        <translation>เบทขั้นต่ำ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/kind.py"/>
        <source>Minimum raise to</source>
        <translation>เรสเป็นขั้นต่ำ</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>Missed question {n} of {total}</source>
        <translation>ข้อที่พลาด {n} จาก {total}</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>Mistake: {cause}.</source>
        <translation>ข้อผิดพลาด: {cause}</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_side.py"/>
        <source>New session…</source>
        <translation>รอบฝึกใหม่…</translation>
    </message>
    <message>
        <location filename="../../ui/training/between_hands.py"/>
        <source>New · waits for BB</source>
        <translation>ใหม่ · รอ BB</translation>
    </message>
    <message>
        <location filename="../../ui/training/between_hands.py"/>
        <source>New · wants to play</source>
        <translation>ใหม่ · ต้องการเล่น</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>Next missed question (Enter)</source>
        <translation>ข้อที่พลาดถัดไป (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <location filename="../../ui/training/trainer_side.py"/>
        <source>Next question (Enter)</source>
        <translation>ข้อถัดไป (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>Not passed yet: every skill needs 80 % or more, within its target time.</source>
        <translation>ยังไม่ผ่าน: ทุกทักษะต้องได้ 80% ขึ้นไป ภายในเวลาเป้าหมาย</translation>
    </message>
    <message>
        <source>Not passed yet: every skill needs 80 % or more.</source>
        <translation type="vanished">ยังไม่ผ่าน: ทุกทักษะต้องได้ 80 % ขึ้นไป</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>Not quite</source>
        <translation>ยังไม่ถูก</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <source>Order</source>
        <translation>ลำดับ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>Other posts</source>
        <translation>การลงเงินอื่น</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>Pass mark 80 %</source>
        <translation>เกณฑ์ผ่าน 80%</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <location filename="../../ui/training/trainer_table.py"/>
        <source>Pot</source>
        <translation>พ็อต</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/kind.py"/>
        <source>Pots, main pot first (click seats to mark who can win each)</source>
        <translation>พ็อต เริ่มจากพ็อตหลัก (คลิกที่นั่งเพื่อระบุผู้มีสิทธิ์ชนะแต่ละพ็อต)</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_side.py"/>
        <source>Previous</source>
        <translation>ก่อนหน้า</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_side.py"/>
        <source>Print result…</source>
        <translation>พิมพ์ผล…</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>Question {n}</source>
        <translation>ข้อ {n}</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>Question {n} of {total}</source>
        <translation>ข้อ {n} จาก {total}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <source>Raise to</source>
        <translation>เรสเป็น</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>Rake</source>
        <translation>ค่าต๋ง</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation type="vanished">แต้ม</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/kind.py"/>
        <source>Returned</source>
        <translation>ชิปคืน</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>Review the missed questions ({count})</source>
        <translation>ทบทวนข้อที่พลาด ({count})</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>Right</source>
        <translation>ตอบถูก</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>Right!</source>
        <translation>ถูกต้อง!</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_side.py"/>
        <source>Save result as PDF…</source>
        <translation>บันทึกผลเป็น PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>See the result (Enter)</source>
        <translation>ดูผล (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>Session result</source>
        <translation>ผลรอบฝึก</translation>
    </message>
    <message>
        <source>Share</source>
        <translation type="vanished">ร้อยละ</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_side.py"/>
        <source>Show the betting again</source>
        <translation>แสดงการเบทอีกครั้ง</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation type="vanished">ทักษะ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>Small blind</source>
        <translation>สมอลบลายด์</translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="vanished">เป้าหมาย</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>The call</source>
        <translation>การขานไพ่</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/answer.py"/>
        <source>The pot</source>
        <translation>พ็อต</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>The results come at the end of the audition.</source>
        <translation>ผลจะแจ้งเมื่อจบการทดสอบ</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_side.py"/>
        <source>Time is up</source>
        <translation>หมดเวลา</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>Time is up: counted as missed</source>
        <translation>หมดเวลา: นับว่าตอบผิด</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/winner/kind.py"/>
        <source>Winning hand</source>
        <translation>ไพ่ที่ชนะ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/action/kind.py"/>
        <source>a seat, or none: the round is over</source>
        <translation>ที่นั่ง หรือ ไม่มี: รอบเดิมพันจบแล้ว</translation>
    </message>
    <message>
        <source>answered in {s:.0f} s</source>
        <translation type="vanished">ตอบใน {s:.0f} วินาที</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>answered in {s:.0f} s, over the {target:.0f} s target</source>
        <translation>ตอบใน {s:.0f} วินาที เกินเป้าหมาย {target:.0f} วินาที</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>answered in {s:.0f} s, within the {target:.0f} s target</source>
        <translation>ตอบใน {s:.0f} วินาที ภายในเป้าหมาย {target:.0f} วินาที</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/answer.py"/>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>chips</source>
        <translation>ชิป</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>chips (0 = check)</source>
        <translation>ชิป (0 = เช็ค)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <location filename="../../trainer/kinds/min_raise/kind.py"/>
        <source>chips, or none</source>
        <translation>ชิป หรือ ไม่มี</translation>
    </message>
    <message>
        <source>e.g. 7 5 (seven-five), or none</source>
        <translation type="vanished">เช่น 7 5 (เจ็ด-ห้า) หรือ ไม่มี</translation>
    </message>
    <message>
        <source>e.g. K 7 (kings and sevens)</source>
        <translation type="vanished">เช่น K 7 (คิงกับเจ็ด)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>e.g. aces up, seven-five low (or: no low)</source>
        <translation>เช่น ทูแพร์ คู่เอซ / โลว์ 7-5 (หรือ: ไม่มีโลว์)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/call_hand/kind.py"/>
        <source>e.g. kings full of sixes</source>
        <translation>เช่น ฟูลเฮาส์ ตองคิง คู่ 6</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/inputs.py"/>
        <source>fill in at least the main pot: its amount and eligible seats</source>
        <translation>กรอกอย่างน้อยพ็อตหลัก: ยอดชิปและที่นั่งที่มีสิทธิ์</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>fill in how many chips of at least one colour</source>
        <translation>กรอกจำนวนชิปอย่างน้อยหนึ่งสี</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/kind.py"/>
        <source>how many (0 for none)</source>
        <translation>จำนวน (0 ถ้าไม่มี)</translation>
    </message>
    <message>
        <location filename="../../ui/training/between_hands.py"/>
        <source>missed BB</source>
        <translation>พลาด BB</translation>
    </message>
    <message>
        <location filename="../../ui/training/between_hands.py"/>
        <source>missed SB</source>
        <translation>พลาด SB</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>name a seat by its number</source>
        <translation>ระบุที่นั่งด้วยหมายเลข</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>name a seat by its number, or type none</source>
        <translation>ระบุที่นั่งด้วยหมายเลข หรือพิมพ์ ไม่มี</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>name at least one seat by its number</source>
        <translation>ระบุอย่างน้อยหนึ่งที่นั่งด้วยหมายเลข</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>name one seat, not {count}</source>
        <translation>ระบุที่นั่งเดียว ไม่ใช่ {count} ที่นั่ง</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>nobody sits in seat {seat}</source>
        <translation>ไม่มีใครนั่งที่นั่ง {seat}</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>not yet</source>
        <translation>ยังไม่ผ่าน</translation>
    </message>
    <message>
        <source>only where it decides, or none</source>
        <translation type="vanished">เฉพาะเมื่อชี้ขาด หรือ ไม่มี</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>pass mark {needed} of {asked}</source>
        <translation>เกณฑ์ผ่าน {needed} จาก {asked}</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>passed</source>
        <translation>ผ่าน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>seat</source>
        <translation>ที่นั่ง</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>seat {seat} does not exist (seats 1 to {count})</source>
        <translation>ไม่มีที่นั่ง {seat} (ที่นั่ง 1 ถึง {count})</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>seat {seat} is named twice</source>
        <translation>ระบุที่นั่ง {seat} ซ้ำสองครั้ง</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>seat, or none</source>
        <translation>ที่นั่ง หรือ ไม่มี</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/side_pots/kind.py"/>
        <source>seat: chips, or none</source>
        <translation>ที่นั่ง: ชิป หรือ ไม่มี</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/hi_lo_split/kind.py"/>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>seat: chips, …</source>
        <translation>ที่นั่ง: ชิป, …</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>seat: live+dead, e.g. 7: 5+2 — or none</source>
        <translation>ที่นั่ง: ไลฟ์+ตาย เช่น 7: 5+2 — หรือ ไม่มี</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/winner/kind.py"/>
        <source>seats (or click them)</source>
        <translation>ที่นั่ง (หรือคลิกที่ที่นั่ง)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>seats, e.g. 1 3 4 6</source>
        <translation>ที่นั่ง เช่น 1 3 4 6</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <source>seats, e.g. 4 6 1 (or click the seats)</source>
        <translation>ที่นั่ง เช่น 4 6 1 (หรือคลิกที่ที่นั่ง)</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/showdown_order/kind.py"/>
        <location filename="../../trainer/kinds/winner/kind.py"/>
        <source>seats, or none</source>
        <translation>ที่นั่ง หรือ ไม่มี</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>session: {m}:{s:02d} left</source>
        <translation>รอบฝึกเหลือ {m}:{s:02d}</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>target {target:.0f} s</source>
        <translation>เป้าหมาย {target:.0f} วินาที</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>the bet or raise-to</source>
        <translation>ยอดเบทหรือเรสเป็น</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/limit_betting/kind.py"/>
        <source>the call</source>
        <translation>ยอดคอล</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/answer.py"/>
        <source>the change</source>
        <translation>เงินทอน</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>the jackpot drop</source>
        <translation>เงินหักเข้าแจ็คพอต</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/kind.py"/>
        <source>the minimum bet</source>
        <translation>ยอดเบทขั้นต่ำ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/min_raise/kind.py"/>
        <source>the minimum raise-to</source>
        <translation>ยอดเรสเป็นขั้นต่ำ</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>the post for seat {seat}</source>
        <translation>เงินที่ลงของที่นั่ง {seat}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/answer.py"/>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <source>the pot</source>
        <translation>ยอดพ็อต</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/pot_limit/kind.py"/>
        <source>the raise-to</source>
        <translation>ยอดเรสเป็น</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/rake/kind.py"/>
        <source>the rake</source>
        <translation>ค่าต๋ง</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>too slow</source>
        <translation>ช้าเกินไป</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/button_blinds/kind.py"/>
        <source>type the post for seat {seat} as live + dead, for example 5+2</source>
        <translation>พิมพ์เงินที่ลงของที่นั่ง {seat} เป็น ไลฟ์ + ตาย เช่น 5+2</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>you said {given}</source>
        <translation>คุณตอบ {given}</translation>
    </message>
    <message>
        <location filename="../../trainer/kinds/chips/answer.py"/>
        <source>{colour} ({value}) chips</source>
        <extracomment>the label of a box for a number of chips: &quot;Black (100) chips&quot;.</extracomment>
        <translation>ชิปสี{colour} ({value})</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_side.py"/>
        <source>{left:.0f} s left</source>
        <translation>เหลือ {left:.0f} วินาที</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>{right} of {answered} right</source>
        <translation>ถูก {right} จาก {answered} ข้อ</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_feedback.py"/>
        <source>{right} of {answered} right.</source>
        <translation>ตอบถูก {right} จาก {answered} ข้อ</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>{right} right</source>
        <translation>ถูก {right} ข้อ</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_page.py"/>
        <source>{s:.0f} s</source>
        <translation>{s:.0f} วินาที</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_inputs.py"/>
        <source>“{field}” is not answered yet.</source>
        <translation>ยังไม่ได้ตอบ “{field}”</translation>
    </message>
    <message>
        <location filename="../../ui/training/trainer_inputs.py"/>
        <source>“{field}” is not answered yet: type {none} if there is none.</source>
        <translation>ยังไม่ได้ตอบ “{field}” ถ้าไม่มี ให้พิมพ์ {none}</translation>
    </message>
</context>
<context>
    <name>UnsavedAnswers</name>
    <message>
        <location filename="../../ui/window/unsaved_answers.py"/>
        <source>Answers not saved</source>
        <translation>คำตอบยังไม่ได้บันทึก</translation>
    </message>
    <message>
        <location filename="../../ui/window/unsaved_answers.py"/>
        <source>Quit and lose them</source>
        <translation>ออกและทิ้งคำตอบเหล่านั้น</translation>
    </message>
    <message>
        <location filename="../../ui/window/unsaved_answers.py"/>
        <source>Save elsewhere…</source>
        <translation>บันทึกไว้ที่อื่น…</translation>
    </message>
    <message>
        <location filename="../../ui/window/unsaved_answers.py"/>
        <source>Try again</source>
        <translation>ลองอีกครั้ง</translation>
    </message>
    <message>
        <location filename="../../ui/window/unsaved_answers.py"/>
        <source>Try again (after freeing some space), save your progress to another place, or quit and lose them?</source>
        <translation>ลองอีกครั้ง (หลังจากเคลียร์พื้นที่ดิสก์) บันทึกความก้าวหน้าไว้ที่อื่น หรือออกและทิ้งคำตอบเหล่านั้น?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/window/unsaved_answers.py"/>
        <source>Your progress, with the {count} answer not saved here, is saved in {path}.</source>
        <extracomment>English plural: Your progress, with the {count} answers not saved here, is saved in {path}.</extracomment>
        <translation>
            <numerusform>บันทึกความก้าวหน้าพร้อมคำตอบ {count} ข้อที่ยังไม่ได้บันทึกไว้ที่ {path} แล้ว</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/window/unsaved_answers.py"/>
        <source>the progress database cannot be written</source>
        <translation>เขียนฐานข้อมูลความก้าวหน้าไม่ได้</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/window/unsaved_answers.py"/>
        <source>{count} answer could not be saved yet: {why}. It is kept while dealerdesk is open.</source>
        <extracomment>English plural: {count} answers could not be saved yet: {why}. They are kept while dealerdesk is open.</extracomment>
        <translation>
            <numerusform>คำตอบ {count} ข้อยังบันทึกไม่ได้: {why} คำตอบจะถูกเก็บไว้ตราบที่ dealerdesk ยังเปิดอยู่</numerusform>
        </translation>
    </message>
</context>
</TS>
