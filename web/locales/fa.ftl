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
