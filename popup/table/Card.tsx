// A card: its face from the card art (dist/cards/, made by src/tools/cardArt.mjs from the
// svg-cards set) under Plot's own corner index, rank and suit, readable at every size; red or
// black (or four colours), which the art's pips take too. Under forced colours the art gives
// way to a plain card: the corner and one big suit (forcedColours.css). Hidden from assistive technology: the pile around it names it, starting with the
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

/**
 * The face's art: the pip cards share one file, each court card has its own. Built, not drawn
 * on the table yet: drawn as <use> of these files, every move took 210 ms instead of 30 (a
 * click on the stock, median of 30, Chromium), so the faces wait for a drawing that costs a
 * move nothing (an <img> per card is the next thing to measure).
 */
export const faceArt = (card: CardValue): string => {
  const id = `${cardSuit(card)}${cardRank(card)}`;
  return `cards/${cardRank(card) > 10 ? id : 'faces'}.svg#${id}`;
};

export function CardFace({ card, top, className, bare }: CardProps) {
  const style = top === undefined ? undefined : { top: `${top}px` };
  return (
    <span class={`card face ${cardColour(card)} suit-${cardSuit(card)}${className ? ` ${className}` : ''}`} style={style} aria-hidden="true">
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
