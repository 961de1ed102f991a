// The browser worker (src/solver/worker/worker.ts), bundled as scripts/build.mjs bundles it
// (src/tools/esbuild-options.mjs: an IIFE for the browser), run in a bare VM context that offers only what a dedicated
// worker offers: postMessage/onmessage on the global, fetch, location, WebAssembly.
// Checks that it loads solver.wasm by URL, answers, reports progress, and turns a module
// that fails to load into an error answer.
import { createContext, runInContext } from 'node:vm';
import * as esbuild from 'esbuild';
import { CLASSIC_SCRIPT_OPTIONS } from '../../src/tools/esbuild-options.mjs';
import { beforeAll, describe, expect, test } from 'vitest';
import { lineOf } from '../../src/solver/search/answer';
import { solverWasmBytes } from '../../src/solver/node';
import type { FromWorker, ToWorker } from '../../src/solver/worker/protocol';
import { deal } from './helpers';

let bundle = '';

beforeAll(async () => {
  const out = await esbuild.build({
    ...CLASSIC_SCRIPT_OPTIONS,
    entryPoints: ['src/solver/worker/worker.ts'],
    write: false,
    logLevel: 'silent',
  });
  bundle = out.outputFiles[0].text;
});

function startWorker(fetchImpl: (url: string) => Promise<unknown>) {
  const received: FromWorker[] = [];
  const fetched: string[] = [];
  const scope: Record<string, unknown> = {
    postMessage: (m: FromWorker) => received.push(structuredClone(m)),
    onmessage: null,
    location: { href: 'chrome-extension://abc/worker.js' },
    fetch: (url: string) => {
      fetched.push(url);
      return fetchImpl(url);
    },
    WebAssembly, MessageChannel, setTimeout, clearTimeout, structuredClone, performance, console, URL,
  };
  scope.globalThis = scope;
  scope.self = scope;
  createContext(scope);
  runInContext(bundle, scope);
  const send = (m: ToWorker) => (scope.onmessage as (e: { data: ToWorker }) => void)({ data: m });
  const result = async (id: number) => {
    for (let i = 0; i < 500; i++) {
      const r = received.find((m) => m.type === 'result' && m.id === id);
      if (r && r.type === 'result') return r.answer;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('no answer');
  };
  return { send, result, received, fetched };
}

describe('the bundled browser worker', () => {
  test('fetches solver.wasm next to itself and answers with a replayed win', async () => {
    const bytes = await solverWasmBytes();
    const w = startWorker(async () => ({ ok: true, status: 200, arrayBuffer: async () => bytes.slice().buffer }));
    w.send({ type: 'start', id: 7, deal: deal(3), moves: [], budget: { maxNodes: 100_000 }, hint: true });
    const a = await w.result(7);
    expect(w.fetched).toEqual(['chrome-extension://abc/solver.wasm']);
    expect(a.verdict).toBe('win');
    expect(a.hint?.move).toEqual(lineOf(a)[0]);
  });

  test('reports progress and honours cancel', async () => {
    const bytes = await solverWasmBytes();
    const w = startWorker(async () => ({ ok: true, status: 200, arrayBuffer: async () => bytes.slice().buffer }));
    w.send({ type: 'start', id: 1, deal: deal(5860), moves: [], budget: { maxNodes: 50_000_000 } });
    for (let i = 0; i < 200 && !w.received.some((m) => m.type === 'progress'); i++) await new Promise((r) => setTimeout(r, 10));
    expect(w.received.some((m) => m.type === 'progress' && m.id === 1 && m.nodes > 0)).toBe(true);
    w.send({ type: 'cancel', id: 1 });
    expect((await w.result(1)).verdict).toBe('cancelled');
  });

  test('a module that cannot be fetched gives an error answer', async () => {
    const w = startWorker(async () => ({ ok: false, status: 404, arrayBuffer: async () => new ArrayBuffer(0) }));
    w.send({ type: 'start', id: 2, deal: deal(3), moves: [] });
    const a = await w.result(2);
    expect(a.verdict).toBe('error');
    if (a.verdict === 'error') expect(a.message).toMatch(/404/);
  });

  test('a module that is not WebAssembly gives an error answer', async () => {
    const w = startWorker(async () => ({ ok: true, status: 200, arrayBuffer: async () => new TextEncoder().encode('nope').buffer }));
    w.send({ type: 'start', id: 3, deal: deal(3), moves: [] });
    expect((await w.result(3)).verdict).toBe('error');
  });
});
