# Palace, the browser client: French (français).
#
# Translated from en.ftl, the reference catalogue; same ids and variables.

## Terms

-brand = Palace
-xiangqi = Xiangqi
-janggi = Janggi
-red = Rouge
-black = Noir
-cho = Cho
-han = Han

## Page and header

# The page title on the start screen.
title-start = { -brand } : { -janggi } et { -xiangqi }
# The page title during a game; $first and $second are side names.
title-game = { -brand } : { $first } contre { $second }
brand = { -brand }
pieces-label = Pièces
language-label = Langue
sound-label = Sons
skip-to-board = Aller au plateau

## Piece sets

pieceset-traditional = Caractères traditionnels
pieceset-readable = Un caractère par type de pièce
pieceset-letters = Lettres
pieceset-pictures = Images

## Sides

side-red = { -red }
side-black = { -black }
side-cho = { -cho }
side-han = { -han }

## Pieces, by game

piece-xiangqi-k = Général
piece-xiangqi-a = Conseiller
piece-xiangqi-b = Éléphant
piece-xiangqi-n = Cheval
piece-xiangqi-r = Char
piece-xiangqi-c = Canon
piece-xiangqi-p = Soldat
piece-janggi-k = Général
piece-janggi-a = Garde
piece-janggi-b = Éléphant
piece-janggi-n = Cheval
piece-janggi-r = Char
piece-janggi-c = Canon
piece-janggi-p = Soldat

## Start screen

start-heading = Jouez au { -janggi } ou au { -xiangqi }
resume-button = Reprendre votre partie
game-legend = Jeu
game-xiangqi = { -xiangqi }
game-xiangqi-sub = Échecs chinois
game-janggi = { -janggi }
game-janggi-sub = Échecs coréens
opponent-legend = Adversaire
mode-computer = Ordinateur
mode-local = Deux joueurs
mode-local-sub = sur cet appareil
mode-friend = Inviter un ami
mode-friend-sub = envoyer un lien
level-legend = Niveau
level-select-label = Niveau 1 à 8
level-easy = Facile
level-easy-about = Fait des erreurs : idéal pour apprendre les coups.
level-normal = Normal
level-normal-about = Joue raisonnablement et punit les pièces mal protégées.
level-hard = Difficile
level-hard-about = Le niveau le plus fort : réfléchit le plus longtemps et se trompe rarement.
# $won, $lost and $drawn are numbers of games.
score-level = Votre bilan au niveau { $level } : victoires { $won }, défaites { $lost }, nulles { $drawn }
score-friend = Contre des amis : victoires { $won }, défaites { $lost }, nulles { $drawn }
# $first and $second are side names; $firstWins and $secondWins numbers of games.
score-local = Parties sur cet appareil : victoires de { $first } { $firstWins }, victoires de { $second } { $secondWins }, nulles { $drawn }
side-legend = Votre camp
side-moves-first = joue en premier
side-moves-second = joue en second
side-random = Au hasard
# Two players on one device: which side sits at the bottom.
side-at-bottom = { $side } en bas
rules-legend = Règles
rules-advanced = Avancé : compatible avec Fairy-Stockfish
rules-xiangqi-standard = Standard (règles asiatiques, répétition simplifiée)
rules-xiangqi = Fairy-Stockfish : { -xiangqi }
rules-janggi-standard = Standard (disposition au choix, bikjang aux points)
rules-janggi-club = Club (disposition fixe, les canons glissent)
rules-janggi-strict = Strict (sans passe)
rules-janggi = Fairy-Stockfish : { -janggi }
rules-janggitraditional = Fairy-Stockfish : traditionnel
rules-janggimodern = Fairy-Stockfish : moderne (Kakao)
rules-janggicasual = Fairy-Stockfish : décontracté
setup-hint = { -janggi } : avant le premier coup, chaque camp choisit l’emplacement de ses chevaux et de ses éléphants, { -han } d’abord, puis { -cho }.
start-button = Commencer
# $reason is one of the error-… messages below.
start-failed = Impossible de commencer la partie : { $reason }

## A game link that leads nowhere

not-found-heading = Aucune partie ici
not-found-text = Il n’y a aucune partie à ce lien. Il est peut-être mal saisi, ou la partie n’existe plus.
not-found-home = Commencer une nouvelle partie

## Game screen

board-label = Plateau
board-help = Les flèches déplacent le curseur, Entrée ou Espace prend une pièce puis la pose, Échap annule.
review-start = Position de départ
review-after = Après le coup { $ply } sur { $total }
review-first = Position de départ
review-prev = Coup précédent
review-next = Coup suivant
review-live = Revenir à la partie
turn-connecting = Connexion…
turn-reconnecting = Reconnexion…
turn-choose-setup = Choisissez votre disposition ({ $side }).
turn-waiting-setup = En attente du choix de disposition de { $side }…
turn-side-to-move = { $side } au trait.
turn-yours = À vous de jouer ({ $side }).
turn-computer = L’ordinateur ({ $side }) réfléchit…
turn-waiting-friend = En attente de votre ami, qui jouera { $side }…
turn-waiting = En attente de { $side }…
check-xiangqi = Échec !
check-janggi = Janggun (échec) !
notice-watching = Vous regardez cette partie.
notice-seat-taken = Les deux places sont prises : vous regardez cette partie.
notice-invite-failed = Cette invitation ne fonctionne pas : vous regardez cette partie.
notice-repetition = Cette position s’est produite deux fois. Si elle se produit une troisième fois, la partie se termine (le camp qui a donné échec à chaque coup perd).
notice-bikjang = Bikjang : les généraux se font face sur une colonne ouverte.

## Players

player-you = { $side } : vous
player-this-device = { $side } : cet appareil
player-computer = { $side } : ordinateur, niveau { $level }
player-waiting-friend = { $side } : en attente d’un ami
player-friend = { $side } : votre ami
player-friend-away = { $side } : votre ami (absent)
player-other = { $side } : joueur
player-other-away = { $side } : joueur (absent)
to-move = au trait
spectators =
    { $count ->
        [one] { $count } spectateur
       *[other] { $count } spectateurs
    }
invite-prompt = Envoyez ce lien à votre ami :
invite-link-label = Lien d’invitation
copy = Copier
copied = Copié
# $first and $second are side names, the others their points.
points = Points : { $first } { $firstPoints } · { $second } { $secondPoints }
captured-lost = Pièces perdues par { $side } :
captured-none = Pièces perdues par { $side } : aucune

## Buttons

pass = Passer
undo = Reprendre le coup
flip = Retourner le plateau
flip-title = Faire pivoter le plateau
resign = Abandonner
new-game = Nouvelle partie
moves-heading = Coups
coords-label = coordonnées
copy-moves = Copier les coups
moves-copied = Coups copiés
move-pass = passe
move-title = Coup { $ply } : { $move }

