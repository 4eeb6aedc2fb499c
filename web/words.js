// Everything the client says in words, in one place.

/** Side names by game: index 0 = first player. */
export const SIDES = {
  xiangqi: ['Red', 'Black'],
  janggi: ['Cho', 'Han'],
};

/** The API's side key ('red', 'cho', ...) to index 0/1. */
export function sideIndex(key) {
  return key === 'red' || key === 'cho' ? 0 : 1;
}

/** The API's side key of index 0/1 in a game. */
export function sideKey(game, index) {
  return SIDES[game][index].toLowerCase();
}

export const REASONS = {
  checkmate: 'by checkmate',
  'no-legal-moves': 'as the other side has no legal move',
  bikjang: 'by bikjang (the generals face each other), decided on points',
  repetition: 'by repetition',
  'perpetual-check': 'by perpetual check (the checking side loses)',
  'perpetual-chase': 'by perpetual chase (the chasing side loses)',
  'double-pass': 'after both sides passed, decided on points',
  'ply-limit': 'at the move limit, decided on points',
  'quiet-limit': 'after too many moves without a capture',
  'bare-material': 'as neither side has an attacking piece left',
  resignation: 'by resignation',
  agreement: 'by agreement',
};

/** Result in words, e.g. "Red wins by checkmate". */
export function outcomeWords(game, outcome) {
  const sides = SIDES[game];
  const reason = REASONS[outcome.reason] || outcome.reason;
  if (outcome.result === '1-0') return `${sides[0]} wins ${reason}`;
  if (outcome.result === '0-1') return `${sides[1]} wins ${reason}`;
  return `Draw ${reason}`;
}

export const LEVELS = [
  { level: 1, name: 'Easy' },
  { level: 4, name: 'Normal' },
  { level: 8, name: 'Hard' },
];

/** Rule sets by game: [preset, words, advanced (engine-compatible)]. */
export const RULES = {
  xiangqi: [
    ['xiangqi-standard', 'Standard (Asian rules, simplified repetition)'],
    ['xiangqi', 'Fairy-Stockfish: xiangqi', true],
  ],
  janggi: [
    ['janggi-standard', 'Standard (choose setup, bikjang on points)'],
    ['janggi-club', 'Club (fixed setup, cannons slide)'],
    ['janggi-strict', 'Strict (no pass)'],
    ['janggi', 'Fairy-Stockfish: janggi', true],
    ['janggitraditional', 'Fairy-Stockfish: traditional', true],
    ['janggimodern', 'Fairy-Stockfish: modern (Kakao)', true],
    ['janggicasual', 'Fairy-Stockfish: casual', true],
  ],
};

/** Janggi setups, named from the owner's own left. */
export const SETUPS = [
  ['ma-sang-sang-ma', '馬象象馬 horse-elephant-elephant-horse'],
  ['sang-ma-sang-ma', '象馬象馬 elephant-horse-elephant-horse'],
  ['ma-sang-ma-sang', '馬象馬象 horse-elephant-horse-elephant'],
  ['sang-ma-ma-sang', '象馬馬象 elephant-horse-horse-elephant'],
];

/** A setup's name in words. */
export function setupName(value) {
  const s = SETUPS.find(([v]) => v === value);
  return s ? s[1] : value;
}

/** Rule sets where each side chooses its setup. */
export const SETUP_CHOICE = new Set(['janggi-standard']);
