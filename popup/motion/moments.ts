// What a step means beyond the move itself, seen and heard: a new game's deal laid out from
// the stock, a foundation completed (a short flourish of its top card), the win (its cascade
// is the win summary's, panels/WinPanel.tsx), and each one's sound. With the on-demand chunk:
// the first new game, refusal or move comes after it is loaded (preloadLater). The motion is
// only drawn: the game has already changed, so nothing here waits, and a flying card lets
// the pointer through to the pile under it; the next step ends a deal still under way.
import { type Position, FOUNDATION_FULL, status } from '../../src/engine/index';
import type { Settings } from '../../src/storage/prefs';
import type { Change, Session } from '../session/session';
import { GLIDE_MS, reducedMotion } from '../table/useMoveAnimation';
import { type SoundName, playSound } from '../sound/sounds';

export interface Moment {
  /** A new game: its cards are dealt out from the stock. */
  deal: boolean;
  /** The foundations (0-based) this step completed. */
  completed: number[];
  won: boolean;
  sound?: SoundName;
}

const completedBy = (before: Position, after: Position): number[] =>
  after.foundations.flatMap((pile, i) => (pile.length === FOUNDATION_FULL && before.foundations[i].length < FOUNDATION_FULL ? [i] : []));

/** What `change` (from `before` to `now`) means, as sight and sound. */
export function momentOf(change: Change, now: Session, before: Session): Moment {
  const deal = change.kind === 'started';
  const forward = change.kind === 'moved' || change.kind === 'redone';
  const completed = forward ? completedBy(change.before.position, now.game.position) : [];
  const won = change.kind !== 'adopted' && status(now.game.position) === 'won' && status(before.game.position) !== 'won';
  const sound: SoundName | undefined = won ? 'win'
    : completed.length > 0 ? 'foundation'
    : deal || (forward && change.move.kind === 'deal') ? 'deal'
    : forward ? 'place'
    : change.kind === 'refused' ? 'refuse'
    : undefined;
  return { deal, completed, won, sound };
}

/** Motion that means something: on unless Animations is off or the system asks for less. */
export const motionOn = (settings: Settings): boolean => settings.animations && !reducedMotion();

const running = new Set<Animation>();

/** Ends the deal's motion at once (every card where it lies): the board shows the game as it is. */
export function endMotion(): void {
  for (const a of [...running]) a.finish();
}

/** Animates `el` (kept in `running` until it ends), passing the pointer through it meanwhile. */
function animate(el: HTMLElement, keyframes: Keyframe[], options: KeyframeAnimationOptions): void {
  if (typeof el.animate !== 'function') return;
  el.style.pointerEvents = 'none';
  const a = el.animate(keyframes, options);
  running.add(a);
  const done = () => {
    running.delete(a);
    el.style.pointerEvents = '';
  };
  a.onfinish = done;
  a.oncancel = done;
}

const DEAL_MS = 240;
/** The whole deal within about 0.7 s, however many cards are out. */
const DEAL_SPREAD_MS = 450;

/** The cards on the table (not the stock's, nor the empty places' outlines) fly out from the stock, one after another. */
export function dealOut(): void {
  const stock = document.querySelector('[data-pile="s"]');
  if (!stock) return;
  const from = stock.getBoundingClientRect();
  const cards = [...document.querySelectorAll<HTMLElement>('[data-pile]:not([data-pile="s"]) :is(.card.face, .card.back)')];
  const gap = cards.length > 1 ? Math.min(24, DEAL_SPREAD_MS / (cards.length - 1)) : 0;
  cards.forEach((card, i) => {
    const to = card.getBoundingClientRect();
    // In a zoomed page (the game in a tab) a translation is in the card's own, unzoomed px.
    const zoom = card.offsetWidth > 0 ? to.width / card.offsetWidth : 1;
    const dx = (from.left - to.left) / zoom;
    const dy = (from.top - to.top) / zoom;
    animate(card, [{ transform: `translate(${dx}px, ${dy}px)`, zIndex: 5 }, { transform: 'translate(0, 0)', zIndex: 5 }], {
      duration: DEAL_MS, delay: i * gap, fill: 'backwards', easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)',
    });
  });
}

/** Foundation `i`'s top card rises and settles, once the card that completed it has glided in. */
export function flourish(i: number): void {
  const pile = document.querySelector(`[data-pile="f${i + 1}"]`);
  const cards = pile?.querySelectorAll<HTMLElement>('.card');
  const card = cards?.[cards.length - 1];
  if (!card) return;
  animate(card, [
    { transform: 'none', filter: 'none' },
    { transform: 'translateY(-6px) scale(1.12)', filter: 'brightness(1.15) drop-shadow(0 0 6px #ffd54a)', offset: 0.4 },
    { transform: 'none', filter: 'none' },
  ], { duration: 420, delay: GLIDE_MS, easing: 'ease-out' });
}

/** After the render of `change` (a frame later: the new cards are laid out, not yet painted). */
export function showMoment(change: Change, now: Session, before: Session): void {
  const m = momentOf(change, now, before);
  if (m.sound) playSound(m.sound, now.settings.volume);
  if (change.kind !== 'prefs' && change.kind !== 'noted' && change.kind !== 'timed' && change.kind !== 'refused') endMotion();
  if (!motionOn(now.settings) || (!m.deal && m.completed.length === 0)) return;
  requestAnimationFrame(() => {
    if (m.deal) dealOut();
    for (const i of m.completed) flourish(i);
  });
}
