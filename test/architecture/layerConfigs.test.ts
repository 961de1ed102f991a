// Each layer's own tsconfig holds it to its platform (docs/architecture.md): the engine and
// storage see no DOM, no WebWorker and no Node; the bridge a worker's globals and no Node
// but in its Node loader; the popup the DOM and no Node. `npm run typecheck` compiles each
// one, so a slip (a `document` in the engine, a `process` in the popup) fails the build;
// this test keeps the configs themselves from being loosened unnoticed.
import { readFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** tsconfig files may hold comments (JSONC); none of ours has a string with `//` in it. */
const readConfig = (dir: string) =>
  JSON.parse(readFileSync(join(ROOT, dir, 'tsconfig.json'), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as {
    compilerOptions: { lib: string[]; types: string[] };
    exclude?: string[];
  };

const LAYERS: [dir: string, lib: string[], exclude?: string[]][] = [
  ['src/engine', ['ES2022']],
  ['src/storage', ['ES2022']],
  ['src/solver', ['ES2022', 'WebWorker'], ['node.ts']],
  ['popup', ['ES2022', 'DOM', 'DOM.Iterable']],
];

describe('each layer compiles against its own platform only', () => {
  const typecheck = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.typecheck;
  for (const [dir, lib, exclude] of LAYERS) {
    it(dir, () => {
      const config = readConfig(dir);
      expect(config.compilerOptions.lib).toEqual(lib);
      expect(config.compilerOptions.types).toEqual([]);
      expect(config.exclude ?? []).toEqual(exclude ?? []);
      expect(typecheck).toContain(`tsc --noEmit -p ${dir}`);
    });
  }
});
