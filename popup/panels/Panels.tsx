// Panels over the tableau: new game, help, the copied game record (settings, statistics
// and the win summary have their own files). Loaded on first use (popup/loading/onDemandParts.ts).
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Game } from '../../src/engine/index';
import type { Band } from '../../src/solver/fair/difficulty';
import { BANDS, bandBounds } from '../../src/solver/fair/bandLabels';
import { bandWord } from '../fair/fairViews';
import type { DealSearch } from '../advice/dealSearches';
import { readGameText } from './gameText';
import { type SingleKey, t, tn } from '../platform/i18n';
import { Panel, pointer } from './Panel';
import { DailyCalendar } from '../daily/DailyCalendar';

/** Each band's bounds in words ("97% or more"), for New game's choice by difficulty. */
const BAND_RANGES: Record<Band, SingleKey> = { easy: 'bandEasyRange', medium: 'bandMediumRange', hard: 'bandHardRange' };

const searchText = (s: DealSearch): string =>
  s.band ? tn('searchingBand', s.tried, bandWord(s.band).toLocaleLowerCase(), s.dealNumber, s.tried) : tn('searchingDeal', s.tried, s.dealNumber, s.tried);

export function NewGamePanel(p: {
  /** Is a game under way now? Leaving it counts as a loss: read at the moment of each choice. */
  inProgress(): boolean;
  onClose(): void;
  /** A game read from the field: a numbered deal, a pasted deal, or a record with its moves. */
  onGame(game: Game): void;
  onRandom(options: { winnableOnly: boolean }): void;
  /** "Winnable deals only", a setting (on for a new player): kept in storage. */
  winnableOnly: boolean;
  onWinnableOnly(on: boolean): void;
  /** Deals by difficulty (fair/fairController.ts): start a search, the one running, cancel it. */
  bands: { searchBand(band: Band): void; bandSearch?: DealSearch; cancelBandSearch(): void };
  search?: DealSearch;
  onCancelSearch(): void;
  /**
   * The deal of the day: the daily streak, and dealing it (today's, or a past day's from the
   * calendar); the calendar's days (today, the days won, the day whose deal is the game here).
   */
  daily: { streak?: number; underWay?: boolean; onStart(day?: string): void; days?: { today: string; won: readonly string[]; here?: string } };
  /** A search's deal, found after the game here was begun: the leave question is asked about it (panels/readyDeal.ts). */
  ready?: { dealNumber: number; onLeave(): void };
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState<string | undefined>();
  // A finger has no Enter key to speak of: the hint names the button instead.
  const [touch] = useState(() => pointer() === 'touch');
  const { winnableOnly } = p;
  // The choice waiting for an answer to "Leave this game?".
  const [leaving, setLeaving] = useState<{ then(): void } | undefined>();
  // The calendar of past days, shown in this panel (its leave question is this panel's).
  const [calendar, setCalendar] = useState(false);
  /**
   * The one way out of a game under way, for every choice here (a random deal, a number or a
   * pasted record, a difficulty, the deal of the day): it asks first, and after "Leave this
   * game" the choice happens.
   */
  const leaveThen = (then: () => void) => (p.inProgress() ? setLeaving({ then }) : then());
  // The same question when a search ends on a game begun since it started, naming its deal.
  const asked = leaving ?? (p.ready ? { then: p.ready.onLeave } : undefined);
  if (asked) {
    return (
      <Panel title={t('newGameTitle')} onClose={p.onClose} testId="panel-new">
        {!leaving && p.ready ? <p data-testid="deal-ready">{t('dealReady', p.ready.dealNumber)}</p> : null}
        <p>{t('leaveText')}</p>
        <p class="actions">
          <button type="button" onClick={() => (setLeaving(undefined), asked.then())}>{t('leaveGame')}</button>
          <button type="button" onClick={p.onClose}>{t('keepPlaying')}</button>
        </p>
      </Panel>
    );
  }
  const days = p.daily.days;
  if (calendar && days) {
    // The day whose deal is the game here: playing it returns to that game, with nothing to leave.
    const play = (day: string) => (day === days.here ? p.daily.onStart(day) : leaveThen(() => p.daily.onStart(day)));
    return (
      <Panel key="days" title={t('pastDaysTitle')} onClose={p.onClose} testId="panel-days" focusFirst="button[tabindex='0']">
        <DailyCalendar today={days.today} won={days.won} here={days.here} onPlay={play} />
        <p class="actions">
          <button type="button" onClick={() => setCalendar(false)}>{t('calendarBack')}</button>
        </p>
      </Panel>
    );
  }
  const submit = (e: Event) => {
    e.preventDefault();
    // Bad text keeps the field as it is, with the error beside it. The field is read as it
    // is now (a paste followed at once by Enter comes before any re-render).
    const read = readGameText(field.current?.value ?? '');
    if (!read.ok) return setError(read.error);
    setError(undefined);
    leaveThen(() => p.onGame(read.game));
  };
  const search = p.search ?? p.bands.bandSearch;
  const cancelSearch = p.search ? p.onCancelSearch : p.bands.cancelBandSearch;
  return (
    <Panel title={t('newGameTitle')} onClose={p.onClose} testId="panel-new">
      <form class="deal-form" onSubmit={submit}>
        <label>
          {t('dealNumberInput')}
          {/* A textarea: a pasted deal or record may span lines. Enter plays, Shift+Enter is a new line. */}
          <textarea
            ref={field}
            rows={2}
            spellcheck={false}
            onKeyDown={(e) => e.key === 'Enter' && !e.shiftKey && submit(e)}
            aria-invalid={error ? 'true' : 'false'}
            aria-describedby="deal-text-help"
          />
        </label>
        <button type="submit">{t('playDeal')}</button>
      </form>
      {error ? <p class="error" role="alert" data-testid="deal-text-error">{error}</p> : null}
      <p class="help-text" id="deal-text-help">{touch ? t('pasteHintTouch', t('playDeal')) : t('pasteHint')}</p>
      <p class="random-row">
        <button type="button" onClick={() => leaveThen(() => p.onRandom({ winnableOnly }))} disabled={search !== undefined}>
          {t('randomDeal')}
        </button>
        <label>
          <input type="checkbox" checked={winnableOnly} onChange={(e) => p.onWinnableOnly((e.target as HTMLInputElement).checked)} />
          {t('winnableOnly')}
        </label>
      </p>
      <p class="random-row">
        {/* Today's deal of the day under way: the button returns to it, and there is nothing to leave. */}
        <button type="button" onClick={() => (p.daily.underWay ? p.daily.onStart() : leaveThen(() => p.daily.onStart()))} disabled={search !== undefined}>{t('dailyDeal')}</button>
        <button type="button" onClick={() => setCalendar(true)} disabled={search !== undefined || !days}>{t('pastDays')}</button>
        {p.daily.streak === undefined ? null : <span data-testid="daily-streak">{t('dailyStreak', p.daily.streak)}</span>}
      </p>
      <div class="band-row" role="group" aria-label={t('dealByBand')}>
        <span aria-hidden="true">{t('dealByBand')}</span>
        {BANDS.map((band) => (
          <button type="button" key={band} data-band={band} onClick={() => leaveThen(() => p.bands.searchBand(band))} disabled={search !== undefined}>
            {t(BAND_RANGES[band], ...bandBounds(band))}
          </button>
        ))}
      </div>
      {search ? (
        <p class="searching" role="status">
          <progress aria-label={searchText(search)} />
          {searchText(search)}
          <button type="button" onClick={cancelSearch}>{t('cancel')}</button>
        </p>
      ) : null}
    </Panel>
  );
}

/**
 * The rules a newcomer trips on, exact to docs/rules.md, the gestures in the player's own
 * (a click or a tap): foundations closed until foundation 1 is complete, what may fill a
 * space, the reserve's card only to a foundation, how piles build, one pass of the stock.
 */
function HelpRules({ touch }: { touch: boolean }) {
  return (
    <>
      <h3>{t('helpRulesTitle')}</h3>
      <ul class="help-rules" data-testid="help-rules">
        <li>{t('helpRuleClosed')}</li>
        <li>{t(touch ? 'helpRuleSpaceTouch' : 'helpRuleSpace')}</li>
        <li>{t(touch ? 'helpRuleReserveTouch' : 'helpRuleReserve')}</li>
        <li>{t('helpRulePiles')}</li>
        <li>{t('helpRuleStock')}</li>
      </ul>
    </>
  );
}

/** The guided first game's entry, beside Help's title (Help fills the popup: no line to spare); Close keeps the focus, Help is read first. */
const guideEntry = (onGuide?: () => void) =>
  onGuide ? (
    <button type="button" class="help-guide" onClick={onGuide} data-testid="help-guide">
      {t('helpTutorial')}
    </button>
  ) : undefined;

export function HelpPanel({ onClose, onGuide }: { onClose(): void; onGuide?(): void }) {
  // Taps and long presses for a finger, clicks and keys for a mouse (and both for a laptop
  // with a touch screen), as the player points when Help opens.
  const [by] = useState(pointer);
  const touch = (
    <>
      <p>{t('helpPlayTouch')}</p>
      <p>{t('helpStockTouch')}</p>
    </>
  );
  if (by === 'touch') {
    return (
      <Panel title={t('helpTitle')} onClose={onClose} testId="panel-help" focusFirst=".close" head={guideEntry(onGuide)}>
        <p>{t('rulesSummary')}</p>
        <HelpRules touch />
        {touch}
      </Panel>
    );
  }
  return (
    <Panel title={t('helpTitle')} onClose={onClose} testId="panel-help" focusFirst=".close" head={guideEntry(onGuide)}>
      <p>{t('rulesSummary')}</p>
      <HelpRules touch={false} />
      <p>{t('helpPlay')}</p>
      {by === 'both' ? touch : null}
      <p>{t('helpKeys')}</p>
      <ul class="keys">
        <li>{t('keyDeal')}</li>
        <li>{t('keyStockRun')}</li>
        <li>{t('keyHint')}</li>
        <li>{t('keyPlayHint')}</li>
        <li>{t('keyUndo')}</li>
        <li>{t('keyRedo')}</li>
        <li>{t('keyNew')}</li>
        <li>{t('keyWinnable')}</li>
        <li>{t('keyFoundation')}</li>
        <li>{t('keyHelp')}</li>
      </ul>
    </Panel>
  );
}

export function RecordPanel({ text, copied, onClose }: { text: string; copied: boolean; onClose(): void }) {
  const box = useRef<HTMLTextAreaElement>(null);
  // The whole record shows, as tall as its lines at the width it has (which a phone turned
  // on its side changes): a box that scrolls its own text hides part of it.
  useLayoutEffect(() => {
    const area = box.current;
    if (!area) return;
    let width = -1;
    const fit = () => {
      if (area.clientWidth === width) return; // its own new height, not a new width
      width = area.clientWidth;
      area.style.height = 'auto';
      area.style.height = `${area.scrollHeight + area.offsetHeight - area.clientHeight}px`;
    };
    fit();
    const watch = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : undefined;
    watch?.observe(area);
    return () => watch?.disconnect();
  }, [text]);
  return (
    <Panel title={t('recordTitle')} onClose={onClose} testId="panel-record">
      <p role="status">{copied ? t('copied') : t('copyFailed')}</p>
      <textarea ref={box} class="record" readOnly rows={2} aria-label={t('recordTitle')} value={text} onFocus={(e) => (e.target as HTMLTextAreaElement).select()} />
    </Panel>
  );
}
