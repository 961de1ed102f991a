// @vitest-environment happy-dom
// Paste to play: the New game field reads a deal number, the 104 cards of a deal, or a game
// record (deal + moves, or a deal number + moves); Enter starts it at that position with the
// moves as undo history. Bad text: a clear error beside the field, in the player's language,
// and nothing lost.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { dealToString, movesToString, recordToString } from '../../src/engine/index';
import { GAME_KEY } from '../../src/storage/gameSave';
import { readStored } from '../../src/storage/gameMigrate';
import { STATS_KEY } from '../../src/storage/prefs';
import { gameFromNumber } from '../../popup/platform/boot';
import { readGameText } from '../../popup/panels/gameText';
import { setMessageSource } from '../../popup/platform/i18n';
import { solveGame } from '../../src/solver/search/solve';
import { deal, getCore } from '../solver/helpers';
import { pile, renderApp, tokens } from './helpers';
import { movesFrom } from '../support/positions';

afterEach(() => {
  cleanup();
  setMessageSource(undefined);
});

const cards9 = dealToString(deal(9));
const errorOf = (text: string) => {
  const r = readGameText(text);
  if (r.ok) throw new Error(`read: ${text.slice(0, 40)}`);
  return r.error;
};

describe('reading the New game field', () => {
  it('a deal number, with or without moves after it', () => {
    const r = readGameText('  42 \n');
    expect(r.ok && r.game.dealNumber).toBe(42);
    const m = readGameText('1 deal t8>t3');
    expect(m.ok && [m.game.dealNumber, movesToString(m.game.moves)]).toEqual([1, 'deal t8>t3']);
  });

  it('a deal (as Copy deal writes it, or over several lines, lower case, 10 for T) and a whole record', () => {
    const plain = readGameText(cards9);
    expect(plain.ok && [plain.game.deal.join(), plain.game.moves.length]).toEqual([deal(9).join(), 0]);
    const messy = cards9.toLowerCase().replace(/t([cdhs])/g, '10$1').split(' ').reduce((acc, w, i) => acc + (i % 13 === 0 ? '\n' : ' ') + w, '');
    const read = readGameText(messy);
    expect(read.ok && read.game.deal.join()).toBe(deal(9).join());
    const record = recordToString({ deal: gameFromNumber(1).deal, moves: movesFrom('deal deal t8>t3') });
    const r = readGameText(record);
    expect(r.ok && movesToString(r.game.moves)).toBe('deal deal t8>t3');
    expect(r.ok && r.game.redo).toEqual([]);
  });

  it('bad text gets a clear error: which word, and why', () => {
    expect(errorOf('   ')).toBe('Type a deal number, or paste a deal or a game record.');
    expect(errorOf('0')).toBe('A deal number is a whole number from 1 to 4294967295, written in digits only.');
    expect(errorOf('4294967296')).toBe('A deal number is a whole number from 1 to 4294967295, written in digits only.');
    expect(errorOf('hello there')).toBe('Card 1 ("hello") is not a card: write the rank and the suit, like 7H or TD.');
    expect(errorOf(cards9.split(' ').slice(0, 50).join(' '))).toBe('A deal has 104 cards; this text has 50.');
    const third = cards9.split(' ');
    const twice = third.findIndex((c, i) => third.indexOf(c) !== i);
    third[twice + 1 === third.length ? 0 : third.length - 1] = third[twice];
    expect(errorOf(third.join(' '))).toMatch(/^Card \d+: [2-9TJQKA][CDHS] appears a third time/);
    expect(errorOf(`${cards9} deal w>q`)).toBe('Move 2 ("w>q") is not a move: write deal, or a source and a destination like w>f or t3>t7.');
    expect(errorOf(`${cards9} r>t1`)).toBe('Move 1 (r>t1) is not allowed there: the reserve plays only to the foundations.');
    expect(errorOf('9 deal r>t2')).toBe('Move 2 (r>t2) is not allowed there: the reserve plays only to the foundations.');
  });

  it('in Spanish too', () => {
    const es = JSON.parse(readFileSync(join(process.cwd(), '_locales', 'es', 'messages.json'), 'utf8')) as Record<string, { message: string }>;
    setMessageSource((key, subs) => (es[key]?.message ?? '').replace(/\$(\d)/g, (_, i: string) => subs[Number(i) - 1] ?? ''));
    expect(errorOf(cards9.split(' ').slice(0, 50).join(' '))).toBe('Un reparto tiene 104 cartas; este texto tiene 50.');
    expect(errorOf(`${cards9} r>t1`)).toBe('La jugada 1 (r>t1) no está permitida ahí: las cartas de la reserva solo van a las fundaciones.');
  });
});

