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
