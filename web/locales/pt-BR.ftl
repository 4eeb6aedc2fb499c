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

## lessons
start-lessons = Lições
lessons-heading = Lições
lessons-intro = Cada lição ensina uma regra numa posição: leia a regra, compare os lances marcados e depois jogue a resposta no tabuleiro.
lessons-progress = { $done } de { $total } resolvidas
lessons-solved = Resolvida
lessons-step-rule = A regra
lessons-step-compare = Compare estes lances
lessons-step-play = Seu lance
lessons-play-hint = Jogue sua resposta no tabuleiro.
lessons-right = Certo!
lessons-wrong = Não é esse.
lessons-show-answer = Mostrar a resposta
lessons-try-again = Tentar de novo
lessons-next = Próxima lição
lessons-all = Todas as lições
lessons-review = Revisão
lessons-candidate = { $piece } { $move }
lessons-not-found = Essa lição não existe.
lesson-q-capture = Qual lance ganha material?
lesson-q-mate = Encontre o xeque-mate em um lance.
lesson-q-check = Você está em xeque. Qual é a melhor resposta?
lesson-q-safe = Seu cavalo está sendo atacado. Para onde ele deve ir?
lesson-q-bikjang = Os generais estão frente a frente. Desfaça o bikjang.
lesson-q-pass = Qual é a melhor coisa a fazer aqui?
lesson-q-points = Qual captura ganha mais pontos?
lesson-xq-cannon-screen-title = O anteparo do canhão
lesson-xq-cannon-screen-rule = O canhão anda como o carro, mas só captura saltando exatamente uma peça de qualquer lado: o anteparo.
lesson-xq-cannon-screen-explain = O soldado preto em b6 é o anteparo: o canhão salta sobre ele e captura o carro em b8.
lesson-xq-cannon-screen-wrong = Esse lance é legal, mas não captura nada: o canhão só captura por cima de um anteparo.
lesson-xq-cannon-screen-review = Canhão: desliza para andar, salta uma peça para capturar.
lesson-xq-cannon-limit-title = O que o canhão não pode capturar
lesson-xq-cannon-limit-rule = Sem peça no meio, ou com duas, o canhão não captura. Ele precisa de exatamente um anteparo.
lesson-xq-cannon-limit-explain = Seu soldado em e5 é o anteparo entre o canhão e o cavalo em g5. O carro em b9 não tem anteparo à frente.
lesson-xq-cannon-limit-wrong = O canhão só anda até lá. Ele não pode capturar o carro em b9: não há nada entre eles.
lesson-xq-cannon-limit-review = Sem anteparo, sem captura: procure exatamente uma peça no meio.
lesson-xq-horse-leg-title = A perna do cavalo
lesson-xq-horse-leg-rule = O cavalo anda um ponto reto e depois um na diagonal para fora. Uma peça nesse primeiro ponto, a perna, o bloqueia.
lesson-xq-horse-leg-explain = Seu conselheiro em d3 bloqueia o caminho até o carro em e4, mas o caminho até o canhão em a4 está livre.
lesson-xq-horse-leg-wrong = Isso não captura nada. O ponto d3 está bloqueado, mas b3 está livre.
lesson-xq-horse-leg-review = Antes de contar os saltos do cavalo, confira cada perna.
lesson-xq-elephant-eye-title = O olho do elefante
lesson-xq-elephant-eye-rule = O elefante anda exatamente dois pontos na diagonal e nunca cruza o rio. Uma peça no ponto do meio, o olho, o bloqueia.
lesson-xq-elephant-eye-explain = O soldado em f4 bloqueia o caminho para g5, mas o caminho para c5 está aberto: o elefante captura o cavalo.
lesson-xq-elephant-eye-wrong = Isso não captura nada. O olho d4 está livre, então o elefante alcança c5.
lesson-xq-elephant-eye-review = Uma peça no olho detém o elefante.
lesson-xq-soldier-river-title = Soldados do outro lado do rio
lesson-xq-soldier-river-rule = O soldado anda um ponto para a frente. Depois de cruzar o rio também pode andar para o lado, nunca para trás.
lesson-xq-soldier-river-explain = O soldado em e6 cruzou o rio, então pode capturar de lado o cavalo em d6. O de c5 ainda não cruzou.
lesson-xq-soldier-river-wrong = Isso não ganha nada. Só o soldado que cruzou o rio captura de lado.
lesson-xq-soldier-river-review = Antes do rio: só para a frente. Depois: para a frente ou para o lado.
lesson-xq-piece-values-title = O valor das peças
lesson-xq-piece-values-rule = Uma referência comum: carro 9, cavalo e canhão cerca de 4,5, conselheiro e elefante 2, soldado 1 ou 2.
lesson-xq-piece-values-explain = O cavalo pode capturar o carro ou um soldado; o carro vale muito mais.
lesson-xq-piece-values-wrong = Isso ganha bem menos. Seu cavalo pode capturar o carro em b5.
lesson-xq-piece-values-review = Entre várias capturas, fique com a peça mais valiosa.
lesson-xq-answer-check-title = Respondendo a um xeque
lesson-xq-answer-check-rule = Responde-se a um xeque movendo o general, bloqueando a linha ou capturando a peça que dá xeque. Aqui os conselheiros prendem o general.
lesson-xq-answer-check-explain = O carro em a8 captura o carro que dá xeque: o xeque some e você ganha um carro.
lesson-xq-answer-check-wrong = Isso bloqueia o xeque, mas o carro preto continua. Capturá-lo é melhor.
lesson-xq-answer-check-review = Em xeque, procure primeiro capturar a peça que dá o xeque.
lesson-xq-flying-general-pin-title = Os generais não podem se encarar
lesson-xq-flying-general-pin-rule = Os generais nunca podem ficar na mesma coluna sem nada entre eles. Uma peça sozinha entre eles não pode sair da coluna.
lesson-xq-flying-general-pin-explain = O cavalo preto em e6 é a única peça entre os generais. Ele não pode fugir, então seu soldado o captura.
lesson-xq-flying-general-pin-wrong = Assim o cavalo sobrevive. Seu general o cravou: capture-o agora.
lesson-xq-flying-general-pin-review = Seu general controla a coluna aberta: use-a para cravar.
lesson-xq-flying-general-mate-title = O general ajuda no mate
lesson-xq-flying-general-mate-rule = Como os generais não podem se encarar, seu general controla a coluna inteira.
lesson-xq-flying-general-mate-explain = O carro dá xeque em b10. O general não pode ir para d10, de frente para o seu general, nem para f10 ou e9.
lesson-xq-flying-general-mate-wrong = Não é mate: o general preto ainda tem saída.
lesson-xq-flying-general-mate-review = Conte seu general como atacante: ele vigia a coluna.
lesson-xq-double-chariot-mate-title = Mate com dois carros
lesson-xq-double-chariot-mate-rule = Dois carros dão mate no general: um fecha uma fileira e o outro dá xeque na seguinte.
lesson-xq-double-chariot-mate-explain = O carro em a9 segura a fileira 9 e o outro dá xeque em b10. O general não tem ponto livre.
lesson-xq-double-chariot-mate-wrong = O general escapa. Mantenha a fileira 9 fechada e dê xeque na fileira 10.
lesson-xq-double-chariot-mate-review = Um carro corta, o outro dá xeque.
lesson-xq-horse-chariot-mate-title = Mate de cavalo e carro
lesson-xq-horse-chariot-mate-rule = O cavalo dá xeque de perto enquanto o carro tira do general os pontos de fuga.
lesson-xq-horse-chariot-mate-explain = O cavalo dá xeque de g9 (ou f8). O carro cobre e9 e os conselheiros bloqueiam o resto.
lesson-xq-horse-chariot-mate-wrong = Não é mate. Dê xeque com o cavalo enquanto o carro vigia e9.
lesson-xq-horse-chariot-mate-review = O carro cerca, o cavalo dá xeque.
lesson-xq-horse-cannon-mate-title = Canhão atrás do cavalo
lesson-xq-horse-cannon-mate-rule = Um cavalo diante do general pode servir de anteparo ao canhão e ainda vigiar os pontos ao lado do general.
lesson-xq-horse-cannon-mate-explain = O canhão em e3 dá xeque por cima do cavalo em e8. O cavalo cobre d10 e f10, o canhão cobre e9.
lesson-xq-horse-cannon-mate-wrong = Não é mate. Ponha o canhão na coluna do general, atrás do cavalo.
lesson-xq-horse-cannon-mate-review = Cavalo na frente, canhão atrás: um mate clássico.
lesson-xq-soldier-mate-title = Mate de soldado
lesson-xq-soldier-mate-rule = Um soldado do outro lado do rio pode dar mate quando outras peças vigiam os pontos de fuga do general.
lesson-xq-soldier-mate-explain = O soldado dá xeque de f9, protegido pelo carro. O general não pode ir para e10: ficaria de frente para o seu general.
lesson-xq-soldier-mate-wrong = Não é mate. Avance o soldado onde o carro o protege.
lesson-xq-soldier-mate-review = Até um soldado dá mate quando o general não tem para onde ir.
lesson-xq-perpetual-check-title = Xeque perpétuo perde
lesson-xq-perpetual-check-rule = Quando uma posição se repete pela terceira vez e um lado deu xeque em todo lance, esse lado perde. O carro já deu xeque duas vezes de a10.
lesson-xq-perpetual-check-explain = O carro em i8 dá xeque em i10 enquanto o outro segura a fileira 9: mate, sem repetir.
lesson-xq-perpetual-check-wrong = O xeque de a10 repete a posição pela terceira vez e perderia. Procure um mate.
lesson-xq-perpetual-check-review = Não repita xeques: encontre um novo, ou um mate.
lesson-xq-chase-title = Perseguição
lesson-xq-chase-rule = Atacar repetidamente a mesma peça desprotegida é uma perseguição. Nestas regras, a perseguição perpétua perde, como o xeque perpétuo.
lesson-xq-chase-explain = Em c4 o cavalo fica protegido pelo seu carro em c1: a perseguição acabou.
lesson-xq-chase-wrong = Ali o cavalo continua desprotegido e o carro pode seguir perseguindo.
lesson-xq-chase-review = Contra uma perseguição, ponha a peça onde esteja protegida.
lesson-jg-cannon-screen-title = O anteparo do canhão no janggi
lesson-jg-cannon-screen-rule = No janggi o canhão salta exatamente uma peça tanto para andar quanto para capturar. Sem anteparo, ele não se move.
lesson-jg-cannon-screen-explain = O soldado Han em b6 é o anteparo: o canhão salta sobre ele e captura o carro em b8.
lesson-jg-cannon-screen-wrong = O canhão pode parar ali, mas não captura nada. Salte o anteparo e capture o carro.
lesson-jg-cannon-screen-review = O canhão do janggi sempre salta, até para andar.
lesson-jg-cannon-limit-title = Canhão não salta canhão
lesson-jg-cannon-limit-rule = O canhão do janggi não pode usar um canhão como anteparo nem capturar um canhão.
lesson-jg-cannon-limit-explain = O canhão Han em b5 não pode ser saltado, então o carro está seguro. Por cima do seu cavalo em c3, o canhão captura o cavalo em f3.
lesson-jg-cannon-limit-wrong = Isso não captura nada. Use seu cavalo em c3 como anteparo e capture o cavalo em f3.
lesson-jg-cannon-limit-review = Canhões não saltam nem capturam canhões.
lesson-jg-chariot-diagonal-title = O carro no palácio
lesson-jg-chariot-diagonal-rule = Dentro do palácio o carro também pode andar pelas diagonais.
lesson-jg-chariot-diagonal-explain = De d3 o carro segue a diagonal pelo centro vazio e2 e captura o canhão em f1.
lesson-jg-chariot-diagonal-wrong = Isso não captura nada. No palácio o carro pode usar a diagonal de d3 a f1.
lesson-jg-chariot-diagonal-review = As linhas do palácio são caminhos extras para o carro.
lesson-jg-cannon-diagonal-title = O canhão na diagonal do palácio
lesson-jg-cannon-diagonal-rule = Numa diagonal do palácio o canhão salta de um canto ao canto oposto, por cima de uma peça no centro que não seja canhão.
lesson-jg-cannon-diagonal-explain = Sua guarda em e2 é o anteparo: o canhão salta de d1 para f3 e captura o carro.
lesson-jg-cannon-diagonal-wrong = Isso não captura nada. Salte na diagonal por cima da guarda em e2.
lesson-jg-cannon-diagonal-review = No palácio o canhão pode saltar por cima do centro.
lesson-jg-elephant-block-title = O elefante do janggi
lesson-jg-elephant-block-rule = O elefante anda um ponto reto e depois dois na diagonal. Uma peça em qualquer dos dois pontos do caminho o bloqueia.
lesson-jg-elephant-block-explain = O caminho até f6 por d4 e e5 está livre: o elefante captura o cavalo. O soldado em d6 bloqueia o caminho até o carro.
lesson-jg-elephant-block-wrong = Isso não captura nada. Confira os dois pontos de cada caminho do elefante.
lesson-jg-elephant-block-review = O elefante tem dois pontos a conferir em cada caminho.
lesson-jg-horse-block-title = O cavalo do janggi
lesson-jg-horse-block-rule = O cavalo anda um ponto reto e depois um na diagonal para fora. Uma peça no primeiro ponto o bloqueia.
lesson-jg-horse-block-explain = Sua guarda em d3 bloqueia o caminho até o carro em e4; o caminho até o canhão em a4, por b3, está livre.
lesson-jg-horse-block-wrong = Isso não captura nada. O cavalo ainda chega a a4 pelo ponto vazio b3.
lesson-jg-horse-block-review = O cavalo é tão livre quanto o seu primeiro passo.
lesson-jg-soldier-palace-title = Soldados no palácio
lesson-jg-soldier-palace-rule = O soldado do janggi anda para a frente ou para o lado. No palácio inimigo também pode avançar pelas diagonais.
lesson-jg-soldier-palace-explain = Do canto d8 o soldado segue a diagonal do palácio até e9 e captura o cavalo.
lesson-jg-soldier-palace-wrong = Isso não captura nada. De d8 o soldado pode ir na diagonal até e9.
lesson-jg-soldier-palace-review = No palácio inimigo, os soldados usam as diagonais.
lesson-jg-points-title = Contando pontos
lesson-jg-points-rule = As peças do janggi valem pontos: carro 13, canhão 7, cavalo 5, elefante 3, guarda 3, soldado 2; Han recebe 1,5 a mais. Alguns finais são decididos por pontos.
lesson-jg-points-explain = O canhão vale 7 pontos e o cavalo 5: capture o canhão.
lesson-jg-points-wrong = Isso ganha menos pontos. O canhão vale 7, o cavalo 5.
lesson-jg-points-review = Carro 13, canhão 7, cavalo 5, elefante e guarda 3, soldado 2.
lesson-jg-general-diagonal-title = O general nas diagonais
lesson-jg-general-diagonal-rule = O general anda um ponto pelas linhas do palácio, diagonais incluídas, e nunca sai do palácio.
lesson-jg-general-diagonal-explain = O general vai na diagonal de d3 para e2, fora da coluna do carro, para um ponto que nada ataca; o soldado vigia e3.
lesson-jg-general-diagonal-wrong = Se o carro bloquear, o carro Han o captura. O general pode fugir pela diagonal.
lesson-jg-general-diagonal-review = No palácio, as diagonais são rotas de fuga.
lesson-jg-bikjang-title = Bikjang
lesson-jg-bikjang-rule = Dois generais frente a frente numa coluna aberta formam o bikjang. Nestas regras, depois de uma captura, quem joga deve desfazê-lo, senão a partida é decidida por pontos.
lesson-jg-bikjang-explain = Seu carro em e5 fica entre os generais; tirar o general da coluna também desfaz o bikjang.
lesson-jg-bikjang-wrong = Depois desse lance os generais continuam frente a frente: o bikjang permanece.
lesson-jg-bikjang-review = Para desfazer o bikjang, saia da coluna ou ponha uma peça no meio.
lesson-jg-pass-title = Passar a vez
lesson-jg-pass-rule = No janggi, quem não está em xeque pode passar em vez de jogar. Aqui qualquer lance perderia sua guarda.
lesson-jg-pass-explain = Passar mantém a guarda em e2, onde ela protege seu general do carro.
lesson-jg-pass-wrong = Em e3 a guarda é capturada pelo soldado em d3. Passar não custa nada.
lesson-jg-pass-review = Quando todo lance piora as coisas, passe.
lesson-jg-double-chariot-mate-title = Mate com dois carros no janggi
lesson-jg-double-chariot-mate-rule = Dois carros dão mate como no xiangqi: um fecha uma fileira e o outro dá xeque na última.
lesson-jg-double-chariot-mate-explain = O carro em a9 segura a fileira 9 e o carro em b10 dá xeque. O general não tem ponto livre.
lesson-jg-double-chariot-mate-wrong = O general escapa. Mantenha a fileira 9 fechada e dê xeque na fileira 10.
lesson-jg-double-chariot-mate-review = Um carro corta, o outro dá xeque.
lesson-jg-horse-chariot-mate-title = Mate de cavalo e carro no janggi
lesson-jg-horse-chariot-mate-rule = O carro dá xeque na última fileira enquanto o cavalo vigia a saída do general.
lesson-jg-horse-chariot-mate-explain = O carro dá xeque de i10; o cavalo em c8 vigia e9, e d10 e f10 estão na linha do carro.
lesson-jg-horse-chariot-mate-wrong = Não é mate. Dê xeque na fileira 10, onde o cavalo vigia e9.
lesson-jg-horse-chariot-mate-review = O cavalo vigia, o carro dá xeque.
lesson-jg-cannon-mate-title = Mate de canhão no janggi
lesson-jg-cannon-mate-rule = O canhão dá xeque por cima de um anteparo. Soldados diante do general são bons anteparos e vigiam os pontos de fuga.
lesson-jg-cannon-mate-explain = O canhão em d3 dá xeque por cima do soldado em d8. d9 e e9 estão vigiados e nada pode se interpor.
lesson-jg-cannon-mate-wrong = Não é mate. Salte com o canhão para a coluna do general, atrás do soldado em d8.
lesson-jg-cannon-mate-review = Um soldado pode ser anteparo e guarda ao mesmo tempo.
lesson-jg-perpetual-check-title = Xeque perpétuo no janggi
lesson-jg-perpetual-check-rule = Quando uma posição se repete pela terceira vez e um lado deu xeque em todo lance, esse lado perde. O carro já deu xeque duas vezes de a10.
lesson-jg-perpetual-check-explain = O carro dá xeque de i10 enquanto o outro segura a fileira 9: mate, sem repetir.
lesson-jg-perpetual-check-wrong = Outro xeque de a10 repete a posição e perde. Procure o mate.
lesson-jg-perpetual-check-review = Não repita xeques: encontre um novo, ou um mate.
## online play: accounts, lobby, clocks, offers, chat, profiles, live games

