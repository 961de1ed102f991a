// The panel open over the tableau (one at a time), wired to the session and to what the
// popup's hooks offer it. Only a click opens one, so it comes with the panels in the lazy
// chunk (popup/loading/onDemand.ts, popup/loading/onDemandParts.ts).
import { status } from '../../src/engine/index';
import { EMPTY_HISTORY } from '../../src/storage/history';
import type { SessionStore } from '../session/store';
import { leavesGame } from '../session/session';
import type { DealSearch } from '../advice/dealSearches';
import { HelpPanel, NewGamePanel, RecordPanel } from './Panels';
import { SettingsPanel } from './SettingsPanel';
import { StatsPanel } from './StatsPanel';
import { type DailyWinView, WinPanel } from './WinPanel';
import { type ReadyDealHost, keepGame, leaveForReady } from './readyDeal';

type NewGameDays = Parameters<typeof NewGamePanel>[0]['daily']['days'];

/** 'tutorial': the guided first game, which App.tsx shows instead of the table (popup/tutorial/). */
export type PanelName = 'new' | 'stats' | 'settings' | 'help' | 'record' | 'won' | 'tutorial';

export interface PanelHostProps {
  panel: PanelName;
  session: SessionStore;
  onOpen(panel: PanelName): void;
  onClose(): void;
  /** New game: a random deal, or (winnableOnly) one the solver proves winnable. */
  onRandom(options: { winnableOnly: boolean }): void;
  bands: Parameters<typeof NewGamePanel>[0]['bands'];
  /** The search for a winnable deal (or the deal of the day) under way, and its Cancel. */
  search?: DealSearch;
  onCancelSearch(): void;
  /**
   * The deal of the day: the streak, and dealing it (false: today's game is the one under
   * way); a daily game won, its share line for the win summary, and copying it.
   */
  daily: { streak?: number; underWay?: boolean; start(day?: string): Promise<boolean>; won?: DailyWinView; copyShare?(): void; days?: NewGameDays };
  /** The game record Copy deal made. */
  record?: { text: string; copied: boolean };
  /** A search's deal waiting on the leave question (panels/readyDeal.ts); closing the panel keeps the game. */
  ready?: ReadyDealHost;
}

export function PanelHost(p: PanelHostProps) {
  const s = p.session.get();
  const { session, onClose, ready } = p;
  const offered = ready?.state.get();
  switch (p.panel) {
    case 'new':
      return (
        <NewGamePanel
          inProgress={() => leavesGame(session.get())}
          onClose={() => (ready && keepGame(ready), onClose())}
          onGame={(game) => session.dispatch({ type: 'newGame', game })}
          onRandom={p.onRandom}
          winnableOnly={s.settings.winnableOnly}
          onWinnableOnly={(winnableOnly) => session.dispatch({ type: 'settings', settings: { ...session.get().settings, winnableOnly } })}
          bands={p.bands}
          search={p.search}
          onCancelSearch={p.onCancelSearch}
          daily={{ streak: p.daily.streak, underWay: p.daily.underWay, days: p.daily.days, onStart: (day) => void p.daily.start(day).then((dealt) => dealt || onClose()) }}
          ready={ready && offered?.deal && offered.asking ? { dealNumber: offered.deal.dealNumber, onLeave: () => leaveForReady(ready) } : undefined}
        />
      );
    case 'stats':
      return (
        <StatsPanel
          stats={s.stats}
          history={s.history ?? EMPTY_HISTORY}
          canUndoReset={s.beforeReset !== undefined}
          onReset={() => session.dispatch({ type: 'resetStats' })}
          onUndoReset={() => session.dispatch({ type: 'undoReset' })}
          onClose={onClose}
        />
      );
    case 'settings':
      return <SettingsPanel settings={s.settings} onChange={(settings) => session.dispatch({ type: 'settings', settings })} onClose={onClose} />;
    case 'help':
      return <HelpPanel onClose={onClose} onGuide={() => p.onOpen('tutorial')} />;
    case 'record':
      return p.record ? <RecordPanel text={p.record.text} copied={p.record.copied} onClose={onClose} /> : null;
    case 'won':
      return status(s.game.position) === 'won' ? (
        <WinPanel session={s} daily={p.daily.won} onCopyShare={p.daily.copyShare} onNewGame={() => p.onOpen('new')} onClose={onClose} />
      ) : null;
    case 'tutorial':
      return null;
  }
}
