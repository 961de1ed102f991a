// The one-way import rule of docs/architecture.md, checked on every source file.
// A layer may import only the layers below it; anything else is a crossing to fix.
// And no import circle among the source files, type-only and dynamic imports counted: a
// circle is two modules that cannot be read, tested or loaded one without the other.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

type Layer = 'engine' | 'solver' | 'storage' | 'cli' | 'popup' | 'assembly' | 'tools';

/** Which layers each layer may import, and which bare packages (node:*, npm) it may use. */
const RULES: Record<Layer, { layers: Layer[]; packages: RegExp }> = {
  // Pure rules: no platform, no other layer.
  engine: { layers: ['engine'], packages: /^$/ },
  // The bridge runs in a worker and in Node; its Node loader may compile the module on a fresh clone.
  solver: { layers: ['engine', 'solver', 'tools'], packages: /^(node:.*|assemblyscript(\/.*)?)$/ },
  storage: { layers: ['engine', 'storage'], packages: /^$/ },
  cli: { layers: ['engine', 'solver', 'storage', 'cli', 'tools'], packages: /^node:/ },
  popup: { layers: ['engine', 'solver', 'storage', 'popup'], packages: /^(preact|preact\/.*|webextension-polyfill)$/ },
  // AssemblyScript compiles on its own: nothing from the TypeScript side.
  assembly: { layers: ['assembly'], packages: /^$/ },
  // Build pieces shared by scripts, tests and the CLI's on-demand build (src/tools).
  tools: { layers: ['tools'], packages: /^(node:.*|assemblyscript(\/.*)?|esbuild|svgo)$/ },
};

/**
 * The files two layers share: the contracts between the bridge and the module (layout,
 * move codes, flags, statuses), compiled by AssemblyScript into the module and imported by
 * the bridge — the solver's (docs/solver.md) and the fair player's (docs/fair-play.md).
 * Nothing else of assembly/ may be imported.
 */
const ABI = ['assembly/abi', 'assembly/fair/abi'];

/**
 * The English texts, written once in the extension's _locales table: the popup takes its
 * message keys from there (a type-only import, popup/platform/messages.ts). No other data
 * file, and no other layer.
 */
const ENGLISH_TEXTS = '_locales/en/messages.json';

const LAYER_DIRS: [string, Layer][] = [
  ['src/engine', 'engine'],
  ['src/solver', 'solver'],
  ['src/storage', 'storage'],
  ['src/cli', 'cli'],
  ['popup', 'popup'],
  ['assembly', 'assembly'],
  ['src/tools', 'tools'],
];

function layerOf(repoPath: string): Layer | undefined {
  const p = repoPath.split(sep).join('/');
  for (const [dir, layer] of LAYER_DIRS) if (p === dir || p.startsWith(dir + '/')) return layer;
  return undefined;
}

/** Every module specifier a file names: static imports and re-exports, dynamic import(). */
function specifiers(source: string): string[] {
  const out: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  // Comments may mention paths; they are not imports.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  for (const re of patterns) for (const m of code.matchAll(re)) out.push(m[1]);
  return out;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts'];

/** The repository path a relative specifier of `repoPath` names, if it is a file (`.js` may stand for `.ts`). */
function resolveSpecifier(repoPath: string, spec: string, exists: (p: string) => boolean): string | undefined {
  const base = join(dirname(repoPath), spec).split(sep).join('/');
  for (const ext of EXTENSIONS) if (exists(base + ext)) return base + ext;
  if (/\.m?js$/.test(base)) for (const ext of ['.ts', '.mts']) if (exists(base.replace(/\.m?js$/, ext))) return base.replace(/\.m?js$/, ext);
  return undefined;
}

/**
 * The import circles among `sources` (path → text): one per strongly connected set of
 * files, each written as a path round it (a → b → … → a).
 */
function circles(sources: Map<string, string>): string[] {
  const edges = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const targets = specifiers(text)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => resolveSpecifier(file, spec, (p) => sources.has(p)))
      .filter((t): t is string => t !== undefined);
    edges.set(file, [...new Set(targets)]);
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || edges.get(v)!.includes(v)) found.push(component);
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  // Each set as one path round it: from its first file, the shortest way back to it.
  return found.map((component) => {
    const inside = new Set(component);
    const start = [...component].sort()[0];
    const from = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const v = queue.shift()!;
      for (const w of edges.get(v)!) {
        if (!inside.has(w)) continue;
        if (w === start) {
          const path = [v];
          while (path[0] !== start) path.unshift(from.get(path[0])!);
          return [...path, start].join(' → ');
        }
        if (!from.has(w)) {
          from.set(w, v);
          queue.push(w);
        }
      }
    }
    return component.join(' → ');
  });
}

/** The crossings in one file: each specifier its layer may not use. */
function crossings(repoPath: string, source: string): string[] {
  const layer = layerOf(repoPath);
  if (!layer) return [];
  const rule = RULES[layer];
  const bad: string[] = [];
  for (const spec of specifiers(source)) {
    if (spec.startsWith('.')) {
      const target = relative(ROOT, resolve(ROOT, dirname(repoPath), spec));
      const targetLayer = layerOf(target);
      if (layer === 'solver' && ABI.includes(target.split(sep).join('/').replace(/\.ts$/, ''))) continue;
      if (layer === 'popup' && target.split(sep).join('/') === ENGLISH_TEXTS) continue;
      if (!targetLayer || !rule.layers.includes(targetLayer)) {
        bad.push(`${repoPath} (${layer}) imports ${spec} (${targetLayer ?? target})`);
      }
    } else if (!rule.packages.test(spec)) {
      bad.push(`${repoPath} (${layer}) imports package ${spec}`);
    }
  }
  return bad;
}

