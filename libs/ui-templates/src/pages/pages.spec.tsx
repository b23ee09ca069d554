import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { createPagesI18n } from './i18n/create-pages-i18n';
import { TradingPage, TRADING_SECTIONS } from './trading/trading-page';
import { WithdrawalPage } from './withdrawal/withdrawal-page';
import { SpreadsPage } from './spreads/spreads-page';
import { FaqPage } from './faq/faq-page';
import { ContactPage } from './contact/contact-page';
import { AboutPage } from './about/about-page';
import { LegalPage, documentHref } from './legal/legal-page';
import { ASSET_CLASSES } from './types';
import en from './i18n/en.json';

jest.setTimeout(30_000);

const i18n = createPagesI18n('en');
function renderPage(ui: ReactElement) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </StrictMode>
  );
  return render(ui, { wrapper });
}

const contactInfo = {
  email: 'support@broker.example',
  phoneNumber: '+44 20 7946 0000',
  companyInfo: 'Example Broker Ltd, no. 01234567',
  address: '1 Main Street, London',
};

describe('TradingPage', () => {
  it.each(ASSET_CLASSES)('explains %s in six sections and links the other markets', (assetClass) => {
    renderPage(<TradingPage assetClass={assetClass} />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: en.trading[assetClass].title,
      }),
    ).toBeInTheDocument();
    for (const section of TRADING_SECTIONS) {
      expect(
        screen.getByRole('heading', {
          level: 2,
          name: en.trading.sections[section],
        }),
      ).toBeInTheDocument();
    }
    expect(screen.getByText(en.trading.riskReminder)).toBeInTheDocument();
    const others = screen.getByRole('navigation', { name: 'Other markets' });
    expect(within(others).getAllByRole('link')).toHaveLength(ASSET_CLASSES.length - 1);
    expect(
      within(others).queryByRole('link', {
        name: en.trading[assetClass].title,
      }),
    ).not.toBeInTheDocument();
  });

  it('draws market links with the given renderer', () => {
    renderPage(<TradingPage assetClass="forex" renderMarketLink={(a, label) => <a href={`/markets/${a}`}>{label}</a>} />);
    expect(screen.getByRole('link', { name: 'Stock trading' })).toHaveAttribute('href', '/markets/stocks');
  });
});

describe('WithdrawalPage', () => {
  it('covers requests, methods, timing, verification, fees and safety', () => {
    renderPage(<WithdrawalPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Requesting a withdrawal',
      'Methods',
      'Processing times',
      'Verification',
      'Fees',
      'Keeping your money safe',
    ]);
  });
});

describe('SpreadsPage', () => {
  const rows = [
    {
      instrument: 'EUR/USD',
      assetClass: 'forex',
      spread: 'from 0.6 pips',
      commission: 'none',
    },
    {
      instrument: 'GBP/USD',
      assetClass: 'forex',
      spread: 'from 0.9 pips',
      commission: 'none',
    },
    {
      instrument: 'Gold',
      assetClass: 'commodities',
      spread: 'from 0.3',
      commission: '$3.50 per lot',
    },
  ];

  it('shows every configured row, grouped by asset class', () => {
    renderPage(<SpreadsPage rows={rows} />);
    const table = screen.getByRole('table', {
      name: 'Typical spreads and commissions',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Instrument', 'Typical spread', 'Commission', 'Forex', 'Commodities']);
    const gold = within(table).getByRole('row', { name: /Gold/ });
    expect(
      within(gold)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['from 0.3', '$3.50 per lot']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['EUR/USD', 'GBP/USD', 'Gold']);
  });

  it('does not group rows without an asset class', () => {
    renderPage(<SpreadsPage rows={[{ instrument: 'EUR/USD', spread: 0.6, commission: 0 }]} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    const row = screen.getByRole('row', { name: /EUR\/USD/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0.6', '0']);
  });

  it('says where to find costs when no rows are configured', () => {
    renderPage(<SpreadsPage rows={[]} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(en.spreads.empty)).toBeInTheDocument();
  });
});

describe('FaqPage', () => {
  it('without tabs shows every question in one accordion list', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<FaqPage hasTabs={false} />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(12);
    const first = screen.getByRole('button', { name: en.faq.account.open.q });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(en.faq.account.open.a)).not.toBeVisible();
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: en.faq.account.open.q })).toHaveTextContent(en.faq.account.open.a);
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('with tabs groups questions by topic and follows the WAI-ARIA keyboard pattern', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<FaqPage hasTabs />);
    const tablist = screen.getByRole('tablist', { name: 'Question topics' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Account', 'Deposits and withdrawals', 'Trading', 'Platform']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Account' });
    expect(within(panel).getAllByRole('button')).toHaveLength(3);

    await user.tab();
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Deposits and withdrawals' })).toBeVisible();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tabs[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    await user.click(tabs[2]);
    expect(screen.getByRole('tabpanel', { name: 'Trading' })).toHaveTextContent(en.faq.trading.cfd.q);
  });
});

