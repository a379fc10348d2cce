import { Link } from 'react-router-dom';

const QUESTIONS = [
  {
    question: 'Is it really free?',
    answer:
      'Yes. Nonprofits fund Bequest because some people choose to leave them a gift. Leaving a gift is always optional, and you never pay to make, change or download your documents.',
  },
  {
    question: 'Is an online will legally valid?',
    answer:
      'Yes, once you sign it the way your state requires. Your will is written for your state and comes with instructions for signing it in front of the witnesses, or notary, your state asks for.',
  },
  {
    question: 'How long does it take?',
    answer:
      'Most people finish a last will and testament in about 20 minutes. You can stop at any point and pick up where you left off.',
  },
  {
    question: 'Can I change it later?',
    answer:
      'Yes, as often as you like, at no cost. Update your answers, download the new version and sign it again; the newest signed will replaces the earlier ones.',
  },
  {
    question: 'Do I need a lawyer?',
    answer:
      'Not to make your will. Bequest is not a law firm and does not give legal advice, so if your estate is large, a family member has special needs or your family situation is complex, we encourage you to have an attorney review your documents.',
  },
  {
    question: 'What happens to my data?',
    answer:
      'We never sell your personal data. It travels over encrypted connections, only you and the household members you add can see your documents, and a nonprofit hears about a gift only if you agree to tell it.',
  },
];

/** The home page's questions (platform-core.md 2.5), each answer folded under its question. */
export const HomeFaq = () => (
  <section className="faq" aria-labelledby="faq-title">
    <h2 id="faq-title">Frequently asked questions</h2>
    {QUESTIONS.map((entry) => (
      <details key={entry.question}>
        <summary>{entry.question}</summary>
        <p>{entry.answer}</p>
      </details>
    ))}
    <p>
      <Link to="/faq">Read all frequently asked questions</Link>
    </p>
  </section>
);
