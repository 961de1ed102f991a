// What the board shows around the cards, derived from the position, the player's pointer
// and the hint: picked card and its targets, hint, live piles, hover targets.
// Every target comes from the engine (through moves.ts); nothing here is stored.
import { useMemo } from 'preact/hooks';
import { type PileId, type Position, type SourceId, opensFoundations } from '../../src/engine/index';
import type { Marks } from './Board';
import { isSource, livePiles, targetsFor } from '../input/moves';
import type { Step } from '../session/session';

export interface MarksInput {
  readonly selected?: SourceId;
  readonly hovered?: PileId;
  readonly dragging: boolean;
  readonly hint?: { readonly from?: PileId; readonly to?: PileId };
  /** The last step that moved a card (did it open the foundations?). */
  readonly moved?: Step;
}

export function useBoardMarks(pos: Position, { selected, hovered, dragging, hint, moved }: MarksInput): Marks {
  const step = moved?.change.kind === 'moved' || moved?.change.kind === 'redone' ? moved.change : undefined;
  // The step that completed foundation 1 (with its auto-plays): the foundations' moment.
  const opened = step !== undefined && opensFoundations(step.before.position, pos);
  return useMemo(
    () => ({
      selected,
      targets: selected ? targetsFor(pos, selected) : new Set<PileId>(),
      hintFrom: hint?.from,
      hintTo: hint?.to,
      opened,
      live: livePiles(pos, selected),
      lit: hovered && !selected && !dragging && isSource(hovered) ? targetsFor(pos, hovered) : new Set<PileId>(),
    }),
    [pos, selected, hint, opened, hovered, dragging],
  );
}
