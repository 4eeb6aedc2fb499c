# Palace, клієнт для браузера: український каталог.

## Terms

-brand = Palace
-xiangqi = сянці
-janggi = чангі
-red = Червоні
-black = Чорні
-cho = Чо
-han = Хан

## Page and header

title-start = { -brand }: { -janggi } і { -xiangqi }
title-game = { -brand }: { $first } проти { $second }
brand = { -brand }
pieces-label = Фігури
language-label = Мова
sound-label = Звук
skip-to-board = Перейти до дошки

## Piece sets

pieceset-traditional = Традиційні ієрогліфи
pieceset-readable = Один ієрогліф на кожен вид фігур
pieceset-letters = Літери
pieceset-pictures = Малюнки

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = Генерал
piece-xiangqi-a = Радник
piece-xiangqi-b = Слон
piece-xiangqi-n = Кінь
piece-xiangqi-r = Колісниця
piece-xiangqi-c = Гармата
piece-xiangqi-p = Солдат
piece-janggi-k = Генерал
piece-janggi-a = Охоронець
piece-janggi-b = Слон
piece-janggi-n = Кінь
piece-janggi-r = Колісниця
piece-janggi-c = Гармата
piece-janggi-p = Солдат

## Start screen

start-heading = Грайте в { -janggi } або { -xiangqi }
resume-button = Продовжити партію
game-legend = Гра
game-xiangqi = Сянці
game-xiangqi-sub = китайські шахи
game-janggi = Чангі
game-janggi-sub = корейські шахи
opponent-legend = Суперник
mode-computer = Комп’ютер
mode-local = Двоє гравців
mode-local-sub = на цьому пристрої
mode-friend = Запросити друга
mode-friend-sub = надіслати посилання
level-legend = Рівень
level-select-label = Рівень від 1 до 8
level-easy = Легкий
level-easy-about = Помиляється: добре підходить, щоб опанувати ходи.
level-normal = Середній
level-normal-about = Грає розважливо й карає за незахищені фігури.
level-hard = Складний
level-hard-about = Найсильніший рівень: думає найдовше й рідко помиляється.
score-level = Ваші результати на рівні { $level }: перемоги — { $won }, поразки — { $lost }, нічиї — { $drawn }
score-friend = Проти друзів: перемоги — { $won }, поразки — { $lost }, нічиї — { $drawn }
score-local = Партії на цьому пристрої: перемоги ({ $first }) — { $firstWins }, перемоги ({ $second }) — { $secondWins }, нічиї — { $drawn }
side-legend = Ваша сторона
side-moves-first = перший хід
side-moves-second = другий хід
side-random = Випадково
side-at-bottom = { $side } внизу
rules-legend = Правила
rules-advanced = Для досвідчених: сумісно з Fairy-Stockfish
rules-xiangqi-standard = Стандартні (азійські правила, спрощене правило повторення)
rules-xiangqi = Fairy-Stockfish: { -xiangqi }
rules-janggi-standard = Стандартні (вибір розстановки, бікчан — за очками)
rules-janggi-club = Клубні (фіксована розстановка, гармата без взяття ходить як колісниця)
rules-janggi-strict = Суворі (без пропуску ходу)
rules-janggi = Fairy-Stockfish: { -janggi }
rules-janggitraditional = Fairy-Stockfish: традиційні
rules-janggimodern = Fairy-Stockfish: сучасні (Kakao)
rules-janggicasual = Fairy-Stockfish: аматорські
setup-hint = У { -janggi } перед першим ходом кожна сторона вибирає, де стоятимуть її коні й слони: спершу { -han }, потім { -cho }.
start-button = Почати
start-failed = Не вдалося почати партію: { $reason }

## A game link that leads nowhere

not-found-heading = Тут немає партії
not-found-text = За цим посиланням партії немає. Можливо, у посиланні помилка або партії вже не існує.
not-found-home = Почати нову партію

## Game screen

