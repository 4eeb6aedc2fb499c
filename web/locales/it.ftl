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

## lessons
start-lessons = Lezioni
lessons-heading = Lezioni
lessons-intro = Ogni lezione insegna una regola su una posizione: leggi la regola, confronta le mosse segnate e poi gioca la risposta sulla scacchiera.
lessons-progress = { $done } su { $total } risolte
lessons-solved = Risolta
lessons-step-rule = La regola
lessons-step-compare = Confronta queste mosse
lessons-step-play = La tua mossa
lessons-play-hint = Gioca la tua risposta sulla scacchiera.
lessons-right = Giusto!
lessons-wrong = Non questa.
lessons-show-answer = Mostra la risposta
lessons-try-again = Riprova
lessons-next = Lezione successiva
lessons-all = Tutte le lezioni
lessons-review = Ripasso
lessons-candidate = { $piece } { $move }
lessons-not-found = Questa lezione non esiste.
lesson-q-capture = Quale mossa guadagna materiale?
lesson-q-mate = Trova lo scacco matto in una mossa.
lesson-q-check = Sei sotto scacco. Qual è la risposta migliore?
lesson-q-safe = Il tuo cavallo è attaccato. Dove deve andare?
lesson-q-bikjang = I generali sono faccia a faccia. Rompi il bikjang.
lesson-q-pass = Qual è la cosa migliore da fare qui?
lesson-q-points = Quale cattura guadagna più punti?
lesson-xq-cannon-screen-title = Lo schermo del cannone
lesson-xq-cannon-screen-rule = Il cannone si muove come il carro, ma cattura solo saltando esattamente un pezzo di qualunque colore: lo schermo.
lesson-xq-cannon-screen-explain = Il soldato nero in b6 è lo schermo: il cannone lo salta e cattura il carro in b8.
lesson-xq-cannon-screen-wrong = La mossa è legale ma non cattura nulla: il cannone cattura solo oltre uno schermo.
lesson-xq-cannon-screen-review = Cannone: scorre per muovere, salta un pezzo per catturare.
lesson-xq-cannon-limit-title = Ciò che il cannone non può catturare
lesson-xq-cannon-limit-rule = Senza pezzi in mezzo, o con due, il cannone non può catturare. Gli serve esattamente uno schermo.
lesson-xq-cannon-limit-explain = Il tuo soldato in e5 è lo schermo tra il cannone e il cavallo in g5. Il carro in b9 non ha schermo davanti.
lesson-xq-cannon-limit-wrong = Il cannone si limita a spostarsi lì. Non può catturare il carro in b9: non c'è nulla in mezzo.
lesson-xq-cannon-limit-review = Niente schermo, niente cattura: cerca esattamente un pezzo in mezzo.
lesson-xq-horse-leg-title = La zampa del cavallo
lesson-xq-horse-leg-rule = Il cavallo fa un passo dritto e poi uno in diagonale verso l'esterno. Un pezzo su quel primo punto, la zampa, lo blocca.
lesson-xq-horse-leg-explain = Il tuo consigliere in d3 blocca la via verso il carro in e4, ma la via verso il cannone in a4 è libera.
lesson-xq-horse-leg-wrong = Così non catturi nulla. Il punto d3 è bloccato, ma b3 è libero.
lesson-xq-horse-leg-review = Prima di contare i salti del cavallo, controlla ogni zampa.
lesson-xq-elephant-eye-title = L'occhio dell'elefante
lesson-xq-elephant-eye-rule = L'elefante si muove esattamente di due punti in diagonale e non attraversa mai il fiume. Un pezzo sul punto di mezzo, l'occhio, lo blocca.
lesson-xq-elephant-eye-explain = Il soldato in f4 blocca la via per g5, ma quella per c5 è aperta: l'elefante cattura il cavallo.
lesson-xq-elephant-eye-wrong = Così non catturi nulla. L'occhio d4 è libero, quindi l'elefante raggiunge c5.
lesson-xq-elephant-eye-review = Un pezzo sull'occhio ferma l'elefante.
lesson-xq-soldier-river-title = Soldati oltre il fiume
lesson-xq-soldier-river-rule = Il soldato avanza di un punto. Dopo il fiume può anche muoversi di lato, mai all'indietro.
lesson-xq-soldier-river-explain = Il soldato in e6 ha passato il fiume, quindi può catturare di lato il cavallo in d6. Quello in c5 non l'ha ancora passato.
lesson-xq-soldier-river-wrong = Così non guadagni nulla. Solo il soldato oltre il fiume cattura di lato.
lesson-xq-soldier-river-review = Prima del fiume: solo avanti. Dopo: avanti o di lato.
lesson-xq-piece-values-title = Il valore dei pezzi
lesson-xq-piece-values-rule = Una guida comune: carro 9, cavallo e cannone circa 4,5, consigliere ed elefante 2, soldato 1 o 2.
lesson-xq-piece-values-explain = Il cavallo può catturare il carro o un soldato; il carro vale molto di più.
lesson-xq-piece-values-wrong = Così guadagni molto meno. Il tuo cavallo può catturare il carro in b5.
lesson-xq-piece-values-review = Tra più catture, prendi il pezzo di maggior valore.
lesson-xq-answer-check-title = Rispondere allo scacco
lesson-xq-answer-check-rule = Allo scacco si risponde muovendo il generale, interponendo un pezzo o catturando il pezzo che dà scacco. Qui i consiglieri bloccano il generale.
lesson-xq-answer-check-explain = Il carro in a8 cattura il carro che dà scacco: lo scacco sparisce e hai vinto un carro.
lesson-xq-answer-check-wrong = Così pari lo scacco, ma il carro nero resta. Catturarlo è meglio.
lesson-xq-answer-check-review = Sotto scacco, cerca prima di catturare il pezzo che lo dà.
lesson-xq-flying-general-pin-title = I generali non possono guardarsi
lesson-xq-flying-general-pin-rule = I generali non possono mai stare sulla stessa colonna senza nulla in mezzo. Un pezzo solo tra loro non può lasciare la colonna.
lesson-xq-flying-general-pin-explain = Il cavallo nero in e6 è l'unico pezzo tra i generali. Non può fuggire, quindi il tuo soldato lo cattura.
lesson-xq-flying-general-pin-wrong = Così il cavallo sopravvive. Il tuo generale lo inchioda: catturalo ora.
lesson-xq-flying-general-pin-review = Il tuo generale controlla la sua colonna aperta: usala per inchiodare.
lesson-xq-flying-general-mate-title = Il generale aiuta a dare matto
lesson-xq-flying-general-mate-rule = Poiché i generali non possono guardarsi, il tuo generale controlla tutta la sua colonna.
lesson-xq-flying-general-mate-explain = Il carro dà scacco in b10. Il generale non può andare in d10, di fronte al tuo generale, né in f10 o e9.
lesson-xq-flying-general-mate-wrong = Non è matto: il generale nero ha ancora una via d'uscita.
lesson-xq-flying-general-mate-review = Conta il tuo generale tra gli attaccanti: controlla la sua colonna.
lesson-xq-double-chariot-mate-title = Matto con due carri
lesson-xq-double-chariot-mate-rule = Due carri danno matto al generale: uno chiude una traversa, l'altro dà scacco sulla successiva.
lesson-xq-double-chariot-mate-explain = Il carro in a9 tiene la traversa 9 e l'altro dà scacco in b10. Il generale non ha punti liberi.
lesson-xq-double-chariot-mate-wrong = Il generale scappa. Tieni chiusa la traversa 9 e dai scacco sulla 10.
lesson-xq-double-chariot-mate-review = Un carro taglia, l'altro dà scacco.
lesson-xq-horse-chariot-mate-title = Matto di cavallo e carro
lesson-xq-horse-chariot-mate-rule = Il cavallo dà scacco da vicino mentre il carro toglie al generale i punti di fuga.
lesson-xq-horse-chariot-mate-explain = Il cavallo dà scacco da g9 (o f8). Il carro copre e9 e i consiglieri bloccano il resto.
lesson-xq-horse-chariot-mate-wrong = Non è matto. Dai scacco col cavallo mentre il carro sorveglia e9.
lesson-xq-horse-chariot-mate-review = Il carro ingabbia, il cavallo dà scacco.
lesson-xq-horse-cannon-mate-title = Cannone dietro il cavallo
lesson-xq-horse-cannon-mate-rule = Un cavallo davanti al generale può fare da schermo al cannone e sorvegliare i punti accanto al generale.
lesson-xq-horse-cannon-mate-explain = Il cannone in e3 dà scacco oltre il cavallo in e8. Il cavallo copre d10 e f10, il cannone copre e9.
lesson-xq-horse-cannon-mate-wrong = Non è matto. Metti il cannone sulla colonna del generale, dietro il cavallo.
lesson-xq-horse-cannon-mate-review = Cavallo davanti, cannone dietro: un matto classico.
lesson-xq-soldier-mate-title = Il matto del soldato
lesson-xq-soldier-mate-rule = Un soldato oltre il fiume può dare matto quando altri pezzi sorvegliano i punti di fuga del generale.
lesson-xq-soldier-mate-explain = Il soldato dà scacco da f9, protetto dal carro. Il generale non può andare in e10: sarebbe di fronte al tuo generale.
lesson-xq-soldier-mate-wrong = Non è matto. Avanza il soldato dove il carro lo protegge.
lesson-xq-soldier-mate-review = Anche un soldato dà matto se il generale non ha dove andare.
lesson-xq-perpetual-check-title = Lo scacco perpetuo perde
lesson-xq-perpetual-check-rule = Se una posizione si ripete per la terza volta e un lato ha dato scacco a ogni mossa, quel lato perde. Il carro ha già dato scacco due volte da a10.
lesson-xq-perpetual-check-explain = Il carro in i8 dà scacco in i10 mentre l'altro tiene la traversa 9: matto, senza ripetere.
lesson-xq-perpetual-check-wrong = Lo scacco da a10 ripete la posizione per la terza volta e perderebbe. Cerca un matto.
lesson-xq-perpetual-check-review = Non ripetere gli scacchi: trovane uno nuovo, o un matto.
lesson-xq-chase-title = L'inseguimento
lesson-xq-chase-rule = Attaccare più volte lo stesso pezzo indifeso è un inseguimento. Con queste regole l'inseguimento perpetuo perde, come lo scacco perpetuo.
lesson-xq-chase-explain = In c4 il cavallo è protetto dal tuo carro in c1: l'inseguimento è finito.
lesson-xq-chase-wrong = Lì il cavallo resta indifeso e il carro può continuare a inseguirlo.
lesson-xq-chase-review = Contro un inseguimento, metti il pezzo dove è protetto.
lesson-jg-cannon-screen-title = Lo schermo del cannone nel janggi
lesson-jg-cannon-screen-rule = Nel janggi il cannone salta esattamente un pezzo sia per muovere sia per catturare. Senza schermo non può muoversi.
lesson-jg-cannon-screen-explain = Il soldato Han in b6 è lo schermo: il cannone lo salta e cattura il carro in b8.
lesson-jg-cannon-screen-wrong = Il cannone può atterrare lì, ma non cattura nulla. Salta lo schermo e cattura il carro.
lesson-jg-cannon-screen-review = Il cannone del janggi salta sempre, anche per muovere.
lesson-jg-cannon-limit-title = Un cannone non salta un cannone
lesson-jg-cannon-limit-rule = Il cannone del janggi non può usare un cannone come schermo né catturare mai un cannone.
lesson-jg-cannon-limit-explain = Il cannone Han in b5 non si può saltare, quindi il carro è al sicuro. Oltre il tuo cavallo in c3 il cannone cattura il cavallo in f3.
lesson-jg-cannon-limit-wrong = Così non catturi nulla. Usa il tuo cavallo in c3 come schermo e cattura il cavallo in f3.
lesson-jg-cannon-limit-review = I cannoni non saltano né catturano cannoni.
lesson-jg-chariot-diagonal-title = Il carro nel palazzo
lesson-jg-chariot-diagonal-rule = Dentro il palazzo il carro può muoversi anche lungo le diagonali.
lesson-jg-chariot-diagonal-explain = Da d3 il carro percorre la diagonale attraverso il centro vuoto e2 e cattura il cannone in f1.
lesson-jg-chariot-diagonal-wrong = Così non catturi nulla. Nel palazzo il carro può usare la diagonale da d3 a f1.
lesson-jg-chariot-diagonal-review = Le linee del palazzo sono strade in più per il carro.
lesson-jg-cannon-diagonal-title = Il cannone sulla diagonale del palazzo
lesson-jg-cannon-diagonal-rule = Su una diagonale del palazzo il cannone salta da un angolo a quello opposto, oltre un pezzo al centro che non sia un cannone.
lesson-jg-cannon-diagonal-explain = La tua guardia in e2 è lo schermo: il cannone salta da d1 a f3 e cattura il carro.
lesson-jg-cannon-diagonal-wrong = Così non catturi nulla. Salta in diagonale oltre la guardia in e2.
lesson-jg-cannon-diagonal-review = Nel palazzo il cannone può saltare oltre il centro.
lesson-jg-elephant-block-title = L'elefante del janggi
lesson-jg-elephant-block-rule = L'elefante fa un passo dritto e poi due in diagonale. Un pezzo su uno dei due punti del percorso lo blocca.
lesson-jg-elephant-block-explain = La via per f6 attraverso d4 ed e5 è libera: l'elefante cattura il cavallo. Il soldato in d6 blocca la via verso il carro.
lesson-jg-elephant-block-wrong = Così non catturi nulla. Controlla i due punti di ogni percorso dell'elefante.
lesson-jg-elephant-block-review = L'elefante ha due punti da controllare su ogni percorso.
lesson-jg-horse-block-title = Il cavallo del janggi
lesson-jg-horse-block-rule = Il cavallo fa un passo dritto e poi uno in diagonale verso l'esterno. Un pezzo sul primo punto lo blocca.
lesson-jg-horse-block-explain = La tua guardia in d3 blocca la via verso il carro in e4; la via verso il cannone in a4 attraverso b3 è libera.
lesson-jg-horse-block-wrong = Così non catturi nulla. Il cavallo raggiunge ancora a4 attraverso il punto vuoto b3.
lesson-jg-horse-block-review = Un cavallo è libero quanto il suo primo passo.
lesson-jg-soldier-palace-title = Soldati nel palazzo
lesson-jg-soldier-palace-rule = Il soldato del janggi avanza o si sposta di lato. Nel palazzo avversario può anche avanzare lungo le diagonali.
lesson-jg-soldier-palace-explain = Dall'angolo d8 il soldato segue la diagonale del palazzo fino a e9 e cattura il cavallo.
lesson-jg-soldier-palace-wrong = Così non catturi nulla. Da d8 il soldato può andare in diagonale in e9.
lesson-jg-soldier-palace-review = Nel palazzo avversario i soldati usano le diagonali.
lesson-jg-points-title = Contare i punti
lesson-jg-points-rule = I pezzi del janggi hanno punti: carro 13, cannone 7, cavallo 5, elefante 3, guardia 3, soldato 2; Han riceve 1,5 in più. Alcuni finali si decidono ai punti.
lesson-jg-points-explain = Il cannone vale 7 punti, il cavallo 5: cattura il cannone.
lesson-jg-points-wrong = Così guadagni meno punti. Il cannone vale 7, il cavallo 5.
lesson-jg-points-review = Carro 13, cannone 7, cavallo 5, elefante e guardia 3, soldato 2.
lesson-jg-general-diagonal-title = Il generale sulle diagonali
lesson-jg-general-diagonal-rule = Il generale si muove di un punto lungo le linee del palazzo, diagonali comprese, e non esce mai dal palazzo.
lesson-jg-general-diagonal-explain = Il generale va in diagonale da d3 a e2, fuori dalla colonna del carro, su un punto che nulla attacca; il soldato sorveglia e3.
lesson-jg-general-diagonal-wrong = Se il carro si interpone, il carro Han lo cattura. Il generale può fuggire in diagonale.
lesson-jg-general-diagonal-review = Nel palazzo le diagonali sono vie di fuga.
lesson-jg-bikjang-title = Bikjang
lesson-jg-bikjang-rule = Due generali faccia a faccia su una colonna aperta formano il bikjang. Con queste regole, dopo una cattura, chi muove deve romperlo, altrimenti la partita si decide ai punti.
lesson-jg-bikjang-explain = Il tuo carro in e5 si mette tra i generali; anche spostare il generale dalla colonna rompe il bikjang.
lesson-jg-bikjang-wrong = Dopo questa mossa i generali sono ancora faccia a faccia: il bikjang resta.
lesson-jg-bikjang-review = Per rompere il bikjang, spostati o interponi un pezzo.
lesson-jg-pass-title = Passare
lesson-jg-pass-rule = Nel janggi chi non è sotto scacco può passare invece di muovere. Qui ogni mossa ti farebbe perdere la guardia.
lesson-jg-pass-explain = Passando la guardia resta in e2, dove protegge il tuo generale dal carro.
lesson-jg-pass-wrong = In e3 la guardia viene catturata dal soldato in d3. Passare non costa nulla.
lesson-jg-pass-review = Quando ogni mossa peggiora le cose, passa.
lesson-jg-double-chariot-mate-title = Matto con due carri nel janggi
lesson-jg-double-chariot-mate-rule = Due carri danno matto come nello xiangqi: uno chiude una traversa, l'altro dà scacco sull'ultima.
lesson-jg-double-chariot-mate-explain = Il carro in a9 tiene la traversa 9 e il carro in b10 dà scacco. Il generale non ha punti liberi.
lesson-jg-double-chariot-mate-wrong = Il generale scappa. Tieni chiusa la traversa 9 e dai scacco sulla 10.
lesson-jg-double-chariot-mate-review = Un carro taglia, l'altro dà scacco.
lesson-jg-horse-chariot-mate-title = Matto di cavallo e carro nel janggi
lesson-jg-horse-chariot-mate-rule = Il carro dà scacco sull'ultima traversa mentre il cavallo sorveglia la via di fuga del generale.
lesson-jg-horse-chariot-mate-explain = Il carro dà scacco da i10; il cavallo in c8 sorveglia e9, e d10 e f10 sono sulla linea del carro.
lesson-jg-horse-chariot-mate-wrong = Non è matto. Dai scacco sulla traversa 10, dove il cavallo sorveglia e9.
lesson-jg-horse-chariot-mate-review = Il cavallo sorveglia, il carro dà scacco.
lesson-jg-cannon-mate-title = Matto di cannone nel janggi
lesson-jg-cannon-mate-rule = Il cannone dà scacco oltre uno schermo. I soldati davanti al generale sono buoni schermi e sorvegliano i punti di fuga.
lesson-jg-cannon-mate-explain = Il cannone in d3 dà scacco oltre il soldato in d8. d9 ed e9 sono sorvegliati e nulla può interporsi.
lesson-jg-cannon-mate-wrong = Non è matto. Fai saltare il cannone sulla colonna del generale, dietro il soldato in d8.
lesson-jg-cannon-mate-review = Un soldato può essere insieme schermo e guardiano.
lesson-jg-perpetual-check-title = Scacco perpetuo nel janggi
lesson-jg-perpetual-check-rule = Se una posizione si ripete per la terza volta e un lato ha dato scacco a ogni mossa, quel lato perde. Il carro ha già dato scacco due volte da a10.
lesson-jg-perpetual-check-explain = Il carro dà scacco da i10 mentre l'altro tiene la traversa 9: matto, senza ripetere.
lesson-jg-perpetual-check-wrong = Un altro scacco da a10 ripete la posizione e perde. Cerca il matto.
lesson-jg-perpetual-check-review = Non ripetere gli scacchi: trovane uno nuovo, o un matto.
## online play: accounts, lobby, clocks, offers, chat, profiles, live games

