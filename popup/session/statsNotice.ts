// The notice of saved statistics that could not be true (src/storage/stats.ts): which figures
// were set aside, and where the record as saved is kept. Shown where a rescued save's notice
// is (the message area, when the popup opens), until it is dismissed: then the statistics
// forget it (session.ts `statsNoticeRead`).
import type { StatField, Stats } from '../../src/storage/prefs';
import { type SingleKey, t } from '../platform/i18n';

const FIELD_WORDS: Record<StatField, SingleKey> = {
  played: 'statPlayed', won: 'statWon', currentStreak: 'statStreak', bestStreak: 'statBest', hintsUsed: 'statHints',
  clean: 'statsCleanTitle', hinted: 'statsHintedTitle', earlier: 'statsEarlierTitle',
};

/** The notice for `stats`, when figures were set aside; undefined when all were believed. */
export function setAsideNotice({ setAside }: Pick<Stats, 'setAside'>): string | undefined {
  if (!setAside) return undefined;
  const fields = setAside.fields.map((f) => t(FIELD_WORDS[f])).join(', ');
  return setAside.backupKey ? t('statsSetAside', fields, setAside.backupKey) : t('statsSetAsideNoCopy', fields);
}
