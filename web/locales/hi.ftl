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
