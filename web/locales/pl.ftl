# Palace, klient przeglądarkowy: katalog polski.

## Terms

-brand = Palace
-xiangqi = xiangqi
-janggi = janggi
-red = Czerwone
-black = Czarne
-cho = Cho
-han = Han

## Page and header

title-start = { -brand }: { -janggi } i { -xiangqi }
title-game = { -brand }: { $first } kontra { $second }
brand = { -brand }
pieces-label = Figury
language-label = Język
sound-label = Dźwięki
skip-to-board = Przejdź do planszy

## Piece sets

pieceset-traditional = Tradycyjne znaki
pieceset-readable = Jeden znak na rodzaj figury
pieceset-letters = Litery
pieceset-pictures = Obrazki

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = Generał
piece-xiangqi-a = Doradca
piece-xiangqi-b = Słoń
piece-xiangqi-n = Koń
piece-xiangqi-r = Rydwan
piece-xiangqi-c = Armata
piece-xiangqi-p = Żołnierz
piece-janggi-k = Generał
piece-janggi-a = Strażnik
piece-janggi-b = Słoń
piece-janggi-n = Koń
piece-janggi-r = Rydwan
piece-janggi-c = Armata
piece-janggi-p = Żołnierz

## Start screen

start-heading = Zagraj w { -janggi } lub { -xiangqi }
resume-button = Kontynuuj grę
game-legend = Gra
game-xiangqi = Xiangqi
game-xiangqi-sub = szachy chińskie
game-janggi = Janggi
game-janggi-sub = szachy koreańskie
opponent-legend = Przeciwnik
mode-computer = Komputer
mode-local = Dwóch graczy
mode-local-sub = na tym urządzeniu
mode-friend = Zaproś znajomego
mode-friend-sub = wyślij link
level-legend = Poziom
level-select-label = Poziom od 1 do 8
level-easy = Łatwy
level-easy-about = Popełnia błędy: dobry do nauki ruchów.
level-normal = Średni
level-normal-about = Gra rozsądnie i wykorzystuje niebronione figury.
level-hard = Trudny
level-hard-about = Najsilniejszy poziom: myśli najdłużej i rzadko się myli.
score-level = Twój wynik na poziomie { $level }: wygrane: { $won }, przegrane: { $lost }, remisy: { $drawn }
score-friend = Ze znajomymi: wygrane: { $won }, przegrane: { $lost }, remisy: { $drawn }
score-local = Partie na tym urządzeniu: { $first } – wygrane: { $firstWins }, { $second } – wygrane: { $secondWins }, remisy: { $drawn }
side-legend = Twoja strona
side-moves-first = pierwszy ruch
side-moves-second = drugi ruch
side-random = Losowo
side-at-bottom = { $side } na dole
rules-legend = Zasady
rules-advanced = Zaawansowane: zgodne z Fairy-Stockfish
rules-xiangqi-standard = Standardowe (zasady azjatyckie, uproszczone powtórzenia)
rules-xiangqi = Fairy-Stockfish: { -xiangqi }
rules-janggi-standard = Standardowe (wybór ustawienia, bikjang rozstrzygany na punkty)
rules-janggi-club = Klubowe (stałe ustawienie, armata bez bicia rusza się jak rydwan)
rules-janggi-strict = Ścisłe (bez pasowania)
rules-janggi = Fairy-Stockfish: { -janggi }
rules-janggitraditional = Fairy-Stockfish: tradycyjne
rules-janggimodern = Fairy-Stockfish: nowoczesne (Kakao)
rules-janggicasual = Fairy-Stockfish: rekreacyjne
setup-hint = W { -janggi } przed pierwszym ruchem każda strona wybiera ustawienie swoich koni i słoni: najpierw { -han }, potem { -cho }.
start-button = Rozpocznij
start-failed = Nie udało się rozpocząć gry: { $reason }

## A game link that leads nowhere

not-found-heading = Nie ma tu żadnej gry
not-found-text = Pod tym linkiem nie ma żadnej gry. Link może zawierać literówkę albo gra już nie istnieje.
not-found-home = Rozpocznij nową grę

## Game screen

board-label = Plansza
board-help = Strzałki przesuwają kursor, Enter lub spacja podnosi i odkłada figurę, Escape anuluje.
review-start = Pozycja początkowa
review-after = Po ruchu { $ply } z { $total }
review-first = Pozycja początkowa
review-prev = Poprzedni ruch
review-next = Następny ruch
review-live = Wróć do gry
turn-connecting = Łączenie…
turn-reconnecting = Ponowne łączenie…
turn-choose-setup = Wybierz ustawienie ({ $side }).
turn-waiting-setup = Oczekiwanie na wybór ustawienia ({ $side })…
turn-side-to-move = Ruch: { $side }.
turn-yours = Twój ruch ({ $side }).
turn-computer = Komputer ({ $side }) myśli…
turn-waiting-friend = Czekamy, aż dołączy znajomy ({ $side })…
turn-waiting = Czekamy na ruch: { $side }…
check-xiangqi = Szach!
check-janggi = Janggun (szach)!
notice-watching = Oglądasz tę grę.
notice-seat-taken = Oba miejsca są zajęte: oglądasz tę grę.
notice-invite-failed = To zaproszenie nie działa: oglądasz tę grę.
notice-repetition = Ta pozycja wystąpiła już dwa razy. Jeśli wystąpi po raz trzeci, gra się zakończy (strona, która szachowała w każdym ruchu, przegrywa).
notice-bikjang = Bikjang: generałowie stoją naprzeciw siebie na otwartej linii.

## Players

player-you = { $side }: ty
player-this-device = { $side }: to urządzenie
player-computer = { $side }: komputer, poziom { $level }
player-waiting-friend = { $side }: czekamy na znajomego
player-friend = { $side }: twój znajomy
player-friend-away = { $side }: twój znajomy (offline)
player-other = { $side }: gracz
player-other-away = { $side }: gracz (offline)
to-move = na ruchu
spectators =
    { $count ->
        [one] { $count } osoba ogląda
        [few] { $count } osoby oglądają
        [many] { $count } osób ogląda
       *[other] { $count } osoby ogląda
    }
