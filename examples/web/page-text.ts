/// <reference lib="dom" />
/**
 * The pages' own words in English and French, and the page's language: `?lang=fr` or `?lang=en` chooses it
 * and is remembered (localStorage), so that the next page opens in it; `<html lang>` says it; a switch in the
 * header changes it. The engine's descriptions and errors are asked for in the same locale
 * (`describeEvent(event, seatName, { locale })`). Templates name their facts in braces, as the engine's do.
 */
import type { Locale } from 'tessera-engine/tessera';

const PAGE_EN = {
  'language.switch': 'Language',
  'nav.pages': 'Pages',
  'nav.play': 'Play Tessera',
  'nav.editor': 'Try the scoring',
  'nav.tesseris': 'Tesseris',
  'page.title': 'Tessera in the browser',
  'setup.title': 'New game',
  'setup.players': 'Players (you and the bots)',
  'setup.wall': 'Wall',
  'setup.wall.printed': 'printed (each colour on its slot)',
  'setup.wall.grey': 'grey (each colour once per row and column)',
  'setup.tiles': 'Tiles',
  'setup.tiles.wilds': 'with the Wild Shards',
  'setup.tiles.plain': 'plain game (no Wild Shards)',
  'setup.bots': 'Bots',
  'setup.bots.greedy': 'greedy (quick)',
  'setup.bots.mcts': 'MCTS (thinks half a second)',
  'setup.bots.random': 'random',
  'setup.challenge': 'Or a solo challenge',
  'setup.challenge.none': 'none: a game against the bots',
  'setup.challenge.daily': "today's generated challenge",
  'setup.start': 'Start',
  'game.label': 'The game',
  'game.undo': 'Undo',
  'game.skip': 'Skip the animations',
  'game.hint': 'Hint',
  'game.new': 'New game',
  'game.sources': 'Tiles to take',
  'game.log': 'What happened',
  'seat.you': 'Seat {number} (you)',
  'seat.bot': 'Seat {number} (bot)',
  'seat.person': 'Seat {number}',
  'seat.intro': 'You are seat {number}; {others}.',
  'others.bots': 'the others are bots',
  'others.people': 'the others are people',
  'others.mixed': 'the others are people and bots, as their names say',
  'source.centre': 'the centre',
  'source.display': 'display {number}',
  'tiles.one': '{count} {kind} tile',
  'tiles.other': '{count} {kind} tiles',
  'points.one': '{count} point',
  'points.other': '{count} points',
  'stars.one': '{count} star',
  'stars.other': '{count} stars',
  'take.label': '{tiles} from {source}',
  'marker.label': 'the first-player marker',
  'marker.short': 'marker',
  'marker.name': 'first-player marker',
  empty: 'empty',
  'preview.line': '{count} to the line',
  'preview.floor': '{count} to the floor',
  'preview.discarded': '{count} discarded',
  'preview.penalty': '−{count} on the floor',
  'tiling.placed': 'fills the line: +{points}',
  'tiling.choose': 'fills the line: choose its slot ({slots})',
  'tiling.slot': 'column {column}: +{points}',
  'tiling.after-choice': 'fills the line, scored after your slot for line {line}',
  'tiling.dropped': 'fills the line, but no slot is left: it drops to the floor',
  'short.floor': '{count} to floor',
  'short.lost': '{count} lost',
  'short.fills-points': 'fills: +{points}',
  'short.fills': 'fills',
  'short.fits': 'fits',
  'line.contents': '{count} of {size}: {tiles}',
  'line.name': 'Line {line}, {contents}',
  'cell.label': 'row {row}, column {column}: {kind}',
  'slot.column': 'Column {column}:',
  floor: 'Floor',
  'floor.name': 'Floor: {items}',
  'board.points': '{seat}: {score} points',
  'board.to-play': ' · to play',
  'status.over': 'Game over: {scores}',
  'status.no-star': 'no star',
  'status.wins': '{seat} wins',
  'status.bot-playing': 'Round {round}: {seat} is playing…',
  'status.slot': 'column {column} scores {points}',
  'status.choice': 'Your choice: the slot of the {kind} tile of line {line} ({slots})',
  'status.picked': 'Round {round}: put the {kinds} tiles of {source} on a line or the floor',
  'status.your-turn': 'Round {round}: your turn, pick tiles from a display or the centre',
  'bot-failed': 'The bot failed: {message}',
  undone: 'Undone: back to your last turn',
  'target.column': 'Column {column} would score {points}',
  'target.floor': 'The floor',
  'target.line': 'Line {line}',
  'hint.thinking': 'Thinking about a hint…',
  'hint.none': 'No hint in time: {message}',
  'hint.over': 'The game is over.',
  'hint.text': 'Hint: {move}; the best score still reachable is {score}.',
  'challenge.info': 'Solo challenge: {title} ({difficulty}). Stars: ★ {one}, ★★ {two}, ★★★ {three} points. One round; the hint asks the solver.',
  'difficulty.easy': 'easy',
  'difficulty.medium': 'medium',
  'difficulty.hard': 'hard',
  'difficulty.expert': 'expert',
  generating: 'Generating the {difficulty} challenge of {seed}…',
  'daily.title': 'Daily challenge, {seed}',
  'no-challenge': 'No challenge could be generated: {message}',
  'went-wrong': 'Something went wrong: {message}',
  'choose-below': '{message} Choose a game below.',
  'setup.unknown': 'Unknown parameter {names}.',
  'setup.not-in-range': 'The {parameter} must be a whole number from {low} to {high} (it is "{text}").',
  'setup.not-one-of': 'The {parameter} must be one of {values} (it is "{text}").',
  'setup.repeated': 'The {parameter} is given more than once ({texts}): give it once.',
  'setup.no-challenge': 'There is no challenge "{id}".',
  'parameter.delay': 'playback delay',
  'parameter.players': 'number of players',
  'parameter.think': "bot's thinking time",
  'parameter.wall': 'wall',
  'parameter.wilds': 'wilds',
  'parameter.bot': 'bot',
  'parameter.difficulty': 'difficulty',
  'parameter.humans': 'number of people',
  'editor.title': 'Try the scoring: a Tessera wall editor',
  'editor.intro': 'Choose a tile, then tap an empty slot where it may go: the tile is placed and scores its points. Each slot shows what it would score.',
  'editor.wall': 'Wall:',
  'editor.wall.printed': 'printed',
  'editor.tile': 'Tile to place',
  'editor.slot-colour': "the slot's colour",
  'editor.wall-title.one': 'Your wall: {count} point',
  'editor.wall-title.other': 'Your wall: {count} points',
  'editor.row': 'Row {row}',
  'editor.place': 'Place a {kind} tile at row {row}, column {column}:',
  'editor.placed': 'A {kind} tile at row {row}, column {column}: +{points}, {score} in all.',
  'editor.undone': 'Undone: row {row}, column {column} is empty again.',
  'editor.cleared': 'The wall is empty.',
  'editor.bonus-title': 'End-of-game bonuses: {total}',
  'editor.bonus.rows': 'Rows complete: {count} × {bonus} = {points}',
  'editor.bonus.columns': 'Columns complete: {count} × {bonus} = {points}',
  'editor.bonus.colours': 'Colours complete: {count} × {bonus} = {points}',
  'editor.final': 'Final score with the bonuses: {final}',
  'editor.clear': 'Clear the wall',
  'editor.link': 'Link to this position',
  'editor.bad-link': 'The link\'s placements "{text}" are not rows, columns and tile letters.',
  'editor.refused-link': "The link's placement at row {row}, column {column} cannot be made: {message}",
  'editor.slot-taken': 'that slot already holds a tile',
  'parameter.rounds': 'number of rounds',
  'parameter.lang': 'language',
  'tesseris.title': 'Tesseris in the browser',
  'tesseris.intro':
    'The game is held by a server, which sends this page your own view only. Choose a card of your hand, then a pile or one of your objectives of the same shape; then draw from a pile, the main pile or another player.',
  'tesseris.skip': "Skip the bots' pauses",
  'tesseris.objectives': 'Objectives',
  'tesseris.piles': 'Piles',
  'tesseris.hand': 'Your hand',
  'tesseris.hand-empty': 'Your hand is empty.',
  'tesseris.card': 'shape {shape}, {colour}',
  'colour.0': 'blue',
  'colour.1': 'red',
  'colour.2': 'green',
  'colour.3': 'purple',
  'cards.one': '{count} card',
  'cards.other': '{count} cards',
  'tesseris.seat': '{seat}: {points}, {cards} in hand',
  'tesseris.objective': 'objective {number}: {card}',
  'tesseris.objective-resolved': 'objective {number}: {card}, resolved',
  'tesseris.resolve': 'Resolve objective {number}: {card}',
  'tesseris.pile.draw': 'Draw from pile {pile}, {cards}',
  'tesseris.pile.discard': 'Discard onto pile {pile}, {cards}',
  'tesseris.pile.top': ', {card} on top',
  'tesseris.pile.count': 'pile {pile} · {size}',
  'tesseris.main': 'Draw from the main pile,',
  'tesseris.main.count': 'main · {size}',
  'tesseris.steal': 'Take a card from {seat}',
  'tesseris.pass': 'Pass',
  'tesseris.and': ' and ',
  'tesseris.win.one': '{seats} wins',
  'tesseris.win.other': '{seats} win',
  'tesseris.status.draw': 'Round {round}: your turn to draw, from a pile, the main pile, or another player',
  'tesseris.status.picked': 'Round {round}: put shape {shape} on a pile, or on one of your objectives of the same shape',
  'tesseris.status.your-turn': 'Round {round}: your turn, choose a card of your hand',
  'tesseris.status.sending': 'Round {round}: your move is on its way…',
  'tesseris.knowledge': 'What you know',
  'tesseris.knowledge.covered': "Under pile {pile}'s top, from the bottom:",
  'tesseris.knowledge.main-dealt': "The main pile holds this round's dealt cards: any card unaccounted for.",
  'tesseris.knowledge.main-rebuilt': 'The main pile was rebuilt from covered cards; it holds {size} of these:',
  'tesseris.knowledge.main-exact': 'The main pile was rebuilt from covered cards; it holds exactly these:',
  'tesseris.knowledge.main-empty': 'The main pile is empty.',
  'tesseris.knowledge.held': '{seat} holds:',
  'tesseris.knowledge.exposed': '{seat} knows you hold:',
  'tesseris.knowledge.unaccounted.one': '{count} card unaccounted for',
  'tesseris.knowledge.unaccounted.other': '{count} cards unaccounted for',
  'online.join': 'Online match. Another person joins with this link: ',
  'online.failed': 'The online match could not start: {message}',
  'online.bad-match': '"{id}" is not a match\'s id',
  'online.not-taken': 'Your move was not taken: {message}. The board shows the match as it is now.',
  'online.gone':
    'This match no longer exists on the server ({message}). A server that keeps its matches in memory loses them when it restarts. Start a new match.',
  'online.not-accepted':
    "The server did not accept this tab's seat at this match ({message}). You can join the match again as a new seat, if one is free, or start a new match.",
  'online.join-again': 'Join as a new seat',
  'online.new-match': 'Start a new match',
  'online.reconnecting': 'Connection lost, reconnecting…',
  'worker.from-file':
    'The table runs in a Web Worker, which this browser cannot start from a file: serve the folder over HTTP (for example `npx serve examples/web`).',
  'worker.failed': "The table's worker failed: {message}",
  'worker.not-loaded': 'it could not load (open the page over HTTP, not from a file)',
} as const;

