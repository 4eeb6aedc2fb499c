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

## lessons
start-lessons = Lektionen
lessons-heading = Lektionen
lessons-intro = Jede Lektion lehrt eine Regel an einer Stellung: Lies die Regel, vergleiche die markierten Züge und spiele dann die Antwort auf dem Brett.
lessons-progress = { $done } von { $total } gelöst
lessons-solved = Gelöst
lessons-step-rule = Die Regel
lessons-step-compare = Vergleiche diese Züge
lessons-step-play = Dein Zug
lessons-play-hint = Spiele deine Antwort auf dem Brett.
lessons-right = Richtig!
lessons-wrong = Nicht dieser.
lessons-show-answer = Antwort zeigen
lessons-try-again = Noch einmal
lessons-next = Nächste Lektion
lessons-all = Alle Lektionen
lessons-review = Rückblick
lessons-candidate = { $piece } { $move }
lessons-not-found = Diese Lektion gibt es nicht.
lesson-q-capture = Welcher Zug gewinnt Material?
lesson-q-mate = Finde das Matt in einem Zug.
lesson-q-check = Du stehst im Schach. Was ist die beste Antwort?
lesson-q-safe = Dein Pferd wird angegriffen. Wohin soll es ziehen?
lesson-q-bikjang = Die Generäle stehen sich gegenüber. Löse das Bikjang auf.
lesson-q-pass = Was ist hier das Beste?
lesson-q-points = Welches Schlagen bringt die meisten Punkte?
lesson-xq-cannon-screen-title = Der Schirm der Kanone
lesson-xq-cannon-screen-rule = Die Kanone zieht wie ein Wagen, schlägt aber nur, indem sie genau eine Figur beliebiger Farbe überspringt: den Schirm.
lesson-xq-cannon-screen-explain = Der schwarze Soldat auf b6 ist der Schirm: Die Kanone springt darüber und schlägt den Wagen auf b8.
lesson-xq-cannon-screen-wrong = Der Zug ist erlaubt, schlägt aber nichts: Die Kanone schlägt nur über einen Schirm.
lesson-xq-cannon-screen-review = Kanone: gleitet zum Ziehen, springt über eine Figur zum Schlagen.
lesson-xq-cannon-limit-title = Was die Kanone nicht schlagen kann
lesson-xq-cannon-limit-rule = Ohne Figur dazwischen oder mit zweien kann die Kanone nicht schlagen. Sie braucht genau einen Schirm.
lesson-xq-cannon-limit-explain = Dein Soldat auf e5 ist der Schirm zwischen Kanone und Pferd auf g5. Vor dem Wagen auf b9 steht kein Schirm.
lesson-xq-cannon-limit-wrong = Die Kanone zieht nur dorthin. Den Wagen auf b9 kann sie nicht schlagen: Nichts steht dazwischen.
lesson-xq-cannon-limit-review = Kein Schirm, kein Schlagen: Suche genau eine Figur dazwischen.
lesson-xq-horse-leg-title = Das Bein des Pferdes
lesson-xq-horse-leg-rule = Das Pferd zieht einen Punkt gerade, dann einen schräg nach außen. Eine Figur auf dem ersten Punkt, dem Bein, blockiert es.
lesson-xq-horse-leg-explain = Dein Berater auf d3 versperrt den Weg zum Wagen auf e4, aber der Weg zur Kanone auf a4 ist frei.
lesson-xq-horse-leg-wrong = Das schlägt nichts. Der Beinpunkt d3 ist besetzt, b3 aber frei.
lesson-xq-horse-leg-review = Prüfe vor jedem Pferdesprung den Beinpunkt.
lesson-xq-elephant-eye-title = Das Auge des Elefanten
lesson-xq-elephant-eye-rule = Der Elefant zieht genau zwei Punkte diagonal und überquert nie den Fluss. Eine Figur auf dem Mittelpunkt, dem Auge, blockiert ihn.
lesson-xq-elephant-eye-explain = Der Soldat auf f4 versperrt den Weg nach g5, der Weg nach c5 ist offen: Der Elefant schlägt das Pferd.
lesson-xq-elephant-eye-wrong = Das schlägt nichts. Das Auge d4 ist frei, also erreicht der Elefant c5.
lesson-xq-elephant-eye-review = Eine Figur auf dem Auge hält den Elefanten auf.
lesson-xq-soldier-river-title = Soldaten jenseits des Flusses
lesson-xq-soldier-river-rule = Ein Soldat zieht einen Punkt vorwärts. Nach dem Fluss darf er auch seitwärts ziehen, nie rückwärts.
lesson-xq-soldier-river-explain = Der Soldat auf e6 hat den Fluss überquert und darf das Pferd auf d6 seitwärts schlagen. Der Soldat auf c5 noch nicht.
lesson-xq-soldier-river-wrong = Das gewinnt nichts. Nur der Soldat jenseits des Flusses schlägt seitwärts.
lesson-xq-soldier-river-review = Vor dem Fluss: nur vorwärts. Danach: vorwärts oder seitwärts.
lesson-xq-piece-values-title = Der Wert der Figuren
lesson-xq-piece-values-rule = Eine übliche Faustregel: Wagen 9, Pferd und Kanone etwa 4,5, Berater und Elefant 2, Soldat 1 oder 2.
lesson-xq-piece-values-explain = Das Pferd kann den Wagen oder einen Soldaten schlagen; der Wagen ist weit mehr wert.
lesson-xq-piece-values-wrong = Das bringt viel weniger. Dein Pferd kann den Wagen auf b5 schlagen.
lesson-xq-piece-values-review = Von mehreren Schlagzügen nimm die wertvollste Figur.
lesson-xq-answer-check-title = Auf Schach antworten
lesson-xq-answer-check-rule = Auf Schach antwortet man mit dem General, durch Dazwischenziehen oder durch Schlagen der schachgebenden Figur. Hier halten die Berater den General fest.
lesson-xq-answer-check-explain = Der Wagen auf a8 schlägt den schachgebenden Wagen: Das Schach ist weg, und du hast einen Wagen gewonnen.
lesson-xq-answer-check-wrong = Das deckt das Schach ab, aber der schwarze Wagen bleibt. Schlagen ist besser.
lesson-xq-answer-check-review = Im Schach suche zuerst, ob du die schachgebende Figur schlagen kannst.
lesson-xq-flying-general-pin-title = Die Generäle dürfen sich nicht gegenüberstehen
lesson-xq-flying-general-pin-rule = Die Generäle dürfen nie frei auf einer Linie stehen. Eine einzelne Figur zwischen ihnen kann die Linie nicht verlassen.
lesson-xq-flying-general-pin-explain = Das schwarze Pferd auf e6 ist die einzige Figur zwischen den Generälen. Es kann nicht fliehen, also schlägt dein Soldat es.
lesson-xq-flying-general-pin-wrong = So überlebt das Pferd. Dein General fesselt es: Schlag es jetzt.
lesson-xq-flying-general-pin-review = Dein General beherrscht seine offene Linie: Nutze sie zum Fesseln.
lesson-xq-flying-general-mate-title = Der General hilft beim Matt
lesson-xq-flying-general-mate-rule = Weil sich die Generäle nicht gegenüberstehen dürfen, beherrscht dein General seine ganze Linie.
lesson-xq-flying-general-mate-explain = Der Wagen gibt auf b10 Schach. Der General kann nicht nach d10, gegenüber deinem General, und nicht nach f10 oder e9.
lesson-xq-flying-general-mate-wrong = Das ist kein Matt: Der schwarze General hat noch einen Ausweg.
lesson-xq-flying-general-mate-review = Zähle deinen General zu den Angreifern: Er bewacht seine Linie.
lesson-xq-double-chariot-mate-title = Matt mit zwei Wagen
lesson-xq-double-chariot-mate-rule = Zwei Wagen setzen einen General matt: Einer sperrt eine Reihe, der andere gibt auf der nächsten Schach.
lesson-xq-double-chariot-mate-explain = Der Wagen auf a9 hält Reihe 9, der andere gibt auf b10 Schach. Der General hat keinen freien Punkt.
lesson-xq-double-chariot-mate-wrong = Der General entkommt. Halte Reihe 9 gesperrt und gib auf Reihe 10 Schach.
lesson-xq-double-chariot-mate-review = Ein Wagen sperrt, der andere gibt Schach.
lesson-xq-horse-chariot-mate-title = Matt mit Pferd und Wagen
lesson-xq-horse-chariot-mate-rule = Das Pferd gibt aus der Nähe Schach, während der Wagen dem General die Fluchtpunkte nimmt.
lesson-xq-horse-chariot-mate-explain = Das Pferd gibt von g9 (oder f8) Schach. Der Wagen deckt e9, die Berater versperren den Rest.
lesson-xq-horse-chariot-mate-wrong = Das ist kein Matt. Gib mit dem Pferd Schach, während der Wagen e9 bewacht.
lesson-xq-horse-chariot-mate-review = Der Wagen sperrt ein, das Pferd gibt Schach.
lesson-xq-horse-cannon-mate-title = Kanone hinter dem Pferd
lesson-xq-horse-cannon-mate-rule = Ein Pferd vor dem General kann Schirm der Kanone sein und zugleich die Punkte neben dem General bewachen.
lesson-xq-horse-cannon-mate-explain = Die Kanone auf e3 gibt über das Pferd auf e8 Schach. Das Pferd deckt d10 und f10, die Kanone e9.
lesson-xq-horse-cannon-mate-wrong = Das ist kein Matt. Stelle die Kanone auf die Linie des Generals, hinter das Pferd.
lesson-xq-horse-cannon-mate-review = Pferd vorn, Kanone dahinter: ein klassisches Matt.
lesson-xq-soldier-mate-title = Matt durch einen Soldaten
lesson-xq-soldier-mate-rule = Ein Soldat jenseits des Flusses kann mattsetzen, wenn andere Figuren die Fluchtpunkte des Generals bewachen.
lesson-xq-soldier-mate-explain = Der Soldat gibt von f9 Schach, gedeckt vom Wagen. Nach e10 kann der General nicht: Er stünde deinem General gegenüber.
lesson-xq-soldier-mate-wrong = Kein Matt. Ziehe den Soldaten vor, wo der Wagen ihn deckt.
lesson-xq-soldier-mate-review = Auch ein Soldat setzt matt, wenn der General nirgends hin kann.
lesson-xq-perpetual-check-title = Dauerschach verliert
lesson-xq-perpetual-check-rule = Kehrt eine Stellung zum dritten Mal wieder und eine Seite gab mit jedem Zug Schach, verliert diese Seite. Der Wagen gab schon zweimal von a10 Schach.
lesson-xq-perpetual-check-explain = Der Wagen auf i8 gibt auf i10 Schach, während der andere Reihe 9 hält: Matt, ohne Wiederholung.
lesson-xq-perpetual-check-wrong = Schach von a10 wiederholt die Stellung zum dritten Mal und würde verlieren. Suche ein Matt.
lesson-xq-perpetual-check-review = Wiederhole kein Schach: Finde ein neues oder ein Matt.
lesson-xq-chase-title = Verfolgen
lesson-xq-chase-rule = Dieselbe ungedeckte Figur immer wieder anzugreifen ist eine Verfolgung. Nach diesen Regeln verliert Dauerverfolgung wie Dauerschach.
lesson-xq-chase-explain = Auf c4 ist das Pferd durch deinen Wagen auf c1 gedeckt, die Verfolgung ist vorbei.
lesson-xq-chase-wrong = Dort ist das Pferd noch ungedeckt, und der Wagen kann es weiter verfolgen.
lesson-xq-chase-review = Gegen eine Verfolgung stelle die Figur auf einen gedeckten Punkt.
lesson-jg-cannon-screen-title = Der Schirm der Janggi-Kanone
lesson-jg-cannon-screen-rule = Im Janggi springt die Kanone zum Ziehen und zum Schlagen über genau eine Figur. Ohne Schirm kann sie gar nicht ziehen.
lesson-jg-cannon-screen-explain = Der Han-Soldat auf b6 ist der Schirm: Die Kanone springt darüber und schlägt den Wagen auf b8.
lesson-jg-cannon-screen-wrong = Die Kanone kann dort landen, schlägt aber nichts. Spring über den Schirm und schlag den Wagen.
lesson-jg-cannon-screen-review = Die Janggi-Kanone springt immer, auch zum Ziehen.
lesson-jg-cannon-limit-title = Eine Kanone springt nicht über eine Kanone
lesson-jg-cannon-limit-rule = Die Janggi-Kanone darf keine Kanone als Schirm nutzen und nie eine Kanone schlagen.
lesson-jg-cannon-limit-explain = Über die Han-Kanone auf b5 geht es nicht, der Wagen ist sicher. Über dein Pferd auf c3 schlägt die Kanone das Pferd auf f3.
lesson-jg-cannon-limit-wrong = Das schlägt nichts. Nutze dein Pferd auf c3 als Schirm und schlag das Pferd auf f3.
lesson-jg-cannon-limit-review = Kanonen überspringen und schlagen keine Kanonen.
lesson-jg-chariot-diagonal-title = Der Wagen im Palast
lesson-jg-chariot-diagonal-rule = Im Palast darf der Wagen auch entlang der Diagonalen ziehen.
lesson-jg-chariot-diagonal-explain = Von d3 läuft der Wagen über die Diagonale durch die leere Mitte e2 und schlägt die Kanone auf f1.
lesson-jg-chariot-diagonal-wrong = Das schlägt nichts. Im Palast kann der Wagen die Diagonale von d3 nach f1 nutzen.
lesson-jg-chariot-diagonal-review = Palastlinien sind zusätzliche Wege für den Wagen.
lesson-jg-cannon-diagonal-title = Die Kanone auf der Palastdiagonale
lesson-jg-cannon-diagonal-rule = Auf einer Palastdiagonale springt die Kanone von einer Ecke zur gegenüberliegenden, über eine Figur in der Mitte, die keine Kanone ist.
lesson-jg-cannon-diagonal-explain = Dein Leibwächter auf e2 ist der Schirm: Die Kanone springt von d1 nach f3 und schlägt den Wagen.
lesson-jg-cannon-diagonal-wrong = Das schlägt nichts. Spring diagonal über den Leibwächter auf e2.
lesson-jg-cannon-diagonal-review = Im Palast kann die Kanone über die Mitte springen.
lesson-jg-elephant-block-title = Der Janggi-Elefant
lesson-jg-elephant-block-rule = Der Elefant zieht einen Punkt gerade, dann zwei diagonal. Eine Figur auf einem der beiden Zwischenpunkte blockiert ihn.
lesson-jg-elephant-block-explain = Der Weg nach f6 über d4 und e5 ist frei: Der Elefant schlägt das Pferd. Der Soldat auf d6 versperrt den Weg zum Wagen.
lesson-jg-elephant-block-wrong = Das schlägt nichts. Prüfe auf jedem Weg des Elefanten beide Punkte.
lesson-jg-elephant-block-review = Der Elefant hat auf jedem Weg zwei Punkte zu prüfen.
lesson-jg-horse-block-title = Das Janggi-Pferd
lesson-jg-horse-block-rule = Das Pferd zieht einen Punkt gerade, dann einen schräg nach außen. Eine Figur auf dem ersten Punkt blockiert es.
lesson-jg-horse-block-explain = Dein Leibwächter auf d3 versperrt den Weg zum Wagen auf e4; der Weg zur Kanone auf a4 über b3 ist frei.
lesson-jg-horse-block-wrong = Das schlägt nichts. Das Pferd erreicht a4 noch über den leeren Punkt b3.
lesson-jg-horse-block-review = Ein Pferd ist nur so frei wie sein erster Schritt.
lesson-jg-soldier-palace-title = Soldaten im Palast
lesson-jg-soldier-palace-rule = Ein Janggi-Soldat zieht vorwärts oder seitwärts. Im gegnerischen Palast darf er auch entlang der Diagonalen vorwärts ziehen.
lesson-jg-soldier-palace-explain = Von der Ecke d8 zieht der Soldat entlang der Palastdiagonale nach e9 und schlägt das Pferd.
lesson-jg-soldier-palace-wrong = Das schlägt nichts. Von d8 darf der Soldat diagonal nach e9 ziehen.
lesson-jg-soldier-palace-review = Im gegnerischen Palast nutzen Soldaten die Diagonalen.
lesson-jg-points-title = Punkte zählen
lesson-jg-points-rule = Janggi-Figuren haben Punkte: Wagen 13, Kanone 7, Pferd 5, Elefant 3, Leibwächter 3, Soldat 2; Han erhält 1,5 dazu. Manche Partien enden nach Punkten.
lesson-jg-points-explain = Die Kanone ist 7 Punkte wert, das Pferd 5: Schlag die Kanone.
lesson-jg-points-wrong = Das bringt weniger Punkte. Die Kanone ist 7 wert, das Pferd 5.
lesson-jg-points-review = Wagen 13, Kanone 7, Pferd 5, Elefant und Leibwächter 3, Soldat 2.
lesson-jg-general-diagonal-title = Der General auf den Diagonalen
lesson-jg-general-diagonal-rule = Der General zieht einen Punkt entlang der Palastlinien, Diagonalen eingeschlossen, und verlässt nie den Palast.
lesson-jg-general-diagonal-explain = Der General zieht diagonal von d3 nach e2, weg von der Linie des Wagens, auf einen unangegriffenen Punkt; der Soldat bewacht e3.
lesson-jg-general-diagonal-wrong = Dazwischengezogen geht der Wagen an den Han-Wagen verloren. Der General kann diagonal entkommen.
lesson-jg-general-diagonal-review = Im Palast sind die Diagonalen Fluchtwege.
lesson-jg-bikjang-title = Bikjang
lesson-jg-bikjang-rule = Stehen sich die Generäle auf einer freien Linie gegenüber, ist das Bikjang. In diesem Regelwerk muss die Seite am Zug es nach einem Schlagen auflösen, sonst endet die Partie nach Punkten.
lesson-jg-bikjang-explain = Dein Wagen auf e5 steht zwischen den Generälen; auch ein Schritt des Generals von der Linie löst das Bikjang auf.
lesson-jg-bikjang-wrong = Nach diesem Zug stehen sich die Generäle noch gegenüber: Das Bikjang bleibt.
lesson-jg-bikjang-review = Gegen Bikjang: zur Seite gehen oder eine Figur dazwischenstellen.
lesson-jg-pass-title = Das Passen
lesson-jg-pass-rule = Im Janggi darf eine Seite, die nicht im Schach steht, statt zu ziehen passen. Hier verlöre jeder Zug deinen Leibwächter.
lesson-jg-pass-explain = Passen lässt den Leibwächter auf e2, wo er deinen General vor dem Wagen schützt.
lesson-jg-pass-wrong = Auf e3 schlägt der Soldat auf d3 den Leibwächter. Passen kostet nichts.
lesson-jg-pass-review = Macht jeder Zug es schlimmer, passe.
lesson-jg-double-chariot-mate-title = Matt mit zwei Wagen im Janggi
lesson-jg-double-chariot-mate-rule = Zwei Wagen setzen matt wie im Xiangqi: Einer sperrt eine Reihe, der andere gibt auf der letzten Schach.
lesson-jg-double-chariot-mate-explain = Der Wagen auf a9 hält Reihe 9, der Wagen auf b10 gibt Schach. Der General hat keinen freien Punkt.
lesson-jg-double-chariot-mate-wrong = Der General entkommt. Halte Reihe 9 gesperrt und gib auf Reihe 10 Schach.
lesson-jg-double-chariot-mate-review = Ein Wagen sperrt, der andere gibt Schach.
lesson-jg-horse-chariot-mate-title = Matt mit Pferd und Wagen im Janggi
lesson-jg-horse-chariot-mate-rule = Der Wagen gibt auf der Grundreihe Schach, während das Pferd den Ausweg des Generals bewacht.
lesson-jg-horse-chariot-mate-explain = Der Wagen gibt von i10 Schach; das Pferd auf c8 bewacht e9, d10 und f10 liegen auf der Linie des Wagens.
lesson-jg-horse-chariot-mate-wrong = Das ist kein Matt. Gib auf Reihe 10 Schach, wo das Pferd e9 bewacht.
lesson-jg-horse-chariot-mate-review = Das Pferd bewacht, der Wagen gibt Schach.
lesson-jg-cannon-mate-title = Kanonenmatt im Janggi
lesson-jg-cannon-mate-rule = Die Kanone gibt über einen Schirm Schach. Soldaten vor dem General sind gute Schirme und bewachen die Fluchtpunkte.
lesson-jg-cannon-mate-explain = Die Kanone auf d3 gibt über den Soldaten auf d8 Schach. d9 und e9 sind bewacht, und nichts kann dazwischen.
lesson-jg-cannon-mate-wrong = Das ist kein Matt. Spring mit der Kanone auf die Linie des Generals, hinter den Soldaten auf d8.
lesson-jg-cannon-mate-review = Ein Soldat kann Schirm und Wächter zugleich sein.
lesson-jg-perpetual-check-title = Dauerschach im Janggi
lesson-jg-perpetual-check-rule = Kehrt eine Stellung zum dritten Mal wieder und eine Seite gab mit jedem Zug Schach, verliert diese Seite. Der Wagen gab schon zweimal von a10 Schach.
lesson-jg-perpetual-check-explain = Der Wagen gibt von i10 Schach, während der andere Reihe 9 hält: Matt, ohne Wiederholung.
lesson-jg-perpetual-check-wrong = Erneutes Schach von a10 wiederholt die Stellung und verliert. Suche das Matt.
lesson-jg-perpetual-check-review = Wiederhole kein Schach: Finde ein neues oder ein Matt.
## online play: accounts, lobby, clocks, offers, chat, profiles, live games

