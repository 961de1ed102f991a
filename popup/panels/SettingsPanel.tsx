// Settings: the switches, the colours, the table's look (TableSettings.tsx), the card backs,
// and sync with the player's other devices (popup/platform/syncRelay.ts), with what it is
// doing. Loaded on first use with the other panels (popup/loading/onDemandParts.ts).
import { CARD_BACKS, type SettingFlag, type Settings, THEMES } from '../../src/storage/prefs';
import { CardBack } from '../table/Card';
import { t, tn } from '../platform/i18n';
import { useSyncView } from '../platform/syncRelay';
import { Panel } from './Panel';
import { TableSettings } from './TableSettings';

const THEME_WORDS = { system: 'themeSystem', light: 'themeLight', dark: 'themeDark' } as const;
const BACK_WORDS = { plain: 'cardBackPlain', blue: 'cardBackBlue', red: 'cardBackRed' } as const;

export function SettingsPanel({ settings, onChange, onClose }: { settings: Settings; onChange(s: Settings): void; onClose(): void }) {
  const box = (key: SettingFlag, label: string, extra = '') => (
    <label class={`setting${extra}`}>
      <input type="checkbox" checked={settings[key]} onChange={(e) => onChange({ ...settings, [key]: (e.target as HTMLInputElement).checked })} />
      {label}
    </label>
  );
  return (
    <Panel title={t('settingsTitle')} onClose={onClose} testId="panel-settings">
      {box('autoPlay', t('settingAutoPlay'))}
      {box('eagerAutoPlay', t('settingEagerAutoPlay'))}
      {box('movesTime', t('settingMovesTime'))}
      {box('blunderCheck', t('settingBlunder'))}
      {box('animations', t('settingAnimations'))}
      {box('autoFinish', t('settingAutoFinish'))}
      {box('fourColour', t('settingFourColour'))}
      {box('hintsPeek', t('settingHintsPeek'))}
      {box('blunderPeek', t('settingBlunderPeek'))}
      {box('winMeter', t('settingWinMeter'))}
      <fieldset class="setting-choice" data-testid="theme">
        <legend>{t('settingTheme')}</legend>
        {THEMES.map((theme) => (
          <label key={theme} class="setting">
            <input type="radio" name="theme" value={theme} checked={settings.theme === theme} onChange={() => onChange({ ...settings, theme })} />
            {t(THEME_WORDS[theme])}
          </label>
        ))}
      </fieldset>
      <TableSettings settings={settings} onChange={onChange} />
      <CardBacks settings={settings} onChange={onChange} />
      {box('sync', t('settingSync'), ' sync-setting')}
      {settings.sync ? <SyncStatus /> : null}
    </Panel>
  );
}

/** How sync stands on this device: the other devices it has heard of, or why the browser's sync cannot be used. */
function SyncStatus() {
  const view = useSyncView();
  if (!view || view.status.kind === 'off') return null;
  const n = view.others.length;
  const text = view.status.kind === 'failed' ? t('syncFailed', view.status.message) : n > 0 ? tn('syncOthers', n, n) : t('syncAlone');
  return <p class="setting-note" data-testid="sync-status">{text}</p>;
}

function CardBacks({ settings, onChange }: { settings: Settings; onChange(s: Settings): void }) {
  return (
    <fieldset class="setting-choice card-backs" data-testid="card-back">
      <legend>{t('settingCardBack')}</legend>
      {CARD_BACKS.map((back) => (
        <label key={back} class="setting">
          <input type="radio" name="card-back" value={back} checked={settings.cardBack === back} onChange={() => onChange({ ...settings, cardBack: back })} />
          <span class={`back-preview back-${back}`}>
            <CardBack />
          </span>
          {t(BACK_WORDS[back])}
        </label>
      ))}
    </fieldset>
  );
}
