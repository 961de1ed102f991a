// The README's examples, and docs/cli.md's, are the tool's real output: every block that starts with
// `$ npm run -s plot -- ARGS` is run and must match, line for line, with `…` standing for
// a timing ("ms":…). PLOT_UPDATE_README=1 rewrites the blocks from the real output.
// Facts the README and its guides state about the code are checked here too: the extension
// ID, the npm scripts they name (README, docs/dev/develop.md), and the keyboard table
// (docs/playing.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_EXTENSION_ID, ROOT } from '../../src/tools/extension.mjs';
import { main } from '../../src/cli/plot';
import { shortcutFor } from '../../popup/input/navigation';

const README = join(ROOT, 'README.md');
/** Every command with its examples, run as the README's are. */
const CLI_DOC = join(ROOT, 'docs', 'cli.md');
/** The player's guide, which holds the keyboard table. */
const PLAYING = join(ROOT, 'docs', 'playing.md');
/** The developer's guide, which names npm scripts too. */
const DEVELOP = join(ROOT, 'docs', 'dev', 'develop.md');
const PROMPT = '$ npm run -s plot -- ';
/** What varies from run to run, and the placeholder the README shows instead. */
const PLACEHOLDERS: readonly [RegExp, string][] = [[/"ms":\d+/g, '"ms":…']];

/** Splits a command line as a POSIX shell would for these examples: spaces, "double quotes". */
function shellWords(line: string): string[] {
  const words: string[] = [];
  for (const m of line.matchAll(/"([^"]*)"|(\S+)/g)) words.push(m[1] ?? m[2]);
  return words;
}

async function plotOutput(args: string[]): Promise<string> {
  const lines: string[] = [];
  await main(args, { out: (s) => lines.push(s), err: (s) => lines.push(s) });
  let text = lines.join('\n');
  for (const [pattern, shown] of PLACEHOLDERS) text = text.replace(pattern, shown);
  return text;
}

interface Example { command: string; expected: string; start: number; end: number }

/** The ``` blocks whose first line is a plot command; `start`..`end` spans the output. */
function examples(text: string): Example[] {
  const found: Example[] = [];
  for (const m of text.matchAll(/^```\n(\$ npm run -s plot -- [^\n]*)\n([\s\S]*?)^```$/gm)) {
    const start = (m.index ?? 0) + 4 + m[1].length + 1;
    found.push({ command: m[1], expected: m[2].replace(/\n$/, ''), start, end: start + m[2].length });
  }
  return found;
}

for (const [file, name, wanted] of [
  [README, 'README', ['deal', 'hint', 'solve']],
  [CLI_DOC, 'docs/cli.md', ['deal', 'daily', 'moves', 'show', 'hint', 'solve', 'chance']],
] as const) {
  describe(`${name} examples`, () => {
    const text = readFileSync(file, 'utf8');
    const blocks = examples(text);

    it(`has examples for ${wanted.join(', ')}`, () => {
      const commands = blocks.map((b) => shellWords(b.command.slice(PROMPT.length))[0]);
      expect(new Set(commands)).toEqual(new Set(wanted));
    });

    if (process.env.PLOT_UPDATE_README === '1') {
      it('rewrites every example from the real output', async () => {
        let updated = text;
        for (const b of [...blocks].reverse()) {
          const actual = await plotOutput(shellWords(b.command.slice(PROMPT.length)));
          updated = `${updated.slice(0, b.start)}${actual}\n${updated.slice(b.end)}`;
        }
        writeFileSync(file, updated);
      });
      return;
    }

    it.each(blocks.map((b) => [b.command, b] as const))('%s', async (_, b) => {
      expect(await plotOutput(shellWords(b.command.slice(PROMPT.length)))).toBe(b.expected);
    });
  });
}

describe('README facts', () => {
  const text = readFileSync(README, 'utf8');
  const develop = readFileSync(DEVELOP, 'utf8');
  const keys = readFileSync(PLAYING, 'utf8');

  it('gives the real Chromium extension ID', () => {
    expect(text).toContain(`extension ID is always \`${CHROMIUM_EXTENSION_ID}\``);
  });

  it('names only npm scripts that exist', () => {
    const scripts = Object.keys((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: object }).scripts);
    const named = [...`${text}\n${develop}`.matchAll(/npm run (?:-s )?([\w:-]+)/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(5);
    for (const name of named) expect(scripts).toContain(name);
  });

  it('the keyboard table lists exactly the keys the popup answers', () => {
    const table = keys.slice(keys.indexOf('| Key | Does |'), keys.indexOf('## Buttons and messages'));
    const rows = [...table.matchAll(/^\| (`.*?`) \| (.*) \|$/gm)].map((m) => ({ keys: [...m[1].matchAll(/`([^`]+)`/g)].map((k) => k[1]), does: m[2] }));
    const press = (key: string) => {
      const parts = key.split('+');
      const k = parts[parts.length - 1];
      return shortcutFor({ key: k.length === 1 ? k.toLowerCase() : k, ctrlKey: parts.includes('Ctrl'), shiftKey: parts.includes('Shift'), altKey: false, metaKey: false });
    };
    const expected: Record<string, string> = {
      D: 'deal', F: 'foundation', H: 'hint', W: 'winnable', Z: 'undo', 'Ctrl+Z': 'undo',
      Y: 'redo', 'Ctrl+Y': 'redo', 'Ctrl+Shift+Z': 'redo', N: 'newGame', '?': 'help', Escape: 'escape',
      'Shift+D': 'stockRun', 'Shift+H': 'playHint',
    };
    const listed = rows.flatMap((r) => r.keys).filter((k) => press(k) !== undefined);
    expect(listed.sort()).toEqual(Object.keys(expected).sort());
    for (const key of listed) expect(press(key)).toBe(expected[key]);
    // Every letter the popup answers is in the table.
    for (const letter of 'abcdefghijklmnopqrstuvwxyz?') {
      const s = shortcutFor({ key: letter, ctrlKey: false, shiftKey: false, altKey: false, metaKey: false });
      if (s) expect(listed).toContain(letter === '?' ? '?' : letter.toUpperCase());
      // With Shift: a chore of its own (Shift+D, Shift+H) must be listed too.
      const shifted = shortcutFor({ key: letter.toUpperCase(), ctrlKey: false, shiftKey: true, altKey: false, metaKey: false });
      if (letter !== '?' && shifted && shifted !== s) expect(listed).toContain(`Shift+${letter.toUpperCase()}`);
    }
  });
});
