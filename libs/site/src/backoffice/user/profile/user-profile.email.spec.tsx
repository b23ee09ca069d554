import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openUserPage, setUpDetailsSpecs, updateBodies } from './profile-testing';

setUpDetailsSpecs();

const details = () => screen.getByRole('region', { name: 'Details' });
const form = () => screen.getByRole('form', { name: /^Edit the details of/ });
const field = (label: RegExp) => within(form()).getByLabelText(label);
const valueOf = (term: string) => {
  const row = within(details())
    .getAllByRole('term')
    .find((dt) => dt.textContent === term);
  return row?.nextElementSibling?.textContent;
};

/** Opens the edit form of the client, whose address is confirmed unless `confirmed` is false. */
async function openForm(confirmed = true) {
  const site = await openUserPage(2, undefined, { EmailConfirmed: confirmed });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
  await waitFor(() => expect(field(/^First name/)).toHaveFocus());
  return site;
}

async function changeEmail(email: string) {
  await userEvent.clear(field(/^E-mail \*?$/));
  await userEvent.type(field(/^E-mail \*?$/), email);
}

describe("an employee changes a user's e-mail address", () => {
  it('says a confirmation link went to the new address and a notice to the previous one, and shows it unconfirmed', async () => {
    const site = await openForm();
    await changeEmail('chris.new@example.com');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText(
        'The details of Chris Client are saved. A confirmation link has been sent to chris.new@example.com and a notice of the ' +
          'change to client@example.com. The new address stays unconfirmed until its owner opens the link and confirms with ' +
          'their current password.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(updateBodies(site.calls)).toEqual([{ Id: 2, Email: 'chris.new@example.com' }]);
    expect(valueOf('E-mail')).toBe('chris.new@example.com');
    expect(valueOf('E-mail confirmed')).toBe('No');
  });

  it('says only that the details are saved when the address changed only in case', async () => {
    await openForm();
    await changeEmail('Client@Example.com');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The details of Chris Client are saved.')).toHaveAttribute('role', 'status');
  });

  it('says why a changed address cannot be marked confirmed (email_change_pending), keeping the form as it was', async () => {
    const site = await openForm();
    await changeEmail('chris.new@example.com');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    await screen.findByText(/^The details of Chris Client are saved\. A confirmation link/);

    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    await userEvent.clear(field(/^City/));
    await userEvent.type(field(/^City/), 'Leeds');
    await userEvent.click(within(form()).getByRole('checkbox', { name: 'E-mail confirmed' }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));

    const summary = await within(form()).findByRole('group', { name: 'Please correct the following:' });
    expect(summary).toHaveTextContent('The new e-mail address must be confirmed by its owner.');
    expect(summary).toHaveTextContent(
      'Only its owner can confirm a changed address, through the link sent to the new address and with their current ' +
        'password. Leave the address unconfirmed to save your other changes.',
    );
    await waitFor(() => expect(summary).toHaveFocus());
    expect(field(/^City/)).toHaveValue('Leeds');
    expect(within(form()).getByRole('checkbox', { name: 'E-mail confirmed' })).toBeChecked();
    expect(updateBodies(site.calls)).toEqual([
      { Id: 2, Email: 'chris.new@example.com' },
      { Id: 2, City: 'Leeds', EmailConfirmed: true },
    ]);

    // Left unconfirmed, the other change is saved.
    await userEvent.click(within(form()).getByRole('checkbox', { name: 'E-mail confirmed' }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The details of Chris Client are saved.')).toHaveAttribute('role', 'status');
    expect(valueOf('City')).toBe('Leeds');
    expect(valueOf('E-mail confirmed')).toBe('No');
  });

  it('after a second change, says the last confirmed address was told; setting that address again withdraws the change', async () => {
    const site = await openForm();
    await changeEmail('chris.new@example.com');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    await screen.findByText(/^The details of Chris Client are saved\. A confirmation link/);

    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    await changeEmail('chris.newer@example.com');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        "The details of Chris Client are saved. A confirmation link has been sent to chris.newer@example.com, and the owner's " +
          'last confirmed address has been told of the change. The new address stays unconfirmed until its owner opens the ' +
          'link and confirms with their current password.',
      ),
    ).toHaveAttribute('role', 'status');

    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    await changeEmail('client@example.com');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'The details of Chris Client are saved. The change of address is withdrawn: client@example.com is the confirmed ' +
          'address again, and its owner has been told.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(valueOf('E-mail confirmed')).toBe('Yes');
    expect(updateBodies(site.calls).map((b) => (b as { Email?: string }).Email)).toEqual([
      'chris.new@example.com',
      'chris.newer@example.com',
      'client@example.com',
    ]);
  });
});