## Janggi setup choice

setup-title-mine = { $side } : choisissez l’emplacement de vos chevaux et éléphants
setup-title-other = { $side } choisit sa disposition…
# $setup is one of the setup-… names below.
setup-han-chose = { -han } a choisi { $setup }.
setup-order = { -han } choisit en premier, puis { -cho }.
setup-named = Lu depuis la gauche de chaque joueur.
setup-ma-sang-sang-ma = 馬象象馬 cheval, éléphant, éléphant, cheval
setup-sang-ma-sang-ma = 象馬象馬 éléphant, cheval, éléphant, cheval
setup-ma-sang-ma-sang = 馬象馬象 cheval, éléphant, cheval, éléphant
setup-sang-ma-ma-sang = 象馬馬象 éléphant, cheval, cheval, éléphant

## Dialogs

resign-question = Abandonner cette partie ?
resign-yes = Abandonner
keep-playing = Continuer à jouer
# $outcome is one of the outcome-… sentences below.
pass-question = Passer maintenant met fin à la partie. { $outcome } Passer quand même ?
pass-yes = Passer et terminer la partie
over-title = Partie terminée
over-won = Vous avez gagné !
over-lost = Vous avez perdu
over-draw = Partie nulle
over-points = Points : { $first } { $firstPoints }, { $second } { $secondPoints }.
score-after-level = Contre le niveau { $level } : victoires { $won }, défaites { $lost }, nulles { $drawn }.
score-after-friend = Contre des amis : victoires { $won }, défaites { $lost }, nulles { $drawn }.
score-after-local = Parties sur cet appareil : victoires de { $first } { $firstWins }, victoires de { $second } { $secondWins }, nulles { $drawn }.
play-again = Rejouer
look-at-board = Voir le plateau

## How a game ended: $side is the winner's side name.

outcome-win-checkmate = { $side } gagne par échec et mat.
outcome-win-no-legal-moves = { $side } gagne : l’autre camp n’a plus aucun coup légal.
outcome-win-bikjang = { $side } gagne aux points après un bikjang (les généraux se faisaient face).
outcome-win-repetition = { $side } gagne par répétition.
outcome-win-perpetual-check = { $side } gagne : l’autre camp a donné un échec perpétuel.
outcome-win-double-pass = { $side } gagne aux points après que les deux camps ont passé.
outcome-win-ply-limit = { $side } gagne aux points à la limite de coups.
outcome-win-quiet-limit = { $side } gagne après trop de coups sans prise.
outcome-win-bare-material = { $side } gagne : l’autre camp n’a plus aucune pièce d’attaque.
outcome-win-resignation = { $side } gagne par abandon.
outcome-win-agreement = { $side } gagne d’un commun accord.
outcome-win = { $side } gagne.
outcome-draw-bikjang = Nulle par bikjang (les généraux se faisaient face).
outcome-draw-repetition = Nulle par répétition.
outcome-draw-perpetual-check = Nulle : les deux camps ont donné un échec perpétuel.
outcome-draw-double-pass = Nulle : les deux camps ont passé.
outcome-draw-ply-limit = Nulle à la limite de coups.
outcome-draw-quiet-limit = Nulle après trop de coups sans prise.
outcome-draw-bare-material = Nulle : aucun camp n’a plus de pièce d’attaque.
outcome-draw-agreement = Nulle d’un commun accord.
outcome-draw = Partie nulle.

## Board cells and announcements for screen readers

# $point is a point name such as e3.
point-empty = { $point }, vide
point-piece = { $piece } ({ $side }), { $point }
point-target = { $point }, vide, vous pouvez jouer ici
point-capture = { $piece } ({ $side }), { $point }, prise possible
announce-picked =
    { $count ->
        [one] Pièce prise : { $piece } en { $point } ; une seule destination possible.
       *[other] Pièce prise : { $piece } en { $point } ; { $count } destinations possibles.
    }
announce-cannot-move = { $piece } en { $point } ne peut pas bouger pour l’instant.
announce-put-down = Pièce posée.
# $move is the move in the game's notation, $side who made it.
announce-move = { $side } : { $move }.
announce-pass = { $side } passe.

## Errors, by the server's codes

error-not-connected = Pas de connexion au serveur ; nouvelle tentative…
error-unreachable = Impossible de joindre le serveur.
error-unknown-game = Cette partie n’existe pas.
error-wrong-token = Ce navigateur n’occupe aucune place dans cette partie.
error-spectator = Vous regardez cette partie et ne pouvez pas jouer.
error-not-your-turn = Ce n’est pas à vous de jouer.
error-malformed-move = Le serveur n’a pas compris ce coup.
error-illegal-move = Ce coup n’est pas légal.
error-game-over = La partie est terminée.
error-undo-not-allowed = Dans cette partie, on ne peut pas reprendre les coups.
error-setup-pending = La disposition est encore en cours de choix.
error-no-setup = Il n’y a pas de disposition à choisir pour le moment.
error-unknown-setup = Cette disposition n’existe pas.
error-nothing-to-undo = Il n’y a aucun coup à reprendre.
error-wrong-invite = Cette invitation ne fonctionne pas.
error-seat-taken = Les deux places sont prises.
error-unavailable = La partie est occupée ; réessayez dans un instant.
error-storage = Le serveur n’a pas pu enregistrer la partie ; réessayez.
error-storage-unavailable = Le serveur ne peut pas enregistrer de parties pour le moment ; réessayez un peu plus tard.
error-too-many-spectators = Trop de personnes regardent cette partie ; nouvelle tentative…
error-bad-request = Le serveur n’a pas compris la requête.
error-too-large = La requête était trop volumineuse.
error-malformed = Le serveur n’a pas compris un message.
error-rate-limited = Trop de messages à la fois ; reconnexion…
error-other = Une erreur s’est produite ({ $code }).

## Study board and board editor

