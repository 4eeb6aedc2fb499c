# Palace ไคลเอนต์บนเบราว์เซอร์: แค็ตตาล็อกภาษาไทย

## Terms

-brand = Palace
-xiangqi = หมากรุกจีน
-janggi = หมากรุกเกาหลี
-red = ฝ่ายแดง
-black = ฝ่ายดำ
-cho = ฝ่ายโช
-han = ฝ่ายฮัน

## Page and header

title-start = { -brand }: { -janggi }และ{ -xiangqi }
title-game = { -brand }: { $first } พบ { $second }
brand = { -brand }
pieces-label = ตัวหมาก
language-label = ภาษา
sound-label = เสียง
skip-to-board = ข้ามไปที่กระดาน

## Piece sets

pieceset-traditional = ตัวอักษรจีนแบบดั้งเดิม
pieceset-readable = หนึ่งตัวอักษรต่อชนิดหมาก
pieceset-letters = ตัวอักษรละติน
pieceset-pictures = รูปภาพ

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = ขุน
piece-xiangqi-a = ที่ปรึกษา
piece-xiangqi-b = ช้าง
piece-xiangqi-n = ม้า
piece-xiangqi-r = รถ
piece-xiangqi-c = ปืนใหญ่
piece-xiangqi-p = ทหาร
piece-janggi-k = ขุน
piece-janggi-a = องครักษ์
piece-janggi-b = ช้าง
piece-janggi-n = ม้า
piece-janggi-r = รถ
piece-janggi-c = ปืนใหญ่
piece-janggi-p = ทหาร

## Start screen

start-heading = เล่น{ -janggi }หรือ{ -xiangqi }
resume-button = เล่นเกมของคุณต่อ
game-legend = เกม
game-xiangqi = { -xiangqi }
game-xiangqi-sub = เซียงฉี (象棋)
game-janggi = { -janggi }
game-janggi-sub = จังกี (장기)
opponent-legend = คู่แข่ง
mode-computer = คอมพิวเตอร์
mode-local = สองผู้เล่น
mode-local-sub = บนอุปกรณ์นี้
mode-friend = ชวนเพื่อน
mode-friend-sub = ส่งลิงก์
level-legend = ระดับ
level-select-label = ระดับ 1 ถึง 8
level-easy = ง่าย
level-easy-about = เดินพลาดบ้าง เหมาะสำหรับฝึกการเดินหมาก
level-normal = ปานกลาง
level-normal-about = เดินอย่างมีเหตุผลและลงโทษหมากที่ไม่มีตัวคุ้มกัน
level-hard = ยาก
level-hard-about = ระดับที่เก่งที่สุด: คิดนานที่สุดและแทบไม่เดินพลาด
score-level = ผลงานของคุณที่ระดับ { $level }: ชนะ { $won } แพ้ { $lost } เสมอ { $drawn }
score-friend = เมื่อเล่นกับเพื่อน: ชนะ { $won } แพ้ { $lost } เสมอ { $drawn }
score-local = เกมบนอุปกรณ์นี้: { $first } ชนะ { $firstWins } { $second } ชนะ { $secondWins } เสมอ { $drawn }
side-legend = ฝ่ายของคุณ
side-moves-first = เดินก่อน
side-moves-second = เดินทีหลัง
side-random = สุ่ม
side-at-bottom = { $side }อยู่ด้านล่าง
rules-legend = กติกา
rules-advanced = ขั้นสูง: เข้ากันได้กับ Fairy-Stockfish
rules-xiangqi-standard = มาตรฐาน (กติกาเอเชีย กฎการเดินซ้ำแบบย่อ)
rules-xiangqi = Fairy-Stockfish: { -xiangqi }
rules-janggi-standard = มาตรฐาน (เลือกการจัดหมาก บิกจังตัดสินด้วยคะแนน)
rules-janggi-club = สโมสร (จัดหมากตายตัว ปืนใหญ่เลื่อนได้)
rules-janggi-strict = เคร่งครัด (ห้ามผ่าน)
rules-janggi = Fairy-Stockfish: { -janggi }
rules-janggitraditional = Fairy-Stockfish: แบบดั้งเดิม
rules-janggimodern = Fairy-Stockfish: แบบสมัยใหม่ (Kakao)
rules-janggicasual = Fairy-Stockfish: แบบสบาย ๆ
setup-hint = { -janggi }: ก่อนเดินตาแรก แต่ละฝ่ายจะเลือกตำแหน่งม้าและช้างของตน โดย{ -han }เลือกก่อน แล้วจึงเป็น{ -cho }
start-button = เริ่ม
start-failed = เริ่มเกมไม่ได้: { $reason }

## A game link that leads nowhere

not-found-heading = ไม่มีเกมที่นี่
not-found-text = ไม่มีเกมอยู่ที่ลิงก์นี้ อาจพิมพ์ลิงก์ผิด หรือเกมนี้ไม่มีอยู่แล้ว
not-found-home = เริ่มเกมใหม่

## Game screen

