// How often the fair blunder alert (src/solver/fair/alert.ts) fires on whole games: on the
// fair player's own moves (never, by construction: its move is the decision's best; and, as
// a check of the rule's noise, when judged on an independent set of determinizations), and
// on the greedy baseline's moves, for comparison. The figures of docs/fair-play.md, "The
// blunder alert".
//
//   node scripts/fair-alerts.mjs [--from 1] [--to 200] [--fair | --greedy] [--json]
//
// Both players unless one is named; --json writes build/fair-alerts-PLAYERS-FROM-TO.json.
//
// test/fair/alertGames.test.ts runs alertStudy on a few deals.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadNodeLibrary } from '../src/tools/nodeLibrary.mjs';
import { isEntryPoint, scriptFlags } from '../src/tools/flags.mjs';
import { SOLVER_WASM, compileSolverWasm, solverWasmStale } from '../src/tools/wasm.mjs';

export const FLAGS = { from: 1, to: 200, fair: false, greedy: false, json: false };

/** A seed for the independent judge: the view's hash, mixed (any fixed change draws other samples). */
const OTHER = 0x5bd1e995;

/**
 * @typedef {{ player: string, games: number, won: number, moves: number, judged: number, differs: number, lossy: number,
 *   alerts: number, independent: number, costs: number[], gaps: [gap: number, clearlyWorse: boolean][], alertDeals: number[],
 *   minLoss: number, ms: number }} AlertStudy
 */

/**
 * Plays `player` ('fair' or 'greedy') on deals from..to and judges each move it makes with the
 * fair alert. `lib` holds the engine, src/solver/fair/core.ts and src/solver/fair/alert.ts.
 * For the fair player, `independent` counts the alerts a judge with other determinizations
 * (another seed) would give: the rule's false alarms when the judge is not the player.
 * @param lib
 * @param core the fair player's module (loadFair)
 * @param {{ from: number, to: number, player: 'fair' | 'greedy', onGame?: (n: number, won: boolean, alerts: number, sofar: AlertStudy) => void }} options
 * @returns {AlertStudy}
 */
export function alertStudy(lib, core, { from, to, player, onGame }) {
  /** @type {AlertStudy} */
  const out = { player, games: 0, won: 0, moves: 0, judged: 0, differs: 0, lossy: 0, alerts: 0, independent: 0, costs: [], gaps: [], alertDeals: [], minLoss: lib.ALERT_MIN_LOSS, ms: 0 };
  const t0 = performance.now();
  for (let n = from; n <= to; n++) {
    let pos = lib.dealPosition(lib.dealFromNumber(n).value);
    let alerts = 0;
    for (let ply = 0; ply < 2000; ply++) {
      // What the popup asks after a move: the decision at the position before it, with the
      // paired counts for the move played (fairJudge). For the fair player the move is the
      // decision's best, and fairJudge returns the decision as it is.
      const policy = player === 'greedy' ? core.policyMove(lib.viewOf(pos), lib.BASELINE_POLICY) : undefined;
      const decision = policy === undefined ? lib.fairDecide(core, lib.viewOf(pos), {}) : lib.fairJudge(core, lib.viewOf(pos), policy, {});
      const move = player === 'fair' ? decision.best : policy;
      if (move === undefined) break;
      out.moves++;
      if (decision.reason === 'search') {
        out.judged++;
        const mine = decision.moves.find((m) => lib.sameChoice(pos, m.move, move));
        if (!lib.sameChoice(pos, move, decision.best)) out.differs++;
        const gap = mine ? decision.moves[0].chance - mine.chance : 0;
        if (gap >= lib.ALERT_MIN_LOSS) out.lossy++;
        // Moves 3 points or more below the best, and whether the sign test alone calls them worse: how the rate would move with the minimum loss.
        if (gap >= 0.03 && decision.paired) out.gaps.push([Math.round(gap * 1000) / 1000, lib.clearlyWorse(decision.paired)]);
        const alert = lib.fairAlert(pos, decision, move);
        if (alert) {
          alerts++;
          out.costs.push(Math.round(alert.cost * 1000) / 1000);
        }
        if (player === 'fair') {
          const other = lib.fairJudge(core, lib.viewOf(pos), move, { seed: (lib.viewHash(lib.viewOf(pos)) ^ OTHER) >>> 0 });
          if (lib.fairAlert(pos, other, move)) out.independent++;
        }
      }
      const next = lib.play(pos, move);
      if (!next.ok) throw new Error(`deal ${n}: the ${player} player chose an illegal move`);
      pos = next.value;
    }
    const won = pos.foundations.every((f) => f.length === 13);
    out.games++;
    if (won) out.won++;
    out.alerts += alerts;
    if (alerts > 0) out.alertDeals.push(n);
    onGame?.(n, won, alerts, out);
  }
  out.ms = performance.now() - t0;
  return out;
}

