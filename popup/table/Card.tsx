// A card: its face from the card art (dist/cards/, made by src/tools/cardArt.mjs from the
// svg-cards set, put into the page by table/cardArt.ts) under Plot's own corner index, rank
// and suit, readable at every size; red or black (or four colours), which the art's pips take
// too. Until the art is in, and under forced colours, a face is the plain card: the corner
// and one big suit (board.css, forcedColours.css). Hidden from assistive technology: the pile around it names it, starting with the
// ranks its cards show. A space ends each corner so that the page's text reads the ranks of
// a fanned pile as words ("K Q J"), as the name does, not as one run ("KQJ").
import type { Card as CardValue } from '../../src/engine/index';
import { cardRank, cardSuit } from '../../src/engine/index';
import { cardColour, rankGlyph } from './names';
import { SuitIcon } from './SuitIcon';

export interface CardProps {
  card: CardValue;
  /** Offset from the top of its pile, in px. */
  top?: number;
  className?: string;
  /**
   * No rank in the corner: a card hidden under another one (a foundation's second card,
   * seen only while a card glides in on top), whose rank the pile's name does not say.
   */
  bare?: boolean;
}

/** The id of the art's symbol a face draws (put in the page by table/cardArt.ts). */
export const faceSymbolId = (suit: string, rank: number): string => `${suit}${rank}`;

export function CardFace({ card, top, className, bare }: CardProps) {
  const style = top === undefined ? undefined : { top: `${top}px` };
  return (
    <span class={`card face ${cardColour(card)} suit-${cardSuit(card)}${className ? ` ${className}` : ''}`} style={style} aria-hidden="true">
      <svg class="art" focusable="false">
        <use href={`#${faceSymbolId(cardSuit(card), cardRank(card))}`} />
      </svg>
      {bare ? null : (
        <span class="corner">
          {rankGlyph(card)}
          <SuitIcon suit={cardSuit(card)} className="corner-suit" />{' '}
        </span>
      )}
      <SuitIcon suit={cardSuit(card)} className="pip" />
    </span>
  );
}

export function CardBack({ top, className }: { top?: number; className?: string }) {
  const style = top === undefined ? undefined : { top: `${top}px` };
  return <span class={`card back${className ? ` ${className}` : ''}`} style={style} aria-hidden="true" />;
}

/**
 * An empty place: a dashed outline with an optional mark (a rank to start with, "closed").
 * `lock` draws a padlock too, which a narrow page shows instead of the word: a foundation
 * card there is too narrow for "cerrada" at a readable size.
 */
export function Slot({ mark, className, lock }: { mark?: string; className?: string; lock?: boolean }) {
  return (
    <span class={`card slot${className ? ` ${className}` : ''}`} aria-hidden="true">
      {mark ? <span class="slot-mark">{mark}</span> : null}
      {lock ? (
        <svg class="lock" viewBox="0 0 16 16" focusable="false">
          <path d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2M3 7h10v7.5H3z" />
        </svg>
      ) : null}
    </span>
  );
}