account-login-open = Entrar
account-logout = Sair
account-signed-in = Conectado como { $name }
account-heading = Entre ou crie uma conta
account-username = Nome de usuário
account-password = Senha
account-rules = Nomes de usuário: 2 a 20 letras, algarismos, _ ou -. Senhas: pelo menos 8 caracteres.
account-login = Entrar
account-register = Criar conta
account-cancel = Cancelar
account-error-username-taken = Esse nome de usuário já está em uso; escolha outro.
account-error-bad-username = Um nome de usuário tem de 2 a 20 letras, algarismos, _ ou -.
account-error-bad-password = Uma senha tem pelo menos 8 caracteres.
account-error-wrong-credentials = Nome de usuário ou senha incorretos.
account-error-rate-limited = Tentativas demais; espere um minuto e tente de novo.
start-lobby = Jogar online
start-live = Assistir partidas
start-leaderboard = Classificação
start-online-now = { $online } online agora, { $games } partidas em andamento
lobby-heading = Salão
lobby-guest-hint = Convidados jogam partidas amistosas; entre para jogar partidas valendo rating e desafiar jogadores.
lobby-challenges = Desafios
lobby-seeks = Convites abertos
lobby-no-seeks = Ainda não há convites abertos. Crie um abaixo.
lobby-new-seek = Novo convite
lobby-clock = Relógio
lobby-clock-fischer = Minutos + segundos por lance
lobby-clock-byoyomi = Byo-yomi
lobby-untimed = Sem relógio
lobby-base = Minutos
lobby-increment = Segundos somados por lance
lobby-main = Tempo principal (minutos)
lobby-periods = Períodos
lobby-period = Segundos por período
lobby-rated = Valendo rating
lobby-challenge-to = Desafiar um jogador
lobby-create-seek = Criar convite
lobby-send-challenge = Enviar desafio
lobby-guest = Convidado
lobby-offer-terms = { $game }, { $rules }, { $clock }, { $rated }
lobby-rated-short = valendo rating
lobby-casual-short = amistosa
lobby-challenge-from = Desafio de { $name }
lobby-challenge-to-player = Seu desafio para { $name }
lobby-accept = Aceitar
lobby-decline = Recusar
lobby-withdraw = Retirar
lobby-cancel = Cancelar
lobby-error-no-name = Digite o nome de usuário do jogador a desafiar.
lobby-error-rated-needs-account = Partidas valendo rating são para jogadores conectados; entre ou jogue amistosa.
lobby-error-too-many-seeks = Você já tem o máximo de convites abertos; cancele um antes.
lobby-error-unknown-seek = Esse convite não está mais aberto.
lobby-error-unknown-challenge = Esse desafio não está mais aberto.
lobby-error-own-seek = Você não pode jogar contra si mesmo.
lobby-error-not-yours = Isso não é seu.
lobby-error-unknown-player = Não há jogador com esse nome de usuário.
lobby-error-not-logged-in = Entre primeiro.
clock-periods = { $periods } × { $seconds } s
clock-low = Pouco tempo
offer-accept = Aceitar
offer-decline = Recusar
offer-draw-from = { $side } oferece empate.
offer-draw-waiting = Empate oferecido; aguardando a resposta.
offer-takeback-from = { $side } pede para voltar um lance.
offer-takeback-waiting = Volta de lance pedida; aguardando a resposta.
online-offer-draw = Oferecer empate
online-takeback = Pedir para voltar
online-abort = Anular a partida
online-rematch = Revanche
online-rematch-accept = Aceitar a revanche
online-claim-win = Reivindicar a vitória
online-claim-draw = Declarar empate
online-download-pgn = Baixar PGN
online-download-gib = Baixar GIB
grace-countdown = Seu adversário saiu. Se ele não voltar, você poderá reivindicar a partida em { $seconds } s.
grace-over = Seu adversário não voltou. Reivindique a vitória ou declare empate.
chat-players = Chat dos jogadores
chat-spectators = Chat dos espectadores
chat-label = Mensagem
chat-send = Enviar
chat-from = { $name }:
chat-from-guest = Convidado:
outcome-aborted = A partida foi anulada.
outcome-win-timeout = { $side } vence por tempo.
outcome-win-abandonment = { $side } vence: o adversário abandonou a partida.
outcome-draw-timeout = Empate: o tempo acabou, mas o outro lado não podia vencer.
outcome-draw-abandonment = Empate: o adversário abandonou a partida.
error-no-draws = Estas regras não têm empate por acordo.
error-two-players-only = Só em partidas entre dois jogadores.
error-no-offer = Não há oferta para responder.
error-too-late-to-abort = Uma partida só pode ser anulada nos dois primeiros lances.
error-opponent-present = Seu adversário ainda está aqui (ou ainda pode voltar).
error-not-over = A partida ainda não terminou.
error-bad-chat = Essa mensagem não pode ser enviada (vazia, longa demais ou não permitida aqui).
profile-title = { $name }: perfil
profile-unknown = Não há jogador com esse nome de usuário.
profile-provisional = Rating provisório (?): ainda poucas partidas.
profile-record = Partidas: { $games }; vitórias { $wins }, empates { $draws }, derrotas { $losses }
profile-chart = Rating de { $game } de { $from } a { $to }
profile-games = Partidas
profile-newer = Partidas mais recentes
profile-older = Partidas anteriores
profile-playing = Em andamento
profile-game-about = { $game }, { $rated }: { $result }
game-players = { $first } contra { $second }
leaderboard-heading = Classificação
leaderboard-title = Classificação de { $game }
leaderboard-empty = Ainda não há partidas valendo rating.
live-heading = Partidas em andamento
live-empty = Nenhuma partida em andamento agora.
live-about = { $game }, { $rules }, { $clock }
live-watch = Assistir
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
