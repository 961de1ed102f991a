// One pool of worker threads for both studies (`plot study`, `plot fair-study`): each thread
// imports the built command again and serves the jobs of its role, one at a time; the main
// thread hands out the next job as each answer comes back, so fast and slow deals even out.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { CliError } from './args';

interface PoolData { plotRole?: string }

/** Worker side: in a thread started for `role`, answers each job it is sent with `work(job)`. */
export function serveJobs<J, R>(role: string, work: (job: J) => Promise<R>): void {
  if (isMainThread || (workerData as PoolData | null)?.plotRole !== role || !parentPort) return;
  const port = parentPort;
  port.on('message', async (job: J | null) => {
    if (job === null) return port.close();
    port.postMessage(await work(job));
  });
}

/**
 * Runs `jobs` on `workers` threads of the built command serving `role` (0: one after another
 * in this thread, with `work`), calling `onDone` with each result as it comes; the results
 * sorted by `n`. Once one thread fails, or onDone throws (a report every 100 deals that
 * cannot be written), the others get no new job, so that the command ends instead of going on.
 */
export async function runJobs<J, R extends { n: number }>(
  role: string, jobs: readonly J[], workers: number, work: (job: J) => Promise<R>, onDone?: (result: R) => void,
): Promise<R[]> {
  const out: R[] = [];
  const done = (r: R) => {
    out.push(r);
    onDone?.(r);
  };
  if (workers <= 0) {
    for (const job of jobs) done(await work(job));
    return out;
  }
  const url = import.meta.url;
  if (!url.endsWith('.mjs') && !url.endsWith('.js')) throw new CliError('worker threads need the built command (npm run build); use --workers 0');
  let next = 0;
  let failed = false;
  await Promise.all(
    Array.from({ length: workers }, () => new Promise<void>((resolveAll, reject) => {
      const w = new Worker(`import(${JSON.stringify(url)});`, { eval: true, workerData: { plotRole: role } satisfies PoolData });
      const fail = (e: unknown) => {
        failed = true;
        reject(e);
      };
      const feed = () => w.postMessage(failed || next >= jobs.length ? null : jobs[next++]);
      w.on('message', (r: R) => {
        try {
          done(r);
        } catch (e) {
          fail(e);
        }
        feed();
      });
      w.on('error', fail);
      w.on('exit', () => resolveAll());
      feed();
    })),
  );
  return out.sort((a, b) => a.n - b.n);
}