function sourceFiles(dir: string): string[] {
  const full = join(ROOT, dir);
  const out: string[] = [];
  for (const name of readdirSync(full)) {
    const p = join(full, name);
    if (statSync(p).isDirectory()) out.push(...sourceFiles(join(dir, name)));
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(join(dir, name));
  }
  return out;
}

describe('the import rule (docs/architecture.md)', () => {
  const files = LAYER_DIRS.flatMap(([dir]) => (existsSync(join(ROOT, dir)) ? sourceFiles(dir) : []));

  it('reads every layer (so it cannot pass on an empty tree)', () => {
    const perLayer = new Map<Layer, number>();
    for (const f of files) perLayer.set(layerOf(f)!, (perLayer.get(layerOf(f)!) ?? 0) + 1);
    for (const [dir, layer] of LAYER_DIRS) {
      if (layer === 'tools' && !existsSync(join(ROOT, dir))) continue;
      expect(perLayer.get(layer) ?? 0, layer).toBeGreaterThan(0);
    }
  });

  it('no source file imports across the rule', () => {
    const bad = files.flatMap((f) => crossings(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(bad).toEqual([]);
  });

  it('no import circle among the source files (type-only and dynamic imports count)', () => {
    const sources = new Map(files.map((f) => [f.split(sep).join('/'), readFileSync(join(ROOT, f), 'utf8')] as const));
    expect(circles(sources)).toEqual([]);
  });

  it('catches the circles it is meant to catch', () => {
    const graph = (entries: Record<string, string>) => new Map(Object.entries(entries));
    expect(circles(graph({ 'popup/a.ts': "import type { B } from './b';", 'popup/b.ts': "import { a } from './a';" }))).toEqual(['popup/a.ts → popup/b.ts → popup/a.ts']);
    expect(circles(graph({
      'popup/a.ts': "export { b } from './x/b';",
      'popup/x/b.ts': "const c = () => import('../c');",
      'popup/c.tsx': "import '../popup/a';",
    }))).toEqual(['popup/a.ts → popup/x/b.ts → popup/c.tsx → popup/a.ts']);
    expect(circles(graph({ 'src/tools/a.mjs': "import { b } from './b.mjs';", 'src/tools/b.mjs': "import { a } from './a.mjs';" }))).toHaveLength(1);
    // A line, a comment that only mentions a file, and two files that import a third are no circle.
    expect(circles(graph({
      'popup/a.ts': "import { b } from './b';\nimport { c } from './c';",
      'popup/b.ts': "import { c } from './c';",
      'popup/c.ts': "// see './a'",
    }))).toEqual([]);
  });

  it('catches the crossings it is meant to catch', () => {
    expect(crossings('src/engine/x.ts', "import { t } from '../../popup/i18n';")).toHaveLength(1);
    expect(crossings('src/engine/x.ts', "import { readFileSync } from 'node:fs';")).toHaveLength(1);
    expect(crossings('src/engine/x.ts', "export { a } from '../solver/core';")).toHaveLength(1);
    expect(crossings('src/solver/x.ts', "const m = await import('../cli/plot');")).toHaveLength(1);
    expect(crossings('src/storage/x.ts', "import type { P } from '../../popup/App';")).toHaveLength(1);
    expect(crossings('src/cli/x.ts', "import { h } from 'preact';")).toHaveLength(1);
    expect(crossings('popup/x.ts', "import { main } from '../src/cli/plot';")).toHaveLength(1);
    expect(crossings('assembly/x.ts', "import { a } from '../src/engine/index';")).toHaveLength(1);
    expect(crossings('src/tools/x.mjs', "import { a } from '../solver/core';")).toHaveLength(1);
    expect(crossings('src/solver/x.ts', "import { run } from '../../assembly/search';")).toHaveLength(1);
    expect(crossings('popup/x.ts', "import * as abi from '../assembly/abi';")).toHaveLength(1);
    expect(crossings('src/engine/x.ts', "import type en from '../../_locales/en/messages.json';")).toHaveLength(1);
    expect(crossings('popup/x.ts', "import type es from '../_locales/es/messages.json';")).toHaveLength(1);
    // Allowed directions, and comments that only mention a path.
    expect(crossings('popup/x.ts', "import { play } from '../src/engine/index';")).toEqual([]);
    expect(crossings('src/cli/x.ts', "import { solve } from '../solver/solve';")).toEqual([]);
    expect(crossings('src/solver/x.ts', "import * as abi from '../../assembly/abi';")).toEqual([]);
    expect(crossings('popup/platform/x.ts', "import type en from '../../_locales/en/messages.json';")).toEqual([]);
    expect(crossings('src/engine/x.ts', "// see '../../popup/App' for the caller\nimport { a } from './b';")).toEqual([]);
  });
});
