import { PRODUCT_CODES } from '@bequest/sdk/app';
import { Modal } from '../../components/Modal';
import { usePartnerOfProduct } from '@bequest/sdk/react';

/** The referring partner's logo and name, or nothing while it loads or when it is unknown. */
const ReferringPartner = ({ organizationId }: { readonly organizationId: string | null }) => {
  const partner = usePartnerOfProduct(PRODUCT_CODES.NONPROBATE_PLANS, organizationId).data;
  if (!partner) return null;
  const name = partner.orgDisplayName ?? partner.organization.displayName;
  const logo = partner.customizations?.uriLogo;
  return (
    <div className="referring-partner">
      {logo && <img src={logo} alt="" />}
      <p>
        <strong>{name}</strong> would be grateful to be remembered in your plan.
      </p>
    </div>
  );
};

/**
 * "Before you get started – Nonprofits can be beneficiaries too!" (giving 2.4, 6): on the main
 * brand, before a person first chooses an asset's beneficiaries, with the referring partner's
 * logo and name; Continue goes on to choosing them.
 */
export const NonprofitsModal = ({
  open,
  refOrgId,
  onContinue,
  onClose,
}: {
  readonly open: boolean;
  readonly refOrgId: string | null;
  readonly onContinue: () => void;
  readonly onClose: () => void;
}) => (
  <Modal
    open={open}
    onClose={onClose}
    title="Before you get started – Nonprofits can be beneficiaries too!"
  >
    <ReferringPartner organizationId={refOrgId} />
    <p>
      Beside the people you love, you can name a charity as a beneficiary of any account, for a
      share or all of it. A retirement account left to a charity passes to it free of the income tax
      your family would otherwise pay on it.
    </p>
    <div className="form-actions">
      <button type="button" className="button" onClick={onClose}>
        Cancel
      </button>
      <button type="button" className="button button--primary" onClick={onContinue}>
        Continue
      </button>
    </div>
  </Modal>
);
