# Palace, the browser client: English, the reference catalogue.
#
# Every other catalogue has every message of this one with the same
# variables ($name). Terms (-name) are each catalogue's own: use them or
# write the words out, as suits the language. Side, piece and rule names are
# the ones the players of each game use in the language.

## Terms

-brand = Palace
-xiangqi = Xiangqi
-janggi = Janggi
-red = Red
-black = Black
-cho = Cho
-han = Han

## Page and header

# The page title on the start screen.
title-start = { -brand }: { -janggi } and { -xiangqi }
# The page title during a game; $first and $second are side names.
title-game = { -brand }: { $first } vs { $second }
brand = { -brand }
pieces-label = Pieces
language-label = Language
sound-label = Sounds
skip-to-board = Skip to the board

## Piece sets

pieceset-traditional = Traditional characters
pieceset-readable = One character per kind
pieceset-letters = Letters
pieceset-pictures = Pictures

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = General
piece-xiangqi-a = Advisor
piece-xiangqi-b = Elephant
piece-xiangqi-n = Horse
piece-xiangqi-r = Chariot
piece-xiangqi-c = Cannon
piece-xiangqi-p = Soldier
piece-janggi-k = General
piece-janggi-a = Guard
piece-janggi-b = Elephant
piece-janggi-n = Horse
piece-janggi-r = Chariot
piece-janggi-c = Cannon
piece-janggi-p = Soldier

## Start screen

start-heading = Play { -janggi } or { -xiangqi }
resume-button = Continue your game
game-legend = Game
game-xiangqi = { -xiangqi }
game-xiangqi-sub = Chinese chess
game-janggi = { -janggi }
game-janggi-sub = Korean chess
opponent-legend = Opponent
mode-computer = Computer
mode-local = Two players
mode-local-sub = this device
mode-friend = Invite a friend
mode-friend-sub = send a link
level-legend = Level
level-select-label = Level 1 to 8
level-easy = Easy
level-easy-about = Makes mistakes: good for learning the moves.
level-normal = Normal
level-normal-about = Plays sensibly and punishes loose pieces.
level-hard = Hard
level-hard-about = The strongest level: thinks longest and rarely errs.
# $won, $lost and $drawn are numbers of games.
score-level = Your score at level { $level }: { $won } won, { $lost } lost, { $drawn } drawn
score-friend = Against friends: { $won } won, { $lost } lost, { $drawn } drawn
# $first and $second are side names; $firstWins and $secondWins numbers of games.
score-local = Games on this device: { $first } won { $firstWins }, { $second } won { $secondWins }, { $drawn } drawn
side-legend = Your side
side-moves-first = moves first
side-moves-second = moves second
side-random = Random
# Two players on one device: which side sits at the bottom.
side-at-bottom = { $side } at the bottom
rules-legend = Rules
rules-advanced = Advanced: Fairy-Stockfish compatible
rules-xiangqi-standard = Standard (Asian rules, simplified repetition)
rules-xiangqi = Fairy-Stockfish: { -xiangqi }
rules-janggi-standard = Standard (choose setup, bikjang on points)
rules-janggi-club = Club (fixed setup, cannons slide)
rules-janggi-strict = Strict (no pass)
rules-janggi = Fairy-Stockfish: { -janggi }
rules-janggitraditional = Fairy-Stockfish: traditional
rules-janggimodern = Fairy-Stockfish: modern (Kakao)
rules-janggicasual = Fairy-Stockfish: casual
setup-hint = { -janggi }: before the first move each side chooses where its horses and elephants stand, { -han } first, then { -cho }.
start-button = Start
# $reason is one of the error-… messages below.
start-failed = Could not start a game: { $reason }

## A game link that leads nowhere

not-found-heading = No game here
not-found-text = There is no game at this link. It may be mistyped, or the game no longer exists.
not-found-home = Start a new game

## Game screen

board-label = Board
board-help = Arrow keys move the cursor, Enter or Space picks up a piece and puts it down, Escape cancels.
review-start = Start position
review-after = After move { $ply } of { $total }
review-first = Start position
review-prev = Previous move
review-next = Next move
review-live = Back to the game
turn-connecting = Connecting…
turn-reconnecting = Reconnecting…
turn-choose-setup = Choose your setup ({ $side }).
turn-waiting-setup = Waiting for { $side } to choose a setup…
turn-side-to-move = { $side } to move.
turn-yours = Your turn ({ $side }).
turn-computer = The computer ({ $side }) is thinking…
turn-waiting-friend = Waiting for your friend to join as { $side }…
turn-waiting = Waiting for { $side }…
check-xiangqi = Check!
check-janggi = Janggun (check)!
notice-watching = You are watching this game.
notice-seat-taken = Both seats are taken: you are watching this game.
notice-invite-failed = This invite does not work: you are watching this game.
notice-repetition = This position has occurred twice. If it occurs a third time the game ends (a side that checked with every move loses).
notice-bikjang = Bikjang: the generals face each other on an open file.

## Players

player-you = { $side }: you
player-this-device = { $side }: this device
player-computer = { $side }: computer, level { $level }
player-waiting-friend = { $side }: waiting for a friend
player-friend = { $side }: your friend
player-friend-away = { $side }: your friend (away)
player-other = { $side }: player
player-other-away = { $side }: player (away)
to-move = to move
spectators =
    { $count ->
        [one] { $count } watching
       *[other] { $count } watching
    }
