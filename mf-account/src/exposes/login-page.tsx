import type { LoginPageProps } from '@food/shared/contracts'
import { LoginPage } from '../features/login/components/login-page'

export default function LoginPageExpose(_props: LoginPageProps) {
  return <LoginPage />
}
