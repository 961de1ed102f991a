// `plot show`: a position as compact, plain-ASCII text.
import {
  type Card, type Position,
  FOUNDATION_FULL, TABLEAU_PILES, cardToString, isRestricted, legalMoves, rankToString, status,
} from '../engine/index';
import { gameCommand } from './args';

/** How many waste cards `show` lists (the top one last). */
const WASTE_SHOWN = 5;
const PILES_PER_ROW = 4;
const COLUMN = 6;

const cards = (n: number): string => `${n} card${n === 1 ? '' : 's'}`;
const top = (pile: readonly Card[]): Card | undefined => pile[pile.length - 1];

function foundationCell(pos: Position, i: number): string {
  const pile = pos.foundations[i];
  const name = `f${i + 1}`;
  if (pile.length === 0) return i > 0 && isRestricted(pos) ? `${name} closed` : `${name} --`;
  const t = cardToString(top(pile) as Card);
  return pile.length === FOUNDATION_FULL ? `${name} ${t} done` : `${name} ${t} ${pile.length}/${FOUNDATION_FULL}`;
}

/** The tableau as three rows of four piles; each pile a column, bottom card first. */
function tableauLines(pos: Position): string[] {
  const lines: string[] = [];
  for (let row = 0; row < TABLEAU_PILES / PILES_PER_ROW; row++) {
    const piles = pos.tableau.slice(row * PILES_PER_ROW, (row + 1) * PILES_PER_ROW);
    const first = row * PILES_PER_ROW;
    const line = (cells: string[]): string => ('  ' + cells.map((c) => c.padEnd(COLUMN)).join('')).trimEnd();
    lines.push(line(piles.map((_, j) => `t${first + j + 1}`)));
    const depth = Math.max(1, ...piles.map((p) => p.length));
    for (let h = 0; h < depth; h++) {
      lines.push(line(piles.map((p) => (h < p.length ? cardToString(p[h]) : h === 0 ? '--' : ''))));
    }
  }
  return lines;
}

export interface ShowOptions {
  /** A title for the first line, such as "deal 1". */
  readonly title?: string;
  /** How many moves led here. */
  readonly movesPlayed?: number;
}

export function renderPosition(pos: Position, options: ShowOptions = {}): string {
  const head = [
    options.title,
    `base rank ${rankToString(pos.base)}`,
    options.movesPlayed === undefined ? undefined : `after ${options.movesPlayed} move${options.movesPlayed === 1 ? '' : 's'}`,
    status(pos),
    `${legalMoves(pos).length} legal moves`,
  ].filter((s) => s !== undefined);
  const reserveTop = top(pos.reserve);
  const wasteTop = pos.waste.slice(-WASTE_SHOWN).map(cardToString).join(' ');
  const lines = [
    head.join(', '),
    `reserve  ${reserveTop === undefined ? '(empty)' : `${cardToString(reserveTop)}  (${cards(pos.reserve.length)})`}`,
    `stock    ${cards(pos.stock.length)}`,
    `waste    ${pos.waste.length === 0 ? '(empty)' : `${pos.waste.length > WASTE_SHOWN ? '.. ' : ''}${wasteTop}  (${cards(pos.waste.length)}, top last)`}`,
    `foundations${isRestricted(pos) ? ' (f2..f8 closed until f1 is complete)' : ''}`,
  ];
  for (let row = 0; row < 2; row++) {
    const cells = [0, 1, 2, 3].map((j) => foundationCell(pos, row * 4 + j));
    lines.push(('  ' + cells.map((c) => c.padEnd(16)).join('')).trimEnd());
  }
  lines.push('tableau (each pile bottom to top, downwards)');
  lines.push(...tableauLines(pos));
  return lines.join('\n');
}

export const showCommand = gameCommand('show', 'Prints the position after the moves as readable text.', (game) =>
  renderPosition(game.position, {
    title: game.dealNumber === undefined ? undefined : `deal ${game.dealNumber}`,
    movesPlayed: game.moves.length,
  }),
);
