# Palace ブラウザクライアント：日本語カタログ。

## Terms

-brand = Palace
-xiangqi = シャンチー
-janggi = チャンギ
-red = 赤
-black = 黒
-cho = 楚
-han = 漢

## Page and header

title-start = { -brand }：{ -janggi }と{ -xiangqi }
title-game = { -brand }：{ $first } 対 { $second }
brand = { -brand }
pieces-label = 駒
language-label = 言語
sound-label = 効果音
skip-to-board = 盤面へスキップ

## Piece sets

pieceset-traditional = 伝統的な漢字
pieceset-readable = 駒の種類ごとに一文字
pieceset-letters = アルファベット
pieceset-pictures = イラスト

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = 将
piece-xiangqi-a = 士
piece-xiangqi-b = 象
piece-xiangqi-n = 馬
piece-xiangqi-r = 車
piece-xiangqi-c = 砲
piece-xiangqi-p = 兵
piece-janggi-k = 将
piece-janggi-a = 士
piece-janggi-b = 象
piece-janggi-n = 馬
piece-janggi-r = 車
piece-janggi-c = 包
piece-janggi-p = 兵

## Start screen

start-heading = { -janggi }や{ -xiangqi }を指そう
resume-button = 対局を再開する
game-legend = ゲーム
game-xiangqi = { -xiangqi }
game-xiangqi-sub = 中国象棋
game-janggi = { -janggi }
game-janggi-sub = 朝鮮将棋
opponent-legend = 対戦相手
mode-computer = コンピューター
mode-local = 二人で対戦
mode-local-sub = この端末で
mode-friend = 友達を招待
mode-friend-sub = リンクを送る
level-legend = レベル
level-select-label = レベル 1〜8
level-easy = やさしい
level-easy-about = ミスをします。駒の動きを覚えるのに最適です。
level-normal = ふつう
level-normal-about = 堅実に指し、浮き駒を見逃しません。
level-hard = むずかしい
level-hard-about = 最強のレベル：最も長く考え、めったにミスをしません。
score-level = レベル { $level } での成績：{ $won } 勝 { $lost } 敗 { $drawn } 分
score-friend = 友達との対戦成績：{ $won } 勝 { $lost } 敗 { $drawn } 分
score-local = この端末での対局：{ $first } { $firstWins } 勝、{ $second } { $secondWins } 勝、引き分け { $drawn }
side-legend = あなたの陣営
side-moves-first = 先手
side-moves-second = 後手
side-random = ランダム
side-at-bottom = { $side }を手前に
rules-legend = ルール
rules-advanced = 上級：Fairy-Stockfish 互換
rules-xiangqi-standard = 標準（アジアルール、簡略化した反復規定）
rules-xiangqi = Fairy-Stockfish：{ -xiangqi }
rules-janggi-standard = 標準（配置を選択、ビッチャンは点数で判定）
rules-janggi-club = クラブ（配置固定、包がスライド）
rules-janggi-strict = 厳格（パスなし）
rules-janggi = Fairy-Stockfish：{ -janggi }
rules-janggitraditional = Fairy-Stockfish：伝統
rules-janggimodern = Fairy-Stockfish：現代（Kakao）
rules-janggicasual = Fairy-Stockfish：カジュアル
setup-hint = { -janggi }：初手の前に、両者が馬と象の配置を選びます。先に{ -han }、次に{ -cho }が選びます。
start-button = 開始
start-failed = 対局を開始できませんでした：{ $reason }

## A game link that leads nowhere

not-found-heading = 対局が見つかりません
not-found-text = このリンクには対局がありません。URL が間違っているか、対局がすでに存在しない可能性があります。
not-found-home = 新しい対局を始める

## Game screen

