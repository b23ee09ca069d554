/**
 * @jest-environment node
 */
import { previewFetch } from './preview-fetch';
import { readGuestScheme, readPreviewState, writeGuestScheme, writePreviewState } from './protocol';

class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe('preview frame', () => {
  it('answers the configuration file with the edited text and passes every other request on', async () => {
    const real = jest.fn((input: RequestInfo | URL) => Promise.resolve(new Response(`real ${String(input)}`)));
    const doFetch = previewFetch(
      { configuration: '{"edited":true}', template: 'template2' },
      real as typeof fetch,
      'http://localhost:4290/',
    );
    await expect((await doFetch('assets/config/configuration.json', { cache: 'no-cache' })).text()).resolves.toBe('{"edited":true}');
    await expect((await doFetch('http://localhost:4290/assets/config/configuration.json')).json()).resolves.toEqual({ edited: true });
    await expect((await doFetch('assets/i18n/en.json')).text()).resolves.toBe('real assets/i18n/en.json');
    expect(real).toHaveBeenCalledTimes(1);
  });

  it('reads back the state the studio wrote, and nothing from a broken value', () => {
    const storage = new MemoryStorage();
    expect(readPreviewState(storage)).toBeNull();
    writePreviewState(storage, { configuration: '{}', template: 'template3' });
    expect(readPreviewState(storage)).toEqual({ configuration: '{}', template: 'template3' });
    storage.setItem('brand-studio:preview', '{"configuration":"{}","template":"template9"}');
    expect(readPreviewState(storage)).toBeNull();
  });

  it('stores the visitor theme as the site does, keeping the other settings', () => {
    const storage = new MemoryStorage();
    storage.setItem('userSettings', JSON.stringify({ guest: { Shell: { Theme: 'Light', SidenavOpened: false } }, '2': { UserId: 2 } }));
    expect(readGuestScheme(storage)).toBe('light');
    writeGuestScheme(storage, 'dark');
    expect(readGuestScheme(storage)).toBe('dark');
    expect(JSON.parse(storage.getItem('userSettings') ?? '')).toEqual({
      guest: { UserId: null, Shell: { Theme: 'Dark', SidenavOpened: false } },
      '2': { UserId: 2 },
    });
  });
});
