# Palace, tarayıcı istemcisi: Türkçe katalog.

## Terms

-brand = Palace
-xiangqi = Xiangqi
-janggi = Janggi
-red = Kırmızı
-black = Siyah
-cho = Cho
-han = Han

## Page and header

title-start = { -brand }: { -janggi } ve { -xiangqi }
title-game = { -brand }: { $first } – { $second }
brand = { -brand }
pieces-label = Taşlar
language-label = Dil
sound-label = Sesler
skip-to-board = Tahtaya geç

## Piece sets

pieceset-traditional = Geleneksel karakterler
pieceset-readable = Her taş türü için tek karakter
pieceset-letters = Harfler
pieceset-pictures = Resimler

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = General
piece-xiangqi-a = Danışman
piece-xiangqi-b = Fil
piece-xiangqi-n = At
piece-xiangqi-r = Savaş arabası
piece-xiangqi-c = Top
piece-xiangqi-p = Asker
piece-janggi-k = General
piece-janggi-a = Muhafız
piece-janggi-b = Fil
piece-janggi-n = At
piece-janggi-r = Savaş arabası
piece-janggi-c = Top
piece-janggi-p = Asker

## Start screen

start-heading = { -janggi } ya da { -xiangqi } oyna
resume-button = Oyununa devam et
game-legend = Oyun
game-xiangqi = { -xiangqi }
game-xiangqi-sub = Çin satrancı
game-janggi = { -janggi }
game-janggi-sub = Kore satrancı
opponent-legend = Rakip
mode-computer = Bilgisayar
mode-local = İki oyuncu
mode-local-sub = bu cihazda
mode-friend = Arkadaşını davet et
mode-friend-sub = bağlantı gönder
level-legend = Seviye
level-select-label = Seviye 1–8
level-easy = Kolay
level-easy-about = Hata yapar: hamleleri öğrenmek için ideal.
level-normal = Normal
level-normal-about = Mantıklı oynar ve korumasız taşları cezalandırır.
level-hard = Zor
level-hard-about = En güçlü seviye: en uzun düşünür ve nadiren hata yapar.
score-level = { $level }. seviyedeki skorun: { $won } galibiyet, { $lost } mağlubiyet, { $drawn } beraberlik
score-friend = Arkadaşlara karşı: { $won } galibiyet, { $lost } mağlubiyet, { $drawn } beraberlik
score-local = Bu cihazdaki oyunlar: { $first }: { $firstWins } galibiyet, { $second }: { $secondWins } galibiyet, { $drawn } beraberlik
side-legend = Tarafın
side-moves-first = ilk hamleyi yapar
side-moves-second = ikinci hamleyi yapar
side-random = Rastgele
side-at-bottom = { $side } altta
rules-legend = Kurallar
rules-advanced = Gelişmiş: Fairy-Stockfish uyumlu
rules-xiangqi-standard = Standart (Asya kuralları, basitleştirilmiş tekrar kuralı)
rules-xiangqi = Fairy-Stockfish: { -xiangqi }
rules-janggi-standard = Standart (diziliş seçimi, bikjang puanla sonuçlanır)
rules-janggi-club = Kulüp (sabit diziliş, top taş almazken savaş arabası gibi ilerler)
rules-janggi-strict = Katı (pas yok)
rules-janggi = Fairy-Stockfish: { -janggi }
rules-janggitraditional = Fairy-Stockfish: geleneksel
rules-janggimodern = Fairy-Stockfish: modern (Kakao)
rules-janggicasual = Fairy-Stockfish: gündelik
setup-hint = { -janggi }'de ilk hamleden önce her taraf atlarının ve fillerinin nerede duracağını seçer: önce { -han }, sonra { -cho }.
start-button = Başla
start-failed = Oyun başlatılamadı: { $reason }

## A game link that leads nowhere

not-found-heading = Burada oyun yok
not-found-text = Bu bağlantıda bir oyun yok. Bağlantı yanlış yazılmış olabilir ya da oyun artık mevcut değil.
not-found-home = Yeni oyun başlat

## Game screen

