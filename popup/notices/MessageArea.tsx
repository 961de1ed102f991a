// What the game has to say, one component per kind of message, each given only what it
// shows. They share one area of fixed place and size (the sidebar's foot): each kind has
// one slot, a newer message of a kind replaces the older, and the area scrolls within
// itself rather than push or cover a control. Here the area and what answers a click at
// once (an illegal move's reason, solver progress, a hint); the notices that follow a
// longer action (a verdict, the demo, Finish, the blunder banner, the end of the game, the
// daily win, a load notice) are in Notices.tsx, loaded after the first paint.
import type { ComponentChildren } from 'preact';
import type { Move, PileId } from '../../src/engine/index';
import { t } from '../platform/i18n';

export interface HintView {
  /** win, best: the full-deal solver's (face-down cards read); fair: the fair player's (only what the player sees). */
  kind: 'win' | 'best' | 'fair' | 'none' | 'error';
  text: string;
  move?: Move;
  from?: PileId;
  to?: PileId;
}

export interface VerdictView {
  /** The moves (as text) of the position it is about. */
  forKey: string;
  kind: 'win' | 'loss' | 'unknown' | 'error';
  text: string;
  line?: readonly Move[];
  /** Undecided: the positions searched so far, and whether Search longer can still help. */
  nodes?: number;
  more?: boolean;
}

/** A move that lost a winnable game: where it was played, and what it lost in words. */
export interface BlunderView {
  /** Moves before it (Undo goes back there). */
  at: number;
  /** The moves up to and with it (and its auto-plays): the warning lasts while they are played. */
  afterKey: string;
  afterLength: number;
  text: string;
}

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