invite-prompt = Wyślij ten link znajomemu:
invite-link-label = Link z zaproszeniem
copy = Kopiuj
copied = Skopiowano
points = Punkty: { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = Straty ({ $side }):
captured-none = Straty ({ $side }): brak

## Buttons

pass = Pasuj
undo = Cofnij ruch
flip = Obróć planszę
flip-title = Obróć planszę o 180°
resign = Poddaj się
new-game = Nowa gra
moves-heading = Ruchy
coords-label = współrzędne
copy-moves = Kopiuj ruchy
moves-copied = Skopiowano ruchy
move-pass = pas
move-title = Ruch { $ply }: { $move }

## Janggi setup choice

setup-title-mine = { $side }: wybierz ustawienie swoich koni i słoni
setup-title-other = { $side }: trwa wybór ustawienia…
setup-han-chose = { -han }: wybrano ustawienie { $setup }.
setup-order = Najpierw wybiera { -han }, potem { -cho }.
setup-named = Kolejność od lewej strony każdego z graczy.
setup-ma-sang-sang-ma = 馬象象馬 koń, słoń, słoń, koń
setup-sang-ma-sang-ma = 象馬象馬 słoń, koń, słoń, koń
setup-ma-sang-ma-sang = 馬象馬象 koń, słoń, koń, słoń
setup-sang-ma-ma-sang = 象馬馬象 słoń, koń, koń, słoń

## Dialogs

resign-question = Poddać tę grę?
resign-yes = Poddaj się
keep-playing = Graj dalej
pass-question = Jeśli teraz spasujesz, gra się zakończy. { $outcome } Spasować mimo to?
pass-yes = Spasuj i zakończ grę
over-title = Koniec gry
over-won = Wygrana!
over-lost = Przegrana
over-draw = Remis
over-points = Punkty: { $first } { $firstPoints }, { $second } { $secondPoints }.
score-after-level = Na poziomie { $level }: wygrane: { $won }, przegrane: { $lost }, remisy: { $drawn }.
score-after-friend = Ze znajomymi: wygrane: { $won }, przegrane: { $lost }, remisy: { $drawn }.
score-after-local = Partie na tym urządzeniu: { $first } – wygrane: { $firstWins }, { $second } – wygrane: { $secondWins }, remisy: { $drawn }.
play-again = Zagraj ponownie
look-at-board = Zobacz planszę

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = { $side }: wygrana – mat.
outcome-win-no-legal-moves = { $side }: wygrana – przeciwnik nie ma żadnego dozwolonego ruchu.
outcome-win-bikjang = { $side }: wygrana na punkty po bikjangu (generałowie stanęli naprzeciw siebie).
outcome-win-repetition = { $side }: wygrana przez powtórzenie pozycji.
outcome-win-perpetual-check = { $side }: wygrana – przeciwnik dawał wiecznego szacha.
outcome-win-double-pass = { $side }: wygrana na punkty – obie strony spasowały.
outcome-win-ply-limit = { $side }: wygrana na punkty – osiągnięto limit ruchów.
outcome-win-quiet-limit = { $side }: wygrana – zbyt wiele ruchów bez bicia.
outcome-win-bare-material = { $side }: wygrana – przeciwnikowi nie została żadna figura atakująca.
outcome-win-resignation = { $side }: wygrana – przeciwnik się poddał.
outcome-win-agreement = { $side }: wygrana za porozumieniem stron.
outcome-win = { $side }: wygrana.
outcome-draw-bikjang = Remis przez bikjang (generałowie stanęli naprzeciw siebie).
outcome-draw-repetition = Remis przez powtórzenie pozycji.
outcome-draw-perpetual-check = Remis: obie strony dawały wiecznego szacha.
outcome-draw-double-pass = Remis: obie strony spasowały.
outcome-draw-ply-limit = Remis: osiągnięto limit ruchów.
outcome-draw-quiet-limit = Remis: zbyt wiele ruchów bez bicia.
outcome-draw-bare-material = Remis: żadnej ze stron nie została figura atakująca.
outcome-draw-agreement = Remis za porozumieniem stron.
outcome-draw = Remis.

## Board cells and announcements for screen readers

point-empty = { $point }, puste
point-piece = { $piece } ({ $side }), { $point }
point-target = { $point }, puste, możesz się tu ruszyć
point-capture = { $piece } ({ $side }), { $point }, możesz zbić tę figurę
announce-picked =
    { $count ->
        [one] Wybrano figurę { $piece } na { $point }: { $count } dostępne pole.
        [few] Wybrano figurę { $piece } na { $point }: { $count } dostępne pola.
        [many] Wybrano figurę { $piece } na { $point }: { $count } dostępnych pól.
       *[other] Wybrano figurę { $piece } na { $point }: { $count } dostępnego pola.
    }
announce-cannot-move = Figura { $piece } na { $point } nie może się teraz ruszyć.
announce-put-down = Odłożono figurę.
announce-move = { $side }: { $move }.
announce-pass = { $side }: pas.

## Errors, by the server's codes

error-not-connected = Brak połączenia z serwerem; ponawiam próbę…
error-unreachable = Nie udało się połączyć z serwerem.
error-unknown-game = Ta gra nie istnieje.
error-wrong-token = Ta przeglądarka nie ma miejsca w tej grze.
error-spectator = Oglądasz tę grę i nie możesz wykonywać ruchów.
error-not-your-turn = To nie twój ruch.
error-malformed-move = Serwer nie zrozumiał tego ruchu.
error-illegal-move = Ten ruch jest niedozwolony.
error-game-over = Gra się zakończyła.
error-undo-not-allowed = W tej grze nie można cofać ruchów.
error-setup-pending = Ustawienie jest jeszcze wybierane.
error-no-setup = Teraz nie ma ustawienia do wyboru.
error-unknown-setup = Takie ustawienie nie istnieje.
error-nothing-to-undo = Nie ma ruchu do cofnięcia.
error-wrong-invite = To zaproszenie nie działa.
error-seat-taken = Oba miejsca są zajęte.
error-unavailable = Gra jest zajęta; spróbuj ponownie za chwilę.
error-storage = Serwer nie mógł zapisać gry; spróbuj ponownie.
error-storage-unavailable = Serwer nie może teraz zapisywać gier; spróbuj ponownie później.
error-too-many-spectators = Tę grę ogląda zbyt wiele osób; ponawiam próbę…
error-bad-request = Serwer nie zrozumiał żądania.
error-too-large = Żądanie było zbyt duże.
error-malformed = Serwer nie zrozumiał wiadomości.
error-rate-limited = Zbyt wiele wiadomości naraz; ponowne łączenie…
error-other = Coś poszło nie tak ({ $code }).

## Study board and board editor

start-study = Analizuj partię
start-editor = Ustaw pozycję
title-study = Plansza analizy · Palace
title-editor = Edytor pozycji · Palace
study-heading = Plansza analizy
study-import-legend = Importuj partię
study-file-label = Otwórz plik
study-drop-hint = GIB, PGN, XQF, DhtmlXQ, CBF lub FEN; plik można też upuścić na tę stronę.
study-paste-label = Albo wklej partię lub FEN
study-paste-button = Wczytaj
study-reading = Wczytywanie…
study-read-failed = Nie udało się wczytać partii: { $reason }
study-games-label = Partia
study-game-option = { $number }. { $title }
study-game-errors = Partie z pliku, których nie udało się wczytać: { $count }. Pierwsza: { $detail }
study-empty = Zaimportuj partię albo otwórz pozycję z edytora.
study-ply = Ruch { $ply } z { $total }
study-branch = Ruch { $ply } twojego wariantu od ruchu { $from }
study-back-to-game = Wróć do partii
study-last = Ostatni ruch
study-export-legend = Eksport
study-fen-label = FEN
study-copy-fen = Kopiuj FEN
study-edit-position = Edytuj tę pozycję
study-export-what = Co
study-export-line = Wariant na planszy
study-export-game = Partia z importu
study-format-label = Format
study-format-pgn = PGN, współrzędne
study-format-wxf = PGN, ruchy WXF
study-format-chinese = PGN, ruchy po chińsku
study-format-korean = PGN, ruchy po koreańsku
study-format-gib = GIB
study-format-fen = FEN pokazanej pozycji
study-export-button = Pokaż
study-download = Pobierz
editor-heading = Edytor pozycji
editor-palette-label = Bierka do postawienia
editor-turn-label = Ruch ma
editor-start = Pozycja początkowa
editor-clear = Wyczyść planszę
editor-check = Sprawdź pozycję
editor-open-study = Otwórz na planszy analizy
editor-valid = Pozycja jest poprawna.
editor-piece = { $piece } ({ $side })
editor-remove = Usuń bierkę
editor-fault-bad-fen = Nie można odczytać FEN.
editor-fault-general-count = { $side }: musi być dokładnie jeden { $piece }.
editor-fault-general-outside-palace = { $piece } ({ $side }) na { $point } stoi poza swoim pałacem.
editor-fault-generals-facing = Generałowie stoją naprzeciw siebie bez niczego pomiędzy.
editor-fault-too-many = { $side }: { $count } × { $piece }, dozwolone najwyżej { $max }.
editor-fault-misplaced = { $piece } ({ $side }) na { $point } stoi tam, gdzie nigdy nie może dojść.
editor-fault-soldier-behind-start = { $piece } ({ $side }) na { $point } stoi za swoją linią startową; żołnierze nigdy się nie cofają.
editor-fault-opponent-in-check = Strona, która nie ma ruchu, jest szachowana.
editor-play-computer = Zagraj z komputerem
editor-play-friend = Zagraj ze znajomym
study-this-game = Analizuj tę partię

## lessons
start-lessons = Lekcje
lessons-heading = Lekcje
lessons-intro = Każda lekcja uczy jednej zasady na konkretnej pozycji: przeczytaj zasadę, porównaj zaznaczone ruchy, a potem zagraj odpowiedź na planszy.
lessons-progress = Rozwiązane: { $done } z { $total }
lessons-solved = Rozwiązana
lessons-step-rule = Zasada
lessons-step-compare = Porównaj te ruchy
lessons-step-play = Twój ruch
lessons-play-hint = Zagraj swoją odpowiedź na planszy.
lessons-right = Dobrze!
lessons-wrong = Nie ten.
lessons-show-answer = Pokaż odpowiedź
lessons-try-again = Spróbuj ponownie
lessons-next = Następna lekcja
lessons-all = Wszystkie lekcje
lessons-review = Podsumowanie
lessons-candidate = { $piece } { $move }
lessons-not-found = Nie ma takiej lekcji.
lesson-q-capture = Który ruch zdobywa materiał?
lesson-q-mate = Znajdź mata w jednym ruchu.
lesson-q-check = Jesteś szachowany. Jaka jest najlepsza odpowiedź?
lesson-q-safe = Twój koń jest atakowany. Dokąd powinien pójść?
lesson-q-bikjang = Generałowie stoją naprzeciw siebie. Przerwij bikjang.
lesson-q-pass = Co najlepiej tu zrobić?
lesson-q-points = Które bicie daje najwięcej punktów?
lesson-xq-cannon-screen-title = Zasłona armaty
lesson-xq-cannon-screen-rule = Armata porusza się jak rydwan, ale bije tylko, przeskakując dokładnie jedną bierkę dowolnego koloru: zasłonę.
lesson-xq-cannon-screen-explain = Czarny żołnierz na b6 jest zasłoną: armata go przeskakuje i bije rydwan na b8.
lesson-xq-cannon-screen-wrong = Ten ruch jest dozwolony, ale niczego nie bije: armata bije tylko przez zasłonę.
lesson-xq-cannon-screen-review = Armata: sunie, by się ruszyć, skacze przez jedną bierkę, by bić.
lesson-xq-cannon-limit-title = Czego armata nie zbije
lesson-xq-cannon-limit-rule = Bez bierki pomiędzy albo z dwiema armata nie może bić. Potrzebuje dokładnie jednej zasłony.
lesson-xq-cannon-limit-explain = Twój żołnierz na e5 jest zasłoną między armatą a koniem na g5. Przed rydwanem na b9 nie ma zasłony.
lesson-xq-cannon-limit-wrong = Armata tylko tam przechodzi. Nie zbije rydwanu na b9: nic ich nie dzieli.
lesson-xq-cannon-limit-review = Bez zasłony nie ma bicia: szukaj dokładnie jednej bierki pomiędzy.
lesson-xq-horse-leg-title = Noga konia
lesson-xq-horse-leg-rule = Koń idzie jeden punkt prosto, potem jeden ukośnie na zewnątrz. Bierka na tym pierwszym punkcie, nodze, go blokuje.
lesson-xq-horse-leg-explain = Twój doradca na d3 blokuje drogę do rydwanu na e4, ale droga do armaty na a4 jest wolna.
lesson-xq-horse-leg-wrong = To niczego nie bije. Punkt d3 jest zajęty, ale b3 jest wolny.
lesson-xq-horse-leg-review = Zanim policzysz skoki konia, sprawdź każdą nogę.
lesson-xq-elephant-eye-title = Oko słonia
lesson-xq-elephant-eye-rule = Słoń idzie dokładnie dwa punkty po skosie i nigdy nie przekracza rzeki. Bierka na punkcie środkowym, oku, go blokuje.
lesson-xq-elephant-eye-explain = Żołnierz na f4 blokuje drogę na g5, ale droga na c5 jest otwarta: słoń bije konia.
lesson-xq-elephant-eye-wrong = To niczego nie bije. Oko d4 jest wolne, więc słoń dochodzi na c5.
lesson-xq-elephant-eye-review = Jedna bierka na oku zatrzymuje słonia.
lesson-xq-soldier-river-title = Żołnierze za rzeką
lesson-xq-soldier-river-rule = Żołnierz idzie jeden punkt do przodu. Po przekroczeniu rzeki może też w bok, nigdy do tyłu.
lesson-xq-soldier-river-explain = Żołnierz na e6 przekroczył rzekę, więc może zbić konia na d6 w bok. Żołnierz na c5 jeszcze nie.
lesson-xq-soldier-river-wrong = To nic nie zyskuje. Tylko żołnierz za rzeką bije w bok.
lesson-xq-soldier-river-review = Przed rzeką: tylko naprzód. Za nią: naprzód lub w bok.
lesson-xq-piece-values-title = Wartość bierek
lesson-xq-piece-values-rule = Typowa wskazówka: rydwan 9, koń i armata około 4,5, doradca i słoń 2, żołnierz 1 lub 2.
lesson-xq-piece-values-explain = Koń może zbić rydwan albo żołnierza; rydwan jest wart znacznie więcej.
lesson-xq-piece-values-wrong = To zysk dużo mniejszy. Twój koń może zbić rydwan na b5.
lesson-xq-piece-values-review = Spośród kilku bić wybierz najcenniejszą bierkę.
lesson-xq-answer-check-title = Odpowiedź na szach
lesson-xq-answer-check-rule = Na szach odpowiada się ruchem generała, zasłonięciem linii albo zbiciem szachującej bierki. Tu doradcy unieruchamiają generała.
lesson-xq-answer-check-explain = Rydwan z a8 bije szachujący rydwan: szacha nie ma, a ty zdobywasz rydwan.
lesson-xq-answer-check-wrong = To zasłania szach, ale czarny rydwan zostaje. Lepiej go zbić.
lesson-xq-answer-check-review = W szachu najpierw szukaj zbicia szachującej bierki.
lesson-xq-flying-general-pin-title = Generałowie nie mogą się widzieć
lesson-xq-flying-general-pin-rule = Generałowie nigdy nie mogą stać na jednej linii bez niczego pomiędzy. Pojedyncza bierka między nimi nie może opuścić linii.
lesson-xq-flying-general-pin-explain = Czarny koń na e6 to jedyna bierka między generałami. Nie może uciec, więc twój żołnierz go bije.
lesson-xq-flying-general-pin-wrong = Tak koń przeżyje. Twój generał go wiąże: zbij go teraz.
lesson-xq-flying-general-pin-review = Twój generał panuje nad otwartą linią: użyj jej do związania.
lesson-xq-flying-general-mate-title = Generał pomaga dać mata
lesson-xq-flying-general-mate-rule = Skoro generałowie nie mogą się widzieć, twój generał panuje nad całą swoją linią.
lesson-xq-flying-general-mate-explain = Rydwan szachuje na b10. Generał nie może pójść na d10, naprzeciw twojego generała, ani na f10 czy e9.
lesson-xq-flying-general-mate-wrong = To nie mat: czarny generał ma jeszcze wyjście.
lesson-xq-flying-general-mate-review = Licz swojego generała do atakujących: pilnuje swojej linii.
lesson-xq-double-chariot-mate-title = Mat dwoma rydwanami
lesson-xq-double-chariot-mate-rule = Dwa rydwany matują generała: jeden zamyka rząd, drugi szachuje na następnym.
lesson-xq-double-chariot-mate-explain = Rydwan na a9 trzyma rząd 9, a drugi szachuje na b10. Generał nie ma wolnego punktu.
lesson-xq-double-chariot-mate-wrong = Generał ucieka. Trzymaj rząd 9 zamknięty i szachuj na rzędzie 10.
lesson-xq-double-chariot-mate-review = Jeden rydwan odcina, drugi szachuje.
lesson-xq-horse-chariot-mate-title = Mat koniem i rydwanem
lesson-xq-horse-chariot-mate-rule = Koń szachuje z bliska, a rydwan odbiera generałowi punkty ucieczki.
lesson-xq-horse-chariot-mate-explain = Koń szachuje z g9 (lub f8). Rydwan kryje e9, a doradcy blokują resztę.
lesson-xq-horse-chariot-mate-wrong = To nie mat. Szachuj koniem, gdy rydwan pilnuje e9.
lesson-xq-horse-chariot-mate-review = Rydwan zamyka, koń szachuje.
lesson-xq-horse-cannon-mate-title = Armata za koniem
lesson-xq-horse-cannon-mate-rule = Koń przed generałem może być zasłoną armaty i zarazem pilnować punktów obok generała.
lesson-xq-horse-cannon-mate-explain = Armata na e3 szachuje przez konia na e8. Koń kryje d10 i f10, armata kryje e9.
lesson-xq-horse-cannon-mate-wrong = To nie mat. Postaw armatę na linii generała, za koniem.
lesson-xq-horse-cannon-mate-review = Koń z przodu, armata z tyłu: klasyczny mat.
lesson-xq-soldier-mate-title = Mat żołnierzem
lesson-xq-soldier-mate-rule = Żołnierz za rzeką może dać mata, gdy inne bierki pilnują punktów ucieczki generała.
lesson-xq-soldier-mate-explain = Żołnierz szachuje z f9, chroniony przez rydwan. Generał nie może na e10: stałby naprzeciw twojego generała.
lesson-xq-soldier-mate-wrong = To nie mat. Przesuń żołnierza tam, gdzie chroni go rydwan.
lesson-xq-soldier-mate-review = Nawet żołnierz matuje, gdy generał nie ma dokąd iść.
lesson-xq-perpetual-check-title = Wieczny szach przegrywa
lesson-xq-perpetual-check-rule = Gdy pozycja powtarza się trzeci raz, a jedna strona szachowała każdym ruchem, ta strona przegrywa. Rydwan szachował już dwa razy z a10.
lesson-xq-perpetual-check-explain = Rydwan z i8 szachuje na i10, a drugi trzyma rząd 9: mat, bez powtórzenia.
lesson-xq-perpetual-check-wrong = Szach z a10 powtarza pozycję trzeci raz i przegrałby. Szukaj mata.
lesson-xq-perpetual-check-review = Nie powtarzaj szachów: znajdź nowy albo mata.
lesson-xq-chase-title = Pościg
lesson-xq-chase-rule = Ciągłe atakowanie tej samej niechronionej bierki to pościg. Według tych zasad wieczny pościg przegrywa, jak wieczny szach.
lesson-xq-chase-explain = Na c4 koń jest chroniony przez twój rydwan na c1: pościg się kończy.
lesson-xq-chase-wrong = Tam koń wciąż jest niechroniony i rydwan może go dalej ścigać.
lesson-xq-chase-review = Przeciw pościgowi postaw bierkę tam, gdzie jest chroniona.
lesson-jg-cannon-screen-title = Zasłona armaty w janggi
lesson-jg-cannon-screen-rule = W janggi armata przeskakuje dokładnie jedną bierkę zarówno przy ruchu, jak i przy biciu. Bez zasłony w ogóle się nie rusza.
lesson-jg-cannon-screen-explain = Żołnierz Han na b6 jest zasłoną: armata go przeskakuje i bije rydwan na b8.
lesson-jg-cannon-screen-wrong = Armata może tam wylądować, ale niczego nie bije. Przeskocz zasłonę i zbij rydwan.
lesson-jg-cannon-screen-review = Armata w janggi zawsze skacze, nawet by się ruszyć.
lesson-jg-cannon-limit-title = Armata nie przeskoczy armaty
lesson-jg-cannon-limit-rule = Armata w janggi nie może użyć armaty jako zasłony ani nigdy zbić armaty.
lesson-jg-cannon-limit-explain = Armaty Han na b5 nie da się przeskoczyć, więc rydwan jest bezpieczny. Przez twojego konia na c3 armata bije konia na f3.
lesson-jg-cannon-limit-wrong = To niczego nie bije. Użyj konia na c3 jako zasłony i zbij konia na f3.
lesson-jg-cannon-limit-review = Armaty nie przeskakują ani nie biją armat.
lesson-jg-chariot-diagonal-title = Rydwan w pałacu
lesson-jg-chariot-diagonal-rule = W pałacu rydwan może też poruszać się po przekątnych.
lesson-jg-chariot-diagonal-explain = Z d3 rydwan idzie przekątną przez pusty środek e2 i bije armatę na f1.
lesson-jg-chariot-diagonal-wrong = To niczego nie bije. W pałacu rydwan może użyć przekątnej z d3 na f1.
lesson-jg-chariot-diagonal-review = Linie pałacu to dodatkowe drogi dla rydwanu.
lesson-jg-cannon-diagonal-title = Armata na przekątnej pałacu
lesson-jg-cannon-diagonal-rule = Na przekątnej pałacu armata skacze z rogu do przeciwległego rogu, przez bierkę na środku, która nie jest armatą.
lesson-jg-cannon-diagonal-explain = Twój strażnik na e2 jest zasłoną: armata skacze z d1 na f3 i bije rydwan.
lesson-jg-cannon-diagonal-wrong = To niczego nie bije. Przeskocz po skosie strażnika na e2.
lesson-jg-cannon-diagonal-review = W pałacu armata może przeskoczyć przez środek.
lesson-jg-elephant-block-title = Słoń w janggi
lesson-jg-elephant-block-rule = Słoń idzie jeden punkt prosto, potem dwa po skosie. Bierka na którymkolwiek z dwóch punktów po drodze go blokuje.
lesson-jg-elephant-block-explain = Droga na f6 przez d4 i e5 jest wolna: słoń bije konia. Żołnierz na d6 blokuje drogę do rydwanu.
lesson-jg-elephant-block-wrong = To niczego nie bije. Sprawdź oba punkty na każdej drodze słonia.
lesson-jg-elephant-block-review = Słoń ma na każdej drodze dwa punkty do sprawdzenia.
lesson-jg-horse-block-title = Koń w janggi
lesson-jg-horse-block-rule = Koń idzie jeden punkt prosto, potem jeden ukośnie na zewnątrz. Bierka na pierwszym punkcie go blokuje.
lesson-jg-horse-block-explain = Twój strażnik na d3 blokuje drogę do rydwanu na e4; droga do armaty na a4 przez b3 jest wolna.
lesson-jg-horse-block-wrong = To niczego nie bije. Koń wciąż dojdzie na a4 przez pusty punkt b3.
lesson-jg-horse-block-review = Koń jest tak wolny, jak jego pierwszy krok.
lesson-jg-soldier-palace-title = Żołnierze w pałacu
lesson-jg-soldier-palace-rule = Żołnierz w janggi idzie naprzód lub w bok. W pałacu przeciwnika może też iść naprzód po przekątnych.
lesson-jg-soldier-palace-explain = Z rogu d8 żołnierz idzie przekątną pałacu na e9 i bije konia.
lesson-jg-soldier-palace-wrong = To niczego nie bije. Z d8 żołnierz może pójść po skosie na e9.
lesson-jg-soldier-palace-review = W pałacu wroga żołnierze korzystają z przekątnych.
lesson-jg-points-title = Liczenie punktów
lesson-jg-points-rule = Bierki janggi mają punkty: rydwan 13, armata 7, koń 5, słoń 3, strażnik 3, żołnierz 2; Han dostaje 1,5 więcej. Niektóre partie rozstrzygają punkty.
lesson-jg-points-explain = Armata jest warta 7 punktów, koń 5: zbij armatę.
lesson-jg-points-wrong = To daje mniej punktów. Armata jest warta 7, koń 5.
lesson-jg-points-review = Rydwan 13, armata 7, koń 5, słoń i strażnik 3, żołnierz 2.
lesson-jg-general-diagonal-title = Generał na przekątnych
lesson-jg-general-diagonal-rule = Generał idzie o jeden punkt po liniach pałacu, także po przekątnych, i nigdy nie opuszcza pałacu.
lesson-jg-general-diagonal-explain = Generał idzie po skosie z d3 na e2, z linii rydwanu na punkt, którego nic nie atakuje; żołnierz pilnuje e3.
lesson-jg-general-diagonal-wrong = Zasłonięty rydwan zostanie zbity przez rydwan Han. Generał może uciec po skosie.
lesson-jg-general-diagonal-review = W pałacu przekątne są drogami ucieczki.
lesson-jg-bikjang-title = Bikjang
lesson-jg-bikjang-rule = Dwaj generałowie naprzeciw siebie na otwartej linii to bikjang. Według tych zasad po biciu strona na ruchu musi go przerwać, inaczej partię rozstrzygają punkty.
lesson-jg-bikjang-explain = Twój rydwan na e5 staje między generałami; zejście generała z linii też przerywa bikjang.
lesson-jg-bikjang-wrong = Po tym ruchu generałowie wciąż stoją naprzeciw siebie: bikjang trwa.
lesson-jg-bikjang-review = Aby przerwać bikjang, zejdź z linii albo wstaw bierkę pomiędzy.
lesson-jg-pass-title = Pas
lesson-jg-pass-rule = W janggi strona, która nie jest szachowana, może spasować zamiast ruszyć się. Tu każdy ruch kosztowałby cię strażnika.
lesson-jg-pass-explain = Pas zostawia strażnika na e2, gdzie osłania twojego generała przed rydwanem.
lesson-jg-pass-wrong = Na e3 strażnika zbija żołnierz z d3. Pas nic nie kosztuje.
lesson-jg-pass-review = Gdy każdy ruch pogarsza sprawę, spasuj.
lesson-jg-double-chariot-mate-title = Mat dwoma rydwanami w janggi
lesson-jg-double-chariot-mate-rule = Dwa rydwany matują jak w xiangqi: jeden zamyka rząd, drugi szachuje na ostatnim.
lesson-jg-double-chariot-mate-explain = Rydwan na a9 trzyma rząd 9, a rydwan na b10 szachuje. Generał nie ma wolnego punktu.
lesson-jg-double-chariot-mate-wrong = Generał ucieka. Trzymaj rząd 9 zamknięty i szachuj na rzędzie 10.
lesson-jg-double-chariot-mate-review = Jeden rydwan odcina, drugi szachuje.
lesson-jg-horse-chariot-mate-title = Mat koniem i rydwanem w janggi
lesson-jg-horse-chariot-mate-rule = Rydwan szachuje na ostatnim rzędzie, a koń pilnuje wyjścia generała.
lesson-jg-horse-chariot-mate-explain = Rydwan szachuje z i10; koń na c8 pilnuje e9, a d10 i f10 leżą na linii rydwanu.
lesson-jg-horse-chariot-mate-wrong = To nie mat. Szachuj na rzędzie 10, gdzie koń pilnuje e9.
lesson-jg-horse-chariot-mate-review = Koń pilnuje, rydwan szachuje.
lesson-jg-cannon-mate-title = Mat armatą w janggi
lesson-jg-cannon-mate-rule = Armata szachuje przez zasłonę. Żołnierze przed generałem są dobrymi zasłonami i pilnują punktów ucieczki.
lesson-jg-cannon-mate-explain = Armata na d3 szachuje przez żołnierza na d8. d9 i e9 są pilnowane i nic nie może się wstawić.
lesson-jg-cannon-mate-wrong = To nie mat. Przeskocz armatą na linię generała, za żołnierza na d8.
lesson-jg-cannon-mate-review = Żołnierz może być jednocześnie zasłoną i strażą.
lesson-jg-perpetual-check-title = Wieczny szach w janggi
lesson-jg-perpetual-check-rule = Gdy pozycja powtarza się trzeci raz, a jedna strona szachowała każdym ruchem, ta strona przegrywa. Rydwan szachował już dwa razy z a10.
lesson-jg-perpetual-check-explain = Rydwan szachuje z i10, a drugi trzyma rząd 9: mat, bez powtórzenia.
lesson-jg-perpetual-check-wrong = Kolejny szach z a10 powtarza pozycję i przegrywa. Szukaj mata.
lesson-jg-perpetual-check-review = Nie powtarzaj szachów: znajdź nowy albo mata.
## online play: accounts, lobby, clocks, offers, chat, profiles, live games

account-login-open = Zaloguj się
account-logout = Wyloguj się
account-signed-in = Zalogowano jako { $name }
account-heading = Zaloguj się lub załóż konto
account-username = Nazwa użytkownika
account-password = Hasło
account-rules = Nazwy użytkowników: od 2 do 20 liter, cyfr, _ lub -. Hasła: co najmniej 8 znaków.
account-login = Zaloguj się
account-register = Załóż konto
account-cancel = Anuluj
account-error-username-taken = Ta nazwa użytkownika jest zajęta; wybierz inną.
account-error-bad-username = Nazwa użytkownika ma od 2 do 20 liter, cyfr, _ lub -.
account-error-bad-password = Hasło ma co najmniej 8 znaków.
account-error-wrong-credentials = Błędna nazwa użytkownika lub hasło.
account-error-rate-limited = Zbyt wiele prób; odczekaj minutę i spróbuj ponownie.
start-lobby = Graj online
start-live = Oglądaj partie
start-leaderboard = Ranking
start-online-now = Teraz online: { $online }, trwających partii: { $games }
lobby-heading = Poczekalnia
lobby-guest-hint = Goście grają partie towarzyskie; zaloguj się, by grać rankingowo i wyzywać graczy.
lobby-challenges = Wyzwania
lobby-seeks = Otwarte propozycje
lobby-no-seeks = Nie ma jeszcze otwartych propozycji. Utwórz jedną poniżej.
lobby-new-seek = Nowa propozycja
lobby-clock = Zegar
lobby-clock-fischer = Minuty + sekundy na ruch
lobby-clock-byoyomi = Byo-yomi
lobby-untimed = Bez zegara
lobby-base = Minuty
lobby-increment = Sekundy dodawane za ruch
lobby-main = Czas główny (minuty)
lobby-periods = Okresy
lobby-period = Sekundy na okres
lobby-rated = Rankingowa
lobby-challenge-to = Wyzwij gracza
lobby-create-seek = Utwórz propozycję
lobby-send-challenge = Wyślij wyzwanie
lobby-guest = Gość
lobby-offer-terms = { $game }, { $rules }, { $clock }, { $rated }
lobby-rated-short = rankingowa
lobby-casual-short = towarzyska
lobby-challenge-from = Wyzwanie od: { $name }
lobby-challenge-to-player = Twoje wyzwanie dla: { $name }
lobby-accept = Przyjmij
lobby-decline = Odrzuć
lobby-withdraw = Wycofaj
lobby-cancel = Anuluj
lobby-error-no-name = Wpisz nazwę użytkownika gracza, którego chcesz wyzwać.
lobby-error-rated-needs-account = Partie rankingowe są dla zalogowanych graczy; zaloguj się lub zagraj towarzysko.
lobby-error-too-many-seeks = Masz już tyle otwartych propozycji, ile wolno; najpierw anuluj jedną.
lobby-error-unknown-seek = Ta propozycja nie jest już otwarta.
lobby-error-unknown-challenge = To wyzwanie nie jest już otwarte.
lobby-error-own-seek = Nie możesz grać sam ze sobą.
lobby-error-not-yours = To nie jest twoje.
lobby-error-unknown-player = Nie ma gracza o tej nazwie użytkownika.
lobby-error-not-logged-in = Najpierw się zaloguj.
clock-periods = { $periods } × { $seconds } s
clock-low = Mało czasu
offer-accept = Przyjmij
offer-decline = Odrzuć
offer-draw-from = { $side } proponuje remis.
offer-draw-waiting = Zaproponowano remis; czekam na odpowiedź.
offer-takeback-from = { $side } prosi o cofnięcie ruchu.
offer-takeback-waiting = Poproszono o cofnięcie; czekam na odpowiedź.
online-offer-draw = Zaproponuj remis
online-takeback = Poproś o cofnięcie
online-abort = Przerwij partię
online-rematch = Rewanż
online-rematch-accept = Przyjmij rewanż
online-claim-win = Zgłoś wygraną
online-claim-draw = Ogłoś remis
online-download-pgn = Pobierz PGN
online-download-gib = Pobierz GIB
grace-countdown = Przeciwnik wyszedł. Jeśli nie wróci, za { $seconds } s możesz zgłosić wynik partii.
grace-over = Przeciwnik nie wrócił. Zgłoś wygraną albo ogłoś remis.
chat-players = Czat graczy
chat-spectators = Czat widzów
chat-label = Wiadomość
chat-send = Wyślij
chat-from = { $name }:
chat-from-guest = Gość:
outcome-aborted = Partia została przerwana.
outcome-win-timeout = { $side } wygrywa na czas.
outcome-win-abandonment = { $side } wygrywa: przeciwnik opuścił partię.
outcome-draw-timeout = Remis: czas się skończył, ale druga strona nie mogła wygrać.
outcome-draw-abandonment = Remis: przeciwnik opuścił partię.
error-no-draws = Te zasady nie przewidują remisu za zgodą.
error-two-players-only = Tylko w partiach między dwoma graczami.
error-no-offer = Nie ma propozycji, na którą trzeba odpowiedzieć.
error-too-late-to-abort = Partię można przerwać tylko w pierwszych dwóch ruchach.
error-opponent-present = Przeciwnik wciąż tu jest (lub może jeszcze wrócić).
error-not-over = Partia jeszcze się nie skończyła.
error-bad-chat = Tej wiadomości nie można wysłać (pusta, za długa lub niedozwolona tutaj).
profile-title = { $name }: profil
profile-unknown = Nie ma gracza o tej nazwie użytkownika.
profile-provisional = Ranking tymczasowy (?): jeszcze mało partii.
profile-record = Partie: { $games }; wygrane: { $wins }, remisy: { $draws }, przegrane: { $losses }
profile-chart = Ranking { $game } od { $from } do { $to }
profile-games = Partie
profile-newer = Nowsze partie
profile-older = Starsze partie
profile-playing = W toku
profile-game-about = { $game }, { $rated }: { $result }
game-players = { $first } – { $second }
leaderboard-heading = Ranking
leaderboard-title = Ranking: { $game }
leaderboard-empty = Nie ma jeszcze partii rankingowych.
live-heading = Trwające partie
live-empty = W tej chwili nie trwa żadna partia.
live-about = { $game }, { $rules }, { $clock }
live-watch = Oglądaj
## rules pages

start-rules = Zasady gier
rules-this-game = Zasady tej partii
rules-overview-title = { -brand }: zasady { -xiangqi } i { -janggi }
rules-overview-heading = Zasady { -xiangqi } i { -janggi }
rules-overview-intro = Obie gry toczą się na punktach planszy o szerokości dziewięciu linii i długości dziesięciu. Każda strona ma generała w pałacu z dziewięciu punktów i wygrywa, dając mata generałowi przeciwnika.
rules-about-xiangqi = { -xiangqi } to szachy chińskie. Przez środek planszy płynie rzeka, a { -red } zaczyna.
rules-about-janggi = { -janggi } to szachy koreańskie. Nie ma rzeki, przekątne każdego pałacu są drogami dla bierek w jego wnętrzu, a { -cho } zaczyna.
rules-setup-choice = Przed partią każda strona wybiera ustawienie swoich koni i słoni.
rules-setup-fixed = Bierki zaczynają na stałych punktach.
rules-page-title = { -brand }: { $rules }
rules-all = Wszystkie zasady
rules-play = Zagraj partię
rules-presets-heading = Zestawy zasad
rules-not-found-title = Nie ma takiego zestawu zasad
rules-not-found-text = Nie ma zestawu zasad o nazwie „{ $name }”. { -brand } zna te:
rules-pieces-heading = Jak poruszają się bierki
rules-diagram-caption = Z { $from } może pójść na: { $targets }.
rules-diagram-blocked = Zablokowane: { $points }.
rules-move-xiangqi-k = Generał porusza się o jeden punkt wzdłuż linii i nigdy nie opuszcza pałacu. Dwaj generałowie nie mogą nigdy stać naprzeciw siebie na otwartej linii.
rules-move-xiangqi-a = Doradca porusza się o jeden punkt po przekątnej i zostaje w pałacu.
rules-move-xiangqi-b = Słoń porusza się o dokładnie dwa punkty po przekątnej. Bierka na punkcie pośrodku go blokuje i nigdy nie przekracza rzeki.
rules-move-xiangqi-n = Koń porusza się o jeden punkt wzdłuż linii, a potem o jeden punkt po przekątnej na zewnątrz. Bierka na tym pierwszym punkcie zamyka drogę.
rules-move-xiangqi-r = Rydwan porusza się o dowolną odległość wzdłuż linii, aż zatrzyma go bierka, i bije pierwszą napotkaną bierkę przeciwnika.
rules-move-xiangqi-c = Armata porusza się jak rydwan, ale bije tylko, przeskakując dokładnie jedną bierkę na bierkę przeciwnika.
rules-move-xiangqi-p = Żołnierz idzie o jeden punkt do przodu. Po przekroczeniu rzeki może też iść o jeden punkt w bok. Nigdy się nie cofa.
rules-move-janggi-k = Generał porusza się o jeden punkt wzdłuż dowolnej linii pałacu, łącznie z przekątnymi, i nigdy go nie opuszcza.
rules-move-janggi-a = Strażnik porusza się jak generał: o jeden punkt wzdłuż linii pałacu.
rules-move-janggi-b = Słoń porusza się o jeden punkt wzdłuż linii, a potem o dwa punkty po przekątnej na zewnątrz. Bierka na dowolnym punkcie drogi go blokuje.
rules-move-janggi-n = Koń porusza się o jeden punkt wzdłuż linii, a potem o jeden punkt po przekątnej na zewnątrz. Bierka na tym pierwszym punkcie zamyka drogę.
rules-move-janggi-r = Rydwan porusza się o dowolną odległość wzdłuż linii, a w pałacu także po jego przekątnych.
rules-move-janggi-c = Armata przeskakuje dokładnie jedną bierkę, która nie jest armatą, wzdłuż linii lub przekątnej pałacu i staje na punkcie za nią albo tam bije. Nigdy nie bije armaty.
rules-move-janggi-p = Żołnierz idzie o jeden punkt do przodu lub w bok, nigdy do tyłu.
rules-note-cannon-slides = W tym zestawie zasad armata, która nie bije, może też poruszać się jak rydwan.
rules-note-cannon-must-jump = Potrzebuje bierki do przeskoczenia, nawet gdy nie bije.
rules-note-soldier-palace-diagonals = W pałacu przeciwnika może też iść naprzód po przekątnych.
rules-table-heading = Bierki w skrócie
rules-col-traditional = Tradycyjny znak
rules-col-readable = Jeden znak
rules-col-picture = Obrazek
rules-col-name = Nazwa
rules-col-moves = Jak się porusza
rules-col-points = Punkty
rules-short-xiangqi-k = Jeden punkt wzdłuż linii, w pałacu
rules-short-xiangqi-a = Jeden punkt po przekątnej, w pałacu
rules-short-xiangqi-b = Dwa punkty po przekątnej, nigdy za rzekę
rules-short-xiangqi-n = Jeden prosto, potem jeden po przekątnej; może być zablokowany
rules-short-xiangqi-r = Dowolnie daleko wzdłuż linii
rules-short-xiangqi-c = Jak rydwan; bije, przeskakując jedną bierkę
rules-short-xiangqi-p = Jeden naprzód; za rzeką także w bok
rules-short-janggi-k = Jeden punkt wzdłuż linii pałacu
rules-short-janggi-a = Jeden punkt wzdłuż linii pałacu
rules-short-janggi-b = Jeden prosto, potem dwa po przekątnej; może być zablokowany
rules-short-janggi-n = Jeden prosto, potem jeden po przekątnej; może być zablokowany
rules-short-janggi-r = Dowolnie daleko wzdłuż linii lub przekątnej pałacu
rules-short-janggi-c = Przeskakuje dokładnie jedną bierkę, która nie jest armatą
rules-short-janggi-p = Jeden naprzód lub w bok
rules-endings-heading = Jak kończy się partia
rules-end-checkmate = Mat: przegrywa strona, której generał jest atakowany i nie może uciec.
rules-end-no-legal-move = Strona bez żadnego legalnego ruchu przegrywa, nawet jeśli nie jest szachowana.
rules-end-flying-general = Generałowie nie mogą nigdy stać naprzeciw siebie na otwartej linii: ruch, który by ich tak zostawił, jest niedozwolony.
rules-end-facing-allowed = Generałowie mogą stać naprzeciw siebie na otwartej linii; nic z tego nie wynika.
rules-end-bikjang-break-or-pass = Bikjang: strona, której ruch zaczyna się z generałami naprzeciw siebie, musi zasłonić lub opuścić linię albo spasować.
rules-end-bikjang-must-break = Bikjang: strona, której ruch zaczyna się z generałami naprzeciw siebie, musi zasłonić lub opuścić linię.
rules-end-bikjang-pass-while-facing = Pas, gdy generałowie stoją naprzeciw siebie, kończy partię: { $decision ->
    [points] wygrywa strona z większą liczbą punktów.
   *[draw] jest remis.
  }
rules-end-bikjang-still-facing = Gdy choć jedna bierka została zbita, strona, której ruch zaczął się z generałami naprzeciw siebie i która ich tak zostawia, kończy partię: { $decision ->
    [points] wygrywa strona z większą liczbą punktów.
   *[draw] jest remis.
  }
rules-end-pass-allowed = Strona, która nie jest szachowana, może spasować zamiast ruszać.
rules-end-pass-never = Pasowanie jest niedozwolone.
rules-end-double-pass = Gdy obie strony spasują jedna po drugiej, partia się kończy: { $decision ->
    [points] wygrywa strona z większą liczbą punktów.
   *[draw] jest remis.
  }
rules-end-repetition-xiangqi = Gdy pozycja pojawia się po raz trzeci, przegrywa strona, która od jej pierwszego pojawienia się szachowała każdym ruchem, chyba że obie to robiły; w przeciwnym razie jest remis.
rules-end-repetition-janggi = Gdy pozycja pojawia się po raz trzeci, wygrywa strona z większą liczbą punktów; strona, która od jej pierwszego pojawienia się szachowała każdym ruchem, przegrywa zamiast tego, chyba że obie to robiły.
rules-end-repetition-fold = Gdy pozycja pojawiła się { $count } razy, partia się kończy: przegrywa strona dająca wiecznego szacha; w przeciwnym razie { $decision ->
    [points] wygrywa strona z większą liczbą punktów.
   *[draw] jest remis.
  }
rules-end-chasing = Ściganie niechronionej bierki każdym ruchem przegrywa, tak jak wieczny szach.
rules-end-move-repetition = Przesuwanie jednej bierki tam i z powrotem bez szacha szybciej liczy się jako powtórzenie.
rules-end-repetition-none = Powtórzone pozycje nie kończą partii.
rules-end-ply-limit = Po { $count } ruchach łącznie (liczy się każdy ruch każdej strony) partia się kończy: { $decision ->
    [points] wygrywa strona z większą liczbą punktów.
   *[draw] jest remis.
  }
rules-end-quiet-limit = Po { $count } ruchach bez bicia (liczy się każdy ruch każdej strony) partia się kończy: { $decision ->
    [points] wygrywa strona z większą liczbą punktów.
   *[draw] jest remis.
  }
rules-end-quiet-limit-check-offset = Szachy jednej strony ponad dziesięć wydłużają ten limit.
rules-end-bare-material = Gdy żadna strona nie ma już rydwanu, konia, armaty ani żołnierza, jest remis.
rules-end-draw-agreement = Gracze mogą uzgodnić remis.
rules-end-resignation = Gracz może poddać się w każdej chwili.
rules-end-points = Punkty: każda strona liczy swoje bierki na planszy (zob. tabela); { -han } dostaje { $bonus } za ruch jako druga, więc sumy nigdy nie są równe.
rules-faq-heading = Pytania i odpowiedzi
rules-faq-q1 = Która strona zaczyna?
rules-faq-a1 = { -red } w { -xiangqi }, { -cho } w { -janggi }.
rules-faq-q2 = Czy generał może opuścić pałac?
rules-faq-a2 = Nie. Generał i jego doradcy lub strażnicy zawsze zostają w swoim pałacu.
rules-faq-q3 = Dlaczego mój koń lub słoń nie może tam pójść?
rules-faq-a3 = Blokuje go bierka na punkcie jego drogi; diagramy powyżej oznaczają takie punkty krzyżykiem.
rules-faq-q4 = Co się dzieje, gdy ta sama pozycja ciągle wraca?
rules-faq-a4 = To zależy od zestawu zasad: lista sposobów zakończenia partii na tej stronie mówi, co robi ten.
rules-strategy-heading = Wskazówki strategiczne
rules-strategy-opening-heading = Otwarcie
rules-strategy-opening = Wyprowadzaj rydwany wcześnie, rozwijaj konie, zanim zostaną zablokowane, pilnuj obrony pałacu i nie ruszaj żołnierzy bez celu.
rules-strategy-values-heading = Wartość bierek
rules-strategy-values-xiangqi = Rydwan jest wart mniej więcej dwa konie lub dwie armaty. Armaty są silniejsze na początku, konie pod koniec, gdy plansza pustoszeje. Doradcy i słonie bronią.
rules-strategy-values-janggi = Punkty w tabeli to dobra wskazówka: rydwan jest najsilniejszą bierką, a armaty słabną, gdy plansza pustoszeje, bo potrzebują bierek do przeskakiwania.
rules-strategy-mates-heading = Częste maty
rules-strategy-mates = Dwa rydwany dają mata, zmieniając się na sąsiednich liniach. Koń i rydwan matują generała zamkniętego przez własne bierki. Armata za zasłoną na linii generała daje mata, gdy nie może on odejść w bok.
embed-title = { -brand }: plansza
embed-link-game = Zobacz tę partię na { -brand }
embed-link-rules = Zasady tej partii na { -brand }
embed-link-home = Graj w { -janggi } i { -xiangqi } na { -brand }
embed-no-game = Nie ma partii „{ $id }”.
embed-unavailable = Tej partii nie można teraz pokazać: { $reason }
embed-bad-query = Ten link jest nieprawidłowy.
embed-bad-rules = Nieznany zestaw zasad „{ $name }”.
embed-bad-fen = Tej pozycji nie można pokazać: { $reason }
embed-code-button = Kopiuj kod do osadzenia
embed-code-copied = Skopiowano kod do osadzenia
embed-frame-title = { -brand }: plansza
## analysis
analysis-legend = Analiza silnika
analysis-on = Analizuj
analysis-lines-label = Warianty
analysis-depth = Głębokość { $depth }
analysis-waiting = Silnik myśli…
analysis-no-moves = W tej pozycji nie ma legalnego ruchu.
analysis-mate = { $side } daje mata, ruchów: { $moves }
analysis-line-title = Wariant { $number }: { $moves }
analysis-graph-button = Oceń całą partię
analysis-graph-label = Ocena po każdym ruchu; kliknij, aby przejść do tego ruchu
analysis-graph-progress = Ocenione pozycje: { $done } z { $total }
analysis-graph-done = Błędy są zaznaczone na czerwono; kliknij wykres, aby przejść do ruchu.
analysis-mistake = Ruch { $ply } ({ $move }): błąd, strata { $drop }
analysis-too-many = Z twojego adresu otwarto zbyt wiele plansz analizy; zamknij jedną i spróbuj ponownie.
analysis-no-engine = Ten serwer nie ma silnika do analizy.
analysis-failed = Analiza nie powiodła się: { $reason }
editor-keys-hint = Na planszy: strzałki przesuwają, litera FEN wybiera bierkę (wielka litera dla pierwszego gracza: K A B N R C P), Enter lub spacja ją stawia, Delete usuwa, x wybiera usuwanie.
