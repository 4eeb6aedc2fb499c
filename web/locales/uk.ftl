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

## lessons
start-lessons = Уроки
lessons-heading = Уроки
lessons-intro = Кожен урок пояснює одне правило на позиції: прочитайте правило, порівняйте позначені ходи, а потім зіграйте відповідь на дошці.
lessons-progress = Розв'язано: { $done } з { $total }
lessons-solved = Розв'язано
lessons-step-rule = Правило
lessons-step-compare = Порівняйте ці ходи
lessons-step-play = Ваш хід
lessons-play-hint = Зіграйте відповідь на дошці.
lessons-right = Правильно!
lessons-wrong = Не цей.
lessons-show-answer = Показати відповідь
lessons-try-again = Ще раз
lessons-next = Наступний урок
lessons-all = Усі уроки
lessons-review = Підсумок
lessons-candidate = { $piece } { $move }
lessons-not-found = Такого уроку немає.
lesson-q-capture = Який хід виграє матеріал?
lesson-q-mate = Знайдіть мат в один хід.
lesson-q-check = Вам шах. Яка відповідь найкраща?
lesson-q-safe = Вашого коня атаковано. Куди йому піти?
lesson-q-bikjang = Генерали стоять один проти одного. Розірвіть бікчан.
lesson-q-pass = Що тут найкраще зробити?
lesson-q-points = Яке взяття дає найбільше очок?
lesson-xq-cannon-screen-title = Екран гармати
lesson-xq-cannon-screen-rule = Гармата ходить як колісниця, але б'є, лише перестрибнувши рівно одну фігуру будь-якого кольору — екран.
lesson-xq-cannon-screen-explain = Чорний солдат на b6 — екран: гармата перестрибує його і б'є колісницю на b8.
lesson-xq-cannon-screen-wrong = Хід дозволений, але нічого не бере: гармата б'є лише через екран.
lesson-xq-cannon-screen-review = Гармата: ковзає, щоб ходити, стрибає через одну фігуру, щоб бити.
lesson-xq-cannon-limit-title = Чого гармата не візьме
lesson-xq-cannon-limit-rule = Без фігури між ними або з двома гармата бити не може. Їй потрібен рівно один екран.
lesson-xq-cannon-limit-explain = Ваш солдат на e5 — екран між гарматою і конем на g5. Перед колісницею на b9 екрана немає.
lesson-xq-cannon-limit-wrong = Гармата лише переходить туди. Колісницю на b9 вона не візьме: між ними нічого немає.
lesson-xq-cannon-limit-review = Немає екрана — немає взяття: шукайте рівно одну фігуру між.
lesson-xq-horse-leg-title = Нога коня
lesson-xq-horse-leg-rule = Кінь робить крок прямо, потім крок навскіс назовні. Фігура на першому пункті, «нозі», його блокує.
lesson-xq-horse-leg-explain = Ваш радник на d3 закриває шлях до колісниці на e4, але шлях до гармати на a4 вільний.
lesson-xq-horse-leg-wrong = Цей хід нічого не бере. Пункт d3 зайнятий, а b3 вільний.
lesson-xq-horse-leg-review = Перш ніж рахувати стрибки коня, перевірте кожну «ногу».
lesson-xq-elephant-eye-title = Око слона
lesson-xq-elephant-eye-rule = Слон ходить рівно на два пункти по діагоналі й ніколи не перетинає річку. Фігура на середньому пункті, «оці», його блокує.
lesson-xq-elephant-eye-explain = Солдат на f4 закриває шлях на g5, але шлях на c5 відкритий: слон б'є коня.
lesson-xq-elephant-eye-wrong = Цей хід нічого не бере. «Око» d4 вільне, тож слон дістає c5.
lesson-xq-elephant-eye-review = Одна фігура на «оці» зупиняє слона.
lesson-xq-soldier-river-title = Солдати за річкою
lesson-xq-soldier-river-rule = Солдат ходить на один пункт уперед. За річкою він може ходити й убік, але ніколи назад.
lesson-xq-soldier-river-explain = Солдат на e6 перейшов річку і може взяти коня на d6 убік. Солдат на c5 ще ні.
lesson-xq-soldier-river-wrong = Це нічого не виграє. Убік б'є лише солдат за річкою.
lesson-xq-soldier-river-review = До річки — лише вперед. Після — уперед або вбік.
lesson-xq-piece-values-title = Цінність фігур
lesson-xq-piece-values-rule = Звичайний орієнтир: колісниця 9, кінь і гармата близько 4,5, радник і слон 2, солдат 1 або 2.
lesson-xq-piece-values-explain = Кінь може взяти колісницю або солдата; колісниця коштує набагато більше.
lesson-xq-piece-values-wrong = Це значно менший виграш. Ваш кінь може взяти колісницю на b5.
lesson-xq-piece-values-review = З кількох взять обирайте найціннішу фігуру.
lesson-xq-answer-check-title = Захист від шаху
lesson-xq-answer-check-rule = Від шаху захищаються ходом генерала, перекриттям лінії або взяттям фігури, що шахує. Тут радники не дають генералу зрушити.
lesson-xq-answer-check-explain = Колісниця з a8 бере колісницю, що шахує: шаху немає, а ви виграли колісницю.
lesson-xq-answer-check-wrong = Це закриває шах, але чорна колісниця лишається. Краще її взяти.
lesson-xq-answer-check-review = Під шахом спершу шукайте взяття фігури, що шахує.
lesson-xq-flying-general-pin-title = Генерали не мають бачити один одного
lesson-xq-flying-general-pin-rule = Генерали ніколи не можуть стояти на одній вертикалі без фігур між ними. Єдина фігура між ними не може зійти з вертикалі.
lesson-xq-flying-general-pin-explain = Чорний кінь на e6 — єдина фігура між генералами. Він не може втекти, тож ваш солдат його бере.
lesson-xq-flying-general-pin-wrong = Так кінь уціліє. Його зв'язав ваш генерал: беріть його зараз.
lesson-xq-flying-general-pin-review = Ваш генерал тримає свою відкриту вертикаль: використайте її для зв'язки.
lesson-xq-flying-general-mate-title = Генерал допомагає поставити мат
lesson-xq-flying-general-mate-rule = Оскільки генерали не можуть бачити один одного, ваш генерал тримає всю свою вертикаль.
lesson-xq-flying-general-mate-explain = Колісниця шахує з b10. Генерал не може піти на d10, навпроти вашого генерала, ані на f10 чи e9.
lesson-xq-flying-general-mate-wrong = Це не мат: у чорного генерала ще є вихід.
lesson-xq-flying-general-mate-review = Зараховуйте генерала до нападників: він тримає свою вертикаль.
lesson-xq-double-chariot-mate-title = Мат двома колісницями
lesson-xq-double-chariot-mate-rule = Дві колісниці матують генерала: одна відрізає горизонталь, друга шахує на наступній.
lesson-xq-double-chariot-mate-explain = Колісниця на a9 тримає 9-ту горизонталь, друга шахує з b10. У генерала немає вільного пункту.
lesson-xq-double-chariot-mate-wrong = Генерал тікає. Тримайте 9-ту горизонталь закритою і шахуйте по 10-й.
lesson-xq-double-chariot-mate-review = Одна колісниця відрізає, друга шахує.
lesson-xq-horse-chariot-mate-title = Мат конем і колісницею
lesson-xq-horse-chariot-mate-rule = Кінь шахує зблизька, а колісниця відбирає в генерала пункти відступу.
lesson-xq-horse-chariot-mate-explain = Кінь шахує з g9 (або f8). Колісниця тримає e9, а радники закривають решту.
lesson-xq-horse-chariot-mate-wrong = Це не мат. Шахуйте конем, поки колісниця тримає e9.
lesson-xq-horse-chariot-mate-review = Колісниця замикає, кінь шахує.
lesson-xq-horse-cannon-mate-title = Гармата за конем
lesson-xq-horse-cannon-mate-rule = Кінь перед генералом може бути екраном для гармати й водночас тримати пункти поруч із генералом.
lesson-xq-horse-cannon-mate-explain = Гармата на e3 шахує через коня на e8. Кінь тримає d10 і f10, гармата — e9.
lesson-xq-horse-cannon-mate-wrong = Це не мат. Поставте гармату на вертикаль генерала, за конем.
lesson-xq-horse-cannon-mate-review = Кінь попереду, гармата позаду: класичний мат.
lesson-xq-soldier-mate-title = Мат солдатом
lesson-xq-soldier-mate-rule = Солдат за річкою може поставити мат, якщо інші фігури тримають пункти відступу генерала.
lesson-xq-soldier-mate-explain = Солдат шахує з f9 під захистом колісниці. На e10 генерал піти не може: він опинився б навпроти вашого генерала.
lesson-xq-soldier-mate-wrong = Не мат. Просуньте солдата туди, де його захищає колісниця.
lesson-xq-soldier-mate-review = Навіть солдат ставить мат, коли генералу нікуди йти.
lesson-xq-perpetual-check-title = Вічний шах програє
lesson-xq-perpetual-check-rule = Якщо позиція повторилася втретє й одна сторона шахувала кожним ходом, ця сторона програє. Колісниця вже двічі шахувала з a10.
lesson-xq-perpetual-check-explain = Колісниця з i8 шахує з i10, поки друга тримає 9-ту горизонталь: мат без повторення.
lesson-xq-perpetual-check-wrong = Шах з a10 повторить позицію втретє і програє. Шукайте мат.
lesson-xq-perpetual-check-review = Не повторюйте шахів: знайдіть новий або мат.
lesson-xq-chase-title = Переслідування
lesson-xq-chase-rule = Знову й знову нападати на ту саму незахищену фігуру — це переслідування. За цими правилами вічне переслідування програє, як вічний шах.
lesson-xq-chase-explain = На c4 кінь захищений вашою колісницею з c1: переслідування скінчилося.
lesson-xq-chase-wrong = Там кінь лишається без захисту, і колісниця може переслідувати його далі.
lesson-xq-chase-review = Проти переслідування ставте фігуру під захист.
lesson-jg-cannon-screen-title = Екран гармати в чангі
lesson-jg-cannon-screen-rule = У чангі гармата перестрибує рівно одну фігуру і для ходу, і для взяття. Без екрана вона взагалі не ходить.
lesson-jg-cannon-screen-explain = Солдат Хан на b6 — екран: гармата перестрибує його і б'є колісницю на b8.
lesson-jg-cannon-screen-wrong = Гармата може стати туди, але нічого не візьме. Перестрибніть екран і візьміть колісницю.
lesson-jg-cannon-screen-review = Гармата в чангі завжди стрибає, навіть для звичайного ходу.
lesson-jg-cannon-limit-title = Гармата не стрибає через гармату
lesson-jg-cannon-limit-rule = Гармата в чангі не може використати гармату як екран і ніколи не б'є гармату.
lesson-jg-cannon-limit-explain = Через гармату Хан на b5 стрибати не можна, тож колісниця в безпеці. Через вашого коня на c3 гармата б'є коня на f3.
lesson-jg-cannon-limit-wrong = Це нічого не бере. Використайте коня на c3 як екран і візьміть коня на f3.
lesson-jg-cannon-limit-review = Гармати не стрибають через гармати й не б'ють їх.
lesson-jg-chariot-diagonal-title = Колісниця в палаці
lesson-jg-chariot-diagonal-rule = Усередині палацу колісниця може ходити й по діагоналях.
lesson-jg-chariot-diagonal-explain = З d3 колісниця йде діагоналлю через порожній центр e2 і б'є гармату на f1.
lesson-jg-chariot-diagonal-wrong = Це нічого не бере. У палаці колісниця може піти діагоналлю з d3 на f1.
lesson-jg-chariot-diagonal-review = Лінії палацу — додаткові шляхи для колісниці.
lesson-jg-cannon-diagonal-title = Гармата на діагоналі палацу
lesson-jg-cannon-diagonal-rule = На діагоналі палацу гармата стрибає з кута в протилежний кут через фігуру в центрі, якщо це не гармата.
lesson-jg-cannon-diagonal-explain = Ваш охоронець на e2 — екран: гармата стрибає з d1 на f3 і б'є колісницю.
lesson-jg-cannon-diagonal-wrong = Це нічого не бере. Стрибніть діагоналлю через охоронця на e2.
lesson-jg-cannon-diagonal-review = У палаці гармата може стрибати через центр.
lesson-jg-elephant-block-title = Слон у чангі
lesson-jg-elephant-block-rule = Слон робить крок прямо, потім два по діагоналі. Фігура на будь-якому з двох пунктів шляху його блокує.
lesson-jg-elephant-block-explain = Шлях на f6 через d4 і e5 вільний: слон б'є коня. Солдат на d6 закриває шлях до колісниці.
lesson-jg-elephant-block-wrong = Це нічого не бере. Перевіряйте обидва пункти на кожному шляху слона.
lesson-jg-elephant-block-review = На кожному шляху слона треба перевірити два пункти.
lesson-jg-horse-block-title = Кінь у чангі
lesson-jg-horse-block-rule = Кінь робить крок прямо, потім крок навскіс назовні. Фігура на першому пункті його блокує.
lesson-jg-horse-block-explain = Ваш охоронець на d3 закриває шлях до колісниці на e4; шлях до гармати на a4 через b3 вільний.
lesson-jg-horse-block-wrong = Це нічого не бере. Кінь і далі доходить до a4 через порожній пункт b3.
lesson-jg-horse-block-review = Кінь вільний настільки, наскільки вільний його перший крок.
lesson-jg-soldier-palace-title = Солдати в палаці
lesson-jg-soldier-palace-rule = Солдат у чангі ходить уперед або вбік. У палаці суперника він може ходити вперед і по діагоналях.
lesson-jg-soldier-palace-explain = З кута d8 солдат іде діагоналлю палацу на e9 і б'є коня.
lesson-jg-soldier-palace-wrong = Це нічого не бере. З d8 солдат може піти по діагоналі на e9.
lesson-jg-soldier-palace-review = У ворожому палаці солдати ходять діагоналями.
lesson-jg-points-title = Підрахунок очок
lesson-jg-points-rule = Фігури чангі мають очки: колісниця 13, гармата 7, кінь 5, слон 3, охоронець 3, солдат 2; Хан отримує ще 1,5. Деякі партії вирішуються за очками.
lesson-jg-points-explain = Гармата коштує 7 очок, кінь — 5: беріть гармату.
lesson-jg-points-wrong = Це дає менше очок. Гармата коштує 7, кінь — 5.
lesson-jg-points-review = Колісниця 13, гармата 7, кінь 5, слон і охоронець 3, солдат 2.
lesson-jg-general-diagonal-title = Генерал на діагоналях
lesson-jg-general-diagonal-rule = Генерал ходить на один пункт лініями палацу, зокрема діагоналями, і ніколи не залишає палац.
lesson-jg-general-diagonal-explain = Генерал іде по діагоналі з d3 на e2, з вертикалі колісниці на пункт, який ніхто не атакує; солдат тримає e3.
lesson-jg-general-diagonal-wrong = Колісницю, що закриється, візьме колісниця Хан. Генерал може втекти по діагоналі.
lesson-jg-general-diagonal-review = У палаці діагоналі — шляхи відступу.
lesson-jg-bikjang-title = Бікчан
lesson-jg-bikjang-rule = Два генерали один проти одного на відкритій вертикалі — це бікчан. За цими правилами після взяття сторона, що ходить, мусить його розірвати, інакше партія вирішується за очками.
lesson-jg-bikjang-explain = Ваша колісниця на e5 стає між генералами; відхід генерала з вертикалі теж розриває бікчан.
lesson-jg-bikjang-wrong = Після цього ходу генерали й далі дивляться один на одного: бікчан лишається.
lesson-jg-bikjang-review = Щоб розірвати бікчан, відійдіть убік або поставте фігуру між генералами.
lesson-jg-pass-title = Пас
lesson-jg-pass-rule = У чангі сторона, якій не оголошено шах, може спасувати замість ходу. Тут будь-який хід коштував би вам охоронця.
lesson-jg-pass-explain = Пас залишає охоронця на e2, де він закриває вашого генерала від колісниці.
lesson-jg-pass-wrong = На e3 охоронця візьме солдат з d3. Пас нічого не коштує.
lesson-jg-pass-review = Коли будь-який хід погіршує становище, пасуйте.
lesson-jg-double-chariot-mate-title = Мат двома колісницями в чангі
lesson-jg-double-chariot-mate-rule = Дві колісниці матують, як у сянці: одна відрізає горизонталь, друга шахує на останній.
lesson-jg-double-chariot-mate-explain = Колісниця на a9 тримає 9-ту горизонталь, колісниця на b10 шахує. У генерала немає вільного пункту.
lesson-jg-double-chariot-mate-wrong = Генерал тікає. Тримайте 9-ту горизонталь закритою і шахуйте по 10-й.
lesson-jg-double-chariot-mate-review = Одна колісниця відрізає, друга шахує.
lesson-jg-horse-chariot-mate-title = Мат конем і колісницею в чангі
lesson-jg-horse-chariot-mate-rule = Колісниця шахує по останній горизонталі, а кінь тримає вихід генерала.
lesson-jg-horse-chariot-mate-explain = Колісниця шахує з i10; кінь на c8 тримає e9, а d10 і f10 лежать на лінії колісниці.
lesson-jg-horse-chariot-mate-wrong = Це не мат. Шахуйте по 10-й горизонталі, де кінь тримає e9.
lesson-jg-horse-chariot-mate-review = Кінь стереже, колісниця шахує.
lesson-jg-cannon-mate-title = Мат гарматою в чангі
lesson-jg-cannon-mate-rule = Гармата шахує через екран. Солдати перед генералом — добрі екрани й тримають пункти відступу.
lesson-jg-cannon-mate-explain = Гармата на d3 шахує через солдата на d8. Пункти d9 і e9 під боєм, і закритися нічим.
lesson-jg-cannon-mate-wrong = Це не мат. Стрибніть гарматою на вертикаль генерала, за солдата на d8.
lesson-jg-cannon-mate-review = Солдат може бути і екраном, і вартовим.
lesson-jg-perpetual-check-title = Вічний шах у чангі
lesson-jg-perpetual-check-rule = Якщо позиція повторилася втретє й одна сторона шахувала кожним ходом, ця сторона програє. Колісниця вже двічі шахувала з a10.
lesson-jg-perpetual-check-explain = Колісниця шахує з i10, поки друга тримає 9-ту горизонталь: мат без повторення.
lesson-jg-perpetual-check-wrong = Новий шах з a10 повторить позицію і програє. Шукайте мат.
lesson-jg-perpetual-check-review = Не повторюйте шахів: знайдіть новий або мат.
## online play: accounts, lobby, clocks, offers, chat, profiles, live games

