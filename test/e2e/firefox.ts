// Starts Debian's firefox-esr headless in a temp profile, drives it over WebDriver BiDi,
// installs dist/ as a temporary add-on and opens its popup page in a tab.
//
// BiDi refuses to navigate to moz-extension:// URLs, so tabs on extension pages are opened
// from the browser's chrome scope (needs --remote-allow-system-access). The extension's
// internal UUID — hence its moz-extension:// origin — is fixed through the
// `extensions.webextensions.uuids` pref written to the profile's user.js.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DIST,
  FIREFOX_EXTENSION_UUID,
  FIREFOX_POPUP_URL,
  FIREFOX_UUID_PREF,
  assertBinary,
  assertDistBuilt,
  killOnProcessExit,
  makeTempDir,
  removeDir,
  saveArtifact,
} from './common';

export { FIREFOX_EXTENSION_UUID, FIREFOX_POPUP_URL };

export const FIREFOX_BINARY = process.env.PLOT_FIREFOX ?? '/usr/bin/firefox-esr';

/** A WebDriver BiDi remote value, as returned by script.evaluate / script.callFunction. */
export interface RemoteValue {
  type: string;
  value?: unknown;
}

interface WebSocketLike {
  send(data: string): void;
  close(): void;
  addEventListener(type: string, listener: (event: any) => void): void;
}

type WebSocketCtor = new (url: string) => WebSocketLike;

/**
 * Node 20 has a global WebSocket only with --experimental-websocket; vitest's workers run
 * without it, so fall back to the `ws` package (in node_modules via happy-dom).
 */
async function webSocketClass(): Promise<WebSocketCtor> {
  const g = (globalThis as { WebSocket?: WebSocketCtor }).WebSocket;
  if (g) return g;
  const name = 'ws';
  try {
    const mod = (await import(name)) as { WebSocket?: WebSocketCtor; default?: WebSocketCtor };
    const ctor = mod.WebSocket ?? mod.default;
    if (ctor) return ctor;
  } catch {
    // reported below
  }
  throw new Error(
    'No WebSocket client: run Node with --experimental-websocket (Node 20) or install the `ws` package',
  );
}

/** Minimal WebDriver BiDi client: commands with ids, promises for their results. */
export class BiDi {
  private nextId = 1;
  private pending = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void; method: string }>();
  private closed = false;

  private constructor(private socket: WebSocketLike) {
    socket.addEventListener('message', (event) => {
      const msg = JSON.parse(String(event.data));
      if (typeof msg.id !== 'number') return; // an event; none subscribed
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (msg.type === 'error') p.reject(new Error(`BiDi ${p.method}: ${msg.error}: ${msg.message}`));
      else p.resolve(msg.result);
    });
    socket.addEventListener('close', () => {
      this.closed = true;
      for (const p of this.pending.values()) p.reject(new Error(`BiDi ${p.method}: connection closed`));
      this.pending.clear();
    });
  }

  static async connect(url: string, timeoutMs = 10_000): Promise<BiDi> {
    const Ctor = await webSocketClass();
    const socket = new Ctor(url);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`BiDi: no WebSocket connection to ${url}`)), timeoutMs);
      socket.addEventListener('open', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.addEventListener('error', (e) => {
        clearTimeout(timer);
        reject(new Error(`BiDi: WebSocket error on ${url}: ${e?.message ?? e?.error?.message ?? 'unknown'}`));
      });
    });
    return new BiDi(socket);
  }

  send<T = any>(method: string, params: object = {}, timeoutMs = 15_000): Promise<T> {
    if (this.closed) return Promise.reject(new Error(`BiDi ${method}: connection closed`));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`BiDi ${method}: no answer in ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, {
        method,
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  close(): void {
    this.closed = true;
    try {
      this.socket.close();
    } catch {
      // already closed
    }
  }
}

export interface FirefoxSession {
  bidi: BiDi;
  /** The add-on ID Firefox reports after webExtension.install. */
  extensionId: string;
  uuid: string;
  /** Opens `moz-extension://UUID/<path>` in a new, selected tab; resolves to its context id. */
  openExtensionPage(path?: string): Promise<string>;
  openPopup(): Promise<string>;
  /** Evaluates an expression in a browsing context (awaits promises); returns the BiDi remote value. */
  evaluate(context: string, expression: string): Promise<RemoteValue>;
  /** Like evaluate, but returns the plain value of a primitive result. */
  evaluateValue(context: string, expression: string): Promise<unknown>;
  /** Polls `expression` in `context` until it is truthy; returns its value. */
  waitFor(context: string, expression: string, timeoutMs?: number): Promise<unknown>;
  /** Captures the context's viewport into artifacts/<name>.png; returns the path. */
  screenshot(context: string, name: string): Promise<string>;
  closeTab(context: string): Promise<void>;
  /** Ends the session, stops Firefox (its whole process group) and removes the profile. */
  close(): Promise<void>;
}

