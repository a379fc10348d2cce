import { Create, Edit } from 'react-admin';
import { PartnerForm } from './PartnerForm';

/** Edit a partner: saved at once, with the pages showing it on their next load (audited). */
export const PartnerEdit = () => (
  <Edit title="Edit partner" mutationMode="pessimistic">
    <PartnerForm />
  </Edit>
);

const NEW_PARTNER = {
  isCaCompliant: false,
  isOptInForMAWMText: false,
  isOptInForGiftIntentText: false,
  hasTrustsForBeneficiaries: false,
};

/** Add a partner organization with its custom URL (audited). */
export const PartnerCreate = () => (
  <Create title="Add a partner" record={NEW_PARTNER} redirect="edit">
    <PartnerForm />
  </Create>
);
