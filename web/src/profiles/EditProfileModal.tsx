import {
  DATE_HINT,
  GENDER_LABELS,
  PHONE_HINT,
  PHONE_PLACEHOLDER,
  editProfileCounty,
  genderDescriptionToSave,
  showsGenderDescription,
  validateProfile,
  type RequirableProfileField,
  type Gender,
  type ProfileView,
} from '@bequest/sdk/app';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Modal } from '../components/Modal';
import { FieldIdScope } from '../forms/field-error';
import { FormChoices } from '../forms/FormChoices';
import { FormFailure } from '../forms/FormFailure';
import { FormText } from '../forms/FormText';
import { useUpdateProfile } from '../session/use-update-profile';
import { PersonNameFields } from '../wizards/PersonNameFields';
import { detailsDraftOf } from './profile-details';
import { fullNameOf } from './profile-name';
import { AddressFields } from '../forms/AddressFields';
import { FormActions } from '../forms/FormActions';

interface EditProfileForm {
  fullName: { first: string; middle: string; last: string };
  preferredName: string;
  gender: Gender | '';
  genderDesc: string;
  birthDate: string;
  phone: string;
  address1: string;
  city: string;
  administrativeArea: string;
  postalCode: string;
  county: string;
}

interface EditProfileContext {
  readonly showGenderQuestion: boolean;
  readonly required: readonly RequirableProfileField[];
  readonly today: Date;
}

const NAME_FIELDS = ['first', 'middle', 'last'];

const resolver: Resolver<EditProfileForm, EditProfileContext> = async (values, context) => {
  const errors = validateProfile(
    {
      ...values,
      gender: values.gender || null,
      birthDate: values.birthDate || null,
      phone: values.phone || null,
      country: 'US',
    },
    {
      required: context?.required ?? ['name'],
      showGenderQuestion: context?.showGenderQuestion ?? false,
      today: context?.today ?? new Date(),
    },
  );
  const entries = Object.entries(errors);
  if (entries.length === 0) return { values, errors: {} };
  const nested: Record<string, unknown> = {};
  for (const [field, message] of entries) {
    const error = { type: 'validate', message };
    if (NAME_FIELDS.includes(field))
      nested.fullName = { ...(nested.fullName as object), [field]: error };
    else nested[field] = error;
  }
  return { values: {}, errors: nested as FieldErrors<EditProfileForm> };
};

const draftOf = (profile: ProfileView): EditProfileForm => ({
  fullName: { ...profile.fullName },
  preferredName: profile.preferredName ?? '',
  gender: profile.gender ?? '',
  genderDesc: profile.genderDesc ?? '',
  ...detailsDraftOf(profile),
  county: profile.county ?? '',
});

/**
 * Edit profile (platform-core.md 2.12, 4.14): the draft starts from the saved profile each time
 * the modal opens, errors show once Save is pressed, and a changed name is flagged because it
 * changes every document made with the profile. With the gender question, Trans or Non-binary
 * also asks the optional additional gender information (genderDesc, sections 3 and 5).
 */
export const EditProfileModal = ({
  open,
  onClose,
  profile,
  showGenderQuestion,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly profile: ProfileView;
  readonly showGenderQuestion: boolean;
}) => {
  const updateProfile = useUpdateProfile(profile);
  const [failure, setFailure] = useState<string | null>(null);
  const county = editProfileCounty(profile);
  const asksCounty = county !== 'hidden';
  const context = useMemo(
    () => ({
      showGenderQuestion,
      required: county === 'required' ? (['name', 'county'] as const) : (['name'] as const),
      today: new Date(),
    }),
    [showGenderQuestion, county],
  );
  const form = useForm<EditProfileForm, EditProfileContext>({
    resolver,
    context,
    defaultValues: draftOf(profile),
  });
  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    reset(draftOf(profile));
    setFailure(null);
  }, [open, profile, reset]);

  const initialName = fullNameOf(profile);
  const nameChanged =
    initialName !== '' && fullNameOf({ fullName: form.watch('fullName') }) !== initialName;
  const saving = form.formState.isSubmitting;
  const asksGenderDescription =
    showGenderQuestion && showsGenderDescription(form.watch('gender') || null);
  const submit = form.handleSubmit(async (values) => {
    const gender = values.gender || null;
    const refused = await updateProfile({
      fullName: values.fullName,
      preferredName: values.preferredName.trim() || null,
      ...(showGenderQuestion
        ? { gender, genderDesc: genderDescriptionToSave(gender, values.genderDesc) }
        : {}),
      birthDate: values.birthDate || null,
      phone: values.phone.trim() || null,
      address1: values.address1,
      city: values.city,
      administrativeArea: values.administrativeArea,
      postalCode: values.postalCode,
      ...(asksCounty ? { county: values.county.trim() || null } : {}),
    });
    if (refused) return setFailure(refused);
    onClose();
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={initialName ? `Editing ${initialName}` : 'Edit Profile'}
    >
      <p>Changes you make here apply to all of your documents.</p>
      <FieldIdScope>
        <FormProvider {...form}>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <FormFailure message={failure} />
            <PersonNameFields name="fullName" />
            {nameChanged && (
              <p className="notice" role="status">
                Changing the profile name changes it in all documents made with this profile.
              </p>
            )}
            <FormText name="preferredName" label="Preferred name (optional)" autoComplete="off" />
            {showGenderQuestion && (
              <FormChoices
                name="gender"
                legend="Gender"
                choices={Object.entries(GENDER_LABELS).map(([value, label]) => ({ value, label }))}
              />
            )}
            {asksGenderDescription && (
              <FormText
                name="genderDesc"
                label="Additional gender information (optional)"
                autoComplete="off"
                maxLength={200}
              />
            )}
            <FormText name="birthDate" label="Date of birth" hint={DATE_HINT} inputMode="numeric" />
            <FormText
              name="phone"
              label="Phone (optional)"
              type="tel"
              hint={PHONE_HINT}
              placeholder={PHONE_PLACEHOLDER}
              maxLength={14}
            />
            <AddressFields />
            {asksCounty && (
              <FormText
                name="county"
                label={county === 'required' ? 'County' : 'County (optional)'}
                autoComplete="off"
              />
            )}
            {saving && <p role="status">Saving…</p>}
            <FormActions onCancel={onClose} submitLabel="Save" submitting={saving} />
          </form>
        </FormProvider>
      </FieldIdScope>
    </Modal>
  );
};