const USER_PREFS: Record<string, unknown> = {
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

function writeUserJs(profile: string): void {
  const lines = Object.entries(USER_PREFS).map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});`);
  writeFileSync(join(profile, 'user.js'), lines.join('\n') + '\n');
}

/** Waits for Firefox to print the BiDi endpoint ("WebDriver BiDi listening on ws://…"). */
function waitForEndpoint(proc: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(
      () => done(new Error(`firefox-esr did not open WebDriver BiDi within ${timeoutMs} ms. Output:\n${log.slice(-2000)}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const m = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(log);
      if (m) done(undefined, m[1]);
    };
    const onExit = (code: number | null, signal: string | null) =>
      done(new Error(`firefox-esr exited early (code ${code}, signal ${signal}). Output:\n${log.slice(-2000)}`));
    function done(err?: Error, url?: string) {
      clearTimeout(timer);
      proc.stderr?.off('data', onData);
      proc.stdout?.off('data', onData);
      proc.off('exit', onExit);
      // keep draining the pipes so Firefox never blocks on a full one
      proc.stderr?.resume();
      proc.stdout?.resume();
      if (err) reject(err);
      else resolve(url!);
    }
    proc.stderr?.on('data', onData);
    proc.stdout?.on('data', onData);
    proc.once('exit', onExit);
  });
}

function killGroup(proc: ChildProcess, signal: NodeJS.Signals): void {
  if (proc.pid === undefined) return;
  try {
    process.kill(-proc.pid, signal); // the process group we created with detached: true
  } catch {
    try {
      proc.kill(signal);
    } catch {
      // already gone
    }
  }
}

