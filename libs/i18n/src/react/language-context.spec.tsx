import { StrictMode, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '../lib/create-i18n';
import { languageFromPrefix } from '../lib/languages';
import { createMemoryLanguageStore } from '../lib/language-store';
import { LanguageProvider, useLanguage, useTranslation } from './index';

const en = languageFromPrefix('en', { en: 'English' });
const de = languageFromPrefix('de', { de: 'Deutsch' });
const resources = { en: { common: { hello: 'Hello' } }, de: { common: { hello: 'Hallo' } } };

function Probe() {
  const { t } = useTranslation('common');
  const { language, languages, changeLanguage, localizePath, blogLanguage, isMultiLanguage } = useLanguage();
  return (
    <div>
      <p>{t('hello')}</p>
      <p data-testid="state">{`${language.prefix} ${blogLanguage.prefix} ${isMultiLanguage} ${localizePath('/blog')}`}</p>
      {languages.map((l) => (
        <button key={l.prefix} type="button" onClick={() => void changeLanguage(l.prefix)}>
          {l.name}
        </button>
      ))}
    </div>
  );
}

async function setup(languages = [en, de], start = 'en') {
  const i18n = await createI18n({ languages, defaultLanguage: en, language: start, resources });
  const store = createMemoryLanguageStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <LanguageProvider i18n={i18n} languages={languages} defaultLanguage={en} store={store}>
        {children}
      </LanguageProvider>
    </StrictMode>
  );
  render(<Probe />, { wrapper });
  return { i18n, store };
}

describe('LanguageProvider and useLanguage', () => {
  it('shows texts in the current language and sets <html lang>', async () => {
    await setup([en, de], 'de');
    expect(screen.getByText('Hallo')).toBeInTheDocument();
    expect(screen.getByTestId('state')).toHaveTextContent('de de true /de/blog');
    expect(document.documentElement.lang).toBe('de');
  });

  it('changes language, remembers the choice and re-renders', async () => {
    const { store } = await setup();
    expect(screen.getByText('Hello')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(await screen.findByText('Hallo')).toBeInTheDocument();
    expect(store.get()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(store.get()).toBe('en');
    expect(screen.getByTestId('state')).toHaveTextContent('en en true /blog');
  });

  it('ignores unknown languages', async () => {
    const { i18n, store } = await setup();
    const holder: { change?: (p: string) => Promise<void> } = {};
    function Grab() {
      holder.change = useLanguage().changeLanguage;
      return null;
    }
    render(
      <LanguageProvider i18n={i18n} languages={[en, de]} defaultLanguage={en} store={store}>
        <Grab />
      </LanguageProvider>,
    );
    await act(() => (holder.change as (p: string) => Promise<void>)('xx'));
    expect(i18n.language).toBe('en');
    expect(store.get()).toBeNull();
  });

  it('keeps single-language sites in the default language for the blog', async () => {
    await setup([en]);
    expect(screen.getByTestId('state')).toHaveTextContent('en en false /blog');
  });
});
