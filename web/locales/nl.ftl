# Palace, the browser client: Dutch (Nederlands).
#
# Translated from en.ftl, the reference catalogue; same ids and variables.

## Terms

-brand = Palace
-xiangqi = Xiangqi
-janggi = Janggi
-red = Rood
-black = Zwart
-cho = Cho
-han = Han

## Page and header

# The page title on the start screen.
title-start = { -brand }: { -janggi } en { -xiangqi }
# The page title during a game; $first and $second are side names.
title-game = { -brand }: { $first } tegen { $second }
brand = { -brand }
pieces-label = Stukken
language-label = Taal
sound-label = Geluid
skip-to-board = Naar het bord

## Piece sets

pieceset-traditional = Traditionele karakters
pieceset-readable = Eén karakter per soort stuk
pieceset-letters = Letters
pieceset-pictures = Afbeeldingen

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = Generaal
piece-xiangqi-a = Raadsheer
piece-xiangqi-b = Olifant
piece-xiangqi-n = Paard
piece-xiangqi-r = Wagen
piece-xiangqi-c = Kanon
piece-xiangqi-p = Soldaat
piece-janggi-k = Generaal
piece-janggi-a = Lijfwacht
piece-janggi-b = Olifant
piece-janggi-n = Paard
piece-janggi-r = Wagen
piece-janggi-c = Kanon
piece-janggi-p = Soldaat

## Start screen

start-heading = Speel { -janggi } of { -xiangqi }
resume-button = Ga verder met je partij
game-legend = Spel
game-xiangqi = { -xiangqi }
game-xiangqi-sub = Chinees schaken
game-janggi = { -janggi }
game-janggi-sub = Koreaans schaken
opponent-legend = Tegenstander
mode-computer = Computer
mode-local = Twee spelers
mode-local-sub = op dit apparaat
mode-friend = Nodig een vriend uit
mode-friend-sub = stuur een link
level-legend = Niveau
level-select-label = Niveau 1 tot 8
level-easy = Makkelijk
level-easy-about = Maakt fouten: goed om de zetten te leren.
level-normal = Normaal
level-normal-about = Speelt verstandig en straft ongedekte stukken af.
level-hard = Moeilijk
level-hard-about = Het sterkste niveau: denkt het langst na en vergist zich zelden.
# $won, $lost and $drawn are numbers of games.
score-level = Je score op niveau { $level }: { $won } gewonnen, { $lost } verloren, { $drawn } remise
score-friend = Tegen vrienden: { $won } gewonnen, { $lost } verloren, { $drawn } remise
# $first and $second are side names; $firstWins and $secondWins numbers of games.
score-local = Partijen op dit apparaat: { $first } won { $firstWins }, { $second } won { $secondWins }, { $drawn } remise
side-legend = Jouw kant
side-moves-first = begint
side-moves-second = speelt als tweede
side-random = Willekeurig
# Two players on one device: which side sits at the bottom.
side-at-bottom = { $side } onderaan
rules-legend = Regels
rules-advanced = Geavanceerd: compatibel met Fairy-Stockfish
rules-xiangqi-standard = Standaard (Aziatische regels, vereenvoudigde herhaling)
rules-xiangqi = Fairy-Stockfish: { -xiangqi }
rules-janggi-standard = Standaard (opstelling naar keuze, bikjang op punten)
rules-janggi-club = Club (vaste opstelling, kanonnen glijden)
rules-janggi-strict = Streng (niet passen)
rules-janggi = Fairy-Stockfish: { -janggi }
rules-janggitraditional = Fairy-Stockfish: traditioneel
rules-janggimodern = Fairy-Stockfish: modern (Kakao)
rules-janggicasual = Fairy-Stockfish: vrijblijvend
setup-hint = { -janggi }: vóór de eerste zet kiest elke kant waar de paarden en olifanten staan, eerst { -han }, dan { -cho }.
start-button = Start
# $reason is one of the error-… messages below.
start-failed = Kan geen partij starten: { $reason }

## A game link that leads nowhere

not-found-heading = Hier is geen partij
not-found-text = Er is geen partij op deze link. Misschien is hij verkeerd getypt, of bestaat de partij niet meer.
not-found-home = Begin een nieuwe partij

