import { z } from 'zod';
import type { EstatePlan, Fiduciary, Nominee } from '../estate-plan';
import { fullNameToString } from '../../profiles/person-name';
import { isValidEmail } from '../../validation/email';

const ROLES = [
  ['executors', 'executor', 'Executor', 'Backup executor'],
  ['successorTrustees', 'trustee', 'Successor trustee', 'Backup trustee'],
  ['guardians', 'guardian', 'Guardian', 'Backup guardian'],
  ['custodians', 'custodian', 'Custodian', 'Backup custodian'],
] as const satisfies readonly (readonly [keyof EstatePlan, string, string, string])[];

/**
 * The people a will or trust names, as nominees to tell (documents.md 2.7): its executors,
 * trustees, guardians and custodians, each once per role, keeping the e-mail and the time last
 * told of a nominee already saved under the same id.
 */
export const planNominees = (plan: EstatePlan): Nominee[] =>
  ROLES.flatMap(([field, key, first, backup]) =>
    (plan[field] as Fiduciary[]).map((person, index): Nominee => {
      const randId = `${key}-${index + 1}`;
      const saved = plan.nominees.find((nominee) => nominee.randId === randId);
      const sameName =
        saved && fullNameToString(saved.fullName) === fullNameToString(person.fullName);
      return {
        randId,
        fullName: person.fullName,
        role: index === 0 ? first : backup,
        email: (sameName ? saved.email : null) ?? person.email,
        lastNotifiedAt: sameName ? saved.lastNotifiedAt : null,
      };
    }),
  );

export const NOMINEE_SHARING_MESSAGES = {
  nobody: 'Choose whom to tell.',
  email: 'Please enter their e-mail address, including the full domain name',
} as const;

/**
 * Whom to tell and at which address: each chosen nominee needs a valid e-mail address, and
 * someone must be chosen unless telling nobody is allowed (the optional arm of
 * FW_SHARE_WILL_FLOW_USERS_OPTIONAL, ADR 0023).
 */
export const nomineeSharingFormSchema = ({ nobodyAllowed }: { readonly nobodyAllowed: boolean }) =>
  z
    .object({
      nominees: z.array(
        z.object({ randId: z.string(), tell: z.boolean(), email: z.string().trim().max(254) }),
      ),
    })
    .superRefine(({ nominees }, context) => {
      nominees.forEach((nominee, index) => {
        if (nominee.tell && !isValidEmail(nominee.email))
          context.addIssue({
            code: 'custom',
            path: ['nominees', index, 'email'],
            message: NOMINEE_SHARING_MESSAGES.email,
          });
      });
      if (!nobodyAllowed && !nominees.some((nominee) => nominee.tell))
        context.addIssue({
          code: 'custom',
          path: ['nominees'],
          message: NOMINEE_SHARING_MESSAGES.nobody,
        });
    });

/** The nominee-sharing form as everyone outside the optional arm has it: someone must be chosen. */
export const NomineeSharingFormSchema = nomineeSharingFormSchema({ nobodyAllowed: false });
export type NomineeSharingForm = z.input<typeof NomineeSharingFormSchema>;
