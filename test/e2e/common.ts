// Shared bits of the browser-test harness: paths, the extension's fixed IDs (from
// src/tools/extension.mjs, as `npm start` and the benchmark use them), temp dirs.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { DIST, ROOT } from '../../src/tools/extension.mjs';

export {
  CHROMIUM_EXTENSION_ID, CHROMIUM_POPUP_URL, DIST, FIREFOX_EXTENSION_UUID, FIREFOX_POPUP_URL, FIREFOX_UUID_PREF, GECKO_ID, ROOT,
  chromiumIdFromKey,
} from '../../src/tools/extension.mjs';

export const ARTIFACTS = join(ROOT, 'artifacts');

/** Throws a clear message unless `npm run build` has produced a loadable dist/. */
export function assertDistBuilt(): void {
  for (const f of ['manifest.json', 'popup.html', 'popup.js']) {
    if (!existsSync(join(DIST, f))) {
      throw new Error(`dist/${f} is missing: run \`npm run build\` before the browser tests`);
    }
  }
}

/** Throws a clear message (naming the Debian package) when a browser binary is missing. */
export function assertBinary(path: string, aptPackage: string): void {
  if (!existsSync(path)) {
    throw new Error(
      `${path} not found: the browser tests need Debian's ${aptPackage} ` +
        `(as root: \`apt-get install -y ${aptPackage}\`)`,
    );
  }
}

export function makeTempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function removeDir(dir: string | undefined): void {
  if (!dir) return;
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3, retryDelay: 100 });
  } catch {
    // a browser that is still exiting may hold files for a moment; not worth failing a test
  }
}

/**
 * Kills (SIGKILL, by pid) every process whose command line mentions `uniqueDir` — the
 * browser and its helpers started with that temp profile. Linux only (/proc); a no-op
 * elsewhere. Returns the pids it signalled.
 */
export function killProcessesUsing(uniqueDir: string): number[] {
  const killed: number[] = [];
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return killed;
  }
  for (const pid of pids) {
    if (Number(pid) === process.pid) continue;
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!cmdline.includes(uniqueDir)) continue;
    try {
      process.kill(Number(pid), 'SIGKILL');
      killed.push(Number(pid));
    } catch {
      // already gone
    }
  }
  return killed;
}

/** Writes a PNG into artifacts/ (gitignored) and returns its path. */
export function saveArtifact(name: string, png: Buffer): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, name);
  writeFileSync(path, png);
  return path;
}

/**
 * Bytes of the smallest valid WebAssembly module (magic + version), as a hex string, for
 * checking that the extension's CSP lets pages compile WebAssembly.
 */
export const EMPTY_WASM_HEX = '0061736d01000000';

/**
 * Source of a function, run inside an extension page, that instantiates EMPTY_WASM_HEX and
 * reports the outcome ('ok' or the error's text). A string so it serialises the same way for
 * Playwright and for WebDriver BiDi.
 */
export const WASM_PROBE_SOURCE = `async () => {
  const hex = ${JSON.stringify(EMPTY_WASM_HEX)};
  const bytes = new Uint8Array(hex.match(/../g).map((h) => parseInt(h, 16)));
  try {
    const { instance } = await WebAssembly.instantiate(bytes);
    return instance instanceof WebAssembly.Instance ? 'ok' : 'no instance';
  } catch (e) {
    return String(e && e.name) + ': ' + String(e && e.message);
  }
}`;

/**
 * Source of a function, run inside an extension page, that fetches the packaged
 * solver.wasm from the extension's own origin and compiles it; 'ok' or the error's text.
 */
export const SOLVER_WASM_PROBE_SOURCE = `async () => {
  try {
    const response = await fetch(new URL('solver.wasm', location.href));
    if (!response.ok) return 'fetch failed: ' + response.status;
    const module = await WebAssembly.compile(await response.arrayBuffer());
    return WebAssembly.Module.exports(module).length > 0 ? 'ok' : 'no exports';
  } catch (e) {
    return String(e && e.name) + ': ' + String(e && e.message);
  }
}`;

// Browsers started by the harness outlive a test worker that dies without calling their
// close() (vitest stops its fork workers with SIGTERM). Each launcher registers a
// synchronous kill here; it runs on exit and on SIGTERM/SIGINT/SIGHUP.
const emergencyKills = new Set<() => void>();
const SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT', 'SIGHUP'];

function runEmergencyKills(): void {
  for (const kill of [...emergencyKills]) {
    try {
      kill();
    } catch {
      // best effort
    }
  }
  emergencyKills.clear();
}

function onSignal(signal: NodeJS.Signals): void {
  runEmergencyKills();
  uninstallHandlers();
  // With our handler gone, let the signal do what it would have done.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function uninstallHandlers(): void {
  process.off('exit', runEmergencyKills);
  for (const s of SIGNALS) process.off(s, onSignal);
}

/** Registers a synchronous emergency kill; returns the function that unregisters it. */
export function killOnProcessExit(kill: () => void): () => void {
  if (emergencyKills.size === 0) {
    process.on('exit', runEmergencyKills);
    for (const s of SIGNALS) process.on(s, onSignal);
  }
  emergencyKills.add(kill);
  return () => {
    emergencyKills.delete(kill);
    if (emergencyKills.size === 0) uninstallHandlers();
  };
}

/**
 * Launches a browser session for the tests of the enclosing describe block and closes it
 * after them. A launch failure (a browser not installed, say) fails every test with its
 * message instead of leaving them reported as skipped.
 */
export function browserSession<S extends { close(): Promise<void> }>(launch: () => Promise<S>): () => S {
  let session: S | undefined;
  let launchError: unknown;
  beforeAll(async () => {
    try {
      session = await launch();
    } catch (err) {
      launchError = err;
    }
  });
  afterAll(async () => {
    await session?.close();
  });
  return () => {
    if (!session) throw launchError ?? new Error('browser not launched');
    return session;
  };
}
