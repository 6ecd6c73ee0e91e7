// A component in a chunk of its own that the server can load before a render (decision 187: a
// page is rendered in one synchronous pass). The browser loads it when first drawn; the server's
// loader awaits `preload()` for a page that shows it, and the lazy component then resolves in the
// same pass instead of suspending.
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export interface PreloadableLazy<Props> {
  Component: LazyExoticComponent<ComponentType<Props>>;
  preload(): Promise<void>;
}

export function preloadableLazy<Props>(load: () => Promise<ComponentType<Props>>): PreloadableLazy<Props> {
  let loaded: ComponentType<Props> | undefined;
  const Component = lazy(() => {
    const component = loaded;
    // A thenable that resolves as it is read, so React renders the loaded component in the same pass.
    if (component)
      return { then: (resolve: (module: { default: ComponentType<Props> }) => void) => resolve({ default: component }) } as unknown as Promise<{
        default: ComponentType<Props>;
      }>;
    return load().then((module) => ({ default: module }));
  });
  return {
    Component,
    async preload() {
      loaded ??= await load();
    },
  };
}
