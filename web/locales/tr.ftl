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

## rules pages

start-rules = Oyunların kuralları
rules-this-game = Bu oyunun kuralları
rules-overview-title = { -brand }: { -xiangqi } ve { -janggi } kuralları
rules-overview-heading = { -xiangqi } ve { -janggi } kuralları
rules-overview-intro = İki oyun da dokuz çizgi genişliğinde ve on çizgi uzunluğunda bir tahtanın noktalarında oynanır. Her tarafın dokuz noktalık bir sarayda bir generali vardır ve rakip generale mat yapan kazanır.
rules-about-xiangqi = { -xiangqi } Çin satrancıdır. Tahtanın ortasından bir nehir geçer ve ilk hamleyi { -red } yapar.
rules-about-janggi = { -janggi } Kore satrancıdır. Nehir yoktur, her sarayın çaprazları içindeki taşlar için yoldur ve ilk hamleyi { -cho } yapar.
rules-setup-choice = Oyundan önce her taraf atlarının ve fillerinin nasıl duracağını seçer.
rules-setup-fixed = Taşlar sabit noktalardan başlar.
rules-page-title = { -brand }: { $rules }
rules-all = Tüm kurallar
rules-play = Bir oyun oyna
rules-presets-heading = Kural setleri
rules-not-found-title = Böyle bir kural seti yok
rules-not-found-text = “{ $name }” adında bir kural seti yok. { -brand } şunları biliyor:
rules-pieces-heading = Taşlar nasıl hareket eder
rules-diagram-caption = { $from } noktasından gidebileceği yerler: { $targets }.
rules-diagram-blocked = Engellenen: { $points }.
rules-move-xiangqi-k = General bir çizgi boyunca bir nokta gider ve sarayından hiç çıkmaz. İki general açık bir çizgide asla karşı karşıya gelemez.
rules-move-xiangqi-a = Danışman çapraz bir nokta gider ve sarayda kalır.
rules-move-xiangqi-b = Fil tam iki nokta çapraz gider. Aradaki noktadaki bir taş onu engeller ve nehri asla geçmez.
rules-move-xiangqi-n = At bir çizgi boyunca bir nokta, sonra dışa doğru çapraz bir nokta gider. O ilk noktadaki bir taş yolu kapatır.
rules-move-xiangqi-r = Araba bir taş durdurana kadar bir çizgi boyunca istediği kadar gider ve karşılaştığı ilk rakip taşı alır.
rules-move-xiangqi-c = Top araba gibi gider ama yalnızca tam bir taşın üzerinden atlayarak bir rakip taşı alır.
rules-move-xiangqi-p = Asker bir nokta ileri gider. Nehri geçince yana da bir nokta gidebilir. Asla geri gitmez.
rules-move-janggi-k = General, çaprazlar dahil sarayının herhangi bir çizgisi boyunca bir nokta gider ve saraydan hiç çıkmaz.
rules-move-janggi-a = Muhafız general gibi gider: sarayın çizgileri boyunca bir nokta.
rules-move-janggi-b = Fil bir çizgi boyunca bir nokta, sonra dışa doğru çapraz iki nokta gider. Yolun herhangi bir noktasındaki bir taş onu engeller.
rules-move-janggi-n = At bir çizgi boyunca bir nokta, sonra dışa doğru çapraz bir nokta gider. O ilk noktadaki bir taş yolu kapatır.
rules-move-janggi-r = Araba bir çizgi boyunca istediği kadar gider, saray içinde çaprazlar boyunca da gidebilir.
rules-move-janggi-c = Top, bir çizgi ya da saray çaprazı boyunca top olmayan tam bir taşın üzerinden atlar ve ötesindeki bir noktaya konar ya da orada taş alır. Asla top almaz.
rules-move-janggi-p = Asker bir nokta ileri ya da yana gider, asla geri gitmez.
rules-note-cannon-slides = Bu kural setinde taş almayan bir top araba gibi de gidebilir.
rules-note-cannon-must-jump = Taş almadığında bile üzerinden atlayacağı bir taşa ihtiyacı vardır.
rules-note-soldier-palace-diagonals = Rakip sarayda çaprazlar boyunca ileri de gidebilir.
rules-table-heading = Bir bakışta taşlar
rules-col-traditional = Geleneksel
rules-col-readable = Tek karakter
rules-col-picture = Resim
rules-col-name = Ad
rules-col-moves = Nasıl gider
rules-col-points = Puan
rules-short-xiangqi-k = Sarayda, çizgi boyunca bir nokta
rules-short-xiangqi-a = Sarayda, çapraz bir nokta
rules-short-xiangqi-b = Çapraz iki nokta, nehri asla geçmez
rules-short-xiangqi-n = Bir düz, sonra bir çapraz; engellenebilir
rules-short-xiangqi-r = Çizgi boyunca istediği kadar
rules-short-xiangqi-c = Araba gibi; bir taşın üzerinden atlayarak alır
rules-short-xiangqi-p = Bir ileri; nehirden sonra yana da
rules-short-janggi-k = Saray çizgileri boyunca bir nokta
rules-short-janggi-a = Saray çizgileri boyunca bir nokta
rules-short-janggi-b = Bir düz, sonra iki çapraz; engellenebilir
rules-short-janggi-n = Bir düz, sonra bir çapraz; engellenebilir
rules-short-janggi-r = Çizgi ya da saray çaprazı boyunca istediği kadar
rules-short-janggi-c = Top olmayan tam bir taşın üzerinden atlar
rules-short-janggi-p = Bir ileri ya da yana
rules-endings-heading = Oyun nasıl biter
rules-end-checkmate = Mat: generali saldırı altında olup kaçamayan taraf kaybeder.
rules-end-no-legal-move = Hiç yasal hamlesi olmayan taraf, şahta olmasa bile kaybeder.
rules-end-flying-general = Generaller açık bir çizgide asla karşı karşıya gelemez: onları öyle bırakacak bir hamleye izin verilmez.
rules-end-facing-allowed = Generaller açık bir çizgide karşı karşıya gelebilir; bundan bir şey çıkmaz.
rules-end-bikjang-break-or-pass = Bikjang: sırası generaller karşı karşıyayken başlayan taraf çizgiyi kapatmalı, çizgiden çıkmalı ya da pas geçmelidir.
rules-end-bikjang-must-break = Bikjang: sırası generaller karşı karşıyayken başlayan taraf çizgiyi kapatmalı ya da çizgiden çıkmalıdır.
rules-end-bikjang-pass-while-facing = Generaller karşı karşıyayken pas geçmek oyunu bitirir: { $decision ->
    [points] daha çok puanı olan taraf kazanır.
   *[draw] oyun berabere biter.
  }
