import { SignUpForm } from '../components/sign-up-form'
import { AuthPage } from './auth-page'

export function SignUpPage() {
  return (
    <AuthPage
      documentTitle="Create Account"
      title="Create your account"
      subtitle="Join fellow collectors and start your anime collection."
      other={{ prompt: 'Already have an account?', to: '/login', label: 'Sign In' }}
    >
      <SignUpForm />
    </AuthPage>
  )
}
