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