rules-end-bikjang-still-facing = Bir taş alındıktan sonra, sırası generaller karşı karşıyayken başlayan ve onları öyle bırakan taraf oyunu bitirir: { $decision ->
    [points] daha çok puanı olan taraf kazanır.
   *[draw] oyun berabere biter.
  }
rules-end-pass-allowed = Şahta olmayan taraf hamle yapmak yerine pas geçebilir.
rules-end-pass-never = Pas geçmek yasaktır.
rules-end-double-pass = İki taraf art arda pas geçerse oyun biter: { $decision ->
    [points] daha çok puanı olan taraf kazanır.
   *[draw] oyun berabere biter.
  }
rules-end-repetition-xiangqi = Bir konum üçüncü kez oluştuğunda, ilk oluşumundan beri her hamlede şah çeken taraf kaybeder, ikisi de çektiyse hariç; aksi halde berabere.
rules-end-repetition-janggi = Bir konum üçüncü kez oluştuğunda daha çok puanı olan taraf kazanır; ilk oluşumundan beri her hamlede şah çeken taraf ise kaybeder, ikisi de çektiyse hariç.
rules-end-repetition-fold = Bir konum { $count } kez oluştuğunda oyun biter: sürekli şah çeken kaybeder; aksi halde { $decision ->
    [points] daha çok puanı olan taraf kazanır.
   *[draw] oyun berabere biter.
  }
