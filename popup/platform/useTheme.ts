// Settings → Theme on the page: data-theme on <html>, which sets the colour scheme that
// popup.css's light-dark() colours follow; none for the system's choice. Settings → Table's
// felt too: data-felt, which picks popup.css's felt colours. Layout effects, so that the
// first paint already has the chosen colours.
import { useLayoutEffect } from 'preact/hooks';
import type { Felt, Theme } from '../../src/storage/prefs';

export function useTheme(theme: Theme, felt: Felt): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
  }, [theme]);
  useLayoutEffect(() => {
    document.documentElement.dataset.felt = felt;
  }, [felt]);
}
