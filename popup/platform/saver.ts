// Every write the popup makes, retried until it lands, and what is not saved said out loud.
// A part of what is saved (the game, the statistics…) is written by a job that reads its
// value when it runs, so a retry writes the latest value and a newer job replaces a waiting
// one. A job that fails is tried again after RETRY_DELAYS; if every try fails the part is
// `failing` (the popup's notice names it) and is tried again every RETRY_EVERY ms, and at
// once whenever it changes, until a write lands and the notice goes.
import { type Cell, cell } from '../session/observable';

export type SavePart = 'game' | 'stats' | 'settings' | 'history' | 'daily';

/** Tries after the first failure (ms after each): then the player is told. */
export const RETRY_DELAYS: readonly number[] = [200, 1000];
/** While a part is failing, it is tried again this often (ms). */
export const RETRY_EVERY = 5000;

/**
 * Thrown by a game write that may not replace what is stored: a save that cannot be read or
 * believed stands there, and no copy of it could be written.
 */
export class HeldSave extends Error {}

export interface SaveStatus {
  /** The parts whose last write failed after every try, in the order they failed. */
  readonly failing: readonly SavePart[];
  /** The game is not saved because a damaged save is kept where it would go (HeldSave). */
  readonly held?: boolean;
  /** Where a damaged save was copied once room came back, so that the game could be saved. */
  readonly rescued?: string;
}

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(id: unknown): void;
}

const browserTimers: Timers = { set: (run, ms) => setTimeout(run, ms), clear: (id) => clearTimeout(id as number) };

export interface Saver {
  readonly status: Cell<SaveStatus>;
  /**
   * Writes `part` with `job`, now or after the job running for it (a job still waiting is
   * replaced). Nothing to wait for: the saver tries again, and the status says what failed.
   */
  run(part: SavePart, job: () => Promise<void>): void;
  /** Stops the timers (the page goes). */
  dispose(): void;
}

interface PartState {
  running: boolean;
  waiting?: () => Promise<void>;
  failures: number;
  timer?: unknown;
  /** The next try of a failed job, waiting for its timer. */
  retry?: () => void;
}

export function createSaver(timers: Timers = browserTimers): Saver {
  const status = cell<SaveStatus>({ failing: [] });
  const parts = new Map<SavePart, PartState>();

  function mark(part: SavePart, failed: unknown): void {
    const { failing, held } = status.get();
    const now = failed === undefined ? failing.filter((p) => p !== part) : failing.includes(part) ? failing : [...failing, part];
    const gameHeld = part === 'game' ? failed instanceof HeldSave : held;
    status.set({ failing: now, held: gameHeld || undefined });
  }

  async function drain(part: SavePart, s: PartState): Promise<void> {
    s.running = true;
    while (s.waiting) {
      const job = s.waiting;
      s.waiting = s.retry = undefined;
      timers.clear(s.timer);
      try {
        await job();
        s.failures = 0;
        timers.clear(s.timer);
        s.timer = undefined;
        mark(part, undefined);
        // A write landed: the storage takes writes again, so what waits for its next try goes now.
        for (const o of parts.values()) if (o.retry && !o.running) o.retry();
      } catch (e) {
        s.failures++;
        if (s.failures > RETRY_DELAYS.length) mark(part, e);
        if (!s.waiting) {
          timers.clear(s.timer);
          s.retry = () => {
            timers.clear(s.timer);
            s.timer = s.retry = undefined;
            if (!s.waiting) saver.run(part, job);
          };
          s.timer = timers.set(s.retry, RETRY_DELAYS[s.failures - 1] ?? RETRY_EVERY);
        }
      }
    }
    s.running = false;
  }

  const saver: Saver = {
    status,
    run(part, job) {
      let s = parts.get(part);
      if (!s) parts.set(part, (s = { running: false, failures: 0 }));
      s.waiting = job;
      if (!s.running) void drain(part, s);
    },
    dispose() {
      for (const s of parts.values()) timers.clear(s.timer);
    },
  };
  return saver;
}
