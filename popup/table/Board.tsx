// The board's piles as buttons: reserve, stock and waste; the eight foundations in a row; the
// twelve tableau piles in two rows of six (table/layout.ts). Buttons report clicks, double-clicks and
// pointer presses; what they mean is decided elsewhere (and legality by the engine).
import { type ComponentChildren, type FunctionComponent, Component } from 'preact';
import { type Card, type PileId, type Position, FOUNDATION_FULL, foundationId, isRestricted } from '../../src/engine/index';
import { t, tn } from '../platform/i18n';
import { CARD_HEIGHT, CARD_WIDTH, PILE_LABEL, TABLEAU_COLUMNS, WASTE_EDGE_STEP, fanStep, wasteEdges } from './layout';
import { cardLabel, rankGlyph, rankGlyphOf, rankWord, shownThenSaid } from './names';
import { CardBack, CardFace, Slot } from './Card';
import { useTableauLayout } from './useZoom';

export interface PileHandlers {
  /** `detail`: the click count (2 for the second click of a double-click, 0 from the keyboard). */
  onActivate(id: PileId, detail?: number): void;
  onDouble(id: PileId): void;
  onPointerDown(id: PileId, event: PointerEvent): void;
  /** The pointer is over `id` (undefined: it left). */
  onHover(id: PileId | undefined): void;
}

export interface Marks {
  readonly selected?: PileId;
  /** Piles where the selected card may go, as the engine says. */
  readonly targets: ReadonlySet<PileId>;
  readonly hintFrom?: PileId;
  readonly hintTo?: PileId;
  /** This step completed foundation 1: every foundation opens (a brief moment, popup/table/moment.css). */
  readonly opened?: boolean;
  /** Piles where a click does something (the others get no pointer cursor). */
  readonly live: ReadonlySet<PileId>;
  /** Where the card under the pointer could go. */
  readonly lit: ReadonlySet<PileId>;
}

interface PileButtonProps {
  id: PileId;
  label: string;
  marks: Marks;
  handlers: PileHandlers;
  className?: string;
  children: ComponentChildren;
}

function PileButton({ id, label, marks, handlers, className, children }: PileButtonProps) {
  const selected = marks.selected === id;
  const target = marks.targets.has(id);
  const hint = marks.hintFrom === id || marks.hintTo === id;
  const name = [label, selected && t('selectedMark'), target && t('targetMark'), hint && t('hintMark')]
    .filter(Boolean)
    .join(', ');
  const classes = [
    'pile',
    className,
    selected && 'selected',
    target && 'target',
    marks.hintFrom === id && 'hint-from',
    marks.hintTo === id && 'hint-to',
    !marks.live.has(id) && 'idle',
    marks.lit.has(id) && 'lit',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      class={classes}
      data-pile={id}
      aria-label={name}
      onClick={(e) => handlers.onActivate(id, e.detail)}
      onDblClick={() => handlers.onDouble(id)}
      onPointerDown={(e) => handlers.onPointerDown(id, e as PointerEvent)}
      // A long press on a phone (the stock's run, a drag) must not open the page's menu over the game.
      onContextMenu={(e) => e.preventDefault()}
      onPointerEnter={() => handlers.onHover(id)}
      onPointerLeave={() => handlers.onHover(undefined)}
    >
      {children}
    </button>
  );
}

const top = (pile: readonly Card[]): Card | undefined => pile[pile.length - 1];

interface BoardPartProps {
  pos: Position;
  marks: Marks;
  handlers: PileHandlers;
}

/** A pile button with its caption (name, then count: two lines, or one on a narrow page) under it. */
function Place({ className, name, detail, children }: { className?: string; name: string; detail: string; children: ComponentChildren }) {
  return (
    <figure class={className ? `place ${className}` : 'place'}>
      {children}
      <figcaption>
        <span class="caption-name">{name}</span> <span class="caption-detail">{detail}</span>
      </figcaption>
    </figure>
  );
}

/**
 * The reserve, the stock and the waste. The waste's covered cards and its top are keyed by
 * their place in the waste: a card keeps its element while it shows (a deal adds one, a play
 * takes one), where keyed by their place in the fan each face's <use> pointed at another
 * symbol and its copy was made again, 31 KB of Blink's heap each (docs/architecture.md, Memory).
 */
