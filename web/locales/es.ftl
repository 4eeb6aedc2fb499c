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
