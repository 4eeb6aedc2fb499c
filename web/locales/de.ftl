# Palace, the browser client: German (Deutsch).
#
# Translated from en.ftl, the reference catalogue; same ids and variables.

## Terms

-brand = Palace
-xiangqi = Xiangqi
-janggi = Janggi
-red = Rot
-black = Schwarz
-cho = Cho
-han = Han

## Page and header

# The page title on the start screen.
title-start = { -brand }: { -janggi } und { -xiangqi }
# The page title during a game; $first and $second are side names.
title-game = { -brand }: { $first } gegen { $second }
brand = { -brand }
pieces-label = Figuren
language-label = Sprache
sound-label = Töne
skip-to-board = Zum Brett springen

## Piece sets

pieceset-traditional = Traditionelle Schriftzeichen
pieceset-readable = Ein Zeichen pro Figurenart
pieceset-letters = Buchstaben
pieceset-pictures = Bilder

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = General
piece-xiangqi-a = Berater
piece-xiangqi-b = Elefant
piece-xiangqi-n = Pferd
piece-xiangqi-r = Wagen
piece-xiangqi-c = Kanone
piece-xiangqi-p = Soldat
piece-janggi-k = General
piece-janggi-a = Leibwächter
piece-janggi-b = Elefant
piece-janggi-n = Pferd
piece-janggi-r = Wagen
piece-janggi-c = Kanone
piece-janggi-p = Soldat

## Start screen

start-heading = { -janggi } oder { -xiangqi } spielen
resume-button = Deine Partie fortsetzen
game-legend = Spiel
game-xiangqi = { -xiangqi }
game-xiangqi-sub = Chinesisches Schach
game-janggi = { -janggi }
game-janggi-sub = Koreanisches Schach
opponent-legend = Gegner
mode-computer = Computer
mode-local = Zwei Spieler
mode-local-sub = an diesem Gerät
mode-friend = Freunde einladen
mode-friend-sub = Link schicken
level-legend = Stufe
level-select-label = Stufe 1 bis 8
level-easy = Leicht
level-easy-about = Macht Fehler: gut, um die Züge zu lernen.
level-normal = Normal
level-normal-about = Spielt vernünftig und bestraft ungedeckte Figuren.
level-hard = Schwer
level-hard-about = Die stärkste Stufe: denkt am längsten nach und irrt sich selten.
# $won, $lost and $drawn are numbers of games.
score-level = Deine Bilanz auf Stufe { $level }: { $won } gewonnen, { $lost } verloren, { $drawn } remis
score-friend = Gegen Freunde: { $won } gewonnen, { $lost } verloren, { $drawn } remis
# $first and $second are side names; $firstWins and $secondWins numbers of games.
score-local = Partien an diesem Gerät: { $first } gewann { $firstWins }, { $second } gewann { $secondWins }, { $drawn } remis
side-legend = Deine Seite
side-moves-first = zieht zuerst
side-moves-second = zieht als Zweites
side-random = Zufällig
# Two players on one device: which side sits at the bottom.
side-at-bottom = { $side } unten
rules-legend = Regeln
rules-advanced = Erweitert: kompatibel mit Fairy-Stockfish
rules-xiangqi-standard = Standard (asiatische Regeln, vereinfachte Wiederholung)
rules-xiangqi = Fairy-Stockfish: { -xiangqi }
rules-janggi-standard = Standard (Aufstellung wählbar, Bikjang nach Punkten)
rules-janggi-club = Verein (feste Aufstellung, Kanonen gleiten)
rules-janggi-strict = Streng (kein Passen)
rules-janggi = Fairy-Stockfish: { -janggi }
rules-janggitraditional = Fairy-Stockfish: traditionell
rules-janggimodern = Fairy-Stockfish: modern (Kakao)
rules-janggicasual = Fairy-Stockfish: locker
setup-hint = { -janggi }: Vor dem ersten Zug wählt jede Seite, wo ihre Pferde und Elefanten stehen, zuerst { -han }, dann { -cho }.
start-button = Starten
# $reason is one of the error-… messages below.
start-failed = Die Partie konnte nicht gestartet werden: { $reason }

## A game link that leads nowhere

not-found-heading = Hier gibt es keine Partie
not-found-text = Unter diesem Link gibt es keine Partie. Vielleicht ist er falsch geschrieben, oder die Partie existiert nicht mehr.
not-found-home = Neue Partie starten

## Game screen

