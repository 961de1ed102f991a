// What the game's table and the guide's (tutorial/Tutorial.tsx) both draw over their piles:
// the dragged card's ghost and the live region a screen reader follows. One copy, so the two
// tables cannot drift apart in what assistive technology hears or what a drag shows.
import type { Card } from '../../src/engine/index';
import { CardFace } from './Card';

export interface TableOverlaysProps {
  /** The dragged card, and where its ghost is drawn (input/useDragDrop.ts ghostStyle); none while nothing is dragged. */
  card?: Card;
  ghost?: Record<string, string>;
  /** The announcer's live text (notices/useAnnouncer.ts); `n` renews the paragraph so the same words are said again. */
  live: { readonly text: string; readonly n: number };
  testid: string;
}

export function TableOverlays({ card, ghost, live, testid }: TableOverlaysProps) {
  return (
    <>
      {ghost && card !== undefined ? (
        <div class="drag-ghost" style={ghost} aria-hidden="true">
          <CardFace card={card} />
        </div>
      ) : null}
      <div class="sr-only" aria-live="polite" aria-atomic="true" data-testid={testid}>
        <p key={live.n}>{live.text}</p>
      </div>
    </>
  );
}
