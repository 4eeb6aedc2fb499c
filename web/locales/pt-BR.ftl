# Palace, the browser client: Brazilian Portuguese (português do Brasil).
#
# Translated from en.ftl, the reference catalogue; same ids and variables.

## Terms

-brand = Palace
-xiangqi = Xiangqi
-janggi = Janggi
-red = Vermelho
-black = Preto
-cho = Cho
-han = Han

## Page and header

# The page title on the start screen.
title-start = { -brand }: { -janggi } e { -xiangqi }
# The page title during a game; $first and $second are side names.
title-game = { -brand }: { $first } x { $second }
brand = { -brand }
pieces-label = Peças
language-label = Idioma
sound-label = Sons
skip-to-board = Pular para o tabuleiro

## Piece sets

pieceset-traditional = Caracteres tradicionais
pieceset-readable = Um caractere por tipo de peça
pieceset-letters = Letras
pieceset-pictures = Imagens

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = General
piece-xiangqi-a = Conselheiro
piece-xiangqi-b = Elefante
piece-xiangqi-n = Cavalo
piece-xiangqi-r = Carro
piece-xiangqi-c = Canhão
piece-xiangqi-p = Soldado
piece-janggi-k = General
piece-janggi-a = Guarda
piece-janggi-b = Elefante
piece-janggi-n = Cavalo
piece-janggi-r = Carro
piece-janggi-c = Canhão
piece-janggi-p = Soldado

## Start screen

start-heading = Jogue { -janggi } ou { -xiangqi }
resume-button = Continuar sua partida
game-legend = Jogo
game-xiangqi = { -xiangqi }
game-xiangqi-sub = Xadrez chinês
game-janggi = { -janggi }
game-janggi-sub = Xadrez coreano
opponent-legend = Adversário
mode-computer = Computador
mode-local = Dois jogadores
mode-local-sub = neste dispositivo
mode-friend = Convidar um amigo
mode-friend-sub = envie um link
level-legend = Nível
level-select-label = Nível de 1 a 8
level-easy = Fácil
level-easy-about = Comete erros: bom para aprender os movimentos.
level-normal = Normal
level-normal-about = Joga com bom senso e pune peças desprotegidas.
level-hard = Difícil
level-hard-about = O nível mais forte: pensa por mais tempo e raramente erra.
# $won, $lost and $drawn are numbers of games.
score-level = Seu placar no nível { $level }: vitórias { $won }, derrotas { $lost }, empates { $drawn }
score-friend = Contra amigos: vitórias { $won }, derrotas { $lost }, empates { $drawn }
# $first and $second are side names; $firstWins and $secondWins numbers of games.
score-local = Partidas neste dispositivo: vitórias do { $first } { $firstWins }, vitórias do { $second } { $secondWins }, empates { $drawn }
side-legend = Seu lado
side-moves-first = joga primeiro
side-moves-second = joga em segundo
side-random = Aleatório
# Two players on one device: which side sits at the bottom.
side-at-bottom = { $side } embaixo
rules-legend = Regras
rules-advanced = Avançado: compatível com Fairy-Stockfish
rules-xiangqi-standard = Padrão (regras asiáticas, repetição simplificada)
rules-xiangqi = Fairy-Stockfish: { -xiangqi }
rules-janggi-standard = Padrão (formação à escolha, bikjang por pontos)
rules-janggi-club = Clube (formação fixa, canhões deslizam)
rules-janggi-strict = Estrito (sem passar a vez)
rules-janggi = Fairy-Stockfish: { -janggi }
rules-janggitraditional = Fairy-Stockfish: tradicional
rules-janggimodern = Fairy-Stockfish: moderno (Kakao)
rules-janggicasual = Fairy-Stockfish: casual
setup-hint = { -janggi }: antes do primeiro lance, cada lado escolhe onde ficam seus cavalos e elefantes, primeiro { -han }, depois { -cho }.
start-button = Começar
# $reason is one of the error-… messages below.
start-failed = Não foi possível começar a partida: { $reason }

## A game link that leads nowhere

