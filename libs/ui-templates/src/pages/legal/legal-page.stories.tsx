import type { Meta, StoryObj } from '@storybook/react-vite';
import { LegalPage } from './legal-page';

/** Legal documents from `documents`, each linking to `uploadsDir + fileName`. */
const meta = {
  title: 'Pages/Legal documents',
  component: LegalPage,
  args: {
    uploadsDir: 'assets/uploads/',
    documents: [
      { name: 'Terms and conditions', fileName: 'terms-and-conditions.pdf' },
      { name: 'Privacy policy', fileName: 'privacy-policy.pdf' },
      { name: 'Risk disclosure', fileName: 'risk-disclosure.pdf' },
      {
        name: 'Order execution policy',
        fileName: 'order-execution-policy.pdf',
      },
    ],
  },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Template1: Story = { globals: { template: 'template1' } };
export const Template2: Story = { globals: { template: 'template2' } };
export const Template3: Story = { globals: { template: 'template3' } };
export const Template4: Story = { globals: { template: 'template4' } };
export const Empty: Story = { args: { documents: [] } };