account-login-open = Anmelden
account-logout = Abmelden
account-signed-in = Angemeldet als { $name }
account-heading = Anmelden oder Konto anlegen
account-username = Benutzername
account-password = Passwort
account-rules = Benutzernamen: 2 bis 20 Buchstaben, Ziffern, _ oder -. Passwörter: mindestens 8 Zeichen.
account-login = Anmelden
account-register = Konto anlegen
account-cancel = Abbrechen
account-error-username-taken = Dieser Benutzername ist vergeben; wähle einen anderen.
account-error-bad-username = Ein Benutzername hat 2 bis 20 Buchstaben, Ziffern, _ oder -.
account-error-bad-password = Ein Passwort hat mindestens 8 Zeichen.
account-error-wrong-credentials = Benutzername oder Passwort ist falsch.
account-error-rate-limited = Zu viele Versuche; warte eine Minute und versuche es erneut.
start-lobby = Online spielen
start-live = Partien zuschauen
start-leaderboard = Rangliste
start-online-now = { $online } gerade online, { $games } Partien laufen
lobby-heading = Lobby
lobby-guest-hint = Gäste spielen ungewertete Partien; melde dich an, um gewertet zu spielen und andere herauszufordern.
lobby-challenges = Herausforderungen
lobby-seeks = Offene Gesuche
lobby-no-seeks = Noch keine offenen Gesuche. Lege unten eines an.
lobby-new-seek = Neues Gesuch
lobby-clock = Uhr
lobby-clock-fischer = Minuten + Sekunden pro Zug
lobby-clock-byoyomi = Byo-yomi
lobby-untimed = Ohne Uhr
lobby-base = Minuten
lobby-increment = Sekunden pro Zug dazu
lobby-main = Grundzeit (Minuten)
lobby-periods = Perioden
lobby-period = Sekunden pro Periode
lobby-rated = Gewertet
lobby-challenge-to = Spieler herausfordern
lobby-create-seek = Gesuch anlegen
lobby-send-challenge = Herausforderung senden
lobby-guest = Gast
lobby-offer-terms = { $game }, { $rules }, { $clock }, { $rated }
lobby-rated-short = gewertet
lobby-casual-short = ungewertet
lobby-challenge-from = Herausforderung von { $name }
lobby-challenge-to-player = Deine Herausforderung an { $name }
lobby-accept = Annehmen
lobby-decline = Ablehnen
lobby-withdraw = Zurückziehen
lobby-cancel = Abbrechen
lobby-error-no-name = Gib den Benutzernamen des Spielers ein, den du herausfordern willst.
lobby-error-rated-needs-account = Gewertete Partien nur für angemeldete Spieler; melde dich an oder spiele ungewertet.
lobby-error-too-many-seeks = Du hast so viele offene Gesuche wie erlaubt; brich zuerst eines ab.
lobby-error-unknown-seek = Dieses Gesuch ist nicht mehr offen.
lobby-error-unknown-challenge = Diese Herausforderung ist nicht mehr offen.
lobby-error-own-seek = Du kannst nicht gegen dich selbst spielen.
lobby-error-not-yours = Das gehört nicht dir.
lobby-error-unknown-player = Es gibt keinen Spieler mit diesem Benutzernamen.
lobby-error-not-logged-in = Melde dich zuerst an.
clock-periods = { $periods } × { $seconds } s
clock-low = Wenig Zeit
offer-accept = Annehmen
offer-decline = Ablehnen
offer-draw-from = { $side } bietet Remis an.
offer-draw-waiting = Remis angeboten; warte auf die Antwort.
offer-takeback-from = { $side } bittet, einen Zug zurückzunehmen.
offer-takeback-waiting = Zugrücknahme erbeten; warte auf die Antwort.
online-offer-draw = Remis anbieten
online-takeback = Zugrücknahme erbitten
online-abort = Partie abbrechen
online-rematch = Revanche
online-rematch-accept = Revanche annehmen
online-claim-win = Sieg beanspruchen
online-claim-draw = Remis erklären
online-download-pgn = PGN herunterladen
online-download-gib = GIB herunterladen
grace-countdown = Dein Gegner ist weg. Kommt er nicht zurück, kannst du die Partie in { $seconds } s beanspruchen.
grace-over = Dein Gegner ist nicht zurückgekommen. Beanspruche den Sieg oder erkläre Remis.
chat-players = Chat der Spieler
chat-spectators = Chat der Zuschauer
chat-label = Nachricht
chat-send = Senden
chat-from = { $name }:
chat-from-guest = Gast:
outcome-aborted = Die Partie wurde abgebrochen.
outcome-win-timeout = { $side } gewinnt auf Zeit.
outcome-win-abandonment = { $side } gewinnt: der Gegner hat die Partie verlassen.
outcome-draw-timeout = Remis: die Zeit ist abgelaufen, aber die andere Seite kann nicht gewinnen.
outcome-draw-abandonment = Remis: der Gegner hat die Partie verlassen.
error-no-draws = Dieser Regelsatz kennt kein vereinbartes Remis.
error-two-players-only = Nur in Partien zwischen zwei Spielern.
error-no-offer = Es gibt kein Angebot zu beantworten.
error-too-late-to-abort = Eine Partie kann nur in den ersten beiden Zügen abgebrochen werden.
error-opponent-present = Dein Gegner ist noch da (oder kann noch zurückkommen).
error-not-over = Die Partie ist noch nicht zu Ende.
error-bad-chat = Diese Nachricht kann nicht gesendet werden (leer, zu lang oder hier nicht erlaubt).
profile-title = { $name }: Profil
profile-unknown = Es gibt keinen Spieler mit diesem Benutzernamen.
profile-provisional = Vorläufige Wertung (?): noch wenige Partien.
profile-record = Partien: { $games }; gewonnen { $wins }, remis { $draws }, verloren { $losses }
profile-chart = { $game }-Wertung von { $from } bis { $to }
profile-games = Partien
profile-newer = Neuere Partien
profile-older = Ältere Partien
profile-playing = Läuft
profile-game-about = { $game }, { $rated }: { $result }
game-players = { $first } gegen { $second }
leaderboard-heading = Rangliste
leaderboard-title = Rangliste { $game }
leaderboard-empty = Noch keine gewerteten Partien.
live-heading = Laufende Partien
live-empty = Gerade läuft keine Partie.
live-about = { $game }, { $rules }, { $clock }
live-watch = Zuschauen
## rules pages

