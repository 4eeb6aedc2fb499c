# Palace, ứng dụng chơi trên trình duyệt: danh mục tiếng Việt.

## Terms

-brand = Palace
-xiangqi = Cờ tướng
-janggi = Janggi
-red = Đỏ
-black = Đen
-cho = Sở
-han = Hán

## Page and header

title-start = { -brand }: { -janggi } và { -xiangqi }
title-game = { -brand }: { $first } đấu với { $second }
brand = { -brand }
pieces-label = Quân cờ
language-label = Ngôn ngữ
sound-label = Âm thanh
skip-to-board = Chuyển đến bàn cờ

## Piece sets

pieceset-traditional = Chữ Hán truyền thống
pieceset-readable = Mỗi loại quân một chữ
pieceset-letters = Chữ cái
pieceset-pictures = Hình vẽ

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = Tướng
piece-xiangqi-a = Sĩ
piece-xiangqi-b = Tượng
piece-xiangqi-n = Mã
piece-xiangqi-r = Xe
piece-xiangqi-c = Pháo
piece-xiangqi-p = Tốt
piece-janggi-k = Tướng
piece-janggi-a = Sĩ
piece-janggi-b = Tượng
piece-janggi-n = Mã
piece-janggi-r = Xe
piece-janggi-c = Pháo
piece-janggi-p = Tốt

## Start screen

start-heading = Chơi { -janggi } hoặc { -xiangqi }
resume-button = Tiếp tục ván đang chơi
game-legend = Trò chơi
game-xiangqi = { -xiangqi }
game-xiangqi-sub = Cờ tướng Trung Quốc
game-janggi = { -janggi }
game-janggi-sub = Cờ tướng Hàn Quốc
opponent-legend = Đối thủ
mode-computer = Máy tính
mode-local = Hai người chơi
mode-local-sub = trên thiết bị này
mode-friend = Mời bạn bè
mode-friend-sub = gửi đường liên kết
level-legend = Cấp độ
level-select-label = Cấp độ 1 đến 8
level-easy = Dễ
level-easy-about = Hay đi sai: phù hợp để học cách đi quân.
level-normal = Trung bình
level-normal-about = Chơi chắc chắn và trừng phạt những quân không được bảo vệ.
level-hard = Khó
level-hard-about = Cấp độ mạnh nhất: suy nghĩ lâu nhất và hiếm khi mắc lỗi.
score-level = Thành tích của bạn ở cấp độ { $level }: thắng { $won }, thua { $lost }, hòa { $drawn }
score-friend = Với bạn bè: thắng { $won }, thua { $lost }, hòa { $drawn }
score-local = Các ván trên thiết bị này: { $first } thắng { $firstWins }, { $second } thắng { $secondWins }, hòa { $drawn }
side-legend = Bên của bạn
side-moves-first = đi trước
side-moves-second = đi sau
side-random = Ngẫu nhiên
side-at-bottom = { $side } ở phía dưới
rules-legend = Luật chơi
rules-advanced = Nâng cao: tương thích Fairy-Stockfish
rules-xiangqi-standard = Tiêu chuẩn (luật châu Á, luật lặp nước đơn giản hóa)
rules-xiangqi = Fairy-Stockfish: { -xiangqi }
rules-janggi-standard = Tiêu chuẩn (tự chọn thế bày quân, bikjang tính điểm)
rules-janggi-club = Câu lạc bộ (thế bày quân cố định, pháo trượt)
rules-janggi-strict = Nghiêm ngặt (không được bỏ lượt)
rules-janggi = Fairy-Stockfish: { -janggi }
rules-janggitraditional = Fairy-Stockfish: truyền thống
rules-janggimodern = Fairy-Stockfish: hiện đại (Kakao)
rules-janggicasual = Fairy-Stockfish: thoải mái
setup-hint = { -janggi }: trước nước đi đầu tiên, mỗi bên chọn vị trí đặt Mã và Tượng của mình, { -han } chọn trước, sau đó đến { -cho }.
start-button = Bắt đầu
start-failed = Không thể bắt đầu ván cờ: { $reason }

## A game link that leads nowhere

not-found-heading = Không có ván cờ nào ở đây
not-found-text = Không có ván cờ nào ở đường liên kết này. Có thể đường liên kết bị gõ sai, hoặc ván cờ không còn tồn tại.
not-found-home = Bắt đầu ván mới

## Game screen

