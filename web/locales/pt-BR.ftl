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

## rules pages

start-rules = Regras dos jogos
rules-this-game = Regras desta partida
rules-overview-title = { -brand }: regras do { -xiangqi } e do { -janggi }
rules-overview-heading = Regras do { -xiangqi } e do { -janggi }
rules-overview-intro = Os dois jogos são jogados nos pontos de um tabuleiro de nove linhas de largura e dez de comprimento. Cada lado tem um general num palácio de nove pontos e vence ao dar xeque-mate no outro general.
rules-about-xiangqi = O { -xiangqi } é o xadrez chinês. Um rio cruza o meio do tabuleiro, e { -red } joga primeiro.
rules-about-janggi = O { -janggi } é o xadrez coreano. Não há rio, as diagonais de cada palácio são caminhos para as peças dentro dele, e { -cho } joga primeiro.
rules-setup-choice = Antes da partida, cada lado escolhe como ficam seus cavalos e elefantes.
rules-setup-fixed = As peças começam em pontos fixos.
rules-page-title = { -brand }: { $rules }
rules-all = Todas as regras
rules-play = Jogar uma partida
rules-presets-heading = Conjuntos de regras
rules-not-found-title = Esse conjunto de regras não existe
rules-not-found-text = Não há conjunto de regras chamado “{ $name }”. Estes são os que o { -brand } conhece:
rules-pieces-heading = Como as peças se movem
rules-diagram-caption = De { $from } pode ir para: { $targets }.
rules-diagram-blocked = Bloqueado: { $points }.
rules-move-xiangqi-k = O general anda um ponto ao longo de uma linha e nunca sai do palácio. Os dois generais nunca podem ficar frente a frente numa coluna aberta.
rules-move-xiangqi-a = O conselheiro anda um ponto na diagonal e fica no palácio.
rules-move-xiangqi-b = O elefante anda exatamente dois pontos na diagonal. Uma peça no ponto do meio o bloqueia, e ele nunca atravessa o rio.
rules-move-xiangqi-n = O cavalo anda um ponto ao longo de uma linha e depois um ponto na diagonal para fora. Uma peça nesse primeiro ponto fecha o caminho.
rules-move-xiangqi-r = A carruagem anda qualquer distância ao longo de uma linha até uma peça pará-la, e captura a primeira peça inimiga que encontra.
rules-move-xiangqi-c = O canhão anda como a carruagem, mas só captura saltando exatamente uma peça para cair sobre uma peça inimiga.
rules-move-xiangqi-p = O soldado avança um ponto. Depois de atravessar o rio, também pode andar um ponto para o lado. Nunca volta.
rules-move-janggi-k = O general anda um ponto ao longo de qualquer linha do palácio, incluindo as diagonais, e nunca sai dele.
rules-move-janggi-a = O guarda anda como o general: um ponto ao longo das linhas do palácio.
rules-move-janggi-b = O elefante anda um ponto ao longo de uma linha e depois dois pontos na diagonal para fora. Uma peça em qualquer ponto do caminho o bloqueia.
rules-move-janggi-n = O cavalo anda um ponto ao longo de uma linha e depois um ponto na diagonal para fora. Uma peça nesse primeiro ponto fecha o caminho.
rules-move-janggi-r = A carruagem anda qualquer distância ao longo de uma linha e, dentro de um palácio, também pelas diagonais.
rules-move-janggi-c = O canhão salta exatamente uma peça que não seja canhão, ao longo de uma linha ou diagonal do palácio, e para num ponto além dela ou captura ali. Nunca captura um canhão.
rules-move-janggi-p = O soldado anda um ponto para a frente ou para o lado, nunca para trás.
rules-note-cannon-slides = Neste conjunto de regras, um canhão que não captura também pode andar como uma carruagem.
rules-note-cannon-must-jump = Ele precisa de uma peça para saltar mesmo quando não captura.
rules-note-soldier-palace-diagonals = No palácio inimigo também pode avançar pelas diagonais.
rules-table-heading = As peças num relance
rules-col-traditional = Tradicional
rules-col-readable = Um caractere
rules-col-picture = Desenho
rules-col-name = Nome
rules-col-moves = Como se move
rules-col-points = Pontos
rules-short-xiangqi-k = Um ponto ao longo de uma linha, no palácio
rules-short-xiangqi-a = Um ponto na diagonal, no palácio
rules-short-xiangqi-b = Dois pontos na diagonal, nunca além do rio
rules-short-xiangqi-n = Um reto, depois um na diagonal; pode ser bloqueado
rules-short-xiangqi-r = Qualquer distância ao longo de uma linha
rules-short-xiangqi-c = Como a carruagem; captura saltando uma peça
rules-short-xiangqi-p = Um para a frente; também de lado após o rio
rules-short-janggi-k = Um ponto ao longo das linhas do palácio
rules-short-janggi-a = Um ponto ao longo das linhas do palácio
rules-short-janggi-b = Um reto, depois dois na diagonal; pode ser bloqueado
rules-short-janggi-n = Um reto, depois um na diagonal; pode ser bloqueado
rules-short-janggi-r = Qualquer distância ao longo de uma linha ou diagonal do palácio
rules-short-janggi-c = Salta exatamente uma peça que não seja canhão
rules-short-janggi-p = Um para a frente ou para o lado
rules-endings-heading = Como a partida termina
rules-end-checkmate = Xeque-mate: perde o lado cujo general está atacado e não pode escapar.
rules-end-no-legal-move = Um lado sem nenhum lance legal perde, mesmo sem estar em xeque.
rules-end-flying-general = Os generais nunca podem ficar frente a frente numa coluna aberta: um lance que os deixaria assim não é permitido.
rules-end-facing-allowed = Os generais podem ficar frente a frente numa coluna aberta; nada acontece por isso.
rules-end-bikjang-break-or-pass = Bikjang: o lado cuja vez começa com os generais frente a frente deve bloquear ou deixar a coluna, ou passar.
rules-end-bikjang-must-break = Bikjang: o lado cuja vez começa com os generais frente a frente deve bloquear ou deixar a coluna.
rules-end-bikjang-pass-while-facing = Passar enquanto os generais estão frente a frente encerra a partida: { $decision ->
    [points] vence o lado com mais pontos.
   *[draw] é empate.
  }
