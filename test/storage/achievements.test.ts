// The goals' record (src/storage/achievements.ts): read tolerantly (an old store has no key),
// merged by union so that two windows writing at once lose nothing, each goal at the date it
// was first earned; written under the store's lock, two windows' goals both land.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Achievements, ACHIEVEMENTS_KEY, GOAL_IDS, NO_ACHIEVEMENTS, earn, mergeAchievements, newlyEarned, readAchievements, sameAchievements } from '../../src/storage/achievements';
import { memoryStore } from '../../src/storage/memoryStore';

const DAY = Date.UTC(2026, 11, 4);

const record: fc.Arbitrary<Achievements> = fc
  .dictionary(fc.oneof(fc.constantFrom(...GOAL_IDS), fc.constantFrom('futureGoal', 'other9')), fc.integer({ min: DAY - 1e10, max: DAY + 1e10 }), { maxKeys: 9 })
  .map((earned) => readAchievements({ earned }));

describe('the goals record', () => {
  it('reads nothing stored (a store from before goals) as no goal earned', () => {
    expect(readAchievements(undefined)).toEqual(NO_ACHIEVEMENTS);
    expect(readAchievements({ streak: 3 })).toEqual(NO_ACHIEVEMENTS);
  });

  it('drops damaged entries and keeps the rest, ids it does not know included', () => {
    const read = readAchievements({ earned: { firstWin: DAY, hardWin: 'yesterday', cleanWin: -5, tenWins: 1.5, 'bad id!': DAY, futureGoal: DAY + 1 } });
    expect(read).toEqual({ earned: { firstWin: DAY, futureGoal: DAY + 1 } });
    expect(readAchievements({ earned: [DAY] })).toEqual(NO_ACHIEVEMENTS);
  });

  it('earns a goal once: earned again later, it keeps its first date', () => {
    const first = earn(NO_ACHIEVEMENTS, ['firstWin'], DAY);
    const again = earn(first, ['firstWin', 'cleanWin'], DAY + 1000);
    expect(again.earned).toEqual({ cleanWin: DAY + 1000, firstWin: DAY });
    expect(newlyEarned(first, ['firstWin', 'cleanWin'])).toEqual(['cleanWin']);
  });

  it('merges by union: commutative, associative, idempotent, every goal of both at its earlier date', () => {
    fc.assert(
      fc.property(record, record, record, (a, b, c) => {
        const ab = mergeAchievements(a, b);
        expect(sameAchievements(ab, mergeAchievements(b, a))).toBe(true);
        expect(sameAchievements(mergeAchievements(ab, c), mergeAchievements(a, mergeAchievements(b, c)))).toBe(true);
        expect(sameAchievements(mergeAchievements(ab, ab), ab)).toBe(true);
        for (const id of new Set([...Object.keys(a.earned), ...Object.keys(b.earned)])) {
          expect(ab.earned[id]).toBe(Math.min(a.earned[id] ?? Infinity, b.earned[id] ?? Infinity));
        }
        expect(Object.keys(ab.earned).length).toBe(new Set([...Object.keys(a.earned), ...Object.keys(b.earned)]).size);
        // The same record is the same JSON, whichever window merged it.
        expect(JSON.stringify(ab)).toBe(JSON.stringify(mergeAchievements(b, a)));
        // What is written is read back as it was.
        expect(readAchievements(JSON.parse(JSON.stringify(ab)))).toEqual(ab);
      }),
    );
  });

  it('two windows writing their goals under the lock at once both keep theirs', async () => {
    const store = memoryStore();
    const write = (ids: Parameters<typeof earn>[1], at: number) =>
      store.exclusive(ACHIEVEMENTS_KEY, async () => store.set(ACHIEVEMENTS_KEY, earn(readAchievements(await store.get(ACHIEVEMENTS_KEY)), ids, at)));
    await Promise.all([write(['firstWin', 'cleanWin'], DAY + 5), write(['firstWin', 'hardWin'], DAY)]);
    expect(readAchievements(await store.get(ACHIEVEMENTS_KEY)).earned).toEqual({ cleanWin: DAY + 5, firstWin: DAY, hardWin: DAY });
  });
});