account-login-open = Увійти
account-logout = Вийти
account-signed-in = Ви увійшли як { $name }
account-heading = Увійдіть або створіть обліковий запис
account-username = Ім’я користувача
account-password = Пароль
account-rules = Ім’я користувача: від 2 до 20 латинських літер, цифр, _ або -. Пароль: щонайменше 8 символів.
account-login = Увійти
account-register = Створити обліковий запис
account-cancel = Скасувати
account-error-username-taken = Це ім’я вже зайняте; виберіть інше.
account-error-bad-username = Ім’я користувача — від 2 до 20 латинських літер, цифр, _ або -.
account-error-bad-password = Пароль має бути щонайменше з 8 символів.
account-error-wrong-credentials = Неправильне ім’я користувача або пароль.
account-error-rate-limited = Забагато спроб; зачекайте хвилину і спробуйте знову.
start-lobby = Грати онлайн
start-live = Дивитися партії
start-leaderboard = Рейтинг гравців
start-online-now = Зараз онлайн: { $online }, триває партій: { $games }
lobby-heading = Зала очікування
lobby-guest-hint = Гості грають товариські партії; увійдіть, щоб грати на рейтинг і викликати гравців.
lobby-challenges = Виклики
lobby-seeks = Відкриті заявки
lobby-no-seeks = Відкритих заявок ще немає. Створіть заявку нижче.
lobby-new-seek = Нова заявка
lobby-clock = Годинник
lobby-clock-fischer = Хвилини + секунди за хід
lobby-clock-byoyomi = Бйойомі
lobby-untimed = Без годинника
lobby-base = Хвилини
lobby-increment = Додаток за хід, секунди
lobby-main = Основний час (хвилини)
lobby-periods = Періоди
lobby-period = Секунд у періоді
lobby-rated = На рейтинг
lobby-challenge-to = Викликати гравця
lobby-create-seek = Створити заявку
lobby-send-challenge = Надіслати виклик
lobby-guest = Гість
lobby-offer-terms = { $game }, { $rules }, { $clock }, { $rated }
lobby-rated-short = на рейтинг
lobby-casual-short = товариська
lobby-challenge-from = Виклик від гравця { $name }
lobby-challenge-to-player = Ваш виклик гравцеві { $name }
lobby-accept = Прийняти
lobby-decline = Відхилити
lobby-withdraw = Відкликати
lobby-cancel = Скасувати
lobby-error-no-name = Введіть ім’я гравця, якого хочете викликати.
lobby-error-rated-needs-account = Партії на рейтинг — лише для гравців, що увійшли; увійдіть або зіграйте товариську.
lobby-error-too-many-seeks = У вас уже максимум відкритих заявок; спершу скасуйте одну.
lobby-error-unknown-seek = Ця заявка вже закрита.
lobby-error-unknown-challenge = Цей виклик уже закритий.
lobby-error-own-seek = Не можна грати із самим собою.
lobby-error-not-yours = Це не ваше.
lobby-error-unknown-player = Гравця з таким ім’ям немає.
lobby-error-not-logged-in = Спершу увійдіть.
clock-periods = { $periods } × { $seconds } с
clock-low = Мало часу
offer-accept = Прийняти
offer-decline = Відхилити
offer-draw-from = { $side }: пропозиція нічиєї.
offer-draw-waiting = Нічию запропоновано; чекаємо на відповідь.
offer-takeback-from = { $side }: прохання повернути хід.
offer-takeback-waiting = Ви попросили повернути хід; чекаємо на відповідь.
online-offer-draw = Запропонувати нічию
online-takeback = Попросити повернути хід
online-abort = Скасувати партію
online-rematch = Реванш
online-rematch-accept = Прийняти реванш
online-claim-win = Вимагати перемогу
online-claim-draw = Оголосити нічию
online-download-pgn = Завантажити PGN
online-download-gib = Завантажити GIB
grace-countdown = Суперник пішов. Якщо він не повернеться, через { $seconds } с ви зможете вимагати результат.
grace-over = Суперник не повернувся. Вимагайте перемогу або оголосіть нічию.
chat-players = Чат гравців
chat-spectators = Чат глядачів
chat-label = Повідомлення
chat-send = Надіслати
chat-from = { $name }:
chat-from-guest = Гість:
outcome-aborted = Партію скасовано.
outcome-win-timeout = { $side }: перемога за часом.
outcome-win-abandonment = { $side }: перемога, суперник покинув партію.
outcome-draw-timeout = Нічия: час вийшов, але інша сторона не могла виграти.
outcome-draw-abandonment = Нічия: суперник покинув партію.
error-no-draws = У цих правилах немає нічиєї за згодою.
error-two-players-only = Лише в партіях двох гравців.
error-no-offer = Немає пропозиції, на яку треба відповісти.
error-too-late-to-abort = Партію можна скасувати лише в перші два ходи.
error-opponent-present = Суперник ще тут (або може повернутися).
error-not-over = Партія ще не закінчилася.
error-bad-chat = Це повідомлення не можна надіслати (порожнє, задовге або тут заборонене).
profile-title = { $name }: профіль
profile-unknown = Гравця з таким ім’ям немає.
profile-provisional = Попередній рейтинг (?): зіграно ще мало партій.
profile-record = Партій: { $games }; перемог: { $wins }, нічиїх: { $draws }, поразок: { $losses }
profile-chart = Рейтинг ({ $game }) від { $from } до { $to }
profile-games = Партії
profile-newer = Новіші партії
profile-older = Старіші партії
profile-playing = Триває
profile-game-about = { $game }, { $rated }: { $result }
game-players = { $first } — { $second }
leaderboard-heading = Рейтинг гравців
leaderboard-title = Рейтинг гравців: { $game }
leaderboard-empty = Партій на рейтинг ще немає.
live-heading = Поточні партії
live-empty = Зараз не триває жодна партія.
live-about = { $game }, { $rules }, { $clock }
live-watch = Дивитися
## rules pages