not-found-heading = Nenhuma partida aqui
not-found-text = Não há nenhuma partida neste link. Talvez ele tenha sido digitado errado, ou a partida não existe mais.
not-found-home = Começar uma nova partida

## Game screen

board-label = Tabuleiro
board-help = As setas movem o cursor, Enter ou Espaço pega e solta uma peça, Esc cancela.
review-start = Posição inicial
review-after = Após o lance { $ply } de { $total }
review-first = Posição inicial
review-prev = Lance anterior
review-next = Próximo lance
review-live = Voltar à partida
turn-connecting = Conectando…
turn-reconnecting = Reconectando…
turn-choose-setup = Escolha sua formação ({ $side }).
turn-waiting-setup = Aguardando { $side } escolher a formação…
turn-side-to-move = Vez do { $side }.
turn-yours = Sua vez ({ $side }).
turn-computer = O computador ({ $side }) está pensando…
turn-waiting-friend = Aguardando seu amigo entrar como { $side }…
turn-waiting = Aguardando { $side }…
check-xiangqi = Xeque!
check-janggi = Janggun (xeque)!
notice-watching = Você está assistindo a esta partida.
notice-seat-taken = Os dois lugares estão ocupados: você está assistindo a esta partida.
notice-invite-failed = Este convite não funciona: você está assistindo a esta partida.
notice-repetition = Esta posição já ocorreu duas vezes. Se ocorrer uma terceira vez, a partida termina (perde o lado que deu xeque em todos os lances).
notice-bikjang = Bikjang: os generais estão frente a frente numa coluna aberta.

## Players

player-you = { $side }: você
player-this-device = { $side }: este dispositivo
player-computer = { $side }: computador, nível { $level }
player-waiting-friend = { $side }: aguardando um amigo
player-friend = { $side }: seu amigo
player-friend-away = { $side }: seu amigo (ausente)
player-other = { $side }: jogador
player-other-away = { $side }: jogador (ausente)
to-move = na vez
spectators =
    { $count ->
        [one] { $count } espectador
       *[other] { $count } espectadores
    }
