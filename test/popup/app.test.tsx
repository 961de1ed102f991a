// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { dealPosition, newGame, playMove } from '../../src/engine/index';
import { onlyFoundation } from '../../popup/input/moves';
import { nearTheEnd } from '../e2e/a11yGames';
import { GAME_KEY } from '../../src/storage/gameSave';
import { readStored } from '../../src/storage/gameMigrate';
import { memoryBacking } from '../../src/storage/memoryStore';
import { gameFromNumber } from '../../popup/platform/boot';
import { bootFor, fakeSolver, pile, quietSettings, renderApp, renderFromStorage, savedMoves, tokens } from './helpers';
import { movesFrom } from '../support/positions';

afterEach(() => cleanup());


describe('the board', () => {
  it('shows every pile with accessible names, the deal number and the base rank', () => {
    const { container } = renderApp();
    expect(container.querySelectorAll('[data-pile^="t"]').length).toBe(12);
    expect(container.querySelectorAll('[data-pile^="f"]').length).toBe(8);
    expect(screen.getByRole('button', { name: /^Stock: 78 cards left/ })).toBeTruthy();
    expect(pile(container, 'r').getAttribute('aria-label')).toBe('5, Reserve: five of spades on top, 13 cards left');
    expect(pile(container, 't1').getAttribute('aria-label')).toBe('1: 7, Tableau pile 1: seven of clubs');
    expect(pile(container, 'f1').getAttribute('aria-label')).toMatch(/^1\/13: J, Foundation 1, the first: jack of /);
    expect(pile(container, 'f2').getAttribute('aria-label')).toBe('f2: closed, Foundation 2: closed until foundation 1 is complete');
    expect(screen.getByText('Deal 1')).toBeTruthy();
    expect(screen.getByText('Base rank: J')).toBeTruthy();
    for (const name of ['New game', 'Restart', 'Undo', 'Redo', 'Hint', 'Winnable?', 'Copy deal']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('draws cards with rank, suit and colour', () => {
    const { container } = renderApp();
    const card = pile(container, 't2').querySelector('.card')!;
    expect(card.classList.contains('red')).toBe(true);
    expect(card.textContent).toContain('7');
    expect(card.querySelectorAll('svg.suit').length).toBe(2);
    expect(card.querySelector('svg.suit path')!.getAttribute('d')).toMatch(/^M50 90/); // the heart
  });
});

describe('playing by mouse', () => {
  it('click a card, then its destination: the engine plays it, it is announced and saved', async () => {
    const { container, backing } = renderApp();
    fireEvent.click(pile(container, 't1'));
    expect(pile(container, 't1').getAttribute('aria-label')).toContain('selected');
    expect(pile(container, 't8').classList.contains('target')).toBe(true);
    expect(pile(container, 't2').classList.contains('target')).toBe(false);
    fireEvent.click(pile(container, 't8'));
    expect(pile(container, 't8').getAttribute('aria-label')).toBe('8: 8 7, Tableau pile 8: seven of clubs on top, 2 cards');
    await waitFor(() => expect(screen.getByTestId('live').textContent).toBe('The seven of clubs goes from tableau pile 1 to tableau pile 8.'));
    expect(await savedMoves(backing)).toBe('t1>t8');
  });

  it('an illegal drop says the engine\'s reason, without a dialog', async () => {
    const { container } = renderApp();
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't2'));
    expect((await screen.findByTestId('flash')).textContent).toBe(
      'Not allowed: the seven of clubs cannot go on the seven of hearts, because tableau piles build down one rank at a time.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pile(container, 't1').getAttribute('aria-label')).toBe('1: 7, Tableau pile 1: seven of clubs');
  });

  it('clicking the stock deals; undo, redo and restart work', async () => {
    const { container, backing } = renderApp();
    fireEvent.click(screen.getByRole('button', { name: /^Stock/ }));
    expect(screen.getByRole('button', { name: /^Stock: 77 cards left/ })).toBeTruthy();
    expect(pile(container, 'w').getAttribute('aria-label')).toMatch(/^\w+, Waste: /);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: /^Stock: 78 cards left/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(screen.getByRole('button', { name: /^Stock: 77 cards left/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(screen.getByRole('button', { name: /^Stock: 78 cards left/ })).toBeTruthy();
    expect(await savedMoves(backing)).toBe('');
    expect((screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('double-click sends a card to its foundation (or says why not)', async () => {
    const { container } = renderApp();
    fireEvent.dblClick(pile(container, 't1'));
    expect((await screen.findByTestId('flash')).textContent).toBe('Not allowed: no foundation takes the seven of clubs now.');
  });

  it('a single click plays a card whose only place is its foundation', async () => {
    // Deal 27: base 5; the reserve's 6C can only go to its foundation (r>f is its one legal move).
    const deal = 27;
    const { container, backing } = renderApp({ boot: bootFor(deal) });
    fireEvent.click(pile(container, 'r'));
    expect(await savedMoves(backing)).toBe('r>f');
  });

  it('drag and drop with pointer events plays the move', async () => {
    const { container, backing } = renderApp();
    const doc = container.ownerDocument;
    const from = pile(container, 't1');
    const onto = pile(container, 't8');
    (doc as unknown as { elementFromPoint: (x: number, y: number) => Element | null }).elementFromPoint = () => onto;
    fireEvent.pointerDown(from, { button: 0, pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(window, { pointerId: 1, clientX: 60, clientY: 80 });
    await waitFor(() => expect(container.querySelector('.drag-ghost')).toBeTruthy());
    fireEvent.pointerUp(window, { pointerId: 1, clientX: 300, clientY: 300 });
    expect(await savedMoves(backing)).toBe('t1>t8');
  });
});

describe('playing by keyboard', () => {
  it('F right after Enter sent a card up sends the next card too; a double-click after a click sends only one', async () => {
    // Deal 8 near its end: a pile whose top card can only go up, and the card under it too.
    const { start, rest } = await nearTheEnd(8);
    let game = start;
    let at = -1;
    for (let i = 0; i + 1 < rest.length; i++) {
      const [a, b] = [rest[i], rest[i + 1]];
      if (a.kind === 'play' && b.kind === 'play' && a.to === 'f' && b.to === 'f' && a.from === b.from && onlyFoundation(game.position, a.from)) {
        at = i;
        break;
      }
      const next = playMove(game, a);
      if (!next.ok) throw new Error(next.error.message);
      game = next.value;
    }
    expect(at).toBeGreaterThanOrEqual(0);
    const from = (rest[at] as { from: string }).from;
    const boot = { ...bootFor(8), game };
    const first = renderApp({ boot });
    const button = pile(first.container, from);
    button.focus();
    fireEvent.click(button); // Enter: its only place, so it goes up at once
    fireEvent.keyDown(button, { key: 'f' });
    expect((await savedMoves(first.backing)).split(' ').length).toBe(game.moves.length + 2);
    cleanup();
    const second = renderApp({ boot });
    fireEvent.click(pile(second.container, from));
    fireEvent.dblClick(pile(second.container, from)); // the same request, by mouse
    expect((await savedMoves(second.backing)).split(' ').length).toBe(game.moves.length + 1);
  }); // the solver finds deal 8's line first

  it('Enter picks up and drops; arrows move between piles; D deals; Z undoes', async () => {
    const { container, backing } = renderApp();
    const t1 = pile(container, 't1');
    t1.focus();
    fireEvent.keyDown(t1, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(pile(container, 't2'));
    fireEvent.keyDown(pile(container, 't2'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(t1);
    fireEvent.click(t1); // Enter/Space on a button is a click
    fireEvent.keyDown(t1, { key: 'ArrowDown' });
    fireEvent.keyDown(pile(container, 't5'), { key: 'ArrowRight' });
    fireEvent.keyDown(pile(container, 't6'), { key: 'ArrowRight' });
    fireEvent.keyDown(pile(container, 't7'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(pile(container, 't8'));
    fireEvent.click(pile(container, 't8'));
    expect(await savedMoves(backing)).toBe('t1>t8');
    fireEvent.keyDown(document.body, { key: 'd' });
    expect(await savedMoves(backing)).toBe('t1>t8 deal');
    fireEvent.keyDown(document.body, { key: 'z' });
    expect(await savedMoves(backing)).toBe('t1>t8');
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    expect(await savedMoves(backing)).toBe('t1>t8 deal');
  });

  it('Escape puts a picked card down; ? opens the help panel listing the shortcuts', async () => {
    const { container } = renderApp();
    fireEvent.click(pile(container, 't1'));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(pile(container, 't1').getAttribute('aria-label')).not.toContain('selected');
    fireEvent.keyDown(document.body, { key: '?' });
    const help = await screen.findByTestId('panel-help');
    expect(help.textContent).toContain('D — deal a card from the stock');
    expect(help.textContent).toContain('H — hint');
  });
});

describe('panels and focus', () => {
  it('a panel takes the focus and gives it back when it closes', async () => {
    const { container } = renderApp();
    pile(container, 't3').focus();
    fireEvent.keyDown(pile(container, 't3'), { key: '?' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Close'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(pile(container, 't3')));
  });
});

describe('persistence', () => {
  it('a reopened popup shows the same game, history included', async () => {
    const backing = memoryBacking();
    const first = renderApp({ backing });
    fireEvent.click(pile(first.container, 't1'));
    fireEvent.click(pile(first.container, 't8'));
    fireEvent.click(screen.getByRole('button', { name: /^Stock/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await savedMoves(backing);
    first.unmount();
    const second = await renderFromStorage(backing);
    expect(second.boot.game.dealNumber).toBe(1);
    expect(tokens(second.boot.game.moves)).toBe('t1>t8');
    expect(tokens(second.boot.game.redo)).toBe('deal');
    expect(pile(second.container, 't8').getAttribute('aria-label')).toContain('2 cards');
    expect((screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a corrupted save is backed up, a fresh game starts and a notice says so', async () => {
    const backing = memoryBacking({ [GAME_KEY]: 'not a game {' });
    await renderFromStorage(backing);
    expect(screen.getByTestId('notice').textContent).toMatch(/could not be read.*plot\.game\.backup\./);
    const backups = [...backing.data.keys()].filter((k) => k.startsWith('plot.game.backup.'));
    expect(backups.length).toBe(1);
    expect(backing.data.get(backups[0])).toBe('not a game {');
    expect(readStored(backing.data.get(GAME_KEY)).ok).toBe(true);
  });

  it('two popups on one storage: a move in one shows in the other, neither corrupts the save', async () => {
    const backing = memoryBacking();
    const a = renderApp({ backing, writer: 'A' });
    const b = renderApp({ backing, writer: 'B' });
    fireEvent.click(pile(a.container, 't1'));
    fireEvent.click(pile(a.container, 't8'));
    await savedMoves(backing);
    await waitFor(() => expect(pile(b.container, 't8').getAttribute('aria-label')).toContain('2 cards'));
    const stock = b.container.querySelector<HTMLButtonElement>('[data-pile="s"]')!;
    fireEvent.click(stock);
    expect(await savedMoves(backing)).toBe('t1>t8 deal');
    await waitFor(() => expect(a.container.querySelector('[data-pile="s"]')!.getAttribute('aria-label')).toMatch(/77 cards/));
  });
});

describe('new game and copy deal', () => {
  it('starts a typed deal number, rejects a bad one', async () => {
    const { backing } = renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    const input = await screen.findByLabelText('Deal number');
    fireEvent.input(input, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play this deal' }));
    expect(screen.getByRole('alert').textContent).toMatch(/1 to 4294967295/);
    fireEvent.input(input, { target: { value: '27' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play this deal' }));
    expect(screen.getByText('Deal 27')).toBeTruthy();
    await savedMoves(backing);
    const read = readStored(backing.data.get(GAME_KEY));
    expect(read.ok && read.value.game.dealNumber).toBe(27);
  });

  it('a random deal gets a number in 1..2^32-1', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Random deal' }));
    const text = screen.getByTestId('deal-number').textContent!;
    const n = Number(text.replace('Deal ', ''));
    expect(Number.isInteger(n) && n >= 1 && n <= 0xffffffff).toBe(true);
  });

  it('winnable deals only: the solver proves a deal before it is dealt', async () => {
    let calls = 0;
    const solver = fakeSolver(() => (++calls < 3 ? { verdict: 'unknown' } : { verdict: 'win', line: [] }));
    renderApp({ solver });
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    fireEvent.click(await screen.findByLabelText('Winnable deals only'));
    fireEvent.click(screen.getByRole('button', { name: 'Random deal' }));
    await waitFor(() => expect(screen.getByTestId('live').textContent).toMatch(/^New game: deal \d+/));
    expect(calls).toBe(3);
    expect(solver.requests.every((r) => r.request.moves.length === 0)).toBe(true);
  });

  it('copy deal puts the deal number and the moves on the clipboard (never the face-down cards)', async () => {
    const copies: string[] = [];
    const { container } = renderApp({ copyText: async (s) => void copies.push(s) });
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy deal' }));
    await waitFor(() => expect(copies.length).toBe(1));
    expect(copies[0]).toBe('1 t1>t8');
    expect(((await screen.findByRole('textbox', { name: 'Game record' })) as HTMLTextAreaElement).value).toBe(copies[0]);
  });

  it('copy deal of a custom deal gives its 104 cards and the moves', async () => {
    const copies: string[] = [];
    const { deal: cards } = gameFromNumber(1);
    const boot = { ...bootFor(), game: newGame(cards) };
    const { container } = renderApp({ boot, copyText: async (s) => void copies.push(s) });
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy deal' }));
    await waitFor(() => expect(copies.length).toBe(1));
    const words = copies[0].split(' ');
    expect(words.length).toBe(105);
    expect(words[104]).toBe('t1>t8');
  });
});

describe('worst case layout', () => {
  const tableauOf = async (height: number) => {
    const { Tableau } = await import('../../popup/table/Board');
    const { render } = await import('@testing-library/preact');
    const base = dealPosition(gameFromNumber(1).deal);
    const run = Array.from({ length: height }, (_, i) => ((base.base - 1 + 12 - i) % 13) as number); // clubs, rel 12 down
    const pos = { ...base, tableau: Array.from({ length: 12 }, () => run), waste: Array.from({ length: 60 }, () => 0) };
    return render(
      <Tableau
        pos={pos}
        marks={{ targets: new Set(), live: new Set(), lit: new Set() }}
        handlers={{ onActivate() {}, onDouble() {}, onPointerDown() {}, onHover() {} }}
      />,
    ).container;
  };

  it('twelve piles of twelve cards stay inside their rows, every rank readable', async () => {
    const { CARD_HEIGHT, PILE_LABEL, popupTableau } = await import('../../popup/table/layout');
    const ROW_HEIGHT = popupTableau(12).rowHeight;
    const container = await tableauOf(12);
    expect(container.querySelector('.tableau')!.getAttribute('data-scale')).toBe('1');
    const piles = container.querySelectorAll('[data-pile]');
    expect(piles.length).toBe(12);
    for (const p of piles) {
      const cards = p.querySelectorAll<HTMLElement>('.card');
      expect(cards.length).toBe(12);
      const lastTop = parseFloat(cards[11].style.top);
      expect(lastTop + CARD_HEIGHT).toBeLessThanOrEqual(ROW_HEIGHT);
      expect(parseFloat(cards[1].style.top) - PILE_LABEL).toBeGreaterThanOrEqual(10);
    }
  });

  it('short piles get bigger cards, still inside their rows', async () => {
    const { CARD_HEIGHT, MIN_READABLE_FAN, PILE_LABEL, popupTableau } = await import('../../popup/table/layout');
    const ROW_HEIGHT = popupTableau(4).rowHeight;
    const container = await tableauOf(4);
    const scale = Number(container.querySelector('.tableau')!.getAttribute('data-scale'));
    expect(scale).toBeGreaterThanOrEqual(1.2);
    const cards = container.querySelectorAll<HTMLElement>('[data-pile="t1"] .card');
    expect(parseFloat(cards[3].style.top) + CARD_HEIGHT * scale).toBeLessThanOrEqual(ROW_HEIGHT);
    expect(parseFloat(cards[1].style.top) - PILE_LABEL).toBeGreaterThanOrEqual(MIN_READABLE_FAN * scale);
  });
});

describe('undo and redo with auto-plays', () => {
  it('Undo takes back the player\'s move with the auto-plays after it; Redo brings them all back', async () => {
    // Deal 1 with t1>t8, deal, deal where the last deal stands in for an auto-play (index 2).
    let game = gameFromNumber(1);
    const { playMove } = await import('../../src/engine/index');
    for (const [i, m] of movesFrom('t1>t8 deal deal').entries()) {
      const r = playMove(game, m, { joined: i === 2 });
      if (!r.ok) throw new Error(r.error.message);
      game = r.value;
    }
    const boot = { ...bootFor(), game, meta: { counted: true, won: false } };
    const { backing } = renderApp({ boot });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await savedMoves(backing)).toBe('t1>t8');
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(await savedMoves(backing)).toBe('t1>t8 deal deal');
    await waitFor(() => expect(screen.getByTestId('live').textContent).toMatch(/1 card went up to the foundations on its own/));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await savedMoves(backing)).toBe('');
    // The mark stays on its ply, undone: the save lists it by its place in the line.
    const stored = backing.data.get(GAME_KEY) as { game: { marks?: { at: number; joined?: true }[] } };
    expect(stored.game.marks?.filter((m) => m.joined).map((m) => m.at)).toEqual([2]);
  });
});
