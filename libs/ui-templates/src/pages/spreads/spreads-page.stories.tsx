import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpreadsPage } from './spreads-page';

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
    instrument: 'Apple',
    assetClass: 'stocks',
    spread: 'from 0.05',
    commission: '0.1% per side',
  },
  {
    instrument: 'US Tech 100',
    assetClass: 'indices',
    spread: 'from 1.0',
    commission: 'none',
  },
  {
    instrument: 'Gold',
    assetClass: 'commodities',
    spread: 'from 0.30',
    commission: 'none',
  },
  {
    instrument: 'Bitcoin',
    assetClass: 'crypto',
    spread: 'from 30',
    commission: 'none',
  },
];

/** The spreads and commissions table from `spreadsAndCommissions`. */
const meta = {
  title: 'Pages/Spreads and commissions',
  component: SpreadsPage,
  args: { rows },
} satisfies Meta<typeof SpreadsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Template1: Story = { globals: { template: 'template1' } };
export const Template2: Story = { globals: { template: 'template2' } };
export const Template3: Story = { globals: { template: 'template3' } };
export const Template4: Story = { globals: { template: 'template4' } };
export const Empty: Story = { args: { rows: [] } };
