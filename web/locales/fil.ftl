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

## lessons
start-lessons = Mga aralin
lessons-heading = Mga aralin
lessons-intro = Bawat aralin ay nagtuturo ng isang tuntunin sa isang posisyon: basahin ang tuntunin, ihambing ang mga markadong tira, saka laruin ang sagot sa tablero.
lessons-progress = { $done } sa { $total } ang nalutas
lessons-solved = Nalutas
lessons-step-rule = Ang tuntunin
lessons-step-compare = Ihambing ang mga tirang ito
lessons-step-play = Ang tira mo
lessons-play-hint = Laruin ang sagot mo sa tablero.
lessons-right = Tama!
lessons-wrong = Hindi ito.
lessons-show-answer = Ipakita ang sagot
lessons-try-again = Subukan ulit
lessons-next = Susunod na aralin
lessons-all = Lahat ng aralin
lessons-review = Buod
lessons-candidate = { $piece } { $move }
lessons-not-found = Walang ganoong aralin.
lesson-q-capture = Aling tira ang nananalo ng piyesa?
lesson-q-mate = Hanapin ang checkmate sa isang tira.
lesson-q-check = Naka-check ka. Ano ang pinakamahusay na sagot?
lesson-q-safe = Inaatake ang kabayo mo. Saan ito dapat pumunta?
lesson-q-bikjang = Magkaharap ang mga heneral. Sirain ang bikjang.
lesson-q-pass = Ano ang pinakamainam na gawin dito?
lesson-q-points = Aling pagkuha ang may pinakamaraming puntos?
lesson-xq-cannon-screen-title = Ang tabing ng kanyon
lesson-xq-cannon-screen-rule = Gumagalaw ang kanyon na parang karwahe, pero kumukuha lamang ito sa pagtalon sa eksaktong isang piyesa ng alinmang panig: ang tabing.
lesson-xq-cannon-screen-explain = Ang itim na sundalo sa b6 ang tabing: tinatalon ito ng kanyon at kinukuha ang karwahe sa b8.
lesson-xq-cannon-screen-wrong = Pinapayagan ang tirang iyan pero wala itong nakukuha: kumukuha lamang ang kanyon sa ibabaw ng tabing.
lesson-xq-cannon-screen-review = Kanyon: dumudulas para gumalaw, tumatalon sa isang piyesa para kumuha.
lesson-xq-cannon-limit-title = Ang hindi makukuha ng kanyon
lesson-xq-cannon-limit-rule = Kung walang piyesa sa pagitan, o dalawa, hindi makakakuha ang kanyon. Kailangan nito ng eksaktong isang tabing.
lesson-xq-cannon-limit-explain = Ang sundalo mo sa e5 ang tabing sa pagitan ng kanyon at ng kabayo sa g5. Walang tabing sa harap ng karwahe sa b9.
lesson-xq-cannon-limit-wrong = Lilipat lang doon ang kanyon. Hindi nito makukuha ang karwahe sa b9: walang nasa pagitan nila.
lesson-xq-cannon-limit-review = Walang tabing, walang kuha: humanap ng eksaktong isang piyesa sa pagitan.
lesson-xq-horse-leg-title = Ang paa ng kabayo
lesson-xq-horse-leg-rule = Humahakbang ang kabayo nang isang punto nang tuwid, saka isa nang pahilis palabas. Hinaharangan ito ng piyesang nasa unang punto, ang paa.
lesson-xq-horse-leg-explain = Hinaharangan ng tagapayo mo sa d3 ang daan papunta sa karwahe sa e4, pero bukas ang daan papunta sa kanyon sa a4.
lesson-xq-horse-leg-wrong = Walang nakukuha iyan. May harang ang d3, pero bakante ang b3.
lesson-xq-horse-leg-review = Bago bilangin ang mga lundag ng kabayo, tingnan ang bawat paa.
lesson-xq-elephant-eye-title = Ang mata ng elepante
lesson-xq-elephant-eye-rule = Gumagalaw ang elepante nang eksaktong dalawang punto nang pahilis at hindi kailanman tumatawid sa ilog. Hinaharangan ito ng piyesa sa gitnang punto, ang mata.
lesson-xq-elephant-eye-explain = Hinaharangan ng sundalo sa f4 ang daan sa g5, pero bukas ang daan sa c5: kinukuha ng elepante ang kabayo.
lesson-xq-elephant-eye-wrong = Walang nakukuha iyan. Bakante ang matang d4, kaya naaabot ng elepante ang c5.
lesson-xq-elephant-eye-review = Napapahinto ang elepante ng isang piyesa sa mata nito.
lesson-xq-soldier-river-title = Mga sundalong lampas sa ilog
lesson-xq-soldier-river-rule = Sumusulong ang sundalo nang isang punto. Kapag nakatawid na sa ilog, puwede rin itong pumatagilid, pero hindi kailanman paurong.
lesson-xq-soldier-river-explain = Nakatawid na sa ilog ang sundalo sa e6, kaya makukuha nito nang patagilid ang kabayo sa d6. Hindi pa ang sundalo sa c5.
lesson-xq-soldier-river-wrong = Walang napapanalunan iyan. Ang sundalong nakatawid lamang ang kumukuha nang patagilid.
lesson-xq-soldier-river-review = Bago ang ilog: pasulong lamang. Pagkatapos: pasulong o patagilid.
lesson-xq-piece-values-title = Ang halaga ng mga piyesa
lesson-xq-piece-values-rule = Karaniwang gabay: karwahe 9, kabayo at kanyon mga 4.5, tagapayo at elepante 2, sundalo 1 o 2.
lesson-xq-piece-values-explain = Makukuha ng kabayo ang karwahe o isang sundalo; mas mahalaga nang malaki ang karwahe.
lesson-xq-piece-values-wrong = Mas maliit iyan na pakinabang. Makukuha ng kabayo mo ang karwahe sa b5.
lesson-xq-piece-values-review = Sa ilang posibleng kuha, piliin ang pinakamahalagang piyesa.
lesson-xq-answer-check-title = Pagsagot sa check
lesson-xq-answer-check-rule = Sinasagot ang check sa paggalaw ng heneral, pagharang sa linya, o pagkuha sa piyesang nagche-check. Dito, hindi makagalaw ang heneral dahil sa mga tagapayo.
lesson-xq-answer-check-explain = Kinukuha ng karwahe sa a8 ang karwaheng nagche-check: nawala ang check at nanalo ka ng karwahe.
lesson-xq-answer-check-wrong = Hinaharangan niyan ang check, pero naiiwan ang itim na karwahe. Mas mabuting kunin ito.
lesson-xq-answer-check-review = Kapag naka-check, hanapin muna kung makukuha ang piyesang nagche-check.
lesson-xq-flying-general-pin-title = Hindi puwedeng magkaharap ang mga heneral
lesson-xq-flying-general-pin-rule = Hindi kailanman puwedeng nasa iisang hanay ang dalawang heneral nang walang nasa pagitan. Hindi makaaalis sa hanay ang nag-iisang piyesa sa pagitan nila.
lesson-xq-flying-general-pin-explain = Ang itim na kabayo sa e6 ang tanging piyesa sa pagitan ng mga heneral. Hindi ito makatakas, kaya kinukuha ito ng sundalo mo.
lesson-xq-flying-general-pin-wrong = Sa ganyan, mabubuhay ang kabayo. Naka-pin ito ng heneral mo: kunin na ngayon.
lesson-xq-flying-general-pin-review = Hawak ng heneral mo ang bukas nitong hanay: gamitin ito sa pag-pin.
lesson-xq-flying-general-mate-title = Tumutulong ang heneral sa mate
lesson-xq-flying-general-mate-rule = Dahil hindi puwedeng magkaharap ang mga heneral, hawak ng heneral mo ang buong hanay nito.
lesson-xq-flying-general-mate-explain = Nagche-check ang karwahe sa b10. Hindi makapunta ang heneral sa d10, kaharap ng heneral mo, ni sa f10 o e9.
lesson-xq-flying-general-mate-wrong = Hindi iyan mate: may malulusutan pa ang itim na heneral.
lesson-xq-flying-general-mate-review = Ibilang ang heneral mo bilang umaatake: binabantayan nito ang hanay nito.
lesson-xq-double-chariot-mate-title = Mate ng dalawang karwahe
lesson-xq-double-chariot-mate-rule = Mina-mate ng dalawang karwahe ang heneral: isinasara ng isa ang isang hilera, nagche-check ang isa sa kasunod.
lesson-xq-double-chariot-mate-explain = Hawak ng karwahe sa a9 ang hilera 9 at nagche-check ang isa sa b10. Walang bakanteng punto ang heneral.
lesson-xq-double-chariot-mate-wrong = Nakatakas ang heneral. Panatilihing sarado ang hilera 9 at mag-check sa hilera 10.
lesson-xq-double-chariot-mate-review = Humaharang ang isang karwahe, nagche-check ang isa.
lesson-xq-horse-chariot-mate-title = Mate ng kabayo at karwahe
lesson-xq-horse-chariot-mate-rule = Nagche-check ang kabayo mula sa malapit habang inaagaw ng karwahe ang mga tatakasan ng heneral.
lesson-xq-horse-chariot-mate-explain = Nagche-check ang kabayo mula sa g9 (o f8). Binabantayan ng karwahe ang e9 at hinaharangan ng mga tagapayo ang iba.
lesson-xq-horse-chariot-mate-wrong = Hindi iyan mate. Mag-check gamit ang kabayo habang binabantayan ng karwahe ang e9.
lesson-xq-horse-chariot-mate-review = Kinukulong ng karwahe, nagche-check ang kabayo.
lesson-xq-horse-cannon-mate-title = Kanyon sa likod ng kabayo
lesson-xq-horse-cannon-mate-rule = Ang kabayo sa harap ng heneral ay puwedeng maging tabing ng kanyon at sabay na bantayan ang mga punto sa tabi ng heneral.
lesson-xq-horse-cannon-mate-explain = Nagche-check ang kanyon sa e3 sa ibabaw ng kabayo sa e8. Binabantayan ng kabayo ang d10 at f10, ng kanyon ang e9.
lesson-xq-horse-cannon-mate-wrong = Hindi iyan mate. Ilagay ang kanyon sa hanay ng heneral, sa likod ng kabayo.
lesson-xq-horse-cannon-mate-review = Kabayo sa harap, kanyon sa likod: isang klasikong mate.
lesson-xq-soldier-mate-title = Mate ng sundalo
lesson-xq-soldier-mate-rule = Ang sundalong nakatawid sa ilog ay makaka-mate kapag binabantayan ng ibang piyesa ang mga tatakasan ng heneral.
lesson-xq-soldier-mate-explain = Nagche-check ang sundalo mula sa f9, protektado ng karwahe. Hindi makapunta ang heneral sa e10: haharap ito sa heneral mo.
lesson-xq-soldier-mate-wrong = Hindi mate. Isulong ang sundalo kung saan ito pinoprotektahan ng karwahe.
lesson-xq-soldier-mate-review = Kahit sundalo ay makaka-mate kapag walang mapupuntahan ang heneral.
lesson-xq-perpetual-check-title = Talo ang walang-tigil na check
lesson-xq-perpetual-check-rule = Kapag naulit ang posisyon sa ikatlong beses at nag-check ang isang panig sa bawat tira, talo ang panig na iyon. Dalawang beses nang nag-check ang karwahe mula sa a10.
lesson-xq-perpetual-check-explain = Nagche-check ang karwahe sa i8 sa i10 habang hawak ng isa ang hilera 9: mate, walang pag-uulit.
lesson-xq-perpetual-check-wrong = Inuulit ng check mula sa a10 ang posisyon sa ikatlong beses at matatalo ka. Humanap ng mate.
lesson-xq-perpetual-check-review = Huwag ulitin ang mga check: humanap ng bago, o ng mate.
lesson-xq-chase-title = Paghabol
lesson-xq-chase-rule = Ang paulit-ulit na pag-atake sa iisang piyesang walang proteksyon ay paghabol. Sa mga tuntuning ito, talo ang walang-tigil na paghabol, gaya ng walang-tigil na check.
lesson-xq-chase-explain = Sa c4, protektado ang kabayo ng karwahe mo sa c1: tapos na ang paghabol.
lesson-xq-chase-wrong = Doon ay wala pa ring proteksyon ang kabayo at puwede pa itong habulin ng karwahe.
lesson-xq-chase-review = Laban sa paghabol, ilagay ang piyesa kung saan ito protektado.
lesson-jg-cannon-screen-title = Ang tabing ng kanyon sa Janggi
lesson-jg-cannon-screen-rule = Sa Janggi, tumatalon ang kanyon sa eksaktong isang piyesa para gumalaw at para kumuha. Kung walang tabing, hindi ito makagalaw.
lesson-jg-cannon-screen-explain = Ang sundalong Han sa b6 ang tabing: tinatalon ito ng kanyon at kinukuha ang karwahe sa b8.
lesson-jg-cannon-screen-wrong = Puwedeng lumapag doon ang kanyon, pero wala itong nakukuha. Talunin ang tabing at kunin ang karwahe.
lesson-jg-cannon-screen-review = Laging tumatalon ang kanyon ng Janggi, kahit sa paggalaw.
lesson-jg-cannon-limit-title = Hindi tinatalon ng kanyon ang kanyon
lesson-jg-cannon-limit-rule = Hindi puwedeng gawing tabing ng kanyon ng Janggi ang isang kanyon, at hindi ito kailanman kumukuha ng kanyon.
lesson-jg-cannon-limit-explain = Hindi matatalon ang kanyong Han sa b5, kaya ligtas ang karwahe. Sa ibabaw ng kabayo mo sa c3, kinukuha ng kanyon ang kabayo sa f3.
lesson-jg-cannon-limit-wrong = Walang nakukuha iyan. Gamitin ang kabayo mo sa c3 bilang tabing at kunin ang kabayo sa f3.
lesson-jg-cannon-limit-review = Hindi tinatalon at hindi kinukuha ng kanyon ang kanyon.
lesson-jg-chariot-diagonal-title = Ang karwahe sa palasyo
lesson-jg-chariot-diagonal-rule = Sa loob ng palasyo, puwede ring gumalaw ang karwahe sa mga pahilis na linya.
lesson-jg-chariot-diagonal-explain = Mula d3, dumadaan ang karwahe sa pahilis sa bakanteng gitnang e2 at kinukuha ang kanyon sa f1.
lesson-jg-chariot-diagonal-wrong = Walang nakukuha iyan. Sa palasyo, magagamit ng karwahe ang pahilis mula d3 hanggang f1.
lesson-jg-chariot-diagonal-review = Dagdag na daan para sa karwahe ang mga linya ng palasyo.
lesson-jg-cannon-diagonal-title = Ang kanyon sa pahilis ng palasyo
lesson-jg-cannon-diagonal-rule = Sa pahilis ng palasyo, tumatalon ang kanyon mula sa isang sulok papunta sa kabilang sulok, sa ibabaw ng piyesang nasa gitna na hindi kanyon.
lesson-jg-cannon-diagonal-explain = Ang bantay mo sa e2 ang tabing: tumatalon ang kanyon mula d1 papuntang f3 at kinukuha ang karwahe.
lesson-jg-cannon-diagonal-wrong = Walang nakukuha iyan. Tumalon nang pahilis sa ibabaw ng bantay sa e2.
lesson-jg-cannon-diagonal-review = Sa palasyo, kayang talunin ng kanyon ang gitna.
lesson-jg-elephant-block-title = Ang elepante ng Janggi
lesson-jg-elephant-block-rule = Humahakbang ang elepante nang isang punto nang tuwid, saka dalawa nang pahilis. Hinaharangan ito ng piyesa sa alinman sa dalawang punto sa daan.
lesson-jg-elephant-block-explain = Bukas ang daan sa f6 sa pamamagitan ng d4 at e5: kinukuha ng elepante ang kabayo. Hinaharangan ng sundalo sa d6 ang daan sa karwahe.
lesson-jg-elephant-block-wrong = Walang nakukuha iyan. Tingnan ang dalawang punto sa bawat daan ng elepante.
lesson-jg-elephant-block-review = May dalawang puntong titingnan ang elepante sa bawat daan.
lesson-jg-horse-block-title = Ang kabayo ng Janggi
lesson-jg-horse-block-rule = Humahakbang ang kabayo nang isang punto nang tuwid, saka isa nang pahilis palabas. Hinaharangan ito ng piyesa sa unang punto.
lesson-jg-horse-block-explain = Hinaharangan ng bantay mo sa d3 ang daan sa karwahe sa e4; bukas ang daan sa kanyon sa a4 sa pamamagitan ng b3.
lesson-jg-horse-block-wrong = Walang nakukuha iyan. Naaabot pa rin ng kabayo ang a4 sa bakanteng b3.
lesson-jg-horse-block-review = Kasinlaya lamang ng kabayo ang una nitong hakbang.
lesson-jg-soldier-palace-title = Mga sundalo sa palasyo
lesson-jg-soldier-palace-rule = Sumusulong o pumapatagilid ang sundalo ng Janggi. Sa palasyo ng kalaban, puwede rin itong sumulong sa mga pahilis.
lesson-jg-soldier-palace-explain = Mula sa sulok na d8, humahakbang ang sundalo sa pahilis ng palasyo papuntang e9 at kinukuha ang kabayo.
lesson-jg-soldier-palace-wrong = Walang nakukuha iyan. Mula d8, puwedeng humakbang nang pahilis ang sundalo papuntang e9.
lesson-jg-soldier-palace-review = Sa palasyo ng kalaban, ginagamit ng mga sundalo ang mga pahilis.
lesson-jg-points-title = Pagbilang ng puntos
lesson-jg-points-rule = May puntos ang mga piyesa ng Janggi: karwahe 13, kanyon 7, kabayo 5, elepante 3, bantay 3, sundalo 2; may dagdag na 1.5 ang Han. May mga larong napagpapasyahan sa puntos.
lesson-jg-points-explain = Ang kanyon ay 7 puntos, ang kabayo 5: kunin ang kanyon.
lesson-jg-points-wrong = Mas kaunting puntos iyan. Ang kanyon ay 7, ang kabayo 5.
lesson-jg-points-review = Karwahe 13, kanyon 7, kabayo 5, elepante at bantay 3, sundalo 2.
lesson-jg-general-diagonal-title = Ang heneral sa mga pahilis
lesson-jg-general-diagonal-rule = Gumagalaw ang heneral nang isang punto sa mga linya ng palasyo, kasama ang mga pahilis, at hindi kailanman umaalis sa palasyo.
lesson-jg-general-diagonal-explain = Humahakbang ang heneral nang pahilis mula d3 papuntang e2, palabas sa hanay ng karwahe, sa puntong walang umaatake; binabantayan ng sundalo ang e3.
lesson-jg-general-diagonal-wrong = Ang karwaheng haharang ay makukuha ng karwaheng Han. Makakatakas ang heneral nang pahilis.
lesson-jg-general-diagonal-review = Sa palasyo, daan ng pagtakas ang mga pahilis.
lesson-jg-bikjang-title = Bikjang
lesson-jg-bikjang-rule = Ang dalawang heneral na magkaharap sa bukas na hanay ay bikjang. Sa mga tuntuning ito, pagkatapos ng isang pagkuha, kailangang sirain ito ng titira, o mapagpapasyahan ang laro sa puntos.
lesson-jg-bikjang-explain = Pumapagitna sa mga heneral ang karwahe mo sa e5; sinisira rin ng pag-alis ng heneral sa hanay ang bikjang.
lesson-jg-bikjang-wrong = Pagkatapos ng tirang iyan, magkaharap pa rin ang mga heneral: nananatili ang bikjang.
lesson-jg-bikjang-review = Para sirain ang bikjang, umalis sa hanay o maglagay ng piyesa sa pagitan.
lesson-jg-pass-title = Ang pagpasa
lesson-jg-pass-rule = Sa Janggi, ang panig na hindi naka-check ay puwedeng pumasa sa halip na tumira. Dito, mawawala ang bantay mo sa anumang tira.
lesson-jg-pass-explain = Sa pagpasa, nananatili ang bantay sa e2, kung saan pinoprotektahan nito ang heneral mo mula sa karwahe.
lesson-jg-pass-wrong = Sa e3, kinukuha ng sundalo sa d3 ang bantay. Walang nawawala sa pagpasa.
lesson-jg-pass-review = Kapag lumalala ang lahat ng tira, pumasa.
lesson-jg-double-chariot-mate-title = Mate ng dalawang karwahe sa Janggi
lesson-jg-double-chariot-mate-rule = Nagme-mate ang dalawang karwahe gaya sa Xiangqi: isinasara ng isa ang isang hilera, nagche-check ang isa sa huli.
lesson-jg-double-chariot-mate-explain = Hawak ng karwahe sa a9 ang hilera 9 at nagche-check ang karwahe sa b10. Walang bakanteng punto ang heneral.
lesson-jg-double-chariot-mate-wrong = Nakatakas ang heneral. Panatilihing sarado ang hilera 9 at mag-check sa hilera 10.
lesson-jg-double-chariot-mate-review = Humaharang ang isang karwahe, nagche-check ang isa.
lesson-jg-horse-chariot-mate-title = Mate ng kabayo at karwahe sa Janggi
lesson-jg-horse-chariot-mate-rule = Nagche-check ang karwahe sa huling hilera habang binabantayan ng kabayo ang labasan ng heneral.
lesson-jg-horse-chariot-mate-explain = Nagche-check ang karwahe mula i10; binabantayan ng kabayo sa c8 ang e9, at nasa linya ng karwahe ang d10 at f10.
lesson-jg-horse-chariot-mate-wrong = Hindi iyan mate. Mag-check sa hilera 10, kung saan binabantayan ng kabayo ang e9.
lesson-jg-horse-chariot-mate-review = Nagbabantay ang kabayo, nagche-check ang karwahe.
lesson-jg-cannon-mate-title = Mate ng kanyon sa Janggi
lesson-jg-cannon-mate-rule = Nagche-check ang kanyon sa ibabaw ng tabing. Magandang tabing ang mga sundalo sa harap ng heneral at binabantayan nila ang mga tatakasan.
lesson-jg-cannon-mate-explain = Nagche-check ang kanyon sa d3 sa ibabaw ng sundalo sa d8. Bantay ang d9 at e9 at walang makakapagitan.
lesson-jg-cannon-mate-wrong = Hindi iyan mate. Italon ang kanyon sa hanay ng heneral, sa likod ng sundalo sa d8.
lesson-jg-cannon-mate-review = Puwedeng maging tabing at bantay nang sabay ang isang sundalo.
lesson-jg-perpetual-check-title = Walang-tigil na check sa Janggi
lesson-jg-perpetual-check-rule = Kapag naulit ang posisyon sa ikatlong beses at nag-check ang isang panig sa bawat tira, talo ang panig na iyon. Dalawang beses nang nag-check ang karwahe mula sa a10.
lesson-jg-perpetual-check-explain = Nagche-check ang karwahe mula i10 habang hawak ng isa ang hilera 9: mate, walang pag-uulit.
lesson-jg-perpetual-check-wrong = Ang isa pang check mula a10 ay umuulit sa posisyon at natatalo. Hanapin ang mate.
lesson-jg-perpetual-check-review = Huwag ulitin ang mga check: humanap ng bago, o ng mate.
## online play: accounts, lobby, clocks, offers, chat, profiles, live games

