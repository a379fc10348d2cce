import {
  displayFirstName,
  documentRow,
  listedDocuments,
  requiredDocuments,
  type AccountPageKind,
  type CurrentUserView,
  type DocumentProductType,
  type ProfileView,
  type TenantConfiguration,
} from '@bequest/sdk/app';
import { hasJointTrust, householdProfiles } from '../../session/household-profiles';
import { ConsistentDocumentTable } from './ConsistentDocumentTable';
import { DocumentTable } from './DocumentTable';

/**
 * The household's documents (platform-core.md 2.11 household mode): the joint trust, the
 * account owner's documents and the second member's, each opened as its owner.
 */
export const HouseholdDocuments = ({
  user,
  configuration,
  hasRltAccess,
  page,
}: {
  readonly user: CurrentUserView;
  readonly configuration: Omit<TenantConfiguration, 'secrets'>;
  readonly hasRltAccess: boolean;
  readonly page: AccountPageKind;
}) => {
  const { owner, partner } = householdProfiles(user);
  if (!owner) return null;
  const joint = hasJointTrust(user, owner);
  const documentsOf = (profile: ProfileView): DocumentProductType[] =>
    profile.estatePlanPackageType
      ? requiredDocuments(profile.estatePlanPackageType, configuration.beneficiaryPlan)
      : listedDocuments(profile, { hasRltAccess, beneficiaryPlan: configuration.beneficiaryPlan });
  /** A member's table; the active profile's is read with their designations (issue 29). */
  const table = (profile: ProfileView, products: DocumentProductType[], caption: string) => {
    if (products.length === 0) return <p>No documents are needed in this plan.</p>;
    const rows = products.map((product) => documentRow(product, profile, configuration));
    return profile.randId === user.activeProfile.randId ? (
      <ConsistentDocumentTable caption={caption} page={page} rows={rows} />
    ) : (
      <DocumentTable caption={caption} page={page} rows={rows} otherProfileId={profile.randId} />
    );
  };
  return (
    <>
      {joint && (
        <section aria-labelledby="joint-documents">
          <h2 id="joint-documents">Joint documents</h2>
          {table(owner, ['RLT'], 'Joint documents')}
        </section>
      )}
      <section aria-labelledby="owner-documents">
        <h2 id="owner-documents">
          {displayFirstName(owner)}'s documents <span className="badge">Account Owner</span>
        </h2>
        {table(
          owner,
          documentsOf(owner).filter((product) => !(joint && product === 'RLT')),
          `${displayFirstName(owner)}'s documents`,
        )}
      </section>
      {partner && (
        <section aria-labelledby="partner-documents">
          <h2 id="partner-documents">{displayFirstName(partner)}'s documents</h2>
          {table(partner, documentsOf(partner), `${displayFirstName(partner)}'s documents`)}
        </section>
      )}
    </>
  );
};