board-label = Bàn cờ
board-help = Phím mũi tên di chuyển con trỏ, Enter hoặc Space để nhấc quân lên và đặt xuống, Escape để hủy.
review-start = Thế cờ ban đầu
review-after = Sau nước thứ { $ply } (tổng cộng { $total } nước)
review-first = Thế cờ ban đầu
review-prev = Nước trước
review-next = Nước sau
review-live = Quay lại ván cờ
turn-connecting = Đang kết nối…
turn-reconnecting = Đang kết nối lại…
turn-choose-setup = Hãy chọn thế bày quân ({ $side }).
turn-waiting-setup = Đang chờ { $side } chọn thế bày quân…
turn-side-to-move = Đến lượt { $side } đi.
turn-yours = Đến lượt bạn ({ $side }).
turn-computer = Máy tính ({ $side }) đang suy nghĩ…
turn-waiting-friend = Đang chờ bạn của bạn vào chơi bên { $side }…
turn-waiting = Đang chờ { $side }…
check-xiangqi = Chiếu tướng!
check-janggi = Janggun (chiếu tướng)!
notice-watching = Bạn đang xem ván cờ này.
notice-seat-taken = Cả hai chỗ đã có người: bạn đang xem ván cờ này.
notice-invite-failed = Lời mời này không dùng được: bạn đang xem ván cờ này.
notice-repetition = Thế cờ này đã xuất hiện hai lần. Nếu xuất hiện lần thứ ba, ván cờ kết thúc (bên nào chiếu tướng ở mọi nước sẽ bị xử thua).
notice-bikjang = Bikjang: hai Tướng đối mặt nhau trên một cột không bị cản.

## Players