account-login-open = Mag-log in
account-logout = Mag-log out
account-signed-in = Naka-log in bilang { $name }
account-heading = Mag-log in o gumawa ng account
account-username = Username
account-password = Password
account-rules = Username: 2 hanggang 20 titik, numero, _ o -. Password: hindi bababa sa 8 karakter.
account-login = Mag-log in
account-register = Gumawa ng account
account-cancel = Kanselahin
account-error-username-taken = May gumagamit na ng username na ito; pumili ng iba.
account-error-bad-username = Ang username ay 2 hanggang 20 titik, numero, _ o -.
account-error-bad-password = Ang password ay hindi bababa sa 8 karakter.
account-error-wrong-credentials = Mali ang username o password.
account-error-rate-limited = Masyadong maraming subok; maghintay ng isang minuto at subukang muli.
start-lobby = Maglaro online
start-live = Manood ng laro
start-leaderboard = Leaderboard
start-online-now = { $online } ang online ngayon, { $games } laro ang nilalaro
lobby-heading = Lobby
lobby-guest-hint = Ang mga bisita ay naglalaro ng kaswal na laro; mag-log in para sa rated na laro at para humamon ng manlalaro.
lobby-challenges = Mga hamon
lobby-seeks = Mga bukas na alok
lobby-no-seeks = Wala pang bukas na alok. Gumawa ng isa sa ibaba.
lobby-new-seek = Bagong alok
lobby-clock = Orasan
lobby-clock-fischer = Minuto + segundong dagdag bawat tira
lobby-clock-byoyomi = Byo-yomi
lobby-untimed = Walang orasan
lobby-base = Minuto
lobby-increment = Segundong idinadagdag bawat tira
lobby-main = Pangunahing oras (minuto)
lobby-periods = Mga yugto
lobby-period = Segundo bawat yugto
lobby-rated = Rated
lobby-challenge-to = Hamunin ang isang manlalaro
lobby-create-seek = Gumawa ng alok
lobby-send-challenge = Ipadala ang hamon
lobby-guest = Bisita
lobby-offer-terms = { $game }, { $rules }, { $clock }, { $rated }
lobby-rated-short = rated
lobby-casual-short = kaswal
lobby-challenge-from = Hamon mula kay { $name }
lobby-challenge-to-player = Ang hamon mo kay { $name }
lobby-accept = Tanggapin
lobby-decline = Tanggihan
lobby-withdraw = Bawiin
lobby-cancel = Kanselahin
lobby-error-no-name = Ilagay ang username ng manlalarong hahamunin.
lobby-error-rated-needs-account = Ang rated na laro ay para sa naka-log in na manlalaro; mag-log in o maglaro ng kaswal.
lobby-error-too-many-seeks = Naabot mo na ang dami ng bukas na alok na pinapayagan; kanselahin muna ang isa.
lobby-error-unknown-seek = Hindi na bukas ang alok na iyon.
lobby-error-unknown-challenge = Hindi na bukas ang hamong iyon.
lobby-error-own-seek = Hindi mo puwedeng kalabanin ang sarili mo.
lobby-error-not-yours = Hindi iyan sa iyo.
lobby-error-unknown-player = Walang manlalarong may ganyang username.
lobby-error-not-logged-in = Mag-log in muna.
clock-periods = { $periods } × { $seconds } s
clock-low = Paubos na ang oras
offer-accept = Tanggapin
offer-decline = Tanggihan
offer-draw-from = Nag-aalok ng tabla ang { $side }.
offer-draw-waiting = Inalok ang tabla; hinihintay ang sagot.
offer-takeback-from = Humihiling ang { $side } na bawiin ang isang tira.
offer-takeback-waiting = Hiniling ang pagbawi; hinihintay ang sagot.
online-offer-draw = Mag-alok ng tabla
online-takeback = Humiling ng pagbawi
online-abort = Itigil ang laro
online-rematch = Rematch
online-rematch-accept = Tanggapin ang rematch
online-claim-win = Angkinin ang panalo
online-claim-draw = Gawing tabla
online-download-pgn = I-download ang PGN
online-download-gib = I-download ang GIB
grace-countdown = Umalis ang kalaban mo. Maaari mong angkinin ang laro sa loob ng { $seconds } s kung hindi siya babalik.
grace-over = Hindi na bumalik ang kalaban mo. Angkinin ang panalo o gawing tabla.
chat-players = Chat ng mga manlalaro
chat-spectators = Chat ng mga nanonood
chat-label = Mensahe
chat-send = Ipadala
chat-from = { $name }:
chat-from-guest = Bisita:
outcome-aborted = Itinigil ang laro.
outcome-win-timeout = Nanalo ang { $side } sa oras.
outcome-win-abandonment = Nanalo ang { $side }: umalis ang kalaban sa laro.
outcome-draw-timeout = Tabla: naubos ang oras, pero hindi kayang manalo ng kabila.
outcome-draw-abandonment = Tabla: umalis ang kalaban sa laro.
error-no-draws = Walang tabla sa pagkakasundo sa mga patakarang ito.
error-two-players-only = Sa laro lang ng dalawang manlalaro.
error-no-offer = Walang alok na sasagutin.
error-too-late-to-abort = Maaari lang itigil ang laro sa unang dalawang tira.
error-opponent-present = Nandito pa ang kalaban mo (o maaari pang bumalik).
error-not-over = Hindi pa tapos ang laro.
error-bad-chat = Hindi maipapadala ang mensaheng iyon (walang laman, masyadong mahaba o hindi pinapayagan dito).
profile-title = { $name }: profile
profile-unknown = Walang manlalarong may ganyang username.
profile-provisional = Pansamantalang rating (?): kakaunti pa ang laro.
profile-record = Mga laro: { $games }; panalo: { $wins }, tabla: { $draws }, talo: { $losses }
profile-chart = Rating sa { $game } mula { $from } hanggang { $to }
profile-games = Mga laro
profile-newer = Mas bagong laro
profile-older = Mas lumang laro
profile-playing = Nilalaro pa
profile-game-about = { $game }, { $rated }: { $result }
game-players = { $first } laban kay { $second }
leaderboard-heading = Leaderboard
leaderboard-title = Leaderboard ng { $game }
leaderboard-empty = Wala pang rated na laro.
live-heading = Mga larong nilalaro
live-empty = Walang larong nilalaro ngayon.
live-about = { $game }, { $rules }, { $clock }
live-watch = Manood
## rules pages