account-login-open = Accedi
account-logout = Esci
account-signed-in = Accesso come { $name }
account-heading = Accedi o crea un account
account-username = Nome utente
account-password = Password
account-rules = Nomi utente: da 2 a 20 lettere, cifre, _ o -. Password: almeno 8 caratteri.
account-login = Accedi
account-register = Crea account
account-cancel = Annulla
account-error-username-taken = Questo nome utente è già preso; scegline un altro.
account-error-bad-username = Un nome utente ha da 2 a 20 lettere, cifre, _ o -.
account-error-bad-password = Una password ha almeno 8 caratteri.
account-error-wrong-credentials = Nome utente o password errati.
account-error-rate-limited = Troppi tentativi; aspetta un minuto e riprova.
start-lobby = Gioca online
start-live = Guarda partite
start-leaderboard = Classifica
start-online-now = { $online } online ora, { $games } partite in corso
lobby-heading = Sala
lobby-guest-hint = Gli ospiti giocano partite amichevoli; accedi per giocare partite valide per il punteggio e sfidare altri giocatori.
lobby-challenges = Sfide
lobby-seeks = Proposte aperte
lobby-no-seeks = Ancora nessuna proposta aperta. Creane una qui sotto.
lobby-new-seek = Nuova proposta
lobby-clock = Orologio
lobby-clock-fischer = Minuti + secondi per mossa
lobby-clock-byoyomi = Byo-yomi
lobby-untimed = Senza orologio
lobby-base = Minuti
lobby-increment = Secondi aggiunti per mossa
lobby-main = Tempo principale (minuti)
lobby-periods = Periodi
lobby-period = Secondi per periodo
lobby-rated = Valida per il punteggio
lobby-challenge-to = Sfida un giocatore
lobby-create-seek = Crea proposta
lobby-send-challenge = Invia sfida
lobby-guest = Ospite
lobby-offer-terms = { $game }, { $rules }, { $clock }, { $rated }
lobby-rated-short = a punteggio
lobby-casual-short = amichevole
lobby-challenge-from = Sfida da { $name }
lobby-challenge-to-player = La tua sfida a { $name }
lobby-accept = Accetta
lobby-decline = Rifiuta
lobby-withdraw = Ritira
lobby-cancel = Annulla
lobby-error-no-name = Scrivi il nome utente del giocatore da sfidare.
lobby-error-rated-needs-account = Le partite a punteggio sono per chi ha effettuato l’accesso; accedi o gioca un’amichevole.
lobby-error-too-many-seeks = Hai già tutte le proposte aperte consentite; annullane prima una.
lobby-error-unknown-seek = Quella proposta non è più aperta.
lobby-error-unknown-challenge = Quella sfida non è più aperta.
lobby-error-own-seek = Non puoi giocare contro te stesso.
lobby-error-not-yours = Non è tuo.
lobby-error-unknown-player = Nessun giocatore ha quel nome utente.
lobby-error-not-logged-in = Prima accedi.
clock-periods = { $periods } × { $seconds } s
clock-low = Poco tempo
offer-accept = Accetta
offer-decline = Rifiuta
offer-draw-from = { $side } propone la patta.
offer-draw-waiting = Patta proposta; in attesa della risposta.
offer-takeback-from = { $side } chiede di ritirare una mossa.
offer-takeback-waiting = Ritiro chiesto; in attesa della risposta.
online-offer-draw = Proponi patta
online-takeback = Chiedi di ritirare
online-abort = Annulla la partita
online-rematch = Rivincita
online-rematch-accept = Accetta la rivincita
online-claim-win = Reclama la vittoria
online-claim-draw = Dichiara patta
online-download-pgn = Scarica PGN
online-download-gib = Scarica GIB
grace-countdown = L’avversario se n’è andato. Se non torna, potrai reclamare la partita tra { $seconds } s.
grace-over = L’avversario non è tornato. Reclama la vittoria o dichiara patta.
chat-players = Chat dei giocatori
chat-spectators = Chat degli spettatori
chat-label = Messaggio
chat-send = Invia
chat-from = { $name }:
chat-from-guest = Ospite:
outcome-aborted = La partita è stata annullata.
outcome-win-timeout = { $side } vince per tempo.
outcome-win-abandonment = { $side } vince: l’avversario ha lasciato la partita.
outcome-draw-timeout = Patta: il tempo è scaduto, ma l’altra parte non poteva vincere.
outcome-draw-abandonment = Patta: l’avversario ha lasciato la partita.
error-no-draws = Queste regole non prevedono la patta d’accordo.
error-two-players-only = Solo nelle partite tra due giocatori.
error-no-offer = Non c’è nessuna proposta a cui rispondere.
error-too-late-to-abort = Una partita si può annullare solo nelle prime due mosse.
error-opponent-present = L’avversario è ancora qui (o può ancora tornare).
error-not-over = La partita non è ancora finita.
error-bad-chat = Quel messaggio non può essere inviato (vuoto, troppo lungo o non permesso qui).
profile-title = { $name }: profilo
profile-unknown = Nessun giocatore ha quel nome utente.
profile-provisional = Punteggio provvisorio (?): ancora poche partite.
profile-record = Partite: { $games }; vinte { $wins }, patte { $draws }, perse { $losses }
profile-chart = Punteggio { $game } da { $from } a { $to }
profile-games = Partite
profile-newer = Partite più recenti
profile-older = Partite precedenti
profile-playing = In corso
profile-game-about = { $game }, { $rated }: { $result }
game-players = { $first } contro { $second }
leaderboard-heading = Classifica
leaderboard-title = Classifica { $game }
leaderboard-empty = Ancora nessuna partita a punteggio.
live-heading = Partite in corso
live-empty = Nessuna partita in corso in questo momento.
live-about = { $game }, { $rules }, { $clock }
live-watch = Guarda
## rules pages

