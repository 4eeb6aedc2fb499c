# Palace, the browser client: Filipino.

## Terms

-brand = Palace
-xiangqi = Xiangqi
-janggi = Janggi
-red = Pula
-black = Itim
-cho = Cho
-han = Han

## Page and header

title-start = { -brand }: { -janggi } at { -xiangqi }
title-game = { -brand }: { $first } laban sa { $second }
brand = { -brand }
pieces-label = Mga piyesa
language-label = Wika
sound-label = Mga tunog
skip-to-board = Dumiretso sa tablero

## Piece sets

pieceset-traditional = Tradisyonal na mga titik Tsino
pieceset-readable = Isang titik bawat uri
pieceset-letters = Mga letra
pieceset-pictures = Mga larawan

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = Heneral
piece-xiangqi-a = Tagapayo
piece-xiangqi-b = Elepante
piece-xiangqi-n = Kabayo
piece-xiangqi-r = Karwahe
piece-xiangqi-c = Kanyon
piece-xiangqi-p = Sundalo
piece-janggi-k = Heneral
piece-janggi-a = Bantay
piece-janggi-b = Elepante
piece-janggi-n = Kabayo
piece-janggi-r = Karwahe
piece-janggi-c = Kanyon
piece-janggi-p = Sundalo

## Start screen

start-heading = Maglaro ng { -janggi } o { -xiangqi }
resume-button = Ituloy ang laro mo
game-legend = Laro
game-xiangqi = { -xiangqi }
game-xiangqi-sub = chess ng Tsina
game-janggi = { -janggi }
game-janggi-sub = chess ng Korea
opponent-legend = Kalaban
mode-computer = Computer
mode-local = Dalawang manlalaro
mode-local-sub = sa device na ito
mode-friend = Mag-imbita ng kaibigan
mode-friend-sub = magpadala ng link
level-legend = Antas
level-select-label = Antas 1 hanggang 8
level-easy = Madali
level-easy-about = Nagkakamali: mainam para matutunan ang mga galaw.
level-normal = Katamtaman
level-normal-about = Maayos maglaro at sinasamantala ang mga piyesang walang bantay.
level-hard = Mahirap
level-hard-about = Ang pinakamalakas na antas: pinakamatagal mag-isip at bihirang magkamali.
score-level = Iskor mo sa antas { $level }: { $won } panalo, { $lost } talo, { $drawn } tabla
score-friend = Laban sa mga kaibigan: { $won } panalo, { $lost } talo, { $drawn } tabla
score-local = Mga laro sa device na ito: { $first } { $firstWins } panalo, { $second } { $secondWins } panalo, { $drawn } tabla
side-legend = Iyong panig
side-moves-first = unang tumitira
side-moves-second = pangalawang tumitira
side-random = Kahit alin
side-at-bottom = { $side } sa ibaba
rules-legend = Mga patakaran
rules-advanced = Abansado: tugma sa Fairy-Stockfish
rules-xiangqi-standard = Karaniwan (mga patakarang Asyano, pinasimpleng patakaran sa pag-uulit)
rules-xiangqi = Fairy-Stockfish: { -xiangqi }
rules-janggi-standard = Karaniwan (pumili ng ayos, bikjang sa puntos)
rules-janggi-club = Club (nakapirming ayos, dumudulas ang mga kanyon)
rules-janggi-strict = Mahigpit (walang pass)
rules-janggi = Fairy-Stockfish: { -janggi }
rules-janggitraditional = Fairy-Stockfish: tradisyonal
rules-janggimodern = Fairy-Stockfish: moderno (Kakao)
rules-janggicasual = Fairy-Stockfish: kaswal
setup-hint = { -janggi }: bago ang unang tira, pipiliin ng bawat panig kung saan tatayo ang mga kabayo at elepante nito, una ang { -han }, saka ang { -cho }.
start-button = Simulan
start-failed = Hindi masimulan ang laro: { $reason }

## A game link that leads nowhere

not-found-heading = Walang laro rito
not-found-text = Walang laro sa link na ito. Baka mali ang pagkaka-type, o wala na ang laro.
not-found-home = Magsimula ng bagong laro

## Game screen