start-rules = Spielregeln
rules-this-game = Regeln dieser Partie
rules-overview-title = { -brand }: Regeln von { -xiangqi } und { -janggi }
rules-overview-heading = Regeln von { -xiangqi } und { -janggi }
rules-overview-intro = Beide Spiele werden auf den Schnittpunkten eines Bretts mit neun mal zehn Linien gespielt. Jede Seite hat einen General in einem Palast aus neun Punkten und gewinnt, indem sie den anderen General mattsetzt.
rules-about-xiangqi = { -xiangqi } ist chinesisches Schach. Ein Fluss teilt das Brett in der Mitte, und { -red } zieht zuerst.
rules-about-janggi = { -janggi } ist koreanisches Schach. Es gibt keinen Fluss, die Diagonalen jedes Palasts sind Wege für die Steine darin, und { -cho } zieht zuerst.
rules-setup-choice = Vor der Partie wählt jede Seite, wie ihre Pferde und Elefanten stehen.
rules-setup-fixed = Die Steine beginnen auf festen Punkten.
rules-page-title = { -brand }: { $rules }
rules-all = Alle Regeln
rules-play = Eine Partie spielen
rules-presets-heading = Regelwerke
rules-not-found-title = Dieses Regelwerk gibt es nicht
rules-not-found-text = Es gibt kein Regelwerk namens „{ $name }“. Diese kennt { -brand }:
rules-pieces-heading = Wie die Steine ziehen
rules-diagram-caption = Von { $from } kann er nach: { $targets }.
rules-diagram-blocked = Blockiert: { $points }.
rules-move-xiangqi-k = Der General zieht einen Punkt entlang einer Linie und verlässt seinen Palast nie. Die beiden Generäle dürfen sich nie auf einer offenen Linie gegenüberstehen.
rules-move-xiangqi-a = Der Berater zieht einen Punkt diagonal und bleibt im Palast.
rules-move-xiangqi-b = Der Elefant zieht genau zwei Punkte diagonal. Ein Stein auf dem Punkt dazwischen blockiert ihn, und er überquert nie den Fluss.
rules-move-xiangqi-n = Das Pferd zieht einen Punkt entlang einer Linie und dann einen Punkt diagonal nach außen. Ein Stein auf diesem ersten Punkt versperrt den Weg.
rules-move-xiangqi-r = Der Wagen zieht beliebig weit entlang einer Linie, bis ein Stein ihn aufhält, und schlägt den ersten gegnerischen Stein, den er trifft.
rules-move-xiangqi-c = Die Kanone zieht wie ein Wagen, schlägt aber nur, indem sie über genau einen Stein auf einen gegnerischen Stein springt.
rules-move-xiangqi-p = Der Soldat zieht einen Punkt vorwärts. Jenseits des Flusses darf er auch einen Punkt seitwärts ziehen. Er zieht nie zurück.
rules-move-janggi-k = Der General zieht einen Punkt entlang jeder Linie seines Palasts, die Diagonalen eingeschlossen, und verlässt ihn nie.
rules-move-janggi-a = Der Leibwächter zieht wie der General: einen Punkt entlang der Linien des Palasts.
rules-move-janggi-b = Der Elefant zieht einen Punkt entlang einer Linie und dann zwei Punkte diagonal nach außen. Ein Stein auf irgendeinem Punkt des Wegs blockiert ihn.
rules-move-janggi-n = Das Pferd zieht einen Punkt entlang einer Linie und dann einen Punkt diagonal nach außen. Ein Stein auf diesem ersten Punkt versperrt den Weg.
rules-move-janggi-r = Der Wagen zieht beliebig weit entlang einer Linie und im Palast auch entlang seiner Diagonalen.
rules-move-janggi-c = Die Kanone springt entlang einer Linie oder Palastdiagonale über genau einen Stein, der keine Kanone ist, und landet auf einem Punkt dahinter oder schlägt dort. Sie schlägt nie eine Kanone.
rules-move-janggi-p = Der Soldat zieht einen Punkt vorwärts oder seitwärts, nie zurück.
rules-note-cannon-slides = In diesem Regelwerk darf eine Kanone, die nicht schlägt, auch wie ein Wagen ziehen.
rules-note-cannon-must-jump = Sie braucht einen Stein zum Überspringen, auch wenn sie nicht schlägt.
rules-note-soldier-palace-diagonals = Im gegnerischen Palast darf er auch entlang der Diagonalen vorwärts ziehen.
rules-table-heading = Die Steine auf einen Blick
rules-col-traditional = Traditionell
rules-col-readable = Ein Zeichen
rules-col-picture = Bild
rules-col-name = Name
rules-col-moves = Wie er zieht
rules-col-points = Punkte
rules-short-xiangqi-k = Ein Punkt entlang einer Linie, im Palast
rules-short-xiangqi-a = Ein Punkt diagonal, im Palast
rules-short-xiangqi-b = Zwei Punkte diagonal, nie über den Fluss
rules-short-xiangqi-n = Einer gerade, dann einer diagonal; kann blockiert werden
rules-short-xiangqi-r = Beliebig weit entlang einer Linie
rules-short-xiangqi-c = Wie ein Wagen; schlägt mit Sprung über einen Stein
rules-short-xiangqi-p = Einer vorwärts; nach dem Fluss auch seitwärts
rules-short-janggi-k = Ein Punkt entlang der Palastlinien
rules-short-janggi-a = Ein Punkt entlang der Palastlinien
rules-short-janggi-b = Einer gerade, dann zwei diagonal; kann blockiert werden
rules-short-janggi-n = Einer gerade, dann einer diagonal; kann blockiert werden
rules-short-janggi-r = Beliebig weit entlang einer Linie oder Palastdiagonale
rules-short-janggi-c = Springt über genau einen Stein, der keine Kanone ist
rules-short-janggi-p = Einer vorwärts oder seitwärts
rules-endings-heading = Wie die Partie endet
rules-end-checkmate = Matt: Die Seite, deren General angegriffen ist und nicht entkommen kann, verliert.
rules-end-no-legal-move = Eine Seite ohne legalen Zug verliert, auch wenn sie nicht im Schach steht.
rules-end-flying-general = Die Generäle dürfen sich nie auf einer offenen Linie gegenüberstehen: Ein Zug, der sie so ließe, ist nicht erlaubt.
rules-end-facing-allowed = Die Generäle dürfen sich auf einer offenen Linie gegenüberstehen; daraus folgt nichts.
rules-end-bikjang-break-or-pass = Bikjang: Eine Seite, deren Zug mit einander gegenüberstehenden Generälen beginnt, muss die Linie sperren oder verlassen oder passen.
rules-end-bikjang-must-break = Bikjang: Eine Seite, deren Zug mit einander gegenüberstehenden Generälen beginnt, muss die Linie sperren oder verlassen.
rules-end-bikjang-pass-while-facing = Ein Passen, während sich die Generäle gegenüberstehen, beendet die Partie: { $decision ->
    [points] Die Seite mit mehr Punkten gewinnt.
   *[draw] Sie endet remis.
  }
