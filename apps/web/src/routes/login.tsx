import { messages } from '@stepwise/contracts';
import { Link } from 'react-router';
import { AuthCard, authLinkClass } from '@/features/auth/auth-card';
import { LoginForm } from '@/features/auth/login-form';

export function LoginRoute() {
  return (
    <AuthCard
      title={messages.login.title}
      subtitle="Sign in to keep building your step-by-step projects."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className={authLinkClass}>
            {messages.login.registerLink}
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
