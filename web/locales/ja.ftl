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

## analysis
analysis-legend = エンジン解析
analysis-on = 解析する
analysis-lines-label = 候補手の数
analysis-depth = 深さ { $depth }
analysis-waiting = エンジンが考えています…
analysis-no-moves = この局面には合法手がありません。
analysis-mate = { $side }の { $moves } 手詰め
analysis-line-title = 候補 { $number }：{ $moves }
analysis-graph-button = 対局全体を評価する
analysis-graph-label = 各手の後の評価値。クリックするとその手へ移動します
analysis-graph-progress = { $total } 局面中 { $done } 局面を評価済み
analysis-graph-done = 悪手は赤で示しています。グラフをクリックするとその手へ移動します。
analysis-mistake = 第 { $ply } 手（{ $move }）：悪手、{ $drop } の損
analysis-too-many = このアドレスから開いている解析盤が多すぎます。どれかを閉じてからやり直してください。
analysis-no-engine = このサーバーには解析用のエンジンがありません。
analysis-failed = 解析に失敗しました：{ $reason }
editor-keys-hint = 盤上では矢印キーで移動し、FEN の文字で駒を選び（先手は大文字：K A B N R C P）、Enter かスペースで置き、Delete で取り除き、x で「取り除く」を選びます。
