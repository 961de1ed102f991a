// The review's board: the position after a move, read-only, drawn with the table's cards at
// the size the review's box allows (review/replayLayout.ts), not the table zoomed down: its
// ranks, counts and names stay at 11 px or more on a phone and in the popup alike. The move
// that led there is marked as the table marks a hint. One picture to assistive technology,
// named after the move: the steps' text says what changed.
import type { ComponentChildren } from 'preact';
import { type Card, type PileId, type Position } from '../../src/engine/index';
import { foundationFace } from '../table/Board';
import { CardBack, CardFace, Slot } from '../table/Card';
import { rankGlyphOf } from '../table/names';
import { t } from '../platform/i18n';
import { type CardSize, type ReplayLayout, INSET, PILE_NO, WASTE_EDGE, replayLayout } from './replayLayout';
import { useBox } from './useBox';

const top = (pile: readonly Card[]): Card | undefined => pile[pile.length - 1];

const sized = (c: CardSize) => ({ '--card-w': `${c.w}px`, '--card-h': `${c.h}px`, '--s': c.s });

interface Marks {
  from?: PileId;
  to?: PileId;
}

function Pile({ id, marks, class: extra, style, children }: { id: PileId; marks: Marks; class: string; style?: Record<string, string | number>; children: ComponentChildren }) {
  const cls = ['rp-pile', extra, marks.from === id && 'hint-from', marks.to === id && 'hint-to'].filter(Boolean).join(' ');
  return <div class={cls} data-pile={id} style={style}>{children}</div>;
}

/** A pile with its name over its count under it. */
function Place({ name, count, children }: { name: string; count: number; children: ComponentChildren }) {
  return (
    <figure class="rp-place">
      {children}
      <figcaption>{name}<br />{count}</figcaption>
    </figure>
  );
}

/** A closed foundation's lock (the table writes "closed"; here the slot is a card's width of 40 px or more). */
const Lock = () => (
  <svg class="rp-lock" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" stroke-width="1.6" />
    <rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor" />
  </svg>
);

function Side({ pos, marks, layout }: { pos: Position; marks: Marks; layout: ReplayLayout }) {
  const card = layout.side;
  const reserveTop = top(pos.reserve);
  const wasteTop = top(pos.waste);
  const edges = Math.min(layout.edges, Math.max(0, pos.waste.length - 1));
  const covered = pos.waste.slice(pos.waste.length - 1 - edges, pos.waste.length - 1);
  return (
    <div class="rp-side" style={{ ...sized(card), ...(layout.fitted ? { width: `${layout.sideWidth}px` } : {}) }}>
      <div class="rp-rsw">
        <Place name={t('reserve')} count={pos.reserve.length}>
          <Pile id="r" marks={marks} class="rp-reserve">
            {pos.reserve.length > 1 ? <CardBack className="under" /> : null}
            {reserveTop === undefined ? <Slot /> : <CardFace card={reserveTop} />}
          </Pile>
        </Place>
        <Place name={t('stock')} count={pos.stock.length}>
          <Pile id="s" marks={marks} class="rp-stock">
            {pos.stock.length === 0 ? <Slot mark="∅" /> : <CardBack />}
          </Pile>
        </Place>
        <Place name={t('waste')} count={pos.waste.length}>
          <Pile id="w" marks={marks} class="fan-h" style={{ width: `${card.w + edges * WASTE_EDGE}px` }}>
            {covered.map((c, i) => <CardFace key={i} card={c} className="covered" />)}
            {wasteTop === undefined ? <Slot /> : <CardFace card={wasteTop} />}
          </Pile>
        </Place>
      </div>
      <div class="rp-foundations">
        {pos.foundations.map((pile, i) => {
          const { id, card, closed, count, states } = foundationFace(pos, i);
          return (
            <Pile key={id} id={id} marks={marks} class={['rp-foundation', ...states].join(' ')}>
              <span class="rp-badge">{i === 0 ? `★ ${count}` : count}</span>
              {card !== undefined ? <CardFace card={card} /> : closed ? <span class="card slot rp-closed"><Lock /></span> : <Slot mark={rankGlyphOf(pos.base)} />}
            </Pile>
          );
        })}
      </div>
    </div>
  );
}

function TableauPart({ pos, marks, layout }: { pos: Position; marks: Marks; layout: ReplayLayout }) {
  const style = {
    ...sized(layout.tableau),
    gridTemplateColumns: `repeat(4, ${layout.columnWidth}px)`,
    gridTemplateRows: layout.rows.map((h) => `${h}px`).join(' '),
  };
  return (
    <div class="rp-tableau" style={style}>
      {pos.tableau.map((pile, i) => {
        const id = `t${i + 1}` as PileId;
        return (
          <Pile key={id} id={id} marks={marks} class="rp-tpile">
            <span class="rp-no">{i + 1}</span>
            {pile.length === 0 ? <Slot /> : pile.map((c, h) => <CardFace key={h} card={c} top={PILE_NO + h * layout.steps[i]} />)}
          </Pile>
        );
      })}
    </div>
  );
}

/** The board at one step, laid out for the box it is in (fitted to it when its height is fixed). */
export function ReplayBoard({ pos, from, to, label }: { pos: Position; from?: PileId; to?: PileId; label: string }) {
  const [ref, box] = useBox<HTMLDivElement>({ width: 360, height: 0 });
  const layout = replayLayout(box.width - 2 * INSET, box.fixed ? box.height - 2 * INSET : undefined, pos.tableau.map((p) => p.length));
  const marks = { from, to };
  return (
    <div class="review-board" ref={ref} role="img" aria-label={label} data-testid="review-board">
      <div class={layout.fitted ? 'replay fitted' : 'replay'}>
        <Side pos={pos} marks={marks} layout={layout} />
        <TableauPart pos={pos} marks={marks} layout={layout} />
      </div>
    </div>
  );
}
