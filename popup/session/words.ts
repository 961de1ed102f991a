// What the screen reader hears after a step of the session.
import { type Game, opensFoundations, status } from '../../src/engine/index';
import { t, tn } from '../platform/i18n';
import { capitalised, describeMove, moveSentence } from '../input/moveWords';
import { cardThe } from '../table/names';
import type { Change, Session } from './session';

const outcome = (s: Session): string => {
  const over = status(s.game.position);
  return over === 'won' ? ` ${t('wonGame')}` : over === 'blocked' ? ` ${t('blocked')}` : '';
};

const autoText = (n: number): string => (n > 0 ? ` ${tn('autoPlayed', n, n)}` : '');

/** The turning point, said once: the step (with its auto-plays) that completed foundation 1. */
const openedText = (before: Game, s: Session): string => (opensFoundations(before.position, s.game.position) ? ` ${t('foundationsOpened')}` : '');

/** The card a stock run stopped at: the last it turned (auto-play may have sent it up since). */
const lastTurned = ({ before, turned }: { before: Game; turned: number }): string => {
  const { stock } = before.position;
  const card = stock[stock.length - 1 - turned];
  return card === undefined ? '' : cardThe(card);
};

/** The announcement for `change`, now that the session is `s`; undefined when there is none. */
export function changeText(change: Change, s: Session): string | undefined {
  switch (change.kind) {
    case 'moved':
      // A stock run is said by its last card, the one that has a move.
      if (change.turned) return `${tn('stockRunTurned', change.turned + 1, change.turned + 1)} ${capitalised(t('dealt', lastTurned({ before: change.before, turned: change.turned })))}${autoText(change.autoPlayed)}${outcome(s)}`;
      return moveSentence(change.before.position, change.move) + autoText(change.autoPlayed) + openedText(change.before, s) + outcome(s);
    case 'redone':
      return t('redone', describeMove(change.before.position, change.move)) + autoText(change.autoPlayed) + openedText(change.before, s) + outcome(s);
    case 'undone':
      return t('undone', describeMove(change.at.position, change.move)) + outcome(s);
    case 'restarted':
      return t('restarted') + outcome(s);
    case 'restartUndone':
      return tn('restartUndone', change.moves, change.moves) + outcome(s);
    case 'started':
      return (s.game.dealNumber === undefined ? t('newGameCustom') : t('newGameStarted', s.game.dealNumber)) + outcome(s);
    case 'nothing':
      return change.what === 'undo' ? t('nothingToUndo') : change.what === 'redo' ? t('nothingToRedo') : undefined;
    default:
      return undefined;
  }
}
