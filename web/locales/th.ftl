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

## analysis
analysis-legend = การวิเคราะห์ของเอนจิน
analysis-on = วิเคราะห์
analysis-lines-label = จำนวนแนวเดิน
analysis-depth = ความลึก { $depth }
analysis-waiting = เอนจินกำลังคิด…
analysis-no-moves = ตำแหน่งนี้ไม่มีตาเดินที่ถูกกติกา
analysis-mate = { $side } รุกจนใน { $moves } ตา
analysis-line-title = แนวที่ { $number }: { $moves }
analysis-graph-button = ประเมินทั้งเกม
analysis-graph-label = การประเมินหลังแต่ละตา คลิกเพื่อไปยังตานั้น
analysis-graph-progress = ประเมินแล้ว { $done } จาก { $total } ตำแหน่ง
analysis-graph-done = ตาที่พลาดทำเครื่องหมายสีแดง คลิกที่กราฟเพื่อไปยังตานั้น
analysis-mistake = ตาที่ { $ply } ({ $move }): ตาพลาด เสีย { $drop }
analysis-too-many = มีกระดานวิเคราะห์เปิดจากที่อยู่ของคุณมากเกินไป ปิดหนึ่งกระดานแล้วลองใหม่
analysis-no-engine = เซิร์ฟเวอร์นี้ไม่มีเอนจินสำหรับวิเคราะห์
analysis-failed = การวิเคราะห์ล้มเหลว: { $reason }
editor-keys-hint = บนกระดาน: ปุ่มลูกศรเลื่อน ตัวอักษร FEN เลือกหมาก (ตัวพิมพ์ใหญ่สำหรับผู้เล่นคนแรก: K A B N R C P) Enter หรือ Space วางหมาก Delete เอาออก x เลือกการเอาออก
