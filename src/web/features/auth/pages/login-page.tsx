import { SignInForm } from '../components/sign-in-form'
import { AuthPage } from './auth-page'

export function LoginPage() {
  return (
    <AuthPage
      documentTitle="Sign In"
      title="Welcome back"
      subtitle="Sign in to track orders and check out faster."
      other={{ prompt: 'New to the shop?', to: '/signup', label: 'Create Account' }}
    >
      <SignInForm />
    </AuthPage>
  )
}
