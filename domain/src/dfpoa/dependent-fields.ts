import type { Dfpoa } from './dfpoa';

/**
 * Clears the answers that no longer apply (documents.md 5.4). Applied after every change, so a
 * switched-off choice never leaves hidden answers in the document; the people a switched-off
 * appointment named go with it.
 */
export const clearDfpoaDependentFields = (dfpoa: Dfpoa): Dfpoa => {
  const next: Dfpoa = {
    ...dfpoa,
    selfGiftPowers: { ...dfpoa.selfGiftPowers },
    canPersonallyProfit: { ...dfpoa.canPersonallyProfit },
  };
  if (next.giftRecipientType === 'NONE') {
    next.giftRecipientAmountType = null;
    next.giftRecipientAmountLimit = null;
  }
  if (next.giftRecipientType !== 'SPECIFIC') next.giftRecipientList = [];
  if (next.giftRecipientAmountType !== 'OTHER') next.giftRecipientAmountLimit = null;
  if (!next.hasCoagent) {
    next.coagent = null;
    next.agentsAreIndependent = null;
    next.selfGiftPowers.coagent = null;
    next.selfGiftPowers.coagent_limit = null;
    next.canPersonallyProfit.coagent = null;
  }
  if (!next.hasSuccessor) {
    next.hasSecondSuccessor = false;
    next.successor = null;
    next.selfGiftPowers.successor = null;
    next.selfGiftPowers.successor_limit = null;
    next.canPersonallyProfit.successor = null;
  }
  if (!next.hasSecondSuccessor) {
    next.secondSuccessor = null;
    next.selfGiftPowers.second_successor = null;
    next.selfGiftPowers.second_successor_limit = null;
    next.canPersonallyProfit.second_successor = null;
  }
  if (!next.hasMonitor) next.monitor = null;
  if (!next.hasEstateGuardian) next.estateGuardian = null;
  if (!next.hasPersonGuardian) next.personGuardian = null;
  return next;
};
