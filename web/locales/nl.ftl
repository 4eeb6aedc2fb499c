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

## lessons
start-lessons = Lessen
lessons-heading = Lessen
lessons-intro = Elke les leert één regel aan de hand van een stelling: lees de regel, vergelijk de gemarkeerde zetten en speel dan het antwoord op het bord.
lessons-progress = { $done } van { $total } opgelost
lessons-solved = Opgelost
lessons-step-rule = De regel
lessons-step-compare = Vergelijk deze zetten
lessons-step-play = Jouw zet
lessons-play-hint = Speel je antwoord op het bord.
lessons-right = Goed zo!
lessons-wrong = Deze niet.
lessons-show-answer = Antwoord tonen
lessons-try-again = Opnieuw proberen
lessons-next = Volgende les
lessons-all = Alle lessen
lessons-review = Samenvatting
lessons-candidate = { $piece } { $move }
lessons-not-found = Deze les bestaat niet.
lesson-q-capture = Welke zet wint materiaal?
lesson-q-mate = Vind het mat in één zet.
lesson-q-check = Je staat schaak. Wat is het beste antwoord?
lesson-q-safe = Je paard wordt aangevallen. Waar moet het heen?
lesson-q-bikjang = De generaals staan tegenover elkaar. Verbreek de bikjang.
lesson-q-pass = Wat is hier het beste om te doen?
lesson-q-points = Welke slagzet levert de meeste punten op?
lesson-xq-cannon-screen-title = Het scherm van het kanon
lesson-xq-cannon-screen-rule = Het kanon beweegt als een wagen, maar slaat alleen door over precies één stuk van een van beide kleuren te springen: het scherm.
lesson-xq-cannon-screen-explain = De zwarte soldaat op b6 is het scherm: het kanon springt erover en slaat de wagen op b8.
lesson-xq-cannon-screen-wrong = Die zet is toegestaan maar slaat niets: het kanon slaat alleen over een scherm.
lesson-xq-cannon-screen-review = Kanon: schuift om te zetten, springt over één stuk om te slaan.
lesson-xq-cannon-limit-title = Wat het kanon niet kan slaan
lesson-xq-cannon-limit-rule = Zonder stuk ertussen, of met twee, kan het kanon niet slaan. Het heeft precies één scherm nodig.
lesson-xq-cannon-limit-explain = Je soldaat op e5 is het scherm tussen het kanon en het paard op g5. Voor de wagen op b9 staat geen scherm.
lesson-xq-cannon-limit-wrong = Het kanon gaat daar alleen heen. De wagen op b9 kan het niet slaan: er staat niets tussen.
lesson-xq-cannon-limit-review = Geen scherm, geen slag: zoek precies één stuk ertussen.
lesson-xq-horse-leg-title = Het been van het paard
lesson-xq-horse-leg-rule = Het paard gaat één punt recht en dan één schuin naar buiten. Een stuk op dat eerste punt, het been, blokkeert het.
lesson-xq-horse-leg-explain = Je raadsheer op d3 blokkeert de weg naar de wagen op e4, maar de weg naar het kanon op a4 is vrij.
lesson-xq-horse-leg-wrong = Dat slaat niets. Het beenpunt d3 is bezet, maar b3 is vrij.
lesson-xq-horse-leg-review = Controleer elk beenpunt voordat je de sprongen van een paard telt.
lesson-xq-elephant-eye-title = Het oog van de olifant
lesson-xq-elephant-eye-rule = De olifant gaat precies twee punten schuin en steekt nooit de rivier over. Een stuk op het middelpunt, het oog, blokkeert hem.
lesson-xq-elephant-eye-explain = De soldaat op f4 blokkeert de weg naar g5, maar de weg naar c5 is open: de olifant slaat het paard.
lesson-xq-elephant-eye-wrong = Dat slaat niets. Het oog d4 is vrij, dus de olifant bereikt c5.
lesson-xq-elephant-eye-review = Eén stuk op het oog houdt de olifant tegen.
lesson-xq-soldier-river-title = Soldaten over de rivier
lesson-xq-soldier-river-rule = Een soldaat gaat één punt vooruit. Na de rivier mag hij ook opzij, nooit achteruit.
lesson-xq-soldier-river-explain = De soldaat op e6 is over de rivier en mag het paard op d6 opzij slaan. De soldaat op c5 nog niet.
lesson-xq-soldier-river-wrong = Dat wint niets. Alleen de soldaat over de rivier slaat opzij.
lesson-xq-soldier-river-review = Voor de rivier: alleen vooruit. Daarna: vooruit of opzij.
lesson-xq-piece-values-title = De waarde van de stukken
lesson-xq-piece-values-rule = Een gangbare richtlijn: wagen 9, paard en kanon ongeveer 4,5, raadsheer en olifant 2, soldaat 1 of 2.
lesson-xq-piece-values-explain = Het paard kan de wagen of een soldaat slaan; de wagen is veel meer waard.
lesson-xq-piece-values-wrong = Dat levert veel minder op. Je paard kan de wagen op b5 slaan.
lesson-xq-piece-values-review = Kies uit meerdere slagen het waardevolste stuk.
lesson-xq-answer-check-title = Schaak beantwoorden
lesson-xq-answer-check-rule = Op schaak antwoord je door de generaal te verzetten, de lijn te blokkeren of het schaakgevende stuk te slaan. Hier houden de raadsheren de generaal vast.
lesson-xq-answer-check-explain = De wagen op a8 slaat de schaakgevende wagen: het schaak is weg en je wint een wagen.
lesson-xq-answer-check-wrong = Dat blokkeert het schaak, maar de zwarte wagen blijft. Slaan is beter.
lesson-xq-answer-check-review = Kijk bij schaak eerst of je het schaakgevende stuk kunt slaan.
lesson-xq-flying-general-pin-title = De generaals mogen elkaar niet zien
lesson-xq-flying-general-pin-rule = De generaals mogen nooit op één lijn staan zonder iets ertussen. Eén stuk ertussen kan de lijn niet verlaten.
lesson-xq-flying-general-pin-explain = Het zwarte paard op e6 is het enige stuk tussen de generaals. Het kan niet vluchten, dus je soldaat slaat het.
lesson-xq-flying-general-pin-wrong = Zo blijft het paard leven. Je generaal pent het: sla het nu.
lesson-xq-flying-general-pin-review = Je generaal beheerst zijn open lijn: gebruik die om te pennen.
lesson-xq-flying-general-mate-title = De generaal helpt bij het mat
lesson-xq-flying-general-mate-rule = Omdat de generaals elkaar niet mogen zien, beheerst jouw generaal zijn hele lijn.
lesson-xq-flying-general-mate-explain = De wagen geeft schaak op b10. De generaal kan niet naar d10, tegenover jouw generaal, en niet naar f10 of e9.
lesson-xq-flying-general-mate-wrong = Dat is geen mat: de zwarte generaal kan nog ontsnappen.
lesson-xq-flying-general-mate-review = Tel je generaal mee als aanvaller: hij bewaakt zijn lijn.
lesson-xq-double-chariot-mate-title = Mat met twee wagens
lesson-xq-double-chariot-mate-rule = Twee wagens zetten een generaal mat: de een sluit een rij af, de ander geeft schaak op de volgende.
lesson-xq-double-chariot-mate-explain = De wagen op a9 houdt rij 9 vast en de ander geeft schaak op b10. De generaal heeft geen vrij punt.
lesson-xq-double-chariot-mate-wrong = De generaal ontsnapt. Houd rij 9 dicht en geef schaak op rij 10.
lesson-xq-double-chariot-mate-review = De ene wagen sluit af, de andere geeft schaak.
lesson-xq-horse-chariot-mate-title = Mat met paard en wagen
lesson-xq-horse-chariot-mate-rule = Het paard geeft van dichtbij schaak terwijl de wagen de vluchtpunten van de generaal afneemt.
lesson-xq-horse-chariot-mate-explain = Het paard geeft schaak vanaf g9 (of f8). De wagen dekt e9 en de raadsheren blokkeren de rest.
lesson-xq-horse-chariot-mate-wrong = Dat is geen mat. Geef schaak met het paard terwijl de wagen e9 bewaakt.
lesson-xq-horse-chariot-mate-review = De wagen sluit in, het paard geeft schaak.
lesson-xq-horse-cannon-mate-title = Kanon achter het paard
lesson-xq-horse-cannon-mate-rule = Een paard voor de generaal kan het scherm van het kanon zijn en tegelijk de punten naast de generaal bewaken.
lesson-xq-horse-cannon-mate-explain = Het kanon op e3 geeft schaak over het paard op e8. Het paard dekt d10 en f10, het kanon dekt e9.
lesson-xq-horse-cannon-mate-wrong = Dat is geen mat. Zet het kanon op de lijn van de generaal, achter het paard.
lesson-xq-horse-cannon-mate-review = Paard voor, kanon erachter: een klassiek mat.
lesson-xq-soldier-mate-title = Mat door een soldaat
lesson-xq-soldier-mate-rule = Een soldaat over de rivier kan mat zetten als andere stukken de vluchtpunten van de generaal bewaken.
lesson-xq-soldier-mate-explain = De soldaat geeft schaak vanaf f9, gedekt door de wagen. De generaal kan niet naar e10: dan stond hij tegenover jouw generaal.
lesson-xq-soldier-mate-wrong = Geen mat. Zet de soldaat op waar de wagen hem dekt.
lesson-xq-soldier-mate-review = Zelfs een soldaat zet mat als de generaal nergens heen kan.
lesson-xq-perpetual-check-title = Eeuwig schaak verliest
lesson-xq-perpetual-check-rule = Als een stelling voor de derde keer ontstaat en één kant met elke zet schaak gaf, verliest die kant. De wagen gaf al twee keer schaak vanaf a10.
lesson-xq-perpetual-check-explain = De wagen op i8 geeft schaak op i10 terwijl de ander rij 9 vasthoudt: mat, zonder herhaling.
lesson-xq-perpetual-check-wrong = Schaak vanaf a10 herhaalt de stelling voor de derde keer en zou verliezen. Zoek een mat.
lesson-xq-perpetual-check-review = Herhaal geen schaak: zoek een nieuw schaak of een mat.
lesson-xq-chase-title = Achtervolgen
lesson-xq-chase-rule = Steeds hetzelfde ongedekte stuk aanvallen is achtervolgen. Volgens deze regels verliest eeuwig achtervolgen, net als eeuwig schaak.
lesson-xq-chase-explain = Op c4 is het paard gedekt door je wagen op c1: de achtervolging is voorbij.
lesson-xq-chase-wrong = Daar is het paard nog ongedekt en kan de wagen het blijven achtervolgen.
lesson-xq-chase-review = Tegen een achtervolging zet je het stuk op een gedekt punt.
lesson-jg-cannon-screen-title = Het scherm van het janggi-kanon
lesson-jg-cannon-screen-rule = In janggi springt het kanon over precies één stuk, zowel om te zetten als om te slaan. Zonder scherm kan het niet bewegen.
lesson-jg-cannon-screen-explain = De Han-soldaat op b6 is het scherm: het kanon springt erover en slaat de wagen op b8.
lesson-jg-cannon-screen-wrong = Het kanon kan daar landen, maar slaat niets. Spring over het scherm en sla de wagen.
lesson-jg-cannon-screen-review = Het janggi-kanon springt altijd, ook om te zetten.
lesson-jg-cannon-limit-title = Een kanon springt niet over een kanon
lesson-jg-cannon-limit-rule = Het janggi-kanon mag geen kanon als scherm gebruiken en nooit een kanon slaan.
lesson-jg-cannon-limit-explain = Over het Han-kanon op b5 kan het niet, dus de wagen is veilig. Over je paard op c3 slaat het kanon het paard op f3.
lesson-jg-cannon-limit-wrong = Dat slaat niets. Gebruik je paard op c3 als scherm en sla het paard op f3.
lesson-jg-cannon-limit-review = Kanonnen springen niet over kanonnen en slaan ze niet.
lesson-jg-chariot-diagonal-title = De wagen in het paleis
lesson-jg-chariot-diagonal-rule = In een paleis mag de wagen ook langs de diagonalen bewegen.
lesson-jg-chariot-diagonal-explain = Vanaf d3 gaat de wagen langs de diagonaal door het lege midden e2 en slaat het kanon op f1.
lesson-jg-chariot-diagonal-wrong = Dat slaat niets. In het paleis kan de wagen de diagonaal van d3 naar f1 gebruiken.
lesson-jg-chariot-diagonal-review = Paleislijnen zijn extra wegen voor de wagen.
lesson-jg-cannon-diagonal-title = Het kanon op de paleisdiagonaal
lesson-jg-cannon-diagonal-rule = Op een paleisdiagonaal springt het kanon van een hoek naar de tegenoverliggende hoek, over een stuk in het midden dat geen kanon is.
lesson-jg-cannon-diagonal-explain = Je lijfwacht op e2 is het scherm: het kanon springt van d1 naar f3 en slaat de wagen.
lesson-jg-cannon-diagonal-wrong = Dat slaat niets. Spring schuin over de lijfwacht op e2.
lesson-jg-cannon-diagonal-review = In het paleis kan het kanon over het midden springen.
lesson-jg-elephant-block-title = De janggi-olifant
lesson-jg-elephant-block-rule = De olifant gaat één punt recht en dan twee schuin. Een stuk op een van de twee tussenpunten blokkeert hem.
lesson-jg-elephant-block-explain = De weg naar f6 over d4 en e5 is vrij: de olifant slaat het paard. De soldaat op d6 blokkeert de weg naar de wagen.
lesson-jg-elephant-block-wrong = Dat slaat niets. Controleer op elke weg van de olifant beide punten.
lesson-jg-elephant-block-review = De olifant heeft op elke weg twee punten om te controleren.
lesson-jg-horse-block-title = Het janggi-paard
lesson-jg-horse-block-rule = Het paard gaat één punt recht en dan één schuin naar buiten. Een stuk op het eerste punt blokkeert het.
lesson-jg-horse-block-explain = Je lijfwacht op d3 blokkeert de weg naar de wagen op e4; de weg naar het kanon op a4 via b3 is vrij.
lesson-jg-horse-block-wrong = Dat slaat niets. Het paard bereikt a4 nog via het lege punt b3.
lesson-jg-horse-block-review = Een paard is zo vrij als zijn eerste stap.
lesson-jg-soldier-palace-title = Soldaten in het paleis
lesson-jg-soldier-palace-rule = Een janggi-soldaat gaat vooruit of opzij. In het paleis van de tegenstander mag hij ook vooruit langs de diagonalen.
lesson-jg-soldier-palace-explain = Vanuit de hoek d8 gaat de soldaat langs de paleisdiagonaal naar e9 en slaat het paard.
lesson-jg-soldier-palace-wrong = Dat slaat niets. Vanaf d8 mag de soldaat schuin naar e9.
lesson-jg-soldier-palace-review = In het vijandelijke paleis gebruiken soldaten de diagonalen.
lesson-jg-points-title = Punten tellen
lesson-jg-points-rule = Janggi-stukken hebben punten: wagen 13, kanon 7, paard 5, olifant 3, lijfwacht 3, soldaat 2; Han krijgt er 1,5 bij. Sommige partijen worden op punten beslist.
lesson-jg-points-explain = Het kanon is 7 punten waard, het paard 5: sla het kanon.
lesson-jg-points-wrong = Dat levert minder punten op. Het kanon is 7 waard, het paard 5.
lesson-jg-points-review = Wagen 13, kanon 7, paard 5, olifant en lijfwacht 3, soldaat 2.
lesson-jg-general-diagonal-title = De generaal op de diagonalen
lesson-jg-general-diagonal-rule = De generaal gaat één punt langs de paleislijnen, diagonalen inbegrepen, en verlaat het paleis nooit.
lesson-jg-general-diagonal-explain = De generaal gaat schuin van d3 naar e2, weg van de lijn van de wagen, naar een punt dat niets aanvalt; de soldaat bewaakt e3.
lesson-jg-general-diagonal-wrong = Blokkeren met de wagen kost hem aan de Han-wagen. De generaal kan schuin ontsnappen.
lesson-jg-general-diagonal-review = In het paleis zijn de diagonalen vluchtwegen.
lesson-jg-bikjang-title = Bikjang
lesson-jg-bikjang-rule = Twee generaals tegenover elkaar op een open lijn heet bikjang. Volgens deze regels moet de kant aan zet het na een slag verbreken, anders eindigt de partij op punten.
lesson-jg-bikjang-explain = Je wagen op e5 staat tussen de generaals; de generaal van de lijn halen verbreekt de bikjang ook.
lesson-jg-bikjang-wrong = Na die zet staan de generaals nog tegenover elkaar: de bikjang blijft.
lesson-jg-bikjang-review = Verbreek bikjang door opzij te gaan of een stuk ertussen te zetten.
lesson-jg-pass-title = Passen
lesson-jg-pass-rule = In janggi mag een kant die niet schaak staat passen in plaats van te zetten. Hier zou elke zet je lijfwacht kosten.
lesson-jg-pass-explain = Door te passen blijft de lijfwacht op e2, waar hij je generaal tegen de wagen beschermt.
lesson-jg-pass-wrong = Op e3 wordt de lijfwacht geslagen door de soldaat op d3. Passen kost niets.
lesson-jg-pass-review = Als elke zet het erger maakt, pas dan.
lesson-jg-double-chariot-mate-title = Mat met twee wagens in janggi
lesson-jg-double-chariot-mate-rule = Twee wagens zetten mat zoals in xiangqi: de een sluit een rij af, de ander geeft schaak op de laatste.
lesson-jg-double-chariot-mate-explain = De wagen op a9 houdt rij 9 vast en de wagen op b10 geeft schaak. De generaal heeft geen vrij punt.
lesson-jg-double-chariot-mate-wrong = De generaal ontsnapt. Houd rij 9 dicht en geef schaak op rij 10.
lesson-jg-double-chariot-mate-review = De ene wagen sluit af, de andere geeft schaak.
lesson-jg-horse-chariot-mate-title = Mat met paard en wagen in janggi
lesson-jg-horse-chariot-mate-rule = De wagen geeft schaak op de achterste rij terwijl het paard de uitweg van de generaal bewaakt.
lesson-jg-horse-chariot-mate-explain = De wagen geeft schaak vanaf i10; het paard op c8 bewaakt e9, en d10 en f10 liggen op de lijn van de wagen.
lesson-jg-horse-chariot-mate-wrong = Dat is geen mat. Geef schaak op rij 10, waar het paard e9 bewaakt.
lesson-jg-horse-chariot-mate-review = Het paard bewaakt, de wagen geeft schaak.
lesson-jg-cannon-mate-title = Kanonmat in janggi
lesson-jg-cannon-mate-rule = Het kanon geeft schaak over een scherm. Soldaten voor de generaal zijn goede schermen en bewaken de vluchtpunten.
lesson-jg-cannon-mate-explain = Het kanon op d3 geeft schaak over de soldaat op d8. d9 en e9 zijn bewaakt en niets kan ertussen.
lesson-jg-cannon-mate-wrong = Dat is geen mat. Spring met het kanon naar de lijn van de generaal, achter de soldaat op d8.
lesson-jg-cannon-mate-review = Een soldaat kan scherm en bewaker tegelijk zijn.
lesson-jg-perpetual-check-title = Eeuwig schaak in janggi
lesson-jg-perpetual-check-rule = Als een stelling voor de derde keer ontstaat en één kant met elke zet schaak gaf, verliest die kant. De wagen gaf al twee keer schaak vanaf a10.
lesson-jg-perpetual-check-explain = De wagen geeft schaak vanaf i10 terwijl de ander rij 9 vasthoudt: mat, zonder herhaling.
lesson-jg-perpetual-check-wrong = Opnieuw schaak vanaf a10 herhaalt de stelling en verliest. Zoek het mat.
lesson-jg-perpetual-check-review = Herhaal geen schaak: zoek een nieuw schaak of een mat.
## online play: accounts, lobby, clocks, offers, chat, profiles, live games