start-rules = Mga tuntunin ng mga laro
rules-this-game = Mga tuntunin ng larong ito
rules-overview-title = { -brand }: mga tuntunin ng { -xiangqi } at { -janggi }
rules-overview-heading = Mga tuntunin ng { -xiangqi } at { -janggi }
rules-overview-intro = Parehong nilalaro ang dalawang laro sa mga punto ng isang board na siyam na linya ang lapad at sampung linya ang haba. May heneral ang bawat panig sa isang palasyo na may siyam na punto, at nananalo ang pumatay sa heneral ng kalaban.
rules-about-xiangqi = Ang { -xiangqi } ay ang chess ng Tsina. May ilog sa gitna ng board, at { -red } ang unang tumitira.
rules-about-janggi = Ang { -janggi } ay ang chess ng Korea. Walang ilog, ang mga pahilis na linya ng bawat palasyo ay daan ng mga piyesa sa loob nito, at { -cho } ang unang tumitira.
rules-setup-choice = Bago ang laro, pumipili ang bawat panig kung paano ilalagay ang mga kabayo at elepante nito.
rules-setup-fixed = Nagsisimula ang mga piyesa sa mga takdang punto.
rules-page-title = { -brand }: { $rules }
rules-all = Lahat ng tuntunin
rules-play = Maglaro
rules-presets-heading = Mga hanay ng tuntunin
rules-not-found-title = Walang ganitong hanay ng tuntunin
rules-not-found-text = Walang hanay ng tuntunin na “{ $name }”. Ito ang mga kilala ng { -brand }:
rules-pieces-heading = Paano gumagalaw ang mga piyesa
rules-diagram-caption = Mula { $from }, makakapunta ito sa: { $targets }.
rules-diagram-blocked = Nakaharang: { $points }.
rules-move-xiangqi-k = Gumagalaw ang heneral nang isang punto sa kahabaan ng linya at hindi umaalis sa palasyo nito. Hindi maaaring magkaharap ang dalawang heneral sa bukas na linya.
rules-move-xiangqi-a = Gumagalaw ang tagapayo nang isang punto nang pahilis at nananatili sa palasyo.
rules-move-xiangqi-b = Gumagalaw ang elepante nang eksaktong dalawang punto nang pahilis. Hinaharangan ito ng piyesa sa puntong nasa gitna, at hindi ito tumatawid sa ilog.
rules-move-xiangqi-n = Gumagalaw ang kabayo nang isang punto sa kahabaan ng linya, saka isang punto nang pahilis palabas. Sinasarhan ang daan ng piyesa sa unang puntong iyon.
rules-move-xiangqi-r = Gumagalaw ang karwahe nang kahit gaano kalayo sa kahabaan ng linya hanggang may pumigil na piyesa, at kinukuha ang unang piyesa ng kalaban na masalubong nito.
rules-move-xiangqi-c = Gumagalaw ang kanyon na parang karwahe, pero nakakakuha lamang ito sa pagtalon sa eksaktong isang piyesa papunta sa piyesa ng kalaban.
rules-move-xiangqi-p = Umaabante ang sundalo nang isang punto. Kapag nakatawid na sa ilog, maaari rin itong gumalaw nang isang punto patagilid. Hindi ito umaatras.
rules-move-janggi-k = Gumagalaw ang heneral nang isang punto sa alinmang linya ng palasyo nito, kasama ang mga pahilis, at hindi ito umaalis doon.
rules-move-janggi-a = Gumagalaw ang bantay na parang heneral: isang punto sa mga linya ng palasyo.
rules-move-janggi-b = Gumagalaw ang elepante nang isang punto sa kahabaan ng linya, saka dalawang punto nang pahilis palabas. Hinaharangan ito ng piyesa sa alinmang punto ng daan.
rules-move-janggi-n = Gumagalaw ang kabayo nang isang punto sa kahabaan ng linya, saka isang punto nang pahilis palabas. Sinasarhan ang daan ng piyesa sa unang puntong iyon.
rules-move-janggi-r = Gumagalaw ang karwahe nang kahit gaano kalayo sa kahabaan ng linya, at sa loob ng palasyo ay pati sa mga pahilis nito.
rules-move-janggi-c = Tumatalon ang kanyon sa eksaktong isang piyesa na hindi kanyon, sa kahabaan ng linya o pahilis ng palasyo, at lumalapag sa puntong lampas doon o kumukuha roon. Hindi ito kumukuha ng kanyon.
rules-move-janggi-p = Gumagalaw ang sundalo nang isang punto pasulong o patagilid, hindi paatras.
rules-note-cannon-slides = Sa hanay ng tuntuning ito, maaari ring gumalaw na parang karwahe ang kanyong hindi kumukuha.
rules-note-cannon-must-jump = Kailangan nito ng piyesang tatalunan kahit hindi ito kumukuha.
rules-note-soldier-palace-diagonals = Sa palasyo ng kalaban, maaari rin itong umabante sa mga pahilis na linya.
rules-table-heading = Ang mga piyesa sa isang tingin
rules-col-traditional = Tradisyonal
rules-col-readable = Isang titik
rules-col-picture = Larawan
rules-col-name = Pangalan
rules-col-moves = Paano gumagalaw
rules-col-points = Puntos
rules-short-xiangqi-k = Isang punto sa linya, sa loob ng palasyo
rules-short-xiangqi-a = Isang punto nang pahilis, sa loob ng palasyo
rules-short-xiangqi-b = Dalawang punto nang pahilis, hindi tumatawid sa ilog
rules-short-xiangqi-n = Isang diretso, saka isang pahilis; maaaring maharangan
rules-short-xiangqi-r = Kahit gaano kalayo sa linya
rules-short-xiangqi-c = Parang karwahe; kumukuha sa pagtalon sa isang piyesa
rules-short-xiangqi-p = Isang pasulong; patagilid din pagkatawid sa ilog
rules-short-janggi-k = Isang punto sa mga linya ng palasyo
rules-short-janggi-a = Isang punto sa mga linya ng palasyo
rules-short-janggi-b = Isang diretso, saka dalawang pahilis; maaaring maharangan
rules-short-janggi-n = Isang diretso, saka isang pahilis; maaaring maharangan
rules-short-janggi-r = Kahit gaano kalayo sa linya o pahilis ng palasyo
rules-short-janggi-c = Tumatalon sa eksaktong isang piyesang hindi kanyon
rules-short-janggi-p = Isang pasulong o patagilid
rules-endings-heading = Paano natatapos ang laro
rules-end-checkmate = Checkmate: talo ang panig na inaatake ang heneral at hindi makatakas.
rules-end-no-legal-move = Talo ang panig na walang legal na tira, kahit hindi ito naka-check.
rules-end-flying-general = Hindi maaaring magkaharap ang mga heneral sa bukas na linya: hindi pinapayagan ang tirang mag-iiwan sa kanila nang ganoon.
rules-end-facing-allowed = Maaaring magkaharap ang mga heneral sa bukas na linya; walang nangyayari dahil dito.
rules-end-bikjang-break-or-pass = Bikjang: ang panig na nagsisimula ang tira habang magkaharap ang mga heneral ay dapat humarang o umalis sa linya, o pumasa.
rules-end-bikjang-must-break = Bikjang: ang panig na nagsisimula ang tira habang magkaharap ang mga heneral ay dapat humarang o umalis sa linya.
rules-end-bikjang-pass-while-facing = Tapos ang laro kapag pumasa habang magkaharap ang mga heneral: { $decision ->
    [points] panalo ang panig na may mas maraming puntos.
   *[draw] tabla ito.
  }
