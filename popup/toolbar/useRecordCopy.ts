// Copy deal: the game as a record in the docs/rules.md format (the 104 cards of the deal,
// then the moves played), to the clipboard, and shown in a panel to copy by hand when the
// clipboard refuses.
import { useState } from 'preact/hooks';
import { type Game, recordToString } from '../../src/engine/index';
import { t } from '../platform/i18n';

export function useRecordCopy(copyText: (text: string) => Promise<void>, announce: (text: string) => void) {
  const [record, setRecord] = useState<{ text: string; copied: boolean } | undefined>();
  const copy = async (game: Game): Promise<void> => {
    const text = recordToString({ deal: game.deal, moves: game.moves });
    let copied = false;
    try {
      await copyText(text);
      copied = true;
    } catch {
      copied = false;
    }
    setRecord({ text, copied });
    announce(copied ? t('copied') : t('copyFailed'));
  };
  return { record, copy };
}
