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

## lessons
start-lessons = Pelajaran
lessons-heading = Pelajaran
lessons-intro = Setiap pelajaran mengajar satu peraturan pada satu kedudukan: baca peraturannya, bandingkan langkah yang ditanda, kemudian mainkan jawapannya di papan.
lessons-progress = { $done } daripada { $total } selesai
lessons-solved = Selesai
lessons-step-rule = Peraturannya
lessons-step-compare = Bandingkan langkah-langkah ini
lessons-step-play = Langkah anda
lessons-play-hint = Mainkan jawapan anda di papan.
lessons-right = Betul!
lessons-wrong = Bukan yang ini.
lessons-show-answer = Tunjukkan jawapan
lessons-try-again = Cuba lagi
lessons-next = Pelajaran seterusnya
lessons-all = Semua pelajaran
lessons-review = Ringkasan
lessons-candidate = { $piece } { $move }
lessons-not-found = Pelajaran itu tidak wujud.
lesson-q-capture = Langkah mana yang memenangi bahan?
lesson-q-mate = Cari mat dalam satu langkah.
lesson-q-check = Anda sedang disyah. Apakah jawapan terbaik?
lesson-q-safe = Kuda anda diserang. Ke mana ia patut pergi?
lesson-q-bikjang = Kedua-dua jeneral berdepan. Pecahkan bikjang.
lesson-q-pass = Apakah perkara terbaik untuk dilakukan di sini?
lesson-q-points = Tangkapan mana yang memberi mata paling banyak?
lesson-xq-cannon-screen-title = Tirai meriam
lesson-xq-cannon-screen-rule = Meriam bergerak seperti kereta, tetapi hanya menangkap dengan melompati tepat satu buah daripada mana-mana pihak: tirai.
lesson-xq-cannon-screen-explain = Askar hitam di b6 ialah tirainya: meriam melompatinya dan menangkap kereta di b8.
lesson-xq-cannon-screen-wrong = Langkah itu sah tetapi tidak menangkap apa-apa: meriam hanya menangkap melalui tirai.
lesson-xq-cannon-screen-review = Meriam: meluncur untuk bergerak, melompati satu buah untuk menangkap.
lesson-xq-cannon-limit-title = Apa yang meriam tidak boleh tangkap
lesson-xq-cannon-limit-rule = Tanpa buah di antaranya, atau dengan dua, meriam tidak boleh menangkap. Ia perlukan tepat satu tirai.
lesson-xq-cannon-limit-explain = Askar anda di e5 ialah tirai antara meriam dengan kuda di g5. Kereta di b9 tiada tirai di hadapannya.
lesson-xq-cannon-limit-wrong = Meriam hanya berpindah ke situ. Ia tidak boleh menangkap kereta di b9: tiada apa-apa di antaranya.
lesson-xq-cannon-limit-review = Tiada tirai, tiada tangkapan: cari tepat satu buah di antaranya.
lesson-xq-horse-leg-title = Kaki kuda
lesson-xq-horse-leg-rule = Kuda melangkah satu titik lurus, kemudian satu titik pepenjuru ke luar. Buah di titik pertama itu, kakinya, menghalangnya.
lesson-xq-horse-leg-explain = Penasihat anda di d3 menghalang jalan ke kereta di e4, tetapi jalan ke meriam di a4 terbuka.
lesson-xq-horse-leg-wrong = Itu tidak menangkap apa-apa. Titik d3 terhalang, tetapi b3 kosong.
lesson-xq-horse-leg-review = Sebelum mengira lompatan kuda, periksa setiap kakinya.
lesson-xq-elephant-eye-title = Mata gajah
lesson-xq-elephant-eye-rule = Gajah bergerak tepat dua titik pepenjuru dan tidak pernah menyeberangi sungai. Buah di titik tengah, matanya, menghalangnya.
lesson-xq-elephant-eye-explain = Askar di f4 menghalang jalan ke g5, tetapi jalan ke c5 terbuka: gajah menangkap kuda.
lesson-xq-elephant-eye-wrong = Itu tidak menangkap apa-apa. Mata d4 kosong, jadi gajah sampai ke c5.
lesson-xq-elephant-eye-review = Satu buah di matanya menghentikan gajah.
lesson-xq-soldier-river-title = Askar di seberang sungai
lesson-xq-soldier-river-rule = Askar mara satu titik. Selepas menyeberangi sungai ia boleh juga ke sisi, tetapi tidak pernah ke belakang.
lesson-xq-soldier-river-explain = Askar di e6 sudah menyeberangi sungai, jadi ia boleh menangkap kuda di d6 ke sisi. Askar di c5 belum.
lesson-xq-soldier-river-wrong = Itu tidak memenangi apa-apa. Hanya askar di seberang sungai menangkap ke sisi.
lesson-xq-soldier-river-review = Sebelum sungai: hanya mara. Selepasnya: mara atau ke sisi.
lesson-xq-piece-values-title = Nilai buah
lesson-xq-piece-values-rule = Panduan biasa: kereta 9, kuda dan meriam kira-kira 4.5, penasihat dan gajah 2, askar 1 atau 2.
lesson-xq-piece-values-explain = Kuda boleh menangkap kereta atau askar; kereta jauh lebih bernilai.
lesson-xq-piece-values-wrong = Keuntungannya jauh lebih kecil. Kuda anda boleh menangkap kereta di b5.
lesson-xq-piece-values-review = Antara beberapa tangkapan, ambil buah yang paling bernilai.
lesson-xq-answer-check-title = Menjawab syah
lesson-xq-answer-check-rule = Syah dijawab dengan menggerakkan jeneral, menutup garisan atau menangkap buah yang memberi syah. Di sini penasihat mengunci jeneral.
lesson-xq-answer-check-explain = Kereta di a8 menangkap kereta yang memberi syah: syah hilang dan anda memenangi sebuah kereta.
lesson-xq-answer-check-wrong = Itu menutup syah, tetapi kereta hitam kekal. Menangkapnya lebih baik.
lesson-xq-answer-check-review = Apabila disyah, cari dahulu cara menangkap buah yang memberi syah.
lesson-xq-flying-general-pin-title = Jeneral tidak boleh berdepan
lesson-xq-flying-general-pin-rule = Kedua-dua jeneral tidak boleh berada di satu lajur tanpa apa-apa di antaranya. Satu buah di antara mereka tidak boleh meninggalkan lajur itu.
lesson-xq-flying-general-pin-explain = Kuda hitam di e6 ialah satu-satunya buah di antara jeneral. Ia tidak boleh lari, jadi askar anda menangkapnya.
lesson-xq-flying-general-pin-wrong = Dengan itu kuda terselamat. Ia dipaku oleh jeneral anda: tangkap sekarang.
lesson-xq-flying-general-pin-review = Jeneral anda menguasai lajur terbukanya: gunakan untuk memaku.
lesson-xq-flying-general-mate-title = Jeneral membantu mat
lesson-xq-flying-general-mate-rule = Oleh sebab jeneral tidak boleh berdepan, jeneral anda menguasai seluruh lajurnya.
lesson-xq-flying-general-mate-explain = Kereta memberi syah di b10. Jeneral tidak boleh ke d10, berdepan jeneral anda, mahupun ke f10 atau e9.
lesson-xq-flying-general-mate-wrong = Itu bukan mat: jeneral hitam masih ada jalan keluar.
lesson-xq-flying-general-mate-review = Kira jeneral anda sebagai penyerang: ia menjaga lajurnya.
lesson-xq-double-chariot-mate-title = Mat dua kereta
lesson-xq-double-chariot-mate-rule = Dua kereta mematikan jeneral: satu menutup satu baris, satu lagi memberi syah di baris berikutnya.
lesson-xq-double-chariot-mate-explain = Kereta di a9 menahan baris 9 dan satu lagi memberi syah di b10. Jeneral tiada titik bebas.
lesson-xq-double-chariot-mate-wrong = Jeneral terlepas. Kekalkan baris 9 tertutup dan beri syah di baris 10.
lesson-xq-double-chariot-mate-review = Satu kereta memotong, satu lagi memberi syah.
lesson-xq-horse-chariot-mate-title = Mat kuda dan kereta
lesson-xq-horse-chariot-mate-rule = Kuda memberi syah dari dekat sementara kereta merampas titik lari jeneral.
lesson-xq-horse-chariot-mate-explain = Kuda memberi syah dari g9 (atau f8). Kereta menjaga e9 dan penasihat menutup selebihnya.
lesson-xq-horse-chariot-mate-wrong = Itu bukan mat. Beri syah dengan kuda sementara kereta menjaga e9.
lesson-xq-horse-chariot-mate-review = Kereta mengepung, kuda memberi syah.
lesson-xq-horse-cannon-mate-title = Meriam di belakang kuda
lesson-xq-horse-cannon-mate-rule = Kuda di hadapan jeneral boleh menjadi tirai meriam dan menjaga titik di sebelah jeneral pada masa yang sama.
lesson-xq-horse-cannon-mate-explain = Meriam di e3 memberi syah melalui kuda di e8. Kuda menjaga d10 dan f10, meriam menjaga e9.
lesson-xq-horse-cannon-mate-wrong = Itu bukan mat. Letakkan meriam di lajur jeneral, di belakang kuda.
lesson-xq-horse-cannon-mate-review = Kuda di depan, meriam di belakang: mat klasik.
lesson-xq-soldier-mate-title = Mat askar
lesson-xq-soldier-mate-rule = Askar di seberang sungai boleh mematikan apabila buah lain menjaga titik lari jeneral.
lesson-xq-soldier-mate-explain = Askar memberi syah dari f9, dilindungi kereta. Jeneral tidak boleh ke e10: ia akan berdepan jeneral anda.
lesson-xq-soldier-mate-wrong = Bukan mat. Marakan askar ke tempat yang dilindungi kereta.
lesson-xq-soldier-mate-review = Askar pun boleh mematikan jika jeneral tiada tempat untuk pergi.
lesson-xq-perpetual-check-title = Syah berterusan kalah
lesson-xq-perpetual-check-rule = Jika kedudukan berlaku kali ketiga dan satu pihak memberi syah pada setiap langkah, pihak itu kalah. Kereta sudah dua kali memberi syah dari a10.
lesson-xq-perpetual-check-explain = Kereta di i8 memberi syah di i10 sementara yang satu lagi menahan baris 9: mat, tanpa ulangan.
lesson-xq-perpetual-check-wrong = Syah dari a10 mengulang kedudukan kali ketiga dan akan kalah. Cari mat.
lesson-xq-perpetual-check-review = Jangan ulang syah: cari syah baharu, atau mat.
lesson-xq-chase-title = Kejaran
lesson-xq-chase-rule = Menyerang buah yang sama tanpa perlindungan berulang kali ialah kejaran. Menurut peraturan ini, kejaran berterusan kalah, seperti syah berterusan.
lesson-xq-chase-explain = Di c4 kuda dilindungi kereta anda di c1: kejaran tamat.
lesson-xq-chase-wrong = Di situ kuda masih tanpa perlindungan dan kereta boleh terus mengejarnya.
lesson-xq-chase-review = Menentang kejaran, letakkan buah di tempat yang dilindungi.
lesson-jg-cannon-screen-title = Tirai meriam Janggi
lesson-jg-cannon-screen-rule = Dalam Janggi meriam melompati tepat satu buah untuk bergerak dan untuk menangkap. Tanpa tirai ia langsung tidak boleh bergerak.
lesson-jg-cannon-screen-explain = Askar Han di b6 ialah tirainya: meriam melompatinya dan menangkap kereta di b8.
lesson-jg-cannon-screen-wrong = Meriam boleh mendarat di situ, tetapi tidak menangkap apa-apa. Lompati tirai dan tangkap kereta.
lesson-jg-cannon-screen-review = Meriam Janggi sentiasa melompat, malah untuk bergerak.
lesson-jg-cannon-limit-title = Meriam tidak melompati meriam
lesson-jg-cannon-limit-rule = Meriam Janggi tidak boleh menggunakan meriam sebagai tirai dan tidak pernah boleh menangkap meriam.
lesson-jg-cannon-limit-explain = Meriam Han di b5 tidak boleh dilompati, jadi kereta selamat. Melalui kuda anda di c3, meriam menangkap kuda di f3.
lesson-jg-cannon-limit-wrong = Itu tidak menangkap apa-apa. Gunakan kuda anda di c3 sebagai tirai dan tangkap kuda di f3.
lesson-jg-cannon-limit-review = Meriam tidak melompati dan tidak menangkap meriam.
lesson-jg-chariot-diagonal-title = Kereta di istana
lesson-jg-chariot-diagonal-rule = Di dalam istana kereta juga boleh bergerak di sepanjang garisan pepenjuru.
lesson-jg-chariot-diagonal-explain = Dari d3 kereta bergerak di pepenjuru melalui pusat kosong e2 dan menangkap meriam di f1.
lesson-jg-chariot-diagonal-wrong = Itu tidak menangkap apa-apa. Di istana kereta boleh menggunakan pepenjuru dari d3 ke f1.
lesson-jg-chariot-diagonal-review = Garisan istana ialah jalan tambahan untuk kereta.
lesson-jg-cannon-diagonal-title = Meriam di pepenjuru istana
lesson-jg-cannon-diagonal-rule = Di pepenjuru istana meriam melompat dari satu penjuru ke penjuru bertentangan, melalui buah di pusat yang bukan meriam.
lesson-jg-cannon-diagonal-explain = Pengawal anda di e2 ialah tirainya: meriam melompat dari d1 ke f3 dan menangkap kereta.
lesson-jg-cannon-diagonal-wrong = Itu tidak menangkap apa-apa. Lompat secara pepenjuru melalui pengawal di e2.
lesson-jg-cannon-diagonal-review = Di istana meriam boleh melompati pusat.
lesson-jg-elephant-block-title = Gajah Janggi
lesson-jg-elephant-block-rule = Gajah melangkah satu titik lurus, kemudian dua titik pepenjuru. Buah di mana-mana satu daripada dua titik laluannya menghalangnya.
lesson-jg-elephant-block-explain = Jalan ke f6 melalui d4 dan e5 terbuka: gajah menangkap kuda. Askar di d6 menghalang jalan ke kereta.
lesson-jg-elephant-block-wrong = Itu tidak menangkap apa-apa. Periksa kedua-dua titik pada setiap laluan gajah.
lesson-jg-elephant-block-review = Gajah ada dua titik untuk diperiksa pada setiap laluan.
lesson-jg-horse-block-title = Kuda Janggi
lesson-jg-horse-block-rule = Kuda melangkah satu titik lurus, kemudian satu titik pepenjuru ke luar. Buah di titik pertama menghalangnya.
lesson-jg-horse-block-explain = Pengawal anda di d3 menghalang jalan ke kereta di e4; jalan ke meriam di a4 melalui b3 terbuka.
lesson-jg-horse-block-wrong = Itu tidak menangkap apa-apa. Kuda masih boleh sampai ke a4 melalui titik kosong b3.
lesson-jg-horse-block-review = Kuda hanya sebebas langkah pertamanya.
lesson-jg-soldier-palace-title = Askar di istana
lesson-jg-soldier-palace-rule = Askar Janggi mara atau bergerak ke sisi. Di istana lawan ia juga boleh mara di sepanjang pepenjuru.
lesson-jg-soldier-palace-explain = Dari penjuru d8 askar melangkah di pepenjuru istana ke e9 dan menangkap kuda.
lesson-jg-soldier-palace-wrong = Itu tidak menangkap apa-apa. Dari d8 askar boleh melangkah pepenjuru ke e9.
lesson-jg-soldier-palace-review = Di istana lawan, askar menggunakan pepenjuru.
lesson-jg-points-title = Mengira mata
lesson-jg-points-rule = Buah Janggi ada mata: kereta 13, meriam 7, kuda 5, gajah 3, pengawal 3, askar 2; Han mendapat 1.5 lagi. Sesetengah permainan diputuskan dengan mata.
lesson-jg-points-explain = Meriam bernilai 7 mata, kuda 5: tangkap meriam.
lesson-jg-points-wrong = Itu memberi kurang mata. Meriam bernilai 7, kuda 5.
lesson-jg-points-review = Kereta 13, meriam 7, kuda 5, gajah dan pengawal 3, askar 2.
lesson-jg-general-diagonal-title = Jeneral di pepenjuru
lesson-jg-general-diagonal-rule = Jeneral bergerak satu titik di sepanjang garisan istana, termasuk pepenjuru, dan tidak pernah meninggalkan istana.
lesson-jg-general-diagonal-explain = Jeneral melangkah pepenjuru dari d3 ke e2, keluar dari lajur kereta, ke titik yang tidak diserang; askar menjaga e3.
lesson-jg-general-diagonal-wrong = Kereta yang menghalang akan ditangkap kereta Han. Jeneral boleh lari secara pepenjuru.
lesson-jg-general-diagonal-review = Di istana, pepenjuru ialah laluan lari.
lesson-jg-bikjang-title = Bikjang
lesson-jg-bikjang-rule = Dua jeneral berdepan di lajur terbuka dipanggil bikjang. Menurut peraturan ini, selepas ada tangkapan, pihak yang melangkah mesti memecahkannya atau permainan diputuskan dengan mata.
lesson-jg-bikjang-explain = Kereta anda di e5 berdiri di antara jeneral; mengalihkan jeneral dari lajur juga memecahkan bikjang.
lesson-jg-bikjang-wrong = Selepas langkah itu jeneral masih berdepan: bikjang kekal.
lesson-jg-bikjang-review = Untuk memecahkan bikjang, beralih ke tepi atau letakkan buah di antaranya.
lesson-jg-pass-title = Lepas giliran
lesson-jg-pass-rule = Dalam Janggi pihak yang tidak disyah boleh melepaskan giliran dan bukannya melangkah. Di sini setiap langkah akan kehilangan pengawal anda.
lesson-jg-pass-explain = Melepaskan giliran mengekalkan pengawal di e2, tempat ia melindungi jeneral anda daripada kereta.
lesson-jg-pass-wrong = Di e3 pengawal ditangkap askar dari d3. Melepaskan giliran tidak merugikan apa-apa.
lesson-jg-pass-review = Jika setiap langkah memburukkan keadaan, lepaskan giliran.
lesson-jg-double-chariot-mate-title = Mat dua kereta dalam Janggi
lesson-jg-double-chariot-mate-rule = Dua kereta mematikan seperti dalam Xiangqi: satu menutup baris, satu lagi memberi syah di baris terakhir.
lesson-jg-double-chariot-mate-explain = Kereta di a9 menahan baris 9 dan kereta di b10 memberi syah. Jeneral tiada titik bebas.
lesson-jg-double-chariot-mate-wrong = Jeneral terlepas. Kekalkan baris 9 tertutup dan beri syah di baris 10.
lesson-jg-double-chariot-mate-review = Satu kereta memotong, satu lagi memberi syah.
lesson-jg-horse-chariot-mate-title = Mat kuda dan kereta dalam Janggi
lesson-jg-horse-chariot-mate-rule = Kereta memberi syah di baris belakang sementara kuda menjaga jalan keluar jeneral.
lesson-jg-horse-chariot-mate-explain = Kereta memberi syah dari i10; kuda di c8 menjaga e9, dan d10 serta f10 terletak di garisan kereta.
lesson-jg-horse-chariot-mate-wrong = Itu bukan mat. Beri syah di baris 10, tempat kuda menjaga e9.
lesson-jg-horse-chariot-mate-review = Kuda menjaga, kereta memberi syah.
lesson-jg-cannon-mate-title = Mat meriam dalam Janggi
lesson-jg-cannon-mate-rule = Meriam memberi syah melalui tirai. Askar di hadapan jeneral ialah tirai yang baik dan menjaga titik lari.
lesson-jg-cannon-mate-explain = Meriam di d3 memberi syah melalui askar di d8. d9 dan e9 dijaga dan tiada apa-apa boleh menghalang.
lesson-jg-cannon-mate-wrong = Itu bukan mat. Lompatkan meriam ke lajur jeneral, di belakang askar di d8.
lesson-jg-cannon-mate-review = Seorang askar boleh menjadi tirai dan pengawal sekali gus.
lesson-jg-perpetual-check-title = Syah berterusan dalam Janggi
lesson-jg-perpetual-check-rule = Jika kedudukan berlaku kali ketiga dan satu pihak memberi syah pada setiap langkah, pihak itu kalah. Kereta sudah dua kali memberi syah dari a10.
lesson-jg-perpetual-check-explain = Kereta memberi syah dari i10 sementara yang satu lagi menahan baris 9: mat, tanpa ulangan.
lesson-jg-perpetual-check-wrong = Syah lagi dari a10 mengulang kedudukan dan kalah. Cari mat.
lesson-jg-perpetual-check-review = Jangan ulang syah: cari syah baharu, atau mat.
## online play: accounts, lobby, clocks, offers, chat, profiles, live games

