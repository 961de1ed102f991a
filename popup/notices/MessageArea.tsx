// What the game has to say, one component per kind of message, each given only what it
// shows. They share one area of fixed place and size (the sidebar's foot): each kind has
// one slot, a newer message of a kind replaces the older. Each message is its words
// (.msg-text) and its buttons (.actions): when the messages are more than the area holds,
// their words shrink and scroll inside them, never their buttons (messageArea.css), so no
// message covers or clips a button. Here the area and what answers a click at
// once (an illegal move's reason, solver progress, a hint); the notices that follow a
// longer action (a verdict, the demo, Finish, the blunder banner, the end of the game, the
// daily win, a load notice) are in Notices.tsx, loaded after the first paint.
import type { ComponentChildren } from 'preact';
import type { HintView } from '../advice/adviceState';
import { t, tn } from '../platform/i18n';
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

/** A search under way: how far (of its budget, when it has one), with Cancel. */
export const BusyBox = ({ nodes, of, onCancel }: { nodes: number; of?: number; onCancel(): void }) => (
  <div class="msg busy" data-testid="busy">
    <div class="actions">
      {of ? <progress aria-label={t('solverWorking')} value={Math.min(nodes, of)} max={of} /> : <progress aria-label={t('solverWorking')} />}
      <span>
        {nodes === 0 ? t('solverWorking')
          : of ? tn('solverProgressOf', of, nodes.toLocaleString(), of.toLocaleString(), Math.floor((100 * Math.min(nodes, of)) / of))
          : tn('solverProgress', nodes, nodes.toLocaleString())}
      </span>
      <button type="button" class="link" onClick={onCancel}>{t('cancel')}</button>
    </div>
  </div>
);

/** The hint, with Play when it names a move (Shift+H does the same, asking first if need be). */
export const HintNotice = ({ hint, onPlay }: { hint: HintView; onPlay(): void }) => (
  <div class={`msg hint-msg ${hint.kind}`} data-testid="hint-box">
    {/* The words alone carry the test id, as before the button came. */}
    <div class="msg-text" data-testid="hint">{hint.text}</div>
    {hint.move ? (
      <div class="actions">
        <button type="button" data-testid="play-hint" title={t('playHintTitle')} onClick={onPlay}>{t('playHint')}</button>
      </div>
    ) : null}
  </div>
);