board-label = Brett
board-help = Die Pfeiltasten bewegen den Cursor, Eingabe oder Leertaste nimmt eine Figur auf und setzt sie ab, Escape bricht ab.
review-start = Ausgangsstellung
review-after = Nach Zug { $ply } von { $total }
review-first = Ausgangsstellung
review-prev = Vorheriger Zug
review-next = Nächster Zug
review-live = Zurück zur Partie
turn-connecting = Verbinde…
turn-reconnecting = Verbinde erneut…
turn-choose-setup = Wähle deine Aufstellung ({ $side }).
turn-waiting-setup = Warte, bis { $side } eine Aufstellung gewählt hat…
turn-side-to-move = { $side } ist am Zug.
turn-yours = Du bist am Zug ({ $side }).
turn-computer = Der Computer ({ $side }) denkt nach…
turn-waiting-friend = Warte, bis dein Gegenüber als { $side } beitritt…
turn-waiting = Warte auf { $side }…
check-xiangqi = Schach!
check-janggi = Janggun (Schach)!
notice-watching = Du schaust dieser Partie zu.
notice-seat-taken = Beide Plätze sind besetzt: Du schaust dieser Partie zu.
notice-invite-failed = Diese Einladung funktioniert nicht: Du schaust dieser Partie zu.
notice-repetition = Diese Stellung ist zweimal vorgekommen. Kommt sie ein drittes Mal vor, endet die Partie (wer mit jedem Zug Schach geboten hat, verliert).
notice-bikjang = Bikjang: Die Generäle stehen sich auf einer offenen Linie gegenüber.

## Players

player-you = { $side }: du
player-this-device = { $side }: dieses Gerät
player-computer = { $side }: Computer, Stufe { $level }
player-waiting-friend = { $side }: Warten auf dein Gegenüber
player-friend = { $side }: dein Gegenüber
player-friend-away = { $side }: dein Gegenüber (abwesend)
player-other = { $side }: Spieler
player-other-away = { $side }: Spieler (abwesend)
to-move = am Zug
spectators =
    { $count ->
        [one] { $count } Zuschauer
       *[other] { $count } Zuschauer
    }
