# Palace, the browser client: Hebrew.

## Terms

-brand = Palace
-xiangqi = שיאנגצ'י
-janggi = ג'אנגי
-red = אדום
-black = שחור
-cho = צ'ו
-han = האן

## Page and header

title-start = { -brand }: { -janggi } ו{ -xiangqi }
title-game = { -brand }: { $first } נגד { $second }
brand = { -brand }
pieces-label = כלים
language-label = שפה
sound-label = צלילים
skip-to-board = דילוג אל הלוח

## Piece sets

pieceset-traditional = סימנים סיניים מסורתיים
pieceset-readable = סימן אחד לכל סוג
pieceset-letters = אותיות לטיניות
pieceset-pictures = תמונות

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = גנרל
piece-xiangqi-a = יועץ
piece-xiangqi-b = פיל
piece-xiangqi-n = סוס
piece-xiangqi-r = מרכבה
piece-xiangqi-c = תותח
piece-xiangqi-p = חייל
piece-janggi-k = גנרל
piece-janggi-a = שומר
piece-janggi-b = פיל
piece-janggi-n = סוס
piece-janggi-r = מרכבה
piece-janggi-c = תותח
piece-janggi-p = חייל

## Start screen

start-heading = שחקו { -janggi } או { -xiangqi }
resume-button = המשך המשחק
game-legend = משחק
game-xiangqi = { -xiangqi }
game-xiangqi-sub = שחמט סיני
game-janggi = { -janggi }
game-janggi-sub = שחמט קוריאני
opponent-legend = יריב
mode-computer = מחשב
mode-local = שני שחקנים
mode-local-sub = במכשיר הזה
mode-friend = הזמנת חבר
mode-friend-sub = שליחת קישור
level-legend = רמה
level-select-label = רמה 1 עד 8
level-easy = קל
level-easy-about = עושה טעויות: מתאים ללימוד המהלכים.
level-normal = רגיל
level-normal-about = משחק בהיגיון ומעניש על כלים לא מוגנים.
level-hard = קשה
level-hard-about = הרמה החזקה ביותר: חושב הכי הרבה זמן ולעיתים רחוקות טועה.
score-level = התוצאות שלכם ברמה { $level }: ניצחונות { $won }, הפסדים { $lost }, תיקו { $drawn }
score-friend = מול חברים: ניצחונות { $won }, הפסדים { $lost }, תיקו { $drawn }
score-local = משחקים במכשיר הזה: ניצחונות של { $first } – { $firstWins }, ניצחונות של { $second } – { $secondWins }, תיקו – { $drawn }
side-legend = הצד שלכם
side-moves-first = משחק ראשון
side-moves-second = משחק שני
side-random = אקראי
side-at-bottom = { $side } למטה
rules-legend = חוקים
rules-advanced = מתקדם: תואם Fairy-Stockfish
rules-xiangqi-standard = רגיל (חוקים אסייתיים, חוקי חזרה מפושטים)
rules-xiangqi = Fairy-Stockfish: { -xiangqi }
rules-janggi-standard = רגיל (בחירת מערך, ביקג'אנג לפי נקודות)
rules-janggi-club = מועדון (מערך קבוע, התותחים מחליקים)
rules-janggi-strict = מחמיר (בלי ויתור על תור)
rules-janggi = Fairy-Stockfish: { -janggi }
rules-janggitraditional = Fairy-Stockfish: מסורתי
rules-janggimodern = Fairy-Stockfish: מודרני (Kakao)
rules-janggicasual = Fairy-Stockfish: חופשי
setup-hint = { -janggi }: לפני המהלך הראשון כל צד בוחר היכן יעמדו הסוסים והפילים שלו, קודם { -han } ואחריו { -cho }.
start-button = התחלה
start-failed = לא ניתן היה להתחיל משחק: { $reason }

## A game link that leads nowhere

not-found-heading = אין כאן משחק
not-found-text = אין משחק בקישור הזה. ייתכן שהוא הוקלד בטעות, או שהמשחק כבר לא קיים.
not-found-home = התחלת משחק חדש

## Game screen

board-label = לוח
board-help = מקשי החיצים מזיזים את הסמן, Enter או רווח מרימים כלי ומניחים אותו, Escape מבטל.
review-start = עמדת הפתיחה
review-after = אחרי מהלך { $ply } מתוך { $total }
review-first = עמדת הפתיחה
review-prev = המהלך הקודם
review-next = המהלך הבא
review-live = חזרה למשחק
turn-connecting = מתחברים…
turn-reconnecting = מתחברים מחדש…
turn-choose-setup = בחרו את המערך שלכם ({ $side }).
turn-waiting-setup = ממתינים ש{ $side } יבחר מערך…
turn-side-to-move = התור של { $side }.
turn-yours = התור שלכם ({ $side }).
turn-computer = המחשב ({ $side }) חושב…
turn-waiting-friend = ממתינים שהחבר שלכם יצטרף בתור { $side }…
turn-waiting = ממתינים ל{ $side }…
check-xiangqi = שח!
check-janggi = ג'אנגון (שח)!
notice-watching = אתם צופים במשחק הזה.
notice-seat-taken = שני המקומות תפוסים: אתם צופים במשחק הזה.
notice-invite-failed = ההזמנה הזאת לא עובדת: אתם צופים במשחק הזה.
notice-repetition = העמדה הזאת הופיעה פעמיים. אם תופיע בפעם השלישית, המשחק ייגמר (צד שנתן שח בכל מהלך מפסיד).
notice-bikjang = ביקג'אנג: הגנרלים עומדים זה מול זה בטור פתוח.

## Players

player-you = { $side }: אתם
player-this-device = { $side }: המכשיר הזה
player-computer = { $side }: מחשב, רמה { $level }
player-waiting-friend = { $side }: ממתינים לחבר
player-friend = { $side }: החבר שלכם
player-friend-away = { $side }: החבר שלכם (לא מחובר)
player-other = { $side }: שחקן
player-other-away = { $side }: שחקן (לא מחובר)
to-move = תורו
spectators =
    { $count ->
        [one] צופה אחד
        [two] שני צופים
       *[other] { $count } צופים
    }
invite-prompt = שלחו את הקישור הזה לחבר:
invite-link-label = קישור הזמנה
copy = העתקה
copied = הועתק
points = נקודות: { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = הכלים ש{ $side } איבד:
captured-none = { $side } לא איבד כלים

## Buttons

pass = ויתור על התור
undo = ביטול מהלך
flip = היפוך הלוח
flip-title = סיבוב הלוח
resign = כניעה
new-game = משחק חדש
moves-heading = מהלכים
coords-label = קואורדינטות
copy-moves = העתקת המהלכים
moves-copied = המהלכים הועתקו
move-pass = ויתור
move-title = מהלך { $ply }: { $move }

## Janggi setup choice

setup-title-mine = { $side }: בחרו היכן יעמדו הסוסים והפילים שלכם
setup-title-other = { $side } בוחר מערך…
setup-han-chose = { -han } בחר: { $setup }.
setup-order = { -han } בוחר ראשון, ואחריו { -cho }.
setup-named = הסדר נקרא משמאלו של כל שחקן.
setup-ma-sang-sang-ma = 馬象象馬 סוס, פיל, פיל, סוס
setup-sang-ma-sang-ma = 象馬象馬 פיל, סוס, פיל, סוס
setup-ma-sang-ma-sang = 馬象馬象 סוס, פיל, סוס, פיל
setup-sang-ma-ma-sang = 象馬馬象 פיל, סוס, סוס, פיל

## Dialogs

resign-question = להיכנע במשחק הזה?
resign-yes = כניעה
keep-playing = להמשיך לשחק
pass-question = ויתור על התור עכשיו יסיים את המשחק. { $outcome } לוותר בכל זאת?
pass-yes = לוותר ולסיים את המשחק
over-title = המשחק נגמר
over-won = ניצחתם!
over-lost = הפסדתם
over-draw = תיקו
over-points = נקודות: { $first } { $firstPoints }, { $second } { $secondPoints }.
score-after-level = מול רמה { $level }: ניצחונות { $won }, הפסדים { $lost }, תיקו { $drawn }.
score-after-friend = מול חברים: ניצחונות { $won }, הפסדים { $lost }, תיקו { $drawn }.
score-after-local = משחקים במכשיר הזה: ניצחונות של { $first } – { $firstWins }, ניצחונות של { $second } – { $secondWins }, תיקו – { $drawn }.
play-again = לשחק שוב
look-at-board = להסתכל על הלוח

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = { $side } מנצח במט.
outcome-win-no-legal-moves = { $side } מנצח: לצד השני אין מהלך חוקי.
outcome-win-bikjang = { $side } מנצח בנקודות אחרי ביקג'אנג (הגנרלים עמדו זה מול זה).
outcome-win-repetition = { $side } מנצח בשל חזרה על עמדה.
outcome-win-perpetual-check = { $side } מנצח: הצד השני נתן שח נצחי.
outcome-win-double-pass = { $side } מנצח בנקודות אחרי ששני הצדדים ויתרו על התור.
outcome-win-ply-limit = { $side } מנצח בנקודות עם ההגעה למגבלת המהלכים.
outcome-win-quiet-limit = { $side } מנצח אחרי יותר מדי מהלכים בלי הכאה.
outcome-win-bare-material = { $side } מנצח: לצד השני לא נשאר אף כלי תוקף.
outcome-win-resignation = { $side } מנצח: היריב נכנע.
outcome-win-agreement = { $side } מנצח בהסכמה.
outcome-win = { $side } מנצח.
outcome-draw-bikjang = תיקו בביקג'אנג (הגנרלים עמדו זה מול זה).
outcome-draw-repetition = תיקו בשל חזרה על עמדה.
outcome-draw-perpetual-check = תיקו: שני הצדדים נתנו שח נצחי.
outcome-draw-double-pass = תיקו: שני הצדדים ויתרו על התור.
outcome-draw-ply-limit = תיקו עם ההגעה למגבלת המהלכים.
outcome-draw-quiet-limit = תיקו אחרי יותר מדי מהלכים בלי הכאה.
outcome-draw-bare-material = תיקו: לאף צד לא נשאר כלי תוקף.
outcome-draw-agreement = תיקו בהסכמה.
outcome-draw = תיקו.

## Board cells and announcements for screen readers

point-empty = { $point }, ריק
point-piece = { $piece } של { $side }, { $point }
point-target = { $point }, ריק, אפשר לזוז לכאן
point-capture = { $piece } של { $side }, { $point }, אפשר להכות כאן
announce-picked =
    { $count ->
        [one] נבחר: { $piece } ב־{ $point }. נקודה אחת אפשרית למהלך.
        [two] נבחר: { $piece } ב־{ $point }. שתי נקודות אפשריות למהלך.
       *[other] נבחר: { $piece } ב־{ $point }. { $count } נקודות אפשריות למהלך.
    }
announce-cannot-move = אי אפשר להזיז את { $piece } ב־{ $point } כרגע.
announce-put-down = הכלי הונח.
announce-move = { $side }: { $move }.
announce-pass = { $side } מוותר על התור.

## Errors, by the server's codes

error-not-connected = אין חיבור לשרת; מנסים שוב…
error-unreachable = לא ניתן היה להתחבר לשרת.
error-unknown-game = המשחק הזה לא קיים.
error-wrong-token = לדפדפן הזה אין מקום במשחק הזה.
error-spectator = אתם צופים במשחק הזה ואין לכם אפשרות לשחק בו.
error-not-your-turn = זה לא התור שלכם.
error-malformed-move = השרת לא הבין את המהלך הזה.
error-illegal-move = המהלך הזה אינו חוקי.
error-game-over = המשחק נגמר.
error-undo-not-allowed = אי אפשר לבטל מהלכים במשחק הזה.
error-setup-pending = המערך עדיין בבחירה.
error-no-setup = אין כרגע מערך לבחירה.
error-unknown-setup = המערך הזה לא קיים.
error-nothing-to-undo = אין מהלך לבטל.
error-wrong-invite = ההזמנה הזאת לא עובדת.
error-seat-taken = שני המקומות תפוסים.
error-unavailable = המשחק עסוק; נסו שוב בעוד רגע.
error-storage = השרת לא הצליח לשמור את המשחק; נסו שוב.
error-storage-unavailable = השרת לא יכול לשמור משחקים כרגע; נסו שוב בעוד זמן מה.
error-too-many-spectators = יותר מדי אנשים צופים במשחק הזה; מנסים שוב…
error-bad-request = השרת לא הבין את הבקשה.
error-too-large = הבקשה הייתה גדולה מדי.
error-malformed = השרת לא הבין הודעה.
error-rate-limited = יותר מדי הודעות בבת אחת; מתחברים מחדש…
error-other = משהו השתבש ({ $code }).

## Study board and board editor

start-study = ללמוד משחק מתועד
start-editor = להעמיד עמדה
title-study = לוח לימוד · Palace
title-editor = עורך עמדות · Palace
study-heading = לוח לימוד
study-import-legend = ייבוא משחק
study-file-label = פתיחת קובץ
study-drop-hint = ‏GIB,‏ PGN,‏ XQF,‏ DhtmlXQ,‏ CBF או FEN; אפשר גם לגרור את הקובץ לדף הזה.
study-paste-label = או הדביקו משחק או FEN
study-paste-button = קריאה
study-reading = קורא…
study-read-failed = לא ניתן לקרוא את המשחק: { $reason }
study-games-label = משחק
study-game-option = { $number }. { $title }
study-game-errors = משחקים בקובץ שלא נקראו: { $count }. הראשון: { $detail }
study-empty = ייבאו משחק, או פתחו עמדה מהעורך.
study-ply = מסע { $ply } מתוך { $total }
study-branch = מסע { $ply } בקו שלכם ממסע { $from }
study-back-to-game = חזרה למשחק
study-last = המסע האחרון
study-export-legend = ייצוא
study-fen-label = FEN
study-copy-fen = העתקת FEN
study-edit-position = עריכת העמדה הזאת
study-export-what = מה
study-export-line = הקו שעל הלוח
study-export-game = המשחק כפי שיובא
study-format-label = תבנית
study-format-pgn = ‏PGN, קואורדינטות
study-format-wxf = ‏PGN, מסעי WXF
study-format-chinese = ‏PGN, מסעים בסינית
study-format-korean = ‏PGN, מסעים בקוריאנית
study-format-gib = GIB
study-format-fen = ‏FEN של העמדה המוצגת
study-export-button = הצגה
study-download = הורדה
editor-heading = עורך עמדות
editor-palette-label = כלי להצבה
editor-turn-label = תור
editor-start = עמדת פתיחה
editor-clear = ניקוי הלוח
editor-check = בדיקת העמדה
editor-open-study = פתיחה בלוח הלימוד
editor-valid = העמדה תקינה.
editor-piece = { $piece } ({ $side })
editor-remove = הסרת כלי
editor-fault-bad-fen = אי אפשר לקרוא את ה-FEN.
editor-fault-general-count = ל{ $side } חייב להיות בדיוק { $piece } אחד.
editor-fault-general-outside-palace = { $piece } ({ $side }) ב-{ $point } עומד מחוץ לארמונו.
editor-fault-generals-facing = המצביאים עומדים זה מול זה בלי דבר ביניהם.
editor-fault-too-many = ל{ $side } יש { $count } × { $piece }; מותרים לכל היותר { $max }.
editor-fault-misplaced = { $piece } ({ $side }) ב-{ $point } עומד במקום שאליו לעולם לא יוכל להגיע.
editor-fault-soldier-behind-start = { $piece } ({ $side }) ב-{ $point } עומד מאחורי קו הפתיחה שלו; חיילים לעולם לא נסוגים.
editor-fault-opponent-in-check = הצד שאינו בתור נמצא בשח.
editor-play-computer = לשחק נגד המחשב
editor-play-friend = לשחק עם חבר
study-this-game = ללמוד את המשחק הזה

## lessons
start-lessons = שיעורים
lessons-heading = שיעורים
lessons-intro = כל שיעור מלמד כלל אחד על עמדה: קראו את הכלל, השוו את המסעים המסומנים, ואז שחקו את התשובה על הלוח.
lessons-progress = נפתרו { $done } מתוך { $total }
lessons-solved = נפתר
lessons-step-rule = הכלל
lessons-step-compare = השוו את המסעים האלה
lessons-step-play = המסע שלך
lessons-play-hint = שחקו את התשובה על הלוח.
lessons-right = נכון!
lessons-wrong = לא המסע הזה.
lessons-show-answer = הצג תשובה
lessons-try-again = נסו שוב
lessons-next = השיעור הבא
lessons-all = כל השיעורים
lessons-review = סיכום
lessons-candidate = { $piece } { $move }
lessons-not-found = אין שיעור כזה.
lesson-q-capture = איזה מסע מרוויח כלי?
lesson-q-mate = מצאו מט במסע אחד.
lesson-q-check = אתם בשח. מהי התשובה הטובה ביותר?
lesson-q-safe = הסוס שלכם מותקף. לאן כדאי לו ללכת?
lesson-q-bikjang = הגנרלים עומדים זה מול זה. שברו את הביקג'אנג.
lesson-q-pass = מה הדבר הטוב ביותר לעשות כאן?
lesson-q-points = איזו הכאה מרוויחה הכי הרבה נקודות?
lesson-xq-cannon-screen-title = המסך של התותח
lesson-xq-cannon-screen-rule = התותח נע כמו מרכבה, אבל מכה רק בדילוג מעל כלי אחד בדיוק, של כל צד: המסך.
lesson-xq-cannon-screen-explain = החייל השחור ב־b6 הוא המסך: התותח מדלג מעליו ומכה את המרכבה ב־b8.
lesson-xq-cannon-screen-wrong = המסע חוקי אבל לא מכה דבר: התותח מכה רק מעל מסך.
lesson-xq-cannon-screen-review = תותח: מחליק כדי לנוע, מדלג מעל כלי אחד כדי להכות.
lesson-xq-cannon-limit-title = מה התותח לא יכול להכות
lesson-xq-cannon-limit-rule = בלי כלי באמצע, או עם שניים, התותח אינו יכול להכות. הוא צריך מסך אחד בדיוק.
lesson-xq-cannon-limit-explain = החייל שלכם ב־e5 הוא המסך בין התותח לסוס ב־g5. לפני המרכבה ב־b9 אין מסך.
lesson-xq-cannon-limit-wrong = התותח רק זז לשם. הוא לא יכול להכות את המרכבה ב־b9: אין ביניהם דבר.
lesson-xq-cannon-limit-review = אין מסך, אין הכאה: חפשו כלי אחד בדיוק באמצע.
lesson-xq-horse-leg-title = הרגל של הסוס
lesson-xq-horse-leg-rule = הסוס צועד נקודה אחת ישר, ואז נקודה אחת באלכסון החוצה. כלי על הנקודה הראשונה, הרגל, חוסם אותו.
lesson-xq-horse-leg-explain = היועץ שלכם ב־d3 חוסם את הדרך למרכבה ב־e4, אבל הדרך לתותח ב־a4 פתוחה.
lesson-xq-horse-leg-wrong = המסע הזה לא מכה דבר. הנקודה d3 חסומה, אבל b3 ריקה.
lesson-xq-horse-leg-review = לפני שסופרים קפיצות של סוס, בדקו כל רגל.
lesson-xq-elephant-eye-title = העין של הפיל
lesson-xq-elephant-eye-rule = הפיל נע בדיוק שתי נקודות באלכסון ולעולם אינו חוצה את הנהר. כלי על נקודת האמצע, העין, חוסם אותו.
lesson-xq-elephant-eye-explain = החייל ב־f4 חוסם את הדרך ל־g5, אבל הדרך ל־c5 פתוחה: הפיל מכה את הסוס.
lesson-xq-elephant-eye-wrong = המסע הזה לא מכה דבר. העין d4 ריקה, ולכן הפיל מגיע ל־c5.
lesson-xq-elephant-eye-review = כלי אחד על העין עוצר את הפיל.
lesson-xq-soldier-river-title = חיילים מעבר לנהר
lesson-xq-soldier-river-rule = חייל נע נקודה אחת קדימה. אחרי שחצה את הנהר הוא יכול לנוע גם הצידה, אבל אף פעם לא אחורה.
lesson-xq-soldier-river-explain = החייל ב־e6 חצה את הנהר, ולכן הוא יכול להכות הצידה את הסוס ב־d6. החייל ב־c5 עוד לא חצה.
lesson-xq-soldier-river-wrong = המסע הזה לא מרוויח דבר. רק חייל שחצה את הנהר מכה הצידה.
lesson-xq-soldier-river-review = לפני הנהר: רק קדימה. אחריו: קדימה או הצידה.
lesson-xq-piece-values-title = ערך הכלים
lesson-xq-piece-values-rule = קנה מידה מקובל: מרכבה 9, סוס ותותח כ־4.5, יועץ ופיל 2, חייל 1 או 2.
lesson-xq-piece-values-explain = הסוס יכול להכות את המרכבה או חייל; המרכבה שווה הרבה יותר.
lesson-xq-piece-values-wrong = הרווח כאן קטן בהרבה. הסוס שלכם יכול להכות את המרכבה ב־b5.
lesson-xq-piece-values-review = מבין כמה הכאות, קחו את הכלי היקר ביותר.
lesson-xq-answer-check-title = מענה לשח
lesson-xq-answer-check-rule = עונים לשח בהזזת הגנרל, בחסימת הקו או בהכאת הכלי הנותן שח. כאן היועצים מונעים מהגנרל לזוז.
lesson-xq-answer-check-explain = המרכבה ב־a8 מכה את המרכבה הנותנת שח: השח נעלם והרווחתם מרכבה.
lesson-xq-answer-check-wrong = זה חוסם את השח, אבל המרכבה השחורה נשארת. עדיף להכות אותה.
lesson-xq-answer-check-review = בשח, חפשו קודם הכאה של הכלי הנותן את השח.
lesson-xq-flying-general-pin-title = הגנרלים לא יכולים לעמוד זה מול זה
lesson-xq-flying-general-pin-rule = שני הגנרלים לעולם אינם יכולים לעמוד על אותו טור בלי דבר ביניהם. כלי יחיד ביניהם אינו יכול לעזוב את הטור.
lesson-xq-flying-general-pin-explain = הסוס השחור ב־e6 הוא הכלי היחיד בין הגנרלים. הוא אינו יכול לברוח, והחייל שלכם מכה אותו.
lesson-xq-flying-general-pin-wrong = כך הסוס שורד. הגנרל שלכם מצמיד אותו: הכו אותו עכשיו.
lesson-xq-flying-general-pin-review = הגנרל שלכם שולט בטור הפתוח שלו: נצלו זאת להצמדה.
lesson-xq-flying-general-mate-title = הגנרל עוזר למט
lesson-xq-flying-general-mate-rule = מכיוון שהגנרלים אינם יכולים לעמוד זה מול זה, הגנרל שלכם שולט בכל הטור שלו.
lesson-xq-flying-general-mate-explain = המרכבה נותנת שח ב־b10. הגנרל אינו יכול ללכת ל־d10, מול הגנרל שלכם, וגם לא ל־f10 או ל־e9.
lesson-xq-flying-general-mate-wrong = זה לא מט: לגנרל השחור יש עדיין מוצא.
lesson-xq-flying-general-mate-review = ספרו את הגנרל שלכם בין התוקפים: הוא שומר על הטור שלו.
lesson-xq-double-chariot-mate-title = מט בשתי מרכבות
lesson-xq-double-chariot-mate-rule = שתי מרכבות נותנות מט לגנרל: אחת סוגרת שורה, השנייה נותנת שח בשורה הבאה.
lesson-xq-double-chariot-mate-explain = המרכבה ב־a9 מחזיקה את שורה 9 והשנייה נותנת שח ב־b10. לגנרל אין נקודה פנויה.
lesson-xq-double-chariot-mate-wrong = הגנרל בורח. השאירו את שורה 9 סגורה ותנו שח בשורה 10.
lesson-xq-double-chariot-mate-review = מרכבה אחת חוסמת, השנייה נותנת שח.
lesson-xq-horse-chariot-mate-title = מט בסוס ומרכבה
lesson-xq-horse-chariot-mate-rule = הסוס נותן שח מקרוב בעוד המרכבה לוקחת מהגנרל את נקודות המילוט.
lesson-xq-horse-chariot-mate-explain = הסוס נותן שח מ־g9 (או מ־f8). המרכבה שומרת על e9 והיועצים חוסמים את השאר.
lesson-xq-horse-chariot-mate-wrong = זה לא מט. תנו שח בסוס בזמן שהמרכבה שומרת על e9.
lesson-xq-horse-chariot-mate-review = המרכבה כולאת, הסוס נותן שח.
lesson-xq-horse-cannon-mate-title = תותח מאחורי הסוס
lesson-xq-horse-cannon-mate-rule = סוס מול הגנרל יכול לשמש מסך לתותח ובאותו זמן לשמור על הנקודות שליד הגנרל.
lesson-xq-horse-cannon-mate-explain = התותח ב־e3 נותן שח מעל הסוס ב־e8. הסוס שומר על d10 ו־f10, התותח על e9.
lesson-xq-horse-cannon-mate-wrong = זה לא מט. הציבו את התותח על הטור של הגנרל, מאחורי הסוס.
lesson-xq-horse-cannon-mate-review = סוס מלפנים, תותח מאחור: מט קלאסי.
lesson-xq-soldier-mate-title = מט בחייל
lesson-xq-soldier-mate-rule = חייל שחצה את הנהר יכול לתת מט כשכלים אחרים שומרים על נקודות המילוט של הגנרל.
lesson-xq-soldier-mate-explain = החייל נותן שח מ־f9 בחסות המרכבה. הגנרל אינו יכול ללכת ל־e10: הוא יעמוד מול הגנרל שלכם.
lesson-xq-soldier-mate-wrong = לא מט. קדמו את החייל למקום שבו המרכבה מגנה עליו.
lesson-xq-soldier-mate-review = גם חייל נותן מט כשלגנרל אין לאן ללכת.
lesson-xq-perpetual-check-title = שח נצחי מפסיד
lesson-xq-perpetual-check-rule = אם עמדה חוזרת בפעם השלישית וצד אחד נתן שח בכל מסע, הצד הזה מפסיד. המרכבה כבר נתנה שח מ־a10 פעמיים.
lesson-xq-perpetual-check-explain = המרכבה מ־i8 נותנת שח ב־i10 בעוד השנייה מחזיקה את שורה 9: מט, בלי חזרה.
lesson-xq-perpetual-check-wrong = שח מ־a10 חוזר על העמדה בפעם השלישית ויפסיד. חפשו מט.
lesson-xq-perpetual-check-review = אל תחזרו על שחים: מצאו שח חדש, או מט.
lesson-xq-chase-title = רדיפה
lesson-xq-chase-rule = התקפה חוזרת ונשנית על אותו כלי לא מוגן היא רדיפה. לפי כללים אלה רדיפה נצחית מפסידה, כמו שח נצחי.
lesson-xq-chase-explain = ב־c4 הסוס מוגן על ידי המרכבה שלכם ב־c1: הרדיפה נגמרה.
lesson-xq-chase-wrong = שם הסוס עדיין לא מוגן, והמרכבה יכולה להמשיך לרדוף אחריו.
lesson-xq-chase-review = מול רדיפה, הציבו את הכלי במקום מוגן.
lesson-jg-cannon-screen-title = המסך של תותח הג'אנגי
lesson-jg-cannon-screen-rule = בג'אנגי התותח מדלג מעל כלי אחד בדיוק, גם כדי לנוע וגם כדי להכות. בלי מסך הוא אינו זז כלל.
lesson-jg-cannon-screen-explain = חייל האן ב־b6 הוא המסך: התותח מדלג מעליו ומכה את המרכבה ב־b8.
lesson-jg-cannon-screen-wrong = התותח יכול לנחות שם, אבל אינו מכה דבר. דלגו מעל המסך והכו את המרכבה.
lesson-jg-cannon-screen-review = תותח הג'אנגי תמיד מדלג, גם כדי לנוע.
lesson-jg-cannon-limit-title = תותח לא מדלג מעל תותח
lesson-jg-cannon-limit-rule = תותח הג'אנגי אינו יכול להשתמש בתותח כמסך, ולעולם אינו מכה תותח.
lesson-jg-cannon-limit-explain = אי אפשר לדלג מעל תותח האן ב־b5, ולכן המרכבה בטוחה. מעל הסוס שלכם ב־c3 התותח מכה את הסוס ב־f3.
lesson-jg-cannon-limit-wrong = המסע הזה לא מכה דבר. השתמשו בסוס ב־c3 כמסך והכו את הסוס ב־f3.
lesson-jg-cannon-limit-review = תותחים לא מדלגים מעל תותחים ולא מכים אותם.
lesson-jg-chariot-diagonal-title = המרכבה בארמון
lesson-jg-chariot-diagonal-rule = בתוך הארמון המרכבה יכולה לנוע גם לאורך האלכסונים.
lesson-jg-chariot-diagonal-explain = מ־d3 המרכבה נוסעת באלכסון דרך המרכז הריק e2 ומכה את התותח ב־f1.
lesson-jg-chariot-diagonal-wrong = המסע הזה לא מכה דבר. בארמון המרכבה יכולה להשתמש באלכסון מ־d3 ל־f1.
lesson-jg-chariot-diagonal-review = קווי הארמון הם דרכים נוספות למרכבה.
lesson-jg-cannon-diagonal-title = התותח על אלכסון הארמון
lesson-jg-cannon-diagonal-rule = על אלכסון הארמון התותח מדלג מפינה לפינה שממול, מעל כלי במרכז שאינו תותח.
lesson-jg-cannon-diagonal-explain = השומר שלכם ב־e2 הוא המסך: התותח מדלג מ־d1 ל־f3 ומכה את המרכבה.
lesson-jg-cannon-diagonal-wrong = המסע הזה לא מכה דבר. דלגו באלכסון מעל השומר ב־e2.
lesson-jg-cannon-diagonal-review = בארמון התותח יכול לדלג מעל המרכז.
lesson-jg-elephant-block-title = הפיל בג'אנגי
lesson-jg-elephant-block-rule = הפיל צועד נקודה אחת ישר, ואז שתיים באלכסון. כלי על אחת משתי הנקודות שבדרך חוסם אותו.
lesson-jg-elephant-block-explain = הדרך ל־f6 דרך d4 ו־e5 פתוחה: הפיל מכה את הסוס. החייל ב־d6 חוסם את הדרך למרכבה.
lesson-jg-elephant-block-wrong = המסע הזה לא מכה דבר. בדקו את שתי הנקודות בכל דרך של הפיל.
lesson-jg-elephant-block-review = בכל דרך של הפיל יש שתי נקודות לבדוק.
lesson-jg-horse-block-title = הסוס בג'אנגי
lesson-jg-horse-block-rule = הסוס צועד נקודה אחת ישר, ואז אחת באלכסון החוצה. כלי על הנקודה הראשונה חוסם אותו.
lesson-jg-horse-block-explain = השומר שלכם ב־d3 חוסם את הדרך למרכבה ב־e4; הדרך לתותח ב־a4 דרך b3 פתוחה.
lesson-jg-horse-block-wrong = המסע הזה לא מכה דבר. הסוס עדיין מגיע ל־a4 דרך הנקודה הריקה b3.
lesson-jg-horse-block-review = הסוס חופשי כמו הצעד הראשון שלו.
lesson-jg-soldier-palace-title = חיילים בארמון
lesson-jg-soldier-palace-rule = חייל הג'אנגי נע קדימה או הצידה. בארמון היריב הוא יכול לנוע קדימה גם לאורך האלכסונים.
lesson-jg-soldier-palace-explain = מהפינה d8 החייל צועד באלכסון הארמון ל־e9 ומכה את הסוס.
lesson-jg-soldier-palace-wrong = המסע הזה לא מכה דבר. מ־d8 החייל יכול לצעוד באלכסון ל־e9.
lesson-jg-soldier-palace-review = בארמון היריב החיילים משתמשים באלכסונים.
lesson-jg-points-title = ספירת נקודות
lesson-jg-points-rule = לכלי הג'אנגי יש נקודות: מרכבה 13, תותח 7, סוס 5, פיל 3, שומר 3, חייל 2; האן מקבל 1.5 נוספות. יש משחקים שמוכרעים בנקודות.
lesson-jg-points-explain = התותח שווה 7 נקודות והסוס 5: הכו את התותח.
lesson-jg-points-wrong = זה מרוויח פחות נקודות. התותח שווה 7, הסוס 5.
lesson-jg-points-review = מרכבה 13, תותח 7, סוס 5, פיל ושומר 3, חייל 2.
lesson-jg-general-diagonal-title = הגנרל על האלכסונים
lesson-jg-general-diagonal-rule = הגנרל נע נקודה אחת לאורך קווי הארמון, כולל האלכסונים, ולעולם אינו עוזב את הארמון.
lesson-jg-general-diagonal-explain = הגנרל צועד באלכסון מ־d3 ל־e2, אל מחוץ לטור של המרכבה, לנקודה שאיש אינו תוקף; החייל שומר על e3.
lesson-jg-general-diagonal-wrong = מרכבה שתחסום תוכה בידי מרכבת האן. הגנרל יכול לברוח באלכסון.
lesson-jg-general-diagonal-review = בארמון, האלכסונים הם דרכי מילוט.
lesson-jg-bikjang-title = ביקג'אנג
lesson-jg-bikjang-rule = שני גנרלים זה מול זה על טור פתוח הם ביקג'אנג. לפי כללים אלה, אחרי שהייתה הכאה, הצד שתורו חייב לשבור אותו, אחרת המשחק מוכרע בנקודות.
lesson-jg-bikjang-explain = המרכבה שלכם ב־e5 נעמדת בין הגנרלים; גם הזזת הגנרל מהטור שוברת את הביקג'אנג.
lesson-jg-bikjang-wrong = אחרי המסע הזה הגנרלים עדיין זה מול זה: הביקג'אנג נשאר.
lesson-jg-bikjang-review = כדי לשבור ביקג'אנג, זוזו הצידה או הציבו כלי ביניהם.
lesson-jg-pass-title = ויתור על התור
lesson-jg-pass-rule = בג'אנגי צד שאינו בשח רשאי לוותר על התור במקום לשחק. כאן כל מסע יעלה לכם בשומר.
lesson-jg-pass-explain = ויתור על התור משאיר את השומר ב־e2, שם הוא מגן על הגנרל שלכם מפני המרכבה.
lesson-jg-pass-wrong = ב־e3 החייל מ־d3 מכה את השומר. ויתור על התור לא עולה דבר.
lesson-jg-pass-review = כשכל מסע מחמיר את המצב, ותרו על התור.
lesson-jg-double-chariot-mate-title = מט בשתי מרכבות בג'אנגי
lesson-jg-double-chariot-mate-rule = שתי מרכבות נותנות מט כמו בשיאנגצ'י: אחת סוגרת שורה, השנייה נותנת שח בשורה האחרונה.
lesson-jg-double-chariot-mate-explain = המרכבה ב־a9 מחזיקה את שורה 9 והמרכבה ב־b10 נותנת שח. לגנרל אין נקודה פנויה.
lesson-jg-double-chariot-mate-wrong = הגנרל בורח. השאירו את שורה 9 סגורה ותנו שח בשורה 10.
lesson-jg-double-chariot-mate-review = מרכבה אחת חוסמת, השנייה נותנת שח.
lesson-jg-horse-chariot-mate-title = מט בסוס ומרכבה בג'אנגי
lesson-jg-horse-chariot-mate-rule = המרכבה נותנת שח בשורה האחרונה בזמן שהסוס שומר על דרך היציאה של הגנרל.
lesson-jg-horse-chariot-mate-explain = המרכבה נותנת שח מ־i10; הסוס ב־c8 שומר על e9, ו־d10 ו־f10 נמצאות על קו המרכבה.
lesson-jg-horse-chariot-mate-wrong = זה לא מט. תנו שח בשורה 10, שם הסוס שומר על e9.
lesson-jg-horse-chariot-mate-review = הסוס שומר, המרכבה נותנת שח.
lesson-jg-cannon-mate-title = מט בתותח בג'אנגי
lesson-jg-cannon-mate-rule = התותח נותן שח מעל מסך. חיילים מול הגנרל הם מסכים טובים ושומרים על נקודות המילוט.
lesson-jg-cannon-mate-explain = התותח ב־d3 נותן שח מעל החייל ב־d8. הנקודות d9 ו־e9 שמורות ואין כלי שיכול לחסום.
lesson-jg-cannon-mate-wrong = זה לא מט. הקפיצו את התותח לטור של הגנרל, מאחורי החייל ב־d8.
lesson-jg-cannon-mate-review = חייל יכול להיות גם מסך וגם שומר.
lesson-jg-perpetual-check-title = שח נצחי בג'אנגי
lesson-jg-perpetual-check-rule = אם עמדה חוזרת בפעם השלישית וצד אחד נתן שח בכל מסע, הצד הזה מפסיד. המרכבה כבר נתנה שח מ־a10 פעמיים.
lesson-jg-perpetual-check-explain = המרכבה נותנת שח מ־i10 בעוד השנייה מחזיקה את שורה 9: מט, בלי חזרה.
lesson-jg-perpetual-check-wrong = שח נוסף מ־a10 חוזר על העמדה ומפסיד. חפשו את המט.
lesson-jg-perpetual-check-review = אל תחזרו על שחים: מצאו שח חדש, או מט.
## online play: accounts, lobby, clocks, offers, chat, profiles, live games

account-login-open = כניסה
account-logout = יציאה
account-signed-in = מחובר בשם { $name }
account-heading = כניסה או יצירת חשבון
account-username = שם משתמש
account-password = סיסמה
account-rules = שם משתמש: 2 עד 20 אותיות לטיניות, ספרות, _ או -. סיסמה: לפחות 8 תווים.
account-login = כניסה
account-register = יצירת חשבון
account-cancel = ביטול
account-error-username-taken = שם המשתמש הזה תפוס; בחרו שם אחר.
account-error-bad-username = שם משתמש הוא 2 עד 20 אותיות לטיניות, ספרות, _ או -.
account-error-bad-password = סיסמה צריכה לכלול לפחות 8 תווים.
account-error-wrong-credentials = שם המשתמש או הסיסמה שגויים.
account-error-rate-limited = יותר מדי ניסיונות; המתינו דקה ונסו שוב.
start-lobby = משחק מקוון
start-live = צפייה במשחקים
start-leaderboard = טבלת דירוג
start-online-now = מחוברים עכשיו: { $online }, משחקים פעילים: { $games }
lobby-heading = לובי
lobby-guest-hint = אורחים משחקים משחקי ידידות; היכנסו כדי לשחק משחקים מדורגים ולאתגר שחקנים.
lobby-challenges = אתגרים
lobby-seeks = הזמנות פתוחות
lobby-no-seeks = אין עדיין הזמנות פתוחות. צרו אחת למטה.
lobby-new-seek = הזמנה חדשה
lobby-clock = שעון
lobby-clock-fischer = דקות + שניות לכל מסע
lobby-clock-byoyomi = ביו-יומי (ספירת שניות)
lobby-untimed = ללא שעון
lobby-base = דקות
lobby-increment = שניות שנוספות לכל מסע
lobby-main = זמן עיקרי (דקות)
lobby-periods = מספר תקופות
lobby-period = שניות לתקופה
lobby-rated = מדורג
lobby-challenge-to = אתגור שחקן
lobby-create-seek = יצירת הזמנה
lobby-send-challenge = שליחת אתגר
lobby-guest = אורח
lobby-offer-terms = { $game }, { $rules }, { $clock }, { $rated }
lobby-rated-short = מדורג
lobby-casual-short = ידידות
lobby-challenge-from = אתגר מאת { $name }
lobby-challenge-to-player = האתגר שלך אל { $name }
lobby-accept = קבלה
lobby-decline = דחייה
lobby-withdraw = משיכה
lobby-cancel = ביטול
lobby-error-no-name = הקלידו את שם המשתמש של השחקן שברצונכם לאתגר.
lobby-error-rated-needs-account = משחקים מדורגים מיועדים לשחקנים מחוברים; היכנסו או שחקו משחק ידידות.
lobby-error-too-many-seeks = יש לכם כבר מספר ההזמנות הפתוחות המרבי; בטלו אחת קודם.
lobby-error-unknown-seek = ההזמנה הזאת כבר לא פתוחה.
lobby-error-unknown-challenge = האתגר הזה כבר לא פתוח.
lobby-error-own-seek = אי אפשר לשחק נגד עצמכם.
lobby-error-not-yours = זה לא שלכם.
lobby-error-unknown-player = אין שחקן עם שם המשתמש הזה.
lobby-error-not-logged-in = היכנסו קודם.
clock-periods = { $periods } × { $seconds } ש׳
clock-low = הזמן אוזל
offer-accept = קבלה
offer-decline = דחייה
offer-draw-from = { $side } מציע תיקו.
offer-draw-waiting = הוצע תיקו; ממתינים לתשובה.
offer-takeback-from = { $side } מבקש להחזיר מסע.
offer-takeback-waiting = התבקשה החזרת מסע; ממתינים לתשובה.
online-offer-draw = הצעת תיקו
online-takeback = בקשת החזרת מסע
online-abort = ביטול המשחק
online-rematch = משחק חוזר
online-rematch-accept = קבלת משחק חוזר
online-claim-win = תביעת ניצחון
online-claim-draw = הכרזה על תיקו
online-download-pgn = הורדת PGN
online-download-gib = הורדת GIB
grace-countdown = היריב עזב. אם לא יחזור, תוכלו לתבוע את המשחק בעוד { $seconds } ש׳.
grace-over = היריב לא חזר. תבעו ניצחון או הכריזו על תיקו.
chat-players = צ׳אט השחקנים
chat-spectators = צ׳אט הצופים
chat-label = הודעה
chat-send = שליחה
chat-from = { $name }:
chat-from-guest = אורח:
outcome-aborted = המשחק בוטל.
outcome-win-timeout = { $side } מנצח בזמן.
outcome-win-abandonment = { $side } מנצח: היריב עזב את המשחק.
outcome-draw-timeout = תיקו: הזמן נגמר, אבל הצד השני לא יכול היה לנצח.
outcome-draw-abandonment = תיקו: היריב עזב את המשחק.
error-no-draws = בחוקים האלה אין תיקו בהסכמה.
error-two-players-only = רק במשחקים בין שני שחקנים.
error-no-offer = אין הצעה שצריך לענות עליה.
error-too-late-to-abort = אפשר לבטל משחק רק בשני המסעים הראשונים.
error-opponent-present = היריב עדיין כאן (או עשוי לחזור).
error-not-over = המשחק עוד לא הסתיים.
error-bad-chat = אי אפשר לשלוח את ההודעה (ריקה, ארוכה מדי או אסורה כאן).
profile-title = { $name }: פרופיל
profile-unknown = אין שחקן עם שם המשתמש הזה.
profile-provisional = דירוג זמני (?): שוחקו עדיין מעט משחקים.
profile-record = משחקים: { $games }; ניצחונות: { $wins }, תיקו: { $draws }, הפסדים: { $losses }
profile-chart = דירוג { $game } מ־{ $from } עד { $to }
profile-games = משחקים
profile-newer = משחקים חדשים יותר
profile-older = משחקים ישנים יותר
profile-playing = בעיצומו
profile-game-about = { $game }, { $rated }: { $result }
game-players = { $first } נגד { $second }
leaderboard-heading = טבלת דירוג
leaderboard-title = טבלת דירוג { $game }
leaderboard-empty = עדיין אין משחקים מדורגים.
live-heading = משחקים פעילים
live-empty = אין כרגע משחקים פעילים.
live-about = { $game }, { $rules }, { $clock }
live-watch = צפייה
## rules pages

start-rules = חוקי המשחקים
rules-this-game = החוקים של משחק זה
rules-overview-title = { -brand }: החוקים של { -xiangqi } ו{ -janggi }
rules-overview-heading = החוקים של { -xiangqi } ו{ -janggi }
rules-overview-intro = שני המשחקים נערכים על נקודות של לוח ברוחב תשעה קווים ובאורך עשרה. לכל צד יש גנרל בארמון של תשע נקודות, והוא מנצח כשהוא נותן מט לגנרל היריב.
rules-about-xiangqi = { -xiangqi } הוא השחמט הסיני. נהר חוצה את אמצע הלוח, ו{ -red } משחק ראשון.
rules-about-janggi = { -janggi } הוא השחמט הקוריאני. אין נהר, הקווים האלכסוניים של כל ארמון הם דרכים לכלים שבתוכו, ו{ -cho } משחק ראשון.
rules-setup-choice = לפני המשחק כל צד בוחר כיצד יעמדו הסוסים והפילים שלו.
rules-setup-fixed = הכלים מתחילים בנקודות קבועות.
rules-page-title = { -brand }: { $rules }
rules-all = כל החוקים
rules-play = לשחק משחק
rules-presets-heading = מערכות חוקים
rules-not-found-title = אין מערכת חוקים כזאת
rules-not-found-text = אין מערכת חוקים בשם „{ $name }”. אלה המערכות ש{ -brand } מכיר:
rules-pieces-heading = איך הכלים זזים
rules-diagram-caption = מ{ $from } הוא יכול לזוז אל: { $targets }.
rules-diagram-blocked = חסום: { $points }.
rules-move-xiangqi-k = הגנרל זז נקודה אחת לאורך קו ולעולם אינו יוצא מהארמון. שני הגנרלים לעולם אינם יכולים לעמוד זה מול זה על קו פתוח.
rules-move-xiangqi-a = היועץ זז נקודה אחת באלכסון ונשאר בארמון.
rules-move-xiangqi-b = הפיל זז בדיוק שתי נקודות באלכסון. כלי בנקודה שבאמצע חוסם אותו, והוא לעולם אינו חוצה את הנהר.
rules-move-xiangqi-n = הסוס זז נקודה אחת לאורך קו ואז נקודה אחת באלכסון החוצה. כלי בנקודה הראשונה הזאת חוסם את הדרך.
rules-move-xiangqi-r = המרכבה זזה כל מרחק לאורך קו עד שכלי עוצר אותה, ומכה את כלי היריב הראשון שהיא פוגשת.
rules-move-xiangqi-c = התותח זז כמו מרכבה, אבל מכה רק בקפיצה מעל כלי אחד בדיוק אל כלי של היריב.
rules-move-xiangqi-p = החייל מתקדם נקודה אחת. אחרי שחצה את הנהר הוא יכול לזוז גם נקודה אחת הצידה. הוא לעולם אינו נסוג.
rules-move-janggi-k = הגנרל זז נקודה אחת לאורך כל קו של הארמון, כולל האלכסונים, ולעולם אינו יוצא ממנו.
rules-move-janggi-a = השומר זז כמו הגנרל: נקודה אחת לאורך קווי הארמון.
rules-move-janggi-b = הפיל זז נקודה אחת לאורך קו ואז שתי נקודות באלכסון החוצה. כלי בכל נקודה בדרך חוסם אותו.
rules-move-janggi-n = הסוס זז נקודה אחת לאורך קו ואז נקודה אחת באלכסון החוצה. כלי בנקודה הראשונה הזאת חוסם את הדרך.
rules-move-janggi-r = המרכבה זזה כל מרחק לאורך קו, ובתוך ארמון גם לאורך האלכסונים שלו.
rules-move-janggi-c = התותח קופץ מעל כלי אחד בדיוק שאינו תותח, לאורך קו או אלכסון של הארמון, ונוחת בנקודה שמעבר לו או מכה שם. הוא לעולם אינו מכה תותח.
rules-move-janggi-p = החייל זז נקודה אחת קדימה או הצידה, לעולם לא אחורה.
rules-note-cannon-slides = במערכת חוקים זו, תותח שאינו מכה יכול לזוז גם כמו מרכבה.
rules-note-cannon-must-jump = הוא צריך כלי לקפוץ מעליו גם כשאינו מכה.
rules-note-soldier-palace-diagonals = בארמון היריב הוא יכול להתקדם גם לאורך הקווים האלכסוניים.
rules-table-heading = הכלים במבט אחד
rules-col-traditional = סימן מסורתי
rules-col-readable = סימן אחד
rules-col-picture = ציור
rules-col-name = שם
rules-col-moves = איך זז
rules-col-points = נקודות
rules-short-xiangqi-k = נקודה אחת לאורך קו, בתוך הארמון
rules-short-xiangqi-a = נקודה אחת באלכסון, בתוך הארמון
rules-short-xiangqi-b = שתי נקודות באלכסון, לעולם לא מעבר לנהר
rules-short-xiangqi-n = אחת ישר ואחת באלכסון; אפשר לחסום
rules-short-xiangqi-r = כל מרחק לאורך קו
rules-short-xiangqi-c = כמו מרכבה; מכה בקפיצה מעל כלי אחד
rules-short-xiangqi-p = אחת קדימה; אחרי הנהר גם הצידה
rules-short-janggi-k = נקודה אחת לאורך קווי הארמון
rules-short-janggi-a = נקודה אחת לאורך קווי הארמון
rules-short-janggi-b = אחת ישר ושתיים באלכסון; אפשר לחסום
rules-short-janggi-n = אחת ישר ואחת באלכסון; אפשר לחסום
rules-short-janggi-r = כל מרחק לאורך קו או אלכסון של הארמון
rules-short-janggi-c = קופץ מעל כלי אחד בדיוק שאינו תותח
rules-short-janggi-p = אחת קדימה או הצידה
rules-endings-heading = איך המשחק נגמר
rules-end-checkmate = מט: הצד שהגנרל שלו מותקף ואינו יכול להימלט מפסיד.
rules-end-no-legal-move = צד שאין לו אף מסע חוקי מפסיד, גם אם אינו בשח.
rules-end-flying-general = הגנרלים לעולם אינם יכולים לעמוד זה מול זה על קו פתוח: מסע שמשאיר אותם כך אסור.
rules-end-facing-allowed = הגנרלים רשאים לעמוד זה מול זה על קו פתוח; אין לכך תוצאה.
rules-end-bikjang-break-or-pass = ביקג׳אנג: צד שתורו מתחיל כשהגנרלים עומדים זה מול זה חייב לחסום את הקו או לעזוב אותו, או לוותר על התור.
rules-end-bikjang-must-break = ביקג׳אנג: צד שתורו מתחיל כשהגנרלים עומדים זה מול זה חייב לחסום את הקו או לעזוב אותו.
rules-end-bikjang-pass-while-facing = ויתור על התור כשהגנרלים עומדים זה מול זה מסיים את המשחק: { $decision ->
    [points] הצד עם יותר נקודות מנצח.
   *[draw] המשחק נגמר בתיקו.
  }
rules-end-bikjang-still-facing = אחרי שכלי כלשהו הוכה, צד שתורו התחיל כשהגנרלים זה מול זה ומשאיר אותם כך מסיים את המשחק: { $decision ->
    [points] הצד עם יותר נקודות מנצח.
   *[draw] המשחק נגמר בתיקו.
  }
rules-end-pass-allowed = צד שאינו בשח רשאי לוותר על התור במקום לזוז.
rules-end-pass-never = אסור לוותר על התור.
rules-end-double-pass = כששני הצדדים מוותרים על התור בזה אחר זה, המשחק נגמר: { $decision ->
    [points] הצד עם יותר נקודות מנצח.
   *[draw] המשחק נגמר בתיקו.
  }
rules-end-repetition-xiangqi = כשעמדה חוזרת בפעם השלישית, מפסיד צד שנתן שח בכל מסע מאז הופעתה הראשונה, אלא אם שניהם עשו כך; אחרת תיקו.
rules-end-repetition-janggi = כשעמדה חוזרת בפעם השלישית, הצד עם יותר נקודות מנצח; צד שנתן שח בכל מסע מאז הופעתה הראשונה מפסיד במקום זאת, אלא אם שניהם עשו כך.
rules-end-repetition-fold = כשעמדה הופיעה { $count } פעמים, המשחק נגמר: מי שנותן שח נצחי מפסיד; אחרת { $decision ->
    [points] הצד עם יותר נקודות מנצח.
   *[draw] המשחק נגמר בתיקו.
  }
rules-end-chasing = רדיפה אחרי כלי לא מוגן בכל מסע מפסידה, כמו שח נצחי.
rules-end-move-repetition = הזזת כלי אחד הלוך ושוב בלי שח נחשבת לחזרה מוקדם יותר.
rules-end-repetition-none = עמדות חוזרות אינן מסיימות את המשחק.
rules-end-ply-limit = אחרי { $count } מסעים בסך הכול (כל מסע של כל צד נספר), המשחק נגמר: { $decision ->
    [points] הצד עם יותר נקודות מנצח.
   *[draw] המשחק נגמר בתיקו.
  }
rules-end-quiet-limit = אחרי { $count } מסעים בלי הכאה (כל מסע של כל צד נספר), המשחק נגמר: { $decision ->
    [points] הצד עם יותר נקודות מנצח.
   *[draw] המשחק נגמר בתיקו.
  }
rules-end-quiet-limit-check-offset = שחים של צד אחד מעבר לעשרה מאריכים את המגבלה הזאת.
rules-end-bare-material = כשלאף צד לא נותרו מרכבה, סוס, תותח או חייל, המשחק נגמר בתיקו.
rules-end-draw-agreement = השחקנים רשאים להסכים על תיקו.
rules-end-resignation = שחקן רשאי להיכנע בכל עת.
rules-end-points = נקודות: כל צד סופר את הכלים שלו על הלוח (ראו בטבלה); { -han } מוסיף { $bonus } כי הוא משחק שני, כך שהסכומים לעולם אינם שווים.
rules-faq-heading = שאלות ותשובות
rules-faq-q1 = איזה צד משחק ראשון?
rules-faq-a1 = { -red } ב{ -xiangqi }, { -cho } ב{ -janggi }.
rules-faq-q2 = האם הגנרל יכול לצאת מהארמון?
rules-faq-a2 = לא. הגנרל והיועצים או השומרים שלו תמיד נשארים בתוך הארמון.
rules-faq-q3 = למה הסוס או הפיל שלי לא יכול לזוז לשם?
rules-faq-a3 = כלי בנקודה שבדרכו חוסם אותו; התרשימים למעלה מסמנים נקודות כאלה באיקס.
rules-faq-q4 = מה קורה כשאותה עמדה חוזרת שוב ושוב?
rules-faq-a4 = זה תלוי במערכת החוקים: רשימת הדרכים שבהן המשחק נגמר בעמוד הזה אומרת מה עושה מערכת זו.
rules-strategy-heading = הערות אסטרטגיה
rules-strategy-opening-heading = פתיחה
rules-strategy-opening = הוציאו את המרכבות מוקדם, פתחו את הסוסים לפני שייחסמו, שמרו על הגנת הארמון ואל תזיזו חיילים בלי מטרה.
rules-strategy-values-heading = ערך הכלים
rules-strategy-values-xiangqi = מרכבה שווה בערך שני סוסים או שני תותחים. התותחים חזקים יותר בהתחלה והסוסים בסוף, כשהלוח מתרוקן. יועצים ופילים מגינים.
rules-strategy-values-janggi = הנקודות בטבלה הן מדריך טוב: המרכבה היא הכלי החזק ביותר, והתותחים נחלשים כשהלוח מתרוקן כי הם צריכים כלים לקפוץ מעליהם.
rules-strategy-mates-heading = מטים נפוצים
rules-strategy-mates = שתי מרכבות נותנות מט כשהן מתחלפות על קווים שכנים. סוס ומרכבה נותנים מט לגנרל שכלים שלו עצמו סוגרים עליו. תותח מאחורי מסך על הקו של הגנרל נותן מט כשהגנרל אינו יכול לזוז הצידה.
embed-title = { -brand }: לוח המשחק
embed-link-game = לצפות במשחק הזה ב{ -brand }
embed-link-rules = החוקים של משחק זה ב{ -brand }
embed-link-home = לשחק { -janggi } ו{ -xiangqi } ב{ -brand }
embed-no-game = אין משחק „{ $id }”.
embed-unavailable = אי אפשר להציג את המשחק הזה כעת: { $reason }
embed-bad-query = הקישור הזה שגוי.
embed-bad-rules = מערכת חוקים לא מוכרת „{ $name }”.
embed-bad-fen = אי אפשר להציג את העמדה הזאת: { $reason }
embed-code-button = העתקת קוד ההטמעה
embed-code-copied = קוד ההטמעה הועתק
embed-frame-title = { -brand }: לוח המשחק
## analysis
analysis-legend = ניתוח מנוע
analysis-on = נתח
analysis-lines-label = מספר קווים
analysis-depth = עומק { $depth }
analysis-waiting = המנוע חושב…
analysis-no-moves = אין מסע חוקי בעמדה הזו.
analysis-mate = { $side } נותן מט, מספר מסעים: { $moves }
analysis-line-title = קו { $number }: { $moves }
analysis-graph-button = הערך את כל המשחק
analysis-graph-label = הערכה אחרי כל מסע; לחצו כדי לעבור למסע הזה
analysis-graph-progress = הוערכו { $done } מתוך { $total } עמדות
analysis-graph-done = הטעויות מסומנות באדום; לחצו על הגרף כדי לעבור למסע.
analysis-mistake = מסע { $ply } ({ $move }): טעות, הפסד של { $drop }
analysis-too-many = יותר מדי לוחות ניתוח פתוחים מהכתובת שלך; סגרו אחד ונסו שוב.
analysis-no-engine = לשרת הזה אין מנוע לניתוח.
analysis-failed = הניתוח נכשל: { $reason }
editor-keys-hint = על הלוח: מקשי החצים מזיזים, אות FEN בוחרת כלי (אות גדולה לשחקן הראשון: K A B N R C P), Enter או רווח מציבים אותו, Delete מסיר, x בוחר הסרה.