board-label = Дошка
board-help = Стрілки переміщують курсор, Enter або пробіл беруть і ставлять фігуру, Escape скасовує.
review-start = Початкова позиція
review-after = Після ходу { $ply } з { $total }
review-first = Початкова позиція
review-prev = Попередній хід
review-next = Наступний хід
review-live = Повернутися до партії
turn-connecting = Підключення…
turn-reconnecting = Повторне підключення…
turn-choose-setup = Виберіть розстановку ({ $side }).
turn-waiting-setup = Очікування вибору розстановки ({ $side })…
turn-side-to-move = Черга ходу: { $side }.
turn-yours = Ваш хід ({ $side }).
turn-computer = Комп’ютер ({ $side }) думає…
turn-waiting-friend = Чекаємо, поки друг приєднається до гри ({ $side })…
turn-waiting = Очікування ходу: { $side }…
check-xiangqi = Шах!
check-janggi = Чангун (шах)!
notice-watching = Ви спостерігаєте за цією партією.
notice-seat-taken = Обидва місця зайняті: ви спостерігаєте за цією партією.
notice-invite-failed = Це запрошення недійсне: ви спостерігаєте за цією партією.
notice-repetition = Ця позиція повторилася двічі. Якщо вона виникне втретє, партія завершиться (сторона, що оголошувала шах кожним ходом, програє).
notice-bikjang = Бікчан: генерали стоять один проти одного на відкритій вертикалі.

## Players

player-you = { $side }: ви
player-this-device = { $side }: цей пристрій
player-computer = { $side }: комп’ютер, рівень { $level }
player-waiting-friend = { $side }: чекаємо на друга
player-friend = { $side }: ваш друг
player-friend-away = { $side }: ваш друг (не в мережі)
player-other = { $side }: гравець
player-other-away = { $side }: гравець (не в мережі)
to-move = ходить
spectators =
    { $count ->
        [one] { $count } глядач
        [few] { $count } глядачі
        [many] { $count } глядачів
       *[other] { $count } глядача
    }
