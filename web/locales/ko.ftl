# Palace 브라우저 클라이언트: 한국어 카탈로그.

## Terms

-brand = Palace
-xiangqi = 샹치
-janggi = 장기
-red = 홍
-black = 흑
-cho = 초
-han = 한

## Page and header

title-start = { -brand }: { -janggi }와 { -xiangqi }
title-game = { -brand }: { $first } 대 { $second }
brand = { -brand }
pieces-label = 기물
language-label = 언어
sound-label = 소리
skip-to-board = 장기판으로 건너뛰기

## Piece sets

pieceset-traditional = 전통 한자
pieceset-readable = 기물마다 한 글자
pieceset-letters = 알파벳
pieceset-pictures = 그림

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = 장
piece-xiangqi-a = 사
piece-xiangqi-b = 상
piece-xiangqi-n = 마
piece-xiangqi-r = 차
piece-xiangqi-c = 포
piece-xiangqi-p = 졸
piece-janggi-k = 궁
piece-janggi-a = 사
piece-janggi-b = 상
piece-janggi-n = 마
piece-janggi-r = 차
piece-janggi-c = 포
piece-janggi-p = 졸·병

## Start screen

start-heading = { -janggi }나 { -xiangqi }를 두어 보세요
resume-button = 두던 대국 이어서 하기
game-legend = 게임
game-xiangqi = { -xiangqi }
game-xiangqi-sub = 중국 장기
game-janggi = { -janggi }
game-janggi-sub = 한국 장기
opponent-legend = 상대
mode-computer = 컴퓨터
mode-local = 두 사람
mode-local-sub = 이 기기에서
mode-friend = 친구 초대
mode-friend-sub = 링크 보내기
level-legend = 레벨
level-select-label = 레벨 1~8
level-easy = 쉬움
level-easy-about = 실수를 합니다. 행마를 익히기에 좋습니다.
level-normal = 보통
level-normal-about = 무난하게 두며 허술한 기물은 놓치지 않습니다.
level-hard = 어려움
level-hard-about = 가장 강한 레벨: 가장 오래 생각하고 실수가 거의 없습니다.
score-level = 레벨 { $level } 전적: { $won }승 { $lost }패 { $drawn }무
score-friend = 친구와의 전적: { $won }승 { $lost }패 { $drawn }무
score-local = 이 기기의 전적: { $first } { $firstWins }승, { $second } { $secondWins }승, 무승부 { $drawn }
side-legend = 내 진영
side-moves-first = 선수
side-moves-second = 후수
side-random = 무작위
side-at-bottom = 아래쪽: { $side }
rules-legend = 규칙
rules-advanced = 고급: Fairy-Stockfish 호환
rules-xiangqi-standard = 표준 (아시아 규칙, 간소화한 반복 규정)
rules-xiangqi = Fairy-Stockfish: { -xiangqi }
rules-janggi-standard = 표준 (차림 선택, 빅장은 점수로 판정)
rules-janggi-club = 클럽 (고정 차림, 포가 미끄러짐)
rules-janggi-strict = 엄격 (한수쉼 없음)
rules-janggi = Fairy-Stockfish: { -janggi }
rules-janggitraditional = Fairy-Stockfish: 전통
rules-janggimodern = Fairy-Stockfish: 현대식 (카카오)
rules-janggicasual = Fairy-Stockfish: 캐주얼
setup-hint = { -janggi }: 첫 수를 두기 전에 양쪽이 마와 상의 자리를 정합니다. { -han }이 먼저, 그다음 { -cho }가 정합니다.
start-button = 시작
start-failed = 대국을 시작할 수 없습니다: { $reason }

## A game link that leads nowhere

not-found-heading = 대국이 없습니다
not-found-text = 이 링크에는 대국이 없습니다. 주소가 잘못되었거나 대국이 더 이상 존재하지 않습니다.
not-found-home = 새 대국 시작

## Game screen

board-label = 장기판
board-help = 화살표 키로 커서를 옮기고, Enter나 Space로 기물을 집고 내려놓으며, Esc로 취소합니다.
review-start = 처음 배치
review-after = { $ply }수째 이후 (전체 { $total }수)
review-first = 처음 배치
review-prev = 이전 수
review-next = 다음 수
review-live = 대국으로 돌아가기
turn-connecting = 연결 중…
turn-reconnecting = 다시 연결하는 중…
turn-choose-setup = 차림을 고르세요 ({ $side }).
turn-waiting-setup = { $side } 쪽이 차림을 고르기를 기다리는 중…
turn-side-to-move = { $side } 차례입니다.
turn-yours = 내 차례입니다 ({ $side }).
turn-computer = 컴퓨터({ $side })가 생각하는 중…
turn-waiting-friend = 친구가 { $side } 쪽으로 들어오기를 기다리는 중…
turn-waiting = { $side } 쪽을 기다리는 중…
check-xiangqi = 장군!
check-janggi = 장군!
notice-watching = 이 대국을 관전하고 있습니다.
notice-seat-taken = 두 자리가 모두 찼습니다. 이 대국을 관전하고 있습니다.
notice-invite-failed = 이 초대는 유효하지 않습니다. 이 대국을 관전하고 있습니다.
notice-repetition = 같은 국면이 두 번 나왔습니다. 세 번째로 나오면 대국이 끝납니다(매 수 장군을 부른 쪽이 집니다).
notice-bikjang = 빅장: 두 궁이 열린 줄에서 마주 보고 있습니다.

