import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import type { ResourceLanguage } from 'i18next';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { createTestI18n } from '../../i18n/test-i18n';
import commonDe from '../common/i18n/de.json';
import commonEn from '../common/i18n/en.json';
import commonEsp from '../common/i18n/esp.json';
import commonIta from '../common/i18n/ita.json';
import commonSvn from '../common/i18n/svn.json';
import commonSwe from '../common/i18n/swe.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import esp from './i18n/esp.json';
import ita from './i18n/ita.json';
import svn from './i18n/svn.json';
import swe from './i18n/swe.json';
import { AvatarEditor, type PreviewUrls } from './avatar-editor';
import { DocumentUploadForm } from './document-upload-form';
import { DocumentsList, DocumentsSection } from './documents-list';
import { PersonalDetails } from './personal-details';
import { PhoneConfirmationPanel } from './phone-confirmation';
import { ProfileDetails } from './profile-details';
import type { DocumentItem, ProfileDetailsData, ProfileFormValues } from './profile-types';
import {
  AVATAR_MAX_BYTES,
  AVATAR_RULES,
  checkFile,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_RULES,
  isValidCode,
  validateProfileForm,
} from './validation';

const PROFILE_TEXTS = { en, de, swe, esp, svn, ita } as const;
const COMMON_TEXTS = { en: commonEn, de: commonDe, swe: commonSwe, esp: commonEsp, svn: commonSvn, ita: commonIta } as const;

function clientResources(): Record<string, ResourceLanguage> {
  const out: Record<string, ResourceLanguage> = {};
  for (const lang of Object.keys(PROFILE_TEXTS) as (keyof typeof PROFILE_TEXTS)[]) {
    out[lang] = { client: { ...COMMON_TEXTS[lang], ...PROFILE_TEXTS[lang] } };
  }
  return out;
}

function renderUi(ui: ReactElement, language = 'en') {
  const i18n = createTestI18n(language, clientResources());
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </StrictMode>
  );
  return render(ui, { wrapper: Wrapper });
}

const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

const PROFILE: ProfileDetailsData = {
  firstName: 'Chris',
  middleName: null,
  lastName: 'Client',
  email: 'client@example.com',
  emailConfirmed: true,
  phoneNumber: '+441000000002',
  phoneConfirmed: false,
  address: '1 Demo Street',
  city: 'London',
  state: null,
  postalCode: 'EC1A 1BB',
  countryName: 'United Kingdom',
  birthDate: null,
  gender: 'None',
  timeZone: 'Asia/Tokyo',
  tierName: 'Gold',
  tierColor: '#FFD700',
  memberSince: '2024-03-05T23:30:00.000Z',
};

const VALUES: ProfileFormValues = {
  firstName: 'Chris',
  middleName: '',
  lastName: 'Client',
  phoneNumber: '+441000000002',
  address: '1 Demo Street',
  city: 'London',
  state: '',
  postalCode: 'EC1A 1BB',
  countryCode: 'GB',
  birthDate: '',
  gender: 'None',
  timeZone: 'Europe/London',
};

const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'SE', name: 'Sweden' },
];
const TODAY = new Date('2026-01-15T12:00:00Z');

const row = (term: string) => screen.getByText(term, { selector: 'dt' }).closest('div') as HTMLElement;

describe('profile texts', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
      : [prefix];
  it.each(Object.keys(PROFILE_TEXTS))('%s has the same keys as English, under profile, avatar, phone and documents', (lang) => {
    const texts = PROFILE_TEXTS[lang as keyof typeof PROFILE_TEXTS];
    expect(Object.keys(texts).sort()).toEqual(['avatar', 'documents', 'phone', 'profile']);
    expect(keys(texts).sort()).toEqual(keys(en).sort());
  });
});