invite-prompt = Envie este link para seu amigo:
invite-link-label = Link de convite
copy = Copiar
copied = Copiado
# $first and $second are side names, the others their points.
points = Pontos: { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = Peças perdidas pelo { $side }:
captured-none = Peças perdidas pelo { $side }: nenhuma

## Buttons

pass = Passar a vez
undo = Voltar lance
flip = Girar tabuleiro
flip-title = Virar o tabuleiro
resign = Desistir
new-game = Nova partida
moves-heading = Lances
coords-label = coordenadas
copy-moves = Copiar lances
moves-copied = Lances copiados
move-pass = passa
move-title = Lance { $ply }: { $move }

## Janggi setup choice

setup-title-mine = { $side }: escolha onde ficam seus cavalos e elefantes
setup-title-other = { $side } está escolhendo a formação…
# $setup is one of the setup-… names below.
setup-han-chose = { -han } escolheu { $setup }.
setup-order = { -han } escolhe primeiro, depois { -cho }.
setup-named = Nomeadas a partir da esquerda de cada jogador.
setup-ma-sang-sang-ma = 馬象象馬 cavalo, elefante, elefante, cavalo
setup-sang-ma-sang-ma = 象馬象馬 elefante, cavalo, elefante, cavalo
setup-ma-sang-ma-sang = 馬象馬象 cavalo, elefante, cavalo, elefante
setup-sang-ma-ma-sang = 象馬馬象 elefante, cavalo, cavalo, elefante

## Dialogs

resign-question = Desistir desta partida?
resign-yes = Desistir
keep-playing = Continuar jogando
# $outcome is one of the outcome-… sentences below.
pass-question = Passar a vez agora encerra a partida. { $outcome } Passar mesmo assim?
pass-yes = Passar e encerrar a partida
over-title = Fim de jogo
over-won = Você venceu!
over-lost = Você perdeu
over-draw = Empate
over-points = Pontos: { $first } { $firstPoints }, { $second } { $secondPoints }.
score-after-level = Contra o nível { $level }: vitórias { $won }, derrotas { $lost }, empates { $drawn }.
score-after-friend = Contra amigos: vitórias { $won }, derrotas { $lost }, empates { $drawn }.
score-after-local = Partidas neste dispositivo: vitórias do { $first } { $firstWins }, vitórias do { $second } { $secondWins }, empates { $drawn }.
play-again = Jogar de novo
look-at-board = Ver o tabuleiro

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = { $side } vence por xeque-mate.
outcome-win-no-legal-moves = { $side } vence: o outro lado não tem nenhum lance válido.
outcome-win-bikjang = { $side } vence por pontos após o bikjang (os generais ficaram frente a frente).
outcome-win-repetition = { $side } vence por repetição.
outcome-win-perpetual-check = { $side } vence: o outro lado deu xeque perpétuo.
outcome-win-double-pass = { $side } vence por pontos depois que os dois lados passaram a vez.
outcome-win-ply-limit = { $side } vence por pontos no limite de lances.
outcome-win-quiet-limit = { $side } vence após lances demais sem captura.
outcome-win-bare-material = { $side } vence: o outro lado não tem mais nenhuma peça de ataque.
outcome-win-resignation = { $side } vence por desistência.
outcome-win-agreement = { $side } vence por acordo.
outcome-win = { $side } vence.
outcome-draw-bikjang = Empate por bikjang (os generais ficaram frente a frente).
outcome-draw-repetition = Empate por repetição.
outcome-draw-perpetual-check = Empate: os dois lados deram xeque perpétuo.
outcome-draw-double-pass = Empate: os dois lados passaram a vez.
outcome-draw-ply-limit = Empate no limite de lances.
outcome-draw-quiet-limit = Empate após lances demais sem captura.
outcome-draw-bare-material = Empate: nenhum dos lados tem mais peças de ataque.
outcome-draw-agreement = Empate por acordo.
outcome-draw = Empate.

## Board cells and announcements for screen readers

# $point is a point name such as e3.
point-empty = { $point }, vazio
point-piece = { $piece } ({ $side }), { $point }
point-target = { $point }, vazio, você pode jogar aqui
point-capture = { $piece } ({ $side }), { $point }, você pode capturar aqui
announce-picked =
    { $count ->
        [one] Peça selecionada: { $piece } em { $point }; há um ponto de destino.
       *[other] Peça selecionada: { $piece } em { $point }; há { $count } pontos de destino.
    }
announce-cannot-move = { $piece } em { $point } não pode se mover agora.
announce-put-down = Peça solta.
# $move is the move in the game's notation, $side who made it.
announce-move = { $side }: { $move }.
announce-pass = { $side } passa a vez.

## Errors, by the server's codes

error-not-connected = Sem conexão com o servidor; tentando novamente…
error-unreachable = Não foi possível acessar o servidor.
error-unknown-game = Esta partida não existe.
error-wrong-token = Este navegador não ocupa nenhum lugar nesta partida.
error-spectator = Você está assistindo a esta partida e não pode jogar.
error-not-your-turn = Não é a sua vez.
error-malformed-move = O servidor não entendeu esse lance.
error-illegal-move = Esse lance não é válido.
error-game-over = A partida terminou.
error-undo-not-allowed = Nesta partida não é possível voltar lances.
error-setup-pending = A formação ainda está sendo escolhida.
error-no-setup = Não há formação para escolher agora.
error-unknown-setup = Essa formação não existe.
error-nothing-to-undo = Não há nenhum lance para voltar.
error-wrong-invite = Este convite não funciona.
error-seat-taken = Os dois lugares estão ocupados.
error-unavailable = A partida está ocupada; tente de novo daqui a pouco.
error-storage = O servidor não conseguiu salvar a partida; tente de novo.
error-storage-unavailable = O servidor não consegue salvar partidas no momento; tente de novo mais tarde.
error-too-many-spectators = Há gente demais assistindo a esta partida; tentando novamente…
error-bad-request = O servidor não entendeu a solicitação.
error-too-large = A solicitação era grande demais.
error-malformed = O servidor não entendeu uma mensagem.
error-rate-limited = Mensagens demais ao mesmo tempo; reconectando…
error-other = Algo deu errado ({ $code }).

## Study board and board editor

start-study = Estudar uma partida
start-editor = Montar uma posição
title-study = Tabuleiro de estudo · Palace
title-editor = Editor de posição · Palace
study-heading = Tabuleiro de estudo
study-import-legend = Importar uma partida
study-file-label = Abrir um arquivo
study-drop-hint = GIB, PGN, XQF, DhtmlXQ, CBF ou FEN; você também pode soltar o arquivo nesta página.
study-paste-label = Ou cole uma partida ou um FEN
study-paste-button = Ler
study-reading = Lendo…
study-read-failed = Não foi possível ler a partida: { $reason }
study-games-label = Partida
study-game-option = { $number }. { $title }
study-game-errors = Partidas do arquivo que não puderam ser lidas: { $count }. A primeira: { $detail }
study-empty = Importe uma partida ou abra uma posição do editor.
study-ply = Lance { $ply } de { $total }
study-branch = Lance { $ply } da sua linha a partir do lance { $from }
study-back-to-game = Voltar à partida
study-last = Último lance
study-export-legend = Exportar
study-fen-label = FEN
study-copy-fen = Copiar FEN
study-edit-position = Editar esta posição
study-export-what = O quê
study-export-line = A linha no tabuleiro
study-export-game = A partida importada
study-format-label = Formato
study-format-pgn = PGN, coordenadas
study-format-wxf = PGN, lances WXF
study-format-chinese = PGN, lances em chinês
study-format-korean = PGN, lances em coreano
study-format-gib = GIB
study-format-fen = FEN da posição mostrada
study-export-button = Mostrar
study-download = Baixar
editor-heading = Editor de posição
editor-palette-label = Peça a colocar
editor-turn-label = Vez de
editor-start = Posição inicial
editor-clear = Limpar o tabuleiro
editor-check = Verificar a posição
editor-open-study = Abrir no tabuleiro de estudo
editor-valid = A posição é válida.
editor-piece = { $piece } ({ $side })
editor-remove = Remover uma peça
editor-fault-bad-fen = Não foi possível ler o FEN.
editor-fault-general-count = { $side } deve ter exatamente um { $piece }.
editor-fault-general-outside-palace = { $piece } ({ $side }) em { $point } está fora do seu palácio.
editor-fault-generals-facing = Os generais estão frente a frente sem nada entre eles.
editor-fault-too-many = { $side } tem { $count } × { $piece }; no máximo { $max } são permitidos.
editor-fault-misplaced = { $piece } ({ $side }) em { $point } está onde nunca pode chegar.
editor-fault-soldier-behind-start = { $piece } ({ $side }) em { $point } está atrás da sua linha de partida; soldados nunca recuam.
editor-fault-opponent-in-check = O lado que não joga está em xeque.
editor-play-computer = Jogar contra o computador
editor-play-friend = Jogar com um amigo
study-this-game = Estudar esta partida

## analysis
analysis-legend = Análise do motor
analysis-on = Analisar
analysis-lines-label = Linhas
analysis-depth = Profundidade { $depth }
analysis-waiting = O motor está pensando…
analysis-no-moves = Nenhum lance legal nesta posição.
analysis-mate = { $side } dá mate em { $moves }
analysis-line-title = Linha { $number }: { $moves }
analysis-graph-button = Avaliar a partida inteira
analysis-graph-label = Avaliação após cada lance; clique para ir a esse lance
analysis-graph-progress = { $done } de { $total } posições avaliadas
analysis-graph-done = Os erros estão marcados em vermelho; clique no gráfico para ir a um lance.
analysis-mistake = Lance { $ply } ({ $move }): um erro, perdeu { $drop }
analysis-too-many = Há tabuleiros de análise demais abertos a partir do seu endereço; feche um e tente de novo.
analysis-no-engine = Este servidor não tem motor para analisar.
analysis-failed = A análise falhou: { $reason }
editor-keys-hint = No tabuleiro: as setas movem, uma letra FEN escolhe uma peça (maiúscula para o primeiro jogador: K A B N R C P), Enter ou Espaço a coloca, Delete remove, x escolhe remover.
