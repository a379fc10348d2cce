import {
  documentHeaderTitle,
  type DocumentHeaderTitleInput,
  JOINT_TRUST_HEADER_TITLE,
} from './document-header-title';

const liz = { preferredName: 'Liz', fullName: { first: 'Elizabeth' } };
const elizabeth = { preferredName: '', first_name: 'Elizabeth' };

describe('documents.md 2.6, platform-core.md 2.13 document header titles', () => {
  it.each<[DocumentHeaderTitleInput, string]>([
    [{ product: 'RLT', profile: liz }, "Liz's Revocable Living Trust"],
    [{ product: 'RLT', profile: liz, isJoint: false }, "Liz's Revocable Living Trust"],
    [{ product: 'RLT', profile: liz, isJoint: true }, 'Joint Revocable Living Trust'],
    [{ product: 'WILL', profile: liz }, "Liz's Last Will & Testament"],
    [{ product: 'WILL', profile: liz, isJoint: true }, "Liz's Last Will & Testament"],
    [{ product: 'AHCD', profile: liz }, "Liz's Advance Healthcare Directive"],
    [{ product: 'DFPOA', profile: liz }, "Liz's Financial Power of Attorney"],
    [{ product: 'WILL', profile: elizabeth }, "Elizabeth's Last Will & Testament"],
    [{ product: 'DFPOA', profile: {} }, 'Financial Power of Attorney'],
  ])('%j → %j', (input, title) => {
    expect(documentHeaderTitle(input)).toBe(title);
  });

  it('titles a joint plan "Joint Revocable Living Trust"', () => {
    expect(JOINT_TRUST_HEADER_TITLE).toBe('Joint Revocable Living Trust');
  });
});