function waitExit(proc: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    proc.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function launchFirefox(options: { dist?: string } = {}): Promise<FirefoxSession> {
  assertBinary(FIREFOX_BINARY, 'firefox-esr');
  assertDistBuilt();
  const dist = options.dist ?? DIST;
  const profile = makeTempDir('plot-firefox-');
  writeUserJs(profile);

  const proc = spawn(
    FIREFOX_BINARY,
    [
      '--headless',
      '--no-remote',
      '--profile',
      profile,
      '--remote-debugging-port=0',
      '--remote-allow-system-access',
      'about:blank',
    ],
    {
      detached: true, // own process group, so teardown can stop every Firefox process
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, MOZ_HEADLESS: '1', MOZ_CRASHREPORTER_DISABLE: '1' },
    },
  );

  // Firefox runs in its own process group (detached), so it would outlive a test worker
  // that dies without calling close(): stop the group when this process exits.
  const untrack = killOnProcessExit(() => {
    killGroup(proc, 'SIGKILL');
    removeDir(profile);
  });

  let bidi: BiDi | undefined;
  let closed = false;
  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    untrack();
    if (bidi) {
      try {
        await bidi.send('browser.close', {}, 5_000);
      } catch {
        // Firefox may drop the connection before answering
      }
      bidi.close();
    }
    if (!(await waitExit(proc, 5_000))) {
      killGroup(proc, 'SIGTERM');
      if (!(await waitExit(proc, 3_000))) killGroup(proc, 'SIGKILL');
    }
    killGroup(proc, 'SIGKILL'); // stray content processes of the group, if any
    await waitExit(proc, 2_000);
    removeDir(profile);
  }

  try {
    const endpoint = await waitForEndpoint(proc, 30_000);
    bidi = await BiDi.connect(`${endpoint}/session`);
    await bidi.send('session.new', { capabilities: {} });
    const installed = await bidi.send<{ extension: string }>('webExtension.install', {
      extensionData: { type: 'path', path: dist },
    });
    const b = bidi;

    async function chromeContext(): Promise<string> {
      const tree = await b.send<{ contexts: { context: string }[] }>('browsingContext.getTree', {
        'moz:scope': 'chrome',
      });
      const ctx = tree.contexts[0]?.context;
      if (!ctx) throw new Error('Firefox: no chrome-scope browsing context (is --remote-allow-system-access honoured?)');
      return ctx;
    }

    async function evaluate(context: string, expression: string): Promise<RemoteValue> {
      const r = await b.send<{ type: string; result?: RemoteValue; exceptionDetails?: { text: string } }>(
        'script.evaluate',
        { expression, target: { context }, awaitPromise: true, resultOwnership: 'none' },
      );
      if (r.type === 'exception') throw new Error(`Firefox: script threw: ${r.exceptionDetails?.text}`);
      return r.result!;
    }

    async function contextsWithUrl(url: string): Promise<string[]> {
      const tree = await b.send<{ contexts: { context: string; url: string }[] }>('browsingContext.getTree', {
        maxDepth: 0,
      });
      return tree.contexts.filter((c) => c.url === url).map((c) => c.context);
    }

    const session: FirefoxSession = {
      bidi: b,
      extensionId: installed.extension,
      uuid: FIREFOX_EXTENSION_UUID,
      evaluate,
      async evaluateValue(context, expression) {
        return (await evaluate(context, expression)).value;
      },
      async waitFor(context, expression, timeoutMs = 10_000) {
        const deadline = Date.now() + timeoutMs;
        let last: unknown;
        for (;;) {
          try {
            last = (await evaluate(context, expression)).value;
            if (last) return last;
          } catch (e) {
            last = e;
          }
          if (Date.now() > deadline) throw new Error(`Firefox: timed out waiting for ${expression} (last: ${String(last)})`);
          await new Promise((r) => setTimeout(r, 100));
        }
      },
      async openExtensionPage(path = 'popup.html') {
        const url = `moz-extension://${FIREFOX_EXTENSION_UUID}/${path}`;
        const before = new Set(await contextsWithUrl(url));
        const chrome = await chromeContext();
        await evaluate(
          chrome,
          `(() => {
            const tab = gBrowser.addTab(${JSON.stringify(url)}, {
              triggeringPrincipal: Services.scriptSecurityManager.getSystemPrincipal(),
            });
            gBrowser.selectedTab = tab;
            return true;
          })()`,
        );
        const deadline = Date.now() + 15_000;
        for (;;) {
          const fresh = (await contextsWithUrl(url)).filter((c) => !before.has(c));
          if (fresh.length > 0) {
            const ctx = fresh[0];
            await session.waitFor(ctx, `document.readyState === 'complete'`, Math.max(deadline - Date.now(), 1_000));
            return ctx;
          }
          if (Date.now() > deadline) throw new Error(`Firefox: no tab on ${url} appeared (extension not installed with the fixed UUID?)`);
          await new Promise((r) => setTimeout(r, 100));
        }
      },
      openPopup() {
        return session.openExtensionPage('popup.html');
      },
      async screenshot(context, name) {
        const { data } = await b.send<{ data: string }>('browsingContext.captureScreenshot', { context });
        return saveArtifact(`${name}.png`, Buffer.from(data, 'base64'));
      },
      async closeTab(context) {
        await b.send('browsingContext.close', { context });
      },
      close,
    };
    return session;
  } catch (err) {
    await close();
    throw err;
  }
}
