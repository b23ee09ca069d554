import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import { fakeResponse, minimalConfiguration } from '@brokerfront/config/testing';
import { startSite } from './start-site';

function fakeFetch(status: number, body: string) {
  return jest.fn(async () => fakeResponse(status, body));
}

async function start(fetch: ReturnType<typeof fakeFetch>) {
  const container = document.createElement('div');
  document.body.append(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let result: Awaited<ReturnType<typeof startSite>> | undefined;
  await act(async () => {
    result = await startSite({ template: 'template1', container, fetch: fetch as unknown as typeof globalThis.fetch });
  });
  const logged = errors.mock.calls.map((call) => String(call[0]));
  errors.mockRestore();
  return { result, logged, unmount: () => act(() => result?.root.unmount()) };
}

function rows() {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('startSite with a broken configuration', () => {
  it('shows the error screen naming each wrong field, and logs the same', async () => {
    const config = minimalConfiguration() as { appConfig: Record<string, unknown> };
    config.appConfig['hasTradingMenu'] = 'yes';
    config.appConfig['vectorSize'] = 'huge';
    const { logged, unmount } = await start(fakeFetch(200, JSON.stringify(config)));
    expect(screen.getByRole('heading', { level: 1, name: 'The site configuration has errors' })).toBeInTheDocument();
    expect(rows()).toEqual([
      ['appConfig.hasTradingMenu', 'true or false', '"yes" (a text)'],
      ['appConfig.vectorSize', 'one of "cover", "contain", "auto"', '"huge" (a text)'],
    ]);
    expect(logged).toEqual([
      'Configuration error: appConfig.hasTradingMenu: expected true or false, found "yes" (a text)',
      'Configuration error: appConfig.vectorSize: expected one of "cover", "contain", "auto", found "huge" (a text)',
    ]);
    await unmount();
  });

  it('shows the error screen when the file is missing', async () => {
    const { logged, unmount } = await start(fakeFetch(404, 'Not found'));
    expect(rows()).toEqual([['assets/config/configuration.json', 'a configuration file', 'HTTP 404 (no file)']]);
    expect(logged).toHaveLength(1);
    await unmount();
  });

  it('shows the error screen when the file is not JSON', async () => {
    const { unmount } = await start(fakeFetch(200, '{ "appConfig": '));
    const [[path, expected, found]] = rows();
    expect([path, expected]).toEqual(['assets/config/configuration.json', 'valid JSON']);
    expect(found).toMatch(/^invalid JSON/);
    await unmount();
  });
});
