// What the screen reader hears after a step of the session.
import { type Game, status } from '../../src/engine/index';
import { t } from '../platform/i18n';
import { describeMove } from '../input/moves';
import { cardLabel } from '../table/names';
import type { Change, Session } from './session';

const outcome = (s: Session): string => {
  const over = status(s.game.position);
  return over === 'won' ? ` ${t('wonGame')}` : over === 'blocked' ? ` ${t('blocked')}` : '';
};

const autoText = (n: number): string => (n > 0 ? ` ${t('autoPlayed', n)}` : '');

/** The card a stock run stopped at: the last it turned (auto-play may have sent it up since). */
const lastTurned = ({ before, turned }: { before: Game; turned: number }): string => {
  const { stock } = before.position;
  const card = stock[stock.length - 1 - turned];
  return card === undefined ? '' : cardLabel(card);
};

/** The announcement for `change`, now that the session is `s`; undefined when there is none. */
export function changeText(change: Change, s: Session): string | undefined {
  switch (change.kind) {
    case 'moved':
      // A stock run is said by its last card, the one that has a move.
      if (change.turned) return `${t('stockRunTurned', change.turned + 1)} ${t('dealt', lastTurned({ before: change.before, turned: change.turned }))}${autoText(change.autoPlayed)}${outcome(s)}`;
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
