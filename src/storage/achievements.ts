// Goals (docs/goals.md): the achievements a player earns, each with the date it was first
// earned, kept under their own key and read tolerantly like every record here. Two windows
// (or, later, two devices) lose nothing: a write reads what is stored and adds this window's
// goals to it (the union, each goal at its earliest date), so the merge is commutative,
// associative and idempotent. The rules are pure functions of the finished game and the
// records (achievementRules.ts).

export const ACHIEVEMENTS_KEY = 'plot.achievements';

/** The goals, in the order Statistics lists them. */
export const GOAL_IDS = ['firstWin', 'quickFoundation', 'cleanWin', 'hardWin', 'tenWins', 'dailyWeek', 'dailyMonth'] as const;

export type GoalId = (typeof GOAL_IDS)[number];

export interface Achievements {
  /**
   * When each goal was first earned (ms since 1970), by id. Ids this version does not know
   * (a newer version's, in another window) are kept, so that a write here never drops them.
   */
  readonly earned: Readonly<Record<string, number>>;
}

export const NO_ACHIEVEMENTS: Achievements = { earned: {} };

const ID = /^[A-Za-z][A-Za-z0-9]{0,39}$/;
/** Dates from 2001 to 2286: a number outside is damage, not a date. */
const isDate = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 1e12 && (v as number) < 1e13;

/** The stored value, its damaged entries dropped (nothing stored, or a damaged record: no goals). */
export function readAchievements(value: unknown): Achievements {
  const v = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const raw = typeof v.earned === 'object' && v.earned !== null && !Array.isArray(v.earned) ? (v.earned as Record<string, unknown>) : {};
  const earned: Record<string, number> = {};
  for (const [id, at] of Object.entries(raw)) if (ID.test(id) && isDate(at)) earned[id] = at;
  return { earned };
}

/** Both records' goals, each at the earlier of its two dates. */
export function mergeAchievements(a: Achievements, b: Achievements): Achievements {
  const earned: Record<string, number> = { ...a.earned };
  for (const [id, at] of Object.entries(b.earned)) earned[id] = earned[id] === undefined ? at : Math.min(earned[id], at);
  return { earned: sortedIds(earned) };
}

/** `ids` earned at `at`, added to `a` (a goal earned before keeps its date). */
export const earn = (a: Achievements, ids: readonly GoalId[], at: number): Achievements =>
  mergeAchievements(a, { earned: Object.fromEntries(ids.map((id) => [id, at])) });

/** The goals of `ids` not in `a`: what a win earned for the first time. */
export const newlyEarned = (a: Achievements, ids: readonly GoalId[]): GoalId[] => ids.filter((id) => a.earned[id] === undefined);

/** The same goals at the same dates. */
export const sameAchievements = (a: Achievements, b: Achievements): boolean =>
  Object.keys(a.earned).length === Object.keys(b.earned).length && Object.entries(a.earned).every(([id, at]) => b.earned[id] === at);

/** One order for the ids, so that the same record is written as the same JSON whichever window wrote it. */
function sortedIds(earned: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.keys(earned).sort().map((id) => [id, earned[id]]));
}
