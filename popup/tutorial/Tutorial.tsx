// The guided first game: the popup's table laid out as always (the same piles, clicks, taps,
// drags and keys) on the guided deal, with the step under way where the buttons and the
// messages are. It opens by itself for a new player (firstStart.ts) and from Help; Skip or
// the last step's button closes it and keeps that it was seen. In the on-demand chunk
// (loading/onDemand.ts): nothing of it is on the open path.
import { useEffect, useRef } from 'preact/hooks';
import { type Position, canUndo, sourceCard } from '../../src/engine/index';
import type { KeyValueStore } from '../../src/storage/store';
import type { Settings } from '../../src/storage/prefs';
import { t } from '../platform/i18n';
import { type PileHandlers, Foundations, ReserveStockWaste, Tableau } from '../table/Board';
import { TableOverlays } from '../table/TableOverlays';
import { cssVariables } from '../table/layout';
import { rankGlyphOf, rankWord } from '../table/names';
import { useBoardMarks } from '../table/useBoardMarks';
import { useNarrowCardSizes, useZoom } from '../table/useZoom';
import { RefusalBubble } from '../table/RefusalBubble';
import { GUIDED_STEPS } from './guidedDeal';
import { TUTORIAL_KEY } from './firstStart';
import { type GuideKit, useGuide } from './useGuide';

export interface TutorialProps {
  /** Where the guide keeps that it was finished or skipped (TUTORIAL_KEY). */
  store: KeyValueStore;
  /** The player's settings (colours, animations); the guide turns off what would play for them. */
  settings: Settings;
  tab?: boolean;
  /** The table's input (useGuide.ts, GuideKit). */
  kit: GuideKit;
  onClose(): void;
}

/** The guide's title over the base rank, in the table's masthead. */
function masthead(pos: Position) {
  return (
    <header class="masthead">
      <h1 id="guide-title">{t('tutorialTitle')}</h1>
      <p class="deal-info">
        <span class="base-rank">
          <span aria-hidden="true">{t('baseRank', rankGlyphOf(pos.base))}</span>
          <span class="sr-only">{t('baseRank', rankWord(pos.base))}</span>
        </span>
      </p>
    </header>
  );
}

export function Tutorial({ store, settings, tab = false, kit, onClose }: TutorialProps) {
  const { session, now, moved, progress, input, live, flash } = useGuide(settings, kit);
  const zoom = useZoom(tab);
  const narrowSizes = useNarrowCardSizes();
  const card = useRef<HTMLElement>(null);
  const pos = now.game.position;
  const { selected, hovered, drag } = input;
  const marks = useBoardMarks(pos, { selected, hovered, dragging: drag !== undefined, hint: undefined, moved });
  const handlers: PileHandlers = { onActivate: input.onActivate, onDouble: input.onDouble, onPointerDown: input.onPointerDown, onHover: input.onHover };
  const dragCard = drag ? sourceCard(pos, drag.from) : undefined;
  const done = progress.step >= GUIDED_STEPS.length;

  // The step's words take the focus when it opens, so that a screen reader starts there.
  useEffect(() => card.current?.focus(), []);
  const close = () => {
    // Kept before closing; a write that fails only means the guide may open again.
    void store.set(TUTORIAL_KEY, { seenAt: Date.now() }).catch(() => undefined);
    onClose();
    // The button pressed is gone with the guide: the focus goes to the table's first button, not the page.
    setTimeout(() => document.querySelector<HTMLElement>('.toolbar button')?.focus(), 0);
  };

  return (
    <div
      class={['app', 'guide', now.settings.animations ? 'anim' : 'no-anim', now.settings.fourColour ? 'four-colour' : '', drag ? 'dragging' : '', tab ? 'in-tab' : ''].join(' ')}
      style={{ ...cssVariables(), ...narrowSizes, zoom: zoom === 1 ? undefined : String(zoom) }}
      role="dialog"
      aria-modal="true"
      aria-labelledby="guide-title"
      data-testid="guide"
    >
      <aside class="sidebar">
        {masthead(pos)}
        <section class="guide-card" ref={card} tabIndex={-1} aria-labelledby="guide-words" data-testid="guide-step" data-step={progress.step + 1}>
          {done ? null : <p class="guide-count">{t('tutorialStep', progress.step + 1, GUIDED_STEPS.length)}</p>}
          <p class="guide-words" id="guide-words">{done ? t('tutorialEnd') : t(GUIDED_STEPS[progress.step].key)}</p>
          <div class="guide-actions">
            {done ? (
              <button type="button" class="guide-main" onClick={close}>{t('tutorialPlay')}</button>
            ) : (
              <>
                <button type="button" disabled={!canUndo(now.game)} onClick={() => session.dispatch({ type: 'undo' })}>{t('undo')}</button>
                <button type="button" data-testid="guide-skip" onClick={close}>{t('tutorialSkip')}</button>
              </>
            )}
          </div>
          <p class="guide-keys">{t('tutorialKeys')}</p>
        </section>
        <ReserveStockWaste pos={pos} marks={marks} handlers={handlers} />
      </aside>
      <main class="table" aria-label={t('board')}>
        <Foundations pos={pos} marks={marks} handlers={handlers} />
        <Tableau pos={pos} marks={marks} handlers={handlers} />
      </main>
      {flash?.at ? <RefusalBubble text={flash.text} at={flash.at} n={flash.n} animate={now.settings.animations} /> : null}
      <TableOverlays card={dragCard} ghost={drag && kit.ghostStyle(drag, zoom)} live={live} testid="guide-live" />
    </div>
  );
}
