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
