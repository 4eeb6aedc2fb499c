# Palace, the browser client: Hindi.

## Terms

-brand = Palace
-xiangqi = शियांगची
-janggi = जांगी
-red = लाल
-black = काला
-cho = चो
-han = हान

## Page and header

title-start = { -brand }: { -janggi } और { -xiangqi }
title-game = { -brand }: { $first } बनाम { $second }
brand = { -brand }
pieces-label = मोहरे
language-label = भाषा
sound-label = आवाज़
skip-to-board = सीधे बोर्ड पर जाएँ

## Piece sets

pieceset-traditional = पारंपरिक चीनी अक्षर
pieceset-readable = हर प्रकार के लिए एक अक्षर
pieceset-letters = अंग्रेज़ी अक्षर
pieceset-pictures = चित्र

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = जनरल
piece-xiangqi-a = सलाहकार
piece-xiangqi-b = हाथी
piece-xiangqi-n = घोड़ा
piece-xiangqi-r = रथ
piece-xiangqi-c = तोप
piece-xiangqi-p = सैनिक
piece-janggi-k = जनरल
piece-janggi-a = रक्षक
piece-janggi-b = हाथी
piece-janggi-n = घोड़ा
piece-janggi-r = रथ
piece-janggi-c = तोप
piece-janggi-p = सैनिक

## Start screen

start-heading = { -janggi } या { -xiangqi } खेलें
resume-button = अपना खेल जारी रखें
game-legend = खेल
game-xiangqi = { -xiangqi }
game-xiangqi-sub = चीनी शतरंज
game-janggi = { -janggi }
game-janggi-sub = कोरियाई शतरंज
opponent-legend = प्रतिद्वंद्वी
mode-computer = कंप्यूटर
mode-local = दो खिलाड़ी
mode-local-sub = इसी डिवाइस पर
mode-friend = दोस्त को बुलाएँ
mode-friend-sub = लिंक भेजें
level-legend = स्तर
level-select-label = स्तर 1 से 8
level-easy = आसान
level-easy-about = गलतियाँ करता है: चालें सीखने के लिए अच्छा।
level-normal = सामान्य
level-normal-about = समझदारी से खेलता है और असुरक्षित मोहरों का फ़ायदा उठाता है।
level-hard = कठिन
level-hard-about = सबसे मज़बूत स्तर: सबसे ज़्यादा सोचता है और शायद ही कभी गलती करता है।
score-level = स्तर { $level } पर आपका स्कोर: { $won } जीत, { $lost } हार, { $drawn } ड्रॉ
score-friend = दोस्तों के खिलाफ़: { $won } जीत, { $lost } हार, { $drawn } ड्रॉ
score-local = इस डिवाइस पर खेल: { $first } की { $firstWins } जीत, { $second } की { $secondWins } जीत, { $drawn } ड्रॉ
side-legend = आपका पक्ष
side-moves-first = पहली चाल चलता है
side-moves-second = दूसरी चाल चलता है
side-random = कोई भी
side-at-bottom = { $side } नीचे
rules-legend = नियम
rules-advanced = उन्नत: Fairy-Stockfish के अनुरूप
rules-xiangqi-standard = मानक (एशियाई नियम, सरल दोहराव नियम)
rules-xiangqi = Fairy-Stockfish: { -xiangqi }
rules-janggi-standard = मानक (शुरुआती व्यवस्था चुनें, बिकजांग पर अंक)
rules-janggi-club = क्लब (तय व्यवस्था, तोपें सरकती हैं)
rules-janggi-strict = सख़्त (पास नहीं)
rules-janggi = Fairy-Stockfish: { -janggi }
rules-janggitraditional = Fairy-Stockfish: पारंपरिक
rules-janggimodern = Fairy-Stockfish: आधुनिक (Kakao)
rules-janggicasual = Fairy-Stockfish: अनौपचारिक
setup-hint = { -janggi }: पहली चाल से पहले हर पक्ष तय करता है कि उसके घोड़े और हाथी कहाँ खड़े होंगे, पहले { -han }, फिर { -cho }।
start-button = शुरू करें
start-failed = खेल शुरू नहीं हो सका: { $reason }

## A game link that leads nowhere

not-found-heading = यहाँ कोई खेल नहीं है
not-found-text = इस लिंक पर कोई खेल नहीं है। हो सकता है लिंक गलत टाइप हुआ हो, या खेल अब मौजूद न हो।
not-found-home = नया खेल शुरू करें

## Game screen

board-label = बोर्ड
board-help = तीर कुंजियों से कर्सर चलता है, Enter या Space से मोहरा उठता और रखा जाता है, Escape से रद्द होता है।
review-start = शुरुआती स्थिति
review-after = { $total } में से चाल { $ply } के बाद
review-first = शुरुआती स्थिति
review-prev = पिछली चाल
review-next = अगली चाल
review-live = खेल पर वापस जाएँ
turn-connecting = कनेक्ट हो रहा है…
turn-reconnecting = फिर से कनेक्ट हो रहा है…
turn-choose-setup = अपनी व्यवस्था चुनें ({ $side })।
turn-waiting-setup = { $side } के व्यवस्था चुनने की प्रतीक्षा…
turn-side-to-move = { $side } की चाल।
turn-yours = आपकी चाल ({ $side })।
turn-computer = कंप्यूटर ({ $side }) सोच रहा है…
turn-waiting-friend = आपके दोस्त के { $side } के रूप में जुड़ने की प्रतीक्षा…
turn-waiting = { $side } की प्रतीक्षा…
check-xiangqi = शह!
check-janggi = जांगुन (शह)!
notice-watching = आप यह खेल देख रहे हैं।
notice-seat-taken = दोनों सीटें भरी हुई हैं: आप यह खेल देख रहे हैं।
notice-invite-failed = यह निमंत्रण काम नहीं करता: आप यह खेल देख रहे हैं।
notice-repetition = यह स्थिति दो बार आ चुकी है। अगर यह तीसरी बार आई तो खेल खत्म हो जाएगा (जो पक्ष हर चाल पर शह दे रहा था, वह हारेगा)।
notice-bikjang = बिकजांग: दोनों जनरल एक खुले स्तंभ पर आमने-सामने हैं।

## Players

player-you = { $side }: आप
player-this-device = { $side }: यह डिवाइस
player-computer = { $side }: कंप्यूटर, स्तर { $level }
player-waiting-friend = { $side }: दोस्त की प्रतीक्षा
player-friend = { $side }: आपका दोस्त
player-friend-away = { $side }: आपका दोस्त (अनुपस्थित)
player-other = { $side }: खिलाड़ी
player-other-away = { $side }: खिलाड़ी (अनुपस्थित)
to-move = चाल की बारी
spectators =
    { $count ->
       *[other] { $count } दर्शक
    }