rules-end-bikjang-still-facing = Kapag may piyesa nang nakuha, tinatapos ang laro ng panig na nagsimula ang tira habang magkaharap ang mga heneral at iniwan silang ganoon: { $decision ->
    [points] panalo ang panig na may mas maraming puntos.
   *[draw] tabla ito.
  }
rules-end-pass-allowed = Maaaring pumasa sa halip na tumira ang panig na hindi naka-check.
rules-end-pass-never = Hindi pinapayagan ang pumasa.
rules-end-double-pass = Kapag sunod na pumasa ang dalawang panig, tapos ang laro: { $decision ->
    [points] panalo ang panig na may mas maraming puntos.
   *[draw] tabla ito.
  }
rules-end-repetition-xiangqi = Kapag lumitaw ang isang posisyon sa ikatlong beses, talo ang panig na nag-check sa bawat tira mula nang una itong lumitaw, maliban kung pareho silang ganoon; kung hindi, tabla.
rules-end-repetition-janggi = Kapag lumitaw ang isang posisyon sa ikatlong beses, panalo ang panig na may mas maraming puntos; talo naman ang panig na nag-check sa bawat tira mula nang una itong lumitaw, maliban kung pareho silang ganoon.
rules-end-repetition-fold = Kapag lumitaw na nang { $count } beses ang isang posisyon, tapos ang laro: talo ang panig na walang tigil na nag-check; kung hindi, { $decision ->
    [points] panalo ang panig na may mas maraming puntos.
   *[draw] tabla ito.
  }
