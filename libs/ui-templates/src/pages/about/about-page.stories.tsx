import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutPage } from './about-page';

/** About us, with `establishmentYear` (default 2005) and `establishmentFromTo`. */
const meta = {
  title: 'Pages/About',
  component: AboutPage,
  args: {
    brandName: 'Northbridge Markets',
    establishmentYear: 2005,
    establishmentFromTo: '2005–2026',
  },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Template1: Story = { globals: { template: 'template1' } };
export const Template2: Story = { globals: { template: 'template2' } };
export const Template3: Story = { globals: { template: 'template3' } };
export const Template4: Story = { globals: { template: 'template4' } };
export const DefaultYearOnly: Story = {
  args: { establishmentYear: undefined, establishmentFromTo: undefined },
};
