import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resolve } from 'node:path';
import type { ReactNode } from 'react';
import { SIX_LANGUAGES } from '@brokerfront/config/testing';
import { createI18n } from '@brokerfront/i18n';
import { buildLanguageFile } from '@brokerfront/i18n/node';
import { I18nextProvider } from '@brokerfront/i18n/react';
import type { Theme } from '../settings/settings-model';
import { createRuntimeHolder, RuntimeContext, RuntimeIsland, type RuntimeHolder, type SignedInRuntime } from './runtime';

const workspace = resolve(__dirname, '../../../..');

/** A runtime whose providers mark what they wrap. */
function fakeRuntime(): SignedInRuntime {
  const value = <T,>(v: T) => ({ get: () => v, subscribe: () => () => undefined });
  return {
    Providers: ({ children }: { children?: ReactNode }) => <div data-testid="providers">{children}</div>,
    Overlay: () => null,
    SessionActions: () => null,
    LiveBanner: () => null,
    status: value('loggedOut' as const),
    theme: { ...value<Theme>('Light'), set: () => undefined },
  };
}

/** A start that fails `failures` times (its chunk could not be fetched), then gives the runtime. */
function flakyStart(failures: number) {
  let calls = 0;
  const runtime = fakeRuntime();
  const start = jest.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return runtime;
  });
  return { start, runtime };
}

describe('createRuntimeHolder', () => {
  it('loads once and tells its listeners', async () => {
    const { start, runtime } = flakyStart(0);
    const holder = createRuntimeHolder(start);
    const listener = jest.fn();
    holder.subscribe(listener);
    await Promise.all([holder.load(), holder.load()]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(holder.get()).toBe(runtime);
    expect(holder.failed()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('says a failed load failed, keeps no failed promise, and loads again on the next load()', async () => {
    const { start, runtime } = flakyStart(1);
    const holder = createRuntimeHolder(start);
    const listener = jest.fn();
    holder.subscribe(listener);
    await expect(holder.load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(holder.failed()).toBe(true);
    expect(holder.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    const again = holder.load();
    // Loading again: no longer failed (listeners told), then loaded.
    expect(holder.failed()).toBe(false);
    await expect(again).resolves.toBe(runtime);
    expect(start).toHaveBeenCalledTimes(2);
    expect(holder.get()).toBe(runtime);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('RuntimeIsland', () => {
  async function renderIsland(holder: RuntimeHolder, language = 'en') {
    const i18n = await createI18n({
      languages: SIX_LANGUAGES,
      defaultLanguage: SIX_LANGUAGES[0],
      language,
      resources: { en: buildLanguageFile(workspace, 'en'), [language]: buildLanguageFile(workspace, language) },
    });
    render(
      <I18nextProvider i18n={i18n}>
        <RuntimeContext.Provider value={holder}>
          <RuntimeIsland fallback={<p>Loading the account…</p>}>
            <h1>My account</h1>
          </RuntimeIsland>
        </RuntimeContext.Provider>
      </I18nextProvider>,
    );
  }

  it('shows the fallback while the runtime loads, then the children inside its providers', async () => {
    const { start } = flakyStart(0);
    await renderIsland(createRuntimeHolder(start));
    expect(screen.getByText('Loading the account…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(screen.getByTestId('providers')).toContainElement(screen.getByRole('heading', { name: 'My account' }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('says when the code could not be loaded and loads it again on "Try again", without reloading the page', async () => {
    const { start } = flakyStart(2);
    await renderIsland(createRuntimeHolder(start));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be loaded. Check your connection and try again.');
    expect(start).toHaveBeenCalledTimes(1);
    // Still failing: the message stays, the button works again.
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(start).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(start).toHaveBeenCalledTimes(3);
  });

  it('says it in the interface language', async () => {
    const { start } = flakyStart(1);
    const holder = createRuntimeHolder(start);
    // The island's own load, failing inside act.
    const failing = holder.load();
    await act(async () => {
      await renderIsland(holder, 'de');
      await failing.catch(() => undefined);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Teil der Seite konnte nicht geladen werden.');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
