// The solvers' answers in the player's words: the fair player's hint (it reads only what
// the player can see, docs/fair-play.md, so it says a chance, not a proof), the full-deal
// solver's hint (with the piles to highlight), labelled as reading the face-down cards, and
// the verdict of Winnable?; where the two voices differ, the one sentence that says why.
// Says where a hint comes from; never invents an answer.
import { type Game, type Move, type PileId, allInSight } from '../../src/engine/index';
import type { HintView, VerdictView } from './adviceState';
import { percent } from '../fair/fairViews';
import { type SingleKey, t, tn } from '../platform/i18n';
import { landingPile } from '../input/moves';
import { describeMove } from '../input/moveWords';
import { rankThe } from '../table/names';
import type { ChanceAnswer, SolverAnswer } from './solverClient';
import { longerBudget } from './longerBudget';
import { type Evidence, type Why, whyMove } from '../../src/solver/fair/why';

/** A count of positions in words: "850,000", "4.2 million" (the browser's number format). */
export function formatCount(n: number): string {
  if (n < 1_000_000) return n.toLocaleString();
  const millions = Math.round(n / 100_000) / 10;
  return millions === 1 ? t('countOneMillion') : t('countMillions', millions.toLocaleString(undefined, { maximumFractionDigits: 1 }));
}

/** What a solver answer says as a hint for game `g`: text, and the piles to highlight. */
export const hintView = (g: Game, answer: SolverAnswer): HintView => {
  const said = (kind: 'win' | 'best', key: SingleKey, m: Move): HintView => {
    const { words, ...marks } = hintedMove(g, m);
    return { kind, text: t(key, words), ...marks };
  };
  switch (answer.verdict) {
    case 'win':
      return answer.line.length > 0 ? { ...said('win', 'hintWin', answer.line[0]), proof: 'win' } : { kind: 'none', text: t('wonGame') };
    case 'loss':
      // Lost: still the move that keeps the most options, when the solver named one.
      return { ...(answer.hint?.move ? said('best', 'hintLost', answer.hint.move) : { kind: 'none', text: t('hintNone') }), proof: 'loss' };
    case 'unknown':
      return answer.hint?.move ? said('best', 'hintBest', answer.hint.move) : { kind: 'none', text: t('verdictUnknown') };
    case 'error':
      return { kind: 'error', text: t('solverUnavailable', answer.message) };
    default:
      return { kind: 'none', text: '' };
  }
};

/** What a solver answer says to Winnable? about the position after the moves `forKey`. */
export const verdictView = (forKey: string, answer: SolverAnswer): VerdictView => {
  switch (answer.verdict) {
    case 'win':
      return { forKey, kind: 'win', text: tn('verdictWin', answer.line.length, answer.line.length), line: answer.line };
    case 'loss':
      return { forKey, kind: 'loss', text: t('verdictLoss') };
    case 'unknown': {
      // How far it got, and whether a longer search is still on offer.
      const more = longerBudget(answer.nodes) !== undefined;
      return { forKey, kind: 'unknown', text: tn(more ? 'verdictUnknownAfter' : 'verdictUnknownCap', answer.nodes, formatCount(answer.nodes)), nodes: answer.nodes, more };
    }
    case 'error':
      return { forKey, kind: 'error', text: t('solverUnavailable', answer.message) };
    default:
      return { forKey, kind: 'error', text: '' };
  }
};

/** A hint's move in words, and the piles it highlights. A deal names no card: the player cannot see it yet. */
export function hintedMove(g: Game, m: Move): Pick<HintView, 'move' | 'from' | 'to'> & { words: string } {
  return {
    words: m.kind === 'deal' ? t('hintDeal') : describeMove(g.position, m),
    move: m,
    from: (m.kind === 'deal' ? 's' : m.from) as PileId,
    to: landingPile(g.position, m),
  };
}

/** The search's evidence in words: "won 87 of 100 sampled deals, against 71 for the next best move". */
function evidenceText(e: Evidence): string {
  return e.won > e.next ? tn('whyWon', e.samples, e.won, e.samples, e.next) : tn('whyWonLevel', e.samples, e.won, e.samples);
}

/**
 * Why the fair player's move, in words (src/solver/fair/why.ts has the kinds): "frees the
 * nine that foundation 1 needs next; won 87 of 100 sampled deals, against 71 for the next
 * best move". Undefined when there is nothing to say.
 */
export function whyText(why: Why | undefined): string | undefined {
  if (why === undefined) return undefined;
  const reason = ((): string | undefined => {
    switch (why.kind) {
      case 'safe': return t('whySafe');
      case 'only': return t('whyOnly');
      case 'opens': return t('whyOpens');
      case 'reserve': return why.left > 0 ? t('whyReserve') : t('whyReserveLast');
      case 'frees': return t('whyFrees', rankThe(why.rank), why.foundation);
      case 'space': return t('whySpace');
      case 'fill': return t('whyFill', rankThe(why.rank));
      case 'waste': return why.rank === undefined ? t('whyWasteEmpty') : t('whyWaste', rankThe(why.rank));
      case 'builds': return t('whyBuilds', why.foundation, rankThe(why.rank));
      case 'deal': return t('whyDeal');
      default: return undefined;
    }
  })();
  const evidence = why.evidence && evidenceText(why.evidence);
  return reason && evidence ? t('whyAndEvidence', reason, evidence) : (reason ?? evidence);
}

/** What the fair player's answer says as a hint for game `g`: the move, why, and the win chance. */
export function fairHintView(g: Game, answer: ChanceAnswer): HintView {
  switch (answer.verdict) {
    case 'chance': {
      if (answer.best === undefined) return { kind: 'none', text: answer.chance === 1 ? t('wonGame') : t('hintFairNone') };
      const { words, ...marks } = hintedMove(g, answer.best);
      const why = whyText(whyMove(g.position, answer));
      const chance = percent(answer.chance ?? 0);
      return { kind: 'fair', text: why ? t('hintFairWhy', words, why, chance) : t('hintFair', words, chance), ...marks };
    }
    case 'error':
      return { kind: 'error', text: t('solverUnavailable', answer.message) };
    default:
      return { kind: 'none', text: '' };
  }
}

/**
 * Where a proof stands, for the sentence beside it: at the deal, later with cards still face
 * down (the stock, the reserve under its top), or with every card in sight.
 */
export type ProofWhere = 'deal' | 'play' | 'sight';

export const proofWhere = (g: Game): ProofWhere => (g.moves.length === 0 ? 'deal' : allInSight(g.position) ? 'sight' : 'play');

/**
 * Wherever a proof and the fair chance shown beside it differ, one sentence why: a proved loss
 * beside any chance above 0% ("The face-down cards make this deal unwinnable; from what can be
 * seen it is a 95% deal, so no play could have known."), a proved win beside any chance under
 * 100%. With cards face down the proof read them and the chance could not; with every card in
 * sight the chance is the fair player's estimate from quick play (calibrated on its own games,
 * so never 100% before the win), and the proof a search of every line. Undefined when they
 * agree (a loss at 0%, a win at 100%) or there is no proof.
 */
export function voicesText(kind: VerdictView['kind'], chance: number, where: ProofWhere): string | undefined {
  const shown = percent(chance);
  if (kind === 'loss' && shown > 0) return t(where === 'sight' ? 'voicesLostInSight' : where === 'deal' ? 'voicesLostDeal' : 'voicesLost', shown);
  if (kind === 'win' && shown < 100) return t(where === 'sight' ? 'voicesWonInSight' : 'voicesWon', shown);
  return undefined;
}
