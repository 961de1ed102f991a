#!/usr/bin/env node
// npm run bench, engine section: the cost of a long line of play. A line of random legal
// moves of deal 1 as long as the one issue 32's probe pasted (174,007 moves, about 1 MB of
// text) is played move by move with playMove from the deal, then at once with playMoves
// (as a paste or a save plays a line); then one Undo, the save (serializeGame) and reading
// it back (parseSavedGame). Each move must cost the same whatever the line's length
// (src/engine/game.ts shares the line): the time for the whole line is given beside the
// time for its first 32,000 moves, and the position-only replay (position.ts) is the floor.
//
//   node scripts/bench-engine.mjs   (this section alone)
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isEntryPoint } from '../src/tools/flags.mjs';
import { loadNodeLibrary } from '../src/tools/nodeLibrary.mjs';

/** The probe's line length, and a shorter line to compare the cost per move with. */
export const LONG_LINE = 174_007;
const SHORT_LINE = 32_000;

/**
 * `length` legal moves of deal `dealNumber`, each chosen at random (Mulberry32 seeded with
 * `seed`) among the legal moves of its position, through the engine `lib` (src/engine/index.ts,
 * bundled or not). Tableau moves back and forth keep a random line going long after the
 * stock is dealt; a line that blocks before `length` throws.
 */
export function randomLine(lib, dealNumber, length, seed = 1) {
  const deal = lib.dealFromNumber(dealNumber);
  if (!deal.ok) throw new Error(deal.error.message);
  const next = lib.mulberry32(seed);
  let pos = lib.dealPosition(deal.value);
  const moves = [];
  while (moves.length < length) {
    const legal = lib.legalMoves(pos);
    if (legal.length === 0) throw new Error(`deal ${dealNumber}, seed ${seed}: blocked after ${moves.length} moves`);
    const move = legal[lib.uniformBelow(next, legal.length)];
    const played = lib.play(pos, move);
    if (!played.ok) throw new Error(played.error.message);
    pos = played.value;
    moves.push(move);
  }
  return { deal: deal.value, moves };
}

const timed = (f) => {
  const t = performance.now();
  const value = f();
  return { value, ms: performance.now() - t };
};
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const perMove = (ms, n) => `${((1000 * ms) / n).toFixed(2)} µs a move`;

export const section = {
  title: `Engine: a line of ${LONG_LINE.toLocaleString('en')} moves (deal 1, random legal moves)`,
  async run(ctx) {
    const { lib } = ctx;
    const { deal, moves } = randomLine(lib, 1, LONG_LINE);
    const text = lib.movesToString(moves);
    const playAll = (n) => {
      let game = lib.newGame(deal, 1);
      for (let i = 0; i < n; i++) {
        const next = lib.playMove(game, moves[i]);
        if (!next.ok) throw new Error(next.error.message);
        game = next.value;
      }
      return game;
    };
    playAll(2_000); // warm up
    const short = timed(() => playAll(SHORT_LINE));
    const long = timed(() => playAll(LONG_LINE));
    const atOnce = timed(() => lib.playMoves(lib.newGame(deal, 1), moves));
    const floor = timed(() => lib.replay(deal, moves));
    const game = long.value;
    const undone = timed(() => lib.undo(game));
    const saved = timed(() => JSON.stringify(lib.serializeGame(game)));
    const read = timed(() => lib.parseSavedGame(JSON.parse(saved.value)));
    if (!undone.value.ok || !read.value.ok || read.value.value.moves.length !== LONG_LINE) throw new Error('the long line did not round-trip');
    return [
      `the line: ${text.length.toLocaleString('en')} characters as text`,
      `playMove from the deal: ${SHORT_LINE.toLocaleString('en')} moves ${s(short.ms)} (${perMove(short.ms, SHORT_LINE)}); all ${LONG_LINE.toLocaleString('en')} ${s(long.ms)} (${perMove(long.ms, LONG_LINE)})`,
      `playMoves (one Game at the end, as a paste or a save plays): ${s(atOnce.ms)}; replay of the positions alone ${s(floor.ms)}`,
      `then one undo ${undone.ms.toFixed(1)} ms; the save ${saved.ms.toFixed(0)} ms (${saved.value.length.toLocaleString('en')} bytes); reading it back ${read.ms.toFixed(0)} ms`,
    ];
  },
};

if (isEntryPoint(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const lib = await loadNodeLibrary(root, 'bench-engine-lib', ["export * from './src/engine/index.ts';"]);
  console.log(`== ${section.title} ==`);
  for (const line of await section.run({ lib })) console.log(line);
}
