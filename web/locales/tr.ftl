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

## lessons
start-lessons = Dersler
lessons-heading = Dersler
lessons-intro = Her ders bir kuralı bir pozisyon üzerinde öğretir: kuralı oku, işaretli hamleleri karşılaştır, sonra cevabı tahtada oyna.
lessons-progress = { $total } dersten { $done } tanesi çözüldü
lessons-solved = Çözüldü
lessons-step-rule = Kural
lessons-step-compare = Bu hamleleri karşılaştır
lessons-step-play = Senin hamlen
lessons-play-hint = Cevabını tahtada oyna.
lessons-right = Doğru!
lessons-wrong = Bu değil.
lessons-show-answer = Cevabı göster
lessons-try-again = Tekrar dene
lessons-next = Sonraki ders
lessons-all = Tüm dersler
lessons-review = Özet
lessons-candidate = { $piece } { $move }
lessons-not-found = Böyle bir ders yok.
lesson-q-capture = Hangi hamle malzeme kazandırır?
lesson-q-mate = Tek hamlede matı bul.
lesson-q-check = Şah altındasın. En iyi cevap nedir?
lesson-q-safe = Atın saldırı altında. Nereye gitmeli?
lesson-q-bikjang = Generaller karşı karşıya. Bikjangı boz.
lesson-q-pass = Burada yapılacak en iyi şey ne?
lesson-q-points = Hangi alış en çok puan kazandırır?
lesson-xq-cannon-screen-title = Topun perdesi
lesson-xq-cannon-screen-rule = Top savaş arabası gibi hareket eder ama yalnızca herhangi bir renkten tam bir taşın, perdenin, üzerinden atlayarak taş alır.
lesson-xq-cannon-screen-explain = b6'daki siyah asker perdedir: top onun üzerinden atlar ve b8'deki savaş arabasını alır.
lesson-xq-cannon-screen-wrong = Bu hamle kurallara uygun ama hiçbir şey almaz: top yalnızca perde üzerinden alır.
lesson-xq-cannon-screen-review = Top: gitmek için kayar, almak için bir taşın üzerinden atlar.
lesson-xq-cannon-limit-title = Topun alamadıkları
lesson-xq-cannon-limit-rule = Arada hiç taş yoksa ya da iki taş varsa top alamaz. Tam olarak bir perdeye ihtiyacı vardır.
lesson-xq-cannon-limit-explain = e5'teki askerin, topla g5'teki at arasındaki perdedir. b9'daki savaş arabasının önünde perde yok.
lesson-xq-cannon-limit-wrong = Top oraya yalnızca gider. b9'daki savaş arabasını alamaz: aralarında hiçbir şey yok.
lesson-xq-cannon-limit-review = Perde yoksa alış yok: arada tam bir taş ara.
lesson-xq-horse-leg-title = Atın bacağı
lesson-xq-horse-leg-rule = At bir nokta düz, sonra bir nokta çapraz dışarı gider. O ilk noktadaki, bacaktaki, bir taş onu engeller.
lesson-xq-horse-leg-explain = d3'teki danışmanın e4'teki savaş arabasına giden yolu kapatıyor, ama a4'teki topa giden yol açık.
lesson-xq-horse-leg-wrong = Bu hiçbir şey almaz. d3 noktası dolu, ama b3 boş.
lesson-xq-horse-leg-review = Atın sıçrayışlarını saymadan önce her bacağı kontrol et.
lesson-xq-elephant-eye-title = Filin gözü
lesson-xq-elephant-eye-rule = Fil tam iki nokta çapraz gider ve nehri asla geçmez. Orta noktadaki, gözdeki, bir taş onu engeller.
lesson-xq-elephant-eye-explain = f4'teki asker g5'e giden yolu kapatıyor, ama c5'e giden yol açık: fil atı alır.
lesson-xq-elephant-eye-wrong = Bu hiçbir şey almaz. d4 gözü boş, bu yüzden fil c5'e ulaşır.
lesson-xq-elephant-eye-review = Gözdeki tek bir taş fili durdurur.
lesson-xq-soldier-river-title = Nehri geçen askerler
lesson-xq-soldier-river-rule = Asker bir nokta ileri gider. Nehri geçtikten sonra yana da gidebilir, asla geri gidemez.
lesson-xq-soldier-river-explain = e6'daki asker nehri geçti, bu yüzden d6'daki atı yandan alabilir. c5'teki asker henüz geçmedi.
lesson-xq-soldier-river-wrong = Bu bir şey kazandırmaz. Yalnızca nehri geçen asker yandan alır.
lesson-xq-soldier-river-review = Nehirden önce: yalnızca ileri. Sonra: ileri ya da yana.
lesson-xq-piece-values-title = Taşların değeri
lesson-xq-piece-values-rule = Yaygın bir ölçü: savaş arabası 9, at ve top yaklaşık 4,5, danışman ve fil 2, asker 1 ya da 2.
lesson-xq-piece-values-explain = At savaş arabasını ya da bir askeri alabilir; savaş arabası çok daha değerlidir.
lesson-xq-piece-values-wrong = Bu çok daha az kazandırır. Atın b5'teki savaş arabasını alabilir.
lesson-xq-piece-values-review = Birkaç alış varsa en değerli taşı al.
lesson-xq-answer-check-title = Şaha cevap vermek
lesson-xq-answer-check-rule = Şaha generali oynatarak, hattı kapatarak ya da şah çeken taşı alarak cevap verilir. Burada danışmanlar generali yerinde tutuyor.
lesson-xq-answer-check-explain = a8'deki savaş arabası şah çeken savaş arabasını alır: şah kalkar ve bir savaş arabası kazanırsın.
lesson-xq-answer-check-wrong = Bu şahı kapatır ama siyah savaş arabası kalır. Onu almak daha iyi.
lesson-xq-answer-check-review = Şahtayken önce şah çeken taşı alabilir misin, ona bak.
lesson-xq-flying-general-pin-title = Generaller karşı karşıya gelemez
lesson-xq-flying-general-pin-rule = Generaller arada hiçbir şey olmadan asla aynı dikey hatta duramaz. Aradaki tek taş hattı terk edemez.
lesson-xq-flying-general-pin-explain = e6'daki siyah at generaller arasındaki tek taş. Kaçamaz, bu yüzden askerin onu alır.
lesson-xq-flying-general-pin-wrong = Böylece at hayatta kalır. Generalin onu çiviliyor: şimdi al.
lesson-xq-flying-general-pin-review = Generalin açık hattını kontrol eder: onu çivilemek için kullan.
lesson-xq-flying-general-mate-title = General mata yardım eder
lesson-xq-flying-general-mate-rule = Generaller karşı karşıya gelemediği için generalin bütün hattını kontrol eder.
lesson-xq-flying-general-mate-explain = Savaş arabası b10'da şah çeker. General senin generalinin karşısındaki d10'a, ne de f10 ya da e9'a gidebilir.
lesson-xq-flying-general-mate-wrong = Bu mat değil: siyah generalin hâlâ bir çıkışı var.
lesson-xq-flying-general-mate-review = Generalini de saldıran say: hattını korur.
lesson-xq-double-chariot-mate-title = İki savaş arabasıyla mat
lesson-xq-double-chariot-mate-rule = İki savaş arabası generali mat eder: biri bir yatay hattı kapatır, diğeri bir sonrakinde şah çeker.
lesson-xq-double-chariot-mate-explain = a9'daki savaş arabası 9. hattı tutar, diğeri b10'da şah çeker. Generalin boş noktası yok.
lesson-xq-double-chariot-mate-wrong = General kaçar. 9. hattı kapalı tut ve 10. hatta şah çek.
lesson-xq-double-chariot-mate-review = Bir savaş arabası keser, diğeri şah çeker.
lesson-xq-horse-chariot-mate-title = At ve savaş arabasıyla mat
lesson-xq-horse-chariot-mate-rule = At yakından şah çekerken savaş arabası generalin kaçış noktalarını alır.
lesson-xq-horse-chariot-mate-explain = At g9'dan (ya da f8'den) şah çeker. Savaş arabası e9'u tutar, danışmanlar gerisini kapatır.
lesson-xq-horse-chariot-mate-wrong = Bu mat değil. Savaş arabası e9'u korurken atla şah çek.
lesson-xq-horse-chariot-mate-review = Savaş arabası kuşatır, at şah çeker.
lesson-xq-horse-cannon-mate-title = Atın arkasında top
lesson-xq-horse-cannon-mate-rule = Generalin önündeki at hem topun perdesi olabilir hem de generalin yanındaki noktaları koruyabilir.
lesson-xq-horse-cannon-mate-explain = e3'teki top e8'deki atın üzerinden şah çeker. At d10 ve f10'u, top e9'u tutar.
lesson-xq-horse-cannon-mate-wrong = Bu mat değil. Topu generalin hattına, atın arkasına koy.
lesson-xq-horse-cannon-mate-review = Önde at, arkada top: klasik bir mat.
lesson-xq-soldier-mate-title = Askerle mat
lesson-xq-soldier-mate-rule = Nehri geçen bir asker, diğer taşlar generalin kaçış noktalarını tutarken mat edebilir.
lesson-xq-soldier-mate-explain = Asker, savaş arabasının korumasında f9'dan şah çeker. General e10'a gidemez: senin generalinin karşısına gelirdi.
lesson-xq-soldier-mate-wrong = Mat değil. Askeri savaş arabasının koruduğu yere ilerlet.
lesson-xq-soldier-mate-review = Generalin gidecek yeri yoksa bir asker bile mat eder.
lesson-xq-perpetual-check-title = Sürekli şah kaybettirir
lesson-xq-perpetual-check-rule = Bir pozisyon üçüncü kez oluşursa ve bir taraf her hamlede şah çektiyse o taraf kaybeder. Savaş arabası a10'dan zaten iki kez şah çekti.
lesson-xq-perpetual-check-explain = i8'deki savaş arabası i10'da şah çeker, diğeri 9. hattı tutar: tekrarsız mat.
lesson-xq-perpetual-check-wrong = a10'dan şah pozisyonu üçüncü kez tekrarlar ve kaybettirir. Bir mat ara.
lesson-xq-perpetual-check-review = Şahları tekrarlama: yeni bir şah ya da mat bul.
lesson-xq-chase-title = Kovalama
lesson-xq-chase-rule = Aynı korumasız taşa tekrar tekrar saldırmak kovalamadır. Bu kurallarda sürekli kovalama, sürekli şah gibi kaybettirir.
lesson-xq-chase-explain = c4'te at, c1'deki savaş araban tarafından korunur: kovalama biter.
lesson-xq-chase-wrong = Orada at hâlâ korumasız ve savaş arabası onu kovalamayı sürdürebilir.
lesson-xq-chase-review = Kovalamaya karşı taşı korunduğu bir yere koy.
lesson-jg-cannon-screen-title = Janggi topunun perdesi
lesson-jg-cannon-screen-rule = Janggi'de top hem gitmek hem almak için tam bir taşın üzerinden atlar. Perde olmadan hiç hareket edemez.
lesson-jg-cannon-screen-explain = b6'daki Han askeri perdedir: top onun üzerinden atlar ve b8'deki savaş arabasını alır.
lesson-jg-cannon-screen-wrong = Top oraya konabilir ama hiçbir şey almaz. Perdenin üzerinden atla ve savaş arabasını al.
lesson-jg-cannon-screen-review = Janggi topu gitmek için bile hep atlar.
lesson-jg-cannon-limit-title = Top topun üzerinden atlayamaz
lesson-jg-cannon-limit-rule = Janggi topu bir topu perde olarak kullanamaz ve hiçbir zaman top alamaz.
lesson-jg-cannon-limit-explain = b5'teki Han topunun üzerinden atlanamaz, bu yüzden savaş arabası güvende. c3'teki atının üzerinden top, f3'teki atı alır.
lesson-jg-cannon-limit-wrong = Bu hiçbir şey almaz. c3'teki atını perde olarak kullan ve f3'teki atı al.
lesson-jg-cannon-limit-review = Toplar topların üzerinden atlamaz, onları almaz.
lesson-jg-chariot-diagonal-title = Sarayda savaş arabası
lesson-jg-chariot-diagonal-rule = Sarayın içinde savaş arabası çapraz çizgiler boyunca da gidebilir.
lesson-jg-chariot-diagonal-explain = d3'ten savaş arabası boş merkez e2'den geçen çapraz boyunca gider ve f1'deki topu alır.
lesson-jg-chariot-diagonal-wrong = Bu hiçbir şey almaz. Sarayda savaş arabası d3'ten f1'e çaprazı kullanabilir.
lesson-jg-chariot-diagonal-review = Saray çizgileri savaş arabası için ek yollardır.
lesson-jg-cannon-diagonal-title = Saray çaprazında top
lesson-jg-cannon-diagonal-rule = Saray çaprazında top, merkezdeki top olmayan bir taşın üzerinden bir köşeden karşı köşeye atlar.
lesson-jg-cannon-diagonal-explain = e2'deki muhafızın perdedir: top d1'den f3'e atlar ve savaş arabasını alır.
lesson-jg-cannon-diagonal-wrong = Bu hiçbir şey almaz. e2'deki muhafızın üzerinden çapraz atla.
lesson-jg-cannon-diagonal-review = Sarayda top merkezin üzerinden atlayabilir.
lesson-jg-elephant-block-title = Janggi fili
lesson-jg-elephant-block-rule = Fil bir nokta düz, sonra iki nokta çapraz gider. Yoldaki iki noktadan herhangi birindeki taş onu engeller.
lesson-jg-elephant-block-explain = d4 ve e5 üzerinden f6'ya giden yol açık: fil atı alır. d6'daki asker savaş arabasına giden yolu kapatıyor.
lesson-jg-elephant-block-wrong = Bu hiçbir şey almaz. Filin her yolundaki iki noktayı da kontrol et.
lesson-jg-elephant-block-review = Filin her yolunda kontrol edilecek iki nokta var.
lesson-jg-horse-block-title = Janggi atı
lesson-jg-horse-block-rule = At bir nokta düz, sonra bir nokta çapraz dışarı gider. İlk noktadaki bir taş onu engeller.
lesson-jg-horse-block-explain = d3'teki muhafızın e4'teki savaş arabasına giden yolu kapatıyor; b3 üzerinden a4'teki topa giden yol açık.
lesson-jg-horse-block-wrong = Bu hiçbir şey almaz. At boş b3 noktası üzerinden a4'e hâlâ ulaşır.
lesson-jg-horse-block-review = At, ilk adımı kadar özgürdür.
lesson-jg-soldier-palace-title = Sarayda askerler
lesson-jg-soldier-palace-rule = Janggi askeri ileri ya da yana gider. Rakip sarayda çaprazlar boyunca da ileri gidebilir.
lesson-jg-soldier-palace-explain = d8 köşesinden asker saray çaprazı boyunca e9'a gider ve atı alır.
lesson-jg-soldier-palace-wrong = Bu hiçbir şey almaz. Asker d8'den çapraz olarak e9'a gidebilir.
lesson-jg-soldier-palace-review = Rakip sarayda askerler çaprazları kullanır.
lesson-jg-points-title = Puan saymak
lesson-jg-points-rule = Janggi taşlarının puanları vardır: savaş arabası 13, top 7, at 5, fil 3, muhafız 3, asker 2; Han 1,5 fazla alır. Bazı oyunlar puanla biter.
lesson-jg-points-explain = Top 7 puan, at 5 puan eder: topu al.
lesson-jg-points-wrong = Bu daha az puan kazandırır. Top 7, at 5 eder.
lesson-jg-points-review = Savaş arabası 13, top 7, at 5, fil ve muhafız 3, asker 2.
lesson-jg-general-diagonal-title = Çaprazlarda general
lesson-jg-general-diagonal-rule = General, çaprazlar dahil saray çizgileri boyunca bir nokta gider ve saraydan asla çıkmaz.
lesson-jg-general-diagonal-explain = General d3'ten e2'ye çapraz gider, savaş arabasının hattından hiçbir şeyin saldırmadığı bir noktaya; asker e3'ü tutar.
lesson-jg-general-diagonal-wrong = Araya giren savaş arabası Han savaş arabasına gider. General çapraz kaçabilir.
lesson-jg-general-diagonal-review = Sarayda çaprazlar kaçış yollarıdır.
lesson-jg-bikjang-title = Bikjang
lesson-jg-bikjang-rule = Açık bir hatta karşı karşıya duran iki general bikjangdır. Bu kurallarda bir alıştan sonra sırası gelen taraf onu bozmalıdır, yoksa oyun puanla biter.
lesson-jg-bikjang-explain = e5'teki savaş araban generallerin arasına girer; generali hattan çekmek de bikjangı bozar.
lesson-jg-bikjang-wrong = Bu hamleden sonra generaller hâlâ karşı karşıya: bikjang sürüyor.
lesson-jg-bikjang-review = Bikjangı bozmak için kenara çekil ya da araya bir taş koy.
lesson-jg-pass-title = Pas geçmek
lesson-jg-pass-rule = Janggi'de şah altında olmayan taraf hamle yapmak yerine pas geçebilir. Burada her hamle muhafızını kaybettirir.
lesson-jg-pass-explain = Pas geçmek muhafızı e2'de tutar; orada generalini savaş arabasından korur.
lesson-jg-pass-wrong = e3'te muhafızı d3'teki asker alır. Pas geçmek hiçbir şey kaybettirmez.
lesson-jg-pass-review = Her hamle durumu kötüleştiriyorsa pas geç.
lesson-jg-double-chariot-mate-title = Janggi'de iki savaş arabasıyla mat
lesson-jg-double-chariot-mate-rule = İki savaş arabası Xiangqi'deki gibi mat eder: biri bir hattı kapatır, diğeri sonuncusunda şah çeker.
lesson-jg-double-chariot-mate-explain = a9'daki savaş arabası 9. hattı tutar, b10'daki savaş arabası şah çeker. Generalin boş noktası yok.
lesson-jg-double-chariot-mate-wrong = General kaçar. 9. hattı kapalı tut ve 10. hatta şah çek.
lesson-jg-double-chariot-mate-review = Bir savaş arabası keser, diğeri şah çeker.
lesson-jg-horse-chariot-mate-title = Janggi'de at ve savaş arabasıyla mat
lesson-jg-horse-chariot-mate-rule = Savaş arabası en arka hatta şah çekerken at generalin çıkışını korur.
lesson-jg-horse-chariot-mate-explain = Savaş arabası i10'dan şah çeker; c8'deki at e9'u korur, d10 ve f10 savaş arabasının hattında.
lesson-jg-horse-chariot-mate-wrong = Bu mat değil. Atın e9'u koruduğu 10. hatta şah çek.
lesson-jg-horse-chariot-mate-review = At korur, savaş arabası şah çeker.
lesson-jg-cannon-mate-title = Janggi'de top matı
lesson-jg-cannon-mate-rule = Top bir perdenin üzerinden şah çeker. Generalin önündeki askerler iyi perdedir ve kaçış noktalarını korur.
lesson-jg-cannon-mate-explain = d3'teki top d8'deki askerin üzerinden şah çeker. d9 ve e9 korunuyor ve araya hiçbir şey giremez.
lesson-jg-cannon-mate-wrong = Bu mat değil. Topu generalin hattına, d8'deki askerin arkasına atlat.
lesson-jg-cannon-mate-review = Bir asker hem perde hem bekçi olabilir.
lesson-jg-perpetual-check-title = Janggi'de sürekli şah
lesson-jg-perpetual-check-rule = Bir pozisyon üçüncü kez oluşursa ve bir taraf her hamlede şah çektiyse o taraf kaybeder. Savaş arabası a10'dan zaten iki kez şah çekti.
lesson-jg-perpetual-check-explain = Savaş arabası i10'dan şah çeker, diğeri 9. hattı tutar: tekrarsız mat.
lesson-jg-perpetual-check-wrong = a10'dan yeniden şah pozisyonu tekrarlar ve kaybettirir. Matı ara.
lesson-jg-perpetual-check-review = Şahları tekrarlama: yeni bir şah ya da mat bul.
## online play: accounts, lobby, clocks, offers, chat, profiles, live games