/** The key of one of the pages' texts. */
export type PageKey = keyof typeof PAGE_EN;

const PAGE_FR: Readonly<Record<PageKey, string>> = {
  'language.switch': 'Langue',
  'nav.pages': 'Pages',
  'nav.play': 'Jouer à Tessera',
  'nav.editor': 'Essayer le décompte',
  'nav.tesseris': 'Tesseris',
  'page.title': 'Tessera dans le navigateur',
  'setup.title': 'Nouvelle partie',
  'setup.players': 'Joueurs (vous et les bots)',
  'setup.wall': 'Mur',
  'setup.wall.printed': 'imprimé (chaque couleur sur sa case)',
  'setup.wall.grey': 'gris (chaque couleur une fois par rangée et par colonne)',
  'setup.tiles': 'Tuiles',
  'setup.tiles.wilds': 'avec les jokers',
  'setup.tiles.plain': 'jeu de base (sans jokers)',
  'setup.bots': 'Bots',
  'setup.bots.greedy': 'glouton (rapide)',
  'setup.bots.mcts': 'MCTS (réfléchit une demi-seconde)',
  'setup.bots.random': 'au hasard',
  'setup.challenge': 'Ou un défi solo',
  'setup.challenge.none': 'aucun : une partie contre les bots',
  'setup.challenge.daily': 'le défi du jour',
  'setup.start': 'Commencer',
  'game.label': 'La partie',
  'game.undo': 'Annuler',
  'game.skip': 'Passer les animations',
  'game.hint': 'Conseil',
  'game.new': 'Nouvelle partie',
  'game.sources': 'Tuiles à prendre',
  'game.log': 'Déroulement',
  'seat.you': 'Joueur {number} (vous)',
  'seat.bot': 'Joueur {number} (bot)',
  'seat.person': 'Joueur {number}',
  'seat.intro': 'Vous êtes le joueur {number} ; {others}.',
  'others.bots': 'les autres sont des bots',
  'others.people': 'les autres sont des personnes',
  'others.mixed': 'les autres sont des personnes et des bots, comme le disent leurs noms',
  'source.centre': 'le centre',
  'source.display': 'présentoir {number}',
  'tiles.one': '{count} tuile {kind}',
  'tiles.other': '{count} tuiles {kind}',
  'points.one': '{count} point',
  'points.other': '{count} points',
  'stars.one': '{count} étoile',
  'stars.other': '{count} étoiles',
  'take.label': '{tiles} ({source})',
  'marker.label': 'le marqueur premier joueur',
  'marker.short': 'marqueur',
  'marker.name': 'marqueur premier joueur',
  empty: 'vide',
  'preview.line': '{count} sur la ligne',
  'preview.floor': '{count} sur le plancher',
  'preview.discarded': '{count} à la défausse',
  'preview.penalty': '−{count} au plancher',
  'tiling.placed': 'remplit la ligne : +{points}',
  'tiling.choose': 'remplit la ligne : choisissez sa case ({slots})',
  'tiling.slot': 'colonne {column} : +{points}',
  'tiling.after-choice': 'remplit la ligne, comptée après votre case de la ligne {line}',
  'tiling.dropped': 'remplit la ligne, mais il ne reste aucune case : elle tombe au plancher',
  'short.floor': '{count} au plancher',
  'short.lost': '{count} perdues',
  'short.fills-points': 'pleine : +{points}',
  'short.fills': 'pleine',
  'short.fits': 'tient',
  'line.contents': '{count} sur {size} : {tiles}',
  'line.name': 'Ligne {line}, {contents}',
  'cell.label': 'rangée {row}, colonne {column} : {kind}',
  'slot.column': 'Colonne {column} :',
  floor: 'Plancher',
  'floor.name': 'Plancher : {items}',
  'board.points': '{seat} : {score} points',
  'board.to-play': ' · à jouer',
  'status.over': 'Partie terminée : {scores}',
  'status.no-star': 'aucune étoile',
  'status.wins': '{seat} gagne',
  'status.bot-playing': 'Manche {round} : {seat} joue…',
  'status.slot': 'la colonne {column} rapporte {points}',
  'status.choice': 'À vous de choisir : la case de la tuile {kind} de la ligne {line} ({slots})',
  'status.picked': 'Manche {round} : posez les tuiles {kinds} ({source}) sur une ligne ou le plancher',
  'status.your-turn': 'Manche {round} : à vous, prenez des tuiles d’un présentoir ou du centre',
  'bot-failed': 'Le bot a échoué : {message}',
  undone: 'Annulé : retour à votre dernier tour',
  'target.column': 'La colonne {column} rapporterait {points}',
  'target.floor': 'Le plancher',
  'target.line': 'Ligne {line}',
  'hint.thinking': 'Recherche d’un conseil…',
  'hint.none': 'Pas de conseil à temps : {message}',
  'hint.over': 'La partie est terminée.',
  'hint.text': 'Conseil : {move} ; le meilleur score encore possible est {score}.',
  'challenge.info': 'Défi solo : {title} ({difficulty}). Étoiles : ★ {one}, ★★ {two}, ★★★ {three} points. Une seule manche ; le conseil interroge le solveur.',
  'difficulty.easy': 'facile',
  'difficulty.medium': 'moyen',
  'difficulty.hard': 'difficile',
  'difficulty.expert': 'expert',
  generating: 'Création du défi {difficulty} du {seed}…',
  'daily.title': 'Défi du jour, {seed}',
  'no-challenge': 'Aucun défi n’a pu être créé : {message}',
  'went-wrong': 'Un problème est survenu : {message}',
  'choose-below': '{message} Choisissez une partie ci-dessous.',
  'setup.unknown': 'Paramètre inconnu : {names}.',
  'setup.not-in-range': 'Le paramètre « {parameter} » doit être un nombre entier de {low} à {high} (il vaut « {text} »).',
  'setup.not-one-of': 'Le paramètre « {parameter} » doit valoir l’une de ces valeurs : {values} (il vaut « {text} »).',
  'setup.repeated': 'Le paramètre « {parameter} » est donné plus d’une fois ({texts}) : donnez-le une seule fois.',
  'setup.no-challenge': 'Il n’y a pas de défi « {id} ».',
  'parameter.delay': 'délai de lecture',
  'parameter.players': 'nombre de joueurs',
  'parameter.think': 'temps de réflexion du bot',
  'parameter.wall': 'mur',
  'parameter.wilds': 'jokers',
  'parameter.bot': 'bot',
  'parameter.difficulty': 'difficulté',
  'parameter.humans': 'nombre de personnes',
  'editor.title': 'Essayer le décompte : un éditeur de mur de Tessera',
  'editor.intro':
    'Choisissez une tuile, puis touchez une case vide où elle peut aller : la tuile y est posée et marque ses points. Chaque case montre ce qu’elle rapporterait.',
  'editor.wall': 'Mur :',
  'editor.wall.printed': 'imprimé',
  'editor.tile': 'Tuile à poser',
  'editor.slot-colour': 'la couleur de la case',
  'editor.wall-title.one': 'Votre mur : {count} point',
  'editor.wall-title.other': 'Votre mur : {count} points',
  'editor.row': 'Rangée {row}',
  'editor.place': 'Poser une tuile {kind} en rangée {row}, colonne {column} :',
  'editor.placed': 'Une tuile {kind} en rangée {row}, colonne {column} : +{points}, {score} au total.',
  'editor.undone': 'Annulé : la case rangée {row}, colonne {column} est de nouveau vide.',
  'editor.cleared': 'Le mur est vide.',
  'editor.bonus-title': 'Bonus de fin de partie : {total}',
  'editor.bonus.rows': 'Rangées complètes : {count} × {bonus} = {points}',
  'editor.bonus.columns': 'Colonnes complètes : {count} × {bonus} = {points}',
  'editor.bonus.colours': 'Couleurs complètes : {count} × {bonus} = {points}',
  'editor.final': 'Score final avec les bonus : {final}',
  'editor.clear': 'Vider le mur',
  'editor.link': 'Lien vers cette position',
  'editor.bad-link': 'Les placements du lien « {text} » ne sont pas des rangées, des colonnes et des lettres de tuiles.',
  'editor.refused-link': 'Le placement du lien en rangée {row}, colonne {column} est impossible : {message}',
  'editor.slot-taken': 'cette case porte déjà une tuile',
  'parameter.rounds': 'nombre de manches',
  'parameter.lang': 'langue',
  'tesseris.title': 'Tesseris dans le navigateur',
  'tesseris.intro':
    'La partie est tenue par un serveur, qui n’envoie à cette page que ce que vous voyez. Choisissez une carte de votre main, puis un tas ou l’un de vos objectifs de même forme ; piochez ensuite sur un tas, dans la pioche principale ou dans la main d’un autre joueur.',
  'tesseris.skip': 'Passer les pauses des bots',
  'tesseris.objectives': 'Objectifs',
  'tesseris.piles': 'Pioches',
  'tesseris.hand': 'Votre main',
  'tesseris.hand-empty': 'Votre main est vide.',
  'tesseris.card': 'forme {shape}, {colour}',
  'colour.0': 'bleue',
  'colour.1': 'rouge',
  'colour.2': 'verte',
  'colour.3': 'violette',
  'cards.one': '{count} carte',
  'cards.other': '{count} cartes',
  'tesseris.seat': '{seat} : {points}, {cards} en main',
  'tesseris.objective': 'objectif {number} : {card}',
  'tesseris.objective-resolved': 'objectif {number} : {card}, atteint',
  'tesseris.resolve': 'Atteindre l’objectif {number} : {card}',
  'tesseris.pile.draw': 'Prendre la carte du dessus du tas {pile}, {cards}',
  'tesseris.pile.discard': 'Défausser sur le tas {pile}, {cards}',
  'tesseris.pile.top': ', dessus : {card}',
  'tesseris.pile.count': 'tas {pile} · {size}',
  'tesseris.main': 'Piocher dans la pioche principale,',
  'tesseris.main.count': 'pioche · {size}',
  'tesseris.steal': 'Prendre une carte dans la main de {seat}',
  'tesseris.pass': 'Passer',
  'tesseris.and': ' et ',
  'tesseris.win.one': '{seats} gagne',
  'tesseris.win.other': '{seats} gagnent',
  'tesseris.status.draw': 'Manche {round} : à vous de piocher, sur un tas, dans la pioche principale ou dans la main d’un autre joueur',
  'tesseris.status.picked': 'Manche {round} : posez la forme {shape} sur un tas, ou sur l’un de vos objectifs de même forme',
  'tesseris.status.your-turn': 'Manche {round} : à vous, choisissez une carte de votre main',
  'tesseris.status.sending': 'Manche {round} : votre coup est en route…',
  'tesseris.knowledge': 'Ce que vous savez',
  'tesseris.knowledge.covered': 'Sous le dessus du tas {pile}, de bas en haut :',
  'tesseris.knowledge.main-dealt': 'La pioche principale contient les cartes distribuées de la manche : n’importe quelle carte non localisée.',
  'tesseris.knowledge.main-rebuilt': 'La pioche principale a été reconstituée avec les cartes recouvertes ; elle en contient {size} parmi celles-ci :',
  'tesseris.knowledge.main-exact': 'La pioche principale a été reconstituée avec les cartes recouvertes ; elle contient exactement celles-ci :',
  'tesseris.knowledge.main-empty': 'La pioche principale est vide.',
  'tesseris.knowledge.held': '{seat} a en main :',
  'tesseris.knowledge.exposed': '{seat} sait que vous avez :',
  'tesseris.knowledge.unaccounted.one': '{count} carte non localisée',
  'tesseris.knowledge.unaccounted.other': '{count} cartes non localisées',
  'online.join': 'Partie en ligne. Une autre personne la rejoint avec ce lien : ',
  'online.failed': 'La partie en ligne n’a pas pu commencer : {message}',
  'online.bad-match': '« {id} » n’est pas l’identifiant d’une partie',
  'online.not-taken': 'Votre coup n’a pas été joué : {message}. Le plateau montre la partie telle qu’elle est maintenant.',
  'online.gone':
    'Cette partie n’existe plus sur le serveur ({message}). Un serveur qui garde ses parties en mémoire les perd quand il redémarre. Commencez une nouvelle partie.',
  'online.not-accepted':
    'Le serveur n’a pas accepté la place de cet onglet à cette partie ({message}). Vous pouvez rejoindre la partie à une nouvelle place, s’il en reste une, ou commencer une nouvelle partie.',
  'online.join-again': 'Rejoindre à une nouvelle place',
  'online.new-match': 'Commencer une nouvelle partie',
  'online.reconnecting': 'Connexion perdue, reconnexion…',
  'worker.from-file':
    'La table tourne dans un Web Worker, que ce navigateur ne peut pas lancer depuis un fichier : servez le dossier en HTTP (par exemple `npx serve examples/web`).',
  'worker.failed': 'Le worker de la table a échoué : {message}',
  'worker.not-loaded': 'il n’a pas pu se charger (ouvrez la page en HTTP, pas depuis un fichier)',
};