start-study = Étudier une partie
start-editor = Composer une position
title-study = Échiquier d’étude · Palace
title-editor = Éditeur de position · Palace
study-heading = Échiquier d’étude
study-import-legend = Importer une partie
study-file-label = Ouvrir un fichier
study-drop-hint = GIB, PGN, XQF, DhtmlXQ, CBF ou FEN ; vous pouvez aussi déposer le fichier sur cette page.
study-paste-label = Ou collez une partie ou une FEN
study-paste-button = Lire
study-reading = Lecture…
study-read-failed = La partie n’a pas pu être lue : { $reason }
study-games-label = Partie
study-game-option = { $number }. { $title }
study-game-errors = Parties illisibles dans le fichier : { $count }. La première : { $detail }
study-empty = Importez une partie, ou ouvrez une position depuis l’éditeur.
study-ply = Coup { $ply } sur { $total }
study-branch = Coup { $ply } de votre ligne depuis le coup { $from }
study-back-to-game = Revenir à la partie
study-last = Dernier coup
study-export-legend = Exporter
study-fen-label = FEN
study-copy-fen = Copier la FEN
study-edit-position = Modifier cette position
study-export-what = Quoi
study-export-line = La ligne sur le plateau
study-export-game = La partie importée
study-format-label = Format
study-format-pgn = PGN, coordonnées
study-format-wxf = PGN, coups WXF
study-format-chinese = PGN, coups en chinois
study-format-korean = PGN, coups en coréen
study-format-gib = GIB
study-format-fen = FEN de la position affichée
study-export-button = Afficher
study-download = Télécharger
editor-heading = Éditeur de position
editor-palette-label = Pièce à poser
editor-turn-label = Trait aux
editor-start = Position initiale
editor-clear = Vider le plateau
editor-check = Vérifier la position
editor-open-study = Ouvrir dans l’échiquier d’étude
editor-valid = La position est valide.
editor-piece = { $piece } ({ $side })
editor-remove = Retirer une pièce
editor-fault-bad-fen = La FEN est illisible.
editor-fault-general-count = { $side } doit avoir exactement un { $piece }.
editor-fault-general-outside-palace = { $piece } ({ $side }) en { $point } est hors de son palais.
editor-fault-generals-facing = Les généraux se font face sans rien entre eux.
editor-fault-too-many = { $side } a { $count } × { $piece }, { $max } au plus sont permis.
editor-fault-misplaced = { $piece } ({ $side }) en { $point } est là où il ne peut jamais aller.
editor-fault-soldier-behind-start = { $piece } ({ $side }) en { $point } est derrière sa ligne de départ ; les soldats ne reculent jamais.
editor-fault-opponent-in-check = Le camp qui n’a pas le trait est en échec.
editor-play-computer = La jouer contre l’ordinateur
editor-play-friend = La jouer avec un ami
study-this-game = Étudier cette partie

