import { Route, Routes } from 'react-router';
import { renderWithApp } from '../../../test/app-harness.tsx';
import { OpsPage } from '../ops-page.tsx';

/** The back office as the route table mounts it (/ops and everything below), opened at `path`. */
export function renderDesk(path = '/ops') {
  return renderWithApp(
    <Routes>
      <Route path="ops/*" element={<OpsPage />} />
    </Routes>,
    { path },
  );
}
