/* Sample data of the client shell's stories and tests. */
import type { ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { IconFileText, IconUser, IconWallet } from '../../icons/icons';
import { Amount } from '../common/amount';
import { ClientPage } from '../common/client-page';
import type { ClientNavSection } from './client-layout';
import { IconBank, IconDashboard, IconSettings, IconUsers } from './shell-icons';
import type { ClientUser } from './user-menu';

/** A small avatar picture (an inline SVG, so that stories and tests load nothing). */
export const SAMPLE_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#2f6f8f"/>' +
      '<circle cx="32" cy="25" r="12" fill="#f4d7b5"/><path d="M10 64a22 22 0 0 1 44 0z" fill="#f4d7b5"/></svg>',
  );

export const SAMPLE_USER: ClientUser = { fullName: 'Chris Client', email: 'client@example.com', avatarUrl: null };

/**
 * The client menu, translated, with `current` marking the page shown; an employee's has no client items
 * (their profile and settings only) and the back office.
 */
export function useSampleNavigation({
  employee = false,
  current = employee ? '/backoffice' : '/account',
}: { employee?: boolean; current?: string } = {}): ClientNavSection[] {
  const { t } = useTranslation('client');
  const item = (href: string, key: string, icon: ReactNode) => ({ href, label: t(`shell.nav.${key}`), icon, current: href === current });
  const sections: ClientNavSection[] = [
    {
      id: 'client',
      items: [
        ...(employee
          ? []
          : [
              item('/account', 'dashboard', <IconDashboard size={20} />),
              item('/account/accounts', 'accounts', <IconWallet size={20} />),
              item('/account/withdrawal', 'withdrawal', <IconBank size={20} />),
              item('/account/documents', 'documents', <IconFileText size={20} />),
            ]),
        item('/account/profile', 'profile', <IconUser size={20} />),
        item('/account/settings', 'settings', <IconSettings size={20} />),
      ],
    },
  ];
  if (employee) {
    sections.push({ id: 'backoffice', label: t('shell.backOffice'), items: [item('/backoffice', 'users', <IconUsers size={20} />)] });
  }
  return sections;
}

/** A page to fill the layout: a title and two balances (masked when `hidden`). */
export function SamplePage({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation('client');
  return (
    <ClientPage title={t('shell.nav.dashboard')} lead="Chris Client">
      <div style={{ display: 'grid', gap: 'var(--bf-space-4)', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' }}>
        {[
          { number: '100234', value: 12500.5, currency: 'USD' },
          { number: '100235', value: 0, currency: 'EUR' },
          { number: '900017', value: 50000, currency: 'USD' },
        ].map((account) => (
          <section
            key={account.number}
            aria-labelledby={`sample-${account.number}`}
            style={{ padding: 'var(--bf-space-4)', border: '1px solid var(--bf-color-border)', borderRadius: 'var(--bf-radius)' }}
          >
            <h2 id={`sample-${account.number}`} style={{ fontSize: 'var(--bf-text-h3)' }}>
              {account.number}
            </h2>
            <Amount value={account.value} currency={account.currency} locale="en-GB" hidden={hidden} />
          </section>
        ))}
      </div>
    </ClientPage>
  );
}
