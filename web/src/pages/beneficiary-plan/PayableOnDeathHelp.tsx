import { useState } from 'react';
import { Modal } from '../../components/Modal';

const QUESTION = 'What is a payable on death (POD)?';

/** The help modal of the payable-on-death question (giving 2.3). */
export const PayableOnDeathHelp = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        {QUESTION}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={QUESTION}>
        <p>
          A payable on death (POD) designation names who receives an account when you die. Banks
          call it payable on death; brokerages and some states, for vehicles and real estate, call
          it transfer on death (TOD).
        </p>
        <p>
          The account then passes straight to the people or charities you name, without probate and
          whatever your will says. Without one, an account in your name alone passes under your
          will.
        </p>
        <p>Your institution can tell you whether the account has one, or add it for you.</p>
        <button type="button" className="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </Modal>
    </>
  );
};
