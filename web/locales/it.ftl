# Palace, the browser client: Italian (italiano).
#
# Translated from en.ftl, the reference catalogue; same ids and variables.

## Terms

-brand = Palace
-xiangqi = Xiangqi
-janggi = Janggi
-red = Rosso
-black = Nero
-cho = Cho
-han = Han

## Page and header

# The page title on the start screen.
title-start = { -brand }: { -janggi } e { -xiangqi }
# The page title during a game; $first and $second are side names.
title-game = { -brand }: { $first } contro { $second }
brand = { -brand }
pieces-label = Pezzi
language-label = Lingua
sound-label = Suoni
skip-to-board = Vai alla scacchiera

## Piece sets

pieceset-traditional = Caratteri tradizionali
pieceset-readable = Un carattere per tipo di pezzo
pieceset-letters = Lettere
pieceset-pictures = Immagini

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = Generale
piece-xiangqi-a = Consigliere
piece-xiangqi-b = Elefante
piece-xiangqi-n = Cavallo
piece-xiangqi-r = Carro
piece-xiangqi-c = Cannone
piece-xiangqi-p = Soldato
piece-janggi-k = Generale
piece-janggi-a = Guardia
piece-janggi-b = Elefante
piece-janggi-n = Cavallo
piece-janggi-r = Carro
piece-janggi-c = Cannone
piece-janggi-p = Soldato

## Start screen

start-heading = Gioca a { -janggi } o a { -xiangqi }
resume-button = Continua la tua partita
game-legend = Gioco
game-xiangqi = { -xiangqi }
game-xiangqi-sub = Scacchi cinesi
game-janggi = { -janggi }
game-janggi-sub = Scacchi coreani
opponent-legend = Avversario
mode-computer = Computer
mode-local = Due giocatori
mode-local-sub = su questo dispositivo
mode-friend = Invita un amico
mode-friend-sub = invia un link
level-legend = Livello
level-select-label = Livello da 1 a 8
level-easy = Facile
level-easy-about = Commette errori: ideale per imparare le mosse.
level-normal = Normale
level-normal-about = Gioca con giudizio e punisce i pezzi lasciati indifesi.
level-hard = Difficile
level-hard-about = Il livello più forte: riflette più a lungo e sbaglia di rado.
# $won, $lost and $drawn are numbers of games.
score-level = Il tuo punteggio al livello { $level }: vittorie { $won }, sconfitte { $lost }, patte { $drawn }
score-friend = Contro gli amici: vittorie { $won }, sconfitte { $lost }, patte { $drawn }
# $first and $second are side names; $firstWins and $secondWins numbers of games.
score-local = Partite su questo dispositivo: vittorie del { $first } { $firstWins }, vittorie del { $second } { $secondWins }, patte { $drawn }
side-legend = Il tuo colore
side-moves-first = muove per primo
side-moves-second = muove per secondo
side-random = Casuale
# Two players on one device: which side sits at the bottom.
side-at-bottom = { $side } in basso
rules-legend = Regole
rules-advanced = Avanzate: compatibili con Fairy-Stockfish
rules-xiangqi-standard = Standard (regole asiatiche, ripetizione semplificata)
rules-xiangqi = Fairy-Stockfish: { -xiangqi }
rules-janggi-standard = Standard (schieramento a scelta, bikjang ai punti)
rules-janggi-club = Club (schieramento fisso, i cannoni scivolano)
rules-janggi-strict = Rigorose (senza passare)
rules-janggi = Fairy-Stockfish: { -janggi }
rules-janggitraditional = Fairy-Stockfish: tradizionali
rules-janggimodern = Fairy-Stockfish: moderne (Kakao)
rules-janggicasual = Fairy-Stockfish: amichevoli
setup-hint = { -janggi }: prima della prima mossa ciascun colore sceglie dove collocare cavalli ed elefanti, prima { -han }, poi { -cho }.
start-button = Inizia
# $reason is one of the error-… messages below.
start-failed = Impossibile iniziare la partita: { $reason }

## A game link that leads nowhere

not-found-heading = Nessuna partita qui
not-found-text = A questo link non c’è nessuna partita. Forse è stato digitato male, oppure la partita non esiste più.
not-found-home = Inizia una nuova partita