## lessons
start-lessons = Leçons
lessons-heading = Leçons
lessons-intro = Chaque leçon enseigne une règle sur une position : lisez la règle, comparez les coups marqués, puis jouez la réponse sur le plateau.
lessons-progress = { $done } sur { $total } résolues
lessons-solved = Résolue
lessons-step-rule = La règle
lessons-step-compare = Comparez ces coups
lessons-step-play = À vous de jouer
lessons-play-hint = Jouez votre réponse sur le plateau.
lessons-right = Exact !
lessons-wrong = Pas celui-ci.
lessons-show-answer = Voir la réponse
lessons-try-again = Réessayer
lessons-next = Leçon suivante
lessons-all = Toutes les leçons
lessons-review = À retenir
lessons-candidate = { $piece } { $move }
lessons-not-found = Cette leçon n'existe pas.
lesson-q-capture = Quel coup gagne du matériel ?
lesson-q-mate = Trouvez le mat en un coup.
lesson-q-check = Vous êtes en échec. Quelle est la meilleure réponse ?
lesson-q-safe = Votre cheval est attaqué. Où doit-il aller ?
lesson-q-bikjang = Les généraux se font face. Rompez le bikjang.
lesson-q-pass = Que faut-il faire ici ?
lesson-q-points = Quelle prise rapporte le plus de points ?
lesson-xq-cannon-screen-title = L'écran du canon
lesson-xq-cannon-screen-rule = Le canon se déplace comme le char, mais ne prend qu'en sautant exactement une pièce de n'importe quel camp : l'écran.
lesson-xq-cannon-screen-explain = Le soldat noir en b6 est l'écran : le canon le saute et prend le char en b8.
lesson-xq-cannon-screen-wrong = Ce coup est légal mais ne prend rien : le canon ne prend que par-dessus un écran.
lesson-xq-cannon-screen-review = Canon : il glisse pour se déplacer, saute une pièce pour prendre.
lesson-xq-cannon-limit-title = Ce que le canon ne peut pas prendre
lesson-xq-cannon-limit-rule = Sans pièce entre les deux, ou avec deux, le canon ne peut pas prendre. Il lui faut exactement un écran.
lesson-xq-cannon-limit-explain = Votre soldat en e5 est l'écran entre le canon et le cheval en g5. Le char en b9 n'a aucun écran devant lui.
lesson-xq-cannon-limit-wrong = Le canon ne fait que s'y déplacer. Il ne peut pas prendre le char en b9 : rien ne les sépare.
lesson-xq-cannon-limit-review = Pas d'écran, pas de prise : cherchez exactement une pièce entre les deux.
lesson-xq-horse-leg-title = La jambe du cheval
lesson-xq-horse-leg-rule = Le cheval avance d'un point en ligne droite, puis d'un point en diagonale vers l'extérieur. Une pièce sur ce premier point, la jambe, le bloque.
lesson-xq-horse-leg-explain = Votre conseiller en d3 bloque le chemin vers le char en e4, mais le chemin vers le canon en a4 est libre.
lesson-xq-horse-leg-wrong = Cela ne prend rien. Le point d3 est bloqué, mais b3 est libre.
lesson-xq-horse-leg-review = Avant de compter les sauts d'un cheval, vérifiez chaque jambe.
lesson-xq-elephant-eye-title = L'œil de l'éléphant
lesson-xq-elephant-eye-rule = L'éléphant se déplace d'exactement deux points en diagonale et ne traverse jamais la rivière. Une pièce sur le point du milieu, l'œil, le bloque.
lesson-xq-elephant-eye-explain = Le soldat en f4 bloque le chemin vers g5, mais celui vers c5 est ouvert : l'éléphant prend le cheval.
lesson-xq-elephant-eye-wrong = Cela ne prend rien. L'œil d4 est libre, donc l'éléphant atteint c5.
lesson-xq-elephant-eye-review = Une pièce sur l'œil arrête l'éléphant.
lesson-xq-soldier-river-title = Les soldats au-delà de la rivière
lesson-xq-soldier-river-rule = Le soldat avance d'un point. Une fois la rivière franchie, il peut aussi aller de côté, jamais en arrière.
lesson-xq-soldier-river-explain = Le soldat en e6 a franchi la rivière : il peut prendre le cheval en d6 de côté. Le soldat en c5 ne l'a pas encore franchie.
lesson-xq-soldier-river-wrong = Cela ne gagne rien. Seul le soldat au-delà de la rivière prend de côté.
lesson-xq-soldier-river-review = Avant la rivière : tout droit. Après : tout droit ou de côté.
lesson-xq-piece-values-title = La valeur des pièces
lesson-xq-piece-values-rule = Repère courant : char 9, cheval et canon environ 4,5, conseiller et éléphant 2, soldat 1 ou 2.
lesson-xq-piece-values-explain = Le cheval peut prendre le char ou un soldat ; le char vaut bien plus.
lesson-xq-piece-values-wrong = Le gain est bien moindre. Votre cheval peut prendre le char en b5.
lesson-xq-piece-values-review = Entre plusieurs prises, prenez la pièce la plus précieuse.
lesson-xq-answer-check-title = Répondre à un échec
lesson-xq-answer-check-rule = On répond à un échec en déplaçant le général, en interposant une pièce ou en prenant la pièce qui donne échec. Ici, les conseillers immobilisent le général.
lesson-xq-answer-check-explain = Le char en a8 prend le char qui donne échec : l'échec disparaît et vous gagnez un char.
lesson-xq-answer-check-wrong = Cela pare l'échec, mais le char noir reste. Mieux vaut le prendre.
lesson-xq-answer-check-review = En échec, cherchez d'abord à prendre la pièce qui le donne.
lesson-xq-flying-general-pin-title = Les généraux ne doivent pas se faire face
lesson-xq-flying-general-pin-rule = Les généraux ne peuvent jamais être sur une même colonne sans rien entre eux. Une pièce seule entre eux ne peut pas quitter la colonne.
lesson-xq-flying-general-pin-explain = Le cheval noir en e6 est la seule pièce entre les généraux. Il ne peut pas fuir : votre soldat le prend.
lesson-xq-flying-general-pin-wrong = Le cheval survit. Il est cloué par votre général : prenez-le maintenant.
lesson-xq-flying-general-pin-review = Votre général contrôle sa colonne ouverte : servez-vous-en pour clouer.
lesson-xq-flying-general-mate-title = Le général aide à mater
lesson-xq-flying-general-mate-rule = Comme les généraux ne peuvent pas se faire face, votre général contrôle toute sa colonne.
lesson-xq-flying-general-mate-explain = Le char donne échec en b10. Le général ne peut aller ni en d10, face à votre général, ni en f10 ou e9.
lesson-xq-flying-general-mate-wrong = Ce n'est pas mat : le général noir a encore une issue.
lesson-xq-flying-general-mate-review = Comptez votre général parmi les attaquants : il garde sa colonne.
lesson-xq-double-chariot-mate-title = Mat des deux chars
lesson-xq-double-chariot-mate-rule = Deux chars matent un général : l'un ferme une rangée, l'autre donne échec sur la suivante.
lesson-xq-double-chariot-mate-explain = Le char en a9 tient la rangée 9, l'autre donne échec en b10. Le général n'a aucun point libre.
lesson-xq-double-chariot-mate-wrong = Le général s'échappe. Gardez la rangée 9 fermée et donnez échec sur la rangée 10.
lesson-xq-double-chariot-mate-review = Un char coupe, l'autre donne échec.
lesson-xq-horse-chariot-mate-title = Mat du cheval et du char
lesson-xq-horse-chariot-mate-rule = Le cheval donne échec de près tandis que le char ôte au général ses points de fuite.
lesson-xq-horse-chariot-mate-explain = Le cheval donne échec de g9 (ou f8). Le char couvre e9 et les conseillers bloquent le reste.
lesson-xq-horse-chariot-mate-wrong = Ce n'est pas mat. Donnez échec avec le cheval pendant que le char garde e9.
lesson-xq-horse-chariot-mate-review = Le char enferme, le cheval donne échec.
lesson-xq-horse-cannon-mate-title = Le canon derrière le cheval
lesson-xq-horse-cannon-mate-rule = Un cheval devant le général peut servir d'écran au canon tout en gardant les points voisins du général.
lesson-xq-horse-cannon-mate-explain = Le canon en e3 donne échec par-dessus le cheval en e8. Le cheval couvre d10 et f10, le canon couvre e9.
lesson-xq-horse-cannon-mate-wrong = Ce n'est pas mat. Placez le canon sur la colonne du général, derrière le cheval.
lesson-xq-horse-cannon-mate-review = Cheval devant, canon derrière : un mat classique.
lesson-xq-soldier-mate-title = Le mat du soldat
lesson-xq-soldier-mate-rule = Un soldat au-delà de la rivière peut mater quand d'autres pièces gardent les points de fuite du général.
lesson-xq-soldier-mate-explain = Le soldat donne échec en f9, protégé par le char. Le général ne peut pas aller en e10 : il ferait face à votre général.
lesson-xq-soldier-mate-wrong = Pas mat. Avancez le soldat là où le char le protège.
lesson-xq-soldier-mate-review = Même un soldat mate quand le général n'a nulle part où aller.
lesson-xq-perpetual-check-title = L'échec perpétuel perd
lesson-xq-perpetual-check-rule = Quand une position revient pour la troisième fois et qu'un camp a donné échec à chaque coup, ce camp perd. Le char a déjà donné échec deux fois depuis a10.
lesson-xq-perpetual-check-explain = Le char en i8 donne échec en i10 pendant que l'autre tient la rangée 9 : mat, sans répétition.
lesson-xq-perpetual-check-wrong = L'échec en a10 répète la position une troisième fois et perdrait. Cherchez un mat.
lesson-xq-perpetual-check-review = Ne répétez pas les échecs : trouvez-en un nouveau, ou un mat.
lesson-xq-chase-title = La chasse
lesson-xq-chase-rule = Attaquer sans cesse la même pièce non protégée est une chasse. Selon ces règles, la chasse perpétuelle perd, comme l'échec perpétuel.
lesson-xq-chase-explain = En c4, le cheval est protégé par votre char en c1 : la chasse est finie.
lesson-xq-chase-wrong = Là, le cheval reste sans protection et le char peut continuer à le chasser.
lesson-xq-chase-review = Contre une chasse, placez la pièce là où elle est protégée.
lesson-jg-cannon-screen-title = L'écran du canon du janggi
lesson-jg-cannon-screen-rule = Au janggi, le canon saute exactement une pièce pour se déplacer comme pour prendre. Sans écran, il ne peut pas bouger.
lesson-jg-cannon-screen-explain = Le soldat Han en b6 est l'écran : le canon le saute et prend le char en b8.
lesson-jg-cannon-screen-wrong = Le canon peut atterrir là, mais ne prend rien. Sautez l'écran et prenez le char.
lesson-jg-cannon-screen-review = Le canon du janggi saute toujours, même pour se déplacer.
lesson-jg-cannon-limit-title = Un canon ne saute pas un canon
lesson-jg-cannon-limit-rule = Le canon du janggi ne peut pas prendre un canon comme écran, ni jamais prendre un canon.
lesson-jg-cannon-limit-explain = Le canon Han en b5 ne peut pas être sauté, donc le char est à l'abri. Par-dessus votre cheval en c3, le canon prend le cheval en f3.
lesson-jg-cannon-limit-wrong = Cela ne prend rien. Servez-vous de votre cheval en c3 comme écran et prenez le cheval en f3.
lesson-jg-cannon-limit-review = Les canons ne sautent ni ne prennent les canons.
lesson-jg-chariot-diagonal-title = Le char dans le palais
lesson-jg-chariot-diagonal-rule = Dans un palais, le char peut aussi se déplacer le long des diagonales.
lesson-jg-chariot-diagonal-explain = De d3, le char suit la diagonale par le centre vide e2 et prend le canon en f1.
lesson-jg-chariot-diagonal-wrong = Cela ne prend rien. Dans le palais, le char peut suivre la diagonale de d3 à f1.
lesson-jg-chariot-diagonal-review = Les lignes du palais sont des routes de plus pour le char.
lesson-jg-cannon-diagonal-title = Le canon sur la diagonale du palais
lesson-jg-cannon-diagonal-rule = Sur une diagonale du palais, le canon saute d'un coin au coin opposé, par-dessus une pièce au centre qui n'est pas un canon.
lesson-jg-cannon-diagonal-explain = Votre garde en e2 est l'écran : le canon saute de d1 en f3 et prend le char.
lesson-jg-cannon-diagonal-wrong = Cela ne prend rien. Sautez en diagonale par-dessus la garde en e2.
lesson-jg-cannon-diagonal-review = Dans le palais, le canon peut sauter par-dessus le centre.
lesson-jg-elephant-block-title = L'éléphant du janggi
lesson-jg-elephant-block-rule = L'éléphant avance d'un point en ligne droite, puis de deux en diagonale. Une pièce sur l'un des deux points du trajet le bloque.
lesson-jg-elephant-block-explain = Le chemin vers f6 par d4 et e5 est libre : l'éléphant prend le cheval. Le soldat en d6 bloque le chemin vers le char.
lesson-jg-elephant-block-wrong = Cela ne prend rien. Vérifiez les deux points de chaque chemin de l'éléphant.
lesson-jg-elephant-block-review = L'éléphant a deux points à vérifier sur chaque chemin.
lesson-jg-horse-block-title = Le cheval du janggi
lesson-jg-horse-block-rule = Le cheval avance d'un point en ligne droite, puis d'un en diagonale vers l'extérieur. Une pièce sur le premier point le bloque.
lesson-jg-horse-block-explain = Votre garde en d3 bloque le chemin vers le char en e4 ; celui vers le canon en a4, par b3, est libre.
lesson-jg-horse-block-wrong = Cela ne prend rien. Le cheval atteint encore a4 par le point vide b3.
lesson-jg-horse-block-review = Un cheval n'est libre que si son premier pas l'est.
lesson-jg-soldier-palace-title = Les soldats dans le palais
lesson-jg-soldier-palace-rule = Le soldat du janggi avance ou va de côté. Dans le palais adverse, il peut aussi avancer le long des diagonales.
lesson-jg-soldier-palace-explain = Du coin d8, le soldat suit la diagonale du palais jusqu'en e9 et prend le cheval.
lesson-jg-soldier-palace-wrong = Cela ne prend rien. De d8, le soldat peut aller en diagonale en e9.
lesson-jg-soldier-palace-review = Dans le palais adverse, les soldats suivent les diagonales.
lesson-jg-points-title = Compter les points
lesson-jg-points-rule = Les pièces du janggi ont des points : char 13, canon 7, cheval 5, éléphant 3, garde 3, soldat 2 ; Han reçoit 1,5 de plus. Certaines fins se décident aux points.
lesson-jg-points-explain = Le canon vaut 7 points, le cheval 5 : prenez le canon.
lesson-jg-points-wrong = Cela rapporte moins de points. Le canon vaut 7, le cheval 5.
lesson-jg-points-review = Char 13, canon 7, cheval 5, éléphant et garde 3, soldat 2.
lesson-jg-general-diagonal-title = Le général sur les diagonales
lesson-jg-general-diagonal-rule = Le général se déplace d'un point le long des lignes du palais, diagonales comprises, et ne quitte jamais le palais.
lesson-jg-general-diagonal-explain = Le général passe en diagonale de d3 à e2, hors de la colonne du char, sur un point que rien n'attaque ; le soldat garde e3.
lesson-jg-general-diagonal-wrong = Interposé, le char est pris par le char Han. Le général peut fuir en diagonale.
lesson-jg-general-diagonal-review = Dans le palais, les diagonales sont des voies de fuite.
lesson-jg-bikjang-title = Le bikjang
lesson-jg-bikjang-rule = Deux généraux face à face sur une colonne ouverte, c'est le bikjang. Avec ces règles, après une prise, le camp au trait doit le rompre, sinon la partie se termine aux points.
lesson-jg-bikjang-explain = Votre char en e5 se place entre les généraux ; écarter le général de la colonne rompt aussi le bikjang.
lesson-jg-bikjang-wrong = Après ce coup, les généraux se font toujours face : le bikjang demeure.
lesson-jg-bikjang-review = Pour rompre le bikjang, écartez-vous ou interposez une pièce.
lesson-jg-pass-title = Passer son tour
lesson-jg-pass-rule = Au janggi, un camp qui n'est pas en échec peut passer au lieu de jouer. Ici, tout coup perdrait votre garde.
lesson-jg-pass-explain = Passer laisse la garde en e2, où elle protège votre général du char.
lesson-jg-pass-wrong = En e3, la garde est prise par le soldat en d3. Passer ne coûte rien.
lesson-jg-pass-review = Quand chaque coup empire les choses, passez.
lesson-jg-double-chariot-mate-title = Mat des deux chars au janggi
lesson-jg-double-chariot-mate-rule = Deux chars matent comme au xiangqi : l'un ferme une rangée, l'autre donne échec sur la dernière.
lesson-jg-double-chariot-mate-explain = Le char en a9 tient la rangée 9 et le char en b10 donne échec. Le général n'a aucun point libre.
lesson-jg-double-chariot-mate-wrong = Le général s'échappe. Gardez la rangée 9 fermée et donnez échec sur la rangée 10.
lesson-jg-double-chariot-mate-review = Un char coupe, l'autre donne échec.
lesson-jg-horse-chariot-mate-title = Mat du cheval et du char au janggi
lesson-jg-horse-chariot-mate-rule = Le char donne échec sur la dernière rangée pendant que le cheval garde l'issue du général.
lesson-jg-horse-chariot-mate-explain = Le char donne échec depuis i10 ; le cheval en c8 garde e9, et d10 et f10 sont sur la ligne du char.
lesson-jg-horse-chariot-mate-wrong = Ce n'est pas mat. Donnez échec sur la rangée 10, où le cheval garde e9.
lesson-jg-horse-chariot-mate-review = Le cheval garde, le char donne échec.
lesson-jg-cannon-mate-title = Mat du canon au janggi
lesson-jg-cannon-mate-rule = Le canon donne échec par-dessus un écran. Des soldats devant le général font de bons écrans et gardent les points de fuite.
lesson-jg-cannon-mate-explain = Le canon en d3 donne échec par-dessus le soldat en d8. d9 et e9 sont gardés et rien ne peut s'interposer.
lesson-jg-cannon-mate-wrong = Ce n'est pas mat. Faites sauter le canon sur la colonne du général, derrière le soldat en d8.
lesson-jg-cannon-mate-review = Un soldat peut être à la fois écran et gardien.
lesson-jg-perpetual-check-title = L'échec perpétuel au janggi
lesson-jg-perpetual-check-rule = Quand une position revient pour la troisième fois et qu'un camp a donné échec à chaque coup, ce camp perd. Le char a déjà donné échec deux fois depuis a10.
lesson-jg-perpetual-check-explain = Le char donne échec depuis i10 pendant que l'autre tient la rangée 9 : mat, sans répétition.
lesson-jg-perpetual-check-wrong = Un nouvel échec en a10 répète la position et perd. Cherchez le mat.
lesson-jg-perpetual-check-review = Ne répétez pas les échecs : trouvez-en un nouveau, ou un mat.
## online play: accounts, lobby, clocks, offers, chat, profiles, live games

