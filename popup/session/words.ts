// What the screen reader hears after a step of the session.
import { status } from '../../src/engine/index';
import { t } from '../platform/i18n';
import { describeMove } from '../input/moves';
import type { Change, Session } from './session';

const outcome = (s: Session): string => {
  const over = status(s.game.position);
  return over === 'won' ? ` ${t('wonGame')}` : over === 'blocked' ? ` ${t('blocked')}` : '';
};

const autoText = (n: number): string => (n > 0 ? ` ${t('autoPlayed', n)}` : '');

/** The announcement for `change`, now that the session is `s`; undefined when there is none. */
export function changeText(change: Change, s: Session): string | undefined {
  switch (change.kind) {
    case 'moved':
      return describeMove(change.before.position, change.move) + autoText(change.autoPlayed) + outcome(s);
    case 'redone':
      return t('redone', describeMove(change.before.position, change.move)) + autoText(change.autoPlayed) + outcome(s);
    case 'undone':
      return t('undone', describeMove(change.at.position, change.move)) + outcome(s);
    case 'restarted':
      return t('restarted') + outcome(s);
    case 'restartUndone':
      return t('restartUndone', change.moves) + outcome(s);
    case 'started':
      return t('newGameStarted', s.game.dealNumber ?? t('customDeal')) + outcome(s);
    case 'nothing':
      return change.what === 'undo' ? t('nothingToUndo') : change.what === 'redo' ? t('nothingToRedo') : undefined;
    default:
      return undefined;
  }
}
