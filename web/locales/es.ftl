# Palace, the browser client: Spanish (español).
#
# Translated from en.ftl, the reference catalogue; same ids and variables.

## Terms

-brand = Palace
-xiangqi = Xiangqi
-janggi = Janggi
-red = Rojo
-black = Negro
-cho = Cho
-han = Han

## Page and header

# The page title on the start screen.
title-start = { -brand }: { -janggi } y { -xiangqi }
# The page title during a game; $first and $second are side names.
title-game = { -brand }: { $first } contra { $second }
brand = { -brand }
pieces-label = Piezas
language-label = Idioma
sound-label = Sonidos
skip-to-board = Ir al tablero

## Piece sets

pieceset-traditional = Caracteres tradicionales
pieceset-readable = Un carácter por tipo de pieza
pieceset-letters = Letras
pieceset-pictures = Imágenes

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = General
piece-xiangqi-a = Consejero
piece-xiangqi-b = Elefante
piece-xiangqi-n = Caballo
piece-xiangqi-r = Carro
piece-xiangqi-c = Cañón
piece-xiangqi-p = Soldado
piece-janggi-k = General
piece-janggi-a = Guardia
piece-janggi-b = Elefante
piece-janggi-n = Caballo
piece-janggi-r = Carro
piece-janggi-c = Cañón
piece-janggi-p = Soldado

## Start screen

start-heading = Juega al { -janggi } o al { -xiangqi }
resume-button = Continuar tu partida
game-legend = Juego
game-xiangqi = { -xiangqi }
game-xiangqi-sub = Ajedrez chino
game-janggi = { -janggi }
game-janggi-sub = Ajedrez coreano
opponent-legend = Rival
mode-computer = Ordenador
mode-local = Dos jugadores
mode-local-sub = en este dispositivo
mode-friend = Invitar a un amigo
mode-friend-sub = envía un enlace
level-legend = Nivel
level-select-label = Nivel del 1 al 8
level-easy = Fácil
level-easy-about = Comete errores: ideal para aprender los movimientos.
level-normal = Normal
level-normal-about = Juega con sensatez y castiga las piezas desprotegidas.
level-hard = Difícil
level-hard-about = El nivel más fuerte: piensa más que ningún otro y rara vez se equivoca.
# $won, $lost and $drawn are numbers of games.
score-level = Tu marcador en el nivel { $level }: victorias { $won }, derrotas { $lost }, tablas { $drawn }
score-friend = Contra amigos: victorias { $won }, derrotas { $lost }, tablas { $drawn }
# $first and $second are side names; $firstWins and $secondWins numbers of games.
score-local = Partidas en este dispositivo: victorias de { $first } { $firstWins }, victorias de { $second } { $secondWins }, tablas { $drawn }
side-legend = Tu bando
side-moves-first = mueve primero
side-moves-second = mueve segundo
side-random = Al azar
# Two players on one device: which side sits at the bottom.
side-at-bottom = { $side } abajo
rules-legend = Reglas
rules-advanced = Avanzado: compatible con Fairy-Stockfish
rules-xiangqi-standard = Estándar (reglas asiáticas, repetición simplificada)
rules-xiangqi = Fairy-Stockfish: { -xiangqi }
rules-janggi-standard = Estándar (formación a elegir, bikjang por puntos)
rules-janggi-club = Club (formación fija, los cañones se deslizan)
rules-janggi-strict = Estricto (sin pasar)
rules-janggi = Fairy-Stockfish: { -janggi }
rules-janggitraditional = Fairy-Stockfish: tradicional
rules-janggimodern = Fairy-Stockfish: moderno (Kakao)
rules-janggicasual = Fairy-Stockfish: informal
setup-hint = { -janggi }: antes del primer movimiento, cada bando elige dónde colocar sus caballos y elefantes; primero { -han } y después { -cho }.
start-button = Empezar
# $reason is one of the error-… messages below.
start-failed = No se pudo empezar la partida: { $reason }

## A game link that leads nowhere

not-found-heading = Aquí no hay ninguna partida
not-found-text = No hay ninguna partida en este enlace. Puede que esté mal escrito o que la partida ya no exista.
not-found-home = Empezar una partida nueva

## Game screen

board-label = Tablero
board-help = Las flechas mueven el cursor; Enter o Espacio levantan una pieza y la sueltan; Escape cancela.
review-start = Posición inicial
review-after = Tras el movimiento { $ply } de { $total }
review-first = Posición inicial
review-prev = Movimiento anterior
review-next = Movimiento siguiente
review-live = Volver a la partida
turn-connecting = Conectando…
turn-reconnecting = Reconectando…
turn-choose-setup = Elige tu formación ({ $side }).
turn-waiting-setup = Esperando a que { $side } elija su formación…
turn-side-to-move = Mueve { $side }.
turn-yours = Te toca ({ $side }).
turn-computer = El ordenador ({ $side }) está pensando…
turn-waiting-friend = Esperando a que tu amigo se una como { $side }…
turn-waiting = Esperando a { $side }…
check-xiangqi = ¡Jaque!
check-janggi = ¡Janggun (jaque)!
notice-watching = Estás viendo esta partida como espectador.
notice-seat-taken = Los dos puestos están ocupados: estás viendo esta partida como espectador.
notice-invite-failed = Esta invitación no funciona: estás viendo esta partida como espectador.
notice-repetition = Esta posición se ha repetido dos veces. Si se repite una tercera vez, la partida termina (pierde el bando que haya dado jaque en cada movimiento).
notice-bikjang = Bikjang: los generales están frente a frente en una columna abierta.

## Players

player-you = { $side }: tú
player-this-device = { $side }: este dispositivo
player-computer = { $side }: ordenador, nivel { $level }
player-waiting-friend = { $side }: esperando a tu amigo
player-friend = { $side }: tu amigo
player-friend-away = { $side }: tu amigo (ausente)
player-other = { $side }: jugador
player-other-away = { $side }: jugador (ausente)
to-move = mueve
spectators =
    { $count ->
        [one] { $count } espectador
       *[other] { $count } espectadores
    }
