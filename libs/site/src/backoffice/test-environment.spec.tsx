import '@testing-library/jest-dom';
import { configure, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from '@brokerfront/config/react';
import { makeTestConfiguration, SIX_LANGUAGES } from '@brokerfront/config/testing';
import { createI18n } from '@brokerfront/i18n';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { testResources } from '../live/testing/live-site';
import { CLIENT, openActions } from './user/actions/actions-harness';
import { TestEnvironmentMarker } from './test-environment';

configure({ asyncUtilTimeout: 5000 });
// A whole back-office page through the site on a shared machine.
jest.setTimeout(30_000);

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

async function renderMarker(production: boolean, language = 'en') {
  const i18n = await createI18n({ languages: SIX_LANGUAGES, defaultLanguage: SIX_LANGUAGES[0], language, resources: testResources() });
  const config = { ...makeTestConfiguration(), production };
  return render(
    <ConfigProvider config={config}>
      <I18nextProvider i18n={i18n}>
        <TestEnvironmentMarker />
      </I18nextProvider>
    </ConfigProvider>,
  );
}

describe('the production flag (SPEC §3)', () => {
  it('marks a site that is not production "Test environment", in the interface language', async () => {
    const { unmount } = await renderMarker(false);
    expect(screen.getByRole('note')).toHaveTextContent('Test environment: this site is not marked as production in its configuration.');
    unmount();
    await renderMarker(false, 'de');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Testumgebung: Diese Website ist in ihrer Konfiguration nicht als Produktion gekennzeichnet.',
    );
  });

  it('says nothing on the live site', async () => {
    const { container } = await renderMarker(true);
    expect(screen.queryByRole('note')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows above every back-office page of a test site (the test configuration leaves production false)', async () => {
    const opened = await openActions(CLIENT.Id);
    try {
      const note = screen.getByRole('note');
      expect(note).toHaveTextContent(/^Test environment:/);
      // Before the page itself.
      const heading = screen.getByRole('heading', { level: 1, name: 'Chris Client' });
      expect(note.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(within(note).getByText('Test environment:').tagName).toBe('STRONG');
    } finally {
      opened.site.cleanup();
    }
  });
});
