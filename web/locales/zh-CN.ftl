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

## analysis
analysis-legend = 引擎分析
analysis-on = 分析
analysis-lines-label = 候选着法数
analysis-depth = 深度 { $depth }
analysis-waiting = 引擎正在思考…
analysis-no-moves = 此局面没有合法着法。
analysis-mate = { $side }{ $moves }步杀
analysis-line-title = 第 { $number } 变：{ $moves }
analysis-graph-button = 评估整盘棋
analysis-graph-label = 每步之后的形势评估；点击可跳到该步
analysis-graph-progress = 已评估 { $done } / { $total } 个局面
analysis-graph-done = 失误以红点标出；点击曲线可跳到该步。
analysis-mistake = 第 { $ply } 步（{ $move }）：失误，损失 { $drop }
analysis-too-many = 从你的地址打开的分析棋盘太多了；请关闭一个后再试。
analysis-no-engine = 此服务器没有可用于分析的引擎。
analysis-failed = 分析失败：{ $reason }
editor-keys-hint = 在棋盘上：方向键移动，FEN 字母选择棋子（先走方用大写：K A B N R C P），Enter 或空格放置，Delete 移除，x 选择移除。