account-login-open = Se connecter
account-logout = Se déconnecter
account-signed-in = Connecté en tant que { $name }
account-heading = Se connecter ou créer un compte
account-username = Nom d’utilisateur
account-password = Mot de passe
account-rules = Noms d’utilisateur : 2 à 20 lettres, chiffres, _ ou -. Mots de passe : au moins 8 caractères.
account-login = Se connecter
account-register = Créer un compte
account-cancel = Annuler
account-error-username-taken = Ce nom d’utilisateur est déjà pris ; choisissez-en un autre.
account-error-bad-username = Un nom d’utilisateur compte 2 à 20 lettres, chiffres, _ ou -.
account-error-bad-password = Un mot de passe compte au moins 8 caractères.
account-error-wrong-credentials = Nom d’utilisateur ou mot de passe incorrect.
account-error-rate-limited = Trop de tentatives ; attendez une minute et réessayez.
start-lobby = Jouer en ligne
start-live = Regarder des parties
start-leaderboard = Classement
start-online-now = { $online } en ligne, { $games } parties en cours
lobby-heading = Salon
lobby-guest-hint = Les invités jouent des parties amicales ; connectez-vous pour jouer des parties classées et défier des joueurs.
lobby-challenges = Défis
lobby-seeks = Propositions ouvertes
lobby-no-seeks = Aucune proposition ouverte pour l’instant. Créez-en une ci-dessous.
lobby-new-seek = Nouvelle proposition
lobby-clock = Pendule
lobby-clock-fischer = Minutes + secondes par coup
lobby-clock-byoyomi = Byo-yomi
lobby-untimed = Sans pendule
lobby-base = Minutes
lobby-increment = Secondes ajoutées par coup
lobby-main = Temps principal (minutes)
lobby-periods = Périodes
lobby-period = Secondes par période
lobby-rated = Classée
lobby-challenge-to = Défier un joueur
lobby-create-seek = Créer la proposition
lobby-send-challenge = Envoyer le défi
lobby-guest = Invité
lobby-offer-terms = { $game }, { $rules }, { $clock }, { $rated }
lobby-rated-short = classée
lobby-casual-short = amicale
lobby-challenge-from = Défi de { $name }
lobby-challenge-to-player = Votre défi à { $name }
lobby-accept = Accepter
lobby-decline = Refuser
lobby-withdraw = Retirer
lobby-cancel = Annuler
lobby-error-no-name = Saisissez le nom d’utilisateur du joueur à défier.
lobby-error-rated-needs-account = Les parties classées sont réservées aux joueurs connectés ; connectez-vous ou jouez en amical.
lobby-error-too-many-seeks = Vous avez autant de propositions ouvertes que permis ; annulez-en une d’abord.
lobby-error-unknown-seek = Cette proposition n’est plus ouverte.
lobby-error-unknown-challenge = Ce défi n’est plus ouvert.
lobby-error-own-seek = Vous ne pouvez pas jouer contre vous-même.
lobby-error-not-yours = Cela ne vous appartient pas.
lobby-error-unknown-player = Aucun joueur ne porte ce nom d’utilisateur.
lobby-error-not-logged-in = Connectez-vous d’abord.
clock-periods = { $periods } × { $seconds } s
clock-low = Peu de temps
offer-accept = Accepter
offer-decline = Refuser
offer-draw-from = { $side } propose la nulle.
offer-draw-waiting = Nulle proposée ; en attente de la réponse.
offer-takeback-from = { $side } demande à reprendre un coup.
offer-takeback-waiting = Reprise demandée ; en attente de la réponse.
online-offer-draw = Proposer la nulle
online-takeback = Demander une reprise
online-abort = Annuler la partie
online-rematch = Revanche
online-rematch-accept = Accepter la revanche
online-claim-win = Réclamer la victoire
online-claim-draw = Déclarer la nulle
online-download-pgn = Télécharger le PGN
online-download-gib = Télécharger le GIB
grace-countdown = Votre adversaire est parti. S’il ne revient pas, vous pourrez réclamer la partie dans { $seconds } s.
grace-over = Votre adversaire n’est pas revenu. Réclamez la victoire ou déclarez la nulle.
chat-players = Discussion des joueurs
chat-spectators = Discussion des spectateurs
chat-label = Message
chat-send = Envoyer
chat-from = { $name } :
chat-from-guest = Invité :
outcome-aborted = La partie a été annulée.
outcome-win-timeout = { $side } gagne au temps.
outcome-win-abandonment = { $side } gagne : l’adversaire a quitté la partie.
outcome-draw-timeout = Nulle : le temps est écoulé, mais l’autre camp ne pouvait pas gagner.
outcome-draw-abandonment = Nulle : l’adversaire a quitté la partie.
error-no-draws = Ces règles n’ont pas de nulle par accord.
error-two-players-only = Seulement dans les parties entre deux joueurs.
error-no-offer = Il n’y a aucune offre à laquelle répondre.
error-too-late-to-abort = Une partie ne peut être annulée que pendant ses deux premiers coups.
error-opponent-present = Votre adversaire est encore là (ou peut encore revenir).
error-not-over = La partie n’est pas encore finie.
error-bad-chat = Ce message ne peut pas être envoyé (vide, trop long ou interdit ici).
profile-title = { $name } : profil
profile-unknown = Aucun joueur ne porte ce nom d’utilisateur.
profile-provisional = Classement provisoire (?) : encore peu de parties.
profile-record = Parties : { $games } ; gagnées { $wins }, nulles { $draws }, perdues { $losses }
profile-chart = Classement { $game } de { $from } à { $to }
profile-games = Parties
profile-newer = Parties plus récentes
profile-older = Parties plus anciennes
profile-playing = En cours
profile-game-about = { $game }, { $rated } : { $result }
game-players = { $first } contre { $second }
leaderboard-heading = Classement
leaderboard-title = Classement { $game }
leaderboard-empty = Pas encore de parties classées.
live-heading = Parties en cours
live-empty = Aucune partie en cours pour le moment.
live-about = { $game }, { $rules }, { $clock }
live-watch = Regarder
## rules pages

