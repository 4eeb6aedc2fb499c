# Palace 浏览器客户端：简体中文目录。

## Terms

-brand = Palace
-xiangqi = 象棋
-janggi = 韩国象棋
-red = 红方
-black = 黑方
-cho = 楚方
-han = 汉方

## Page and header

title-start = { -brand }：{ -janggi }与{ -xiangqi }
title-game = { -brand }：{ $first } 对 { $second }
brand = { -brand }
pieces-label = 棋子
language-label = 语言
sound-label = 音效
skip-to-board = 跳到棋盘

## Piece sets

pieceset-traditional = 传统汉字
pieceset-readable = 每种棋子一个字
pieceset-letters = 字母
pieceset-pictures = 图案

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = 将
piece-xiangqi-a = 士
piece-xiangqi-b = 象
piece-xiangqi-n = 马
piece-xiangqi-r = 车
piece-xiangqi-c = 炮
piece-xiangqi-p = 兵
piece-janggi-k = 将
piece-janggi-a = 士
piece-janggi-b = 象
piece-janggi-n = 马
piece-janggi-r = 车
piece-janggi-c = 包
piece-janggi-p = 兵

## Start screen

start-heading = 来下{ -janggi }或{ -xiangqi }
resume-button = 继续你的对局
game-legend = 棋种
game-xiangqi = { -xiangqi }
game-xiangqi-sub = 中国象棋
game-janggi = { -janggi }
game-janggi-sub = 장기 · Janggi
opponent-legend = 对手
mode-computer = 电脑
mode-local = 双人对弈
mode-local-sub = 在这台设备上
mode-friend = 邀请好友
mode-friend-sub = 发送链接
level-legend = 难度
level-select-label = 难度 1 到 8
level-easy = 简单
level-easy-about = 会犯错：适合学习走法。
level-normal = 普通
level-normal-about = 下得稳健，会惩罚无根的棋子。
level-hard = 困难
level-hard-about = 最强难度：思考最久，很少出错。
score-level = 你在难度 { $level } 的战绩：{ $won } 胜 { $lost } 负 { $drawn } 和
score-friend = 与好友对弈：{ $won } 胜 { $lost } 负 { $drawn } 和
score-local = 本设备上的对局：{ $first } 胜 { $firstWins } 局，{ $second } 胜 { $secondWins } 局，和棋 { $drawn } 局
side-legend = 你的一方
side-moves-first = 先走
side-moves-second = 后走
side-random = 随机
side-at-bottom = { $side }在下方
rules-legend = 规则
rules-advanced = 高级：兼容 Fairy-Stockfish
rules-xiangqi-standard = 标准（亚洲规则，简化的重复局面判定）
rules-xiangqi = Fairy-Stockfish：{ -xiangqi }
rules-janggi-standard = 标准（自选布阵，对将时按分数判定）
rules-janggi-club = 俱乐部（固定布阵，包可滑行）
rules-janggi-strict = 严格（不允许停一手）
rules-janggi = Fairy-Stockfish：{ -janggi }
rules-janggitraditional = Fairy-Stockfish：传统
rules-janggimodern = Fairy-Stockfish：现代（Kakao）
rules-janggicasual = Fairy-Stockfish：休闲
setup-hint = { -janggi }：第一步之前，双方各自选择马和象的摆放位置，{ -han }先选，{ -cho }后选。
start-button = 开始
start-failed = 无法开始对局：{ $reason }

## A game link that leads nowhere

not-found-heading = 这里没有对局
not-found-text = 这个链接上没有对局。可能是链接输错了，或者对局已不存在。
not-found-home = 开始新对局

## Game screen

board-label = 棋盘
board-help = 方向键移动光标，回车或空格键拿起和放下棋子，Esc 键取消。
review-start = 初始局面
review-after = 第 { $ply } 步之后（共 { $total } 步）
review-first = 初始局面
review-prev = 上一步
review-next = 下一步
review-live = 回到对局
turn-connecting = 正在连接…
turn-reconnecting = 正在重新连接…
turn-choose-setup = 请选择布阵（{ $side }）。
turn-waiting-setup = 正在等待{ $side }选择布阵…
turn-side-to-move = 轮到{ $side }走棋。
turn-yours = 轮到你走棋（{ $side }）。
turn-computer = 电脑（{ $side }）正在思考…
turn-waiting-friend = 正在等待好友以{ $side }身份加入…
turn-waiting = 正在等待{ $side }…
check-xiangqi = 将军！
check-janggi = 将军（Janggun）！
notice-watching = 你正在观看这局棋。
notice-seat-taken = 双方座位都已有人：你正在观看这局棋。
notice-invite-failed = 这个邀请无效：你正在观看这局棋。
notice-repetition = 这个局面已出现两次。如果第三次出现，对局结束（每步都将军的一方判负）。
notice-bikjang = 对将（Bikjang）：双方的将在无子阻隔的同一直线上相对。