account-login-open = Giriş yap
account-logout = Çıkış yap
account-signed-in = { $name } olarak giriş yapıldı
account-heading = Giriş yap veya hesap oluştur
account-username = Kullanıcı adı
account-password = Parola
account-rules = Kullanıcı adları: 2 ile 20 arası harf, rakam, _ veya -. Parolalar: en az 8 karakter.
account-login = Giriş yap
account-register = Hesap oluştur
account-cancel = Vazgeç
account-error-username-taken = Bu kullanıcı adı alınmış; başka bir ad seçin.
account-error-bad-username = Kullanıcı adı 2 ile 20 arası harf, rakam, _ veya - içerir.
account-error-bad-password = Parola en az 8 karakter olmalıdır.
account-error-wrong-credentials = Kullanıcı adı veya parola yanlış.
account-error-rate-limited = Çok fazla deneme; bir dakika bekleyip yeniden deneyin.
start-lobby = Çevrimiçi oyna
start-live = Oyun izle
start-leaderboard = Sıralama
start-online-now = Şu an { $online } kişi çevrimiçi, { $games } oyun sürüyor
lobby-heading = Lobi
lobby-guest-hint = Konuklar dostluk oyunları oynar; puanlı oynamak ve oyunculara meydan okumak için giriş yapın.
lobby-challenges = Meydan okumalar
lobby-seeks = Açık davetler
lobby-no-seeks = Henüz açık davet yok. Aşağıdan bir tane oluşturun.
lobby-new-seek = Yeni davet
lobby-clock = Saat
lobby-clock-fischer = Dakika + hamle başına saniye
lobby-clock-byoyomi = Byo-yomi
lobby-untimed = Saatsiz
lobby-base = Dakika
lobby-increment = Hamle başına eklenen saniye
lobby-main = Ana süre (dakika)
lobby-periods = Dönem sayısı
lobby-period = Dönem başına saniye
lobby-rated = Puanlı
lobby-challenge-to = Bir oyuncuya meydan oku
lobby-create-seek = Davet oluştur
lobby-send-challenge = Meydan okumayı gönder
lobby-guest = Konuk
lobby-offer-terms = { $game }, { $rules }, { $clock }, { $rated }
lobby-rated-short = puanlı
lobby-casual-short = dostluk
lobby-challenge-from = { $name } meydan okuyor
lobby-challenge-to-player = { $name } oyuncusuna meydan okuman
lobby-accept = Kabul et
lobby-decline = Reddet
lobby-withdraw = Geri çek
lobby-cancel = İptal et
lobby-error-no-name = Meydan okunacak oyuncunun kullanıcı adını yazın.
lobby-error-rated-needs-account = Puanlı oyunlar giriş yapmış oyuncular içindir; giriş yapın veya dostluk oyunu oynayın.
lobby-error-too-many-seeks = İzin verilen sayıda açık davetiniz var; önce birini iptal edin.
lobby-error-unknown-seek = O davet artık açık değil.
lobby-error-unknown-challenge = O meydan okuma artık açık değil.
lobby-error-own-seek = Kendinize karşı oynayamazsınız.
lobby-error-not-yours = Bu sizin değil.
lobby-error-unknown-player = Bu kullanıcı adıyla bir oyuncu yok.
lobby-error-not-logged-in = Önce giriş yapın.
clock-periods = { $periods } × { $seconds } sn
clock-low = Süre azaldı
offer-accept = Kabul et
offer-decline = Reddet
offer-draw-from = { $side } beraberlik teklif ediyor.
offer-draw-waiting = Beraberlik teklif edildi; yanıt bekleniyor.
offer-takeback-from = { $side } bir hamleyi geri almak istiyor.
offer-takeback-waiting = Geri alma istendi; yanıt bekleniyor.
online-offer-draw = Beraberlik teklif et
online-takeback = Geri alma iste
online-abort = Oyunu iptal et
online-rematch = Rövanş
online-rematch-accept = Rövanşı kabul et
online-claim-win = Galibiyeti talep et
online-claim-draw = Berabere bitir
online-download-pgn = PGN indir
online-download-gib = GIB indir
grace-countdown = Rakibiniz ayrıldı. Geri dönmezse { $seconds } sn sonra oyunu talep edebilirsiniz.
grace-over = Rakibiniz geri dönmedi. Galibiyeti talep edin veya berabere bitirin.
chat-players = Oyuncu sohbeti
chat-spectators = İzleyici sohbeti
chat-label = Mesaj
chat-send = Gönder
chat-from = { $name }:
chat-from-guest = Konuk:
outcome-aborted = Oyun iptal edildi.
outcome-win-timeout = { $side } süreden kazandı.
outcome-win-abandonment = { $side } kazandı: rakip oyunu terk etti.
outcome-draw-timeout = Berabere: süre bitti ama diğer taraf kazanamazdı.
outcome-draw-abandonment = Berabere: rakip oyunu terk etti.
error-no-draws = Bu kurallarda anlaşmayla beraberlik yok.
error-two-players-only = Yalnızca iki oyuncu arasındaki oyunlarda.
error-no-offer = Yanıtlanacak bir teklif yok.
error-too-late-to-abort = Oyun yalnızca ilk iki hamlede iptal edilebilir.
error-opponent-present = Rakibiniz hâlâ burada (ya da geri dönebilir).
error-not-over = Oyun henüz bitmedi.
error-bad-chat = Bu mesaj gönderilemez (boş, çok uzun ya da burada izin verilmiyor).
profile-title = { $name }: profil
profile-unknown = Bu kullanıcı adıyla bir oyuncu yok.
profile-provisional = Geçici puan (?): henüz az oyun oynandı.
profile-record = { $games } oyun: { $wins } galibiyet, { $draws } beraberlik, { $losses } yenilgi
profile-chart = { $game } puanı { $from } → { $to }
profile-games = Oyunlar
profile-newer = Daha yeni oyunlar
profile-older = Daha eski oyunlar
profile-playing = Sürüyor
profile-game-about = { $game }, { $rated }: { $result }
game-players = { $first } - { $second }
leaderboard-heading = Sıralama
leaderboard-title = { $game } sıralaması
leaderboard-empty = Henüz puanlı oyun yok.
live-heading = Süren oyunlar
live-empty = Şu anda süren oyun yok.
live-about = { $game }, { $rules }, { $clock }
live-watch = İzle
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
