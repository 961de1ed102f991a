// Starts Debian's firefox-esr headless in a temp profile, drives it over WebDriver BiDi,
// installs dist/ as a temporary add-on (webExtension.install) and opens its pages in new
// tabs (browsingContext.create, then browsingContext.navigate, which Firefox allows to
// moz-extension:// only with --remote-allow-system-access). The add-on's internal UUID —
// hence its moz-extension:// origin — is fixed by the `extensions.webextensions.uuids` pref
// in the profile's user.js.
//
// Which Firefoxes: PLOT_FIREFOX (one binary, or several separated by ':'), else each of
// /usr/bin/firefox-esr and the manifest's oldest claimed ESR (gecko.strict_min_version),
// which .ci/run unpacks from Debian's package under /opt/firefox-esr-<major>, that exists.
// The Firefox tests run once per binary; their test names carry the version. In Spanish,
// each needs Debian's language pack of its version beside it (`lang`).
//
// Why this small client and not puppeteer-core (tried: 24.43.1, the last line that runs on
// Node 20; 25 needs Node 22.12). puppeteer-core launches a stock firefox-esr over BiDi and
// installs the add-on (browser.installExtension), but on ESR 140 and 153 alike
// page.goto('moz-extension://…') never resolves (Firefox sends no navigation events for
// extension documents, so page.url() stays about:blank), tabs the extension opens cannot
// be found by URL, and on 140 waitForFunction is refused by the extension's CSP (it builds
// a Function). Working round all that means sending raw BiDi commands anyway, plus 81
// packages (57 MB) in node_modules. The tests need ten commands; they are below.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import {
  DIST, FIREFOX_EXTENSION_UUID, FIREFOX_UUID_PREF, ROOT,
  assertBinary, assertDistBuilt, killOnProcessExit, makeTempDir, removeDir, saveArtifact,
} from './common';

export { FIREFOX_EXTENSION_UUID };

const MIN_MAJOR: string = JSON.parse(readFileSync(join(ROOT, 'manifest.json'), 'utf8'))
  .browser_specific_settings.gecko.strict_min_version.split('.')[0];
const KNOWN = ['/usr/bin/firefox-esr', `/opt/firefox-esr-${MIN_MAJOR}/usr/lib/firefox-esr/firefox-esr`];

export interface Firefox {
  path: string;
  /** "153.8.0esr", or "missing (PATH)" — then launching fails with the package to install. */
  version: string;
}

function firefoxAt(path: string): Firefox {
  try {
    const out = execFileSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000 });
    return { path, version: out.trim().replace(/^Mozilla Firefox /, '') };
  } catch {
    return { path, version: `missing (${path})` };
  }
}

/** The Firefoxes the tests run on; never empty, so a missing browser fails instead of skipping. */
export const FIREFOXES: Firefox[] = (
  process.env.PLOT_FIREFOX?.split(':').filter(Boolean) ??
  (KNOWN.some((p) => existsSync(p)) ? KNOWN.filter((p) => existsSync(p)) : KNOWN.slice(0, 1))
).map(firefoxAt);

/** Page expressions the Firefox tests share. */
export const READY = `document.body.dataset.ready === 'true' && !!document.querySelector('[data-pile="t1"]')`;
export const SAVED_MOVES = `browser.storage.local.get('plot.game').then((r) => r['plot.game']?.game?.moves ?? null)`;

type Send = <T = any>(method: string, params?: object, timeoutMs?: number) => Promise<T>;

export type FirefoxSession = Awaited<ReturnType<typeof launchFirefox>>;

const PREFS: Record<string, unknown> = {
  [FIREFOX_UUID_PREF[0]]: FIREFOX_UUID_PREF[1],
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'browser.startup.page': 0,
  'browser.aboutwelcome.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
  'app.update.disabledForTesting': true,
  'extensions.update.enabled': false,
  'browser.discovery.enabled': false,
};

/** Resolves to the BiDi endpoint Firefox prints ("WebDriver BiDi listening on ws://…"). */
function endpoint(proc: ChildProcess, timeoutMs = 30_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let log = '';
    let found = false;
    const fail = (why: string) => {
      clearTimeout(timer);
      reject(new Error(`Firefox ${why}. Output:\n${log.slice(-2000)}`));
    };
    const timer = setTimeout(() => fail(`opened no WebDriver BiDi port in ${timeoutMs} ms`), timeoutMs);
    // Stays attached: it keeps draining the pipes so Firefox never blocks on a full one.
    const onData = (chunk: Buffer) => {
      if (found) return;
      log += chunk.toString();
      const m = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(log);
      if (m) {
        found = true;
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.once('exit', (code, signal) => fail(`exited early (code ${code}, signal ${signal})`));
    proc.once('error', (e) => fail(`did not start: ${e.message}`));
  });
}

