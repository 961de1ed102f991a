// What the game has to say, one component per kind of message, each given only what it
// shows. They share one area of fixed place and size (the sidebar's foot): each kind has
// one slot, a newer message of a kind replaces the older. Each message is its words
// (.msg-text) and its buttons (.actions): when the messages are more than the area holds,
// their words shrink and scroll inside them, never their buttons (messageArea.css), so no
// message covers or clips a button. Here the area and what answers a click at
// once (an illegal move's reason); the solver's progress and answers (a hint, a verdict) and
// the notices that follow a longer action (the demo, Finish, the blunder banner, the end of
// the game, the daily win, a load notice) are in Notices.tsx, loaded after the first paint,
// as the questions that show them are.
import type { ComponentChildren } from 'preact';
import { t } from '../platform/i18n';
import { useFitWords } from './fitWords';

export function MessageArea({ children }: { children: ComponentChildren }) {
  const ref = useFitWords();
  return (
    <section ref={ref} class="messages" aria-label={t('messagesLabel')} data-testid="messages">
      {children}
    </section>
  );
}

export const FlashBox = ({ text }: { text: string }) => (
  <div class="msg flash" data-testid="flash">
    <div class="msg-text">{text}</div>
  </div>
);
