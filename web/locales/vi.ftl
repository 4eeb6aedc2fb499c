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

## rules pages

start-rules = Luật chơi
rules-this-game = Luật của ván này
rules-overview-title = { -brand }: luật { -xiangqi } và { -janggi }
rules-overview-heading = Luật { -xiangqi } và { -janggi }
rules-overview-intro = Cả hai trò chơi đều diễn ra trên các giao điểm của bàn cờ rộng chín đường và dài mười đường. Mỗi bên có một tướng trong cung chín điểm và thắng khi chiếu hết tướng đối phương.
rules-about-xiangqi = { -xiangqi } là cờ tướng Trung Quốc. Một con sông chia đôi bàn cờ, và { -red } đi trước.
rules-about-janggi = { -janggi } là cờ tướng Hàn Quốc. Không có sông, các đường chéo của mỗi cung là lối đi cho quân bên trong, và { -cho } đi trước.
rules-setup-choice = Trước ván cờ, mỗi bên chọn cách xếp mã và tượng của mình.
rules-setup-fixed = Các quân bắt đầu ở những điểm cố định.
rules-page-title = { -brand }: { $rules }
rules-all = Tất cả luật
rules-play = Chơi một ván
rules-presets-heading = Bộ luật
rules-not-found-title = Không có bộ luật này
rules-not-found-text = Không có bộ luật nào tên “{ $name }”. Đây là những bộ luật { -brand } biết:
rules-pieces-heading = Cách các quân đi
rules-diagram-caption = Từ { $from } có thể đi tới: { $targets }.
rules-diagram-blocked = Bị chặn: { $points }.
rules-move-xiangqi-k = Tướng đi một điểm theo đường thẳng và không bao giờ rời cung. Hai tướng không bao giờ được đối mặt trên một đường trống.
rules-move-xiangqi-a = Sĩ đi chéo một điểm và ở trong cung.
rules-move-xiangqi-b = Tượng đi chéo đúng hai điểm. Quân ở điểm giữa sẽ chặn nó, và tượng không bao giờ qua sông.
rules-move-xiangqi-n = Mã đi một điểm theo đường thẳng rồi một điểm chéo ra ngoài. Quân ở điểm đầu tiên đó chặn đường đi.
rules-move-xiangqi-r = Xe đi bao xa cũng được theo đường thẳng cho đến khi bị quân chặn, và ăn quân địch đầu tiên nó gặp.
rules-move-xiangqi-c = Pháo đi như xe, nhưng chỉ ăn quân bằng cách nhảy qua đúng một quân để đến quân địch.
rules-move-xiangqi-p = Tốt đi tiến một điểm. Khi đã qua sông, nó cũng có thể đi ngang một điểm. Tốt không bao giờ lùi.
rules-move-janggi-k = Tướng đi một điểm theo bất kỳ đường nào của cung, kể cả đường chéo, và không bao giờ rời cung.
rules-move-janggi-a = Sĩ đi như tướng: một điểm theo các đường của cung.
rules-move-janggi-b = Tượng đi một điểm theo đường thẳng rồi hai điểm chéo ra ngoài. Quân ở bất kỳ điểm nào trên đường đi sẽ chặn nó.
rules-move-janggi-n = Mã đi một điểm theo đường thẳng rồi một điểm chéo ra ngoài. Quân ở điểm đầu tiên đó chặn đường đi.
rules-move-janggi-r = Xe đi bao xa cũng được theo đường thẳng, và trong cung còn đi theo đường chéo.
rules-move-janggi-c = Pháo nhảy qua đúng một quân không phải pháo, theo đường thẳng hoặc đường chéo của cung, rồi dừng ở một điểm phía sau hoặc ăn quân ở đó. Pháo không bao giờ ăn pháo.
rules-move-janggi-p = Tốt đi một điểm tiến hoặc ngang, không bao giờ lùi.
rules-note-cannon-slides = Trong bộ luật này, pháo khi không ăn quân cũng có thể đi như xe.
rules-note-cannon-must-jump = Nó cần một quân để nhảy qua ngay cả khi không ăn quân.
rules-note-soldier-palace-diagonals = Trong cung đối phương, nó cũng có thể tiến theo đường chéo.
rules-table-heading = Tóm tắt các quân
rules-col-traditional = Chữ truyền thống
rules-col-readable = Một chữ
rules-col-picture = Hình
rules-col-name = Tên
rules-col-moves = Cách đi
rules-col-points = Điểm
rules-short-xiangqi-k = Một điểm theo đường thẳng, trong cung
rules-short-xiangqi-a = Một điểm chéo, trong cung
rules-short-xiangqi-b = Hai điểm chéo, không qua sông
rules-short-xiangqi-n = Một thẳng rồi một chéo; có thể bị chặn
rules-short-xiangqi-r = Bao xa cũng được theo đường thẳng
rules-short-xiangqi-c = Như xe; ăn quân bằng cách nhảy qua một quân
rules-short-xiangqi-p = Một bước tiến; qua sông đi ngang được
rules-short-janggi-k = Một điểm theo các đường của cung
rules-short-janggi-a = Một điểm theo các đường của cung
rules-short-janggi-b = Một thẳng rồi hai chéo; có thể bị chặn
rules-short-janggi-n = Một thẳng rồi một chéo; có thể bị chặn
rules-short-janggi-r = Bao xa cũng được theo đường thẳng hoặc đường chéo của cung
rules-short-janggi-c = Nhảy qua đúng một quân không phải pháo
rules-short-janggi-p = Một bước tiến hoặc ngang
rules-endings-heading = Ván cờ kết thúc thế nào
rules-end-checkmate = Chiếu hết: bên có tướng bị tấn công mà không thoát được sẽ thua.
rules-end-no-legal-move = Bên không còn nước đi hợp lệ nào sẽ thua, kể cả khi không bị chiếu.
rules-end-flying-general = Hai tướng không bao giờ được đối mặt trên đường trống: nước đi khiến chúng như vậy không được phép.
rules-end-facing-allowed = Hai tướng có thể đối mặt trên đường trống; điều đó không dẫn đến gì.
rules-end-bikjang-break-or-pass = Bikjang: bên bắt đầu lượt khi hai tướng đối mặt phải chặn hoặc rời đường đó, hoặc bỏ lượt.
rules-end-bikjang-must-break = Bikjang: bên bắt đầu lượt khi hai tướng đối mặt phải chặn hoặc rời đường đó.
rules-end-bikjang-pass-while-facing = Bỏ lượt khi hai tướng đang đối mặt sẽ kết thúc ván cờ: { $decision ->
    [points] bên nhiều điểm hơn thắng.
   *[draw] ván cờ hòa.
  }
