import { Route, Routes } from 'react-router-dom'
import { PageLayout } from '../layout/page-layout'
import { ROUTES } from './routes'

/** The site's routes in the page frame; the router around it is the browser's or the server's. */
export function App() {
  return (
    <Routes>
      <Route element={<PageLayout />}>
        {ROUTES.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Route>
    </Routes>
  )
}