board-label = Tahta
board-help = Ok tuşları imleci hareket ettirir; Enter veya Boşluk taşı alır ve bırakır; Escape iptal eder.
review-start = Başlangıç konumu
review-after = { $ply }. hamleden sonra (toplam { $total })
review-first = Başlangıç konumu
review-prev = Önceki hamle
review-next = Sonraki hamle
review-live = Oyuna dön
turn-connecting = Bağlanıyor…
turn-reconnecting = Yeniden bağlanıyor…
turn-choose-setup = Dizilişini seç ({ $side }).
turn-waiting-setup = Bekleniyor: { $side } dizilişini seçiyor…
turn-side-to-move = Hamle sırası: { $side }.
turn-yours = Sıra sende ({ $side }).
turn-computer = Bilgisayar ({ $side }) düşünüyor…
turn-waiting-friend = Arkadaşının { $side } olarak katılması bekleniyor…
turn-waiting = Bekleniyor: { $side }…
check-xiangqi = Şah!
check-janggi = Janggun (şah)!
notice-watching = Bu oyunu izliyorsun.
notice-seat-taken = İki yer de dolu: bu oyunu izliyorsun.
notice-invite-failed = Bu davet geçerli değil: bu oyunu izliyorsun.
notice-repetition = Bu konum iki kez oluştu. Üçüncü kez oluşursa oyun biter (her hamlede şah çeken taraf kaybeder).
notice-bikjang = Bikjang: generaller açık bir dikey hatta karşı karşıya.

## Players

player-you = { $side }: sen
player-this-device = { $side }: bu cihaz
player-computer = { $side }: bilgisayar, seviye { $level }
player-waiting-friend = { $side }: arkadaş bekleniyor
player-friend = { $side }: arkadaşın
player-friend-away = { $side }: arkadaşın (bağlı değil)
player-other = { $side }: oyuncu
player-other-away = { $side }: oyuncu (bağlı değil)
to-move = sırada
spectators =
    { $count ->
       *[other] { $count } izleyici
    }
