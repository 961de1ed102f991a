#!/usr/bin/env node
// `npm start`: build, then open a browser with dist/ loaded as an extension (web-ext run,
// which reloads the extension whenever dist/ changes: run `npm run build` again after an
// edit) and the popup page open in a tab.
//
// Environment:
//   PLOT_BROWSER=chromium|firefox  which browser (default: /usr/bin/chromium if installed,
//                                  else firefox-esr)
//   PLOT_HEADLESS=1                pass --headless to the browser (no display needed) and
//                                  exit once the popup has opened: 0 when its table is
//                                  drawn (Chromium; Firefox: when its tab is opened), 1
//                                  when it is not within 60 s
// Extra command-line arguments are passed to the browser, e.g. `npm start -- --lang=es`.
//
// The popup tab cannot be a plain --start-url: web-ext installs the extension only after
// the browser has started, so an early tab on the extension's URL fails. Instead the tab is
// opened once the extension is in: over the DevTools protocol web-ext already holds (CDP
// for Chromium, the Firefox remote debugging protocol for Firefox). If that fails, the URL
// is printed to open by hand.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webExt from 'web-ext';
import { CHROMIUM_POPUP_URL, DIST, FIREFOX_POPUP_URL, FIREFOX_UUID_PREF, ROOT } from '../src/tools/extension.mjs';

const CHROMIUM = '/usr/bin/chromium';
const FIREFOX = 'firefox-esr';

function fail(message) {
  console.error(`npm start: ${message}`);
  process.exit(1);
}

function onPath(cmd) {
  return spawnSync('sh', ['-c', 'command -v "$0"', cmd], { stdio: 'ignore' }).status === 0;
}

function chooseBrowser() {
  const wanted = process.env.PLOT_BROWSER;
  if (wanted === 'chromium') {
    if (!existsSync(CHROMIUM)) fail(`${CHROMIUM} not found: apt-get install -y chromium`);
    return 'chromium';
  }
  if (wanted === 'firefox') {
    if (!onPath(FIREFOX)) fail(`${FIREFOX} not found: apt-get install -y firefox-esr`);
    return 'firefox';
  }
  if (wanted) fail(`PLOT_BROWSER must be "chromium" or "firefox", not "${wanted}"`);
  if (existsSync(CHROMIUM)) return 'chromium';
  if (onPath(FIREFOX)) return 'firefox';
  fail('no browser found: apt-get install -y chromium (or firefox-esr)');
}

/** A fresh Firefox profile that pins the extension's UUID. */
function firefoxProfile() {
  const dir = mkdtempSync(join(tmpdir(), 'plot-start-firefox-'));
  const prefs = {
    // web-ext's own --pref writes JSON strings unescaped, so set this one in user.js.
    [FIREFOX_UUID_PREF[0]]: FIREFOX_UUID_PREF[1],
    'browser.shell.checkDefaultBrowser': false,
    'browser.startup.homepage_override.mstone': 'ignore',
    'browser.aboutwelcome.enabled': false,
  };
  const lines = Object.entries(prefs).map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});`);
  writeFileSync(join(dir, 'user.js'), lines.join('\n') + '\n');
  return dir;
}

const OPEN_WAIT_MS = 60_000;
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** Opens the popup in a tab; with `wait`, resolves once its table is drawn (body[data-ready]). */
async function openInChromium(runner, url, wait) {
  const cdp = runner.extensionRunners?.[0]?.cdp;
  if (!cdp) throw new Error('web-ext exposes no CDP connection');
  const { targetId } = await cdp.sendCommand('Target.createTarget', { url });
  if (!wait) return;
  const { sessionId } = await cdp.sendCommand('Target.attachToTarget', { targetId, flatten: true });
  for (const end = Date.now() + OPEN_WAIT_MS; Date.now() < end; await pause(200)) {
    const answer = await cdp.sendCommand('Runtime.evaluate', { expression: "document.body?.dataset.ready === 'true'", returnByValue: true }, sessionId);
    if (answer?.result?.value === true) return;
  }
  throw new Error(`the popup's table was not drawn within ${OPEN_WAIT_MS / 1000} s`);
}

/**
 * Opens the popup in a tab. Headless, nothing more is checked: the parent's console answers
 * an evaluation in an event web-ext's client does not pass on, and content runs in another
 * process.
 */