start-rules = Regole dei giochi
rules-this-game = Regole di questa partita
rules-overview-title = { -brand }: regole dello { -xiangqi } e del { -janggi }
rules-overview-heading = Regole dello { -xiangqi } e del { -janggi }
rules-overview-intro = Entrambi i giochi si giocano sui punti di una scacchiera larga nove linee e lunga dieci. Ogni parte ha un generale in un palazzo di nove punti e vince dando scacco matto al generale avversario.
rules-about-xiangqi = Lo { -xiangqi } è gli scacchi cinesi. Un fiume attraversa il centro della scacchiera e { -red } muove per primo.
rules-about-janggi = Il { -janggi } è gli scacchi coreani. Non c’è il fiume, le diagonali di ogni palazzo sono strade per i pezzi al suo interno e { -cho } muove per primo.
rules-setup-choice = Prima della partita, ogni parte sceglie come disporre cavalli ed elefanti.
rules-setup-fixed = I pezzi partono da punti fissi.
rules-page-title = { -brand }: { $rules }
rules-all = Tutte le regole
rules-play = Gioca una partita
rules-presets-heading = Regolamenti
rules-not-found-title = Regolamento inesistente
rules-not-found-text = Non esiste un regolamento chiamato «{ $name }». Questi sono quelli che { -brand } conosce:
rules-pieces-heading = Come si muovono i pezzi
rules-diagram-caption = Da { $from } può andare in: { $targets }.
rules-diagram-blocked = Bloccato: { $points }.
rules-move-xiangqi-k = Il generale si muove di un punto lungo una linea e non lascia mai il palazzo. I due generali non possono mai fronteggiarsi su una colonna libera.
rules-move-xiangqi-a = Il consigliere si muove di un punto in diagonale e resta nel palazzo.
rules-move-xiangqi-b = L’elefante si muove di esattamente due punti in diagonale. Un pezzo sul punto in mezzo lo blocca, e non attraversa mai il fiume.
rules-move-xiangqi-n = Il cavallo si muove di un punto lungo una linea, poi di un punto in diagonale verso l’esterno. Un pezzo su quel primo punto sbarra la strada.
rules-move-xiangqi-r = Il carro si muove di quanti punti vuole lungo una linea finché un pezzo non lo ferma, e cattura il primo pezzo nemico che incontra.
rules-move-xiangqi-c = Il cannone si muove come il carro, ma cattura solo saltando esattamente un pezzo per finire su un pezzo nemico.
rules-move-xiangqi-p = Il soldato avanza di un punto. Dopo aver attraversato il fiume può muoversi anche di un punto di lato. Non torna mai indietro.
rules-move-janggi-k = Il generale si muove di un punto lungo qualsiasi linea del palazzo, diagonali comprese, e non lo lascia mai.
rules-move-janggi-a = La guardia si muove come il generale: di un punto lungo le linee del palazzo.
rules-move-janggi-b = L’elefante si muove di un punto lungo una linea, poi di due punti in diagonale verso l’esterno. Un pezzo su qualsiasi punto del percorso lo blocca.
rules-move-janggi-n = Il cavallo si muove di un punto lungo una linea, poi di un punto in diagonale verso l’esterno. Un pezzo su quel primo punto sbarra la strada.
rules-move-janggi-r = Il carro si muove di quanti punti vuole lungo una linea e, dentro un palazzo, anche lungo le sue diagonali.
rules-move-janggi-c = Il cannone salta esattamente un pezzo che non sia un cannone, lungo una linea o una diagonale del palazzo, e si ferma su un punto oltre o vi cattura. Non cattura mai un cannone.
rules-move-janggi-p = Il soldato si muove di un punto in avanti o di lato, mai indietro.
rules-note-cannon-slides = In questo regolamento un cannone che non cattura può anche muoversi come un carro.
rules-note-cannon-must-jump = Gli serve un pezzo da saltare anche quando non cattura.
rules-note-soldier-palace-diagonals = Nel palazzo nemico può anche avanzare lungo le diagonali.
rules-table-heading = I pezzi in breve
rules-col-traditional = Tradizionale
rules-col-readable = Un carattere
rules-col-picture = Disegno
rules-col-name = Nome
rules-col-moves = Come si muove
rules-col-points = Punti
rules-short-xiangqi-k = Un punto lungo una linea, nel palazzo
rules-short-xiangqi-a = Un punto in diagonale, nel palazzo
rules-short-xiangqi-b = Due punti in diagonale, mai oltre il fiume
rules-short-xiangqi-n = Uno dritto, poi uno in diagonale; può essere bloccato
rules-short-xiangqi-r = Qualsiasi distanza lungo una linea
rules-short-xiangqi-c = Come il carro; cattura saltando un pezzo
rules-short-xiangqi-p = Uno avanti; anche di lato dopo il fiume
rules-short-janggi-k = Un punto lungo le linee del palazzo
rules-short-janggi-a = Un punto lungo le linee del palazzo
rules-short-janggi-b = Uno dritto, poi due in diagonale; può essere bloccato
rules-short-janggi-n = Uno dritto, poi uno in diagonale; può essere bloccato
rules-short-janggi-r = Qualsiasi distanza lungo una linea o una diagonale del palazzo
rules-short-janggi-c = Salta esattamente un pezzo che non sia un cannone
rules-short-janggi-p = Uno avanti o di lato
rules-endings-heading = Come finisce la partita
rules-end-checkmate = Scacco matto: perde la parte il cui generale è attaccato e non può sfuggire.
rules-end-no-legal-move = Una parte senza mosse legali perde, anche se non è sotto scacco.
rules-end-flying-general = I generali non possono mai fronteggiarsi su una colonna libera: una mossa che li lascerebbe così non è ammessa.
rules-end-facing-allowed = I generali possono fronteggiarsi su una colonna libera; non ne consegue nulla.
rules-end-bikjang-break-or-pass = Bikjang: la parte il cui turno inizia con i generali faccia a faccia deve coprire o lasciare la colonna, oppure passare.
rules-end-bikjang-must-break = Bikjang: la parte il cui turno inizia con i generali faccia a faccia deve coprire o lasciare la colonna.
rules-end-bikjang-pass-while-facing = Passare mentre i generali si fronteggiano termina la partita: { $decision ->
    [points] vince la parte con più punti.
   *[draw] è patta.
  }
