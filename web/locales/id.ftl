# Palace, klien peramban: katalog bahasa Indonesia.

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
title-game = { -brand }: { $first } vs { $second }
brand = { -brand }
pieces-label = Bidak
language-label = Bahasa
sound-label = Suara
skip-to-board = Langsung ke papan

## Piece sets

pieceset-traditional = Aksara tradisional
pieceset-readable = Satu aksara per jenis bidak
pieceset-letters = Huruf
pieceset-pictures = Gambar

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = Jenderal
piece-xiangqi-a = Penasihat
piece-xiangqi-b = Gajah
piece-xiangqi-n = Kuda
piece-xiangqi-r = Kereta
piece-xiangqi-c = Meriam
piece-xiangqi-p = Prajurit
piece-janggi-k = Jenderal
piece-janggi-a = Pengawal
piece-janggi-b = Gajah
piece-janggi-n = Kuda
piece-janggi-r = Kereta
piece-janggi-c = Meriam
piece-janggi-p = Prajurit

## Start screen

start-heading = Main { -janggi } atau { -xiangqi }
resume-button = Lanjutkan permainan Anda
game-legend = Permainan
game-xiangqi = { -xiangqi }
game-xiangqi-sub = catur Tiongkok
game-janggi = { -janggi }
game-janggi-sub = catur Korea
opponent-legend = Lawan
mode-computer = Komputer
mode-local = Dua pemain
mode-local-sub = di perangkat ini
mode-friend = Undang teman
mode-friend-sub = kirim tautan
level-legend = Tingkat
level-select-label = Tingkat 1 sampai 8
level-easy = Mudah
level-easy-about = Sering keliru: cocok untuk mempelajari langkah-langkah bidak.
level-normal = Normal
level-normal-about = Bermain dengan masuk akal dan menghukum bidak yang tidak terlindungi.
level-hard = Sulit
level-hard-about = Tingkat terkuat: berpikir paling lama dan jarang keliru.
score-level = Skor Anda di tingkat { $level }: { $won } menang, { $lost } kalah, { $drawn } seri
score-friend = Melawan teman: { $won } menang, { $lost } kalah, { $drawn } seri
score-local = Permainan di perangkat ini: { $first } menang { $firstWins }, { $second } menang { $secondWins }, { $drawn } seri
side-legend = Pihak Anda
side-moves-first = jalan pertama
side-moves-second = jalan kedua
side-random = Acak
side-at-bottom = { $side } di bawah
rules-legend = Aturan
rules-advanced = Lanjutan: kompatibel dengan Fairy-Stockfish
rules-xiangqi-standard = Standar (aturan Asia, aturan pengulangan disederhanakan)
rules-xiangqi = Fairy-Stockfish: { -xiangqi }
rules-janggi-standard = Standar (pilih susunan, bikjang ditentukan dengan poin)
rules-janggi-club = Klub (susunan tetap, meriam bergerak seperti kereta saat tidak memakan)
rules-janggi-strict = Ketat (tanpa pas)
rules-janggi = Fairy-Stockfish: { -janggi }
rules-janggitraditional = Fairy-Stockfish: tradisional
rules-janggimodern = Fairy-Stockfish: modern (Kakao)
rules-janggicasual = Fairy-Stockfish: santai
setup-hint = { -janggi }: sebelum langkah pertama, setiap pihak memilih posisi kuda dan gajahnya, { -han } lebih dulu, lalu { -cho }.
start-button = Mulai
start-failed = Tidak dapat memulai permainan: { $reason }

## A game link that leads nowhere

not-found-heading = Tidak ada permainan di sini
not-found-text = Tidak ada permainan di tautan ini. Mungkin tautannya salah ketik, atau permainannya sudah tidak ada.
not-found-home = Mulai permainan baru

## Game screen

board-label = Papan
board-help = Tombol panah menggerakkan kursor, Enter atau Spasi mengangkat dan meletakkan bidak, Escape membatalkan.
review-start = Posisi awal
review-after = Setelah langkah { $ply } dari { $total }
review-first = Posisi awal
review-prev = Langkah sebelumnya
review-next = Langkah berikutnya
review-live = Kembali ke permainan
turn-connecting = Menghubungkan…
turn-reconnecting = Menghubungkan ulang…
turn-choose-setup = Pilih susunan Anda ({ $side }).
turn-waiting-setup = Menunggu { $side } memilih susunan…
turn-side-to-move = Giliran { $side }.
turn-yours = Giliran Anda ({ $side }).
turn-computer = Komputer ({ $side }) sedang berpikir…
turn-waiting-friend = Menunggu teman Anda bergabung sebagai { $side }…
turn-waiting = Menunggu { $side }…
check-xiangqi = Skak!
check-janggi = Janggun (skak)!
notice-watching = Anda sedang menonton permainan ini.
notice-seat-taken = Kedua kursi sudah terisi: Anda menonton permainan ini.
notice-invite-failed = Undangan ini tidak berlaku: Anda menonton permainan ini.
notice-repetition = Posisi ini sudah terjadi dua kali. Jika terjadi untuk ketiga kalinya, permainan berakhir (pihak yang memberi skak di setiap langkah kalah).
notice-bikjang = Bikjang: kedua jenderal saling berhadapan di lajur terbuka.

## Players

player-you = { $side }: Anda
player-this-device = { $side }: perangkat ini
player-computer = { $side }: komputer, tingkat { $level }
player-waiting-friend = { $side }: menunggu teman
player-friend = { $side }: teman Anda
player-friend-away = { $side }: teman Anda (terputus)
player-other = { $side }: pemain
player-other-away = { $side }: pemain (terputus)
to-move = giliran jalan
spectators =
    { $count ->
       *[other] { $count } menonton
    }
