// A legal line of any length, for the tests of long games and long pastes: random legal
// moves (seeded) until a tableau move can be taken back by the opposite move, then that
// pair over and over. Building it costs one legalMoves per move of the random start only,
// so a 174,007-move line (issue 32's 1 MB paste of deal 1) takes a moment.
import {
  type Card, type DestId, type Move, type SourceId, dealFromNumber, dealPosition, isLegal, legalMoves, mulberry32, play, uniformBelow,
} from '../../src/engine/index';

export function longLegalLine(dealNumber: number, length: number, seed = 1): { deal: Card[]; moves: Move[] } {
  const deal = dealFromNumber(dealNumber);
  if (!deal.ok) throw new Error(deal.error.message);
  const next = mulberry32(seed);
  let pos = dealPosition(deal.value);
  const moves: Move[] = [];
  while (moves.length < length) {
    const legal = legalMoves(pos);
    for (const move of legal) {
      if (move.kind !== 'play' || !move.from.startsWith('t') || !move.to.startsWith('t')) continue;
      const there = play(pos, move);
      const back: Move = { kind: 'play', from: move.to as SourceId, to: move.from as DestId };
      if (!there.ok || !isLegal(there.value, back)) continue;
      for (let k = 0; moves.length < length; k++) moves.push(k % 2 === 0 ? move : back);
      return { deal: deal.value, moves };
    }
    if (legal.length === 0) throw new Error(`deal ${dealNumber}, seed ${seed}: blocked after ${moves.length} moves`);
    const move = legal[uniformBelow(next, legal.length)];
    const played = play(pos, move);
    if (!played.ok) throw new Error(played.error.message);
    pos = played.value;
    moves.push(move);
  }
  return { deal: deal.value, moves };
}
