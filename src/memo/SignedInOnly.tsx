import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { signInPathOf } from '../routes/paths';
import { useLocale } from '../routes/useLocale';
import { selectSignedIn, useSession } from '../store/session';

/** The memo space's lists are personal: signed-out visitors go to sign-in and come back. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const signedIn = useSession(selectSignedIn);
  if (!signedIn) return <Navigate to={signInPathOf(locale, `${pathname}${search}`)} replace />;
  return children;
}
