# Palace, the browser client: Persian.

## Terms

-brand = Palace
-xiangqi = شیانگ‌چی
-janggi = جانگی
-red = قرمز
-black = سیاه
-cho = چو
-han = هان

## Page and header

title-start = { -brand }: { -janggi } و { -xiangqi }
title-game = { -brand }: { $first } در برابر { $second }
brand = { -brand }
pieces-label = مهره‌ها
language-label = زبان
sound-label = صداها
skip-to-board = رفتن به صفحهٔ بازی

## Piece sets

pieceset-traditional = حروف سنتی چینی
pieceset-readable = یک حرف برای هر نوع مهره
pieceset-letters = حروف لاتین
pieceset-pictures = تصویر

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = ژنرال
piece-xiangqi-a = مشاور
piece-xiangqi-b = فیل
piece-xiangqi-n = اسب
piece-xiangqi-r = ارابه
piece-xiangqi-c = توپ
piece-xiangqi-p = سرباز
piece-janggi-k = ژنرال
piece-janggi-a = نگهبان
piece-janggi-b = فیل
piece-janggi-n = اسب
piece-janggi-r = ارابه
piece-janggi-c = توپ
piece-janggi-p = سرباز

## Start screen

start-heading = { -janggi } یا { -xiangqi } بازی کنید
resume-button = ادامهٔ بازی
game-legend = بازی
game-xiangqi = { -xiangqi }
game-xiangqi-sub = شطرنج چینی
game-janggi = { -janggi }
game-janggi-sub = شطرنج کره‌ای
opponent-legend = حریف
mode-computer = رایانه
mode-local = دو بازیکن
mode-local-sub = روی همین دستگاه
mode-friend = دعوت از دوست
mode-friend-sub = فرستادن پیوند
level-legend = سطح
level-select-label = سطح ۱ تا ۸
level-easy = آسان
level-easy-about = اشتباه می‌کند: برای یادگرفتن حرکت‌ها مناسب است.
level-normal = معمولی
level-normal-about = سنجیده بازی می‌کند و مهره‌های بی‌دفاع را می‌زند.
level-hard = سخت
level-hard-about = قوی‌ترین سطح: بیش از همه فکر می‌کند و به‌ندرت اشتباه می‌کند.
score-level = امتیاز شما در سطح { $level }: { $won } برد، { $lost } باخت، { $drawn } مساوی
score-friend = در برابر دوستان: { $won } برد، { $lost } باخت، { $drawn } مساوی
score-local = بازی‌های این دستگاه: { $first } { $firstWins } برد، { $second } { $secondWins } برد، { $drawn } مساوی
side-legend = طرف شما
side-moves-first = اول حرکت می‌کند
side-moves-second = دوم حرکت می‌کند
side-random = تصادفی
side-at-bottom = { $side } در پایین
rules-legend = قوانین
rules-advanced = پیشرفته: سازگار با Fairy-Stockfish
rules-xiangqi-standard = استاندارد (قوانین آسیایی، تکرار ساده‌شده)
rules-xiangqi = Fairy-Stockfish: { -xiangqi }
rules-janggi-standard = استاندارد (انتخاب چیدمان، بیک‌جانگ با امتیاز)
rules-janggi-club = باشگاهی (چیدمان ثابت، توپ‌ها می‌لغزند)
rules-janggi-strict = سخت‌گیرانه (بدون پاس)
rules-janggi = Fairy-Stockfish: { -janggi }
rules-janggitraditional = Fairy-Stockfish: سنتی
rules-janggimodern = Fairy-Stockfish: مدرن (Kakao)
rules-janggicasual = Fairy-Stockfish: دوستانه
setup-hint = { -janggi }: پیش از نخستین حرکت، هر طرف جای اسب‌ها و فیل‌هایش را انتخاب می‌کند؛ اول { -han }، سپس { -cho }.
start-button = شروع
start-failed = شروع بازی ممکن نشد: { $reason }

## A game link that leads nowhere

not-found-heading = اینجا بازی‌ای نیست
not-found-text = در این پیوند بازی‌ای وجود ندارد. شاید نشانی اشتباه نوشته شده باشد یا بازی دیگر وجود نداشته باشد.
not-found-home = شروع بازی تازه

## Game screen

board-label = صفحهٔ بازی
board-help = کلیدهای جهت‌نما مکان‌نما را جابه‌جا می‌کنند، Enter یا Space مهره را برمی‌دارد و می‌گذارد، و Escape لغو می‌کند.
review-start = وضعیت آغازین
review-after = پس از حرکت { $ply } از { $total }
review-first = وضعیت آغازین
review-prev = حرکت قبلی
review-next = حرکت بعدی
review-live = بازگشت به بازی
turn-connecting = در حال اتصال…
turn-reconnecting = در حال اتصال دوباره…
turn-choose-setup = چیدمان خود را انتخاب کنید ({ $side }).
turn-waiting-setup = در انتظار انتخاب چیدمان از سوی { $side }…
turn-side-to-move = نوبت { $side } است.
turn-yours = نوبت شماست ({ $side }).
turn-computer = رایانه ({ $side }) در حال فکر کردن است…
turn-waiting-friend = در انتظار پیوستن دوستتان به‌عنوان { $side }…
turn-waiting = در انتظار { $side }…
check-xiangqi = کیش!
check-janggi = جانگون (کیش)!
notice-watching = شما در حال تماشای این بازی هستید.
notice-seat-taken = هر دو جایگاه پر است: شما در حال تماشای این بازی هستید.
notice-invite-failed = این دعوت‌نامه کار نمی‌کند: شما در حال تماشای این بازی هستید.
notice-repetition = این وضعیت دو بار پیش آمده است. اگر برای بار سوم تکرار شود، بازی تمام می‌شود (طرفی که در هر حرکت کیش داده است می‌بازد).
notice-bikjang = بیک‌جانگ: دو ژنرال در یک ستون باز روبه‌روی هم قرار دارند.

## Players

player-you = { $side }: شما
player-this-device = { $side }: همین دستگاه
player-computer = { $side }: رایانه، سطح { $level }
player-waiting-friend = { $side }: در انتظار دوست
player-friend = { $side }: دوست شما
player-friend-away = { $side }: دوست شما (غایب)
player-other = { $side }: بازیکن
player-other-away = { $side }: بازیکن (غایب)
to-move = نوبت حرکت
spectators =
    { $count ->
       *[other] { $count } تماشاگر
    }