account-login-open = Inloggen
account-logout = Uitloggen
account-signed-in = Ingelogd als { $name }
account-heading = Inloggen of een account maken
account-username = Gebruikersnaam
account-password = Wachtwoord
account-rules = Gebruikersnamen: 2 tot 20 letters, cijfers, _ of -. Wachtwoorden: minstens 8 tekens.
account-login = Inloggen
account-register = Account maken
account-cancel = Annuleren
account-error-username-taken = Deze gebruikersnaam is al in gebruik; kies een andere.
account-error-bad-username = Een gebruikersnaam heeft 2 tot 20 letters, cijfers, _ of -.
account-error-bad-password = Een wachtwoord heeft minstens 8 tekens.
account-error-wrong-credentials = Verkeerde gebruikersnaam of wachtwoord.
account-error-rate-limited = Te veel pogingen; wacht een minuut en probeer het opnieuw.
start-lobby = Online spelen
start-live = Partijen bekijken
start-leaderboard = Ranglijst
start-online-now = { $online } nu online, { $games } partijen bezig
lobby-heading = Lobby
lobby-guest-hint = Gasten spelen vriendschappelijke partijen; log in om voor rating te spelen en spelers uit te dagen.
lobby-challenges = Uitdagingen
lobby-seeks = Open voorstellen
lobby-no-seeks = Nog geen open voorstellen. Maak er hieronder een.
lobby-new-seek = Nieuw voorstel
lobby-clock = Klok
lobby-clock-fischer = Minuten + seconden per zet
lobby-clock-byoyomi = Byo-yomi
lobby-untimed = Zonder klok
lobby-base = Minuten
lobby-increment = Seconden erbij per zet
lobby-main = Hoofdtijd (minuten)
lobby-periods = Perioden
lobby-period = Seconden per periode
lobby-rated = Voor rating
lobby-challenge-to = Een speler uitdagen
lobby-create-seek = Voorstel maken
lobby-send-challenge = Uitdaging sturen
lobby-guest = Gast
lobby-offer-terms = { $game }, { $rules }, { $clock }, { $rated }
lobby-rated-short = voor rating
lobby-casual-short = vriendschappelijk
lobby-challenge-from = Uitdaging van { $name }
lobby-challenge-to-player = Jouw uitdaging aan { $name }
lobby-accept = Aannemen
lobby-decline = Weigeren
lobby-withdraw = Intrekken
lobby-cancel = Annuleren
lobby-error-no-name = Vul de gebruikersnaam in van de speler die je wilt uitdagen.
lobby-error-rated-needs-account = Partijen voor rating zijn voor ingelogde spelers; log in of speel vriendschappelijk.
lobby-error-too-many-seeks = Je hebt al zoveel open voorstellen als mag; annuleer er eerst een.
lobby-error-unknown-seek = Dat voorstel is niet meer open.
lobby-error-unknown-challenge = Die uitdaging is niet meer open.
lobby-error-own-seek = Je kunt niet tegen jezelf spelen.
lobby-error-not-yours = Dat is niet van jou.
lobby-error-unknown-player = Er is geen speler met die gebruikersnaam.
lobby-error-not-logged-in = Log eerst in.
clock-periods = { $periods } × { $seconds } s
clock-low = Weinig tijd
offer-accept = Aannemen
offer-decline = Weigeren
offer-draw-from = { $side } biedt remise aan.
offer-draw-waiting = Remise aangeboden; wacht op het antwoord.
offer-takeback-from = { $side } vraagt een zet terug te nemen.
offer-takeback-waiting = Terugnemen gevraagd; wacht op het antwoord.
online-offer-draw = Remise aanbieden
online-takeback = Terugnemen vragen
online-abort = Partij afbreken
online-rematch = Revanche
online-rematch-accept = Revanche aannemen
online-claim-win = Winst opeisen
online-claim-draw = Remise verklaren
online-download-pgn = PGN downloaden
online-download-gib = GIB downloaden
grace-countdown = Je tegenstander is weg. Komt die niet terug, dan kun je de partij over { $seconds } s opeisen.
grace-over = Je tegenstander is niet teruggekomen. Eis de winst op of verklaar remise.
chat-players = Chat van de spelers
chat-spectators = Chat van de toeschouwers
chat-label = Bericht
chat-send = Versturen
chat-from = { $name }:
chat-from-guest = Gast:
outcome-aborted = De partij is afgebroken.
outcome-win-timeout = { $side } wint op tijd.
outcome-win-abandonment = { $side } wint: de tegenstander heeft de partij verlaten.
outcome-draw-timeout = Remise: de tijd is op, maar de andere kant kon niet winnen.
outcome-draw-abandonment = Remise: de tegenstander heeft de partij verlaten.
error-no-draws = Deze regels kennen geen remise bij overeenkomst.
error-two-players-only = Alleen in partijen tussen twee spelers.
error-no-offer = Er is geen aanbod om te beantwoorden.
error-too-late-to-abort = Een partij kan alleen in de eerste twee zetten worden afgebroken.
error-opponent-present = Je tegenstander is er nog (of kan nog terugkomen).
error-not-over = De partij is nog niet afgelopen.
error-bad-chat = Dat bericht kan niet worden verstuurd (leeg, te lang of hier niet toegestaan).
profile-title = { $name }: profiel
profile-unknown = Er is geen speler met die gebruikersnaam.
profile-provisional = Voorlopige rating (?): nog weinig partijen.
profile-record = Partijen: { $games }; gewonnen { $wins }, remise { $draws }, verloren { $losses }
profile-chart = { $game }-rating van { $from } naar { $to }
profile-games = Partijen
profile-newer = Nieuwere partijen
profile-older = Oudere partijen
profile-playing = Bezig
profile-game-about = { $game }, { $rated }: { $result }
game-players = { $first } tegen { $second }
leaderboard-heading = Ranglijst
leaderboard-title = Ranglijst { $game }
leaderboard-empty = Nog geen partijen voor rating.
live-heading = Lopende partijen
live-empty = Er worden nu geen partijen gespeeld.
live-about = { $game }, { $rules }, { $clock }
live-watch = Bekijken
## rules pages

