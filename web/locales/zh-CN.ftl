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

## online play: accounts, lobby, clocks, offers, chat, profiles, live games

account-login-open = 登录
account-logout = 退出登录
account-signed-in = 已登录：{ $name }
account-heading = 登录或创建账号
account-username = 用户名
account-password = 密码
account-rules = 用户名：2 到 20 个字母、数字、_ 或 -。密码：至少 8 个字符。
account-login = 登录
account-register = 创建账号
account-cancel = 取消
account-error-username-taken = 此用户名已被占用，请另选一个。
account-error-bad-username = 用户名由 2 到 20 个字母、数字、_ 或 - 组成。
account-error-bad-password = 密码至少需要 8 个字符。
account-error-wrong-credentials = 用户名或密码错误。
account-error-rate-limited = 尝试次数过多，请等一分钟再试。
start-lobby = 在线对弈
start-live = 观看对局
start-leaderboard = 排行榜
start-online-now = 当前 { $online } 人在线，{ $games } 盘对局进行中
lobby-heading = 大厅
lobby-guest-hint = 游客只能下非等级分对局；登录后可下等级分对局并向棋手挑战。
lobby-challenges = 挑战
lobby-seeks = 公开邀约
lobby-no-seeks = 还没有公开邀约。可在下方创建。
lobby-new-seek = 新邀约
lobby-clock = 用时
lobby-clock-fischer = 分钟 + 每步加秒
lobby-clock-byoyomi = 读秒
lobby-untimed = 不计时
lobby-base = 分钟
lobby-increment = 每步加秒
lobby-main = 基本用时（分钟）
lobby-periods = 读秒次数
lobby-period = 每次秒数
lobby-rated = 等级分对局
lobby-challenge-to = 挑战棋手
lobby-create-seek = 发起邀约
lobby-send-challenge = 发送挑战
lobby-guest = 游客
lobby-offer-terms = { $game }，{ $rules }，{ $clock }，{ $rated }
lobby-rated-short = 等级分
lobby-casual-short = 休闲
lobby-challenge-from = 来自 { $name } 的挑战
lobby-challenge-to-player = 你向 { $name } 发出的挑战
lobby-accept = 接受
lobby-decline = 拒绝
lobby-withdraw = 撤回
lobby-cancel = 取消
lobby-error-no-name = 请输入要挑战的棋手的用户名。
lobby-error-rated-needs-account = 等级分对局仅限已登录的棋手；请登录或下休闲对局。
lobby-error-too-many-seeks = 你的公开邀约已达上限，请先取消一个。
lobby-error-unknown-seek = 该邀约已不存在。
lobby-error-unknown-challenge = 该挑战已不存在。
lobby-error-own-seek = 不能和自己对弈。
lobby-error-not-yours = 这不是你的。
lobby-error-unknown-player = 没有使用该用户名的棋手。
lobby-error-not-logged-in = 请先登录。
clock-periods = { $periods } × { $seconds } 秒
clock-low = 时间不多了
offer-accept = 接受
offer-decline = 拒绝
offer-draw-from = { $side }提议和棋。
offer-draw-waiting = 已提议和棋，等待对方回应。
offer-takeback-from = { $side }请求悔棋。
offer-takeback-waiting = 已请求悔棋，等待对方回应。
online-offer-draw = 提议和棋
online-takeback = 请求悔棋
online-abort = 取消对局
online-rematch = 再来一盘
online-rematch-accept = 接受再战
online-claim-win = 判我获胜
online-claim-draw = 判为和棋
online-download-pgn = 下载 PGN
online-download-gib = 下载 GIB
grace-countdown = 对手已离开。若对方不回来，{ $seconds } 秒后你可以判定这盘棋。
grace-over = 对手没有回来。你可以判自己获胜或判为和棋。
chat-players = 棋手聊天
chat-spectators = 观众聊天
chat-label = 消息
chat-send = 发送
chat-from = { $name }：
chat-from-guest = 游客：
outcome-aborted = 对局已取消。
outcome-win-timeout = { $side }超时获胜。
outcome-win-abandonment = { $side }获胜：对手离开了对局。
outcome-draw-timeout = 和棋：时间用完，但对方已无法取胜。
outcome-draw-abandonment = 和棋：对手离开了对局。
error-no-draws = 此规则不允许协议和棋。
error-two-players-only = 仅限两位棋手之间的对局。
error-no-offer = 没有需要回应的提议。
error-too-late-to-abort = 只有前两步之内才能取消对局。
error-opponent-present = 对手还在（或可能回来）。
error-not-over = 对局还没有结束。
error-bad-chat = 无法发送该消息（为空、太长或此处不允许）。
profile-title = { $name }：个人资料
profile-unknown = 没有使用该用户名的棋手。
profile-provisional = 暂定等级分（?）：对局数还太少。
profile-record = { $games } 局：{ $wins } 胜，{ $draws } 和，{ $losses } 负
profile-chart = { $game } 等级分：从 { $from } 到 { $to }
profile-games = 对局
profile-newer = 较新的对局
profile-older = 较早的对局
profile-playing = 进行中
profile-game-about = { $game }，{ $rated }：{ $result }
game-players = { $first } 对 { $second }
leaderboard-heading = 排行榜
leaderboard-title = { $game } 排行榜
leaderboard-empty = 还没有等级分对局。
live-heading = 正在进行的对局
live-empty = 目前没有正在进行的对局。
live-about = { $game }，{ $rules }，{ $clock }
live-watch = 观看