invite-prompt = این پیوند را برای دوستتان بفرستید:
invite-link-label = پیوند دعوت
copy = کپی
copied = کپی شد
points = امتیاز: { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = مهره‌های از دست‌رفتهٔ { $side }:
captured-none = مهره‌های از دست‌رفتهٔ { $side }: هیچ

## Buttons

pass = پاس
undo = پس گرفتن حرکت
flip = چرخاندن صفحه
flip-title = صفحه را برعکس کنید
resign = تسلیم
new-game = بازی تازه
moves-heading = حرکت‌ها
coords-label = مختصات
copy-moves = کپی حرکت‌ها
moves-copied = حرکت‌ها کپی شد
move-pass = پاس
move-title = حرکت { $ply }: { $move }

## Janggi setup choice

setup-title-mine = { $side }: جای اسب‌ها و فیل‌هایتان را انتخاب کنید
setup-title-other = { $side } در حال انتخاب چیدمان است…
setup-han-chose = { -han } این چیدمان را انتخاب کرد: { $setup }.
setup-order = اول { -han } انتخاب می‌کند، سپس { -cho }.
setup-named = ترتیب از سمت چپ خود هر بازیکن خوانده می‌شود.
setup-ma-sang-sang-ma = 馬象象馬 اسب، فیل، فیل، اسب
setup-sang-ma-sang-ma = 象馬象馬 فیل، اسب، فیل، اسب
setup-ma-sang-ma-sang = 馬象馬象 اسب، فیل، اسب، فیل
setup-sang-ma-ma-sang = 象馬馬象 فیل، اسب، اسب، فیل

## Dialogs

resign-question = در این بازی تسلیم می‌شوید؟
resign-yes = تسلیم
keep-playing = ادامهٔ بازی
pass-question = پاس دادن در این لحظه بازی را تمام می‌کند. { $outcome } باز هم پاس می‌دهید؟
pass-yes = پاس و پایان بازی
over-title = پایان بازی
over-won = بردید!
over-lost = باختید
over-draw = مساوی
over-points = امتیاز: { $first } { $firstPoints }، { $second } { $secondPoints }.
score-after-level = در برابر سطح { $level }: { $won } برد، { $lost } باخت، { $drawn } مساوی.
score-after-friend = در برابر دوستان: { $won } برد، { $lost } باخت، { $drawn } مساوی.
score-after-local = بازی‌های این دستگاه: { $first } { $firstWins } برد، { $second } { $secondWins } برد، { $drawn } مساوی.
play-again = بازی دوباره
look-at-board = دیدن صفحه

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = { $side } با کیش و مات می‌برد.
outcome-win-no-legal-moves = { $side } می‌برد: طرف مقابل هیچ حرکت مجازی ندارد.
outcome-win-bikjang = { $side } پس از بیک‌جانگ (روبه‌رو شدن ژنرال‌ها) با امتیاز می‌برد.
outcome-win-repetition = { $side } با تکرار وضعیت می‌برد.
outcome-win-perpetual-check = { $side } می‌برد: طرف مقابل کیش دائم داد.
outcome-win-double-pass = { $side } پس از پاس دادن هر دو طرف با امتیاز می‌برد.
outcome-win-ply-limit = { $side } با رسیدن به سقف حرکت‌ها با امتیاز می‌برد.
outcome-win-quiet-limit = { $side } پس از حرکت‌های بیش از حد بدون زدن مهره می‌برد.
outcome-win-bare-material = { $side } می‌برد: برای طرف مقابل هیچ مهرهٔ مهاجمی نمانده است.
outcome-win-resignation = { $side } با تسلیم حریف می‌برد.
outcome-win-agreement = { $side } با توافق می‌برد.
outcome-win = { $side } می‌برد.
outcome-draw-bikjang = مساوی با بیک‌جانگ (روبه‌رو شدن ژنرال‌ها).
outcome-draw-repetition = مساوی با تکرار وضعیت.
outcome-draw-perpetual-check = مساوی: هر دو طرف کیش دائم دادند.
outcome-draw-double-pass = مساوی: هر دو طرف پاس دادند.
outcome-draw-ply-limit = مساوی با رسیدن به سقف حرکت‌ها.
outcome-draw-quiet-limit = مساوی پس از حرکت‌های بیش از حد بدون زدن مهره.
outcome-draw-bare-material = مساوی: برای هیچ‌یک از دو طرف مهرهٔ مهاجمی نمانده است.
outcome-draw-agreement = مساوی با توافق.
outcome-draw = مساوی.

## Board cells and announcements for screen readers

point-empty = { $point }، خالی
point-piece = { $piece } { $side }، { $point }
point-target = { $point }، خالی، می‌توانید به اینجا بروید
point-capture = { $piece } { $side }، { $point }، می‌توانید آن را بزنید
announce-picked =
    { $count ->
       *[other] { $piece } در { $point } برداشته شد: { $count } نقطه برای رفتن.
    }
announce-cannot-move = { $piece } در { $point } اکنون نمی‌تواند حرکت کند.
announce-put-down = گذاشته شد.
announce-move = { $side }: { $move }.
announce-pass = { $side } پاس می‌دهد.

## Errors, by the server's codes

error-not-connected = اتصال به سرور برقرار نیست؛ در حال تلاش دوباره…
error-unreachable = دسترسی به سرور ممکن نشد.
error-unknown-game = این بازی وجود ندارد.
error-wrong-token = این مرورگر در این بازی جایگاهی ندارد.
error-spectator = شما تماشاگر این بازی هستید و نمی‌توانید حرکت کنید.
error-not-your-turn = نوبت شما نیست.
error-malformed-move = سرور این حرکت را متوجه نشد.
error-illegal-move = این حرکت مجاز نیست.
error-game-over = بازی تمام شده است.
error-undo-not-allowed = در این بازی نمی‌توان حرکت‌ها را پس گرفت.
error-setup-pending = چیدمان هنوز در حال انتخاب است.
error-no-setup = اکنون چیدمانی برای انتخاب وجود ندارد.
error-unknown-setup = این چیدمان وجود ندارد.
error-nothing-to-undo = حرکتی برای پس گرفتن وجود ندارد.
error-wrong-invite = این دعوت‌نامه کار نمی‌کند.
error-seat-taken = هر دو جایگاه پر است.
error-unavailable = بازی مشغول است؛ چند لحظه دیگر دوباره تلاش کنید.
error-storage = سرور نتوانست بازی را ذخیره کند؛ دوباره تلاش کنید.
error-storage-unavailable = سرور در حال حاضر نمی‌تواند بازی‌ها را ذخیره کند؛ کمی بعد دوباره تلاش کنید.
error-too-many-spectators = تعداد تماشاگران این بازی بیش از حد است؛ در حال تلاش دوباره…
error-bad-request = سرور درخواست را متوجه نشد.
error-too-large = درخواست بیش از حد بزرگ بود.
error-malformed = سرور یک پیام را متوجه نشد.
error-rate-limited = پیام‌های بیش از حد در یک لحظه؛ در حال اتصال دوباره…
error-other = مشکلی پیش آمد ({ $code }).

## Study board and board editor

start-study = بررسی یک بازی ثبت‌شده
start-editor = چیدن یک وضعیت
title-study = صفحهٔ بررسی · Palace
title-editor = ویرایشگر وضعیت · Palace
study-heading = صفحهٔ بررسی
study-import-legend = وارد کردن بازی
study-file-label = باز کردن پرونده
study-drop-hint = ‏GIB، PGN، XQF، DhtmlXQ، CBF یا FEN؛ می‌توانید پرونده را روی این صفحه هم رها کنید.
study-paste-label = یا یک بازی یا FEN بچسبانید
study-paste-button = خواندن
study-reading = در حال خواندن…
study-read-failed = بازی خوانده نشد: { $reason }
study-games-label = بازی
study-game-option = { $number }. { $title }
study-game-errors = بازی‌های خوانده‌نشدهٔ پرونده: { $count }. نخستین: { $detail }
study-empty = یک بازی وارد کنید، یا وضعیتی را از ویرایشگر باز کنید.
study-ply = حرکت { $ply } از { $total }
study-branch = حرکت { $ply } از خط شما از حرکت { $from }
study-back-to-game = بازگشت به بازی
study-last = آخرین حرکت
study-export-legend = خروجی
study-fen-label = FEN
study-copy-fen = کپی FEN
study-edit-position = ویرایش این وضعیت
study-export-what = چه چیزی
study-export-line = خط روی صفحه
study-export-game = بازی وارد‌شده
study-format-label = قالب
study-format-pgn = ‏PGN، مختصات
study-format-wxf = ‏PGN، حرکت‌های WXF
study-format-chinese = ‏PGN، حرکت‌های چینی
study-format-korean = ‏PGN، حرکت‌های کره‌ای
study-format-gib = GIB
study-format-fen = ‏FEN وضعیت نمایش‌داده‌شده
study-export-button = نمایش
study-download = بارگیری
editor-heading = ویرایشگر وضعیت
editor-palette-label = مهرهٔ گذاشتنی
editor-turn-label = نوبت
editor-start = وضعیت آغازین
editor-clear = خالی کردن صفحه
editor-check = بررسی وضعیت
editor-open-study = باز کردن در صفحهٔ بررسی
editor-valid = وضعیت درست است.
editor-piece = { $piece } ({ $side })
editor-remove = برداشتن مهره
editor-fault-bad-fen = ‏FEN خوانا نیست.
editor-fault-general-count = { $side } باید دقیقاً یک { $piece } داشته باشد.
editor-fault-general-outside-palace = { $piece } ({ $side }) روی { $point } بیرون از کاخ خود است.
editor-fault-generals-facing = دو ژنرال بی هیچ مهره‌ای در میان روبه‌روی هم‌اند.
editor-fault-too-many = { $side } ‏{ $count } × { $piece } دارد؛ حداکثر { $max } مجاز است.
editor-fault-misplaced = { $piece } ({ $side }) روی { $point } جایی است که هرگز به آن نمی‌رسد.
editor-fault-soldier-behind-start = { $piece } ({ $side }) روی { $point } پشت خط آغازش است؛ سربازها هرگز عقب نمی‌روند.
editor-fault-opponent-in-check = طرفی که نوبتش نیست کیش است.
editor-play-computer = بازی با رایانه
editor-play-friend = بازی با یک دوست
study-this-game = بررسی این بازی

## lessons
start-lessons = درس‌ها
lessons-heading = درس‌ها
lessons-intro = هر درس یک قاعده را روی یک وضعیت آموزش می‌دهد: قاعده را بخوانید، حرکت‌های علامت‌خورده را مقایسه کنید، سپس پاسخ را روی صفحه بازی کنید.
lessons-progress = { $done } از { $total } حل شده
lessons-solved = حل شده
lessons-step-rule = قاعده
lessons-step-compare = این حرکت‌ها را مقایسه کنید
lessons-step-play = حرکت شما
lessons-play-hint = پاسخ خود را روی صفحه بازی کنید.
lessons-right = درست است!
lessons-wrong = این نیست.
lessons-show-answer = نمایش پاسخ
lessons-try-again = دوباره امتحان کنید
lessons-next = درس بعدی
lessons-all = همهٔ درس‌ها
lessons-review = جمع‌بندی
lessons-candidate = { $piece } { $move }
lessons-not-found = چنین درسی وجود ندارد.
lesson-q-capture = کدام حرکت مهره می‌برد؟
lesson-q-mate = مات در یک حرکت را پیدا کنید.
lesson-q-check = کیش شده‌اید. بهترین پاسخ چیست؟
lesson-q-safe = اسب شما مورد حمله است. کجا برود؟
lesson-q-bikjang = دو ژنرال روبه‌روی هم‌اند. بیک‌جانگ را بشکنید.
lesson-q-pass = بهترین کار در اینجا چیست؟
lesson-q-points = کدام زدن بیشترین امتیاز را می‌دهد؟
lesson-xq-cannon-screen-title = پایهٔ توپ
lesson-xq-cannon-screen-rule = توپ مثل ارابه حرکت می‌کند، اما فقط با پریدن از روی دقیقاً یک مهره از هر طرف، یعنی پایه، می‌زند.
lesson-xq-cannon-screen-explain = سرباز سیاه در b6 پایه است: توپ از رویش می‌پرد و ارابه را در b8 می‌زند.
lesson-xq-cannon-screen-wrong = این حرکت مجاز است اما چیزی نمی‌زند: توپ فقط از روی پایه می‌زند.
lesson-xq-cannon-screen-review = توپ: برای حرکت می‌لغزد، برای زدن از روی یک مهره می‌پرد.
lesson-xq-cannon-limit-title = آنچه توپ نمی‌تواند بزند
lesson-xq-cannon-limit-rule = اگر بینشان مهره‌ای نباشد، یا دو مهره باشد، توپ نمی‌تواند بزند. دقیقاً یک پایه لازم است.
lesson-xq-cannon-limit-explain = سرباز شما در e5 پایهٔ میان توپ و اسب در g5 است. جلوی ارابه در b9 پایه‌ای نیست.
lesson-xq-cannon-limit-wrong = توپ فقط به آنجا می‌رود. نمی‌تواند ارابه را در b9 بزند: چیزی میانشان نیست.
lesson-xq-cannon-limit-review = بی‌پایه، زدنی نیست: دقیقاً یک مهره در میان بیابید.
lesson-xq-horse-leg-title = پای اسب
lesson-xq-horse-leg-rule = اسب یک نقطه مستقیم و سپس یک نقطه مورب به بیرون می‌رود. مهره‌ای روی نقطهٔ اول، یعنی پا، جلویش را می‌گیرد.
lesson-xq-horse-leg-explain = مشاور شما در d3 راه ارابه در e4 را می‌بندد، اما راه توپ در a4 باز است.
lesson-xq-horse-leg-wrong = این حرکت چیزی نمی‌زند. نقطهٔ d3 بسته است، اما b3 خالی است.
lesson-xq-horse-leg-review = پیش از شمردن پرش‌های اسب، هر پا را بررسی کنید.
lesson-xq-elephant-eye-title = چشم فیل
lesson-xq-elephant-eye-rule = فیل دقیقاً دو نقطه مورب می‌رود و هرگز از رود نمی‌گذرد. مهره‌ای روی نقطهٔ میانی، یعنی چشم، جلویش را می‌گیرد.
lesson-xq-elephant-eye-explain = سرباز در f4 راه g5 را می‌بندد، اما راه c5 باز است: فیل اسب را می‌زند.
lesson-xq-elephant-eye-wrong = این حرکت چیزی نمی‌زند. چشم d4 خالی است، پس فیل به c5 می‌رسد.
lesson-xq-elephant-eye-review = یک مهره روی چشم، فیل را متوقف می‌کند.
lesson-xq-soldier-river-title = سربازان آن سوی رود
lesson-xq-soldier-river-rule = سرباز یک نقطه به جلو می‌رود. پس از گذشتن از رود می‌تواند به پهلو هم برود، اما هرگز به عقب نه.
lesson-xq-soldier-river-explain = سرباز e6 از رود گذشته است و می‌تواند اسب را در d6 از پهلو بزند. سرباز c5 هنوز نگذشته است.
lesson-xq-soldier-river-wrong = این حرکت چیزی نمی‌برد. فقط سرباز آن سوی رود از پهلو می‌زند.
lesson-xq-soldier-river-review = پیش از رود: فقط جلو. پس از آن: جلو یا پهلو.
lesson-xq-piece-values-title = ارزش مهره‌ها
lesson-xq-piece-values-rule = یک معیار رایج: ارابه ۹، اسب و توپ حدود ۴٫۵، مشاور و فیل ۲، سرباز ۱ یا ۲.
lesson-xq-piece-values-explain = اسب می‌تواند ارابه یا یک سرباز را بزند؛ ارابه بسیار باارزش‌تر است.
lesson-xq-piece-values-wrong = سود این حرکت بسیار کمتر است. اسب شما می‌تواند ارابه را در b5 بزند.
lesson-xq-piece-values-review = از میان چند زدن، باارزش‌ترین مهره را بزنید.
lesson-xq-answer-check-title = پاسخ به کیش
lesson-xq-answer-check-rule = به کیش با حرکت دادن ژنرال، بستن خط یا زدن مهرهٔ کیش‌دهنده پاسخ می‌دهند. اینجا مشاوران ژنرال را بی‌حرکت کرده‌اند.
lesson-xq-answer-check-explain = ارابه در a8 ارابهٔ کیش‌دهنده را می‌زند: کیش برطرف می‌شود و یک ارابه می‌برید.
lesson-xq-answer-check-wrong = این حرکت کیش را می‌بندد، اما ارابهٔ سیاه می‌ماند. زدنش بهتر است.
lesson-xq-answer-check-review = در کیش، اول دنبال زدن مهرهٔ کیش‌دهنده باشید.
lesson-xq-flying-general-pin-title = ژنرال‌ها نباید روبه‌رو شوند
lesson-xq-flying-general-pin-rule = دو ژنرال هرگز نمی‌توانند بی هیچ مهره‌ای در میان، روی یک ستون بایستند. تنها مهرهٔ میانشان نمی‌تواند ستون را ترک کند.
lesson-xq-flying-general-pin-explain = اسب سیاه در e6 تنها مهرهٔ میان دو ژنرال است. نمی‌تواند فرار کند، پس سرباز شما آن را می‌زند.
lesson-xq-flying-general-pin-wrong = این‌طور اسب زنده می‌ماند. ژنرال شما آن را میخ کرده است: همین حالا بزنیدش.
lesson-xq-flying-general-pin-review = ژنرال شما ستون باز خود را در اختیار دارد: از آن برای میخ کردن استفاده کنید.
lesson-xq-flying-general-mate-title = ژنرال در مات کمک می‌کند
lesson-xq-flying-general-mate-rule = چون ژنرال‌ها نباید روبه‌رو شوند، ژنرال شما تمام ستون خود را در اختیار دارد.
lesson-xq-flying-general-mate-explain = ارابه در b10 کیش می‌دهد. ژنرال نمی‌تواند به d10 روبه‌روی ژنرال شما برود، و نه به f10 یا e9.
lesson-xq-flying-general-mate-wrong = مات نیست: ژنرال سیاه هنوز راه فرار دارد.
lesson-xq-flying-general-mate-review = ژنرال خود را هم مهاجم بشمارید: ستونش را نگه می‌دارد.
lesson-xq-double-chariot-mate-title = مات با دو ارابه
lesson-xq-double-chariot-mate-rule = دو ارابه ژنرال را مات می‌کنند: یکی ردیفی را می‌بندد و دیگری در ردیف بعد کیش می‌دهد.
lesson-xq-double-chariot-mate-explain = ارابهٔ a9 ردیف ۹ را نگه می‌دارد و دیگری در b10 کیش می‌دهد. ژنرال نقطهٔ آزادی ندارد.
lesson-xq-double-chariot-mate-wrong = ژنرال فرار می‌کند. ردیف ۹ را بسته نگه دارید و در ردیف ۱۰ کیش بدهید.
lesson-xq-double-chariot-mate-review = یک ارابه می‌بُرد، دیگری کیش می‌دهد.
lesson-xq-horse-chariot-mate-title = مات با اسب و ارابه
lesson-xq-horse-chariot-mate-rule = اسب از نزدیک کیش می‌دهد و ارابه نقاط فرار ژنرال را می‌گیرد.
lesson-xq-horse-chariot-mate-explain = اسب از g9 (یا f8) کیش می‌دهد. ارابه e9 را می‌پوشاند و مشاوران بقیه را می‌بندند.
lesson-xq-horse-chariot-mate-wrong = مات نیست. در حالی که ارابه e9 را نگه می‌دارد، با اسب کیش بدهید.
lesson-xq-horse-chariot-mate-review = ارابه محاصره می‌کند، اسب کیش می‌دهد.
lesson-xq-horse-cannon-mate-title = توپ پشت اسب
lesson-xq-horse-cannon-mate-rule = اسبِ جلوی ژنرال می‌تواند پایهٔ توپ باشد و هم‌زمان نقاط کنار ژنرال را نگه دارد.
lesson-xq-horse-cannon-mate-explain = توپ در e3 از روی اسب e8 کیش می‌دهد. اسب d10 و f10 را می‌پوشاند و توپ e9 را.
lesson-xq-horse-cannon-mate-wrong = مات نیست. توپ را روی ستون ژنرال، پشت اسب بگذارید.
lesson-xq-horse-cannon-mate-review = اسب جلو، توپ پشت: یک مات کلاسیک.
lesson-xq-soldier-mate-title = مات با سرباز
lesson-xq-soldier-mate-rule = سربازی که از رود گذشته می‌تواند مات کند، وقتی مهره‌های دیگر نقاط فرار ژنرال را نگه می‌دارند.
lesson-xq-soldier-mate-explain = سرباز با پشتیبانی ارابه از f9 کیش می‌دهد. ژنرال نمی‌تواند به e10 برود: روبه‌روی ژنرال شما قرار می‌گیرد.
lesson-xq-soldier-mate-wrong = مات نیست. سرباز را به جایی ببرید که ارابه از آن پشتیبانی کند.
lesson-xq-soldier-mate-review = وقتی ژنرال جایی برای رفتن ندارد، حتی سرباز هم مات می‌کند.
lesson-xq-perpetual-check-title = کیش دائم می‌بازد
lesson-xq-perpetual-check-rule = اگر وضعیتی برای بار سوم تکرار شود و یک طرف در هر حرکت کیش داده باشد، آن طرف می‌بازد. ارابه تا حالا دو بار از a10 کیش داده است.
lesson-xq-perpetual-check-explain = ارابهٔ i8 در i10 کیش می‌دهد و دیگری ردیف ۹ را نگه می‌دارد: مات، بدون تکرار.
lesson-xq-perpetual-check-wrong = کیش از a10 وضعیت را برای بار سوم تکرار می‌کند و می‌بازد. دنبال مات بگردید.
lesson-xq-perpetual-check-review = کیش را تکرار نکنید: کیشی تازه یا مات پیدا کنید.
lesson-xq-chase-title = تعقیب
lesson-xq-chase-rule = حمله به یک مهرهٔ بی‌پشتیبان بارها و بارها، تعقیب است. طبق این قوانین، تعقیب دائم مانند کیش دائم می‌بازد.
lesson-xq-chase-explain = در c4 ارابهٔ شما در c1 از اسب پشتیبانی می‌کند: تعقیب تمام می‌شود.
lesson-xq-chase-wrong = آنجا اسب هنوز بی‌پشتیبان است و ارابه می‌تواند تعقیبش را ادامه دهد.
lesson-xq-chase-review = در برابر تعقیب، مهره را جایی بگذارید که پشتیبانی شود.
lesson-jg-cannon-screen-title = پایهٔ توپ جانگی
lesson-jg-cannon-screen-rule = در جانگی توپ هم برای حرکت و هم برای زدن از روی دقیقاً یک مهره می‌پرد. بی‌پایه اصلاً حرکت نمی‌کند.
lesson-jg-cannon-screen-explain = سرباز هان در b6 پایه است: توپ از رویش می‌پرد و ارابه را در b8 می‌زند.
lesson-jg-cannon-screen-wrong = توپ می‌تواند آنجا فرود آید، اما چیزی نمی‌زند. از روی پایه بپرید و ارابه را بزنید.
lesson-jg-cannon-screen-review = توپ جانگی همیشه می‌پرد، حتی برای حرکت.
lesson-jg-cannon-limit-title = توپ از روی توپ نمی‌پرد
lesson-jg-cannon-limit-rule = توپ جانگی نمی‌تواند توپ را پایه کند و هرگز توپ نمی‌زند.
lesson-jg-cannon-limit-explain = از روی توپ هان در b5 نمی‌شود پرید، پس ارابه امن است. توپ از روی اسب شما در c3 اسب را در f3 می‌زند.
lesson-jg-cannon-limit-wrong = این حرکت چیزی نمی‌زند. اسب c3 را پایه کنید و اسب f3 را بزنید.
lesson-jg-cannon-limit-review = توپ‌ها نه از روی توپ می‌پرند و نه توپ می‌زنند.
lesson-jg-chariot-diagonal-title = ارابه در کاخ
lesson-jg-chariot-diagonal-rule = درون کاخ، ارابه روی خطوط مورب هم حرکت می‌کند.
lesson-jg-chariot-diagonal-explain = ارابه از d3 روی قطر و از مرکز خالی e2 می‌گذرد و توپ را در f1 می‌زند.
lesson-jg-chariot-diagonal-wrong = این حرکت چیزی نمی‌زند. در کاخ، ارابه می‌تواند از قطر d3 به f1 برود.
lesson-jg-chariot-diagonal-review = خطوط کاخ راه‌های اضافه برای ارابه‌اند.
lesson-jg-cannon-diagonal-title = توپ روی قطر کاخ
lesson-jg-cannon-diagonal-rule = روی قطر کاخ، توپ از یک گوشه به گوشهٔ مقابل می‌پرد، از روی مهره‌ای در مرکز که توپ نباشد.
lesson-jg-cannon-diagonal-explain = نگهبان شما در e2 پایه است: توپ از d1 به f3 می‌پرد و ارابه را می‌زند.
lesson-jg-cannon-diagonal-wrong = این حرکت چیزی نمی‌زند. به‌طور مورب از روی نگهبان e2 بپرید.
lesson-jg-cannon-diagonal-review = در کاخ، توپ می‌تواند از روی مرکز بپرد.
lesson-jg-elephant-block-title = فیل جانگی
lesson-jg-elephant-block-rule = فیل یک نقطه مستقیم و سپس دو نقطه مورب می‌رود. مهره‌ای روی هر یک از دو نقطهٔ مسیر جلویش را می‌گیرد.
lesson-jg-elephant-block-explain = راه f6 از d4 و e5 باز است: فیل اسب را می‌زند. سرباز d6 راه ارابه را می‌بندد.
lesson-jg-elephant-block-wrong = این حرکت چیزی نمی‌زند. در هر مسیر فیل هر دو نقطه را بررسی کنید.
lesson-jg-elephant-block-review = فیل در هر مسیر دو نقطه برای بررسی دارد.
lesson-jg-horse-block-title = اسب جانگی
lesson-jg-horse-block-rule = اسب یک نقطه مستقیم و سپس یک نقطه مورب به بیرون می‌رود. مهره‌ای روی نقطهٔ اول جلویش را می‌گیرد.
lesson-jg-horse-block-explain = نگهبان شما در d3 راه ارابه در e4 را می‌بندد؛ راه توپ در a4 از b3 باز است.
lesson-jg-horse-block-wrong = این حرکت چیزی نمی‌زند. اسب هنوز از نقطهٔ خالی b3 به a4 می‌رسد.
lesson-jg-horse-block-review = آزادی اسب به اندازهٔ گام اول اوست.
lesson-jg-soldier-palace-title = سربازان در کاخ
lesson-jg-soldier-palace-rule = سرباز جانگی به جلو یا پهلو می‌رود. در کاخ حریف می‌تواند روی قطرها هم به جلو برود.
lesson-jg-soldier-palace-explain = سرباز از گوشهٔ d8 روی قطر کاخ به e9 می‌رود و اسب را می‌زند.
lesson-jg-soldier-palace-wrong = این حرکت چیزی نمی‌زند. سرباز می‌تواند از d8 به‌طور مورب به e9 برود.
lesson-jg-soldier-palace-review = در کاخ حریف، سربازان از قطرها استفاده می‌کنند.
lesson-jg-points-title = شمردن امتیاز
lesson-jg-points-rule = مهره‌های جانگی امتیاز دارند: ارابه ۱۳، توپ ۷، اسب ۵، فیل ۳، نگهبان ۳، سرباز ۲؛ هان ۱٫۵ امتیاز اضافه می‌گیرد. برخی بازی‌ها با امتیاز تعیین می‌شوند.
lesson-jg-points-explain = توپ ۷ امتیاز دارد و اسب ۵: توپ را بزنید.
lesson-jg-points-wrong = این امتیاز کمتری می‌دهد. توپ ۷ است و اسب ۵.
lesson-jg-points-review = ارابه ۱۳، توپ ۷، اسب ۵، فیل و نگهبان ۳، سرباز ۲.
lesson-jg-general-diagonal-title = ژنرال روی قطرها
lesson-jg-general-diagonal-rule = ژنرال روی خطوط کاخ، قطرها هم، یک نقطه حرکت می‌کند و هرگز کاخ را ترک نمی‌کند.
lesson-jg-general-diagonal-explain = ژنرال به‌طور مورب از d3 به e2 می‌رود، از ستون ارابه بیرون، به نقطه‌ای که چیزی به آن حمله نمی‌کند؛ سرباز e3 را نگه می‌دارد.
lesson-jg-general-diagonal-wrong = ارابه‌ای که سد کند، به دست ارابهٔ هان زده می‌شود. ژنرال می‌تواند مورب فرار کند.
lesson-jg-general-diagonal-review = در کاخ، قطرها راه فرارند.
lesson-jg-bikjang-title = بیک‌جانگ
lesson-jg-bikjang-rule = روبه‌رو شدن دو ژنرال روی ستونی باز بیک‌جانگ است. طبق این قوانین، پس از یک زدن، طرفی که نوبت اوست باید آن را بشکند، وگرنه بازی با امتیاز تعیین می‌شود.
lesson-jg-bikjang-explain = ارابهٔ شما در e5 میان دو ژنرال می‌ایستد؛ کنار رفتن ژنرال از ستون هم بیک‌جانگ را می‌شکند.
lesson-jg-bikjang-wrong = پس از این حرکت ژنرال‌ها هنوز روبه‌روی هم‌اند: بیک‌جانگ باقی است.
lesson-jg-bikjang-review = برای شکستن بیک‌جانگ، کنار بروید یا مهره‌ای میان بگذارید.
lesson-jg-pass-title = پاس
lesson-jg-pass-rule = در جانگی طرفی که کیش نیست می‌تواند به جای حرکت پاس دهد. اینجا هر حرکتی نگهبان شما را از دست می‌دهد.
lesson-jg-pass-explain = پاس دادن نگهبان را در e2 نگه می‌دارد، جایی که ژنرال شما را از ارابه می‌پوشاند.
lesson-jg-pass-wrong = در e3 سرباز d3 نگهبان را می‌زند. پاس دادن هزینه‌ای ندارد.
lesson-jg-pass-review = وقتی هر حرکتی اوضاع را بدتر می‌کند، پاس بدهید.
lesson-jg-double-chariot-mate-title = مات با دو ارابه در جانگی
lesson-jg-double-chariot-mate-rule = دو ارابه مانند شیانگ‌چی مات می‌کنند: یکی ردیفی را می‌بندد و دیگری در ردیف آخر کیش می‌دهد.
lesson-jg-double-chariot-mate-explain = ارابهٔ a9 ردیف ۹ را نگه می‌دارد و ارابهٔ b10 کیش می‌دهد. ژنرال نقطهٔ آزادی ندارد.
lesson-jg-double-chariot-mate-wrong = ژنرال فرار می‌کند. ردیف ۹ را بسته نگه دارید و در ردیف ۱۰ کیش بدهید.
lesson-jg-double-chariot-mate-review = یک ارابه می‌بُرد، دیگری کیش می‌دهد.
lesson-jg-horse-chariot-mate-title = مات با اسب و ارابه در جانگی
lesson-jg-horse-chariot-mate-rule = ارابه روی ردیف آخر کیش می‌دهد و اسب راه فرار ژنرال را نگه می‌دارد.
lesson-jg-horse-chariot-mate-explain = ارابه از i10 کیش می‌دهد؛ اسب c8 نقطهٔ e9 را نگه می‌دارد و d10 و f10 روی خط ارابه‌اند.
lesson-jg-horse-chariot-mate-wrong = مات نیست. در ردیف ۱۰ کیش بدهید، جایی که اسب e9 را نگه می‌دارد.
lesson-jg-horse-chariot-mate-review = اسب نگه می‌دارد، ارابه کیش می‌دهد.
lesson-jg-cannon-mate-title = مات با توپ در جانگی
lesson-jg-cannon-mate-rule = توپ از روی پایه کیش می‌دهد. سربازان جلوی ژنرال پایه‌های خوبی‌اند و نقاط فرار را نگه می‌دارند.
lesson-jg-cannon-mate-explain = توپ d3 از روی سرباز d8 کیش می‌دهد. d9 و e9 زیر نظرند و چیزی نمی‌تواند میان بیاید.
lesson-jg-cannon-mate-wrong = مات نیست. توپ را به ستون ژنرال، پشت سرباز d8 بپرانید.
lesson-jg-cannon-mate-review = یک سرباز می‌تواند هم پایه باشد و هم نگهبان.
lesson-jg-perpetual-check-title = کیش دائم در جانگی
lesson-jg-perpetual-check-rule = اگر وضعیتی برای بار سوم تکرار شود و یک طرف در هر حرکت کیش داده باشد، آن طرف می‌بازد. ارابه تا حالا دو بار از a10 کیش داده است.
lesson-jg-perpetual-check-explain = ارابه از i10 کیش می‌دهد و دیگری ردیف ۹ را نگه می‌دارد: مات، بدون تکرار.
lesson-jg-perpetual-check-wrong = کیش دوباره از a10 وضعیت را تکرار می‌کند و می‌بازد. مات را پیدا کنید.
lesson-jg-perpetual-check-review = کیش را تکرار نکنید: کیشی تازه یا مات پیدا کنید.
## online play: accounts, lobby, clocks, offers, chat, profiles, live games

account-login-open = ورود
account-logout = خروج
account-signed-in = وارد شده با نام { $name }
account-heading = وارد شوید یا حساب بسازید
account-username = نام کاربری
account-password = گذرواژه
account-rules = نام کاربری: ۲ تا ۲۰ حرف لاتین، رقم، _ یا -. گذرواژه: دست‌کم ۸ نویسه.
account-login = ورود
account-register = ساخت حساب
account-cancel = لغو
account-error-username-taken = این نام کاربری گرفته شده است؛ نام دیگری برگزینید.
account-error-bad-username = نام کاربری ۲ تا ۲۰ حرف لاتین، رقم، _ یا - است.
account-error-bad-password = گذرواژه باید دست‌کم ۸ نویسه باشد.
account-error-wrong-credentials = نام کاربری یا گذرواژه نادرست است.
account-error-rate-limited = تلاش‌ها بیش از اندازه است؛ یک دقیقه صبر کنید و دوباره بکوشید.
start-lobby = بازی آنلاین
start-live = تماشای بازی‌ها
start-leaderboard = جدول رده‌بندی
start-online-now = اکنون آنلاین: { $online }، بازی‌های در جریان: { $games }
lobby-heading = سالن
lobby-guest-hint = مهمان‌ها بازی دوستانه می‌کنند؛ برای بازی امتیازی و دعوت به مبارزه وارد شوید.
lobby-challenges = دعوت‌ها به مبارزه
lobby-seeks = پیشنهادهای باز
lobby-no-seeks = هنوز پیشنهاد بازی نیست. یکی در پایین بسازید.
lobby-new-seek = پیشنهاد تازه
lobby-clock = ساعت
lobby-clock-fischer = دقیقه + ثانیهٔ افزوده برای هر حرکت
lobby-clock-byoyomi = بیویومی (شمارش ثانیه)
lobby-untimed = بدون ساعت
lobby-base = دقیقه
lobby-increment = ثانیهٔ افزوده برای هر حرکت
lobby-main = زمان اصلی (دقیقه)
lobby-periods = شمار دوره‌ها
lobby-period = ثانیهٔ هر دوره
lobby-rated = امتیازی
lobby-challenge-to = دعوت یک بازیکن به مبارزه
lobby-create-seek = ساخت پیشنهاد
lobby-send-challenge = فرستادن دعوت
lobby-guest = مهمان
lobby-offer-terms = { $game }، { $rules }، { $clock }، { $rated }
lobby-rated-short = امتیازی
lobby-casual-short = دوستانه
lobby-challenge-from = دعوت از سوی { $name }
lobby-challenge-to-player = دعوت شما از { $name }
lobby-accept = پذیرفتن
lobby-decline = نپذیرفتن
lobby-withdraw = پس گرفتن
lobby-cancel = لغو
lobby-error-no-name = نام کاربری بازیکنی را که می‌خواهید دعوت کنید بنویسید.
lobby-error-rated-needs-account = بازی امتیازی فقط برای بازیکنان واردشده است؛ وارد شوید یا دوستانه بازی کنید.
lobby-error-too-many-seeks = شما بیشترین شمار پیشنهاد باز را دارید؛ نخست یکی را لغو کنید.
lobby-error-unknown-seek = آن پیشنهاد دیگر باز نیست.
lobby-error-unknown-challenge = آن دعوت دیگر باز نیست.
lobby-error-own-seek = نمی‌توانید با خودتان بازی کنید.
lobby-error-not-yours = این مال شما نیست.
lobby-error-unknown-player = بازیکنی با این نام کاربری نیست.
lobby-error-not-logged-in = نخست وارد شوید.
clock-periods = { $periods } × { $seconds } ثانیه
clock-low = زمان رو به پایان است
offer-accept = پذیرفتن
offer-decline = نپذیرفتن
offer-draw-from = { $side } پیشنهاد تساوی می‌دهد.
offer-draw-waiting = تساوی پیشنهاد شد؛ در انتظار پاسخ.
offer-takeback-from = { $side } می‌خواهد یک حرکت را پس بگیرد.
offer-takeback-waiting = پس‌گرفتن خواسته شد؛ در انتظار پاسخ.
online-offer-draw = پیشنهاد تساوی
online-takeback = درخواست پس‌گرفتن
online-abort = لغو بازی
online-rematch = بازی دوباره
online-rematch-accept = پذیرفتن بازی دوباره
online-claim-win = ادعای برد
online-claim-draw = اعلام تساوی
online-download-pgn = بارگیری PGN
online-download-gib = بارگیری GIB
grace-countdown = حریف شما رفته است. اگر برنگردد، پس از { $seconds } ثانیه می‌توانید بازی را ادعا کنید.
grace-over = حریف شما برنگشت. ادعای برد کنید یا تساوی اعلام کنید.
chat-players = گفتگوی بازیکنان
chat-spectators = گفتگوی تماشاگران
chat-label = پیام
chat-send = فرستادن
chat-from = { $name }:
chat-from-guest = مهمان:
outcome-aborted = بازی لغو شد.
outcome-win-timeout = { $side } با پایان وقت حریف برد.
outcome-win-abandonment = { $side } برد: حریف بازی را ترک کرد.
outcome-draw-timeout = تساوی: وقت تمام شد، اما طرف دیگر نمی‌توانست ببرد.
outcome-draw-abandonment = تساوی: حریف بازی را ترک کرد.
error-no-draws = این قوانین تساوی با توافق ندارند.
error-two-players-only = فقط در بازی میان دو بازیکن.
error-no-offer = پیشنهادی برای پاسخ دادن نیست.
error-too-late-to-abort = بازی را فقط در دو حرکت نخست می‌توان لغو کرد.
error-opponent-present = حریف شما هنوز اینجاست (یا ممکن است برگردد).
error-not-over = بازی هنوز تمام نشده است.
error-bad-chat = این پیام فرستاده نمی‌شود (خالی، بسیار بلند یا اینجا مجاز نیست).
profile-title = { $name }: نمایه
profile-unknown = بازیکنی با این نام کاربری نیست.
profile-provisional = امتیاز موقت (?): هنوز بازی‌های کمی انجام شده است.
profile-record = بازی‌ها: { $games }؛ برد: { $wins }، تساوی: { $draws }، باخت: { $losses }
profile-chart = امتیاز { $game } از { $from } تا { $to }
profile-games = بازی‌ها
profile-newer = بازی‌های تازه‌تر
profile-older = بازی‌های قدیمی‌تر
profile-playing = در جریان
profile-game-about = { $game }، { $rated }: { $result }
game-players = { $first } در برابر { $second }
leaderboard-heading = جدول رده‌بندی
leaderboard-title = جدول رده‌بندی { $game }
leaderboard-empty = هنوز بازی امتیازی نیست.
live-heading = بازی‌های در جریان
live-empty = اکنون هیچ بازی‌ای در جریان نیست.
live-about = { $game }، { $rules }، { $clock }
live-watch = تماشا
## rules pages

start-rules = قوانین بازی‌ها
rules-this-game = قوانین این بازی
rules-overview-title = { -brand }: قوانین { -xiangqi } و { -janggi }
rules-overview-heading = قوانین { -xiangqi } و { -janggi }
rules-overview-intro = هر دو بازی روی نقطه‌های صفحه‌ای با نه خط عرض و ده خط طول انجام می‌شوند. هر طرف یک ژنرال در کاخی نُه‌نقطه‌ای دارد و با مات کردن ژنرال حریف می‌برد.
rules-about-xiangqi = { -xiangqi } شطرنج چینی است. رودی از میانهٔ صفحه می‌گذرد و { -red } اول حرکت می‌کند.
rules-about-janggi = { -janggi } شطرنج کره‌ای است. رودی در کار نیست، خطوط مورب هر کاخ راه مهره‌های درون آن است و { -cho } اول حرکت می‌کند.
rules-setup-choice = پیش از بازی، هر طرف چیدمان اسب‌ها و فیل‌هایش را انتخاب می‌کند.
rules-setup-fixed = مهره‌ها از نقطه‌های ثابت شروع می‌کنند.
rules-page-title = { -brand }: { $rules }
rules-all = همهٔ قوانین
rules-play = یک بازی کنید
rules-presets-heading = مجموعه‌های قوانین
rules-not-found-title = چنین مجموعهٔ قوانینی وجود ندارد
rules-not-found-text = مجموعهٔ قوانینی به نام «{ $name }» وجود ندارد. { -brand } این‌ها را می‌شناسد:
rules-pieces-heading = حرکت مهره‌ها
rules-diagram-caption = از { $from } می‌تواند به این نقطه‌ها برود: { $targets }.
rules-diagram-blocked = بسته: { $points }.
rules-move-xiangqi-k = ژنرال یک نقطه در امتداد یک خط حرکت می‌کند و هرگز از کاخش بیرون نمی‌رود. دو ژنرال هرگز نباید روی یک خط باز رودررو شوند.
rules-move-xiangqi-a = مشاور یک نقطه مورب حرکت می‌کند و در کاخ می‌ماند.
rules-move-xiangqi-b = فیل دقیقاً دو نقطه مورب حرکت می‌کند. مهره‌ای روی نقطهٔ میانی راهش را می‌بندد و هرگز از رود نمی‌گذرد.
rules-move-xiangqi-n = اسب یک نقطه در امتداد خط و سپس یک نقطه مورب به بیرون می‌رود. مهره‌ای روی آن نقطهٔ اول راه را می‌بندد.
rules-move-xiangqi-r = ارابه در امتداد خط هر مسافتی می‌رود تا مهره‌ای جلویش را بگیرد و نخستین مهرهٔ حریف را که ببیند می‌گیرد.
rules-move-xiangqi-c = توپ مثل ارابه حرکت می‌کند، اما فقط با پریدن از روی دقیقاً یک مهره، مهرهٔ حریف را می‌گیرد.
rules-move-xiangqi-p = سرباز یک نقطه به جلو می‌رود. پس از گذشتن از رود می‌تواند یک نقطه به پهلو هم برود. هرگز عقب نمی‌رود.
rules-move-janggi-k = ژنرال یک نقطه در امتداد هر خط کاخش، از جمله خطوط مورب، حرکت می‌کند و هرگز از آن بیرون نمی‌رود.
rules-move-janggi-a = نگهبان مثل ژنرال حرکت می‌کند: یک نقطه در امتداد خطوط کاخ.
rules-move-janggi-b = فیل یک نقطه در امتداد خط و سپس دو نقطه مورب به بیرون می‌رود. مهره‌ای روی هر نقطه از مسیر راهش را می‌بندد.
rules-move-janggi-n = اسب یک نقطه در امتداد خط و سپس یک نقطه مورب به بیرون می‌رود. مهره‌ای روی آن نقطهٔ اول راه را می‌بندد.
rules-move-janggi-r = ارابه در امتداد خط هر مسافتی می‌رود و درون کاخ در امتداد خطوط مورب آن هم.
rules-move-janggi-c = توپ در امتداد خط یا مورب کاخ از روی دقیقاً یک مهره که توپ نباشد می‌پرد و روی نقطه‌ای پس از آن می‌نشیند یا همان‌جا مهره می‌گیرد. هرگز توپ را نمی‌گیرد.
rules-move-janggi-p = سرباز یک نقطه به جلو یا پهلو می‌رود و هرگز عقب نمی‌رود.
rules-note-cannon-slides = در این مجموعهٔ قوانین، توپی که مهره نمی‌گیرد می‌تواند مثل ارابه هم حرکت کند.
rules-note-cannon-must-jump = حتی وقتی مهره نمی‌گیرد به مهره‌ای برای پریدن نیاز دارد.
rules-note-soldier-palace-diagonals = در کاخ حریف می‌تواند در امتداد خطوط مورب هم به جلو برود.
rules-table-heading = مهره‌ها در یک نگاه
rules-col-traditional = نویسهٔ سنتی
rules-col-readable = یک نویسه
rules-col-picture = تصویر
rules-col-name = نام
rules-col-moves = حرکت
rules-col-points = امتیاز
rules-short-xiangqi-k = یک نقطه در امتداد خط، درون کاخ
rules-short-xiangqi-a = یک نقطه مورب، درون کاخ
rules-short-xiangqi-b = دو نقطه مورب، هرگز آن سوی رود
rules-short-xiangqi-n = یکی مستقیم، سپس یکی مورب؛ ممکن است بسته شود
rules-short-xiangqi-r = هر مسافتی در امتداد خط
rules-short-xiangqi-c = مثل ارابه؛ با پریدن از روی یک مهره می‌گیرد
rules-short-xiangqi-p = یکی به جلو؛ پس از رود به پهلو هم
rules-short-janggi-k = یک نقطه در امتداد خطوط کاخ
rules-short-janggi-a = یک نقطه در امتداد خطوط کاخ
rules-short-janggi-b = یکی مستقیم، سپس دو مورب؛ ممکن است بسته شود
rules-short-janggi-n = یکی مستقیم، سپس یکی مورب؛ ممکن است بسته شود
rules-short-janggi-r = هر مسافتی در امتداد خط یا مورب کاخ
rules-short-janggi-c = از روی دقیقاً یک مهره که توپ نیست می‌پرد
rules-short-janggi-p = یکی به جلو یا پهلو
rules-endings-heading = بازی چگونه تمام می‌شود
rules-end-checkmate = مات: طرفی که ژنرالش زیر حمله است و راه فرار ندارد می‌بازد.
rules-end-no-legal-move = طرفی که هیچ حرکت مجازی ندارد می‌بازد، حتی اگر کیش نباشد.
rules-end-flying-general = ژنرال‌ها هرگز نباید روی خط باز رودررو شوند: حرکتی که آن‌ها را چنین رها کند مجاز نیست.
rules-end-facing-allowed = ژنرال‌ها می‌توانند روی خط باز رودررو شوند؛ پیامدی ندارد.
rules-end-bikjang-break-or-pass = بیکجانگ: طرفی که نوبتش با رودررو بودن ژنرال‌ها شروع می‌شود باید خط را ببندد یا ترک کند، یا نوبت را واگذار کند.
rules-end-bikjang-must-break = بیکجانگ: طرفی که نوبتش با رودررو بودن ژنرال‌ها شروع می‌شود باید خط را ببندد یا ترک کند.
rules-end-bikjang-pass-while-facing = واگذاری نوبت وقتی ژنرال‌ها رودررو هستند بازی را تمام می‌کند: { $decision ->
    [points] طرفی که امتیاز بیشتری دارد می‌برد.
   *[draw] بازی مساوی است.
  }
rules-end-bikjang-still-facing = پس از گرفته شدن یک مهره، طرفی که نوبتش با رودررو بودن ژنرال‌ها شروع شد و آن‌ها را همان‌طور رها کند بازی را تمام می‌کند: { $decision ->
    [points] طرفی که امتیاز بیشتری دارد می‌برد.
   *[draw] بازی مساوی است.
  }
rules-end-pass-allowed = طرفی که کیش نیست می‌تواند به جای حرکت، نوبت را واگذار کند.
rules-end-pass-never = واگذاری نوبت مجاز نیست.
rules-end-double-pass = اگر هر دو طرف پشت سر هم نوبت را واگذار کنند، بازی تمام می‌شود: { $decision ->
    [points] طرفی که امتیاز بیشتری دارد می‌برد.
   *[draw] بازی مساوی است.
  }
rules-end-repetition-xiangqi = وقتی وضعیتی برای بار سوم پیش می‌آید، طرفی که از نخستین بار در هر حرکت کیش داده می‌بازد، مگر هر دو چنین کرده باشند؛ وگرنه مساوی است.
rules-end-repetition-janggi = وقتی وضعیتی برای بار سوم پیش می‌آید، طرفی که امتیاز بیشتری دارد می‌برد؛ اما طرفی که از نخستین بار در هر حرکت کیش داده به جای آن می‌بازد، مگر هر دو چنین کرده باشند.
rules-end-repetition-fold = وقتی وضعیتی { $count } بار پیش آمده باشد، بازی تمام می‌شود: کسی که کیش دائم می‌دهد می‌بازد؛ وگرنه { $decision ->
    [points] طرفی که امتیاز بیشتری دارد می‌برد.
   *[draw] بازی مساوی است.
  }
rules-end-chasing = دنبال کردن مهره‌ای بی‌دفاع در هر حرکت، مثل کیش دائم، باخت است.
rules-end-move-repetition = بردن یک مهره به عقب و جلو بدون کیش زودتر تکرار به حساب می‌آید.
rules-end-repetition-none = تکرار وضعیت‌ها بازی را تمام نمی‌کند.
rules-end-ply-limit = پس از روی هم { $count } حرکت (هر حرکت هر طرف شمرده می‌شود) بازی تمام می‌شود: { $decision ->
    [points] طرفی که امتیاز بیشتری دارد می‌برد.
   *[draw] بازی مساوی است.
  }
rules-end-quiet-limit = پس از { $count } حرکت بدون گرفتن مهره (هر حرکت هر طرف شمرده می‌شود) بازی تمام می‌شود: { $decision ->
    [points] طرفی که امتیاز بیشتری دارد می‌برد.
   *[draw] بازی مساوی است.
  }
rules-end-quiet-limit-check-offset = کیش‌های یک طرف بیش از ده، این حد را طولانی‌تر می‌کنند.
rules-end-bare-material = اگر هیچ طرفی ارابه، اسب، توپ یا سرباز نداشته باشد، بازی مساوی است.
rules-end-draw-agreement = بازیکنان می‌توانند بر سر تساوی توافق کنند.
rules-end-resignation = بازیکن هر زمان می‌تواند تسلیم شود.
rules-end-points = امتیاز: هر طرف مهره‌هایش را روی صفحه می‌شمارد (جدول را ببینید)؛ { -han } چون دوم حرکت می‌کند { $bonus } امتیاز اضافه می‌گیرد، پس جمع‌ها هرگز برابر نمی‌شوند.
rules-faq-heading = پرسش و پاسخ
rules-faq-q1 = کدام طرف اول حرکت می‌کند؟
rules-faq-a1 = در { -xiangqi } { -red } و در { -janggi } { -cho }.
rules-faq-q2 = آیا ژنرال می‌تواند از کاخ بیرون برود؟
rules-faq-a2 = نه. ژنرال و مشاوران یا نگهبانانش همیشه درون کاخ می‌مانند.
rules-faq-q3 = چرا اسب یا فیل من نمی‌تواند به آن‌جا برود؟
rules-faq-a3 = مهره‌ای روی نقطه‌ای از مسیرش راه را بسته است؛ نمودارهای بالا چنین نقطه‌هایی را با ضربدر نشان می‌دهند.
rules-faq-q4 = اگر همان وضعیت پیوسته تکرار شود چه می‌شود؟
rules-faq-a4 = بستگی به مجموعهٔ قوانین دارد: فهرست پایان‌های بازی در این صفحه می‌گوید این مجموعه چه می‌کند.
rules-strategy-heading = نکته‌های راهبردی
rules-strategy-opening-heading = گشایش
rules-strategy-opening = ارابه‌ها را زود وارد بازی کنید، اسب‌ها را پیش از بسته شدن راهشان گسترش دهید، از کاخ دفاع کنید و سربازها را بی‌هدف حرکت ندهید.
rules-strategy-values-heading = ارزش مهره‌ها
rules-strategy-values-xiangqi = یک ارابه تقریباً هم‌ارزش دو اسب یا دو توپ است. توپ‌ها در آغاز قوی‌ترند و اسب‌ها در پایان، وقتی صفحه خالی می‌شود. مشاوران و فیل‌ها دفاع می‌کنند.
rules-strategy-values-janggi = امتیازهای جدول راهنمای خوبی است: ارابه قوی‌ترین مهره است و توپ‌ها با خالی شدن صفحه ضعیف می‌شوند چون به مهره‌ای برای پریدن نیاز دارند.
rules-strategy-mates-heading = مات‌های رایج
rules-strategy-mates = دو ارابه با حرکت نوبتی روی خطوط کنار هم مات می‌کنند. اسب و ارابه ژنرالی را که مهره‌های خودش محاصره‌اش کرده‌اند مات می‌کنند. توپی پشت یک سپر روی خط ژنرال، وقتی ژنرال نتواند کنار برود، مات می‌کند.
embed-title = { -brand }: صفحهٔ بازی
embed-link-game = این بازی را در { -brand } ببینید
embed-link-rules = قوانین این بازی در { -brand }
embed-link-home = در { -brand } { -janggi } و { -xiangqi } بازی کنید
embed-no-game = بازی «{ $id }» وجود ندارد.
embed-unavailable = این بازی اکنون قابل نمایش نیست: { $reason }
embed-bad-query = این پیوند نادرست است.
embed-bad-rules = مجموعهٔ قوانین ناشناخته «{ $name }».
embed-bad-fen = این وضعیت قابل نمایش نیست: { $reason }
embed-code-button = کپی کد جاسازی
embed-code-copied = کد جاسازی کپی شد
embed-frame-title = { -brand }: صفحهٔ بازی
## analysis
analysis-legend = تحلیل موتور
analysis-on = تحلیل کن
analysis-lines-label = تعداد خط‌ها
analysis-depth = عمق { $depth }
analysis-waiting = موتور در حال فکر کردن است…
analysis-no-moves = در این وضعیت هیچ حرکت مجازی نیست.
analysis-mate = { $side } در { $moves } حرکت مات می‌کند
analysis-line-title = خط { $number }: { $moves }
analysis-graph-button = ارزیابی کل بازی
analysis-graph-label = ارزیابی پس از هر حرکت؛ برای رفتن به آن حرکت کلیک کنید
analysis-graph-progress = { $done } از { $total } وضعیت ارزیابی شد
analysis-graph-done = اشتباه‌ها با رنگ قرمز نشان داده شده‌اند؛ برای رفتن به یک حرکت روی نمودار کلیک کنید.
analysis-mistake = حرکت { $ply } ({ $move }): اشتباه، { $drop } از دست رفت
analysis-too-many = از نشانی شما صفحه‌های تحلیل بیش از حد باز است؛ یکی را ببندید و دوباره تلاش کنید.
analysis-no-engine = این سرور موتوری برای تحلیل ندارد.
analysis-failed = تحلیل ناموفق بود: { $reason }
editor-keys-hint = روی صفحه: کلیدهای جهت جابه‌جا می‌کنند، یک حرف FEN مهره را برمی‌گزیند (حرف بزرگ برای بازیکن اول: K A B N R C P)، Enter یا فاصله آن را می‌گذارد، Delete برمی‌دارد و x حالت برداشتن را برمی‌گزیند.