start-rules = Spelregels
rules-this-game = Regels van deze partij
rules-overview-title = { -brand }: regels van { -xiangqi } en { -janggi }
rules-overview-heading = Regels van { -xiangqi } en { -janggi }
rules-overview-intro = Beide spellen worden gespeeld op de punten van een bord van negen lijnen breed en tien lijnen lang. Elke kant heeft een generaal in een paleis van negen punten en wint door de andere generaal mat te zetten.
rules-about-xiangqi = { -xiangqi } is Chinees schaak. Een rivier loopt door het midden van het bord, en { -red } begint.
rules-about-janggi = { -janggi } is Koreaans schaak. Er is geen rivier, de diagonalen van elk paleis zijn wegen voor de stukken erin, en { -cho } begint.
rules-setup-choice = Voor de partij kiest elke kant hoe zijn paarden en olifanten staan.
rules-setup-fixed = De stukken beginnen op vaste punten.
rules-page-title = { -brand }: { $rules }
rules-all = Alle regels
rules-play = Een partij spelen
rules-presets-heading = Regelsets
rules-not-found-title = Deze regelset bestaat niet
rules-not-found-text = Er is geen regelset met de naam ‘{ $name }’. Deze kent { -brand }:
rules-pieces-heading = Hoe de stukken bewegen
rules-diagram-caption = Vanaf { $from } kan het naar: { $targets }.
rules-diagram-blocked = Geblokkeerd: { $points }.
rules-move-xiangqi-k = De generaal zet één punt langs een lijn en verlaat zijn paleis nooit. De twee generaals mogen nooit tegenover elkaar staan op een open lijn.
rules-move-xiangqi-a = De adviseur zet één punt diagonaal en blijft in het paleis.
rules-move-xiangqi-b = De olifant zet precies twee punten diagonaal. Een stuk op het punt ertussen blokkeert hem, en hij steekt de rivier nooit over.
rules-move-xiangqi-n = Het paard zet één punt langs een lijn en dan één punt diagonaal naar buiten. Een stuk op dat eerste punt verspert de weg.
rules-move-xiangqi-r = De wagen zet elke afstand langs een lijn tot een stuk hem tegenhoudt, en slaat het eerste vijandelijke stuk dat hij tegenkomt.
rules-move-xiangqi-c = Het kanon beweegt als een wagen, maar slaat alleen door over precies één stuk op een vijandelijk stuk te springen.
rules-move-xiangqi-p = De soldaat zet één punt vooruit. Over de rivier mag hij ook één punt opzij. Hij gaat nooit terug.
rules-move-janggi-k = De generaal zet één punt langs elke lijn van zijn paleis, de diagonalen inbegrepen, en verlaat het nooit.
rules-move-janggi-a = De wacht beweegt als de generaal: één punt langs de lijnen van het paleis.
rules-move-janggi-b = De olifant zet één punt langs een lijn en dan twee punten diagonaal naar buiten. Een stuk op welk punt van de weg ook blokkeert hem.
rules-move-janggi-n = Het paard zet één punt langs een lijn en dan één punt diagonaal naar buiten. Een stuk op dat eerste punt verspert de weg.
rules-move-janggi-r = De wagen zet elke afstand langs een lijn en in een paleis ook langs de diagonalen.
rules-move-janggi-c = Het kanon springt langs een lijn of paleisdiagonaal over precies één stuk dat geen kanon is, en landt op een punt erachter of slaat daar. Het slaat nooit een kanon.
rules-move-janggi-p = De soldaat zet één punt vooruit of opzij, nooit terug.
rules-note-cannon-slides = In deze regelset mag een kanon dat niet slaat ook als een wagen bewegen.
rules-note-cannon-must-jump = Het heeft een stuk nodig om over te springen, ook als het niet slaat.
rules-note-soldier-palace-diagonals = In het vijandelijke paleis mag hij ook vooruit langs de diagonalen.
rules-table-heading = De stukken in één oogopslag
rules-col-traditional = Traditioneel
rules-col-readable = Eén teken
rules-col-picture = Afbeelding
rules-col-name = Naam
rules-col-moves = Hoe het beweegt
rules-col-points = Punten
rules-short-xiangqi-k = Eén punt langs een lijn, in het paleis
rules-short-xiangqi-a = Eén punt diagonaal, in het paleis
rules-short-xiangqi-b = Twee punten diagonaal, nooit over de rivier
rules-short-xiangqi-n = Eén recht, dan één diagonaal; kan geblokkeerd worden
rules-short-xiangqi-r = Elke afstand langs een lijn
rules-short-xiangqi-c = Als een wagen; slaat met een sprong over één stuk
rules-short-xiangqi-p = Eén vooruit; na de rivier ook opzij
rules-short-janggi-k = Eén punt langs de paleislijnen
rules-short-janggi-a = Eén punt langs de paleislijnen
rules-short-janggi-b = Eén recht, dan twee diagonaal; kan geblokkeerd worden
rules-short-janggi-n = Eén recht, dan één diagonaal; kan geblokkeerd worden
rules-short-janggi-r = Elke afstand langs een lijn of paleisdiagonaal
rules-short-janggi-c = Springt over precies één stuk dat geen kanon is
rules-short-janggi-p = Eén vooruit of opzij
rules-endings-heading = Hoe de partij eindigt
rules-end-checkmate = Mat: de kant waarvan de generaal wordt aangevallen en niet kan ontsnappen, verliest.
rules-end-no-legal-move = Een kant zonder geldige zet verliest, ook als hij niet schaak staat.
rules-end-flying-general = De generaals mogen nooit tegenover elkaar staan op een open lijn: een zet die hen zo laat staan, is niet toegestaan.
rules-end-facing-allowed = De generaals mogen tegenover elkaar staan op een open lijn; daar volgt niets uit.
rules-end-bikjang-break-or-pass = Bikjang: een kant wiens beurt begint met de generaals tegenover elkaar, moet de lijn afsluiten of verlaten, of passen.
rules-end-bikjang-must-break = Bikjang: een kant wiens beurt begint met de generaals tegenover elkaar, moet de lijn afsluiten of verlaten.
rules-end-bikjang-pass-while-facing = Passen terwijl de generaals tegenover elkaar staan, beëindigt de partij: { $decision ->
    [points] de kant met de meeste punten wint.
   *[draw] het is remise.
  }
