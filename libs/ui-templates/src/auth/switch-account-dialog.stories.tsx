import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SwitchAccountDialog } from './switch-account-dialog';

const meta: Meta<typeof SwitchAccountDialog> = {
  title: 'Auth/Switch account dialog',
  component: SwitchAccountDialog,
};
export default meta;

type Story = StoryObj<typeof SwitchAccountDialog>;

function SwitchAccountDemo() {
  const [open, setOpen] = useState(true);
  const [answer, setAnswer] = useState('');
  const close = (choice: string) => () => {
    setAnswer(choice);
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show the dialog
      </button>
      <p>{answer}</p>
      <SwitchAccountDialog open={open} currentName="Chris Client" onContinue={close('Continue')} onCancel={close('Cancel')} />
    </>
  );
}

/** An auto-login link for another account while Chris Client is signed in. */
export const SignedInAsSomeoneElse: Story = {
  render: () => <SwitchAccountDemo />,
};
