// @vitest-environment happy-dom
// The popup through a browser.i18n stand-in serving _locales/es: every text comes from there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setMessageSource } from '../../popup/i18n';
import { pile, renderApp } from './helpers';

const es = JSON.parse(readFileSync(join(process.cwd(), '_locales', 'es', 'messages.json'), 'utf8')) as Record<string, { message: string }>;

beforeEach(() =>
  setMessageSource((key, subs) => (es[key]?.message ?? '').replace(/\$(\d)/g, (_, i: string) => subs[Number(i) - 1] ?? '')),
);
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
    expect(screen.getByRole('button', { name: /^Mazo, quedan 78 cartas/ })).toBeTruthy();
    expect(pile(container, 't1').getAttribute('aria-label')).toBe('Pila 1: siete de tréboles');
    expect(screen.getByText('Reparto 1')).toBeTruthy();
  });

  it('names the page\'s language, and "hide" a notice apart from the waste ("Descarte")', () => {
    expect(es.langCode.message).toBe('es');
    expect(es.dismiss.message).toBe('Ocultar');
    expect(es.dismiss.message).not.toMatch(/^Descart/);
  });

  it('says in Spanish why a move is illegal', () => {
    const { container } = renderApp();
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't2'));
    expect(screen.getByTestId('flash').textContent).toBe(
      'No se puede: siete de tréboles no va sobre siete de corazones: las pilas se construyen hacia abajo, de uno en uno',
    );
    fireEvent.dblClick(pile(container, 't1'));
    expect(screen.getByTestId('flash').textContent).toBe('No se puede: ninguna fundación admite ahora siete de tréboles');
  });
});