async function openInFirefox(runner, url) {
  const client = runner.extensionRunners?.[0]?.remoteFirefox?.client;
  if (!client) throw new Error('web-ext exposes no remote debugging connection');
  // The parent process's console can open a tab on an extension URL; content pages cannot.
  const { processDescriptor } = await client.request({ to: 'root', type: 'getProcess', id: 0 });
  const { process: target } = await client.request({ to: processDescriptor.actor, type: 'getTarget' });
  const code = `(() => {
    const win = Services.wm.getMostRecentWindow('navigator:browser');
    win.gBrowser.selectedTab = win.gBrowser.addTab(${JSON.stringify(url)}, {
      triggeringPrincipal: Services.scriptSecurityManager.getSystemPrincipal(),
    });
  })()`;
  await client.request({ to: target.consoleActor, type: 'evaluateJSAsync', text: code });
}

async function main() {
  const browser = chooseBrowser();
  const headless = process.env.PLOT_HEADLESS === '1';
  if (!headless && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    fail(
      'no display (DISPLAY and WAYLAND_DISPLAY are unset). Run it on a desktop, under ' +
        '`xvfb-run npm start`, or with PLOT_HEADLESS=1 to check that it starts.',
    );
  }

  const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const args = [...process.argv.slice(2)];
  if (headless) args.push('--headless');
  // Our own throw-away profile, used in place (keepProfileChanges) and removed on exit:
  // web-ext's own temp copies are not always cleaned up.
  const params = { sourceDir: DIST, noInput: !process.stdin.isTTY, args, keepProfileChanges: true };
  let url;
  let profile;
  if (browser === 'chromium') {
    url = CHROMIUM_POPUP_URL;
    profile = mkdtempSync(join(tmpdir(), 'plot-start-chromium-'));
    Object.assign(params, { target: ['chromium'], chromiumBinary: CHROMIUM, chromiumProfile: profile });
    // Chromium refuses to start as root with its sandbox on (containers, CI).
    if (process.getuid?.() === 0) args.push('--no-sandbox');
  } else {
    url = FIREFOX_POPUP_URL;
    profile = firefoxProfile();
    Object.assign(params, { target: ['firefox-desktop'], firefox: FIREFOX, firefoxProfile: profile });
  }
  // A dying browser's helper processes may still write to the profile for a moment.
  const cleanup = async () => {
    for (let i = 0; i < 10 && existsSync(profile); i++) {
      rmSync(profile, { recursive: true, force: true, maxRetries: 3, retryDelay: 100 });
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  let runner;
  try {
    runner = await webExt.cmd.run(params, { shouldExitProgram: false });
  } catch (err) {
    await cleanup();
    fail(`web-ext run failed: ${err instanceof Error ? err.message : err}`);
  }
  // When the browser closes (or Ctrl-C in web-ext's prompt), web-ext has cleaned up.
  runner.registerCleanup(() => {
    cleanup().finally(() => process.exit(0));
  });
  // chrome-launcher (inside web-ext) exits on SIGINT without letting us clean up: replace
  // its handler with ours, which closes the browser through web-ext, then removes the profile.
  process.removeAllListeners('SIGINT');
  process.on('exit', () => rmSync(profile, { recursive: true, force: true }));
  let stopping = false;
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, () => {
      if (stopping) return;
      stopping = true;
      console.log(`\nnpm start: ${sig}, closing the browser`);
      Promise.resolve(runner.exit())
        .catch(() => {})
        .then(cleanup)
        .finally(() => process.exit(0));
    });
  }

  try {
    if (browser === 'chromium') await openInChromium(runner, url, headless);
    else await openInFirefox(runner, url);
    console.log(`npm start: opened ${url}`);
    if (headless) await stop(0);
  } catch (err) {
    console.log(`npm start: could not open the popup page (${err instanceof Error ? err.message : err}); open ${url}`);
    if (headless) await stop(1);
  }

  /** Headless, the check is done: the browser closed through web-ext, the profile removed. */
  async function stop(code) {
    stopping = true;
    await Promise.resolve(runner.exit()).catch(() => {});
    await cleanup();
    process.exit(code);
  }
}

main();