describe('ContactPage', () => {
  const base = {
    contactInfo,
    onSubmit: async () => true,
    faqHasTabs: false,
  };

  it('shows the form and the contact details', () => {
    renderPage(<ContactPage {...base} showWorkingHours={false} hideFaq={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: contactInfo.email })).toHaveAttribute('href', `mailto:${contactInfo.email}`);
    expect(screen.getByRole('link', { name: contactInfo.phoneNumber })).toHaveAttribute('href', 'tel:+442079460000');
    expect(screen.getByText(contactInfo.companyInfo)).toBeInTheDocument();
    expect(screen.getByText(contactInfo.address)).toBeInTheDocument();
  });

  it('shows working hours only when showWorkingHours is on', () => {
    const { unmount } = renderPage(<ContactPage {...base} showWorkingHours hideFaq />);
    expect(screen.getByRole('heading', { name: 'Working hours' })).toBeInTheDocument();
    unmount();
    renderPage(<ContactPage {...base} showWorkingHours={false} hideFaq />);
    expect(screen.queryByRole('heading', { name: 'Working hours' })).not.toBeInTheDocument();
  });

  it('shows the FAQ unless hideFaqFromContact, with tabs when faqHasTabs', () => {
    const { unmount } = renderPage(<ContactPage {...base} showWorkingHours={false} hideFaq={false} faqHasTabs />);
    expect(screen.getByRole('heading', { name: en.contact.faqTitle })).toBeInTheDocument();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    unmount();
    const second = renderPage(<ContactPage {...base} showWorkingHours={false} hideFaq={false} faqHasTabs={false} />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.faq.platform.orders.q })).toBeInTheDocument();
    second.unmount();
    renderPage(<ContactPage {...base} showWorkingHours={false} hideFaq />);
    expect(screen.queryByRole('heading', { name: en.contact.faqTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.faq.account.open.q })).not.toBeInTheDocument();
  });

  it('leaves out contact details the configuration does not give', () => {
    renderPage(<ContactPage {...base} contactInfo={{ email: 'a@b.example' }} showWorkingHours={false} hideFaq />);
    expect(screen.queryByText('Phone')).not.toBeInTheDocument();
    expect(screen.queryByText('Address')).not.toBeInTheDocument();
  });
});

describe('AboutPage', () => {
  it('shows 2005 when no establishment year is configured', () => {
    renderPage(<AboutPage brandName="Example Broker" />);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('definition')).toHaveTextContent('2005');
    expect(screen.getByText(/Example Broker has offered online trading since 2005/)).toBeInTheDocument();
  });

  it('shows the configured establishment year', () => {
    renderPage(<AboutPage brandName="Example Broker" establishmentYear={1998} />);
    expect(screen.getByRole('definition')).toHaveTextContent('1998');
    expect(screen.getByText(/since 1998/)).toBeInTheDocument();
  });

  it('shows establishmentFromTo beside the year when configured', () => {
    const { unmount } = renderPage(<AboutPage brandName="B" establishmentYear={2010} establishmentFromTo="2010–2026" />);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['2010', '2010–2026']);
    unmount();
    renderPage(<AboutPage brandName="B" establishmentFromTo={{ from: 2001, to: 2024 }} />);
    expect(screen.getByText('2001–2024')).toBeInTheDocument();
  });
});

describe('LegalPage', () => {
  it('links each document to uploadsDir + fileName', () => {
    renderPage(
      <LegalPage
        uploadsDir="assets/uploads/"
        documents={[
          { name: 'Terms and conditions', fileName: 'terms.pdf' },
          { name: 'Privacy policy', fileName: 'privacy.pdf' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Documents' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['assets/uploads/terms.pdf', 'assets/uploads/privacy.pdf']);
    expect(links[0]).toHaveAccessibleName('Terms and conditions (PDF) (opens in a new tab)');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('explains when no documents are configured', () => {
    renderPage(<LegalPage uploadsDir="assets/uploads/" documents={[]} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText(en.legal.empty)).toBeInTheDocument();
  });

  it('joins the folder and file name with one slash', () => {
    expect(documentHref('assets/uploads', 'a.pdf')).toBe('assets/uploads/a.pdf');
    expect(documentHref('assets/uploads/', '/a.pdf')).toBe('assets/uploads/a.pdf');
    expect(documentHref('', 'a.pdf')).toBe('a.pdf');
  });
});
