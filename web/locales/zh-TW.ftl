# Palace 瀏覽器用戶端：繁體中文目錄。

## Terms

-brand = Palace
-xiangqi = 象棋
-janggi = 韓國象棋
-red = 紅方
-black = 黑方
-cho = 楚方
-han = 漢方

## Page and header

title-start = { -brand }：{ -janggi }與{ -xiangqi }
title-game = { -brand }：{ $first } 對 { $second }
brand = { -brand }
pieces-label = 棋子
language-label = 語言
sound-label = 音效
skip-to-board = 跳到棋盤

## Piece sets

pieceset-traditional = 傳統漢字
pieceset-readable = 每種棋子一個字
pieceset-letters = 字母
pieceset-pictures = 圖案

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = 將
piece-xiangqi-a = 士
piece-xiangqi-b = 象
piece-xiangqi-n = 馬
piece-xiangqi-r = 車
piece-xiangqi-c = 炮
piece-xiangqi-p = 兵
piece-janggi-k = 將
piece-janggi-a = 士
piece-janggi-b = 象
piece-janggi-n = 馬
piece-janggi-r = 車
piece-janggi-c = 包
piece-janggi-p = 兵

## Start screen

start-heading = 來下{ -janggi }或{ -xiangqi }
resume-button = 繼續你的對局
game-legend = 棋種
game-xiangqi = { -xiangqi }
game-xiangqi-sub = 中國象棋
game-janggi = { -janggi }
game-janggi-sub = 장기 · Janggi
opponent-legend = 對手
mode-computer = 電腦
mode-local = 雙人對弈
mode-local-sub = 在這台裝置上
mode-friend = 邀請朋友
mode-friend-sub = 傳送連結
level-legend = 難度
level-select-label = 難度 1 到 8
level-easy = 簡單
level-easy-about = 會犯錯：適合學習走法。
level-normal = 普通
level-normal-about = 下得穩健，會懲罰沒有保護的棋子。
level-hard = 困難
level-hard-about = 最強難度：思考最久，很少出錯。
score-level = 你在難度 { $level } 的戰績：{ $won } 勝 { $lost } 負 { $drawn } 和
score-friend = 與朋友對弈：{ $won } 勝 { $lost } 負 { $drawn } 和
score-local = 本裝置上的對局：{ $first } 勝 { $firstWins } 局，{ $second } 勝 { $secondWins } 局，和棋 { $drawn } 局
side-legend = 你的一方
side-moves-first = 先走
side-moves-second = 後走
side-random = 隨機
side-at-bottom = { $side }在下方
rules-legend = 規則
rules-advanced = 進階：相容 Fairy-Stockfish
rules-xiangqi-standard = 標準（亞洲規則，簡化的重複局面判定）
rules-xiangqi = Fairy-Stockfish：{ -xiangqi }
rules-janggi-standard = 標準（自選佈陣，對將時按分數判定）
rules-janggi-club = 俱樂部（固定佈陣，包可滑行）
rules-janggi-strict = 嚴格（不能停一手）
rules-janggi = Fairy-Stockfish：{ -janggi }
rules-janggitraditional = Fairy-Stockfish：傳統
rules-janggimodern = Fairy-Stockfish：現代（Kakao）
rules-janggicasual = Fairy-Stockfish：休閒
setup-hint = { -janggi }：第一步之前，雙方各自選擇馬和象的擺放位置，{ -han }先選，{ -cho }後選。
start-button = 開始
start-failed = 無法開始對局：{ $reason }

## A game link that leads nowhere

not-found-heading = 這裡沒有對局
not-found-text = 這個連結上沒有對局。可能是連結打錯了，或者對局已不存在。
not-found-home = 開始新對局

## Game screen