board-label = กระดาน
board-help = ใช้ปุ่มลูกศรเลื่อนเคอร์เซอร์ กด Enter หรือ Space เพื่อหยิบและวางหมาก กด Escape เพื่อยกเลิก
review-start = ตำแหน่งเริ่มต้น
review-after = หลังตาที่ { $ply } จาก { $total }
review-first = ตำแหน่งเริ่มต้น
review-prev = ตาก่อนหน้า
review-next = ตาถัดไป
review-live = กลับไปที่เกม
turn-connecting = กำลังเชื่อมต่อ…
turn-reconnecting = กำลังเชื่อมต่อใหม่…
turn-choose-setup = เลือกการจัดหมากของคุณ ({ $side })
turn-waiting-setup = กำลังรอ{ $side }เลือกการจัดหมาก…
turn-side-to-move = ตาของ{ $side }
turn-yours = ตาของคุณ ({ $side })
turn-computer = คอมพิวเตอร์ ({ $side }) กำลังคิด…
turn-waiting-friend = กำลังรอเพื่อนของคุณเข้าร่วมเป็น{ $side }…
turn-waiting = กำลังรอ{ $side }…
check-xiangqi = รุก!
check-janggi = จังกุน (รุก)!
notice-watching = คุณกำลังดูเกมนี้
notice-seat-taken = ที่นั่งทั้งสองมีคนแล้ว: คุณกำลังดูเกมนี้
notice-invite-failed = คำเชิญนี้ใช้ไม่ได้: คุณกำลังดูเกมนี้
notice-repetition = ตำแหน่งนี้เกิดขึ้นสองครั้งแล้ว หากเกิดขึ้นเป็นครั้งที่สาม เกมจะจบลง (ฝ่ายที่รุกทุกตาจะแพ้)
notice-bikjang = บิกจัง: ขุนทั้งสองหันหน้าเข้าหากันบนแนวตั้งที่ไม่มีหมากขวาง

## Players