rules-end-bikjang-still-facing = Dopo che un pezzo è stato catturato, la parte il cui turno è iniziato con i generali faccia a faccia e che li lascia così termina la partita: { $decision ->
    [points] vince la parte con più punti.
   *[draw] è patta.
  }
rules-end-pass-allowed = Una parte che non è sotto scacco può passare invece di muovere.
rules-end-pass-never = Non è permesso passare.
rules-end-double-pass = Se le due parti passano una dopo l’altra, la partita finisce: { $decision ->
    [points] vince la parte con più punti.
   *[draw] è patta.
  }
rules-end-repetition-xiangqi = Quando una posizione si presenta per la terza volta, perde la parte che ha dato scacco a ogni mossa dalla prima volta, a meno che lo abbiano fatto entrambe; altrimenti è patta.
rules-end-repetition-janggi = Quando una posizione si presenta per la terza volta, vince la parte con più punti; una parte che ha dato scacco a ogni mossa dalla prima volta perde invece, a meno che lo abbiano fatto entrambe.
rules-end-repetition-fold = Quando una posizione si è presentata { $count } volte, la partita finisce: chi dà scacco perpetuo perde; altrimenti { $decision ->
    [points] vince la parte con più punti.
   *[draw] è patta.
  }
rules-end-chasing = Inseguire a ogni mossa un pezzo non protetto fa perdere, come lo scacco perpetuo.
rules-end-move-repetition = Muovere avanti e indietro un pezzo senza dare scacco conta prima come ripetizione.
rules-end-repetition-none = Le posizioni ripetute non terminano la partita.
rules-end-ply-limit = Dopo { $count } mosse in tutto (conta ogni mossa di ciascuna parte), la partita finisce: { $decision ->
    [points] vince la parte con più punti.
   *[draw] è patta.
  }
