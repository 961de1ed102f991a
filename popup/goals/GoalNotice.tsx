// The goals a win earned (goals/goals.ts): a short notice in the message area, beside the win
// and never over the table, with Dismiss; gone with the next game. The screen reader hears it
// with the win's words (goals.ts, noteDailyWin). It eases in once, unless animations are off
// or the reader asked for less motion (goals.css).
import { t } from '../platform/i18n';
import { useObserved } from '../session/observable';
import type { SessionStore } from '../session/store';
import { earnedText, goals } from './goals';

export function GoalNotice({ session }: { session: SessionStore }) {
  const { fresh } = useObserved(goals);
  const { game, meta } = session.get();
  // The game they were earned in, still on the table as it was won.
  if (!fresh || !meta.won || game.dealNumber !== fresh.dealNumber || game.moves.length !== fresh.moves) return null;
  return (
    <div class="msg goal-earned" data-testid="goal-notice">
      <div class="msg-text"><span>{earnedText(fresh.ids)}</span></div>
      <span class="actions">
        <button type="button" class="link" onClick={() => goals.set({ fresh: undefined })}>{t('dismiss')}</button>
      </span>
    </div>
  );
}
