import type { Meta, StoryObj } from '@storybook/react-vite';
import { ASSET_CLASSES } from '../types';
import { TradingPage } from './trading-page';

/** The explanatory page of each asset class. Switch template, language and theme in the toolbar. */
const meta = {
  title: 'Pages/Trading',
  component: TradingPage,
  args: { assetClass: 'forex' },
  argTypes: { assetClass: { control: 'select', options: [...ASSET_CLASSES] } },
} satisfies Meta<typeof TradingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForexTemplate1: Story = { globals: { template: 'template1' } };
export const ForexTemplate2: Story = { globals: { template: 'template2' } };
export const ForexTemplate3: Story = { globals: { template: 'template3' } };
export const ForexTemplate4: Story = { globals: { template: 'template4' } };
export const Stocks: Story = {
  args: { assetClass: 'stocks' },
  globals: { template: 'template2' },
};
export const Indices: Story = {
  args: { assetClass: 'indices' },
  globals: { template: 'template3' },
};
export const Commodities: Story = {
  args: { assetClass: 'commodities' },
  globals: { template: 'template4' },
};
export const Crypto: Story = {
  args: { assetClass: 'crypto' },
  globals: { template: 'template1' },
};
export const CryptoGerman: Story = {
  args: { assetClass: 'crypto' },
  globals: { template: 'template2', language: 'de' },
};
