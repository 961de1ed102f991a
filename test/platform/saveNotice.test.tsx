// @vitest-environment happy-dom
// The save notice in the popup (popup/notices/SaveNotice.tsx): one line naming what is not
// saved and what to do, in both languages, shown once the saver's tries failed and gone when a
// write lands.
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryBacking } from '../../src/storage/memoryStore';
import { setMessageSource } from '../../popup/platform/i18n';
import { saveFailedText } from '../../popup/notices/SaveNotice';
import { localeSource } from '../support/locale';
import { pile, renderApp, savedMoves } from '../popup/helpers';

afterEach(() => setMessageSource(undefined));

describe('the save notice', () => {
  it('names every part not saved, in one sentence, and offers Copy deal when the game is among them', () => {
    expect(saveFailedText(['stats'])).toBe("Not saved: your statistics. The browser's storage refuses to save (it may be full); Plot keeps trying while this window stays open.");
    expect(saveFailedText(['game', 'history', 'daily'])).toBe(
      "Not saved: your latest moves, your last games, and your daily streak. The browser's storage refuses to save (it may be full); Plot keeps trying while this window stays open. Copy deal keeps this game as text.",
    );
    setMessageSource(localeSource('es'));
    expect(saveFailedText(['game', 'stats'])).toBe(
      'Sin guardar: tus últimas jugadas y tus estadísticas. El almacenamiento del navegador se niega a guardar (puede estar lleno); Plot lo sigue intentando mientras esta ventana siga abierta. Copiar reparto guarda esta partida como texto.',
    );
  });

  it('shows when a move cannot be saved, and goes when the next write lands; nothing saved is lost', async () => {
    const backing = memoryBacking();
    const { container } = renderApp({ backing });
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8'));
    expect(await savedMoves(backing)).toBe('t1>t8');
    backing.failing = true;
    fireEvent.click(pile(container, 's'));
    const notice = await screen.findByTestId('save-notice');
    expect(notice.textContent).toMatch(/^Not saved: your latest moves\./);
    expect(await savedMoves(backing)).toBe('t1>t8');
    backing.failing = false;
    fireEvent.click(pile(container, 's'));
    await waitFor(() => expect(screen.queryByTestId('save-notice')).toBeNull());
    expect(await savedMoves(backing)).toBe('t1>t8 deal deal');
  });
});
