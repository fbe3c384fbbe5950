import { useEffect } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { setNavigate } from './api/client';
import { routes } from './routes/routeTable';
import { useSession } from './store/session';

const router = createBrowserRouter(routes);

setNavigate((path) => {
  void router.navigate(path, { replace: true });
});

export function App() {
  useEffect(() => {
    void useSession.getState().refresh();
  }, []);
  return <RouterProvider router={router} />;
}