board-label = 盤面
board-help = 矢印キーでカーソルを移動し、Enter または Space で駒を持ち上げて置き、Esc でキャンセルします。
review-start = 初期配置
review-after = 第 { $ply } 手後（全 { $total } 手）
review-first = 初期配置
review-prev = 前の手
review-next = 次の手
review-live = 対局に戻る
turn-connecting = 接続中…
turn-reconnecting = 再接続中…
turn-choose-setup = 配置を選んでください（{ $side }）。
turn-waiting-setup = { $side }が配置を選ぶのを待っています…
turn-side-to-move = { $side }の手番です。
turn-yours = あなたの手番です（{ $side }）。
turn-computer = コンピューター（{ $side }）が考えています…
turn-waiting-friend = 友達が{ $side }として参加するのを待っています…
turn-waiting = { $side }を待っています…
check-xiangqi = 王手！
check-janggi = チャングン（王手）！
notice-watching = この対局を観戦しています。
notice-seat-taken = 両方の席が埋まっています。この対局を観戦しています。
notice-invite-failed = この招待は無効です。この対局を観戦しています。
notice-repetition = この局面は2回現れました。3回目が現れると対局は終了します（毎手王手をかけていた側が負けになります）。
notice-bikjang = ビッチャン：両者の将が遮るもののない筋で向かい合っています。

## Players