rules-end-bikjang-still-facing = Zodra er een stuk geslagen is, beëindigt een kant wiens beurt begon met de generaals tegenover elkaar en die hen zo laat staan de partij: { $decision ->
    [points] de kant met de meeste punten wint.
   *[draw] het is remise.
  }
rules-end-pass-allowed = Een kant die niet schaak staat, mag passen in plaats van zetten.
rules-end-pass-never = Passen is niet toegestaan.
rules-end-double-pass = Als beide kanten na elkaar passen, eindigt de partij: { $decision ->
    [points] de kant met de meeste punten wint.
   *[draw] het is remise.
  }
rules-end-repetition-xiangqi = Als een stelling voor de derde keer voorkomt, verliest een kant die sinds de eerste keer met elke zet schaak gaf, tenzij beide dat deden; anders is het remise.
rules-end-repetition-janggi = Als een stelling voor de derde keer voorkomt, wint de kant met de meeste punten; een kant die sinds de eerste keer met elke zet schaak gaf, verliest in plaats daarvan, tenzij beide dat deden.
rules-end-repetition-fold = Als een stelling { $count } keer is voorgekomen, eindigt de partij: wie eeuwig schaak geeft, verliest; anders { $decision ->
    [points] wint de kant met de meeste punten.
   *[draw] is het remise.
  }
