# Palace, klien pelayar: katalog bahasa Melayu.

## Terms

-brand = Palace
-xiangqi = Xiangqi
-janggi = Janggi
-red = Merah
-black = Hitam
-cho = Cho
-han = Han

## Page and header

title-start = { -brand }: { -janggi } dan { -xiangqi }
title-game = { -brand }: { $first } lwn { $second }
brand = { -brand }
pieces-label = Buah catur
language-label = Bahasa
sound-label = Bunyi
skip-to-board = Langkau ke papan

## Piece sets

pieceset-traditional = Aksara tradisional
pieceset-readable = Satu aksara bagi setiap jenis buah
pieceset-letters = Huruf
pieceset-pictures = Gambar

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = Jeneral
piece-xiangqi-a = Penasihat
piece-xiangqi-b = Gajah
piece-xiangqi-n = Kuda
piece-xiangqi-r = Kereta
piece-xiangqi-c = Meriam
piece-xiangqi-p = Askar
piece-janggi-k = Jeneral
piece-janggi-a = Pengawal
piece-janggi-b = Gajah
piece-janggi-n = Kuda
piece-janggi-r = Kereta
piece-janggi-c = Meriam
piece-janggi-p = Askar

## Start screen

start-heading = Main { -janggi } atau { -xiangqi }
resume-button = Teruskan permainan anda
game-legend = Permainan
game-xiangqi = { -xiangqi }
game-xiangqi-sub = catur Cina
game-janggi = { -janggi }
game-janggi-sub = catur Korea
opponent-legend = Lawan
mode-computer = Komputer
mode-local = Dua pemain
mode-local-sub = pada peranti ini
mode-friend = Jemput rakan
mode-friend-sub = hantar pautan
level-legend = Tahap
level-select-label = Tahap 1 hingga 8
level-easy = Mudah
level-easy-about = Selalu tersilap: sesuai untuk mempelajari langkah buah.
level-normal = Biasa
level-normal-about = Bermain dengan bijak dan menghukum buah yang tidak dilindungi.
level-hard = Sukar
level-hard-about = Tahap paling kuat: berfikir paling lama dan jarang tersilap.
score-level = Skor anda pada tahap { $level }: { $won } menang, { $lost } kalah, { $drawn } seri
score-friend = Menentang rakan: { $won } menang, { $lost } kalah, { $drawn } seri
score-local = Permainan pada peranti ini: { $first } menang { $firstWins }, { $second } menang { $secondWins }, { $drawn } seri
side-legend = Pihak anda
side-moves-first = jalan dahulu
side-moves-second = jalan kedua
side-random = Rawak
side-at-bottom = { $side } di bawah
rules-legend = Peraturan
rules-advanced = Lanjutan: serasi dengan Fairy-Stockfish
rules-xiangqi-standard = Standard (peraturan Asia, peraturan ulangan dipermudah)
rules-xiangqi = Fairy-Stockfish: { -xiangqi }
rules-janggi-standard = Standard (pilih susunan, bikjang ditentukan dengan mata)
rules-janggi-club = Kelab (susunan tetap, meriam bergerak seperti kereta apabila tidak menawan)
rules-janggi-strict = Ketat (tiada pas)
rules-janggi = Fairy-Stockfish: { -janggi }
rules-janggitraditional = Fairy-Stockfish: tradisional
rules-janggimodern = Fairy-Stockfish: moden (Kakao)
rules-janggicasual = Fairy-Stockfish: santai
setup-hint = { -janggi }: sebelum langkah pertama, setiap pihak memilih kedudukan kuda dan gajahnya, { -han } dahulu, kemudian { -cho }.
start-button = Mula
start-failed = Tidak dapat memulakan permainan: { $reason }

## A game link that leads nowhere

not-found-heading = Tiada permainan di sini
not-found-text = Tiada permainan pada pautan ini. Mungkin pautan itu tersalah taip, atau permainan itu sudah tiada.
not-found-home = Mulakan permainan baharu

## Game screen

