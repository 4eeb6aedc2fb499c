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

## analysis
analysis-legend = Analisis enjin
analysis-on = Analisis
analysis-lines-label = Bilangan varian
analysis-depth = Kedalaman { $depth }
analysis-waiting = Enjin sedang berfikir…
analysis-no-moves = Tiada langkah sah dalam kedudukan ini.
analysis-mate = { $side } mematikan dalam { $moves } langkah
analysis-line-title = Varian { $number }: { $moves }
analysis-graph-button = Nilai seluruh permainan
analysis-graph-label = Penilaian selepas setiap langkah; klik untuk pergi ke langkah itu
analysis-graph-progress = { $done } daripada { $total } kedudukan sudah dinilai
analysis-graph-done = Kesilapan ditanda merah; klik graf untuk pergi ke sesuatu langkah.
analysis-mistake = Langkah { $ply } ({ $move }): kesilapan, rugi { $drop }
analysis-too-many = Terlalu banyak papan analisis dibuka dari alamat anda; tutup satu dan cuba lagi.
analysis-no-engine = Pelayan ini tiada enjin untuk analisis.
analysis-failed = Analisis gagal: { $reason }
editor-keys-hint = Pada papan: kekunci anak panah untuk bergerak, huruf FEN memilih buah (huruf besar untuk pemain pertama: K A B N R C P), Enter atau Space meletakkannya, Delete membuang, x memilih buang.
