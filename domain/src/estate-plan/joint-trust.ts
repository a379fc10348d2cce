import type { MaritalStatus } from '../profiles/marital-status';
import type { PersonName } from '../profiles/person-name';

/** The patch that creates a joint trust (platform-core.md 3, documents.md 4.1). */
export const jointTrustPatch = (maritalStatus: MaritalStatus, spouseName: PersonName) =>
  ({
    planType: 'RLT',
    isJoint: true,
    lastSectionCompleted: 'STARTED',
    maritalStatus,
    spouse: { fullName: spouseName },
  }) as const;