invite-prompt = Envía este enlace a tu amigo:
invite-link-label = Enlace de invitación
copy = Copiar
copied = Copiado
# $first and $second are side names, the others their points.
points = Puntos: { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = Piezas perdidas por { $side }:
captured-none = Piezas perdidas por { $side }: ninguna

## Buttons

pass = Pasar
undo = Deshacer
flip = Girar tablero
flip-title = Dar la vuelta al tablero
resign = Abandonar
new-game = Partida nueva
moves-heading = Movimientos
coords-label = coordenadas
copy-moves = Copiar movimientos
moves-copied = Movimientos copiados
move-pass = pasa
move-title = Movimiento { $ply }: { $move }

## Janggi setup choice

setup-title-mine = { $side }: elige dónde colocar tus caballos y elefantes
setup-title-other = { $side } está eligiendo su formación…
# $setup is one of the setup-… names below.
setup-han-chose = { -han } ha elegido { $setup }.
setup-order = { -han } elige primero y después { -cho }.
setup-named = Se nombran desde la izquierda de cada jugador.
setup-ma-sang-sang-ma = 馬象象馬 caballo, elefante, elefante, caballo
setup-sang-ma-sang-ma = 象馬象馬 elefante, caballo, elefante, caballo
setup-ma-sang-ma-sang = 馬象馬象 caballo, elefante, caballo, elefante
setup-sang-ma-ma-sang = 象馬馬象 elefante, caballo, caballo, elefante

## Dialogs

resign-question = ¿Abandonar esta partida?
resign-yes = Abandonar
keep-playing = Seguir jugando
# $outcome is one of the outcome-… sentences below.
pass-question = Si pasas ahora, la partida termina. { $outcome } ¿Pasar de todos modos?
pass-yes = Pasar y terminar la partida
over-title = Fin de la partida
over-won = ¡Has ganado!
over-lost = Has perdido
over-draw = Tablas
over-points = Puntos: { $first } { $firstPoints }, { $second } { $secondPoints }.
score-after-level = Contra el nivel { $level }: victorias { $won }, derrotas { $lost }, tablas { $drawn }.
score-after-friend = Contra amigos: victorias { $won }, derrotas { $lost }, tablas { $drawn }.
score-after-local = Partidas en este dispositivo: victorias de { $first } { $firstWins }, victorias de { $second } { $secondWins }, tablas { $drawn }.
play-again = Jugar otra vez
look-at-board = Ver el tablero

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = { $side } gana por jaque mate.
outcome-win-no-legal-moves = { $side } gana: el otro bando no tiene ningún movimiento legal.
outcome-win-bikjang = { $side } gana por puntos tras un bikjang (los generales quedaron frente a frente).
outcome-win-repetition = { $side } gana por repetición.
outcome-win-perpetual-check = { $side } gana: el otro bando dio jaque perpetuo.
outcome-win-double-pass = { $side } gana por puntos después de que ambos bandos pasaran.
outcome-win-ply-limit = { $side } gana por puntos al llegar al límite de movimientos.
outcome-win-quiet-limit = { $side } gana tras demasiados movimientos sin capturas.
outcome-win-bare-material = { $side } gana: al otro bando no le queda ninguna pieza de ataque.
outcome-win-resignation = { $side } gana por abandono.
outcome-win-agreement = { $side } gana por acuerdo.
outcome-win = { $side } gana.
outcome-draw-bikjang = Tablas por bikjang (los generales quedaron frente a frente).
outcome-draw-repetition = Tablas por repetición.
outcome-draw-perpetual-check = Tablas: ambos bandos dieron jaque perpetuo.
outcome-draw-double-pass = Tablas: ambos bandos pasaron.
outcome-draw-ply-limit = Tablas al llegar al límite de movimientos.
outcome-draw-quiet-limit = Tablas tras demasiados movimientos sin capturas.
outcome-draw-bare-material = Tablas: a ningún bando le queda una pieza de ataque.
outcome-draw-agreement = Tablas por acuerdo.
outcome-draw = Tablas.

## Board cells and announcements for screen readers

# $point is a point name such as e3.
point-empty = { $point }, vacía
point-piece = { $piece } ({ $side }), { $point }
point-target = { $point }, vacía, puedes mover aquí
point-capture = { $piece } ({ $side }), { $point }, puedes capturar aquí
announce-picked =
    { $count ->
        [one] Pieza levantada: { $piece } en { $point }; tiene una casilla de destino.
       *[other] Pieza levantada: { $piece } en { $point }; tiene { $count } casillas de destino.
    }
announce-cannot-move = { $piece } en { $point } no puede moverse ahora.
announce-put-down = Pieza soltada.
# $move is the move in the game's notation, $side who made it.
announce-move = { $side }: { $move }.
announce-pass = { $side } pasa.

## Errors, by the server's codes

error-not-connected = Sin conexión con el servidor; volviendo a intentarlo…
error-unreachable = No se pudo contactar con el servidor.
error-unknown-game = Esta partida no existe.
error-wrong-token = Este navegador no tiene ningún puesto en esta partida.
error-spectator = Estás viendo esta partida como espectador y no puedes mover.
error-not-your-turn = No es tu turno.
error-malformed-move = El servidor no ha entendido ese movimiento.
error-illegal-move = Ese movimiento no es legal.
error-game-over = La partida ha terminado.
error-undo-not-allowed = En esta partida no se pueden deshacer movimientos.
error-setup-pending = Todavía se está eligiendo la formación.
error-no-setup = Ahora no hay ninguna formación que elegir.
error-unknown-setup = Esa formación no existe.
error-nothing-to-undo = No hay ningún movimiento que deshacer.
error-wrong-invite = Esta invitación no funciona.
error-seat-taken = Los dos puestos están ocupados.
error-unavailable = La partida está ocupada; inténtalo de nuevo en un momento.
error-storage = El servidor no pudo guardar la partida; inténtalo de nuevo.
error-storage-unavailable = Ahora mismo el servidor no puede guardar partidas; inténtalo de nuevo dentro de un rato.
error-too-many-spectators = Hay demasiadas personas viendo esta partida; volviendo a intentarlo…
error-bad-request = El servidor no ha entendido la solicitud.
error-too-large = La solicitud era demasiado grande.
error-malformed = El servidor no ha entendido un mensaje.
error-rate-limited = Demasiados mensajes a la vez; reconectando…
error-other = Algo ha salido mal ({ $code }).

## Study board and board editor

start-study = Estudiar una partida
start-editor = Preparar una posición
title-study = Tablero de estudio · Palace
title-editor = Editor de posiciones · Palace
study-heading = Tablero de estudio
study-import-legend = Importar una partida
study-file-label = Abrir un archivo
study-drop-hint = GIB, PGN, XQF, DhtmlXQ, CBF o FEN; también puedes soltar el archivo en esta página.
study-paste-label = O pega una partida o un FEN
study-paste-button = Leer
study-reading = Leyendo…
study-read-failed = No se pudo leer la partida: { $reason }
study-games-label = Partida
study-game-option = { $number }. { $title }
study-game-errors = Partidas del archivo que no se pudieron leer: { $count }. La primera: { $detail }
study-empty = Importa una partida o abre una posición desde el editor.
study-ply = Jugada { $ply } de { $total }
study-branch = Jugada { $ply } de tu línea desde la jugada { $from }
study-back-to-game = Volver a la partida
study-last = Última jugada
study-export-legend = Exportar
study-fen-label = FEN
study-copy-fen = Copiar FEN
study-edit-position = Editar esta posición
study-export-what = Qué
study-export-line = La línea del tablero
study-export-game = La partida importada
study-format-label = Formato
study-format-pgn = PGN, coordenadas
study-format-wxf = PGN, jugadas WXF
study-format-chinese = PGN, jugadas en chino
study-format-korean = PGN, jugadas en coreano
study-format-gib = GIB
study-format-fen = FEN de la posición mostrada
study-export-button = Mostrar
study-download = Descargar
editor-heading = Editor de posiciones
editor-palette-label = Pieza que colocar
editor-turn-label = Turno de
editor-start = Posición inicial
editor-clear = Vaciar el tablero
editor-check = Comprobar la posición
editor-open-study = Abrir en el tablero de estudio
editor-valid = La posición es válida.
editor-piece = { $piece } ({ $side })
editor-remove = Quitar una pieza
editor-fault-bad-fen = No se puede leer el FEN.
editor-fault-general-count = { $side } debe tener exactamente un { $piece }.
editor-fault-general-outside-palace = { $piece } ({ $side }) en { $point } está fuera de su palacio.
editor-fault-generals-facing = Los generales se miran sin nada entre ellos.
editor-fault-too-many = { $side } tiene { $count } × { $piece }; se permiten como mucho { $max }.
editor-fault-misplaced = { $piece } ({ $side }) en { $point } está donde nunca puede llegar.
editor-fault-soldier-behind-start = { $piece } ({ $side }) en { $point } está detrás de su línea de salida; los soldados nunca retroceden.
editor-fault-opponent-in-check = El bando que no mueve está en jaque.
editor-play-computer = Jugarla contra el ordenador
editor-play-friend = Jugarla con un amigo
study-this-game = Estudiar esta partida

## lessons
start-lessons = Lecciones
lessons-heading = Lecciones
lessons-intro = Cada lección enseña una regla sobre una posición: lee la regla, compara las jugadas marcadas y luego juega la respuesta en el tablero.
lessons-progress = { $done } de { $total } resueltas
lessons-solved = Resuelta
lessons-step-rule = La regla
lessons-step-compare = Compara estas jugadas
lessons-step-play = Tu jugada
lessons-play-hint = Juega tu respuesta en el tablero.
lessons-right = ¡Correcto!
lessons-wrong = Esa no.
lessons-show-answer = Ver la respuesta
lessons-try-again = Intentar de nuevo
lessons-next = Siguiente lección
lessons-all = Todas las lecciones
lessons-review = Repaso
lessons-candidate = { $piece } { $move }
lessons-not-found = Esa lección no existe.
lesson-q-capture = ¿Qué jugada gana material?
lesson-q-mate = Encuentra el mate en una jugada.
lesson-q-check = Estás en jaque. ¿Cuál es la mejor respuesta?
lesson-q-safe = Tu caballo está atacado. ¿Adónde debe ir?
lesson-q-bikjang = Los generales están frente a frente. Rompe el bikjang.
lesson-q-pass = ¿Qué es lo mejor que puedes hacer aquí?
lesson-q-points = ¿Qué captura gana más puntos?
lesson-xq-cannon-screen-title = La pantalla del cañón
lesson-xq-cannon-screen-rule = El cañón se mueve como el carro, pero solo captura saltando exactamente una pieza de cualquier bando: la pantalla.
lesson-xq-cannon-screen-explain = El soldado negro en b6 es la pantalla: el cañón lo salta y captura el carro en b8.
lesson-xq-cannon-screen-wrong = Esa jugada es legal, pero no captura nada: el cañón solo captura por encima de una pantalla.
lesson-xq-cannon-screen-review = Cañón: se desliza para moverse, salta una pieza para capturar.
lesson-xq-cannon-limit-title = Lo que el cañón no puede capturar
lesson-xq-cannon-limit-rule = Sin ninguna pieza en medio, o con dos, el cañón no puede capturar. Necesita exactamente una pantalla.
lesson-xq-cannon-limit-explain = Tu soldado en e5 es la pantalla entre el cañón y el caballo en g5. El carro en b9 no tiene pantalla delante.
lesson-xq-cannon-limit-wrong = El cañón solo se mueve allí. No puede capturar el carro en b9: no hay nada entre ellos.
lesson-xq-cannon-limit-review = Sin pantalla no hay captura: busca exactamente una pieza en medio.
lesson-xq-horse-leg-title = La pata del caballo
lesson-xq-horse-leg-rule = El caballo avanza un punto recto y luego uno en diagonal hacia fuera. Una pieza en ese primer punto, la pata, lo bloquea.
lesson-xq-horse-leg-explain = Tu consejero en d3 bloquea el camino al carro en e4, pero el camino al cañón en a4 está libre.
lesson-xq-horse-leg-wrong = Eso no captura nada. El punto d3 está bloqueado, pero b3 está libre.
lesson-xq-horse-leg-review = Antes de contar los saltos de un caballo, revisa cada pata.
lesson-xq-elephant-eye-title = El ojo del elefante
lesson-xq-elephant-eye-rule = El elefante se mueve exactamente dos puntos en diagonal y nunca cruza el río. Una pieza en el punto medio, el ojo, lo bloquea.
lesson-xq-elephant-eye-explain = El soldado en f4 bloquea el camino a g5, pero el camino a c5 está abierto: el elefante captura el caballo.
lesson-xq-elephant-eye-wrong = Eso no captura nada. El ojo d4 está libre, así que el elefante llega a c5.
lesson-xq-elephant-eye-review = Una pieza en el ojo detiene al elefante.
lesson-xq-soldier-river-title = Soldados al otro lado del río
lesson-xq-soldier-river-rule = El soldado avanza un punto. Tras cruzar el río también puede moverse de lado, nunca hacia atrás.
lesson-xq-soldier-river-explain = El soldado en e6 ha cruzado el río, así que puede capturar de lado el caballo en d6. El de c5 aún no lo ha cruzado.
lesson-xq-soldier-river-wrong = Eso no gana nada. Solo el soldado que cruzó el río captura de lado.
lesson-xq-soldier-river-review = Antes del río: solo adelante. Después: adelante o de lado.
lesson-xq-piece-values-title = El valor de las piezas
lesson-xq-piece-values-rule = Una guía habitual: carro 9, caballo y cañón unos 4,5, consejero y elefante 2, soldado 1 o 2.
lesson-xq-piece-values-explain = El caballo puede capturar el carro o un soldado; el carro vale mucho más.
lesson-xq-piece-values-wrong = Eso gana mucho menos. Tu caballo puede capturar el carro en b5.
lesson-xq-piece-values-review = Entre varias capturas, toma la pieza más valiosa.
lesson-xq-answer-check-title = Responder a un jaque
lesson-xq-answer-check-rule = Se responde a un jaque moviendo el general, tapando la línea o capturando la pieza que da jaque. Aquí los consejeros inmovilizan al general.
lesson-xq-answer-check-explain = El carro en a8 captura el carro que da jaque: el jaque desaparece y ganas un carro.
lesson-xq-answer-check-wrong = Eso tapa el jaque, pero el carro negro sigue vivo. Es mejor capturarlo.
lesson-xq-answer-check-review = En jaque, busca primero capturar la pieza que lo da.
lesson-xq-flying-general-pin-title = Los generales no pueden verse
lesson-xq-flying-general-pin-rule = Los generales nunca pueden estar en la misma columna sin nada entre ellos. Una pieza sola entre ellos no puede dejar la columna.
lesson-xq-flying-general-pin-explain = El caballo negro en e6 es la única pieza entre los generales. No puede huir, así que tu soldado lo captura.
lesson-xq-flying-general-pin-wrong = Así el caballo sobrevive. Tu general lo clava: captúralo ahora.
lesson-xq-flying-general-pin-review = Tu general domina su columna abierta: úsala para clavar.
lesson-xq-flying-general-mate-title = El general ayuda a dar mate
lesson-xq-flying-general-mate-rule = Como los generales no pueden verse, tu general domina toda su columna.
lesson-xq-flying-general-mate-explain = El carro da jaque en b10. El general no puede ir a d10, frente a tu general, ni a f10 ni a e9.
lesson-xq-flying-general-mate-wrong = No es mate: el general negro aún tiene salida.
lesson-xq-flying-general-mate-review = Cuenta a tu general como atacante: vigila su columna.
lesson-xq-double-chariot-mate-title = Mate de dos carros
lesson-xq-double-chariot-mate-rule = Dos carros dan mate a un general: uno cierra una fila y el otro da jaque en la siguiente.
lesson-xq-double-chariot-mate-explain = El carro en a9 controla la fila 9 y el otro da jaque en b10. El general no tiene ningún punto libre.
lesson-xq-double-chariot-mate-wrong = El general escapa. Mantén cerrada la fila 9 y da jaque en la fila 10.
lesson-xq-double-chariot-mate-review = Un carro corta, el otro da jaque.
lesson-xq-horse-chariot-mate-title = Mate de caballo y carro
lesson-xq-horse-chariot-mate-rule = El caballo da jaque de cerca mientras el carro quita al general sus puntos de escape.
lesson-xq-horse-chariot-mate-explain = El caballo da jaque desde g9 (o f8). El carro cubre e9 y los consejeros bloquean el resto.
lesson-xq-horse-chariot-mate-wrong = No es mate. Da jaque con el caballo mientras el carro vigila e9.
lesson-xq-horse-chariot-mate-review = El carro encierra, el caballo da jaque.
lesson-xq-horse-cannon-mate-title = Cañón detrás del caballo
lesson-xq-horse-cannon-mate-rule = Un caballo delante del general puede ser la pantalla del cañón y vigilar a la vez los puntos junto al general.
lesson-xq-horse-cannon-mate-explain = El cañón en e3 da jaque por encima del caballo en e8. El caballo cubre d10 y f10, el cañón cubre e9.
lesson-xq-horse-cannon-mate-wrong = No es mate. Pon el cañón en la columna del general, detrás del caballo.
lesson-xq-horse-cannon-mate-review = Caballo delante, cañón detrás: un mate clásico.
lesson-xq-soldier-mate-title = Mate de soldado
lesson-xq-soldier-mate-rule = Un soldado al otro lado del río puede dar mate cuando otras piezas vigilan los puntos de escape del general.
lesson-xq-soldier-mate-explain = El soldado da jaque desde f9, protegido por el carro. El general no puede ir a e10: quedaría frente a tu general.
lesson-xq-soldier-mate-wrong = No es mate. Avanza el soldado donde el carro lo proteja.
lesson-xq-soldier-mate-review = Hasta un soldado da mate si el general no tiene adónde ir.
lesson-xq-perpetual-check-title = El jaque perpetuo pierde
lesson-xq-perpetual-check-rule = Si una posición se repite por tercera vez y un bando dio jaque con cada jugada, ese bando pierde. El carro ya dio jaque dos veces desde a10.
lesson-xq-perpetual-check-explain = El carro en i8 da jaque en i10 mientras el otro controla la fila 9: mate, sin repetir.
lesson-xq-perpetual-check-wrong = El jaque desde a10 repite la posición por tercera vez y perdería. Busca un mate.
lesson-xq-perpetual-check-review = No repitas jaques: busca uno nuevo, o un mate.
lesson-xq-chase-title = La persecución
lesson-xq-chase-rule = Atacar una y otra vez la misma pieza sin protección es una persecución. Con estas reglas, la persecución perpetua pierde, como el jaque perpetuo.
lesson-xq-chase-explain = En c4 el caballo está protegido por tu carro en c1: la persecución termina.
lesson-xq-chase-wrong = Allí el caballo sigue sin protección y el carro puede seguir persiguiéndolo.
lesson-xq-chase-review = Ante una persecución, pon la pieza donde esté protegida.
lesson-jg-cannon-screen-title = La pantalla del cañón del janggi
lesson-jg-cannon-screen-rule = En el janggi el cañón salta exactamente una pieza tanto para moverse como para capturar. Sin pantalla no puede moverse.
lesson-jg-cannon-screen-explain = El soldado Han en b6 es la pantalla: el cañón lo salta y captura el carro en b8.
lesson-jg-cannon-screen-wrong = El cañón puede caer allí, pero no captura nada. Salta la pantalla y captura el carro.
lesson-jg-cannon-screen-review = El cañón del janggi siempre salta, incluso para moverse.
lesson-jg-cannon-limit-title = Un cañón no salta un cañón
lesson-jg-cannon-limit-rule = El cañón del janggi no puede usar un cañón como pantalla ni capturar nunca un cañón.
lesson-jg-cannon-limit-explain = El cañón Han en b5 no se puede saltar, así que el carro está a salvo. Por encima de tu caballo en c3, el cañón captura el caballo en f3.
lesson-jg-cannon-limit-wrong = Eso no captura nada. Usa tu caballo en c3 como pantalla y captura el caballo en f3.
lesson-jg-cannon-limit-review = Los cañones no saltan ni capturan cañones.
lesson-jg-chariot-diagonal-title = El carro en el palacio
lesson-jg-chariot-diagonal-rule = Dentro de un palacio el carro también puede moverse por las diagonales.
lesson-jg-chariot-diagonal-explain = Desde d3 el carro recorre la diagonal por el centro vacío e2 y captura el cañón en f1.
lesson-jg-chariot-diagonal-wrong = Eso no captura nada. En el palacio el carro puede usar la diagonal de d3 a f1.
lesson-jg-chariot-diagonal-review = Las líneas del palacio son caminos extra para el carro.
lesson-jg-cannon-diagonal-title = El cañón en la diagonal del palacio
lesson-jg-cannon-diagonal-rule = En una diagonal del palacio el cañón salta de una esquina a la opuesta, por encima de una pieza en el centro que no sea un cañón.
lesson-jg-cannon-diagonal-explain = Tu guardia en e2 es la pantalla: el cañón salta de d1 a f3 y captura el carro.
lesson-jg-cannon-diagonal-wrong = Eso no captura nada. Salta en diagonal por encima de la guardia en e2.
lesson-jg-cannon-diagonal-review = En el palacio el cañón puede saltar por encima del centro.
lesson-jg-elephant-block-title = El elefante del janggi
lesson-jg-elephant-block-rule = El elefante avanza un punto recto y luego dos en diagonal. Una pieza en cualquiera de los dos puntos del camino lo bloquea.
lesson-jg-elephant-block-explain = El camino a f6 por d4 y e5 está libre: el elefante captura el caballo. El soldado en d6 bloquea el camino al carro.
lesson-jg-elephant-block-wrong = Eso no captura nada. Revisa los dos puntos de cada camino del elefante.
lesson-jg-elephant-block-review = El elefante tiene dos puntos que revisar en cada camino.
lesson-jg-horse-block-title = El caballo del janggi
lesson-jg-horse-block-rule = El caballo avanza un punto recto y luego uno en diagonal hacia fuera. Una pieza en el primer punto lo bloquea.
lesson-jg-horse-block-explain = Tu guardia en d3 bloquea el camino al carro en e4; el camino al cañón en a4 por b3 está libre.
lesson-jg-horse-block-wrong = Eso no captura nada. El caballo aún llega a a4 por el punto vacío b3.
lesson-jg-horse-block-review = Un caballo es tan libre como su primer paso.
lesson-jg-soldier-palace-title = Soldados en el palacio
lesson-jg-soldier-palace-rule = El soldado del janggi avanza o se mueve de lado. En el palacio rival también puede avanzar por las diagonales.
lesson-jg-soldier-palace-explain = Desde la esquina d8 el soldado avanza por la diagonal del palacio hasta e9 y captura el caballo.
lesson-jg-soldier-palace-wrong = Eso no captura nada. Desde d8 el soldado puede ir en diagonal a e9.
lesson-jg-soldier-palace-review = En el palacio rival, los soldados usan las diagonales.
lesson-jg-points-title = Contar puntos
lesson-jg-points-rule = Las piezas del janggi tienen puntos: carro 13, cañón 7, caballo 5, elefante 3, guardia 3, soldado 2; Han recibe 1,5 más. Algunos finales se deciden por puntos.
lesson-jg-points-explain = El cañón vale 7 puntos y el caballo 5: captura el cañón.
lesson-jg-points-wrong = Eso gana menos puntos. El cañón vale 7, el caballo 5.
lesson-jg-points-review = Carro 13, cañón 7, caballo 5, elefante y guardia 3, soldado 2.
lesson-jg-general-diagonal-title = El general en las diagonales
lesson-jg-general-diagonal-rule = El general se mueve un punto por las líneas del palacio, diagonales incluidas, y nunca sale del palacio.
lesson-jg-general-diagonal-explain = El general pasa en diagonal de d3 a e2, fuera de la columna del carro, a un punto que nada ataca; el soldado vigila e3.
lesson-jg-general-diagonal-wrong = Si el carro tapa, el carro Han lo captura. El general puede escapar en diagonal.
lesson-jg-general-diagonal-review = En el palacio, las diagonales son vías de escape.
lesson-jg-bikjang-title = Bikjang
lesson-jg-bikjang-rule = Dos generales frente a frente en una columna abierta forman bikjang. Con estas reglas, tras una captura, el bando que mueve debe romperlo o la partida se decide por puntos.
lesson-jg-bikjang-explain = Tu carro en e5 se interpone entre los generales; apartar al general de la columna también rompe el bikjang.
lesson-jg-bikjang-wrong = Tras esa jugada los generales siguen frente a frente: el bikjang continúa.
lesson-jg-bikjang-review = Para romper el bikjang, apártate o interpón una pieza.
lesson-jg-pass-title = Pasar
lesson-jg-pass-rule = En el janggi, un bando que no está en jaque puede pasar en lugar de mover. Aquí cualquier jugada perdería tu guardia.
lesson-jg-pass-explain = Pasar deja la guardia en e2, donde protege a tu general del carro.
lesson-jg-pass-wrong = En e3 la guardia cae ante el soldado en d3. Pasar no cuesta nada.
lesson-jg-pass-review = Cuando toda jugada empeora las cosas, pasa.
lesson-jg-double-chariot-mate-title = Mate de dos carros en el janggi
lesson-jg-double-chariot-mate-rule = Dos carros dan mate como en el xiangqi: uno cierra una fila y el otro da jaque en la última.
lesson-jg-double-chariot-mate-explain = El carro en a9 controla la fila 9 y el carro en b10 da jaque. El general no tiene ningún punto libre.
lesson-jg-double-chariot-mate-wrong = El general escapa. Mantén cerrada la fila 9 y da jaque en la fila 10.
lesson-jg-double-chariot-mate-review = Un carro corta, el otro da jaque.
lesson-jg-horse-chariot-mate-title = Mate de caballo y carro en el janggi
lesson-jg-horse-chariot-mate-rule = El carro da jaque en la última fila mientras el caballo vigila la salida del general.
lesson-jg-horse-chariot-mate-explain = El carro da jaque desde i10; el caballo en c8 vigila e9, y d10 y f10 están en la línea del carro.
lesson-jg-horse-chariot-mate-wrong = No es mate. Da jaque en la fila 10, donde el caballo vigila e9.
lesson-jg-horse-chariot-mate-review = El caballo vigila, el carro da jaque.
lesson-jg-cannon-mate-title = Mate de cañón en el janggi
lesson-jg-cannon-mate-rule = El cañón da jaque por encima de una pantalla. Los soldados delante del general son buenas pantallas y vigilan los puntos de escape.
lesson-jg-cannon-mate-explain = El cañón en d3 da jaque por encima del soldado en d8. d9 y e9 están vigilados y nada puede interponerse.
lesson-jg-cannon-mate-wrong = No es mate. Salta con el cañón a la columna del general, detrás del soldado en d8.
lesson-jg-cannon-mate-review = Un soldado puede ser pantalla y guardián a la vez.
lesson-jg-perpetual-check-title = Jaque perpetuo en el janggi
lesson-jg-perpetual-check-rule = Si una posición se repite por tercera vez y un bando dio jaque con cada jugada, ese bando pierde. El carro ya dio jaque dos veces desde a10.
lesson-jg-perpetual-check-explain = El carro da jaque desde i10 mientras el otro controla la fila 9: mate, sin repetir.
lesson-jg-perpetual-check-wrong = Otro jaque desde a10 repite la posición y pierde. Busca el mate.
lesson-jg-perpetual-check-review = No repitas jaques: busca uno nuevo, o un mate.
## online play: accounts, lobby, clocks, offers, chat, profiles, live games

account-login-open = Iniciar sesión
account-logout = Cerrar sesión
account-signed-in = Sesión iniciada como { $name }
account-heading = Inicia sesión o crea una cuenta
account-username = Nombre de usuario
account-password = Contraseña
account-rules = Nombres de usuario: de 2 a 20 letras, cifras, _ o -. Contraseñas: al menos 8 caracteres.
account-login = Iniciar sesión
account-register = Crear cuenta
account-cancel = Cancelar
account-error-username-taken = Ese nombre de usuario ya está en uso; elige otro.
account-error-bad-username = Un nombre de usuario tiene de 2 a 20 letras, cifras, _ o -.
account-error-bad-password = Una contraseña tiene al menos 8 caracteres.
account-error-wrong-credentials = Nombre de usuario o contraseña incorrectos.
account-error-rate-limited = Demasiados intentos; espera un minuto y vuelve a intentarlo.
start-lobby = Jugar en línea
start-live = Ver partidas
start-leaderboard = Clasificación
start-online-now = { $online } en línea ahora, { $games } partidas en juego
lobby-heading = Sala
lobby-guest-hint = Los invitados juegan partidas amistosas; inicia sesión para jugar partidas puntuadas y retar a jugadores.
lobby-challenges = Retos
lobby-seeks = Propuestas abiertas
lobby-no-seeks = Aún no hay propuestas abiertas. Crea una abajo.
lobby-new-seek = Nueva propuesta
lobby-clock = Reloj
lobby-clock-fischer = Minutos + segundos por jugada
lobby-clock-byoyomi = Byo-yomi
lobby-untimed = Sin reloj
lobby-base = Minutos
lobby-increment = Segundos añadidos por jugada
lobby-main = Tiempo principal (minutos)
lobby-periods = Periodos
lobby-period = Segundos por periodo
lobby-rated = Puntuada
lobby-challenge-to = Retar a un jugador
lobby-create-seek = Crear propuesta
lobby-send-challenge = Enviar reto
lobby-guest = Invitado
lobby-offer-terms = { $game }, { $rules }, { $clock }, { $rated }
lobby-rated-short = puntuada
lobby-casual-short = amistosa
lobby-challenge-from = Reto de { $name }
lobby-challenge-to-player = Tu reto a { $name }
lobby-accept = Aceptar
lobby-decline = Rechazar
lobby-withdraw = Retirar
lobby-cancel = Cancelar
lobby-error-no-name = Escribe el nombre de usuario del jugador al que quieres retar.
lobby-error-rated-needs-account = Las partidas puntuadas son para jugadores con sesión iniciada; inicia sesión o juega amistosa.
lobby-error-too-many-seeks = Tienes tantas propuestas abiertas como se permite; cancela una primero.
lobby-error-unknown-seek = Esa propuesta ya no está abierta.
lobby-error-unknown-challenge = Ese reto ya no está abierto.
lobby-error-own-seek = No puedes jugar contra ti mismo.
lobby-error-not-yours = Eso no es tuyo.
lobby-error-unknown-player = No hay ningún jugador con ese nombre de usuario.
lobby-error-not-logged-in = Inicia sesión primero.
clock-periods = { $periods } × { $seconds } s
clock-low = Poco tiempo
offer-accept = Aceptar
offer-decline = Rechazar
offer-draw-from = { $side } ofrece tablas.
offer-draw-waiting = Tablas ofrecidas; esperando respuesta.
offer-takeback-from = { $side } pide deshacer una jugada.
offer-takeback-waiting = Pediste deshacer; esperando respuesta.
online-offer-draw = Ofrecer tablas
online-takeback = Pedir deshacer
online-abort = Anular la partida
online-rematch = Revancha
online-rematch-accept = Aceptar la revancha
online-claim-win = Reclamar la victoria
online-claim-draw = Declarar tablas
online-download-pgn = Descargar PGN
online-download-gib = Descargar GIB
grace-countdown = Tu rival se ha ido. Si no vuelve, podrás reclamar la partida en { $seconds } s.
grace-over = Tu rival no ha vuelto. Reclama la victoria o declara tablas.
chat-players = Chat de jugadores
chat-spectators = Chat de espectadores
chat-label = Mensaje
chat-send = Enviar
chat-from = { $name }:
chat-from-guest = Invitado:
outcome-aborted = La partida se anuló.
outcome-win-timeout = { $side } gana por tiempo.
outcome-win-abandonment = { $side } gana: el rival abandonó la partida.
outcome-draw-timeout = Tablas: se acabó el tiempo, pero el otro bando no podía ganar.
outcome-draw-abandonment = Tablas: el rival abandonó la partida.
error-no-draws = Estas reglas no tienen tablas por acuerdo.
error-two-players-only = Solo en partidas entre dos jugadores.
error-no-offer = No hay ninguna oferta que responder.
error-too-late-to-abort = Una partida solo se puede anular en sus dos primeras jugadas.
error-opponent-present = Tu rival sigue aquí (o aún puede volver).
error-not-over = La partida aún no ha terminado.
error-bad-chat = Ese mensaje no se puede enviar (vacío, demasiado largo o no permitido aquí).
profile-title = { $name }: perfil
profile-unknown = No hay ningún jugador con ese nombre de usuario.
profile-provisional = Puntuación provisional (?): aún pocas partidas.
profile-record = Partidas: { $games }; ganadas { $wins }, tablas { $draws }, perdidas { $losses }
profile-chart = Puntuación de { $game } de { $from } a { $to }
profile-games = Partidas
profile-newer = Partidas más recientes
profile-older = Partidas anteriores
profile-playing = En juego
profile-game-about = { $game }, { $rated }: { $result }
game-players = { $first } contra { $second }
leaderboard-heading = Clasificación
leaderboard-title = Clasificación de { $game }
leaderboard-empty = Aún no hay partidas puntuadas.
live-heading = Partidas en juego
live-empty = Ahora no se está jugando ninguna partida.
live-about = { $game }, { $rules }, { $clock }
live-watch = Mirar
## rules pages

start-rules = Reglas de los juegos
rules-this-game = Reglas de esta partida
rules-overview-title = { -brand }: reglas del { -xiangqi } y del { -janggi }
rules-overview-heading = Reglas del { -xiangqi } y del { -janggi }
rules-overview-intro = Los dos juegos se juegan en los puntos de un tablero de nueve líneas de ancho y diez de largo. Cada bando tiene un general en un palacio de nueve puntos y gana al dar jaque mate al otro general.
rules-about-xiangqi = El { -xiangqi } es el ajedrez chino. Un río cruza el centro del tablero y { -red } mueve primero.
rules-about-janggi = El { -janggi } es el ajedrez coreano. No hay río, las diagonales de cada palacio son caminos para las piezas que están dentro y { -cho } mueve primero.
rules-setup-choice = Antes de la partida, cada bando elige cómo colocar sus caballos y elefantes.
rules-setup-fixed = Las piezas empiezan en puntos fijos.
rules-page-title = { -brand }: { $rules }
rules-all = Todas las reglas
rules-play = Jugar una partida
rules-presets-heading = Reglamentos
rules-not-found-title = No existe ese reglamento
rules-not-found-text = No hay ningún reglamento llamado «{ $name }». Estos son los que conoce { -brand }:
rules-pieces-heading = Cómo se mueven las piezas
rules-diagram-caption = Desde { $from } puede ir a: { $targets }.
rules-diagram-blocked = Bloqueado: { $points }.
rules-move-xiangqi-k = El general se mueve un punto por una línea y nunca sale de su palacio. Los dos generales nunca pueden quedar frente a frente en una columna abierta.
rules-move-xiangqi-a = El consejero se mueve un punto en diagonal y se queda en el palacio.
rules-move-xiangqi-b = El elefante se mueve exactamente dos puntos en diagonal. Una pieza en el punto intermedio lo bloquea, y nunca cruza el río.
rules-move-xiangqi-n = El caballo se mueve un punto por una línea y luego un punto en diagonal hacia fuera. Una pieza en ese primer punto cierra el paso.
rules-move-xiangqi-r = El carro se mueve cualquier distancia por una línea hasta que una pieza lo detiene, y captura la primera pieza enemiga que encuentra.
rules-move-xiangqi-c = El cañón se mueve como el carro, pero solo captura saltando exactamente una pieza para caer sobre una pieza enemiga.
rules-move-xiangqi-p = El soldado avanza un punto. Tras cruzar el río también puede moverse un punto de lado. Nunca retrocede.
rules-move-janggi-k = El general se mueve un punto por cualquier línea de su palacio, diagonales incluidas, y nunca sale de él.
rules-move-janggi-a = La guardia se mueve como el general: un punto por las líneas del palacio.
rules-move-janggi-b = El elefante se mueve un punto por una línea y luego dos puntos en diagonal hacia fuera. Una pieza en cualquier punto del camino lo bloquea.
rules-move-janggi-n = El caballo se mueve un punto por una línea y luego un punto en diagonal hacia fuera. Una pieza en ese primer punto cierra el paso.
rules-move-janggi-r = El carro se mueve cualquier distancia por una línea y, dentro de un palacio, también por sus diagonales.
rules-move-janggi-c = El cañón salta exactamente una pieza que no sea un cañón, por una línea o una diagonal del palacio, y cae en un punto más allá o captura allí. Nunca captura un cañón.
rules-move-janggi-p = El soldado se mueve un punto hacia delante o de lado, nunca hacia atrás.
rules-note-cannon-slides = En este reglamento, un cañón que no captura también puede moverse como un carro.
rules-note-cannon-must-jump = Necesita una pieza que saltar incluso cuando no captura.
rules-note-soldier-palace-diagonals = En el palacio enemigo también puede avanzar por las líneas diagonales.
rules-table-heading = Las piezas de un vistazo
rules-col-traditional = Tradicional
rules-col-readable = Un carácter
rules-col-picture = Dibujo
rules-col-name = Nombre
rules-col-moves = Cómo se mueve
rules-col-points = Puntos
rules-short-xiangqi-k = Un punto por una línea, dentro del palacio
rules-short-xiangqi-a = Un punto en diagonal, dentro del palacio
rules-short-xiangqi-b = Dos puntos en diagonal, nunca cruza el río
rules-short-xiangqi-n = Uno recto y uno en diagonal; puede bloquearse
rules-short-xiangqi-r = Cualquier distancia por una línea
rules-short-xiangqi-c = Como el carro; captura saltando una pieza
rules-short-xiangqi-p = Uno adelante; de lado tras el río
rules-short-janggi-k = Un punto por las líneas del palacio
rules-short-janggi-a = Un punto por las líneas del palacio
rules-short-janggi-b = Uno recto y dos en diagonal; puede bloquearse
rules-short-janggi-n = Uno recto y uno en diagonal; puede bloquearse
rules-short-janggi-r = Cualquier distancia por una línea o una diagonal del palacio
rules-short-janggi-c = Salta exactamente una pieza que no sea un cañón
rules-short-janggi-p = Uno adelante o de lado
rules-endings-heading = Cómo termina la partida
rules-end-checkmate = Jaque mate: pierde el bando cuyo general está atacado y no puede escapar.
rules-end-no-legal-move = Un bando sin ningún movimiento legal pierde, aunque no esté en jaque.
rules-end-flying-general = Los generales nunca pueden quedar frente a frente en una columna abierta: no se permite un movimiento que los deje así.
rules-end-facing-allowed = Los generales pueden quedar frente a frente en una columna abierta; no pasa nada por ello.
rules-end-bikjang-break-or-pass = Bikjang: el bando cuyo turno empieza con los generales frente a frente debe tapar o dejar la columna, o pasar.
rules-end-bikjang-must-break = Bikjang: el bando cuyo turno empieza con los generales frente a frente debe tapar o dejar la columna.
rules-end-bikjang-pass-while-facing = Pasar mientras los generales están frente a frente termina la partida: { $decision ->
    [points] gana el bando con más puntos.
   *[draw] es tablas.
  }
rules-end-bikjang-still-facing = Una vez capturada alguna pieza, el bando cuyo turno empezó con los generales frente a frente y que los deja así termina la partida: { $decision ->
    [points] gana el bando con más puntos.
   *[draw] es tablas.
  }
rules-end-pass-allowed = Un bando que no está en jaque puede pasar en lugar de mover.
rules-end-pass-never = No se permite pasar.
rules-end-double-pass = Si los dos bandos pasan uno tras otro, la partida termina: { $decision ->
    [points] gana el bando con más puntos.
   *[draw] es tablas.
  }
rules-end-repetition-xiangqi = Cuando una posición aparece por tercera vez, pierde el bando que dio jaque en cada jugada desde su primera aparición, salvo que ambos lo hicieran; si no, es tablas.
rules-end-repetition-janggi = Cuando una posición aparece por tercera vez, gana el bando con más puntos; el bando que dio jaque en cada jugada desde su primera aparición pierde en su lugar, salvo que ambos lo hicieran.
rules-end-repetition-fold = Cuando una posición ha aparecido { $count } veces, la partida termina: pierde quien da jaque perpetuo; si no, { $decision ->
    [points] gana el bando con más puntos.
   *[draw] es tablas.
  }
rules-end-chasing = Perseguir una pieza sin protección en cada jugada pierde, como el jaque perpetuo.
rules-end-move-repetition = Mover una pieza de un lado a otro sin dar jaque cuenta antes como repetición.
rules-end-repetition-none = Las posiciones repetidas no terminan la partida.
rules-end-ply-limit = Tras { $count } jugadas en total (cuenta cada jugada de cada bando), la partida termina: { $decision ->
    [points] gana el bando con más puntos.
   *[draw] es tablas.
  }
rules-end-quiet-limit = Tras { $count } jugadas sin captura (cuenta cada jugada de cada bando), la partida termina: { $decision ->
    [points] gana el bando con más puntos.
   *[draw] es tablas.
  }
rules-end-quiet-limit-check-offset = Los jaques de un bando por encima de diez alargan ese límite.
rules-end-bare-material = Si ningún bando tiene carro, caballo, cañón o soldado, la partida es tablas.
rules-end-draw-agreement = Los jugadores pueden acordar tablas.
rules-end-resignation = Un jugador puede rendirse en cualquier momento.
rules-end-points = Puntos: cada bando cuenta sus piezas en el tablero (ver la tabla); { -han } suma { $bonus } por mover en segundo lugar, así que los totales nunca empatan.
rules-faq-heading = Preguntas y respuestas
rules-faq-q1 = ¿Qué bando mueve primero?
rules-faq-a1 = { -red } en el { -xiangqi }, { -cho } en el { -janggi }.
rules-faq-q2 = ¿Puede el general salir del palacio?
rules-faq-a2 = No. El general y sus consejeros o guardias siempre se quedan dentro de su palacio.
rules-faq-q3 = ¿Por qué mi caballo o elefante no puede ir allí?
rules-faq-a3 = Una pieza en un punto de su camino lo bloquea; los diagramas de arriba marcan esos puntos con una cruz.
rules-faq-q4 = ¿Qué pasa si la misma posición vuelve una y otra vez?
rules-faq-a4 = Depende del reglamento: la lista de cómo termina la partida en esta página dice qué hace este.
rules-strategy-heading = Notas de estrategia
rules-strategy-opening-heading = Apertura
rules-strategy-opening = Saca pronto los carros, desarrolla los caballos antes de que se bloqueen, mantén defendido el palacio y no muevas soldados sin un propósito.
rules-strategy-values-heading = El valor de las piezas
rules-strategy-values-xiangqi = Un carro vale unos dos caballos o dos cañones. Los cañones son más fuertes al principio y los caballos al final, cuando el tablero se vacía. Consejeros y elefantes defienden.
rules-strategy-values-janggi = Los puntos de la tabla son una buena guía: el carro es la pieza más fuerte, y los cañones se debilitan cuando el tablero se vacía porque necesitan piezas que saltar.
rules-strategy-mates-heading = Mates habituales
rules-strategy-mates = Dos carros dan mate turnándose en líneas vecinas. Un caballo y un carro dan mate a un general encerrado por sus propias piezas. Un cañón detrás de una pantalla en la línea del general da mate cuando este no puede apartarse.
embed-title = { -brand }: tablero de juego
embed-link-game = Ver esta partida en { -brand }
embed-link-rules = Reglas de esta partida en { -brand }
embed-link-home = Juega al { -janggi } y al { -xiangqi } en { -brand }
embed-no-game = No existe la partida «{ $id }».
embed-unavailable = Ahora no se puede mostrar esta partida: { $reason }
embed-bad-query = Este enlace está mal formado.
embed-bad-rules = Reglamento desconocido «{ $name }».
embed-bad-fen = No se puede mostrar esta posición: { $reason }
embed-code-button = Copiar código para insertar
embed-code-copied = Código para insertar copiado
embed-frame-title = { -brand }: tablero de juego
## analysis
analysis-legend = Análisis del motor
analysis-on = Analizar
analysis-lines-label = Líneas
analysis-depth = Profundidad { $depth }
analysis-waiting = El motor está pensando…
analysis-no-moves = No hay ninguna jugada legal en esta posición.
analysis-mate = { $side } da mate en { $moves }
analysis-line-title = Línea { $number }: { $moves }
analysis-graph-button = Evaluar la partida entera
analysis-graph-label = Evaluación tras cada jugada; haz clic para ir a esa jugada
analysis-graph-progress = { $done } de { $total } posiciones evaluadas
analysis-graph-done = Los errores se marcan en rojo; haz clic en la gráfica para ir a una jugada.
analysis-mistake = Jugada { $ply } ({ $move }): un error, se pierde { $drop }
analysis-too-many = Hay demasiados tableros de análisis abiertos desde tu dirección; cierra uno e inténtalo de nuevo.
analysis-no-engine = Este servidor no tiene motor para analizar.
analysis-failed = El análisis falló: { $reason }
editor-keys-hint = En el tablero: las flechas mueven, una letra FEN elige una pieza (mayúscula para el primer jugador: K A B N R C P), Intro o Espacio la coloca, Supr la quita, x elige quitar.
