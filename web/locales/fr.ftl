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