describe('file and form checks', () => {
  it('accepts avatars of the four image types up to 2 MiB, by type or, without one, by name', () => {
    expect(checkFile(file('me.png', 'image/png', 1000), AVATAR_RULES)).toBeNull();
    expect(checkFile(file('me.webp', '', 1000), AVATAR_RULES)).toBeNull();
    expect(checkFile(file('me.bmp', 'image/bmp', 1000), AVATAR_RULES)).toBe('type');
    expect(checkFile(file('me.pdf', 'application/pdf', 1000), AVATAR_RULES)).toBe('type');
    expect(checkFile(file('me.png', 'image/png', AVATAR_MAX_BYTES), AVATAR_RULES)).toBeNull();
    expect(checkFile(file('me.png', 'image/png', AVATAR_MAX_BYTES + 1), AVATAR_RULES)).toBe('size');
    expect(checkFile(file('me.png', 'image/png', 0), AVATAR_RULES)).toBe('empty');
  });

  it('accepts documents as PDF, PNG or JPEG up to 5 MiB', () => {
    expect(checkFile(file('id.pdf', 'application/pdf', 10), DOCUMENT_RULES)).toBeNull();
    expect(checkFile(file('id.jpg', 'image/jpeg', DOCUMENT_MAX_BYTES), DOCUMENT_RULES)).toBeNull();
    expect(checkFile(file('id.gif', 'image/gif', 10), DOCUMENT_RULES)).toBe('type');
    expect(checkFile(file('id.docx', '', 10), DOCUMENT_RULES)).toBe('type');
    expect(checkFile(file('id.pdf', 'application/pdf', DOCUMENT_MAX_BYTES + 1), DOCUMENT_RULES)).toBe('size');
  });

  it('checks the profile with the service rules', () => {
    expect(validateProfileForm(VALUES, TODAY)).toEqual({});
    expect(
      validateProfileForm(
        {
          ...VALUES,
          firstName: ' ',
          lastName: '1abc',
          middleName: 'Ann-Marie',
          phoneNumber: '12',
          birthDate: '2026-02-01',
          city: 'x'.repeat(101),
        },
        TODAY,
      ),
    ).toEqual({ firstName: 'required', lastName: 'invalidName', phoneNumber: 'invalidPhone', birthDate: 'futureDate', city: 'tooLong' });
    expect(validateProfileForm({ ...VALUES, birthDate: '2023-02-30' }, TODAY)).toEqual({ birthDate: 'invalidDate' });
    expect(validateProfileForm({ ...VALUES, firstName: "Zoë O'Neil", phoneNumber: '+46 70-123 45 67' }, TODAY)).toEqual({});
  });

  it('takes a six-digit code with spaces', () => {
    expect(isValidCode('123 456')).toBe(true);
    expect(isValidCode('12345')).toBe(false);
    expect(isValidCode('12345a')).toBe(false);
  });
});

describe('ProfileDetails', () => {
  it('lists every field, "Not set" for empty ones, the tier as text with a swatch and the member-since day in the user zone', () => {
    renderUi(<ProfileDetails profile={PROFILE} />);
    expect(row('Email')).toHaveTextContent('client@example.com');
    expect(within(row('Email')).getByText('Confirmed')).toBeInTheDocument();
    expect(within(row('Phone number')).getByText('Not confirmed')).toBeInTheDocument();
    expect(row('Middle name')).toHaveTextContent('Not set');
    expect(row('State or region')).toHaveTextContent('Not set');
    expect(row('Birth date')).toHaveTextContent('Not set');
    expect(row('Gender')).toHaveTextContent('Not set');
    expect(row('Country')).toHaveTextContent('United Kingdom');
    expect(row('Time zone')).toHaveTextContent('Asia/Tokyo');
    expect(row('Tier')).toHaveTextContent('Gold');
    expect(row('Tier').querySelector('.bf-profile-tier__swatch')).toHaveStyle({ backgroundColor: '#FFD700' });
    // 23:30 UTC on 5 March is already 6 March in Tokyo.
    expect(row('Member since')).toHaveTextContent('06/03/2024');
  });

  it('shows a set birth date as day/month/year, the gender, and no status while the phone state is unknown', () => {
    renderUi(
      <ProfileDetails profile={{ ...PROFILE, birthDate: '1985-05-17T00:00:00.000Z', gender: 'Female', phoneConfirmed: null }} />,
      'de',
    );
    expect(row('Geburtsdatum')).toHaveTextContent('17/05/1985');
    expect(row('Geschlecht')).toHaveTextContent('Weiblich');
    expect(within(row('Telefonnummer')).queryByText(/bestätigt/i)).toBeNull();
  });
});