account-login-open = Log masuk
account-logout = Log keluar
account-signed-in = Log masuk sebagai { $name }
account-heading = Log masuk atau cipta akaun
account-username = Nama pengguna
account-password = Kata laluan
account-rules = Nama pengguna: 2 hingga 20 huruf, digit, _ atau -. Kata laluan: sekurang-kurangnya 8 aksara.
account-login = Log masuk
account-register = Cipta akaun
account-cancel = Batal
account-error-username-taken = Nama pengguna ini sudah diambil; pilih yang lain.
account-error-bad-username = Nama pengguna mempunyai 2 hingga 20 huruf, digit, _ atau -.
account-error-bad-password = Kata laluan mesti sekurang-kurangnya 8 aksara.
account-error-wrong-credentials = Nama pengguna atau kata laluan salah.
account-error-rate-limited = Terlalu banyak cubaan; tunggu seminit dan cuba lagi.
start-lobby = Main dalam talian
start-live = Tonton permainan
start-leaderboard = Papan pendahulu
start-online-now = { $online } dalam talian sekarang, { $games } permainan sedang dimainkan
lobby-heading = Lobi
lobby-guest-hint = Tetamu bermain permainan santai; log masuk untuk bermain permainan bertaraf dan mencabar pemain.
lobby-challenges = Cabaran
lobby-seeks = Pelawaan terbuka
lobby-no-seeks = Belum ada pelawaan terbuka. Cipta satu di bawah.
lobby-new-seek = Pelawaan baharu
lobby-clock = Jam
lobby-clock-fischer = Minit + saat tambahan setiap langkah
lobby-clock-byoyomi = Byo-yomi
lobby-untimed = Tanpa jam
lobby-base = Minit
lobby-increment = Saat ditambah setiap langkah
lobby-main = Masa utama (minit)
lobby-periods = Tempoh
lobby-period = Saat setiap tempoh
lobby-rated = Bertaraf
lobby-challenge-to = Cabar pemain
lobby-create-seek = Cipta pelawaan
lobby-send-challenge = Hantar cabaran
lobby-guest = Tetamu
lobby-offer-terms = { $game }, { $rules }, { $clock }, { $rated }
lobby-rated-short = bertaraf
lobby-casual-short = santai
lobby-challenge-from = Cabaran daripada { $name }
lobby-challenge-to-player = Cabaran anda kepada { $name }
lobby-accept = Terima
lobby-decline = Tolak
lobby-withdraw = Tarik balik
lobby-cancel = Batalkan
lobby-error-no-name = Masukkan nama pengguna pemain yang hendak dicabar.
lobby-error-rated-needs-account = Permainan bertaraf hanya untuk pemain yang log masuk; log masuk atau main santai.
lobby-error-too-many-seeks = Pelawaan terbuka anda sudah mencapai had; batalkan satu dahulu.
lobby-error-unknown-seek = Pelawaan itu sudah tidak terbuka.
lobby-error-unknown-challenge = Cabaran itu sudah tidak terbuka.
lobby-error-own-seek = Anda tidak boleh bermain menentang diri sendiri.
lobby-error-not-yours = Itu bukan milik anda.
lobby-error-unknown-player = Tiada pemain dengan nama pengguna itu.
lobby-error-not-logged-in = Log masuk dahulu.
clock-periods = { $periods } × { $seconds } saat
clock-low = Masa hampir habis
offer-accept = Terima
offer-decline = Tolak
offer-draw-from = { $side } menawarkan seri.
offer-draw-waiting = Seri ditawarkan; menunggu jawapan.
offer-takeback-from = { $side } meminta untuk menarik balik langkah.
offer-takeback-waiting = Tarik balik langkah diminta; menunggu jawapan.
online-offer-draw = Tawarkan seri
online-takeback = Minta tarik balik langkah
online-abort = Batalkan permainan
online-rematch = Perlawanan semula
online-rematch-accept = Terima perlawanan semula
online-claim-win = Tuntut kemenangan
online-claim-draw = Isytiharkan seri
online-download-pgn = Muat turun PGN
online-download-gib = Muat turun GIB
grace-countdown = Lawan anda telah keluar. Anda boleh menuntut permainan dalam { $seconds } saat jika dia tidak kembali.
grace-over = Lawan anda tidak kembali. Tuntut kemenangan atau isytiharkan seri.
chat-players = Sembang pemain
chat-spectators = Sembang penonton
chat-label = Mesej
chat-send = Hantar
chat-from = { $name }:
chat-from-guest = Tetamu:
outcome-aborted = Permainan dibatalkan.
outcome-win-timeout = { $side } menang kerana masa.
outcome-win-abandonment = { $side } menang: lawan meninggalkan permainan.
outcome-draw-timeout = Seri: masa tamat, tetapi pihak lawan tidak boleh menang.
outcome-draw-abandonment = Seri: lawan meninggalkan permainan.
error-no-draws = Peraturan ini tiada seri secara persetujuan.
error-two-players-only = Hanya dalam permainan antara dua pemain.
error-no-offer = Tiada tawaran untuk dijawab.
error-too-late-to-abort = Permainan hanya boleh dibatalkan dalam dua langkah pertama.
error-opponent-present = Lawan anda masih ada (atau mungkin kembali).
error-not-over = Permainan belum tamat.
error-bad-chat = Mesej itu tidak boleh dihantar (kosong, terlalu panjang atau tidak dibenarkan di sini).
profile-title = { $name }: profil
profile-unknown = Tiada pemain dengan nama pengguna itu.
profile-provisional = Penarafan sementara (?): belum banyak permainan.
profile-record = { $games } permainan: { $wins } menang, { $draws } seri, { $losses } kalah
profile-chart = Penarafan { $game } dari { $from } ke { $to }
profile-games = Permainan
profile-newer = Permainan lebih baharu
profile-older = Permainan lebih lama
profile-playing = Sedang dimainkan
profile-game-about = { $game }, { $rated }: { $result }
game-players = { $first } lwn { $second }
leaderboard-heading = Papan pendahulu
leaderboard-title = Papan pendahulu { $game }
leaderboard-empty = Belum ada permainan bertaraf.
live-heading = Permainan sedang berlangsung
live-empty = Tiada permainan sedang berlangsung sekarang.
live-about = { $game }, { $rules }, { $clock }
live-watch = Tonton
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