/** A WebSocket to `url` and a `send` that matches answers to commands by id. */
async function connect(url: string): Promise<{ send: Send; socket: WebSocket }> {
  const socket = new WebSocket(url, { handshakeTimeout: 10_000 });
  const pending = new Map<number, { method: string; settle: (error: Error | null, result?: any) => void }>();
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.on('error', reject); // stays: an 'error' event without a listener would throw
  });
  socket.on('message', (data) => {
    const msg = JSON.parse(String(data));
    const p = pending.get(msg.id); // events (none subscribed) have no id
    if (!p) return;
    pending.delete(msg.id);
    p.settle(msg.type === 'error' ? new Error(`BiDi ${p.method}: ${msg.error}: ${msg.message}`) : null, msg.result);
  });
  socket.on('close', () => {
    for (const p of pending.values()) p.settle(new Error(`BiDi ${p.method}: connection closed`));
    pending.clear();
  });
  let nextId = 1;
  const send: Send = (method, params = {}, timeoutMs = 15_000) =>
    new Promise((resolve, reject) => {
      if (socket.readyState !== WebSocket.OPEN) return reject(new Error(`BiDi ${method}: connection closed`));
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`BiDi ${method}: no answer in ${timeoutMs} ms`));
      }, timeoutMs);
      pending.set(id, {
        method,
        settle: (error, result) => {
          clearTimeout(timer);
          if (error) reject(error);
          else resolve(result);
        },
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { send, socket };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Calls `probe` every 100 ms until it returns something truthy (errors count as not yet). */
async function until<T>(probe: () => Promise<T>, timeoutMs: number, what: string): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let last: unknown;
    try {
      last = await probe();
      if (last) return last as NonNullable<T>;
    } catch (e) {
      last = e; // a page in the middle of loading, say
    }
    if (Date.now() > deadline) throw new Error(`Firefox: timed out waiting for ${what} (last: ${String(last)})`);
    await sleep(100);
  }
}

/** A BiDi remote value as plain data: arrays and objects too, not only primitives. */
function plain(v: { type: string; value?: any }): unknown {
  if (v.type === 'array' && v.value) return v.value.map(plain);
  if (v.type === 'object' && v.value) return Object.fromEntries(v.value.map(([k, x]: [any, any]) => [typeof k === 'string' ? k : plain(k), plain(x)]));
  return v.value;
}

/**
 * The prefs that make Firefox speak `lang`: the language asked for. Its language pack,
 * Debian's firefox-esr-l10n-<lang> package, lies in the application's own extensions folder,
 * which Debian's Firefox reads in a new profile too (tried on ESR 140.12 and 153.8).
 */
const languagePrefs = (lang: string): Record<string, unknown> => ({ 'intl.locale.requested': lang });

/** Fails, naming the package, unless Firefox at `path` has its `lang` language pack beside it. */
function assertLanguagePack(path: string, lang: string): void {
  const pack = join(dirname(realpathSync(path)), 'browser', 'extensions', `langpack-${lang}@firefox-esr.mozilla.org.xpi`);
  if (!existsSync(pack)) {
    throw new Error(
      `${pack} not found: Firefox in ${lang} needs Debian's firefox-esr-l10n-${lang.toLowerCase()} of the same version ` +
        '(installed with apt for /usr/bin/firefox-esr; unpacked beside an ESR under /opt with dpkg -x, as .ci/run does)',
    );
  }
}

