// Clicks per won game (issue 21): deals --from.. (--deals of them) played through the
// popup's own session (popup/session/session.ts: auto-play, stock runs, Finish as the popup
// makes them) by following the fair player's move at every position — the move Hint shows
// — with the fewest gestures the table offers. Counted three ways:
//
//   hint by key   Shift+H asks the hint and plays it (1 key a move; a hinted deal is a stock
//                 run); Finish 1 click once it is offered
//   hint by mouse Hint, then Play it (2 clicks a move); Finish 1
//   by hand       the fair player's moves played on the cards: a card whose only move is
//                 its foundation 1 click, any other move 2 (click-click, or a double-click to
//                 its foundation; a drag is 1 gesture), a stock run a double-click on the
//                 stock (2 clicks, 1 gesture); Finish 1
//
// Finish is offered as the popup offers it: the engine's finishLine once the stock is out,
// or, with every card in sight, the full-deal solver's proof within the hint's budget. Each
// setting of auto-play is played apart: safe only (the default) and eager.
//
//   node scripts/clicks.mjs [--from 1] [--deals 10] [--samples 100] [--eager-only]
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadNodeLibrary } from '../src/tools/nodeLibrary.mjs';
import { isEntryPoint, scriptFlags } from '../src/tools/flags.mjs';

export const FLAGS = { from: 1, deals: 10, samples: 100, 'eager-only': false };

const lib = (root) =>
  loadNodeLibrary(root, 'clicks-lib', [
    "export * from './src/engine/index.ts';",
    "export { step } from './popup/session/session.ts';",
    "export { FRESH_META } from './src/storage/gameSave.ts';",
    "export { DEFAULT_SETTINGS, EMPTY_STATS } from './src/storage/prefs.ts';",
    "export { fairDecide } from './src/solver/fair/core.ts';",
    "export { loadFair, loadSolver } from './src/solver/node.ts';",
    "export { solvePosition } from './src/solver/search/solve.ts';",
    "export { BUDGETS } from './popup/advice/budgets.ts';",
  ]);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The popup's Finish at `pos`, if it would offer one: the engine's line, or the solver's proof with every card in sight. */
function finishOffered(L, solver, pos) {
  if (pos.stock.length > 0) return undefined;
  const line = L.finishLine(pos);
  if (line || pos.reserve.length > 0) return line;
  const a = L.solvePosition(solver, pos, L.BUDGETS.hint);
  return a.verdict === 'win' ? a.line : undefined;
}

/** One deal followed to its end with auto-play `eager` or safe only. */
export function playDeal(L, fair, solver, n, eager, samples) {
  const deal = L.dealFromNumber(n).value;
  let s = { game: L.newGame(deal, n), meta: L.FRESH_META, stats: L.EMPTY_STATS, settings: { ...L.DEFAULT_SETTINGS, eagerAutoPlay: eager } };
  const c = { key: 0, mouse: 0, hand: 0, gestures: 0, decisions: 0, runs: 0, ups: 0, autoUp: 0, finished: 0 };
  for (let guard = 0; guard < 2000; guard++) {
    const pos = s.game.position;
    if (L.status(pos) !== 'playing') break;
    const line = finishOffered(L, solver, pos);
    if (line) {
      s = L.step(s, { type: 'finish', moves: line }).session;
      c.key++; c.mouse++; c.hand++; c.gestures++;
      c.finished = line.length;
      break;
    }
    const best = L.fairDecide(fair, L.viewOf(pos), { samples }).best;
    if (!best) break;
    c.decisions++;
    c.key += 1;
    c.mouse += 2;
    c.gestures += 1;
    let done;
    if (best.kind === 'deal') {
      c.runs++;
      c.hand += 2;
      done = L.step(s, { type: 'stockRun' });
    } else {
      const moves = L.legalMoves(pos).filter((m) => m.kind === 'play' && m.from === best.from);
      c.hand += moves.length === 1 && best.to === 'f' ? 1 : 2;
      if (best.to === 'f') c.ups++;
      done = L.step(s, { type: 'play', move: best });
    }
    if (done.change.kind === 'refused') throw new Error(`deal ${n}: the session refused ${L.moveToString(best)}`);
    c.autoUp += done.change.autoPlayed ?? 0;
    s = done.session;
  }
  return { deal: n, won: L.status(s.game.position) === 'won', moves: s.game.moves.length, ...c };
}

/** @param {(line: string) => void} [log] */
export async function clicks(root, flags, log = () => {}) {
  const L = await lib(root);
  const fair = await L.loadFair();
  const solver = await L.loadSolver(16 << 20);
  const out = {};
  for (const eager of flags['eager-only'] ? [true] : [false, true]) {
    const rows = [];
    for (let n = flags.from; n < flags.from + flags.deals; n++) {
      const row = playDeal(L, fair, solver, n, eager, flags.samples);
      rows.push(row);
      log(`${eager ? 'eager' : 'safe '} deal ${n}: ${row.won ? 'won ' : 'lost'} ${row.moves} moves, ${row.decisions} decisions (${row.runs} stock runs, ${row.ups} foundation plays), auto-play ${row.autoUp} cards; key ${row.key}, mouse ${row.mouse}, by hand ${row.hand} clicks / ${row.gestures} gestures`);
    }
    out[eager ? 'eager' : 'safe'] = rows;
  }
  return out;
}

export function summary(result, flags) {
  const lines = [`deals ${flags.from}..${flags.from + flags.deals - 1}, following the fair player's move (the hint), medians over won games:`];
  for (const [mode, rows] of Object.entries(result)) {
    const won = rows.filter((r) => r.won);
    const m = (k) => median(won.map((r) => r[k]));
    lines.push(`  auto-play ${mode === 'eager' ? 'eager    ' : 'safe only'}: won ${won.length}/${rows.length}; moves ${m('moves')}, auto-played cards ${m('autoUp')}; ` +
      `Shift+H ${m('key')} keys; Hint + Play it ${m('mouse')} clicks; by hand ${m('hand')} clicks (${m('gestures')} gestures)`);
  }
  return lines;
}

if (isEntryPoint(import.meta.url)) {
  const flags = scriptFlags('clicks', FLAGS);
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const result = await clicks(root, flags, (s) => process.stderr.write(s + '\n'));
  for (const line of summary(result, flags)) console.log(line);
}
