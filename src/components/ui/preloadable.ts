import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component whose code loads on demand, and may be asked for ahead of need. */
export interface Preloadable<P> {
  /** Render it inside <Suspense>: it suspends until its code is in, unless preload() has already brought it. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the code (once; after a failure, the next call tries again). */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * React.lazy with a preload(). Once preloaded, the component renders at once: React.lazy alone suspends on its first
 * render even when the chunk has arrived (a promise settles a tick later), which would flash the Suspense fallback
 * and let focus fall to the page. So the loader answers with a thenable that calls back at once, which React.lazy
 * takes in the same render.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  type Module = { default: ComponentType<P> };
  const Component = lazy<ComponentType<P>>(() => {
    const component = loaded;
    if (component) return { then: (resolve: (module: Module) => void) => resolve({ default: component }) } as unknown as Promise<Module>;
    return preload().then((c) => ({ default: c }));
  });
  return { Component, preload };
}
