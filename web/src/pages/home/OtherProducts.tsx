import { Link } from 'react-router-dom';

const PRODUCTS = [
  {
    name: 'Last will and testament',
    text: 'Say who receives your property, who settles your estate and who raises your minor children.',
    link: { to: '/will', label: 'Make your will' },
  },
  {
    name: 'Revocable living trust',
    text: 'Pass your property on privately and without probate, alone or with your spouse.',
    link: { to: '/revocable-living-trusts', label: 'Learn about revocable living trusts' },
  },
  {
    name: 'Advance healthcare directive',
    text: 'Name who decides about your medical care if you cannot, and record the care you want.',
    link: {
      to: '/advance-healthcare-directive',
      label: 'Learn about advance healthcare directives',
    },
  },
  {
    name: 'Financial power of attorney',
    text: 'Choose who manages your money and property if you become unable to.',
    link: {
      to: '/durable-financial-power-of-attorney',
      label: 'Learn about financial powers of attorney',
    },
  },
  {
    name: 'Beneficiary plan',
    text: 'Keep track of the accounts and policies that pass outside your will, and who is named on each.',
    link: { to: '/beneficiaries', label: 'Learn about beneficiary designations' },
  },
];

/** The home page's other products (platform-core.md 2.5), each with its page. */
export const OtherProducts = () => (
  <section aria-labelledby="products-title">
    <h2 id="products-title">Our products</h2>
    <ul className="products">
      {PRODUCTS.map((product) => (
        <li key={product.name}>
          <h3>{product.name}</h3>
          <p>{product.text}</p>
          <Link to={product.link.to}>{product.link.label}</Link>
        </li>
      ))}
    </ul>
    <p>
      Every document is free to make, change and download.{' '}
      <Link to="/our-products">See all our products</Link>
    </p>
  </section>
);