board-label = Tablero
board-help = Ginagalaw ng mga arrow key ang cursor, pinupulot at inilalapag ng Enter o Space ang piyesa, at kinakansela ng Escape.
review-start = Panimulang posisyon
review-after = Pagkatapos ng tira { $ply } sa { $total }
review-first = Panimulang posisyon
review-prev = Nakaraang tira
review-next = Susunod na tira
review-live = Bumalik sa laro
turn-connecting = Kumokonekta…
turn-reconnecting = Muling kumokonekta…
turn-choose-setup = Piliin ang iyong ayos ({ $side }).
turn-waiting-setup = Hinihintay na pumili ng ayos ang { $side }…
turn-side-to-move = Tira ng { $side }.
turn-yours = Tira mo ({ $side }).
turn-computer = Nag-iisip ang computer ({ $side })…
turn-waiting-friend = Hinihintay na sumali ang kaibigan mo bilang { $side }…
turn-waiting = Hinihintay ang { $side }…
check-xiangqi = Check!
check-janggi = Janggun (check)!
notice-watching = Nanonood ka ng larong ito.
notice-seat-taken = Okupado na ang dalawang puwesto: nanonood ka ng larong ito.
notice-invite-failed = Hindi gumagana ang imbitasyong ito: nanonood ka ng larong ito.
notice-repetition = Dalawang beses nang lumabas ang posisyong ito. Kapag lumabas ito sa ikatlong beses, tapos na ang laro (matatalo ang panig na nag-check sa bawat tira).
notice-bikjang = Bikjang: magkaharap ang mga heneral sa isang bukas na hanay.

## Players

player-you = { $side }: ikaw
player-this-device = { $side }: device na ito
player-computer = { $side }: computer, antas { $level }
player-waiting-friend = { $side }: naghihintay ng kaibigan
player-friend = { $side }: kaibigan mo
player-friend-away = { $side }: kaibigan mo (wala)
player-other = { $side }: manlalaro
player-other-away = { $side }: manlalaro (wala)
to-move = titira
spectators =
    { $count ->
       *[other] { $count } ang nanonood
    }
