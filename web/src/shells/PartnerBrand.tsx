import { useReferringPartner } from '../pages/partners/use-partner';

/**
 * The referring partner's brand beside ours (platform-core.md 4.16, 6): its logo and name, or
 * nothing when no partner referred the visitor or its customization does not apply.
 */
export const PartnerBrand = () => {
  const partner = useReferringPartner('will');
  if (!partner) return null;
  const name = partner.orgDisplayName ?? partner.organization.displayName;
  const logo = partner.customizations?.uriLogo;
  return (
    <p className="partner-brand">
      {logo && <img src={logo} alt="" height={28} />}
      <span>In partnership with {name}</span>
    </p>
  );
};
