import { DATE_HINT, PHONE_HINT, PHONE_PLACEHOLDER } from '@bequest/sdk/app';
import { useId, type ReactNode } from 'react';
import { FormText } from '../../forms/FormText';
import { PersonNameFields } from '../../wizards/PersonNameFields';
import { AddressFields } from '../../forms/AddressFields';

/**
 * One household member's details (platform-core.md 2.9, 3, 5): legal name (a one-letter first
 * name is questioned), preferred name, birth date, phone and, unless they share the owner's,
 * address.
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
      <PersonNameFields name={group} confirmOneLetterFirstName />
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
      {withAddress && <AddressFields group={group} autofill={false} />}
    </section>
  );
};
