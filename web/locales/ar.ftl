# Palace, the browser client: Arabic.

## Terms

-brand = Palace
-xiangqi = شيانغتشي
-janggi = جانغي
-red = الأحمر
-black = الأسود
-cho = تشو
-han = هان

## Page and header

title-start = { -brand }: { -janggi } و{ -xiangqi }
title-game = { -brand }: { $first } ضد { $second }
brand = { -brand }
pieces-label = القطع
language-label = اللغة
sound-label = الأصوات
skip-to-board = الانتقال إلى الرقعة

## Piece sets

pieceset-traditional = الحروف الصينية التقليدية
pieceset-readable = حرف واحد لكل نوع
pieceset-letters = حروف لاتينية
pieceset-pictures = صور

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = جنرال
piece-xiangqi-a = مستشار
piece-xiangqi-b = فيل
piece-xiangqi-n = حصان
piece-xiangqi-r = عربة
piece-xiangqi-c = مدفع
piece-xiangqi-p = جندي
piece-janggi-k = جنرال
piece-janggi-a = حارس
piece-janggi-b = فيل
piece-janggi-n = حصان
piece-janggi-r = عربة
piece-janggi-c = مدفع
piece-janggi-p = جندي

## Start screen

start-heading = العب { -janggi } أو { -xiangqi }
resume-button = تابع مباراتك
game-legend = اللعبة
game-xiangqi = { -xiangqi }
game-xiangqi-sub = الشطرنج الصيني
game-janggi = { -janggi }
game-janggi-sub = الشطرنج الكوري
opponent-legend = الخصم
mode-computer = الحاسوب
mode-local = لاعبان
mode-local-sub = على هذا الجهاز
mode-friend = ادعُ صديقًا
mode-friend-sub = أرسل رابطًا
level-legend = المستوى
level-select-label = المستوى من 1 إلى 8
level-easy = سهل
level-easy-about = يرتكب أخطاء: مناسب لتعلّم الحركات.
level-normal = متوسط
level-normal-about = يلعب بتعقّل ويعاقب على القطع غير المحمية.
level-hard = صعب
level-hard-about = أقوى مستوى: يفكّر أطول مدة ونادرًا ما يخطئ.
score-level = نتيجتك في المستوى { $level }: فوز { $won }، خسارة { $lost }، تعادل { $drawn }
score-friend = ضد الأصدقاء: فوز { $won }، خسارة { $lost }، تعادل { $drawn }
score-local = المباريات على هذا الجهاز: انتصارات { $first } { $firstWins }، انتصارات { $second } { $secondWins }، تعادل { $drawn }
side-legend = طرفك
side-moves-first = يبدأ اللعب
side-moves-second = يلعب ثانيًا
side-random = عشوائي
side-at-bottom = { $side } في الأسفل
rules-legend = القواعد
rules-advanced = متقدّم: متوافق مع Fairy-Stockfish
rules-xiangqi-standard = القواعد القياسية (القواعد الآسيوية، تكرار مبسّط)
rules-xiangqi = Fairy-Stockfish: { -xiangqi }
rules-janggi-standard = القواعد القياسية (اختيار الترتيب، البيكجانغ بالنقاط)
rules-janggi-club = قواعد الأندية (ترتيب ثابت، المدافع تنزلق)
rules-janggi-strict = قواعد صارمة (بلا تمرير)
rules-janggi = Fairy-Stockfish: { -janggi }
rules-janggitraditional = Fairy-Stockfish: تقليدية
rules-janggimodern = Fairy-Stockfish: حديثة (Kakao)
rules-janggicasual = Fairy-Stockfish: ودّية
setup-hint = { -janggi }: قبل النقلة الأولى يختار كل طرف مواضع أحصنته وأفياله، { -han } أولًا ثم { -cho }.
start-button = ابدأ
start-failed = تعذّر بدء مباراة: { $reason }

## A game link that leads nowhere

not-found-heading = لا توجد مباراة هنا
not-found-text = لا توجد مباراة على هذا الرابط. ربما كُتب الرابط خطأً، أو لم تعد المباراة موجودة.
not-found-home = ابدأ مباراة جديدة

## Game screen

board-label = الرقعة
board-help = مفاتيح الأسهم تحرّك المؤشر، وEnter أو المسافة يلتقط القطعة ويضعها، وEscape يلغي.
review-start = الوضع الابتدائي
review-after = بعد النقلة { $ply } من { $total }
review-first = الوضع الابتدائي
review-prev = النقلة السابقة
review-next = النقلة التالية
review-live = العودة إلى المباراة
turn-connecting = جارٍ الاتصال…
turn-reconnecting = جارٍ إعادة الاتصال…
turn-choose-setup = اختر ترتيبك ({ $side }).
turn-waiting-setup = بانتظار أن يختار { $side } ترتيبه…
turn-side-to-move = الدور على { $side }.
turn-yours = دورك ({ $side }).
turn-computer = الحاسوب ({ $side }) يفكّر…
turn-waiting-friend = بانتظار انضمام صديقك بصفته { $side }…
turn-waiting = بانتظار { $side }…
check-xiangqi = كش!
check-janggi = جانغون (كش)!
notice-watching = أنت تشاهد هذه المباراة.
notice-seat-taken = المقعدان مشغولان: أنت تشاهد هذه المباراة.
notice-invite-failed = هذه الدعوة لا تعمل: أنت تشاهد هذه المباراة.
notice-repetition = تكرّر هذا الوضع مرتين. إذا تكرّر مرة ثالثة تنتهي المباراة (ويخسر الطرف الذي كشّ في كل نقلة).
notice-bikjang = بيكجانغ: الجنرالان متقابلان على عمود مفتوح.

## Players

player-you = { $side }: أنت
player-this-device = { $side }: هذا الجهاز
player-computer = { $side }: الحاسوب، المستوى { $level }
player-waiting-friend = { $side }: بانتظار صديق
player-friend = { $side }: صديقك
player-friend-away = { $side }: صديقك (غائب)
player-other = { $side }: لاعب
player-other-away = { $side }: لاعب (غائب)
to-move = دوره
spectators =
    { $count ->
        [zero] لا أحد يشاهد
        [one] مشاهد واحد
        [two] مشاهدان
        [few] { $count } مشاهدين
        [many] { $count } مشاهدًا
       *[other] { $count } مشاهد
    }
