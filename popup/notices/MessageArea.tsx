// What the game has to say, one component per kind of message, each given only what it
// shows. They share one area of fixed place and size (the sidebar's foot): each kind has
// one slot, a newer message of a kind replaces the older, and the area scrolls within
// itself rather than push or cover a control. Here the area and what answers a click at
// once (an illegal move's reason, solver progress, a hint); the notices that follow a
// longer action (a verdict, the demo, Finish, the blunder banner, the end of the game, the
// daily win, a load notice) are in Notices.tsx, loaded after the first paint.
import type { ComponentChildren } from 'preact';
import type { HintView } from '../advice/adviceState';
import { t } from '../platform/i18n';

export const MessageArea = ({ children }: { children: ComponentChildren }) => (
  <section class="messages" aria-label={t('messagesLabel')} data-testid="messages">
    {children}
  </section>
);

export const FlashBox = ({ text }: { text: string }) => (
  <div class="msg flash" data-testid="flash">
    {text}
  </div>
);

export const BusyBox = ({ nodes, onCancel }: { nodes: number; onCancel(): void }) => (
  <div class="msg busy" data-testid="busy">
    <progress aria-label={t('solverWorking')} />
    <span>{nodes > 0 ? t('solverProgress', nodes.toLocaleString()) : t('solverWorking')}</span>
    <button type="button" class="link" onClick={onCancel}>{t('cancel')}</button>
  </div>
);

export const HintNotice = ({ hint }: { hint: HintView }) => (
  <div class={`msg hint-msg ${hint.kind}`} data-testid="hint">
    {hint.text}
  </div>
);
