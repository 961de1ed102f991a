// A player's pointer in the Firefox geometry checks: presses and taps (input.performActions,
// mouse or touch) at the middle of what is drawn — a pile's top card, a button — where a
// finger or the mouse would go, and moves played that way.
import { expect } from 'vitest';
import type { Move, PileId, Position } from '../../../src/engine/index';
import { landingPile, onlyFoundation } from '../../../popup/input/moves';
import { LONG_PRESS_MS } from '../../../popup/input/useBoardInput';
import { gameOf } from '../a11yGames';
import { SAVED_MOVES, type FirefoxSession } from '../firefox';
import { pileButton, TOP_CARD } from './probes';
import { pointerOf, type Screen } from './screens';

/**
 * Firefox makes no click of a touch held longer than apz.max_tap_time (300 ms: not a tap)
 * and this page's long press starts at LONG_PRESS_MS. The test's taps are held for no time,
 * but a loaded machine can stretch one in the page (seen: 14 moves saved of 15, the stock's
 * tap lost); one held past this is checked for its click.
 */
const STRETCHED_MS = 200;

/**
 * What the page heard of the last press, and of every pointer event lately (for a failure's
 * message): each with its pile (or tag), click count and time. The listeners go on once.
 */
const HEARD_START = `(() => {
  if (!window.__heard) {
    window.__heard = [];
    for (const type of ['pointerdown', 'pointerup', 'pointercancel', 'touchstart', 'touchend', 'click', 'contextmenu']) {
      addEventListener(type, (e) => {
        const now = Math.round(performance.now());
        window.__heard.push(type + ' ' + (e.target.closest?.('[data-pile]')?.dataset.pile ?? e.target.tagName) + (type === 'click' ? ' detail ' + e.detail : '') + ' @' + now);
        if (type === 'pointerdown') window.__press.down = now;
        if (type === 'pointerup') window.__press.up = now;
        if (type === 'click') window.__press.clicked = true;
      }, true);
    }
  }
  window.__press = { down: null, up: null, clicked: false };
  window.__heard.push('press @' + Math.round(performance.now()));
  window.__heard.splice(0, Math.max(0, window.__heard.length - 40));
  return true;
})()`;
export const heard = (b: FirefoxSession, tab: string) => b.evaluate(tab, `(window.__heard ?? []).join('; ')`).catch(() => '');

type Press = { down: number | null; up: number | null; clicked: boolean };
const pressNow = (b: FirefoxSession, tab: string) => b.evaluate(tab, `window.__press`) as Promise<Press>;

/** Where to press `target` (its drawn middle, scrolled into view), or why not: another element there. */
const spotOf = (target: string, owner: string) => `(() => {
  const target = ${target};
  const owner = ${owner};
  if (!target || !owner) return { error: 'not on the page' };
  target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const r = target.getBoundingClientRect();
  const [left, right] = [Math.max(r.left, 0), Math.min(r.right, innerWidth)];
  const [top, bottom] = [Math.max(r.top, 0), Math.min(r.bottom, innerHeight)];
  if (right - left < 1 || bottom - top < 1) return { error: 'not drawn inside the viewport' };
  const x = Math.floor((left + right) / 2);
  const y = Math.floor((top + bottom) / 2);
  const hit = document.elementFromPoint(x, y);
  if (!owner.contains(hit)) return { error: 'covered at (' + x + ', ' + y + ') by ' + (hit ? hit.tagName + '.' + hit.className + ' "' + (hit.textContent || '').slice(0, 60) + '"' : 'nothing') };
  return { x, y };
})()`;

/**
 * Presses `target`'s drawn box in its middle by mouse or finger; fails, naming what is there,
 * when that point belongs to another element than `owner` (a box drawn over it). A touch the
 * page heard held long enough to be no tap for Firefox, and that made no click, is pressed
 * again (it did nothing: no click, and released before the long press).
 */
