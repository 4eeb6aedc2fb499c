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

## rules pages

start-rules = 遊戲規則
rules-this-game = 本局規則
rules-overview-title = { -brand }：{ -xiangqi }與{ -janggi }規則
rules-overview-heading = { -xiangqi }與{ -janggi }規則
rules-overview-intro = 兩種棋都在九路十線的棋盤交叉點上下。每方的將位於九個點組成的九宮內，將死對方的將即獲勝。
rules-about-xiangqi = { -xiangqi }是中國的象棋。棋盤中間有河界，{ -red }先走。
rules-about-janggi = { -janggi }是韓國的象棋。沒有河界，九宮的斜線是宮內棋子的通道，{ -cho }先走。
rules-setup-choice = 開局前，雙方各自選擇馬和象的擺法。
rules-setup-fixed = 棋子從固定的位置開始。
rules-page-title = { -brand }：{ $rules }
rules-all = 全部規則
rules-play = 下一局
rules-presets-heading = 規則集
rules-not-found-title = 沒有這個規則集
rules-not-found-text = 沒有名為「{ $name }」的規則集。{ -brand }支援的規則集如下：
rules-pieces-heading = 棋子走法
rules-diagram-caption = 從{ $from }可以走到：{ $targets }。
rules-diagram-blocked = 被阻擋：{ $points }。
rules-move-xiangqi-k = 將沿直線走一步，不能離開九宮。雙方的將不能在中間無子的同一條線上對面。
rules-move-xiangqi-a = 士斜走一步，只能在九宮內。
rules-move-xiangqi-b = 象斜走正好兩步。中間的點有子時不能走（塞象眼），象不能過河。
rules-move-xiangqi-n = 馬先直走一步，再向外斜走一步。第一步的點上有子時，這個方向就走不了（蹩馬腿）。
rules-move-xiangqi-r = 車沿直線走任意步，直到被棋子擋住，可以吃掉遇到的第一個敵方棋子。
rules-move-xiangqi-c = 炮走法同車，但吃子時必須正好隔一個棋子跳過去吃敵方棋子。
rules-move-xiangqi-p = 兵向前走一步。過河後也可以橫走一步。兵不能後退。
rules-move-janggi-k = 將沿九宮的線（包括斜線）走一步，不能離開九宮。
rules-move-janggi-a = 士和將一樣，沿九宮的線走一步。
rules-move-janggi-b = 象先直走一步，再向外斜走兩步。路上任何一點有子都會被擋住。
rules-move-janggi-n = 馬先直走一步，再向外斜走一步。第一步的點上有子時，這個方向就走不了。
rules-move-janggi-r = 車沿直線走任意步，在九宮內也可以沿斜線走。
rules-move-janggi-c = 包沿直線或九宮斜線正好跳過一個不是包的棋子，落在其後的點上或在那裡吃子。包不能吃包。
rules-move-janggi-p = 兵向前或橫走一步，不能後退。
rules-note-cannon-slides = 在這個規則集中，包不吃子時也可以像車一樣走。
rules-note-cannon-must-jump = 即使不吃子，也需要一個棋子作炮架。
rules-note-soldier-palace-diagonals = 在對方九宮內，也可以沿斜線向前走。
rules-table-heading = 棋子一覽
rules-col-traditional = 傳統字
rules-col-readable = 單字
rules-col-picture = 圖案
rules-col-name = 名稱
rules-col-moves = 走法
rules-col-points = 分數
rules-short-xiangqi-k = 九宮內沿直線一步
rules-short-xiangqi-a = 九宮內斜走一步
rules-short-xiangqi-b = 斜走兩步，不能過河
rules-short-xiangqi-n = 直一步再斜一步，可被蹩腿
rules-short-xiangqi-r = 沿直線任意步
rules-short-xiangqi-c = 走法同車，隔一子吃子
rules-short-xiangqi-p = 向前一步，過河後也可橫走
rules-short-janggi-k = 沿九宮的線一步
rules-short-janggi-a = 沿九宮的線一步
rules-short-janggi-b = 直一步再斜兩步，可被擋
rules-short-janggi-n = 直一步再斜一步，可被擋
rules-short-janggi-r = 沿直線或九宮斜線任意步
rules-short-janggi-c = 正好跳過一個不是包的棋子
rules-short-janggi-p = 向前或橫走一步
rules-endings-heading = 對局如何結束
rules-end-checkmate = 將死：將被攻擊且無法解救的一方輸棋。
rules-end-no-legal-move = 無棋可走的一方即使沒有被將軍也判負。
rules-end-flying-general = 雙方的將不能在中間無子的同一條線上對面，造成這種局面的走法不允許。
rules-end-facing-allowed = 雙方的將可以在中間無子的同一條線上對面，不會因此發生什麼。
rules-end-bikjang-break-or-pass = 對面將（bikjang）：輪到走棋時雙方的將對面的一方，必須擋住或離開這條線，或者停著。
rules-end-bikjang-must-break = 對面將（bikjang）：輪到走棋時雙方的將對面的一方，必須擋住或離開這條線。
rules-end-bikjang-pass-while-facing = 雙方的將對面時停著，對局結束：{ $decision ->
    [points] 分數多的一方獲勝。
   *[draw] 判為和棋。
  }
