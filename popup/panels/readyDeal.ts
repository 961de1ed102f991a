// A deal a search found while the player began the game on the table (a winnable deal, a
// difficulty, the deal of the day: advice/dealSearches.ts, dealLanding). It never replaces that
// game unasked: the New game panel opens on the one leave question ("Leave this game?", the
// same as every other way to another game), naming the deal. "Keep playing" keeps the game and
// the deal stays offered in the message area ("Deal N is ready", Play it), and Play it goes
// through the same question again; any other new game drops the offer. The popup holds only
// the state (ReadyDealHost, in the open bundle); these rules come with the on-demand chunk,
// as the searches that offer a deal do.
import { leavesGame } from '../session/session';
import type { Cell } from '../session/observable';
import type { SessionStore } from '../session/store';

/** A deal a search found: `play` starts it, with what the search learnt of it (its proof, its chance, the daily record). */
export interface FoundDeal {
  dealNumber: number;
  play(): void;
}

export interface ReadyDealState {
  deal?: FoundDeal;
  /** The leave question about it is asked (the New game panel shows it). */
  asking?: boolean;
}

/** What the popup holds of the deal ready: its state, the session, and opening the New game panel (where the question is). */
export interface ReadyDealHost {
  readonly state: Cell<ReadyDealState>;
  readonly session: SessionStore;
  ask(): void;
}

const NONE: ReadyDealState = { deal: undefined, asking: undefined };

/** A search's deal for a game begun meanwhile: the question is asked; another new game drops the offer. */
export function offerDeal(h: ReadyDealHost, found: FoundDeal): void {
  const off = h.session.subscribe(({ change }) => {
    if (change.kind !== 'started') return;
    off();
    if (h.state.get().deal === found) h.state.set(NONE);
  });
  h.state.set({ deal: found });
  playReady(h);
}

/** Play it (the notice): asked first while a game is under way. */
export function playReady(h: ReadyDealHost): void {
  if (!leavesGame(h.session.get())) return leaveForReady(h);
  h.state.set({ asking: true });
  h.ask();
}

/** "Leave this game": the deal is played (the game left goes to the history, session.ts). */
export function leaveForReady(h: ReadyDealHost): void {
  const { deal } = h.state.get();
  h.state.set(NONE);
  deal?.play();
}

/** "Keep playing", or the panel closed: the game stays, the deal stays offered. */
export const keepGame = (h: ReadyDealHost): void => h.state.set({ asking: undefined });

export const dropReady = (h: ReadyDealHost): void => h.state.set(NONE);
