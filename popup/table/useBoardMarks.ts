// What the board shows around the cards, derived from the position, the player's pointer
// and the hint: picked card and its targets, hint, arrival, live piles, hover targets.
// Every target comes from the engine (through moves.ts); nothing here is stored.
import { useMemo } from 'preact/hooks';
import type { PileId, Position, SourceId } from '../../src/engine/index';
import type { Marks } from './Board';
import { isSource, landingPile, livePiles, targetsFor } from '../input/moves';
import type { Step } from '../session/session';

export interface MarksInput {
  readonly selected?: SourceId;
  readonly hovered?: PileId;
  readonly dragging: boolean;
  readonly hint?: { readonly from?: PileId; readonly to?: PileId };
  /** The last step that moved a card (its landing pile is marked as arrived). */
  readonly moved?: Step;
}

export function useBoardMarks(pos: Position, { selected, hovered, dragging, hint, moved }: MarksInput): Marks {
  const arrived = moved?.change.kind === 'moved' || moved?.change.kind === 'redone'
    ? landingPile(moved.change.before.position, moved.change.move)
    : undefined;
  return useMemo(
    () => ({
      selected,
      targets: selected ? targetsFor(pos, selected) : new Set<PileId>(),
      hintFrom: hint?.from,
      hintTo: hint?.to,
      arrived,
      live: livePiles(pos, selected),
      lit: hovered && !selected && !dragging && isSource(hovered) ? targetsFor(pos, hovered) : new Set<PileId>(),
    }),
    [pos, selected, hint, arrived, hovered, dragging],
  );
}