## Game screen

board-label = Scacchiera
board-help = Le frecce spostano il cursore, Invio o Spazio prendono un pezzo e lo posano, Esc annulla.
review-start = Posizione iniziale
review-after = Dopo la mossa { $ply } di { $total }
review-first = Posizione iniziale
review-prev = Mossa precedente
review-next = Mossa successiva
review-live = Torna alla partita
turn-connecting = Connessione in corso…
turn-reconnecting = Riconnessione in corso…
turn-choose-setup = Scegli il tuo schieramento ({ $side }).
turn-waiting-setup = In attesa che { $side } scelga lo schieramento…
turn-side-to-move = Muove { $side }.
turn-yours = Tocca a te ({ $side }).
turn-computer = Il computer ({ $side }) sta pensando…
turn-waiting-friend = In attesa che il tuo amico si unisca come { $side }…
turn-waiting = In attesa di { $side }…
check-xiangqi = Scacco!
check-janggi = Janggun (scacco)!
notice-watching = Stai guardando questa partita.
notice-seat-taken = Entrambi i posti sono occupati: stai guardando questa partita.
notice-invite-failed = Questo invito non funziona: stai guardando questa partita.
notice-repetition = Questa posizione si è già presentata due volte. Se si presenta una terza volta la partita finisce (perde chi ha dato scacco a ogni mossa).
notice-bikjang = Bikjang: i generali si fronteggiano su una colonna aperta.

## Players

player-you = { $side }: tu
player-this-device = { $side }: questo dispositivo
player-computer = { $side }: computer, livello { $level }
player-waiting-friend = { $side }: in attesa di un amico
player-friend = { $side }: il tuo amico
player-friend-away = { $side }: il tuo amico (assente)
player-other = { $side }: giocatore
player-other-away = { $side }: giocatore (assente)
to-move = al tratto
spectators =
    { $count ->
        [one] { $count } spettatore
       *[other] { $count } spettatori
    }
