import { useEffect, type ReactNode } from 'react';
import { Layout, useSidebarState } from 'react-admin';
import { useSmallScreen } from './use-small-screen';

/**
 * react-admin's layout, whose menu closes when the window becomes phone-sized: there it is a
 * drawer over the page, and one left open from a wide window would hide the page.
 */
export const StaffLayout = ({ children }: { readonly children: ReactNode }) => {
  const small = useSmallScreen();
  const [, setOpen] = useSidebarState();
  useEffect(() => {
    if (small) setOpen(false);
  }, [small, setOpen]);
  return <Layout>{children}</Layout>;
};