rules-end-bikjang-still-facing = Sau khi đã có quân bị ăn, bên bắt đầu lượt khi hai tướng đối mặt mà vẫn để nguyên như vậy sẽ kết thúc ván cờ: { $decision ->
    [points] bên nhiều điểm hơn thắng.
   *[draw] ván cờ hòa.
  }
rules-end-pass-allowed = Bên không bị chiếu có thể bỏ lượt thay vì đi.
rules-end-pass-never = Không được bỏ lượt.
rules-end-double-pass = Khi hai bên lần lượt bỏ lượt liên tiếp, ván cờ kết thúc: { $decision ->
    [points] bên nhiều điểm hơn thắng.
   *[draw] ván cờ hòa.
  }
rules-end-repetition-xiangqi = Khi một thế cờ xuất hiện lần thứ ba, bên đã chiếu ở mọi nước kể từ lần đầu sẽ thua, trừ khi cả hai bên đều vậy; nếu không thì hòa.
rules-end-repetition-janggi = Khi một thế cờ xuất hiện lần thứ ba, bên nhiều điểm hơn thắng; nhưng bên đã chiếu ở mọi nước kể từ lần đầu sẽ thua, trừ khi cả hai bên đều vậy.
rules-end-repetition-fold = Khi một thế cờ đã xuất hiện { $count } lần, ván cờ kết thúc: bên chiếu liên tục thua; nếu không thì { $decision ->
    [points] bên nhiều điểm hơn thắng.
   *[draw] ván cờ hòa.
  }