rules-end-chasing = Een ongedekt stuk met elke zet achtervolgen verliest, net als eeuwig schaak.
rules-end-move-repetition = Een stuk zonder schaak heen en weer zetten telt eerder als herhaling.
rules-end-repetition-none = Herhaalde stellingen beëindigen de partij niet.
rules-end-ply-limit = Na { $count } zetten in totaal (elke zet van elke kant telt) eindigt de partij: { $decision ->
    [points] de kant met de meeste punten wint.
   *[draw] het is remise.
  }
rules-end-quiet-limit = Na { $count } zetten zonder slaan (elke zet van elke kant telt) eindigt de partij: { $decision ->
    [points] de kant met de meeste punten wint.
   *[draw] het is remise.
  }
rules-end-quiet-limit-check-offset = Schaakzetten van één kant boven de tien maken die grens langer.
rules-end-bare-material = Als geen van beide kanten nog een wagen, paard, kanon of soldaat heeft, is het remise.
rules-end-draw-agreement = De spelers mogen remise overeenkomen.
rules-end-resignation = Een speler mag op elk moment opgeven.
rules-end-points = Punten: elke kant telt zijn stukken op het bord (zie de tabel); { -han } krijgt er { $bonus } bij omdat het als tweede zet, dus de totalen zijn nooit gelijk.
rules-faq-heading = Vragen en antwoorden
rules-faq-q1 = Welke kant begint?
rules-faq-a1 = { -red } bij { -xiangqi }, { -cho } bij { -janggi }.
rules-faq-q2 = Mag de generaal het paleis verlaten?
rules-faq-a2 = Nee. De generaal en zijn adviseurs of wachten blijven altijd in hun paleis.
rules-faq-q3 = Waarom kan mijn paard of olifant daar niet heen?
rules-faq-a3 = Een stuk op een punt van zijn weg blokkeert hem; de diagrammen hierboven markeren zulke punten met een kruis.
rules-faq-q4 = Wat gebeurt er als dezelfde stelling steeds terugkomt?
rules-faq-a4 = Dat hangt af van de regelset: de lijst van hoe de partij eindigt op deze pagina zegt wat deze doet.
rules-strategy-heading = Strategietips
rules-strategy-opening-heading = Opening
rules-strategy-opening = Breng de wagens vroeg in het spel, ontwikkel de paarden voordat ze geblokkeerd raken, houd het paleis verdedigd en zet soldaten niet zonder doel.
rules-strategy-values-heading = De waarde van de stukken
rules-strategy-values-xiangqi = Een wagen is ongeveer twee paarden of twee kanonnen waard. Kanonnen zijn vroeg sterker, paarden laat, als het bord leeg raakt. Adviseurs en olifanten verdedigen.
rules-strategy-values-janggi = De punten in de tabel zijn een goede leidraad: de wagen is het sterkste stuk, en kanonnen worden zwakker naarmate het bord leger wordt, omdat ze stukken nodig hebben om over te springen.
rules-strategy-mates-heading = Veelvoorkomende matten
rules-strategy-mates = Twee wagens geven mat door elkaar af te wisselen op naburige lijnen. Een paard en een wagen zetten een generaal mat die door zijn eigen stukken is ingesloten. Een kanon achter een scherm op de lijn van de generaal geeft mat als die niet opzij kan.
embed-title = { -brand }: speelbord
embed-link-game = Bekijk deze partij op { -brand }
embed-link-rules = De regels van deze partij op { -brand }
embed-link-home = Speel { -janggi } en { -xiangqi } op { -brand }
embed-no-game = Er is geen partij ‘{ $id }’.
embed-unavailable = Deze partij kan nu niet worden getoond: { $reason }
embed-bad-query = Deze link is ongeldig.
embed-bad-rules = Onbekende regelset ‘{ $name }’.
embed-bad-fen = Deze stelling kan niet worden getoond: { $reason }
embed-code-button = Insluitcode kopiëren
embed-code-copied = Insluitcode gekopieerd
embed-frame-title = { -brand }: speelbord
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
