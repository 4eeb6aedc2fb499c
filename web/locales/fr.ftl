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