invite-prompt = Ipadala ang link na ito sa kaibigan mo:
invite-link-label = Link ng imbitasyon
copy = Kopyahin
copied = Nakopya na
points = Puntos: { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = Nawala sa { $side }:
captured-none = Nawala sa { $side }: wala

## Buttons

pass = Pass
undo = Bawiin
flip = Baligtarin ang tablero
flip-title = Iikot ang tablero
resign = Sumuko
new-game = Bagong laro
moves-heading = Mga tira
coords-label = mga coordinate
copy-moves = Kopyahin ang mga tira
moves-copied = Nakopya na ang mga tira
move-pass = pass
move-title = Tira { $ply }: { $move }

## Janggi setup choice

setup-title-mine = { $side }: piliin kung saan tatayo ang mga kabayo at elepante mo
setup-title-other = Pumipili ng ayos ang { $side }…
setup-han-chose = Pinili ng { -han } ang { $setup }.
setup-order = Unang pumipili ang { -han }, saka ang { -cho }.
setup-named = Binibilang mula sa sariling kaliwa ng bawat manlalaro.
setup-ma-sang-sang-ma = 馬象象馬 kabayo, elepante, elepante, kabayo
setup-sang-ma-sang-ma = 象馬象馬 elepante, kabayo, elepante, kabayo
setup-ma-sang-ma-sang = 馬象馬象 kabayo, elepante, kabayo, elepante
setup-sang-ma-ma-sang = 象馬馬象 elepante, kabayo, kabayo, elepante

## Dialogs

resign-question = Susuko ka na sa larong ito?
resign-yes = Sumuko
keep-playing = Ituloy ang paglalaro
pass-question = Kapag nag-pass ka ngayon, matatapos ang laro. { $outcome } Mag-pass pa rin?
pass-yes = Mag-pass at tapusin ang laro
over-title = Tapos na ang laro
over-won = Nanalo ka!
over-lost = Natalo ka
over-draw = Tabla
over-points = Puntos: { $first } { $firstPoints }, { $second } { $secondPoints }.
score-after-level = Laban sa antas { $level }: { $won } panalo, { $lost } talo, { $drawn } tabla.
score-after-friend = Laban sa mga kaibigan: { $won } panalo, { $lost } talo, { $drawn } tabla.
score-after-local = Mga laro sa device na ito: { $first } { $firstWins } panalo, { $second } { $secondWins } panalo, { $drawn } tabla.
play-again = Maglaro ulit
look-at-board = Tingnan ang tablero

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = Panalo ang { $side } sa checkmate.
outcome-win-no-legal-moves = Panalo ang { $side }: walang legal na tira ang kabilang panig.
outcome-win-bikjang = Panalo ang { $side } sa puntos pagkatapos ng bikjang (nagkaharap ang mga heneral).
outcome-win-repetition = Panalo ang { $side } dahil sa pag-uulit ng posisyon.
outcome-win-perpetual-check = Panalo ang { $side }: walang-tigil na nag-check ang kabilang panig.
outcome-win-double-pass = Panalo ang { $side } sa puntos matapos mag-pass ang dalawang panig.
outcome-win-ply-limit = Panalo ang { $side } sa puntos nang maabot ang hangganan ng mga tira.
outcome-win-quiet-limit = Panalo ang { $side } matapos ang napakaraming tira nang walang nakakain.
outcome-win-bare-material = Panalo ang { $side }: wala nang pang-atakeng piyesa ang kabilang panig.
outcome-win-resignation = Panalo ang { $side } dahil sumuko ang kalaban.
outcome-win-agreement = Panalo ang { $side } sa pagkakasundo.
outcome-win = Panalo ang { $side }.
outcome-draw-bikjang = Tabla dahil sa bikjang (nagkaharap ang mga heneral).
outcome-draw-repetition = Tabla dahil sa pag-uulit ng posisyon.
outcome-draw-perpetual-check = Tabla: parehong walang-tigil na nag-check ang dalawang panig.
outcome-draw-double-pass = Tabla: nag-pass ang dalawang panig.
outcome-draw-ply-limit = Tabla nang maabot ang hangganan ng mga tira.
outcome-draw-quiet-limit = Tabla matapos ang napakaraming tira nang walang nakakain.
outcome-draw-bare-material = Tabla: wala nang pang-atakeng piyesa ang alinmang panig.
outcome-draw-agreement = Tabla sa pagkakasundo.
outcome-draw = Tabla.

## Board cells and announcements for screen readers

point-empty = { $point }, bakante
point-piece = { $piece } ng { $side }, { $point }
point-target = { $point }, bakante, puwede kang tumira rito
point-capture = { $piece } ng { $side }, { $point }, puwede mo itong kainin
announce-picked =
    { $count ->
       *[other] Pinulot ang { $piece } sa { $point }: { $count } ang puwedeng puntahan.
    }
announce-cannot-move = Hindi maigagalaw ngayon ang { $piece } sa { $point }.
announce-put-down = Inilapag.
announce-move = { $side }: { $move }.
announce-pass = Nag-pass ang { $side }.

## Errors, by the server's codes

error-not-connected = Hindi konektado sa server; sinusubukan ulit…
error-unreachable = Hindi maabot ang server.
error-unknown-game = Walang ganitong laro.
error-wrong-token = Walang puwesto ang browser na ito sa larong ito.
error-spectator = Nanonood ka ng larong ito at hindi ka puwedeng tumira.
error-not-your-turn = Hindi mo pa tira.
error-malformed-move = Hindi naintindihan ng server ang tirang iyon.
error-illegal-move = Hindi legal ang tirang iyon.
error-game-over = Tapos na ang laro.
error-undo-not-allowed = Hindi puwedeng bawiin ang mga tira sa larong ito.
error-setup-pending = Pinipili pa ang ayos.
error-no-setup = Walang ayos na pipiliin ngayon.
error-unknown-setup = Walang ganoong ayos.
error-nothing-to-undo = Walang tirang babawiin.
error-wrong-invite = Hindi gumagana ang imbitasyong ito.
error-seat-taken = Okupado na ang dalawang puwesto.
error-unavailable = Abala ang laro; subukan ulit maya-maya.
error-storage = Hindi nai-save ng server ang laro; subukan ulit.
error-storage-unavailable = Hindi makapag-save ng mga laro ang server sa ngayon; subukan ulit mamaya.
error-too-many-spectators = Masyadong maraming nanonood sa larong ito; sinusubukan ulit…
error-bad-request = Hindi naintindihan ng server ang request.
error-too-large = Masyadong malaki ang request.
error-malformed = Hindi naintindihan ng server ang isang mensahe.
error-rate-limited = Masyadong maraming mensahe nang sabay-sabay; muling kumokonekta…
error-other = May nagkaproblema ({ $code }).

## Study board and board editor

start-study = Pag-aralan ang isang laro
start-editor = Mag-ayos ng posisyon
title-study = Study board · Palace
title-editor = Editor ng posisyon · Palace
study-heading = Study board
study-import-legend = Mag-import ng laro
study-file-label = Magbukas ng file
study-drop-hint = GIB, PGN, XQF, DhtmlXQ, CBF o FEN; puwede ring i-drop ang file sa pahinang ito.
study-paste-label = O i-paste ang laro o FEN
study-paste-button = Basahin
study-reading = Binabasa…
study-read-failed = Hindi mabasa ang laro: { $reason }
study-games-label = Laro
study-game-option = { $number }. { $title }
study-game-errors = Mga larong hindi mabasa sa file: { $count }. Ang una: { $detail }
study-empty = Mag-import ng laro, o magbukas ng posisyon mula sa editor.
study-ply = Tira { $ply } sa { $total }
study-branch = Tira { $ply } ng linya mo mula sa tira { $from }
study-back-to-game = Bumalik sa laro
study-last = Huling tira
study-export-legend = I-export
study-fen-label = FEN
study-copy-fen = Kopyahin ang FEN
study-edit-position = I-edit ang posisyong ito
study-export-what = Ano
study-export-line = Ang linya sa board
study-export-game = Ang larong in-import
study-format-label = Format
study-format-pgn = PGN, coordinates
study-format-wxf = PGN, tirang WXF
study-format-chinese = PGN, tirang Chinese
study-format-korean = PGN, tirang Korean
study-format-gib = GIB
study-format-fen = FEN ng ipinapakitang posisyon
study-export-button = Ipakita
study-download = I-download
editor-heading = Editor ng posisyon
editor-palette-label = Piyesang ilalagay
editor-turn-label = Titira
editor-start = Panimulang posisyon
editor-clear = Linisin ang board
editor-check = Suriin ang posisyon
editor-open-study = Buksan sa study board
editor-valid = Tama ang posisyon.
editor-piece = { $piece } ({ $side })
editor-remove = Mag-alis ng piyesa
editor-fault-bad-fen = Hindi mabasa ang FEN.
editor-fault-general-count = Dapat may eksaktong isang { $piece } ang { $side }.
editor-fault-general-outside-palace = Ang { $piece } ({ $side }) sa { $point } ay nasa labas ng palasyo nito.
editor-fault-generals-facing = Magkaharap ang mga heneral nang walang nakapagitan.
editor-fault-too-many = May { $count } × { $piece } ang { $side }; hanggang { $max } lang ang puwede.
editor-fault-misplaced = Ang { $piece } ({ $side }) sa { $point } ay nasa lugar na hindi nito kailanman mararating.
editor-fault-soldier-behind-start = Ang { $piece } ({ $side }) sa { $point } ay nasa likod ng panimulang linya nito; hindi umaatras ang mga sundalo.
editor-fault-opponent-in-check = Naka-check ang panig na hindi titira.
editor-play-computer = Laruin laban sa computer
editor-play-friend = Laruin kasama ang kaibigan
study-this-game = Pag-aralan ang larong ito

## analysis
analysis-legend = Pagsusuri ng engine
analysis-on = Suriin
analysis-lines-label = Mga linya
analysis-depth = Lalim { $depth }
analysis-waiting = Nag-iisip ang engine…
analysis-no-moves = Walang legal na tira sa posisyong ito.
analysis-mate = Magme-mate ang { $side } sa { $moves }
analysis-line-title = Linya { $number }: { $moves }
analysis-graph-button = Suriin ang buong laro
analysis-graph-label = Pagtatasa pagkatapos ng bawat tira; i-click para pumunta sa tirang iyon
analysis-graph-progress = { $done } sa { $total } posisyon ang nasuri na
analysis-graph-done = Pula ang marka ng mga pagkakamali; i-click ang graph para pumunta sa isang tira.
analysis-mistake = Tira { $ply } ({ $move }): pagkakamali, nawalan ng { $drop }
analysis-too-many = Masyadong maraming board ng pagsusuri ang bukas mula sa address mo; isara ang isa at subukan muli.
analysis-no-engine = Walang engine ang server na ito para sa pagsusuri.
analysis-failed = Nabigo ang pagsusuri: { $reason }
editor-keys-hint = Sa board: gumagalaw ang mga arrow key, pumipili ng piyesa ang isang letrang FEN (malaking titik para sa unang manlalaro: K A B N R C P), inilalagay ito ng Enter o Space, nag-aalis ang Delete, pinipili ng x ang pag-alis.
