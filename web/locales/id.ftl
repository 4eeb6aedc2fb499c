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
