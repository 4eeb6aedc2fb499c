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
