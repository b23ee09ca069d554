import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openUserPage, setUpDetailsSpecs, updateBodies } from './profile-testing';

// The site of this file speaks German only: the harness configures the first of the test languages.
jest.mock('@brokerfront/config/testing', () => {
  const actual = jest.requireActual('@brokerfront/config/testing');
  const [english, german, ...others] = actual.SIX_LANGUAGES;
  return { ...actual, SIX_LANGUAGES: [german, english, ...others] };
});

setUpDetailsSpecs();

describe('the details in German', () => {
  it('show the fields, the header and the sales status in German', async () => {
    await openUserPage(2);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Chris Client' })).closest('header') as HTMLElement;
    expect(within(header).getByText('Kunde')).toBeInTheDocument();
    expect(within(header).getByRole('list', { name: 'Kontostatus' })).toHaveTextContent('Nicht vollständig registriert');
    const details = screen.getByRole('region', { name: 'Details' });
    const row = (term: string) =>
      within(details)
        .getAllByRole('term')
        .find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;
    expect(row('Geschlecht')).toBe('Weiblich');
    expect(row('Land')).toBe('Vereinigtes Königreich');
    expect(row('Geburtsdatum')).toBe('17/05/1985');
    expect(within(details).getByRole('combobox', { name: 'Vertriebsstatus' })).toHaveDisplayValue('Kontaktiert');
  });

  it("shows the service's errors beside their fields in German, keeping what was typed", async () => {
    const site = await openUserPage(2);
    await userEvent.click(await screen.findByRole('button', { name: 'Details bearbeiten' }));
    const form = screen.getByRole('form', { name: 'Details von Chris Client bearbeiten' });
    const email = within(form).getByLabelText(/^E-Mail \*?$/);
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    const phone = within(form).getByLabelText(/^Telefon/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+44 1000 000 001');
    site.service.refuse('users/Update', 400, [
      { Code: 'email_already_taken', Data: 'Email' },
      { Code: 'phone_already_in_use', Data: 'PhoneNumber' },
    ]);
    await userEvent.click(within(form).getByRole('button', { name: 'Änderungen speichern' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription('E-Mail-Adresse wird bereits verwendet.'));
    expect(phone).toHaveAccessibleDescription(/Telefonnummer wird bereits verwendet\.$/);
    expect(within(form).getByRole('group', { name: 'Bitte korrigieren Sie Folgendes:' })).toBeInTheDocument();
    expect(email).toHaveValue('taken@example.com');
    expect(updateBodies(site.calls)).toEqual([{ Id: 2, Email: 'taken@example.com', PhoneNumber: '+44 1000 000 001' }]);
  });

  it('says in German why the sales status was not saved', async () => {
    const site = await openUserPage(2);
    const select = await screen.findByRole('combobox', { name: 'Vertriebsstatus' });
    site.service.refuse('users/UpdateSalesStatus', 400, [{ Code: 'sales_status_clients_only', Data: 2 }]);
    await userEvent.selectOptions(select, 'Gewonnen');
    await userEvent.click(screen.getByRole('button', { name: 'Status speichern' }));
    expect(await screen.findByText('Der Vertriebsstatus wurde nicht gespeichert: Nur Kunden haben einen Vertriebsstatus.')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
