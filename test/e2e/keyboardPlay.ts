// Playing the popup by keyboard alone, as a screen-reader user does: arrow keys between
// piles (the shortest way, by the popup's own navigation grid), Enter to pick up and drop,
// F and D for the foundation and the stock; and reading what the live region said.
import type { Page } from 'playwright-core';
import { type Move, type PileId, type PlotError, type Position, type SourceId, TABLEAU_PILES, play, sourceCard } from '../../src/engine/index';
import { movesFrom, onlyFoundation } from '../../popup/input/moves';
import { type Arrow, nextPile } from '../../popup/input/navigation';

const ARROWS: readonly Arrow[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

/** The fewest arrow presses from pile `from` to pile `to`. */
export function arrowPath(from: PileId, to: PileId): Arrow[] {
  const back = new Map<PileId, [PileId, Arrow]>();
  const queue: PileId[] = [from];
  const seen = new Set<PileId>([from]);
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at === to) break;
    for (const key of ARROWS) {
      const next = nextPile(at, key);
      if (seen.has(next)) continue;
      seen.add(next);
      back.set(next, [at, key]);
      queue.push(next);
    }
  }
  if (!seen.has(to)) throw new Error(`no arrow path from ${from} to ${to}`);
  const path: Arrow[] = [];
  for (let at = to; at !== from; ) {
    const [prev, key] = back.get(at)!;
    path.unshift(key);
    at = prev;
  }
  return path;
}

export const focusedPile = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-pile') ?? undefined) as Promise<PileId | undefined>;

/** The accessible name of the pile that has the focus (what a screen reader says on arrival). */
export const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

export const liveText = (page: Page) => page.textContent('[data-testid="live"]') as Promise<string>;

/** Tabs from wherever the focus is until a pile has it (through the toolbar first). */
export async function tabIntoBoard(page: Page): Promise<PileId> {
  for (let i = 0; i < 40; i++) {
    const at = await focusedPile(page);
    if (at) return at;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached a pile');
}

/** Moves the focus to `to` with arrow keys; throws if it ends anywhere else. */
export async function arrowTo(page: Page, to: PileId): Promise<void> {
  const from = await focusedPile(page);
  if (!from) throw new Error('no pile has the focus');
  for (const key of arrowPath(from, to)) await page.keyboard.press(key);
  // Waits for the focus rather than reading it once: a loaded machine may lag a key behind.
  const arrived = await page
    .waitForFunction((id) => document.activeElement?.getAttribute('data-pile') === id, to, { timeout: 5_000 })
    .then(() => true, () => false);
  if (!arrived) throw new Error(`arrows from ${from} ended on ${await focusedPile(page)}, not ${to}`);
}

/** The keys that play `move` from the focused pile, the way a keyboard player would. */
export type KeyStep = { focus: PileId; key: 'Enter' | 'f' | 'd'; picks?: boolean };

export function keysFor(pos: Position, move: Move): KeyStep[] {
  if (move.kind === 'deal') return [{ focus: 's', key: 'd' }];
  if (move.to === 'f') return [{ focus: move.from, key: onlyFoundation(pos, move.from) ? 'Enter' : 'f' }];
  return [
    { focus: move.from, key: 'Enter', picks: true },
    { focus: move.to as PileId, key: 'Enter' },
  ];
}

/**
 * A card that Enter picks up (it has a legal move, and not only to a foundation: a card
 * with nowhere to go is not picked up) and a tableau pile it may not go on, with the
 * engine's refusal.
 */
export function illegalDrop(pos: Position): { from: SourceId; onto: PileId; error: PlotError } {
  const tableau = Array.from({ length: TABLEAU_PILES }, (_, i) => `t${i + 1}` as const);
  for (const from of [...tableau, 'w', 'r'] as SourceId[]) {
    if (sourceCard(pos, from) === undefined || onlyFoundation(pos, from) || movesFrom(pos, from).length === 0) continue;
    for (const onto of tableau) {
      if (onto === from) continue;
      const tried = play(pos, { kind: 'play', from, to: onto });
      if (!tried.ok && tried.error.refusal) return { from, onto, error: tried.error };
    }
  }
  throw new Error('no illegal drop found');
}