player-you = { $side }：あなた
player-this-device = { $side }：この端末
player-computer = { $side }：コンピューター、レベル { $level }
player-waiting-friend = { $side }：友達を待っています
player-friend = { $side }：友達
player-friend-away = { $side }：友達（離席中）
player-other = { $side }：プレイヤー
player-other-away = { $side }：プレイヤー（離席中）
to-move = 手番
spectators = { $count } 人が観戦中
invite-prompt = このリンクを友達に送ってください：
invite-link-label = 招待リンク
copy = コピー
copied = コピーしました
points = 点数：{ $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = { $side }が取られた駒：
captured-none = { $side }が取られた駒：なし

## Buttons

pass = パス
undo = 待った
flip = 盤を反転
flip-title = 盤の向きを反対にする
resign = 投了
new-game = 新しい対局
moves-heading = 棋譜
coords-label = 座標
copy-moves = 棋譜をコピー
moves-copied = 棋譜をコピーしました
move-pass = パス
move-title = 第 { $ply } 手：{ $move }

## Janggi setup choice

setup-title-mine = { $side }：馬と象の配置を選んでください
setup-title-other = { $side }が配置を選んでいます…
setup-han-chose = { -han }は{ $setup }を選びました。
setup-order = 先に{ -han }、次に{ -cho }が選びます。
setup-named = それぞれのプレイヤーから見て左から並べた名前です。
setup-ma-sang-sang-ma = 馬象象馬（馬・象・象・馬）
setup-sang-ma-sang-ma = 象馬象馬（象・馬・象・馬）
setup-ma-sang-ma-sang = 馬象馬象（馬・象・馬・象）
setup-sang-ma-ma-sang = 象馬馬象（象・馬・馬・象）

## Dialogs

resign-question = この対局を投了しますか？
resign-yes = 投了する
keep-playing = 対局を続ける
pass-question = 今パスすると対局が終了します。{ $outcome }それでもパスしますか？
pass-yes = パスして対局を終える
over-title = 対局終了
over-won = あなたの勝ちです！
over-lost = あなたの負けです
over-draw = 引き分け
over-points = 点数：{ $first } { $firstPoints }、{ $second } { $secondPoints }。
score-after-level = レベル { $level } との成績：{ $won } 勝 { $lost } 敗 { $drawn } 分。
score-after-friend = 友達との対戦成績：{ $won } 勝 { $lost } 敗 { $drawn } 分。
score-after-local = この端末での対局：{ $first } { $firstWins } 勝、{ $second } { $secondWins } 勝、引き分け { $drawn }。
play-again = もう一局
look-at-board = 盤面を見る

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = 詰みで{ $side }の勝ちです。
outcome-win-no-legal-moves = { $side }の勝ちです：相手に指せる手がありません。
outcome-win-bikjang = ビッチャン（将の対面）となり、点数で{ $side }の勝ちです。
outcome-win-repetition = 千日手により{ $side }の勝ちです。
outcome-win-perpetual-check = { $side }の勝ちです：相手が連続王手をかけ続けました。
outcome-win-double-pass = 両者がパスしたため、点数で{ $side }の勝ちです。
outcome-win-ply-limit = 手数制限に達したため、点数で{ $side }の勝ちです。
outcome-win-quiet-limit = 駒を取らない手が続きすぎたため、{ $side }の勝ちです。
outcome-win-bare-material = { $side }の勝ちです：相手に攻め駒が残っていません。
outcome-win-resignation = 投了により{ $side }の勝ちです。
outcome-win-agreement = 合意により{ $side }の勝ちです。
outcome-win = { $side }の勝ちです。
outcome-draw-bikjang = ビッチャン（将の対面）で引き分けです。
outcome-draw-repetition = 千日手で引き分けです。
outcome-draw-perpetual-check = 引き分けです：両者が連続王手をかけ続けました。
outcome-draw-double-pass = 引き分けです：両者がパスしました。
outcome-draw-ply-limit = 手数制限に達したため引き分けです。
outcome-draw-quiet-limit = 駒を取らない手が続きすぎたため引き分けです。
outcome-draw-bare-material = 引き分けです：両者とも攻め駒が残っていません。
outcome-draw-agreement = 合意により引き分けです。
outcome-draw = 引き分けです。

## Board cells and announcements for screen readers

point-empty = { $point }、空き
point-piece = { $side }の{ $piece }、{ $point }
point-target = { $point }、空き、ここに動かせます
point-capture = { $side }の{ $piece }、{ $point }、取ることができます
announce-picked = { $point }の{ $piece }を持ち上げました。移動先は { $count } か所です。
announce-cannot-move = { $point }の{ $piece }は今は動かせません。
announce-put-down = 駒を置きました。
announce-move = { $side }：{ $move }。
announce-pass = { $side }はパスしました。

## Errors, by the server's codes

error-not-connected = サーバーに接続されていません。再試行しています…
error-unreachable = サーバーに接続できませんでした。
error-unknown-game = この対局は存在しません。
error-wrong-token = このブラウザはこの対局の席を持っていません。
error-spectator = この対局を観戦中のため、駒を動かせません。
error-not-your-turn = あなたの手番ではありません。
error-malformed-move = サーバーがその手を理解できませんでした。
error-illegal-move = その手は反則です。
error-game-over = 対局は終了しています。
error-undo-not-allowed = この対局では待ったはできません。
error-setup-pending = まだ配置を選んでいる最中です。
error-no-setup = 今は選べる配置がありません。
error-unknown-setup = その配置は存在しません。
error-nothing-to-undo = 戻せる手がありません。
error-wrong-invite = この招待は無効です。
error-seat-taken = 両方の席が埋まっています。
error-unavailable = 対局は処理中です。しばらくしてからもう一度お試しください。
error-storage = サーバーが対局を保存できませんでした。もう一度お試しください。
error-storage-unavailable = 現在サーバーは対局を保存できません。しばらくしてからもう一度お試しください。
error-too-many-spectators = この対局の観戦者が多すぎます。再試行しています…
error-bad-request = サーバーがリクエストを理解できませんでした。
error-too-large = リクエストが大きすぎます。
error-malformed = サーバーがメッセージを理解できませんでした。
error-rate-limited = 一度に送信したメッセージが多すぎます。再接続しています…
error-other = 問題が発生しました（{ $code }）。

## Study board and board editor

start-study = 棋譜を検討する
start-editor = 局面を作る
title-study = 検討盤 · Palace
title-editor = 局面エディター · Palace
study-heading = 検討盤
study-import-legend = 棋譜を読み込む
study-file-label = ファイルを開く
study-drop-hint = GIB・PGN・XQF・DhtmlXQ・CBF・FEN。このページにファイルをドロップしても読み込めます。
study-paste-label = または棋譜か FEN を貼り付け
study-paste-button = 読む
study-reading = 読み込み中…
study-read-failed = 棋譜を読めませんでした：{ $reason }
study-games-label = 対局
study-game-option = { $number }. { $title }
study-game-errors = 読めなかった対局の数：{ $count }。最初のもの：{ $detail }
study-empty = 棋譜を読み込むか、エディターから局面を開いてください。
study-ply = 第 { $ply } 手 / { $total }
study-branch = 第 { $from } 手からの変化の第 { $ply } 手
study-back-to-game = 対局に戻る
study-last = 最後の手
study-export-legend = 書き出し
study-fen-label = FEN
study-copy-fen = FEN をコピー
study-edit-position = この局面を編集
study-export-what = 対象
study-export-line = 盤上の手順
study-export-game = 読み込んだ対局
study-format-label = 形式
study-format-pgn = PGN、座標
study-format-wxf = PGN、WXF 表記
study-format-chinese = PGN、中国語表記
study-format-korean = PGN、韓国語表記
study-format-gib = GIB
study-format-fen = 表示中の局面の FEN
study-export-button = 表示
study-download = ダウンロード
editor-heading = 局面エディター
editor-palette-label = 置く駒
editor-turn-label = 手番
editor-start = 初期配置
editor-clear = 盤を空にする
editor-check = 局面を確認
editor-open-study = 検討盤で開く
editor-valid = 正しい局面です。
editor-piece = { $side }の{ $piece }
editor-remove = 駒を取り除く
editor-fault-bad-fen = FEN を読めません。
editor-fault-general-count = { $side }の{ $piece }はちょうど1枚でなければなりません。
editor-fault-general-outside-palace = { $point } の{ $side }の{ $piece }は九宮の外にいます。
editor-fault-generals-facing = 両方の将が間に何もなく向かい合っています。
editor-fault-too-many = { $side }の{ $piece }が { $count } 枚あります。最大 { $max } 枚です。
editor-fault-misplaced = { $point } の{ $side }の{ $piece }は決して行けない位置にいます。
editor-fault-soldier-behind-start = { $point } の{ $side }の{ $piece }は初期の列より後ろにいます。兵は後ろに下がりません。
editor-fault-opponent-in-check = 手番でない側が王手をかけられています。
editor-play-computer = コンピューターと対局
editor-play-friend = 友だちと対局
study-this-game = この対局を検討

## lessons
start-lessons = レッスン
lessons-heading = レッスン
lessons-intro = 各レッスンは一つの局面で一つのルールを教えます。ルールを読み、印の付いた手を比べてから、答えを盤上で指してください。
lessons-progress = { $total } 問中 { $done } 問正解
lessons-solved = 正解済み
lessons-step-rule = ルール
lessons-step-compare = 候補手を比べる
lessons-step-play = あなたの手
lessons-play-hint = 答えを盤上で指してください。
lessons-right = 正解！
lessons-wrong = その手ではありません。
lessons-show-answer = 答えを見る
lessons-try-again = もう一度
lessons-next = 次のレッスン
lessons-all = レッスン一覧
lessons-review = まとめ
lessons-candidate = { $piece } { $move }
lessons-not-found = そのレッスンはありません。
lesson-q-capture = 駒得になる手はどれですか？
lesson-q-mate = 一手詰めを見つけてください。
lesson-q-check = 王手をかけられています。最善の応手は？
lesson-q-safe = 馬が攻められています。どこへ逃げるべきですか？
lesson-q-bikjang = 将どうしが向き合っています。ビッチャンを解消してください。
lesson-q-pass = ここで最善の選択は何ですか？
lesson-q-points = 最も点数を得る取り方はどれですか？
lesson-xq-cannon-screen-title = 砲の台
lesson-xq-cannon-screen-rule = 砲は車と同じように動きますが、駒を取るときは敵味方を問わずちょうど一枚の駒（台）を飛び越えなければなりません。
lesson-xq-cannon-screen-explain = b6の黒の兵が台です。砲はそれを飛び越えてb8の車を取ります。
lesson-xq-cannon-screen-wrong = 指せる手ですが何も取れません。砲は台を越えてしか取れません。
lesson-xq-cannon-screen-review = 砲は滑って動き、一枚を飛び越えて取る。
lesson-xq-cannon-limit-title = 砲が取れない駒
lesson-xq-cannon-limit-rule = 間に駒がないときも、二枚あるときも、砲は取れません。台はちょうど一枚必要です。
lesson-xq-cannon-limit-explain = e5のあなたの兵が、砲とg5の馬の間の台です。b9の車の前には台がありません。
lesson-xq-cannon-limit-wrong = 砲はそこへ動くだけです。間に何もないので、b9の車は取れません。
lesson-xq-cannon-limit-review = 台がなければ取れない。間にちょうど一枚を探そう。
lesson-xq-horse-leg-title = 馬の脚
lesson-xq-horse-leg-rule = 馬はまっすぐ一歩、それから外側へ斜めに一歩進みます。最初の点（脚）に駒があると動けません。
lesson-xq-horse-leg-explain = d3のあなたの士がe4の車への道をふさいでいますが、a4の砲への道は空いています。
lesson-xq-horse-leg-wrong = その手では何も取れません。d3はふさがっていますが、b3は空いています。
lesson-xq-horse-leg-review = 馬の跳び先を数える前に、脚を一つずつ確かめよう。
lesson-xq-elephant-eye-title = 象の目
lesson-xq-elephant-eye-rule = 象は斜めにちょうど二つ進み、川を越えることはありません。中間の点（目）に駒があると動けません。
lesson-xq-elephant-eye-explain = f4の兵がg5への道をふさいでいますが、c5への道は空いています。象は馬を取ります。
lesson-xq-elephant-eye-wrong = その手では何も取れません。目のd4が空いているので、象はc5に届きます。
lesson-xq-elephant-eye-review = 目に駒が一枚あれば象は止まる。
lesson-xq-soldier-river-title = 川を越えた兵
lesson-xq-soldier-river-rule = 兵は前に一歩進みます。川を越えると横にも動けますが、後ろには決して下がれません。
lesson-xq-soldier-river-explain = e6の兵は川を越えているので、d6の馬を横に取れます。c5の兵はまだ越えていません。
lesson-xq-soldier-river-wrong = その手では何も得られません。横に取れるのは川を越えた兵だけです。
lesson-xq-soldier-river-review = 川の手前は前だけ、川の向こうは前か横へ。
lesson-xq-piece-values-title = 駒の価値
lesson-xq-piece-values-rule = よく使われる目安：車9、馬と砲は約4.5、士と象は2、兵は1か2。
lesson-xq-piece-values-explain = 馬は車も兵も取れますが、車の方がずっと価値があります。
lesson-xq-piece-values-wrong = 得がずっと小さい手です。あなたの馬はb5の車を取れます。
lesson-xq-piece-values-review = 取れる駒が複数あれば、最も価値の高い駒を取ろう。
lesson-xq-answer-check-title = 王手への応じ方
lesson-xq-answer-check-rule = 王手には、将を動かす、筋をふさぐ、王手している駒を取る、のどれかで応じます。ここでは士が将の動きを封じています。
lesson-xq-answer-check-explain = a8の車が王手している車を取ります。王手は消え、車を一枚得します。
lesson-xq-answer-check-wrong = 王手は防げますが、黒の車が残ります。取る方が良い手です。
lesson-xq-answer-check-review = 王手されたら、まず王手している駒を取れないか探そう。
lesson-xq-flying-general-pin-title = 将は向き合えない
lesson-xq-flying-general-pin-rule = 二つの将は、間に何もない状態で同じ筋に並ぶことができません。その間にいる一枚だけの駒は筋から離れられません。
lesson-xq-flying-general-pin-explain = e6の黒の馬は、将の間にいるただ一枚の駒です。逃げられないので、あなたの兵が取ります。
lesson-xq-flying-general-pin-wrong = それでは馬が生き残ります。あなたの将が馬を釘付けにしています。今取りましょう。
lesson-xq-flying-general-pin-review = 将は空いた筋を支配する。釘付けに使おう。
lesson-xq-flying-general-mate-title = 将が詰みを助ける
lesson-xq-flying-general-mate-rule = 将どうしは向き合えないので、あなたの将は自分の筋全体を支配しています。
lesson-xq-flying-general-mate-explain = 車がb10で王手します。将はあなたの将と向き合うd10にも、f10やe9にも行けません。
lesson-xq-flying-general-mate-wrong = 詰みではありません。黒の将にはまだ逃げ道があります。
lesson-xq-flying-general-mate-review = 将も攻め駒に数えよう。自分の筋を守っている。
lesson-xq-double-chariot-mate-title = 双車の詰み
lesson-xq-double-chariot-mate-rule = 二枚の車で将を詰ませます。一枚が段をふさぎ、もう一枚が隣の段で王手します。
lesson-xq-double-chariot-mate-explain = a9の車が9段目を押さえ、もう一枚がb10で王手します。将に空いた点はありません。
lesson-xq-double-chariot-mate-wrong = 将が逃げます。9段目をふさいだまま、10段目で王手しましょう。
lesson-xq-double-chariot-mate-review = 一枚の車が遮り、もう一枚が王手する。
lesson-xq-horse-chariot-mate-title = 馬と車の詰み
lesson-xq-horse-chariot-mate-rule = 馬が近くから王手し、車が将の逃げ道を奪います。
lesson-xq-horse-chariot-mate-explain = 馬がg9（またはf8）から王手します。車がe9を押さえ、士が残りをふさぎます。
lesson-xq-horse-chariot-mate-wrong = 詰みではありません。車がe9を守る間に、馬で王手しましょう。
lesson-xq-horse-chariot-mate-review = 車が囲い、馬が王手する。
lesson-xq-horse-cannon-mate-title = 馬の後ろの砲
lesson-xq-horse-cannon-mate-rule = 将の前の馬は砲の台になり、同時に将の両隣の点も守れます。
lesson-xq-horse-cannon-mate-explain = e3の砲がe8の馬を越えて王手します。馬がd10とf10を、砲がe9を押さえます。
lesson-xq-horse-cannon-mate-wrong = 詰みではありません。砲を将の筋、馬の後ろに置きましょう。
lesson-xq-horse-cannon-mate-review = 前に馬、後ろに砲：定番の詰み。
lesson-xq-soldier-mate-title = 兵による詰み
lesson-xq-soldier-mate-rule = 川を越えた兵は、ほかの駒が将の逃げ道を押さえていれば詰ませることができます。
lesson-xq-soldier-mate-explain = 兵が車に守られてf9から王手します。将はe10に行けません。あなたの将と向き合うからです。
lesson-xq-soldier-mate-wrong = 詰みではありません。車が守っている点へ兵を進めましょう。
lesson-xq-soldier-mate-review = 将に行き場がなければ、兵でも詰ませられる。
lesson-xq-perpetual-check-title = 連続王手は負け
lesson-xq-perpetual-check-rule = 同じ局面が三度目に現れ、一方がすべての手で王手していたら、その側の負けです。車はすでにa10から二度王手しています。
lesson-xq-perpetual-check-explain = i8の車がi10で王手し、もう一枚が9段目を押さえます。繰り返しのない詰みです。
lesson-xq-perpetual-check-wrong = a10からの王手は三度目の同一局面になり、負けになります。詰みを探しましょう。
lesson-xq-perpetual-check-review = 王手を繰り返さず、新しい王手か詰みを探そう。
lesson-xq-chase-title = 追い回し
lesson-xq-chase-rule = 守られていない同じ駒を何度も攻めるのが追い回しです。このルールでは、連続の追い回しは連続王手と同じく負けになります。
lesson-xq-chase-explain = c4なら馬はc1のあなたの車に守られ、追い回しは終わります。
lesson-xq-chase-wrong = そこでは馬は守られておらず、車がまだ追い回せます。
lesson-xq-chase-review = 追い回されたら、守られた点に駒を置こう。
lesson-jg-cannon-screen-title = チャンギの包の台
lesson-jg-cannon-screen-rule = チャンギの包は、動くときも取るときもちょうど一枚の駒を飛び越えます。台がなければまったく動けません。
lesson-jg-cannon-screen-explain = b6の漢の兵が台です。包はそれを飛び越えてb8の車を取ります。
lesson-jg-cannon-screen-wrong = 包はそこに着地できますが、何も取れません。台を越えて車を取りましょう。
lesson-jg-cannon-screen-review = チャンギの包は、動くだけでも必ず跳ぶ。
lesson-jg-cannon-limit-title = 包は包を越えられない
lesson-jg-cannon-limit-rule = チャンギの包は包を台にできず、包を取ることもできません。
lesson-jg-cannon-limit-explain = b5の漢の包は越えられないので、車は安全です。c3のあなたの馬を越えて、包はf3の馬を取ります。
lesson-jg-cannon-limit-wrong = その手では何も取れません。c3の馬を台にして、f3の馬を取りましょう。
lesson-jg-cannon-limit-review = 包は包を越えず、包を取らない。
lesson-jg-chariot-diagonal-title = 九宮の中の車
lesson-jg-chariot-diagonal-rule = 九宮の中では、車は斜めの線に沿っても動けます。
lesson-jg-chariot-diagonal-explain = d3の車は空いた中央e2を通る斜線を進み、f1の包を取ります。
lesson-jg-chariot-diagonal-wrong = その手では何も取れません。九宮ではd3からf1への斜線が使えます。
lesson-jg-chariot-diagonal-review = 九宮の線は車の近道になる。
lesson-jg-cannon-diagonal-title = 九宮の斜線を行く包
lesson-jg-cannon-diagonal-rule = 九宮の斜線では、包は中央にある包以外の駒を越えて、隅から反対の隅へ跳びます。
lesson-jg-cannon-diagonal-explain = e2のあなたの士が台です。包はd1からf3へ跳んで車を取ります。
lesson-jg-cannon-diagonal-wrong = その手では何も取れません。e2の士を越えて斜めに跳びましょう。
lesson-jg-cannon-diagonal-review = 九宮では包は中央を越えて跳べる。
lesson-jg-elephant-block-title = チャンギの象
lesson-jg-elephant-block-rule = 象はまっすぐ一歩、それから斜めに二歩進みます。途中の二つの点のどちらかに駒があると動けません。
lesson-jg-elephant-block-explain = d4とe5を通るf6への道は空いています。象は馬を取ります。d6の兵が車への道をふさいでいます。
lesson-jg-elephant-block-wrong = その手では何も取れません。象の道ごとに二つの点を確かめましょう。
lesson-jg-elephant-block-review = 象の道には確かめる点が二つある。
lesson-jg-horse-block-title = チャンギの馬
lesson-jg-horse-block-rule = 馬はまっすぐ一歩、それから外側へ斜めに一歩進みます。最初の点に駒があると動けません。
lesson-jg-horse-block-explain = d3のあなたの士がe4の車への道をふさいでいますが、b3を通るa4の包への道は空いています。
lesson-jg-horse-block-wrong = その手では何も取れません。馬は空いたb3を通ってa4に届きます。
lesson-jg-horse-block-review = 馬の自由は最初の一歩で決まる。
lesson-jg-soldier-palace-title = 九宮の中の兵
lesson-jg-soldier-palace-rule = チャンギの兵は前か横に進みます。相手の九宮の中では、斜線に沿って前にも進めます。
lesson-jg-soldier-palace-explain = 隅のd8から、兵は九宮の斜線に沿ってe9へ進み、馬を取ります。
lesson-jg-soldier-palace-wrong = その手では何も取れません。d8の兵は斜めにe9へ進めます。
lesson-jg-soldier-palace-review = 相手の九宮では兵は斜線を使える。
lesson-jg-points-title = 点数を数える
lesson-jg-points-rule = チャンギの駒には点数があります。車13、包7、馬5、象3、士3、兵2。漢には1.5点が加わります。点数で決まる終局もあります。
lesson-jg-points-explain = 包は7点、馬は5点です。包を取りましょう。
lesson-jg-points-wrong = 得られる点が少ない手です。包は7点、馬は5点です。
lesson-jg-points-review = 車13、包7、馬5、象と士3、兵2。
lesson-jg-general-diagonal-title = 斜線を使う将
lesson-jg-general-diagonal-rule = 将は斜線も含む九宮の線に沿って一歩動き、九宮から出ることはありません。
lesson-jg-general-diagonal-explain = 将はd3からe2へ斜めに動き、車の筋を離れて、どの駒にも攻められていない点に逃げます。e3は兵が押さえています。
lesson-jg-general-diagonal-wrong = 車で合駒をすると漢の車に取られます。将は斜めに逃げられます。
lesson-jg-general-diagonal-review = 九宮では斜線が逃げ道になる。
lesson-jg-bikjang-title = ビッチャン
lesson-jg-bikjang-rule = 二つの将が空いた筋で向き合うのがビッチャンです。このルールでは、駒の取り合いがあった後は手番の側が解消しなければならず、しなければ点数で決着します。
lesson-jg-bikjang-explain = e5のあなたの車が将の間に入ります。将が筋を離れてもビッチャンは解消します。
lesson-jg-bikjang-wrong = その手の後も将は向き合ったままで、ビッチャンは続きます。
lesson-jg-bikjang-review = ビッチャンは、筋を離れるか間に駒を置いて解消する。
lesson-jg-pass-title = パス
lesson-jg-pass-rule = チャンギでは、王手されていない側は指す代わりにパスできます。ここではどの手を指しても士を失います。
lesson-jg-pass-explain = パスすれば士はe2に残り、車からあなたの将を守り続けます。
lesson-jg-pass-wrong = e3に行くとd3の兵に士を取られます。パスなら何も失いません。
lesson-jg-pass-review = どの手も悪くなるときはパスしよう。
lesson-jg-double-chariot-mate-title = チャンギの双車の詰み
lesson-jg-double-chariot-mate-rule = 二枚の車はシャンチーと同じように詰ませます。一枚が段をふさぎ、もう一枚が最後の段で王手します。
lesson-jg-double-chariot-mate-explain = a9の車が9段目を押さえ、b10の車が王手します。将に空いた点はありません。
lesson-jg-double-chariot-mate-wrong = 将が逃げます。9段目をふさいだまま、10段目で王手しましょう。
lesson-jg-double-chariot-mate-review = 一枚の車が遮り、もう一枚が王手する。
lesson-jg-horse-chariot-mate-title = チャンギの馬と車の詰み
lesson-jg-horse-chariot-mate-rule = 車が最後の段で王手し、馬が将の逃げ道を押さえます。
lesson-jg-horse-chariot-mate-explain = 車がi10から王手します。c8の馬がe9を押さえ、d10とf10は車の線上にあります。
lesson-jg-horse-chariot-mate-wrong = 詰みではありません。馬がe9を押さえている10段目で王手しましょう。
lesson-jg-horse-chariot-mate-review = 馬が守り、車が王手する。
lesson-jg-cannon-mate-title = チャンギの包の詰み
lesson-jg-cannon-mate-rule = 包は台を越えて王手します。将の前の兵は良い台になり、逃げ道も押さえます。
lesson-jg-cannon-mate-explain = d3の包がd8の兵を越えて王手します。d9とe9は押さえられ、間に入れる駒もありません。
lesson-jg-cannon-mate-wrong = 詰みではありません。包を将の筋、d8の兵の後ろへ跳ばせましょう。
lesson-jg-cannon-mate-review = 兵は台にも見張りにもなれる。
lesson-jg-perpetual-check-title = チャンギの連続王手
lesson-jg-perpetual-check-rule = 同じ局面が三度目に現れ、一方がすべての手で王手していたら、その側の負けです。車はすでにa10から二度王手しています。
lesson-jg-perpetual-check-explain = 車がi10から王手し、もう一枚が9段目を押さえます。繰り返しのない詰みです。
lesson-jg-perpetual-check-wrong = またa10から王手すると局面が繰り返され、負けになります。詰みを探しましょう。
lesson-jg-perpetual-check-review = 王手を繰り返さず、新しい王手か詰みを探そう。