const pct = (a, b) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(2)}%`);

export function summary(r) {
  const lines = [`${r.player}: deals ${r.games} (won ${r.won}), moves ${r.moves}, judged (searched) ${r.judged}, not the best ${r.differs}, ${Math.round(r.minLoss * 100)} points or more below it ${r.lossy}, alerts ${r.alerts} (${pct(r.alerts, r.judged)} of judged moves, ${pct(r.alertDeals.length, r.games)} of games), ${(r.ms / 1000).toFixed(0)} s`];
  if (r.player === 'fair') lines.push(`fair, judged on other determinizations: ${r.independent} alerts (${pct(r.independent, r.judged)} of judged moves)`);
  if (r.costs.length > 0) {
    const c = [...r.costs].sort((a, b) => a - b);
    lines.push(`cost of the alerted moves (points of win chance): median ${(100 * c[Math.floor(c.length / 2)]).toFixed(0)}, max ${(100 * c[c.length - 1]).toFixed(0)}`);
  }
  for (const min of [0.03, 0.05, 0.1, 0.2]) {
    const at = r.gaps.filter(([g]) => g >= min - 1e-9);
    lines.push(`  moves ${Math.round(min * 100)}+ points below the best: ${at.length}, of which the sign test calls worse ${at.filter(([, w]) => w).length}`);
  }
  return lines;
}

const lib = (root) =>
  loadNodeLibrary(root, 'fair-alerts-lib', [
    "export * from './src/solver/fair/core.ts';",
    "export * from './src/solver/fair/alert.ts';",
    "export * from './src/solver/fair/judge.ts';",
    "export * from './src/engine/index.ts';",
  ]);

if (isEntryPoint(import.meta.url)) {
  const flags = scriptFlags('fair-alerts', FLAGS);
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const wasm = solverWasmStale(root) ? await compileSolverWasm(root) : join(root, SOLVER_WASM);
  const l = await lib(root);
  const core = await l.FairCore.fromBytes(readFileSync(wasm));
  /** @type {('fair' | 'greedy')[]} */
  const players = flags.fair === flags.greedy ? ['fair', 'greedy'] : [flags.fair ? 'fair' : 'greedy'];
  const results = [];
  for (const player of players) {
    const r = alertStudy(l, core, {
      from: flags.from, to: flags.to, player,
      onGame: (n, won, alerts, so) =>
        process.stderr.write(`${player} ${n}: ${won ? 'won' : 'lost'}${alerts ? `, ${alerts} alert(s)` : ''} (so far: ${so.games} games, ${so.judged} judged, ${so.alerts} alerts${player === 'fair' ? `, ${so.independent} on other samples` : ''})\n`),
    });
    results.push(r);
    for (const line of summary(r)) console.log(line);
  }
  if (flags.json) writeFileSync(join(root, 'build', `fair-alerts-${players.join('-')}-${flags.from}-${flags.to}.json`), JSON.stringify(results, null, 1));
}