invite-prompt = Schicke diesen Link an dein Gegenüber:
invite-link-label = Einladungslink
copy = Kopieren
copied = Kopiert
# $first and $second are side names, the others their points.
points = Punkte: { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = Verluste von { $side }:
captured-none = Verluste von { $side }: keine

## Buttons

pass = Passen
undo = Zurücknehmen
flip = Brett drehen
flip-title = Das Brett umdrehen
resign = Aufgeben
new-game = Neue Partie
moves-heading = Züge
coords-label = Koordinaten
copy-moves = Züge kopieren
moves-copied = Züge kopiert
move-pass = passen
move-title = Zug { $ply }: { $move }

## Janggi setup choice

setup-title-mine = { $side }: Wähle, wo deine Pferde und Elefanten stehen
setup-title-other = { $side } wählt eine Aufstellung…
# $setup is one of the setup-… names below.
setup-han-chose = { -han } hat { $setup } gewählt.
setup-order = { -han } wählt zuerst, dann { -cho }.
setup-named = Von links gelesen, aus Sicht des jeweiligen Spielers.
setup-ma-sang-sang-ma = 馬象象馬 Pferd, Elefant, Elefant, Pferd
setup-sang-ma-sang-ma = 象馬象馬 Elefant, Pferd, Elefant, Pferd
setup-ma-sang-ma-sang = 馬象馬象 Pferd, Elefant, Pferd, Elefant
setup-sang-ma-ma-sang = 象馬馬象 Elefant, Pferd, Pferd, Elefant

## Dialogs

resign-question = Diese Partie aufgeben?
resign-yes = Aufgeben
keep-playing = Weiterspielen
# $outcome is one of the outcome-… sentences below.
pass-question = Wenn du jetzt passt, endet die Partie. { $outcome } Trotzdem passen?
pass-yes = Passen und Partie beenden
over-title = Partie beendet
over-won = Du hast gewonnen!
over-lost = Du hast verloren
over-draw = Remis
over-points = Punkte: { $first } { $firstPoints }, { $second } { $secondPoints }.
score-after-level = Gegen Stufe { $level }: { $won } gewonnen, { $lost } verloren, { $drawn } remis.
score-after-friend = Gegen Freunde: { $won } gewonnen, { $lost } verloren, { $drawn } remis.
score-after-local = Partien an diesem Gerät: { $first } gewann { $firstWins }, { $second } gewann { $secondWins }, { $drawn } remis.
play-again = Noch eine Partie
look-at-board = Brett ansehen

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = { $side } gewinnt durch Schachmatt.
outcome-win-no-legal-moves = { $side } gewinnt: Die andere Seite hat keinen regelgerechten Zug mehr.
outcome-win-bikjang = { $side } gewinnt nach Punkten nach Bikjang (die Generäle standen sich gegenüber).
outcome-win-repetition = { $side } gewinnt durch Stellungswiederholung.
outcome-win-perpetual-check = { $side } gewinnt: Die andere Seite hat Dauerschach gegeben.
outcome-win-double-pass = { $side } gewinnt nach Punkten, nachdem beide Seiten gepasst haben.
outcome-win-ply-limit = { $side } gewinnt nach Punkten beim Zuglimit.
outcome-win-quiet-limit = { $side } gewinnt nach zu vielen Zügen ohne Schlagen.
outcome-win-bare-material = { $side } gewinnt: Die andere Seite hat keine angreifende Figur mehr.
outcome-win-resignation = { $side } gewinnt durch Aufgabe.
outcome-win-agreement = { $side } gewinnt nach Vereinbarung.
outcome-win = { $side } gewinnt.
outcome-draw-bikjang = Remis durch Bikjang (die Generäle standen sich gegenüber).
outcome-draw-repetition = Remis durch Stellungswiederholung.
outcome-draw-perpetual-check = Remis: Beide Seiten haben Dauerschach gegeben.
outcome-draw-double-pass = Remis: Beide Seiten haben gepasst.
outcome-draw-ply-limit = Remis beim Zuglimit.
outcome-draw-quiet-limit = Remis nach zu vielen Zügen ohne Schlagen.
outcome-draw-bare-material = Remis: Keine Seite hat noch eine angreifende Figur.
outcome-draw-agreement = Remis nach Vereinbarung.
outcome-draw = Remis.

## Board cells and announcements for screen readers

# $point is a point name such as e3.
point-empty = { $point }, leer
point-piece = { $piece } ({ $side }), { $point }
point-target = { $point }, leer, du kannst hierhin ziehen
point-capture = { $piece } ({ $side }), { $point }, du kannst schlagen
announce-picked =
    { $count ->
        [one] { $piece } auf { $point } aufgenommen: ein mögliches Zielfeld.
       *[other] { $piece } auf { $point } aufgenommen: { $count } mögliche Zielfelder.
    }
announce-cannot-move = { $piece } auf { $point } kann jetzt nicht ziehen.
announce-put-down = Abgesetzt.
# $move is the move in the game's notation, $side who made it.
announce-move = { $side }: { $move }.
announce-pass = { $side } passt.

## Errors, by the server's codes

error-not-connected = Keine Verbindung zum Server; neuer Versuch…
error-unreachable = Der Server ist nicht erreichbar.
error-unknown-game = Diese Partie existiert nicht.
error-wrong-token = Dieser Browser hat keinen Platz in dieser Partie.
error-spectator = Du schaust dieser Partie zu und kannst nicht ziehen.
error-not-your-turn = Du bist nicht am Zug.
error-malformed-move = Der Server hat diesen Zug nicht verstanden.
error-illegal-move = Dieser Zug ist nicht erlaubt.
error-game-over = Die Partie ist beendet.
error-undo-not-allowed = In dieser Partie können keine Züge zurückgenommen werden.
error-setup-pending = Die Aufstellung wird noch gewählt.
error-no-setup = Gerade ist keine Aufstellung zu wählen.
error-unknown-setup = Diese Aufstellung gibt es nicht.
error-nothing-to-undo = Es gibt keinen Zug zum Zurücknehmen.
error-wrong-invite = Diese Einladung funktioniert nicht.
error-seat-taken = Beide Plätze sind besetzt.
error-unavailable = Die Partie ist gerade beschäftigt; versuche es gleich noch einmal.
error-storage = Der Server konnte die Partie nicht speichern; versuche es noch einmal.
error-storage-unavailable = Der Server kann gerade keine Partien speichern; versuche es später noch einmal.
error-too-many-spectators = Zu viele Leute schauen dieser Partie zu; neuer Versuch…
error-bad-request = Der Server hat die Anfrage nicht verstanden.
error-too-large = Die Anfrage war zu groß.
error-malformed = Der Server hat eine Nachricht nicht verstanden.
error-rate-limited = Zu viele Nachrichten auf einmal; verbinde neu…
error-other = Etwas ist schiefgelaufen ({ $code }).

## Study board and board editor

start-study = Eine Partie studieren
start-editor = Eine Stellung aufbauen
title-study = Analysebrett · Palace
title-editor = Stellungseditor · Palace
study-heading = Analysebrett
study-import-legend = Partie importieren
study-file-label = Datei öffnen
study-drop-hint = GIB, PGN, XQF, DhtmlXQ, CBF oder FEN; die Datei kann auch auf diese Seite gezogen werden.
study-paste-label = Oder eine Partie oder FEN einfügen
study-paste-button = Lesen
study-reading = Wird gelesen…
study-read-failed = Die Partie konnte nicht gelesen werden: { $reason }
study-games-label = Partie
study-game-option = { $number }. { $title }
study-game-errors = Nicht lesbare Partien in der Datei: { $count }. Die erste: { $detail }
study-empty = Importiere eine Partie oder öffne eine Stellung aus dem Stellungseditor.
study-ply = Zug { $ply } von { $total }
study-branch = Zug { $ply } deiner Variante ab Zug { $from }
study-back-to-game = Zurück zur Partie
study-last = Letzter Zug
study-export-legend = Exportieren
study-fen-label = FEN
study-copy-fen = FEN kopieren
study-edit-position = Diese Stellung bearbeiten
study-export-what = Was
study-export-line = Die Variante auf dem Brett
study-export-game = Die Partie wie importiert
study-format-label = Format
study-format-pgn = PGN, Koordinaten
study-format-wxf = PGN, WXF-Züge
study-format-chinese = PGN, chinesische Züge
study-format-korean = PGN, koreanische Züge
study-format-gib = GIB
study-format-fen = FEN der gezeigten Stellung
study-export-button = Anzeigen
study-download = Herunterladen
editor-heading = Stellungseditor
editor-palette-label = Zu setzende Figur
editor-turn-label = Am Zug
editor-start = Grundstellung
editor-clear = Brett leeren
editor-check = Stellung prüfen
editor-open-study = Im Analysebrett öffnen
editor-valid = Die Stellung ist gültig.
editor-piece = { $piece } ({ $side })
editor-remove = Figur entfernen
editor-fault-bad-fen = Die FEN kann nicht gelesen werden.
editor-fault-general-count = { $side } muss genau einen { $piece } haben.
editor-fault-general-outside-palace = { $piece } ({ $side }) auf { $point } steht außerhalb seines Palastes.
editor-fault-generals-facing = Die Generäle stehen sich ohne Figur dazwischen gegenüber.
editor-fault-too-many = { $side } hat { $count } × { $piece }, höchstens { $max } sind erlaubt.
editor-fault-misplaced = { $piece } ({ $side }) auf { $point } steht, wo er nie hinkommen kann.
editor-fault-soldier-behind-start = { $piece } ({ $side }) auf { $point } steht hinter seiner Startreihe; Soldaten ziehen nie zurück.
editor-fault-opponent-in-check = Die Seite, die nicht am Zug ist, steht im Schach.
editor-play-computer = Gegen den Computer spielen
editor-play-friend = Mit einem Freund spielen
study-this-game = Diese Partie studieren

## analysis
analysis-legend = Engine-Analyse
analysis-on = Analysieren
analysis-lines-label = Varianten
analysis-depth = Tiefe { $depth }
analysis-waiting = Die Engine rechnet…
analysis-no-moves = In dieser Stellung gibt es keinen legalen Zug.
analysis-mate = { $side } setzt matt in { $moves }
analysis-line-title = Variante { $number }: { $moves }
analysis-graph-button = Ganze Partie bewerten
analysis-graph-label = Bewertung nach jedem Zug; ein Klick springt zu diesem Zug
analysis-graph-progress = { $done } von { $total } Stellungen bewertet
analysis-graph-done = Fehler sind rot markiert; ein Klick auf die Kurve springt zum Zug.
analysis-mistake = Zug { $ply } ({ $move }): ein Fehler, { $drop } verloren
analysis-too-many = Von Ihrer Adresse sind zu viele Analysebretter offen; schließen Sie eines und versuchen Sie es erneut.
analysis-no-engine = Dieser Server hat keine Engine zum Analysieren.
analysis-failed = Die Analyse ist fehlgeschlagen: { $reason }
editor-keys-hint = Auf dem Brett: Pfeiltasten bewegen, ein FEN-Buchstabe wählt eine Figur (Großbuchstaben für den ersten Spieler: K A B N R C P), Enter oder Leertaste setzt sie, Entf entfernt, x wählt Entfernen.