## Players

player-you = { $side }: 나
player-this-device = { $side }: 이 기기
player-computer = { $side }: 컴퓨터, 레벨 { $level }
player-waiting-friend = { $side }: 친구를 기다리는 중
player-friend = { $side }: 친구
player-friend-away = { $side }: 친구 (자리 비움)
player-other = { $side }: 상대
player-other-away = { $side }: 상대 (자리 비움)
to-move = 차례
spectators = { $count }명 관전 중
invite-prompt = 친구에게 이 링크를 보내세요:
invite-link-label = 초대 링크
copy = 복사
copied = 복사됨
points = 점수: { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = { $side } 쪽이 잃은 기물:
captured-none = { $side } 쪽이 잃은 기물: 없음

## Buttons

pass = 한수쉼
undo = 무르기
flip = 판 돌리기
flip-title = 장기판을 반대로 돌립니다
resign = 기권
new-game = 새 대국
moves-heading = 기보
coords-label = 좌표
copy-moves = 기보 복사
moves-copied = 기보를 복사했습니다
move-pass = 한수쉼
move-title = { $ply }수: { $move }

## Janggi setup choice

setup-title-mine = { $side }: 마와 상을 놓을 자리를 고르세요
setup-title-other = { $side } 쪽이 차림을 고르는 중…
setup-han-chose = { -han }은 { $setup } 차림을 골랐습니다.
setup-order = { -han }이 먼저 고르고, 그다음 { -cho }가 고릅니다.
setup-named = 각자 자기 왼쪽부터 읽은 이름입니다.
setup-ma-sang-sang-ma = 마상상마 (馬象象馬)
setup-sang-ma-sang-ma = 상마상마 (象馬象馬)
setup-ma-sang-ma-sang = 마상마상 (馬象馬象)
setup-sang-ma-ma-sang = 상마마상 (象馬馬象)

## Dialogs

resign-question = 이 대국을 기권하시겠습니까?
resign-yes = 기권
keep-playing = 계속 두기
pass-question = 지금 한수쉼을 하면 대국이 끝납니다. { $outcome } 그래도 쉬시겠습니까?
pass-yes = 한수쉼하고 대국 끝내기
over-title = 대국 종료
over-won = 이겼습니다!
over-lost = 졌습니다
over-draw = 무승부
over-points = 점수: { $first } { $firstPoints }, { $second } { $secondPoints }.
score-after-level = 레벨 { $level } 상대 전적: { $won }승 { $lost }패 { $drawn }무.
score-after-friend = 친구와의 전적: { $won }승 { $lost }패 { $drawn }무.
score-after-local = 이 기기의 전적: { $first } { $firstWins }승, { $second } { $secondWins }승, 무승부 { $drawn }.
play-again = 한 판 더
look-at-board = 판 보기

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = 외통수로 { $side } 승리.
outcome-win-no-legal-moves = { $side } 승리: 상대에게 둘 수 있는 수가 없습니다.
outcome-win-bikjang = 빅장(두 궁이 마주 봄) 후 점수로 { $side } 승리.
outcome-win-repetition = 동형 반복으로 { $side } 승리.
outcome-win-perpetual-check = { $side } 승리: 상대가 계속 장군을 불렀습니다.
outcome-win-double-pass = 양쪽 모두 한수쉼을 하여 점수로 { $side } 승리.
outcome-win-ply-limit = 수 제한에 도달하여 점수로 { $side } 승리.
outcome-win-quiet-limit = 기물을 잡지 않은 수가 너무 많아 { $side } 승리.
outcome-win-bare-material = { $side } 승리: 상대에게 공격할 기물이 남지 않았습니다.
outcome-win-resignation = 기권으로 { $side } 승리.
outcome-win-agreement = 합의로 { $side } 승리.
outcome-win = { $side } 승리.
outcome-draw-bikjang = 빅장(두 궁이 마주 봄)으로 무승부.
outcome-draw-repetition = 동형 반복으로 무승부.
outcome-draw-perpetual-check = 무승부: 양쪽 모두 계속 장군을 불렀습니다.
outcome-draw-double-pass = 무승부: 양쪽 모두 한수쉼을 했습니다.
outcome-draw-ply-limit = 수 제한에 도달하여 무승부.
outcome-draw-quiet-limit = 기물을 잡지 않은 수가 너무 많아 무승부.
outcome-draw-bare-material = 무승부: 양쪽 모두 공격할 기물이 남지 않았습니다.
outcome-draw-agreement = 합의로 무승부.
outcome-draw = 무승부.

## Board cells and announcements for screen readers

point-empty = { $point }, 빈 칸
point-piece = { $side } { $piece }, { $point }
point-target = { $point }, 빈 칸, 여기로 옮길 수 있음
point-capture = { $side } { $piece }, { $point }, 잡을 수 있음
announce-picked = { $point }의 { $piece } 집음. 갈 수 있는 곳 { $count }곳.
announce-cannot-move = { $point }의 { $piece }: 지금은 움직일 수 없습니다.
announce-put-down = 내려놓았습니다.
announce-move = { $side }: { $move }.
announce-pass = { $side } 한수쉼.

## Errors, by the server's codes

error-not-connected = 서버에 연결되어 있지 않습니다. 다시 시도하는 중…
error-unreachable = 서버에 연결할 수 없습니다.
error-unknown-game = 존재하지 않는 대국입니다.
error-wrong-token = 이 브라우저에는 이 대국의 자리가 없습니다.
error-spectator = 이 대국을 관전 중이므로 수를 둘 수 없습니다.
error-not-your-turn = 내 차례가 아닙니다.
error-malformed-move = 서버가 그 수를 이해하지 못했습니다.
error-illegal-move = 둘 수 없는 수입니다.
error-game-over = 대국이 끝났습니다.
error-undo-not-allowed = 이 대국에서는 무르기를 할 수 없습니다.
error-setup-pending = 아직 차림을 고르는 중입니다.
error-no-setup = 지금은 고를 차림이 없습니다.
error-unknown-setup = 존재하지 않는 차림입니다.
error-nothing-to-undo = 무를 수가 없습니다.
error-wrong-invite = 이 초대는 유효하지 않습니다.
error-seat-taken = 두 자리가 모두 찼습니다.
error-unavailable = 대국이 처리 중입니다. 잠시 후 다시 시도하세요.
error-storage = 서버가 대국을 저장하지 못했습니다. 다시 시도하세요.
error-storage-unavailable = 지금은 서버가 대국을 저장할 수 없습니다. 잠시 후 다시 시도하세요.
error-too-many-spectators = 이 대국을 관전하는 사람이 너무 많습니다. 다시 시도하는 중…
error-bad-request = 서버가 요청을 이해하지 못했습니다.
error-too-large = 요청이 너무 큽니다.
error-malformed = 서버가 메시지를 이해하지 못했습니다.
error-rate-limited = 한꺼번에 너무 많은 메시지를 보냈습니다. 다시 연결하는 중…
error-other = 문제가 발생했습니다 ({ $code }).

## Study board and board editor

start-study = 기보 연구하기
start-editor = 국면 만들기
title-study = 연구판 · Palace
title-editor = 국면 편집기 · Palace
study-heading = 연구판
study-import-legend = 기보 불러오기
study-file-label = 파일 열기
study-drop-hint = GIB, PGN, XQF, DhtmlXQ, CBF, FEN. 이 페이지에 파일을 끌어다 놓아도 됩니다.
study-paste-label = 또는 기보나 FEN 붙여 넣기
study-paste-button = 읽기
study-reading = 읽는 중…
study-read-failed = 기보를 읽을 수 없습니다: { $reason }
study-games-label = 대국
study-game-option = { $number }. { $title }
study-game-errors = 읽지 못한 대국 수: { $count }. 첫 번째: { $detail }
study-empty = 기보를 불러오거나 편집기에서 국면을 여세요.
study-ply = { $total }수 중 { $ply }수
study-branch = { $from }수부터 내 수순의 { $ply }수
study-back-to-game = 대국으로 돌아가기
study-last = 마지막 수
study-export-legend = 내보내기
study-fen-label = FEN
study-copy-fen = FEN 복사
study-edit-position = 이 국면 편집
study-export-what = 대상
study-export-line = 판 위의 수순
study-export-game = 불러온 대국
study-format-label = 형식
study-format-pgn = PGN, 좌표
study-format-wxf = PGN, WXF 표기
study-format-chinese = PGN, 중국어 표기
study-format-korean = PGN, 한국어 표기
study-format-gib = GIB
study-format-fen = 보이는 국면의 FEN
study-export-button = 보기
study-download = 다운로드
editor-heading = 국면 편집기
editor-palette-label = 놓을 기물
editor-turn-label = 차례
editor-start = 처음 배치
editor-clear = 판 비우기
editor-check = 국면 확인
editor-open-study = 연구판에서 열기
editor-valid = 올바른 국면입니다.
editor-piece = { $side } { $piece }
editor-remove = 기물 빼기
editor-fault-bad-fen = FEN을 읽을 수 없습니다.
editor-fault-general-count = { $side }에게 { $piece }이(가) 꼭 하나 있어야 합니다.
editor-fault-general-outside-palace = { $point }의 { $side } { $piece }이(가) 궁 밖에 있습니다.
editor-fault-generals-facing = 두 장이 사이에 아무것도 없이 마주 보고 있습니다.
editor-fault-too-many = { $side }의 { $piece }이(가) { $count }개입니다. 최대 { $max }개까지입니다.
editor-fault-misplaced = { $point }의 { $side } { $piece }이(가) 갈 수 없는 자리에 있습니다.
editor-fault-soldier-behind-start = { $point }의 { $side } { $piece }이(가) 처음 줄보다 뒤에 있습니다. 졸은 뒤로 가지 않습니다.
editor-fault-opponent-in-check = 차례가 아닌 쪽이 장군을 받고 있습니다.
editor-play-computer = 컴퓨터와 두기
editor-play-friend = 친구와 두기
study-this-game = 이 대국 연구하기

## lessons
start-lessons = 레슨
lessons-heading = 레슨
lessons-intro = 각 레슨은 한 국면에서 규칙 하나를 가르칩니다. 규칙을 읽고, 표시된 수를 비교한 뒤, 정답을 판 위에서 두세요.
lessons-progress = { $total }개 중 { $done }개 해결
lessons-solved = 해결
lessons-step-rule = 규칙
lessons-step-compare = 후보 수 비교
lessons-step-play = 내 차례
lessons-play-hint = 정답을 판 위에서 두세요.
lessons-right = 정답!
lessons-wrong = 그 수가 아닙니다.
lessons-show-answer = 정답 보기
lessons-try-again = 다시 하기
lessons-next = 다음 레슨
lessons-all = 전체 레슨
lessons-review = 정리
lessons-candidate = { $piece } { $move }
lessons-not-found = 그런 레슨은 없습니다.
lesson-q-capture = 기물을 얻는 수는 무엇일까요?
lesson-q-mate = 한 수 외통을 찾으세요.
lesson-q-check = 장군을 받았습니다. 가장 좋은 응수는?
lesson-q-safe = 마가 공격받고 있습니다. 어디로 가야 할까요?
lesson-q-bikjang = 두 궁이 마주 보고 있습니다. 빅장을 푸세요.
lesson-q-pass = 여기서 가장 좋은 선택은 무엇일까요?
lesson-q-points = 가장 많은 점수를 얻는 따먹기는?
lesson-xq-cannon-screen-title = 포의 다리
lesson-xq-cannon-screen-rule = 포는 차처럼 움직이지만, 잡을 때는 어느 편이든 정확히 한 기물(다리)을 넘어야 합니다.
lesson-xq-cannon-screen-explain = b6의 흑 졸이 다리입니다. 포가 그것을 넘어 b8의 차를 잡습니다.
lesson-xq-cannon-screen-wrong = 둘 수는 있지만 아무것도 잡지 못합니다. 포는 다리를 넘어서만 잡습니다.
lesson-xq-cannon-screen-review = 포: 미끄러져 움직이고, 한 기물을 넘어 잡는다.
lesson-xq-cannon-limit-title = 포가 잡을 수 없는 것
lesson-xq-cannon-limit-rule = 사이에 기물이 없거나 두 개이면 포는 잡을 수 없습니다. 다리는 정확히 하나여야 합니다.
lesson-xq-cannon-limit-explain = e5의 내 졸이 포와 g5의 마 사이의 다리입니다. b9의 차 앞에는 다리가 없습니다.
lesson-xq-cannon-limit-wrong = 포는 그곳으로 움직일 뿐입니다. 사이에 아무것도 없어서 b9의 차는 잡지 못합니다.
lesson-xq-cannon-limit-review = 다리가 없으면 잡을 수 없다. 사이에 정확히 한 기물을 찾자.
lesson-xq-horse-leg-title = 마의 다리목
lesson-xq-horse-leg-rule = 마는 곧게 한 칸, 이어서 바깥쪽 대각선으로 한 칸 갑니다. 첫 칸(멱)에 기물이 있으면 막힙니다.
lesson-xq-horse-leg-explain = d3의 내 사가 e4의 차로 가는 길을 막지만, a4의 포로 가는 길은 열려 있습니다.
lesson-xq-horse-leg-wrong = 그 수로는 아무것도 잡지 못합니다. d3은 막혔지만 b3은 비어 있습니다.
lesson-xq-horse-leg-review = 마의 행마를 세기 전에 멱을 하나씩 확인하자.
lesson-xq-elephant-eye-title = 상의 눈
lesson-xq-elephant-eye-rule = 상은 대각선으로 정확히 두 칸 가며 강을 건너지 못합니다. 가운데 점(눈)에 기물이 있으면 막힙니다.
lesson-xq-elephant-eye-explain = f4의 졸이 g5로 가는 길을 막지만 c5로 가는 길은 열려 있습니다. 상이 마를 잡습니다.
lesson-xq-elephant-eye-wrong = 그 수로는 아무것도 잡지 못합니다. 눈 d4가 비어 있어 상이 c5에 닿습니다.
lesson-xq-elephant-eye-review = 눈에 기물 하나면 상이 멈춘다.
lesson-xq-soldier-river-title = 강을 건넌 졸
lesson-xq-soldier-river-rule = 졸은 앞으로 한 칸 갑니다. 강을 건너면 옆으로도 갈 수 있지만 뒤로는 못 갑니다.
lesson-xq-soldier-river-explain = e6의 졸은 강을 건넜으므로 d6의 마를 옆으로 잡을 수 있습니다. c5의 졸은 아직 건너지 않았습니다.
lesson-xq-soldier-river-wrong = 그 수로는 얻는 것이 없습니다. 옆으로 잡는 것은 강을 건넌 졸뿐입니다.
lesson-xq-soldier-river-review = 강 전에는 앞으로만, 건넌 뒤에는 앞이나 옆으로.
lesson-xq-piece-values-title = 기물의 가치
lesson-xq-piece-values-rule = 흔히 쓰는 기준: 차 9, 마와 포 약 4.5, 사와 상 2, 졸 1 또는 2.
lesson-xq-piece-values-explain = 마는 차도 졸도 잡을 수 있지만, 차가 훨씬 값집니다.
lesson-xq-piece-values-wrong = 얻는 것이 훨씬 적습니다. 내 마는 b5의 차를 잡을 수 있습니다.
lesson-xq-piece-values-review = 잡을 수 있는 것이 여럿이면 가장 값진 기물을 잡자.
lesson-xq-answer-check-title = 장군 받기
lesson-xq-answer-check-rule = 장군은 장을 움직이거나, 길을 막거나, 장군을 부른 기물을 잡아서 받습니다. 여기서는 사들 때문에 장이 움직이지 못합니다.
lesson-xq-answer-check-explain = a8의 차가 장군을 부른 차를 잡습니다. 장군이 풀리고 차 하나를 얻습니다.
lesson-xq-answer-check-wrong = 장군은 막지만 흑 차가 남습니다. 잡는 편이 낫습니다.
lesson-xq-answer-check-review = 장군을 받으면 먼저 장군 부른 기물을 잡을 수 있는지 보자.
lesson-xq-flying-general-pin-title = 장끼리는 마주 볼 수 없다
lesson-xq-flying-general-pin-rule = 두 장은 사이에 아무것도 없이 같은 줄에 설 수 없습니다. 그 사이의 유일한 기물은 줄을 떠날 수 없습니다.
lesson-xq-flying-general-pin-explain = e6의 흑 마는 두 장 사이의 유일한 기물입니다. 도망칠 수 없으니 내 졸이 잡습니다.
lesson-xq-flying-general-pin-wrong = 그러면 마가 살아남습니다. 내 장이 마를 묶고 있으니 지금 잡으세요.
lesson-xq-flying-general-pin-review = 장은 열린 줄을 지배한다. 묶는 데 쓰자.
lesson-xq-flying-general-mate-title = 장이 돕는 외통
lesson-xq-flying-general-mate-rule = 두 장은 마주 볼 수 없으므로 내 장은 자기 줄 전체를 지배합니다.
lesson-xq-flying-general-mate-explain = 차가 b10에서 장군을 부릅니다. 장은 내 장과 마주 보는 d10에도, f10이나 e9에도 갈 수 없습니다.
lesson-xq-flying-general-mate-wrong = 외통이 아닙니다. 흑 장에게 아직 빠져나갈 길이 있습니다.
lesson-xq-flying-general-mate-review = 장도 공격 기물로 세자. 자기 줄을 지킨다.
lesson-xq-double-chariot-mate-title = 양차 외통
lesson-xq-double-chariot-mate-rule = 차 두 개로 장을 외통으로 몹니다. 하나는 한 줄을 막고, 다른 하나는 다음 줄에서 장군을 부릅니다.
lesson-xq-double-chariot-mate-explain = a9의 차가 9줄을 막고 다른 차가 b10에서 장군을 부릅니다. 장에게 빈 점이 없습니다.
lesson-xq-double-chariot-mate-wrong = 장이 빠져나갑니다. 9줄을 막은 채로 10줄에서 장군을 부르세요.
lesson-xq-double-chariot-mate-review = 한 차는 막고, 다른 차는 장군.
lesson-xq-horse-chariot-mate-title = 마와 차의 외통
lesson-xq-horse-chariot-mate-rule = 마가 가까이에서 장군을 부르고, 차가 장의 도망칠 점을 빼앗습니다.
lesson-xq-horse-chariot-mate-explain = 마가 g9(또는 f8)에서 장군을 부릅니다. 차가 e9를 지키고 사들이 나머지를 막습니다.
lesson-xq-horse-chariot-mate-wrong = 외통이 아닙니다. 차가 e9를 지키는 동안 마로 장군을 부르세요.
lesson-xq-horse-chariot-mate-review = 차가 가두고, 마가 장군.
lesson-xq-horse-cannon-mate-title = 마 뒤의 포
lesson-xq-horse-cannon-mate-rule = 장 앞의 마는 포의 다리가 되면서 동시에 장 옆의 점들을 지킬 수 있습니다.
lesson-xq-horse-cannon-mate-explain = e3의 포가 e8의 마를 넘어 장군을 부릅니다. 마가 d10과 f10을, 포가 e9를 지킵니다.
lesson-xq-horse-cannon-mate-wrong = 외통이 아닙니다. 포를 장의 줄, 마 뒤에 놓으세요.
lesson-xq-horse-cannon-mate-review = 앞에는 마, 뒤에는 포: 고전적인 외통.
lesson-xq-soldier-mate-title = 졸의 외통
lesson-xq-soldier-mate-rule = 강을 건넌 졸은 다른 기물이 장의 도망칠 점을 지킬 때 외통을 만들 수 있습니다.
lesson-xq-soldier-mate-explain = 졸이 차의 보호를 받으며 f9에서 장군을 부릅니다. 장은 e10으로 갈 수 없습니다. 내 장과 마주 보게 되기 때문입니다.
lesson-xq-soldier-mate-wrong = 외통이 아닙니다. 차가 지켜 주는 곳으로 졸을 전진시키세요.
lesson-xq-soldier-mate-review = 장이 갈 곳이 없으면 졸로도 외통이다.
lesson-xq-perpetual-check-title = 연속 장군은 패배
lesson-xq-perpetual-check-rule = 같은 국면이 세 번째로 나오고 한쪽이 매 수마다 장군을 불렀다면 그쪽이 집니다. 차는 이미 a10에서 두 번 장군을 불렀습니다.
lesson-xq-perpetual-check-explain = i8의 차가 i10에서 장군을 부르고 다른 차가 9줄을 지킵니다. 반복 없는 외통입니다.
lesson-xq-perpetual-check-wrong = a10에서 장군을 부르면 같은 국면이 세 번째가 되어 집니다. 외통을 찾으세요.
lesson-xq-perpetual-check-review = 장군을 반복하지 말고 새 장군이나 외통을 찾자.
lesson-xq-chase-title = 추격
lesson-xq-chase-rule = 보호받지 않는 같은 기물을 계속 공격하는 것이 추격입니다. 이 규칙에서는 연속 추격도 연속 장군처럼 집니다.
lesson-xq-chase-explain = c4에서는 마가 c1의 내 차에게 보호받으므로 추격이 끝납니다.
lesson-xq-chase-wrong = 그곳에서는 마가 여전히 보호받지 못해 차가 계속 쫓을 수 있습니다.
lesson-xq-chase-review = 추격을 받으면 기물을 보호받는 점에 두자.
lesson-jg-cannon-screen-title = 장기 포의 다리
lesson-jg-cannon-screen-rule = 장기의 포는 움직일 때도 잡을 때도 정확히 한 기물을 넘습니다. 다리가 없으면 전혀 움직이지 못합니다.
lesson-jg-cannon-screen-explain = b6의 한 졸이 다리입니다. 포가 그것을 넘어 b8의 차를 잡습니다.
lesson-jg-cannon-screen-wrong = 포가 그곳에 내려앉을 수는 있지만 아무것도 잡지 못합니다. 다리를 넘어 차를 잡으세요.
lesson-jg-cannon-screen-review = 장기의 포는 움직일 때도 늘 넘는다.
lesson-jg-cannon-limit-title = 포는 포를 넘지 못한다
lesson-jg-cannon-limit-rule = 장기의 포는 포를 다리로 쓸 수 없고, 포를 잡을 수도 없습니다.
lesson-jg-cannon-limit-explain = b5의 한 포는 넘을 수 없으므로 차는 안전합니다. c3의 내 마를 넘어 포가 f3의 마를 잡습니다.
lesson-jg-cannon-limit-wrong = 그 수로는 아무것도 잡지 못합니다. c3의 마를 다리로 삼아 f3의 마를 잡으세요.
lesson-jg-cannon-limit-review = 포는 포를 넘지도 잡지도 못한다.
lesson-jg-chariot-diagonal-title = 궁성 안의 차
lesson-jg-chariot-diagonal-rule = 궁성 안에서는 차가 대각선을 따라서도 움직일 수 있습니다.
lesson-jg-chariot-diagonal-explain = d3의 차가 빈 중앙 e2를 지나는 대각선을 따라 가서 f1의 포를 잡습니다.
lesson-jg-chariot-diagonal-wrong = 그 수로는 아무것도 잡지 못합니다. 궁성에서는 d3에서 f1로 가는 대각선을 쓸 수 있습니다.
lesson-jg-chariot-diagonal-review = 궁성의 선은 차의 지름길이다.
lesson-jg-cannon-diagonal-title = 궁성 대각선의 포
lesson-jg-cannon-diagonal-rule = 궁성 대각선에서 포는 중앙에 있는 포가 아닌 기물을 넘어 한 귀에서 반대쪽 귀로 뜁니다.
lesson-jg-cannon-diagonal-explain = e2의 내 사가 다리입니다. 포가 d1에서 f3으로 뛰어 차를 잡습니다.
lesson-jg-cannon-diagonal-wrong = 그 수로는 아무것도 잡지 못합니다. e2의 사를 넘어 대각선으로 뛰세요.
lesson-jg-cannon-diagonal-review = 궁성에서 포는 중앙을 넘어 뛸 수 있다.
lesson-jg-elephant-block-title = 장기의 상
lesson-jg-elephant-block-rule = 상은 곧게 한 칸, 이어서 대각선으로 두 칸 갑니다. 가는 길의 두 점 중 하나에라도 기물이 있으면 막힙니다.
lesson-jg-elephant-block-explain = d4와 e5를 지나 f6으로 가는 길이 열려 있어 상이 마를 잡습니다. d6의 졸이 차로 가는 길을 막습니다.
lesson-jg-elephant-block-wrong = 그 수로는 아무것도 잡지 못합니다. 상의 길마다 두 점을 모두 확인하세요.
lesson-jg-elephant-block-review = 상의 길에는 확인할 점이 두 개 있다.
lesson-jg-horse-block-title = 장기의 마
lesson-jg-horse-block-rule = 마는 곧게 한 칸, 이어서 바깥쪽 대각선으로 한 칸 갑니다. 첫 칸에 기물이 있으면 막힙니다.
lesson-jg-horse-block-explain = d3의 내 사가 e4의 차로 가는 길을 막지만, b3을 지나 a4의 포로 가는 길은 열려 있습니다.
lesson-jg-horse-block-wrong = 그 수로는 아무것도 잡지 못합니다. 마는 빈 점 b3을 지나 a4에 닿습니다.
lesson-jg-horse-block-review = 마의 자유는 첫걸음에 달려 있다.
lesson-jg-soldier-palace-title = 궁성 안의 졸
lesson-jg-soldier-palace-rule = 장기의 졸은 앞이나 옆으로 갑니다. 상대 궁성 안에서는 대각선을 따라 앞으로도 갈 수 있습니다.
lesson-jg-soldier-palace-explain = 귀퉁이 d8에서 졸이 궁성 대각선을 따라 e9로 가서 마를 잡습니다.
lesson-jg-soldier-palace-wrong = 그 수로는 아무것도 잡지 못합니다. d8의 졸은 대각선으로 e9에 갈 수 있습니다.
lesson-jg-soldier-palace-review = 상대 궁성에서 졸은 대각선을 쓴다.
lesson-jg-points-title = 점수 계산
lesson-jg-points-rule = 장기 기물에는 점수가 있습니다. 차 13, 포 7, 마 5, 상 3, 사 3, 졸 2이고, 한은 1.5점을 더 받습니다. 점수로 승부가 나는 경우도 있습니다.
lesson-jg-points-explain = 포는 7점, 마는 5점입니다. 포를 잡으세요.
lesson-jg-points-wrong = 얻는 점수가 더 적습니다. 포는 7점, 마는 5점입니다.
lesson-jg-points-review = 차 13, 포 7, 마 5, 상과 사 3, 졸 2.
lesson-jg-general-diagonal-title = 대각선을 쓰는 궁
lesson-jg-general-diagonal-rule = 궁은 대각선을 포함한 궁성의 선을 따라 한 칸 움직이며 궁성을 떠나지 않습니다.
lesson-jg-general-diagonal-explain = 궁이 d3에서 e2로 대각선으로 움직여 차의 줄을 벗어나, 아무도 공격하지 않는 점으로 갑니다. e3은 졸이 지킵니다.
lesson-jg-general-diagonal-wrong = 차로 막으면 한의 차에게 잡힙니다. 궁은 대각선으로 피할 수 있습니다.
lesson-jg-general-diagonal-review = 궁성에서는 대각선이 피할 길이다.
lesson-jg-bikjang-title = 빅장
lesson-jg-bikjang-rule = 두 궁이 열린 줄에서 마주 보는 것이 빅장입니다. 이 규칙에서는 기물을 잡은 뒤라면 둘 차례인 쪽이 빅장을 풀어야 하며, 그렇지 않으면 점수로 승부가 납니다.
lesson-jg-bikjang-explain = e5의 내 차가 두 궁 사이에 섭니다. 궁이 줄을 벗어나도 빅장이 풀립니다.
lesson-jg-bikjang-wrong = 그 수를 둔 뒤에도 두 궁이 마주 보고 있어 빅장이 그대로입니다.
lesson-jg-bikjang-review = 빅장은 비켜서거나 사이에 기물을 놓아 푼다.
lesson-jg-pass-title = 한수쉼
lesson-jg-pass-rule = 장기에서는 장군을 받지 않은 쪽이 수를 두는 대신 한수쉼을 할 수 있습니다. 여기서는 어떤 수를 둬도 사를 잃습니다.
lesson-jg-pass-explain = 한수쉼을 하면 사가 e2에 남아 차로부터 내 궁을 계속 가립니다.
lesson-jg-pass-wrong = e3으로 가면 d3의 졸이 사를 잡습니다. 한수쉼은 아무것도 잃지 않습니다.
lesson-jg-pass-review = 어떤 수도 나빠질 뿐이라면 한수쉼을 하자.
lesson-jg-double-chariot-mate-title = 장기의 양차 외통
lesson-jg-double-chariot-mate-rule = 차 두 개는 샹치에서처럼 외통을 만듭니다. 하나는 한 줄을 막고, 다른 하나는 마지막 줄에서 장군을 부릅니다.
lesson-jg-double-chariot-mate-explain = a9의 차가 9줄을 막고 b10의 차가 장군을 부릅니다. 궁에게 빈 점이 없습니다.
lesson-jg-double-chariot-mate-wrong = 궁이 빠져나갑니다. 9줄을 막은 채로 10줄에서 장군을 부르세요.
lesson-jg-double-chariot-mate-review = 한 차는 막고, 다른 차는 장군.
lesson-jg-horse-chariot-mate-title = 장기의 마와 차 외통
lesson-jg-horse-chariot-mate-rule = 차가 마지막 줄에서 장군을 부르고, 마가 궁의 도망칠 길을 지킵니다.
lesson-jg-horse-chariot-mate-explain = 차가 i10에서 장군을 부릅니다. c8의 마가 e9를 지키고, d10과 f10은 차의 줄 위에 있습니다.
lesson-jg-horse-chariot-mate-wrong = 외통이 아닙니다. 마가 e9를 지키는 10줄에서 장군을 부르세요.
lesson-jg-horse-chariot-mate-review = 마가 지키고, 차가 장군.
lesson-jg-cannon-mate-title = 장기의 포 외통
lesson-jg-cannon-mate-rule = 포는 다리를 넘어 장군을 부릅니다. 궁 앞의 졸은 좋은 다리가 되고 도망칠 점도 지킵니다.
lesson-jg-cannon-mate-explain = d3의 포가 d8의 졸을 넘어 장군을 부릅니다. d9와 e9는 지켜지고 사이에 들어올 기물도 없습니다.
lesson-jg-cannon-mate-wrong = 외통이 아닙니다. 포를 궁의 줄, d8의 졸 뒤로 뛰게 하세요.
lesson-jg-cannon-mate-review = 졸은 다리도 되고 파수꾼도 된다.
lesson-jg-perpetual-check-title = 장기의 연속 장군
lesson-jg-perpetual-check-rule = 같은 국면이 세 번째로 나오고 한쪽이 매 수마다 장군을 불렀다면 그쪽이 집니다. 차는 이미 a10에서 두 번 장군을 불렀습니다.
lesson-jg-perpetual-check-explain = 차가 i10에서 장군을 부르고 다른 차가 9줄을 지킵니다. 반복 없는 외통입니다.
lesson-jg-perpetual-check-wrong = 다시 a10에서 장군을 부르면 국면이 반복되어 집니다. 외통을 찾으세요.
lesson-jg-perpetual-check-review = 장군을 반복하지 말고 새 장군이나 외통을 찾자.