player-you = { $side }: คุณ
player-this-device = { $side }: อุปกรณ์นี้
player-computer = { $side }: คอมพิวเตอร์ ระดับ { $level }
player-waiting-friend = { $side }: กำลังรอเพื่อน
player-friend = { $side }: เพื่อนของคุณ
player-friend-away = { $side }: เพื่อนของคุณ (ไม่อยู่)
player-other = { $side }: ผู้เล่น
player-other-away = { $side }: ผู้เล่น (ไม่อยู่)
to-move = ถึงตาเดิน
spectators = { $count } คนกำลังดู
invite-prompt = ส่งลิงก์นี้ให้เพื่อนของคุณ:
invite-link-label = ลิงก์คำเชิญ
copy = คัดลอก
copied = คัดลอกแล้ว
points = คะแนน: { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = { $side }เสียหมาก:
captured-none = { $side }เสียหมาก: ไม่มี

## Buttons

pass = ผ่าน
undo = ย้อนตาเดิน
flip = พลิกกระดาน
flip-title = หมุนกระดานกลับด้าน
resign = ยอมแพ้
new-game = เกมใหม่
moves-heading = การเดิน
coords-label = พิกัด
copy-moves = คัดลอกการเดิน
moves-copied = คัดลอกการเดินแล้ว
move-pass = ผ่าน
move-title = ตาที่ { $ply }: { $move }

## Janggi setup choice

setup-title-mine = { $side }: เลือกตำแหน่งม้าและช้างของคุณ
setup-title-other = { $side }กำลังเลือกการจัดหมาก…
setup-han-chose = { -han }เลือก { $setup }
setup-order = { -han }เลือกก่อน แล้วจึงเป็น{ -cho }
setup-named = เรียกชื่อโดยนับจากด้านซ้ายของผู้เล่นแต่ละฝ่าย
setup-ma-sang-sang-ma = 馬象象馬 ม้า ช้าง ช้าง ม้า
setup-sang-ma-sang-ma = 象馬象馬 ช้าง ม้า ช้าง ม้า
setup-ma-sang-ma-sang = 馬象馬象 ม้า ช้าง ม้า ช้าง
setup-sang-ma-ma-sang = 象馬馬象 ช้าง ม้า ม้า ช้าง

## Dialogs

resign-question = ยอมแพ้เกมนี้หรือไม่?
resign-yes = ยอมแพ้
keep-playing = เล่นต่อ
pass-question = ถ้าผ่านตอนนี้ เกมจะจบลง { $outcome } ยังจะผ่านหรือไม่?
pass-yes = ผ่านและจบเกม
over-title = เกมจบแล้ว
over-won = คุณชนะ!
over-lost = คุณแพ้
over-draw = เสมอ
over-points = คะแนน: { $first } { $firstPoints }, { $second } { $secondPoints }
score-after-level = เมื่อเล่นกับระดับ { $level }: ชนะ { $won } แพ้ { $lost } เสมอ { $drawn }
score-after-friend = เมื่อเล่นกับเพื่อน: ชนะ { $won } แพ้ { $lost } เสมอ { $drawn }
score-after-local = เกมบนอุปกรณ์นี้: { $first } ชนะ { $firstWins } { $second } ชนะ { $secondWins } เสมอ { $drawn }
play-again = เล่นอีกครั้ง
look-at-board = ดูกระดาน

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = { $side }ชนะด้วยการรุกจน
outcome-win-no-legal-moves = { $side }ชนะ: อีกฝ่ายไม่มีตาเดินที่ถูกกติกา
outcome-win-bikjang = { $side }ชนะด้วยคะแนนหลังบิกจัง (ขุนทั้งสองหันหน้าเข้าหากัน)
outcome-win-repetition = { $side }ชนะจากการเดินซ้ำตำแหน่งเดิม
outcome-win-perpetual-check = { $side }ชนะ: อีกฝ่ายรุกซ้ำไม่หยุด
outcome-win-double-pass = { $side }ชนะด้วยคะแนนหลังจากทั้งสองฝ่ายผ่าน
outcome-win-ply-limit = { $side }ชนะด้วยคะแนนเมื่อครบจำนวนตาที่กำหนด
outcome-win-quiet-limit = { $side }ชนะหลังจากเดินหลายตาเกินไปโดยไม่มีการกินหมาก
outcome-win-bare-material = { $side }ชนะ: อีกฝ่ายไม่เหลือหมากที่ใช้โจมตีได้
outcome-win-resignation = { $side }ชนะเพราะอีกฝ่ายยอมแพ้
outcome-win-agreement = { $side }ชนะตามข้อตกลง
outcome-win = { $side }ชนะ
outcome-draw-bikjang = เสมอด้วยบิกจัง (ขุนทั้งสองหันหน้าเข้าหากัน)
outcome-draw-repetition = เสมอจากการเดินซ้ำตำแหน่งเดิม
outcome-draw-perpetual-check = เสมอ: ทั้งสองฝ่ายรุกซ้ำไม่หยุด
outcome-draw-double-pass = เสมอ: ทั้งสองฝ่ายผ่าน
outcome-draw-ply-limit = เสมอเมื่อครบจำนวนตาที่กำหนด
outcome-draw-quiet-limit = เสมอหลังจากเดินหลายตาเกินไปโดยไม่มีการกินหมาก
outcome-draw-bare-material = เสมอ: ไม่มีฝ่ายใดเหลือหมากที่ใช้โจมตีได้
outcome-draw-agreement = เสมอตามข้อตกลง
outcome-draw = เสมอ

## Board cells and announcements for screen readers

point-empty = { $point }, ว่าง
point-piece = { $piece }{ $side }, { $point }
point-target = { $point }, ว่าง, เดินมาที่นี่ได้
point-capture = { $piece }{ $side }, { $point }, กินได้
announce-picked = หยิบ{ $piece }ที่ { $point }: มีจุดที่เดินไปได้ { $count } จุด
announce-cannot-move = { $piece }ที่ { $point } เดินไม่ได้ในตอนนี้
announce-put-down = วางแล้ว
announce-move = { $side }: { $move }
announce-pass = { $side }ผ่าน

## Errors, by the server's codes

error-not-connected = ไม่ได้เชื่อมต่อกับเซิร์ฟเวอร์ กำลังลองใหม่…
error-unreachable = ติดต่อเซิร์ฟเวอร์ไม่ได้
error-unknown-game = ไม่มีเกมนี้
error-wrong-token = เบราว์เซอร์นี้ไม่มีที่นั่งในเกมนี้
error-spectator = คุณกำลังดูเกมนี้อยู่ จึงเดินหมากไม่ได้
error-not-your-turn = ยังไม่ถึงตาของคุณ
error-malformed-move = เซิร์ฟเวอร์ไม่เข้าใจตาเดินนั้น
error-illegal-move = ตาเดินนั้นผิดกติกา
error-game-over = เกมจบแล้ว
error-undo-not-allowed = เกมนี้ไม่อนุญาตให้ย้อนตาเดิน
error-setup-pending = ยังอยู่ระหว่างการเลือกการจัดหมาก
error-no-setup = ตอนนี้ไม่มีการจัดหมากให้เลือก
error-unknown-setup = ไม่มีการจัดหมากแบบนั้น
error-nothing-to-undo = ไม่มีตาเดินให้ย้อนกลับ
error-wrong-invite = คำเชิญนี้ใช้ไม่ได้
error-seat-taken = ที่นั่งทั้งสองมีคนแล้ว
error-unavailable = เกมกำลังไม่ว่าง โปรดลองใหม่ในอีกสักครู่
error-storage = เซิร์ฟเวอร์บันทึกเกมไม่ได้ โปรดลองใหม่
error-storage-unavailable = ขณะนี้เซิร์ฟเวอร์บันทึกเกมไม่ได้ โปรดลองใหม่ภายหลัง
error-too-many-spectators = มีคนดูเกมนี้มากเกินไป กำลังลองใหม่…
error-bad-request = เซิร์ฟเวอร์ไม่เข้าใจคำขอ
error-too-large = คำขอมีขนาดใหญ่เกินไป
error-malformed = เซิร์ฟเวอร์ไม่เข้าใจข้อความ
error-rate-limited = ส่งข้อความพร้อมกันมากเกินไป กำลังเชื่อมต่อใหม่…
error-other = เกิดข้อผิดพลาด ({ $code })

## Study board and board editor

start-study = ศึกษาเกมที่บันทึกไว้
start-editor = จัดตำแหน่งหมาก
title-study = กระดานศึกษา · Palace
title-editor = ตัวแก้ไขตำแหน่ง · Palace
study-heading = กระดานศึกษา
study-import-legend = นำเข้าบันทึกเกม
study-file-label = เปิดไฟล์
study-drop-hint = GIB, PGN, XQF, DhtmlXQ, CBF หรือ FEN; ลากไฟล์มาวางในหน้านี้ก็ได้
study-paste-label = หรือวางบันทึกเกมหรือ FEN
study-paste-button = อ่าน
study-reading = กำลังอ่าน…
study-read-failed = อ่านบันทึกเกมไม่ได้: { $reason }
study-games-label = เกม
study-game-option = { $number }. { $title }
study-game-errors = เกมในไฟล์ที่อ่านไม่ได้: { $count } เกมแรก: { $detail }
study-empty = นำเข้าบันทึกเกม หรือเปิดตำแหน่งจากตัวแก้ไข
study-ply = ตาที่ { $ply } จาก { $total }
study-branch = ตาที่ { $ply } ของแนวของคุณตั้งแต่ตาที่ { $from }
study-back-to-game = กลับไปที่เกม
study-last = ตาสุดท้าย
study-export-legend = ส่งออก
study-fen-label = FEN
study-copy-fen = คัดลอก FEN
study-edit-position = แก้ไขตำแหน่งนี้
study-export-what = อะไร
study-export-line = แนวบนกระดาน
study-export-game = เกมตามที่นำเข้า
study-format-label = รูปแบบ
study-format-pgn = PGN, พิกัด
study-format-wxf = PGN, ตาเดินแบบ WXF
study-format-chinese = PGN, ตาเดินภาษาจีน
study-format-korean = PGN, ตาเดินภาษาเกาหลี
study-format-gib = GIB
study-format-fen = FEN ของตำแหน่งที่แสดง
study-export-button = แสดง
study-download = ดาวน์โหลด
editor-heading = ตัวแก้ไขตำแหน่ง
editor-palette-label = หมากที่จะวาง
editor-turn-label = ฝ่ายที่ได้เดิน
editor-start = ตำแหน่งเริ่มต้น
editor-clear = ล้างกระดาน
editor-check = ตรวจตำแหน่ง
editor-open-study = เปิดในกระดานศึกษา
editor-valid = ตำแหน่งนี้ถูกต้อง
editor-piece = { $piece } ({ $side })
editor-remove = เอาหมากออก
editor-fault-bad-fen = อ่าน FEN ไม่ได้
editor-fault-general-count = { $side } ต้องมี { $piece } หนึ่งตัวพอดี
editor-fault-general-outside-palace = { $piece } ({ $side }) ที่ { $point } อยู่นอกวังของตน
editor-fault-generals-facing = ขุนทั้งสองหันหน้าเข้าหากันโดยไม่มีอะไรขวาง
editor-fault-too-many = { $side } มี { $piece } { $count } ตัว มีได้ไม่เกิน { $max } ตัว
editor-fault-misplaced = { $piece } ({ $side }) ที่ { $point } อยู่ในจุดที่ไม่มีทางไปถึงได้
editor-fault-soldier-behind-start = { $piece } ({ $side }) ที่ { $point } อยู่หลังแนวเริ่มต้น เบี้ยไม่เคยถอยหลัง
editor-fault-opponent-in-check = ฝ่ายที่ไม่ได้เดินกำลังถูกรุก
editor-play-computer = เล่นกับคอมพิวเตอร์
editor-play-friend = เล่นกับเพื่อน
study-this-game = ศึกษาเกมนี้

## lessons
start-lessons = บทเรียน
lessons-heading = บทเรียน
lessons-intro = แต่ละบทเรียนสอนกติกาหนึ่งข้อบนหนึ่งตำแหน่ง: อ่านกติกา เปรียบเทียบตาเดินที่ทำเครื่องหมายไว้ แล้วเดินคำตอบบนกระดาน
lessons-progress = แก้ได้ { $done } จาก { $total }
lessons-solved = แก้ได้แล้ว
lessons-step-rule = กติกา
lessons-step-compare = เปรียบเทียบตาเดินเหล่านี้
lessons-step-play = ตาของคุณ
lessons-play-hint = เดินคำตอบของคุณบนกระดาน
lessons-right = ถูกต้อง!
lessons-wrong = ไม่ใช่ตานี้
lessons-show-answer = ดูคำตอบ
lessons-try-again = ลองอีกครั้ง
lessons-next = บทเรียนถัดไป
lessons-all = บทเรียนทั้งหมด
lessons-review = สรุป
lessons-candidate = { $piece } { $move }
lessons-not-found = ไม่มีบทเรียนนี้
lesson-q-capture = ตาเดินไหนได้หมาก?
lesson-q-mate = หาตาจนในตาเดียว
lesson-q-check = คุณถูกรุก คำตอบที่ดีที่สุดคืออะไร?
lesson-q-safe = ม้าของคุณถูกโจมตี ควรไปที่ไหน?
lesson-q-bikjang = ขุนทั้งสองหันหน้าเข้าหากัน จงทำลายบิกจัง
lesson-q-pass = ตรงนี้ควรทำอะไรดีที่สุด?
lesson-q-points = กินตัวไหนได้แต้มมากที่สุด?
lesson-xq-cannon-screen-title = ฉากของปืนใหญ่
lesson-xq-cannon-screen-rule = ปืนใหญ่เดินเหมือนรถ แต่จะกินได้ก็ต่อเมื่อกระโดดข้ามหมากหนึ่งตัวพอดีของฝ่ายใดก็ได้ ซึ่งเรียกว่าฉาก
lesson-xq-cannon-screen-explain = ทหารดำที่ b6 คือฉาก: ปืนใหญ่กระโดดข้ามแล้วกินรถที่ b8
lesson-xq-cannon-screen-wrong = ตานี้เดินได้แต่ไม่ได้กินอะไร: ปืนใหญ่กินได้เฉพาะข้ามฉาก
lesson-xq-cannon-screen-review = ปืนใหญ่: เลื่อนเพื่อเดิน กระโดดข้ามหนึ่งตัวเพื่อกิน
lesson-xq-cannon-limit-title = สิ่งที่ปืนใหญ่กินไม่ได้
lesson-xq-cannon-limit-rule = ถ้าไม่มีหมากคั่น หรือคั่นสองตัว ปืนใหญ่กินไม่ได้ ต้องมีฉากหนึ่งตัวพอดี
lesson-xq-cannon-limit-explain = ทหารของคุณที่ e5 คือฉากระหว่างปืนใหญ่กับม้าที่ g5 ส่วนรถที่ b9 ไม่มีฉากอยู่ข้างหน้า
lesson-xq-cannon-limit-wrong = ปืนใหญ่แค่เดินไปที่นั่น มันกินรถที่ b9 ไม่ได้: ไม่มีอะไรคั่นอยู่
lesson-xq-cannon-limit-review = ไม่มีฉากก็กินไม่ได้: หาหมากคั่นหนึ่งตัวพอดี
lesson-xq-horse-leg-title = ขาม้า
lesson-xq-horse-leg-rule = ม้าเดินตรงหนึ่งจุด แล้วเฉียงออกด้านนอกอีกหนึ่งจุด ถ้ามีหมากอยู่ที่จุดแรกซึ่งเรียกว่าขา ม้าจะถูกขัด
lesson-xq-horse-leg-explain = ที่ปรึกษาของคุณที่ d3 ขวางทางไปหารถที่ e4 แต่ทางไปหาปืนใหญ่ที่ a4 ยังว่าง
lesson-xq-horse-leg-wrong = ตานี้ไม่ได้กินอะไร จุด d3 ถูกขวาง แต่ b3 ว่าง
lesson-xq-horse-leg-review = ก่อนนับทางเดินของม้า ให้ตรวจขาทุกขา
lesson-xq-elephant-eye-title = ตาช้าง
lesson-xq-elephant-eye-rule = ช้างเดินเฉียงสองจุดพอดีและไม่ข้ามแม่น้ำ ถ้ามีหมากอยู่ที่จุดกลางซึ่งเรียกว่าตา ช้างจะถูกขัด
lesson-xq-elephant-eye-explain = ทหารที่ f4 ขวางทางไป g5 แต่ทางไป c5 เปิดอยู่: ช้างกินม้า
lesson-xq-elephant-eye-wrong = ตานี้ไม่ได้กินอะไร ตา d4 ว่าง ช้างจึงไปถึง c5
lesson-xq-elephant-eye-review = หมากตัวเดียวบนตาช้างก็หยุดช้างได้
lesson-xq-soldier-river-title = ทหารที่ข้ามแม่น้ำ
lesson-xq-soldier-river-rule = ทหารเดินหน้าหนึ่งจุด เมื่อข้ามแม่น้ำแล้วเดินด้านข้างได้ด้วย แต่ถอยหลังไม่ได้เลย
lesson-xq-soldier-river-explain = ทหารที่ e6 ข้ามแม่น้ำแล้ว จึงกินม้าที่ d6 ทางด้านข้างได้ ทหารที่ c5 ยังไม่ข้าม
lesson-xq-soldier-river-wrong = ตานี้ไม่ได้อะไร มีแต่ทหารที่ข้ามแม่น้ำแล้วที่กินด้านข้างได้
lesson-xq-soldier-river-review = ก่อนข้ามแม่น้ำ: เดินหน้าเท่านั้น หลังข้าม: เดินหน้าหรือด้านข้าง
lesson-xq-piece-values-title = ค่าของหมาก
lesson-xq-piece-values-rule = เกณฑ์ที่ใช้กันทั่วไป: รถ 9 ม้าและปืนใหญ่ราว 4.5 ที่ปรึกษาและช้าง 2 ทหาร 1 หรือ 2
lesson-xq-piece-values-explain = ม้ากินได้ทั้งรถและทหาร แต่รถมีค่ามากกว่ามาก
lesson-xq-piece-values-wrong = ได้น้อยกว่ามาก ม้าของคุณกินรถที่ b5 ได้
lesson-xq-piece-values-review = ถ้ากินได้หลายตัว ให้กินตัวที่มีค่าที่สุด
lesson-xq-answer-check-title = การแก้รุก
lesson-xq-answer-check-rule = แก้รุกได้โดยเดินขุน ขวางแนว หรือกินตัวที่รุก ในตำแหน่งนี้ที่ปรึกษาทำให้ขุนขยับไม่ได้
lesson-xq-answer-check-explain = รถที่ a8 กินรถที่รุกอยู่: หายรุกและคุณได้รถหนึ่งคัน
lesson-xq-answer-check-wrong = ตานี้ขวางรุกได้ แต่รถดำยังอยู่ กินมันดีกว่า
lesson-xq-answer-check-review = เมื่อถูกรุก ให้หาทางกินตัวที่รุกก่อน
lesson-xq-flying-general-pin-title = ขุนห้ามเผชิญหน้ากัน
lesson-xq-flying-general-pin-rule = ขุนทั้งสองห้ามอยู่บนแถวตั้งเดียวกันโดยไม่มีอะไรคั่น หมากตัวเดียวที่คั่นอยู่จึงออกจากแถวไม่ได้
lesson-xq-flying-general-pin-explain = ม้าดำที่ e6 เป็นหมากตัวเดียวที่คั่นระหว่างขุน มันหนีไม่ได้ ทหารของคุณจึงกินมัน
lesson-xq-flying-general-pin-wrong = แบบนั้นม้าจะรอด ขุนของคุณตรึงมันอยู่: กินเดี๋ยวนี้
lesson-xq-flying-general-pin-review = ขุนของคุณคุมแถวตั้งที่เปิดอยู่: ใช้มันตรึงหมาก
lesson-xq-flying-general-mate-title = ขุนช่วยรุกจน
lesson-xq-flying-general-mate-rule = เพราะขุนห้ามเผชิญหน้ากัน ขุนของคุณจึงคุมแถวตั้งของมันทั้งแถว
lesson-xq-flying-general-mate-explain = รถรุกที่ b10 ขุนไปที่ d10 ซึ่งเผชิญหน้าขุนของคุณไม่ได้ และไปที่ f10 หรือ e9 ก็ไม่ได้
lesson-xq-flying-general-mate-wrong = ยังไม่จน: ขุนดำยังมีทางหนี
lesson-xq-flying-general-mate-review = นับขุนของคุณเป็นตัวโจมตีด้วย: มันคุมแถวของมัน
lesson-xq-double-chariot-mate-title = รถคู่รุกจน
lesson-xq-double-chariot-mate-rule = รถสองคันรุกจนขุนได้: คันหนึ่งปิดแถวนอน อีกคันรุกในแถวถัดไป
lesson-xq-double-chariot-mate-explain = รถที่ a9 คุมแถว 9 อีกคันรุกที่ b10 ขุนไม่มีจุดว่างให้หนี
lesson-xq-double-chariot-mate-wrong = ขุนหนีได้ ปิดแถว 9 ไว้แล้วรุกในแถว 10
lesson-xq-double-chariot-mate-review = รถคันหนึ่งตัด อีกคันรุก
lesson-xq-horse-chariot-mate-title = ม้ากับรถรุกจน
lesson-xq-horse-chariot-mate-rule = ม้ารุกจากระยะใกล้ ส่วนรถยึดจุดหนีของขุน
lesson-xq-horse-chariot-mate-explain = ม้ารุกจาก g9 (หรือ f8) รถคุม e9 และที่ปรึกษาปิดที่เหลือ
lesson-xq-horse-chariot-mate-wrong = ยังไม่จน ให้ม้ารุกขณะที่รถคุม e9
lesson-xq-horse-chariot-mate-review = รถล้อม ม้ารุก
lesson-xq-horse-cannon-mate-title = ปืนใหญ่หลังม้า
lesson-xq-horse-cannon-mate-rule = ม้าที่อยู่หน้าขุนเป็นฉากให้ปืนใหญ่ได้ และคุมจุดข้างขุนไปพร้อมกัน
lesson-xq-horse-cannon-mate-explain = ปืนใหญ่ที่ e3 รุกข้ามม้าที่ e8 ม้าคุม d10 กับ f10 ปืนใหญ่คุม e9
lesson-xq-horse-cannon-mate-wrong = ยังไม่จน วางปืนใหญ่บนแถวของขุน หลังม้า
lesson-xq-horse-cannon-mate-review = ม้าหน้า ปืนใหญ่หลัง: ท่าจนคลาสสิก
lesson-xq-soldier-mate-title = ทหารรุกจน
lesson-xq-soldier-mate-rule = ทหารที่ข้ามแม่น้ำรุกจนได้เมื่อหมากอื่นคุมจุดหนีของขุน
lesson-xq-soldier-mate-explain = ทหารรุกจาก f9 โดยมีรถคุ้มกัน ขุนไป e10 ไม่ได้: จะเผชิญหน้ากับขุนของคุณ
lesson-xq-soldier-mate-wrong = ยังไม่จน เดินทหารไปจุดที่รถคุ้มกันอยู่
lesson-xq-soldier-mate-review = ถ้าขุนไม่มีที่ไป แม้ทหารก็รุกจนได้
lesson-xq-perpetual-check-title = รุกไม่หยุดคือแพ้
lesson-xq-perpetual-check-rule = ถ้าตำแหน่งเดิมเกิดขึ้นครั้งที่สามและฝ่ายหนึ่งรุกทุกตา ฝ่ายนั้นแพ้ รถรุกจาก a10 มาแล้วสองครั้ง
lesson-xq-perpetual-check-explain = รถที่ i8 รุกที่ i10 ขณะที่อีกคันคุมแถว 9: จน โดยไม่ซ้ำ
lesson-xq-perpetual-check-wrong = รุกจาก a10 ทำให้ตำแหน่งซ้ำครั้งที่สามและจะแพ้ จงหาตาจน
lesson-xq-perpetual-check-review = อย่ารุกซ้ำ: หาการรุกใหม่หรือหาตาจน
lesson-xq-chase-title = การไล่
lesson-xq-chase-rule = การโจมตีหมากตัวเดิมที่ไม่มีตัวคุ้มกันซ้ำแล้วซ้ำอีกคือการไล่ ตามกติกานี้ การไล่ไม่หยุดถือว่าแพ้ เหมือนการรุกไม่หยุด
lesson-xq-chase-explain = ที่ c4 ม้ามีรถของคุณที่ c1 คุ้มกัน: การไล่จบลง
lesson-xq-chase-wrong = ที่นั่นม้ายังไม่มีตัวคุ้มกัน และรถยังไล่ต่อได้
lesson-xq-chase-review = เมื่อถูกไล่ ให้วางหมากในจุดที่มีตัวคุ้มกัน
lesson-jg-cannon-screen-title = ฉากของปืนใหญ่หมากรุกเกาหลี
lesson-jg-cannon-screen-rule = ในหมากรุกเกาหลี ปืนใหญ่ต้องกระโดดข้ามหมากหนึ่งตัวพอดีทั้งตอนเดินและตอนกิน ถ้าไม่มีฉากก็เดินไม่ได้เลย
lesson-jg-cannon-screen-explain = ทหารฝ่ายฮันที่ b6 คือฉาก: ปืนใหญ่กระโดดข้ามแล้วกินรถที่ b8
lesson-jg-cannon-screen-wrong = ปืนใหญ่ลงตรงนั้นได้ แต่ไม่ได้กินอะไร กระโดดข้ามฉากแล้วกินรถ
lesson-jg-cannon-screen-review = ปืนใหญ่หมากรุกเกาหลีต้องกระโดดเสมอ แม้แค่เดิน
lesson-jg-cannon-limit-title = ปืนใหญ่ข้ามปืนใหญ่ไม่ได้
lesson-jg-cannon-limit-rule = ปืนใหญ่หมากรุกเกาหลีใช้ปืนใหญ่เป็นฉากไม่ได้ และกินปืนใหญ่ไม่ได้เลย
lesson-jg-cannon-limit-explain = ข้ามปืนใหญ่ฮันที่ b5 ไม่ได้ รถจึงปลอดภัย ข้ามม้าของคุณที่ c3 ปืนใหญ่กินม้าที่ f3 ได้
lesson-jg-cannon-limit-wrong = ตานี้ไม่ได้กินอะไร ใช้ม้าที่ c3 เป็นฉากแล้วกินม้าที่ f3
lesson-jg-cannon-limit-review = ปืนใหญ่ไม่ข้ามและไม่กินปืนใหญ่
lesson-jg-chariot-diagonal-title = รถในวัง
lesson-jg-chariot-diagonal-rule = ในวัง รถเดินตามเส้นทแยงได้ด้วย
lesson-jg-chariot-diagonal-explain = จาก d3 รถวิ่งตามเส้นทแยงผ่านจุดกลางที่ว่าง e2 แล้วกินปืนใหญ่ที่ f1
lesson-jg-chariot-diagonal-wrong = ตานี้ไม่ได้กินอะไร ในวังรถใช้เส้นทแยงจาก d3 ถึง f1 ได้
lesson-jg-chariot-diagonal-review = เส้นในวังเป็นทางเพิ่มของรถ
lesson-jg-cannon-diagonal-title = ปืนใหญ่บนเส้นทแยงในวัง
lesson-jg-cannon-diagonal-rule = บนเส้นทแยงในวัง ปืนใหญ่กระโดดจากมุมหนึ่งไปมุมตรงข้าม ข้ามหมากที่จุดกลางซึ่งไม่ใช่ปืนใหญ่
lesson-jg-cannon-diagonal-explain = องครักษ์ของคุณที่ e2 คือฉาก: ปืนใหญ่กระโดดจาก d1 ไป f3 แล้วกินรถ
lesson-jg-cannon-diagonal-wrong = ตานี้ไม่ได้กินอะไร กระโดดเฉียงข้ามองครักษ์ที่ e2
lesson-jg-cannon-diagonal-review = ในวังปืนใหญ่กระโดดข้ามจุดกลางได้
lesson-jg-elephant-block-title = ช้างหมากรุกเกาหลี
lesson-jg-elephant-block-rule = ช้างเดินตรงหนึ่งจุด แล้วเฉียงสองจุด ถ้ามีหมากอยู่ที่จุดใดจุดหนึ่งในสองจุดระหว่างทาง ช้างจะถูกขัด
lesson-jg-elephant-block-explain = ทางไป f6 ผ่าน d4 และ e5 เปิดอยู่: ช้างกินม้า ทหารที่ d6 ขวางทางไปหารถ
lesson-jg-elephant-block-wrong = ตานี้ไม่ได้กินอะไร ตรวจทั้งสองจุดในทุกเส้นทางของช้าง
lesson-jg-elephant-block-review = ช้างมีสองจุดให้ตรวจในทุกเส้นทาง
lesson-jg-horse-block-title = ม้าหมากรุกเกาหลี
lesson-jg-horse-block-rule = ม้าเดินตรงหนึ่งจุด แล้วเฉียงออกด้านนอกหนึ่งจุด ถ้ามีหมากอยู่ที่จุดแรก ม้าจะถูกขัด
lesson-jg-horse-block-explain = องครักษ์ของคุณที่ d3 ขวางทางไปหารถที่ e4 ส่วนทางไปหาปืนใหญ่ที่ a4 ผ่าน b3 ยังว่าง
lesson-jg-horse-block-wrong = ตานี้ไม่ได้กินอะไร ม้ายังไปถึง a4 ผ่านจุดว่าง b3 ได้
lesson-jg-horse-block-review = ม้าอิสระได้แค่ไหน ขึ้นกับก้าวแรกของมัน
lesson-jg-soldier-palace-title = ทหารในวัง
lesson-jg-soldier-palace-rule = ทหารหมากรุกเกาหลีเดินหน้าหรือด้านข้าง ในวังของฝ่ายตรงข้ามยังเดินหน้าตามเส้นทแยงได้ด้วย
lesson-jg-soldier-palace-explain = จากมุม d8 ทหารเดินตามเส้นทแยงในวังไป e9 แล้วกินม้า
lesson-jg-soldier-palace-wrong = ตานี้ไม่ได้กินอะไร จาก d8 ทหารเดินเฉียงไป e9 ได้
lesson-jg-soldier-palace-review = ในวังฝ่ายตรงข้าม ทหารใช้เส้นทแยงได้
lesson-jg-points-title = การนับแต้ม
lesson-jg-points-rule = หมากในหมากรุกเกาหลีมีแต้ม: รถ 13 ปืนใหญ่ 7 ม้า 5 ช้าง 3 องครักษ์ 3 ทหาร 2 และฝ่ายฮันได้เพิ่ม 1.5 บางเกมตัดสินด้วยแต้ม
lesson-jg-points-explain = ปืนใหญ่มีค่า 7 แต้ม ม้า 5: กินปืนใหญ่
lesson-jg-points-wrong = ตานี้ได้แต้มน้อยกว่า ปืนใหญ่ 7 ม้า 5
lesson-jg-points-review = รถ 13 ปืนใหญ่ 7 ม้า 5 ช้างและองครักษ์ 3 ทหาร 2
lesson-jg-general-diagonal-title = ขุนบนเส้นทแยง
lesson-jg-general-diagonal-rule = ขุนเดินหนึ่งจุดตามเส้นในวัง รวมเส้นทแยงด้วย และไม่ออกจากวังเลย
lesson-jg-general-diagonal-explain = ขุนเดินเฉียงจาก d3 ไป e2 ออกจากแถวของรถ ไปยังจุดที่ไม่มีใครโจมตี ทหารคุม e3 อยู่
lesson-jg-general-diagonal-wrong = รถที่เข้าไปขวางจะถูกรถฝ่ายฮันกิน ขุนหนีไปทางเฉียงได้
lesson-jg-general-diagonal-review = ในวัง เส้นทแยงคือทางหนี
lesson-jg-bikjang-title = บิกจัง
lesson-jg-bikjang-rule = ขุนสองตัวหันหน้าเข้าหากันบนแถวที่เปิดอยู่เรียกว่าบิกจัง ตามกติกานี้ หลังจากมีการกินหมากแล้ว ฝ่ายที่ถึงตาต้องทำลายมัน ไม่เช่นนั้นเกมจะตัดสินด้วยแต้ม
lesson-jg-bikjang-explain = รถของคุณที่ e5 เข้าไปคั่นระหว่างขุน การย้ายขุนออกจากแถวก็ทำลายบิกจังได้เช่นกัน
lesson-jg-bikjang-wrong = หลังตานี้ขุนยังหันหน้าเข้าหากัน: บิกจังยังอยู่
lesson-jg-bikjang-review = ทำลายบิกจังด้วยการหลบออกหรือวางหมากคั่น
lesson-jg-pass-title = การผ่าน
lesson-jg-pass-rule = ในหมากรุกเกาหลี ฝ่ายที่ไม่ถูกรุกผ่านตาแทนการเดินได้ ในตำแหน่งนี้เดินตาไหนก็เสียองครักษ์
lesson-jg-pass-explain = การผ่านทำให้องครักษ์อยู่ที่ e2 ต่อไป คอยบังขุนของคุณจากรถ
lesson-jg-pass-wrong = ที่ e3 องครักษ์จะถูกทหารที่ d3 กิน การผ่านไม่เสียอะไรเลย
lesson-jg-pass-review = เมื่อเดินตาไหนก็แย่ลง ให้ผ่าน
lesson-jg-double-chariot-mate-title = รถคู่รุกจนในหมากรุกเกาหลี
lesson-jg-double-chariot-mate-rule = รถสองคันรุกจนได้เหมือนในหมากรุกจีน: คันหนึ่งปิดแถวนอน อีกคันรุกในแถวสุดท้าย
lesson-jg-double-chariot-mate-explain = รถที่ a9 คุมแถว 9 และรถที่ b10 รุก ขุนไม่มีจุดว่างให้หนี
lesson-jg-double-chariot-mate-wrong = ขุนหนีได้ ปิดแถว 9 ไว้แล้วรุกในแถว 10
lesson-jg-double-chariot-mate-review = รถคันหนึ่งตัด อีกคันรุก
lesson-jg-horse-chariot-mate-title = ม้ากับรถรุกจนในหมากรุกเกาหลี
lesson-jg-horse-chariot-mate-rule = รถรุกบนแถวสุดท้าย ขณะที่ม้าคุมทางออกของขุน
lesson-jg-horse-chariot-mate-explain = รถรุกจาก i10 ม้าที่ c8 คุม e9 และ d10 กับ f10 อยู่บนแนวของรถ
lesson-jg-horse-chariot-mate-wrong = ยังไม่จน รุกในแถว 10 ที่ม้าคุม e9 อยู่
lesson-jg-horse-chariot-mate-review = ม้าคุม รถรุก
lesson-jg-cannon-mate-title = ปืนใหญ่รุกจนในหมากรุกเกาหลี
lesson-jg-cannon-mate-rule = ปืนใหญ่รุกข้ามฉาก ทหารหน้าขุนเป็นฉากที่ดีและคุมจุดหนีด้วย
lesson-jg-cannon-mate-explain = ปืนใหญ่ที่ d3 รุกข้ามทหารที่ d8 จุด d9 และ e9 ถูกคุม และไม่มีหมากเข้ามาคั่นได้
lesson-jg-cannon-mate-wrong = ยังไม่จน ให้ปืนใหญ่กระโดดไปอยู่บนแถวของขุน หลังทหารที่ d8
lesson-jg-cannon-mate-review = ทหารหนึ่งตัวเป็นได้ทั้งฉากและยาม
lesson-jg-perpetual-check-title = รุกไม่หยุดในหมากรุกเกาหลี
lesson-jg-perpetual-check-rule = ถ้าตำแหน่งเดิมเกิดขึ้นครั้งที่สามและฝ่ายหนึ่งรุกทุกตา ฝ่ายนั้นแพ้ รถรุกจาก a10 มาแล้วสองครั้ง
lesson-jg-perpetual-check-explain = รถรุกจาก i10 ขณะที่อีกคันคุมแถว 9: จน โดยไม่ซ้ำ
lesson-jg-perpetual-check-wrong = รุกจาก a10 อีกครั้งทำให้ตำแหน่งซ้ำและแพ้ จงหาตาจน
lesson-jg-perpetual-check-review = อย่ารุกซ้ำ: หาการรุกใหม่หรือหาตาจน
