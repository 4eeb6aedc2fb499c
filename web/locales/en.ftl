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