describe('PersonalDetails and ProfileForm', () => {
  it('edits, shows client checks beside the fields, and keeps what was typed', async () => {
    const onSave = jest.fn();
    renderUi(
      <PersonalDetails
        profile={PROFILE}
        formValues={VALUES}
        countries={COUNTRIES}
        timeZones={['Europe/London']}
        onSave={onSave}
        today={TODAY}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first).toHaveFocus();
    await userEvent.clear(first);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Phone number' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Enter your first name.');
    expect(first).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(expect.stringContaining('7 to 15 digits'));
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('12');
  });

  it('shows the service errors beside their fields, keeps the values, then saves and says so', async () => {
    const onSave = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, fieldErrors: { phoneNumber: 'Phone number already in use.' }, formError: 'Too many requests.' })
      .mockResolvedValueOnce({ ok: true });
    renderUi(
      <PersonalDetails
        profile={PROFILE}
        formValues={VALUES}
        countries={COUNTRIES}
        timeZones={['Europe/London']}
        onSave={onSave}
        today={TODAY}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+46 70 999 88 77');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Sweden');
    // Day first, as SPEC §9 writes dates; the form holds the ISO day.
    await userEvent.type(screen.getByRole('textbox', { name: 'Birth date' }), '2/4/1990');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...VALUES, phoneNumber: '+46 70 999 88 77', countryCode: 'SE', birthDate: '1990-04-02' });
    expect(await screen.findByText('Phone number already in use.')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Please correct the marked fields.', 'Too many requests.']);
    expect(phone).toHaveValue('+46 70 999 88 77');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('SE');

    await userEvent.type(phone, '6');
    expect(phone).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been saved.');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
  });

  it('takes the birth date day first, refuses one that is not a date or in the future, and picks one from a calendar', async () => {
    const onSave = jest.fn().mockResolvedValue({ ok: true });
    renderUi(
      <PersonalDetails
        profile={PROFILE}
        formValues={{ ...VALUES, birthDate: '1985-05-17' }}
        countries={COUNTRIES}
        timeZones={[]}
        onSave={onSave}
        today={TODAY}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const birth = screen.getByRole('textbox', { name: 'Birth date' });
    expect(birth).toHaveValue('17/05/1985');
    expect(birth).toHaveAccessibleDescription('Day/month/year, for example 31/12/1990.');
    await userEvent.clear(birth);
    await userEvent.type(birth, '30/02/1985');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(birth).toHaveFocus();
    expect(birth).toHaveAccessibleDescription(expect.stringContaining('Enter a valid date.'));
    expect(birth).toHaveValue('30/02/1985');
    await userEvent.clear(birth);
    await userEvent.type(birth, '16.01.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(birth).toHaveAccessibleDescription(expect.stringContaining('The birth date cannot be in the future.'));

    await userEvent.click(screen.getByRole('button', { name: 'Open the calendar for Birth date' }));
    const calendar = screen.getByRole('dialog', { name: 'Calendar for Birth date' });
    // The calendar (loaded on first use) opens on the month of the date typed; today is the last day that may be picked.
    expect(await within(calendar).findByRole('grid')).toHaveAccessibleName('January 2026');
    expect(within(calendar).getByRole('button', { name: 'Friday, 16 January 2026, selected' })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: 'Thursday, 15 January 2026, today' })).toHaveFocus();
    await userEvent.click(within(calendar).getByRole('button', { name: 'Monday, 5 January 2026' }));
    expect(birth).toHaveValue('05/01/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...VALUES, birthDate: '2026-01-05' });
  });

  it('cancels without saving and gives the focus back to "Edit profile"', async () => {
    const onSave = jest.fn();
    renderUi(<PersonalDetails profile={PROFILE} formValues={VALUES} countries={COUNTRIES} timeZones={[]} onSave={onSave} today={TODAY} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), ' Town');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
    expect(row('City')).toHaveTextContent('London');
    // The user's own zone is offered even when the list lacks it.
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/London');
  });
});

