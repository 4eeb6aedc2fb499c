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
