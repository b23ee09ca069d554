import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createInstance } from 'i18next';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { makeNamedTestUser } from '@brokerfront/identity-api/testing';
import { testResources } from '../live/testing/live-site';
import { useBackOfficeTexts } from './labels';
import { ALL_USER_COLUMNS } from './query/users-columns';

async function texts() {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: testResources()['en'] } as never,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useBackOfficeTexts(), { wrapper }).result.current;
}

describe('cellTexts', () => {
  const user = { ...makeNamedTestUser(7, 'Ada', 'Lovelace'), CountryCode: 'de', IsBlocked: true, AccountManagerId: 3 };

  it('makes the texts of every column by default', async () => {
    const { cellTexts, statuses, countryName } = await texts();
    const cells = cellTexts(user);
    expect(Object.keys(cells)).toEqual([...ALL_USER_COLUMNS]);
    expect(cells).toMatchObject({ id: '7', status: statuses.blocked, country: countryName('DE'), manager: '3' });
    expect(cells.name).toContain('Lovelace');
  });

  it('makes the texts of the columns asked, and of those only', async () => {
    const { cellTexts } = await texts();
    const all = cellTexts(user);
    const some = cellTexts(user, ['status', 'name', 'createdAt']);
    expect(some).toEqual({ status: all.status, name: all.name, createdAt: all.createdAt });
    expect(cellTexts(user, [])).toEqual({});
  });
});