invite-prompt = यह लिंक अपने दोस्त को भेजें:
invite-link-label = निमंत्रण लिंक
copy = कॉपी करें
copied = कॉपी हो गया
points = अंक: { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = { $side } के खोए मोहरे:
captured-none = { $side } के खोए मोहरे: कोई नहीं

## Buttons

pass = पास
undo = चाल वापस लें
flip = बोर्ड पलटें
flip-title = बोर्ड को घुमाएँ
resign = हार मानें
new-game = नया खेल
moves-heading = चालें
coords-label = निर्देशांक
copy-moves = चालें कॉपी करें
moves-copied = चालें कॉपी हो गईं
move-pass = पास
move-title = चाल { $ply }: { $move }

## Janggi setup choice

setup-title-mine = { $side }: चुनें कि आपके घोड़े और हाथी कहाँ खड़े होंगे
setup-title-other = { $side } व्यवस्था चुन रहा है…
setup-han-chose = { -han } ने चुना: { $setup }।
setup-order = पहले { -han } चुनता है, फिर { -cho }।
setup-named = क्रम हर खिलाड़ी की अपनी बाईं ओर से है।
setup-ma-sang-sang-ma = 馬象象馬 घोड़ा, हाथी, हाथी, घोड़ा
setup-sang-ma-sang-ma = 象馬象馬 हाथी, घोड़ा, हाथी, घोड़ा
setup-ma-sang-ma-sang = 馬象馬象 घोड़ा, हाथी, घोड़ा, हाथी
setup-sang-ma-ma-sang = 象馬馬象 हाथी, घोड़ा, घोड़ा, हाथी

## Dialogs

resign-question = इस खेल में हार मान लें?
resign-yes = हार मानें
keep-playing = खेलते रहें
pass-question = अभी पास करने से खेल खत्म हो जाएगा। { $outcome } फिर भी पास करें?
pass-yes = पास करें और खेल खत्म करें
over-title = खेल खत्म
over-won = आप जीत गए!
over-lost = आप हार गए
over-draw = ड्रॉ
over-points = अंक: { $first } { $firstPoints }, { $second } { $secondPoints }।
score-after-level = स्तर { $level } के खिलाफ़: { $won } जीत, { $lost } हार, { $drawn } ड्रॉ।
score-after-friend = दोस्तों के खिलाफ़: { $won } जीत, { $lost } हार, { $drawn } ड्रॉ।
score-after-local = इस डिवाइस पर खेल: { $first } की { $firstWins } जीत, { $second } की { $secondWins } जीत, { $drawn } ड्रॉ।
play-again = फिर से खेलें
look-at-board = बोर्ड देखें

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = शह-मात से { $side } की जीत।
outcome-win-no-legal-moves = { $side } की जीत: दूसरे पक्ष के पास कोई वैध चाल नहीं है।
outcome-win-bikjang = बिकजांग (जनरल आमने-सामने) के बाद अंकों से { $side } की जीत।
outcome-win-repetition = स्थिति दोहराने से { $side } की जीत।
outcome-win-perpetual-check = { $side } की जीत: दूसरे पक्ष ने लगातार शह दी।
outcome-win-double-pass = दोनों पक्षों के पास करने के बाद अंकों से { $side } की जीत।
outcome-win-ply-limit = चालों की सीमा पर अंकों से { $side } की जीत।
outcome-win-quiet-limit = बिना कोई मोहरा मारे बहुत ज़्यादा चालें होने के बाद { $side } की जीत।
outcome-win-bare-material = { $side } की जीत: दूसरे पक्ष के पास कोई हमलावर मोहरा नहीं बचा।
outcome-win-resignation = विरोधी के हार मानने से { $side } की जीत।
outcome-win-agreement = सहमति से { $side } की जीत।
outcome-win = { $side } की जीत।
outcome-draw-bikjang = बिकजांग से ड्रॉ (जनरल आमने-सामने आ गए)।
outcome-draw-repetition = स्थिति दोहराने से ड्रॉ।
outcome-draw-perpetual-check = ड्रॉ: दोनों पक्षों ने लगातार शह दी।
outcome-draw-double-pass = ड्रॉ: दोनों पक्षों ने पास किया।
outcome-draw-ply-limit = चालों की सीमा पर ड्रॉ।
outcome-draw-quiet-limit = बिना कोई मोहरा मारे बहुत ज़्यादा चालें होने के बाद ड्रॉ।
outcome-draw-bare-material = ड्रॉ: किसी भी पक्ष के पास हमलावर मोहरा नहीं बचा।
outcome-draw-agreement = सहमति से ड्रॉ।
outcome-draw = ड्रॉ।

## Board cells and announcements for screen readers

point-empty = { $point }, खाली
point-piece = { $piece } ({ $side }), { $point }
point-target = { $point }, खाली, आप यहाँ जा सकते हैं
point-capture = { $piece } ({ $side }), { $point }, आप इसे मार सकते हैं
announce-picked =
    { $count ->
        [one] { $point } पर { $piece } उठाया: { $count } बिंदु पर जा सकते हैं।
       *[other] { $point } पर { $piece } उठाया: { $count } बिंदुओं पर जा सकते हैं।
    }
announce-cannot-move = { $point } पर { $piece } को अभी नहीं चलाया जा सकता।
announce-put-down = रख दिया।
announce-move = { $side }: { $move }।
announce-pass = { $side } ने पास किया।

## Errors, by the server's codes

error-not-connected = सर्वर से कनेक्ट नहीं है; फिर से कोशिश हो रही है…
error-unreachable = सर्वर तक नहीं पहुँच सके।
error-unknown-game = यह खेल मौजूद नहीं है।
error-wrong-token = इस ब्राउज़र की इस खेल में कोई सीट नहीं है।
error-spectator = आप यह खेल देख रहे हैं और चाल नहीं चल सकते।
error-not-your-turn = अभी आपकी चाल नहीं है।
error-malformed-move = सर्वर वह चाल समझ नहीं पाया।
error-illegal-move = यह चाल वैध नहीं है।
error-game-over = खेल खत्म हो चुका है।
error-undo-not-allowed = इस खेल में चालें वापस नहीं ली जा सकतीं।
error-setup-pending = व्यवस्था अभी चुनी जा रही है।
error-no-setup = अभी चुनने के लिए कोई व्यवस्था नहीं है।
error-unknown-setup = वह व्यवस्था मौजूद नहीं है।
error-nothing-to-undo = वापस लेने के लिए कोई चाल नहीं है।
error-wrong-invite = यह निमंत्रण काम नहीं करता।
error-seat-taken = दोनों सीटें भरी हुई हैं।
error-unavailable = खेल व्यस्त है; थोड़ी देर में फिर कोशिश करें।
error-storage = सर्वर खेल सहेज नहीं सका; फिर कोशिश करें।
error-storage-unavailable = सर्वर अभी खेल सहेज नहीं पा रहा है; कुछ देर बाद फिर कोशिश करें।
error-too-many-spectators = इस खेल को बहुत ज़्यादा लोग देख रहे हैं; फिर से कोशिश हो रही है…
error-bad-request = सर्वर अनुरोध समझ नहीं पाया।
error-too-large = अनुरोध बहुत बड़ा था।
error-malformed = सर्वर एक संदेश समझ नहीं पाया।
error-rate-limited = एक साथ बहुत ज़्यादा संदेश; फिर से कनेक्ट हो रहा है…
error-other = कुछ गड़बड़ हो गई ({ $code })।

## Study board and board editor

start-study = किसी खेल का अध्ययन करें
start-editor = स्थिति जमाएँ
title-study = अध्ययन बोर्ड · Palace
title-editor = स्थिति संपादक · Palace
study-heading = अध्ययन बोर्ड
study-import-legend = रिकॉर्ड आयात करें
study-file-label = फ़ाइल खोलें
study-drop-hint = GIB, PGN, XQF, DhtmlXQ, CBF या FEN; फ़ाइल को इस पेज पर छोड़ भी सकते हैं।
study-paste-label = या रिकॉर्ड या FEN चिपकाएँ
study-paste-button = पढ़ें
study-reading = पढ़ा जा रहा है…
study-read-failed = रिकॉर्ड पढ़ा नहीं जा सका: { $reason }
study-games-label = खेल
study-game-option = { $number }. { $title }
study-game-errors = फ़ाइल के न पढ़े जा सके खेल: { $count }। पहला: { $detail }
study-empty = कोई रिकॉर्ड आयात करें, या संपादक से कोई स्थिति खोलें।
study-ply = चाल { $ply } / { $total }
study-branch = चाल { $from } से आपकी लाइन की चाल { $ply }
study-back-to-game = खेल पर लौटें
study-last = आख़िरी चाल
study-export-legend = निर्यात
study-fen-label = FEN
study-copy-fen = FEN कॉपी करें
study-edit-position = यह स्थिति संपादित करें
study-export-what = क्या
study-export-line = बोर्ड पर की लाइन
study-export-game = आयात किया गया खेल
study-format-label = फ़ॉर्मैट
study-format-pgn = PGN, निर्देशांक
study-format-wxf = PGN, WXF चालें
study-format-chinese = PGN, चीनी चालें
study-format-korean = PGN, कोरियाई चालें
study-format-gib = GIB
study-format-fen = दिखाई गई स्थिति का FEN
study-export-button = दिखाएँ
study-download = डाउनलोड करें
editor-heading = स्थिति संपादक
editor-palette-label = रखने के लिए मोहरा
editor-turn-label = चाल किसकी
editor-start = आरंभिक स्थिति
editor-clear = बोर्ड खाली करें
editor-check = स्थिति जाँचें
editor-open-study = अध्ययन बोर्ड में खोलें
editor-valid = स्थिति मान्य है।
editor-piece = { $piece } ({ $side })
editor-remove = मोहरा हटाएँ
editor-fault-bad-fen = FEN पढ़ा नहीं जा सकता।
editor-fault-general-count = { $side } के पास ठीक एक { $piece } होना चाहिए।
editor-fault-general-outside-palace = { $point } पर { $piece } ({ $side }) अपने महल के बाहर है।
editor-fault-generals-facing = दोनों सेनापति आमने-सामने हैं और बीच में कुछ नहीं है।
editor-fault-too-many = { $side } के पास { $count } × { $piece } हैं; अधिकतम { $max } की अनुमति है।
editor-fault-misplaced = { $point } पर { $piece } ({ $side }) ऐसी जगह है जहाँ वह कभी नहीं पहुँच सकता।
editor-fault-soldier-behind-start = { $point } पर { $piece } ({ $side }) अपनी आरंभिक पंक्ति के पीछे है; सैनिक कभी पीछे नहीं हटते।
editor-fault-opponent-in-check = जिस पक्ष की चाल नहीं है, उस पर शह है।
editor-play-computer = कंप्यूटर से खेलें
editor-play-friend = किसी दोस्त के साथ खेलें
study-this-game = इस खेल का अध्ययन करें

## lessons
start-lessons = पाठ
lessons-heading = पाठ
lessons-intro = हर पाठ एक स्थिति पर एक नियम सिखाता है: नियम पढ़ें, चिह्नित चालों की तुलना करें, फिर बोर्ड पर उत्तर चलें।
lessons-progress = { $total } में से { $done } हल हुए
lessons-solved = हल हुआ
lessons-step-rule = नियम
lessons-step-compare = इन चालों की तुलना करें
lessons-step-play = आपकी चाल
lessons-play-hint = बोर्ड पर अपना उत्तर चलें।
lessons-right = सही!
lessons-wrong = यह नहीं।
lessons-show-answer = उत्तर दिखाएँ
lessons-try-again = फिर से कोशिश करें
lessons-next = अगला पाठ
lessons-all = सभी पाठ
lessons-review = सार
lessons-candidate = { $piece } { $move }
lessons-not-found = ऐसा कोई पाठ नहीं है।
lesson-q-capture = कौन सी चाल मोहरा जीतती है?
lesson-q-mate = एक चाल में मात ढूँढें।
lesson-q-check = आप पर शह है। सबसे अच्छा जवाब क्या है?
lesson-q-safe = आपके घोड़े पर हमला है। उसे कहाँ जाना चाहिए?
lesson-q-bikjang = दोनों जनरल आमने-सामने हैं। बिकजांग तोड़ें।
lesson-q-pass = यहाँ सबसे अच्छा क्या करना है?
lesson-q-points = कौन सा कब्ज़ा सबसे ज़्यादा अंक देता है?
lesson-xq-cannon-screen-title = तोप की ओट
lesson-xq-cannon-screen-rule = तोप रथ की तरह चलती है, पर मोहरा तभी मारती है जब वह किसी भी पक्ष के ठीक एक मोहरे, यानी ओट, के ऊपर से कूदे।
lesson-xq-cannon-screen-explain = b6 पर काला सैनिक ओट है: तोप उसके ऊपर से कूदकर b8 का रथ मारती है।
lesson-xq-cannon-screen-wrong = यह चाल वैध है पर कुछ नहीं मारती: तोप केवल ओट के ऊपर से मारती है।
lesson-xq-cannon-screen-review = तोप: चलने के लिए सरकती है, मारने के लिए एक मोहरे पर कूदती है।
lesson-xq-cannon-limit-title = जो तोप नहीं मार सकती
lesson-xq-cannon-limit-rule = बीच में कोई मोहरा न हो, या दो हों, तो तोप नहीं मार सकती। उसे ठीक एक ओट चाहिए।
lesson-xq-cannon-limit-explain = e5 पर आपका सैनिक तोप और g5 के घोड़े के बीच की ओट है। b9 के रथ के आगे कोई ओट नहीं है।
lesson-xq-cannon-limit-wrong = तोप बस वहाँ चली जाती है। वह b9 का रथ नहीं मार सकती: दोनों के बीच कुछ नहीं है।
lesson-xq-cannon-limit-review = ओट नहीं तो मारना नहीं: बीच में ठीक एक मोहरा ढूँढें।
lesson-xq-horse-leg-title = घोड़े की टाँग
lesson-xq-horse-leg-rule = घोड़ा एक बिंदु सीधा, फिर एक बिंदु बाहर की ओर तिरछा चलता है। पहले बिंदु, यानी टाँग, पर मोहरा हो तो वह रुक जाता है।
lesson-xq-horse-leg-explain = d3 पर आपका सलाहकार e4 के रथ का रास्ता रोकता है, पर a4 की तोप का रास्ता खुला है।
lesson-xq-horse-leg-wrong = इससे कुछ नहीं मरता। d3 रुका हुआ है, पर b3 खाली है।
lesson-xq-horse-leg-review = घोड़े की छलाँगें गिनने से पहले हर टाँग जाँचें।
lesson-xq-elephant-eye-title = हाथी की आँख
lesson-xq-elephant-eye-rule = हाथी ठीक दो बिंदु तिरछा चलता है और नदी कभी पार नहीं करता। बीच के बिंदु, यानी आँख, पर मोहरा हो तो वह रुक जाता है।
lesson-xq-elephant-eye-explain = f4 का सैनिक g5 का रास्ता रोकता है, पर c5 का रास्ता खुला है: हाथी घोड़ा मारता है।
lesson-xq-elephant-eye-wrong = इससे कुछ नहीं मरता। आँख d4 खाली है, इसलिए हाथी c5 तक पहुँचता है।
lesson-xq-elephant-eye-review = आँख पर एक मोहरा हाथी को रोक देता है।
lesson-xq-soldier-river-title = नदी पार के सैनिक
lesson-xq-soldier-river-rule = सैनिक एक बिंदु आगे चलता है। नदी पार करने के बाद वह बगल में भी चल सकता है, पर पीछे कभी नहीं।
lesson-xq-soldier-river-explain = e6 का सैनिक नदी पार कर चुका है, इसलिए वह d6 का घोड़ा बगल से मार सकता है। c5 का सैनिक अभी पार नहीं हुआ।
lesson-xq-soldier-river-wrong = इससे कुछ नहीं मिलता। केवल नदी पार का सैनिक बगल से मारता है।
lesson-xq-soldier-river-review = नदी से पहले: केवल आगे। बाद में: आगे या बगल।
lesson-xq-piece-values-title = मोहरों का मूल्य
lesson-xq-piece-values-rule = एक आम पैमाना: रथ 9, घोड़ा और तोप लगभग 4.5, सलाहकार और हाथी 2, सैनिक 1 या 2।
lesson-xq-piece-values-explain = घोड़ा रथ या सैनिक मार सकता है; रथ कहीं ज़्यादा कीमती है।
lesson-xq-piece-values-wrong = इसमें लाभ बहुत कम है। आपका घोड़ा b5 का रथ मार सकता है।
lesson-xq-piece-values-review = कई कब्ज़ों में से सबसे कीमती मोहरा लें।
lesson-xq-answer-check-title = शह का जवाब
lesson-xq-answer-check-rule = शह का जवाब जनरल को हटाकर, रेखा रोककर या शह देने वाले मोहरे को मारकर दिया जाता है। यहाँ सलाहकार जनरल को हिलने नहीं देते।
lesson-xq-answer-check-explain = a8 का रथ शह देने वाला रथ मारता है: शह खत्म और आपको एक रथ मिला।
lesson-xq-answer-check-wrong = इससे शह रुकता है, पर काला रथ बचा रहता है। उसे मारना बेहतर है।
lesson-xq-answer-check-review = शह में, पहले शह देने वाले मोहरे को मारने का रास्ता देखें।
lesson-xq-flying-general-pin-title = जनरल आमने-सामने नहीं आ सकते
lesson-xq-flying-general-pin-rule = दोनों जनरल कभी बीच में कुछ रखे बिना एक ही कॉलम पर नहीं खड़े हो सकते। उनके बीच का अकेला मोहरा कॉलम नहीं छोड़ सकता।
lesson-xq-flying-general-pin-explain = e6 का काला घोड़ा जनरलों के बीच अकेला मोहरा है। वह भाग नहीं सकता, इसलिए आपका सैनिक उसे मारता है।
lesson-xq-flying-general-pin-wrong = ऐसे घोड़ा बच जाता है। आपका जनरल उसे बाँधे हुए है: अभी मारें।
lesson-xq-flying-general-pin-review = आपका जनरल अपने खुले कॉलम पर नियंत्रण रखता है: उससे बाँधें।
lesson-xq-flying-general-mate-title = जनरल मात में मदद करता है
lesson-xq-flying-general-mate-rule = क्योंकि जनरल आमने-सामने नहीं आ सकते, आपका जनरल अपने पूरे कॉलम पर नियंत्रण रखता है।
lesson-xq-flying-general-mate-explain = रथ b10 पर शह देता है। जनरल आपके जनरल के सामने वाले d10 पर नहीं जा सकता, न f10 या e9 पर।
lesson-xq-flying-general-mate-wrong = यह मात नहीं है: काले जनरल के पास अभी रास्ता है।
lesson-xq-flying-general-mate-review = अपने जनरल को भी हमलावर गिनें: वह अपने कॉलम की रक्षा करता है।
lesson-xq-double-chariot-mate-title = दो रथों की मात
lesson-xq-double-chariot-mate-rule = दो रथ जनरल को मात देते हैं: एक पंक्ति बंद करता है, दूसरा अगली पंक्ति में शह देता है।
lesson-xq-double-chariot-mate-explain = a9 का रथ पंक्ति 9 थामता है और दूसरा b10 पर शह देता है। जनरल के पास कोई खाली बिंदु नहीं।
lesson-xq-double-chariot-mate-wrong = जनरल बच निकलता है। पंक्ति 9 बंद रखें और पंक्ति 10 में शह दें।
lesson-xq-double-chariot-mate-review = एक रथ काटता है, दूसरा शह देता है।
lesson-xq-horse-chariot-mate-title = घोड़े और रथ की मात
lesson-xq-horse-chariot-mate-rule = घोड़ा पास से शह देता है जबकि रथ जनरल के भागने के बिंदु छीन लेता है।
lesson-xq-horse-chariot-mate-explain = घोड़ा g9 (या f8) से शह देता है। रथ e9 सँभालता है और सलाहकार बाकी रोकते हैं।
lesson-xq-horse-chariot-mate-wrong = यह मात नहीं है। रथ e9 सँभाले, तब घोड़े से शह दें।
lesson-xq-horse-chariot-mate-review = रथ घेरता है, घोड़ा शह देता है।
lesson-xq-horse-cannon-mate-title = घोड़े के पीछे तोप
lesson-xq-horse-cannon-mate-rule = जनरल के सामने का घोड़ा तोप की ओट भी बन सकता है और साथ में जनरल के बगल के बिंदु भी सँभाल सकता है।
lesson-xq-horse-cannon-mate-explain = e3 की तोप e8 के घोड़े के ऊपर से शह देती है। घोड़ा d10 और f10 सँभालता है, तोप e9।
lesson-xq-horse-cannon-mate-wrong = यह मात नहीं है। तोप को जनरल के कॉलम पर, घोड़े के पीछे रखें।
lesson-xq-horse-cannon-mate-review = आगे घोड़ा, पीछे तोप: एक क्लासिक मात।
lesson-xq-soldier-mate-title = सैनिक की मात
lesson-xq-soldier-mate-rule = नदी पार का सैनिक मात दे सकता है जब दूसरे मोहरे जनरल के भागने के बिंदु सँभालें।
lesson-xq-soldier-mate-explain = सैनिक रथ की सुरक्षा में f9 से शह देता है। जनरल e10 पर नहीं जा सकता: वह आपके जनरल के सामने आ जाएगा।
lesson-xq-soldier-mate-wrong = मात नहीं। सैनिक को वहाँ बढ़ाएँ जहाँ रथ उसकी रक्षा करे।
lesson-xq-soldier-mate-review = जनरल के पास जाने की जगह न हो तो सैनिक भी मात देता है।
lesson-xq-perpetual-check-title = लगातार शह हारती है
lesson-xq-perpetual-check-rule = अगर कोई स्थिति तीसरी बार आए और एक पक्ष ने हर चाल में शह दी हो, तो वह पक्ष हारता है। रथ a10 से पहले ही दो बार शह दे चुका है।
lesson-xq-perpetual-check-explain = i8 का रथ i10 पर शह देता है जबकि दूसरा पंक्ति 9 थामता है: बिना दोहराव के मात।
lesson-xq-perpetual-check-wrong = a10 से शह स्थिति को तीसरी बार दोहराती है और हार होगी। मात ढूँढें।
lesson-xq-perpetual-check-review = शह न दोहराएँ: नई शह या मात ढूँढें।
lesson-xq-chase-title = पीछा
lesson-xq-chase-rule = एक ही असुरक्षित मोहरे पर बार-बार हमला करना पीछा है। इन नियमों में लगातार पीछा, लगातार शह की तरह, हार है।
lesson-xq-chase-explain = c4 पर घोड़ा c1 के आपके रथ से सुरक्षित है: पीछा खत्म।
lesson-xq-chase-wrong = वहाँ घोड़ा अब भी असुरक्षित है और रथ उसका पीछा जारी रख सकता है।
lesson-xq-chase-review = पीछा किए जाने पर मोहरे को सुरक्षित बिंदु पर रखें।
lesson-jg-cannon-screen-title = जांगी तोप की ओट
lesson-jg-cannon-screen-rule = जांगी में तोप चलने और मारने दोनों के लिए ठीक एक मोहरे पर कूदती है। ओट के बिना वह बिल्कुल नहीं चल सकती।
lesson-jg-cannon-screen-explain = b6 पर हान का सैनिक ओट है: तोप उस पर कूदकर b8 का रथ मारती है।
lesson-jg-cannon-screen-wrong = तोप वहाँ उतर सकती है, पर कुछ नहीं मारती। ओट पर कूदें और रथ मारें।
lesson-jg-cannon-screen-review = जांगी की तोप चलने के लिए भी हमेशा कूदती है।
lesson-jg-cannon-limit-title = तोप तोप पर नहीं कूदती
lesson-jg-cannon-limit-rule = जांगी की तोप तोप को ओट नहीं बना सकती और कभी तोप को नहीं मार सकती।
lesson-jg-cannon-limit-explain = b5 की हान तोप पर कूदा नहीं जा सकता, इसलिए रथ सुरक्षित है। c3 के आपके घोड़े पर से तोप f3 का घोड़ा मारती है।
lesson-jg-cannon-limit-wrong = इससे कुछ नहीं मरता। c3 के घोड़े को ओट बनाएँ और f3 का घोड़ा मारें।
lesson-jg-cannon-limit-review = तोपें तोपों पर न कूदती हैं, न उन्हें मारती हैं।
lesson-jg-chariot-diagonal-title = महल में रथ
lesson-jg-chariot-diagonal-rule = महल के अंदर रथ तिरछी रेखाओं पर भी चल सकता है।
lesson-jg-chariot-diagonal-explain = d3 से रथ खाली केंद्र e2 से होकर तिरछी रेखा पर जाता है और f1 की तोप मारता है।
lesson-jg-chariot-diagonal-wrong = इससे कुछ नहीं मरता। महल में रथ d3 से f1 की तिरछी रेखा ले सकता है।
lesson-jg-chariot-diagonal-review = महल की रेखाएँ रथ के लिए अतिरिक्त रास्ते हैं।
lesson-jg-cannon-diagonal-title = महल की तिरछी रेखा पर तोप
lesson-jg-cannon-diagonal-rule = महल की तिरछी रेखा पर तोप केंद्र के किसी गैर-तोप मोहरे के ऊपर से एक कोने से सामने के कोने तक कूदती है।
lesson-jg-cannon-diagonal-explain = e2 पर आपका रक्षक ओट है: तोप d1 से f3 कूदकर रथ मारती है।
lesson-jg-cannon-diagonal-wrong = इससे कुछ नहीं मरता। e2 के रक्षक के ऊपर से तिरछा कूदें।
lesson-jg-cannon-diagonal-review = महल में तोप केंद्र के ऊपर से कूद सकती है।
lesson-jg-elephant-block-title = जांगी का हाथी
lesson-jg-elephant-block-rule = हाथी एक बिंदु सीधा, फिर दो बिंदु तिरछा चलता है। रास्ते के दो बिंदुओं में से किसी पर भी मोहरा हो तो वह रुक जाता है।
lesson-jg-elephant-block-explain = d4 और e5 से होकर f6 का रास्ता खुला है: हाथी घोड़ा मारता है। d6 का सैनिक रथ का रास्ता रोकता है।
lesson-jg-elephant-block-wrong = इससे कुछ नहीं मरता। हाथी के हर रास्ते के दोनों बिंदु जाँचें।
lesson-jg-elephant-block-review = हाथी के हर रास्ते पर जाँचने को दो बिंदु हैं।
lesson-jg-horse-block-title = जांगी का घोड़ा
lesson-jg-horse-block-rule = घोड़ा एक बिंदु सीधा, फिर एक बिंदु बाहर की ओर तिरछा चलता है। पहले बिंदु पर मोहरा हो तो वह रुक जाता है।
lesson-jg-horse-block-explain = d3 पर आपका रक्षक e4 के रथ का रास्ता रोकता है; b3 से होकर a4 की तोप का रास्ता खुला है।
lesson-jg-horse-block-wrong = इससे कुछ नहीं मरता। घोड़ा अब भी खाली b3 से होकर a4 पहुँचता है।
lesson-jg-horse-block-review = घोड़ा उतना ही आज़ाद है जितना उसका पहला कदम।
lesson-jg-soldier-palace-title = महल में सैनिक
lesson-jg-soldier-palace-rule = जांगी का सैनिक आगे या बगल में चलता है। विरोधी के महल में वह तिरछी रेखाओं पर आगे भी जा सकता है।
lesson-jg-soldier-palace-explain = कोने d8 से सैनिक महल की तिरछी रेखा पर e9 जाता है और घोड़ा मारता है।
lesson-jg-soldier-palace-wrong = इससे कुछ नहीं मरता। d8 से सैनिक तिरछा e9 जा सकता है।
lesson-jg-soldier-palace-review = विरोधी के महल में सैनिक तिरछी रेखाएँ इस्तेमाल करते हैं।
lesson-jg-points-title = अंक गिनना
lesson-jg-points-rule = जांगी के मोहरों के अंक हैं: रथ 13, तोप 7, घोड़ा 5, हाथी 3, रक्षक 3, सैनिक 2; हान को 1.5 अंक और मिलते हैं। कुछ खेल अंकों से तय होते हैं।
lesson-jg-points-explain = तोप 7 अंक की है, घोड़ा 5 का: तोप मारें।
lesson-jg-points-wrong = इससे कम अंक मिलते हैं। तोप 7 की है, घोड़ा 5 का।
lesson-jg-points-review = रथ 13, तोप 7, घोड़ा 5, हाथी और रक्षक 3, सैनिक 2।
lesson-jg-general-diagonal-title = तिरछी रेखाओं पर जनरल
lesson-jg-general-diagonal-rule = जनरल महल की रेखाओं पर, तिरछी रेखाओं सहित, एक बिंदु चलता है और महल कभी नहीं छोड़ता।
lesson-jg-general-diagonal-explain = जनरल d3 से e2 तिरछा जाता है, रथ के कॉलम से बाहर, ऐसे बिंदु पर जिस पर कोई हमला नहीं; सैनिक e3 सँभालता है।
lesson-jg-general-diagonal-wrong = बीच में आया रथ हान के रथ से मारा जाएगा। जनरल तिरछा बच सकता है।
lesson-jg-general-diagonal-review = महल में तिरछी रेखाएँ बचने के रास्ते हैं।
lesson-jg-bikjang-title = बिकजांग
lesson-jg-bikjang-rule = खुले कॉलम पर दो जनरलों का आमने-सामने होना बिकजांग है। इन नियमों में किसी कब्ज़े के बाद चाल वाले पक्ष को इसे तोड़ना होता है, वरना खेल अंकों से तय होता है।
lesson-jg-bikjang-explain = e5 पर आपका रथ जनरलों के बीच आ जाता है; जनरल का कॉलम से हटना भी बिकजांग तोड़ता है।
lesson-jg-bikjang-wrong = इस चाल के बाद भी जनरल आमने-सामने हैं: बिकजांग बना रहता है।
lesson-jg-bikjang-review = बिकजांग तोड़ने के लिए हट जाएँ या बीच में मोहरा रखें।
lesson-jg-pass-title = पास
lesson-jg-pass-rule = जांगी में जिस पक्ष पर शह न हो वह चाल की जगह पास कर सकता है। यहाँ हर चाल से आपका रक्षक जाएगा।
lesson-jg-pass-explain = पास करने से रक्षक e2 पर रहता है, जहाँ वह आपके जनरल को रथ से बचाता है।
lesson-jg-pass-wrong = e3 पर रक्षक को d3 का सैनिक मार देता है। पास करने में कुछ नहीं जाता।
lesson-jg-pass-review = जब हर चाल हालत बिगाड़े, तो पास करें।
lesson-jg-double-chariot-mate-title = जांगी में दो रथों की मात
lesson-jg-double-chariot-mate-rule = दो रथ शियांगची की तरह मात देते हैं: एक पंक्ति बंद करता है, दूसरा आखिरी पंक्ति में शह देता है।
lesson-jg-double-chariot-mate-explain = a9 का रथ पंक्ति 9 थामता है और b10 का रथ शह देता है। जनरल के पास कोई खाली बिंदु नहीं।
lesson-jg-double-chariot-mate-wrong = जनरल बच निकलता है। पंक्ति 9 बंद रखें और पंक्ति 10 में शह दें।
lesson-jg-double-chariot-mate-review = एक रथ काटता है, दूसरा शह देता है।
lesson-jg-horse-chariot-mate-title = जांगी में घोड़े और रथ की मात
lesson-jg-horse-chariot-mate-rule = रथ आखिरी पंक्ति पर शह देता है जबकि घोड़ा जनरल का निकास सँभालता है।
lesson-jg-horse-chariot-mate-explain = रथ i10 से शह देता है; c8 का घोड़ा e9 सँभालता है, और d10 व f10 रथ की रेखा पर हैं।
lesson-jg-horse-chariot-mate-wrong = यह मात नहीं है। पंक्ति 10 पर शह दें, जहाँ घोड़ा e9 सँभालता है।
lesson-jg-horse-chariot-mate-review = घोड़ा सँभालता है, रथ शह देता है।
lesson-jg-cannon-mate-title = जांगी में तोप की मात
lesson-jg-cannon-mate-rule = तोप ओट के ऊपर से शह देती है। जनरल के सामने के सैनिक अच्छी ओट बनते हैं और भागने के बिंदु सँभालते हैं।
lesson-jg-cannon-mate-explain = d3 की तोप d8 के सैनिक के ऊपर से शह देती है। d9 और e9 सँभले हुए हैं और बीच में कुछ नहीं आ सकता।
lesson-jg-cannon-mate-wrong = यह मात नहीं है। तोप को जनरल के कॉलम पर, d8 के सैनिक के पीछे कुदाएँ।
lesson-jg-cannon-mate-review = एक सैनिक ओट और पहरेदार दोनों हो सकता है।
lesson-jg-perpetual-check-title = जांगी में लगातार शह
lesson-jg-perpetual-check-rule = अगर कोई स्थिति तीसरी बार आए और एक पक्ष ने हर चाल में शह दी हो, तो वह पक्ष हारता है। रथ a10 से पहले ही दो बार शह दे चुका है।
lesson-jg-perpetual-check-explain = रथ i10 से शह देता है जबकि दूसरा पंक्ति 9 थामता है: बिना दोहराव के मात।
lesson-jg-perpetual-check-wrong = a10 से फिर शह स्थिति दोहराती है और हारती है। मात ढूँढें।
lesson-jg-perpetual-check-review = शह न दोहराएँ: नई शह या मात ढूँढें।
## online play: accounts, lobby, clocks, offers, chat, profiles, live games

account-login-open = लॉग इन
account-logout = लॉग आउट
account-signed-in = { $name } के रूप में लॉग इन
account-heading = लॉग इन करें या खाता बनाएँ
account-username = उपयोगकर्ता नाम
account-password = पासवर्ड
account-rules = उपयोगकर्ता नाम: 2 से 20 अक्षर, अंक, _ या -। पासवर्ड: कम से कम 8 वर्ण।
account-login = लॉग इन
account-register = खाता बनाएँ
account-cancel = रद्द करें
account-error-username-taken = यह उपयोगकर्ता नाम पहले से लिया हुआ है; कोई दूसरा चुनें।
account-error-bad-username = उपयोगकर्ता नाम में 2 से 20 अक्षर, अंक, _ या - होते हैं।
account-error-bad-password = पासवर्ड में कम से कम 8 वर्ण होने चाहिए।
account-error-wrong-credentials = उपयोगकर्ता नाम या पासवर्ड गलत है।
account-error-rate-limited = बहुत अधिक प्रयास; एक मिनट रुककर फिर कोशिश करें।
start-lobby = ऑनलाइन खेलें
start-live = खेल देखें
start-leaderboard = लीडरबोर्ड
start-online-now = अभी { $online } ऑनलाइन, { $games } खेल चल रहे हैं
lobby-heading = लॉबी
lobby-guest-hint = मेहमान केवल अनौपचारिक खेल खेलते हैं; रेटेड खेल और चुनौती के लिए लॉग इन करें।
lobby-challenges = चुनौतियाँ
lobby-seeks = खुले न्योते
lobby-no-seeks = अभी कोई खुला न्योता नहीं है। नीचे एक बनाएँ।
lobby-new-seek = नया न्योता
lobby-clock = घड़ी
lobby-clock-fischer = मिनट + हर चाल पर जुड़ने वाले सेकंड
lobby-clock-byoyomi = ब्योयोमी
lobby-untimed = बिना घड़ी
lobby-base = मिनट
lobby-increment = हर चाल पर जुड़ने वाले सेकंड
lobby-main = मुख्य समय (मिनट)
lobby-periods = अवधियाँ
lobby-period = हर अवधि के सेकंड
lobby-rated = रेटेड
lobby-challenge-to = किसी खिलाड़ी को चुनौती दें
lobby-create-seek = न्योता बनाएँ
lobby-send-challenge = चुनौती भेजें
lobby-guest = मेहमान
lobby-offer-terms = { $game }, { $rules }, { $clock }, { $rated }
lobby-rated-short = रेटेड
lobby-casual-short = अनौपचारिक
lobby-challenge-from = { $name } की चुनौती
lobby-challenge-to-player = { $name } को आपकी चुनौती
lobby-accept = स्वीकार करें
lobby-decline = अस्वीकार करें
lobby-withdraw = वापस लें
lobby-cancel = रद्द करें
lobby-error-no-name = जिस खिलाड़ी को चुनौती देनी है उसका उपयोगकर्ता नाम लिखें।
lobby-error-rated-needs-account = रेटेड खेल केवल लॉग इन खिलाड़ियों के लिए हैं; लॉग इन करें या अनौपचारिक खेलें।
lobby-error-too-many-seeks = आपके खुले न्योते सीमा तक पहुँच गए हैं; पहले कोई एक रद्द करें।
lobby-error-unknown-seek = वह न्योता अब खुला नहीं है।
lobby-error-unknown-challenge = वह चुनौती अब खुली नहीं है।
lobby-error-own-seek = आप अपने ही विरुद्ध नहीं खेल सकते।
lobby-error-not-yours = यह आपका नहीं है।
lobby-error-unknown-player = इस उपयोगकर्ता नाम का कोई खिलाड़ी नहीं है।
lobby-error-not-logged-in = पहले लॉग इन करें।
clock-periods = { $periods } × { $seconds } से.
clock-low = समय कम बचा है
offer-accept = स्वीकार करें
offer-decline = अस्वीकार करें
offer-draw-from = { $side } ड्रॉ का प्रस्ताव दे रहा है।
offer-draw-waiting = ड्रॉ का प्रस्ताव दिया; उत्तर की प्रतीक्षा है।
offer-takeback-from = { $side } एक चाल वापस लेना चाहता है।
offer-takeback-waiting = चाल वापसी माँगी; उत्तर की प्रतीक्षा है।
online-offer-draw = ड्रॉ का प्रस्ताव दें
online-takeback = चाल वापसी माँगें
online-abort = खेल रद्द करें
online-rematch = दोबारा खेलें
online-rematch-accept = दोबारा खेलना स्वीकार करें
online-claim-win = जीत का दावा करें
online-claim-draw = ड्रॉ घोषित करें
online-download-pgn = PGN डाउनलोड करें
online-download-gib = GIB डाउनलोड करें
grace-countdown = आपका प्रतिद्वंद्वी चला गया है। यदि वह नहीं लौटता, तो आप { $seconds } से. में खेल का दावा कर सकते हैं।
grace-over = आपका प्रतिद्वंद्वी नहीं लौटा। जीत का दावा करें या ड्रॉ घोषित करें।
chat-players = खिलाड़ियों की चैट
chat-spectators = दर्शकों की चैट
chat-label = संदेश
chat-send = भेजें
chat-from = { $name }:
chat-from-guest = मेहमान:
outcome-aborted = खेल रद्द कर दिया गया।
outcome-win-timeout = { $side } समय पर जीता।
outcome-win-abandonment = { $side } जीता: प्रतिद्वंद्वी खेल छोड़कर चला गया।
outcome-draw-timeout = ड्रॉ: समय समाप्त, पर दूसरा पक्ष जीत नहीं सकता था।
outcome-draw-abandonment = ड्रॉ: प्रतिद्वंद्वी खेल छोड़कर चला गया।
error-no-draws = इस नियम-सेट में सहमति से ड्रॉ नहीं होता।
error-two-players-only = केवल दो खिलाड़ियों के खेल में।
error-no-offer = उत्तर देने के लिए कोई प्रस्ताव नहीं है।
error-too-late-to-abort = खेल केवल पहली दो चालों में रद्द किया जा सकता है।
error-opponent-present = आपका प्रतिद्वंद्वी अभी यहीं है (या लौट सकता है)।
error-not-over = खेल अभी समाप्त नहीं हुआ है।
error-bad-chat = यह संदेश नहीं भेजा जा सकता (खाली, बहुत लंबा या यहाँ अनुमति नहीं)।
profile-title = { $name }: प्रोफ़ाइल
profile-unknown = इस उपयोगकर्ता नाम का कोई खिलाड़ी नहीं है।
profile-provisional = अस्थायी रेटिंग (?): अभी कम खेल हुए हैं।
profile-record = खेल: { $games }; जीते: { $wins }, ड्रॉ: { $draws }, हारे: { $losses }
profile-chart = { $game } रेटिंग { $from } से { $to } तक
profile-games = खेल
profile-newer = नए खेल
profile-older = पुराने खेल
profile-playing = चल रहा है
profile-game-about = { $game }, { $rated }: { $result }
game-players = { $first } बनाम { $second }
leaderboard-heading = लीडरबोर्ड
leaderboard-title = { $game } लीडरबोर्ड
leaderboard-empty = अभी कोई रेटेड खेल नहीं हुआ है।
live-heading = चल रहे खेल
live-empty = अभी कोई खेल नहीं चल रहा है।
live-about = { $game }, { $rules }, { $clock }
live-watch = देखें
## rules pages

start-rules = खेलों के नियम
rules-this-game = इस बाज़ी के नियम
rules-overview-title = { -brand }: { -xiangqi } और { -janggi } के नियम
rules-overview-heading = { -xiangqi } और { -janggi } के नियम
rules-overview-intro = दोनों खेल नौ रेखा चौड़े और दस रेखा लंबे बोर्ड के बिंदुओं पर खेले जाते हैं। हर पक्ष का एक जनरल नौ बिंदुओं के महल में होता है, और विरोधी जनरल को मात देने वाला जीतता है।
rules-about-xiangqi = { -xiangqi } चीनी शतरंज है। बोर्ड के बीच से एक नदी गुज़रती है, और { -red } पहले चलता है।
rules-about-janggi = { -janggi } कोरियाई शतरंज है। इसमें नदी नहीं है, हर महल की तिरछी रेखाएँ उसके अंदर के मोहरों के रास्ते हैं, और { -cho } पहले चलता है।
rules-setup-choice = बाज़ी से पहले हर पक्ष अपने घोड़ों और हाथियों की जगह चुनता है।
rules-setup-fixed = मोहरे तय बिंदुओं से शुरू होते हैं।
rules-page-title = { -brand }: { $rules }
rules-all = सभी नियम
rules-play = बाज़ी खेलें
rules-presets-heading = नियम-समूह
rules-not-found-title = ऐसा कोई नियम-समूह नहीं है
rules-not-found-text = “{ $name }” नाम का कोई नियम-समूह नहीं है। { -brand } इन्हें जानता है:
rules-pieces-heading = मोहरे कैसे चलते हैं
rules-diagram-caption = { $from } से यह यहाँ जा सकता है: { $targets }।
rules-diagram-blocked = रुका हुआ: { $points }।
rules-move-xiangqi-k = जनरल एक रेखा पर एक बिंदु चलता है और अपना महल कभी नहीं छोड़ता। दोनों जनरल खुली रेखा पर कभी आमने-सामने नहीं हो सकते।
rules-move-xiangqi-a = सलाहकार तिरछा एक बिंदु चलता है और महल में ही रहता है।
rules-move-xiangqi-b = हाथी ठीक दो बिंदु तिरछा चलता है। बीच के बिंदु पर मोहरा हो तो वह रुक जाता है, और वह कभी नदी पार नहीं करता।
rules-move-xiangqi-n = घोड़ा एक रेखा पर एक बिंदु, फिर बाहर की ओर एक बिंदु तिरछा चलता है। उस पहले बिंदु पर मोहरा हो तो रास्ता बंद हो जाता है।
rules-move-xiangqi-r = रथ रेखा पर कितनी भी दूर चलता है जब तक कोई मोहरा उसे न रोके, और पहले मिले विरोधी मोहरे को मारता है।
rules-move-xiangqi-c = तोप रथ की तरह चलती है, पर मारती केवल ठीक एक मोहरे के ऊपर से कूदकर विरोधी मोहरे पर।
rules-move-xiangqi-p = सैनिक एक बिंदु आगे चलता है। नदी पार करने के बाद वह एक बिंदु बगल में भी जा सकता है। वह कभी पीछे नहीं जाता।
rules-move-janggi-k = जनरल अपने महल की किसी भी रेखा पर, तिरछी रेखाओं समेत, एक बिंदु चलता है और महल कभी नहीं छोड़ता।
rules-move-janggi-a = रक्षक जनरल की तरह चलता है: महल की रेखाओं पर एक बिंदु।
rules-move-janggi-b = हाथी एक रेखा पर एक बिंदु, फिर बाहर की ओर दो बिंदु तिरछा चलता है। रास्ते के किसी भी बिंदु पर मोहरा हो तो वह रुक जाता है।
rules-move-janggi-n = घोड़ा एक रेखा पर एक बिंदु, फिर बाहर की ओर एक बिंदु तिरछा चलता है। उस पहले बिंदु पर मोहरा हो तो रास्ता बंद हो जाता है।
rules-move-janggi-r = रथ रेखा पर कितनी भी दूर चलता है, और महल के अंदर उसकी तिरछी रेखाओं पर भी।
rules-move-janggi-c = तोप रेखा या महल की तिरछी रेखा पर ठीक एक ऐसे मोहरे के ऊपर से कूदती है जो तोप न हो, और उसके आगे किसी बिंदु पर रुकती है या वहाँ मारती है। वह कभी तोप को नहीं मारती।
rules-move-janggi-p = सैनिक एक बिंदु आगे या बगल में चलता है, कभी पीछे नहीं।
rules-note-cannon-slides = इस नियम-समूह में, जो तोप मार नहीं रही वह रथ की तरह भी चल सकती है।
rules-note-cannon-must-jump = न मारते समय भी उसे कूदने के लिए एक मोहरा चाहिए।
rules-note-soldier-palace-diagonals = विरोधी महल में वह तिरछी रेखाओं पर आगे भी जा सकता है।
rules-table-heading = मोहरे एक नज़र में
rules-col-traditional = पारंपरिक अक्षर
rules-col-readable = एक अक्षर
rules-col-picture = चित्र
rules-col-name = नाम
rules-col-moves = कैसे चलता है
rules-col-points = अंक
rules-short-xiangqi-k = महल में रेखा पर एक बिंदु
rules-short-xiangqi-a = महल में तिरछा एक बिंदु
rules-short-xiangqi-b = तिरछे दो बिंदु, नदी के पार कभी नहीं
rules-short-xiangqi-n = एक सीधा, फिर एक तिरछा; रुक सकता है
rules-short-xiangqi-r = रेखा पर कितनी भी दूर
rules-short-xiangqi-c = रथ की तरह; एक मोहरे के ऊपर से कूदकर मारती है
rules-short-xiangqi-p = एक आगे; नदी के बाद बगल में भी
rules-short-janggi-k = महल की रेखाओं पर एक बिंदु
rules-short-janggi-a = महल की रेखाओं पर एक बिंदु
rules-short-janggi-b = एक सीधा, फिर दो तिरछे; रुक सकता है
rules-short-janggi-n = एक सीधा, फिर एक तिरछा; रुक सकता है
rules-short-janggi-r = रेखा या महल की तिरछी रेखा पर कितनी भी दूर
rules-short-janggi-c = ठीक एक ऐसे मोहरे के ऊपर से कूदती है जो तोप न हो
rules-short-janggi-p = एक आगे या बगल में
rules-endings-heading = बाज़ी कैसे ख़त्म होती है
rules-end-checkmate = मात: जिस पक्ष के जनरल पर हमला हो और वह बच न सके, वह हारता है।
rules-end-no-legal-move = जिस पक्ष के पास कोई वैध चाल न हो वह हारता है, भले ही उस पर शह न हो।
rules-end-flying-general = जनरल खुली रेखा पर कभी आमने-सामने नहीं हो सकते: जो चाल उन्हें ऐसे छोड़े वह मना है।
rules-end-facing-allowed = जनरल खुली रेखा पर आमने-सामने हो सकते हैं; इससे कुछ नहीं होता।
rules-end-bikjang-break-or-pass = बिकजांग: जिस पक्ष की बारी जनरलों के आमने-सामने रहते शुरू हो, उसे रेखा रोकनी या छोड़नी होगी, या पास करना होगा।
rules-end-bikjang-must-break = बिकजांग: जिस पक्ष की बारी जनरलों के आमने-सामने रहते शुरू हो, उसे रेखा रोकनी या छोड़नी होगी।
rules-end-bikjang-pass-while-facing = जनरलों के आमने-सामने रहते पास करने से बाज़ी ख़त्म होती है: { $decision ->
    [points] ज़्यादा अंकों वाला पक्ष जीतता है।
   *[draw] बाज़ी बराबर रहती है।
  }
rules-end-bikjang-still-facing = कोई मोहरा मारे जाने के बाद, जिस पक्ष की बारी जनरलों के आमने-सामने रहते शुरू हुई और जो उन्हें वैसे ही छोड़ दे, वह बाज़ी ख़त्म करता है: { $decision ->
    [points] ज़्यादा अंकों वाला पक्ष जीतता है।
   *[draw] बाज़ी बराबर रहती है।
  }
rules-end-pass-allowed = जिस पक्ष पर शह न हो, वह चलने के बजाय पास कर सकता है।
rules-end-pass-never = पास करना मना है।
rules-end-double-pass = दोनों पक्ष एक के बाद एक पास करें तो बाज़ी ख़त्म होती है: { $decision ->
    [points] ज़्यादा अंकों वाला पक्ष जीतता है।
   *[draw] बाज़ी बराबर रहती है।
  }
rules-end-repetition-xiangqi = कोई स्थिति तीसरी बार आए तो वह पक्ष हारता है जिसने पहली बार से हर चाल में शह दी हो, जब तक दोनों ने ऐसा न किया हो; वरना बराबरी।
rules-end-repetition-janggi = कोई स्थिति तीसरी बार आए तो ज़्यादा अंकों वाला पक्ष जीतता है; पर जिस पक्ष ने पहली बार से हर चाल में शह दी हो वह हारता है, जब तक दोनों ने ऐसा न किया हो।
rules-end-repetition-fold = कोई स्थिति { $count } बार आ जाए तो बाज़ी ख़त्म होती है: लगातार शह देने वाला हारता है; वरना { $decision ->
    [points] ज़्यादा अंकों वाला पक्ष जीतता है।
   *[draw] बाज़ी बराबर रहती है।
  }
rules-end-chasing = हर चाल में किसी असुरक्षित मोहरे का पीछा करना लगातार शह की तरह हार है।
rules-end-move-repetition = बिना शह दिए एक मोहरे को आगे-पीछे करना जल्दी दोहराव गिना जाता है।
rules-end-repetition-none = दोहराई गई स्थितियों से बाज़ी ख़त्म नहीं होती।
rules-end-ply-limit = कुल { $count } चालों (हर पक्ष की हर चाल गिनी जाती है) के बाद बाज़ी ख़त्म होती है: { $decision ->
    [points] ज़्यादा अंकों वाला पक्ष जीतता है।
   *[draw] बाज़ी बराबर रहती है।
  }
rules-end-quiet-limit = बिना मारे { $count } चालों (हर पक्ष की हर चाल गिनी जाती है) के बाद बाज़ी ख़त्म होती है: { $decision ->
    [points] ज़्यादा अंकों वाला पक्ष जीतता है।
   *[draw] बाज़ी बराबर रहती है।
  }
rules-end-quiet-limit-check-offset = किसी पक्ष की दस से ज़्यादा शह उस सीमा को लंबा करती हैं।
rules-end-bare-material = जब किसी भी पक्ष के पास रथ, घोड़ा, तोप या सैनिक न बचे, तो बाज़ी बराबर होती है।
rules-end-draw-agreement = खिलाड़ी बराबरी पर सहमत हो सकते हैं।
rules-end-resignation = खिलाड़ी कभी भी हार मान सकता है।
rules-end-points = अंक: हर पक्ष बोर्ड पर अपने मोहरे गिनता है (तालिका देखें); { -han } दूसरे चलने के कारण { $bonus } जोड़ता है, इसलिए योग कभी बराबर नहीं होते।
rules-faq-heading = सवाल और जवाब
rules-faq-q1 = कौन-सा पक्ष पहले चलता है?
rules-faq-a1 = { -xiangqi } में { -red }, { -janggi } में { -cho }।
rules-faq-q2 = क्या जनरल महल छोड़ सकता है?
rules-faq-a2 = नहीं। जनरल और उसके सलाहकार या रक्षक हमेशा अपने महल में रहते हैं।
rules-faq-q3 = मेरा घोड़ा या हाथी वहाँ क्यों नहीं जा सकता?
rules-faq-a3 = उसके रास्ते के किसी बिंदु पर रखा मोहरा उसे रोक रहा है; ऊपर के चित्र ऐसे बिंदुओं को क्रॉस से दिखाते हैं।
rules-faq-q4 = अगर वही स्थिति बार-बार लौटे तो क्या होता है?
rules-faq-a4 = यह नियम-समूह पर निर्भर है: इस पेज पर बाज़ी ख़त्म होने के तरीक़ों की सूची बताती है कि यह समूह क्या करता है।
rules-strategy-heading = रणनीति के नोट
rules-strategy-opening-heading = शुरुआत
rules-strategy-opening = रथ जल्दी निकालें, घोड़ों को रुकने से पहले विकसित करें, महल की रक्षा बनाए रखें और बिना मक़सद सैनिक न चलाएँ।
rules-strategy-values-heading = मोहरों का मूल्य
rules-strategy-values-xiangqi = एक रथ लगभग दो घोड़ों या दो तोपों के बराबर है। तोपें शुरुआत में ज़्यादा मज़बूत होती हैं और घोड़े अंत में, जब बोर्ड ख़ाली होने लगता है। सलाहकार और हाथी रक्षा करते हैं।
rules-strategy-values-janggi = तालिका के अंक अच्छा मार्गदर्शन हैं: रथ सबसे मज़बूत मोहरा है, और तोपें बोर्ड ख़ाली होने पर कमज़ोर पड़ती हैं क्योंकि उन्हें कूदने के लिए मोहरे चाहिए।
rules-strategy-mates-heading = आम मातें
rules-strategy-mates = दो रथ पास-पास की रेखाओं पर बारी-बारी से चलकर मात देते हैं। घोड़ा और रथ ऐसे जनरल को मात देते हैं जो अपने ही मोहरों से घिरा हो। जनरल की रेखा पर किसी ओट के पीछे की तोप तब मात देती है जब जनरल बगल में न हट सके।
embed-title = { -brand }: खेल का बोर्ड
embed-link-game = यह बाज़ी { -brand } पर देखें
embed-link-rules = इस बाज़ी के नियम { -brand } पर
embed-link-home = { -brand } पर { -janggi } और { -xiangqi } खेलें
embed-no-game = “{ $id }” नाम की कोई बाज़ी नहीं है।
embed-unavailable = यह बाज़ी अभी नहीं दिखाई जा सकती: { $reason }
embed-bad-query = यह लिंक ग़लत बना है।
embed-bad-rules = अनजाना नियम-समूह “{ $name }”।
embed-bad-fen = यह स्थिति नहीं दिखाई जा सकती: { $reason }
embed-code-button = एम्बेड कोड कॉपी करें
embed-code-copied = एम्बेड कोड कॉपी हो गया
embed-frame-title = { -brand }: खेल का बोर्ड
## analysis
analysis-legend = इंजन विश्लेषण
analysis-on = विश्लेषण करें
analysis-lines-label = पंक्तियाँ
analysis-depth = गहराई { $depth }
analysis-waiting = इंजन सोच रहा है…
analysis-no-moves = इस स्थिति में कोई वैध चाल नहीं है।
analysis-mate = { $side } { $moves } चालों में मात देता है
analysis-line-title = पंक्ति { $number }: { $moves }
analysis-graph-button = पूरे खेल का मूल्यांकन करें
analysis-graph-label = हर चाल के बाद का मूल्यांकन; उस चाल पर जाने के लिए क्लिक करें
analysis-graph-progress = { $total } में से { $done } स्थितियों का मूल्यांकन हुआ
analysis-graph-done = गलतियाँ लाल रंग में दिखाई गई हैं; किसी चाल पर जाने के लिए ग्राफ़ पर क्लिक करें।
analysis-mistake = चाल { $ply } ({ $move }): गलती, { $drop } का नुकसान
analysis-too-many = आपके पते से बहुत सारे विश्लेषण बोर्ड खुले हैं; एक बंद करके फिर कोशिश करें।
analysis-no-engine = इस सर्वर के पास विश्लेषण के लिए कोई इंजन नहीं है।
analysis-failed = विश्लेषण विफल रहा: { $reason }
editor-keys-hint = बोर्ड पर: तीर कुंजियाँ घुमाती हैं, FEN का एक अक्षर मोहरा चुनता है (पहले खिलाड़ी के लिए बड़ा अक्षर: K A B N R C P), Enter या Space उसे रखता है, Delete हटाता है, x हटाना चुनता है।
