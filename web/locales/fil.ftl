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