start-rules = Règles des jeux
rules-this-game = Règles de cette partie
rules-overview-title = { -brand } : règles du { -xiangqi } et du { -janggi }
rules-overview-heading = Règles du { -xiangqi } et du { -janggi }
rules-overview-intro = Les deux jeux se jouent sur les points d’un plateau de neuf lignes de large et dix de long. Chaque camp a un général dans un palais de neuf points et gagne en faisant mat le général adverse.
rules-about-xiangqi = Le { -xiangqi } est les échecs chinois. Une rivière traverse le milieu du plateau, et { -red } joue en premier.
rules-about-janggi = Le { -janggi } est les échecs coréens. Il n’y a pas de rivière, les diagonales de chaque palais sont des chemins pour les pièces qui s’y trouvent, et { -cho } joue en premier.
rules-setup-choice = Avant la partie, chaque camp choisit la place de ses chevaux et de ses éléphants.
rules-setup-fixed = Les pièces partent de points fixes.
rules-page-title = { -brand } : { $rules }
rules-all = Toutes les règles
rules-play = Jouer une partie
rules-presets-heading = Jeux de règles
rules-not-found-title = Ce jeu de règles n’existe pas
rules-not-found-text = Il n’y a pas de jeu de règles nommé « { $name } ». Voici ceux que { -brand } connaît :
rules-pieces-heading = Comment les pièces se déplacent
rules-diagram-caption = Depuis { $from }, elle peut aller en : { $targets }.
rules-diagram-blocked = Bloqué : { $points }.
rules-move-xiangqi-k = Le général avance d’un point le long d’une ligne et ne quitte jamais son palais. Les deux généraux ne doivent jamais se faire face sur une colonne ouverte.
rules-move-xiangqi-a = Le conseiller avance d’un point en diagonale et reste dans le palais.
rules-move-xiangqi-b = L’éléphant avance d’exactement deux points en diagonale. Une pièce sur le point intermédiaire le bloque, et il ne traverse jamais la rivière.
rules-move-xiangqi-n = Le cheval avance d’un point le long d’une ligne, puis d’un point en diagonale vers l’extérieur. Une pièce sur ce premier point barre le chemin.
rules-move-xiangqi-r = Le char se déplace d’autant de points qu’il veut le long d’une ligne jusqu’à ce qu’une pièce l’arrête, et prend la première pièce adverse rencontrée.
rules-move-xiangqi-c = Le canon se déplace comme le char, mais ne prend qu’en sautant par-dessus exactement une pièce pour atterrir sur une pièce adverse.
rules-move-xiangqi-p = Le soldat avance d’un point. Une fois la rivière franchie, il peut aussi aller d’un point sur le côté. Il ne recule jamais.
rules-move-janggi-k = Le général avance d’un point le long de n’importe quelle ligne de son palais, diagonales comprises, et ne le quitte jamais.
rules-move-janggi-a = Le garde se déplace comme le général : d’un point le long des lignes du palais.
rules-move-janggi-b = L’éléphant avance d’un point le long d’une ligne, puis de deux points en diagonale vers l’extérieur. Une pièce sur n’importe quel point du chemin le bloque.
rules-move-janggi-n = Le cheval avance d’un point le long d’une ligne, puis d’un point en diagonale vers l’extérieur. Une pièce sur ce premier point barre le chemin.
rules-move-janggi-r = Le char se déplace d’autant de points qu’il veut le long d’une ligne et, dans un palais, aussi le long de ses diagonales.
rules-move-janggi-c = Le canon saute par-dessus exactement une pièce qui n’est pas un canon, le long d’une ligne ou d’une diagonale du palais, et se pose sur un point au-delà ou y prend une pièce. Il ne prend jamais un canon.
rules-move-janggi-p = Le soldat avance d’un point vers l’avant ou sur le côté, jamais en arrière.
rules-note-cannon-slides = Dans ce jeu de règles, un canon qui ne prend pas peut aussi se déplacer comme un char.
rules-note-cannon-must-jump = Il lui faut une pièce à sauter même quand il ne prend pas.
rules-note-soldier-palace-diagonals = Dans le palais adverse, il peut aussi avancer le long des diagonales.
rules-table-heading = Les pièces en un coup d’œil
rules-col-traditional = Traditionnel
rules-col-readable = Un caractère
rules-col-picture = Dessin
rules-col-name = Nom
rules-col-moves = Déplacement
rules-col-points = Points
rules-short-xiangqi-k = Un point le long d’une ligne, dans le palais
rules-short-xiangqi-a = Un point en diagonale, dans le palais
rules-short-xiangqi-b = Deux points en diagonale, jamais au-delà de la rivière
rules-short-xiangqi-n = Un droit puis un en diagonale ; peut être bloqué
rules-short-xiangqi-r = Toute distance le long d’une ligne
rules-short-xiangqi-c = Comme le char ; prend en sautant une pièce
rules-short-xiangqi-p = Un en avant ; aussi de côté après la rivière
rules-short-janggi-k = Un point le long des lignes du palais
rules-short-janggi-a = Un point le long des lignes du palais
rules-short-janggi-b = Un droit puis deux en diagonale ; peut être bloqué
rules-short-janggi-n = Un droit puis un en diagonale ; peut être bloqué
rules-short-janggi-r = Toute distance le long d’une ligne ou d’une diagonale du palais
rules-short-janggi-c = Saute exactement une pièce qui n’est pas un canon
rules-short-janggi-p = Un en avant ou de côté
rules-endings-heading = Comment la partie se termine
rules-end-checkmate = Mat : le camp dont le général est attaqué et ne peut pas s’échapper perd.
rules-end-no-legal-move = Un camp qui n’a aucun coup légal perd, même s’il n’est pas en échec.
rules-end-flying-general = Les généraux ne doivent jamais se faire face sur une colonne ouverte : un coup qui les laisserait ainsi est interdit.
rules-end-facing-allowed = Les généraux peuvent se faire face sur une colonne ouverte ; cela n’a aucune conséquence.
rules-end-bikjang-break-or-pass = Bikjang : le camp dont le tour commence avec les généraux face à face doit boucher ou quitter la colonne, ou passer.
rules-end-bikjang-must-break = Bikjang : le camp dont le tour commence avec les généraux face à face doit boucher ou quitter la colonne.
rules-end-bikjang-pass-while-facing = Passer pendant que les généraux se font face termine la partie : { $decision ->
    [points] le camp qui a le plus de points gagne.
   *[draw] c’est nulle.
  }
