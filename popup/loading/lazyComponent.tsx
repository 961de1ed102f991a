// Components loaded on first use: what only a click shows (the panels, the win summary)
// lives in its own chunk (esbuild's code splitting, dist/chunks/), fetched by import() when
// it is first rendered or preloaded (a button's hover or focus), so the popup opens with
// only what the first paint needs. preact/compat's lazy needs Suspense and compat; this is
// the little we need: nothing until the chunk is there, an error notice if it never comes.
import type { ComponentType, VNode } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { once } from '../../src/solver/once';
import { t } from '../platform/i18n';

export interface LazyComponent<P> {
  (props: P): VNode | null;
  /** Starts loading the chunk (once; again after a failure). */
  preload(): Promise<ComponentType<P>>;
}

/** `load` imports the chunk and picks the component: `lazy(() => import('./X').then((m) => m.X))`. */
export function lazy<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  // Kept apart from the promise so that a render after the chunk came draws it at once.
  let loaded: ComponentType<P> | undefined;
  const preload = once(() => load().then((component) => (loaded = component)));
  function Lazy(props: P) {
    const [failed, setFailed] = useState(false);
    const [, setArrived] = useState(false);
    // What the first render drew: the chunk may arrive (a preload) between it and this effect.
    const drawn = loaded !== undefined;
    useEffect(() => {
      if (drawn) return;
      let mounted = true;
      preload().then(
        () => mounted && setArrived(true),
        () => mounted && setFailed(true),
      );
      return () => {
        mounted = false;
      };
    }, []);
    if (loaded) {
      const Component = loaded;
      return <Component {...props} />;
    }
    return failed ? (
      <p class="load-failed" role="alert" data-testid="load-failed">
        {t('loadFailed')}
      </p>
    ) : null;
  }
  const component = Lazy as LazyComponent<P>;
  component.preload = preload;
  return component;
}

