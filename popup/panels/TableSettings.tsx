// Settings → the table's felt (each shown as a swatch of its own cloth, in the colours of the
// theme in use) and the sound's volume (0, the default, is silent: no audio is set up until
// it is raised, and raising it plays a card placed at that volume, so the player hears it).
import { FELTS, type Settings } from '../../src/storage/prefs';
import { t } from '../platform/i18n';
import { closeSound, playSound } from '../sound/sounds';

const FELT_WORDS = { green: 'feltGreen', blue: 'feltBlue', slate: 'feltSlate' } as const;

export function TableSettings({ settings, onChange }: { settings: Settings; onChange(s: Settings): void }) {
  const volume = settings.volume;
  return (
    <>
      <fieldset class="setting-choice" data-testid="felt">
        <legend>{t('settingFelt')}</legend>
        {FELTS.map((felt) => (
          <label key={felt} class="setting felt-choice">
            <input type="radio" name="felt" value={felt} checked={settings.felt === felt} onChange={() => onChange({ ...settings, felt })} />
            <span class="felt-swatch" data-felt={felt} aria-hidden="true" />
            {t(FELT_WORDS[felt])}
          </label>
        ))}
      </fieldset>
      <label class="setting volume">
        {t('settingVolume')}
        <input
          type="range"
          min={0}
          max={100}
          step={10}
          value={volume}
          data-testid="volume"
          aria-valuetext={volume === 0 ? t('volumeOff') : `${volume}%`}
          onChange={(e) => {
            const next = Number((e.target as HTMLInputElement).value);
            onChange({ ...settings, volume: next });
            if (next === 0) closeSound();
            else playSound('place', next);
          }}
        />
        <output>{volume === 0 ? t('volumeOff') : `${volume}%`}</output>
      </label>
    </>
  );
}