rules-end-bikjang-still-facing = Dès qu’une pièce a été prise, le camp dont le tour a commencé avec les généraux face à face et qui les laisse ainsi termine la partie : { $decision ->
    [points] le camp qui a le plus de points gagne.
   *[draw] c’est nulle.
  }
rules-end-pass-allowed = Un camp qui n’est pas en échec peut passer au lieu de jouer.
rules-end-pass-never = Il est interdit de passer.
rules-end-double-pass = Si les deux camps passent l’un après l’autre, la partie se termine : { $decision ->
    [points] le camp qui a le plus de points gagne.
   *[draw] c’est nulle.
  }
rules-end-repetition-xiangqi = Quand une position revient pour la troisième fois, le camp qui a donné échec à chaque coup depuis sa première apparition perd, sauf si les deux l’ont fait ; sinon c’est nulle.
rules-end-repetition-janggi = Quand une position revient pour la troisième fois, le camp qui a le plus de points gagne ; un camp qui a donné échec à chaque coup depuis sa première apparition perd à la place, sauf si les deux l’ont fait.
rules-end-repetition-fold = Quand une position est apparue { $count } fois, la partie se termine : le camp qui donne l’échec perpétuel perd ; sinon { $decision ->
    [points] le camp qui a le plus de points gagne.
   *[draw] c’est nulle.
  }
