import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../i18n/test-i18n';
import { TEMPLATE_IDS } from '../templates/template-id';
import { HomePage, type HomePageProps } from './home-page';

function props(overrides: Partial<HomePageProps> = {}): HomePageProps {
  return {
    template: 'template1',
    brandName: 'Northbridge Markets',
    imagesDir: 'assets/images/',
    language: 'en',
    signUpHref: '/sign-up',
    loginHref: '/sign-in',
    ...overrides,
  };
}

const mediaNews = [
  {
    name: 'Markets Weekly',
    image: 'assets/images/media/markets-weekly.svg',
    url: 'https://markets-weekly.example/a',
    languagePrefix: 'en',
  },
  { name: 'Finanz Rundschau', image: 'media/finanz-rundschau.svg', url: 'https://finanz-rundschau.example/b', languagePrefix: 'de' },
];

describe.each(TEMPLATE_IDS)('HomePage in %s', (template) => {
  it('always shows the hero with its calls to action and the asset classes', () => {
    renderWithI18n(<HomePage {...props({ template })} />);
    expect(screen.getByRole('heading', { level: 1, name: "Trade the world's markets from one account" })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Open an account' })[0]).toHaveAttribute('href', '/sign-up');
    const assets = screen.getByRole('region', { name: 'Five asset classes, one platform' });
    expect(within(assets).getAllByRole('article')).toHaveLength(5);
  });
});

describe('HomePage configuration flags', () => {
  it('vectorSize sets the background size of the hero vector (default cover)', () => {
    const { unmount } = renderWithI18n(<HomePage {...props()} />);
    expect(screen.getByTestId('hero-vector')).toHaveStyle({ backgroundSize: 'cover' });
    unmount();
    renderWithI18n(<HomePage {...props({ vectorSize: 'contain' })} />);
    expect(screen.getByTestId('hero-vector')).toHaveStyle({ backgroundSize: 'contain' });
  });

  it('takes the hero images from imagesDir, sized', () => {
    const { container } = renderWithI18n(<HomePage {...props({ imagesDir: 'brand/img' })} />);
    const image = container.querySelector('.bf-hero__image');
    expect(image).toHaveAttribute('src', 'brand/img/hero.svg');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '520');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading');
    expect(screen.getByTestId('hero-vector').style.backgroundImage).toContain('brand/img/hero-vector.svg');
  });

  it('hideMobileImage marks the hero so that small screens hide the image', () => {
    const { container, unmount } = renderWithI18n(<HomePage {...props()} />);
    expect(container.querySelector('.bf-hero')).not.toHaveClass('bf-hero--hide-mobile-image');
    unmount();
    const second = renderWithI18n(<HomePage {...props({ hideMobileImage: true })} />);
    expect(second.container.querySelector('.bf-hero')).toHaveClass('bf-hero--hide-mobile-image');
  });

  it('hideMobileImage lets the screens that hide the image pick an empty picture instead of downloading it', () => {
    const { container, unmount } = renderWithI18n(<HomePage {...props()} />);
    expect(container.querySelector('picture')).toBeNull();
    unmount();
    const second = renderWithI18n(<HomePage {...props({ hideMobileImage: true })} />);
    const picture = second.container.querySelector('.bf-hero__art picture');
    expect(picture?.querySelector('img')).toHaveClass('bf-hero__image');
    const source = picture?.querySelector('source');
    expect(source).toHaveAttribute('media', '(max-width: 47.99rem)');
    expect(source?.getAttribute('srcset')).toMatch(/^data:image\/gif;base64,/);
    expect(picture?.querySelector('img')).toHaveAttribute('src', 'assets/images/hero.svg');
  });

  it('sizes every image of the page and loads those below the first screen lazily', () => {
    const { container } = renderWithI18n(<HomePage {...props({ mediaNews, showCryptoIcons: true })} />);
    const images = [...container.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(1);
    for (const image of images) {
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
      expect(image).toHaveAttribute('decoding', 'async');
      if (!image.classList.contains('bf-hero__image')) expect(image).toHaveAttribute('loading', 'lazy');
    }
    for (const icon of container.querySelectorAll('svg')) {
      expect(icon.getAttribute('width')).toBeTruthy();
      expect(icon.getAttribute('height')).toBeTruthy();
    }
  });

  it('showCryptoIcons lists the coins with accessible names', () => {
    const { unmount } = renderWithI18n(<HomePage {...props()} />);
    expect(screen.queryByRole('list', { name: 'Cryptocurrencies you can trade' })).not.toBeInTheDocument();
    unmount();
    renderWithI18n(<HomePage {...props({ showCryptoIcons: true })} />);
    const coins = screen.getByRole('list', { name: 'Cryptocurrencies you can trade' });
    expect(within(coins).getByRole('img', { name: 'Bitcoin' })).toBeInTheDocument();
    expect(within(coins).getAllByRole('img')).toHaveLength(5);
  });

  it('showAccountTypesTable shows the comparison table', () => {
    const { unmount } = renderWithI18n(<HomePage {...props()} />);
    expect(screen.queryByRole('table', { name: 'Comparison of account types' })).not.toBeInTheDocument();
    unmount();
    renderWithI18n(<HomePage {...props({ showAccountTypesTable: true })} />);
    const table = screen.getByRole('table', { name: 'Comparison of account types' });
    expect(within(table).getByRole('columnheader', { name: 'Professional' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Negative balance protection' })).toBeInTheDocument();
  });

  it('showAccountTypesTableFuture shows the upcoming account types', () => {
    const { unmount } = renderWithI18n(<HomePage {...props()} />);
    expect(screen.queryByRole('table', { name: 'Account types we are preparing' })).not.toBeInTheDocument();
    unmount();
    renderWithI18n(<HomePage {...props({ showAccountTypesTableFuture: true })} />);
    const table = screen.getByRole('table', { name: 'Account types we are preparing' });
    expect(within(table).getAllByText('Coming soon')).toHaveLength(3);
  });

  it('hideJoinBanner removes the join banner', () => {
    const { unmount } = renderWithI18n(<HomePage {...props()} />);
    expect(screen.getByRole('region', { name: 'Ready when you are' })).toBeInTheDocument();
    unmount();
    renderWithI18n(<HomePage {...props({ hideJoinBanner: true })} />);
    expect(screen.queryByRole('region', { name: 'Ready when you are' })).not.toBeInTheDocument();
  });

  it('mediaNews shows only the mentions in the current language', () => {
    const { unmount } = renderWithI18n(<HomePage {...props({ mediaNews })} />);
    const media = screen.getByRole('region', { name: 'As mentioned in' });
    const link = within(media).getByRole('link', { name: 'Markets Weekly (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://markets-weekly.example/a');
    expect(within(media).queryByRole('link', { name: /Finanz Rundschau/ })).not.toBeInTheDocument();
    expect(media.querySelector('img')).toHaveAttribute('loading', 'lazy');
    unmount();
    renderWithI18n(<HomePage {...props({ mediaNews, language: 'de' })} />, { language: 'de' });
    const links = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('https://'));
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://finanz-rundschau.example/b');
    expect(links[0].querySelector('img')).toHaveAttribute('src', 'assets/images/media/finanz-rundschau.svg');
  });

  it('shows no media section without mentions in the language', () => {
    renderWithI18n(<HomePage {...props({ mediaNews, language: 'swe' })} />);
    expect(screen.queryByRole('region', { name: 'As mentioned in' })).not.toBeInTheDocument();
  });

  it('hasPopup opens a dismissible dialog', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithI18n(<HomePage {...props()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    const onPopupDismiss = jest.fn();
    renderWithI18n(<HomePage {...props({ hasPopup: true, onPopupDismiss })} />);
    const dialog = screen.getByRole('dialog', { name: 'Before you start trading' });
    await user.click(within(dialog).getByRole('button', { name: 'I understand' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onPopupDismiss).toHaveBeenCalledTimes(1);
  });

  it('keeps the popup closed once dismissed', () => {
    renderWithI18n(<HomePage {...props({ hasPopup: true, popupDismissed: true })} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links each asset class to its page when the trading menu exists', () => {
    renderWithI18n(<HomePage {...props({ assetLinks: { forex: '/trading/forex' } })} />);
    expect(screen.getByRole('link', { name: 'Learn more: Forex' })).toHaveAttribute('href', '/trading/forex');
  });
});