board-label = Papan
board-help = Kekunci anak panah menggerakkan kursor, Enter atau Space mengangkat dan meletakkan buah, Escape membatalkan.
review-start = Kedudukan awal
review-after = Selepas langkah { $ply } daripada { $total }
review-first = Kedudukan awal
review-prev = Langkah sebelumnya
review-next = Langkah seterusnya
review-live = Kembali ke permainan
turn-connecting = Menyambung…
turn-reconnecting = Menyambung semula…
turn-choose-setup = Pilih susunan anda ({ $side }).
turn-waiting-setup = Menunggu { $side } memilih susunan…
turn-side-to-move = Giliran { $side }.
turn-yours = Giliran anda ({ $side }).
turn-computer = Komputer ({ $side }) sedang berfikir…
turn-waiting-friend = Menunggu rakan anda menyertai sebagai { $side }…
turn-waiting = Menunggu { $side }…
check-xiangqi = Syah!
check-janggi = Janggun (syah)!
notice-watching = Anda sedang menonton permainan ini.
notice-seat-taken = Kedua-dua tempat sudah diisi: anda menonton permainan ini.
notice-invite-failed = Jemputan ini tidak sah: anda menonton permainan ini.
notice-repetition = Kedudukan ini telah berlaku dua kali. Jika berlaku kali ketiga, permainan tamat (pihak yang memberi syah pada setiap langkah akan kalah).
notice-bikjang = Bikjang: kedua-dua jeneral berdepan di lajur terbuka.

## Players

player-you = { $side }: anda
player-this-device = { $side }: peranti ini
player-computer = { $side }: komputer, tahap { $level }
player-waiting-friend = { $side }: menunggu rakan
player-friend = { $side }: rakan anda
player-friend-away = { $side }: rakan anda (terputus)
player-other = { $side }: pemain
player-other-away = { $side }: pemain (terputus)
to-move = giliran
spectators =
    { $count ->
       *[other] { $count } menonton
    }