start-rules = Правила ігор
rules-this-game = Правила цієї партії
rules-overview-title = { -brand }: правила { -xiangqi } і { -janggi }
rules-overview-heading = Правила { -xiangqi } і { -janggi }
rules-overview-intro = Обидві гри ведуться на точках дошки завширшки дев’ять ліній і завдовжки десять. Кожна сторона має генерала в палаці з дев’яти точок і перемагає, поставивши мат генералові суперника.
rules-about-xiangqi = { -xiangqi } — китайські шахи. Посередині дошки тече річка, першими ходять { -red }.
rules-about-janggi = { -janggi } — корейські шахи. Річки немає, діагоналі кожного палацу є шляхами для фігур усередині нього, першими ходять { -cho }.
rules-setup-choice = Перед партією кожна сторона вибирає, як стоять її коні та слони.
rules-setup-fixed = Фігури починають на сталих точках.
rules-page-title = { -brand }: { $rules }
rules-all = Усі правила
rules-play = Зіграти партію
rules-presets-heading = Набори правил
rules-not-found-title = Такого набору правил немає
rules-not-found-text = Набору правил «{ $name }» немає. { -brand } знає такі:
rules-pieces-heading = Як ходять фігури
rules-diagram-caption = З { $from } може піти на: { $targets }.
rules-diagram-blocked = Заблоковано: { $points }.
rules-move-xiangqi-k = Генерал ходить на одну точку по лінії й ніколи не залишає палац. Два генерали ніколи не можуть стояти один проти одного на відкритій лінії.
rules-move-xiangqi-a = Радник ходить на одну точку по діагоналі й лишається в палаці.
rules-move-xiangqi-b = Слон ходить рівно на дві точки по діагоналі. Фігура на проміжній точці блокує його, і він ніколи не переходить річку.
rules-move-xiangqi-n = Кінь ходить на одну точку по лінії, потім на одну точку по діагоналі назовні. Фігура на цій першій точці перекриває шлях.
rules-move-xiangqi-r = Колісниця ходить на будь-яку відстань по лінії, доки її не зупинить фігура, і б’є першу зустрінуту фігуру суперника.
rules-move-xiangqi-c = Гармата ходить як колісниця, але б’є, лише перестрибнувши рівно через одну фігуру на фігуру суперника.
rules-move-xiangqi-p = Солдат ходить на одну точку вперед. За річкою він може ходити й на одну точку вбік. Назад він не ходить.
rules-move-janggi-k = Генерал ходить на одну точку по будь-якій лінії палацу, включно з діагоналями, і ніколи його не залишає.
rules-move-janggi-a = Охоронець ходить як генерал: на одну точку по лініях палацу.
rules-move-janggi-b = Слон ходить на одну точку по лінії, потім на дві точки по діагоналі назовні. Фігура на будь-якій точці шляху блокує його.
rules-move-janggi-n = Кінь ходить на одну точку по лінії, потім на одну точку по діагоналі назовні. Фігура на цій першій точці перекриває шлях.
rules-move-janggi-r = Колісниця ходить на будь-яку відстань по лінії, а в палаці — і по його діагоналях.
rules-move-janggi-c = Гармата перестрибує рівно через одну фігуру, що не є гарматою, по лінії або діагоналі палацу й стає на точку за нею або б’є там. Гармату вона ніколи не б’є.
rules-move-janggi-p = Солдат ходить на одну точку вперед або вбік, але не назад.
rules-note-cannon-slides = У цьому наборі правил гармата, яка не б’є, може ходити й як колісниця.
rules-note-cannon-must-jump = Їй потрібна фігура для стрибка, навіть коли вона не б’є.
rules-note-soldier-palace-diagonals = У палаці суперника він може ходити вперед і по діагоналях.
rules-table-heading = Фігури коротко
rules-col-traditional = Традиційний знак
rules-col-readable = Один знак
rules-col-picture = Малюнок
rules-col-name = Назва
rules-col-moves = Як ходить
rules-col-points = Очки
rules-short-xiangqi-k = На одну точку по лінії, у палаці
rules-short-xiangqi-a = На одну точку по діагоналі, у палаці
rules-short-xiangqi-b = На дві точки по діагоналі, не за річку
rules-short-xiangqi-n = Одна прямо, одна по діагоналі; може бути заблокований
rules-short-xiangqi-r = На будь-яку відстань по лінії
rules-short-xiangqi-c = Як колісниця; б’є через одну фігуру
rules-short-xiangqi-p = На одну вперед; за річкою й убік
rules-short-janggi-k = На одну точку по лініях палацу
rules-short-janggi-a = На одну точку по лініях палацу
rules-short-janggi-b = Одна прямо, дві по діагоналі; може бути заблокований
rules-short-janggi-n = Одна прямо, одна по діагоналі; може бути заблокований
rules-short-janggi-r = На будь-яку відстань по лінії або діагоналі палацу
rules-short-janggi-c = Стрибає рівно через одну фігуру, що не є гарматою
rules-short-janggi-p = На одну вперед або вбік
rules-endings-heading = Як закінчується партія
rules-end-checkmate = Мат: програє сторона, чий генерал під ударом і не може втекти.
rules-end-no-legal-move = Сторона без жодного дозволеного ходу програє, навіть якщо їй не оголошено шах.
rules-end-flying-general = Генерали ніколи не можуть стояти один проти одного на відкритій лінії: хід, після якого так буде, заборонений.
rules-end-facing-allowed = Генерали можуть стояти один проти одного на відкритій лінії; нічого з цього не випливає.
rules-end-bikjang-break-or-pass = Бікджан: сторона, чий хід починається з генералами один проти одного, мусить закрити лінію, зійти з неї або пропустити хід.
rules-end-bikjang-must-break = Бікджан: сторона, чий хід починається з генералами один проти одного, мусить закрити лінію або зійти з неї.
rules-end-bikjang-pass-while-facing = Пропуск ходу, коли генерали стоять один проти одного, закінчує партію: { $decision ->
    [points] перемагає сторона з більшою кількістю очок.
   *[draw] нічия.
  }
