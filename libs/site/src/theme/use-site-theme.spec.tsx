import { StrictMode, type ReactNode } from 'react';
import { act, render, renderHook } from '@testing-library/react';
import { makeStore } from '../app/store';
import { defaultUserSettings, selectTheme } from '../settings/settings-slice';
import { useSiteTheme } from './use-site-theme';
import { RuntimeContext } from '../runtime/runtime';
import { runtimeOf } from '../runtime/testing';

/** A controllable prefers-color-scheme media query. */
function fakeMatchMedia(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  const matchMedia = () => ({
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  });
  return {
    matchMedia: matchMedia as never,
    setDark(value: boolean) {
      dark = value;
      listeners.forEach((listener) => listener());
    },
    listenerCount: () => listeners.size,
  };
}

function setup(theme: 'Light' | 'Dark' | 'SystemDefault', systemDark = false) {
  const store = makeStore({ settings: { ...defaultUserSettings, Shell: { ...defaultUserSettings.Shell, Theme: theme } } });
  const media = fakeMatchMedia(systemDark);
  const root = document.createElement('html');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <RuntimeContext.Provider value={runtimeOf({ store })}>{children}</RuntimeContext.Provider>
    </StrictMode>
  );
  const hook = renderHook(() => useSiteTheme({ matchMedia: media.matchMedia, root }), { wrapper });
  return { store, media, root, hook };
}

describe('useSiteTheme', () => {
  it('defaults to Light and marks the document light', () => {
    const store = makeStore();
    expect(selectTheme(store.getState())).toBe('Light');
    const { hook, root } = setup('Light', true);
    expect(hook.result.current.resolved).toBe('light');
    expect(root.dataset['theme']).toBe('light');
  });

  it('leaves a document that already carries the theme untouched (a prerendered page is not restyled)', async () => {
    const root = document.createElement('html');
    root.dataset['theme'] = 'light';
    const mutations: MutationRecord[] = [];
    const observer = new MutationObserver((records) => mutations.push(...records));
    observer.observe(root, { attributes: true });
    const store = makeStore();
    const holder = runtimeOf({ store });
    renderHook(() => useSiteTheme({ root, matchMedia: fakeMatchMedia(false).matchMedia }), {
      wrapper: ({ children }) => <RuntimeContext.Provider value={holder}>{children}</RuntimeContext.Provider>,
    });
    await Promise.resolve();
    observer.disconnect();
    expect(mutations.concat(observer.takeRecords())).toEqual([]);
    expect(root.dataset['theme']).toBe('light');
  });

  it('keeps the theme a prerendered page already shows while it hydrates (no flash of the default theme)', async () => {
    // The page's head script put the stored Dark on <html> before the first paint; the hydration render only knows
    // the default Light.
    const root = document.createElement('html');
    root.dataset['theme'] = 'dark';
    const mutations: MutationRecord[] = [];
    const observer = new MutationObserver((records) => mutations.push(...records));
    observer.observe(root, { attributes: true });
    const store = makeStore({ settings: { ...defaultUserSettings, Shell: { ...defaultUserSettings.Shell, Theme: 'Dark' } } });
    function Probe() {
      return <span>{useSiteTheme({ root, matchMedia: fakeMatchMedia(false).matchMedia }).resolved}</span>;
    }
    const container = document.createElement('div');
    container.innerHTML = '<span>light</span>';
    document.body.append(container);
    await act(async () => {
      render(
        <RuntimeContext.Provider value={runtimeOf({ store })}>
          <Probe />
        </RuntimeContext.Provider>,
        { container, hydrate: true },
      );
    });
    observer.disconnect();
    expect(container.textContent).toBe('dark');
    expect(mutations.concat(observer.takeRecords())).toEqual([]);
    expect(root.dataset['theme']).toBe('dark');
    container.remove();
  });

  it('draws Dark when chosen, whatever the system prefers', () => {
    const { hook, root } = setup('Dark', false);
    expect(hook.result.current.resolved).toBe('dark');
    expect(root.dataset['theme']).toBe('dark');
  });

  it('follows the system scheme under SystemDefault, live', () => {
    const { hook, root, media } = setup('SystemDefault', false);
    expect(hook.result.current.resolved).toBe('light');
    act(() => media.setDark(true));
    expect(hook.result.current.resolved).toBe('dark');
    expect(root.dataset['theme']).toBe('dark');
  });

  it('stores a new preference in the settings slice', () => {
    const { hook, store, root } = setup('Light');
    act(() => hook.result.current.setPreference('Dark'));
    expect(selectTheme(store.getState())).toBe('Dark');
    expect(root.dataset['theme']).toBe('dark');
  });

  it('stops listening to the media query on unmount', () => {
    const { hook, media } = setup('SystemDefault');
    expect(media.listenerCount()).toBeGreaterThan(0);
    hook.unmount();
    expect(media.listenerCount()).toBe(0);
  });
});