invite-prompt = Hantar pautan ini kepada rakan anda:
invite-link-label = Pautan jemputan
copy = Salin
copied = Disalin
points = Mata: { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = Buah { $side } yang hilang:
captured-none = Buah { $side } yang hilang: tiada

## Buttons

pass = Pas
undo = Ambil balik langkah
flip = Terbalikkan papan
flip-title = Pusingkan papan ke arah bertentangan
resign = Menyerah
new-game = Permainan baharu
moves-heading = Langkah
coords-label = koordinat
copy-moves = Salin langkah
moves-copied = Langkah disalin
move-pass = pas
move-title = Langkah { $ply }: { $move }

## Janggi setup choice

setup-title-mine = { $side }: pilih kedudukan kuda dan gajah anda
setup-title-other = { $side } sedang memilih susunan…
setup-han-chose = { -han } memilih { $setup }.
setup-order = { -han } memilih dahulu, kemudian { -cho }.
setup-named = Urutan dikira dari sebelah kiri setiap pemain.
setup-ma-sang-sang-ma = 馬象象馬 kuda, gajah, gajah, kuda
setup-sang-ma-sang-ma = 象馬象馬 gajah, kuda, gajah, kuda
setup-ma-sang-ma-sang = 馬象馬象 kuda, gajah, kuda, gajah
setup-sang-ma-ma-sang = 象馬馬象 gajah, kuda, kuda, gajah

## Dialogs

resign-question = Menyerah dalam permainan ini?
resign-yes = Menyerah
keep-playing = Teruskan bermain
pass-question = Pas sekarang akan menamatkan permainan. { $outcome } Pas juga?
pass-yes = Pas dan tamatkan permainan
over-title = Permainan tamat
over-won = Anda menang!
over-lost = Anda kalah
over-draw = Seri
over-points = Mata: { $first } { $firstPoints }, { $second } { $secondPoints }.
score-after-level = Menentang tahap { $level }: { $won } menang, { $lost } kalah, { $drawn } seri.
score-after-friend = Menentang rakan: { $won } menang, { $lost } kalah, { $drawn } seri.
score-after-local = Permainan pada peranti ini: { $first } menang { $firstWins }, { $second } menang { $secondWins }, { $drawn } seri.
play-again = Main lagi
look-at-board = Lihat papan

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = { $side } menang dengan syahmat.
outcome-win-no-legal-moves = { $side } menang: pihak lawan tiada langkah yang sah.
outcome-win-bikjang = { $side } menang mata selepas bikjang (kedua-dua jeneral berdepan).
outcome-win-repetition = { $side } menang kerana ulangan kedudukan.
outcome-win-perpetual-check = { $side } menang: pihak lawan memberi syah berterusan.
outcome-win-double-pass = { $side } menang mata selepas kedua-dua pihak pas.
outcome-win-ply-limit = { $side } menang mata apabila had langkah dicapai.
outcome-win-quiet-limit = { $side } menang selepas terlalu banyak langkah tanpa tawanan.
outcome-win-bare-material = { $side } menang: pihak lawan tiada lagi buah penyerang.
outcome-win-resignation = { $side } menang kerana lawan menyerah.
outcome-win-agreement = { $side } menang melalui persetujuan.
outcome-win = { $side } menang.
outcome-draw-bikjang = Seri kerana bikjang (kedua-dua jeneral berdepan).
outcome-draw-repetition = Seri kerana ulangan kedudukan.
outcome-draw-perpetual-check = Seri: kedua-dua pihak memberi syah berterusan.
outcome-draw-double-pass = Seri: kedua-dua pihak pas.
outcome-draw-ply-limit = Seri apabila had langkah dicapai.
outcome-draw-quiet-limit = Seri selepas terlalu banyak langkah tanpa tawanan.
outcome-draw-bare-material = Seri: kedua-dua pihak tiada lagi buah penyerang.
outcome-draw-agreement = Seri melalui persetujuan.
outcome-draw = Seri.

## Board cells and announcements for screen readers

point-empty = { $point }, kosong
point-piece = { $piece } { $side }, { $point }
point-target = { $point }, kosong, anda boleh bergerak ke sini
point-capture = { $piece } { $side }, { $point }, anda boleh menawannya
announce-picked =
    { $count ->
       *[other] { $piece } di { $point } diangkat: ada { $count } titik yang boleh dituju.
    }
announce-cannot-move = { $piece } di { $point } tidak boleh bergerak sekarang.
announce-put-down = Buah diletakkan.
announce-move = { $side }: { $move }.
announce-pass = { $side } pas.

## Errors, by the server's codes

error-not-connected = Tidak bersambung ke pelayan; mencuba semula…
error-unreachable = Tidak dapat menghubungi pelayan.
error-unknown-game = Permainan ini tidak wujud.
error-wrong-token = Pelayar ini tidak memegang tempat dalam permainan ini.
error-spectator = Anda sedang menonton permainan ini dan tidak boleh bergerak.
error-not-your-turn = Sekarang bukan giliran anda.
error-malformed-move = Pelayan tidak memahami langkah itu.
error-illegal-move = Langkah itu tidak sah.
error-game-over = Permainan telah tamat.
error-undo-not-allowed = Langkah tidak boleh diambil balik dalam permainan ini.
error-setup-pending = Susunan masih sedang dipilih.
error-no-setup = Tiada susunan untuk dipilih sekarang.
error-unknown-setup = Susunan itu tidak wujud.
error-nothing-to-undo = Tiada langkah untuk diambil balik.
error-wrong-invite = Jemputan ini tidak sah.
error-seat-taken = Kedua-dua tempat sudah diisi.
error-unavailable = Permainan sedang sibuk; cuba lagi sebentar lagi.
error-storage = Pelayan tidak dapat menyimpan permainan; cuba lagi.
error-storage-unavailable = Pelayan tidak dapat menyimpan permainan buat masa ini; cuba lagi nanti.
error-too-many-spectators = Terlalu ramai orang menonton permainan ini; mencuba semula…
error-bad-request = Pelayan tidak memahami permintaan itu.
error-too-large = Permintaan terlalu besar.
error-malformed = Pelayan tidak memahami satu mesej.
error-rate-limited = Terlalu banyak mesej serentak; menyambung semula…
error-other = Berlaku masalah ({ $code }).

## Study board and board editor

start-study = Kaji rekod permainan
start-editor = Susun kedudukan
title-study = Papan kajian · Palace
title-editor = Penyunting kedudukan · Palace
study-heading = Papan kajian
study-import-legend = Import rekod
study-file-label = Buka fail
study-drop-hint = GIB, PGN, XQF, DhtmlXQ, CBF atau FEN; fail juga boleh dilepaskan ke halaman ini.
study-paste-label = Atau tampal rekod atau FEN
study-paste-button = Baca
study-reading = Sedang membaca…
study-read-failed = Rekod tidak dapat dibaca: { $reason }
study-games-label = Permainan
study-game-option = { $number }. { $title }
study-game-errors = Permainan dalam fail yang tidak dapat dibaca: { $count }. Yang pertama: { $detail }
study-empty = Import rekod, atau buka kedudukan dari penyunting.
study-ply = Langkah { $ply } daripada { $total }
study-branch = Langkah { $ply } variasi anda dari langkah { $from }
study-back-to-game = Kembali ke permainan
study-last = Langkah terakhir
study-export-legend = Eksport
study-fen-label = FEN
study-copy-fen = Salin FEN
study-edit-position = Sunting kedudukan ini
study-export-what = Apa
study-export-line = Variasi di papan
study-export-game = Permainan yang diimport
study-format-label = Format
study-format-pgn = PGN, koordinat
study-format-wxf = PGN, langkah WXF
study-format-chinese = PGN, langkah Cina
study-format-korean = PGN, langkah Korea
study-format-gib = GIB
study-format-fen = FEN kedudukan yang ditunjukkan
study-export-button = Tunjuk
study-download = Muat turun
editor-heading = Penyunting kedudukan
editor-palette-label = Buah untuk diletak
editor-turn-label = Giliran
editor-start = Kedudukan awal
editor-clear = Kosongkan papan
editor-check = Semak kedudukan
editor-open-study = Buka di papan kajian
editor-valid = Kedudukan ini sah.
editor-piece = { $piece } ({ $side })
editor-remove = Alih keluar buah
editor-fault-bad-fen = FEN tidak dapat dibaca.
editor-fault-general-count = { $side } mesti ada tepat satu { $piece }.
editor-fault-general-outside-palace = { $piece } ({ $side }) di { $point } berada di luar istananya.
editor-fault-generals-facing = Kedua-dua jeneral bersemuka tanpa apa-apa di antaranya.
editor-fault-too-many = { $side } ada { $count } × { $piece }, paling banyak { $max }.
editor-fault-misplaced = { $piece } ({ $side }) di { $point } berada di tempat yang tidak pernah boleh dicapainya.
editor-fault-soldier-behind-start = { $piece } ({ $side }) di { $point } berada di belakang garisan permulaannya; askar tidak pernah berundur.
editor-fault-opponent-in-check = Pihak yang tiada giliran sedang disekat (check).
editor-play-computer = Main menentang komputer
editor-play-friend = Main bersama rakan
study-this-game = Kaji permainan ini

## rules pages

start-rules = Peraturan permainan
rules-this-game = Peraturan permainan ini
rules-overview-title = { -brand }: peraturan { -xiangqi } dan { -janggi }
rules-overview-heading = Peraturan { -xiangqi } dan { -janggi }
rules-overview-intro = Kedua-dua permainan dimainkan pada titik papan selebar sembilan garisan dan sepanjang sepuluh garisan. Setiap pihak mempunyai jeneral dalam istana sembilan titik dan menang dengan mematikan jeneral lawan.
rules-about-xiangqi = { -xiangqi } ialah catur Cina. Sebatang sungai merentasi tengah papan, dan { -red } bergerak dahulu.
rules-about-janggi = { -janggi } ialah catur Korea. Tiada sungai, garisan pepenjuru setiap istana menjadi laluan bagi buah di dalamnya, dan { -cho } bergerak dahulu.
rules-setup-choice = Sebelum permainan, setiap pihak memilih susunan kuda dan gajahnya.
rules-setup-fixed = Buah bermula pada titik yang tetap.
rules-page-title = { -brand }: { $rules }
rules-all = Semua peraturan
rules-play = Main satu permainan
rules-presets-heading = Set peraturan
rules-not-found-title = Set peraturan itu tiada
rules-not-found-text = Tiada set peraturan bernama “{ $name }”. Inilah yang diketahui oleh { -brand }:
rules-pieces-heading = Cara buah bergerak
rules-diagram-caption = Dari { $from } boleh pergi ke: { $targets }.
rules-diagram-blocked = Terhalang: { $points }.
rules-move-xiangqi-k = Jeneral bergerak satu titik di sepanjang garisan dan tidak pernah meninggalkan istananya. Kedua-dua jeneral tidak boleh berdepan pada garisan yang terbuka.
rules-move-xiangqi-a = Penasihat bergerak satu titik secara pepenjuru dan kekal dalam istana.
rules-move-xiangqi-b = Gajah bergerak tepat dua titik secara pepenjuru. Buah pada titik di tengah menghalangnya, dan ia tidak pernah menyeberangi sungai.
rules-move-xiangqi-n = Kuda bergerak satu titik di sepanjang garisan, kemudian satu titik pepenjuru ke luar. Buah pada titik pertama itu menutup laluannya.
rules-move-xiangqi-r = Kereta bergerak sejauh mana pun di sepanjang garisan sehingga dihalang buah, dan menangkap buah lawan pertama yang ditemuinya.
rules-move-xiangqi-c = Meriam bergerak seperti kereta, tetapi hanya menangkap dengan melompati tepat satu buah ke atas buah lawan.
rules-move-xiangqi-p = Askar mara satu titik. Selepas menyeberangi sungai ia juga boleh bergerak satu titik ke tepi. Ia tidak pernah berundur.
rules-move-janggi-k = Jeneral bergerak satu titik di sepanjang mana-mana garisan istananya, termasuk pepenjuru, dan tidak pernah meninggalkannya.
rules-move-janggi-a = Pengawal bergerak seperti jeneral: satu titik di sepanjang garisan istana.
rules-move-janggi-b = Gajah bergerak satu titik di sepanjang garisan, kemudian dua titik pepenjuru ke luar. Buah pada mana-mana titik di laluannya menghalangnya.
rules-move-janggi-n = Kuda bergerak satu titik di sepanjang garisan, kemudian satu titik pepenjuru ke luar. Buah pada titik pertama itu menutup laluannya.
rules-move-janggi-r = Kereta bergerak sejauh mana pun di sepanjang garisan, dan dalam istana juga di sepanjang pepenjurunya.
rules-move-janggi-c = Meriam melompati tepat satu buah yang bukan meriam, di sepanjang garisan atau pepenjuru istana, lalu berhenti pada titik di sebaliknya atau menangkap di situ. Ia tidak pernah menangkap meriam.
rules-move-janggi-p = Askar bergerak satu titik ke hadapan atau ke tepi, tidak pernah ke belakang.
rules-note-cannon-slides = Dalam set peraturan ini, meriam yang tidak menangkap juga boleh bergerak seperti kereta.
rules-note-cannon-must-jump = Ia memerlukan buah untuk dilompati walaupun tidak menangkap.
rules-note-soldier-palace-diagonals = Dalam istana lawan ia juga boleh mara di sepanjang garisan pepenjuru.
rules-table-heading = Buah secara ringkas
rules-col-traditional = Tradisional
rules-col-readable = Satu aksara
rules-col-picture = Gambar
rules-col-name = Nama
rules-col-moves = Cara bergerak
rules-col-points = Mata
rules-short-xiangqi-k = Satu titik di sepanjang garisan, dalam istana
rules-short-xiangqi-a = Satu titik pepenjuru, dalam istana
rules-short-xiangqi-b = Dua titik pepenjuru, tidak menyeberang sungai
rules-short-xiangqi-n = Satu lurus kemudian satu pepenjuru; boleh dihalang
rules-short-xiangqi-r = Sejauh mana pun di sepanjang garisan
rules-short-xiangqi-c = Seperti kereta; menangkap dengan melompati satu buah
rules-short-xiangqi-p = Satu ke hadapan; ke tepi selepas sungai
rules-short-janggi-k = Satu titik di sepanjang garisan istana
rules-short-janggi-a = Satu titik di sepanjang garisan istana
rules-short-janggi-b = Satu lurus kemudian dua pepenjuru; boleh dihalang
rules-short-janggi-n = Satu lurus kemudian satu pepenjuru; boleh dihalang
rules-short-janggi-r = Sejauh mana pun di sepanjang garisan atau pepenjuru istana
rules-short-janggi-c = Melompati tepat satu buah yang bukan meriam
rules-short-janggi-p = Satu ke hadapan atau ke tepi
rules-endings-heading = Cara permainan tamat
rules-end-checkmate = Mati: pihak yang jeneralnya diserang dan tidak dapat melepaskan diri kalah.
rules-end-no-legal-move = Pihak yang tiada langkah sah kalah, walaupun tidak disyah.
rules-end-flying-general = Kedua-dua jeneral tidak boleh berdepan pada garisan terbuka: langkah yang menyebabkan begitu tidak dibenarkan.
rules-end-facing-allowed = Kedua-dua jeneral boleh berdepan pada garisan terbuka; tiada apa-apa akibatnya.
rules-end-bikjang-break-or-pass = Bikjang: pihak yang gilirannya bermula dengan kedua-dua jeneral berdepan mesti menutup atau meninggalkan garisan itu, atau pas.
rules-end-bikjang-must-break = Bikjang: pihak yang gilirannya bermula dengan kedua-dua jeneral berdepan mesti menutup atau meninggalkan garisan itu.
rules-end-bikjang-pass-while-facing = Pas ketika kedua-dua jeneral berdepan menamatkan permainan: { $decision ->
    [points] pihak yang lebih banyak mata menang.
   *[draw] keputusannya seri.
  }
rules-end-bikjang-still-facing = Selepas ada buah ditangkap, pihak yang gilirannya bermula dengan kedua-dua jeneral berdepan dan membiarkannya begitu menamatkan permainan: { $decision ->
    [points] pihak yang lebih banyak mata menang.
   *[draw] keputusannya seri.
  }
rules-end-pass-allowed = Pihak yang tidak disyah boleh pas dan tidak bergerak.
rules-end-pass-never = Pas tidak dibenarkan.
rules-end-double-pass = Jika kedua-dua pihak pas berturut-turut, permainan tamat: { $decision ->
    [points] pihak yang lebih banyak mata menang.
   *[draw] keputusannya seri.
  }
rules-end-repetition-xiangqi = Apabila sesuatu kedudukan berlaku kali ketiga, pihak yang memberi syah pada setiap langkah sejak kali pertama kalah, melainkan kedua-duanya berbuat begitu; jika tidak, seri.
rules-end-repetition-janggi = Apabila sesuatu kedudukan berlaku kali ketiga, pihak yang lebih banyak mata menang; pihak yang memberi syah pada setiap langkah sejak kali pertama pula kalah, melainkan kedua-duanya berbuat begitu.
rules-end-repetition-fold = Apabila sesuatu kedudukan telah berlaku { $count } kali, permainan tamat: pihak yang memberi syah berterusan kalah; jika tidak, { $decision ->
    [points] pihak yang lebih banyak mata menang.
   *[draw] keputusannya seri.
  }
rules-end-chasing = Mengejar buah yang tidak dilindungi pada setiap langkah menyebabkan kalah, seperti syah berterusan.
rules-end-move-repetition = Menggerakkan satu buah ke sana ke mari tanpa syah lebih awal dikira sebagai ulangan.
rules-end-repetition-none = Kedudukan berulang tidak menamatkan permainan.
rules-end-ply-limit = Selepas { $count } langkah kesemuanya (setiap langkah setiap pihak dikira), permainan tamat: { $decision ->
    [points] pihak yang lebih banyak mata menang.
   *[draw] keputusannya seri.
  }
rules-end-quiet-limit = Selepas { $count } langkah tanpa tangkapan (setiap langkah setiap pihak dikira), permainan tamat: { $decision ->
    [points] pihak yang lebih banyak mata menang.
   *[draw] keputusannya seri.
  }
rules-end-quiet-limit-check-offset = Syah satu pihak melebihi sepuluh memanjangkan had itu.
rules-end-bare-material = Jika kedua-dua pihak tiada lagi kereta, kuda, meriam atau askar, permainan seri.
rules-end-draw-agreement = Pemain boleh bersetuju untuk seri.
rules-end-resignation = Pemain boleh menyerah pada bila-bila masa.
rules-end-points = Mata: setiap pihak mengira buahnya di atas papan (lihat jadual); { -han } menambah { $bonus } kerana bergerak kedua, jadi jumlahnya tidak pernah sama.
rules-faq-heading = Soal jawab
rules-faq-q1 = Pihak mana bergerak dahulu?
rules-faq-a1 = { -red } dalam { -xiangqi }, { -cho } dalam { -janggi }.
rules-faq-q2 = Bolehkah jeneral meninggalkan istana?
rules-faq-a2 = Tidak. Jeneral dan penasihat atau pengawalnya sentiasa kekal dalam istana.
rules-faq-q3 = Mengapa kuda atau gajah saya tidak boleh ke situ?
rules-faq-a3 = Buah pada titik di laluannya menghalangnya; rajah di atas menandakan titik sedemikian dengan pangkah.
rules-faq-q4 = Apakah yang berlaku jika kedudukan yang sama terus berulang?
rules-faq-a4 = Ia bergantung pada set peraturan: senarai cara permainan tamat di halaman ini menerangkan apa yang dilakukan set ini.
rules-strategy-heading = Nota strategi
rules-strategy-opening-heading = Pembukaan
rules-strategy-opening = Keluarkan kereta awal, bangunkan kuda sebelum terhalang, pastikan istana dipertahankan dan jangan gerakkan askar tanpa tujuan.
rules-strategy-values-heading = Nilai buah
rules-strategy-values-xiangqi = Sebuah kereta bernilai kira-kira dua kuda atau dua meriam. Meriam lebih kuat pada awal permainan, kuda pada akhir apabila papan semakin kosong. Penasihat dan gajah bertahan.
rules-strategy-values-janggi = Mata dalam jadual ialah panduan yang baik: kereta ialah buah paling kuat, dan meriam menjadi lemah apabila papan kosong kerana memerlukan buah untuk dilompati.
rules-strategy-mates-heading = Mati yang biasa
rules-strategy-mates = Dua kereta mematikan dengan bergilir pada garisan bersebelahan. Kuda dan kereta mematikan jeneral yang terkepung oleh buahnya sendiri. Meriam di belakang penghadang pada garisan jeneral mematikan apabila jeneral tidak dapat mengelak ke tepi.
embed-title = { -brand }: papan permainan
embed-link-game = Lihat permainan ini di { -brand }
embed-link-rules = Peraturan permainan ini di { -brand }
embed-link-home = Main { -janggi } dan { -xiangqi } di { -brand }
embed-no-game = Tiada permainan “{ $id }”.
embed-unavailable = Permainan ini tidak dapat dipaparkan sekarang: { $reason }
embed-bad-query = Pautan ini tidak betul.
embed-bad-rules = Set peraturan tidak dikenali “{ $name }”.
embed-bad-fen = Kedudukan ini tidak dapat dipaparkan: { $reason }
embed-code-button = Salin kod benaman
embed-code-copied = Kod benaman disalin
embed-frame-title = { -brand }: papan permainan