describe('AvatarEditor', () => {
  const previews: PreviewUrls = { create: () => 'blob:preview', revoke: jest.fn() };
  const user = () => userEvent.setup({ applyAccept: false });

  it('shows the initials without an avatar, and the picture with one', () => {
    const { rerender } = renderUi(<AvatarEditor name="Chris Client" avatarUrl={null} onUpload={jest.fn()} previews={previews} />);
    expect(screen.getByRole('img', { name: /Chris Client/ })).toHaveTextContent('CC');
    rerender(<AvatarEditor name="Chris Client" avatarUrl="http://id.example/uploads/a.png" onUpload={jest.fn()} previews={previews} />);
    expect(screen.getByRole('img', { name: 'Avatar of Chris Client' })).toHaveAttribute('src', 'http://id.example/uploads/a.png');
  });

  it('refuses another type or a larger file before any upload, with a clear message', async () => {
    const onUpload = jest.fn();
    renderUi(<AvatarEditor name="Chris Client" avatarUrl={null} onUpload={onUpload} previews={previews} />);
    const input = screen.getByLabelText('Change avatar');
    await user().upload(input, file('notes.txt', 'text/plain', 10));
    expect(screen.getByRole('alert')).toHaveTextContent('This file is not a PNG, JPEG, GIF or WebP image. Choose another file.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    await user().upload(input, file('huge.png', 'image/png', 3 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('This file is 3 MB; an avatar may be at most 2 MB.');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('previews the chosen picture, uploads it, and keeps it when the upload fails', async () => {
    const onUpload = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, formError: 'Too many requests. Please wait a moment and try again.' })
      .mockResolvedValueOnce({ ok: true });
    renderUi(<AvatarEditor name="Chris Client" avatarUrl={null} onUpload={onUpload} previews={previews} />);
    const picture = file('me.png', 'image/png', 2048);
    await user().upload(screen.getByLabelText('Change avatar'), picture);
    expect(screen.getByRole('img', { name: 'Preview of the new avatar' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByLabelText('Change avatar')).toHaveAccessibleDescription(expect.stringContaining('Chosen file: me.png 2 kB'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith(picture);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
    expect(screen.getByRole('img', { name: 'Preview of the new avatar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your avatar has been updated.');
    expect(screen.queryByRole('img', { name: 'Preview of the new avatar' })).toBeNull();
  });

  it('removes a chosen picture', async () => {
    renderUi(<AvatarEditor name="Chris Client" avatarUrl={null} onUpload={jest.fn()} previews={previews} />);
    await user().upload(screen.getByLabelText('Change avatar'), file('me.png', 'image/png', 2048));
    await userEvent.click(screen.getByRole('button', { name: 'Remove me.png' }));
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.getByLabelText('Change avatar')).toHaveFocus();
  });
});

describe('PhoneConfirmationPanel', () => {
  const sent = { ok: true as const, phoneNumber: '+441000000002', expiresAt: '2026-01-15T12:10:00.000Z' };

  it('sends a code, checks its form, shows a wrong code beside the field, then confirms', async () => {
    const onSendCode = jest.fn().mockResolvedValue(sent);
    const onConfirm = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, fieldErrors: { code: 'Invalid verification code. Please try again.' } })
      .mockResolvedValueOnce({ ok: true });
    renderUi(
      <PhoneConfirmationPanel phoneNumber="+441000000002" confirmed={false} onSendCode={onSendCode} onConfirm={onConfirm} timeZone="UTC" />,
    );
    expect(screen.getByText('Your phone number +441000000002 is not confirmed yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm phone number' }));
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription('We sent a 6-digit code by SMS to +441000000002. It is valid until 12:10.');
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Enter the 6-digit code from the SMS.'));
    await userEvent.type(code, '3 456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenLastCalledWith('123 456');
    expect(await screen.findByText('Invalid verification code. Please try again.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(onSendCode).toHaveBeenCalledTimes(2);
    await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you: your phone number is confirmed.');
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
  });

  it('shows a refused code request in an alert', async () => {
    renderUi(
      <PhoneConfirmationPanel
        phoneNumber="+441000000002"
        confirmed={false}
        onSendCode={jest.fn().mockResolvedValue({ ok: false, error: 'Too many requests. Please wait a moment and try again.' })}
        onConfirm={jest.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm phone number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
  });

  it('says when the number is confirmed, or missing', () => {
    const { rerender } = renderUi(<PhoneConfirmationPanel phoneNumber="+441" confirmed onSendCode={jest.fn()} onConfirm={jest.fn()} />);
    expect(screen.getByText('Your phone number +441 is confirmed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm phone number' })).toBeNull();
    rerender(<PhoneConfirmationPanel phoneNumber={null} confirmed={false} onSendCode={jest.fn()} onConfirm={jest.fn()} />);
    expect(screen.getByText(/You have no phone number yet/)).toBeInTheDocument();
  });
});

const DOCS: DocumentItem[] = [
  { id: 3, type: 'Other', fileName: 'contract.pdf', size: 48213, status: 'Pending', comment: null, uploadedAt: '2026-01-10T09:00:00Z' },
  {
    id: 2,
    type: 'ProofOfAddress',
    fileName: 'bill.png',
    size: 820,
    status: 'Rejected',
    comment: 'The bill is older than three months.',
    uploadedAt: '2026-01-05T09:00:00Z',
  },
  {
    id: 1,
    type: 'Identity',
    fileName: 'passport.pdf',
    size: 2_500_000,
    status: 'Verified',
    comment: null,
    uploadedAt: '2026-01-01T09:00:00Z',
  },
];

const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('DocumentUploadForm', () => {
  const user = () => userEvent.setup({ applyAccept: false });

  it('asks for a type and a file, and refuses a wrong type or size before uploading', async () => {
    const onUpload = jest.fn();
    renderUi(<DocumentUploadForm onUpload={onUpload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(screen.getByRole('combobox', { name: 'Document type' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose the document type.'),
    );
    expect(screen.getByRole('combobox', { name: 'Document type' })).toHaveFocus();
    expect(screen.getByLabelText(/^File/)).toHaveAccessibleDescription(expect.stringContaining('Choose a file to upload.'));
    await user().upload(screen.getByLabelText(/^File/), file('photo.gif', 'image/gif', 100));
    expect(screen.getByLabelText(/^File/)).toHaveAccessibleDescription(
      expect.stringContaining('This file is not a PDF, PNG or JPEG file.'),
    );
    await user().upload(screen.getByLabelText(/^File/), file('scan.pdf', 'application/pdf', 6 * 1024 * 1024));
    expect(screen.getByLabelText(/^File/)).toHaveAccessibleDescription(
      expect.stringContaining('This file is 6 MB; a document may be at most 5 MB.'),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Document type' }), 'Proof of address');
    await userEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('uploads, says so and clears the form; a refusal keeps the choice', async () => {
    const onUpload = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, formError: 'You have uploaded too many documents.' })
      .mockResolvedValueOnce({ ok: true });
    renderUi(<DocumentUploadForm onUpload={onUpload} />);
    const scan = file('passport.pdf', 'application/pdf', 4000);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Document type' }), 'Identity');
    await user().upload(screen.getByLabelText(/^File/), scan);
    await userEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(onUpload).toHaveBeenCalledWith('Identity', scan);
    expect(await screen.findByRole('alert')).toHaveTextContent('You have uploaded too many documents.');
    expect(screen.getByRole('combobox', { name: 'Document type' })).toHaveValue('Identity');
    await userEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(await screen.findByRole('status')).toHaveTextContent('passport.pdf has been uploaded and is waiting for review.');
    expect(screen.getByRole('combobox', { name: 'Document type' })).toHaveValue('');
  });

  it('says when the document limit is reached', () => {
    renderUi(<DocumentUploadForm onUpload={jest.fn()} documentCount={50} />);
    expect(screen.getByRole('note')).toHaveTextContent('You hold 50 documents');
    expect(screen.getByRole('button', { name: 'Upload document' })).toBeDisabled();
  });
});

describe('DocumentsList', () => {
  it('shows each document with its type, date, size and status, the comment, and "Delete" only while pending', () => {
    renderUi(<DocumentsList documents={DOCS} timeZone="UTC" onDelete={jest.fn()} />);
    expect(card('contract.pdf')).toHaveTextContent('Other');
    expect(card('contract.pdf')).toHaveTextContent('10/01/2026');
    expect(card('contract.pdf')).toHaveTextContent('47.1 kB');
    expect(within(card('contract.pdf')).getByText('Pending')).toBeInTheDocument();
    expect(within(card('bill.png')).getByText('Rejected')).toBeInTheDocument();
    expect(card('bill.png')).toHaveTextContent('Comment from our team: The bill is older than three months.');
    expect(within(card('passport.pdf')).getByText('Verified')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
    expect(within(card('contract.pdf')).getByRole('button', { name: 'Delete contract.pdf' })).toBeInTheDocument();
  });

  it('deletes after a confirmation, and shows a refusal', async () => {
    const onDelete = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, formError: 'Only a pending document can be changed.' })
      .mockResolvedValueOnce({ ok: true });
    renderUi(<DocumentsList documents={DOCS} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete contract.pdf' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this document?' });
    expect(dialog).toHaveAccessibleDescription('contract.pdf will be removed. You can upload it again later.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete contract.pdf' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(3);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a pending document can be changed.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete contract.pdf' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('contract.pdf has been deleted.')).toBeInTheDocument();
  });

  it('announces a status that changes while shown', () => {
    const { rerender } = renderUi(<DocumentsList documents={DOCS} onDelete={jest.fn()} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => rerender(<DocumentsList documents={[{ ...DOCS[0], status: 'Verified' }, DOCS[1], DOCS[2]]} onDelete={jest.fn()} />));
    expect(screen.getByRole('status')).toHaveTextContent('contract.pdf: Verified.');
    expect(within(card('contract.pdf')).queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});

describe('DocumentsSection', () => {
  it('has loading, error and empty states', async () => {
    const onRetry = jest.fn();
    const { rerender } = renderUi(<DocumentsSection documents={undefined} loading error={null} onDelete={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your documents…');
    rerender(
      <DocumentsSection
        documents={undefined}
        loading={false}
        error="Your documents could not be loaded."
        onRetry={onRetry}
        onDelete={jest.fn()}
      />,
    );
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<DocumentsSection documents={[]} loading={false} error={null} onDelete={jest.fn()} />);
    expect(screen.getByText('No documents yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your documents' })).toBeInTheDocument();
  });
});