rules-end-chasing = Đuổi bắt một quân không được bảo vệ ở mọi nước sẽ thua, giống như chiếu liên tục.
rules-end-move-repetition = Đi một quân qua lại mà không chiếu sẽ sớm bị tính là lặp lại.
rules-end-repetition-none = Thế cờ lặp lại không làm ván cờ kết thúc.
rules-end-ply-limit = Sau tổng cộng { $count } nước (mỗi nước của mỗi bên đều tính), ván cờ kết thúc: { $decision ->
    [points] bên nhiều điểm hơn thắng.
   *[draw] ván cờ hòa.
  }
rules-end-quiet-limit = Sau { $count } nước không ăn quân (mỗi nước của mỗi bên đều tính), ván cờ kết thúc: { $decision ->
    [points] bên nhiều điểm hơn thắng.
   *[draw] ván cờ hòa.
  }
rules-end-quiet-limit-check-offset = Số nước chiếu của một bên vượt quá mười sẽ kéo dài giới hạn đó.
rules-end-bare-material = Khi không bên nào còn xe, mã, pháo hay tốt, ván cờ hòa.
rules-end-draw-agreement = Hai người chơi có thể thỏa thuận hòa.
rules-end-resignation = Người chơi có thể xin thua bất cứ lúc nào.
rules-end-points = Điểm: mỗi bên đếm quân của mình trên bàn cờ (xem bảng); { -han } được cộng { $bonus } vì đi sau, nên tổng điểm không bao giờ bằng nhau.
rules-faq-heading = Hỏi và đáp
rules-faq-q1 = Bên nào đi trước?
rules-faq-a1 = { -red } trong { -xiangqi }, { -cho } trong { -janggi }.
rules-faq-q2 = Tướng có được rời cung không?
rules-faq-a2 = Không. Tướng và các sĩ luôn ở trong cung của mình.
rules-faq-q3 = Tại sao mã hay tượng của tôi không đi tới đó được?
rules-faq-a3 = Có quân ở một điểm trên đường đi chặn nó; các sơ đồ phía trên đánh dấu những điểm đó bằng dấu chéo.
rules-faq-q4 = Điều gì xảy ra khi cùng một thế cờ cứ lặp lại?
rules-faq-a4 = Điều đó tùy bộ luật: danh sách cách ván cờ kết thúc trên trang này cho biết bộ luật này xử lý thế nào.
rules-strategy-heading = Ghi chú chiến lược
rules-strategy-opening-heading = Khai cuộc
rules-strategy-opening = Ra xe sớm, phát triển mã trước khi bị chặn, giữ cung được phòng thủ và đừng đi tốt khi không có mục đích.
rules-strategy-values-heading = Giá trị các quân
rules-strategy-values-xiangqi = Một xe đáng giá khoảng hai mã hoặc hai pháo. Pháo mạnh hơn ở đầu ván, mã mạnh hơn ở cuối ván khi bàn cờ thưa quân. Sĩ và tượng dùng để phòng thủ.
rules-strategy-values-janggi = Điểm trong bảng là chỉ dẫn tốt: xe là quân mạnh nhất, còn pháo yếu dần khi bàn cờ thưa quân vì cần quân để nhảy qua.
rules-strategy-mates-heading = Các thế chiếu hết thường gặp
rules-strategy-mates = Hai xe chiếu hết bằng cách luân phiên trên hai đường kề nhau. Mã và xe chiếu hết tướng bị chính quân mình vây kín. Pháo đứng sau ngòi trên đường của tướng sẽ chiếu hết khi tướng không thể tránh sang bên.
embed-title = { -brand }: bàn cờ
embed-link-game = Xem ván này trên { -brand }
embed-link-rules = Luật của ván này trên { -brand }
embed-link-home = Chơi { -janggi } và { -xiangqi } trên { -brand }
embed-no-game = Không có ván cờ “{ $id }”.
embed-unavailable = Hiện không thể hiển thị ván này: { $reason }
embed-bad-query = Liên kết này không đúng định dạng.
embed-bad-rules = Bộ luật không xác định “{ $name }”.
embed-bad-fen = Không thể hiển thị thế cờ này: { $reason }
embed-code-button = Sao chép mã nhúng
embed-code-copied = Đã sao chép mã nhúng
embed-frame-title = { -brand }: bàn cờ
