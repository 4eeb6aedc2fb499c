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
