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
