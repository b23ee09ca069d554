import { StrictMode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { ConfigProvider } from '@brokerfront/config/react';
import { makeTestConfiguration } from '@brokerfront/config/testing';
import type { AppConfig } from '@brokerfront/config';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { createPagesI18n, pagesTranslations, type RecaptchaApi } from '@brokerfront/ui-templates';
import { mergeTranslations } from '@brokerfront/i18n';
import type { ResourceLanguage } from 'i18next';
import { NotFoundPage } from '../pages/not-found-page';
import { marketingRoutes } from './marketing-routes';
import { MarketingServicesProvider, type MarketingServices } from './marketing-services';
import { installNavigationRequest } from '../testing/navigation-request';

jest.setTimeout(30_000);

const i18n = createPagesI18n('en');

beforeAll(() => {
  installNavigationRequest();
});

function renderAt(path: string, overrides: Partial<Record<keyof AppConfig, unknown>> = {}, services: MarketingServices = {}) {
  const config = makeTestConfiguration(overrides);
  const routes: RouteObject[] = [
    {
      path: '',
      element: <Outlet />,
      children: [...marketingRoutes, { path: '*', element: <NotFoundPage /> }],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <StrictMode>
      <ConfigProvider config={config}>
        <I18nextProvider i18n={i18n}>
          <MarketingServicesProvider services={services}>
            <RouterProvider router={router} />
          </MarketingServicesProvider>
        </I18nextProvider>
      </ConfigProvider>
    </StrictMode>,
  );
  return { router, config };
}

const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const NOT_FOUND = /not.?found/i;

describe('marketingRoutes', () => {
  it.each([
    ['/trading/forex', { hasTradingMenu: true }, 'Forex trading'],
    ['/trading/crypto', { hasTradingMenu: true }, 'Cryptocurrency trading'],
    ['/withdrawal', { hasWithdrawalMenu: true }, 'Withdrawals'],
    [
      '/spreads',
      {
        spreadsAndCommissions: [
          {
            instrument: 'EUR/USD',
            assetClass: 'forex',
            spread: 'from 0.6 pips',
            commission: 'none',
          },
        ],
      },
      'Spreads and commissions',
    ],
    ['/contact', { showContact: true }, 'Contact us'],
    ['/legal', { documents: [{ name: 'Terms', fileName: 'terms.pdf' }] }, 'Legal documents'],
  ])('%s shows its page when the flag is on and the 404 page when it is off', async (path, on, title) => {
    renderAt(path, on);
    expect(await h1(title)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Example Broker`));
  });

  it.each(['/trading/forex', '/withdrawal', '/spreads', '/contact', '/legal'])('%s is a 404 page when its flag is off', async (path) => {
    renderAt(path);
    expect(await h1(NOT_FOUND)).toBeInTheDocument();
  });

  it('an unknown asset class is a 404 page', async () => {
    renderAt('/trading/bonds', { hasTradingMenu: true });
    expect(await h1(NOT_FOUND)).toBeInTheDocument();
  });

  it('FAQ and about are always offered', async () => {
    renderAt('/faq');
    expect(await h1('Frequently asked questions')).toBeInTheDocument();
  });

  it('FAQ has tabs only when faqHasTabs', async () => {
    renderAt('/faq', { faqHasTabs: true });
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
  });

  it('about shows the configured establishment year and years', async () => {
    renderAt('/about', { establishmentYear: 1999, rightsYear: 2026 });
    expect(await h1('About us')).toBeInTheDocument();
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['1999', '1999–2026']);
  });

  it('about defaults to 2005', async () => {
    renderAt('/about');
    await h1('About us');
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent('2005');
  });

  it('trading pages link to the other markets in the same language branch', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/trading/forex', { hasTradingMenu: true });
    await h1('Forex trading');
    await user.click(screen.getByRole('link', { name: 'Stock trading' }));
    expect(await h1('Stock trading')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/trading/stocks');
  });

  it('the contact page sends the message with the anti-forgery header and shows success', async () => {
    const user = userEvent.setup({ delay: null });
    const calls: Array<{ url: string; init?: RequestInit }> = [];
    const fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      return init?.method === 'POST'
        ? {
            ok: true,
            status: 200,
            text: async () => '{"Status":200,"Data":{"Id":1}}',
          }
        : { ok: true, status: 204, text: async () => '' };
    }) as unknown as typeof globalThis.fetch;
    renderAt('/contact', { showContact: true, showWorkingHours: true }, { fetch, readCookie: () => 'xsrf-1' });
    await h1('Contact us');
    expect(screen.getByRole('heading', { name: 'Working hours' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /frequently asked questions/i })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+44 20 7946 0000');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Please call me about a demo account.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(/your message has been sent/i)).toBeInTheDocument();
    expect(calls.map((c) => [c.init?.method, c.url])).toEqual([['POST', 'https://broker.example/email/send-email.php']]);
    expect((calls[0].init?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('xsrf-1');
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phoneNumber: '+44 20 7946 0000',
      message: 'Please call me about a demo account.',
    });
  });

  it('the contact page keeps the input when the server refuses the message', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' ? { ok: false, status: 403, text: async () => '' } : { ok: true, status: 204, text: async () => '' },
    ) as unknown as typeof globalThis.fetch;
    renderAt('/contact', { showContact: true, hideFaqFromContact: true }, { fetch, readCookie: () => 'x', logger: { error: jest.fn() } });
    await h1('Contact us');
    expect(screen.queryByRole('heading', { name: /frequently asked questions/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Working hours' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '020 7946 0000');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'A question about fees.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('could not be sent');
    expect(within(alert).getByText(/support@broker\.example/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('A question about fees.');
  });

  it('loads reCAPTCHA only when a site key is configured and sends its token', async () => {
    const user = userEvent.setup({ delay: null });
    let solve: (token: string) => void = () => undefined;
    const api: RecaptchaApi = {
      render: jest.fn((_el, options) => {
        solve = options.callback;
        return 1;
      }),
      reset: jest.fn(),
    };
    const loadRecaptcha = jest.fn(async () => api);
    const bodies: unknown[] = [];
    const fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') bodies.push(JSON.parse(String(init.body)));
      return { ok: true, status: 200, text: async () => '' };
    }) as unknown as typeof globalThis.fetch;
    renderAt('/contact', { showContact: true, recaptchaSiteKey: 'site-key' }, { fetch, readCookie: () => 'x', loadRecaptcha });
    await h1('Contact us');
    await waitFor(() => expect(api.render).toHaveBeenCalledTimes(1));
    expect(loadRecaptcha).toHaveBeenCalledWith('site-key');
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '020 7946 0000');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'A question about fees.');
    const { act } = await import('@testing-library/react');
    act(() => solve('captcha-token'));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText(/your message has been sent/i);
    expect(bodies).toEqual([expect.objectContaining({ recaptchaToken: 'captcha-token' })]);
  });

  it('does not load reCAPTCHA without a site key', async () => {
    const loadRecaptcha = jest.fn();
    renderAt('/contact', { showContact: true }, { loadRecaptcha });
    await h1('Contact us');
    expect(loadRecaptcha).not.toHaveBeenCalled();
  });
});

describe('texts of the content pages', () => {
  async function renderWithLanguageFile(lng: string, file: ResourceLanguage) {
    const { createInstance } = await import('i18next');
    const instance = createInstance();
    await instance.init({ lng, fallbackLng: 'en', resources: { [lng]: file }, interpolation: { escapeValue: false } });
    const router = createMemoryRouter(
      [{ path: '', element: <Outlet />, children: [...marketingRoutes, { path: '*', element: <NotFoundPage /> }] }],
      { initialEntries: ['/withdrawal'] },
    );
    render(
      <ConfigProvider config={makeTestConfiguration({ hasWithdrawalMenu: true })}>
        <I18nextProvider i18n={instance}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </ConfigProvider>,
    );
  }

  it('come from the merged language file, namespace pages', async () => {
    await renderWithLanguageFile('de', mergeTranslations([{ namespace: 'pages', texts: pagesTranslations.de }]) as ResourceLanguage);
    expect(await h1('Auszahlungen')).toBeInTheDocument();
  });

  it('take brand overrides over the lib texts, which fill in every other key', async () => {
    const file = mergeTranslations(
      [{ namespace: 'pages', texts: pagesTranslations.en }],
      [{ pages: { withdrawal: { title: 'Cash out' } } }],
    );
    await renderWithLanguageFile('en', file as ResourceLanguage);
    expect(await h1('Cash out')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Requesting a withdrawal' })).toBeInTheDocument();
  });
});