rules-end-bikjang-still-facing = Sobald ein Stein geschlagen wurde, beendet eine Seite, deren Zug mit einander gegenüberstehenden Generälen begann und die sie so lässt, die Partie: { $decision ->
    [points] Die Seite mit mehr Punkten gewinnt.
   *[draw] Sie endet remis.
  }
rules-end-pass-allowed = Eine Seite, die nicht im Schach steht, darf statt zu ziehen passen.
rules-end-pass-never = Passen ist nicht erlaubt.
rules-end-double-pass = Passen beide Seiten nacheinander, endet die Partie: { $decision ->
    [points] Die Seite mit mehr Punkten gewinnt.
   *[draw] Sie endet remis.
  }
rules-end-repetition-xiangqi = Tritt eine Stellung zum dritten Mal auf, verliert eine Seite, die seit dem ersten Auftreten mit jedem Zug Schach gab, außer beide taten es; sonst ist es remis.
rules-end-repetition-janggi = Tritt eine Stellung zum dritten Mal auf, gewinnt die Seite mit mehr Punkten; eine Seite, die seit dem ersten Auftreten mit jedem Zug Schach gab, verliert stattdessen, außer beide taten es.
rules-end-repetition-fold = Ist eine Stellung { $count }-mal aufgetreten, endet die Partie: Wer Dauerschach gibt, verliert; sonst { $decision ->
    [points] gewinnt die Seite mit mehr Punkten.
   *[draw] ist es remis.
  }