export function ReserveStockWaste({ pos, marks, handlers }: BoardPartProps) {
  const reserveTop = top(pos.reserve);
  const wasteTop = top(pos.waste);
  const edges = wasteEdges(pos.waste.length);
  const shown = pos.waste.slice(-1 - edges);
  return (
    <div class="rsw">
      <Place name={t('reserve')} detail={tn('left', pos.reserve.length, pos.reserve.length)}>
        <PileButton
          id="r"
          marks={marks}
          handlers={handlers}
          className="reserve"
          label={
            reserveTop === undefined
              ? t('reserveEmpty')
              : shownThenSaid(undefined, [rankGlyph(reserveTop)], tn('reserveLabel', pos.reserve.length, cardLabel(reserveTop), pos.reserve.length))
          }
        >
          {pos.reserve.length > 1 ? <CardBack className="under" /> : null}
          {reserveTop === undefined ? <Slot /> : <CardFace card={reserveTop} />}
        </PileButton>
      </Place>
      <Place name={t('stock')} detail={tn('left', pos.stock.length, pos.stock.length)}>
        <PileButton
          id="s"
          marks={marks}
          handlers={handlers}
          className="stock"
          label={pos.stock.length === 0 ? t('stockEmpty') : tn('stockLabel', pos.stock.length, pos.stock.length)}
        >
          {pos.stock.length === 0 ? <Slot mark="∅" /> : <CardBack />}
          {pos.stock.length > 0 ? <span class="count" aria-hidden="true">{pos.stock.length}</span> : null}
        </PileButton>
      </Place>
      <Place className="waste-place" name={t('waste')} detail={String(pos.waste.length)}>
        <PileButton
          id="w"
          marks={marks}
          handlers={handlers}
          className="waste"
          label={
            wasteTop === undefined
              ? t('wasteEmpty')
              : shownThenSaid(undefined, shown.map(rankGlyph), pos.waste.length === 1 ? t('wasteLabelOne', cardLabel(wasteTop)) : tn('wasteLabel', pos.waste.length, cardLabel(wasteTop), pos.waste.length))
          }
        >
          <span class="fan-h" style={{ width: `calc(var(--card-w) + ${edges * WASTE_EDGE_STEP}px)` }}>
            {wasteTop === undefined ? <Slot /> : shown.map((card, i) => (
              <CardFace key={pos.waste.length + i - edges} card={card} className={i < edges ? 'covered' : 'waste-top'} />
            ))}
          </span>
        </PileButton>
      </Place>
    </div>
  );
}

/** Foundation `i` as the table and the review's board both draw it: its badge's count and the classes their CSS reads. */
export function foundationFace(pos: Position, i: number) {
  const pile = pos.foundations[i];
  const id = foundationId(i);
  const card = top(pile);
  const closed = i > 0 && isRestricted(pos);
  const count = i === 0 || card !== undefined ? `${pile.length}/${FOUNDATION_FULL}` : id;
  const states = [i === 0 && 'first', closed && 'closed', pile.length === FOUNDATION_FULL && 'complete'].filter(Boolean);
  return { id, card, closed, count, states };
}

