// What is not saved, said in one line while it is not (platform/saver.ts): what failed and
// what the player can do. It stays until a write lands, with no Dismiss: the board must not
// show moves that are not saved without saying so. Drawn with the first paint's styles
// (messageArea.css), since a write can fail before the on-demand chunk is there.
import type { ComponentChildren } from 'preact';
import { useObserved } from '../session/observable';
import type { SavePart, Saver } from '../platform/saver';
import { t } from '../platform/i18n';

const PART_TEXT = {
  game: 'savePartGame', stats: 'savePartStats', settings: 'savePartSettings', history: 'savePartHistory', daily: 'savePartDaily',
} as const satisfies Record<SavePart, Parameters<typeof t>[0]>;

/** The notice's words for what is failing, in the texts' language ("the moves on the board and your statistics"). */
export function saveFailedText(failing: readonly SavePart[]): string {
  const list = new Intl.ListFormat(t('htmlLang'), { type: 'conjunction' }).format(failing.map((p) => t(PART_TEXT[p])));
  return failing.includes('game') ? `${t('saveFailed', list)} ${t('saveCopyTip')}` : t('saveFailed', list);
}

export function SaveNotice({ saver }: { saver: Saver }) {
  const { failing, held, rescued } = useObserved(saver.status);
  if (held) return <SaveBox text={t('saveHeld')} />;
  if (failing.length > 0) return <SaveBox text={saveFailedText(failing)} />;
  if (!rescued) return null;
  return (
    <SaveBox text={t('saveRescued', rescued)}>
      <div class="actions"><button type="button" class="link" onClick={() => saver.status.set({ rescued: undefined })}>{t('dismiss')}</button></div>
    </SaveBox>
  );
}

const SaveBox = ({ text, children }: { text: string; children?: ComponentChildren }) => (
  <div class="msg flash" role="status" data-testid="save-notice">
    <div class="msg-text">{text}</div>
    {children}
  </div>
);