rules-end-chasing = Talo ang walang tigil na paghabol sa piyesang walang bantay sa bawat tira, tulad ng walang tigil na check.
rules-end-move-repetition = Mas maagang itinuturing na pag-uulit ang pagpapabalik-balik ng isang piyesa nang walang check.
rules-end-repetition-none = Hindi natatapos ang laro dahil sa mga posisyong umuulit.
rules-end-ply-limit = Pagkatapos ng kabuuang { $count } tira (bilang ang bawat tira ng bawat panig), tapos ang laro: { $decision ->
    [points] panalo ang panig na may mas maraming puntos.
   *[draw] tabla ito.
  }
rules-end-quiet-limit = Pagkatapos ng { $count } tirang walang nakukuha (bilang ang bawat tira ng bawat panig), tapos ang laro: { $decision ->
    [points] panalo ang panig na may mas maraming puntos.
   *[draw] tabla ito.
  }
rules-end-quiet-limit-check-offset = Pinahahaba ang hangganang iyon ng mga check ng isang panig na lampas sa sampu.
rules-end-bare-material = Tabla ang laro kapag wala nang karwahe, kabayo, kanyon o sundalo ang alinmang panig.
rules-end-draw-agreement = Maaaring magkasundo ng tabla ang mga manlalaro.
rules-end-resignation = Maaaring sumuko ang manlalaro anumang oras.
rules-end-points = Puntos: binibilang ng bawat panig ang mga piyesa nito sa board (tingnan ang talahanayan); nagdadagdag ang { -han } ng { $bonus } dahil pangalawa itong tumitira, kaya hindi kailanman pantay ang kabuuan.
rules-faq-heading = Mga tanong at sagot
rules-faq-q1 = Aling panig ang unang tumitira?
rules-faq-a1 = { -red } sa { -xiangqi }, { -cho } sa { -janggi }.
rules-faq-q2 = Maaari bang umalis sa palasyo ang heneral?
rules-faq-a2 = Hindi. Laging nasa loob ng palasyo ang heneral at ang mga tagapayo o bantay nito.
rules-faq-q3 = Bakit hindi makapunta roon ang kabayo o elepante ko?
rules-faq-a3 = May piyesa sa isang punto ng daan nito na humaharang; minamarkahan ng ekis ang ganitong mga punto sa mga diagram sa itaas.
rules-faq-q4 = Ano ang mangyayari kapag paulit-ulit na bumabalik ang parehong posisyon?
rules-faq-a4 = Depende iyon sa hanay ng tuntunin: sinasabi ng listahan kung paano natatapos ang laro sa pahinang ito kung ano ang ginagawa nito.
rules-strategy-heading = Mga tala sa estratehiya
rules-strategy-opening-heading = Pagbubukas
rules-strategy-opening = Ilabas agad ang mga karwahe, paunlarin ang mga kabayo bago maharangan, panatilihing protektado ang palasyo, at huwag igalaw ang mga sundalo nang walang layunin.
rules-strategy-values-heading = Ang halaga ng mga piyesa
rules-strategy-values-xiangqi = Ang karwahe ay halos kasinghalaga ng dalawang kabayo o dalawang kanyon. Mas malakas ang kanyon sa simula at ang kabayo sa dulo, kapag lumuluwag na ang board. Pandepensa ang mga tagapayo at elepante.
rules-strategy-values-janggi = Mabuting gabay ang mga puntos sa talahanayan: ang karwahe ang pinakamalakas, at humihina ang kanyon habang lumuluwag ang board dahil kailangan nito ng piyesang tatalunan.
rules-strategy-mates-heading = Karaniwang mga mate
rules-strategy-mates = Nag-mate ang dalawang karwahe sa pagsasalitan sa magkatabing linya. Nag-mate ang kabayo at karwahe sa heneral na nakakulong sa sarili nitong mga piyesa. Nag-mate ang kanyon sa likod ng panangga sa linya ng heneral kapag hindi makaiwas patagilid ang heneral.
embed-title = { -brand }: board ng laro
embed-link-game = Tingnan ang larong ito sa { -brand }
embed-link-rules = Mga tuntunin ng larong ito sa { -brand }
embed-link-home = Maglaro ng { -janggi } at { -xiangqi } sa { -brand }
embed-no-game = Walang larong “{ $id }”.
embed-unavailable = Hindi maipakita ang larong ito ngayon: { $reason }
embed-bad-query = Mali ang pagkakabuo ng link na ito.
embed-bad-rules = Hindi kilalang hanay ng tuntunin “{ $name }”.
embed-bad-fen = Hindi maipakita ang posisyong ito: { $reason }
embed-code-button = Kopyahin ang embed code
embed-code-copied = Nakopya ang embed code
embed-frame-title = { -brand }: board ng laro
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
