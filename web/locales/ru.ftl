# Palace, клиент для браузера: русский каталог.

## Terms

-brand = Palace
-xiangqi = сянци
-janggi = чанги
-red = Красные
-black = Чёрные
-cho = Чо
-han = Хан

## Page and header

title-start = { -brand }: { -janggi } и { -xiangqi }
title-game = { -brand }: { $first } против { $second }
brand = { -brand }
pieces-label = Фигуры
language-label = Язык
sound-label = Звук
skip-to-board = Перейти к доске

## Piece sets

pieceset-traditional = Традиционные иероглифы
pieceset-readable = Один иероглиф на каждый вид фигур
pieceset-letters = Буквы
pieceset-pictures = Картинки

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = Генерал
piece-xiangqi-a = Советник
piece-xiangqi-b = Слон
piece-xiangqi-n = Конь
piece-xiangqi-r = Колесница
piece-xiangqi-c = Пушка
piece-xiangqi-p = Солдат
piece-janggi-k = Генерал
piece-janggi-a = Страж
piece-janggi-b = Слон
piece-janggi-n = Конь
piece-janggi-r = Колесница
piece-janggi-c = Пушка
piece-janggi-p = Солдат

## Start screen

start-heading = Играйте в { -janggi } или { -xiangqi }
resume-button = Продолжить партию
game-legend = Игра
game-xiangqi = Сянци
game-xiangqi-sub = китайские шахматы
game-janggi = Чанги
game-janggi-sub = корейские шахматы
opponent-legend = Соперник
mode-computer = Компьютер
mode-local = Два игрока
mode-local-sub = на этом устройстве
mode-friend = Пригласить друга
mode-friend-sub = отправить ссылку
level-legend = Уровень
level-select-label = Уровень от 1 до 8
level-easy = Лёгкий
level-easy-about = Допускает ошибки: хорошо подходит, чтобы освоить ходы.
level-normal = Средний
level-normal-about = Играет разумно и наказывает за незащищённые фигуры.
level-hard = Сложный
level-hard-about = Самый сильный уровень: думает дольше всех и редко ошибается.
score-level = Ваши результаты на уровне { $level }: победы — { $won }, поражения — { $lost }, ничьи — { $drawn }
score-friend = Против друзей: победы — { $won }, поражения — { $lost }, ничьи — { $drawn }
score-local = Партии на этом устройстве: победы ({ $first }) — { $firstWins }, победы ({ $second }) — { $secondWins }, ничьи — { $drawn }
side-legend = Ваша сторона
side-moves-first = первый ход
side-moves-second = второй ход
side-random = Случайно
side-at-bottom = { $side } внизу
rules-legend = Правила
rules-advanced = Для опытных: совместимо с Fairy-Stockfish
rules-xiangqi-standard = Стандартные (азиатские правила, упрощённое правило повторения)
rules-xiangqi = Fairy-Stockfish: { -xiangqi }
rules-janggi-standard = Стандартные (выбор расстановки, бикчан — по очкам)
rules-janggi-club = Клубные (фиксированная расстановка, пушка без взятия ходит как колесница)
rules-janggi-strict = Строгие (без пропуска хода)
rules-janggi = Fairy-Stockfish: { -janggi }
rules-janggitraditional = Fairy-Stockfish: традиционные
rules-janggimodern = Fairy-Stockfish: современные (Kakao)
rules-janggicasual = Fairy-Stockfish: любительские
setup-hint = В { -janggi } перед первым ходом каждая сторона выбирает, где будут стоять её кони и слоны: сначала { -han }, затем { -cho }.
start-button = Начать
start-failed = Не удалось начать партию: { $reason }

## A game link that leads nowhere

not-found-heading = Здесь нет партии
not-found-text = По этой ссылке партии нет. Возможно, в ссылке опечатка или партия больше не существует.
not-found-home = Начать новую партию

## Game screen

board-label = Доска
board-help = Стрелки перемещают курсор, Enter или пробел берут и ставят фигуру, Escape отменяет.
review-start = Начальная позиция
review-after = После хода { $ply } из { $total }
review-first = Начальная позиция
review-prev = Предыдущий ход
review-next = Следующий ход
review-live = Вернуться к партии
turn-connecting = Подключение…
turn-reconnecting = Повторное подключение…
turn-choose-setup = Выберите расстановку ({ $side }).
turn-waiting-setup = Ожидание выбора расстановки ({ $side })…
turn-side-to-move = Очередь хода: { $side }.
turn-yours = Ваш ход ({ $side }).
turn-computer = Компьютер ({ $side }) думает…
turn-waiting-friend = Ждём, пока друг присоединится к игре ({ $side })…
turn-waiting = Ожидание хода: { $side }…
check-xiangqi = Шах!
check-janggi = Чангун (шах)!
notice-watching = Вы наблюдаете за этой партией.
notice-seat-taken = Оба места заняты: вы наблюдаете за этой партией.
notice-invite-failed = Это приглашение недействительно: вы наблюдаете за этой партией.
notice-repetition = Эта позиция повторилась дважды. Если она возникнет в третий раз, партия закончится (сторона, объявлявшая шах каждым ходом, проигрывает).
notice-bikjang = Бикчан: генералы стоят друг против друга на открытой вертикали.

## Players

player-you = { $side }: вы
player-this-device = { $side }: это устройство
player-computer = { $side }: компьютер, уровень { $level }
player-waiting-friend = { $side }: ждём друга
player-friend = { $side }: ваш друг
player-friend-away = { $side }: ваш друг (не в сети)
player-other = { $side }: игрок
player-other-away = { $side }: игрок (не в сети)
to-move = ходит
spectators =
    { $count ->
        [one] { $count } зритель
        [few] { $count } зрителя
        [many] { $count } зрителей
       *[other] { $count } зрителя
    }
