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

## analysis
analysis-legend = 引擎分析
analysis-on = 分析
analysis-lines-label = 候選著法數
analysis-depth = 深度 { $depth }
analysis-waiting = 引擎正在思考…
analysis-no-moves = 此局面沒有合法著法。
analysis-mate = { $side }{ $moves }步殺
analysis-line-title = 第 { $number } 變：{ $moves }
analysis-graph-button = 評估整盤棋
analysis-graph-label = 每步之後的形勢評估；點擊可跳到該步
analysis-graph-progress = 已評估 { $done } / { $total } 個局面
analysis-graph-done = 失誤以紅點標出；點擊曲線可跳到該步。
analysis-mistake = 第 { $ply } 步（{ $move }）：失誤，損失 { $drop }
analysis-too-many = 從你的位址開啟的分析棋盤太多了；請關閉一個後再試。
analysis-no-engine = 此伺服器沒有可用於分析的引擎。
analysis-failed = 分析失敗：{ $reason }
editor-keys-hint = 在棋盤上：方向鍵移動，FEN 字母選擇棋子（先走方用大寫：K A B N R C P），Enter 或空白鍵放置，Delete 移除，x 選擇移除。
