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

## analysis
analysis-legend = 엔진 분석
analysis-on = 분석하기
analysis-lines-label = 후보수 개수
analysis-depth = 깊이 { $depth }
analysis-waiting = 엔진이 생각하고 있습니다…
analysis-no-moves = 이 국면에는 둘 수 있는 수가 없습니다.
analysis-mate = { $side } { $moves }수 만에 외통
analysis-line-title = 후보 { $number }: { $moves }
analysis-graph-button = 대국 전체 평가하기
analysis-graph-label = 각 수 다음의 형세 평가. 누르면 그 수로 갑니다
analysis-graph-progress = { $total }개 국면 중 { $done }개 평가함
analysis-graph-done = 실수는 빨간색으로 표시됩니다. 그래프를 누르면 그 수로 갑니다.
analysis-mistake = { $ply }수 ({ $move }): 실수, { $drop } 손해
analysis-too-many = 이 주소에서 연 분석판이 너무 많습니다. 하나를 닫고 다시 시도하세요.
analysis-no-engine = 이 서버에는 분석할 엔진이 없습니다.
analysis-failed = 분석에 실패했습니다: { $reason }
editor-keys-hint = 판에서: 화살표 키로 움직이고, FEN 글자로 기물을 고르며(초는 대문자: K A B N R C P), Enter나 스페이스로 놓고, Delete로 치우며, x로 치우기를 고릅니다.