invite-prompt = Отправьте эту ссылку другу:
invite-link-label = Ссылка-приглашение
copy = Копировать
copied = Скопировано
points = Очки: { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = Потери ({ $side }):
captured-none = Потери ({ $side }): нет

## Buttons

pass = Пропустить ход
undo = Вернуть ход
flip = Перевернуть доску
flip-title = Развернуть доску другой стороной
resign = Сдаться
new-game = Новая партия
moves-heading = Ходы
coords-label = координаты
copy-moves = Копировать ходы
moves-copied = Ходы скопированы
move-pass = пропуск
move-title = Ход { $ply }: { $move }

## Janggi setup choice

setup-title-mine = { $side }: выберите, где будут стоять ваши кони и слоны
setup-title-other = { $side }: идёт выбор расстановки…
setup-han-chose = { -han }: выбрана расстановка { $setup }.
setup-order = Сначала выбирает { -han }, затем { -cho }.
setup-named = Порядок указан слева направо с точки зрения каждого игрока.
setup-ma-sang-sang-ma = 馬象象馬 конь, слон, слон, конь
setup-sang-ma-sang-ma = 象馬象馬 слон, конь, слон, конь
setup-ma-sang-ma-sang = 馬象馬象 конь, слон, конь, слон
setup-sang-ma-ma-sang = 象馬馬象 слон, конь, конь, слон

## Dialogs

resign-question = Сдать эту партию?
resign-yes = Сдаться
keep-playing = Продолжить игру
pass-question = Если пропустить ход сейчас, партия закончится. { $outcome } Всё равно пропустить?
pass-yes = Пропустить и закончить партию
over-title = Партия окончена
over-won = Вы выиграли!
over-lost = Вы проиграли
over-draw = Ничья
over-points = Очки: { $first } { $firstPoints }, { $second } { $secondPoints }.
score-after-level = Против уровня { $level }: победы — { $won }, поражения — { $lost }, ничьи — { $drawn }.
score-after-friend = Против друзей: победы — { $won }, поражения — { $lost }, ничьи — { $drawn }.
score-after-local = Партии на этом устройстве: победы ({ $first }) — { $firstWins }, победы ({ $second }) — { $secondWins }, ничьи — { $drawn }.
play-again = Сыграть ещё
look-at-board = Посмотреть на доску

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = { $side }: победа матом.
outcome-win-no-legal-moves = { $side }: победа — у соперника нет допустимых ходов.
outcome-win-bikjang = { $side }: победа по очкам после бикчана (генералы стояли друг против друга).
outcome-win-repetition = { $side }: победа по правилу повторения.
outcome-win-perpetual-check = { $side }: победа — соперник давал вечный шах.
outcome-win-double-pass = { $side }: победа по очкам — обе стороны пропустили ход.
outcome-win-ply-limit = { $side }: победа по очкам — достигнут лимит ходов.
outcome-win-quiet-limit = { $side }: победа — сделано слишком много ходов без взятий.
outcome-win-bare-material = { $side }: победа — у соперника не осталось атакующих фигур.
outcome-win-resignation = { $side }: победа — соперник сдался.
outcome-win-agreement = { $side }: победа по соглашению.
outcome-win = { $side }: победа.
outcome-draw-bikjang = Ничья из-за бикчана (генералы стояли друг против друга).
outcome-draw-repetition = Ничья из-за повторения позиции.
outcome-draw-perpetual-check = Ничья: обе стороны давали вечный шах.
outcome-draw-double-pass = Ничья: обе стороны пропустили ход.
outcome-draw-ply-limit = Ничья: достигнут лимит ходов.
outcome-draw-quiet-limit = Ничья: сделано слишком много ходов без взятий.
outcome-draw-bare-material = Ничья: ни у одной из сторон не осталось атакующих фигур.
outcome-draw-agreement = Ничья по соглашению.
outcome-draw = Ничья.

## Board cells and announcements for screen readers

point-empty = { $point }, пусто
point-piece = { $piece } ({ $side }), { $point }
point-target = { $point }, пусто, сюда можно пойти
point-capture = { $piece } ({ $side }), { $point }, можно взять
announce-picked =
    { $count ->
        [one] Взята фигура { $piece } на { $point }: можно пойти на { $count } пункт.
        [few] Взята фигура { $piece } на { $point }: можно пойти на { $count } пункта.
        [many] Взята фигура { $piece } на { $point }: можно пойти на { $count } пунктов.
       *[other] Взята фигура { $piece } на { $point }: можно пойти на { $count } пункта.
    }
announce-cannot-move = Фигура { $piece } на { $point } сейчас не может ходить.
announce-put-down = Фигура отпущена.
announce-move = { $side }: { $move }.
announce-pass = { $side }: пропуск хода.

## Errors, by the server's codes

error-not-connected = Нет соединения с сервером; пробуем снова…
error-unreachable = Не удалось связаться с сервером.
error-unknown-game = Такой партии не существует.
error-wrong-token = Этот браузер не участвует в этой партии.
error-spectator = Вы наблюдаете за этой партией и не можете делать ходы.
error-not-your-turn = Сейчас не ваш ход.
error-malformed-move = Сервер не понял этот ход.
error-illegal-move = Этот ход не разрешён правилами.
error-game-over = Партия окончена.
error-undo-not-allowed = В этой партии нельзя возвращать ходы.
error-setup-pending = Расстановка ещё выбирается.
error-no-setup = Сейчас выбирать расстановку не нужно.
error-unknown-setup = Такой расстановки не существует.
error-nothing-to-undo = Нет хода, который можно вернуть.
error-wrong-invite = Это приглашение недействительно.
error-seat-taken = Оба места заняты.
error-unavailable = Партия сейчас занята; попробуйте чуть позже.
error-storage = Серверу не удалось сохранить партию; попробуйте ещё раз.
error-storage-unavailable = Сервер сейчас не может сохранять партии; попробуйте позже.
error-too-many-spectators = За этой партией наблюдает слишком много людей; пробуем снова…
error-bad-request = Сервер не понял запрос.
error-too-large = Запрос слишком большой.
error-malformed = Сервер не понял сообщение.
error-rate-limited = Слишком много сообщений сразу; переподключение…
error-other = Что-то пошло не так ({ $code }).

## Study board and board editor

start-study = Разобрать партию
start-editor = Расставить позицию
title-study = Доска анализа · Palace
title-editor = Редактор позиции · Palace
study-heading = Доска анализа
study-import-legend = Импорт партии
study-file-label = Открыть файл
study-drop-hint = GIB, PGN, XQF, DhtmlXQ, CBF или FEN; файл можно также перетащить на эту страницу.
study-paste-label = Или вставьте партию или FEN
study-paste-button = Прочитать
study-reading = Чтение…
study-read-failed = Не удалось прочитать партию: { $reason }
study-games-label = Партия
study-game-option = { $number }. { $title }
study-game-errors = Непрочитанных партий в файле: { $count }. Первая: { $detail }
study-empty = Импортируйте партию или откройте позицию из редактора.
study-ply = Ход { $ply } из { $total }
study-branch = Ход { $ply } вашего варианта от хода { $from }
study-back-to-game = Назад к партии
study-last = Последний ход
study-export-legend = Экспорт
study-fen-label = FEN
study-copy-fen = Копировать FEN
study-edit-position = Изменить эту позицию
study-export-what = Что
study-export-line = Вариант на доске
study-export-game = Партия как импортирована
study-format-label = Формат
study-format-pgn = PGN, координаты
study-format-wxf = PGN, ходы WXF
study-format-chinese = PGN, ходы по-китайски
study-format-korean = PGN, ходы по-корейски
study-format-gib = GIB
study-format-fen = FEN показанной позиции
study-export-button = Показать
study-download = Скачать
editor-heading = Редактор позиции
editor-palette-label = Фигура для установки
editor-turn-label = Очередь хода
editor-start = Начальная позиция
editor-clear = Очистить доску
editor-check = Проверить позицию
editor-open-study = Открыть на доске анализа
editor-valid = Позиция допустима.
editor-piece = { $piece } ({ $side })
editor-remove = Убрать фигуру
editor-fault-bad-fen = FEN не читается.
editor-fault-general-count = { $side }: должен быть ровно один { $piece }.
editor-fault-general-outside-palace = { $piece } ({ $side }) на { $point } стоит вне своего дворца.
editor-fault-generals-facing = Генералы стоят друг против друга, между ними ничего нет.
editor-fault-too-many = { $side }: { $count } × { $piece }, допускается не больше { $max }.
editor-fault-misplaced = { $piece } ({ $side }) на { $point } стоит там, куда никогда не может попасть.
editor-fault-soldier-behind-start = { $piece } ({ $side }) на { $point } стоит позади своей начальной линии; солдаты не ходят назад.
editor-fault-opponent-in-check = Сторона, которая не ходит, находится под шахом.
editor-play-computer = Сыграть с компьютером
editor-play-friend = Сыграть с другом
study-this-game = Разобрать эту партию

## lessons
start-lessons = Уроки
lessons-heading = Уроки
lessons-intro = Каждый урок объясняет одно правило на позиции: прочитайте правило, сравните отмеченные ходы, затем сыграйте ответ на доске.
lessons-progress = Решено: { $done } из { $total }
lessons-solved = Решён
lessons-step-rule = Правило
lessons-step-compare = Сравните эти ходы
lessons-step-play = Ваш ход
lessons-play-hint = Сыграйте ответ на доске.
lessons-right = Верно!
lessons-wrong = Не этот.
lessons-show-answer = Показать ответ
lessons-try-again = Ещё раз
lessons-next = Следующий урок
lessons-all = Все уроки
lessons-review = Итог
lessons-candidate = { $piece } { $move }
lessons-not-found = Такого урока нет.
lesson-q-capture = Какой ход выигрывает материал?
lesson-q-mate = Найдите мат в один ход.
lesson-q-check = Вам шах. Какой ответ лучший?
lesson-q-safe = Ваш конь атакован. Куда ему пойти?
lesson-q-bikjang = Генералы стоят друг против друга. Разорвите бикчан.
lesson-q-pass = Что здесь лучше всего сделать?
lesson-q-points = Какое взятие приносит больше всего очков?
lesson-xq-cannon-screen-title = Экран пушки
lesson-xq-cannon-screen-rule = Пушка ходит как колесница, но бьёт, только перепрыгнув ровно одну фигуру любого цвета — экран.
lesson-xq-cannon-screen-explain = Чёрный солдат на b6 — экран: пушка перепрыгивает его и бьёт колесницу на b8.
lesson-xq-cannon-screen-wrong = Ход разрешён, но ничего не берёт: пушка бьёт только через экран.
lesson-xq-cannon-screen-review = Пушка: скользит, чтобы ходить, прыгает через одну фигуру, чтобы бить.
lesson-xq-cannon-limit-title = Что пушка взять не может
lesson-xq-cannon-limit-rule = Без фигуры между ними или с двумя пушка бить не может. Ей нужен ровно один экран.
lesson-xq-cannon-limit-explain = Ваш солдат на e5 — экран между пушкой и конём на g5. Перед колесницей на b9 экрана нет.
lesson-xq-cannon-limit-wrong = Пушка лишь перемещается туда. Колесницу на b9 она не возьмёт: между ними ничего нет.
lesson-xq-cannon-limit-review = Нет экрана — нет взятия: ищите ровно одну фигуру между.
lesson-xq-horse-leg-title = Нога коня
lesson-xq-horse-leg-rule = Конь делает шаг прямо, затем шаг наискось наружу. Фигура на первом пункте, «ноге», его блокирует.
lesson-xq-horse-leg-explain = Ваш советник на d3 закрывает путь к колеснице на e4, но путь к пушке на a4 свободен.
lesson-xq-horse-leg-wrong = Этот ход ничего не берёт. Пункт d3 занят, а b3 свободен.
lesson-xq-horse-leg-review = Прежде чем считать прыжки коня, проверьте каждую «ногу».
lesson-xq-elephant-eye-title = Глаз слона
lesson-xq-elephant-eye-rule = Слон ходит ровно на два пункта по диагонали и никогда не пересекает реку. Фигура на среднем пункте, «глазе», его блокирует.
lesson-xq-elephant-eye-explain = Солдат на f4 закрывает путь на g5, но путь на c5 открыт: слон бьёт коня.
lesson-xq-elephant-eye-wrong = Этот ход ничего не берёт. «Глаз» d4 свободен, поэтому слон достаёт до c5.
lesson-xq-elephant-eye-review = Одна фигура на «глазе» останавливает слона.
lesson-xq-soldier-river-title = Солдаты за рекой
lesson-xq-soldier-river-rule = Солдат ходит на один пункт вперёд. За рекой он может ходить и вбок, но никогда назад.
lesson-xq-soldier-river-explain = Солдат на e6 перешёл реку и может взять коня на d6 вбок. Солдат на c5 ещё нет.
lesson-xq-soldier-river-wrong = Это ничего не выигрывает. Вбок бьёт только солдат за рекой.
lesson-xq-soldier-river-review = До реки — только вперёд. После — вперёд или вбок.
lesson-xq-piece-values-title = Ценность фигур
lesson-xq-piece-values-rule = Обычный ориентир: колесница 9, конь и пушка около 4,5, советник и слон 2, солдат 1 или 2.
lesson-xq-piece-values-explain = Конь может взять колесницу или солдата; колесница стоит гораздо больше.
lesson-xq-piece-values-wrong = Это гораздо меньший выигрыш. Ваш конь может взять колесницу на b5.
lesson-xq-piece-values-review = Из нескольких взятий выбирайте самую ценную фигуру.
lesson-xq-answer-check-title = Защита от шаха
lesson-xq-answer-check-rule = От шаха защищаются ходом генерала, перекрытием линии или взятием шахующей фигуры. Здесь советники не дают генералу сдвинуться.
lesson-xq-answer-check-explain = Колесница с a8 берёт шахующую колесницу: шаха нет, а вы выиграли колесницу.
lesson-xq-answer-check-wrong = Это закрывает шах, но чёрная колесница остаётся. Лучше её взять.
lesson-xq-answer-check-review = Под шахом сначала ищите взятие шахующей фигуры.
lesson-xq-flying-general-pin-title = Генералы не должны видеть друг друга
lesson-xq-flying-general-pin-rule = Генералы никогда не могут стоять на одной вертикали без фигур между ними. Единственная фигура между ними не может уйти с вертикали.
lesson-xq-flying-general-pin-explain = Чёрный конь на e6 — единственная фигура между генералами. Он не может уйти, и ваш солдат его берёт.
lesson-xq-flying-general-pin-wrong = Так конь уцелеет. Он связан вашим генералом: берите его сейчас.
lesson-xq-flying-general-pin-review = Ваш генерал держит свою открытую вертикаль: используйте её для связки.
lesson-xq-flying-general-mate-title = Генерал помогает ставить мат
lesson-xq-flying-general-mate-rule = Раз генералы не могут видеть друг друга, ваш генерал держит всю свою вертикаль.
lesson-xq-flying-general-mate-explain = Колесница шахует с b10. Генерал не может уйти на d10, напротив вашего генерала, ни на f10 или e9.
lesson-xq-flying-general-mate-wrong = Это не мат: у чёрного генерала ещё есть выход.
lesson-xq-flying-general-mate-review = Считайте генерала атакующей фигурой: он держит свою вертикаль.
lesson-xq-double-chariot-mate-title = Мат двумя колесницами
lesson-xq-double-chariot-mate-rule = Две колесницы матуют генерала: одна отрезает горизонталь, другая шахует на следующей.
lesson-xq-double-chariot-mate-explain = Колесница на a9 держит 9-ю горизонталь, другая шахует с b10. У генерала нет свободного пункта.
lesson-xq-double-chariot-mate-wrong = Генерал уходит. Держите 9-ю горизонталь закрытой и шахуйте по 10-й.
lesson-xq-double-chariot-mate-review = Одна колесница отрезает, другая шахует.
lesson-xq-horse-chariot-mate-title = Мат конём и колесницей
lesson-xq-horse-chariot-mate-rule = Конь шахует вблизи, а колесница отнимает у генерала пункты отступления.
lesson-xq-horse-chariot-mate-explain = Конь шахует с g9 (или f8). Колесница держит e9, а советники закрывают остальное.
lesson-xq-horse-chariot-mate-wrong = Это не мат. Шахуйте конём, пока колесница держит e9.
lesson-xq-horse-chariot-mate-review = Колесница запирает, конь шахует.
lesson-xq-horse-cannon-mate-title = Пушка за конём
lesson-xq-horse-cannon-mate-rule = Конь перед генералом может служить пушке экраном и одновременно держать пункты рядом с генералом.
lesson-xq-horse-cannon-mate-explain = Пушка на e3 шахует через коня на e8. Конь держит d10 и f10, пушка — e9.
lesson-xq-horse-cannon-mate-wrong = Это не мат. Поставьте пушку на вертикаль генерала, за конём.
lesson-xq-horse-cannon-mate-review = Конь впереди, пушка сзади: классический мат.
lesson-xq-soldier-mate-title = Мат солдатом
lesson-xq-soldier-mate-rule = Солдат за рекой может поставить мат, если другие фигуры держат пункты отступления генерала.
lesson-xq-soldier-mate-explain = Солдат шахует с f9 под защитой колесницы. На e10 генерал уйти не может: он оказался бы напротив вашего генерала.
lesson-xq-soldier-mate-wrong = Не мат. Продвиньте солдата туда, где его защищает колесница.
lesson-xq-soldier-mate-review = Даже солдат ставит мат, когда генералу некуда идти.
lesson-xq-perpetual-check-title = Вечный шах проигрывает
lesson-xq-perpetual-check-rule = Если позиция повторилась в третий раз и одна сторона шаховала каждым ходом, эта сторона проигрывает. Колесница уже дважды шаховала с a10.
lesson-xq-perpetual-check-explain = Колесница с i8 шахует с i10, пока другая держит 9-ю горизонталь: мат без повторения.
lesson-xq-perpetual-check-wrong = Шах с a10 повторит позицию в третий раз и проиграет. Ищите мат.
lesson-xq-perpetual-check-review = Не повторяйте шахи: найдите новый или мат.
lesson-xq-chase-title = Преследование
lesson-xq-chase-rule = Нападать снова и снова на одну и ту же незащищённую фигуру — это преследование. По этим правилам вечное преследование проигрывает, как вечный шах.
lesson-xq-chase-explain = На c4 конь защищён вашей колесницей с c1: преследование окончено.
lesson-xq-chase-wrong = Там конь остаётся без защиты, и колесница может преследовать его дальше.
lesson-xq-chase-review = Против преследования ставьте фигуру под защиту.
lesson-jg-cannon-screen-title = Экран пушки в чанги
lesson-jg-cannon-screen-rule = В чанги пушка перепрыгивает ровно одну фигуру и для хода, и для взятия. Без экрана она вообще не ходит.
lesson-jg-cannon-screen-explain = Солдат Хан на b6 — экран: пушка перепрыгивает его и бьёт колесницу на b8.
lesson-jg-cannon-screen-wrong = Пушка может встать туда, но ничего не возьмёт. Перепрыгните экран и возьмите колесницу.
lesson-jg-cannon-screen-review = Пушка в чанги всегда прыгает, даже для простого хода.
lesson-jg-cannon-limit-title = Пушка не прыгает через пушку
lesson-jg-cannon-limit-rule = Пушка в чанги не может использовать пушку как экран и никогда не бьёт пушку.
lesson-jg-cannon-limit-explain = Через пушку Хан на b5 прыгать нельзя, поэтому колесница в безопасности. Через вашего коня на c3 пушка бьёт коня на f3.
lesson-jg-cannon-limit-wrong = Это ничего не берёт. Используйте коня на c3 как экран и возьмите коня на f3.
lesson-jg-cannon-limit-review = Пушки не прыгают через пушки и не бьют их.
lesson-jg-chariot-diagonal-title = Колесница во дворце
lesson-jg-chariot-diagonal-rule = Внутри дворца колесница может ходить и по диагоналям.
lesson-jg-chariot-diagonal-explain = С d3 колесница идёт по диагонали через пустой центр e2 и бьёт пушку на f1.
lesson-jg-chariot-diagonal-wrong = Это ничего не берёт. Во дворце колесница может пойти по диагонали с d3 на f1.
lesson-jg-chariot-diagonal-review = Линии дворца — дополнительные пути для колесницы.
lesson-jg-cannon-diagonal-title = Пушка на диагонали дворца
lesson-jg-cannon-diagonal-rule = На диагонали дворца пушка прыгает из угла в противоположный угол через фигуру в центре, если это не пушка.
lesson-jg-cannon-diagonal-explain = Ваш страж на e2 — экран: пушка прыгает с d1 на f3 и бьёт колесницу.
lesson-jg-cannon-diagonal-wrong = Это ничего не берёт. Прыгните по диагонали через стража на e2.
lesson-jg-cannon-diagonal-review = Во дворце пушка может прыгать через центр.
lesson-jg-elephant-block-title = Слон в чанги
lesson-jg-elephant-block-rule = Слон делает шаг прямо, затем два по диагонали. Фигура на любом из двух пунктов пути его блокирует.
lesson-jg-elephant-block-explain = Путь на f6 через d4 и e5 свободен: слон бьёт коня. Солдат на d6 закрывает путь к колеснице.
lesson-jg-elephant-block-wrong = Это ничего не берёт. Проверяйте оба пункта на каждом пути слона.
lesson-jg-elephant-block-review = На каждом пути слона нужно проверить два пункта.
lesson-jg-horse-block-title = Конь в чанги
lesson-jg-horse-block-rule = Конь делает шаг прямо, затем шаг наискось наружу. Фигура на первом пункте его блокирует.
lesson-jg-horse-block-explain = Ваш страж на d3 закрывает путь к колеснице на e4; путь к пушке на a4 через b3 свободен.
lesson-jg-horse-block-wrong = Это ничего не берёт. Конь всё ещё доходит до a4 через пустой пункт b3.
lesson-jg-horse-block-review = Конь свободен настолько, насколько свободен его первый шаг.
lesson-jg-soldier-palace-title = Солдаты во дворце
lesson-jg-soldier-palace-rule = Солдат в чанги ходит вперёд или вбок. Во дворце противника он может ходить вперёд и по диагоналям.
lesson-jg-soldier-palace-explain = Из угла d8 солдат идёт по диагонали дворца на e9 и бьёт коня.
lesson-jg-soldier-palace-wrong = Это ничего не берёт. С d8 солдат может пойти по диагонали на e9.
lesson-jg-soldier-palace-review = Во вражеском дворце солдаты ходят по диагоналям.
lesson-jg-points-title = Подсчёт очков
lesson-jg-points-rule = Фигуры чанги стоят очков: колесница 13, пушка 7, конь 5, слон 3, страж 3, солдат 2; Хан получает ещё 1,5. Некоторые партии решаются по очкам.
lesson-jg-points-explain = Пушка стоит 7 очков, конь — 5: берите пушку.
lesson-jg-points-wrong = Это даёт меньше очков. Пушка стоит 7, конь — 5.
lesson-jg-points-review = Колесница 13, пушка 7, конь 5, слон и страж 3, солдат 2.
lesson-jg-general-diagonal-title = Генерал на диагоналях
lesson-jg-general-diagonal-rule = Генерал ходит на один пункт по линиям дворца, включая диагонали, и никогда не покидает дворец.
lesson-jg-general-diagonal-explain = Генерал уходит по диагонали с d3 на e2, с вертикали колесницы на пункт, который никто не атакует; солдат держит e3.
lesson-jg-general-diagonal-wrong = Закрывшаяся колесница будет взята колесницей Хан. Генерал может уйти по диагонали.
lesson-jg-general-diagonal-review = Во дворце диагонали — пути отступления.
lesson-jg-bikjang-title = Бикчан
lesson-jg-bikjang-rule = Два генерала друг против друга на открытой вертикали — это бикчан. По этим правилам после взятия сторона, чей ход, должна его разорвать, иначе партия решается по очкам.
lesson-jg-bikjang-explain = Ваша колесница на e5 встаёт между генералами; уход генерала с вертикали тоже разрывает бикчан.
lesson-jg-bikjang-wrong = После этого хода генералы всё ещё смотрят друг на друга: бикчан остаётся.
lesson-jg-bikjang-review = Чтобы разорвать бикчан, уйдите в сторону или поставьте фигуру между генералами.
lesson-jg-pass-title = Пас
lesson-jg-pass-rule = В чанги сторона, которой не объявлен шах, может спасовать вместо хода. Здесь любой ход стоил бы вам стража.
lesson-jg-pass-explain = Пас оставляет стража на e2, где он закрывает вашего генерала от колесницы.
lesson-jg-pass-wrong = На e3 стража возьмёт солдат с d3. Пас ничего не стоит.
lesson-jg-pass-review = Когда любой ход ухудшает положение, пасуйте.
lesson-jg-double-chariot-mate-title = Мат двумя колесницами в чанги
lesson-jg-double-chariot-mate-rule = Две колесницы матуют, как в сянци: одна отрезает горизонталь, другая шахует на последней.
lesson-jg-double-chariot-mate-explain = Колесница на a9 держит 9-ю горизонталь, колесница на b10 шахует. У генерала нет свободного пункта.
lesson-jg-double-chariot-mate-wrong = Генерал уходит. Держите 9-ю горизонталь закрытой и шахуйте по 10-й.
lesson-jg-double-chariot-mate-review = Одна колесница отрезает, другая шахует.
lesson-jg-horse-chariot-mate-title = Мат конём и колесницей в чанги
lesson-jg-horse-chariot-mate-rule = Колесница шахует по последней горизонтали, а конь держит выход генерала.
lesson-jg-horse-chariot-mate-explain = Колесница шахует с i10; конь на c8 держит e9, а d10 и f10 лежат на линии колесницы.
lesson-jg-horse-chariot-mate-wrong = Это не мат. Шахуйте по 10-й горизонтали, где конь держит e9.
lesson-jg-horse-chariot-mate-review = Конь сторожит, колесница шахует.
lesson-jg-cannon-mate-title = Мат пушкой в чанги
lesson-jg-cannon-mate-rule = Пушка шахует через экран. Солдаты перед генералом — хорошие экраны и держат пункты отступления.
lesson-jg-cannon-mate-explain = Пушка на d3 шахует через солдата на d8. Пункты d9 и e9 под боем, и закрыться нечем.
lesson-jg-cannon-mate-wrong = Это не мат. Прыгните пушкой на вертикаль генерала, за солдата на d8.
lesson-jg-cannon-mate-review = Солдат может быть и экраном, и сторожем.
lesson-jg-perpetual-check-title = Вечный шах в чанги
lesson-jg-perpetual-check-rule = Если позиция повторилась в третий раз и одна сторона шаховала каждым ходом, эта сторона проигрывает. Колесница уже дважды шаховала с a10.
lesson-jg-perpetual-check-explain = Колесница шахует с i10, пока другая держит 9-ю горизонталь: мат без повторения.
lesson-jg-perpetual-check-wrong = Новый шах с a10 повторит позицию и проиграет. Ищите мат.
lesson-jg-perpetual-check-review = Не повторяйте шахи: найдите новый или мат.
## online play: accounts, lobby, clocks, offers, chat, profiles, live games

account-login-open = Войти
account-logout = Выйти
account-signed-in = Вы вошли как { $name }
account-heading = Войдите или создайте учётную запись
account-username = Имя пользователя
account-password = Пароль
account-rules = Имя пользователя: от 2 до 20 латинских букв, цифр, _ или -. Пароль: не меньше 8 символов.
account-login = Войти
account-register = Создать учётную запись
account-cancel = Отмена
account-error-username-taken = Это имя уже занято; выберите другое.
account-error-bad-username = Имя пользователя — от 2 до 20 латинских букв, цифр, _ или -.
account-error-bad-password = Пароль должен быть не короче 8 символов.
account-error-wrong-credentials = Неверное имя пользователя или пароль.
account-error-rate-limited = Слишком много попыток; подождите минуту и попробуйте снова.
start-lobby = Играть онлайн
start-live = Смотреть партии
start-leaderboard = Рейтинг игроков
start-online-now = Сейчас онлайн: { $online }, идёт партий: { $games }
lobby-heading = Зал ожидания
lobby-guest-hint = Гости играют товарищеские партии; войдите, чтобы играть на рейтинг и вызывать игроков.
lobby-challenges = Вызовы
lobby-seeks = Открытые заявки
lobby-no-seeks = Открытых заявок пока нет. Создайте заявку ниже.
lobby-new-seek = Новая заявка
lobby-clock = Часы
lobby-clock-fischer = Минуты + секунды за ход
lobby-clock-byoyomi = Бёёми
lobby-untimed = Без часов
lobby-base = Минуты
lobby-increment = Добавка за ход, секунды
lobby-main = Основное время (минуты)
lobby-periods = Периоды
lobby-period = Секунд в периоде
lobby-rated = На рейтинг
lobby-challenge-to = Вызвать игрока
lobby-create-seek = Создать заявку
lobby-send-challenge = Отправить вызов
lobby-guest = Гость
lobby-offer-terms = { $game }, { $rules }, { $clock }, { $rated }
lobby-rated-short = на рейтинг
lobby-casual-short = товарищеская
lobby-challenge-from = Вызов от игрока { $name }
lobby-challenge-to-player = Ваш вызов игроку { $name }
lobby-accept = Принять
lobby-decline = Отклонить
lobby-withdraw = Отозвать
lobby-cancel = Отменить
lobby-error-no-name = Введите имя игрока, которого хотите вызвать.
lobby-error-rated-needs-account = Партии на рейтинг — только для вошедших игроков; войдите или сыграйте товарищескую.
lobby-error-too-many-seeks = У вас уже максимум открытых заявок; сначала отмените одну.
lobby-error-unknown-seek = Эта заявка уже закрыта.
lobby-error-unknown-challenge = Этот вызов уже закрыт.
lobby-error-own-seek = Нельзя играть с самим собой.
lobby-error-not-yours = Это не ваше.
lobby-error-unknown-player = Игрока с таким именем нет.
lobby-error-not-logged-in = Сначала войдите.
clock-periods = { $periods } × { $seconds } с
clock-low = Мало времени
offer-accept = Принять
offer-decline = Отклонить
offer-draw-from = { $side }: предложение ничьей.
offer-draw-waiting = Ничья предложена; ждём ответа.
offer-takeback-from = { $side }: просьба вернуть ход.
offer-takeback-waiting = Вы попросили вернуть ход; ждём ответа.
online-offer-draw = Предложить ничью
online-takeback = Попросить вернуть ход
online-abort = Отменить партию
online-rematch = Реванш
online-rematch-accept = Принять реванш
online-claim-win = Потребовать победу
online-claim-draw = Объявить ничью
online-download-pgn = Скачать PGN
online-download-gib = Скачать GIB
grace-countdown = Соперник ушёл. Если он не вернётся, через { $seconds } с вы сможете потребовать результат.
grace-over = Соперник не вернулся. Потребуйте победу или объявите ничью.
chat-players = Чат игроков
chat-spectators = Чат зрителей
chat-label = Сообщение
chat-send = Отправить
chat-from = { $name }:
chat-from-guest = Гость:
outcome-aborted = Партия отменена.
outcome-win-timeout = { $side }: победа по времени.
outcome-win-abandonment = { $side }: победа, соперник покинул партию.
outcome-draw-timeout = Ничья: время вышло, но другая сторона не могла выиграть.
outcome-draw-abandonment = Ничья: соперник покинул партию.
error-no-draws = В этих правилах нет ничьей по соглашению.
error-two-players-only = Только в партиях двух игроков.
error-no-offer = Нет предложения, на которое нужно ответить.
error-too-late-to-abort = Партию можно отменить только в первые два хода.
error-opponent-present = Соперник ещё здесь (или может вернуться).
error-not-over = Партия ещё не закончена.
error-bad-chat = Это сообщение нельзя отправить (пустое, слишком длинное или здесь запрещено).
profile-title = { $name }: профиль
profile-unknown = Игрока с таким именем нет.
profile-provisional = Предварительный рейтинг (?): сыграно ещё мало партий.
profile-record = Партий: { $games }; побед: { $wins }, ничьих: { $draws }, поражений: { $losses }
profile-chart = Рейтинг ({ $game }) от { $from } до { $to }
profile-games = Партии
profile-newer = Более новые партии
profile-older = Более старые партии
profile-playing = Идёт
profile-game-about = { $game }, { $rated }: { $result }
game-players = { $first } — { $second }
leaderboard-heading = Рейтинг игроков
leaderboard-title = Рейтинг игроков: { $game }
leaderboard-empty = Партий на рейтинг пока нет.
live-heading = Идущие партии
live-empty = Сейчас не идёт ни одной партии.
live-about = { $game }, { $rules }, { $clock }
live-watch = Смотреть
## rules pages

start-rules = Правила игр
rules-this-game = Правила этой партии
rules-overview-title = { -brand }: правила { -xiangqi } и { -janggi }
rules-overview-heading = Правила { -xiangqi } и { -janggi }
rules-overview-intro = Обе игры ведутся на точках доски шириной девять линий и длиной десять. У каждой стороны есть генерал во дворце из девяти точек; побеждает тот, кто поставит мат генералу соперника.
rules-about-xiangqi = { -xiangqi } — китайские шахматы. Посередине доски течёт река, первыми ходят { -red }.
rules-about-janggi = { -janggi } — корейские шахматы. Реки нет, диагонали каждого дворца служат путями для фигур внутри него, первыми ходят { -cho }.
rules-setup-choice = Перед партией каждая сторона выбирает, как стоят её кони и слоны.
rules-setup-fixed = Фигуры начинают на постоянных точках.
rules-page-title = { -brand }: { $rules }
rules-all = Все правила
rules-play = Сыграть партию
rules-presets-heading = Наборы правил
rules-not-found-title = Такого набора правил нет
rules-not-found-text = Набора правил «{ $name }» нет. { -brand } знает такие:
rules-pieces-heading = Как ходят фигуры
rules-diagram-caption = С { $from } может пойти на: { $targets }.
rules-diagram-blocked = Заблокировано: { $points }.
rules-move-xiangqi-k = Генерал ходит на одну точку по линии и никогда не покидает дворец. Два генерала никогда не могут стоять друг против друга на открытой линии.
rules-move-xiangqi-a = Советник ходит на одну точку по диагонали и остаётся во дворце.
rules-move-xiangqi-b = Слон ходит ровно на две точки по диагонали. Фигура на промежуточной точке блокирует его, и он никогда не переходит реку.
rules-move-xiangqi-n = Конь ходит на одну точку по линии, затем на одну точку по диагонали наружу. Фигура на этой первой точке перекрывает путь.
rules-move-xiangqi-r = Колесница ходит на любое расстояние по линии, пока её не остановит фигура, и бьёт первую встреченную фигуру соперника.
rules-move-xiangqi-c = Пушка ходит как колесница, но бьёт, только перепрыгнув ровно через одну фигуру на фигуру соперника.
rules-move-xiangqi-p = Солдат ходит на одну точку вперёд. За рекой он может ходить и на одну точку в сторону. Назад он не ходит.
rules-move-janggi-k = Генерал ходит на одну точку по любой линии дворца, включая диагонали, и никогда не покидает его.
rules-move-janggi-a = Страж ходит как генерал: на одну точку по линиям дворца.
rules-move-janggi-b = Слон ходит на одну точку по линии, затем на две точки по диагонали наружу. Фигура на любой точке пути блокирует его.
rules-move-janggi-n = Конь ходит на одну точку по линии, затем на одну точку по диагонали наружу. Фигура на этой первой точке перекрывает путь.
rules-move-janggi-r = Колесница ходит на любое расстояние по линии, а во дворце — и по его диагоналям.
rules-move-janggi-c = Пушка перепрыгивает ровно через одну фигуру, не пушку, по линии или диагонали дворца и встаёт на точку за ней или бьёт там. Пушку она никогда не бьёт.
rules-move-janggi-p = Солдат ходит на одну точку вперёд или в сторону, но не назад.
rules-note-cannon-slides = В этом наборе правил пушка, которая не бьёт, может ходить и как колесница.
rules-note-cannon-must-jump = Ей нужна фигура для прыжка, даже когда она не бьёт.
rules-note-soldier-palace-diagonals = Во дворце соперника он может ходить вперёд и по диагоналям.
rules-table-heading = Фигуры кратко
rules-col-traditional = Традиционный знак
rules-col-readable = Один знак
rules-col-picture = Рисунок
rules-col-name = Название
rules-col-moves = Как ходит
rules-col-points = Очки
rules-short-xiangqi-k = На одну точку по линии, во дворце
rules-short-xiangqi-a = На одну точку по диагонали, во дворце
rules-short-xiangqi-b = На две точки по диагонали, не за реку
rules-short-xiangqi-n = Одна прямо, одна по диагонали; может быть заблокирован
rules-short-xiangqi-r = На любое расстояние по линии
rules-short-xiangqi-c = Как колесница; бьёт через одну фигуру
rules-short-xiangqi-p = На одну вперёд; за рекой и в сторону
rules-short-janggi-k = На одну точку по линиям дворца
rules-short-janggi-a = На одну точку по линиям дворца
rules-short-janggi-b = Одна прямо, две по диагонали; может быть заблокирован
rules-short-janggi-n = Одна прямо, одна по диагонали; может быть заблокирован
rules-short-janggi-r = На любое расстояние по линии или диагонали дворца
rules-short-janggi-c = Прыгает ровно через одну фигуру, не пушку
rules-short-janggi-p = На одну вперёд или в сторону
rules-endings-heading = Как заканчивается партия
rules-end-checkmate = Мат: проигрывает сторона, чей генерал атакован и не может уйти.
rules-end-no-legal-move = Сторона без единого допустимого хода проигрывает, даже если ей не объявлен шах.
rules-end-flying-general = Генералы никогда не могут стоять друг против друга на открытой линии: ход, после которого так будет, запрещён.
rules-end-facing-allowed = Генералы могут стоять друг против друга на открытой линии; ничего из этого не следует.
rules-end-bikjang-break-or-pass = Бикджан: сторона, чей ход начинается с генералами друг против друга, должна закрыть линию, уйти с неё или пропустить ход.
rules-end-bikjang-must-break = Бикджан: сторона, чей ход начинается с генералами друг против друга, должна закрыть линию или уйти с неё.
rules-end-bikjang-pass-while-facing = Пропуск хода, когда генералы стоят друг против друга, заканчивает партию: { $decision ->
    [points] побеждает сторона с бо́льшим числом очков.
   *[draw] ничья.
  }
rules-end-bikjang-still-facing = После первого взятия сторона, чей ход начался с генералами друг против друга и которая оставляет их так, заканчивает партию: { $decision ->
    [points] побеждает сторона с бо́льшим числом очков.
   *[draw] ничья.
  }
rules-end-pass-allowed = Сторона, которой не объявлен шах, может пропустить ход.
rules-end-pass-never = Пропускать ход нельзя.
rules-end-double-pass = Если обе стороны пропускают ход одна за другой, партия заканчивается: { $decision ->
    [points] побеждает сторона с бо́льшим числом очков.
   *[draw] ничья.
  }
rules-end-repetition-xiangqi = Когда позиция повторяется в третий раз, проигрывает сторона, которая с её первого появления давала шах каждым ходом, если только так не делали обе; иначе ничья.
rules-end-repetition-janggi = Когда позиция повторяется в третий раз, побеждает сторона с бо́льшим числом очков; сторона, которая с её первого появления давала шах каждым ходом, вместо этого проигрывает, если только так не делали обе.
rules-end-repetition-fold = Когда позиция возникла { $count } раз(а), партия заканчивается: дающий вечный шах проигрывает; иначе { $decision ->
    [points] побеждает сторона с бо́льшим числом очков.
   *[draw] ничья.
  }
rules-end-chasing = Преследование незащищённой фигуры каждым ходом проигрывает, как вечный шах.
rules-end-move-repetition = Ходы одной фигурой туда и обратно без шаха раньше считаются повторением.
rules-end-repetition-none = Повторение позиций не заканчивает партию.
rules-end-ply-limit = После { $count } ходов всего (считается каждый ход каждой стороны) партия заканчивается: { $decision ->
    [points] побеждает сторона с бо́льшим числом очков.
   *[draw] ничья.
  }
rules-end-quiet-limit = После { $count } ходов без взятий (считается каждый ход каждой стороны) партия заканчивается: { $decision ->
    [points] побеждает сторона с бо́льшим числом очков.
   *[draw] ничья.
  }
rules-end-quiet-limit-check-offset = Шахи одной стороны сверх десяти удлиняют этот предел.
rules-end-bare-material = Если ни у одной стороны не осталось колесницы, коня, пушки или солдата, объявляется ничья.
rules-end-draw-agreement = Игроки могут договориться о ничьей.
rules-end-resignation = Игрок может сдаться в любой момент.
rules-end-points = Очки: каждая сторона считает свои фигуры на доске (см. таблицу); { -han } получает { $bonus } за то, что ходит вторым, поэтому сумм поровну не бывает.
rules-faq-heading = Вопросы и ответы
rules-faq-q1 = Какая сторона ходит первой?
rules-faq-a1 = { -red } в { -xiangqi }, { -cho } в { -janggi }.
rules-faq-q2 = Может ли генерал покинуть дворец?
rules-faq-a2 = Нет. Генерал и его советники или стражи всегда остаются во дворце.
rules-faq-q3 = Почему мой конь или слон не может пойти туда?
rules-faq-a3 = Его блокирует фигура на точке его пути; на диаграммах выше такие точки отмечены крестиком.
rules-faq-q4 = Что будет, если одна и та же позиция всё время повторяется?
rules-faq-a4 = Это зависит от набора правил: список способов окончания партии на этой странице говорит, как поступает этот.
rules-strategy-heading = Советы по стратегии
rules-strategy-opening-heading = Дебют
rules-strategy-opening = Выводите колесницы рано, развивайте коней, пока их не заблокировали, держите дворец под защитой и не двигайте солдат без цели.
rules-strategy-values-heading = Ценность фигур
rules-strategy-values-xiangqi = Колесница стоит примерно двух коней или двух пушек. Пушки сильнее в начале, кони — в конце, когда доска пустеет. Советники и слоны защищают.
rules-strategy-values-janggi = Очки в таблице — хороший ориентир: колесница — сильнейшая фигура, а пушки слабеют, когда доска пустеет, потому что им нужны фигуры для прыжка.
rules-strategy-mates-heading = Частые маты
rules-strategy-mates = Две колесницы ставят мат, чередуясь на соседних линиях. Конь и колесница матуют генерала, зажатого собственными фигурами. Пушка за ширмой на линии генерала ставит мат, когда ему некуда отойти в сторону.
embed-title = { -brand }: игровая доска
embed-link-game = Смотреть эту партию на { -brand }
embed-link-rules = Правила этой партии на { -brand }
embed-link-home = Играйте в { -janggi } и { -xiangqi } на { -brand }
embed-no-game = Партии «{ $id }» нет.
embed-unavailable = Эту партию сейчас нельзя показать: { $reason }
embed-bad-query = Эта ссылка составлена неправильно.
embed-bad-rules = Неизвестный набор правил «{ $name }».
embed-bad-fen = Эту позицию нельзя показать: { $reason }
embed-code-button = Скопировать код для вставки
embed-code-copied = Код для вставки скопирован
embed-frame-title = { -brand }: игровая доска
## analysis
analysis-legend = Анализ движка
analysis-on = Анализировать
analysis-lines-label = Варианты
analysis-depth = Глубина { $depth }
analysis-waiting = Движок думает…
analysis-no-moves = В этой позиции нет допустимых ходов.
analysis-mate = { $side }: мат, ходов до него: { $moves }
analysis-line-title = Вариант { $number }: { $moves }
analysis-graph-button = Оценить всю партию
analysis-graph-label = Оценка после каждого хода; щёлкните, чтобы перейти к этому ходу
analysis-graph-progress = Оценено позиций: { $done } из { $total }
analysis-graph-done = Ошибки отмечены красным; щёлкните по графику, чтобы перейти к ходу.
analysis-mistake = Ход { $ply } ({ $move }): ошибка, потеря { $drop }
analysis-too-many = С вашего адреса открыто слишком много досок анализа; закройте одну и попробуйте снова.
analysis-no-engine = На этом сервере нет движка для анализа.
analysis-failed = Анализ не удался: { $reason }
editor-keys-hint = На доске: стрелки перемещают, буква FEN выбирает фигуру (заглавная для первого игрока: K A B N R C P), Enter или пробел ставит её, Delete убирает, x выбирает удаление.