rules-end-bikjang-still-facing = Після першого взяття сторона, чий хід почався з генералами один проти одного і яка залишає їх так, закінчує партію: { $decision ->
    [points] перемагає сторона з більшою кількістю очок.
   *[draw] нічия.
  }
rules-end-pass-allowed = Сторона, якій не оголошено шах, може пропустити хід.
rules-end-pass-never = Пропускати хід не можна.
rules-end-double-pass = Якщо обидві сторони пропускають хід одна за одною, партія закінчується: { $decision ->
    [points] перемагає сторона з більшою кількістю очок.
   *[draw] нічия.
  }
rules-end-repetition-xiangqi = Коли позиція повторюється втретє, програє сторона, яка від її першої появи давала шах кожним ходом, якщо тільки так не робили обидві; інакше нічия.
rules-end-repetition-janggi = Коли позиція повторюється втретє, перемагає сторона з більшою кількістю очок; сторона, яка від її першої появи давала шах кожним ходом, натомість програє, якщо тільки так не робили обидві.
rules-end-repetition-fold = Коли позиція виникла { $count } раз(и), партія закінчується: той, хто дає вічний шах, програє; інакше { $decision ->
    [points] перемагає сторона з більшою кількістю очок.
   *[draw] нічия.
  }
rules-end-chasing = Переслідування незахищеної фігури кожним ходом програє, як вічний шах.
rules-end-move-repetition = Ходи однією фігурою туди й назад без шаху раніше вважаються повторенням.
rules-end-repetition-none = Повторення позицій не закінчує партію.
rules-end-ply-limit = Після { $count } ходів загалом (рахується кожен хід кожної сторони) партія закінчується: { $decision ->
    [points] перемагає сторона з більшою кількістю очок.
   *[draw] нічия.
  }
