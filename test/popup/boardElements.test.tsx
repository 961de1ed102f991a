// @vitest-environment happy-dom
// What a move changes in the board's page, and what it leaves (docs/architecture.md, Memory):
// a card keeps its element while it shows, so a face's <use> never points at another symbol
// (each such change made its copy of the symbol again); a part whose props are kept is not
// drawn again.
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Move, isLegal, play } from '../../src/engine/index';
import { gameFromNumber } from '../../popup/platform/boot';
import { Kept } from '../../popup/table/Board';
import { bootFor, pile, renderApp } from './helpers';

afterEach(cleanup);

const faces = (el: Element) => Array.from(el.querySelectorAll<HTMLElement>('.card.face'));
const art = (face: Element) => face.querySelector('use')?.getAttribute('href');

/** The first deal (from 1) whose reserve sends two cards up in a row. */
const up: Move = { kind: 'play', from: 'r', to: 'f' };
const twiceUp = (n: number) => {
  const once = play(gameFromNumber(n).position, up);
  return once.ok && isLegal(once.value, up);
};

describe('a card keeps its element while it shows', () => {
  it('a deal: the waste\'s top becomes its first covered card, the same element drawing the same art', () => {
    const { container } = renderApp({ boot: bootFor(1) });
    const waste = pile(container, 'w');
    fireEvent.click(pile(container, 's'), { detail: 1 });
    fireEvent.click(pile(container, 's'), { detail: 1 });
    const before = faces(waste);
    const top = before.at(-1)!;
    expect(top.classList.contains('waste-top')).toBe(true);
    const drawn = art(top);
    fireEvent.click(pile(container, 's'), { detail: 1 });
    const after = faces(waste);
    expect(after).toHaveLength(before.length + 1);
    // Every card that still shows is the element it was, with the art it had.
    for (const face of before) expect(after).toContain(face);
    expect(top.classList.contains('covered')).toBe(true);
    expect(art(top)).toBe(drawn);
    expect(after.at(-1)!.classList.contains('waste-top')).toBe(true);
  });

  it('a card up on a foundation: the top\'s element becomes the one below, with the same art', () => {
    const { container } = renderApp({ boot: bootFor(Array.from({ length: 2000 }, (_, i) => i + 1).find(twiceUp)) });
    fireEvent.click(pile(container, 'r'), { detail: 1 });
    const foundation = Array.from(container.querySelectorAll('.pile.foundation')).find((f) => faces(f).length > 0)!;
    const top = faces(foundation).at(-1)!;
    const drawn = art(top);
    fireEvent.click(pile(container, 'r'), { detail: 1 });
    const [under, next] = faces(foundation);
    expect(under).toBe(top);
    expect(under.classList.contains('under')).toBe(true);
    expect(art(under)).toBe(drawn);
    expect(art(next)).not.toBe(drawn);
  });
});

describe('Kept', () => {
  it('draws its part again only when a prop is another value', () => {
    const draw = vi.fn(({ n }: { n: number; list: readonly number[] }) => <i>{n}</i>);
    const list = [1];
    const { container, rerender } = render(<Kept draw={draw} n={1} list={list} />);
    rerender(<Kept draw={draw} n={1} list={list} />);
    expect(draw).toHaveBeenCalledTimes(1);
    rerender(<Kept draw={draw} n={2} list={list} />);
    rerender(<Kept draw={draw} n={2} list={[1]} />);
    expect(draw).toHaveBeenCalledTimes(3);
    expect(container.textContent).toBe('2');
  });
});