invite-prompt = Invia questo link al tuo amico:
invite-link-label = Link di invito
copy = Copia
copied = Copiato
# $first and $second are side names, the others their points.
points = Punti: { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = Pezzi persi da { $side }:
captured-none = Pezzi persi da { $side }: nessuno

## Buttons

pass = Passa
undo = Annulla mossa
flip = Gira la scacchiera
flip-title = Ruota la scacchiera
resign = Abbandona
new-game = Nuova partita
moves-heading = Mosse
coords-label = coordinate
copy-moves = Copia le mosse
moves-copied = Mosse copiate
move-pass = passa
move-title = Mossa { $ply }: { $move }

## Janggi setup choice

setup-title-mine = { $side }: scegli dove collocare i tuoi cavalli ed elefanti
setup-title-other = { $side } sta scegliendo lo schieramento…
# $setup is one of the setup-… names below.
setup-han-chose = { -han } ha scelto { $setup }.
setup-order = Sceglie prima { -han }, poi { -cho }.
setup-named = L’ordine si legge dalla sinistra di ciascun giocatore.
setup-ma-sang-sang-ma = 馬象象馬 cavallo, elefante, elefante, cavallo
setup-sang-ma-sang-ma = 象馬象馬 elefante, cavallo, elefante, cavallo
setup-ma-sang-ma-sang = 馬象馬象 cavallo, elefante, cavallo, elefante
setup-sang-ma-ma-sang = 象馬馬象 elefante, cavallo, cavallo, elefante

## Dialogs

resign-question = Abbandonare questa partita?
resign-yes = Abbandona
keep-playing = Continua a giocare
# $outcome is one of the outcome-… sentences below.
pass-question = Se passi adesso la partita finisce. { $outcome } Vuoi passare comunque?
pass-yes = Passa e termina la partita
over-title = Partita finita
over-won = Hai vinto!
over-lost = Hai perso
over-draw = Patta
over-points = Punti: { $first } { $firstPoints }, { $second } { $secondPoints }.
score-after-level = Contro il livello { $level }: vittorie { $won }, sconfitte { $lost }, patte { $drawn }.
score-after-friend = Contro gli amici: vittorie { $won }, sconfitte { $lost }, patte { $drawn }.
score-after-local = Partite su questo dispositivo: vittorie del { $first } { $firstWins }, vittorie del { $second } { $secondWins }, patte { $drawn }.
play-again = Gioca ancora
look-at-board = Guarda la scacchiera

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = Vince { $side } per scacco matto.
outcome-win-no-legal-moves = Vince { $side }: l’avversario non ha mosse legali.
outcome-win-bikjang = Vince { $side } ai punti dopo il bikjang (i generali si fronteggiavano).
outcome-win-repetition = Vince { $side } per ripetizione.
outcome-win-perpetual-check = Vince { $side }: l’avversario ha dato scacco perpetuo.
outcome-win-double-pass = Vince { $side } ai punti dopo che entrambi hanno passato.
outcome-win-ply-limit = Vince { $side } ai punti al raggiungimento del limite di mosse.
outcome-win-quiet-limit = Vince { $side } dopo troppe mosse senza catture.
outcome-win-bare-material = Vince { $side }: all’avversario non resta alcun pezzo d’attacco.
outcome-win-resignation = Vince { $side } per abbandono.
outcome-win-agreement = Vince { $side } per accordo.
outcome-win = Vince { $side }.
outcome-draw-bikjang = Patta per bikjang (i generali si fronteggiavano).
outcome-draw-repetition = Patta per ripetizione.
outcome-draw-perpetual-check = Patta: entrambi hanno dato scacco perpetuo.
outcome-draw-double-pass = Patta: entrambi hanno passato.
outcome-draw-ply-limit = Patta al raggiungimento del limite di mosse.
outcome-draw-quiet-limit = Patta dopo troppe mosse senza catture.
outcome-draw-bare-material = Patta: a nessuno dei due resta un pezzo d’attacco.
outcome-draw-agreement = Patta per accordo.
outcome-draw = Patta.

## Board cells and announcements for screen readers

# $point is a point name such as e3.
point-empty = { $point }, vuoto
point-piece = { $piece } ({ $side }), { $point }
point-target = { $point }, vuoto, puoi muovere qui
point-capture = { $piece } ({ $side }), { $point }, cattura possibile
announce-picked =
    { $count ->
        [one] Pezzo preso: { $piece } in { $point }; può andare in un solo punto.
       *[other] Pezzo preso: { $piece } in { $point }; può andare in { $count } punti.
    }
announce-cannot-move = { $piece } in { $point } non può muovere ora.
announce-put-down = Pezzo posato.
# $move is the move in the game's notation, $side who made it.
announce-move = { $side }: { $move }.
announce-pass = { $side } passa.

## Errors, by the server's codes

error-not-connected = Non connesso al server; nuovo tentativo…
error-unreachable = Impossibile raggiungere il server.
error-unknown-game = Questa partita non esiste.
error-wrong-token = Questo browser non ha un posto in questa partita.
error-spectator = Stai guardando questa partita e non puoi muovere.
error-not-your-turn = Non è il tuo turno.
error-malformed-move = Il server non ha capito quella mossa.
error-illegal-move = Quella mossa non è legale.
error-game-over = La partita è finita.
error-undo-not-allowed = In questa partita non si possono annullare le mosse.
error-setup-pending = Lo schieramento è ancora in fase di scelta.
error-no-setup = Al momento non c’è nessuno schieramento da scegliere.
error-unknown-setup = Quello schieramento non esiste.
error-nothing-to-undo = Non c’è nessuna mossa da annullare.
error-wrong-invite = Questo invito non funziona.
error-seat-taken = Entrambi i posti sono occupati.
error-unavailable = La partita è occupata; riprova tra un attimo.
error-storage = Il server non è riuscito a salvare la partita; riprova.
error-storage-unavailable = Al momento il server non può salvare le partite; riprova tra un po’.
error-too-many-spectators = Troppe persone stanno guardando questa partita; nuovo tentativo…
error-bad-request = Il server non ha capito la richiesta.
error-too-large = La richiesta era troppo grande.
error-malformed = Il server non ha capito un messaggio.
error-rate-limited = Troppi messaggi in una volta; riconnessione…
error-other = Qualcosa è andato storto ({ $code }).

## Study board and board editor

start-study = Studia una partita
start-editor = Prepara una posizione
title-study = Scacchiera di studio · Palace
title-editor = Editor di posizione · Palace
study-heading = Scacchiera di studio
study-import-legend = Importa una partita
study-file-label = Apri un file
study-drop-hint = GIB, PGN, XQF, DhtmlXQ, CBF o FEN; puoi anche trascinare il file su questa pagina.
study-paste-label = Oppure incolla una partita o una FEN
study-paste-button = Leggi
study-reading = Lettura…
study-read-failed = Impossibile leggere la partita: { $reason }
study-games-label = Partita
study-game-option = { $number }. { $title }
study-game-errors = Partite del file non leggibili: { $count }. La prima: { $detail }
study-empty = Importa una partita o apri una posizione dall’editor.
study-ply = Mossa { $ply } di { $total }
study-branch = Mossa { $ply } della tua linea dalla mossa { $from }
study-back-to-game = Torna alla partita
study-last = Ultima mossa
study-export-legend = Esporta
study-fen-label = FEN
study-copy-fen = Copia FEN
study-edit-position = Modifica questa posizione
study-export-what = Cosa
study-export-line = La linea sulla scacchiera
study-export-game = La partita importata
study-format-label = Formato
study-format-pgn = PGN, coordinate
study-format-wxf = PGN, mosse WXF
study-format-chinese = PGN, mosse in cinese
study-format-korean = PGN, mosse in coreano
study-format-gib = GIB
study-format-fen = FEN della posizione mostrata
study-export-button = Mostra
study-download = Scarica
editor-heading = Editor di posizione
editor-palette-label = Pezzo da mettere
editor-turn-label = Tocca a
editor-start = Posizione iniziale
editor-clear = Svuota la scacchiera
editor-check = Controlla la posizione
editor-open-study = Apri nella scacchiera di studio
editor-valid = La posizione è valida.
editor-piece = { $piece } ({ $side })
editor-remove = Togli un pezzo
editor-fault-bad-fen = La FEN non è leggibile.
editor-fault-general-count = { $side } deve avere esattamente un { $piece }.
editor-fault-general-outside-palace = { $piece } ({ $side }) in { $point } è fuori dal suo palazzo.
editor-fault-generals-facing = I generali si fronteggiano senza nulla in mezzo.
editor-fault-too-many = { $side } ha { $count } × { $piece }, al massimo { $max } sono ammessi.
editor-fault-misplaced = { $piece } ({ $side }) in { $point } sta dove non può mai arrivare.
editor-fault-soldier-behind-start = { $piece } ({ $side }) in { $point } sta dietro la sua linea di partenza; i soldati non tornano mai indietro.
editor-fault-opponent-in-check = Il lato che non muove è sotto scacco.
editor-play-computer = Giocala contro il computer
editor-play-friend = Giocala con un amico
study-this-game = Studia questa partita

## analysis
analysis-legend = Analisi del motore
analysis-on = Analizza
analysis-lines-label = Linee
analysis-depth = Profondità { $depth }
analysis-waiting = Il motore sta pensando…
analysis-no-moves = Nessuna mossa legale in questa posizione.
analysis-mate = { $side } dà matto in { $moves }
analysis-line-title = Linea { $number }: { $moves }
analysis-graph-button = Valuta tutta la partita
analysis-graph-label = Valutazione dopo ogni mossa; clicca per andare a quella mossa
analysis-graph-progress = { $done } posizioni valutate su { $total }
analysis-graph-done = Gli errori sono segnati in rosso; clicca sul grafico per andare a una mossa.
analysis-mistake = Mossa { $ply } ({ $move }): un errore, persi { $drop }
analysis-too-many = Troppe scacchiere di analisi aperte dal tuo indirizzo; chiudine una e riprova.
analysis-no-engine = Questo server non ha un motore per analizzare.
analysis-failed = L’analisi non è riuscita: { $reason }
editor-keys-hint = Sulla scacchiera: le frecce spostano, una lettera FEN sceglie un pezzo (maiuscola per il primo giocatore: K A B N R C P), Invio o Spazio lo piazza, Canc lo toglie, x sceglie di togliere.