/** The two catalogues, for the test that they have the same keys and facts. */
export const PAGE_TEXT: Readonly<Record<Locale, Readonly<Record<PageKey, string>>>> = { en: PAGE_EN, fr: PAGE_FR };

const STORED = 'tessera-engine.lang';

/**
 * The page's language: `?lang=`, else the one remembered, else English. A `?lang=` is remembered. A `lang` that
 * is neither `en` nor `fr` is not taken (the page says so, `languageProblem`): the remembered language stands.
 */
function readLocale(): Locale {
  const given = new URLSearchParams(location.search).get('lang');
  const asked = given === 'fr' || given === 'en' ? given : null;
  try {
    if (asked !== null) localStorage.setItem(STORED, asked);
    return (asked ?? localStorage.getItem(STORED)) === 'fr' ? 'fr' : 'en';
  } catch {
    return asked === 'fr' ? 'fr' : 'en';
  }
}

/** The language of this page. */
export const locale: Locale = readLocale();

/**
 * One of the page's texts in its language, its facts filled in; a fact whose name and value make a key
 * (`difficulty.easy`) prints that text. Tiles' colours come from the engine (`describeTileKind`).
 */
export function t(key: PageKey, facts: Readonly<Record<string, string | number>> = {}): string {
  const text: Readonly<Record<string, string>> = PAGE_TEXT[locale];
  return PAGE_TEXT[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = facts[name];
    return value === undefined ? whole : (text[`${name}.${value}`] ?? String(value));
  });
}