invite-prompt = Bu bağlantıyı arkadaşına gönder:
invite-link-label = Davet bağlantısı
copy = Kopyala
copied = Kopyalandı
points = Puan: { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = Kaybedilen taşlar ({ $side }):
captured-none = Kaybedilen taşlar ({ $side }): yok

## Buttons

pass = Pas
undo = Hamleyi geri al
flip = Tahtayı çevir
flip-title = Tahtayı 180° döndür
resign = Terk et
new-game = Yeni oyun
moves-heading = Hamleler
coords-label = koordinatlar
copy-moves = Hamleleri kopyala
moves-copied = Hamleler kopyalandı
move-pass = pas
move-title = Hamle { $ply }: { $move }

## Janggi setup choice

setup-title-mine = { $side }: atlarının ve fillerinin nerede duracağını seç
setup-title-other = { $side } dizilişini seçiyor…
setup-han-chose = { -han } şu dizilişi seçti: { $setup }.
setup-order = Önce { -han } seçer, sonra { -cho }.
setup-named = Sıralama her oyuncunun kendi solundan başlar.
setup-ma-sang-sang-ma = 馬象象馬 at, fil, fil, at
setup-sang-ma-sang-ma = 象馬象馬 fil, at, fil, at
setup-ma-sang-ma-sang = 馬象馬象 at, fil, at, fil
setup-sang-ma-ma-sang = 象馬馬象 fil, at, at, fil

## Dialogs

resign-question = Bu oyunu terk etmek istiyor musun?
resign-yes = Terk et
keep-playing = Oynamaya devam et
pass-question = Şimdi pas geçersen oyun biter. { $outcome } Yine de pas geçmek istiyor musun?
pass-yes = Pas geç ve oyunu bitir
over-title = Oyun bitti
over-won = Kazandın!
over-lost = Kaybettin
over-draw = Berabere
over-points = Puan: { $first } { $firstPoints }, { $second } { $secondPoints }.
score-after-level = { $level }. seviyeye karşı: { $won } galibiyet, { $lost } mağlubiyet, { $drawn } beraberlik.
score-after-friend = Arkadaşlara karşı: { $won } galibiyet, { $lost } mağlubiyet, { $drawn } beraberlik.
score-after-local = Bu cihazdaki oyunlar: { $first }: { $firstWins } galibiyet, { $second }: { $secondWins } galibiyet, { $drawn } beraberlik.
play-again = Tekrar oyna
look-at-board = Tahtaya bak

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = { $side } mat ederek kazandı.
outcome-win-no-legal-moves = { $side } kazandı: rakibin yapabileceği geçerli bir hamle yok.
outcome-win-bikjang = { $side } bikjang sonrasında puanla kazandı (generaller karşı karşıya geldi).
outcome-win-repetition = { $side } tekrar kuralıyla kazandı.
outcome-win-perpetual-check = { $side } kazandı: rakip sürekli şah çekti.
outcome-win-double-pass = { $side }, iki taraf da pas geçtikten sonra puanla kazandı.
outcome-win-ply-limit = { $side } hamle sınırına ulaşılınca puanla kazandı.
outcome-win-quiet-limit = { $side } kazandı: taş alınmadan çok fazla hamle yapıldı.
outcome-win-bare-material = { $side } kazandı: rakibin hiç saldırı taşı kalmadı.
outcome-win-resignation = { $side }, rakip terk ettiği için kazandı.
outcome-win-agreement = { $side } anlaşmayla kazandı.
outcome-win = { $side } kazandı.
outcome-draw-bikjang = Bikjang nedeniyle berabere (generaller karşı karşıya geldi).
outcome-draw-repetition = Tekrar nedeniyle berabere.
outcome-draw-perpetual-check = Berabere: iki taraf da sürekli şah çekti.
outcome-draw-double-pass = Berabere: iki taraf da pas geçti.
outcome-draw-ply-limit = Hamle sınırına ulaşıldı: berabere.
outcome-draw-quiet-limit = Berabere: taş alınmadan çok fazla hamle yapıldı.
outcome-draw-bare-material = Berabere: iki tarafın da saldırı taşı kalmadı.
outcome-draw-agreement = Anlaşmayla berabere.
outcome-draw = Berabere.

## Board cells and announcements for screen readers

point-empty = { $point }, boş
point-piece = { $side } { $piece }, { $point }
point-target = { $point }, boş, buraya gidebilirsin
point-capture = { $side } { $piece }, { $point }, bu taşı alabilirsin
announce-picked =
    { $count ->
       *[other] { $point } noktasındaki { $piece } alındı: gidebileceği { $count } nokta var.
    }
announce-cannot-move = { $point } noktasındaki { $piece } şu anda hareket edemez.
announce-put-down = Taş bırakıldı.
announce-move = { $side }: { $move }.
announce-pass = { $side } pas geçti.

## Errors, by the server's codes

error-not-connected = Sunucuya bağlı değil; yeniden deneniyor…
error-unreachable = Sunucuya ulaşılamadı.
error-unknown-game = Bu oyun mevcut değil.
error-wrong-token = Bu tarayıcının bu oyunda bir yeri yok.
error-spectator = Bu oyunu izliyorsun, hamle yapamazsın.
error-not-your-turn = Sıra sende değil.
error-malformed-move = Sunucu bu hamleyi anlayamadı.
error-illegal-move = Bu hamle kurallara aykırı.
error-game-over = Oyun bitti.
error-undo-not-allowed = Bu oyunda hamleler geri alınamaz.
error-setup-pending = Diziliş henüz seçiliyor.
error-no-setup = Şu anda seçilecek bir diziliş yok.
error-unknown-setup = Böyle bir diziliş yok.
error-nothing-to-undo = Geri alınacak hamle yok.
error-wrong-invite = Bu davet geçerli değil.
error-seat-taken = İki yer de dolu.
error-unavailable = Oyun şu anda meşgul; birazdan tekrar dene.
error-storage = Sunucu oyunu kaydedemedi; tekrar dene.
error-storage-unavailable = Sunucu şu anda oyunları kaydedemiyor; bir süre sonra tekrar dene.
error-too-many-spectators = Bu oyunu izleyen çok fazla kişi var; yeniden deneniyor…
error-bad-request = Sunucu isteği anlayamadı.
error-too-large = İstek çok büyüktü.
error-malformed = Sunucu bir mesajı anlayamadı.
error-rate-limited = Aynı anda çok fazla mesaj gönderildi; yeniden bağlanılıyor…
error-other = Bir şeyler ters gitti ({ $code }).

## Study board and board editor

start-study = Bir oyunu incele
start-editor = Pozisyon kur
title-study = Çalışma tahtası · Palace
title-editor = Pozisyon düzenleyici · Palace
study-heading = Çalışma tahtası
study-import-legend = Kayıt içe aktar
study-file-label = Dosya aç
study-drop-hint = GIB, PGN, XQF, DhtmlXQ, CBF veya FEN; dosyayı bu sayfaya da bırakabilirsiniz.
study-paste-label = Ya da bir kayıt veya FEN yapıştırın
study-paste-button = Oku
study-reading = Okunuyor…
study-read-failed = Kayıt okunamadı: { $reason }
study-games-label = Oyun
study-game-option = { $number }. { $title }
study-game-errors = Dosyada okunamayan oyun sayısı: { $count }. İlki: { $detail }
study-empty = Bir kayıt içe aktarın ya da düzenleyiciden bir pozisyon açın.
study-ply = Hamle { $ply } / { $total }
study-branch = { $from }. hamleden itibaren kendi varyantınızın { $ply }. hamlesi
study-back-to-game = Oyuna dön
study-last = Son hamle
study-export-legend = Dışa aktar
study-fen-label = FEN
study-copy-fen = FEN kopyala
study-edit-position = Bu pozisyonu düzenle
study-export-what = Ne
study-export-line = Tahtadaki varyant
study-export-game = İçe aktarılan oyun
study-format-label = Biçim
study-format-pgn = PGN, koordinatlar
study-format-wxf = PGN, WXF hamleleri
study-format-chinese = PGN, Çince hamleler
study-format-korean = PGN, Korece hamleler
study-format-gib = GIB
study-format-fen = Gösterilen pozisyonun FEN'i
study-export-button = Göster
study-download = İndir
editor-heading = Pozisyon düzenleyici
editor-palette-label = Konacak taş
editor-turn-label = Sıra
editor-start = Başlangıç pozisyonu
editor-clear = Tahtayı temizle
editor-check = Pozisyonu denetle
editor-open-study = Çalışma tahtasında aç
editor-valid = Pozisyon geçerli.
editor-piece = { $piece } ({ $side })
editor-remove = Taş kaldır
editor-fault-bad-fen = FEN okunamıyor.
editor-fault-general-count = { $side } tarafının tam bir { $piece } taşı olmalı.
editor-fault-general-outside-palace = { $point } üzerindeki { $piece } ({ $side }) sarayının dışında.
editor-fault-generals-facing = Generaller arada hiçbir şey olmadan karşı karşıya.
editor-fault-too-many = { $side }: { $count } × { $piece }, en çok { $max } olabilir.
editor-fault-misplaced = { $point } üzerindeki { $piece } ({ $side }) hiçbir zaman gidemeyeceği bir yerde.
editor-fault-soldier-behind-start = { $point } üzerindeki { $piece } ({ $side }) başlangıç hattının gerisinde; askerler asla geri gitmez.
editor-fault-opponent-in-check = Sırası olmayan taraf şahta.
editor-play-computer = Bilgisayara karşı oyna
editor-play-friend = Bir arkadaşla oyna
study-this-game = Bu oyunu incele

## analysis
analysis-legend = Motor analizi
analysis-on = Analiz et
analysis-lines-label = Varyant sayısı
analysis-depth = Derinlik { $depth }
analysis-waiting = Motor düşünüyor…
analysis-no-moves = Bu konumda yasal hamle yok.
analysis-mate = { $side } { $moves } hamlede mat ediyor
analysis-line-title = Varyant { $number }: { $moves }
analysis-graph-button = Tüm oyunu değerlendir
analysis-graph-label = Her hamleden sonraki değerlendirme; o hamleye gitmek için tıklayın
analysis-graph-progress = { $total } konumdan { $done } tanesi değerlendirildi
analysis-graph-done = Hatalar kırmızıyla işaretlidir; bir hamleye gitmek için grafiğe tıklayın.
analysis-mistake = Hamle { $ply } ({ $move }): hata, { $drop } kayıp
analysis-too-many = Adresinizden açık çok fazla analiz tahtası var; birini kapatıp yeniden deneyin.
analysis-no-engine = Bu sunucuda analiz yapacak motor yok.
analysis-failed = Analiz başarısız oldu: { $reason }
editor-keys-hint = Tahtada: ok tuşları hareket ettirir, bir FEN harfi taş seçer (ilk oyuncu için büyük harf: K A B N R C P), Enter ya da Boşluk taşı koyar, Delete kaldırır, x kaldırmayı seçer.
