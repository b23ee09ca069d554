import { CHOSEN_LANGUAGE_KEY, createLanguageStore, createMemoryLanguageStore } from './language-store';

describe('language store', () => {
  it('keeps the chosen language in local storage under a fixed key', () => {
    localStorage.clear();
    const store = createLanguageStore();
    expect(store.get()).toBeNull();
    store.set('de');
    expect(localStorage.getItem(CHOSEN_LANGUAGE_KEY)).toBe('de');
    expect(createLanguageStore().get()).toBe('de');
    store.clear();
    expect(localStorage.getItem(CHOSEN_LANGUAGE_KEY)).toBeNull();
    expect(CHOSEN_LANGUAGE_KEY).toBe('brokerfront.language');
  });

  it('uses an injected storage', () => {
    const storage = new Map<string, string>();
    const store = createLanguageStore({
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    });
    store.set('swe');
    expect(storage.get(CHOSEN_LANGUAGE_KEY)).toBe('swe');
  });

  it('survives a storage that refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createLanguageStore(refusing);
    expect(() => store.set('de')).not.toThrow();
    expect(store.get()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });

  it('has an in-memory variant', () => {
    const store = createMemoryLanguageStore('de');
    expect(store.get()).toBe('de');
    store.set('en');
    expect(store.get()).toBe('en');
    store.clear();
    expect(store.get()).toBeNull();
  });
});