/** The texts said in a singular and a plural: `tiles.one` and `tiles.other`. */
type CountedBase = PageKey extends infer Key ? (Key extends `${infer Base}.one` ? Base : never) : never;

/**
 * A counted text: `base.one` or `base.other`, by the language's rule (French puts 0 and 1 in the singular),
 * its count filled in; a `count` among the facts shows the count otherwise (in an element, say).
 */
export function counted(base: CountedBase, count: number, facts: Readonly<Record<string, string | number>> = {}): string {
  return t((locale === 'fr' ? count < 2 : count === 1) ? `${base}.one` : `${base}.other`, { count, ...facts });
}

/** This page's address as it is now, in a language. */
function addressIn(language: Locale): string {
  const query = new URLSearchParams(location.search);
  query.set('lang', language);
  return `?${query.toString()}`;
}

/**
 * Sets the page's language: `<html lang>`, every element's `data-text` (its text) and `data-label` (its
 * `aria-label`), and the language switch, links to this page in each language.
 */
export function applyLanguage(): void {
  document.documentElement.lang = locale;
  for (const element of document.querySelectorAll<HTMLElement>('[data-text]')) element.textContent = t(element.dataset.text as PageKey);
  for (const element of document.querySelectorAll<HTMLElement>('[data-label]')) element.setAttribute('aria-label', t(element.dataset.label as PageKey));
  const title = document.querySelector<HTMLElement>('title[data-text]');
  if (title !== null) document.title = title.textContent;
  const links = (['en', 'fr'] as const).map((language) => {
    const current = language === locale ? ' aria-current="true"' : '';
    return `<a href="${addressIn(language)}" lang="${language}" hreflang="${language}"${current}>${language === 'en' ? 'English' : 'Français'}</a>`;
  });
  const nav = document.createElement('nav');
  nav.setAttribute('aria-label', t('language.switch'));
  nav.className = 'language';
  nav.innerHTML = links.join(' · ');
  // A page that keeps its position in its address (the wall editor) changes it: the switch takes the address of the moment.
  nav.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[hreflang]');
    if (link !== null) link.href = addressIn(link.hreflang === 'fr' ? 'fr' : 'en');
  });
  document.querySelector('header')?.append(nav);
}
