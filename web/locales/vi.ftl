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

## analysis
analysis-legend = Phân tích của máy
analysis-on = Phân tích
analysis-lines-label = Số nước ứng viên
analysis-depth = Độ sâu { $depth }
analysis-waiting = Máy đang suy nghĩ…
analysis-no-moves = Thế cờ này không có nước đi hợp lệ.
analysis-mate = { $side } chiếu bí sau { $moves } nước
analysis-line-title = Phương án { $number }: { $moves }
analysis-graph-button = Đánh giá cả ván
analysis-graph-label = Đánh giá sau mỗi nước; bấm để tới nước đó
analysis-graph-progress = Đã đánh giá { $done } trên { $total } thế cờ
analysis-graph-done = Nước đi sai được đánh dấu đỏ; bấm vào biểu đồ để tới một nước.
analysis-mistake = Nước { $ply } ({ $move }): nước đi sai, mất { $drop }
analysis-too-many = Có quá nhiều bàn phân tích đang mở từ địa chỉ của bạn; hãy đóng bớt một bàn rồi thử lại.
analysis-no-engine = Máy chủ này không có máy để phân tích.
analysis-failed = Phân tích thất bại: { $reason }
editor-keys-hint = Trên bàn cờ: phím mũi tên để di chuyển, một chữ FEN chọn quân (chữ hoa cho người đi trước: K A B N R C P), Enter hoặc Space để đặt, Delete để xóa, x để chọn xóa.
