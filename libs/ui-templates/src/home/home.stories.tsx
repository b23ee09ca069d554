import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomePage } from './home-page';

/** The home page with every configuration flag as a control. */
const meta = {
  title: 'Home/Home page',
  component: HomePage,
  args: {
    template: 'template1',
    brandName: 'Northbridge Markets',
    imagesDir: 'template1/assets/images/',
    language: 'en',
    vectorSize: 'cover',
    hideMobileImage: false,
    showCryptoIcons: true,
    showAccountTypesTable: true,
    showAccountTypesTableFuture: false,
    hideJoinBanner: false,
    hasPopup: false,
    mediaNews: [
      {
        name: 'Markets Weekly',
        image: 'template1/assets/images/media/markets-weekly.svg',
        url: 'https://markets-weekly.example/',
        languagePrefix: 'en',
      },
      {
        name: 'The Trading Review',
        image: 'template1/assets/images/media/trading-review.svg',
        url: 'https://trading-review.example/',
        languagePrefix: 'en',
      },
    ],
    signUpHref: '/sign-up',
    loginHref: '/sign-in',
  },
  argTypes: {
    template: { control: 'inline-radio', options: ['template1', 'template2', 'template3', 'template4'] },
    vectorSize: { control: 'inline-radio', options: ['cover', 'contain', 'auto'] },
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const images = (n: number) => ({
  imagesDir: `template${n}/assets/images/`,
  mediaNews: [
    {
      name: 'Markets Weekly',
      image: `template2/assets/images/media/markets-weekly.svg`,
      url: 'https://markets-weekly.example/',
      languagePrefix: 'en',
    },
  ],
});

export const Template1: Story = {};
export const Template2: Story = { args: { template: 'template2', ...images(2), vectorSize: 'contain', showCryptoIcons: false } };
export const Template3: Story = {
  args: { template: 'template3', ...images(3), showAccountTypesTableFuture: true, hideMobileImage: true, showCryptoIcons: false },
};
export const Template4: Story = {
  args: { template: 'template4', ...images(4), vectorSize: 'auto', hideJoinBanner: true, showAccountTypesTable: false },
};
export const WithPopup: Story = { args: { hasPopup: true } };
export const Minimal: Story = { args: { showCryptoIcons: false, showAccountTypesTable: false, hideJoinBanner: true, mediaNews: [] } };
