// Copy deal: the game as a record in the docs/rules.md format — a numbered deal by its number
// then the moves played (never its 104 cards: that would print the face-down cards), a custom
// deal by its 104 cards then the moves — to the clipboard, and shown in a panel to copy by
// hand when the clipboard refuses. New game's field reads both forms back.
import { useState } from 'preact/hooks';
import { type Game, recordToString } from '../../src/engine/index';
import { t } from '../platform/i18n';

export function useRecordCopy(copyText: (text: string) => Promise<void>, announce: (text: string) => void) {
  const [record, setRecord] = useState<{ text: string; copied: boolean } | undefined>();
  const copy = async (game: Game): Promise<void> => {
    const text = recordToString({ deal: game.deal, moves: game.moves, dealNumber: game.dealNumber }, { numbered: true });
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