export async function launchFirefox(firefox: Firefox = FIREFOXES[0], options: { lang?: string } = {}) {
  assertBinary(firefox.path, 'firefox-esr');
  if (options.lang) assertLanguagePack(firefox.path, options.lang);
  assertDistBuilt();
  console.info(`Firefox ${firefox.version}: ${firefox.path}`); // which one ran, in vitest's output
  const profile = makeTempDir('plot-firefox-');
  const allPrefs = { ...PREFS, ...(options.lang ? languagePrefs(options.lang) : {}) };
  const prefs = Object.entries(allPrefs).map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});\n`);
  writeFileSync(join(profile, 'user.js'), prefs.join(''));

  const proc = spawn(
    firefox.path,
    ['--headless', '--no-remote', '--profile', profile, '--remote-debugging-port=0', '--remote-allow-system-access', 'about:blank'],
    // Its own process group, so one signal stops Firefox and all its content processes.
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1' } },
  );
  const exited = new Promise<void>((resolve) => {
    proc.once('exit', () => resolve());
    proc.once('error', () => resolve());
  });
  const killGroup = () => {
    try {
      if (proc.pid !== undefined) process.kill(-proc.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  // Firefox would outlive a test worker that dies without calling close().
  const untrack = killOnProcessExit(() => {
    killGroup();
    removeDir(profile);
  });

  let connection: Awaited<ReturnType<typeof connect>> | undefined;
  let closed = false;
  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    untrack();
    await connection?.send('browser.close', {}, 5_000).catch(() => undefined); // may hang up before answering
    connection?.socket.terminate();
    await Promise.race([exited, sleep(5_000)]);
    killGroup(); // Firefox if it is still there, and any stray content process of its group
    await Promise.race([exited, sleep(2_000)]);
    removeDir(profile);
  }

  try {
    connection = await connect(`${await endpoint(proc)}/session`);
    const { send } = connection;
    // A hang's bound, not a time limit: a Firefox starting beside another on a busy 2-core
    // machine took over 15 s to open its first session (three Firefox files run two at a time).
    await send('session.new', { capabilities: {} }, 90_000);
    const installed = await send<{ extension: string }>('webExtension.install', { extensionData: { type: 'path', path: DIST } }, 60_000);

    /** Evaluates an expression in a context (awaiting a promise); returns its value as plain data. */
    async function evaluate(context: string, expression: string): Promise<unknown> {
      const r = await send('script.evaluate', { expression, target: { context }, awaitPromise: true, resultOwnership: 'none' });
      if (r.type === 'exception') throw new Error(`Firefox: ${expression.slice(0, 200)} threw: ${r.exceptionDetails?.text}`);
      return plain(r.result);
    }

    /**
     * Evaluates an expression in the browser window's own (chrome) scope, where Services and
     * gBrowser are: what a test sets there (a pref, the selected tab's emulation) BiDi has no
     * command for. Needs --remote-allow-system-access, given above.
     */
    async function evaluateChrome(expression: string): Promise<unknown> {
      const tree = await send<{ contexts: { context: string }[] }>('browsingContext.getTree', { maxDepth: 0, 'moz:scope': 'chrome' });
      return evaluate(tree.contexts[0].context, expression);
    }

    /** Polls `expression` until it is truthy; returns its value. */
    const waitFor = (context: string, expression: string, timeoutMs = 10_000) =>
      until(() => evaluate(context, expression), timeoutMs, expression);

    return {
      firefox,
      /** The add-on ID Firefox reports after webExtension.install. */
      extensionId: installed.extension,
      uuid: FIREFOX_EXTENSION_UUID,
      /** Sends a WebDriver BiDi command; resolves to its result. */
      send,
      evaluate,
      evaluateChrome,
      waitFor,
      /** `expect.poll` on the expression's value: `await b.poll(tab, expr).toBe(x)`. */
      poll: (context: string, expression: string, timeoutMs = 30_000) =>
        expect.poll(() => evaluate(context, expression), { timeout: timeoutMs, interval: 100, message: expression }),
      /** Waits for the element `element` (an expression) to exist, then clicks it. */
      async click(context: string, element: string) {
        await waitFor(context, `!!(${element})`);
        await evaluate(context, `(${element}).click()`);
      },
      /** Reloads the page and waits until the popup is ready again. */
      async reload(context: string) {
        await evaluate(context, `document.body.dataset.ready = 'stale'; location.reload()`);
        await waitFor(context, READY);
      },
      /** Opens moz-extension://UUID/popup.html in a new, selected tab, loaded; returns its context. */
      async openPopup() {
        const { context } = await send<{ context: string }>('browsingContext.create', { type: 'tab' });
        const url = `moz-extension://${FIREFOX_EXTENSION_UUID}/popup.html`;
        await send('browsingContext.navigate', { context, url, wait: 'complete' }, 30_000);
        // A fresh profile's first open is a new player's: the guided first game opens by itself
        // (popup/tutorial/firstStart.ts). The tests begin on the table, as a player who skipped it.
        const skip = `document.querySelector('[data-testid="guide-skip"]')`;
        if (await waitFor(context, READY).then(() => evaluate(context, `!!${skip}`), () => false)) {
          await evaluate(context, `${skip}.click()`);
          await waitFor(context, `!document.querySelector('[data-testid="guide"]') && ${READY}`);
        }
        return context;
      },
      /** Waits for a tab showing `url` (one the extension opened, say); returns its context. */
      findTab: (url: string, timeoutMs = 10_000) =>
        until(async () => {
          const tree = await send<{ contexts: { context: string; url: string }[] }>('browsingContext.getTree', { maxDepth: 0 });
          return tree.contexts.find((c) => c.url === url)?.context;
        }, timeoutMs, `a tab on ${url}`),
      /** Saves the context's viewport as artifacts/<name>-<major version>.png; returns the path. */
      async screenshot(context: string, name: string) {
        const { data } = await send<{ data: string }>('browsingContext.captureScreenshot', { context });
        return saveArtifact(`${name}-${firefox.version.split('.')[0]}.png`, Buffer.from(data, 'base64'));
      },
      closeTab: (context: string) => send('browsingContext.close', { context }),
      /** Ends the session, stops Firefox (its whole process group) and removes the profile. */
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