invite-prompt = Надішліть це посилання другові:
invite-link-label = Посилання-запрошення
copy = Копіювати
copied = Скопійовано
points = Очки: { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = Втрати ({ $side }):
captured-none = Втрати ({ $side }): немає

## Buttons

pass = Пропустити хід
undo = Повернути хід
flip = Перевернути дошку
flip-title = Розвернути дошку іншим боком
resign = Здатися
new-game = Нова партія
moves-heading = Ходи
coords-label = координати
copy-moves = Копіювати ходи
moves-copied = Ходи скопійовано
move-pass = пропуск
move-title = Хід { $ply }: { $move }

## Janggi setup choice

setup-title-mine = { $side }: виберіть, де стоятимуть ваші коні й слони
setup-title-other = { $side }: триває вибір розстановки…
setup-han-chose = { -han }: вибрано розстановку { $setup }.
setup-order = Спершу вибирає { -han }, потім { -cho }.
setup-named = Порядок указано зліва направо з погляду кожного гравця.
setup-ma-sang-sang-ma = 馬象象馬 кінь, слон, слон, кінь
setup-sang-ma-sang-ma = 象馬象馬 слон, кінь, слон, кінь
setup-ma-sang-ma-sang = 馬象馬象 кінь, слон, кінь, слон
setup-sang-ma-ma-sang = 象馬馬象 слон, кінь, кінь, слон

## Dialogs

resign-question = Здати цю партію?
resign-yes = Здатися
keep-playing = Грати далі
pass-question = Якщо пропустити хід зараз, партія завершиться. { $outcome } Усе одно пропустити?
pass-yes = Пропустити й завершити партію
over-title = Партію завершено
over-won = Ви виграли!
over-lost = Ви програли
over-draw = Нічия
over-points = Очки: { $first } { $firstPoints }, { $second } { $secondPoints }.
score-after-level = Проти рівня { $level }: перемоги — { $won }, поразки — { $lost }, нічиї — { $drawn }.
score-after-friend = Проти друзів: перемоги — { $won }, поразки — { $lost }, нічиї — { $drawn }.
score-after-local = Партії на цьому пристрої: перемоги ({ $first }) — { $firstWins }, перемоги ({ $second }) — { $secondWins }, нічиї — { $drawn }.
play-again = Зіграти ще
look-at-board = Подивитися на дошку

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = { $side }: перемога матом.
outcome-win-no-legal-moves = { $side }: перемога — у суперника немає допустимих ходів.
outcome-win-bikjang = { $side }: перемога за очками після бікчану (генерали стояли один проти одного).
outcome-win-repetition = { $side }: перемога за правилом повторення.
outcome-win-perpetual-check = { $side }: перемога — суперник оголошував вічний шах.
outcome-win-double-pass = { $side }: перемога за очками — обидві сторони пропустили хід.
outcome-win-ply-limit = { $side }: перемога за очками — досягнуто ліміту ходів.
outcome-win-quiet-limit = { $side }: перемога — зроблено забагато ходів без взяття.
outcome-win-bare-material = { $side }: перемога — у суперника не лишилося атакувальних фігур.
outcome-win-resignation = { $side }: перемога — суперник здався.
outcome-win-agreement = { $side }: перемога за згодою сторін.
outcome-win = { $side }: перемога.
outcome-draw-bikjang = Нічия через бікчан (генерали стояли один проти одного).
outcome-draw-repetition = Нічия через повторення позиції.
outcome-draw-perpetual-check = Нічия: обидві сторони оголошували вічний шах.
outcome-draw-double-pass = Нічия: обидві сторони пропустили хід.
outcome-draw-ply-limit = Нічия: досягнуто ліміту ходів.
outcome-draw-quiet-limit = Нічия: зроблено забагато ходів без взяття.
outcome-draw-bare-material = Нічия: у жодної сторони не лишилося атакувальних фігур.
outcome-draw-agreement = Нічия за згодою сторін.
outcome-draw = Нічия.

## Board cells and announcements for screen readers

point-empty = { $point }, порожньо
point-piece = { $piece } ({ $side }), { $point }
point-target = { $point }, порожньо, сюди можна піти
point-capture = { $piece } ({ $side }), { $point }, можна взяти
announce-picked =
    { $count ->
        [one] Взято фігуру { $piece } на { $point }: можна піти на { $count } пункт.
        [few] Взято фігуру { $piece } на { $point }: можна піти на { $count } пункти.
        [many] Взято фігуру { $piece } на { $point }: можна піти на { $count } пунктів.
       *[other] Взято фігуру { $piece } на { $point }: можна піти на { $count } пункту.
    }
announce-cannot-move = Фігура { $piece } на { $point } зараз не може ходити.
announce-put-down = Фігуру відпущено.
announce-move = { $side }: { $move }.
announce-pass = { $side }: пропуск ходу.

## Errors, by the server's codes

error-not-connected = Немає з’єднання із сервером; пробуємо знову…
error-unreachable = Не вдалося зв’язатися із сервером.
error-unknown-game = Такої партії не існує.
error-wrong-token = Цей браузер не бере участі в цій партії.
error-spectator = Ви спостерігаєте за цією партією й не можете ходити.
error-not-your-turn = Зараз не ваш хід.
error-malformed-move = Сервер не зрозумів цей хід.
error-illegal-move = Цей хід не дозволений правилами.
error-game-over = Партію завершено.
error-undo-not-allowed = У цій партії не можна повертати ходи.
error-setup-pending = Розстановку ще вибирають.
error-no-setup = Зараз вибирати розстановку не потрібно.
error-unknown-setup = Такої розстановки не існує.
error-nothing-to-undo = Немає ходу, який можна повернути.
error-wrong-invite = Це запрошення недійсне.
error-seat-taken = Обидва місця зайняті.
error-unavailable = Партія зараз зайнята; спробуйте трохи згодом.
error-storage = Серверу не вдалося зберегти партію; спробуйте ще раз.
error-storage-unavailable = Сервер зараз не може зберігати партії; спробуйте пізніше.
error-too-many-spectators = За цією партією спостерігає забагато людей; пробуємо знову…
error-bad-request = Сервер не зрозумів запит.
error-too-large = Запит завеликий.
error-malformed = Сервер не зрозумів повідомлення.
error-rate-limited = Забагато повідомлень одночасно; повторне підключення…
error-other = Щось пішло не так ({ $code }).

## Study board and board editor

start-study = Розібрати партію
start-editor = Розставити позицію
title-study = Дошка аналізу · Palace
title-editor = Редактор позиції · Palace
study-heading = Дошка аналізу
study-import-legend = Імпорт партії
study-file-label = Відкрити файл
study-drop-hint = GIB, PGN, XQF, DhtmlXQ, CBF або FEN; файл можна також перетягнути на цю сторінку.
study-paste-label = Або вставте партію чи FEN
study-paste-button = Прочитати
study-reading = Читання…
study-read-failed = Не вдалося прочитати партію: { $reason }
study-games-label = Партія
study-game-option = { $number }. { $title }
study-game-errors = Непрочитаних партій у файлі: { $count }. Перша: { $detail }
study-empty = Імпортуйте партію або відкрийте позицію з редактора.
study-ply = Хід { $ply } з { $total }
study-branch = Хід { $ply } вашого варіанта від ходу { $from }
study-back-to-game = Назад до партії
study-last = Останній хід
study-export-legend = Експорт
study-fen-label = FEN
study-copy-fen = Копіювати FEN
study-edit-position = Змінити цю позицію
study-export-what = Що
study-export-line = Варіант на дошці
study-export-game = Партія як імпортована
study-format-label = Формат
study-format-pgn = PGN, координати
study-format-wxf = PGN, ходи WXF
study-format-chinese = PGN, ходи китайською
study-format-korean = PGN, ходи корейською
study-format-gib = GIB
study-format-fen = FEN показаної позиції
study-export-button = Показати
study-download = Завантажити
editor-heading = Редактор позиції
editor-palette-label = Фігура для встановлення
editor-turn-label = Черга ходу
editor-start = Початкова позиція
editor-clear = Очистити дошку
editor-check = Перевірити позицію
editor-open-study = Відкрити на дошці аналізу
editor-valid = Позиція допустима.
editor-piece = { $piece } ({ $side })
editor-remove = Прибрати фігуру
editor-fault-bad-fen = FEN не читається.
editor-fault-general-count = { $side }: має бути рівно один { $piece }.
editor-fault-general-outside-palace = { $piece } ({ $side }) на { $point } стоїть поза своїм палацом.
editor-fault-generals-facing = Генерали стоять один проти одного, між ними нічого немає.
editor-fault-too-many = { $side }: { $count } × { $piece }, дозволено не більше { $max }.
editor-fault-misplaced = { $piece } ({ $side }) на { $point } стоїть там, куди ніколи не може потрапити.
editor-fault-soldier-behind-start = { $piece } ({ $side }) на { $point } стоїть позаду своєї початкової лінії; солдати не ходять назад.
editor-fault-opponent-in-check = Сторона, яка не ходить, перебуває під шахом.
editor-play-computer = Зіграти з комп’ютером
editor-play-friend = Зіграти з другом
study-this-game = Розібрати цю партію

## analysis
analysis-legend = Аналіз рушія
analysis-on = Аналізувати
analysis-lines-label = Варіанти
analysis-depth = Глибина { $depth }
analysis-waiting = Рушій думає…
analysis-no-moves = У цій позиції немає допустимих ходів.
analysis-mate = { $side }: мат, ходів до нього: { $moves }
analysis-line-title = Варіант { $number }: { $moves }
analysis-graph-button = Оцінити всю партію
analysis-graph-label = Оцінка після кожного ходу; клацніть, щоб перейти до цього ходу
analysis-graph-progress = Оцінено позицій: { $done } з { $total }
analysis-graph-done = Помилки позначено червоним; клацніть по графіку, щоб перейти до ходу.
analysis-mistake = Хід { $ply } ({ $move }): помилка, втрата { $drop }
analysis-too-many = З вашої адреси відкрито забагато дошок аналізу; закрийте одну й спробуйте ще раз.
analysis-no-engine = На цьому сервері немає рушія для аналізу.
analysis-failed = Аналіз не вдався: { $reason }
editor-keys-hint = На дошці: стрілки переміщують, літера FEN вибирає фігуру (велика для першого гравця: K A B N R C P), Enter або пробіл ставить її, Delete прибирає, x вибирає вилучення.