rules-end-chasing = Wer einen ungedeckten Stein mit jedem Zug jagt, verliert wie bei Dauerschach.
rules-end-move-repetition = Einen Stein ohne Schach hin und her zu ziehen, zählt früher als Wiederholung.
rules-end-repetition-none = Wiederholte Stellungen beenden die Partie nicht.
rules-end-ply-limit = Nach insgesamt { $count } Zügen (jeder Zug einer Seite zählt) endet die Partie: { $decision ->
    [points] Die Seite mit mehr Punkten gewinnt.
   *[draw] Sie endet remis.
  }
rules-end-quiet-limit = Nach { $count } Zügen ohne Schlagen (jeder Zug einer Seite zählt) endet die Partie: { $decision ->
    [points] Die Seite mit mehr Punkten gewinnt.
   *[draw] Sie endet remis.
  }
rules-end-quiet-limit-check-offset = Schachgebote einer Seite über zehn hinaus verlängern diese Grenze.
rules-end-bare-material = Hat keine Seite mehr Wagen, Pferd, Kanone oder Soldat, endet die Partie remis.
rules-end-draw-agreement = Die Spieler dürfen sich auf remis einigen.
rules-end-resignation = Ein Spieler darf jederzeit aufgeben.
rules-end-points = Punkte: Jede Seite zählt ihre Steine auf dem Brett (siehe Tabelle); { -han } erhält { $bonus } dazu, weil es als Zweiter zieht, daher gibt es nie Gleichstand.
rules-faq-heading = Fragen und Antworten
rules-faq-q1 = Welche Seite zieht zuerst?
rules-faq-a1 = { -red } bei { -xiangqi }, { -cho } bei { -janggi }.
rules-faq-q2 = Darf der General den Palast verlassen?
rules-faq-a2 = Nein. Der General und seine Berater oder Leibwächter bleiben immer in ihrem Palast.
rules-faq-q3 = Warum kann mein Pferd oder Elefant nicht dorthin?
rules-faq-a3 = Ein Stein auf einem Punkt seines Wegs blockiert ihn; die Diagramme oben markieren solche Punkte mit einem Kreuz.
rules-faq-q4 = Was passiert, wenn dieselbe Stellung immer wiederkehrt?
rules-faq-a4 = Das hängt vom Regelwerk ab: Der Abschnitt über das Ende der Partie auf dieser Seite sagt, was dieses tut.
rules-strategy-heading = Strategie-Hinweise
rules-strategy-opening-heading = Eröffnung
rules-strategy-opening = Bring die Wagen früh ins Spiel, entwickle die Pferde, bevor sie blockiert werden, halte den Palast verteidigt und ziehe Soldaten nicht ohne Zweck.
rules-strategy-values-heading = Der Wert der Steine
rules-strategy-values-xiangqi = Ein Wagen ist etwa zwei Pferde oder zwei Kanonen wert. Kanonen sind früh stärker, Pferde spät, wenn sich das Brett leert. Berater und Elefanten verteidigen.
rules-strategy-values-janggi = Die Punkte in der Tabelle sind ein guter Anhaltspunkt: Der Wagen ist der stärkste Stein, und Kanonen werden schwächer, je leerer das Brett wird, weil sie Steine zum Springen brauchen.
rules-strategy-mates-heading = Häufige Mattbilder
rules-strategy-mates = Zwei Wagen setzen matt, indem sie sich auf benachbarten Linien abwechseln. Pferd und Wagen setzen einen General matt, der von eigenen Steinen eingeengt ist. Eine Kanone hinter einem Schirm auf der Linie des Generals setzt matt, wenn er nicht zur Seite ausweichen kann.
embed-title = { -brand }: Spielbrett
embed-link-game = Diese Partie auf { -brand } ansehen
embed-link-rules = Die Regeln dieser Partie auf { -brand }
embed-link-home = { -janggi } und { -xiangqi } auf { -brand } spielen
embed-no-game = Es gibt keine Partie „{ $id }“.
embed-unavailable = Diese Partie kann gerade nicht gezeigt werden: { $reason }
embed-bad-query = Dieser Link ist fehlerhaft.
embed-bad-rules = Unbekanntes Regelwerk „{ $name }“.
embed-bad-fen = Diese Stellung kann nicht gezeigt werden: { $reason }
embed-code-button = Einbettungscode kopieren
embed-code-copied = Einbettungscode kopiert
embed-frame-title = { -brand }: Spielbrett
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