board-label = 棋盤
board-help = 方向鍵移動游標，Enter 或空白鍵拿起和放下棋子，Esc 鍵取消。
review-start = 初始局面
review-after = 第 { $ply } 步之後（共 { $total } 步）
review-first = 初始局面
review-prev = 上一步
review-next = 下一步
review-live = 回到對局
turn-connecting = 正在連線…
turn-reconnecting = 正在重新連線…
turn-choose-setup = 請選擇佈陣（{ $side }）。
turn-waiting-setup = 正在等待{ $side }選擇佈陣…
turn-side-to-move = 輪到{ $side }走棋。
turn-yours = 輪到你走棋（{ $side }）。
turn-computer = 電腦（{ $side }）正在思考…
turn-waiting-friend = 正在等待朋友以{ $side }身分加入…
turn-waiting = 正在等待{ $side }…
check-xiangqi = 將軍！
check-janggi = 將軍（Janggun）！
notice-watching = 你正在觀看這盤棋。
notice-seat-taken = 雙方座位都已有人：你正在觀看這盤棋。
notice-invite-failed = 這個邀請無效：你正在觀看這盤棋。
notice-repetition = 這個局面已出現兩次。如果第三次出現，對局結束（每步都將軍的一方判負）。
notice-bikjang = 對將（Bikjang）：雙方的將在無子阻隔的同一直線上相對。

## Players

