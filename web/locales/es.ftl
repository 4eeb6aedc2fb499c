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
