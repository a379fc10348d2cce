import { useState } from 'react';
import { Modal } from '../../components/Modal';
import { FormChoices } from '../../forms/FormChoices';

const ATTORNEY_REASONS = [
  'You are not comfortable making your documents online.',
  'You live in Oregon and own more than $1 million in assets.',
  'You own property in another country.',
  'You own a business.',
  'A member of your family has special needs.',
  "You are concerned about a child's divorce.",
  'You want to leave out one or more of your children.',
  'You want to leave your children unequal shares.',
  'You want to leave everything to one person who is not your spouse.',
  'You expect someone may dispute your estate.',
];

/**
 * "How would you like to complete your plan?" (platform-core.md 1, 2.9), asked where the
 * client-counsel flag is on, with the help modal on when to choose an attorney.
 */
export const ProductTypeChoice = () => {
  const [helping, setHelping] = useState(false);
  return (
    <section aria-labelledby="product-type" className="household-product-type">
      <h2 id="product-type">How would you like to complete your plan?</h2>
      <FormChoices
        name="clientProductType"
        legend="Choose how your documents are made"
        choices={[
          {
            value: 'self_directed',
            label: 'Self-directed: answer guided questions and make your documents online',
          },
          {
            value: 'attorney_drafted',
            label:
              'Attorney-drafted: an attorney in our network drafts your documents. Additional fees will apply. Payment will happen directly with the attorney outside of Bequest. Available in all 50 states and Washington D.C.',
          },
        ]}
      />
      <button type="button" className="link-button" onClick={() => setHelping(true)}>
        Self-directed vs. Attorney-drafted
      </button>
      <Modal
        open={helping}
        onClose={() => setHelping(false)}
        title="Self-directed vs. Attorney-drafted"
      >
        <p>Most people can make their plan themselves. Consider an attorney-drafted plan when:</p>
        <ul>
          {ATTORNEY_REASONS.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <button type="button" className="button" onClick={() => setHelping(false)}>
          Close
        </button>
      </Modal>
    </section>
  );
};