rules-end-quiet-limit = Після { $count } ходів без взяття (рахується кожен хід кожної сторони) партія закінчується: { $decision ->
    [points] перемагає сторона з більшою кількістю очок.
   *[draw] нічия.
  }
rules-end-quiet-limit-check-offset = Шахи однієї сторони понад десять подовжують цю межу.
rules-end-bare-material = Якщо жодна сторона не має колісниці, коня, гармати чи солдата, оголошується нічия.
rules-end-draw-agreement = Гравці можуть домовитися про нічию.
rules-end-resignation = Гравець може здатися будь-коли.
rules-end-points = Очки: кожна сторона рахує свої фігури на дошці (див. таблицю); { -han } отримує { $bonus } за те, що ходить другим, тому суми ніколи не рівні.
rules-faq-heading = Запитання й відповіді
rules-faq-q1 = Яка сторона ходить першою?
rules-faq-a1 = { -red } у { -xiangqi }, { -cho } у { -janggi }.
rules-faq-q2 = Чи може генерал залишити палац?
rules-faq-a2 = Ні. Генерал і його радники чи охоронці завжди лишаються в палаці.
rules-faq-q3 = Чому мій кінь чи слон не може піти туди?
rules-faq-a3 = Його блокує фігура на точці його шляху; на діаграмах вище такі точки позначено хрестиком.
rules-faq-q4 = Що буде, якщо та сама позиція весь час повертається?
rules-faq-a4 = Це залежить від набору правил: список способів закінчення партії на цій сторінці каже, як чинить цей.
rules-strategy-heading = Поради зі стратегії
rules-strategy-opening-heading = Дебют
rules-strategy-opening = Виводьте колісниці рано, розвивайте коней, доки їх не заблоковано, тримайте палац під захистом і не рухайте солдатів без мети.
rules-strategy-values-heading = Цінність фігур
rules-strategy-values-xiangqi = Колісниця вартує приблизно двох коней або двох гармат. Гармати сильніші на початку, коні — наприкінці, коли дошка порожніє. Радники й слони захищають.
rules-strategy-values-janggi = Очки в таблиці — добрий орієнтир: колісниця — найсильніша фігура, а гармати слабшають, коли дошка порожніє, бо їм потрібні фігури для стрибка.
rules-strategy-mates-heading = Поширені мати
rules-strategy-mates = Дві колісниці ставлять мат, чергуючись на сусідніх лініях. Кінь і колісниця матують генерала, затиснутого власними фігурами. Гармата за ширмою на лінії генерала ставить мат, коли йому нікуди відійти вбік.
embed-title = { -brand }: ігрова дошка
embed-link-game = Дивитися цю партію на { -brand }
embed-link-rules = Правила цієї партії на { -brand }
embed-link-home = Грайте в { -janggi } і { -xiangqi } на { -brand }
embed-no-game = Партії «{ $id }» немає.
embed-unavailable = Цю партію зараз не можна показати: { $reason }
embed-bad-query = Це посилання складено неправильно.
embed-bad-rules = Невідомий набір правил «{ $name }».
embed-bad-fen = Цю позицію не можна показати: { $reason }
embed-code-button = Скопіювати код для вбудовування
embed-code-copied = Код для вбудовування скопійовано
embed-frame-title = { -brand }: ігрова дошка
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
