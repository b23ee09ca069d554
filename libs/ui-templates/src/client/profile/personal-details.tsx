import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import type { CountryOption, FormOutcome, ProfileDetailsData, ProfileField, ProfileFormValues } from './profile-types';
import './profile.css';

/** Props of {@link PersonalDetails}. */
export interface PersonalDetailsProps {
  profile: ProfileDetailsData;
  /** What "Edit profile" opens with (the user's current values). */
  formValues: ProfileFormValues;
  countries: readonly CountryOption[];
  timeZones: readonly string[];
  /** Saves the form (see {@link ProfileForm}); on success the details come back with a status. */
  onSave: (values: ProfileFormValues) => Promise<FormOutcome<ProfileField>>;
  /** Opens with the form (stories). */
  initialEditing?: boolean;
  /** "Today" for the birth-date check (tests, stories). */
  today?: Date;
  className?: string;
}

/**
 * The "Personal details" block of the profile: the details list with "Edit profile", which swaps in the
 * form; Save returns to the details with "Your profile has been saved." (a status), Cancel returns without
 * saving. Focus goes to the form's first field on opening and back to "Edit profile" on closing.
 */
export function PersonalDetails({
  profile,
  formValues,
  countries,
  timeZones,
  onSave,
  initialEditing = false,
  today,
  className,
}: PersonalDetailsProps) {
  const { t } = useTranslation('client');
  const headingId = useId();
  const [editing, setEditing] = useState(initialEditing);
  const [saved, setSaved] = useState(false);
  const section = useRef<HTMLElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      section.current?.querySelector<HTMLButtonElement>('.bf-profile-section__edit')?.focus();
    }
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const save = async (values: ProfileFormValues) => {
    const outcome = await onSave(values);
    if (outcome.ok) {
      setSaved(true);
      close();
    }
    return outcome;
  };

  return (
    <section ref={section} className={cx('bf-card', 'bf-card--outline', 'bf-profile-section', className)} aria-labelledby={headingId}>
      <div className="bf-profile-section__header">
        <h2 id={headingId} className="bf-profile-section__title">
          {t('profile.detailsTitle')}
        </h2>
        {editing ? null : (
          <Button
            className="bf-profile-section__edit"
            variant="secondary"
            size="sm"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('profile.edit')}
          </Button>
        )}
      </div>
      <div role="status" className="bf-profile-section__status">
        {saved && !editing ? <p className="bf-profile-done">{t('profile.saved')}</p> : null}
      </div>
      {editing ? (
        <ProfileForm
          initialValues={formValues}
          countries={countries}
          timeZones={timeZones}
          onSubmit={save}
          onCancel={close}
          today={today}
        />
      ) : (
        <ProfileDetails profile={profile} />
      )}
    </section>
  );
}