## Players

player-you = { $side }：你
player-this-device = { $side }：本设备
player-computer = { $side }：电脑，难度 { $level }
player-waiting-friend = { $side }：等待好友加入
player-friend = { $side }：你的好友
player-friend-away = { $side }：你的好友（已离开）
player-other = { $side }：棋手
player-other-away = { $side }：棋手（已离开）
to-move = 走棋
spectators = { $count } 人观战
invite-prompt = 把这个链接发给你的好友：
invite-link-label = 邀请链接
copy = 复制
copied = 已复制
points = 分数：{ $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = { $side }被吃：
captured-none = { $side }被吃：无

## Buttons

pass = 停一手
undo = 悔棋
flip = 翻转棋盘
flip-title = 把棋盘调转方向
resign = 认输
new-game = 新对局
moves-heading = 棋谱
coords-label = 坐标
copy-moves = 复制棋谱
moves-copied = 棋谱已复制
move-pass = 停一手
move-title = 第 { $ply } 步：{ $move }

## Janggi setup choice

setup-title-mine = { $side }：选择马和象的摆放位置
setup-title-other = { $side }正在选择布阵…
setup-han-chose = { -han }选择了{ $setup }。
setup-order = { -han }先选，{ -cho }后选。
setup-named = 名称按各方棋手自己的左边起算。
setup-ma-sang-sang-ma = 马象象马（馬象象馬）
setup-sang-ma-sang-ma = 象马象马（象馬象馬）
setup-ma-sang-ma-sang = 马象马象（馬象馬象）
setup-sang-ma-ma-sang = 象马马象（象馬馬象）

## Dialogs

resign-question = 确定要认输吗？
resign-yes = 认输
keep-playing = 继续下棋
pass-question = 现在停一手，对局就会结束。{ $outcome }仍要停一手吗？
pass-yes = 停一手并结束对局
over-title = 对局结束
over-won = 你赢了！
over-lost = 你输了
over-draw = 和棋
over-points = 分数：{ $first } { $firstPoints }，{ $second } { $secondPoints }。
score-after-level = 对难度 { $level }：{ $won } 胜 { $lost } 负 { $drawn } 和。
score-after-friend = 与好友对弈：{ $won } 胜 { $lost } 负 { $drawn } 和。
score-after-local = 本设备上的对局：{ $first } 胜 { $firstWins } 局，{ $second } 胜 { $secondWins } 局，和棋 { $drawn } 局。
play-again = 再来一局
look-at-board = 查看棋盘

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = { $side }将死对方获胜。
outcome-win-no-legal-moves = { $side }获胜：对方无子可走。
outcome-win-bikjang = 对将（双方的将相对）后按分数{ $side }获胜。
outcome-win-repetition = 因重复局面{ $side }获胜。
outcome-win-perpetual-check = { $side }获胜：对方长将。
outcome-win-double-pass = 双方都停一手，按分数{ $side }获胜。
outcome-win-ply-limit = 达到步数上限，按分数{ $side }获胜。
outcome-win-quiet-limit = 连续太多步没有吃子，{ $side }获胜。
outcome-win-bare-material = { $side }获胜：对方已没有可进攻的棋子。
outcome-win-resignation = 对方认输，{ $side }获胜。
outcome-win-agreement = 双方协议，{ $side }获胜。
outcome-win = { $side }获胜。
outcome-draw-bikjang = 对将（双方的将相对），和棋。
outcome-draw-repetition = 重复局面，和棋。
outcome-draw-perpetual-check = 和棋：双方都长将。
outcome-draw-double-pass = 和棋：双方都停一手。
outcome-draw-ply-limit = 达到步数上限，和棋。
outcome-draw-quiet-limit = 连续太多步没有吃子，和棋。
outcome-draw-bare-material = 和棋：双方都已没有可进攻的棋子。
outcome-draw-agreement = 双方议和。
outcome-draw = 和棋。

## Board cells and announcements for screen readers

point-empty = { $point }，空
point-piece = { $side }{ $piece }，{ $point }
point-target = { $point }，空，可以走到这里
point-capture = { $side }{ $piece }，{ $point }，可以吃掉
announce-picked = 拿起了 { $point } 的{ $piece }：有 { $count } 个落点。
announce-cannot-move = { $point } 的{ $piece }现在不能走。
announce-put-down = 已放下。
announce-move = { $side }：{ $move }。
announce-pass = { $side }停一手。

## Errors, by the server's codes

error-not-connected = 未连接到服务器，正在重试…
error-unreachable = 无法连接服务器。
error-unknown-game = 这局棋不存在。
error-wrong-token = 此浏览器在这局棋中没有座位。
error-spectator = 你正在观战，不能走棋。
error-not-your-turn = 还没轮到你。
error-malformed-move = 服务器无法识别这步棋。
error-illegal-move = 这步棋不合规则。
error-game-over = 对局已经结束。
error-undo-not-allowed = 这局棋不允许悔棋。
error-setup-pending = 布阵还在选择中。
error-no-setup = 现在没有可选择的布阵。
error-unknown-setup = 这种布阵不存在。
error-nothing-to-undo = 没有可以悔的棋。
error-wrong-invite = 这个邀请无效。
error-seat-taken = 双方座位都已有人。
error-unavailable = 对局正忙，请稍后再试。
error-storage = 服务器无法保存对局，请重试。
error-storage-unavailable = 服务器暂时无法保存对局，请过一会儿再试。
error-too-many-spectators = 观战这局棋的人太多，正在重试…
error-bad-request = 服务器无法识别这个请求。
error-too-large = 请求过大。
error-malformed = 服务器无法识别一条消息。
error-rate-limited = 短时间内消息过多，正在重新连接…
error-other = 出了点问题（{ $code }）。

## Study board and board editor

start-study = 研究棋谱
start-editor = 摆设局面
title-study = 研究棋盘 · Palace
title-editor = 局面编辑器 · Palace
study-heading = 研究棋盘
study-import-legend = 导入棋谱
study-file-label = 打开文件
study-drop-hint = GIB、PGN、XQF、DhtmlXQ、CBF 或 FEN；也可以把文件拖到本页。
study-paste-label = 或粘贴棋谱或 FEN
study-paste-button = 读取
study-reading = 正在读取…
study-read-failed = 无法读取棋谱：{ $reason }
study-games-label = 对局
study-game-option = { $number }. { $title }
study-game-errors = 文件中无法读取的对局数：{ $count }。第一个：{ $detail }
study-empty = 请导入棋谱，或从编辑器打开局面。
study-ply = 第 { $ply } 步，共 { $total } 步
study-branch = 从第 { $from } 步起你的变着的第 { $ply } 步
study-back-to-game = 回到对局
study-last = 最后一步
study-export-legend = 导出
study-fen-label = FEN
study-copy-fen = 复制 FEN
study-edit-position = 编辑这个局面
study-export-what = 内容
study-export-line = 棋盘上的着法
study-export-game = 导入的对局
study-format-label = 格式
study-format-pgn = PGN，坐标
study-format-wxf = PGN，WXF 记法
study-format-chinese = PGN，中文记法
study-format-korean = PGN，韩文记法
study-format-gib = GIB
study-format-fen = 当前局面的 FEN
study-export-button = 显示
study-download = 下载
editor-heading = 局面编辑器
editor-palette-label = 要放的棋子
editor-turn-label = 轮到
editor-start = 初始局面
editor-clear = 清空棋盘
editor-check = 检查局面
editor-open-study = 在研究棋盘中打开
editor-valid = 局面有效。
editor-piece = { $side }{ $piece }
editor-remove = 拿走棋子
editor-fault-bad-fen = 无法读取 FEN。
editor-fault-general-count = { $side }必须恰好有一个{ $piece }。
editor-fault-general-outside-palace = { $point } 的{ $side }{ $piece }在九宫之外。
editor-fault-generals-facing = 双方将帅照面，中间没有棋子。
editor-fault-too-many = { $side }有 { $count } 个{ $piece }，最多 { $max } 个。
editor-fault-misplaced = { $point } 的{ $side }{ $piece }在它永远到不了的位置。
editor-fault-soldier-behind-start = { $point } 的{ $side }{ $piece }在它的起始线后面；兵卒不能后退。
editor-fault-opponent-in-check = 不该走棋的一方正被将军。
editor-play-computer = 与电脑对弈
editor-play-friend = 与朋友对弈
study-this-game = 研究这局棋

## lessons
start-lessons = 课程
lessons-heading = 课程
lessons-intro = 每课借一个局面讲一条规则：先读规则，再比较标出的着法，然后在棋盘上走出答案。
lessons-progress = 已完成 { $done } / { $total }
lessons-solved = 已完成
lessons-step-rule = 规则
lessons-step-compare = 比较这些着法
lessons-step-play = 轮到你
lessons-play-hint = 请在棋盘上走出你的答案。
lessons-right = 正确！
lessons-wrong = 不是这步。
lessons-show-answer = 显示答案
lessons-try-again = 再试一次
lessons-next = 下一课
lessons-all = 全部课程
lessons-review = 要点
lessons-candidate = { $piece } { $move }
lessons-not-found = 没有这一课。
lesson-q-capture = 哪一步能得子？
lesson-q-mate = 找出一步杀。
lesson-q-check = 你被将军了。最好的应法是什么？
lesson-q-safe = 你的马受到攻击。它该去哪里？
lesson-q-bikjang = 双方的将面对面。请解除对将。
lesson-q-pass = 这里最好怎么做？
lesson-q-points = 吃哪个子得分最多？
lesson-xq-cannon-screen-title = 炮架
lesson-xq-cannon-screen-rule = 炮走法同车，但吃子时必须隔着恰好一个棋子（不论哪方），这个棋子叫炮架。
lesson-xq-cannon-screen-explain = b6 的黑兵就是炮架：炮越过它吃掉 b8 的车。
lesson-xq-cannon-screen-wrong = 这步合法，但什么也吃不到：炮只能隔着炮架吃子。
lesson-xq-cannon-screen-review = 炮：平移走子，隔一子吃子。
lesson-xq-cannon-limit-title = 炮吃不到的子
lesson-xq-cannon-limit-rule = 中间没有子，或有两个子，炮都不能吃。必须恰好有一个炮架。
lesson-xq-cannon-limit-explain = 你 e5 的兵是炮和 g5 马之间的炮架。b9 的车前面没有炮架。
lesson-xq-cannon-limit-wrong = 炮只是走到那里。它吃不到 b9 的车：两者之间没有子。
lesson-xq-cannon-limit-review = 没有炮架就不能吃：找中间恰好一个子。
lesson-xq-horse-leg-title = 马腿
lesson-xq-horse-leg-rule = 马先直走一步，再向外斜走一步。第一步的点（马腿）上有子，马就被绊住。
lesson-xq-horse-leg-explain = 你 d3 的士挡住了通往 e4 车的路，但通往 a4 炮的路是通的。
lesson-xq-horse-leg-wrong = 这步吃不到子。d3 被堵住了，但 b3 是空的。
lesson-xq-horse-leg-review = 算马的落点之前，先逐一检查马腿。
lesson-xq-elephant-eye-title = 象眼
lesson-xq-elephant-eye-rule = 象斜走恰好两步，永不过河。中间点（象眼）上有子，象就被塞住。
lesson-xq-elephant-eye-explain = f4 的兵塞住了去 g5 的象眼，但去 c5 的路是通的：象吃马。
lesson-xq-elephant-eye-wrong = 这步吃不到子。象眼 d4 是空的，所以象能到 c5。
lesson-xq-elephant-eye-review = 象眼上一个子就能塞住象。
lesson-xq-soldier-river-title = 过河兵
lesson-xq-soldier-river-rule = 兵每次向前一步。过河后也可以横走，但永远不能后退。
lesson-xq-soldier-river-explain = e6 的兵已过河，可以横着吃掉 d6 的马。c5 的兵还没过河。
lesson-xq-soldier-river-wrong = 这步得不到什么。只有过河的兵才能横着吃子。
lesson-xq-soldier-river-review = 过河前只能前进，过河后可进可横。
lesson-xq-piece-values-title = 棋子的价值
lesson-xq-piece-values-rule = 常用的估算：车 9，马和炮约 4.5，士和象 2，兵 1 或 2。
lesson-xq-piece-values-explain = 马可以吃车也可以吃兵；车的价值高得多。
lesson-xq-piece-values-wrong = 这样得到的少得多。你的马可以吃掉 b5 的车。
lesson-xq-piece-values-review = 能吃的子有几个时，吃价值最高的。
lesson-xq-answer-check-title = 应将
lesson-xq-answer-check-rule = 被将军时，可以动将、垫子挡住，或吃掉将军的棋子。这里两个士让将动弹不得。
lesson-xq-answer-check-explain = a8 的车吃掉将军的车：将军解除，你还得了一车。
lesson-xq-answer-check-wrong = 这样能挡住将军，但黑车还在。吃掉它更好。
lesson-xq-answer-check-review = 被将军时，先看能不能吃掉将军的棋子。
lesson-xq-flying-general-pin-title = 将帅不能照面
lesson-xq-flying-general-pin-rule = 双方的将不能在同一条直线上中间无子。夹在中间的唯一一个子不能离开这条线。
lesson-xq-flying-general-pin-explain = e6 的黑马是两将之间唯一的子。它逃不掉，你的兵吃掉它。
lesson-xq-flying-general-pin-wrong = 这样马就活下来了。它被你的将牵制住：现在就吃。
lesson-xq-flying-general-pin-review = 将控制着它所在的空线：用它来牵制。
lesson-xq-flying-general-mate-title = 将帮助成杀
lesson-xq-flying-general-mate-rule = 因为将帅不能照面，你的将控制着它的整条直线。
lesson-xq-flying-general-mate-explain = 车在 b10 将军。黑将不能去与你的将照面的 d10，也不能去 f10 或 e9。
lesson-xq-flying-general-mate-wrong = 这不是杀：黑将还有出路。
lesson-xq-flying-general-mate-review = 把将也算作进攻子：它守着自己那条线。
lesson-xq-double-chariot-mate-title = 双车杀
lesson-xq-double-chariot-mate-rule = 双车可以杀将：一车封住一条横线，另一车在下一条横线将军。
lesson-xq-double-chariot-mate-explain = a9 的车控制第 9 横线，另一车在 b10 将军。将没有空点可走。
lesson-xq-double-chariot-mate-wrong = 将逃掉了。保持第 9 横线封住，在第 10 横线将军。
lesson-xq-double-chariot-mate-review = 一车拦，一车将。
lesson-xq-horse-chariot-mate-title = 马车杀
lesson-xq-horse-chariot-mate-rule = 马在近处将军，车封住将的退路。
lesson-xq-horse-chariot-mate-explain = 马从 g9（或 f8）将军。车控制 e9，两个士堵住其余的点。
lesson-xq-horse-chariot-mate-wrong = 这不是杀。车守住 e9 时，用马将军。
lesson-xq-horse-chariot-mate-review = 车困，马将。
lesson-xq-horse-cannon-mate-title = 马后炮
lesson-xq-horse-cannon-mate-rule = 将前面的马既能当炮架，又能控制将两侧的点。
lesson-xq-horse-cannon-mate-explain = e3 的炮隔着 e8 的马将军。马控制 d10 和 f10，炮控制 e9。
lesson-xq-horse-cannon-mate-wrong = 这不是杀。把炮放到将所在的直线上、马的后面。
lesson-xq-horse-cannon-mate-review = 马在前，炮在后：经典杀法。
lesson-xq-soldier-mate-title = 兵杀
lesson-xq-soldier-mate-rule = 当其他棋子控制住将的退路时，过河兵也能成杀。
lesson-xq-soldier-mate-explain = 兵在车的保护下从 f9 将军。将不能去 e10：那样会与你的将照面。
lesson-xq-soldier-mate-wrong = 不是杀。把兵走到有车保护的地方。
lesson-xq-soldier-mate-review = 将无路可走时，一个兵也能成杀。
lesson-xq-perpetual-check-title = 长将判负
lesson-xq-perpetual-check-rule = 同一局面第三次出现，而一方每步都在将军，这一方判负。车已经在 a10 将过两次了。
lesson-xq-perpetual-check-explain = i8 的车到 i10 将军，另一车守住第 9 横线：不重复就成杀。
lesson-xq-perpetual-check-wrong = 再从 a10 将军，局面第三次重复，会判负。去找杀着。
lesson-xq-perpetual-check-review = 不要重复将军：找新的将军，或者杀着。
lesson-xq-chase-title = 捉子
lesson-xq-chase-rule = 反复攻击同一个无保护的子就是捉。按这套规则，长捉和长将一样判负。
lesson-xq-chase-explain = 马到 c4 后有你 c1 的车保护，捉子就此结束。
lesson-xq-chase-wrong = 在那里马仍然没有保护，车可以继续捉它。
lesson-xq-chase-review = 被捉时，把子走到有保护的地方。
lesson-jg-cannon-screen-title = 韩国象棋的炮架
lesson-jg-cannon-screen-rule = 韩国象棋的包无论走子还是吃子，都要越过恰好一个子。没有炮架就完全不能动。
lesson-jg-cannon-screen-explain = b6 的汉方兵是炮架：包越过它吃掉 b8 的车。
lesson-jg-cannon-screen-wrong = 包可以落在那里，但什么也吃不到。越过炮架吃车。
lesson-jg-cannon-screen-review = 韩国象棋的包就连走子也总要跳。
lesson-jg-cannon-limit-title = 包不能越过包
lesson-jg-cannon-limit-rule = 韩国象棋的包不能用包作炮架，也永远不能吃包。
lesson-jg-cannon-limit-explain = b5 的汉方包不能越过，所以车是安全的。越过你 c3 的马，包吃掉 f3 的马。
lesson-jg-cannon-limit-wrong = 这步吃不到子。用你 c3 的马作炮架，吃掉 f3 的马。
lesson-jg-cannon-limit-review = 包既不越包，也不吃包。
lesson-jg-chariot-diagonal-title = 九宫里的车
lesson-jg-chariot-diagonal-rule = 在九宫里，车也可以沿斜线走。
lesson-jg-chariot-diagonal-explain = d3 的车沿斜线经过空着的中心 e2，吃掉 f1 的包。
lesson-jg-chariot-diagonal-wrong = 这步吃不到子。在九宫里车可以走 d3 到 f1 的斜线。
lesson-jg-chariot-diagonal-review = 九宫的线是车的额外通路。
lesson-jg-cannon-diagonal-title = 九宫斜线上的包
lesson-jg-cannon-diagonal-rule = 在九宫斜线上，包越过中心的一个非包棋子，从一角跳到对角。
lesson-jg-cannon-diagonal-explain = 你 e2 的士是炮架：包从 d1 跳到 f3 吃车。
lesson-jg-cannon-diagonal-wrong = 这步吃不到子。越过 e2 的士斜着跳。
lesson-jg-cannon-diagonal-review = 在九宫里，包可以越过中心跳。
lesson-jg-elephant-block-title = 韩国象棋的象
lesson-jg-elephant-block-rule = 象先直走一步，再斜走两步。途经的两个点上任何一个有子，象就被挡住。
lesson-jg-elephant-block-explain = 经 d4、e5 去 f6 的路是通的：象吃马。d6 的兵挡住了去车那里的路。
lesson-jg-elephant-block-wrong = 这步吃不到子。象的每条路都要检查两个点。
lesson-jg-elephant-block-review = 象的每条路都有两个点要检查。
lesson-jg-horse-block-title = 韩国象棋的马
lesson-jg-horse-block-rule = 马先直走一步，再向外斜走一步。第一步的点上有子，马就被挡住。
lesson-jg-horse-block-explain = 你 d3 的士挡住了去 e4 车的路；经 b3 去 a4 包的路是通的。
lesson-jg-horse-block-wrong = 这步吃不到子。马仍然可以经空着的 b3 到 a4。
lesson-jg-horse-block-review = 马有多自由，取决于它的第一步。
lesson-jg-soldier-palace-title = 九宫里的兵
lesson-jg-soldier-palace-rule = 韩国象棋的兵向前或横走。在对方九宫里，它还可以沿斜线向前。
lesson-jg-soldier-palace-explain = 兵从角上的 d8 沿九宫斜线走到 e9，吃掉马。
lesson-jg-soldier-palace-wrong = 这步吃不到子。兵可以从 d8 斜走到 e9。
lesson-jg-soldier-palace-review = 在对方九宫里，兵可以走斜线。
lesson-jg-points-title = 计算分数
lesson-jg-points-rule = 韩国象棋的棋子有分数：车 13、包 7、马 5、象 3、士 3、兵 2；汉方另加 1.5 分。有些对局按分数定胜负。
lesson-jg-points-explain = 包值 7 分，马值 5 分：吃包。
lesson-jg-points-wrong = 这样得分更少。包值 7 分，马值 5 分。
lesson-jg-points-review = 车 13、包 7、马 5、象和士 3、兵 2。
lesson-jg-general-diagonal-title = 走斜线的将
lesson-jg-general-diagonal-rule = 将沿九宫的线（包括斜线）走一步，永远不离开九宫。
lesson-jg-general-diagonal-explain = 将从 d3 斜走到 e2，离开车所在的直线，到达无子攻击的点；e3 由兵控制。
lesson-jg-general-diagonal-wrong = 用车垫将会被汉方的车吃掉。将可以沿斜线逃开。
lesson-jg-general-diagonal-review = 在九宫里，斜线就是退路。
lesson-jg-bikjang-title = 对将（Bikjang）
lesson-jg-bikjang-rule = 两将在空线上面对面就是对将。按这套规则，出现过吃子后，轮到走棋的一方必须解除对将，否则按分数定胜负。
lesson-jg-bikjang-explain = 你的车走到 e5，挡在两将之间；将离开这条线也能解除对将。
lesson-jg-bikjang-wrong = 走完这步两将仍然面对面：对将仍在。
lesson-jg-bikjang-review = 解除对将：让开，或在中间放一个子。
lesson-jg-pass-title = 停一手
lesson-jg-pass-rule = 在韩国象棋里，没有被将军的一方可以停一手而不走子。这里走任何一步都会丢士。
lesson-jg-pass-explain = 停一手让士留在 e2，继续替你的将挡住车。
lesson-jg-pass-wrong = 士到 e3 会被 d3 的兵吃掉。停一手什么也不会丢。
lesson-jg-pass-review = 每步都只会更糟时，就停一手。
lesson-jg-double-chariot-mate-title = 韩国象棋的双车杀
lesson-jg-double-chariot-mate-rule = 双车杀法与象棋相同：一车封住一条横线，另一车在底线将军。
lesson-jg-double-chariot-mate-explain = a9 的车控制第 9 横线，b10 的车将军。将没有空点可走。
lesson-jg-double-chariot-mate-wrong = 将逃掉了。保持第 9 横线封住，在第 10 横线将军。
lesson-jg-double-chariot-mate-review = 一车拦，一车将。
lesson-jg-horse-chariot-mate-title = 韩国象棋的马车杀
lesson-jg-horse-chariot-mate-rule = 车在底线将军，马守住将的出路。
lesson-jg-horse-chariot-mate-explain = 车从 i10 将军；c8 的马控制 e9，d10 和 f10 都在车的线上。
lesson-jg-horse-chariot-mate-wrong = 这不是杀。在第 10 横线将军，那里的 e9 由马控制。
lesson-jg-horse-chariot-mate-review = 马守，车将。
lesson-jg-cannon-mate-title = 韩国象棋的包杀
lesson-jg-cannon-mate-rule = 包隔着炮架将军。将前面的兵是很好的炮架，还能控制退路。
lesson-jg-cannon-mate-explain = d3 的包隔着 d8 的兵将军。d9 和 e9 都被控制，也没有子能垫。
lesson-jg-cannon-mate-wrong = 这不是杀。让包跳到将所在的直线上、d8 兵的后面。
lesson-jg-cannon-mate-review = 一个兵可以既当炮架又当守卫。
lesson-jg-perpetual-check-title = 韩国象棋的长将
lesson-jg-perpetual-check-rule = 同一局面第三次出现，而一方每步都在将军，这一方判负。车已经在 a10 将过两次了。
lesson-jg-perpetual-check-explain = 车从 i10 将军，另一车守住第 9 横线：不重复就成杀。
lesson-jg-perpetual-check-wrong = 再从 a10 将军会重复局面并判负。去找杀着。
lesson-jg-perpetual-check-review = 不要重复将军：找新的将军，或者杀着。