rules-end-chasing = Korunmayan bir taşı her hamlede kovalamak, sürekli şah gibi kaybettirir.
rules-end-move-repetition = Şah çekmeden bir taşı ileri geri oynatmak daha erken tekrar sayılır.
rules-end-repetition-none = Tekrarlanan konumlar oyunu bitirmez.
rules-end-ply-limit = Toplam { $count } hamleden sonra (her tarafın her hamlesi sayılır) oyun biter: { $decision ->
    [points] daha çok puanı olan taraf kazanır.
   *[draw] oyun berabere biter.
  }
rules-end-quiet-limit = Taş alınmadan geçen { $count } hamleden sonra (her tarafın her hamlesi sayılır) oyun biter: { $decision ->
    [points] daha çok puanı olan taraf kazanır.
   *[draw] oyun berabere biter.
  }
rules-end-quiet-limit-check-offset = Bir tarafın onu aşan şahları bu sınırı uzatır.
rules-end-bare-material = İki tarafta da araba, at, top ya da asker kalmadıysa oyun berabere biter.
rules-end-draw-agreement = Oyuncular beraberlikte anlaşabilir.
rules-end-resignation = Bir oyuncu istediği an terk edebilir.
rules-end-points = Puanlar: her taraf tahtadaki taşlarını sayar (tabloya bakın); { -han } ikinci oynadığı için { $bonus } ekler, bu yüzden toplamlar asla eşit olmaz.
rules-faq-heading = Sorular ve cevaplar
rules-faq-q1 = İlk hamleyi hangi taraf yapar?
rules-faq-a1 = { -xiangqi } oyununda { -red }, { -janggi } oyununda { -cho }.
rules-faq-q2 = General saraydan çıkabilir mi?
rules-faq-a2 = Hayır. General ve danışmanları ya da muhafızları her zaman saraylarında kalır.
rules-faq-q3 = Atım ya da filim neden oraya gidemiyor?
rules-faq-a3 = Yolundaki bir noktada duran bir taş onu engelliyor; yukarıdaki diyagramlar böyle noktaları bir çarpı ile gösterir.
rules-faq-q4 = Aynı konum sürekli tekrar ederse ne olur?
rules-faq-a4 = Bu kural setine bağlıdır: bu sayfadaki oyunun nasıl bittiği listesi bu setin ne yaptığını söyler.
rules-strategy-heading = Strateji notları
rules-strategy-opening-heading = Açılış
rules-strategy-opening = Arabaları erken çıkarın, atları engellenmeden geliştirin, sarayı savunmada tutun ve askerleri amaçsız oynamayın.
rules-strategy-values-heading = Taşların değeri
rules-strategy-values-xiangqi = Bir araba yaklaşık iki at ya da iki top eder. Toplar oyunun başında, atlar tahta boşaldığında sonda daha güçlüdür. Danışmanlar ve filler savunur.
rules-strategy-values-janggi = Tablodaki puanlar iyi bir rehberdir: araba en güçlü taştır, toplar ise atlayacak taşa ihtiyaç duydukları için tahta boşaldıkça zayıflar.
rules-strategy-mates-heading = Sık görülen matlar
rules-strategy-mates = İki araba komşu çizgilerde sırayla oynayarak mat eder. At ve araba, kendi taşlarıyla sıkışmış bir generali mat eder. Generalin çizgisinde bir perdenin arkasındaki top, general yana çekilemezse mat eder.
embed-title = { -brand }: oyun tahtası
embed-link-game = Bu oyunu { -brand } üzerinde gör
embed-link-rules = Bu oyunun kuralları { -brand } üzerinde
embed-link-home = { -brand } üzerinde { -janggi } ve { -xiangqi } oyna
embed-no-game = “{ $id }” adlı bir oyun yok.
embed-unavailable = Bu oyun şu anda gösterilemiyor: { $reason }
embed-bad-query = Bu bağlantı hatalı.
embed-bad-rules = Bilinmeyen kural seti “{ $name }”.
embed-bad-fen = Bu konum gösterilemiyor: { $reason }
embed-code-button = Yerleştirme kodunu kopyala
embed-code-copied = Yerleştirme kodu kopyalandı
embed-frame-title = { -brand }: oyun tahtası