rules-end-bikjang-still-facing = 有棋子被吃掉之後，輪到走棋時雙方的將對面的一方若仍保持對面，對局結束：{ $decision ->
    [points] 分數多的一方獲勝。
   *[draw] 判為和棋。
  }
rules-end-pass-allowed = 沒有被將軍的一方可以停著，不走棋。
rules-end-pass-never = 不允許停著。
rules-end-double-pass = 雙方接連停著，對局結束：{ $decision ->
    [points] 分數多的一方獲勝。
   *[draw] 判為和棋。
  }
rules-end-repetition-xiangqi = 同一局面第三次出現時，自第一次出現以來每步都將軍的一方判負（雙方都如此則除外）；否則判和。
rules-end-repetition-janggi = 同一局面第三次出現時，分數多的一方獲勝；但自第一次出現以來每步都將軍的一方改判負（雙方都如此則除外）。
rules-end-repetition-fold = 同一局面出現{ $count }次時對局結束：長將的一方判負；否則{ $decision ->
    [points] 分數多的一方獲勝。
   *[draw] 判為和棋。
  }
rules-end-chasing = 每步都追捉無保護的棋子（長捉）與長將一樣判負。
rules-end-move-repetition = 不將軍而讓一個棋子來回走動，會更早算作重複。
rules-end-repetition-none = 重複局面不會結束對局。
rules-end-ply-limit = 共走{ $count }步（雙方各算一步）後對局結束：{ $decision ->
    [points] 分數多的一方獲勝。
   *[draw] 判為和棋。
  }
rules-end-quiet-limit = 連續{ $count }步（雙方各算一步）無吃子，對局結束：{ $decision ->
    [points] 分數多的一方獲勝。
   *[draw] 判為和棋。
  }
rules-end-quiet-limit-check-offset = 一方將軍超過十次後，超出的將軍會延長這個限制。
rules-end-bare-material = 雙方都沒有車、馬、炮、兵時，判為和棋。
rules-end-draw-agreement = 雙方可以議和。
rules-end-resignation = 任何時候都可以認輸。
rules-end-points = 計分：每方計算棋盤上自己的棋子（見表格）；{ -han }因後走加{ $bonus }分，所以總分不會相同。
rules-faq-heading = 常見問題
rules-faq-q1 = 哪一方先走？
rules-faq-a1 = { -xiangqi }中{ -red }先走，{ -janggi }中{ -cho }先走。
rules-faq-q2 = 將可以離開九宮嗎？
rules-faq-a2 = 不可以。將和士始終留在自己的九宮內。
rules-faq-q3 = 為什麼我的馬或象走不到那裡？
rules-faq-a3 = 路上的點有棋子擋住了它；上面的圖用叉號標出這些點。
rules-faq-q4 = 同一局面反覆出現會怎樣？
rules-faq-a4 = 這取決於規則集：本頁「對局如何結束」一節說明了這個規則集的做法。
rules-strategy-heading = 策略要點
rules-strategy-opening-heading = 開局
rules-strategy-opening = 盡早出車，在馬被擋住前跳馬，保持九宮的防守，不要無目的地動兵。
rules-strategy-values-heading = 棋子的價值
rules-strategy-values-xiangqi = 一車約值兩馬或兩炮。炮在開局強，馬在子少的殘局強。士和象負責防守。
rules-strategy-values-janggi = 表中的分數是很好的參考：車最強；包需要炮架，棋子越少越弱。
rules-strategy-mates-heading = 常見殺法
rules-strategy-mates = 雙車在相鄰的線上交替將軍即可將死。馬和車可以將死被自己棋子困住的將。在將所在的線上，炮架後面的炮在將無法橫移時形成將死。
embed-title = { -brand }：棋盤
embed-link-game = 在{ -brand }上查看本局
embed-link-rules = 在{ -brand }上查看本局規則
embed-link-home = 在{ -brand }上下{ -janggi }和{ -xiangqi }
embed-no-game = 沒有對局「{ $id }」。
embed-unavailable = 現在無法顯示這局棋：{ $reason }
embed-bad-query = 這個連結格式不正確。
embed-bad-rules = 未知的規則集「{ $name }」。
embed-bad-fen = 無法顯示這個局面：{ $reason }
embed-code-button = 複製嵌入程式碼
embed-code-copied = 已複製嵌入程式碼
embed-frame-title = { -brand }：棋盤
