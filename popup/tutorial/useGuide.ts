// The guided game's own session and what follows it: the steps' progress (guidedDeal.ts)
// after every step of the session and every refusal, the words a screen reader hears (the
// move, then "Well done" and the next step's words when a step is done), the glide, why a
// move was refused, and the keys. The session is the popup's pure one (session/session.ts) on
// a store of its own that nothing saves: the guided game counts in no statistics, history,
// streak or record.
import { useEffect, useRef, useState } from 'preact/hooks';
import { type Move, type PileId, type SourceId } from '../../src/engine/index';
import { FRESH_META } from '../../src/storage/gameSave';
import { type Settings, EMPTY_STATS } from '../../src/storage/prefs';
import { t } from '../platform/i18n';
import { type Session } from '../session/session';
import { type SessionStore, useSessionListener, useSessionStore } from '../session/store';
import { changeText } from '../session/words';
import { useAnnouncer } from '../notices/useAnnouncer';
import { isSource, landingPile } from '../input/moves';
import { illegalReason } from '../table/refusals';
import { useMoveAnimation } from '../table/useMoveAnimation';
import { type Arrow, nextPile, shortcutFor } from '../input/navigation';
import { type Progress, GUIDED_STEPS, advance, guidedGame, isBaseCardMove, startProgress } from './guidedDeal';

/**
 * The guided game's session: the guided deal, no statistics or history, and the player's
 * settings without what would play or judge for them (auto-play, auto-finish, the blunder
 * check): each step is the player's own move.
 */
export const guideSession = (settings: Settings): Session => ({
  game: guidedGame(),
  meta: FRESH_META,
  stats: EMPTY_STATS,
  settings: { ...settings, autoPlay: false, autoFinish: false, blunderCheck: false, blunderPeek: false, winMeter: false },
});

/** The words of where the guide stands: "Step n of 9" and the step's, or the end's. */
export const stepWords = (p: Progress): string =>
  p.step < GUIDED_STEPS.length ? `${t('tutorialStep', p.step + 1, GUIDED_STEPS.length)}. ${t(GUIDED_STEPS[p.step].key)}` : t('tutorialEnd');

/** A drag under way, as input/useDragDrop.ts keeps it. */
export interface GuideDrag {
  readonly from: SourceId;
}

/** What input/useBoardInput.ts gives: the picked card, the drag, and the piles' handlers. */
export interface GuideInput {
  readonly selected?: SourceId;
  readonly hovered?: PileId;
  readonly drag?: GuideDrag;
  onActivate(id: PileId, detail?: number): void;
  onDouble(id: PileId): void;
  onPointerDown(id: PileId, event: PointerEvent): void;
  onHover(id: PileId | undefined): void;
  sendToFoundation(id: PileId): void;
  stockRun(): void;
  cancelPick(): boolean;
}

/**
 * The table's input, handed over by App.tsx rather than imported: input/useBoardInput.ts and
 * input/useDragDrop.ts fetch the on-demand chunk, which holds the guide, and an import here
 * would close that circle (test/architecture/imports.test.ts).
 */
export interface GuideKit {
  useBoardInput(session: SessionStore, options: { announce(text: string): void; explain(text: string, at: PileId): void; stopDemo(): void }): GuideInput;
  /** Where the dragged card's ghost is drawn. */
  ghostStyle(drag: GuideDrag, zoom: number): Record<string, string>;
}

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** The pile a refused move is about: the card that could not go up, or where it could not go (as the game's table says it). */
const refusedAt = (move: Move): PileId => (move.kind === 'deal' ? 's' : move.to === 'f' || !isSource(move.from) ? move.from : move.to);

/**
 * The game's keys while the guide is open, ahead of the popup's own (useShortcuts, which
 * listens on the document in the bubbling phase): its shortcuts act on the guided game and go
 * no further, so the game under the guide is never touched.
 */
function useGuideKeys(session: SessionStore, input: GuideInput): void {
  const latest = useRef(input);
  latest.current = input;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const pile = ((e.target as HTMLElement | null)?.closest?.('[data-pile]')?.getAttribute('data-pile') ?? undefined) as PileId | undefined;
      if (pile && ARROWS.has(e.key)) {
        e.preventDefault();
        e.stopPropagation();
        document.querySelector<HTMLElement>(`[data-pile="${nextPile(pile, e.key as Arrow)}"]`)?.focus();
        return;
      }
      const shortcut = shortcutFor(e);
      if (!shortcut) return;
      e.preventDefault();
      e.stopPropagation();
      const input = latest.current;
      if (shortcut === 'deal') session.dispatch({ type: 'play', move: { kind: 'deal' } });
      else if (shortcut === 'stockRun') input.stockRun();
      else if (shortcut === 'undo' || shortcut === 'redo') session.dispatch({ type: shortcut });
      else if (shortcut === 'escape') input.cancelPick();
      else if (shortcut === 'foundation') {
        const id = pile ?? input.selected;
        if (id) input.sendToFoundation(id);
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [session]);
}

// Over 60 lines (61), kept (issue 33): the guide's progress, its words and the table's listeners share the refs read between renders (latest, news).
export function useGuide(settings: Settings, kit: GuideKit) {
  const { store: session, session: now, moved } = useSessionStore(() => guideSession(settings));
  const { live, flash, announce, showFlash, clearFlash } = useAnnouncer();
  const [progress, setProgress] = useState(() => startProgress(now.game));
  const latest = useRef(progress); // read by the listeners between renders
  // The step just done and the next one's words, said after the move that did it.
  const news = useRef('');

  const say = (text: string) => {
    announce(news.current ? `${text} ${news.current}` : text);
    news.current = '';
  };
  const update = (refusedBase = false) => {
    const before = latest.current;
    const next = advance(before, session.get().game, refusedBase);
    latest.current = next;
    if (next.step === before.step) return;
    news.current = `${t('tutorialWell')} ${stepWords(next)}`;
    setProgress(next);
  };

  // The flash says its words itself; again with the news when a step was just done by it.
  const flashSaid = (text: string, at?: PileId) => {
    showFlash(text, at);
    if (news.current) say(text);
  };
  const launchGlide = useMoveAnimation(now.settings.animations, now.game);
  // What the game's table does after a step (session/useStepReactions.ts), but the demo's and
  // the end's: the glide, the refusal's reason beside its pile, the move in words. A refused
  // move of a base-rank card is the closed foundations' step (or the tableau's rule).
  useSessionListener(session, ({ session: after, change }, before) => {
    if (change.kind === 'refused') {
      update(change.move.kind === 'play' && isBaseCardMove(before.game.position, change.move.from));
      flashSaid(t('illegal', illegalReason(change.error, after.game.position)), refusedAt(change.move));
      return;
    }
    if (change.kind === 'moved' || change.kind === 'redone') {
      const { move } = change;
      if (change.kind === 'redone' || change.glide) launchGlide(move.kind === 'deal' ? 's' : move.from, landingPile(change.before.position, move));
      clearFlash();
      update();
    }
    const text = changeText(change, after);
    if (text !== undefined) say(text);
  });
  const input = kit.useBoardInput(session, {
    announce: say,
    // A card with nowhere to go is not picked up: the engine's reason, and the step it may end.
    explain(text, at) {
      update(isBaseCardMove(session.get().game.position, at));
      flashSaid(text, at);
    },
    stopDemo() {},
  });
  useGuideKeys(session, input);

  // The guide's first words, once its live region is on the page.
  useEffect(() => announce(`${t('tutorialTitle')}. ${stepWords(progress)}`), []);

  return { session, now, moved, progress, input, live, flash };
}