player-you = { $side }：你
player-this-device = { $side }：本裝置
player-computer = { $side }：電腦，難度 { $level }
player-waiting-friend = { $side }：等待朋友加入
player-friend = { $side }：你的朋友
player-friend-away = { $side }：你的朋友（已離開）
player-other = { $side }：棋手
player-other-away = { $side }：棋手（已離開）
to-move = 走棋
spectators = { $count } 人觀戰
invite-prompt = 把這個連結傳給你的朋友：
invite-link-label = 邀請連結
copy = 複製
copied = 已複製
points = 分數：{ $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = { $side }被吃：
captured-none = { $side }被吃：無

## Buttons

pass = 停一手
undo = 悔棋
flip = 翻轉棋盤
flip-title = 把棋盤調轉方向
resign = 認輸
new-game = 新對局
moves-heading = 棋譜
coords-label = 座標
copy-moves = 複製棋譜
moves-copied = 棋譜已複製
move-pass = 停一手
move-title = 第 { $ply } 步：{ $move }

## Janggi setup choice

setup-title-mine = { $side }：選擇馬和象的擺放位置
setup-title-other = { $side }正在選擇佈陣…
setup-han-chose = { -han }選擇了{ $setup }。
setup-order = { -han }先選，{ -cho }後選。
setup-named = 名稱按各方棋手自己的左邊起算。
setup-ma-sang-sang-ma = 馬象象馬
setup-sang-ma-sang-ma = 象馬象馬
setup-ma-sang-ma-sang = 馬象馬象
setup-sang-ma-ma-sang = 象馬馬象

## Dialogs

resign-question = 確定要認輸嗎？
resign-yes = 認輸
keep-playing = 繼續下棋
pass-question = 現在停一手，對局就會結束。{ $outcome }仍要停一手嗎？
pass-yes = 停一手並結束對局
over-title = 對局結束
over-won = 你贏了！
over-lost = 你輸了
over-draw = 和棋
over-points = 分數：{ $first } { $firstPoints }，{ $second } { $secondPoints }。
score-after-level = 對難度 { $level }：{ $won } 勝 { $lost } 負 { $drawn } 和。
score-after-friend = 與朋友對弈：{ $won } 勝 { $lost } 負 { $drawn } 和。
score-after-local = 本裝置上的對局：{ $first } 勝 { $firstWins } 局，{ $second } 勝 { $secondWins } 局，和棋 { $drawn } 局。
play-again = 再來一局
look-at-board = 查看棋盤

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = { $side }將死對方獲勝。
outcome-win-no-legal-moves = { $side }獲勝：對方無子可走。
outcome-win-bikjang = 對將（雙方的將相對）後按分數{ $side }獲勝。
outcome-win-repetition = 因重複局面{ $side }獲勝。
outcome-win-perpetual-check = { $side }獲勝：對方長將。
outcome-win-double-pass = 雙方都停一手，按分數{ $side }獲勝。
outcome-win-ply-limit = 達到步數上限，按分數{ $side }獲勝。
outcome-win-quiet-limit = 連續太多步沒有吃子，{ $side }獲勝。
outcome-win-bare-material = { $side }獲勝：對方已沒有可進攻的棋子。
outcome-win-resignation = 對方認輸，{ $side }獲勝。
outcome-win-agreement = 雙方協議，{ $side }獲勝。
outcome-win = { $side }獲勝。
outcome-draw-bikjang = 對將（雙方的將相對），和棋。
outcome-draw-repetition = 重複局面，和棋。
outcome-draw-perpetual-check = 和棋：雙方都長將。
outcome-draw-double-pass = 和棋：雙方都停一手。
outcome-draw-ply-limit = 達到步數上限，和棋。
outcome-draw-quiet-limit = 連續太多步沒有吃子，和棋。
outcome-draw-bare-material = 和棋：雙方都已沒有可進攻的棋子。
outcome-draw-agreement = 雙方議和。
outcome-draw = 和棋。

## Board cells and announcements for screen readers

point-empty = { $point }，空
point-piece = { $side }{ $piece }，{ $point }
point-target = { $point }，空，可以走到這裡
point-capture = { $side }{ $piece }，{ $point }，可以吃掉
announce-picked = 拿起了 { $point } 的{ $piece }：有 { $count } 個落點。
announce-cannot-move = { $point } 的{ $piece }現在不能走。
announce-put-down = 已放下。
announce-move = { $side }：{ $move }。
announce-pass = { $side }停一手。

## Errors, by the server's codes

error-not-connected = 未連線到伺服器，正在重試…
error-unreachable = 無法連線到伺服器。
error-unknown-game = 這盤棋不存在。
error-wrong-token = 這個瀏覽器在這盤棋中沒有座位。
error-spectator = 你正在觀戰，不能走棋。
error-not-your-turn = 還沒輪到你。
error-malformed-move = 伺服器無法辨識這步棋。
error-illegal-move = 這步棋不合規則。
error-game-over = 對局已經結束。
error-undo-not-allowed = 這盤棋不允許悔棋。
error-setup-pending = 佈陣還在選擇中。
error-no-setup = 現在沒有可選擇的佈陣。
error-unknown-setup = 這種佈陣不存在。
error-nothing-to-undo = 沒有可以悔的棋。
error-wrong-invite = 這個邀請無效。
error-seat-taken = 雙方座位都已有人。
error-unavailable = 對局忙碌中，請稍後再試。
error-storage = 伺服器無法儲存對局，請再試一次。
error-storage-unavailable = 伺服器暫時無法儲存對局，請過一會兒再試。
error-too-many-spectators = 觀戰這盤棋的人太多，正在重試…
error-bad-request = 伺服器無法辨識這個請求。
error-too-large = 請求過大。
error-malformed = 伺服器無法辨識一則訊息。
error-rate-limited = 短時間內訊息過多，正在重新連線…
error-other = 發生錯誤（{ $code }）。

## Study board and board editor

start-study = 研究棋譜
start-editor = 擺設局面
title-study = 研究棋盤 · Palace
title-editor = 局面編輯器 · Palace
study-heading = 研究棋盤
study-import-legend = 匯入棋譜
study-file-label = 開啟檔案
study-drop-hint = GIB、PGN、XQF、DhtmlXQ、CBF 或 FEN；也可以把檔案拖到本頁。
study-paste-label = 或貼上棋譜或 FEN
study-paste-button = 讀取
study-reading = 正在讀取…
study-read-failed = 無法讀取棋譜：{ $reason }
study-games-label = 對局
study-game-option = { $number }. { $title }
study-game-errors = 檔案中無法讀取的對局數：{ $count }。第一個：{ $detail }
study-empty = 請匯入棋譜，或從編輯器開啟局面。
study-ply = 第 { $ply } 步，共 { $total } 步
study-branch = 從第 { $from } 步起你的變著的第 { $ply } 步
study-back-to-game = 回到對局
study-last = 最後一步
study-export-legend = 匯出
study-fen-label = FEN
study-copy-fen = 複製 FEN
study-edit-position = 編輯這個局面
study-export-what = 內容
study-export-line = 棋盤上的著法
study-export-game = 匯入的對局
study-format-label = 格式
study-format-pgn = PGN，座標
study-format-wxf = PGN，WXF 記法
study-format-chinese = PGN，中文記法
study-format-korean = PGN，韓文記法
study-format-gib = GIB
study-format-fen = 目前局面的 FEN
study-export-button = 顯示
study-download = 下載
editor-heading = 局面編輯器
editor-palette-label = 要放的棋子
editor-turn-label = 輪到
editor-start = 初始局面
editor-clear = 清空棋盤
editor-check = 檢查局面
editor-open-study = 在研究棋盤中開啟
editor-valid = 局面有效。
editor-piece = { $side }{ $piece }
editor-remove = 拿走棋子
editor-fault-bad-fen = 無法讀取 FEN。
editor-fault-general-count = { $side }必須恰好有一個{ $piece }。
editor-fault-general-outside-palace = { $point } 的{ $side }{ $piece }在九宮之外。
editor-fault-generals-facing = 雙方將帥照面，中間沒有棋子。
editor-fault-too-many = { $side }有 { $count } 個{ $piece }，最多 { $max } 個。
editor-fault-misplaced = { $point } 的{ $side }{ $piece }在它永遠到不了的位置。
editor-fault-soldier-behind-start = { $point } 的{ $side }{ $piece }在它的起始線後面；兵卒不能後退。
editor-fault-opponent-in-check = 不該走棋的一方正被將軍。
editor-play-computer = 與電腦對弈
editor-play-friend = 與朋友對弈
study-this-game = 研究這局棋

## lessons
start-lessons = 課程
lessons-heading = 課程
lessons-intro = 每課借一個局面講一條規則：先讀規則，再比較標出的著法，然後在棋盤上走出答案。
lessons-progress = 已完成 { $done } / { $total }
lessons-solved = 已完成
lessons-step-rule = 規則
lessons-step-compare = 比較這些著法
lessons-step-play = 輪到你
lessons-play-hint = 請在棋盤上走出你的答案。
lessons-right = 正確！
lessons-wrong = 不是這步。
lessons-show-answer = 顯示答案
lessons-try-again = 再試一次
lessons-next = 下一課
lessons-all = 全部課程
lessons-review = 要點
lessons-candidate = { $piece } { $move }
lessons-not-found = 沒有這一課。
lesson-q-capture = 哪一步能得子？
lesson-q-mate = 找出一步殺。
lesson-q-check = 你被將軍了。最好的應法是什麼？
lesson-q-safe = 你的馬受到攻擊。它該去哪裡？
lesson-q-bikjang = 雙方的將面對面。請解除對將。
lesson-q-pass = 這裡最好怎麼做？
lesson-q-points = 吃哪個子得分最多？
lesson-xq-cannon-screen-title = 炮架
lesson-xq-cannon-screen-rule = 炮走法同車，但吃子時必須隔著恰好一個棋子（不論哪方），這個棋子叫炮架。
lesson-xq-cannon-screen-explain = b6 的黑兵就是炮架：炮越過它吃掉 b8 的車。
lesson-xq-cannon-screen-wrong = 這步合法，但什麼也吃不到：炮只能隔著炮架吃子。
lesson-xq-cannon-screen-review = 炮：平移走子，隔一子吃子。
lesson-xq-cannon-limit-title = 炮吃不到的子
lesson-xq-cannon-limit-rule = 中間沒有子，或有兩個子，炮都不能吃。必須恰好有一個炮架。
lesson-xq-cannon-limit-explain = 你 e5 的兵是炮和 g5 馬之間的炮架。b9 的車前面沒有炮架。
lesson-xq-cannon-limit-wrong = 炮只是走到那裡。它吃不到 b9 的車：兩者之間沒有子。
lesson-xq-cannon-limit-review = 沒有炮架就不能吃：找中間恰好一個子。
lesson-xq-horse-leg-title = 馬腿
lesson-xq-horse-leg-rule = 馬先直走一步，再向外斜走一步。第一步的點（馬腿）上有子，馬就被絆住。
lesson-xq-horse-leg-explain = 你 d3 計程車擋住了通往 e4 車的路，但通往 a4 炮的路是通的。
lesson-xq-horse-leg-wrong = 這步吃不到子。d3 被堵住了，但 b3 是空的。
lesson-xq-horse-leg-review = 算馬的落點之前，先逐一檢查馬腿。
lesson-xq-elephant-eye-title = 象眼
lesson-xq-elephant-eye-rule = 象斜走恰好兩步，永不過河。中間點（象眼）上有子，象就被塞住。
lesson-xq-elephant-eye-explain = f4 的兵塞住了去 g5 的象眼，但去 c5 的路是通的：象吃馬。
lesson-xq-elephant-eye-wrong = 這步吃不到子。象眼 d4 是空的，所以象能到 c5。
lesson-xq-elephant-eye-review = 象眼上一個子就能塞住象。
lesson-xq-soldier-river-title = 過河兵
lesson-xq-soldier-river-rule = 兵每次向前一步。過河後也可以橫走，但永遠不能後退。
lesson-xq-soldier-river-explain = e6 的兵已過河，可以橫著吃掉 d6 的馬。c5 的兵還沒過河。
lesson-xq-soldier-river-wrong = 這步得不到什麼。只有過河的兵才能橫著吃子。
lesson-xq-soldier-river-review = 過河前只能前進，過河後可進可橫。
lesson-xq-piece-values-title = 棋子的價值
lesson-xq-piece-values-rule = 常用的估算：車 9，馬和炮約 4.5，士和象 2，兵 1 或 2。
lesson-xq-piece-values-explain = 馬可以吃車也可以吃兵；車的價值高得多。
lesson-xq-piece-values-wrong = 這樣得到的少得多。你的馬可以吃掉 b5 的車。
lesson-xq-piece-values-review = 能吃的子有幾個時，吃價值最高的。
lesson-xq-answer-check-title = 應將
lesson-xq-answer-check-rule = 被將軍時，可以動將、墊子擋住，或吃掉將軍的棋子。這裡兩個士讓將動彈不得。
lesson-xq-answer-check-explain = a8 的車吃掉將軍的車：將軍解除，你還得了一車。
lesson-xq-answer-check-wrong = 這樣能擋住將軍，但黑車還在。吃掉它更好。
lesson-xq-answer-check-review = 被將軍時，先看能不能吃掉將軍的棋子。
lesson-xq-flying-general-pin-title = 將帥不能照面
lesson-xq-flying-general-pin-rule = 雙方的將不能在同一條直線上中間無子。夾在中間的唯一一個子不能離開這條線。
lesson-xq-flying-general-pin-explain = e6 的黑馬是兩將之間唯一的子。它逃不掉，你的兵吃掉它。
lesson-xq-flying-general-pin-wrong = 這樣馬就活下來了。它被你的將牽制住：現在就吃。
lesson-xq-flying-general-pin-review = 將控制著它所在的空線：用它來牽制。
lesson-xq-flying-general-mate-title = 將幫助成殺
lesson-xq-flying-general-mate-rule = 因為將帥不能照面，你的將控制著它的整條直線。
lesson-xq-flying-general-mate-explain = 車在 b10 將軍。黑將不能去與你的將照面的 d10，也不能去 f10 或 e9。
lesson-xq-flying-general-mate-wrong = 這不是殺：黑將還有出路。
lesson-xq-flying-general-mate-review = 把將也算作進攻子：它守著自己那條線。
lesson-xq-double-chariot-mate-title = 雙車殺
lesson-xq-double-chariot-mate-rule = 雙車可以殺將：一車封住一條橫線，另一車在下一條橫線將軍。
lesson-xq-double-chariot-mate-explain = a9 的車控制第 9 橫線，另一車在 b10 將軍。將沒有空點可走。
lesson-xq-double-chariot-mate-wrong = 將逃掉了。保持第 9 橫線封住，在第 10 橫線將軍。
lesson-xq-double-chariot-mate-review = 一車攔，一車將。
lesson-xq-horse-chariot-mate-title = 馬車殺
lesson-xq-horse-chariot-mate-rule = 馬在近處將軍，車封住將的退路。
lesson-xq-horse-chariot-mate-explain = 馬從 g9（或 f8）將軍。車控制 e9，兩個士堵住其餘的點。
lesson-xq-horse-chariot-mate-wrong = 這不是殺。車守住 e9 時，用馬將軍。
lesson-xq-horse-chariot-mate-review = 車困，馬將。
lesson-xq-horse-cannon-mate-title = 馬後炮
lesson-xq-horse-cannon-mate-rule = 將前面的馬既能當炮架，又能控制將兩側的點。
lesson-xq-horse-cannon-mate-explain = e3 的炮隔著 e8 的馬將軍。馬控制 d10 和 f10，炮控制 e9。
lesson-xq-horse-cannon-mate-wrong = 這不是殺。把炮放到將所在的直線上、馬的後面。
lesson-xq-horse-cannon-mate-review = 馬在前，炮在後：經典殺法。
lesson-xq-soldier-mate-title = 兵殺
lesson-xq-soldier-mate-rule = 當其他棋子控制住將的退路時，過河兵也能成殺。
lesson-xq-soldier-mate-explain = 兵在車的保護下從 f9 將軍。將不能去 e10：那樣會與你的將照面。
lesson-xq-soldier-mate-wrong = 不是殺。把兵走到有車保護的地方。
lesson-xq-soldier-mate-review = 將無路可走時，一個兵也能成殺。
lesson-xq-perpetual-check-title = 長將判負
lesson-xq-perpetual-check-rule = 同一局面第三次出現，而一方每步都在將軍，這一方判負。車已經在 a10 將過兩次了。
lesson-xq-perpetual-check-explain = i8 的車到 i10 將軍，另一車守住第 9 橫線：不重複就成殺。
lesson-xq-perpetual-check-wrong = 再從 a10 將軍，局面第三次重複，會判負。去找殺著。
lesson-xq-perpetual-check-review = 不要重複將軍：找新的將軍，或者殺著。
lesson-xq-chase-title = 捉子
lesson-xq-chase-rule = 反覆攻擊同一個無保護的子就是捉。按這套規則，長捉和長將一樣判負。
lesson-xq-chase-explain = 馬到 c4 後有你 c1 的車保護，捉子就此結束。
lesson-xq-chase-wrong = 在那裡馬仍然沒有保護，車可以繼續捉它。
lesson-xq-chase-review = 被捉時，把子走到有保護的地方。
lesson-jg-cannon-screen-title = 韓國象棋的炮架
lesson-jg-cannon-screen-rule = 韓國象棋的包無論走子還是吃子，都要越過恰好一個子。沒有炮架就完全不能動。
lesson-jg-cannon-screen-explain = b6 的漢方兵是炮架：包越過它吃掉 b8 的車。
lesson-jg-cannon-screen-wrong = 包可以落在那裡，但什麼也吃不到。越過炮架吃車。
lesson-jg-cannon-screen-review = 韓國象棋的包就連走子也總要跳。
lesson-jg-cannon-limit-title = 包不能越過包
lesson-jg-cannon-limit-rule = 韓國象棋的包不能用包作炮架，也永遠不能吃包。
lesson-jg-cannon-limit-explain = b5 的漢方包不能越過，所以車是安全的。越過你 c3 的馬，包吃掉 f3 的馬。
lesson-jg-cannon-limit-wrong = 這步吃不到子。用你 c3 的馬作炮架，吃掉 f3 的馬。
lesson-jg-cannon-limit-review = 包既不越包，也不吃包。
lesson-jg-chariot-diagonal-title = 九宮裡的車
lesson-jg-chariot-diagonal-rule = 在九宮裡，車也可以沿斜線走。
lesson-jg-chariot-diagonal-explain = d3 的車沿斜線經過空著的中心 e2，吃掉 f1 的包。
lesson-jg-chariot-diagonal-wrong = 這步吃不到子。在九宮裡車可以走 d3 到 f1 的斜線。
lesson-jg-chariot-diagonal-review = 九宮的線是車的額外通路。
lesson-jg-cannon-diagonal-title = 九宮斜線上的包
lesson-jg-cannon-diagonal-rule = 在九宮斜線上，包越過中心的一個非包棋子，從一角跳到對角。
lesson-jg-cannon-diagonal-explain = 你 e2 計程車是炮架：包從 d1 跳到 f3 吃車。
lesson-jg-cannon-diagonal-wrong = 這步吃不到子。越過 e2 計程車斜著跳。
lesson-jg-cannon-diagonal-review = 在九宮裡，包可以越過中心跳。
lesson-jg-elephant-block-title = 韓國象棋的象
lesson-jg-elephant-block-rule = 象先直走一步，再斜走兩步。途經的兩個點上任何一個有子，象就被擋住。
lesson-jg-elephant-block-explain = 經 d4、e5 去 f6 的路是通的：象吃馬。d6 的兵擋住了去車那裡的路。
lesson-jg-elephant-block-wrong = 這步吃不到子。象的每條路都要檢查兩個點。
lesson-jg-elephant-block-review = 象的每條路都有兩個點要檢查。
lesson-jg-horse-block-title = 韓國象棋的馬
lesson-jg-horse-block-rule = 馬先直走一步，再向外斜走一步。第一步的點上有子，馬就被擋住。
lesson-jg-horse-block-explain = 你 d3 計程車擋住了去 e4 車的路；經 b3 去 a4 包的路是通的。
lesson-jg-horse-block-wrong = 這步吃不到子。馬仍然可以經空著的 b3 到 a4。
lesson-jg-horse-block-review = 馬有多自由，取決於它的第一步。
lesson-jg-soldier-palace-title = 九宮裡的兵
lesson-jg-soldier-palace-rule = 韓國象棋的兵向前或橫走。在對方九宮裡，它還可以沿斜線向前。
lesson-jg-soldier-palace-explain = 兵從角上的 d8 沿九宮斜線走到 e9，吃掉馬。
lesson-jg-soldier-palace-wrong = 這步吃不到子。兵可以從 d8 斜走到 e9。
lesson-jg-soldier-palace-review = 在對方九宮裡，兵可以走斜線。
lesson-jg-points-title = 計算分數
lesson-jg-points-rule = 韓國象棋的棋子有分數：車 13、包 7、馬 5、象 3、士 3、兵 2；漢方另加 1.5 分。有些對局按分數定勝負。
lesson-jg-points-explain = 包值 7 分，馬值 5 分：吃包。
lesson-jg-points-wrong = 這樣得分更少。包值 7 分，馬值 5 分。
lesson-jg-points-review = 車 13、包 7、馬 5、象和士 3、兵 2。
lesson-jg-general-diagonal-title = 走斜線的將
lesson-jg-general-diagonal-rule = 將沿九宮的線（包括斜線）走一步，永遠不離開九宮。
lesson-jg-general-diagonal-explain = 將從 d3 斜走到 e2，離開車所在的直線，到達無子攻擊的點；e3 由兵控制。
lesson-jg-general-diagonal-wrong = 用車墊將會被漢方的車吃掉。將可以沿斜線逃開。
lesson-jg-general-diagonal-review = 在九宮裡，斜線就是退路。
lesson-jg-bikjang-title = 對將（Bikjang）
lesson-jg-bikjang-rule = 兩將在空線上面對面就是對將。按這套規則，出現過吃子後，輪到走棋的一方必須解除對將，否則按分數定勝負。
lesson-jg-bikjang-explain = 你的車走到 e5，擋在兩將之間；將離開這條線也能解除對將。
lesson-jg-bikjang-wrong = 走完這步兩將仍然面對面：對將仍在。
lesson-jg-bikjang-review = 解除對將：讓開，或在中間放一個子。
lesson-jg-pass-title = 停一手
lesson-jg-pass-rule = 在韓國象棋裡，沒有被將軍的一方可以停一手而不走子。這裡走任何一步都會丟士。
lesson-jg-pass-explain = 停一手讓士留在 e2，繼續替你的將擋住車。
lesson-jg-pass-wrong = 士到 e3 會被 d3 的兵吃掉。停一手什麼也不會丟。
lesson-jg-pass-review = 每步都只會更糟時，就停一手。
lesson-jg-double-chariot-mate-title = 韓國象棋的雙車殺
lesson-jg-double-chariot-mate-rule = 雙車殺法與象棋相同：一車封住一條橫線，另一車在底線將軍。
lesson-jg-double-chariot-mate-explain = a9 的車控制第 9 橫線，b10 的車將軍。將沒有空點可走。
lesson-jg-double-chariot-mate-wrong = 將逃掉了。保持第 9 橫線封住，在第 10 橫線將軍。
lesson-jg-double-chariot-mate-review = 一車攔，一車將。
lesson-jg-horse-chariot-mate-title = 韓國象棋的馬車殺
lesson-jg-horse-chariot-mate-rule = 車在底線將軍，馬守住將的出路。
lesson-jg-horse-chariot-mate-explain = 車從 i10 將軍；c8 的馬控制 e9，d10 和 f10 都在車的線上。
lesson-jg-horse-chariot-mate-wrong = 這不是殺。在第 10 橫線將軍，那裡的 e9 由馬控制。
lesson-jg-horse-chariot-mate-review = 馬守，車將。
lesson-jg-cannon-mate-title = 韓國象棋的包殺
lesson-jg-cannon-mate-rule = 包隔著炮架將軍。將前面的兵是很好的炮架，還能控制退路。
lesson-jg-cannon-mate-explain = d3 的包隔著 d8 的兵將軍。d9 和 e9 都被控制，也沒有子能墊。
lesson-jg-cannon-mate-wrong = 這不是殺。讓包跳到將所在的直線上、d8 兵的後面。
lesson-jg-cannon-mate-review = 一個兵可以既當炮架又當守衛。
lesson-jg-perpetual-check-title = 韓國象棋的長將
lesson-jg-perpetual-check-rule = 同一局面第三次出現，而一方每步都在將軍，這一方判負。車已經在 a10 將過兩次了。
lesson-jg-perpetual-check-explain = 車從 i10 將軍，另一車守住第 9 橫線：不重複就成殺。
lesson-jg-perpetual-check-wrong = 再從 a10 將軍會重複局面並判負。去找殺著。
lesson-jg-perpetual-check-review = 不要重複將軍：找新的將軍，或者殺著。
