// Panels over the tableau: new game, statistics, settings, help, the copied game record.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { MAX_DEAL_NUMBER } from '../../src/engine/index';
import { type Settings, type Stats, winRate } from '../../src/storage/prefs';
import { t } from '../i18n';

function Panel({ title, onClose, children, testId }: { title: string; onClose(): void; children: ComponentChildren; testId: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // Focus moves into the panel, and back to where it was when the panel closes.
    const opener = document.activeElement as HTMLElement | null;
    const panel = ref.current;
    (panel?.querySelector<HTMLElement>('input, button:not(.close), textarea') ?? panel?.querySelector<HTMLElement>('.close'))?.focus();
    return () => {
      if (opener && opener.isConnected && (!document.activeElement || document.activeElement === document.body || panel?.contains(document.activeElement))) {
        opener.focus();
      }
    };
  }, []);
  return (
    <section class="panel" aria-label={title} ref={ref} data-testid={testId}>
      <header>
        <h2>{title}</h2>
        <button type="button" class="close" onClick={onClose}>{t('close')}</button>
      </header>
      {children}
    </section>
  );
}

export interface DealSearch {
  dealNumber: number;
  tried: number;
  nodes: number;
}

export function NewGamePanel(p: {
  onClose(): void;
  onNumber(n: number): void;
  onRandom(winnableOnly: boolean): void;
  search?: DealSearch;
  onCancelSearch(): void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [winnableOnly, setWinnableOnly] = useState(false);
  const submit = (e: Event) => {
    e.preventDefault();
    const n = Number(text.trim());
    if (!/^\d+$/.test(text.trim()) || !Number.isInteger(n) || n < 1 || n > MAX_DEAL_NUMBER) {
      setError(t('badDealNumber'));
      return;
    }
    p.onNumber(n);
  };
  return (
    <Panel title={t('newGameTitle')} onClose={p.onClose} testId="panel-new">
      <form class="deal-form" onSubmit={submit}>
        <label>
          {t('dealNumberInput')}
          <input
            type="text"
            inputMode="numeric"
            value={text}
            onInput={(e) => setText((e.target as HTMLInputElement).value)}
            aria-invalid={error ? 'true' : 'false'}
          />
        </label>
        <button type="submit">{t('playDeal')}</button>
      </form>
      {error ? <p class="error" role="alert">{error}</p> : null}
      <p class="random-row">
        <button type="button" onClick={() => p.onRandom(winnableOnly)} disabled={p.search !== undefined}>
          {t('randomDeal')}
        </button>
        <label>
          <input type="checkbox" checked={winnableOnly} onChange={(e) => setWinnableOnly((e.target as HTMLInputElement).checked)} />
          {t('winnableOnly')}
        </label>
      </p>
      {p.search ? (
        <p class="searching" role="status">
          <progress aria-label={t('searchingDeal', p.search.dealNumber, p.search.tried)} />
          {t('searchingDeal', p.search.dealNumber, p.search.tried)}
          <button type="button" onClick={p.onCancelSearch}>{t('cancel')}</button>
        </p>
      ) : null}
    </Panel>
  );
}

export function StatsPanel({ stats, onReset, onClose }: { stats: Stats; onReset(): void; onClose(): void }) {
  const rows: [string, string][] = [
    [t('statPlayed'), String(stats.played)],
    [t('statWon'), String(stats.won)],
    [t('statRate'), `${Math.round(winRate(stats) * 100)}%`],
    [t('statStreak'), String(stats.currentStreak)],
    [t('statBest'), String(stats.bestStreak)],
    [t('statHints'), String(stats.hintsUsed)],
  ];
  return (
    <Panel title={t('statsTitle')} onClose={onClose} testId="panel-stats">
      <dl class="stats">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onReset}>{t('resetStats')}</button>
    </Panel>
  );
}

export function SettingsPanel({ settings, onChange, onClose }: { settings: Settings; onChange(s: Settings): void; onClose(): void }) {
  const box = (key: keyof Settings, label: string) => (
    <label class="setting">
      <input type="checkbox" checked={settings[key]} onChange={(e) => onChange({ ...settings, [key]: (e.target as HTMLInputElement).checked })} />
      {label}
    </label>
  );
  return (
    <Panel title={t('settingsTitle')} onClose={onClose} testId="panel-settings">
      {box('autoPlay', t('settingAutoPlay'))}
      {box('blunderCheck', t('settingBlunder'))}
      {box('animations', t('settingAnimations'))}
      {box('fourColour', t('settingFourColour'))}
    </Panel>
  );
}

export function HelpPanel({ onClose }: { onClose(): void }) {
  return (
    <Panel title={t('helpTitle')} onClose={onClose} testId="panel-help">
      <p>{t('rulesSummary')}</p>
      <p>{t('helpPlay')}</p>
      <p>{t('helpKeys')}</p>
      <ul class="keys">
        <li>{t('keyDeal')}</li>
        <li>{t('keyHint')}</li>
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
  return (
    <Panel title={t('recordTitle')} onClose={onClose} testId="panel-record">
      <p role="status">{copied ? t('copied') : t('copyFailed')}</p>
      <textarea readOnly rows={8} aria-label={t('recordTitle')} value={text} onFocus={(e) => (e.target as HTMLTextAreaElement).select()} />
    </Panel>
  );
}