invite-prompt = أرسل هذا الرابط إلى صديقك:
invite-link-label = رابط الدعوة
copy = نسخ
copied = تم النسخ
points = النقاط: { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = القطع التي خسرها { $side }:
captured-none = لم يخسر { $side } أي قطعة

## Buttons

pass = تمرير
undo = تراجع
flip = اقلب الرقعة
flip-title = أدر الرقعة
resign = استسلام
new-game = مباراة جديدة
moves-heading = النقلات
coords-label = الإحداثيات
copy-moves = نسخ النقلات
moves-copied = تم نسخ النقلات
move-pass = تمرير
move-title = النقلة { $ply }: { $move }

## Janggi setup choice

setup-title-mine = { $side }: اختر مواضع أحصنتك وأفيالك
setup-title-other = { $side } يختار ترتيبه…
setup-han-chose = اختار { -han } الترتيب: { $setup }.
setup-order = يختار { -han } أولًا، ثم { -cho }.
setup-named = الترتيب مسمّى من يسار كل لاعب.
setup-ma-sang-sang-ma = 馬象象馬 حصان، فيل، فيل، حصان
setup-sang-ma-sang-ma = 象馬象馬 فيل، حصان، فيل، حصان
setup-ma-sang-ma-sang = 馬象馬象 حصان، فيل، حصان، فيل
setup-sang-ma-ma-sang = 象馬馬象 فيل، حصان، حصان، فيل

## Dialogs

resign-question = هل تريد الاستسلام في هذه المباراة؟
resign-yes = استسلام
keep-playing = متابعة اللعب
pass-question = التمرير الآن ينهي المباراة. { $outcome } هل تريد التمرير رغم ذلك؟
pass-yes = مرّر وأنهِ المباراة
over-title = انتهت المباراة
over-won = فزت!
over-lost = خسرت
over-draw = تعادل
over-points = النقاط: { $first } { $firstPoints }، { $second } { $secondPoints }.
score-after-level = ضد المستوى { $level }: فوز { $won }، خسارة { $lost }، تعادل { $drawn }.
score-after-friend = ضد الأصدقاء: فوز { $won }، خسارة { $lost }، تعادل { $drawn }.
score-after-local = المباريات على هذا الجهاز: انتصارات { $first } { $firstWins }، انتصارات { $second } { $secondWins }، تعادل { $drawn }.
play-again = العب مجددًا
look-at-board = انظر إلى الرقعة

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = يفوز { $side } بكش مات.
outcome-win-no-legal-moves = يفوز { $side }: لا يملك الطرف الآخر أي نقلة قانونية.
outcome-win-bikjang = يفوز { $side } بالنقاط بعد البيكجانغ (تقابُل الجنرالين).
outcome-win-repetition = يفوز { $side } بالتكرار.
outcome-win-perpetual-check = يفوز { $side }: لجأ الطرف الآخر إلى الكش الدائم.
outcome-win-double-pass = يفوز { $side } بالنقاط بعد أن مرّر الطرفان كلاهما.
outcome-win-ply-limit = يفوز { $side } بالنقاط عند بلوغ حدّ النقلات.
outcome-win-quiet-limit = يفوز { $side } بعد نقلات كثيرة جدًا دون أسر.
outcome-win-bare-material = يفوز { $side }: لم تبقَ لدى الطرف الآخر أي قطعة مهاجمة.
outcome-win-resignation = يفوز { $side } باستسلام الخصم.
outcome-win-agreement = يفوز { $side } بالاتفاق.
outcome-win = يفوز { $side }.
outcome-draw-bikjang = تعادل بالبيكجانغ (تقابُل الجنرالين).
outcome-draw-repetition = تعادل بالتكرار.
outcome-draw-perpetual-check = تعادل: لجأ الطرفان كلاهما إلى الكش الدائم.
outcome-draw-double-pass = تعادل: مرّر الطرفان كلاهما.
outcome-draw-ply-limit = تعادل عند بلوغ حدّ النقلات.
outcome-draw-quiet-limit = تعادل بعد نقلات كثيرة جدًا دون أسر.
outcome-draw-bare-material = تعادل: لم تبقَ لدى أيٍّ من الطرفين قطعة مهاجمة.
outcome-draw-agreement = تعادل بالاتفاق.
outcome-draw = تعادل.

## Board cells and announcements for screen readers

point-empty = { $point }، فارغة
point-piece = { $piece } { $side }، { $point }
point-target = { $point }، فارغة، يمكنك الانتقال إليها
point-capture = { $piece } { $side }، { $point }، يمكنك الأسر هنا
announce-picked =
    { $count ->
        [zero] تم التقاط { $piece } في { $point }: لا توجد نقطة يمكن الانتقال إليها.
        [one] تم التقاط { $piece } في { $point }: توجد نقطة واحدة يمكن الانتقال إليها.
        [two] تم التقاط { $piece } في { $point }: توجد نقطتان يمكن الانتقال إليهما.
        [few] تم التقاط { $piece } في { $point }: توجد { $count } نقاط يمكن الانتقال إليها.
        [many] تم التقاط { $piece } في { $point }: توجد { $count } نقطة يمكن الانتقال إليها.
       *[other] تم التقاط { $piece } في { $point }: توجد { $count } نقطة يمكن الانتقال إليها.
    }
announce-cannot-move = لا يمكن تحريك { $piece } في { $point } الآن.
announce-put-down = تم وضع القطعة.
announce-move = { $side }: { $move }.
announce-pass = يمرّر { $side }.

## Errors, by the server's codes

error-not-connected = غير متصل بالخادم؛ جارٍ إعادة المحاولة…
error-unreachable = تعذّر الوصول إلى الخادم.
error-unknown-game = هذه المباراة غير موجودة.
error-wrong-token = ليس لهذا المتصفح مقعد في هذه المباراة.
error-spectator = أنت تشاهد هذه المباراة ولا يمكنك تحريك القطع.
error-not-your-turn = ليس دورك.
error-malformed-move = لم يفهم الخادم هذه النقلة.
error-illegal-move = هذه النقلة غير قانونية.
error-game-over = انتهت المباراة.
error-undo-not-allowed = لا يمكن التراجع عن النقلات في هذه المباراة.
error-setup-pending = لا يزال اختيار الترتيب جاريًا.
error-no-setup = لا يوجد ترتيب لاختياره الآن.
error-unknown-setup = هذا الترتيب غير موجود.
error-nothing-to-undo = لا توجد نقلة للتراجع عنها.
error-wrong-invite = هذه الدعوة لا تعمل.
error-seat-taken = المقعدان مشغولان.
error-unavailable = المباراة مشغولة؛ حاول مجددًا بعد لحظة.
error-storage = تعذّر على الخادم حفظ المباراة؛ حاول مجددًا.
error-storage-unavailable = لا يستطيع الخادم حفظ المباريات حاليًا؛ حاول مجددًا بعد قليل.
error-too-many-spectators = عدد مشاهدي هذه المباراة كبير جدًا؛ جارٍ إعادة المحاولة…
error-bad-request = لم يفهم الخادم الطلب.
error-too-large = الطلب كبير جدًا.
error-malformed = لم يفهم الخادم إحدى الرسائل.
error-rate-limited = رسائل كثيرة جدًا في وقت واحد؛ جارٍ إعادة الاتصال…
error-other = حدث خطأ ما ({ $code }).

## Study board and board editor

start-study = دراسة مباراة مسجلة
start-editor = إعداد وضعية
title-study = لوحة الدراسة · Palace
title-editor = محرر الوضعيات · Palace
study-heading = لوحة الدراسة
study-import-legend = استيراد تسجيل
study-file-label = فتح ملف
study-drop-hint = ‏GIB أو PGN أو XQF أو DhtmlXQ أو CBF أو FEN؛ يمكنك أيضًا إفلات الملف على هذه الصفحة.
study-paste-label = أو الصق تسجيلًا أو FEN
study-paste-button = قراءة
study-reading = جارٍ القراءة…
study-read-failed = تعذّرت قراءة التسجيل: { $reason }
study-games-label = المباراة
study-game-option = { $number }. { $title }
study-game-errors = مباريات الملف التي تعذّرت قراءتها: { $count }. الأولى: { $detail }
study-empty = استورد تسجيلًا، أو افتح وضعية من المحرر.
study-ply = النقلة { $ply } من { $total }
study-branch = النقلة { $ply } من خطك بدءًا من النقلة { $from }
study-back-to-game = العودة إلى المباراة
study-last = آخر نقلة
study-export-legend = تصدير
study-fen-label = FEN
study-copy-fen = نسخ FEN
study-edit-position = تحرير هذه الوضعية
study-export-what = ماذا
study-export-line = الخط على اللوحة
study-export-game = المباراة كما استُوردت
study-format-label = الصيغة
study-format-pgn = ‏PGN، إحداثيات
study-format-wxf = ‏PGN، نقلات WXF
study-format-chinese = ‏PGN، نقلات بالصينية
study-format-korean = ‏PGN، نقلات بالكورية
study-format-gib = GIB
study-format-fen = ‏FEN للوضعية المعروضة
study-export-button = عرض
study-download = تنزيل
editor-heading = محرر الوضعيات
editor-palette-label = القطعة المراد وضعها
editor-turn-label = الدور على
editor-start = الوضعية الابتدائية
editor-clear = إفراغ اللوحة
editor-check = فحص الوضعية
editor-open-study = فتح في لوحة الدراسة
editor-valid = الوضعية صحيحة.
editor-piece = { $piece } ({ $side })
editor-remove = إزالة قطعة
editor-fault-bad-fen = تعذّرت قراءة FEN.
editor-fault-general-count = يجب أن يكون لدى { $side } { $piece } واحد بالضبط.
editor-fault-general-outside-palace = { $piece } ({ $side }) على { $point } خارج قصره.
editor-fault-generals-facing = القائدان متقابلان بلا شيء بينهما.
editor-fault-too-many = لدى { $side } ‏{ $count } × { $piece }، والحد الأقصى { $max }.
editor-fault-misplaced = { $piece } ({ $side }) على { $point } في مكان لا يمكنه بلوغه أبدًا.
editor-fault-soldier-behind-start = { $piece } ({ $side }) على { $point } خلف خط بدايته؛ الجنود لا يتراجعون أبدًا.
editor-fault-opponent-in-check = الطرف الذي ليس دوره في حالة كش.
editor-play-computer = العبها ضد الحاسوب
editor-play-friend = العبها مع صديق
study-this-game = دراسة هذه المباراة

## lessons
start-lessons = الدروس
lessons-heading = الدروس
lessons-intro = يعلّم كل درس قاعدة واحدة على وضعية: اقرأ القاعدة، وقارن النقلات المعلَّمة، ثم العب الجواب على الرقعة.
lessons-progress = حُلّ { $done } من { $total }
lessons-solved = محلول
lessons-step-rule = القاعدة
lessons-step-compare = قارن هذه النقلات
lessons-step-play = نقلتك
lessons-play-hint = العب جوابك على الرقعة.
lessons-right = صحيح!
lessons-wrong = ليست هذه.
lessons-show-answer = أظهر الجواب
lessons-try-again = حاول مجددًا
lessons-next = الدرس التالي
lessons-all = كل الدروس
lessons-review = الخلاصة
lessons-candidate = { $piece } { $move }
lessons-not-found = لا يوجد درس بهذا الاسم.
lesson-q-capture = أي نقلة تكسب قطعة؟
lesson-q-mate = جد كش مات في نقلة واحدة.
lesson-q-check = أنت في كش. ما أفضل رد؟
lesson-q-safe = حصانك مهدَّد. إلى أين يذهب؟
lesson-q-bikjang = الجنرالان متقابلان. اكسر البيكجانغ.
lesson-q-pass = ما أفضل ما يمكن فعله هنا؟
lesson-q-points = أي أَسر يكسب أكثر النقاط؟
lesson-xq-cannon-screen-title = ساتر المدفع
lesson-xq-cannon-screen-rule = يتحرك المدفع مثل العربة، لكنه لا يأسر إلا بالقفز فوق قطعة واحدة بالضبط من أي طرف: الساتر.
lesson-xq-cannon-screen-explain = الجندي الأسود في b6 هو الساتر: يقفز المدفع فوقه ويأسر العربة في b8.
lesson-xq-cannon-screen-wrong = النقلة مسموحة لكنها لا تأسر شيئًا: المدفع لا يأسر إلا فوق ساتر.
lesson-xq-cannon-screen-review = المدفع: ينزلق ليتحرك، ويقفز فوق قطعة واحدة ليأسر.
lesson-xq-cannon-limit-title = ما لا يستطيع المدفع أسره
lesson-xq-cannon-limit-rule = إن لم تكن بينهما قطعة، أو كانت قطعتان، فلا يستطيع المدفع الأسر. يحتاج إلى ساتر واحد بالضبط.
lesson-xq-cannon-limit-explain = جنديك في e5 هو الساتر بين المدفع والحصان في g5. أمّا العربة في b9 فلا ساتر أمامها.
lesson-xq-cannon-limit-wrong = المدفع يتحرك إلى هناك فقط. لا يستطيع أسر العربة في b9: لا شيء بينهما.
lesson-xq-cannon-limit-review = لا ساتر، لا أسر: ابحث عن قطعة واحدة بالضبط بينهما.
lesson-xq-horse-leg-title = ساق الحصان
lesson-xq-horse-leg-rule = يتقدم الحصان نقطة مستقيمة، ثم نقطة قطرية نحو الخارج. القطعة على النقطة الأولى، الساق، تمنعه.
lesson-xq-horse-leg-explain = مستشارك في d3 يسدّ الطريق إلى العربة في e4، لكن الطريق إلى المدفع في a4 مفتوح.
lesson-xq-horse-leg-wrong = هذه النقلة لا تأسر شيئًا. النقطة d3 مسدودة، لكن b3 فارغة.
lesson-xq-horse-leg-review = قبل أن تعدّ قفزات الحصان، افحص كل ساق.
lesson-xq-elephant-eye-title = عين الفيل
lesson-xq-elephant-eye-rule = يتحرك الفيل نقطتين قطريًا بالضبط ولا يعبر النهر أبدًا. القطعة على النقطة الوسطى، العين، تمنعه.
lesson-xq-elephant-eye-explain = الجندي في f4 يسدّ الطريق إلى g5، لكن الطريق إلى c5 مفتوح: يأسر الفيل الحصان.
lesson-xq-elephant-eye-wrong = هذه النقلة لا تأسر شيئًا. العين d4 فارغة، فيصل الفيل إلى c5.
lesson-xq-elephant-eye-review = قطعة واحدة على العين توقف الفيل.
lesson-xq-soldier-river-title = الجنود بعد النهر
lesson-xq-soldier-river-rule = يتقدم الجندي نقطة واحدة. بعد عبور النهر يمكنه التحرك جانبيًا أيضًا، لكنه لا يتراجع أبدًا.
lesson-xq-soldier-river-explain = عبر الجندي في e6 النهر، فيمكنه أسر الحصان في d6 جانبيًا. أما الجندي في c5 فلم يعبر بعد.
lesson-xq-soldier-river-wrong = هذه النقلة لا تكسب شيئًا. لا يأسر جانبيًا إلا الجندي الذي عبر النهر.
lesson-xq-soldier-river-review = قبل النهر: إلى الأمام فقط. بعده: إلى الأمام أو جانبيًا.
lesson-xq-piece-values-title = قيمة القطع
lesson-xq-piece-values-rule = دليل شائع: العربة 9، الحصان والمدفع نحو 4.5، المستشار والفيل 2، الجندي 1 أو 2.
lesson-xq-piece-values-explain = يستطيع الحصان أسر العربة أو جندي؛ والعربة أثمن بكثير.
lesson-xq-piece-values-wrong = المكسب هنا أقل بكثير. يستطيع حصانك أسر العربة في b5.
lesson-xq-piece-values-review = بين عدة أسرات، خذ القطعة الأثمن.
lesson-xq-answer-check-title = الرد على الكش
lesson-xq-answer-check-rule = يُرد على الكش بتحريك الجنرال أو سدّ الخط أو أسر القطعة المهاجمة. هنا يمنع المستشاران الجنرال من الحركة.
lesson-xq-answer-check-explain = العربة في a8 تأسر العربة التي تعطي الكش: زال الكش وكسبت عربة.
lesson-xq-answer-check-wrong = هذه النقلة تسدّ الكش، لكن العربة السوداء تبقى. أسرها أفضل.
lesson-xq-answer-check-review = عند الكش، ابحث أولًا عن أسر القطعة التي تعطيه.
lesson-xq-flying-general-pin-title = لا يتقابل الجنرالان
lesson-xq-flying-general-pin-rule = لا يجوز أن يقف الجنرالان على عمود واحد بلا شيء بينهما. والقطعة الوحيدة بينهما لا تستطيع مغادرة العمود.
lesson-xq-flying-general-pin-explain = الحصان الأسود في e6 هو القطعة الوحيدة بين الجنرالين. لا يستطيع الهرب، فيأسره جنديك.
lesson-xq-flying-general-pin-wrong = هكذا ينجو الحصان. جنرالك يثبّته: خذه الآن.
lesson-xq-flying-general-pin-review = جنرالك يسيطر على عموده المفتوح: استخدمه للتثبيت.
lesson-xq-flying-general-mate-title = الجنرال يساعد على المات
lesson-xq-flying-general-mate-rule = لأن الجنرالين لا يتقابلان، يسيطر جنرالك على عموده كله.
lesson-xq-flying-general-mate-explain = تعطي العربة كش في b10. لا يستطيع الجنرال الذهاب إلى d10 مقابل جنرالك، ولا إلى f10 أو e9.
lesson-xq-flying-general-mate-wrong = ليس مات: ما زال للجنرال الأسود مخرج.
lesson-xq-flying-general-mate-review = احسب جنرالك بين المهاجمين: إنه يحرس عموده.
lesson-xq-double-chariot-mate-title = مات العربتين
lesson-xq-double-chariot-mate-rule = تُميت عربتان الجنرال: واحدة تغلق صفًا، والأخرى تعطي كش في الصف التالي.
lesson-xq-double-chariot-mate-explain = العربة في a9 تمسك الصف 9، والأخرى تعطي كش في b10. لا نقطة حرة للجنرال.
lesson-xq-double-chariot-mate-wrong = يفلت الجنرال. أبقِ الصف 9 مغلقًا وأعطِ كش في الصف 10.
lesson-xq-double-chariot-mate-review = عربة تقطع، وعربة تعطي الكش.
lesson-xq-horse-chariot-mate-title = مات الحصان والعربة
lesson-xq-horse-chariot-mate-rule = يعطي الحصان كش من قرب بينما تسلب العربة نقاط هروب الجنرال.
lesson-xq-horse-chariot-mate-explain = يعطي الحصان كش من g9 (أو f8). العربة تحرس e9 والمستشاران يسدّان الباقي.
lesson-xq-horse-chariot-mate-wrong = ليس مات. أعطِ كش بالحصان بينما تحرس العربة e9.
lesson-xq-horse-chariot-mate-review = العربة تحاصر، والحصان يعطي الكش.
lesson-xq-horse-cannon-mate-title = المدفع خلف الحصان
lesson-xq-horse-cannon-mate-rule = الحصان أمام الجنرال يمكن أن يكون ساتر المدفع ويحرس في الوقت نفسه النقاط بجانب الجنرال.
lesson-xq-horse-cannon-mate-explain = المدفع في e3 يعطي كش فوق الحصان في e8. الحصان يحرس d10 وf10، والمدفع يحرس e9.
lesson-xq-horse-cannon-mate-wrong = ليس مات. ضع المدفع على عمود الجنرال، خلف الحصان.
lesson-xq-horse-cannon-mate-review = الحصان أمامًا والمدفع خلفًا: مات كلاسيكي.
lesson-xq-soldier-mate-title = مات بالجندي
lesson-xq-soldier-mate-rule = يستطيع جندي عبر النهر أن يُميت حين تحرس قطع أخرى نقاط هروب الجنرال.
lesson-xq-soldier-mate-explain = يعطي الجندي كش من f9 بحماية العربة. لا يستطيع الجنرال الذهاب إلى e10: سيقابل جنرالك.
lesson-xq-soldier-mate-wrong = ليس مات. قدّم الجندي إلى حيث تحميه العربة.
lesson-xq-soldier-mate-review = حتى الجندي يُميت إن لم يجد الجنرال مهربًا.
lesson-xq-perpetual-check-title = الكش الدائم يخسر
lesson-xq-perpetual-check-rule = إذا تكررت الوضعية للمرة الثالثة وأعطى أحد الطرفين كش في كل نقلة، يخسر ذلك الطرف. أعطت العربة كش من a10 مرتين بالفعل.
lesson-xq-perpetual-check-explain = العربة في i8 تعطي كش في i10 بينما تمسك الأخرى الصف 9: مات بلا تكرار.
lesson-xq-perpetual-check-wrong = الكش من a10 يكرر الوضعية للمرة الثالثة وسيخسر. ابحث عن مات.
lesson-xq-perpetual-check-review = لا تكرر الكش: جد كشًا جديدًا أو ماتًا.
lesson-xq-chase-title = المطاردة
lesson-xq-chase-rule = مهاجمة القطعة نفسها غير المحمية مرة بعد مرة مطاردة. وفق هذه القواعد تخسر المطاردة الدائمة، مثل الكش الدائم.
lesson-xq-chase-explain = في c4 يحمي عربتُك في c1 الحصانَ: انتهت المطاردة.
lesson-xq-chase-wrong = هناك يبقى الحصان بلا حماية، وتستطيع العربة مواصلة مطاردته.
lesson-xq-chase-review = في مواجهة المطاردة، ضع القطعة حيث تكون محمية.
lesson-jg-cannon-screen-title = ساتر مدفع الجانغي
lesson-jg-cannon-screen-rule = في الجانغي يقفز المدفع فوق قطعة واحدة بالضبط ليتحرك وليأسر. بلا ساتر لا يتحرك إطلاقًا.
lesson-jg-cannon-screen-explain = جندي هان في b6 هو الساتر: يقفز المدفع فوقه ويأسر العربة في b8.
lesson-jg-cannon-screen-wrong = يستطيع المدفع الهبوط هناك، لكنه لا يأسر شيئًا. اقفز فوق الساتر وخذ العربة.
lesson-jg-cannon-screen-review = مدفع الجانغي يقفز دائمًا، حتى ليتحرك.
lesson-jg-cannon-limit-title = المدفع لا يقفز فوق مدفع
lesson-jg-cannon-limit-rule = لا يجوز لمدفع الجانغي أن يتخذ مدفعًا ساترًا، ولا أن يأسر مدفعًا أبدًا.
lesson-jg-cannon-limit-explain = لا يمكن القفز فوق مدفع هان في b5، فالعربة آمنة. فوق حصانك في c3 يأسر المدفع الحصان في f3.
lesson-jg-cannon-limit-wrong = هذه النقلة لا تأسر شيئًا. اجعل حصانك في c3 ساترًا وخذ الحصان في f3.
lesson-jg-cannon-limit-review = المدافع لا تقفز فوق المدافع ولا تأسرها.
lesson-jg-chariot-diagonal-title = العربة في القصر
lesson-jg-chariot-diagonal-rule = داخل القصر تستطيع العربة التحرك على الخطوط القطرية أيضًا.
lesson-jg-chariot-diagonal-explain = من d3 تسير العربة على القطر عبر المركز الفارغ e2 وتأسر المدفع في f1.
lesson-jg-chariot-diagonal-wrong = هذه النقلة لا تأسر شيئًا. في القصر تستطيع العربة استخدام القطر من d3 إلى f1.
lesson-jg-chariot-diagonal-review = خطوط القصر طرق إضافية للعربة.
lesson-jg-cannon-diagonal-title = المدفع على قطر القصر
lesson-jg-cannon-diagonal-rule = على قطر القصر يقفز المدفع من زاوية إلى الزاوية المقابلة، فوق قطعة في المركز ليست مدفعًا.
lesson-jg-cannon-diagonal-explain = حارسك في e2 هو الساتر: يقفز المدفع من d1 إلى f3 ويأسر العربة.
lesson-jg-cannon-diagonal-wrong = هذه النقلة لا تأسر شيئًا. اقفز قطريًا فوق الحارس في e2.
lesson-jg-cannon-diagonal-review = في القصر يستطيع المدفع القفز فوق المركز.
lesson-jg-elephant-block-title = فيل الجانغي
lesson-jg-elephant-block-rule = يتقدم الفيل نقطة مستقيمة، ثم نقطتين قطريًا. القطعة على أي من النقطتين في الطريق تمنعه.
lesson-jg-elephant-block-explain = الطريق إلى f6 عبر d4 وe5 مفتوح: يأسر الفيل الحصان. الجندي في d6 يسدّ الطريق إلى العربة.
lesson-jg-elephant-block-wrong = هذه النقلة لا تأسر شيئًا. افحص النقطتين في كل طريق للفيل.
lesson-jg-elephant-block-review = في كل طريق للفيل نقطتان يجب فحصهما.
lesson-jg-horse-block-title = حصان الجانغي
lesson-jg-horse-block-rule = يتقدم الحصان نقطة مستقيمة، ثم نقطة قطرية نحو الخارج. القطعة على النقطة الأولى تمنعه.
lesson-jg-horse-block-explain = حارسك في d3 يسدّ الطريق إلى العربة في e4؛ والطريق إلى المدفع في a4 عبر b3 مفتوح.
lesson-jg-horse-block-wrong = هذه النقلة لا تأسر شيئًا. ما زال الحصان يصل إلى a4 عبر النقطة الفارغة b3.
lesson-jg-horse-block-review = حرية الحصان بقدر حرية خطوته الأولى.
lesson-jg-soldier-palace-title = الجنود في القصر
lesson-jg-soldier-palace-rule = يتحرك جندي الجانغي إلى الأمام أو جانبيًا. وفي قصر الخصم يستطيع أيضًا التقدم على الأقطار.
lesson-jg-soldier-palace-explain = من الزاوية d8 يتقدم الجندي على قطر القصر إلى e9 ويأسر الحصان.
lesson-jg-soldier-palace-wrong = هذه النقلة لا تأسر شيئًا. من d8 يستطيع الجندي التقدم قطريًا إلى e9.
lesson-jg-soldier-palace-review = في قصر الخصم يستخدم الجنود الأقطار.
lesson-jg-points-title = عدّ النقاط
lesson-jg-points-rule = لقطع الجانغي نقاط: العربة 13، المدفع 7، الحصان 5، الفيل 3، الحارس 3، الجندي 2؛ ويحصل هان على 1.5 إضافية. بعض الأدوار تُحسم بالنقاط.
lesson-jg-points-explain = المدفع بسبع نقاط والحصان بخمس: خذ المدفع.
lesson-jg-points-wrong = هذه تكسب نقاطًا أقل. المدفع بسبع والحصان بخمس.
lesson-jg-points-review = العربة 13، المدفع 7، الحصان 5، الفيل والحارس 3، الجندي 2.
lesson-jg-general-diagonal-title = الجنرال على الأقطار
lesson-jg-general-diagonal-rule = يتحرك الجنرال نقطة واحدة على خطوط القصر، الأقطار منها، ولا يغادر القصر أبدًا.
lesson-jg-general-diagonal-explain = ينتقل الجنرال قطريًا من d3 إلى e2، خارج عمود العربة، إلى نقطة لا يهاجمها شيء؛ والجندي يحرس e3.
lesson-jg-general-diagonal-wrong = العربة التي تسدّ الكش تأسرها عربة هان. يستطيع الجنرال الهرب قطريًا.
lesson-jg-general-diagonal-review = في القصر، الأقطار طرق للهرب.
lesson-jg-bikjang-title = البيكجانغ
lesson-jg-bikjang-rule = تقابل الجنرالين على عمود مفتوح هو البيكجانغ. وفق هذه القواعد، بعد حدوث أسر، على صاحب الدور كسره وإلا حُسم الدور بالنقاط.
lesson-jg-bikjang-explain = عربتك في e5 تقف بين الجنرالين؛ وإبعاد الجنرال عن العمود يكسر البيكجانغ أيضًا.
lesson-jg-bikjang-wrong = بعد هذه النقلة ما زال الجنرالان متقابلين: البيكجانغ قائم.
lesson-jg-bikjang-review = لكسر البيكجانغ، تنحَّ جانبًا أو ضع قطعة بينهما.
lesson-jg-pass-title = التمرير
lesson-jg-pass-rule = في الجانغي يجوز للطرف الذي ليس في كش أن يمرر بدل أن يتحرك. هنا كل نقلة ستخسرك الحارس.
lesson-jg-pass-explain = التمرير يبقي الحارس في e2، حيث يحجب جنرالك عن العربة.
lesson-jg-pass-wrong = في e3 يأسر الجندي من d3 الحارس. التمرير لا يكلّف شيئًا.
lesson-jg-pass-review = حين تسوء الأمور بكل نقلة، مرّر.
lesson-jg-double-chariot-mate-title = مات العربتين في الجانغي
lesson-jg-double-chariot-mate-rule = تُميت العربتان كما في الشيانغتشي: واحدة تغلق صفًا، والأخرى تعطي كش في الصف الأخير.
lesson-jg-double-chariot-mate-explain = العربة في a9 تمسك الصف 9 والعربة في b10 تعطي كش. لا نقطة حرة للجنرال.
lesson-jg-double-chariot-mate-wrong = يفلت الجنرال. أبقِ الصف 9 مغلقًا وأعطِ كش في الصف 10.
lesson-jg-double-chariot-mate-review = عربة تقطع، وعربة تعطي الكش.
lesson-jg-horse-chariot-mate-title = مات الحصان والعربة في الجانغي
lesson-jg-horse-chariot-mate-rule = تعطي العربة كش على الصف الأخير بينما يحرس الحصان مخرج الجنرال.
lesson-jg-horse-chariot-mate-explain = تعطي العربة كش من i10؛ الحصان في c8 يحرس e9، وd10 وf10 على خط العربة.
lesson-jg-horse-chariot-mate-wrong = ليس مات. أعطِ كش في الصف 10، حيث يحرس الحصان e9.
lesson-jg-horse-chariot-mate-review = الحصان يحرس، والعربة تعطي الكش.
lesson-jg-cannon-mate-title = مات المدفع في الجانغي
lesson-jg-cannon-mate-rule = يعطي المدفع كش فوق ساتر. الجنود أمام الجنرال سواتر جيدة ويحرسون نقاط الهروب.
lesson-jg-cannon-mate-explain = المدفع في d3 يعطي كش فوق الجندي في d8. النقطتان d9 وe9 محروستان ولا شيء يستطيع الاعتراض.
lesson-jg-cannon-mate-wrong = ليس مات. اقفز بالمدفع إلى عمود الجنرال، خلف الجندي في d8.
lesson-jg-cannon-mate-review = الجندي يمكن أن يكون ساترًا وحارسًا معًا.
lesson-jg-perpetual-check-title = الكش الدائم في الجانغي
lesson-jg-perpetual-check-rule = إذا تكررت الوضعية للمرة الثالثة وأعطى أحد الطرفين كش في كل نقلة، يخسر ذلك الطرف. أعطت العربة كش من a10 مرتين بالفعل.
lesson-jg-perpetual-check-explain = تعطي العربة كش من i10 بينما تمسك الأخرى الصف 9: مات بلا تكرار.
lesson-jg-perpetual-check-wrong = كش آخر من a10 يكرر الوضعية ويخسر. ابحث عن المات.
lesson-jg-perpetual-check-review = لا تكرر الكش: جد كشًا جديدًا أو ماتًا.
## online play: accounts, lobby, clocks, offers, chat, profiles, live games

account-login-open = تسجيل الدخول
account-logout = تسجيل الخروج
account-signed-in = مسجَّل الدخول باسم { $name }
account-heading = سجّل الدخول أو أنشئ حسابًا
account-username = اسم المستخدم
account-password = كلمة المرور
account-rules = اسم المستخدم: من 2 إلى 20 حرفًا لاتينيًا أو رقمًا أو _ أو -. كلمة المرور: 8 أحرف على الأقل.
account-login = تسجيل الدخول
account-register = إنشاء حساب
account-cancel = إلغاء
account-error-username-taken = اسم المستخدم هذا مأخوذ؛ اختر اسمًا آخر.
account-error-bad-username = اسم المستخدم من 2 إلى 20 حرفًا لاتينيًا أو رقمًا أو _ أو -.
account-error-bad-password = يجب أن تكون كلمة المرور 8 أحرف على الأقل.
account-error-wrong-credentials = اسم المستخدم أو كلمة المرور غير صحيحة.
account-error-rate-limited = محاولات كثيرة جدًا؛ انتظر دقيقة ثم حاول مجددًا.
start-lobby = العب عبر الإنترنت
start-live = شاهد المباريات
start-leaderboard = لوحة الصدارة
start-online-now = المتصلون الآن: { $online }، المباريات الجارية: { $games }
lobby-heading = الردهة
lobby-guest-hint = يلعب الضيوف مباريات ودية؛ سجّل الدخول لتلعب مباريات مصنّفة وتتحدى اللاعبين.
lobby-challenges = التحديات
lobby-seeks = الدعوات المفتوحة
lobby-no-seeks = لا توجد دعوات مفتوحة بعد. أنشئ واحدة أدناه.
lobby-new-seek = دعوة جديدة
lobby-clock = الساعة
lobby-clock-fischer = دقائق + ثوانٍ لكل نقلة
lobby-clock-byoyomi = بيويومي (عدّ الثواني)
lobby-untimed = بلا ساعة
lobby-base = الدقائق
lobby-increment = ثوانٍ تضاف لكل نقلة
lobby-main = الوقت الأساسي (دقائق)
lobby-periods = عدد الفترات
lobby-period = ثوانٍ لكل فترة
lobby-rated = مصنّفة
lobby-challenge-to = تحدَّ لاعبًا
lobby-create-seek = أنشئ الدعوة
lobby-send-challenge = أرسل التحدي
lobby-guest = ضيف
lobby-offer-terms = { $game }، { $rules }، { $clock }، { $rated }
lobby-rated-short = مصنّفة
lobby-casual-short = ودية
lobby-challenge-from = تحدٍّ من { $name }
lobby-challenge-to-player = تحدّيك إلى { $name }
lobby-accept = قبول
lobby-decline = رفض
lobby-withdraw = سحب
lobby-cancel = إلغاء
lobby-error-no-name = اكتب اسم مستخدم اللاعب الذي تريد تحديه.
lobby-error-rated-needs-account = المباريات المصنّفة للاعبين المسجَّلين فقط؛ سجّل الدخول أو العب مباراة ودية.
lobby-error-too-many-seeks = لديك أقصى عدد مسموح من الدعوات المفتوحة؛ ألغِ واحدة أولًا.
lobby-error-unknown-seek = لم تعد هذه الدعوة مفتوحة.
lobby-error-unknown-challenge = لم يعد هذا التحدي مفتوحًا.
lobby-error-own-seek = لا يمكنك اللعب ضد نفسك.
lobby-error-not-yours = هذا ليس لك.
lobby-error-unknown-player = لا يوجد لاعب بهذا الاسم.
lobby-error-not-logged-in = سجّل الدخول أولًا.
clock-periods = { $periods } × { $seconds } ث
clock-low = الوقت يوشك على النفاد
offer-accept = قبول
offer-decline = رفض
offer-draw-from = { $side } يعرض التعادل.
offer-draw-waiting = عُرض التعادل؛ في انتظار الرد.
offer-takeback-from = { $side } يطلب التراجع عن نقلة.
offer-takeback-waiting = طُلب التراجع؛ في انتظار الرد.
online-offer-draw = اعرض التعادل
online-takeback = اطلب التراجع
online-abort = ألغِ المباراة
online-rematch = مباراة ثأرية
online-rematch-accept = اقبل المباراة الثأرية
online-claim-win = اطلب الفوز
online-claim-draw = أعلن التعادل
online-download-pgn = نزّل PGN
online-download-gib = نزّل GIB
grace-countdown = غادر خصمك. إن لم يعد، يمكنك المطالبة بالمباراة بعد { $seconds } ث.
grace-over = لم يعد خصمك. اطلب الفوز أو أعلن التعادل.
chat-players = دردشة اللاعبين
chat-spectators = دردشة المشاهدين
chat-label = رسالة
chat-send = إرسال
chat-from = { $name }:
chat-from-guest = ضيف:
outcome-aborted = أُلغيت المباراة.
outcome-win-timeout = { $side } يفوز على الوقت.
outcome-win-abandonment = { $side } يفوز: غادر الخصم المباراة.
outcome-draw-timeout = تعادل: نفد الوقت، لكن الطرف الآخر لا يستطيع الفوز.
outcome-draw-abandonment = تعادل: غادر الخصم المباراة.
error-no-draws = هذه القواعد لا تعرف التعادل بالاتفاق.
error-two-players-only = فقط في المباريات بين لاعبَين.
error-no-offer = لا يوجد عرض للرد عليه.
error-too-late-to-abort = لا يمكن إلغاء المباراة إلا في أول نقلتين.
error-opponent-present = خصمك ما زال هنا (أو قد يعود).
error-not-over = المباراة لم تنتهِ بعد.
error-bad-chat = لا يمكن إرسال هذه الرسالة (فارغة أو طويلة جدًا أو غير مسموح بها هنا).
profile-title = { $name }: الملف الشخصي
profile-unknown = لا يوجد لاعب بهذا الاسم.
profile-provisional = تصنيف مؤقت (?): عدد المباريات ما زال قليلًا.
profile-record = المباريات: { $games }؛ الفوز: { $wins }، التعادل: { $draws }، الخسارة: { $losses }
profile-chart = تصنيف { $game } من { $from } إلى { $to }
profile-games = المباريات
profile-newer = مباريات أحدث
profile-older = مباريات أقدم
profile-playing = جارية
profile-game-about = { $game }، { $rated }: { $result }
game-players = { $first } ضد { $second }
leaderboard-heading = لوحة الصدارة
leaderboard-title = لوحة صدارة { $game }
leaderboard-empty = لا توجد مباريات مصنّفة بعد.
live-heading = المباريات الجارية
live-empty = لا توجد مباريات جارية الآن.
live-about = { $game }، { $rules }، { $clock }
live-watch = شاهد
## rules pages

start-rules = قواعد اللعبتين
rules-this-game = قواعد هذه المباراة
rules-overview-title = { -brand }: قواعد { -xiangqi } و{ -janggi }
rules-overview-heading = قواعد { -xiangqi } و{ -janggi }
rules-overview-intro = تُلعب اللعبتان على نقاط لوح عرضه تسعة خطوط وطوله عشرة خطوط. لكل طرف جنرال في قصر من تسع نقاط، ويفوز من يُميت جنرال الخصم.
rules-about-xiangqi = { -xiangqi } هي الشطرنج الصيني. يعبر نهرٌ منتصف اللوح، ويبدأ { -red } اللعب.
rules-about-janggi = { -janggi } هي الشطرنج الكوري. لا يوجد نهر، والخطوط القطرية في كل قصر طرقٌ للقطع داخله، ويبدأ { -cho } اللعب.
rules-setup-choice = قبل المباراة يختار كل طرف ترتيب أحصنته وأفياله.
rules-setup-fixed = تبدأ القطع من نقاط ثابتة.
rules-page-title = { -brand }: { $rules }
rules-all = كل القواعد
rules-play = العب مباراة
rules-presets-heading = مجموعات القواعد
rules-not-found-title = لا توجد مجموعة القواعد هذه
rules-not-found-text = لا توجد مجموعة قواعد باسم «{ $name }». هذه هي المجموعات التي يعرفها { -brand }:
rules-pieces-heading = كيف تتحرك القطع
rules-diagram-caption = من { $from } يمكنها الذهاب إلى: { $targets }.
rules-diagram-blocked = مسدود: { $points }.
rules-move-xiangqi-k = يتحرك الجنرال نقطة واحدة على خط ولا يغادر قصره أبدًا. لا يجوز أن يتقابل الجنرالان على خط مفتوح.
rules-move-xiangqi-a = يتحرك المستشار نقطة واحدة قطريًا ويبقى في القصر.
rules-move-xiangqi-b = يتحرك الفيل نقطتين قطريًا بالضبط. تسدّه قطعة على النقطة الوسطى، ولا يعبر النهر أبدًا.
rules-move-xiangqi-n = يتحرك الحصان نقطة على خط ثم نقطة قطرية إلى الخارج. قطعة على تلك النقطة الأولى تسدّ الطريق.
rules-move-xiangqi-r = تتحرك العربة أي مسافة على خط حتى توقفها قطعة، وتأسر أول قطعة للخصم تلقاها.
rules-move-xiangqi-c = يتحرك المدفع مثل العربة، لكنه لا يأسر إلا بالقفز فوق قطعة واحدة بالضبط إلى قطعة للخصم.
rules-move-xiangqi-p = يتقدم الجندي نقطة واحدة. بعد عبور النهر يمكنه أيضًا التحرك نقطة جانبًا. لا يتراجع أبدًا.
rules-move-janggi-k = يتحرك الجنرال نقطة واحدة على أي خط من خطوط قصره، بما فيها الأقطار، ولا يغادره أبدًا.
rules-move-janggi-a = يتحرك الحارس مثل الجنرال: نقطة واحدة على خطوط القصر.
rules-move-janggi-b = يتحرك الفيل نقطة على خط ثم نقطتين قطريًا إلى الخارج. قطعة على أي نقطة من الطريق تسدّه.
rules-move-janggi-n = يتحرك الحصان نقطة على خط ثم نقطة قطرية إلى الخارج. قطعة على تلك النقطة الأولى تسدّ الطريق.
rules-move-janggi-r = تتحرك العربة أي مسافة على خط، وداخل القصر على أقطاره أيضًا.
rules-move-janggi-c = يقفز المدفع فوق قطعة واحدة بالضبط ليست مدفعًا، على خط أو قطر في القصر، ويحط على نقطة بعدها أو يأسر هناك. لا يأسر مدفعًا أبدًا.
rules-move-janggi-p = يتحرك الجندي نقطة واحدة إلى الأمام أو جانبًا، ولا يتراجع أبدًا.
rules-note-cannon-slides = في هذه المجموعة من القواعد يمكن للمدفع الذي لا يأسر أن يتحرك مثل العربة أيضًا.
rules-note-cannon-must-jump = يحتاج إلى قطعة يقفز فوقها حتى عندما لا يأسر.
rules-note-soldier-palace-diagonals = في قصر الخصم يمكنه أيضًا التقدم على الخطوط القطرية.
rules-table-heading = القطع في لمحة
rules-col-traditional = الرمز التقليدي
rules-col-readable = حرف واحد
rules-col-picture = صورة
rules-col-name = الاسم
rules-col-moves = كيف تتحرك
rules-col-points = النقاط
rules-short-xiangqi-k = نقطة على خط، داخل القصر
rules-short-xiangqi-a = نقطة قطرية، داخل القصر
rules-short-xiangqi-b = نقطتان قطريًا، ولا يعبر النهر
rules-short-xiangqi-n = واحدة مستقيمة ثم واحدة قطرية؛ قد يُسدّ
rules-short-xiangqi-r = أي مسافة على خط
rules-short-xiangqi-c = مثل العربة؛ يأسر بالقفز فوق قطعة
rules-short-xiangqi-p = واحدة للأمام؛ وجانبًا بعد النهر
rules-short-janggi-k = نقطة على خطوط القصر
rules-short-janggi-a = نقطة على خطوط القصر
rules-short-janggi-b = واحدة مستقيمة ثم اثنتان قطريًا؛ قد يُسدّ
rules-short-janggi-n = واحدة مستقيمة ثم واحدة قطرية؛ قد يُسدّ
rules-short-janggi-r = أي مسافة على خط أو قطر في القصر
rules-short-janggi-c = يقفز فوق قطعة واحدة بالضبط ليست مدفعًا
rules-short-janggi-p = واحدة للأمام أو جانبًا
rules-endings-heading = كيف تنتهي المباراة
rules-end-checkmate = كش مات: يخسر الطرف الذي يُهاجَم جنراله ولا يستطيع الإفلات.
rules-end-no-legal-move = يخسر الطرف الذي ليست لديه أي نقلة قانونية، حتى لو لم يكن في كش.
rules-end-flying-general = لا يجوز أن يتقابل الجنرالان على خط مفتوح: النقلة التي تتركهما كذلك غير مسموحة.
rules-end-facing-allowed = يجوز أن يتقابل الجنرالان على خط مفتوح؛ ولا يترتب على ذلك شيء.
rules-end-bikjang-break-or-pass = بيكجانغ: الطرف الذي يبدأ دوره والجنرالان متقابلان يجب أن يسدّ الخط أو يغادره، أو يمرّر.
rules-end-bikjang-must-break = بيكجانغ: الطرف الذي يبدأ دوره والجنرالان متقابلان يجب أن يسدّ الخط أو يغادره.
rules-end-bikjang-pass-while-facing = التمرير والجنرالان متقابلان يُنهي المباراة: { $decision ->
    [points] يفوز الطرف صاحب النقاط الأكثر.
   *[draw] تنتهي بالتعادل.
  }
rules-end-bikjang-still-facing = بعد أسر أي قطعة، إذا بدأ دور طرف والجنرالان متقابلان وتركهما كذلك انتهت المباراة: { $decision ->
    [points] يفوز الطرف صاحب النقاط الأكثر.
   *[draw] تنتهي بالتعادل.
  }
rules-end-pass-allowed = يمكن للطرف الذي ليس في كش أن يمرّر بدل أن يلعب.
rules-end-pass-never = التمرير غير مسموح.
rules-end-double-pass = إذا مرّر الطرفان واحدًا بعد الآخر انتهت المباراة: { $decision ->
    [points] يفوز الطرف صاحب النقاط الأكثر.
   *[draw] تنتهي بالتعادل.
  }
rules-end-repetition-xiangqi = عندما يتكرر وضع للمرة الثالثة، يخسر الطرف الذي أعطى كشًا في كل نقلة منذ ظهوره الأول، إلا إذا فعل الطرفان ذلك؛ وإلا فهو تعادل.
rules-end-repetition-janggi = عندما يتكرر وضع للمرة الثالثة يفوز الطرف صاحب النقاط الأكثر؛ أما الطرف الذي أعطى كشًا في كل نقلة منذ ظهوره الأول فيخسر بدلًا من ذلك، إلا إذا فعل الطرفان ذلك.
rules-end-repetition-fold = عندما يظهر وضع { $count } مرات تنتهي المباراة: يخسر من يعطي كشًا دائمًا؛ وإلا { $decision ->
    [points] يفوز الطرف صاحب النقاط الأكثر.
   *[draw] تنتهي بالتعادل.
  }
rules-end-chasing = مطاردة قطعة غير محمية في كل نقلة تؤدي إلى الخسارة، مثل الكش الدائم.
rules-end-move-repetition = تحريك قطعة ذهابًا وإيابًا دون كش يُحسب تكرارًا في وقت أبكر.
rules-end-repetition-none = تكرار الأوضاع لا يُنهي المباراة.
rules-end-ply-limit = بعد { $count } نقلة في المجموع (تُحسب كل نقلة لكل طرف) تنتهي المباراة: { $decision ->
    [points] يفوز الطرف صاحب النقاط الأكثر.
   *[draw] تنتهي بالتعادل.
  }
rules-end-quiet-limit = بعد { $count } نقلة دون أسر (تُحسب كل نقلة لكل طرف) تنتهي المباراة: { $decision ->
    [points] يفوز الطرف صاحب النقاط الأكثر.
   *[draw] تنتهي بالتعادل.
  }
rules-end-quiet-limit-check-offset = الكشّات التي يعطيها طرف بعد العاشرة تُطيل هذا الحد.
rules-end-bare-material = إذا لم يبقَ لأي طرف عربة أو حصان أو مدفع أو جندي، فالمباراة تعادل.
rules-end-draw-agreement = يمكن للاعبين الاتفاق على التعادل.
rules-end-resignation = يمكن للاعب أن يستسلم في أي وقت.
rules-end-points = النقاط: يعدّ كل طرف قطعه على اللوح (انظر الجدول)؛ ويضيف { -han } { $bonus } لأنه يلعب ثانيًا، فلا يتساوى المجموعان أبدًا.
rules-faq-heading = أسئلة وأجوبة
rules-faq-q1 = أي طرف يبدأ اللعب؟
rules-faq-a1 = { -red } في { -xiangqi }، و{ -cho } في { -janggi }.
rules-faq-q2 = هل يستطيع الجنرال مغادرة القصر؟
rules-faq-a2 = لا. يبقى الجنرال ومستشاروه أو حراسه دائمًا داخل قصرهم.
rules-faq-q3 = لماذا لا يستطيع حصاني أو فيلي الذهاب إلى هناك؟
rules-faq-a3 = تسدّه قطعة على نقطة من طريقه؛ وتعلّم الرسوم أعلاه هذه النقاط بعلامة ×.
rules-faq-q4 = ماذا يحدث إذا ظل الوضع نفسه يتكرر؟
rules-faq-a4 = يعتمد ذلك على مجموعة القواعد: قائمة طرق انتهاء المباراة في هذه الصفحة تبيّن ما تفعله هذه المجموعة.
rules-strategy-heading = ملاحظات في الاستراتيجية
rules-strategy-opening-heading = الافتتاح
rules-strategy-opening = أخرج العربات مبكرًا، وطوّر الأحصنة قبل أن تُسدّ، وأبقِ القصر محميًا، ولا تحرك الجنود دون هدف.
rules-strategy-values-heading = قيمة القطع
rules-strategy-values-xiangqi = تساوي العربة نحو حصانين أو مدفعين. المدافع أقوى في البداية والأحصنة في النهاية حين يخلو اللوح. المستشارون والأفيال للدفاع.
rules-strategy-values-janggi = نقاط الجدول دليل جيد: العربة أقوى قطعة، والمدافع تضعف كلما خلا اللوح لأنها تحتاج إلى قطع تقفز فوقها.
rules-strategy-mates-heading = إماتات شائعة
rules-strategy-mates = تُميت عربتان بالتناوب على خطين متجاورين. يُميت حصان وعربة جنرالًا تحاصره قطعه. ويُميت مدفع خلف ساتر على خط الجنرال حين لا يستطيع الجنرال التنحّي جانبًا.
embed-title = { -brand }: لوح اللعب
embed-link-game = شاهد هذه المباراة على { -brand }
embed-link-rules = قواعد هذه المباراة على { -brand }
embed-link-home = العب { -janggi } و{ -xiangqi } على { -brand }
embed-no-game = لا توجد مباراة «{ $id }».
embed-unavailable = لا يمكن عرض هذه المباراة الآن: { $reason }
embed-bad-query = هذا الرابط غير صحيح.
embed-bad-rules = مجموعة قواعد غير معروفة «{ $name }».
embed-bad-fen = لا يمكن عرض هذا الوضع: { $reason }
embed-code-button = انسخ رمز التضمين
embed-code-copied = نُسخ رمز التضمين
embed-frame-title = { -brand }: لوح اللعب
## analysis
analysis-legend = تحليل المحرك
analysis-on = حلّل
analysis-lines-label = عدد الخطوط
analysis-depth = العمق { $depth }
analysis-waiting = المحرك يفكّر…
analysis-no-moves = لا توجد نقلة قانونية في هذه الوضعية.
analysis-mate = { $side } يكسب بالمات، عدد النقلات: { $moves }
analysis-line-title = الخط { $number }: { $moves }
analysis-graph-button = قيّم المباراة كلها
analysis-graph-label = التقييم بعد كل نقلة؛ انقر للانتقال إلى تلك النقلة
analysis-graph-progress = قُيّمت { $done } من { $total } وضعية
analysis-graph-done = الأخطاء معلَّمة بالأحمر؛ انقر على الرسم للانتقال إلى نقلة.
analysis-mistake = النقلة { $ply } ({ $move }): خطأ، خسارة { $drop }
analysis-too-many = فُتحت لوحات تحليل كثيرة جدًا من عنوانك؛ أغلق واحدة وحاول مجددًا.
analysis-no-engine = لا يملك هذا الخادم محركًا للتحليل.
analysis-failed = فشل التحليل: { $reason }
editor-keys-hint = على اللوحة: مفاتيح الأسهم للتحرك، وحرف FEN يختار قطعة (حرف كبير للاعب الأول: K A B N R C P)، وEnter أو المسافة يضعها، وDelete يزيلها، وx يختار الإزالة.