player-you = { $side }: bạn
player-this-device = { $side }: thiết bị này
player-computer = { $side }: máy tính, cấp độ { $level }
player-waiting-friend = { $side }: đang chờ bạn bè
player-friend = { $side }: bạn của bạn
player-friend-away = { $side }: bạn của bạn (vắng mặt)
player-other = { $side }: người chơi
player-other-away = { $side }: người chơi (vắng mặt)
to-move = đến lượt
spectators = { $count } người đang xem
invite-prompt = Gửi đường liên kết này cho bạn của bạn:
invite-link-label = Đường liên kết mời
copy = Sao chép
copied = Đã sao chép
points = Điểm: { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = { $side } bị ăn:
captured-none = { $side } bị ăn: không có

## Buttons

pass = Bỏ lượt
undo = Đi lại
flip = Xoay bàn cờ
flip-title = Xoay ngược bàn cờ
resign = Xin thua
new-game = Ván mới
moves-heading = Các nước đi
coords-label = tọa độ
copy-moves = Sao chép các nước đi
moves-copied = Đã sao chép các nước đi
move-pass = bỏ lượt
move-title = Nước { $ply }: { $move }

## Janggi setup choice

setup-title-mine = { $side }: hãy chọn vị trí đặt Mã và Tượng
setup-title-other = { $side } đang chọn thế bày quân…
setup-han-chose = { -han } đã chọn { $setup }.
setup-order = { -han } chọn trước, sau đó đến { -cho }.
setup-named = Tên gọi tính từ phía bên trái của mỗi người chơi.
setup-ma-sang-sang-ma = 馬象象馬 Mã, Tượng, Tượng, Mã
setup-sang-ma-sang-ma = 象馬象馬 Tượng, Mã, Tượng, Mã
setup-ma-sang-ma-sang = 馬象馬象 Mã, Tượng, Mã, Tượng
setup-sang-ma-ma-sang = 象馬馬象 Tượng, Mã, Mã, Tượng

## Dialogs

resign-question = Xin thua ván này?
resign-yes = Xin thua
keep-playing = Chơi tiếp
pass-question = Bỏ lượt lúc này sẽ kết thúc ván cờ. { $outcome } Vẫn bỏ lượt?
pass-yes = Bỏ lượt và kết thúc ván cờ
over-title = Ván cờ kết thúc
over-won = Bạn thắng!
over-lost = Bạn thua
over-draw = Hòa
over-points = Điểm: { $first } { $firstPoints }, { $second } { $secondPoints }.
score-after-level = Với cấp độ { $level }: thắng { $won }, thua { $lost }, hòa { $drawn }.
score-after-friend = Với bạn bè: thắng { $won }, thua { $lost }, hòa { $drawn }.
score-after-local = Các ván trên thiết bị này: { $first } thắng { $firstWins }, { $second } thắng { $secondWins }, hòa { $drawn }.
play-again = Chơi lại
look-at-board = Xem bàn cờ

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = { $side } thắng do chiếu bí.
outcome-win-no-legal-moves = { $side } thắng: bên kia không còn nước đi hợp lệ.
outcome-win-bikjang = { $side } thắng tính điểm sau bikjang (hai Tướng đối mặt nhau).
outcome-win-repetition = { $side } thắng do lặp lại thế cờ.
outcome-win-perpetual-check = { $side } thắng: bên kia chiếu dai.
outcome-win-double-pass = { $side } thắng tính điểm sau khi cả hai bên đều bỏ lượt.
outcome-win-ply-limit = { $side } thắng tính điểm khi đạt giới hạn số nước.
outcome-win-quiet-limit = { $side } thắng sau quá nhiều nước không ăn quân.
outcome-win-bare-material = { $side } thắng: bên kia không còn quân tấn công nào.
outcome-win-resignation = { $side } thắng do đối phương xin thua.
outcome-win-agreement = { $side } thắng theo thỏa thuận.
outcome-win = { $side } thắng.
outcome-draw-bikjang = Hòa do bikjang (hai Tướng đối mặt nhau).
outcome-draw-repetition = Hòa do lặp lại thế cờ.
outcome-draw-perpetual-check = Hòa: cả hai bên đều chiếu dai.
outcome-draw-double-pass = Hòa: cả hai bên đều bỏ lượt.
outcome-draw-ply-limit = Hòa khi đạt giới hạn số nước.
outcome-draw-quiet-limit = Hòa sau quá nhiều nước không ăn quân.
outcome-draw-bare-material = Hòa: cả hai bên đều không còn quân tấn công nào.
outcome-draw-agreement = Hòa theo thỏa thuận.
outcome-draw = Hòa.

## Board cells and announcements for screen readers

point-empty = { $point }, trống
point-piece = { $piece } { $side }, { $point }
point-target = { $point }, trống, bạn có thể đi đến đây
point-capture = { $piece } { $side }, { $point }, bạn có thể ăn quân này
announce-picked = Đã nhấc { $piece } ở { $point }: có { $count } điểm có thể đi đến.
announce-cannot-move = { $piece } ở { $point } hiện không thể đi.
announce-put-down = Đã đặt xuống.
announce-move = { $side }: { $move }.
announce-pass = { $side } bỏ lượt.

## Errors, by the server's codes

error-not-connected = Chưa kết nối với máy chủ; đang thử lại…
error-unreachable = Không thể kết nối với máy chủ.
error-unknown-game = Ván cờ này không tồn tại.
error-wrong-token = Trình duyệt này không có chỗ ngồi trong ván cờ này.
error-spectator = Bạn đang xem ván cờ này nên không thể đi quân.
error-not-your-turn = Chưa đến lượt bạn.
error-malformed-move = Máy chủ không hiểu nước đi đó.
error-illegal-move = Nước đi đó không hợp lệ.
error-game-over = Ván cờ đã kết thúc.
error-undo-not-allowed = Không được đi lại trong ván cờ này.
error-setup-pending = Thế bày quân vẫn đang được chọn.
error-no-setup = Hiện không có thế bày quân nào để chọn.
error-unknown-setup = Thế bày quân đó không tồn tại.
error-nothing-to-undo = Không có nước nào để đi lại.
error-wrong-invite = Lời mời này không dùng được.
error-seat-taken = Cả hai chỗ đã có người.
error-unavailable = Ván cờ đang bận; hãy thử lại sau giây lát.
error-storage = Máy chủ không thể lưu ván cờ; hãy thử lại.
error-storage-unavailable = Hiện máy chủ không thể lưu ván cờ; hãy thử lại sau một lúc.
error-too-many-spectators = Có quá nhiều người đang xem ván cờ này; đang thử lại…
error-bad-request = Máy chủ không hiểu yêu cầu.
error-too-large = Yêu cầu quá lớn.
error-malformed = Máy chủ không hiểu một tin nhắn.
error-rate-limited = Quá nhiều tin nhắn cùng lúc; đang kết nối lại…
error-other = Đã xảy ra lỗi ({ $code }).

## Study board and board editor

start-study = Nghiên cứu ván cờ
start-editor = Xếp thế cờ
title-study = Bàn nghiên cứu · Palace
title-editor = Trình xếp thế cờ · Palace
study-heading = Bàn nghiên cứu
study-import-legend = Nhập biên bản ván cờ
study-file-label = Mở tệp
study-drop-hint = GIB, PGN, XQF, DhtmlXQ, CBF hoặc FEN; bạn cũng có thể thả tệp vào trang này.
study-paste-label = Hoặc dán biên bản hay FEN
study-paste-button = Đọc
study-reading = Đang đọc…
study-read-failed = Không đọc được biên bản: { $reason }
study-games-label = Ván
study-game-option = { $number }. { $title }
study-game-errors = Số ván trong tệp không đọc được: { $count }. Ván đầu: { $detail }
study-empty = Hãy nhập biên bản, hoặc mở một thế cờ từ trình xếp cờ.
study-ply = Nước { $ply } / { $total }
study-branch = Nước { $ply } của biến của bạn từ nước { $from }
study-back-to-game = Trở lại ván cờ
study-last = Nước cuối
study-export-legend = Xuất
study-fen-label = FEN
study-copy-fen = Chép FEN
study-edit-position = Sửa thế cờ này
study-export-what = Nội dung
study-export-line = Biến trên bàn cờ
study-export-game = Ván cờ như đã nhập
study-format-label = Định dạng
study-format-pgn = PGN, tọa độ
study-format-wxf = PGN, nước WXF
study-format-chinese = PGN, nước tiếng Trung
study-format-korean = PGN, nước tiếng Hàn
study-format-gib = GIB
study-format-fen = FEN của thế cờ đang hiện
study-export-button = Hiện
study-download = Tải xuống
editor-heading = Trình xếp thế cờ
editor-palette-label = Quân để đặt
editor-turn-label = Bên đi
editor-start = Thế ban đầu
editor-clear = Dọn bàn cờ
editor-check = Kiểm tra thế cờ
editor-open-study = Mở trong bàn nghiên cứu
editor-valid = Thế cờ hợp lệ.
editor-piece = { $piece } ({ $side })
editor-remove = Bỏ một quân
editor-fault-bad-fen = Không đọc được FEN.
editor-fault-general-count = { $side } phải có đúng một { $piece }.
editor-fault-general-outside-palace = { $piece } ({ $side }) ở { $point } nằm ngoài cung.
editor-fault-generals-facing = Hai tướng đối mặt mà không có gì ở giữa.
editor-fault-too-many = { $side } có { $count } × { $piece }, tối đa { $max }.
editor-fault-misplaced = { $piece } ({ $side }) ở { $point } đứng ở chỗ không bao giờ đến được.
editor-fault-soldier-behind-start = { $piece } ({ $side }) ở { $point } đứng sau hàng xuất phát; tốt không bao giờ lùi.
editor-fault-opponent-in-check = Bên không đến lượt đang bị chiếu.
editor-play-computer = Chơi với máy
editor-play-friend = Chơi với bạn
study-this-game = Nghiên cứu ván này

## lessons
start-lessons = Bài học
lessons-heading = Bài học
lessons-intro = Mỗi bài dạy một luật trên một thế cờ: đọc luật, so sánh các nước được đánh dấu, rồi đi nước trả lời trên bàn cờ.
lessons-progress = Đã giải { $done } / { $total }
lessons-solved = Đã giải
lessons-step-rule = Luật
lessons-step-compare = So sánh các nước này
lessons-step-play = Nước của bạn
lessons-play-hint = Hãy đi nước trả lời trên bàn cờ.
lessons-right = Đúng rồi!
lessons-wrong = Không phải nước này.
lessons-show-answer = Xem đáp án
lessons-try-again = Thử lại
lessons-next = Bài tiếp theo
lessons-all = Tất cả bài học
lessons-review = Ghi nhớ
lessons-candidate = { $piece } { $move }
lessons-not-found = Không có bài học này.
lesson-q-capture = Nước nào ăn được quân?
lesson-q-mate = Tìm nước chiếu hết trong một nước.
lesson-q-check = Bạn đang bị chiếu. Nước đáp tốt nhất là gì?
lesson-q-safe = Mã của bạn đang bị tấn công. Nó nên đi đâu?
lesson-q-bikjang = Hai Tướng đối mặt nhau. Hãy phá bikjang.
lesson-q-pass = Ở đây nên làm gì là tốt nhất?
lesson-q-points = Nước ăn nào được nhiều điểm nhất?
lesson-xq-cannon-screen-title = Ngòi của Pháo
lesson-xq-cannon-screen-rule = Pháo đi như Xe, nhưng chỉ ăn quân khi nhảy qua đúng một quân của bất kỳ bên nào: ngòi.
lesson-xq-cannon-screen-explain = Tốt đen ở b6 là ngòi: Pháo nhảy qua nó và ăn Xe ở b8.
lesson-xq-cannon-screen-wrong = Nước này hợp lệ nhưng không ăn được gì: Pháo chỉ ăn qua ngòi.
lesson-xq-cannon-screen-review = Pháo: trượt để đi, nhảy qua một quân để ăn.
lesson-xq-cannon-limit-title = Những gì Pháo không ăn được
lesson-xq-cannon-limit-rule = Không có quân ở giữa, hoặc có hai quân, thì Pháo không ăn được. Pháo cần đúng một ngòi.
lesson-xq-cannon-limit-explain = Tốt của bạn ở e5 là ngòi giữa Pháo và Mã ở g5. Xe ở b9 không có ngòi phía trước.
lesson-xq-cannon-limit-wrong = Pháo chỉ đi tới đó. Nó không ăn được Xe ở b9: giữa chúng không có gì.
lesson-xq-cannon-limit-review = Không ngòi thì không ăn: hãy tìm đúng một quân ở giữa.
lesson-xq-horse-leg-title = Chân Mã
lesson-xq-horse-leg-rule = Mã đi một điểm thẳng rồi một điểm chéo ra ngoài. Quân đứng ở điểm đầu tiên, chân Mã, sẽ cản nó.
lesson-xq-horse-leg-explain = Sĩ của bạn ở d3 cản đường tới Xe ở e4, nhưng đường tới Pháo ở a4 vẫn thông.
lesson-xq-horse-leg-wrong = Nước này không ăn được gì. Điểm d3 bị cản, nhưng b3 trống.
lesson-xq-horse-leg-review = Trước khi tính nước nhảy của Mã, hãy xem từng chân.
lesson-xq-elephant-eye-title = Mắt Tượng
lesson-xq-elephant-eye-rule = Tượng đi đúng hai điểm chéo và không bao giờ qua sông. Quân ở điểm giữa, mắt Tượng, sẽ cản nó.
lesson-xq-elephant-eye-explain = Tốt ở f4 cản đường tới g5, nhưng đường tới c5 thông: Tượng ăn Mã.
lesson-xq-elephant-eye-wrong = Nước này không ăn được gì. Mắt d4 trống nên Tượng tới được c5.
lesson-xq-elephant-eye-review = Một quân ở mắt là chặn được Tượng.
lesson-xq-soldier-river-title = Tốt qua sông
lesson-xq-soldier-river-rule = Tốt đi tiến một điểm. Sau khi qua sông nó được đi ngang, nhưng không bao giờ lùi.
lesson-xq-soldier-river-explain = Tốt ở e6 đã qua sông nên được ăn ngang Mã ở d6. Tốt ở c5 thì chưa.
lesson-xq-soldier-river-wrong = Nước này không được gì. Chỉ Tốt đã qua sông mới ăn ngang.
lesson-xq-soldier-river-review = Trước sông: chỉ tiến. Sau sông: tiến hoặc đi ngang.
lesson-xq-piece-values-title = Giá trị các quân
lesson-xq-piece-values-rule = Cách tính thường dùng: Xe 9, Mã và Pháo khoảng 4,5, Sĩ và Tượng 2, Tốt 1 hoặc 2.
lesson-xq-piece-values-explain = Mã có thể ăn Xe hoặc một Tốt; Xe giá trị hơn nhiều.
lesson-xq-piece-values-wrong = Được ít hơn nhiều. Mã của bạn ăn được Xe ở b5.
lesson-xq-piece-values-review = Khi có nhiều nước ăn, hãy ăn quân giá trị nhất.
lesson-xq-answer-check-title = Đỡ nước chiếu
lesson-xq-answer-check-rule = Đỡ chiếu bằng cách đi Tướng, cản đường hoặc ăn quân đang chiếu. Ở đây hai Sĩ giữ chặt Tướng.
lesson-xq-answer-check-explain = Xe ở a8 ăn Xe đang chiếu: hết chiếu và bạn được một Xe.
lesson-xq-answer-check-wrong = Nước đó cản được chiếu, nhưng Xe đen vẫn còn. Ăn nó thì tốt hơn.
lesson-xq-answer-check-review = Khi bị chiếu, trước hết hãy tìm cách ăn quân đang chiếu.
lesson-xq-flying-general-pin-title = Hai Tướng không được đối mặt
lesson-xq-flying-general-pin-rule = Hai Tướng không bao giờ được đứng trên cùng một cột mà không có gì ở giữa. Quân duy nhất ở giữa không được rời cột.
lesson-xq-flying-general-pin-explain = Mã đen ở e6 là quân duy nhất giữa hai Tướng. Nó không chạy được, nên Tốt của bạn ăn nó.
lesson-xq-flying-general-pin-wrong = Như vậy Mã sẽ sống. Nó bị Tướng của bạn ghim: hãy ăn ngay.
lesson-xq-flying-general-pin-review = Tướng của bạn khống chế cột mở của nó: hãy dùng để ghim.
lesson-xq-flying-general-mate-title = Tướng giúp chiếu hết
lesson-xq-flying-general-mate-rule = Vì hai Tướng không được đối mặt, Tướng của bạn khống chế cả cột của nó.
lesson-xq-flying-general-mate-explain = Xe chiếu ở b10. Tướng không thể đi d10, đối mặt Tướng của bạn, cũng không đi f10 hay e9.
lesson-xq-flying-general-mate-wrong = Chưa hết: Tướng đen vẫn còn đường thoát.
lesson-xq-flying-general-mate-review = Hãy tính Tướng là quân tấn công: nó giữ cột của mình.
lesson-xq-double-chariot-mate-title = Hai Xe chiếu hết
lesson-xq-double-chariot-mate-rule = Hai Xe chiếu hết Tướng: một Xe khóa một hàng, Xe kia chiếu ở hàng kế tiếp.
lesson-xq-double-chariot-mate-explain = Xe ở a9 giữ hàng 9 và Xe kia chiếu ở b10. Tướng không còn điểm trống.
lesson-xq-double-chariot-mate-wrong = Tướng thoát được. Giữ khóa hàng 9 và chiếu ở hàng 10.
lesson-xq-double-chariot-mate-review = Một Xe chặn, một Xe chiếu.
lesson-xq-horse-chariot-mate-title = Mã Xe chiếu hết
lesson-xq-horse-chariot-mate-rule = Mã chiếu từ gần trong khi Xe lấy đi các điểm thoát của Tướng.
lesson-xq-horse-chariot-mate-explain = Mã chiếu từ g9 (hoặc f8). Xe giữ e9 và hai Sĩ chặn phần còn lại.
lesson-xq-horse-chariot-mate-wrong = Chưa hết. Dùng Mã chiếu trong khi Xe giữ e9.
lesson-xq-horse-chariot-mate-review = Xe vây, Mã chiếu.
lesson-xq-horse-cannon-mate-title = Pháo sau Mã
lesson-xq-horse-cannon-mate-rule = Mã trước mặt Tướng có thể làm ngòi cho Pháo và đồng thời giữ các điểm bên cạnh Tướng.
lesson-xq-horse-cannon-mate-explain = Pháo ở e3 chiếu qua Mã ở e8. Mã giữ d10 và f10, Pháo giữ e9.
lesson-xq-horse-cannon-mate-wrong = Chưa hết. Đặt Pháo lên cột của Tướng, sau lưng Mã.
lesson-xq-horse-cannon-mate-review = Mã đằng trước, Pháo đằng sau: thế chiếu hết kinh điển.
lesson-xq-soldier-mate-title = Tốt chiếu hết
lesson-xq-soldier-mate-rule = Tốt đã qua sông có thể chiếu hết khi các quân khác giữ các điểm thoát của Tướng.
lesson-xq-soldier-mate-explain = Tốt chiếu từ f9, được Xe bảo vệ. Tướng không thể đi e10: nó sẽ đối mặt Tướng của bạn.
lesson-xq-soldier-mate-wrong = Chưa hết. Tiến Tốt tới chỗ được Xe bảo vệ.
lesson-xq-soldier-mate-review = Ngay cả một Tốt cũng chiếu hết được khi Tướng không còn chỗ chạy.
lesson-xq-perpetual-check-title = Chiếu mãi thì thua
lesson-xq-perpetual-check-rule = Khi một thế cờ lặp lại lần thứ ba và một bên chiếu ở mọi nước, bên đó thua. Xe đã chiếu từ a10 hai lần.
lesson-xq-perpetual-check-explain = Xe ở i8 chiếu ở i10 trong khi Xe kia giữ hàng 9: chiếu hết, không lặp lại.
lesson-xq-perpetual-check-wrong = Chiếu từ a10 lặp thế cờ lần thứ ba và sẽ thua. Hãy tìm nước chiếu hết.
lesson-xq-perpetual-check-review = Đừng lặp nước chiếu: tìm nước chiếu mới, hoặc chiếu hết.
lesson-xq-chase-title = Đuổi bắt
lesson-xq-chase-rule = Tấn công mãi cùng một quân không được bảo vệ là đuổi bắt. Theo luật này, đuổi bắt mãi bị xử thua, giống như chiếu mãi.
lesson-xq-chase-explain = Ở c4 Mã được Xe của bạn ở c1 bảo vệ: cuộc đuổi bắt kết thúc.
lesson-xq-chase-wrong = Ở đó Mã vẫn không được bảo vệ và Xe có thể tiếp tục đuổi.
lesson-xq-chase-review = Khi bị đuổi bắt, hãy đặt quân vào chỗ được bảo vệ.
lesson-jg-cannon-screen-title = Ngòi của Pháo Janggi
lesson-jg-cannon-screen-rule = Trong Janggi, Pháo nhảy qua đúng một quân cả khi đi lẫn khi ăn. Không có ngòi thì nó không đi được.
lesson-jg-cannon-screen-explain = Tốt Hán ở b6 là ngòi: Pháo nhảy qua nó và ăn Xe ở b8.
lesson-jg-cannon-screen-wrong = Pháo có thể đáp xuống đó, nhưng không ăn được gì. Hãy nhảy qua ngòi và ăn Xe.
lesson-jg-cannon-screen-review = Pháo Janggi luôn phải nhảy, kể cả khi chỉ đi.
lesson-jg-cannon-limit-title = Pháo không nhảy qua Pháo
lesson-jg-cannon-limit-rule = Pháo Janggi không được dùng Pháo làm ngòi và không bao giờ được ăn Pháo.
lesson-jg-cannon-limit-explain = Không thể nhảy qua Pháo Hán ở b5, nên Xe an toàn. Qua Mã của bạn ở c3, Pháo ăn Mã ở f3.
lesson-jg-cannon-limit-wrong = Nước này không ăn được gì. Dùng Mã ở c3 làm ngòi và ăn Mã ở f3.
lesson-jg-cannon-limit-review = Pháo không nhảy qua và không ăn Pháo.
lesson-jg-chariot-diagonal-title = Xe trong cung
lesson-jg-chariot-diagonal-rule = Trong cung, Xe còn được đi theo các đường chéo.
lesson-jg-chariot-diagonal-explain = Từ d3 Xe đi theo đường chéo qua tâm trống e2 và ăn Pháo ở f1.
lesson-jg-chariot-diagonal-wrong = Nước này không ăn được gì. Trong cung Xe có thể đi đường chéo từ d3 tới f1.
lesson-jg-chariot-diagonal-review = Các đường trong cung là lối đi thêm cho Xe.
lesson-jg-cannon-diagonal-title = Pháo trên đường chéo cung
lesson-jg-cannon-diagonal-rule = Trên đường chéo cung, Pháo nhảy từ góc này sang góc đối diện, qua một quân ở tâm không phải là Pháo.
lesson-jg-cannon-diagonal-explain = Sĩ của bạn ở e2 là ngòi: Pháo nhảy từ d1 tới f3 và ăn Xe.
lesson-jg-cannon-diagonal-wrong = Nước này không ăn được gì. Hãy nhảy chéo qua Sĩ ở e2.
lesson-jg-cannon-diagonal-review = Trong cung, Pháo có thể nhảy qua tâm.
lesson-jg-elephant-block-title = Tượng Janggi
lesson-jg-elephant-block-rule = Tượng đi một điểm thẳng rồi hai điểm chéo. Quân ở bất kỳ điểm nào trong hai điểm trên đường đi sẽ cản nó.
lesson-jg-elephant-block-explain = Đường tới f6 qua d4 và e5 thông: Tượng ăn Mã. Tốt ở d6 cản đường tới Xe.
lesson-jg-elephant-block-wrong = Nước này không ăn được gì. Hãy kiểm tra cả hai điểm trên mỗi đường đi của Tượng.
lesson-jg-elephant-block-review = Mỗi đường đi của Tượng có hai điểm cần kiểm tra.
lesson-jg-horse-block-title = Mã Janggi
lesson-jg-horse-block-rule = Mã đi một điểm thẳng rồi một điểm chéo ra ngoài. Quân ở điểm đầu tiên sẽ cản nó.
lesson-jg-horse-block-explain = Sĩ của bạn ở d3 cản đường tới Xe ở e4; đường tới Pháo ở a4 qua b3 vẫn thông.
lesson-jg-horse-block-wrong = Nước này không ăn được gì. Mã vẫn tới được a4 qua điểm trống b3.
lesson-jg-horse-block-review = Mã tự do đến đâu là nhờ bước đầu tiên của nó.
lesson-jg-soldier-palace-title = Tốt trong cung
lesson-jg-soldier-palace-rule = Tốt Janggi đi tiến hoặc đi ngang. Trong cung đối phương nó còn được tiến theo đường chéo.
lesson-jg-soldier-palace-explain = Từ góc d8, Tốt đi theo đường chéo cung tới e9 và ăn Mã.
lesson-jg-soldier-palace-wrong = Nước này không ăn được gì. Từ d8 Tốt có thể đi chéo tới e9.
lesson-jg-soldier-palace-review = Trong cung đối phương, Tốt dùng các đường chéo.
lesson-jg-points-title = Tính điểm
lesson-jg-points-rule = Quân Janggi có điểm: Xe 13, Pháo 7, Mã 5, Tượng 3, Sĩ 3, Tốt 2; Hán được cộng thêm 1,5. Một số ván được phân định bằng điểm.
lesson-jg-points-explain = Pháo đáng 7 điểm, Mã 5: hãy ăn Pháo.
lesson-jg-points-wrong = Nước đó được ít điểm hơn. Pháo đáng 7, Mã 5.
lesson-jg-points-review = Xe 13, Pháo 7, Mã 5, Tượng và Sĩ 3, Tốt 2.
lesson-jg-general-diagonal-title = Tướng trên đường chéo
lesson-jg-general-diagonal-rule = Tướng đi một điểm theo các đường trong cung, kể cả đường chéo, và không bao giờ rời cung.
lesson-jg-general-diagonal-explain = Tướng đi chéo từ d3 tới e2, rời cột của Xe, tới điểm không bị tấn công; Tốt giữ e3.
lesson-jg-general-diagonal-wrong = Xe chặn sẽ bị Xe Hán ăn. Tướng có thể thoát theo đường chéo.
lesson-jg-general-diagonal-review = Trong cung, đường chéo là đường thoát.
lesson-jg-bikjang-title = Bikjang
lesson-jg-bikjang-rule = Hai Tướng đối mặt nhau trên một cột trống là bikjang. Theo luật này, sau khi đã có quân bị ăn, bên đến lượt phải phá thế đó, nếu không ván cờ được phân định bằng điểm.
lesson-jg-bikjang-explain = Xe của bạn ở e5 đứng chắn giữa hai Tướng; đưa Tướng rời cột cũng phá được bikjang.
lesson-jg-bikjang-wrong = Sau nước đó hai Tướng vẫn đối mặt: bikjang vẫn còn.
lesson-jg-bikjang-review = Để phá bikjang, hãy tránh sang bên hoặc đặt một quân vào giữa.
lesson-jg-pass-title = Bỏ lượt
lesson-jg-pass-rule = Trong Janggi, bên không bị chiếu có thể bỏ lượt thay vì đi. Ở đây nước nào cũng làm mất Sĩ của bạn.
lesson-jg-pass-explain = Bỏ lượt giữ Sĩ ở e2, nơi nó che Tướng của bạn khỏi Xe.
lesson-jg-pass-wrong = Ở e3 Sĩ bị Tốt ở d3 ăn. Bỏ lượt thì không mất gì.
lesson-jg-pass-review = Khi nước nào cũng làm xấu đi, hãy bỏ lượt.
lesson-jg-double-chariot-mate-title = Hai Xe chiếu hết trong Janggi
lesson-jg-double-chariot-mate-rule = Hai Xe chiếu hết như trong cờ tướng: một Xe khóa một hàng, Xe kia chiếu ở hàng cuối.
lesson-jg-double-chariot-mate-explain = Xe ở a9 giữ hàng 9 và Xe ở b10 chiếu. Tướng không còn điểm trống.
lesson-jg-double-chariot-mate-wrong = Tướng thoát được. Giữ khóa hàng 9 và chiếu ở hàng 10.
lesson-jg-double-chariot-mate-review = Một Xe chặn, một Xe chiếu.
lesson-jg-horse-chariot-mate-title = Mã Xe chiếu hết trong Janggi
lesson-jg-horse-chariot-mate-rule = Xe chiếu trên hàng cuối trong khi Mã giữ lối thoát của Tướng.
lesson-jg-horse-chariot-mate-explain = Xe chiếu từ i10; Mã ở c8 giữ e9, còn d10 và f10 nằm trên đường của Xe.
lesson-jg-horse-chariot-mate-wrong = Chưa hết. Hãy chiếu ở hàng 10, nơi Mã giữ e9.
lesson-jg-horse-chariot-mate-review = Mã canh, Xe chiếu.
lesson-jg-cannon-mate-title = Pháo chiếu hết trong Janggi
lesson-jg-cannon-mate-rule = Pháo chiếu qua ngòi. Tốt trước mặt Tướng là ngòi tốt và giữ các điểm thoát.
lesson-jg-cannon-mate-explain = Pháo ở d3 chiếu qua Tốt ở d8. d9 và e9 đều bị khống chế và không quân nào chen vào được.
lesson-jg-cannon-mate-wrong = Chưa hết. Cho Pháo nhảy lên cột của Tướng, sau Tốt ở d8.
lesson-jg-cannon-mate-review = Một Tốt có thể vừa làm ngòi vừa làm lính canh.
lesson-jg-perpetual-check-title = Chiếu mãi trong Janggi
lesson-jg-perpetual-check-rule = Khi một thế cờ lặp lại lần thứ ba và một bên chiếu ở mọi nước, bên đó thua. Xe đã chiếu từ a10 hai lần.
lesson-jg-perpetual-check-explain = Xe chiếu từ i10 trong khi Xe kia giữ hàng 9: chiếu hết, không lặp lại.
lesson-jg-perpetual-check-wrong = Chiếu lại từ a10 sẽ lặp thế cờ và thua. Hãy tìm nước chiếu hết.
lesson-jg-perpetual-check-review = Đừng lặp nước chiếu: tìm nước chiếu mới, hoặc chiếu hết.