invite-prompt = Kirim tautan ini ke teman Anda:
invite-link-label = Tautan undangan
copy = Salin
copied = Tersalin
points = Poin: { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = Bidak { $side } yang hilang:
captured-none = Bidak { $side } yang hilang: tidak ada

## Buttons

pass = Pas
undo = Batalkan langkah
flip = Balik papan
flip-title = Putar papan ke arah sebaliknya
resign = Menyerah
new-game = Permainan baru
moves-heading = Langkah
coords-label = koordinat
copy-moves = Salin langkah
moves-copied = Langkah tersalin
move-pass = pas
move-title = Langkah { $ply }: { $move }

## Janggi setup choice

setup-title-mine = { $side }: pilih posisi kuda dan gajah Anda
setup-title-other = { $side } sedang memilih susunan…
setup-han-chose = { -han } memilih { $setup }.
setup-order = { -han } memilih lebih dulu, lalu { -cho }.
setup-named = Urutan dihitung dari sisi kiri masing-masing pemain.
setup-ma-sang-sang-ma = 馬象象馬 kuda, gajah, gajah, kuda
setup-sang-ma-sang-ma = 象馬象馬 gajah, kuda, gajah, kuda
setup-ma-sang-ma-sang = 馬象馬象 kuda, gajah, kuda, gajah
setup-sang-ma-ma-sang = 象馬馬象 gajah, kuda, kuda, gajah

## Dialogs

resign-question = Menyerah dalam permainan ini?
resign-yes = Menyerah
keep-playing = Lanjut bermain
pass-question = Pas sekarang akan mengakhiri permainan. { $outcome } Tetap pas?
pass-yes = Pas dan akhiri permainan
over-title = Permainan selesai
over-won = Anda menang!
over-lost = Anda kalah
over-draw = Seri
over-points = Poin: { $first } { $firstPoints }, { $second } { $secondPoints }.
score-after-level = Melawan tingkat { $level }: { $won } menang, { $lost } kalah, { $drawn } seri.
score-after-friend = Melawan teman: { $won } menang, { $lost } kalah, { $drawn } seri.
score-after-local = Permainan di perangkat ini: { $first } menang { $firstWins }, { $second } menang { $secondWins }, { $drawn } seri.
play-again = Main lagi
look-at-board = Lihat papan

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = { $side } menang dengan skakmat.
outcome-win-no-legal-moves = { $side } menang: pihak lawan tidak punya langkah yang sah.
outcome-win-bikjang = { $side } menang poin setelah bikjang (kedua jenderal saling berhadapan).
outcome-win-repetition = { $side } menang karena pengulangan posisi.
outcome-win-perpetual-check = { $side } menang: pihak lawan memberi skak terus-menerus.
outcome-win-double-pass = { $side } menang poin setelah kedua pihak pas.
outcome-win-ply-limit = { $side } menang poin karena batas langkah tercapai.
outcome-win-quiet-limit = { $side } menang setelah terlalu banyak langkah tanpa memakan bidak.
outcome-win-bare-material = { $side } menang: pihak lawan tidak punya bidak penyerang lagi.
outcome-win-resignation = { $side } menang karena lawan menyerah.
outcome-win-agreement = { $side } menang atas kesepakatan.
outcome-win = { $side } menang.
outcome-draw-bikjang = Seri karena bikjang (kedua jenderal saling berhadapan).
outcome-draw-repetition = Seri karena pengulangan posisi.
outcome-draw-perpetual-check = Seri: kedua pihak memberi skak terus-menerus.
outcome-draw-double-pass = Seri: kedua pihak pas.
outcome-draw-ply-limit = Seri karena batas langkah tercapai.
outcome-draw-quiet-limit = Seri setelah terlalu banyak langkah tanpa memakan bidak.
outcome-draw-bare-material = Seri: kedua pihak tidak punya bidak penyerang lagi.
outcome-draw-agreement = Seri atas kesepakatan.
outcome-draw = Seri.

## Board cells and announcements for screen readers

point-empty = { $point }, kosong
point-piece = { $piece } { $side }, { $point }
point-target = { $point }, kosong, Anda bisa melangkah ke sini
point-capture = { $piece } { $side }, { $point }, Anda bisa memakannya
announce-picked =
    { $count ->
       *[other] { $piece } di { $point } diangkat: ada { $count } titik tujuan.
    }
announce-cannot-move = { $piece } di { $point } tidak bisa bergerak sekarang.
announce-put-down = Bidak diletakkan.
announce-move = { $side }: { $move }.
announce-pass = { $side } pas.

## Errors, by the server's codes

error-not-connected = Tidak terhubung ke server; mencoba lagi…
error-unreachable = Tidak dapat menghubungi server.
error-unknown-game = Permainan ini tidak ada.
error-wrong-token = Browser ini tidak memegang kursi dalam permainan ini.
error-spectator = Anda sedang menonton permainan ini dan tidak bisa melangkah.
error-not-your-turn = Sekarang bukan giliran Anda.
error-malformed-move = Server tidak memahami langkah tersebut.
error-illegal-move = Langkah itu tidak sah.
error-game-over = Permainan sudah selesai.
error-undo-not-allowed = Langkah tidak bisa dibatalkan dalam permainan ini.
error-setup-pending = Susunan masih sedang dipilih.
error-no-setup = Tidak ada susunan yang perlu dipilih sekarang.
error-unknown-setup = Susunan itu tidak ada.
error-nothing-to-undo = Tidak ada langkah yang bisa dibatalkan.
error-wrong-invite = Undangan ini tidak berlaku.
error-seat-taken = Kedua kursi sudah terisi.
error-unavailable = Permainan sedang sibuk; coba lagi sebentar lagi.
error-storage = Server tidak dapat menyimpan permainan; coba lagi.
error-storage-unavailable = Server belum dapat menyimpan permainan saat ini; coba lagi nanti.
error-too-many-spectators = Terlalu banyak orang yang menonton permainan ini; mencoba lagi…
error-bad-request = Server tidak memahami permintaan tersebut.
error-too-large = Permintaan terlalu besar.
error-malformed = Server tidak memahami sebuah pesan.
error-rate-limited = Terlalu banyak pesan sekaligus; menghubungkan ulang…
error-other = Terjadi kesalahan ({ $code }).

## Study board and board editor

start-study = Pelajari rekaman permainan
start-editor = Susun posisi
title-study = Papan studi · Palace
title-editor = Penyunting posisi · Palace
study-heading = Papan studi
study-import-legend = Impor rekaman
study-file-label = Buka berkas
study-drop-hint = GIB, PGN, XQF, DhtmlXQ, CBF, atau FEN; berkas juga bisa dijatuhkan ke halaman ini.
study-paste-label = Atau tempel rekaman atau FEN
study-paste-button = Baca
study-reading = Membaca…
study-read-failed = Rekaman tidak dapat dibaca: { $reason }
study-games-label = Permainan
study-game-option = { $number }. { $title }
study-game-errors = Permainan dalam berkas yang tidak terbaca: { $count }. Yang pertama: { $detail }
study-empty = Impor rekaman, atau buka posisi dari penyunting.
study-ply = Langkah { $ply } dari { $total }
study-branch = Langkah { $ply } dari variasimu sejak langkah { $from }
study-back-to-game = Kembali ke permainan
study-last = Langkah terakhir
study-export-legend = Ekspor
study-fen-label = FEN
study-copy-fen = Salin FEN
study-edit-position = Sunting posisi ini
study-export-what = Apa
study-export-line = Variasi di papan
study-export-game = Permainan yang diimpor
study-format-label = Format
study-format-pgn = PGN, koordinat
study-format-wxf = PGN, langkah WXF
study-format-chinese = PGN, langkah Tionghoa
study-format-korean = PGN, langkah Korea
study-format-gib = GIB
study-format-fen = FEN posisi yang ditampilkan
study-export-button = Tampilkan
study-download = Unduh
editor-heading = Penyunting posisi
editor-palette-label = Bidak yang ditaruh
editor-turn-label = Giliran
editor-start = Posisi awal
editor-clear = Kosongkan papan
editor-check = Periksa posisi
editor-open-study = Buka di papan studi
editor-valid = Posisi ini sah.
editor-piece = { $piece } ({ $side })
editor-remove = Angkat bidak
editor-fault-bad-fen = FEN tidak dapat dibaca.
editor-fault-general-count = { $side } harus punya tepat satu { $piece }.
editor-fault-general-outside-palace = { $piece } ({ $side }) di { $point } berada di luar istananya.
editor-fault-generals-facing = Kedua jenderal berhadapan tanpa apa pun di antaranya.
editor-fault-too-many = { $side } punya { $count } × { $piece }, paling banyak { $max }.
editor-fault-misplaced = { $piece } ({ $side }) di { $point } berada di titik yang tak pernah bisa dicapainya.
editor-fault-soldier-behind-start = { $piece } ({ $side }) di { $point } berada di belakang garis awalnya; prajurit tidak pernah mundur.
editor-fault-opponent-in-check = Pihak yang tidak sedang melangkah sedang diskak.
editor-play-computer = Mainkan melawan komputer
editor-play-friend = Mainkan bersama teman
study-this-game = Pelajari permainan ini

## lessons
start-lessons = Pelajaran
lessons-heading = Pelajaran
lessons-intro = Setiap pelajaran mengajarkan satu aturan pada satu posisi: baca aturannya, bandingkan langkah yang ditandai, lalu mainkan jawabannya di papan.
lessons-progress = { $done } dari { $total } selesai
lessons-solved = Selesai
lessons-step-rule = Aturannya
lessons-step-compare = Bandingkan langkah-langkah ini
lessons-step-play = Langkahmu
lessons-play-hint = Mainkan jawabanmu di papan.
lessons-right = Benar!
lessons-wrong = Bukan yang ini.
lessons-show-answer = Tunjukkan jawaban
lessons-try-again = Coba lagi
lessons-next = Pelajaran berikutnya
lessons-all = Semua pelajaran
lessons-review = Ringkasan
lessons-candidate = { $piece } { $move }
lessons-not-found = Pelajaran itu tidak ada.
lesson-q-capture = Langkah mana yang memenangkan materi?
lesson-q-mate = Temukan skakmat dalam satu langkah.
lesson-q-check = Kamu sedang diskak. Apa jawaban terbaik?
lesson-q-safe = Kudamu diserang. Ke mana ia harus pergi?
lesson-q-bikjang = Kedua jenderal saling berhadapan. Patahkan bikjang.
lesson-q-pass = Apa hal terbaik yang bisa dilakukan di sini?
lesson-q-points = Makan yang mana yang memberi poin terbanyak?
lesson-xq-cannon-screen-title = Tabir meriam
lesson-xq-cannon-screen-rule = Meriam bergerak seperti kereta, tetapi hanya memakan dengan melompati tepat satu buah dari pihak mana pun: tabir.
lesson-xq-cannon-screen-explain = Prajurit hitam di b6 adalah tabirnya: meriam melompatinya dan memakan kereta di b8.
lesson-xq-cannon-screen-wrong = Langkah itu sah, tetapi tidak memakan apa pun: meriam hanya memakan lewat tabir.
lesson-xq-cannon-screen-review = Meriam: meluncur untuk bergerak, melompati satu buah untuk memakan.
lesson-xq-cannon-limit-title = Yang tidak bisa dimakan meriam
lesson-xq-cannon-limit-rule = Tanpa buah di antaranya, atau dengan dua buah, meriam tidak bisa memakan. Ia butuh tepat satu tabir.
lesson-xq-cannon-limit-explain = Prajuritmu di e5 adalah tabir antara meriam dan kuda di g5. Kereta di b9 tidak punya tabir di depannya.
lesson-xq-cannon-limit-wrong = Meriam hanya pindah ke sana. Ia tidak bisa memakan kereta di b9: tidak ada apa pun di antaranya.
lesson-xq-cannon-limit-review = Tanpa tabir, tidak ada makan: cari tepat satu buah di antaranya.
lesson-xq-horse-leg-title = Kaki kuda
lesson-xq-horse-leg-rule = Kuda melangkah satu titik lurus, lalu satu titik diagonal ke luar. Buah di titik pertama itu, kakinya, menghalanginya.
lesson-xq-horse-leg-explain = Penasihatmu di d3 menghalangi jalan ke kereta di e4, tetapi jalan ke meriam di a4 terbuka.
lesson-xq-horse-leg-wrong = Itu tidak memakan apa pun. Titik d3 terhalang, tetapi b3 kosong.
lesson-xq-horse-leg-review = Sebelum menghitung lompatan kuda, periksa setiap kakinya.
lesson-xq-elephant-eye-title = Mata gajah
lesson-xq-elephant-eye-rule = Gajah bergerak tepat dua titik diagonal dan tidak pernah menyeberangi sungai. Buah di titik tengahnya, matanya, menghalanginya.
lesson-xq-elephant-eye-explain = Prajurit di f4 menghalangi jalan ke g5, tetapi jalan ke c5 terbuka: gajah memakan kuda.
lesson-xq-elephant-eye-wrong = Itu tidak memakan apa pun. Mata d4 kosong, jadi gajah mencapai c5.
lesson-xq-elephant-eye-review = Satu buah di matanya menghentikan gajah.
lesson-xq-soldier-river-title = Prajurit di seberang sungai
lesson-xq-soldier-river-rule = Prajurit maju satu titik. Setelah menyeberangi sungai ia boleh juga ke samping, tetapi tidak pernah mundur.
lesson-xq-soldier-river-explain = Prajurit di e6 sudah menyeberangi sungai, jadi ia boleh memakan kuda di d6 ke samping. Prajurit di c5 belum.
lesson-xq-soldier-river-wrong = Itu tidak memenangkan apa pun. Hanya prajurit di seberang sungai yang memakan ke samping.
lesson-xq-soldier-river-review = Sebelum sungai: hanya maju. Sesudahnya: maju atau ke samping.
lesson-xq-piece-values-title = Nilai buah
lesson-xq-piece-values-rule = Patokan umum: kereta 9, kuda dan meriam sekitar 4,5, penasihat dan gajah 2, prajurit 1 atau 2.
lesson-xq-piece-values-explain = Kuda bisa memakan kereta atau prajurit; kereta jauh lebih berharga.
lesson-xq-piece-values-wrong = Keuntungannya jauh lebih kecil. Kudamu bisa memakan kereta di b5.
lesson-xq-piece-values-review = Dari beberapa pilihan makan, ambil buah yang paling berharga.
lesson-xq-answer-check-title = Menjawab skak
lesson-xq-answer-check-rule = Skak dijawab dengan menggerakkan jenderal, menutup garisnya, atau memakan buah yang memberi skak. Di sini penasihat mengunci jenderal.
lesson-xq-answer-check-explain = Kereta di a8 memakan kereta yang memberi skak: skak hilang dan kamu memenangkan satu kereta.
lesson-xq-answer-check-wrong = Itu menutup skak, tetapi kereta hitam tetap ada. Memakannya lebih baik.
lesson-xq-answer-check-review = Saat diskak, cari dulu cara memakan buah yang memberi skak.
lesson-xq-flying-general-pin-title = Jenderal tidak boleh berhadapan
lesson-xq-flying-general-pin-rule = Kedua jenderal tidak boleh berada di satu lajur tanpa apa pun di antaranya. Satu buah di antara mereka tidak boleh meninggalkan lajur itu.
lesson-xq-flying-general-pin-explain = Kuda hitam di e6 adalah satu-satunya buah di antara kedua jenderal. Ia tidak bisa lari, jadi prajuritmu memakannya.
lesson-xq-flying-general-pin-wrong = Dengan itu kuda selamat. Ia terpaku oleh jenderalmu: makan sekarang.
lesson-xq-flying-general-pin-review = Jenderalmu menguasai lajur terbukanya: gunakan untuk memaku.
lesson-xq-flying-general-mate-title = Jenderal membantu skakmat
lesson-xq-flying-general-mate-rule = Karena kedua jenderal tidak boleh berhadapan, jenderalmu menguasai seluruh lajurnya.
lesson-xq-flying-general-mate-explain = Kereta memberi skak di b10. Jenderal tidak bisa ke d10, berhadapan dengan jenderalmu, juga tidak ke f10 atau e9.
lesson-xq-flying-general-mate-wrong = Itu bukan skakmat: jenderal hitam masih punya jalan keluar.
lesson-xq-flying-general-mate-review = Hitung jenderalmu sebagai penyerang: ia menjaga lajurnya.
lesson-xq-double-chariot-mate-title = Skakmat dua kereta
lesson-xq-double-chariot-mate-rule = Dua kereta mematikan jenderal: satu menutup sebuah baris, yang lain memberi skak di baris berikutnya.
lesson-xq-double-chariot-mate-explain = Kereta di a9 menahan baris 9 dan yang lain memberi skak di b10. Jenderal tidak punya titik bebas.
lesson-xq-double-chariot-mate-wrong = Jenderal lolos. Tetap tutup baris 9 dan beri skak di baris 10.
lesson-xq-double-chariot-mate-review = Satu kereta memotong, yang lain memberi skak.
lesson-xq-horse-chariot-mate-title = Skakmat kuda dan kereta
lesson-xq-horse-chariot-mate-rule = Kuda memberi skak dari dekat sementara kereta merebut titik pelarian jenderal.
lesson-xq-horse-chariot-mate-explain = Kuda memberi skak dari g9 (atau f8). Kereta menjaga e9 dan penasihat menutup sisanya.
lesson-xq-horse-chariot-mate-wrong = Itu bukan skakmat. Beri skak dengan kuda sementara kereta menjaga e9.
lesson-xq-horse-chariot-mate-review = Kereta mengurung, kuda memberi skak.
lesson-xq-horse-cannon-mate-title = Meriam di belakang kuda
lesson-xq-horse-cannon-mate-rule = Kuda di depan jenderal bisa menjadi tabir meriam sekaligus menjaga titik di samping jenderal.
lesson-xq-horse-cannon-mate-explain = Meriam di e3 memberi skak lewat kuda di e8. Kuda menjaga d10 dan f10, meriam menjaga e9.
lesson-xq-horse-cannon-mate-wrong = Itu bukan skakmat. Letakkan meriam di lajur jenderal, di belakang kuda.
lesson-xq-horse-cannon-mate-review = Kuda di depan, meriam di belakang: skakmat klasik.
lesson-xq-soldier-mate-title = Skakmat prajurit
lesson-xq-soldier-mate-rule = Prajurit di seberang sungai bisa mematikan bila buah lain menjaga titik pelarian jenderal.
lesson-xq-soldier-mate-explain = Prajurit memberi skak dari f9, dilindungi kereta. Jenderal tidak bisa ke e10: ia akan berhadapan dengan jenderalmu.
lesson-xq-soldier-mate-wrong = Bukan skakmat. Majukan prajurit ke tempat yang dilindungi kereta.
lesson-xq-soldier-mate-review = Bahkan prajurit bisa mematikan bila jenderal tak punya tempat lari.
lesson-xq-perpetual-check-title = Skak abadi kalah
lesson-xq-perpetual-check-rule = Bila posisi terjadi untuk ketiga kalinya dan satu pihak memberi skak di setiap langkah, pihak itu kalah. Kereta sudah dua kali memberi skak dari a10.
lesson-xq-perpetual-check-explain = Kereta di i8 memberi skak di i10 sementara yang lain menahan baris 9: skakmat, tanpa pengulangan.
lesson-xq-perpetual-check-wrong = Skak dari a10 mengulang posisi untuk ketiga kalinya dan akan kalah. Cari skakmat.
lesson-xq-perpetual-check-review = Jangan mengulang skak: cari skak baru, atau skakmat.
lesson-xq-chase-title = Pengejaran
lesson-xq-chase-rule = Menyerang buah yang sama tanpa pelindung berulang kali adalah pengejaran. Menurut aturan ini, pengejaran abadi kalah, sama seperti skak abadi.
lesson-xq-chase-explain = Di c4 kuda dilindungi keretamu di c1: pengejaran berakhir.
lesson-xq-chase-wrong = Di sana kuda masih tanpa pelindung dan kereta bisa terus mengejarnya.
lesson-xq-chase-review = Melawan pengejaran, letakkan buah di tempat yang terlindungi.
lesson-jg-cannon-screen-title = Tabir meriam Janggi
lesson-jg-cannon-screen-rule = Dalam Janggi meriam melompati tepat satu buah, baik untuk bergerak maupun memakan. Tanpa tabir ia tidak bisa bergerak sama sekali.
lesson-jg-cannon-screen-explain = Prajurit Han di b6 adalah tabirnya: meriam melompatinya dan memakan kereta di b8.
lesson-jg-cannon-screen-wrong = Meriam bisa mendarat di sana, tetapi tidak memakan apa pun. Lompati tabir dan makan keretanya.
lesson-jg-cannon-screen-review = Meriam Janggi selalu melompat, bahkan untuk bergerak.
lesson-jg-cannon-limit-title = Meriam tidak melompati meriam
lesson-jg-cannon-limit-rule = Meriam Janggi tidak boleh memakai meriam sebagai tabir dan tidak pernah boleh memakan meriam.
lesson-jg-cannon-limit-explain = Meriam Han di b5 tidak bisa dilompati, jadi kereta aman. Lewat kudamu di c3, meriam memakan kuda di f3.
lesson-jg-cannon-limit-wrong = Itu tidak memakan apa pun. Pakai kudamu di c3 sebagai tabir dan makan kuda di f3.
lesson-jg-cannon-limit-review = Meriam tidak melompati dan tidak memakan meriam.
lesson-jg-chariot-diagonal-title = Kereta di istana
lesson-jg-chariot-diagonal-rule = Di dalam istana kereta juga boleh bergerak di sepanjang garis diagonal.
lesson-jg-chariot-diagonal-explain = Dari d3 kereta melaju di diagonal melewati pusat kosong e2 dan memakan meriam di f1.
lesson-jg-chariot-diagonal-wrong = Itu tidak memakan apa pun. Di istana kereta bisa memakai diagonal dari d3 ke f1.
lesson-jg-chariot-diagonal-review = Garis istana adalah jalan tambahan bagi kereta.
lesson-jg-cannon-diagonal-title = Meriam di diagonal istana
lesson-jg-cannon-diagonal-rule = Di diagonal istana meriam melompat dari satu sudut ke sudut seberang, melewati buah di pusat yang bukan meriam.
lesson-jg-cannon-diagonal-explain = Pengawalmu di e2 adalah tabirnya: meriam melompat dari d1 ke f3 dan memakan kereta.
lesson-jg-cannon-diagonal-wrong = Itu tidak memakan apa pun. Lompat diagonal melewati pengawal di e2.
lesson-jg-cannon-diagonal-review = Di istana meriam bisa melompati pusat.
lesson-jg-elephant-block-title = Gajah Janggi
lesson-jg-elephant-block-rule = Gajah melangkah satu titik lurus, lalu dua titik diagonal. Buah di salah satu dari dua titik di jalannya menghalanginya.
lesson-jg-elephant-block-explain = Jalan ke f6 lewat d4 dan e5 terbuka: gajah memakan kuda. Prajurit di d6 menghalangi jalan ke kereta.
lesson-jg-elephant-block-wrong = Itu tidak memakan apa pun. Periksa kedua titik di setiap jalan gajah.
lesson-jg-elephant-block-review = Gajah punya dua titik untuk diperiksa di setiap jalannya.
lesson-jg-horse-block-title = Kuda Janggi
lesson-jg-horse-block-rule = Kuda melangkah satu titik lurus, lalu satu titik diagonal ke luar. Buah di titik pertama menghalanginya.
lesson-jg-horse-block-explain = Pengawalmu di d3 menghalangi jalan ke kereta di e4; jalan ke meriam di a4 lewat b3 terbuka.
lesson-jg-horse-block-wrong = Itu tidak memakan apa pun. Kuda masih bisa mencapai a4 lewat titik kosong b3.
lesson-jg-horse-block-review = Kuda hanya sebebas langkah pertamanya.
lesson-jg-soldier-palace-title = Prajurit di istana
lesson-jg-soldier-palace-rule = Prajurit Janggi bergerak maju atau ke samping. Di istana lawan ia juga boleh maju di sepanjang diagonal.
lesson-jg-soldier-palace-explain = Dari sudut d8 prajurit melangkah di diagonal istana ke e9 dan memakan kuda.
lesson-jg-soldier-palace-wrong = Itu tidak memakan apa pun. Dari d8 prajurit boleh melangkah diagonal ke e9.
lesson-jg-soldier-palace-review = Di istana lawan, prajurit memakai diagonal.
lesson-jg-points-title = Menghitung poin
lesson-jg-points-rule = Buah Janggi punya poin: kereta 13, meriam 7, kuda 5, gajah 3, pengawal 3, prajurit 2; Han mendapat tambahan 1,5. Sebagian permainan ditentukan oleh poin.
lesson-jg-points-explain = Meriam bernilai 7 poin, kuda 5: makan meriamnya.
lesson-jg-points-wrong = Itu memberi poin lebih sedikit. Meriam bernilai 7, kuda 5.
lesson-jg-points-review = Kereta 13, meriam 7, kuda 5, gajah dan pengawal 3, prajurit 2.
lesson-jg-general-diagonal-title = Jenderal di diagonal
lesson-jg-general-diagonal-rule = Jenderal bergerak satu titik di sepanjang garis istana, termasuk diagonal, dan tidak pernah meninggalkan istana.
lesson-jg-general-diagonal-explain = Jenderal melangkah diagonal dari d3 ke e2, keluar dari lajur kereta, ke titik yang tidak diserang; prajurit menjaga e3.
lesson-jg-general-diagonal-wrong = Kereta yang menutup akan dimakan kereta Han. Jenderal bisa lolos lewat diagonal.
lesson-jg-general-diagonal-review = Di istana, diagonal adalah jalan pelarian.
lesson-jg-bikjang-title = Bikjang
lesson-jg-bikjang-rule = Dua jenderal yang berhadapan di lajur terbuka disebut bikjang. Menurut aturan ini, setelah ada makan, pihak yang melangkah harus mematahkannya atau permainan ditentukan oleh poin.
lesson-jg-bikjang-explain = Keretamu di e5 berdiri di antara kedua jenderal; menggeser jenderal dari lajur juga mematahkan bikjang.
lesson-jg-bikjang-wrong = Setelah langkah itu kedua jenderal masih berhadapan: bikjang tetap ada.
lesson-jg-bikjang-review = Untuk mematahkan bikjang, menyingkir atau taruh buah di antaranya.
lesson-jg-pass-title = Lewat
lesson-jg-pass-rule = Dalam Janggi pihak yang tidak sedang diskak boleh lewat alih-alih melangkah. Di sini setiap langkah akan kehilangan pengawalmu.
lesson-jg-pass-explain = Lewat membuat pengawal tetap di e2, tempat ia melindungi jenderalmu dari kereta.
lesson-jg-pass-wrong = Di e3 pengawal dimakan prajurit dari d3. Lewat tidak merugikan apa pun.
lesson-jg-pass-review = Bila setiap langkah memperburuk keadaan, lewat saja.
lesson-jg-double-chariot-mate-title = Skakmat dua kereta di Janggi
lesson-jg-double-chariot-mate-rule = Dua kereta mematikan seperti di Xiangqi: satu menutup sebuah baris, yang lain memberi skak di baris terakhir.
lesson-jg-double-chariot-mate-explain = Kereta di a9 menahan baris 9 dan kereta di b10 memberi skak. Jenderal tidak punya titik bebas.
lesson-jg-double-chariot-mate-wrong = Jenderal lolos. Tetap tutup baris 9 dan beri skak di baris 10.
lesson-jg-double-chariot-mate-review = Satu kereta memotong, yang lain memberi skak.
lesson-jg-horse-chariot-mate-title = Skakmat kuda dan kereta di Janggi
lesson-jg-horse-chariot-mate-rule = Kereta memberi skak di baris belakang sementara kuda menjaga jalan keluar jenderal.
lesson-jg-horse-chariot-mate-explain = Kereta memberi skak dari i10; kuda di c8 menjaga e9, dan d10 serta f10 ada di garis kereta.
lesson-jg-horse-chariot-mate-wrong = Itu bukan skakmat. Beri skak di baris 10, tempat kuda menjaga e9.
lesson-jg-horse-chariot-mate-review = Kuda menjaga, kereta memberi skak.
lesson-jg-cannon-mate-title = Skakmat meriam di Janggi
lesson-jg-cannon-mate-rule = Meriam memberi skak lewat tabir. Prajurit di depan jenderal adalah tabir yang baik dan menjaga titik pelarian.
lesson-jg-cannon-mate-explain = Meriam di d3 memberi skak lewat prajurit di d8. d9 dan e9 dijaga dan tidak ada yang bisa menutup.
lesson-jg-cannon-mate-wrong = Itu bukan skakmat. Lompatkan meriam ke lajur jenderal, di belakang prajurit di d8.
lesson-jg-cannon-mate-review = Seorang prajurit bisa menjadi tabir sekaligus penjaga.
lesson-jg-perpetual-check-title = Skak abadi di Janggi
lesson-jg-perpetual-check-rule = Bila posisi terjadi untuk ketiga kalinya dan satu pihak memberi skak di setiap langkah, pihak itu kalah. Kereta sudah dua kali memberi skak dari a10.
lesson-jg-perpetual-check-explain = Kereta memberi skak dari i10 sementara yang lain menahan baris 9: skakmat, tanpa pengulangan.
lesson-jg-perpetual-check-wrong = Skak lagi dari a10 mengulang posisi dan kalah. Cari skakmatnya.
lesson-jg-perpetual-check-review = Jangan mengulang skak: cari skak baru, atau skakmat.
## online play: accounts, lobby, clocks, offers, chat, profiles, live games

account-login-open = Masuk
account-logout = Keluar
account-signed-in = Masuk sebagai { $name }
account-heading = Masuk atau buat akun
account-username = Nama pengguna
account-password = Kata sandi
account-rules = Nama pengguna: 2 sampai 20 huruf, angka, _ atau -. Kata sandi: minimal 8 karakter.
account-login = Masuk
account-register = Buat akun
account-cancel = Batal
account-error-username-taken = Nama pengguna ini sudah dipakai; pilih yang lain.
account-error-bad-username = Nama pengguna terdiri dari 2 sampai 20 huruf, angka, _ atau -.
account-error-bad-password = Kata sandi minimal 8 karakter.
account-error-wrong-credentials = Nama pengguna atau kata sandi salah.
account-error-rate-limited = Terlalu banyak percobaan; tunggu satu menit lalu coba lagi.
start-lobby = Main online
start-live = Tonton permainan
start-leaderboard = Papan peringkat
start-online-now = { $online } sedang online, { $games } permainan berlangsung
lobby-heading = Lobi
lobby-guest-hint = Tamu bermain permainan santai; masuk untuk bermain permainan berperingkat dan menantang pemain.
lobby-challenges = Tantangan
lobby-seeks = Ajakan terbuka
lobby-no-seeks = Belum ada ajakan terbuka. Buat satu di bawah.
lobby-new-seek = Ajakan baru
lobby-clock = Jam
lobby-clock-fischer = Menit + detik tambahan per langkah
lobby-clock-byoyomi = Byo-yomi
lobby-untimed = Tanpa jam
lobby-base = Menit
lobby-increment = Detik tambahan per langkah
lobby-main = Waktu utama (menit)
lobby-periods = Periode
lobby-period = Detik per periode
lobby-rated = Berperingkat
lobby-challenge-to = Tantang pemain
lobby-create-seek = Buat ajakan
lobby-send-challenge = Kirim tantangan
lobby-guest = Tamu
lobby-offer-terms = { $game }, { $rules }, { $clock }, { $rated }
lobby-rated-short = berperingkat
lobby-casual-short = santai
lobby-challenge-from = Tantangan dari { $name }
lobby-challenge-to-player = Tantangan Anda kepada { $name }
lobby-accept = Terima
lobby-decline = Tolak
lobby-withdraw = Tarik kembali
lobby-cancel = Batalkan
lobby-error-no-name = Masukkan nama pengguna pemain yang ingin ditantang.
lobby-error-rated-needs-account = Permainan berperingkat hanya untuk pemain yang masuk; masuk atau main santai.
lobby-error-too-many-seeks = Ajakan terbuka Anda sudah mencapai batas; batalkan satu dulu.
lobby-error-unknown-seek = Ajakan itu sudah tidak terbuka.
lobby-error-unknown-challenge = Tantangan itu sudah tidak terbuka.
lobby-error-own-seek = Anda tidak bisa bermain melawan diri sendiri.
lobby-error-not-yours = Itu bukan milik Anda.
lobby-error-unknown-player = Tidak ada pemain dengan nama pengguna itu.
lobby-error-not-logged-in = Masuk dulu.
clock-periods = { $periods } × { $seconds } dtk
clock-low = Waktu hampir habis
offer-accept = Terima
offer-decline = Tolak
offer-draw-from = { $side } menawarkan remis.
offer-draw-waiting = Remis ditawarkan; menunggu jawaban.
offer-takeback-from = { $side } minta membatalkan langkah.
offer-takeback-waiting = Pembatalan langkah diminta; menunggu jawaban.
online-offer-draw = Tawarkan remis
online-takeback = Minta batal langkah
online-abort = Hentikan permainan
online-rematch = Main lagi
online-rematch-accept = Terima main lagi
online-claim-win = Klaim kemenangan
online-claim-draw = Jadikan remis
online-download-pgn = Unduh PGN
online-download-gib = Unduh GIB
grace-countdown = Lawan Anda pergi. Anda dapat mengklaim permainan dalam { $seconds } dtk jika dia tidak kembali.
grace-over = Lawan Anda tidak kembali. Klaim kemenangan atau jadikan remis.
chat-players = Obrolan pemain
chat-spectators = Obrolan penonton
chat-label = Pesan
chat-send = Kirim
chat-from = { $name }:
chat-from-guest = Tamu:
outcome-aborted = Permainan dihentikan.
outcome-win-timeout = { $side } menang karena waktu.
outcome-win-abandonment = { $side } menang: lawan meninggalkan permainan.
outcome-draw-timeout = Remis: waktu habis, tetapi pihak lawan tidak bisa menang.
outcome-draw-abandonment = Remis: lawan meninggalkan permainan.
error-no-draws = Aturan ini tidak punya remis atas kesepakatan.
error-two-players-only = Hanya dalam permainan antara dua pemain.
error-no-offer = Tidak ada tawaran untuk dijawab.
error-too-late-to-abort = Permainan hanya bisa dihentikan pada dua langkah pertama.
error-opponent-present = Lawan Anda masih ada (atau masih bisa kembali).
error-not-over = Permainan belum selesai.
error-bad-chat = Pesan itu tidak bisa dikirim (kosong, terlalu panjang, atau tidak diizinkan di sini).
profile-title = { $name }: profil
profile-unknown = Tidak ada pemain dengan nama pengguna itu.
profile-provisional = Peringkat sementara (?): baru sedikit permainan.
profile-record = { $games } permainan: { $wins } menang, { $draws } remis, { $losses } kalah
profile-chart = Peringkat { $game } dari { $from } ke { $to }
profile-games = Permainan
profile-newer = Permainan lebih baru
profile-older = Permainan lebih lama
profile-playing = Sedang dimainkan
profile-game-about = { $game }, { $rated }: { $result }
game-players = { $first } lawan { $second }
leaderboard-heading = Papan peringkat
leaderboard-title = Papan peringkat { $game }
leaderboard-empty = Belum ada permainan berperingkat.
live-heading = Permainan yang berlangsung
live-empty = Tidak ada permainan yang berlangsung saat ini.
live-about = { $game }, { $rules }, { $clock }
live-watch = Tonton
## rules pages

start-rules = Aturan permainan
rules-this-game = Aturan permainan ini
rules-overview-title = { -brand }: aturan { -xiangqi } dan { -janggi }
rules-overview-heading = Aturan { -xiangqi } dan { -janggi }
rules-overview-intro = Kedua permainan dimainkan di titik-titik papan selebar sembilan garis dan sepanjang sepuluh garis. Setiap pihak punya jenderal di istana sembilan titik dan menang dengan men-skakmat jenderal lawan.
rules-about-xiangqi = { -xiangqi } adalah catur Tiongkok. Sebuah sungai melintasi tengah papan, dan { -red } jalan lebih dulu.
rules-about-janggi = { -janggi } adalah catur Korea. Tidak ada sungai, garis diagonal tiap istana menjadi jalan bagi bidak di dalamnya, dan { -cho } jalan lebih dulu.
rules-setup-choice = Sebelum permainan, tiap pihak memilih susunan kuda dan gajahnya.
rules-setup-fixed = Bidak mulai dari titik yang tetap.
rules-page-title = { -brand }: { $rules }
rules-all = Semua aturan
rules-play = Main satu permainan
rules-presets-heading = Set aturan
rules-not-found-title = Set aturan itu tidak ada
rules-not-found-text = Tidak ada set aturan bernama “{ $name }”. Inilah yang dikenal { -brand }:
rules-pieces-heading = Cara bidak bergerak
rules-diagram-caption = Dari { $from } bisa ke: { $targets }.
rules-diagram-blocked = Terhalang: { $points }.
rules-move-xiangqi-k = Jenderal bergerak satu titik sepanjang garis dan tidak pernah keluar dari istananya. Kedua jenderal tidak boleh berhadapan di garis yang terbuka.
rules-move-xiangqi-a = Penasihat bergerak satu titik diagonal dan tetap di istana.
rules-move-xiangqi-b = Gajah bergerak tepat dua titik diagonal. Bidak di titik tengah menghalanginya, dan gajah tidak pernah menyeberangi sungai.
rules-move-xiangqi-n = Kuda bergerak satu titik sepanjang garis, lalu satu titik diagonal ke luar. Bidak di titik pertama itu menutup jalannya.
rules-move-xiangqi-r = Kereta bergerak sejauh apa pun sepanjang garis sampai dihentikan bidak, dan memakan bidak lawan pertama yang ditemuinya.
rules-move-xiangqi-c = Meriam bergerak seperti kereta, tetapi hanya memakan dengan melompati tepat satu bidak ke bidak lawan.
rules-move-xiangqi-p = Prajurit maju satu titik. Setelah menyeberangi sungai ia juga boleh bergerak satu titik ke samping. Ia tidak pernah mundur.
rules-move-janggi-k = Jenderal bergerak satu titik sepanjang garis mana pun di istananya, termasuk diagonal, dan tidak pernah keluar.
rules-move-janggi-a = Pengawal bergerak seperti jenderal: satu titik sepanjang garis istana.
rules-move-janggi-b = Gajah bergerak satu titik sepanjang garis, lalu dua titik diagonal ke luar. Bidak di titik mana pun di jalannya menghalanginya.
rules-move-janggi-n = Kuda bergerak satu titik sepanjang garis, lalu satu titik diagonal ke luar. Bidak di titik pertama itu menutup jalannya.
rules-move-janggi-r = Kereta bergerak sejauh apa pun sepanjang garis, dan di dalam istana juga sepanjang diagonalnya.
rules-move-janggi-c = Meriam melompati tepat satu bidak yang bukan meriam, sepanjang garis atau diagonal istana, lalu berhenti di titik di baliknya atau memakan di sana. Meriam tidak pernah memakan meriam.
rules-move-janggi-p = Prajurit bergerak satu titik maju atau ke samping, tidak pernah mundur.
rules-note-cannon-slides = Dalam set aturan ini, meriam yang tidak memakan juga boleh bergerak seperti kereta.
rules-note-cannon-must-jump = Meriam perlu bidak untuk dilompati walaupun tidak memakan.
rules-note-soldier-palace-diagonals = Di istana lawan ia juga boleh maju sepanjang garis diagonal.
rules-table-heading = Sekilas tentang bidak
rules-col-traditional = Tradisional
rules-col-readable = Satu aksara
rules-col-picture = Gambar
rules-col-name = Nama
rules-col-moves = Cara bergerak
rules-col-points = Poin
rules-short-xiangqi-k = Satu titik sepanjang garis, di istana
rules-short-xiangqi-a = Satu titik diagonal, di istana
rules-short-xiangqi-b = Dua titik diagonal, tidak menyeberang sungai
rules-short-xiangqi-n = Satu lurus lalu satu diagonal; bisa terhalang
rules-short-xiangqi-r = Sejauh apa pun sepanjang garis
rules-short-xiangqi-c = Seperti kereta; memakan dengan melompati satu bidak
rules-short-xiangqi-p = Satu maju; ke samping setelah sungai
rules-short-janggi-k = Satu titik sepanjang garis istana
rules-short-janggi-a = Satu titik sepanjang garis istana
rules-short-janggi-b = Satu lurus lalu dua diagonal; bisa terhalang
rules-short-janggi-n = Satu lurus lalu satu diagonal; bisa terhalang
rules-short-janggi-r = Sejauh apa pun sepanjang garis atau diagonal istana
rules-short-janggi-c = Melompati tepat satu bidak yang bukan meriam
rules-short-janggi-p = Satu maju atau ke samping
rules-endings-heading = Cara permainan berakhir
rules-end-checkmate = Skakmat: pihak yang jenderalnya diserang dan tidak bisa lolos kalah.
rules-end-no-legal-move = Pihak yang tidak punya langkah sah kalah, walaupun tidak sedang di-skak.
rules-end-flying-general = Kedua jenderal tidak boleh berhadapan di garis terbuka: langkah yang membuat mereka begitu tidak diizinkan.
rules-end-facing-allowed = Kedua jenderal boleh berhadapan di garis terbuka; tidak ada akibatnya.
rules-end-bikjang-break-or-pass = Bikjang: pihak yang gilirannya dimulai dengan kedua jenderal berhadapan harus menutup atau meninggalkan garis itu, atau pas.
rules-end-bikjang-must-break = Bikjang: pihak yang gilirannya dimulai dengan kedua jenderal berhadapan harus menutup atau meninggalkan garis itu.
rules-end-bikjang-pass-while-facing = Pas saat kedua jenderal berhadapan mengakhiri permainan: { $decision ->
    [points] pihak dengan poin lebih banyak menang.
   *[draw] hasilnya remis.
  }
rules-end-bikjang-still-facing = Setelah ada bidak yang dimakan, pihak yang gilirannya dimulai dengan kedua jenderal berhadapan dan membiarkannya begitu mengakhiri permainan: { $decision ->
    [points] pihak dengan poin lebih banyak menang.
   *[draw] hasilnya remis.
  }
rules-end-pass-allowed = Pihak yang tidak sedang di-skak boleh pas alih-alih melangkah.
rules-end-pass-never = Pas tidak diizinkan.
rules-end-double-pass = Jika kedua pihak pas berturut-turut, permainan berakhir: { $decision ->
    [points] pihak dengan poin lebih banyak menang.
   *[draw] hasilnya remis.
  }
rules-end-repetition-xiangqi = Saat sebuah posisi muncul untuk ketiga kalinya, pihak yang memberi skak di setiap langkah sejak kemunculan pertamanya kalah, kecuali keduanya begitu; selain itu remis.
rules-end-repetition-janggi = Saat sebuah posisi muncul untuk ketiga kalinya, pihak dengan poin lebih banyak menang; pihak yang memberi skak di setiap langkah sejak kemunculan pertamanya justru kalah, kecuali keduanya begitu.
rules-end-repetition-fold = Saat sebuah posisi sudah muncul { $count } kali, permainan berakhir: pihak yang memberi skak terus-menerus kalah; selain itu { $decision ->
    [points] pihak dengan poin lebih banyak menang.
   *[draw] hasilnya remis.
  }
rules-end-chasing = Mengejar bidak yang tidak terlindungi di setiap langkah kalah, seperti skak terus-menerus.
rules-end-move-repetition = Menggerakkan satu bidak bolak-balik tanpa skak lebih cepat dihitung sebagai pengulangan.
rules-end-repetition-none = Posisi yang berulang tidak mengakhiri permainan.
rules-end-ply-limit = Setelah total { $count } langkah (tiap langkah tiap pihak dihitung), permainan berakhir: { $decision ->
    [points] pihak dengan poin lebih banyak menang.
   *[draw] hasilnya remis.
  }
rules-end-quiet-limit = Setelah { $count } langkah tanpa memakan (tiap langkah tiap pihak dihitung), permainan berakhir: { $decision ->
    [points] pihak dengan poin lebih banyak menang.
   *[draw] hasilnya remis.
  }
rules-end-quiet-limit-check-offset = Skak satu pihak di atas sepuluh memperpanjang batas itu.
rules-end-bare-material = Jika kedua pihak tidak lagi punya kereta, kuda, meriam, atau prajurit, permainan remis.
rules-end-draw-agreement = Para pemain boleh sepakat remis.
rules-end-resignation = Pemain boleh menyerah kapan saja.
rules-end-points = Poin: tiap pihak menghitung bidaknya di papan (lihat tabel); { -han } mendapat tambahan { $bonus } karena jalan kedua, jadi jumlahnya tidak pernah sama.
rules-faq-heading = Tanya jawab
rules-faq-q1 = Pihak mana yang jalan lebih dulu?
rules-faq-a1 = { -red } di { -xiangqi }, { -cho } di { -janggi }.
rules-faq-q2 = Bisakah jenderal keluar dari istana?
rules-faq-a2 = Tidak. Jenderal serta penasihat atau pengawalnya selalu tetap di dalam istana.
rules-faq-q3 = Mengapa kuda atau gajah saya tidak bisa ke sana?
rules-faq-a3 = Ada bidak di titik jalannya yang menghalangi; diagram di atas menandai titik seperti itu dengan tanda silang.
rules-faq-q4 = Apa yang terjadi jika posisi yang sama terus berulang?
rules-faq-a4 = Itu tergantung set aturannya: daftar cara permainan berakhir di halaman ini menjelaskan apa yang dilakukan set ini.
rules-strategy-heading = Catatan strategi
rules-strategy-opening-heading = Pembukaan
rules-strategy-opening = Keluarkan kereta lebih awal, kembangkan kuda sebelum terhalang, jaga pertahanan istana, dan jangan gerakkan prajurit tanpa tujuan.
rules-strategy-values-heading = Nilai bidak
rules-strategy-values-xiangqi = Satu kereta bernilai kira-kira dua kuda atau dua meriam. Meriam lebih kuat di awal, kuda di akhir saat papan mulai kosong. Penasihat dan gajah bertahan.
rules-strategy-values-janggi = Poin di tabel adalah panduan yang baik: kereta adalah bidak terkuat, dan meriam melemah saat papan kosong karena butuh bidak untuk dilompati.
rules-strategy-mates-heading = Skakmat yang umum
rules-strategy-mates = Dua kereta men-skakmat dengan bergantian di garis yang bersebelahan. Kuda dan kereta men-skakmat jenderal yang terkepung bidaknya sendiri. Meriam di balik penghalang pada garis jenderal men-skakmat saat jenderal tidak bisa menyingkir.
embed-title = { -brand }: papan permainan
embed-link-game = Lihat permainan ini di { -brand }
embed-link-rules = Aturan permainan ini di { -brand }
embed-link-home = Main { -janggi } dan { -xiangqi } di { -brand }
embed-no-game = Tidak ada permainan “{ $id }”.
embed-unavailable = Permainan ini tidak bisa ditampilkan sekarang: { $reason }
embed-bad-query = Tautan ini tidak benar.
embed-bad-rules = Set aturan tidak dikenal “{ $name }”.
embed-bad-fen = Posisi ini tidak bisa ditampilkan: { $reason }
embed-code-button = Salin kode sematan
embed-code-copied = Kode sematan disalin
embed-frame-title = { -brand }: papan permainan
## analysis
analysis-legend = Analisis mesin
analysis-on = Analisis
analysis-lines-label = Jumlah varian
analysis-depth = Kedalaman { $depth }
analysis-waiting = Mesin sedang berpikir…
analysis-no-moves = Tidak ada langkah sah di posisi ini.
analysis-mate = { $side } mematikan dalam { $moves } langkah
analysis-line-title = Varian { $number }: { $moves }
analysis-graph-button = Nilai seluruh permainan
analysis-graph-label = Penilaian setelah tiap langkah; klik untuk menuju langkah itu
analysis-graph-progress = { $done } dari { $total } posisi sudah dinilai
analysis-graph-done = Kesalahan ditandai merah; klik grafik untuk menuju sebuah langkah.
analysis-mistake = Langkah { $ply } ({ $move }): kesalahan, rugi { $drop }
analysis-too-many = Terlalu banyak papan analisis terbuka dari alamat Anda; tutup salah satunya lalu coba lagi.
analysis-no-engine = Server ini tidak punya mesin untuk analisis.
analysis-failed = Analisis gagal: { $reason }
editor-keys-hint = Di papan: tombol panah untuk bergerak, huruf FEN memilih bidak (huruf besar untuk pemain pertama: K A B N R C P), Enter atau Spasi menaruhnya, Delete menghapus, x memilih hapus.