rules-end-chasing = Poursuivre une pièce non protégée à chaque coup perd, comme l’échec perpétuel.
rules-end-move-repetition = Faire aller et venir une pièce sans donner échec compte plus tôt comme une répétition.
rules-end-repetition-none = Les positions répétées ne terminent pas la partie.
rules-end-ply-limit = Après { $count } coups au total (chaque coup de chaque camp compte), la partie se termine : { $decision ->
    [points] le camp qui a le plus de points gagne.
   *[draw] c’est nulle.
  }
rules-end-quiet-limit = Après { $count } coups sans prise (chaque coup de chaque camp compte), la partie se termine : { $decision ->
    [points] le camp qui a le plus de points gagne.
   *[draw] c’est nulle.
  }
rules-end-quiet-limit-check-offset = Les échecs d’un camp au-delà de dix allongent cette limite.
rules-end-bare-material = Si aucun camp n’a plus de char, de cheval, de canon ou de soldat, la partie est nulle.
rules-end-draw-agreement = Les joueurs peuvent convenir d’une nulle.
rules-end-resignation = Un joueur peut abandonner à tout moment.
rules-end-points = Points : chaque camp compte ses pièces sur le plateau (voir le tableau) ; { -han } ajoute { $bonus } parce qu’il joue en second, donc les totaux ne sont jamais égaux.
rules-faq-heading = Questions et réponses
rules-faq-q1 = Quel camp joue en premier ?
rules-faq-a1 = { -red } au { -xiangqi }, { -cho } au { -janggi }.
rules-faq-q2 = Le général peut-il quitter le palais ?
rules-faq-a2 = Non. Le général et ses conseillers ou gardes restent toujours dans leur palais.
rules-faq-q3 = Pourquoi mon cheval ou mon éléphant ne peut-il pas aller là ?
rules-faq-a3 = Une pièce sur un point de son chemin le bloque ; les diagrammes ci-dessus marquent ces points d’une croix.
rules-faq-q4 = Que se passe-t-il si la même position revient sans cesse ?
rules-faq-a4 = Cela dépend du jeu de règles : la liste des fins de partie sur cette page dit ce que fait celui-ci.
rules-strategy-heading = Notes de stratégie
rules-strategy-opening-heading = Ouverture
rules-strategy-opening = Sortez les chars tôt, développez les chevaux avant qu’ils ne soient bloqués, gardez le palais défendu et ne bougez pas les soldats sans but.
rules-strategy-values-heading = La valeur des pièces
rules-strategy-values-xiangqi = Un char vaut environ deux chevaux ou deux canons. Les canons sont plus forts en début de partie, les chevaux en fin de partie, quand le plateau se vide. Conseillers et éléphants défendent.
rules-strategy-values-janggi = Les points du tableau sont un bon repère : le char est la pièce la plus forte, et les canons s’affaiblissent quand le plateau se vide, car il leur faut des pièces à sauter.
rules-strategy-mates-heading = Mats courants
rules-strategy-mates = Deux chars font mat en alternant sur des lignes voisines. Un cheval et un char matent un général enfermé par ses propres pièces. Un canon derrière un écran sur la ligne du général fait mat quand celui-ci ne peut pas s’écarter.
embed-title = { -brand } : plateau de jeu
embed-link-game = Voir cette partie sur { -brand }
embed-link-rules = Les règles de cette partie sur { -brand }
embed-link-home = Jouer au { -janggi } et au { -xiangqi } sur { -brand }
embed-no-game = Il n’y a pas de partie « { $id } ».
embed-unavailable = Cette partie ne peut pas être affichée pour l’instant : { $reason }
embed-bad-query = Ce lien est mal formé.
embed-bad-rules = Jeu de règles inconnu « { $name } ».
embed-bad-fen = Cette position ne peut pas être affichée : { $reason }
embed-code-button = Copier le code d’intégration
embed-code-copied = Code d’intégration copié
embed-frame-title = { -brand } : plateau de jeu
## analysis
analysis-legend = Analyse du moteur
analysis-on = Analyser
analysis-lines-label = Lignes
analysis-depth = Profondeur { $depth }
analysis-waiting = Le moteur réfléchit…
analysis-no-moves = Aucun coup légal dans cette position.
analysis-mate = { $side } mate en { $moves }
analysis-line-title = Ligne { $number } : { $moves }
analysis-graph-button = Évaluer toute la partie
analysis-graph-label = Évaluation après chaque coup ; cliquez pour aller à ce coup
analysis-graph-progress = { $done } positions évaluées sur { $total }
analysis-graph-done = Les erreurs sont marquées en rouge ; cliquez sur la courbe pour aller à un coup.
analysis-mistake = Coup { $ply } ({ $move }) : une erreur, { $drop } perdus
analysis-too-many = Trop de tableaux d’analyse sont ouverts depuis votre adresse ; fermez-en un et réessayez.
analysis-no-engine = Ce serveur n’a pas de moteur pour analyser.
analysis-failed = L’analyse a échoué : { $reason }
editor-keys-hint = Sur le plateau : les flèches déplacent, une lettre FEN choisit une pièce (majuscule pour le premier joueur : K A B N R C P), Entrée ou Espace la pose, Suppr l’enlève, x choisit d’enlever.
