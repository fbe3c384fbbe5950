import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { AppRoutes } from './routes/routeTable';
import { setNavigate, useSession } from './store/session';

/** Lets the api client send the reader to sign-in on a 401. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigate((path) => {
      void navigate(path, { replace: true });
    });
  }, [navigate]);
  return null;
}

/** The app inside a router: the browser's, or the server's static one (src/ssr.tsx). */
export function AppScreens() {
  useEffect(() => {
    void useSession.getState().refresh();
  }, []);
  return (
    <>
      <NavigationBridge />
      <AppRoutes />
    </>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppScreens />
    </BrowserRouter>
  );
}