export function Foundations({ pos, marks, handlers }: BoardPartProps) {
  const restricted = isRestricted(pos);
  return (
    <section class={`foundations${marks.opened ? ' opened' : ''}`} aria-label={t('foundationsLabel')}>
      <p class={`restriction${restricted ? '' : ' over'}`}>{restricted ? t('restriction') : t('restrictionOver')}</p>
      <div class="foundation-grid">
        {pos.foundations.map((pile, i) => {
          const { id, card, closed, count, states } = foundationFace(pos, i);
          const mark = closed ? t('closed') : rankGlyphOf(pos.base);
          let said: string;
          if (card !== undefined) {
            said = i === 0 ? t('foundationFirst', cardLabel(card), pile.length) : t('foundationLabel', i + 1, cardLabel(card), pile.length);
          } else {
            said = closed ? t('foundationClosed', i + 1) : t('foundationEmpty', i + 1, rankWord(pos.base));
          }
          const label = shownThenSaid(count, [card === undefined ? mark : rankGlyph(card)], said);
          return (
            <PileButton
              key={id}
              id={id}
              marks={marks}
              handlers={handlers}
              label={label}
              className={['foundation', ...states].join(' ')}
            >
              <span class="badge" aria-hidden="true">
                {i === 0 ? <span class="star">★ </span> : null}
                {`${count} `}
              </span>
              {/* The card below (or the empty place) shows while a card glides in on top. Keyed by
                  height, as the waste's: the top card's element becomes the one below. */}
              {pile.length > 1 ? <CardFace key={pile.length - 1} card={pile[pile.length - 2]} className="under" bare /> : pile.length === 1 ? <Slot className="under" /> : null}
              {card === undefined ? <Slot mark={mark} lock={closed} /> : <CardFace key={pile.length} card={card} />}
            </PileButton>
          );
        })}
      </div>
    </section>
  );
}


/**
 * `draw` with the other props, drawn again only when one of them is another value: a part
 * whose props are kept is not rendered again, nor any of its children. The popup renders
 * again on each change of its state (a solver's answer, the meter, the hint's busy state:
 * some six times a move), and each render drew the twenty piles' elements, names and
 * classes again, most of a move's allocation in the page's heap (docs/architecture.md,
 * Memory). A component that declines to render, not an element kept from the last render:
 * a kept element holds on to the tree it was drawn in.
 */
export class Kept<P extends object> extends Component<P & { draw: FunctionComponent<P> }> {
  override shouldComponentUpdate(next: P & { draw: FunctionComponent<P> }): boolean {
    const now: Record<string, unknown> = this.props;
    for (const k in next) if ((next as Record<string, unknown>)[k] !== now[k]) return true;
    return false;
  }

  render(props: P & { draw: FunctionComponent<P> }) {
    return <props.draw {...props} />;
  }
}

/**
 * A tableau pile's cards, `step` px apart (through Kept: a move changes one or two piles and
 * the engine keeps the others' arrays, so a move draws the cards it moved, not the whole
 * tableau's).
 */
const Fan = ({ pile, step }: { pile: readonly Card[]; step: number }) =>
  pile.map((c, h) => <CardFace key={h} card={c} top={PILE_LABEL + h * step} />);

export function Tableau({ pos, marks, handlers }: BoardPartProps) {
  // Cards as big as the deepest pile, the column and the row allow; the sizes reach the
  // cards as CSS variables. On a narrow page the rows share what the first screen has left.
  const deepest = Math.max(...pos.tableau.map((p) => p.length));
  const { ref, geometry: { columnWidth, rowHeight, scale } } = useTableauLayout(deepest);
  const style = {
    gridTemplateColumns: `repeat(${TABLEAU_COLUMNS}, var(--col-w))`,
    '--col-w': `${columnWidth}px`,
    '--row-h': `${rowHeight}px`,
    '--s': scale,
    '--card-w': `${CARD_WIDTH * scale}px`,
    '--card-h': `${CARD_HEIGHT * scale}px`,
  };
  return (
    <section ref={ref} class="tableau" aria-label={t('tableau')} data-scale={scale} style={style}>
      {pos.tableau.map((pile, i) => {
        const id = `t${i + 1}` as PileId;
        const card = top(pile);
        const step = fanStep(pile.length, rowHeight, scale);
        return (
          <PileButton
            key={id}
            id={id}
            marks={marks}
            handlers={handlers}
            className="tpile"
            label={shownThenSaid(
              String(i + 1),
              pile.map(rankGlyph),
              card === undefined
                ? t('pileSpace', i + 1)
                : pile.length === 1
                  ? t('pileLabelOne', i + 1, cardLabel(card))
                  : tn('pileLabel', pile.length, i + 1, cardLabel(card), pile.length),
            )}
          >
            <span class="pile-no" aria-hidden="true">
              {`${i + 1} `}
            </span>
            {pile.length === 0 ? <Slot /> : <Kept draw={Fan} pile={pile} step={step} />}
          </PileButton>
        );
      })}
    </section>
  );
}