rules-end-bikjang-still-facing = Depois que alguma peça foi capturada, o lado cuja vez começou com os generais frente a frente e que os deixa assim encerra a partida: { $decision ->
    [points] vence o lado com mais pontos.
   *[draw] é empate.
  }
rules-end-pass-allowed = Um lado que não está em xeque pode passar em vez de jogar.
rules-end-pass-never = Não é permitido passar.
rules-end-double-pass = Se os dois lados passam um depois do outro, a partida termina: { $decision ->
    [points] vence o lado com mais pontos.
   *[draw] é empate.
  }
rules-end-repetition-xiangqi = Quando uma posição ocorre pela terceira vez, perde o lado que deu xeque em todos os lances desde a primeira ocorrência, a menos que ambos o tenham feito; senão é empate.
rules-end-repetition-janggi = Quando uma posição ocorre pela terceira vez, vence o lado com mais pontos; o lado que deu xeque em todos os lances desde a primeira ocorrência perde em vez disso, a menos que ambos o tenham feito.
rules-end-repetition-fold = Quando uma posição ocorreu { $count } vezes, a partida termina: quem dá xeque perpétuo perde; senão { $decision ->
    [points] vence o lado com mais pontos.
   *[draw] é empate.
  }
rules-end-chasing = Perseguir uma peça desprotegida a cada lance perde, como o xeque perpétuo.
rules-end-move-repetition = Mover uma peça para lá e para cá sem dar xeque conta antes como repetição.
rules-end-repetition-none = Posições repetidas não encerram a partida.
rules-end-ply-limit = Depois de { $count } lances no total (cada lance de cada lado conta), a partida termina: { $decision ->
    [points] vence o lado com mais pontos.
   *[draw] é empate.
  }
rules-end-quiet-limit = Depois de { $count } lances sem captura (cada lance de cada lado conta), a partida termina: { $decision ->
    [points] vence o lado com mais pontos.
   *[draw] é empate.
  }
rules-end-quiet-limit-check-offset = Xeques de um lado além de dez aumentam esse limite.
rules-end-bare-material = Se nenhum lado tem mais carruagem, cavalo, canhão ou soldado, a partida é empate.
rules-end-draw-agreement = Os jogadores podem combinar um empate.
rules-end-resignation = Um jogador pode desistir a qualquer momento.
rules-end-points = Pontos: cada lado conta suas peças no tabuleiro (veja a tabela); { -han } soma { $bonus } por jogar em segundo, então os totais nunca empatam.
rules-faq-heading = Perguntas e respostas
rules-faq-q1 = Qual lado joga primeiro?
rules-faq-a1 = { -red } no { -xiangqi }, { -cho } no { -janggi }.
rules-faq-q2 = O general pode sair do palácio?
rules-faq-a2 = Não. O general e seus conselheiros ou guardas ficam sempre dentro do palácio.
rules-faq-q3 = Por que meu cavalo ou elefante não pode ir para lá?
rules-faq-a3 = Uma peça num ponto do caminho o bloqueia; os diagramas acima marcam esses pontos com um X.
rules-faq-q4 = O que acontece quando a mesma posição volta sempre?
rules-faq-a4 = Depende do conjunto de regras: a lista de como a partida termina nesta página diz o que este faz.
rules-strategy-heading = Dicas de estratégia
rules-strategy-opening-heading = Abertura
rules-strategy-opening = Tire as carruagens cedo, desenvolva os cavalos antes que sejam bloqueados, mantenha o palácio defendido e não mova soldados sem propósito.
rules-strategy-values-heading = O valor das peças
rules-strategy-values-xiangqi = Uma carruagem vale cerca de dois cavalos ou dois canhões. Os canhões são mais fortes no começo e os cavalos no fim, quando o tabuleiro esvazia. Conselheiros e elefantes defendem.
rules-strategy-values-janggi = Os pontos da tabela são um bom guia: a carruagem é a peça mais forte, e os canhões enfraquecem quando o tabuleiro esvazia, pois precisam de peças para saltar.
rules-strategy-mates-heading = Mates comuns
rules-strategy-mates = Duas carruagens dão mate alternando-se em linhas vizinhas. Um cavalo e uma carruagem dão mate num general preso pelas próprias peças. Um canhão atrás de uma peça de apoio na linha do general dá mate quando ele não pode sair para o lado.
embed-title = { -brand }: tabuleiro
embed-link-game = Ver esta partida no { -brand }
embed-link-rules = Regras desta partida no { -brand }
embed-link-home = Jogue { -janggi } e { -xiangqi } no { -brand }
embed-no-game = Não existe a partida “{ $id }”.
embed-unavailable = Esta partida não pode ser mostrada agora: { $reason }
embed-bad-query = Este link está malformado.
embed-bad-rules = Conjunto de regras desconhecido “{ $name }”.
embed-bad-fen = Esta posição não pode ser mostrada: { $reason }
embed-code-button = Copiar código de incorporação
embed-code-copied = Código de incorporação copiado
embed-frame-title = { -brand }: tabuleiro