## Game screen

board-label = Bord
board-help = Met de pijltjestoetsen beweeg je de cursor, met Enter of spatie pak je een stuk op en zet je het neer, met Escape annuleer je.
review-start = Beginstelling
review-after = Na zet { $ply } van { $total }
review-first = Beginstelling
review-prev = Vorige zet
review-next = Volgende zet
review-live = Terug naar de partij
turn-connecting = Verbinden…
turn-reconnecting = Opnieuw verbinden…
turn-choose-setup = Kies je opstelling ({ $side }).
turn-waiting-setup = Wachten tot { $side } een opstelling kiest…
turn-side-to-move = { $side } is aan zet.
turn-yours = Jij bent aan zet ({ $side }).
turn-computer = De computer ({ $side }) denkt na…
turn-waiting-friend = Wachten tot je vriend meedoet als { $side }…
turn-waiting = Wachten op { $side }…
check-xiangqi = Schaak!
check-janggi = Janggun (schaak)!
notice-watching = Je kijkt naar deze partij.
notice-seat-taken = Beide plaatsen zijn bezet: je kijkt naar deze partij.
notice-invite-failed = Deze uitnodiging werkt niet: je kijkt naar deze partij.
notice-repetition = Deze stelling is twee keer voorgekomen. Komt ze een derde keer voor, dan eindigt de partij (een kant die met elke zet schaak gaf, verliest).
notice-bikjang = Bikjang: de generaals staan tegenover elkaar op een open lijn.

## Players

player-you = { $side }: jij
player-this-device = { $side }: dit apparaat
player-computer = { $side }: computer, niveau { $level }
player-waiting-friend = { $side }: wachten op een vriend
player-friend = { $side }: je vriend
player-friend-away = { $side }: je vriend (afwezig)
player-other = { $side }: speler
player-other-away = { $side }: speler (afwezig)
to-move = aan zet
spectators =
    { $count ->
        [one] { $count } kijker
       *[other] { $count } kijkers
    }
