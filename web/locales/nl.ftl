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
