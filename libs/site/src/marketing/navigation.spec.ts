/**
 * @jest-environment node
 */
import { makeTestConfiguration } from '@brokerfront/config/testing';
import { marketingNavigation } from './navigation';

const app = (overrides: Parameters<typeof makeTestConfiguration>[0] = {}) => makeTestConfiguration(overrides).appConfig;

describe('marketingNavigation', () => {
  it('offers FAQ and about with every flag off', () => {
    expect(marketingNavigation(app())).toEqual([
      { to: '/faq', labelKey: 'pages:nav.faq' },
      { to: '/about', labelKey: 'pages:nav.about' },
    ]);
  });

  it('adds each page whose flag is on, in menu order', () => {
    const items = marketingNavigation(
      app({
        hasTradingMenu: true,
        hasWithdrawalMenu: true,
        showContact: true,
        spreadsAndCommissions: [
          {
            instrument: 'Gold',
            assetClass: 'commodities',
            spread: '0.3',
            commission: 'none',
          },
        ],
        documents: [{ name: 'Terms', fileName: 'terms.pdf' }],
      }),
    );
    expect(items.map((i) => i.to)).toEqual([
      '/trading/forex',
      '/trading/stocks',
      '/trading/indices',
      '/trading/commodities',
      '/trading/crypto',
      '/spreads',
      '/withdrawal',
      '/faq',
      '/about',
      '/legal',
      '/contact',
    ]);
    expect(items.filter((i) => i.group === 'trading').map((i) => i.labelKey)).toEqual([
      'pages:nav.forex',
      'pages:nav.stocks',
      'pages:nav.indices',
      'pages:nav.commodities',
      'pages:nav.crypto',
    ]);
  });

  it.each([
    ['hasTradingMenu', { hasTradingMenu: true }, '/trading/forex'],
    ['hasWithdrawalMenu', { hasWithdrawalMenu: true }, '/withdrawal'],
    ['showContact', { showContact: true }, '/contact'],
    ['documents', { documents: [{ name: 'T', fileName: 't.pdf' }] }, '/legal'],
    [
      'spreadsAndCommissions',
      {
        spreadsAndCommissions: [
          {
            instrument: 'X',
            assetClass: 'forex',
            spread: '1',
            commission: '0',
          },
        ],
      },
      '/spreads',
    ],
  ])('%s switches its entry on and off', (_flag, on, path) => {
    expect(marketingNavigation(app(on)).some((i) => i.to === path)).toBe(true);
    expect(marketingNavigation(app()).some((i) => i.to === path)).toBe(false);
  });
});