async function pressOn(b: FirefoxSession, tab: string, target: string, owner: string, pointer: 'mouse' | 'touch', attempt = 1): Promise<void> {
  // The same spot twice 100 ms apart: a notice that loads after the first paint (Finish, on a
  // phone) can still push the piles down, and the press would land where one used to be.
  let spot = (await b.evaluate(tab, spotOf(target, owner))) as { x: number; y: number; error?: string };
  await expect.poll(async () => {
    const before = spot;
    spot = (await b.evaluate(tab, spotOf(target, owner))) as typeof spot;
    return JSON.stringify(spot) === JSON.stringify(before);
  }, { interval: 100, message: `${target} staying in place` }).toBe(true);
  if (spot.error) throw new Error(`cannot press ${owner}: ${spot.error}`);
  await b.evaluate(tab, HEARD_START);
  await b.send('input.performActions', {
    context: tab,
    actions: [{
      type: 'pointer',
      id: pointer,
      parameters: { pointerType: pointer },
      actions: [
        { type: 'pointerMove', x: spot.x, y: spot.y, origin: 'viewport' },
        { type: 'pointerDown', button: 0 },
        { type: 'pointerUp', button: 0 },
      ],
    }],
  });
  if (pointer !== 'touch') return;
  let press = await pressNow(b, tab);
  await expect.poll(async () => (press = await pressNow(b, tab)).up !== null, { message: `the page hearing the touch on ${owner} end` }).toBe(true);
  const held = press.up! - press.down!;
  if (held < STRETCHED_MS) return;
  // Held long: its click, if Firefox made one, follows within moments.
  for (const end = Date.now() + 1_000; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
    if ((await pressNow(b, tab)).clicked) return;
  }
  if (held >= LONG_PRESS_MS || attempt === 3) {
    throw new Error(`a tap on ${owner} was held ${held} ms in the page (attempt ${attempt}): no tap for Firefox; the machine is too slow for this test. The page heard: ${await heard(b, tab)}`);
  }
  console.info(`Firefox ${b.firefox.version}: a tap on ${owner} held ${held} ms in the page made no click (a loaded machine); pressed again`);
  await pressOn(b, tab, target, owner, pointer, attempt + 1);
}

/** Presses a pile where its top card is drawn. */
export const pressPile = (b: FirefoxSession, tab: string, id: PileId | string, screen: Screen) =>
  pressOn(b, tab, `${TOP_CARD}(${pileButton(id)})`, pileButton(id), pointerOf(screen));

/** Presses a button (an expression for it). */
export const pressButton = (b: FirefoxSession, tab: string, button: string, screen: Screen) =>
  pressOn(b, tab, button, button, pointerOf(screen));

/**
 * Plays `move` from `pos` as a player does: the stock pressed to deal; a card pressed, then
 * the pile it goes to, or pressed once when a foundation is its only place (the popup plays
 * it then). Each press is an action sequence of its own, which Firefox never counts as a
 * double-click's second (tried: 40 presses on the stock 60 ms and more apart, click.detail 1
 * every time).
 */
export async function playByPointer(b: FirefoxSession, tab: string, screen: Screen, pos: Position, move: Move): Promise<void> {
  const presses: string[] = move.kind === 'deal' ? ['s']
    : onlyFoundation(pos, move.from) ? [move.from]
    : [move.from, landingPile(pos, move)!];
  for (const id of presses) await pressPile(b, tab, id, screen);
}

const savedCount = `${SAVED_MOVES}.then((m) => String(m ?? '').split(' ').filter(Boolean).length)`;

/**
 * Plays `moves` on deal `deal` (on the board with no move, auto-play off) by pointer, each
 * move waiting for the save; after each, `after(i)` with i moves played.
 */
export async function playLine(
  b: FirefoxSession, tab: string, screen: Screen, deal: number, moves: readonly Move[], after: (played: number) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < moves.length; i++) {
    await playByPointer(b, tab, screen, gameOf(deal, moves.slice(0, i)).position, moves[i]);
    try {
      await expect.poll(() => b.evaluate(tab, savedCount)).toBe(i + 1);
    } catch (e) {
      throw new Error(`moves saved after move ${i + 1} (${JSON.stringify(moves[i])}): ${String(e)}; the page heard: ${await heard(b, tab)}`);
    }
    await after(i + 1);
  }
}