rules-end-quiet-limit = Dopo { $count } mosse senza catture (conta ogni mossa di ciascuna parte), la partita finisce: { $decision ->
    [points] vince la parte con più punti.
   *[draw] è patta.
  }
rules-end-quiet-limit-check-offset = Gli scacchi di una parte oltre il decimo allungano quel limite.
rules-end-bare-material = Se nessuna parte ha più carro, cavallo, cannone o soldato, la partita è patta.
rules-end-draw-agreement = I giocatori possono accordarsi per la patta.
rules-end-resignation = Un giocatore può abbandonare in qualsiasi momento.
rules-end-points = Punti: ogni parte conta i propri pezzi sulla scacchiera (vedi la tabella); { -han } aggiunge { $bonus } perché muove per secondo, quindi i totali non sono mai pari.
rules-faq-heading = Domande e risposte
rules-faq-q1 = Quale parte muove per prima?
rules-faq-a1 = { -red } nello { -xiangqi }, { -cho } nel { -janggi }.
rules-faq-q2 = Il generale può lasciare il palazzo?
rules-faq-a2 = No. Il generale e i suoi consiglieri o guardie restano sempre nel loro palazzo.
rules-faq-q3 = Perché il mio cavallo o elefante non può andare lì?
rules-faq-a3 = Un pezzo su un punto del suo percorso lo blocca; i diagrammi qui sopra segnano quei punti con una croce.
rules-faq-q4 = Che cosa succede se la stessa posizione continua a ripetersi?
rules-faq-a4 = Dipende dal regolamento: l’elenco di come finisce la partita in questa pagina dice che cosa fa questo.
rules-strategy-heading = Note di strategia
rules-strategy-opening-heading = Apertura
rules-strategy-opening = Fai uscire presto i carri, sviluppa i cavalli prima che vengano bloccati, tieni difeso il palazzo e non muovere i soldati senza uno scopo.
rules-strategy-values-heading = Il valore dei pezzi
rules-strategy-values-xiangqi = Un carro vale circa due cavalli o due cannoni. I cannoni sono più forti all’inizio, i cavalli alla fine, quando la scacchiera si svuota. Consiglieri ed elefanti difendono.
rules-strategy-values-janggi = I punti della tabella sono una buona guida: il carro è il pezzo più forte, e i cannoni si indeboliscono quando la scacchiera si svuota perché hanno bisogno di pezzi da saltare.
rules-strategy-mates-heading = Matti comuni
rules-strategy-mates = Due carri danno matto alternandosi su linee vicine. Cavallo e carro danno matto a un generale chiuso dai propri pezzi. Un cannone dietro uno schermo sulla linea del generale dà matto quando questo non può spostarsi di lato.
embed-title = { -brand }: scacchiera
embed-link-game = Guarda questa partita su { -brand }
embed-link-rules = Le regole di questa partita su { -brand }
embed-link-home = Gioca a { -janggi } e { -xiangqi } su { -brand }
embed-no-game = Non esiste la partita «{ $id }».
embed-unavailable = Questa partita non può essere mostrata ora: { $reason }
embed-bad-query = Questo link non è valido.
embed-bad-rules = Regolamento sconosciuto «{ $name }».
embed-bad-fen = Questa posizione non può essere mostrata: { $reason }
embed-code-button = Copia il codice da incorporare
embed-code-copied = Codice da incorporare copiato
embed-frame-title = { -brand }: scacchiera
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
