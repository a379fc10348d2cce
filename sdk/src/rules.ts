// `@bequest/sdk/rules`: the domain's pure rules a partner firm needs, computed exactly as the
// server computes them. Whole modules of the domain, chosen here; the site's menus, local-storage
// keys and seeded sample tenants stay out (they are in `@bequest/sdk/app`, for Bequest's own apps).

// Progress: a product's status and label, the account table's rows, and the order of a plan's
// sections.
export * from '@bequest/domain/products/product-type';
export * from '@bequest/domain/products/progress-status';
export * from '@bequest/domain/products/document-progress';
export * from '@bequest/domain/products/document-display-names';
export * from '@bequest/domain/accounts/document-rows';
export * from '@bequest/domain/estate-plan/estate-plan-section';
// Banners: what the account page invites a person to do next.
export * from '@bequest/domain/accounts/consumer-banner';
export * from '@bequest/domain/accounts/home-hero';
// Packages: which plans a person or a household gets, and where each starts.
export * from '@bequest/domain/packages';
// Eligibility: trusts by state, remote notarization, attorney consults, California compliance.
export * from '@bequest/domain/eligibility';
// Validation: the forms' rules and the product's messages for each field.
export * from '@bequest/domain/validation';
// Plan consistency: where a beneficiary designation contradicts the will's or the trust's
// distribution, with the fix (issue 29).
export * from '@bequest/domain/plan-consistency/plan-consistency-finding';
export * from '@bequest/domain/plan-consistency/plan-consistency';