invite-prompt = Stuur deze link naar je vriend:
invite-link-label = Uitnodigingslink
copy = Kopiëren
copied = Gekopieerd
# $first and $second are side names, the others their points.
points = Punten: { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = { $side } verloor:
captured-none = { $side } verloor: niets

## Buttons

pass = Passen
undo = Zet terugnemen
flip = Bord draaien
flip-title = Het bord omdraaien
resign = Opgeven
new-game = Nieuwe partij
moves-heading = Zetten
coords-label = coördinaten
copy-moves = Zetten kopiëren
moves-copied = Zetten gekopieerd
move-pass = pas
move-title = Zet { $ply }: { $move }

## Janggi setup choice

setup-title-mine = { $side }: kies waar je paarden en olifanten staan
setup-title-other = { $side } kiest een opstelling…
# $setup is one of the setup-… names below.
setup-han-chose = { -han } koos { $setup }.
setup-order = { -han } kiest eerst, daarna { -cho }.
setup-named = Gelezen vanaf de linkerkant van elke speler.
setup-ma-sang-sang-ma = 馬象象馬 paard, olifant, olifant, paard
setup-sang-ma-sang-ma = 象馬象馬 olifant, paard, olifant, paard
setup-ma-sang-ma-sang = 馬象馬象 paard, olifant, paard, olifant
setup-sang-ma-ma-sang = 象馬馬象 olifant, paard, paard, olifant

## Dialogs

resign-question = Deze partij opgeven?
resign-yes = Opgeven
keep-playing = Verder spelen
# $outcome is one of the outcome-… sentences below.
pass-question = Als je nu past, eindigt de partij. { $outcome } Toch passen?
pass-yes = Passen en de partij beëindigen
over-title = Partij afgelopen
over-won = Je hebt gewonnen!
over-lost = Je hebt verloren
over-draw = Remise
over-points = Punten: { $first } { $firstPoints }, { $second } { $secondPoints }.
score-after-level = Tegen niveau { $level }: { $won } gewonnen, { $lost } verloren, { $drawn } remise.
score-after-friend = Tegen vrienden: { $won } gewonnen, { $lost } verloren, { $drawn } remise.
score-after-local = Partijen op dit apparaat: { $first } won { $firstWins }, { $second } won { $secondWins }, { $drawn } remise.
play-again = Nog een keer
look-at-board = Bekijk het bord

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = { $side } wint door schaakmat.
outcome-win-no-legal-moves = { $side } wint: de andere kant heeft geen geldige zet meer.
outcome-win-bikjang = { $side } wint op punten na bikjang (de generaals stonden tegenover elkaar).
outcome-win-repetition = { $side } wint door herhaling.
outcome-win-perpetual-check = { $side } wint: de andere kant gaf eeuwig schaak.
outcome-win-double-pass = { $side } wint op punten nadat beide kanten pasten.
outcome-win-ply-limit = { $side } wint op punten bij de zettenlimiet.
outcome-win-quiet-limit = { $side } wint na te veel zetten zonder slaan.
outcome-win-bare-material = { $side } wint: de andere kant heeft geen aanvallend stuk meer.
outcome-win-resignation = { $side } wint door opgave.
outcome-win-agreement = { $side } wint in onderling overleg.
outcome-win = { $side } wint.
outcome-draw-bikjang = Remise door bikjang (de generaals stonden tegenover elkaar).
outcome-draw-repetition = Remise door herhaling.
outcome-draw-perpetual-check = Remise: beide kanten gaven eeuwig schaak.
outcome-draw-double-pass = Remise: beide kanten pasten.
outcome-draw-ply-limit = Remise bij de zettenlimiet.
outcome-draw-quiet-limit = Remise na te veel zetten zonder slaan.
outcome-draw-bare-material = Remise: geen van beide kanten heeft nog een aanvallend stuk.
outcome-draw-agreement = Remise in onderling overleg.
outcome-draw = Remise.

## Board cells and announcements for screen readers

# $point is a point name such as e3.
point-empty = { $point }, leeg
point-piece = { $piece } ({ $side }), { $point }
point-target = { $point }, leeg, je kunt hierheen zetten
point-capture = { $piece } ({ $side }), { $point }, je kunt hier slaan
announce-picked =
    { $count ->
        [one] { $piece } op { $point } opgepakt: één mogelijk veld.
       *[other] { $piece } op { $point } opgepakt: { $count } mogelijke velden.
    }
announce-cannot-move = { $piece } op { $point } kan nu niet bewegen.
announce-put-down = Neergezet.
# $move is the move in the game's notation, $side who made it.
announce-move = { $side }: { $move }.
announce-pass = { $side } past.

## Errors, by the server's codes

error-not-connected = Geen verbinding met de server; opnieuw proberen…
error-unreachable = Kan de server niet bereiken.
error-unknown-game = Deze partij bestaat niet.
error-wrong-token = Deze browser heeft geen plaats in deze partij.
error-spectator = Je kijkt naar deze partij en kunt niet zetten.
error-not-your-turn = Je bent niet aan zet.
error-malformed-move = De server begreep die zet niet.
error-illegal-move = Die zet is niet toegestaan.
error-game-over = De partij is afgelopen.
error-undo-not-allowed = In deze partij kun je geen zetten terugnemen.
error-setup-pending = De opstelling wordt nog gekozen.
error-no-setup = Er valt nu geen opstelling te kiezen.
error-unknown-setup = Die opstelling bestaat niet.
error-nothing-to-undo = Er is geen zet om terug te nemen.
error-wrong-invite = Deze uitnodiging werkt niet.
error-seat-taken = Beide plaatsen zijn bezet.
error-unavailable = De partij is bezet; probeer het zo opnieuw.
error-storage = De server kon de partij niet opslaan; probeer het opnieuw.
error-storage-unavailable = De server kan op dit moment geen partijen opslaan; probeer het later opnieuw.
error-too-many-spectators = Er kijken te veel mensen naar deze partij; opnieuw proberen…
error-bad-request = De server begreep het verzoek niet.
error-too-large = Het verzoek was te groot.
error-malformed = De server begreep een bericht niet.
error-rate-limited = Te veel berichten tegelijk; opnieuw verbinden…
error-other = Er ging iets mis ({ $code }).

## Study board and board editor

start-study = Een partij bestuderen
start-editor = Een stelling opzetten
title-study = Analysebord · Palace
title-editor = Stellingseditor · Palace
study-heading = Analysebord
study-import-legend = Partij importeren
study-file-label = Bestand openen
study-drop-hint = GIB, PGN, XQF, DhtmlXQ, CBF of FEN; je kunt het bestand ook op deze pagina slepen.
study-paste-label = Of plak een partij of een FEN
study-paste-button = Lezen
study-reading = Bezig met lezen…
study-read-failed = De partij kon niet gelezen worden: { $reason }
study-games-label = Partij
study-game-option = { $number }. { $title }
study-game-errors = Onleesbare partijen in het bestand: { $count }. De eerste: { $detail }
study-empty = Importeer een partij, of open een stelling vanuit de editor.
study-ply = Zet { $ply } van { $total }
study-branch = Zet { $ply } van jouw variant vanaf zet { $from }
study-back-to-game = Terug naar de partij
study-last = Laatste zet
study-export-legend = Exporteren
study-fen-label = FEN
study-copy-fen = FEN kopiëren
study-edit-position = Deze stelling bewerken
study-export-what = Wat
study-export-line = De variant op het bord
study-export-game = De partij zoals geïmporteerd
study-format-label = Formaat
study-format-pgn = PGN, coördinaten
study-format-wxf = PGN, WXF-zetten
study-format-chinese = PGN, Chinese zetten
study-format-korean = PGN, Koreaanse zetten
study-format-gib = GIB
study-format-fen = FEN van de getoonde stelling
study-export-button = Tonen
study-download = Downloaden
editor-heading = Stellingseditor
editor-palette-label = Stuk om te plaatsen
editor-turn-label = Aan zet
editor-start = Beginstelling
editor-clear = Bord leegmaken
editor-check = Stelling controleren
editor-open-study = Openen in het analysebord
editor-valid = De stelling is geldig.
editor-piece = { $piece } ({ $side })
editor-remove = Stuk weghalen
editor-fault-bad-fen = De FEN is onleesbaar.
editor-fault-general-count = { $side } moet precies één { $piece } hebben.
editor-fault-general-outside-palace = { $piece } ({ $side }) op { $point } staat buiten zijn paleis.
editor-fault-generals-facing = De generaals staan tegenover elkaar zonder iets ertussen.
editor-fault-too-many = { $side } heeft { $count } × { $piece }, hoogstens { $max } toegestaan.
editor-fault-misplaced = { $piece } ({ $side }) op { $point } staat waar hij nooit kan komen.
editor-fault-soldier-behind-start = { $piece } ({ $side }) op { $point } staat achter zijn beginrij; soldaten gaan nooit terug.
editor-fault-opponent-in-check = De partij die niet aan zet is, staat schaak.
editor-play-computer = Tegen de computer spelen
editor-play-friend = Met een vriend spelen
study-this-game = Deze partij bestuderen

## analysis
analysis-legend = Engine-analyse
analysis-on = Analyseren
analysis-lines-label = Varianten
analysis-depth = Diepte { $depth }
analysis-waiting = De engine denkt na…
analysis-no-moves = Geen legale zet in deze stelling.
analysis-mate = { $side } geeft mat in { $moves }
analysis-line-title = Variant { $number }: { $moves }
analysis-graph-button = Hele partij beoordelen
analysis-graph-label = Beoordeling na elke zet; klik om naar die zet te gaan
analysis-graph-progress = { $done } van { $total } stellingen beoordeeld
analysis-graph-done = Fouten zijn rood gemarkeerd; klik op de grafiek om naar een zet te gaan.
analysis-mistake = Zet { $ply } ({ $move }): een fout, { $drop } verloren
analysis-too-many = Er staan te veel analyseborden open vanaf je adres; sluit er een en probeer het opnieuw.
analysis-no-engine = Deze server heeft geen engine om mee te analyseren.
analysis-failed = De analyse is mislukt: { $reason }
editor-keys-hint = Op het bord: de pijltjestoetsen bewegen, een FEN-letter kiest een stuk (hoofdletter voor de eerste speler: K A B N R C P), Enter of spatie zet het neer, Delete haalt weg, x kiest weghalen.
