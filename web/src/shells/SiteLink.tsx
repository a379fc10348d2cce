import { Link } from 'react-router-dom';

/** A header or footer link: a path of this app goes through the router, any other address does not. */
export const SiteLink = ({ label, href }: { readonly label: string; readonly href: string }) =>
  href.startsWith('/') ? <Link to={href}>{label}</Link> : <a href={href}>{label}</a>;
