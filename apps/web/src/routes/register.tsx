import { messages } from '@stepwise/contracts';
import { Link } from 'react-router';
import { AuthCard, authLinkClass } from '@/features/auth/auth-card';
import { RegisterForm } from '@/features/auth/register-form';

export function RegisterRoute() {
  return (
    <AuthCard
      title={messages.register.title}
      subtitle="Turn your videos into guided, step-by-step instructional projects."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={authLinkClass}>
            {messages.register.loginLink}
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
