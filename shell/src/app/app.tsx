import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { PageLayout } from '../layout/page-layout'
import { ROUTES } from './routes'

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<PageLayout />}>
          {ROUTES.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Route>
      </Routes>
    </BrowserRouter>
  )
}