invite-prompt = Send this link to your friend:
invite-link-label = Invite link
copy = Copy
copied = Copied
# $first and $second are side names, the others their points.
points = Points: { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = { $side } lost:
captured-none = { $side } lost: nothing

## Buttons

pass = Pass
undo = Take back
flip = Flip board
flip-title = Turn the board around
resign = Resign
new-game = New game
moves-heading = Moves
coords-label = coordinates
copy-moves = Copy moves
moves-copied = Moves copied
move-pass = pass
move-title = Move { $ply }: { $move }

## Janggi setup choice

setup-title-mine = { $side }: choose where your horses and elephants stand
setup-title-other = { $side } is choosing a setup…
# $setup is one of the setup-… names below.
setup-han-chose = { -han } chose { $setup }.
setup-order = { -han } chooses first, then { -cho }.
setup-named = Named from each player’s own left.
setup-ma-sang-sang-ma = 馬象象馬 horse, elephant, elephant, horse
setup-sang-ma-sang-ma = 象馬象馬 elephant, horse, elephant, horse
setup-ma-sang-ma-sang = 馬象馬象 horse, elephant, horse, elephant
setup-sang-ma-ma-sang = 象馬馬象 elephant, horse, horse, elephant

## Dialogs

resign-question = Resign this game?
resign-yes = Resign
keep-playing = Keep playing
# $outcome is one of the outcome-… sentences below.
pass-question = Passing now ends the game. { $outcome } Pass anyway?
pass-yes = Pass and end the game
over-title = Game over
over-won = You won!
over-lost = You lost
over-draw = Draw
over-points = Points: { $first } { $firstPoints }, { $second } { $secondPoints }.
score-after-level = Against level { $level }: { $won } won, { $lost } lost, { $drawn } drawn.
score-after-friend = Against friends: { $won } won, { $lost } lost, { $drawn } drawn.
score-after-local = Games on this device: { $first } won { $firstWins }, { $second } won { $secondWins }, { $drawn } drawn.
play-again = Play again
look-at-board = Look at the board

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = { $side } wins by checkmate.
outcome-win-no-legal-moves = { $side } wins: the other side has no legal move.
outcome-win-bikjang = { $side } wins on points after bikjang (the generals faced each other).
outcome-win-repetition = { $side } wins by repetition.
outcome-win-perpetual-check = { $side } wins: the other side gave perpetual check.
outcome-win-double-pass = { $side } wins on points after both sides passed.
outcome-win-ply-limit = { $side } wins on points at the move limit.
outcome-win-quiet-limit = { $side } wins after too many moves without a capture.
outcome-win-bare-material = { $side } wins: the other side has no attacking piece left.
outcome-win-resignation = { $side } wins by resignation.
outcome-win-agreement = { $side } wins by agreement.
outcome-win = { $side } wins.
outcome-draw-bikjang = Draw by bikjang (the generals faced each other).
outcome-draw-repetition = Draw by repetition.
outcome-draw-perpetual-check = Draw: both sides gave perpetual check.
outcome-draw-double-pass = Draw: both sides passed.
outcome-draw-ply-limit = Draw at the move limit.
outcome-draw-quiet-limit = Draw after too many moves without a capture.
outcome-draw-bare-material = Draw: neither side has an attacking piece left.
outcome-draw-agreement = Draw by agreement.
outcome-draw = Draw.

## Board cells and announcements for screen readers

# $point is a point name such as e3.
point-empty = { $point }, empty
point-piece = { $side } { $piece }, { $point }
point-target = { $point }, empty, you can move here
point-capture = { $side } { $piece }, { $point }, you can capture it
announce-picked =
    { $count ->
        [one] Picked up { $piece } on { $point }: one point to go to.
       *[other] Picked up { $piece } on { $point }: { $count } points to go to.
    }
announce-cannot-move = { $piece } on { $point } cannot move now.
announce-put-down = Put down.
# $move is the move in the game's notation, $side who made it.
announce-move = { $side }: { $move }.
announce-pass = { $side } passes.

## Errors, by the server's codes

error-not-connected = Not connected to the server; trying again…
error-unreachable = Could not reach the server.
error-unknown-game = This game does not exist.
error-wrong-token = This browser holds no seat in this game.
error-spectator = You are watching this game and cannot move.
error-not-your-turn = It is not your turn.
error-malformed-move = The server did not understand that move.
error-illegal-move = That move is not legal.
error-game-over = The game is over.
error-undo-not-allowed = Moves cannot be taken back in this game.
error-setup-pending = The setup is still being chosen.
error-no-setup = There is no setup to choose now.
error-unknown-setup = That setup does not exist.
error-nothing-to-undo = There is no move to take back.
error-wrong-invite = This invite does not work.
error-seat-taken = Both seats are taken.
error-unavailable = The game is busy; try again in a moment.
error-storage = The server could not save the game; try again.
error-storage-unavailable = The server cannot save games just now; try again in a while.
error-too-many-spectators = Too many people are watching this game; trying again…
error-bad-request = The server did not understand the request.
error-too-large = The request was too large.
error-malformed = The server did not understand a message.
error-rate-limited = Too many messages at once; reconnecting…
error-other = Something went wrong ({ $code }).

## Study board and board editor

start-study = Study a game record
start-editor = Set up a position
title-study = Study board · Palace
title-editor = Board editor · Palace
study-heading = Study board
study-import-legend = Import a record
study-file-label = Open a file
study-drop-hint = GIB, PGN, XQF, DhtmlXQ, CBF or FEN; you can also drop the file on this page.
study-paste-label = Or paste a record or a FEN
study-paste-button = Read
study-reading = Reading…
# $reason is why, in the server's words.
study-read-failed = The record could not be read: { $reason }
study-games-label = Game
# $number is the game's number in the file, $title its players and event.
study-game-option = { $number }. { $title }
study-game-errors =
    { $count ->
        [one] One game of the file could not be read: { $detail }
       *[other] { $count } games of the file could not be read. The first: { $detail }
    }
study-empty = Import a record, or open a position from the board editor.
study-ply = Move { $ply } of { $total }
# $from is the move where your line leaves the game.
study-branch = Move { $ply } of your line from move { $from }
study-back-to-game = Back to the game
study-last = Last move
study-export-legend = Export
study-fen-label = FEN
study-copy-fen = Copy FEN
study-edit-position = Edit this position
study-export-what = What
study-export-line = The line on the board
study-export-game = The game as imported
study-format-label = Format
study-format-pgn = PGN, coordinates
study-format-wxf = PGN, WXF moves
study-format-chinese = PGN, Chinese moves
study-format-korean = PGN, Korean moves
study-format-gib = GIB
study-format-fen = FEN of the position shown
study-export-button = Show
study-download = Download
editor-heading = Board editor
editor-palette-label = Piece to place
editor-turn-label = Side to move
editor-start = Start position
editor-clear = Clear the board
editor-check = Check the position
editor-open-study = Open in the study board
editor-valid = The position is valid.
editor-piece = { $side } { $piece }
editor-remove = Remove a piece
editor-fault-bad-fen = The FEN cannot be read.
editor-fault-general-count = { $side } must have exactly one { $piece }.
editor-fault-general-outside-palace = The { $side } { $piece } on { $point } stands outside its palace.
editor-fault-generals-facing = The generals face each other with nothing between them.
editor-fault-too-many = { $side } has { $count } of { $piece }, at most { $max } are allowed.
editor-fault-misplaced = The { $side } { $piece } on { $point } stands where it can never go.
editor-fault-soldier-behind-start = The { $side } { $piece } on { $point } stands behind its start line; soldiers never go back.
editor-fault-opponent-in-check = The side not to move is in check.
editor-play-computer = Play it against the computer
editor-play-friend = Play it with a friend
study-this-game = Study this game

## lessons
start-lessons = Lessons
lessons-heading = Lessons
lessons-intro = Each lesson teaches one rule on a position: read the rule, compare the marked moves, then play the answer on the board.
lessons-progress = { $done } of { $total } solved
lessons-solved = Solved
lessons-step-rule = The rule
lessons-step-compare = Compare these moves
lessons-step-play = Your move
lessons-play-hint = Play your answer on the board.
lessons-right = Right!
lessons-wrong = Not this one.
lessons-show-answer = Show answer
lessons-try-again = Try again
lessons-next = Next lesson
lessons-all = All lessons
lessons-review = Review
lessons-candidate = { $piece } { $move }
lessons-not-found = There is no such lesson.
lesson-q-capture = Which move wins material?
lesson-q-mate = Find the checkmate in one move.
lesson-q-check = You are in check. What is the best answer?
lesson-q-safe = Your horse is attacked. Where should it go?
lesson-q-bikjang = The generals face each other. Break the bikjang.
lesson-q-pass = What is the best thing to do here?
lesson-q-points = Which capture gains the most points?
lesson-xq-cannon-screen-title = The cannon's screen
lesson-xq-cannon-screen-rule = The cannon moves like a chariot, but captures only by jumping exactly one piece of either side: the screen.
lesson-xq-cannon-screen-explain = The black soldier on b6 is the screen: the cannon jumps it and takes the chariot on b8.
lesson-xq-cannon-screen-wrong = That move is legal but takes nothing: the cannon captures only over a screen.
lesson-xq-cannon-screen-review = Cannon: slides to move, jumps one piece to capture.
lesson-xq-cannon-limit-title = What the cannon cannot take
lesson-xq-cannon-limit-rule = With no piece between, or with two, the cannon cannot capture. It needs exactly one screen.
lesson-xq-cannon-limit-explain = Your soldier on e5 is the screen between the cannon and the horse on g5. The chariot on b9 has no screen in front of it.
lesson-xq-cannon-limit-wrong = The cannon only moves there. It cannot take the chariot on b9: nothing stands between them.
lesson-xq-cannon-limit-review = No screen, no capture: look for exactly one piece in between.
lesson-xq-horse-leg-title = The horse's leg
lesson-xq-horse-leg-rule = The horse steps one point straight, then one diagonally outward. A piece on that first point, the leg, blocks it.
lesson-xq-horse-leg-explain = Your advisor on d3 blocks the way to the chariot on e4, but the way to the cannon on a4 is free.
lesson-xq-horse-leg-wrong = That takes nothing. The leg point d3 is blocked, but b3 is free.
lesson-xq-horse-leg-review = Before counting a horse's jumps, check each leg point.
lesson-xq-elephant-eye-title = The elephant's eye
lesson-xq-elephant-eye-rule = The elephant moves exactly two points diagonally and never crosses the river. A piece on the midpoint, the eye, blocks it.
lesson-xq-elephant-eye-explain = The soldier on f4 blocks the way to g5, but the way to c5 is open: the elephant takes the horse.
lesson-xq-elephant-eye-wrong = That takes nothing. The eye d4 is open, so the elephant reaches c5.
lesson-xq-elephant-eye-review = One piece on the eye stops the elephant.
lesson-xq-soldier-river-title = Soldiers across the river
lesson-xq-soldier-river-rule = A soldier moves one point forward. Once across the river it may also step sideways, never backward.
lesson-xq-soldier-river-explain = The soldier on e6 has crossed the river, so it may take the horse on d6 sideways. The soldier on c5 has not crossed yet.
lesson-xq-soldier-river-wrong = That wins nothing. Only the soldier across the river can capture sideways.
lesson-xq-soldier-river-review = Before the river: forward only. After it: forward or sideways.
lesson-xq-piece-values-title = The value of the pieces
lesson-xq-piece-values-rule = A common guide: chariot 9, horse and cannon about 4.5, advisor and elephant 2, soldier 1 or 2.
lesson-xq-piece-values-explain = The horse can take the chariot or a soldier; the chariot is worth far more.
lesson-xq-piece-values-wrong = That gains much less. Your horse can take the chariot on b5.
lesson-xq-piece-values-review = Of several captures, take the most valuable piece.
lesson-xq-answer-check-title = Answering a check
lesson-xq-answer-check-rule = Answer a check by moving the general, blocking the line or capturing the checking piece. Here the advisors keep the general in place.
lesson-xq-answer-check-explain = The chariot on a8 takes the checking chariot: the check is gone and you have won a chariot.
lesson-xq-answer-check-wrong = That blocks the check, but the black chariot survives. Capturing it is better.
lesson-xq-answer-check-review = In check, first look for a capture of the checking piece.
lesson-xq-flying-general-pin-title = The generals may not face each other
lesson-xq-flying-general-pin-rule = The generals may never stand on one file with nothing between them. A lone piece between them cannot leave the file.
lesson-xq-flying-general-pin-explain = The black horse on e6 is the only piece between the generals. It cannot escape, so your soldier takes it.
lesson-xq-flying-general-pin-wrong = That lets the horse live. It is pinned by your general: take it now.
lesson-xq-flying-general-pin-review = Your general controls its open file: use it to pin.
lesson-xq-flying-general-mate-title = The general helps to mate
lesson-xq-flying-general-mate-rule = As the generals may not face each other, your general controls its whole file.
lesson-xq-flying-general-mate-explain = The chariot checks on b10. The general cannot go to d10, which faces your general, nor to f10 or e9.
lesson-xq-flying-general-mate-wrong = That is not mate: the black general still has a way out.
lesson-xq-flying-general-mate-review = Count your general as an attacker: it guards its file.
lesson-xq-double-chariot-mate-title = Double-chariot mate
lesson-xq-double-chariot-mate-rule = Two chariots mate a general: one closes a rank, the other checks on the next.
lesson-xq-double-chariot-mate-explain = The chariot on a9 holds rank 9 and the other chariot checks on b10. The general has no free point.
lesson-xq-double-chariot-mate-wrong = The general escapes. Keep rank 9 closed and check on rank 10.
lesson-xq-double-chariot-mate-review = One chariot cuts off, the other checks.
lesson-xq-horse-chariot-mate-title = Horse-and-chariot mate
lesson-xq-horse-chariot-mate-rule = The horse checks from close by while the chariot takes the general's escape points.
lesson-xq-horse-chariot-mate-explain = The horse checks from g9 (or f8). The chariot covers e9 and the advisors block the rest.
lesson-xq-horse-chariot-mate-wrong = That is not mate. Check with the horse while the chariot guards e9.
lesson-xq-horse-chariot-mate-review = The chariot cages, the horse checks.
lesson-xq-horse-cannon-mate-title = Cannon behind the horse
lesson-xq-horse-cannon-mate-rule = A horse in front of the general can be the cannon's screen and guard the points beside the general.
lesson-xq-horse-cannon-mate-explain = The cannon on e3 checks over the horse on e8. The horse covers d10 and f10, the cannon covers e9.
lesson-xq-horse-cannon-mate-wrong = That is not mate. Put the cannon on the general's file, behind the horse.
lesson-xq-horse-cannon-mate-review = Horse in front, cannon behind: a classic mate.
lesson-xq-soldier-mate-title = A soldier's mate
lesson-xq-soldier-mate-rule = A soldier across the river can mate when other pieces guard the general's escape points.
lesson-xq-soldier-mate-explain = The soldier checks from f9, protected by the chariot. The general cannot go to e10: it would face your general.
lesson-xq-soldier-mate-wrong = Not mate. Advance the soldier where the chariot protects it.
lesson-xq-soldier-mate-review = Even a soldier mates when the general has nowhere to go.
lesson-xq-perpetual-check-title = Perpetual check loses
lesson-xq-perpetual-check-rule = When a position occurs a third time and one side checked with every move, that side loses. The chariot has already checked from a10 twice.
lesson-xq-perpetual-check-explain = The chariot on i8 checks on i10 while the other still guards rank 9: mate, without repeating.
lesson-xq-perpetual-check-wrong = Checking from a10 repeats the position a third time and would lose. Look for a mate.
lesson-xq-perpetual-check-review = Do not repeat checks: find a new one, or a mate.
lesson-xq-chase-title = Chasing
lesson-xq-chase-rule = Attacking the same unprotected piece again and again is a chase. Under these rules a perpetual chase loses, like perpetual check.
lesson-xq-chase-explain = On c4 the horse is protected by your chariot on c1, so the chase is over.
lesson-xq-chase-wrong = There the horse is still unprotected, and the chariot can keep chasing it.
lesson-xq-chase-review = Against a chase, put the piece where it is protected.
lesson-jg-cannon-screen-title = The Janggi cannon's screen
lesson-jg-cannon-screen-rule = In Janggi the cannon jumps exactly one piece both to move and to capture. Without a screen it cannot move at all.
lesson-jg-cannon-screen-explain = The Han soldier on b6 is the screen: the cannon jumps it and takes the chariot on b8.
lesson-jg-cannon-screen-wrong = The cannon can land there, but takes nothing. Jump the screen and take the chariot.
lesson-jg-cannon-screen-review = The Janggi cannon always jumps, even to move.
lesson-jg-cannon-limit-title = A cannon cannot jump a cannon
lesson-jg-cannon-limit-rule = The Janggi cannon may not use a cannon as its screen, and it can never capture a cannon.
lesson-jg-cannon-limit-explain = The Han cannon on b5 cannot be jumped, so the chariot is safe. Over your horse on c3 the cannon takes the horse on f3.
lesson-jg-cannon-limit-wrong = That takes nothing. Use your horse on c3 as the screen and take the horse on f3.
lesson-jg-cannon-limit-review = Cannons neither jump nor take cannons.
lesson-jg-chariot-diagonal-title = The chariot in the palace
lesson-jg-chariot-diagonal-rule = Inside a palace the chariot may also move along the diagonal lines.
lesson-jg-chariot-diagonal-explain = From d3 the chariot runs along the diagonal through the empty centre e2 and takes the cannon on f1.
lesson-jg-chariot-diagonal-wrong = That takes nothing. In the palace the chariot can use the diagonal from d3 to f1.
lesson-jg-chariot-diagonal-review = Palace lines are extra roads for the chariot.
lesson-jg-cannon-diagonal-title = The cannon on the palace diagonal
lesson-jg-cannon-diagonal-rule = On a palace diagonal the cannon jumps from a corner to the opposite corner, over a piece on the centre that is not a cannon.
lesson-jg-cannon-diagonal-explain = Your guard on e2 is the screen: the cannon jumps from d1 to f3 and takes the chariot.
lesson-jg-cannon-diagonal-wrong = That takes nothing. Jump diagonally over the guard on e2.
lesson-jg-cannon-diagonal-review = In the palace the cannon can jump over the centre.
lesson-jg-elephant-block-title = The Janggi elephant
lesson-jg-elephant-block-rule = The elephant steps one point straight, then two diagonally. A piece on either point on the way blocks it.
lesson-jg-elephant-block-explain = The way to f6 over d4 and e5 is open: the elephant takes the horse. The soldier on d6 blocks the way to the chariot.
lesson-jg-elephant-block-wrong = That takes nothing. Check both points on each of the elephant's ways.
lesson-jg-elephant-block-review = The elephant has two points to check on every way.
lesson-jg-horse-block-title = The Janggi horse
lesson-jg-horse-block-rule = The horse moves one point straight, then one diagonally outward. A piece on the first point blocks it.
lesson-jg-horse-block-explain = Your guard on d3 blocks the way to the chariot on e4; the way to the cannon on a4 over b3 is free.
lesson-jg-horse-block-wrong = That takes nothing. The horse can still reach a4 over the empty point b3.
lesson-jg-horse-block-review = A horse is only as free as its first step.
lesson-jg-soldier-palace-title = Soldiers in the palace
lesson-jg-soldier-palace-rule = A Janggi soldier moves forward or sideways. In the enemy palace it may also step forward along the diagonals.
lesson-jg-soldier-palace-explain = From the corner d8 the soldier steps along the palace diagonal to e9 and takes the horse.
lesson-jg-soldier-palace-wrong = That takes nothing. From d8 the soldier may step diagonally to e9.
lesson-jg-soldier-palace-review = In the enemy palace, soldiers use the diagonals.
lesson-jg-points-title = Counting points
lesson-jg-points-rule = Janggi pieces have points: chariot 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2; Han gets 1.5 more. Some endings are decided on points.
lesson-jg-points-explain = The cannon is worth 7 points, the horse 5: take the cannon.
lesson-jg-points-wrong = That gains fewer points. The cannon is worth 7, the horse 5.
lesson-jg-points-review = Chariot 13, cannon 7, horse 5, elephant and guard 3, soldier 2.
lesson-jg-general-diagonal-title = The general on the diagonals
lesson-jg-general-diagonal-rule = The general moves one point along the palace lines, diagonals included, and never leaves the palace.
lesson-jg-general-diagonal-explain = The general steps diagonally from d3 to e2, off the chariot's file, to a point nothing attacks; the soldier guards e3.
lesson-jg-general-diagonal-wrong = Blocking with the chariot loses it to the Han chariot. The general can step diagonally to safety.
lesson-jg-general-diagonal-review = In the palace, the diagonals are escape routes.
lesson-jg-bikjang-title = Bikjang
lesson-jg-bikjang-rule = Two generals facing each other on an open file is bikjang. In this rule set, once a capture has been made, the side to move must break it or the game ends on points.
lesson-jg-bikjang-explain = Your chariot on e5 stands between the generals; stepping the general off the file breaks bikjang too.
lesson-jg-bikjang-wrong = After that move the generals still face each other: the bikjang stands.
lesson-jg-bikjang-review = To break bikjang, step aside or put a piece between.
lesson-jg-pass-title = The pass
lesson-jg-pass-rule = In Janggi a side that is not in check may pass instead of moving. Here any move would lose your guard.
lesson-jg-pass-explain = Passing keeps the guard on e2, where it shields your general from the chariot.
lesson-jg-pass-wrong = On e3 the guard is taken by the soldier on d3. Passing loses nothing.
lesson-jg-pass-review = When every move makes things worse, pass.
lesson-jg-double-chariot-mate-title = Double-chariot mate in Janggi
lesson-jg-double-chariot-mate-rule = Two chariots mate as in Xiangqi: one closes a rank, the other checks on the last one.
lesson-jg-double-chariot-mate-explain = The chariot on a9 holds rank 9 and the chariot on b10 gives check. The general has no free point.
lesson-jg-double-chariot-mate-wrong = The general escapes. Keep rank 9 closed and check on rank 10.
lesson-jg-double-chariot-mate-review = One chariot cuts off, the other checks.
lesson-jg-horse-chariot-mate-title = Horse-and-chariot mate in Janggi
lesson-jg-horse-chariot-mate-rule = The chariot checks along the back rank while the horse guards the general's way out.
lesson-jg-horse-chariot-mate-explain = The chariot checks from i10; the horse on c8 guards e9, and d10 and f10 lie on the chariot's line.
lesson-jg-horse-chariot-mate-wrong = That is not mate. Check on rank 10, where the horse guards e9.
lesson-jg-horse-chariot-mate-review = The horse guards, the chariot checks.
lesson-jg-cannon-mate-title = Cannon mate in Janggi
lesson-jg-cannon-mate-rule = The cannon checks over a screen. Soldiers in front of the general make good screens and guard the escape points.
lesson-jg-cannon-mate-explain = The cannon on d3 checks over the soldier on d8. d9 and e9 are guarded and nothing can come between.
lesson-jg-cannon-mate-wrong = That is not mate. Jump the cannon onto the general's file, behind the soldier on d8.
lesson-jg-cannon-mate-review = A soldier can be both screen and guard.
lesson-jg-perpetual-check-title = Perpetual check in Janggi
lesson-jg-perpetual-check-rule = When a position occurs a third time and one side checked with every move, that side loses. The chariot has already checked from a10 twice.
lesson-jg-perpetual-check-explain = The chariot checks from i10 while the other still guards rank 9: mate, without repeating.
lesson-jg-perpetual-check-wrong = Checking from a10 again repeats the position and loses. Look for the mate.
lesson-jg-perpetual-check-review = Do not repeat checks: find a new one, or a mate.
## online play: accounts, lobby, clocks, offers, chat, profiles, live games

account-login-open = Log in
account-logout = Log out
# The header's link to the logged-in player's profile; $name is the username.
account-signed-in = Logged in as { $name }
account-heading = Log in or create an account
account-username = Username
account-password = Password
account-rules = Usernames: 2 to 20 letters, digits, _ or -. Passwords: at least 8 characters.
account-login = Log in
account-register = Create account
account-cancel = Cancel
account-error-username-taken = This username is taken; choose another.
account-error-bad-username = A username has 2 to 20 letters, digits, _ or -.
account-error-bad-password = A password has at least 8 characters.
account-error-wrong-credentials = Wrong username or password.
account-error-rate-limited = Too many attempts; wait a minute and try again.
start-lobby = Play online
start-live = Watch games
start-leaderboard = Leaderboard
# The start screen's live counts.
start-online-now = { $online } online now, { $games } games being played
lobby-heading = Lobby
lobby-guest-hint = Guests play casual games; log in to play rated games and challenge players.
lobby-challenges = Challenges
lobby-seeks = Open seeks
lobby-no-seeks = No open seeks yet. Create one below.
lobby-new-seek = New seek
lobby-clock = Clock
lobby-clock-fischer = Minutes + seconds per move
lobby-clock-byoyomi = Byo-yomi
lobby-untimed = No clock
lobby-base = Minutes
lobby-increment = Seconds added per move
lobby-main = Main time (minutes)
lobby-periods = Periods
lobby-period = Seconds per period
lobby-rated = Rated
lobby-challenge-to = Challenge a player
lobby-create-seek = Create seek
lobby-send-challenge = Send challenge
lobby-guest = Guest
# One seek in the list: $game, $rules, $clock (like 5+3) and $rated (rated or casual).
lobby-offer-terms = { $game }, { $rules }, { $clock }, { $rated }
lobby-rated-short = rated
lobby-casual-short = casual
lobby-challenge-from = Challenge from { $name }
lobby-challenge-to-player = Your challenge to { $name }
lobby-accept = Accept
lobby-decline = Decline
lobby-withdraw = Withdraw
lobby-cancel = Cancel
lobby-error-no-name = Enter the username of the player to challenge.
lobby-error-rated-needs-account = Rated games are for logged-in players; log in or play casual.
lobby-error-too-many-seeks = You have as many open seeks as allowed; cancel one first.
lobby-error-unknown-seek = That seek is no longer open.
lobby-error-unknown-challenge = That challenge is no longer open.
lobby-error-own-seek = You cannot play against yourself.
lobby-error-not-yours = That is not yours.
lobby-error-unknown-player = There is no player with that username.
lobby-error-not-logged-in = Log in first.
# Byo-yomi: periods left and the seconds of each.
clock-periods = { $periods } × { $seconds } s
clock-low = Low on time
offer-accept = Accept
offer-decline = Decline
offer-draw-from = { $side } offers a draw.
offer-draw-waiting = Draw offered; waiting for the answer.
offer-takeback-from = { $side } asks to take back a move.
offer-takeback-waiting = Takeback asked; waiting for the answer.
online-offer-draw = Offer a draw
online-takeback = Ask for a takeback
online-abort = Abort the game
online-rematch = Rematch
online-rematch-accept = Accept the rematch
online-claim-win = Claim the win
online-claim-draw = Call it a draw
online-download-pgn = Download PGN
online-download-gib = Download GIB
grace-countdown = Your opponent has left. You may claim the game in { $seconds } s if they do not return.
grace-over = Your opponent has not returned. Claim the win or call it a draw.
chat-players = Players' chat
chat-spectators = Spectators' chat
chat-label = Message
chat-send = Send
# Before a chat message; $name is a username or a side name.
chat-from = { $name }:
chat-from-guest = Guest:
outcome-aborted = The game was aborted.
outcome-win-timeout = { $side } wins on time.
outcome-win-abandonment = { $side } wins: the opponent left the game.
outcome-draw-timeout = Draw: time ran out, but the other side could not win.
outcome-draw-abandonment = Draw: the opponent left the game.
error-no-draws = This rule set has no draws by agreement.
error-two-players-only = Only in games between two players.
error-no-offer = There is no offer to answer.
error-too-late-to-abort = A game can only be aborted in its first two moves.
error-opponent-present = Your opponent is still here (or may still return).
error-not-over = The game is not over yet.
error-bad-chat = That message cannot be sent (empty, too long or not allowed here).
profile-title = { $name }: profile
profile-unknown = There is no player with that username.
profile-provisional = Provisional rating (?): few games played yet.
# Games played and their results.
profile-record = Games: { $games }; won { $wins }, drawn { $draws }, lost { $losses }
# The rating chart's description: $game, the first and the last rating shown.
profile-chart = { $game } rating from { $from } to { $to }
profile-games = Games
profile-newer = Newer games
profile-older = Older games
profile-playing = Being played
# One game of a player's list: $game, $rated (rated or casual) and how it ended.
profile-game-about = { $game }, { $rated }: { $result }
# Two players of a game, first side first.
game-players = { $first } vs { $second }
leaderboard-heading = Leaderboard
leaderboard-title = { $game } leaderboard
leaderboard-empty = No rated games yet.
live-heading = Games being played
live-empty = No games are being played right now.
# One live game: $game, $rules and $clock (how many watch follows, as `spectators`).
live-about = { $game }, { $rules }, { $clock }
live-watch = Watch
## rules pages

start-rules = Rules of the games
rules-this-game = Rules of this game
rules-overview-title = { -brand }: rules of { -xiangqi } and { -janggi }
rules-overview-heading = Rules of { -xiangqi } and { -janggi }
rules-overview-intro = Both games are played on the points of a board nine lines wide and ten lines long. Each side has a general in a palace of nine points and wins by checkmating the other general.
rules-about-xiangqi = { -xiangqi } is Chinese chess. A river crosses the middle of the board, and { -red } moves first.
rules-about-janggi = { -janggi } is Korean chess. There is no river, the diagonal lines of each palace are roads for the pieces inside it, and { -cho } moves first.
rules-setup-choice = Before the game, each side chooses how its horses and elephants stand.
rules-setup-fixed = The pieces start on fixed points.
# $rules is a rule set's name.
rules-page-title = { -brand }: { $rules }
rules-all = All rules
rules-play = Play a game
rules-presets-heading = Rule sets
# $name is what was asked for.
rules-not-found-title = No such rule set
rules-not-found-text = There is no rule set named “{ $name }”. These are the ones { -brand } knows:
rules-pieces-heading = How the pieces move
# $from is a point such as e2; $targets lists points.
rules-diagram-caption = From { $from } it can go to: { $targets }.
rules-diagram-blocked = Blocked: { $points }.
rules-move-xiangqi-k = The general moves one point along a line and never leaves its palace. The two generals may never face each other on an open file.
rules-move-xiangqi-a = The advisor moves one point diagonally and stays in the palace.
rules-move-xiangqi-b = The elephant moves exactly two points diagonally. A piece on the point between blocks it, and it never crosses the river.
rules-move-xiangqi-n = The horse moves one point along a line, then one point diagonally outward. A piece on that first point blocks the way.
rules-move-xiangqi-r = The chariot moves any distance along a line until a piece stops it, and captures the first enemy piece it meets.
rules-move-xiangqi-c = The cannon moves like a chariot, but captures only by jumping over exactly one piece onto an enemy piece.
rules-move-xiangqi-p = The soldier moves one point forward. Once across the river it may also move one point sideways. It never moves back.
rules-move-janggi-k = The general moves one point along any line of its palace, the diagonals included, and never leaves it.
rules-move-janggi-a = The guard moves like the general: one point along the lines of the palace.
rules-move-janggi-b = The elephant moves one point along a line, then two points diagonally outward. A piece on any point of the way blocks it.
rules-move-janggi-n = The horse moves one point along a line, then one point diagonally outward. A piece on that first point blocks the way.
rules-move-janggi-r = The chariot moves any distance along a line, and inside a palace also along its diagonals.
rules-move-janggi-c = The cannon jumps over exactly one piece, never a cannon, along a line or a palace diagonal, and lands on a point beyond it or captures there. It never captures a cannon.
rules-move-janggi-p = The soldier moves one point forward or sideways, never back.
rules-note-cannon-slides = In this rule set, a cannon that does not capture may also move like a chariot.
rules-note-cannon-must-jump = It needs a piece to jump over even when it does not capture.
rules-note-soldier-palace-diagonals = In the enemy palace it may also step forward along the diagonal lines.
rules-table-heading = The pieces at a glance
rules-col-traditional = Traditional
rules-col-readable = One character
rules-col-picture = Picture
rules-col-name = Name
rules-col-moves = How it moves
rules-col-points = Points
rules-short-xiangqi-k = One point along a line, inside the palace
rules-short-xiangqi-a = One point diagonally, inside the palace
rules-short-xiangqi-b = Two points diagonally, never across the river
rules-short-xiangqi-n = One straight, then one diagonally; can be blocked
rules-short-xiangqi-r = Any distance along a line
rules-short-xiangqi-c = Like a chariot; captures by jumping one piece
rules-short-xiangqi-p = One forward; also sideways after the river
rules-short-janggi-k = One point along the palace lines
rules-short-janggi-a = One point along the palace lines
rules-short-janggi-b = One straight, then two diagonally; can be blocked
rules-short-janggi-n = One straight, then one diagonally; can be blocked
rules-short-janggi-r = Any distance along a line or a palace diagonal
rules-short-janggi-c = Jumps exactly one piece that is not a cannon
rules-short-janggi-p = One forward or sideways
rules-endings-heading = How the game ends
rules-end-checkmate = Checkmate: a side whose general is attacked and cannot escape loses.
rules-end-no-legal-move = A side that has no legal move loses, even when it is not in check.
rules-end-flying-general = The generals may never face each other on an open file: a move that would leave them so is not allowed.
rules-end-facing-allowed = The generals may face each other on an open file; nothing follows from it.
rules-end-bikjang-break-or-pass = Bikjang: a side whose turn begins with the generals facing each other must block or leave the file, or pass.
rules-end-bikjang-must-break = Bikjang: a side whose turn begins with the generals facing each other must block or leave the file.
# $decision is points or draw.
rules-end-bikjang-pass-while-facing = A pass while the generals face each other ends the game: { $decision ->
    [points] the side with more points wins.
   *[draw] it is a draw.
  }
rules-end-bikjang-still-facing = Once a piece has been captured, a side whose turn began with the generals facing each other and that leaves them so ends the game: { $decision ->
    [points] the side with more points wins.
   *[draw] it is a draw.
  }
rules-end-pass-allowed = A side that is not in check may pass instead of moving.
rules-end-pass-never = Passing is not allowed.
rules-end-double-pass = When both sides pass one after the other, the game ends: { $decision ->
    [points] the side with more points wins.
   *[draw] it is a draw.
  }
rules-end-repetition-xiangqi = When a position occurs for the third time, a side that gave check with every move since its first occurrence loses, unless both did; otherwise it is a draw.
rules-end-repetition-janggi = When a position occurs for the third time, the side with more points wins; a side that gave check with every move since its first occurrence loses instead, unless both did.
rules-end-repetition-fold = When a position has occurred { $count } times, the game ends: a side giving perpetual check loses; otherwise { $decision ->
    [points] the side with more points wins.
   *[draw] it is a draw.
  }
rules-end-chasing = Chasing an unprotected piece with every move loses, like perpetual check.
rules-end-move-repetition = Moving one piece back and forth without giving check counts as repetition sooner.
rules-end-repetition-none = Repeated positions do not end the game.
rules-end-ply-limit = After { $count } moves in all (each side's move counts), the game ends: { $decision ->
    [points] the side with more points wins.
   *[draw] it is a draw.
  }
rules-end-quiet-limit = After { $count } moves without a capture (each side's move counts), the game ends: { $decision ->
    [points] the side with more points wins.
   *[draw] it is a draw.
  }
rules-end-quiet-limit-check-offset = Checks beyond ten by one side make that limit longer.
rules-end-bare-material = When neither side has a chariot, horse, cannon or soldier left, the game is a draw.
rules-end-draw-agreement = The players may agree a draw.
rules-end-resignation = A player may resign at any time.
# $bonus is Han's extra points, such as 1.5.
rules-end-points = Points: each side counts its pieces on the board (see the table); { -han } adds { $bonus } for moving second, so the totals never tie.
rules-faq-heading = Questions and answers
rules-faq-q1 = Which side moves first?
rules-faq-a1 = { -red } in { -xiangqi }, { -cho } in { -janggi }.
rules-faq-q2 = Can the general leave the palace?
rules-faq-a2 = No. The general and its advisors or guards always stay inside their palace.
rules-faq-q3 = Why can my horse or elephant not move there?
rules-faq-a3 = A piece on a point of its way blocks it; the diagrams above mark such points with a cross.
rules-faq-q4 = What happens when the same position keeps coming back?
rules-faq-a4 = That depends on the rule set: the list of how the game ends on this page says what this one does.
rules-strategy-heading = Strategy notes
rules-strategy-opening-heading = Opening
rules-strategy-opening = Bring the chariots out early, develop the horses before they are blocked, keep the palace defended and do not move soldiers without a purpose.
rules-strategy-values-heading = The value of the pieces
rules-strategy-values-xiangqi = A chariot is worth about two horses or two cannons. Cannons are stronger early, horses late, when the board empties. Advisors and elephants defend.
rules-strategy-values-janggi = The points in the table are a fair guide: the chariot is the strongest piece, and cannons weaken as the board empties because they need pieces to jump.
rules-strategy-mates-heading = Common mates
rules-strategy-mates = Two chariots mate by taking turns on neighbouring lines. A horse and a chariot mate a general hemmed in by its own pieces. A cannon behind a screen on the general's line mates when the general cannot step aside.
embed-title = { -brand }: game board
embed-link-game = See this game on { -brand }
embed-link-rules = Rules of this game on { -brand }
embed-link-home = Play { -janggi } and { -xiangqi } on { -brand }
# $id is the game's id as given.
embed-no-game = There is no game “{ $id }”.
# $reason is the server's reason, in English.
embed-unavailable = This game cannot be shown now: { $reason }
embed-bad-query = This link is malformed.
# $name is the rule set asked for.
embed-bad-rules = Unknown rule set “{ $name }”.
# $reason is why, in the rules library's words.
embed-bad-fen = This position cannot be shown: { $reason }
embed-code-button = Copy embed code
embed-code-copied = Embed code copied
embed-frame-title = { -brand }: game board
## analysis
analysis-legend = Engine analysis
analysis-on = Analyse
analysis-lines-label = Lines
analysis-depth = Depth { $depth }
analysis-waiting = The engine is thinking…
analysis-no-moves = No legal move in this position.
analysis-mate = { $side } mates in { $moves }
analysis-line-title = Line { $number }: { $moves }
analysis-graph-button = Evaluate the whole game
analysis-graph-label = Evaluation after each move; click to go to that move
analysis-graph-progress = { $done } of { $total } positions evaluated
analysis-graph-done = Mistakes are marked in red; click the graph to go to a move.
analysis-mistake = Move { $ply } ({ $move }): a mistake, { $drop } lost
analysis-too-many = Too many analysis boards are open from your address; close one and try again.
analysis-no-engine = This server has no engine to analyse with.
analysis-failed = The analysis failed: { $reason }
editor-keys-hint = On the board: the arrow keys move, a FEN letter chooses a piece (upper case for the first player: K A B N R C P), Enter or Space places it, Delete removes, x chooses removing.
