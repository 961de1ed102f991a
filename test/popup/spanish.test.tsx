// @vitest-environment happy-dom
// The popup through a browser.i18n stand-in serving _locales/es: every text comes from there.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setMessageSource } from '../../popup/platform/i18n';
import { localeSource } from '../support/locale';
import { bootFor, pile, renderApp } from './helpers';

beforeEach(() => setMessageSource(localeSource('es')));
afterEach(() => {
  cleanup();
  setMessageSource(undefined);
});

describe('Spanish', () => {
  it('names the controls, piles and cards in Spanish', () => {
    const { container } = renderApp();
    for (const name of ['Nueva partida', 'Reiniciar', 'Deshacer', 'Rehacer', 'Pista', '¿Ganable?', 'Copiar reparto']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: /^Mazo: quedan 78 cartas/ })).toBeTruthy();
    expect(pile(container, 't1').getAttribute('aria-label')).toBe('1: 7, Pila 1: siete de tréboles');
    expect(screen.getByText('Reparto 1')).toBeTruthy();
  });

  it('"hides" a notice with a word apart from the waste\'s ("Descarte")', () => {
    const { container } = renderApp({ boot: { ...bootFor(), notice: 'x' } });
    expect(container.querySelector('.waste-place figcaption')!.textContent).toMatch(/^Descarte/);
    expect(screen.getByTestId('notice').querySelector('button')!.textContent).toBe('Ocultar');
  });

  it('says in Spanish why a move is illegal', async () => {
    const { container } = renderApp();
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't2'));
    expect((await screen.findByTestId('flash')).textContent).toBe(
      'No se puede: el siete de tréboles no va sobre el siete de corazones, porque las pilas bajan un valor cada vez.',
    );
    fireEvent.dblClick(pile(container, 't1'));
    await waitFor(() => expect(screen.getByTestId('flash').textContent).toBe('No se puede: ninguna fundación admite ahora el siete de tréboles.'));
  });
});
