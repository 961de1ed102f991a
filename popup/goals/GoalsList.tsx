// The goals in Statistics (panels/StatsPanel.tsx): a button beside Export that shows them in
// the place of the last games (and back), so that the panel still fits the 800×600 popup
// whole; each goal with how it is earned and the date it was, or "Not yet". Read from
// storage as the panel opens (another window may have earned one).
import { useEffect } from 'preact/hooks';
import { GOAL_IDS } from '../../src/storage/achievements';
import { t } from '../platform/i18n';
import { useObserved } from '../session/observable';
import { goalHow, goalName, goals, loadGoals } from './goals';

const dateOf = (at: number): string => new Intl.DateTimeFormat(t('htmlLang'), { dateStyle: 'medium' }).format(new Date(at));

/** Shows the goals (how many are earned) in the place of the last games, or the games again. */
export function GoalsToggle({ open, onToggle }: { open: boolean; onToggle(): void }) {
  const { earned } = useObserved(goals);
  useEffect(() => void loadGoals().catch(() => undefined), []);
  const count = GOAL_IDS.filter((id) => earned?.earned[id] !== undefined).length;
  return (
    <button type="button" onClick={onToggle} data-testid="goals-toggle">
      {open ? t('historyTitle') : t('goalsShow', count, GOAL_IDS.length)}
    </button>
  );
}

export function GoalsList() {
  const { earned } = useObserved(goals);
  return (
    <>
      <p class="goals-caption">{t('goalsCaption')}</p>
      <ul class="goals" data-testid="goals">
        {GOAL_IDS.map((id) => {
          const at = earned?.earned[id];
          return (
            <li key={id} class={at === undefined ? 'goal' : 'goal earned'} data-goal={id}>
              <span class="goal-name">{goalName(id)}</span>
              <span class="goal-when">{at === undefined ? t('goalNotYet') : t('goalEarnedOn', dateOf(at))}</span>
              <span class="goal-how">{goalHow(id)}</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
