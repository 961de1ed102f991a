// What every step of the session means on screen: the glide (measured before the render),
// the words, the deal, a foundation's flourish and the sounds (motion/moments.ts), the end
// of a demo or a finish the player interrupted, why a move was refused (beside its pile),
// the win summary, and auto-finish.
import { type PileId, type Move, allInSight, finishLine, status } from '../../src/engine/index';
import { t } from '../platform/i18n';
import { isSource, landingPile } from '../input/moves';
import { type SessionStore, useSessionListener } from './store';
import type { LineKind } from '../demo/linePlayer';

export interface StepReactions {
  launchGlide(from: PileId, to: PileId | undefined): void;
  demo: { stop(): void; play(line: readonly Move[], kind: LineKind): void };
  announce(text: string): void;
  showFlash(text: string, at?: PileId): void;
  clearFlash(): void;
  onAdopted(): void;
  onStarted(): void;
  onWon(): void;
}

/** The pile a refused move is about: the card that could not go up, or where it could not go. */
const refusedAt = (move: Move): PileId =>
  move.kind === 'deal' ? 's' : move.to === 'f' || !isSource(move.from) ? move.from : move.to;

export function useStepReactions(session: SessionStore, r: StepReactions): void {
  useSessionListener(session, ({ session: now, change }, before) => {
    if (change.kind === 'moved' || change.kind === 'redone') {
      const { move, before } = change;
      if (change.kind === 'redone' || change.glide) r.launchGlide(move.kind === 'deal' ? 's' : move.from, landingPile(before.position, move));
    }
    const byLine = change.kind === 'moved' && (change.byDemo || change.finishing === true);
    const quiet = change.kind === 'prefs' || change.kind === 'noted' || change.kind === 'timed' || (change.kind === 'nothing' && change.what === 'adopt');
    if (!byLine && !quiet) r.demo.stop();
    // The reasons in words come with the lazy chunk (fetched after the first paint).
    if (change.kind === 'refused') void import('../loading/onDemand').then(({ illegalReason }) => r.showFlash(t('illegal', illegalReason(change.error, now.game.position)), refusedAt(change.move)));
    if (change.kind === 'moved' && !byLine) r.clearFlash();
    if (change.kind === 'adopted') r.onAdopted();
    if (change.kind === 'started') r.onStarted();
    if (status(now.game.position) === 'won' && status(before.game.position) !== 'won' && change.kind !== 'adopted') r.onWon();
    // Automatically only when every card is in sight: a Finish that relied on face-down cards
    // would make the game assisted (session/assists.ts), which only the player's click may do.
    if (change.kind === 'moved' && !byLine && now.settings.autoFinish && allInSight(now.game.position) && finishLine(now.game.position)) {
      // After this step's listeners: the finish is a step of its own (one Undo).
      setTimeout(() => {
        const line = finishLine(session.get().game.position);
        if (line) r.demo.play(line, 'finish');
      }, 0);
    }
    // The words come with the lazy chunk (fetched after the first paint): a microtask late.
    void import('../loading/onDemand').then(({ changeText, showMoment }) => {
      showMoment(change, now, before);
      const text = changeText(change, now);
      if (text !== undefined) r.announce(text);
    });
  });
}
