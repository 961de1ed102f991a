// The module makes its arrays as it starts without writing them (assembly/fresh.ts, issue 38):
// the stub runtime's blocks are memory no one has used, zero already, so a page of an array
// costs the browser only once the search or the fair player writes it. `new StaticArray`
// writes its zeros (memory.fill), which made every page of every array resident in each
// instance at once. Read in the built module: what its start function runs fills no memory.
import { describe, expect, test } from 'vitest';
import binaryen from 'binaryen';
import { solverWasmBytes } from '../../src/solver/node';

/** The module's functions as text (binaryen's), by name, and the start function's name. */
async function functionsOf(): Promise<{ start: string; bodies: Map<string, string> }> {
  const module = binaryen.readBinary(await solverWasmBytes());
  const text = module.emitText();
  module.dispose();
  const start = /\(start (\$\S+)\)/.exec(text)?.[1];
  if (!start) throw new Error('the module has no start function');
  const bodies = new Map<string, string>();
  for (const part of text.split(/\n (?=\(func )/)) {
    const name = /^\(func (\$[^\s()]+)/.exec(part)?.[1];
    if (name) bodies.set(name, part);
  }
  return { start, bodies };
}

describe('the module\'s memory as it starts', () => {
  test('its start writes no zeros: nothing it calls fills memory', async () => {
    const { start, bodies } = await functionsOf();
    const reached = new Set<string>();
    const fills: string[] = [];
    for (const todo = [start]; todo.length > 0; ) {
      const name = todo.pop()!;
      if (reached.has(name)) continue;
      reached.add(name);
      const body = bodies.get(name);
      expect(body, `function ${name}`).toBeDefined();
      if (/\(memory\.fill\b/.test(body!)) fills.push(name);
      for (const call of body!.matchAll(/\(call (\$[^\s()]+)/g)) todo.push(call[1]);
    }
    expect(reached.size).toBeGreaterThan(1); // the start does make the arrays
    expect(fills).toEqual([]);
  });
});