describe('the New game panel', () => {
  const open = async () => {
    fireEvent.click(screen.getAllByRole('button', { name: 'New game' })[0]);
    return (await screen.findByLabelText(/^Deal number/)) as HTMLTextAreaElement;
  };
  const saved = async (backing: ReturnType<typeof renderApp>['backing']) => {
    await new Promise((r) => setTimeout(r, 0));
    const read = readStored(backing.data.get(GAME_KEY));
    if (!read.ok) throw new Error(read.error.message);
    return read.value.game;
  };

  it('Enter starts a pasted record at its position, the moves as undo history', async () => {
    const { backing } = renderApp();
    const field = await open();
    fireEvent.input(field, { target: { value: recordToString({ deal: deal(1), moves: movesFrom('deal deal t8>t3') }) } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(async () => expect(tokens((await saved(backing)).moves)).toBe('deal deal t8>t3'));
    expect(screen.getByTestId('deal-number').textContent).toBe('Custom deal');
    expect(screen.queryByTestId('panel-new')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Undo' })[0]);
    await waitFor(async () => expect(tokens((await saved(backing)).moves)).toBe('deal deal'));
  });

  it('bad text: the error beside the field, the text kept, the game untouched', async () => {
    const { backing } = renderApp();
    const field = await open();
    const bad = `${cards9} deal r>t1`;
    // What is stored before (once the meter's chance has saved the fresh game): bad text changes none of it.
    await waitFor(() => expect(screen.getByTestId('win-meter').textContent).toMatch(/\d%/));
    await new Promise((r) => setTimeout(r, 0));
    const stored = structuredClone(backing.data.get(GAME_KEY));
    fireEvent.input(field, { target: { value: bad } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByTestId('deal-text-error').textContent).toBe('Move 2 (r>t1) is not allowed there: the reserve plays only to the foundations.');
    expect(field.value).toBe(bad);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('deal-number').textContent).toBe('Deal 1');
    await new Promise((r) => setTimeout(r, 0));
    expect(backing.data.get(GAME_KEY)).toEqual(stored);
    // Shift+Enter is a new line, not a submission
    fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    expect(screen.getByTestId('panel-new')).toBeTruthy();
  });

  it('a pasted record that is already won starts won and counts no win', async () => {
    const core = await getCore();
    const won = solveGame(core, deal(9), [], { maxNodes: 2_000_000 });
    if (won.verdict !== 'win') throw new Error('deal 9 is winnable');
    const { backing, container } = renderApp();
    const field = await open();
    fireEvent.input(field, { target: { value: recordToString({ deal: deal(9), moves: won.line }) } });
    fireEvent.click(screen.getByRole('button', { name: 'Play this deal' }));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toMatch(/You won/));
    // Done signals before the absence, one for each way a win could be counted after the paste.
    // The pasted game's save has landed, marked won: the game's sync pass, which counts a win it
    // finds uncounted before it writes (popup/platform/gamePass.ts), has run to its end.
    await waitFor(() => {
      const read = readStored(backing.data.get(GAME_KEY));
      expect(read.ok && [read.value.game.moves.length, read.value.meta.won]).toEqual([won.line.length, true]);
    });
    // A later count has landed in the statistics (a new game's first move: a game played). The
    // statistics are written in step order (popup/platform/prefsSync.ts), so a win counted at the
    // paste or by the game's pass would be stored by now.
    fireEvent.input(await open(), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play this deal' }));
    await waitFor(() => expect(screen.getByTestId('deal-number').textContent).toBe('Deal 2'));
    fireEvent.click(pile(container, 's'));
    await waitFor(() => expect(backing.data.get(STATS_KEY)).toMatchObject({ played: 1 }));
    expect((backing.data.get(STATS_KEY) as { won?: number }).won ?? 0).toBe(0);
  });
});
