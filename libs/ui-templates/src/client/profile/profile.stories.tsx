import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { ClientPage } from '../common/client-page';
import { AvatarEditor, type PreviewUrls } from './avatar-editor';
import { PersonalDetails } from './personal-details';
import { PhoneConfirmationPanel } from './phone-confirmation';
import type { FormOutcome, ProfileDetailsData, ProfileField, ProfileFormValues, SendCodeOutcome } from './profile-types';

/** A picture for the fixtures (an inline SVG: no network). */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#3a5a8c"/><circle cx="48" cy="38" r="18" fill="#f2d3b3"/><rect x="18" y="62" width="60" height="34" rx="30" fill="#f2d3b3"/></svg>',
)}`;

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
  birthDate: '1985-05-17T00:00:00.000Z',
  gender: 'None',
  timeZone: 'Europe/London',
  tierName: 'Gold',
  tierColor: '#FFD700',
  memberSince: '2024-03-05T10:00:00.000Z',
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
  birthDate: '1985-05-17',
  gender: 'None',
  timeZone: 'Europe/London',
};

const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'DE', name: 'Germany' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'SE', name: 'Sweden' },
];
const ZONES = ['Europe/Berlin', 'Europe/London', 'Europe/Stockholm', 'UTC'];
const TODAY = new Date('2026-01-15T12:00:00Z');
const PREVIEWS: PreviewUrls = { create: () => PICTURE, revoke: () => undefined };

const wait = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));
const accepted = async (): Promise<FormOutcome> => {
  await wait();
  return { ok: true };
};
const codeSent = async (): Promise<SendCodeOutcome> => {
  await wait();
  return { ok: true, phoneNumber: '+441000000002', expiresAt: '2026-01-15T12:10:00.000Z' };
};
/** The service's check of a code: 123456 is right. */
const checkCode = async (code: string): Promise<FormOutcome<'code'>> => {
  await wait();
  return code.replace(/\s/g, '') === '123456'
    ? { ok: true }
    : { ok: false, fieldErrors: { code: 'Invalid verification code. Please try again.' } };
};

/** A file as a file input would give it. */
const choose = async (input: HTMLElement, name: string, type: string, size = 2048) => {
  const file = new File([new Uint8Array(size)], name, { type });
  await fireEvent.change(input, { target: { files: [file] } });
};

interface PageProps {
  profile?: ProfileDetailsData;
  avatarUrl?: string | null;
  phoneConfirmed?: boolean;
}

/** The whole profile page over fake calls: saving applies the values, the code 123456 confirms the phone. */
function ProfilePageDemo({ profile = PROFILE, avatarUrl = null, phoneConfirmed = false }: PageProps) {
  const { t } = useTranslation('client');
  const [shown, setShown] = useState(profile);
  const [avatar, setAvatar] = useState(avatarUrl);
  const [confirmed, setConfirmed] = useState(phoneConfirmed);
  const save = async (values: ProfileFormValues): Promise<FormOutcome<ProfileField>> => {
    await wait();
    setShown((p) => ({ ...p, firstName: values.firstName, lastName: values.lastName, city: values.city || null }));
    return { ok: true };
  };
  return (
    <ClientPage title={t('profile.title')} lead={t('profile.lead')}>
      <div className="bf-profile-layout">
        <div className="bf-profile-layout__side">
          <AvatarEditor
            name={`${shown.firstName} ${shown.lastName}`}
            avatarUrl={avatar}
            previews={PREVIEWS}
            onUpload={async () => {
              await wait();
              setAvatar(PICTURE);
              return { ok: true };
            }}
          />
          <PhoneConfirmationPanel
            phoneNumber={shown.phoneNumber}
            confirmed={confirmed}
            onSendCode={codeSent}
            onConfirm={async (code) => {
              const outcome = await checkCode(code);
              if (outcome.ok) setConfirmed(true);
              return outcome;
            }}
            timeZone={shown.timeZone}
          />
        </div>
        <div className="bf-profile-layout__main">
          <PersonalDetails
            profile={{ ...shown, phoneConfirmed: confirmed }}
            formValues={VALUES}
            countries={COUNTRIES}
            timeZones={ZONES}
            onSave={save}
            today={TODAY}
          />
        </div>
      </div>
    </ClientPage>
  );
}

/** The profile page of the client area: details, avatar, phone confirmation. */
const meta: Meta = {
  title: 'Client area/Profile/Profile',
};
export default meta;
type Story = StoryObj;

/** The profile as a description list: empty values say "Not set", the tier shows its colour. */
export const ProfileView: Story = {
  render: () => <ProfilePageDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    await expect(canvas.getByText('client@example.com')).toBeInTheDocument();
    await expect(canvas.getByText('Gold')).toBeInTheDocument();
    await expect(canvas.getByText('17/05/1985')).toBeInTheDocument();
    await expect(canvas.getByText('05/03/2024')).toBeInTheDocument();
    await expect(canvas.getAllByText('Not set').length).toBeGreaterThan(0);
  },
};

/** Everything set, an avatar, the phone confirmed. */
export const ProfileComplete: Story = {
  render: () => (
    <ProfilePageDemo
      profile={{ ...PROFILE, middleName: 'Jordan', state: 'Greater London', gender: 'Other', tierName: 'Platinum', tierColor: '#E5E4E2' }}
      avatarUrl={PICTURE}
      phoneConfirmed
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Avatar of Chris Client' })).toBeInTheDocument();
    await expect(canvas.getByText('Your phone number +441000000002 is confirmed.')).toBeInTheDocument();
  },
};

/** "Edit profile", then Save: the details come back with a status. */
export const EditAndSave: Story = {
  render: () => <ProfilePageDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    const city = canvas.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Manchester');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByText('Your profile has been saved.')).toBeInTheDocument());
    await expect(canvas.getByText('Manchester')).toBeInTheDocument();
  },
};

/** The edit form refused by the service: each message beside its field, everything typed kept. */
export const EditFormWithErrors: Story = {
  render: () => (
    <PersonalDetails
      profile={PROFILE}
      formValues={{ ...VALUES, phoneNumber: '+46 70 999 88 77' }}
      countries={COUNTRIES}
      timeZones={ZONES}
      initialEditing
      today={TODAY}
      onSave={async () => {
        await wait();
        return {
          ok: false,
          fieldErrors: {
            phoneNumber: 'Phone number already in use.',
            lastName: 'Use only letters, spaces, full stops, apostrophes and hyphens, starting with a letter.',
          },
        };
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText('Phone number already in use.')).toBeInTheDocument();
    await expect(phone).toHaveValue('+46 70 999 88 77');
  },
};

/** The client-side checks: required names, the phone rule. */
export const EditFormClientChecks: Story = {
  render: () => (
    <PersonalDetails
      profile={PROFILE}
      formValues={{ ...VALUES, firstName: '', phoneNumber: '12' }}
      countries={COUNTRIES}
      timeZones={ZONES}
      initialEditing
      today={TODAY}
      onSave={accepted}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Enter your first name.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  },
};

/** A chosen picture is previewed before "Upload". */
export const AvatarPreview: Story = {
  render: () => <AvatarEditor name="Chris Client" avatarUrl={null} previews={PREVIEWS} onUpload={accepted} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvas.getByLabelText('Change avatar'), 'me.png', 'image/png');
    await expect(await canvas.findByRole('img', { name: 'Preview of the new avatar' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeEnabled();
  },
};

/** A file of another type is refused before any upload, with a clear message. */
export const AvatarBadType: Story = {
  render: () => <AvatarEditor name="Chris Client" avatarUrl={null} previews={PREVIEWS} onUpload={accepted} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvas.getByLabelText('Change avatar'), 'notes.pdf', 'application/pdf');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This file is not a PNG, JPEG, GIF or WebP image.');
    await expect(canvas.queryByRole('button', { name: 'Upload' })).toBeNull();
  },
};

/** A picture above 2 MiB is refused before any upload. */
export const AvatarTooLarge: Story = {
  render: () => <AvatarEditor name="Chris Client" avatarUrl={null} previews={PREVIEWS} onUpload={accepted} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvas.getByLabelText('Change avatar'), 'big.jpg', 'image/jpeg', 3 * 1024 * 1024);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This file is 3 MB; an avatar may be at most 2 MB.');
  },
};

/** Phone confirmation, step 1: the number is not confirmed. */
export const PhoneNotConfirmed: Story = {
  render: () => (
    <PhoneConfirmationPanel phoneNumber="+441000000002" confirmed={false} onSendCode={codeSent} onConfirm={checkCode} timeZone="UTC" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm phone number' }));
    await expect(await canvas.findByRole('textbox', { name: 'Verification code' })).toBeInTheDocument();
  },
};

/** Phone confirmation, step 2: a wrong code is refused beside the field; 123456 confirms. */
export const PhoneCodeStep: Story = {
  render: () => (
    <PhoneConfirmationPanel
      phoneNumber="+441000000002"
      confirmed={false}
      onSendCode={codeSent}
      onConfirm={checkCode}
      timeZone="UTC"
      initialSent={{ phoneNumber: '+441000000002', expiresAt: '2026-01-15T12:10:00.000Z' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.type(code, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Invalid verification code. Please try again.')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Thank you: your phone number is confirmed.')).toBeInTheDocument();
  },
};

/** Phone confirmation refused by the rate limit. */
export const PhoneRateLimited: Story = {
  render: () => (
    <PhoneConfirmationPanel
      phoneNumber="+441000000002"
      confirmed={false}
      onSendCode={async () => ({ ok: false, error: 'Too many requests. Please wait a moment and try again.' })}
      onConfirm={checkCode}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm phone number' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many requests.');
  },
};

/** No phone number yet. */
export const PhoneMissing: Story = {
  render: () => <PhoneConfirmationPanel phoneNumber={null} confirmed={false} onSendCode={codeSent} onConfirm={checkCode} />,
};
