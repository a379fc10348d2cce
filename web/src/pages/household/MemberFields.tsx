import { DATE_HINT, PHONE_HINT, PHONE_PLACEHOLDER, STATE_OPTIONS } from '@bequest/sdk';
import { useId, type ReactNode } from 'react';
import { FormSelect } from '../../forms/FormSelect';
import { FormText } from '../../forms/FormText';
import { PersonNameFields } from '../../wizards/PersonNameFields';

/**
 * One household member's details (platform-core.md 2.9, 3): legal name, preferred name, birth
 * date, phone and, unless they share the owner's, address.
 */
export const MemberFields = ({
  group,
  title,
  withAddress,
  children,
}: {
  readonly group: 'owner' | 'secondMember';
  readonly title: string;
  readonly withAddress: boolean;
  /** Fields of this member only (the owner's e-mail and marital status). */
  readonly children?: ReactNode;
}) => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="household-member">
      <h2 id={headingId}>{title}</h2>
      <PersonNameFields name={group} />
      <FormText
        name={`${group}.preferredName`}
        label="Preferred name (optional)"
        autoComplete="off"
      />
      <FormText
        name={`${group}.birthDate`}
        label="Date of birth"
        hint={DATE_HINT}
        inputMode="numeric"
        autoComplete="off"
      />
      <FormText
        name={`${group}.phone`}
        label="Phone (optional)"
        type="tel"
        hint={PHONE_HINT}
        placeholder={PHONE_PLACEHOLDER}
        maxLength={14}
        autoComplete="off"
      />
      {children}
      {withAddress && (
        <>
          <FormText name={`${group}.address1`} label="Street address" autoComplete="off" />
          <FormText name={`${group}.city`} label="City" autoComplete="off" />
          <FormSelect name={`${group}.administrativeArea`} label="State" choices={STATE_OPTIONS} />
          <FormText
            name={`${group}.postalCode`}
            label="ZIP code"
            inputMode="numeric"
            maxLength={5}
            autoComplete="off"
          />
        </>
      )}
    </section>
  );
};
