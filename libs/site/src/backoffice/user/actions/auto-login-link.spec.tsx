import '@testing-library/jest-dom';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT, openActions } from './actions-harness';
import { chooseAutoLoginLink, type AutoLoginSites } from './auto-login-link';

configure({ asyncUtilTimeout: 5000 });
// Whole flows through the site on a shared machine.
jest.setTimeout(30_000);

const SITES: AutoLoginSites = {
  ownOrigin: 'https://office.broker.example',
  configuredOrigin: 'https://broker.example/',
  localizedPath: '/de/auto-login',
};
const TOKEN = 'tok/en+1';
const choose = (URL: unknown, sites = SITES) => chooseAutoLoginLink({ Token: TOKEN, URL }, sites);

describe('chooseAutoLoginLink', () => {
  it("follows the service's URL to the configured origin: the client-facing site of a back office on another host", () => {
    expect(choose('https://broker.example/auto-login?token=tok%2Fen%2B1')).toEqual({
      link: 'https://broker.example/de/auto-login?token=tok%2Fen%2B1',
      refused: null,
    });
    // Written otherwise, the same origin (case, default port).
    expect(choose('HTTPS://Broker.Example:443/anything').link).toBe('https://broker.example/de/auto-login?token=tok%2Fen%2B1');
  });

  it("follows it to this page's own origin, taking only the origin: the page and the token are the site's own", () => {
    expect(choose('https://office.broker.example/elsewhere?token=other&next=https://evil.example')).toEqual({
      link: 'https://office.broker.example/de/auto-login?token=tok%2Fen%2B1',
      refused: null,
    });
  });

  it('never hands the token to another host: a foreign origin, a sibling or a look-alike gives the link of this page', () => {
    for (const [url, origin] of [
      ['https://evil.example/auto-login?token=tok%2Fen%2B1', 'https://evil.example'],
      ['https://shop.broker.example/auto-login', 'https://shop.broker.example'],
      ['https://broker.example.evil.example/auto-login', 'https://broker.example.evil.example'],
      ['https://broker.example:8443/auto-login', 'https://broker.example:8443'],
      // The configured site over plain http is another origin: the token would travel in the clear.
      ['http://broker.example/auto-login', 'http://broker.example'],
      ['https://broker.example@evil.example/auto-login', 'https://evil.example'],
    ] as const) {
      expect(choose(url)).toEqual({
        link: 'https://office.broker.example/de/auto-login?token=tok%2Fen%2B1',
        refused: { reason: 'foreign', origin },
      });
    }
  });

  it('gives the link of this page when the URL is missing or not an http(s) address', () => {
    const own = 'https://office.broker.example/de/auto-login?token=tok%2Fen%2B1';
    for (const url of [undefined, null, '', '   ', 42]) expect(choose(url)).toEqual({ link: own, refused: { reason: 'missing' } });
    for (const url of [
      'auto-login?token=x',
      '//evil.example/auto-login',
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://broker.example/',
    ]) {
      expect(choose(url)).toEqual({ link: own, refused: { reason: 'malformed' } });
    }
  });
});

describe('"Sign in as client" with the service\'s URL', () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    while (cleanups.length) cleanups.pop()?.();
    jest.restoreAllMocks();
  });
  beforeAll(() => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });

  async function createLink(URL: string) {
    const opened = await openActions(CLIENT.Id);
    cleanups.push(opened.site.cleanup);
    opened.service.autoLogin = { Token: TOKEN, URL };
    const actions = screen.getByRole('region', { name: 'Actions' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Sign in as client' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Create sign-in link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in as Chris Client' });
    return within(dialog).getByRole('textbox', { name: 'Sign-in link' });
  }

  it('leads to the configured site the service names (the test configuration says https://broker.example/)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const link = await createLink('https://broker.example/auto-login?token=tok%2Fen%2B1');
    expect(link).toHaveValue('https://broker.example/auto-login?token=tok%2Fen%2B1');
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('CreateAutoLogin'));
  });

  it('refuses another host: the link leads to this site, and the console names the host, never the token', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const link = await createLink('https://evil.example/auto-login?token=tok%2Fen%2B1');
    expect(link).toHaveValue(`${window.location.origin}/auto-login?token=tok%2Fen%2B1`);
    const said = warn.mock.calls.map((call) => String(call[0])).filter((text) => text.includes('CreateAutoLogin'));
    expect(said).toEqual([
      'CreateAutoLogin named https://evil.example, which is neither this site nor its configured origin: the link leads to this site.',
    ]);
    expect(said.join()).not.toContain('tok');
  });
});
